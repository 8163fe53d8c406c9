//! The end of a game as players play it: the dame filled, the defensive stone (teire) a fill
//! forces added, then passes. `genmove` plays it; `tenuki-point_why` and
//! `tenuki-score_details` name the teire points a position still owes.
//!
//! The count itself counts the position as it stands (a point a player must still fill with a
//! stone of their own counts as their territory, as goscorer and the refined count say); this
//! is what a player at the board does so that the final count needs no convention.
//!
//! ```text
//! defend        an own living block in atari: its liberty, when that gives it two liberties,
//!               else the capture of an enemy block in atari beside it
//! capture       an enemy living block in atari (its owner did not defend): the biggest,
//!               never with a stone the judge then calls dead (a pointless capture)
//! fill_dame     a point that counts for nobody (dame, or an unsettled point of a region)
//!               beside an own living stone, that gives no living block away (`is_safe_fill`)
//!               and fills no liberty an own block needs in a race (the judge, the opponent
//!               to move, calls none of the mover's living blocks dead after it)
//! teire_points  where a player must add a stone once the opponent fills a dame: a block of
//!               theirs then in atari whose only liberty lies in their own territory
//! ```

use crate::board::{Board, Cell, Color};
use crate::judge::judge_with_seed;
use crate::scoring::{Position, Rules, Scorer, Settings, Status, Verdict};

/// A block with fewer liberties than this after a dame fill may be in a race: the judge reads
/// whether the fill lost it (a block with more is not taken before the dame are filled).
const RACE_LIBERTIES: usize = 5;

/// A point a player must fill with a stone of their own once the opponent fills a dame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Teire {
    /// The point (in `owner`'s territory).
    pub point: usize,
    pub owner: Color,
    /// The dame whose fill by the opponent puts `owner`'s block in atari.
    pub after: usize,
}

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
    /// capture, a dame (see the module's outline).
    pub fn next_move(&self, color: Color) -> Option<usize> {
        self.defend(color)
            .or_else(|| self.capture(color))
            .or_else(|| self.fill_dame(color))
    }

    /// The teire points the position owes: each point where a player must add a stone once
    /// the opponent fills a dame, in scan order of the points (the first such dame named).
    pub fn teire_points(&self) -> Vec<Teire> {
        let g = self.board.geometry();
        let mut found: Vec<Teire> = Vec::new();
        for y in g.points().filter(|&y| self.is_fillable(y)) {
            for filler in [Color::Black, Color::White] {
                let owner = filler.opponent();
                if !self.beside_living(y, filler) || !self.beside_living(y, owner) {
                    continue;
                }
                let mut probe = self.board.clone();
                if probe.play(filler, Some(y)).is_err() {
                    continue;
                }
                for n in g.neighbours(y) {
                    if probe.get(n) != owner.cell() || self.dead[n] {
                        continue;
                    }
                    let libs = probe.liberties(n);
                    if let [x] = libs[..] {
                        let own_territory =
                            self.scorer.refined().verdict(x) == Verdict::Territory(owner);
                        if own_territory && !found.iter().any(|t| t.point == x) {
                            found.push(Teire {
                                point: x,
                                owner,
                                after: y,
                            });
                        }
                    }
                }
            }
        }
        found.sort_by_key(|t| t.point);
        found
    }

    /// An own living block in atari that the opponent would take for good, saved: its
    /// liberty, when that gives it two liberties or more, else the capture of an enemy block
    /// in atari beside it that leaves it two (the biggest block first, then scan order). A
    /// block whose capture would be pointless (the capturing stone dead, see
    /// [`Ending::capture`]) needs no stone: one in its owner's territory costs a point.
    fn defend(&self, color: Color) -> Option<usize> {
        self.blocks_in_atari(color)
            .into_iter()
            .filter(|&(_, liberty)| {
                let mut probe = self.board.clone();
                probe.play(color.opponent(), Some(liberty)).is_ok()
                    && self.stands(&probe, liberty, color)
            })
            .find_map(|(stone, liberty)| {
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
            .find_map(|(_, liberty)| {
                let mut probe = self.board.clone();
                probe.play(color, Some(liberty)).ok()?;
                self.stands(&probe, liberty, color.opponent())
                    .then_some(liberty)
            })
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
        let verdict = judge_with_seed(board, Some(color.opponent()), self.seed);
        let lost = g
            .points()
            .any(|q| q != p && board.get(q) == color.cell() && !self.dead[q] && verdict.is_dead(q));
        lost
    }

    /// True when the judge calls the stone at `p` of `board` alive with `to_move` to move.
    fn stands(&self, board: &Board, p: usize, to_move: Color) -> bool {
        !judge_with_seed(board, Some(to_move), self.seed).is_dead(p)
    }

    /// The living blocks of `owner` in atari, as (a stone, liberty): the biggest first, then
    /// in scan order of their first stones.
    fn blocks_in_atari(&self, owner: Color) -> Vec<(usize, usize)> {
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
            if let [liberty] = board.liberties(p)[..] {
                found.push((stones.len(), p, liberty));
            }
        }
        // stable: blocks of one size stay in scan order
        found.sort_by_key(|&(size, _, _)| std::cmp::Reverse(size));
        found
            .into_iter()
            .map(|(_, p, liberty)| (p, liberty))
            .collect()
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

    /// A dame for `color`: a fillable point beside its living stones that gives nothing away;
    /// of those, the one that leaves the fewest points counting for nobody (closing a gap in
    /// a wall first), then one beside stones of both colours, then scan order.
    fn fill_dame(&self, color: Color) -> Option<usize> {
        let g = self.board.geometry();
        let mut scorer = Scorer::new();
        let mut best: Option<(usize, bool, usize)> = None;
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
            scorer.score(
                &Position {
                    board: &probe,
                    dead: self.dead,
                },
                &Settings {
                    rules: Rules::Japanese,
                    komi: 0.0,
                    handicap: 0,
                },
            );
            let left = g
                .points()
                .filter(|&q| counts_for_nobody(scorer.refined().verdict(q)))
                .count();
            let both = self.beside_living(p, color.opponent());
            let better = match best {
                None => true,
                Some((best_left, best_both, _)) => (left, !both) < (best_left, !best_both),
            };
            if better {
                best = Some((left, both, p));
            }
        }
        best.map(|(_, _, p)| p)
    }
}

/// True for a verdict a dame fill may take: dame, or an unsettled point of a region.
fn counts_for_nobody(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Dame | Verdict::Unsettled(_))
}

/// True when the stone `color` just played at `p` gives no living block away: its block has
/// two liberties or more, and with exactly two, the opponent filling either still leaves it
/// an extension at the other that gives it two liberties again.
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
            probe.play(color, Some(escape)).is_ok()
                && probe.get(p) == color.cell()
                && probe.liberties(p).len() >= 2
        }),
        _ => true,
    }
}

#[cfg(test)]
mod tests;
