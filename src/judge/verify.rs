//! The verifier: a group decision of the judge read out once more, as a proof.
//!
//! The playouts and the static steps decide a block by evidence that nothing checks: a share of
//! playouts, the shape of its last liberties, an eye count that reads each block alone. The
//! verifier tries to prove each such call, reading only the block's own neighbourhood:
//! - **alive by connection**: whatever the enemy plays first, the owner keeps the block linked
//!   to an *anchor* (an own block the judge keeps with clear evidence: Benson, the life
//!   reading, or the playouts nearly always), and with two liberties at least. Two blocks are
//!   linked when they share two liberties (miai: the enemy takes one, the owner fills the
//!   other) or border one enclosed empty space of two points or more (no enemy stone in it, so
//!   no cut through it); links chain. A block that captures the enemy stones between it and
//!   the anchor links by that capture.
//! - **dead by capture**: the enemy, moving first, captures the block whatever its owner
//!   answers (passing, filling or taking liberties, capturing enemy stones beside it); the
//!   owner escapes when the block links to an anchor or gets five liberties.
//!
//! A line through a ko proves nothing: a kill that needs a ko is not proved, and an owner who
//! can take a ko escapes. Every position read is taken from a budget (one per block, one per
//! judgement); past it the answer is unknown, and an unknown answer decides nothing.

use super::light_board::{boards_from, copy_down, opponent, PlayoutBoard, BLACK, EMPTY, WHITE};

/// Most positions one block's proofs may read.
const BLOCK_BUDGET: usize = 100;

/// Most positions a proof of death of a block the judge killed may read (it only confirms the
/// kill: spent on every such block, it was most of the verifier's time).
const CONFIRM_BUDGET: usize = 40;

/// Most positions a proof of death of a block the playouts kept only just may read (such
/// blocks are few, and their kills are deeper).
const KEEP_BUDGET: usize = 300;

/// Most positions all the proofs of one judgement may read.
const TOTAL_BUDGET: usize = 3_000;

/// Exchanges (an enemy move and the owner's answer) read at most for a proof of life.
const MAX_EXCHANGES: usize = 2;

/// Enemy moves read at most for a proof of death by capture.
const MAX_ENEMY_MOVES: usize = 5;

/// Liberties at which a block escapes capture (the reading goes no further).
const ESCAPE_LIBERTIES: usize = 5;

/// Largest enclosed empty space that links the blocks around it (a bigger one is an open area,
/// and the flood that measures it stops there).
const LINK_SPACE: usize = 40;

/// Liberties of an enemy block the owner may still attack in a proof of death: two (an atari
/// at once). A block of three that still has a liberty outside the group cannot be taken
/// within the reading's five enemy moves while the enemy presses; with three, reading Black's
/// attacks on White's A10 block hid saphir's kill past the horizon.
const ATTACKED: usize = 2;

/// Candidate moves per position, at most.
const MAX_MOVES: usize = 16;

/// How the judge left a stone, as the verifier reads it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Standing {
    /// Neither of the two below (or an empty point).
    #[default]
    Open,
    /// Its block lives by clear evidence: a link to it is life.
    Anchor,
    /// Judged dead: inside a space it does not open it to the enemy.
    Dead,
}

/// The anchors as they stand on a board of the reading: the stones marked at the start,
/// less those a move of the reading captured (a stone played again on such a point is a new
/// stone, no anchor).
#[derive(Clone, Copy)]
pub(super) struct Anchors<'a> {
    marks: &'a [Standing],
    lost: &'a [usize],
}

impl<'a> Anchors<'a> {
    pub(super) fn new(marks: &'a [Standing]) -> Anchors<'a> {
        Anchors { marks, lost: &[] }
    }

    fn holds(&self, s: usize) -> bool {
        self.marks[s] == Standing::Anchor && !self.lost.contains(&s)
    }

    /// True when the stone at `s` was judged dead (and no move of the line captured it).
    fn is_dead(&self, s: usize) -> bool {
        self.marks[s] == Standing::Dead && !self.lost.contains(&s)
    }

    /// True when a stone of the block at `head` is an anchor.
    fn in_block(&self, board: &PlayoutBoard, head: usize) -> Option<usize> {
        board
            .block_stones(head)
            .into_iter()
            .find(|&s| self.holds(s))
    }
}

/// What a proof found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// Proved alive: linked to the anchor block at `anchor` whatever the enemy plays first.
    Linked { positions: usize, anchor: usize },
    /// Proved alive: two sure eyes (a point of each enclosed space that makes them) whatever
    /// the enemy plays first.
    Eyes { positions: usize, eyes: [usize; 2] },
    /// Proved dead: the enemy captures it whatever the owner answers.
    Captured { positions: usize },
    /// Neither: the reading found no proof (or the budget ran out).
    Unknown,
}

/// The proofs of one judgement: the positions left to read, a board per depth.
pub(super) struct Verification {
    total: usize,
    boards: Vec<PlayoutBoard>,
}

impl Verification {
    pub(super) fn new() -> Verification {
        Verification {
            total: TOTAL_BUDGET,
            boards: Vec::new(),
        }
    }

    /// True when the judgement's budget ran out: some proof may have stopped short.
    pub(super) fn exhausted(&self) -> bool {
        self.total == 0
    }

    /// Tries to prove the block at `stone` alive by connection to an anchor (`anchors` marks
    /// their stones), the enemy moving first, or the owner first when `owner_first`.
    pub(super) fn prove_alive(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        let Some(mut reader) = self.reader(board, stone, anchors, BLOCK_BUDGET) else {
            return Proof::Unknown;
        };
        let mut found = None;
        for exchanges in 1..=MAX_EXCHANGES {
            found = if owner_first {
                reader.owner_links(0, exchanges)
            } else {
                reader.enemy_fails_to_cut(0, exchanges)
            };
            if found.is_some() || reader.budget == 0 {
                break;
            }
        }
        let positions = self.give_back(reader.budget, reader.boards, reader.start);
        match (found, reader.safe) {
            (Some(true), Some(Safety::Linked(anchor))) => Proof::Linked { positions, anchor },
            (Some(true), Some(Safety::Eyes(eyes))) => Proof::Eyes { positions, eyes },
            _ => Proof::Unknown,
        }
    }

    /// Tries to prove the block at `stone` dead by capture, the enemy moving first (or the
    /// owner first when `owner_first`), within [`MAX_ENEMY_MOVES`] enemy moves and
    /// [`CONFIRM_BUDGET`] positions.
    pub(super) fn prove_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        self.prove_dead_within(board, stone, anchors, owner_first, CONFIRM_BUDGET)
    }

    /// [`Verification::prove_dead`] for a block the playouts kept only just, with the bigger
    /// budget such a proof needs ([`KEEP_BUDGET`]).
    pub(super) fn prove_kept_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        self.prove_dead_within(board, stone, anchors, owner_first, KEEP_BUDGET)
    }

    fn prove_dead_within(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
        budget: usize,
    ) -> Proof {
        let Some(mut reader) = self.reader(board, stone, anchors, budget) else {
            return Proof::Unknown;
        };
        let mut found = None;
        for enemy_moves in 1..=MAX_ENEMY_MOVES {
            found = if owner_first {
                reader.owner_escapes(0, enemy_moves).map(|escapes| !escapes)
            } else {
                reader.enemy_captures(0, enemy_moves)
            };
            if found == Some(true) || reader.budget == 0 {
                break;
            }
        }
        let positions = self.give_back(reader.budget, reader.boards, reader.start);
        match found {
            Some(true) => Proof::Captured { positions },
            _ => Proof::Unknown,
        }
    }

    fn reader<'a>(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &'a [Standing],
        budget: usize,
    ) -> Option<Reader<'a>> {
        let color = board.color[stone];
        if color != BLACK && color != WHITE {
            return None;
        }
        let budget = budget.min(self.total);
        Some(Reader {
            boards: boards_from(&mut self.boards, board),
            stone,
            color,
            anchors,
            cuts: cutting_points(board, stone, Anchors::new(anchors)),
            lost: vec![Vec::new()],
            budget,
            start: budget,
            safe: None,
        })
    }

    /// Takes what a reading used from the judgement's budget and keeps its boards; returns the
    /// positions it read.
    fn give_back(&mut self, left: usize, boards: Vec<PlayoutBoard>, start: usize) -> usize {
        let used = start - left;
        self.total -= used;
        self.boards = boards;
        used
    }
}

/// Largest empty space beside a group that may hold its eyes; a group beside a bigger one has
/// room to live or run, and is never called short of eyes.
const EYE_SPACE: usize = 12;

/// Own blocks of a group read for its eyes, at most.
const GROUP_BLOCKS: usize = 12;

/// The first stones of the enemy blocks beside the group of the block at `stone` (its
/// attackers).
pub(super) fn attackers(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    let mut found = Vec::new();
    for h in group_of(board, stone) {
        for e in board.enemy_blocks_beside(h) {
            if !found.contains(&e) {
                found.push(e);
            }
        }
    }
    found
}

/// The first stones of the group of the block at `stone`: the own blocks joined to it through
/// shared liberties, and so on (at most [`GROUP_BLOCKS`]; the block's own first).
fn group_of(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    let color = board.color[stone];
    let mut group = vec![board.block_head(stone)];
    let mut i = 0;
    while i < group.len() && group.len() < GROUP_BLOCKS {
        for l in board.liberties_upto(group[i], 4 * EYE_SPACE) {
            for n in board.neighbours(l) {
                if board.color[n] == color && !group.contains(&board.block_head(n)) {
                    group.push(board.block_head(n));
                }
            }
        }
        i += 1;
    }
    group
}

/// True when the group of the block at `stone` (the own blocks joined to it through shared
/// liberties), its owner to move, can make one eye at most and has no seki or race to hope
/// for, so that the enemy can fill its outside liberties and take it:
/// - every empty space beside it is small (at most [`EYE_SPACE`] points) and touches no other
///   own block (no connection out);
/// - the eyes its spaces may make add up to one at most: a single point beside an enemy stone
///   none, a space of one or two points otherwise one, a space of three points or more two
///   (its owner to move may close it and split it);
/// - every enemy block beside it has more liberties than the whole group, or is an anchor
///   (lives by clear evidence) or linked to one and has a liberty outside the group's (no
///   seki, no race), and none is in atari (its capture could make an eye).
pub(super) fn short_of_eyes(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> bool {
    let color = board.color[stone];
    let enemy = opponent(color);
    let mut group = vec![board.block_head(stone)];
    let mut liberties: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < group.len() {
        for l in board.liberties_upto(group[i], 4 * EYE_SPACE) {
            if liberties.contains(&l) {
                continue;
            }
            liberties.push(l);
            for n in board.neighbours(l) {
                if board.color[n] == color {
                    let h = board.block_head(n);
                    if !group.contains(&h) {
                        if group.len() >= GROUP_BLOCKS {
                            return false;
                        }
                        group.push(h);
                    }
                }
            }
        }
        i += 1;
    }
    if group.iter().any(|&h| anchors.in_block(board, h).is_some()) {
        return false;
    }
    // the empty spaces beside the group, and the eyes they may make
    let mut seen: Vec<usize> = Vec::new();
    let mut eyes = 0;
    for &l in &liberties {
        if seen.contains(&l) {
            continue;
        }
        let mut space = vec![l];
        let mut touches_enemy = false;
        let mut k = 0;
        while k < space.len() {
            for n in board.neighbours(space[k]) {
                match board.color[n] {
                    EMPTY if !space.contains(&n) => {
                        space.push(n);
                        if space.len() > EYE_SPACE {
                            return false;
                        }
                    }
                    c if c == enemy => touches_enemy = true,
                    c if c == color && !group.contains(&board.block_head(n)) => return false,
                    _ => {}
                }
            }
            k += 1;
        }
        seen.extend(&space);
        eyes += match (space.len(), touches_enemy) {
            // a point beside a living enemy stone is no eye
            (1, true) => 0,
            // nor one beside a lone own stone the enemy holds in atari there
            (1, false) if is_false_eye(board, l) => 0,
            // one point of two may be closed (by the owner's stone on the other)
            (1 | 2, _) => 1,
            // three points or more: the owner to move may close them and split them in two
            _ => 2,
        };
    }
    if eyes > 1 {
        return false;
    }
    let group_liberties = liberties.len();
    group.iter().all(|&h| {
        board.enemy_blocks_beside(h).into_iter().all(|e| {
            let enemy_liberties = board.liberties_upto(e, group_liberties + 1).len();
            // a block all of whose liberties are the group's races it, whatever it is
            let outside = board
                .liberties_upto(e, 4 * EYE_SPACE)
                .into_iter()
                .any(|l| !liberties.contains(&l));
            enemy_liberties >= 2
                && (enemy_liberties > group_liberties
                    || (outside
                        && (anchors.in_block(board, e).is_some()
                            || linked_anchor(board, e, anchors).is_some())))
        })
    })
}

/// True when the empty point `p` (closed by one colour) is a false eye: a lone stone beside it
/// has `p` as its only liberty, and every enemy block beside that stone has two liberties or
/// more. The enemy takes the stone by playing at `p`; taking back is a ko, after which the
/// stone is in atari at `p` again, so `p` never becomes an eye.
fn is_false_eye(board: &PlayoutBoard, p: usize) -> bool {
    board.neighbours(p).into_iter().any(|n| {
        matches!(board.color[n], BLACK | WHITE)
            && board.size[board.block_head(n)] == 1
            && board.liberties_upto(n, 2).len() == 1
            && board
                .enemy_blocks_beside(n)
                .into_iter()
                .all(|e| board.liberties_upto(e, 2).len() >= 2)
    })
}

/// A cheap test that a proof of life by link may exist: the block at `stone` shares a liberty
/// with another own block, or an enemy block beside it has two liberties or fewer (to capture).
/// A block that does neither cannot link within the exchanges read unless the enemy lets it.
pub(super) fn may_link(board: &PlayoutBoard, stone: usize) -> bool {
    let color = board.color[stone];
    let head = board.block_head(stone);
    let shares = board
        .liberties_upto(stone, 4 * LINK_SPACE)
        .into_iter()
        .any(|l| {
            board
                .neighbours(l)
                .into_iter()
                .any(|n| board.color[n] == color && board.block_head(n) != head)
        });
    shares
        || board
            .enemy_blocks_beside(stone)
            .into_iter()
            .any(|e| board.liberties_upto(e, 3).len() <= 2)
}

/// The first stone of an anchor linked to the block at `stone` (see the module's words), when
/// the block has two liberties at least.
pub(super) fn linked_anchor(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Option<usize> {
    if board.liberties_upto(stone, 2).len() < 2 {
        return None;
    }
    let mut found = None;
    walk_links(board, stone, anchors, |head, _| {
        let anchored = anchors.in_block(board, head);
        if anchored.is_some() && board.liberties_upto(head, 2).len() >= 2 {
            found = anchored;
            return true;
        }
        false
    });
    found
}

/// Most points of an enclosed space worth two eyes: a bigger one may hold a living invader,
/// and is worth one.
const TWO_EYE_SPACE: usize = 20;

/// Fewest empty points of an enclosed space worth two eyes: no dead shape has more than six.
const BIG_EYE_SPACE: usize = 7;

/// A point of each of two sure eyes of the block at `stone` and the own blocks linked to it,
/// when they have them. A space beside them enclosed by them alone (empty points and enemy
/// stones, no other own block, at most [`LINK_SPACE`] points) is worth two eyes whatever the
/// enemy plays first when it has [`BIG_EYE_SPACE`] to [`TWO_EYE_SPACE`] points (no dead shape
/// is that big, and an invader has no room to live: the owner answering inside makes two),
/// one when it holds no enemy stone but a dead one; but a space between several blocks may be
/// the very point that joins them, filled to keep them together: it is worth one when big,
/// none otherwise. Needs two liberties of the block.
#[cfg(test)]
fn two_sure_eyes(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Option<[usize; 2]> {
    if board.liberties_upto(stone, 2).len() < 2 {
        return None;
    }
    let mut component = Vec::new();
    walk_links(board, stone, anchors, |head, _| {
        component.push(head);
        false
    });
    sure_eyes(board, board.color[stone], &component, anchors)
}

/// Why the block at `stone` is safe, if it is: linked to an anchor, or else two sure eyes
/// (one walk over its links for both).
fn safety(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Option<Safety> {
    if board.liberties_upto(stone, 2).len() < 2 {
        return None;
    }
    let mut component = Vec::new();
    let mut found = None;
    walk_links(board, stone, anchors, |head, _| {
        component.push(head);
        found = anchors
            .in_block(board, head)
            .filter(|_| board.liberties_upto(head, 2).len() >= 2);
        found.is_some()
    });
    match found {
        Some(anchor) => Some(Safety::Linked(anchor)),
        None => sure_eyes(board, board.color[stone], &component, anchors).map(Safety::Eyes),
    }
}

/// The two sure eyes of the linked blocks `component` of colour `color` (see
/// [`two_sure_eyes`]).
fn sure_eyes(
    board: &PlayoutBoard,
    color: u8,
    component: &[usize],
    anchors: Anchors,
) -> Option<[usize; 2]> {
    let enemy = opponent(color);
    let mut seen: Vec<usize> = Vec::new();
    let mut eyes: Vec<usize> = Vec::new();
    for &h in component {
        for l in board.liberties_upto(h, 4 * LINK_SPACE) {
            if seen.contains(&l) {
                continue;
            }
            let mut space = vec![l];
            let mut invaders = 0;
            let mut enclosed = true;
            let mut borders: Vec<usize> = Vec::new();
            let mut k = 0;
            while k < space.len() && enclosed {
                let q = space[k];
                if board.color[q] == enemy && !anchors.is_dead(q) {
                    invaders += 1;
                }
                for n in board.neighbours(q) {
                    let c = board.color[n];
                    if (c == EMPTY || c == enemy) && !space.contains(&n) {
                        space.push(n);
                        enclosed = space.len() <= LINK_SPACE;
                    } else if c == color {
                        let h = board.block_head(n);
                        enclosed &= component.contains(&h);
                        if !borders.contains(&h) {
                            borders.push(h);
                        }
                    }
                }
                k += 1;
            }
            seen.extend(&space);
            if !enclosed {
                continue;
            }
            // a small space between several blocks may be the point that joins them (B8
            // between saphir's A8 and B7): filled to keep them together, it is no eye
            // and a big space holding more than the reading's invaders may hold a living group
            let big =
                (BIG_EYE_SPACE..=TWO_EYE_SPACE).contains(&space.len()) && invaders <= MAX_EXCHANGES;
            let worth = match (big, borders.len()) {
                (true, 1) => 2,
                (true, _) => 1,
                (false, 1) if invaders == 0 && space.len() < BIG_EYE_SPACE => 1,
                _ => 0,
            };
            for _ in 0..worth {
                eyes.push(l);
            }
            if eyes.len() >= 2 {
                return Some([eyes[0], eyes[1]]);
            }
        }
    }
    None
}

/// The points where the enemy can cut the links of the block at `stone` on the way to an
/// anchor: the liberties shared by two linked blocks.
fn cutting_points(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Vec<usize> {
    let mut cuts = Vec::new();
    walk_links(board, stone, anchors, |head, shared| {
        for &p in shared {
            if !cuts.contains(&p) && cuts.len() < MAX_MOVES {
                cuts.push(p);
            }
        }
        anchors.in_block(board, head).is_some()
    });
    cuts
}

/// Walks the own blocks linked to the block at `stone`, calling `visit` with each block's
/// first stone and the shared liberties that linked it (empty for the first block and for a
/// link through an enclosed space) until `visit` says stop.
fn walk_links(
    board: &PlayoutBoard,
    stone: usize,
    anchors: Anchors,
    mut visit: impl FnMut(usize, &[usize]) -> bool,
) {
    let color = board.color[stone];
    let enemy = opponent(color);
    let mut blocks = vec![board.block_head(stone)];
    if visit(blocks[0], &[]) {
        return;
    }
    let mut flooded: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        let head = blocks[i];
        i += 1;
        let liberties = board.liberties_upto(head, 4 * LINK_SPACE);
        // liberties shared with each other own block
        let mut shared: Vec<(usize, Vec<usize>)> = Vec::new();
        for &l in &liberties {
            let mut here: Vec<usize> = Vec::new();
            for n in board.neighbours(l) {
                if board.color[n] == color {
                    let h = board.block_head(n);
                    if h != head && !here.contains(&h) {
                        here.push(h);
                    }
                }
            }
            for h in here {
                match shared.iter_mut().find(|(b, _)| *b == h) {
                    Some((_, points)) => points.push(l),
                    None => shared.push((h, vec![l])),
                }
            }
        }
        for (h, points) in shared {
            if points.len() >= 2 && !blocks.contains(&h) {
                blocks.push(h);
                if visit(h, &points) {
                    return;
                }
            }
        }
        // enclosed empty spaces of two points or more
        for &l in &liberties {
            if flooded.contains(&l) {
                continue;
            }
            let mut space = vec![l];
            let mut borders: Vec<usize> = Vec::new();
            let mut open = false;
            let mut k = 0;
            while k < space.len() && !open {
                for n in board.neighbours(space[k]) {
                    let c = board.color[n];
                    if (c == EMPTY || (c == enemy && anchors.is_dead(n))) && !space.contains(&n) {
                        // a dead enemy stone does not open the space
                        space.push(n);
                        open |= space.len() > LINK_SPACE;
                    } else if c == enemy && !anchors.is_dead(n) {
                        open = true;
                    } else if c == color {
                        let h = board.block_head(n);
                        if !borders.contains(&h) {
                            borders.push(h);
                        }
                    }
                }
                k += 1;
            }
            flooded.extend(&space);
            if open || space.len() < 2 {
                continue;
            }
            for h in borders {
                if !blocks.contains(&h) {
                    blocks.push(h);
                    if visit(h, &[]) {
                        return;
                    }
                }
            }
        }
    }
}

/// One block being proved: a board per depth, its colour, the anchors, the points where its
/// links can be cut.
struct Reader<'a> {
    boards: Vec<PlayoutBoard>,
    stone: usize,
    color: u8,
    anchors: &'a [Standing],
    cuts: Vec<usize>,
    /// Per depth, the anchor stones the moves of the line so far captured.
    lost: Vec<Vec<usize>>,
    budget: usize,
    start: usize,
    /// What the last successful safety test found.
    safe: Option<Safety>,
}

/// Why a block is safe on a board of the reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Safety {
    /// Linked to the anchor block with this first stone.
    Linked(usize),
    /// Two sure eyes, a point of each space.
    Eyes([usize; 2]),
}

impl Reader<'_> {
    /// The board at `depth + 1` made a copy of the one at `depth`, with `m` played by `c`
    /// (`None`: a pass). False when the move is illegal.
    fn play(&mut self, depth: usize, m: Option<usize>, c: u8) -> bool {
        if let Some(p) = m {
            if !self.boards[depth].is_legal(p, c) {
                return false;
            }
        }
        copy_down(&mut self.boards, depth + 1);
        let board = &mut self.boards[depth + 1];
        match m {
            Some(p) => board.play(p, c),
            None => board.pass(),
        }
        // the anchors this line has captured so far
        if self.lost.len() <= depth + 1 {
            self.lost.resize(depth + 2, Vec::new());
        }
        let (done, rest) = self.lost.split_at_mut(depth + 1);
        let lost = &mut rest[0];
        lost.clear();
        lost.extend_from_slice(&done[depth]);
        let anchors = self.anchors;
        lost.extend(
            board
                .captured
                .iter()
                .map(|&s| s as usize)
                .filter(|&s| anchors[s] != Standing::Open),
        );
        true
    }

    /// The anchors on the board at `depth`.
    fn anchors_at(&self, depth: usize) -> Anchors<'_> {
        Anchors {
            marks: self.anchors,
            lost: &self.lost[depth],
        }
    }

    fn captured(&self, depth: usize) -> bool {
        self.boards[depth].color[self.stone] != self.color
    }

    /// One position of the budget: `None` when none is left.
    fn spend(&mut self) -> Option<()> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        Some(())
    }

    /// The safety test on the board at `depth` (one position of the budget): linked to an
    /// anchor, or two sure eyes.
    fn links(&mut self, depth: usize) -> Option<bool> {
        self.spend()?;
        let found = safety(&self.boards[depth], self.stone, self.anchors_at(depth));
        if found.is_some() {
            self.safe = found;
        }
        Some(found.is_some())
    }

    /// The points the enemy may play to cut or capture: the block's liberties now and the
    /// cutting points found at the start.
    fn enemy_moves(&self, depth: usize) -> Vec<usize> {
        let board = &self.boards[depth];
        let mut moves = board.liberties_upto(self.stone, MAX_MOVES);
        for &p in &self.cuts {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        }
        moves.retain(|&p| board.color[p] == EMPTY);
        moves
    }

    /// The owner's candidate answers: captures of enemy blocks in atari beside the block first,
    /// then the enemy's candidate points.
    fn owner_moves(&self, depth: usize) -> Vec<usize> {
        let board = &self.boards[depth];
        let mut moves = Vec::new();
        for e in board.enemy_blocks_beside(self.stone) {
            if let Some(p) = board.atari_point(e) {
                if !moves.contains(&p) {
                    moves.push(p);
                }
            }
        }
        for p in self.enemy_moves(depth) {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        }
        moves
    }

    /// The enemy to move at `depth`: `Some(true)` when every enemy move leaves the owner an
    /// answer that keeps the block linked for `exchanges` exchanges, `Some(false)` when one
    /// does not, `None` when the budget ran out.
    fn enemy_fails_to_cut(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(false);
        }
        if exchanges == 0 {
            return self.links(depth);
        }
        let enemy = opponent(self.color);
        let mut unknown = false;
        // a pass first: the block must be linked, or link by a move of its owner, even when
        // the enemy plays elsewhere
        let options = std::iter::once(None).chain(self.enemy_moves(depth).into_iter().map(Some));
        for m in options.collect::<Vec<_>>() {
            if !self.play(depth, m, enemy) {
                continue;
            }
            match self.owner_links(depth + 1, exchanges) {
                Some(false) => return Some(false),
                None => unknown = true,
                Some(true) => {}
            }
            if self.budget == 0 {
                return None;
            }
        }
        if unknown {
            None
        } else {
            Some(true)
        }
    }

    /// The owner to move at `depth`: `Some(true)` when a pass or a move of its own keeps the
    /// block linked against the enemy's next `exchanges - 1` exchanges.
    fn owner_links(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(false);
        }
        let mut unknown = false;
        let options = std::iter::once(None).chain(self.owner_moves(depth).into_iter().map(Some));
        for m in options.collect::<Vec<_>>() {
            if !self.play(depth, m, self.color) {
                continue;
            }
            match self.enemy_fails_to_cut(depth + 1, exchanges - 1) {
                Some(true) => return Some(true),
                None => unknown = true,
                Some(false) => {}
            }
            if self.budget == 0 {
                return None;
            }
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }

    /// Every answer the owner may defend the block with: the liberties of the block and of its
    /// group, and the liberties of every enemy block beside them (to take or press it).
    fn owner_defences(&self, depth: usize) -> Vec<usize> {
        let board = &self.boards[depth];
        let mut moves = board.liberties_upto(self.stone, MAX_MOVES);
        self.add_group_liberties(depth, &mut moves);
        for g in group_of(board, self.stone) {
            for e in board.enemy_blocks_beside(g) {
                let liberties = board.liberties_upto(e, ATTACKED + 1);
                if liberties.len() > ATTACKED {
                    continue;
                }
                for p in liberties {
                    if !moves.contains(&p) {
                        moves.push(p);
                    }
                }
            }
        }
        moves
    }

    /// Adds to `moves` the liberties of the own blocks sharing a liberty with the block (its
    /// group: capturing the block means taking those too).
    fn add_group_liberties(&self, depth: usize, moves: &mut Vec<usize>) {
        let board = &self.boards[depth];
        for h in group_of(board, self.stone) {
            for p in board.liberties_upto(h, MAX_MOVES) {
                if !moves.contains(&p) && moves.len() < MAX_MOVES {
                    moves.push(p);
                }
            }
        }
    }

    /// The enemy's moves against the group, in the order they are read: the last liberty of an
    /// enemy block beside the group in atari (saved, it may take an eye), the liberties of the
    /// group's blocks with two (an atari, which may make an eye false), the block's liberties,
    /// the group's.
    fn attacks(&self, depth: usize) -> Vec<usize> {
        let board = &self.boards[depth];
        let group = group_of(board, self.stone);
        let mut moves: Vec<usize> = Vec::new();
        let add = |moves: &mut Vec<usize>, p: usize| {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        };
        for e in attackers(board, self.stone) {
            if let Some(p) = board.atari_point(e) {
                add(&mut moves, p);
            }
        }
        for &h in &group {
            let liberties = board.liberties_upto(h, 3);
            if liberties.len() == 2 {
                for p in liberties {
                    add(&mut moves, p);
                }
            }
        }
        for p in board.liberties_upto(self.stone, MAX_MOVES) {
            add(&mut moves, p);
        }
        for &h in &group {
            for p in board.liberties_upto(h, MAX_MOVES) {
                add(&mut moves, p);
            }
        }
        moves
    }

    /// The enemy to move at `depth`: `Some(true)` when it captures the block within
    /// `enemy_moves` moves whatever the owner answers, `Some(false)` when it cannot, `None`
    /// when the budget ran out or a line went through a ko.
    fn enemy_captures(&mut self, depth: usize, enemy_moves: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(true);
        }
        if enemy_moves == 0 {
            return Some(false);
        }
        self.spend()?;
        // one eye at most with the owner to move is one eye at most with the enemy to move
        if short_of_eyes(&self.boards[depth], self.stone, self.anchors_at(depth)) {
            return Some(true);
        }
        let enemy = opponent(self.color);
        let moves = self.attacks(depth);
        let mut unknown = false;
        for m in moves {
            if !self.play(depth, Some(m), enemy) {
                continue;
            }
            if self.boards[depth + 1].ko.is_some() {
                // a line through a ko proves nothing
                unknown = true;
                continue;
            }
            match self.owner_escapes(depth + 1, enemy_moves - 1) {
                Some(false) => return Some(true),
                None => unknown = true,
                Some(true) => {}
            }
            if self.budget == 0 {
                return None;
            }
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }

    /// The owner to move at `depth`: `Some(true)` when some answer (a pass included) saves the
    /// block from capture within the enemy's next `enemy_moves` moves.
    fn owner_escapes(&mut self, depth: usize, enemy_moves: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(false);
        }
        if self.links(depth)? {
            return Some(true);
        }
        if short_of_eyes(&self.boards[depth], self.stone, self.anchors_at(depth)) {
            return Some(false);
        }
        let board = &self.boards[depth];
        if enemy_moves == 0
            || board.liberties_upto(self.stone, ESCAPE_LIBERTIES).len() >= ESCAPE_LIBERTIES
        {
            return Some(true);
        }
        let moves = self.owner_defences(depth);
        let mut unknown = false;
        let options = std::iter::once(None).chain(moves.into_iter().map(Some));
        for m in options.collect::<Vec<_>>() {
            if !self.play(depth, m, self.color) {
                continue;
            }
            if m.is_some() && self.boards[depth + 1].ko.is_some() {
                // the owner takes a ko: the kill is not proved
                return Some(true);
            }
            match self.enemy_captures(depth + 1, enemy_moves) {
                Some(false) => return Some(true),
                None => unknown = true,
                Some(true) => {}
            }
            if self.budget == 0 {
                return None;
            }
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board of `rows` and its anchors: the stones of the blocks at `anchor_points`
    /// (column, row).
    fn position(rows: &[&str], anchor_points: &[(usize, usize)]) -> (PlayoutBoard, Vec<Standing>) {
        let board = PlayoutBoard::from_rows(rows);
        let mut anchors = vec![Standing::Open; board.color.len()];
        for &(c, r) in anchor_points {
            for s in board.block_stones(board.at(c, r)) {
                anchors[s] = Standing::Anchor;
            }
        }
        (board, anchors)
    }

    #[test]
    fn a_block_sharing_two_liberties_with_a_living_block_stays_linked() {
        // Black's D4-D3-D2-C2 shares C4 and C3 with the living B4-A3-B3: White C4 is taken by
        // Black C3 (and C3 by C4), and the joined block keeps two liberties
        let (board, anchors) = position(
            &[
                ".x.xo", //
                "xx.xo", //
                "ooxxo", //
                ".oooo",
            ],
            &[(1, 0)],
        );
        let target = board.at(3, 0);
        let anchor = linked_anchor(&board, target, Anchors::new(&anchors)).expect("linked");
        assert_eq!(board.block_head(anchor), board.block_head(board.at(1, 0)));
        let proof = Verification::new().prove_alive(&board, target, &anchors, false);
        assert!(matches!(proof, Proof::Linked { .. }), "{proof:?}");
    }

    #[test]
    fn a_dead_stone_does_not_open_the_space_between_two_blocks() {
        // Black's A column and E column enclose B3-D1 between the edges; White's C2 inside is
        // dead (judged so): the space still links the two blocks, and a live C2 would not
        let rows = [
            "x...x.o", //
            "x.o.x.o", //
            "x...x.o",
        ];
        let (board, mut marks) = position(&rows, &[(4, 0)]);
        let target = board.at(0, 0);
        assert_eq!(linked_anchor(&board, target, Anchors::new(&marks)), None);
        marks[board.at(2, 1)] = Standing::Dead;
        let anchor = linked_anchor(&board, target, Anchors::new(&marks)).expect("linked");
        assert_eq!(board.block_head(anchor), board.block_head(board.at(4, 0)));
    }

    #[test]
    fn an_enclosed_space_of_seven_points_or_more_makes_two_sure_eyes() {
        // Black's corner block encloses A5-D4 (eight points): White inside anywhere is
        // answered inside, and no dead shape has eight points
        let rows = [
            "....xo", //
            "....xo", //
            "xxxxxo", //
            "oooooo", //
            "......",
        ];
        let (board, marks) = position(&rows, &[]);
        let target = board.at(4, 0);
        assert!(two_sure_eyes(&board, target, Anchors::new(&marks)).is_some());
        let proof = Verification::new().prove_alive(&board, target, &marks, false);
        assert!(matches!(proof, Proof::Eyes { .. }), "{proof:?}");
        // a space of six points (the rabbity six and others die) is one eye: no proof
        let rows = [
            "...xo", //
            "...xo", //
            "xxxxo", //
            "ooooo", //
            ".....",
        ];
        let (board, marks) = position(&rows, &[]);
        let target = board.at(3, 0);
        assert_eq!(two_sure_eyes(&board, target, Anchors::new(&marks)), None);
        assert_eq!(
            Verification::new().prove_alive(&board, target, &marks, false),
            Proof::Unknown
        );
    }

    #[test]
    fn one_shared_liberty_is_a_link_only_for_the_player_to_move() {
        // Black's D column shares only C4 with the living B4-A3-B3: White C4 (joined to its
        // C3-C2 wall) cuts, and leaves B4-A3-B3 in atari; Black to move joins at C4 first
        let rows = [
            ".x.x.o", //
            "xxox.o", //
            "oooxxo", //
            "..ox.o", //
            "oooooo",
        ];
        let (board, anchors) = position(&rows, &[(1, 0)]);
        let target = board.at(3, 0);
        assert_eq!(linked_anchor(&board, target, Anchors::new(&anchors)), None);
        let mut v = Verification::new();
        assert_eq!(
            v.prove_alive(&board, target, &anchors, false),
            Proof::Unknown
        );
        let proof = v.prove_alive(&board, target, &anchors, true);
        assert!(matches!(proof, Proof::Linked { .. }), "{proof:?}");
    }

    #[test]
    fn a_block_links_by_capturing_the_stones_between_it_and_a_living_block() {
        // White's C6-C5-C4 has one liberty, C3, between Black's left block and the living
        // right one (each with one eye): Black C3 takes the three stones and joins them all
        let rows = [
            "xxoxx", //
            ".xox.", //
            "xxoxx", //
            "xx.xx", //
            "ooxoo", //
            ".....",
        ];
        let (board, anchors) = position(&rows, &[(3, 0)]);
        let target = board.at(0, 0);
        assert_eq!(linked_anchor(&board, target, Anchors::new(&anchors)), None);
        let proof = Verification::new().prove_alive(&board, target, &anchors, false);
        assert!(matches!(proof, Proof::Linked { .. }), "{proof:?}");
    }

    #[test]
    fn a_stone_with_two_liberties_inside_the_enemy_wall_is_captured() {
        // Black C3 has B3 and D3: White B3 leaves D3, where Black would have no liberty
        let (board, anchors) = position(&["ooooo", "o.x.o", "ooooo", "....."], &[]);
        let proof = Verification::new().prove_dead(&board, board.at(2, 1), &anchors, false);
        assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
    }

    /// GNU Go's nngs/saphir-gnugo-3.3.12-200212031818 (GPL-3), final position, White to move.
    const SAPHIR: [&str; 19] = [
        "oxxxx...xooo.......",
        "oxoxx.xxxxxoo.o.o.o",
        "ooooxx.x..xoxooooox",
        ".o..ox.xxxxoxxxxoxx",
        ".xo.ox.x.xooox.xxx.",
        "..o.oxxxxxxoxx...x.",
        "...o.ox.x.xxxxxx.x.",
        "...oooxxx..xooooxx.",
        "...oxxoxxxxoo.xooxx",
        "oooxxxooxxxo.xxxooo",
        "oxx.xo.oxxooxxoxxxo",
        "x.x.xxooxxo.xooo.o.",
        ".x.xoooxoooxxoooooo",
        "oooxxoxxxoxoo...o.o",
        "oxoooooxxxxo.o.....",
        "oxxxxxooxxxoo.o.o..",
        "o...x.xoox.xoo.o..o",
        ".oo.xxooxxxxxo.o.o.",
        "......oxx.xxooooooo",
    ];

    #[test]
    fn saphir_black_s_left_group_has_one_eye_once_a8_is_in_atari() {
        // Black's E11 group (with B9-C9-C8, A8, B7 and D7-D6-E6) has the eye D9-D8 and the
        // point B8, whose neighbours A8 and B7 are lone stones. White G9 first joins F9 out
        // (Black G9 would take it in a ko). After White A7, A8 is in atari at B8: B8 is a
        // false eye (White takes A8 there, and taking back is a ko that leaves A8 in atari
        // again), so the group has one eye, D9-D8, and nothing to race: short of eyes.
        let board = PlayoutBoard::from_rows(&SAPHIR);
        let anchors: Vec<Standing> = board
            .color
            .iter()
            .map(|&c| {
                if c == WHITE {
                    Standing::Anchor
                } else {
                    Standing::Open
                }
            })
            .collect();
        let target = board.at(4, 8);
        let mut b = board.clone();
        b.play(b.at(6, 10), WHITE);
        assert!(
            !short_of_eyes(&b, target, Anchors::new(&anchors)),
            "B8 and D9-D8 while A8 has two liberties"
        );
        b.play(b.at(0, 12), WHITE);
        assert!(is_false_eye(&b, b.at(1, 11)));
        assert!(short_of_eyes(&b, target, Anchors::new(&anchors)));
        let mut v = Verification::new();
        let proof = v.prove_kept_dead(&board, target, &anchors, false);
        assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
        // as the judge sees it, White's A10-C10-A9 is no anchor (the playouts lost it in a
        // third of them) and Black's B15 is dead: A10-C10-A9 still has liberties outside the
        // group (A11-C11) and links to White's wall through the space around B15, and Black
        // cannot take it in the reading (three liberties), so the kill still holds
        let a10 = board.block_head(board.at(0, 9));
        let judged: Vec<Standing> = (0..anchors.len())
            .map(|p| match board.block_head(p) {
                h if h == a10 => Standing::Open,
                _ if board.at(1, 4) == p => Standing::Dead,
                _ => anchors[p],
            })
            .collect();
        let proof = Verification::new().prove_kept_dead(&board, target, &judged, false);
        assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
    }

    #[test]
    fn a_capture_through_a_ko_proves_nothing() {
        // White B2 has one liberty, C2; Black C2 takes it, but the stone at C2 is then alone in
        // atari: a ko, and the kill is not proved
        let ko = [
            ".xo.", //
            "xo.o", //
            ".xo.",
        ];
        let (board, anchors) = position(&ko, &[]);
        let mut v = Verification::new();
        assert_eq!(
            v.prove_dead(&board, board.at(1, 1), &anchors, false),
            Proof::Unknown
        );
        // without White D2 the capture leaves Black's C2 a liberty: no ko, proved
        let (board, anchors) = position(&[".xo.", "xo..", ".xo."], &[]);
        let proof = v.prove_dead(&board, board.at(1, 1), &anchors, false);
        assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
    }
}
