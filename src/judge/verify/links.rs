//! The verifier's static tests of safety: links between own blocks (shared liberties, enclosed
//! spaces) up to an anchor, and two sure eyes.

use super::anchors::Anchors;
use super::marks::with_marks;
use crate::judge::benson::Benson;
use crate::judge::light_board::{opponent, PlayoutBoard, EMPTY};

/// Largest enclosed empty space that links the blocks around it (a bigger one is an open area,
/// and the flood that measures it stops there).
pub(super) const LINK_SPACE: usize = 40;

/// Exchanges (an enemy move and the owner's answer) a proof of life reads.
pub(super) const LINK_EXCHANGES: usize = 1;

/// Enemy stones, at most, in an enclosed space worth two eyes ([`sure_eyes`]): more may
/// make a living group.
const MAX_INVADERS: usize = 2;

/// Candidate moves per position, at most.
pub(super) const MAX_MOVES: usize = 16;

/// Why a block is safe on a board of a reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Safety {
    /// Linked to the anchor block with this first stone.
    Linked(usize),
    /// Two sure eyes, a point of each space.
    Eyes([usize; 2]),
}

/// Most points of an enclosed space worth two eyes: a bigger one may hold a living invader,
/// and is not counted (no sure eye is claimed in it).
pub(super) const TWO_EYE_SPACE: usize = 20;

/// Fewest empty points of an enclosed space worth two eyes: no dead shape has more than six.
pub(super) const BIG_EYE_SPACE: usize = 7;

/// A point of each of two sure eyes of the block at `stone` and the own blocks linked to it,
/// when they have them. A space beside them enclosed by them alone (empty points and enemy
/// stones, no other own block, at most [`LINK_SPACE`] points) is worth two eyes whatever the
/// enemy plays first when it has [`BIG_EYE_SPACE`] to [`TWO_EYE_SPACE`] points (no dead shape
/// is that big, and an invader has no room to live: the owner answering inside makes two),
/// one when it is smaller, closed by one block, and holds no enemy stone but a dead one; but a
/// space between several blocks may be the very point that joins them, filled to keep them
/// together: it is worth one when big, none otherwise; a space past [`TWO_EYE_SPACE`] none.
/// Needs two liberties of the block.
#[cfg(test)]
pub(super) fn two_sure_eyes(
    board: &PlayoutBoard,
    stone: usize,
    anchors: Anchors,
) -> Option<[usize; 2]> {
    if board.liberty_count(stone, 2) < 2 {
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
/// (one walk over its links for both), or else pass-alive by Benson's test.
pub(super) fn safety(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Option<Safety> {
    if board.liberty_count(stone, 2) < 2 {
        return None;
    }
    let mut component = Vec::with_capacity(8);
    let mut found = None;
    walk_links(board, stone, anchors, |head, _| {
        component.push(head);
        found = anchors
            .in_block(board, head)
            .filter(|_| board.liberty_count(head, 2) >= 2);
        found.is_some()
    });
    match found {
        Some(anchor) => Some(Safety::Linked(anchor)),
        None => sure_eyes(board, board.color[stone], &component, anchors)
            .or_else(|| pass_alive_eyes(board, stone))
            .map(Safety::Eyes),
    }
}

/// Two liberties of the block at `stone` in two spaces apart, when Benson's test finds the
/// block pass-alive: the sure test where single-point eyes lie between several blocks, which
/// [`sure_eyes`] counts as none (kgs6d `2003-12-28-45`: White's A6, taking Black's B6 and A5,
/// leaves the eyes A5 and B6 between its stone and White's B5 block). The liberties read are
/// those with no empty neighbour off the block: a region vital to the block holds no other
/// empty point, so a block whose two vital regions have empty points has two such liberties
/// apart (most blocks read here have not, and Benson's test, far dearer, is not asked). A
/// block whose life hangs on a region of enemy stones alone gets no proof here.
fn pass_alive_eyes(board: &PlayoutBoard, stone: usize) -> Option<[usize; 2]> {
    let head = board.block_head(stone);
    let closed: Vec<usize> = board
        .liberties_upto(stone, 4 * LINK_SPACE)
        .into_iter()
        .filter(|&l| {
            board
                .neighbours(l)
                .iter()
                .all(|&n| board.color[n] != EMPTY || board.touches_block(n, head))
        })
        .collect();
    if closed.len() < 2 || !Benson::block_is_pass_alive(board, board.color[stone], stone) {
        return None;
    }
    let first = closed[0];
    // the points not the owner's that the first reaches: its space
    let mut space = vec![first];
    let mut k = 0;
    while k < space.len() && space.len() <= LINK_SPACE {
        for n in board.neighbours(space[k]) {
            let c = board.color[n];
            if (c == EMPTY || c == opponent(board.color[stone])) && !space.contains(&n) {
                space.push(n);
            }
        }
        k += 1;
    }
    let second = closed.iter().copied().find(|l| !space.contains(l))?;
    Some([first, second])
}

/// The two sure eyes of the linked blocks `component` of colour `color` (see
/// [`two_sure_eyes`]).
pub(super) fn sure_eyes(
    board: &PlayoutBoard,
    color: u8,
    component: &[usize],
    anchors: Anchors,
) -> Option<[usize; 2]> {
    let enemy = opponent(color);
    let mut eyes: Vec<usize> = Vec::with_capacity(4);
    // one space and its bordering blocks at a time, in the same room
    let mut space: Vec<usize> = Vec::with_capacity(LINK_SPACE + 4);
    let mut borders: Vec<usize> = Vec::with_capacity(8);
    with_marks(|marks| {
        // the points of the spaces flooded so far: those marked since `start`
        let start = marks.start(board.color.len());
        for &h in component {
            for l in board.liberties_upto(h, 4 * LINK_SPACE) {
                if marks.since(l, start) {
                    continue;
                }
                let this = marks.flood_from(&mut space, l);
                borders.clear();
                let mut invaders = 0;
                let mut enclosed = true;
                let mut k = 0;
                while k < space.len() && enclosed {
                    let q = space[k];
                    if board.color[q] == enemy && !anchors.is_dead(q) {
                        invaders += 1;
                    }
                    for n in board.neighbours(q) {
                        let c = board.color[n];
                        if (c == EMPTY || c == enemy) && !marks.has(n, this) {
                            space.push(n);
                            marks.mark(n, this);
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
                if !enclosed {
                    continue;
                }
                // a small space between several blocks may be the point that joins them (B8
                // between saphir's A8 and B7): filled to keep them together, it is no eye
                // and a big space holding more than the reading's invaders may hold a living
                // group
                let big = (BIG_EYE_SPACE..=TWO_EYE_SPACE).contains(&space.len())
                    && invaders <= MAX_INVADERS;
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
    })
}

/// The points where the enemy can cut the links of the block at `stone` on the way to an
/// anchor: the liberties shared by two linked blocks.
pub(super) fn cutting_points(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Vec<usize> {
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

/// The points where one move of the owner joins the blocks linked to the block at `stone` to
/// another own block: a liberty of one of them beside an own block outside the link walk (a
/// single shared liberty, no link yet, but the owner's move there is one).
pub(super) fn joining_points(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Vec<usize> {
    let color = board.color[stone];
    let mut component = Vec::new();
    walk_links(board, stone, anchors, |head, _| {
        component.push(head);
        false
    });
    let mut joins = Vec::new();
    for &head in &component {
        for l in board.liberties_upto(head, MAX_MOVES) {
            let joins_another = board
                .neighbours(l)
                .into_iter()
                .any(|n| board.color[n] == color && !component.contains(&board.block_head(n)));
            if joins_another && !joins.contains(&l) && joins.len() < MAX_MOVES {
                joins.push(l);
            }
        }
    }
    joins
}

/// Walks the own blocks linked to the block at `stone`, calling `visit` with each block's
/// first stone and the shared liberties that linked it (empty for the first block and for a
/// link through an enclosed space) until `visit` says stop.
pub(super) fn walk_links(
    board: &PlayoutBoard,
    stone: usize,
    anchors: Anchors,
    mut visit: impl FnMut(usize, &[usize]) -> bool,
) {
    let color = board.color[stone];
    let enemy = opponent(color);
    let mut blocks = Vec::with_capacity(8);
    blocks.push(board.block_head(stone));
    if visit(blocks[0], &[]) {
        return;
    }
    // the room of one liberty's blocks, one block's shared liberties (as pairs of a block
    // and a liberty, in the order they are found, and the liberties of one block), one space
    // and one space's blocks, reused
    let mut here: Vec<usize> = Vec::with_capacity(4);
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(16);
    let mut points: Vec<usize> = Vec::with_capacity(8);
    let mut space: Vec<usize> = Vec::with_capacity(LINK_SPACE + 4);
    let mut borders: Vec<usize> = Vec::with_capacity(8);
    with_marks(|marks| {
        // the points of the spaces flooded so far: those marked since `start`
        let start = marks.start(board.color.len());
        let mut i = 0;
        while i < blocks.len() {
            let head = blocks[i];
            i += 1;
            let liberties = board.liberties_upto(head, 4 * LINK_SPACE);
            // liberties shared with each other own block: each block in the order first
            // found, with its shared liberties in order
            pairs.clear();
            for &l in &liberties {
                here.clear();
                for n in board.neighbours(l) {
                    if board.color[n] == color {
                        let h = board.block_head(n);
                        if h != head && !here.contains(&h) {
                            here.push(h);
                        }
                    }
                }
                pairs.extend(here.iter().map(|&h| (h, l)));
            }
            for (i, &(h, _)) in pairs.iter().enumerate() {
                if pairs[..i].iter().any(|&(b, _)| b == h) {
                    continue;
                }
                points.clear();
                points.extend(pairs[i..].iter().filter(|&&(b, _)| b == h).map(|&(_, l)| l));
                if points.len() >= 2 && !blocks.contains(&h) {
                    blocks.push(h);
                    if visit(h, &points) {
                        return;
                    }
                }
            }
            // enclosed empty spaces of two points or more
            for &l in &liberties {
                if marks.since(l, start) {
                    continue;
                }
                let this = marks.flood_from(&mut space, l);
                borders.clear();
                let mut open = false;
                let mut k = 0;
                while k < space.len() && !open {
                    for n in board.neighbours(space[k]) {
                        let c = board.color[n];
                        if (c == EMPTY || (c == enemy && anchors.is_dead(n))) && !marks.has(n, this)
                        {
                            // a dead enemy stone does not open the space
                            space.push(n);
                            marks.mark(n, this);
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
                if open || space.len() < 2 {
                    continue;
                }
                for &h in &borders {
                    if !blocks.contains(&h) {
                        blocks.push(h);
                        if visit(h, &[]) {
                            return;
                        }
                    }
                }
            }
        }
    })
}

/// A cheap test that a proof of life by link may exist: the block at `stone` shares a liberty
/// with another own block, or an enemy block beside it has two liberties or fewer (to capture).
/// A block that does neither cannot link within the exchanges read unless the enemy lets it.
pub(in crate::judge) fn may_link(board: &PlayoutBoard, stone: usize) -> bool {
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
            .any(|e| board.liberty_count(e, 3) <= 2)
}

/// The first stone of an anchor linked to the block at `stone` (see the module's words), when
/// the block has two liberties at least.
pub(super) fn linked_anchor(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> Option<usize> {
    if board.liberty_count(stone, 2) < 2 {
        return None;
    }
    let mut found = None;
    walk_links(board, stone, anchors, |head, _| {
        let anchored = anchors.in_block(board, head);
        if anchored.is_some() && board.liberty_count(head, 2) >= 2 {
            found = anchored;
            return true;
        }
        false
    });
    found
}
