//! Capturing races: read out on the final position, given to the player to move where they
//! go to whoever moves first, and taken where the owner loses even moving first.

use crate::judge::benson::Benson;
use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, EMPTY, WHITE};
use crate::judge::race;
use crate::judge::{FirstMove, Why, UNSURE_SHARE};

/// Capturing races read out on the final position: every block short of liberties beside an
/// enemy block short of them too (see [`race::read_race`]), not pass-alive, read with each
/// player moving first. Returns each block's first stone with its race.
pub(in crate::judge) fn read_races(board: &PlayoutBoard) -> Vec<(usize, race::Race)> {
    let benson = Benson::find(&board.color, board.stride());
    let mut budget = race::TOTAL_BUDGET;
    let mut races = Vec::new();
    for p in 0..board.color.len() {
        let c = board.color[p];
        let ours = c == BLACK || c == WHITE;
        if !ours || board.block_head(p) != p || benson.pass_alive[p] || benson.area[p] != EMPTY {
            continue;
        }
        if let Some(r) = race::read_race(board, p, |h| !benson.pass_alive[h], &mut budget) {
            races.push((p, r));
        }
    }
    races
}

/// The reason of a block lost in the race `r`.
pub(in crate::judge) fn lost_race(r: &race::Race, first: FirstMove) -> Why {
    Why::LostRace {
        liberties: r.liberties.0 as u8,
        attacker_liberties: r.liberties.1 as u8,
        attacker: r.attacker,
        first,
    }
}

/// Races that go to whoever moves first, given to the player to move (when known): it takes
/// the biggest race it wins, the other player then the biggest left for it, and so on (a race
/// won saves the winner's racing block, so each fight is counted once). The reading is local:
/// it cannot see whether the winner lives at all, so a race is given only where the playouts
/// (`playouts`, which see the whole board) were unsure of the loser (its owner lost it in at
/// least [`UNSURE_SHARE`] of them) and keep the winner. Returns the stones of each block lost,
/// with the reason.
pub(in crate::judge) fn give_races_to_the_player_to_move(
    board: &PlayoutBoard,
    races: &[(usize, race::Race)],
    to_move: u8,
    playouts: &[Option<Why>],
) -> Vec<(Vec<usize>, Why)> {
    if to_move != BLACK && to_move != WHITE {
        let open = races
            .iter()
            .filter(|(_, r)| {
                r.owner_first != race::Outcome::Captured && r.enemy_first == race::Outcome::Captured
            })
            .count();
        if open > 0 {
            log::info!(
                "judge: nobody is to move (no move played, or the game ended with two passes): \
                 {open} races that go to whoever moves first are left to the playouts"
            );
        }
        return Vec::new();
    }
    let mut open: Vec<(usize, race::Race)> = races
        .iter()
        .filter(|(p, r)| {
            r.owner_first != race::Outcome::Captured
                && r.enemy_first == race::Outcome::Captured
                && matches!(playouts[*p], Some(Why::Playouts { taken, .. }) if taken >= UNSURE_SHARE)
                && playouts[r.attacker].is_some_and(|why| !why.is_dead())
        })
        .copied()
        .collect();
    open.sort_by_key(|(p, _)| (std::cmp::Reverse(board.block_stones(*p).len()), *p));
    let mut out = Vec::new();
    let mut player = to_move;
    let mut idle = 0;
    while idle < 2 && !open.is_empty() {
        let victim = opponent(player);
        match open.iter().position(|(p, _)| board.color[*p] == victim) {
            Some(i) => {
                let (p, r) = open.remove(i);
                out.push((board.block_stones(p), lost_race(&r, FirstMove::Enemy)));
                // the fight is over: the winner's racing block is safe, and so is every
                // block the captured one was racing
                open.retain(|(q, s)| *q != r.attacker && s.attacker != p);
                idle = 0;
            }
            None => idle += 1,
        }
        player = victim;
    }
    out
}

/// Blocks the playouts were unsure of (each side owned them in at least [`UNSURE_SHARE`] of
/// them) that lose their race even moving first, against enemy blocks the playouts keep, are
/// dead. (The reading is local: an attacker the playouts take may be the one that dies, so
/// such races are left to them.)
pub(in crate::judge) fn take_races_lost_moving_first(
    template: &PlayoutBoard,
    races: &[(usize, race::Race)],
    why: &mut [Option<Why>],
) {
    let mut lost = Vec::new();
    for (p, r) in races {
        let p = *p;
        let short = r.liberties.1 < race::SHORT_OF_LIBERTIES;
        if r.owner_first != race::Outcome::Captured || !short || template.color[p] == EMPTY {
            continue;
        }
        let Some(Why::Playouts { taken, kept }) = why[p] else {
            continue;
        };
        if taken < UNSURE_SHARE || kept < UNSURE_SHARE {
            continue;
        }
        let enemy_lives =
            |h: usize| !matches!(why[h], Some(Why::Playouts { taken, kept }) if taken > kept);
        if template.enemy_blocks_beside(p).into_iter().all(enemy_lives) {
            lost.push((p, lost_race(r, FirstMove::Owner)));
        }
    }
    for (p, reason) in lost {
        for s in template.block_stones(p) {
            why[s] = Some(reason);
        }
    }
}
