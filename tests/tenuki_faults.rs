//! Tenuki 0.3.1's known faults (SCORING.md), each a test of ours: where its code differs from
//! the seed's text, the text wins.

mod common;

use common::{assert_map_eq, rows, score, symmetries};
use tenuki_gtp::scoring::Rules::{Japanese, JapaneseSeed};

/// A bent three in the corner: boundary length 3 stones + 4 off-board grid points = 7, which
/// the seed's table makes 1.5 eyes: the group lives and its 3 points are territory. Tenuki
/// counts corner points once and calls it seki. Checked in all four corners, both mirrorings.
#[test]
fn a_bent_three_in_every_corner_is_three_points() {
    let board = rows(
        "
        ..ox..
        .oox..
        ooxx..
        xxx...
        ......
        ......",
    );
    let map = rows(
        "
        aaoxzz
        aooxzz
        ooxxzz
        xxxzzz
        zzzzzz
        zzzzzz",
    );
    for (position, expected) in symmetries(&board).iter().zip(symmetries(&map)) {
        let (got, t) = score(&position.join("|"), Japanese, 0.0);
        assert_map_eq(&got, &expected.join("\n"));
        assert_eq!(t.territory, [21, 3], "{position:?}");
    }
}

/// A square four in the corner: boundary length 4 stones + 4 grid points = 8, a square four:
/// one eye, so the group is in seki and its 4 points count for nobody, in every corner (Tenuki
/// gives 4 points in three of them).
#[test]
fn a_square_four_in_every_corner_is_seki() {
    let board = rows(
        "
        ..ox..
        ..ox..
        ooox..
        xxxx..
        ......
        ......",
    );
    let map = rows(
        "
        ..oxzz
        ..oxzz
        oooxzz
        xxxxzz
        zzzzzz
        zzzzzz",
    );
    for (position, expected) in symmetries(&board).iter().zip(symmetries(&map)) {
        let (got, t) = score(&position.join("|"), Japanese, 0.0);
        assert_map_eq(&got, &expected.join("\n"));
        assert_eq!((t.territory, t.seki_points), ([20, 0], 4), "{position:?}");
    }
}

/// The position on which Tenuki never returns. Under the seed's count: the outside is one
/// neutral region. D5 is false-ish (black diagonals E6 and E4) and the last liberty of the
/// white stone E5 whichever colour the checkered fill gives the outside, so it is filled. C5 is
/// filled only in the phase that gives B6 and B4 to Black, so it stays: a one-point eye of
/// white blocks that cannot make a second one, in seki. No territory, jigo, and an answer at
/// once.
///
/// The refined count ends at once too. It gives White C5: the corner beyond B6 and B5, which
/// White's stones close off (B6 and A5 are points White can always block), is worth an eye, so
/// the white group has two and C5 is its territory; D5 is a false eye (E5 is in atari there).
/// goscorer's own implementation, run on the position, gives the same map.
#[test]
fn the_hang_position_is_scored() {
    let board = "
        .......
        ..oox..
        .o..ox.
        ..oox..
        .......
        .......
        .......";
    let (map, t) = score(board, JapaneseSeed, 0.0);
    assert_map_eq(&map, board);
    assert_eq!((t.result(), t.territory), ("0".to_string(), [0, 0]));
    let (map, t) = score(board, Japanese, 0.0);
    assert_map_eq(
        &map,
        "
        .......
        ..oox..
        .oa.ox.
        ..oox..
        .......
        .......
        .......",
    );
    assert_eq!((t.result(), t.territory), ("W+1".to_string(), [0, 1]));
}
