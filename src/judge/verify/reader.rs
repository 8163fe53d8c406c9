//! The verifier's reading: proofs of life (the enemy cannot cut the block from safety) and
//! of death (the enemy captures it, or leaves it short of eyes), move by move.

use super::anchors::{Anchors, Standing};
use super::attacker_lives::{capturers_live, owner_takes_back};
use super::eyes::{attackers_of, group_of, short_of_eyes};
use super::links::{safety, Safety, MAX_MOVES};
use super::race_to_fill::race_in_proof;
use crate::judge::light_board::{opponent, PlayoutBoard, EMPTY};
use crate::judge::search::{any_of, Line, Search};

/// Liberties at which a block escapes capture (the reading goes no further).
const ESCAPE_LIBERTIES: usize = 5;

/// Liberties of an enemy block the owner may still attack in a proof of death: two (an atari
/// at once). A block of three that still has a liberty outside the group cannot be taken
/// within the reading's five enemy moves while the enemy presses; with three, reading Black's
/// attacks on White's A10 block hid saphir's kill past the horizon.
const ATTACKED: usize = 2;

/// Most liberties of an enemy block racing the group (sharing a liberty with it) for the owner
/// to press it at its outside liberties: four, as White's K-file block in
/// `KGS2002/2002-01-12-8` (J16 and J15 shared, L19 and M17 its own).
const RACER: usize = 4;

/// One block being proved: a board per depth, its colour, the anchors, the points where its
/// links can be cut.
pub(super) struct Reader<'a> {
    pub(super) search: Search,
    pub(super) stone: usize,
    pub(super) color: u8,
    /// The judge's calls at the start (none lost), writing down the stones the proof asks.
    pub(super) anchors: Anchors<'a>,
    pub(super) cuts: Vec<usize>,
    /// The points where one owner's move joins the block's links to another own block.
    pub(super) joins: Vec<usize>,
    /// Per depth, the anchor stones the moves of the line so far captured.
    pub(super) lost: Vec<Vec<usize>>,
    /// What the last successful safety test found.
    pub(super) safe: Option<Safety>,
}

impl Line for Reader<'_> {
    fn search(&mut self) -> &mut Search {
        &mut self.search
    }

    /// Also notes the anchors the line captured so far.
    fn play(&mut self, depth: usize, m: Option<usize>, c: u8) -> bool {
        if !self.search.play(depth, m, c) {
            return false;
        }
        let board = &self.search.boards[depth + 1];
        // the anchors this line has captured so far
        if self.lost.len() <= depth + 1 {
            self.lost.resize(depth + 2, Vec::new());
        }
        let (done, rest) = self.lost.split_at_mut(depth + 1);
        let lost = &mut rest[0];
        lost.clear();
        lost.extend_from_slice(&done[depth]);
        // (read without writing the stones down: a stone's place in the list changes only
        // its own standing, which is written down where it is asked)
        let (marks, _) = self.anchors.parts();
        lost.extend(
            board
                .captured
                .iter()
                .map(|&s| s as usize)
                .filter(|&s| marks[s] != Standing::Open),
        );
        true
    }
}

impl Reader<'_> {
    /// The anchors on the board at `depth`.
    fn anchors_at(&self, depth: usize) -> Anchors<'_> {
        self.anchors.losing(&self.lost[depth])
    }

    /// True when the blocks whose last move took the block at `depth` live once they have
    /// ([`capturers_live`]).
    fn capturers_live(&self, depth: usize) -> bool {
        let board = &self.search.boards[depth];
        let taken: Vec<usize> = board.captured.iter().map(|&s| s as usize).collect();
        capturers_live(board, &taken, self.color, self.anchors_at(depth))
            && !owner_takes_back(board, &self.search.boards[0], self.color, taken.len())
    }

    fn captured(&self, depth: usize) -> bool {
        self.search.boards[depth].color[self.stone] != self.color
    }

    /// The safety test on the board at `depth` (one position of the budget): linked to an
    /// anchor, or two sure eyes.
    fn links(&mut self, depth: usize) -> Option<bool> {
        self.search.spend()?;
        Some(self.is_safe(depth))
    }

    /// The safety test on the board at `depth`, its position already taken from the budget.
    fn is_safe(&mut self, depth: usize) -> bool {
        let found = safety(
            &self.search.boards[depth],
            self.stone,
            self.anchors_at(depth),
        );
        if found.is_some() {
            self.safe = found;
        }
        found.is_some()
    }

    /// The points the enemy may play to cut or capture: the block's liberties now and the
    /// cutting points found at the start, and the last liberty of an enemy block beside the
    /// block in atari (the enemy saves it: a link by its capture is no link).
    fn enemy_moves(&self, depth: usize) -> Vec<usize> {
        let board = &self.search.boards[depth];
        let mut moves = board.liberties_upto(self.stone, MAX_MOVES);
        for e in board.enemy_blocks_beside(self.stone) {
            if let Some(p) = board.atari_point(e) {
                if !moves.contains(&p) && moves.len() < MAX_MOVES {
                    moves.push(p);
                }
            }
        }
        for &p in &self.cuts {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        }
        moves.retain(|&p| board.color[p] == EMPTY);
        moves
    }

    /// The owner's candidate answers: captures of enemy blocks in atari beside the block first,
    /// then the enemy's candidate points, then the points that join another own block.
    fn owner_moves(&self, depth: usize) -> Vec<usize> {
        let board = &self.search.boards[depth];
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
        let board = &self.search.boards[depth];
        for &p in &self.joins {
            if board.color[p] == EMPTY && !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        }
        moves
    }

    /// The enemy to move at `depth`: `Some(true)` when every enemy move leaves the owner an
    /// answer that keeps the block linked for `exchanges` exchanges, `Some(false)` when one
    /// does not, `None` when the budget ran out.
    pub(super) fn enemy_fails_to_cut(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(false);
        }
        if exchanges == 0 {
            return self.links(depth);
        }
        // a pass first: the block must be linked, or link by a move of its owner, even when
        // the enemy plays elsewhere
        let options = passes_then(self.enemy_moves(depth));
        let cut = any_of(self, depth, opponent(self.color), options, |r| {
            r.owner_links(depth + 1, exchanges).map(|links| !links)
        });
        cut.map(|cut| !cut)
    }

    /// The owner to move at `depth`: `Some(true)` when a pass or a move of its own keeps the
    /// block linked against the enemy's next `exchanges - 1` exchanges.
    pub(super) fn owner_links(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(false);
        }
        let options = passes_then(self.owner_moves(depth));
        any_of(self, depth, self.color, options, |r| {
            r.enemy_fails_to_cut(depth + 1, exchanges - 1)
        })
    }

    /// Every answer the owner may defend the block with: the liberties of the block and of its
    /// group, the liberties of every enemy block beside them with [`ATTACKED`] or fewer (to take
    /// or press it), and the outside liberties of the enemy block the last move joined when it
    /// shares a liberty with the group and has [`RACER`] or fewer (it races the group, filling
    /// the shared ones: the owner presses it from outside; `KGS2002/2002-01-12-8`, Black's M17
    /// against White's K-file block, which had no answer to White's fills of J16 and J15), and
    /// of every enemy block that races the group with no more liberties outside the group's
    /// than the group has and shares two of the group's at least and all but one at most,
    /// whatever moved last (kgs6d `2003-08-12-28`: Black's M8 takes White's N10 group's one
    /// outside liberty, and White must press Black's O12, which shares the other three, at
    /// P11 or P12 at once; White's answers were its liberties only, and the seki was "proved"
    /// dead in 13 positions). Pressed wherever they share a liberty, racers ran the proofs of
    /// saphir's dead group out of positions (GNU Go's `saphir-gnugo-3.3.12`, a counted game).
    fn owner_defences(&self, depth: usize) -> Vec<usize> {
        let board = &self.search.boards[depth];
        let group = group_of(board, self.stone);
        let mut moves = board.liberties_upto(self.stone, MAX_MOVES);
        add_liberties(board, &group, &mut moves);
        let attackers = attackers_of(board, &group);
        for &e in &attackers {
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
        // the enemy block that just filled a liberty of the group, when it races it (shares a
        // liberty with it and has few): its outside liberties, to press it
        let filler = board
            .last
            .filter(|&m| board.color[m] == opponent(self.color));
        if let Some(m) = filler {
            // its few liberties first: the group's are read only for a block that may race
            let liberties = board.liberties_upto(m, RACER + 1);
            if liberties.len() <= RACER {
                let mut shared: Vec<usize> = Vec::new();
                add_liberties(board, &group, &mut shared);
                if liberties.iter().any(|l| shared.contains(l)) {
                    for p in liberties {
                        if !shared.contains(&p) && !moves.contains(&p) {
                            moves.push(p);
                        }
                    }
                }
            }
        }
        // every enemy block racing the group with no more liberties outside the group's than
        // the group has, and sharing two of the group's at least and all but one at most:
        // those, to press it before it fills (the shared ones are no help to it), whether or
        // not it moved last
        let mut shared: Vec<usize> = Vec::new();
        add_liberties(board, &group, &mut shared);
        let enemy = opponent(self.color);
        for e in attackers {
            // first the group's liberties beside it (most attackers share few), then its own
            let beside = |l: &&usize| {
                board
                    .neighbours(**l)
                    .into_iter()
                    .any(|n| board.color[n] == enemy && board.block_head(n) == e)
            };
            let sharing = shared.iter().filter(beside).count();
            if sharing < 2 || sharing + 1 < shared.len() {
                continue;
            }
            let outside: Vec<usize> = board
                .liberties_upto(e, 2 * shared.len() + 1)
                .into_iter()
                .filter(|l| !shared.contains(l))
                .collect();
            if outside.len() > shared.len() {
                continue;
            }
            for p in outside {
                if !moves.contains(&p) {
                    moves.push(p);
                }
            }
        }
        moves
    }

    /// The enemy's moves against the group, in the order they are read: the last liberty of an
    /// enemy block beside the group in atari (saved, it may take an eye), the capture of an
    /// owner's block in atari beside any enemy block beside the group (the attacker's
    /// liberties for a race: a seki to the eye counts is no seki when the attacker takes it
    /// first), the liberties of
    /// the group's blocks with two (an atari, which may make an eye false), the block's
    /// liberties, the group's.
    fn attacks(&self, depth: usize) -> Vec<usize> {
        let board = &self.search.boards[depth];
        let group = group_of(board, self.stone);
        let mut moves: Vec<usize> = Vec::new();
        let add = |moves: &mut Vec<usize>, p: usize| {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        };
        let attackers = attackers_of(board, &group);
        for &e in &attackers {
            if let Some(p) = board.atari_point(e) {
                add(&mut moves, p);
            }
        }
        // the capture of the owner's stones in atari beside an attacker (outside the
        // group): the attacker gains liberties, or an eye, for its race with the group (the
        // attackers' stones walked only when the owner has a block in atari at all)
        let owner_in_atari = !board.blocks_in_atari(self.color).is_empty();
        for &e in if owner_in_atari { &attackers[..] } else { &[] } {
            for o in board.enemy_blocks_beside(e) {
                if group.contains(&o) {
                    continue;
                }
                if let Some(p) = board.atari_point(o) {
                    if board.effect(p, opponent(self.color)).is_some() {
                        add(&mut moves, p);
                    }
                }
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
        add_liberties(board, &group, &mut moves);
        moves
    }

    /// Whether the block, short of eyes on the board at `depth`, holds in the race of filling
    /// its shared liberties (`race_to_fill/`), its owner to move when `owner_to_move`; `None`
    /// when the race's reading cannot settle it: the proof gives up there, its budget spent
    /// ([`race_in_proof`]).
    pub(super) fn race(&mut self, depth: usize, owner_to_move: bool) -> Option<bool> {
        let board = &self.search.boards[depth];
        let holds = race_in_proof(board, self.stone, owner_to_move, self.anchors_at(depth));
        if holds.is_none() {
            self.search.give_up();
        }
        holds
    }

    /// The enemy to move at `depth`: `Some(true)` when it captures the block within
    /// `enemy_moves` moves whatever the owner answers, `Some(false)` when it cannot, `None`
    /// when the budget ran out or a line went through a ko.
    pub(super) fn enemy_captures(&mut self, depth: usize, enemy_moves: usize) -> Option<bool> {
        if self.captured(depth) {
            return Some(true);
        }
        if enemy_moves == 0 {
            return Some(false);
        }
        self.search.spend()?;
        // one eye at most with the owner to move is one eye at most with the enemy to move,
        // unless the enemy cannot fill the liberties it shares with the block (a seki)
        if short_of_eyes(
            &self.search.boards[depth],
            self.stone,
            self.anchors_at(depth),
        ) {
            return self.race(depth, false).map(|holds| !holds);
        }
        let options = self.attacks(depth).into_iter().map(Some);
        any_of(self, depth, opponent(self.color), options, |r| {
            if r.search.boards[depth + 1].ko.is_some() {
                // a line through a ko proves nothing
                return None;
            }
            r.owner_escapes(depth + 1, enemy_moves - 1)
                .map(|escapes| !escapes)
        })
    }

    /// The owner to move at `depth`: `Some(true)` when some answer (a pass included) saves the
    /// block from capture within the enemy's next `enemy_moves` moves.
    pub(super) fn owner_escapes(&mut self, depth: usize, enemy_moves: usize) -> Option<bool> {
        if self.captured(depth) {
            // a capture proves the death only when the capturers live once they have taken it
            return Some(!self.capturers_live(depth));
        }
        // the block escapes when it is safe (linked, or two sure eyes); else when short of
        // eyes, only if the enemy cannot fill the shared liberties; else when the enemy has no
        // move left or it has five liberties. The safety test takes its position of the
        // budget first, but is read only where its answer counts: not for a block that
        // escapes all the same (most positions at the end of a line)
        self.search.spend()?;
        let short = short_of_eyes(
            &self.search.boards[depth],
            self.stone,
            self.anchors_at(depth),
        );
        let board = &self.search.boards[depth];
        let out_of_reach = enemy_moves == 0
            || board.liberty_count(self.stone, ESCAPE_LIBERTIES) >= ESCAPE_LIBERTIES;
        if (!short && out_of_reach) || self.is_safe(depth) {
            return Some(true);
        }
        if short {
            // short of eyes, but the enemy may be unable to fill the shared liberties
            return self.race(depth, true);
        }
        let options = passes_then(self.owner_defences(depth));
        any_of(self, depth, self.color, options, |r| {
            if r.search.boards[depth + 1].ko.is_some() {
                // the owner takes a ko: the kill is not proved
                return Some(true);
            }
            r.enemy_captures(depth + 1, enemy_moves)
                .map(|captures| !captures)
        })
    }
}

/// A pass, then `moves`: the options of a player who may also play elsewhere.
fn passes_then(moves: Vec<usize>) -> impl Iterator<Item = Option<usize>> {
    std::iter::once(None).chain(moves.into_iter().map(Some))
}

/// Adds to `moves` (up to [`MAX_MOVES`]) the liberties of the blocks of `group` (capturing the
/// block means taking those too).
fn add_liberties(board: &PlayoutBoard, group: &[usize], moves: &mut Vec<usize>) {
    for &h in group {
        for p in board.liberties_upto(h, MAX_MOVES) {
            if !moves.contains(&p) && moves.len() < MAX_MOVES {
                moves.push(p);
            }
        }
    }
}
