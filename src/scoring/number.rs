//! Numbers of a score, read and written one way everywhere: GTP `komi`, `--komi`, the SGF `KM`
//! and the margin of `RE` are all read by [`read_number`], with the same limits and messages,
//! and every komi and margin is written by [`format_number`].

use std::fmt;

use nom::branch::alt;
use nom::bytes::complete::{take_while1, take_while_m_n};
use nom::character::complete::one_of;
use nom::combinator::{all_consuming, opt, recognize};
use nom::sequence::preceded;
use nom::{IResult, Parser};

/// Largest komi or margin, either way, that makes sense for Go (a board has at most 2,704
/// points here).
pub const MAX_KOMI: f64 = 10_000.0;

/// Most digits after the decimal point: komi and margins are halves, quarters, tenths.
pub const MAX_DECIMALS: usize = 4;

/// Most zeros a writer may add after them (C's `%f` writes six decimals: Fuego's
/// `KM[7.500000]`); `7.12345` stays no number.
pub const MAX_TRAILING_ZEROS: usize = 12;

/// True for a finite komi of at most [`MAX_KOMI`] either way.
fn komi_makes_sense(komi: f64) -> bool {
    komi.is_finite() && komi.abs() <= MAX_KOMI
}

/// Why a text is no komi or margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Not digits with an optional sign and decimal point (an exponent, `inf`, too many
    /// decimals, a second sign).
    NotANumber,
    /// More than [`MAX_KOMI`] either way.
    OutOfRange,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::NotANumber => write!(
                f,
                "is not a number like 6.5 (digits, an optional sign, at most {MAX_DECIMALS} \
                 decimals but for zeros, no exponent)"
            ),
            NumberError::OutOfRange => write!(f, "is beyond {MAX_KOMI} either way"),
        }
    }
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit()
}

// decimals = ("." | ",") digit{0,MAX_DECIMALS} "0"{0,MAX_TRAILING_ZEROS}
//            (a decimal comma as written in Europe; zeros as `%f` pads)
fn decimals(input: &str) -> IResult<&str, &str> {
    recognize(preceded(
        one_of(".,"),
        (
            take_while_m_n(0, MAX_DECIMALS, is_digit),
            take_while_m_n(0, MAX_TRAILING_ZEROS, |c| c == '0'),
        ),
    ))
    .parse(input)
}

// number = ["+" | "-"] (digit+ [decimals] | decimals)     (at least one digit)
fn number(input: &str) -> IResult<&str, &str> {
    recognize((
        opt(one_of("+-")),
        alt((recognize((take_while1(is_digit), opt(decimals))), decimals)),
    ))
    .parse(input)
}

/// Reads a komi or a margin: `6.5`, `-3`, `+0.25`, `6,5`, `.5`, `7.500000`, at most
/// [`MAX_DECIMALS`] decimals (then zeros only) and [`MAX_KOMI`] either way; surrounding spaces
/// are ignored.
///
/// # Errors
/// [`NumberError::NotANumber`] for anything else (`1e3`, `inf`, `+-3`, `7.12345`, `5.`
/// alone is fine), [`NumberError::OutOfRange`] beyond the limit.
pub fn read_number(text: &str) -> Result<f64, NumberError> {
    let (_, written) = all_consuming(number)
        .parse(text.trim())
        .map_err(|_| NumberError::NotANumber)?;
    if !written.bytes().any(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber);
    }
    // a decimal comma read as a point (a string made only then)
    let value: Result<f64, _> = if written.contains(',') {
        written.replace(',', ".").parse()
    } else {
        written.parse()
    };
    let value = value.map_err(|_| NumberError::NotANumber)?;
    if komi_makes_sense(value) {
        Ok(value)
    } else {
        Err(NumberError::OutOfRange)
    }
}

/// Formats a margin (+ for Black) as GTP does: `B+7`, `W+0.5`, `W+0.04`, `0` for jigo; the
/// exact margin, as the shortest decimal that reads back to it.
pub fn format_result(margin: f64) -> String {
    Outcome(margin).to_string()
}

/// A margin as [`format_result`] writes it, for `write!` (no string made).
#[derive(Clone, Copy, Debug)]
pub struct Outcome(pub f64);

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let margin = self.0;
        if margin == 0.0 {
            f.write_str("0")
        } else if margin > 0.0 {
            write!(f, "B+{}", Number(margin))
        } else {
            write!(f, "W+{}", Number(-margin))
        }
    }
}

/// A plain decimal, the shortest that reads back to the same number: `7`, `7.5`, `0.25`.
pub fn format_number(value: f64) -> String {
    Number(value).to_string()
}

/// A number as [`format_number`] writes it, for `write!` (no string made).
#[derive(Clone, Copy, Debug)]
pub struct Number(pub f64);

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // `Display` for f64 writes the shortest round-trip form, without an exponent; -0 is 0
        if self.0 == 0.0 {
            f.write_str("0")
        } else {
            write!(f, "{}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_and_margins_read_as_written() {
        for (text, value) in [
            ("6.5", 6.5),
            ("-3", -3.0),
            ("+0.25", 0.25),
            ("6,5", 6.5),
            (".5", 0.5),
            ("5.", 5.0),
            (" 375 ", 375.0),
            ("-10000", -10_000.0),
            ("0.0001", 0.0001),
            ("7.500000", 7.5),
            ("-0.250000000000", -0.25),
        ] {
            assert_eq!(read_number(text), Ok(value), "{text}");
        }
    }

    #[test]
    fn exponents_signs_and_fine_decimals_are_no_number() {
        for text in [
            "1e3",
            "1e-320",
            "1e400",
            "inf",
            "NaN",
            "+-3",
            "-+3",
            "--3",
            "",
            ".",
            "-",
            "7.12345",
            "7.500001",
            "7.50000000000000000",
            "6.5.5",
            "6,5,5",
            "0x10",
            "６",
        ] {
            assert_eq!(read_number(text), Err(NumberError::NotANumber), "{text:?}");
        }
        assert_eq!(read_number("10000.5"), Err(NumberError::OutOfRange));
        assert_eq!(
            read_number("99999999999999999999999"),
            Err(NumberError::OutOfRange)
        );
    }

    #[test]
    fn results_are_the_shortest_exact_decimal() {
        assert_eq!(format_result(7.5), "B+7.5");
        assert_eq!(format_result(-0.04), "W+0.04");
        assert_eq!(format_result(0.0), "0");
        assert_eq!(format_number(-0.0), "0");
    }
}
