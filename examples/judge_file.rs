//! Judges the final position of one SGF record and prints every block's reason:
//! `judge_file FILE [SEED]` (the player to move as the record tells, as `loadsgf` and
//! `score` judge it).

use tenuki_gtp::board::vertex::format_vertex;
use tenuki_gtp::judge::{judge_with_seed, SEED};
use tenuki_gtp::sgf::{load_text, Stop};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(file) = args.get(1) else {
        eprintln!("usage: judge_file FILE [SEED]");
        std::process::exit(2);
    };
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(SEED);
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(1);
    });
    let loaded = load_text(&text, &Stop::End).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(1);
    });
    let mut board = loaded.board;
    let verdict = judge_with_seed(&board, loaded.player_to_move, seed);
    let g = board.geometry();
    let mut seen = vec![false; g.array_len()];
    println!("to move: {:?}", loaded.player_to_move);
    for p in g.points() {
        if board.get(p).color().is_none() || seen[p] {
            continue;
        }
        let block = board.block_at(p);
        for &s in &block {
            seen[s] = true;
        }
        println!(
            "{} stones={} dead={} unsure={} {:?}",
            format_vertex(g, p),
            block.len(),
            verdict.dead[p],
            verdict.unsure[p],
            verdict.why[p]
        );
    }
}
