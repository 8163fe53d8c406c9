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

#[test]
fn of_two_blocks_proved_dead_each_beside_the_other_the_bigger_keeps_no_proof() {
    // White's ring of ten and Black's C3 inside it each have one liberty, B3: whoever moves
    // first takes the other, so a proof of each death read with the other standing needs
    // each side to move first. The player moving first saves the bigger block: White's proof
    // is dropped, Black's C3 stays captured. Black's outer wall (twenty stones, liberties on
    // the right) is beside White's ring too, and so conflicts with it the same way
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
