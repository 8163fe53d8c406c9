//! Writing the rows of a chunk of files in input order as the workers hand them on, counting
//! them for the summary, and writing the annotated copies.

use std::io::Write;
use std::path::Path;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use super::output::Report;
use super::progress::Progress;
use super::units::Label;
use super::{FileEnd, Message, RowSink, Summary};

/// Writes the rows of a chunk of files in input order, counting them.
pub(super) struct RowWriter<'a, 's> {
    out: &'a mut dyn Write,
    report: &'a Report,
    progress: &'a mut Progress,
    /// Rows not yet written out.
    pending: Vec<u8>,
    pub(super) summary: Summary,
    annotate_dir: Option<&'a Path>,
    /// The annotated copies written in this run.
    copies: std::collections::HashSet<std::path::PathBuf>,
    last_write: Instant,
    /// Where the rows go besides (the `--html` page).
    sink: Option<&'a mut (dyn RowSink + 's)>,
}

/// Least time between two writes of rows to a terminal.
const TERMINAL_PAUSE: Duration = Duration::from_millis(50);

/// Least time between two writes of rows to a pipe or a file.
const PIPE_PAUSE: Duration = Duration::from_millis(10);

/// Rows gathered before they are written out even when more keep coming.
const PENDING_BYTES: usize = 64 << 10;

/// Longest the writer sleeps at a time while rows wait: short enough that the workers, a
/// chunk ahead at most, never wait for it (a chunk of small records takes a few
/// milliseconds), long enough that it wakes far less often than files end.
const NAP: Duration = Duration::from_millis(1);

impl<'a, 's> RowWriter<'a, 's> {
    /// A writer of rows to `out`, the header written first.
    pub(super) fn new(
        out: &'a mut dyn Write,
        report: &'a Report,
        progress: &'a mut Progress,
        annotate_dir: Option<&'a Path>,
        sink: Option<&'a mut (dyn RowSink + 's)>,
    ) -> std::io::Result<RowWriter<'a, 's>> {
        let mut pending = Vec::new();
        report.header(&mut pending)?;
        Ok(RowWriter {
            out,
            report,
            progress,
            pending,
            summary: Summary::default(),
            annotate_dir,
            copies: std::collections::HashSet::new(),
            last_write: Instant::now(),
            sink,
        })
    }

    /// Writes the rows of a chunk's files in order as they come. With nothing pending it
    /// waits on the channel of the file at the head until that file's worker sends rows or
    /// ends; with rows pending, it takes what has come and otherwise naps ([`NAP`]) until
    /// they are due to leave ([`PIPE_PAUSE`] after the last write, [`TERMINAL_PAUSE`] on a
    /// terminal, where each write clears and draws the bar again): the workers' messages then
    /// wake nobody (a wake-up per file cost a tenth of a batch of small records).
    pub(super) fn write_rows(
        &mut self,
        chunk: &[Label],
        receivers: Vec<Receiver<Message>>,
    ) -> std::io::Result<()> {
        for (label, from_worker) in chunk.iter().zip(receivers) {
            loop {
                let message = if self.pending.is_empty() {
                    match from_worker.recv() {
                        Ok(message) => message,
                        // the worker stopped (a cancelled run): nothing more will come
                        Err(_) => break,
                    }
                } else {
                    match from_worker.try_recv() {
                        Ok(message) => message,
                        Err(TryRecvError::Empty) => {
                            let due = self.pause().saturating_sub(self.last_write.elapsed());
                            if due.is_zero() {
                                self.flush()?;
                            } else {
                                std::thread::sleep(due.min(NAP));
                            }
                            continue;
                        }
                        Err(TryRecvError::Disconnected) => break,
                    }
                };
                let (rows, end) = match message {
                    Message::Rows(rows) => (rows, None),
                    Message::End(rows, end) => (rows, Some(end)),
                };
                let copy = self.annotate_dir.map(|dir| dir.join(&label.copy));
                for row in &rows {
                    self.summary.count(row);
                    self.report.row(&mut self.pending, row)?;
                    if let Some(sink) = self.sink.as_mut() {
                        sink.row(row, copy.as_deref())?;
                    }
                }
                if self.pending.len() >= PENDING_BYTES || self.last_write.elapsed() >= self.pause()
                {
                    self.flush()?;
                }
                if let Some(end) = end {
                    self.end_file(label, end)?;
                    break;
                }
            }
        }
        Ok(())
    }

    /// Least time between two writes of rows.
    fn pause(&self) -> Duration {
        if self.progress.is_visible() {
            TERMINAL_PAUSE
        } else {
            PIPE_PAUSE
        }
    }

    /// A unit's rows are out: it is counted (a piece of standard input after the first is
    /// no file of its own) and its annotated copy written (a piece's added to the copy of the
    /// pieces before; a copy whose path an earlier unit of the run took is not written, with a
    /// note: two members of the same name).
    fn end_file(&mut self, label: &Label, end: FileEnd) -> std::io::Result<()> {
        if !label.continued {
            self.summary.files += 1;
            if !end.readable {
                self.summary.unreadable += 1;
            }
            self.progress.inc();
        }
        if let (Some(dir), Some(text)) = (self.annotate_dir, &end.annotated) {
            let path = dir.join(&label.copy);
            if label.continued {
                use std::io::Write;
                let mut file = std::fs::OpenOptions::new()
                    .append(true)
                    .create(true)
                    .open(&path)?;
                file.write_all(text.as_bytes())?;
            } else if !self.copies.insert(path.clone()) {
                log::warn!(
                    "{}: its annotated copy {} was written for an earlier record: not written",
                    label.shown,
                    path.display()
                );
            } else {
                if let Some(parent) = path.parent() {
                    std::fs::create_dir_all(parent)?;
                }
                crate::sgf::write_record(&path, text).map_err(std::io::Error::other)?;
            }
        }
        Ok(())
    }

    pub(super) fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.progress.write(self.out, &self.pending)?;
            self.pending.clear();
            self.last_write = Instant::now();
        }
        Ok(())
    }
}
