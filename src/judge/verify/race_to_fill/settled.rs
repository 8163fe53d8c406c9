//! The positions a race settled, recalled where another order of its moves reaches them
//! again: the fills and presses of a race transpose, and half the positions its reading
//! reaches were reached before (kgs6d, 100 games: 1,652 distinct of 3,087; the six races of
//! `2003-02-16-16` that run out of positions, 125 to 188 of their 400).

use super::Race;
use crate::judge::light_board::PlayoutBoard;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// Most positions a race keeps settled (the map, lent from race to race, holds room for
/// them from the start): room for every position a seki test's race may read
/// (`RACE_POSITIONS`, 2,000) and the ends it reaches. With 1,024, `2003-02-16-16` read 196 M
/// instructions against 209 M with 256 (266 M recalling none). With 4,096 (since
/// 2026-12-05), the races of kgs6d's 40 slowest judgements read 244 M instructions against
/// 298 M with 256 (2,048: 244 M), and `score --dead judge` on kgs6d keeps its 55 MB. The
/// answers cannot change: a position is recalled only where reading it again would read the
/// same positions to the same end ([`Race::settle`]).
pub(super) const SETTLED_KEPT: usize = 4_096;

/// The positions a race settled: for each, whether the block held and how many positions
/// reading it took. Found by their hash, and compared with the board itself: a position
/// looked for is not copied (a race looks for every position it reaches, and keeps few).
#[derive(Default)]
pub(super) struct Settled {
    by_hash: FxHashMap<u64, Vec<(Reached, bool, usize)>>,
    len: usize,
}

/// A position of a race as its reading sees it: the stones, the ko point, the last move and
/// what it took (the enemy looks at them first), the moves left, and who moves.
struct Reached {
    colors: Vec<u8>,
    ko: Option<usize>,
    last: Option<usize>,
    captured: Vec<u32>,
    plies: usize,
    owner_to_move: bool,
}

impl Reached {
    fn of(board: &PlayoutBoard, plies: usize, owner_to_move: bool) -> Reached {
        Reached {
            colors: board.color.to_vec(),
            ko: board.ko,
            last: board.last,
            captured: board.captured.clone(),
            plies,
            owner_to_move,
        }
    }

    /// True when this is `board`'s position with `plies` moves left, `owner_to_move`.
    fn is(&self, board: &PlayoutBoard, plies: usize, owner_to_move: bool) -> bool {
        self.plies == plies
            && self.owner_to_move == owner_to_move
            && self.ko == board.ko
            && self.last == board.last
            && self.captured == board.captured
            && self.colors[..] == *board.color
    }
}

/// The hash of the position of `board` with `plies` moves left, `owner_to_move`.
fn hash_of(board: &PlayoutBoard, plies: usize, owner_to_move: bool) -> u64 {
    let mut hasher = FxHasher::default();
    (*board.color).hash(&mut hasher);
    (board.ko, board.last, &board.captured, plies, owner_to_move).hash(&mut hasher);
    hasher.finish()
}

impl Settled {
    pub(super) fn with_capacity(positions: usize) -> Settled {
        Settled {
            by_hash: FxHashMap::with_capacity_and_hasher(positions, Default::default()),
            len: 0,
        }
    }

    pub(super) fn clear(&mut self) {
        self.by_hash.clear();
        self.len = 0;
    }

    /// Whether the block held, and the positions read, where the position `hash` (of
    /// `board`, `plies`, `owner_to_move`) was settled.
    fn get(
        &self,
        hash: u64,
        board: &PlayoutBoard,
        plies: usize,
        owner_to_move: bool,
    ) -> Option<(bool, usize)> {
        self.by_hash
            .get(&hash)?
            .iter()
            .find(|(r, _, _)| r.is(board, plies, owner_to_move))
            .map(|&(_, holds, cost)| (holds, cost))
    }

    /// Keeps the position `hash` settled, while fewer than [`SETTLED_KEPT`] are.
    fn keep(
        &mut self,
        hash: u64,
        board: &PlayoutBoard,
        plies: usize,
        owner_to_move: bool,
        (holds, cost): (bool, usize),
    ) {
        if self.len >= SETTLED_KEPT {
            return;
        }
        let reached = Reached::of(board, plies, owner_to_move);
        self.by_hash
            .entry(hash)
            .or_default()
            .push((reached, holds, cost));
        self.len += 1;
    }
}

impl Race<'_> {
    /// `read` (the owner's turn or the enemy's, `owner_to_move`) of the position at `depth`:
    /// where another order of the race's moves settled it before, that answer, its positions
    /// spent again (the race reads on as it would have); else read, and kept where the reading
    /// did not run out of positions (a position settled within `plies` moves is settled the
    /// same whatever the order that reached it).
    pub(super) fn settle(
        &mut self,
        depth: usize,
        plies: usize,
        owner_to_move: bool,
        read: fn(&mut Self, usize, usize) -> bool,
    ) -> bool {
        let hash = hash_of(&self.boards[depth], plies, owner_to_move);
        let settled = self
            .settled
            .get(hash, &self.boards[depth], plies, owner_to_move);
        if let Some((holds, cost)) = settled {
            if self.recall && cost <= self.left {
                self.left -= cost;
                self.recalled += 1;
                return holds;
            }
        }
        let (left, ran_out) = (self.left, self.ran_out);
        let holds = read(self, depth, plies);
        // (a position found settled is not kept again: it was, with the same answer)
        if self.ran_out == ran_out && settled.is_none() {
            let cost = left - self.left;
            self.settled.keep(
                hash,
                &self.boards[depth],
                plies,
                owner_to_move,
                (holds, cost),
            );
        }
        holds
    }
}
