//! Step 6: eye spaces, and which groups touch them where.

use super::{Counter, EyeSpace, GroupEye, Touch, NONE};
use crate::board::bitboard::BitBoard;

impl<const N: usize> Counter<N> {
    /// Step 6: each region's eye spaces, the connected empty or dead-stone points of the
    /// region (a bit-board flood each, found in scan order of their first point), with every
    /// place where a stone of a group touches one of their points: point by point in scan
    /// order, each point's sides up, down, left, right.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_eye_spaces(&mut self) {
        let bg = self.bits.geometry;
        let s = self.geometry.stride();
        let none = BitBoard::<N>::default();
        self.group_mark.clear();
        self.group_mark.resize(self.groups.len(), 0);
        self.group_slot.clear();
        self.group_slot.resize(self.groups.len(), 0);
        let live = self.bits.live[0].or(&self.bits.live[1]);
        let spaces = self.bits.in_region.minus(&live);
        // the eye points a stone can touch
        let beside_stones = live.beside(&bg);
        let mut left = spaces;
        self.thin_touches.clear();
        let mut from = 1;
        while let Some(start) = left.first(&bg, from) {
            from = bg.place(start).0;
            let region = self.region[start];
            let passable = spaces.and(&self.region_points[region as usize]);
            let (space, rows) = BitBoard::<N>::flood_from(&bg, start, &passable, &none);
            let id = self.eyes.len() as u32;
            let first_touch = self.touches.len() as u32;
            let span = (rows.start, rows.end);
            for r in rows {
                let mut w = space.word(r);
                *left.word_mut(r) &= !w;
                // the points with at most one neighbour in the space (step 7 tests only these)
                let (a, b, c, d) = (space.word(r - 1), space.word(r + 1), w << 1, w >> 1);
                let two = (a & b) | (c & d) | ((a | b) & (c | d));
                let thin = w & !two;
                let touching = beside_stones.word(r);
                while w != 0 {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    let p = bg.index(r, b);
                    self.eye[p] = id;
                    if touching >> b & 1 == 0 {
                        continue;
                    }
                    let mut met = [NONE; 4];
                    for (i, n) in [p - s, p + s, p - 1, p + 1].into_iter().enumerate() {
                        let group = self.group[n];
                        if group == NONE || self.region[n] != region {
                            continue;
                        }
                        if thin >> b & 1 != 0 {
                            self.thin_touches.push(self.touches.len() as u32);
                        }
                        self.touches.push(Touch {
                            eye: id,
                            group,
                            eye_point: p as u32,
                            stone: n as u32,
                            repeat: met[..i].contains(&group),
                        });
                        met[i] = group;
                    }
                }
            }
            let first_group = self.eye_groups.len() as u32;
            let met = self.next_generation();
            for t in first_touch as usize..self.touches.len() {
                let Touch {
                    group, eye_point, ..
                } = self.touches[t];
                let group = group as usize;
                if self.group_mark[group] != met {
                    self.group_mark[group] = met;
                    self.group_slot[group] = self.eye_groups.len() as u32;
                    self.eye_groups.push(group as u32);
                    self.eye_group_only.push(eye_point);
                } else {
                    let only = &mut self.eye_group_only[self.group_slot[group] as usize];
                    if *only != eye_point {
                        *only = NONE;
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
        self.sort_touches_by_group();
    }

    /// The same touches group by group, eye spaces in order within each group (a counting
    /// sort, stable), and each group's eye spaces with the span of its touches of each.
    fn sort_touches_by_group(&mut self) {
        let mut start = std::mem::take(&mut self.list);
        start.clear();
        start.resize(self.groups.len() + 1, 0);
        for t in &self.touches {
            start[t.group as usize + 1] += 1;
        }
        for g in 1..start.len() {
            start[g] += start[g - 1];
        }
        self.group_touches.clear();
        self.group_touches.extend_from_slice(&self.touches);
        for t in &self.touches {
            let slot = &mut start[t.group as usize];
            self.group_touches[*slot as usize] = *t;
            *slot += 1;
        }
        self.list = start;
        self.group_eyes.clear();
        let mut i = 0;
        for group in 0..self.groups.len() {
            let first_eye = self.group_eyes.len() as u32;
            while i < self.group_touches.len() && self.group_touches[i].group as usize == group {
                let eye = self.group_touches[i].eye;
                let first = i;
                let mut only_point = self.group_touches[i].eye_point;
                while i < self.group_touches.len()
                    && self.group_touches[i].group as usize == group
                    && self.group_touches[i].eye == eye
                {
                    if self.group_touches[i].eye_point != only_point {
                        only_point = NONE;
                    }
                    i += 1;
                }
                self.group_eyes.push(GroupEye {
                    eye,
                    touches: (first as u32, i as u32),
                    only_point,
                });
            }
            self.groups[group].eyes = (first_eye, self.group_eyes.len() as u32);
        }
    }
}
