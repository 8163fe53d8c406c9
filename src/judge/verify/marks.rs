//! Marks on the points of a board, by generation: the links' and eyes' floods of enclosed
//! spaces ask "is this point in the space (or in one flooded before)" of every neighbour, and
//! a mark answers in one read where a list of up to 40 points answered in a walk over it
//! (`links::safety` was the verifier's costliest step on kgs6d).

use std::cell::RefCell;

/// Per point, the generation that last marked it; the generations of one flood and of the
/// floods before it in the same walk are the only ones read.
pub(super) struct Marks {
    at: Vec<u32>,
    generation: u32,
}

/// Generations a walk may use at most: a walk floods a space at most once a point of the
/// board (2,916 on the biggest), so the generations start again at a walk's start only,
/// never within a walk (which would forget the floods before).
const HEADROOM: u32 = 1 << 20;

impl Marks {
    /// A generation no point holds yet, for a walk on a board of `points` points: the floods
    /// that follow mark with later ones.
    pub(super) fn start(&mut self, points: usize) -> u32 {
        if self.at.len() < points {
            self.at.resize(points, 0);
        }
        if self.generation >= u32::MAX - HEADROOM {
            self.at.fill(0);
            self.generation = 0;
        }
        self.next()
    }

    /// A new generation, for the next flood of the walk.
    pub(super) fn next(&mut self) -> u32 {
        self.generation += 1;
        self.generation
    }

    /// A flood from `l`: `space` holds `l` alone, marked with a new generation (returned).
    pub(super) fn flood_from(&mut self, space: &mut Vec<usize>, l: usize) -> u32 {
        let generation = self.next();
        space.clear();
        space.push(l);
        self.mark(l, generation);
        generation
    }

    pub(super) fn mark(&mut self, p: usize, generation: u32) {
        self.at[p] = generation;
    }

    /// True when `generation` marked `p`.
    pub(super) fn has(&self, p: usize, generation: u32) -> bool {
        self.at[p] == generation
    }

    /// True when a generation after `start` marked `p` (a flood since then).
    pub(super) fn since(&self, p: usize, start: u32) -> bool {
        self.at[p] > start
    }
}

thread_local! {
    static MARKS: RefCell<Marks> = const {
        RefCell::new(Marks {
            at: Vec::new(),
            generation: 0,
        })
    };
}

/// `f` with the thread's marks (or fresh ones, where a caller up the stack holds them).
pub(super) fn with_marks<T>(f: impl FnOnce(&mut Marks) -> T) -> T {
    MARKS.with(|marks| match marks.try_borrow_mut() {
        Ok(mut marks) => f(&mut marks),
        Err(_) => f(&mut Marks {
            at: Vec::new(),
            generation: 0,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_sees_its_own_points_and_those_of_the_floods_since_the_start() {
        with_marks(|marks| {
            let start = marks.start(10);
            let first = marks.next();
            marks.mark(3, first);
            let second = marks.next();
            marks.mark(4, second);
            assert!(marks.has(4, second) && !marks.has(3, second));
            assert!(marks.since(3, start) && marks.since(4, start) && !marks.since(5, start));
            // a later walk starts clean
            let again = marks.start(10);
            assert!(!marks.since(3, again) && !marks.since(4, again));
        });
    }

    #[test]
    fn the_generations_start_again_at_a_walks_start_before_they_run_out() {
        let mut marks = Marks {
            at: vec![0; 4],
            generation: u32::MAX - HEADROOM - 1,
        };
        // a walk that starts just below the headroom keeps its floods to its end
        let start = marks.start(4);
        let first = marks.next();
        marks.mark(2, first);
        for _ in 0..10 {
            marks.next();
        }
        assert!(marks.since(2, start));
        // the next walk starts the generations again: nothing marked before is seen
        let again = marks.start(4);
        assert_eq!(again, 1);
        assert!(!marks.since(2, again) && !marks.has(2, again));
    }
}
