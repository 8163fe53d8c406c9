//! The judge's steps in the trace log (`RUST_LOG=tenuki_gtp::judge=trace`, on standard error):
//! after each step of a judgement, the blocks whose reason it changed, named by a stone of each
//! on the board judged, so that a reader can see which step made a call. Nothing is read or
//! written when the log is off.

use crate::board::vertex::format_vertex;
use crate::board::{Board, Cell};
use crate::judge::view::View;
use crate::judge::Why;

/// The reasons as the last step logged left them, on the board judged.
pub(super) struct StepLog<'a> {
    view: &'a View,
    board: &'a Board,
    last: Vec<Option<Why>>,
}

impl<'a> StepLog<'a> {
    /// A log of the judgement of `board` (seen as `view`), or `None` when the trace log is
    /// off. `sharpened` names a judgement made again.
    pub(super) fn start(view: &'a View, board: &'a Board, sharpened: bool) -> Option<Self> {
        if !log::log_enabled!(log::Level::Trace) {
            return None;
        }
        let kind = if sharpened { "made again" } else { "first" };
        log::trace!("judgement ({kind})");
        Some(StepLog {
            view,
            board,
            last: vec![None; board.geometry().array_len()],
        })
    }

    /// Logs the blocks whose reason `step` changed (`why`, on the view's light board): one
    /// line per block, a stone of it, its size and its reason.
    pub(super) fn step(&mut self, step: &str, why: &[Option<Why>]) {
        let g = self.board.geometry();
        let unsure = vec![false; why.len()];
        let now = self.view.map_back(g, why, &unsure).why;
        let mut seen = vec![false; g.array_len()];
        let mut lines = Vec::new();
        for p in g.points() {
            if seen[p] || now[p] == self.last[p] || self.board.get(p) == Cell::Empty {
                continue;
            }
            let stones = self.block(p, &mut seen);
            lines.push(format!(
                "  {} ({} {}): {:?}",
                format_vertex(g, p),
                stones,
                if stones == 1 { "stone" } else { "stones" },
                now[p]
            ));
        }
        if !lines.is_empty() {
            log::trace!("{step}:\n{}", lines.join("\n"));
        }
        self.last = now;
    }

    /// Marks the stones of the block at `p` in `seen`; returns how many there are.
    fn block(&self, p: usize, seen: &mut [bool]) -> usize {
        let g = self.board.geometry();
        let colour = self.board.get(p);
        let mut stack = vec![p];
        seen[p] = true;
        let mut count = 0;
        while let Some(s) = stack.pop() {
            count += 1;
            for n in g.neighbours(s) {
                if !seen[n] && self.board.get(n) == colour {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        count
    }
}
