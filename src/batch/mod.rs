//! The batch scorer: `tenuki-gtp score FILE_OR_DIR...` scores every game of a collection of
//! SGF records, in parallel, and compares each result with the recorded one.
//!
//! [`run`] reads as its outline:
//! ```text
//! collect_inputs     files as given, directories walked for *.sgf (sorted), `-` for stdin
//! check_annotated    each annotated copy has a path of its own and overwrites no input
//! score_games        per file, on a rayon pool: each game found, parsed, replayed, its dead
//!                    stones taken from the markup or the judge, scored, compared with RE,
//!                    annotated; each row handed on as soon as it is made
//! write_rows         rows in input order as they come (files go in chunks, so memory stays
//!                    flat), flushed whenever the writer waits, so a closed pipe stops the run
//!                    at once; then the summary
//! ```

mod output;
mod progress;
mod record;

use std::collections::HashMap;
use std::io::{IsTerminal, Read, Write};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use rayon::prelude::*;

pub use output::{Format, Summary};
pub use record::{recorded_margin, score_file, score_games, Agreement, FileEnd, FileReport, Row};

use progress::Progress;

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

/// One input: a file (with the path its annotated copy gets under the output folder) or
/// standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    File { path: PathBuf, name: PathBuf },
    Stdin,
}

impl Input {
    /// The input as rows show it: the path as given (for a folder's files, the folder as given
    /// joined with the file's path in it), every byte of a name that is not UTF-8 as `\xNN` and
    /// a backslash doubled, so that the row leads back to the file.
    pub fn shown(&self) -> String {
        match self {
            Input::File { path, .. } => escaped(path),
            Input::Stdin => "-".to_string(),
        }
    }

    /// Where the annotated copy goes, relative to the output folder.
    fn annotated_name(&self) -> PathBuf {
        match self {
            Input::File { name, .. } => name.clone(),
            Input::Stdin => PathBuf::from("stdin.sgf"),
        }
    }
}

/// A path as text that leads back to it: `\xNN` for bytes that are not UTF-8, `\\` for `\`.
fn escaped(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let mut text = String::new();
    for chunk in path.as_os_str().as_bytes().utf8_chunks() {
        text.push_str(&chunk.valid().replace('\\', "\\\\"));
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02X}"));
        }
    }
    text
}

/// The path an input's annotated copy gets under the output folder: its path as given, less
/// the root and any `.` or `..` (`a/g.sgf` → `a/g.sgf`, `/data/g.sgf` → `data/g.sgf`).
fn relative_name(path: &Path) -> PathBuf {
    let name: PathBuf = path
        .components()
        .filter(|c| matches!(c, Component::Normal(_)))
        .collect();
    if name.as_os_str().is_empty() {
        PathBuf::from("record.sgf")
    } else {
        name
    }
}

/// The inputs in order: each argument in turn; a directory gives its `*.sgf` files (any case),
/// walked recursively and sorted by path; `-` is standard input.
pub fn collect_inputs(arguments: &[PathBuf]) -> Vec<Input> {
    let mut inputs = Vec::new();
    for argument in arguments {
        if argument.as_os_str() == "-" {
            inputs.push(Input::Stdin);
        } else if argument.is_dir() {
            let mut found = Vec::new();
            walk(argument, &mut found);
            found.sort();
            for path in found {
                let name = relative_name(&path);
                inputs.push(Input::File { path, name });
            }
        } else {
            inputs.push(Input::File {
                path: argument.clone(),
                name: relative_name(argument),
            });
        }
    }
    inputs
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(&path, found);
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
        {
            found.push(path);
        }
    }
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

/// Checks, before anything is scored, that the annotated copies under `dir` each have a path
/// of their own and that none would overwrite an input.
///
/// # Errors
/// What would go wrong, naming the inputs.
pub fn check_annotated(inputs: &[Input], dir: &Path) -> Result<(), String> {
    let real = |p: &Path| std::fs::canonicalize(p).ok();
    let sources: HashMap<PathBuf, String> = inputs
        .iter()
        .filter_map(|input| match input {
            Input::File { path, .. } => real(path).map(|r| (r, input.shown())),
            Input::Stdin => None,
        })
        .collect();
    let mut taken: HashMap<PathBuf, String> = HashMap::new();
    for input in inputs {
        let target = dir.join(input.annotated_name());
        if let Some(first) = taken.insert(target.clone(), input.shown()) {
            return Err(format!(
                "{first} and {} would both be annotated as {}",
                input.shown(),
                escaped(&target)
            ));
        }
        if let Some(source) = real(&target).and_then(|t| sources.get(&t)) {
            return Err(format!(
                "the annotated copy {} would overwrite the input {source}",
                escaped(&target)
            ));
        }
    }
    Ok(())
}

thread_local! {
    /// The bytes of the file a worker reads, in a buffer it reuses from file to file.
    static READ_BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads one input as text and hands it to `score`; refuses what is not a regular file or is
/// too big, with the reason.
fn with_input_text<T>(
    input: &Input,
    stdin_text: &Option<String>,
    score: impl FnOnce(&str) -> T,
) -> Result<T, String> {
    match input {
        Input::Stdin => match stdin_text {
            Some(text) => Ok(score(text)),
            None => Err("standard input could not be read".to_string()),
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

/// What a worker hands the writer for one file: its rows, a few at a time, then how it ended.
enum Message {
    Rows(Vec<Row>),
    End(FileEnd),
}

/// Rows a worker gathers before handing them on: a message (and a wake-up of the writer) per
/// batch, not per row; a batch goes early once its first row has waited [`BATCH_WAIT`].
const BATCH_ROWS: usize = 256;
const BATCH_WAIT: Duration = Duration::from_millis(20);

/// Scores one input, handing its rows on; stops early when the run is cancelled or the writer
/// has gone.
fn score_input(
    input: &Input,
    stdin_text: &Option<String>,
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
    let scored = with_input_text(input, stdin_text, |text| {
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
    if !batch.is_empty() {
        let _ = to_writer.send(Message::Rows(batch));
    }
    let _ = to_writer.send(Message::End(end));
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
    let stdin_text = if inputs.contains(&Input::Stdin) {
        let mut text = String::new();
        std::io::stdin()
            .take(MAX_FILE_BYTES)
            .read_to_string(&mut text)
            .ok()
            .map(|_| text)
    } else {
        None
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads(options.jobs, inputs.len()).0)
        // the SGF parser recurses once per node: room for records MAX_SGF_DEPTH deep
        .stack_size(64 << 20)
        .build()
        .map_err(std::io::Error::other)?;
    let mut progress = Progress::new(inputs.len(), std::io::stderr().is_terminal());
    let width = inputs
        .iter()
        .map(|i| i.shown().chars().count())
        .max()
        .unwrap_or(4);
    let report = output::Report::new(options.format, width);
    let mut writer = RowWriter {
        out,
        report: &report,
        progress: &mut progress,
        pending: Vec::new(),
        summary: Summary::default(),
        annotate_dir,
        last_write: Instant::now(),
    };
    writer.report.header(&mut writer.pending)?;
    let cancel = AtomicBool::new(false);
    for chunk in inputs.chunks(CHUNK) {
        let (senders, receivers): (Vec<_>, Vec<_>) = chunk.iter().map(|_| channel()).unzip();
        // the pool scores while this thread writes
        let (done, chunk_done) = channel();
        pool.in_place_scope(|scope| {
            scope.spawn(|_| {
                chunk
                    .par_iter()
                    .zip(senders)
                    .for_each(|(input, to_writer)| {
                        score_input(input, &stdin_text, options, &cancel, to_writer)
                    });
                let _ = done.send(());
            });
            let written = writer.write_rows(chunk, receivers, &chunk_done);
            if written.is_err() {
                cancel.store(true, Ordering::Relaxed);
            }
            written
        })?;
    }
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

/// Writes the rows of a chunk of files in input order, counting them.
struct RowWriter<'a> {
    out: &'a mut dyn Write,
    report: &'a output::Report,
    progress: &'a mut Progress,
    /// Rows not yet written out.
    pending: Vec<u8>,
    summary: Summary,
    annotate_dir: Option<&'a Path>,
    last_write: Instant,
}

/// Least time between two writes of rows to a terminal.
const TERMINAL_PAUSE: Duration = Duration::from_millis(50);

/// Least time between two writes of rows to a pipe or a file.
const PIPE_PAUSE: Duration = Duration::from_millis(10);

/// Rows gathered before they are written out even when more keep coming.
const PENDING_BYTES: usize = 64 << 10;

impl RowWriter<'_> {
    /// Writes the rows of a chunk's files in order as they come; `chunk_done` says when the
    /// pool has scored the whole chunk.
    fn write_rows(
        &mut self,
        chunk: &[Input],
        receivers: Vec<Receiver<Message>>,
        chunk_done: &Receiver<()>,
    ) -> std::io::Result<()> {
        let mut done = false;
        for (input, from_worker) in chunk.iter().zip(receivers) {
            loop {
                let message = match from_worker.try_recv() {
                    Ok(message) => message,
                    Err(TryRecvError::Empty) if !done => {
                        done = self.wait(chunk_done)?;
                        continue;
                    }
                    // once the chunk is done every message is in: nothing more will come
                    Err(_) => break,
                };
                match message {
                    Message::Rows(rows) => {
                        for row in &rows {
                            self.summary.count(row);
                            self.report.row(&mut self.pending, row)?;
                        }
                        if self.pending.len() >= PENDING_BYTES {
                            self.flush()?;
                        }
                    }
                    Message::End(end) => {
                        self.end_file(input, end)?;
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    fn end_file(&mut self, input: &Input, end: FileEnd) -> std::io::Result<()> {
        self.summary.files += 1;
        if !end.readable {
            self.summary.unreadable += 1;
        }
        if let (Some(dir), Some(text)) = (self.annotate_dir, &end.annotated) {
            let path = dir.join(input.annotated_name());
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            crate::sgf::write_record(&path, text).map_err(std::io::Error::other)?;
        }
        self.progress.inc();
        Ok(())
    }

    /// Waits, while the file at the head is not done, until the whole chunk is or a pause has
    /// passed, then writes out what is ready: rows leave at most every [`PIPE_PAUSE`] (so a
    /// reader who has gone stops the run at once, without a write or a wake-up per row) or
    /// [`TERMINAL_PAUSE`] on a terminal (each write there clears and draws the bar again).
    /// True once the chunk is done.
    fn wait(&mut self, chunk_done: &Receiver<()>) -> std::io::Result<bool> {
        let least = if self.progress.is_visible() {
            TERMINAL_PAUSE
        } else {
            PIPE_PAUSE
        };
        let pause = least.saturating_sub(self.last_write.elapsed());
        let done = match chunk_done.recv_timeout(pause) {
            Ok(()) | Err(RecvTimeoutError::Disconnected) => true,
            Err(RecvTimeoutError::Timeout) => false,
        };
        if self.last_write.elapsed() >= least {
            self.flush()?;
        }
        Ok(done)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.progress.write(self.out, &self.pending)?;
            self.pending.clear();
            self.last_write = Instant::now();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lead_back_to_their_files() {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::OsStr::from_bytes(b"d/g\xff\xfe\\.sgf");
        assert_eq!(escaped(Path::new(name)), r"d/g\xFF\xFE\\.sgf");
        assert_eq!(escaped(Path::new("köln/g.sgf")), "köln/g.sgf");
    }

    #[test]
    fn annotated_copies_keep_the_path_as_given() {
        for (given, name) in [
            ("a/g.sgf", "a/g.sgf"),
            ("/data/x/g.sgf", "data/x/g.sgf"),
            ("./a/../g.sgf", "a/g.sgf"),
            ("..", "record.sgf"),
        ] {
            assert_eq!(
                relative_name(Path::new(given)),
                PathBuf::from(name),
                "{given}"
            );
        }
    }

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
