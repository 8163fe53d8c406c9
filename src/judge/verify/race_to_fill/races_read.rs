//! The races of filling a thread read in the judgement under way, and their answers, for
//! [`holds_in_race`](super::holds_in_race) to recall where a race is asked again.

use super::{OpenRaces, RaceAnswer};
use crate::judge::light_board::PlayoutBoard;
use crate::judge::memo::{Memo, PositionKey};
use crate::judge::verify::anchors::{Anchors, AskedStandings};
use std::cell::RefCell;

/// The answer of the race `key` as this thread read it before under the same standings of
/// the stones that reading asked, if it did (those stones noted as asked by `anchors`).
pub(super) fn recall(key: &RaceKey, anchors: Anchors) -> Option<RaceAnswer> {
    RACES_READ.with(|read| {
        let read = read.borrow();
        let found = read
            .get(key)
            .and_then(|reads| reads.iter().find(|r| r.asked.alike(anchors)))?;
        // a proof reading this race asked what the race's reading asked
        anchors.note(found.asked.questions());
        Some(found.answer)
    })
}

/// Keeps the answer of the race `key`, read with the stones `asked` standing as they did.
pub(super) fn keep(key: RaceKey, asked: AskedStandings, answer: RaceAnswer) {
    RACES_READ.with(|races| races.borrow_mut().push(key, RaceRead { asked, answer }));
}

/// The stones each reading this thread kept of the race at `stone` asked the standing of
/// (its [`RaceRead`]s), for tests.
#[cfg(test)]
pub(super) fn asked_by_reads_kept(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    open: OpenRaces,
) -> Vec<Vec<usize>> {
    let key = RaceKey::of(board, stone, owner_to_move, open);
    RACES_READ.with(|read| {
        read.borrow().get(&key).map_or(Vec::new(), |reads| {
            reads.iter().map(|r| r.asked.stones().collect()).collect()
        })
    })
}

/// Forgets every race this thread read (at the start of a judgement).
pub(in crate::judge::verify) fn forget() {
    RACES_READ.with(|read| read.borrow_mut().forget());
}

/// Races a thread keeps the answer of, at most (then it forgets them all and starts again).
const RACES_KEPT: usize = 512;

thread_local! {
    /// The races this thread read in the judgement under way, and their answers: a proof of
    /// death reaches the same position by several orders of its moves and asks the same race
    /// again (kgs6d: half of the races read, and nine in ten in `2003-08-12-8`, were asked
    /// before in the same judgement). The answer is the first order's reading; the board of
    /// another order holds the same stones but may list a block's liberties in another order,
    /// which changes a race only where it runs out of positions (kgs6d, the judge sets, the
    /// counted games, the archive: no answer changed). The same holds for another stone of
    /// the block, and for the block asked under other standings of stones the race never
    /// looked at: the steps read again with calls on the other side of a line
    /// (`calls/`) and the seki tests ask one race under the standings of several steps
    /// (kgs6d `2003-08-22-5`: one race that runs out of positions, asked three times).
    pub(super) static RACES_READ: RefCell<Memo<RaceKey, Vec<RaceRead>>> =
        RefCell::new(Memo::new(RACES_KEPT));
}

/// Where a race of [`holds_in_race`](super::holds_in_race) starts: the position (the stones
/// the last move took among it: the enemy to move first looks at them), the block, and who
/// moves first.
#[derive(PartialEq, Eq, Hash)]
pub(super) struct RaceKey {
    position: PositionKey,
    head: usize,
    owner_to_move: bool,
    open: OpenRaces,
}

impl RaceKey {
    pub(super) fn of(
        board: &PlayoutBoard,
        stone: usize,
        owner_to_move: bool,
        open: OpenRaces,
    ) -> RaceKey {
        RaceKey {
            position: PositionKey::of(board),
            head: board.block_head(stone),
            owner_to_move,
            open,
        }
    }
}

/// A race read: the stones whose standing (the judge's call, as the line left it) its
/// reading asked, each with the standing it was given, and its answer. The reading is a
/// function of the position and of those standings alone, so where they stand alike it
/// answers alike.
pub(super) struct RaceRead {
    asked: AskedStandings,
    answer: RaceAnswer,
}
