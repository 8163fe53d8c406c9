//! Steps 2 and 3: reach and regions, as bit-board floods.

use super::{Counter, Region, NONE};
use crate::board::bitboard::BitBoard;
use crate::board::Color;

impl<const N: usize> Counter<N> {
    /// Step 2: the living colours each point reaches by a path free of living enemy stones,
    /// once stopping at the enemy's blocking points (`reach`: a blocking point is reached but
    /// not passed) and once ignoring them (`strict_reach`). A path that leaves `reach` leaves
    /// it from a blocking point it stopped at, so `strict_reach` is `reach` and what a flood
    /// from those points adds beyond it (mostly nothing: a short flood).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_reach(&mut self) {
        let none = BitBoard::<N>::default();
        let bg = self.bits.geometry;
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (color.index(), color.opponent().index());
            let passable = self.bits.board.minus(&self.bits.live[enemy]);
            let mut reach = self.bits.live[own];
            reach.flood(&bg, &passable, &self.bits.blocking[enemy]);
            self.bits.reach[own] = reach;
            let stopped = reach.and(&self.bits.blocking[enemy]);
            let mut beyond = stopped;
            if !stopped.is_empty() {
                beyond.flood(&bg, &passable.minus(&reach).or(&stopped), &none);
            }
            self.bits.strict_reach[own] = reach.or(&beyond);
        }
    }

    /// Step 3: regions. A region starts at a point that reaches one colour only and spreads
    /// through everything but the other colour's living stones (dame included), without
    /// passing the other colour's blocking points; its points are those reaching its colour
    /// only. Two areas of one colour joined through dame are one region. Regions are found in
    /// scan order of their first point, and none spreads over another's points.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_regions(&mut self) {
        let bg = self.bits.geometry;
        let only = [
            self.bits.reach[0].minus(&self.bits.reach[1]),
            self.bits.reach[1].minus(&self.bits.reach[0]),
        ];
        // what is left to start from, and where each colour may spread: the points of a
        // region found are taken out of both, row by row
        let mut candidates = only[0].or(&only[1]);
        let mut passable = [
            self.bits.board.minus(&self.bits.live[1]),
            self.bits.board.minus(&self.bits.live[0]),
        ];
        let mut assigned = BitBoard::<N>::default();
        let mut from = 1;
        while let Some(start) = candidates.first(&bg, from) {
            from = bg.place(start).0;
            let color = if only[0].get(&bg, start) {
                Color::Black
            } else {
                Color::White
            };
            let (own, enemy) = (color.index(), color.opponent().index());
            let (spread, rows) =
                BitBoard::<N>::flood_from(&bg, start, &passable[own], &self.bits.blocking[enemy]);
            let id = self.regions.len() as u32;
            self.regions.push(Region {
                color,
                eyes: 0,
                open: false,
                has_space: false,
                shares_dame: false,
                rows: (rows.start, rows.end),
            });
            let mut points = BitBoard::<N>::default();
            for r in rows {
                let mut w = spread.word(r) & only[own].word(r);
                *points.word_mut(r) = w;
                *assigned.word_mut(r) |= w;
                *candidates.word_mut(r) &= !w;
                *passable[0].word_mut(r) &= !w;
                *passable[1].word_mut(r) &= !w;
                while w != 0 {
                    self.region[bg.index(r, w.trailing_zeros())] = id;
                    w &= w - 1;
                }
            }
            self.region_points.push(points);
        }
        self.bits.in_region = assigned;
        debug_assert!(self
            .region
            .iter()
            .all(|&r| r == NONE || r < self.regions.len() as u32));
    }
}
