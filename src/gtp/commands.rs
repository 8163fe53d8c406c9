//! The command table: one list feeds dispatch, `list_commands` and `known_command`.
//!
//! Every handler takes the engine and the argument tokens and returns the answer text or a
//! [`GtpError`]; a handler that fails has changed nothing.

use std::path::Path;

use super::engine::Engine;
use super::error::syntax;
use super::parse;
use super::GtpError;
use crate::board::{diagram, vertex, Board, Cell, Color, Geometry};
use crate::scoring::{format_number, format_result, Position, Rules, Scorer, Settings, Status};
use crate::sgf;

/// A handler: engine and argument tokens in, answer text or failure out.
pub type Handler = fn(&mut Engine, &[&str]) -> Result<String, GtpError>;

/// One GTP command.
pub struct CommandSpec {
    pub name: &'static str,
    pub handler: Handler,
}

/// Every command the engine knows, in the order `list_commands` shows them.
#[rustfmt::skip]
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec { name: "protocol_version",        handler: protocol_version },
    CommandSpec { name: "name",                    handler: name },
    CommandSpec { name: "version",                 handler: version },
    CommandSpec { name: "known_command",           handler: known_command },
    CommandSpec { name: "list_commands",           handler: list_commands },
    CommandSpec { name: "quit",                    handler: quit },
    CommandSpec { name: "boardsize",               handler: boardsize },
    CommandSpec { name: "rectangular_boardsize",   handler: rectangular_boardsize },
    CommandSpec { name: "clear_board",             handler: clear_board },
    CommandSpec { name: "komi",                    handler: komi },
    CommandSpec { name: "play",                    handler: play },
    CommandSpec { name: "undo",                    handler: undo },
    CommandSpec { name: "genmove",                 handler: genmove },
    CommandSpec { name: "fixed_handicap",          handler: fixed_handicap },
    CommandSpec { name: "place_free_handicap",     handler: place_free_handicap },
    CommandSpec { name: "set_free_handicap",       handler: set_free_handicap },
    CommandSpec { name: "loadsgf",                 handler: loadsgf },
    CommandSpec { name: "printsgf",                handler: printsgf },
    CommandSpec { name: "showboard",               handler: showboard },
    CommandSpec { name: "time_settings",           handler: time_settings },
    CommandSpec { name: "time_left",               handler: time_left },
    CommandSpec { name: "kgs-time_settings",       handler: accept_and_ignore },
    CommandSpec { name: "final_score",             handler: final_score },
    CommandSpec { name: "final_status_list",       handler: final_status_list },
    CommandSpec { name: "gogui-play_sequence",     handler: play_sequence },
    CommandSpec { name: "tenuki-final_score_seki", handler: final_score_seki },
    CommandSpec { name: "tenuki-rules",            handler: rules },
    CommandSpec { name: "tenuki-set_dead",         handler: set_dead },
    CommandSpec { name: "tenuki-set_alive",        handler: set_alive },
    CommandSpec { name: "tenuki-clear_dead",       handler: clear_dead },
    CommandSpec { name: "tenuki-set_board",        handler: set_board },
    CommandSpec { name: "tenuki-score_map",        handler: score_map },
    CommandSpec { name: "tenuki-score_details",    handler: score_details },
    CommandSpec { name: "tenuki-score_gfx",        handler: score_gfx },
    CommandSpec { name: "tenuki-param",            handler: param },
    CommandSpec { name: "gogui-analyze_commands",  handler: analyze_commands },
];

/// The command of that exact name.
pub fn find_command(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

// ---- argument helpers: each raises the GTP failure itself ----

fn expect_args(args: &[&str], n: usize) -> Result<(), GtpError> {
    match args.len().cmp(&n) {
        std::cmp::Ordering::Less => Err(syntax("missing argument")),
        std::cmp::Ordering::Greater => Err(syntax("too many arguments")),
        std::cmp::Ordering::Equal => Ok(()),
    }
}

fn color_arg(token: &str) -> Result<Color, GtpError> {
    parse::color(token).ok_or(GtpError::InvalidColorOrCoordinate)
}

fn move_arg(geometry: Geometry, token: &str) -> Result<Option<usize>, GtpError> {
    parse::move_vertex(geometry, token).map_err(|_| GtpError::InvalidColorOrCoordinate)
}

fn vertex_arg(geometry: Geometry, token: &str) -> Result<usize, GtpError> {
    move_arg(geometry, token)?.ok_or(GtpError::InvalidColorOrCoordinate)
}

fn int_arg(token: &str) -> Result<u64, GtpError> {
    parse::int(token).ok_or_else(|| syntax("expected an integer"))
}

fn float_arg(token: &str) -> Result<f64, GtpError> {
    parse::float(token).ok_or_else(|| syntax("expected a number"))
}

fn side_arg(token: &str) -> Result<usize, GtpError> {
    let n = int_arg(token)? as usize;
    if (2..=25).contains(&n) {
        Ok(n)
    } else {
        Err(GtpError::UnacceptableSize)
    }
}

// ---- administrative commands ----

/// Arguments: none. Returns: `2`.
fn protocol_version(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok("2".into())
}

/// Arguments: none. Returns: `tenuki-gtp`.
fn name(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok("tenuki-gtp".into())
}

/// Arguments: none. Returns: the crate version.
fn version(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(env!("CARGO_PKG_VERSION").into())
}

/// Arguments: a command name. Returns: `true` if it is in the table, else `false`.
fn known_command(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    Ok(find_command(args[0]).is_some().to_string())
}

/// Arguments: none. Returns: every command, one per line.
fn list_commands(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(COMMANDS
        .iter()
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Arguments: none. Effects: the engine exits after answering.
fn quit(engine: &mut Engine, _: &[&str]) -> Result<String, GtpError> {
    engine.set_quit();
    Ok(String::new())
}

/// Arguments: none. Fails: never. Accepted and ignored (time controls).
fn accept_and_ignore(_: &mut Engine, _: &[&str]) -> Result<String, GtpError> {
    Ok(String::new())
}

/// Arguments: main time, byo-yomi time, byo-yomi stones (integers). Accepted and ignored.
fn time_settings(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 3)?;
    for a in args {
        int_arg(a)?;
    }
    Ok(String::new())
}

/// Arguments: colour, time, stones. Accepted and ignored.
fn time_left(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 3)?;
    color_arg(args[0])?;
    int_arg(args[1])?;
    int_arg(args[2])?;
    Ok(String::new())
}

// ---- setting up the board ----

fn new_game(engine: &mut Engine, geometry: Geometry) {
    engine.set_board(Board::new(geometry));
    engine.state.handicap = 0;
}

/// Arguments: size 2..=25. Effects: empty square board, no history, no marks; komi and rules
/// stay. Fails: `unacceptable size`.
fn boardsize(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let n = side_arg(args[0])?;
    new_game(
        engine,
        Geometry::new(n, n).ok_or(GtpError::UnacceptableSize)?,
    );
    Ok(String::new())
}

/// Arguments: width, height (2..=25 each). As `boardsize` for a rectangle.
fn rectangular_boardsize(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 2)?;
    let (w, h) = (side_arg(args[0])?, side_arg(args[1])?);
    new_game(
        engine,
        Geometry::new(w, h).ok_or(GtpError::UnacceptableSize)?,
    );
    Ok(String::new())
}

/// Arguments: none. Effects: empty board of the same size; komi and rules stay.
fn clear_board(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    new_game(engine, engine.geometry());
    Ok(String::new())
}

/// Arguments: komi (a float). Fails: syntax error.
fn komi(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    engine.state.komi = float_arg(args[0])?;
    Ok(String::new())
}

/// Arguments: colour, vertex or pass. Fails: `invalid color or coordinate`, `illegal move`
/// (occupied, suicide, ko).
fn play(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 2)?;
    let color = color_arg(args[0])?;
    let point = move_arg(engine.geometry(), args[1])?;
    engine.play(color, point)?;
    Ok(String::new())
}

/// Arguments: none. Effects: takes back the last move or setup change. Fails: `cannot undo`.
fn undo(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    if !engine.state.board.undo() {
        return Err(GtpError::CannotUndo);
    }
    engine.forget_marks();
    Ok(String::new())
}

/// Arguments: colour, then vertex after vertex (`B E5 W G7 ...`). All or nothing: on the first
/// illegal move every move of the sequence is taken back.
fn play_sequence(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
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
fn fixed_handicap_points(geometry: Geometry, n: usize) -> Option<Vec<usize>> {
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

fn place_handicap(engine: &mut Engine, points: &[usize]) -> String {
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
fn fixed_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
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
fn place_free_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
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
fn set_free_handicap(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
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
/// Effects: board, komi, handicap and rules from the record. Returns: the colour to move.
/// Fails: `cannot load file: <reason>`.
fn loadsgf(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.is_empty() || args.len() > 2 {
        return Err(syntax(
            "expected a file name and an optional move number or vertex",
        ));
    }
    let stop = match args.get(1) {
        None => sgf::Stop::End,
        Some(a) => match parse::int(a) {
            Some(n) => sgf::Stop::BeforeMove(n),
            None => sgf::Stop::BeforeVertex(a.to_string()),
        },
    };
    let loaded = sgf::load(Path::new(args[0]), &stop).map_err(GtpError::CannotLoadFile)?;
    engine.set_board(loaded.board);
    engine.state.handicap = loaded.handicap;
    if let Some(k) = loaded.komi {
        engine.state.komi = k;
    }
    if let Some(r) = loaded.rules {
        engine.state.rules = r;
    }
    Ok(loaded.to_move.name().into())
}

/// Arguments: optionally a file to write. Returns: the position as SGF (or nothing when
/// written to the file).
fn printsgf(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.len() > 1 {
        return Err(syntax("too many arguments"));
    }
    let to_move = engine
        .state
        .board
        .last_move_color()
        .map_or(Color::Black, Color::opponent);
    let text = sgf::write_position(
        &engine.state.board,
        engine.state.komi,
        engine.state.rules,
        to_move,
    );
    match args.first() {
        None => Ok(text),
        Some(path) => std::fs::write(path, text + "\n")
            .map(|_| String::new())
            .map_err(|e| syntax(&format!("cannot write {path}: {e}"))),
    }
}

/// Arguments: none. Returns: the board as a diagram (`x o .`, `b`/`w` marked dead), top row
/// first, which `tenuki-set_board` reads back.
fn showboard(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let rows = diagram::render_board(&engine.state.board, &engine.state.dead);
    Ok(format!("\n{}", rows.join("\n")))
}

/// Arguments: one diagram token (rows top first, `|` between them; `x o . b w`), or its rows
/// as separate tokens. Effects: size and stones from it, no history or prisoners; `b`/`w` are
/// marked dead. Fails: syntax error for a malformed diagram.
fn set_board(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    if args.is_empty() {
        return Err(syntax("missing diagram"));
    }
    let (board, dead_points) =
        diagram::parse_board(&args.join("|")).map_err(|e| syntax(&e.to_string()))?;
    engine.set_board(board);
    engine.state.handicap = 0;
    for p in dead_points {
        engine.state.dead[p] = true;
    }
    Ok(String::new())
}

/// Arguments: optionally a rules name. Effects: sets the rules. Returns: the current rules.
fn rules(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    match args {
        [] => Ok(engine.state.rules.name().into()),
        [name] => {
            engine.state.rules = Rules::from_name(name)
                .ok_or_else(|| syntax("rules are japanese, chinese, aga or japanese-strict"))?;
            Ok(String::new())
        }
        _ => Err(syntax("too many arguments")),
    }
}

// ---- dead stones and scoring ----

fn mark_blocks(engine: &mut Engine, args: &[&str], dead: bool) -> Result<String, GtpError> {
    if args.is_empty() {
        return Err(syntax("missing vertex"));
    }
    let g = engine.geometry();
    let mut stones = Vec::new();
    for a in args {
        let p = vertex_arg(g, a)?;
        if engine.state.board.get(p) == Cell::Empty {
            return Err(GtpError::VertexIsEmpty);
        }
        stones.extend(engine.state.board.block_at(p));
    }
    for s in stones {
        engine.state.dead[s] = dead;
    }
    Ok(String::new())
}

/// Arguments: vertices. Effects: marks the blocks there dead. Fails: `vertex is empty`,
/// `invalid color or coordinate` (nothing is marked then).
fn set_dead(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    mark_blocks(engine, args, true)
}

/// Arguments: vertices. Effects: marks the blocks there alive. Fails as `tenuki-set_dead`.
fn set_alive(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    mark_blocks(engine, args, false)
}

/// Arguments: none. Effects: forgets every mark.
fn clear_dead(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    engine.forget_marks();
    Ok(String::new())
}

/// The rules used to judge seki (status lists, maps): territory rules, strict if chosen.
fn territory_rules(rules: Rules) -> Rules {
    if rules == Rules::JapaneseStrict {
        Rules::JapaneseStrict
    } else {
        Rules::Japanese
    }
}

/// Arguments: none. Returns: the result under the current rules and komi (`B+7.5`, `W+1`, `0`).
fn final_score(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(engine.score_with(engine.state.rules).result())
}

/// Arguments: none. Returns: the seed's seki-aware territory result with the current komi.
fn final_score_seki(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(engine.score_with(Rules::Japanese).result())
}

/// Arguments: `alive`, `dead` or `seki`. Returns: one block per line (scan order), its stones
/// in scan order. Fails: `invalid status`.
fn final_status_list(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let wanted = match args[0] {
        "alive" => Status::Alive,
        "dead" => Status::Dead,
        "seki" => Status::Seki,
        _ => return Err(GtpError::InvalidStatus),
    };
    engine.score_with(territory_rules(engine.state.rules));
    let g = engine.geometry();
    let mut seen = vec![false; g.array_len()];
    let mut lines = Vec::new();
    for p in g.points() {
        if seen[p] || engine.state.board.get(p) == Cell::Empty {
            continue;
        }
        let block = engine.state.board.block_at(p);
        for &s in &block {
            seen[s] = true;
        }
        if engine.scorer().status(p) == Some(wanted) {
            let names: Vec<String> = block.iter().map(|&s| vertex::format_vertex(g, s)).collect();
            lines.push(names.join(" "));
        }
    }
    Ok(lines.join("\n"))
}

/// Arguments: none. Returns: the scored board under the current rules, one row per line
/// (`x o` live stones, `z`/`a` territory, `b`/`w` dead stones for nobody, `.` nobody's point).
fn score_map(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    engine.score_with(engine.state.rules);
    Ok(format!("\n{}", engine.scorer().score_map().join("\n")))
}

/// Arguments: none. Returns: `key: value` lines: rules, komi, territory, prisoners, stones,
/// seki points, dame, result.
fn score_details(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let rules = engine.state.rules;
    let t = engine.score_with(rules);
    let (b, w) = (Color::Black.index(), Color::White.index());
    let mut lines = vec![
        format!("rules: {}", rules.name()),
        format!("komi: {}", format_number(t.komi)),
        format!("territory: B {} W {}", t.territory[b], t.territory[w]),
        format!(
            "prisoners: B {} (captured {}, dead {}) W {} (captured {}, dead {})",
            t.captured[b] + t.dead_prisoners[b],
            t.captured[b],
            t.dead_prisoners[b],
            t.captured[w] + t.dead_prisoners[w],
            t.captured[w],
            t.dead_prisoners[w]
        ),
        format!("stones: B {} W {}", t.stones[b], t.stones[w]),
        format!("seki points: {}", t.seki_points),
        format!("dame: {}", t.dame),
    ];
    if t.compensation != 0.0 {
        lines.push(format!(
            "handicap compensation: W {}",
            format_number(t.compensation)
        ));
    }
    lines.push(format!(
        "total: B {} W {}",
        format_number(t.black_total),
        format_number(t.white_total)
    ));
    lines.push(format!("result: {}", format_result(t.margin())));
    Ok(format!("\n{}", lines.join("\n")))
}

/// Arguments: colour. Effects: plays a safe neutral point (dame), else passes. Candidates are
/// the neutral points beside one of the player's own stones whose new block keeps two liberties
/// or more; the one that turns the most neutral points into controlled ones wins (closing a gap
/// in a wall first), then one beside stones of both colours, then scan order. Points in the
/// open or beside the opponent's stones only are never played. Returns: the vertex or `pass`;
/// never resigns.
fn genmove(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let color = color_arg(args[0])?;
    engine.score_with(Rules::Japanese);
    let g = engine.geometry();
    let neutral_before = g
        .points()
        .filter(|&p| engine.scorer().is_neutral(p))
        .count();
    let mut scorer = Scorer::new();
    let mut best: Option<(usize, bool, usize)> = None;
    for p in g.points() {
        let board = &engine.state.board;
        if !engine.scorer().is_neutral(p) || board.get(p) != Cell::Empty {
            continue;
        }
        let touches = |c: Color| g.neighbours(p).iter().any(|&n| board.get(n) == c.cell());
        let (own, other) = (touches(color), touches(color.opponent()));
        if !own {
            continue;
        }
        let mut probe = board.clone();
        if probe.play(color, Some(p)).is_err() || probe.liberties_of_block(p) < 2 {
            continue;
        }
        let settings = Settings {
            rules: Rules::Japanese,
            komi: 0.0,
            handicap: 0,
        };
        scorer.score(
            &Position {
                board: &probe,
                dead: &engine.state.dead,
            },
            &settings,
        );
        let neutral_after = g.points().filter(|&q| scorer.is_neutral(q)).count();
        let closed = neutral_before.saturating_sub(neutral_after);
        let better = match best {
            None => true,
            Some((best_closed, best_other, _)) => (closed, other) > (best_closed, best_other),
        };
        if better {
            best = Some((closed, other, p));
        }
    }
    let choice = best.map(|(_, _, p)| p);
    engine.play(color, choice)?;
    Ok(choice.map_or_else(|| "pass".to_string(), |p| vertex::format_vertex(g, p)))
}

// ---- GoGui ----

/// The analyze commands GoGui offers in its menu (`type/label/command`).
const ANALYZE_COMMANDS: &[&str] = &[
    "gfx/Score (seki-aware)/tenuki-score_gfx",
    "string/Final score/final_score",
    "string/Final score (seki-aware territory)/tenuki-final_score_seki",
    "hstring/Score details/tenuki-score_details",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "plist/Alive stones/final_status_list alive",
    "none/Mark dead/tenuki-set_dead %p",
    "none/Mark alive/tenuki-set_alive %p",
    "none/Clear dead marks/tenuki-clear_dead",
    "param/Rules and komi/tenuki-param",
];

/// Arguments: none. Returns: the analyze commands, one per line.
fn analyze_commands(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(ANALYZE_COMMANDS.join("\n"))
}

/// Arguments: none, or a key and a value (`rules chinese`, `komi 6.5`) as GoGui's parameter
/// dialog sends them. Returns: with no arguments, the parameters as `[type] key value` lines.
fn param(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    match args {
        [] => {
            let names: Vec<&str> = Rules::ALL.iter().map(|r| r.name()).collect();
            Ok(format!(
                "[list/{}] rules {}\n[string] komi {}",
                names.join("/"),
                engine.state.rules.name(),
                format_number(engine.state.komi)
            ))
        }
        ["rules", name] => rules(engine, &[name]),
        ["komi", value] => komi(engine, &[value]),
        [key, ..] if !matches!(*key, "rules" | "komi") => {
            Err(syntax("parameters are rules and komi"))
        }
        _ => Err(syntax("expected a key and a value")),
    }
}

/// Arguments: none. Returns: GoGui gfx of the score: `BLACK`/`WHITE` on the black/white
/// territory (the `z`/`a` points of `tenuki-score_map`), `MARK` on dead stones, `SQUARE` on seki
/// stones and on the points the seki step discounts, `CIRCLE` on dame (neutral points),
/// `TRIANGLE` on points filled as obvious false eyes, and a `TEXT` line with the result.
fn score_gfx(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let rules = engine.state.rules;
    let g = engine.geometry();
    let t = engine.score_with(rules);
    let mut black = Vec::new();
    let mut white = Vec::new();
    for p in g.points() {
        match engine.scorer().owner(p) {
            Some(Color::Black) => black.push(p),
            Some(Color::White) => white.push(p),
            None => {}
        }
    }
    // seki, dame and false eyes come from the seed's territory steps under every rule set
    engine.score_with(territory_rules(rules));
    let scorer = engine.scorer();
    let mut dead = Vec::new();
    let mut seki = Vec::new();
    let mut dame = Vec::new();
    let mut false_eyes = Vec::new();
    for p in g.points() {
        match scorer.status(p) {
            Some(Status::Dead) => dead.push(p),
            Some(Status::Seki) => seki.push(p),
            _ => {}
        }
        if scorer.is_seki_point(p) {
            seki.push(p);
        }
        if scorer.is_neutral(p) && engine.state.board.get(p) == Cell::Empty {
            dame.push(p);
        }
        if scorer.is_false_eye(p) {
            false_eyes.push(p);
        }
    }
    seki.sort_unstable();
    let mut lines = Vec::new();
    for (keyword, points) in [
        ("BLACK", &black),
        ("WHITE", &white),
        ("MARK", &dead),
        ("SQUARE", &seki),
        ("CIRCLE", &dame),
        ("TRIANGLE", &false_eyes),
    ] {
        if !points.is_empty() {
            let names: Vec<String> = points
                .iter()
                .map(|&p| vertex::format_vertex(g, p))
                .collect();
            lines.push(format!("{keyword} {}", names.join(" ")));
        }
    }
    let (b, w) = (Color::Black.index(), Color::White.index());
    lines.push(format!(
        "TEXT {} ({}: territory B {} W {}, prisoners B {} W {}, komi {}, seki points {}, dame {})",
        format_result(t.margin()),
        rules.name(),
        t.territory[b],
        t.territory[w],
        t.captured[b] + t.dead_prisoners[b],
        t.captured[w] + t.dead_prisoners[w],
        format_number(t.komi),
        t.seki_points,
        t.dame
    ));
    Ok(lines.join("\n"))
}
