//! Steps 2 and 3: reach and regions, as bit-board floods.

use super::{Counter, Region, NONE};
use crate::board::bitboard::BitBoard;
use crate::board::Color;

impl<const N: usize> Counter<N> {
    /// Step 2: the living colours each point reaches by a path free of living enemy stones,
    /// once stopping at the enemy's blocking points (`reach`: a blocking point is reached but
    /// not passed) and once ignoring them (`strict_reach`). `reach` is flooded from one living
    /// stone at a time, each flood kept as a part of it (`reach_parts`, which step 3 reads),
    /// the next from the first stone no flood took. A path that leaves `reach` leaves it from
    /// a blocking point it stopped at, so `strict_reach` is `reach` and what a flood from
    /// those points adds beyond it (mostly nothing: a short flood).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_reach(&mut self) {
        let bg = self.bits.geometry;
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (color.index(), color.opponent().index());
            let passable = self.bits.board.minus(&self.bits.live[enemy]);
            let stop = &self.bits.blocking[enemy];
            // (a blocking point is an empty point: no living stone stops a flood)
            debug_assert!(!stop.meets(&self.bits.live[own]));
            let mut reach = BitBoard::<N>::default();
            let mut left = self.bits.live[own];
            let mut from = 1;
            while let Some(start) = left.first(&bg, from) {
                from = bg.place(start).0;
                let (part, rows) = BitBoard::<N>::flood_from(&bg, start, &passable, Some(stop));
                for r in rows.clone() {
                    *left.word_mut(r) &= !part.word(r);
                    *reach.word_mut(r) |= part.word(r);
                }
                self.reach_parts.push((color, part, (rows.start, rows.end)));
            }
            self.bits.reach[own] = reach;
            let stopped = reach.and(stop);
            let mut beyond = stopped;
            if !stopped.is_empty() {
                beyond.flood(&bg, &passable.minus(&reach).or(&stopped), None);
            }
            self.bits.strict_reach[own] = reach.or(&beyond);
        }
    }

    /// Step 3: regions. A region starts at a point that reaches one colour only and spreads
    /// through everything but the other colour's living stones (dame included), without
    /// passing the other colour's blocking points; its points are those reaching its colour
    /// only. Two areas of one colour joined through dame are one region. Regions are found in
    /// scan order of their first point, and none spreads over another's points.
    ///
    /// The spread is read from step 2's floods, not flooded again. A start that is one of the
    /// other colour's blocking points spreads nowhere: it is a region of its own. Any other
    /// start is reached from a living stone of its colour on a path that passes no blocking
    /// point, so it reaches back, and its spread is the part of `reach` that holds it: the
    /// points of that part no region has taken yet (another region's points lie beyond it,
    /// or are blocking points, which no spread passes).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_regions(&mut self) {
        let bg = self.bits.geometry;
        let only = [
            self.bits.reach[0].minus(&self.bits.reach[1]),
            self.bits.reach[1].minus(&self.bits.reach[0]),
        ];
        // what is left to start from: the points of a region found are taken out, row by row
        let mut candidates = only[0].or(&only[1]);
        let mut assigned = BitBoard::<N>::default();
        let mut from = 1;
        while let Some(start) = candidates.first(&bg, from) {
            let (row, bit) = bg.place(start);
            from = row;
            let color = if only[0].get(&bg, start) {
                Color::Black
            } else {
                Color::White
            };
            let (own, enemy) = (color.index(), color.opponent().index());
            let part = (!self.bits.blocking[enemy].get(&bg, start))
                .then(|| {
                    self.reach_parts
                        .iter()
                        .find(|(c, part, _)| *c == color && part.get(&bg, start))
                })
                .flatten();
            // (a start that is no blocking point lies in a part, as said above; were it in none,
            // it would be a region of its own)
            debug_assert!(part.is_some() || self.bits.blocking[enemy].get(&bg, start));
            let single;
            let (spread, rows) = match part {
                Some((_, part, rows)) => (part, rows.0..rows.1),
                None => {
                    let mut start_alone = BitBoard::<N>::default();
                    *start_alone.word_mut(row) = 1 << bit;
                    single = start_alone;
                    (&single, row..row + 1)
                }
            };
            let id = self.regions.len() as u32;
            let mut points = BitBoard::<N>::default();
            let (mut first, mut last) = (row, row);
            for r in rows {
                let mut w = spread.word(r) & candidates.word(r) & only[own].word(r);
                if w == 0 {
                    continue;
                }
                (first, last) = (first.min(r), r);
                *points.word_mut(r) = w;
                *assigned.word_mut(r) |= w;
                *candidates.word_mut(r) &= !w;
                while w != 0 {
                    self.region[bg.index(r, w.trailing_zeros())] = id;
                    w &= w - 1;
                }
            }
            self.regions.push(Region {
                color,
                eyes: 0,
                open: false,
                has_space: false,
                shares_dame: false,
                rows: (first, last + 1),
            });
            self.region_points.push(points);
        }
        self.bits.in_region = assigned;
        debug_assert!(self
            .region
            .iter()
            .all(|&r| r == NONE || r < self.regions.len() as u32));
    }
}
