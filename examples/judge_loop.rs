//! Judges and scores the ten 19x19 self-play games of the judge benchmark once each (for
//! profiling with callgrind: `valgrind --tool=callgrind target/release/examples/judge_loop`),
//! or N times over (`judge_loop N`, for `perf`).

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::judge;
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

fn main() {
    let settings = Settings {
        rules: Rules::Japanese,
        komi: 6.5,
        handicap: 0,
    };
    let rounds: u32 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut scorer = Scorer::new();
    let mut total = 0.0;
    let games: Vec<_> = Set::Selfplay
        .cases()
        .into_iter()
        .filter(|c| c.board.geometry().width() == 19)
        .collect();
    let start = std::time::Instant::now();
    for case in games.iter().cycle().take(games.len() * rounds as usize) {
        let verdict = judge(&case.board);
        total += scorer
            .score(
                &Position {
                    board: &case.board,
                    dead: &verdict.dead,
                },
                &settings,
            )
            .margin();
    }
    println!(
        "{} games, {:?} per game, margins {total}",
        games.len(),
        start.elapsed() / (games.len() as u32 * rounds).max(1)
    );
}
