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

    /// Builds the blocks from the stones, unless they are up to date (the test every move
    /// makes, inlined; the building itself is rare: once per game after setup or undo).
    #[inline]
    pub(super) fn build(&mut self, cells: &[Cell], g: Geometry) {
        if !self.built || self.head.len() != cells.len() {
            self.rebuild(cells, g);
        }
    }

    #[cold]
    #[inline(never)]
    fn rebuild(&mut self, cells: &[Cell], g: Geometry) {
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

/// The rules of play checked with a flood fill per block, against the blocks kept move by
/// move: the same answer and the same stones after every move, undo and setup stone of a
/// random sequence.
#[cfg(test)]
mod against_floods {
    use crate::board::{Board, Cell, Color, Geometry, IllegalMove};
    use proptest::prelude::*;

    /// True when the block at `start` has a liberty (a flood fill).
    fn has_liberty(cells: &[Cell], g: Geometry, start: usize) -> bool {
        let color = cells[start];
        let mut seen = vec![false; cells.len()];
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            for n in g.neighbours(p) {
                if cells[n] == Cell::Empty {
                    return true;
                }
                if cells[n] == color && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        false
    }

    fn remove_block(cells: &mut [Cell], g: Geometry, start: usize) -> usize {
        let color = cells[start];
        let mut stack = vec![start];
        cells[start] = Cell::Empty;
        let mut count = 0;
        while let Some(p) = stack.pop() {
            count += 1;
            for n in g.neighbours(p) {
                if cells[n] == color {
                    cells[n] = Cell::Empty;
                    stack.push(n);
                }
            }
        }
        count
    }

    /// A move by the book: occupied, ko, captures, suicide.
    fn reference_play(
        cells: &[Cell],
        g: Geometry,
        ko: Option<(usize, Color)>,
        color: Color,
        point: usize,
    ) -> Result<(Vec<Cell>, usize), IllegalMove> {
        if cells[point] != Cell::Empty {
            return Err(IllegalMove::Occupied);
        }
        if ko == Some((point, color)) {
            return Err(IllegalMove::Ko);
        }
        let mut after = cells.to_vec();
        after[point] = color.cell();
        let mut captured = 0;
        for n in g.neighbours(point) {
            if after[n] == color.opponent().cell() && !has_liberty(&after, g, n) {
                captured += remove_block(&mut after, g, n);
            }
        }
        if captured == 0 && !has_liberty(&after, g, point) {
            return Err(IllegalMove::Suicide);
        }
        Ok((after, captured))
    }

    #[derive(Clone, Debug)]
    enum Step {
        Play(bool, usize),
        Undo,
        Setup(usize, u8),
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            12 => (any::<bool>(), 0usize..64).prop_map(|(b, p)| Step::Play(b, p)),
            1 => Just(Step::Undo),
            1 => (0usize..64, 0u8..3).prop_map(|(p, c)| Step::Setup(p, c)),
        ]
    }

    proptest! {
        #[test]
        fn play_agrees_with_flood_fills(
            width in 2usize..8,
            height in 2usize..8,
            steps in proptest::collection::vec(step(), 1..300),
        ) {
            let g = Geometry::new(width, height).unwrap();
            let points: Vec<usize> = g.points().collect();
            let mut board = Board::new(g);
            for step in steps {
                match step {
                    Step::Play(black, p) => {
                        let color = if black { Color::Black } else { Color::White };
                        let point = points[p % points.len()];
                        let expected = reference_play(board.cells(), g, board.ko, color, point);
                        let before = board.captures(color);
                        let got = board.play(color, Some(point));
                        match expected {
                            Ok((cells, captured)) => {
                                prop_assert_eq!(got, Ok(()));
                                prop_assert_eq!(board.cells(), &cells[..]);
                                prop_assert_eq!(board.captures(color), before + captured as u32);
                            }
                            Err(e) => prop_assert_eq!(got, Err(e)),
                        }
                    }
                    Step::Undo => {
                        board.undo();
                    }
                    Step::Setup(p, c) => {
                        let point = points[p % points.len()];
                        let cell = [Cell::Empty, Cell::Black, Cell::White][c as usize];
                        board.set_up(point, cell);
                        // a setup that leaves a block without a liberty is refused by
                        // every caller: take it back
                        if board.first_libertyless_stone().is_some() {
                            board.undo();
                        }
                    }
                }
            }
        }
    }
}
