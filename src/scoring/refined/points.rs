//! Steps 10 and 11: which regions hold stones in seki, and each point's verdict.

use super::{at_least, sides, Counter, BLACK_BIT, WHITE_BIT};
use crate::board::bitboard::BitBoard;

/// The largest block of dame two groups short of eyes can share in an eyeless seki.
const SHARED_DAME: u32 = 4;

impl<const N: usize> Counter<N> {
    /// Step 11: a point of no region is dame; a point of a region worth at most one eye is seki
    /// when its stones live in seki (step 10), else not played out; a false eye that must be
    /// filled (or a point beside a dead throw-in on one) counts for nobody; territory needs the
    /// point's whole block in the region and no living enemy stone reaching it. Read region by
    /// region, a word (a row) at a time.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn decide_points(&mut self) {
        let bg = self.bits.geometry;
        let bits = &mut self.bits;
        let not_live = bits.board.minus(&bits.live[0].or(&bits.live[1]));
        // dead stones thrown in on a false eye that must be filled, by colour: rare, and the
        // points beside them count for nobody in the other colour's regions
        let thrown_in = [
            bits.unscorable.and(&bits.dead[0]),
            bits.unscorable.and(&bits.dead[1]),
        ];
        let beside_thrown_in = thrown_in.map(|t| if t.is_empty() { t } else { t.beside(&bg) });
        let [black, white] = &mut bits.territory;
        for board in [
            black,
            white,
            &mut bits.seki,
            &mut bits.not_played_out,
            &mut bits.false_eye,
            &mut bits.unsettled,
        ] {
            board.clear();
        }
        for (region, points) in self.regions.iter().zip(&self.region_points) {
            let (own, enemy) = (region.color.index(), region.color.opponent().index());
            for r in region.rows.0..region.rows.1 {
                let w = points.word(r) & not_live.word(r);
                if region.eyes <= 1 {
                    // seki when its stones live in seki (step 10); else the game is not played
                    // out there: nobody's all the same, but no seki
                    if region.holds_seki_stones() {
                        *bits.seki.word_mut(r) |= w;
                        self.seki_points += w.count_ones();
                    } else {
                        *bits.not_played_out.word_mut(r) |= w;
                    }
                    continue;
                }
                let false_eye = w & (bits.unscorable.word(r) | beside_thrown_in[enemy].word(r));
                let unsettled =
                    w & !false_eye & (bits.mixed.word(r) | bits.strict_reach[enemy].word(r));
                let territory = w & !false_eye & !unsettled;
                *bits.false_eye.word_mut(r) |= false_eye;
                *bits.unsettled.word_mut(r) |= unsettled;
                *bits.territory[own].word_mut(r) |= territory;
                self.territory[own] += territory.count_ones();
            }
        }
    }

    /// Step 10: what tells a group in seki from one in a game not played out, for the stones'
    /// status and the points' verdicts (step 11):
    /// a region touching *open* dame (a block of empty points of no region with a point that
    /// has three empty neighbours or more: dame of a finished game are lines between walls)
    /// is not in seki; one that holds an eye space, or shares a block of at most
    /// [`SHARED_DAME`] dame points with enemy stones whose region is worth at most one eye
    /// too, is. Each block of empty points holding dame is a bit-board flood.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_seki_regions(&mut self) {
        let bg = self.bits.geometry;
        let live = self.bits.live[0].or(&self.bits.live[1]);
        for (region, points) in self.regions.iter_mut().zip(&self.region_points) {
            let rows = region.rows.0..region.rows.1;
            region.has_space = rows
                .into_iter()
                .any(|r| points.word(r) & !live.word(r) != 0);
        }
        let dame = self.bits.empty.minus(&self.bits.in_region);
        let open_points = self.bits.empty.with_three_neighbours(&bg).and(&dame);
        let mut left = dame;
        let mut from = 1;
        while let Some(start) = left.first(&bg, from) {
            from = bg.place(start).0;
            let (block, rows) = BitBoard::<N>::flood_from(&bg, start, &self.bits.empty, None);
            // read over the block's rows only (and the rows beside them for the stones)
            let (mut open, mut size) = (false, 0);
            let mut block_dame = BitBoard::<N>::default();
            for r in rows.clone() {
                let w = block.word(r) & dame.word(r);
                *block_dame.word_mut(r) = w;
                *left.word_mut(r) &= !w;
                open |= w & open_points.word(r) != 0;
                size += block.word(r).count_ones();
            }
            let small = size <= SHARED_DAME;
            let mut stones = BitBoard::<N>::default();
            let board_rows = bg.rows();
            for r in rows.start.saturating_sub(1).max(board_rows.start)
                ..(rows.end + 1).min(board_rows.end)
            {
                let (a, b, c, d) = sides(&block_dame, r);
                *stones.word_mut(r) = at_least(a, b, c, d)[0] & live.word(r);
            }
            if open {
                // every region with a stone beside open dame (a region holds its stones)
                for (region, points) in self.regions.iter_mut().zip(&self.region_points) {
                    region.open |= points.meets(&stones);
                }
                continue;
            }
            if !small {
                continue;
            }
            // the colours of the living stones short of eyes beside it
            let mut short = 0;
            stones.for_each(&bg, |p| {
                if self.regions[self.region[p] as usize].eyes <= 1 {
                    short |= self.live_bit(p);
                }
            });
            stones.for_each(&bg, |p| {
                let enemy = self.live_bit(p) ^ (BLACK_BIT | WHITE_BIT);
                if short & enemy != 0 {
                    self.regions[self.region[p] as usize].shares_dame = true;
                }
            });
        }
    }
}
