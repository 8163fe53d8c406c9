//! A race is won only by an attacker that lives (issue 60): a lone stone captured in a race
//! against an enemy group the playouts take stays on the board, and the verifier reads the
//! stone and the group. The record is from godmoves/Standard_Computer_Go_Dataset
//! (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`;
//! `RE` is what the players agreed.

mod common;

use common::check_kgs6d_calls;

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
