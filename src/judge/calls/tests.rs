//! Tests of [`Steps::sides_decide_nothing`] on hand diagrams, the playouts' shares set by hand.

use super::*;
use crate::board::diagram::parse_board;
use crate::judge::light_board::tests::playouts_keep_all_but;
use crate::judge::light_board::EMPTY;
use crate::judge::Why;

/// The steps after the playouts on `rows` (a finished game, no player named to move), every
/// block kept in all the playouts but those at `even` (column, row; top row 0), each lost in
/// the share given: whether the sides of even decide nothing there, and the calls.
fn read_sides(rows: &[&str], even: &[((usize, usize), f64)]) -> (bool, Vec<Option<Why>>) {
    let (board, _) = parse_board(&rows.join("|")).expect("diagram");
    let template = PlayoutBoard::from_rows(rows);
    let benson = Benson::find(&template.color, template.stride());
    let opinion = playouts_keep_all_but(&template, even);
    let steps = Steps {
        template: &template,
        board: Some(&board),
        to_move: EMPTY,
        played: 128,
        sharpened: false,
        game: Game::Finished,
    };
    let races = read_races(&template, &benson, &opinion, EMPTY);
    let lost = decide_races(Some(&board), &template, &races, EMPTY, &opinion);
    assert!(lost.is_empty(), "no race on these boards: {lost:?}");
    let mut why = opinion.clone();
    let read = steps
        .read_calls(&races.read, &mut why, &mut |_, _| {})
        .expect("at most two keeps at the quarter line");
    let line_keeps: Vec<usize> = read
        .short_at_line
        .into_iter()
        .filter(|&head| !is_proof(why[head]))
        .collect();
    let settled = steps
        .sides_decide_nothing(&benson, &opinion, &why, &line_keeps)
        .is_some();
    (settled, why)
}

/// A ko the players left at the end: White's lone D7 is in atari at C7, inside White's
/// corner; Black taking it there is left in atari at D7 (kgs6d `2001-05-31-8`'s E19 in small).
const KO_AT_THE_END: [&str; 7] = [
    ".o.ox..", //
    "ooox.x.", //
    ".ox.xxx", //
    "oox.x..", //
    ".ooxxxx", //
    "oo.x...", //
    ".oox.x.", //
];

#[test]
fn a_stone_in_a_ko_left_at_the_end_lives_whichever_side_of_even_the_draw_puts_it() {
    // read alive, D7 has C7, White's point, beside it: kept, nothing kills it; killed, the
    // eye count spares it (alive with points of its own). Both sides: alive
    for taken in [0.47, 0.53] {
        let (settled, why) = read_sides(&KO_AT_THE_END, &[((3, 0), taken)]);
        let d7 = PlayoutBoard::from_rows(&KO_AT_THE_END).at(3, 0);
        assert!(settled, "share {taken}: {:?}", why[d7]);
        assert!(
            !why[d7].is_some_and(Why::is_dead),
            "share {taken}: {:?}",
            why[d7]
        );
    }
}

/// A seki: White's C6 group (its one eye D6) and Black's B6 and A5 share B5, and A6 is the
/// black stones' own; Black's outer group has eyes of its own.
const SEKI: [&str; 6] = [
    ".xo.ox", //
    "x.ooox", //
    "oooxxx", //
    "xxxx.x", //
    ".x.xxx", //
    "xxxx.x", //
];

#[test]
fn a_seki_stone_at_even_that_links_to_a_standing_partner_is_settled() {
    // White's group and Black's B6 at even, A5 kept clearly. B6 and A5 are one: White can
    // play neither A6 (no liberty) nor B5 (its group left in atari at D6), so the verifier
    // links B6 to A5, whichever side B6 lay; the seki's partners then stand, and White's
    // group lives on both sides
    let (settled, why) = read_sides(&SEKI, &[((2, 0), 0.45), ((1, 0), 0.45)]);
    let board = PlayoutBoard::from_rows(&SEKI);
    assert!(settled);
    assert!(matches!(why[board.at(1, 0)], Some(Why::Linked { .. })));
    assert!(!why[board.at(2, 0)].is_some_and(Why::is_dead));
}

#[test]
fn a_seki_whose_blocks_all_lie_at_even_is_left_to_the_draw() {
    // White's group, B6 and A5 all at even: no partner stands, nothing links the black stones
    // to a living block, and each call stays the playouts' own: White's group dies when the
    // draw killed it (its seki holds only beside partners that stand) and lives when it kept
    // it. The side decides, and the judgement is made again
    let (settled, _) = read_sides(&SEKI, &[((2, 0), 0.45), ((1, 0), 0.45), ((0, 1), 0.45)]);
    assert!(!settled);
    let board = PlayoutBoard::from_rows(&SEKI);
    for (taken, dead) in [(0.45, false), (0.55, true)] {
        let (_, why) = read_sides(&SEKI, &[((2, 0), taken), ((1, 0), 0.45), ((0, 1), 0.45)]);
        let c6 = why[board.at(2, 0)];
        assert_eq!(c6.is_some_and(Why::is_dead), dead, "{c6:?}");
    }
}

#[test]
fn a_seki_at_even_beside_partners_that_stand_is_settled() {
    // White's group alone at even, Black's stones kept clearly. Killed, the seki holds (its
    // partners stand, and Black moving first fills nothing: A6 and B5 are both self-ataris);
    // kept, White moving first loses no race. Alive on both sides
    let (settled, why) = read_sides(&SEKI, &[((2, 0), 0.45)]);
    let c6 = PlayoutBoard::from_rows(&SEKI).at(2, 0);
    assert!(settled, "{:?}", why[c6]);
    assert!(!why[c6].is_some_and(Why::is_dead), "{:?}", why[c6]);
}

#[test]
fn a_seki_whose_blocks_all_lie_at_a_tie_is_left_to_the_draw_too() {
    // as above, each block lost in exactly half the playouts: a tie keeps it, and its other
    // side is a kill (one playout more lost), not the tie again (kgs6d `2003-12-23-43` under
    // seed 15: three blocks at 64 of 128 were read as settled, and stayed as the draw left
    // them)
    let (settled, _) = read_sides(&SEKI, &[((2, 0), 0.5), ((1, 0), 0.5), ((0, 1), 0.5)]);
    assert!(!settled);
}

#[test]
fn the_sides_are_read_the_most_blocks_flipped_first() {
    // three blocks (bits 0-2): all three, then the pairs, then each alone, lower first
    let order: Vec<usize> = sides_in_reading_order(3).collect();
    assert_eq!(order, [0b111, 0b011, 0b101, 0b110, 0b001, 0b010, 0b100]);
    // every combination of four once
    let mut four: Vec<usize> = sides_in_reading_order(4).collect();
    assert_eq!(four[..5], [15, 7, 11, 13, 14]);
    four.sort_unstable();
    assert_eq!(four, (1..16).collect::<Vec<_>>());
}
