//! Seki read from the shape, whatever the playouts made of them: two blocks that share their
//! liberties and cannot approach each other, and liberties no enemy stone can fill without
//! being taken at once.

use super::light_board::{opponent, PlayoutBoard, BLACK, BORDER, EMPTY, WHITE};

/// True when the block at `stone` is in a seki of two liberties with an enemy block: both
/// blocks have exactly two liberties and share one or both; filling a shared liberty leaves
/// the filler's block with one liberty (no own block joins it there, no new liberty), so it is
/// taken next; and a liberty of either that is not shared is an eye of its owner (every
/// neighbour on the board is the owner's stone), which the other can fill only as a capture.
/// Neither side can approach: nobody plays there, and both live.
pub(super) fn in_two_liberty_seki(board: &PlayoutBoard, stone: usize) -> bool {
    let color = board.color[stone];
    if color != BLACK && color != WHITE {
        return false;
    }
    let own = board.liberties_upto(stone, 3);
    if own.len() != 2 {
        return false;
    }
    let enemy = opponent(color);
    let mut partners: Vec<usize> = own
        .iter()
        .flat_map(|&l| board.neighbours(l))
        .filter(|&n| board.color[n] == enemy)
        .map(|n| board.block_head(n))
        .collect();
    partners.sort_unstable();
    partners.dedup();
    for partner in partners {
        let theirs = board.liberties_upto(partner, 3);
        if theirs.len() != 2 {
            continue;
        }
        let shared: Vec<usize> = own.iter().copied().filter(|l| theirs.contains(l)).collect();
        let nobody_approaches = shared.iter().all(|&s| {
            fills_into_atari(board, stone, &own, s) && fills_into_atari(board, partner, &theirs, s)
        });
        let own_eyes = own
            .iter()
            .filter(|l| !shared.contains(l))
            .all(|&l| is_eye_of(board, l, color));
        let their_eyes = theirs
            .iter()
            .filter(|l| !shared.contains(l))
            .all(|&l| is_eye_of(board, l, enemy));
        if nobody_approaches && own_eyes && their_eyes {
            return true;
        }
    }
    false
}

/// True when the block at `head` (liberties `liberties`), playing its liberty `s`, is left
/// with one liberty: no other own block beside `s` joins it, and `s` brings no empty point
/// but its other liberties.
fn fills_into_atari(board: &PlayoutBoard, head: usize, liberties: &[usize], s: usize) -> bool {
    let color = board.color[head];
    let head = board.block_head(head);
    let mut after: Vec<usize> = liberties.iter().copied().filter(|&l| l != s).collect();
    for n in board.neighbours(s) {
        match board.color[n] {
            EMPTY if !after.contains(&n) => after.push(n),
            c if c == color && board.block_head(n) != head => return false,
            _ => {}
        }
    }
    after.len() == 1
}

/// True when every neighbour of the empty point `p` on the board is a stone of `color`.
fn is_eye_of(board: &PlayoutBoard, p: usize, color: u8) -> bool {
    board
        .neighbours(p)
        .into_iter()
        .all(|n| board.color[n] == color || board.color[n] == BORDER)
}

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

    /// Whether the stone at column `col`, row `row` (top row 0) of `rows` is in such a seki.
    fn seki_at(rows: &[&str], col: usize, row: usize) -> bool {
        let board = PlayoutBoard::from_rows(rows);
        in_two_liberty_seki(&board, board.at(col, row))
    }

    #[test]
    fn two_blocks_sharing_both_their_liberties_are_in_seki() {
        // online-go/score-estimator's patterns/seki_1, top left: Black A9-A7-B7 and White
        // C9-C7 have only B9 and B8; whoever fills one is taken at the other
        let rows = ["x.ox..", "x.ox..", "xxox..", "ooxx..", "o.oo..", "......"];
        assert!(seki_at(&rows, 0, 0));
        assert!(seki_at(&rows, 2, 0));
        // the black block outside has liberties of its own: no seki
        assert!(!seki_at(&rows, 3, 0));
    }

    #[test]
    fn two_blocks_with_an_eye_each_and_one_shared_liberty_are_in_seki() {
        // patterns/seki_one_eye_each, top left: Black's eye A9, White's eye E9, both share C9
        let rows = [".x.o.oxx.", "xxxooox.x", "oooxxxxxx", "..ooo...."];
        assert!(seki_at(&rows, 1, 0));
        assert!(seki_at(&rows, 3, 0));
    }

    #[test]
    fn a_block_whose_other_liberty_is_outside_is_in_a_race() {
        // as above, but White's E9 is open to Black (E9's neighbour F9 gone): Black fills E9
        // from outside and takes White first, no seki
        let rows = [".x.o..xx.", "xxxooox.x", "oooxxxxxx", "..ooo...."];
        assert!(!seki_at(&rows, 3, 0));
        assert!(!seki_at(&rows, 1, 0));
    }

    #[test]
    fn filling_a_shared_liberty_that_joins_a_bigger_block_is_no_seki() {
        // the seed's seki with Black's outer group reaching the shared B5: filling it joins
        // Black's B6 to a group of many liberties, so Black approaches
        let rows = [".xo.ox", "x.ooox", "oxoxxx", "xxxx..", "......"];
        assert!(!seki_at(&rows, 1, 0));
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
