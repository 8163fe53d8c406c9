//! Seki read from the shape, whatever the playouts made of them: liberties no enemy stone can
//! fill without being taken at once.

use super::light_board::PlayoutBoard;

/// True when an `enemy` stone on each of the empty points `liberties` would be taken at once:
/// it captures nothing and leaves its block one liberty, or it is not legal at all. Where no
/// liberty of a group can be filled so, neither side approaches it: a seki (shared liberties
/// that would put the filler in atari, or a cycle of blocks in a corner), or its eyes.
pub(super) fn liberties_cannot_be_filled(
    board: &PlayoutBoard,
    liberties: &[usize],
    enemy: u8,
) -> bool {
    liberties.iter().all(|&l| match board.effect(l, enemy) {
        None => true,
        Some(e) => !e.captures && e.liberties <= 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::opponent;

    #[test]
    fn two_blocks_sharing_both_their_liberties_cannot_be_filled() {
        // online-go/score-estimator's patterns/seki_1, top left: Black A9-A7-B7 and White
        // C9-C7 have only B9 and B8; whoever fills one is taken at the other
        let rows = ["x.ox..", "x.ox..", "xxox..", "ooxx..", "o.oo..", "......"];
        assert!(unfillable_at(&rows, 0, 0));
        assert!(unfillable_at(&rows, 2, 0));
        // the black block outside has liberties of its own
        assert!(!unfillable_at(&rows, 3, 0));
    }

    #[test]
    fn two_blocks_with_an_eye_each_and_one_shared_liberty_cannot_be_filled() {
        // patterns/seki_one_eye_each, top left: Black's eye A9, White's eye E9, both share C9
        let rows = [".x.o.oxx.", "xxxooox.x", "oooxxxxxx", "..ooo...."];
        assert!(unfillable_at(&rows, 1, 0));
        assert!(unfillable_at(&rows, 3, 0));
    }

    #[test]
    fn a_block_whose_other_liberty_is_outside_is_in_a_race() {
        // as above, but White's E9 is open to Black (E9's neighbour F9 gone): Black fills E9
        // from outside and takes White first, and White fills C9 keeping two liberties
        let rows = [".x.o..xx.", "xxxooox.x", "oooxxxxxx", "..ooo...."];
        assert!(!unfillable_at(&rows, 3, 0));
        assert!(!unfillable_at(&rows, 1, 0));
    }

    /// Whether the enemy can fill none of the liberties of the block at column `col`, row
    /// `row` of `rows` without being taken at once.
    fn unfillable_at(rows: &[&str], col: usize, row: usize) -> bool {
        let board = PlayoutBoard::from_rows(rows);
        let stone = board.at(col, row);
        let liberties = board.liberties_upto(stone, board.color.len());
        liberties_cannot_be_filled(&board, &liberties, opponent(board.color[stone]))
    }

    #[test]
    fn a_cycle_of_three_blocks_in_the_corner_cannot_be_filled() {
        // hard/9280272's lower right, cut down: White's S1-S2 has R1 and T1; Black's T2 has T1
        // and T3; Black's wall Q4-T4-Q3-S3-Q2-R2-Q1 has R1 and T3 (White's wall closes it).
        // Black at R1 or T1 is left in atari at T3; White at T1 in atari at R1, at R1 at T1,
        // and T3 is no point for White at all
        let rows = [".ooxxxx", ".ooxxx.", ".ooxxox", ".oox.o."];
        assert!(unfillable_at(&rows, 5, 2));
        assert!(unfillable_at(&rows, 6, 2));
        assert!(unfillable_at(&rows, 3, 3));
        // two eyes cannot be filled either; a lone stone's open liberties can
        let rows = ["x.xo.", "xxxo.", "x.xo.", "xxxo.", "oooo."];
        assert!(unfillable_at(&rows, 0, 0));
        let rows = [".....", ".x...", ".....", "...o.", "....."];
        assert!(!unfillable_at(&rows, 1, 1));
    }
}
