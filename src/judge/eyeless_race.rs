//! The race of two eyeless blocks that share liberties, settled by counting them. Where the
//! race of filling (`verify/race_to_fill/`) runs out of positions on a big group with many
//! liberties, a plain race needs no search: each side fills the other's outside liberties,
//! and whoever fills a shared liberty first leaves its own block with one liberty fewer than
//! the enemy needs. With `s` shared liberties, `o` outside liberties of the block and `e` of
//! its enemy, the enemy moving first takes the block when `e >= o + s - 1`: one shared
//! liberty goes to the first mover (a race of plain liberties), and from two on each shared
//! liberty costs the filler one of its own (two shared and none outside is the seki of
//! every textbook).

use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, WHITE};
use crate::judge::Why;

/// Whether the enemy block at `enemy`, moving first, takes the block at `block` in their race
/// of liberties; `None` when the race is not a plain one that counting settles:
/// - they share a liberty;
/// - every other liberty of each (its outside liberties) the other side can fill from a
///   block of its own that stands clearly ([`Why::stands_clearly`]) with three liberties or
///   more (two left once it has filled), and touches no other block of the owner's colour
///   (no eye of the block, no liberty a third block shares);
/// - every other enemy block beside either stands clearly with two liberties or more (no
///   capture in one move that would give a side liberties the count does not know).
pub(in crate::judge) fn taken_moving_first(
    board: &PlayoutBoard,
    why: &[Option<Why>],
    block: usize,
    enemy: usize,
) -> Option<bool> {
    let (block, enemy) = (board.block_head(block), board.block_head(enemy));
    let (color, other) = (board.color[block], board.color[enemy]);
    if !matches!(color, BLACK | WHITE) || other != opponent(color) {
        return None;
    }
    let (own_libs, own_enemies) = board.liberties_and_enemies(block);
    let (enemy_libs, enemy_enemies) = board.liberties_and_enemies(enemy);
    let shared = own_libs.iter().filter(|l| enemy_libs.contains(l)).count();
    if shared == 0 {
        return None;
    }
    let is_shared = |l: usize| own_libs.contains(&l) && enemy_libs.contains(&l);
    let outside = |libs: &[usize], of: usize, by: usize| -> Option<usize> {
        let mut count = 0;
        for &l in libs.iter().filter(|&&l| !is_shared(l)) {
            if !fillable(board, why, l, of, by) {
                return None;
            }
            count += 1;
        }
        Some(count)
    };
    let own_outside = outside(&own_libs, block, enemy)?;
    let enemy_outside = outside(&enemy_libs, enemy, block)?;
    let others_stand = |enemies: &[usize], partner: usize| {
        enemies
            .iter()
            .filter(|&&e| e != partner)
            .all(|&e| stands_with(board, why, e, 2))
    };
    if !others_stand(&own_enemies, enemy) || !others_stand(&enemy_enemies, block) {
        return None;
    }
    Some(enemy_outside + 1 >= own_outside + shared)
}

/// True when the liberty `l` of the block at `of`, not shared with the block at `by`, can be
/// filled by `by`'s colour from a block of its own other than `by` that stands clearly with
/// three liberties or more, and touches no block of `of`'s colour but `of`.
fn fillable(board: &PlayoutBoard, why: &[Option<Why>], l: usize, of: usize, by: usize) -> bool {
    let (owner, filler) = (board.color[of], board.color[by]);
    let mut wall = false;
    for n in board.neighbours(l) {
        let c = board.color[n];
        if c == owner && board.block_head(n) != of {
            return false;
        }
        if c == filler && board.block_head(n) != by {
            wall |= stands_with(board, why, n, 3);
        }
    }
    wall
}

/// True when the block at `p` stands clearly ([`Why::stands_clearly`]) with `libs` liberties
/// or more.
fn stands_with(board: &PlayoutBoard, why: &[Option<Why>], p: usize, libs: usize) -> bool {
    why[p].is_some_and(Why::stands_clearly) && board.liberty_count(p, libs) >= libs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::tests::playouts_keep_all_but;

    /// The race on `rows` (every block kept by the playouts in all of them): whether White's
    /// block at `white` (column, row; top row 0) is taken, Black moving first, and whether
    /// Black's at `black` is, White moving first.
    fn race(rows: &[&str], white: (usize, usize), black: (usize, usize)) -> [Option<bool>; 2] {
        let board = PlayoutBoard::from_rows(rows);
        let why = playouts_keep_all_but(&board, &[]);
        let (w, b) = (board.at(white.0, white.1), board.at(black.0, black.1));
        [
            taken_moving_first(&board, &why, w, b),
            taken_moving_first(&board, &why, b, w),
        ]
    }

    /// White's D9-D7 (column 3) and Black's F9-F7 (column 5) share E9, E8 and E7 and have no
    /// other liberty: Black's wall on the left, White's on the right, each with room.
    const THREE_SHARED: [&str; 5] = [
        ".xxo.xoo.", //
        "x.xo.xo.o", //
        "xxxo.xooo", //
        ".xxx.oo.o", //
        "xx.x.o.oo", //
    ];

    #[test]
    fn shared_liberties_and_none_outside_are_a_seki() {
        // three shared: whoever fills first leaves two, and the other fills one and takes
        assert_eq!(
            race(&THREE_SHARED, (3, 0), (5, 0)),
            [Some(false), Some(false)]
        );
    }

    #[test]
    fn one_shared_liberty_goes_to_the_first_mover() {
        // White at E7 (joined to D7) and Black at E8 (joined to F8), Black's wall at E6:
        // both blocks are left with E9 alone
        let rows = [
            ".xxo.xoo.", //
            "x.xoxxo.o", //
            "xxxooxooo", //
            ".xxxxoo.o", //
            "xx.x.o.oo", //
        ];
        assert_eq!(race(&rows, (3, 0), (5, 0)), [Some(true), Some(true)]);
    }

    #[test]
    fn outside_liberties_pay_for_the_shared_ones() {
        // White at E7, Black's wall at E6: they share E9 and E8; Black has G8 outside, which
        // White fills from G9 or G7. Black first: 1 + 1 >= 0 + 2, White's block is taken;
        // White first: 0 + 1 < 1 + 2, Black's holds
        let rows = [
            ".xxo.xoo.", //
            "x.xo.x..o", //
            "xxxooxooo", //
            ".xxxxoo.o", //
            "xx.x.o.oo", //
        ];
        assert_eq!(race(&rows, (3, 0), (5, 0)), [Some(true), Some(false)]);
    }

    #[test]
    fn a_liberty_a_third_block_shares_is_no_plain_race() {
        // White at E7 (joined to D7) and Black at E8: White's E6 touches White's wall at F6,
        // which Black cannot fill as a plain outside liberty
        let rows = [
            ".xxo.xoo.", //
            "x.xoxxo.o", //
            "xxxooxooo", //
            ".xxx.oo.o", //
            "xx.x.o.oo", //
        ];
        assert_eq!(race(&rows, (3, 0), (5, 0)), [None, None]);
    }
}
