//! The verifier's static tests of a group's eyes: its group, its attackers, whether it is
//! short of eyes (one at most, nothing to race), false eyes.

use super::anchors::Anchors;
use super::links::linked_anchor;
use super::marks::{with_marks, Marks};
use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, EMPTY, WHITE};
use crate::judge::seki::liberties_cannot_be_filled;

/// Largest empty space beside a group that may hold its eyes; a group beside a bigger one has
/// room to live or run, and is never called short of eyes.
pub(super) const EYE_SPACE: usize = 12;

/// Own blocks of a group read for its eyes, at most.
pub(super) const GROUP_BLOCKS: usize = 12;

/// The first stones of the enemy blocks beside the group of the block at `stone` or beside its
/// liberties (its attackers: the blocks that would fill them).
pub(in crate::judge) fn attackers(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    let group = group_of(board, stone);
    let mut found = attackers_of(board, &group);
    for &h in &group {
        add_blocks_beside_liberties(board, h, &mut found);
    }
    found
}

/// The first stones of the enemy blocks beside the block at `stone` or beside its liberties:
/// the blocks that would fill them and take it ([`attackers`] reads its whole group).
pub(in crate::judge) fn block_attackers(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    let mut found = board.enemy_blocks_beside(stone);
    add_blocks_beside_liberties(board, stone, &mut found);
    found
}

/// Adds to `found` the first stones of the enemy blocks beside the liberties of the block at
/// `stone` (the first 4 x [`EYE_SPACE`] of them) that it does not hold yet.
fn add_blocks_beside_liberties(board: &PlayoutBoard, stone: usize, found: &mut Vec<usize>) {
    let enemy = opponent(board.color[stone]);
    for l in board.liberties_upto(stone, 4 * EYE_SPACE) {
        for n in board.neighbours(l) {
            if board.color[n] == enemy && !found.contains(&board.block_head(n)) {
                found.push(board.block_head(n));
            }
        }
    }
}

/// The first stones of the enemy blocks beside the blocks of `group`.
pub(super) fn attackers_of(board: &PlayoutBoard, group: &[usize]) -> Vec<usize> {
    let mut found = Vec::new();
    for &h in group {
        for e in board.enemy_blocks_beside(h) {
            if !found.contains(&e) {
                found.push(e);
            }
        }
    }
    found
}

/// The first stones of the group of the block at `stone`: the own blocks joined to it through
/// shared liberties, and so on (the block's own first; a group of [`GROUP_BLOCKS`] blocks or
/// more is cut short there).
pub(in crate::judge) fn group_of(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    group_without(board, stone, |_| false, |_| true, |_| {}).unwrap_or_default()
}

/// [`group_of`] without the own blocks `left_out` says of their first stone (they join
/// nothing), or `None` as soon as a block of it is one `may_join` refuses. Each liberty read
/// on the way goes to `read`, block after block in the group's order (the liberties of every
/// block when the group is read to its end, short of [`GROUP_BLOCKS`]; a liberty of two
/// blocks twice).
fn group_without(
    board: &PlayoutBoard,
    stone: usize,
    left_out: impl Fn(usize) -> bool,
    may_join: impl Fn(usize) -> bool,
    mut read: impl FnMut(usize),
) -> Option<Vec<usize>> {
    let color = board.color[stone];
    let mut group = Vec::with_capacity(GROUP_BLOCKS);
    let first = board.block_head(stone);
    if !may_join(first) {
        return None;
    }
    group.push(first);
    let mut i = 0;
    while i < group.len() && group.len() < GROUP_BLOCKS {
        for l in board.liberties_upto(group[i], 4 * EYE_SPACE) {
            read(l);
            for n in board.neighbours(l) {
                let h = board.block_head(n);
                if board.color[n] == color && !group.contains(&h) && !left_out(h) {
                    if !may_join(h) {
                        return None;
                    }
                    group.push(h);
                }
            }
        }
        i += 1;
    }
    Some(group)
}

/// True when the group of the block at `stone` (the own blocks joined to it through shared
/// liberties), its owner to move, can make one eye at most and has no seki or race to hope
/// for, so that the enemy can fill its outside liberties and take it:
/// - every empty space beside it is small (at most [`EYE_SPACE`] points) and touches no other
///   own block (no connection out); an own block judged dead (`anchors`) is no part of the
///   group and no way out (a lone stone of the owner's in the enemy's area, one liberty of
///   which is in the group's eye, gave a one-eyed group that area's room);
/// - the eyes its spaces may make add up to one at most: a single point beside an enemy stone
///   none, a space of one or two points otherwise one, a space of three points or more two
///   (its owner to move may close it and split it);
/// - the enemy can fill one of its liberties at least without being taken at once (where no
///   fill can, neither side approaches: a seki, see [`liberties_cannot_be_filled`]);
/// - every enemy block beside it has more liberties than the whole group, or is an anchor
///   (lives by clear evidence) or linked to one and has a liberty outside the group's (no
///   seki, no race), and none is in atari (its capture could make an eye).
pub(super) fn short_of_eyes(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> bool {
    let enemy = opponent(board.color[stone]);
    let Some((group, liberties)) =
        with_marks(|marks| one_eye_at_most(board, stone, anchors, marks))
    else {
        return false;
    };
    let group_liberties = liberties.len();
    let enemies_fill = group.iter().all(|&h| {
        board.enemy_blocks_beside(h).into_iter().all(|e| {
            let enemy_liberties = board.liberty_count(e, group_liberties + 1);
            // a block all of whose liberties are the group's races it, whatever it is
            let outside = || {
                board
                    .liberties_upto(e, 4 * EYE_SPACE)
                    .into_iter()
                    .any(|l| !liberties.contains(&l))
            };
            let fills = enemy_liberties >= 2
                && (enemy_liberties > group_liberties
                    || (outside()
                        && (anchors.in_block(board, e).is_some()
                            || linked_anchor(board, e, anchors).is_some())));
            // dead stones fill nothing: their owner would lose them first (asked last: a
            // wall's every stone is asked, and a block that fills nothing needs no asking)
            fills && !board.stones_of(e).any(|s| anchors.is_dead(s))
        })
    });
    // where no liberty can be filled without the filler being taken at once, neither side
    // approaches (a seki), or the group has its eyes (read last: the cheaper tests above
    // decide most groups)
    enemies_fill && !liberties_cannot_be_filled(board, &liberties, enemy)
}

/// The first tests of [`short_of_eyes`]: the group of the block at `stone` (no own block
/// judged dead in it) and its liberties, when the group is smaller than [`GROUP_BLOCKS`],
/// holds no anchor, and its spaces (each at most [`EYE_SPACE`] points, touching no other own
/// block) may make one eye at most. A point's place in the liberties and in the spaces read so
/// far is kept in `marks` (one generation for the liberties, one per space), not looked for in
/// the lists.
fn one_eye_at_most(
    board: &PlayoutBoard,
    stone: usize,
    anchors: Anchors,
    marks: &mut Marks,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let color = board.color[stone];
    let enemy = opponent(color);
    // what rules most blocks out, read before their group: an anchor in the block, or a
    // space too big beside it
    if anchors.in_block(board, stone).is_some() || open_space_beside(board, stone, marks) {
        return None;
    }
    let start = marks.start(board.color.len());
    // an own block judged dead joins nothing, and its liberties are no way out; the group's
    // liberties are read on the way, each once
    let mut liberties: Vec<usize> = Vec::with_capacity(16);
    // a block holding an anchor ends the walk: such a group is no candidate (it lives)
    let group = group_without(
        board,
        stone,
        |h| anchors.is_dead(h),
        |h| anchors.in_block(board, h).is_none(),
        |l| {
            if !marks.has(l, start) {
                marks.mark(l, start);
                liberties.push(l);
            }
        },
    )?;
    if group.len() >= GROUP_BLOCKS {
        return None;
    }
    // the empty spaces beside the group, and the eyes they may make; a point of a space read
    // before carries a generation after `start`
    let mut eyes = 0;
    // one space at a time, in the same room
    let mut space: Vec<usize> = Vec::with_capacity(EYE_SPACE + 1);
    for &l in &liberties {
        if marks.since(l, start) {
            continue;
        }
        let this = marks.flood_from(&mut space, l);
        let mut touches_enemy = false;
        let mut k = 0;
        while k < space.len() {
            for n in board.neighbours(space[k]) {
                match board.color[n] {
                    EMPTY if !marks.has(n, this) => {
                        marks.mark(n, this);
                        space.push(n);
                        if space.len() > EYE_SPACE {
                            return None;
                        }
                    }
                    // a dead enemy stone takes no eye
                    c if c == enemy && !anchors.is_dead(n) => touches_enemy = true,
                    c if c == color
                        && !group.contains(&board.block_head(n))
                        && !anchors.is_dead(n) =>
                    {
                        return None
                    }
                    _ => {}
                }
            }
            k += 1;
        }
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
        // two eyes: the other spaces need no reading
        if eyes > 1 {
            return None;
        }
    }
    Some((group, liberties))
}

/// True when a liberty of the block at `stone` lies in an empty space of more than
/// [`EYE_SPACE`] points: its group's spaces are read from its liberties, this one among them,
/// so [`one_eye_at_most`] finds no one-eyed group there (read first, it spares walking the
/// group of a block beside open ground).
pub(super) fn open_space_beside(board: &PlayoutBoard, stone: usize, marks: &mut Marks) -> bool {
    let start = marks.start(board.color.len());
    let mut space: Vec<usize> = Vec::with_capacity(EYE_SPACE + 1);
    for l in board.liberties_upto(stone, 4 * EYE_SPACE) {
        if marks.since(l, start) {
            continue;
        }
        let this = marks.flood_from(&mut space, l);
        let mut k = 0;
        while k < space.len() {
            for n in board.neighbours(space[k]) {
                if board.color[n] == EMPTY && !marks.has(n, this) {
                    marks.mark(n, this);
                    space.push(n);
                    if space.len() > EYE_SPACE {
                        return true;
                    }
                }
            }
            k += 1;
        }
    }
    false
}

/// True when the empty point `p` (closed by one colour) is a false eye: a lone stone beside it
/// has `p` as its only liberty, and every enemy block beside that stone has two liberties or
/// more. The enemy takes the stone by playing at `p`; taking back is a ko, after which the
/// stone is in atari at `p` again, so `p` never becomes an eye.
pub(super) fn is_false_eye(board: &PlayoutBoard, p: usize) -> bool {
    board.neighbours(p).into_iter().any(|n| {
        matches!(board.color[n], BLACK | WHITE)
            && board.size[board.block_head(n)] == 1
            && board.liberty_count(n, 2) == 1
            && board
                .enemy_blocks_beside(n)
                .into_iter()
                .all(|e| board.liberty_count(e, 2) >= 2)
    })
}
