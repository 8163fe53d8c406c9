//! Properties of the dead-stone judge on random positions: it never panics (random stones,
//! blocks without liberties, empty boards, one colour only, 2x2, 25x25, rectangles), it answers
//! alike on a turned or colour-swapped board, and a block with two real eyes is never dead.

mod common;

use common::cases::transformed;
use proptest::prelude::*;
use tenuki_gtp::board::{Board, Color, Geometry};
use tenuki_gtp::judge::judge;

/// A `width` x `height` board whose points take their content from `cells` in turn
/// (0, 1 empty; 2 black; 3 white), placed without captures.
fn board(width: usize, height: usize, cells: &[u8]) -> Board {
    let g = Geometry::new(width, height).expect("valid size");
    let mut b = Board::new(g);
    for (i, p) in g.points().enumerate() {
        match cells.get(i % cells.len().max(1)).copied().unwrap_or(0) {
            2 => b.place_initial(p, Color::Black),
            3 => b.place_initial(p, Color::White),
            _ => {}
        }
    }
    b
}

/// Puts a block with two real eyes in the top-left corner (`.x.x` over `xxxx`) and returns its
/// stones: unconditionally alive, whatever stands around it.
fn two_eyed_block(b: &mut Board, color: Color) -> Vec<usize> {
    let g = b.geometry();
    let mut fresh = Board::new(g);
    let mut stones = Vec::new();
    for p in g.points() {
        let (c, r) = g.coords(p);
        let shape = match (c, r) {
            (0 | 2, 0) => None,
            (1 | 3, 0) | (0..=3, 1) => Some(true),
            _ => Some(false),
        };
        match shape {
            Some(true) => {
                fresh.place_initial(p, color);
                stones.push(p);
            }
            Some(false) => {
                if let Some(c) = b.get(p).color() {
                    fresh.place_initial(p, c);
                }
            }
            None => {}
        }
    }
    *b = fresh;
    stones
}

fn sizes() -> impl Strategy<Value = (usize, usize)> {
    prop_oneof![
        Just((2, 2)),
        Just((25, 25)),
        Just((19, 19)),
        (2usize..=25, 2usize..=25),
    ]
}

fn contents() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(vec![0]),                            // empty board
        Just(vec![0, 0, 2]),                      // one colour only
        proptest::collection::vec(0u8..4, 1..64), // random stones
        proptest::collection::vec(0u8..4, 625),   // random, no repeating pattern
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_judge_never_panics_and_answers_alike_when_turned(
        (w, h) in sizes(),
        cells in contents(),
        t in 0u8..8,
        swap in any::<bool>(),
    ) {
        let b = board(w, h, &cells);
        let verdict = judge(&b);
        let (turned, to) = transformed(&b, t, swap);
        let other = judge(&turned);
        for p in b.geometry().points() {
            prop_assert_eq!(verdict.is_dead(p), other.is_dead(to[p]));
            prop_assert_eq!(verdict.why(p).is_some(), b.get(p).color().is_some());
        }
    }

    #[test]
    fn a_block_with_two_real_eyes_is_never_dead(
        (w, h) in (4usize..=25, 2usize..=25),
        cells in proptest::collection::vec(0u8..4, 1..64),
        black in any::<bool>(),
    ) {
        let mut b = board(w, h, &cells);
        let color = if black { Color::Black } else { Color::White };
        let stones = two_eyed_block(&mut b, color);
        let verdict = judge(&b);
        for s in stones {
            prop_assert!(!verdict.is_dead(s));
        }
    }
}
