//! A throw-in kills no group that takes an enemy block in atari beside it (issue 60): the
//! capture gives the group room the throw-in does not take away, and the playouts and the
//! proofs read it instead. The record is from godmoves/Standard_Computer_Go_Dataset
//! (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`;
//! `RE` is what the players agreed.

mod common;

use common::check_kgs6d_calls;

/// `KGS2002/2002-02-07-4.sgf`, W+11.5, ended by two passes. The top left:
/// ```text
///    A B C D E F
/// 19 . o o x x x
/// 18 x o x x . x
/// 17 . o o o x x
/// 16 o o x x o x
/// 15 o x x o o x
/// 14 x . x o x x
/// 13 . . o o o x
/// ```
/// White's corner (B19, nine stones) has two liberties, A19 and A17, with Black's lone A18
/// between them: a black throw-in at either is captured as a two-point space, one eye. The
/// judge killed the corner by that throw-in, and with it standing dead, no proof of the
/// black stones beside it was read. But White's last move, A15, put Black's five stones
/// C16-D16-B15-C15-C14 in atari at B14, and Black passed: White takes them and has the room
/// they leave. The players agreed the five stones, A14 and A18 dead and the corner alive, and
/// GNU Go 3.8 lists the same dead stones as we now do. Before, the result went with the
/// draw: B+28.5 under the default seed, B+10.5 under seeds 1-3.
#[test]
fn white_s_corner_takes_the_stones_in_atari_in_2002_02_07_4() {
    check_kgs6d_calls(
        "2002-02-07-4.sgf",
        "W+11.5",
        &["C16", "C14", "A14", "A18"],
        &["B19", "A16", "D17"],
    );
}
