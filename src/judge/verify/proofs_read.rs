//! The proofs a thread read in the judgement under way, with what each read and what it
//! cost: a judgement made again with more playouts (and the keeps read again beside a proof)
//! asks most of its proofs a second time, on the same position (every proof reads a board
//! made from the stones alone, so the same stones make the same board) (kgs6d, its first
//! 1,500 games: 2,719 of the 6,649 proofs of the judgements made again were asked before; 38
//! of 78 in `2003-07-23-27`, its slowest judgement). A proof is recalled where the stones its
//! reading asked the standing of stand alike, whatever the others: the steps read again with
//! calls on the other side of a line ask the same proofs under other standings (kgs6d
//! `2002-03-14-20`: 65 of its 101 proofs read were proofs read before under other standings).

use super::anchors::{Anchors, AskedStandings};
use super::Proof;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::memo::{Memo, PositionKey, Read};
use std::cell::RefCell;

/// Proofs a thread keeps, at most (then it forgets them all and starts again).
const PROOFS_KEPT: usize = 256;

/// Where a proof starts: what it proves (life or death), the position, the last move (the
/// readers look at it first), the block, who moves first, and the proof's own budget.
#[derive(PartialEq, Eq, Hash)]
pub(super) struct ProofKey {
    alive: bool,
    position: PositionKey,
    last: Option<usize>,
    stone: usize,
    owner_first: bool,
    budget: usize,
}

impl ProofKey {
    pub(super) fn of(
        alive: bool,
        board: &PlayoutBoard,
        stone: usize,
        owner_first: bool,
        budget: usize,
    ) -> ProofKey {
        ProofKey {
            alive,
            position: PositionKey::of(board),
            last: board.last,
            stone,
            owner_first,
            budget,
        }
    }
}

/// A proof read: the stones whose standing its reading asked (the races it read included),
/// each with the standing it was given, and what it found. The reading is a function of its
/// start, of those standings and of the positions it could read, so where they are alike it
/// reads alike (the steps read again with calls on the other side of a line, `calls/`, ask
/// most proofs again under standings that differ only where the proof never looked).
struct ProofRead {
    asked: AskedStandings,
    read: Read<Proof>,
}

thread_local! {
    static PROOFS_READ: RefCell<Memo<ProofKey, Vec<ProofRead>>> =
        RefCell::new(Memo::new(PROOFS_KEPT));
}

/// The answer and cost of the proof `key` read before with the stones it asked standing as
/// `anchors` give them, when reading it now with `could` positions would read the same
/// ([`Read::again`]).
pub(super) fn recall(key: &ProofKey, anchors: Anchors, could: usize) -> Option<(Proof, usize)> {
    PROOFS_READ.with(|proofs| {
        let proofs = proofs.borrow();
        proofs.get(key)?.iter().find_map(|p| {
            p.asked
                .alike(anchors)
                .then(|| p.read.again(could))
                .flatten()
        })
    })
}

/// Forgets every proof this thread read (at the start of a judgement).
pub(super) fn forget() {
    PROOFS_READ.with(|proofs| proofs.borrow_mut().forget());
}

/// Keeps the proof `key`, read with the stones it asked standing as `asked` says: `proof`,
/// having read `read` of the `could` positions it could.
pub(super) fn remember(
    key: ProofKey,
    asked: AskedStandings,
    proof: Proof,
    read: usize,
    could: usize,
) {
    let kept = ProofRead {
        asked,
        read: Read {
            answer: proof,
            read,
            could,
        },
    };
    PROOFS_READ.with(|proofs| proofs.borrow_mut().push(key, kept));
}
