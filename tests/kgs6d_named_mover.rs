//! A named mover gets a tempo, not a status (issue 60): with a player named to move
//! (`tenuki-to_move`, as `genmove` reads a game), a race goes to that player only when its
//! first move really captures. A capture its owner answers at once by taking back a bigger
//! block is an exchange, and the group the captured stone belonged to keeps its call. The
//! record is from godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`, as
//! `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`.

mod common;

use common::{kgs6d_session_named, lists, KGS6D_SEEDS};

/// `KGS2003/2003-11-05-9.sgf`, W+1.5 (GNU Go 3.8: White's corner and A2 alive). The lower
/// left corner:
/// ```text
///    A B C D E F
///  6 . o o x . x
///  5 o o x x x .
///  4 x x x x o x
///  3 x o o o o x
///  2 o . o . o x
///  1 . x . . o x
/// ```
/// White's lone A2 has two liberties, A1 and B2, beside Black's wall (two liberties, E6 and
/// F5, which Black connects as White fills either). Black to move: B2 puts A2 in atari,
/// White C1 puts Black's B1-B2 in atari, and Black's A1 takes A2 only to lose three stones
/// at A2, after which White's corner has an eye at A1-B1-B2 beside D1-D2. Black A1 first:
/// White B2 connects and Black's A1-B1 is taken at C1. The race read A2 as lost with Black
/// moving first, took it off, and the playouts then killed the corner: B+28.5.
#[test]
fn a2_and_its_corner_live_whoever_is_named_in_2003_11_05_9() {
    for seed in KGS6D_SEEDS {
        for to_move in [None, Some("b"), Some("w")] {
            let mut s = kgs6d_session_named("2003-11-05-9.sgf", seed, to_move);
            let at = format!("seed {seed:?}, {to_move:?} to move");
            assert_eq!(s.ok("final_score"), "W+1.5", "{at}");
            let dead = s.ok("final_status_list dead");
            for vertex in ["A2", "E3"] {
                assert!(
                    !lists(&dead, vertex),
                    "{at}: {vertex} dead: {}",
                    s.status_why(vertex)
                );
            }
        }
    }
}
