//! Steps 4 and 5: blocks and groups.

use super::{Counter, Group};
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
        let kinds = [self.bits.empty, self.bits.dead[0], self.bits.dead[1]];
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
        for kind in &kinds {
            for r in bg.rows() {
                let w = kind.word(r);
                let right = w & (w >> 1) & !same_right[r];
                let below = w & kind.word(r + 1) & !same_below[r];
                *seeds.word_mut(r) |= right | (right << 1) | below;
                *seeds.word_mut(r + 1) |= below;
            }
        }
        let mut mixed = BitBoard::<N>::default();
        let none = BitBoard::<N>::default();
        for k in &kinds {
            let mut spread = seeds.and(k);
            spread.flood(&bg, k, &none);
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
    /// that are not the other colour's blocking points: a group lives or dies as one. The
    /// passable points are cut into runs, row by row; a run joins the runs above it that it
    /// touches (union-find), and groups are numbered in scan order of their first stone,
    /// Black's first.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_groups(&mut self) {
        let bg = self.bits.geometry;
        let dame = self.bits.board.minus(&self.bits.in_region);
        let mut runs = std::mem::take(&mut self.runs);
        let mut parent = std::mem::take(&mut self.list);
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (color.index(), color.opponent().index());
            let passable = dame
                .minus(&self.bits.blocking[enemy])
                .or(&self.bits.live[own]);
            runs.clear();
            parent.clear();
            let mut above = 0..0;
            for r in bg.rows() {
                let first = runs.len();
                let mut w = passable.word(r);
                while w != 0 {
                    let low = w & w.wrapping_neg();
                    let run = (w ^ w.wrapping_add(low)) & w;
                    w &= !run;
                    let id = runs.len();
                    runs.push((r, run));
                    parent.push(id as u32);
                    // the new run's root, kept as the runs above it touches are joined (a
                    // label's root is its lowest run)
                    let mut root = id;
                    for k in above.clone() {
                        if runs[k].1 & run != 0 {
                            let other = root_run(&mut parent, k);
                            if other != root {
                                let (low, high) = (other.min(root), other.max(root));
                                parent[high] = low as u32;
                                root = low;
                            }
                        }
                    }
                }
                above = first..runs.len();
            }
            // every run straight to its root: a run's parent is never after it
            for k in 0..parent.len() {
                debug_assert!(parent[k] as usize <= k);
                parent[k] = parent[parent[k] as usize];
            }
            // a root's group: `label`, valid where `mark` says so
            let numbered = self.next_generation();
            for (k, &(r, run)) in runs.iter().enumerate() {
                let mut stones = run & self.bits.live[own].word(r);
                if stones == 0 {
                    continue;
                }
                let root = parent[k] as usize;
                if self.mark[root] != numbered {
                    self.mark[root] = numbered;
                    self.label[root] = self.groups.len() as u32;
                    self.groups.push(Group { eyes: (0, 0) });
                }
                let id = self.label[root];
                while stones != 0 {
                    self.group[bg.index(r, stones.trailing_zeros())] = id;
                    stones &= stones - 1;
                }
            }
        }
        self.runs = runs;
        self.list = parent;
    }
}

/// The root of run `k`'s label, halving the path on the way.
fn root_run(parent: &mut [u32], mut k: usize) -> usize {
    while parent[k] as usize != k {
        let up = parent[parent[k] as usize];
        parent[k] = up;
        k = up as usize;
    }
    k
}
