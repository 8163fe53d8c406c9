//! How one block's verdict hangs on the playouts' random numbers: `judge_shares TEXT VERTEX [N]`
//! judges the cases whose id holds TEXT with the seeds 1 to N (default 100), and prints for the
//! block at VERTEX how often it was called dead, the mean and spread of the share of playouts
//! that took it (where its reason gives one), and its reasons. `judge_shares TEXT ? [N]` lists
//! the blocks whose call changes between the seeds 1 to N, each with how often it was dead and
//! its reasons (a `?` after an unsure one).

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use tenuki_gtp::board::vertex::{format_vertex, parse_vertex};
use tenuki_gtp::judge::{judge_with_seed, Why};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(text), Some(vertex)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: judge_shares TEXT VERTEX [N]");
        std::process::exit(2);
    };
    let n: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(100);
    let sets = Set::ALL.into_iter().chain([Set::Counted]);
    for case in sets
        .flat_map(|s| s.cases())
        .filter(|c| c.id.contains(text.as_str()))
    {
        if vertex == "?" {
            // the blocks whose call varies between seeds, the whole board's way
            let g = case.board.geometry();
            let mut dead = vec![0u32; g.array_len()];
            let mut reasons: Vec<std::collections::BTreeMap<String, u32>> =
                vec![Default::default(); g.array_len()];
            for seed in 1..=n {
                let v = judge_with_seed(&case.board, case.to_move, seed);
                for p in g.points() {
                    dead[p] += v.is_dead(p) as u32;
                    if let Some(w) = v.why(p) {
                        let unsure = if v.is_unsure(p) { "?" } else { "" };
                        let name = format!("{}{unsure}", reason_name(Some(w)));
                        *reasons[p].entry(name).or_insert(0) += 1;
                    }
                }
            }
            for p in g.points() {
                if dead[p] > 0 && (dead[p] as u64) < n {
                    println!(
                        "{} {}: dead {} of {n} {:?}",
                        case.id,
                        format_vertex(g, p),
                        dead[p],
                        reasons[p]
                    );
                }
            }
            continue;
        }
        let Some(p) = parse_vertex(case.board.geometry(), vertex) else {
            eprintln!("{}: no point {vertex}", case.id);
            continue;
        };
        {
            let (mut dead, mut taken, mut squares, mut shares) = (0, 0.0, 0.0, 0);
            let mut reasons = std::collections::BTreeMap::new();
            for seed in 1..=n {
                let verdict = judge_with_seed(&case.board, case.to_move, seed);
                dead += verdict.is_dead(p) as u32;
                let why = verdict.why(p);
                let name = reason_name(why);
                *reasons.entry(name).or_insert(0) += 1;
                if let Some(
                    Why::Playouts { taken: t, .. }
                    | Why::KoFight { taken: t, .. }
                    | Why::NoTerritory { taken: t },
                ) = why
                {
                    taken += t;
                    squares += t * t;
                    shares += 1;
                }
            }
            let mean = taken / shares.max(1) as f64;
            let sd = (squares / shares.max(1) as f64 - mean * mean)
                .max(0.0)
                .sqrt();
            println!(
                "{} {vertex}: dead {dead} of {n}, taken {mean:.3} +- {sd:.3} (of {shares}), {reasons:?}",
                case.id,
            );
        }
    }
}

/// The name of a reason without its fields (`Playouts`, `Captured`, ...; `None` for none).
fn reason_name(why: Option<Why>) -> String {
    let name = match why {
        Some(why) => format!("{why:?}"),
        None => "None".to_string(),
    };
    name.split([' ', '(', '{']).next().unwrap_or("").to_string()
}
