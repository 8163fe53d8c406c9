//! Playouts played ahead: once a first reading of the playouts has stopped, a thread of its own
//! goes on playing the playouts a sharpened reading from the same start would play next (the
//! same random numbers, from where the first reading left them), while the judgement's steps
//! read the first reading's calls. When the judgement is made again (a call hung on a line),
//! its sharpened reading takes those playouts as they come instead of playing them itself;
//! when it is not, the thread is told to stop and its playouts are thrown away. The answers
//! are the same either way: the playouts are the same games, tallied in the same order.
//!
//! The slow judgements are the ones made again, and their sharpened playouts were the longest
//! part of them (kgs6d: 7.6 ms of the 15.8 ms, on average, of the 86 judgements over 10 ms),
//! played after the first judgement's steps (4.0 ms of them). Played ahead, on the second
//! core, they overlap. Only where the judgement has the machine to itself: on a thread of a
//! pool (a batch's worker, one record a thread) the other core is busy with a record of its
//! own, and the playouts are played in turn as before.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::{Arc, OnceLock};

use crate::board::points::Points;
use crate::judge::light_board::{PlayoutBoard, BLACK, WHITE};
use crate::judge::playout::Rng;
use crate::judge::{LINE_PLAYOUTS, PLAYOUTS};

/// One playout played ahead: its number in the reading, the moves it played, the owner of
/// each stone's point at its end (in the reading's order of stones), and the random numbers
/// as it left them (the next playout's).
pub(super) struct PlayedAhead {
    number: usize,
    pub(super) moves: usize,
    pub(super) owners: Vec<u8>,
    pub(super) rng: Rng,
}

/// The playouts the thread plays ahead of a sharpened reading, as they come; the thread stops
/// playing them when this is dropped.
pub(super) struct Ahead {
    ends: Receiver<PlayedAhead>,
    stop: Arc<AtomicBool>,
    /// How many of the reading's playouts the thread has begun (its numbers below this).
    begun: Arc<AtomicUsize>,
}

impl Ahead {
    /// Playout `number`, when the thread has played it or is playing it (waiting for it then);
    /// `None` when it has not begun it (busy with another reading's, or stopped by its limits,
    /// which are the reading's own): the reading plays it itself, and the thread stops. Never
    /// slower than playing it here but for a playout the thread has under way.
    pub(super) fn take(&self, number: usize) -> Option<PlayedAhead> {
        loop {
            let end = match self.ends.try_recv() {
                Ok(end) => end,
                Err(TryRecvError::Empty) if self.begun.load(Ordering::Acquire) > number => {
                    self.ends.recv().ok()?
                }
                Err(_) => {
                    self.stop();
                    return None;
                }
            };
            if end.number == number {
                return Some(end);
            }
        }
    }

    /// Tells the thread to stop after the playout under way: those played so far stay to be
    /// taken.
    pub(super) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for Ahead {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Where a first reading stopped, for the playouts after it.
pub(super) struct Stopped<'a> {
    pub(super) template: &'a PlayoutBoard,
    pub(super) forbidden: &'a Points<bool>,
    pub(super) stones: &'a [(usize, u8)],
    pub(super) rng: &'a Rng,
    pub(super) played: usize,
    pub(super) moves: usize,
    pub(super) budget: usize,
    pub(super) max_moves: usize,
}

/// A reading's playouts to play ahead, for the thread.
type Job = Box<dyn FnOnce() + Send>;

/// The thread that plays ahead, one for the process, started at its first job (a thread
/// started for each judgement would begin on its parent's core and share it for a while).
fn thread_ahead() -> Option<&'static Sender<Job>> {
    static THREAD: OnceLock<Option<Sender<Job>>> = OnceLock::new();
    THREAD
        .get_or_init(|| {
            let (jobs, to_do) = channel::<Job>();
            std::thread::Builder::new()
                .name("playouts-ahead".into())
                .spawn(move || {
                    for job in to_do {
                        job();
                    }
                })
                .ok()
                .map(|_| jobs)
        })
        .as_ref()
}

/// Has the thread play the playouts after `stopped` (up to [`LINE_PLAYOUTS`], within the
/// move budget: the most a sharpened reading plays), when a judgement made again is likely
/// and the judgement has the machine to itself: the first reading went on past its first
/// looks (to [`PLAYOUTS`]: a stone it left open), and this thread is no pool's worker.
pub(super) fn play_ahead(stopped: Stopped) -> Option<Ahead> {
    if stopped.played < PLAYOUTS || rayon::current_thread_index().is_some() {
        return None;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let begun = Arc::new(AtomicUsize::new(0));
    let (sender, ends) = channel();
    let mut board = stopped.template.clone();
    let template = stopped.template.clone();
    let forbidden = stopped.forbidden.clone();
    let stones = stopped.stones.to_vec();
    let mut rng = stopped.rng.clone();
    let (mut played, mut moves) = (stopped.played, stopped.moves);
    let (budget, max_moves) = (stopped.budget, stopped.max_moves);
    let (stopping, beginning) = (Arc::clone(&stop), Arc::clone(&begun));
    let job: Job = Box::new(move || {
        // the sharpened reading's own limits (`play_out`'s loop)
        while played < LINE_PLAYOUTS
            && (moves < budget || played < 2)
            && !stopping.load(Ordering::Relaxed)
        {
            beginning.store(played + 1, Ordering::Release);
            board.clone_from(&template);
            let first = if played.is_multiple_of(2) {
                BLACK
            } else {
                WHITE
            };
            let m = board.play_out(first, &forbidden, max_moves, &mut rng);
            let owners = stones.iter().map(|&(p, _)| board.owner(p)).collect();
            let end = PlayedAhead {
                number: played,
                moves: m,
                owners,
                rng: rng.clone(),
            };
            played += 1;
            moves += m;
            if sender.send(end).is_err() {
                break;
            }
        }
    });
    thread_ahead()?.send(job).ok()?;
    Some(Ahead { ends, stop, begun })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_playouts_played_ahead_are_those_the_reading_would_play() {
        // two lone stones on an open board: the playouts disagree on them
        let rows = [".......", ".x.....", ".......", "...o...", "......."];
        let template = PlayoutBoard::from_rows(&rows);
        let forbidden = Points::new(template.color.len());
        let stones: Vec<(usize, u8)> = (0..template.color.len())
            .filter(|&p| matches!(template.color[p], BLACK | WHITE))
            .map(|p| (p, template.color[p]))
            .collect();
        let (max_moves, played) = (200, PLAYOUTS);
        let mut rng = Rng::new(5);
        let ahead = play_ahead(Stopped {
            template: &template,
            forbidden: &forbidden,
            stones: &stones,
            rng: &rng,
            played,
            moves: 0,
            budget: 100_000,
            max_moves,
        })
        .expect("a test's thread is no pool's worker");
        // the thread's first job: it may start late; wait till it is past the ten read here
        // (a reading that does not wait plays them itself)
        while ahead.begun.load(Ordering::Acquire) <= played + 10 {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let mut board = template.clone();
        for number in played..played + 10 {
            board.clone_from(&template);
            let first = if number % 2 == 0 { BLACK } else { WHITE };
            let moves = board.play_out(first, &forbidden, max_moves, &mut rng);
            let owners: Vec<u8> = stones.iter().map(|&(p, _)| board.owner(p)).collect();
            let mut end = ahead.take(number).expect("played ahead or under way");
            assert_eq!(
                (end.moves, &end.owners),
                (moves, &owners),
                "playout {number}"
            );
            assert_eq!(end.rng.next(), rng.clone().next(), "playout {number}");
        }
    }

    #[test]
    fn no_playout_is_played_ahead_on_a_pools_thread() {
        let template = PlayoutBoard::from_rows(&["x.o", "...", "o.x"]);
        let forbidden = Points::new(template.color.len());
        let rng = Rng::new(1);
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build();
        let pool = pool.expect("a pool");
        let started = pool.install(|| {
            play_ahead(Stopped {
                template: &template,
                forbidden: &forbidden,
                stones: &[],
                rng: &rng,
                played: PLAYOUTS,
                moves: 0,
                budget: 100_000,
                max_moves: 30,
            })
            .is_some()
        });
        assert!(!started);
    }
}
