//! The batch scorer: `tenuki-gtp score FILE_OR_DIR...` scores every game of a collection of
//! SGF records, in parallel, and compares each result with the recorded one.
//!
//! [`run`] reads as its outline, a file per step:
//! ```text
//! collect_inputs     inputs.rs: files as given, directories walked for records and archives
//!                    (sorted), `-` for stdin
//! check_annotated    inputs.rs: each annotated copy has a path of its own, over no input
//! make_units         units.rs, on a thread of its own: a record file as it is, an archive
//!                    unpacked member by member (`archive/`), stdin unpacked or cut into
//!                    pieces of whole games; handed over in chunks, one kept ready ahead
//! score_unit         worker.rs, per unit on a rayon pool: the file read (unpacked if it is
//!                    packed after all), then
//! score_games        record.rs: each game found, its main line
//!                    read and replayed, its dead stones taken from the markup or the judge,
//!                    scored, compared with RE, annotated; rows handed on in small batches
//! write_rows         writer.rs: rows in input order as they come (files go in chunks, so
//!                    memory stays flat), waiting on each file's channel, written out every
//!                    10 ms at most, so a closed pipe stops the run at once; output.rs
//!                    formats them and the summary
//! ```

mod inputs;
mod output;
mod progress;
mod record;
mod units;
mod worker;
mod writer;

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel};
use std::time::Instant;

use rayon::prelude::*;

pub use inputs::{
    check_annotated, collect_inputs, leave_out_copies, no_record_found, Collected, Input,
};
pub use output::{Format, Summary};
pub use record::{
    recorded_margin, score_file, score_games, score_games_after, score_games_seen, Agreement,
    FileEnd, FileReport, Game, Row,
};

use progress::Progress;
use units::{Label, Unit, Work};
use worker::{score_unit, Message};
use writer::RowWriter;

use crate::scoring::Rules;

/// Largest file read (a record or a collection): bigger ones are refused unread.
pub const MAX_FILE_BYTES: u64 = crate::sgf::MAX_SGF_BYTES;

/// Where the dead stones come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeadStones {
    /// The record's territory markup when it has some, else the judge.
    Auto,
    /// The markup only (nothing dead when there is none).
    Markup,
    /// The judge, whatever the record marks.
    Judge,
    /// Nothing is dead.
    None,
}

impl DeadStones {
    pub fn from_name(name: &str) -> Option<DeadStones> {
        match name {
            "auto" => Some(DeadStones::Auto),
            "markup" => Some(DeadStones::Markup),
            "judge" => Some(DeadStones::Judge),
            "none" => Some(DeadStones::None),
            _ => None,
        }
    }
}

/// How one scoring run goes.
#[derive(Clone, Debug)]
pub struct Options {
    /// Overrides the records' RU (else theirs, Japanese when missing or unknown).
    pub rules: Option<Rules>,
    /// Overrides the records' KM (else theirs, 0 when missing).
    pub komi: Option<f64>,
    pub dead: DeadStones,
    /// Threads asked for (0 = one per core); [`threads`] says how many run.
    pub jobs: usize,
    pub format: Format,
    /// Produce an annotated copy of each record.
    pub annotate: bool,
    /// The seed of the judge's playouts (`--seed`; [`crate::judge::SEED`] by default).
    pub seed: u64,
    /// Describe each game for a page (`--html`): its picture and its blocks' calls, with its
    /// points' counts when it disagrees (`Row::description`).
    pub describe: bool,
    /// ... with the teire points of the disagreements read (`--html-teire`: their reading
    /// judges each position after its fills, 40% more time on `kgs6d`).
    pub describe_teire: bool,
}

/// Where the rows go besides the output, in input order (the `--html` page), each with the
/// path of its file's annotated copy when copies are written.
pub trait RowSink {
    /// # Errors
    /// A failed write: the run stops there.
    fn row(&mut self, row: &Row, copy: Option<&Path>) -> std::io::Result<()>;
}

/// Threads that help: the number asked for (0: one per core), at most one per core and one
/// per input (a file is scored by one thread). The second value says why, when fewer than asked
/// for run.
pub fn threads(asked: usize, inputs: usize) -> (usize, Option<String>) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let wanted = if asked == 0 { cores } else { asked };
    let used = wanted.min(cores).min(inputs.max(1));
    let why = (asked != 0 && used < asked).then(|| {
        format!(
            "--jobs {asked}: {used} thread{} ({cores} core{}, {inputs} input{})",
            if used == 1 { "" } else { "s" },
            if cores == 1 { "" } else { "s" },
            if inputs == 1 { "" } else { "s" },
        )
    });
    (used, why)
}

/// Scores every input and writes the rows to `out` in input order as they are made, then the
/// summary (to `out` for a table, to `log` for csv and jsonl, whose lines stay data); annotated
/// copies go under `annotate_dir`. Returns the summary.
///
/// # Errors
/// The first failed write (of a row, or of an annotated copy): the run stops there.
pub fn run(
    inputs: &[Input],
    options: &Options,
    annotate_dir: Option<&Path>,
    out: &mut dyn Write,
    log: &mut dyn Write,
) -> std::io::Result<Summary> {
    let bar = std::io::stderr().is_terminal();
    run_with_progress(inputs, options, annotate_dir, out, log, bar)
}

/// As [`run`], the rows handed to `sink` too (the `--html` page), in input order.
///
/// # Errors
/// As [`run`], and the first failed write to `sink`.
pub fn run_with_sink(
    inputs: &[Input],
    options: &Options,
    annotate_dir: Option<&Path>,
    out: &mut dyn Write,
    log: &mut dyn Write,
    sink: &mut dyn RowSink,
) -> std::io::Result<Summary> {
    let bar = std::io::stderr().is_terminal();
    run_rows(inputs, options, annotate_dir, out, log, bar, Some(sink))
}

/// As [`run`], with the progress bar on standard error shown or not as `bar` says (`run`
/// shows it when standard error is a terminal).
///
/// # Errors
/// As [`run`].
pub fn run_with_progress(
    inputs: &[Input],
    options: &Options,
    annotate_dir: Option<&Path>,
    out: &mut dyn Write,
    log: &mut dyn Write,
    bar: bool,
) -> std::io::Result<Summary> {
    run_rows(inputs, options, annotate_dir, out, log, bar, None)
}

/// Chunks of units the maker keeps ready for the scorer, beyond the one it is making: one, so
/// that the next chunk is there to start when a chunk starts (two in flight), and a worker that
/// has run out of games in the chunk before goes on with it while the other ends that chunk's
/// last game. With none (until 2026-11-30), the maker began the next chunk only once the
/// scorer took one, so it was never ready when the scorer looked for it at once: each chunk
/// ran alone, and ended with one worker idle while the other judged its last game. On the
/// 4,913 kgs6d games (`score --dead judge`, 2 jobs, medians of 7 pairs) the two cores stood
/// idle about 0.5 of the run's 10 core-seconds, and now under 0.1: wall time 5.00 -> 4.76 s,
/// the same CPU time. (Self-play records with markup, `tools/bench-score.sh`, read 110,000 ->
/// 140,000 records a second in one sitting and 131,000 -> 128,000 in another: within their
/// spread.) One chunk more is held in memory (at most [`units::CHUNK_BYTES`] of members, or
/// one member up to the cap).
const CHUNKS_READY: usize = 1;

/// The run of [`run_with_progress`] and [`run_with_sink`].
fn run_rows(
    inputs: &[Input],
    options: &Options,
    annotate_dir: Option<&Path>,
    out: &mut dyn Write,
    log: &mut dyn Write,
    bar: bool,
    sink: Option<&mut dyn RowSink>,
) -> std::io::Result<Summary> {
    let start = Instant::now();
    // an archive (or standard input) may hold many records: threads for all the cores asked
    let packed = inputs.iter().any(|input| match input {
        Input::Stdin => true,
        Input::File { path, .. } => !inputs::named_as_record(path),
    });
    let threads_wanted = threads(options.jobs, if packed { usize::MAX } else { inputs.len() }).0;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads_wanted)
        // generous room (address space, not memory) for the judge's readings
        .stack_size(64 << 20)
        .build()
        .map_err(std::io::Error::other)?;
    let mut progress = Progress::new((!packed).then_some(inputs.len()), bar);
    // the table's file column fits the names (only a table has one); an archive's members are
    // named after it, longer
    let width = match options.format {
        Format::Table => {
            let shown: Vec<String> = inputs.iter().map(Input::shown).collect();
            let width = output::file_column_width(&shown);
            // an archive's members, not known yet, are shown beside the archive's own name
            let archives = inputs
                .iter()
                .filter(|input| match input {
                    Input::Stdin => true,
                    Input::File { path, .. } => !inputs::named_as_record(path),
                })
                .map(|input| output::member_column_width(&input.shown()))
                .max();
            match archives {
                Some(archives) => width.max(output::FILE_COLUMN).max(archives),
                None => width,
            }
        }
        Format::Csv | Format::Jsonl => 0,
    };
    let report = output::Report::new(options.format, width);
    let mut writer = RowWriter::new(out, &report, &mut progress, annotate_dir, sink)?;
    let cancel = AtomicBool::new(false);
    // the units are made on a thread of their own (archives unpacked, standard input read) and
    // handed over a chunk at a time, one kept ready ahead ([`CHUNKS_READY`])
    let (to_scorer, from_units) = sync_channel::<Vec<Unit>>(CHUNKS_READY);
    let written = std::thread::scope(|threads| {
        let cancel = &cancel;
        threads.spawn(move || {
            units::make_units(inputs, &to_scorer, &|| cancel.load(Ordering::Relaxed));
        });
        // the pool scores a chunk ahead while this thread writes the rows of the one before, so
        // no worker waits for the writer at the end of a chunk; two chunks at most are in flight
        let written = pool.in_place_scope(|scope| {
            let start_chunk = |chunk: Vec<Unit>| {
                let (labels, works): (Vec<Label>, Vec<Work>) =
                    chunk.into_iter().map(|u| (u.label, u.work)).unzip();
                let (senders, receivers): (Vec<_>, Vec<_>) =
                    works.iter().map(|_| channel()).unzip();
                let shown: Vec<String> = labels.iter().map(|l| l.shown.clone()).collect();
                scope.spawn(move |_| {
                    works.into_par_iter().zip(shown).zip(senders).for_each(
                        |((work, shown), to_writer)| {
                            score_unit(work, &shown, options, cancel, to_writer)
                        },
                    );
                });
                (labels, receivers)
            };
            let mut ahead = from_units.recv().ok().map(start_chunk);
            while let Some((labels, receivers)) = ahead.take() {
                // the next chunk starts now when it is ready; else once these rows are out
                let next = from_units.try_recv();
                let waiting = next.is_err();
                ahead = next.ok().map(start_chunk);
                if let Err(e) = writer.write_rows(&labels, receivers) {
                    cancel.store(true, Ordering::Relaxed);
                    return Err(e);
                }
                if waiting {
                    ahead = from_units.recv().ok().map(start_chunk);
                }
            }
            Ok(())
        });
        // the maker of units stops at its next chunk
        drop(from_units);
        written
    });
    written?;
    writer.flush()?;
    let mut summary = writer.summary;
    progress.finish();
    summary.seconds = start.elapsed().as_secs_f64();
    match options.format {
        Format::Table => report.summary(out, &summary)?,
        Format::Csv | Format::Jsonl => report.summary(log, &summary)?,
    }
    out.flush()?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_are_capped_at_cores_and_inputs() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(threads(100_000, 1).0, 1);
        assert_eq!(threads(100_000, 1_000).0, cores);
        assert_eq!(threads(0, 1_000), (cores, None));
        assert!(threads(5_000, 1)
            .1
            .is_some_and(|why| why.contains("1 input")));
        assert_eq!(threads(1, 10), (1, None));
    }
}
