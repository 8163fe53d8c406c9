//! Shows the judge's verdict on the named positions of the data sets: the board with the
//! judged dead stones (`b`/`w`), the known dead stones where the set has them, the reason per
//! block, and the margins with the judged and the known dead sets.
//!
//! `cargo run --release --example judge_show -- [--seed S] NAME...` (a part of the case's
//! id; the playouts' seed S, the judge's own by default).

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::board::Cell;
use tenuki_gtp::judge::{judge_with_seed, SEED};

fn main() {
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    let mut seed = SEED;
    if names.first().is_some_and(|a| a == "--seed") {
        seed = names.get(1).and_then(|s| s.parse().ok()).unwrap_or(SEED);
        names.drain(..2.min(names.len()));
    }
    for set in [Set::Ogs, Set::Markup, Set::Selfplay, Set::Counted] {
        for case in set.cases() {
            if !names.iter().any(|n| case.id.contains(n.as_str())) {
                continue;
            }
            let verdict = judge_with_seed(&case.board, case.to_move, seed);
            let g = case.board.geometry();
            println!(
                "{} ({}), {:?} to move, margin judged {} recorded {:?}",
                case.id,
                set.name(),
                case.to_move,
                case.margin_with(&verdict.dead),
                case.recorded_margin
            );
            for row in 0..g.height() {
                let mut line = format!("{:2} ", g.height() - row);
                for col in 0..g.width() {
                    let p = g.index(col, row);
                    let c = match (case.board.get(p), verdict.is_dead(p), case.dead[p]) {
                        (Cell::Black, true, _) => 'b',
                        (Cell::White, true, _) => 'w',
                        (Cell::Black, false, true) => 'B',
                        (Cell::White, false, true) => 'W',
                        (Cell::Black, ..) => 'x',
                        (Cell::White, ..) => 'o',
                        _ => '.',
                    };
                    line.push(c);
                    line.push(' ');
                }
                println!("{line}");
            }
            let letters: String = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
                .chars()
                .take(g.width())
                .flat_map(|c| [c, ' '])
                .collect();
            println!("   {letters}");
            // the counted games have no known answer: the reason of each block, once
            if set == Set::Counted {
                let mut seen = vec![false; g.array_len()];
                for p in g.points() {
                    if seen[p] || case.board.get(p) == Cell::Empty {
                        continue;
                    }
                    let stones = case.board.clone().block_at(p);
                    for &s in &stones {
                        seen[s] = true;
                    }
                    let vertex = tenuki_gtp::board::vertex::format_vertex(g, p);
                    println!("  {vertex} ({} stones): {:?}", stones.len(), verdict.why(p));
                }
                continue;
            }
            for p in g.points() {
                if let Some(why) = verdict
                    .why(p)
                    .filter(|_| verdict.is_dead(p) != case.dead[p])
                {
                    let vertex = tenuki_gtp::board::vertex::format_vertex(g, p);
                    println!("  {vertex}: {why:?}  (known dead: {})", case.dead[p]);
                }
            }
        }
    }
}
