//! Scores one 19x19 position many times (for profiling with perf or callgrind):
//! `score_loop [japanese|seed|area] [N] [neutral]`, the finished game of the scoring benchmark, or
//! with `neutral` its board of neutral points and a seki.
use tenuki_gtp::board::diagram;
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

fn main() {
    let rules = match std::env::args().nth(1).as_deref() {
        Some("area") => Rules::Chinese,
        Some("seed") => Rules::JapaneseSeed,
        _ => Rules::Japanese,
    };
    let n: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let text = match std::env::args().nth(3).as_deref() {
        Some("neutral") => include_str!("../benches/data/neutral-seki.txt"),
        _ => include_str!("../benches/data/fsgcbot-dr.txt"),
    };
    let (board, dead_points) = diagram::parse_board(text).expect("diagram");
    let mut dead = vec![false; board.geometry().array_len()];
    for p in dead_points {
        dead[p] = true;
    }
    let settings = Settings {
        rules,
        komi: 5.5,
        handicap: 0,
    };
    let mut scorer = Scorer::new();
    // ten rounds; the fastest is reported (the machine's noise only ever slows a round)
    let mut total = 0.0;
    let mut best = std::time::Duration::MAX;
    let round = (n / 10).max(1);
    for _ in 0..10 {
        let start = std::time::Instant::now();
        for _ in 0..round {
            total += scorer
                .score(
                    &Position {
                        board: &board,
                        dead: &dead,
                    },
                    &settings,
                )
                .margin();
        }
        best = best.min(start.elapsed() / round as u32);
    }
    println!(
        "{best:?} per call (best of ten rounds), margin {}",
        total / (10 * round) as f64
    );
}
