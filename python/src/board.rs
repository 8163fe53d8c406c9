//! `tenuki.Board`: a GTP engine's state (board with history and prisoners, komi, rules,
//! handicap, marks) behind Python methods. Each method runs the engine's own command, so a
//! board answers as the engine does over GTP.

use pyo3::exceptions::{PyDeprecationWarning, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use tenuki_gtp::board::diagram::{parse_board, render_board};
use tenuki_gtp::board::vertex::{format_vertex, parse_vertex};
use tenuki_gtp::board::{Board as EngineBoard, Color, Geometry};
use tenuki_gtp::gtp::commands::{join_entries, COMMANDS};
use tenuki_gtp::gtp::engine::{Mark, RecordToMove};
use tenuki_gtp::gtp::Engine;
use tenuki_gtp::render::svg::{self, Defs};
use tenuki_gtp::render::{Mark as Drawn, Picture, Point};
use tenuki_gtp::scoring::{Rules, Settings};

use crate::scored::score_fields;
use crate::{komi_arg, rules_arg};

/// A Go board: stones, the moves that made them (for `undo`), prisoners, komi, rules and the
/// stones marked dead. `Board(19)`, `Board(9, 13)` (width, height) or
/// `Board.from_rows(["..x.", ...])`.
#[pyclass(module = "tenuki")]
#[derive(Clone)]
pub struct Board {
    engine: Engine,
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A colour as GTP names it (`b`, `black`, `W`, ...).
fn color_arg(name: &str) -> PyResult<Color> {
    tenuki_gtp::gtp::parse::color(name).ok_or_else(|| {
        PyValueError::new_err(format!("{name:?} is no colour: \"black\" or \"white\""))
    })
}

impl Board {
    /// A board with no stones, `width` by `height`.
    fn empty(width: usize, height: usize) -> PyResult<Board> {
        let geometry = Geometry::new(width, height).ok_or_else(|| {
            PyValueError::new_err(format!("a board is 1x1 to 52x52, not {width}x{height}"))
        })?;
        Ok(Board::with_board(EngineBoard::new(geometry)))
    }

    fn with_board(board: EngineBoard) -> Board {
        let mut engine = Engine::new(Rules::Japanese, 0.0, COMMANDS);
        engine.state.marks = vec![Mark::None; board.geometry().array_len()];
        engine.state.board = board;
        engine.state.record_to_move = None;
        Board { engine }
    }

    /// The final position of a record's game, with its settings and the player to move.
    pub(crate) fn from_game(
        board: EngineBoard,
        settings: &Settings,
        player_to_move: Option<Color>,
    ) -> Board {
        let history = board.history_len();
        let next = player_to_move
            .or_else(|| board.last_move_color().map(Color::opponent))
            .unwrap_or(Color::Black);
        let mut b = Board::with_board(board);
        let state = &mut b.engine.state;
        state.komi = settings.komi;
        state.rules = settings.rules;
        state.chosen_rules = settings.rules;
        state.handicap = settings.handicap;
        state.record_to_move = Some(RecordToMove {
            history,
            player: player_to_move,
            next,
            in_play: false,
        });
        b
    }

    /// Runs the engine's command `name` with `args`; its failure is a ValueError.
    fn command(&mut self, name: &str, args: &[&str]) -> PyResult<String> {
        let spec = self
            .engine
            .command(name)
            .ok_or_else(|| PyValueError::new_err(format!("no command {name}")))?;
        (spec.handler)(&mut self.engine, args).map_err(value_error)
    }

    fn geometry(&self) -> Geometry {
        self.engine.geometry()
    }

    /// The board as a picture: its stones, `dead` (padded indices) crossed, `seki` squared,
    /// `territory` rows (`z` Black's, `a` White's) with the owner's small square.
    fn picture(
        &self,
        dead: &[usize],
        seki: &[usize],
        territory: Option<&[String]>,
        caption: Option<String>,
    ) -> Picture {
        let g = self.geometry();
        let board = &self.engine.state.board;
        let mut points = Vec::with_capacity(g.width() * g.height());
        for p in g.points() {
            let (col, row) = g.coords(p);
            let owner = territory
                .and_then(|rows| rows.get(row))
                .and_then(|r| r.chars().nth(col));
            let mark = if dead.contains(&p) {
                Drawn::Dead
            } else if seki.contains(&p) {
                Drawn::Seki
            } else {
                Drawn::None
            };
            points.push(Point {
                stone: board.get(p).color(),
                area: match owner {
                    Some('z') => Some(Color::Black),
                    Some('a') => Some(Color::White),
                    _ => None,
                },
                mark,
            });
        }
        Picture {
            width: g.width(),
            height: g.height(),
            points,
            record_dead: None,
            caption,
        }
    }
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (width=19, height=None))]
    fn new(width: usize, height: Option<usize>) -> PyResult<Board> {
        Board::empty(width, height.unwrap_or(width))
    }

    /// A board from diagram rows, top row first (the README's legend): `x`/`o` black/white
    /// stones, `.` empty, `b`/`w` black/white stones marked dead (the judge decides the others).
    /// `rows` is a list of strings or one string with rows split by `|` or line breaks.
    /// Raises ValueError for rows of different lengths, an unknown character or a size
    /// outside 1x1 to 52x52.
    #[staticmethod]
    fn from_rows(rows: &Bound<'_, PyAny>) -> PyResult<Board> {
        let rows: Vec<String> = match rows.extract::<String>() {
            Ok(text) => tenuki_gtp::board::diagram::rows(&text),
            Err(_) => rows.extract::<Vec<String>>()?,
        };
        let width = rows.first().map_or(0, |r| r.chars().count());
        if let Some((i, row)) = rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.chars().count() != width || r.chars().any(char::is_whitespace))
        {
            return Err(PyValueError::new_err(format!(
                "row {} ({row:?}) is not {width} points long, as the first row is",
                i + 1
            )));
        }
        let (board, dead) = parse_board(&rows.join("|")).map_err(value_error)?;
        let mut b = Board::with_board(board);
        for p in dead {
            b.engine.state.marks[p] = Mark::Dead;
        }
        Ok(b)
    }

    /// The diagram rows, top row first (`x o .`, and `b`/`w` for stones marked dead).
    fn rows(&self) -> Vec<String> {
        let marks = &self.engine.state.marks;
        let dead: Vec<bool> = marks.iter().map(|&m| m == Mark::Dead).collect();
        render_board(&self.engine.state.board, &dead)
    }

    /// Width of the board.
    #[getter]
    fn width(&self) -> usize {
        self.geometry().width()
    }

    /// Height of the board.
    #[getter]
    fn height(&self) -> usize {
        self.geometry().height()
    }

    /// Komi (points for White), used by `score` unless it is given one.
    #[getter]
    fn komi(&self) -> f64 {
        self.engine.state.komi
    }

    #[setter]
    fn set_komi(&mut self, komi: f64) -> PyResult<()> {
        self.engine.state.komi = komi_arg(Some(komi))?.unwrap_or(komi);
        Ok(())
    }

    /// The rules `score` counts by unless it is given others: japanese, chinese, aga,
    /// japanese-strict or japanese-seed (any spelling a record's `RU` may have).
    #[getter]
    fn rules(&self) -> &'static str {
        self.engine.state.rules.name()
    }

    #[setter]
    fn set_rules(&mut self, name: &str) -> PyResult<()> {
        if let Some(rules) = rules_arg(Some(name))? {
            self.engine.state.rules = rules;
            self.engine.state.chosen_rules = rules;
        }
        Ok(())
    }

    /// Handicap stones of the game (0 when none).
    #[getter]
    fn handicap(&self) -> u32 {
        self.engine.state.handicap
    }

    /// Stones captured so far: `(by_black, by_white)`.
    #[getter]
    fn captures(&self) -> (u32, u32) {
        let b = &self.engine.state.board;
        (b.captures(Color::Black), b.captures(Color::White))
    }

    /// The stone at a vertex: "black", "white" or None. Raises ValueError for a bad vertex.
    fn get(&self, vertex: &str) -> PyResult<Option<&'static str>> {
        let g = self.geometry();
        let p = parse_vertex(g, vertex).ok_or_else(|| {
            PyValueError::new_err(format!("{vertex:?} is no vertex of this board"))
        })?;
        Ok(self.engine.state.board.get(p).color().map(color_name))
    }

    /// Plays a stone of `color` ("black"/"b", "white"/"w") at `vertex` ("D4", or "pass"):
    /// captures, ko and suicide as in a game. Raises ValueError for an illegal move or a bad
    /// colour or vertex, and the board is then as it was. A move forgets the dead marks.
    fn play(&mut self, color: &str, vertex: &str) -> PyResult<()> {
        color_arg(color)?;
        let g = self.geometry();
        if tenuki_gtp::gtp::parse::move_vertex(g, vertex).is_err() {
            return Err(PyValueError::new_err(format!(
                "{vertex:?} is no vertex of this {}x{} board",
                g.width(),
                g.height()
            )));
        }
        self.command("play", &[color, vertex]).map(|_| ())
    }

    /// Takes back the last move (or setup stone). Raises ValueError when there is none.
    fn undo(&mut self) -> PyResult<()> {
        self.command("undo", &[]).map(|_| ())
    }

    /// The judge's call on every block, in scan order of their first stones (top row first):
    /// a list of dicts with `vertex` (the first stone), `color`, `status` ("alive", "dead" or
    /// "seki"), `reason` (as `tenuki-status_why` words it) and `stones` (GTP vertices).
    /// `to_move` ("black"/"white") names the player to move, as `tenuki-to_move` does: the
    /// position is read as a game in play, a race that goes to whoever moves first and a ko at
    /// the end going to that player; None: as the engine reads it (a record's player, else the
    /// opponent of the last move; nobody before any move or after two passes). Stones marked
    /// dead (`b`/`w`) stay dead.
    #[pyo3(signature = (to_move=None))]
    fn judge<'py>(&self, py: Python<'py>, to_move: Option<&str>) -> PyResult<Bound<'py, PyList>> {
        let mut b = self.clone();
        if let Some(name) = to_move {
            let color = color_arg(name)?;
            b.command("tenuki-to_move", &[color_name(color)])?;
        }
        let text = b.command("tenuki-status_why", &[])?;
        // an entry goes on in lines indented by two spaces (cut for GoGui's window): one
        // line per block again
        let entries = join_entries(&text);
        let g = b.geometry();
        let out = PyList::empty(py);
        for line in &entries {
            let (vertex, rest) = line.split_once(' ').unwrap_or((line, ""));
            let (status, reason) = rest.split_once(": ").unwrap_or((rest, ""));
            let Some(p) = parse_vertex(g, vertex) else {
                continue;
            };
            let board = &mut b.engine.state.board;
            let color = board.get(p).color().map(color_name);
            let stones: Vec<String> = board
                .block_at(p)
                .into_iter()
                .map(|s| format_vertex(g, s))
                .collect();
            let d = PyDict::new(py);
            d.set_item("vertex", vertex)?;
            d.set_item("color", color)?;
            d.set_item("status", status)?;
            d.set_item("reason", reason)?;
            d.set_item("stones", stones)?;
            out.append(d)?;
        }
        Ok(out)
    }

    /// Scores the position: a `tenuki.Score`. `rules` and `komi` default to the board's;
    /// `dead`, the words of `score_sgf`: "judge" (the stones marked dead, and the judge's call
    /// on the others), "markup" (the marked stones only: a board's markup), "none" (no stone
    /// is dead) or "auto" (the marks when some stone is marked, else the judge). "marked",
    /// the word of 0.1.0 for "markup", is still taken, with a `DeprecationWarning`.
    #[pyo3(signature = (rules=None, komi=None, dead="judge"))]
    fn score<'py>(
        &self,
        py: Python<'py>,
        rules: Option<&str>,
        komi: Option<f64>,
        dead: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let mut b = self.clone();
        let state = &mut b.engine.state;
        if let Some(rules) = rules_arg(rules)? {
            state.rules = rules;
        }
        if let Some(komi) = komi_arg(komi)? {
            state.komi = komi;
        }
        let dead = match dead {
            "marked" => {
                PyErr::warn(
                    py,
                    &py.get_type::<PyDeprecationWarning>(),
                    c"dead=\"marked\" is now dead=\"markup\" (one word for the marked stones, as score_sgf has it)",
                    1,
                )?;
                "markup"
            }
            "auto" if state.marks.contains(&Mark::Dead) => "markup",
            "auto" => "judge",
            other => other,
        };
        match dead {
            "judge" => {}
            "markup" => state.judge = false,
            "none" => {
                state.judge = false;
                state.marks.iter_mut().for_each(|m| *m = Mark::None);
            }
            other => {
                return Err(PyValueError::new_err(format!(
                    "dead={other:?}: expected \"judge\", \"markup\", \"none\" or \"auto\""
                )))
            }
        }
        let settings = Settings {
            rules: state.rules,
            komi: state.komi,
            handicap: state.handicap,
        };
        let dead_stones = b.engine.dead_stones();
        let (fields, _) = score_fields(py, &b.engine.state.board, &dead_stones, &settings)?;
        fields.set_item("board", self.clone())?;
        fields.set_item("recorded", py.None())?;
        fields.set_item("row", py.None())?;
        fields.set_item("dead_from", dead)?;
        py.import("tenuki")?
            .getattr("Score")?
            .call((), Some(&fields))
    }

    /// A copy of the board (history, prisoners, komi, rules and marks too).
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.clone()
    }

    /// Two boards are equal when their stones and marks are.
    fn __eq__(&self, other: &Board) -> bool {
        self.rows() == other.rows()
    }

    fn __repr__(&self) -> String {
        let g = self.geometry();
        format!(
            "Board.from_rows([{}])  # {}x{}",
            self.rows()
                .iter()
                .map(|r| format!("{r:?}"))
                .collect::<Vec<_>>()
                .join(", "),
            g.width(),
            g.height()
        )
    }

    fn __str__(&self) -> String {
        self.rows().join("\n")
    }

    /// The board as an SVG picture (Jupyter shows it): stones on the grid, the stones marked
    /// dead crossed. Drawn by the engine's own drawing (`tenuki-gtp score --html`'s).
    fn _repr_svg_(&self) -> String {
        let g = self.geometry();
        let state = &self.engine.state;
        let dead: Vec<usize> = g
            .points()
            .filter(|&p| state.marks[p] == Mark::Dead && state.board.get(p).color().is_some())
            .collect();
        svg::svg(&self.picture(&dead, &[], None, None), Defs::Inline)
    }

    /// The board as an SVG picture with a count's marks (`Score._repr_svg_`): `dead` stones
    /// crossed, `seki` stones and points squared, `territory` rows (`z` Black's and `a`
    /// White's points, as `Score.map`) with a small square of the owner's colour, `caption`
    /// under the board.
    #[pyo3(signature = (dead, seki, territory=None, caption=None))]
    fn _svg(
        &self,
        dead: Vec<String>,
        seki: Vec<String>,
        territory: Option<Vec<String>>,
        caption: Option<String>,
    ) -> PyResult<String> {
        let g = self.geometry();
        let points = |names: &[String]| -> PyResult<Vec<usize>> {
            names
                .iter()
                .map(|n| {
                    parse_vertex(g, n)
                        .ok_or_else(|| PyValueError::new_err(format!("{n}: no point of the board")))
                })
                .collect()
        };
        let (dead, seki) = (points(&dead)?, points(&seki)?);
        Ok(svg::svg(
            &self.picture(&dead, &seki, territory.as_deref(), caption),
            Defs::Inline,
        ))
    }
}
