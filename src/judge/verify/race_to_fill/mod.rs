//! The race of filling a group's liberties (issue 60): a group the static tests call short of
//! eyes (one eye at most, an enemy beside it with more liberties) may still live in a seki,
//! when the enemy cannot fill the liberties it shares with the group without being taken
//! first: one eye each on shared liberties, the owner pressing the filler on its outside
//! liberties (an approach, a throw-in). The race is read as a small search; a group holds
//! only where the enemy is left with no fill. A race the search cannot settle is the
//! enemy's where the judge's seki tests read it (the static call stands), and the owner's in
//! a proof of death, which an open race never makes ([`OpenRaces`]).

use super::anchors::{Anchors, Asked, Standing};
use super::attacker_lives::{
    capture_leaves_winning_eye, capturers_eyeless, capturers_live, owner_takes_back,
};
use crate::judge::light_board::{boards_from, copy_down, opponent, PlayoutBoard};
use moves::{owner_moves, push_once, strengthening_moves, with_partners_liberties};
pub(super) use races_read::forget;
#[cfg(test)]
use races_read::{asked_by_reads_kept, RACES_READ};
use races_read::{keep, recall, RaceKey};
use settled::{Settled, SETTLED_KEPT};
use std::cell::RefCell;

/// True when the block at `stone` holds in the race of filling its liberties
/// ([`Race`]), its owner to move when `owner_to_move`: whatever the enemy fills, the owner has
/// an answer (a pass, a capture, a move that joins two of its blocks, or a press of a filling
/// block or one beside the block on a liberty outside the group's, throw-ins included) that
/// leaves the enemy, before the block is captured, with no liberty of it to fill: no fill may
/// leave its block in atari (the owner would take it first) but a capture, a lone stone
/// inside the block's space, or a throw-in whose capture leaves the owner a dead shape (a
/// nakade of up to [`SACRIFICE`] stones); in a seki test (`open` [`OpenRaces::GoToEnemy`]) the
/// enemy may also strengthen its blocks ([`strengthening_moves`]). The owner's capture of a
/// filler it lives by ends the race for the owner; a capture it does not live by leaves the
/// enemy the points taken to fill, the vital point among them. The enemy's capture of the
/// block ends it for the enemy unless it is an exchange or ends a seki ([`Race::read`]).
/// Within [`RACE_PLIES`] moves and [`RACE_POSITIONS`] positions ([`PROOF_RACE_POSITIONS`] in
/// a proof of death); a race still open there goes as `open` says.
///
/// Where a stone of the owner beside the block's liberties is judged dead (`anchors`), the
/// race would count on it, and its capture is the enemy's move to come: a proof of death
/// reads no race there (false), and a seki test reads it with every dead stone of the owner's
/// held by the enemy ([`with_dead_stones_taken`]). Not read (false) against a lone enemy
/// stone inside the block's space ([`has_seki_partner`]). The guards keep the race to what it
/// reads, two groups that share liberties.
pub(super) fn holds_in_race(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
) -> bool {
    race_answer(board, stone, owner_to_move, anchors, open).holds
}

/// [`holds_in_race`] as a proof of death reads it ([`OpenRaces::GoToOwner`]): `Some` answer
/// of a race the reading settled, `None` for one it could not (it ran out of positions, and
/// the owner holds there only because it did). The proof gives up there, as when its own
/// budget runs out (`verify/reader.rs`): the owner escapes on that line, and the attack's
/// other lines reach the same race in other orders and run it out again, each time on
/// [`PROOF_RACE_POSITIONS`], sixteen times a confirmation's whole budget. On kgs6d (the
/// default seed, one thread, before this rule) 49 proofs met an open race: 47 read their whole
/// budget all the same, and none proved a death; the judgement of `2002-03-14-20` made again
/// ran one race out eight times in a confirmation of 25 positions (kgs6d's answers under the
/// default seed and seeds 1-3 are the same with the rule; that judgement 12.1 -> 10.2 ms).
pub(super) fn race_in_proof(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
) -> Option<bool> {
    let answer = race_answer(board, stone, owner_to_move, anchors, OpenRaces::GoToOwner);
    (!answer.open).then_some(answer.holds)
}

/// A race's answer: whether the block holds, and whether the reading left the race open (ran
/// out of positions, the block holding by [`OpenRaces`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RaceAnswer {
    holds: bool,
    open: bool,
}

impl RaceAnswer {
    /// A race the guards or the reading settled.
    fn settled(holds: bool) -> RaceAnswer {
        RaceAnswer { holds, open: false }
    }
}

/// [`holds_in_race`], and whether the race was left open.
fn race_answer(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
) -> RaceAnswer {
    if has_partner_left_unfillable(board, stone) {
        return RaceAnswer::settled(true);
    }
    if dead_stone_near(board, stone, anchors) {
        if open != OpenRaces::GoToEnemy {
            return RaceAnswer::settled(false);
        }
        // in a seki test, the enemy's capture of them is given to it at no cost
        let (taken, marks) = with_dead_stones_taken(board, stone, anchors);
        return race_answer(&taken, stone, owner_to_move, anchors.marked(&marks), open);
    }
    if !has_seki_partner(board, stone) {
        return RaceAnswer::settled(false);
    }
    let key = RaceKey::of(board, stone, owner_to_move, open);
    if let Some(answer) = recall(&key, anchors) {
        return answer;
    }
    let asked = RefCell::new(Asked::default());
    let answer = read_race(board, stone, owner_to_move, anchors.noting_in(&asked), open);
    let asked = asked.into_inner().standings(anchors);
    anchors.note(asked.questions());
    keep(key, asked, answer);
    answer
}

/// Whose a race is that the reading cannot settle (no move or position left).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(in crate::judge) enum OpenRaces {
    /// The enemy's: the static call (short of eyes) stands, as for a call the playouts made
    /// only just.
    GoToEnemy,
    /// The owner's: the block holds, and no death is proved (every proof of death: only a
    /// settled reading proves one, and the proof gives up at one left open,
    /// [`race_in_proof`]).
    GoToOwner,
}

/// [`holds_in_race`] read out (its guards passed), and whether the race was left open: the
/// reading ran out of positions somewhere, and the block holds by [`OpenRaces`] (once out of
/// positions, every line after is the open race's; a block refuted all the same is not).
fn read_race(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
) -> RaceAnswer {
    let end = read_race_recalling(board, stone, owner_to_move, anchors, open, true);
    RaceAnswer {
        holds: end.holds,
        open: end.ran_out && end.holds == (open == OpenRaces::GoToOwner),
    }
}

/// How a race's reading ended: its answer, the positions it had left, how many positions it
/// settled by recalling them ([`Race::settle`]), and whether it ran out of positions.
#[derive(Debug, PartialEq)]
struct RaceEnd {
    holds: bool,
    left: usize,
    recalled: usize,
    ran_out: bool,
}

/// [`read_race`], recalling the positions another order of moves settled when `recall`.
fn read_race_recalling(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
    recall: bool,
) -> RaceEnd {
    let boards = RACE_BOARDS.with(|spare| boards_from(&mut spare.borrow_mut(), board));
    let mut race = Race {
        boards,
        stone,
        color: board.color[stone],
        left: match open {
            OpenRaces::GoToEnemy => RACE_POSITIONS,
            OpenRaces::GoToOwner => PROOF_RACE_POSITIONS,
        },
        anchors,
        open_holds: open == OpenRaces::GoToOwner,
        settled: SETTLED.with(|spare| std::mem::take(&mut *spare.borrow_mut())),
        hashes: vec![0],
        recall,
        ran_out: 0,
        recalled: 0,
    };
    race.settled.clear();
    let holds = if owner_to_move {
        race.owner_holds(0, RACE_PLIES)
    } else {
        race.enemy_stuck(0, RACE_PLIES)
    };
    // the boards and the map are lent to the next race of this thread
    RACE_BOARDS.with(|spare| *spare.borrow_mut() = std::mem::take(&mut race.boards));
    SETTLED.with(|spare| *spare.borrow_mut() = std::mem::take(&mut race.settled));
    RaceEnd {
        holds,
        left: race.left,
        recalled: race.recalled,
        ran_out: race.ran_out > 0,
    }
}

thread_local! {
    /// The boards of the last race of this thread, one per depth, lent to the next.
    static RACE_BOARDS: RefCell<Vec<PlayoutBoard>> = const { RefCell::new(Vec::new()) };
    /// The map of settled positions of the last race of this thread, lent to the next.
    static SETTLED: RefCell<Settled> =
        RefCell::new(Settled::with_capacity(SETTLED_KEPT));
}

/// True when an enemy block beside the block at `stone` could hold a seki with it: two stones
/// or more, or a liberty outside the block's. A lone enemy stone whose every liberty is the
/// block's lies inside the block's space: the fate of the stones around it, not a seki,
/// decides it.
fn has_seki_partner(board: &PlayoutBoard, stone: usize) -> bool {
    let liberties = board.liberties_upto(stone, usize::MAX);
    board.enemy_blocks_beside(stone).into_iter().any(|e| {
        board.size[e] >= 2
            || board
                .liberties_upto(e, usize::MAX)
                .into_iter()
                .any(|l| !liberties.contains(&l))
    })
}

/// True when an enemy block beside the block at `stone` has two liberties, both the block's,
/// and touches, itself or by its liberties, no stone of the block's colour but the block's:
/// the enemy cannot fill either (its block would be left in atari, and no capture of the
/// owner's frees it) where the owner's capture of it would leave no dead shape (a throw-in of
/// up to [`SACRIFICE`] stones, [`PlayoutBoard::is_dead_shape`]: such a block goes to the
/// search), and the block cannot be taken while both are empty. It holds
/// whoever moves first and whatever the enemy fills elsewhere: a seki, read without the
/// search (kgs6d `2001-05-18-5`: Black's 37 stones J19 ... L10, no eye, share K19 and N18 with
/// White's L19-L18-M18 inside them and five more liberties with White's living groups; the
/// race, reading every order of the five fills, ran out of positions and the seki, GNU Go
/// 3.8's and the record's, was lost).
fn has_partner_left_unfillable(board: &PlayoutBoard, stone: usize) -> bool {
    let color = board.color[stone];
    let head = board.block_head(stone);
    let of_the_block = |n: usize| board.color[n] == color && board.block_head(n) == head;
    let only_the_block = |p: usize| {
        board
            .neighbours(p)
            .into_iter()
            .all(|n| board.color[n] != color || board.block_head(n) == head)
    };
    board.enemy_blocks_beside(stone).into_iter().any(|e| {
        let shared = board.liberties_upto(e, 3);
        shared.len() == 2
            && shared
                .iter()
                .all(|&l| board.neighbours(l).into_iter().any(of_the_block))
            && board.stones_of(e).all(only_the_block)
            && shared.iter().all(|&l| only_the_block(l))
            && shared.iter().all(|&l| {
                // the points the owner's capture would leave: no dead shape (this test does
                // not know the owner's other liberties then)
                let mut left: Vec<usize> = board.stones_of(e).collect();
                left.push(l);
                left.len() > SACRIFICE || !board.is_dead_shape(&left)
            })
    })
}

/// True when a stone of the block's colour beside its liberties is judged dead.
fn dead_stone_near(board: &PlayoutBoard, stone: usize, anchors: Anchors) -> bool {
    let color = board.color[stone];
    board
        .liberties_upto(stone, usize::MAX)
        .into_iter()
        .any(|l| {
            board
                .neighbours(l)
                .into_iter()
                .any(|n| board.color[n] == color && anchors.is_dead(n))
        })
}

/// The board with every block of the block's colour that holds a stone judged dead taken by
/// the enemy, its points filled with the enemy's stones (no ko, nothing taken by a last
/// move), and the standings there (the enemy's new stones open: no anchor, not dead; the
/// others as `anchors` marks them): a seki test reads the race so when such a stone stands
/// beside the block's liberties ([`dead_stone_near`]). The enemy holds those points as if
/// it had captured the stones and closed its space, without spending a move: it may fill a
/// liberty of the block beside them as beside any of its stones. The points touched no
/// living block of the owner's (a block of its colour beside them was the dead block
/// itself): the owner gains nothing, and a seki that holds so holds when the enemy must take
/// them first. kgs6d `2003-07-06-5`: White's R12 group and Black's T10 share T11 and S8, and
/// White's dead P9-P8 stand inside Black's wall beside R12's liberties Q9 and Q8; proved
/// dead under seed 14, they made the test refuse the race, and R12 died (B+1.5, where every
/// other seed counts the seki, W+44.5; `RE` W+46.5). Taking only the dead stones beside the
/// liberties (their points left empty, or filled), with the owner's other dead stones
/// standing, found a seki in GNU Go's `reading41` under 6 of 16 seeds for Black's left-side
/// group, whose liberties A16 and D11 only dead Black stones guard (`RE` W+170.5, every
/// Black group dead; `tests/judge_seeds.rs`).
fn with_dead_stones_taken(
    board: &PlayoutBoard,
    stone: usize,
    anchors: Anchors,
) -> (PlayoutBoard, Vec<Standing>) {
    let color = board.color[stone];
    let enemy = opponent(color);
    let heads = board.block_heads(
        (0..board.color.len()).filter(|&s| board.color[s] == color && anchors.is_dead(s)),
    );
    let (marks, _) = anchors.parts();
    let mut marks = marks.to_vec();
    let mut taken = board.clone();
    for head in heads {
        let points: Vec<usize> = board.stones_of(head).collect();
        taken.remove_block(head);
        for p in points {
            taken.place(p, enemy);
            marks[p] = Standing::Open;
        }
    }
    taken.ko = None;
    taken.last = None;
    taken.captured.clear();
    (taken, marks)
}

/// Most stones a fill of [`holds_in_race`] may leave in atari as a throw-in whose capture
/// leaves the owner a dead shape (a bulky five, the biggest [`PlayoutBoard::is_nakade`]
/// reads).
const SACRIFICE: usize = 5;

/// Moves a race of [`holds_in_race`] is read to, at most.
const RACE_PLIES: usize = 12;

/// Positions a race of [`holds_in_race`] may read, at most, where an open race is the
/// enemy's (the static call stands: the judge's seki tests). Only a race that proves the
/// block holds answers otherwise than an open one: one settled against the block and one
/// left open both leave the static call, and a race that settles within fewer positions
/// than its budget reads the same with any budget above them. Measured (2026-12-05, 0f35f0d):
/// of kgs6d's 1,502 seki-test races under the default seed and seeds 1-8, the 487 that
/// proved a seki took 443 positions at most (median 17), 347 were left open, and those
/// settled against the block took up to 1,696; in the data sets (`judge_eval`
/// seeds 1-16, the counted games under seeds 0-8), 879 races, one proved a seki (4
/// positions) and 195 were left open. So 1,000, twice the most a seki took; until then
/// 2,000, where every open race (one in four) read twice as many positions for the same
/// answer: the slowest judgements of kgs6d each read one, 2 ms of one core (`2003-10-20-15`,
/// `2003-12-01-8`). At 100 (until 2026-11-29) the races the enemy's strengthening moves
/// widen stayed open where a seki held; `2001-03-27-6`'s 40-stone seki, which took about
/// 1,200 then, is settled before any race now (no seki-test race is read there).
const RACE_POSITIONS: usize = 1_000;

/// Positions a race of [`holds_in_race`] may read, at most, in a proof of death (an open race
/// the owner's: the proof fails there), four times the 100 the seki tests then read. With
/// 100, GNU Go's `saphir-gnugo-3.3.12` under seed 4 left the race of Black's E11 group open
/// (200 settled it), and the group's death, no longer counted on an open race, went
/// unproved; at 400, kgs6d's answers under four seeds are the same as at 1,000 positions and
/// 20 moves, and the judge's time about what it was at 100 (`score` on kgs6d 1.01 with two
/// jobs, one thread 1 to 3% more), where 1,000 and 20 moves cost 6%. The proofs' races give
/// the enemy no strengthening moves: with them, online-go.com 625943's proof of White's B11
/// group (`tests/real_use_six.rs`) ran out of positions, and an open race proves no death.
const PROOF_RACE_POSITIONS: usize = 400;

/// The race of a block short of eyes against the blocks that fill its liberties.
struct Race<'a> {
    /// A board per depth, the position read at depth 0.
    boards: Vec<PlayoutBoard>,
    /// A stone of the block (a block is captured whole, and the race ends there).
    stone: usize,
    color: u8,
    /// Positions left to read.
    left: usize,
    /// The judge's standing of each stone of the position read.
    anchors: Anchors<'a>,
    /// Whether a race the reading cannot settle holds ([`OpenRaces`]).
    open_holds: bool,
    /// The positions this race settled, reached again by another order of its moves.
    settled: Settled,
    /// Per depth, the hash of the board's colours ([`Race::hash_move`]).
    hashes: Vec<u64>,
    /// Whether a position settled before is recalled (always, but in a test).
    recall: bool,
    /// How often the race ran out of positions so far.
    ran_out: usize,
    /// How many positions were recalled.
    recalled: usize,
}

impl Race<'_> {
    /// The board at `depth + 1` made a copy of the one at `depth`, with `p` played by `color`
    /// (the move is legal; a pass is read on the same board, [`Race::enemy_stuck_after_pass`]).
    fn play(&mut self, depth: usize, p: usize, color: u8) {
        copy_down(&mut self.boards, depth + 1);
        self.boards[depth + 1].play(p, color);
        self.hash_move(depth, p, color);
    }

    /// The block's liberties and the enemy blocks beside it on the board at `depth`, one
    /// position of the race spent; or,
    /// where the race ends, whether the block holds: captured, it holds only when its owner
    /// takes back at once a block of the enemy as big that the race put in atari (an exchange,
    /// [`owner_takes_back`]), or when the capturers had no point of their own and the capture
    /// leaves them no life (a seki ended, [`capturers_eyeless`]), unless it leaves them a sure
    /// eye against eyeless blocks with no more liberties ([`capture_leaves_winning_eye`]: one
    /// eye beats no eye); with no move or position left, as [`OpenRaces`] says (the enemy's,
    /// unless the reading is for a clear keep).
    fn read(&mut self, depth: usize, plies: usize) -> Result<(Vec<usize>, Vec<usize>), bool> {
        let board = &self.boards[depth];
        if board.color[self.stone] != self.color {
            let taken: Vec<usize> = board.captured.iter().map(|&s| s as usize).collect();
            let exchange = owner_takes_back(board, &self.boards[0], self.color, taken.len());
            // a capture by blocks with no point of their own that leaves them no life ends a
            // seki, not the block (a bulky five taken)
            let seki_ended = capturers_eyeless(board, &taken, self.color, self.anchors)
                && !capturers_live(board, &taken, self.color, self.anchors)
                && !capture_leaves_winning_eye(board, &taken, self.color);
            return Err(exchange || seki_ended);
        }
        if plies == 0 || self.left == 0 {
            self.ran_out += usize::from(plies > 0);
            return Err(self.open_holds);
        }
        self.left -= 1;
        Ok(board.liberties_and_enemies(self.stone))
    }

    /// The owner to move at `depth`: true when some move (or a pass) leaves the enemy stuck
    /// ([`Race::enemy_stuck`]) within the next `plies`.
    fn owner_holds(&mut self, depth: usize, plies: usize) -> bool {
        self.settle(depth, plies, true, Race::owner_holds_read)
    }

    fn owner_holds_read(&mut self, depth: usize, plies: usize) -> bool {
        let (liberties, beside) = match self.read(depth, plies) {
            Ok(read) => read,
            Err(holds) => return holds,
        };
        let moves = owner_moves(&self.boards[depth], self.stone, &liberties, beside);
        // a pass first, then the moves
        self.enemy_stuck_after_pass(depth, plies - 1)
            || moves.into_iter().any(|m| {
                self.play(depth, m, self.color);
                self.enemy_stuck(depth + 1, plies - 1)
            })
    }

    /// [`Race::enemy_stuck`] after the owner's pass at `depth`, read on the same board: a pass
    /// changes only the ko, the last move and the stones it took, which are put back after
    /// (no copy of the board; the boards below are copies of this one as it stands then).
    fn enemy_stuck_after_pass(&mut self, depth: usize, plies: usize) -> bool {
        let board = &mut self.boards[depth];
        let (ko, last) = (board.ko, board.last);
        let captured = std::mem::take(&mut board.captured);
        board.pass();
        let stuck = self.enemy_stuck(depth, plies);
        let board = &mut self.boards[depth];
        (board.ko, board.last, board.captured) = (ko, last, captured);
        stuck
    }

    /// The enemy to move at `depth`: true when it has no fill of the block's liberties, or
    /// every fill leaves the owner a move that holds ([`Race::owner_holds`]).
    fn enemy_stuck(&mut self, depth: usize, plies: usize) -> bool {
        self.settle(depth, plies, false, Race::enemy_stuck_read)
    }

    fn enemy_stuck_read(&mut self, depth: usize, plies: usize) -> bool {
        let (liberties, beside) = match self.read(depth, plies) {
            Ok(read) => read,
            Err(holds) => return holds,
        };
        let board = &self.boards[depth];
        let enemy = opponent(self.color);
        // the owner's last move took stones of the enemy's beside the block (a filler): the
        // race is over when the owner lives by the capture (a big space, or an anchor beside
        // it); a capture elsewhere (dead stones in atari) changes nothing here
        let taken: Vec<usize> = board.captured.iter().map(|&s| s as usize).collect();
        if taken.iter().any(|t| liberties.contains(t))
            && capturers_live(board, &taken, enemy, self.anchors)
        {
            return true;
        }
        // the enemy blocks beside the block, and whether each races it (shares a liberty
        // with it)
        let fillers: Vec<(usize, bool)> = beside
            .iter()
            .map(|&e| (e, board.has_liberty_among(e, &liberties)))
            .collect();
        // the points of the space the owner's capture beside the block just left that are no
        // liberty of the block: the vital point of a shape taken may be one (GNU Go's
        // `nicklas2`: the middle of a pyramid four in the corner), and the enemy plays there
        let inside: Vec<usize> = if taken.iter().any(|t| liberties.contains(t)) {
            taken
                .iter()
                .copied()
                .filter(|t| !liberties.contains(t))
                .collect()
        } else {
            Vec::new()
        };
        let group = liberties;
        let head = board.block_head(self.stone);
        let mut liberties = with_partners_liberties(board, head, &group);
        liberties.extend(inside);
        // and the captures of the owner's stones in atari beside them (a press or a throw-in
        // the enemy takes: without them, GNU Go's `coco` under seed 26 held White's S19-S18
        // by a press at Q19 left in atari): stones the owner played in the race, or any
        // beside a block that races the block. Not stones in atari from the start beside a
        // block that does not race it (a dead stone): taking one is a move outside the race,
        // which the owner answers by passing, and such captures read in every order spent
        // the race's positions (kgs6d `2002-02-01-5` under seed 2: three of them beside
        // White's L8 group, in seki with one eye each, ran the race out, and the seki was
        // "proved" dead)
        let start = &self.boards[0];
        // (the owner's blocks in atari are few: a filler that one of them touches at most is
        // not walked for them)
        let in_atari = board.blocks_in_atari(self.color);
        for (e, races) in fillers {
            let touching: Vec<usize> = in_atari
                .iter()
                .copied()
                .filter(|&o| board.block_touches_block(o, e))
                .collect();
            let beside_filler = if touching.len() <= 1 {
                touching
            } else {
                board.enemy_blocks_beside(e)
            };
            for o in beside_filler {
                let Some(p) = board.atari_point(o) else {
                    continue;
                };
                let pressed = races || board.stones_of(o).any(|s| start.color[s] != self.color);
                if pressed && !liberties.contains(&p) {
                    liberties.push(p);
                }
            }
        }
        // a lone stone inside the block's space may be taken: that costs the owner a move
        // and gives back the one point; so may a throw-in of several stones that leaves a dead
        // shape for the owner to take (a nakade, `nakade.rs`): the enemy then kills the space
        // at its vital point (kgs6d `2003-08-26-22`: White's B17 beside its A18-A17 in
        // Black's corner, Black takes three and is left a bent three)
        let mut moves: Vec<usize> = liberties
            .iter()
            .copied()
            .filter(|&l| {
                board.effect(l, enemy).is_some_and(|e| {
                    e.captures
                        || e.liberties >= 2
                        || e.stones == 1
                        || board.is_nakade(l, enemy, SACRIFICE)
                })
            })
            .collect();
        // in a seki test, the enemy's moves that strengthen its blocks too: a seki is one the
        // enemy cannot break with them either
        if !self.open_holds {
            for m in strengthening_moves(board, self.stone, &group, &beside, &liberties) {
                push_once(&mut moves, m);
            }
        }
        moves.into_iter().all(|l| {
            self.play(depth, l, enemy);
            self.owner_holds(depth + 1, plies - 1)
        })
    }
}

mod moves;
mod races_read;
mod settled;

#[cfg(test)]
mod tests;
