//! What the verifier's two memos share (the proofs in `proofs_read.rs`, the races of filling
//! in `race_to_fill/`): the position a reading starts from, as a key, and a map of the
//! answers one thread read in the judgement under way, bounded.

use crate::judge::light_board::PlayoutBoard;
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// The position a reading starts from: the board's shape and stones, the ko point, and the
/// stones the last move took (the readers look at them first).
#[derive(PartialEq, Eq, Hash)]
pub(super) struct PositionKey {
    stride: usize,
    colors: Vec<u8>,
    ko: Option<usize>,
    captured: Vec<u32>,
}

impl PositionKey {
    pub(super) fn of(board: &PlayoutBoard) -> PositionKey {
        PositionKey {
            stride: board.stride(),
            colors: board.color.to_vec(),
            ko: board.ko,
            captured: board.captured.clone(),
        }
    }
}

/// Answers kept by one thread, at most `kept` of them: when full, it forgets them all and
/// starts again. Hashed with `rustc-hash`'s Fx hasher: a key is a whole board, and the
/// standard SipHash over it was 6% of a judgement's instructions (callgrind, 40 kgs6d games);
/// the map is only asked and filled, never walked, so the hasher cannot change an answer.
pub(super) struct Memo<K, V> {
    answers: FxHashMap<K, V>,
    kept: usize,
}

impl<K: Eq + Hash, V> Memo<K, V> {
    pub(super) fn new(kept: usize) -> Memo<K, V> {
        Memo {
            answers: FxHashMap::default(),
            kept,
        }
    }

    pub(super) fn get(&self, key: &K) -> Option<&V> {
        self.answers.get(key)
    }

    pub(super) fn keep(&mut self, key: K, answer: V) {
        if self.answers.len() >= self.kept {
            self.answers.clear();
        }
        self.answers.insert(key, answer);
    }

    pub(super) fn forget(&mut self) {
        self.answers.clear();
    }
}
