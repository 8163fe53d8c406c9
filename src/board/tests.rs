//! The board's tests: captures and prisoners, undo, reset, the player to move, suicide and ko.

use super::*;

fn board(rows: &str) -> Board {
    diagram::parse_board(rows).expect("valid diagram").0
}

#[test]
fn capturing_a_stone_counts_a_prisoner_and_undo_restores_it() {
    let mut b = board(".x.|xo.|.x.");
    let g = b.geometry();
    let before = b.clone();
    b.play(Color::Black, Some(g.index(2, 1))).unwrap();
    assert_eq!(b.get(g.index(1, 1)), Cell::Empty);
    assert_eq!(b.captures(Color::Black), 1);
    assert!(b.undo());
    assert_eq!(b, before);
}

/// Black's B3, then B1, takes White's three stones A1-A2-B2 (B1 is their last liberty):
/// the last move's captured stones are none after B3, those three after B1, none after a
/// pass, and the three again once the pass is taken back.
#[test]
fn the_last_moves_captured_stones_are_known_until_the_next_move() {
    let mut b = board("x..|oox|o.x");
    let g = b.geometry();
    b.play(Color::Black, Some(g.index(1, 0))).unwrap();
    assert_eq!(b.last_captured(), &[] as &[usize]);
    b.play(Color::White, None).unwrap();
    b.play(Color::Black, Some(g.index(1, 2))).unwrap();
    let mut taken = b.last_captured().to_vec();
    taken.sort_unstable();
    let mut expected = vec![g.index(0, 1), g.index(1, 1), g.index(0, 2)];
    expected.sort_unstable();
    assert_eq!(taken, expected);
    b.play(Color::White, None).unwrap();
    assert!(b.last_captured().is_empty());
    assert!(b.undo());
    assert_eq!(b.last_captured().len(), 3);
}

#[test]
fn a_reset_board_is_a_new_board() {
    let mut b = board("xo.|.x.|o..");
    b.play(Color::White, Some(b.geometry().index(2, 2)))
        .unwrap();
    let g = Geometry::new(4, 3).unwrap();
    b.reset(g);
    assert_eq!(b, Board::new(g));
    b.play(Color::Black, Some(g.index(0, 0))).unwrap();
    assert_eq!(b.get(g.index(0, 0)), Cell::Black);
}

#[test]
fn the_player_to_move_follows_the_moves_and_nobody_moves_after_two_passes() {
    let mut b = board("...|...|...");
    let g = b.geometry();
    assert_eq!(b.player_to_move(), None, "no move played");
    b.play(Color::Black, Some(g.index(1, 1))).expect("legal");
    assert_eq!(b.player_to_move(), Some(Color::White));
    b.play(Color::White, None).expect("a pass");
    assert_eq!(b.player_to_move(), Some(Color::Black), "one pass");
    b.set_up(g.index(0, 0), Cell::White);
    assert_eq!(b.player_to_move(), Some(Color::Black), "setup is no move");
    b.play(Color::Black, None).expect("a pass");
    assert_eq!(b.player_to_move(), None, "two passes end the game");
    b.undo();
    assert_eq!(b.player_to_move(), Some(Color::Black));
}

#[test]
fn suicide_is_refused_and_changes_nothing() {
    let mut b = board(".x|x.");
    let before = b.clone();
    let g = b.geometry();
    assert_eq!(
        b.play(Color::White, Some(g.index(0, 0))),
        Err(IllegalMove::Suicide)
    );
    assert_eq!(b, before);
}

#[test]
fn simple_ko_recapture_is_refused_until_a_move_elsewhere() {
    let mut b = board(".xo.|xo.o|.xo.|....");
    let g = b.geometry();
    b.play(Color::Black, Some(g.index(2, 1))).unwrap();
    assert_eq!(
        b.play(Color::White, Some(g.index(1, 1))),
        Err(IllegalMove::Ko)
    );
    b.play(Color::White, Some(g.index(0, 3))).unwrap();
    b.play(Color::Black, Some(g.index(1, 3))).unwrap();
    assert!(b.play(Color::White, Some(g.index(1, 1))).is_ok());
}
