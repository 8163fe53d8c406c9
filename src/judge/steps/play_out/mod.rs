//! The playouts: games played to the end from the final position, and each block's first
//! opinion from them (Benson's pass-alive blocks and areas first). The lines of their shares,
//! where the draw could put a call on either side, in `lines.rs`.

mod ahead;
mod apart;
mod lines;

pub(in crate::judge) use ahead::start_thread_ahead;
use ahead::{
    forget_likely, play_ahead, play_ahead_of_likely, play_numbered, take_likely, Ahead, Stopped,
};

pub use lines::at_even_line;
pub(in crate::judge) use lines::{
    at_quarter_line, clear_above_quarter_line, just_above_three_quarters, just_below_quarter_line,
    keeps_at_quarter_line, kept_at_quarter_line, other_side_of_even, playouts_at_even,
    within_errors_of_even,
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
/// a line (see [`play_out`]), or the second reading of a judgement made again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::judge) enum Depth<'a> {
    First,
    /// The stones watched, per point (the blocks that made the first judgement hang), or
    /// `None`: every stone.
    Sharpened(Option<&'a [bool]>),
    /// The board without the blocks a race took, in a judgement made again: read as a first
    /// judgement reads (its calls never hung on a line: the sharpened reading was of the
    /// board with them), and nothing reads on from it (no thread plays on for a sharpened
    /// reading to come). It goes on from the first judgement's reading of that board, when
    /// that one read it from the same start.
    Again,
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
    let forbidden = forbidden_points(benson);
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

/// The points nobody plays: inside a pass-alive area of Benson's (`benson`), read as the
/// board's arrays are (no bounds check in the playouts).
fn forbidden_points(benson: &Benson) -> Points<bool> {
    let mut forbidden = Points::new(benson.area.len());
    for (f, &a) in forbidden.iter_mut().zip(&benson.area) {
        *f = a != EMPTY;
    }
    forbidden
}

/// The stones of `template` (the only points whose owner a playout counts), and the most
/// moves a playout on it plays.
fn stones_and_moves(template: &PlayoutBoard) -> (Vec<(usize, u8)>, usize) {
    let stones = (0..template.color.len())
        .filter_map(|p| {
            let c = template.color[p];
            (c == BLACK || c == WHITE).then_some((p, c))
        })
        .collect();
    let points = template.color.iter().filter(|&&c| c != BORDER).count();
    (stones, 3 * points + 20)
}

/// Has the thread that plays ahead begin the playouts of a reading of `template` likely to
/// come (its pass-alive blocks and areas `benson`, its seed `seed`), once it has played those
/// it plays now ([`ahead::play_ahead_of_likely`]): [`play_out`] takes them when it reads
/// that position.
pub(in crate::judge) fn play_ahead_of_a_likely_reading(
    template: &PlayoutBoard,
    benson: &Benson,
    seed: u64,
) {
    let forbidden = forbidden_points(benson);
    let (stones, max_moves) = stones_and_moves(template);
    play_ahead_of_likely(Stopped {
        template,
        forbidden: &forbidden,
        stones: &stones,
        seed,
        played: 0,
        max_moves,
    });
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
/// reading of a judgement made again (`depth` sharpened, or [`Depth::Again`]) from the same
/// start as a first judgement's reading of this thread goes on from where that one stopped:
/// the same random numbers would play the same playouts again. A sharpened one reads
/// [`SHARPENED_PLAYOUTS`] at least, then
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
    let sharpened = matches!(depth, Depth::Sharpened(_));
    let len = template.color.len();
    // the template's stones, the only points whose owner is counted (and below, per stone how
    // many playouts took it, kept it and read it)
    let (stones, max_moves) = stones_and_moves(template);
    let start = Start {
        colors: template.color.to_vec(),
        forbidden: forbidden.to_vec(),
        seed,
        budget: *budget,
    };
    // a judgement made again goes on from the playouts the first judgement played on the same
    // position (the same random numbers: the same playouts, not played twice)
    let resumed = (depth != Depth::First)
        .then(|| take_first_reading(&start))
        .flatten();
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
    // played yet, unless the first reading left one under way, or began this reading as the
    // one likely to come
    match take_likely(template, forbidden, seed) {
        Some(likely) if ahead.is_none() && played == 0 => ahead = Some(likely),
        // (another reading's, or not needed: its thread stops)
        _ => {}
    }
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
    if depth == Depth::First {
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
    forget_likely();
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
        // the two counts add their comparisons, without a branch: 1.2% less time a judgement
        // on one core than a branch choosing the count (kgs6d's 40 slowest, four pairs)
        self.taken += u32::from(owner == opponent(c));
        self.kept += u32::from(owner == c);
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
mod tests;
