//! Tests of [`decide_even_calls_by_walls`] on hand diagrams, the playouts' shares set by hand.

use super::*;
use crate::judge::light_board::tests::playouts_keep_all_but;

/// kgs6d `2017-01-15-17`'s bottom (columns F to R, rows 4 to 1) under a row of black stones:
/// White's J3 (five stones, liberties H3, H2, J1, M2), N2 (three: M2, M1, O1), K1 and P1
/// inside Black's wall, Black's K2-L2 (liberties M2, L1) among them. The playouts of the game
/// left each of them at even.
const BOTTOM: [&str; 5] = [
    "xxxxxxxxxxxx",
    "x.xxxxxxxxxx",
    "xx.ooooxx...",
    "x..oxx.ooxx.",
    "x...o..o.o..",
];

/// (column, row) of the blocks left at even on [`BOTTOM`]: J3, K2, N2, K1, P1.
const RACERS: [(usize, usize); 5] = [(3, 2), (4, 3), (7, 3), (4, 4), (9, 4)];

/// The calls on `rows`: every block kept in all the playouts but those at `even` (column,
/// row), each lost in the share given.
fn calls(rows: &[&str], even: &[((usize, usize), f64)]) -> (PlayoutBoard, Vec<Option<Why>>) {
    let template = PlayoutBoard::from_rows(rows);
    let why = playouts_keep_all_but(&template, even);
    (template, why)
}

/// The racers of [`BOTTOM`] at the game's shares of 512 playouts (0.50, 0.47, 0.50, 0.50, 0.52).
fn racers_at_even() -> Vec<((usize, usize), f64)> {
    RACERS
        .into_iter()
        .zip([0.502, 0.467, 0.501, 0.502, 0.52])
        .collect()
}

fn is_dead(why: &[Option<Why>], template: &PlayoutBoard, (c, r): (usize, usize)) -> bool {
    why[template.at(c, r)].is_some_and(Why::is_dead)
}

#[test]
fn a_fight_at_even_inside_blacks_wall_goes_to_black() {
    let (template, mut why) = calls(&BOTTOM, &racers_at_even());
    let decided = decide_even_calls_by_walls(&template, &mut why, 512);
    // every living stone around the fight is Black's: White's four blocks die, Black's K2 lives
    assert_eq!(decided.len(), 5);
    for (i, &racer) in RACERS.iter().enumerate() {
        let white = i != 1;
        assert_eq!(is_dead(&why, &template, racer), white, "{racer:?}");
    }
    // the shares are the playouts', on the wall's side: K2 (lost in 0.467) as it was, J3 (0.502)
    // as it was, P1 (0.52) as it was
    let k2 = template.at(4, 3);
    assert_eq!(
        why[k2],
        Some(Why::Playouts {
            taken: 0.467,
            kept: 1.0 - 0.467
        })
    );
    let call = decided.iter().find(|c| c.head == template.block_head(k2));
    assert_eq!(call.map(|c| (c.taken, c.dead)), Some((0.467, false)));
    // the wall itself is untouched
    assert_eq!(
        why[template.at(0, 0)],
        Some(Why::Playouts {
            taken: 0.0,
            kept: 1.0
        })
    );
}

#[test]
fn the_wall_swaps_a_call_the_draw_put_on_its_other_side() {
    // the draw of another seed: K2 lost in 0.53, the white blocks kept in about as many
    let even: Vec<_> = RACERS
        .into_iter()
        .zip([0.48, 0.53, 0.49, 0.5, 0.46])
        .collect();
    let (template, mut why) = calls(&BOTTOM, &even);
    decide_even_calls_by_walls(&template, &mut why, 512);
    for (i, &racer) in RACERS.iter().enumerate() {
        assert_eq!(is_dead(&why, &template, racer), i != 1, "{racer:?}");
    }
    // K2 swapped (lost 0.47, kept 0.53); K1 at a tie made one playout more lost
    let k2 = why[template.at(4, 3)];
    assert!(matches!(k2, Some(Why::Playouts { taken, kept })
        if (taken - 0.47).abs() < 1e-9 && (kept - 0.53).abs() < 1e-9));
    assert_eq!(
        why[template.at(4, 4)],
        Some(Why::Playouts {
            taken: 0.5 + 1.0 / 512.0,
            kept: 0.5 - 1.0 / 512.0
        })
    );
}

#[test]
fn a_fight_beside_living_stones_of_both_players_is_left_to_the_playouts() {
    // a white row on top, and R4 empty: the fight reaches it through R3, and it touches a
    // white stone that lives
    let mut rows = BOTTOM;
    rows[0] = "oooooooooooo";
    rows[1] = "x.xxxxxxxxx.";
    let (template, mut why) = calls(&rows, &racers_at_even());
    let before = why.clone();
    assert!(decide_even_calls_by_walls(&template, &mut why, 512).is_empty());
    assert_eq!(why, before);
}

/// [`BOTTOM`] with K2 lost in `taken` of the playouts (no longer at even, a stone of the wall
/// around the others): the calls.
fn with_k2_lost_in(taken: f64) -> (PlayoutBoard, Vec<Option<Why>>) {
    let mut even = racers_at_even();
    even[1].1 = taken;
    calls(&BOTTOM, &even)
}

/// K2, lost in `taken` of 512 playouts, stands as a wall: the four white blocks die, and K2
/// keeps the playouts' call.
fn check_k2_stands_as_a_wall(taken: f64) {
    let (template, mut why) = with_k2_lost_in(taken);
    let k2 = template.at(4, 3);
    let decided = decide_even_calls_by_walls(&template, &mut why, 512);
    assert_eq!(decided.len(), 4, "K2 lost in {taken}");
    assert!(decided
        .iter()
        .all(|c| c.dead && c.head != template.block_head(k2)));
    assert_eq!(
        why[k2],
        Some(Why::Playouts {
            taken,
            kept: 1.0 - taken
        })
    );
}

/// K2, lost in `taken` of 512 playouts, is no wall: the fight is left to the playouts, the
/// calls as they were. Returns them.
fn check_k2_is_no_wall(taken: f64) -> (PlayoutBoard, Vec<Option<Why>>) {
    let (template, mut why) = with_k2_lost_in(taken);
    let before = why.clone();
    assert!(
        decide_even_calls_by_walls(&template, &mut why, 512).is_empty(),
        "K2 lost in {taken}"
    );
    assert_eq!(why, before);
    (template, why)
}

#[test]
fn a_share_clear_of_even_is_no_coin() {
    // K2 lost in 0.10: over 512 playouts, taken - kept = -0.8 lies 18 standard errors (1 /
    // sqrt(512) = 0.044) from even; a living black stone standing clearly (lost in fewer than
    // a quarter), part of the wall: the white blocks still die, K2 keeps the playouts' call
    check_k2_stands_as_a_wall(0.10);
}

#[test]
fn a_wall_stone_lost_in_a_quarter_of_the_playouts_and_more_is_no_wall() {
    // K2 lost in 0.40: over 512 playouts 4.5 standard errors from even, no coin; but a block
    // the playouts lose in a quarter of them and more than three standard errors of that
    // line (0.25 + 0.0574 at 512) does not stand, and a fight beside it has no wall: left to
    // the playouts
    let (template, mut why) = check_k2_is_no_wall(0.40);
    // over 64 playouts the same share lies 1.6 standard errors (0.125) from even: a coin, and
    // the fight goes to Black, K2 with it
    let k2 = template.at(4, 3);
    let decided = decide_even_calls_by_walls(&template, &mut why, 64);
    assert_eq!(decided.len(), 5);
    assert!(decided
        .iter()
        .any(|c| c.head == template.block_head(k2) && !c.dead));
}

#[test]
fn a_wall_stone_kept_at_the_quarter_line_stands_as_a_wall() {
    // K2 lost in 0.28 of 512 playouts: above the quarter, but within three standard errors
    // of it (sqrt(0.25 x 0.75 / 512) = 0.0191, three 0.0574): the draw could have put it
    // on either side, and such a keep stands as the playouts left it. It is a wall: the
    // white blocks die, K2 keeps its call
    check_k2_stands_as_a_wall(0.28);
    // lost in 0.31, beyond the three errors (0.25 + 0.0574 = 0.3074): no wall, the fight is
    // left to the playouts
    check_k2_is_no_wall(0.31);
}

#[test]
fn the_rule_is_named_where_its_call_stood() {
    let (template, mut why) = calls(&BOTTOM, &racers_at_even());
    let decided = decide_even_calls_by_walls(&template, &mut why, 512);
    // a later step spares K1 (its attacker K2 read dead, say): that reason stands
    let k1 = template.at(4, 4);
    why[k1] = Some(Why::AttackersDead);
    let mut unsure = vec![false; why.len()];
    name_wall_calls(&template, &decided, &mut why, &mut unsure);
    assert_eq!(why[k1], Some(Why::AttackersDead));
    assert!(!unsure[k1]);
    for s in template.stones_of(template.at(3, 2)) {
        assert_eq!(
            why[s],
            Some(Why::InsideWall {
                taken: 0.502,
                kept: 1.0 - 0.502,
                dead: true
            })
        );
        assert!(unsure[s]);
    }
    let k2 = template.at(4, 3);
    assert_eq!(
        why[k2],
        Some(Why::InsideWall {
            taken: 0.467,
            kept: 1.0 - 0.467,
            dead: false
        })
    );
    assert!(why[k2].is_some_and(|w| !w.is_dead()));
}

/// A white stone at even inside Black's stones on the first line (B1), and a lone black
/// stone (E1) that the playouts lose in 0.40 of 512 playouts: no coin (4.5 standard errors
/// from even), but no stone standing clearly either. Row 0 as given.
fn first_line(top: &str) -> (PlayoutBoard, Vec<Option<Why>>) {
    let rows = [top, ".o..x.."];
    calls(&rows, &[((1, 1), 0.5), ((4, 1), 0.40)])
}

#[test]
fn a_lone_stone_in_doubt_beside_the_fight_is_part_of_it_not_a_wall() {
    // every other stone around is Black's and stands clearly: the fight, E1 in it, lies inside
    // Black's wall. B1 dies; E1 keeps the playouts' call (alive, lost in 0.40), and the rule
    // decides no block but the one at even
    let (template, mut why) = first_line("xxxx.xx");
    let decided = decide_even_calls_by_walls(&template, &mut why, 512);
    assert_eq!(decided.len(), 1);
    assert!(is_dead(&why, &template, (1, 1)));
    assert_eq!(
        why[template.at(4, 1)],
        Some(Why::Playouts {
            taken: 0.40,
            kept: 0.60
        })
    );
}

#[test]
fn a_lone_stone_in_doubt_hides_no_living_enemy_behind_it() {
    // the fight reaches on past E1 (through E2 and F1) to White's F2-G2, which stands clearly:
    // living stones of both players around it, left to the playouts
    let (template, mut why) = first_line("xxxx.oo");
    let before = why.clone();
    assert!(decide_even_calls_by_walls(&template, &mut why, 512).is_empty());
    assert_eq!(why, before);
}
