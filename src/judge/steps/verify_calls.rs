//! Every call no sure test made, proved or refuted by the verifier (`verify.rs`).

use crate::judge::light_board::{PlayoutBoard, BLACK, WHITE};
use crate::judge::verify::{attackers, may_link, Proof, Verification};
use crate::judge::{FirstMove, Why, UNSURE_SHARE};

/// What the verifier is asked of a block.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Call {
    /// The judge killed it by evidence alone: prove it alive (reversed) or dead (proved).
    Kill,
    /// The playouts kept it only just: prove it dead (reversed) or alive (proved).
    Keep,
}

/// The call on a block by its reason, when the verifier has to check it: kills by the
/// playouts, the throw-in shapes, the eye counts (not a block inside an enemy pass-alive area,
/// nor a race read out, nor a block without a liberty), and keeps by the playouts that lost it
/// in [`UNSURE_SHARE`] of them or more, or by a ko the reading left open.
fn call(reason: Why) -> Option<Call> {
    match reason {
        Why::Playouts { taken, .. } | Why::KoFight { taken, .. } if !reason.is_dead() => {
            (taken >= UNSURE_SHARE).then_some(Call::Keep)
        }
        Why::Playouts { .. }
        | Why::KoFight { .. }
        | Why::ShortOfEyes
        | Why::NoTerritory { .. }
        | Why::Nakade => Some(Call::Kill),
        _ => None,
    }
}

/// True for a kill by the playouts that its owner kept in fewer than [`UNSURE_SHARE`] of them
/// (a stone deep in the enemy's area): unproved, it is not called unsure, or every dead stone
/// in a territory would be (a proof of death there needs a reading of eye space the verifier
/// does not have yet).
fn is_clear_kill(reason: Why) -> bool {
    matches!(reason, Why::Playouts { kept, .. } if reason.is_dead() && kept < UNSURE_SHARE)
}

/// True when the block's reason is clear evidence of life (an anchor a link may reach): Benson,
/// the life reading, or the playouts keeping it nearly always.
fn is_anchor(reason: Why) -> bool {
    match reason {
        Why::PassAlive | Why::ReadAlive { .. } => true,
        Why::Playouts { taken, .. } => !reason.is_dead() && taken < UNSURE_SHARE,
        _ => false,
    }
}

/// Proves or refutes every call [`call`] names, all on the same position and the same anchors
/// (so the answer cannot depend on the order of reading): a kill refuted becomes
/// [`Why::Linked`], a keep refuted [`Why::Captured`]; a call proved takes the proof as its
/// reason; a call neither proved nor refuted keeps its reason and is marked unsure (the
/// returned list, per point; a clear kill by the playouts excepted, see [`is_clear_kill`]).
/// When the judgement's budget runs out, nothing is changed and every call checked is unsure.
pub(in crate::judge) fn verify_calls(
    template: &PlayoutBoard,
    to_move: u8,
    why: &mut [Option<Why>],
) -> Vec<bool> {
    let mut unsure = vec![false; why.len()];
    let anchors: Vec<bool> = why.iter().map(|w| w.is_some_and(is_anchor)).collect();
    let mut verification = Verification::new();
    let mut decided: Vec<(usize, Option<Why>)> = Vec::new();
    for (p, reason) in why.iter().enumerate() {
        let Some(reason) = reason else {
            continue;
        };
        let color = template.color[p];
        if (color != BLACK && color != WHITE) || template.block_head(p) != p {
            continue;
        }
        let Some(call) = call(*reason) else {
            continue;
        };
        let owner_first = color == to_move;
        let first = if owner_first {
            FirstMove::Owner
        } else {
            FirstMove::Enemy
        };
        let alive = |v: &mut Verification| v.prove_alive(template, p, &anchors, owner_first);
        // a capture by stones that are dead themselves proves nothing
        let attackers_stand = attackers(template, p)
            .into_iter()
            .all(|e| !why[e].is_some_and(Why::is_dead));
        let dead = |v: &mut Verification| {
            if attackers_stand {
                v.prove_dead(template, p, &anchors, owner_first)
            } else {
                Proof::Unknown
            }
        };
        let clear = is_clear_kill(*reason);
        if clear && !may_link(template, p) {
            // nothing to link to, and no capture proof is tried for a clear kill
            decided.push((p, None));
            continue;
        }
        let proof = match call {
            // a clear kill by the playouts is only checked for a link (a capture would only
            // confirm it, and most dead stones of a game are such kills: half the judge's time)
            Call::Kill => match alive(&mut verification) {
                Proof::Unknown if !clear => dead(&mut verification),
                proof => proof,
            },
            Call::Keep => match dead(&mut verification) {
                Proof::Unknown => alive(&mut verification),
                captured => captured,
            },
        };
        let reason = match proof {
            Proof::Linked { positions, anchor } => Some(Why::Linked {
                positions,
                anchor,
                first,
            }),
            Proof::Captured { positions } => Some(Why::Captured { positions, first }),
            Proof::Unknown => None,
        };
        decided.push((p, reason));
    }
    let exhausted = verification.exhausted();
    for (p, reason) in decided {
        let clear = why[p].is_some_and(is_clear_kill);
        for s in template.block_stones(p) {
            match reason {
                Some(reason) if !exhausted => why[s] = Some(reason),
                _ => unsure[s] = !clear,
            }
        }
    }
    unsure
}
