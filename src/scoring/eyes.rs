//! Eye count from boundary length (the seed's table, after Chen & Chen's Ext()).

use crate::board::Geometry;

/// How many eyes a controlled region gives its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EyeCount {
    One,
    /// Two eyes if the owner plays first locally, one if the opponent does.
    OneAndHalf,
    Two,
}

impl EyeCount {
    /// The seed's ceiling: the count when the owner plays first.
    pub fn optimistic(self) -> u32 {
        match self {
            EyeCount::One => 1,
            EyeCount::OneAndHalf | EyeCount::Two => 2,
        }
    }
}

/// The shape facts the table needs besides the boundary length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Number of points in the region.
    pub size: u32,
    /// The region contains a 2x2 block of its points.
    pub has_square_four: bool,
    /// The region is exactly four points in a zigzag (S/Z): curved four.
    pub is_curved_four: bool,
}

/// The seed's table: eye count by boundary length and shape.
///
/// | boundary length | eyes |
/// |---|---|
/// | ≤ 6 | 1 |
/// | 7 | 1.5 |
/// | 8, square four | 1 |
/// | 8, curved four | 2 |
/// | 8, other | 1.5 |
/// | 9, containing a square four | 1.5 |
/// | 9, other | 2 |
/// | ≥ 10 | 2 |
pub fn eye_count(boundary_length: u32, shape: Shape) -> EyeCount {
    match boundary_length {
        0..=6 => EyeCount::One,
        7 => EyeCount::OneAndHalf,
        8 if shape.size == 4 && shape.has_square_four => EyeCount::One,
        8 if shape.is_curved_four => EyeCount::Two,
        8 => EyeCount::OneAndHalf,
        9 if shape.has_square_four => EyeCount::OneAndHalf,
        _ => EyeCount::Two,
    }
}

/// True when `points` (a region of exactly four) is a zigzag: each point has at most two
/// neighbours in the set, the set is a path, and no three of its points are in one line.
pub fn is_curved_four(geometry: Geometry, points: &[usize]) -> bool {
    if points.len() != 4 {
        return false;
    }
    let mut coords = [(0i64, 0i64); 4];
    for (slot, &p) in coords.iter_mut().zip(points) {
        let (c, r) = geometry.coords(p);
        *slot = (c as i64, r as i64);
    }
    let min_c = coords.iter().map(|c| c.0).min().unwrap_or(0);
    let max_c = coords.iter().map(|c| c.0).max().unwrap_or(0);
    let min_r = coords.iter().map(|c| c.1).min().unwrap_or(0);
    let max_r = coords.iter().map(|c| c.1).max().unwrap_or(0);
    let (w, h) = (max_c - min_c + 1, max_r - min_r + 1);
    if !((w == 3 && h == 2) || (w == 2 && h == 3)) {
        return false;
    }
    // A 3x2 box holds S, Z, L, J, T shapes of four; S/Z leave out two opposite corners.
    let has = |c: i64, r: i64| coords.contains(&(min_c + c, min_r + r));
    let (lx, ly) = (w - 1, h - 1);
    (!has(0, 0) && !has(lx, ly) && has(lx, 0) && has(0, ly))
        || (!has(lx, 0) && !has(0, ly) && has(0, 0) && has(lx, ly))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_table_reads_as_written() {
        let plain = Shape::default();
        assert_eq!(eye_count(4, plain), EyeCount::One);
        assert_eq!(eye_count(6, plain), EyeCount::One);
        assert_eq!(eye_count(7, plain), EyeCount::OneAndHalf);
        let square = Shape {
            size: 4,
            has_square_four: true,
            is_curved_four: false,
        };
        assert_eq!(eye_count(8, square), EyeCount::One);
        let curved = Shape {
            size: 4,
            has_square_four: false,
            is_curved_four: true,
        };
        assert_eq!(eye_count(8, curved), EyeCount::Two);
        assert_eq!(eye_count(8, plain), EyeCount::OneAndHalf);
        let bulky = Shape {
            size: 5,
            has_square_four: true,
            is_curved_four: false,
        };
        assert_eq!(eye_count(9, bulky), EyeCount::OneAndHalf);
        assert_eq!(eye_count(9, plain), EyeCount::Two);
        assert_eq!(eye_count(10, square), EyeCount::Two);
    }

    #[test]
    fn optimistic_is_the_ceiling() {
        assert_eq!(EyeCount::One.optimistic(), 1);
        assert_eq!(EyeCount::OneAndHalf.optimistic(), 2);
        assert_eq!(EyeCount::Two.optimistic(), 2);
    }

    #[test]
    fn zigzag_is_curved_four_but_l_and_t_are_not() {
        let g = Geometry::new(5, 5).unwrap();
        let pts = |v: &[(usize, usize)]| v.iter().map(|&(c, r)| g.index(c, r)).collect::<Vec<_>>();
        assert!(is_curved_four(g, &pts(&[(0, 0), (1, 0), (1, 1), (2, 1)])));
        assert!(is_curved_four(g, &pts(&[(1, 0), (1, 1), (0, 1), (0, 2)])));
        assert!(!is_curved_four(g, &pts(&[(0, 0), (1, 0), (2, 0), (2, 1)])));
        assert!(!is_curved_four(g, &pts(&[(0, 0), (1, 0), (2, 0), (1, 1)])));
        assert!(!is_curved_four(g, &pts(&[(0, 0), (1, 0), (0, 1), (1, 1)])));
    }
}
