//! The steps read while a sharpened reading plays on (`judge/meanwhile.rs`): a judgement made
//! again on a thread of its own reads its steps on the first 256 sharpened playouts while the
//! thread beside it plays the rest, and keeps what they read for the steps read on the whole
//! reading to recall. Its verdict is the one a batch's worker gives, which has no thread
//! beside it and reads no steps meanwhile: a reading recalled is the one reading it again would
//! give. Three kgs6d records the judge makes again (`tests/data/kgs6d/`, from
//! godmoves/Standard_Computer_Go_Dataset): `2003-12-01-8` (the steps read meanwhile prove a
//! block beside the anchors the sharpened playouts made clear), `2003-03-07-3` (a fight inside
//! White's wall near even, `tests/kgs6d_coins.rs`) and `2001-10-14-14` (C14's close call,
//! `tests/kgs6d_close_keeps.rs`); and `2003-10-20-15`, whose judgement made again has a race
//! take a block the playouts kept: the steps read meanwhile stop after the races, and the
//! thread beside the reading begins the playouts of the board without that block, which the
//! judgement reads next (`steps/play_out/ahead.rs`). Each test asserts first that the
//! judgement is made again and reads its steps meanwhile on this thread (not on the worker),
//! so that a judge that no longer does says so rather than comparing nothing.

use tenuki_gtp::judge::{judge_with_seed, last_judgement_steps, Verdict, SEED};
use tenuki_gtp::sgf::{load_text, Stop};

/// The record's final position judged under the default seed with its player to move, on the
/// calling thread: the verdict, and whether the steps were read meanwhile.
fn judged(name: &str) -> (Verdict, bool) {
    let path = format!("{}/tests/data/kgs6d/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a record in tests/data/kgs6d");
    let loaded = load_text(&text, &Stop::End).expect("the record loads");
    let verdict = judge_with_seed(&loaded.board, loaded.player_to_move, SEED);
    let meanwhile = last_judgement_steps()
        .iter()
        .any(|s| s.sharpened && s.step == "read_steps_meanwhile");
    (verdict, meanwhile)
}

/// True when the last judgement made again read the board again without a block a race took
/// (its step before that reading timed).
fn read_again_without_a_block() -> bool {
    last_judgement_steps()
        .iter()
        .any(|s| s.sharpened && s.step == "decide_races (before the second reading)")
}

/// [`judged`] on the thread of a pool, as `score` judges a record (no thread plays beside it).
fn judged_by_a_worker(name: &str) -> (Verdict, bool) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool of one thread");
    pool.install(|| judged(name))
}

fn same_verdict_with_and_without_the_steps_read_meanwhile(name: &str) {
    let (alone, meanwhile) = judged(name);
    assert!(alone.judged_again, "{name} is made again");
    assert!(
        meanwhile,
        "{name}'s steps are read while its sharpened playouts go on"
    );
    let (worker, worker_meanwhile) = judged_by_a_worker(name);
    assert!(!worker_meanwhile, "a worker reads no steps meanwhile");
    assert_eq!(alone.dead, worker.dead, "{name}: the dead stones");
    assert_eq!(alone.why, worker.why, "{name}: the reasons");
    assert_eq!(alone.unsure, worker.unsure, "{name}: the unsure calls");
    assert_eq!(alone, worker, "{name}: the whole verdict");
}

#[test]
fn a_proof_read_meanwhile_leaves_the_verdict_as_it_was() {
    same_verdict_with_and_without_the_steps_read_meanwhile("2003-12-01-8.sgf");
}

#[test]
fn a_fight_near_even_read_meanwhile_leaves_the_verdict_as_it_was() {
    same_verdict_with_and_without_the_steps_read_meanwhile("2003-03-07-3.sgf");
}

#[test]
fn a_close_call_read_meanwhile_leaves_the_verdict_as_it_was() {
    same_verdict_with_and_without_the_steps_read_meanwhile("2001-10-14-14.sgf");
}

#[test]
fn a_reading_begun_ahead_without_a_block_leaves_the_verdict_as_it_was() {
    let name = "2003-10-20-15.sgf";
    let (alone, meanwhile) = judged(name);
    assert!(
        alone.judged_again && meanwhile,
        "{name} is made again, its steps read meanwhile"
    );
    assert!(
        read_again_without_a_block(),
        "{name}: a race takes a kept block"
    );
    let (worker, _) = judged_by_a_worker(name);
    assert_eq!(alone, worker, "{name}: the whole verdict");
}
