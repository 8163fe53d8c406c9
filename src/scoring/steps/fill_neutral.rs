//! Step 2: the checkered fill of neutral regions.

use super::{BLACK_BIT, WHITE_BIT};
use crate::scoring::layers::{Layer, Scorer};

impl Scorer {
    /// Step 2: fill every neutral region (its boundary holds both colours), each on its own,
    /// with a checkered pattern.
    ///
    /// A checkered fill of a region has two phases (which colour goes on the points of even
    /// `column + row`), and the seed's outcome depends on that arbitrary choice. Its stated
    /// intent is that a gap of one neutral point connects (a bamboo joint: either phase puts a
    /// stone of the group's colour between its two halves) and a bigger gap separates (no phase
    /// connects across a 2x2 gap). So the fill here connects two blocks through a neutral region
    /// exactly when **both** phases connect them, and the filled points count for nobody and are
    /// liberties of nobody whichever colour they got. A single neutral point between two groups
    /// of each colour (the seed's "unresolved" cut) therefore connects neither side. This rule is
    /// the same under the 8 symmetries of the board and under swapping colours.
    ///
    /// ```text
    /// before        checkered (either phase)    connection kept
    /// o o o o       o o o o                     the two white halves are
    /// . . . .       x o x o   /  o x o x        one block: both phases join
    /// o o o o       o o o o                     them through some point
    /// ```
    pub(in crate::scoring) fn fill_neutral_points(&mut self) {
        self.label_regions();
        for r in 0..self.regions.len() {
            if self.regions[r].colors != BLACK_BIT | WHITE_BIT {
                continue;
            }
            let range = self.region_points(r);
            for color in [Layer::Black, Layer::White] {
                self.connect_through_both_phases(range.clone(), color);
            }
            for i in range {
                let p = self.points[i];
                self.layer[p] = Layer::NeutralFill;
                self.neutral[p] = true;
            }
        }
    }

    /// Joins the `color` blocks around a neutral region that both checkered phases connect.
    fn connect_through_both_phases(&mut self, range: std::ops::Range<usize>, color: Layer) {
        let g = self.geometry;
        self.block_roots.clear();
        let generation = self.next_generation();
        for i in range.clone() {
            for n in g.neighbours(self.points[i]) {
                if self.layer[n] == color {
                    let root = self.find(n);
                    if self.mark[root] != generation {
                        self.mark[root] = generation;
                        self.block_roots.push(root as u32);
                    }
                }
            }
        }
        let m = self.block_roots.len();
        if m < 2 {
            return;
        }
        for phase in 0..2 {
            let mut small = std::mem::take(&mut self.small_parent[phase]);
            small.clear();
            small.extend(0..m as u32);
            for i in range.clone() {
                let p = self.points[i];
                let (col, row) = g.coords(p);
                if (col + row) % 2 != phase {
                    continue;
                }
                let mut first: Option<usize> = None;
                for n in g.neighbours(p) {
                    if self.layer[n] != color {
                        continue;
                    }
                    let root = self.find(n) as u32;
                    let k = self.block_roots.iter().position(|&b| b == root);
                    if let Some(k) = k {
                        match first {
                            None => first = Some(k),
                            Some(f) => small_union(&mut small, f, k),
                        }
                    }
                }
            }
            self.small_parent[phase] = small;
        }
        for i in 0..m {
            for j in i + 1..m {
                let same0 = small_find(&mut self.small_parent[0], i)
                    == small_find(&mut self.small_parent[0], j);
                let same1 = small_find(&mut self.small_parent[1], i)
                    == small_find(&mut self.small_parent[1], j);
                if same0 && same1 {
                    let (a, b) = (self.block_roots[i] as usize, self.block_roots[j] as usize);
                    self.union(a, b);
                }
            }
        }
    }
}

fn small_find(parent: &mut [u32], mut i: usize) -> usize {
    while parent[i] as usize != i {
        parent[i] = parent[parent[i] as usize];
        i = parent[i] as usize;
    }
    i
}

fn small_union(parent: &mut [u32], a: usize, b: usize) {
    let (ra, rb) = (small_find(parent, a), small_find(parent, b));
    if ra != rb {
        parent[ra.max(rb)] = ra.min(rb) as u32;
    }
}
