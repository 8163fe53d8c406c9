//! The race of filling a group's liberties, read to the end (issue 60, not yet wired in): a
//! group is short of eyes only when the enemy can fill its liberties down to the capture with
//! no filler left in atari, the owner pressing the fillers and throwing in. One eye each on
//! shared liberties is a seki. Read at the end of `eyes::short_of_eyes`, it turned four seki
//! of counted KGS games that the proofs had killed back to seki (`tests/kgs6d_seki.rs`), but
//! it also refused the proof of White's S19-S18 in GNU Go's `coco` under seed 26, and the
//! owner's answers in a race it needs (the filler's outside liberties) put `saphir`'s kill
//! past the keep's budget: see `docs/accuracy.md`, fifteenth session. Until those are read it
//! is compiled for its tests only.
#![cfg_attr(not(test), allow(dead_code))]

use crate::judge::light_board::{opponent, PlayoutBoard};

/// How many liberties more than the group a block filling its liberties may have and still be
/// pressed in the race read by [`enemy_fills_to_capture`].
const RACE_MARGIN: usize = 1;

/// True when the enemy can fill the liberties of the blocks `group` (first stones, of one
/// colour) until it captures them all, their owner moving first, read as a small race
/// ([`Race`]): the enemy plays only the group's liberties, and no fill may leave its block in
/// atari (the owner would take it first) but a capture or a lone stone inside the group's
/// space; the owner may pass, capture, join two of its blocks, or press a filling block on a liberty outside the group (a
/// throw-in included). Where the filler runs short first, neither side can approach (one eye
/// each on shared liberties, a seki) or the group wins the race. A race the reading cannot
/// settle within [`RACE_PLIES`] moves and [`RACE_POSITIONS`] positions proves nothing: false.
pub(super) fn enemy_fills_to_capture(board: &PlayoutBoard, group: &[usize]) -> bool {
    let Some(&first) = group.first() else {
        return false;
    };
    let color = board.color[first];
    let mut race = Race {
        stones: group.iter().flat_map(|&h| board.stones_of(h)).collect(),
        color,
        left: RACE_POSITIONS,
    };
    race.owner_holds(board, RACE_PLIES) == Some(false)
}

/// Moves a race of [`enemy_fills_to_capture`] is read to, at most.
const RACE_PLIES: usize = 12;

/// Positions a race of [`enemy_fills_to_capture`] may read, at most.
const RACE_POSITIONS: usize = 300;

/// The race of a group short of eyes against the blocks that fill its liberties.
struct Race {
    /// The group's stones at the start.
    stones: Vec<usize>,
    color: u8,
    /// Positions left to read.
    left: usize,
}

impl Race {
    /// The owner to move: `Some(true)` when some move (or a pass) keeps a stone of the group
    /// on the board for the next `plies`, `Some(false)` when the enemy captures them all
    /// whatever it plays, `None` when the positions ran out.
    fn owner_holds(&mut self, board: &PlayoutBoard, plies: usize) -> Option<bool> {
        let Some(liberties) = group_liberties(board, &self.stones, self.color) else {
            // all taken
            return Some(false);
        };
        if plies == 0 {
            return Some(true);
        }
        self.left = self.left.checked_sub(1)?;
        let mut unknown = false;
        let mut moves: Vec<Option<usize>> = vec![None];
        moves.extend(
            owner_moves(board, self.color, &liberties)
                .into_iter()
                .map(Some),
        );
        for m in moves {
            let mut next = board.clone();
            match m {
                Some(p) => next.play(p, self.color),
                None => next.pass(),
            }
            match self.enemy_captures(&next, plies - 1) {
                Some(false) => return Some(true),
                None => unknown = true,
                Some(true) => {}
            }
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }

    /// The enemy to move: `Some(true)` when some fill leads to the capture of the whole group
    /// whatever the owner answers.
    fn enemy_captures(&mut self, board: &PlayoutBoard, plies: usize) -> Option<bool> {
        let Some(liberties) = group_liberties(board, &self.stones, self.color) else {
            return Some(true);
        };
        if plies == 0 {
            return Some(false);
        }
        self.left = self.left.checked_sub(1)?;
        let enemy = opponent(self.color);
        let mut unknown = false;
        for l in liberties {
            // a lone stone inside the group's space may be taken: that costs the owner a move
            // and gives back the one point
            let fills = board
                .effect(l, enemy)
                .is_some_and(|e| e.captures || e.liberties >= 2 || e.stones == 1);
            if !fills {
                continue;
            }
            let mut next = board.clone();
            next.play(l, enemy);
            match self.owner_holds(&next, plies - 1) {
                Some(false) => return Some(true),
                None => unknown = true,
                Some(true) => {}
            }
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }
}

/// The liberties of the blocks of `stones` still standing (of `color`), or `None` when none
/// stands.
fn group_liberties(board: &PlayoutBoard, stones: &[usize], color: u8) -> Option<Vec<usize>> {
    let mut liberties: Vec<usize> = Vec::new();
    let mut heads: Vec<usize> = Vec::new();
    for &s in stones {
        if board.color[s] != color {
            continue;
        }
        let h = board.block_head(s);
        if heads.contains(&h) {
            continue;
        }
        heads.push(h);
        for l in board.liberties_upto(h, usize::MAX) {
            if !liberties.contains(&l) {
                liberties.push(l);
            }
        }
    }
    (!heads.is_empty()).then_some(liberties)
}

/// The owner's moves in the race (a pass aside): a liberty of its group where its stone
/// captures, or joins two of its blocks and keeps two liberties, and every liberty outside
/// the group of a block that fills the group's `liberties` (one sharing them, with no more
/// than the group's and [`RACE_MARGIN`]) where its stone is legal (a throw-in included).
fn owner_moves(board: &PlayoutBoard, color: u8, liberties: &[usize]) -> Vec<usize> {
    let mut moves: Vec<usize> = liberties
        .iter()
        .copied()
        .filter(|&l| {
            board
                .effect(l, color)
                .is_some_and(|e| e.captures || (e.liberties >= 2 && joins_blocks(board, l, color)))
        })
        .collect();
    let enemy = opponent(color);
    for &l in liberties {
        for n in board.neighbours(l) {
            if board.color[n] != enemy {
                continue;
            }
            let own = board.liberties_upto(n, liberties.len() + RACE_MARGIN + 1);
            if own.len() > liberties.len() + RACE_MARGIN {
                continue;
            }
            for x in own {
                if !liberties.contains(&x)
                    && !moves.contains(&x)
                    && board.effect(x, color).is_some()
                {
                    moves.push(x);
                }
            }
        }
    }
    moves
}

/// True when a stone of `color` at `l` joins two blocks of its colour or more.
fn joins_blocks(board: &PlayoutBoard, l: usize, color: u8) -> bool {
    let mut first = None;
    board.neighbours(l).into_iter().any(|n| {
        if board.color[n] != color {
            return false;
        }
        let h = board.block_head(n);
        match first {
            None => {
                first = Some(h);
                false
            }
            Some(f) => f != h,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::verify::eyes::group_of;

    /// Whether the enemy fills the liberties of the group of the block at `col`, `row` (top
    /// row 0) of `rows` down to its capture.
    fn fills_at(rows: &[&str], col: usize, row: usize) -> bool {
        let board = PlayoutBoard::from_rows(rows);
        enemy_fills_to_capture(&board, &group_of(&board, board.at(col, row)))
    }

    #[test]
    fn one_eye_each_on_shared_liberties_cannot_be_filled() {
        // read by hand: White's big block has the eye A9 and shares C9 and C8 with Black's
        // D9-D8-E8-F8-F9, whose eye is E9. Black filling C9 keeps C8 and E9; filling C8 then
        // leaves it E9 alone, and White takes it there. White filling C9 keeps A9 and C8, and
        // C8 then leaves it A9 alone. Neither can fill: a seki
        let rows = [
            ".o.x.xox.",
            "oo.xxxox.",
            "ooooooox.",
            "xxxxxxxx.",
            ".........",
        ];
        assert!(!fills_at(&rows, 1, 0));
        assert!(!fills_at(&rows, 3, 0));
    }

    #[test]
    fn a_side_with_two_eyes_fills_the_shared_liberties_and_captures() {
        // as above, but Black's block has two eyes, E9 and G9: it fills C9, C8 and J8 with
        // liberties to spare and takes White at A9; White cannot fill E9 or G9
        let rows = [
            ".o.x.x.x.",
            "oo.xxxxx.",
            "ooooooooo",
            "xxxxxxxxx",
            ".........",
        ];
        assert!(fills_at(&rows, 1, 0));
        assert!(!fills_at(&rows, 3, 0));
    }
}
