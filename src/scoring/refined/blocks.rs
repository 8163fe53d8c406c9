//! Steps 4 and 5: blocks and groups.

use super::{bit, Block, Group, RefinedCount, NONE};
use crate::board::{Cell, Color};

impl RefinedCount {
    /// Step 4: blocks of solidly connected points of one kind: empty points, living stones of
    /// a colour, or dead stones of a colour. Each knows the region holding all its points (or
    /// none) and its liberties.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_blocks(&mut self) {
        let g = self.geometry;
        let mut stack = std::mem::take(&mut self.list);
        for row in g.rows() {
            for start in row {
                if self.block[start] != NONE {
                    continue;
                }
                let id = self.blocks.len() as u32;
                let kind = (self.cells[start], self.dead[start]);
                let mut region = self.region[start];
                let counted = self.next_generation();
                let mut liberties = 0;
                let mut size = 0;
                stack.clear();
                stack.push(start as u32);
                self.block[start] = id;
                while let Some(p) = stack.pop() {
                    let p = p as usize;
                    size += 1;
                    if self.region[p] != region {
                        region = NONE;
                    }
                    for n in g.neighbours(p) {
                        if self.block[n] == id {
                            continue;
                        }
                        if (self.cells[n], self.dead[n]) == kind {
                            self.block[n] = id;
                            stack.push(n as u32);
                        } else if self.cells[n] == Cell::Empty && self.mark[n] != counted {
                            self.mark[n] = counted;
                            liberties += 1;
                        }
                    }
                }
                self.blocks.push(Block {
                    region,
                    liberties,
                    size,
                });
            }
        }
        self.list = stack;
    }

    /// Step 5: groups. Living blocks of one colour joined through points of no region (dame)
    /// that are not the other colour's blocking points: a group lives or dies as one.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_groups(&mut self) {
        let g = self.geometry;
        let mut stack = std::mem::take(&mut self.list);
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (bit(color), bit(color.opponent()));
            let seen = self.next_generation();
            for row in g.rows() {
                for start in row {
                    if self.live[start] != own || self.group[start] != NONE {
                        continue;
                    }
                    let id = self.groups.len() as u32;
                    self.groups.push(Group { eyes: (0, 0) });
                    stack.clear();
                    stack.push(start as u32);
                    self.mark[start] = seen;
                    while let Some(p) = stack.pop() {
                        let p = p as usize;
                        if self.live[p] == own {
                            self.group[p] = id;
                        }
                        for n in g.neighbours(p) {
                            if self.mark[n] == seen {
                                continue;
                            }
                            let passable = self.live[n] == own
                                || (self.region[n] == NONE
                                    && self.cells[n] != Cell::Border
                                    && self.blocking[n] & enemy == 0);
                            if passable {
                                self.mark[n] = seen;
                                stack.push(n as u32);
                            }
                        }
                    }
                }
            }
        }
        self.list = stack;
    }
}
