//! Close calls that no proof settles are decided by the eye count, not by the draw (issue 60):
//! a block the playouts took only just (in more than half of them, fewer than three in four or
//! past it by less than the draw's error), which the verifier could neither prove dead nor
//! alive, lives when the refined count, read with it alive, finds it alive with points of its
//! own and the seed's count does not kill it; kept at even, it stands without the judgement
//! made again. The records are from
//! godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied
//! unchanged into `tests/data/kgs6d/`; `RE` is what the players agreed. Each is checked under
//! the default seed and seeds 1-3: the playouts alone took the stone under every seed in the
//! first two, and under some seeds in the next two (one point off `RE`). The last game, a tie
//! at even, is checked under the default seed and seed 15, the seed that drew the tie.

mod common;

use common::{assert_judged_once, kgs6d_session, lists, KGS6D_SEEDS};

/// Loads `file` of `tests/data/kgs6d/` under each seed and checks that `final_score` is
/// `result` and that `vertex` lives by the eye count (as a kill it spares, or as a keep the steps
/// read again on the other side of even leave alive).
fn check(file: &str, result: &str, vertex: &str) {
    for seed in KGS6D_SEEDS {
        let mut s = kgs6d_session(file, seed);
        assert_eq!(s.ok("final_score"), result, "{file}, seed {seed:?}");
        let dead = s.ok("final_status_list dead");
        let why = s.status_why(vertex);
        assert!(!lists(&dead, vertex), "{file}, seed {seed:?}: {why}");
        // spared as a kill ("the eye count decides"), or a keep the count would spare on the
        // other side of even ("read again on the other side of even")
        assert!(
            (why.contains("the eye count decides") || why.contains("the other side of even"))
                && why.contains("unsure"),
            "{file}, seed {seed:?}: {why}"
        );
    }
}

/// `KGS2001/2001-05-31-8.sgf`, W+5.5. The upper left corner:
/// ```text
///    A B C D E F G
/// 19 . . o . o x o
/// 18 . o o o x x o
/// 17 . . o x . x o
/// ```
/// White's lone E19 is in atari at D19, inside White's own corner: Black taking it at D19 is
/// left in atari at E19, a ko, which neither player took before both passed. The stone
/// stands as the players left it, and D19 is White's point. The playouts, which fight the ko
/// at random, took E19 in about half of them (W+4.5).
#[test]
fn e19_stands_by_the_eye_count_in_2001_05_31_8() {
    check("2001-05-31-8.sgf", "W+5.5", "E19");
}

/// `KGS2001/2001-12-15-9.sgf`, W+19.5. The lower left side:
/// ```text
///    A B C D E F G
///  3 . . x o o . .
///  2 . . x x o o o
///  1 . . x . x o .
/// ```
/// Black's lone E1 is in atari at D1, beside Black's own eye: White taking it at D1 is left
/// in atari at E1, a ko left as it was. The playouts took E1 in about half of them (W+20.5).
#[test]
fn e1_stands_by_the_eye_count_in_2001_12_15_9() {
    check("2001-12-15-9.sgf", "W+19.5", "E1");
}

/// `KGS2001/2001-03-17-5.sgf`, B+30.5. The top middle:
/// ```text
///    E F G H J K L M
/// 17 o o o x . . . x
/// 16 o . o o x x . x
/// 15 x o o x . x . x
/// 14 x x o o x x x o
/// 13 o x x x x . . o
/// ```
/// Black's lone H15 is in atari at J15, inside Black's own area: White taking it at J15 is
/// left in atari at H15, a ko, which neither player took before both passed. The stone
/// stands, and J15 is Black's point. The playouts took H15 in 0.59 to 0.69 of them, under
/// one seed of four below the old line at 0.625 (B+29.5 under the other three).
#[test]
fn h15_stands_by_the_eye_count_in_2001_03_17_5() {
    check("2001-03-17-5.sgf", "B+30.5", "H15");
}

/// `kgs-19-2017-06-new/2017-06-23-11.sgf`, W+19.5. The bottom right:
/// ```text
///    L M N O P Q R
///  3 . o x o . x x
///  2 . o o x x . x
///  1 . o . o x x o
/// ```
/// White's lone O1 is in atari at N1, beside White's own point: Black taking it at N1 is
/// left in atari at O1, a ko left as it was. The playouts took O1 in 0.62 to 0.70 of them
/// (W+18.5 under three seeds of four); since they answer a move with a hane beside it, in up
/// to 0.77 (seed 3), within the draw's error of three in four, where the eye count decides.
#[test]
fn o1_stands_by_the_eye_count_in_2017_06_23_11() {
    check("2017-06-23-11.sgf", "W+19.5", "O1");
}

/// `KGS2003/2003-01-28-9.sgf`, W+7.5. The bottom middle:
/// ```text
///    G H J K L M
///  3 x x o . . o
///  2 . x x o o .
///  1 . x . x o .
/// ```
/// Black's lone K1 is in atari at J1, beside Black's own point: White taking it at J1 is left
/// in atari at K1, a ko neither player took before both passed. The playouts took K1 in 0.46
/// to 0.52 of 128 under the four seeds. The eye count, read with K1 alive, finds it alive with
/// J1 its point: it spares K1 as a kill and leaves it as a keep, so K1 lives whichever side of
/// even the draw put it; read again on the other side, the judgement's calls are the same, and
/// it is not made again (until 2026-11-30 it was, to 512 playouts, for the same answer).
#[test]
fn k1_lives_on_either_side_of_even_in_2003_01_28_9() {
    check("2003-01-28-9.sgf", "W+7.5", "K1");
    assert_judged_once("2003-01-28-9.sgf", "K1");
}

/// `KGS2003/2003-12-23-43.sgf`, W+0.5 (GNU Go 3.8 kills the same stones). Black's C17 group
/// (nine stones, C17 to F14) and B14-C13 lie inside White's upper left, lost in 0.5 to 0.6
/// of the playouts, and the record, GNU Go and fifteen seeds of sixteen kill them. Under seed
/// 15 the first judgement's 128 playouts took C17, B14 and White's C14 in exactly 64 each: a
/// tie, which keeps a block. Read on the other side of even, each tie was swapped for itself,
/// so every call came out the same, the judgement was not made again, and the ties stood:
/// C17 alive, B+47.5. A tie's other side is now a kill by one playout, the sides decide, and
/// the judgement made again kills C17 as under the other seeds.
#[test]
fn c17_dies_after_a_tie_at_even_in_2003_12_23_43() {
    for seed in [None, Some("15")] {
        let mut s = kgs6d_session("2003-12-23-43.sgf", seed);
        assert_eq!(s.ok("final_score"), "W+0.5", "seed {seed:?}");
        let dead = s.ok("final_status_list dead");
        for vertex in ["C17", "B14"] {
            assert!(
                lists(&dead, vertex),
                "seed {seed:?}: {}",
                s.status_why(vertex)
            );
        }
    }
}

/// `KGS2003/2003-07-24-20.sgf`, W+3.5 (GNU Go 3.8: W+2.5, Black's N9 group alive). The
/// centre right:
/// ```text
///    H J K L M N O P Q
///  9 . x o o o x x o o
///  8 o o x x o x . x o
///  7 . . . . . x x x o
///  6 o o x x . . . o o
///  5 x x x o o x x x o
/// ```
/// Black's N9 group has one eye, O8, and shares N6 and O6 with the N5-P5 stones, whose other
/// neighbours are White's; its other liberty M7 opens into the space H7-M7, M6, which Black's
/// K8-L8 and K6-L6 and White's H8-J8, M8 and H6-J6 all border. The playouts lose it in 0.44
/// to 0.64 of them: a close call at even, read by the eye counts. The refined count finds it
/// alive with points of its own; the seed's count finds it one
/// eye short. Until 2026-12-03 the kill side read the refined count alone and the keep side
/// both: dead under fifteen seeds of sixteen (W+14.5), alive under seed 1 (W+3.5). Both sides
/// now read both counts: the call is the same under every seed.
#[test]
fn n9_is_called_the_same_on_both_sides_of_even_in_2003_07_24_20() {
    let file = "2003-07-24-20.sgf";
    let mut results = Vec::new();
    for seed in KGS6D_SEEDS.into_iter().chain([Some("4"), Some("5")]) {
        let mut s = kgs6d_session(file, seed);
        results.push((seed, s.ok("final_score"), s.status_why("N9")));
    }
    assert!(
        results.iter().all(|(_, score, _)| *score == results[0].1),
        "{results:?}"
    );
}

/// The same record: GNU Go 3.8 and the players keep Black's N9 group (the black stones can
/// join K6-L6 through M6, and White's M5-L5 and M8 groups around are not settled either; the
/// game was left unfinished in the centre).
#[test]
#[ignore = "the seed's count finds Black's N9 group one eye short on both sides of even: W+14.5"]
fn n9_lives_as_recorded_in_2003_07_24_20() {
    let mut s = kgs6d_session("2003-07-24-20.sgf", None);
    assert!(
        !lists(&s.ok("final_status_list dead"), "N9"),
        "{}",
        s.status_why("N9")
    );
    assert_eq!(s.ok("final_score"), "W+3.5");
}
