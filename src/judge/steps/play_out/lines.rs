//! The lines of the playouts' shares, where a call could fall on either side by the draw:
//! the quarter line (a keep lost in [`UNSURE_SHARE`] of the playouts, where the eye counts'
//! second opinion begins), three quarters (its mirror for a kill), and even (the playouts'
//! unsure test); each with the standard errors of a share there.

use crate::judge::{Why, FIRST_LOOK, KEEP_PROOF_ERRORS, LINE_ERRORS, UNSURE_MARGIN, UNSURE_SHARE};

/// True when a stone lost in `from_even` playouts more or fewer than it was kept, of `played`,
/// lies within [`LINE_ERRORS`] standard errors of even (the standard error of taken - kept at
/// even is `sqrt(played)` playouts): more playouts may put it on either side. The line a
/// sharpened reading reads on for, and the coins of `decide_even_calls_by_walls`.
pub(in crate::judge) fn within_errors_of_even(from_even: f64, played: f64) -> bool {
    from_even < LINE_ERRORS * played.sqrt()
}

/// True when `taken`, the share of `played` playouts that lost a stone, lies closer to the
/// quarter line ([`UNSURE_SHARE`], where the eye counts' second opinion begins) than
/// [`LINE_ERRORS`] standard errors of a share at the line (`sqrt(0.25 x 0.75 / played)`: 0.16
/// at 64 playouts, 0.11 at 128, 0.057 at 512): a share the draw could have put on the other
/// side.
pub(in crate::judge) fn at_quarter_line(taken: f64, played: usize) -> bool {
    (taken - UNSURE_SHARE).abs() < LINE_ERRORS * quarter_line_error(played)
}

/// True when `taken`, the share of `played` playouts that lost a kept stone, lies below the
/// quarter line by fewer than [`KEEP_PROOF_ERRORS`] standard errors (see
/// [`at_quarter_line`]): its death is read with a keep's proof, as above the line. Not after a
/// first look that settled every stone ([`FIRST_LOOK`] playouts, each stone lost in one at
/// most), where two errors reach down to a single loss: the keep's proof on every such keep
/// found no death in the sets and cost small boards most (self-play sp13-001: 0.86 -> 3.0 ms).
pub(in crate::judge) fn just_below_quarter_line(taken: f64, played: usize) -> bool {
    played > FIRST_LOOK
        && taken < UNSURE_SHARE
        && UNSURE_SHARE - taken < KEEP_PROOF_ERRORS * quarter_line_error(played)
}

/// True when `taken`, the share of `played` playouts that lost a stone, lies above three
/// quarters by fewer than [`KEEP_PROOF_ERRORS`] standard errors (of a share at that line, as
/// at the quarter line): a kill the draw could have put inside the close calls. Not after a
/// first look that settled every stone, as [`just_below_quarter_line`].
pub(in crate::judge) fn just_above_three_quarters(taken: f64, played: usize) -> bool {
    played > FIRST_LOOK
        && taken >= 1.0 - UNSURE_SHARE
        && taken - (1.0 - UNSURE_SHARE) < KEEP_PROOF_ERRORS * quarter_line_error(played)
}

/// The least share of `played` playouts that lies above the quarter line by [`LINE_ERRORS`]
/// standard errors or more ([`at_quarter_line`]): a keep lost so often is no longer at the
/// line, and the eye counts kill it when they find it short of eyes.
pub(in crate::judge) fn clear_above_quarter_line(played: usize) -> f64 {
    let n = played.max(1) as f64;
    ((UNSURE_SHARE + LINE_ERRORS * quarter_line_error(played)) * n).floor() / n + 1.0 / n
}

/// The standard error of a share at the quarter line over `played` playouts.
fn quarter_line_error(played: usize) -> f64 {
    (UNSURE_SHARE * (1.0 - UNSURE_SHARE) / played.max(1) as f64).sqrt()
}

/// True when `reason` is a keep by the playouts whose share lies at the quarter line
/// ([`at_quarter_line`] of `played`): the draw could have put it on either side.
pub(in crate::judge) fn kept_at_quarter_line(reason: Option<Why>, played: usize) -> bool {
    matches!(reason, Some(r @ Why::Playouts { taken, .. })
        if !r.is_dead() && at_quarter_line(taken, played))
}

/// The stones, per point, of the keeps by the playouts whose share lies at the quarter line
/// ([`kept_at_quarter_line`]): the verifier reads them whichever side of the line the draw
/// put them.
pub(in crate::judge) fn keeps_at_quarter_line(why: &[Option<Why>], played: usize) -> Vec<bool> {
    why.iter()
        .map(|&w| kept_at_quarter_line(w, played))
        .collect()
}

/// True when `reason`, a call no proof settled, rests on a share near even: the playouts' own,
/// taken and kept closer than [`UNSURE_MARGIN`] (a share of losses between 0.375 and 0.625,
/// the playouts' unsure test), or a keep the eye counts killed, or a kill they (or a seki
/// that holds) spared, lost in such a share. More playouts put such a share on one side of
/// even for good (at 512 its standard error is 0.022), where a block that two races share
/// goes to one or the other by the draw.
pub fn at_even_line(reason: Option<Why>) -> bool {
    match reason {
        Some(Why::Playouts { taken, kept }) => (taken - kept).abs() < UNSURE_MARGIN,
        // kept by the playouts, killed by the eye counts (or killed, spared by them): the
        // other side in about the rest
        Some(
            Why::NoTerritory { taken } | Why::EyesCounted { taken } | Why::HoldsSeki { taken },
        ) => (2.0 * taken - 1.0).abs() < UNSURE_MARGIN,
        _ => false,
    }
}

/// The playouts' call with shares `taken` and `kept` (of `played` playouts) put on the other
/// side of even: swapped, and a tie (which keeps a block: a kill needs more lost than kept,
/// so swapped it would still keep it) made one playout more lost.
pub(in crate::judge) fn other_side_of_even(taken: f64, kept: f64, played: usize) -> Why {
    let call = Why::Playouts { taken, kept };
    let swapped = Why::Playouts {
        taken: kept,
        kept: taken,
    };
    if swapped.is_dead() != call.is_dead() {
        return swapped;
    }
    let one = 1.0 / played.max(1) as f64;
    Why::Playouts {
        taken: taken + one,
        kept: (kept - one).max(0.0),
    }
}

/// True when `reason` is the playouts' own call on a share near even ([`at_even_line`]): a
/// block the draw could have put on either side.
pub(in crate::judge) fn playouts_at_even(reason: Option<Why>) -> bool {
    matches!(reason, Some(Why::Playouts { .. })) && at_even_line(reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quarter_line_narrows_with_the_playouts() {
        // three standard errors of a share at 0.25: 0.162 at 64 playouts, 0.057 at 512
        assert!(at_quarter_line(0.10, 64));
        assert!(!at_quarter_line(0.08, 64));
        assert!(at_quarter_line(0.20, 512));
        assert!(!at_quarter_line(0.19, 512));
        assert!(!at_quarter_line(0.31, 512));
    }

    #[test]
    fn a_keep_just_below_the_quarter_line_lies_within_two_errors() {
        // two standard errors of a share at 0.25: 0.108 at 64 playouts, 0.077 at 128
        assert!(just_below_quarter_line(0.15, 64));
        assert!(!just_below_quarter_line(0.13, 64));
        assert!(just_below_quarter_line(0.18, 128));
        assert!(!just_below_quarter_line(0.17, 128));
        assert!(!just_below_quarter_line(0.25, 128));
        // after a settled first look, one loss in 16 is left to the confirmation
        assert!(!just_below_quarter_line(0.0625, 16));
    }

    #[test]
    fn the_even_line_is_the_playouts_unsure_test() {
        let playouts = |taken: f64| {
            Some(Why::Playouts {
                taken,
                kept: 1.0 - taken,
            })
        };
        assert!(at_even_line(playouts(0.58)));
        assert!(!at_even_line(playouts(0.63)));
        assert!(at_even_line(Some(Why::NoTerritory { taken: 0.45 })));
        assert!(!at_even_line(Some(Why::NoTerritory { taken: 0.30 })));
        assert!(!at_even_line(Some(Why::ShortOfEyes)));
    }
}
