//! The bounded search the three readers share (the races, `race.rs`; life, `life.rs`; the
//! verifier, `verify/`): a board per depth, reused from line to line and from reading to
//! reading, and a budget of positions for each reading, taken from the judgement's.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::light_board::{boards_from, copy_down, give_back_boards, PlayoutBoard};
use super::memo::{BlockKey, Memo, Read};

/// One reader's readings in one judgement: the positions left to read, and the boards of the
/// last search, lent to the next one.
pub(super) struct Readings {
    total: usize,
    boards: Vec<PlayoutBoard>,
}

impl Drop for Readings {
    /// Its boards go back to the thread's spare boards.
    fn drop(&mut self) {
        give_back_boards(std::mem::take(&mut self.boards));
    }
}

impl Readings {
    /// Readings of at most `total` positions in all.
    pub(super) fn new(total: usize) -> Readings {
        Readings {
            total,
            boards: Vec::new(),
        }
    }

    /// True when the positions ran out: some reading may have stopped short.
    pub(super) fn exhausted(&self) -> bool {
        self.total == 0
    }

    /// The positions left to read.
    pub(super) fn left(&self) -> usize {
        self.total
    }

    /// Takes `positions` from those left (a reading's cost, its answer known).
    pub(super) fn take(&mut self, positions: usize) {
        self.total -= positions;
    }

    /// The answer of the reading of one block from `key` with at most `budget` positions
    /// (fewer when fewer are left), as `kept` holds it from this judgement when made the same
    /// way before ([`Read::again`]), its positions taken from those left; else `afresh`
    /// reads it (returning the answer and the positions it read, taken already) and it is
    /// kept. A reading is a function of its board, block, first mover and budget alone (the
    /// key holds the board's stones, not the order its lists keep: the judge's boards made
    /// from the same stones list them the same), so the answer is the one reading it again
    /// would give (the life readings and the races read the same blocks again in the steps
    /// read with blocks on the other side of their lines, and in the judgement made again).
    pub(super) fn kept_or_read<A: Copy + 'static>(
        &mut self,
        kept: &'static LocalKey<RefCell<Memo<BlockKey, Read<A>>>>,
        key: BlockKey,
        budget: usize,
        afresh: impl FnOnce(&mut Readings) -> (A, usize),
    ) -> A {
        let could = budget.min(self.total);
        if let Some((answer, read)) = kept.with_borrow(|kept| kept.get(&key)?.again(could)) {
            self.take(read);
            return answer;
        }
        let (answer, read) = afresh(self);
        kept.with_borrow_mut(|kept| {
            kept.keep(
                key,
                Read {
                    answer,
                    read,
                    could,
                },
            )
        });
        answer
    }

    /// A search from `board` of at most `budget` positions (fewer when fewer are left).
    pub(super) fn search(&mut self, board: &PlayoutBoard, budget: usize) -> Search {
        let budget = budget.min(self.total);
        Search {
            boards: boards_from(&mut self.boards, board),
            budget,
            start: budget,
        }
    }

    /// Takes back a search's boards and the positions it read from those left; returns them.
    pub(super) fn finish(&mut self, search: Search) -> usize {
        let read = search.start - search.budget;
        self.total -= read;
        self.boards = search.boards;
        read
    }
}

/// One search: a board per depth (the position read at depth 0), and the positions left.
pub(super) struct Search {
    pub(super) boards: Vec<PlayoutBoard>,
    budget: usize,
    start: usize,
}

impl Search {
    /// The board at `depth` made a copy of the one above it.
    pub(super) fn prepare(&mut self, depth: usize) {
        copy_down(&mut self.boards, depth);
    }

    /// One position of the budget: `None` when none is left.
    pub(super) fn spend(&mut self) -> Option<()> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        Some(())
    }

    /// Ends the search as if its budget had run out (a reading it cannot settle: the
    /// positions it had left are spent with it).
    pub(super) fn give_up(&mut self) {
        self.budget = 0;
    }

    /// True when no position is left.
    pub(super) fn spent(&self) -> bool {
        self.budget == 0
    }

    /// The board at `depth + 1` made a copy of the one at `depth`, with `m` played by `color`
    /// (`None`: a pass). False, and nothing changed, when the move is illegal.
    pub(super) fn play(&mut self, depth: usize, m: Option<usize>, color: u8) -> bool {
        if m.is_some_and(|p| !self.boards[depth].is_legal(p, color)) {
            return false;
        }
        self.prepare(depth + 1);
        match m {
            Some(p) => self.boards[depth + 1].play(p, color),
            None => self.boards[depth + 1].pass(),
        }
        true
    }
}

/// A reader that searches: its [`Search`], and how it plays a move on the board below.
pub(super) trait Line {
    /// The reader's search.
    fn search(&mut self) -> &mut Search;

    /// The board at `depth + 1` made a copy of the one at `depth`, with `m` played by `color`
    /// (`None`: a pass). False when the move is illegal.
    fn play(&mut self, depth: usize, m: Option<usize>, color: u8) -> bool {
        self.search().play(depth, m, color)
    }
}

/// A node where `color` picks: each of `options` is played on the board below `depth`
/// (illegal ones skipped), and `child` reads that board: `Some(true)` as soon as one child
/// says the option reaches the picker's goal, `Some(false)` when none does, `None` when some
/// child did not know (and none reached it) or the budget ran out.
pub(super) fn any_of<R: Line>(
    reader: &mut R,
    depth: usize,
    color: u8,
    options: impl IntoIterator<Item = Option<usize>>,
    child: impl FnMut(&mut R) -> Option<bool>,
) -> Option<bool> {
    any_of_known(reader, depth, color, options, |_, _| None, child)
}

/// [`any_of`], where `known` may tell a child's answer from the board at `depth` and the
/// option alone (`Some(answer)`: the option is legal and its child would answer so), without
/// the option played: the board below is neither copied nor played on for it.
pub(super) fn any_of_known<R: Line>(
    reader: &mut R,
    depth: usize,
    color: u8,
    options: impl IntoIterator<Item = Option<usize>>,
    known: impl Fn(&PlayoutBoard, Option<usize>) -> Option<Option<bool>>,
    mut child: impl FnMut(&mut R) -> Option<bool>,
) -> Option<bool> {
    let mut unknown = false;
    for m in options {
        let answer = match known(&reader.search().boards[depth], m) {
            Some(answer) => answer,
            None => {
                if !reader.play(depth, m, color) {
                    continue;
                }
                child(reader)
            }
        };
        match answer {
            Some(true) => return Some(true),
            None => unknown = true,
            Some(false) => {}
        }
        if reader.search().spent() {
            return None;
        }
    }
    if unknown {
        None
    } else {
        Some(false)
    }
}

/// What the tests of the readers' memos share: a reading made on a thread of its own, and
/// readings made on one thread after another (`memo.rs`, [`Readings::kept_or_read`]).
#[cfg(test)]
pub(super) mod apart {
    /// `read` with `total` positions in all, on a thread that read nothing before.
    pub(in crate::judge) fn read_apart<A: Send>(
        read: &(impl Fn(usize) -> A + Sync),
        total: usize,
    ) -> A {
        std::thread::scope(|s| s.spawn(|| read(total)).join().expect("a reading"))
    }

    /// `read` with `whole` positions, then with each of `budgets`, all on one thread: a memo
    /// that answers only where a fresh reading would answer the same gives what
    /// [`read_apart`] gives for each budget.
    pub(in crate::judge) fn read_after<A: Send>(
        read: &(impl Fn(usize) -> A + Sync),
        whole: usize,
        budgets: &[usize],
    ) -> Vec<A> {
        std::thread::scope(|s| {
            s.spawn(|| {
                read(whole);
                budgets.iter().map(|&b| read(b)).collect()
            })
            .join()
            .expect("the readings")
        })
    }
}
