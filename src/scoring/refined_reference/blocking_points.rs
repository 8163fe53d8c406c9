//! Step 1: blocking points. An empty point the owner of the stones around it can always close
//! in one move, because the shape around it is a hane, a bamboo joint or a short gap on the
//! edge, so the opponent's reach does not pass it: an opponent stone played there is captured
//! or cut off. The opponent's reach stops at such a point (step 2), and so do regions (step 3).

use super::{RefinedCount, BLACK_BIT, WHITE_BIT};
use crate::board::Cell;

/// The shapes, `@` the blocking point: `p` a living stone of the player, `e` a point the
/// opponent has no living stone on and the player no dead one (empty, the player's living
/// stone or the opponent's dead one), `?` any point on the board, `#` off the board (the
/// shape lies on the edge). Each is tried in its eight orientations.
const SHAPES: [[&str; 3]; 6] = [
    ["pp.", "@e.", "pe."],
    ["ep?", "e@e", "ep?"],
    ["pee", "e@p", "pee"],
    ["?e?", "p@p", "###"],
    ["pp.", "@e.", "##."],
    ["ep?", "e@e", "###"],
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    Own,
    NotEnemy,
    OnBoard,
    OffBoard,
}

/// What a point around a candidate looks like to the player: the shapes need no more.
const OWN: u16 = 0; // the player's living stone
const OPEN: u16 = 1; // empty, or the opponent's dead stone
const CLOSED: u16 = 2; // the opponent's living stone, or the player's dead one
const OFF: u16 = 3; // off the board

/// The eight points around a candidate, as (row, column) offsets; a neighbourhood is coded
/// two bits per point in this order.
const AROUND: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// For each of the 65,536 neighbourhood codes: does a shape, in one of its orientations, fit?
/// Worked out once, so a candidate costs eight lookups and one table read.
fn fitting_codes() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let shapes = oriented_shapes();
        (0..1u32 << 16)
            .map(|code| {
                let kind = |dy: isize, dx: isize| {
                    let i = AROUND.iter().position(|&o| o == (dy, dx)).unwrap_or(0);
                    (code >> (2 * i)) as u16 & 3
                };
                shapes.iter().any(|shape| {
                    shape.iter().all(|&(dy, dx, need)| {
                        let k = kind(dy, dx);
                        match need {
                            Need::Own => k == OWN,
                            Need::NotEnemy => k == OWN || k == OPEN,
                            Need::OnBoard => k != OFF,
                            Need::OffBoard => k == OFF,
                        }
                    })
                })
            })
            .collect()
    })
}

/// The shapes in their eight orientations, as (row, column) offsets from the blocking point.
fn oriented_shapes() -> Vec<Vec<(isize, isize, Need)>> {
    let mut all: Vec<Vec<(isize, isize, Need)>> = Vec::new();
    for shape in SHAPES {
        let mut centre = (0, 0);
        let mut cells = Vec::new();
        for (row, line) in shape.iter().enumerate() {
            for (col, c) in line.chars().enumerate() {
                let need = match c {
                    'p' => Need::Own,
                    'e' => Need::NotEnemy,
                    '?' => Need::OnBoard,
                    '#' => Need::OffBoard,
                    '@' => {
                        centre = (row as isize, col as isize);
                        continue;
                    }
                    _ => continue,
                };
                cells.push((row as isize, col as isize, need));
            }
        }
        for (swap, dy_sign, dx_sign) in [
            (false, 1, 1),
            (false, -1, 1),
            (false, 1, -1),
            (false, -1, -1),
            (true, 1, 1),
            (true, -1, 1),
            (true, 1, -1),
            (true, -1, -1),
        ] {
            let oriented: Vec<(isize, isize, Need)> = cells
                .iter()
                .map(|&(row, col, need)| {
                    let (dy, dx) = (row - centre.0, col - centre.1);
                    let (dy, dx) = if swap { (dx, dy) } else { (dy, dx) };
                    (dy * dy_sign, dx * dx_sign, need)
                })
                .collect();
            if !all.contains(&oriented) {
                all.push(oriented);
            }
        }
    }
    all
}

impl RefinedCount {
    /// Step 1: marks, for each player, the empty points that one of the shapes makes a
    /// blocking point.
    pub(super) fn mark_blocking_points(&mut self) {
        let table = fitting_codes();
        let g = self.geometry;
        let s = g.stride() as isize;
        let offsets = AROUND.map(|(dy, dx)| dy * s + dx);
        for row in g.rows() {
            for p in row {
                if self.cells[p] != Cell::Empty {
                    continue;
                }
                let beside = g.neighbours(p).map(|n| self.live[n]);
                for (own, enemy) in [(BLACK_BIT, WHITE_BIT), (WHITE_BIT, BLACK_BIT)] {
                    if !beside.contains(&own) {
                        continue;
                    }
                    let mut code = 0usize;
                    for (i, &offset) in offsets.iter().enumerate() {
                        let q = (p as isize + offset) as usize;
                        code |= (self.kind_for(q, own, enemy) as usize) << (2 * i);
                    }
                    if table[code] {
                        self.blocking[p] |= own;
                    }
                }
            }
        }
    }

    /// What point `q` is to the player `own`.
    fn kind_for(&self, q: usize, own: u8, enemy: u8) -> u16 {
        match self.cells[q] {
            Cell::Border => OFF,
            Cell::Empty => OPEN,
            _ if self.live[q] == own => OWN,
            _ if self.live[q] == enemy => CLOSED,
            _ if self.stone_bit(q) == enemy => OPEN,
            _ => CLOSED,
        }
    }

    /// The colour bit of the stone at `q`, dead or alive (0 for an empty point).
    pub(super) fn stone_bit(&self, q: usize) -> u8 {
        match self.cells[q] {
            Cell::Black => BLACK_BIT,
            Cell::White => WHITE_BIT,
            _ => 0,
        }
    }
}
