//! Steps 4 and 5: blocks and groups.

use super::{Counter, Group, NONE};
use crate::board::bitboard::BitBoard;
use crate::board::{Cell, Color};

impl<const N: usize> Counter<N> {
    /// Step 4: blocks of solidly connected points of one kind (empty points, living stones of
    /// a colour, or dead stones of a colour), read where the count needs them: the blocks of
    /// empty or dead-stone points that spread over more than one region or beyond one
    /// (`mixed`: a bit-board flood from the points beside another region's point of their
    /// kind). The blocks holding dame are read by the seki step, and the liberties of a block
    /// when asked ([`Counter::in_atari_or_worse`]).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_blocks(&mut self) {
        let bg = self.bits.geometry;
        // (most boards have no dead stones of one colour or both: no blocks of them to read)
        let mut kinds = [&self.bits.empty, &self.bits.dead[0], &self.bits.dead[1]];
        let mut present = 0;
        for k in 0..3 {
            if !kinds[k].is_empty() {
                kinds[present] = kinds[k];
                present += 1;
            }
        }
        let kinds = &kinds[..present];
        // the pairs of neighbours (a point and the one to its right, or below it) in one
        // region, or both in none
        let mut same_right = [0u64; N];
        let mut same_below = [0u64; N];
        let none_region = self.bits.board.minus(&self.bits.in_region);
        let spans = self
            .regions
            .iter()
            .map(|region| region.rows.0..region.rows.1);
        let all_rows = std::iter::once(bg.rows());
        for (points, rows) in self
            .region_points
            .iter()
            .zip(spans)
            .chain([&none_region].into_iter().zip(all_rows))
        {
            for r in rows {
                let w = points.word(r);
                same_right[r] |= w & (w >> 1);
                same_below[r] |= w & points.word(r + 1);
            }
        }
        // both points of a pair of one kind in different regions (or one in none) start a
        // block that spreads over more than one
        let mut seeds = BitBoard::<N>::default();
        for kind in kinds {
            for r in bg.rows() {
                let w = kind.word(r);
                let right = w & (w >> 1) & !same_right[r];
                let below = w & kind.word(r + 1) & !same_below[r];
                *seeds.word_mut(r) |= right | (right << 1) | below;
                *seeds.word_mut(r + 1) |= below;
            }
        }
        let mut mixed = BitBoard::<N>::default();
        for k in kinds {
            let mut spread = seeds.and(k);
            spread.flood(&bg, k, None);
            mixed = mixed.or(&spread);
        }
        self.bits.mixed = mixed;
    }

    /// True when the block of stones at `p` (stones of its colour, living or dead as it is)
    /// has at most one liberty.
    pub(super) fn in_atari_or_worse(&mut self, p: usize) -> bool {
        let g = self.geometry;
        let kind = (self.cells[p], self.is_dead(p));
        let seen = self.next_generation();
        let mut stack = std::mem::take(&mut self.list);
        stack.clear();
        stack.push(p as u32);
        self.mark[p] = seen;
        let mut liberty = None;
        let mut two = false;
        'walk: while let Some(q) = stack.pop() {
            for n in g.neighbours(q as usize) {
                if self.mark[n] == seen {
                    continue;
                }
                if (self.cells[n], self.is_dead(n)) == kind {
                    self.mark[n] = seen;
                    stack.push(n as u32);
                } else if self.cells[n] == Cell::Empty {
                    match liberty {
                        None => liberty = Some(n),
                        Some(l) if l != n => {
                            two = true;
                            break 'walk;
                        }
                        _ => {}
                    }
                }
            }
        }
        self.list = stack;
        !two
    }

    /// Step 5: groups. Living blocks of one colour joined through points of no region (dame)
    /// that are not the other colour's blocking points: a group lives or dies as one. Only
    /// the points a group may pass are set here (`group_paths`); a group is read when step 6
    /// first needs it ([`Counter::group_at`]), so groups no eye space touches are never read.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_groups(&mut self) {
        let dame = self.bits.board.minus(&self.bits.in_region);
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (color.index(), color.opponent().index());
            self.bits.group_paths[own] = dame
                .minus(&self.bits.blocking[enemy])
                .or(&self.bits.live[own]);
        }
    }

    /// The group of the living stone at `p`: read (a bit-board flood over its colour's
    /// `group_paths`, every stone of it numbered) when first asked for, so groups are
    /// numbered in the order step 6 meets them.
    #[inline]
    pub(super) fn group_at(&mut self, p: usize) -> u32 {
        match self.group[p] {
            NONE => self.read_group(p),
            group => group,
        }
    }

    /// Reads the group of the living stone at `p` (see [`Counter::group_at`]).
    #[inline(never)]
    fn read_group(&mut self, p: usize) -> u32 {
        let bg = self.bits.geometry;
        let own = if self.bits.live[0].get(&bg, p) { 0 } else { 1 };
        let (spread, rows) = BitBoard::<N>::flood_from(&bg, p, &self.bits.group_paths[own], None);
        let id = self.groups.len() as u32;
        self.groups.push(Group { eyes: (0, 0) });
        self.group_mark.push(0);
        self.group_slot.push(0);
        for r in rows {
            let mut stones = spread.word(r) & self.bits.live[own].word(r);
            while stones != 0 {
                self.group[bg.index(r, stones.trailing_zeros())] = id;
                stones &= stones - 1;
            }
        }
        id
    }
}
