//! The steps of the seed's algorithm, one module each, in the order they run.

mod fill_false_eyes;
mod fill_neutral;
mod refined_count;
mod regions;
mod seki;
mod tally;

use crate::board::Color;
use crate::scoring::layers::Layer;

pub(super) const BLACK_BIT: u8 = 1;
pub(super) const WHITE_BIT: u8 = 2;

pub(super) fn color_bit(layer: Layer) -> u8 {
    match layer {
        Layer::Black => BLACK_BIT,
        Layer::White => WHITE_BIT,
        _ => 0,
    }
}

pub(super) fn bit_color(bits: u8) -> Option<Color> {
    match bits {
        BLACK_BIT => Some(Color::Black),
        WHITE_BIT => Some(Color::White),
        _ => None,
    }
}
