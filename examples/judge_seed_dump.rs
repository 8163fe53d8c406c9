//! Prints the judge's dead stones for every position of the case sets under another seed of
//! the playouts (`judge_seed_dump 2`), to diff against `judge_dump` and see how many answers
//! hang on the random numbers.

#[path = "../tests/common/cases.rs"]
mod cases;
use cases::Set;
use tenuki_gtp::judge::judge_with_seed;
fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for set in [Set::Counted, Set::Selfplay, Set::Ogs, Set::Markup] {
        for case in set.cases() {
            let verdict = judge_with_seed(&case.board, case.to_move, seed);
            let dead: Vec<usize> = (0..verdict.dead.len())
                .filter(|&p| verdict.dead[p])
                .collect();
            println!("{} {dead:?}", case.id);
        }
    }
}
