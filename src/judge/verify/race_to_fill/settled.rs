//! The positions a race settled, recalled where another order of its moves reaches them
//! again: the fills and presses of a race transpose, and half the positions its reading
//! reaches were reached before (kgs6d, 100 games: 1,652 distinct of 3,087; the six races of
//! `2003-02-16-16` that run out of positions, 125 to 188 of their 400).

use super::Race;
use crate::judge::light_board::PlayoutBoard;
use rustc_hash::FxHashMap;

/// Most positions a race keeps settled (the map, lent from race to race, holds room for
/// them from the start). With 1,024, `2003-02-16-16` read 196 M instructions against 209 M
/// with 256 (266 M recalling none), and kgs6d with two jobs took 6 MiB more memory, not 3.
pub(super) const SETTLED_KEPT: usize = 256;

/// The positions a race settled: for each, whether the block held and how many positions
/// reading it took.
pub(super) type Settled = FxHashMap<Reached, (bool, usize)>;

/// A position of a race as its reading sees it: the stones, the ko point, the last move and
/// what it took (the enemy looks at them first), the moves left, and who moves.
#[derive(PartialEq, Eq, Hash)]
pub(super) struct Reached {
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
        let reached = Reached::of(&self.boards[depth], plies, owner_to_move);
        if let Some(&(holds, cost)) = self.settled.get(&reached) {
            if self.recall && cost <= self.left {
                self.left -= cost;
                self.recalled += 1;
                return holds;
            }
        }
        let (left, ran_out) = (self.left, self.ran_out);
        let holds = read(self, depth, plies);
        if self.ran_out == ran_out && self.settled.len() < SETTLED_KEPT {
            self.settled.insert(reached, (holds, left - self.left));
        }
        holds
    }
}
