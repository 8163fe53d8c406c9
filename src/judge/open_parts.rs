//! The open parts of the board: where the game is still open after the playouts' first look,
//! for [`Reading::OpenParts`](super::Reading::OpenParts), the playouts that play only there.
//!
//! Not the judge's default: measured on the data sets, it moves the accuracy figures (see
//! `docs/accuracy.md`, "playouts only where the game is open"), so it is kept for measuring
//! (`judge_eval --open-parts`) until it reads as the whole board does.
//!
//! After the first look, a block every playout but at most one kept is a wall. The parts of
//! the board between the walls (empty points and the stones of other blocks, joined through
//! their neighbours) that hold a stone not yet clear are open; the rest is settled and played
//! no more. The walls stay on the board, their liberties inside a part can still be filled,
//! and a wall captured there leaves points both players may play.
//!
//! Outside the open parts the board stands as the first look's last playout left it (dead
//! blocks taken off, territory filled up to its eyes, walls joined through it), since the whole
//! board's playouts leave it so; and a move there stays a choice: the random step draws the
//! points outside as it draws the points of a part, and a draw that falls outside spends the
//! player's turn there ([`Choice::Elsewhere`](super::playout::Choice::Elsewhere)), so the
//! players leave the fight as often as on the whole board (where the defender does not always
//! answer).

use super::light_board::{PlayoutBoard, BORDER, EMPTY};
use super::steps::Tally;

/// The open parts after the first look, and how the further playouts read them.
pub(super) struct OpenParts {
    /// The board the further playouts start from: the open parts as in the template, the rest
    /// as the first look's last playout left it, and only the open parts' empty points in the
    /// list the random step picks from.
    pub(super) board: PlayoutBoard,
    /// The points nobody plays: the template's forbidden ones and the empty points outside the
    /// open parts.
    pub(super) forbidden: Vec<bool>,
    /// Per stone of the template (in the order given): still read (it lies in an open part).
    pub(super) read: Vec<bool>,
    /// How many moves a player may spend outside the open parts: the empty points there that
    /// are not forbidden, on the template.
    pub(super) elsewhere: usize,
}

/// The open parts of `template` after the first look, whose tallies per stone (`stones`, each
/// point and colour) are `tallies`; `finished` is the board the first look's last playout left,
/// `forbidden` the points nobody plays.
pub(super) fn open_parts(
    template: &PlayoutBoard,
    finished: &PlayoutBoard,
    forbidden: &[bool],
    stones: &[(usize, u8)],
    tallies: &[Tally],
) -> OpenParts {
    let len = template.color.len();
    let wall = walls(len, stones, tallies);
    let inside = flood_open_parts(template, &wall, stones, tallies);
    let mut board = settled_outside(template, finished, &wall, &inside, stones, tallies);
    let elsewhere = template
        .empties
        .iter()
        .filter(|&&p| !inside[p as usize] && !forbidden[p as usize])
        .count();
    board.keep_empties(|p| inside[p]);
    let forbidden = (0..len)
        .map(|p| forbidden[p] || (!inside[p] && board.color[p] == EMPTY))
        .collect();
    OpenParts {
        board,
        forbidden,
        read: stones.iter().map(|&(p, _)| inside[p]).collect(),
        elsewhere,
    }
}

/// Per point: a stone of a block that every playout of the first look but at most one kept.
fn walls(len: usize, stones: &[(usize, u8)], tallies: &[Tally]) -> Vec<bool> {
    let mut wall = vec![false; len];
    for (&(p, _), tally) in stones.iter().zip(tallies) {
        wall[p] = tally.is_clear() && tally.kept > tally.taken;
    }
    wall
}

/// Per point: in an open part, a part between the walls (flooded through everything but walls
/// and the border) that holds a stone not yet clear.
fn flood_open_parts(
    template: &PlayoutBoard,
    wall: &[bool],
    stones: &[(usize, u8)],
    tallies: &[Tally],
) -> Vec<bool> {
    let mut inside = vec![false; template.color.len()];
    let mut stack: Vec<usize> = stones
        .iter()
        .zip(tallies)
        .filter(|(_, tally)| !tally.is_clear())
        .map(|(&(p, _), _)| p)
        .collect();
    for &p in &stack {
        inside[p] = true;
    }
    while let Some(p) = stack.pop() {
        for n in template.neighbours(p) {
            if !inside[n] && !wall[n] && template.color[n] != BORDER {
                inside[n] = true;
                stack.push(n);
            }
        }
    }
    inside
}

/// The board outside the open parts as the whole board's playouts leave it: as `finished` (the
/// first look's last playout) left it, when every wall still stands there; else the template
/// with the dead blocks outside the parts (every playout but at most one took them) taken off.
fn settled_outside(
    template: &PlayoutBoard,
    finished: &PlayoutBoard,
    wall: &[bool],
    inside: &[bool],
    stones: &[(usize, u8)],
    tallies: &[Tally],
) -> PlayoutBoard {
    let len = template.color.len();
    let stride = template.stride();
    let (width, height) = (stride - 2, len / stride - 2);
    if (0..len).all(|p| !wall[p] || finished.color[p] == template.color[p]) {
        let mut colours = vec![EMPTY; width * height];
        for row in 0..height {
            for col in 0..width {
                let p = (row + 1) * stride + col + 1;
                let from = if inside[p] { template } else { finished };
                colours[row * width + col] = from.color[p];
            }
        }
        return PlayoutBoard::new(width, height, &colours);
    }
    let mut board = template.clone();
    for (&(p, _), tally) in stones.iter().zip(tallies) {
        if !inside[p] && tally.taken > tally.kept && board.color[p] != EMPTY {
            let head = board.block_head(p);
            board.remove_block(head);
        }
    }
    board.captured.clear();
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::{BLACK, WHITE};

    /// A tally of `read` playouts that took the stone `taken` times and kept it otherwise.
    fn tally(read: u32, taken: u32) -> Tally {
        Tally {
            taken,
            kept: read - taken,
            read,
        }
    }

    /// The board of `rows`, its stones, and its open parts after a first look that tallied
    /// each stone of colour `c` as `tally_of(c)` (the board is its own last playout).
    fn open_parts_of(
        rows: &[&str],
        tally_of: impl Fn(u8) -> Tally,
    ) -> (PlayoutBoard, Vec<(usize, u8)>, OpenParts) {
        let template = PlayoutBoard::from_rows(rows);
        let stones: Vec<(usize, u8)> = (0..template.color.len())
            .filter(|&p| matches!(template.color[p], BLACK | WHITE))
            .map(|p| (p, template.color[p]))
            .collect();
        let tallies: Vec<Tally> = stones.iter().map(|&(_, c)| tally_of(c)).collect();
        let forbidden = vec![false; template.color.len()];
        let parts = open_parts(&template, &template, &forbidden, &stones, &tallies);
        (template, stones, parts)
    }

    #[test]
    fn the_open_part_is_what_the_walls_close_round_an_unsure_stone() {
        // a black wall splits the board: on the left an empty black area, on the right a
        // white stone (E2) black took in half of the first look and an empty point beside it
        let rows = [
            "..x.x", //
            "..x.o", //
            "..xxx",
        ];
        let (template, stones, parts) = open_parts_of(&rows, |c| {
            if c == WHITE {
                tally(16, 8)
            } else {
                tally(16, 0)
            }
        });
        let at = |col, row| template.at(col, row);
        // the part: the white stone, and the empty points D1 and D2 it reaches without
        // crossing the wall
        let inside: Vec<(usize, usize)> = (0..3)
            .flat_map(|row| (0..5).map(move |col| (col, row)))
            .filter(|&(col, row)| {
                !parts.forbidden[at(col, row)] && parts.board.color[at(col, row)] == EMPTY
            })
            .collect();
        assert_eq!(inside, [(3, 0), (3, 1)]);
        let read: Vec<usize> = stones
            .iter()
            .zip(&parts.read)
            .filter(|(_, &r)| r)
            .map(|(&(p, _), _)| p)
            .collect();
        assert_eq!(read, [at(4, 1)]);
        // the six empty points on the left are the moves elsewhere
        assert_eq!(parts.elsewhere, 6);
        assert_eq!(parts.board.empties.len(), 2);
        // the wall stands, and keeps its liberties on the left
        assert_eq!(parts.board.color[at(2, 1)], BLACK);
    }

    #[test]
    fn a_wall_captured_in_an_open_part_leaves_points_both_may_play() {
        // the white wall o (B1) inside black's group: not forbidden, though outside the part
        let rows = [
            "xo.x.", //
            "xxxx.", //
            ".....",
        ];
        // black unsure, the white stone a wall
        let (template, _, parts) = open_parts_of(&rows, |c| {
            if c == BLACK {
                tally(16, 6)
            } else {
                tally(16, 1)
            }
        });
        let b1 = template.at(1, 0);
        assert!(
            !parts.forbidden[b1],
            "the wall's point may be played once it is taken"
        );
        assert_eq!(parts.board.color[b1], WHITE);
    }
}
