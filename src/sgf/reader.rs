//! The main line of one game, read in one pass without building a tree: the properties that
//! scoring needs (size, komi, handicap, rules, result, side to move, setup stones, moves,
//! territory markup), each kept as where its values stand in the game's text, in a buffer that
//! is reused from game to game. Variations off the main line are not read. The tokens of the
//! SGF grammar (FF[4]) are nom parsers, a function per rule (`open_tree`, `prop_ident`,
//! `prop_value`, `prop_values`); the walk through nodes and variations is a loop, so a long game
//! needs no recursion, and white space is skipped by a byte loop (nom's `multispace0` took 4% of
//! a scoring run):
//!
//! ```text
//! GameTree = "(" Sequence GameTree* ")"      Sequence = Node+      Node = ";" Property*
//! Property = PropIdent PropValue+            PropIdent = letters (capitals count)
//! PropValue = "[" text, "\" escaping the next character "]"
//! ```
//!
//! It replaces `sgf-parse` for scoring and loading, which builds a tree of strings per record
//! (measured: about half of the time of scoring a 19x19 record went to it and its allocations).

use nom::bytes::complete::take_while1;
use nom::character::complete::{char, multispace0};
use nom::sequence::preceded;
use nom::{IResult, Parser};

/// A property scoring reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Id {
    SZ,
    KM,
    HA,
    RU,
    RE,
    PL,
    GM,
    AB,
    AW,
    AE,
    B,
    W,
    TB,
    TW,
}

impl Id {
    fn from_letters(letters: &[u8]) -> Option<Id> {
        Some(match letters {
            b"SZ" => Id::SZ,
            b"KM" => Id::KM,
            b"HA" => Id::HA,
            b"RU" => Id::RU,
            b"RE" => Id::RE,
            b"PL" => Id::PL,
            b"GM" => Id::GM,
            b"AB" => Id::AB,
            b"AW" => Id::AW,
            b"AE" => Id::AE,
            b"B" => Id::B,
            b"W" => Id::W,
            b"TB" => Id::TB,
            b"TW" => Id::TW,
            _ => return None,
        })
    }
}

/// One property of the main line: its node (0 = the root), what it is, and where its values
/// stand in the game's text (`[a][b]`, brackets and all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Property {
    pub node: usize,
    pub id: Id,
    values: (usize, usize),
}

impl Property {
    /// Its values, raw (escapes kept), in order.
    pub fn values<'t>(&self, text: &'t str) -> impl Iterator<Item = &'t str> {
        let mut rest = &text[self.values.0..self.values.1];
        std::iter::from_fn(move || {
            let (after, value) = preceded(multispace0, prop_value).parse(rest).ok()?;
            rest = after;
            Some(value)
        })
    }

    /// Its first value, raw.
    pub fn value<'t>(&self, text: &'t str) -> &'t str {
        self.values(text).next().unwrap_or("")
    }
}

/// Most properties scoring reads that one node may hold (a record has a handful per node; a
/// property gives all its points in one list): more is refused, so memory stays flat.
pub const MAX_NODE_PROPERTIES: usize = 1_000;

/// The main line of a game as the properties scoring reads; reused from game to game.
#[derive(Clone, Debug, Default)]
pub struct MainLine {
    properties: Vec<Property>,
    nodes: usize,
}

impl MainLine {
    /// The properties read, in the order of the text.
    pub fn properties(&self) -> &[Property] {
        &self.properties
    }

    /// Nodes on the main line.
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// The first property `id` of the root node.
    pub fn root(&self, id: Id) -> Option<&Property> {
        self.properties
            .iter()
            .take_while(|p| p.node == 0)
            .find(|p| p.id == id)
    }

    /// Reads the main line of the game tree `text` (from its `(`).
    ///
    /// # Errors
    /// What is wrong and where (a byte offset in the game): a property given twice in the
    /// root, a name that is not letters, a value not closed, no node.
    pub fn read(&mut self, text: &str) -> Result<(), String> {
        self.properties.clear();
        self.nodes = 0;
        let at = |rest: &str| text.len() - rest.len();
        let (mut rest, _) = open_tree(text).map_err(|_| "no game tree `(;` here".to_string())?;
        loop {
            rest = skip_spaces(rest);
            match rest.as_bytes().first() {
                Some(b';') => {
                    rest = &rest[1..];
                    self.nodes += 1;
                    rest = self.read_node(text, rest)?;
                }
                // the first variation continues the main line
                Some(b'(') => rest = &rest[1..],
                // the main line ends with its variation; siblings after it are not read
                Some(b')') => break,
                None => return Err("the game is cut short: the file ends inside it".into()),
                Some(_) => {
                    return Err(format!(
                        "byte {}: a node starts with `;`, not {:?}",
                        at(rest),
                        char_at(rest)
                    ))
                }
            }
        }
        if self.nodes == 0 {
            return Err("the game has no node".into());
        }
        Ok(())
    }

    /// The properties of one node, up to the next node or variation; returns the rest.
    fn read_node<'t>(&mut self, text: &'t str, mut rest: &'t str) -> Result<&'t str, String> {
        let node = self.nodes - 1;
        let first = self.properties.len();
        loop {
            rest = skip_spaces(rest);
            if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
                return Ok(rest);
            }
            let start = text.len() - rest.len();
            let (after, letters) = prop_ident(rest).map_err(|_| "unreadable".to_string())?;
            let values_from = text.len() - after.len();
            let (after, ()) = prop_values(after).map_err(|_| {
                if after.trim_start().starts_with('[') {
                    format!(
                        "byte {start}: a value of {} is not closed by `]`",
                        capitals(letters)
                    )
                } else {
                    format!(
                        "byte {start}: the property {} has no value",
                        capitals(letters)
                    )
                }
            })?;
            rest = after;
            let id = if letters.bytes().all(|b| b.is_ascii_uppercase()) {
                Id::from_letters(letters.as_bytes())
            } else {
                let name = capitals(letters);
                if name.is_empty() {
                    return Err(format!(
                        "byte {start}: a property name is not capital letters ({letters})"
                    ));
                }
                Id::from_letters(name.as_bytes())
            };
            let Some(id) = id else {
                continue;
            };
            let values = (values_from, text.len() - rest.len());
            // a game type given twice is no game (as sgf-parse has it); for the others the
            // first counts, and two moves in a node are refused when it is replayed
            if id == Id::GM && self.properties[first..].iter().any(|p| p.id == Id::GM) {
                return Err(format!(
                    "the property GM is given twice in node {}",
                    node + 1
                ));
            }
            if self.properties.len() - first >= MAX_NODE_PROPERTIES {
                return Err(format!(
                    "node {} holds more than {MAX_NODE_PROPERTIES} setup, move, markup or \
                     game properties",
                    node + 1
                ));
            }
            self.properties.push(Property { node, id, values });
        }
    }
}

/// The text after any white space at its start (the `ws` of the grammar).
fn skip_spaces(text: &str) -> &str {
    let skip = text
        .bytes()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    // white space is ASCII: `skip` is a character boundary
    &text[skip..]
}

/// A property name's capitals: FF[3] lowercase letters are dropped (`KoMi` is `KM`).
fn capitals(letters: &str) -> String {
    letters.chars().filter(|c| c.is_ascii_uppercase()).collect()
}

fn char_at(text: &str) -> char {
    text.chars().next().unwrap_or(' ')
}

// open = "(" ws
fn open_tree(input: &str) -> IResult<&str, char> {
    char('(').parse(input)
}

// PropIdent = letters
fn prop_ident(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_alphabetic()).parse(input)
}

// PropValue = "[" text "]"; in the text `\` escapes the next character
fn prop_value(input: &str) -> IResult<&str, &str> {
    let (rest, _) = char('[').parse(input)?;
    let bytes = rest.as_bytes();
    let mut escaped = false;
    for (i, &b) in bytes.iter().enumerate() {
        match (escaped, b) {
            (true, _) => escaped = false,
            (false, b'\\') => escaped = true,
            (false, b']') => return Ok((&rest[i + 1..], &rest[..i])),
            _ => {}
        }
    }
    Err(nom::Err::Error(nom::error::Error::new(
        input,
        nom::error::ErrorKind::Char,
    )))
}

// PropValue+ (white space between values)
fn prop_values(input: &str) -> IResult<&str, ()> {
    let (mut rest, _) = prop_value(skip_spaces(input))?;
    while let Ok((after, _)) = prop_value(skip_spaces(rest)) {
        rest = after;
    }
    Ok((rest, ()))
}

/// A SimpleText value as meant: escapes taken out, line breaks and tabs as spaces.
pub fn simple_text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                // an escaped line break is no break at all
                Some('\n') | Some('\r') | None => {}
                Some(next) => out.push(next),
            },
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> MainLine {
        let mut line = MainLine::default();
        line.read(text).expect("readable");
        line
    }

    #[test]
    fn the_main_line_is_the_first_variation_all_the_way_down() {
        let text = "(;GM[1]SZ[9]C[a (;fake\\] node];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))";
        let line = read(text);
        let moves: Vec<&str> = line
            .properties()
            .iter()
            .filter(|p| matches!(p.id, Id::B | Id::W))
            .map(|p| p.value(text))
            .collect();
        assert_eq!(moves, ["aa", "bb", "cc", "dd"]);
        assert_eq!(line.nodes(), 5);
        assert_eq!(line.root(Id::SZ).map(|p| p.value(text)), Some("9"));
    }

    #[test]
    fn values_keep_their_escapes_and_lists_all_values() {
        let text = "(;RE[B+\\]7]AB[aa] [bb]\n[cc]KoMi[6.5];TB[])";
        let line = read(text);
        assert_eq!(line.root(Id::RE).unwrap().value(text), "B+\\]7");
        let ab: Vec<&str> = line.root(Id::AB).unwrap().values(text).collect();
        assert_eq!(ab, ["aa", "bb", "cc"]);
        assert_eq!(line.root(Id::KM).unwrap().value(text), "6.5");
        let tb = line.properties().iter().find(|p| p.id == Id::TB).unwrap();
        assert_eq!((tb.node, tb.value(text)), (1, ""));
        assert_eq!(simple_text("a\\]b\nc\\\nd"), "a]b cd");
    }

    #[test]
    fn broken_games_say_what_is_wrong() {
        let mut line = MainLine::default();
        for (text, message) in [
            (
                "(;GM[1]GM[1]SZ[9])",
                "the property GM is given twice in node 1",
            ),
            (
                "(;SZ[9];B[ee];W[",
                "byte 14: a value of W is not closed by `]`",
            ),
            (
                "(;SZ[9];B[ee]",
                "the game is cut short: the file ends inside it",
            ),
            ("(;SZ[9]B;W[aa])", "byte 7: the property B has no value"),
            (
                "(;SZ[9];b[aa])",
                "byte 8: a property name is not capital letters (b)",
            ),
            ("()", "the game has no node"),
            (
                &format!("(;{})", "AB[aa]".repeat(MAX_NODE_PROPERTIES + 1)),
                "node 1 holds more than 1000 setup, move, markup or game properties",
            ),
        ] {
            assert_eq!(line.read(text), Err(message.to_string()), "{text}");
        }
    }
}
