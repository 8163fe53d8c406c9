//! Throw-ins the playouts do not try, read on the final position.

use crate::judge::light_board::PlayoutBoard;
use crate::judge::Why;

/// The blocks a throw-in kills (a nakade the playouts do not try: see
/// [`PlayoutBoard::nakade_kills`]: not one beside an enemy block in atari, which it takes)
/// are dead, unless pass-alive.
pub(in crate::judge) fn take_nakade_kills(template: &PlayoutBoard, why: &mut [Option<Why>]) {
    let killed = template.nakade_kills();
    if killed.is_empty() {
        return;
    }
    for (p, reason) in why.iter_mut().enumerate() {
        let head = template.block_head(p);
        if matches!(reason, Some(Why::Playouts { .. })) && killed.contains(&head) {
            *reason = Some(Why::Nakade);
        }
    }
}

/// The blocks the playouts kept that a throw-in kills ([`PlayoutBoard::nakade_kills`]) beside
/// an enemy block of two liberties or fewer, every enemy block beside them kept by the
/// playouts too: their capture gives that block the liberties it lacked, and the playouts,
/// which never throw in so (a seki they keep stays kept), read the board again without them,
/// as without the blocks a race took (`lost`, left out here). kgs6d `2017-05-26-7` (`RE`
/// W+31.5, GNU Go 3.8 the same): Black's 16 stones A6-G6-E9 and White's B6-D6-A5-D5 share
/// their only liberties, D7 and E6, a seki as they stand; but White's block also touches
/// Black's 13 stones A4-D4-F1, whose two liberties A1 and A3 White kills by a throw-in at A3
/// (the square four A2-B2-B3-A3 Black would take back is a dead shape). Once White has taken
/// them, its block has room and fills D7 and E6: the 16 stones die. Read with the 13 on the
/// board, the playouts kept the seki (B+2.5). Not when an enemy block beside the killed block
/// is one the playouts took: the throw-in's reading presumes killers that stand (kgs6d
/// `2003-06-24-11`: White's P4 group, killed by a throw-in beside Black's dead R7 group,
/// gave R7 room and life when read away).
pub(in crate::judge) fn nakade_kills_that_free(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    lost: &[(Vec<usize>, Why)],
) -> Vec<(Vec<usize>, Why)> {
    let kept = |p: usize| matches!(why[p], Some(r @ Why::Playouts { .. }) if !r.is_dead());
    let mut out = Vec::new();
    for head in template.nakade_kills() {
        if !kept(head) || lost.iter().any(|(stones, _)| stones.contains(&head)) {
            continue;
        }
        let enemies = template.enemy_blocks_beside(head);
        let frees = enemies.iter().all(|&e| kept(e))
            && enemies.iter().any(|&e| template.liberty_count(e, 3) <= 2);
        if frees {
            out.push((template.block_stones(head), Why::Nakade));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::{BLACK, WHITE};

    /// The bottom left of kgs6d `2017-05-26-7` (see [`nakade_kills_that_free`]), the board
    /// cut at H and at the eighth row (A8, B8, H8, H7, H4 and H1 changed so that the cut
    /// leaves no block without a liberty):
    /// ```text
    ///    A B C D E F G H
    ///  8 . x x x x x o .
    ///  7 x x x . x x o .
    ///  6 x o o o . x x o
    ///  5 o o x o x x o o
    ///  4 x x x x o x o .
    ///  3 . o x x o o o o
    ///  2 o o x o o o o o
    ///  1 . x x x x x o .
    /// ```
    /// Black's A4-D4-C5-F1 (13 stones) dies to White's throw-in at A3 (Black would take back
    /// the square four A2-B2-B3-A3), and White's B6-D6-D5-B5-A5 beside it has two liberties,
    /// D7 and E6.
    const BOTTOM_LEFT: [&str; 8] = [
        ".xxxxxo.", "xxx.xxo.", "xooo.xxo", "ooxoxxoo", "xxxxoxo.", ".oxxoooo", "ooxooooo",
        ".xxxxxo.",
    ];

    fn kept_everywhere(b: &PlayoutBoard) -> Vec<Option<Why>> {
        (0..b.color.len())
            .map(|p| {
                (b.color[p] == BLACK || b.color[p] == WHITE).then_some(Why::Playouts {
                    taken: 0.0,
                    kept: 1.0,
                })
            })
            .collect()
    }

    #[test]
    fn a_throw_in_s_kill_that_frees_a_block_short_of_liberties_is_read_again() {
        let b = PlayoutBoard::from_rows(&BOTTOM_LEFT);
        let why = kept_everywhere(&b);
        let freed = nakade_kills_that_free(&b, &why, &[]);
        let c4 = b.at(2, 4);
        assert_eq!(freed.len(), 1, "{freed:?}");
        let (stones, reason) = &freed[0];
        assert_eq!(*reason, Why::Nakade);
        assert!(stones.contains(&c4) && stones.len() == 13, "{stones:?}");
        // a race took them already: not twice
        assert!(nakade_kills_that_free(&b, &why, &freed).is_empty());
    }

    #[test]
    fn no_kill_is_read_again_beside_a_killer_the_playouts_took() {
        let b = PlayoutBoard::from_rows(&BOTTOM_LEFT);
        let mut why = kept_everywhere(&b);
        // White's E4-E3-G1 (beside the 13 stones at D4, F4 and F1) lost in the playouts
        for s in b.block_stones(b.at(4, 4)) {
            why[s] = Some(Why::Playouts {
                taken: 1.0,
                kept: 0.0,
            });
        }
        assert!(nakade_kills_that_free(&b, &why, &[]).is_empty());
    }
}
