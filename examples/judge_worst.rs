//! Looks for the slowest judgement: random 25x25 boards of every stone density (a fixed
//! sequence), and random games played on 25x25, judged one by one; prints the slowest times.
//!
//! `cargo run --release --example judge_worst [N]` (N boards per density, default 20).

use std::time::Instant;
use tenuki_gtp::board::{Board, Color, Geometry};
use tenuki_gtp::judge::judge;

fn next(x: &mut u64) -> u64 {
    *x = x
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *x >> 33
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let g = Geometry::new(25, 25).expect("size");
    let mut x: u64 = 7;
    let mut times: Vec<(f64, String)> = Vec::new();
    for density in [10u64, 30, 50, 70, 90] {
        for i in 0..n {
            // random stones of this density
            let mut b = Board::new(g);
            for p in g.points() {
                let r = next(&mut x) % 100;
                if r < density / 2 {
                    b.place_initial(p, Color::Black);
                } else if r < density {
                    b.place_initial(p, Color::White);
                }
            }
            let start = Instant::now();
            judge(&b);
            times.push((
                start.elapsed().as_secs_f64() * 1e3,
                format!("stones {density}% #{i}"),
            ));
            // a random legal game of that many moves
            let mut b = Board::new(g);
            let mut color = Color::Black;
            let moves = (density as usize) * 625 / 100;
            for _ in 0..moves {
                let points: Vec<usize> = g.points().collect();
                for _ in 0..20 {
                    let p = points[(next(&mut x) as usize) % points.len()];
                    if b.play(color, Some(p)).is_ok() {
                        break;
                    }
                }
                color = color.opponent();
            }
            let start = Instant::now();
            judge(&b);
            times.push((
                start.elapsed().as_secs_f64() * 1e3,
                format!("game {moves} moves #{i}"),
            ));
        }
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (t, what) in times.iter().take(5) {
        println!("{t:.1} ms  {what}");
    }
    println!("{} boards judged", times.len());
}
