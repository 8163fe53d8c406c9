//! Prints the judge's dead stones for every position of the case sets (counted games,
//! self-play, OGS, markup), one line each, to diff two builds of the judge:
//! `cargo run --release --example judge_dump > a.txt`, then the same with the other build.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::judge::judge_to_move;

fn main() {
    for set in [Set::Counted, Set::Selfplay, Set::Ogs, Set::Markup] {
        for case in set.cases() {
            let verdict = judge_to_move(&case.board, case.to_move);
            let dead: Vec<usize> = (0..verdict.dead.len())
                .filter(|&p| verdict.dead[p])
                .collect();
            println!("{} {dead:?}", case.id);
        }
    }
}
