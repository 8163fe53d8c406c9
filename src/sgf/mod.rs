//! Game records (SGF): reading a file safely, finding its games (`collection`), parsing one
//! (via the `sgf-parse` crate), replaying it; writing the current game and annotated copies
//! (`write`).

mod collection;
mod write;

use std::path::Path;

use sgf_parse::go::{Move, Point, Prop};
use sgf_parse::SgfNode;

pub use collection::{games, GameText};
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
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let shown = path.display();
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
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_SGF_BYTES)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{shown}: {e}"))?;
    if let Some(kind) = compressed(&bytes) {
        return Err(format!("{shown} is compressed ({kind}): unpack it first"));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    Ok(String::from_utf8_lossy(bytes).into_owned())
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

/// As [`load`], from SGF text: its first game (the others are not parsed).
pub fn load_text(text: &str, stop: &Stop) -> Result<Loaded, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let game = games(text).next().ok_or("no game in the file")?;
    let root = game.parse()?;
    replay(&game, &root, stop, Illegal::Refuse)
}

/// Plays the main line of the game whose root node is `root` up to `stop`: setup stones,
/// moves (FF[3] `tt` passes), captures; size, komi, handicap and rules from the root.
///
/// # Errors
/// A message: board too large, a move or setup stone off the board, an illegal move (with
/// [`Illegal::Refuse`]).
pub fn replay(
    game: &GameText,
    root: &SgfNode<Prop>,
    stop: &Stop,
    illegal: Illegal,
) -> Result<Loaded, String> {
    let (width, height) = board_size(root)?;
    let geometry = Geometry::new(width, height).ok_or("bad board size")?;
    let komi = komi(game, root)?;
    let handicap = handicap(root)?;
    let (rules, unknown_rules) = match root.get_property("RU") {
        Some(Prop::RU(text)) => match Rules::from_record(&text.text) {
            Some(rules) => (Some(rules), None),
            None => (None, Some(text.text.clone())),
        },
        _ => (None, None),
    };
    let stop_vertex = match stop {
        Stop::BeforeVertex(v) => {
            Some(vertex::parse_vertex(geometry, v).ok_or_else(|| format!("bad vertex {v}"))?)
        }
        _ => None,
    };
    let mut board = Board::new(geometry);
    let mut move_number = 0u64;
    let mut next_color: Option<Color> = None;
    // PL given at or after the last move says who is to move
    let mut player: Option<Color> = None;
    let mut skipped = Vec::new();
    'nodes: for node in root.main_variation() {
        apply_setup(&mut board, node)?;
        let moves: Vec<&Prop> = node
            .properties()
            .filter(|p| matches!(p, Prop::B(_) | Prop::W(_)))
            .collect();
        if moves.len() > 1 {
            return Err(format!(
                "a node holds {} moves (after move {move_number}): one B or W per node",
                moves.len()
            ));
        }
        for prop in moves {
            let (color, id, mv) = match prop {
                Prop::B(m) => (Color::Black, "B", *m),
                Prop::W(m) => (Color::White, "W", *m),
                _ => continue,
            };
            let point = move_point(geometry, mv)?;
            move_number += 1;
            player = None;
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
        if let Some(Prop::PL(c)) = node.get_property("PL") {
            player = Some(match c {
                sgf_parse::Color::Black => Color::Black,
                sgf_parse::Color::White => Color::White,
            });
        }
    }
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
        skipped,
    })
}

/// Most handicap stones a record may give (`HA`).
pub const MAX_HANDICAP: i64 = 9;

/// `HA`: the handicap stones, 0 when absent or 0/1 (sgf-parse keeps `HA[0]` as invalid); more
/// than [`MAX_HANDICAP`] or a value that is no number is refused.
fn handicap(root: &SgfNode<Prop>) -> Result<u32, String> {
    let stones = match root.get_property("HA") {
        Some(Prop::HA(h)) => *h,
        Some(Prop::Invalid(id, values)) if id == "HA" => {
            let text = values.join("");
            text.trim()
                .parse::<i64>()
                .map_err(|_| format!("HA[{text}] is not a number of stones"))?
        }
        _ => 0,
    };
    if !(0..=MAX_HANDICAP).contains(&stones) {
        return Err(format!(
            "HA[{stones}]: a handicap is 0 to {MAX_HANDICAP} stones"
        ));
    }
    Ok(if stones >= 2 { stones as u32 } else { 0 })
}

/// `SZ`: a square or rectangular size up to [`MAX_SGF_SIDE`]; 19x19 when absent.
fn board_size(root: &SgfNode<Prop>) -> Result<(usize, usize), String> {
    let (width, height) = match root.get_property("SZ") {
        Some(Prop::SZ((w, h))) => (*w as usize, *h as usize),
        Some(Prop::Invalid(id, values)) if id == "SZ" => {
            return Err(format!("SZ[{}] is not a board size", values.join("][")))
        }
        _ => (19, 19),
    };
    if !(2..=MAX_SGF_SIDE).contains(&width) || !(2..=MAX_SGF_SIDE).contains(&height) {
        return Err(format!(
            "SZ: unsupported board size {width}x{height} (2 to {MAX_SGF_SIDE})"
        ));
    }
    Ok((width, height))
}

/// `KM`: the komi as the record means it. A decimal comma (`KM[6,5]`) is read as a point;
/// a komi that makes no sense for Go is refused.
fn komi(game: &GameText, root: &SgfNode<Prop>) -> Result<Option<f64>, String> {
    // the text as written, not sgf-parse's float: `KM[1e3]` is no komi here either
    if root.get_property("KM").is_none() {
        return Ok(None);
    }
    let text = game.root_value("KM").unwrap_or_default();
    crate::scoring::read_number(text)
        .map(Some)
        .map_err(|e| format!("KM[{text}] {e}"))
}

/// The on-board index of an SGF point, if it is on the board.
pub fn sgf_index(geometry: Geometry, point: Point) -> Option<usize> {
    let (col, row) = (point.x as usize, point.y as usize);
    (col < geometry.width() && row < geometry.height()).then(|| geometry.index(col, row))
}

/// A move's point; `tt` is a pass on boards up to 19x19 (FF[3]).
fn move_point(geometry: Geometry, mv: Move) -> Result<Option<usize>, String> {
    match mv {
        Move::Pass => Ok(None),
        Move::Move(p)
            if p.x == 19 && p.y == 19 && geometry.width() <= 19 && geometry.height() <= 19 =>
        {
            Ok(None)
        }
        Move::Move(p) => sgf_index(geometry, p)
            .map(Some)
            .ok_or_else(|| "move off the board".to_string()),
    }
}

fn apply_setup(board: &mut Board, node: &SgfNode<Prop>) -> Result<(), String> {
    let g = board.geometry();
    let mut changed = false;
    for prop in node.properties() {
        let (points, cell) = match prop {
            Prop::AB(points) => (points, Cell::Black),
            Prop::AW(points) => (points, Cell::White),
            Prop::AE(points) => (points, Cell::Empty),
            _ => continue,
        };
        let mut sorted: Vec<Point> = points.iter().copied().collect();
        sorted.sort_by_key(|p| (p.y, p.x));
        for p in sorted {
            let index = sgf_index(g, p).ok_or("setup stone off the board")?;
            if board.get(index) != cell {
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
