//! The vital point after a capture: the opponent has just taken three to six of the mover's
//! stones, and the space they leave is a dead shape the mover kills by a stone at its vital
//! point (a bent or straight three, a pyramid four, a bulky five, a rabbity six).

use super::Ending;
use crate::board::{Board, Cell, Color};
use crate::judge::judge_in_play;

impl Ending<'_> {
    /// The vital point `color` plays after the opponent's capture ([`vital_point_kill`]),
    /// when the capturing block is alive in the count. In the archive's 638165, Black's B7
    /// takes White's A7-A8-A9-B8 and White's A8 kills Black's corner (GNU Go 3.8 plays it
    /// too).
    pub(super) fn kill_after_capture(&self, color: Color) -> Option<usize> {
        let (_, last) = self.board.moves().next_back()?;
        if self.dead[last?] {
            return None;
        }
        vital_point_kill(self.board, color, self.seed)
    }
}

/// The vital point of the space the opponent's last move on `board` emptied by capturing
/// three to six of `color`'s stones: the captured point with the most captured neighbours
/// (two at least), when, after `color`'s stone there, the judge with the opponent to move
/// calls the capturing block dead (or it is gone) and keeps the stone. A capture that leaves
/// the opponent such a point takes nothing for good ([`Ending::takes_for_good`]).
pub(super) fn vital_point_kill(board: &Board, color: Color, seed: u64) -> Option<usize> {
    let (taker, Some(last)) = board.moves().next_back()? else {
        return None;
    };
    let captured = board.last_captured();
    if taker != color.opponent() || !(3..=6).contains(&captured.len()) {
        return None;
    }
    let g = board.geometry();
    let inside = |p: usize| {
        g.neighbours(p)
            .iter()
            .filter(|n| captured.contains(n))
            .count()
    };
    let vital = captured
        .iter()
        .copied()
        .filter(|&p| inside(p) >= 2)
        .max_by_key(|&p| (inside(p), std::cmp::Reverse(p)))?;
    let mut probe = board.clone();
    if probe.play(color, Some(vital)).is_err() || probe.get(vital) != color.cell() {
        return None;
    }
    let verdict = judge_in_play(&probe, color.opponent(), seed);
    let killed = probe.get(last) == Cell::Empty || verdict.is_dead(last);
    (killed && !verdict.is_dead(vital)).then_some(vital)
}
