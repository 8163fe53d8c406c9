//! A worker's part: one unit scored, its rows handed to the writer a few at a time. A file is
//! read here; bytes that turn out packed are unpacked here too.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::record::{score_games_after, unreadable_row};
use super::units::{member_shown, Work};
use super::{FileEnd, Options, Row, MAX_FILE_BYTES};
use crate::archive::{sniff, unpack_seekable, Found, Kind};
use crate::sgf::{read_record_bytes, record_text};

thread_local! {
    /// The bytes of the file a worker reads, in a buffer it reuses from file to file.
    static READ_BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// What a worker hands the writer for one unit: its rows, a few at a time, then its last rows
/// with how it ended (one message, so a small file wakes the writer once).
pub(super) enum Message {
    Rows(Vec<Row>),
    End(Vec<Row>, FileEnd),
}

/// Rows a worker gathers before handing them on: a message (and a wake-up of the writer) per
/// batch, not per row; a batch goes early once its first row has waited [`BATCH_WAIT`].
const BATCH_ROWS: usize = 256;
const BATCH_WAIT: Duration = Duration::from_millis(20);

/// Scores one unit, handing its rows on; stops early when the run is cancelled or the writer
/// has gone.
pub(super) fn score_unit(
    work: Work,
    shown: &str,
    options: &Options,
    cancel: &AtomicBool,
    to_writer: Sender<Message>,
) {
    if cancel.load(Ordering::Relaxed) {
        return;
    }
    let mut batch: Vec<Row> = Vec::new();
    let mut since = Instant::now();
    let mut emit = |row| {
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
    };
    let scored = match work {
        Work::File(path) => READ_BUFFER.with_borrow_mut(|bytes| {
            match read_record_bytes(&path, bytes) {
                Ok(()) => Ok(score_bytes(shown, bytes, (0, 0), options, &mut emit)),
                // the reason names the path lossily: name it as the row does
                Err(reason) => Err(reason.replace(&path.display().to_string(), shown)),
            }
        }),
        Work::Bytes {
            bytes,
            games_before,
            offset,
        } => bytes
            .map(|bytes| score_bytes(shown, &bytes, (games_before, offset), options, &mut emit)),
    };
    let end = scored.unwrap_or_else(|reason| {
        batch.push(unreadable_row(shown, 0, format!("cannot read: {reason}")));
        FileEnd {
            readable: false,
            annotated: None,
        }
    });
    let _ = to_writer.send(Message::End(batch, end));
}

/// Scores a record's bytes (placed after `games before` games and `offset` bytes of their
/// text); bytes that turn out packed (a `.sgf` file that is gzip after all) are unpacked here,
/// their records scored one after the other and their copies joined.
fn score_bytes(
    shown: &str,
    bytes: &[u8],
    (games_before, offset): (usize, usize),
    options: &Options,
    emit: &mut dyn FnMut(Row) -> bool,
) -> FileEnd {
    let kind = sniff(bytes);
    if kind == Kind::Record {
        let text = record_text(bytes);
        return score_games_after(shown, &text, games_before, offset, options, emit);
    }
    let mut end = FileEnd {
        readable: false,
        annotated: options.annotate.then(String::new),
    };
    let mut visit = |found: Found| {
        let Found::Member(member) = found else {
            return true;
        };
        let name = member_shown(shown, &member.name);
        let member_end = member.record().map(|bytes| {
            let text = record_text(&bytes);
            score_games_after(&name, &text, 0, 0, options, emit)
        });
        match member_end {
            Ok(member_end) => {
                end.readable |= member_end.readable;
                if let (Some(all), Some(copy)) = (end.annotated.as_mut(), member_end.annotated) {
                    all.push_str(&copy);
                }
                true
            }
            Err(reason) => emit(unreadable_row(&name, 0, format!("cannot read: {reason}"))),
        }
    };
    let unpacked = unpack_seekable(
        std::io::Cursor::new(bytes),
        kind,
        MAX_FILE_BYTES,
        &mut visit,
    );
    if let Err(reason) = unpacked {
        emit(unreadable_row(shown, 0, format!("cannot read: {reason}")));
    }
    end
}
