//! Step 6: eye spaces, and which groups touch them where.

use super::{EyeSpace, GroupEye, RefinedCount, Touch, NONE};
use crate::board::Cell;

/// A point of the eye-space walk: the next direction to try, and the groups its touches met.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Frame {
    point: u32,
    direction: u8,
    groups: [u32; 4],
    met: u8,
}

impl Frame {
    fn new(point: u32) -> Frame {
        Frame {
            point,
            ..Frame::default()
        }
    }
}

impl RefinedCount {
    /// Step 6: each region's eye spaces, the connected empty or dead-stone points of the
    /// region, with every place where a stone of a group touches one of their points. The walk
    /// goes up, down, left, right, depth first, so the order of the touches is fixed.
    #[inline(never)] // each step stays visible in a profile
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
                stack.push(Frame::new(start as u32));
                while let Some(top) = stack.last_mut() {
                    let (p, direction) = (top.point, top.direction);
                    if direction == 4 {
                        stack.pop();
                        continue;
                    }
                    top.direction += 1;
                    let n = (p as isize + directions[direction as usize]) as usize;
                    if self.cells[n] == Cell::Border
                        || self.eye[n] != NONE
                        || self.region[n] != region
                    {
                        continue;
                    }
                    if self.group[n] != NONE {
                        let group = self.group[n];
                        let repeat = top.groups[..top.met as usize].contains(&group);
                        top.groups[top.met as usize] = group;
                        top.met += 1;
                        self.touches.push(Touch {
                            eye: id,
                            group,
                            eye_point: p,
                            stone: n as u32,
                            repeat,
                        });
                    }
                    if self.live[n] != 0 {
                        continue;
                    }
                    self.eye[n] = id;
                    self.eye_points.push(n as u32);
                    stack.push(Frame::new(n as u32));
                }
                let first_group = self.eye_groups.len() as u32;
                let met = self.next_generation();
                for t in first_touch as usize..self.touches.len() {
                    let Touch {
                        group, eye_point, ..
                    } = self.touches[t];
                    if self.group_mark[group as usize] != met {
                        self.group_mark[group as usize] = met;
                        self.eye_groups.push(group);
                        self.eye_group_only.push(eye_point);
                    } else if let Some(k) = self.eye_groups[first_group as usize..]
                        .iter()
                        .position(|&g| g == group)
                    {
                        let only = &mut self.eye_group_only[first_group as usize + k];
                        if *only != eye_point {
                            *only = NONE;
                        }
                    }
                }
                self.eyes.push(EyeSpace {
                    color: self.regions[region as usize].color,
                    region,
                    points: (first_point, self.eye_points.len() as u32),
                    groups: (first_group, self.eye_groups.len() as u32),
                    value: 0,
                    real: 0,
                });
            }
        }
        self.stack = stack;
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

    /// The points of eye space `e`.
    pub(super) fn eye_space_points(&self, e: usize) -> &[u32] {
        let (a, b) = self.eyes[e].points;
        &self.eye_points[a as usize..b as usize]
    }
}
