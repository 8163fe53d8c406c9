//! Throw-ins the playouts do not try, read on the final position.

use crate::judge::light_board::PlayoutBoard;
use crate::judge::Why;

/// The blocks a throw-in kills (a nakade the playouts do not try: see
/// [`PlayoutBoard::nakade_kills`]: not one beside an enemy block in atari, which it takes)
/// are dead, unless pass-alive, or beside an enemy block the playouts took that it takes
/// before the throw-in has killed it ([`takes_a_short_block_first`]).
pub(in crate::judge) fn take_nakade_kills(template: &PlayoutBoard, why: &mut [Option<Why>]) {
    let killed: Vec<usize> = template
        .nakade_kills_by_shape()
        .into_iter()
        .filter(|&(head, shape)| !takes_a_short_block_first(template, why, head, shape))
        .map(|(head, _)| head)
        .collect();
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

/// True when the block at `head`, which a throw-in kills leaving it a dead shape of `shape`
/// points, is beside an enemy block the playouts took that has fewer liberties than that
/// shape is worth in a race ([`race_liberties`]), one of them not the killed block's (not
/// the throw-in's own stones inside it, whose liberties are the killed block's): it fills
/// them first, the killer moving first, and lives by the capture, as the playouts read it.
/// A bent three, say: once the throw-in is taken and the vital point played, the killed
/// block has two liberties and one free move, and when the killer next fills, both blocks
/// are in atari with the killed block to move: it takes an outside block of two liberties
/// rather than the stones inside. A two-point eye gives no free move (each throw-in is an
/// atari), and an outside block in atari is already read so ([`PlayoutBoard::nakade_kills`]).
/// kgs6d `2003-05-29-5` (`RE` W+2.5, GNU Go 3.8 the same): White's ten stones R10-S11-Q8-T7
/// have two liberties, S8 and T9, around Black's lone S9 and T8 (a bent three once Black has
/// thrown in at S8 and been taken), and touch Black's 13 stones P8-Q7-T6-Q2, whose liberties
/// are P5 and T5; the playouts took the 13, the throw-in killed the ten, and we said B+26.5.
fn takes_a_short_block_first(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    head: usize,
    shape: u32,
) -> bool {
    let outside = |q: usize| {
        !template
            .neighbours(q)
            .iter()
            .any(|&n| template.block_head(n) == head)
    };
    let time = race_liberties(shape);
    template.enemy_blocks_beside(head).into_iter().any(|e| {
        playouts_took(why, e) == Some(true) && {
            let libs = template.liberties_upto(e, time);
            libs.len() < time && libs.iter().any(|&q| outside(q))
        }
    })
}

/// Whether the playouts took the block at `p` (`Some(true)`) or kept it (`Some(false)`),
/// when theirs is its call (`why`); `None` when another reason stands.
fn playouts_took(why: &[Option<Why>], p: usize) -> Option<bool> {
    match why[p] {
        Some(r @ Why::Playouts { .. }) => Some(r.is_dead()),
        _ => None,
    }
}

/// The moves a throw-in's killer needs to take a block left a dead shape of `points` points
/// once it has taken the throw-in: the liberties such an eye is worth in a race (two points
/// 2, three 3, four 5, five 8), the killer moving first.
fn race_liberties(points: u32) -> usize {
    match points {
        0..=3 => points as usize,
        4 => 5,
        5 => 8,
        _ => 12,
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
/// `2003-06-24-11`: White's P4 group, which a throw-in alone would kill beside Black's dead
/// R7 group, gave R7 room and life when read away; it lives, as it takes R7 first:
/// [`takes_a_short_block_first`]).
pub(in crate::judge) fn nakade_kills_that_free(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    lost: &[(Vec<usize>, Why)],
) -> Vec<(Vec<usize>, Why)> {
    let kept = |p: usize| playouts_took(why, p) == Some(false);
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

    /// Every stone of the block at `p` called lost in all the playouts.
    fn lost_in_playouts(b: &PlayoutBoard, why: &mut [Option<Why>], p: usize) {
        for s in b.block_stones(p) {
            why[s] = Some(Why::Playouts {
                taken: 1.0,
                kept: 0.0,
            });
        }
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
        lost_in_playouts(&b, &mut why, b.at(4, 4));
        assert!(nakade_kills_that_free(&b, &why, &[]).is_empty());
    }

    /// The right side of kgs6d `2003-05-29-5`, columns O to T, rows 13 to 2 (the board cut
    /// at N, at the fourteenth row and at the first):
    /// ```text
    ///    O P Q R S T
    /// 13 . x . . . .
    /// 12 . . o x x x
    /// 11 x . x x o x
    /// 10 o x x o o o
    ///  9 o o x o x .
    ///  8 o x o o . x
    ///  7 o x x o o o
    ///  6 o o x x x x
    ///  5 o . x x o .
    ///  4 o o x o . o
    ///  3 o x x o . .
    ///  2 . o x o . .
    /// ```
    /// White's R10-S11-Q8-T7 (ten stones) has two liberties, S8 and T9, around Black's lone
    /// S9 and T8: Black's throw-in at S8 (or T9), taken at T9, leaves the bent three
    /// S8-S9-T8. But White's ten touch Black's P8-Q7-T6-Q2 (13 stones), whose two liberties
    /// are P5 and T5: White fills P5 when Black has played the vital point S8, and takes the
    /// 13 at T5 when Black's next stone puts both in atari.
    const RIGHT_SIDE: [&str; 12] = [
        ".x....", "..oxxx", "x.xxox", "oxxooo", "ooxox.", "oxoo.x", "oxxooo", "ooxxxx", "o.xxo.",
        "ooxo.o", "oxxo..", ".oxo..",
    ];

    #[test]
    fn a_throw_in_kills_no_block_that_takes_a_dead_block_of_two_liberties_first() {
        let b = PlayoutBoard::from_rows(&RIGHT_SIDE);
        let (r8, q6) = (b.at(3, 5), b.at(2, 7));
        assert_eq!(b.block_stones(r8).len(), 10);
        assert_eq!((b.block_stones(q6).len(), b.liberty_count(q6, 3)), (13, 2));
        // every block standing, or only Black's S9 and T8 inside lost (their liberties are
        // the ten's): the throw-in kills White's ten
        let mut why = kept_everywhere(&b);
        take_nakade_kills(&b, &mut why);
        assert_eq!(why[r8], Some(Why::Nakade));
        let mut why = kept_everywhere(&b);
        let (s9, t8) = (b.at(4, 4), b.at(5, 5));
        assert_eq!((b.color[s9], b.color[t8]), (BLACK, BLACK));
        lost_in_playouts(&b, &mut why, s9);
        lost_in_playouts(&b, &mut why, t8);
        take_nakade_kills(&b, &mut why);
        assert_eq!(why[r8], Some(Why::Nakade));
        // Black's 13 lost in the playouts: White takes them first, and the ten stand
        let mut why = kept_everywhere(&b);
        lost_in_playouts(&b, &mut why, q6);
        let lost = why[q6];
        take_nakade_kills(&b, &mut why);
        assert!(
            matches!(why[r8], Some(Why::Playouts { .. })),
            "{:?}",
            why[r8]
        );
        assert_eq!(why[q6], lost);
    }

    #[test]
    fn a_two_point_eye_outruns_no_block_of_two_liberties() {
        // [`RIGHT_SIDE`] with White at T8: Black's throw-in at S8 is taken as a two-point eye,
        // and White, in atari again at once, has no move to spare on Black's 13
        let mut rows = RIGHT_SIDE;
        rows[5] = "oxoo.o";
        let b = PlayoutBoard::from_rows(&rows);
        let (r8, q6) = (b.at(3, 5), b.at(2, 7));
        assert_eq!(b.block_stones(r8).len(), 11);
        let mut why = kept_everywhere(&b);
        lost_in_playouts(&b, &mut why, q6);
        take_nakade_kills(&b, &mut why);
        assert_eq!(why[r8], Some(Why::Nakade));
    }
}
