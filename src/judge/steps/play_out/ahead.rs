//! Playouts played ahead: once a first reading of the playouts has stopped, a thread of its own
//! goes on playing the playouts a sharpened reading from the same start would play next, while
//! the judgement's steps read the first reading's calls (begun at the first reading's last
//! look, when it goes on to its last playouts with a stone near a line: the thread plays
//! those past [`IN_TURN`] while the reading plays its own). When the judgement is made again (a
//! call hung on a line), its sharpened reading takes those playouts as they come, and the two
//! threads share the rest; when it is not, the thread is told to stop and its playouts are
//! thrown away. The answers are the same either way: each playout is the same game whoever
//! plays it, and the reading tallies them in their order.
//!
//! A reading's first [`IN_TURN`] playouts (all a first reading plays) draw their random
//! numbers one after the other from one stream, so only one thread at a time can play them:
//! the thread plays them ahead of the reading, and when the reading catches up with it, the
//! reading plays the rest of them itself and the thread goes on to the playouts past them.
//! Those draw their random numbers from the seed and their own number ([`own_rng`]), so the
//! two threads play them side by side, each taking the next number not yet taken.
//!
//! The slow judgements are the ones made again, and their sharpened playouts were the longest
//! part of them (kgs6d: 7.6 ms of the 15.8 ms, on average, of the 86 judgements over 10 ms),
//! played after the first judgement's steps (4.0 ms of them). Only where the judgement has the
//! machine to itself: on a thread of a pool (a batch's worker, one record a thread) the other
//! core is busy with a record of its own, and the reading plays every playout in turn.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::{Arc, OnceLock};

use crate::board::points::Points;
use crate::judge::light_board::{PlayoutBoard, BLACK, WHITE};
use crate::judge::playout::Rng;
use crate::judge::{LINE_PLAYOUTS, MAX_PLAYOUTS};

/// Playouts a reading draws from one stream of random numbers, in turn: the most a first
/// reading plays ([`MAX_PLAYOUTS`]), so that a first judgement's answers do not depend on how
/// the playouts past them are drawn. The playouts numbered from here on draw theirs by their
/// own number ([`own_rng`]).
pub(super) const IN_TURN: usize = MAX_PLAYOUTS;

/// The random numbers of the playout numbered `number` (from [`IN_TURN`] on) of a reading
/// seeded `seed`: the seed mixed with the number (an odd constant times it, SplitMix64's way
/// of spreading nearby numbers apart).
pub(super) fn own_rng(seed: u64, number: usize) -> Rng {
    Rng::new(seed ^ (number as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03))
}

/// Plays the playout numbered `number` of a reading on `board` (reset to `template` first),
/// its random numbers from `rng`, Black first in the even-numbered; returns its moves. Every
/// thread plays a reading's playouts through this: the same number, the same game.
pub(super) fn play_numbered(
    board: &mut PlayoutBoard,
    template: &PlayoutBoard,
    forbidden: &Points<bool>,
    max_moves: usize,
    number: usize,
    rng: &mut Rng,
) -> usize {
    board.clone_from(template);
    let first = if number.is_multiple_of(2) {
        BLACK
    } else {
        WHITE
    };
    board.play_out(first, forbidden, max_moves, rng)
}

/// One playout played: its number in the reading, the moves it played, the owner of each
/// stone's point at its end (in the reading's order of stones), and, for one played in turn,
/// the stream of random numbers as it left it (the next playout's).
pub(super) struct PlayedAhead {
    number: usize,
    pub(super) moves: usize,
    pub(super) owners: Vec<u8>,
    pub(super) rng: Option<Rng>,
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
    /// The playout numbered `number` on `board`, its random numbers from `rng`.
    fn play(&self, board: &mut PlayoutBoard, number: usize, rng: &mut Rng) -> PlayedAhead {
        let moves = play_numbered(
            board,
            &self.template,
            &self.forbidden,
            self.max_moves,
            number,
            rng,
        );
        let owners = self.stones.iter().map(|&(p, _)| board.owner(p)).collect();
        PlayedAhead {
            number,
            moves,
            owners,
            rng: None,
        }
    }

    /// The playout numbered `number` (from [`IN_TURN`] on), on its own random numbers.
    fn play_own(&self, board: &mut PlayoutBoard, number: usize) -> PlayedAhead {
        self.play(board, number, &mut own_rng(self.seed, number))
    }
}

/// What the reading and the thread share.
struct Shared {
    /// Set when the reading needs no more of the thread's playouts.
    stop: AtomicBool,
    /// Set when the reading plays the rest of the playouts in turn itself: the thread goes on
    /// to those past them.
    leave_turns: AtomicBool,
    /// How many playouts in turn the thread has begun (their numbers below this).
    begun: AtomicUsize,
    /// The first playout past [`IN_TURN`] that neither thread has taken yet.
    next: AtomicUsize,
}

/// The playouts the thread plays ahead of a sharpened reading, as they come, and the reading's
/// share of those past [`IN_TURN`]; the thread stops playing them when this is dropped.
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
    /// The playout numbered `number`: in turn ([`IN_TURN`]), when the thread has played it or
    /// is playing it (waiting for it then), else `None` (the reading plays it itself, and the
    /// rest in turn: the thread goes on past them); past them, played by whichever thread took
    /// it (the reading plays the next not yet taken while the thread has it under way).
    pub(super) fn take(&mut self, number: usize) -> Option<PlayedAhead> {
        if number < IN_TURN {
            self.take_in_turn(number)
        } else {
            self.take_own(number)
        }
    }

    fn take_in_turn(&mut self, number: usize) -> Option<PlayedAhead> {
        loop {
            if let Some(end) = self.early.remove(&number) {
                return Some(end);
            }
            let end = match self.ends.try_recv() {
                Ok(end) => end,
                Err(TryRecvError::Empty)
                    if !self.shared.leave_turns.load(Ordering::Acquire)
                        && self.shared.begun.load(Ordering::Acquire) > number =>
                {
                    self.ends.recv().ok()?
                }
                Err(_) => {
                    self.shared.leave_turns.store(true, Ordering::Release);
                    return None;
                }
            };
            self.keep(end, number);
        }
    }

    fn take_own(&mut self, number: usize) -> Option<PlayedAhead> {
        loop {
            if let Some(end) = self.early.remove(&number) {
                return Some(end);
            }
            match self.ends.try_recv() {
                Ok(end) => {
                    self.keep(end, number);
                    continue;
                }
                Err(TryRecvError::Disconnected) => return None,
                Err(TryRecvError::Empty) => {}
            }
            // the next playout no thread has taken: the reading's, while the thread plays
            // this one
            let taken = self.shared.next.fetch_add(1, Ordering::AcqRel);
            if taken < LINE_PLAYOUTS {
                let board = self
                    .board
                    .get_or_insert_with(|| self.playing.template.clone());
                let end = self.playing.play_own(board, taken);
                self.keep(end, number);
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

/// Where a reading stopped, for the playouts after it.
pub(super) struct Stopped<'a> {
    pub(super) template: &'a PlayoutBoard,
    pub(super) forbidden: &'a Points<bool>,
    pub(super) stones: &'a [(usize, u8)],
    pub(super) seed: u64,
    pub(super) rng: &'a Rng,
    pub(super) played: usize,
    pub(super) moves: usize,
    pub(super) budget: usize,
    pub(super) max_moves: usize,
    /// Whether the reading plays the rest of its playouts in turn itself (it is still
    /// playing them): the thread begins past them.
    pub(super) turns_left_to_reading: bool,
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

/// Has the thread play the playouts after `stopped` (up to [`LINE_PLAYOUTS`]: the most a
/// sharpened reading plays), unless this thread is a pool's worker.
pub(super) fn play_ahead(stopped: Stopped) -> Option<Ahead> {
    if rayon::current_thread_index().is_some() {
        return None;
    }
    let shared = Arc::new(Shared {
        stop: AtomicBool::new(false),
        leave_turns: AtomicBool::new(stopped.turns_left_to_reading),
        begun: AtomicUsize::new(0),
        next: AtomicUsize::new(stopped.played.max(IN_TURN)),
    });
    let playing = Arc::new(Playing {
        template: stopped.template.clone(),
        forbidden: stopped.forbidden.clone(),
        stones: stopped.stones.to_vec(),
        seed: stopped.seed,
        max_moves: stopped.max_moves,
    });
    let (sender, ends) = channel();
    let mut rng = stopped.rng.clone();
    let (mut played, mut moves, budget) = (stopped.played, stopped.moves, stopped.budget);
    let (theirs, what) = (Arc::clone(&shared), Arc::clone(&playing));
    let job: Job = Box::new(move || {
        let mut board = what.template.clone();
        // in turn, within the reading's own limits (`play_out`'s loop)
        while played < IN_TURN
            && (moves < budget || played < 2)
            && !theirs.stop.load(Ordering::Relaxed)
            && !theirs.leave_turns.load(Ordering::Acquire)
        {
            theirs.begun.store(played + 1, Ordering::Release);
            let mut end = what.play(&mut board, played, &mut rng);
            end.rng = Some(rng.clone());
            played += 1;
            moves += end.moves;
            if sender.send(end).is_err() {
                return;
            }
        }
        // the reading stops where its moves ran out
        if played < IN_TURN && !theirs.leave_turns.load(Ordering::Acquire) {
            return;
        }
        // past them, side by side with the reading
        while !theirs.stop.load(Ordering::Relaxed) {
            let taken = theirs.next.fetch_add(1, Ordering::AcqRel);
            if taken >= LINE_PLAYOUTS {
                return;
            }
            if sender.send(what.play_own(&mut board, taken)).is_err() {
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

        /// The thread started after `played` playouts (`rng`, the stream in turn as they
        /// left it).
        fn ahead(&self, rng: &Rng, played: usize, turns_left_to_reading: bool) -> Ahead {
            play_ahead(Stopped {
                template: &self.template,
                forbidden: &self.forbidden,
                stones: &self.stones,
                seed: self.seed,
                rng,
                played,
                moves: 0,
                budget: 100_000,
                max_moves: MAX_MOVES,
                turns_left_to_reading,
            })
            .expect("a test's thread is no pool's worker")
        }

        /// The playout numbered `number` as the reading plays it on `board` (in turn from
        /// `rng`, past those on its own numbers): its moves and the owners of the stones.
        fn played(
            &self,
            board: &mut PlayoutBoard,
            number: usize,
            rng: &mut Rng,
        ) -> (usize, Vec<u8>) {
            let mut own = own_rng(self.seed, number);
            let draws = if number < IN_TURN { rng } else { &mut own };
            let (template, forbidden) = (&self.template, &self.forbidden);
            let moves = play_numbered(board, template, forbidden, MAX_MOVES, number, draws);
            let owners = self.stones.iter().map(|&(p, _)| board.owner(p)).collect();
            (moves, owners)
        }
    }

    /// The playout numbered `number` taken from `ahead`, asserted to be the game the reading
    /// played (its moves and the owners of the stones, [`LoneStones::played`]).
    fn taken_as_played(
        ahead: &mut Ahead,
        number: usize,
        (moves, owners): (usize, Vec<u8>),
    ) -> PlayedAhead {
        let end = ahead
            .take(number)
            .expect("played by one thread or the other");
        assert_eq!(
            (end.moves, &end.owners),
            (moves, &owners),
            "playout {number}"
        );
        end
    }

    #[test]
    fn the_playouts_played_ahead_are_those_the_reading_would_play() {
        // five playouts left in turn, then those by their own numbers
        let (lone, played) = (LoneStones::new(5), IN_TURN - 5);
        let mut rng = Rng::new(lone.seed);
        let mut ahead = lone.ahead(&rng, played, false);
        // the thread's first job: it may start late; wait till it is past those in turn (a
        // reading that does not wait plays them itself)
        while ahead.shared.begun.load(Ordering::Acquire) < IN_TURN {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let mut board = lone.template.clone();
        for number in played..IN_TURN + 20 {
            let end = taken_as_played(
                &mut ahead,
                number,
                lone.played(&mut board, number, &mut rng),
            );
            if number < IN_TURN {
                let next = end.rng.map(|mut r| r.next());
                assert_eq!(next, Some(rng.clone().next()), "playout {number}");
            }
        }
    }

    #[test]
    fn a_thread_begun_at_the_last_look_leaves_the_playouts_in_turn_to_the_reading() {
        // begun with 64 playouts in turn still to play: the reading plays those itself, and
        // the thread the ones past them, the same games
        let (lone, played) = (LoneStones::new(7), IN_TURN - 64);
        let mut rng = Rng::new(lone.seed);
        let mut ahead = lone.ahead(&rng, played, true);
        // the thread goes to the playouts past those in turn at once: wait till it has some
        while ahead.shared.next.load(Ordering::Acquire) <= IN_TURN + 4 {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let mut board = lone.template.clone();
        for number in played..IN_TURN + 20 {
            let (moves, owners) = lone.played(&mut board, number, &mut rng);
            if number < IN_TURN {
                assert!(
                    ahead.take(number).is_none(),
                    "playout {number} is the reading's"
                );
                continue;
            }
            taken_as_played(&mut ahead, number, (moves, owners));
        }
        assert_eq!(ahead.shared.begun.load(Ordering::Acquire), 0);
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
                seed: 1,
                rng: &rng,
                played: IN_TURN,
                moves: 0,
                budget: 100_000,
                max_moves: 30,
                turns_left_to_reading: false,
            })
            .is_some()
        });
        assert!(!started);
    }
}
