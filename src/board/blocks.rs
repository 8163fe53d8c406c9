//! Blocks kept up to date move by move, so that a move needs no flood fill: each stone knows
//! its block (by the block's head stone), a block's stones form a ring, and each block counts
//! its pseudo-liberties (every pair of one of its stones and an empty point beside it, so a
//! point beside two of its stones counts twice). A block is captured when the count falls to
//! zero. Undo and setup stones do not update the blocks: they mark them stale, and the next move
//! builds them again from the stones (once per game after a record's setup).

use super::{Cell, Geometry};

/// No block: an empty point, or blocks not built yet.
const NONE: u16 = u16::MAX;

/// The blocks of a board: stale until [`Blocks::build`] runs.
#[derive(Clone, Debug, Default)]
pub(super) struct Blocks {
    /// Per point: the head stone of its block ([`NONE`] on an empty point).
    head: Vec<u16>,
    /// Per stone: the next stone of its block's ring.
    next: Vec<u16>,
    /// Per head: the block's pseudo-liberties.
    pseudo: Vec<u16>,
    /// Per head: the block's stones.
    size: Vec<u16>,
    built: bool,
}

impl Blocks {
    /// Marks the blocks stale: the stones changed outside of play.
    pub(super) fn stale(&mut self) {
        self.built = false;
    }

    /// Builds the blocks from the stones, unless they are up to date.
    pub(super) fn build(&mut self, cells: &[Cell], g: Geometry) {
        if self.built && self.head.len() == cells.len() {
            return;
        }
        let len = cells.len();
        for v in [
            &mut self.head,
            &mut self.next,
            &mut self.pseudo,
            &mut self.size,
        ] {
            v.clear();
            v.resize(len, NONE);
        }
        let mut stack = Vec::new();
        for start in g.points() {
            let color = cells[start];
            if color.color().is_none() || self.head[start] != NONE {
                continue;
            }
            // flood the block, threading its ring and counting its pseudo-liberties
            let head = start as u16;
            self.head[start] = head;
            self.next[start] = head;
            let (mut pseudo, mut size) = (0u16, 0u16);
            stack.push(start);
            while let Some(p) = stack.pop() {
                size += 1;
                for n in g.neighbours(p) {
                    if cells[n] == Cell::Empty {
                        pseudo += 1;
                    } else if cells[n] == color && self.head[n] == NONE {
                        self.head[n] = head;
                        self.next[n] = self.next[start];
                        self.next[start] = n as u16;
                        stack.push(n);
                    }
                }
            }
            self.pseudo[start] = pseudo;
            self.size[start] = size;
        }
        self.built = true;
    }

    /// The head of the block at a stone.
    pub(super) fn head(&self, stone: usize) -> usize {
        self.head[stone] as usize
    }

    /// The pseudo-liberties of the block at a stone.
    pub(super) fn pseudo_liberties(&self, stone: usize) -> usize {
        self.pseudo[self.head(stone)] as usize
    }

    /// Pairs of the block at `stone` with the empty point `point` beside it (0 to 4).
    pub(super) fn pairs_with(
        &self,
        cells: &[Cell],
        g: Geometry,
        stone: usize,
        point: usize,
    ) -> usize {
        let head = self.head(stone);
        g.neighbours(point)
            .iter()
            .filter(|&&n| cells[n].color().is_some() && self.head(n) == head)
            .count()
    }

    /// A stone was just put on `point` (its cell already set): it takes a pseudo-liberty from
    /// every block beside it and joins the blocks of its colour.
    pub(super) fn add_stone(&mut self, cells: &[Cell], g: Geometry, point: usize) {
        let color = cells[point];
        self.head[point] = point as u16;
        self.next[point] = point as u16;
        self.size[point] = 1;
        self.pseudo[point] = 0;
        for n in g.neighbours(point) {
            match cells[n] {
                Cell::Empty => self.pseudo[point] += 1,
                Cell::Black | Cell::White => {
                    let h = self.head(n);
                    self.pseudo[h] -= 1;
                }
                Cell::Border => {}
            }
        }
        for n in g.neighbours(point) {
            if cells[n] == color && self.head(n) != self.head(point) {
                self.join(self.head(n), self.head(point));
            }
        }
    }

    /// Takes back a stone that forms a block of its own (the last move, when it joined and
    /// captured nothing): the blocks beside it get their pseudo-liberty back. False, changing
    /// nothing, when the blocks are stale or the stone is part of a bigger block (the caller
    /// then marks them stale).
    pub(super) fn take_back_lone_stone(
        &mut self,
        cells: &[Cell],
        g: Geometry,
        point: usize,
    ) -> bool {
        if !self.built || self.head.len() != cells.len() {
            return false;
        }
        if self.head[point] != point as u16 || self.size[point] != 1 {
            return false;
        }
        self.head[point] = NONE;
        for n in g.neighbours(point) {
            if cells[n].color().is_some() {
                let h = self.head(n);
                self.pseudo[h] += 1;
            }
        }
        true
    }

    /// Joins two blocks: the smaller one's stones take the bigger one's head.
    fn join(&mut self, a: usize, b: usize) {
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        // splice the rings
        self.next.swap(big, small);
        self.pseudo[big] += self.pseudo[small];
        self.size[big] += self.size[small];
    }

    /// Takes the block whose head is `head` off the board: its cells become empty, every
    /// block beside one of its stones gets a pseudo-liberty back. Its stones go to `captured`.
    pub(super) fn remove(
        &mut self,
        cells: &mut [Cell],
        g: Geometry,
        head: usize,
        captured: &mut Vec<usize>,
    ) {
        let from = captured.len();
        let mut s = head;
        loop {
            captured.push(s);
            cells[s] = Cell::Empty;
            s = self.next[s] as usize;
            if s == head {
                break;
            }
        }
        for &s in &captured[from..] {
            self.head[s] = NONE;
            for n in g.neighbours(s) {
                if cells[n].color().is_some() {
                    let h = self.head(n);
                    self.pseudo[h] += 1;
                }
            }
        }
    }
}
