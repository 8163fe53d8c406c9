//! Proofs of one step that refute each other: two blocks each "proved" dead with the other
//! standing, which needs each side to move first.

use super::Call;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::verify::attackers;
use crate::judge::Why;

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
