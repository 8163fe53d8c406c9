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

/// A plain race of liberties between two blocks, counted ([`plain_race`]): the liberties
/// they share, and the outside liberties of each.
struct PlainRace {
    shared: usize,
    outside: [usize; 2],
}

impl PlainRace {
    /// True when the block `taker` (0 or 1, in [`plain_race`]'s order), moving first, takes
    /// the other: its outside liberties, and the first move, reach the other's outside
    /// liberties and all the shared ones.
    fn taken_by(&self, taker: usize) -> bool {
        self.outside[taker] + 1 >= self.outside[1 - taker] + self.shared
    }
}

/// True when the blocks at `a` and `b` race on plain liberties ([`plain_race`]) and neither,
/// moving first, takes the other: a seki whoever moves, counted.
pub(in crate::judge) fn seki_by_count(
    board: &PlayoutBoard,
    why: &[Option<Why>],
    a: usize,
    b: usize,
) -> bool {
    plain_race(board, why, a, b).is_some_and(|race| !race.taken_by(0) && !race.taken_by(1))
}

/// The race of the blocks at `a` and `b` (of both colours), counted, when it is a plain one:
/// - they share a liberty;
/// - every other liberty of each (its outside liberties) the other side can fill from a
///   block of its own that stands clearly ([`Why::stands_clearly`]) with three liberties or
///   more (two left once it has filled), and touches no other block of the owner's colour
///   (no eye of the block, no liberty a third block shares);
/// - every other enemy block beside either stands clearly with two liberties or more (no
///   capture in one move that would give a side liberties the count does not know).
fn plain_race(board: &PlayoutBoard, why: &[Option<Why>], a: usize, b: usize) -> Option<PlainRace> {
    let (a, b) = (board.block_head(a), board.block_head(b));
    let (color, other) = (board.color[a], board.color[b]);
    if !matches!(color, BLACK | WHITE) || other != opponent(color) {
        return None;
    }
    let (a_libs, a_enemies) = board.liberties_and_enemies(a);
    let (b_libs, b_enemies) = board.liberties_and_enemies(b);
    let shared = a_libs.iter().filter(|l| b_libs.contains(l)).count();
    if shared == 0 {
        return None;
    }
    let is_shared = |l: usize| a_libs.contains(&l) && b_libs.contains(&l);
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
    let outside = [outside(&a_libs, a, b)?, outside(&b_libs, b, a)?];
    let others_stand = |enemies: &[usize], partner: usize| {
        enemies
            .iter()
            .filter(|&&e| e != partner)
            .all(|&e| stands_with(board, why, e, 2))
    };
    (others_stand(&a_enemies, b) && others_stand(&b_enemies, a))
        .then_some(PlainRace { shared, outside })
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
        let race = plain_race(&board, &why, w, b);
        // White's block (0) taken by Black (1) moving first, and Black's by White
        [
            race.as_ref().map(|r| r.taken_by(1)),
            race.as_ref().map(|r| r.taken_by(0)),
        ]
    }

    /// White's D5-D3 (column 3) and Black's F5-F3 (column 5) share E5, E4 and E3 and have no
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
        // White at E3 (joined to D3) and Black at E4 (joined to F4), Black's wall at E2:
        // both blocks are left with E5 alone
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
        // White at E3, Black's wall at E2: they share E5 and E4; Black has G4 outside, which
        // White fills from G5 or G3. Black first: 1 + 1 >= 0 + 2, White's block is taken;
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
        // White at E3 (joined to D3) and Black at E4: White's liberty E2 touches White's wall
        // at F2, so Black cannot fill it as a plain outside liberty
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
