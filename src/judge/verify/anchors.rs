//! The judge's calls as the verifier's reading sees them: which stones are anchors (life by
//! clear evidence), which are dead, and which of them a line of the reading has captured.

use crate::judge::light_board::PlayoutBoard;
use std::cell::RefCell;

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
/// stone, no anchor). A reading kept for other standings (a race of filling, a proof) has
/// the stones whose standing it asked written down ([`Anchors::noting_in`]).
#[derive(Clone, Copy)]
pub(super) struct Anchors<'a> {
    marks: &'a [Standing],
    lost: &'a [usize],
    asked: Option<&'a RefCell<Asked>>,
}

impl<'a> Anchors<'a> {
    pub(super) fn new(marks: &'a [Standing]) -> Anchors<'a> {
        Anchors::after(marks, &[])
    }

    /// The anchors once a line has captured the stones `lost`.
    pub(super) fn after(marks: &'a [Standing], lost: &'a [usize]) -> Anchors<'a> {
        Anchors {
            marks,
            lost,
            asked: None,
        }
    }

    /// These anchors, with the stones `lost` captured in place of those they list (the same
    /// marks, and the stones asked written down where these write them).
    pub(super) fn losing<'b>(&self, lost: &'b [usize]) -> Anchors<'b>
    where
        'a: 'b,
    {
        Anchors {
            marks: self.marks,
            lost,
            asked: self.asked,
        }
    }

    /// These anchors, each stone whose standing is asked written down in `asked`.
    pub(super) fn noting_in<'b>(&self, asked: &'b RefCell<Asked>) -> Anchors<'b>
    where
        'a: 'b,
    {
        Anchors {
            marks: self.marks,
            lost: self.lost,
            asked: Some(asked),
        }
    }

    /// These anchors with the marks `marks` in place of theirs (the same stones lost, and the
    /// stones asked written down where these write them).
    pub(super) fn marked<'b>(&self, marks: &'b [Standing]) -> Anchors<'b>
    where
        'a: 'b,
    {
        Anchors {
            marks,
            lost: self.lost,
            asked: self.asked,
        }
    }

    /// Writes the stones `stones` down as asked, where these anchors write them: a reading
    /// made on other anchors (a race of filling, with its own list) or recalled asked them.
    pub(super) fn note(&self, stones: impl IntoIterator<Item = usize>) {
        if let Some(asked) = self.asked {
            let mut asked = asked.borrow_mut();
            for s in stones {
                asked.note(s);
            }
        }
    }

    /// The marks at the start, and the stones lost since (to build anchors that lose more).
    pub(super) fn parts(&self) -> (&'a [Standing], &'a [usize]) {
        (self.marks, self.lost)
    }

    /// The standing of the stone at `s` as these anchors answer for it: its mark, or
    /// [`Standing::Open`] once a line captured it. Not written down: two anchors that give
    /// the stones a reading asked the same standings give it the same answers.
    pub(super) fn standing(&self, s: usize) -> Standing {
        match self.marks[s] {
            Standing::Open => Standing::Open,
            _ if self.lost.contains(&s) => Standing::Open,
            mark => mark,
        }
    }

    /// [`Anchors::standing`], written down as asked.
    fn asked(&self, s: usize) -> Standing {
        if let Some(asked) = self.asked {
            asked.borrow_mut().note(s);
        }
        self.standing(s)
    }

    pub(super) fn holds(&self, s: usize) -> bool {
        self.asked(s) == Standing::Anchor
    }

    /// True when the stone at `s` was judged dead (and no move of the line captured it).
    pub(super) fn is_dead(&self, s: usize) -> bool {
        self.asked(s) == Standing::Dead
    }

    /// True when a stone of the block at `head` is an anchor.
    pub(super) fn in_block(&self, board: &PlayoutBoard, head: usize) -> Option<usize> {
        board.stones_of(head).find(|&s| self.holds(s))
    }
}

/// The stones a reading asked the standing of, each written down once (a proof asks the
/// same few stones hundreds of times: kgs6d, 22 stones asked 300 times on average).
#[derive(Default)]
pub(super) struct Asked {
    /// Per point, whether it is written down (grown as points are asked).
    noted: Vec<bool>,
    stones: Vec<usize>,
}

impl Asked {
    fn note(&mut self, s: usize) {
        if s >= self.noted.len() {
            self.noted.resize(s + 1, false);
        }
        if !self.noted[s] {
            self.noted[s] = true;
            self.stones.push(s);
        }
    }

    /// The stones asked, each with the standing `anchors` (those the reading was given)
    /// give it.
    pub(super) fn standings(self, anchors: Anchors) -> AskedStandings {
        AskedStandings(
            self.stones
                .into_iter()
                .map(|s| (s, anchors.standing(s)))
                .collect(),
        )
    }
}

/// The stones a reading asked the standing of, each with the standing it was given. A
/// reading is a function of its start and of those standings, so anchors that give them
/// alike ([`AskedStandings::alike`]) give it the same answer, whatever the other stones'.
pub(super) struct AskedStandings(Vec<(usize, Standing)>);

impl AskedStandings {
    /// True when `anchors` give every stone asked the standing it was given.
    pub(super) fn alike(&self, anchors: Anchors) -> bool {
        self.0
            .iter()
            .all(|&(s, standing)| anchors.standing(s) == standing)
    }

    /// The stones asked.
    pub(super) fn stones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().map(|&(s, _)| s)
    }
}
