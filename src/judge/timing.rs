//! Where the last judgement of a thread spent its time, in four parts: the first judgement's
//! playouts and the steps after them, and, when the judgement was made again, the sharpened
//! judgement's (`judge_times --parts` sums them over a list of records). A few readings of the
//! clock a judgement (two around each judgement, two around each reading of the playouts), and
//! no answer depends on them.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// The time of the last judgement of this thread (the last `judge_with_seed`, or of the
/// judgements `judge_in_play` makes, the last), by part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JudgementParts {
    /// The first judgement's playouts (both readings, when a race took a kept block).
    pub first_playouts: Duration,
    /// The rest of the first judgement: the races, the counts, the proofs, the sides read again.
    pub first_steps: Duration,
    /// The sharpened judgement's playouts: zero when the judgement was not made again.
    pub sharpened_playouts: Duration,
    /// The rest of the sharpened judgement.
    pub sharpened_steps: Duration,
}

const NONE: JudgementParts = JudgementParts {
    first_playouts: Duration::ZERO,
    first_steps: Duration::ZERO,
    sharpened_playouts: Duration::ZERO,
    sharpened_steps: Duration::ZERO,
};

thread_local! {
    static PARTS: Cell<JudgementParts> = const { Cell::new(NONE) };
}

/// The parts of the last judgement this thread made (all zero before its first).
pub fn last_judgement_parts() -> JudgementParts {
    PARTS.with(Cell::get)
}

/// A judgement starts: its parts from zero.
pub(super) fn start() {
    PARTS.with(|parts| parts.set(NONE));
}

/// `read`, a reading of the playouts in the sharpened judgement or the first, timed.
pub(super) fn playouts<T>(sharpened: bool, read: impl FnOnce() -> T) -> T {
    let clock = Instant::now();
    let read = read();
    let time = clock.elapsed();
    PARTS.with(|parts| {
        let mut p = parts.get();
        if sharpened {
            p.sharpened_playouts += time;
        } else {
            p.first_playouts += time;
        }
        parts.set(p);
    });
    read
}

/// `judge`, the sharpened judgement or the first, timed: its steps are what its playouts
/// ([`playouts`]) did not take.
pub(super) fn judgement<T>(sharpened: bool, judge: impl FnOnce() -> T) -> T {
    let clock = Instant::now();
    let judged = judge();
    let time = clock.elapsed();
    PARTS.with(|parts| {
        let mut p = parts.get();
        if sharpened {
            p.sharpened_steps = time.saturating_sub(p.sharpened_playouts);
        } else {
            p.first_steps = time.saturating_sub(p.first_playouts);
        }
        parts.set(p);
    });
    judged
}
