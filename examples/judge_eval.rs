//! Measures the dead-stone judge on the data sets kept in `tests/data/`: how many positions get
//! exactly the known dead set, and the judge's time per position.
//!
//! `cargo run --release --example judge_eval [-v] [--seed N]` (`-v` prints every miss as a
//! diagram; `--seed` changes the playouts' seed, to see how much an answer depends on it).

#[path = "../tests/common/cases.rs"]
mod cases;

use std::time::Instant;

use cases::{difference, exact, Set};
use tenuki_gtp::judge::{judge_with_seed, SEED};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let verbose = args.iter().any(|a| a == "-v");
    let seed = args
        .iter()
        .position(|a| a == "--seed")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    for set in Set::ALL {
        let cases = set.cases();
        let mut same = 0;
        let mut times = Vec::new();
        let mut misses = Vec::new();
        for case in &cases {
            let start = Instant::now();
            let verdict = judge_with_seed(&case.board, case.to_move, seed);
            times.push(start.elapsed().as_secs_f64() * 1e3);
            if exact(case, &verdict.dead) {
                same += 1;
            } else {
                misses.push((case, verdict));
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{}: {same} of {} exact; judge median {:.2} ms, mean {:.2} ms, max {:.2} ms",
            set.name(),
            cases.len(),
            times[times.len() / 2],
            times.iter().sum::<f64>() / times.len() as f64,
            times[times.len() - 1],
        );
        for (case, verdict) in misses {
            println!("  miss: {}", case.id);
            if verbose {
                println!("    (X/O judged dead but alive, B/W dead but judged alive)");
                for row in difference(case, &verdict.dead) {
                    println!("    {row}");
                }
                let g = case.board.geometry();
                for p in g
                    .points()
                    .filter(|&p| verdict.is_dead(p) != case.dead[p])
                    .take(3)
                {
                    println!(
                        "    {}: {:?}",
                        tenuki_gtp::board::vertex::format_vertex(g, p),
                        verdict.why(p)
                    );
                }
            }
        }
    }
}
