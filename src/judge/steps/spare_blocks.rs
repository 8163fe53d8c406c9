//! Blocks the playouts took whose attackers all died after all.

use crate::judge::light_board::{opponent, PlayoutBoard};
use crate::judge::Why;

/// A block the playouts took, whose every attacker (the enemy blocks touching it or its
/// liberties; at least one) the eye count then found dead, is alive after all: the playouts
/// took it on the assumption that those blocks live.
pub(in crate::judge) fn spare_blocks_whose_attackers_died(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
) {
    let mut revived = Vec::new();
    for (p, reason) in why.iter().enumerate() {
        if template.block_head(p) != p {
            continue;
        }
        let Some(Why::Playouts { taken, kept }) = *reason else {
            continue;
        };
        if taken <= kept {
            continue;
        }
        let mut attackers = template.enemy_blocks_beside(p);
        let other = opponent(template.color[p]);
        for l in template.liberties_upto(p, template.color.len()) {
            for n in template.neighbours(l) {
                if template.color[n] == other {
                    let h = template.block_head(n);
                    if !attackers.contains(&h) {
                        attackers.push(h);
                    }
                }
            }
        }
        let all_killed = !attackers.is_empty()
            && attackers
                .iter()
                .all(|&h| matches!(why[h], Some(Why::ShortOfEyes | Why::NoTerritory { .. })));
        if all_killed {
            revived.push(p);
        }
    }
    for (p, reason) in why.iter_mut().enumerate() {
        if reason.is_some() && revived.contains(&template.block_head(p)) {
            *reason = Some(Why::AttackersDead);
        }
    }
}
