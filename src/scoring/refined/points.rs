//! Step 10: each point's verdict.

use super::{bit, RefinedCount, Verdict, BLACK_BIT, NONE, WHITE_BIT};
use crate::board::bitboard::BitBoard;
use crate::board::Color;

/// The largest block of dame two groups short of eyes can share in an eyeless seki.
const SHARED_DAME: u32 = 4;

impl RefinedCount {
    /// Step 10: a point of no region is dame; a point of a region worth at most one eye is
    /// seki; a false eye that must be filled (or a point beside a dead throw-in on one) counts
    /// for nobody; territory needs the point's whole block in the region and no living enemy
    /// stone reaching it.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn decide_points(&mut self) {
        let g = self.geometry;
        let bg = self.bits.geometry;
        let not_live = self
            .bits
            .board
            .minus(&self.bits.live[0].or(&self.bits.live[1]));
        // a dead stone thrown in on a false eye that must be filled: rare, so looked for once
        let thrown_in = self
            .eye_points
            .iter()
            .any(|&p| self.unscorable[p as usize] && self.dead[p as usize]);
        for row in bg.rows() {
            let mut w = not_live.word(row);
            let mixed = self.bits.mixed.word(row);
            let reached = [
                self.bits.strict_reach[0].word(row),
                self.bits.strict_reach[1].word(row),
            ];
            while w != 0 {
                let b = w.trailing_zeros();
                w &= w - 1;
                let p = bg.index(row, b);
                let r = self.region[p];
                if r == NONE {
                    self.verdict[p] = Verdict::Dame;
                    continue;
                }
                let region = self.regions[r as usize];
                let color = region.color;
                let enemy = bit(color.opponent());
                // beside a dead enemy stone thrown in on a false eye that must be filled
                let thrown_in_beside = thrown_in
                    && g.neighbours(p)
                        .iter()
                        .any(|&n| self.unscorable[n] && self.dead[n] && self.stone_bit(n) == enemy);
                let unsettled = (mixed | reached[color.opponent().index()]) >> b & 1 != 0;
                self.verdict[p] = if region.eyes <= 1 {
                    self.seki_points += 1;
                    Verdict::Seki(color)
                } else if self.unscorable[p] || thrown_in_beside {
                    Verdict::FalseEye(color)
                } else if unsettled {
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
    /// too, is. Each block of empty points holding dame is a bit-board flood.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_seki_regions(&mut self) {
        let bg = self.bits.geometry;
        let live = self.bits.live[0].or(&self.bits.live[1]);
        let regions = &mut self.regions;
        let region = &self.region;
        self.bits.in_region.minus(&live).for_each(&bg, |p| {
            regions[region[p] as usize].has_space = true;
        });
        let dame = self.bits.empty.minus(&self.bits.in_region);
        let open_points = self.bits.empty.with_three_neighbours(&bg).and(&dame);
        let none = BitBoard::default();
        let mut left = dame;
        let mut from = 1;
        while let Some(start) = left.first(&bg, from) {
            from = bg.place(start).0;
            let mut block = BitBoard::default();
            block.set(&bg, start);
            block.flood(&bg, &self.bits.empty, &none);
            let block_dame = block.and(&dame);
            left = left.minus(&block_dame);
            let open = block_dame.meets(&open_points);
            let small = block.count() <= SHARED_DAME;
            let stones = block_dame.beside(&bg).and(&live);
            // the colours of the living stones short of eyes beside it
            let mut short = 0;
            stones.for_each(&bg, |p| {
                if self.regions[self.region[p] as usize].eyes <= 1 {
                    short |= self.live[p];
                }
            });
            stones.for_each(&bg, |p| {
                let own = &mut self.regions[self.region[p] as usize];
                let enemy = self.live[p] ^ (BLACK_BIT | WHITE_BIT);
                if open {
                    own.open = true;
                } else if small && short & enemy != 0 {
                    own.shares_dame = true;
                }
            });
        }
    }

    /// Who owns the point as territory, if anyone.
    pub fn territory_owner(&self, p: usize) -> Option<Color> {
        match self.verdict(p) {
            Verdict::Territory(color) => Some(color),
            _ => None,
        }
    }
}
