//! The dead-stone judge: which blocks of a finished game are dead, decided as a strong player
//! would at the end of the game, seki-aware.
//!
//! `judge_once` reads as its outline (one file per step in `steps/`; the light board
//! they play on in `light_board/`, the playout policy in `playout.rs`, throw-in shapes in
//! `nakade.rs`, the readers of races (`race.rs`) and of life (`life.rs`) and the verifier
//! (`verify/`) on one bounded search, `search.rs`; the count of a plain race of two eyeless
//! blocks, `eyeless_race.rs`):
//! ```text
//! canonical_view      the position turned and coloured one fixed way (the answer cannot
//!                     depend on how the board is turned or who is Black)
//! read_by_playouts    Benson's pass-alive blocks and areas, then playouts from the final
//!                     position (half with each colour first, a policy that keeps eyes and
//!                     seki and answers a move with a hane beside it): a block is dead when
//!                     the opponent ends up owning its points in more playouts than its owner
//!                     does
//! read_races          every block the playouts kept that is short of liberties beside a
//!                     short enemy block, read out with its owner moving first (and with the
//!                     enemy first when somebody is to move); a block the verifier proves
//!                     linked to a living block is no racer
//! decide_races        a block captured even moving first is dead; of the races that go to
//!                     whoever moves first, the player to move plays in the biggest (taking
//!                     an enemy block or saving its own), the other in the next, and so on;
//!                     each capture only where the winner is not lost itself and lives once
//!                     it has captured (the refined count's eyes); and a block the playouts
//!                     kept that a throw-in kills beside an enemy block of two liberties or
//!                     fewer, all its enemy blocks kept (the capture frees that block). Blocks
//!                     the playouts kept are taken off and the playouts read the board again
//! decide_even_calls_by_walls  in a finished game's judgement made again (sharpened), the
//!                     blocks the playouts still leave within three standard errors of even
//!                     are coins: with the empty points and dead stones between them, a fight
//!                     whose living stones around are all one player's, each standing
//!                     (lost in under a quarter of the playouts, or kept at that line
//!                     within three standard errors; a lone stone in doubt is part of the
//!                     fight, no wall), lies
//!                     inside that player's wall and goes to that player (its blocks there
//!                     live, the enemy's die), not to the draw; the steps below
//!                     read those calls as the playouts' own, and where they stand they say
//!                     so (unsure)
//! take_nakade_kills   blocks a throw-in of two to five stones kills (read on the final
//!                     position: the playouts throw in two stones at most), but not one
//!                     that takes an enemy block in atari beside it, nor one beside an
//!                     enemy block the playouts took with fewer liberties, one of them
//!                     outside it, than the dead shape is worth in a race (it fills them
//!                     before the throw-in has killed it)
//! take_one_eyed_blocks  the eye counts (refined and seed's) as a second opinion on the
//!                     blocks the playouts kept only just: fewer than two eyes and no seki =
//!                     dead, and no territory at all (nor through a shared liberty) = dead,
//!                     but not by the seed's count (which lists no seki) for a block in a seki that
//!                     holds whoever moves first (`steps/seki_that_holds.rs`: read, or
//!                     counted where the two sides race eyeless on plain liberties), nor for a
//!                     block sharing two liberties with such a seki's (miai); of two enemy
//!                     blocks it kills in one round beside each other, an outer one that
//!                     takes the inner one first (more liberties) and is then no longer
//!                     short of eyes lives, and of two that enclose neither the other, the
//!                     one with no fewer liberties; a keep at the quarter line stands, for
//!                     the verifier to read
//! spare_blocks_whose_attackers_died  a block the playouts took lives when the enemy
//!                     blocks around it all died in the step before
//! read_life           every block still killed by the playouts or a step (not inside an
//!                     enemy pass-alive area, not a lost race) is read out (`life.rs`): when
//!                     its owner makes it pass-alive whatever the enemy plays first (or moving
//!                     first, when it is the player to move), it lives
//! verify_calls        every call no sure test made (a kill by the playouts or a step, a keep
//!                     by the playouts only just) is proved or refuted (`verify/`): alive when
//!                     its owner keeps it linked to a living block, or two sure eyes, whatever
//!                     the enemy plays first; dead when the enemy captures it, or leaves it one
//!                     eye at most, whatever the owner answers; a call proved wrong is
//!                     reversed, one neither proved nor refuted is unsure. A keep at the
//!                     quarter line (`keeps_at_quarter_line`) is read whichever side of it
//!                     the draw put it, with a keep's proof of death down to two standard
//!                     errors below it (`KEEP_PROOF_ERRORS`); a few calls the playouts left
//!                     near even (lost in 0.375 to 0.625 of them) are read again, deeper, once
//!                     the others are proved; a proof of death needs a living attacker, and
//!                     holds only if the attacker lives at its end (a capturer not in atari
//!                     nor left a bulky five, nor one the owner answers by taking back as
//!                     much; a group short of eyes whose shared liberties the enemy cannot
//!                     fill is a seki, and a race of filling the reading leaves open proves
//!                     no death: `verify/`); of two blocks one pass proved dead, each
//!                     beside the other (each proof read the other standing), only the
//!                     smaller's proof stands: the player moving first plays in the bigger
//!                     fight (`steps/verify_calls/conflicts.rs`); a keep below the quarter line
//!                     that the count puts in a seki (`find_seki_keeps`) is read for a
//!                     proof of death with the kept blocks standing, but its attackers in
//!                     doubt (kept in fewer than three quarters of the playouts); the
//!                     kills left open are read again for a link to the blocks a proof kept,
//!                     and spared when every attacker was proved dead; a no-territory kill
//!                     beside a block killed since (a proof's capture) is taken back
//!                     (`take_back_no_territory_kills`)
//! keep_kos_left_at_the_end  in a finished game with nobody to move, a race the block's
//!                     owner wins moving first only by taking the enemy's ko stone, where the
//!                     enemy wins the same way by taking a ko stone of the owner's beside its
//!                     group, was left by both players: the block, both ko stones and the
//!                     enemy blocks at the ko point stand, where the draw decided them
//! decide_close_calls_by_eyes  in a finished game, a call the playouts made only just (the
//!                     block lost in a quarter to three quarters of them, a kill past
//!                     three quarters within two standard errors) that no proof
//!                     settled goes by the refined eye count, read with the block alive, on
//!                     either side of even: a kill lives (still unsure) when the count finds
//!                     it alive with points of its own (and the seed's count, which may kill
//!                     a keep, does not kill it), or in a seki that holds whoever moves
//!                     first (its enemy blocks standing clearly, no fill for the enemy moving
//!                     first: in play too), or shares two liberties with a block so spared
//!                     (miai: it joins that seki), a keep dies when it finds it short of
//!                     eyes with no seki beside it, or without territory (in play, such a call
//!                     is what hangs on who moves: left as it is); a keep the count puts in a
//!                     seki whose enemy blocks all stand clearly dies when it does not hold
//!                     the race of filling its liberties, moving first (a race it loses,
//!                     whoever moves: in play too); then a no-territory kill beside a
//!                     block it killed is taken back, as after the verifier
//! take_back_spares_whose_attackers_live  a block spared for its attackers' death takes
//!                     its reason back when one of them is alive after all (a proof, or a
//!                     kill taken back); a proof that such an attacker lives read it dead
//! take_back_eyes_counted_that_no_longer_hold  a close kill the eye count spared keeps
//!                     that call only when the count, read on the calls as they end, still
//!                     finds it alive with points of its own (a spare taken back beside it
//!                     can take them)
//! (sharpen)           when a call hung on a line of the playouts' shares (a kept block at
//!                     the quarter line the eye counts would kill, a call at even, that no
//!                     proof settled, whose side matters when the steps are read again:
//!                     `calls/`), all of it again with two to four times the playouts, read
//!                     on for the blocks that hung ([`judge_with_seed`]); every playout
//!                     draws its random numbers by its own number, and both cores play
//!                     them side by side, the second going on ahead of a sharpened reading
//!                     likely to come while the steps read the first
//!                     (`steps/play_out/ahead.rs`); past its first 256, the steps are read
//!                     on those while the second plays on, their readings kept for the
//!                     steps read on the whole reading to recall (`meanwhile.rs`), and
//!                     where a race takes a kept block there, the second begins the
//!                     playouts of the board without it once the sharpened reading ends
//!                     (read as a first judgement reads a board: its calls never hung)
//! ```
//! Seki is left to the scorer: the judge keeps both sides of a seki alive (the policy never
//! fills a shared liberty), and the scorer's eye counting then finds the seki and discounts it.
//!
//! Work is bounded by a fixed number of playout moves, so every judgement ends in bounded time,
//! and the random numbers come from a fixed seed, so the same position always gets the same
//! answer (whichever thread plays which playout).

mod benson;
mod calls;
mod counts;
mod eyeless_race;
mod life;
mod light_board;
mod meanwhile;
mod memo;
mod nakade;
mod patterns;
mod playout;
mod race;
mod search;
mod seki;
mod step_log;
mod steps;
mod timing;
mod verify;
mod view;
mod why;

pub use steps::at_even_line;
pub use timing::{last_judgement_parts, last_judgement_steps, JudgementParts, StepTime};
use why::is_proof;
pub use why::{FirstMove, Why, NO_POINT};

use benson::Benson;
use calls::{Read, Steps};
use light_board::PlayoutBoard;
use meanwhile::{begin_reading_without, read_steps_meanwhile};
use step_log::StepLog;
use steps::*;
use view::canonical_view;

use crate::board::{Board, Color};

/// Playouts after which a judgement stops when they agree on every stone: each stone taken
/// in all of them or all but one, or kept so (half with each colour moving first; the same
/// test after 32 and 48 allows the dissents of [`CLEAR_DISSENTS`]). A block the playouts lose
/// in a quarter of them (the least share that changes a call, [`UNSURE_SHARE`]) still passes
/// the first look about one time in sixteen (0.75^16 + 16 x 0.25 x 0.75^15), at a share where
/// the full [`PLAYOUTS`] fall on either side of the line about as often; one lost in half of
/// them passes three times in ten thousand (17 x 0.5^16).
pub const FIRST_LOOK: usize = 16;

/// The most dissents a stone may show after 16, 32 and 48 playouts for the reading to stop
/// there (the looks of [`FIRST_LOOK`]): at each look, the most that a block lost in a quarter
/// of the playouts shows no more often than at the first look, one time in sixteen (after
/// 32: three or fewer, 0.025 of the time, where four would be 0.070; after 48: seven or
/// fewer, 0.061, where eight would be 0.119). Until 2026-11-30 the looks after 32 and 48
/// allowed two and three (0.0067 and 0.0008 of the time), so a reading went on to 64 for
/// stones each look alone would have let stop. With these, such a block stops before 64 at
/// most about one time in seven over the three looks (it was one in fourteen), at a share
/// where the 64 fall on either side of the line about as often. Measured: 5.9% fewer playout
/// moves and 3.2% fewer instructions on the 4,913 KGS games, and no answer changed there
/// (eight seeds) nor in the data sets (seeds 1-64) or the counted games (seeds 0-8).
pub const CLEAR_DISSENTS: [u32; 3] = [1, 3, 7];

/// Playouts per judgement when the first look disagrees on some stone, half with each colour
/// moving first (the first look's among them).
pub const PLAYOUTS: usize = 64;

/// Most playouts per judgement: after [`PLAYOUTS`], [`PLAYOUTS`] more while some stone is
/// still unsure. A stone still unsure at 128 has a share within 0.125 of even (under three
/// standard errors, 0.044 at 128): more playouts only redraw where a coin falls. The ceiling
/// was 256 until 2026-11-25; halving it halved the slowest games' time and changed three of
/// the 789 positions the data sets hold, each by a block whose share lay at a line (see
/// `docs/accuracy.md`).
pub const MAX_PLAYOUTS: usize = 128;

/// Most playouts of a sharpened judgement (made again when a call hung on a line of the
/// playouts' shares, see [`judge_with_seed`]): past [`SHARPENED_PLAYOUTS`], [`PLAYOUTS`] more
/// at a time while a watched stone is kept at the quarter line ([`UNSURE_SHARE`]) or taken
/// near even, within [`LINE_ERRORS`] standard errors. Four times [`MAX_PLAYOUTS`]: the
/// standard error halved.
pub const LINE_PLAYOUTS: usize = 512;

/// How many standard errors of a share at the quarter line a kept block's share must lie from
/// it to be clear of it (three: one time in 370 the draw crosses them).
pub const LINE_ERRORS: f64 = 3.0;

/// Fewest playouts of a sharpened judgement past its first look: twice the most a first
/// judgement reads ([`MAX_PLAYOUTS`]), so that a judgement made again reads sharper than the
/// one that hung, whatever its watched stones' shares say at once. (A first look that settled
/// every stone, [`FIRST_LOOK`], stays settled: the same playouts would be played again.)
pub const SHARPENED_PLAYOUTS: usize = 2 * MAX_PLAYOUTS;

/// How many standard errors below the quarter line a kept block's share may lie and still
/// have its death read with a keep's proof, as above the line (`steps::verify_calls`);
/// further below, within [`LINE_ERRORS`], a confirmation's proof reads it. Two: a block
/// lost in a quarter of the playouts falls this far below the line one draw in 44, and so
/// rarely misses the proof it has above the line (GNU Go's `saphir`: Black's E11 group, lost
/// in about 0.3, took the confirmation under 15 of seeds 1-320 when the keep's proof was read
/// above the line only, and lived). Read down to [`LINE_ERRORS`], the keep's proof cost half
/// the judge's time again on the self-play games (2.5 errors, +50%; 3, +60%).
pub const KEEP_PROOF_ERRORS: f64 = 2.0;

/// A stone is unsure while the shares of playouts that took it and kept it differ by less.
pub const UNSURE_MARGIN: f64 = 0.25;

/// Most playout moves one judgement may spend (caps the work on big or empty boards).
pub const MOVE_BUDGET: usize = 100_000;

/// Most playout moves a sharpened reading may have played in all, the first reading's
/// included (it goes on from them): on this machine 100,000 moves are about 19.5 ms of one
/// core, and a judgement whose sharpened reading spends them all took 10 to 12 ms on two.
/// 85,000 until 2026-12-06: the wall rule's reading of the quarter line
/// (`steps::decide_even_calls_by_walls`) took a pick of four seeds' mean on kgs6d from 5.29
/// to 4.73 games moving, and 78,000 gives back 0.20 of that (4.94 ± 0.46) for a twentieth of
/// the slowest judgements' time (kgs6d's 40 slowest: 9.3-9.4 ms at most against 9.8-9.9),
/// the results under the default seed and seeds 1-3 and in the data sets the same
/// (`docs/accuracy.md`, eighty-ninth entry). A smaller budget costs more coins than this:
/// at 72,000, +1.10 of a pick's mean (eighty-fourth entry).
pub const SHARPENED_MOVE_BUDGET: usize = 78_000;

/// A block the playouts kept but lost at least this share of the time gets the eye-count
/// checks: fewer than two eyes and no seki, or no eye at all (see `take_one_eyed_blocks`).
pub const UNSURE_SHARE: f64 = 0.25;

/// The judge's answer for a position: per point of the board's padded array, whether the stone
/// there is dead and why (`None` for an empty point).
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub dead: Vec<bool>,
    pub why: Vec<Option<Why>>,
    /// Stones of the blocks whose call the verifier could neither prove nor refute: the
    /// call stands as the evidence decided it.
    pub unsure: Vec<bool>,
    /// How many playouts the shares of [`Why::Playouts`] are of (the last reading of them).
    pub playouts: usize,
    /// True when a call hung on a line of the shares and the judgement was made again with two
    /// to four times the playouts ([`judge_with_seed`]).
    pub judged_again: bool,
    /// True when calls no proof settled lay at even or keeps at the quarter line, and the steps
    /// after the playouts, read again with them on the other side of their lines, made every
    /// call the same: the judgement was not made again for them ([`judge_with_seed`]).
    pub sides_settled: bool,
}

impl Verdict {
    pub fn is_dead(&self, point: usize) -> bool {
        self.dead.get(point).copied().unwrap_or(false)
    }

    pub fn why(&self, point: usize) -> Option<Why> {
        self.why.get(point).copied().flatten()
    }

    /// True when the stone at `point` belongs to a block whose call no proof settled.
    pub fn is_unsure(&self, point: usize) -> bool {
        self.unsure.get(point).copied().unwrap_or(false)
    }

    /// True when the stone at `point` is alive and the call is sure (a proof, or a call the
    /// evidence made clearly).
    pub fn is_sure_alive(&self, point: usize) -> bool {
        !self.is_dead(point) && !self.is_unsure(point)
    }
}

/// The seed of the playouts' random numbers: fixed, so a position always gets the same answer.
pub const SEED: u64 = 0x5EED_7E4A_C0DE;

/// Starts the thread that plays a judgement's playouts beside it (`steps::play_out`), which
/// otherwise starts at the first judgement of the process and keeps that one waiting for it
/// (about 2 ms on this machine): an engine that is to judge calls this as it starts. The
/// answers do not depend on it.
pub fn start_playing_ahead() {
    steps::start_thread_ahead();
}

/// Judges every block of `board`: dead or alive (seki counts as alive here), not knowing who
/// is to move.
pub fn judge(board: &Board) -> Verdict {
    judge_to_move(board, None)
}

/// Judges every block of `board` with `to_move` (when known) the player to move: a capturing
/// race that goes to whoever moves first goes to that player.
pub fn judge_to_move(board: &Board, to_move: Option<Color>) -> Verdict {
    judge_with_seed(board, to_move, SEED)
}

/// [`judge_to_move`] with another seed for the playouts (to measure how much the answers
/// depend on it).
///
/// When a call hung on a line of the playouts' shares, where the draw could have put it on
/// either side, the judgement is made again with the playouts going on (sharpened): at least
/// [`SHARPENED_PLAYOUTS`] past a first look that settled nothing, twice a first judgement's
/// most, then up to [`LINE_PLAYOUTS`] (four times, the standard error halved) while a stone of
/// the blocks that made it hang lies near its line (every stone when it hung on the quarter
/// line), for the positions that need it (15 of the 220 end positions, 202 of the 569
/// counted games: most for a call left unsure at even). The lines:
/// - the quarter line: a kept block lost in a share within [`LINE_ERRORS`] standard errors of
///   [`UNSURE_SHARE`], which the eye counts would kill (`take_one_eyed_blocks`): whether
///   they are asked hangs on the draw. The block keeps the playouts' call and the verifier
///   reads it; the judgement is made again only when no proof settled it (until 2026-11-30 it
///   was made again at once, before the proofs: 27 of kgs6d's 113 such judgements were proved,
///   and no answer changed). Sharpened and still at the line, the block keeps the playouts'
///   call. Not when the steps, read again with the block lost in a share clear above the
///   line (the counts kill it), make every call the same (below);
/// - the even line: a call the verifier could neither prove nor refute, on a share of losses
///   near even (`steps::at_even_line`): the block went to whichever side the draw put it.
///   Sharpened, such a share sits on one side of even for good unless it is even indeed.
///   Not when the steps after the playouts, read again from the playouts' calls with the
///   blocks they left at even on the other side of even, make every call dead or alive as
///   before.
///
/// The steps are read again so (`calls/`) with every combination of up to four blocks on the
/// other side of their lines, those at even and the keeps at the quarter line: when every
/// call comes out the same and nothing hangs, the draw decided nothing, and the judgement
/// stands (a lone stone in a ko left at the end, kgs6d `2003-01-28-9`'s K1, lives on both
/// sides of even; `2002-05-06-1`'s F17 group, short of eyes for the counts, kept at the
/// quarter line, is linked to a living group by the verifier when read as lost above it).
/// Since 2026-11-30: 141 of kgs6d's 249 second judgements are not made, and no result
/// changes there under eight seeds (the even line alone: 104). At even, read by the eye
/// count alone (its rule for the close calls on the other side, the other steps not read
/// again), 91 went, but a kill at even that the counts of `take_one_eyed_blocks` would have
/// killed as a keep lived (`2003-07-24-20`'s N9 under the default seed); one block at a time,
/// the other calls as they stood, 140 went, but two blocks at even beside each other were
/// often two sides of one race (`2001-10-03-1`: Black's E9 and G7 against White's F7), and
/// results moved.
///
/// A keep whose attackers stand only as blocks at the quarter line gets no proof of death (a
/// block in doubt is no evidence for one); until 2026-11-29 the judgement was made again for
/// it too, so that the attackers' shares would lie clear of the line (online-go.com 85274:
/// White's block around Black's B3, lost in 0.08 to 0.14 of 64 playouts). By then no answer
/// needed it: without it, kgs6d under four seeds, the 64 seeds of the OGS, markup and
/// self-play sets, the counted games under seeds 0-8 and 85274 under seeds 1-320 are the
/// same, and 26 of kgs6d's judgements are not made again.
pub fn judge_with_seed(board: &Board, to_move: Option<Color>, seed: u64) -> Verdict {
    judge_game(board, to_move, seed, Game::Finished)
}

/// Whether the game judged is over or still in play (`genmove`'s reading, or a player named to
/// move): in play, a call at even is what hangs on who moves, and the eye count does not
/// decide it (`steps::decide_close_calls_by_eyes`), but for a seki lost even with its owner
/// moving first and a keep with no territory.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Game {
    Finished,
    InPlay,
}

/// [`judge_with_seed`] of a game `game`: made again, sharpened, when a call hung on a line,
/// reading on for the blocks that made it hang.
fn judge_game(board: &Board, to_move: Option<Color>, seed: u64, game: Game) -> Verdict {
    verify::forget_readings();
    life::forget_readings();
    race::forget_readings();
    counts::forget_counts();
    timing::start();
    let verdict = judge_first_then_sharpened(board, to_move, seed, game);
    // the playouts still played ahead for a sharpened reading are not needed: their thread
    // stops
    forget_first_readings();
    verdict
}

/// The first judgement, and the sharpened one when a call of the first hung on a line.
fn judge_first_then_sharpened(
    board: &Board,
    to_move: Option<Color>,
    seed: u64,
    game: Game,
) -> Verdict {
    let first = timing::judgement(false, || {
        judge_once(board, to_move, seed, Depth::First, game)
    });
    let watched = match first {
        (verdict, Hang::No) => return verdict,
        (_, Hang::Everywhere) => None,
        (_, Hang::On(watched)) => Some(watched),
    };
    let sharpened = Depth::Sharpened(watched.as_deref());
    timing::judgement(true, || judge_once(board, to_move, seed, sharpened, game).0)
}

/// Whether a judgement hung on a line, and on which blocks: the judgement made again reads on
/// for them (`steps::play_out`).
enum Hang {
    No,
    /// A keep at the quarter line that the eye counts find short of eyes and no proof settled
    /// (`steps::take_one_eyed_blocks`): every stone is watched.
    Everywhere,
    /// Per point (the light board's): the stones of the calls at even no proof settled
    /// ([`at_even_line`]) and of the keeps the eye counts kill at the quarter line.
    On(Vec<bool>),
}

/// [`judge_with_seed`] for a game still in play, `to_move` to move (`genmove`'s end of the
/// game): a ko at the end goes to that player (`steps::win_kos_at_the_end`). A finished game
/// is counted as the players left it: a ko neither took before both passed stays as it is
/// (the counted record `century21-2002/great5-gnugo`'s B+68.5 keeps White's stone that a ko
/// at the end, White to move, would take; read that way it gives B+67.5).
pub fn judge_in_play(board: &Board, to_move: Color, seed: u64) -> Verdict {
    let mut verdict = judge_game(board, Some(to_move), seed, Game::InPlay);
    win_kos_at_the_end(board, to_move, &mut verdict, |b, c| {
        judge_game(b, Some(c), seed, Game::InPlay)
    });
    verdict
}

/// One judgement, the first or a sharpened one (`depth`: the playouts going on to
/// [`LINE_PLAYOUTS`] while a watched stone lies near a line, see `steps::play_out`), and
/// whether a call hung on a line.
fn judge_once(
    board: &Board,
    to_move: Option<Color>,
    seed: u64,
    depth: Depth,
    game: Game,
) -> (Verdict, Hang) {
    let sharpened = depth != Depth::First;
    let view = canonical_view(board, to_move);
    let (w, h) = (view.width, view.height);
    let final_position = PlayoutBoard::new(w, h, &view.stones);
    let mut budget = MOVE_BUDGET;
    // Benson's pass-alive blocks and areas of the final position, for the playouts and the races
    let benson = Benson::find(&final_position.color, final_position.stride());
    // the view's stones on a scorer's board, for the eye counts
    let view_board = view.board();
    // a sharpened reading's first playouts read by the steps while its thread plays on
    let mut steps_meanwhile = |opinion: Vec<Option<Why>>, played: usize| {
        let calls = Steps {
            template: &final_position,
            board: view_board.as_ref(),
            to_move: view.to_move,
            played,
            sharpened,
            game,
        };
        let reversed = read_steps_meanwhile(&calls, &benson, opinion);
        begin_reading_without(&view, &final_position, &reversed, seed);
    };
    let meanwhile = sharpened.then_some(&mut steps_meanwhile as &mut Meanwhile);
    let (first_opinion, mut played) = read_by_playouts(
        &view,
        &final_position,
        &benson,
        seed,
        &mut budget,
        depth,
        meanwhile,
    );
    let mut log = StepLog::start(&view, board, sharpened);
    if let Some(log) = log.as_mut() {
        log.step("read_by_playouts", &first_opinion);
    }
    // each step after it logged (trace) and timed (`timing::last_judgement_steps`)
    timing::steps_begin();
    let mut logged = |step: &'static str, why: &[Option<Why>]| {
        timing::step_done(sharpened, step);
        if let Some(log) = log.as_mut() {
            log.step(step, why);
        }
    };
    let RacesDecided {
        races,
        lost: lost_races,
        reversed,
    } = races_decided(
        view_board.as_ref(),
        &final_position,
        &benson,
        &first_opinion,
        view.to_move,
    );
    let (template, mut why) = if reversed.is_empty() {
        (final_position, first_opinion)
    } else {
        let template = PlayoutBoard::new(w, h, &view.without(&final_position, &reversed));
        // the second reading shares the judgement's move budget (a quarter of it at least);
        // made again, it reads that board as a first judgement would (`Depth::Again`)
        let mut budget = budget.max(MOVE_BUDGET / 4);
        let benson = Benson::find(&template.color, template.stride());
        timing::step_done(sharpened, "decide_races (before the second reading)");
        let depth = if sharpened { Depth::Again } else { depth };
        let (why, again) =
            read_by_playouts(&view, &template, &benson, seed, &mut budget, depth, None);
        timing::steps_begin();
        played = again;
        light_board::give_back_boards([final_position]);
        (template, why)
    };
    // made again, a finished game's calls still at even go to the wall around their fight
    let wall_calls = if sharpened && game == Game::Finished {
        decide_even_calls_by_walls(&template, &mut why, played)
    } else {
        Vec::new()
    };
    // the playouts' calls, read again below with blocks on the other side of their lines
    let opinion = why.clone();
    apply_lost_races(&mut why, &lost_races);
    logged("decide_races", &why);
    let steps = Steps {
        template: &template,
        board: view_board.as_ref(),
        to_move: view.to_move,
        played,
        sharpened,
        game,
    };
    let Some(Read {
        mut unsure,
        short_at_line,
        hung_on_eyes,
    }) = steps.read_calls(&races.read, &mut why, &mut logged)
    else {
        // the rest of this judgement (its life readings and proofs) would be thrown away
        light_board::give_back_boards([template]);
        let unsure = vec![false; why.len()];
        return (
            view.map_back(board.geometry(), &why, &unsure),
            Hang::Everywhere,
        );
    };
    // a throw-in's kill read again without its block (`nakade_kills_that_free`): the shape
    // decided it, and no proof was read (its stones are off the board the verifier reads)
    for (stones, reason) in &reversed {
        if *reason == Why::Nakade {
            for &s in stones {
                unsure[s] = true;
            }
        }
    }
    // a call no proof settled, on a share the draw could have put on the other side of even
    let mut watched: Vec<bool> = (0..why.len())
        .map(|p| unsure[p] && at_even_line(why[p]))
        .collect();
    // the keeps at the quarter line the counts find short of eyes that no proof settled: the
    // draw decided whether the counts were asked (a sharpened judgement's hang is not read)
    let line_keeps: Vec<usize> = short_at_line
        .iter()
        .copied()
        .filter(|&head| !is_proof(why[head]))
        .collect();
    // no hang when the steps, read again with the blocks at even and those keeps on the other
    // side of their lines, make every call the same: the draw decided nothing
    let settled = (!sharpened
        && hung_on_eyes.is_empty()
        && reversed.is_empty()
        && (watched.contains(&true) || !line_keeps.is_empty()))
    .then(|| {
        let sides = steps.sides_decide_nothing(&benson, &opinion, &why, &line_keeps);
        timing::step_done(sharpened, "sides_decide_nothing");
        sides
    })
    .flatten();
    let sides_settled = settled.is_some();
    if sides_settled {
        watched.fill(false);
    }
    // a keep at the quarter line proved so above the line: the proof holds here too
    for (head, proof) in settled.into_iter().flatten() {
        for s in template.stones_of(head) {
            why[s] = Some(proof);
            unsure[s] = false;
        }
    }
    for p in hung_on_eyes {
        watched[p] = true;
    }
    let hang = if !sides_settled && !line_keeps.is_empty() {
        Hang::Everywhere
    } else if watched.contains(&true) {
        Hang::On(watched)
    } else {
        Hang::No
    };
    name_wall_calls(&template, &wall_calls, &mut why, &mut unsure);
    light_board::give_back_boards([template]);
    let mut verdict = view.map_back(board.geometry(), &why, &unsure);
    verdict.playouts = played;
    verdict.judged_again = sharpened;
    verdict.sides_settled = sides_settled;
    (verdict, hang)
}

/// Most keeps at the quarter line short of eyes (`steps::take_one_eyed_blocks`) a first
/// judgement reads on with, for the verifier to settle; with more it is made again at once,
/// its proofs unread. On kgs6d, the 28 judgements whose proofs settled every such keep had one
/// or two of them; none of the 11 with three or more (up to 12) was settled, and a messy
/// position holds many: read through, a random 25x25 board took 27% longer.
const FEW_AT_LINE: usize = 2;
