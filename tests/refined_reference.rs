//! The refined count on bit boards (issue 28) against the refined count as it was before
//! (`scoring::refined_reference`): every point's verdict, the eye values, which stones live in
//! seki and the totals must be the same, on every real position of the data sets (with their
//! known dead stones, with the judge's and with none) and on random finished-like positions
//! of every size and both colours, dead stones marked.

mod common;

use common::cases::Set;
use common::finished_like;
use proptest::prelude::*;
use tenuki_gtp::board::{diagram, Board};
use tenuki_gtp::scoring::refined_reference;
use tenuki_gtp::scoring::RefinedCount;

/// Where the two counts part, point by point (empty when they agree everywhere).
fn differences(board: &Board, dead: &[bool]) -> Vec<String> {
    let g = board.geometry();
    let mut new = RefinedCount::default();
    let mut old = refined_reference::RefinedCount::default();
    new.count(g, board.cells(), dead);
    old.count(g, board.cells(), dead);
    let mut out = Vec::new();
    if new.territory() != old.territory() || new.seki_points() != old.seki_points() {
        out.push(format!(
            "totals: territory {:?} against {:?}, seki points {} against {}",
            new.territory(),
            old.territory(),
            new.seki_points(),
            old.seki_points()
        ));
    }
    for p in g.points() {
        let (col, row) = g.coords(p);
        let (a, b) = (
            format!("{:?}", new.verdict(p)),
            format!("{:?}", old.verdict(p)),
        );
        if a != b {
            out.push(format!("({col},{row}): {a} against {b}"));
        }
        if new.eye_values(p) != old.eye_values(p) {
            out.push(format!(
                "({col},{row}): eye values {:?} against {:?}",
                new.eye_values(p),
                old.eye_values(p)
            ));
        }
        if new.is_seki_stone(p) != old.is_seki_stone(p) {
            out.push(format!(
                "({col},{row}): seki stone {}",
                new.is_seki_stone(p)
            ));
        }
    }
    out
}

/// Every position of the data sets, 19x19 and smaller, three ways: with its known dead stones,
/// with the judge's, and with every stone alive.
#[test]
fn the_count_matches_the_reference_on_every_real_position() {
    let mut failures = Vec::new();
    let mut counted = 0;
    for set in Set::ALL.into_iter().chain([Set::Counted]) {
        for case in set.cases() {
            let judged = tenuki_gtp::judge::judge(&case.board).dead;
            let alive = vec![false; case.dead.len()];
            for (how, dead) in [
                ("known", &case.dead),
                ("judged", &judged),
                ("alive", &alive),
            ] {
                counted += 1;
                let found = differences(&case.board, dead);
                if !found.is_empty() {
                    failures.push(format!("{} {} ({how}): {:?}", set.name(), case.id, found));
                }
            }
        }
    }
    assert!(counted > 2000, "only {counted} positions read");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn position() -> impl Strategy<Value = Vec<String>> {
    (
        1usize..=25,
        1usize..=25,
        prop::collection::vec((0usize..25, 0usize..25, any::<bool>()), 2..9),
        prop::collection::vec(0u8..120, 1..300),
    )
        .prop_map(|(w, h, seeds, noise)| finished_like(w, h, &seeds, &noise))
}

fn big_position() -> impl Strategy<Value = Vec<String>> {
    (
        40usize..=52,
        40usize..=52,
        prop::collection::vec((0usize..52, 0usize..52, any::<bool>()), 2..12),
        prop::collection::vec(0u8..140, 1..400),
    )
        .prop_map(|(w, h, seeds, noise)| finished_like(w, h, &seeds, &noise))
}

fn check(rows: &[String]) -> Result<(), TestCaseError> {
    let (board, dead_points) = diagram::parse_board(&rows.join("\n")).expect("a diagram");
    let mut dead = vec![false; board.geometry().array_len()];
    for p in dead_points {
        dead[p] = true;
    }
    let found = differences(&board, &dead);
    prop_assert!(found.is_empty(), "{}\n{:?}", rows.join("\n"), found);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_count_matches_the_reference_on_random_positions(rows in position()) {
        check(&rows)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn the_count_matches_the_reference_on_the_biggest_boards(rows in big_position()) {
        check(&rows)?;
    }
}

/// One count reused across board sizes (as the scorer reuses it) reads every board as a fresh
/// one does: boards of up to 19 rows and larger ones keep bit boards of different lengths.
#[test]
fn a_count_reused_across_sizes_reads_each_board_afresh() {
    let mut reused = RefinedCount::default();
    let mut read = 0;
    for (k, case) in Set::Counted.cases().iter().enumerate().take(40) {
        let seeds = [(k % 7, 3, true), (20, k % 11, false), (9, 21, k % 2 == 0)];
        let noise: Vec<u8> = (0..60).map(|i| ((i * 37 + k * 11) % 120) as u8).collect();
        let big = finished_like(21 + k % 5, 20 + k % 6, &seeds, &noise);
        let (big, big_dead) = diagram::parse_board(&big.join("\n")).expect("a diagram");
        let mut marks = vec![false; big.geometry().array_len()];
        for p in big_dead {
            marks[p] = true;
        }
        for (board, dead) in [(&case.board, &case.dead), (&big, &marks)] {
            let g = board.geometry();
            let mut fresh = RefinedCount::default();
            fresh.count(g, board.cells(), dead);
            reused.count(g, board.cells(), dead);
            read += 1;
            assert_eq!(fresh.territory(), reused.territory(), "{}", case.id);
            assert_eq!(fresh.seki_points(), reused.seki_points(), "{}", case.id);
            for p in g.points() {
                assert_eq!(fresh.verdict(p), reused.verdict(p), "{} at {p}", case.id);
                assert_eq!(fresh.eye_values(p), reused.eye_values(p), "{}", case.id);
            }
        }
    }
    assert_eq!(read, 80);
}
