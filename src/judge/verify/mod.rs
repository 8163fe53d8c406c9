//! The verifier: a group decision of the judge read out once more, as a proof.
//!
//! The playouts and the static steps decide a block by evidence that nothing checks: a share of
//! playouts, the shape of its last liberties, an eye count that reads each block alone. The
//! verifier tries to prove each such call, reading only the block's own neighbourhood:
//! - **alive by connection**: whatever the enemy plays first, the owner keeps the block linked
//!   to an *anchor* (an own block the judge keeps with clear evidence: Benson, the life
//!   reading, or the playouts nearly always), and with two liberties at least. Two blocks are
//!   linked when they share two liberties (miai: the enemy takes one, the owner fills the
//!   other) or border one enclosed empty space of two points or more (no enemy stone in it, so
//!   no cut through it); links chain. A block that captures the enemy stones between it and
//!   the anchor links by that capture.
//! - **dead by capture**: the enemy, moving first, captures the block whatever its owner
//!   answers (passing, filling or taking liberties, capturing enemy stones beside it); the
//!   owner escapes when the block links to an anchor or gets five liberties.
//!
//! - **alive by two sure eyes**: whatever the enemy plays first, the block and the blocks
//!   linked to it keep two enclosed spaces that make an eye each, or one big enough for two;
//!   or the block is pass-alive by Benson's test (where its eyes are single points between
//!   its own blocks, which the count of sure eyes takes for joining points).
//! - a proof of death also ends where the group, its owner to move, can make one eye at most
//!   and has nothing to race (short of eyes).
//! - **the attacker must live at the end** of a proof of death. A capture proves it only when
//!   the capturers are not in atari and one lives (by evidence, or by the space the capture
//!   leaves, unless that is a shape the owner kills at its vital point: a bulky or crossed
//!   five; `attacker_lives.rs`). A group short of eyes is dead only when the enemy can fill
//!   the liberties it shares with it: where the race of filling leaves every filler short
//!   (one eye each on shared liberties, the owner pressing or throwing in), it is a seki, and
//!   the owner escapes (`race_to_fill/`).
//!
//! The files, each using only those before it: `anchors.rs` the judge's calls as the reading
//! sees them (and the stones whose call a reading asked), `links.rs` the static tests of
//! safety (links, sure eyes), `attacker_lives.rs` the end of a proof by capture, `eyes.rs` the
//! tests of a group short of eyes, `race_to_fill/` the race of filling that may make it a
//! seki, `reader.rs` the move-by-move reading, `proofs_read.rs` the proofs a thread keeps;
//! `tests/` the diagrams. A race and a proof are kept with the stones whose call they asked,
//! and recalled wherever those stand alike.
//!
//! A line through a ko proves nothing: a kill that needs a ko is not proved, and an owner who
//! can take a ko escapes. Every position read is taken from a budget (one per block, one per
//! judgement); past it the answer is unknown, and an unknown answer decides nothing.

mod anchors;
mod attacker_lives;
mod eyes;
mod links;
mod marks;
mod proofs_read;
mod race_to_fill;
mod reader;
#[cfg(test)]
pub(in crate::judge) mod tests;

pub(super) use anchors::Standing;
pub(super) use attacker_lives::takes_back;
pub(super) use eyes::{attackers, block_attackers, group_of};
pub(super) use links::may_link;

use super::light_board::{PlayoutBoard, BLACK, WHITE};
use super::search::Readings;
use super::FirstMove;
use anchors::{Anchors, Asked};
use links::{cutting_points, joining_points, Safety, LINK_EXCHANGES};
use proofs_read::{recall, remember, ProofKey};
use race_to_fill::OpenRaces;
use reader::Reader;
use std::cell::RefCell;

/// Most positions one block's proofs may read.
const BLOCK_BUDGET: usize = 100;

/// Most positions a proof of death of a block the judge killed may read (it only confirms the
/// kill, on every dead block of a game: the verifier's biggest cost; on the first 60 19x19
/// games of the online-go.com archive, 25 prove 260 of 357 dead blocks, 40 prove 276, and 25
/// without the blocks of [`CONFIRM_LIBERTIES`] 257).
const CONFIRM_BUDGET: usize = 25;

/// Liberties from which a kill is not read for a confirmation (no capture within the budget).
const CONFIRM_LIBERTIES: usize = 4;

/// Most positions a proof of death of a block the playouts kept only just may read (their
/// kills are deeper), when it has fewer than [`KEPT_LIBERTIES`].
const KEEP_BUDGET: usize = 300;

/// Liberties from which a keep's proof of death reads a confirmation's budget
/// ([`CONFIRM_BUDGET`]), not a keep's. Such kills are rare and shallow: on kgs6d (the default
/// seed, one thread, at f60cb82) the 3,410 proofs of such keeps found 3 deaths, each within
/// 25 positions, and read 0.93 million positions, four fifths of what the keeps' proofs read;
/// the 878 proofs of keeps with one or two liberties found 9 (in 0.25 million). With the
/// smaller budget every kgs6d result is the same under the default seed and seeds 1-3, and
/// the whole file takes 0.9 of the time; with it from two liberties, three results change.
const KEPT_LIBERTIES: usize = 3;

/// Most positions all the proofs of one judgement may read.
const TOTAL_BUDGET: usize = 3_000;

/// Enemy moves read at most for a proof of death by capture.
const MAX_ENEMY_MOVES: usize = 5;

/// What a proof found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// Proved alive: linked to the anchor block at `anchor` whatever the enemy plays first.
    Linked { positions: usize, anchor: usize },
    /// Proved alive: two sure eyes (a point of each enclosed space that makes them) whatever
    /// the enemy plays first.
    Eyes { positions: usize, eyes: [usize; 2] },
    /// Proved dead: the enemy captures it, or leaves it one eye with nothing to race, whatever
    /// the owner answers.
    Captured { positions: usize },
    /// Neither: the reading found no proof (or the budget ran out).
    Unknown,
}

/// Forgets the races and proofs this thread read: a judgement reads its own, and its answer
/// never hangs on what the thread judged before (a race reached by two orders of moves is read
/// once, on the first order's board).
pub(super) fn forget_readings() {
    proofs_read::forget();
    race_to_fill::forget();
}

/// True when the block at `stone`, `first` moving first (its owner or the enemy), holds in the
/// race of filling its liberties (`race_to_fill/`) with the stones standing as `marks` says:
/// the enemy cannot fill its shared liberties without being taken first. A race the reading
/// cannot settle is the enemy's.
pub(super) fn holds_in_seki_race(
    board: &PlayoutBoard,
    stone: usize,
    marks: &[Standing],
    first: FirstMove,
) -> bool {
    race_to_fill::holds_in_race(
        board,
        stone,
        first == FirstMove::Owner,
        Anchors::new(marks),
        OpenRaces::GoToEnemy,
    )
}

/// The proofs of one judgement: the positions left to read, a board per depth. A race of
/// filling a proof reaches (a block short of eyes whose shared liberties the enemy may be
/// unable to fill) proves a death only when its reading settles it: one still open is the
/// owner's ([`OpenRaces::GoToOwner`]), and the proof of death gives up there, its budget
/// spent (`race_to_fill::race_in_proof`). Until 2026-11-29
/// only the proofs for the keeps the count puts in a seki read races so; the others counted
/// an open race as the enemy's and "proved" seki dead (kgs6d `2003-02-16-16`: Black's Q14
/// group, in a seki of one eye each with White's P10 group, proved dead in 4 positions).
pub(super) struct Verification {
    readings: Readings,
}

impl Verification {
    pub(super) fn new() -> Verification {
        Verification {
            readings: Readings::new(TOTAL_BUDGET),
        }
    }

    /// Proofs of at most `total` positions in all.
    pub(super) fn with_budget(total: usize) -> Verification {
        Verification {
            readings: Readings::new(total),
        }
    }

    /// True when the judgement's budget ran out: some proof may have stopped short.
    pub(super) fn exhausted(&self) -> bool {
        self.readings.exhausted()
    }

    /// Tries to prove the block at `stone` alive (linked to an anchor, or two sure eyes; see
    /// [`Standing`] for `anchors`), the enemy moving first, or the owner first when
    /// `owner_first`.
    pub(super) fn prove_alive(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        let key = ProofKey::of(true, board, stone, owner_first, BLOCK_BUDGET);
        self.read_once(key, anchors, BLOCK_BUDGET, |v, anchors| {
            v.read_alive(board, stone, anchors, owner_first)
        })
    }

    /// [`Verification::prove_alive`] read out.
    fn read_alive(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: Anchors,
        owner_first: bool,
    ) -> Proof {
        let Some(mut reader) = self.reader(board, stone, anchors, BLOCK_BUDGET) else {
            return Proof::Unknown;
        };
        // one exchange: the enemy's move and the owner's answer (or the owner's move alone),
        // then the safety test. The enemy's moves here are the block's liberties and cutting
        // points only, so a second exchange gives the owner answers those few moves do not
        // refute: read to two exchanges wherever one found no link, kgs6d lost eight games
        // at the default seed and gained none (`docs/accuracy.md`, sixty-ninth entry)
        let found = if owner_first {
            reader.owner_links(0, LINK_EXCHANGES)
        } else {
            reader.enemy_fails_to_cut(0, LINK_EXCHANGES)
        };
        let positions = self.readings.finish(reader.search);
        match (found, reader.safe) {
            (Some(true), Some(Safety::Linked(anchor))) => Proof::Linked { positions, anchor },
            (Some(true), Some(Safety::Eyes(eyes))) => Proof::Eyes { positions, eyes },
            _ => Proof::Unknown,
        }
    }

    /// Tries to prove the block at `stone` dead by capture, the enemy moving first (or the
    /// owner first when `owner_first`), within [`MAX_ENEMY_MOVES`] enemy moves and
    /// [`CONFIRM_BUDGET`] positions.
    pub(super) fn prove_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        self.prove_short_block_dead(board, stone, anchors, owner_first, CONFIRM_BUDGET)
    }

    /// [`Verification::prove_dead`] for a kill the playouts left near even, read again: a
    /// block short of liberties read with the budget of a keep ([`KEEP_BUDGET`]), one with
    /// [`CONFIRM_LIBERTIES`] or more not read.
    pub(super) fn prove_open_kill_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        self.prove_short_block_dead(board, stone, anchors, owner_first, KEEP_BUDGET)
    }

    /// [`Verification::prove_dead_within`] `budget` for a block with fewer than
    /// [`CONFIRM_LIBERTIES`] (one with more is hardly ever taken within the budget: not read).
    fn prove_short_block_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
        budget: usize,
    ) -> Proof {
        if board.liberty_count(stone, CONFIRM_LIBERTIES) >= CONFIRM_LIBERTIES {
            return Proof::Unknown;
        }
        self.prove_dead_within(board, stone, anchors, owner_first, budget)
    }

    /// [`Verification::prove_dead`] for a block the playouts kept only just, with the bigger
    /// budget such a proof needs ([`KEEP_BUDGET`]) when the block is short of liberties
    /// (fewer than [`KEPT_LIBERTIES`]).
    pub(super) fn prove_kept_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
    ) -> Proof {
        let budget = if board.liberty_count(stone, KEPT_LIBERTIES) >= KEPT_LIBERTIES {
            CONFIRM_BUDGET
        } else {
            KEEP_BUDGET
        };
        self.prove_dead_within(board, stone, anchors, owner_first, budget)
    }

    fn prove_dead_within(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: &[Standing],
        owner_first: bool,
        budget: usize,
    ) -> Proof {
        let key = ProofKey::of(false, board, stone, owner_first, budget);
        self.read_once(key, anchors, budget, |v, anchors| {
            v.read_dead(board, stone, anchors, owner_first, budget)
        })
    }

    /// A proof read by `read` (of at most `budget` positions) with the stones standing as
    /// `marks` says, or its answer as this thread read it before on the same `key` under the
    /// same standings of the stones that reading asked ([`recall`]): the positions it read
    /// are taken from the judgement's all the same, so that the proofs after it read as they
    /// would have.
    fn read_once(
        &mut self,
        key: ProofKey,
        marks: &[Standing],
        budget: usize,
        read: impl FnOnce(&mut Verification, Anchors) -> Proof,
    ) -> Proof {
        let could = budget.min(self.readings.left());
        let anchors = Anchors::new(marks);
        if let Some((proof, positions)) = recall(&key, anchors, could) {
            self.readings.take(positions);
            return proof;
        }
        let before = self.readings.left();
        let asked = RefCell::new(Asked::default());
        let proof = read(self, anchors.noting_in(&asked));
        let read = before - self.readings.left();
        let asked = asked.into_inner().standings(anchors);
        remember(key, asked, proof, read, could);
        proof
    }

    /// [`Verification::prove_dead_within`] read out.
    fn read_dead(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: Anchors,
        owner_first: bool,
        budget: usize,
    ) -> Proof {
        let Some(mut reader) = self.reader(board, stone, anchors, budget) else {
            return Proof::Unknown;
        };
        let mut found = None;
        for enemy_moves in 1..=MAX_ENEMY_MOVES {
            found = if owner_first {
                reader.owner_escapes(0, enemy_moves).map(|escapes| !escapes)
            } else {
                reader.enemy_captures(0, enemy_moves)
            };
            if found == Some(true) || reader.search.spent() {
                break;
            }
        }
        let positions = self.readings.finish(reader.search);
        match found {
            Some(true) => Proof::Captured { positions },
            _ => Proof::Unknown,
        }
    }

    fn reader<'a>(
        &mut self,
        board: &PlayoutBoard,
        stone: usize,
        anchors: Anchors<'a>,
        budget: usize,
    ) -> Option<Reader<'a>> {
        let color = board.color[stone];
        if color != BLACK && color != WHITE {
            return None;
        }
        Some(Reader {
            search: self.readings.search(board, budget),
            stone,
            color,
            anchors,
            cuts: cutting_points(board, stone, anchors),
            joins: joining_points(board, stone, anchors),
            lost: vec![Vec::new()],
            safe: None,
        })
    }
}
