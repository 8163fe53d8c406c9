//! Proofs of one step that refute each other: two blocks each "proved" dead with the other
//! standing, which needs each side to move first.

use super::Call;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::verify::attackers;
use crate::judge::Why;

/// Of the calls one step proved captured, the enemy moving first (`captured_now`, indices into
/// `calls`), those whose proof another one's refutes: two blocks each among the other's
/// attackers ([`attackers`]), each proved dead on the same standing with the other standing,
/// which needs each side to move first (a race that goes to whoever moves first, with nobody
/// named to move). Only one side moves first, and it plays in the bigger fight, as the races
/// read out do (`steps::read_races`): the bigger block's owner saves it by taking the
/// smaller, whose proof stands. The proof of the bigger (the later in scan order when they
/// are the same size) is returned, to be dropped: read again on the smaller's death, it
/// finds the attackers gone (kgs6d `2001-02-20-2`: White's 32 stones at J11 and Black's
/// three at K9 in atari inside them, each lost in half the playouts, both "proved" dead; the
/// record counts J11 alive).
pub(super) fn conflicting_captures(
    template: &PlayoutBoard,
    calls: &[(usize, Call, Why)],
    captured_now: &[usize],
) -> Vec<usize> {
    let size = |k: usize| template.block_stones(calls[k].0).len();
    let bigger = |a: usize, b: usize| (size(a), calls[a].0) > (size(b), calls[b].0);
    captured_now
        .iter()
        .copied()
        .filter(|&a| {
            let (pa, attackers_of_a) = (calls[a].0, attackers(template, calls[a].0));
            captured_now.iter().any(|&b| {
                let pb = calls[b].0;
                bigger(a, b)
                    && attackers_of_a.contains(&pb)
                    && attackers(template, pb).contains(&pa)
            })
        })
        .collect()
}
