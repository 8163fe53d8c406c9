//! Pictures of a counted board: what the scorer and the judge decided, drawn once, in Rust, for
//! every place that shows it (the `score --html` report, the Python package's `_repr_svg_`).
//!
//! A [`Picture`] says per point what stands there and how it counted; [`svg`] draws it; its
//! [`Point::code`] packs a point in one letter, so a page can keep a board in a few hundred
//! bytes and draw it later from the same pieces ([`svg::pieces`]).

pub mod svg;

use crate::board::Color;

/// What a point shows besides its stone and whose area it is in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    #[default]
    None,
    /// A dead stone: crossed.
    Dead,
    /// A stone in seki, or an eye of a seki that counts for nobody: a square.
    Seki,
    /// A point that counts for nobody (dame): a circle.
    Dame,
    /// A false eye the count fills: a triangle.
    FalseEye,
    /// A teire point: territory the count owes until the stone is added, `te`.
    Teire,
}

impl Mark {
    /// The marks in their order (the index of [`Mark::index`]).
    const ALL: [Mark; 6] = [
        Mark::None,
        Mark::Dead,
        Mark::Seki,
        Mark::Dame,
        Mark::FalseEye,
        Mark::Teire,
    ];

    /// Its place in [`Mark::ALL`]: its slot in a point's letter and in the drawing's pieces.
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// One point of a picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Point {
    pub stone: Option<Color>,
    /// Whose territory (or area) the point counts as, when it counts for one side: a small
    /// square of that colour.
    pub area: Option<Color>,
    pub mark: Mark,
}

/// The letters of [`Point::code`], in the order of the codes.
pub const CODE_LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A colour's slot in a point's letter and in the drawing's pieces: none 0, black 1, white 2.
pub(crate) fn colour_index(c: Option<Color>) -> usize {
    match c {
        None => 0,
        Some(Color::Black) => 1,
        Some(Color::White) => 2,
    }
}

fn colour_of(i: usize) -> Option<Color> {
    match i {
        1 => Some(Color::Black),
        2 => Some(Color::White),
        _ => None,
    }
}

impl Point {
    /// The point in one letter of [`CODE_LETTERS`]: its index is `stone + 3 x area + 9 x mark`
    /// (colours: none 0, black 1, white 2; marks in the order of [`Mark`]).
    pub fn code(self) -> char {
        let i = colour_index(self.stone) + 3 * colour_index(self.area) + 9 * self.mark.index();
        CODE_LETTERS.as_bytes()[i] as char
    }

    /// The point a letter of [`Point::code`] stands for.
    pub fn from_code(code: char) -> Option<Point> {
        let i = CODE_LETTERS.find(code)?;
        Some(Point {
            stone: colour_of(i % 3),
            area: colour_of(i / 3 % 3),
            mark: *Mark::ALL.get(i / 9)?,
        })
    }
}

/// A board as counted: per point, top row first, left to right.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub points: Vec<Point>,
    /// Stones the record marks dead (its own territory markup), when it has some: drawn beside
    /// ours, a difference ringed.
    pub record_dead: Option<Vec<bool>>,
    /// The line under the board (the result and both totals).
    pub caption: Option<String>,
}

impl Picture {
    /// The points in letters ([`Point::code`]), top row first.
    pub fn codes(&self) -> String {
        self.points.iter().map(|p| p.code()).collect()
    }

    /// True when the point at index `i` (top row first) is a stone the record and we disagree
    /// on: dead in one, alive in the other.
    pub fn differs(&self, i: usize) -> bool {
        match (&self.record_dead, self.points.get(i)) {
            (Some(record), Some(p)) if p.stone.is_some() => {
                record.get(i).copied().unwrap_or(false) != (p.mark == Mark::Dead)
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_has_a_letter_of_its_own() {
        let mut seen = std::collections::HashSet::new();
        for mark in Mark::ALL {
            for stone in [None, Some(Color::Black), Some(Color::White)] {
                for area in [None, Some(Color::Black), Some(Color::White)] {
                    let p = Point { stone, area, mark };
                    assert!(seen.insert(p.code()), "{p:?}");
                    assert_eq!(Point::from_code(p.code()), Some(p));
                }
            }
        }
        assert_eq!(seen.len(), 54);
        // an empty point with nothing on it is the first letter
        assert_eq!(Point::default().code(), 'A');
        assert_eq!(Point::from_code('<'), None);
    }
}
