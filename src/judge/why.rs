//! The judge's reasons: why it decided what it did about a block ([`Why`]), and which of
//! them make the block dead.

use crate::judge::UNSURE_SHARE;

/// Why the judge decided what it did about a block.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// Benson: it can never be captured, even if its owner passes every move.
    PassAlive,
    /// It lies in a pass-alive area of the opponent: it has no eye point and cannot get out.
    InsidePassAliveArea,
    /// Settled by playouts: the shares of its points the opponent (taken) and its owner (kept)
    /// owned at their end; dead when taken is the larger.
    Playouts { taken: f64, kept: f64 },
    /// The playouts kept it, but it has fewer than two eyes (in the refined count or the
    /// seed's) and no enemy block beside it is short of eyes too, so it is no seki: the enemy
    /// can fill its outside liberties and take it.
    ShortOfEyes,
    /// The playouts kept it only just, and it has no territory, nor has any own block joined
    /// to it by a shared liberty, and it touches no dead enemy stone: no eye, and no seki.
    /// `taken` is the share of playouts the opponent owned its points in.
    NoTerritory { taken: f64 },
    /// The playouts kept it only just (lost in `taken` of them, a quarter to a half) and no
    /// proof settled it; the refined count puts it in a seki, short of eyes, but every enemy
    /// block of that seki stands clearly (kept by the playouts in more than three quarters of
    /// them, or proved alive), and the enemy can fill its liberties even with its owner moving
    /// first (the verifier's race of filling): a seki the playouts break on one side only, and
    /// the reading too, is a race that side loses (`steps::decide_close_calls_by_eyes`).
    LosesSeki { taken: f64 },
    /// The playouts took it only just (in `taken` of them, more than a quarter but fewer than
    /// three in four, or just past) and no proof settled it; the refined eye count, read with
    /// it alive, puts it in a seki whose enemy blocks stand clearly, and the enemy cannot fill
    /// its liberties even moving first (the verifier's race of filling): a seki the playouts
    /// break by chance (`steps::decide_close_calls_by_eyes`; the same test refuses the seed's
    /// count's [`Why::NoTerritory`] in `steps::take_one_eyed_blocks`).
    HoldsSeki { taken: f64 },
    /// The playouts took it, but every enemy block around it is dead (no territory or short of
    /// eyes): nothing is left to capture it.
    AttackersDead,
    /// A throw-in of the enemy kills it: its only liberties are a dead shape the enemy fills.
    Nakade,
    /// The playouts took it only just (in `taken` of them, more than half but fewer than
    /// three in four) and no proof settled it; the refined eye count, read with it alive,
    /// finds it alive with points of its own: a close call the draw made goes by the eyes
    /// (`steps::decide_close_calls_by_eyes`, which kills a keep made only just by the same
    /// count, as [`Why::ShortOfEyes`] or [`Why::NoTerritory`]).
    EyesCounted { taken: f64 },
    /// A capturing race read out: the enemy captures it even when its owner moves first
    /// (`first` = owner), or with the enemy to move (`first` = enemy) in a race that goes to
    /// whoever moves first. `liberties` are its own, `attacker_liberties` those of the racing
    /// enemy block whose first stone is `attacker`, at the start.
    LostRace {
        liberties: u8,
        attacker_liberties: u8,
        attacker: usize,
        first: FirstMove,
    },
    /// Its capturing race hangs on a ko (the enemy captures it only through a ko): the reading
    /// does not decide it, the playouts do, as with [`Why::Playouts`].
    KoFight { taken: f64, kept: f64 },
    /// It has no liberty (a diagram or setup that no game can reach): it would be captured.
    NoLiberty,
    /// A step or the playouts killed it, but reading shows its owner makes it pass-alive
    /// whatever the enemy plays first (`first` = enemy), or moving first as the player to move
    /// (`first` = owner); `positions` read. `eyes` are a point of each small space beside it
    /// where its eyes are (up to four; [`NO_POINT`] past the last).
    ReadAlive {
        positions: usize,
        eyes: [usize; 4],
        first: FirstMove,
    },
    /// Proved by the verifier (`verify/`): whatever the enemy plays first (`first` = enemy),
    /// or moving first as the player to move (`first` = owner), its owner keeps it linked to
    /// the living block whose first stone is `anchor`; `positions` read.
    Linked {
        positions: usize,
        anchor: usize,
        first: FirstMove,
    },
    /// Proved by the verifier: whatever the enemy plays first (`first` = enemy), or moving
    /// first as the player to move (`first` = owner), it keeps two sure eyes, in the enclosed
    /// spaces at `eyes` (the same point twice: one space worth two); `positions` read.
    SureEyes {
        positions: usize,
        eyes: [usize; 2],
        first: FirstMove,
    },
    /// Proved by the verifier: the enemy captures it, or leaves it one eye with nothing to race,
    /// whatever its owner answers (`first` =
    /// enemy: the enemy moving first; `first` = owner: even with its owner to move), and no
    /// line of the proof goes through a ko; `positions` read.
    Captured { positions: usize, first: FirstMove },
    /// The playouts left it at even (lost in `taken` of them, kept in `kept`, within three
    /// standard errors of even) in a judgement made again with up to four times as many, and
    /// no step or proof settled it: its fight (the blocks left at even with the empty points
    /// and dead stones between them) lies inside one player's wall (every living stone
    /// around it that player's, each standing clearly or kept at the quarter line), and goes
    /// to that player
    /// (`steps::decide_even_calls_by_walls`): `dead` when the wall is the enemy's. A finished
    /// game's rule, not a reading: always unsure.
    InsideWall { taken: f64, kept: f64, dead: bool },
    /// A lone stone in atari that the enemy, the player to move, takes in a ko at the end (at
    /// `capture`): its owner may not take back at once and has no threat left, and the
    /// enemy's stone, connected where this one stood, stands.
    LostKo { capture: usize },
    /// In a finished game with nobody to move, a block of a capturing race that whoever moves
    /// first wins through a ko capture: the game ended with the ko untaken, and the fight is
    /// counted as the players left it, every racing block of it standing
    /// (`steps::keep_kos_left_at_the_end`). A finished game's rule, not a reading.
    KoLeftAtTheEnd,
}

/// No point: fills the unused places of a list of points in a [`Why`].
pub const NO_POINT: usize = usize::MAX;

/// Who moved first in the reading that decided a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMove {
    /// The block's owner moved first and still lost it.
    Owner,
    /// The enemy, the player to move, moved first.
    Enemy,
}

impl Why {
    /// True for a call of clear life: kept by the playouts in more than three quarters of them
    /// ([`UNSURE_SHARE`]), or alive by a sure reason (not by the eye count at even, nor spared
    /// for its attackers' death, nor by a seki of `steps::seki_that_holds`, nor by the wall
    /// around a fight at even).
    pub(in crate::judge) fn stands_clearly(self) -> bool {
        match self {
            Why::Playouts { taken, .. } => taken < UNSURE_SHARE,
            r => {
                !r.is_dead()
                    && !matches!(
                        r,
                        Why::EyesCounted { .. }
                            | Why::AttackersDead
                            | Why::HoldsSeki { .. }
                            | Why::InsideWall { .. }
                            | Why::KoLeftAtTheEnd
                    )
            }
        }
    }

    /// True when this reason makes the block dead.
    pub fn is_dead(self) -> bool {
        match self {
            Why::PassAlive
            | Why::AttackersDead
            | Why::EyesCounted { .. }
            | Why::HoldsSeki { .. }
            | Why::ReadAlive { .. }
            | Why::Linked { .. }
            | Why::SureEyes { .. }
            | Why::KoLeftAtTheEnd => false,
            Why::InsidePassAliveArea
            | Why::ShortOfEyes
            | Why::NoTerritory { .. }
            | Why::LosesSeki { .. }
            | Why::Nakade
            | Why::LostRace { .. }
            | Why::NoLiberty
            | Why::Captured { .. }
            | Why::LostKo { .. } => true,
            Why::Playouts { taken, kept } | Why::KoFight { taken, kept } => taken > kept,
            Why::InsideWall { dead, .. } => dead,
        }
    }
}

/// True when a step read the block's life or death out (Benson, the life reading, a proof of
/// the verifier), not by the playouts' share or the eye counts.
pub(super) fn is_proof(reason: Option<Why>) -> bool {
    matches!(
        reason,
        Some(
            Why::PassAlive
                | Why::ReadAlive { .. }
                | Why::Linked { .. }
                | Why::SureEyes { .. }
                | Why::Captured { .. }
        )
    )
}
