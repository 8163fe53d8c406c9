//! Playouts: a light board that plays a game to its end from the final position, under a policy
//! that keeps eyes and seki and still kills.
//!
//! The policy, for the player to move:
//! 1. capture a block that the last move left in atari (the last move's own block, or a block
//!    beside it), or with no last move (the first move, after a pass) the biggest block in atari
//!    anywhere; after the opponent took three to six stones, play the vital point of that space;
//! 2. save an own block that the last move put in atari, if extending gives it two liberties;
//! 3. else a random point, refusing: the player's own eyes, the inside of pass-alive areas, and
//!    a self-atari of two stones or more (so a seki's shared liberties stay empty, while a lone
//!    stone may still be thrown in to kill, as nakade needs);
//! 4. pass when nothing is left. Two passes in a row end the playout.
//!
//! Blocks keep pseudo-liberties (one per stone–empty-point adjacency): a block is captured when
//! its count reaches zero; real liberties are counted only when the policy asks.

pub(super) const EMPTY: u8 = 0;
pub(super) const BLACK: u8 = 1;
pub(super) const WHITE: u8 = 2;
pub(super) const BORDER: u8 = 3;

/// The other colour (`BLACK` <-> `WHITE`).
pub(super) fn opponent(color: u8) -> u8 {
    3 - color
}

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

/// Largest dead shape a throw-in makes: a bulky five.
const MAX_DEAD_SHAPE: usize = 5;

/// What a candidate move would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MoveEffect {
    captures: bool,
    /// Real liberties of the block the stone joins, capped at 2.
    liberties: u8,
    /// Stones of that block (the new stone included).
    stones: u32,
}

/// A board for playouts: padded array, blocks as circular lists with pseudo-liberties.
#[derive(Clone, Debug)]
pub(super) struct PlayoutBoard {
    stride: usize,
    pub(super) color: Vec<u8>,
    head: Vec<u32>,
    next: Vec<u32>,
    size: Vec<u32>,
    pseudo: Vec<u32>,
    empties: Vec<u32>,
    empty_pos: Vec<u32>,
    /// The point the player to move may not take (simple ko).
    ko: Option<usize>,
    /// Where the last move was played (`None` after a pass).
    last: Option<usize>,
    /// The stones the last move captured.
    captured: Vec<u32>,
}

impl PlayoutBoard {
    /// A board of `width` x `height` points holding `stones` (one of `EMPTY`, `BLACK`, `WHITE`
    /// per point, scan order, top row first).
    pub(super) fn new(width: usize, height: usize, stones: &[u8]) -> PlayoutBoard {
        let stride = width + 2;
        let len = stride * (height + 2);
        let mut board = PlayoutBoard {
            stride,
            color: vec![BORDER; len],
            head: (0..len as u32).collect(),
            next: (0..len as u32).collect(),
            size: vec![1; len],
            pseudo: vec![0; len],
            empties: Vec::with_capacity(width * height),
            empty_pos: vec![u32::MAX; len],
            ko: None,
            last: None,
            captured: Vec::new(),
        };
        for row in 0..height {
            for col in 0..width {
                let p = (row + 1) * stride + col + 1;
                board.color[p] = EMPTY;
                board.add_empty(p);
            }
        }
        for row in 0..height {
            for col in 0..width {
                let c = stones[row * width + col];
                if c == BLACK || c == WHITE {
                    let p = (row + 1) * stride + col + 1;
                    board.place(p, c);
                }
            }
        }
        // a diagram may hold blocks without a liberty: take them all off at once (one after the
        // other, the order would decide which survive, and the answer would depend on how the
        // board is turned)
        let libertyless: Vec<usize> = (0..len)
            .filter(|&p| {
                matches!(board.color[p], BLACK | WHITE)
                    && board.head[p] as usize == p
                    && board.pseudo[p] == 0
            })
            .collect();
        for p in libertyless {
            board.remove_block(p);
        }
        board.ko = None;
        board.last = None;
        board.captured.clear();
        board
    }

    /// The first stone of the block at `p` (one name per block).
    pub(super) fn block_head(&self, p: usize) -> usize {
        self.head[p] as usize
    }

    /// A board from diagram rows (`x` black, `o` white, anything else empty), for tests.
    #[cfg(test)]
    pub(super) fn from_rows(rows: &[&str]) -> PlayoutBoard {
        let stones: Vec<u8> = rows
            .iter()
            .flat_map(|r| r.bytes())
            .map(|b| match b {
                b'x' => BLACK,
                b'o' => WHITE,
                _ => EMPTY,
            })
            .collect();
        PlayoutBoard::new(rows[0].len(), rows.len(), &stones)
    }

    pub(super) fn stride(&self) -> usize {
        self.stride
    }

    pub(super) fn neighbours(&self, p: usize) -> [usize; 4] {
        let s = self.stride;
        [p - s, p - 1, p + 1, p + s]
    }

    fn diagonals(&self, p: usize) -> [usize; 4] {
        let s = self.stride;
        [p - s - 1, p - s + 1, p + s - 1, p + s + 1]
    }

    fn add_empty(&mut self, p: usize) {
        self.empty_pos[p] = self.empties.len() as u32;
        self.empties.push(p as u32);
    }

    fn remove_empty(&mut self, p: usize) {
        let i = self.empty_pos[p] as usize;
        let last = self.empties.pop().expect("the point is in the list");
        if i < self.empties.len() {
            self.empties[i] = last;
            self.empty_pos[last as usize] = i as u32;
        }
        self.empty_pos[p] = u32::MAX;
    }

    /// Puts a stone on an empty point and merges blocks, without captures.
    fn place(&mut self, p: usize, c: u8) {
        self.remove_empty(p);
        self.color[p] = c;
        self.head[p] = p as u32;
        self.next[p] = p as u32;
        self.size[p] = 1;
        self.pseudo[p] = 0;
        for n in self.neighbours(p) {
            match self.color[n] {
                EMPTY => self.pseudo[p] += 1,
                BORDER => {}
                _ => {
                    let h = self.head[n] as usize;
                    self.pseudo[h] -= 1;
                }
            }
        }
        for n in self.neighbours(p) {
            if self.color[n] == c {
                self.merge(self.head[p] as usize, self.head[n] as usize);
            }
        }
    }

    /// Joins two blocks (the smaller is relabelled).
    fn merge(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u32;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.size[big] += self.size[small];
        self.pseudo[big] += self.pseudo[small];
    }

    /// Takes a block off the board; returns its size.
    fn remove_block(&mut self, head: usize) -> u32 {
        let mut s = head;
        let mut count = 0;
        loop {
            self.color[s] = EMPTY;
            self.add_empty(s);
            self.captured.push(s as u32);
            count += 1;
            s = self.next[s] as usize;
            if s == head {
                break;
            }
        }
        loop {
            for n in self.neighbours(s) {
                if matches!(self.color[n], BLACK | WHITE) {
                    let h = self.head[n] as usize;
                    self.pseudo[h] += 1;
                }
            }
            let following = self.next[s] as usize;
            self.head[s] = s as u32;
            self.next[s] = s as u32;
            self.size[s] = 1;
            self.pseudo[s] = 0;
            s = following;
            if s == head {
                break;
            }
        }
        count
    }

    /// Up to `max` liberties of the block at `p`, in the order its stones meet them.
    pub(super) fn liberties_upto(&self, p: usize, max: usize) -> Vec<usize> {
        let head = self.head[p] as usize;
        let mut libs = Vec::with_capacity(max.min(8));
        let mut s = head;
        loop {
            for n in self.neighbours(s) {
                if self.color[n] == EMPTY && !libs.contains(&n) {
                    libs.push(n);
                    if libs.len() >= max {
                        return libs;
                    }
                }
            }
            s = self.next[s] as usize;
            if s == head {
                return libs;
            }
        }
    }

    /// The first stones of the enemy blocks touching the block at `p`.
    pub(super) fn enemy_blocks_beside(&self, p: usize) -> Vec<usize> {
        let other = opponent(self.color[p]);
        let mut blocks = Vec::new();
        for s in self.block_stones(p) {
            for n in self.neighbours(s) {
                if self.color[n] == other {
                    let h = self.head[n] as usize;
                    if !blocks.contains(&h) {
                        blocks.push(h);
                    }
                }
            }
        }
        blocks
    }

    /// True when `c` may play at the empty point `p` (no suicide, no ko retake).
    pub(super) fn is_legal(&self, p: usize, c: u8) -> bool {
        self.color[p] == EMPTY && self.effect(p, c).is_some()
    }

    /// The block's real liberties, at most `max` of them, into `out`; returns how many.
    fn liberties(&self, head: usize, max: usize, out: &mut [usize; 3]) -> usize {
        let mut count = 0;
        let mut s = head;
        loop {
            for n in self.neighbours(s) {
                if self.color[n] == EMPTY && !out[..count].contains(&n) {
                    out[count] = n;
                    count += 1;
                    if count >= max {
                        return count;
                    }
                }
            }
            s = self.next[s] as usize;
            if s == head {
                return count;
            }
        }
    }

    /// The one liberty of the block at `p`, if it is in atari.
    fn atari_point(&self, p: usize) -> Option<usize> {
        let head = self.head[p] as usize;
        // an empty point touches at most four stones: five pseudo-liberties make two real ones
        if self.pseudo[head] > 4 {
            return None;
        }
        let mut libs = [0; 3];
        (self.liberties(head, 2, &mut libs) == 1).then_some(libs[0])
    }

    /// True when `p` is an eye of `c`: every neighbour is `c` or off the board, and the
    /// opponent holds fewer than two diagonals (none on the edge).
    pub(super) fn is_eye(&self, p: usize, c: u8) -> bool {
        self.is_eye_on(p, c, |q| self.color[q])
    }

    /// What playing `c` at the empty point `p` would do, or `None` if it is illegal.
    fn effect(&self, p: usize, c: u8) -> Option<MoveEffect> {
        if self.ko == Some(p) {
            return None;
        }
        let other = opponent(c);
        let mut captures = false;
        let mut libs = [0usize; 3];
        let mut count = 0;
        let mut stones = 1;
        let mut joined = [usize::MAX; 4];
        for (i, n) in self.neighbours(p).into_iter().enumerate() {
            let x = self.color[n];
            if x == EMPTY {
                if !libs[..count].contains(&n) && count < 2 {
                    libs[count] = n;
                    count += 1;
                }
            } else if x == other {
                if self.atari_point(n) == Some(p) {
                    captures = true;
                }
            } else if x == c {
                let h = self.head[n] as usize;
                if joined.contains(&h) {
                    continue;
                }
                joined[i] = h;
                stones += self.size[h];
                if count < 2 && self.pseudo[h] > 8 {
                    // nine pseudo-liberties make three real ones: two are left besides `p`
                    count = 2;
                } else if count < 2 {
                    let mut own = [0usize; 3];
                    let k = self.liberties(h, 3, &mut own);
                    for &l in &own[..k] {
                        if l != p && !libs[..count].contains(&l) && count < 2 {
                            libs[count] = l;
                            count += 1;
                        }
                    }
                }
            }
        }
        if count == 0 && !captures {
            return None;
        }
        Some(MoveEffect {
            captures,
            liberties: count as u8,
            stones,
        })
    }

    /// Plays `c` at `p` (legal, see [`PlayoutBoard::is_legal`]): merges, captures, sets the ko
    /// point.
    pub(super) fn play(&mut self, p: usize, c: u8) {
        self.captured.clear();
        self.place(p, c);
        let other = opponent(c);
        let mut captured = 0;
        let mut captured_at = 0;
        for n in self.neighbours(p) {
            if self.color[n] == other {
                let h = self.head[n] as usize;
                if self.pseudo[h] == 0 {
                    captured += self.remove_block(h);
                    captured_at = n;
                }
            }
        }
        let h = self.head[p] as usize;
        self.ko = None;
        if captured == 1 && self.size[h] == 1 && self.pseudo[h] == 1 {
            self.ko = Some(captured_at);
        }
        self.last = Some(p);
    }

    /// Passes: the ko point is free again.
    pub(super) fn pass(&mut self) {
        self.ko = None;
        self.last = None;
        self.captured.clear();
    }

    /// A move for `c` by the policy, or `None` to pass. `forbidden` marks points nobody plays.
    fn choose(&self, c: u8, forbidden: &[bool], rng: &mut Rng) -> Option<usize> {
        if let Some(m) = self.answer_last_move(c, forbidden) {
            return Some(m);
        }
        if self.last.is_none() {
            if let Some(m) = self.capture_biggest(c, forbidden) {
                return Some(m);
            }
        }
        let n = self.empties.len();
        if n == 0 {
            return None;
        }
        let start = rng.below(n);
        for i in 0..n {
            let p = self.empties[(start + i) % n] as usize;
            if forbidden[p] || self.is_eye(p, c) {
                continue;
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

    /// True when `c` at `p`, a self-atari, is a nakade rather than giving up a seki: the stones
    /// put in atari form a dead shape (up to three points, a square or pyramid four, a bulky
    /// five), the point where the enemy captures is no liberty of another own block, and once
    /// the enemy has taken them, the enemy blocks beside them have no eye and no liberty but
    /// the captured points. The enemy then has one eye, the captured shape, and nothing else.
    /// (In a seki the block that captures has an eye already, or gets one when the stones
    /// leave its diagonals, or has liberties outside.)
    fn is_nakade(&self, p: usize, c: u8, max: usize) -> bool {
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
                if self.has_eye_after(h, other, after) {
                    return false;
                }
                if self.has_outside_liberty(h, after, stones) {
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
    fn has_outside_liberty(
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
    fn is_dead_shape(&self, points: &[usize]) -> bool {
        let inside = |q: usize| {
            self.neighbours(q)
                .iter()
                .filter(|n| points.contains(n))
                .count()
        };
        let most = points.iter().map(|&q| inside(q)).max().unwrap_or(0);
        let square = points.iter().any(|&q| {
            let s = self.stride;
            [q + 1, q + s, q + s + 1].iter().all(|n| points.contains(n))
        });
        match points.len() {
            0..=3 => true,
            4 => square || most == 3 || self.is_bent_four_in_the_corner(points),
            5 => square && most == 3,
            _ => false,
        }
    }

    /// Four points in a bent line whose bend is a corner of the board: captured, they leave
    /// the bent four in the corner, which is dead under Japanese rules (the ko only the
    /// attacker can start is won after removing every ko threat), and so it is here.
    fn is_bent_four_in_the_corner(&self, points: &[usize]) -> bool {
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
    fn has_eye_after(&self, head: usize, c: u8, color_at: impl Fn(usize) -> u8) -> bool {
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

    /// [`PlayoutBoard::is_eye`] on the board `color_at` gives.
    fn is_eye_on(&self, p: usize, c: u8, color_at: impl Fn(usize) -> u8) -> bool {
        let mut edge = false;
        for n in self.neighbours(p) {
            match color_at(n) {
                BORDER => edge = true,
                x if x == c => {}
                _ => return false,
            }
        }
        let other = opponent(c);
        let mut bad = 0;
        for d in self.diagonals(p) {
            match color_at(d) {
                BORDER => edge = true,
                x if x == other => bad += 1,
                _ => {}
            }
        }
        bad < if edge { 1 } else { 2 }
    }

    /// The blocks that a throw-in kills on this board: a self-atari of two to five stones that
    /// is a nakade ([`PlayoutBoard::is_nakade`]) leaves the enemy blocks beside it with the
    /// captured dead shape as their only liberties and no eye. Returns their first stones.
    pub(super) fn nakade_kills(&self) -> Vec<usize> {
        let mut killed = Vec::new();
        for &p in &self.empties {
            let p = p as usize;
            for c in [BLACK, WHITE] {
                let throw_in = matches!(
                    self.effect(p, c),
                    Some(e) if !e.captures && e.liberties == 1 && e.stones >= 2
                );
                if !throw_in || !self.is_nakade(p, c, MAX_DEAD_SHAPE) {
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
                                if !killed.contains(&h) {
                                    killed.push(h);
                                }
                            }
                        }
                    }
                }
            }
        }
        killed
    }

    fn block_stones(&self, p: usize) -> Vec<usize> {
        let head = self.head[p] as usize;
        let mut stones = vec![head];
        let mut s = self.next[head] as usize;
        while s != head {
            stones.push(s);
            s = self.next[s] as usize;
        }
        stones
    }

    /// With no last move to answer (the first move, or after a pass): capture the biggest enemy
    /// block in atari anywhere on the board.
    fn capture_biggest(&self, c: u8, forbidden: &[bool]) -> Option<usize> {
        let other = opponent(c);
        let mut best: Option<(u32, usize)> = None;
        for p in 0..self.color.len() {
            if self.color[p] != other || self.head[p] as usize != p {
                continue;
            }
            if best.is_some_and(|(size, _)| size >= self.size[p]) {
                continue;
            }
            if let Some(l) = self.atari_point(p) {
                if !forbidden[l] && self.effect(l, c).is_some() {
                    best = Some((self.size[p], l));
                }
            }
        }
        best.map(|(_, l)| l)
    }

    /// After the opponent captured three to six of our stones, the point of that new eye space
    /// with the most neighbours inside it (the vital point of a straight or bent three, a
    /// pyramid four, a bulky five, a rabbity six): playing there keeps it one eye.
    fn vital_point_of_capture(&self, c: u8, forbidden: &[bool]) -> Option<usize> {
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
    fn answer_last_move(&self, c: u8, forbidden: &[bool]) -> Option<usize> {
        let last = self.last?;
        if let Some(v) = self.vital_point_of_capture(c, forbidden) {
            return Some(v);
        }
        let other = opponent(c);
        let mut around = [last; 5];
        around[1..].copy_from_slice(&self.neighbours(last));
        for &q in &around {
            if self.color[q] == other {
                if let Some(l) = self.atari_point(q) {
                    if !forbidden[l] && self.effect(l, c).is_some() {
                        return Some(l);
                    }
                }
            }
        }
        for &q in &around[1..] {
            if self.color[q] == c {
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
        }
        None
    }

    /// Plays the game out: `first` moves first; ends after two passes in a row or `max_moves`.
    /// Returns the number of moves and passes played.
    pub(super) fn play_out(
        &mut self,
        first: u8,
        forbidden: &[bool],
        max_moves: usize,
        rng: &mut Rng,
    ) -> usize {
        let mut to_move = first;
        let mut passes = 0;
        let mut played = 0;
        while played < max_moves {
            played += 1;
            match self.choose(to_move, forbidden, rng) {
                Some(p) => {
                    self.play(p, to_move);
                    passes = 0;
                }
                None => {
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

    /// Who owns `p` at the end: its stone's colour, or the colour of every neighbour of an empty
    /// point (`EMPTY` when both or none).
    pub(super) fn owner(&self, p: usize) -> u8 {
        match self.color[p] {
            EMPTY => {
                let mut seen = 0u8;
                for n in self.neighbours(p) {
                    if matches!(self.color[n], BLACK | WHITE) {
                        seen |= self.color[n];
                    }
                }
                if seen == BLACK || seen == WHITE {
                    seen
                } else {
                    EMPTY
                }
            }
            x => x,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> PlayoutBoard {
        PlayoutBoard::from_rows(rows)
    }

    fn at(b: &PlayoutBoard, col: usize, row: usize) -> usize {
        (row + 1) * b.stride() + col + 1
    }

    #[test]
    fn a_capture_empties_the_block_and_gives_its_neighbours_liberties_back() {
        // after D4 the white pair C4-C3 has one liberty left, D3
        let mut b = board(&[".xo.", ".xo.", ".xx.", "...."]);
        b.play(at(&b, 3, 0), BLACK);
        assert_eq!(b.atari_point(at(&b, 2, 0)), Some(at(&b, 3, 1)));
        let e = b.effect(at(&b, 3, 1), BLACK).expect("legal");
        assert!(e.captures);
        b.play(at(&b, 3, 1), BLACK);
        assert_eq!(b.color[at(&b, 2, 0)], EMPTY, "C4 captured");
        assert_eq!(b.color[at(&b, 2, 1)], EMPTY, "C3 captured");
        // the black stone at D4 has its liberty C4 back: not in atari any more
        assert_eq!(b.atari_point(at(&b, 3, 0)), None);
        assert!(
            b.effect(at(&b, 2, 0), WHITE).is_some(),
            "C4 is legal for white again"
        );
    }

    #[test]
    fn eyes_are_refused_to_their_owner_but_false_eyes_are_not() {
        let b = board(&[".x.x", "xxxo", "...."]);
        assert!(b.is_eye(at(&b, 0, 0), BLACK));
        assert!(
            !b.is_eye(at(&b, 2, 0), BLACK),
            "C3 has a white diagonal on the edge"
        );
    }

    #[test]
    fn a_seki_survives_a_playout() {
        // B6/A5 and the white group share B5; each has one eye (A6, D6): a seki. The outer
        // black group has four eyes of its own.
        let rows = [".xo.ox", "x.ooox", "oooxxx", "xxxx.x", ".x.xxx", "xxxx.x"];
        for seed in 0..20 {
            let mut b = board(&rows);
            let mut rng = Rng::new(seed);
            let forbidden = vec![false; b.color.len()];
            b.play_out(
                if seed % 2 == 0 { BLACK } else { WHITE },
                &forbidden,
                200,
                &mut rng,
            );
            let pic: Vec<String> = (0..6)
                .map(|r| {
                    (0..6)
                        .map(|c| match b.color[at(&b, c, r)] {
                            BLACK => 'x',
                            WHITE => 'o',
                            _ => '.',
                        })
                        .collect()
                })
                .collect();
            assert_eq!(
                b.color[at(&b, 1, 0)],
                BLACK,
                "B6 stands (seed {seed}) {pic:?}"
            );
            assert_eq!(b.color[at(&b, 2, 0)], WHITE, "C6 stands (seed {seed})");
            assert_eq!(b.color[at(&b, 1, 1)], EMPTY, "B5 stays empty (seed {seed})");
        }
    }
}
