//! The positions a race settled, recalled where another order of its moves reaches them
//! again: the fills and presses of a race transpose, and half the positions its reading
//! reaches were reached before (kgs6d, 100 games: 1,652 distinct of 3,087; the six races of
//! `2003-02-16-16` that run out of positions, 125 to 188 of their 400).

use super::Race;
use crate::judge::light_board::{opponent, PlayoutBoard};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// Most positions a race keeps settled (the map, lent from race to race, holds room for
/// them from the start): room for every position a seki test's race may read
/// (`RACE_POSITIONS`, 2,000 when this was set; 1,000 since) and the ends it reaches. With 1,024, `2003-02-16-16` read 196 M
/// instructions against 209 M with 256 (266 M recalling none). With 4,096 (since
/// 2026-12-05), the races of kgs6d's 40 slowest judgements read 244 M instructions against
/// 298 M with 256 (2,048: 244 M). The colours of that many 19x19 positions are 1.8 MB a
/// thread, kept for its next races: `score --dead judge` on kgs6d peaks at 66 MB (60 MB when
/// each position kept its own list, freed at the race's end). The answers cannot change: a
/// position is recalled only where reading it again would read the same positions to the
/// same end ([`Race::settle`]).
pub(super) const SETTLED_KEPT: usize = 4_096;

/// The positions a race settled: for each, whether the block held and how many positions
/// reading it took. Found by their hash, and compared with the board itself: a position
/// looked for is not copied (a race looks for every position it reaches, and keeps few).
/// The positions kept are written one after the other into two lists (their colours, and
/// the stones their last moves took) that the next race of the thread writes over: keeping
/// one allocates nothing, and forgetting them all frees nothing.
#[derive(Default)]
pub(super) struct Settled {
    /// Per hash, the last position kept with it (each names the one kept before it).
    by_hash: FxHashMap<u64, u32>,
    reached: Vec<Reached>,
    /// The colours of the positions kept, one board after the other.
    colors: Vec<u8>,
    /// The stones their last moves took.
    captured: Vec<u32>,
}

/// A position of a race as its reading sees it: the stones (where in [`Settled::colors`]),
/// the ko point, the last move and what it took (the enemy looks at them first; where in
/// [`Settled::captured`]), the moves left, and who moves; and how its reading ended.
struct Reached {
    colors: usize,
    captured: (usize, usize),
    ko: Option<usize>,
    last: Option<usize>,
    plies: usize,
    owner_to_move: bool,
    holds: bool,
    cost: usize,
    /// The position kept before it with the same hash.
    before: Option<u32>,
}

impl Settled {
    pub(super) fn with_capacity(positions: usize) -> Settled {
        Settled {
            by_hash: FxHashMap::with_capacity_and_hasher(positions, Default::default()),
            reached: Vec::with_capacity(positions),
            colors: Vec::new(),
            captured: Vec::new(),
        }
    }

    pub(super) fn clear(&mut self) {
        self.by_hash.clear();
        self.reached.clear();
        self.colors.clear();
        self.captured.clear();
    }

    /// True when `r` is `board`'s position with `plies` moves left, `owner_to_move`.
    fn is(&self, r: &Reached, board: &PlayoutBoard, plies: usize, owner_to_move: bool) -> bool {
        let len = board.color.len();
        let (from, to) = r.captured;
        r.plies == plies
            && r.owner_to_move == owner_to_move
            && r.ko == board.ko
            && r.last == board.last
            && self.captured[from..to] == board.captured[..]
            && self.colors[r.colors..r.colors + len] == *board.color
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
        let mut at = self.by_hash.get(&hash).copied();
        while let Some(i) = at {
            let r = &self.reached[i as usize];
            if self.is(r, board, plies, owner_to_move) {
                return Some((r.holds, r.cost));
            }
            at = r.before;
        }
        None
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
        if self.reached.len() >= SETTLED_KEPT {
            return;
        }
        let room = SETTLED_KEPT * board.color.len();
        if self.colors.capacity() < room {
            // room for every position a race keeps, made once for the thread: grown by
            // doubling, the list was copied again and again by the first races of a process
            // (a tenth of the races' instructions in one judgement of kgs6d `2003-12-01-8`)
            self.colors.reserve_exact(room - self.colors.len());
        }
        let colors = self.colors.len();
        self.colors.extend_from_slice(&board.color);
        let from = self.captured.len();
        self.captured.extend_from_slice(&board.captured);
        let i = self.reached.len() as u32;
        let before = self.by_hash.insert(hash, i);
        self.reached.push(Reached {
            colors,
            captured: (from, self.captured.len()),
            ko: board.ko,
            last: board.last,
            plies,
            owner_to_move,
            holds,
            cost,
            before,
        });
    }
}

/// The part of a position's hash its stone of colour `c` at the point `p` adds (`c` one of
/// the two colours): the point and the colour mixed (SplitMix64's finish), so that the
/// stones of a position add up, exclusive or, to a hash of its colours.
fn stone_hash(p: usize, c: u8) -> u64 {
    let mut z = ((p as u64) << 2 | c as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash of the colours of `after`, the board once `p` was played there by `color` on a
/// board whose colours hashed to `before`: with the new stone, and without those it took.
fn hash_after_move(before: u64, after: &PlayoutBoard, p: usize, color: u8) -> u64 {
    let taken = opponent(color);
    after
        .captured
        .iter()
        .fold(before ^ stone_hash(p, color), |h, &s| {
            h ^ stone_hash(s as usize, taken)
        })
}

impl Race<'_> {
    /// The hash of the colours of the board at `depth + 1`, once `p` was played there by
    /// `color` on the board at `depth` ([`Race::play`], [`hash_after_move`]). The race's first
    /// board hashes to zero: the positions of one race are told apart by what its moves
    /// changed.
    pub(super) fn hash_move(&mut self, depth: usize, p: usize, color: u8) {
        let hash = hash_after_move(self.hashes[depth], &self.boards[depth + 1], p, color);
        self.hashes.truncate(depth + 1);
        self.hashes.push(hash);
    }

    /// The hash of the position at `depth` with `plies` moves left, `owner_to_move`.
    fn hash_at(&self, depth: usize, plies: usize, owner_to_move: bool) -> u64 {
        let board = &self.boards[depth];
        let mut hasher = FxHasher::default();
        self.hashes[depth].hash(&mut hasher);
        (board.ko, board.last, &board.captured, plies, owner_to_move).hash(&mut hasher);
        hasher.finish()
    }

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
        let hash = self.hash_at(depth, plies, owner_to_move);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::{BLACK, WHITE};

    #[test]
    fn a_moves_hash_is_the_hash_of_the_colours_it_leaves() {
        // on the boards of a ko fight and captures, the hash each move leaves (from the
        // board before) is the sum of the stones' parts of the board after it, less those of
        // the first board: a function of the colours alone, whatever order reached them
        let first = PlayoutBoard::from_rows(&[".xo..", "xo.o.", ".xo..", "....."]);
        let of_stones = |b: &PlayoutBoard| {
            (0..b.color.len())
                .filter(|&p| matches!(b.color[p], BLACK | WHITE))
                .fold(0, |h, p| h ^ stone_hash(p, b.color[p]))
        };
        let start = of_stones(&first);
        let mut board = first.clone();
        let mut hash = 0;
        // Black takes the ko at C3 (White's B3 captured), two moves elsewhere, and White
        // takes back at B3 (Black's C3 captured)
        for (col, row, color) in [(2, 1, BLACK), (4, 3, WHITE), (0, 3, BLACK), (1, 1, WHITE)] {
            let p = board.at(col, row);
            board.play(p, color);
            hash = hash_after_move(hash, &board, p, color);
            assert_eq!(hash, of_stones(&board) ^ start, "after {col}, {row}");
        }
        assert_eq!(
            board.captured,
            vec![board.at(2, 1) as u32],
            "the ko taken back"
        );
    }
}
