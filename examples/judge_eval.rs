//! Measures the dead-stone judge on the data sets kept in `tests/data/`: how many positions get
//! exactly the known dead set, and the judge's time per position.
//!
//! `cargo run --release --example judge_eval [-v] [--seed N]` (`-v` prints every miss as a
//! diagram; `--seed` changes the playouts' seed, to see how much an answer depends on it).

use std::time::Instant;

use serde_json::Value;
use tenuki_gtp::board::{Board, Cell, Color, Geometry};
use tenuki_gtp::judge::{judge_with_seed, SEED};

struct Case {
    id: String,
    board: Board,
    dead: Vec<bool>,
}

fn board_from_rows(rows: &[String], black: char, white: char) -> Board {
    let (w, h) = (rows[0].len(), rows.len());
    let g = Geometry::new(w, h).expect("size");
    let mut b = Board::new(g);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == black {
                b.place_initial(g.index(c, r), Color::Black);
            } else if ch == white {
                b.place_initial(g.index(c, r), Color::White);
            }
        }
    }
    b
}

fn rows(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("rows")
        .iter()
        .map(|r| r.as_str().expect("row").to_string())
        .collect()
}

fn sgf_point(g: Geometry, s: &str) -> usize {
    let b = s.as_bytes();
    g.index((b[0] - b'a') as usize, (b[1] - b'a') as usize)
}

fn load(path: &str, kind: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(path).expect("data file");
    let mut cases = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).expect("json");
        let id = v["id"].as_str().unwrap_or("?").to_string();
        let (board, points): (Board, Vec<usize>) = match kind {
            "ogs" => {
                let b = board_from_rows(&rows(&v["board"]), 'X', 'O');
                let g = b.geometry();
                let pts = v["expected_removed"]
                    .as_array()
                    .expect("removed")
                    .iter()
                    .filter(|e| e["on"] != ".")
                    .map(|e| {
                        g.index(
                            e["x"].as_u64().expect("x") as usize,
                            e["y"].as_u64().expect("y") as usize,
                        )
                    })
                    .collect();
                (b, pts)
            }
            "markup" => {
                let b = board_from_rows(&rows(&v["final_board"]), 'B', 'W');
                let g = b.geometry();
                let mut pts = Vec::new();
                for (key, cell) in [("dead_black", Cell::Black), ("dead_white", Cell::White)] {
                    for s in v[key].as_array().expect("dead") {
                        let p = sgf_point(g, s.as_str().expect("point"));
                        if b.get(p) == cell {
                            pts.push(p);
                        }
                    }
                }
                (b, pts)
            }
            _ => {
                let b = board_from_rows(&rows(&v["final_board"]), 'B', 'W');
                let g = b.geometry();
                let pts = v["dead"]
                    .as_array()
                    .expect("dead")
                    .iter()
                    .map(|s| sgf_point(g, s.as_str().expect("point")))
                    .collect();
                (b, pts)
            }
        };
        let mut dead = vec![false; board.geometry().array_len()];
        for p in points {
            dead[p] = true;
        }
        cases.push(Case { id, board, dead });
    }
    cases
}

fn show(case: &Case, got: &[bool]) {
    let g = case.board.geometry();
    println!(
        "  {}: (X/O: judged dead but alive; B/W: missed dead)",
        case.id
    );
    for r in 0..g.height() {
        let row: String = (0..g.width())
            .map(|c| {
                let p = g.index(c, r);
                match (case.board.get(p), case.dead[p], got[p]) {
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
            .collect();
        println!("    {row}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let verbose = args.iter().any(|a| a == "-v");
    let seed = args
        .iter()
        .position(|a| a == "--seed")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    for (path, kind) in [
        ("tests/data/ogs-positions.jsonl", "ogs"),
        ("tests/data/games-with-markup.jsonl", "markup"),
        ("tests/data/selfplay.jsonl", "selfplay"),
    ] {
        let cases = load(path, kind);
        let mut exact = 0;
        let mut worst = 0.0f64;
        let start = Instant::now();
        let mut misses = Vec::new();
        for case in &cases {
            let t = Instant::now();
            let verdict = judge_with_seed(&case.board, seed);
            worst = worst.max(t.elapsed().as_secs_f64());
            let g = case.board.geometry();
            let same = g.points().all(|p| verdict.is_dead(p) == case.dead[p]);
            if same {
                exact += 1;
            } else {
                let shares: Vec<String> = g
                    .points()
                    .filter(|&p| verdict.is_dead(p) != case.dead[p])
                    .map(|p| {
                        format!(
                            "{}{:?}",
                            tenuki_gtp::board::vertex::format_vertex(g, p),
                            verdict.why(p)
                        )
                    })
                    .take(4)
                    .collect();
                if verbose {
                    println!("  {}", shares.join(" "));
                }
                misses.push((case, verdict.dead.clone()));
            }
        }
        let mean = start.elapsed().as_secs_f64() / cases.len() as f64;
        println!(
            "{kind}: {exact} of {} exact; mean {:.2} ms, worst {:.2} ms",
            cases.len(),
            mean * 1e3,
            worst * 1e3
        );
        for (case, got) in misses {
            if verbose {
                show(case, &got);
            } else {
                println!("  miss: {}", case.id);
            }
        }
    }
}
