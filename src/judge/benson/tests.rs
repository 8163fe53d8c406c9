//! Benson's test on small diagrams, and the test of one block against the whole board's.

use super::*;
use crate::judge::light_board::PlayoutBoard;

fn benson(rows: &[&str]) -> (PlayoutBoard, Benson) {
    let board = PlayoutBoard::from_rows(rows);
    let found = Benson::find(&board.color, board.stride());
    (board, found)
}

/// The found layer as a diagram: `X`/`O` pass-alive stones, `z`/`a` pass-alive areas.
fn picture(board: &PlayoutBoard, found: &Benson) -> Vec<String> {
    let s = board.stride();
    let h = board.color.len() / s - 2;
    (0..h)
        .map(|row| {
            (0..s - 2)
                .map(|col| {
                    let p = (row + 1) * s + col + 1;
                    match (board.color[p], found.pass_alive[p], found.area[p]) {
                        (BLACK, true, _) => 'X',
                        (WHITE, true, _) => 'O',
                        (_, _, BLACK) => 'z',
                        (_, _, WHITE) => 'a',
                        (BLACK, _, _) => 'x',
                        (WHITE, _, _) => 'o',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// A random 7x7 position: a third of the points black, a third white.
fn random_rows(rng: &mut crate::judge::playout::Rng) -> Vec<String> {
    (0..7)
        .map(|_| {
            (0..7)
                .map(|_| ['x', 'o', '.'][rng.below(3)])
                .collect::<String>()
        })
        .collect()
}

#[test]
fn two_separate_eyes_make_a_block_pass_alive_and_its_eyes_its_area() {
    let (b, found) = benson(&[".x.x.", "xxxxx", ".....", "ooooo", "....."]);
    assert_eq!(
        picture(&b, &found),
        ["zXzXz", "XXXXX", ".....", "ooooo", "....."],
        "the bottom white row has one big region, not two vital ones"
    );
}

#[test]
fn an_enemy_stone_in_a_small_region_lies_in_the_area() {
    // A6 is empty and touches black, B6 is a white stone: the region is vital to black
    let (b, found) = benson(&[".ox.x.", "xxxxxx", "......", "oooooo", "......"]);
    assert_eq!(
        picture(&b, &found),
        ["zzXzXz", "XXXXXX", "......", "oooooo", "......"],
    );
}

#[test]
fn a_pass_alive_block_survives_any_enemy_moves_while_its_owner_passes() {
    // random positions on a 7x7 board (a third of the points black, a third white), then
    // the enemy plays 60 random legal moves while the owner passes: no stone of a block
    // found pass-alive is ever taken
    use crate::judge::light_board::opponent;
    use crate::judge::playout::Rng;
    let mut found_some = false;
    for seed in 0..300u64 {
        let mut rng = Rng::new(seed);
        let rows = random_rows(&mut rng);
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        for owner in [BLACK, WHITE] {
            let mut b = PlayoutBoard::from_rows(&rows);
            let found = Benson::of_color(&b.color, b.stride(), owner);
            let alive: Vec<usize> = (0..b.color.len())
                .filter(|&p| found.pass_alive[p])
                .collect();
            found_some |= !alive.is_empty();
            let enemy = opponent(owner);
            for _ in 0..60 {
                let legal = b.legal_points(enemy);
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                b.play(m, enemy);
                b.pass();
                for &p in &alive {
                    assert_eq!(b.color[p], owner, "seed {seed}: {p} taken, {rows:?}");
                }
            }
        }
    }
    assert!(found_some, "some random position holds a pass-alive block");
}

#[test]
fn a_block_with_two_vital_regions_of_its_own_is_read_as_the_whole_board_reads_it() {
    // Black's top group has the eyes A5 and C5; B1 is White's lone stone
    let (b, found) = benson(&[".x.x.", "xxxxx", "ooooo", ".....", ".o..."]);
    let alive = |p: usize| Benson::block_is_pass_alive(&b, b.color[p], p);
    for p in (0..b.color.len()).filter(|&p| matches!(b.color[p], BLACK | WHITE)) {
        assert_eq!(alive(p), found.pass_alive[p], "{p}");
    }
    assert!(alive(b.at(1, 0)));
    // White's row has one region below it (rows 2 and 1, B1 in it), whose points in row 1
    // are no liberties of it: not vital
    assert!(!alive(b.at(0, 2)));
}

/// Asserts that every stone of `b` of both colours is pass-alive by the test of its block
/// alone exactly when the whole board's test says so; returns how many were, of how many.
fn one_block_agrees(b: &PlayoutBoard, which: &str) -> (usize, usize) {
    let (mut alive, mut read) = (0, 0);
    for c in [BLACK, WHITE] {
        let found = Benson::of_color(&b.color, b.stride(), c);
        for p in (0..b.color.len()).filter(|&p| b.color[p] == c) {
            let one = Benson::block_is_pass_alive(b, c, p);
            assert_eq!(one, found.pass_alive[p], "{which}, point {p}");
            alive += usize::from(one);
            read += 1;
        }
    }
    (alive, read)
}

#[test]
fn the_test_of_one_block_agrees_with_the_whole_board_on_random_positions() {
    // the first round's count of a block's vital regions, read from the regions beside it
    // alone, drops only blocks the whole test drops: on 600 random 7x7 positions (a third
    // black, a third white), both colours, every block
    use crate::judge::playout::Rng;
    let (mut alive, mut read) = (0, 0);
    for seed in 0..600u64 {
        let mut rng = Rng::new(seed);
        let rows = random_rows(&mut rng);
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let b = PlayoutBoard::from_rows(&rows);
        let (a, r) = one_block_agrees(&b, &format!("seed {seed}: {rows:?}"));
        (alive, read) = (alive + a, read + r);
    }
    assert!(
        alive > 0 && alive < read,
        "{alive} of {read} stones pass-alive"
    );
}

#[test]
fn the_test_of_one_block_agrees_with_the_whole_board_on_games_played_out() {
    // 9x9 and 13x13 boards played out from empty by the playouts' policy (which keeps
    // its eyes: most groups end pass-alive), and the same boards cut short after 40 to 120
    // moves: every block of both colours, read alone and by the whole board's test
    use crate::judge::playout::Rng;
    let (mut alive, mut read) = (0, 0);
    for seed in 0..300u64 {
        let side = if seed % 2 == 0 { 9 } else { 13 };
        let empty = vec![".".repeat(side); side];
        let rows: Vec<&str> = empty.iter().map(String::as_str).collect();
        let mut b = PlayoutBoard::from_rows(&rows);
        let forbidden = crate::board::points::Points::new(b.color.len());
        let mut rng = Rng::new(seed);
        let moves = if seed % 3 == 0 {
            1000
        } else {
            40 + (seed as usize % 5) * 20
        };
        b.play_out(BLACK, &forbidden, moves, &mut rng);
        let (a, r) = one_block_agrees(&b, &format!("seed {seed}"));
        (alive, read) = (alive + a, read + r);
    }
    assert!(
        alive * 4 > read && alive < read,
        "{alive} of {read} stones pass-alive"
    );
}

#[test]
fn one_eye_is_not_enough() {
    let (b, found) = benson(&[".x...", "xx...", ".....", "....."]);
    assert!(picture(&b, &found).iter().all(|r| !r.contains('X')));
}
