//! Loading game records (SGF, via the `sgf-parse` crate) and writing the current game.

use std::path::Path;

use sgf_parse::go::{Move, Point, Prop};
use sgf_parse::SgfNode;

use crate::board::{vertex, Board, Cell, Color, Geometry};
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

/// Reads the SGF file at `path` (main line only) and plays it up to `stop`.
///
/// # Errors
/// A message for `cannot load file: …`: unreadable file, not SGF, board too large, a move off
/// the board or illegal.
pub fn load(path: &Path, stop: &Stop) -> Result<Loaded, String> {
    if path.is_dir() {
        return Err(format!("{} is a directory", path.display()));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    load_text(&text, stop)
}

/// As [`load`], from SGF text.
pub fn load_text(text: &str, stop: &Stop) -> Result<Loaded, String> {
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
    let (width, height) = match root.get_property("SZ") {
        Some(Prop::SZ((w, h))) => (*w as usize, *h as usize),
        _ => (19, 19),
    };
    if !(2..=MAX_SGF_SIDE).contains(&width) || !(2..=MAX_SGF_SIDE).contains(&height) {
        return Err(format!("unsupported board size {width}x{height}"));
    }
    let geometry = Geometry::new(width, height).ok_or("bad board size")?;
    let komi = match root.get_property("KM") {
        Some(Prop::KM(k)) if k.is_finite() => Some(*k),
        _ => None,
    };
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(h)) if (2..=400).contains(h) => *h as u32,
        _ => 0,
    };
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
    let mut player: Option<Color> = None;
    let mut skipped = Vec::new();
    'nodes: for node in root.main_variation() {
        apply_setup(&mut board, node)?;
        if let Some(Prop::PL(c)) = node.get_property("PL") {
            player = Some(match c {
                sgf_parse::Color::Black => Color::Black,
                sgf_parse::Color::White => Color::White,
            });
        }
        for (color, id) in [(Color::Black, "B"), (Color::White, "W")] {
            let mv = match node.get_property(id) {
                Some(Prop::B(m)) | Some(Prop::W(m)) => *m,
                Some(_) => return Err(format!("bad move value in {id}[]")),
                None => continue,
            };
            let point = move_point(geometry, mv)?;
            move_number += 1;
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
    }
    let to_move = next_color
        .or_else(|| board.last_move_color().map(Color::opponent))
        .or(player)
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
            }
        }
    }
    Ok(())
}

/// The SGF name of an on-board index (`aa` = top left).
pub fn sgf_point(geometry: Geometry, point: usize) -> String {
    let (col, row) = geometry.coords(point);
    format!(
        "{}{}",
        (b'a' + col as u8) as char,
        (b'a' + row as u8) as char
    )
}

/// The current position as SGF: size, komi, rules, the stones as setup, the side to move.
pub fn write_position(board: &Board, komi: f64, rules: Rules, to_move: Color) -> String {
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
    for (id, cell) in [("AB", Cell::Black), ("AW", Cell::White)] {
        let points: Vec<String> = g
            .points()
            .filter(|&p| board.get(p) == cell)
            .map(|p| format!("[{}]", sgf_point(g, p)))
            .collect();
        if !points.is_empty() {
            sgf.push_str(id);
            sgf.push_str(&points.concat());
        }
    }
    sgf.push_str(match to_move {
        Color::Black => "PL[B]",
        Color::White => "PL[W]",
    });
    sgf.push(')');
    sgf
}
