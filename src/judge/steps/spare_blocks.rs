//! Blocks the playouts or the eye counts took whose attackers all died after all.

use crate::judge::light_board::{opponent, PlayoutBoard};
use crate::judge::Why;

/// A block the playouts took, whose every attacker (the enemy blocks touching it or its
/// liberties; at least one) the eye count then found dead, is alive after all: the playouts
/// took it on the assumption that those blocks live. So is a block the eye counts took in the
/// same round as all its attackers (each was read with the others alive): a lone stone among
/// enemy stones that the counts find dead too, unless one of those attackers would be spared
/// as well. Every block is read against the reasons as the step found them. Returns the
/// blocks spared (first stones) with the reasons they had: a spare holds only while its
/// attackers stay dead (a proof that one lives reads them dead, `steps::verify_calls`, and
/// [`take_back_spares_whose_attackers_live`] gives them back their reasons at the end).
pub(in crate::judge) fn spare_blocks_whose_attackers_died(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
) -> Vec<(usize, Why)> {
    // per block taken whose attackers all died: its first stone, its attackers, and whether
    // the eye counts took it (else the playouts)
    let mut candidates: Vec<(usize, Vec<usize>, bool)> = Vec::new();
    for (p, reason) in why.iter().enumerate() {
        if template.block_head(p) != p {
            continue;
        }
        let by_counts = match *reason {
            Some(Why::Playouts { taken, kept }) if taken > kept => false,
            Some(Why::ShortOfEyes | Why::NoTerritory { .. }) => true,
            _ => continue,
        };
        let attackers = attackers_around(template, p);
        let all_killed = !attackers.is_empty()
            && attackers
                .iter()
                .all(|&h| matches!(why[h], Some(Why::ShortOfEyes | Why::NoTerritory { .. })));
        if all_killed {
            candidates.push((p, attackers, by_counts));
        }
    }
    // a block the counts took is not spared when an attacker of it would be spared too (two
    // lone stones taking each other's points: nothing says which one lives)
    let spared: Vec<usize> = candidates
        .iter()
        .filter(|(_, attackers, by_counts)| {
            !by_counts
                || !attackers
                    .iter()
                    .any(|a| candidates.iter().any(|(q, ..)| q == a))
        })
        .map(|(p, ..)| *p)
        .collect();
    let before: Vec<(usize, Why)> = spared
        .iter()
        .filter_map(|&p| why[p].map(|reason| (p, reason)))
        .collect();
    for (p, reason) in why.iter_mut().enumerate() {
        if reason.is_some() && spared.contains(&template.block_head(p)) {
            *reason = Some(Why::AttackersDead);
        }
    }
    before
}

/// The blocks `spared` by [`spare_blocks_whose_attackers_died`] (with the reasons they had)
/// take those reasons back when an attacker of theirs no longer is dead once the calls are
/// proved or refuted (`steps::verify_calls`, `take_back_no_territory_kills`): the spare held
/// only while they all were. Their calls are then unsure (no proof read them).
pub(in crate::judge) fn take_back_spares_whose_attackers_live(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    unsure: &mut [bool],
    spared: &[(usize, Why)],
) {
    for &(b, reason) in spared {
        let lives = |h: usize| !why[h].is_some_and(Why::is_dead);
        if why[b] == Some(Why::AttackersDead)
            && attackers_around(template, b).into_iter().any(lives)
        {
            for s in template.block_stones(b) {
                why[s] = Some(reason);
                unsure[s] = true;
            }
        }
    }
}

/// The first stones of the enemy blocks that would capture the block at `p`: those touching it
/// or one of its liberties.
pub(in crate::judge) fn attackers_around(template: &PlayoutBoard, p: usize) -> Vec<usize> {
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
    attackers
}
