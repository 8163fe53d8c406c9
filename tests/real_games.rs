//! Real games that ended by counting, with the dead stones marked in the record
//! (tests/data/games-with-markup.jsonl: the 89 records of shared/cases/games.jsonl with territory
//! markup; GNU Go regression games (GPL-3), Fuego, Pachi and others). The final position, the
//! marked dead stones, the captures, komi and rules must give the recorded result. The data
//! set's notes say markup written by a program afterwards is occasionally wrong (about 6 in
//! 89), so this checks a floor and prints every game we do not reproduce.

mod common;

use common::{json_rows, score_with};
use serde_json::Value;
use tenuki_gtp::scoring::{Rules, Settings};

/// Games reproduced exactly at the last review (83 of 89, as many as the data set's note on
/// wrong markup leaves). The six others, printed by the test: vaughn (-77.5 against -3.5) and
/// self_play/354-34-1, -2, -3 (2.5, 9.5, -8.5 against 14.5, 12.5, 35.5): markup that does not
/// match the result; kat-gnu (-9.5 against -15.5) and meijin27_g4 (+1.5 against +0.5): the
/// marked dead stones give these numbers under the recorded komi and captures.
const REPRODUCED_AT_LEAST: usize = 83;

fn score(game: &Value) -> Option<f64> {
    let mut rows: Vec<Vec<char>> = json_rows(&game["final_board"])
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| match c {
                    'B' => 'x',
                    'W' => 'o',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    for (key, mark, stone) in [("dead_black", 'b', 'x'), ("dead_white", 'w', 'o')] {
        for v in game[key].as_array()? {
            let v = v.as_str()?.as_bytes();
            let (c, r) = ((v[0] - b'a') as usize, (v[1] - b'a') as usize);
            if rows[r][c] == stone {
                rows[r][c] = mark;
            }
        }
    }
    let diagram: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    let rules = match game["rules"].as_str()? {
        "chinese" | "new_zealand" => Rules::Chinese,
        "aga" => Rules::Aga,
        _ => Rules::Japanese,
    };
    let settings = Settings {
        rules,
        komi: game["komi"].as_f64()?,
        handicap: game["handicap"].as_u64()? as u32,
    };
    let captures = [
        game["captures"]["B"].as_u64()? as u32,
        game["captures"]["W"].as_u64()? as u32,
    ];
    Some(
        score_with(&diagram.join("|"), &settings, captures)
            .1
            .margin(),
    )
}

#[test]
fn recorded_results_of_marked_games_are_reproduced() {
    let mut same = 0;
    let mut total = 0;
    for line in include_str!("data/games-with-markup.jsonl").lines() {
        let game: Value = serde_json::from_str(line).expect("valid json");
        total += 1;
        let Some(recorded) = game["result_margin"].as_f64() else {
            continue;
        };
        match score(&game) {
            Some(m) if (m - recorded).abs() < 0.01 => same += 1,
            got => println!(
                "{} ({}, {}): recorded {recorded:+}, scored {got:?}",
                game["id"], game["rules"], game["result"]
            ),
        }
    }
    println!("real games: {same} of {total} recorded results reproduced");
    assert_eq!(total, 89);
    assert!(
        same >= REPRODUCED_AT_LEAST,
        "{same} < {REPRODUCED_AT_LEAST}"
    );
}
