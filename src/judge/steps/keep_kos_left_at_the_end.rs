//! A capturing race left on a ko at the end of a finished game, counted as the players left
//! it: the racing blocks of both sides stand.

use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, BORDER, WHITE};
use crate::judge::race::{Outcome, Race};
use crate::judge::Why;

/// In a finished game with nobody to move (`to_move` neither colour), the races read
/// (`races`, each kept block by its first stone) whose block's owner, moving first, wins only
/// through a ko capture ([`Outcome::Ko`], the block's call [`Why::KoFight`]): the owner saves
/// its block by taking the racing enemy stone (a lone stone in atari) in a ko, and the enemy,
/// not allowed to take back at once, takes a ko stone of the owner's in the same way (a lone
/// stone in atari beside the enemy blocks at the first ko point, whose own ko point touches
/// the block), so whoever moves first wins the fight. Without such a stone of the owner's
/// there is no race at tempo, and the rule does not apply (kgs6d `2003-07-24-22`'s lone
/// stones inside White's corner). The game ended with it: nobody took the first ko, and the
/// fight is counted as the players left it. The block stands, and so do both ko stones and
/// the enemy blocks beside the enemy's ko point (the blocks the owner's ko capture would put
/// short of liberties), which the draw split between the two sides (kgs6d `2017-02-18-10`: White's N19 group with its stone
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
        let kept_on_a_ko = matches!(why[p], Some(r @ Why::KoFight { .. }) if !r.is_dead());
        if race.owner_first != Outcome::Ko || !kept_on_a_ko {
            continue;
        }
        let Some(ko) = ko_point(template, race.attacker) else {
            continue;
        };
        let (own, enemy) = (template.color[p], opponent(template.color[p]));
        // the block, the enemy's ko stone and the enemy blocks at its ko point; then the
        // owner's ko stones beside those blocks (the lone stones in atari the enemy takes in
        // a ko to win moving first), which the playouts read as the draw fell too
        // (a race is read from its block's first stone)
        let block = p;
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
    let (color, head) = (template.color[stone], template.block_head(stone));
    let mut libs = [0; 3];
    if template.size[head] != 1 || template.liberties(head, 2, &mut libs) != 1 {
        return None;
    }
    let ko = libs[0];
    let closed = template
        .neighbours(ko)
        .into_iter()
        .all(|n| n == stone || template.color[n] == color || template.color[n] == BORDER);
    closed.then_some(ko)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::light_board::EMPTY;

    /// The upper right of kgs6d `2017-02-18-10` (columns L-T, rows 19-15): White's N19 group
    /// with its ko stone P19 (in atari at O19), Black's Q19 group with its ko stone O17 (in
    /// atari at P17).
    const CORNER: [&str; 5] = [
        ".xo.oxoo.",
        "xxooxxxo.",
        "xoox.xoo.",
        "xo.oxxxo.",
        "xooooxxo.",
    ];

    /// The calls of the four blocks after the steps, with the race of Q19 read (the draw kept
    /// it: Black saves it moving first only by taking P19 in a ko) and the draw's calls
    /// `q19`, `n19`, `p19`, `o17`; nobody to move unless `to_move`.
    fn calls_after(rows: &[&str], to_move: u8, calls: [Why; 4]) -> [Option<Why>; 4] {
        calls_after_race(rows, to_move, calls, (0, 2))
    }

    /// [`calls_after`] with the race of the block `raced.0` read, its attacker `raced.1`
    /// (indices of Q19, N19, P19, O17).
    fn calls_after_race(
        rows: &[&str],
        to_move: u8,
        [q19, n19, p19, o17]: [Why; 4],
        raced: (usize, usize),
    ) -> [Option<Why>; 4] {
        let board = PlayoutBoard::from_rows(rows);
        let stones = [(5, 0), (2, 0), (4, 0), (3, 2)].map(|(c, r)| board.at(c, r));
        let mut why: Vec<Option<Why>> = vec![None; board.color.len()];
        for (&stone, call) in stones.iter().zip([q19, n19, p19, o17]) {
            if board.color[stone] == EMPTY {
                continue;
            }
            for s in board.stones_of(stone) {
                why[s] = Some(call);
            }
        }
        let race = Race {
            owner_first: Outcome::Ko,
            enemy_first: Outcome::Unknown,
            liberties: (3, 1),
            attacker: board.block_head(stones[raced.1]),
        };
        let races = [(board.block_head(stones[raced.0]), race)];
        keep_kos_left_at_the_end(&board, &races, to_move, &mut why);
        stones.map(|s| why[s])
    }

    const KEPT: Why = Why::KoFight {
        taken: 0.45,
        kept: 0.55,
    };
    const TAKEN: Why = Why::Playouts {
        taken: 0.55,
        kept: 0.45,
    };

    #[test]
    fn both_groups_and_both_ko_stones_stand_whichever_the_draw_took() {
        let called = calls_after(&CORNER, EMPTY, [KEPT, TAKEN, TAKEN, KEPT]);
        assert_eq!(called, [Some(Why::KoLeftAtTheEnd); 4]);
        // the owner's ko stone killed by the eye counts read on the draw's calls stands too
        let called = calls_after(&CORNER, EMPTY, [KEPT, TAKEN, TAKEN, Why::ShortOfEyes]);
        assert_eq!(called, [Some(Why::KoLeftAtTheEnd); 4]);
        // the other draw: N19 kept, its race read against O17 (White saves it moving first
        // only by taking O17 in a ko at P17), Q19 and O17 taken
        let called = calls_after_race(&CORNER, EMPTY, [TAKEN, KEPT, KEPT, TAKEN], (1, 3));
        assert_eq!(called, [Some(Why::KoLeftAtTheEnd); 4]);
    }

    #[test]
    fn with_a_player_to_move_the_ko_goes_to_the_playouts_and_the_later_steps() {
        let called = calls_after(&CORNER, BLACK, [KEPT, TAKEN, TAKEN, KEPT]);
        assert_eq!(called, [Some(KEPT), Some(TAKEN), Some(TAKEN), Some(KEPT)]);
    }

    #[test]
    fn without_a_ko_stone_of_the_owner_there_is_no_race_at_tempo() {
        // O17 gone: White takes nothing to win, and the fight is left alone
        let mut rows = CORNER;
        rows[2] = "xoo..xoo.";
        let called = calls_after(&rows, EMPTY, [KEPT, TAKEN, TAKEN, KEPT]);
        assert_eq!(called[..3], [Some(KEPT), Some(TAKEN), Some(TAKEN)]);
    }

    #[test]
    fn a_proof_keeps_its_call() {
        let captured = Why::Captured {
            positions: 3,
            first: crate::judge::FirstMove::Enemy,
        };
        let called = calls_after(&CORNER, EMPTY, [KEPT, captured, TAKEN, KEPT]);
        assert_eq!(
            called,
            [Some(KEPT), Some(captured), Some(TAKEN), Some(KEPT)]
        );
    }
}
