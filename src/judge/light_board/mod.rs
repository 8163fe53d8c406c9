//! The light board the judge plays and reads on: a padded array, blocks as circular lists
//! with their liberty counts kept exact move by move (a block is captured when its count
//! reaches zero), and per point the colours of the eight points around it as one code; the
//! liberties themselves are walked only when asked. Here the board and its moves; the codes
//! and what they tell in `codes.rs`; what the board reads without playing (liberties, eyes, a
//! move's effect, owners) in `reading.rs`; its per-point arrays (fixed room, no bounds check)
//! in `board/points.rs`. Boards a judgement gives up are kept by the thread for the next
//! ([`give_back_boards`]).

mod codes;
mod reading;

use std::cell::RefCell;

use crate::board::points::Points;

pub(super) use codes::{
    diagonal_slots, empty_neighbour_slots, empty_slots, neighbour_slots, neighbour_stone_slots,
    EYE_DIAGONALS, OPEN, OWN_SHIFT, SURROUNDED,
};

pub(super) const EMPTY: u8 = 0;
pub(super) const BLACK: u8 = 1;
pub(super) const WHITE: u8 = 2;
pub(super) const BORDER: u8 = 3;

/// The other colour (`BLACK` <-> `WHITE`).
pub(super) fn opponent(color: u8) -> u8 {
    3 - color
}

/// What a candidate move would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MoveEffect {
    pub(super) captures: bool,
    /// Real liberties of the block the stone joins, capped at 2.
    pub(super) liberties: u8,
    /// Stones of that block (the new stone included).
    pub(super) stones: u32,
}

/// A board for playouts: padded array, blocks as circular lists with their liberty counts.
#[derive(Debug)]
pub(super) struct PlayoutBoard {
    pub(super) stride: usize,
    pub(super) color: Points<u8>,
    /// Points, sizes and counts as 16 bits (a padded board has at most 2,916 points): a
    /// playout's copy of the board is smaller.
    pub(super) head: Points<u16>,
    pub(super) next: Points<u16>,
    pub(super) size: Points<u16>,
    /// Per head: how many empty points touch the block; zero at every other point (a stone
    /// that is not its block's head, an empty point, the border).
    pub(super) libs: Points<u16>,
    /// Per point on the board: the colours around it, two bits each, kept move by move: its
    /// four neighbours (bits 0-7, in [`PlayoutBoard::neighbours`] order), then its four
    /// diagonals (bits 8-15, in [`PlayoutBoard::diagonals`] order).
    pub(super) around: Points<u16>,
    pub(super) empties: Vec<u16>,
    pub(super) empty_pos: Points<u16>,
    /// The point the player to move may not take (simple ko).
    pub(super) ko: Option<usize>,
    /// Where the last move was played (`None` after a pass).
    pub(super) last: Option<usize>,
    /// The stones the last move captured.
    pub(super) captured: Vec<u32>,
    /// Scratch marks (points seen while counting a join's liberties: `stamp` when seen), not
    /// part of the position: a copy starts its own.
    seen: Points<u32>,
    stamp: u32,
}

impl Clone for PlayoutBoard {
    /// A copy on a spare board of the thread when there is one.
    fn clone(&self) -> PlayoutBoard {
        let mut copy = take_spare_board().unwrap_or_else(|| PlayoutBoard::blank(self.stride, 1));
        copy.clone_from(self);
        copy
    }

    /// Copies `source` into the arrays already here (a playout's board, reset without
    /// allocating).
    fn clone_from(&mut self, source: &PlayoutBoard) {
        self.stride = source.stride;
        self.color.clone_from(&source.color);
        self.head.clone_from(&source.head);
        self.next.clone_from(&source.next);
        self.size.clone_from(&source.size);
        self.libs.clone_from(&source.libs);
        self.around.clone_from(&source.around);
        self.empties.clone_from(&source.empties);
        self.empty_pos.clone_from(&source.empty_pos);
        self.ko = source.ko;
        self.last = source.last;
        self.captured.clone_from(&source.captured);
        if self.seen.len() != source.seen.len() {
            self.seen.refill(source.seen.len(), 0);
            self.stamp = 0;
        }
    }
}

/// Most boards a thread keeps for reuse.
const SPARE_BOARDS: usize = 48;

thread_local! {
    /// Boards the judgements of this thread gave up, for the next ones to reuse: a board made
    /// anew clears its eight arrays, about 70 KB.
    static SPARE: RefCell<Vec<PlayoutBoard>> = const { RefCell::new(Vec::new()) };
}

/// A spare board of the thread, if it has one (holding whatever its last use left).
fn take_spare_board() -> Option<PlayoutBoard> {
    SPARE.with(|spare| spare.borrow_mut().pop())
}

/// Gives `boards` back to the thread's spare boards, for reuse.
pub(super) fn give_back_boards(boards: impl IntoIterator<Item = PlayoutBoard>) {
    SPARE.with(|spare| {
        let mut spare = spare.borrow_mut();
        for board in boards {
            if spare.len() >= SPARE_BOARDS {
                break;
            }
            spare.push(board);
        }
    });
}

impl PlayoutBoard {
    /// A board of `width` x `height` points holding `stones` (one of `EMPTY`, `BLACK`, `WHITE`
    /// per point, scan order, top row first).
    pub(super) fn new(width: usize, height: usize, stones: &[u8]) -> PlayoutBoard {
        let stride = width + 2;
        let mut board = match take_spare_board() {
            Some(mut board) => {
                board.clear(stride, height + 2);
                board
            }
            None => PlayoutBoard::blank(stride, height + 2),
        };
        let len = board.color.len();
        for row in 0..height {
            for col in 0..width {
                let p = (row + 1) * stride + col + 1;
                board.color[p] = EMPTY;
                board.add_empty(p);
            }
        }
        // the codes of the empty board: each stone placed keeps them (`place` reads them)
        for p in 0..len {
            if board.color[p] != BORDER {
                board.around[p] = board.read_around(p);
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
                    && board.libs[p] == 0
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

    /// A board `stride` points wide (its border included) and `rows` high, nothing but border
    /// (the caller makes the points).
    fn blank(stride: usize, rows: usize) -> PlayoutBoard {
        let len = stride * rows;
        let mut board = PlayoutBoard {
            stride,
            color: Points::new(len),
            head: Points::new(len),
            next: Points::new(len),
            size: Points::new(len),
            libs: Points::new(len),
            around: Points::new(len),
            empties: Vec::with_capacity(len),
            empty_pos: Points::new(len),
            ko: None,
            last: None,
            captured: Vec::new(),
            seen: Points::new(len),
            stamp: 0,
        };
        board.clear(stride, rows);
        board
    }

    /// This board made blank again (see [`PlayoutBoard::blank`]), in the arrays it has.
    fn clear(&mut self, stride: usize, rows: usize) {
        let len = stride * rows;
        self.stride = stride;
        self.color.refill(len, BORDER);
        self.head.refill_with(len, |p| p as u16);
        self.next.refill_with(len, |p| p as u16);
        self.size.refill(len, 1);
        self.libs.refill(len, 0);
        self.around.refill(len, 0);
        self.empties.clear();
        self.empty_pos.refill(len, u16::MAX);
        self.ko = None;
        self.last = None;
        self.captured.clear();
        self.seen.refill(len, 0);
        self.stamp = 0;
    }

    /// The colours around the point `p` on the board, read one by one (see `around`).
    pub(super) fn read_around(&self, p: usize) -> u16 {
        let mut code = 0;
        for (i, q) in self.neighbours(p).iter().copied().enumerate() {
            code |= (self.color[q] as u16) << (2 * i);
        }
        for (i, q) in self.diagonals(p).into_iter().enumerate() {
            code |= (self.color[q] as u16) << (8 + 2 * i);
        }
        code
    }

    /// Sets the colour of the point `x` on the board, and its place in the codes of the
    /// points around it.
    fn set_color(&mut self, x: usize, c: u8) {
        // the two bits that change in each code: the old colour's flipped into the new one's
        let change = (self.color[x] ^ c) as u16;
        self.color[x] = c;
        let s = self.stride;
        // each point around `x`, and the slot `x` fills in its code: below sees it up, right
        // sees it left, and so on; then the diagonals
        let around = &mut self.around;
        around[x - s - 1] ^= change << 14;
        around[x - s] ^= change << 6;
        around[x - s + 1] ^= change << 12;
        around[x - 1] ^= change << 4;
        around[x + 1] ^= change << 2;
        around[x + s - 1] ^= change << 10;
        around[x + s] ^= change;
        around[x + s + 1] ^= change << 8;
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

    /// The empty points where `c` may play (no suicide, no ko retake), for tests' random
    /// games.
    #[cfg(test)]
    pub(super) fn legal_points(&self, c: u8) -> Vec<usize> {
        self.empties
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| self.is_legal(p, c))
            .collect()
    }

    /// The padded index of column `col`, row `row` (top row 0), for tests.
    #[cfg(test)]
    pub(super) fn at(&self, col: usize, row: usize) -> usize {
        (row + 1) * self.stride + col + 1
    }

    pub(super) fn stride(&self) -> usize {
        self.stride
    }

    pub(super) fn neighbours(&self, p: usize) -> [usize; 4] {
        let s = self.stride;
        [p - s, p - 1, p + 1, p + s]
    }

    pub(super) fn diagonals(&self, p: usize) -> [usize; 4] {
        let s = self.stride;
        [p - s - 1, p - s + 1, p + s - 1, p + s + 1]
    }

    pub(super) fn add_empty(&mut self, p: usize) {
        self.empty_pos[p] = self.empties.len() as u16;
        self.empties.push(p as u16);
    }

    pub(super) fn remove_empty(&mut self, p: usize) {
        let i = self.empty_pos[p] as usize;
        debug_assert!(i < self.empties.len(), "{p} is in the list of empty points");
        let last = self.empties.pop().expect("the point is in the list");
        if i < self.empties.len() {
            self.empties[i] = last;
            self.empty_pos[last as usize] = i as u16;
        }
        self.empty_pos[p] = u16::MAX;
    }

    /// Puts a stone on an empty point and merges blocks, without captures. Every block
    /// beside it loses `p` as a liberty. The block it makes: alone, the empty points beside
    /// it; joining one block, that block's liberties and the empty neighbours of `p` it did
    /// not touch; joining two or more, see [`PlayoutBoard::joined_liberties`]. Returns true
    /// when an enemy block beside it has no liberty left (the move captures it).
    pub(super) fn place(&mut self, p: usize, c: u8) -> bool {
        self.remove_empty(p);
        self.set_color(p, c);
        self.head[p] = p as u16;
        self.next[p] = p as u16;
        self.size[p] = 1;
        // what the four neighbours hold, from the point's code (its own, which the stone
        // does not change)
        let code = self.around[p];
        let neighbours = self.neighbours(p);
        let empty = empty_neighbour_slots(code).count_ones() as u16;
        // the blocks beside it, each once, in the order of the neighbours: each loses `p`,
        // without a branch (a point that is not a stone loses nothing)
        let own_slots = neighbour_stone_slots(code, c);
        let enemy_slots = neighbour_stone_slots(code, opponent(c));
        let (heads, new) = self.blocks_beside(p);
        let (mut own, mut owns) = ([usize::MAX; 4], 0);
        let mut captures = false;
        for i in 0..4 {
            let h = heads[i];
            self.libs[h] -= new[i] as u16;
            // written after the own blocks listed, kept only when it is a new one
            own[owns] = h;
            owns += (new[i] & ((own_slots >> (2 * i)) & 1 != 0)) as usize;
            captures |= new[i] & ((enemy_slots >> (2 * i)) & 1 != 0) & (self.libs[h] == 0);
        }
        match owns {
            0 => self.libs[p] = empty,
            1 => {
                let h = own[0];
                let fresh = if empty == 0 {
                    0
                } else {
                    neighbours
                        .iter()
                        .map(|&q| self.new_liberty(p, q, self.color[q] == EMPTY, h))
                        .sum()
                };
                let libs = self.libs[h] + fresh;
                self.merge(p, h);
                self.libs[self.head[p] as usize] = libs;
            }
            _ => {
                let libs = self.joined_liberties(p, &own[..owns]);
                for &h in &own[..owns] {
                    self.merge(self.head[p] as usize, h);
                }
                self.libs[self.head[p] as usize] = libs;
            }
        }
        captures
    }

    /// The liberties of the block a stone at `p` makes by joining the blocks `own` (two or
    /// more, not merged yet): the biggest block's, then those of the others it does not
    /// touch (each counted once: marked when first seen), then the empty neighbours of `p`
    /// no joined block touches.
    fn joined_liberties(&mut self, p: usize, own: &[usize]) -> u16 {
        let big = own
            .iter()
            .copied()
            .max_by_key(|&h| self.size[h])
            .unwrap_or(own[0]);
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        let mut libs = self.libs[big];
        for &h in own.iter().filter(|&&h| h != big) {
            let mut s = h;
            loop {
                for &q in &self.neighbours(s) {
                    if self.color[q] == EMPTY && self.seen[q] != self.stamp {
                        self.seen[q] = self.stamp;
                        libs += !self.touches_block(q, big) as u16;
                    }
                }
                s = self.next[s] as usize;
                if s == h {
                    break;
                }
            }
        }
        let fresh = self
            .neighbours(p)
            .iter()
            .copied()
            .filter(|&q| {
                self.color[q] == EMPTY && self.seen[q] != self.stamp && !self.touches_block(q, big)
            })
            .count() as u16;
        libs + fresh
    }

    /// True when the point `q` touches a stone of the block whose head is `h` (an empty
    /// point or the border is its own head, never a stone's).
    pub(in crate::judge) fn touches_block(&self, q: usize, h: usize) -> bool {
        self.neighbours(q)
            .iter()
            .copied()
            .any(|n| self.head[n] as usize == h)
    }

    /// The heads of the points beside `p`, in the order of its four neighbours, and for each
    /// whether it is a stone whose block no neighbour before it belongs to: each block beside
    /// `p` once. Read without a branch, from the code of `p`: a stone's head is the head of no
    /// point that is not a stone (an empty point and the border are their own), so a point
    /// that is not a stone never passes for a block.
    #[inline(always)]
    pub(super) fn blocks_beside(&self, p: usize) -> ([usize; 4], [bool; 4]) {
        let code = self.around[p];
        let stones = neighbour_stone_slots(code, BLACK) | neighbour_stone_slots(code, WHITE);
        let stone = |i: usize| (stones >> (2 * i)) & 1 != 0;
        let [h0, h1, h2, h3] = self.neighbours(p).map(|n| self.head[n] as usize);
        let first = [
            stone(0),
            stone(1) & (h1 != h0),
            stone(2) & (h2 != h0) & (h2 != h1),
            stone(3) & (h3 != h0) & (h3 != h1) & (h3 != h2),
        ];
        ([h0, h1, h2, h3], first)
    }

    /// 1 when `q`, a neighbour of the stone `s`, is a liberty to count (`counts`) that
    /// touches no stone of the block whose head is `h`, else 0; read without a branch (for a
    /// `q` not counted, the neighbours of `s` are read: on the board whatever `q` is).
    #[inline(always)]
    fn new_liberty(&self, s: usize, q: usize, counts: bool, h: usize) -> u16 {
        let at = if counts { q } else { s };
        let (stride, h) = (self.stride, h as u16);
        let touches = (self.head[at - stride] == h)
            | (self.head[at - 1] == h)
            | (self.head[at + 1] == h)
            | (self.head[at + stride] == h);
        (counts & !touches) as u16
    }

    /// Joins two blocks (the smaller is relabelled); the liberty count is the caller's.
    /// Inlined: a stone joining one block, most moves of a playout, pays no call.
    #[inline(always)]
    pub(super) fn merge(&mut self, a: usize, b: usize) {
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
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.size[big] += self.size[small];
        // a count is kept at heads only (the search for blocks in atari reads the counts alone)
        self.libs[small] = 0;
    }

    /// Takes a block off the board; returns its size.
    pub(super) fn remove_block(&mut self, head: usize) -> u32 {
        let mut s = head;
        let mut count = 0;
        loop {
            self.set_color(s, EMPTY);
            self.add_empty(s);
            self.captured.push(s as u32);
            count += 1;
            s = self.next[s] as usize;
            if s == head {
                break;
            }
        }
        loop {
            // the point is a new liberty of each block beside it, once, without a branch (the
            // stones taken, empty now, keep their block's head until just below: no stone's)
            let (heads, new) = self.blocks_beside(s);
            for (h, new) in heads.into_iter().zip(new) {
                self.libs[h] += new as u16;
            }
            let following = self.next[s] as usize;
            self.head[s] = s as u16;
            self.next[s] = s as u16;
            self.size[s] = 1;
            self.libs[s] = 0;
            s = following;
            if s == head {
                break;
            }
        }
        count
    }

    /// Plays `c` at `p` (legal, see [`PlayoutBoard::is_legal`]): merges, captures, sets the ko
    /// point.
    pub(super) fn play(&mut self, p: usize, c: u8) {
        self.captured.clear();
        let captures = self.place(p, c);
        let other = opponent(c);
        let mut captured = 0;
        let mut captured_at = 0;
        if captures {
            for &n in &self.neighbours(p) {
                if self.color[n] == other {
                    let h = self.head[n] as usize;
                    if self.libs[h] == 0 {
                        captured += self.remove_block(h);
                        captured_at = n;
                    }
                }
            }
        }
        let h = self.head[p] as usize;
        self.ko = None;
        if captured == 1 && self.size[h] == 1 && self.libs[h] == 1 {
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
}

/// A reading's boards, one per depth, taken from `spare` (where the last reading left them),
/// the first a copy of `board`.
pub(super) fn boards_from(
    spare: &mut Vec<PlayoutBoard>,
    board: &PlayoutBoard,
) -> Vec<PlayoutBoard> {
    let mut boards = std::mem::take(spare);
    match boards.first_mut() {
        Some(first) => first.clone_from(board),
        None => boards.push(board.clone()),
    }
    boards
}

/// In a reading's boards, one per depth: the board at `depth` made a copy of the one above it
/// (a board is made once per depth and reused from line to line).
pub(super) fn copy_down(boards: &mut Vec<PlayoutBoard>, depth: usize) {
    if boards.len() <= depth {
        boards.push(boards[depth - 1].clone());
    } else {
        let (done, rest) = boards.split_at_mut(depth);
        rest[0].clone_from(&done[depth - 1]);
    }
}

#[cfg(test)]
pub(super) mod tests;
