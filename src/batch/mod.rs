//! The batch scorer: `tenuki-gtp score FILE_OR_DIR...` scores every game of a collection of
//! SGF records, in parallel, and compares each result with the recorded one.
//!
//! [`run`] reads as its outline, a file per step:
//! ```text
//! collect_inputs     inputs.rs: files as given, directories walked for *.sgf (sorted), `-`
//!                    for stdin
//! check_annotated    inputs.rs: each annotated copy has a path of its own, over no input
//! score_games        record.rs, per file on a rayon pool: each game found, its main line
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
mod writer;

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::time::{Duration, Instant};

use rayon::prelude::*;

pub use inputs::{check_annotated, collect_inputs, leave_out_copies, Input};
pub use output::{Format, Summary};
pub use record::{recorded_margin, score_file, score_games, Agreement, FileEnd, FileReport, Row};

use inputs::escaped;
use progress::Progress;
use writer::RowWriter;

use crate::scoring::Rules;

/// Largest file read (a record or a collection): bigger ones are refused unread.
pub const MAX_FILE_BYTES: u64 = crate::sgf::MAX_SGF_BYTES;

/// Files scored between two writes of rows: bounds the memory whatever the collection's size.
const CHUNK: usize = 256;

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

thread_local! {
    /// The bytes of the file a worker reads, in a buffer it reuses from file to file.
    static READ_BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads one input as text and hands it to `score`; refuses what is not a regular file or is
/// too big, with the reason.
fn with_input_text<T>(
    input: &Input,
    stdin_bytes: &Result<Vec<u8>, String>,
    score: impl FnOnce(&str) -> T,
) -> Result<T, String> {
    match input {
        Input::Stdin => match stdin_bytes {
            Ok(bytes) => Ok(score(&crate::sgf::record_text(bytes))),
            Err(reason) => Err(reason.clone()),
        },
        Input::File { path, .. } => READ_BUFFER.with_borrow_mut(|bytes| {
            match crate::sgf::read_record_bytes(path, bytes) {
                Ok(()) => Ok(score(&crate::sgf::record_text(bytes))),
                // the reason names the path lossily: name it as the row does
                Err(reason) => Err(reason.replace(&path.display().to_string(), &escaped(path))),
            }
        }),
    }
}

/// What a worker hands the writer for one file: its rows, a few at a time, then its last rows
/// with how it ended (one message, so a small file wakes the writer once).
pub(super) enum Message {
    Rows(Vec<Row>),
    End(Vec<Row>, FileEnd),
}

/// Rows a worker gathers before handing them on: a message (and a wake-up of the writer) per
/// batch, not per row; a batch goes early once its first row has waited [`BATCH_WAIT`].
const BATCH_ROWS: usize = 256;
const BATCH_WAIT: Duration = Duration::from_millis(20);

/// Scores one input, handing its rows on; stops early when the run is cancelled or the writer
/// has gone.
fn score_input(
    input: &Input,
    stdin_bytes: &Result<Vec<u8>, String>,
    options: &Options,
    cancel: &AtomicBool,
    to_writer: Sender<Message>,
) {
    if cancel.load(Ordering::Relaxed) {
        return;
    }
    let shown = input.shown();
    let mut batch: Vec<Row> = Vec::new();
    let mut since = Instant::now();
    let scored = with_input_text(input, stdin_bytes, |text| {
        score_games(&shown, text, options, &mut |row| {
            if batch.is_empty() {
                since = Instant::now();
            }
            batch.push(row);
            if batch.len() >= BATCH_ROWS || since.elapsed() >= BATCH_WAIT {
                let rows = std::mem::take(&mut batch);
                if to_writer.send(Message::Rows(rows)).is_err() {
                    return false;
                }
            }
            !cancel.load(Ordering::Relaxed)
        })
    });
    let end = scored.unwrap_or_else(|reason| {
        let report = record::unreadable(&shown, format!("cannot read: {reason}"));
        batch.extend(report.rows);
        FileEnd {
            readable: false,
            annotated: None,
        }
    });
    let _ = to_writer.send(Message::End(batch, end));
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
    let start = Instant::now();
    // standard input is read once, whole (as a file is), before the pool starts
    let mut stdin_bytes = Ok(Vec::new());
    if inputs.contains(&Input::Stdin) {
        let mut bytes = Vec::new();
        stdin_bytes = crate::sgf::read_stream_bytes(
            &mut std::io::stdin().lock(),
            "standard input",
            &mut bytes,
        )
        .map(|()| bytes);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(options.jobs, inputs.len()).0)
        // generous room (address space, not memory) for the judge's readings
        .stack_size(64 << 20)
        .build()
        .map_err(std::io::Error::other)?;
    let mut progress = Progress::new(inputs.len(), std::io::stderr().is_terminal());
    // the table's file column fits the names (only a table has one)
    let width = match options.format {
        Format::Table => {
            let shown: Vec<String> = inputs.iter().map(Input::shown).collect();
            output::file_column_width(&shown)
        }
        Format::Csv | Format::Jsonl => 0,
    };
    let report = output::Report::new(options.format, width);
    let mut writer = RowWriter::new(out, &report, &mut progress, annotate_dir)?;
    let cancel = AtomicBool::new(false);
    // the pool scores a chunk ahead while this thread writes the rows of the one before, so
    // no worker waits for the writer at the end of a chunk; two chunks at most are in flight
    let chunks: Vec<&[Input]> = inputs.chunks(CHUNK).collect();
    pool.in_place_scope(|scope| {
        let start_chunk = |k: usize| {
            let chunk = chunks[k];
            let (senders, receivers): (Vec<_>, Vec<_>) = chunk.iter().map(|_| channel()).unzip();
            let (stdin_bytes, cancel) = (&stdin_bytes, &cancel);
            scope.spawn(move |_| {
                chunk
                    .par_iter()
                    .zip(senders)
                    .for_each(|(input, to_writer)| {
                        score_input(input, stdin_bytes, options, cancel, to_writer)
                    });
            });
            receivers
        };
        let mut ahead = (!chunks.is_empty()).then(|| start_chunk(0));
        for (k, chunk) in chunks.iter().enumerate() {
            let Some(receivers) = ahead.take() else {
                break;
            };
            ahead = (k + 1 < chunks.len()).then(|| start_chunk(k + 1));
            if let Err(e) = writer.write_rows(chunk, receivers) {
                cancel.store(true, Ordering::Relaxed);
                return Err(e);
            }
        }
        Ok(())
    })?;
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
