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

    /// Writes the questions `questions` down as asked (each a stone and what was asked of
    /// it), where these anchors write them: a reading made on other anchors (a race of
    /// filling, with its own list) or recalled asked them.
    pub(super) fn note(&self, questions: impl IntoIterator<Item = (usize, Questions)>) {
        if let Some(asked) = self.asked {
            let mut asked = asked.borrow_mut();
            for (s, q) in questions {
                asked.note(s, q);
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

    /// [`Anchors::standing`], the question `question` written down as asked of it.
    fn asked(&self, s: usize, question: Questions) -> Standing {
        if let Some(asked) = self.asked {
            asked.borrow_mut().note(s, question);
        }
        self.standing(s)
    }

    /// True when the stone at `s` is an anchor (and no move of the line captured it).
    pub(super) fn holds(&self, s: usize) -> bool {
        self.asked(s, Questions::ANCHOR) == Standing::Anchor
    }

    /// True when the stone at `s` was judged dead (and no move of the line captured it).
    pub(super) fn is_dead(&self, s: usize) -> bool {
        self.asked(s, Questions::DEAD) == Standing::Dead
    }

    /// True when a stone of the block at `head` is an anchor.
    pub(super) fn in_block(&self, board: &PlayoutBoard, head: usize) -> Option<usize> {
        board.stones_of(head).find(|&s| self.holds(s))
    }
}

/// What a reading asked of a stone's standing: whether it is an anchor, whether it is dead,
/// or both (a bit each). A reading sees a stone's standing only through these questions, so
/// two standings that answer them alike read alike: a stone asked only whether it is an
/// anchor reads the same open or dead (kgs6d `2003-11-24-12`: a seki test's race, asked again
/// once the judge had called some of the stones it asked of dead, was read twice).
#[derive(Clone, Copy, Debug)]
pub(super) struct Questions(u8);

impl Questions {
    /// Whether the stone is an anchor ([`Anchors::holds`]).
    const ANCHOR: Questions = Questions(1);
    /// Whether the stone is dead ([`Anchors::is_dead`]).
    const DEAD: Questions = Questions(2);

    /// True when the standings `a` and `b` answer these questions alike.
    fn alike(self, a: Standing, b: Standing) -> bool {
        let answers_alike = |q: Questions, standing: Standing| {
            self.0 & q.0 == 0 || (a == standing) == (b == standing)
        };
        answers_alike(Questions::ANCHOR, Standing::Anchor)
            && answers_alike(Questions::DEAD, Standing::Dead)
    }
}

/// The stones a reading asked the standing of, each written down once with what was asked
/// of it (a proof asks the same few stones hundreds of times: kgs6d, 22 stones asked 300
/// times on average).
#[derive(Default)]
pub(super) struct Asked {
    /// Per point, the questions written down (grown as points are asked).
    noted: Vec<u8>,
    stones: Vec<usize>,
}

impl Asked {
    fn note(&mut self, s: usize, q: Questions) {
        if s >= self.noted.len() {
            self.noted.resize(s + 1, 0);
        }
        if self.noted[s] == 0 {
            self.stones.push(s);
        }
        self.noted[s] |= q.0;
    }

    /// The stones asked, each with what was asked of it and the standing `anchors` (those
    /// the reading was given) give it.
    pub(super) fn standings(self, anchors: Anchors) -> AskedStandings {
        AskedStandings(
            self.stones
                .into_iter()
                .map(|s| (s, Questions(self.noted[s]), anchors.standing(s)))
                .collect(),
        )
    }
}

/// The stones a reading asked the standing of, each with what was asked of it and the
/// standing it was given. A reading is a function of its start and of the answers to those
/// questions, so anchors that answer them alike ([`AskedStandings::alike`]) give it the same
/// answer, whatever the other stones' standings.
pub(super) struct AskedStandings(Vec<(usize, Questions, Standing)>);

impl AskedStandings {
    /// True when `anchors` answer every question asked as the standings given did.
    pub(super) fn alike(&self, anchors: Anchors) -> bool {
        self.0
            .iter()
            .all(|&(s, q, standing)| q.alike(anchors.standing(s), standing))
    }

    /// The stones asked, each with what was asked of it.
    pub(super) fn questions(&self) -> impl Iterator<Item = (usize, Questions)> + '_ {
        self.0.iter().map(|&(s, q, _)| (s, q))
    }

    /// The stones asked.
    #[cfg(test)]
    pub(super) fn stones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().map(|&(s, _, _)| s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The standings a reading that asked `ask` (per stone: whether it is an anchor, whether
    /// it is dead) of stones standing as `given` wrote down, alike or not to each of `others`.
    fn alike_after(
        ask: &[(usize, bool, bool)],
        given: &[Standing],
        others: &[&[Standing]],
    ) -> Vec<bool> {
        let asked = RefCell::new(Asked::default());
        let anchors = Anchors::new(given).noting_in(&asked);
        for &(s, anchor, dead) in ask {
            if anchor {
                anchors.holds(s);
            }
            if dead {
                anchors.is_dead(s);
            }
        }
        let standings = asked.into_inner().standings(Anchors::new(given));
        others
            .iter()
            .map(|marks| standings.alike(Anchors::new(marks)))
            .collect()
    }

    #[test]
    fn a_stone_asked_one_question_stands_alike_where_the_answer_is_the_same() {
        use Standing::{Anchor, Dead, Open};
        // stone 1 asked whether it is an anchor: open or dead answer "no" alike, an anchor
        // does not; stone 1 asked whether it is dead: open or an anchor answer "no" alike
        let only_anchor = [(1, true, false)];
        let only_dead = [(1, false, true)];
        let both = [(1, true, true)];
        let (open, anchor, dead) = ([Open; 3], [Open, Anchor, Open], [Open, Dead, Open]);
        let all: [&[Standing]; 3] = [&open, &anchor, &dead];
        assert_eq!(alike_after(&only_anchor, &open, &all), [true, false, true]);
        assert_eq!(alike_after(&only_anchor, &dead, &all), [true, false, true]);
        assert_eq!(
            alike_after(&only_anchor, &anchor, &all),
            [false, true, false]
        );
        assert_eq!(alike_after(&only_dead, &open, &all), [true, true, false]);
        assert_eq!(alike_after(&only_dead, &anchor, &all), [true, true, false]);
        assert_eq!(alike_after(&only_dead, &dead, &all), [false, false, true]);
        // asked both, only the same standing stands alike
        assert_eq!(alike_after(&both, &open, &all), [true, false, false]);
        assert_eq!(alike_after(&both, &dead, &all), [false, false, true]);
        // a stone not asked stands alike whatever its standing
        assert_eq!(
            alike_after(&[(0, true, true)], &open, &all),
            [true, true, true]
        );
    }

    #[test]
    fn questions_noted_from_another_reading_are_kept_as_asked() {
        use Standing::{Dead, Open};
        // a race read inside a proof writes its questions into the proof's list: the proof's
        // standings then ask what the race asked, no more
        let given = [Open, Open];
        let inner = RefCell::new(Asked::default());
        Anchors::new(&given).noting_in(&inner).holds(1);
        let race = inner.into_inner().standings(Anchors::new(&given));
        let outer = RefCell::new(Asked::default());
        Anchors::new(&given)
            .noting_in(&outer)
            .note(race.questions());
        let proof = outer.into_inner().standings(Anchors::new(&given));
        assert_eq!(proof.stones().collect::<Vec<_>>(), [1]);
        assert!(proof.alike(Anchors::new(&[Open, Dead])));
        assert!(!proof.alike(Anchors::new(&[Open, Standing::Anchor])));
    }
}
