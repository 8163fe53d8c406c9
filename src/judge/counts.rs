//! The counts the judge's steps read (the refined count and the seed's, komi 0): made once
//! per judgement for each set of dead stones, and shared. The steps ask the count of the calls
//! as they stand, step after step, and most steps leave the dead stones as they found them:
//! on kgs6d, a third of the counts a judgement made were of a set of dead stones it had
//! counted before (10,568 of 33,092). A count's layers are a function of the stones, the dead
//! stones and the rules alone, so the count made first answers for the others.

use std::cell::RefCell;
use std::hash::BuildHasher;
use std::rc::Rc;

use rustc_hash::FxBuildHasher;

use crate::board::{Board, Cell};
use crate::scoring::{Position, Rules, Scorer, Settings};

/// Counts a thread keeps, at most: when full, it forgets the one asked least recently. The
/// steps read again with calls on the other side of a line (`calls/`) ask the counts of
/// their own sets of dead stones and those of the calls as they stand, in turns: with 16,
/// forgetting all of them when full, kgs6d `2003-07-24-22` made 192 counts of 56 sets.
const COUNTS_KEPT: usize = 64;

/// What a count reads: the rules, then per point of the board's array its stone (0 none, 1
/// black, 2 white, 3 off the board) and, four more, whether it is dead.
type CountKey = Vec<u8>;

/// A count made: its key's hash (compared first), its key, and the count.
type Made = (u64, CountKey, Rc<Scorer>);

#[derive(Default)]
struct Counts {
    /// The counts made, the one asked least recently first.
    made: Vec<Made>,
    /// Scorers of counts forgotten that no step holds any more, for the next counts to reuse
    /// (their room made; kept where they are: a scorer is big, and moving one cost more than
    /// the counts it saved).
    spare: Vec<Rc<Scorer>>,
}

impl Counts {
    fn forget(&mut self) {
        while !self.made.is_empty() {
            self.forget_oldest();
        }
    }

    /// Forgets the count asked least recently; its scorer is kept for reuse when no step
    /// holds it.
    fn forget_oldest(&mut self) {
        let (_, _, scorer) = self.made.remove(0);
        if Rc::strong_count(&scorer) == 1 && self.spare.len() < COUNTS_KEPT {
            self.spare.push(scorer);
        }
    }
}

thread_local! {
    static COUNTS: RefCell<Counts> = RefCell::new(Counts::default());
}

/// The count of `board` with the stones `dead` (per point of the board's array) dead, under
/// `rules` (komi 0, no handicap: the steps read its statuses and owners, not its score): the
/// one made before in this judgement when there is one.
pub(super) fn count(board: &Board, dead: &[bool], rules: Rules) -> Rc<Scorer> {
    let cells = board.cells();
    let mut key: CountKey = Vec::with_capacity(cells.len() + 1);
    key.push(rules as u8);
    // each point's stone and whether it is dead, the marks read beside the points; a point
    // past the marks is not dead
    let marked = cells.len().min(dead.len());
    key.extend(cells.iter().zip(dead).map(|(&cell, &d)| key_code(cell, d)));
    key.extend(cells[marked..].iter().map(|&cell| key_code(cell, false)));
    let hash = FxBuildHasher.hash_one(&key);
    COUNTS.with_borrow_mut(|counts| {
        if let Some(i) = counts
            .made
            .iter()
            .position(|(h, k, _)| *h == hash && *k == key)
        {
            // the count asked most recently, last
            let made = counts.made.remove(i);
            let scorer = Rc::clone(&made.2);
            counts.made.push(made);
            return scorer;
        }
        if counts.made.len() >= COUNTS_KEPT {
            counts.forget_oldest();
        }
        let mut scorer = counts.spare.pop().unwrap_or_default();
        let settings = Settings {
            rules,
            komi: 0.0,
            handicap: 0,
        };
        match Rc::get_mut(&mut scorer) {
            Some(fresh) => fresh.score(&Position { board, dead }, &settings),
            None => unreachable!("a spare scorer no step holds"),
        };
        counts.made.push((hash, key, Rc::clone(&scorer)));
        scorer
    })
}

/// Forgets the counts this thread made (at the start of a judgement: its board is another).
pub(super) fn forget_counts() {
    COUNTS.with_borrow_mut(Counts::forget);
}

/// A point's part of a count's key: its cell, and 4 more when its stone is dead.
fn key_code(cell: Cell, dead: bool) -> u8 {
    let code = match cell {
        Cell::Empty => 0,
        Cell::Black => 1,
        Cell::White => 2,
        Cell::Border => 3,
    };
    code + 4 * u8::from(dead)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::diagram::parse_board;

    #[test]
    fn a_count_asked_again_is_the_one_made_and_reads_as_a_count_made_anew() {
        // Black's A3-C3 wall and White's lone stone at A1 inside its corner
        let (board, _) = parse_board("...|xxx|o..").expect("diagram");
        forget_counts();
        let none = vec![false; board.geometry().array_len()];
        let mut a1_dead = none.clone();
        let a1 = board.geometry().index(0, 2);
        a1_dead[a1] = true;
        let first = count(&board, &a1_dead, Rules::Japanese);
        let again = count(&board, &a1_dead, Rules::Japanese);
        assert!(Rc::ptr_eq(&first, &again), "the count made first answers");
        // another set of dead stones, or other rules, is another count
        let seed = count(&board, &a1_dead, Rules::JapaneseSeed);
        assert!(!Rc::ptr_eq(&first, &count(&board, &none, Rules::Japanese)));
        assert!(!Rc::ptr_eq(&first, &seed));
        let mut fresh = Scorer::new();
        let settings = Settings {
            rules: Rules::Japanese,
            komi: 0.0,
            handicap: 0,
        };
        fresh.score(
            &Position {
                board: &board,
                dead: &a1_dead,
            },
            &settings,
        );
        for p in board.geometry().points() {
            assert_eq!(again.status(p), fresh.status(p), "{p}");
            assert_eq!(again.owner(p), fresh.owner(p), "{p}");
        }
    }

    #[test]
    fn marks_shorter_than_the_board_leave_the_points_past_them_alive() {
        // the same diagram: no marks at all is the count with every stone alive, and marks
        // that stop before A1 (the last row) leave White's A1 alive
        let (board, _) = parse_board("...|xxx|o..").expect("diagram");
        forget_counts();
        let none = vec![false; board.geometry().array_len()];
        let all_alive = count(&board, &none, Rules::Japanese);
        assert!(Rc::ptr_eq(&all_alive, &count(&board, &[], Rules::Japanese)));
        let a1 = board.geometry().index(0, 2);
        let mut a1_dead = none.clone();
        a1_dead[a1] = true;
        let a1_taken = count(&board, &a1_dead, Rules::Japanese);
        assert!(!Rc::ptr_eq(&all_alive, &a1_taken));
        assert!(Rc::ptr_eq(
            &all_alive,
            &count(&board, &a1_dead[..a1], Rules::Japanese)
        ));
        // marks reaching A1 are read there
        assert!(Rc::ptr_eq(
            &a1_taken,
            &count(&board, &a1_dead[..=a1], Rules::Japanese)
        ));
    }
}
