//! Times the judgement of each record's final position on one core: `judge_cpu LIST [ROUNDS]`
//! reads the SGF files named in LIST (one path a line), judges them all ROUNDS times in turn
//! (default 3) on a pool of one thread, and prints each record's path and the least of its
//! times in microseconds, then `total` and their sum. On a pool's thread a judgement plays
//! every playout itself, as a batch's worker does (`play_out/ahead.rs`): no second thread
//! shares the work, so the time is the judgement's work alone, where `judge_times` gives the
//! engine's time on two cores.
//!
//! Made to compare two builds of a change that moves no answer (`tools/judge-cpu-ab.sh`):
//! run side by side, one a core, the two see the same disturbances of the machine: a build
//! against itself gives pairs whose totals differ by 1.5% at most, the median of four pairs
//! by 0.5% at most (2026-12-05, on kgs6d's nine slowest judgements).

use std::time::Instant;

use tenuki_gtp::judge::{judge_with_seed, SEED};

#[path = "../tests/common/record_list.rs"]
mod record_list;

/// The engine's allocator (`src/main.rs`): the times are the engine's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(list) = args.get(1) else {
        eprintln!("usage: judge_cpu LIST [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(3);
    let records = record_list::load_listed(list);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap_or_else(|e| {
            eprintln!("a pool of one thread: {e}");
            std::process::exit(1);
        });
    let least = pool.install(|| {
        let mut least = vec![u128::MAX; records.len()];
        for _ in 0..rounds {
            for (record, least) in records.iter().zip(&mut least) {
                let start = Instant::now();
                std::hint::black_box(judge_with_seed(&record.board, record.to_move, SEED));
                *least = (*least).min(start.elapsed().as_micros());
            }
        }
        least
    });
    for (record, micros) in records.iter().zip(&least) {
        println!("{} {micros}", record.file);
    }
    println!("total {}", least.iter().sum::<u128>());
}
