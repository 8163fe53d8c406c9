//! Blocks kept up to date move by move, so that a move needs no flood fill: each stone knows
//! its block (by the block's head stone), a block's stones form a ring, and each block counts
//! its pseudo-liberties (every pair of one of its stones and an empty point beside it, so a
//! point beside two of its stones counts twice). A block is captured when the count falls to
//! zero. Undo and setup stones do not update the blocks: they mark them stale, and the next move
//! builds them again from the stones (once per game after a record's setup).

use super::points::Points;
use super::{Cell, Geometry};

/// No block: an empty point, or blocks not built yet.
const NONE: u16 = u16::MAX;

/// The blocks of a board: stale until [`Blocks::build`] runs; their arrays are made at the
/// first build (a board that is never played on makes none).
#[derive(Clone, Debug, Default)]
pub(super) struct Blocks {
    arrays: Option<BlockArrays>,
    built: bool,
}

/// The blocks themselves, per point of the padded board (fixed room: no bounds check).
#[derive(Clone, Debug)]
pub(super) struct BlockArrays {
    /// Per point: the head stone of its block ([`NONE`] on an empty point).
    head: Points<u16>,
    /// Per stone: the next stone of its block's ring.
    next: Points<u16>,
    /// Per head: the block's pseudo-liberties.
    pseudo: Points<u16>,
    /// Per head: the block's stones.
    size: Points<u16>,
}

impl Blocks {
    /// Marks the blocks stale: the stones changed outside of play.
    pub(super) fn stale(&mut self) {
        self.built = false;
    }

    /// No blocks, on an empty board of `len` points: up to date without a build when the
    /// arrays are made (a new game on a reused board), else stale until the first move.
    pub(super) fn clear(&mut self, len: usize) {
        match self.arrays.as_mut() {
            Some(arrays) => {
                // as the build leaves an empty board
                arrays.empty(len);
                self.built = true;
            }
            None => self.built = false,
        }
    }

    /// The blocks of `cells`, built from the stones unless they are up to date (the test
    /// every move makes, inlined; the building itself is rare: once per game after setup or
    /// undo).
    #[inline]
    pub(super) fn build(&mut self, cells: &[Cell], g: Geometry) -> &mut BlockArrays {
        let fresh = self.built
            && self
                .arrays
                .as_ref()
                .is_some_and(|arrays| arrays.head.len() == cells.len());
        if !fresh {
            self.rebuild(cells, g);
        }
        // made by the build if not before
        self.arrays
            .get_or_insert_with(|| BlockArrays::new(cells.len()))
    }

    #[cold]
    #[inline(never)]
    fn rebuild(&mut self, cells: &[Cell], g: Geometry) {
        let len = cells.len();
        let arrays = self.arrays.get_or_insert_with(|| BlockArrays::new(len));
        arrays.empty(len);
        let mut stack = Vec::new();
        for start in g.points() {
            let color = cells[start];
            if color.color().is_none() || arrays.head[start] != NONE {
                continue;
            }
            // flood the block, threading its ring and counting its pseudo-liberties
            let head = start as u16;
            arrays.head[start] = head;
            arrays.next[start] = head;
            let (mut pseudo, mut size) = (0u16, 0u16);
            stack.push(start);
            while let Some(p) = stack.pop() {
                size += 1;
                for n in g.neighbours(p) {
                    if cells[n] == Cell::Empty {
                        pseudo += 1;
                    } else if cells[n] == color && arrays.head[n] == NONE {
                        arrays.head[n] = head;
                        arrays.next[n] = arrays.next[start];
                        arrays.next[start] = n as u16;
                        stack.push(n);
                    }
                }
            }
            arrays.pseudo[start] = pseudo;
            arrays.size[start] = size;
        }
        self.built = true;
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
        let Some(arrays) = self.arrays.as_mut() else {
            return false;
        };
        if !self.built || arrays.head.len() != cells.len() {
            return false;
        }
        if arrays.head[point] != point as u16 || arrays.size[point] != 1 {
            return false;
        }
        arrays.head[point] = NONE;
        for n in g.neighbours(point) {
            if cells[n].color().is_some() {
                let h = arrays.head(n);
                arrays.pseudo[h] += 1;
            }
        }
        true
    }
}

impl BlockArrays {
    /// Arrays for a padded board of `len` points (their values set by the build).
    fn new(len: usize) -> BlockArrays {
        BlockArrays {
            head: Points::new(len),
            next: Points::new(len),
            pseudo: Points::new(len),
            size: Points::new(len),
        }
    }

    /// The arrays made `len` points holding no block (a head of [`NONE`] says no stone).
    fn empty(&mut self, len: usize) {
        for v in [
            &mut self.head,
            &mut self.next,
            &mut self.pseudo,
            &mut self.size,
        ] {
            v.refill(len, NONE);
        }
    }

    /// The head of the block at a stone.
    #[inline]
    pub(super) fn head(&self, stone: usize) -> usize {
        self.head[stone] as usize
    }

    /// The pseudo-liberties of the block at a stone.
    #[inline]
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
        let neighbours = g.neighbours(point);
        self.head[point] = point as u16;
        self.next[point] = point as u16;
        self.size[point] = 1;
        self.pseudo[point] = 0;
        for n in neighbours {
            match cells[n] {
                Cell::Empty => self.pseudo[point] += 1,
                Cell::Black | Cell::White => {
                    let h = self.head(n);
                    self.pseudo[h] -= 1;
                }
                Cell::Border => {}
            }
        }
        // the block the stone is in so far
        let mut head = point;
        for n in neighbours {
            if cells[n] == color && self.head(n) != head {
                head = self.join(self.head(n), head);
            }
        }
    }

    /// Joins two blocks: the smaller one's stones take the bigger one's head, which is
    /// returned.
    fn join(&mut self, a: usize, b: usize) -> usize {
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
        big
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
        /// A new game on the same board (its buffers kept).
        Reset,
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            12 => (any::<bool>(), 0usize..64).prop_map(|(b, p)| Step::Play(b, p)),
            1 => Just(Step::Undo),
            1 => (0usize..64, 0u8..3).prop_map(|(p, c)| Step::Setup(p, c)),
            1 => Just(Step::Reset),
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
                    Step::Reset => {
                        board.reset(g);
                        let empty = Board::new(g);
                        prop_assert_eq!(board.cells(), empty.cells());
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
