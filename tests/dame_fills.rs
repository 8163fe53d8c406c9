//! Issue 45, the quiet move: in a finished game, filling a dame point (legal; the new stone
//! keeps two liberties and no block beside it is left with fewer than two) changes no group's
//! life, far from the fill or beside it. Each game below is one the judge scores as its
//! record's `RE` (ogs_archive.rs), so the dead stones before the fill are the right ones, and
//! the same stones must be dead after it: the player to move, the fill's opponent, answers
//! any threat the fill makes. Each fill is judged under several seeds (`--seed`), through the
//! real binary, as a GoGui user filling a dame would. `tools/dame-fills.py` runs the same
//! check over every fill of every such game (1,842 fills; none flips a stone under the
//! seeds tried).

mod common;

use common::{archive, Session};

/// The dead stones of `game` before and after each fill, under each seed: the same.
fn fills_change_nothing(game: &str, fills: &[&str]) {
    for seed in ["1", "2", "3", "7"] {
        let mut s = Session::start(&["--seed", seed]);
        s.ok(&format!("loadsgf {}", archive(game)));
        let before = s.ok("final_status_list dead");
        for fill in fills {
            s.ok(&format!("play {fill}"));
            let after = s.ok("final_status_list dead");
            assert_eq!(after, before, "{game}, seed {seed}, after {fill}");
            s.ok("undo");
        }
    }
}

/// 61071, the centre top (White `o`, Black `x`):
/// ```text
///      H J K L M N O P
///   16 . x . x o o o o
///   15 o x x x . . x x
///   14 x o o . o o o x
///   13 . x o o . o x .
///   12 . . x o x x . .
/// ```
/// White's J14-K14-K13-L13-L12 joins M14-N14-O14-N13 at L14 or M13 (miai), and that group
/// joins M16 at M15 or N15 (miai): all of it lives. Black's M15 (or N15) threatens the cut;
/// White, to move, connects at the other point. The judge once gave Black the race after
/// M15 (White "passing" because it had no race of its own to win) and, after N15, read the
/// link only through blocks already called alive.
#[test]
fn game_61071_a_cutting_threat_is_answered() {
    fills_change_nothing("61071.sgf", &["b M15", "b N15"]);
}

/// 612715, the bottom centre:
/// ```text
///      D E F G H J K
///    6 . o x x o o x
///    5 . o . o . o o
///    4 o o . o . o o
///    3 x o x x o o o
///    2 . x . x x x o
/// ```
/// White's 13 stones H6-J6-...-K1 have two liberties, H5 and H4, both shared with G5-G4:
/// linked (miai). G5-G4 joins E5-E4 at F5 or F4 (miai). Black's F5 (or F4) threatens the cut
/// and White connects at the other. The race reading alone (the two blocks' liberties, never
/// the connection one move away) had White's 13 stones lose to Black's G3 even moving first.
#[test]
fn game_612715_the_connection_one_move_away_is_read() {
    fills_change_nothing("612715.sgf", &["b F5", "b F4"]);
}

/// 619956, the top right corner:
/// ```text
///      P Q R S T
///   19 . . . x .
///   18 o x . . o
///   17 o x . x .
///   16 o x o o .
/// ```
/// White's lone T18 among Black's stones: the playouts lose it in 22% to 30% of them, a share
/// at the quarter line (where the eye counts and the verifier take over), and no reading
/// settles it either way. A fill 24 points away (D9) moved the share across the line, and
/// the verifier then "proved" T18 dead by filling its liberties with White's dead stones
/// around it. Now a keep at the line is read whichever side the draw puts it, and a proof of
/// death that needs dead stones to fill liberties proves nothing.
#[test]
fn game_619956_a_far_fill_leaves_the_corner_alone() {
    fills_change_nothing("619956.sgf", &["w D9", "w M15", "w T12", "b Q9"]);
}

/// 604620's upper left: White's lone A16 sits in atari beside Black's A17-B17-B16-C16, which
/// White takes in three quarters of the playouts, inside White's area, where the record
/// counts it White's. Under seed 2 a white fill at L14, far away, moved A16's share to the
/// quarter line, where the verifier reads it, and a proof of its capture by those black
/// stones stood while only a sure death refused an attacker (a draft of the reading for
/// issue 45): a kill by the playouts refuses one again, unless its share is near even.
#[test]
fn game_604620_a_far_fill_leaves_a16_alone() {
    fills_change_nothing("604620.sgf", &["w L14", "w G18"]);
}

/// 62227: White's N6-O6-Q7-R7-S7-S8 on the right (lost in 19% of the playouts, near the
/// quarter line) lives by its link to L11 with White to move; a black fill at N12 or M11,
/// far away, used to push its share over the line, where the eye counts called it short of
/// eyes.
#[test]
fn game_62227_a_far_fill_leaves_the_right_side_alone() {
    fills_change_nothing("62227.sgf", &["b N12", "b M11"]);
}

/// The fills beside a group that used to flip it (the issue's list): each is answered by the
/// player to move, or changes nothing. 621171's `w P15` turned the top from "Black's M19 group
/// dead" (B+0.5, as recorded) to "White's N18 group dead" (B+67.5).
#[test]
fn fills_beside_a_group_are_answered() {
    fills_change_nothing("621171.sgf", &["w P15"]);
    fills_change_nothing("607045.sgf", &["b N4", "b O4"]);
    fills_change_nothing("611174.sgf", &["b L10", "b M10"]);
    fills_change_nothing("615272.sgf", &["w S11", "w T10"]);
}

/// 620291, the centre (the issue's K10):
/// ```text
///      G H J K L M
///   12 o . o o x .
///   11 . o . o x x
///   10 . o x . x o
///    9 o o . x x x
///    8 x x x x o x
/// ```
/// Black's lone J10, beside White's H10, K11 and J12 blocks, has two liberties, J9 and J11,
/// and joins Black's K9-L10 block at J9 or K10 (miai). White's K10 threatens the cut; Black,
/// to move, connects at J9 (the judge: "stays linked to the living M13 with black to move,
/// proved, 3 positions"). Black's own K10 connects at once. Nothing changes: B+23.5, the
/// record's count, before and after either fill.
#[test]
fn game_620291_the_cut_at_k10_is_answered() {
    fills_change_nothing("620291.sgf", &["w K10", "b K10"]);
}

/// 621371, the centre top (the issue's J13, beside 17 stones):
/// ```text
///      G H J K L
///   15 x . x o o
///   14 o x x x o
///   13 x o . o .
///   12 o o . o o
/// ```
/// J13 lies between White's H13 and K13, below Black's H14-J14-K14 (joined to J15 and the
/// black group above it, which the playouts keep in 94% of them). White's J13 only joins
/// White's two stones; Black's J13 adds a stone to H14-K14 and J12 to its liberties, between
/// two white stones that have other liberties. Neither changes a group: the record's count,
/// W+25.5, is the judge's before and after either fill (dead: Black's B14-E14, D13-G13,
/// E12-E11, the lone B12, B16 and M9, and White's S16).
#[test]
fn game_621371_a_fill_below_the_top_group_changes_nothing() {
    fills_change_nothing("621371.sgf", &["b J13", "w J13"]);
}

/// 62227, beside White's N6-O6 (the issue's O7):
/// ```text
///      L M N O P Q
///    8 x o o o o .
///    7 . x . . x o
///    6 . x o o x x
///    5 x x . x o x
/// ```
/// White's N6-O6 has three liberties, N7, O7 and N5; it joins N8-O8 above at N7 or O7
/// (miai) and through them the living P14 group (the judge's proof: "stays linked to the
/// living P14 whatever black plays first"). Black's O7 takes one of the two; White, to move,
/// connects at N7. White's own O7 joins at once. W+8.5, the record's, before and after.
#[test]
fn game_62227_the_fill_beside_n6_is_answered() {
    fills_change_nothing("62227.sgf", &["b O7", "w O7"]);
}
