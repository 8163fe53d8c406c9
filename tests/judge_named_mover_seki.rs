//! A named mover gets a tempo, not a status (issue 60): "in a 9x9 seki of one eye each and two
//! shared liberties, four fills far from both eyes make the judge kill one side by a
//! 1-position proof" when a player is named to move. The issue gives no diagram of its
//! position; these are such seki drawn by hand, with four fills far from both eyes, judged
//! with nobody, Black and White named to move, under seeds 1 to 64 (`judge_with_seed`, as
//! `tenuki-to_move` and `--seed` reach it through the binary). d7f27d5, the build the issue
//! found the fault in, passes them too (run 2026-12-06): they guard the answer, they do not
//! reproduce the issue's position, which stays unread.

use tenuki_gtp::board::{diagram::parse_board, Color};
use tenuki_gtp::judge::judge_with_seed;

/// The seki, read by hand (columns A-J, row 9 on top):
/// ```text
///    A B C D E F G H J
///  9 . o . x . x o x .
///  8 o o . x x x o x x
///  7 o o o o o o o x .
///  6 x x x x x x x x x
///  5 . . . . . . . . .
///  4 x x x x x x x x x
///  3 o o o o o o o o o
///  2 . . . . . . . . .
///  1 . . . . . . . . .
/// ```
/// White's B9-G7 block has the eye A9; Black's D9-F8 block has the eye E9; they share C9 and
/// C8, and neither has another liberty. Whoever fills C9 or C8 leaves the other one as its
/// last shared liberty: the enemy then fills it too (the filler's block in atari, its eye its
/// last liberty) and takes the block. Neither fills, whoever moves first: a seki. Black's
/// wall around it lives by J9 and J7 (J8 between them), and White's bottom rows by their
/// eighteen points; Black's A4-J4 shares A5-J5 with the wall, where no White stone lives.
const SEKI: [&str; 9] = [
    ".o.x.xox.",
    "oo.xxxoxx",
    "ooooooox.",
    "xxxxxxxxx",
    ".........",
    "xxxxxxxxx",
    "ooooooooo",
    ".........",
    ".........",
];

/// The seki with row 5 replaced by `row5` and row 2 by `row2` (the fills).
fn with_fills(row5: &str, row2: &str) -> String {
    let mut rows = SEKI;
    rows[4] = row5;
    rows[7] = row2;
    rows.join("\n")
}

/// The seeds of 1 to 64 and the players named (`None`, Black, White) under which the judge's
/// dead stones of `diagram` differ from its marked ones (`b`, `w`).
fn judged_otherwise(diagram: &str) -> Vec<(Option<Color>, u64)> {
    let (board, dead) = parse_board(diagram).expect("diagram");
    let g = board.geometry();
    let mut wrong = Vec::new();
    for to_move in [None, Some(Color::Black), Some(Color::White)] {
        for seed in 1..=64 {
            let verdict = judge_with_seed(&board, to_move, seed);
            if g.points()
                .filter(|&p| verdict.is_dead(p))
                .ne(dead.iter().copied())
            {
                wrong.push((to_move, seed));
            }
        }
    }
    wrong
}

#[test]
fn the_seki_of_one_eye_each_and_two_shared_liberties_stands_whoever_is_named() {
    assert_eq!(judged_otherwise(&SEKI.join("\n")), vec![]);
}

#[test]
fn four_fills_in_blacks_area_leave_the_seki_standing_whoever_is_named() {
    // Black filled B5, D5, F5 and H5, far from both eyes: its own points, nothing more
    assert_eq!(
        judged_otherwise(&with_fills(".x.x.x.x.", ".........")),
        vec![]
    );
}

#[test]
fn two_fills_on_each_side_leave_the_seki_standing_whoever_is_named() {
    // Black B5 and D5 in its area, White B2 and D2 in its own
    assert_eq!(
        judged_otherwise(&with_fills(".x.x.....", ".o.o.....")),
        vec![]
    );
}

#[test]
fn four_white_stones_thrown_into_blacks_area_die_and_the_seki_stands() {
    // White's B5, D5, F5 and H5 each have two liberties between Black's two walls and no
    // room for an eye: dead (marked `w`), whoever is named; the seki is untouched
    assert_eq!(
        judged_otherwise(&with_fills(".w.w.w.w.", ".........")),
        vec![]
    );
}
