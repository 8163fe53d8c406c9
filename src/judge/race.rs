//! Capturing races read out move by move: does the enemy capture a block that is short of
//! liberties when its owner moves first, and when the enemy moves first?
//!
//! The playouts call a race between two weak blocks even when one side wins it whoever moves
//! first: a random move elsewhere is as likely as the move that counts. Reading settles it. The
//! moves read are the liberties of the block and of the enemy blocks touching it that are short
//! of liberties themselves (filling, extending, capturing); the block's owner may also pass,
//! which keeps a seki. A block with [`ESCAPED`] liberties has got out. The search deepens two
//! moves at a time, so a short win is found before the budget goes into long lines, and a line
//! that needs a ko capture is left undecided (who wins a ko depends on threats elsewhere). On the
//! last level of a depth, a move that takes nothing is not played: its line ends unknown.

use std::cell::RefCell;

use super::light_board::{
    empty_neighbour_slots, neighbour_stone_slots, opponent, PlayoutBoard, BLACK, EMPTY, WHITE,
};
use super::memo::{BlockKey, Memo, Read};
use super::search::{any_of_known, Line, Readings, Search};
use super::verify::takes_back;

/// Liberties at which a block has got out of a race.
const ESCAPED: usize = 5;

/// A race is read only for a block with fewer liberties than this: longer races rarely end
/// within the budget.
pub(super) const SHORT_OF_LIBERTIES: usize = 3;

/// The racing enemy block may have up to four liberties: a block with an eye and several
/// outside liberties still races a block of two (GNU Go's evand game).
const ATTACKER_LIBERTIES: usize = SHORT_OF_LIBERTIES + 2;

/// Most positions one race may visit; past it the answer is unknown.
const NODE_BUDGET: usize = 100;

/// Most positions all the races of one judgement may visit (a few milliseconds of work).
const TOTAL_BUDGET: usize = 2_000;

/// Deepest line read.
const MAX_DEPTH: usize = 24;

/// What reading a block's race found, for one player moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// The enemy captures the block.
    Captured,
    /// It gets out, captures the attacker or holds a seki.
    Safe,
    /// The reading ran out of budget or depth.
    Unknown,
    /// The reading met a ko capture it could not do without: who wins depends on ko threats
    /// elsewhere.
    Ko,
}

/// A capturing race read both ways: with the block's owner moving first, and with the enemy
/// moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Race {
    pub owner_first: Outcome,
    pub enemy_first: Outcome,
    /// The block's liberties and the fewest of the racing enemy blocks' (at the start).
    pub liberties: (usize, usize),
    /// The first stone of the racing enemy block with the fewest liberties.
    pub attacker: usize,
}

/// True when the block at `stone` is in a capturing race: it has fewer than
/// [`SHORT_OF_LIBERTIES`] liberties and so has an enemy block beside it that may take part
/// (`in_race`, by its first stone). Returns that enemy block (the one with the fewest
/// liberties) and the two liberty counts.
fn racing(
    board: &PlayoutBoard,
    stone: usize,
    in_race: impl Fn(usize) -> bool,
) -> Option<(usize, usize, usize)> {
    let color = board.color[stone];
    if color != BLACK && color != WHITE {
        return None;
    }
    let own = board.liberty_count(stone, SHORT_OF_LIBERTIES);
    if own >= SHORT_OF_LIBERTIES {
        return None;
    }
    board
        .enemy_blocks_beside(stone)
        .into_iter()
        .filter(|&h| in_race(h))
        .map(|h| (board.liberty_count(h, ATTACKER_LIBERTIES), h))
        .filter(|&(libs, _)| libs < ATTACKER_LIBERTIES)
        .min()
        .map(|(libs, h)| (h, own, libs))
}

/// Reads the race of the block at `stone` with its owner moving first and (`enemy_first`) with
/// the enemy moving first, or `None` when it is in no race (see [`racing`]). The positions
/// visited are taken from `reading`'s budget; when it runs out, what is left unread is
/// [`Outcome::Unknown`], and so is the enemy-first reading when not asked for.
pub(super) fn read_race(
    board: &PlayoutBoard,
    stone: usize,
    in_race: impl Fn(usize) -> bool,
    enemy_first: bool,
    reading: &mut Reading,
) -> Option<Race> {
    let (attacker, own, theirs) = racing(board, stone, in_race)?;
    let owner_first = reading.read(board, stone, false);
    let enemy_first = if enemy_first {
        reading.read(board, stone, true)
    } else {
        Outcome::Unknown
    };
    Some(Race {
        owner_first,
        enemy_first,
        liberties: (own, theirs),
        attacker,
    })
}

/// The races of one judgement: the positions left to visit, and a board per depth reused from
/// reading to reading.
pub(super) struct Reading {
    readings: Readings,
}

impl Reading {
    pub(super) fn new() -> Reading {
        Reading::with_budget(TOTAL_BUDGET)
    }

    /// Readings of at most `total` positions in all.
    fn with_budget(total: usize) -> Reading {
        Reading {
            readings: Readings::new(total),
        }
    }

    /// True when the budget ran out: some reading may have stopped short.
    pub(super) fn exhausted(&self) -> bool {
        self.readings.exhausted()
    }

    /// Whether the block at `stone` is captured with its owner (or, `enemy_first`, the enemy)
    /// moving first, read by iterative deepening (a short win is found before the budget goes
    /// into long lines); the reading made before in this judgement when there is one
    /// ([`Readings::kept_or_read`]).
    fn read(&mut self, board: &PlayoutBoard, stone: usize, enemy_first: bool) -> Outcome {
        let key = BlockKey::of(board, stone, enemy_first);
        self.readings
            .kept_or_read(&CAPTURES_READ, key, NODE_BUDGET, |readings| {
                read_afresh(readings, board, stone, enemy_first)
            })
    }
}

thread_local! {
    /// The races this thread read in the judgement under way (see
    /// [`Readings::kept_or_read`]).
    static CAPTURES_READ: RefCell<Memo<BlockKey, Read<Outcome>>> =
        RefCell::new(Memo::new(CAPTURES_KEPT));
}

/// Race readings a thread keeps, at most (then it forgets them all and starts again).
const CAPTURES_KEPT: usize = 256;

/// Forgets the races this thread read (at the start of a judgement).
pub(super) fn forget_readings() {
    CAPTURES_READ.with_borrow_mut(Memo::forget);
}

/// [`Reading::read`] read out of `readings`: the outcome, and the positions read.
fn read_afresh(
    readings: &mut Readings,
    board: &PlayoutBoard,
    stone: usize,
    enemy_first: bool,
) -> (Outcome, usize) {
    let mut reader = Reader {
        search: readings.search(board, NODE_BUDGET),
        stone,
        color: board.color[stone],
        max_depth: 0,
        ko_met: false,
    };
    let mut captured = None;
    for max_depth in (2..=MAX_DEPTH).step_by(2) {
        reader.max_depth = max_depth;
        captured = reader.captures(0, enemy_first);
        if captured.is_some() || reader.search.spent() {
            break;
        }
    }
    let spent = reader.search.spent();
    let read = readings.finish(reader.search);
    let outcome = match captured {
        Some(true) => Outcome::Captured,
        Some(false) => Outcome::Safe,
        None if reader.ko_met && !spent => Outcome::Ko,
        None => Outcome::Unknown,
    };
    (outcome, read)
}

/// One race being read: a board per depth (reused from line to line), the nodes left, and the
/// block whose fate is read.
struct Reader {
    search: Search,
    stone: usize,
    color: u8,
    /// Deepest line read in this iteration.
    max_depth: usize,
    /// A line was left undecided at a ko capture.
    ko_met: bool,
}

impl Reader {
    /// Whether the enemy captures the block on the board at `depth`: `Some(true)` it does
    /// whatever the owner plays, `Some(false)` it cannot, `None` unknown (budget or depth spent).
    fn captures(&mut self, depth: usize, enemy_to_move: bool) -> Option<bool> {
        let board = &self.search.boards[depth];
        if board.color[self.stone] != self.color {
            // taken, unless its owner takes back at once a capturer (an enemy block beside the
            // stones taken) as big, which the race put in atari: an exchange, not a capture.
            // A block in atari elsewhere is a fight of its own (a double atari wins it, not
            // this race)
            let root = &self.search.boards[0];
            let taken = board.captured.len();
            let exchange = board.captured.iter().any(|&c| {
                board
                    .neighbours(c as usize)
                    .iter()
                    .any(|&n| takes_back(board, root, self.color, taken, n))
            });
            return Some(!exchange);
        }
        // (the block's kept count first: its liberties are listed only for a node read)
        if board.liberty_count(self.stone, ESCAPED) >= ESCAPED {
            return Some(false);
        }
        if depth >= self.max_depth {
            return None;
        }
        self.search.spend()?;
        let board = &self.search.boards[depth];
        let mover = if enemy_to_move {
            opponent(self.color)
        } else {
            self.color
        };
        // the enemy fills the block's liberties, or saves a block of its own in atari; the
        // owner extends, or fills the liberties of an enemy block short of them
        let mut moves = board.liberties_upto(self.stone, ESCAPED);
        let wanted = if enemy_to_move {
            1
        } else {
            SHORT_OF_LIBERTIES - 1
        };
        for h in board.enemy_blocks_beside(self.stone) {
            if board.liberty_count(h, SHORT_OF_LIBERTIES) > wanted {
                continue;
            }
            for l in board.liberties_upto(h, SHORT_OF_LIBERTIES) {
                if !moves.contains(&l) {
                    moves.push(l);
                }
            }
        }
        // the owner may also pass, last: a seki is kept by not moving
        let options = moves
            .into_iter()
            .map(Some)
            .chain((!enemy_to_move).then_some(None));
        // the mover's goal: the capture for the enemy, the block's escape for the owner; on
        // the last level, a move that takes nothing ends its line unknown, unplayed
        // ([`ends_unknown`])
        let last_level = depth + 1 >= self.max_depth;
        let owner = self.color;
        let known = |board: &PlayoutBoard, m: Option<usize>| {
            (last_level && ends_unknown(board, m, mover, owner)).then_some(None)
        };
        let reached = any_of_known(self, depth, mover, options, known, |r| {
            if r.search.boards[depth + 1].ko.is_some() {
                // a ko capture: who wins it depends on threats elsewhere, not read here
                r.ko_met = true;
                return None;
            }
            let captured = r.captures(depth + 1, !enemy_to_move)?;
            Some(captured == enemy_to_move)
        });
        reached.map(|reached| reached == enemy_to_move)
    }
}

/// True when `m`, played by `mover` on `board`, is legal, takes no stone and leaves the
/// reading's block (of colour `owner`) standing with fewer than [`ESCAPED`] liberties, no ko
/// made: on the last level of a reading's depth, its line then ends unknown, and this is read
/// without the move played (a board copied and a move played for half the positions a race
/// visits). A pass takes nothing (the block keeps the liberties of `board`, fewer than
/// [`ESCAPED`]: its node was read on). A move of the enemy that takes nothing takes
/// liberties only; one of the owner's joins blocks whose liberties, the point's own empty
/// neighbours added, are counted as if none were shared (at least the new block's).
fn ends_unknown(board: &PlayoutBoard, m: Option<usize>, mover: u8, owner: u8) -> bool {
    let Some(p) = m else {
        return true;
    };
    if board.color[p] != EMPTY {
        return false;
    }
    match board.effect(p, mover) {
        Some(e) if !e.captures => {
            mover != owner || joined_liberties_at_most(board, p, owner) < ESCAPED
        }
        _ => false,
    }
}

/// At most how many liberties the block made by a stone of `c` on the empty point `p` has: its
/// empty neighbours and the liberties of the blocks it joins but `p`, as if none were shared.
fn joined_liberties_at_most(board: &PlayoutBoard, p: usize, c: u8) -> usize {
    let code = board.around[p];
    let owns = neighbour_stone_slots(code, c);
    let (heads, first) = board.blocks_beside(p);
    let joined = (0..4).filter(|&i| first[i] && (owns >> (2 * i)) & 1 != 0);
    let others: usize = joined.map(|i| board.libs[heads[i]] as usize - 1).sum();
    empty_neighbour_slots(code).count_ones() as usize + others
}

impl Line for Reader {
    fn search(&mut self) -> &mut Search {
        &mut self.search
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The race of the block at column `col`, row `row` (top row 0) of a diagram: whether it is
    /// captured with its owner moving first, and with the enemy moving first.
    fn race_at(rows: &[&str], col: usize, row: usize) -> Option<(Outcome, Outcome)> {
        let board = PlayoutBoard::from_rows(rows);
        let p = board.at(col, row);
        read_race(&board, p, |_| true, true, &mut Reading::new())
            .map(|r| (r.owner_first, r.enemy_first))
    }

    use crate::judge::search::apart::{read_after, read_apart};
    use Outcome::{Captured, Safe};

    /// GNU Go's filllib19.sgf, final position, Black to move (only White passed).
    const FILLLIB19: [&str; 9] = [
        ".x.xoooxx", //
        "xxxxxoxx.", //
        "oooooox.x", //
        "xxo.oooxx", //
        ".xxxxoooo", //
        "xoxoxxoo.", //
        ".oooxooxo", //
        "o.oxxoxxo", //
        ".xx.xox..",
    ];

    #[test]
    fn one_eye_against_two_outside_liberties_loses_whoever_moves_first() {
        // Black's B1-A2-B2 has one liberty, its eye A1; White's ring C1-A3 has two, D1 and A4.
        // White to move takes the eye at once. Black to move can fill only one of White's
        // liberties (A1 is suicide for Black), and White then takes the eye with a capture.
        let rows = [
            ".xo.x.", //
            "xxoxx.", //
            "oooxx.", //
            ".xxx..", //
            "xx....",
        ];
        assert_eq!(race_at(&rows, 1, 0), Some((Captured, Captured)));
    }

    #[test]
    fn a_race_of_one_liberty_each_goes_to_the_owner_moving_first() {
        // The same, with A4 filled: White's ring has D1 only. Black to move captures the ring
        // at D1 and gets out (White to move would take the eye at A1: not a lost race).
        let rows = [
            ".xo.x.", //
            "xxoxx.", //
            "oooxx.", //
            "xxxx..", //
            "xx....",
        ];
        assert_eq!(race_at(&rows, 1, 0), Some((Safe, Captured)));
    }

    #[test]
    fn a_seki_is_kept_by_passing() {
        // Black's A1-A2 and White's ring C1-C3 share B1 and B2 and have nothing else: whoever
        // fills one is captured by the other. Black passes and keeps it.
        let rows = [
            "x.ox..", //
            "x.ox..", //
            "ooox..", //
            "xxxx..", //
            "......",
        ];
        assert_eq!(race_at(&rows, 0, 0), Some((Safe, Safe)));
    }

    #[test]
    fn a_block_with_three_liberties_or_no_weak_neighbour_is_in_no_race() {
        // two black stones with six liberties, beside no white stone
        let rows = [
            "......", //
            ".xx...", //
            "...o..", //
            "....o.", //
        ];
        assert_eq!(race_at(&rows, 1, 1), None);
        // the black stone in atari in the corner touches only White's block of five liberties
        let rows = [
            "xooo..", //
            "oo....", //
            "o.....", //
        ];
        assert_eq!(race_at(&rows, 0, 0), None);
    }

    #[test]
    fn filllib19_goes_to_black_moving_first() {
        // FILLLIB19: White's B4-B3-C3-D3-D4-C2 has two liberties, A3 and B2; Black's A4 has
        // two, A3 and A5. Black B2 takes the race: White A3 leaves A1 its last liberty, and
        // Black A1 captures.
        let (_, black_first) = race_at(&FILLLIB19, 1, 6).expect("in a race");
        assert_eq!(black_first, Captured);
    }

    #[test]
    fn a_capture_the_owner_answers_by_taking_back_three_stones_is_no_win() {
        // KGS2003/2003-11-05-9's lower left corner (W+1.5, GNU Go: alive whoever moves
        // first). White's lone A2 has two liberties, A1 and B2, beside Black's wall of two.
        // Black B2 puts it in atari, White C1 puts Black's B1-B2 in atari, and Black's A1
        // takes A2 only to be taken at A2 with three stones: an exchange, and White's corner
        // then has an eye at A1-B1-B2 beside D1-D2. Black A1 first fares no better: White B2
        // connects, and Black's A1-B1 is taken at C1.
        let rows = [
            "x.xxxxx", //
            "xxxxx.x", //
            "xxxxoxx", //
            "xooooxx", //
            "o.o.oxx", //
            ".x..oxx",
        ];
        assert_eq!(race_at(&rows, 0, 4), Some((Safe, Safe)));
    }

    #[test]
    fn a_capture_that_is_a_ko_is_reported_not_decided() {
        // Black's C4 has one liberty, D4. White D4 captures it but stands in atari at C4 at
        // once: a ko, whose winner depends on threats elsewhere. Black to move connects at D4
        // and has six liberties.
        let rows = [
            ".oox...", //
            ".ox.xx.", //
            "..ox...", //
            ".......", //
            ".......",
        ];
        assert_eq!(race_at(&rows, 2, 1), Some((Safe, Outcome::Ko)));
    }

    #[test]
    fn a_move_on_the_last_level_that_takes_nothing_ends_its_line_unplayed() {
        // Black's A1-B1 has three liberties (A2, B2, C1); White's D1 is in atari at C1
        let rows = [
            "......", //
            "...x..", //
            "xx.ox.",
        ];
        let board = PlayoutBoard::from_rows(&rows);
        let ends = |col: usize, row: usize, mover: u8| {
            ends_unknown(&board, Some(board.at(col, row)), mover, BLACK)
        };
        // a pass, and White's C1 (beside its own D1, taking nothing)
        assert!(ends_unknown(&board, None, WHITE, BLACK));
        assert!(ends(2, 2, WHITE));
        // Black's A2: A1-B1-A2 has A3, B2 and C1, four at most counted
        assert!(ends(0, 1, BLACK));
        // played: Black's C1 takes D1; Black's B2 may reach five (A2, B3, C2, and the two the
        // block has besides B2, counted as if none were shared: four in fact)
        assert!(!ends(2, 2, BLACK));
        assert!(!ends(1, 1, BLACK));
        // White's B1 takes Black's A1, whose last liberty it is
        let rows = [
            "....", //
            "o...", //
            "x.o.",
        ];
        let board = PlayoutBoard::from_rows(&rows);
        assert!(!ends_unknown(&board, Some(board.at(1, 2)), WHITE, BLACK));
        assert!(ends_unknown(&board, Some(board.at(3, 2)), WHITE, BLACK));
    }

    #[test]
    fn a_line_ended_unplayed_is_one_the_move_played_leaves_unknown() {
        // on 9x9 boards played 30 to 110 moves from empty by the playouts' policy: for every
        // block short of escaping, both players and every empty point, a move said to end its
        // line unknown is legal, and played it leaves the block standing with fewer than
        // ESCAPED liberties and no ko
        use crate::judge::playout::Rng;
        let (mut ended, mut played) = (0, 0);
        for seed in 0..200u64 {
            let empty = vec![".".repeat(9); 9];
            let rows: Vec<&str> = empty.iter().map(String::as_str).collect();
            let mut board = PlayoutBoard::from_rows(&rows);
            let forbidden = crate::board::points::Points::new(board.color.len());
            board.play_out(
                BLACK,
                &forbidden,
                30 + (seed as usize % 5) * 20,
                &mut Rng::new(seed),
            );
            let len = board.color.len();
            for stone in (0..len).filter(|&p| matches!(board.color[p], BLACK | WHITE)) {
                let owner = board.color[stone];
                if board.block_head(stone) != stone
                    || board.liberty_count(stone, ESCAPED) >= ESCAPED
                {
                    continue;
                }
                for (p, mover) in (0..len)
                    .filter(|&p| board.color[p] == EMPTY)
                    .flat_map(|p| [(p, BLACK), (p, WHITE)])
                {
                    if !ends_unknown(&board, Some(p), mover, owner) {
                        played += 1;
                        continue;
                    }
                    ended += 1;
                    assert!(board.is_legal(p, mover), "seed {seed}, {p}");
                    let mut after = board.clone();
                    after.play(p, mover);
                    assert_eq!(after.color[stone], owner, "seed {seed}, {p}");
                    assert!(
                        after.liberty_count(stone, ESCAPED) < ESCAPED,
                        "seed {seed}, {p}"
                    );
                    assert_eq!(after.ko, None, "seed {seed}, {p}");
                }
            }
        }
        assert!(
            ended > played && played > 0,
            "{ended} ended, {played} played"
        );
    }

    #[test]
    fn a_race_read_again_answers_as_a_fresh_reading_with_any_budget() {
        // FILLLIB19, Black moving first: read once with the whole budget, then again
        // with budgets from one position up on the same thread, each answer and the positions
        // left as a thread that never read it gives
        let board = PlayoutBoard::from_rows(&FILLLIB19);
        let read = |total: usize| {
            let mut reading = Reading::with_budget(total);
            let outcome = reading.read(&board, board.at(1, 6), true);
            (outcome, reading.readings.left())
        };
        let (whole, left) = read_apart(&read, TOTAL_BUDGET);
        assert_eq!(whole, Captured);
        let positions = TOTAL_BUDGET - left;
        let budgets = [1, 2, positions - 1, positions, positions + 1, 2 * positions];
        let fresh: Vec<_> = budgets.iter().map(|&b| read_apart(&read, b)).collect();
        assert_eq!(read_after(&read, TOTAL_BUDGET, &budgets), fresh);
        // a budget that runs out settles nothing; one position more than the reading took does
        assert_eq!(fresh[0].0, Outcome::Unknown);
        assert_eq!(fresh[4].0, whole);
    }
}
