//! Game records (SGF): reading a file safely, finding its games (`collection`), parsing one
//! (via the `sgf-parse` crate), replaying it; writing the current game and annotated copies
//! (`write`).

mod collection;
mod reader;
mod write;

use std::path::Path;

pub use collection::{games, GameText};
pub use reader::{simple_text, Id, MainLine, Property};
pub use write::{sgf_point, write_game, write_record, write_tree};

use crate::board::{vertex, Board, Cell, Color, Geometry};
use crate::scoring::Rules;

/// Largest board a record may have, and so `printsgf` writes: SGF's own limit (52, the
/// letters `a`..`z`, `A`..`Z`), which is also the largest board the engine holds.
pub const MAX_SGF_SIDE: usize = crate::board::MAX_SIDE;

/// Where `loadsgf` stops: before the N-th move, or before the first move at a vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    End,
    BeforeMove(u64),
    BeforeVertex(String),
}

/// A record read up to its stop.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub board: Board,
    pub komi: Option<f64>,
    pub handicap: u32,
    /// The record's `RU` when we know its spelling.
    pub rules: Option<Rules>,
    /// The record's `RU` when we do not (`None` when it has none or we know it).
    pub unknown_rules: Option<String>,
    pub to_move: Color,
    /// The player to move as far as the record tells: the next move (when stopped before
    /// one), `PL`, or the opponent of the last move; `None` when the record ends with two
    /// passes in a row or has no move and no `PL`.
    pub player_to_move: Option<Color>,
    /// Illegal moves skipped (only when replaying with [`Illegal::Skip`]), as messages.
    pub skipped: Vec<String>,
}

/// What replaying does with an illegal move of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// Refuse the record (`loadsgf`).
    Refuse,
    /// Leave the move out and note it (the batch scorer).
    Skip,
}

/// Largest record file read (`loadsgf`, and each file of the batch scorer).
pub const MAX_SGF_BYTES: u64 = 64 << 20;

/// Deepest chain of nodes a record may have: moves along one line, or variations nested in
/// each other. Games have a few hundred; the SGF parser reads nodes recursively, so a deeper
/// record is refused before it is parsed, instead of overflowing the stack.
pub const MAX_SGF_DEPTH: usize = 20_000;

/// Reads the SGF file at `path` (main line only) and plays it up to `stop`.
///
/// # Errors
/// A message for `cannot load file: …`: not a regular file, bigger than [`MAX_SGF_BYTES`],
/// unreadable, not SGF, nested deeper than [`MAX_SGF_DEPTH`], a property that cannot be right
/// (named), board too large, a move off the board or illegal, a block without a liberty.
pub fn load(path: &Path, stop: &Stop) -> Result<Loaded, String> {
    let text = read_record(path)?;
    load_text(&text, stop)
}

/// The text of a record file: refused unread when it is not a regular file (a FIFO, a
/// device: opened without waiting for a writer, so it never hangs), too big, or compressed; a
/// UTF-8 byte-order mark is dropped.
pub fn read_record(path: &Path) -> Result<String, String> {
    let mut bytes = Vec::new();
    read_record_bytes(path, &mut bytes)?;
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    // most records are UTF-8: checked in place, no copy; others have bad bytes replaced
    Ok(String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// As [`read_record`], into `bytes` (emptied first: the batch scorer reuses one buffer per
/// worker), not yet read as text (see [`record_text`]).
pub fn read_record_bytes(path: &Path, bytes: &mut Vec<u8>) -> Result<(), String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let shown = path.display();
    bytes.clear();
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| format!("{shown}: {e}"))?;
    let meta = file.metadata().map_err(|e| format!("{shown}: {e}"))?;
    if meta.is_dir() {
        return Err(format!("{shown} is a directory"));
    }
    if !meta.is_file() {
        return Err(format!("{shown} is not a regular file"));
    }
    if meta.len() > MAX_SGF_BYTES {
        return Err(format!(
            "{shown} has {} bytes, more than the {} MiB a record may have",
            meta.len(),
            MAX_SGF_BYTES >> 20
        ));
    }
    bytes.reserve(meta.len() as usize);
    file.take(MAX_SGF_BYTES)
        .read_to_end(bytes)
        .map_err(|e| format!("{shown}: {e}"))?;
    if let Some(kind) = compressed(bytes) {
        return Err(format!("{shown} is compressed ({kind}): unpack it first"));
    }
    Ok(())
}

/// A record's bytes as text: UTF-8 as it stands (borrowed, no copy), other bytes replaced.
pub fn record_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}

/// The kind of compressed file the bytes start like, if any.
fn compressed(bytes: &[u8]) -> Option<&'static str> {
    const KINDS: [(&[u8], &str); 5] = [
        (b"\x1f\x8b", "gzip"),
        (b"PK\x03\x04", "zip"),
        (b"BZh", "bzip2"),
        (b"\xfd7zXZ\x00", "xz"),
        (b"\x28\xb5\x2f\xfd", "zstd"),
    ];
    KINDS
        .iter()
        .find(|(magic, _)| bytes.starts_with(magic))
        .map(|&(_, kind)| kind)
}

/// As [`load`], from SGF text: its first game (the others are not read).
pub fn load_text(text: &str, stop: &Stop) -> Result<Loaded, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let game = games(text).next().ok_or("no game in the file")?;
    let mut line = MainLine::default();
    game.read_main_line(&mut line)?;
    replay(game.text, &line, stop, Illegal::Refuse)
}

/// Plays the main line `line` of the game `text` up to `stop`: setup stones, moves (FF[3]
/// `tt` passes), captures; size, komi, handicap and rules from the root.
///
/// # Errors
/// A message: a bad size, komi or handicap (the property named), a move or setup stone off the
/// board or no point, two moves in one node, an illegal move (with [`Illegal::Refuse`]).
pub fn replay(
    text: &str,
    line: &MainLine,
    stop: &Stop,
    illegal: Illegal,
) -> Result<Loaded, String> {
    replay_on(Board::new(Geometry::default()), text, line, stop, illegal)
}

/// As [`replay`], on `board`, which is emptied first: its buffers serve again (the batch
/// scorer hands each worker's board on from game to game).
pub fn replay_on(
    mut board: Board,
    text: &str,
    line: &MainLine,
    stop: &Stop,
    illegal: Illegal,
) -> Result<Loaded, String> {
    let (width, height) = board_size(text, line)?;
    let geometry = Geometry::new(width, height).ok_or("bad board size")?;
    let komi = komi(text, line)?;
    let handicap = handicap(text, line)?;
    let (rules, unknown_rules) = match line.root(Id::RU) {
        Some(ru) => {
            let ru = reader::simple_text(ru.value(text));
            match Rules::from_record(&ru) {
                Some(rules) => (Some(rules), None),
                None => (None, Some(ru)),
            }
        }
        None => (None, None),
    };
    let stop_vertex = match stop {
        Stop::BeforeVertex(v) => {
            Some(vertex::parse_vertex(geometry, v).ok_or_else(|| format!("bad vertex {v}"))?)
        }
        _ => None,
    };
    board.reset(geometry);
    let mut move_number = 0u64;
    let mut next_color: Option<Color> = None;
    // PL given at or after the last move says who is to move
    let mut player: Option<Color> = None;
    let mut skipped = Vec::new();
    let properties = line.properties();
    let mut at = 0;
    'nodes: while at < properties.len() {
        let node = properties[at].node;
        let end = at
            + properties[at..]
                .iter()
                .take_while(|p| p.node == node)
                .count();
        let node_properties = &properties[at..end];
        at = end;
        apply_setup(&mut board, text, node_properties)?;
        let mut moves = node_properties
            .iter()
            .filter(|p| matches!(p.id, Id::B | Id::W));
        let count = moves.clone().count();
        if count > 1 {
            return Err(format!(
                "a node holds {count} moves (after move {move_number}): one B or W per node"
            ));
        }
        if let Some(prop) = moves.next() {
            let (color, id) = match prop.id {
                Id::B => (Color::Black, "B"),
                _ => (Color::White, "W"),
            };
            move_number += 1;
            player = None;
            let value = prop.value(text);
            let point = match move_point(geometry, value) {
                Ok(point) => point,
                Err(e) => {
                    let message = format!("{id}[{value}] at move {move_number}: {e}");
                    match illegal {
                        Illegal::Refuse => return Err(message),
                        Illegal::Skip => {
                            skipped.push(message);
                            continue;
                        }
                    }
                }
            };
            let reached = match stop {
                Stop::BeforeMove(n) => move_number >= *n,
                Stop::BeforeVertex(_) => point.is_some() && point == stop_vertex,
                Stop::End => false,
            };
            if reached {
                next_color = Some(color);
                break 'nodes;
            }
            if let Err(e) = board.play(color, point) {
                let message = format!("illegal move {id} at move {move_number} ({e:?})");
                match illegal {
                    Illegal::Refuse => return Err(message),
                    Illegal::Skip => skipped.push(message),
                }
            }
        }
        if let Some(pl) = node_properties.iter().find(|p| p.id == Id::PL) {
            match pl.value(text).trim() {
                "B" | "b" => player = Some(Color::Black),
                "W" | "w" => player = Some(Color::White),
                _ => {}
            }
        }
    }
    // who is to move for the dead-stone judge: only what the record says (the next move, PL,
    // the last move unless it ended the game with a second pass)
    let player_to_move = next_color.or(player).or_else(|| board.player_to_move());
    let to_move = next_color
        .or(player)
        .or_else(|| board.last_move_color().map(Color::opponent))
        .unwrap_or(if handicap >= 2 {
            Color::White
        } else {
            Color::Black
        });
    Ok(Loaded {
        board,
        komi,
        handicap,
        rules,
        unknown_rules,
        to_move,
        player_to_move,
        skipped,
    })
}

/// Most handicap stones a record may give (`HA`).
pub const MAX_HANDICAP: i64 = 9;

/// `HA`: the handicap stones, 0 when absent or 0/1; more than [`MAX_HANDICAP`] or a value that
/// is no number is refused.
fn handicap(text: &str, line: &MainLine) -> Result<u32, String> {
    let Some(ha) = line.root(Id::HA) else {
        return Ok(0);
    };
    let raw = ha.value(text);
    let stones = raw
        .trim()
        .parse::<i64>()
        .map_err(|_| format!("HA[{raw}] is not a number of stones"))?;
    if !(0..=MAX_HANDICAP).contains(&stones) {
        return Err(format!(
            "HA[{stones}]: a handicap is 0 to {MAX_HANDICAP} stones"
        ));
    }
    Ok(if stones >= 2 { stones as u32 } else { 0 })
}

/// `SZ`: a square (`SZ[19]`) or rectangular (`SZ[19:13]`) size up to [`MAX_SGF_SIDE`]; 19x19
/// when absent.
fn board_size(text: &str, line: &MainLine) -> Result<(usize, usize), String> {
    let Some(sz) = line.root(Id::SZ) else {
        return Ok((19, 19));
    };
    let raw = sz.value(text);
    let side = |t: &str| t.trim().parse::<usize>().ok();
    let (width, height) = match raw.split_once(':') {
        None => side(raw).map(|n| (n, n)),
        Some((w, h)) => side(w).zip(side(h)),
    }
    .ok_or_else(|| format!("SZ[{raw}] is not a board size"))?;
    if !(2..=MAX_SGF_SIDE).contains(&width) || !(2..=MAX_SGF_SIDE).contains(&height) {
        return Err(format!(
            "SZ: unsupported board size {width}x{height} (2 to {MAX_SGF_SIDE})"
        ));
    }
    Ok((width, height))
}

/// `KM`: the komi as written, read by [`crate::scoring::read_number`] (a decimal comma is a
/// point; no exponent; at most 10,000 either way).
fn komi(text: &str, line: &MainLine) -> Result<Option<f64>, String> {
    let Some(km) = line.root(Id::KM) else {
        return Ok(None);
    };
    let raw = km.value(text);
    crate::scoring::read_number(raw)
        .map(Some)
        .map_err(|e| format!("KM[{raw}] {e}"))
}

/// The line of an SGF coordinate letter: `a`..`z` are 0..25, `A`..`Z` 26..51.
fn coordinate(letter: u8) -> Option<usize> {
    match letter {
        b'a'..=b'z' => Some((letter - b'a') as usize),
        b'A'..=b'Z' => Some((letter - b'A') as usize + 26),
        _ => None,
    }
}

/// An SGF point `xy` as (column, row).
fn point(value: &str) -> Option<(usize, usize)> {
    match value.as_bytes() {
        [x, y] => coordinate(*x).zip(coordinate(*y)),
        _ if value.trim().len() != value.len() => point(value.trim()),
        _ => None,
    }
}

/// The points of a list value: one point, or a rectangle `aa:cc` (FF[4] compressed lists).
/// `None` when the value is neither.
fn list_points(value: &str) -> Option<impl Iterator<Item = (usize, usize)>> {
    let (from, to) = match value.split_once(':') {
        None => {
            let p = point(value)?;
            (p, p)
        }
        Some((a, b)) => (point(a)?, point(b)?),
    };
    if from.0 > to.0 || from.1 > to.1 {
        return None;
    }
    Some((from.1..=to.1).flat_map(move |row| (from.0..=to.0).map(move |col| (col, row))))
}

/// The on-board index of an SGF point, if it is on the board.
fn sgf_index(geometry: Geometry, (col, row): (usize, usize)) -> Option<usize> {
    (col < geometry.width() && row < geometry.height()).then(|| geometry.index(col, row))
}

/// A move's point: `None` for a pass (empty, or `tt` on boards up to 19x19, FF[3]).
fn move_point(geometry: Geometry, value: &str) -> Result<Option<usize>, String> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    match point(value) {
        Some((19, 19)) if geometry.width() <= 19 && geometry.height() <= 19 => Ok(None),
        Some(p) => sgf_index(geometry, p)
            .map(Some)
            .ok_or_else(|| "move off the board".to_string()),
        None => Err("no point".to_string()),
    }
}

/// How many times over a list property may name the board's points (a record names each
/// point once).
pub const MAX_LISTED_PER_POINT: usize = 16;

/// Marks in `marked` (indexed like the board) the points a list property names (`AB`, `TB`,
/// ...: a point or a rectangle `aa:cc` per value): as many values as the file holds take no
/// more memory than the board. Returns how many named points are off the board.
///
/// # Errors
/// A value that is no point or rectangle, or a list naming the board's points more than
/// [`MAX_LISTED_PER_POINT`] times over (no record does; its rectangles would keep the reader
/// busy for minutes).
pub fn mark_list_points(
    prop: &Property,
    text: &str,
    g: Geometry,
    marked: &mut [bool],
) -> Result<usize, String> {
    let mut listed = 0usize;
    let mut off_board = 0;
    for value in prop.values(text) {
        let list = list_points(value)
            .ok_or_else(|| format!("{:?}[{value}] is no point or list of points", prop.id))?;
        for p in list {
            match sgf_index(g, p) {
                Some(index) => marked[index] = true,
                None => off_board += 1,
            }
            listed += 1;
        }
        if listed > MAX_LISTED_PER_POINT * g.point_count() {
            return Err(format!(
                "{:?} lists more than {MAX_LISTED_PER_POINT} times as many points as the board \
                 has",
                prop.id
            ));
        }
    }
    Ok(off_board)
}

/// The setup stones of one node (`AB`, `AW`, `AE`, in order; each list row by row).
fn apply_setup(board: &mut Board, text: &str, node: &[Property]) -> Result<(), String> {
    let g = board.geometry();
    let mut changed = false;
    for prop in node {
        let cell = match prop.id {
            Id::AB => Cell::Black,
            Id::AW => Cell::White,
            Id::AE => Cell::Empty,
            _ => continue,
        };
        // the points marked on the board, then set row by row
        let mut marked = vec![false; g.array_len()];
        if mark_list_points(prop, text, g, &mut marked)? > 0 {
            return Err("setup stone off the board".into());
        }
        for index in g.points() {
            if marked[index] && board.get(index) != cell {
                board.set_up(index, cell);
                changed = true;
            }
        }
    }
    if changed {
        if let Some(p) = board.first_libertyless_stone() {
            return Err(format!(
                "setup stones leave the block at {} without a liberty",
                vertex::format_vertex(g, p)
            ));
        }
    }
    Ok(())
}
