//! Step 6: eye spaces, and which groups touch them where.

use super::{at_least, sides, Counter, EyeSpace, GroupEye, Touch, NONE};
use crate::board::bitboard::BitBoard;

impl<const N: usize> Counter<N> {
    /// Step 6: each region's eye spaces, the connected empty or dead-stone points of the
    /// region (a bit-board flood each, found in scan order of their first point), with every
    /// place where a stone of a group touches one of their points: point by point in scan
    /// order, each point's sides up, down, left, right. What step 7 needs is kept: the groups
    /// around each eye space (and whether each touches it at one point only), and the touches
    /// it tests: at points with at most one neighbour in their eye space, where some group
    /// touches the eye space at that point only. (Where every group beside a point touches
    /// the eye space elsewhere too, the rest of the space joins each to all the others and to
    /// the point's neighbour inside: the point is no false eye.)
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_eye_spaces(&mut self) {
        let bg = self.bits.geometry;
        let s = self.geometry.stride();
        // (each group read pushes its own mark and slot)
        self.group_mark.clear();
        self.group_slot.clear();
        let live = self.bits.live[0].or(&self.bits.live[1]);
        let spaces = self.bits.in_region.minus(&live);
        // the eye points a stone can touch
        let beside_stones = live.beside(&bg);
        let mut left = spaces;
        // the points where some group touches its eye space and nowhere else
        let mut touched_once = BitBoard::<N>::default();
        let mut from = 1;
        while let Some(start) = left.first(&bg, from) {
            from = bg.place(start).0;
            let region = self.region[start];
            let passable = spaces.and(&self.region_points[region as usize]);
            let (space, rows) = BitBoard::<N>::flood_from(&bg, start, &passable, None);
            let id = self.eyes.len() as u32;
            let first_group = self.eye_groups.len() as u32;
            let met = self.next_generation();
            let span = (rows.start, rows.end);
            // the living stones of the region beside each point of row `r`, by side: up,
            // down, left, right (only living stones have a group)
            let ours = live.and(&self.region_points[region as usize]);
            let stone_sides = |r: usize| {
                let w = ours.word(r);
                [ours.word(r - 1), ours.word(r + 1), w << 1, w >> 1]
            };
            let sides_at = |sides: &[u64; 4], b: u32| {
                (sides[0] >> b & 1)
                    | (sides[1] >> b & 1) << 1
                    | (sides[2] >> b & 1) << 2
                    | (sides[3] >> b & 1) << 3
            };
            // the groups around the space, and where each touches it
            for r in rows.clone() {
                *left.word_mut(r) &= !space.word(r);
                let mut w = space.word(r) & beside_stones.word(r);
                let by_side = stone_sides(r);
                while w != 0 {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    let p = bg.index(r, b);
                    let neighbours = [p - s, p + s, p - 1, p + 1];
                    let mut sides = sides_at(&by_side, b);
                    while sides != 0 {
                        let i = sides.trailing_zeros() as usize;
                        sides &= sides - 1;
                        let group = self.group_at(neighbours[i & 3]);
                        self.note_group_around(group as usize, met, p as u32);
                    }
                }
            }
            for &only in &self.eye_group_only[first_group as usize..] {
                if only != NONE {
                    touched_once.set(&bg, only as usize);
                }
            }
            // the touches step 7 tests: at points with at most one neighbour in the space
            // where some group touches it at that point only
            for r in rows {
                let (a, b, c, d) = sides(&space, r);
                let thin = space.word(r) & !at_least(a, b, c, d)[1];
                let mut w = thin & beside_stones.word(r) & touched_once.word(r);
                let by_side = stone_sides(r);
                while w != 0 {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    let p = bg.index(r, b);
                    let neighbours = [p - s, p + s, p - 1, p + 1];
                    let mut sides = sides_at(&by_side, b);
                    let mut seen = [NONE; 4];
                    while sides != 0 {
                        let i = sides.trailing_zeros() as usize;
                        sides &= sides - 1;
                        let group = self.group_at(neighbours[i & 3]);
                        // (the sides not yet read hold NONE, never a group)
                        let repeat = seen.contains(&group);
                        seen[i & 3] = group;
                        self.touches.push(Touch {
                            eye: id,
                            group,
                            eye_point: p as u32,
                            repeat,
                        });
                    }
                }
            }
            self.eye_bits.push(space);
            self.eyes.push(EyeSpace {
                color: self.regions[region as usize].color,
                region,
                rows: span,
                groups: (first_group, self.eye_groups.len() as u32),
                value: 0,
                real: 0,
            });
        }
        self.list_eyes_by_group();
    }

    /// The eye space being read is touched by `group` at `point`: the group joins its groups
    /// (once, in the order met), or no longer touches it at one point only.
    fn note_group_around(&mut self, group: usize, met: u32, point: u32) {
        if self.group_mark[group] != met {
            self.group_mark[group] = met;
            self.group_slot[group] = self.eye_groups.len() as u32;
            self.eye_groups.push(group as u32);
            self.eye_group_only.push(point);
        } else {
            let only = &mut self.eye_group_only[self.group_slot[group] as usize];
            if *only != point {
                *only = NONE;
            }
        }
    }

    /// Each group's eye spaces, in order, with the one point it touches each at (or
    /// [`NONE`]): the groups around each eye space turned round (a counting sort).
    fn list_eyes_by_group(&mut self) {
        let mut start = std::mem::take(&mut self.list);
        start.clear();
        start.resize(self.groups.len() + 1, 0);
        for &group in &self.eye_groups {
            start[group as usize + 1] += 1;
        }
        for g in 1..start.len() {
            start[g] += start[g - 1];
        }
        for (group, slot) in self.groups.iter_mut().zip(start.windows(2)) {
            group.eyes = (slot[0], slot[1]);
        }
        self.group_eyes.clear();
        self.group_eyes.resize(
            self.eye_groups.len(),
            GroupEye {
                eye: 0,
                only_point: NONE,
            },
        );
        for (e, space) in self.eyes.iter().enumerate() {
            for k in space.groups.0 as usize..space.groups.1 as usize {
                let slot = &mut start[self.eye_groups[k] as usize];
                self.group_eyes[*slot as usize] = GroupEye {
                    eye: e as u32,
                    only_point: self.eye_group_only[k],
                };
                *slot += 1;
            }
        }
        self.list = start;
    }
}
