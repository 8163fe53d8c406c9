//! Game records (SGF): reading a file safely, finding its games (`collection`), reading the
//! main line of one (`reader`, a streaming reader on nom) and its points and point lists
//! (`points`), replaying it; writing the current game and annotated copies (`write`, from the
//! record's own text).

mod collection;
mod points;
mod reader;
mod write;

use std::path::Path;

pub use collection::{games, games_after, games_ended, GameText};
use points::move_point;
pub use points::{list_points_into, ListBudget, MAX_LISTED_PER_POINT};
pub use reader::{is_sgf_space, simple_text, Id, MainLine, Property};
pub use write::{copy_game, escape_value, sgf_point, write_game, write_record};

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
    /// How `KM` was read when it was not as written (hundredths, see [`komi`]).
    pub komi_note: Option<String>,
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
    /// `RE` as written (escapes taken out, trimmed).
    pub result: Option<String>,
    /// The stones the record marks dead, read to the end of the main line: each stone standing
    /// on the other colour's territory markup (`TB`/`TW` of the last node), in the order the
    /// lists name them; `None` when the record has no territory markup (or was stopped before
    /// its end).
    pub marked_dead: Option<Vec<usize>>,
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
/// each other. Games have a few hundred; a deeper record is refused before it is read (our
/// reader and copier walk without recursion, but other tools that read the copies recurse).
pub const MAX_SGF_DEPTH: usize = 20_000;

/// A record file opened for reading, with its metadata: refused when it is not a regular
/// file (a FIFO, a device: opened without waiting for a writer, so it never hangs).
///
/// # Errors
/// Why not, naming the path.
pub fn open_record(path: &Path) -> Result<(std::fs::File, std::fs::Metadata), String> {
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
    Ok((file, meta))
}

/// The bytes of a record file, into `bytes` (emptied first: the batch scorer reuses one
/// buffer per worker), not yet read as text (see [`record_text`]): refused unread when it is
/// not a regular file ([`open_record`]) or too big. Packed bytes are `archive/`'s to unpack.
pub fn read_record_bytes(path: &Path, bytes: &mut Vec<u8>) -> Result<(), String> {
    use std::io::Read;
    let shown = path.display();
    bytes.clear();
    let (file, meta) = open_record(path)?;
    if meta.len() > MAX_SGF_BYTES {
        return Err(too_big(&shown.to_string(), meta.len()));
    }
    bytes.reserve(meta.len() as usize);
    file.take(MAX_SGF_BYTES)
        .read_to_end(bytes)
        .map_err(|e| format!("{shown}: {e}"))?;
    Ok(())
}

fn too_big(shown: &str, bytes: u64) -> String {
    format!(
        "{shown} has {bytes} bytes, more than the {} MiB a record may have",
        MAX_SGF_BYTES >> 20
    )
}

/// A record's bytes as text: UTF-8 as it stands (borrowed, no copy); otherwise each byte that
/// is not UTF-8 reads as `?`, one byte for one, so that every byte offset a message gives is
/// the file's own.
pub fn record_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => std::borrow::Cow::Owned(replace_bad_bytes(bytes)),
    }
}

/// The bytes as text, each byte that is not UTF-8 as `?`.
fn replace_bad_bytes(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        text.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    text
}

/// Reads SGF text (main line only) and plays it up to `stop`: its first game (the others
/// are not read).
///
/// # Errors
/// A message for `cannot load file: …`: not SGF, nested deeper than [`MAX_SGF_DEPTH`], a
/// property that cannot be right (named), board too large, a move off the board or illegal, a
/// block without a liberty.
pub fn load_text(text: &str, stop: &Stop) -> Result<Loaded, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let game = games(text).next().ok_or("no game in the file")?;
    let mut line = MainLine::default();
    game.read_main_line(&mut line)?;
    if let Some(note) = line.stray_note() {
        log::warn!("{note}");
    }
    replay(game.text, &line, stop, Illegal::Refuse)
}

thread_local! {
    /// The points a markup list names, reused from list to list on a thread.
    static LISTED: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The points of one setup list, reused from record to record on a thread.
    static SETUP_POINTS: std::cell::Cell<Vec<usize>> = const { std::cell::Cell::new(Vec::new()) };
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
    let (komi, komi_note) = komi(text, line)?;
    let handicap = handicap(text, line)?;
    let (rules, unknown_rules) = match line.root(Id::RU) {
        Some(ru) => {
            let ru = reader::simple_text(ru.value(text));
            match Rules::from_record(&ru) {
                Some(rules) => (Some(rules), None),
                None => (None, Some(ru.into_owned())),
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
    let mut budget = ListBudget::for_board(geometry);
    let mut setup_points = SETUP_POINTS.take();
    let properties = line.properties();
    let mut at = 0;
    'nodes: while at < properties.len() {
        let node = properties[at].node;
        let mut end = at + 1;
        while end < properties.len() && properties[end].node == node {
            end += 1;
        }
        let node_properties = &properties[at..end];
        at = end;
        // what the node holds, in one pass: setup, its move (one at most), PL
        let (mut setup, mut count, mut the_move, mut pl) = (false, 0, None, None);
        for p in node_properties {
            match p.id {
                Id::AB | Id::AW | Id::AE => setup = true,
                Id::B | Id::W => {
                    count += 1;
                    the_move = the_move.or(Some(p));
                }
                Id::PL => pl = pl.or(Some(p)),
                _ => {}
            }
        }
        if setup {
            apply_setup(
                &mut board,
                text,
                node_properties,
                &mut budget,
                &mut setup_points,
            )?;
        }
        if count > 1 {
            return Err(format!(
                "a node holds {count} moves (after move {move_number}): one B or W per node"
            ));
        }
        if let Some(prop) = the_move {
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
                let message = format!("illegal move {id} at move {move_number} ({e})");
                match illegal {
                    Illegal::Refuse => return Err(message),
                    Illegal::Skip => skipped.push(message),
                }
            }
        }
        if let Some(pl) = pl {
            match pl.value(text).trim() {
                "B" | "b" => player = Some(Color::Black),
                "W" | "w" => player = Some(Color::White),
                _ => {}
            }
        }
    }
    SETUP_POINTS.set(setup_points);
    let marked_dead = match stop {
        Stop::End => marked_dead(&board, text, line),
        _ => None,
    };
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
        komi_note,
        handicap,
        rules,
        unknown_rules,
        to_move,
        player_to_move,
        skipped,
        result: recorded_result(text, line),
        marked_dead,
    })
}

/// `RE` of the main line `line` of `text`, as written (escapes taken out, trimmed).
pub fn recorded_result(text: &str, line: &MainLine) -> Option<String> {
    line.root(Id::RE)
        .map(|re| simple_text(re.value(text)).trim().to_string())
}

/// The stones of `board` the record marks dead: each standing on the other colour's territory
/// markup (`TB`/`TW` of the last node of the main line). `None` when the record has no
/// territory markup (`TB[]` is markup that marks nothing; a list with a value that is no point
/// is none; points off the board are passed over).
fn marked_dead(board: &Board, text: &str, line: &MainLine) -> Option<Vec<usize>> {
    let g = board.geometry();
    let last = line.nodes().checked_sub(1)?;
    let mut any = false;
    let mut dead = Vec::new();
    let mut budget = ListBudget::for_board(g);
    for prop in line.properties().iter().filter(|p| p.node == last) {
        let victim = match prop.id {
            Id::TB => Cell::White,
            Id::TW => Cell::Black,
            _ => continue,
        };
        if prop.values(text).all(|v| v.trim().is_empty()) {
            any = true;
            continue;
        }
        let listed = LISTED.with_borrow_mut(|points| {
            points.clear();
            list_points_into(prop, text, g, &mut budget, points)
                .is_ok()
                .then(|| dead.extend(points.iter().filter(|&&p| board.get(p) == victim)))
        });
        any |= listed.is_some();
    }
    any.then_some(dead)
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
/// point; no exponent; at most 10,000 either way); with a note when it is read in hundredths.
///
/// The hundredths rule: a whole number of at least 100 either way that is a multiple of 25
/// (`KM[750]`, `KM[650]`, `KM[-375]`) is read in hundredths (7.5, 6.5, -3.75). Records of games
/// played on the Fox server write komi so (`AP[YuanYu]`, `KM[750]`, and their margins agree
/// with 7.5); no game is played with a komi of a hundred points or more, and such a value in
/// quarter points is always a multiple of 25.
fn komi(text: &str, line: &MainLine) -> Result<(Option<f64>, Option<String>), String> {
    let Some(km) = line.root(Id::KM) else {
        return Ok((None, None));
    };
    let raw = km.value(text);
    let value = crate::scoring::read_number(raw).map_err(|e| format!("KM[{raw}] {e}"))?;
    let whole = !raw.contains(['.', ',']);
    if whole && value.abs() >= 100.0 && value % 25.0 == 0.0 {
        let komi = value / 100.0;
        let note = format!(
            "KM[{}] read in hundredths: komi {}",
            raw.trim(),
            crate::scoring::format_number(komi)
        );
        return Ok((Some(komi), Some(note)));
    }
    Ok((Some(value), None))
}

/// The setup stones of one node (`AB`, `AW`, `AE`, in order; each list row by row), within
/// the record's `budget` of listed points; `points` is scratch.
fn apply_setup(
    board: &mut Board,
    text: &str,
    node: &[Property],
    budget: &mut ListBudget,
    points: &mut Vec<usize>,
) -> Result<(), String> {
    let g = board.geometry();
    let mut changed = false;
    for prop in node {
        let cell = match prop.id {
            Id::AB => Cell::Black,
            Id::AW => Cell::White,
            Id::AE => Cell::Empty,
            _ => continue,
        };
        // the points named, then set row by row (indexes run row by row), each once
        points.clear();
        if list_points_into(prop, text, g, budget, points)? > 0 {
            return Err("setup stone off the board".into());
        }
        points.sort_unstable();
        points.dedup();
        for &index in points.iter() {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// One read gives what every user of a record needs: size, rules, komi, handicap, the
    /// position, the result and the stones the markup marks dead (Black's E5 stands on
    /// White's territory markup; White's D6 on Black's is a stone marked dead too, while a
    /// point of the markup without a stone marks nothing).
    #[test]
    fn one_read_gives_the_result_and_the_markup() {
        let text = "(;GM[1]SZ[9]KM[6.5]RU[Japanese]RE[W+3.5];B[ee];W[dd];B[cc]\
                    TW[ee][aa]TB[dd][ab])";
        let loaded = load_text(text, &Stop::End).expect("a record");
        let g = loaded.board.geometry();
        assert_eq!((g.width(), g.height()), (9, 9));
        assert_eq!(
            (loaded.komi, loaded.rules),
            (Some(6.5), Some(Rules::Japanese))
        );
        assert_eq!(loaded.result.as_deref(), Some("W+3.5"));
        let mut dead = loaded.marked_dead.expect("markup");
        dead.sort_unstable();
        assert_eq!(dead, vec![g.index(3, 3), g.index(4, 4)]);
        // stopped before its end, the record's final markup is not the position's
        let early = load_text(text, &Stop::BeforeMove(3)).expect("a record");
        assert_eq!(early.marked_dead, None);
        // no markup at all, and markup that marks nothing
        let none = load_text("(;SZ[9];B[ee])", &Stop::End).expect("a record");
        assert_eq!((none.result, none.marked_dead), (None, None));
        let empty = load_text("(;SZ[9];B[ee]TB[])", &Stop::End).expect("a record");
        assert_eq!(empty.marked_dead, Some(vec![]));
    }
}
