//! The light board's tests: its counts and codes against fresh readings.

use super::*;
use crate::judge::Why;

/// The playouts' calls on `template`, for tests of the steps after them: every block kept in
/// all the playouts but those at `shares` (column, row; top row 0), each lost in the share
/// given.
pub(in crate::judge) fn playouts_keep_all_but(
    template: &PlayoutBoard,
    shares: &[((usize, usize), f64)],
) -> Vec<Option<Why>> {
    let mut why: Vec<Option<Why>> = template
        .color
        .iter()
        .map(|&c| {
            matches!(c, BLACK | WHITE).then_some(Why::Playouts {
                taken: 0.0,
                kept: 1.0,
            })
        })
        .collect();
    for &((c, r), taken) in shares {
        for s in template.stones_of(template.at(c, r)) {
            why[s] = Some(Why::Playouts {
                taken,
                kept: 1.0 - taken,
            });
        }
    }
    why
}

#[test]
fn a_capture_empties_the_block_and_gives_its_neighbours_liberties_back() {
    // after D4 the white pair C4-C3 has one liberty left, D3
    let mut b = PlayoutBoard::from_rows(&[".xo.", ".xo.", ".xx.", "...."]);
    b.play(b.at(3, 0), BLACK);
    assert_eq!(b.atari_point(b.at(2, 0)), Some(b.at(3, 1)));
    let e = b.effect(b.at(3, 1), BLACK).expect("legal");
    assert!(e.captures);
    b.play(b.at(3, 1), BLACK);
    assert_eq!(b.color[b.at(2, 0)], EMPTY, "C4 captured");
    assert_eq!(b.color[b.at(2, 1)], EMPTY, "C3 captured");
    // the black stone at D4 has its liberty C4 back: not in atari any more
    assert_eq!(b.atari_point(b.at(3, 0)), None);
    assert!(
        b.effect(b.at(2, 0), WHITE).is_some(),
        "C4 is legal for white again"
    );
}

/// [`PlayoutBoard::effect`] read by walking every block beside `p` whole.
fn effect_walked(b: &PlayoutBoard, p: usize, c: u8) -> Option<MoveEffect> {
    if b.ko == Some(p) {
        return None;
    }
    let mut union: Vec<usize> = Vec::new();
    let mut heads: Vec<usize> = Vec::new();
    let mut captures = false;
    for n in b.neighbours(p) {
        if b.color[n] == EMPTY {
            union.push(n);
        } else if b.color[n] == opponent(c) {
            captures |= b.liberties_upto(n, usize::MAX) == vec![p];
        } else if b.color[n] == c && !heads.contains(&b.block_head(n)) {
            heads.push(b.block_head(n));
            union.extend(b.liberties_upto(n, usize::MAX));
        }
    }
    union.retain(|&l| l != p);
    union.sort_unstable();
    union.dedup();
    let stones = 1 + heads.iter().map(|&h| b.size[h] as u32).sum::<u32>();
    (captures || !union.is_empty()).then_some(MoveEffect {
        captures,
        liberties: union.len().min(2) as u8,
        stones,
    })
}

/// The liberties of the block at `p`, every stone walked in the board's order (the head,
/// then its ring), each liberty where it is first met: no kept count read.
fn liberties_walked(b: &PlayoutBoard, p: usize) -> Vec<usize> {
    let mut found = Vec::new();
    for s in b.stones_of(p) {
        for n in b.neighbours(s) {
            if b.color[n] == EMPTY && !found.contains(&n) {
                found.push(n);
            }
        }
    }
    found
}

/// Calls `check` with the seed and the board after every move of 40 random games on a 7x7
/// board with stones set up (blocks to merge and to capture).
pub(in crate::judge) fn after_every_move_of_random_games(
    mut check: impl FnMut(u64, &PlayoutBoard),
) {
    use crate::judge::playout::Rng;
    for seed in 0..40 {
        let mut b = PlayoutBoard::from_rows(&[
            "x.o.x..", ".xxo.o.", "o.x.xo.", ".ooxx..", "x..o.ox", ".x.o.x.", "..x...o",
        ]);
        let mut rng = Rng::new(seed);
        let mut c = BLACK;
        for _ in 0..120 {
            let legal = b.legal_points(c);
            if legal.is_empty() {
                break;
            }
            b.play(legal[rng.below(legal.len())], c);
            check(seed, &b);
            c = opponent(c);
        }
    }
}

#[test]
fn liberty_counts_and_surroundings_stay_exact_through_merges_and_captures() {
    // after every move each block's kept count must be its liberties walked one by one
    after_every_move_of_random_games(|seed, b| {
        for p in 0..b.color.len() {
            // a count is kept at a block's head and nowhere else (the policy reads the
            // edge's count as no block in atari)
            if !matches!(b.color[p], BLACK | WHITE) || b.block_head(p) != p {
                assert_eq!(b.libs[p], 0, "seed {seed}, point {p}");
            }
            if matches!(b.color[p], BLACK | WHITE) {
                // walked here without the count, which the board's own walks stop at
                let walked = liberties_walked(b, p);
                assert_eq!(
                    b.libs[b.block_head(p)] as usize,
                    walked.len(),
                    "seed {seed}, point {p}"
                );
                let atari = (walked.len() == 1).then(|| walked[0]);
                assert_eq!(b.atari_point(p), atari, "seed {seed}, point {p}");
                for max in [1, 2, 3, usize::MAX] {
                    let first = &walked[..walked.len().min(max)];
                    assert_eq!(b.liberties_upto(p, max), first, "seed {seed}, point {p}");
                }
            }
            if b.color[p] != BORDER {
                for max in [1, 2, 3, usize::MAX] {
                    let walked = b.liberties_upto(p, max).len();
                    assert_eq!(b.liberty_count(p, max), walked, "seed {seed}, point {p}");
                }
                assert_eq!(b.around[p], b.read_around(p), "seed {seed}, point {p}");
            }
            if b.color[p] == EMPTY {
                for colour in [BLACK, WHITE] {
                    let read = b.is_eye_on(p, colour, |q| b.color[q]);
                    assert_eq!(b.is_eye(p, colour), read, "seed {seed}, point {p}");
                    let walked = effect_walked(b, p, colour);
                    assert_eq!(b.effect(p, colour), walked, "seed {seed}, point {p}");
                }
            }
        }
    });
}

/// The first stones of the enemy blocks beside the block at `p`, walked one by one (its
/// stones in their order, each one's neighbours in theirs).
fn enemies_walked(b: &PlayoutBoard, p: usize) -> Vec<usize> {
    let enemy = opponent(b.color[p]);
    let mut found = Vec::new();
    for s in b.stones_of(p) {
        for n in b.neighbours(s) {
            if b.color[n] == enemy && !found.contains(&b.block_head(n)) {
                found.push(b.block_head(n));
            }
        }
    }
    found
}

#[test]
fn a_blocks_readings_in_one_walk_are_those_walked_one_by_one() {
    // what the race of filling reads of a block at each position: its liberties and the enemy
    // blocks beside it (in the order the separate readings give them), whether it has a
    // liberty among some points, the blocks in atari, and which blocks touch which
    after_every_move_of_random_games(|seed, b| {
        let stones: Vec<usize> = (0..b.color.len())
            .filter(|&p| matches!(b.color[p], BLACK | WHITE))
            .collect();
        for &p in &stones {
            let liberties = liberties_walked(b, p);
            let enemies = enemies_walked(b, p);
            assert_eq!(
                b.liberties_and_enemies(p),
                (liberties.clone(), enemies.clone()),
                "seed {seed}, point {p}"
            );
            assert_eq!(b.enemy_blocks_beside(p), enemies, "seed {seed}, point {p}");
            // its liberties, some of them, none, and points of every kind (stones, empty
            // points that are no liberty of it, its liberties among them)
            let every: Vec<usize> = (0..b.color.len())
                .filter(|&q| b.color[q] != BORDER && q % 3 == seed as usize % 3)
                .collect();
            for points in [
                &liberties[..],
                &liberties[1.min(liberties.len())..],
                &[],
                &every[..],
            ] {
                let among = liberties.iter().any(|l| points.contains(l));
                assert_eq!(
                    b.has_liberty_among(p, points),
                    among,
                    "seed {seed}, point {p}"
                );
            }
            for &h in &stones {
                if b.color[h] != b.color[p] {
                    let head = b.block_head(h);
                    let touches = enemies.contains(&head);
                    assert_eq!(
                        b.block_touches_block(p, head),
                        touches,
                        "seed {seed}, {p} {h}"
                    );
                }
            }
        }
        for colour in [BLACK, WHITE] {
            let mut in_atari: Vec<usize> = stones
                .iter()
                .map(|&p| b.block_head(p))
                .filter(|&h| b.color[h] == colour && liberties_walked(b, h).len() == 1)
                .collect();
            in_atari.sort_unstable();
            in_atari.dedup();
            assert_eq!(b.blocks_in_atari(colour), in_atari, "seed {seed}");
        }
    });
}

#[test]
fn a_stone_joining_blocks_of_two_liberties_counts_their_other_ones() {
    let joined = |liberties, stones| {
        Some(MoveEffect {
            captures: false,
            liberties,
            stones,
        })
    };
    // B4 joins the black pairs A4-A3 and C4-C3, each with two liberties: B4 and B3. Joined,
    // they have B3 alone (a self-atari of five stones)
    let b = PlayoutBoard::from_rows(&["x.xo.", "x.xo.", "o.o..", "....."]);
    assert_eq!(b.effect(b.at(1, 0), BLACK), joined(1, 5));
    // here C4 alone has B4 and D4: joined with A4-A3 they keep B3 and D4
    let b = PlayoutBoard::from_rows(&["x.x..", "x.o..", "o....", "....."]);
    assert_eq!(b.effect(b.at(1, 0), BLACK), joined(2, 4));
}

#[test]
fn eyes_are_refused_to_their_owner_but_false_eyes_are_not() {
    let b = PlayoutBoard::from_rows(&[".x.x", "xxxo", "...."]);
    assert!(b.is_eye(b.at(0, 0), BLACK));
    assert!(
        !b.is_eye(b.at(2, 0), BLACK),
        "C3 has a white diagonal on the edge"
    );
}

/// Every array of a board (its points only) and what it holds besides.
fn state(b: &PlayoutBoard) -> String {
    format!(
        "{} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        b.stride,
        &*b.color,
        &*b.head,
        &*b.next,
        &*b.size,
        &*b.libs,
        &*b.around,
        b.empties,
        &*b.empty_pos,
        b.ko,
        b.last,
        b.captured
    )
}

#[test]
fn a_board_made_on_a_spare_board_is_the_board_made_anew() {
    let rows = [".xo..", "xxoo.", "..xo.", "ox.o.", "....."];
    // no spare board left on this thread: the first is made anew
    while take_spare_board().is_some() {}
    let fresh = PlayoutBoard::from_rows(&rows);
    // a bigger board, played on, given back, then made the small one again in its arrays
    let mut used = PlayoutBoard::from_rows(&["........", ".xo.....", "..x.o...", "........"]);
    used.play(used.at(2, 0), WHITE);
    used.play(used.at(1, 2), BLACK);
    give_back_boards([used]);
    let reused = PlayoutBoard::from_rows(&rows);
    assert!(take_spare_board().is_none(), "the spare board was taken");
    assert_eq!(state(&reused), state(&fresh));
    // a copy on a spare board, too
    give_back_boards([PlayoutBoard::from_rows(&["x..", "...", "..o"])]);
    let copy = fresh.clone();
    assert!(take_spare_board().is_none(), "the spare board was taken");
    assert_eq!(state(&copy), state(&fresh));
}

#[test]
fn an_empty_point_belongs_to_the_one_colour_beside_it() {
    // B4 touches both colours, B3 Black alone, D4 and D1 White alone (the edge is no
    // colour), B2 neither; a stone's point is its own colour's
    let b = PlayoutBoard::from_rows(&["x.o.", "x...", "...o", "..o."]);
    assert_eq!(b.owner(b.at(1, 0)), EMPTY, "B4: Black's A4 and White's C4");
    assert_eq!(b.owner(b.at(1, 1)), BLACK, "B3: Black's A3 alone");
    assert_eq!(b.owner(b.at(3, 0)), WHITE, "D4: White's C4 alone");
    assert_eq!(b.owner(b.at(1, 2)), EMPTY, "B2: no stone beside it");
    assert_eq!(b.owner(b.at(3, 3)), WHITE, "D1: White's C1 and D2");
    assert_eq!(b.owner(b.at(0, 0)), BLACK, "A4 itself");
    assert_eq!(b.owner(b.at(2, 3)), WHITE, "C1 itself");
}
