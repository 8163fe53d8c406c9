//! Throw-ins in counted KGS games (issue 60). One kills no group that takes an enemy block in
//! atari beside it: the capture gives the group room the throw-in does not take away, and
//! the playouts and the proofs read it instead; nor one that fills the liberties of an enemy
//! block the playouts took before the throw-in has killed it. One of several stones fills a
//! liberty a group shares with the thrower when its capture leaves the group a dead shape.
//! A throw-in's kill that frees an enemy block short of liberties is read again. The records
//! are from godmoves/Standard_Computer_Go_Dataset (`KGS_6d_190000`, as
//! `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`; `RE` is what the
//! players agreed.

mod common;

use common::{check_kgs6d_calls, check_kgs6d_calls_whoever_moves, kgs6d_session, lists};

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

/// `KGS2003/2003-08-26-22.sgf`, W+2.5 (GNU Go 3.8 lists the corner dead too). The top left:
/// ```text
///    A B C D E F G
/// 19 . x o . . o .
/// 18 o x x o o o .
/// 17 o . x x o o .
/// 16 x x x o o o o
/// 15 o o o o o . x
/// ```
/// Black's corner B19-C16 (eight stones) has no eye and two liberties, A19 and B17, both
/// White's A18-A17's too: a seki to the eye counts. White throws in at B17: its three stones
/// are in atari at A19, and Black taking them is left the bent three A18-A17-B17; White
/// plays A17, and Black, with no other eye (taking the lone C19 at D19 makes none), dies.
/// Black first has no move: A19 or B17 puts Black in atari itself. The playouts take the
/// corner in 0.35 to 0.42 of them (seeds 1-3). The close calls' step kills a keep in such a
/// seki only when the race of filling, its owner moving first, finds the fill that breaks
/// it; before that race read a throw-in of several stones, it called the corner a seki
/// (B+16.5).
#[test]
fn the_corner_dies_to_a_throw_in_in_2003_08_26_22() {
    check_kgs6d_calls(
        "2003-08-26-22.sgf",
        "W+2.5",
        &["B19", "A16", "C17"],
        &["A18"],
    );
}

/// [`the_corner_dies_to_a_throw_in_in_2003_08_26_22`] with a player named to move: the game is
/// then read as still in play, where a close call is what hangs on who moves and the eye
/// counts do not decide it; but the corner's race of filling is lost with Black moving first,
/// so it dies whoever is named (it stayed in seki, B+16.5, before the close calls' step read
/// the seki lost in play too; the proof of its death runs out of its 300 positions).
#[test]
fn the_corner_dies_to_a_throw_in_whoever_is_named_to_move() {
    for color in ["b", "w"] {
        let mut s = kgs6d_session("2003-08-26-22.sgf", None);
        s.ok(&format!("tenuki-to_move {color}"));
        assert_eq!(s.ok("final_score"), "W+2.5", "{color} to move");
        let dead = s.ok("final_status_list dead");
        assert!(
            lists(&dead, "B19"),
            "{color} to move: {}",
            s.status_why("B19")
        );
    }
}

/// `kgs-19-2017-05-new/2017-05-26-7.sgf`, W+31.5 (GNU Go 3.8 the same). The bottom left:
/// ```text
///    A B C D E F G H
///  9 o . o o x o o .
///  8 o o x x x x o x
///  7 x x x . x x o x
///  6 x o o o . x x o
///  5 o o x o x x o o
///  4 x x x x o x o x
///  3 . o x x o o o o
///  2 o o x o o o o o
///  1 . x x x x x o x
/// ```
/// Black's 16 stones A7-E9-F4 and White's six B6-D6-D5-A5 share their only liberties, D7 and
/// E6: a seki as they stand, which the playouts keep. But White's six also touch Black's 13
/// stones A4-D4-C5-C2-F1, whose only liberties are A1 and A3, shared with White's A2-B2-B3:
/// White throws in at A3, Black takes the four stones and is left the square four A2-B2-A3-B3,
/// a dead shape (White plays back inside); Black first has no move (A1 or A3 puts the 13 in
/// atari). With the 13 taken, White's six have room and fill D7 and E6: the 16 die whoever
/// moves first. The throw-in's kill read on the final position alone left the seki standing
/// (B+2.5 under every seed); the playouts now read the board again without the 13.
#[test]
fn a_seki_falls_with_the_block_a_throw_in_kills_in_2017_05_26_7() {
    check_kgs6d_calls_whoever_moves(
        "2017-05-26-7.sgf",
        "W+31.5",
        &["E9", "A7", "F4", "C5", "A4", "F1"],
        &["B6", "D5", "A2", "E4"],
    );
}

/// `KGS2003/2003-05-29-5.sgf`, W+2.5 (GNU Go 3.8 the same). The right side:
/// ```text
///    O P Q R S T
/// 12 . . o x x x
/// 11 x . x x o x
/// 10 o x x o o o
///  9 o o x o x .
///  8 o x o o . x
///  7 o x x o o o
///  6 o o x x x x
///  5 o . x x o .
///  4 o o x o . o
///  3 o x x o . .
///  2 . o x o . .
/// ```
/// White's ten stones R10-S11-Q8-T7 have two liberties, S8 and T9, around Black's lone S9
/// and T8: Black throws in at S8 (or T9), White takes the three stones at T9 and is left the
/// bent three S8-S9-T8, whose vital point S8 Black takes. But the ten also touch Black's 13
/// stones P8-Q7-T6-Q2, which have two liberties, P5 and T5, inside White's wall: White fills
/// P5 while Black plays inside, and when Black's next stone puts both in atari, White takes
/// the 13 at T5: this is Black moving first, and White first simply fills. The playouts
/// (which never throw in three stones) take the 13; the throw-in read on the final position
/// killed the ten all the same (B+26.5 under every seed). Now a throw-in kills no block
/// beside a block the playouts took with fewer liberties, one of them outside, than the dead
/// shape is worth in a race (a bent three, 3): the ten live.
#[test]
fn a_race_outruns_a_throw_in_in_2003_05_29_5() {
    check_kgs6d_calls_whoever_moves(
        "2003-05-29-5.sgf",
        "W+2.5",
        &["S9", "T8", "P8", "Q2"],
        &["R8", "S11", "T7", "O10"],
    );
}

/// `KGS2003/2003-11-15-10.sgf`, B+19.5 (GNU Go 3.8 the same). The bottom left:
/// ```text
///    A B C D E F G H J K L M
///  6 x x . x . x o o o x o .
///  5 . x x . x o o o x x o o
///  4 x o x x x o x o o x x o
///  3 x o o . o x x x x x o .
///  2 x x o o o x . o o x o o
///  1 . o o x x x x . x x x o
/// ```
/// Black's 20 stones K6-J5-G4-F3-K2-D1-L1 have two liberties, G2 and H1, around White's H2
/// and J2: White's throw-in at G2 leaves the straight three G2-H2-J2 once Black has taken
/// it. But White's nine stones B4-B3-E3-E2-C1 beside them have two liberties, D3 and A1,
/// neither the 20's: Black fills them first and takes the nine. The throw-in killed the 20
/// (W+15.5 under every seed).
#[test]
fn a_race_outruns_a_throw_in_in_2003_11_15_10() {
    check_kgs6d_calls_whoever_moves(
        "2003-11-15-10.sgf",
        "B+19.5",
        &["B4", "C2", "B1", "H2", "J2"],
        &["K6", "G4", "D1", "L1"],
    );
}

/// `KGS2003/2003-06-24-11.sgf`, W+12.5 (GNU Go 3.8 the same). The bottom right:
/// ```text
///    M N O P Q R S T
///  9 x x x . x o o o
///  8 x o o o o o . .
///  7 x x o . o x x .
///  6 x o o o o o x .
///  5 . x x x o x x x
///  4 x . x o x x x o
///  3 x o x o o o o o
///  2 x x o o o x x o
///  1 x x x o . x x .
/// ```
/// White's twelve stones P4-T3-O2-P1 have two liberties, Q1 and T1, around Black's
/// R2-S2-R1-S1: Black throws in at Q1, White takes the five stones at T1 and is left a bulky
/// five, a dead shape (eight liberties in a race, Black moving first). But the twelve touch
/// Black's R7 group R7-S6-T5-Q4 (nine stones), whose liberties are T6, T7 and S8: White
/// fills them while Black plays inside, and takes it. The throw-in killed the twelve (B+18.5
/// under every seed).
#[test]
fn a_race_outruns_a_throw_in_in_2003_06_24_11() {
    check_kgs6d_calls_whoever_moves(
        "2003-06-24-11.sgf",
        "W+12.5",
        &["R7", "S4", "T5", "R2", "S1", "N3"],
        &["P4", "T2", "P1", "O2", "Q6"],
    );
}

/// `kgs-19-2017-04-new/2017-04-04-24.sgf`, W+73.5 (GNU Go 3.8 the same). The top left:
/// ```text
///    A B C D E F G H J K
/// 19 . x x x o x x . o o
/// 18 o x o o o o . o o x
/// 17 . x o x o o o o x x
/// 16 x x x x x x o o o x
/// 15 o o o x o o x o x x
/// 14 x x o o o x x o x x
/// 13 x x . o x x x o x x
/// 12 . o o o o x x x o o
/// ```
/// Three throw-ins. White's 20 stones E19-C18-H17-K19-H13 have two liberties, G18 and H19,
/// around Black's F19-G19; White's A15-C14-E15-E12 two, C13 and A12, around Black's
/// A14-B14-A13-B13; Black's corner B19-B17-F16-D15 (13 stones) two, A19 and A17, around
/// White's A18. The corner touches both white groups: White throws in at A17, Black takes
/// the two stones and is left one eye, and White fills A19 and A17 before Black's throw-ins
/// have killed either group. The playouts take the corner; the throw-ins killed all three
/// (W+11.5 under every seed).
#[test]
fn the_corner_s_race_outruns_two_throw_ins_in_2017_04_04_24() {
    check_kgs6d_calls_whoever_moves(
        "2017-04-04-24.sgf",
        "W+73.5",
        &["B19", "F16", "D15", "F19", "A14", "B13"],
        &["E19", "H13", "K19", "A15", "E12"],
    );
}
