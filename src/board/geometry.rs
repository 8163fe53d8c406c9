//! Padded board geometry: every point has four neighbours and four diagonals in the
//! array, off-board ones are [`Cell::Border`](super::Cell::Border) sentinels, so neighbour
//! loops never check bounds (the Leela Zero / Fuego layout).

/// Width, height and the index arithmetic of a padded `(width+2) x (height+2)` array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    width: usize,
    height: usize,
}

impl Default for Geometry {
    /// A 1x1 board.
    fn default() -> Self {
        Geometry {
            width: 1,
            height: 1,
        }
    }
}

/// Largest width or height of any board (`tenuki-set_board` accepts up to 52x52).
pub const MAX_SIDE: usize = 52;

impl Geometry {
    /// A board `width` columns wide and `height` rows high (both 1..=[`MAX_SIDE`]).
    pub fn new(width: usize, height: usize) -> Option<Geometry> {
        if (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height) {
            Some(Geometry { width, height })
        } else {
            None
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Distance between two vertically adjacent points in the padded array.
    pub fn stride(&self) -> usize {
        self.width + 2
    }

    /// Length of the padded array.
    pub fn array_len(&self) -> usize {
        (self.width + 2) * (self.height + 2)
    }

    /// Index of the point in column `col` (0 = left) and row `row` (0 = top).
    pub fn index(&self, col: usize, row: usize) -> usize {
        (row + 1) * self.stride() + col + 1
    }

    /// Column (0 = left) and row (0 = top) of an on-board index.
    pub fn coords(&self, index: usize) -> (usize, usize) {
        (index % self.stride() - 1, index / self.stride() - 1)
    }

    /// Every on-board index in scan order: top row first, left to right.
    pub fn points(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.height).flat_map(move |row| (0..self.width).map(move |col| self.index(col, row)))
    }

    /// The padded-index range of each row, top row first: `for row in g.rows() { for p in row {..} }`
    /// visits every point in scan order with the tightest loop.
    pub fn rows(&self) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
        let (s, w) = (self.stride(), self.width);
        (0..self.height).map(move |row| {
            let start = (row + 1) * s + 1;
            start..start + w
        })
    }

    /// The four orthogonal neighbours (some may be off-board sentinels).
    pub fn neighbours(&self, index: usize) -> [usize; 4] {
        let s = self.stride();
        [index - s, index - 1, index + 1, index + s]
    }

    /// The four diagonal neighbours (some may be off-board sentinels).
    pub fn diagonals(&self, index: usize) -> [usize; 4] {
        let s = self.stride();
        [index - s - 1, index - s + 1, index + s - 1, index + s + 1]
    }

    /// Number of on-board points.
    pub fn point_count(&self) -> usize {
        self.width * self.height
    }
}
