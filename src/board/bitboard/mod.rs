//! Bit boards: one bit per point, one 64-bit word per row of the padded array (a board is at
//! most 52 points wide, so a padded row of 54 fits a word). A point's padded index `p` is bit
//! `p % stride` of word `p / stride`, so the border rows and columns are words and bits that
//! stay clear.
//!
//! A flood is a row sweep: each row takes the points beside the rows above (going down) or
//! below (going up) that it lets in, then fills along its runs of passable points both ways
//! (a carry to the left, a doubling shift to the right). Sweeps go down and up in turn until
//! one changes nothing: most floods take one sweep down and one up.

use super::Geometry;

/// Rows of the largest padded board.
pub const WORDS: usize = super::MAX_SIDE + 2;

/// A set of points of one board, in `N` words: enough for a padded board of up to `N` rows
/// ([`WORDS`] for every board). A count that knows its boards are small uses fewer words, so
/// every loop over a set's words is shorter.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct BitBoard<const N: usize = WORDS> {
    rows: [u64; N],
}

impl<const N: usize> Default for BitBoard<N> {
    fn default() -> Self {
        BitBoard { rows: [0; N] }
    }
}

impl<const N: usize> std::fmt::Debug for BitBoard<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let used = self.rows.iter().rposition(|&w| w != 0).map_or(0, |r| r + 1);
        f.debug_list()
            .entries(self.rows[..used].iter().map(|w| format!("{w:b}")))
            .finish()
    }
}

/// Where a point's bit lives, for a geometry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BitGeometry {
    stride: usize,
    /// `2^32 / stride` rounded up: a point's word is `p * reciprocal >> 32`, exactly for
    /// every padded index (far below `2^32 / stride`), without a division.
    reciprocal: u64,
    /// Words of the on-board rows: `1..last`.
    last: usize,
    /// The bits of the on-board columns.
    columns: u64,
}

impl BitGeometry {
    pub fn new(g: Geometry) -> BitGeometry {
        BitGeometry {
            stride: g.stride(),
            reciprocal: (1u64 << 32).div_ceil(g.stride() as u64),
            last: g.height() + 1,
            columns: ((1u64 << g.width()) - 1) << 1,
        }
    }

    /// Word and bit of padded index `p`.
    #[inline]
    pub fn place(&self, p: usize) -> (usize, u32) {
        let row = ((p as u64 * self.reciprocal) >> 32) as usize;
        (row, (p - row * self.stride) as u32)
    }

    /// Padded index of word `row`, bit `bit`.
    #[inline]
    pub fn index(&self, row: usize, bit: u32) -> usize {
        row * self.stride + bit as usize
    }

    /// The words of the on-board rows.
    #[inline]
    pub fn rows(&self) -> std::ops::Range<usize> {
        1..self.last
    }

    /// Every point of the padded array: the board and its border.
    pub fn padded<const N: usize>(&self) -> BitBoard<N> {
        let mut b = BitBoard::default();
        for r in 0..=self.last {
            b.rows[r] = (self.columns << 1) | 3;
        }
        b
    }

    /// Every on-board point.
    pub fn board<const N: usize>(&self) -> BitBoard<N> {
        let mut b = BitBoard::default();
        for r in self.rows() {
            b.rows[r] = self.columns;
        }
        b
    }
}

impl<const N: usize> BitBoard<N> {
    #[inline]
    pub fn get(&self, bg: &BitGeometry, p: usize) -> bool {
        let (r, b) = bg.place(p);
        self.rows[r] >> b & 1 != 0
    }

    #[inline]
    pub fn set(&mut self, bg: &BitGeometry, p: usize) {
        let (r, b) = bg.place(p);
        self.rows[r] |= 1 << b;
    }

    #[inline]
    pub fn word(&self, row: usize) -> u64 {
        self.rows[row]
    }

    #[inline]
    pub fn word_mut(&mut self, row: usize) -> &mut u64 {
        &mut self.rows[row]
    }

    pub fn clear(&mut self) {
        self.rows = [0; N];
    }

    pub fn is_empty(&self) -> bool {
        self.rows.iter().all(|&w| w == 0)
    }

    /// The points of both.
    pub fn and(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.rows.iter_mut().zip(other.rows) {
            *a &= b;
        }
        out
    }

    /// The points of either.
    pub fn or(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.rows.iter_mut().zip(other.rows) {
            *a |= b;
        }
        out
    }

    /// The points of `self` not in `other`.
    pub fn minus(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.rows.iter_mut().zip(other.rows) {
            *a &= !b;
        }
        out
    }

    /// The eight points around the point of word `row`, bit `bit`, as eight bits: the row
    /// above left to right, the left and right neighbours, the row below left to right.
    #[inline]
    pub fn around(&self, row: usize, bit: u32) -> u32 {
        let above = (self.rows[row - 1] >> (bit - 1)) as u32 & 7;
        let level = (self.rows[row] >> (bit - 1)) as u32 & 7;
        let below = (self.rows[row + 1] >> (bit - 1)) as u32 & 7;
        above | (level & 1) << 3 | (level >> 2) << 4 | below << 5
    }

    /// How many points.
    pub fn count(&self) -> u32 {
        self.rows.iter().map(|w| w.count_ones()).sum()
    }

    /// True when the two share a point.
    pub fn meets(&self, other: &Self) -> bool {
        self.rows.iter().zip(other.rows).any(|(a, b)| a & b != 0)
    }

    /// The points beside a point of `self` (on the board, `self` left out unless beside).
    pub fn beside(&self, bg: &BitGeometry) -> Self {
        let mut out = Self::default();
        for r in bg.rows() {
            let w = self.rows[r];
            out.rows[r] = ((w << 1) | (w >> 1) | self.rows[r - 1] | self.rows[r + 1]) & bg.columns;
        }
        out
    }

    /// The points of `self` with at least three neighbours in `self`.
    pub fn with_three_neighbours(&self, bg: &BitGeometry) -> Self {
        let mut out = Self::default();
        for r in bg.rows() {
            let w = self.rows[r];
            let (a, b, c, d) = (self.rows[r - 1], self.rows[r + 1], w << 1, w >> 1);
            out.rows[r] = w & ((a & b & (c | d)) | (c & d & (a | b)));
        }
        out
    }

    /// The first point in scan order (top row first, left to right), if any, from word `from`.
    pub fn first(&self, bg: &BitGeometry, from: usize) -> Option<usize> {
        (from.max(1)..bg.last)
            .find(|&r| self.rows[r] != 0)
            .map(|r| bg.index(r, self.rows[r].trailing_zeros()))
    }

    /// Calls `f` with every point, in scan order.
    #[inline]
    pub fn for_each(&self, bg: &BitGeometry, mut f: impl FnMut(usize)) {
        for r in bg.rows() {
            let mut w = self.rows[r];
            while w != 0 {
                f(bg.index(r, w.trailing_zeros()));
                w &= w - 1;
            }
        }
    }

    /// Grows `self` over `passable` points, through the points beside it, until it grows no
    /// more; a point in `stop` (when given) is taken in but not passed (nothing spreads from
    /// it). Returns the rows the result spans.
    pub fn flood(
        &mut self,
        bg: &BitGeometry,
        passable: &Self,
        stop: Option<&Self>,
    ) -> std::ops::Range<usize> {
        let mut lo = bg.last;
        let mut hi = 0;
        for r in bg.rows() {
            if self.rows[r] != 0 {
                lo = lo.min(r);
                hi = r;
            }
        }
        if hi == 0 {
            return 1..1;
        }
        self.flood_rows(bg, passable, stop, lo, hi)
    }

    /// The points `passable` (and `stop`, see [`BitBoard::flood`]) joins to point `start`;
    /// returns them with the rows they span.
    pub fn flood_from(
        bg: &BitGeometry,
        start: usize,
        passable: &Self,
        stop: Option<&Self>,
    ) -> (Self, std::ops::Range<usize>) {
        let mut out = Self::default();
        out.set(bg, start);
        let row = bg.place(start).0;
        let rows = out.flood_rows(bg, passable, stop, row, row);
        (out, rows)
    }

    /// [`BitBoard::flood`] of a set that spans rows `lo..=hi`: without stop points, a flood
    /// of its own (most floods have none, and skip their reading).
    fn flood_rows(
        &mut self,
        bg: &BitGeometry,
        passable: &Self,
        stop: Option<&Self>,
        lo: usize,
        hi: usize,
    ) -> std::ops::Range<usize> {
        match stop {
            Some(stop) => self.sweeps::<true>(bg, passable, stop, lo, hi),
            None => self.sweeps::<false>(bg, passable, passable, lo, hi),
        }
    }

    /// The flood's sweeps; `stop` is read only when `STOPS`. The first sweep down fills
    /// every row holding points along its runs and carries the flood down; the first sweep
    /// up reads the rows the row below would bring points to (found in one pass over the
    /// flood's rows). After that a row can take in points only from the row beside it that
    /// changed in the sweep before (or in this one): each sweep reads those rows only (a set
    /// of rows is a word's bits), until one changes nothing.
    fn sweeps<const STOPS: bool>(
        &mut self,
        bg: &BitGeometry,
        passable: &Self,
        stop: &Self,
        mut lo: usize,
        mut hi: usize,
    ) -> std::ops::Range<usize> {
        self.fill_down::<STOPS>(bg, passable, stop, &mut lo, &mut hi);
        // the rows above a row of the flood that the row below would bring points to
        let mut brought = 0u64;
        for r in lo.max(2) - 1..hi {
            let below = self.spreading::<STOPS>(stop, r + 1);
            brought |= ((below & passable.rows[r] & !self.rows[r] != 0) as u64) << r;
        }
        let mut changed = self.sweep_up::<STOPS>(passable, stop, brought, &mut lo);
        while changed != 0 {
            changed = self.sweep_down::<STOPS>(bg, passable, stop, changed << 1, &mut hi);
            if changed == 0 {
                break;
            }
            changed = self.sweep_up::<STOPS>(passable, stop, changed >> 1, &mut lo);
        }
        lo..hi + 1
    }

    /// The points of row `r` that spread (not stop points).
    #[inline]
    fn spreading<const STOPS: bool>(&self, stop: &Self, r: usize) -> u64 {
        if STOPS {
            self.rows[r] & !stop.rows[r]
        } else {
            self.rows[r]
        }
    }

    /// The first sweep, from row `lo` down: each row takes what the row above brings, and
    /// every row holding points is filled along its runs.
    fn fill_down<const STOPS: bool>(
        &mut self,
        bg: &BitGeometry,
        passable: &Self,
        stop: &Self,
        lo: &mut usize,
        hi: &mut usize,
    ) {
        let mut r = *lo;
        while r < bg.last {
            let above = self.spreading::<STOPS>(stop, r - 1);
            let brings = above & passable.rows[r] & !self.rows[r];
            if brings != 0 || self.rows[r] != 0 {
                let grown = self.grow_row::<STOPS>(r, above, passable, stop);
                if grown != self.rows[r] {
                    self.rows[r] = grown;
                    *hi = (*hi).max(r);
                }
            } else if r > *hi {
                break;
            }
            r += 1;
        }
    }

    /// A sweep down over the rows `todo` (bits: rows whose row above changed), and the row
    /// below each row it changes. Returns the rows it changed.
    fn sweep_down<const STOPS: bool>(
        &mut self,
        bg: &BitGeometry,
        passable: &Self,
        stop: &Self,
        mut todo: u64,
        hi: &mut usize,
    ) -> u64 {
        let mut changed = 0;
        while todo != 0 {
            let r = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            if r >= bg.last {
                break;
            }
            let above = self.spreading::<STOPS>(stop, r - 1);
            if above & passable.rows[r] & !self.rows[r] != 0 {
                self.rows[r] = self.grow_row::<STOPS>(r, above, passable, stop);
                changed |= 1 << r;
                todo |= 1 << (r + 1);
                *hi = (*hi).max(r);
            }
        }
        changed
    }

    /// A sweep up over the rows `todo` (bits: rows whose row below changed), and the row
    /// above each row it changes. Returns the rows it changed.
    fn sweep_up<const STOPS: bool>(
        &mut self,
        passable: &Self,
        stop: &Self,
        mut todo: u64,
        lo: &mut usize,
    ) -> u64 {
        let mut changed = 0;
        // (row 0 is the border: nothing enters it)
        todo &= !1;
        while todo != 0 {
            let r = 63 - todo.leading_zeros() as usize;
            todo &= !(1 << r);
            let below = self.spreading::<STOPS>(stop, r + 1);
            if below & passable.rows[r] & !self.rows[r] != 0 {
                self.rows[r] = self.grow_row::<STOPS>(r, below, passable, stop);
                changed |= 1 << r;
                todo |= (1 << (r - 1)) & !1;
                *lo = (*lo).min(r);
            }
        }
        changed
    }

    /// Row `r` grown by the points of the row beside it that spread (`beside`) and along its
    /// own runs of passable points.
    #[inline]
    fn grow_row<const STOPS: bool>(
        &self,
        r: usize,
        beside: u64,
        passable: &Self,
        stop: &Self,
    ) -> u64 {
        let m = passable.rows[r];
        let seeds = self.rows[r] | (beside & m);
        if !STOPS {
            return seeds | fill_run(seeds, m);
        }
        let open = m & !stop.rows[r];
        let filled = fill_run(seeds & !stop.rows[r] & open, open);
        let entered = ((filled << 1) | (filled >> 1)) & m & stop.rows[r];
        seeds | filled | entered
    }
}

/// Words of a stream of one bit per cell of the largest padded array, and one to spare (a
/// row read across two words reads the second).
const STREAM: usize = (WORDS * WORDS).div_ceil(64) + 1;

/// Reads a board: its padded array of `cells` with their dead marks (missing ones are none)
/// into five sets: living black stones, living white stones, empty points, dead black stones,
/// dead white stones (`sets`, in that order; border words clear).
///
/// Eight cells at a time: a cell is a byte (empty 0, black 1, white 2, border 3), so its low
/// bit says black or border and its second bit white or border; those bits of the eight
/// bytes, and the eight marks, are gathered into eight bits each by one multiply, into three
/// streams of one bit per cell. A row's word is then its cells' bits in each stream, read
/// across two words.
pub fn read_board<const N: usize>(
    bg: &BitGeometry,
    cells: &[super::Cell],
    marks: &[bool],
    sets: [&mut BitBoard<N>; 5],
) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    // the low bits of the eight bytes (the rest clear), as eight bits
    let gather = |x: u64| x.wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let len = (bg.last + 1) * bg.stride;
    let cells = &cells[..cells.len().min(len)];
    // per cell: its low bit, its second bit, its dead mark
    let mut streams = [[0u64; STREAM]; 3];
    for (chunk, eight) in cells.chunks(8).enumerate() {
        // a missing cell reads as the border (3), a missing mark as none
        let kinds = match <&[super::Cell; 8]>::try_from(eight) {
            Ok(full) => u64::from_le_bytes(full.map(|cell| cell as u8)),
            Err(_) => {
                let mut kinds = [3u8; 8];
                for (k, &cell) in kinds.iter_mut().zip(eight) {
                    *k = cell as u8;
                }
                u64::from_le_bytes(kinds)
            }
        };
        let dead = match marks
            .get(8 * chunk..8 * chunk + 8)
            .map(<&[bool; 8]>::try_from)
        {
            Some(Ok(full)) => u64::from_le_bytes(full.map(u8::from)),
            _ => {
                let mut dead = [0u8; 8];
                let rest = marks.get(8 * chunk..).unwrap_or(&[]);
                for (d, &mark) in dead.iter_mut().zip(rest) {
                    *d = mark as u8;
                }
                u64::from_le_bytes(dead)
            }
        };
        let (word, shift) = (chunk / 8, 8 * (chunk % 8));
        streams[0][word] |= gather(kinds & LOW) << shift;
        streams[1][word] |= gather(kinds >> 1 & LOW) << shift;
        streams[2][word] |= gather(dead & LOW) << shift;
    }
    let [black, white, empty, black_dead, white_dead] = sets;
    for set in [
        &mut *black,
        &mut *white,
        &mut *empty,
        &mut *black_dead,
        &mut *white_dead,
    ] {
        set.clear();
    }
    for r in bg.rows() {
        let at = r * bg.stride;
        let (word, shift) = (at / 64, at % 64);
        let [one, two, dead] = streams.each_ref().map(|stream| {
            let both = (stream[word + 1] as u128) << 64 | stream[word] as u128;
            (both >> shift) as u64 & bg.columns
        });
        let (b, w) = (one & !two, two & !one);
        black.rows[r] = b & !dead;
        white.rows[r] = w & !dead;
        empty.rows[r] = !(one | two) & bg.columns;
        black_dead.rows[r] = b & dead;
        white_dead.rows[r] = w & dead;
    }
}

/// The runs of `m` holding a bit of `s` (a subset of `m`).
#[inline]
pub fn fill_run(s: u64, m: u64) -> u64 {
    // left (towards the high bits): a carry runs from the lowest seed of a run to its top
    let left = ((m.wrapping_add(s) ^ m) | s) & m;
    // right: doubling shifts
    let mut x = s;
    let mut p = m;
    x |= p & (x >> 1);
    p &= p >> 1;
    x |= p & (x >> 2);
    p &= p >> 2;
    x |= p & (x >> 4);
    p &= p >> 4;
    x |= p & (x >> 8);
    p &= p >> 8;
    x |= p & (x >> 16);
    p &= p >> 16;
    x |= p & (x >> 32);
    left | x
}

#[cfg(test)]
mod tests;
