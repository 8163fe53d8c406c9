//! Steps 1 and 4: the board without its dead stones, its blocks (union-find) and its regions
//! (maximal connected empty points, with boundary colours, boundary length and shape).

use super::color_bit;
use crate::board::Cell;
use crate::scoring::eyes::is_curved_four;
use crate::scoring::layers::{Counts, Layer, RegionInfo, Scorer, NONE};
use crate::scoring::Position;

/// The black and the white stones among `cells`, eight cells at a time: a cell is a byte
/// (empty 0, black 1, white 2, border 3), so each byte of a word of eight says black (its low
/// bit alone) or white (its second bit alone) as a 1 in that byte; the bytes add up in a word
/// of counters, emptied before a counter can pass 255.
fn count_stones(cells: &[Cell]) -> [u32; 2] {
    const LOW: u64 = 0x0101_0101_0101_0101;
    // the eight byte counters summed: in pairs into four 16-bit sums, then those four
    let total = |bytes: u64| {
        let pairs = (bytes & 0x00ff_00ff_00ff_00ff) + (bytes >> 8 & 0x00ff_00ff_00ff_00ff);
        (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    };
    let mut counts = [0u32; 2];
    for block in cells.chunks(8 * 255) {
        let mut counters = [0u64; 2];
        for eight in block.chunks(8) {
            let word = match <&[Cell; 8]>::try_from(eight) {
                Ok(full) => u64::from_le_bytes(full.map(|cell| cell as u8)),
                Err(_) => {
                    // a missing cell reads as empty
                    let mut bytes = [0u8; 8];
                    for (b, &cell) in bytes.iter_mut().zip(eight) {
                        *b = cell as u8;
                    }
                    u64::from_le_bytes(bytes)
                }
            };
            let (one, two) = (word & LOW, word >> 1 & LOW);
            counters[0] += one & !two;
            counters[1] += two & !one;
        }
        for (count, counter) in counts.iter_mut().zip(counters) {
            *count += total(counter);
        }
    }
    counts
}

impl Scorer {
    /// Step 1: copy the board and take the stones marked dead off it (the marks on stones
    /// only), counting the living stones and the dead ones.
    pub(in crate::scoring) fn remove_dead_stones(&mut self, position: &Position) {
        let board = position.board;
        let g = board.geometry();
        let len = g.array_len();
        self.geometry = g;
        self.cells.clear();
        self.cells.extend_from_slice(board.cells());
        self.dead.clear();
        self.dead.resize(len, false);
        let cells = board.cells();
        let stones = count_stones(cells);
        let mut taken = [0u32; 2];
        // eight marks at a time: most boards have few dead stones
        for (chunk, marks) in position.dead.chunks(8).enumerate() {
            let any = match <&[bool; 8]>::try_from(marks) {
                Ok(eight) => u64::from_le_bytes(eight.map(u8::from)) != 0,
                Err(_) => marks.contains(&true),
            };
            if !any {
                continue;
            }
            for (p, _) in marks
                .iter()
                .enumerate()
                .filter(|(_, &marked)| marked)
                .map(|(i, m)| (8 * chunk + i, m))
            {
                let kind = match cells.get(p) {
                    Some(Cell::Black) => 0,
                    Some(Cell::White) => 1,
                    _ => continue,
                };
                self.dead[p] = true;
                taken[kind] += 1;
            }
        }
        let live = [stones[0] - taken[0], stones[1] - taken[1]];
        self.counts = Counts {
            stones: [live[0], live[1]],
            // a dead black stone is White's prisoner and the other way round
            dead_prisoners: [taken[1], taken[0]],
            ..Counts::default()
        };
        if self.mark.len() != len {
            self.mark = vec![0; len];
            self.generation = 0;
        }
    }

    /// The layers the seed's steps and the area count work on and write (the refined count
    /// keeps its own sets, read through the scorer's accessors): the board as step 1 left it,
    /// and every point owned by nobody, neutral, no false eye, no stone in seki.
    pub(in crate::scoring) fn lay_out_layers(&mut self) {
        let len = self.geometry.array_len();
        self.layer.clear();
        self.layer.extend(
            self.cells
                .iter()
                .zip(&self.dead)
                .map(|(&cell, &dead)| match cell {
                    _ if dead => Layer::Empty,
                    Cell::Empty => Layer::Empty,
                    Cell::Black => Layer::Black,
                    Cell::White => Layer::White,
                    Cell::Border => Layer::Border,
                }),
        );
        for buffer in [&mut self.neutral, &mut self.false_eye, &mut self.seki_stone] {
            buffer.clear();
            buffer.resize(len, false);
        }
        self.owner.clear();
        self.owner.resize(len, None);
        self.regions.clear();
    }

    /// The union-find parents and region labels the seed's steps and the area count start
    /// from (the refined count keeps its own).
    pub(in crate::scoring) fn reset_regions(&mut self) {
        let len = self.geometry.array_len();
        self.region.clear();
        self.region.resize(len, NONE);
        self.parent.clear();
        self.parent.extend(0..len as u32);
    }

    /// Links every stone's union-find parent to a stone of its block that comes earlier in scan
    /// order: one scan joining each stone to the stone above or to its left. Roots are the
    /// blocks' first stones; `find` shortens the paths as it goes.
    pub(in crate::scoring) fn link_blocks(&mut self) {
        let s = self.geometry.stride();
        let len = self.layer.len();
        // the padding rows hold no stone: start one row in, stop one row early
        for p in s..len - s {
            let color = self.layer[p];
            if color.color().is_none() {
                continue;
            }
            let (up, left) = (p - s, p - 1);
            match (self.layer[up] == color, self.layer[left] == color) {
                (false, false) => {}
                (true, false) => self.parent[p] = self.parent[up],
                (false, true) => self.parent[p] = self.parent[left],
                (true, true) => {
                    self.parent[p] = self.parent[up];
                    if self.parent[up] != self.parent[left] {
                        self.union(up, left);
                    }
                }
            }
        }
    }

    /// Labels the empty points of the current layer into regions, with each region's boundary
    /// colours, size, boundary length and shape facts. `self.points` holds the points region by
    /// region (each region's slice starts at its `first`).
    pub(in crate::scoring) fn label_regions(&mut self) {
        let g = self.geometry;
        let s = g.stride();
        let first_generation = self.next_generation();
        let Scorer {
            layer,
            region,
            regions,
            points,
            edge_points,
            mark,
            generation,
            ..
        } = self;
        let layer = &layer[..];
        let region = &mut region[..];
        let mark = &mut mark[..];
        region.iter_mut().for_each(|r| *r = NONE);
        regions.clear();
        points.clear();
        edge_points.clear();
        // one mark generation per region, so boundary stones are counted once per region
        let mut current = first_generation;
        for row in g.rows() {
            for start in row {
                if layer[start] != Layer::Empty || region[start] != NONE {
                    continue;
                }
                if current == u32::MAX {
                    mark.iter_mut().for_each(|m| *m = 0);
                    current = 0;
                }
                current += 1;
                let id = regions.len() as u32;
                let first = points.len();
                region[start] = id;
                points.push(start);
                let mut info = RegionInfo {
                    first: first as u32,
                    ..RegionInfo::default()
                };
                let mut i = first;
                while i < points.len() {
                    let p = points[i];
                    i += 1;
                    let mut occupied = false;
                    for n in g.neighbours(p) {
                        match layer[n] {
                            Layer::Empty => {
                                if region[n] == NONE {
                                    region[n] = id;
                                    points.push(n);
                                }
                            }
                            Layer::Border => info.boundary_length += 1,
                            stone @ (Layer::Black | Layer::White) => {
                                occupied = true;
                                if mark[n] != current {
                                    mark[n] = current;
                                    info.boundary_length += 1;
                                    info.colors |= color_bit(stone);
                                }
                            }
                            Layer::NeutralFill => {}
                        }
                    }
                    if occupied {
                        edge_points.push(p);
                    }
                }
                let members = &points[first..];
                info.size = members.len() as u32;
                if matches!(info.boundary_length, 8 | 9) {
                    info.has_square_four = members
                        .iter()
                        .any(|&p| [p + 1, p + s, p + s + 1].iter().all(|&q| region[q] == id));
                    info.is_curved_four = is_curved_four(g, members);
                }
                regions.push(info);
            }
        }
        *generation = current;
    }

    /// The points of region `r`, as labelled by [`Scorer::label_regions`].
    pub(in crate::scoring) fn region_points(&self, r: usize) -> std::ops::Range<usize> {
        let start = self.regions[r].first as usize;
        let end = self
            .regions
            .get(r + 1)
            .map_or(self.points.len(), |next| next.first as usize);
        start..end
    }

    /// Step 4: the controlled regions left after the fills. The neutral fill only turns whole
    /// regions (those with both colours on their boundary, which every later step skips) into
    /// filled points, so the labels of step 2 stay right unless a false eye was filled.
    pub(in crate::scoring) fn find_regions(&mut self) {
        if self.filled_false_eyes {
            self.label_regions();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_are_counted_as_one_cell_at_a_time_counts_them() {
        let kinds = [Cell::Empty, Cell::Black, Cell::White, Cell::Border];
        let mut seed = 99u64;
        // lengths past the 2,040 cells a word of counters takes before it is emptied
        for len in (0..70).chain([2039, 2040, 2041, 2916, 4100]) {
            let cells: Vec<Cell> = (0..len)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    // mostly one colour, so a byte counter fills up
                    kinds[[1, 1, 1, 2, 0, 3][(seed >> 33) as usize % 6]]
                })
                .collect();
            let want = [Cell::Black, Cell::White]
                .map(|c| cells.iter().filter(|&&x| x == c).count() as u32);
            assert_eq!(count_stones(&cells), want, "{len} cells");
        }
        // one colour everywhere: every byte counter takes a stone per word
        for (cell, want) in [(Cell::Black, [4100, 0]), (Cell::White, [0, 4100])] {
            assert_eq!(count_stones(&vec![cell; 4100]), want);
        }
    }
}
