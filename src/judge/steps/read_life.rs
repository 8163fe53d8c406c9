//! Life read out for the blocks the judge killed: a kill the reading refutes is undone.

use crate::judge::life::{Life, LifeReading};
use crate::judge::light_board::PlayoutBoard;
use crate::judge::{FirstMove, Why};

/// Every block the playouts or a step killed (but not one inside an enemy pass-alive area, nor
/// one that lost a race read out) is read: when its owner makes it pass-alive whatever the
/// enemy plays first, or moving first itself when it is the player to move (`to_move`; see
/// [`LifeReading::read`]), it lives ([`Why::ReadAlive`]). When the reading budget runs out,
/// nothing is decided, so the answer cannot depend on the order of reading.
pub(in crate::judge) fn read_life(template: &PlayoutBoard, to_move: u8, why: &mut [Option<Why>]) {
    let mut reading = LifeReading::new();
    let mut proven = Vec::new();
    for (p, &reason) in why.iter().enumerate() {
        let killed = matches!(
            reason,
            Some(Why::Playouts { .. } | Why::ShortOfEyes | Why::NoTerritory { .. } | Why::Nakade)
        ) && reason.is_some_and(Why::is_dead);
        if !killed || template.block_head(p) != p {
            continue;
        }
        let owner_first = template.color[p] == to_move;
        if let Life::Lives { positions, eyes } = reading.read(template, p, owner_first) {
            let first = if owner_first {
                FirstMove::Owner
            } else {
                FirstMove::Enemy
            };
            proven.push((p, positions, eyes, first));
        }
    }
    if reading.exhausted() {
        return;
    }
    for (p, positions, eyes, first) in proven {
        for s in template.block_stones(p) {
            why[s] = Some(Why::ReadAlive {
                positions,
                eyes,
                first,
            });
        }
    }
}
