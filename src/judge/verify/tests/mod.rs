//! The verifier on small diagrams and on saphir's position.

use super::eyes::{is_false_eye, open_space_beside, short_of_eyes};
use super::links::{linked_anchor, safety, two_sure_eyes, Safety};
use super::marks::with_marks;
use super::*;
use crate::judge::light_board::EMPTY;
use crate::judge::search::apart::{read_after, read_apart};

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

/// The lower left of kgs6d `KGS2003/2003-12-28-45.sgf` (rows 10 to 1, columns A-F; Black's
/// wall closed on the right with eyes of its own): White's B5 group (eleven stones, B5 to D3
/// and A1-C1) has the two-point space A3-A2; White's A9 group (seven stones, A9 to C6) has A8
/// and B8. Black's B6 and A5 are each in atari on A6, beside both groups.
const CORNER_OF_2003_12_28_45: [&str; 10] = [
    "xxxx.x", // 10
    "oooxxx", // 9
    "..ox.x", // 8
    "xooxxx", // 7
    ".xox.x", // 6
    "xoxxxx", // 5
    "ooox.x", // 4
    ".oooxx", // 3
    ".oxx.x", // 2
    "oooxxx", // 1
];

#[test]
fn single_point_eyes_between_two_blocks_are_sure_when_benson_says_so() {
    // White A6 takes B6 and A5: the eyes A5 and B6 lie between the new stone and the B5
    // block (B6 touches the A9 group too), each made of one point, which the count of sure
    // eyes takes for joining points; Black can fill neither (each would be suicide), and
    // Benson's test finds the B5 block pass-alive with A3-A2 as its third eye
    let (mut board, marks) = position(&CORNER_OF_2003_12_28_45, &[]);
    let b5 = board.at(1, 5);
    assert_eq!(safety(&board, b5, Anchors::new(&marks)), None, "one eye");
    board.play(board.at(0, 4), WHITE);
    assert_eq!(board.color[board.at(1, 4)], EMPTY, "B6 taken");
    assert_eq!(two_sure_eyes(&board, b5, Anchors::new(&marks)), None);
    let found = safety(&board, b5, Anchors::new(&marks));
    let Some(Safety::Eyes([a, b])) = found else {
        panic!("{found:?}")
    };
    // two of its three eyes: A5, B6, and A3-A2 (one space)
    let space_of = |p: usize| {
        [(0, 5), (1, 4), (0, 7), (0, 8)]
            .iter()
            .position(|&(c, r)| board.at(c, r) == p)
            .map(|i| i.min(2))
    };
    assert!(space_of(a).is_some() && space_of(b).is_some(), "{a} {b}");
    assert_ne!(space_of(a), space_of(b));
}

#[test]
fn a_group_that_lives_by_taking_two_stones_in_atari_is_proved_alive() {
    // each group of the corner, Black first (a pass, A3, A2, or A6 into atari) or White:
    // White takes at A6 (Benson's life, above), or after Black's A6 at A8 (the four stones:
    // A3-A2 for the B5 group, B8 for the A9 group, linked by the four empty points)
    let (board, marks) = position(&CORNER_OF_2003_12_28_45, &[]);
    for (col, row) in [(1, 5), (0, 1)] {
        let stone = board.at(col, row);
        for owner_first in [false, true] {
            let proof = Verification::new().prove_alive(&board, stone, &marks, owner_first);
            assert!(
                matches!(proof, Proof::Eyes { .. }),
                "{col},{row} owner first {owner_first}: {proof:?}"
            );
        }
    }
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

/// saphir's board, White's stones as anchors, and a stone of Black's E11 group.
fn saphir_e11() -> (PlayoutBoard, Vec<Standing>, usize) {
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
    (board, anchors, target)
}

#[test]
fn saphir_black_s_left_group_has_one_eye_once_a8_is_in_atari() {
    // Black's E11 group (with B9-C9-C8, A8, B7 and D7-D6-E6) has the eye D9-D8 and the
    // point B8, whose neighbours A8 and B7 are lone stones. White G9 first joins F9 out
    // (Black G9 would take it in a ko). After White A7, A8 is in atari at B8: B8 is a
    // false eye (White takes A8 there, and taking back is a ko that leaves A8 in atari
    // again), so the group has one eye, D9-D8, and nothing to race: short of eyes.
    let (board, anchors, target) = saphir_e11();
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
    // without White D2 the capture leaves Black's C2 a liberty: no ko, proved (Black's A2
    // an anchor: a capture proves a death only where a capturer lives)
    let (board, anchors) = position(&[".xo.", "xo..", ".xo."], &[(0, 1)]);
    let proof = v.prove_dead(&board, board.at(1, 1), &anchors, false);
    assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
}

#[test]
fn a_block_beside_more_than_twelve_empty_points_is_beside_open_space() {
    // Black's wall (G5-G4 and row 3) closes A5-F4 against the top edge: twelve empty
    // points, the most an eye space of the verifier holds (EYE_SPACE); with G5 empty,
    // thirteen: open ground
    let closed = [
        "......x", //
        "......x", //
        "xxxxxxx", //
        "ooooooo", //
        ".......",
    ];
    let board = PlayoutBoard::from_rows(&closed);
    let wall = board.at(0, 2);
    assert!(!with_marks(|marks| open_space_beside(&board, wall, marks)));
    let open = [
        ".......", //
        "......x", //
        "xxxxxxx", //
        "ooooooo", //
        ".......",
    ];
    let board = PlayoutBoard::from_rows(&open);
    assert!(with_marks(|marks| open_space_beside(&board, wall, marks)));
    // White's row 2 is beside A1-G1 alone, seven points
    assert!(!with_marks(|marks| open_space_beside(
        &board,
        board.at(0, 3),
        marks
    )));
}

#[test]
fn an_own_stone_judged_dead_is_no_way_out_of_a_group_short_of_eyes() {
    // White's B3-D3-A2-C2 has one eye, A3; White's A4 beside it is a lone stone in Black's
    // area (liberties A5 and A3). Read as part of the group, A4 opens it onto A5-D5, room for
    // two eyes; judged dead, A4 joins nothing, and the group has the one eye
    let rows = [
        "....x", //
        "oxxxx", //
        ".ooox", //
        "oooxx", //
        "xxxx.",
    ];
    let (board, mut marks) = position(&rows, &[(4, 0)]);
    let group = board.at(1, 2);
    assert!(!short_of_eyes(&board, group, Anchors::new(&marks)));
    marks[board.at(0, 1)] = Standing::Dead;
    assert!(short_of_eyes(&board, group, Anchors::new(&marks)));
}

#[test]
fn a_group_in_seki_is_not_short_of_eyes_even_beside_anchors() {
    // online-go/score-estimator's patterns/seki_two_and_zero_eyes, top: White's left group
    // (eye A9, liberty C9) and right group (eyes E9 and G9) hold Black's D9-D8 between them,
    // whose liberties are C9 and E9. Black at C9 is left in atari at E9, and A9 is no point
    // for Black: White's left group cannot be filled, whatever is an anchor
    let rows = [".o.x.o.ox", "oooxoooox", "xxxooxxxx", "..xxxx..."];
    let (board, anchors) = position(&rows, &[(3, 0), (0, 2), (8, 0)]);
    let left = board.at(1, 0);
    assert!(!short_of_eyes(&board, left, Anchors::new(&anchors)));
    let proof = Verification::new().prove_kept_dead(&board, left, &anchors, false);
    assert_eq!(proof, Proof::Unknown);
    // the seed's seki: White's C6 group (eye D6) and Black's B6 and A5 (eye A6) share B5
    let rows = [".xo.ox", "x.ooox", "oooxxx", "xxxx..", "......", "......"];
    let (board, anchors) = position(&rows, &[(2, 0), (5, 0)]);
    assert!(!short_of_eyes(
        &board,
        board.at(1, 0),
        Anchors::new(&anchors)
    ));
}

#[test]
fn no_seki_beside_a_block_in_atari_the_attacker_takes() {
    // read by hand (top row 6): White's A5-B5-B6-C5 (the eye A6) and Black's D6-H5 wall
    // share C6; the wall has C6 and E6 alone, but E6 takes White's square F6-G5, in atari
    // inside it. Black E6; White's throw-in in the square four leaves Black three liberties
    // at least, so Black fills C6 and takes White at A6. White C6 first is taken at A6, and
    // White E6 is no move (no liberty, no capture). A seki to the eye counts (one eye and one
    // shared liberty each), dead whoever moves first (KGS 2017-01-06-18: White's N11 group
    // beside its K12 block in atari). With only F6-F5 to take, White's throw-in at F6 leaves
    // Black one eye after its capture: a seki indeed, and no proof
    // White's A5 group read for death, Black's wall and White's outer wall anchors
    let proof_of = |rows: &[&str]| {
        let (board, anchors) = position(rows, &[(0, 2), (0, 3)]);
        Verification::new().prove_kept_dead(&board, board.at(1, 0), &anchors, false)
    };
    let proof = proof_of(&[
        ".o.x.oox", //
        "oooxxoox", //
        "xxxxxxxx", //
        "oooooooo", //
        "........", //
        "........",
    ]);
    assert!(matches!(proof, Proof::Captured { .. }), "{proof:?}");
    let proof = proof_of(&[
        ".o.x.oxx", //
        "oooxxoxx", //
        "xxxxxxxx", //
        "oooooooo", //
        "........", //
        "........",
    ]);
    assert_eq!(proof, Proof::Unknown);
}

/// kgs6d `2003-05-27-11`'s upper left (its 11 columns A-L, rows 19-10): Black's B19 group,
/// no eye, in a seki with White's F19-G13 wall and White's left side (GNU Go 3.8 and the
/// record), whose race of filling the seki tests' 100 positions leave open. Read by the
/// verifier here and by the race of filling (`race_to_fill/tests.rs`).
pub(super) const UPPER_LEFT_2003_05_27_11: [&str; 10] = [
    ".xxxxo.x...",
    "oxoox.ox..o",
    "oo.ox.oxxxo",
    ".o.ox.ox.ox",
    ".ooxx.ox.o.",
    "..oxoooxxxx",
    "..ooxxoxooo",
    "..oxxxxoo.o",
    "...oo.xxoo.",
    "..ooo.xo..o",
];

#[test]
fn a_race_of_filling_left_open_proves_no_death() {
    // kgs6d 2003-05-27-11's upper left, as in `race_to_fill/tests.rs`: Black's B19 group has
    // no eye and shares F18-F15 with White's F19-G13 wall and A19 with White's left side;
    // whoever fills a shared liberty first is taken, a seki (GNU Go 3.8 and the record). A
    // death that rests on a race of filling the reading leaves open is no proof: every proof
    // reads such a race as the owner's. (Read as the enemy's, the race the seki tests' 100
    // positions leave open "proved" the group dead in three positions, White first.)
    // White's wall and left side anchors
    let (board, anchors) = position(&UPPER_LEFT_2003_05_27_11, &[(5, 0), (0, 1)]);
    let group = board.at(1, 0);
    for owner_first in [false, true] {
        let proof = Verification::new().prove_kept_dead(&board, group, &anchors, owner_first);
        assert_eq!(proof, Proof::Unknown, "owner first: {owner_first}");
        let proof = Verification::new().prove_dead(&board, group, &anchors, owner_first);
        assert_eq!(proof, Proof::Unknown, "owner first: {owner_first}");
    }
}

/// Read by hand (top row 9): White's A5-J5 block, no eye, shares D5, E5 and F5 with Black's
/// row 6 (no eye either), and has J4 of its own beside Black's living wall below; Black's
/// row 6 has D7 and E7 of its own beside White's living wall above. Black J4 first: White
/// D7, Black fills D5 (three liberties to White's two), White E7, and whoever fills E5 or F5
/// now is taken. White D7 first: Black J4, White E7, and neither fills. A seki, whoever
/// moves first (kgs6d `2003-08-12-28`: White's N10 group and Black's O12, GNU Go 3.8's seki
/// and the record's).
pub(in crate::judge) const SEKI_OF_THREE_SHARED: [&str; 9] = [
    ".o.o.oooo",
    "ooooooooo",
    "ooo..oooo",
    "xxxxxxxxx",
    "ooo...ooo",
    "oooooooo.",
    "xxxxxxxxx",
    "x.x.x.x.x",
    "xxxxxxxxx",
];

#[test]
fn the_owner_presses_a_racer_that_did_not_move_last() {
    // Black J4, then White's fill of D5 leaves it two liberties to Black's four: proved dead
    // while White's answers were its liberties and the outside ones of the block that moved
    // last (J4's, the wall, which races nothing). White's answer is D7: Black's row 6 races
    // it with two liberties of its own to White's three, and the proof fails
    let (board, anchors) = position(&SEKI_OF_THREE_SHARED, &[(1, 0), (0, 6)]);
    for (col, row) in [(0, 4), (0, 3)] {
        for owner_first in [false, true] {
            let stone = board.at(col, row);
            let proof = Verification::new().prove_kept_dead(&board, stone, &anchors, owner_first);
            assert_eq!(
                proof,
                Proof::Unknown,
                "{col},{row} owner first: {owner_first}"
            );
            let proof = Verification::new().prove_dead(&board, stone, &anchors, owner_first);
            assert_eq!(
                proof,
                Proof::Unknown,
                "{col},{row} owner first: {owner_first}"
            );
        }
    }
}

#[test]
fn a_proof_gives_up_at_a_race_of_filling_it_cannot_settle() {
    // the position above, every stone open: the race of Black's B19 group, White to fill
    // first, runs out of positions (race_to_fill's
    // `a_race_the_reading_cannot_settle_goes_as_it_is_told`). A proof that reaches it gives
    // up there, as when its budget runs out: no answer, and no position left to read
    let (board, anchors) = position(&UPPER_LEFT_2003_05_27_11, &[]);
    let mut verification = Verification::new();
    let reader = verification.reader(&board, board.at(1, 0), Anchors::new(&anchors), KEEP_BUDGET);
    let mut reader = reader.expect("a stone");
    assert!(!reader.search.spent());
    assert_eq!(reader.race(0, false), None);
    assert!(reader.search.spent());
    // the seki of one eye each on two shared liberties settles (White's block holds,
    // whoever fills first): the proof reads on
    let (board, anchors) = position(
        &[
            ".o.x.xox.",
            "oo.xxxox.",
            "ooooooox.",
            "xxxxxxxx.",
            ".........",
        ],
        &[],
    );
    let mut verification = Verification::new();
    let reader = verification.reader(&board, board.at(1, 0), Anchors::new(&anchors), KEEP_BUDGET);
    let mut reader = reader.expect("a stone");
    for owner_to_move in [false, true] {
        assert_eq!(reader.race(0, owner_to_move), Some(true));
    }
    assert!(!reader.search.spent());
}

/// kgs6d 2002-03-14-4's lower left (W+3.5 as recorded, a seki), closed by a living wall of
/// each colour (anchors: White's A7-D5 above, Black's E6-F1 on the right):
/// ```text
///    A B C D E F
///  7 . . . . . .
///  6 o o o o x x
///  5 o x o o x x
///  4 x x x x o x
///  3 . x . . o x
///  2 o x o o o x
///  1 . x o . o x
/// ```
/// White's E4-C1 has the eye D1 and shares C3 and D3 with Black's B5-B1, which has no eye;
/// Black's other liberties, A3 and A1, are those of White's lone A2.
const THROW_IN_CORNER_2002_03_14_4: [&str; 7] = [
    "......", //
    "ooooxx", //
    "oxooxx", //
    "xxxxox", //
    ".x..ox", //
    "oxooox", //
    ".xo.ox",
];

#[test]
fn a_throw_in_that_saves_refutes_the_proof_of_death() {
    // read by hand: Black fills D3; White throws in at A3 (A2-A3 in atari at A1), and Black
    // must take them at A1, since filling C3 would leave its group in atari there; White
    // throws in again at A2, and Black takes it at A3. Black now has A2 and C3, White C3
    // and D1: whoever fills C3 is taken. A seki, and White moving first throws in or
    // passes: the same. In the game, d7f27d5's proof read no throw-in (two positions) and
    // called White one-eyed (issue 60)
    let (board, anchors) = position(&THROW_IN_CORNER_2002_03_14_4, &[(0, 1), (4, 1)]);
    let white = board.at(4, 3);
    for owner_first in [false, true] {
        let proof = Verification::new().prove_dead(&board, white, &anchors, owner_first);
        assert_eq!(proof, Proof::Unknown, "owner first: {owner_first}");
    }
    // with Black's D3 filled and a Black stone at A2 instead of White's, nothing is left to
    // throw in: A3 and A1 are two eyes of Black's, Black fills C3 and takes White's one-eyed
    // group at D1
    let mut rows = THROW_IN_CORNER_2002_03_14_4;
    rows[4] = ".x.xox";
    rows[5] = "xxooox";
    let (board, anchors) = position(&rows, &[(0, 1), (4, 1)]);
    let proof = Verification::new().prove_dead(&board, board.at(4, 3), &anchors, false);
    assert!(
        matches!(proof, Proof::Captured { .. }),
        "no throw-in left: {proof:?}"
    );
}

mod recalled;
