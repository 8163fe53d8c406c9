//! Engine speed: `play` on the board, and one GTP round trip (in process, and through the
//! real binary's pipes).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tenuki_gtp::board::{Board, Color, Geometry};
use tenuki_gtp::gtp::commands::COMMANDS;
use tenuki_gtp::gtp::Engine;
use tenuki_gtp::scoring::Rules;

fn bench(c: &mut Criterion) {
    let g = Geometry::new(19, 19).expect("19x19");
    let mut board = Board::new(g);
    // a few stones so captures and liberties are looked at
    for (i, col) in [3, 4, 5, 15].iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let _ = board.play(color, Some(g.index(*col, 3)));
    }
    let point = g.index(4, 4);
    c.bench_function("play + undo, 19x19", |b| {
        b.iter(|| {
            let _ = board.play(Color::Black, Some(black_box(point)));
            board.undo();
        })
    });

    let mut engine = Engine::new(Rules::Japanese, 6.5, COMMANDS);
    c.bench_function("GTP round trip in process (play + undo)", |b| {
        b.iter(|| {
            black_box(engine.handle_line("1 play b D4"));
            black_box(engine.handle_line("2 undo"));
        })
    });

    let mut child = Command::new(env!("CARGO_BIN_EXE_tenuki-gtp"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("engine starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    c.bench_function("GTP round trip through pipes (name)", |b| {
        b.iter(|| {
            stdin.write_all(b"name\n").expect("write");
            stdin.flush().expect("flush");
            line.clear();
            stdout.read_line(&mut line).expect("answer");
            stdout.read_line(&mut line).expect("blank line");
        })
    });
    stdin.write_all(b"quit\n").ok();
    drop(stdin);
    child.wait().ok();
}

criterion_group!(benches, bench);
criterion_main!(benches);
