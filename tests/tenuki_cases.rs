//! Tenuki 0.3.1's own asserted scores and territory maps (tests/data/tenuki-cases.jsonl,
//! from aprescott/tenuki's test suite, MIT): every territory and area case must match.

use serde_json::Value;
use tenuki_gtp::board::{diagram, vertex, Color};
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

fn cases() -> Vec<Value> {
    include_str!("data/tenuki-cases.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("valid json line"))
        .collect()
}

fn check(case: &Value) -> Result<(), String> {
    let rows: Vec<&str> = case["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    let (mut board, _) = diagram::parse_board(&rows.join("|")).map_err(|e| e.to_string())?;
    let g = board.geometry();
    let mut dead = vec![false; g.array_len()];
    for v in case["dead"].as_array().unwrap() {
        let p = vertex::parse_vertex(g, v.as_str().unwrap()).ok_or("bad dead vertex")?;
        for s in board.block_at(p) {
            dead[s] = true;
        }
    }
    let caps = &case["captures"];
    board.set_captures(Color::Black, caps["by_black"].as_u64().unwrap() as u32);
    board.set_captures(Color::White, caps["by_white"].as_u64().unwrap() as u32);
    let rules = match case["scoring"].as_str().unwrap() {
        "territory" => Rules::Japanese,
        _ => Rules::Chinese,
    };
    let settings = Settings {
        rules,
        komi: case["komi"].as_f64().unwrap(),
        handicap: 0,
    };
    let mut scorer = Scorer::new();
    let tally = scorer.score(
        &Position {
            board: &board,
            dead: &dead,
        },
        &settings,
    );
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
    if let Some(map) = case.get("expected_map").and_then(Value::as_array) {
        let want: Vec<&str> = map.iter().map(|r| r.as_str().unwrap()).collect();
        let got = scorer.score_map();
        if got != want {
            let row = got.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(0);
            problems.push(format!(
                "map differs first at row {row}:\n got:\n{}\n want:\n{}",
                got.join("\n"),
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
