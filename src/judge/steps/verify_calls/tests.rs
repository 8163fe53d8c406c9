//! The diagrams of the verifier's step: which attackers may carry a proof, and which proofs
//! conflict.

use super::*;

/// The board of `rows`, and per point the standing and the reason of the stones of the
/// blocks at `alive` (pass-alive anchors) and at `dead` (captured by a proof).
fn position(
    rows: &[&str],
    alive: &[(usize, usize)],
    dead: &[(usize, usize)],
) -> (PlayoutBoard, Vec<Standing>, Vec<Option<Why>>) {
    let board = PlayoutBoard::from_rows(rows);
    let mut anchors = vec![Standing::Open; board.color.len()];
    let mut standing = vec![None; board.color.len()];
    let captured = Why::Captured {
        positions: 1,
        first: FirstMove::Enemy,
    };
    for (points, mark, why) in [
        (alive, Standing::Anchor, Why::PassAlive),
        (dead, Standing::Dead, captured),
    ] {
        for &(c, r) in points {
            for s in board.block_stones(board.at(c, r)) {
                anchors[s] = mark;
                standing[s] = Some(why);
            }
        }
    }
    (board, anchors, standing)
}

#[test]
fn a_dead_stone_beside_another_block_of_the_group_does_not_refuse_a_capture() {
    // White's A4-A3 is in atari at B4, a liberty it shares with White's C4 group, which
    // holds Black's dead E4 (in atari at F4). Black's wall B3-C3 and row 2 lives, and
    // takes A4-A3 at B4 (2002-02-09-12's A13 in small: a dead black stone elsewhere
    // around White's group kept the proof of its capture from being read)
    let rows = [
        "o.oox.o", //
        "oxxoooo", //
        "xxxxxxx", //
        ".......",
    ];
    let (board, anchors, standing) = position(&rows, &[(1, 1)], &[(4, 0)]);
    let target = board.at(0, 0);
    assert!(attackers(&board, target).contains(&board.block_head(board.at(4, 0))));
    assert!(attackers_stand(&board, target, &anchors, &standing));
    // the wall that takes it, dead itself, proves nothing
    let (board, anchors, standing) = position(&rows, &[], &[(1, 1), (4, 0)]);
    assert!(!attackers_stand(&board, target, &anchors, &standing));
}

/// White's ring of ten with Black's C3 inside it, both in atari at B3 (whoever moves first
/// takes the other), inside Black's wall of twenty: the board, and the heads of the ring, the
/// stone and the wall.
fn ring_around_a_stone() -> (PlayoutBoard, usize, usize, usize) {
    let rows = [
        "xxxxxx.", //
        "xoooox.", //
        "xo.xox.", //
        "xoooox.", //
        "xxxxxx.",
    ];
    let board = PlayoutBoard::from_rows(&rows);
    let head = |c: usize, r: usize| board.block_head(board.at(c, r));
    let (ring, inner, wall) = (head(1, 1), head(3, 2), head(0, 0));
    (board, ring, inner, wall)
}

#[test]
fn of_two_blocks_proved_dead_each_beside_the_other_the_bigger_keeps_no_proof() {
    // White's ring of ten and Black's C3 inside it each have one liberty, B3: whoever moves
    // first takes the other, so a proof of each death read with the other standing needs
    // each side to move first. The player moving first saves the bigger block: White's proof
    // is dropped, Black's C3 stays captured. Black's outer wall (twenty stones, liberties on
    // the right) is beside White's ring too, and so conflicts with it the same way
    let (board, ring, inner, wall) = ring_around_a_stone();
    let even = Why::Playouts {
        taken: 0.5,
        kept: 0.5,
    };
    let calls = [
        (ring, Call::Keep, even),
        (inner, Call::Keep, even),
        (wall, Call::Keep, even),
    ];
    // the ring and the stone inside: the ring's proof goes, in either order
    assert_eq!(conflicting_captures(&board, &calls, &[0, 1]), vec![0]);
    assert_eq!(conflicting_captures(&board, &calls, &[1, 0]), vec![0]);
    // the wall (twenty stones) and the ring (ten): the wall's proof goes
    assert_eq!(conflicting_captures(&board, &calls, &[0, 2]), vec![2]);
    // two blocks of one colour are no attackers of each other, and a proof alone stands
    assert!(conflicting_captures(&board, &calls, &[1, 2]).is_empty());
    assert!(conflicting_captures(&board, &calls, &[1]).is_empty());
}

#[test]
fn a_seki_keep_s_attackers_in_doubt_carry_no_proof_of_its_death() {
    // kgs6d 2003-02-05-12's lower right corner (columns O-T, rows 6-1): Black's T4-T2, kept
    // nearly always and put in a seki by the count, shares S4 and S2 with White's R5 block,
    // and T1 with White's lone S1, both kept only in two thirds of the playouts (the quarter
    // line within the draw's error: anchors for a kill's proof). Read for a proof of death,
    // T4's attackers in doubt stand open: with no living attacker, no proof is read (it was
    // "captured in one position", every kept block standing, the seki's partners too)
    let rows = [
        "xxxxxx", //
        "xxxooo", //
        "..xo.x", //
        "xxxoox", //
        "xxoo.x", //
        "x.x.o.",
    ];
    let board = PlayoutBoard::from_rows(&rows);
    let t4 = board.at(5, 2);
    let (r5, s1) = (board.at(3, 1), board.at(4, 5));
    for (taken, carried) in [(0.30, false), (0.10, true)] {
        let mut why: Vec<Option<Why>> = vec![None; board.color.len()];
        let mut loose = vec![Standing::Open; board.color.len()];
        for p in 0..why.len() {
            if matches!(board.color[p], BLACK | WHITE) {
                why[p] = Some(Why::Playouts {
                    taken: 0.0,
                    kept: 1.0,
                });
                loose[p] = Standing::Anchor;
            }
        }
        for s in board.stones_of(r5).chain(board.stones_of(s1)) {
            why[s] = Some(Why::Playouts {
                taken,
                kept: 1.0 - taken,
            });
        }
        let seki = standing_but_itself(&board, t4, &loose, &why);
        assert_eq!(seki[r5] == Standing::Anchor, carried, "R5 lost in {taken}");
        assert_eq!(seki[s1] == Standing::Anchor, carried, "S1 lost in {taken}");
        assert_eq!(seki[t4], Standing::Open);
        assert_eq!(
            attackers_stand(&board, t4, &seki, &why),
            carried,
            "R5 and S1 lost in {taken}"
        );
    }
}

#[test]
fn a_keep_at_even_smaller_than_a_kill_it_races_is_read_for_the_same_rule() {
    // the ring of ten and the stone inside it (whoever moves first takes the other), read
    // as a draw splits them: the ring killed and proved captured, the stone kept at even.
    // The stone is read for its death too (proved, it meets the ring's proof in
    // `conflicting_captures`); the draw the other way round reads nothing, nor does a keep
    // clear of even, nor the outer wall (twenty stones, bigger than the ring it races)
    let (board, ring, inner, wall) = ring_around_a_stone();
    let share = |taken: f64| Why::Playouts {
        taken,
        kept: 1.0 - taken,
    };
    let read = |calls: &[(usize, Call, Why)], captured_now: &[usize]| {
        let tempo = Tempo {
            template: &board,
            calls,
            firm: &[],
            standing: &[],
        };
        tempo.keeps_racing_bigger_kills(&vec![None; calls.len()], captured_now)
    };
    let split = [
        (ring, Call::Kill, share(0.51)),
        (inner, Call::Keep, share(0.49)),
        (wall, Call::Keep, share(0.49)),
    ];
    assert_eq!(read(&split, &[0]), vec![1]);
    // clear of even, the stone's keep is no draw's
    let clear = [split[0], (inner, Call::Keep, share(0.1)), split[2]];
    assert!(read(&clear, &[0]).is_empty());
    // the stone killed and the ring kept: the bigger keep stands by the rule, unread
    let other_way = [
        (ring, Call::Keep, share(0.49)),
        (inner, Call::Kill, share(0.51)),
    ];
    assert!(read(&other_way, &[1]).is_empty());
    // nothing proved, nothing read
    assert!(read(&split, &[]).is_empty());
}
