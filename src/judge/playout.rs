//! Playouts: a light board that plays a game to its end from the final position, under a policy
//! that keeps eyes and seki and still kills.
//!
//! The policy, for the player to move:
//! 1. capture a block that the last move left in atari (the last move's own block, or a block
//!    beside it), or with no last move (the first move, after a pass) the biggest block in atari
//!    anywhere; after the opponent took three to six stones, play the vital point of that space;
//! 2. save an own block that the last move put in atari, if extending gives it two liberties;
//! 3. a hane beside the last move (`patterns.rs`), one of those there at random, if it is no
//!    self-atari, no own eye and not inside a pass-alive area;
//! 4. else a random point, refusing: the player's own eyes, the inside of pass-alive areas, and
//!    a self-atari of two stones or more (so a seki's shared liberties stay empty, while a lone
//!    stone may still be thrown in to kill, as nakade needs);
//! 5. pass when nothing is left. Two passes in a row end the playout.
//!
//! The board itself is in `light_board/`, the throw-in (nakade) shapes in `nakade.rs`, the hane
//! shapes in `patterns.rs`.

use super::light_board::{
    empty_slots, neighbour_slots, neighbour_stone_slots, opponent, PlayoutBoard, EMPTY, OPEN,
    OWN_SHIFT,
};
use super::patterns::makes_shape;
use crate::board::points::Points;

/// A small, fast, seedable random number generator (SplitMix64).
#[derive(Clone, Debug)]
pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub(super) fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
}

/// Largest block the playout policy may put in atari itself, as a nakade inside the opponent's
/// eye space; a bigger block in atari is a wall giving up a seki. Bigger throw-ins are read
/// once, on the final position only ([`PlayoutBoard::nakade_kills`]): in a playout, a random
/// blunder next to a seki (filling one's own liberty) would let them break the seki.
const MAX_NAKADE: u32 = 2;

/// What the policy does ([`PlayoutBoard::choose`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Choice {
    /// A stone on this point.
    Play(usize),
    /// Nothing left to play.
    Pass,
}

impl PlayoutBoard {
    /// A move for `c` by the policy. `forbidden` marks points nobody plays.
    pub(super) fn choose(&self, c: u8, forbidden: &Points<bool>, rng: &mut Rng) -> Choice {
        if let Some(m) = self.answer_last_move(c, forbidden) {
            return Choice::Play(m);
        }
        if self.last.is_none() {
            if let Some(m) = self.capture_biggest(c, forbidden) {
                return Choice::Play(m);
            }
        }
        if let Some(m) = self.shape_answer(c, forbidden, rng) {
            return Choice::Play(m);
        }
        let n = self.empties.len();
        if n == 0 {
            return Choice::Pass;
        }
        let start = rng.below(n);
        // every empty point once, from `start` round to the one before it
        let (before, after) = self.empties.split_at(start);
        match self
            .random_move_in(after, c, forbidden)
            .or_else(|| self.random_move_in(before, c, forbidden))
        {
            Some(p) => Choice::Play(p),
            None => Choice::Pass,
        }
    }

    /// Step 3 of the policy: a hane beside the last move ([`makes_shape`]), one of the empty
    /// points among the eight around it that make one, chosen at random; never the player's
    /// own eye or a forbidden point (nor a self-atari: a shape's point has two empty
    /// neighbours, so the stone has two liberties).
    fn shape_answer(&self, c: u8, forbidden: &Points<bool>, rng: &mut Rng) -> Option<usize> {
        let last = self.last?;
        let mut found = [0usize; 8];
        let mut count = 0;
        let around = self.neighbours(last);
        let diagonal = self.diagonals(last);
        // the empty points among the eight, from the last move's code: no colour read
        let mut open = empty_slots(self.around[last]);
        while open != 0 {
            let slot = open.trailing_zeros() as usize / 2;
            open &= open - 1;
            let q = if slot < 4 {
                around[slot]
            } else {
                diagonal[slot - 4]
            };
            // the shape first: most points around a move make none (0.7% of a judgement's
            // time on one core, kgs6d's nine slowest, against the forbidden point first)
            if !makes_shape(self.around[q]) || forbidden[q] {
                continue;
            }
            // a shape's point has two empty neighbours (`makes_shape`): no eye, and a legal
            // move with two liberties
            debug_assert!(!self.is_eye(q, c));
            debug_assert!(self
                .effect(q, c)
                .is_some_and(|e| e.captures || e.liberties >= 2));
            found[count] = q;
            count += 1;
        }
        (count > 0).then(|| found[rng.below(count)])
    }

    /// The random step over `points` (empty), in their order: the first the policy allows.
    fn random_move_in(&self, points: &[u16], c: u8, forbidden: &Points<bool>) -> Option<usize> {
        for &p in points {
            let p = p as usize;
            if forbidden[p] || self.is_eye(p, c) {
                continue;
            }
            match self.plain_answer(p, c, neighbour_slots(self.around[p], c)) {
                Some(true) => return Some(p),
                Some(false) => continue,
                None => {}
            }
            match self.effect(p, c) {
                Some(e) if e.captures || e.liberties >= 2 || e.stones == 1 => return Some(p),
                Some(e) if e.stones <= MAX_NAKADE && self.is_nakade(p, c, MAX_NAKADE as usize) => {
                    return Some(p)
                }
                _ => {}
            }
        }
        None
    }

    /// The random step's answer for the empty point `p` and `c` when its neighbours alone
    /// tell it: `Some(true)` with two empty neighbours, or one and no own stone beside it (a
    /// lone stone with a liberty), or an own block beside it with three liberties (two left),
    /// or, with neither empty nor own neighbours, an enemy block beside it in atari (a
    /// capture); `Some(false)` with neither and no capture (a suicide) or on the ko point;
    /// `None` leaves it to [`PlayoutBoard::effect`]. `near` is what its neighbours hold for
    /// `c` ([`neighbour_slots`]).
    fn plain_answer(&self, p: usize, c: u8, near: u16) -> Option<bool> {
        if self.ko == Some(p) {
            return Some(false);
        }
        if near & OPEN != 0 {
            return Some(true);
        }
        let own = (near >> OWN_SHIFT) & 7;
        // read without a branch: an enemy block beside it in atari (with only enemy
        // neighbours, a count is kept at the heads of blocks only: the edge's is zero), and
        // an own block with three liberties (two left), the own stones from the point's code
        let owns = neighbour_stone_slots(self.around[p], c);
        let (mut capture, mut roomy) = (false, false);
        for (i, n) in self.neighbours(p).into_iter().enumerate() {
            let libs = self.libs[self.head[n] as usize];
            capture |= libs == 1;
            roomy |= ((owns >> (2 * i)) & 1 != 0) & (libs > 2);
        }
        if own == 0 {
            return Some(capture);
        }
        roomy.then_some(true)
    }

    /// True when `c`, to move, may take the last liberty `l` of an enemy block: the
    /// capture makes it legal, unless `l` is the ko point (what [`PlayoutBoard::effect`] would
    /// say, without reading the move).
    fn may_capture_at(&self, l: usize, c: u8) -> bool {
        debug_assert_eq!(self.ko != Some(l), self.effect(l, c).is_some());
        self.ko != Some(l)
    }

    /// With no last move to answer (the first move, or after a pass): capture the biggest enemy
    /// block in atari anywhere on the board.
    pub(super) fn capture_biggest(&self, c: u8, forbidden: &Points<bool>) -> Option<usize> {
        let other = opponent(c);
        let mut best: Option<(u16, usize)> = None;
        // a block in atari has a liberty count of one at its head: the counts are read sixteen
        // at a time, and only a run holding a one is looked into
        for (run, counts) in self.libs.chunks(16).enumerate() {
            if !counts.iter().fold(false, |one, &l| one | (l == 1)) {
                continue;
            }
            for p in run * 16..run * 16 + counts.len() {
                if self.libs[p] != 1 || self.color[p] != other || self.head[p] as usize != p {
                    continue;
                }
                if best.is_some_and(|(size, _)| size >= self.size[p]) {
                    continue;
                }
                if let Some(l) = self.atari_point(p) {
                    if !forbidden[l] && self.may_capture_at(l, c) {
                        best = Some((self.size[p], l));
                    }
                }
            }
        }
        best.map(|(_, l)| l)
    }

    /// After the opponent captured three to six of our stones, the point of that new eye space
    /// with the most neighbours inside it (the vital point of a straight or bent three, a
    /// pyramid four, a bulky five, a rabbity six): playing there keeps it one eye.
    pub(super) fn vital_point_of_capture(&self, c: u8, forbidden: &Points<bool>) -> Option<usize> {
        if !(3..=6).contains(&self.captured.len()) {
            return None;
        }
        let mut best = None;
        let mut best_count = 1;
        for &q in &self.captured {
            let q = q as usize;
            let inside = self
                .neighbours(q)
                .iter()
                .filter(|&&n| self.captured.contains(&(n as u32)))
                .count();
            if inside > best_count && self.color[q] == EMPTY && !forbidden[q] {
                best = Some(q);
                best_count = inside;
            }
        }
        let v = best?;
        match self.effect(v, c) {
            Some(e) if e.captures || e.liberties >= 2 || e.stones == 1 => Some(v),
            _ => None,
        }
    }

    /// Steps 1 and 2 of the policy: capture what the last move left in atari, or save an own
    /// block it put in atari.
    pub(super) fn answer_last_move(&self, c: u8, forbidden: &Points<bool>) -> Option<usize> {
        let last = self.last?;
        if let Some(v) = self.vital_point_of_capture(c, forbidden) {
            return Some(v);
        }
        let other = opponent(c);
        debug_assert_eq!(self.color[last], other, "the last move's stone stands");
        let neighbours = self.neighbours(last);
        // the last move's stone (the opponent's), then its neighbours, in atari: one bit each
        // for the opponent's blocks and for the player's, read without a branch
        let in_atari = |q: usize| u8::from(self.libs[self.head[q] as usize] == 1);
        let (mut enemies, mut owns) = (in_atari(last), 0u8);
        // the neighbours' colours from the last move's code
        let code = self.around[last];
        let (theirs, ours) = (
            neighbour_stone_slots(code, other),
            neighbour_stone_slots(code, c),
        );
        for (i, &n) in neighbours.iter().enumerate() {
            let atari = in_atari(n);
            enemies |= ((theirs >> (2 * i)) as u8 & 1 & atari) << (i + 1);
            owns |= ((ours >> (2 * i)) as u8 & 1 & atari) << i;
        }
        while enemies != 0 {
            let slot = enemies.trailing_zeros() as usize;
            enemies &= enemies - 1;
            let q = if slot == 0 {
                last
            } else {
                neighbours[slot - 1]
            };
            if let Some(l) = self.atari_point(q) {
                if !forbidden[l] && self.may_capture_at(l, c) {
                    return Some(l);
                }
            }
        }
        while owns != 0 {
            let q = neighbours[owns.trailing_zeros() as usize];
            owns &= owns - 1;
            if let Some(l) = self.atari_point(q) {
                if forbidden[l] {
                    continue;
                }
                match self.effect(l, c) {
                    Some(e) if e.captures || e.liberties >= 2 => return Some(l),
                    _ => {}
                }
            }
        }
        None
    }

    /// Plays the game out: `first` moves first; ends after two passes in a row or `max_moves`.
    /// Returns the number of moves and passes played.
    pub(super) fn play_out(
        &mut self,
        first: u8,
        forbidden: &Points<bool>,
        max_moves: usize,
        rng: &mut Rng,
    ) -> usize {
        let mut to_move = first;
        let mut passes = 0;
        let mut played = 0;
        while played < max_moves {
            played += 1;
            match self.choose(to_move, forbidden, rng) {
                Choice::Play(p) => {
                    self.play(p, to_move);
                    passes = 0;
                }
                Choice::Pass => {
                    self.pass();
                    passes += 1;
                    if passes == 2 {
                        break;
                    }
                }
            }
            to_move = opponent(to_move);
        }
        played
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::tests::after_every_move_of_random_games;
    use crate::judge::light_board::{BLACK, WHITE};

    #[test]
    fn the_random_steps_answer_from_the_neighbours_is_the_moves() {
        // on the boards of random games, at every empty point for both colours: a point the
        // neighbours accept is a move the random step accepts when it reads the move (a
        // capture, two liberties or a lone stone), one they refuse is illegal
        let (mut accepted, mut roomy, mut refused, mut left) = (0, 0, 0, 0);
        after_every_move_of_random_games(|seed, b| {
            for p in (0..b.color.len()).filter(|&p| b.color[p] == EMPTY) {
                for colour in [BLACK, WHITE] {
                    let near = neighbour_slots(b.around[p], colour);
                    let effect = b.effect(p, colour);
                    match b.plain_answer(p, colour, near) {
                        Some(true) => {
                            let e = effect.expect("a move the neighbours accept is legal");
                            assert!(
                                e.captures || e.liberties >= 2 || e.stones == 1,
                                "seed {seed}, point {p}, colour {colour}: {e:?}"
                            );
                            accepted += 1;
                            roomy += usize::from(near & OPEN == 0 && (near >> OWN_SHIFT) & 7 != 0);
                        }
                        Some(false) => {
                            assert_eq!(effect, None, "seed {seed}, point {p}");
                            refused += 1;
                        }
                        None => left += 1,
                    }
                }
            }
        });
        // each answer was given, the own block with three liberties among them
        assert!(accepted > 0 && roomy > 0 && refused > 0 && left > 0);
    }

    #[test]
    fn a_seki_survives_a_playout() {
        // B6/A5 and the white group share B5; each has one eye (A6, D6): a seki. The outer
        // black group has four eyes of its own.
        let rows = [".xo.ox", "x.ooox", "oooxxx", "xxxx.x", ".x.xxx", "xxxx.x"];
        for seed in 0..20 {
            let mut b = PlayoutBoard::from_rows(&rows);
            let mut rng = Rng::new(seed);
            let forbidden = Points::new(b.color.len());
            b.play_out(
                if seed % 2 == 0 { BLACK } else { WHITE },
                &forbidden,
                200,
                &mut rng,
            );
            let pic: Vec<String> = (0..6)
                .map(|r| {
                    (0..6)
                        .map(|c| match b.color[b.at(c, r)] {
                            BLACK => 'x',
                            WHITE => 'o',
                            _ => '.',
                        })
                        .collect()
                })
                .collect();
            assert_eq!(
                b.color[b.at(1, 0)],
                BLACK,
                "B6 stands (seed {seed}) {pic:?}"
            );
            assert_eq!(b.color[b.at(2, 0)], WHITE, "C6 stands (seed {seed})");
            assert_eq!(b.color[b.at(1, 1)], EMPTY, "B5 stays empty (seed {seed})");
        }
    }
}
