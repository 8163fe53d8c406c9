//! Records: one scored by the batch scorer's own path for a game (`score_record`), or many by
//! the batch scorer itself (`score_stream`), its JSON lines handed to Python as they are
//! written.

use std::collections::VecDeque;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Mutex;
use std::thread::JoinHandle;

use pyo3::exceptions::{PyOSError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use tenuki_gtp::archive::read_record_or_advise;
use tenuki_gtp::batch::{
    collect_inputs, no_record_found, run_with_progress, score_games_seen, Agreement, DeadStones,
    Format, Game, Options, Row, Summary,
};
use tenuki_gtp::judge::SEED;
use tenuki_gtp::scoring::Outcome;

use crate::board::Board;
use crate::scored::score_fields;
use crate::{komi_arg, rules_arg, SgfError};

/// Where the dead stones come from, by the command line's name.
fn dead_arg(name: &str) -> PyResult<DeadStones> {
    DeadStones::from_name(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "dead={name:?}: expected \"judge\", \"markup\", \"none\" or \"auto\""
        ))
    })
}

/// The options of a run, as the command line makes them from its flags.
fn options(dead: &str, rules: Option<&str>, komi: Option<f64>, jobs: usize) -> PyResult<Options> {
    Ok(Options {
        rules: rules_arg(rules)?,
        komi: komi_arg(komi)?,
        dead: dead_arg(dead)?,
        jobs,
        format: Format::Jsonl,
        annotate: false,
        seed: SEED,
        describe: false,
        describe_teire: false,
    })
}

/// A row as the dict of its JSON line (`score --format jsonl`): the same keys and values.
fn row_dict<'py>(py: Python<'py>, row: &Row) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("file", &row.file)?;
    d.set_item("game", row.game)?;
    d.set_item(
        "size",
        row.size
            .map(|(w, h)| format!("{w}x{h}"))
            .unwrap_or_default(),
    )?;
    d.set_item("rules", row.rules)?;
    d.set_item("komi", row.komi)?;
    d.set_item("recorded", &row.recorded)?;
    d.set_item(
        "result",
        row.result
            .map(|m| Outcome(m).to_string())
            .unwrap_or_default(),
    )?;
    d.set_item("agreement", row.agreement.name())?;
    d.set_item("difference", row.difference)?;
    d.set_item("dead", row.dead_from)?;
    d.set_item("note", &row.note)?;
    Ok(d)
}

/// Scores game `game` (1 = the first) of a record, given as its `text` or the `path` of its
/// file (plain or packed with one record in it), and named `file` in its row. Returns a dict:
/// `row` (the command line's row), `fields` (those of `tenuki.Score`), `board`, `recorded`,
/// `dead_from`.
///
/// Raises `SgfError` when the record or the game cannot be read, `OSError` when the file
/// cannot be opened.
#[pyfunction]
#[pyo3(signature = (text, path, file, dead="judge", rules=None, komi=None, game=1))]
#[allow(clippy::too_many_arguments)]
pub fn score_record<'py>(
    py: Python<'py>,
    text: Option<String>,
    path: Option<PathBuf>,
    file: &str,
    dead: &str,
    rules: Option<&str>,
    komi: Option<f64>,
    game: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let options = options(dead, rules, komi, 1)?;
    let text = match (text, path) {
        (Some(text), _) => text,
        (None, Some(path)) => read_file(&path)?,
        (None, None) => return Err(PyValueError::new_err("no record given")),
    };
    if game == 0 {
        return Err(PyValueError::new_err("games are numbered from 1"));
    }
    // the batch scorer's own path for the games of one record, stopped at the one asked for
    let mut found: Option<PyResult<Bound<'py, PyDict>>> = None;
    score_games_seen(file, &text, 0, 0, &options, &mut |row, scored| {
        if row.game == game || row.game == 0 {
            found = Some(game_dict(py, &row, scored));
            return false;
        }
        true
    });
    found.unwrap_or_else(|| {
        Err(SgfError::new_err(format!(
            "{file}: no game {game} in the record"
        )))
    })
}

/// The file's text as `loadsgf` reads it: plain, or unpacked when it holds one record (an
/// archive of more says to score it with `tenuki.score_many`).
fn read_file(path: &Path) -> PyResult<String> {
    if let Err(e) = std::fs::metadata(path) {
        return Err(os_error(&e, path));
    }
    read_record_or_advise(path, "`tenuki.score_many`").map_err(SgfError::new_err)
}

/// A file that cannot be opened as Python's own `open` says it: an `OSError` (the subclass
/// its errno names, `FileNotFoundError` for a missing file) with `errno`, `strerror` and
/// `filename` set.
fn os_error(e: &std::io::Error, path: &Path) -> PyErr {
    let text = e.to_string();
    match e.raw_os_error() {
        Some(errno) => {
            // Rust's message ends in " (os error N)", which Python's does not
            let strerror = text.split(" (os error").next().unwrap_or(&text).to_string();
            PyOSError::new_err((errno, strerror, path.as_os_str().to_os_string()))
        }
        None => PyOSError::new_err(format!("{}: {text}", path.display())),
    }
}

/// The dict [`score_record`] returns for a row and the game scored (none: an error row).
fn game_dict<'py>(
    py: Python<'py>,
    row: &Row,
    scored: Option<&Game>,
) -> PyResult<Bound<'py, PyDict>> {
    let scored = match (row.agreement, scored) {
        (Agreement::Error, _) | (_, None) => {
            let at = if row.game == 0 {
                String::new()
            } else {
                format!(" (game {})", row.game)
            };
            return Err(SgfError::new_err(format!("{}{at}: {}", row.file, row.note)));
        }
        (_, Some(scored)) => scored,
    };
    let (fields, tally) = score_fields(py, &scored.board, &scored.dead, &scored.settings)?;
    if tally != scored.tally {
        return Err(PyRuntimeError::new_err(
            "the count read twice gave two answers (a bug: please report it)",
        ));
    }
    let out = PyDict::new(py);
    out.set_item("row", row_dict(py, row)?)?;
    out.set_item("fields", fields)?;
    out.set_item(
        "board",
        Board::from_game(
            scored.board.clone(),
            &scored.settings,
            scored.player_to_move,
        ),
    )?;
    out.set_item("recorded", scored.recorded.clone())?;
    out.set_item("dead_from", scored.dead_from)?;
    out.set_item("reading_notes", scored.reading_notes().join("; "))?;
    Ok(out)
}

/// What the batch scorer writes goes to Python a batch of whole lines at a time.
struct LineSink {
    to_python: SyncSender<Vec<String>>,
    partial: Vec<u8>,
}

impl Write for LineSink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.partial.extend_from_slice(bytes);
        if let Some(end) = self.partial.iter().rposition(|&b| b == b'\n') {
            let whole: Vec<u8> = self.partial.drain(..=end).collect();
            let lines = String::from_utf8_lossy(&whole)
                .lines()
                .map(str::to_string)
                .collect();
            self.to_python.send(lines).map_err(|_| {
                std::io::Error::new(std::io::ErrorKind::BrokenPipe, "the reader has gone")
            })?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The JSON lines of a run of the batch scorer, one row per game, in input order: an iterator
/// whose waits release the GIL. Its `summary` is the run's counts once it has ended.
#[pyclass(module = "tenuki")]
pub struct RowStream {
    rows: Mutex<Option<Receiver<Vec<String>>>>,
    pending: Mutex<VecDeque<String>>,
    run: Mutex<Option<JoinHandle<std::io::Result<Summary>>>>,
    summary: Mutex<Option<Summary>>,
    /// What the command line says of the folders among the inputs with nothing to score in
    /// them (None when there are none).
    #[pyo3(get)]
    empty_folders: Option<String>,
}

/// A lock whose holder panicked is still good here: the data are plain.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[pymethods]
impl RowStream {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next row's JSON line; `None` (StopIteration) after the last.
    fn __next__(&self, py: Python<'_>) -> PyResult<Option<String>> {
        if let Some(line) = lock(&self.pending).pop_front() {
            return Ok(Some(line));
        }
        loop {
            let received = py.detach(|| lock(&self.rows).as_ref().map(|rx| rx.recv()));
            match received {
                Some(Ok(lines)) => {
                    let mut pending = lock(&self.pending);
                    pending.extend(lines);
                    if let Some(line) = pending.pop_front() {
                        return Ok(Some(line));
                    }
                }
                Some(Err(_)) => {
                    // the run has ended: its summary, or why it stopped
                    *lock(&self.rows) = None;
                    self.finish(py)?;
                    return Ok(None);
                }
                None => return Ok(None),
            }
        }
    }

    /// The run's counts once every row is out (`None` before): files, unreadable, games,
    /// scored, agree, disagree, no_result, no_re, game_errors, seconds.
    #[getter]
    fn summary<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let summary = lock(&self.summary);
        let Some(s) = summary.as_ref() else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        d.set_item("files", s.files)?;
        d.set_item("unreadable", s.unreadable)?;
        d.set_item("games", s.games)?;
        d.set_item("scored", s.scored)?;
        d.set_item("agree", s.agree)?;
        d.set_item("disagree", s.disagree)?;
        d.set_item("no_result", s.no_result)?;
        d.set_item("no_re", s.no_re)?;
        d.set_item("game_errors", s.game_errors)?;
        d.set_item("seconds", s.seconds)?;
        Ok(Some(d))
    }
}

impl RowStream {
    fn finish(&self, py: Python<'_>) -> PyResult<()> {
        let Some(run) = lock(&self.run).take() else {
            return Ok(());
        };
        match py.detach(|| run.join()) {
            Ok(Ok(summary)) => {
                *lock(&self.summary) = Some(summary);
                Ok(())
            }
            Ok(Err(e)) => Err(e.into()),
            Err(panic) => {
                let what = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                Err(PyRuntimeError::new_err(format!(
                    "the batch scorer panicked: {what} (a bug: please report it)"
                )))
            }
        }
    }
}

/// Starts the batch scorer on `paths` (files, folders, archives, as `tenuki-gtp score` takes
/// them) on a thread of its own, and returns the stream of its JSON lines. `jobs` 0 = one
/// thread per core; `bar` shows the command line's progress bar on standard error.
#[pyfunction]
#[pyo3(signature = (paths, dead="judge", rules=None, komi=None, jobs=0, bar=false))]
pub fn score_stream(
    paths: Vec<PathBuf>,
    dead: &str,
    rules: Option<&str>,
    komi: Option<f64>,
    jobs: usize,
    bar: bool,
) -> PyResult<RowStream> {
    let options = options(dead, rules, komi, jobs)?;
    let collected = collect_inputs(&paths);
    let empty_folders =
        (!collected.empty_folders.is_empty()).then(|| no_record_found(&collected.empty_folders));
    let inputs = collected.inputs;
    // nothing to score at all: said at once, as the command line stops there
    if let (true, Some(why)) = (inputs.is_empty(), &empty_folders) {
        return Err(PyValueError::new_err(why.clone()));
    }
    let (to_python, rows) = sync_channel(64);
    let run = std::thread::Builder::new()
        .name("tenuki-score".into())
        .spawn(move || {
            let mut out = LineSink {
                to_python,
                partial: Vec::new(),
            };
            // the summary is returned, not written: its text goes nowhere
            let mut log = std::io::sink();
            if inputs.is_empty() {
                return Ok(Summary::default());
            }
            let summary = run_with_progress(&inputs, &options, None, &mut out, &mut log, bar);
            // a last line without its line break (none is expected)
            if !out.partial.is_empty() {
                out.write_all(b"\n")?;
            }
            summary
        })?;
    Ok(RowStream {
        rows: Mutex::new(Some(rows)),
        pending: Mutex::new(VecDeque::new()),
        run: Mutex::new(Some(run)),
        summary: Mutex::new(None),
        empty_folders,
    })
}
