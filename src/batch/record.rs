//! One record: its games replayed, their dead stones chosen, scored, compared with `RE`, and
//! (if asked) written back with our count as markup.

use sgf_parse::go::{Point, Prop};
use sgf_parse::SgfNode;

use super::{DeadStones, Options};
use crate::board::{Board, Cell, Color};
use crate::judge::judge;
use crate::scoring::{format_number, format_result, Position, Rules, Scorer, Settings, Tally};
use crate::sgf::{replay, sgf_index, Illegal, Stop};

thread_local! {
    /// One scorer per worker thread: scoring reuses its buffers from game to game.
    static SCORER: std::cell::RefCell<Scorer> = std::cell::RefCell::new(Scorer::new());
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
    /// `19x19`; empty when the game could not be read.
    pub size: String,
    pub rules: String,
    pub komi: Option<f64>,
    /// `RE` as written.
    pub recorded: String,
    /// Ours, as GTP writes it (`B+7.5`); empty on error.
    pub result: String,
    pub agreement: Agreement,
    /// Our margin minus the recorded one (+ for Black).
    pub difference: Option<f64>,
    /// Where the dead stones came from: `markup`, `judge` or `none`.
    pub dead_from: &'static str,
    /// The error, or what was noticed (illegal moves left out).
    pub note: String,
}

/// What reading one file gave: its rows, whether it could be read at all, and its annotated
/// text (when asked for and the file was read).
pub struct FileReport {
    pub rows: Vec<Row>,
    pub readable: bool,
    pub annotated: Option<String>,
}

/// Scores every game of the SGF text `text` (named `file` in the rows).
pub fn score_file(file: &str, text: &str, options: &Options) -> FileReport {
    if let Err(reason) = crate::sgf::check_depth(text) {
        return unreadable(file, reason);
    }
    let mut games = match sgf_parse::go::parse(text) {
        Ok(games) if !games.is_empty() => games,
        Ok(_) => return unreadable(file, "no game in the file".into()),
        Err(e) => return unreadable(file, format!("not a valid SGF file ({e})")),
    };
    let mut rows = Vec::with_capacity(games.len());
    for (i, root) in games.iter_mut().enumerate() {
        let scored = score_game(root, options);
        let row = match scored {
            Ok(game) => {
                if options.annotate {
                    annotate(root, &game);
                }
                game.row(file, i + 1)
            }
            Err(reason) => Row {
                file: file.to_string(),
                game: i + 1,
                size: String::new(),
                rules: String::new(),
                komi: None,
                recorded: recorded_result(root).unwrap_or_default(),
                result: String::new(),
                agreement: Agreement::Error,
                difference: None,
                dead_from: "",
                note: reason,
            },
        };
        rows.push(row);
    }
    let annotated = options
        .annotate
        .then(|| games.iter().map(|g| g.serialize()).collect::<String>());
    FileReport {
        rows,
        readable: true,
        annotated,
    }
}

/// The report of a file that could not be read: one error row with the reason.
pub(super) fn unreadable(file: &str, reason: String) -> FileReport {
    FileReport {
        rows: vec![Row {
            file: file.to_string(),
            game: 0,
            size: String::new(),
            rules: String::new(),
            komi: None,
            recorded: String::new(),
            result: String::new(),
            agreement: Agreement::Error,
            difference: None,
            dead_from: "",
            note: reason,
        }],
        readable: false,
        annotated: None,
    }
}

/// A game replayed and scored.
struct Game {
    board: Board,
    dead: Vec<bool>,
    dead_from: &'static str,
    rules: Rules,
    komi: f64,
    tally: Tally,
    owner: Vec<Option<Color>>,
    recorded: Option<String>,
    skipped: Vec<String>,
}

impl Game {
    fn row(&self, file: &str, game: usize) -> Row {
        let g = self.board.geometry();
        let recorded = self.recorded.clone().unwrap_or_default();
        let (agreement, difference) = match recorded_margin(&recorded) {
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
            size: format!("{}x{}", g.width(), g.height()),
            rules: self.rules.name().to_string(),
            komi: Some(self.komi),
            recorded,
            result: self.tally.result(),
            agreement,
            difference,
            dead_from: self.dead_from,
            note: self.skipped.join("; "),
        }
    }
}

fn score_game(root: &SgfNode<Prop>, options: &Options) -> Result<Game, String> {
    let loaded = replay(root, &Stop::End, Illegal::Skip)?;
    let board = loaded.board;
    let rules = options.rules.or(loaded.rules).unwrap_or(Rules::Japanese);
    let komi = options.komi.or(loaded.komi).unwrap_or(0.0);
    let marked = markup_dead(&board, last_node(root));
    let (dead, dead_from) = match (options.dead, marked) {
        (DeadStones::None, _) => (vec![false; board.cells().len()], "none"),
        (DeadStones::Markup, marked) => (
            marked.unwrap_or_else(|| vec![false; board.cells().len()]),
            "markup",
        ),
        (DeadStones::Judge, _) | (DeadStones::Auto, None) => (judge(&board).dead, "judge"),
        (DeadStones::Auto, Some(marked)) => (marked, "markup"),
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
        rules,
        komi,
        tally,
        owner,
        recorded: recorded_result(root),
        skipped: loaded.skipped,
    })
}

/// The last node of the main line.
fn last_node(root: &SgfNode<Prop>) -> &SgfNode<Prop> {
    root.main_variation().last().unwrap_or(root)
}

fn last_node_mut(root: &mut SgfNode<Prop>) -> &mut SgfNode<Prop> {
    let mut node = root;
    while !node.children.is_empty() {
        node = &mut node.children[0];
    }
    node
}

/// The dead stones the record marks: a stone standing on the other colour's territory markup
/// (`TB`/`TW` of the last node). `None` when the record has no territory markup.
fn markup_dead(board: &Board, node: &SgfNode<Prop>) -> Option<Vec<bool>> {
    let g = board.geometry();
    let mut dead = vec![false; board.cells().len()];
    let mut any = false;
    for prop in node.properties() {
        let (points, victim) = match prop {
            Prop::TB(points) => (points, Cell::White),
            Prop::TW(points) => (points, Cell::Black),
            // `TB[]`: markup that marks nothing (sgf-parse keeps an empty list as invalid)
            Prop::Invalid(id, values)
                if (id == "TB" || id == "TW") && values.iter().all(|v| v.trim().is_empty()) =>
            {
                any = true;
                continue;
            }
            _ => continue,
        };
        any = true;
        for &p in points {
            if let Some(i) = sgf_index(g, p) {
                if board.get(i) == victim {
                    dead[i] = true;
                }
            }
        }
    }
    any.then_some(dead)
}

fn recorded_result(root: &SgfNode<Prop>) -> Option<String> {
    match root.get_property("RE") {
        Some(Prop::RE(text)) => Some(text.text.trim().to_string()),
        _ => None,
    }
}

/// The recorded margin (+ for Black): `B+7.5` → 7.5, `W+0.5` → -0.5, `0`, `Draw`, `Jigo` → 0;
/// `None` for a result without points (`B+R`, `W+Time`, `Void`, `?`, `B+`).
pub fn recorded_margin(re: &str) -> Option<f64> {
    let re = re.trim();
    match re.to_ascii_lowercase().as_str() {
        "0" | "draw" | "jigo" | "d" => return Some(0.0),
        _ => {}
    }
    let (sign, rest) = match re.get(..2)?.to_ascii_uppercase().as_str() {
        "B+" => (1.0, &re[2..]),
        "W+" => (-1.0, &re[2..]),
        _ => return None,
    };
    let value: f64 = rest.trim().parse().ok()?;
    value.is_finite().then_some(sign * value)
}

/// Writes our count into the last node: `TB`/`TW` on each side's territory and on every dead
/// stone it takes, `MA` on the dead stones, and a comment with the breakdown (markup of the
/// same kind already there is replaced; an earlier comment is kept above ours).
fn annotate(root: &mut SgfNode<Prop>, game: &Game) {
    let g = game.board.geometry();
    let point = |p: usize| {
        let (c, r) = g.coords(p);
        Point {
            x: c as u8,
            y: r as u8,
        }
    };
    let mut black = std::collections::HashSet::new();
    let mut white = std::collections::HashSet::new();
    let mut marked = std::collections::HashSet::new();
    for p in g.points() {
        match game.owner[p] {
            Some(Color::Black) if game.board.get(p) != Cell::Black => {
                black.insert(point(p));
            }
            Some(Color::White) if game.board.get(p) != Cell::White => {
                white.insert(point(p));
            }
            _ => {}
        }
        // every dead stone goes to the side that takes it, even where its point counts for
        // nobody (a seki), so the markup read back marks the same stones dead
        if game.dead[p] {
            marked.insert(point(p));
            match game.board.get(p) {
                Cell::Black => white.insert(point(p)),
                _ => black.insert(point(p)),
            };
        }
    }
    let t = &game.tally;
    let (b, w) = (Color::Black.index(), Color::White.index());
    let comment = format!(
        "tenuki-gtp: {} ({}, komi {}, dead stones from {}): territory B {} W {}, prisoners B {} W {}, \
         stones B {} W {}, total B {} W {}",
        format_result(t.margin()),
        game.rules.name(),
        format_number(game.komi),
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
    let node = last_node_mut(root);
    let mut previous_comment = None;
    node.properties.retain(|p| match p {
        Prop::C(text) => {
            previous_comment = Some(text.text.clone());
            false
        }
        Prop::TB(_) | Prop::TW(_) | Prop::MA(_) => false,
        _ => true,
    });
    if !black.is_empty() {
        node.properties.push(Prop::TB(black));
    }
    if !white.is_empty() {
        node.properties.push(Prop::TW(white));
    }
    if !marked.is_empty() {
        node.properties.push(Prop::MA(marked));
    }
    let text = match previous_comment {
        Some(before) if !before.trim().is_empty() => format!("{before}\n\n{comment}"),
        _ => comment,
    };
    node.properties.push(Prop::C(sgf_parse::Text { text }));
}

#[cfg(test)]
mod tests {
    use super::recorded_margin;

    #[test]
    fn recorded_results_with_points_have_a_margin_and_others_none() {
        assert_eq!(recorded_margin("B+7.5"), Some(7.5));
        assert_eq!(recorded_margin("w+0.5"), Some(-0.5));
        assert_eq!(recorded_margin("W+12"), Some(-12.0));
        assert_eq!(recorded_margin("0"), Some(0.0));
        assert_eq!(recorded_margin("Jigo"), Some(0.0));
        assert_eq!(recorded_margin("B+R"), None);
        assert_eq!(recorded_margin("W+Resign"), None);
        assert_eq!(recorded_margin("B+T"), None);
        assert_eq!(recorded_margin("B+"), None);
        assert_eq!(recorded_margin("?"), None);
        assert_eq!(recorded_margin("Void"), None);
        assert_eq!(recorded_margin("B+inf"), None);
    }
}
