//! Positions whose answer must not hang on the seed of the judge's playouts: each is judged
//! under seeds 1 to 64 (`--seed` reaches the same judge through the binary) and must get its
//! known dead stones under every one. Issue 45 lists the positions where the draw decides
//! today; those the judge does not yet read stay here as expected failures (ignored, with the
//! reason), so `cargo test -- --ignored` shows them. `docs/accuracy.md` (fifth session) says
//! which step turns each draw into a call.

use tenuki_gtp::board::{diagram::parse_board, vertex::parse_vertex, Color};
use tenuki_gtp::judge::judge_with_seed;

/// The seeds each position is judged under.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=64;

/// Judges `diagram` (`b`/`w`: the stones dead in truth) with `to_move` under every seed of
/// [`SEEDS`]; returns the seeds whose dead stones differ from the diagram's.
fn seeds_judged_otherwise(diagram: &str, to_move: Option<Color>) -> Vec<u64> {
    let (board, dead) = parse_board(diagram).expect("diagram");
    let g = board.geometry();
    SEEDS
        .filter(|&seed| {
            let verdict = judge_with_seed(&board, to_move, seed);
            let judged: Vec<usize> = g.points().filter(|&p| verdict.is_dead(p)).collect();
            judged != dead
        })
        .collect()
}

/// Judges `diagram` with `to_move` under every seed of [`SEEDS`]; returns the seeds that kill
/// a stone at one of `vertices`.
fn seeds_killing(diagram: &str, to_move: Option<Color>, vertices: &[&str]) -> Vec<u64> {
    let (board, _) = parse_board(diagram).expect("diagram");
    let g = board.geometry();
    let points: Vec<usize> = vertices
        .iter()
        .map(|v| parse_vertex(g, v).expect("vertex"))
        .collect();
    SEEDS
        .filter(|&seed| {
            let verdict = judge_with_seed(&board, to_move, seed);
            points.iter().any(|&p| verdict.is_dead(p))
        })
        .collect()
}

/// The seed's first example (its two inner groups share B5's liberty; each has one eye, A6 and
/// D6): a seki, nothing dead, whoever is to move, under every seed. Under seed 11 with nobody
/// to move the verifier had proved B6-A5 dead: its short-of-eyes test let White fill B5
/// because White's C6 group had a liberty outside Black's, but that liberty was White's own
/// eye D6, and filling B5 would leave White in atari there. The test now asks for two.
#[test]
fn the_seed_s_seki_lives_under_every_seed() {
    let diagram = "
        .xo.ox
        x.ooox
        oooxxx
        xxxx..
        ......
        ......";
    for to_move in [None, Some(Color::Black), Some(Color::White)] {
        assert_eq!(
            seeds_judged_otherwise(diagram, to_move),
            Vec::<u64>::new(),
            "{to_move:?}"
        );
    }
}

const SEKI_1: &str = "
        x.ox.....
        x.ox.....
        xxox...x.
        ooxx.....
        o.ooxx...
        .o..o....
        ...o.....
        .........
        .........";

/// online-go/score-estimator's `patterns/seki_1` (Black to move): Black's A9-A8-A7-B7 and
/// White's C9-C8-C7 have the same two liberties, B9 and B8, and no other (B7's B6, C7's C6 and
/// D7 are enemy stones): whoever fills one puts his own block in atari and loses it, so
/// nobody does. A seki, alive under every seed (it was killed in 17 of 64 before the seki was
/// read from the shape: the no-territory rule took Black's block).
#[test]
fn seki_1_two_shared_liberties_live_under_every_seed() {
    let seki = ["A9", "A8", "A7", "B7", "C9", "C8", "C7"];
    assert_eq!(
        seeds_killing(SEKI_1, Some(Color::Black), &seki),
        Vec::<u64>::new()
    );
}

/// The whole of `patterns/seki_1`: the rest of the board is open and nothing is dead (the
/// set's answer).
#[test]
#[ignore = "issue 45: in 4 of 64 seeds the playouts lose Black's D9 group or the lone H7 in \
            a quarter of them, and the no-territory rule then kills it: on an open board \
            nobody has territory yet"]
fn seki_1_nothing_dead_under_every_seed() {
    assert_eq!(
        seeds_judged_otherwise(SEKI_1, Some(Color::Black)),
        Vec::<u64>::new()
    );
}

const SEKI_ONE_EYE_EACH: &str = "
        .x.o.oxx.
        xxxooox.x
        oooxxxxxx
        ..ooo....
        .........
        .........
        ..o......
        .........
        .........";

/// online-go/score-estimator's `patterns/seki_one_eye_each` (Black to move): White's D9-F9-
/// D8-E8-F8 has the eye E9 and the liberty C9; Black's B9-A8-B8-C8 has the eye A9 and the same
/// C9. Whoever plays C9 is left with his eye as his last liberty and is taken there: a seki,
/// alive under every seed (White's group died in 22 of 64 before: a wrong proof, then the eye
/// counts, which put White in seki and not Black).
#[test]
fn seki_one_eye_each_lives_under_every_seed() {
    let seki = ["B9", "A8", "B8", "C8", "D9", "F9", "D8", "E8", "F8"];
    assert_eq!(
        seeds_killing(SEKI_ONE_EYE_EACH, Some(Color::Black), &seki),
        Vec::<u64>::new()
    );
}

/// The whole of `patterns/seki_one_eye_each`: nothing is dead (the set's answer).
#[test]
#[ignore = "issue 45: in 22 of 64 seeds the playouts lose White's A7-C7-C6-E6 group in a \
            quarter of them, and the no-territory rule then kills it: on an open board \
            nobody has territory yet"]
fn seki_one_eye_each_nothing_dead_under_every_seed() {
    assert_eq!(
        seeds_judged_otherwise(SEKI_ONE_EYE_EACH, Some(Color::Black)),
        Vec::<u64>::new()
    );
}
