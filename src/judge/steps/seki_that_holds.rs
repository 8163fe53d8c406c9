//! The seki test two steps share (`take_one_eyed_blocks`, `decide_close_calls_by_eyes`): a
//! block the refined count puts in a seki is in one indeed when the seki's enemy blocks stand
//! clearly and the enemy cannot fill the liberties even moving first.

use crate::board::Board;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::steps::take_one_eyed_blocks::shares_seki;
use crate::judge::steps::verify_calls::standing;
use crate::judge::verify::{holds_in_seki_race, Standing};
use crate::judge::{FirstMove, Why, UNSURE_SHARE};
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
/// enemy block of that seki ([`shares_seki`]), such enemy blocks stand clearly (`partners`:
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
    if scorer.status(p) != Some(Status::Seki)
        || !shares_seki(board, scorer, p)
        || !partners_stand(template, scorer, why, p, inside)
    {
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
    partners_stand(template, scorer, why, p, |_| false)
}

/// [`seki_partners_stand`], but that a partner `excused` says of need not stand.
fn partners_stand(
    template: &PlayoutBoard,
    scorer: &Scorer,
    why: &[Option<Why>],
    p: usize,
    excused: impl Fn(usize) -> bool,
) -> bool {
    let partners: Vec<usize> = template
        .enemy_blocks_beside(p)
        .into_iter()
        .filter(|&e| scorer.status(e) == Some(Status::Seki))
        .collect();
    !partners.is_empty()
        && partners.iter().all(|&e| {
            excused(e)
                || match why[e] {
                    Some(Why::Playouts { taken, .. }) => taken < UNSURE_SHARE,
                    Some(r) => {
                        !r.is_dead()
                            && !matches!(
                                r,
                                Why::EyesCounted { .. }
                                    | Why::AttackersDead
                                    | Why::HoldsSeki { .. }
                            )
                    }
                    None => false,
                }
        })
}
