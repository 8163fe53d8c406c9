//! The keeps the count puts in a seki: a seki holds only if no block of it can be taken
//! first, so each is read for a proof of death, as a keep at the quarter line is.

use crate::board::Board;
use crate::judge::counts::count;
use crate::judge::Why;
use crate::scoring::{Rules, Status};

/// The stones of every block the playouts kept (in any share) that the refined count, with
/// the calls as they stand, puts in a seki. The playouts never fill a liberty two blocks
/// short of eyes share, so they keep both sides of what looks like a seki, also where one
/// side is taken by a move they never play: an atari on a shared liberty that captures a
/// block of one eye (online-go.com 85274: Black's B3 block, its eye A1 and A3 shared with
/// White's A8 block of three liberties, which White's A3 takes; the playouts keep it in 15
/// of 16 under some seeds). The verifier reads those below the quarter line for a proof of
/// death, every block the playouts kept standing but the keep itself and its attackers in
/// doubt (`verify_calls`); the
/// proof holds only if the attacker lives at its end, and only where the reading settles the
/// race of filling (`verify/`). Unproved, the block stays as the playouts kept it.
pub(in crate::judge) fn find_seki_keeps(board: Option<&Board>, why: &[Option<Why>]) -> Vec<bool> {
    let mut in_seki = vec![false; why.len()];
    let Some(board) = board else {
        return in_seki;
    };
    let dead: Vec<bool> = why.iter().map(|w| w.is_some_and(Why::is_dead)).collect();
    let scorer = count(board, &dead, Rules::Japanese);
    for (p, seki) in in_seki.iter_mut().enumerate() {
        *seki = matches!(why[p], Some(r @ Why::Playouts { .. }) if !r.is_dead())
            && scorer.status(p) == Some(Status::Seki);
    }
    in_seki
}
