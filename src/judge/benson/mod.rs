//! Benson's unconditional life: the blocks that can never be captured, even if their owner
//! passes every move, and the areas they enclose for sure.
//!
//! For one colour: the candidate blocks are all of its blocks, and the candidate regions are the
//! connected sets of points not of that colour (empty points and enemy stones). A region is
//! *vital* to a block it borders when every empty point of the region is a liberty of the block.
//! Repeat until nothing changes: drop every block with fewer than two vital candidate regions,
//! then drop every region that borders a dropped block. The blocks left are pass-alive.
//!
//! A region left whose every bordering block is pass-alive and that is vital to one of them is
//! a *pass-alive area*: the enemy has no eye point in it, so its enemy stones are dead.

use super::light_board::{PlayoutBoard, BLACK, BORDER, EMPTY, WHITE};
use one_block::{has_two_vital_regions, pass_alive_by_its_regions};

const NONE: u32 = u32::MAX;

/// Pass-alive blocks and areas of both colours, per point of the padded array.
#[derive(Clone, Debug, Default)]
pub(super) struct Benson {
    /// The stone's block is pass-alive.
    pub(super) pass_alive: Vec<bool>,
    /// The colour whose pass-alive area holds the point (`EMPTY` if none).
    pub(super) area: Vec<u8>,
}

impl Benson {
    /// Both colours' pass-alive blocks and areas on the padded board `color`.
    pub(super) fn find(color: &[u8], stride: usize) -> Benson {
        let mut found = Benson {
            pass_alive: vec![false; color.len()],
            area: vec![EMPTY; color.len()],
        };
        for c in [BLACK, WHITE] {
            found.find_for(color, stride, c);
        }
        found
    }

    /// One colour's pass-alive blocks and areas on the padded board `color` (half the work of
    /// [`Benson::find`]): what the test of one block is checked against.
    #[cfg(test)]
    pub(super) fn of_color(color: &[u8], stride: usize, c: u8) -> Benson {
        let mut found = Benson {
            pass_alive: vec![false; color.len()],
            area: vec![EMPTY; color.len()],
        };
        found.find_for(color, stride, c);
        found
    }

    /// True when `stone` on `board` is `c`'s and its block is pass-alive (what
    /// [`Benson::find`] says of it). A block with fewer than two vital regions is dropped in
    /// the first round of the test and never comes back (rounds only drop): that is read from
    /// the regions beside it alone ([`has_two_vital_regions`]); a block that has two, on the
    /// blocks and regions its life hangs on ([`pass_alive_by_its_regions`]).
    pub(super) fn block_is_pass_alive(board: &PlayoutBoard, c: u8, stone: usize) -> bool {
        board.color[stone] == c
            && has_two_vital_regions(&board.color, board.stride(), c, stone)
            && pass_alive_by_its_regions(board, stone)
    }

    fn find_for(&mut self, color: &[u8], stride: usize, c: u8) {
        let len = color.len();
        let neighbours = |p: usize| [p - stride, p - 1, p + 1, p + stride];
        let (block, nb) = label_blocks(color, &neighbours, c);
        let regions = Regions::of(color, &neighbours, c, &block, nb);
        // per block, whether it is still a candidate; per region, the same
        let nr = regions.count();
        let mut block_alive = vec![true; nb];
        let mut region_alive = vec![true; nr];
        let mut vital_count = vec![0u32; nb];
        loop {
            vital_count.fill(0);
            for r in (0..nr).filter(|&r| region_alive[r]) {
                for (&b, &vital) in regions.borders(r).iter().zip(regions.vital(r)) {
                    vital_count[b as usize] += u32::from(vital);
                }
            }
            let mut changed = false;
            for (alive, &count) in block_alive.iter_mut().zip(&vital_count) {
                if *alive && count < 2 {
                    *alive = false;
                    changed = true;
                }
            }
            for (r, alive) in region_alive.iter_mut().enumerate() {
                if *alive && regions.borders(r).iter().any(|&b| !block_alive[b as usize]) {
                    *alive = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for p in 0..len {
            if block[p] != NONE && block_alive[block[p] as usize] {
                self.pass_alive[p] = true;
            }
            let r = regions.label[p];
            // (vital to a block: it borders one)
            if r != NONE && region_alive[r as usize] && regions.vital(r as usize).contains(&true) {
                self.area[p] = c;
            }
        }
    }
}

/// The blocks of colour `c` on the padded board `color`, numbered from 0: per point, its
/// block's number (`NONE` for any other point), and how many there are.
fn label_blocks(
    color: &[u8],
    neighbours: &impl Fn(usize) -> [usize; 4],
    c: u8,
) -> (Vec<u32>, usize) {
    let mut block = vec![NONE; color.len()];
    let mut blocks = 0u32;
    let mut stack = Vec::new();
    for start in 0..color.len() {
        if color[start] != c || block[start] != NONE {
            continue;
        }
        block[start] = blocks;
        stack.push(start);
        while let Some(p) = stack.pop() {
            for n in neighbours(p) {
                if color[n] == c && block[n] == NONE {
                    block[n] = blocks;
                    stack.push(n);
                }
            }
        }
        blocks += 1;
    }
    (block, blocks as usize)
}

/// The candidate regions of colour `c`: the connected sets of points that are neither `c`'s
/// nor off the board, each with the blocks it borders and, per such block, whether the
/// region is vital to it (every empty point of the region is a liberty of the block).
struct Regions {
    /// Per point, its region's number (`NONE` for a stone of `c` or the border).
    label: Vec<u32>,
    /// The bordering blocks of every region, one region after the other...
    borders: Vec<u32>,
    /// ... whether the region is vital to each ...
    vital: Vec<bool>,
    /// ... and where each region's list starts (one more entry than regions: the end).
    starts: Vec<usize>,
}

impl Regions {
    /// The regions of `c` on the padded board `color`, whose `blocks` blocks are numbered
    /// `block` ([`label_blocks`]).
    fn of(
        color: &[u8],
        neighbours: &impl Fn(usize) -> [usize; 4],
        c: u8,
        block: &[u32],
        blocks: usize,
    ) -> Regions {
        let len = color.len();
        let mut label = vec![NONE; len];
        let mut borders = Vec::new();
        // per bordering block of the region being read: how many of its empty points touch it
        let mut touching: Vec<u32> = Vec::new();
        let mut vital = Vec::new();
        let mut starts = vec![0];
        // per block: the last region (its number + 1) that met it, and its place in `borders`
        let mut met = vec![0u32; blocks];
        let mut place = vec![0usize; blocks];
        let (mut stack, mut empties) = (Vec::new(), Vec::new());
        let mut regions = 0u32;
        for start in 0..len {
            if color[start] == BORDER || color[start] == c || label[start] != NONE {
                continue;
            }
            let r = regions;
            regions += 1;
            let first = borders.len();
            touching.clear();
            empties.clear();
            label[start] = r;
            stack.push(start);
            while let Some(p) = stack.pop() {
                if color[p] == EMPTY {
                    empties.push(p);
                }
                for n in neighbours(p) {
                    let b = block[n];
                    if b != NONE {
                        if met[b as usize] != r + 1 {
                            met[b as usize] = r + 1;
                            place[b as usize] = borders.len();
                            borders.push(b);
                            touching.push(0);
                        }
                    } else if color[n] != BORDER && label[n] == NONE {
                        label[n] = r;
                        stack.push(n);
                    }
                }
            }
            for &p in &empties {
                let around = neighbours(p).map(|n| block[n]);
                for (i, &b) in around.iter().enumerate() {
                    if b != NONE && !around[..i].contains(&b) {
                        touching[place[b as usize] - first] += 1;
                    }
                }
            }
            vital.extend(touching.iter().map(|&t| t as usize == empties.len()));
            starts.push(borders.len());
        }
        Regions {
            label,
            borders,
            vital,
            starts,
        }
    }

    fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The blocks region `r` borders.
    fn borders(&self, r: usize) -> &[u32] {
        &self.borders[self.starts[r]..self.starts[r + 1]]
    }

    /// Per block region `r` borders, whether it is vital to it.
    fn vital(&self, r: usize) -> &[bool] {
        &self.vital[self.starts[r]..self.starts[r + 1]]
    }
}

mod one_block;
#[cfg(test)]
mod tests;
