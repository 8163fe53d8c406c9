//! Steps 7 and 9: false eyes.
//!
//! An eye point beside a group is *false* when that group cannot reach the point's other
//! sides, nor a point of the same eye space beyond it, without connecting through the point
//! itself: walking from group to eye space to group (through the other eye spaces and groups,
//! and through the eye space's own points other than the tested one) never closes the ring
//! around it. The opponent can then play there, or atari the group there, and the point never
//! becomes an eye. Reaching an eye space worth an eye ends the walk too: a group with an eye
//! elsewhere is not hurt by the point. Run before the eye values are known (all zero), this
//! gives the false eyes that do not help life; run again with them, the false eyes that
//! must be filled in the end, which count for nobody.

use super::RefinedCount;

/// The point under test and what the walk has found so far.
struct Test {
    eye: usize,
    point: usize,
    /// How many of its sides lie in the region: the ring to close.
    target: usize,
    sides: [usize; 4],
    found: usize,
    stamp: u32,
}

impl Test {
    fn add_side(&mut self, p: usize) {
        if !self.sides[..self.found].contains(&p) {
            self.sides[self.found] = p;
            self.found += 1;
        }
    }

    fn closed(&self) -> bool {
        self.found >= self.target
    }
}

impl RefinedCount {
    /// Steps 7 (`must_fill` false: `false_point`) and 9 (`must_fill` true: `unscorable`).
    pub(super) fn mark_false_eyes(&mut self, must_fill: bool) {
        let g = self.geometry;
        self.group_mark.clear();
        self.group_mark.resize(self.groups.len(), 0);
        self.group_flood.clear();
        self.group_flood.resize(self.groups.len(), 0);
        self.eye_mark.clear();
        self.eye_mark.resize(self.eyes.len(), 0);
        self.walked.clear();
        self.walked.resize(self.cells.len(), false);
        // each (eye point, group) pair is tested on its own, so the order does not matter
        for t in 0..self.touches.len() {
            let touch = self.touches[t];
            let (e, point, group) = (
                touch.eye as usize,
                touch.eye_point as usize,
                touch.group as usize,
            );
            let out = if must_fill {
                &self.unscorable
            } else {
                &self.false_point
            };
            // a false eye that must be filled is first a false eye: the walk with eye values
            // only ends sooner
            if out[point] || (must_fill && !self.false_point[point]) || self.walked[point] {
                continue;
            }
            let neighbours = g.neighbours(point);
            let inside = neighbours
                .iter()
                .filter(|&&n| self.eye[n] == e as u32)
                .count();
            if inside > 1 {
                continue;
            }
            // the same pair met before in this eye space's touches
            let first = self.eyes[e].touches.0 as usize;
            let seen = self.touches[first..t]
                .iter()
                .any(|u| u.eye_point == touch.eye_point && u.group == touch.group);
            if seen {
                continue;
            }
            let region = self.eyes[e].region;
            let target = neighbours
                .iter()
                .filter(|&&n| self.on_board(n) && self.region[n] == region)
                .count();
            if self.closes_at_once(point, group, region, target) {
                continue;
            }
            let stamp = self.next_generation();
            self.mark[point] = stamp;
            let mut test = Test {
                eye: e,
                point,
                target,
                sides: [0; 4],
                found: 0,
                stamp,
            };
            if self.walk_around(&mut test, group) {
                // Before the eye values are known, the walk only asks whether the point's
                // sides are joined without it: every group beside the point is one of those
                // sides, so the walk from any of them gives the same answer.
                self.walked[point] = !must_fill;
            } else {
                if must_fill {
                    self.unscorable[point] = true;
                } else {
                    self.false_point[point] = true;
                }
            }
        }
    }

    /// True when the walk from `group` closes the ring around the tested point or reaches an
    /// eye space worth an eye.
    fn walk_around(&mut self, test: &mut Test, group: usize) -> bool {
        if self.group_mark[group] == test.stamp {
            return false;
        }
        self.group_mark[group] = test.stamp;
        let (a, b) = self.groups[group].touches;
        let (a, b) = (a as usize, b as usize);
        let mut i = a;
        while i < b {
            let eye = self.group_touches[i].eye as usize;
            let mut j = i;
            while j < b && self.group_touches[j].eye as usize == eye {
                j += 1;
            }
            let span = i..j;
            i = j;
            if self.eye_mark[eye] == test.stamp {
                continue;
            }
            if eye != test.eye {
                self.eye_mark[eye] = test.stamp;
                if self.eyes[eye].value > 0 {
                    return true;
                }
                let (ga, gb) = self.eyes[eye].groups;
                for k in ga..gb {
                    let next = self.eye_groups[k as usize] as usize;
                    if self.walk_around(test, next) {
                        return true;
                    }
                }
                continue;
            }
            // back at the tested point's own eye space: its stones beside the point, then
            // the eye points it reaches without crossing the point
            for k in span {
                let stone = self.group_touches[k].stone as usize;
                if self.is_beside(stone, test.point) {
                    test.add_side(stone);
                }
            }
            if test.closed() {
                return true;
            }
            let flood = self.flood_eye_from_group(test, group);
            if flood == 0 {
                continue;
            }
            let valued = self.eyes[eye].value > 0;
            for k in 0..self.flooded.len() {
                let p = self.flooded[k] as usize;
                if valued && !self.false_point[p] {
                    return true;
                }
                if self.is_beside(p, test.point) {
                    test.add_side(p);
                }
            }
            if test.closed() {
                return true;
            }
            // the groups beside the points just reached, in the order the eye space met them
            let (ta, tb) = self.eyes[eye].touches;
            for t in ta..tb {
                let touch = self.touches[t as usize];
                if self.flood_mark[touch.eye_point as usize] == flood {
                    self.group_flood[touch.group as usize] = flood;
                }
            }
            // listed before walking on: the walks below flood again
            let start = self.walk_groups.len();
            let (ga, gb) = self.eyes[eye].groups;
            for k in ga..gb {
                let next = self.eye_groups[k as usize];
                if self.group_flood[next as usize] == flood {
                    self.walk_groups.push(next);
                }
            }
            for k in start..self.walk_groups.len() {
                let next = self.walk_groups[k] as usize;
                if self.walk_around(test, next) {
                    self.walk_groups.truncate(start);
                    return true;
                }
            }
            self.walk_groups.truncate(start);
        }
        false
    }

    /// Floods the tested eye space from its points beside `group`, over points not reached
    /// before in this test (nor the tested point); returns the flood's stamp, or 0 when it
    /// reached nothing. The points reached are left in `flooded`.
    fn flood_eye_from_group(&mut self, test: &Test, group: usize) -> u32 {
        let g = self.geometry;
        let flood = self.next_flood();
        let mut stack = std::mem::take(&mut self.list);
        stack.clear();
        let (ta, tb) = self.eyes[test.eye].touches;
        for t in ta..tb {
            let touch = self.touches[t as usize];
            if touch.group as usize == group {
                stack.push(touch.eye_point);
            }
        }
        self.flooded.clear();
        while let Some(p) = stack.pop() {
            let p = p as usize;
            if self.mark[p] == test.stamp || self.eye[p] != test.eye as u32 {
                continue;
            }
            self.mark[p] = test.stamp;
            self.flood_mark[p] = flood;
            self.flooded.push(p as u32);
            for n in g.neighbours(p) {
                stack.push(n as u32);
            }
        }
        self.list = stack;
        if self.flooded.is_empty() {
            0
        } else {
            flood
        }
    }

    /// The walk's first step, without flooding: the group's own stones beside the point and
    /// the point's eye neighbours beside the group already close the ring.
    fn closes_at_once(&self, point: usize, group: usize, region: u32, target: usize) -> bool {
        let g = self.geometry;
        let closed = g
            .neighbours(point)
            .iter()
            .filter(|&&n| {
                self.on_board(n)
                    && self.region[n] == region
                    && (self.group[n] as usize == group
                        || (self.eye[n] == self.eye[point]
                            && g.neighbours(n)
                                .iter()
                                .any(|&m| self.group[m] as usize == group)))
            })
            .count();
        closed >= target
    }

    pub(super) fn is_beside(&self, a: usize, b: usize) -> bool {
        a.abs_diff(b) == 1 || a.abs_diff(b) == self.geometry.stride()
    }
}
