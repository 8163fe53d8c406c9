//! Step 5: expansion, eye count and seki; the strict rule; seki stones.

use super::{bit_color, color_bit};
use crate::scoring::eyes::{eye_count, Shape};
use crate::scoring::layers::{Scorer, NONE};

/// Largest neutral region an eyeless seki shares (its shared liberties), and most liberties
/// a block of it has: filling one more would put it in atari.
const SHARED_LIBERTIES: usize = 2;

impl Scorer {
    /// Step 5: expand each controlled region over the regions directly related to it (sharing a
    /// block of boundary stones), sum the optimistic eye counts over the expansion, and mark
    /// every region of an expansion with fewer than two eyes as seki. When every region makes
    /// two eyes on its own there is nothing to expand.
    pub(in crate::scoring) fn find_seki(&mut self) {
        let n = self.regions.len();
        self.expansion.clear();
        self.expansion.extend(0..n as u32);
        self.region_eyes.clear();
        self.region_eyes.resize(n, 0);
        self.seki_region.clear();
        self.seki_region.resize(n, false);
        let mut any_single_eye = false;
        for r in 0..n {
            let info = self.regions[r];
            if bit_color(info.colors).is_none() {
                continue;
            }
            let shape = Shape {
                size: info.size,
                has_square_four: info.has_square_four,
                is_curved_four: info.is_curved_four,
            };
            let eyes = eye_count(info.boundary_length, shape).optimistic();
            self.region_eyes[r] = eyes;
            any_single_eye |= eyes < 2;
        }
        self.eye_sum.clone_from(&self.region_eyes);
        if !any_single_eye {
            return;
        }
        self.expand_regions();
        self.eye_sum.iter_mut().for_each(|e| *e = 0);
        for r in 0..n {
            let root = self.find_expansion(r);
            self.eye_sum[root] += self.region_eyes[r];
        }
        for r in 0..n {
            if bit_color(self.regions[r].colors).is_some() {
                let root = self.find_expansion(r);
                self.seki_region[r] = self.eye_sum[root] < 2;
            }
        }
    }

    /// The expansion: joins (union-find over regions) every two controlled regions that share
    /// a block of boundary stones. Only the empty points beside a stone touch boundary stones.
    fn expand_regions(&mut self) {
        let g = self.geometry;
        // block root -> first region seen bordering it
        self.block_region.clear();
        self.block_region.resize(g.array_len(), NONE);
        for k in 0..self.edge_points.len() {
            let p = self.edge_points[k];
            let r = self.region[p] as usize;
            if bit_color(self.regions[r].colors).is_none() {
                continue;
            }
            for nb in g.neighbours(p) {
                if self.layer[nb].color().is_none() {
                    continue;
                }
                let root = self.find_root(nb);
                match self.block_region[root] {
                    NONE => self.block_region[root] = r as u32,
                    other if other as usize == r => {}
                    other => {
                        let (a, b) = (self.find_expansion(r), self.find_expansion(other as usize));
                        if a != b {
                            self.expansion[a.max(b)] = a.min(b) as u32;
                        }
                    }
                }
            }
        }
    }

    /// `japanese-strict`: every live block touching a neutral point is in seki, and every
    /// controlled region whose boundary holds such a block counts for nobody.
    pub(in crate::scoring) fn apply_strict_rule(&mut self) {
        let g = self.geometry;
        let generation = self.next_generation();
        self.stack.clear();
        for row in g.rows() {
            for p in row {
                if self.neutral[p] {
                    for n in g.neighbours(p) {
                        if self.is_original_stone(n) && self.mark[n] != generation {
                            self.mark[n] = generation;
                            self.stack.push(n);
                        }
                    }
                }
            }
        }
        while let Some(p) = self.stack.pop() {
            for n in g.neighbours(p) {
                if self.is_original_stone(n)
                    && self.layer[n] == self.layer[p]
                    && self.mark[n] != generation
                {
                    self.mark[n] = generation;
                    self.stack.push(n);
                }
            }
        }
        for r in 0..self.regions.len() {
            let touches = self.region_points(r).any(|i| {
                g.neighbours(self.points[i])
                    .iter()
                    .any(|&n| self.mark[n] == generation)
            });
            if touches {
                self.seki_region[r] = true;
            }
        }
    }

    pub(in crate::scoring) fn is_original_stone(&self, p: usize) -> bool {
        self.layer[p].color().is_some() && !self.false_eye[p]
    }

    /// Seki stones: the blocks (as joined by the fills) around a region the seki step
    /// discounts, the opposing blocks sharing a liberty (a neutral point) with them that cannot
    /// make two eyes themselves (optimistic eye sum below two), and the blocks of an eyeless
    /// seki ([`Scorer::find_eyeless_seki`]). Everything else not marked dead is alive, so an
    /// unfinished position (its neutral regions wide open) lists no seki stones.
    pub(in crate::scoring) fn find_seki_stones(&mut self) {
        if self.rules.is_area() {
            return;
        }
        self.find_small_shared_regions();
        self.keep_groups_short_of_liberties();
        if self.shared_ends.is_empty() && !self.seki_region.contains(&true) {
            return;
        }
        let g = self.geometry;
        let len = g.array_len();
        // per block root: the eyes of its expansion (capped at 2), and whether it is in seki
        self.block_eyes.clear();
        self.block_eyes.resize(len, 0);
        self.block_seki.clear();
        self.block_seki.resize(len, false);
        // only the points beside a stone touch a block: the edge points of the labelling
        for k in 0..self.edge_points.len() {
            let p = self.edge_points[k];
            let r = self.region[p];
            if r == NONE || bit_color(self.regions[r as usize].colors).is_none() {
                continue;
            }
            let r = r as usize;
            let root = self.find_expansion(r);
            let eyes = self.eye_sum[root].min(2) as u8;
            let seki = self.seki_region[r];
            for nb in g.neighbours(p) {
                if self.layer[nb].color().is_some() {
                    let b = self.find(nb);
                    self.block_eyes[b] = self.block_eyes[b].max(eyes);
                    self.block_seki[b] |= seki;
                }
            }
        }
        // the opposing blocks sharing a neutral point with a seki block, without two eyes
        let mut joining = std::mem::take(&mut self.stack);
        joining.clear();
        for row in g.rows() {
            for p in row {
                if !self.neutral[p] {
                    continue;
                }
                let mut seki_colors = 0u8;
                for n in g.neighbours(p) {
                    if self.layer[n].color().is_some() && self.block_seki[self.find_root(n)] {
                        seki_colors |= color_bit(self.layer[n]);
                    }
                }
                for n in g.neighbours(p) {
                    let bit = color_bit(self.layer[n]);
                    if bit != 0 && seki_colors & !bit != 0 {
                        let b = self.find(n);
                        if self.block_eyes[b] < 2 {
                            joining.push(b);
                        }
                    }
                }
            }
        }
        for &b in &joining {
            self.block_seki[b] = true;
        }
        self.stack = joining;
        self.find_eyeless_seki();
        for row in g.rows() {
            for p in row {
                if self.is_original_stone(p) {
                    let root = self.find(p);
                    self.seki_stone[p] = self.block_seki[root];
                }
            }
        }
    }

    /// The blocks around each small neutral region (at most [`SHARED_LIBERTIES`] points)
    /// bordered by both colours, where an eyeless seki may be: their roots go one region after
    /// the other into `shared_borders`, each region ending at its `shared_ends` entry.
    fn find_small_shared_regions(&mut self) {
        self.shared_borders.clear();
        self.shared_ends.clear();
        let g = self.geometry;
        let generation = self.next_generation();
        let mut component = std::mem::take(&mut self.points_scratch);
        for row in g.rows() {
            for start in row {
                if !self.neutral[start] || self.mark[start] == generation {
                    continue;
                }
                component.clear();
                let first = self.shared_borders.len();
                self.mark[start] = generation;
                component.push(start);
                let mut i = 0;
                while i < component.len() {
                    let p = component[i];
                    i += 1;
                    for n in g.neighbours(p) {
                        if self.neutral[n] {
                            if self.mark[n] != generation {
                                self.mark[n] = generation;
                                component.push(n);
                            }
                        } else if self.is_original_stone(n) {
                            let b = self.find(n);
                            if !self.shared_borders[first..].contains(&b) {
                                self.shared_borders.push(b);
                            }
                        }
                    }
                }
                let colors = self.shared_borders[first..]
                    .iter()
                    .fold(0u8, |bits, &b| bits | color_bit(self.layer[b]));
                if component.len() <= SHARED_LIBERTIES && colors == 3 {
                    self.shared_ends.push(self.shared_borders.len());
                } else {
                    self.shared_borders.truncate(first);
                }
            }
        }
        self.points_scratch = component;
    }

    /// The bordering roots of shared region `i`.
    fn shared_region(&self, i: usize) -> std::ops::Range<usize> {
        let start = if i == 0 { 0 } else { self.shared_ends[i - 1] };
        start..self.shared_ends[i]
    }

    /// An eyeless seki: a small neutral region (at most [`SHARED_LIBERTIES`] points, the
    /// liberties two sides share) bordered by blocks of both colours none of which makes two
    /// eyes or has more than [`SHARED_LIBERTIES`] liberties. No region is discounted there,
    /// the shared points are dame, and the blocks live only because neither side can fill
    /// them: they are seki stones too.
    fn find_eyeless_seki(&mut self) {
        for i in 0..self.shared_ends.len() {
            let range = self.shared_region(i);
            let borders = &self.shared_borders[range.clone()];
            if borders.iter().all(|&b| self.block_eyes[b] < 2) {
                for k in range {
                    let b = self.shared_borders[k];
                    self.block_seki[b] = true;
                }
            }
        }
    }

    /// Keeps the shared regions whose every bordering group (blocks joined by the fills) has
    /// at most [`SHARED_LIBERTIES`] liberties on the board without its dead stones, all of them
    /// neutral points: one pass over the stones, counting up to three liberties per candidate
    /// group.
    fn keep_groups_short_of_liberties(&mut self) {
        if self.shared_ends.is_empty() {
            return;
        }
        self.shared_roots.clear();
        self.shared_roots.extend_from_slice(&self.shared_borders);
        self.shared_roots.sort_unstable();
        self.shared_roots.dedup();
        self.shared_liberties.clear();
        self.shared_liberties
            .resize(self.shared_roots.len(), ([0; SHARED_LIBERTIES + 1], 0));
        let g = self.geometry;
        for row in g.rows() {
            for p in row {
                if !self.is_original_stone(p) {
                    continue;
                }
                let root = self.find(p);
                let Ok(slot) = self.shared_roots.binary_search(&root) else {
                    continue;
                };
                for n in g.neighbours(p) {
                    let empty = matches!(self.cells[n], crate::board::Cell::Empty) || self.dead[n];
                    let (seen, count) = &mut self.shared_liberties[slot];
                    if empty && *count <= SHARED_LIBERTIES && !seen[..*count].contains(&n) {
                        seen[*count] = n;
                        *count += 1;
                    }
                }
            }
        }
        // a group of an eyeless seki has no liberty but shared (neutral) points
        let short = |root: &usize| {
            self.shared_roots.binary_search(root).is_ok_and(|slot| {
                let (seen, count) = &self.shared_liberties[slot];
                *count <= SHARED_LIBERTIES && seen[..*count].iter().all(|&l| self.neutral[l])
            })
        };
        // compact the kept regions in place
        let (mut write, mut start) = (0, 0);
        let mut kept = 0;
        for i in 0..self.shared_ends.len() {
            let end = self.shared_ends[i];
            if self.shared_borders[start..end].iter().all(short) {
                self.shared_borders.copy_within(start..end, write);
                write += end - start;
                self.shared_ends[kept] = write;
                kept += 1;
            }
            start = end;
        }
        self.shared_borders.truncate(write);
        self.shared_ends.truncate(kept);
    }
}
