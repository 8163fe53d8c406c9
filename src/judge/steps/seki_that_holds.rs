//! The seki tests two steps share (`take_one_eyed_blocks`, `decide_close_calls_by_eyes`): a
//! block the refined count puts in a seki is in one indeed when each of the seki's enemy
//! blocks races it eyeless on plain liberties and neither takes the other moving first (the
//! count, `judge/eyeless_race.rs`), or when they stand clearly and the enemy cannot fill the
//! liberties even moving first; a block a count finds
//! alive with no territory is in a seki of shared liberties when neither side can fill them.

use crate::board::Board;
use crate::judge::eyeless_race::seki_by_count;
use crate::judge::light_board::{opponent, PlayoutBoard};
use crate::judge::steps::take_one_eyed_blocks::shares_seki;
use crate::judge::steps::verify_calls::standing;
use crate::judge::verify::{holds_in_seki_race, Standing};
use crate::judge::{FirstMove, Why};
use crate::scoring::{Scorer, Status};

/// Which of a seki's enemy blocks (its partners) the seki test asks to stand clearly.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::judge) enum Partners {
    /// Every one ([`seki_partners_stand`]): a test that spares a block for its seki.
    StandClearly,
    /// All but those inside the block (no other enemy block beside them): the test that
    /// refuses the seed's count's no-territory kill ([`crate::judge::Why::NoTerritory`]). A
    /// partner inside the block either stands, and the seki is read as for any partner, or
    /// falls, and then the block has a dead enemy stone to take: either way it is not a
    /// block with no territory, whatever the draw says of the partner (kgs6d `2001-10-07-11`:
    /// Black's S6 group around White's S3-S2-T2, which the playouts lose in 0.20 to 0.29 of
    /// them; under seed 1, past the quarter line, Black's group died as having no territory,
    /// and GNU Go 3.8 and the record keep it alive).
    InsideMayFall,
}

/// True when the block at `p` (lost only just by the playouts) lives in a seki whoever moves
/// first: the refined count `scorer` (read with the block alive) puts it in a seki beside an
/// enemy block of that seki ([`shares_seki`]), and either the count of their plain race of
/// liberties settles it ([`no_partner_takes_it`]) or such enemy blocks stand clearly (`partners`:
/// every one, or all but those inside the block), and the block holds in the race of filling
/// its liberties with the enemy moving first (the verifier's `race_to_fill/`, read with the
/// block itself open and the kills the playouts alone made open too: a stone the draw killed
/// is no dead stone the enemy is sure to take, and the race refuses to read beside one).
///
/// Such a block is no race the playouts could not read: the enemy has no fill, and random
/// play breaks the seki only by a fill the policy lets through, or by a fight elsewhere
/// (kgs6d `2002-10-17-8`: White's 14 stones at M19, no eye, share N19 and Q18 with Black's
/// O19-Q19, whose only liberties they are, and have T19 outside; the playouts take White's
/// group in about half of them, GNU Go 3.8 and the record call it a seki).
pub(in crate::judge) fn holds_seki(
    board: &Board,
    template: &PlayoutBoard,
    scorer: &Scorer,
    why: &[Option<Why>],
    p: usize,
    partners: Partners,
) -> bool {
    let head = template.block_head(p);
    // a partner with no enemy block beside it but this one
    let inside = |e: usize| {
        partners == Partners::InsideMayFall
            && template
                .enemy_blocks_beside(e)
                .into_iter()
                .all(|o| o == head)
    };
    if scorer.status(p) != Some(Status::Seki) || !shares_seki(board, scorer, p) {
        return false;
    }
    let partners = seki_partners(template, scorer, p);
    if no_partner_takes_it(template, why, p, &partners) {
        return true;
    }
    if !partners_stand(why, &partners, inside) {
        return false;
    }
    let mut marks = standing(why);
    for (mark, reason) in marks.iter_mut().zip(why) {
        if matches!(reason, Some(Why::Playouts { .. })) {
            *mark = match *mark {
                Standing::Dead => Standing::Open,
                other => other,
            };
        }
    }
    for s in template.stones_of(p) {
        marks[s] = Standing::Open;
    }
    holds_in_seki_race(template, p, &marks, FirstMove::Enemy)
}

/// True when every one of the block at `p`'s seki `partners` ([`seki_partners`]) races it
/// eyeless on plain liberties (`eyeless_race`), and neither takes the
/// other moving first: a seki whoever moves, counted, whatever the draw made of the partner.
/// A seki's partner is short of eyes and the playouts lose it now and then; near the quarter
/// line its share falls on either side as the seed goes, and so did the test of the
/// partners' standing (kgs6d `2003-10-05-24`: White's S12 group and Black's T14 group,
/// neither with an eye, share T12, R11 and R10; Black has P13 and Q13 outside, White T6.
/// Black moving first would need 2 >= 1 + 3 - 1, White 1 >= 2 + 3 - 1: neither can fill. The
/// playouts lose T14 in 0.19 of the first 128 and 0.252 of the 512 sharpened: past the
/// quarter line, S12 died for no territory, B+33.5, where the record's B+3.5 and GNU Go 3.8
/// count the seki). Both sides are asked: with the partner's side alone (no first move of it
/// takes the block), six kgs6d games moved away from their records under the default seed
/// (`2001-07-25-5`, `2002-09-18-2`, `2002-11-26-4`, `2003-10-21-7` among them), the block
/// spared where it takes its partner and is not in a seki.
fn no_partner_takes_it(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    p: usize,
    partners: &[usize],
) -> bool {
    !partners.is_empty() && partners.iter().all(|&e| seki_by_count(template, why, p, e))
}

/// The enemy blocks beside the block at `p` that the count `scorer` puts in seki: its seki's
/// partners.
fn seki_partners(template: &PlayoutBoard, scorer: &Scorer, p: usize) -> Vec<usize> {
    template
        .enemy_blocks_beside(p)
        .into_iter()
        .filter(|&e| scorer.status(e) == Some(Status::Seki))
        .collect()
}

/// True when the block at `p` has enemy blocks beside it that the count puts in seki, and
/// they all stand clearly: kept by the playouts in more than three quarters of them, or alive
/// by a sure reason (not by the eye count at even, nor spared for its attackers' death, nor
/// by a seki of this test).
pub(in crate::judge) fn seki_partners_stand(
    template: &PlayoutBoard,
    scorer: &Scorer,
    why: &[Option<Why>],
    p: usize,
) -> bool {
    partners_stand(why, &seki_partners(template, scorer, p), |_| false)
}

/// [`seki_partners_stand`] of the seki partners `partners` ([`seki_partners`]), but that a
/// partner `excused` says of need not stand.
fn partners_stand(
    why: &[Option<Why>],
    partners: &[usize],
    excused: impl Fn(usize) -> bool,
) -> bool {
    !partners.is_empty()
        && partners
            .iter()
            .all(|&e| excused(e) || why[e].is_some_and(Why::stands_clearly))
}

/// True when the block at `p`, which a count finds alive with no territory of its own
/// ([`Why::NoTerritory`]), is in a seki of shared liberties instead, which the counts cannot
/// see: a seki that one more move of either side makes (a block put in atari connects). It
/// is one when
/// - the block and the enemy blocks beside its liberties (its partners) have no liberty of
///   their own: every liberty of each touches the other colour ([`shares_every_liberty`]);
/// - the block holds in the race of filling its liberties with the enemy moving first, and
///   each partner with the block's side moving first (the verifier's `race_to_fill/`, the
///   stones standing as the calls leave them): neither side can fill;
/// - every other block of the block's colour beside a partner stands clearly, or is in the
///   seki too: it shares a liberty with the partner and every one of its liberties;
/// - an enemy block at the block's liberties that stands clearly and has room of its own (a
///   liberty touching no stone of the block's colour) is no partner but a wall around the
///   seki (kgs6d `2003-08-12-28`: Black's living L10 group at M8, White's N10 group's one
///   liberty outside its seki with Black's O12).
///
/// kgs6d `2001-09-10-3`: White's Q14-T9 and R15-T16, Black's S14 and T13-T12, four shared
/// liberties and no eye (`tests/kgs6d_seki.rs`); the eye counts killed one side as the draw
/// went (B+9.5 or B+51.5, `RE` B+19.5). Each condition is the seki's own, and kgs6d shows
/// what each keeps out (under the default seed):
/// - without the partners' race, `2003-08-09-44`'s White A19 corner, which Black moving
///   first takes, was spared, and Black's corner beside it lived;
/// - without the blocks beside a partner, `2017-05-12-11`'s Black A13-A12 was spared beside
///   White's group inside Black's, whose other partner, Black's 28 stones with one eye in
///   the corner, is dead (GNU Go 3.8 and the record); and `2017-02-25-13`'s S19, in what
///   would be a seki if the wall around it lived;
/// - with the count's territory in place of the shared liberties (a block reaching none),
///   `2017-05-12-11` was lost again: a count that puts the corner's eye in a seki finds no
///   territory there.
pub(in crate::judge) fn holds_seki_of_shared_liberties(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    p: usize,
) -> bool {
    let head = template.block_head(p);
    // a partner that stands clearly with liberties of its own is a wall around the seki
    let partners: Vec<usize> = template
        .enemy_blocks_at_liberties(p)
        .into_iter()
        .filter(|&e| !why[e].is_some_and(Why::stands_clearly) || shares_every_liberty(template, e))
        .collect();
    if partners.is_empty() || !shares_every_liberty(template, p) {
        return false;
    }
    let in_seki_too = |o: usize, e: usize| {
        template.enemy_blocks_at_liberties(o).contains(&e) && shares_every_liberty(template, o)
    };
    let closed = partners.iter().all(|&e| {
        shares_every_liberty(template, e)
            && template
                .enemy_blocks_beside(e)
                .into_iter()
                .all(|o| o == head || why[o].is_some_and(Why::stands_clearly) || in_seki_too(o, e))
    });
    if !closed {
        return false;
    }
    let marks = standing(why);
    holds_in_seki_race(template, p, &marks, FirstMove::Enemy)
        && partners
            .iter()
            .all(|&e| holds_in_seki_race(template, e, &marks, FirstMove::Enemy))
}

/// True when every liberty of the block at `p` touches a stone of the other colour: no eye,
/// no room of its own.
fn shares_every_liberty(template: &PlayoutBoard, p: usize) -> bool {
    let enemy = opponent(template.color[p]);
    template.liberties_upto(p, usize::MAX).into_iter().all(|l| {
        template
            .neighbours(l)
            .into_iter()
            .any(|n| template.color[n] == enemy)
    })
}

/// True when the block at `p` shares two liberties or more with a block of its colour that
/// lives in a seki read out ([`Why::HoldsSeki`] in `why`): miai, the enemy filling one, the
/// owner joins the seki's block at the other, and stands with it (the seki keeps its shared
/// liberties and gains outside ones). kgs6d `2003-09-18-17`: White's E15-F15 shares F14 and
/// G15 with the 29 stones of C14's seki (GNU Go 3.8 lists both in the seki, the record counts
/// them alive).
pub(in crate::judge) fn joins_held_seki(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    p: usize,
) -> bool {
    joins_seki_of(template, p, |h| {
        matches!(why[h], Some(Why::HoldsSeki { .. }))
    })
}

/// True when the block at `p` shares two liberties or more with a block of its colour that
/// `held` says lives in a seki (by its first stone): miai, it joins that seki
/// ([`joins_held_seki`]).
pub(in crate::judge) fn joins_seki_of(
    template: &PlayoutBoard,
    p: usize,
    held: impl Fn(usize) -> bool,
) -> bool {
    let (c, own) = (template.color[p], template.block_head(p));
    let liberties = template.liberties_upto(p, usize::MAX);
    let mut partners: Vec<(usize, usize)> = Vec::new();
    for &l in &liberties {
        let mut seen = [usize::MAX; 4];
        for (i, n) in template.neighbours(l).into_iter().enumerate() {
            let h = template.block_head(n);
            if template.color[n] != c || h == own || seen.contains(&h) {
                continue;
            }
            seen[i] = h;
            match partners.iter_mut().find(|(head, _)| *head == h) {
                Some((_, shared)) => *shared += 1,
                None => partners.push((h, 1)),
            }
        }
    }
    partners.iter().any(|&(h, shared)| shared >= 2 && held(h))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::{BLACK, WHITE};

    /// Kgs6d `2001-09-10-3`'s right edge in small: White's R15-T16 (top right) and Q14 group,
    /// Black's S14 and T13-T12 between them, and Black's wall with five eyes around. The
    /// comments name the points as the game does: columns C-G here are its P-T, rows 9 to 1
    /// its 17 to 9.
    const EDGE: [&str; 9] = [
        ".xxxxxx", //
        "xxxxxxo", //
        "x.xxooo", //
        "xxxo.x.", //
        "x.xooox", //
        "xxxxo.x", //
        "x.xxoo.", //
        "xxxxxoo", //
        ".xxxxxx",
    ];

    /// The board of `rows`, and the calls: Black's wall (at A2) as the evidence leaves it
    /// (`wall`), every other block kept by the playouts in a third of them (lost in 0.35).
    fn position(rows: &[&str], wall: Why) -> (PlayoutBoard, Vec<Option<Why>>) {
        let board = PlayoutBoard::from_rows(rows);
        let near = Why::Playouts {
            taken: 0.35,
            kept: 0.65,
        };
        let mut why: Vec<Option<Why>> = board
            .color
            .iter()
            .map(|&c| (c == BLACK || c == WHITE).then_some(near))
            .collect();
        for s in board.block_stones(board.at(0, 1)) {
            why[s] = Some(wall);
        }
        (board, why)
    }

    /// [`holds_seki_of_shared_liberties`] for the block at `(column, row)` of [`position`].
    fn seki_at(rows: &[&str], wall: Why, (c, r): (usize, usize)) -> bool {
        let (board, why) = position(rows, wall);
        holds_seki_of_shared_liberties(&board, &why, board.at(c, r))
    }

    #[test]
    fn four_blocks_that_share_every_liberty_and_cannot_fill_them_are_in_seki() {
        // White's R15-T16 has R14 and T14, its Q14 group R14, S12 and T11; Black's S14 has
        // R14 and T14, its T13-T12 T14, S12 and T11. Black at T14 puts R15-T16 in atari and
        // White connects at R14; White at R14 puts S14 in atari and Black connects at T14:
        // either way both sides are left with S12 and T11, and whoever fills one is taken
        // at the other. Each of the four is in the seki
        let (board, why) = position(&EDGE, Why::PassAlive);
        for (c, r) in [(5, 3), (6, 4), (3, 3), (6, 1)] {
            assert!(
                holds_seki_of_shared_liberties(&board, &why, board.at(c, r)),
                "({c}, {r})"
            );
        }
    }

    #[test]
    fn no_seki_beside_a_wall_in_doubt() {
        // the same, Black's wall lost in 0.4 of the playouts: White's Q14 group may live by
        // taking it, and the seki is not closed (kgs6d `2017-05-12-11`)
        let doubt = Why::Playouts {
            taken: 0.4,
            kept: 0.6,
        };
        assert!(!seki_at(&EDGE, doubt, (5, 3)));
    }

    #[test]
    fn no_seki_where_the_side_moving_first_wins() {
        // White at T11 already: White's Q14 group has R14 and S12, Black's T13-T12 T14 and
        // S12. White at R14 puts S14 in atari, Black connects at T14 and is left with S12
        // alone, which White takes; Black at T14 puts R15-T16 in atari, White connects at
        // R14 and is left with S12 alone, which Black takes: a race, no seki
        let mut rows = EDGE;
        rows[6] = "x.xxooo";
        assert!(!seki_at(&rows, Why::PassAlive, (5, 3)));
    }

    #[test]
    fn no_seki_where_the_enemy_moving_first_takes_the_block() {
        // Q12 empty: White's Q14 group has four liberties. Black moving first cannot fill
        // White's (after T14 and R14, Black's S12 leaves White Q12 and T11 against Black's
        // T11), but White moving first takes Black (R14, T14, then S12 leaves Black T11
        // alone): White holds, Black does not
        let mut rows = EDGE;
        rows[5] = "xxx.o.x";
        let (board, why) = position(&rows, Why::PassAlive);
        let white = board.at(3, 3);
        assert!(holds_in_seki_race(
            &board,
            white,
            &standing(&why),
            FirstMove::Enemy
        ));
        assert!(!seki_at(&rows, Why::PassAlive, (5, 3)));
    }

    #[test]
    fn no_seki_beside_a_partner_with_an_eye() {
        // White at S12 and T11, S11 empty: White's Q14 group has an eye there, and Black's
        // S14 and T13-T12 have no eye: a race White wins, no seki
        let mut rows = EDGE;
        rows[5] = "xxxxoox";
        rows[6] = "x.xxo.o";
        assert!(!seki_at(&rows, Why::PassAlive, (5, 3)));
    }

    #[test]
    fn a_living_wall_beside_a_partner_leaves_the_seki_closed() {
        // `SEKI_OF_THREE_SHARED`, read by hand there: a seki whoever moves first (kgs6d
        // `2003-08-12-28`: White's N10 group and Black's O12). Black's wall below shares J4
        // with White's A5-J5 block but has eyes of its own: a wall around the seki, not a
        // partner in it
        let rows = crate::judge::verify::tests::SEKI_OF_THREE_SHARED;
        let walls = |lower: Why| {
            let (board, mut why) = position(&rows, Why::PassAlive);
            for s in board.block_stones(board.at(0, 6)) {
                why[s] = Some(lower);
            }
            (board, why)
        };
        let (board, why) = walls(Why::PassAlive);
        for (c, r) in [(0, 4), (0, 3)] {
            assert!(
                holds_seki_of_shared_liberties(&board, &why, board.at(c, r)),
                "({c}, {r})"
            );
        }
        // the wall below lost in 0.4 of the playouts: White's block may live by taking it
        let doubt = Why::Playouts {
            taken: 0.4,
            kept: 0.6,
        };
        let (board, why) = walls(doubt);
        assert!(!holds_seki_of_shared_liberties(
            &board,
            &why,
            board.at(0, 4)
        ));
    }

    /// White's three stones (lost in 0.75 of the playouts, spared by a seki read out; the
    /// seki itself is left out of the diagram), and White's lone stone diagonal to their
    /// corner (lost in 0.78): the two empty points between them are liberties of both
    /// ([`joins_held_seki`]).
    const MIAI: [&str; 4] = [
        "xxxxx", //
        "xoo.x", //
        "xo.ox", //
        "xxxxx",
    ];

    /// [`joins_held_seki`] for White's lone stone in `rows`, the three stones called `partner`.
    fn joins(rows: &[&str], partner: Why) -> bool {
        let board = PlayoutBoard::from_rows(rows);
        let mut why: Vec<Option<Why>> = board
            .color
            .iter()
            .map(|&c| (c == BLACK).then_some(Why::PassAlive))
            .collect();
        for s in board.block_stones(board.at(1, 1)) {
            why[s] = Some(partner);
        }
        let small = board.at(3, 2);
        why[small] = Some(Why::Playouts {
            taken: 0.78,
            kept: 0.22,
        });
        joins_held_seki(&board, &why, small)
    }

    #[test]
    fn a_block_that_shares_two_liberties_with_a_held_seki_stands_with_it() {
        // Black at one of the two points, White joins at the other
        let held = Why::HoldsSeki { taken: 0.75 };
        assert!(joins(&MIAI, held));
        // Black on the upper point already: one shared liberty left, which Black fills to
        // take the lone stone
        let mut rows = MIAI;
        rows[1] = "xooxx";
        assert!(!joins(&rows, held));
        // the same shape beside a block the playouts kept, not a seki read out
        let kept = Why::Playouts {
            taken: 0.3,
            kept: 0.7,
        };
        assert!(!joins(&MIAI, kept));
    }
}
