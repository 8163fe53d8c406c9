//! Where the last judgement of a thread spent its time, in four parts: the first judgement's
//! playouts and the steps after them, and, when the judgement was made again, the sharpened
//! judgement's (`judge_times --parts` sums them over a list of records); and step by step
//! (`judge_times --steps`). A few readings of the clock a judgement (two around each judgement
//! and each reading of the playouts, one after each step), and no answer depends on them.

use std::cell::{Cell, RefCell};
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

/// One step of a judgement, timed: its name (the step's function, as the trace log names
/// it), whether it was the sharpened judgement's, and the time from the step before (or from
/// the playouts' reading) to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepTime {
    pub step: &'static str,
    pub sharpened: bool,
    pub time: Duration,
}

thread_local! {
    static PARTS: Cell<JudgementParts> = const { Cell::new(NONE) };
    static STEPS: RefCell<Vec<StepTime>> = const { RefCell::new(Vec::new()) };
    /// When the step under way began.
    static STEP_BEGAN: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// The steps of the last judgement this thread made, in the order they ran (empty before
/// its first).
pub fn last_judgement_steps() -> Vec<StepTime> {
    STEPS.with(|steps| steps.borrow().clone())
}

/// The steps after a reading of the playouts begin: the first step's time counts from here.
pub(super) fn steps_begin() {
    STEP_BEGAN.with(|began| began.set(Some(Instant::now())));
}

/// The step `step` (of the sharpened judgement or the first) has ended: its time is the
/// clock's since the step before it ended (or since [`steps_begin`]).
pub(super) fn step_done(sharpened: bool, step: &'static str) {
    let now = Instant::now();
    let began = STEP_BEGAN.with(|began| began.replace(Some(now)));
    let time = began.map_or(Duration::ZERO, |b| now.duration_since(b));
    STEPS.with(|steps| {
        steps.borrow_mut().push(StepTime {
            step,
            sharpened,
            time,
        })
    });
}

/// The parts of the last judgement this thread made (all zero before its first).
pub fn last_judgement_parts() -> JudgementParts {
    PARTS.with(Cell::get)
}

/// A judgement starts: its parts from zero.
pub(super) fn start() {
    PARTS.with(|parts| parts.set(NONE));
    STEPS.with(|steps| steps.borrow_mut().clear());
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
