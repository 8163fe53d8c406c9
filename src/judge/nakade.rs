//! Throw-ins (nakade): a self-atari that leaves the enemy one eye, the dead shape it makes, and
//! the blocks such a throw-in kills on the final position.

use super::light_board::{opponent, MoveEffect, PlayoutBoard, BLACK, BORDER, EMPTY, WHITE};

/// Largest dead shape a throw-in makes: a bulky five.
const MAX_DEAD_SHAPE: usize = 5;

impl PlayoutBoard {
    /// True when `c` at `p`, a self-atari, is a nakade rather than giving up a seki: the stones
    /// put in atari form a dead shape (up to three points, a square or pyramid four, a bulky
    /// five), the point where the enemy captures is no liberty of another own block, and once
    /// the enemy has taken them, the enemy blocks beside them have no eye and no liberty but
    /// the captured points. The enemy then has one eye, the captured shape, and nothing else.
    /// (In a seki the block that captures has an eye already, or gets one when the stones
    /// leave its diagonals, or has liberties outside.)
    pub(super) fn is_nakade(&self, p: usize, c: u8, max: usize) -> bool {
        let other = opponent(c);
        let mut stones = [p; MAX_DEAD_SHAPE];
        let max = max.min(MAX_DEAD_SHAPE);
        let mut count = 1;
        for n in self.neighbours(p) {
            if self.color[n] == c {
                let h = self.head[n] as usize;
                let mut s = h;
                loop {
                    if !stones[..count].contains(&s) {
                        if count == max {
                            return false;
                        }
                        stones[count] = s;
                        count += 1;
                    }
                    s = self.next[s] as usize;
                    if s == h {
                        break;
                    }
                }
            }
        }
        let stones = &stones[..count];
        if !self.is_dead_shape(stones) {
            return false;
        }
        // the one liberty left, where the enemy captures
        let capture_at = stones
            .iter()
            .flat_map(|&s| self.neighbours(s))
            .find(|&n| self.color[n] == EMPTY && !stones.contains(&n));
        // the capture must not take a liberty of another own block: that is a shared liberty
        if let Some(l) = capture_at {
            if self
                .neighbours(l)
                .iter()
                .any(|&n| self.color[n] == c && !stones.contains(&n))
            {
                return false;
            }
        }
        let after = |q: usize| {
            if stones.contains(&q) {
                EMPTY
            } else if Some(q) == capture_at {
                other
            } else {
                self.color[q]
            }
        };
        let mut seen = [usize::MAX; 16];
        let mut blocks = 0;
        for &s in stones {
            for n in self.neighbours(s) {
                if self.color[n] != other {
                    continue;
                }
                let h = self.head[n] as usize;
                if seen[..blocks].contains(&h) {
                    continue;
                }
                if blocks < seen.len() {
                    seen[blocks] = h;
                    blocks += 1;
                }
                // a liberty outside first (the quicker test): with three liberties now, one
                // is left besides the throw-in point and the capturing point
                if self.libs[h] >= 3 || self.has_outside_liberty(h, after, stones) {
                    return false;
                }
                if self.has_eye_after(h, other, after) {
                    return false;
                }
            }
        }
        // nor the stone that captures
        capture_at.is_some_and(|l| {
            !self
                .neighbours(l)
                .iter()
                .any(|&n| after(n) == EMPTY && !stones.contains(&n))
        })
    }

    /// True when the block has a liberty outside `region` on the board `color_at` gives.
    pub(super) fn has_outside_liberty(
        &self,
        head: usize,
        color_at: impl Fn(usize) -> u8,
        region: &[usize],
    ) -> bool {
        let mut s = head;
        loop {
            for n in self.neighbours(s) {
                if color_at(n) == EMPTY && !region.contains(&n) {
                    return true;
                }
            }
            s = self.next[s] as usize;
            if s == head {
                return false;
            }
        }
    }

    /// True when the points form a shape that stays one eye for whoever captures them:
    /// up to three points, a square or pyramid four, a bulky five, and the bent four in the
    /// corner.
    pub(super) fn is_dead_shape(&self, points: &[usize]) -> bool {
        // the shape read only where its size leaves a question (the random step asks of one
        // or two stones, most of the time)
        match points.len() {
            0..=3 => true,
            4 => {
                self.holds_square(points)
                    || self.most_neighbours_inside(points) == 3
                    || self.is_bent_four_in_the_corner(points)
            }
            5 => self.holds_square(points) && self.most_neighbours_inside(points) == 3,
            _ => false,
        }
    }

    /// True when four of the points make a square.
    fn holds_square(&self, points: &[usize]) -> bool {
        let s = self.stride;
        points
            .iter()
            .any(|&q| [q + 1, q + s, q + s + 1].iter().all(|n| points.contains(n)))
    }

    /// The most neighbours among the points that one of them has.
    fn most_neighbours_inside(&self, points: &[usize]) -> usize {
        points
            .iter()
            .map(|&q| {
                self.neighbours(q)
                    .iter()
                    .filter(|n| points.contains(n))
                    .count()
            })
            .max()
            .unwrap_or(0)
    }

    /// Four points in a bent line whose bend is a corner of the board: captured, they leave
    /// the bent four in the corner, which is dead under Japanese rules (the ko only the
    /// attacker can start is won after removing every ko threat), and so it is here.
    pub(super) fn is_bent_four_in_the_corner(&self, points: &[usize]) -> bool {
        let inside = |q: usize| {
            self.neighbours(q)
                .iter()
                .filter(|n| points.contains(n))
                .count()
        };
        let corner = |q: usize| {
            self.neighbours(q)
                .iter()
                .filter(|&&n| self.color[n] == BORDER)
                .count()
                == 2
        };
        // a path of four (two ends, two middles) bent at a corner point
        let ends = points.iter().filter(|&&q| inside(q) == 1).count();
        ends == 2
            && points.iter().all(|&q| inside(q) <= 2)
            && points.iter().any(|&q| inside(q) == 2 && corner(q))
    }

    /// True when one of the block's liberties is an eye of `c` on the board `color_at` gives.
    pub(super) fn has_eye_after(&self, head: usize, c: u8, color_at: impl Fn(usize) -> u8) -> bool {
        let mut s = head;
        loop {
            for n in self.neighbours(s) {
                if color_at(n) == EMPTY && self.is_eye_on(n, c, &color_at) {
                    return true;
                }
            }
            s = self.next[s] as usize;
            if s == head {
                return false;
            }
        }
    }

    /// The blocks that a throw-in kills on this board: a self-atari of two to five stones that
    /// is a nakade ([`PlayoutBoard::is_nakade`]) leaves the enemy blocks beside it with the
    /// captured dead shape as their only liberties and no eye, unless such a block has an
    /// enemy block beside it in atari ([`PlayoutBoard::takes_a_block_in_atari`]). Returns
    /// their first stones.
    pub(super) fn nakade_kills(&self) -> Vec<usize> {
        self.nakade_kills_by_shape()
            .into_iter()
            .map(|(head, _)| head)
            .collect()
    }

    /// [`PlayoutBoard::nakade_kills`], each block with the size of the smallest dead shape a
    /// throw-in leaves it (the stones it takes: two to five).
    pub(super) fn nakade_kills_by_shape(&self) -> Vec<(usize, u32)> {
        let mut killed: Vec<(usize, u32)> = Vec::new();
        for &p in &self.empties {
            let p = p as usize;
            for c in [BLACK, WHITE] {
                let shape = match self.effect(p, c) {
                    Some(e) if !e.captures && e.liberties == 1 && e.stones >= 2 => e.stones,
                    _ => continue,
                };
                if !self.is_nakade(p, c, MAX_DEAD_SHAPE) {
                    continue;
                }
                let other = opponent(c);
                for n in self.neighbours(p) {
                    let beside = if self.color[n] == c {
                        self.block_stones(n)
                    } else {
                        vec![p]
                    };
                    for s in beside {
                        for m in self.neighbours(s) {
                            if self.color[m] == other {
                                let h = self.head[m] as usize;
                                match killed.iter_mut().find(|(k, _)| *k == h) {
                                    Some((_, smallest)) => *smallest = (*smallest).min(shape),
                                    None => killed.push((h, shape)),
                                }
                            }
                        }
                    }
                }
            }
        }
        killed.retain(|&(h, _)| !self.takes_a_block_in_atari(h));
        killed
    }

    /// True when an enemy block beside the block at `head` is in atari and the block may take
    /// it (not as a ko): it has room the throw-in does not take away, so the throw-in alone
    /// proves nothing. A ko wins no room (GNU Go's `arb/dumonteil-5`: White's corner would
    /// take Black's H1 by a ko, and dies).
    /// (kgs6d, under each of four seeds: five games gained, in which a group of 6 to 17
    /// stones was killed by a throw-in beside an enemy block in atari, each now with the dead
    /// stones GNU Go 3.8 finds; one lost, `2003-08-26-22`, where Black's corner takes White's
    /// lone C19 and still dies, as GNU Go reads it.)
    fn takes_a_block_in_atari(&self, head: usize) -> bool {
        let c = self.color[head];
        self.enemy_blocks_beside(head).into_iter().any(|e| {
            let Some(l) = self.atari_point(e) else {
                return false;
            };
            // a lone stone taken by a lone stone left without another liberty is a ko: the
            // enemy takes back, and no room is won
            let ko = |m: MoveEffect| self.size[e] == 1 && m.stones == 1 && m.liberties == 0;
            self.effect(l, c).is_some_and(|m| !ko(m))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True when a throw-in kills White's block at B5 (the top row's second point) on the
    /// board of `rows`.
    fn throw_in_kills_b5(rows: &[&str]) -> bool {
        let board = PlayoutBoard::from_rows(rows);
        let white = board.block_head(board.at(1, 0));
        board.nakade_kills().contains(&white)
    }

    #[test]
    fn a_throw_in_kills_no_block_that_takes_an_enemy_block_in_atari() {
        // White's B5 group has two liberties, A5 and A3, with Black's A4 between them: Black's
        // throw-in at A5 (or A3) is captured as a two-point shape White cannot make two eyes
        // of (kgs6d 2002-02-07-4's top left corner, in small)
        assert!(throw_in_kills_b5(&[
            ".oox..", //
            "xoxx..", //
            ".oox..", //
            "ooxx..", //
            "xxx...",
        ]));
        // the same, the black wall around it shut in by White's E column but for D1: White
        // takes the wall at D1 whatever Black throws in, and lives
        assert!(!throw_in_kills_b5(&[
            ".ooxo.", //
            "xoxxo.", //
            ".ooxo.", //
            "ooxxo.", //
            "xxx.o.",
        ]));
    }
}
