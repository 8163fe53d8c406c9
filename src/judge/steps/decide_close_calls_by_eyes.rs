//! Close calls that no proof settled (the playouts lost the block in a quarter to three
//! quarters of them), decided by the eye count, whichever side of even the draw put them.

use crate::board::Board;
use crate::judge::counts::count;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::steps::seki_that_holds::{
    holds_seki, holds_seki_of_shared_liberties, joins_held_seki, seki_partners_stand, Partners,
};
use crate::judge::steps::take_one_eyed_blocks::{reaches_territory, short_of_eyes_in};
use crate::judge::steps::verify_calls::standing;
use crate::judge::steps::{at_quarter_line, just_above_three_quarters};
use crate::judge::verify::holds_in_seki_race;
use crate::judge::{FirstMove, Why, UNSURE_SHARE};
use crate::scoring::{Rules, Scorer, Status};

/// Rounds of [`decide_close_calls_by_eyes`] at most (on kgs6d, none changes a call after the
/// second).
const ROUNDS: usize = 4;

/// A call the playouts made only just (the block lost in [`UNSURE_SHARE`] of them or more,
/// and in fewer than three in four, or a kill above three in four by less than the draw's
/// error, [`just_above_three_quarters`]) that the verifier could neither prove nor refute
/// (`unsure`) is one the playouts cannot make: random play at the end fights the kos, cuts and
/// races that the players left as they were, and loses such a block in a share that moves
/// with the draw, about as often on one side of even as on the other. The refined eye count
/// decides it instead, read with the block alive (and every other call as it stands), the
/// same on both sides of even:
/// - a kill lives when the count finds it alive and reaching territory of its own (an eye, or
///   a dead enemy stone to take), and the seed's count does not kill it as it would kill a
///   keep in `take_one_eyed_blocks` ([`seed_count_kills`]: the same two counts on both sides
///   of even): [`Why::EyesCounted`]; or when the count puts it in a seki
///   that holds whoever moves first ([`holds_seki`]: the seki's enemy blocks stand clearly,
///   and the enemy cannot fill its liberties even moving first), or shares two liberties
///   with an own block such a seki spared in a round before ([`joins_held_seki`]: miai, it
///   joins the seki): [`Why::HoldsSeki`]; otherwise the kill stands;
/// - a keep dies when the count finds it short of eyes with no seki beside it
///   ([`Why::ShortOfEyes`]), or alive with no territory of its own ([`Why::NoTerritory`]):
///   the eye counts' second opinion of `take_one_eyed_blocks`, asked again now that the
///   proofs have settled the blocks around it (not a block in a seki of shared liberties,
///   [`holds_seki_of_shared_liberties`]); or when the count puts it in a seki whose
///   enemy blocks all stand clearly ([`seki_partners_stand`]) and the block, its owner
///   moving first, does not hold in the race of filling its liberties (the verifier's
///   `race_to_fill/`): the playouts break that seki on this side only, in a quarter to a
///   half of them, and the reading finds the fill that breaks it, so it is a race this side
///   loses ([`Why::LosesSeki`]; GNU Go's `nicklas2`: Black's 18 stones with three liberties
///   beside White's H2-J3 of two, two of them shared, lost in about half the playouts while
///   White's block is lost in 0.02; the count finds a seki, GNU Go 3.8 and the record call
///   Black dead: White fills D2 and throws in at J1, and Black's capture leaves a pyramid
///   four). Without the race read, such a seki whose shared liberties neither side can
///   fill died as well (kgs6d `2001-01-14-1`: Black's L19 group, one eye each and two
///   shared liberties, lost in 0.37 of 256 playouts; GNU Go 3.8 and the record call it a
///   seki). A keep at the quarter line
///   ([`at_quarter_line`] of `played`) that the count kills makes the call hang on the line
///   (its stones returned: the judgement is made again, reading on for them), and once
///   `sharpened` it stays kept there, as in `take_one_eyed_blocks`.
///
/// The block stays unsure. Each round reads every block against the calls as the round before
/// left them, from the playouts' call, until a round changes nothing ([`ROUNDS`] at most): two
/// close calls beside each other are read the same whichever of them the draw put dead
/// (kgs6d `2003-12-01-8`: White's C9 group, lost in 0.44, kept its points while Black's E2-F2
/// inside it, lost in 0.56, stood dead; read again once the count spared E2, it has none).
/// In play (`genmove`, or a player named to move: `in_play`), such a call is what hangs on
/// who moves, which the endgame's readings need to see: only the seki lost and the seki held
/// are read there (a keep whose race of filling, its owner moving first, is lost dies
/// whoever moves; a kill whose race, the enemy moving first, holds lives whoever moves;
/// kgs6d `2003-08-26-22`'s corner, dead to a throw-in, stayed in seki with either player
/// named, and the archive's end-of-game play-outs are the same with it, line for line), and
/// a keep with no territory ([`Why::NoTerritory`]: no eye, no own block joined to it, no dead
/// enemy stone to take, no seki): no first move of its owner makes two eyes out of none (a
/// capture is a race, read before), so that kill does not hang on who moves. kgs6d
/// `2017-02-25-13`'s S19-S17, in what would be a seki if the wall around it lived, lived
/// with either player named (W+2.5 for B+5.5); over kgs6d with each player named (9,826
/// judgements under each of four seeds) it is the one answer the kill moves, and the
/// archive's end-of-game play-outs are the same with it, line for line. A keep short of eyes ([`Why::ShortOfEyes`]) may
/// still make its second eye moving first: not killed in play.
///
/// Why the same rule on both sides (kgs6d, four seeds each): with kills at even alone (lost in
/// 0.5 to 0.625), 31 results moved between seeds; with kills up to three in four, 25, and 5
/// to 9 games more as recorded under each seed, none lost (the lone stones in atari that a
/// ko at the end leaves standing, `2001-03-17-5`'s H15, `2017-06-23-11`'s O1, are lost in
/// 0.55 to 0.70); with the keeps too, 24, and one to three games more as recorded under each
/// seed, none lost (`2017-02-25-13`'s S19, in what would be a seki if the wall around it
/// lived); read in rounds, 24, and one to three more again, none lost. Read for every kill no
/// proof settled, it lost a game and moved eight results far from the record (a group the
/// count finds eyes in that a proof could not capture). Without the quarter line's care for
/// the keeps, online-go/score-estimator's hand-checked `seki_one_eye_each` lost White's
/// outside group (no territory on an open board) under 3 of 64 seeds. The kills just past
/// three in four (within two standard errors of it, after more than a first look): with the
/// playouts' hanes, `2017-06-23-11`'s O1 was lost in 0.77 under seed 3 (W+18.5, `RE`
/// W+19.5); read as close calls, kgs6d under four seeds kept every result as recorded and
/// gained that one, and 13 results moved where 14 did (2026-11-29).
///
/// A kill the playouts made past the close calls that no proof settled (unsure) is read for a
/// seki that holds too, and for nothing else: the playouts break a true seki in up to nine
/// tenths of their games (kgs6d `2002-06-06-3`'s White C19 group, in a seki per GNU Go 3.8
/// and the record, killed in 0.72 to 0.875 of the playouts as the seed goes, and
/// `2003-02-17-11`'s in 0.74 to 0.90), so a band decided them by the draw. It needs a race the
/// enemy cannot win with its strengthening moves either (`race_to_fill/`): without those,
/// seven kgs6d games lost a dead group, killed in 0.89 to 1.0 of the playouts, to a "seki"
/// (2026-11-29).
///
/// Only on the kills, a seki the count finds is not enough: two blocks short of eyes beside
/// each other at even are most often a race the playouts could not read, and one of them
/// dies (kgs6d: sparing a kill in seki with an enemy block, 50 results moving between seeds,
/// not 24, and games lost under every seed). The seki is read out ([`holds_seki`]): the
/// kill is spared only when the enemy, moving first, finds no fill, beside enemy blocks
/// that stand clearly. So read (2026-11-29, kgs6d under four seeds), 13 to 16 games more
/// as recorded under each seed and 2 lost, and 11 results moving where 10 did; without the
/// partners standing, `2003-09-27-8`'s lone A10 beside a Black group at the quarter line
/// was spared under two seeds (`docs/accuracy.md`).
pub(in crate::judge) fn decide_close_calls_by_eyes(
    board: Option<&Board>,
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    unsure: &[bool],
    played: usize,
    sharpened: bool,
    in_play: bool,
) -> Vec<usize> {
    let mut hung = Vec::new();
    let Some(board) = board else {
        return hung;
    };
    // (first stone, stones, share, the playouts' call: what each round reads it from)
    let candidates: Vec<(usize, Vec<usize>, f64, Why)> = (0..why.len())
        .filter(|&p| unsure[p] && template.block_head(p) == p)
        .filter_map(|p| match why[p] {
            Some(r @ Why::Playouts { taken, .. }) if in_band(taken) || r.is_dead() => {
                Some((p, template.block_stones(p), taken, r))
            }
            _ => None,
        })
        .collect();
    if candidates.is_empty() {
        return hung;
    }
    for _ in 0..ROUNDS {
        let dead: Vec<bool> = why.iter().map(|w| w.is_some_and(Why::is_dead)).collect();
        // the calls as they stand, the block read alive (put back after its reading)
        let mut alive_here = dead.clone();
        let mut decided = Vec::new();
        for (p, stones, taken, first) in &candidates {
            let (p, taken, first) = (*p, *taken, *first);
            for &s in stones {
                alive_here[s] = false;
            }
            let scorer = count(board, &alive_here, Rules::Japanese);
            for &s in stones {
                alive_here[s] = dead[s];
            }
            let reason = if first.is_dead() {
                // in play, only a seki that holds whoever moves: the other kills are what
                // hangs on who moves; past the close calls, only a seki
                let close = in_band(taken) || just_above_three_quarters(taken, played);
                let lives = !in_play
                    && close
                    && scorer.status(p) == Some(Status::Alive)
                    && reaches_territory(board, &scorer, p)
                    && !seed_count_kills(board, template, &scorer, &alive_here, why, p, taken);
                if lives {
                    Why::EyesCounted { taken }
                } else if holds_seki(board, template, &scorer, why, p, Partners::StandClearly)
                    || joins_held_seki(template, why, p)
                {
                    Why::HoldsSeki { taken }
                } else {
                    first
                }
            } else {
                // no territory kills, in play too, but not in a seki of shared liberties; the
                // eye counts' other kills are what hangs on who moves: not in play (then only
                // the seki lost, below)
                let counted =
                    short_of_eyes_in(board, &scorer, p, taken).filter(|kill| match kill {
                        Why::NoTerritory { .. } => {
                            !holds_seki_of_shared_liberties(template, why, p)
                        }
                        _ => !in_play,
                    });
                let kill = counted.or_else(|| {
                    (scorer.status(p) == Some(Status::Seki)
                        && seki_partners_stand(template, &scorer, why, p)
                        && !holds_in_seki_race(template, p, &standing(why), FirstMove::Owner))
                    .then_some(Why::LosesSeki { taken })
                });
                let at_line = at_quarter_line(taken, played);
                if kill.is_some() && at_line {
                    hung.extend(stones);
                }
                kill.filter(|_| !(sharpened && at_line)).unwrap_or(first)
            };
            if why[p] != Some(reason) {
                decided.push((stones, reason));
            }
        }
        if decided.is_empty() {
            break;
        }
        for (stones, reason) in decided {
            for &s in stones {
                why[s] = Some(reason);
            }
        }
    }
    hung
}

/// After [`decide_close_calls_by_eyes`]: a block a proof killed (the verifier's
/// [`Why::Captured`]) that shares two liberties with a block of its colour spared for a seki
/// read out ([`joins_held_seki`]) stands with that seki ([`Why::HoldsSeki`], unsure, its share
/// the playouts' of `playouts_calls`). The proof read it short of eyes with the seki's block
/// open, before the seki was read: the enemy cannot take it without letting it join a block
/// that lives without eyes (kgs6d `2003-09-18-17` under seeds 5 and 14: White's E15-F15,
/// proved dead in one position beside C14's seki).
pub(in crate::judge) fn revive_proved_kills_that_join_a_seki(
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    unsure: &mut [bool],
    playouts_calls: &[Option<Why>],
) {
    let revived: Vec<(usize, f64)> = (0..why.len())
        .filter(|&p| template.block_head(p) == p && matches!(why[p], Some(Why::Captured { .. })))
        .filter_map(|p| match playouts_calls[p] {
            Some(Why::Playouts { taken, .. }) if joins_held_seki(template, why, p) => {
                Some((p, taken))
            }
            _ => None,
        })
        .collect();
    for (p, taken) in revived {
        for s in template.block_stones(p) {
            why[s] = Some(Why::HoldsSeki { taken });
            unsure[s] = true;
        }
    }
}

/// After the steps that follow [`decide_close_calls_by_eyes`] (the no-territory kills and the
/// spares taken back): a kill the count spared for its eyes ([`Why::EyesCounted`]) keeps that
/// call only when the count, read on the calls as they now stand, still finds it alive and
/// reaching territory of its own. The count read it on the calls of its round; a later step
/// that kills a block beside it (a spare taken back) can take the points it counted, and it
/// then takes back the call it had (`playouts_calls`: the playouts' or the races'), unsure as
/// it was. kgs6d `2003-12-17-20` under seeds 3, 6 and 9: Black's lone T13, in atari in
/// White's area, lost in 0.76 of the playouts, counted alive with Black's T11 standing beside
/// its liberty T12, a spare that the end took back (its attacker White's S10 alive after all):
/// T13 stood alone, alive, among dead stones.
pub(in crate::judge) fn take_back_eyes_counted_that_no_longer_hold(
    board: Option<&Board>,
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    playouts_calls: &[Option<Why>],
) {
    let Some(board) = board else {
        return;
    };
    let counted: Vec<usize> = (0..why.len())
        .filter(|&p| template.block_head(p) == p && matches!(why[p], Some(Why::EyesCounted { .. })))
        .collect();
    if counted.is_empty() {
        return;
    }
    let dead: Vec<bool> = why.iter().map(|w| w.is_some_and(Why::is_dead)).collect();
    let scorer = count(board, &dead, Rules::Japanese);
    for p in counted {
        let holds = scorer.status(p) == Some(Status::Alive) && reaches_territory(board, &scorer, p);
        if !holds {
            for s in template.block_stones(p) {
                why[s] = playouts_calls[s];
            }
        }
    }
}

/// True when the seed's count, read on `dead` (the block alive), finds the block at `p` short
/// of eyes or without territory, as `take_one_eyed_blocks` reads a keep: the seed's
/// no-territory kill is none for a block in a seki that holds whoever moves first (on the
/// refined count `scorer`) or in a seki of shared liberties. A keep at even that the seed's
/// count kills there died while the same block lost in a share just past even lived on the
/// refined count alone: kgs6d `2003-07-24-20`'s Black N9 group (one eye at O8, its other
/// liberties in a space both players border), lost in 0.44 to 0.64 of the playouts, was dead
/// under fifteen seeds of sixteen and alive under seed 1 (2026-12-03: now dead under all; GNU
/// Go 3.8 and the record keep it, `tests/kgs6d_even_calls.rs`).
fn seed_count_kills(
    board: &Board,
    template: &PlayoutBoard,
    scorer: &Scorer,
    dead: &[bool],
    why: &[Option<Why>],
    p: usize,
    taken: f64,
) -> bool {
    let seed = count(board, dead, Rules::JapaneseSeed);
    match short_of_eyes_in(board, &seed, p, taken) {
        Some(Why::NoTerritory { .. }) => {
            !holds_seki(board, template, scorer, why, p, Partners::InsideMayFall)
                && !holds_seki_of_shared_liberties(template, why, p)
        }
        kill => kill.is_some(),
    }
}

/// True when `taken`, a block's share of lost playouts, lies in the close calls' band: a
/// quarter to three quarters.
fn in_band(taken: f64) -> bool {
    (UNSURE_SHARE..1.0 - UNSURE_SHARE).contains(&taken)
}
