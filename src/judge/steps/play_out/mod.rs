//! The playouts: games played to the end from the final position, and each block's first
//! opinion from them (Benson's pass-alive blocks and areas first). The lines of their shares,
//! where the draw could put a call on either side, in `lines.rs`.

mod ahead;
mod lines;

use ahead::{play_ahead, play_numbered, Ahead, Stopped};

pub use lines::at_even_line;
pub(in crate::judge) use lines::{
    at_quarter_line, clear_above_quarter_line, just_above_three_quarters, just_below_quarter_line,
    keeps_at_quarter_line, other_side_of_even, playouts_at_even, within_errors_of_even,
};

use crate::board::points::Points;
use crate::judge::benson::Benson;
use crate::judge::light_board::{
    give_back_boards, opponent, PlayoutBoard, BLACK, BORDER, EMPTY, WHITE,
};
use crate::judge::timing;
use crate::judge::view::View;
use crate::judge::{
    Why, CLEAR_DISSENTS, FIRST_LOOK, LINE_PLAYOUTS, MAX_PLAYOUTS, PLAYOUTS, SHARPENED_MOVE_BUDGET,
    SHARPENED_PLAYOUTS, UNSURE_MARGIN,
};

/// How far a judgement's playouts read: the first judgement's, or the sharpened reading of a
/// judgement made again (a call hung on a line), which goes on while a watched stone lies near
/// a line (see [`play_out`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::judge) enum Depth<'a> {
    First,
    /// The stones watched, per point (the blocks that made the first judgement hang), or
    /// `None`: every stone.
    Sharpened(Option<&'a [bool]>),
}

/// What a judgement reads while the thread beside a sharpened reading plays on: the first
/// opinion of the reading's first [`SHARPENED_PLAYOUTS`], and their number (see [`play_out`]).
pub(in crate::judge) type Meanwhile<'a> = dyn FnMut(Vec<Option<Why>>, usize) + 'a;

/// Benson's pass-alive blocks and areas of `board` (`benson`), then the playouts on the rest
/// (as deep as `depth`): each block's first opinion (see [`decide_blocks`]), and how many
/// playouts were played.
pub(in crate::judge) fn read_by_playouts(
    view: &View,
    board: &PlayoutBoard,
    benson: &Benson,
    seed: u64,
    budget: &mut usize,
    depth: Depth,
    mut meanwhile: Option<&mut Meanwhile>,
) -> (Vec<Option<Why>>, usize) {
    // nobody plays inside a pass-alive area (read as the board's arrays are: no bounds check in
    // the playouts)
    let mut forbidden = Points::new(benson.area.len());
    for (f, &a) in forbidden.iter_mut().zip(&benson.area) {
        *f = a != EMPTY;
    }
    // the first opinion of the playouts so far, for the steps read meanwhile
    let mut opinion_so_far = |shares: Vec<(f64, f64)>, played: usize| {
        if let Some(meanwhile) = meanwhile.as_mut() {
            let shares = view.symmetrize(shares);
            meanwhile(decide_blocks(board, benson, &shares), played);
        }
    };
    let (shares, played) = timing::playouts(depth != Depth::First, || {
        play_out(board, &forbidden, seed, budget, depth, &mut opinion_so_far)
    });
    let shares = view.symmetrize(shares);
    (decide_blocks(board, benson, &shares), played)
}

/// Per point: the shares of playouts at whose end the point belonged to the opponent of the
/// stone standing there now (taken), and to its own colour (kept). A sequential test: after
/// [`FIRST_LOOK`] playouts (and again after each further [`FIRST_LOOK`] up to [`PLAYOUTS`])
/// the reading stops when every stone went one way in all of them but at most the few
/// [`CLEAR_DISSENTS`] allows (a share still open shows more disagreement by then); else
/// [`PLAYOUTS`] (the first ones kept, from the same random numbers); when a stone is still
/// unsure (taken and kept closer than [`UNSURE_MARGIN`]), [`PLAYOUTS`] more at a time while
/// one is, up to [`MAX_PLAYOUTS`]; never more than `budget` moves in all (at least two
/// playouts), which are taken from it, and in a sharpened reading no more than
/// [`SHARPENED_MOVE_BUDGET`], the moves of the reading it goes on from included. Also returns
/// how many playouts were played. A
/// sharpened reading (`depth`) from the same start as a reading of this thread that was not
/// (the judgement made again) goes on from where that one stopped: the same random numbers
/// would play the same playouts again. It reads [`SHARPENED_PLAYOUTS`] at least, then
/// [`PLAYOUTS`] more at a time up to [`LINE_PLAYOUTS`] while a watched stone's share is still
/// open (see [`Tally::holds_open`]). Each playout draws its random numbers by its own number,
/// and a thread of its own plays them side by side with this one, then goes on ahead of a
/// sharpened reading likely to come (`ahead.rs`): the answer is the same as if this thread
/// had played every one. A sharpened reading that goes on past [`SHARPENED_PLAYOUTS`] with
/// that thread beside it hands the shares of those to `meanwhile` (with their number) before
/// it goes on: the judgement reads its steps on them while the thread plays on.
pub(in crate::judge) fn play_out(
    template: &PlayoutBoard,
    forbidden: &Points<bool>,
    seed: u64,
    budget: &mut usize,
    depth: Depth,
    meanwhile: &mut dyn FnMut(Vec<(f64, f64)>, usize),
) -> (Vec<(f64, f64)>, usize) {
    let sharpened = depth != Depth::First;
    let len = template.color.len();
    let points = template.color.iter().filter(|&&c| c != BORDER).count();
    let max_moves = 3 * points + 20;
    // the template's stones, the only points whose owner is counted, and per stone how many
    // playouts took it, kept it and read it
    let stones: Vec<(usize, u8)> = (0..len)
        .filter_map(|p| {
            let c = template.color[p];
            (c == BLACK || c == WHITE).then_some((p, c))
        })
        .collect();
    let start = Start {
        colors: template.color.to_vec(),
        forbidden: forbidden.to_vec(),
        seed,
        budget: *budget,
    };
    // a sharpened reading goes on from the playouts the first judgement played on the same
    // position (the same random numbers: the same playouts, not played twice)
    let resumed = sharpened.then(|| take_first_reading(&start)).flatten();
    // per stone, whether a sharpened reading goes on for it
    let watched: Vec<bool> = match depth {
        Depth::Sharpened(Some(watched)) => stones.iter().map(|&(p, _)| watched[p]).collect(),
        _ => vec![true; stones.len()],
    };
    let (mut by_stone, mut played, mut moves, mut target, mut ahead) = match resumed {
        Some(r) => (r.by_stone, r.played, r.moves, r.target, r.ahead),
        None => (
            vec![Tally::default(); stones.len()],
            0usize,
            0usize,
            FIRST_LOOK,
            None,
        ),
    };
    // the thread that plays the playouts beside this reading (`ahead.rs`), from the first not
    // played yet, unless the first reading left one under way
    if ahead.is_none() {
        ahead = play_ahead(Stopped {
            template,
            forbidden,
            stones: &stones,
            seed,
            played,
            max_moves,
        });
    }
    let mut board = template.clone();
    // a sharpened reading stops at its own budget, the first reading's moves included
    let budget_here = if sharpened {
        (*budget).min(SHARPENED_MOVE_BUDGET)
    } else {
        *budget
    };
    loop {
        while played < target && (moves < budget_here || played < 2) {
            // the playout as the other thread or the reading's share played it (the same
            // game), else here
            match ahead.as_mut().and_then(|a| a.take(played)) {
                Some(end) => {
                    moves += end.moves;
                    for ((&(_, c), tally), &owner) in
                        stones.iter().zip(&mut by_stone).zip(&end.owners)
                    {
                        tally.add(owner, c);
                    }
                }
                None => {
                    // no thread (a pool's worker), or it is gone: the rest here
                    ahead = None;
                    moves +=
                        play_numbered(&mut board, template, forbidden, max_moves, seed, played);
                    for (&(p, c), tally) in stones.iter().zip(&mut by_stone) {
                        tally.add(board.owner(p), c);
                    }
                }
            }
            played += 1;
        }
        let Some(next) = next_target(target, &by_stone, &watched, moves, budget_here, sharpened)
        else {
            break;
        };
        if sharpened && played == SHARPENED_PLAYOUTS && ahead.is_some() {
            meanwhile(shares_of(len, &stones, &by_stone), played);
        }
        target = next;
    }
    let shares = shares_of(len, &stones, &by_stone);
    if !sharpened {
        // the playouts after these, played on for a sharpened reading to come, when one is
        // likely: this reading went on past its first looks, and left a stone near a line
        // (the playouts ahead are thrown away, and slow the steps on the other core, when
        // the judgement is not made again); else the thread stops
        let ahead = if played >= PLAYOUTS && hangs_likely(&by_stone) {
            ahead.take()
        } else {
            drop(ahead.take());
            None
        };
        keep_first_reading(Reading {
            start,
            by_stone,
            played,
            moves,
            target,
            ahead,
        });
    }
    give_back_boards([board]);
    *budget = budget.saturating_sub(moves);
    (shares, played)
}

/// What a reading of [`play_out`] starts from: its answer is a function of these alone.
#[derive(PartialEq)]
struct Start {
    colors: Vec<u8>,
    forbidden: Vec<bool>,
    seed: u64,
    budget: usize,
}

/// A reading of [`play_out`] not sharpened, as it stopped: a sharpened one from the same
/// start plays the same playouts first, and goes on from here.
struct Reading {
    start: Start,
    by_stone: Vec<Tally>,
    played: usize,
    moves: usize,
    target: usize,
    /// The playouts after these, played ahead by a thread of their own, if one does.
    ahead: Option<Ahead>,
}

/// Readings kept per thread: a judgement reads the playouts on two positions at most (the
/// final one, and the one without the blocks races took).
const KEPT_READINGS: usize = 2;

thread_local! {
    /// The last readings of this thread that were not sharpened.
    static FIRST_READINGS: std::cell::RefCell<Vec<Reading>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

fn keep_first_reading(reading: Reading) {
    FIRST_READINGS.with(|kept| {
        let mut kept = kept.borrow_mut();
        kept.retain(|r| r.start != reading.start);
        if kept.len() >= KEPT_READINGS {
            kept.remove(0);
        }
        // one thread plays ahead at a time, for the last reading (the others' playouts
        // played so far stay to be taken)
        if reading.ahead.is_some() {
            for r in kept.iter() {
                if let Some(ahead) = &r.ahead {
                    ahead.stop();
                }
            }
        }
        kept.push(reading);
    });
}

/// Forgets the readings this thread kept (at the end of a judgement: the threads playing
/// ahead of them stop).
pub(in crate::judge) fn forget_first_readings() {
    FIRST_READINGS.with(|kept| kept.borrow_mut().clear());
}

/// The kept reading from `start`, taken out (a sharpened reading goes on from it once).
fn take_first_reading(start: &Start) -> Option<Reading> {
    FIRST_READINGS.with(|kept| {
        let mut kept = kept.borrow_mut();
        let i = kept.iter().position(|r| &r.start == start)?;
        Some(kept.remove(i))
    })
}

/// Per point, the shares of [`play_out`] from the tallies of the template's stones.
fn shares_of(len: usize, stones: &[(usize, u8)], by_stone: &[Tally]) -> Vec<(f64, f64)> {
    let mut shares = vec![(0.0, 0.0); len];
    for (&(p, _), tally) in stones.iter().zip(by_stone) {
        let n = tally.read.max(1) as f64;
        shares[p] = (tally.taken as f64 / n, tally.kept as f64 / n);
    }
    shares
}

/// The schedule of [`play_out`]: after `target` playouts (`moves` played of `budget`), with
/// the stones tallied `by_stone`, how many to have played next, or `None` to stop. Before
/// [`PLAYOUTS`], a sequential test: stop when every stone went one way in all but one in
/// [`FIRST_LOOK`] of the playouts so far, else [`FIRST_LOOK`] more; from there, [`PLAYOUTS`]
/// more while some stone is unsure, up to [`MAX_PLAYOUTS`]. When `sharpened` (after the same
/// first look), [`PLAYOUTS`] more to [`SHARPENED_PLAYOUTS`], then while a `watched` stone's
/// share is open ([`Tally::holds_open`]), up to [`LINE_PLAYOUTS`]. Never once the budget is
/// spent.
fn next_target(
    target: usize,
    by_stone: &[Tally],
    watched: &[bool],
    moves: usize,
    budget: usize,
    sharpened: bool,
) -> Option<usize> {
    if moves >= budget {
        return None;
    }
    if target < PLAYOUTS {
        let settled = by_stone.iter().all(Tally::is_clear);
        (!settled).then_some(target + FIRST_LOOK)
    } else if sharpened {
        let open = target < SHARPENED_PLAYOUTS
            || by_stone
                .iter()
                .zip(watched)
                .any(|(t, &w)| w && t.holds_open());
        (open && target < LINE_PLAYOUTS).then(|| (target + PLAYOUTS).min(LINE_PLAYOUTS))
    } else {
        let open = by_stone.iter().any(Tally::is_unsure);
        (open && target < MAX_PLAYOUTS).then(|| (target + PLAYOUTS).min(MAX_PLAYOUTS))
    }
}

/// Whether a sharpened reading is likely after a first reading that read the stones so: one
/// of them lies near a line ([`Tally::holds_open`], the test that keeps a sharpened reading
/// going).
fn hangs_likely(by_stone: &[Tally]) -> bool {
    by_stone.iter().any(Tally::holds_open)
}

/// What the playouts that read a stone made of it.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::judge) struct Tally {
    /// Playouts at whose end the opponent owned its point.
    pub(in crate::judge) taken: u32,
    /// ... and its own colour.
    pub(in crate::judge) kept: u32,
    /// Playouts that read it.
    pub(in crate::judge) read: u32,
}

impl Tally {
    /// One more playout read the stone of colour `c`: `owner` owned its point at the end.
    fn add(&mut self, owner: u8, c: u8) {
        self.read += 1;
        if owner == opponent(c) {
            self.taken += 1;
        } else if owner == c {
            self.kept += 1;
        }
    }

    /// Every playout that read it but at most [`CLEAR_DISSENTS`] went one way (after 16, 32 or
    /// 48 playouts: the looks of [`FIRST_LOOK`]).
    pub(in crate::judge) fn is_clear(&self) -> bool {
        let look = (self.read as usize / FIRST_LOOK).clamp(1, CLEAR_DISSENTS.len());
        self.read - self.taken.max(self.kept) <= CLEAR_DISSENTS[look - 1]
    }

    /// Kept, and taken in a share at the quarter line ([`at_quarter_line`]).
    fn is_at_quarter_line(&self) -> bool {
        let n = self.read as f64;
        self.taken < self.kept && at_quarter_line(self.taken as f64 / n, self.read as usize)
    }

    /// Whether a sharpened reading goes on for the stone: kept at the quarter line, or taken
    /// within [`crate::judge::LINE_ERRORS`] standard errors of even (more playouts may put it
    /// clear of even).
    fn holds_open(&self) -> bool {
        let from_even = (self.taken as f64 - self.kept as f64).abs();
        self.is_at_quarter_line() || within_errors_of_even(from_even, self.read as f64)
    }

    /// Taken and kept closer than [`UNSURE_MARGIN`] of the playouts that read it.
    fn is_unsure(&self) -> bool {
        let margin = (UNSURE_MARGIN * self.read as f64) as u32;
        (self.taken > 0 || self.kept > 0) && self.taken.abs_diff(self.kept) < margin
    }
}

/// Decides each block of the template: pass-alive blocks live, blocks in an enemy pass-alive
/// area die, the others go by the playouts' mean share over their stones.
pub(in crate::judge) fn decide_blocks(
    template: &PlayoutBoard,
    benson: &Benson,
    shares: &[(f64, f64)],
) -> Vec<Option<Why>> {
    let len = template.color.len();
    let mut why = vec![None; len];
    let mut sum = vec![(0.0f64, 0.0f64); len];
    let mut count = vec![0u32; len];
    for (p, &(taken, kept)) in shares.iter().enumerate() {
        if matches!(template.color[p], BLACK | WHITE) {
            let h = template.block_head(p);
            sum[h].0 += taken;
            sum[h].1 += kept;
            count[h] += 1;
        }
    }
    for (p, reason) in why.iter_mut().enumerate() {
        let c = template.color[p];
        if c != BLACK && c != WHITE {
            continue;
        }
        let h = template.block_head(p);
        *reason = Some(if benson.pass_alive[p] {
            Why::PassAlive
        } else if benson.area[p] == opponent(c) {
            Why::InsidePassAliveArea
        } else {
            Why::Playouts {
                taken: sum[h].0 / count[h] as f64,
                kept: sum[h].1 / count[h] as f64,
            }
        });
    }
    why
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The playouts of `rows`, played, and the moves they took from a budget of 100,000.
    fn played_and_spent(rows: &[&str]) -> (usize, usize) {
        let board = PlayoutBoard::from_rows(rows);
        let forbidden = Points::new(board.color.len());
        let mut budget = 100_000;
        let (_, played) = play_out(
            &board,
            &forbidden,
            7,
            &mut budget,
            Depth::First,
            &mut |_, _| {},
        );
        (played, 100_000 - budget)
    }

    /// The chance that `n` playouts show `k` or fewer losses of a block lost in a quarter of
    /// them (the binomial distribution, summed term by term).
    fn quarter_share_shows_at_most(n: u32, k: u32) -> f64 {
        let mut term = 0.75f64.powi(n as i32); // no loss
        let mut sum = term;
        for i in 1..=k {
            // from i - 1 losses to i: times (n - i + 1) / i, and 0.25 / 0.75
            term *= f64::from(n - i + 1) / f64::from(i) / 3.0;
            sum += term;
        }
        sum
    }

    #[test]
    fn each_look_lets_a_quarter_share_stop_no_more_often_than_the_first() {
        let first = quarter_share_shows_at_most(16, 1);
        assert!((first - 0.0635).abs() < 0.0001, "{first}");
        for (look, &k) in CLEAR_DISSENTS.iter().enumerate() {
            let n = (look as u32 + 1) * FIRST_LOOK as u32;
            // the most allowed: k passes no more often than the first look, k + 1 more often
            assert!(
                quarter_share_shows_at_most(n, k) <= first,
                "{n} playouts, {k}"
            );
            assert!(
                quarter_share_shows_at_most(n, k + 1) > first,
                "{n} playouts, {k} + 1"
            );
        }
    }

    #[test]
    fn a_stone_is_clear_with_the_dissents_its_look_allows() {
        let tally = |taken: u32, kept: u32| Tally {
            taken,
            kept,
            read: taken + kept,
        };
        assert!(tally(15, 1).is_clear());
        assert!(!tally(14, 2).is_clear());
        assert!(tally(3, 29).is_clear());
        assert!(!tally(4, 28).is_clear());
        assert!(tally(41, 7).is_clear());
        assert!(!tally(40, 8).is_clear());
        // a playout whose end left the point to nobody counts against both
        let neither = Tally {
            taken: 0,
            kept: 44,
            read: 48,
        };
        assert!(neither.is_clear());
        assert!(!Tally {
            kept: 40,
            ..neither
        }
        .is_clear());
    }

    #[test]
    fn a_sharpened_reading_goes_on_for_a_watched_stone_near_a_line() {
        let tally = |taken: u32, kept: u32| Tally {
            taken,
            kept,
            read: taken + kept,
        };
        // at 256 playouts three standard errors of taken - kept at even are 3 x sqrt(256) =
        // 48: the reading goes on while it lies closer
        let coin = tally(130, 126); // 4 apart
        let leaning = tally(150, 106); // 44 apart
        let settled = tally(200, 56); // 144 apart
        let kept_at_line = tally(64, 192); // taken in 0.25 of them, kept
        let next = |t: Tally, watched: bool, target: usize| {
            next_target(target, &[t], &[watched], 0, 100_000, true)
        };
        assert_eq!(next(coin, true, 256), Some(320));
        assert_eq!(next(leaning, true, 256), Some(320));
        assert_eq!(next(kept_at_line, true, 256), Some(320));
        assert_eq!(next(settled, true, 256), None);
        // a stone not watched holds nothing open
        assert_eq!(next(leaning, false, 256), None);
        assert_eq!(next(kept_at_line, false, 256), None);
        // below SHARPENED_PLAYOUTS it goes on whatever the stones, and stops at the ceiling
        assert_eq!(next(settled, false, 128), Some(192));
        assert_eq!(next(leaning, true, 512), None);
        // out of moves, it stops
        assert_eq!(next_target(128, &[leaning], &[true], 10, 10, true), None);
        // the first judgement's own test: an unsure stone goes on to MAX_PLAYOUTS, watched or
        // not
        assert_eq!(
            next_target(64, &[leaning], &[false], 0, 100_000, false),
            Some(128)
        );
        assert_eq!(
            next_target(128, &[leaning], &[true], 0, 100_000, false),
            None
        );
    }

    #[test]
    fn a_settled_position_stops_after_the_first_look() {
        // one black group with two eyes fills the board: each playout is two passes, and all
        // of the first sixteen keep every stone
        let rows = ["x.xxx", "xxxxx", "xxx.x", "xxxxx", "xxxxx"];
        let (played, spent) = played_and_spent(&rows);
        assert_eq!(played, FIRST_LOOK);
        assert_eq!(spent, 2 * FIRST_LOOK);
    }

    #[test]
    fn an_open_position_plays_the_full_schedule() {
        // two lone stones on an empty board: the playouts disagree on them, and all 64 are
        // played
        let rows = [".....", ".x...", ".....", "...o.", "....."];
        let (played, _) = played_and_spent(&rows);
        assert!(played >= PLAYOUTS, "{played} playouts");
    }
    #[test]
    fn a_sharpened_reading_goes_on_from_the_first_as_if_played_again() {
        // two lone stones on an open board: unsure, the sharpened reading plays more
        let rows = [
            ".......", ".x.....", ".......", "...o...", ".......", ".......",
        ];
        let board = PlayoutBoard::from_rows(&rows);
        let forbidden = Points::new(board.color.len());
        let read = |depth: Depth| {
            let mut budget = 100_000;
            let (shares, played) =
                play_out(&board, &forbidden, 11, &mut budget, depth, &mut |_, _| {});
            (shares, played, budget)
        };
        let first = read(Depth::First);
        let resumed = read(Depth::Sharpened(None));
        // a thread of its own has no first reading kept: the sharpened one from scratch
        let fresh = std::thread::scope(|scope| scope.spawn(|| read(Depth::Sharpened(None))).join());
        let fresh = fresh.expect("the reading runs");
        // and a pool's thread plays every playout itself, none ahead
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build();
        let alone = pool
            .expect("a pool")
            .install(|| read(Depth::Sharpened(None)));
        assert!(
            resumed.1 > first.1,
            "{} then {} playouts",
            first.1,
            resumed.1
        );
        assert!(resumed.1 > MAX_PLAYOUTS, "{} playouts", resumed.1);
        assert_eq!(resumed, alone);
        assert_eq!(resumed, fresh);
    }
}
