//! The judge's calls as the verifier's reading sees them: which stones are anchors (life by
//! clear evidence), which are dead, and which of them a line of the reading has captured.

use crate::judge::light_board::PlayoutBoard;

/// How the judge left a stone, as the verifier reads it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(in crate::judge) enum Standing {
    /// Neither of the two below (or an empty point).
    #[default]
    Open,
    /// Its block lives by clear evidence: a link to it is life.
    Anchor,
    /// Judged dead: inside a space it does not open it to the enemy.
    Dead,
}

/// The anchors as they stand on a board of the reading: the stones marked at the start,
/// less those a move of the reading captured (a stone played again on such a point is a new
/// stone, no anchor).
#[derive(Clone, Copy)]
pub(super) struct Anchors<'a> {
    marks: &'a [Standing],
    lost: &'a [usize],
}

impl<'a> Anchors<'a> {
    pub(super) fn new(marks: &'a [Standing]) -> Anchors<'a> {
        Anchors::after(marks, &[])
    }

    /// The anchors once a line has captured the stones `lost`.
    pub(super) fn after(marks: &'a [Standing], lost: &'a [usize]) -> Anchors<'a> {
        Anchors { marks, lost }
    }

    /// The marks at the start, and the stones lost since (to build anchors that lose more).
    pub(super) fn parts(&self) -> (&'a [Standing], &'a [usize]) {
        (self.marks, self.lost)
    }

    pub(super) fn holds(&self, s: usize) -> bool {
        self.marks[s] == Standing::Anchor && !self.lost.contains(&s)
    }

    /// True when the stone at `s` was judged dead (and no move of the line captured it).
    pub(super) fn is_dead(&self, s: usize) -> bool {
        self.marks[s] == Standing::Dead && !self.lost.contains(&s)
    }

    /// True when a stone of the block at `head` is an anchor.
    pub(super) fn in_block(&self, board: &PlayoutBoard, head: usize) -> Option<usize> {
        board.stones_of(head).find(|&s| self.holds(s))
    }
}
