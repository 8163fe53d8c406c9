//! The main line of one game, read in one pass without building a tree: the properties that
//! scoring needs (size, komi, handicap, rules, result, side to move, setup stones, moves,
//! territory markup), each kept as where its values stand in the game's text, in a buffer that
//! is reused from game to game. Variations off the main line are not read. The tokens of the
//! SGF grammar (FF[4]) are nom parsers, a function per rule (`open_tree`, `prop_ident`,
//! `prop_value`, `prop_values`); the walk through nodes and variations is a loop, so a long game
//! needs no recursion, and white space is skipped by a byte loop (nom's `multispace0` took 4% of
//! a scoring run, and misses FF[4]'s vertical tab and form feed), one definition of it for every
//! parser of the reader ([`is_sgf_space`]):
//!
//! ```text
//! GameTree = "(" Sequence GameTree* ")"      Sequence = Node+      Node = ";" Property*
//! Property = PropIdent PropValue+            PropIdent = letters (capitals count)
//! PropValue = "[" text, "\" escaping the next character "]"
//! ws        = space | tab | LF | CR | VT | FF (anywhere between tokens)
//! ```
//!
//! Leniencies, as sgfmill and GNU Go read real files: a name with no capital (`foo[bar]`,
//! FF[1]'s `b[aa]`) is a property nobody knows, skipped; a NUL byte between nodes or properties
//! is a stray byte, skipped and counted ([`MainLine::stray_bytes`]); `GM[1]GM[1]` is one value.
//!
//! It replaces `sgf-parse` for scoring, loading and copying, which builds a tree of strings per
//! record and expands every rectangle of a list into points (measured: about half of the time
//! of scoring a 19x19 record went to it and its allocations; an annotated copy of a 345 KB
//! record of rectangles took 15-46 s and 190 MB through it).

use std::borrow::Cow;

use nom::bytes::complete::take_while1;
use nom::character::complete::char;
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
            let (after, value) = prop_value(skip_spaces(rest)).ok()?;
            rest = after;
            Some(value)
        })
    }

    /// Its first value, raw.
    pub fn value<'t>(&self, text: &'t str) -> &'t str {
        // a move or a point, two letters in brackets (most values a record holds), at once
        let values = text.as_bytes().get(..self.values.1).unwrap_or_default();
        if let Some(&[b'[', x, y, b']']) = values.get(self.values.0..self.values.0 + 4) {
            if x.is_ascii_alphabetic() && y.is_ascii_alphabetic() {
                // ASCII letters: the slice is on character boundaries
                return &text[self.values.0 + 1..self.values.0 + 3];
            }
        }
        prop_value(skip_spaces(&text[self.values.0..self.values.1])).map_or("", |(_, value)| value)
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
    stray: usize,
    /// Where the properties of the main line's last node stand in the game's text.
    last_node: (usize, usize),
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

    /// Where the properties of the main line's last node stand in the game's text (from
    /// after its `;` to before what follows them).
    pub fn last_node_span(&self) -> (usize, usize) {
        self.last_node
    }

    /// NUL bytes skipped between the nodes and properties read.
    pub fn stray_bytes(&self) -> usize {
        self.stray
    }

    /// What a row or `loadsgf`'s log says of them, when there were any.
    pub fn stray_note(&self) -> Option<String> {
        (self.stray > 0).then(|| {
            format!(
                "{} stray NUL byte{} between nodes skipped",
                self.stray,
                if self.stray == 1 { "" } else { "s" }
            )
        })
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
        self.stray = 0;
        self.last_node = (0, 0);
        let at = |rest: &str| text.len() - rest.len();
        let (mut rest, _) = open_tree(text).map_err(|_| "no game tree `(;` here".to_string())?;
        loop {
            rest = self.skip_gap(rest);
            match rest.as_bytes().first() {
                Some(b';') => {
                    rest = &rest[1..];
                    self.nodes += 1;
                    let from = at(rest);
                    rest = self.read_node(text, rest)?;
                    self.last_node = (from, at(rest));
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

    /// The text after white space and stray NUL bytes (counted) at its start: the gap
    /// between two nodes or properties.
    fn skip_gap<'t>(&mut self, mut text: &'t str) -> &'t str {
        loop {
            text = skip_spaces(text);
            match text.strip_prefix('\0') {
                Some(rest) => {
                    self.stray += 1;
                    text = rest;
                }
                None => return text,
            }
        }
    }

    /// The properties of one node, up to the next node or variation; returns the rest.
    fn read_node<'t>(&mut self, text: &'t str, mut rest: &'t str) -> Result<&'t str, String> {
        let node = self.nodes - 1;
        let first = self.properties.len();
        loop {
            rest = self.skip_gap(rest);
            if let Some(id) = single_move(rest) {
                // most nodes are a move: `B[pd]`, read at once
                let start = text.len() - rest.len();
                if self.properties.len() - first >= MAX_NODE_PROPERTIES {
                    return Err(too_many_properties(node));
                }
                self.properties.push(Property {
                    node,
                    id,
                    values: (start + 1, start + MOVE_LEN),
                });
                rest = &rest[MOVE_LEN..];
                continue;
            }
            if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
                return Ok(rest);
            }
            let start = text.len() - rest.len();
            let (after, letters) = prop_ident(rest).map_err(|_| "unreadable".to_string())?;
            let values_from = text.len() - after.len();
            let (after, ()) = prop_values(after).map_err(|_| {
                // a name without capitals is named as written
                let name = match capitals(letters) {
                    name if name.is_empty() => letters.to_string(),
                    name => name,
                };
                if skip_spaces(after).starts_with('[') {
                    format!("byte {start}: a value of {name} is not closed by `]`")
                } else {
                    format!("byte {start}: the property {name} has no value")
                }
            })?;
            rest = after;
            // FF[3] lowercase letters are dropped (`KoMi` is `KM`); a name without capitals
            // is a property nobody knows
            let id = if letters.bytes().all(|b| b.is_ascii_uppercase()) {
                Id::from_letters(letters.as_bytes())
            } else {
                Id::from_letters(capitals(letters).as_bytes())
            };
            let Some(id) = id else {
                continue;
            };
            let values = (values_from, text.len() - rest.len());
            // a game type given twice is no game (as sgf-parse has it), unless it is the same
            // value again; for the others the first counts, and two moves in a node are
            // refused when it is replayed
            if id == Id::GM {
                let this = Property { node, id, values };
                let value = this.value(text).trim();
                if let Some(before) = self.properties[first..].iter().find(|p| p.id == Id::GM) {
                    let earlier = before.value(text).trim();
                    if earlier == value {
                        continue;
                    }
                    return Err(format!(
                        "the property GM is given twice in node {}, as {earlier} and {value}",
                        node + 1
                    ));
                }
            }
            if self.properties.len() - first >= MAX_NODE_PROPERTIES {
                return Err(too_many_properties(node));
            }
            self.properties.push(Property { node, id, values });
        }
    }
}

/// Bytes of a move written the usual way: `B[pd]`.
const MOVE_LEN: usize = 5;

/// `B` or `W` when `text` starts with a move written the usual way, `B[pd]` (one value of two
/// characters, no escape, no second value after it): what the general reading of a property
/// would give, at once.
#[inline]
fn single_move(text: &str) -> Option<Id> {
    let b = text.as_bytes();
    let id = match b.first()? {
        b'B' => Id::B,
        b'W' => Id::W,
        _ => return None,
    };
    let plain = |c: u8| c != b']' && c != b'\\';
    if b.len() < MOVE_LEN || b[1] != b'[' || !plain(b[2]) || !plain(b[3]) || b[4] != b']' {
        return None;
    }
    // a list of values (`B[pd] [qd]`, no move) is read the general way
    let next = b[MOVE_LEN..].iter().find(|&&c| !is_sgf_space(c));
    (next != Some(&b'[')).then_some(id)
}

/// The error for a node holding too many properties.
fn too_many_properties(node: usize) -> String {
    format!(
        "node {} holds more than {MAX_NODE_PROPERTIES} setup, move, markup or game properties",
        node + 1
    )
}

/// FF[4]'s white space, between any two tokens: space, tab, LF, CR, vertical tab, form feed.
#[inline]
pub fn is_sgf_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// The text after any white space at its start (the `ws` of the grammar).
pub(super) fn skip_spaces(text: &str) -> &str {
    let skip = text
        .bytes()
        .position(|b| !is_sgf_space(b))
        .unwrap_or(text.len());
    // white space is ASCII: `skip` is a character boundary
    &text[skip..]
}

/// A property name's capitals: FF[3] lowercase letters are dropped (`KoMi` is `KM`).
pub(super) fn capitals(letters: &str) -> String {
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
pub(super) fn prop_ident(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_alphabetic()).parse(input)
}

// PropValue = "[" text "]"; in the text `\` escapes the next character
#[inline]
pub(super) fn prop_value(input: &str) -> IResult<&str, &str> {
    let Some(rest) = input.strip_prefix('[') else {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Char,
        )));
    };
    let bytes = rest.as_bytes();
    // from one `]` or `\` to the next (a comment is read in long strides)
    let mut i = 0;
    while let Some(k) = bytes[i..].iter().position(|&b| b == b']' || b == b'\\') {
        let at = i + k;
        if bytes[at] == b']' {
            return Ok((&rest[at + 1..], &rest[..at]));
        }
        // `\` escapes the byte after it
        i = at + 2;
        if i >= bytes.len() {
            break;
        }
    }
    Err(nom::Err::Error(nom::error::Error::new(
        input,
        nom::error::ErrorKind::Char,
    )))
}

// PropValue+ (white space between values)
pub(super) fn prop_values(input: &str) -> IResult<&str, ()> {
    let (mut rest, _) = prop_value(skip_spaces(input))?;
    while let Ok((after, _)) = prop_value(skip_spaces(rest)) {
        rest = after;
    }
    Ok((rest, ()))
}

/// A SimpleText value as meant: escapes taken out, line breaks and tabs as spaces.
pub fn simple_text(raw: &str) -> Cow<'_, str> {
    if !raw.contains(['\\', '\n', '\r', '\t']) {
        // nothing to unescape or to make a space: the value as it is
        return Cow::Borrowed(raw);
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                // an escaped line break (LF, CR, CR LF or LF CR) is no break at all
                Some(first @ ('\n' | '\r')) => {
                    let pair = if first == '\n' { '\r' } else { '\n' };
                    if chars.clone().next() == Some(pair) {
                        chars.next();
                    }
                }
                None => {}
                Some(next) => out.push(next),
            },
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of the main line's moves.
    fn moves<'t>(line: &MainLine, text: &'t str) -> Vec<&'t str> {
        line.properties()
            .iter()
            .filter(|p| matches!(p.id, Id::B | Id::W))
            .map(|p| p.value(text))
            .collect()
    }

    fn read(text: &str) -> MainLine {
        let mut line = MainLine::default();
        line.read(text).expect("readable");
        line
    }

    #[test]
    fn a_move_read_at_once_reads_as_any_property_does() {
        // `B[pd]` is taken at once; a list, an escape, a short value, a NUL after it, a
        // lowercase name and a longer name are read the general way (C and BL are no
        // properties scoring reads: not kept)
        let text = "(;B[pd]C[a];W[qd] [qe];B[p\\]];W[p];B[cc]\0;w[dd]W[ee];BL[30]W[ff])";
        let line = read(text);
        let all: Vec<(Id, Vec<&str>)> = line
            .properties()
            .iter()
            .map(|p| (p.id, p.values(text).collect()))
            .collect();
        assert_eq!(
            all,
            [
                (Id::B, vec!["pd"]),
                (Id::W, vec!["qd", "qe"]),
                (Id::B, vec!["p\\]"]),
                (Id::W, vec!["p"]),
                (Id::B, vec!["cc"]),
                (Id::W, vec!["ee"]),
                (Id::W, vec!["ff"]),
            ]
        );
        assert_eq!(line.stray_bytes(), 1);
        let nodes: Vec<usize> = line.properties().iter().map(|p| p.node).collect();
        assert_eq!(nodes, [0, 1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn the_main_line_is_the_first_variation_all_the_way_down() {
        let text = "(;GM[1]SZ[9]C[a (;fake\\] node];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))";
        let line = read(text);
        let moves = moves(&line, text);
        assert_eq!(moves, ["aa", "bb", "cc", "dd"]);
        assert_eq!(line.nodes(), 5);
        assert_eq!(line.root(Id::SZ).map(|p| p.value(text)), Some("9"));
    }

    #[test]
    fn a_move_s_value_is_its_two_letters_and_anything_else_is_read_in_full() {
        let text = "(;B[pd];W[];B[tt] ;W[q\\]];B[é];W[pq]C[a\\]b];B [ cd ])";
        let line = read(text);
        let moves: Vec<&str> = line
            .properties()
            .iter()
            .filter(|p| matches!(p.id, Id::B | Id::W))
            .map(|p| p.value(text))
            .collect();
        assert_eq!(moves, ["pd", "", "tt", "q\\]", "é", "pq", " cd "]);
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
    fn white_space_is_ff4s_everywhere_between_tokens() {
        // space, tab, LF, CR, vertical tab and form feed, before a value and between values
        let text = "(;SZ\x0b[9]KM\x0c[6.5]AB[aa]\x0c[bb]\x0b[cc]\t[dd]\x0c;B\x0c[ee]\x0b;W[ff])";
        let line = read(text);
        assert_eq!(line.root(Id::SZ).unwrap().value(text), "9");
        assert_eq!(line.root(Id::KM).unwrap().value(text), "6.5");
        let ab: Vec<&str> = line.root(Id::AB).unwrap().values(text).collect();
        assert_eq!(ab, ["aa", "bb", "cc", "dd"]);
        let b = line.properties().iter().find(|p| p.id == Id::B).unwrap();
        assert_eq!(b.value(text), "ee");
        assert_eq!(line.nodes(), 3);
    }

    #[test]
    fn lenient_where_real_files_need_it() {
        // names without capitals are unknown properties; NULs between nodes are stray bytes;
        // the same game type twice is one
        let text = "(;GM[1]GM[ 1]foo[bar]SZ[9]\0;b[aa]B[bb]\0\0;W[cc])";
        let line = read(text);
        assert_eq!(line.stray_bytes(), 3);
        let moves = moves(&line, text);
        assert_eq!(moves, ["bb", "cc"]);
        assert_eq!(
            line.properties().iter().filter(|p| p.id == Id::GM).count(),
            1
        );
    }

    #[test]
    fn an_escaped_line_break_is_gone_whatever_its_bytes() {
        for (raw, meant) in [
            ("B+3\\\r\n.5", "B+3.5"),
            ("B+3\\\n\r.5", "B+3.5"),
            ("Chi\\\rnese", "Chinese"),
            ("a\\\n\nb", "a b"),
        ] {
            assert_eq!(simple_text(raw), meant, "{raw:?}");
        }
    }

    #[test]
    fn broken_games_say_what_is_wrong() {
        let mut line = MainLine::default();
        for (text, message) in [
            (
                "(;GM[1]GM[2]SZ[9])",
                "the property GM is given twice in node 1, as 1 and 2",
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
            ("(;C[a]b])", "byte 6: the property b has no value"),
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
