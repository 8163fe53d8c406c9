//! Seki in counted KGS games of strong players that the race of filling (the verifier's
//! `race_to_fill/`, issue 60) missed: a filler it never pressed, enemy blocks inside a group
//! whose two liberties neither side can fill, which its search ran out of positions reading,
//! and a seki of two eyeless groups beside living walls. The records are from
//! godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`, as `../shared/cases/kgs6d`),
//! copied unchanged into `tests/data/kgs6d/`; `RE` is what the
//! players agreed, GNU Go 3.8 gives the same result and seki list for each, and each seki
//! below is read by hand, with either player moving first.

mod common;

use common::check_seki_under_seeds;

/// `KGS2003/2003-12-29-19.sgf`, B+11.5 (GNU Go 3.8: B+11.5, and its `final_status_list seki`
/// lists B19, White's D19 group and Black's H19 group, as ours now does). The top left:
/// ```text
///    A B C D E F G H J
/// 19 . x . o o o . x o
/// 18 x o o o x o x x x
/// 17 x x . . x x x x o
/// 16 o x x x x o o x o
/// 15 o o . o o o . x o
/// 14 x o o o x o o o o
/// ```
/// White's seven stones D19 ... F18 have no eye and four liberties: C19 (beside Black's B19)
/// and G19, C17, D17, which Black's 18 stones A18 ... H15 share; those have A19, C15 and G15
/// of their own, beside White's living groups. Black first: D17, White C15, Black C17, White
/// G15; Black is left A19 and G19, and G19 would leave it A19 alone (White takes the 18
/// stones there), C19 B19-C19 (taken at A19). White first: C15, and the same. A seki of
/// three. The proof read White's group "one eye, dead" at once (1 position), its race never
/// pressing Black's block: it shares three liberties with White's, and counted with them
/// (six against four) it seemed too roomy to press. B+30.5 under all sixteen seeds until
/// 2026-12-01.
#[test]
fn d19_lives_in_a_seki_of_three_in_2003_12_29_19() {
    check_result_and_seki("2003-12-29-19.sgf", "B+11.5", &["D19", "H19", "B19"]);
}

/// [`check_seki_under_seeds`] for each of `vertices`, and `final_score` `result` under the
/// default seed and seeds 1-3, the record's player to move and each player named.
fn check_result_and_seki(file: &str, result: &str, vertices: &[&str]) {
    for seed in common::KGS6D_SEEDS {
        for to_move in [None, Some("b"), Some("w")] {
            let mut s = common::kgs6d_session_named(file, seed, to_move);
            assert_eq!(
                s.ok("final_score"),
                result,
                "{file}, seed {seed:?}, {to_move:?} to move: {}",
                s.status_why(vertices[0])
            );
        }
    }
    for vertex in vertices {
        check_seki_under_seeds(file, vertex, &[]);
    }
}

/// `KGS2001/2001-05-18-5.sgf`, W+12.5 (GNU Go 3.8: W+12.5, and its `final_status_list seki`
/// lists Black's J19 group and White's L19-L18-M18, as ours now does). The top, right of
/// centre:
/// ```text
///    G H J K L M N O P Q
/// 19 o o x . o x x x x o
/// 18 o x x x o o . x o .
/// 17 o x o x x x x x o o
/// 16 . x o o x x o x o x
/// 15 x x x o x x o o x x
/// 14 . x o o . x . o x o
/// ```
/// Black's 37 stones J19 ... L10 have no eye. They share K19 and N18 with White's L19-L18-M18
/// inside them, and G16, G14, L14, N14 and L12 with White's living groups around. White
/// fills those five; then a White stone at K19 or N18 leaves its four stones in atari, and
/// Black's capture leaves a bent or zigzag four, two eyes; a Black stone there is Black's own
/// atari. Neither fills: a seki. The race of filling read every order of the five fills
/// and ran out of positions, and a race left open is the enemy's in a seki test: the group
/// died as a close call (lost in 0.73 of 64 playouts), W+93.5 under all sixteen seeds until
/// 2026-12-01.
#[test]
fn j19_lives_in_seki_around_white_s_l19_in_2001_05_18_5() {
    check_result_and_seki("2001-05-18-5.sgf", "W+12.5", &["J19", "L19"]);
}

/// `KGS2002/2002-11-21-3.sgf`, B+43.5 (GNU Go 3.8: B+43.5, and its `final_status_list seki`
/// lists Black's A5 group and White's B3-B2-B1, as ours now does). The lower left:
/// ```text
///    A B C D E F G H J
///  6 o o o o x o o . x
///  5 x o . . x x x x x
///  4 x x x x x o x . o
///  3 x o x o o o x o o
///  2 x o x x o . o o .
///  1 . o . x o . . . .
/// ```
/// Black's 21 stones A5 ... D1 have no eye; they share A1 and C1 with White's B3-B2-B1
/// inside them, and their other liberties with White's groups around. A White stone at A1
/// or C1 leaves White's four in atari, and Black's capture leaves a bent four (not in the
/// corner: its bend is B1), two eyes; a Black stone there is Black's own atari once White
/// has filled the rest. A seki, which the playouts lose (Black's group taken in 0.72 of
/// them): W+4.5 under all sixteen seeds until 2026-12-01.
#[test]
fn a5_lives_in_seki_around_white_s_b3_in_2002_11_21_3() {
    check_result_and_seki("2002-11-21-3.sgf", "B+43.5", &["A5", "B3"]);
}

/// `KGS2003/2003-02-17-11.sgf`, W+13.5 (GNU Go 3.8: W+13.5, and its `final_status_list seki`
/// lists White's B19-B18-B17 and Black's C19 group, as ours now does). The top left:
/// ```text
///    A B C D E F G
/// 19 . o x x x o o
/// 18 x o x x o o x
/// 17 x o . x . o .
/// 16 x x x x . o x
/// 15 o x o x . o .
/// 14 o o o x . o .
/// 13 o o x x . o x
/// ```
/// Black's 19 stones C19 ... E12 have no eye; they share A19 and C17 with White's
/// B19-B18-B17, and E17 ... E13 with White's F19 group. White fills the E file; a White
/// stone at A19 or C17 then leaves its four in atari, Black's capture leaves a bent four
/// whose bend (B19 or B17) is no corner, two eyes; a Black stone there is Black's own
/// atari. A seki, which the playouts break (Black's group lost in 0.74 to 0.90 of them as
/// the seed goes): W+58.5 under all sixteen seeds until 2026-12-01.
#[test]
fn c19_lives_in_seki_around_white_s_b19_in_2003_02_17_11() {
    check_result_and_seki("2003-02-17-11.sgf", "W+13.5", &["C19", "B19"]);
}

/// `KGS2003/2003-08-12-28.sgf`, W+7.5 (GNU Go 3.8: W+7.5, and its `final_status_list seki`
/// lists White's N10 group and Black's O12 group, as ours now does). The right side:
/// ```text
///    L M N O P Q R S T
/// 13 x o o o o o x x .
/// 12 . o o x . o x o o
/// 11 . o x x . o x o .
/// 10 x x o x x x o . o
///  9 x x o x o o o o .
///  8 x . o x x x x o o
///  7 x x o . . . o x x
///  6 o x o o o o o o x
///  5 x x x o x o x x x
/// ```
/// White's 13 stones N10 ... Q5 have no eye and four liberties: M8, beside Black's living
/// L10 group, and O7, P7, Q7, which Black's 11 stones O12 ... R8 share; those have no eye
/// either, and P11 and P12 of their own beside White's living P14 group. Black first: M8,
/// White P11, Black O7, White P12, and whoever fills P7 or Q7 is taken at the other. White
/// first: P11, Black M8, White P12, and neither fills. A seki. Three readings missed it: the
/// seki test of shared liberties took Black's L10 for a partner in the seki (it has room of
/// its own), the proof of death let White answer Black's M8 with its own liberties only
/// (the press at P11 is the answer), and Black's race ran out of positions on White's fills
/// of the eyes S10 and T9. B+22.5 under all sixteen seeds until 2026-12-01.
#[test]
fn n10_lives_in_seki_with_o12_in_2003_08_12_28() {
    check_result_and_seki("2003-08-12-28.sgf", "W+7.5", &["N10", "O12"]);
}

/// `KGS2003/2003-02-05-12.sgf`, W+34.5 (GNU Go 3.8: W+34.5, and its `final_status_list seki`
/// lists White's R5 block and S1 and Black's T4-T2, as ours now does). The lower right corner:
/// ```text
///    N O P Q R S T
///  6 x x x x x x x
///  5 x . . x o o o
///  4 x . . x o . x
///  3 x o x x o o x
///  2 o x x o o . x
///  1 o x . x . o .
/// ```
/// White's R5 block (liberties S4, S2, R1) and Black's T4-T2 (S4, S2, T1) share S4 and S2;
/// White's lone S1 holds R1 and T1. Black R1 is answered by White S2 (then both sides have S4
/// and T1 only, and neither can fill them), Black S2 by White R1, Black T1 by White R1; White
/// filling S4 or S2 first puts itself in atari. A seki whoever moves first. Under fourteen
/// seeds of sixteen the made-again judgement killed S1 for want of territory (it shares R1
/// and S2 with R5, whose seki held) and R5 a round later: W+11.5. Under seeds 9 and 13 T4 was
/// "captured in one position", R5 and S1, kept in two thirds of the playouts, standing as its
/// attackers: W+37.5.
#[test]
fn r5_s1_and_t4_live_in_seki_in_2003_02_05_12() {
    let file = "2003-02-05-12.sgf";
    check_result_and_seki(file, "W+34.5", &["R5", "S1", "T4"]);
    for seed in ["9", "13"] {
        let mut s = common::kgs6d_session(file, Some(seed));
        assert_eq!(s.ok("final_score"), "W+34.5", "{file}, seed {seed}");
        for vertex in ["R5", "S1", "T4"] {
            common::check_seki_only(file, Some(seed), None, vertex);
        }
    }
}
