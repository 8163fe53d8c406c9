//! Loading game records (SGF, via the `sgf-parse` crate) and writing the current game.

use std::path::Path;

use sgf_parse::go::{Move, Point, Prop};
use sgf_parse::SgfNode;

use crate::board::{vertex, Board, Cell, Color, Geometry, Played};
use crate::scoring::Rules;

/// Largest board `loadsgf` accepts (as `boardsize`).
pub const MAX_SGF_SIDE: usize = 25;

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
    pub rules: Option<Rules>,
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

/// The text of a record file: refused unread when it is not a regular file or too big; a
/// UTF-8 byte-order mark is dropped.
pub fn read_record(path: &Path) -> Result<String, String> {
    use std::io::Read;
    let mut file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let meta = file
        .metadata()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.is_dir() {
        return Err(format!("{} is a directory", path.display()));
    }
    if !meta.is_file() {
        return Err(format!("{} is not a regular file", path.display()));
    }
    if meta.len() > MAX_SGF_BYTES {
        return Err(format!(
            "{} has {} bytes, more than the {} MiB a record may have",
            path.display(),
            meta.len(),
            MAX_SGF_BYTES >> 20
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.read_to_end(&mut bytes)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

/// Checks that no chain of nodes in the SGF text is deeper than [`MAX_SGF_DEPTH`], counting
/// nodes (`;`) along a line and variations (`(`) nested in each other, outside property values.
pub fn check_depth(text: &str) -> Result<(), String> {
    let mut depth = 0usize;
    let mut stack: Vec<usize> = Vec::new();
    let mut in_value = false;
    let mut escaped = false;
    for b in text.bytes() {
        if in_value {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b']') => in_value = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'[' => in_value = true,
            b'(' => {
                stack.push(depth);
                depth += 1;
            }
            b')' => depth = stack.pop().unwrap_or(0),
            b';' => depth += 1,
            _ => {}
        }
        if depth > MAX_SGF_DEPTH {
            return Err(format!(
                "the record nests more than {MAX_SGF_DEPTH} nodes deep"
            ));
        }
    }
    Ok(())
}

/// As [`load`], from SGF text.
pub fn load_text(text: &str, stop: &Stop) -> Result<Loaded, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    check_depth(text)?;
    let trees = sgf_parse::parse(text).map_err(|e| format!("not a valid SGF file ({e})"))?;
    let tree = trees.into_iter().next().ok_or("no game in file")?;
    let root = tree
        .into_go_node()
        .map_err(|_| "not a game of Go".to_string())?;
    replay(&root, stop, Illegal::Refuse)
}

/// Plays the main line of the game whose root node is `root` up to `stop`: setup stones,
/// moves (FF[3] `tt` passes), captures; size, komi, handicap and rules from the root.
///
/// # Errors
/// A message: board too large, a move or setup stone off the board, an illegal move (with
/// [`Illegal::Refuse`]).
pub fn replay(root: &SgfNode<Prop>, stop: &Stop, illegal: Illegal) -> Result<Loaded, String> {
    let (width, height) = board_size(root)?;
    let geometry = Geometry::new(width, height).ok_or("bad board size")?;
    let komi = komi(root)?;
    let handicap = handicap(root)?;
    let rules = match root.get_property("RU") {
        Some(Prop::RU(text)) => Rules::from_name(text.text.trim()),
        _ => None,
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
fn komi(root: &SgfNode<Prop>) -> Result<Option<f64>, String> {
    let komi = match root.get_property("KM") {
        Some(Prop::KM(k)) => *k,
        Some(Prop::Invalid(id, values)) if id == "KM" => {
            let text = values.join("");
            text.trim()
                .replace(',', ".")
                .parse::<f64>()
                .map_err(|_| format!("KM[{text}] is not a komi"))?
        }
        _ => return Ok(None),
    };
    if !crate::scoring::komi_makes_sense(komi) {
        return Err(format!("KM[{komi}]: komi must be between -10000 and 10000"));
    }
    Ok(Some(komi))
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

/// The SGF name of an on-board index (`aa` = top left).
pub fn sgf_point(geometry: Geometry, point: usize) -> String {
    // `a`..`z` for the first 26 lines, `A`..`Z` for the next 26 (FF[4])
    let letter = |i: usize| {
        if i < 26 {
            (b'a' + i as u8) as char
        } else {
            (b'A' + (i - 26) as u8) as char
        }
    };
    let (col, row) = geometry.coords(point);
    format!("{}{}", letter(col), letter(row))
}

/// The game as SGF, so that `loadsgf` gives it back: size, komi, rules and handicap in the
/// root with the initial stones (handicap) as setup, then every change of the history in
/// order (moves, passes as `B[]`, setup stones grouped per run), and the side to move (`PL`).
/// Captures, and so the prisoners, come back when the moves are replayed.
pub fn write_game(board: &Board, komi: f64, rules: Rules, handicap: u32, to_move: Color) -> String {
    let g = board.geometry();
    let size = if g.width() == g.height() {
        format!("{}", g.width())
    } else {
        format!("{}:{}", g.width(), g.height())
    };
    let mut sgf = format!(
        "(;FF[4]GM[1]CA[UTF-8]AP[tenuki-gtp]SZ[{size}]KM[{}]RU[{}]",
        crate::scoring::format_number(komi),
        rules.name()
    );
    if handicap >= 2 {
        sgf.push_str(&format!("HA[{handicap}]"));
    }
    let initial = board.initial();
    for (id, cell) in [("AB", Cell::Black), ("AW", Cell::White)] {
        let points: Vec<String> = g
            .points()
            .filter(|&p| initial.get(p) == cell)
            .map(|p| format!("[{}]", sgf_point(g, p)))
            .collect();
        if !points.is_empty() {
            sgf.push_str(id);
            sgf.push_str(&points.concat());
        }
    }
    let mut setup: Vec<(usize, Cell)> = Vec::new();
    let flush = |setup: &mut Vec<(usize, Cell)>, sgf: &mut String| {
        if setup.is_empty() {
            return;
        }
        sgf.push(';');
        for (id, cell) in [
            ("AB", Cell::Black),
            ("AW", Cell::White),
            ("AE", Cell::Empty),
        ] {
            let points: Vec<String> = setup
                .iter()
                .filter(|(_, c)| *c == cell)
                .map(|&(p, _)| format!("[{}]", sgf_point(g, p)))
                .collect();
            if !points.is_empty() {
                sgf.push_str(id);
                sgf.push_str(&points.concat());
            }
        }
        setup.clear();
    };
    for change in board.changes() {
        match change {
            Played::Setup(p, cell) => {
                // a point set twice in one run: end the run first
                if setup.iter().any(|&(q, _)| q == p) {
                    flush(&mut setup, &mut sgf);
                }
                setup.push((p, cell));
            }
            Played::Move(color, point) => {
                flush(&mut setup, &mut sgf);
                let id = match color {
                    Color::Black => "B",
                    Color::White => "W",
                };
                let value = point.map(|p| sgf_point(g, p)).unwrap_or_default();
                sgf.push_str(&format!(";{id}[{value}]"));
            }
        }
    }
    flush(&mut setup, &mut sgf);
    sgf.push_str(match to_move {
        Color::Black => ";PL[B]",
        Color::White => ";PL[W]",
    });
    sgf.push(')');
    sgf
}
