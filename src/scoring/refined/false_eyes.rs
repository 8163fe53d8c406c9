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
//!
//! Only a point with at most one neighbour in its eye space is tested, so the rest of the
//! eye space stays in one piece without it: a group touching the eye space away from the
//! point reaches all of it, and through it every other group that does. So a point is tested
//! only when some group touches the eye space there and nowhere else; step 6 keeps the
//! touches at such points only.

use super::{Counter, GroupEye};

/// The point under test and what the walk has found so far.
struct Test {
    eye: usize,
    point: usize,
    /// Its neighbour in its eye space, if it has one.
    inside: Option<usize>,
    /// The walk has reached the rest of the eye space.
    entered: bool,
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

impl<const N: usize> Counter<N> {
    /// Steps 7 (`must_fill` false: `false_point`) and 9 (`must_fill` true: `unscorable`).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_false_eyes(&mut self, must_fill: bool) {
        let g = self.geometry;
        let bg = self.bits.geometry;
        if must_fill {
            self.bits.unscorable.clear();
        } else {
            self.bits.false_eyes.clear();
        }
        self.group_mark.clear();
        self.group_mark.resize(self.groups.len(), 0);
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
            // the same pair met before in this eye space's touches
            if touch.repeat {
                continue;
            }
            let neighbours = g.neighbours(point);
            let region = self.eyes[e].region;
            let target = neighbours
                .iter()
                .filter(|&&n| self.on_board(n) && self.region[n] == region)
                .count();
            if self.closes_at_once(e, point, group, region, target) {
                continue;
            }
            let space = &self.eye_bits[e];
            let first_inside = neighbours.iter().copied().find(|&n| space.get(&bg, n));
            let stamp = self.next_generation();
            let mut test = Test {
                eye: e,
                point,
                inside: first_inside,
                entered: false,
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
                    self.bits.unscorable.set(&bg, point);
                } else {
                    self.false_point[point] = true;
                    self.bits.false_eyes.set(&bg, point);
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
        let (a, b) = self.groups[group].eyes;
        for i in a as usize..b as usize {
            let GroupEye { eye, only_point } = self.group_eyes[i];
            let eye = eye as usize;
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
            // back at the tested point's own eye space: its stones beside the point (in the
            // space's region), then, touching it away from the point, the rest of the eye space
            let region = self.eyes[eye].region;
            for n in self.geometry.neighbours(test.point) {
                if self.group[n] as usize == group && self.region[n] == region {
                    test.add_side(n);
                }
            }
            if test.closed() {
                return true;
            }
            if test.entered || only_point as usize == test.point {
                continue;
            }
            test.entered = true;
            let space = self.eyes[eye];
            // a point of it that is not a false eye, besides the tested point
            let real_left = space.real > (!self.false_point[test.point]) as u32;
            if space.value > 0 && real_left {
                return true;
            }
            if let Some(q) = test.inside {
                test.add_side(q);
            }
            if test.closed() {
                return true;
            }
            // the other groups touching it away from the point, in the order it met them
            let (ga, gb) = space.groups;
            for k in ga as usize..gb as usize {
                if self.eye_group_only[k] as usize != test.point
                    && self.walk_around(test, self.eye_groups[k] as usize)
                {
                    return true;
                }
            }
        }
        false
    }

    /// The walk's first step, without flooding: the group's own stones beside the point and
    /// the point's eye neighbours beside the group already close the ring.
    fn closes_at_once(
        &self,
        e: usize,
        point: usize,
        group: usize,
        region: u32,
        target: usize,
    ) -> bool {
        let (g, bg) = (self.geometry, self.bits.geometry);
        let space = &self.eye_bits[e];
        let closed = g
            .neighbours(point)
            .iter()
            .filter(|&&n| {
                self.on_board(n)
                    && self.region[n] == region
                    && (self.group[n] as usize == group
                        || (space.get(&bg, n)
                            && g.neighbours(n)
                                .iter()
                                .any(|&m| self.group[m] as usize == group)))
            })
            .count();
        closed >= target
    }
}
