//! A race is won only by an attacker that lives (issue 60): a lone stone captured in a race
//! against an enemy group the playouts take stays on the board, and the verifier reads the
//! stone and the group. The record is from godmoves/Standard_Computer_Go_Dataset
//! (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`;
//! `RE` is what the players agreed.

mod common;

use common::{assert_judged_once, check_kgs6d_calls};

/// `KGS2003/2003-09-20-10.sgf`, B+2.5 (GNU Go 3.8 calls J13's 17 stones dead too). The
/// centre:
/// ```text
///    F G H J K L M N O
/// 14 x . o x x . . . .
/// 13 x x x o x x x . .
/// 12 x x o o o o o . .
/// 11 x . x o x . o x x
/// 10 x . x o . o o o x
///  9 x x o o o x x o .
///  8 x x x o x x x x x
/// ```
/// White's J13 group (17 stones) has the eye space K10-K11-L11, a bent three, with Black's
/// lone K11 on its vital point, and two liberties outside, N12 and O9. White takes K11 by
/// filling K10 and L11, which leaves one eye at K11; Black fills N12 and O9 and captures the
/// group. Read as a race, K11 (two liberties) is captured even when Black moves first, and
/// under seed 1 the race took it: the playouts read again without K11 found the space empty
/// and let J13 live (W+103.5). The playouts themselves took J13 (in 0.73 of them), so the
/// race's winner does not live: the race is not decided, and K11 stands.
#[test]
fn k11_stands_inside_the_dead_j13_group_in_2003_09_20_10() {
    check_kgs6d_calls(
        "2003-09-20-10.sgf",
        "B+2.5",
        &["J13", "N10", "J8"],
        &["K11"],
    );
}

/// `KGS2002/2002-09-20-3.sgf`, B+3.5 as recorded. The centre:
/// ```text
///    G H J K L M N O
/// 13 o o o x x x . .
/// 12 . . x o x o x x
/// 11 o o x o o o o x
/// 10 o . o x x o x x
///  9 . . o . . . o x
/// ```
/// White's K12 block (K12, K11-N11, M12, M10: seven stones) is in atari at M9, and Black's
/// J12-J11 in atari at H12: whoever moves first takes the other, and the playouts lose each
/// in half of them. The player moving first plays in the bigger fight: White saves K12 by
/// taking J12, and K10-L10 dies with it (B+3.5). The verifier proves the side the draw took
/// (White captures J12 moving first, or Black K12); read beside J12's proof, K12, kept at
/// even, keeps its call as the bigger. The other way round, J12, kept at even and smaller
/// than K12's proof, is read for its death on the same standing, and the two proofs meet in
/// the rule of conflicting captures, which drops the bigger's: the draw decides nothing, and
/// the judgement is not made again (until 2026-12-05 it was, with 512 playouts, and a smaller
/// budget of sharpened moves left the game to the draw: B+53.5 under five seeds of 48).
#[test]
fn a_race_at_tempo_the_draw_split_goes_to_the_bigger_block_in_2002_09_20_3() {
    check_kgs6d_calls("2002-09-20-3.sgf", "B+3.5", &["J12", "K10"], &["K12"]);
    assert_judged_once("2002-09-20-3.sgf", "K12");
}
