//! Blocks the playouts or the eye counts took whose attackers all died after all.

use crate::judge::light_board::PlayoutBoard;
use crate::judge::Why;

/// A block the playouts took, whose every attacker (the enemy blocks touching it or its
/// liberties; at least one) the eye count then found dead, is alive after all: the playouts
/// took it on the assumption that those blocks live. So is a block the eye counts took in the
/// same round as all its attackers (each was read with the others alive): a lone stone among
/// enemy stones that the counts find dead too, unless one of those attackers would be spared
/// as well. Every block is read against the reasons as the step found them. Returns the
/// blocks spared ([`Spare`]): a spare holds only while its attackers stay dead (a proof that
/// one lives reads them dead, `steps::verify_calls`, and
/// [`take_back_spares_whose_attackers_live`] gives them back their reasons at the end).
pub(in crate::judge) fn spare_blocks_whose_attackers_died(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
) -> Vec<Spare> {
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
    let spared: Vec<Spare> = candidates
        .iter()
        .filter(|(_, attackers, by_counts)| {
            !by_counts
                || !attackers
                    .iter()
                    .any(|a| candidates.iter().any(|(q, ..)| q == a))
        })
        .filter_map(|(p, attackers, _)| {
            why[*p].map(|reason| Spare {
                block: *p,
                reason,
                attackers: attackers.clone(),
            })
        })
        .collect();
    for (p, reason) in why.iter_mut().enumerate() {
        let head = template.block_head(p);
        if reason.is_some() && spared.iter().any(|spare| spare.block == head) {
            *reason = Some(Why::AttackersDead);
        }
    }
    spared
}

/// A block [`spare_blocks_whose_attackers_died`] spared: its first stone, the reason it had,
/// and its attackers (first stones, [`attackers_around`]), all dead when it was spared.
pub(in crate::judge) struct Spare {
    pub(in crate::judge) block: usize,
    pub(in crate::judge) reason: Why,
    pub(in crate::judge) attackers: Vec<usize>,
}

/// The blocks `spared` by [`spare_blocks_whose_attackers_died`] take the reasons they had
/// back when an attacker of theirs no longer is dead once the calls are
/// proved or refuted (`steps::verify_calls`, `take_back_no_territory_kills`): the spare held
/// only while they all were. Their calls are then unsure (no proof read them).
pub(in crate::judge) fn take_back_spares_whose_attackers_live(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    unsure: &mut [bool],
    spared: &[Spare],
) {
    for spare in spared {
        let lives = |h: &usize| !why[*h].is_some_and(Why::is_dead);
        if why[spare.block] == Some(Why::AttackersDead) && spare.attackers.iter().any(lives) {
            for s in template.block_stones(spare.block) {
                why[s] = Some(spare.reason);
                unsure[s] = true;
            }
        }
    }
}

/// The first stones of the enemy blocks that would capture the block at `p`: those touching it
/// or one of its liberties.
pub(in crate::judge) fn attackers_around(template: &PlayoutBoard, p: usize) -> Vec<usize> {
    let mut attackers = template.enemy_blocks_beside(p);
    for h in template.enemy_blocks_at_liberties(p) {
        if !attackers.contains(&h) {
            attackers.push(h);
        }
    }
    attackers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::tests::playouts_keep_all_but;

    /// White's B2, taken by the playouts (0.9), among Black's lone B3, A2 and B1 (its
    /// attackers: they touch it; no block touches its liberty C2). `kills`: those the eye
    /// count then kills (no territory); the others stand as the playouts kept them.
    fn spared_with(kills: &[(usize, usize)]) -> (Vec<Option<Why>>, usize, Vec<Spare>) {
        let template = PlayoutBoard::from_rows(&[".x...", "xo...", ".x..."]);
        let mut why = playouts_keep_all_but(&template, &[((1, 1), 0.9)]);
        for &(c, r) in kills {
            why[template.at(c, r)] = Some(Why::NoTerritory { taken: 0.3 });
        }
        let spared = spare_blocks_whose_attackers_died(&template, &mut why);
        (why, template.at(1, 1), spared)
    }

    #[test]
    fn a_block_whose_attackers_all_died_lives() {
        let (why, b2, spared) = spared_with(&[(1, 0), (0, 1), (1, 2)]);
        assert_eq!(why[b2], Some(Why::AttackersDead));
        assert_eq!(spared.len(), 1);
        assert!(matches!(spared[0].reason, Why::Playouts { taken, .. } if taken == 0.9));
        assert_eq!(spared[0].attackers.len(), 3);
    }

    #[test]
    fn a_block_with_a_living_attacker_stays_taken() {
        // A2 stands: B2 keeps the playouts' call
        let (why, b2, spared) = spared_with(&[(1, 0), (1, 2)]);
        assert!(spared.is_empty());
        assert!(why[b2].is_some_and(Why::is_dead));
    }
}
