//! The situations "Scoring seki in the game of go" walks through, each as a diagram test
//! named after its section. Expected maps are worked out by hand from the seed's text (the
//! reasoning is in each comment); the seed's figures are lost, so positions are rebuilt from its
//! words and from the Tenuki test positions written with it (tests/data/tenuki-cases.jsonl).
//!
//! Legend: `x o` stones, `.` empty / nobody's point, `z a` black / white territory.

mod common;

use common::{assert_map_eq, score};
use tenuki_gtp::scoring::Rules::{Chinese, Japanese, JapaneseSeed, JapaneseStrict};

/// Seki: black's eye is the top-left corner, white's eye is D6, and B5 is the shared liberty
/// neither side can fill. Both eyes count for nobody; the outer black group (one block with
/// fourteen points) is alive. A6 looks false when the checkered fill gives its diagonal B5 to
/// White (the black stone B6 is then in atari at A6), but not when B5 is black: it is not an
/// obvious false eye, so two seki points (A6, D6) and one dame (B5).
#[test]
fn seki_one_eye_each_in_the_corner() {
    let board = "
        .xo.ox
        x.ooox
        oooxxx
        xxxx..
        ......
        ......";
    let (map, t) = score(board, Japanese, 0.0);
    assert_map_eq(
        &map,
        "
        .xo.ox
        x.ooox
        oooxxx
        xxxxzz
        zzzzzz
        zzzzzz",
    );
    assert_eq!(t.result(), "B+14");
    assert_eq!((t.seki_points, t.dame), (2, 1));
    // Area rules count eyes in seki for their owner: black 11 stones + 14 + the corner eye,
    // white 8 stones + its eye; the shared liberty is nobody's.
    let (_, area) = score(board, Chinese, 0.0);
    assert_eq!((area.black_total, area.white_total), (26.0, 9.0));
}

/// A Strict Rule: the white group has three eyes, but A6 is a neutral point touching it. The
/// strict 1989 rule puts every block possessing dame in seki (white's three points, and black's
/// row of territory too, since the black block also touches A6); the seed's default counts both.
#[test]
fn a_strict_rule_three_eyes_beside_a_neutral_point() {
    let board = "
        .o.o.o.o
        xooooooo
        xxxxxxxx
        ........";
    let (map, t) = score(board, Japanese, 0.0);
    assert_map_eq(
        &map,
        "
        .oaoaoao
        xooooooo
        xxxxxxxx
        zzzzzzzz",
    );
    assert_eq!(t.result(), "B+5");
    let (strict_map, strict) = score(board, JapaneseStrict, 0.0);
    assert_map_eq(
        &strict_map,
        "
        .o.o.o.o
        xooooooo
        xxxxxxxx
        ........",
    );
    assert_eq!(strict.result(), "0");
}

/// Filling False Eyes, in the corner: A4 is false-ish (white diagonal B3) and the last liberty
/// of the black stone A3, so it is filled; then C4 is false-ish and the last liberty of the
/// three stones A3-A4-B4, so it is filled too. D4, F4-G4 and J4 are one group's real eyes.
#[test]
fn filling_false_eyes_in_the_corner() {
    let (map, t) = score(
        "
        .x..x..x.
        xoxxxxxxx
        ooooooooo
        .........",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        .x.zxzzxz
        xoxxxxxxx
        ooooooooo
        aaaaaaaaa",
    );
    assert_eq!((t.territory, t.dame), ([4, 9], 2));
    assert_eq!(t.result(), "W+5");
}

/// Why the "-ish": C4 and E4 are false-ish because of the white stone D3, but no neighbouring
/// block is in atari, so neither is filled and the four one-point eyes (all related through
/// shared blocks) give the black group life.
#[test]
fn false_ish_points_of_a_living_group_are_not_filled() {
    let (map, t) = score(
        "
        .x.x.x.xo
        xxxoxxxxo
        ooooooooo
        .........",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        zxzxzxzxo
        xxxoxxxxo
        ooooooooo
        aaaaaaaaa",
    );
    assert_eq!(t.result(), "W+5");
}

/// Filling is not Smart: C4 and E4 are false-ish beside the white stone D3, and under perfect
/// play one of them would be filled, but no block is in atari now, so the scorer does not read
/// it out: every black eye counts.
#[test]
fn filling_is_not_smart_the_unread_sequence_is_not_filled() {
    let (map, t) = score(
        "
        .x.x..xo
        xxxoxxxo
        oooooooo
        ........",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        zxzxzzxo
        xxxoxxxo
        oooooooo
        aaaaaaaa",
    );
    assert_eq!(t.result(), "W+4");
}

/// Example with Two 1-Eyed Groups in Seki (Tenuki's 9x9 test position): C9 is neutral, A9 is
/// black's only eye and E9 white's; both groups are in seki and count nothing. The white group
/// on the left with B6 and A5 has two eyes and counts 2; black's outside counts 42.
#[test]
fn example_with_two_one_eyed_groups_in_seki() {
    let (map, t) = score(
        "
        .x.o.ox.x
        xxxoooxx.
        oooxxxx.x
        o.ox.....
        .oox.....
        ooxx.....
        xxx......
        .........
        .........",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        .x.o.oxzx
        xxxoooxxz
        oooxxxxzx
        oaoxzzzzz
        aooxzzzzz
        ooxxzzzzz
        xxxzzzzzz
        zzzzzzzzz
        zzzzzzzzz",
    );
    assert_eq!((t.territory, t.seki_points), ([42, 2], 2));
}

/// Which Colour for Filling Neutral Points: two one-eyed white groups with three ways to
/// connect (the column E2-E4). Both checkered phases put a white stone on E3 or on E2 and E4,
/// so the groups are connected and their eyes are territory.
#[test]
fn one_eyed_groups_with_three_ways_to_connect_are_connected() {
    let (map, t) = score(
        "
        xxxxxxxxx
        xooo.ooox
        xo.o.o.ox
        xooo.ooox
        xxxxxxxxx",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        xxxxxxxxx
        xooo.ooox
        xoao.oaox
        xooo.ooox
        xxxxxxxxx",
    );
    assert_eq!(t.result(), "W+2");
}

/// Avoiding False Negatives: a bamboo joint (the gap E3-E4, one point wide, two long) connects:
/// whichever phase the checkered fill takes, one of the two points is white and touches both
/// white groups.
#[test]
fn a_bamboo_joint_connects() {
    let (map, _) = score(
        "
        xxxxxxxxx
        xooo.ooox
        xo.o.o.ox
        xoooxooox
        xxxxxxxxx",
        Japanese,
        0.0,
    );
    assert_map_eq(
        &map,
        "
        xxxxxxxxx
        xooo.ooox
        xoao.oaox
        xoooxooox
        xxxxxxxxx",
    );
}

/// Using a Checkered Pattern: a gap two points wide (E-F, three rows) never connects, whatever
/// colour the fill starts with: under the seed's count each one-eyed white group is in seki and
/// its eye is nobody's.
///
/// The refined `japanese` count disagrees, and Go sides with it: the black ring has no eye and
/// only the four gap points E2, F2, E4, F4 as liberties, while each white group has an eye and
/// three liberties in the gap. White captures the ring by filling those four points (Black
/// cannot approach: a black stone in the gap has fewer liberties than the white groups), so
/// this is no seki: White lives and its two eyes are its territory, W+2. The refined count
/// sees it as White's one region (the two groups joined through the dame) worth two eyes.
#[test]
fn a_gap_of_two_separates() {
    let board = "
        xxxxxxxxxx
        xooo..ooox
        xo.o..o.ox
        xooo..ooox
        xxxxxxxxxx";
    let (map, t) = score(board, JapaneseSeed, 0.0);
    assert_map_eq(
        &map,
        "
        xxxxxxxxxx
        xooo..ooox
        xo.o..o.ox
        xooo..ooox
        xxxxxxxxxx",
    );
    assert_eq!((t.result(), t.seki_points), ("0".to_string(), 2));
    let (map, t) = score(board, Japanese, 0.0);
    assert_map_eq(
        &map,
        "
        xxxxxxxxxx
        xooo..ooox
        xoao..oaox
        xooo..ooox
        xxxxxxxxxx",
    );
    assert_eq!((t.result(), t.seki_points), ("W+2".to_string(), 0));
}

/// The seed's unresolved cut: a single neutral point E3 that connects the white groups if white
/// fills it and the black stones E4 and E2 if black does. The seed says this can never be scored
/// reliably without grey stones and is not a goal. Our rule for the seed's count (a connection
/// counts only when both checkered phases make it) connects neither side, whatever the colours
/// or the orientation.
///
/// The refined `japanese` count reads it by Go: E3 is the black ring's only liberty, so White
/// captures the ring there and lives; its two eyes are territory, W+2.
#[test]
fn a_single_point_cut_connects_neither_side() {
    let board = "
        xxxxxxxxx
        xoooxooox
        xo.o.o.ox
        xoooxooox
        xxxxxxxxx";
    let (map, _) = score(board, JapaneseSeed, 0.0);
    assert_map_eq(
        &map,
        "
        xxxxxxxxx
        xoooxooox
        xo.o.o.ox
        xoooxooox
        xxxxxxxxx",
    );
    let (map, t) = score(board, Japanese, 0.0);
    assert_map_eq(
        &map,
        "
        xxxxxxxxx
        xoooxooox
        xoao.oaox
        xoooxooox
        xxxxxxxxx",
    );
    assert_eq!(t.result(), "W+2");
}
