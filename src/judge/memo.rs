//! What the readers' memos share (the verifier's proofs in `verify/proofs_read.rs` and races
//! of filling in `verify/race_to_fill/`, the life readings in `life.rs`, the capturing races
//! in `race.rs`): the position a reading starts from, as a key, a map of the answers one
//! thread read in the judgement under way, bounded, and when a reading kept answers for the
//! same reading made again with another budget.

use crate::judge::light_board::PlayoutBoard;
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// The position a reading starts from: the board's shape and stones, the ko point, and the
/// stones the last move took (the readers look at them first).
#[derive(PartialEq, Eq, Hash)]
pub(in crate::judge) struct PositionKey {
    stride: usize,
    colors: Vec<u8>,
    ko: Option<usize>,
    captured: Vec<u32>,
}

impl PositionKey {
    pub(in crate::judge) fn of(board: &PlayoutBoard) -> PositionKey {
        PositionKey {
            stride: board.stride(),
            colors: board.color.to_vec(),
            ko: board.ko,
            captured: board.captured.clone(),
        }
    }
}

/// Where a reader's reading of one block starts: the position, its last move (the readers look
/// at it first), the block's stone, and who moves first (`first`: the reader's own flag).
#[derive(PartialEq, Eq, Hash)]
pub(in crate::judge) struct BlockKey {
    position: PositionKey,
    last: Option<usize>,
    stone: usize,
    first: bool,
}

impl BlockKey {
    pub(in crate::judge) fn of(board: &PlayoutBoard, stone: usize, first: bool) -> BlockKey {
        BlockKey {
            position: PositionKey::of(board),
            last: board.last,
            stone,
            first,
        }
    }
}

/// A reading kept: its answer, the positions it read, and the positions it could read (its
/// budget, or fewer when fewer were left).
#[derive(Clone, Copy)]
pub(in crate::judge) struct Read<A> {
    pub(in crate::judge) answer: A,
    pub(in crate::judge) read: usize,
    pub(in crate::judge) could: usize,
}

impl<A: Copy> Read<A> {
    /// Its answer and cost when the same reading made now with `could` positions would read
    /// the same: a search that never ran out reads the same positions with any budget bigger
    /// than what it read (its budget never reaches zero); one that ran out, only with the
    /// same budget.
    pub(in crate::judge) fn again(&self, could: usize) -> Option<(A, usize)> {
        let same = (self.read < self.could && could > self.read) || could == self.could;
        same.then_some((self.answer, self.read))
    }
}

/// Answers kept by one thread, at most `kept` of them: when full, it forgets them all and
/// starts again. Hashed with `rustc-hash`'s Fx hasher: a key is a whole board, and the
/// standard SipHash over it was 6% of a judgement's instructions (callgrind, 40 kgs6d games);
/// the map is only asked and filled, never walked, so the hasher cannot change an answer.
pub(in crate::judge) struct Memo<K, V> {
    answers: FxHashMap<K, V>,
    kept: usize,
}

impl<K: Eq + Hash, V> Memo<K, V> {
    pub(in crate::judge) fn new(kept: usize) -> Memo<K, V> {
        Memo {
            answers: FxHashMap::default(),
            kept,
        }
    }

    pub(in crate::judge) fn get(&self, key: &K) -> Option<&V> {
        self.answers.get(key)
    }

    pub(in crate::judge) fn keep(&mut self, key: K, answer: V) {
        if self.answers.len() >= self.kept {
            self.answers.clear();
        }
        self.answers.insert(key, answer);
    }

    pub(in crate::judge) fn forget(&mut self) {
        self.answers.clear();
    }
}

impl<K: Eq + Hash, V> Memo<K, Vec<V>> {
    /// Adds `answer` to those kept for `key` (a reading kept once for each set of standings
    /// it was read under).
    pub(in crate::judge) fn push(&mut self, key: K, answer: V) {
        match self.answers.get_mut(&key) {
            Some(answers) => answers.push(answer),
            None => self.keep(key, vec![answer]),
        }
    }
}
