//! Where a judgement spends its time (`judge::last_judgement_parts`, what `judge_times
//! --parts` sums): the four parts agree with the judgement they time. A judgement made again
//! has sharpened playouts; one judged once has no sharpened part; the parts together take no
//! longer than the judgement timed from outside. Two kgs6d records (`tests/data/kgs6d/`, from
//! godmoves/Standard_Computer_Go_Dataset): `2003-03-07-3`, whose fight inside White's wall the
//! first judgement leaves near even (its calls, `tests/kgs6d_coins.rs`), and `2001-03-15-4`,
//! whose seki the first judgement settles (`tests/kgs6d_seki.rs`). Which of them is made again
//! is the judge's own doing (`judge_times` since every playout draws its random numbers by its
//! own number; `2003-08-28-21`, made again before, is judged once now), not a fact of the
//! game: each test asserts it first, so that a judge that no longer makes one again says so
//! rather than timing nothing. The steps (`judge::last_judgement_steps`, what `judge_times
//! --steps` prints) are the judge's outline (`judge/mod.rs`), in its order.

use std::time::{Duration, Instant};

use tenuki_gtp::judge::{
    judge_with_seed, last_judgement_parts, last_judgement_steps, JudgementParts, StepTime, SEED,
};
use tenuki_gtp::sgf::{load_text, Stop};

/// The record's final position judged under the default seed with its player to move: the
/// verdict's `judged_again`, the parts, and the time of the whole judgement.
fn judged(name: &str) -> (bool, JudgementParts, Duration) {
    let path = format!("{}/tests/data/kgs6d/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a record in tests/data/kgs6d");
    let loaded = load_text(&text, &Stop::End).expect("the record loads");
    let clock = Instant::now();
    let verdict = judge_with_seed(&loaded.board, loaded.player_to_move, SEED);
    let time = clock.elapsed();
    (verdict.judged_again, last_judgement_parts(), time)
}

fn sum(parts: &JudgementParts) -> Duration {
    parts.first_playouts + parts.first_steps + parts.sharpened_playouts + parts.sharpened_steps
}

#[test]
fn a_judgement_made_again_has_sharpened_parts() {
    let (again, parts, time) = judged("2003-03-07-3.sgf");
    assert!(again, "2003-03-07-3 is made again");
    assert!(parts.first_playouts > Duration::ZERO);
    assert!(parts.sharpened_playouts > Duration::ZERO);
    assert!(sum(&parts) <= time, "{parts:?} within {time:?}");
}

#[test]
fn a_judgement_made_once_has_no_sharpened_part() {
    let (again, parts, time) = judged("2001-03-15-4.sgf");
    assert!(!again, "2001-03-15-4's seki settles at once");
    assert!(parts.first_playouts > Duration::ZERO);
    assert_eq!(parts.sharpened_playouts, Duration::ZERO);
    assert_eq!(parts.sharpened_steps, Duration::ZERO);
    assert!(sum(&parts) <= time, "{parts:?} within {time:?}");
}

#[test]
fn each_judgement_starts_its_parts_from_zero() {
    // the record made again first, then the one judged once: nothing of the first is left
    let _ = judged("2003-03-07-3.sgf");
    let (_, parts, _) = judged("2001-03-15-4.sgf");
    assert_eq!(parts.sharpened_playouts, Duration::ZERO);
}

/// The steps after the playouts, in the order of the judge's outline (`judge/mod.rs`, and
/// `Steps::read_calls` in `judge/calls/`; a finished game's, as these are); a no-territory kill
/// is taken back twice, after the verifier and after the close calls.
const OUTLINE: [&str; 12] = [
    "decide_races",
    "take_nakade_kills",
    "take_one_eyed_blocks",
    "spare_blocks_whose_attackers_died",
    "read_life",
    "verify_calls",
    "keep_kos_left_at_the_end",
    "take_back_no_territory_kills",
    "decide_close_calls_by_eyes",
    "take_back_no_territory_kills",
    "take_back_spares_whose_attackers_live",
    "take_back_eyes_counted_that_no_longer_hold",
];

/// The names of the steps of the judgement (`sharpened`: the one made again), but the sides
/// read again, which a judgement reads only when a call hangs on a line, and the steps read
/// while a sharpened reading plays on (within the sharpened playouts, `tests/judge_meanwhile.rs`).
fn names(steps: &[StepTime], sharpened: bool) -> Vec<&'static str> {
    steps
        .iter()
        .filter(|s| s.sharpened == sharpened && !OFF_OUTLINE.contains(&s.step))
        .map(|s| s.step)
        .collect()
}

/// The steps timed beside the outline's.
const OFF_OUTLINE: [&str; 2] = ["sides_decide_nothing", "read_steps_meanwhile"];

#[test]
fn the_steps_are_timed_in_the_order_of_the_outline() {
    let (again, parts, _) = judged("2003-03-07-3.sgf");
    assert!(again, "2003-03-07-3 is made again");
    let steps = last_judgement_steps();
    assert_eq!(names(&steps, false), OUTLINE);
    assert_eq!(names(&steps, true), OUTLINE);
    // each step's time lies within its judgement's steps (the playouts are not in them), and
    // the steps read meanwhile within the sharpened playouts
    let within = |sharpened: bool| -> Duration {
        steps
            .iter()
            .filter(|s| s.sharpened == sharpened && s.step != "read_steps_meanwhile")
            .map(|s| s.time)
            .sum()
    };
    let meanwhile: Duration = steps
        .iter()
        .filter(|s| s.step == "read_steps_meanwhile")
        .map(|s| s.time)
        .sum();
    assert!(meanwhile <= parts.sharpened_playouts, "{steps:?} {parts:?}");
    assert!(within(false) <= parts.first_steps, "{steps:?} {parts:?}");
    assert!(within(true) <= parts.sharpened_steps, "{steps:?} {parts:?}");
}

#[test]
fn each_judgement_starts_its_steps_from_zero() {
    let _ = judged("2003-03-07-3.sgf");
    let (again, _, _) = judged("2001-03-15-4.sgf");
    assert!(!again, "2001-03-15-4's seki settles at once");
    let steps = last_judgement_steps();
    assert_eq!(names(&steps, false), OUTLINE);
    assert!(names(&steps, true).is_empty(), "{steps:?}");
}
