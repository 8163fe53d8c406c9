//! The steps after the playouts, read in order from the playouts' and the races' calls
//! ([`Steps::read_calls`]), and read again with the blocks whose call hung on a line of the
//! playouts' shares on the other side of it ([`Steps::sides_decide_nothing`]): the blocks the
//! playouts left at even, and the keeps at the quarter line the counts find short of eyes.
//! When every call comes out the same, the draw decided nothing, and the judgement is not
//! made again for them.

use super::benson::Benson;
use super::light_board::PlayoutBoard;
use super::race;
use super::steps::*;
use super::{is_proof, Game, Why, FEW_AT_LINE};
use crate::board::Board;

/// The steps after the playouts, on the board `template` (the final position, or the one
/// without the blocks races took) and the view's stones on a scorer's board (`board`).
pub(super) struct Steps<'a> {
    pub(super) template: &'a PlayoutBoard,
    pub(super) board: Option<&'a Board>,
    pub(super) to_move: u8,
    pub(super) played: usize,
    pub(super) sharpened: bool,
    pub(super) game: Game,
}

/// What [`Steps::read_calls`] found beside the calls.
pub(super) struct Read {
    /// Per point: the stones of the calls no proof settled.
    pub(super) unsure: Vec<bool>,
    /// The keeps at the quarter line the counts find short of eyes, by their heads
    /// (`steps::take_one_eyed_blocks`): they stand, and the verifier reads them with the
    /// other calls.
    pub(super) short_at_line: Vec<usize>,
    /// The stones of the keeps at the quarter line the eye count kills among the close calls
    /// (`steps::decide_close_calls_by_eyes`).
    pub(super) hung_on_eyes: Vec<usize>,
}

impl Steps<'_> {
    /// The calls from the playouts' and the races' (`why`, changed in place): the throw-ins,
    /// the eye counts, the life readings, the verifier's proofs, the close calls, each step
    /// logged by `logged`. `None` when a first judgement finds more than [`FEW_AT_LINE`] keeps
    /// at the quarter line short of eyes: it is made again at once.
    pub(super) fn read_calls(
        &self,
        races: &[(usize, race::Race)],
        why: &mut [Option<Why>],
        logged: &mut dyn FnMut(&'static str, &[Option<Why>]),
    ) -> Option<Read> {
        let (template, board, to_move) = (self.template, self.board, self.to_move);
        // the playouts' and the races' calls, for the shares of blocks a later step revives
        let playouts_calls = why.to_vec();
        take_nakade_kills(template, why);
        logged("take_nakade_kills", why);
        // keeps at the quarter line that the counts find short of eyes, by their heads: they
        // stand, and the verifier reads them with the other calls; past a few, the judgement
        // is made again at once
        let short_at_line = take_one_eyed_blocks(board, template, why, self.played);
        logged("take_one_eyed_blocks", why);
        if !self.sharpened && short_at_line.len() > FEW_AT_LINE {
            return None;
        }
        let spared = spare_blocks_whose_attackers_died(template, why);
        logged("spare_blocks_whose_attackers_died", why);
        read_life(template, to_move, why);
        name_ko_fights(template, races, to_move, why);
        logged("read_life", why);
        let at_line = keeps_at_quarter_line(why, self.played);
        let in_seki = find_seki_keeps(board, why);
        let mut unsure = verify_calls(
            template,
            to_move,
            why,
            &at_line,
            &in_seki,
            self.played,
            &spared,
        );
        logged("verify_calls", why);
        if self.game == Game::Finished {
            keep_kos_left_at_the_end(template, races, to_move, why);
            logged("keep_kos_left_at_the_end", why);
        }
        take_back_no_territory_kills(template, why);
        logged("take_back_no_territory_kills", why);
        let hung_on_eyes = decide_close_calls_by_eyes(
            board,
            template,
            why,
            &unsure,
            self.played,
            self.sharpened,
            self.game == Game::InPlay,
        );
        revive_proved_kills_that_join_a_seki(template, why, &mut unsure, &playouts_calls);
        logged("decide_close_calls_by_eyes", why);
        take_back_no_territory_kills(template, why);
        logged("take_back_no_territory_kills", why);
        take_back_spares_whose_attackers_live(template, why, &mut unsure, &spared);
        logged("take_back_spares_whose_attackers_live", why);
        take_back_eyes_counted_that_no_longer_hold(board, template, why, &playouts_calls);
        logged("take_back_eyes_counted_that_no_longer_hold", why);
        Some(Read {
            unsure,
            short_at_line,
            hung_on_eyes,
        })
    }

    /// True when the steps, read again from the playouts' calls `opinion` (on the final
    /// position, whose pass-alive blocks and areas are `benson`) with blocks on the other side
    /// of a line, in every combination of up to [`MAX_SIDES`] of them, make every call dead or
    /// alive as `why` does, and hang on no line: the draw decided nothing there. The blocks:
    /// those the playouts left at even ([`playouts_at_even`]), taken where they kept them and
    /// kept where they took them (a tie, which keeps, taken by one playout more); and the
    /// keeps at the quarter line the counts find short of eyes that no proof settled
    /// (`line_keeps`, by their heads), lost in a share clear above the line
    /// ([`clear_above_quarter_line`]), where the counts kill them. Not when a race
    /// then takes a block the playouts kept (the playouts would be read again without it).
    ///
    /// `None` when the sides decide something; else the proofs that settled a keep at the
    /// quarter line when it alone was read above the line, by its head: read with every other
    /// block dead or alive as it is, they hold for it here too.
    pub(super) fn sides_decide_nothing(
        &self,
        benson: &Benson,
        opinion: &[Option<Why>],
        why: &[Option<Why>],
        line_keeps: &[usize],
    ) -> Option<Vec<(usize, Why)>> {
        let template = self.template;
        let at_even =
            template.block_heads((0..opinion.len()).filter(|&p| playouts_at_even(opinion[p])));
        let above = clear_above_quarter_line(self.played);
        // each block, and the playouts' call on the other side of its line
        let mut others: Vec<(usize, Option<Why>)> = Vec::new();
        for &head in &at_even {
            if let Some(Why::Playouts { taken, kept }) = opinion[head] {
                others.push((head, Some(other_side_of_even(taken, kept, self.played))));
            }
        }
        for &head in line_keeps.iter().filter(|h| !at_even.contains(h)) {
            let lost = Why::Playouts {
                taken: above,
                kept: 1.0 - above,
            };
            others.push((head, Some(lost)));
        }
        if others.is_empty() || others.len() > MAX_SIDES {
            return None;
        }
        let mut proofs = Vec::new();
        let settled = sides_in_reading_order(others.len()).all(|sides| {
            let mut flipped = opinion.to_vec();
            for (bit, &(head, other)) in others.iter().enumerate() {
                if sides >> bit & 1 == 1 {
                    for s in template.stones_of(head) {
                        flipped[s] = other;
                    }
                }
            }
            let races = read_races(template, benson, &flipped, self.to_move);
            let lost = decide_races(self.board, template, &races, self.to_move, &flipped);
            if !kept_blocks_lost(&lost, &flipped).is_empty() {
                return false;
            }
            let mut other = flipped;
            apply_lost_races(&mut other, &lost);
            let Some(read) = self.read_calls(&races.read, &mut other, &mut |_, _| {}) else {
                return false;
            };
            // a keep of `line_keeps` left on its side hangs there again, as it does in `why`
            let hangs = read
                .short_at_line
                .iter()
                .any(|&head| !is_proof(other[head]) && !line_keeps.contains(&head))
                || !read.hung_on_eyes.is_empty();
            let same = !hangs
                && other
                    .iter()
                    .zip(why)
                    .all(|(a, b)| a.is_some_and(Why::is_dead) == b.is_some_and(Why::is_dead));
            // a keep at the quarter line read above it alone
            if same && sides.is_power_of_two() {
                let (head, _) = others[sides.trailing_zeros() as usize];
                if let Some(proof) =
                    other[head].filter(|&r| line_keeps.contains(&head) && is_proof(Some(r)))
                {
                    proofs.push((head, proof));
                }
            }
            same
        });
        settled.then_some(proofs)
    }
}

/// Most blocks whose sides [`Steps::sides_decide_nothing`] reads: 2^n - 1 more readings of
/// the steps after the playouts.
const MAX_SIDES: usize = 4;

/// The combinations of `n` blocks on the other side of their lines that
/// [`Steps::sides_decide_nothing`] reads (bit `i` set: the `i`-th block flipped), the most
/// blocks flipped first, and of as many the lower first: a combination that flips more moves
/// the position further from the calls as they stand, and where one comes out otherwise the
/// reading stops there. The answer is the same in any order (every combination must come out
/// the same; the proofs are taken from the combinations of one block, read here as before,
/// the lowest first). kgs6d, default seed: of the 60 readings that come out otherwise, the
/// first such combination is found after 86 readings in all, where reading them in order of
/// their bits took 120; `2003-11-24-12`'s four blocks come out otherwise with three flipped
/// (its fifth reading), where in order of bits the first was its twelfth.
fn sides_in_reading_order(n: usize) -> impl Iterator<Item = usize> {
    let mut sides: Vec<usize> = (1..1usize << n).collect();
    sides.sort_by_key(|&s| (std::cmp::Reverse(s.count_ones()), s));
    sides.into_iter()
}

#[cfg(test)]
mod tests;
