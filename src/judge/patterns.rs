//! The playouts' shapes: the hanes, 3x3 shapes around an empty point where a player answers a
//! move beside it (the MoGo program's idea: Gelly, Wang, Munos and Teytaud, "Modification of UCT
//! with Patterns in Monte-Carlo Go", 2006). Answered so, the fights the playouts play look more
//! like a player's, and their shares are sharper: on kgs6d, more results as recorded and fewer
//! moving between seeds than with the random step alone, and less time (the cuts and the edge
//! shapes of the same paper measured worse; `docs/accuracy.md`, thirty-second session). Each
//! shape is read in its eight turns and mirrors, and with the colours swapped (a hane point is
//! one for both players).

use super::light_board::{BLACK, EMPTY, WHITE};

/// The shapes, three rows each, the point to play in the middle: `X` and `O` the two colours,
/// `.` empty, `?` anything. The four hanes: the enclosing hane, the hane that does not cut, the
/// hane at the head of two stones (magari), the thin hane.
const SHAPES: [[&str; 3]; 4] = [
    ["XOX", "...", "???"],
    ["XO.", "...", "?.?"],
    ["XO?", "X..", "?.?"],
    ["XOO", "...", "?.?"],
];

/// Where each cell of a shape's rows (row, column) sits in a point's code (the light board's
/// `around`: its four neighbours up, left, right, down in bits 0-7, then its diagonals up-left,
/// up-right, down-left, down-right in bits 8-15; two bits a slot).
const SHIFTS: [[u32; 3]; 3] = [[8, 0, 10], [2, u32::MAX, 4], [12, 6, 14]];

/// Per code of the eight points around an empty point, one bit: set when it makes one of the
/// [`SHAPES`] (8 KB, where a byte a code took 64 KB: the playouts read it at every point
/// beside every move, and the smaller table stays in the first-level cache). Made at compile
/// time (made at the first use, each read went through a check that it was made).
const TABLE: [u64; 1024] = {
    let mut table = [0u64; 1024];
    let mut shape = 0;
    while shape < SHAPES.len() {
        let mut turn = 0;
        while turn < 8 {
            mark(&mut table, &SHAPES[shape], turn, false);
            mark(&mut table, &SHAPES[shape], turn, true);
            turn += 1;
        }
        shape += 1;
    }
    table
};

/// Marks in `table` every code that makes the shape `rows` turned by `turn` (a rotation and
/// maybe a mirror), its colours swapped when `swap`: each code of the cells the shape fixes,
/// with each colour (or the border) in each of its `?` cells.
const fn mark(table: &mut [u64; 1024], rows: &[&str; 3], turn: usize, swap: bool) {
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    // the code of the fixed cells, and the slots (their shifts) of the `?` cells
    let (mut fixed, mut free, mut frees) = (0u32, [0u32; 8], 0);
    let mut r = 0;
    while r < 3 {
        let mut c = 0;
        while c < 3 {
            if r != 1 || c != 1 {
                let (tr, tc) = turned(r, c, turn);
                let shift = SHIFTS[tr][tc];
                match rows[r].as_bytes()[c] {
                    b'X' => fixed |= (x as u32) << shift,
                    b'O' => fixed |= (o as u32) << shift,
                    b'.' => fixed |= (EMPTY as u32) << shift,
                    _ => {
                        free[frees] = shift;
                        frees += 1;
                    }
                }
            }
            c += 1;
        }
        r += 1;
    }
    // two bits of `k` per `?` cell: its colour
    let mut k = 0u32;
    while k < 1 << (2 * frees) {
        let mut code = fixed;
        let mut i = 0;
        while i < frees {
            code |= (k >> (2 * i) & 3) << free[i];
            i += 1;
        }
        table[code as usize >> 6] |= 1 << (code & 63);
        k += 1;
    }
}

/// The cell (row, column) of a 3x3 grid after `turn`: quarter turns (`turn % 4`), then a
/// mirror when `turn >= 4`.
const fn turned(r: usize, c: usize, turn: usize) -> (usize, usize) {
    let (mut r, mut c) = (r, c);
    let mut quarter = 0;
    while quarter < turn % 4 {
        (r, c) = (c, 2 - r);
        quarter += 1;
    }
    if turn >= 4 {
        c = 2 - c;
    }
    (r, c)
}

/// True when the eight points around an empty point, its code `code`, make one of the shapes.
/// Each shape leaves two of the point's neighbours empty (its middle row, and the point below
/// in three of them): a stone there has two liberties, and the point is no ko point (a stone
/// taken in a ko leaves its point with no empty neighbour), so a hane is always a legal move
/// that is no self-atari.
pub(super) fn makes_shape(code: u16) -> bool {
    TABLE[code as usize >> 6] >> (code & 63) & 1 != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::PlayoutBoard;

    /// The code of the point at (col, row) of a diagram.
    fn code_at(rows: &[&str], col: usize, row: usize) -> u16 {
        let b = PlayoutBoard::from_rows(rows);
        b.around[b.at(col, row)]
    }

    #[test]
    fn a_hane_matches_in_every_turn_and_for_both_colours() {
        // Black A4 and C4 beside White's B4, and B3 empty with its row and the row below: B3
        // is the enclosing hane under B4, for either colour
        let hane = ["xox", "...", "...", "..."];
        assert!(makes_shape(code_at(&hane, 1, 1)));
        let swapped = ["oxo", "...", "...", "..."];
        assert!(makes_shape(code_at(&swapped, 1, 1)));
        // turned a quarter: A4, A3 and A2 (Black, White, Black) beside B3
        let turned = ["x...", "o...", "x...", "...."];
        assert!(makes_shape(code_at(&turned, 1, 1)));
    }

    #[test]
    fn the_table_holds_the_codes_that_match_a_shape_cell_by_cell() {
        // every code of the eight points, read slot by slot against each shape in each turn
        // and with both colourings (the table's codes were listed from the shapes instead)
        let matches = |code: u32, rows: &[&str; 3], turn: usize, swap: bool| {
            let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
            (0..3).all(|r| {
                (0..3).all(|c| {
                    if (r, c) == (1, 1) {
                        return true;
                    }
                    let (tr, tc) = turned(r, c, turn);
                    let slot = (code >> SHIFTS[tr][tc] & 3) as u8;
                    match rows[r].as_bytes()[c] {
                        b'X' => slot == x,
                        b'O' => slot == o,
                        b'.' => slot == EMPTY,
                        _ => true,
                    }
                })
            })
        };
        let mut shapes = 0;
        for code in 0..1u32 << 16 {
            let wanted = SHAPES.iter().any(|rows| {
                (0..8)
                    .any(|turn| matches(code, rows, turn, false) || matches(code, rows, turn, true))
            });
            assert_eq!(makes_shape(code as u16), wanted, "code {code:#06x}");
            shapes += usize::from(wanted);
        }
        assert!(shapes > 0 && shapes < 1 << 14, "{shapes} codes");
    }

    #[test]
    fn every_shape_leaves_two_neighbours_of_the_point_empty() {
        // the hane step plays a shape's point without reading the move: every code that makes
        // a shape has two empty neighbours or more (so the stone has two liberties)
        let mut shapes = 0;
        for code in 0..=u16::MAX {
            if makes_shape(code) {
                let empty = (0..4).filter(|i| (code >> (2 * i)) & 3 == 0).count();
                assert!(empty >= 2, "code {code:#06x}: {empty} empty neighbours");
                shapes += 1;
            }
        }
        assert!(shapes > 0);
    }

    #[test]
    fn an_empty_neighbourhood_makes_no_shape() {
        let empty = ["...", "...", "..."];
        assert!(!makes_shape(code_at(&empty, 1, 1)));
        // a lone stone beside the point: no shape either
        let lone = [".x.", "...", "..."];
        assert!(!makes_shape(code_at(&lone, 1, 1)));
    }
}
