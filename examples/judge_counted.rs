//! Lists the counted games whose judged result differs from the recorded one (for comparing
//! two versions of the judge: `cargo run --release --example judge_counted > a.txt`), and the
//! slowest 19x19 judgements (best of three runs each). `judge_counted SEED` judges with
//! another seed of the playouts, to see how much the agreement hangs on the random numbers.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::{judge_with_seed, SEED};

fn main() {
    let cases = Set::Counted.cases();
    let mut agree = 0;
    let mut times = Vec::new();
    // NOBODY_TO_MOVE=1 judges every game as if nobody were to move
    let nobody = std::env::var("NOBODY_TO_MOVE").is_ok();
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(SEED);
    for case in &cases {
        let to_move = if nobody { None } else { case.to_move };
        let verdict = judge_with_seed(&case.board, to_move, seed);
        if case.board.geometry().width() == 19 {
            let best = (0..3)
                .map(|_| {
                    let start = std::time::Instant::now();
                    judge_with_seed(&case.board, to_move, seed);
                    start.elapsed().as_secs_f64() * 1e3
                })
                .fold(f64::INFINITY, f64::min);
            times.push((best, case.id.clone()));
        }
        let margin = case.margin_with(&verdict.dead);
        if Some(margin) == case.recorded_margin {
            agree += 1;
        } else {
            println!(
                "{} judged {margin} recorded {:?}",
                case.id, case.recorded_margin
            );
        }
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (ms, id) in times.iter().take(3) {
        println!("slow: {ms:.1} ms {id}");
    }
    println!("{agree} of {} agree", cases.len());
}
