//! Steps 2 and 3: reach and regions.

use super::{bit, RefinedCount, Region, NONE};
use crate::board::{Cell, Color};

impl RefinedCount {
    /// Step 2: the living colours each point reaches by a path free of living enemy stones,
    /// once ignoring blocking points (`strict_reach`) and once stopping at the enemy's
    /// (`reach`: a blocking point is reached but not passed).
    pub(super) fn mark_reach(&mut self) {
        for color in [Color::Black, Color::White] {
            self.flood_reach(color, false);
            self.flood_reach(color, true);
        }
    }

    fn flood_reach(&mut self, color: Color, stop_at_blocking: bool) {
        let own = bit(color);
        let enemy = bit(color.opponent());
        let g = self.geometry;
        let mut stack = std::mem::take(&mut self.list);
        stack.clear();
        let reach = if stop_at_blocking {
            &mut self.reach
        } else {
            &mut self.strict_reach
        };
        for row in g.rows() {
            for p in row {
                if self.live[p] == own && reach[p] & own == 0 {
                    reach[p] |= own;
                    stack.push(p as u32);
                }
            }
        }
        while let Some(p) = stack.pop() {
            let p = p as usize;
            if stop_at_blocking && self.blocking[p] & enemy != 0 {
                continue;
            }
            for n in g.neighbours(p) {
                if self.cells[n] == Cell::Border || self.live[n] == enemy || reach[n] & own != 0 {
                    continue;
                }
                reach[n] |= own;
                stack.push(n as u32);
            }
        }
        self.list = stack;
    }

    /// Step 3: regions. A region starts at a point that reaches one colour only and spreads
    /// through everything but the other colour's living stones (dame included), without
    /// passing the other colour's blocking points; its points are those reaching its colour
    /// only. Two areas of one colour joined through dame are one region.
    pub(super) fn find_regions(&mut self) {
        let g = self.geometry;
        for row in g.rows() {
            for start in row {
                for color in [Color::Black, Color::White] {
                    if self.reach[start] == bit(color) && self.region[start] == NONE {
                        self.spread_region(start, color);
                    }
                }
            }
        }
    }

    fn spread_region(&mut self, start: usize, color: Color) {
        let id = self.regions.len() as u32;
        self.regions.push(Region {
            color,
            eyes: 0,
            open: false,
            has_space: false,
            shares_dame: false,
        });
        let (own, enemy) = (bit(color), bit(color.opponent()));
        let g = self.geometry;
        let seen = self.next_generation();
        let mut stack = std::mem::take(&mut self.list);
        stack.clear();
        stack.push(start as u32);
        self.mark[start] = seen;
        while let Some(p) = stack.pop() {
            let p = p as usize;
            if self.reach[p] == own {
                self.region[p] = id;
            }
            if self.blocking[p] & enemy != 0 {
                continue;
            }
            for n in g.neighbours(p) {
                let blocked = self.cells[n] == Cell::Border
                    || self.live[n] == enemy
                    || self.mark[n] == seen
                    || self.region[n] != NONE;
                if !blocked {
                    self.mark[n] = seen;
                    stack.push(n as u32);
                }
            }
        }
        self.list = stack;
    }
}
