//! Calls that a seed still turns (issue 60): each game with its reading and the answer it
//! should have. The records are from godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`,
//! as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`; `RE` is what the
//! players agreed, and GNU Go 3.8 (`final_status_list dead` and `seki`) calls the block each
//! test names as the record does. Each game is checked under the default seed and seeds 1-3
//! (the issue's figure; `2003-08-28-21` in `tests/kgs6d_spares.rs`), where the judge answers
//! as recorded, and, as an expected failure,
//! under the sixteen seeds `tools/kgs6d-seeds.py` reads (the default and 1-15), where it does
//! not yet (`docs/accuracy.md`, sixty-ninth entry). Issue 60's own coin, `2001-10-14-14`, no
//! seed turns any more: its tests, under the sixteen seeds too, are live; so are
//! `2003-03-07-3`'s (`docs/accuracy.md`, seventy-first entry) and `2003-06-15-6`'s since the
//! sharpened playouts past the first 128 draw their random numbers by their own number
//! (`docs/accuracy.md`, seventy-second entry: a new draw for every judgement made again, which
//! moved the seeds that fail the others), and `2003-09-13-22`'s since the seki test counts
//! plain races of eyeless blocks (`docs/accuracy.md`, seventy-ninth entry).

mod common;

use common::check_kgs6d_calls as check;
use common::check_kgs6d_calls_under as check_under;
use common::{check_kgs6d_calls_whoever_moves, kgs6d_session, lists};

/// The default seed and seeds 1-15.
fn sixteen_seeds() -> Vec<Option<String>> {
    std::iter::once(None)
        .chain((1..16).map(|s| Some(s.to_string())))
        .collect()
}

/// Under each of the sixteen seeds: `final_score` is `result`, and `vertex` is not dead.
fn check_sixteen(file: &str, result: &str, vertex: &str) {
    check_sixteen_calls(file, result, vertex, false);
}

/// Under each of the sixteen seeds: `final_score` is `result`, and `vertex` is dead.
fn check_sixteen_dead(file: &str, result: &str, vertex: &str) {
    check_sixteen_calls(file, result, vertex, true);
}

/// Under each of the sixteen seeds: `final_score` is `result`, and `vertex` is dead when
/// `dead`, else not.
fn check_sixteen_calls(file: &str, result: &str, vertex: &str, dead: bool) {
    let mut wrong = Vec::new();
    for seed in sixteen_seeds() {
        let mut s = kgs6d_session(file, seed.as_deref());
        let score = s.ok("final_score");
        let listed = lists(&s.ok("final_status_list dead"), vertex);
        if score != result || listed != dead {
            wrong.push((seed, score, s.status_why(vertex)));
        }
    }
    assert!(wrong.is_empty(), "{file}: {wrong:?}");
}

/// `KGS2003/2003-06-15-6.sgf`, W+0.5. The lower right:
/// ```text
///    L M N O P Q R S T
///  6 o x . x o o x x x
///  5 . x x x x o x o x
///  4 x o . . . o x o o
///  3 o o o x . o o . o
///  2 o . o x x x o o .
///  1 . o x x . x x o .
/// ```
/// Black's O3 block (eight stones: O3-O1, P2-Q2, N1, Q1-R1) has three liberties, O4, P3 and P1,
/// and links to the living M5-P5 stones above it whatever White plays: White's P3 is answered
/// by O4; White's O4 cut by P4 (an atari), then White's N4 by P3, or White's P3 by the capture
/// at N4, after which O4 and P1 are points no White stone may take. GNU Go 3.8 lists no stone
/// of it dead. The playouts lose it in 0.23 to 0.27 of them. Under seeds 5 and 7 the eye
/// counts then killed it for want of eyes (W+9.5): the verifier's proof of life reads one
/// exchange, and this link needs two, with the atari at P4 among the answers. Since the
/// sharpened playouts past the first 128 draw their own random numbers, no seed of the
/// sixteen leaves it there; a draw still could.
#[test]
fn o3_lives_as_recorded_in_2003_06_15_6() {
    check("2003-06-15-6.sgf", "W+0.5", &["H13", "L7"], &["O3", "M5"]);
}

#[test]
fn o3_lives_under_sixteen_seeds_in_2003_06_15_6() {
    check_sixteen("2003-06-15-6.sgf", "W+0.5", "O3");
}

/// `KGS2003/2003-09-13-22.sgf`, B+14.5. The centre top:
/// ```text
///    F G H J K L M N O
/// 17 . o x o x x x x o
/// 16 o x o o o o x . x
/// 15 x x o . . o x . x
/// 14 x o x x x o . x x
/// 13 x o . . x o o o x
/// 12 x o o o o x x o x
/// ```
/// White's J17 group (15 stones, J17 to M10 below) and Black's H14-K14-K13 share J15 and K15;
/// White's other liberties are M14 and L10, Black's H13 and J13. Each side may fill the other's
/// outside liberties, and then neither may fill a shared one: a seki (GNU Go 3.8 lists both in
/// seki). The playouts lose J17 in 0.48 to 0.52 of 512: kept, the count puts it in a seki
/// that no proof breaks; taken (seeds 4 and 5), it stayed dead (B+29.5) until the seki test
/// counted plain eyeless races (`judge/eyeless_race.rs`), as a kill was spared for a seki only
/// beside partners that stand clearly, and H14 is lost in about 0.40. Counted, neither side
/// takes the other moving first (two outside liberties each and two shared: 2 < 2 + 2 - 1),
/// and J17 lives under every seed of the sixteen (and of 48 read).
#[test]
fn j17_lives_in_seki_as_recorded_in_2003_09_13_22() {
    check(
        "2003-09-13-22.sgf",
        "B+14.5",
        &["B17", "M6", "G3", "J3"],
        &["J17", "H14"],
    );
}

#[test]
fn j17_lives_in_seki_under_sixteen_seeds_in_2003_09_13_22() {
    check_sixteen("2003-09-13-22.sgf", "B+14.5", "J17");
}

/// `KGS2003/2003-05-27-11.sgf`, B+15.5. The upper left:
/// ```text
///    A B C D E F G H
/// 19 . x x x x o . x
/// 18 o x o o x . o x
/// 17 o o . o x . o x
/// 16 . o . o x . o x
/// 15 . o o x x . o x
/// 14 . . o x o o o x
/// 13 . . o o x x o x
/// ```
/// Black's B19 group (B19-E19, B18, E18-E15, D15-D14) and White's G18-G13 with F14-E14 (and the
/// lone F19) share F15 to F18; neither has an eye (Black's other liberty, A19, is White's A18
/// group's too, and the H column is Black's), and a fill of a shared liberty puts the filler
/// in atari: a seki, as GNU Go 3.8 lists it. The judge keeps it so under most seeds; under
/// seed 1 (and 9 and 14 of the 48 seeds read on 2026-12-04, since every playout draws its
/// random numbers by its own number; seeds 9 and 15 before) the eye counts find G18 without
/// territory (lost in 0.32 to 0.34 of 512 playouts, no proof either way), the seki that would
/// spare it is read only beside partners that stand clearly (B19 is lost in 0.25 to 0.26:
/// at the quarter line, not clearly below it), and the White stones die (B+38.5). Checked
/// as recorded under the default seed and seeds 2 and 3; seed 1 is the expected failure
/// below.
#[test]
fn f19_and_g18_live_in_seki_as_recorded_in_2003_05_27_11() {
    check_under(
        &[None, Some("2"), Some("3")],
        "2003-05-27-11.sgf",
        "B+15.5",
        &["K16", "P14"],
        &["F19", "G18", "B19"],
    );
}

#[test]
#[ignore = "seeds 1, 9 and 14: G18, lost in 0.32 to 0.34 of 512 playouts, dies for want of territory with F19 (B+38.5)"]
fn f19_and_g18_live_in_seki_under_sixteen_seeds_in_2003_05_27_11() {
    check_sixteen("2003-05-27-11.sgf", "B+15.5", "G18");
}

/// `KGS2003/2003-08-28-21.sgf`, W+11.5 (the diagram and the calls under the default seed and
/// seeds 1-3 are in `tests/kgs6d_spares.rs`). Black's S17 group (S17-S15, R15) has the edge's
/// T15-T17 and no other liberty; White's O19 group has no eye either, and its three liberties,
/// P19, R19 and T19, are points Black cannot fill without putting Q19 or T18 in atari. GNU Go
/// 3.8 and the record: Black's S17 group, T18 and T14 dead, White's O19 group alive. The
/// playouts keep O19 in 0.58 of them. Under seeds 13 and 15 the playouts keep S17 (White
/// takes it in 0.29 of 512) and no proof settles it: the corner lives (B+72.5; B+35.5 under
/// seed 13 before every playout drew its random numbers by its own number, on 2026-12-04).
/// (Under seed 14, before the sharpened playouts past the first 128 drew their own random
/// numbers, the count read O19 and T18 as a seki of one shared liberty: B+11.5.)
#[test]
#[ignore = "seeds 13 and 15 keep S17 (taken in 0.29 of 512 playouts), no proof settles it: the corner lives (B+72.5)"]
fn s17_dies_under_sixteen_seeds_in_2003_08_28_21() {
    check_sixteen_dead("2003-08-28-21.sgf", "W+11.5", "S17");
}

/// `KGS2003/2003-11-17-33.sgf`, W+4.5. The lower left:
/// ```text
///    A B C D E F G H
///  6 x o x x . x x o
///  5 x x x . x o x x
///  4 . x o o . . x x
///  3 o o . x . . x o
///  2 . . o o x . x o
///  1 . x . . . x o o
/// ```
/// White's stones in Black's corner (C4-D4, A3-B3, C2-D2) have no two eyes: under the default
/// seed the verifier proves C4 dead (Black first, 3 positions), and Black's D3 lives.
/// GNU Go 3.8 and the record list the six White stones dead. Under seeds 1, 3 and 12 (of the
/// 48 read on 2026-12-04, since every playout draws its random numbers by its own number;
/// seed 11 before) the playouts lose them in 0.70 to 0.73 of 64, the eye count (which reads
/// a kill below three in four) finds them alive with points of their own, and the verifier
/// then proves D3 dead instead (W+32.5). Checked as recorded under the default seed and seed
/// 2; seeds 1 and 3 are the expected failure below.
#[test]
fn the_corner_stones_die_as_recorded_in_2003_11_17_33() {
    check_under(
        &[None, Some("2")],
        "2003-11-17-33.sgf",
        "W+4.5",
        &["C4", "A3", "C2"],
        &["D3", "B4"],
    );
}

#[test]
#[ignore = "seeds 1, 3 and 12: the eye count spares White's corner at 0.70 to 0.73 and D3 dies (W+32.5)"]
fn the_corner_stones_die_under_sixteen_seeds_in_2003_11_17_33() {
    check_sixteen_dead("2003-11-17-33.sgf", "W+4.5", "C4");
}

/// `KGS2001/2001-10-14-14.sgf`, B+303.5 (issue 60's named coin: "C14 alive ... black takes
/// them in 31% of playouts", the judgement made again at d7f27d5). The left and the centre:
/// ```text
///    B C D E F G H J K L M
/// 14 x o . . x o o o o o o
/// 13 x o o . x x x x o x x
/// 12 x x o . o x . . x . .
/// 11 . x o o x x x x . . x
/// 10 . x x o o x . . x . x
///  9 . . . . o x . o o o o
///  8 . . x o o o . o . x x
///  7 . . x o . o . x . x o
///  6 . o o x o o o . x x x
///  5 . . o x x x o . x o o
///  4 . x x . . x o . x . x
///  3 . . x x . x o o x . x
///  2 . . x o x x x o o o x
///  1 . . . . . . o x . o .
/// ```
/// White's 25 stones C14 ... F9, E8-G8, E7, G7, F6-H6, H5-H3, J3-J2, K2-L2, L1 wind between
/// Black's groups with one eye, F7. Every other space they touch has Black stones on its
/// border (D14-E14-E13-E12: D15, F13-F14; E9 opens past D9 between D10 and D8 into
/// Black's lower left; H7-H9: J7, G9; J4-J6: K4-K6, J7; K1: J1; L3: K3, M3; M1: M2), so a
/// second eye needs those Black stones taken first, and they live with room of their own
/// (the lower left holds the whole corner; E6-G5-F2 inside the loop joins it at E4 or F3):
/// nothing to race, no seki, dead whoever moves first. GNU Go 3.8's `dragon_status` calls
/// the dragon dead and E6, D8 and J7 alive, and its `final_status_list dead` is the judge's.
/// The playouts keep it in about half of them (the Black groups it touches die in some), so
/// the count decides: read with it alive, F7 is a lone eye no one owns ("not played out"),
/// and the block has no territory.
#[test]
fn c14_dies_with_one_eye_in_2001_10_14_14() {
    check_kgs6d_calls_whoever_moves(
        "2001-10-14-14.sgf",
        "B+303.5",
        &["C14", "F9", "G7", "L1"],
        &["E6", "D8", "J7"],
    );
}

#[test]
fn c14_dies_under_sixteen_seeds_in_2001_10_14_14() {
    check_sixteen_dead("2001-10-14-14.sgf", "B+303.5", "C14");
}

/// `KGS2003/2003-03-07-3.sgf`, W+58.5. The lower centre:
/// ```text
///    F G H J K L M N O
///  5 o o o x x o o . o
///  4 x o . . x x . . o
///  3 x o . x . . x . o
///  2 o o o x o . x o .
///  1 o . x . . x o . .
/// ```
/// Black's stones inside White's wall (J5-K5-K4-L4, J3-J2, M3-M2, H1, L1) have no room for
/// two eyes; GNU Go 3.8 calls each of them dead (`dragon_status`; no `owl_defend` for J3 or
/// J5), and its `final_status_list dead` lists them and no White stone here, as the record
/// counts it. The playouts lose them in about half of them, White's K2 too, and White's M1
/// (alone on the first line, in atari) in 0.40 to 0.44: standing beside the fight as a wall
/// in doubt, it left the fight to the draw (W+23.5, W+32.5 or W+58.5 as the seed fell), where
/// it is part of the fight, and the rule of the wall gives the inside to White. Until the
/// sharpened playouts past the first 128 drew their own random numbers, the default seed's
/// draw put the inside at 0.42 of 512 playouts, clear of even: kept by the playouts (W+23.5).
const STONES_INSIDE: [&str; 5] = ["J5", "J3", "M3", "H1", "L1"];

#[test]
fn the_stones_inside_whites_wall_die_under_sixteen_seeds_in_2003_03_07_3() {
    let mut wrong = Vec::new();
    for seed in sixteen_seeds() {
        let mut s = kgs6d_session("2003-03-07-3.sgf", seed.as_deref());
        let score = s.ok("final_score");
        let dead = s.ok("final_status_list dead");
        let missed: Vec<&str> = STONES_INSIDE
            .into_iter()
            .filter(|v| !lists(&dead, v))
            .collect();
        if score != "W+58.5" || !missed.is_empty() || lists(&dead, "K2") || lists(&dead, "M1") {
            wrong.push((seed, score, missed));
        }
    }
    assert!(wrong.is_empty(), "{wrong:?}");
}

/// `KGS2003/2003-01-12-12.sgf`, W+56.5. The right side:
/// ```text
///    J K L M N O P Q R S T
/// 12 o . . . o x x o o o o
/// 11 o x . o o o o o x o .
/// 10 o x . o x x . x x o .
///  9 . . x x x . . x o o .
///  8 o o o x . x . x o x x
///  7 o x o x o o o x o x .
///  6 x x o o o . o x x . x
///  5 . x o x o o x x o x x
///  4 . x o x x o x x o o o
///  3 . . x x . x o x o . o
///  2 . . . x . x o o o x o
///  1 . . . . x . o . x x x
/// ```
/// Black's stones in White's area here (K11-K10; R11 and its twelve down to Q3; N10 and its
/// six; O8; S8-T8-S7; T6-S5-T5) are dead as the record counts them, and GNU Go 3.8's
/// `final_status_list dead` lists each of them (with Black's S2 and R1-T1 inside White's lower
/// right group, and White's stones inside Black's area on the left). The sharpened playouts
/// lose R11, N10, O8, S8 and T6 in 0.45 to 0.53 of about 375 playouts: a fight at even, which
/// the rule of the wall gives to White when every living stone around it stands.
/// White's lower right group (R5-R4-S4-T4, T3-T2, R3-R2-Q2-P2-P3-P1) is one of the wall's
/// stones, and the playouts lose it in about a quarter of them: 0.23 under the default seed,
/// 0.25 to 0.29 under seeds 4, 6, 7, 11, 13 and 15. Until the eighty-ninth session a wall
/// stone had to be lost in under a quarter: under those six seeds it was a wall in doubt, the
/// rule did not apply, and the shares below even kept Black's stones (B+85.5; the wall's own
/// share at the quarter line was the coin, `docs/accuracy.md`, seventy-eighth entry). A keep
/// within three standard errors of the quarter line (0.057 at 512 playouts, 0.067 at 375)
/// now stands as a wall, as it stands for the eye counts: the inside dies under every seed.
#[test]
fn the_stones_inside_whites_area_die_as_recorded_in_2003_01_12_12() {
    check(
        "2003-01-12-12.sgf",
        "W+56.5",
        &["K11", "R11", "N10", "O8", "S8", "T6"],
        &["R5"],
    );
}

#[test]
fn the_stones_inside_whites_area_die_under_sixteen_seeds_in_2003_01_12_12() {
    check_sixteen_dead("2003-01-12-12.sgf", "W+56.5", "R11");
}
