//! The playouts' shapes: the hanes, 3x3 shapes around an empty point where a player answers a
//! move beside it (the MoGo program's idea: Gelly, Wang, Munos and Teytaud, "Modification of UCT
//! with Patterns in Monte-Carlo Go", 2006). Answered so, the fights the playouts play look more
//! like a player's, and their shares are sharper: on kgs6d, more results as recorded and fewer
//! moving between seeds than with the random step alone, and less time (the cuts and the edge
//! shapes of the same paper measured worse; `docs/accuracy.md`, thirty-second session). Each
//! shape is read in its eight turns and mirrors, and with the colours swapped (a hane point is
//! one for both players).

use std::sync::OnceLock;

use super::light_board::{BLACK, BORDER, EMPTY, WHITE};

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
/// beside every move, and the smaller table stays in the first-level cache).
fn table() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![false; 1 << 16];
        for shape in SHAPES {
            let cells: Vec<Vec<u8>> = shape.iter().map(|row| row.bytes().collect()).collect();
            for turn in 0..8 {
                for swap in [false, true] {
                    mark(&mut table, &cells, turn, swap);
                }
            }
        }
        table
            .chunks(64)
            .map(|codes| {
                codes
                    .iter()
                    .enumerate()
                    .fold(0u64, |bits, (i, &shape)| bits | u64::from(shape) << i)
            })
            .collect()
    })
}

/// Marks in `table` every code that makes the shape `cells` turned by `turn` (a rotation and
/// maybe a mirror), its colours swapped when `swap`.
fn mark(table: &mut [bool], cells: &[Vec<u8>], turn: usize, swap: bool) {
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    // per slot of the code, the colours its cell allows
    let mut allowed: Vec<(u32, Vec<u8>)> = Vec::with_capacity(8);
    for (r, row) in cells.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            if (r, c) == (1, 1) {
                continue;
            }
            let (tr, tc) = turned(r, c, turn);
            let colours = match cell {
                b'X' => vec![x],
                b'O' => vec![o],
                b'.' => vec![EMPTY],
                _ => vec![EMPTY, BLACK, WHITE, BORDER],
            };
            allowed.push((SHIFTS[tr][tc], colours));
        }
    }
    let mut codes = vec![0u32];
    for (shift, colours) in &allowed {
        codes = codes
            .iter()
            .flat_map(|&code| colours.iter().map(move |&k| code | (k as u32) << shift))
            .collect();
    }
    for code in codes {
        table[code as usize] = true;
    }
}

/// The cell (row, column) of a 3x3 grid after `turn`: quarter turns (`turn % 4`), then a
/// mirror when `turn >= 4`.
fn turned(r: usize, c: usize, turn: usize) -> (usize, usize) {
    let (mut r, mut c) = (r, c);
    for _ in 0..turn % 4 {
        (r, c) = (c, 2 - r);
    }
    if turn >= 4 {
        c = 2 - c;
    }
    (r, c)
}

/// True when the eight points around an empty point, its code `code`, make one of the shapes.
pub(super) fn makes_shape(code: u16) -> bool {
    table()[code as usize >> 6] >> (code & 63) & 1 != 0
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
    fn an_empty_neighbourhood_makes_no_shape() {
        let empty = ["...", "...", "..."];
        assert!(!makes_shape(code_at(&empty, 1, 1)));
        // a lone stone beside the point: no shape either
        let lone = [".x.", "...", "..."];
        assert!(!makes_shape(code_at(&lone, 1, 1)));
    }
}
