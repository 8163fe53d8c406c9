//! The proofs a thread read in the judgement under way, with what each read and what it
//! cost: a judgement made again with more playouts (and the keeps read again beside a proof)
//! asks most of its proofs a second time, on the same position and the same standing (every
//! proof reads a board made from the stones alone, so the same stones make the same board)
//! (kgs6d, its first 1,500 games: 2,719 of the 6,649 proofs of the judgements made again were
//! asked before; 38 of 78 in `2003-07-23-27`, its slowest judgement).

use super::anchors::Standing;
use super::memo::{Memo, PositionKey};
use super::Proof;
use crate::judge::light_board::PlayoutBoard;
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

/// A proof read: its answer, the positions it read, and the positions it could read (its
/// budget, or fewer when fewer were left).
#[derive(Clone, Copy)]
struct Read {
    proof: Proof,
    read: usize,
    could: usize,
}

thread_local! {
    static PROOFS_READ: RefCell<Memo<ProofKey, Read>> = RefCell::new(Memo::new(PROOFS_KEPT));
}

/// The answer and cost of the proof `key` read before, when reading it now with `could`
/// positions would read the same: a search that never ran out reads the same positions with
/// any budget bigger than what it read (its budget never reaches zero); one that ran out, only
/// with the same budget.
pub(super) fn recall(key: &ProofKey, could: usize) -> Option<(Proof, usize)> {
    PROOFS_READ.with(|proofs| {
        let proofs = proofs.borrow();
        let r = proofs.get(key)?;
        let same = (r.read < r.could && could > r.read) || could == r.could;
        same.then_some((r.proof, r.read))
    })
}

/// Forgets every proof this thread read (at the start of a judgement).
pub(super) fn forget() {
    PROOFS_READ.with(|proofs| proofs.borrow_mut().forget());
}

/// Keeps the proof `key`: `proof`, having read `read` of the `could` positions it could.
pub(super) fn remember(key: ProofKey, proof: Proof, read: usize, could: usize) {
    PROOFS_READ.with(|proofs| proofs.borrow_mut().keep(key, Read { proof, read, could }));
}
