//! Step 8: eye values. How many eyes (0, 1 or 2) an eye space is worth to the groups around
//! it, in a finished position. Its real points are its points that are not false eyes. Each
//! real point gets the number of moves its owner needs to wall it off as an eye: one per
//! empty neighbour outside the real points, one per neighbour an enemy throw-in on a false
//! eye reaches, and a thousand (never) per enemy stone on a false eye point beside it.
//!
//! The value is the largest that one of these readings gives, at most two:
//! - a point that can be walled off in one move or less: one eye;
//! - a point the owner can play that cuts the space into pieces, each walled off already:
//!   one eye per such piece (a bottleneck);
//! - five dead enemy stones inside: one eye; eight: two;
//! - a space large and solid enough (six points or more once weak points are discounted,
//!   or six points with three or more neighbours inside): two eyes;
//! - two adjacent central points that cut the space into two walled-off pieces: two eyes;
//! - dead enemy stones whose removal leaves a shape the owner can always split in two
//!   (counted by its bottlenecks, less the enemy's throw-ins on false eye points): two eyes.
//!
//! The readings favour the defender where a finished game leaves doubt: a group whose eye
//! could still be taken would have been attacked before the game ended.

use super::{at_least, sides, Counter, NONE};
use crate::board::bitboard::BitBoard;
use crate::board::{Cell, Color};

/// The fewest real points whose counts can settle an eye space's value (see
/// [`Counts::settle`]).
const MIN_SETTLED: usize = 6;
/// Largest eye space (real points) read for two central points that split it.
const MAX_PAIR_READING: usize = 400;
/// Largest eye space (real points) read for the shape its dead stones leave.
const MAX_SHAPE_READING: usize = 100;

/// What one real point of an eye space is like.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct EyePoint {
    /// Neighbours on the board (padded indices) and how many.
    adj: [u32; 4],
    adj_len: u8,
    /// Neighbours among the real points (local indices) and how many.
    inner: [u32; 4],
    inner_len: u8,
    empty_inner: u8,
    empty_false: u8,
    enemy_false: u8,
    /// An enemy stone beside an enemy throw-in on a false eye (or with two empty false eye
    /// points beside it): the owner can never wall this point off.
    poke: bool,
    moves_to_wall_off: u32,
}

impl EyePoint {
    fn inner(&self) -> &[u32] {
        &self.inner[..self.inner_len as usize]
    }
}

/// What the first readings of an eye space count over its real points.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    dead_inside: u32,
    /// Points one move or more from walled off ...
    weak: u32,
    /// ... and two or more.
    very_weak: u32,
    /// Enemy stones with two real neighbours or more.
    enemy_inside: u32,
    /// Empty points with three real neighbours or more, those with four counted twice.
    central: u32,
}

impl Counts {
    /// Two when the counts settle it (eight dead stones inside, a large solid space, six
    /// central points); `None` when the other readings decide.
    fn settle(&self, n: usize) -> Option<u8> {
        let solid = n as i64 - self.weak as i64 - self.very_weak as i64 - self.enemy_inside as i64;
        (self.dead_inside >= 8 || solid >= 6 || self.central >= 6).then_some(2)
    }
}

/// The value of a space of one or two real points with no dead enemy stone: one eye when a
/// point can be walled off in one move or less, else none. (No reading of
/// [`Counter::read_eye_value`] finds more there: no piece is left to cut, no point has three
/// neighbours inside, no dead stone's shape.) `None` for any other space.
fn small_space_value(real: &[u32], info: &[EyePoint], dead: impl Fn(usize) -> bool) -> Option<u8> {
    if real.len() > 2 || real.iter().any(|&p| dead(p as usize)) {
        return None;
    }
    Some(info.iter().any(|point| point.moves_to_wall_off <= 1) as u8)
}

/// The buffers of [`Counter::dead_shape_splits`], kept between calls (a count allocates
/// nothing once they have room).
#[derive(Clone, Debug, Default)]
pub(super) struct ShapeBuffers {
    /// Per real point of the eye space: a dead enemy stone.
    dead: Vec<bool>,
    /// The real points the owner cannot play.
    unplayable: Vec<usize>,
    /// Per real point: in the shape being read.
    in_shape: Vec<bool>,
}

impl<const N: usize> Counter<N> {
    /// The counts of the first readings, read from bit boards for the real points `real`
    /// (spanning the words `rows`): what each neighbour costs the owner to wall a point off
    /// (one move, or never) is a mask, and the points with one or two costly neighbours are
    /// found a row at a time.
    fn count_real_points(
        &self,
        real: &BitBoard<N>,
        rows: std::ops::Range<usize>,
        owner: Color,
    ) -> Counts {
        let bits = &self.bits;
        let enemy = owner.opponent().index();
        let stones = &bits.stones[enemy];
        let last = bits.geometry.rows().end - 1;
        // the rows beside the space too: a point's cost reads its own neighbours
        let (low, high) = (rows.start.saturating_sub(1).max(1), rows.end.min(last));
        let mut one = BitBoard::<N>::default(); // cost one move
        let mut never = BitBoard::<N>::default(); // cost a thousand
        let (mut false_enemy, mut false_empty) =
            (BitBoard::<N>::default(), BitBoard::<N>::default());
        for r in low.saturating_sub(1).max(1)..(high + 2).min(last + 1) {
            let f = bits.false_eyes.word(r);
            *false_enemy.word_mut(r) = f & stones.word(r);
            *false_empty.word_mut(r) = f & bits.empty.word(r);
        }
        for r in low..=high {
            let (a, b, c, d) = sides(&false_enemy, r);
            let enemy_false = at_least(a, b, c, d)[0];
            let (a, b, c, d) = sides(&false_empty, r);
            let [empty_false, two_empty_false, ..] = at_least(a, b, c, d);
            let (empty, inside, enemy_here) = (bits.empty.word(r), real.word(r), stones.word(r));
            let poke = enemy_here & (enemy_false | two_empty_false);
            let never_here = enemy_here & (bits.false_eyes.word(r) | (inside & poke));
            *never.word_mut(r) = never_here;
            *one.word_mut(r) = (empty & (!inside | enemy_false))
                | (enemy_here & inside & empty_false & !never_here);
        }
        let mut counts = Counts::default();
        let dead = &bits.dead[enemy];
        for r in rows {
            let inside = real.word(r);
            let (a, b, c, d) = sides(&one, r);
            let [one_costly, two_costly, ..] = at_least(a, b, c, d);
            let (a, b, c, d) = sides(&never, r);
            let never_costly = at_least(a, b, c, d)[0];
            let (a, b, c, d) = sides(real, r);
            let [_, two_inner, three_inner, four_inner] = at_least(a, b, c, d);
            let (empty, enemy_here) = (bits.empty.word(r), stones.word(r));
            counts.weak += (inside & (one_costly | never_costly)).count_ones();
            counts.very_weak += (inside & (two_costly | never_costly)).count_ones();
            counts.enemy_inside += (inside & enemy_here & two_inner).count_ones();
            counts.dead_inside += (inside & dead.word(r)).count_ones();
            counts.central += (inside & empty & four_inner).count_ones()
                + (inside & empty & three_inner).count_ones();
        }
        counts
    }

    /// Step 8: the value of every eye space, and the sum over each region.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn value_eyes(&mut self) {
        for e in 0..self.eyes.len() {
            let value = self.eye_value(e);
            self.eyes[e].value = value;
            let r = self.eyes[e].region as usize;
            self.regions[r].eyes += value as u32;
        }
    }

    fn eye_value(&mut self, e: usize) -> u8 {
        let owner = self.eyes[e].color;
        let enemy = owner.opponent().cell();
        let mut real = std::mem::take(&mut self.real);
        let mut info = std::mem::take(&mut self.info);
        real.clear();
        let bg = self.bits.geometry;
        // the real points: the space's points that are not false eyes, a word at a time; the
        // list of them (in scan order) is made only when the counts do not settle the value
        let (top, bottom) = self.eyes[e].rows;
        let mut real_bits = BitBoard::<N>::default();
        let mut n = 0;
        for r in top..bottom {
            let w = self.eye_bits[e].word(r) & !self.bits.false_eyes.word(r);
            *real_bits.word_mut(r) = w;
            n += w.count_ones();
        }
        self.eyes[e].real = n;
        // fewer than six real points settle nothing: no six solid points, no eight dead
        // stones, and no six central points (that takes three points with three neighbours
        // inside or more, a point with four counting twice: not in five points)
        let settled = if (n as usize) < MIN_SETTLED {
            debug_assert_eq!(
                self.count_real_points(&real_bits, top..bottom, owner)
                    .settle(n as usize),
                None
            );
            None
        } else {
            self.count_real_points(&real_bits, top..bottom, owner)
                .settle(n as usize)
        };
        let value = match settled {
            Some(value) => value,
            None => {
                real_bits.for_each(&bg, |p| {
                    self.local[p] = real.len() as u32;
                    real.push(p as u32);
                });
                self.describe_real_points(&real, &mut info, enemy);
                let value = match small_space_value(&real, &info, |p| {
                    self.cells[p] == enemy && self.is_dead(p)
                }) {
                    Some(value) => {
                        debug_assert_eq!(value, self.read_eye_value(e, &real, &info, owner));
                        value
                    }
                    None => self.read_eye_value(e, &real, &info, owner),
                };
                for &p in &real {
                    self.local[p as usize] = NONE;
                }
                value
            }
        };
        self.real = real;
        self.info = info;
        value
    }

    fn describe_real_points(&self, real: &[u32], info: &mut Vec<EyePoint>, enemy: Cell) {
        let g = self.geometry;
        let (cells, local, false_point) = (&self.cells[..], &self.local[..], &self.false_point[..]);
        info.clear();
        for &p in real {
            // filled in place (a copy just built field by field stalls the store buffer)
            info.push(EyePoint::default());
            let Some(point) = info.last_mut() else {
                continue;
            };
            for n in g.neighbours(p as usize) {
                let cell = cells[n];
                if cell == Cell::Border {
                    continue;
                }
                point.adj[point.adj_len as usize] = n as u32;
                point.adj_len += 1;
                let empty = cell == Cell::Empty;
                if local[n] != NONE {
                    point.inner[point.inner_len as usize] = local[n];
                    point.inner_len += 1;
                    point.empty_inner += empty as u8;
                }
                if false_point[n] {
                    point.empty_false += empty as u8;
                    point.enemy_false += (cell == enemy) as u8;
                }
            }
            point.poke =
                cells[p as usize] == enemy && (point.enemy_false > 0 || point.empty_false >= 2);
        }
        for i in 0..info.len() {
            let (adj, adj_len) = (info[i].adj, info[i].adj_len);
            let mut moves = 0;
            for &n in &adj[..adj_len as usize] {
                let n = n as usize;
                let inner = info.get(local[n] as usize);
                moves += match cells[n] {
                    // an empty point outside, or one an enemy throw-in reaches
                    Cell::Empty => inner.is_none_or(|q| q.enemy_false >= 1) as u32,
                    // an enemy stone on a false eye, or beside a throw-in: never
                    cell if cell == enemy && (false_point[n] || inner.is_some_and(|q| q.poke)) => {
                        1000
                    }
                    cell if cell == enemy => inner.is_some_and(|q| q.empty_false >= 1) as u32,
                    _ => 0,
                };
            }
            info[i].moves_to_wall_off = moves;
        }
    }

    fn read_eye_value(&mut self, e: usize, real: &[u32], info: &[EyePoint], owner: Color) -> u8 {
        let enemy = owner.opponent().cell();
        let n = real.len();
        // what the readings below count, in one pass
        let (mut walled, mut dead_inside, mut weak, mut very_weak) = (false, 0, 0, 0);
        let (mut enemy_inside, mut central) = (0, 0);
        for (i, point) in info.iter().enumerate() {
            let p = real[i] as usize;
            let moves = point.moves_to_wall_off;
            walled |= moves <= 1;
            weak += (moves >= 1) as i64;
            very_weak += (moves >= 2) as i64;
            match self.cells[p] {
                cell if cell == enemy => {
                    dead_inside += self.is_dead(p) as usize;
                    enemy_inside += (point.inner_len >= 2) as i64;
                }
                Cell::Empty => {
                    central += (point.inner_len >= 4) as usize + (point.inner_len >= 3) as usize;
                }
                _ => {}
            }
        }
        // one move or less walls a point off: one eye
        let mut value = walled as u8;
        // dead enemy stones inside
        if dead_inside >= 5 {
            value = value.max(1);
        }
        if dead_inside >= 8 {
            return 2;
        }
        // a large, solid space
        if n as i64 - weak - very_weak - enemy_inside >= 6 {
            return 2;
        }
        if central >= 6 {
            return 2;
        }
        // bottlenecks
        value = value.max(self.bottleneck_eyes(real, info, owner));
        if value >= 2 {
            return 2;
        }
        // the last two readings grow with the square and the cube of the space: past these
        // sizes (never reached by a finished game, where such spaces are worth two eyes
        // already) they are skipped, so hostile boards are counted in bounded time
        if n <= MAX_PAIR_READING && self.two_central_points_split(real, info, owner) {
            return 2;
        }
        if dead_inside > 0 && n <= MAX_SHAPE_READING && self.dead_shape_splits(e, real, info, owner)
        {
            return 2;
        }
        value
    }

    /// A point the owner can play that cuts the space into pieces: the pieces already walled
    /// off (or walled off by that very move, when it also closes the one throw-in beside it).
    fn bottleneck_eyes(&mut self, real: &[u32], info: &[EyePoint], owner: Color) -> u8 {
        let mut best = 0;
        for d in 0..real.len() {
            if !self.is_playable(real[d] as usize, owner) {
                continue;
            }
            let pieces = self.label_pieces(info, &|i| i != d);
            if pieces < 2 {
                continue;
            }
            let bonus = info[d].enemy_false == 1;
            let (walled, _) = self.pieces_with(real.len(), |i| {
                let moves = info[i].moves_to_wall_off;
                moves == 0 || (bonus && moves <= 1)
            });
            best = best.max(walled);
            if best >= 2 {
                return 2;
            }
        }
        best.min(2) as u8
    }

    /// Two adjacent central points (three or more neighbours inside, off the edge, one of
    /// them empty and playable) whose removal leaves two walled-off pieces, one of them with
    /// two walled-off points.
    fn two_central_points_split(&mut self, real: &[u32], info: &[EyePoint], owner: Color) -> bool {
        let g = self.geometry;
        for d in 0..real.len() {
            let p = real[d] as usize;
            let (col, row) = g.coords(p);
            let on_edge = col == 0 || row == 0 || col + 1 == g.width() || row + 1 == g.height();
            if self.cells[p] != Cell::Empty || on_edge || !self.is_playable(p, owner) {
                continue;
            }
            if info[d].moves_to_wall_off > 1 || info[d].inner_len < 3 {
                continue;
            }
            for &other in info[d].inner() {
                let o = other as usize;
                if info[o].inner_len < 3 || info[o].moves_to_wall_off > 1 {
                    continue;
                }
                let other_empty = self.cells[real[o] as usize] == Cell::Empty;
                if !other_empty && info[o].empty_inner <= 1 {
                    continue;
                }
                let pieces = self.label_pieces(info, &|i| i != d && i != o);
                if pieces < 2 {
                    continue;
                }
                let (single, double) =
                    self.pieces_with(real.len(), |i| info[i].moves_to_wall_off == 0);
                if single >= 2 && double >= 1 && (other_empty || double >= 2) {
                    return true;
                }
            }
        }
        false
    }

    /// Dead enemy stones inside: the shape they leave once captured (with the points the owner
    /// cannot play, but one the enemy may leave out) splits in two whatever the enemy does.
    fn dead_shape_splits(
        &mut self,
        e: usize,
        real: &[u32],
        info: &[EyePoint],
        owner: Color,
    ) -> bool {
        let mut buffers = std::mem::take(&mut self.shapes);
        let splits = self.dead_shape_splits_in(&mut buffers, e, real, info, owner);
        self.shapes = buffers;
        splits
    }

    /// [`Counter::dead_shape_splits`] in the buffers kept from call to call.
    fn dead_shape_splits_in(
        &mut self,
        buffers: &mut ShapeBuffers,
        e: usize,
        real: &[u32],
        info: &[EyePoint],
        owner: Color,
    ) -> bool {
        let enemy = owner.opponent().cell();
        let ShapeBuffers {
            dead,
            unplayable,
            in_shape,
        } = buffers;
        dead.clear();
        dead.resize(real.len(), false);
        unplayable.clear();
        for (i, &p) in real.iter().enumerate() {
            let p = p as usize;
            if self.cells[p] == enemy && self.is_dead(p) {
                dead[i] = true;
            } else if !self.is_playable(p, owner) {
                unplayable.push(i);
            }
        }
        // the enemy's stones on false eye points of the space
        let enemy_stones = &self.bits.stones[owner.opponent().index()];
        let (top, bottom) = self.eyes[e].rows;
        let throw_ins = (top..bottom)
            .map(|r| {
                let w = self.eye_bits[e].word(r) & self.bits.false_eyes.word(r);
                (w & enemy_stones.word(r)).count_ones() as i64
            })
            .sum::<i64>();
        // each unplayable point left out in turn, then none
        let omissions = unplayable.iter().map(|&i| Some(i)).chain([None]);
        for omitted in omissions {
            in_shape.clear();
            in_shape.extend(
                (0..real.len()).map(|i| dead[i] || (unplayable.contains(&i) && Some(i) != omitted)),
            );
            let size = in_shape.iter().filter(|&&x| x).count();
            let initial = self.label_pieces(info, &|i| in_shape[i]) as i64;
            let mut bottlenecks = 0;
            let mut high_degree = 0;
            for q in 0..real.len() {
                if !in_shape[q] {
                    continue;
                }
                if self.label_pieces(info, &|i| in_shape[i] && i != q) as i64 > initial {
                    bottlenecks += 1;
                } else if info[q]
                    .inner()
                    .iter()
                    .filter(|&&i| in_shape[i as usize])
                    .count()
                    >= 3
                {
                    high_degree += 1;
                }
            }
            let bonus = (size >= 7) as i64;
            if initial - throw_ins + (bottlenecks + high_degree + bonus) / 2 < 2 {
                return false;
            }
        }
        true
    }

    /// Labels the connected pieces of the real points kept by `keep` in `self.piece` (local
    /// index → piece, `NONE` when left out); returns how many there are.
    fn label_pieces(&mut self, info: &[EyePoint], keep: &dyn Fn(usize) -> bool) -> usize {
        let n = info.len();
        self.piece.clear();
        self.piece.resize(n, NONE);
        let mut count = 0;
        let mut stack = std::mem::take(&mut self.list);
        for start in 0..n {
            if self.piece[start] != NONE || !keep(start) {
                continue;
            }
            self.piece[start] = count;
            stack.clear();
            stack.push(start as u32);
            while let Some(i) = stack.pop() {
                for &j in info[i as usize].inner() {
                    if self.piece[j as usize] == NONE && keep(j as usize) {
                        self.piece[j as usize] = count;
                        stack.push(j);
                    }
                }
            }
            count += 1;
        }
        self.list = stack;
        count as usize
    }

    /// How many pieces of the last labelling have at least one point passing `test`, and how
    /// many have two. An eye space is connected, so cutting one or two adjacent points leaves
    /// at most six pieces: the counts live on the stack.
    fn pieces_with(&self, n: usize, test: impl Fn(usize) -> bool) -> (usize, usize) {
        let mut found = [0u8; 8];
        for i in 0..n {
            let piece = self.piece[i] as usize;
            if let Some(count) = found.get_mut(piece).filter(|_| test(i)) {
                *count = (*count + 1).min(2);
            }
        }
        let single = found.iter().filter(|&&c| c >= 1).count();
        let double = found.iter().filter(|&&c| c >= 2).count();
        (single, double)
    }

    /// True when `owner` could play at `p` without obvious suicide: it is empty and has a
    /// neighbour that is not an enemy stone, or an enemy block beside it is in atari.
    pub(super) fn is_playable(&mut self, p: usize, owner: Color) -> bool {
        if self.cells[p] != Cell::Empty {
            return false;
        }
        let enemy = owner.opponent().cell();
        self.geometry
            .neighbours(p)
            .iter()
            .any(|&n| self.on_board(n) && (self.cells[n] != enemy || self.in_atari_or_worse(n)))
    }
}
