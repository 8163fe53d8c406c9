//! One record: its games replayed, their dead stones chosen, scored, compared with `RE`, and
//! (if asked) written back with our count as markup.

use super::{DeadStones, Options};
use crate::board::{Board, Cell, Color, Geometry};
use crate::gtp::commands::{describe, Counted, DeadFrom, Description, Detail};
use crate::judge::{judge_with_seed, Verdict};
use crate::scoring::{
    format_number, format_result, read_number, Position, Rules, Scorer, Settings, Tally,
};
use crate::sgf::{
    copy_game, escape_value, games_after, recorded_result, replay_on, sgf_point, GameText, Illegal,
    MainLine, Stop,
};

thread_local! {
    /// One scorer per worker thread: scoring reuses its buffers from game to game.
    static SCORER: std::cell::RefCell<Scorer> = std::cell::RefCell::new(Scorer::new());
    /// One main-line buffer per worker thread, reused from game to game.
    static LINE: std::cell::RefCell<MainLine> = std::cell::RefCell::new(MainLine::default());
    /// The board and the dead-stone marks of the last game scored on this thread, whose
    /// buffers the next game takes over.
    static SPARE: std::cell::Cell<Option<(Board, Vec<bool>)>> =
        const { std::cell::Cell::new(None) };
}

/// How our result compares with the recorded one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    Agree,
    Disagree,
    /// `RE` has no points margin (resignation, time, unknown, missing).
    NoResult,
    /// The game could not be scored (the reason is in the row).
    Error,
}

impl Agreement {
    pub fn name(self) -> &'static str {
        match self {
            Agreement::Agree => "agree",
            Agreement::Disagree => "disagree",
            Agreement::NoResult => "no-result",
            Agreement::Error => "error",
        }
    }
}

/// One scored game: a row of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub file: String,
    /// 1 for the first game of the file.
    pub game: usize,
    /// Width and height (`19x19` in the report); none when the game could not be read.
    pub size: Option<(usize, usize)>,
    /// The rules' name; empty when the game could not be read.
    pub rules: &'static str,
    pub komi: Option<f64>,
    /// `RE` as written.
    pub recorded: String,
    /// Our margin (+ for Black; `B+7.5` in the report, as GTP writes it); none on error.
    pub result: Option<f64>,
    pub agreement: Agreement,
    /// Our margin minus the recorded one (+ for Black).
    pub difference: Option<f64>,
    /// Where the dead stones came from: `markup`, `judge` or `none`.
    pub dead_from: &'static str,
    /// The error, or what was noticed (illegal moves left out).
    pub note: String,
    /// The game described for a page, when asked for (`Options::describe`) and it was scored.
    pub description: Option<Box<Description>>,
}

/// What reading one file gave: its rows, whether it could be read at all, and its annotated
/// text (when asked for and the file was read).
pub struct FileReport {
    pub rows: Vec<Row>,
    pub readable: bool,
    pub annotated: Option<String>,
}

/// How a file ended, once its rows are out: whether it could be read at all, and its
/// annotated text (when asked for and the file was read).
pub struct FileEnd {
    pub readable: bool,
    pub annotated: Option<String>,
}

/// Scores every game of the SGF text `text` (named `file` in the rows), collecting the rows.
pub fn score_file(file: &str, text: &str, options: &Options) -> FileReport {
    let mut rows = Vec::new();
    let end = score_games(file, text, options, &mut |row| {
        rows.push(row);
        true
    });
    FileReport {
        rows,
        readable: end.readable,
        annotated: end.annotated,
    }
}

/// Scores the games of the SGF text `text` (named `file` in the rows) one by one, handing each
/// row to `emit` as soon as it is made; stops when `emit` says `false`. Text around the games
/// is skipped; a game that cannot be parsed gives an error row and the next one is read.
pub fn score_games(
    file: &str,
    text: &str,
    options: &Options,
    emit: &mut dyn FnMut(Row) -> bool,
) -> FileEnd {
    score_games_after(file, text, 0, 0, options, emit)
}

/// As [`score_games`], for a piece of a longer text (a stream cut into pieces of whole games)
/// that `games_before` games and `offset` bytes come before: its games numbered and placed as
/// in the whole. A piece after the first with no game in it is text between games, no error.
pub fn score_games_after(
    file: &str,
    text: &str,
    games_before: usize,
    offset: usize,
    options: &Options,
    emit: &mut dyn FnMut(Row) -> bool,
) -> FileEnd {
    score_games_seen(file, text, games_before, offset, options, &mut |row, _| {
        emit(row)
    })
}

/// As [`score_games_after`], each row handed on with the game it was made from (`None` for an
/// error row): its board, dead stones and count, for callers that want more than the row (the
/// Python binding).
pub fn score_games_seen(
    file: &str,
    text: &str,
    games_before: usize,
    offset: usize,
    options: &Options,
    emit: &mut dyn FnMut(Row, Option<&Game>) -> bool,
) -> FileEnd {
    let text = if offset == 0 {
        text.strip_prefix('\u{feff}').unwrap_or(text)
    } else {
        text
    };
    let mut annotated = options.annotate.then(String::new);
    let mut found = false;
    for game in games_after(text, games_before, offset) {
        found = true;
        let (row, scored) =
            LINE.with_borrow_mut(|line| game_row(file, &game, line, options, &mut annotated));
        let go_on = emit(row, scored.as_ref());
        if let Some(scored) = scored {
            // the next game on this thread takes over the board's and the marks' buffers
            SPARE.set(Some((scored.board, scored.dead)));
        }
        if !go_on {
            break;
        }
    }
    if !found && games_before == 0 && offset == 0 {
        let reason = if text.trim().is_empty() {
            "no record found: the input is empty".to_string()
        } else {
            "no record found: no game tree `(;` in the input, not an SGF record".to_string()
        };
        emit(unreadable_row(file, 0, reason), None);
        return FileEnd {
            readable: false,
            annotated: None,
        };
    }
    FileEnd {
        readable: true,
        annotated,
    }
}

/// The row of one game: its main line read into `line`, replayed and scored; its annotated
/// copy (or the game as it was) added to `annotated` when copies are asked for. The game
/// scored comes with it (none for an error row).
fn game_row(
    file: &str,
    game: &GameText,
    line: &mut MainLine,
    options: &Options,
    annotated: &mut Option<String>,
) -> (Row, Option<Game>) {
    if let Err(reason) = game.read_main_line(line) {
        if let Some(copy) = annotated.as_mut() {
            copy_as_it_was(copy, game.text);
        }
        return (unreadable_row(file, game.number, reason), None);
    }
    let mut scored = match score_game(game.text, line, options) {
        Ok(scored) => scored,
        Err(reason) => {
            if let Some(copy) = annotated.as_mut() {
                copy_as_it_was(copy, game.text);
            }
            let row = Row {
                recorded: recorded_result(game.text, line).unwrap_or_default(),
                ..unreadable_row(file, game.number, reason)
            };
            return (row, None);
        }
    };
    if let Some(copy) = annotated.as_mut() {
        // the copy is the game as written, values and all, with our count in its last node
        copy.push_str(&copy_game(game.text, line, |comment| {
            our_markup(&scored, comment)
        }));
    }
    let mut row = scored.row(file, game.number);
    if options.describe {
        // the judge's verdict goes to the description, which is its last reader
        let verdict = scored.verdict.take();
        let counted = Counted {
            board: &scored.board,
            settings: scored.settings,
            dead: match (verdict, scored.dead_from) {
                (Some(verdict), _) => DeadFrom::Judged(verdict),
                (None, "markup") => DeadFrom::Marked(&scored.dead),
                _ => DeadFrom::Nothing,
            },
            player_to_move: scored.player_to_move,
            seed: options.seed,
        };
        // a disagreement is drawn with every point's reason (and its teire points when asked
        // for); another game keeps its calls only
        let detail = match row.agreement {
            Agreement::Disagree if options.describe_teire => Detail::Full,
            Agreement::Disagree => Detail::Points,
            _ => Detail::Calls,
        };
        row.description = Some(Box::new(describe(
            counted,
            scored.record_dead.as_deref(),
            detail,
        )));
    }
    (row, Some(scored))
}

/// An error row: game `game` (0 for the whole file) could not be read.
pub(super) fn unreadable_row(file: &str, game: usize, reason: String) -> Row {
    Row {
        file: file.to_string(),
        game,
        size: None,
        rules: "",
        komi: None,
        recorded: String::new(),
        result: None,
        agreement: Agreement::Error,
        difference: None,
        dead_from: "",
        note: reason,
        description: None,
    }
}

/// A game we could not read or score goes into the annotated copy as it was.
fn copy_as_it_was(copy: &mut String, game: &str) {
    copy.push_str(game);
    copy.push('\n');
}

/// A game replayed and scored.
pub struct Game {
    /// The final position, with its history and prisoners.
    pub board: Board,
    /// The dead stones counted (padded index).
    pub dead: Vec<bool>,
    pub dead_from: &'static str,
    pub settings: Settings,
    /// The player to move as the record tells (the judge's reading of races).
    pub player_to_move: Option<Color>,
    pub tally: Tally,
    owner: Vec<Option<Color>>,
    pub recorded: Option<String>,
    /// The judge's verdict, when it chose the dead stones.
    pub verdict: Option<Verdict>,
    /// The stones the record's own markup marks dead (per padded index), when it has some.
    pub record_dead: Option<Vec<bool>>,
    /// What was noticed: illegal moves left out, an unknown `RU`, a result without a margin.
    notes: Vec<String>,
}

impl Game {
    /// The notes on how the record was read (illegal moves left out, an unknown `RU`, a komi
    /// read in hundredths, ...): what changed the position or the count. A row's note has
    /// these, then what it says of `RE` (missing, no margin).
    pub fn reading_notes(&self) -> &[String] {
        &self.notes
    }

    fn row(&self, file: &str, game: usize) -> Row {
        let g = self.board.geometry();
        let recorded = self.recorded.clone().unwrap_or_default();
        let mut notes = self.notes.clone();
        if self.recorded.is_none() {
            notes.push("no RE in the record".to_string());
        }
        let margin = match recorded_margin(&recorded) {
            Ok(margin) => margin,
            Err(reason) => {
                notes.push(reason);
                None
            }
        };
        let (agreement, difference) = match margin {
            Some(m) => {
                let d = self.tally.margin() - m;
                let agree = d.abs() < 1e-9;
                (
                    if agree {
                        Agreement::Agree
                    } else {
                        Agreement::Disagree
                    },
                    Some(d),
                )
            }
            None => (Agreement::NoResult, None),
        };
        Row {
            file: file.to_string(),
            game,
            size: Some((g.width(), g.height())),
            rules: self.settings.rules.name(),
            komi: Some(self.settings.komi),
            recorded,
            result: Some(self.tally.margin()),
            agreement,
            difference,
            dead_from: self.dead_from,
            note: notes.join("; "),
            description: None,
        }
    }
}

fn score_game(text: &str, line: &MainLine, options: &Options) -> Result<Game, String> {
    let (spare, mut dead) = SPARE
        .take()
        .unwrap_or_else(|| (Board::new(Geometry::default()), Vec::new()));
    let loaded = replay_on(spare, text, line, &Stop::End, Illegal::Skip)?;
    let board = loaded.board;
    let rules = options.rules.or(loaded.rules).unwrap_or(Rules::Japanese);
    let mut notes = loaded.skipped;
    notes.extend(line.stray_note());
    if options.komi.is_none() {
        notes.extend(loaded.komi_note);
    }
    if let (None, Some(ru)) = (options.rules, &loaded.unknown_rules) {
        notes.push(format!(
            "RU[{ru}] is no rule set we know: counted as {}",
            rules.name()
        ));
    }
    let komi = options.komi.or(loaded.komi).unwrap_or(0.0);
    dead.clear();
    dead.resize(board.cells().len(), false);
    let marked = loaded.marked_dead.is_some();
    for &p in loaded.marked_dead.iter().flatten() {
        dead[p] = true;
    }
    // the record's own dead stones, for a page that shows them beside ours
    let record_dead = (options.describe && marked).then(|| dead.clone());
    let mut verdict = None;
    let dead_from = match (options.dead, marked) {
        (DeadStones::None, _) | (DeadStones::Markup, false) => {
            dead.iter_mut().for_each(|d| *d = false);
            "none"
        }
        (DeadStones::Markup, true) | (DeadStones::Auto, true) => "markup",
        (DeadStones::Judge, _) | (DeadStones::Auto, false) => {
            let judged = judge_with_seed(&board, loaded.player_to_move, options.seed);
            dead.clone_from(&judged.dead);
            if options.describe {
                verdict = Some(judged);
            }
            "judge"
        }
    };
    let settings = Settings {
        rules,
        komi,
        handicap: loaded.handicap,
    };
    let (tally, owner) = SCORER.with_borrow_mut(|scorer| {
        let tally = scorer.score(
            &Position {
                board: &board,
                dead: &dead,
            },
            &settings,
        );
        // who owns each point, for the annotated copy only
        let owner: Vec<Option<Color>> = if options.annotate {
            (0..board.cells().len()).map(|p| scorer.owner(p)).collect()
        } else {
            Vec::new()
        };
        (tally, owner)
    });
    Ok(Game {
        board,
        dead,
        dead_from,
        settings,
        player_to_move: loaded.player_to_move,
        tally,
        owner,
        recorded: loaded.result,
        verdict,
        record_dead,
        notes,
    })
}

/// The recorded margin (+ for Black): `B+7.5` → 7.5, `W+0.5` → -0.5, `W+6,5` → -6.5, `0`,
/// `Draw`, `Jigo` → 0; `None` for a result without points (`B+R`, `W+Time`, `Void`, `?`, `B+`,
/// none). The margin is read as `KM` and `komi` are ([`read_number`]).
///
/// # Errors
/// A note when `RE` means to give points but they are not a number (`B+-3`, `B+1e2`).
pub fn recorded_margin(re: &str) -> Result<Option<f64>, String> {
    let re = re.trim();
    match re.to_ascii_lowercase().as_str() {
        "0" | "draw" | "jigo" | "d" => return Ok(Some(0.0)),
        _ => {}
    }
    let sign = match re.get(..2).map(str::to_ascii_uppercase).as_deref() {
        Some("B+") => 1.0,
        Some("W+") => -1.0,
        _ => return Ok(None),
    };
    let points = re[2..].trim();
    // `B+R`, `W+Resign`, `B+T`, `W+F`, `B+`: won without points
    if !points.starts_with(|c: char| c.is_ascii_digit() || "+-.,".contains(c)) {
        return Ok(None);
    }
    // the colour says who won: the margin has no sign of its own
    if points.starts_with(['+', '-']) {
        return Err(format!(
            "RE[{re}]: the margin {points} has a sign of its own"
        ));
    }
    read_number(points)
        .map(|m| Some(sign * m))
        .map_err(|e| format!("RE[{re}]: the margin {points} {e}"))
}

/// Our count as the properties of the last node: `TB`/`TW` on each side's territory and on
/// every dead stone it takes, `MA` on the dead stones (each list row by row), and a comment
/// with the breakdown, below the node's own comment (`previous`, as written) if it has one.
fn our_markup(game: &Game, previous: Option<&str>) -> String {
    let g = game.board.geometry();
    let mut black = String::new();
    let mut white = String::new();
    let mut marked = String::new();
    for p in g.points() {
        let value = || format!("[{}]", sgf_point(g, p));
        // every dead stone goes to the side that takes it, even where its point counts for
        // nobody (a seki), so the markup read back marks the same stones dead
        let side = match (game.owner[p], game.board.get(p), game.dead[p]) {
            (_, Cell::Black, true) => Some(Color::White),
            (_, Cell::White, true) => Some(Color::Black),
            (Some(Color::Black), cell, _) if cell != Cell::Black => Some(Color::Black),
            (Some(Color::White), cell, _) if cell != Cell::White => Some(Color::White),
            _ => None,
        };
        match side {
            Some(Color::Black) => black.push_str(&value()),
            Some(Color::White) => white.push_str(&value()),
            None => {}
        }
        if game.dead[p] {
            marked.push_str(&value());
        }
    }
    let t = &game.tally;
    let (b, w) = (Color::Black.index(), Color::White.index());
    let comment = format!(
        "tenuki-gtp: {} ({}, komi {}, dead stones from {}): territory B {} W {}, prisoners B {} W {}, \
         stones B {} W {}, total B {} W {}",
        format_result(t.margin()),
        game.settings.rules.name(),
        format_number(game.settings.komi),
        game.dead_from,
        t.territory[b],
        t.territory[w],
        t.captured[b] + t.dead_prisoners[b],
        t.captured[w] + t.dead_prisoners[w],
        t.stones[b],
        t.stones[w],
        format_number(t.black_total),
        format_number(t.white_total),
    );
    let mut out = String::new();
    for (id, list) in [("TB", black), ("TW", white), ("MA", marked)] {
        if !list.is_empty() {
            out.push_str(id);
            out.push_str(&list);
        }
    }
    let comment = escape_value(&comment);
    match previous {
        Some(before) if !before.trim().is_empty() => {
            out.push_str(&format!("C[{before}\n\n{comment}]"))
        }
        _ => out.push_str(&format!("C[{comment}]")),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::recorded_margin;

    #[test]
    fn recorded_results_with_points_have_a_margin_and_others_none() {
        for (re, margin) in [
            ("B+7.5", 7.5),
            ("w+0.5", -0.5),
            ("W+12", -12.0),
            ("W+6,5", -6.5),
            ("0", 0.0),
            ("Jigo", 0.0),
        ] {
            assert_eq!(recorded_margin(re), Ok(Some(margin)), "{re}");
        }
        for re in ["B+R", "W+Resign", "B+T", "B+", "?", "Void", "", "B+inf"] {
            assert_eq!(recorded_margin(re), Ok(None), "{re}");
        }
        for re in ["B+-3", "B+1e2", "W+7.12345", "B+20000"] {
            assert!(recorded_margin(re).is_err(), "{re}");
        }
    }
}
