//! The teire a position owes (`Ending::teire_points`): where a player must add a stone of
//! their own once the opponent fills the dame, read block by block and fill by fill.

use super::{count_japanese, is_safe_fill, Ending};
use crate::board::{Board, Color};
use crate::judge::judge_in_play;
use crate::scoring::{Scorer, Status, Verdict};

/// A block with more liberties than this once the dame are filled is not read for a shortage
/// of liberties.
const SHORTAGE_LIBERTIES: usize = 3;

/// A point a player must fill with a stone of their own once the opponent fills a dame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Teire {
    /// The point (in `owner`'s territory).
    pub point: usize,
    pub owner: Color,
    /// The dame whose fill by the opponent puts `owner`'s block in atari (one or more, in
    /// scan order), or makes the point a false eye.
    pub after: Vec<usize>,
    /// Why the point must be filled.
    pub kind: TeireKind,
}

/// What the opponent's fill does to the point a teire fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeireKind {
    /// A block of the owner's is in atari with its only liberty there.
    Atari,
    /// The point becomes a false eye its owner must fill (the refined count's verdict).
    FalseEye,
    /// A block of the owner's is left short of liberties: the opponent, moving again, would
    /// take it (a stone inside puts it in atari with no escape), and a stone here keeps it.
    Shortage,
}

impl Ending<'_> {
    /// The teire points the position owes: each point where a player must add a stone once
    /// the opponent fills the dame beside one of its blocks ([`Ending::teire_of_block`]), a
    /// point one fill makes a false eye to fill, and the stones that keep the blocks the
    /// opponent's fills leave short of liberties ([`Ending::shortages_once_filled_by`]), in
    /// scan order of the points.
    pub fn teire_points(&self) -> Vec<Teire> {
        let mut board = self.board.clone();
        let g = board.geometry();
        let mut seen = vec![false; g.array_len()];
        let mut owed: Vec<Teire> = Vec::new();
        for p in g.points() {
            let Some(owner) = board.get(p).color() else {
                continue;
            };
            if seen[p] {
                continue;
            }
            for s in board.block_at(p) {
                seen[s] = true;
            }
            owed.extend(self.teire_of_block(p, owner, board.liberties(p)));
        }
        owed.extend(self.false_eyes_a_fill_makes());
        for filler in [Color::Black, Color::White] {
            owed.extend(self.shortages_once_filled_by(filler));
        }
        // each point once, named by the first reading that found it
        let mut found: Vec<Teire> = Vec::new();
        for teire in owed {
            if !found.iter().any(|t| t.point == teire.point) {
                found.push(teire);
            }
        }
        found.sort_by_key(|t| t.point);
        found
    }

    /// The points of a player's territory that a dame the opponent fills turns into false
    /// eyes their owner must fill (the refined count, recounted after the fill): a teire too,
    /// once per dame that makes it.
    fn false_eyes_a_fill_makes(&self) -> Vec<Teire> {
        let g = self.board.geometry();
        let mut scorer = Scorer::new();
        let mut found: Vec<Teire> = Vec::new();
        for y in g.points().filter(|&y| self.is_fillable(y)) {
            for filler in [Color::Black, Color::White] {
                let owner = filler.opponent();
                if !self.beside_living(y, filler) {
                    continue;
                }
                let mut probe = self.board.clone();
                if probe.play(filler, Some(y)).is_err() || !is_safe_fill(&mut probe, filler, y) {
                    continue;
                }
                count_japanese(&mut scorer, &probe, self.dead);
                for x in g.points() {
                    let made = self.scorer.refined().verdict(x) == Verdict::Territory(owner)
                        && scorer.refined().verdict(x) == Verdict::FalseEye(owner);
                    if made {
                        found.push(Teire {
                            point: x,
                            owner,
                            after: vec![y],
                            kind: TeireKind::FalseEye,
                        });
                    }
                }
            }
        }
        found
    }

    /// The points of the opponent's territory where a stone must keep one of its blocks that
    /// `filler`'s fills leave short of liberties: `filler` fills its own false eyes to fill,
    /// then every dame it can, one after the other in scan order (each beside a living stone
    /// of its own, capturing nothing and giving no block away: [`is_safe_fill`]), and the
    /// judge, `filler` to move again, then calls dead a living block beside a fill with
    /// [`SHORTAGE_LIBERTIES`] liberties or fewer that it called alive before the fills (a
    /// stone inside would put it in atari with no escape). The teire is the first answer
    /// ([`Ending::shortage_answers`]) after which the judge, `filler` to move, keeps the
    /// block and the new stone. A fill may need another before it to be safe (624650:
    /// White's R19 makes T19 safe to fill, and T19 leaves Black's S18-T18 two liberties in
    /// Black's corner): the fills are read together.
    fn shortages_once_filled_by(&self, filler: Color) -> Vec<Teire> {
        let g = self.board.geometry();
        let owner = filler.opponent();
        let mut filled = self.board.clone();
        let mut fills = Vec::new();
        // the filler's own false eyes to fill first (a dame behind one may be safe to fill
        // only after it: 603612's C1 before A1), then the dame
        let false_eyes = g
            .points()
            .filter(|&y| self.scorer.refined().verdict(y) == Verdict::FalseEye(filler));
        let dame = g.points().filter(|&y| self.is_fillable(y));
        for y in false_eyes.chain(dame) {
            // beside a living stone of the filler's, the board's or one it just filled
            let beside = g
                .neighbours(y)
                .into_iter()
                .any(|n| filled.get(n) == filler.cell() && !self.dead[n]);
            if !beside {
                continue;
            }
            let mut probe = filled.clone();
            if probe.play(filler, Some(y)).is_ok()
                && probe.get(y) == filler.cell()
                && probe.captures(filler) == filled.captures(filler)
                && is_safe_fill(&mut probe, filler, y)
            {
                filled = probe;
                fills.push(y);
            }
        }
        // the owner's living blocks beside a fill, short of liberties (one stone of each)
        let mut short: Vec<usize> = Vec::new();
        for n in fills.iter().flat_map(|&y| g.neighbours(y)) {
            let living = filled.get(n) == owner.cell()
                && !self.dead[n]
                && self.scorer.status(n) != Some(Status::Seki);
            if living
                && !short.iter().any(|&s| filled.block_at(s).contains(&n))
                && filled.liberties(n).len() <= SHORTAGE_LIBERTIES
            {
                short.push(n);
            }
        }
        if short.is_empty() {
            return Vec::new();
        }
        let judged = judge_in_play(&filled, filler, self.seed);
        if !short.iter().any(|&n| judged.is_dead(n)) {
            return Vec::new();
        }
        let before = judge_in_play(self.board, filler, self.seed);
        // the owner answers block by block on one board: a stone that keeps one block may
        // keep the next too (the judge's call after the last answer says)
        let mut answered = filled;
        let mut current = judged;
        let mut found: Vec<Teire> = Vec::new();
        for stone in short {
            if before.is_dead(stone)
                || !current.is_dead(stone)
                || answered.get(stone) != owner.cell()
            {
                continue;
            }
            let block = answered.block_at(stone);
            let kept = self
                .shortage_answers(&mut answered, &block, filler)
                .into_iter()
                .find_map(|x| {
                    let mut probe = answered.clone();
                    if probe.play(owner, Some(x)).is_err() {
                        return None;
                    }
                    let verdict = judge_in_play(&probe, filler, self.seed);
                    (!verdict.is_dead(stone) && !verdict.is_dead(x)).then_some((x, probe, verdict))
                });
            let Some((point, probe, verdict)) = kept else {
                continue;
            };
            // the fills beside the block, and the false eyes filled in the filler's blocks
            // beside it (they made those fills safe: 624650's R19, before T19)
            let mut walls: Vec<usize> = Vec::new();
            for n in block.iter().flat_map(|&s| g.neighbours(s)) {
                if answered.get(n) == filler.cell() && !walls.contains(&n) {
                    walls.extend(answered.block_at(n));
                }
            }
            let after = fills
                .iter()
                .copied()
                .filter(|&y| {
                    (self.scorer.refined().verdict(y) == Verdict::FalseEye(filler)
                        && walls.contains(&y))
                        || g.neighbours(y).into_iter().any(|n| block.contains(&n))
                })
                .collect();
            found.push(Teire {
                point,
                owner,
                after,
                kind: TeireKind::Shortage,
            });
            answered = probe;
            current = verdict;
        }
        found
    }

    /// Where the owner of `block` (its stones, on `board` after the opponent `filler`'s fills)
    /// may answer a shortage of liberties, in the owner's territory: the block's liberties,
    /// then those of `filler`'s blocks beside it short of liberties too (the race it is in:
    /// 625666's T15, a liberty of Black's S15-S16).
    fn shortage_answers(&self, board: &mut Board, block: &[usize], filler: Color) -> Vec<usize> {
        let g = board.geometry();
        let mut tries = board.liberties(block[0]);
        for &s in block {
            for n in g.neighbours(s) {
                if board.get(n) != filler.cell() {
                    continue;
                }
                let theirs = board.liberties(n);
                if theirs.len() <= SHORTAGE_LIBERTIES {
                    for l in theirs {
                        if !tries.contains(&l) {
                            tries.push(l);
                        }
                    }
                }
            }
        }
        let owner = filler.opponent();
        tries.retain(|&x| self.scorer.refined().verdict(x) == Verdict::Territory(owner));
        tries
    }

    /// The teire the living block at `stone` owes: its liberties are one point of its
    /// owner's territory and dame the opponent can fill (each beside a living stone of the
    /// opponent's); once the opponent has filled them all, one after the other, the block is
    /// in atari with its only liberty in its own territory, and its owner must fill it (a
    /// stone there that gives the block two liberties again). `liberties` are the block's.
    fn teire_of_block(&self, stone: usize, owner: Color, liberties: Vec<usize>) -> Option<Teire> {
        if self.dead[stone] || self.scorer.status(stone) == Some(Status::Seki) {
            return None;
        }
        let filler = owner.opponent();
        let (dame, rest): (Vec<usize>, Vec<usize>) = liberties
            .into_iter()
            .partition(|&l| self.is_fillable(l) && self.beside_living(l, filler));
        let [point] = rest[..] else {
            return None;
        };
        if dame.is_empty() || self.scorer.refined().verdict(point) != Verdict::Territory(owner) {
            return None;
        }
        // with one dame, the teire hangs on that dame (a point to whoever fills it first, as
        // `fill_dame` values it); with several, the owner needs only one to connect the block
        // or give it a liberty of its own, and the teire is owed only when none does
        if dame.len() >= 2 {
            let escapes = dame.iter().any(|&d| {
                let mut probe = self.board.clone();
                probe.play(owner, Some(d)).is_ok()
                    && probe
                        .liberties(d)
                        .iter()
                        .any(|l| *l != point && !dame.contains(l))
            });
            if escapes {
                return None;
            }
        }
        let mut probe = self.board.clone();
        for &d in &dame {
            if probe.play(filler, Some(d)).is_err() || probe.get(d) != filler.cell() {
                return None;
            }
        }
        if probe.get(stone) != owner.cell() || probe.liberties(stone) != [point] {
            return None;
        }
        // the stone added there must save the block (an eye it fills, its last liberty,
        // would not: such a block lives by a connection through the dame, not a teire)
        let saves = probe.play(owner, Some(point)).is_ok() && probe.liberties(point).len() >= 2;
        saves.then_some(Teire {
            point,
            owner,
            after: dame,
            kind: TeireKind::Atari,
        })
    }

    /// The teire points of `owner` that the opponent's stone just played at `y` of `board`
    /// forces: the one liberty, in `owner`'s territory, of each living block of `owner` beside
    /// `y` that the stone put in atari.
    pub(super) fn forced_teire(&self, board: &mut Board, owner: Color, y: usize) -> Vec<usize> {
        let g = board.geometry();
        let mut found = Vec::new();
        for n in g.neighbours(y) {
            if board.get(n) != owner.cell() || self.dead[n] {
                continue;
            }
            if let [x] = board.liberties(n)[..] {
                let own_territory = self.scorer.refined().verdict(x) == Verdict::Territory(owner);
                if own_territory && !found.contains(&x) {
                    found.push(x);
                }
            }
        }
        found
    }
}
