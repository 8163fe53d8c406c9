//! Judging speed: the dead-stone judge plus the score on finished 19x19 games (the ten 19x19
//! GNU Go self-play games of tests/data/selfplay.jsonl), the slowest of the 569 counted games
//! (tests/data/counted-games.jsonl), and the worst cases the move budget caps: an empty 25x25
//! board and a 25x25 board of random stones.

#[path = "../tests/common/cases.rs"]
mod cases;

use cases::Set;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tenuki_gtp::board::{Board, Color, Geometry};
use tenuki_gtp::judge::{judge, judge_to_move};
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings};

/// A 25x25 board of stones placed by a fixed linear congruential sequence (no library RNG).
fn random_25x25() -> Board {
    let g = Geometry::new(25, 25).expect("size");
    let mut b = Board::new(g);
    let mut x: u64 = 12345;
    for p in g.points() {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        match x >> 62 {
            0 => b.place_initial(p, Color::Black),
            1 => b.place_initial(p, Color::White),
            _ => {}
        }
    }
    b
}

/// The counted 19x19 games that took longest to judge at 0124973, slowest first (each read
/// 256 playouts twice, or ran out of its move budget).
const SLOWEST_COUNTED: [&str; 6] = [
    "2013/FX175-29.sgf",
    "games/splee2.sgf",
    "gifu2005/gnugo-nanasi.sgf",
    "gnugo-3.1.27-GoFuN-200203131958.sgf",
    "games/owl15.sgf",
    "nicklas/nicklas12.sgf",
];

fn bench(c: &mut Criterion) {
    let games: Vec<_> = Set::Selfplay
        .cases()
        .into_iter()
        .filter(|c| c.board.geometry().width() == 19)
        .collect();
    let settings = Settings {
        rules: Rules::Japanese,
        komi: 6.5,
        handicap: 0,
    };
    let mut group = c.benchmark_group("judge");
    for case in &games {
        let mut scorer = Scorer::new();
        group.bench_function(format!("judge + score {}", case.id), |b| {
            b.iter(|| {
                let verdict = judge(black_box(&case.board));
                scorer.score(
                    &Position {
                        board: &case.board,
                        dead: &verdict.dead,
                    },
                    &settings,
                )
            })
        });
    }
    // the slowest counted games, judged with their player to move (as the counted-games test
    // and `final_status_list` judge them)
    let counted = Set::Counted.cases();
    for id in SLOWEST_COUNTED {
        let Some(case) = counted.iter().find(|c| c.id.contains(id)) else {
            panic!("no counted game {id}");
        };
        group.bench_function(format!("judge counted {id}"), |b| {
            b.iter(|| judge_to_move(black_box(&case.board), case.to_move))
        });
    }
    let empty = Board::new(Geometry::new(25, 25).expect("size"));
    group.bench_function("judge empty 25x25", |b| b.iter(|| judge(black_box(&empty))));
    let random = random_25x25();
    group.bench_function("judge random 25x25", |b| {
        b.iter(|| judge(black_box(&random)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
