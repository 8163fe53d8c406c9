//! A record file as its games: one pass over the bytes finds each game tree `(;...)` of a
//! collection, skipping what stands before, between and after them (mail headers, notes), and
//! measures how deep its nodes nest. Each game is then parsed on its own, so a collection is
//! never held as one tree, `loadsgf` parses only the game it loads, and a broken game spoils
//! only its own row.

use super::{is_sgf_space, Id, MainLine, MAX_SGF_DEPTH};

/// One game tree of a file, as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameText<'a> {
    /// 1 for the first game of the file.
    pub number: usize,
    /// Byte offset of its `(` in the file.
    pub offset: usize,
    /// From its `(` to its `)` (or to the end of the file, when that comes first).
    pub text: &'a str,
    /// The game is not closed: the file ends inside it, or (see `unclosed`) the next game
    /// starts before its `)`.
    pub cut_short: bool,
    /// The next game of the file starts inside this one, which is read no further.
    unclosed: bool,
    /// Its nodes nest deeper than [`MAX_SGF_DEPTH`].
    too_deep: bool,
}

/// The games of a file's text, in order.
pub fn games(text: &str) -> Games<'_> {
    games_after(text, 0, 0)
}

/// The games of a piece of a longer text that `before` games and `offset` bytes come before
/// (see [`games_ended`]): numbered and placed as in the whole text.
pub fn games_after(text: &str, before: usize, offset: usize) -> Games<'_> {
    Games {
        text,
        cursor: 0,
        number: before,
        base: offset,
    }
}

/// Iterator over the game trees of a text (see [`games`]).
pub struct Games<'a> {
    text: &'a str,
    cursor: usize,
    number: usize,
    /// Bytes of the whole text before this piece of it.
    base: usize,
}

impl<'a> Iterator for Games<'a> {
    type Item = GameText<'a>;

    fn next(&mut self) -> Option<GameText<'a>> {
        let bytes = self.text.as_bytes();
        let start = find_game_start(bytes, self.cursor)?;
        let scan = scan_game(&bytes[start..]);
        let end = start + scan.length;
        self.cursor = end;
        self.number += 1;
        Some(GameText {
            number: self.number,
            offset: self.base + start,
            // `(` and `)` are ASCII: both ends are character boundaries
            text: &self.text[start..end],
            cut_short: scan.cut_short,
            unclosed: scan.unclosed,
            too_deep: scan.deepest > MAX_SGF_DEPTH,
        })
    }
}

/// Where the last game whose end `bytes` already show ends, and how many games end there or
/// before (`(0, 0)` when none does): the place a stream read so far can be cut into whole
/// games, each found there as in the whole text (a game the bytes end inside may go on in
/// bytes not read yet).
pub fn games_ended(bytes: &[u8]) -> (usize, usize) {
    let (mut end, mut count) = (0, 0);
    while let Some(start) = find_game_start(bytes, end) {
        let scan = scan_game(&bytes[start..]);
        if scan.cut_short && !scan.unclosed {
            break;
        }
        end = start + scan.length;
        count += 1;
    }
    (end, count)
}

/// The next `(` at or after `from` that opens a game: the next byte but white space is `;`.
fn find_game_start(bytes: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while at < bytes.len() {
        let open = at + bytes[at..].iter().position(|&b| b == b'(')?;
        let next = bytes[open + 1..]
            .iter()
            .find(|&&b| !super::reader::is_sgf_space(b))
            .copied();
        if next == Some(b';') {
            return Some(open);
        }
        at = open + 1;
    }
    None
}

struct Scan {
    /// Bytes up to and with the game's closing `)`, or to the end of the text, or to the
    /// start of the next game.
    length: usize,
    cut_short: bool,
    /// The next game starts before this one is closed.
    unclosed: bool,
    /// Longest chain of nodes: along a line, and variations nested in each other.
    deepest: usize,
}

/// Properties that only a game's root holds (FF[4]: application, charset, file format, game,
/// style, size): a `(;` whose node has one starts a game, never a variation.
const ROOT_ONLY: [&[u8]; 6] = [b"AP", b"CA", b"FF", b"GM", b"ST", b"SZ"];

/// True when the `(` at the start of `bytes` opens a new game: its first node holds a root
/// property. Reads that node only.
fn opens_game(bytes: &[u8]) -> bool {
    let space = |at: usize| at + bytes[at..].iter().take_while(|&&b| is_sgf_space(b)).count();
    let mut at = space(1);
    if bytes.get(at) != Some(&b';') {
        return false;
    }
    at += 1;
    loop {
        at = space(at);
        let name_end = at
            + bytes[at..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
        if name_end == at {
            return false;
        }
        let capitals = || {
            bytes[at..name_end]
                .iter()
                .copied()
                .filter(u8::is_ascii_uppercase)
        };
        if ROOT_ONLY
            .iter()
            .any(|root| capitals().eq(root.iter().copied()))
        {
            return true;
        }
        // the property's values, escapes and all
        at = space(name_end);
        while bytes.get(at) == Some(&b'[') {
            let mut escaped = false;
            let Some(close) = bytes[at + 1..].iter().position(|&b| {
                let close = !escaped && b == b']';
                escaped = !escaped && b == b'\\';
                close
            }) else {
                return false;
            };
            at = space(at + 1 + close + 1);
        }
    }
}

/// Two bytes of a value followed by its `]` (a move's two letters, as most values are) that
/// hold no `]` and no escaping `\`: the value ends there.
fn is_plain_pair(x: u8, y: u8) -> bool {
    ![x, y].iter().any(|&b| b == b']' || b == b'\\')
}

/// Walks one game tree from its `(`: values `[...]` (with `\` escapes) are skipped, `(` and
/// `)` outside them open and close variations, `;` starts a node. A `(` that opens a new game
/// ([`opens_game`]) ends a game left unclosed.
fn scan_game(bytes: &[u8]) -> Scan {
    let mut depth = 0usize;
    let mut deepest = 0usize;
    // node depth where each open variation started (not kept once the game is too deep)
    let mut starts: Vec<usize> = Vec::new();
    let mut open = 0usize;
    let mut in_value = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_value {
            // a move's two letters and its `]` at once ...
            if let [x, y, b']', ..] = bytes[i..] {
                if is_plain_pair(x, y) {
                    in_value = false;
                    i += 3;
                    continue;
                }
            }
            // ... or to the next `]` or `\` (a comment is skipped in long strides)
            match bytes[i..].iter().position(|&b| b == b']' || b == b'\\') {
                Some(k) if bytes[i + k] == b']' => {
                    in_value = false;
                    i += k + 1;
                }
                // `\` escapes the byte after it
                Some(k) => i += k + 2,
                None => i = bytes.len(),
            }
            continue;
        }
        match b {
            b'[' => in_value = true,
            b'(' => {
                if open > 0 && opens_game(&bytes[i..]) {
                    return Scan {
                        length: i,
                        cut_short: true,
                        unclosed: true,
                        deepest,
                    };
                }
                open += 1;
                if deepest <= MAX_SGF_DEPTH {
                    starts.push(depth);
                }
                depth += 1;
            }
            b')' => {
                open -= 1;
                depth = starts.pop().unwrap_or(0);
                if open == 0 {
                    return Scan {
                        length: i + 1,
                        cut_short: false,
                        unclosed: false,
                        deepest,
                    };
                }
            }
            b';' => {
                depth += 1;
                // a node that is a move written the usual way, `;B[pd]`, at once
                if let [_, b'B' | b'W', b'[', x, y, b']', ..] = bytes[i..] {
                    if is_plain_pair(x, y) {
                        deepest = deepest.max(depth);
                        i += 6;
                        continue;
                    }
                }
            }
            _ => {}
        }
        deepest = deepest.max(depth);
        i += 1;
    }
    Scan {
        length: bytes.len(),
        cut_short: true,
        unclosed: false,
        deepest,
    }
}

impl GameText<'_> {
    /// Reads the game's main line into `line` (see [`MainLine::read`]).
    ///
    /// # Errors
    /// Nested too deep, cut short, not a game of Go (`GM` other than 1), what the reader found;
    /// with the game's number and offset.
    pub fn read_main_line(&self, line: &mut MainLine) -> Result<(), String> {
        // (written only for a message: most games have none)
        let at = || format!("game {} (byte {})", self.number, self.offset);
        if self.too_deep {
            return Err(format!(
                "the record nests more than {MAX_SGF_DEPTH} nodes deep"
            ));
        }
        if self.unclosed {
            return Err(format!(
                "{} is not closed by `)` before the next game starts (byte {})",
                at(),
                self.offset + self.text.len()
            ));
        }
        if self.cut_short {
            return Err(format!("{} is cut short: the file ends inside it", at()));
        }
        line.read(self.text).map_err(|e| format!("{}: {e}", at()))?;
        match line.root(Id::GM).map(|gm| gm.value(self.text).trim()) {
            None | Some("1") => Ok(()),
            Some(other) => Err(format!("{}: not a game of Go (GM[{other}])", at())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        games(text).map(|g| g.text).collect()
    }

    #[test]
    fn games_are_found_among_text_around_them() {
        let file = "From: someone\nSubject: two games (see below)\n\n(;GM[1]C[a (; in a value]\
                    ;B[aa])\n-- \nsignature )\n( ;SZ[9](;B[bb])(;B[cc]))trailing note";
        assert_eq!(
            texts(file),
            [
                "(;GM[1]C[a (; in a value];B[aa])",
                "( ;SZ[9](;B[bb])(;B[cc]))"
            ]
        );
        let all: Vec<GameText> = games(file).collect();
        assert_eq!((all[0].number, all[1].number), (1, 2));
        assert_eq!(&file[all[1].offset..all[1].offset + 3], "( ;");
        let mut line = MainLine::default();
        assert!(all.iter().all(|g| g.read_main_line(&mut line).is_ok()));
    }

    #[test]
    fn a_game_left_open_ends_where_the_next_game_starts() {
        let file = "(;SZ[9](;B[aa])\n(;GM[1]SZ[9];B[bb])\x0c(\x0b;C[x\\]]FF[4];W[cc])(;SZ[9](;B[dd])(;W[ee]))";
        let all: Vec<GameText> = games(file).collect();
        assert_eq!(
            all.iter().map(|g| g.text).collect::<Vec<_>>(),
            [
                "(;SZ[9](;B[aa])\n",
                "(;GM[1]SZ[9];B[bb])",
                "(\x0b;C[x\\]]FF[4];W[cc])",
                "(;SZ[9](;B[dd])(;W[ee]))"
            ]
        );
        let mut line = MainLine::default();
        assert_eq!(
            all[0].read_main_line(&mut line),
            Err(
                "game 1 (byte 0) is not closed by `)` before the next game starts (byte 16)".into()
            )
        );
        assert!(all[1..].iter().all(|g| g.read_main_line(&mut line).is_ok()));
    }

    #[test]
    fn an_escaped_bracket_stays_inside_its_value() {
        assert_eq!(
            texts(r"(;C[a \] b ) c];B[aa])x"),
            [r"(;C[a \] b ) c];B[aa])"]
        );
    }

    #[test]
    fn a_game_the_file_ends_in_is_cut_short() {
        let game = games("(;GM[1]SZ[9];B[ee];W[").next().expect("a game");
        assert!(game.cut_short);
        assert_eq!(
            game.read_main_line(&mut MainLine::default()),
            Err("game 1 (byte 0) is cut short: the file ends inside it".into())
        );
        assert_eq!(games("no game here ( or here").count(), 0);
    }

    #[test]
    fn messages_name_the_game_and_what_is_wrong() {
        let mut line = MainLine::default();
        let file = "(;GM[1]SZ[9])\n(;GM[1]GM[3]SZ[9])(;GM[2]SZ[8])";
        let answers: Vec<Result<(), String>> =
            games(file).map(|g| g.read_main_line(&mut line)).collect();
        assert_eq!(
            answers,
            [
                Ok(()),
                Err(
                    "game 2 (byte 14): the property GM is given twice in node 1, as 1 and 3".into()
                ),
                Err("game 3 (byte 32): not a game of Go (GM[2])".into()),
            ]
        );
    }

    #[test]
    fn nesting_is_measured_along_lines_and_variations() {
        let deep = format!("(;{})", ";".repeat(MAX_SGF_DEPTH));
        assert!(games(&deep).next().expect("game").too_deep);
        let nested = format!(
            "(;{}{})",
            "(;".repeat(MAX_SGF_DEPTH),
            ")".repeat(MAX_SGF_DEPTH)
        );
        assert!(games(&nested).next().expect("game").too_deep);
        // many variations side by side are not deep
        let wide = format!("(;{})", "(;B[aa])".repeat(MAX_SGF_DEPTH * 2));
        assert!(!games(&wide).next().expect("game").too_deep);
    }
}
