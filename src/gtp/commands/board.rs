//! Setting up and playing: board size, komi, moves, undo, handicap, SGF, diagrams, rules.

use std::path::Path;

use super::*;
use crate::board::{diagram, vertex, Board};
use crate::gtp::engine::{Mark, RecordToMove};
use crate::scoring::Rules;
use crate::sgf;

pub(super) fn new_game(engine: &mut Engine, geometry: Geometry) {
    engine.set_board(Board::new(geometry));
    engine.state.handicap = 0;
}

/// Arguments: size 2..=25. Effects: empty square board, no history, no marks; komi and rules
/// stay. Fails: `unacceptable size`.
pub(super) fn boardsize(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let n = side_arg(args[0])?;
    new_game(
        engine,
        Geometry::new(n, n).ok_or(GtpError::UnacceptableSize)?,
    );
    Ok(String::new())
}

/// Arguments: width, height (2..=25 each). As `boardsize` for a rectangle.
pub(super) fn rectangular_boardsize(
    engine: &mut Engine,
    args: &[&str],
) -> Result<String, GtpError> {
    expect_args(args, 2)?;
    let (w, h) = (side_arg(args[0])?, side_arg(args[1])?);
    new_game(
        engine,
        Geometry::new(w, h).ok_or(GtpError::UnacceptableSize)?,
    );
    Ok(String::new())
}

/// Arguments: none. Effects: empty board of the same size; komi and rules stay.
pub(super) fn clear_board(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    new_game(engine, engine.geometry());
    Ok(String::new())
}

/// Arguments: komi (`6.5`, `-3`, `6,5`: at most 4 decimals (then zeros) and 10,000 either way, no
/// exponent). Fails: syntax error naming what is wrong.
pub(super) fn komi(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    engine.state.komi = komi_arg(args[0])?;
    Ok(String::new())
}

/// Arguments: colour, vertex or pass. Fails: `invalid color or coordinate`, `illegal move`
/// (occupied, suicide, ko).
pub(super) fn play(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 2)?;
    let color = color_arg(args[0])?;
    let point = move_arg(engine.geometry(), args[1])?;
    engine.play(color, point)?;
    Ok(String::new())
}

/// Arguments: none. Effects: takes back the last move or setup change. Fails: `cannot undo`.
pub(super) fn undo(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    if !engine.undo() {
        return Err(GtpError::CannotUndo);
    }
    // back to an empty board: the handicap stones are gone, and their compensation with them
    if engine.state.board.is_empty() && engine.state.board.history_len() == 0 {
        engine.state.handicap = 0;
    }
    Ok(String::new())
}

/// Arguments: colour, then vertex after vertex (`B E5 W G7 ...`). All or nothing: on the first
/// illegal move every move of the sequence is taken back.
pub(super) fn play_sequence(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if !args.len().is_multiple_of(2) {
        return Err(syntax("expected colour and vertex pairs"));
    }
    let g = engine.geometry();
    let mut moves = Vec::with_capacity(args.len() / 2);
    for pair in args.chunks(2) {
        moves.push((color_arg(pair[0])?, move_arg(g, pair[1])?));
    }
    let before = engine.state.clone();
    for (color, point) in moves {
        if let Err(e) = engine.play(color, point) {
            engine.state = before;
            return Err(e);
        }
    }
    Ok(String::new())
}

/// The standard handicap points for `n` stones (GTP 4.1.1), or `None` if there are none.
pub(super) fn fixed_handicap_points(geometry: Geometry, n: usize) -> Option<Vec<usize>> {
    let size = geometry.width();
    if geometry.height() != size || !(7..=25).contains(&size) {
        return None;
    }
    let max = if size.is_multiple_of(2) || size == 7 {
        4
    } else {
        9
    };
    if !(2..=max).contains(&n) {
        return None;
    }
    let edge = if size <= 12 { 2 } else { 3 };
    let (low, mid, high) = (edge, size / 2, size - 1 - edge);
    // (column, row from the top); D4 = (low, high) on 19x19
    let corners = [(low, high), (high, low), (low, low), (high, high)];
    let sides = [(low, mid), (high, mid), (mid, high), (mid, low)];
    let center = (mid, mid);
    let mut points: Vec<(usize, usize)> = corners.iter().copied().take(n.min(4)).collect();
    match n {
        5 => points.push(center),
        6 => points.extend_from_slice(&sides[..2]),
        7 => {
            points.extend_from_slice(&sides[..2]);
            points.push(center);
        }
        8 => points.extend_from_slice(&sides),
        9 => {
            points.extend_from_slice(&sides);
            points.push(center);
        }
        _ => {}
    }
    Some(points.iter().map(|&(c, r)| geometry.index(c, r)).collect())
}

pub(super) fn place_handicap(engine: &mut Engine, points: &[usize]) -> String {
    for &p in points {
        engine.state.board.place_initial(p, Color::Black);
    }
    engine.state.handicap = points.len() as u32;
    let g = engine.geometry();
    points
        .iter()
        .map(|&p| vertex::format_vertex(g, p))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Arguments: number of stones. Effects: places them on the standard points.
/// Fails: `board not empty`, `invalid number of stones`. Returns: the vertices.
pub(super) fn fixed_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let n = int_arg(args[0])? as usize;
    if !engine.state.board.is_empty() || engine.state.board.history_len() > 0 {
        return Err(GtpError::BoardNotEmpty);
    }
    let points =
        fixed_handicap_points(engine.geometry(), n).ok_or(GtpError::InvalidNumberOfStones)?;
    Ok(place_handicap(engine, &points))
}

/// Arguments: number of stones (2 or more, fewer than the board's points). Effects: places the
/// standard points where they exist (at most 9), else points of a spread-out grid.
/// Fails: `board not empty`, `invalid number of stones`. Returns: the vertices.
pub(super) fn place_free_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let n = int_arg(args[0])? as usize;
    if !engine.state.board.is_empty() || engine.state.board.history_len() > 0 {
        return Err(GtpError::BoardNotEmpty);
    }
    let g = engine.geometry();
    if n < 2 || n >= g.point_count() {
        return Err(GtpError::InvalidNumberOfStones);
    }
    let points = match fixed_handicap_points(g, n.min(9)) {
        Some(points) => points,
        None => {
            // small or rectangular boards: every other point of every other line, in scan order
            let spread: Vec<usize> = g
                .points()
                .filter(|&p| {
                    let (c, r) = g.coords(p);
                    c % 2 == 1 && r % 2 == 1
                })
                .chain(g.points())
                .take(n)
                .collect();
            let mut unique = Vec::new();
            for p in spread {
                if !unique.contains(&p) {
                    unique.push(p);
                }
            }
            unique.truncate(n);
            unique
        }
    };
    Ok(place_handicap(engine, &points))
}

/// Arguments: the vertices of the handicap stones. Fails: `board not empty`, `bad vertex list`
/// (pass, off-board, repeated, fewer than 2 or as many as the board's points).
pub(super) fn set_free_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if !engine.state.board.is_empty() || engine.state.board.history_len() > 0 {
        return Err(GtpError::BoardNotEmpty);
    }
    let g = engine.geometry();
    let mut points = Vec::with_capacity(args.len());
    for a in args {
        let p = parse::move_vertex(g, a)
            .ok()
            .flatten()
            .ok_or(GtpError::BadVertexList)?;
        if points.contains(&p) {
            return Err(GtpError::BadVertexList);
        }
        points.push(p);
    }
    if points.len() < 2 || points.len() >= g.point_count() {
        return Err(GtpError::BadVertexList);
    }
    place_handicap(engine, &points);
    Ok(String::new())
}

/// Arguments: file, optionally a move number or a vertex: the position *before* that move.
/// Effects: board, komi, handicap and rules from the record (its first game only); a record
/// without `RU`, or with one we do not know, is counted by the chosen rules (`--rules`,
/// `tenuki-rules`), never by the previous record's; a record without `KM` has komi 0 (SGF's
/// default), never the previous game's. Returns: the colour to move.
/// Fails: `cannot load file: <reason>`.
pub(super) fn loadsgf(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.is_empty() || args.len() > 2 {
        return Err(syntax(
            "expected a file name and an optional move number or vertex",
        ));
    }
    let stop = match args.get(1) {
        None => sgf::Stop::End,
        Some(a) if a.bytes().all(|b| b.is_ascii_digit()) => match parse::int(a) {
            Some(n) => sgf::Stop::BeforeMove(n),
            None => {
                return Err(GtpError::CannotLoadFile(format!(
                    "move number {a} is out of range"
                )))
            }
        },
        Some(a) => sgf::Stop::BeforeVertex(a.to_string()),
    };
    let loaded = crate::archive::read_record(Path::new(args[0]))
        .and_then(|text| sgf::load_text(&text, &stop))
        .map_err(GtpError::CannotLoadFile)?;
    let history = loaded.board.history_len();
    engine.set_board(loaded.board);
    engine.state.record_to_move = Some(RecordToMove {
        history,
        player: loaded.player_to_move,
        next: loaded.to_move,
        in_play: false,
    });
    engine.state.handicap = loaded.handicap;
    // the record's komi, 0 when it has none (SGF's default), as the batch scorer counts it
    engine.state.komi = loaded.komi.unwrap_or(0.0);
    if let Some(note) = &loaded.komi_note {
        log::warn!("loadsgf: {note}");
    }
    if let Some(ru) = &loaded.unknown_rules {
        log::warn!(
            "loadsgf: RU[{ru}] is no rule set we know: counted as {}",
            engine.state.chosen_rules.name()
        );
    }
    engine.state.rules = loaded.rules.unwrap_or(engine.state.chosen_rules);
    Ok(loaded.to_move.name().into())
}

/// Arguments: optionally a colour. Effects: names the player to move in the position as it
/// stands (as a record's `PL` does), until a move is played or undone: the judge then reads
/// it as a game still in play, as `genmove` does (races and a ko at the end go to that
/// player), so `final_score`, `final_status_list` and the other counts say what that player
/// moving first makes of it. Returns: the side to play next (`black` or `white`).
pub(super) fn to_move(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.len() > 1 {
        return Err(syntax("too many arguments"));
    }
    if let Some(token) = args.first() {
        engine.name_player_to_move(color_arg(token)?);
    }
    Ok(engine.state.next_to_play().name().into())
}

/// Arguments: optionally a file to write. Returns: the game as SGF (or nothing when written to
/// the file): initial stones, every move and setup change, handicap, komi, rules, the side to
/// move (a loaded record's own `PL` while no move is played); `loadsgf` gives the same
/// position, prisoners, handicap and side to move back.
/// Fails: `cannot write file: ...`.
pub(super) fn printsgf(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.len() > 1 {
        return Err(syntax("too many arguments"));
    }
    let text = sgf::write_game(
        &engine.state.board,
        engine.state.komi,
        engine.state.rules,
        engine.state.handicap,
        engine.state.next_to_play(),
    );
    match args.first() {
        None => Ok(text),
        Some(path) => sgf::write_record(Path::new(path), &(text + "\n"))
            .map(|_| String::new())
            .map_err(GtpError::CannotWriteFile),
    }
}

/// Arguments: none. Returns: the board as a diagram (`x o .`, `b`/`w` marked dead), top row
/// first, framed by coordinates (column letters above and below, row numbers on both sides);
/// its rows without the frame are what `tenuki-set_board` reads back.
pub(super) fn showboard(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let marked: Vec<bool> = engine
        .state
        .marks
        .iter()
        .map(|&m| m == Mark::Dead)
        .collect();
    let rows = diagram::render_board(&engine.state.board, &marked);
    let framed = diagram::with_coordinates(engine.geometry(), &rows);
    Ok(format!("\n{}", framed.join("\n")))
}

/// Arguments: one diagram token (rows top first, `|` between them; `x o . b w`), or its rows
/// as separate tokens. Effects: size and stones from it, no history or prisoners; every stone
/// is marked: `b`/`w` dead, `x`/`o` alive (the judge decides again after `tenuki-clear_dead`).
/// Fails: syntax error for a malformed diagram, or one with a block without a liberty (the
/// message names a stone of it); nothing changes then.
pub(super) fn set_board(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.is_empty() {
        return Err(syntax("missing diagram"));
    }
    let (mut board, dead_points) =
        diagram::parse_board(&args.join("|")).map_err(|e| syntax(&e.to_string()))?;
    if let Some(p) = board.first_libertyless_stone() {
        return Err(syntax(&format!(
            "the block at {} has no liberty",
            vertex::format_vertex(board.geometry(), p)
        )));
    }
    engine.set_board(board);
    engine.state.handicap = 0;
    let g = engine.geometry();
    for p in g.points() {
        if engine.state.board.get(p).color().is_some() {
            engine.state.marks[p] = Mark::Alive;
        }
    }
    for p in dead_points {
        engine.state.marks[p] = Mark::Dead;
    }
    Ok(String::new())
}

/// Arguments: optionally a rules name. Effects: sets the rules. Returns: the current rules.
pub(super) fn rules(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    match args {
        [] => Ok(engine.state.rules.name().into()),
        [name] => {
            let rules = Rules::from_name(name)
                .ok_or_else(|| syntax(&format!("rules are {}", Rules::names_listed())))?;
            engine.state.rules = rules;
            engine.state.chosen_rules = rules;
            Ok(String::new())
        }
        _ => Err(syntax("too many arguments")),
    }
}
