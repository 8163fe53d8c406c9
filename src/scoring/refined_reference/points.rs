//! Step 10: each point's verdict.

use super::{bit, RefinedCount, Verdict, BLACK_BIT, NONE, WHITE_BIT};
use crate::board::{Cell, Color};

/// The largest block of dame two groups short of eyes can share in an eyeless seki.
const SHARED_DAME: u32 = 4;

impl RefinedCount {
    /// Step 10: a point of no region is dame; a point of a region worth at most one eye is
    /// seki; a false eye that must be filled (or a point beside a dead throw-in on one) counts
    /// for nobody; territory needs the point's whole block in the region and no living enemy
    /// stone reaching it.
    pub(super) fn decide_points(&mut self) {
        let g = self.geometry;
        for row in g.rows() {
            for p in row {
                if self.live[p] != 0 {
                    continue;
                }
                let r = self.region[p];
                if r == NONE {
                    self.verdict[p] = Verdict::Dame;
                    continue;
                }
                let region = self.regions[r as usize];
                let color = region.color;
                let enemy = bit(color.opponent());
                // beside a dead enemy stone thrown in on a false eye that must be filled
                let thrown_in_beside = g
                    .neighbours(p)
                    .iter()
                    .any(|&n| self.unscorable[n] && self.dead[n] && self.stone_bit(n) == enemy);
                self.verdict[p] = if region.eyes <= 1 {
                    self.seki_points += 1;
                    Verdict::Seki(color)
                } else if self.unscorable[p] || thrown_in_beside {
                    Verdict::FalseEye(color)
                } else if self.blocks[self.block[p] as usize].region != r
                    || self.strict_reach[p] & enemy != 0
                {
                    Verdict::Unsettled(color)
                } else {
                    self.territory[color.index()] += 1;
                    Verdict::Territory(color)
                };
            }
        }
    }

    /// What tells a group in seki from one in a game not played out, for the stones' status:
    /// a region touching *open* dame (a block of empty points of no region with a point that
    /// has three empty neighbours or more: dame of a finished game are lines between walls)
    /// is not in seki; one that holds an eye space, or shares a block of at most
    /// [`SHARED_DAME`] dame points with enemy stones whose region is worth at most one eye
    /// too, is.
    pub(super) fn mark_seki_regions(&mut self) {
        let g = self.geometry;
        // `mark` indexed by block: the open dame blocks
        let open_block = self.next_generation();
        for row in g.rows() {
            for p in row {
                if self.cells[p] != Cell::Empty || self.region[p] != NONE {
                    if self.live[p] == 0 && self.region[p] != NONE {
                        self.regions[self.region[p] as usize].has_space = true;
                    }
                    continue;
                }
                let b = self.block[p] as usize;
                if self.blocks[b].region != NONE || self.mark[b] == open_block {
                    continue;
                }
                let empty = g
                    .neighbours(p)
                    .iter()
                    .filter(|&&n| self.cells[n] == Cell::Empty)
                    .count();
                if empty >= 3 {
                    self.mark[b] = open_block;
                }
            }
        }
        // per block: the colours of the living stones short of eyes beside it
        let mut short = std::mem::take(&mut self.block_bits);
        short.clear();
        short.resize(self.blocks.len(), 0);
        for row in g.rows() {
            for p in row {
                if self.live[p] == 0 || self.regions[self.region[p] as usize].eyes > 1 {
                    continue;
                }
                for n in g.neighbours(p) {
                    if self.cells[n] == Cell::Empty && self.region[n] == NONE {
                        short[self.block[n] as usize] |= self.live[p];
                    }
                }
            }
        }
        for row in g.rows() {
            for p in row {
                if self.live[p] == 0 {
                    continue;
                }
                let own = self.region[p] as usize;
                let enemy = self.live[p] ^ (BLACK_BIT | WHITE_BIT);
                for n in g.neighbours(p) {
                    if self.cells[n] != Cell::Empty || self.region[n] != NONE {
                        continue;
                    }
                    let b = self.block[n] as usize;
                    if self.mark[b] == open_block {
                        self.regions[own].open = true;
                    } else if self.blocks[b].size <= SHARED_DAME && short[b] & enemy != 0 {
                        self.regions[own].shares_dame = true;
                    }
                }
            }
        }
        self.block_bits = short;
    }

    /// Who owns the point as territory, if anyone.
    pub fn territory_owner(&self, p: usize) -> Option<Color> {
        match self.verdict(p) {
            Verdict::Territory(color) => Some(color),
            _ => None,
        }
    }

    /// The points of a region worth at most one eye whose stones live in no seki (they touch
    /// open dame: the game is not played out there) are no seki points: they still count for
    /// nobody, and say why.
    pub(super) fn part_seki_points(&mut self) {
        for p in 0..self.verdict.len() {
            if let Verdict::Seki(color) = self.verdict[p] {
                let region = self.regions[self.region[p] as usize];
                if !(region.eyes <= 1 && !region.open && (region.has_space || region.shares_dame)) {
                    self.verdict[p] = Verdict::NotPlayedOut(color);
                    self.seki_points -= 1;
                }
            }
        }
    }
}
