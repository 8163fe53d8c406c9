//! A capturing race left on a ko at the end of a finished game, counted as the players left
//! it: the racing blocks of both sides stand.

use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, BORDER, WHITE};
use crate::judge::race::{Outcome, Race};
use crate::judge::Why;

/// In a finished game with nobody to move (`to_move` neither colour), the races read
/// (`races`, each kept block by its first stone) whose block's owner, moving first, wins only
/// through a ko capture ([`Outcome::Ko`], the block's call [`Why::KoFight`]): the owner saves
/// its block by taking the racing enemy stone (a lone stone in atari) in a ko, and the enemy,
/// not allowed to take back at once, takes the owner's own ko stone in the same way, so
/// whoever moves first wins the fight. The game ended with it: nobody took the first ko, and
/// the fight is counted as the players left it. The block stands, and so do the enemy's ko
/// stone and the enemy blocks beside its last liberty (the ko point: the blocks the owner's
/// ko capture would put short of liberties) that the playouts took by their share, which the
/// draw split between the two sides (kgs6d `2017-02-18-10`: White's N19 group with its stone
/// P19 in atari at O19, Black's Q19 group with its stone O17 in atari at P17; each group lost
/// in about half of up to 512 playouts, the one the draw took dead, 70 points apart; the
/// players counted both alive, W+4.5, and GNU Go 3.8 calls them seki). Each block of the
/// fight gets [`Why::KoLeftAtTheEnd`]: a finished game's rule, not a reading, so no draw
/// decides it and the judgement is not made again for it. A block a proof or a reading
/// settled keeps its call.
pub(in crate::judge) fn keep_kos_left_at_the_end(
    template: &PlayoutBoard,
    races: &[(usize, Race)],
    to_move: u8,
    why: &mut [Option<Why>],
) {
    if to_move == BLACK || to_move == WHITE {
        return;
    }
    for &(p, race) in races {
        if race.owner_first != Outcome::Ko || !matches!(why[p], Some(Why::KoFight { .. })) {
            continue;
        }
        if why[p].is_some_and(Why::is_dead) {
            continue;
        }
        let Some(ko) = ko_point(template, race.attacker) else {
            continue;
        };
        let (own, enemy) = (template.color[p], opponent(template.color[p]));
        // the block, the enemy's ko stone and the enemy blocks at its ko point; then the
        // owner's ko stones beside those blocks (the lone stones in atari the enemy takes in
        // a ko to win moving first), which the playouts read as the draw fell too
        let block = template.block_head(p);
        let mut fight = vec![block];
        add_blocks_at(template, ko, enemy, &mut fight);
        let enemies = fight[1..].to_vec();
        for &h in &enemies {
            for s in template.enemy_blocks_beside(h) {
                let attacks_block =
                    ko_point(template, s).is_some_and(|at| template.touches_block(at, block));
                if template.color[s] == own && !fight.contains(&s) && attacks_block {
                    fight.push(s);
                }
            }
        }
        // the enemy wins moving first only through a ko stone of the owner's whose capture
        // attacks the block: without one, the fight is no race at tempo
        if !fight[1..].iter().any(|&h| template.color[h] == own) {
            continue;
        }
        // every block of the fight but the first stands or falls by the draw's share (or the
        // eye counts read on it): a proof or a reading keeps its call
        if fight[1..].iter().any(|&h| !by_the_draw(why[h])) {
            continue;
        }
        for h in fight {
            for s in template.stones_of(h) {
                why[s] = Some(Why::KoLeftAtTheEnd);
            }
        }
    }
}

/// Adds to `fight` the blocks of `color` beside the point `at`, by their first stones, each
/// once.
fn add_blocks_at(template: &PlayoutBoard, at: usize, color: u8, fight: &mut Vec<usize>) {
    for n in template.neighbours(at) {
        let h = template.block_head(n);
        if template.color[n] == color && !fight.contains(&h) {
            fight.push(h);
        }
    }
}

/// True for a call the playouts' share decided, or the eye counts read on it: the draw's.
fn by_the_draw(why: Option<Why>) -> bool {
    matches!(
        why,
        Some(
            Why::Playouts { .. } | Why::KoFight { .. } | Why::ShortOfEyes | Why::NoTerritory { .. }
        )
    )
}

/// The point where the enemy stone `stone` (a lone stone in atari) is taken by a ko capture:
/// its one liberty, whose other neighbours are all the stone's colour or off the board, so
/// that the capturing stone stands alone with the captured point its only liberty.
fn ko_point(template: &PlayoutBoard, stone: usize) -> Option<usize> {
    let color = template.color[stone];
    if template.size[template.block_head(stone)] != 1 {
        return None;
    }
    let mut libs = [0; 3];
    if template.liberties(template.block_head(stone), 2, &mut libs) != 1 {
        return None;
    }
    let ko = libs[0];
    let closed = template
        .neighbours(ko)
        .into_iter()
        .all(|n| n == stone || template.color[n] == color || template.color[n] == BORDER);
    closed.then_some(ko)
}
