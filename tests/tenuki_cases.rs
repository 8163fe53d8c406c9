//! Tenuki 0.3.1's own asserted scores and territory maps (tests/data/tenuki-cases.jsonl,
//! from aprescott/tenuki's test suite, MIT): every territory and area case must match.

mod common;

use common::{json_rows, score_with};
use serde_json::Value;
use tenuki_gtp::board::{diagram, vertex, Cell};
use tenuki_gtp::scoring::{Rules, Settings};

fn cases() -> Vec<Value> {
    include_str!("data/tenuki-cases.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("valid json line"))
        .collect()
}

/// The case's rows with the blocks at its `dead` vertices written as `b`/`w`.
fn rows_with_dead(case: &Value) -> Result<Vec<String>, String> {
    let rows = json_rows(&case["rows"]);
    let (mut board, _) = diagram::parse_board(&rows.join("|")).map_err(|e| e.to_string())?;
    let g = board.geometry();
    let mut grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    for v in case["dead"].as_array().ok_or("no dead list")? {
        let p = vertex::parse_vertex(g, v.as_str().unwrap_or("")).ok_or("bad dead vertex")?;
        for s in board.block_at(p) {
            let (c, r) = g.coords(s);
            grid[r][c] = match board.get(s) {
                Cell::Black => 'b',
                _ => 'w',
            };
        }
    }
    Ok(grid.iter().map(|r| r.iter().collect()).collect())
}

fn check(case: &Value) -> Result<(), String> {
    let rows = rows_with_dead(case)?;
    let caps = &case["captures"];
    let captures = [
        caps["by_black"].as_u64().ok_or("captures")? as u32,
        caps["by_white"].as_u64().ok_or("captures")? as u32,
    ];
    let rules = match case["scoring"].as_str() {
        Some("territory") => Rules::Japanese,
        _ => Rules::Chinese,
    };
    let settings = Settings {
        rules,
        komi: case["komi"].as_f64().ok_or("komi")?,
        handicap: 0,
    };
    let (map, tally) = score_with(&rows.join("|"), &settings, captures);
    let mut problems = Vec::new();
    let expected = &case["expected"];
    if let Some(b) = expected.get("black").and_then(Value::as_f64) {
        if b != tally.black_total {
            problems.push(format!("black {} != expected {b}", tally.black_total));
        }
    }
    if let Some(w) = expected.get("white").and_then(Value::as_f64) {
        if w != tally.white_total {
            problems.push(format!("white {} != expected {w}", tally.white_total));
        }
    }
    if case.get("expected_map").is_some() {
        let want = json_rows(&case["expected_map"]);
        if map != want {
            let row = map.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(0);
            problems.push(format!(
                "map differs first at row {row}:\n got:\n{}\n want:\n{}",
                map.join("\n"),
                want.join("\n")
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[test]
fn every_territory_and_area_case_matches_tenukis_asserted_answer() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases() {
        let scoring = case["scoring"].as_str().unwrap_or("");
        if case["kind"] != "score" || !(scoring == "territory" || scoring == "area") {
            continue;
        }
        checked += 1;
        if let Err(e) = check(&case) {
            failures.push(format!("{}:\n{e}", case["name"]));
        }
    }
    assert_eq!(
        checked, 42,
        "the data file holds 37 territory + 5 area cases"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
