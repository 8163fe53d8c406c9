//! Per-point arrays of fixed room: a capacity that is a power of two above the largest padded
//! board, indexed through a mask, so that hot loops (a move's blocks, the judge's playouts)
//! pay no bounds check (a point is always on the padded board: the board makes every index it
//! reads). The board's own points are the first `len`; as a slice, a `Points` is those.
//! Making one clears 4 to 16 KB: its owners keep them for reuse (the judge's boards, see
//! `judge::light_board::give_back_boards`; a board's blocks, made at its first move).

use std::ops::{Deref, DerefMut, Index, IndexMut};

/// Room for the largest padded board, (52 + 2) x (52 + 2) = 2,916 points.
const CAPACITY: usize = 4096;

/// One value per point of a padded board of `len` points.
#[derive(Debug)]
pub(crate) struct Points<T> {
    values: Box<[T; CAPACITY]>,
    len: usize,
}

impl<T: Copy + Default> Points<T> {
    /// `len` points (at most [`CAPACITY`]), each holding the default value.
    pub(crate) fn new(len: usize) -> Points<T> {
        assert!(len <= CAPACITY, "a padded board of {len} points");
        let values: Box<[T]> = vec![T::default(); CAPACITY].into_boxed_slice();
        let values: Box<[T; CAPACITY]> = match values.try_into() {
            Ok(values) => values,
            Err(_) => unreachable!("a boxed slice of CAPACITY values"),
        };
        Points { values, len }
    }

    /// The array made `len` points, each holding `value` (its room kept).
    pub(crate) fn refill(&mut self, len: usize, value: T) {
        assert!(len <= CAPACITY, "a padded board of {len} points");
        self.len = len;
        self.values[..len].fill(value);
    }

    /// The array made `len` points, the value of each its index's image under `f`.
    pub(crate) fn refill_with(&mut self, len: usize, f: impl Fn(usize) -> T) {
        assert!(len <= CAPACITY, "a padded board of {len} points");
        self.len = len;
        for (i, v) in self.values[..len].iter_mut().enumerate() {
            *v = f(i);
        }
    }
}

impl<T: Copy + Default> Clone for Points<T> {
    fn clone(&self) -> Points<T> {
        let mut copy = Points::new(self.len);
        copy.values[..self.len].copy_from_slice(self);
        copy
    }

    /// Copies the board's points only.
    fn clone_from(&mut self, source: &Points<T>) {
        self.len = source.len;
        self.values[..source.len].copy_from_slice(source);
    }
}

impl<T> Index<usize> for Points<T> {
    type Output = T;

    #[inline]
    fn index(&self, p: usize) -> &T {
        debug_assert!(p < self.len, "point {p} of {}", self.len);
        &self.values[p & (CAPACITY - 1)]
    }
}

impl<T> IndexMut<usize> for Points<T> {
    #[inline]
    fn index_mut(&mut self, p: usize) -> &mut T {
        debug_assert!(p < self.len, "point {p} of {}", self.len);
        &mut self.values[p & (CAPACITY - 1)]
    }
}

impl<T> Deref for Points<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.values[..self.len]
    }
}

impl<T> DerefMut for Points<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.values[..self.len]
    }
}
