//! Proofs of one step that refute each other: two blocks each "proved" dead with the other
//! standing, which needs each side to move first.

use super::{attackers_stand, proved, Call};
use crate::judge::light_board::PlayoutBoard;
use crate::judge::steps::at_even_line;
use crate::judge::verify::{attackers, Standing, Verification};
use crate::judge::{FirstMove, Why};

/// Of the calls one step proved captured, the enemy moving first (`captured_now`, indices into
/// `calls`), those whose proof another one's refutes: two blocks each among the other's
/// attackers ([`attackers`]), each proved dead on the same standing with the other standing,
/// which needs each side to move first (a race that goes to whoever moves first, with nobody
/// named to move). Only one side moves first, and it plays in the bigger fight, as the races
/// read out do (`steps::read_races`): the bigger block's owner saves it by taking the
/// smaller, whose proof stands. The proof of the bigger (the later in scan order when they
/// are the same size) is returned, to be dropped: a keep is then read again with the keeps
/// beside a proof, on the smaller's death, where its proof of death is refused (a block
/// beside it is dead); a kill stays as the evidence left it, for the later steps (kgs6d
/// `2001-02-20-2`: White's 32 stones at J11 and Black's
/// three at K9 in atari inside them, each lost in half the playouts, both "proved" dead; the
/// record counts J11 alive).
pub(super) fn conflicting_captures(
    template: &PlayoutBoard,
    calls: &[(usize, Call, Why)],
    captured_now: &[usize],
) -> Vec<usize> {
    if captured_now.len() < 2 {
        return Vec::new();
    }
    let proved: Vec<Proved> = captured_now
        .iter()
        .map(|&k| Proved::read(template, calls[k].0))
        .collect();
    captured_now
        .iter()
        .zip(&proved)
        .filter(|(_, a)| proved.iter().any(|b| a.outweighs(b) && a.races(b)))
        .map(|(&k, _)| k)
        .collect()
}

/// What the keeps of a race at tempo are read on: the calls (`calls`, as
/// [`conflicting_captures`] takes them) and their standing in the step that proved the kill
/// (`firm`, the anchors a keep's proof reads; `standing`, the reasons so far).
pub(super) struct Tempo<'a> {
    pub(super) template: &'a PlayoutBoard,
    pub(super) calls: &'a [(usize, Call, Why)],
    pub(super) firm: &'a [Standing],
    pub(super) standing: &'a [Option<Why>],
}

impl Tempo<'_> {
    /// Of the keeps not yet decided (`decided`, per call), those at even
    /// ([`at_even_line`]) that race a kill this step proved captured, the enemy moving first
    /// (`captured_now`), and are smaller than it (each among the other's attackers), read for
    /// their death on the same standing with `verification`, `first` moving first: each
    /// proved captured, the enemy moving first, is decided so and joins `captured_now`.
    /// Returns those calls. The draw put the kill on its side of even and the keep on the
    /// other, and the keep stands only because the kill's proof comes first (read after it,
    /// the keep's attacker is dead). Proved dead too, the keep meets the kill in
    /// [`conflicting_captures`], whose rule then decides the race whichever side the draw put
    /// each (kgs6d `2002-09-20-3`: White's seven stones at K12 and Black's two at J12, each
    /// lost in half the playouts, each "proved" dead when the draw took it). A keep no smaller
    /// than the kill would keep its call by that rule: it is not read (with the ties read,
    /// `2003-10-18-8`'s lone K17 took a proof and its game moved under six seeds of 48).
    pub(super) fn smaller_keeps_racing(
        &self,
        decided: &mut [Option<Why>],
        captured_now: &mut Vec<usize>,
        verification: &mut Verification,
        first: impl Fn(usize) -> FirstMove,
    ) -> Vec<usize> {
        let racing = self.keeps_racing_bigger_kills(decided, captured_now);
        let mut proved_now = Vec::new();
        for k in racing {
            let p = self.calls[k].0;
            if !attackers_stand(self.template, p, self.firm, self.standing) {
                continue;
            }
            let owner_first = first(p) == FirstMove::Owner;
            let proof = verification.prove_kept_dead(self.template, p, self.firm, owner_first);
            let reason = proved(proof, first(p));
            if matches!(
                reason,
                Some(Why::Captured {
                    first: FirstMove::Enemy,
                    ..
                })
            ) {
                decided[k] = reason;
                captured_now.push(k);
                proved_now.push(k);
            }
        }
        proved_now
    }

    /// The calls [`Tempo::smaller_keeps_racing`] reads: keeps not yet decided (`decided`),
    /// at even, each among the attackers of a kill of `captured_now` bigger than it (and it
    /// among the kill's).
    pub(super) fn keeps_racing_bigger_kills(
        &self,
        decided: &[Option<Why>],
        captured_now: &[usize],
    ) -> Vec<usize> {
        if captured_now.is_empty() {
            return Vec::new();
        }
        let kills: Vec<Proved> = captured_now
            .iter()
            .map(|&k| Proved::read(self.template, self.calls[k].0))
            .collect();
        // the keeps at even first (their attackers walked only then)
        (0..self.calls.len())
            .filter(|&k| {
                let (_, call, reason) = self.calls[k];
                call == Call::Keep && decided[k].is_none() && at_even_line(Some(reason))
            })
            .filter(|&k| {
                let keep = Proved::read(self.template, self.calls[k].0);
                kills
                    .iter()
                    .any(|kill| kill.size > keep.size && kill.races(&keep))
            })
            .collect()
    }
}

/// A block proved captured, as [`conflicting_captures`] compares it: its first stone, its
/// size and its attackers.
struct Proved {
    stone: usize,
    size: usize,
    attackers: Vec<usize>,
}

impl Proved {
    fn read(template: &PlayoutBoard, stone: usize) -> Proved {
        Proved {
            stone,
            size: template.block_stones(stone).len(),
            attackers: attackers(template, stone),
        }
    }

    /// Bigger than `other`, or as big and later in scan order.
    fn outweighs(&self, other: &Proved) -> bool {
        (self.size, self.stone) > (other.size, other.stone)
    }

    /// Each among the other's attackers.
    fn races(&self, other: &Proved) -> bool {
        self.attackers.contains(&other.stone) && other.attackers.contains(&self.stone)
    }
}
