//! Times the judgement of each record's final position, one after the other, as the engine
//! judges (the judgement's playouts played ahead on the second core, `play_out/ahead.rs`):
//! `judge_times LIST [SEED] [--rounds N]` reads the SGF files named in LIST (one path a line)
//! and prints, for each, its path, the playouts of its last reading, 1 when the judgement was
//! made again with more playouts (0 when not), and the microseconds the judgement took (with
//! `--rounds N`, the whole list judged N times in turn, the least of a record's N times: the
//! figure a disturbance of the machine moves least); with `--parts`, then the microseconds of
//! that judgement's four parts (`JudgementParts`: the first judgement's playouts and steps,
//! the sharpened judgement's playouts and steps); with `--dead`, then the stones judged dead
//! (their indices in the board's padded array), to compare the answers of two builds judged
//! as the engine judges (a batch's workers play no playouts ahead). On stderr, for each
//! round, how many were made again and the time of both kinds; then, over the times printed,
//! their sum, the median, the 99th percentile, how many took over 10 ms (judged once among
//! them), and the slowest; with `--parts`, the sums of the parts. With `--steps`, then the
//! steps of that judgement that took 0.1 ms or more (`StepTime`: the time from the step
//! before to its end), as `step=microseconds`, those of the judgement made again as
//! `again:step=microseconds`; and on stderr each step's sum over the records, the longest
//! first.
//! Issue 60 asks for the slowest 19x19 judgement of kgs6d under 10 ms: `mkdir /tmp/kgs6d`,
//! `tar -xJf ../shared/cases/kgs6d/kgs6d.tar.xz -C /tmp/kgs6d`, `find /tmp/kgs6d -name '*.sgf'
//! | sort > list`, then this on `list`. Records that cannot be read are named on stderr and
//! skipped.

use std::time::Instant;

use tenuki_gtp::board::{Board, Color};
use tenuki_gtp::judge::{
    judge_with_seed, last_judgement_parts, last_judgement_steps, JudgementParts, StepTime, SEED,
};

#[path = "../tests/common/record_list.rs"]
mod record_list;

/// One record's position, and what its judgements gave.
struct Timed {
    file: String,
    board: Board,
    to_move: Option<Color>,
    playouts: usize,
    judged_again: bool,
    /// The least of its judgements' times so far, in microseconds.
    micros: u128,
    /// The parts of that judgement.
    parts: JudgementParts,
    /// Its steps.
    steps: Vec<StepTime>,
    /// The points of the stones judged dead (every round judges the same).
    dead: Vec<usize>,
}

/// The engine's allocator (`src/main.rs`): the times are the engine's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds_at = args.iter().position(|a| a == "--rounds");
    let rounds: usize = rounds_at
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
        .max(1);
    let parts = args.iter().any(|a| a == "--parts");
    let dead = args.iter().any(|a| a == "--dead");
    let steps = args.iter().any(|a| a == "--steps");
    let flags = ["--parts", "--dead", "--steps"];
    // the positional arguments: those that are neither `--rounds` nor its value nor a flag
    let positional: Vec<&String> = args
        .iter()
        .enumerate()
        .skip(1)
        .filter(|&(i, a)| {
            rounds_at.is_none_or(|r| i != r && i != r + 1) && !flags.contains(&a.as_str())
        })
        .map(|(_, a)| a)
        .collect();
    let Some(list) = positional.first() else {
        eprintln!("usage: judge_times LIST [SEED] [--rounds N] [--parts] [--steps] [--dead]");
        std::process::exit(2);
    };
    let seed = positional
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    let mut records: Vec<Timed> = record_list::load_listed(list)
        .into_iter()
        .map(|listed| Timed {
            file: listed.file,
            board: listed.board,
            to_move: listed.to_move,
            playouts: 0,
            judged_again: false,
            micros: u128::MAX,
            parts: JudgementParts::default(),
            steps: Vec::new(),
            dead: Vec::new(),
        })
        .collect();
    for round in 1..=rounds {
        // (judgements, microseconds) made once and made again in this round
        let (mut once, mut again) = ((0u32, 0u128), (0u32, 0u128));
        for record in &mut records {
            let start = Instant::now();
            let verdict = judge_with_seed(&record.board, record.to_move, seed);
            let micros = start.elapsed().as_micros();
            let kind = if verdict.judged_again {
                &mut again
            } else {
                &mut once
            };
            kind.0 += 1;
            kind.1 += micros;
            record.playouts = verdict.playouts;
            record.judged_again = verdict.judged_again;
            record.dead = (0..verdict.dead.len())
                .filter(|&p| verdict.dead[p])
                .collect();
            if micros < record.micros {
                record.micros = micros;
                record.parts = last_judgement_parts();
                record.steps = last_judgement_steps();
            }
        }
        eprintln!(
            "round {round}: {} judged once in {:.2} s, {} made again in {:.2} s",
            once.0,
            once.1 as f64 / 1e6,
            again.0,
            again.1 as f64 / 1e6
        );
    }
    for record in &records {
        print!(
            "{} {} {} {}",
            record.file,
            record.playouts,
            u8::from(record.judged_again),
            record.micros
        );
        if parts {
            let p = &record.parts;
            print!(
                " {} {} {} {}",
                p.first_playouts.as_micros(),
                p.first_steps.as_micros(),
                p.sharpened_playouts.as_micros(),
                p.sharpened_steps.as_micros()
            );
        }
        if steps {
            for step in record.steps.iter().filter(|s| s.time.as_micros() >= 100) {
                let again = if step.sharpened { "again:" } else { "" };
                print!(" {again}{}={}", step.step, step.time.as_micros());
            }
        }
        if dead {
            let points: Vec<String> = record.dead.iter().map(|p| p.to_string()).collect();
            print!(" dead={}", points.join(","));
        }
        println!();
    }
    summarize(&records, rounds);
    if parts {
        summarize_parts(&records);
    }
    if steps {
        summarize_steps(&records);
    }
}

/// Each step's time summed over the records (those of the judgement made again apart), the
/// longest first, on stderr.
fn summarize_steps(records: &[Timed]) {
    let mut sums: Vec<(String, std::time::Duration)> = Vec::new();
    for step in records.iter().flat_map(|r| &r.steps) {
        let again = if step.sharpened { "again:" } else { "" };
        let name = format!("{again}{}", step.step);
        match sums.iter_mut().find(|(n, _)| *n == name) {
            Some((_, sum)) => *sum += step.time,
            None => sums.push((name, step.time)),
        }
    }
    sums.sort_by_key(|s| std::cmp::Reverse(s.1));
    let listed: Vec<String> = sums
        .iter()
        .map(|(name, sum)| format!("{name} {:.1} ms", sum.as_secs_f64() * 1e3))
        .collect();
    eprintln!("steps: {}", listed.join(", "));
}

/// The sums of the parts printed, on stderr: where the judgements spent their time.
fn summarize_parts(records: &[Timed]) {
    let sum = |part: fn(&JudgementParts) -> std::time::Duration| {
        records
            .iter()
            .map(|r| part(&r.parts))
            .sum::<std::time::Duration>()
            .as_secs_f64()
    };
    eprintln!(
        "parts: first playouts {:.2} s, first steps {:.2} s, sharpened playouts {:.2} s, \
         sharpened steps {:.2} s",
        sum(|p| p.first_playouts),
        sum(|p| p.first_steps),
        sum(|p| p.sharpened_playouts),
        sum(|p| p.sharpened_steps)
    );
}

/// The figures over the times printed (each record's least over `rounds`), on stderr.
fn summarize(records: &[Timed], rounds: usize) {
    let mut times: Vec<u128> = records.iter().map(|r| r.micros).collect();
    times.sort_unstable();
    let Some(&slowest_time) = times.last() else {
        return;
    };
    let at = |share: f64| times[((times.len() - 1) as f64 * share).round() as usize];
    let over: Vec<&Timed> = records.iter().filter(|r| r.micros > 10_000).collect();
    let over_once = over.iter().filter(|r| !r.judged_again).count();
    let kind = if rounds > 1 {
        format!("the least of {rounds} rounds each")
    } else {
        "one round".to_string()
    };
    eprintln!(
        "{} judgements ({kind}): {:.2} s in all, median {:.2} ms, 99th percentile {:.1} ms, \
         {} over 10 ms ({over_once} judged once)",
        records.len(),
        times.iter().sum::<u128>() as f64 / 1e6,
        at(0.5) as f64 / 1e3,
        at(0.99) as f64 / 1e3,
        over.len()
    );
    if let Some(slowest) = records.iter().find(|r| r.micros == slowest_time) {
        eprintln!(
            "slowest: {}, {:.1} ms",
            slowest.file,
            slowest_time as f64 / 1e3
        );
    }
}
