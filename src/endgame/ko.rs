//! A ko at the end fought with threats (rule 6, second half): the opponent has just taken a ko
//! from the player to move, who may not take back at once, and answers with a threat.

use super::{count_japanese, Ending};
use crate::board::{Board, Cell, Color};
use crate::judge::{judge_in_play, Verdict};
use crate::scoring::Scorer;

impl Ending<'_> {
    /// A threat for the ko the opponent just took from `color` (it may not take back at once
    /// at the ko point): an atari on a living enemy block of two liberties, from a point where
    /// `color`'s stone keeps two liberties, when
    /// - the ko is worth a point or more: the count ([`Ending::margin_for`]) with the ko taken
    ///   back and connected, against the count with the opponent connecting it;
    /// - the opponent must answer: connecting the ko instead and losing the block leaves it
    ///   worse than losing the ko;
    /// - the exchange and the ko won leave `color` better than conceding the ko;
    /// - the judge's calls stay as they are after the threat and after the answer (but the
    ///   ko stone's: [`Ending::only_threatens`]), and the threat stone stands once the ko is
    ///   taken back and connected (one the opponent takes later is a point thrown away:
    ///   without these checks, the archive's 610339 went from B+16.5 to B+55.5 on a threat
    ///   that was a kill, and 625115's threats died).
    ///
    /// Of those, the one that leaves `color` best, then the biggest block, then scan order.
    /// The opponent answers by `defend` (which saves, of its blocks in atari, the one whose
    /// loss costs most); `color` then takes the ko back by `settle`.
    pub(super) fn threaten_for_ko(&self, color: Color) -> Option<usize> {
        let ko = self.board.ko_ban(color)?;
        let (_, Some(taker)) = self.board.moves().next_back()? else {
            return None;
        };
        let other = color.opponent();
        let mut scorer = Scorer::new();
        let conceded = {
            let mut board = self.board.clone();
            board.play(color, None).ok()?;
            board.play(other, Some(ko)).ok()?;
            self.margin_for(&mut scorer, &board, color)
        };
        let won = {
            let mut board = self.board.clone();
            board.play(color, None).ok()?;
            board.play(other, None).ok()?;
            self.take_back_and_connect(&mut board, color, ko, taker)?;
            self.margin_for(&mut scorer, &board, color)
        };
        let value = won - conceded;
        if value < 1.0 {
            return None;
        }
        let mut best: Option<((f64, usize), usize)> = None;
        for (size, stone, threat, last) in self.threats(color, ko) {
            let mut probe = self.board.clone();
            if probe.play(color, Some(threat)).is_err()
                || !self.only_threatens(&probe, other, taker)
            {
                continue;
            }
            // ignored: the opponent connects the ko, and the block is taken
            let mut ignored = probe.clone();
            let taken = ignored.play(other, Some(ko)).is_ok()
                && ignored.play(color, Some(last)).is_ok()
                && ignored.get(stone) != other.cell();
            if !taken || self.margin_for(&mut scorer, &ignored, color) - conceded <= value {
                continue;
            }
            // answered: the block saved, the ko taken back and connected
            let mut answered = probe;
            let saved = answered.play(other, Some(last)).is_ok()
                && answered.get(stone) == other.cell()
                && answered.liberties(stone).len() >= 2;
            if !saved || !self.only_threatens(&answered, color, taker) {
                continue;
            }
            if self
                .take_back_and_connect(&mut answered, color, ko, taker)
                .is_none()
            {
                continue;
            }
            let (after, verdict) = self.judged_margin(&mut scorer, &answered, color);
            // a threat stone the opponent takes later is a point thrown away
            if !verdict.is_sure_alive(threat) || after <= conceded {
                continue;
            }
            // the best count, then the biggest block; of equals, the first in scan order
            if best.is_none_or(|(key, _)| (after, size) > key) {
                best = Some(((after, size), threat));
            }
        }
        best.map(|(_, threat)| threat)
    }

    /// The ataris `color` may play on living enemy blocks of two liberties, as (the block's
    /// size, a stone of it, the atari point, the liberty left), the ko point excepted: the
    /// atari stone keeps two liberties.
    fn threats(&self, color: Color, ko: usize) -> Vec<(usize, usize, usize, usize)> {
        let mut found = Vec::new();
        for (p, size, liberties) in self.living_blocks(color.opponent()) {
            let [a, b] = liberties[..] else {
                continue;
            };
            for (threat, last) in [(a, b), (b, a)] {
                if threat == ko {
                    continue;
                }
                let mut probe = self.board.clone();
                let keeps_two = probe.play(color, Some(threat)).is_ok()
                    && probe.get(threat) == color.cell()
                    && probe.liberties(threat).len() >= 2;
                if keeps_two {
                    found.push((size, p, threat, last));
                }
            }
        }
        found
    }

    /// True when the judge, `to_move` to move on `board` (a threat just played, or answered),
    /// calls every stone of this position as it stood, but the stone that took the ko at
    /// `taker` (the ko open again once answered): the threat kills nothing (a block the
    /// threat would kill is `settle`'s, not a threat) and the answer saves everything.
    fn only_threatens(&self, board: &Board, to_move: Color, taker: usize) -> bool {
        let verdict = judge_in_play(board, to_move, self.seed);
        let g = board.geometry();
        let same = g.points().all(|p| {
            p == taker
                || board.get(p) == Cell::Empty
                || self.board.get(p) != board.get(p)
                || verdict.is_dead(p) == self.dead[p]
        });
        same
    }

    /// Takes the ko back at `ko` on `board` (`color` to move, no ban) and connects at `taker`,
    /// the point of the stone it takes, after an opponent's pass.
    fn take_back_and_connect(
        &self,
        board: &mut Board,
        color: Color,
        ko: usize,
        taker: usize,
    ) -> Option<()> {
        board.play(color, Some(ko)).ok()?;
        board.play(color.opponent(), None).ok()?;
        board.play(color, Some(taker)).ok()?;
        Some(())
    }

    /// `color`'s margin on `board` under Japanese rules, its dead stones judged anew (the
    /// player to move the one after the last move): a threat stone left in the opponent's
    /// area is dead there.
    fn margin_for(&self, scorer: &mut Scorer, board: &Board, color: Color) -> f64 {
        self.judged_margin(scorer, board, color).0
    }

    /// [`Ending::margin_for`], with the judgement it counted by.
    fn judged_margin(&self, scorer: &mut Scorer, board: &Board, color: Color) -> (f64, Verdict) {
        let to_move = board.last_move_color().map_or(color, Color::opponent);
        let verdict = judge_in_play(board, to_move, self.seed);
        let margin = count_japanese(scorer, board, &verdict.dead).margin_for(color);
        (margin, verdict)
    }
}
