//! The end of a game as players play it: the dame filled, the defensive stone (teire) a fill
//! forces added, then passes. `genmove` plays it; `tenuki-point_why` and
//! `tenuki-score_details` name the teire points a position still owes.
//!
//! The count itself counts the position as it stands (a point a player must still fill with a
//! stone of their own counts as their territory, as goscorer and the refined count say); this
//! is what a player at the board does so that the final count needs no convention.
//!
//! Every judgement here is of a game still in play (`judge_in_play`): a ko at the end goes to
//! the player to move, so a lone stone a ko would take is captured (`capture`), and after that
//! capture the stone that took it stands.
//!
//! ```text
//! defend        an own living block in atari: its liberty, when that gives it two liberties,
//!               else the capture of an enemy block in atari beside it
//! capture       an enemy living block in atari (its owner did not defend): the biggest,
//!               never with a stone the judge then calls dead (a pointless capture), nor
//!               into a snapback (the capturing block left in atari, bigger than what it
//!               took), nor one whose space the opponent kills at its vital point; a block
//!               only such a capture could take needs no defence
//! vital point   the opponent just took three to six of the mover's stones: the vital point
//!               of the space, when the judge then calls the capturing block dead and keeps
//!               the stone (`kill_after_capture`, in `vital.rs`)
//! ko threat     the opponent just took a ko worth a point or more: an atari on a living
//!               enemy block of two liberties that the opponent must answer (losing the
//!               block costs more than the ko), when the exchange and the ko taken back beat
//!               conceding it, the threat kills nothing, the answer saves everything, and the
//!               threat stone stands (`threaten_for_ko`, in `ko.rs`); the answer is the
//!               opponent's `defend`, the ko taken back is `settle`
//! settle        a block whose life hangs on who moves (`settle_what_hangs`): an own one
//!               the opponent moving first would kill is saved, an enemy one the opponent
//!               moving first would save is killed
//! fill_dame     a point that counts for nobody (dame, or an unsettled point of a region)
//!               beside an own living stone, that gives no living block away (`is_safe_fill`)
//!               and fills no liberty an own block needs in a race (the judge, the opponent
//!               to move, calls none of the mover's living blocks dead after it); the one
//!               worth most (what it gains over the opponent filling there first, a teire
//!               forced or saved a point): one worth a point first, then the false eyes the
//!               count says their owner must fill (`fill_false_eye`), then the rest
//! teire_points  where a player must add a stone once the opponent fills the dame: a block
//!               of theirs whose liberties are those dame and one point of its own territory,
//!               a point of its territory one fill makes a false eye to fill, or the stone
//!               that keeps a block the opponent's fills (its false eyes first, then every
//!               dame it can) leave short of liberties, by the judge's call
//! ```

use crate::board::{Board, Cell, Color};
use crate::judge::judge_in_play;
use crate::scoring::{Position, Rules, Scorer, Settings, Status, Tally, Verdict};

mod ko;
mod teire;
mod vital;

pub use teire::{Teire, TeireKind};

/// A block with fewer liberties than this after a dame fill may be in a race: the judge reads
/// whether the fill lost it (a block with more is not taken before the dame are filled).
const RACE_LIBERTIES: usize = 5;

/// The position the end of the game is read on: the board, its dead stones, and the scorer
/// that counted it under Japanese rules (the refined count: verdicts, seki stones).
pub struct Ending<'a> {
    pub board: &'a Board,
    pub dead: &'a [bool],
    pub scorer: &'a Scorer,
    /// The seed of the judge's playouts, for the positions a move would leave.
    pub seed: u64,
}

impl Ending<'_> {
    /// The move `color` should play at the end of the game, or `None` to pass: a defence, a
    /// capture, a block settled, a dame worth a point, a false eye to fill, a dame (see the
    /// module's outline).
    pub fn next_move(&self, color: Color) -> Option<usize> {
        let step = |name: &str, m: Option<usize>| {
            if m.is_some() {
                log::debug!("endgame: {color:?} plays by {name}");
            }
            m
        };
        step("defend", self.defend(color))
            .or_else(|| step("capture", self.capture(color)))
            .or_else(|| step("vital point", self.kill_after_capture(color)))
            .or_else(|| step("ko threat", self.threaten_for_ko(color)))
            .or_else(|| step("settle", self.settle_what_hangs(color)))
            .or_else(|| {
                // a dame worth a point first (it saves a teire, or forces one), then the
                // false eyes to fill, then the rest
                let dame = self.fill_dame(color);
                match dame {
                    Some((value, p)) if value >= 1.0 => step("a dame worth a point", Some(p)),
                    _ => step("false eye", self.fill_false_eye(color))
                        .or_else(|| step("dame", dame.map(|(_, p)| p))),
                }
            })
    }

    /// A false eye of `color`'s that the count says it must fill (it counts for nobody):
    /// filled before the dame, since a fill beside it may put the blocks around it in atari
    /// (the teire it owes). The first in scan order whose stone keeps two liberties.
    fn fill_false_eye(&self, color: Color) -> Option<usize> {
        let g = self.board.geometry();
        let found = g.points().find(|&p| {
            if self.board.get(p) != Cell::Empty
                || self.scorer.refined().verdict(p) != Verdict::FalseEye(color)
            {
                return false;
            }
            let mut probe = self.board.clone();
            probe.play(color, Some(p)).is_ok()
                && probe.get(p) == color.cell()
                && probe.liberties(p).len() >= 2
        });
        found
    }

    /// A block whose life hangs on who moves, settled by `color` moving now: an own block the
    /// count keeps that the judge calls alive with `color` to move and dead with the opponent
    /// to move is saved; an enemy block the count takes that the judge calls dead with `color`
    /// to move and alive with the opponent to move, in atari, or with two liberties on a call
    /// the judge is sure of (GNU Go's `tg-gg`: an unproved throw-in at G8), is killed (own
    /// blocks first, then the biggest). The move is one of [`Ending::settling_moves`] after
    /// which the judge, the opponent to move, agrees with the count (and keeps the new stone).
    fn settle_what_hangs(&self, color: Color) -> Option<usize> {
        let mover_first = judge_in_play(self.board, color, self.seed);
        let opponent_first = judge_in_play(self.board, color.opponent(), self.seed);
        let mut board = self.board.clone();
        let g = board.geometry();
        let mut seen = vec![false; g.array_len()];
        let mut hanging = Vec::new();
        for p in g.points() {
            let cell = board.get(p);
            if seen[p] || cell == Cell::Empty {
                continue;
            }
            let stones = board.block_at(p);
            for &s in &stones {
                seen[s] = true;
            }
            let ours = cell == color.cell();
            // an enemy block is attacked only when short of liberties (two at most): a dead
            // group inside the mover's area that the judge thinks its owner could rescue
            // moving first is left to the owner's try
            let hangs = if ours {
                !self.dead[p] && !mover_first.is_dead(p) && opponent_first.is_dead(p)
            } else {
                // a block of two liberties only on a kill the judge is sure of (an unproved
                // throw-in or race gives the opponent a stone to take); one in atari is taken
                self.dead[p]
                    && mover_first.is_dead(p)
                    && !opponent_first.is_dead(p)
                    && match board.liberties(p).len() {
                        1 => true,
                        2 => !mover_first.unsure[p],
                        _ => false,
                    }
            };
            if hangs {
                hanging.push((stones.len(), p, ours));
            }
        }
        // own blocks first (a kill elsewhere while the opponent takes an own block may lose
        // more), then the biggest; stable: blocks of one size stay in scan order
        hanging.sort_by_key(|&(size, _, ours)| (!ours, std::cmp::Reverse(size)));
        hanging.into_iter().find_map(|(_, stone, ours)| {
            self.settling_moves(stone).into_iter().find(|&m| {
                let mut probe = self.board.clone();
                if probe.play(color, Some(m)).is_err() || probe.get(m) != color.cell() {
                    return false;
                }
                let verdict = judge_in_play(&probe, color.opponent(), self.seed);
                let settled = if ours {
                    probe.get(stone) == color.cell() && !verdict.is_dead(stone)
                } else {
                    probe.get(stone) != color.opponent().cell() || verdict.is_dead(stone)
                };
                settled && !verdict.is_dead(m)
            })
        })
    }

    /// The moves that may settle the block at `stone`: its liberties, those of the blocks of
    /// its colour that share one with it (the connection one move away), then those of the
    /// enemy blocks beside it with three liberties or fewer.
    fn settling_moves(&self, stone: usize) -> Vec<usize> {
        let mut board = self.board.clone();
        let g = board.geometry();
        let mut moves = board.liberties(stone);
        let own = board.get(stone);
        let block = board.block_at(stone);
        for l in moves.clone() {
            for n in g.neighbours(l) {
                if board.get(n) != own || block.contains(&n) {
                    continue;
                }
                for m in board.liberties(n) {
                    if !moves.contains(&m) {
                        moves.push(m);
                    }
                }
            }
        }
        for &s in &block {
            for n in g.neighbours(s) {
                let c = board.get(n);
                if c == Cell::Empty || c == own {
                    continue;
                }
                let liberties = board.liberties(n);
                if liberties.len() <= 3 {
                    for l in liberties {
                        if !moves.contains(&l) {
                            moves.push(l);
                        }
                    }
                }
            }
        }
        moves
    }

    /// An own living block in atari that the opponent would take for good, saved: its
    /// liberty, when that gives it two liberties or more, else the capture of an enemy block
    /// in atari beside it that leaves it two. Of several, the one whose capture would cost
    /// most in the count (a ko stone against a block a ko threat put in atari), then the
    /// biggest, then scan order. A block whose capture would be pointless (the capturing
    /// stone dead, or left in a snapback: see [`Ending::takes_for_good`]) needs no stone: one
    /// in its owner's territory costs a point.
    fn defend(&self, color: Color) -> Option<usize> {
        let mut threatened: Vec<(usize, usize)> = self
            .blocks_in_atari(color)
            .into_iter()
            .filter(|&(_, liberty)| self.takes_for_good(color.opponent(), liberty))
            .collect();
        if threatened.len() > 1 {
            // the count for `color` once the opponent takes each: the lowest first (stable)
            let mut scorer = Scorer::new();
            let mut keyed: Vec<(f64, (usize, usize))> = threatened
                .iter()
                .map(|&(stone, liberty)| {
                    let mut probe = self.board.clone();
                    // legal: the filter above played it
                    let _ = probe.play(color.opponent(), Some(liberty));
                    let after = count_japanese(&mut scorer, &probe, self.dead);
                    (after.margin_for(color), (stone, liberty))
                })
                .collect();
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
            threatened = keyed.into_iter().map(|(_, block)| block).collect();
        }
        threatened.into_iter().find_map(|(stone, liberty)| {
            let saves = |m: usize| {
                let mut probe = self.board.clone();
                probe.play(color, Some(m)).is_ok() && probe.liberties(stone).len() >= 2
            };
            if saves(liberty) {
                return Some(liberty);
            }
            self.enemy_liberties_in_atari(stone, color)
                .into_iter()
                .find(|&m| saves(m))
        })
    }

    /// The one liberty of each enemy block in atari beside the block of `color` at `stone`.
    fn enemy_liberties_in_atari(&self, stone: usize, color: Color) -> Vec<usize> {
        let mut board = self.board.clone();
        let g = board.geometry();
        let mut found = Vec::new();
        for s in board.block_at(stone) {
            for n in g.neighbours(s) {
                if board.get(n) == color.opponent().cell() {
                    if let [liberty] = board.liberties(n)[..] {
                        if !found.contains(&liberty) {
                            found.push(liberty);
                        }
                    }
                }
            }
        }
        found
    }

    /// An enemy living block in atari (its owner did not defend it): the point that captures
    /// it (the biggest block first), when the capturing stone then stands. A capture whose
    /// stone the judge still calls dead afterwards, the opponent to move, is pointless: inside
    /// the opponent's living area the stone is taken back, and the capture gives the
    /// opponent a prisoner and the point (a point lost under territory rules, nothing gained
    /// under area rules).
    fn capture(&self, color: Color) -> Option<usize> {
        self.blocks_in_atari(color.opponent())
            .into_iter()
            .find_map(|(_, liberty)| self.takes_for_good(color, liberty).then_some(liberty))
    }

    /// True when `color`'s stone at `liberty` captures and then stands: not left in a
    /// snapback ([`left_in_a_snapback`]), alive by a sure call of the judge, the opponent
    /// to move ([`Ending::stands`]), and not killed by the opponent's stone at the vital point
    /// of the space it empties ([`vital::vital_point_kill`]).
    fn takes_for_good(&self, color: Color, liberty: usize) -> bool {
        let mut probe = self.board.clone();
        let before = probe.captures(color);
        if probe.play(color, Some(liberty)).is_err() {
            return false;
        }
        let taken = probe.captures(color) - before;
        !left_in_a_snapback(&mut probe, liberty, taken)
            && self.stands(&probe, liberty, color.opponent())
            && vital::vital_point_kill(&probe, color.opponent(), self.seed).is_none()
    }

    /// True when the stone `color` just played at `p` of `board` fills a liberty its own
    /// side needs in a race: a block of `color` beside it (the stone's own among them) left
    /// with fewer than [`RACE_LIBERTIES`] liberties, and a living block of `color` that the
    /// judge, the opponent to move, then calls dead.
    fn fills_own_liberty_in_a_race(&self, board: &mut Board, color: Color, p: usize) -> bool {
        let g = board.geometry();
        let short = std::iter::once(p)
            .chain(g.neighbours(p))
            .any(|n| board.get(n) == color.cell() && board.liberties(n).len() < RACE_LIBERTIES);
        if !short {
            return false;
        }
        let verdict = judge_in_play(board, color.opponent(), self.seed);
        let lost = g
            .points()
            .any(|q| q != p && board.get(q) == color.cell() && !self.dead[q] && verdict.is_dead(q));
        lost
    }

    /// True when the judge calls the stone at `p` of `board` alive with `to_move` to move, and
    /// is sure of it (a call no proof settled, the playouts near even, is a fight the stone
    /// may well lose).
    fn stands(&self, board: &Board, p: usize, to_move: Color) -> bool {
        judge_in_play(board, to_move, self.seed).is_sure_alive(p)
    }

    /// The living blocks of `owner` in atari, as (a stone, liberty): the biggest first, then
    /// in scan order of their first stones.
    fn blocks_in_atari(&self, owner: Color) -> Vec<(usize, usize)> {
        let mut found: Vec<(usize, usize, usize)> = self
            .living_blocks(owner)
            .into_iter()
            .filter_map(|(p, size, liberties)| match liberties[..] {
                [liberty] => Some((size, p, liberty)),
                _ => None,
            })
            .collect();
        // stable: blocks of one size stay in scan order
        found.sort_by_key(|&(size, _, _)| std::cmp::Reverse(size));
        found
            .into_iter()
            .map(|(_, p, liberty)| (p, liberty))
            .collect()
    }

    /// The living blocks of `owner`, in scan order of their first stones, as (the first
    /// stone, the block's size, its liberties).
    fn living_blocks(&self, owner: Color) -> Vec<(usize, usize, Vec<usize>)> {
        let mut board = self.board.clone();
        let g = board.geometry();
        let mut seen = vec![false; g.array_len()];
        let mut found = Vec::new();
        for p in g.points() {
            if seen[p] || board.get(p) != owner.cell() || self.dead[p] {
                continue;
            }
            let stones = board.block_at(p);
            for &s in &stones {
                seen[s] = true;
            }
            found.push((p, stones.len(), board.liberties(p)));
        }
        found
    }

    /// True for an empty point that counts for nobody and may be filled at the end: dame, or
    /// an unsettled point of a region; not beside a stone in seki (its shared liberties stay
    /// empty).
    fn is_fillable(&self, p: usize) -> bool {
        let g = self.board.geometry();
        self.board.get(p) == Cell::Empty
            && counts_for_nobody(self.scorer.refined().verdict(p))
            && !g
                .neighbours(p)
                .iter()
                .any(|&n| self.scorer.status(n) == Some(Status::Seki))
    }

    /// True when a living stone of `color` stands beside `p`.
    fn beside_living(&self, p: usize, color: Color) -> bool {
        let g = self.board.geometry();
        g.neighbours(p)
            .iter()
            .any(|&n| self.board.get(n) == color.cell() && !self.dead[n])
    }

    /// A dame for `color`, with its value: a fillable point beside its living stones that
    /// gives nothing away; of those, the one worth most (what the fill gains over the opponent
    /// filling there first: [`Ending::count_after`] against [`Ending::opponent_fill`]), then
    /// one that forces a teire (sente: the opponent answers and the mover fills again), then
    /// the one that leaves the fewest points counting for nobody (closing a gap in a wall
    /// first), then one beside stones of both colours, then scan order.
    fn fill_dame(&self, color: Color) -> Option<(f64, usize)> {
        let g = self.board.geometry();
        let mut scorer = Scorer::new();
        // (minus the value, not sente, points left counting for nobody, not beside both
        // colours): the smallest wins
        let mut best: Option<((f64, bool, usize, bool), usize)> = None;
        let mut as_it_stands: Option<f64> = None;
        for p in g.points() {
            if !self.is_fillable(p) || !self.beside_living(p, color) {
                continue;
            }
            let mut probe = self.board.clone();
            if probe.play(color, Some(p)).is_err()
                || !is_safe_fill(&mut probe, color, p)
                || self.fills_own_liberty_in_a_race(&mut probe, color, p)
            {
                continue;
            }
            let (mine, left) = self.count_after(&mut scorer, &mut probe, color, Some(p));
            // where the opponent cannot fill, the count as it stands (worked out once)
            let theirs = match self.opponent_fill(&mut scorer, color, p) {
                Some(theirs) => theirs,
                None => *as_it_stands.get_or_insert_with(|| {
                    let mut board = self.board.clone();
                    -self
                        .count_after(&mut scorer, &mut board, color.opponent(), None)
                        .0
                }),
            };
            let value = mine - theirs;
            // of fills worth the same, one the opponent must answer with a teire first (it
            // keeps the move)
            let sente = !self
                .forced_teire(&mut probe, color.opponent(), p)
                .is_empty();
            let both = self.beside_living(p, color.opponent());
            let key = (-value, !sente, left, !both);
            let better = match best {
                None => true,
                Some((best_key, _)) => key < best_key,
            };
            if better {
                best = Some((key, p));
            }
        }
        best.map(|((value, ..), p)| (-value, p))
    }

    /// The count for `filler` on `board` (its margin under Japanese rules, plus one per teire
    /// its stone just played at `p`, when there is one, forces on the opponent: a point the
    /// opponent must fill in its own territory), and the points left counting for nobody.
    fn count_after(
        &self,
        scorer: &mut Scorer,
        board: &mut Board,
        filler: Color,
        p: Option<usize>,
    ) -> (f64, usize) {
        let tally = count_japanese(scorer, board, self.dead);
        let g = board.geometry();
        let left = g
            .points()
            .filter(|&q| counts_for_nobody(scorer.refined().verdict(q)))
            .count();
        let forced = p.map_or(0, |p| self.forced_teire(board, filler.opponent(), p).len());
        (tally.margin_for(filler) + forced as f64, left)
    }

    /// The count for `color` ([`Ending::count_after`]) when the opponent fills `p` first, or
    /// `None` when the opponent cannot fill there (illegal, or its stone would be given away).
    fn opponent_fill(&self, scorer: &mut Scorer, color: Color, p: usize) -> Option<f64> {
        let other = color.opponent();
        let mut probe = self.board.clone();
        let fills = self.beside_living(p, other)
            && probe.play(other, Some(p)).is_ok()
            && is_safe_fill(&mut probe, other, p);
        fills.then(|| -self.count_after(scorer, &mut probe, other, Some(p)).0)
    }
}

/// True when the block of the stone just played at `p`, which took `taken` stones, is left in
/// atari and is bigger than what it took: the opponent takes it back at once, more stones
/// than it gave (a snapback). No judgement needed: a block of one that took one is a ko,
/// which the judge reads.
fn left_in_a_snapback(board: &mut Board, p: usize, taken: u32) -> bool {
    board.liberties(p).len() == 1 && board.block_at(p).len() > taken as usize
}

/// `board` counted by `scorer` with the stones `dead` (this position's, or a probe's judged
/// anew), under Japanese rules and no komi (the count the end of the game reads: its
/// refined verdicts, its margin).
fn count_japanese(scorer: &mut Scorer, board: &Board, dead: &[bool]) -> Tally {
    scorer.score(
        &Position { board, dead },
        &Settings {
            rules: Rules::Japanese,
            komi: 0.0,
            handicap: 0,
        },
    )
}

/// True for a verdict a dame fill may take: dame, or an unsettled point of a region.
fn counts_for_nobody(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Dame | Verdict::Unsettled(_))
}

/// True when the stone `color` just played at `p` gives no living block away: its block has
/// two liberties or more, and with exactly two, the opponent filling either still leaves it
/// two liberties again after one answer: the capture of the filling stone when that stone is
/// in atari, else an extension at the other liberty.
fn is_safe_fill(board: &mut Board, color: Color, p: usize) -> bool {
    let libs = board.liberties(p);
    match libs[..] {
        [] | [_] => false,
        [a, b] => [(a, b), (b, a)].into_iter().all(|(taken, escape)| {
            let mut probe = board.clone();
            if probe.play(color.opponent(), Some(taken)).is_err() {
                return true;
            }
            if probe.get(p) != color.cell() {
                return false;
            }
            // a filling stone left in atari is taken
            let answer = match probe.liberties(taken)[..] {
                [last] => last,
                _ => escape,
            };
            probe.play(color, Some(answer)).is_ok()
                && probe.get(p) == color.cell()
                && probe.liberties(p).len() >= 2
        }),
        _ => true,
    }
}

#[cfg(test)]
mod tests;
