//! Scoring speed: a finished 19x19 game (FSGCBot-dr from GNU Go's regression games, final
//! position with its dead stones), and a 19x19 board with many neutral points and a seki.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tenuki_gtp::board::{diagram, Board, Color};
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

fn position(text: &str) -> (Board, Vec<bool>) {
    let (mut board, dead_points) = diagram::parse_board(text).expect("diagram");
    let mut dead = vec![false; board.geometry().array_len()];
    for p in dead_points {
        dead[p] = true;
    }
    board.set_captures(Color::Black, 18);
    board.set_captures(Color::White, 14);
    (board, dead)
}

/// Many neutral points (an unfinished boundary across the board) and a corner seki.
const NEUTRAL_AND_SEKI: &str = include_str!("data/neutral-seki.txt");

fn bench(c: &mut Criterion) {
    let (game, game_dead) = position(include_str!("data/fsgcbot-dr.txt"));
    let (open, open_dead) = position(NEUTRAL_AND_SEKI);
    let mut scorer = Scorer::new();
    for (label, rules) in [
        ("territory", Rules::Japanese),
        ("seed territory", Rules::JapaneseSeed),
        ("area", Rules::Chinese),
    ] {
        let settings = Settings {
            rules,
            komi: 5.5,
            handicap: 0,
        };
        let finished = Position {
            board: &game,
            dead: &game_dead,
        };
        c.bench_function(&format!("{label} score, finished 19x19 game"), |b| {
            b.iter(|| scorer.score(black_box(&finished), &settings))
        });
        let unfinished = Position {
            board: &open,
            dead: &open_dead,
        };
        c.bench_function(
            &format!("{label} score, 19x19 with neutral points and seki"),
            |b| b.iter(|| scorer.score(black_box(&unfinished), &settings)),
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
