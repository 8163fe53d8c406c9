//! Seki-aware scoring, as "Scoring seki in the game of go" describes it.
//!
//! [`Scorer::score`] reads as the seed's outline: remove dead stones, fill neutral points,
//! fill obvious false eyes, find the controlled regions, expand them and count their eyes,
//! discount the regions of a seki, tally. Every layer lives in reused buffers, so scoring
//! allocates nothing once a `Scorer` has seen a board of the size.

mod eyes;
mod layers;
mod number;
mod refined;
mod rules;
mod steps;

pub use eyes::{eye_count, is_curved_four, EyeCount, Shape};
pub use layers::{Layer, Scorer};
pub use number::{
    format_number, format_result, read_number, Number, NumberError, Outcome, MAX_KOMI,
};
pub use refined::{RefinedCount, Verdict};
pub use rules::Rules;

use crate::board::{Board, Cell, Color};

/// A finished position: the board (with its prisoners) and the stones marked dead.
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    pub board: &'a Board,
    /// Indexed like the board's padded array; `true` = the stone there is marked dead.
    pub dead: &'a [bool],
}

impl Position<'_> {
    pub fn is_dead(&self, point: usize) -> bool {
        self.dead.get(point).copied().unwrap_or(false)
    }
}

/// Komi, rules and handicap: what turns a scored board into a result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub rules: Rules,
    pub komi: f64,
    /// Handicap stones given (0 when none); area rules give White compensation for them.
    pub handicap: u32,
}

/// The numbers of a scored position, per colour (index [`Color::index`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub territory: [u32; 2],
    /// Stones captured during the game by each colour.
    pub captured: [u32; 2],
    /// Opponent stones marked dead, taken as prisoners by each colour.
    pub dead_prisoners: [u32; 2],
    /// Live stones on the board (area rules).
    pub stones: [u32; 2],
    /// Empty points of regions discounted as seki.
    pub seki_points: u32,
    /// Points that count for nobody otherwise: filled neutral points and false eyes.
    pub dame: u32,
    pub komi: f64,
    /// Handicap compensation White receives under area rules.
    pub compensation: f64,
    pub black_total: f64,
    pub white_total: f64,
}

impl Tally {
    /// Black's total minus White's total.
    pub fn margin(&self) -> f64 {
        self.black_total - self.white_total
    }

    /// `color`'s total minus the opponent's.
    pub fn margin_for(&self, color: Color) -> f64 {
        match color {
            Color::Black => self.margin(),
            Color::White => -self.margin(),
        }
    }

    /// The GTP result string: `B+7.5`, `W+0.5`, or `0` for jigo.
    pub fn result(&self) -> String {
        format_result(self.margin())
    }
}

/// What a block's stones live by, for `final_status_list`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    Seki,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Seki => "seki",
        }
    }
}

/// One character per point of the scored board (the score-map legend): `x`/`o` live stones,
/// `z`/`a` black/white territory (an empty point or a dead stone's point), `b`/`w` dead stones
/// counting for nobody, `.` an empty point counting for nobody.
pub fn map_char(cell: Cell, dead: bool, owner: Option<Color>) -> char {
    match (cell, dead, owner) {
        (Cell::Black, false, _) => 'x',
        (Cell::White, false, _) => 'o',
        (_, _, Some(Color::Black)) => 'z',
        (_, _, Some(Color::White)) => 'a',
        (Cell::Black, true, None) => 'b',
        (Cell::White, true, None) => 'w',
        _ => '.',
    }
}
