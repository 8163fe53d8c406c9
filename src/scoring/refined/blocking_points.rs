//! Step 1: blocking points. An empty point the owner of the stones around it can always close
//! in one move, because the shape around it is a hane, a bamboo joint or a short gap on the
//! edge, so the opponent's reach does not pass it: an opponent stone played there is captured
//! or cut off. The opponent's reach stops at such a point (step 2), and so do regions (step 3).

use super::Counter;
use crate::board::bitboard::BitBoard;

/// The shapes, `@` the blocking point: `p` a living stone of the player, `e` a point the
/// opponent has no living stone on and the player no dead one (empty, the player's living
/// stone or the opponent's dead one), `?` any point on the board, `#` off the board (the
/// shape lies on the edge). Each is tried in its eight orientations.
const SHAPES: [[&str; 3]; 6] = [
    ["pp.", "@e.", "pe."],
    ["ep?", "e@e", "ep?"],
    ["pee", "e@p", "pee"],
    ["?e?", "p@p", "###"],
    ["pp.", "@e.", "##."],
    ["ep?", "e@e", "###"],
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    Own,
    NotEnemy,
    OnBoard,
    OffBoard,
}

/// What a point around a candidate looks like to the player: the shapes need no more.
const OWN: u16 = 0; // the player's living stone
const OPEN: u16 = 1; // empty, or the opponent's dead stone
const CLOSED: u16 = 2; // the opponent's living stone, or the player's dead one
const OFF: u16 = 3; // off the board

/// The eight points around a candidate, as (row, column) offsets; a neighbourhood is coded
/// two bits per point in this order.
const AROUND: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// For each of the 65,536 neighbourhood codes: does a shape, in one of its orientations, fit?
/// Worked out once, so a candidate costs eight lookups and one table read: each oriented
/// shape marks the codes it fits, every kind its points allow taken in turn (a few hundred
/// codes a shape, so the table takes microseconds to build).
fn fitting_codes() -> &'static [bool] {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![false; 1 << 16];
        for shape in oriented_shapes() {
            // the kinds each of the eight points may be: any, unless the shape says
            let mut allowed: [&[u16]; 8] = [&[OWN, OPEN, CLOSED, OFF]; 8];
            for &(dy, dx, need) in &shape {
                if let Some(i) = AROUND.iter().position(|&o| o == (dy, dx)) {
                    allowed[i] = match need {
                        Need::Own => &[OWN],
                        Need::NotEnemy => &[OWN, OPEN],
                        Need::OnBoard => &[OWN, OPEN, CLOSED],
                        Need::OffBoard => &[OFF],
                    };
                }
            }
            mark_codes(&mut table, &allowed, 0, 0);
        }
        table
    })
}

/// Marks every code whose points `i..` take an allowed kind, the points before `i` coded as
/// `code` says.
fn mark_codes(table: &mut [bool], allowed: &[&[u16]; 8], i: usize, code: usize) {
    if i == allowed.len() {
        table[code] = true;
        return;
    }
    for &kind in allowed[i] {
        mark_codes(table, allowed, i + 1, code | (kind as usize) << (2 * i));
    }
}

/// The shapes in their eight orientations, as (row, column) offsets from the blocking point.
fn oriented_shapes() -> Vec<Vec<(isize, isize, Need)>> {
    let mut all: Vec<Vec<(isize, isize, Need)>> = Vec::new();
    for shape in SHAPES {
        let mut centre = (0, 0);
        let mut cells = Vec::new();
        for (row, line) in shape.iter().enumerate() {
            for (col, c) in line.chars().enumerate() {
                let need = match c {
                    'p' => Need::Own,
                    'e' => Need::NotEnemy,
                    '?' => Need::OnBoard,
                    '#' => Need::OffBoard,
                    '@' => {
                        centre = (row as isize, col as isize);
                        continue;
                    }
                    _ => continue,
                };
                cells.push((row as isize, col as isize, need));
            }
        }
        for (swap, dy_sign, dx_sign) in [
            (false, 1, 1),
            (false, -1, 1),
            (false, 1, -1),
            (false, -1, -1),
            (true, 1, 1),
            (true, -1, 1),
            (true, 1, -1),
            (true, -1, -1),
        ] {
            let oriented: Vec<(isize, isize, Need)> = cells
                .iter()
                .map(|&(row, col, need)| {
                    let (dy, dx) = (row - centre.0, col - centre.1);
                    let (dy, dx) = if swap { (dx, dy) } else { (dy, dx) };
                    (dy * dy_sign, dx * dx_sign, need)
                })
                .collect();
            if !all.contains(&oriented) {
                all.push(oriented);
            }
        }
    }
    all
}

/// Each byte spread over the even bits of a half-word: the first bit of each point's kind.
const SPREAD: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            table[byte] |= (((byte >> bit) & 1) as u16) << (2 * bit);
            bit += 1;
        }
        byte += 1;
    }
    table
};

impl<const N: usize> Counter<N> {
    /// Step 1: marks, for each player, the empty points that one of the shapes makes a
    /// blocking point. Each point beside a living stone of the player is coded from two bit
    /// boards, the two bits of each point's kind.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn mark_blocking_points(&mut self) {
        let table = fitting_codes();
        let bg = self.bits.geometry;
        let off = bg.padded().minus(&self.bits.board);
        let dead = [self.bits.dead[0], self.bits.dead[1]];
        for player in 0..2 {
            let other = 1 - player;
            // OWN 0, OPEN 1, CLOSED 2, OFF 3
            let open = self.bits.empty.or(&dead[other]);
            let closed = self.bits.live[other].or(&dead[player]);
            let (low, high) = (open.or(&off), closed.or(&off));
            let own = &self.bits.live[player];
            let candidates = self.bits.empty.and(&own.beside(&bg));
            // the points of `w` (of row `r`) that a shape fits: eight lookups each, two bits
            // per point around it, and one read of the table
            let fitting = |r: usize, mut w: u64| {
                let mut fit = 0;
                while w != 0 {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    let code =
                        SPREAD[low.around(r, b) as usize] | SPREAD[high.around(r, b) as usize] << 1;
                    fit |= (table[code as usize] as u64) << b;
                }
                fit
            };
            let mut blocking = BitBoard::<N>::default();
            for r in bg.rows() {
                let shaped = candidates.word(r) & could_fit(own, &off, r);
                debug_assert_eq!(
                    fitting(r, candidates.word(r) & !shaped),
                    0,
                    "a candidate outside the filter fits a shape"
                );
                *blocking.word_mut(r) = fitting(r, shaped);
            }
            self.bits.blocking[player] = blocking;
        }
    }
}

/// The points of row `r` where a shape could fit, by what every shape needs: the player's
/// stones on two opposite sides, or on one side with the edge on the other (shapes 1, 2, 4,
/// 5, 6), or on one side with the two diagonal points of the other side (shape 3).
fn could_fit<const N: usize>(own: &BitBoard<N>, off: &BitBoard<N>, r: usize) -> u64 {
    let (w, up, down) = (own.word(r), own.word(r - 1), own.word(r + 1));
    let (left, right) = (w << 1, w >> 1);
    let edge = off.word(r);
    let (up_or_edge, down_or_edge) = (up | off.word(r - 1), down | off.word(r + 1));
    let (left_or_edge, right_or_edge) = (left | edge << 1, right | edge >> 1);
    let opposite =
        (up & down_or_edge) | (down & up_or_edge) | (left & right_or_edge) | (right & left_or_edge);
    let diagonals = (right & up << 1 & down << 1)
        | (left & up >> 1 & down >> 1)
        | (down & up << 1 & up >> 1)
        | (up & down << 1 & down >> 1);
    opposite | diagonals
}
