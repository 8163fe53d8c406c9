//! The playouts' schedule: the looks and the dissents each allows, when a reading stops, and
//! the sharpened reading that goes on from the first.

use super::*;

/// The playouts of `rows`, played, and the moves they took from a budget of 100,000.
fn played_and_spent(rows: &[&str]) -> (usize, usize) {
    let board = PlayoutBoard::from_rows(rows);
    let forbidden = Points::new(board.color.len());
    let mut budget = 100_000;
    let (_, played) = play_out(
        &board,
        &forbidden,
        7,
        &mut budget,
        Depth::First,
        &mut |_, _| {},
    );
    (played, 100_000 - budget)
}

/// The chance that `n` playouts show `k` or fewer losses of a block lost in a quarter of
/// them (the binomial distribution, summed term by term).
fn quarter_share_shows_at_most(n: u32, k: u32) -> f64 {
    let mut term = 0.75f64.powi(n as i32); // no loss
    let mut sum = term;
    for i in 1..=k {
        // from i - 1 losses to i: times (n - i + 1) / i, and 0.25 / 0.75
        term *= f64::from(n - i + 1) / f64::from(i) / 3.0;
        sum += term;
    }
    sum
}

#[test]
fn each_look_lets_a_quarter_share_stop_no_more_often_than_the_first() {
    let first = quarter_share_shows_at_most(16, 1);
    assert!((first - 0.0635).abs() < 0.0001, "{first}");
    for (look, &k) in CLEAR_DISSENTS.iter().enumerate() {
        let n = (look as u32 + 1) * FIRST_LOOK as u32;
        // the most allowed: k passes no more often than the first look, k + 1 more often
        assert!(
            quarter_share_shows_at_most(n, k) <= first,
            "{n} playouts, {k}"
        );
        assert!(
            quarter_share_shows_at_most(n, k + 1) > first,
            "{n} playouts, {k} + 1"
        );
    }
}

#[test]
fn a_stone_is_clear_with_the_dissents_its_look_allows() {
    let tally = |taken: u32, kept: u32| Tally {
        taken,
        kept,
        read: taken + kept,
    };
    assert!(tally(15, 1).is_clear());
    assert!(!tally(14, 2).is_clear());
    assert!(tally(3, 29).is_clear());
    assert!(!tally(4, 28).is_clear());
    assert!(tally(41, 7).is_clear());
    assert!(!tally(40, 8).is_clear());
    // a playout whose end left the point to nobody counts against both
    let neither = Tally {
        taken: 0,
        kept: 44,
        read: 48,
    };
    assert!(neither.is_clear());
    assert!(!Tally {
        kept: 40,
        ..neither
    }
    .is_clear());
}

#[test]
fn a_sharpened_reading_goes_on_for_a_watched_stone_near_a_line() {
    let tally = |taken: u32, kept: u32| Tally {
        taken,
        kept,
        read: taken + kept,
    };
    // at 256 playouts three standard errors of taken - kept at even are 3 x sqrt(256) =
    // 48: the reading goes on while it lies closer
    let coin = tally(130, 126); // 4 apart
    let leaning = tally(150, 106); // 44 apart
    let settled = tally(200, 56); // 144 apart
    let kept_at_line = tally(64, 192); // taken in 0.25 of them, kept
    let next = |t: Tally, watched: bool, target: usize| {
        next_target(target, &[t], &[watched], 0, 100_000, true)
    };
    assert_eq!(next(coin, true, 256), Some(320));
    assert_eq!(next(leaning, true, 256), Some(320));
    assert_eq!(next(kept_at_line, true, 256), Some(320));
    assert_eq!(next(settled, true, 256), None);
    // a stone not watched holds nothing open
    assert_eq!(next(leaning, false, 256), None);
    assert_eq!(next(kept_at_line, false, 256), None);
    // below SHARPENED_PLAYOUTS it goes on whatever the stones, and stops at the ceiling
    assert_eq!(next(settled, false, 128), Some(192));
    assert_eq!(next(leaning, true, 512), None);
    // out of moves, it stops
    assert_eq!(next_target(128, &[leaning], &[true], 10, 10, true), None);
    // the first judgement's own test: an unsure stone goes on to MAX_PLAYOUTS, watched or
    // not
    assert_eq!(
        next_target(64, &[leaning], &[false], 0, 100_000, false),
        Some(128)
    );
    assert_eq!(
        next_target(128, &[leaning], &[true], 0, 100_000, false),
        None
    );
}

#[test]
fn a_settled_position_stops_after_the_first_look() {
    // one black group with two eyes fills the board: each playout is two passes, and all
    // of the first sixteen keep every stone
    let rows = ["x.xxx", "xxxxx", "xxx.x", "xxxxx", "xxxxx"];
    let (played, spent) = played_and_spent(&rows);
    assert_eq!(played, FIRST_LOOK);
    assert_eq!(spent, 2 * FIRST_LOOK);
}

#[test]
fn an_open_position_plays_the_full_schedule() {
    // two lone stones on an empty board: the playouts disagree on them, and all 64 are
    // played
    let rows = [".....", ".x...", ".....", "...o.", "....."];
    let (played, _) = played_and_spent(&rows);
    assert!(played >= PLAYOUTS, "{played} playouts");
}
/// Two lone stones on an open board (the playouts disagree on them), and its points nobody
/// plays (none).
fn lone_stones() -> (PlayoutBoard, Points<bool>) {
    let rows = [
        ".......", ".x.....", ".......", "...o...", ".......", ".......",
    ];
    let board = PlayoutBoard::from_rows(&rows);
    let forbidden = Points::new(board.color.len());
    (board, forbidden)
}

/// The playouts of `board` seeded `seed`, as deep as `depth`, on a budget of 100,000 moves:
/// the shares, how many were played, and the budget left.
fn read_at(
    board: &PlayoutBoard,
    forbidden: &Points<bool>,
    seed: u64,
    depth: Depth,
) -> (Vec<(f64, f64)>, usize, usize) {
    let mut budget = 100_000;
    let (shares, played) = play_out(board, forbidden, seed, &mut budget, depth, &mut |_, _| {});
    (shares, played, budget)
}

#[test]
fn a_sharpened_reading_goes_on_from_the_first_as_if_played_again() {
    // two lone stones on an open board: unsure, the sharpened reading plays more
    let (board, forbidden) = lone_stones();
    let read = |depth: Depth| read_at(&board, &forbidden, 11, depth);
    let first = read(Depth::First);
    let resumed = read(Depth::Sharpened(None));
    // a thread of its own has no first reading kept: the sharpened one from scratch
    let fresh = std::thread::scope(|scope| scope.spawn(|| read(Depth::Sharpened(None))).join());
    let fresh = fresh.expect("the reading runs");
    // and a pool's thread plays every playout itself, none ahead
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build();
    let alone = pool
        .expect("a pool")
        .install(|| read(Depth::Sharpened(None)));
    assert!(
        resumed.1 > first.1,
        "{} then {} playouts",
        first.1,
        resumed.1
    );
    assert!(resumed.1 > MAX_PLAYOUTS, "{} playouts", resumed.1);
    assert_eq!(resumed, alone);
    assert_eq!(resumed, fresh);
}

#[test]
fn a_second_reading_made_again_reads_as_a_first_and_keeps_nothing() {
    // the board without the blocks a race took, in a judgement made again: the first
    // judgement's schedule (MAX_PLAYOUTS at most on two lone stones, where a sharpened
    // reading goes on), the same shares whether it goes on from a first reading kept on
    // this thread or reads afresh on a thread of its own, and nothing kept for a reading
    // after it
    let (board, forbidden) = lone_stones();
    let read = |depth: Depth| read_at(&board, &forbidden, 13, depth);
    let first = read(Depth::First);
    let resumed = read(Depth::Again);
    let fresh = std::thread::scope(|scope| scope.spawn(|| read(Depth::Again)).join());
    let fresh = fresh.expect("the reading runs");
    assert!(first.1 <= MAX_PLAYOUTS, "{} playouts", first.1);
    assert_eq!(resumed, first);
    assert_eq!(fresh, first);
    // the reading made again took the first one and kept none of its own
    let start = Start {
        colors: board.color.to_vec(),
        forbidden: forbidden.to_vec(),
        seed: 13,
        budget: 100_000,
    };
    assert!(take_first_reading(&start).is_none());
    read(Depth::First);
    assert!(
        take_first_reading(&start).is_some(),
        "a first reading is kept"
    );
    // where a sharpened reading of the same board goes on further
    let sharpened = read(Depth::Sharpened(None));
    assert!(sharpened.1 > MAX_PLAYOUTS, "{} playouts", sharpened.1);
}
