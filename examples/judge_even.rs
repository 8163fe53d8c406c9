//! Lists the calls the judge leaves unsure on a share of playouts near even
//! (`judge::at_even_line`), one block per line, with the known answer where the set has
//! one: the calls no reading settled, where the draw still decides.
//! `cargo run --release --example judge_even -- [SEED]`.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::board::vertex::format_vertex;
use tenuki_gtp::judge::{at_even_line, judge_with_seed, SEED};

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    for set in [Set::Counted, Set::Selfplay, Set::Ogs, Set::Markup] {
        for mut case in set.cases() {
            let verdict = judge_with_seed(&case.board, case.to_move, seed);
            let g = case.board.geometry();
            let mut seen = vec![false; g.array_len()];
            for p in g.points() {
                if !verdict.unsure[p] || seen[p] {
                    continue;
                }
                let block = case.board.block_at(p);
                for &s in &block {
                    seen[s] = true;
                }
                if !at_even_line(verdict.why[p]) {
                    continue;
                }
                let known = match set {
                    Set::Counted => "?".to_string(),
                    _ => case.dead[p].to_string(),
                };
                println!(
                    "{} {} {} stones={} dead={} known={known} to_move={:?} {:?}",
                    set.name(),
                    case.id,
                    format_vertex(g, p),
                    block.len(),
                    verdict.dead[p],
                    case.to_move,
                    verdict.why[p]
                );
            }
        }
    }
}
