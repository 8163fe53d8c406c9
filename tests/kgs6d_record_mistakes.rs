//! Counted KGS games whose record we read as the players' mistake (issue 60: "read a reference
//! answer you disagree with and say so with the reading"). `RE` is what the players agreed,
//! not a reading: where a hand reading shows a group the record counts dead to be alive, the
//! judge must keep it, whatever a change gains on the record's figure. The records are from
//! godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`, as `../shared/cases/kgs6d`),
//! copied unchanged into `tests/data/kgs6d/`.

mod common;

use common::{kgs6d_session, kgs6d_session_named, lists, KGS6D_SEEDS};

/// `kgs-19-2017-03-new/2017-03-18-21.sgf`, `RE` W+2.5 (Japanese rules, komi 6.5; GNU Go 3.8
/// says W+3.5 and also counts the corner dead). The top left:
/// ```text
///    A B C D E F
/// 19 . o o x o o
/// 18 x x . x o x
/// 17 . x x x o x
/// 16 o x o o o x
/// 15 x o o . o o
/// 14 x x x x o x
/// ```
/// Black's corner (A18, B18, D19, D18, B17, C17, D17, B16: 8 stones) has three liberties, A19,
/// C18 and A17; White's B19-C19 shares A19 and C18 with it; White's A16 has one liberty, A17,
/// where White cannot play (no liberty, no capture). Black A17 takes A16 and leaves an eye
/// there; then Black C18 puts B19-C19 in atari (White's A19 would be suicide) and Black A19
/// takes them: two eyes, whoever moves first, for White has no move that stops it. The record
/// counts the corner dead; with it dead the score is W+2.5, with it alive Black wins. The
/// judge keeps it alive under every seed: it calls it a seki with B19-C19 (B+18.5), which
/// is wrong about B19-C19 and A16 (see the test below), right about the corner. Without the
/// proofs of clear kills (tried in the fifty-ninth sitting, `docs/accuracy.md`) the corner
/// died, and the record's figure "gained" this game under all sixteen seeds.
#[test]
fn the_corner_that_takes_a_stone_in_atari_lives_in_2017_03_18_21() {
    for seed in KGS6D_SEEDS {
        for to_move in [None, Some("b"), Some("w")] {
            let mut s = kgs6d_session_named("2017-03-18-21.sgf", seed, to_move);
            let dead = s.ok("final_status_list dead");
            for corner in ["A18", "D19", "B16", "C17"] {
                assert!(
                    !lists(&dead, corner),
                    "seed {seed:?}, {to_move:?} to move: {}",
                    s.status_why(corner)
                );
            }
        }
    }
}

/// The same corner: White's B19-C19 and A16 are dead (Black takes A16 at A17, then B19-C19 at
/// C18 and A19, and White has no answer), so no seki is left there.
#[test]
#[ignore = "the judge calls Black's corner and White's B19-C19 a seki and keeps White's A16 (lost in 0.16 of the playouts): a lone stone in atari that its owner cannot extend is not read as dead"]
fn white_loses_b19_and_a16_in_2017_03_18_21() {
    let mut s = kgs6d_session("2017-03-18-21.sgf", None);
    let dead = s.ok("final_status_list dead");
    for white in ["B19", "C19", "A16"] {
        assert!(lists(&dead, white), "{}", s.status_why(white));
    }
    let seki = s.ok("final_status_list seki");
    assert!(!lists(&seki, "D19"), "{seki}");
}
