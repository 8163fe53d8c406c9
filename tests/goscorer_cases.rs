//! lightvector/goscorer's 46 hard seki / false-eye positions (tests/data/goscorer-cases.jsonl,
//! MIT), counted together: the default `japanese` count reproduces every map (one test per case
//! is in goscorer_maps.rs); the seed's count (`japanese-seed`) reproduces fewer, since it fills
//! false eyes by atari only, counts eyes by boundary length and knows no blocking points.
//! `GOSCORER_DIFF=1` prints the maps that differ.

mod common;

use common::{json_rows, score};
use serde_json::Value;
use tenuki_gtp::scoring::Rules;

/// Maps the default count reproduces: all of them.
const REPRODUCED_AT_LEAST: usize = 46;

#[test]
fn goscorer_maps_reproduced() {
    let mut same = 0;
    let mut total = 0;
    for line in include_str!("data/goscorer-cases.jsonl").lines() {
        let case: Value = serde_json::from_str(line).expect("valid json");
        let rows = json_rows(&case["rows"]);
        let (map, _) = score(&rows.join("|"), Rules::Japanese, 0.0);
        let want = json_rows(&case["expected_map"]);
        total += 1;
        if map == want {
            same += 1;
        } else if std::env::var("GOSCORER_DIFF").is_ok() {
            eprintln!(
                "{}\nboard:\n{}\ngot:\n{}\nwant:\n{}\n",
                case["name"],
                rows.join("\n"),
                map.join("\n"),
                want.join("\n")
            );
        }
    }
    println!("goscorer cases: {same} of {total} maps reproduced exactly");
    assert_eq!(total, 46);
    assert!(
        same >= REPRODUCED_AT_LEAST,
        "{same} < {REPRODUCED_AT_LEAST}"
    );
}
