//! The proofs a thread read in the judgement under way, with what each read and what it
//! cost: a judgement made again with more playouts (and the keeps read again beside a proof)
//! asks most of its proofs a second time, on the same position and the same standing (every
//! proof reads a board made from the stones alone, so the same stones make the same board)
//! (kgs6d, its first 1,500 games: 2,719 of the 6,649 proofs of the judgements made again were
//! asked before; 38 of 78 in `2003-07-23-27`, its slowest judgement).

use super::anchors::Standing;
use super::Proof;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::memo::{Memo, PositionKey, Read};
use std::cell::RefCell;

/// Proofs a thread keeps, at most (then it forgets them all and starts again).
const PROOFS_KEPT: usize = 256;

/// Everything a proof reads: what it proves (life or death), the position, the last move (the
/// readers look at it first), the block, the standing of every stone, who moves first, and the
/// proof's own budget.
#[derive(PartialEq, Eq, Hash)]
pub(super) struct ProofKey {
    alive: bool,
    position: PositionKey,
    last: Option<usize>,
    stone: usize,
    anchors: Vec<Standing>,
    owner_first: bool,
    budget: usize,
}

impl ProofKey {
    pub(super) fn of(
        alive: bool,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
        budget: usize,
    ) -> ProofKey {
        ProofKey {
            alive,
            position: PositionKey::of(board),
            last: board.last,
            stone,
            anchors: anchors.to_vec(),
            owner_first,
            budget,
        }
    }
}

thread_local! {
    static PROOFS_READ: RefCell<Memo<ProofKey, Read<Proof>>> = RefCell::new(Memo::new(PROOFS_KEPT));
}

/// The answer and cost of the proof `key` read before, when reading it now with `could`
/// positions would read the same ([`Read::again`]).
pub(super) fn recall(key: &ProofKey, could: usize) -> Option<(Proof, usize)> {
    PROOFS_READ.with(|proofs| proofs.borrow().get(key)?.again(could))
}

/// Forgets every proof this thread read (at the start of a judgement).
pub(super) fn forget() {
    PROOFS_READ.with(|proofs| proofs.borrow_mut().forget());
}

/// Keeps the proof `key`: `proof`, having read `read` of the `could` positions it could.
pub(super) fn remember(key: ProofKey, proof: Proof, read: usize, could: usize) {
    let read = Read {
        answer: proof,
        read,
        could,
    };
    PROOFS_READ.with(|proofs| proofs.borrow_mut().keep(key, read));
}
