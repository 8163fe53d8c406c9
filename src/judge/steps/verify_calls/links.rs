//! The links read after the proofs: a kill linked to a block a proof kept alive, and a block a
//! race reading would lose that joins a living group.

use super::{anchors_of, first_mover, standing_of, Call};
use crate::judge::light_board::PlayoutBoard;
use crate::judge::verify::{Proof, Standing, Verification};
use crate::judge::{FirstMove, Why};

/// The kills no proof settled, read once more for a link, to the blocks a proof kept alive as
/// well as to the anchors: a kill linked to such a block whatever the enemy plays first lives,
/// with its owner to move when that block's own proof needed the owner's move (the owner's one
/// move secures the block, and the link holds against any answer). A link through a chain of
/// blocks each alive only by a proof is found here, not by the first reading, where the block
/// it links to was not yet proved. The owner moves first when it is the player to move
/// (`to_move`), as in the first reading for a link. Returns the calls it linked.
pub(super) fn link_through_proofs(
    template: &PlayoutBoard,
    calls: &[(usize, Call, Why)],
    decided: &mut [Option<Why>],
    standing: &[Option<Why>],
    at_line: &[bool],
    to_move: u8,
    verification: &mut Verification,
) -> Vec<usize> {
    let mut linked = Vec::new();
    let mut anchors = anchors_of(standing, at_line, false);
    for (a, w) in anchors.iter_mut().zip(standing) {
        if let Some(Why::Linked { .. } | Why::SureEyes { .. }) = w {
            *a = Standing::Anchor;
        }
    }
    for (k, &(p, call, _)) in calls.iter().enumerate() {
        if call != Call::Kill || decided[k].is_some() {
            continue;
        }
        let owner_first = first_mover(template, to_move, p) == FirstMove::Owner;
        if let Proof::Linked { positions, anchor } =
            verification.prove_alive(template, p, &anchors, owner_first)
        {
            let first = match standing[anchor] {
                _ if owner_first => FirstMove::Owner,
                Some(Why::Linked { first, .. } | Why::SureEyes { first, .. }) => first,
                _ => FirstMove::Enemy,
            };
            decided[k] = Some(Why::Linked {
                positions,
                anchor,
                first,
            });
            linked.push(k);
        }
    }
    linked
}

/// True when the verifier proves the block at `stone` linked to an anchor of `opinion` (the
/// playouts' first opinion), its owner moving first when `owner_first`: a block a race reading
/// would lose but that joins a living group is no racer (the race reading plays only the
/// liberties of the two blocks, never the connection one move away).
pub(in crate::judge) fn links_out_of_race(
    board: &PlayoutBoard,
    stone: usize,
    opinion: &[Option<Why>],
    owner_first: bool,
) -> bool {
    let anchors: Vec<Standing> = opinion.iter().map(|&w| standing_of(w)).collect();
    matches!(
        Verification::new().prove_alive(board, stone, &anchors, owner_first),
        Proof::Linked { .. }
    )
}
