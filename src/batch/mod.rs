//! The batch scorer: `tenuki-gtp score FILE_OR_DIR...` scores every game of a collection of
//! SGF records, in parallel, and compares each result with the recorded one.
//!
//! [`run`] reads as its outline:
//! ```text
//! collect_inputs     files as given, directories walked for *.sgf (sorted), `-` for stdin
//! score_file         per file, on a rayon pool: each game replayed, its dead stones taken
//!                    from the markup or the judge, scored, compared with RE, annotated
//! Report             rows in input order (files go in chunks, so memory stays flat), then the
//!                    summary
//! ```

mod output;
mod record;

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

pub use output::{Format, Summary};
pub use record::{recorded_margin, score_file, Agreement, FileReport, Row};

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
    /// Threads (0 = one per core).
    pub jobs: usize,
    pub format: Format,
    /// Produce an annotated copy of each record.
    pub annotate: bool,
}

/// One input: a file (with the name it is shown and annotated under) or standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    File { path: PathBuf, name: PathBuf },
    Stdin,
}

impl Input {
    fn shown(&self) -> String {
        match self {
            Input::File { path, .. } => path.display().to_string(),
            Input::Stdin => "-".to_string(),
        }
    }

    fn annotated_name(&self) -> PathBuf {
        match self {
            Input::File { name, .. } => name.clone(),
            Input::Stdin => PathBuf::from("stdin.sgf"),
        }
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
                let name = path
                    .strip_prefix(argument)
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|_| path.clone());
                inputs.push(Input::File { path, name });
            }
        } else {
            let name = argument
                .file_name()
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("record.sgf"));
            inputs.push(Input::File {
                path: argument.clone(),
                name,
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

/// Reads one input as text, refusing what is not a regular file or is too big.
fn read_input(input: &Input, stdin_text: &Option<String>) -> Result<String, String> {
    match input {
        Input::Stdin => stdin_text
            .clone()
            .ok_or_else(|| "standard input could not be read".to_string()),
        Input::File { path, .. } => crate::sgf::read_record(path),
    }
}

/// Scores one input: its rows, whether it was read, and its annotated text.
fn score_input(input: &Input, stdin_text: &Option<String>, options: &Options) -> FileReport {
    let shown = input.shown();
    match read_input(input, stdin_text) {
        Ok(text) => score_file(&shown, &text, options),
        Err(reason) => record::unreadable(&shown, format!("cannot read: {reason}")),
    }
}

/// Scores every input and writes the rows to `out` in input order, then the summary (to `out`
/// for a table, to `log` for csv and jsonl, whose lines stay data); annotated copies go under
/// `annotate_dir`. Returns the summary.
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
        .num_threads(options.jobs)
        // the SGF parser recurses once per node: room for records MAX_SGF_DEPTH deep
        .stack_size(64 << 20)
        .build()
        .map_err(std::io::Error::other)?;
    let progress = if std::io::stderr().is_terminal() {
        let bar =
            ProgressBar::with_draw_target(Some(inputs.len() as u64), ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} files {per_sec} eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let width = inputs
        .iter()
        .map(|i| i.shown().chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, 60);
    let report = output::Report::new(options.format, width);
    report.header(out)?;
    let mut summary = Summary::default();
    for chunk in inputs.chunks(CHUNK) {
        let reports: Vec<FileReport> = pool.install(|| {
            chunk
                .par_iter()
                .map(|input| score_input(input, &stdin_text, options))
                .collect()
        });
        for (input, file) in chunk.iter().zip(reports) {
            summary.files += 1;
            if !file.readable {
                summary.unreadable += 1;
            }
            for row in &file.rows {
                summary.count(row);
                report.row(out, row)?;
            }
            if let (Some(dir), Some(text)) = (annotate_dir, &file.annotated) {
                let path = dir.join(input.annotated_name());
                if let Some(parent) = path.parent() {
                    std::fs::create_dir_all(parent)?;
                }
                std::fs::write(&path, text)?;
            }
            progress.inc(1);
        }
    }
    progress.finish_and_clear();
    summary.seconds = start.elapsed().as_secs_f64();
    match options.format {
        Format::Table => report.summary(out, &summary)?,
        Format::Csv | Format::Jsonl => report.summary(log, &summary)?,
    }
    out.flush()?;
    Ok(summary)
}
