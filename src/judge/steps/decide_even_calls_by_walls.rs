//! Calls the playouts still leave at even in a judgement made again: a fight that lies inside
//! one player's wall goes to that player, by a rule no draw moves.

use crate::judge::light_board::{PlayoutBoard, BLACK, EMPTY, WHITE};
use crate::judge::steps::{kept_at_quarter_line, other_side_of_even, within_errors_of_even};
use crate::judge::Why;

/// A block whose call [`decide_even_calls_by_walls`] made: the playouts' shares (taken, kept)
/// as they were, and the call the wall made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(in crate::judge) struct WallCall {
    pub(in crate::judge) head: usize,
    pub(in crate::judge) taken: f64,
    pub(in crate::judge) kept: f64,
    pub(in crate::judge) dead: bool,
}

/// In a finished game's judgement made again (the playouts sharpened to up to four times
/// their number), a block whose share of losses still lies within `LINE_ERRORS` standard
/// errors of even (`played` playouts, [`within_errors_of_even`]) is a coin: more playouts
/// put it on one side or the other as the seed falls (kgs6d `2017-01-15-17`: the race of
/// Black's K2 and White's J3, N2, K1 and P1, each lost in 0.47 to 0.52 of 512 playouts,
/// went to either side under one seed in two). Such blocks are read together with the empty
/// points and the dead stones between them (the fight): when every living stone around the
/// fight is one player's and stands ([`stands_as_wall`]: pass-alive, lost in fewer than a
/// quarter of the playouts, or kept at that line), the fight lies inside that player's wall,
/// and it goes to that player: its blocks there live, the enemy's die. A lone stone beside
/// the fight that does not stand is no wall but part of the fight (the fight reaches on past
/// it), and keeps the playouts' call: a stone the fight may take is no wall (its doubt is the
/// fight's own). At
/// the end of a game, stones left inside the enemy's wall are the invader's, and an invasion
/// that has not made life by then is dead (the players of that game and GNU Go 3.8 count it
/// so). A fight with living stones of both
/// players around it (a race between two groups on the open board) is left to the playouts,
/// and so is one beside a stone that stands only just: a wall short of eyes itself may lose
/// to the group inside (kgs6d `2003-08-28-21`: White's O19 group, at even, lives inside
/// Black's stones, one of them the S17 group that the playouts lose in a third of them;
/// with such a wall, the rule killed O19 under three seeds of sixteen). The calls stay the
/// playouts' own (`why` gets their shares on the wall's side of even: swapped, and one
/// playout more lost for a kill at a tie), so that the steps after read them as any other;
/// returns the blocks so decided, for the judgement to name the rule where their call stood
/// ([`name_wall_calls`]).
pub(in crate::judge) fn decide_even_calls_by_walls(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    played: usize,
) -> Vec<WallCall> {
    let len = template.color.len();
    let at_even: Vec<bool> = (0..len)
        .map(|p| is_stone(template, p) && left_at_even(why[p], played))
        .collect();
    let mut seen = vec![false; len];
    let mut calls = Vec::new();
    for start in 0..len {
        if !at_even[start] || seen[start] {
            continue;
        }
        let (fight, walls) = fight_and_walls(template, why, &at_even, start, &mut seen, played);
        if walls != BLACK && walls != WHITE {
            continue;
        }
        for &head in fight
            .iter()
            .filter(|&&p| at_even[p] && template.block_head(p) == p)
        {
            let Some(Why::Playouts { taken, kept }) = why[head] else {
                continue;
            };
            let dead = template.color[head] != walls;
            let call = on_side(taken, kept, dead, played);
            for s in template.stones_of(head) {
                why[s] = Some(call);
            }
            calls.push(WallCall {
                head,
                taken,
                kept,
                dead,
            });
        }
    }
    calls
}

/// The blocks of `calls` whose call the steps after the rule left as it made it: their reason
/// becomes [`Why::InsideWall`] (with the playouts' own shares) and they are unsure (no proof
/// settled them).
pub(in crate::judge) fn name_wall_calls(
    template: &PlayoutBoard,
    calls: &[WallCall],
    why: &mut [Option<Why>],
    unsure: &mut [bool],
) {
    for call in calls {
        let stood = matches!(why[call.head], Some(reason @ Why::Playouts { .. })
            if reason.is_dead() == call.dead);
        if !stood {
            continue;
        }
        for s in template.stones_of(call.head) {
            why[s] = Some(Why::InsideWall {
                taken: call.taken,
                kept: call.kept,
                dead: call.dead,
            });
            unsure[s] = true;
        }
    }
}

fn is_stone(template: &PlayoutBoard, p: usize) -> bool {
    matches!(template.color[p], BLACK | WHITE)
}

/// True when `reason` is the playouts' call on a share within `LINE_ERRORS` standard errors of
/// even over `played` playouts ([`within_errors_of_even`], the sharpened reading's own line).
fn left_at_even(reason: Option<Why>, played: usize) -> bool {
    let played = played.max(1) as f64;
    match reason {
        Some(Why::Playouts { taken, kept }) => {
            within_errors_of_even((taken - kept).abs() * played, played)
        }
        _ => false,
    }
}

/// The fight of the block at `start`: the points reached from it through empty points, the
/// stones left at even (`at_even`), the dead stones and the lone stones that do not stand
/// ([`is_lone_stone_in_doubt`]), marked in `seen`; and the colours of the living stones
/// around it, or-ed (`BLACK`, `WHITE`, both, or none), a block of two stones or more that
/// does not stand ([`stands_as_wall`] of `played` playouts) counting as both.
fn fight_and_walls(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    at_even: &[bool],
    start: usize,
    seen: &mut [bool],
    played: usize,
) -> (Vec<usize>, u8) {
    let mut fight = vec![start];
    seen[start] = true;
    let mut walls = 0u8;
    let mut i = 0;
    while i < fight.len() {
        let p = fight[i];
        i += 1;
        for q in template.neighbours(p) {
            let color = template.color[q];
            if color == EMPTY
                || at_even[q]
                || why[q].is_some_and(Why::is_dead)
                || is_lone_stone_in_doubt(template, why, q, played)
            {
                if !seen[q] {
                    seen[q] = true;
                    fight.push(q);
                }
            } else if is_stone(template, q) {
                // a wall stone that does not stand is no wall: both bits set
                walls |= if stands_as_wall(why[q], played) {
                    color
                } else {
                    BLACK | WHITE
                };
            }
        }
    }
    (fight, walls)
}

/// True when the point `q` holds a lone stone (a block of one) that does not stand
/// ([`stands_as_wall`] of `played` playouts): a stone the fight beside it may take, not a
/// wall. kgs6d
/// `2003-03-07-3`: White's M1, alone on the first line beside Black's dead L1 and M2, is lost
/// in 0.40 to 0.44 of 512 playouts, as often as Black's stones inside White's wall live; as a
/// wall it left that fight to the draw (W+23.5, W+32.5 or W+58.5 as the seed fell).
fn is_lone_stone_in_doubt(
    template: &PlayoutBoard,
    why: &[Option<Why>],
    q: usize,
    played: usize,
) -> bool {
    is_stone(template, q)
        && template.size[template.block_head(q)] == 1
        && !stands_as_wall(why[q], played)
}

/// True when a stone with this reason stands as a wall: it stands clearly
/// ([`Why::stands_clearly`]), or the playouts kept it in a share at the quarter line
/// ([`kept_at_quarter_line`] of `played`: within `LINE_ERRORS` standard errors of it), where the
/// draw could have put it on either side, and where the eye counts leave a keep standing as
/// the playouts left it (`steps::take_one_eyed_blocks`). Read as a stone standing clearly
/// only, such a wall stone's own share made the coin: kgs6d `2003-01-12-12` (`RE` W+56.5),
/// Black's R11, N10, O8, S8 and T6 inside White's area at even, and White's R5 group, a
/// wall stone, lost in 0.23 of about 375 playouts under the default seed (the rule applied:
/// W+56.5) and in 0.2545 under seed 4 (no wall: the shares kept Black's stones, B+85.5); it
/// went to either side under 17 of seeds 0-47. Read so, it is W+56.5 under all 48, and no
/// other kgs6d result moves away from its `RE` (`docs/accuracy.md`).
fn stands_as_wall(reason: Option<Why>, played: usize) -> bool {
    reason.is_some_and(Why::stands_clearly) || kept_at_quarter_line(reason, played)
}

/// The playouts' call with shares `taken` and `kept` put on the side `dead` says: as it is,
/// or on the other side of even ([`other_side_of_even`]).
fn on_side(taken: f64, kept: f64, dead: bool, played: usize) -> Why {
    let call = Why::Playouts { taken, kept };
    if call.is_dead() == dead {
        call
    } else {
        other_side_of_even(taken, kept, played)
    }
}

#[cfg(test)]
mod tests;
