//! Writes a corpus of SGF records for `tools/bench-score.sh`: the games of a JSON-lines file of
//! `tests/data/` (moves, setup, result, territory markup) as one record each, copied until there
//! are at least COUNT files, spread over folders of 100.
//!
//! `cargo run --release --example write_corpus -- tests/data/markup19-games.jsonl DIR COUNT`
//!
//! With `--collection`, the records go one after the other into the single file DIR/all.sgf.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::Value;

/// The game as an SGF record, a node per move, its markup (TB on dead white stones, TW on dead
/// black ones) in the last node.
fn record(g: &Value) -> String {
    let mut sgf = format!(
        "(;GM[1]FF[4]SZ[{}]KM[{}]",
        g["size"],
        g["komi"].as_f64().unwrap_or(0.0)
    );
    if let Some(ru) = g["rules_raw"].as_str() {
        let _ = write!(sgf, "RU[{ru}]");
    }
    let handicap = g["handicap"].as_u64().unwrap_or(0);
    if handicap >= 2 {
        let _ = write!(sgf, "HA[{handicap}]");
    }
    let _ = write!(sgf, "RE[{}]", g["result"].as_str().unwrap_or("?"));
    let points = |list: &Value| -> String {
        list.as_array()
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(|p| format!("[{p}]"))
                    .collect()
            })
            .unwrap_or_default()
    };
    for key in ["AB", "AW"] {
        let stones = points(&g["setup"][key]);
        if !stones.is_empty() {
            let _ = write!(sgf, "{key}{stones}");
        }
    }
    for (i, m) in g["moves"].as_array().into_iter().flatten().enumerate() {
        if i % 10 == 0 {
            sgf.push('\n');
        }
        let _ = write!(
            sgf,
            ";{}[{}]",
            m[0].as_str().unwrap_or("B"),
            m[1].as_str().unwrap_or("")
        );
    }
    if g["has_markup"].as_bool() == Some(true) {
        let or_empty = |p: String| if p.is_empty() { "[]".to_string() } else { p };
        let _ = write!(
            sgf,
            "\n;TB{}TW{}",
            or_empty(points(&g["dead_white"])),
            or_empty(points(&g["dead_black"]))
        );
    }
    sgf + ")\n"
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let collection = args.iter().any(|a| a == "--collection");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--collection").collect();
    let [games, dir, count] = args.as_slice() else {
        eprintln!("usage: write_corpus [--collection] GAMES.jsonl DIR COUNT");
        std::process::exit(2);
    };
    let count: usize = count.parse().expect("COUNT is a number");
    let text = std::fs::read_to_string(games).expect("the games file reads");
    let records: Vec<String> = text
        .lines()
        .map(|l| record(&serde_json::from_str(l).expect("a JSON line")))
        .collect();
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).expect("the folder is made");
    if collection {
        let all: String = records.iter().cycle().take(count).cloned().collect();
        std::fs::write(dir.join("all.sgf"), all).expect("written");
        return;
    }
    for (i, sgf) in records.iter().cycle().take(count).enumerate() {
        let folder = dir.join(format!("{:03}", i / 100));
        std::fs::create_dir_all(&folder).expect("the folder is made");
        std::fs::write(folder.join(format!("g{i:05}.sgf")), sgf).expect("written");
    }
}
