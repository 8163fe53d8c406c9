//! The position seen one fixed way: turned, mirrored and colour-swapped into the smallest of
//! its sixteen views, so the judge's answer cannot depend on how the board is turned or who is
//! Black; and the answers mapped back.

use super::light_board::{PlayoutBoard, BLACK, EMPTY, WHITE};
use super::{Verdict, Why, NO_POINT};
use crate::board::{Board, Cell, Color, Geometry};

/// One of the eight symmetries of a rectangle, with or without the colour swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Transform {
    flip_columns: bool,
    flip_rows: bool,
    transpose: bool,
    swap_colors: bool,
}

impl Transform {
    fn all() -> impl Iterator<Item = Transform> {
        (0..16u8).map(|i| Transform {
            flip_columns: i & 1 != 0,
            flip_rows: i & 2 != 0,
            transpose: i & 4 != 0,
            swap_colors: i & 8 != 0,
        })
    }

    /// Width and height of a `w` x `h` board after the transform.
    fn size(self, w: usize, h: usize) -> (usize, usize) {
        if self.transpose {
            (h, w)
        } else {
            (w, h)
        }
    }

    /// Where column `col`, row `row` of a `w` x `h` board goes.
    fn apply(self, w: usize, h: usize, col: usize, row: usize) -> (usize, usize) {
        let col = if self.flip_columns { w - 1 - col } else { col };
        let row = if self.flip_rows { h - 1 - row } else { row };
        if self.transpose {
            (row, col)
        } else {
            (col, row)
        }
    }

    fn color(self, c: u8) -> u8 {
        match (self.swap_colors, c) {
            (true, BLACK) => WHITE,
            (true, WHITE) => BLACK,
            _ => c,
        }
    }
}

/// The position seen through the transform that makes it smallest (size first, then stones in
/// scan order): every turned, mirrored or colour-swapped copy of a position gets the same view.
pub(super) struct View {
    transform: Transform,
    pub(super) width: usize,
    pub(super) height: usize,
    /// Scan order, top row first: `EMPTY`, `BLACK` or `WHITE`.
    pub(super) stones: Vec<u8>,
    /// The player to move in the view (`BLACK` or `WHITE`), or `EMPTY` when unknown.
    pub(super) to_move: u8,
}

pub(super) fn canonical_view(board: &Board, to_move: Option<Color>) -> View {
    let to_move = match to_move {
        Some(Color::Black) => BLACK,
        Some(Color::White) => WHITE,
        None => EMPTY,
    };
    let g = board.geometry();
    let (w, h) = (g.width(), g.height());
    let mut best: Option<View> = None;
    for t in Transform::all() {
        let (tw, th) = t.size(w, h);
        let mut stones = vec![EMPTY; w * h];
        for row in 0..h {
            for col in 0..w {
                let c = match board.get(g.index(col, row)) {
                    Cell::Black => BLACK,
                    Cell::White => WHITE,
                    _ => EMPTY,
                };
                let (tc, tr) = t.apply(w, h, col, row);
                stones[tr * tw + tc] = t.color(c);
            }
        }
        let better = match &best {
            None => true,
            Some(b) => {
                (tw, th, &stones, t.color(to_move)) < (b.width, b.height, &b.stones, b.to_move)
            }
        };
        if better {
            best = Some(View {
                transform: t,
                width: tw,
                height: th,
                stones,
                to_move: t.color(to_move),
            });
        }
    }
    best.expect("sixteen transforms")
}

impl View {
    /// The shares averaged over the view's own symmetries (a position that looks the same
    /// turned, or turned and colour-swapped): the playouts alone need not answer alike on
    /// points that are images of each other, and the answer must not depend on which of the
    /// equal views was picked.
    pub(super) fn symmetrize(&self, shares: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
        let (w, h) = (self.width, self.height);
        let stride = w + 2;
        let symmetries: Vec<Transform> = Transform::all()
            .filter(|t| t.size(w, h) == (w, h) && t.color(self.to_move) == self.to_move)
            .filter(|&t| {
                (0..h).all(|row| {
                    (0..w).all(|col| {
                        let (tc, tr) = t.apply(w, h, col, row);
                        self.stones[tr * w + tc] == t.color(self.stones[row * w + col])
                    })
                })
            })
            .collect();
        if symmetries.len() <= 1 {
            return shares;
        }
        let mut out = shares.clone();
        for row in 0..h {
            for col in 0..w {
                let p = (row + 1) * stride + col + 1;
                let (mut taken, mut kept) = (0.0, 0.0);
                for t in &symmetries {
                    let (tc, tr) = t.apply(w, h, col, row);
                    let (a, b) = shares[(tr + 1) * stride + tc + 1];
                    taken += a;
                    kept += b;
                }
                let n = symmetries.len() as f64;
                out[p] = (taken / n, kept / n);
            }
        }
        out
    }

    /// The view's stones on a [`Board`] (its padded indices are the view's).
    pub(super) fn board(&self) -> Option<Board> {
        let geometry = Geometry::new(self.width, self.height)?;
        let mut board = Board::new(geometry);
        for row in 0..self.height {
            for col in 0..self.width {
                match self.stones[row * self.width + col] {
                    BLACK => board.place_initial(geometry.index(col, row), Color::Black),
                    WHITE => board.place_initial(geometry.index(col, row), Color::White),
                    _ => {}
                }
            }
        }
        Some(board)
    }

    /// The view's stones less the blocks `taken` (padded indices of `board`, the view's board).
    pub(super) fn without(&self, board: &PlayoutBoard, taken: &[(Vec<usize>, Why)]) -> Vec<u8> {
        let mut stones = self.stones.clone();
        let stride = board.stride();
        for (points, _) in taken {
            for &p in points {
                stones[(p / stride - 1) * self.width + p % stride - 1] = EMPTY;
            }
        }
        stones
    }

    /// The per-point answers of the view, on the original board's padded array.
    pub(super) fn map_back(
        &self,
        geometry: Geometry,
        why: &[Option<Why>],
        unsure: &[bool],
    ) -> Verdict {
        let (w, h) = (geometry.width(), geometry.height());
        let stride = self.width + 2;
        let len = geometry.array_len();
        // the view's padded index of each point of the original board, and back
        let mut view_of = vec![0; len];
        let mut back = vec![0; why.len()];
        for row in 0..h {
            for col in 0..w {
                let (tc, tr) = self.transform.apply(w, h, col, row);
                let p = geometry.index(col, row);
                view_of[p] = (tr + 1) * stride + tc + 1;
                back[view_of[p]] = p;
            }
        }
        let mut verdict = Verdict {
            dead: vec![false; len],
            why: vec![None; len],
            unsure: vec![false; len],
            playouts: 0,
            judged_again: false,
            sides_settled: false,
        };
        for p in geometry.points() {
            let v = view_of[p];
            let mut reason = why[v];
            match &mut reason {
                Some(Why::LostRace { attacker, .. }) => *attacker = back[*attacker],
                Some(Why::Linked { anchor, .. }) => *anchor = back[*anchor],
                Some(Why::SureEyes { eyes, .. }) => {
                    for e in eyes.iter_mut() {
                        *e = back[*e];
                    }
                }
                Some(Why::ReadAlive { eyes, .. }) => {
                    for e in eyes.iter_mut().filter(|e| **e != NO_POINT) {
                        *e = back[*e];
                    }
                }
                _ => {}
            }
            if reason.is_none()
                && self.stones[(v / stride - 1) * self.width + v % stride - 1] != EMPTY
            {
                reason = Some(Why::NoLiberty);
            }
            verdict.why[p] = reason;
            verdict.unsure[p] = unsure[v];
            verdict.dead[p] = reason.is_some_and(Why::is_dead);
        }
        verdict
    }
}
