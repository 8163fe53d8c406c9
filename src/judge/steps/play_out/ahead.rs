//! Playouts played side by side: while a reading of the playouts plays its playouts, a thread
//! of its own plays the next ones not yet taken; when a sharpened reading from the same start
//! is likely, it goes on after the reading has stopped, while the judgement's steps read the
//! first reading's calls. When the judgement is made again (a call hung on a line), its
//! sharpened reading takes those playouts as they come, and the two threads share the rest;
//! when it is not, the thread is told to stop and its playouts are thrown away. The answers
//! are the same either way: every playout draws its random numbers from the seed and its own
//! number ([`own_rng`]), so each is the same game whoever plays it, and the reading tallies
//! them in their order.
//!
//! Until 2026-12-04 a reading's first 128 playouts (all a first reading plays) drew theirs one
//! after the other from one stream, and only one thread at a time could play them: the first
//! readings, three fifths of the judge's time on kgs6d, ran on one core, and the thread began
//! only at a first reading's last look. Drawn by their numbers, they are shared from the first
//! playout on (kgs6d judged one record at a time: 8.7 s -> 6.4 s; see `docs/performance.md`).
//! Only where the judgement has the machine to itself: on a thread of a pool (a batch's worker,
//! one record a thread) the other core is busy with a record of its own, and the reading plays
//! every playout itself.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::{Arc, OnceLock};

use crate::board::points::Points;
use crate::judge::light_board::{PlayoutBoard, BLACK, WHITE};
use crate::judge::playout::Rng;
use crate::judge::LINE_PLAYOUTS;

use super::apart;

/// The random numbers of the playout numbered `number` of a reading seeded `seed`: the seed
/// mixed with the number (an odd constant times it, SplitMix64's way of spreading nearby
/// numbers apart).
pub(super) fn own_rng(seed: u64, number: usize) -> Rng {
    Rng::new(seed ^ (number as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03))
}

/// Plays the playout numbered `number` of a reading seeded `seed` on `board` (reset to
/// `template` first), Black first in the even-numbered; returns its moves. Every thread plays
/// a reading's playouts through this: the same number, the same game.
pub(super) fn play_numbered(
    board: &mut PlayoutBoard,
    template: &PlayoutBoard,
    forbidden: &Points<bool>,
    max_moves: usize,
    seed: u64,
    number: usize,
) -> usize {
    board.clone_from(template);
    let first = if number.is_multiple_of(2) {
        BLACK
    } else {
        WHITE
    };
    board.play_out(first, forbidden, max_moves, &mut own_rng(seed, number))
}

/// One playout played: its number in the reading, the moves it played, and the owner of each
/// stone's point at its end (in the reading's order of stones).
pub(super) struct PlayedAhead {
    number: usize,
    pub(super) moves: usize,
    pub(super) owners: Vec<u8>,
}

/// What every playout of a reading plays from, owned: the thread's copy.
struct Playing {
    template: PlayoutBoard,
    forbidden: Points<bool>,
    stones: Vec<(usize, u8)>,
    seed: u64,
    max_moves: usize,
}

impl Playing {
    /// The playout numbered `number` on `board`.
    fn play(&self, board: &mut PlayoutBoard, number: usize) -> PlayedAhead {
        let moves = play_numbered(
            board,
            &self.template,
            &self.forbidden,
            self.max_moves,
            self.seed,
            number,
        );
        let owners = self.stones.iter().map(|&(p, _)| board.owner(p)).collect();
        PlayedAhead {
            number,
            moves,
            owners,
        }
    }
}

/// What the reading and the thread share.
struct Shared {
    /// Set when the reading needs no more of the thread's playouts.
    stop: AtomicBool,
    /// The first playout that neither thread has taken yet.
    next: AtomicUsize,
}

/// The playouts the thread plays beside a reading, as they come, and the reading's share of
/// them; the thread stops playing them when this is dropped.
pub(super) struct Ahead {
    ends: Receiver<PlayedAhead>,
    shared: Arc<Shared>,
    playing: Arc<Playing>,
    /// Playouts received or played before their turn to be tallied.
    early: BTreeMap<usize, PlayedAhead>,
    /// The board the reading plays its share on.
    board: Option<PlayoutBoard>,
}

impl Ahead {
    /// The playout numbered `number`, played by whichever thread took it: the reading plays
    /// the next not yet taken while the thread has this one under way. `None` once the thread
    /// is gone and every number up to [`LINE_PLAYOUTS`] was taken (the reading plays the rest
    /// itself).
    pub(super) fn take(&mut self, number: usize) -> Option<PlayedAhead> {
        loop {
            if let Some(end) = self.early.remove(&number) {
                return Some(end);
            }
            // (a thread gone, stopped, sent every playout it took: what is not received and
            // kept is not taken, and the reading plays it, as below)
            let gone = match self.ends.try_recv() {
                Ok(end) => {
                    self.keep(end, number);
                    continue;
                }
                Err(TryRecvError::Disconnected) => true,
                Err(TryRecvError::Empty) => false,
            };
            // the next playout no thread has taken: the reading's, while the thread plays
            // this one (or every one, the thread gone)
            let taken = self.shared.next.fetch_add(1, Ordering::AcqRel);
            if taken < LINE_PLAYOUTS {
                let board = self
                    .board
                    .get_or_insert_with(|| self.playing.template.clone());
                let end = self.playing.play(board, taken);
                self.keep(end, number);
            } else if gone {
                return None;
            } else {
                // all taken: this one is the thread's, under way
                let end = self.ends.recv().ok()?;
                self.keep(end, number);
            }
        }
    }

    /// A playout received or played before its turn kept for it; one whose turn is past (the
    /// reading played it itself) dropped.
    fn keep(&mut self, end: PlayedAhead, number: usize) {
        if end.number >= number {
            self.early.insert(end.number, end);
        }
    }

    /// Tells the thread to stop after the playout under way: those played so far stay to be
    /// taken.
    pub(super) fn stop(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for Ahead {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Where a reading stands, for the playouts after it.
pub(super) struct Stopped<'a> {
    pub(super) template: &'a PlayoutBoard,
    pub(super) forbidden: &'a Points<bool>,
    pub(super) stones: &'a [(usize, u8)],
    pub(super) seed: u64,
    /// The playouts played so far: the thread begins at this number.
    pub(super) played: usize,
    pub(super) max_moves: usize,
}

/// A reading's playouts to play ahead, for the thread.
type Job = Box<dyn FnOnce() + Send>;

/// The thread that plays ahead, one for the process, started by [`start_thread_ahead`] or at
/// its first job (a thread started for each judgement would begin on its parent's core and
/// share it for a while; each job keeps it off the judgement's core, `apart.rs`).
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

/// Starts the thread that plays ahead, if it is not running yet (else it starts at the first
/// reading's job, which then waits for it: about 2 ms on this machine, a judgement's first).
pub(in crate::judge) fn start_thread_ahead() {
    let _ = thread_ahead();
}

/// Has the thread play the playouts after `stopped` (up to [`LINE_PLAYOUTS`]: the most a
/// sharpened reading plays), unless this thread is a pool's worker.
pub(super) fn play_ahead(stopped: Stopped) -> Option<Ahead> {
    if rayon::current_thread_index().is_some() {
        return None;
    }
    let shared = Arc::new(Shared {
        stop: AtomicBool::new(false),
        next: AtomicUsize::new(stopped.played),
    });
    let playing = Arc::new(Playing {
        template: stopped.template.clone(),
        forbidden: stopped.forbidden.clone(),
        stones: stopped.stones.to_vec(),
        seed: stopped.seed,
        max_moves: stopped.max_moves,
    });
    let (sender, ends) = channel();
    let (theirs, what) = (Arc::clone(&shared), Arc::clone(&playing));
    // the judgement's core, which the thread keeps off while it plays beside it (`apart.rs`)
    let judgement_core = apart::current_core();
    let job: Job = Box::new(move || {
        apart::keep_off(judgement_core);
        let mut board = what.template.clone();
        while !theirs.stop.load(Ordering::Relaxed) {
            let taken = theirs.next.fetch_add(1, Ordering::AcqRel);
            if taken >= LINE_PLAYOUTS {
                return;
            }
            if sender.send(what.play(&mut board, taken)).is_err() {
                return;
            }
        }
    });
    thread_ahead()?.send(job).ok()?;
    Some(Ahead {
        ends,
        shared,
        playing,
        early: BTreeMap::new(),
        board: None,
    })
}

/// The playouts a thread began, from the first, for a reading likely to come: where that
/// reading starts (the stones, the points nobody plays, the seed) and the thread's playouts.
struct Likely {
    colors: Vec<u8>,
    forbidden: Vec<bool>,
    seed: u64,
    ahead: Ahead,
}

thread_local! {
    /// The reading this thread's judgement is likely to read next, begun by the thread ahead.
    static LIKELY: RefCell<Option<Likely>> = const { RefCell::new(None) };
}

/// Has the thread play the playouts of a reading likely to come, from its first (`stopped`,
/// none played), once it has played those it plays now: where the steps read meanwhile on a
/// sharpened reading find a race that takes a kept block, the judgement reads the board again
/// without it (`judge/meanwhile.rs`), and the thread begins that reading's playouts as soon as
/// the sharpened reading stops, while the judgement decides its races and sets the board up.
/// Unless this thread is a pool's worker.
pub(super) fn play_ahead_of_likely(stopped: Stopped) {
    let likely = play_ahead(Stopped {
        played: 0,
        ..stopped
    })
    .map(|ahead| Likely {
        colors: stopped.template.color.to_vec(),
        forbidden: stopped.forbidden.to_vec(),
        seed: stopped.seed,
        ahead,
    });
    // (one begun before is dropped: its thread stops)
    LIKELY.with(|kept| *kept.borrow_mut() = likely);
}

/// The playouts begun by [`play_ahead_of_likely`], when the reading from `template`,
/// `forbidden` and `seed` is the one likely: the thread plays them as for a reading begun
/// now. A reading begun otherwise stops its thread.
pub(super) fn take_likely(
    template: &PlayoutBoard,
    forbidden: &Points<bool>,
    seed: u64,
) -> Option<Ahead> {
    let likely = LIKELY.with(|kept| kept.borrow_mut().take())?;
    (likely.seed == seed && *likely.colors == *template.color && *likely.forbidden == **forbidden)
        .then_some(likely.ahead)
}

/// Forgets the reading likely to come (the end of a judgement): its thread stops.
pub(super) fn forget_likely() {
    LIKELY.with(|kept| kept.borrow_mut().take());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two lone stones on an open board (the playouts disagree on them), the playouts of a
    /// reading seeded `seed` on it.
    struct LoneStones {
        template: PlayoutBoard,
        forbidden: Points<bool>,
        stones: Vec<(usize, u8)>,
        seed: u64,
    }

    const MAX_MOVES: usize = 200;

    impl LoneStones {
        fn new(seed: u64) -> LoneStones {
            let rows = [".......", ".x.....", ".......", "...o...", "......."];
            let template = PlayoutBoard::from_rows(&rows);
            let forbidden = Points::new(template.color.len());
            let stones = (0..template.color.len())
                .filter(|&p| matches!(template.color[p], BLACK | WHITE))
                .map(|p| (p, template.color[p]))
                .collect();
            LoneStones {
                template,
                forbidden,
                stones,
                seed,
            }
        }

        /// Where the reading stands after `played` playouts.
        fn stopped(&self, played: usize) -> Stopped<'_> {
            Stopped {
                template: &self.template,
                forbidden: &self.forbidden,
                stones: &self.stones,
                seed: self.seed,
                played,
                max_moves: MAX_MOVES,
            }
        }

        /// The thread started after `played` playouts.
        fn ahead(&self, played: usize) -> Ahead {
            play_ahead(self.stopped(played)).expect("a test's thread is no pool's worker")
        }

        /// The playout numbered `number` as a reading alone plays it on `board`: its moves
        /// and the owners of the stones.
        fn played(&self, board: &mut PlayoutBoard, number: usize) -> (usize, Vec<u8>) {
            let (template, forbidden) = (&self.template, &self.forbidden);
            let moves = play_numbered(board, template, forbidden, MAX_MOVES, self.seed, number);
            let owners = self.stones.iter().map(|&(p, _)| board.owner(p)).collect();
            (moves, owners)
        }
    }

    /// The playout numbered `number` taken from `ahead`, asserted to be the game a reading
    /// alone played (its moves and the owners of the stones, [`LoneStones::played`]).
    fn taken_as_played(ahead: &mut Ahead, number: usize, (moves, owners): (usize, Vec<u8>)) {
        let end = ahead
            .take(number)
            .expect("played by one thread or the other");
        assert_eq!(
            (end.moves, &end.owners),
            (moves, &owners),
            "playout {number}"
        );
    }

    #[test]
    fn the_playouts_played_side_by_side_are_those_a_reading_alone_plays() {
        for (seed, played) in [(5, 0), (7, 40)] {
            let lone = LoneStones::new(seed);
            let mut ahead = lone.ahead(played);
            let mut board = lone.template.clone();
            for number in played..played + 60 {
                let alone = lone.played(&mut board, number);
                taken_as_played(&mut ahead, number, alone);
            }
        }
    }

    #[test]
    fn a_stopped_thread_leaves_its_playouts_and_the_rest_to_the_reading() {
        let lone = LoneStones::new(9);
        let ahead = lone.ahead(0);
        // wait till the thread has played a few, then stop it
        while ahead.shared.next.load(Ordering::Acquire) < 6 {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        ahead.stop();
        let mut ahead = ahead;
        let mut board = lone.template.clone();
        for number in 0..30 {
            let alone = lone.played(&mut board, number);
            taken_as_played(&mut ahead, number, alone);
        }
    }

    #[test]
    fn a_reading_likely_to_come_takes_the_playouts_begun_for_it() {
        let lone = LoneStones::new(11);
        play_ahead_of_likely(lone.stopped(0));
        let mut ahead = take_likely(&lone.template, &lone.forbidden, lone.seed)
            .expect("the reading begun is the one likely");
        let mut board = lone.template.clone();
        for number in 0..40 {
            let alone = lone.played(&mut board, number);
            taken_as_played(&mut ahead, number, alone);
        }
        // taken once: none is left for the next reading
        assert!(take_likely(&lone.template, &lone.forbidden, lone.seed).is_none());
    }

    #[test]
    fn another_reading_leaves_the_playouts_begun_for_the_likely_one() {
        let lone = LoneStones::new(13);
        play_ahead_of_likely(lone.stopped(0));
        // another seed: not the reading begun (and it is forgotten)
        assert!(take_likely(&lone.template, &lone.forbidden, lone.seed + 1).is_none());
        assert!(take_likely(&lone.template, &lone.forbidden, lone.seed).is_none());
        // other points nobody plays
        let other = LoneStones::new(13);
        let mut forbidden = other.forbidden.clone();
        forbidden[other.template.at(0, 0)] = true;
        play_ahead_of_likely(other.stopped(0));
        assert!(take_likely(&other.template, &forbidden, other.seed).is_none());
    }

    #[test]
    fn no_playout_is_played_ahead_on_a_pools_thread() {
        let template = PlayoutBoard::from_rows(&["x.o", "...", "o.x"]);
        let forbidden = Points::new(template.color.len());
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build();
        let pool = pool.expect("a pool");
        let started = pool.install(|| {
            play_ahead(Stopped {
                template: &template,
                forbidden: &forbidden,
                stones: &[],
                seed: 1,
                played: 0,
                max_moves: 30,
            })
            .is_some()
        });
        assert!(!started);
    }
}
