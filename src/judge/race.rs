//! Capturing races read out move by move: does the enemy capture a block that is short of
//! liberties even when its owner moves first?
//!
//! The playouts call a race between two weak blocks even when one side wins it whoever moves
//! first: a random move elsewhere is as likely as the move that counts. Reading settles it. The
//! moves read are the liberties of the block and of the enemy blocks touching it that are short
//! of liberties themselves (filling, extending, capturing); the block's owner may also pass,
//! which keeps a seki. A block with [`ESCAPED`] liberties has got out.

use super::light_board::{opponent, PlayoutBoard, BLACK, WHITE};

/// Liberties at which a block has got out of a race.
const ESCAPED: usize = 5;

/// A race is read only between blocks with fewer liberties than this (the block and at least
/// one enemy block beside it): longer races rarely end within the budget.
const SHORT_OF_LIBERTIES: usize = 3;

/// Most positions one race may visit; past it the answer is unknown.
const NODE_BUDGET: usize = 100;

/// Most positions all the races of one judgement may visit (a few milliseconds of work).
pub(super) const TOTAL_BUDGET: usize = 1_000;

/// Deepest line read.
const MAX_DEPTH: usize = 24;

/// Reads the race of the block at `stone` with its owner moving first: `Some(true)` when the
/// enemy captures it all the same, `Some(false)` when it gets out, captures or holds a seki,
/// `None` when it is in no race (it or every enemy block beside it has [`SHORT_OF_LIBERTIES`]
/// liberties or more; `in_race` says which enemy blocks may take part, by their first stone)
/// or the reading ran out of budget. The positions visited are taken from `total`.
pub(super) fn lost_race(
    board: &PlayoutBoard,
    stone: usize,
    in_race: impl Fn(usize) -> bool,
    total: &mut usize,
) -> Option<bool> {
    let color = board.color[stone];
    if color != BLACK && color != WHITE {
        return None;
    }
    if board.liberties_upto(stone, SHORT_OF_LIBERTIES).len() >= SHORT_OF_LIBERTIES {
        return None;
    }
    let racing = board.enemy_blocks_beside(stone).into_iter().any(|h| {
        in_race(h) && board.liberties_upto(h, SHORT_OF_LIBERTIES).len() < SHORT_OF_LIBERTIES
    });
    if !racing {
        return None;
    }
    let budget = NODE_BUDGET.min(*total);
    let mut reader = Reader {
        boards: vec![board.clone()],
        budget,
        stone,
        color,
    };
    let lost = reader.captures(0, false);
    *total -= budget - reader.budget;
    lost
}

/// One race being read: a board per depth (reused from line to line), the nodes left, and the
/// block whose fate is read.
struct Reader {
    boards: Vec<PlayoutBoard>,
    budget: usize,
    stone: usize,
    color: u8,
}

impl Reader {
    /// The board at `depth` made a copy of the one above it (boards are made once per depth).
    fn prepare(&mut self, depth: usize) {
        if self.boards.len() <= depth {
            self.boards.push(self.boards[depth - 1].clone());
        } else {
            let (done, rest) = self.boards.split_at_mut(depth);
            rest[0].clone_from(&done[depth - 1]);
        }
    }

    /// Whether the enemy captures the block on the board at `depth`: `Some(true)` it does
    /// whatever the owner plays, `Some(false)` it cannot, `None` unknown (budget or depth spent).
    fn captures(&mut self, depth: usize, enemy_to_move: bool) -> Option<bool> {
        let board = &self.boards[depth];
        if board.color[self.stone] != self.color {
            return Some(true);
        }
        let libs = board.liberties_upto(self.stone, ESCAPED);
        if libs.len() >= ESCAPED {
            return Some(false);
        }
        if self.budget == 0 || depth >= MAX_DEPTH {
            return None;
        }
        self.budget -= 1;
        let mover = if enemy_to_move {
            opponent(self.color)
        } else {
            self.color
        };
        // the enemy fills the block's liberties, or saves a block of its own in atari; the
        // owner extends, or fills the liberties of an enemy block short of them
        let mut moves = libs;
        for h in board.enemy_blocks_beside(self.stone) {
            let theirs = board.liberties_upto(h, SHORT_OF_LIBERTIES);
            let wanted = if enemy_to_move {
                1
            } else {
                SHORT_OF_LIBERTIES - 1
            };
            if theirs.len() <= wanted {
                for l in theirs {
                    if !moves.contains(&l) {
                        moves.push(l);
                    }
                }
            }
        }
        let mut unknown = false;
        for m in moves {
            if !self.boards[depth].is_legal(m, mover) {
                continue;
            }
            self.prepare(depth + 1);
            self.boards[depth + 1].play(m, mover);
            match (self.captures(depth + 1, !enemy_to_move), enemy_to_move) {
                (Some(true), true) => return Some(true),
                (Some(false), false) => return Some(false),
                (None, _) => unknown = true,
                _ => {}
            }
        }
        if !enemy_to_move {
            // the owner may pass: a seki is kept by not moving
            self.prepare(depth + 1);
            self.boards[depth + 1].pass();
            match self.captures(depth + 1, true) {
                Some(false) => return Some(false),
                None => unknown = true,
                Some(true) => {}
            }
        }
        if unknown {
            None
        } else {
            // the enemy found no capture, or every move of the owner lost the block
            Some(!enemy_to_move)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The race of the block at column `col`, row `row` (top row 0) of a diagram, its owner
    /// moving first.
    fn lost_at(rows: &[&str], col: usize, row: usize) -> Option<bool> {
        let board = PlayoutBoard::from_rows(rows);
        let p = (row + 1) * board.stride() + col + 1;
        lost_race(&board, p, |_| true, &mut TOTAL_BUDGET.clone())
    }

    #[test]
    fn one_eye_against_two_outside_liberties_loses_whoever_moves_first() {
        // Black's B1-A2-B2 has one liberty, its eye A1; White's ring C1-A3 has two, D1 and A4.
        // White to move takes the eye at once. Black to move can fill only one of White's
        // liberties (A1 is suicide for Black), and White then takes the eye with a capture.
        let rows = [
            ".xo.x.", //
            "xxoxx.", //
            "oooxx.", //
            ".xxx..", //
            "xx....",
        ];
        assert_eq!(lost_at(&rows, 1, 0), Some(true));
    }

    #[test]
    fn a_race_of_one_liberty_each_goes_to_the_owner_moving_first() {
        // The same, with A4 filled: White's ring has D1 only. Black to move captures the ring
        // at D1 and gets out (White to move would take the eye at A1: not a lost race).
        let rows = [
            ".xo.x.", //
            "xxoxx.", //
            "oooxx.", //
            "xxxx..", //
            "xx....",
        ];
        assert_eq!(lost_at(&rows, 1, 0), Some(false));
    }

    #[test]
    fn a_seki_is_kept_by_passing() {
        // Black's A1-A2 and White's ring C1-C3 share B1 and B2 and have nothing else: whoever
        // fills one is captured by the other. Black passes and keeps it.
        let rows = [
            "x.ox..", //
            "x.ox..", //
            "ooox..", //
            "xxxx..", //
            "......",
        ];
        assert_eq!(lost_at(&rows, 0, 0), Some(false));
    }

    #[test]
    fn a_block_with_three_liberties_or_no_weak_neighbour_is_in_no_race() {
        // two black stones with six liberties, beside no white stone
        let rows = [
            "......", //
            ".xx...", //
            "...o..", //
            "....o.", //
        ];
        assert_eq!(lost_at(&rows, 1, 1), None);
        // the black stone in atari in the corner touches only White's block of five liberties
        let rows = [
            "xooo..", //
            "oo....", //
            "o.....", //
        ];
        assert_eq!(lost_at(&rows, 0, 0), None);
    }
}
