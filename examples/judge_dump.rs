//! Prints the judge's dead stones for every position of the case sets (counted games,
//! self-play, OGS, markup), one line each, to diff two builds of the judge:
//! `cargo run --release --example judge_dump > a.txt`, then the same with the other build.
//! `judge_dump SEED` judges with another seed of the playouts, to see how many answers hang
//! on the random numbers (seeds 1, 2 and 3 change 9, 9 and 8 of the 789 positions at 2f85765).
//! `judge_dump why` (or `judge_dump SEED why`) adds every block's reason, the playouts' shares
//! included, to check that a change to the light board leaves every playout as it was.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::{judge_with_seed, SEED};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(SEED);
    let with_reasons = args.iter().any(|a| a == "why");
    for set in [Set::Counted, Set::Selfplay, Set::Ogs, Set::Markup] {
        for case in set.cases() {
            let verdict = judge_with_seed(&case.board, case.to_move, seed);
            let dead: Vec<usize> = (0..verdict.dead.len())
                .filter(|&p| verdict.dead[p])
                .collect();
            println!("{} {dead:?}", case.id);
            if with_reasons {
                for (p, why) in verdict.why.iter().enumerate() {
                    if let Some(why) = why {
                        println!("  {p} {why:?}");
                    }
                }
            }
        }
    }
}
