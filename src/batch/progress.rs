//! The progress bar on a terminal, and the writes of rows that must not mix with it.

use std::io::Write;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long, and how far, before the time left is shown: earlier guesses swing wildly.
const ETA_AFTER: Duration = Duration::from_secs(3);
const ETA_AFTER_SHARE: f64 = 0.05;

/// A bar of files done on standard error when it is a terminal; nothing otherwise. When
/// archives are among the inputs, the number of records is not known ahead: the bar then
/// counts the records done, with no length.
pub(super) struct Progress {
    bar: ProgressBar,
    visible: bool,
    eta_shown: bool,
    start: Instant,
}

impl Progress {
    pub(super) fn new(files: Option<usize>, visible: bool) -> Progress {
        let bar = if visible {
            let bar = ProgressBar::with_draw_target(
                files.map(|n| n as u64),
                ProgressDrawTarget::stderr(),
            );
            match files {
                Some(_) => set_template(&bar, "{bar:30} {pos}/{len} files, {elapsed}"),
                None => set_template(&bar, "{spinner} {pos} records, {elapsed}"),
            }
            bar
        } else {
            ProgressBar::hidden()
        };
        Progress {
            bar,
            visible,
            eta_shown: false,
            start: Instant::now(),
        }
    }

    /// One more file done; the time left joins the bar once it can be trusted.
    pub(super) fn inc(&mut self) {
        self.bar.inc(1);
        let share = self
            .bar
            .length()
            .map_or(0.0, |len| self.bar.position() as f64 / len.max(1) as f64);
        if self.visible
            && self.bar.length().is_some()
            && !self.eta_shown
            && self.start.elapsed() >= ETA_AFTER
            && share >= ETA_AFTER_SHARE
        {
            set_template(
                &self.bar,
                "{bar:30} {pos}/{len} files, {elapsed}, eta {eta}",
            );
            self.eta_shown = true;
        }
    }

    /// Writes `bytes` to `out` and flushes it, the bar cleared first and drawn again after, so
    /// no row is printed over it.
    pub(super) fn write(&self, out: &mut dyn Write, bytes: &[u8]) -> std::io::Result<()> {
        if bytes.is_empty() {
            return Ok(());
        }
        let mut write = || {
            out.write_all(bytes)?;
            out.flush()
        };
        if self.visible {
            self.bar.suspend(write)
        } else {
            write()
        }
    }

    /// True when the bar is drawn (standard error is a terminal).
    pub(super) fn is_visible(&self) -> bool {
        self.visible
    }

    pub(super) fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

fn set_template(bar: &ProgressBar, template: &str) {
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style);
    }
}
