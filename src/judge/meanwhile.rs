//! The steps read while a sharpened reading plays on: when a judgement is made again, its
//! sharpened reading hands the first opinion of its first [`SHARPENED_PLAYOUTS`] to the steps
//! before it goes on (`steps::play_out`), and the steps are read on them while the thread
//! beside the reading plays the rest. Their readings (races, life, proofs, eye counts) stay in
//! the thread's memos, and the steps read on the whole reading recall them where the stones
//! they asked stand alike; their calls are thrown away. A recalled reading is the one reading
//! it again would give (`memo.rs`), so the answer cannot change, only when its time is spent:
//! the steps after a sharpened reading ran on one core while the other waited (a judgement
//! made again, kgs6d `2003-12-01-8`: its proof of a block the sharpened playouts put beside
//! newly clear anchors, 1.0 ms). Where they find a race that takes a block the playouts kept,
//! they stop there, and the thread beside the reading gets the playouts of the board without
//! that block, which the judgement reads next ([`begin_reading_without`]).

use crate::judge::benson::Benson;
use crate::judge::calls::Steps;
use crate::judge::light_board::{give_back_boards, PlayoutBoard};
use crate::judge::steps::{
    apply_lost_races, decide_even_calls_by_walls, play_ahead_of_a_likely_reading, races_decided,
    RacesDecided,
};
use crate::judge::view::View;
use crate::judge::{timing, Game, Why, SHARPENED_PLAYOUTS};

/// The steps of a judgement made again (`calls`: its final position, and the number of
/// playouts `opinion` is of, [`SHARPENED_PLAYOUTS`]) read on `opinion`, the playouts' calls
/// so far, as the judgement reads them on its final calls, their calls thrown away. Not past
/// a race that takes a kept block (the playouts would read the board again without it):
/// then the blocks it takes, for the judgement to begin the playouts of that reading, likely
/// to come. Timed as the step `read_steps_meanwhile` of the judgement made again
/// (`judge::last_judgement_steps`), a step within its sharpened playouts.
pub(super) fn read_steps_meanwhile(
    calls: &Steps,
    benson: &Benson,
    opinion: Vec<Option<Why>>,
) -> Vec<(Vec<usize>, Why)> {
    debug_assert_eq!(calls.played, SHARPENED_PLAYOUTS);
    timing::steps_begin();
    let reversed = read_steps_on(calls, benson, opinion);
    timing::step_done(true, "read_steps_meanwhile");
    reversed
}

/// [`read_steps_meanwhile`] untimed.
fn read_steps_on(
    calls: &Steps,
    benson: &Benson,
    opinion: Vec<Option<Why>>,
) -> Vec<(Vec<usize>, Why)> {
    let RacesDecided {
        races,
        lost,
        reversed,
    } = races_decided(calls.board, calls.template, benson, &opinion, calls.to_move);
    if !reversed.is_empty() {
        return reversed;
    }
    let mut why = opinion;
    if calls.game == Game::Finished {
        decide_even_calls_by_walls(calls.template, &mut why, calls.played);
    }
    apply_lost_races(&mut why, &lost);
    // the calls and what was found beside them are not the judgement's
    let _ = calls.read_calls(&races.read, &mut why, &mut |_, _| {});
    Vec::new()
}

/// Where the steps read meanwhile found a race that takes kept blocks (`reversed`, their
/// stones), the playouts are likely to read `final_position` again without them: the thread
/// ahead begins that reading's playouts once the sharpened reading ends
/// (`steps::play_out`), and the judgement's reading of that board takes them where it is
/// the same.
pub(super) fn begin_reading_without(
    view: &View,
    final_position: &PlayoutBoard,
    reversed: &[(Vec<usize>, Why)],
    seed: u64,
) {
    if reversed.is_empty() {
        return;
    }
    let likely = PlayoutBoard::new(
        view.width,
        view.height,
        &view.without(final_position, reversed),
    );
    let benson = Benson::find(&likely.color, likely.stride());
    play_ahead_of_a_likely_reading(&likely, &benson, seed);
    give_back_boards([likely]);
}
