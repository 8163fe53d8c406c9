//! The dead-stone data sets of `tests/data/` as positions with their known dead stones:
//! - `ogs-positions.jsonl`: 54 end positions from online-go/score-estimator (MIT), dead stones
//!   checked by hand (`expected_removed` entries on a stone);
//! - `games-with-markup.jsonl`: 89 real games whose records mark the dead stones (GNU Go
//!   regression games, GPL-3, Fuego, Pachi and others; the final position replayed);
//! - `selfplay.jsonl`: 77 finished GNU Go 3.8 self-play games whose dead stones were checked by
//!   playing a capture-everything cleanup out (shared/cases/selfplay);
//! - `counted-games.jsonl`: the 569 real games of the shared cases that ended by counting (same
//!   origins as the markup games), with their recorded results and no known dead stones.
//!
//! The records' copies carry `to_move`, the player after the last move of the shared record
//! (added from its moves), left out when the record ends with two passes in a row: the game is
//! over and nobody is to move.

#![allow(dead_code)]

use serde_json::Value;
use tenuki_gtp::board::{Board, Cell, Color, Geometry};
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

/// A position with its known dead stones.
pub struct Case {
    pub id: String,
    pub board: Board,
    /// Per padded index: the stone there is dead.
    pub dead: Vec<bool>,
    pub komi: f64,
    /// `japanese`, `chinese`, ... as the record says (empty when it says nothing).
    pub rules: String,
    /// Stones captured during the game by Black and by White.
    pub captures: [u32; 2],
    /// Handicap stones, as the record says (0 when it says nothing).
    pub handicap: u32,
    /// The recorded result, + for Black (records only).
    pub recorded_margin: Option<f64>,
    /// The player to move: after the record's last move when it is not the second of two
    /// passes (`to_move`, added to our copies from the shared records' moves), or OGS's
    /// `player_to_move` (1 Black, -1 White).
    pub to_move: Option<Color>,
}

impl Case {
    /// The rules the record names (`japanese` when it names none or one we do not know):
    /// Chinese, New Zealand, Tromp-Taylor and CGOS's `TT--` count area, as the batch scorer
    /// reads them from `RU`.
    pub fn rules(&self) -> Rules {
        match self.rules.as_str() {
            "chinese" | "new_zealand" | "tromp_taylor" | "other:TT--" => Rules::Chinese,
            "aga" => Rules::Aga,
            _ => Rules::Japanese,
        }
    }

    /// The margin (+ for Black) of the position with `dead` removed, under the record's rules,
    /// komi, handicap and captures.
    pub fn margin_with(&self, dead: &[bool]) -> f64 {
        let settings = Settings {
            rules: self.rules(),
            komi: self.komi,
            handicap: self.handicap,
        };
        let mut board = self.board.clone();
        board.set_captures(Color::Black, self.captures[0]);
        board.set_captures(Color::White, self.captures[1]);
        Scorer::new()
            .score(
                &Position {
                    board: &board,
                    dead,
                },
                &settings,
            )
            .margin()
    }
}

/// Which data set a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    Ogs,
    Markup,
    Selfplay,
    /// Not in [`Set::ALL`]: no known dead stones, only results (and 569 of them).
    Counted,
}

impl Set {
    pub const ALL: [Set; 3] = [Set::Ogs, Set::Markup, Set::Selfplay];

    pub fn name(self) -> &'static str {
        match self {
            Set::Ogs => "ogs",
            Set::Markup => "markup",
            Set::Selfplay => "selfplay",
            Set::Counted => "counted",
        }
    }

    fn text(self) -> &'static str {
        match self {
            Set::Ogs => include_str!("../data/ogs-positions.jsonl"),
            Set::Markup => include_str!("../data/games-with-markup.jsonl"),
            Set::Selfplay => include_str!("../data/selfplay.jsonl"),
            Set::Counted => include_str!("../data/counted-games.jsonl"),
        }
    }

    /// Every position of the set, in file order.
    pub fn cases(self) -> Vec<Case> {
        self.text()
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|line| {
                let v: Value = serde_json::from_str(line).expect("valid json");
                self.case(&v)
            })
            .collect()
    }

    fn case(self, v: &Value) -> Case {
        let id = v["id"].as_str().unwrap_or("?").to_string();
        let (board, dead_points) = match self {
            Set::Ogs => {
                let board = board_from_rows(&rows(&v["board"]), 'X', 'O');
                let g = board.geometry();
                let points = v["expected_removed"]
                    .as_array()
                    .expect("removed points")
                    .iter()
                    .filter(|e| e["on"] != ".")
                    .map(|e| {
                        let x = e["x"].as_u64().expect("x") as usize;
                        let y = e["y"].as_u64().expect("y") as usize;
                        g.index(x, y)
                    })
                    .collect();
                (board, points)
            }
            Set::Markup => {
                let board = board_from_rows(&rows(&v["final_board"]), 'B', 'W');
                let g = board.geometry();
                let mut points = Vec::new();
                // markup also covers territory: only the marks on a stone of that colour count
                for (key, cell) in [("dead_black", Cell::Black), ("dead_white", Cell::White)] {
                    for s in v[key].as_array().expect("dead list") {
                        let p = sgf_point(g, s.as_str().expect("point"));
                        if board.get(p) == cell {
                            points.push(p);
                        }
                    }
                }
                (board, points)
            }
            Set::Selfplay => {
                let board = board_from_rows(&rows(&v["final_board"]), 'B', 'W');
                let g = board.geometry();
                let points = v["dead"]
                    .as_array()
                    .expect("dead list")
                    .iter()
                    .map(|s| sgf_point(g, s.as_str().expect("point")))
                    .collect();
                (board, points)
            }
            Set::Counted => (
                board_from_rows(&rows(&v["final_board"]), 'B', 'W'),
                Vec::new(),
            ),
        };
        let mut dead = vec![false; board.geometry().array_len()];
        for p in dead_points {
            dead[p] = true;
        }
        let captures = [
            v["captures"]["B"].as_u64().unwrap_or(0) as u32,
            v["captures"]["W"].as_u64().unwrap_or(0) as u32,
        ];
        Case {
            id,
            board,
            dead,
            komi: v["komi"].as_f64().unwrap_or(0.0),
            rules: v["rules"].as_str().unwrap_or("").to_string(),
            captures,
            handicap: v["handicap"].as_u64().unwrap_or(0) as u32,
            recorded_margin: v["result_margin"].as_f64(),
            to_move: match (v["to_move"].as_str(), v["player_to_move"].as_i64()) {
                (Some("B"), _) | (_, Some(1)) => Some(Color::Black),
                (Some("W"), _) | (_, Some(-1)) => Some(Color::White),
                _ => None,
            },
        }
    }
}

/// A board from rows (top row first) with the given letters for black and white stones.
pub fn board_from_rows(rows: &[String], black: char, white: char) -> Board {
    let (w, h) = (rows[0].len(), rows.len());
    let g = Geometry::new(w, h).expect("board size");
    let mut board = Board::new(g);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == black {
                board.place_initial(g.index(c, r), Color::Black);
            } else if ch == white {
                board.place_initial(g.index(c, r), Color::White);
            }
        }
    }
    board
}

fn rows(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("rows")
        .iter()
        .map(|r| r.as_str().expect("row").to_string())
        .collect()
}

/// The index of an SGF point (`aa` = top left).
pub fn sgf_point(g: Geometry, s: &str) -> usize {
    let b = s.as_bytes();
    g.index((b[0] - b'a') as usize, (b[1] - b'a') as usize)
}

/// The stones whose judged status differs from the known one, as a diagram: `x o` alive and
/// judged alive, `b w` dead and judged dead, `X O` judged dead but alive, `B W` dead but judged
/// alive.
pub fn difference(case: &Case, judged: &[bool]) -> Vec<String> {
    let g = case.board.geometry();
    (0..g.height())
        .map(|r| {
            (0..g.width())
                .map(|c| {
                    let p = g.index(c, r);
                    match (case.board.get(p), case.dead[p], judged[p]) {
                        (Cell::Black, false, false) => 'x',
                        (Cell::White, false, false) => 'o',
                        (Cell::Black, true, true) => 'b',
                        (Cell::White, true, true) => 'w',
                        (Cell::Black, false, true) => 'X',
                        (Cell::White, false, true) => 'O',
                        (Cell::Black, true, false) => 'B',
                        (Cell::White, true, false) => 'W',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// True when the judged dead stones are exactly the known ones.
pub fn exact(case: &Case, judged: &[bool]) -> bool {
    let g = case.board.geometry();
    (0..g.height()).all(|r| {
        (0..g.width()).all(|c| {
            let p = g.index(c, r);
            judged[p] == case.dead[p]
        })
    })
}

/// The board turned by one of the eight symmetries (`t`: bit 0 mirrors columns, bit 1 rows,
/// bit 2 transposes), colours swapped when `swap`; returns it and where each point went.
pub fn transformed(board: &Board, t: u8, swap: bool) -> (Board, Vec<usize>) {
    let g = board.geometry();
    let (w, h) = (g.width(), g.height());
    let (tw, th) = if t & 4 != 0 { (h, w) } else { (w, h) };
    let tg = Geometry::new(tw, th).expect("same size");
    let mut out = Board::new(tg);
    let mut to = vec![0; g.array_len()];
    for p in g.points() {
        let (c, r) = g.coords(p);
        let c = if t & 1 != 0 { w - 1 - c } else { c };
        let r = if t & 2 != 0 { h - 1 - r } else { r };
        let (c, r) = if t & 4 != 0 { (r, c) } else { (c, r) };
        let q = tg.index(c, r);
        to[p] = q;
        let color = match board.get(p) {
            Cell::Black => Color::Black,
            Cell::White => Color::White,
            _ => continue,
        };
        out.place_initial(q, if swap { color.opponent() } else { color });
    }
    (out, to)
}
