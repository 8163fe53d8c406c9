//! A race asked again ([`RACES_READ`]): recalled where its reading would read the same (the
//! same position and block, who moves first, and the standings its reading asked), read anew
//! elsewhere; either way, the answer of a reading made anew.

use super::super::super::anchors::Standing;
use super::super::super::tests::UPPER_LEFT_2003_05_27_11;
use super::*;
use crate::judge::light_board::{BLACK, WHITE};
use crate::judge::memo::Memo;
use crate::judge::playout::Rng;

/// `holds_in_race` as a thread with no race read before answers it.
fn read_anew(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    marks: &[Standing],
    open: OpenRaces,
) -> bool {
    let kept = RACES_READ.with(|read| std::mem::replace(&mut *read.borrow_mut(), Memo::new(1)));
    let holds = holds_in_race(board, stone, owner_to_move, Anchors::new(marks), open);
    RACES_READ.with(|read| *read.borrow_mut() = kept);
    holds
}

#[test]
fn a_race_asked_again_answers_as_one_read_anew() {
    // the seki of one eye each with White's J9 in Black's wall (`race_to_fill/tests`), its
    // two blocks in the seki, and 2003-05-27-11's upper left (a race that runs out of
    // positions), asked again and again with every block standing open, an anchor or dead
    // at random: each answer is the one a reading made anew gives
    let seki = [
        ".o.x.xo.ox",
        "oo.xxxoxxx",
        "oooooooxx.",
        "xxxxxxxxx.",
        "..........",
    ];
    let (mut asked, mut read, mut answers) = (0, 0, Vec::new());
    for (rows, (col, row)) in [
        (&seki[..], (1, 0)),
        (&seki[..], (3, 0)),
        (&UPPER_LEFT_2003_05_27_11[..], (1, 0)),
    ] {
        let board = PlayoutBoard::from_rows(rows);
        let stone = board.at(col, row);
        let heads = board.block_heads(
            (0..board.color.len()).filter(|&p| matches!(board.color[p], BLACK | WHITE)),
        );
        forget();
        let mut rng = Rng::new(7);
        for _ in 0..24 {
            let mut marks = vec![Standing::Open; board.color.len()];
            for &h in &heads {
                let standing = [Standing::Open, Standing::Anchor, Standing::Dead][rng.below(3)];
                for s in board.stones_of(h) {
                    marks[s] = standing;
                }
            }
            for owner_to_move in [true, false] {
                for open in [OpenRaces::GoToEnemy, OpenRaces::GoToOwner] {
                    let holds =
                        holds_in_race(&board, stone, owner_to_move, Anchors::new(&marks), open);
                    let fresh = read_anew(&board, stone, owner_to_move, &marks, open);
                    assert_eq!(holds, fresh, "{rows:?} at {col}, {row}: {marks:?}");
                    asked += 1;
                    answers.push(holds);
                }
            }
        }
        for owner_to_move in [true, false] {
            for open in [OpenRaces::GoToEnemy, OpenRaces::GoToOwner] {
                read += asked_by_reads_kept(&board, stone, owner_to_move, open).len();
            }
        }
    }
    // some asks were recalled, some read again, and the standings changed answers
    assert!(0 < read && read < asked, "{read} read of {asked} asked");
    assert!(answers.contains(&true) && answers.contains(&false));
}

#[test]
fn another_stone_of_the_block_and_standings_the_race_did_not_ask_are_recalled() {
    // 2003-05-27-11's upper left: Black's B19 group (B1-E1 of the diagram, its top row) read
    // with every stone open; its reading asks the standings of a few stones its lines play
    // (none of the position's). Asked again at E1, another of its stones, with White's left
    // side (A2-B2) an anchor, it is recalled: no reading kept beside the first
    let board = PlayoutBoard::from_rows(&UPPER_LEFT_2003_05_27_11);
    let open = vec![Standing::Open; board.color.len()];
    let mut left_side = open.clone();
    for s in board.stones_of(board.block_head(board.at(0, 1))) {
        left_side[s] = Standing::Anchor;
    }
    forget();
    let first = holds_in_race(
        &board,
        board.at(1, 0),
        false,
        Anchors::new(&open),
        OpenRaces::GoToEnemy,
    );
    let asked = asked_by_reads_kept(&board, board.at(1, 0), false, OpenRaces::GoToEnemy);
    assert_eq!(asked.len(), 1);
    assert!(asked[0].iter().all(|&s| board.color[s] == EMPTY));
    let again = holds_in_race(
        &board,
        board.at(4, 0),
        false,
        Anchors::new(&left_side),
        OpenRaces::GoToEnemy,
    );
    assert_eq!(again, first);
    assert_eq!(
        asked_by_reads_kept(&board, board.at(1, 0), false, OpenRaces::GoToEnemy).len(),
        1
    );
    assert_eq!(
        again,
        read_anew(
            &board,
            board.at(4, 0),
            false,
            &left_side,
            OpenRaces::GoToEnemy
        )
    );
}
