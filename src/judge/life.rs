//! Life read out: can the owner of a group the judge killed make it pass-alive, whatever the
//! enemy plays first?
//!
//! The playouts and the static eye counts can kill a living group whose eyes only look false
//! (a ring of blocks around single-point eyes, closed by one of two miai points) or whose eyes
//! hold dead enemy stones. Reading settles it: the enemy moves first, anywhere in the group's
//! neighbourhood (its liberties and the points beside them), and the owner answers there; the
//! owner wins when Benson's test finds the block pass-alive (the sure test of two eyes: it can
//! never be captured, even if its owner passes every move), the enemy when it captures the
//! block. The search deepens one exchange at a time, and every position visited is taken from
//! a budget: past it the answer is unknown, and an unknown answer decides nothing.
//!
//! Only the proof of life is read here: a group the reader cannot prove alive keeps the
//! verdict it had.

use std::cell::RefCell;

use super::benson::Benson;
use super::light_board::{opponent, PlayoutBoard, BLACK, EMPTY, WHITE};
use super::memo::{BlockKey, Memo, Read};
use super::search::{any_of, Line, Readings, Search};
use super::NO_POINT;

/// Most positions one group's reading may visit (each costs a Benson test).
const NODE_BUDGET: usize = 150;

/// Most positions all the readings of one judgement may visit.
const TOTAL_BUDGET: usize = 600;

/// Owner's moves read at most with the owner to move (each after the first answers an enemy
/// move).
const MAX_EXCHANGES: usize = 2;

/// Own blocks joined to the read block through shared liberties, at most (the group).
const MAX_BLOCKS: usize = 12;

/// Points of the neighbourhood where the moves are read, at most.
const MAX_POINTS: usize = 64;

/// What reading a group found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Life {
    /// The owner makes it pass-alive whatever the enemy plays first: `positions` were read;
    /// `eyes` holds a point of each small space beside it (up to four, then [`NO_POINT`]).
    Lives { positions: usize, eyes: [usize; 4] },
    /// Not proven: the enemy may kill it, or the budget ran out.
    Unproven,
}

/// The readings of one judgement: the positions left to visit, a board per depth.
pub(super) struct LifeReading {
    readings: Readings,
}

impl LifeReading {
    pub(super) fn new() -> LifeReading {
        LifeReading::with_budget(TOTAL_BUDGET)
    }

    /// Readings of at most `total` positions in all.
    fn with_budget(total: usize) -> LifeReading {
        LifeReading {
            readings: Readings::new(total),
        }
    }

    /// True when the budget ran out: some reading may have stopped short.
    pub(super) fn exhausted(&self) -> bool {
        self.readings.exhausted()
    }

    /// Whether the owner of the block at `stone` makes it pass-alive with the enemy moving
    /// first, or (`owner_to_move`, when the owner is the player to move) with the owner moving
    /// first, read by iterative deepening; the reading made before in this judgement when
    /// there is one ([`Readings::kept_or_read`]).
    pub(super) fn read(&mut self, board: &PlayoutBoard, stone: usize, owner_to_move: bool) -> Life {
        let key = BlockKey::of(board, stone, owner_to_move);
        self.readings
            .kept_or_read(&LIVES_READ, key, NODE_BUDGET, |readings| {
                read_afresh(readings, board, stone, owner_to_move)
            })
    }
}

thread_local! {
    /// The life readings this thread made in the judgement under way (see
    /// [`Readings::kept_or_read`]).
    static LIVES_READ: RefCell<Memo<BlockKey, Read<Life>>> = RefCell::new(Memo::new(LIVES_KEPT));
}

/// Life readings a thread keeps, at most (then it forgets them all and starts again).
const LIVES_KEPT: usize = 256;

/// Forgets the life readings this thread made (at the start of a judgement).
pub(super) fn forget_readings() {
    LIVES_READ.with_borrow_mut(Memo::forget);
}

/// [`LifeReading::read`] read out of `readings`: the answer, and the positions read.
fn read_afresh(
    readings: &mut Readings,
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
) -> (Life, usize) {
    let color = board.color[stone];
    if color != BLACK && color != WHITE {
        return (Life::Unproven, 0);
    }
    let points = neighbourhood(board, stone);
    let eyes = eye_spaces(board, stone, &points);
    if eyes.iter().filter(|&&e| e != NO_POINT).count() < 2 {
        return (Life::Unproven, 0);
    }
    let mut reader = Reader {
        search: readings.search(board, NODE_BUDGET),
        points,
        stone,
        color,
    };
    // the owner must be able to live moving first (a cheap test that most dead groups
    // fail at once), then against every enemy move
    let mut found = None;
    if owner_to_move {
        for exchanges in 1..=MAX_EXCHANGES {
            found = reader.owner_lives(0, exchanges);
            if found == Some(true) || reader.search.spent() {
                break;
            }
        }
    } else if reader.owner_lives(0, 1) == Some(true) {
        // against every enemy move, one exchange: read to two where one found a kill, kgs6d
        // at the default seed gave the same answers (`docs/accuracy.md`, sixty-ninth entry)
        found = reader.enemy_fails(0, 1);
    }
    let used = readings.finish(reader.search);
    let life = match found {
        Some(true) => Life::Lives {
            positions: used,
            eyes,
        },
        _ => Life::Unproven,
    };
    (life, used)
}

/// The points where a group's life is read: the liberties of the block at `stone` and of the
/// own blocks joined to it through shared liberties (the group), and the empty points beside
/// them.
fn neighbourhood(board: &PlayoutBoard, stone: usize) -> Vec<usize> {
    let color = board.color[stone];
    let mut blocks = vec![board.block_head(stone)];
    let mut liberties: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        for l in board.liberties_upto(blocks[i], MAX_POINTS) {
            if liberties.contains(&l) {
                continue;
            }
            liberties.push(l);
            for n in board.neighbours(l) {
                if board.color[n] == color {
                    let h = board.block_head(n);
                    if !blocks.contains(&h) && blocks.len() < MAX_BLOCKS {
                        blocks.push(h);
                    }
                }
            }
        }
        i += 1;
    }
    let mut points = liberties.clone();
    for &l in &liberties {
        for n in board.neighbours(l) {
            if board.color[n] == EMPTY && !points.contains(&n) {
                points.push(n);
            }
        }
    }
    points.truncate(MAX_POINTS);
    points
}

/// Largest region of points not the owner's (empty points and enemy stones) that may be an
/// eye: the flood that measures a region stops past it.
const EYE_REGION: usize = 12;

/// The small spaces beside a group where its eyes can be, a point of each (in the order of
/// `points`, up to four, then [`NO_POINT`]; a space of three points or more is listed twice,
/// as one move may split it in two eyes). A cheap test that a group may have two eyes after one
/// move of its own, which Benson's test needs: the regions of points not its colour beside its
/// liberties that are small (at most [`EYE_REGION`] points: an enclosed space, not the
/// enemy's open area) must make two or more. A group killed inside the enemy's area touches
/// only the enemy's big region.
fn eye_spaces(board: &PlayoutBoard, stone: usize, points: &[usize]) -> [usize; 4] {
    let color = board.color[stone];
    let mut seen: Vec<usize> = Vec::new();
    let mut eyes = [NO_POINT; 4];
    let mut found = 0;
    for &start in points {
        if seen.contains(&start) || board.color[start] != EMPTY {
            continue;
        }
        // one region, flooded until it is too big to be an eye
        let mut region = vec![start];
        let mut i = 0;
        while i < region.len() && region.len() <= EYE_REGION {
            for n in board.neighbours(region[i]) {
                let c = board.color[n];
                if (c == EMPTY || c == opponent(color)) && !region.contains(&n) {
                    region.push(n);
                }
            }
            i += 1;
        }
        seen.extend(&region);
        if region.len() <= EYE_REGION {
            let times = if region.len() >= 3 { 2 } else { 1 };
            for _ in 0..times {
                if found < eyes.len() {
                    eyes[found] = start;
                    found += 1;
                }
            }
        }
    }
    eyes
}

/// One group being read: a board per depth, the points read, the block whose life is read.
struct Reader {
    search: Search,
    points: Vec<usize>,
    stone: usize,
    color: u8,
}

impl Line for Reader {
    fn search(&mut self) -> &mut Search {
        &mut self.search
    }
}

impl Reader {
    /// Benson's test on the board at `depth`, one position of the budget.
    fn pass_alive(&mut self, depth: usize) -> Option<bool> {
        self.search.spend()?;
        let board = &self.search.boards[depth];
        Some(Benson::block_is_pass_alive(board, self.color, self.stone))
    }

    /// The owner to move on the board at `depth`: `Some(true)` when it makes the block
    /// pass-alive within `exchanges` (its move, then the enemy's, and so on), `Some(false)`
    /// when it cannot, `None` when the budget ran out.
    fn owner_lives(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.search.boards[depth].color[self.stone] != self.color {
            return Some(false);
        }
        if self.pass_alive(depth)? {
            return Some(true);
        }
        if exchanges == 0 {
            return Some(false);
        }
        let moves = self.owner_moves(depth);
        any_of(self, depth, self.color, moves.into_iter().map(Some), |r| {
            if exchanges == 1 {
                // the last move: it must make the block pass-alive at once
                r.pass_alive(depth + 1)
            } else {
                r.enemy_fails(depth + 1, exchanges - 1)
            }
        })
    }

    /// The enemy to move on the board at `depth`: `Some(true)` when every enemy move leaves
    /// the owner a way to pass-alive within `exchanges`, `Some(false)` when one does not,
    /// `None` when the budget ran out.
    fn enemy_fails(&mut self, depth: usize, exchanges: usize) -> Option<bool> {
        if self.search.boards[depth].color[self.stone] != self.color {
            return Some(false);
        }
        if self.pass_alive(depth)? {
            return Some(true);
        }
        let enemy = opponent(self.color);
        // the points read, and the block's liberties now (points its captures emptied)
        let board = &self.search.boards[depth];
        let mut moves: Vec<usize> = self.points.clone();
        for l in board.liberties_upto(self.stone, MAX_POINTS) {
            if !moves.contains(&l) {
                moves.push(l);
            }
        }
        moves.retain(|&p| board.is_legal(p, enemy));
        if moves.is_empty() {
            // nothing to play here: the owner moves again
            return self.owner_lives(depth, exchanges);
        }
        for m in moves {
            self.search.prepare(depth + 1);
            self.search.boards[depth + 1].play(m, enemy);
            if self.owner_lives(depth + 1, exchanges)? {
                continue;
            }
            return Some(false);
        }
        Some(true)
    }

    /// The owner's legal moves among the points read, those joining two of its blocks or
    /// capturing first (where a group's life usually hangs), then the others.
    fn owner_moves(&self, depth: usize) -> Vec<usize> {
        let board = &self.search.boards[depth];
        let mut first = Vec::new();
        let mut rest = Vec::new();
        for &p in &self.points {
            if board.color[p] != EMPTY {
                continue;
            }
            let Some(effect) = board.effect(p, self.color) else {
                continue;
            };
            let mut heads = Vec::new();
            for n in board.neighbours(p) {
                if board.color[n] == self.color {
                    let h = board.block_head(n);
                    if !heads.contains(&h) {
                        heads.push(h);
                    }
                }
            }
            if heads.len() >= 2 || effect.captures {
                first.push(p);
            } else {
                rest.push(p);
            }
        }
        first.extend(rest);
        first
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::search::apart::{read_after, read_apart};

    fn read_at(rows: &[&str], col: usize, row: usize) -> Life {
        let board = PlayoutBoard::from_rows(rows);
        LifeReading::new().read(&board, board.at(col, row), false)
    }

    #[test]
    fn two_one_eyed_blocks_joined_by_a_bamboo_joint_live() {
        // Black's B1-A2-B2 has the eye A1, its D1-D2-E2-F2-F1 the eye E1; C1 and C2 join them
        // (a bamboo joint). White C2 (from its wall) is answered by Black C1, White C1 by
        // Black C2, which captures it and makes C1 a third eye: pass-alive either way.
        let rows = [
            ".x.x.xo", //
            "xx.xxxo", //
            "ooooooo", //
            ".......",
        ];
        assert!(matches!(read_at(&rows, 1, 0), Life::Lives { .. }));
        assert!(matches!(read_at(&rows, 3, 0), Life::Lives { .. }));
    }

    #[test]
    fn a_block_with_one_eye_and_no_room_for_another_is_not_proven() {
        // Black's C1-A2-B2-C2 has the two-point space A1-B1 in White's wall: one eye at most
        let rows = [
            "..xo...", //
            "xxxo...", //
            "oooo...", //
            ".......",
        ];
        assert_eq!(read_at(&rows, 2, 0), Life::Unproven);
        // the bamboo joint of the test above with White on C2: Black C1 would join the two
        // eyes, but White C1 (from C2) cuts first and leaves each half in atari
        let rows = [
            ".x.x.xo", //
            "xxoxxxo", //
            "ooooooo", //
            ".......",
        ];
        assert_eq!(read_at(&rows, 1, 0), Life::Unproven);
        // with Black to move, Black C1 joins the eyes first
        let board = PlayoutBoard::from_rows(&rows);
        assert!(matches!(
            LifeReading::new().read(&board, board.at(1, 0), true),
            Life::Lives { .. }
        ));
    }

    #[test]
    fn a_life_read_again_answers_as_a_fresh_reading_with_any_budget() {
        // the bamboo joint above, read once with the whole budget, then again with budgets from
        // one position up on the same thread: each answer, and the positions left, as a thread
        // that never read it gives (a reading that ran out with a smaller budget is read
        // again, not taken from the one kept)
        let rows = [
            ".x.x.xo", //
            "xxoxxxo", //
            "ooooooo", //
            ".......",
        ];
        let board = PlayoutBoard::from_rows(&rows);
        let read = |total: usize| {
            let mut reading = LifeReading::with_budget(total);
            let life = reading.read(&board, board.at(1, 0), true);
            (life, reading.readings.left())
        };
        let (whole, _) = read_apart(&read, TOTAL_BUDGET);
        let Life::Lives { positions, .. } = whole else {
            panic!("Black moving first joins the eyes: {whole:?}");
        };
        let budgets = [1, 2, positions - 1, positions, positions + 1, 2 * positions];
        let fresh: Vec<_> = budgets.iter().map(|&b| read_apart(&read, b)).collect();
        assert_eq!(read_after(&read, TOTAL_BUDGET, &budgets), fresh);
        // a budget that runs out proves nothing; one position more than the reading took does
        assert_eq!(fresh[0].0, Life::Unproven);
        assert_eq!(fresh[4].0, whole);
    }
}
