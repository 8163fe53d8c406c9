//! The end of a proof of death by capture: the attacker must live there. A line that captures
//! the defender proves its death only when the enemy blocks that took it then live: not when
//! the capture leaves the capturer in atari, or with the captured space as its only eye in a
//! shape the defender kills by its vital point (a bulky or crossed five).

use super::anchors::Anchors;
use super::links::safety;
use crate::judge::light_board::{opponent, PlayoutBoard, EMPTY};

/// Most empty points of a captured space read for its shape; one this big is two eyes.
const LIVING_SPACE: usize = 7;

/// True when the blocks that took the stones `captured` (by the last move of `board`) live
/// once they have: each has two liberties at least (none is retaken at once, as in a
/// snapback), and one lives by evidence of its own (an anchor, a link to one, two sure eyes:
/// the others border the same space, which the owner cannot enter), or the space the capture
/// leaves, with the empty points joined to it, touches no stone of the owner of the captured
/// stones and is no shape that owner kills by playing its vital point (three points or fewer,
/// a square or pyramid four, a bulky or crossed five, a rabbity six). Where the space gives no
/// life, a capturer with no point of its own ([`has_point_of_its_own`]) is no anchor: it may
/// have lived only by a seki with the stones it took.
pub(super) fn capturers_live(
    board: &PlayoutBoard,
    captured: &[usize],
    owner: u8,
    anchors: Anchors,
) -> bool {
    let blocks = capturers(board, captured, owner);
    if blocks.iter().any(|&b| board.liberty_count(b, 2) < 2) {
        return false;
    }
    if space_gives_life(board, captured, owner) {
        return true;
    }
    // a capturer with no point of its own (`has_point_of_its_own`) is no anchor: it may have
    // lived by a seki with the stones it took (a bulky five left by the capture ends it); a
    // link to another anchor or two sure eyes still count
    let (_, lost) = anchors.parts();
    let mut lost = lost.to_vec();
    for &b in &blocks {
        if !has_point_of_its_own(board, b, captured, owner, anchors) {
            lost.extend(board.stones_of(b));
        }
    }
    let evidence = anchors.losing(&lost);
    // (the safety test walks the links as `linked_anchor` does, and finds the same anchor
    // first: one walk for both)
    blocks
        .iter()
        .any(|&b| evidence.in_block(board, b).is_some() || safety(board, b, evidence).is_some())
}

/// The blocks (heads) of the colour opposite to `owner` beside the stones `captured`.
fn capturers(board: &PlayoutBoard, captured: &[usize], owner: u8) -> Vec<usize> {
    let capturer = opponent(owner);
    let mut blocks: Vec<usize> = Vec::new();
    for &s in captured {
        for n in board.neighbours(s) {
            if board.color[n] == capturer && !blocks.contains(&board.block_head(n)) {
                blocks.push(board.block_head(n));
            }
        }
    }
    blocks
}

/// True when no block that took the stones `captured` (of `owner`) has a point of its own
/// ([`has_point_of_its_own`]): capturers that may have lived by a seki with the stones.
pub(super) fn capturers_eyeless(
    board: &PlayoutBoard,
    captured: &[usize],
    owner: u8,
    anchors: Anchors,
) -> bool {
    capturers(board, captured, owner)
        .into_iter()
        .all(|b| !has_point_of_its_own(board, b, captured, owner, anchors))
}

/// True when the stone just captured at `captured` (one, and no ko) leaves its capturers a
/// sure eye there (`owner`, its owner, cannot play on the point) and every block of `owner`
/// beside them is eyeless (each of its liberties touches a stone of the capturers' colour)
/// with no more liberties than the capturer with fewest, the eye counted: one eye beats no
/// eye, whoever moves next, so the capture ends no seki (kgs6d `2002-09-22-6`: Black's T3,
/// then T1 takes White's lone T2; Black's S3-S1 group, eye T2 and liberties R2 and R1,
/// against White's eyeless group of T5, R2 and R1).
pub(super) fn capture_leaves_winning_eye(
    board: &PlayoutBoard,
    captured: &[usize],
    owner: u8,
) -> bool {
    let [point] = captured else {
        return false;
    };
    if board.ko.is_some() || board.effect(*point, owner).is_some() {
        return false;
    }
    let blocks = capturers(board, captured, owner);
    let Some(fewest) = blocks
        .iter()
        .map(|&b| board.liberty_count(b, usize::MAX))
        .min()
    else {
        return false;
    };
    let capturer = opponent(owner);
    blocks.iter().all(|&b| {
        board.enemy_blocks_beside(b).into_iter().all(|e| {
            let liberties = board.liberties_upto(e, usize::MAX);
            liberties.len() <= fewest
                && liberties.iter().all(|&l| {
                    board
                        .neighbours(l)
                        .into_iter()
                        .any(|n| board.color[n] == capturer)
                })
        })
    })
}

/// True when the block at `b` has a liberty, not one of the points `captured`, that is a
/// point of its own: it touches no stone of `owner` but dead ones (`anchors`), or `owner`
/// cannot fill it without being left in atari (an approach it cannot make).
fn has_point_of_its_own(
    board: &PlayoutBoard,
    b: usize,
    captured: &[usize],
    owner: u8,
    anchors: Anchors,
) -> bool {
    board
        .liberties_upto(b, usize::MAX)
        .into_iter()
        .filter(|l| !captured.contains(l))
        .any(|l| {
            let untouched = board
                .neighbours(l)
                .iter()
                .all(|&n| board.color[n] != owner || anchors.is_dead(n));
            untouched
                || !board
                    .effect(l, owner)
                    .is_some_and(|e| e.captures || e.liberties >= 2)
        })
}

/// True when the owner of the `taken` stones just captured on `board` takes back at once an
/// enemy block at least as big that the line from `root` put in atari (it was not in atari
/// there): the capture is an exchange, not a kill. Two stones thrown in at the 1-2 points of
/// a corner are taken only after a fill that leaves the capturer's other block, whose
/// liberties the owner pressed, in atari (three KGS games' seki, which GNU Go calls seki).
pub(super) fn owner_takes_back(
    board: &PlayoutBoard,
    root: &PlayoutBoard,
    owner: u8,
    taken: usize,
) -> bool {
    // a count of one is kept at the head of a block in atari and nowhere else: the blocks
    // read are those, found in one pass over the counts
    let in_atari = board
        .libs
        .iter()
        .enumerate()
        .filter(|&(_, &libs)| libs == 1);
    in_atari
        .map(|(p, _)| p)
        .any(|p| takes_back(board, root, owner, taken, p))
}

/// True when the owner of the `taken` stones just captured on `board` takes back at once the
/// enemy block holding the stone at `p`: at least as big, in atari, and `p`'s block on `root`
/// was not in atari (a stone placed since, as the capturing one, has no block there).
pub(in crate::judge) fn takes_back(
    board: &PlayoutBoard,
    root: &PlayoutBoard,
    owner: u8,
    taken: usize,
    p: usize,
) -> bool {
    let enemy = opponent(owner);
    board.color[p] == enemy
        && board.libs[board.block_head(p)] == 1
        && board.size[board.block_head(p)] as usize >= taken
        && !(root.color[p] == enemy && root.liberty_count(p, 2) < 2)
        && board
            .atari_point(p)
            .is_some_and(|l| board.effect(l, owner).is_some())
}

/// True when the empty space the capture of `captured` left (with the empty points joined to
/// it) makes two eyes for the capturer even with `owner`, the owner of the captured stones, to
/// move: [`LIVING_SPACE`] points or more, or a living shape; and it touches no stone of
/// `owner` (a space still shared is no eye space of the capturer alone).
fn space_gives_life(board: &PlayoutBoard, captured: &[usize], owner: u8) -> bool {
    let mut space: Vec<usize> = captured.to_vec();
    let mut k = 0;
    // the space up to LIVING_SPACE points, every point of it read for a stone of the owner
    while k < space.len() {
        for n in board.neighbours(space[k]) {
            let c = board.color[n];
            if c == owner {
                return false;
            }
            if c == EMPTY && !space.contains(&n) && space.len() < LIVING_SPACE {
                space.push(n);
            }
        }
        k += 1;
    }
    space.len() >= LIVING_SPACE || !killable_shape(board, &space)
}

/// True when the owner of the stones taken from `points` kills the capturer's eye there by
/// its vital point: three points or fewer, a square or pyramid four (or the bent four in the
/// corner), a bulky or crossed five, a rabbity six.
fn killable_shape(board: &PlayoutBoard, points: &[usize]) -> bool {
    let inside = |q: usize| {
        board
            .neighbours(q)
            .iter()
            .filter(|n| points.contains(n))
            .count()
    };
    let most = points.iter().map(|&q| inside(q)).max().unwrap_or(0);
    let square = points.iter().any(|&q| {
        let s = board.stride();
        [q + 1, q + s, q + s + 1].iter().all(|n| points.contains(n))
    });
    match points.len() {
        0..=3 => true,
        4 => square || most == 3 || board.is_bent_four_in_the_corner(points),
        5 => (square && most == 3) || most == 4,
        6 => square && most == 4,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_that_leaves_a_bulky_five_gives_no_life() {
        // read by hand: White's five stones B9-C9-B8-C8-D9 inside Black's corner taken, Black
        // has the bulky five A9..., with White to move at its vital point C8 Black has one eye
        let rows = ["x...xo", "x..xxo", "xxxxoo", "oooo.."];
        let board = PlayoutBoard::from_rows(&rows);
        let space: Vec<usize> = [(1, 0), (2, 0), (3, 0), (1, 1), (2, 1)]
            .iter()
            .map(|&(c, r)| board.at(c, r))
            .collect();
        assert!(killable_shape(&board, &space));
        let marks = vec![crate::judge::verify::anchors::Standing::Open; board.color.len()];
        assert!(!capturers_live(
            &board,
            &space,
            crate::judge::light_board::WHITE,
            Anchors::new(&marks)
        ));
        // a straight four of the same stones lives: White's vital point leaves Black two eyes
        let rows = ["x....o", "xxxxxo", "ooooo.", "......"];
        let board = PlayoutBoard::from_rows(&rows);
        let space: Vec<usize> = (1..5).map(|c| board.at(c, 0)).collect();
        assert!(!killable_shape(&board, &space));
    }

    /// The capture of White's bulky five C4-D4-C3-D3-C2 by Black's C1 in `rows`, Black's ring
    /// an anchor: whether the capturers live.
    fn ring_lives_after_capture(rows: &[&str]) -> bool {
        use crate::judge::light_board::{BLACK, WHITE};
        use crate::judge::verify::anchors::Standing;
        let mut board = PlayoutBoard::from_rows(rows);
        let ring = board.at(1, 1);
        let mut marks = vec![Standing::Open; board.color.len()];
        for s in board.stones_of(board.block_head(ring)) {
            marks[s] = Standing::Anchor;
        }
        board.play(board.at(2, 5), BLACK);
        let taken: Vec<usize> = board.captured.iter().map(|&s| s as usize).collect();
        assert_eq!(taken.len(), 5, "the bulky five taken");
        capturers_live(&board, &taken, WHITE, Anchors::new(&marks))
    }

    #[test]
    fn an_eyeless_anchor_that_takes_a_bulky_five_proves_nothing() {
        // read by hand: Black's ring B5-E5-E2-D1-B1 has no point of its own (C1 aside, every
        // liberty is White's); taking White's C4-D4-C3-D3-C2 at C1 leaves it the bulky five,
        // and White's stone at its vital point C3 leaves one eye: the ring lived (as the
        // judge's anchor) only beside the stones it took (KGS 2003-02-09-5, 2003-08-13-26)
        let rows = [
            "oooooo.", //
            "oxxxxo.", //
            "oxooxo.", //
            "oxooxo.", //
            "oxoxxo.", //
            "ox.xoo.", //
        ];
        assert!(!ring_lives_after_capture(&rows));
        // with the top row open Black has points of its own (C6, D6): the anchor counts
        let rows = [
            "o....o.", //
            "oxxxxo.", //
            "oxooxo.", //
            "oxooxo.", //
            "oxoxxo.", //
            "ox.xoo.", //
        ];
        assert!(ring_lives_after_capture(&rows));
    }
}
