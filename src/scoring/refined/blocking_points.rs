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
pub(super) enum Need {
    Own,
    NotEnemy,
    OnBoard,
    OffBoard,
}

/// The shapes in their eight orientations as offsets from the blocking point in the padded
/// array; the cells of each shape are listed living stones first, so most tries end at once.
pub(super) fn oriented_shapes(stride: usize) -> Vec<Vec<(isize, Need)>> {
    let s = stride as isize;
    let mut all: Vec<Vec<(isize, Need)>> = Vec::new();
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
            let mut oriented: Vec<(isize, Need)> = cells
                .iter()
                .map(|&(row, col, need)| {
                    let (dy, dx) = (row - centre.0, col - centre.1);
                    let (dy, dx) = if swap { (dx, dy) } else { (dy, dx) };
                    ((dy * dy_sign) * s + dx * dx_sign, need)
                })
                .collect();
            oriented.sort_by_key(|&(_, need)| need != Need::Own);
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
        let stride = self.geometry.stride();
        if self.shape_stride != stride {
            self.shapes = oriented_shapes(stride);
            self.shape_stride = stride;
        }
        let g = self.geometry;
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
                    let fits = self
                        .shapes
                        .iter()
                        .any(|shape| self.shape_fits(p, shape, own, enemy));
                    if fits {
                        self.blocking[p] |= own;
                    }
                }
            }
        }
    }

    fn shape_fits(&self, p: usize, shape: &[(isize, Need)], own: u8, enemy: u8) -> bool {
        shape.iter().all(|&(offset, need)| {
            let q = p as isize + offset;
            if q < 0 || q as usize >= self.cells.len() {
                // two rows past the padding: off the board
                return need == Need::OffBoard;
            }
            let q = q as usize;
            match need {
                Need::Own => self.live[q] == own,
                Need::NotEnemy => match self.cells[q] {
                    Cell::Empty => true,
                    Cell::Border => false,
                    _ => {
                        let dead_enemy = self.dead[q] && self.stone_bit(q) == enemy;
                        self.live[q] == own || dead_enemy
                    }
                },
                Need::OnBoard => self.cells[q] != Cell::Border,
                Need::OffBoard => self.cells[q] == Cell::Border,
            }
        })
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
