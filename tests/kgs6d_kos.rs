//! A capturing race left on a ko at the end of a finished game is counted as the players left
//! it (issue 60: a call no draw moves). The records are from godmoves/Standard_Computer_Go_Dataset
//! (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`;
//! `RE` is what the players agreed.

mod common;

use common::{assert_in_seki, check_kgs6d_calls, kgs6d_session, KGS6D_SEEDS};

/// `kgs-19-2017-02-new/2017-02-18-10.sgf`, W+4.5, the game ended with two passes. The upper
/// right:
/// ```text
///    L M N O P Q R S T
/// 19 . x o . o x o o .
/// 18 x x o o x x x o .
/// 17 x o o x . x o o .
/// 16 x o . o x x x o .
/// 15 x o o o o x x o .
/// ```
/// White's N19 group (32 stones, down to O8) has N16, an eye lower down and O19; its stone
/// P19 is in atari at O19. Black's Q19 group (28 stones) has P17, an eye and O11; its stone
/// O17 is in atari at P17. Black moving first takes P19 at O19, a ko White may not take back
/// at once, and N19 is short of liberties; White's answer at P17 takes O17, the same way, and
/// puts Q19 in atari, but Black takes N19 first. White moving first wins the same way round.
/// Nobody took the first ko before both passed. The playouts take each group in about half of
/// them, and whichever the draw took died: B+65.5 under every seed of 48, 70 points from the
/// record. Counted as the players left it, all four blocks stand (W+4.5, the record's; GNU Go
/// 3.8 lists them in seki), under every seed.
#[test]
fn a_race_left_on_a_ko_stands_on_both_sides_in_2017_02_18_10() {
    check_kgs6d_calls(
        "2017-02-18-10.sgf",
        "W+4.5",
        &["E9", "E7", "H3"],
        &["N19", "P19", "Q19", "O17"],
    );
    for seed in KGS6D_SEEDS {
        let mut s = kgs6d_session("2017-02-18-10.sgf", seed);
        for v in ["N19", "P19", "Q19", "O17"] {
            assert_in_seki(&mut s, &format!("2017-02-18-10, seed {seed:?}"), v);
        }
    }
}

/// `KGS2003/2003-07-24-22.sgf`, W+49.5. The upper left:
/// ```text
///    A B C D E F G
/// 19 . x . . o . o
/// 18 x o o o x o .
/// 17 o x o o x x o
/// 16 . x o x . x o
/// 15 . x o o . . o
/// ```
/// White's lone A17 is in atari at A16, Black's lone A18 at A19 beside Black's B19. The race
/// of A17 hangs on a ko (Black takes it only through one), but White has no ko stone of its
/// own whose capture would attack A17: no race at tempo of two sides, and the rule for a ko
/// left at the end does not touch it. Black's B17 group (18 stones) is short of eyes, and
/// A18 and B19 die with it inside White's corner, as the players counted. (A first build of
/// the rule, without the ko stone of the other side, revived A18 and B19: W+42.5.)
#[test]
fn a_ko_with_no_race_at_tempo_is_left_to_the_other_steps_in_2003_07_24_22() {
    check_kgs6d_calls(
        "2003-07-24-22.sgf",
        "W+49.5",
        &["A18", "B19", "B17"],
        &["A17", "B18"],
    );
}
