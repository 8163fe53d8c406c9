//! The teire a position owes (`Ending::teire_points`): where a player must add a stone of
//! their own once the opponent fills the dame, read block by block and fill by fill.

use super::{count_japanese, is_safe_fill, Ending};
use crate::board::{Board, Color};
use crate::scoring::{Scorer, Status, Verdict};

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
}

impl Ending<'_> {
    /// The teire points the position owes: each point where a player must add a stone once
    /// the opponent fills the dame beside one of its blocks ([`Ending::teire_of_block`]), in
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
