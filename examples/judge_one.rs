//! Judges the counted games whose id holds a text, N times (for profiling one slow case):
//! `judge_one TEXT [N]`.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::judge_to_move;

fn main() {
    let text = std::env::args().nth(1).unwrap_or_default();
    let n: usize = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    for case in Set::Counted.cases().iter().filter(|c| c.id.contains(&text)) {
        let start = std::time::Instant::now();
        let mut dead = 0;
        for _ in 0..n {
            dead = judge_to_move(&case.board, case.to_move)
                .dead
                .iter()
                .filter(|&&d| d)
                .count();
        }
        println!("{} {dead} dead, {:?}", case.id, start.elapsed() / n as u32);
    }
}
