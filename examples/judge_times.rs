//! Times the judgement of each record's final position, one after the other on one thread:
//! `judge_times LIST [SEED]` reads the SGF files named in LIST (one path a line) and prints,
//! for each, its path, the playouts of its last reading, 1 when the judgement was made again
//! with more playouts (0 when not), and the microseconds the judgement took; then, on stderr,
//! how many were made again, the time of both kinds, and the slowest. Issue 60 asks for the
//! slowest 19x19 judgement of kgs6d under 10 ms: `mkdir /tmp/kgs6d`, `tar -xJf
//! ../shared/cases/kgs6d/kgs6d.tar.xz -C /tmp/kgs6d`, `find /tmp/kgs6d -name '*.sgf' | sort >
//! list`, then this on `list`. Records that cannot be read are named on stderr and skipped.

use std::time::Instant;

use tenuki_gtp::judge::{judge_with_seed, SEED};
use tenuki_gtp::sgf::{load_text, Stop};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(list) = args.get(1) else {
        eprintln!("usage: judge_times LIST [SEED]");
        std::process::exit(2);
    };
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(SEED);
    let list = std::fs::read_to_string(list).unwrap_or_else(|e| {
        eprintln!("{list}: {e}");
        std::process::exit(1);
    });
    // (judgements, microseconds) made once and made again, and the slowest
    let (mut once, mut again) = ((0u32, 0u128), (0u32, 0u128));
    let mut slowest: Option<(u128, &str)> = None;
    for file in list.lines().filter(|l| !l.trim().is_empty()) {
        let loaded = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| load_text(&text, &Stop::End).map_err(|e| e.to_string()));
        let loaded = match loaded {
            Ok(loaded) => loaded,
            Err(e) => {
                eprintln!("{file}: {e}");
                continue;
            }
        };
        let start = Instant::now();
        let verdict = judge_with_seed(&loaded.board, loaded.player_to_move, seed);
        let micros = start.elapsed().as_micros();
        let kind = if verdict.judged_again {
            &mut again
        } else {
            &mut once
        };
        kind.0 += 1;
        kind.1 += micros;
        if slowest.is_none_or(|(s, _)| micros > s) {
            slowest = Some((micros, file));
        }
        println!(
            "{file} {} {} {micros}",
            verdict.playouts,
            u8::from(verdict.judged_again)
        );
    }
    eprintln!(
        "{} judged once in {:.2} s, {} made again in {:.2} s",
        once.0,
        once.1 as f64 / 1e6,
        again.0,
        again.1 as f64 / 1e6
    );
    if let Some((micros, file)) = slowest {
        eprintln!("slowest: {file}, {:.1} ms", micros as f64 / 1e3);
    }
}
