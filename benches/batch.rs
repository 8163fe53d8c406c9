//! The batch scorer's work per record: SGF parse + replay + score of one finished 19x19 game
//! (sp19-012 of the GNU Go self-play records, 9 dead stones), with the dead stones from the
//! markup (none in this record: the scorer alone) and from the judge.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tenuki_gtp::batch::{score_file, DeadStones, Format, Options};

fn bench(c: &mut Criterion) {
    let record = include_str!("../tests/data/selfplay-sgf/sp19-012.sgf");
    let mut group = c.benchmark_group("batch");
    for (label, dead) in [("markup", DeadStones::Markup), ("judge", DeadStones::Judge)] {
        let options = Options {
            rules: None,
            komi: None,
            dead,
            jobs: 1,
            format: Format::Jsonl,
            annotate: false,
            seed: tenuki_gtp::judge::SEED,
            describe: false,
            describe_teire: false,
        };
        group.bench_function(
            format!("parse + replay + score 19x19, dead from {label}"),
            |b| b.iter(|| score_file("sp19-012.sgf", black_box(record), &options)),
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
