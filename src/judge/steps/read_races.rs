//! Capturing races: read out on the final position, lost where the owner loses even moving
//! first, given to the player to move where they go to whoever moves first.

use crate::board::Board;
use crate::judge::benson::Benson;
use crate::judge::light_board::{opponent, PlayoutBoard, BLACK, EMPTY, WHITE};
use crate::judge::race;
use crate::judge::steps::{links_out_of_race, nakade_kills_that_free};
use crate::judge::{FirstMove, Why};
use crate::scoring::{Position, Rules, Scorer, Settings};

/// The races of a judgement (see [`read_races`]).
#[derive(Default)]
pub(in crate::judge) struct Races {
    /// Each block read, by its first stone, with its race.
    pub read: Vec<(usize, race::Race)>,
    /// The racing enemy blocks captured even when their owner moves first.
    pub lost_anyway: Vec<usize>,
}

/// The races of a judgement's playouts' calls, read and decided ([`races_decided`]).
pub(in crate::judge) struct RacesDecided {
    pub races: Races,
    /// The blocks the races take, each with its reason.
    pub lost: Vec<(Vec<usize>, Why)>,
    /// Those of them the playouts kept: the playouts read the board again without them.
    pub reversed: Vec<(Vec<usize>, Why)>,
}

/// The races of the playouts' calls `opinion` on `board` (the final position), read
/// ([`read_races`]) and decided ([`decide_races`], and a throw-in's kill that frees an enemy
/// block short of liberties, read again without it too: [`nakade_kills_that_free`]), with
/// those of the blocks they take that the playouts kept ([`kept_blocks_lost`]).
pub(in crate::judge) fn races_decided(
    view_board: Option<&Board>,
    board: &PlayoutBoard,
    benson: &Benson,
    opinion: &[Option<Why>],
    to_move: u8,
) -> RacesDecided {
    let races = read_races(board, benson, opinion, to_move);
    let mut lost = decide_races(view_board, board, &races, to_move, opinion);
    lost.extend(nakade_kills_that_free(board, opinion, &lost));
    let reversed = kept_blocks_lost(&lost, opinion);
    RacesDecided {
        races,
        lost,
        reversed,
    }
}

/// Capturing races read out on the final position: every block the playouts kept
/// (`first_opinion`) that is short of liberties beside an enemy block short of them too (see
/// [`race::read_race`]), not pass-alive, read with its owner moving first, and with the enemy
/// moving first when somebody is to move (`to_move`; a block the
/// playouts took is dead already: the reading could only agree). Returns each block's first
/// stone with its race, and the first stones of the racing enemy blocks that are themselves
/// captured even moving first (read too when the playouts took them). A block the race would
/// lose that the verifier proves linked to a living block (its owner moving first when to
/// move: [`links_out_of_race`]) is in no race. When the reading budget
/// runs out, no race is returned, so the answer cannot depend on the order of reading.
pub(in crate::judge) fn read_races(
    board: &PlayoutBoard,
    benson: &Benson,
    first_opinion: &[Option<Why>],
    to_move: u8,
) -> Races {
    let mut reading = race::Reading::new();
    // the races that go to whoever moves first matter only with a player to move
    let enemy_first = to_move == BLACK || to_move == WHITE;
    let in_race = |h: usize| !benson.pass_alive[h];
    let mut races = Vec::new();
    for (p, opinion) in first_opinion.iter().enumerate() {
        let c = board.color[p];
        let ours = c == BLACK || c == WHITE;
        if !ours || board.block_head(p) != p || benson.pass_alive[p] || benson.area[p] != EMPTY {
            continue;
        }
        if opinion.is_some_and(Why::is_dead) {
            continue;
        }
        if let Some(r) = race::read_race(board, p, in_race, enemy_first, &mut reading) {
            let owner_first = to_move == c;
            let lost = r.owner_first == race::Outcome::Captured
                || (!owner_first && r.enemy_first == race::Outcome::Captured);
            if lost && links_out_of_race(board, p, first_opinion, owner_first) {
                continue;
            }
            races.push((p, r));
        }
    }
    let mut lost_anyway: Vec<usize> = races
        .iter()
        .filter(|(_, r)| r.owner_first == race::Outcome::Captured)
        .map(|(p, _)| *p)
        .collect();
    for (_, r) in &races {
        let attacker = r.attacker;
        if races.iter().any(|(q, _)| *q == attacker) || lost_anyway.contains(&attacker) {
            continue;
        }
        let lost = race::read_race(board, attacker, in_race, false, &mut reading)
            .is_some_and(|a| a.owner_first == race::Outcome::Captured);
        if lost {
            lost_anyway.push(attacker);
        }
    }
    if reading.exhausted() {
        // some blocks were read and others not: the answer would depend on the order the
        // blocks are read in (and could differ between the halves of a symmetric board)
        return Races::default();
    }
    Races {
        read: races,
        lost_anyway,
    }
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

/// True when the stones `winner` (the racing block first, then the other own blocks beside the
/// loser) live once they have captured the stones `loser`: the region of the racing block in
/// the refined count, with the winner's stones on the loser's liberties that touch another
/// enemy stone (it fills them to capture, closing the captured space), the loser and the
/// stones `dead` (the first opinion) taken as dead and the winners alive, is worth two eyes.
/// A capture inside an area the enemy holds anyway gives the winner one eye, the captured
/// space, and no second: the race saved nothing. (Without the filled liberties, a liberty of
/// the loser beside an enemy stone left the captured space open to the enemy, no eye: GNU
/// Go's evand-gnugo-3.5.2gf1 game after a White fill at F9.)
pub(in crate::judge) fn lives_after_capture(
    board: &Board,
    scorer: &mut Scorer,
    dead: &[bool],
    loser: &[usize],
    winner: &[usize],
) -> bool {
    let mut dead = dead.to_vec();
    for &p in loser {
        dead[p] = true;
    }
    for &p in winner {
        dead[p] = false;
    }
    // the winner takes the loser by filling its liberties: its stones stand on those that
    // touch another enemy stone, which would leave the captured space open to the enemy (the
    // others lie inside the space, where the enemy moves too)
    let (Some(color), Some(&first)) = (board.get(winner[0]).color(), loser.first()) else {
        return false;
    };
    let mut filled = board.clone();
    let g = board.geometry();
    let enemy = color.opponent().cell();
    for l in filled.liberties(first) {
        let opens = g
            .neighbours(l)
            .iter()
            .any(|&n| board.get(n) == enemy && !loser.contains(&n));
        if opens {
            filled.set_up(l, color.cell());
        }
    }
    let settings = Settings {
        rules: Rules::Japanese,
        komi: 0.0,
        handicap: 0,
    };
    scorer.score(
        &Position {
            board: &filled,
            dead: &dead,
        },
        &settings,
    );
    scorer.refined().eye_values(winner[0]).1 >= 2
}

/// True when the race lost at `p` pits a lone stone against an attacker whose own life is in
/// doubt: the playouts left it as open as the stone (both lost in a share near even,
/// [`super::at_even_line`]), or took it. Such a stone lies inside an enemy group that may die
/// with or without it; the race reading plays the two blocks' liberties only, not the stone's
/// side's attack on the rest of that group, so it cannot say the attacker will be there to
/// win. The verifier reads the stone and the group instead:
/// - GNU Go's `coco`: Black's T18 against White's S19-S18, which dies with R17-R16 when Black
///   moves first; taken by the race, T18 let the corner live under one seed in 64;
/// - kgs6d's `2003-09-20-10`: Black's K11 inside White's 17 stones at J13, on the vital point
///   of their eye space K10-K11-L11, with two liberties outside. The playouts took J13 in 0.73
///   of them; taken by the race, K11 left the space empty, and the playouts read again without
///   it let J13 live (W+103.5 under seed 1 for B+2.5 as recorded; GNU Go 3.8 calls J13 dead).
///
/// A block of two stones or more keeps its race (`hard/9700868`'s needs it under every seed).
fn is_lone_stone_in_an_open_fight(
    board: &PlayoutBoard,
    p: usize,
    r: &race::Race,
    first_opinion: &[Option<Why>],
) -> bool {
    let attacker = first_opinion[r.attacker];
    let open = super::at_even_line(first_opinion[p]) && super::at_even_line(attacker);
    board.block_stones(p).len() == 1 && (open || attacker.is_some_and(Why::is_dead))
}

/// Of the blocks races took (`lost`, from [`decide_races`]), those the playouts' calls
/// `first_opinion` kept: the playouts read the board again without them.
pub(in crate::judge) fn kept_blocks_lost(
    lost: &[(Vec<usize>, Why)],
    first_opinion: &[Option<Why>],
) -> Vec<(Vec<usize>, Why)> {
    lost.iter()
        .filter(|(stones, _)| !first_opinion[stones[0]].is_some_and(Why::is_dead))
        .cloned()
        .collect()
}

/// Gives the stones of each block races took (`lost`) the race's reason.
pub(in crate::judge) fn apply_lost_races(why: &mut [Option<Why>], lost: &[(Vec<usize>, Why)]) {
    for (stones, reason) in lost {
        for &p in stones {
            why[p] = Some(*reason);
        }
    }
}

/// Races read out and decided, no playout share asked: a block captured even when its owner
/// moves first is dead; with the player to move known, so are the losers of the races that go
/// to whoever moves first (the player to move plays in the biggest race, capturing an enemy
/// block or saving its own, the other player in the biggest left, and so on; a race won saves
/// the winner's racing block, so each fight is counted once). The reading is local, so each
/// capture counts only where the winner is not itself captured even moving first and lives
/// once it has captured
/// ([`lives_after_capture`], with `first_opinion`'s dead stones). When nobody is to move, the
/// races that go to whoever moves first are left to the playouts (and logged). A lone stone in
/// an open fight is not decided ([`is_lone_stone_in_an_open_fight`]). Returns the stones of
/// each block lost, with the reason.
pub(in crate::judge) fn decide_races(
    view_board: Option<&Board>,
    board: &PlayoutBoard,
    Races { read, lost_anyway }: &Races,
    to_move: u8,
    first_opinion: &[Option<Why>],
) -> Vec<(Vec<usize>, Why)> {
    let Some(view_board) = view_board else {
        return Vec::new();
    };
    if read.is_empty() {
        // no race read: nothing to decide, and no count to make
        return Vec::new();
    }
    let dead: Vec<bool> = first_opinion
        .iter()
        .map(|w| w.is_some_and(Why::is_dead))
        .collect();
    let mut scorer = Scorer::new();
    // a winner that is itself captured even moving first wins nothing
    let mut wins = |p: usize, r: &race::Race| {
        !lost_anyway.contains(&r.attacker)
            && lives_after_capture(
                view_board,
                &mut scorer,
                &dead,
                &board.block_stones(p),
                &winners(board, p, r.attacker),
            )
    };
    let mut out: Vec<(Vec<usize>, Why)> = Vec::new();
    for (p, r) in read {
        if r.owner_first == race::Outcome::Captured
            && !is_lone_stone_in_an_open_fight(board, *p, r, first_opinion)
            && wins(*p, r)
        {
            out.push((board.block_stones(*p), lost_race(r, FirstMove::Owner)));
        }
    }
    if to_move != BLACK && to_move != WHITE {
        let open = read
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
        return out;
    }
    let mut open: Vec<(usize, race::Race)> = read
        .iter()
        .filter(|(p, r)| {
            r.owner_first != race::Outcome::Captured
                && r.enemy_first == race::Outcome::Captured
                && wins(*p, r)
        })
        .copied()
        .collect();
    open.sort_by_key(|(p, _)| (std::cmp::Reverse(board.block_stones(*p).len()), *p));
    // each player in turn plays in the biggest race left: it captures an enemy block, or
    // saves one of its own (a move elsewhere would let the other player take it)
    let mut player = to_move;
    while !open.is_empty() {
        let (p, r) = open[0];
        // saving an own block in a race where the enemy block is lost to whoever moves first
        // is capturing that block
        let victim = if board.color[p] == player {
            open.iter().position(|(q, _)| *q == r.attacker)
        } else {
            Some(0)
        };
        match victim {
            Some(i) => {
                let (p, r) = open.remove(i);
                out.push((board.block_stones(p), lost_race(&r, FirstMove::Enemy)));
                // the fight is over: the winner's racing block is safe, and so is every block
                // the captured one was racing
                open.retain(|(q, s)| *q != r.attacker && s.attacker != p);
            }
            None => {
                // saved; the enemy blocks it was racing are left to their own races
                open.remove(0);
            }
        }
        player = opponent(player);
    }
    out
}

/// The stones that win when the block at `loser` is captured: the racing block `attacker` and
/// every other block of its colour beside the loser (they fight as one).
fn winners(board: &PlayoutBoard, loser: usize, attacker: usize) -> Vec<usize> {
    let mut stones = board.block_stones(attacker);
    for h in board.enemy_blocks_beside(loser) {
        if h != board.block_head(attacker) {
            stones.extend(board.block_stones(h));
        }
    }
    stones
}

/// Blocks whose race hangs on a ko (the enemy captures them only through a ko, with their
/// owner moving first, or with the enemy to move) are not decided by the reading: the playouts
/// keep deciding them, and their reason says so ([`Why::KoFight`]).
pub(in crate::judge) fn name_ko_fights(
    board: &PlayoutBoard,
    races: &[(usize, race::Race)],
    to_move: u8,
    why: &mut [Option<Why>],
) {
    for (p, r) in races {
        let enemy_to_move = to_move == opponent(board.color[*p]);
        let ko = r.owner_first == race::Outcome::Ko
            || (enemy_to_move && r.enemy_first == race::Outcome::Ko);
        if !ko {
            continue;
        }
        for s in board.block_stones(*p) {
            if let Some(Why::Playouts { taken, kept }) = why[s] {
                why[s] = Some(Why::KoFight { taken, kept });
            }
        }
    }
}
