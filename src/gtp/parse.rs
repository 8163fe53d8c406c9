//! The GTP grammar, one nom parser per rule (GTP v2 draft 2, section 2–3).

use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_while1, take_while_m_n};
use nom::character::complete::{digit1, space0, space1};
use nom::combinator::{all_consuming, map, map_res, opt};
use nom::multi::separated_list0;
use nom::sequence::{pair, preceded, terminated};
use nom::{IResult, Parser};

use crate::board::{vertex, Color, Geometry};

/// One command line after preprocessing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandLine<'a> {
    pub id: Option<u64>,
    pub name: &'a str,
    pub args: Vec<&'a str>,
}

/// Preprocessing (GTP 2.2): drop control characters except HT and LF, cut at `#`, HT becomes a
/// space, trim. `None` when nothing is left (such a line gets no response).
pub fn preprocess(line: &str) -> Option<String> {
    let mut out = String::with_capacity(line.len());
    for ch in line.chars() {
        match ch {
            '#' => break,
            '\t' => out.push(' '),
            c if c.is_control() || c == '\u{7f}' => {}
            c => out.push(c),
        }
    }
    let trimmed = out.trim_matches(' ');
    if trimmed.is_empty() {
        None
    } else {
        Some(trimmed.to_string())
    }
}

// id = digit+
fn id(input: &str) -> IResult<&str, u64> {
    map_res(digit1, str::parse::<u64>).parse(input)
}

// token = (any character but space)+
fn token(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c != ' ').parse(input)
}

// command_line = [id space] name (space argument)* [space]
fn command_line(input: &str) -> IResult<&str, CommandLine<'_>> {
    map(
        all_consuming(terminated(
            pair(
                opt(terminated(id, space1)),
                pair(token, opt(preceded(space1, separated_list0(space1, token)))),
            ),
            space0,
        )),
        |(id, (name, args))| CommandLine {
            id,
            name,
            args: args.unwrap_or_default(),
        },
    )
    .parse(input)
}

/// Why a command line could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The line starts with digits that are not an id (e.g. `12abc`), or an id alone.
    Malformed { id: Option<u64> },
}

/// Reads a preprocessed line into id, command name and argument tokens.
pub fn parse_command_line(line: &str) -> Result<CommandLine<'_>, LineError> {
    match command_line(line) {
        Ok((_, parsed)) if !parsed.name.bytes().all(|b| b.is_ascii_digit()) => Ok(parsed),
        _ => {
            let leading = id(line).ok().map(|(_, id)| id);
            Err(LineError::Malformed { id: leading })
        }
    }
}

// color = "b" | "black" | "w" | "white"   (case-insensitive)
fn color_rule(input: &str) -> IResult<&str, Color> {
    alt((
        map(alt((tag_no_case("black"), tag_no_case("b"))), |_| {
            Color::Black
        }),
        map(alt((tag_no_case("white"), tag_no_case("w"))), |_| {
            Color::White
        }),
    ))
    .parse(input)
}

/// A colour argument.
pub fn color(token: &str) -> Option<Color> {
    all_consuming(color_rule).parse(token).ok().map(|(_, c)| c)
}

// vertex = letter [letter] digit+ | "pass"   (two letters name the columns past Z)
fn vertex_rule(input: &str) -> IResult<&str, (&str, &str)> {
    pair(
        take_while_m_n(1, 2, |c: char| c.is_ascii_alphabetic()),
        digit1,
    )
    .parse(input)
}

// pass = "pass"   (case-insensitive)
fn pass_rule(input: &str) -> IResult<&str, &str> {
    tag_no_case("pass").parse(input)
}

/// A vertex that is malformed or off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadVertex;

/// A vertex or pass for this board: `Ok(None)` is pass.
pub fn move_vertex(geometry: Geometry, token: &str) -> Result<Option<usize>, BadVertex> {
    if all_consuming(pass_rule).parse(token).is_ok() {
        return Ok(None);
    }
    let (_, (letters, digits)) = all_consuming(vertex_rule)
        .parse(token)
        .map_err(|_| BadVertex)?;
    let col = vertex::column_of_name(letters).ok_or(BadVertex)?;
    if digits.len() > 3 {
        return Err(BadVertex);
    }
    let number: usize = digits.parse().map_err(|_| BadVertex)?;
    vertex::vertex_index(geometry, col, number)
        .map(Some)
        .ok_or(BadVertex)
}

// int = digit+
fn int_rule(input: &str) -> IResult<&str, u64> {
    map_res(digit1, str::parse::<u64>).parse(input)
}

/// An unsigned integer argument.
pub fn int(token: &str) -> Option<u64> {
    all_consuming(int_rule).parse(token).ok().map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocessing_drops_comments_controls_and_tabs() {
        assert_eq!(preprocess("  # only a comment"), None);
        assert_eq!(preprocess("\r\n"), None);
        assert_eq!(
            preprocess("1\tplay b\x01 d4 # x").as_deref(),
            Some("1 play b d4")
        );
    }

    #[test]
    fn command_lines_split_into_id_name_and_arguments() {
        let c = parse_command_line("12 play  b   D4").unwrap();
        assert_eq!(c.id, Some(12));
        assert_eq!(c.name, "play");
        assert_eq!(c.args, vec!["b", "D4"]);
        let c = parse_command_line("name").unwrap();
        assert_eq!((c.id, c.name, c.args.len()), (None, "name", 0));
        assert!(parse_command_line("12").is_err());
    }

    #[test]
    fn typed_arguments() {
        let g = Geometry::new(19, 19).unwrap();
        assert_eq!(color("B"), Some(Color::Black));
        assert_eq!(color("white"), Some(Color::White));
        assert_eq!(color("bl"), None);
        assert_eq!(move_vertex(g, "PASS"), Ok(None));
        assert_eq!(move_vertex(g, "a1"), Ok(Some(g.index(0, 18))));
        assert_eq!(move_vertex(g, "i5"), Err(BadVertex));
        assert_eq!(move_vertex(g, "a0"), Err(BadVertex));
        assert_eq!(int("19"), Some(19));
        assert_eq!(int("-1"), None);
    }
}
