//! Step 6: eye spaces, and which groups touch them where.

use super::{EyeSpace, RefinedCount, Touch, NONE};
use crate::board::Cell;

impl RefinedCount {
    /// Step 6: each region's eye spaces, the connected empty or dead-stone points of the
    /// region, with every place where a stone of a group touches one of their points. The walk
    /// goes up, down, left, right, depth first, so the order of the touches is fixed.
    pub(super) fn find_eye_spaces(&mut self) {
        let g = self.geometry;
        let s = g.stride() as isize;
        let directions = [-s, s, -1, 1];
        let mut stack = std::mem::take(&mut self.stack);
        self.group_mark.clear();
        self.group_mark.resize(self.groups.len(), 0);
        for row in g.rows() {
            for start in row {
                let region = self.region[start];
                if self.eye[start] != NONE || self.live[start] != 0 || region == NONE {
                    continue;
                }
                let id = self.eyes.len() as u32;
                let first_point = self.eye_points.len() as u32;
                let first_touch = self.touches.len() as u32;
                self.eye[start] = id;
                self.eye_points.push(start as u32);
                stack.clear();
                stack.push((start as u32, 0));
                while let Some(top) = stack.last_mut() {
                    let (p, direction) = *top;
                    if direction == 4 {
                        stack.pop();
                        continue;
                    }
                    top.1 += 1;
                    let n = (p as isize + directions[direction as usize]) as usize;
                    if self.cells[n] == Cell::Border
                        || self.eye[n] != NONE
                        || self.region[n] != region
                    {
                        continue;
                    }
                    if self.group[n] != NONE {
                        self.touches.push(Touch {
                            eye: id,
                            group: self.group[n],
                            eye_point: p,
                            stone: n as u32,
                        });
                    }
                    if self.live[n] != 0 {
                        continue;
                    }
                    self.eye[n] = id;
                    self.eye_points.push(n as u32);
                    stack.push((n as u32, 0));
                }
                let first_group = self.eye_groups.len() as u32;
                let met = self.next_generation();
                for t in first_touch as usize..self.touches.len() {
                    let group = self.touches[t].group;
                    if self.group_mark[group as usize] != met {
                        self.group_mark[group as usize] = met;
                        self.eye_groups.push(group);
                    }
                }
                self.eyes.push(EyeSpace {
                    color: self.regions[region as usize].color,
                    region,
                    points: (first_point, self.eye_points.len() as u32),
                    touches: (first_touch, self.touches.len() as u32),
                    groups: (first_group, self.eye_groups.len() as u32),
                    value: 0,
                });
            }
        }
        self.stack = stack;
        // the same touches group by group, eye spaces in order within each group
        self.group_touches.clear();
        self.group_touches.extend_from_slice(&self.touches);
        self.group_touches.sort_by_key(|t| t.group);
        let mut i = 0;
        while i < self.group_touches.len() {
            let group = self.group_touches[i].group;
            let start = i;
            while i < self.group_touches.len() && self.group_touches[i].group == group {
                i += 1;
            }
            self.groups[group as usize].touches = (start as u32, i as u32);
        }
    }

    /// The points of eye space `e`.
    pub(super) fn eye_space_points(&self, e: usize) -> &[u32] {
        let (a, b) = self.eyes[e].points;
        &self.eye_points[a as usize..b as usize]
    }
}
