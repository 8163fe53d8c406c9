//! The race of filling a group's liberties (issue 60): a group the static tests call short of
//! eyes (one eye at most, an enemy beside it with more liberties) may still live in a seki,
//! when the enemy cannot fill the liberties it shares with the group without being taken
//! first: one eye each on shared liberties, the owner pressing the filler on its outside
//! liberties (an approach, a throw-in). The race is read as a small search; a group holds
//! only where the enemy is left with no fill. A race the search cannot settle is the
//! enemy's (the static call stands), but for a proof of a clear keep's death, where it is the
//! owner's ([`OpenRaces`]).

use super::anchors::{Anchors, Standing};
use super::attacker_lives::{capturers_eyeless, capturers_live, owner_takes_back};
use super::memo::{Memo, PositionKey};
use crate::judge::light_board::{boards_from, copy_down, opponent, PlayoutBoard, EMPTY};
use std::cell::RefCell;

/// How many liberties more than the group a block filling its liberties may have and still be
/// pressed in the race read by [`holds_in_race`].
const RACE_MARGIN: usize = 1;

/// True when the block at `stone` holds in the race of filling its liberties
/// ([`Race`]), its owner to move when `owner_to_move`: whatever the enemy fills, the owner has
/// an answer (a pass, a capture, a move that joins two of its blocks, or a press of a filling
/// block or one beside the block on a liberty outside the group's, throw-ins included) that
/// leaves the enemy, before the block is captured, with no liberty of it to fill: no fill may
/// leave its block in atari (the owner would take it first) but a capture or a lone stone
/// inside the block's space. The owner's capture of a filler it lives by ends the race for
/// the owner; the enemy's capture of the block ends it for the enemy unless it is an exchange
/// or ends a seki ([`Race::read`]). Within [`RACE_PLIES`] moves and [`RACE_POSITIONS`]
/// positions; a race still open there is the enemy's.
///
/// Not read (false) where a stone of the owner beside the block's liberties is judged dead
/// (`anchors`): the race would count on it, and its capture is the enemy's move to come; nor
/// against a lone enemy stone inside the block's space ([`has_seki_partner`]). Neither guard
/// changes an answer on the data sets (kgs6d, `tests/judge_seeds.rs`): they keep the race to
/// what it reads, two groups that share liberties.
pub(super) fn holds_in_race(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
) -> bool {
    if dead_stone_near(board, stone, anchors) || !has_seki_partner(board, stone) {
        return false;
    }
    let key = RaceKey::of(board, stone, owner_to_move, anchors, open);
    if let Some(holds) = RACES_READ.with(|read| read.borrow().get(&key).copied()) {
        return holds;
    }
    let holds = read_race(board, stone, owner_to_move, anchors, open);
    RACES_READ.with(|read| read.borrow_mut().keep(key, holds));
    holds
}

/// Whose a race is that the reading cannot settle (no move or position left).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(in crate::judge) enum OpenRaces {
    /// The enemy's: the static call (short of eyes) stands, as for a call the playouts made
    /// only just.
    GoToEnemy,
    /// The owner's: the block holds, and no death is proved (for a block the playouts kept
    /// clearly, whose death only a settled reading may prove).
    GoToOwner,
}

/// Forgets every race this thread read (at the start of a judgement).
pub(super) fn forget() {
    RACES_READ.with(|read| read.borrow_mut().forget());
}

/// Races a thread keeps the answer of, at most (then it forgets them all and starts again).
const RACES_KEPT: usize = 512;

thread_local! {
    /// The races this thread read in the judgement under way, and their answers: a proof of
    /// death reaches the same position by several orders of its moves and asks the same race
    /// again (kgs6d: half of the races read, and nine in ten in `2003-08-12-8`, were asked
    /// before in the same judgement). The answer is the first order's reading; the board of
    /// another order holds the same stones but may list a block's liberties in another order,
    /// which changes a race only where it runs out of positions (kgs6d, the judge sets, the
    /// counted games, the archive: no answer changed).
    static RACES_READ: RefCell<Memo<RaceKey, bool>> = RefCell::new(Memo::new(RACES_KEPT));
}

/// All a race of [`holds_in_race`] reads: the position (the stones the last move took among
/// it: the enemy to move first looks at them), the block, who moves first, and the judge's
/// standing of the stones as the line left them.
#[derive(PartialEq, Eq, Hash)]
struct RaceKey {
    position: PositionKey,
    stone: usize,
    owner_to_move: bool,
    marks: Vec<Standing>,
    lost: Vec<usize>,
    open: OpenRaces,
}

impl RaceKey {
    fn of(
        board: &PlayoutBoard,
        stone: usize,
        owner_to_move: bool,
        anchors: Anchors,
        open: OpenRaces,
    ) -> RaceKey {
        let (marks, lost) = anchors.parts();
        let mut lost = lost.to_vec();
        lost.sort_unstable();
        RaceKey {
            position: PositionKey::of(board),
            stone,
            owner_to_move,
            marks: marks.to_vec(),
            lost,
            open,
        }
    }
}

/// [`holds_in_race`] read out (its guards passed).
fn read_race(
    board: &PlayoutBoard,
    stone: usize,
    owner_to_move: bool,
    anchors: Anchors,
    open: OpenRaces,
) -> bool {
    let boards = RACE_BOARDS.with(|spare| boards_from(&mut spare.borrow_mut(), board));
    let mut race = Race {
        boards,
        stone,
        color: board.color[stone],
        left: RACE_POSITIONS,
        anchors,
        open_holds: open == OpenRaces::GoToOwner,
    };
    let holds = if owner_to_move {
        race.owner_holds(0, RACE_PLIES)
    } else {
        race.enemy_stuck(0, RACE_PLIES)
    };
    // the boards are lent to the next race of this thread
    RACE_BOARDS.with(|spare| *spare.borrow_mut() = std::mem::take(&mut race.boards));
    holds
}

thread_local! {
    /// The boards of the last race of this thread, one per depth, lent to the next.
    static RACE_BOARDS: RefCell<Vec<PlayoutBoard>> = const { RefCell::new(Vec::new()) };
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

/// Moves a race of [`holds_in_race`] is read to, at most.
const RACE_PLIES: usize = 12;

/// Positions a race of [`holds_in_race`] may read, at most.
const RACE_POSITIONS: usize = 100;

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
}

impl Race<'_> {
    /// The board at `depth + 1` made a copy of the one at `depth`, with `m` played by `color`
    /// (`None`: a pass; the move is legal).
    fn play(&mut self, depth: usize, m: Option<usize>, color: u8) {
        copy_down(&mut self.boards, depth + 1);
        match m {
            Some(p) => self.boards[depth + 1].play(p, color),
            None => self.boards[depth + 1].pass(),
        }
    }

    /// The block's liberties on the board at `depth`, one position of the race spent; or,
    /// where the race ends, whether the block holds: captured, it holds only when its owner
    /// takes back at once a block of the enemy as big that the race put in atari (an exchange,
    /// [`owner_takes_back`]), or when the capturers had no point of their own and the capture
    /// leaves them no life (a seki ended, [`capturers_eyeless`]); with no move or position
    /// left, as [`OpenRaces`] says (the enemy's, unless the reading is for a clear keep).
    fn read(&mut self, depth: usize, plies: usize) -> Result<Vec<usize>, bool> {
        let board = &self.boards[depth];
        if board.color[self.stone] != self.color {
            let taken: Vec<usize> = board.captured.iter().map(|&s| s as usize).collect();
            let exchange = owner_takes_back(board, &self.boards[0], self.color, taken.len());
            // a capture by blocks with no point of their own that leaves them no life ends a
            // seki, not the block (a bulky five taken)
            let seki_ended = capturers_eyeless(board, &taken, self.color, self.anchors)
                && !capturers_live(board, &taken, self.color, self.anchors);
            return Err(exchange || seki_ended);
        }
        if plies == 0 || self.left == 0 {
            return Err(self.open_holds);
        }
        self.left -= 1;
        Ok(board.liberties_upto(self.stone, usize::MAX))
    }

    /// The owner to move at `depth`: true when some move (or a pass) leaves the enemy stuck
    /// ([`Race::enemy_stuck`]) within the next `plies`.
    fn owner_holds(&mut self, depth: usize, plies: usize) -> bool {
        let liberties = match self.read(depth, plies) {
            Ok(liberties) => liberties,
            Err(holds) => return holds,
        };
        let board = &self.boards[depth];
        let mut moves: Vec<Option<usize>> = vec![None];
        moves.extend(
            owner_moves(board, self.stone, &liberties)
                .into_iter()
                .map(Some),
        );
        moves.into_iter().any(|m| {
            self.play(depth, m, self.color);
            self.enemy_stuck(depth + 1, plies - 1)
        })
    }

    /// The enemy to move at `depth`: true when it has no fill of the block's liberties, or
    /// every fill leaves the owner a move that holds ([`Race::owner_holds`]).
    fn enemy_stuck(&mut self, depth: usize, plies: usize) -> bool {
        let liberties = match self.read(depth, plies) {
            Ok(liberties) => liberties,
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
        let fillers: Vec<(usize, bool)> = board
            .enemy_blocks_beside(self.stone)
            .into_iter()
            .map(|e| {
                let races = board
                    .liberties_upto(e, usize::MAX)
                    .iter()
                    .any(|l| liberties.contains(l));
                (e, races)
            })
            .collect();
        let mut liberties = with_partners_liberties(board, self.color, liberties);
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
        for (e, races) in fillers {
            for o in board.enemy_blocks_beside(e) {
                let pressed = races || board.stones_of(o).any(|s| start.color[s] != self.color);
                if let Some(p) = board.atari_point(o).filter(|_| pressed) {
                    if !liberties.contains(&p) {
                        liberties.push(p);
                    }
                }
            }
        }
        // a lone stone inside the block's space may be taken: that costs the owner a move
        // and gives back the one point
        let fills: Vec<usize> = liberties
            .into_iter()
            .filter(|&l| {
                board
                    .effect(l, enemy)
                    .is_some_and(|e| e.captures || e.liberties >= 2 || e.stones == 1)
            })
            .collect();
        fills.into_iter().all(|l| {
            self.play(depth, Some(l), enemy);
            self.owner_holds(depth + 1, plies - 1)
        })
    }
}

/// `liberties` (the block's), and those of the other blocks of its colour beside them (they
/// hold the block's space shut: the enemy may take them too).
fn with_partners_liberties(board: &PlayoutBoard, color: u8, liberties: Vec<usize>) -> Vec<usize> {
    let mut all = liberties.clone();
    for &l in &liberties {
        for n in board.neighbours(l) {
            if board.color[n] != color {
                continue;
            }
            for x in board.liberties_upto(n, usize::MAX) {
                if !all.contains(&x) {
                    all.push(x);
                }
            }
        }
    }
    all
}

/// The owner's moves in the race (a pass aside): a liberty of its group where its stone
/// captures, or keeps two liberties and joins two of its blocks or reaches an empty point
/// that is no liberty of the group yet (it makes the enemy's own liberty there a shared one:
/// `KGS2002/2002-01-12-7`, where White's J1 beside Black's K1 makes the seki), and every
/// liberty outside the group of a block that fills the group's `liberties` or stands beside
/// the block at `stone` (with no more liberties than the group's and [`RACE_MARGIN`]) where
/// its stone is legal (a throw-in included).
fn owner_moves(board: &PlayoutBoard, stone: usize, liberties: &[usize]) -> Vec<usize> {
    let color = board.color[stone];
    let mut moves: Vec<usize> = liberties
        .iter()
        .copied()
        .filter(|&l| {
            board.effect(l, color).is_some_and(|e| {
                e.captures
                    || (e.liberties >= 2
                        && (joins_blocks(board, l, color) || reaches_out(board, l, liberties)))
            })
        })
        .collect();
    let enemy = opponent(color);
    let mut fillers = board.enemy_blocks_beside(stone);
    for &l in liberties {
        for n in board.neighbours(l) {
            if board.color[n] == enemy && !fillers.contains(&board.block_head(n)) {
                fillers.push(board.block_head(n));
            }
        }
    }
    for f in fillers {
        let own = board.liberties_upto(f, liberties.len() + RACE_MARGIN + 1);
        if own.len() > liberties.len() + RACE_MARGIN {
            continue;
        }
        for x in own {
            if !liberties.contains(&x) && !moves.contains(&x) && board.effect(x, color).is_some() {
                moves.push(x);
            }
        }
    }
    moves
}

/// True when a stone at `l` touches an empty point that is not one of `liberties`.
fn reaches_out(board: &PlayoutBoard, l: usize, liberties: &[usize]) -> bool {
    board
        .neighbours(l)
        .into_iter()
        .any(|n| board.color[n] == EMPTY && !liberties.contains(&n))
}

/// True when a stone of `color` at `l` joins two blocks of its colour or more.
fn joins_blocks(board: &PlayoutBoard, l: usize, color: u8) -> bool {
    let mut first = None;
    board.neighbours(l).into_iter().any(|n| {
        if board.color[n] != color {
            return false;
        }
        let h = board.block_head(n);
        match first {
            None => {
                first = Some(h);
                false
            }
            Some(f) => f != h,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the block at `col`, `row` (top row 0) of `rows` holds in the race of filling,
    /// its owner moving first or not.
    fn holds_at(rows: &[&str], col: usize, row: usize, owner_to_move: bool) -> bool {
        holds_beside_anchors(rows, &[], col, row, owner_to_move)
    }

    /// [`holds_at`] with the blocks at `anchors` (column, row) living by clear evidence.
    fn holds_beside_anchors(
        rows: &[&str],
        anchors: &[(usize, usize)],
        col: usize,
        row: usize,
        owner_to_move: bool,
    ) -> bool {
        use super::super::anchors::Standing;
        let board = PlayoutBoard::from_rows(rows);
        let mut marks = vec![Standing::Open; board.color.len()];
        for &(c, r) in anchors {
            for s in board.stones_of(board.block_head(board.at(c, r))) {
                marks[s] = Standing::Anchor;
            }
        }
        holds_in_race(
            &board,
            board.at(col, row),
            owner_to_move,
            Anchors::new(&marks),
            OpenRaces::GoToEnemy,
        )
    }

    #[test]
    fn one_eye_each_on_shared_liberties_cannot_be_filled() {
        // read by hand: White's big block has the eye A9 and shares C9 and C8 with Black's
        // D9-D8-E8-F8-F9, whose eye is E9. Black filling C9 keeps C8 and E9; filling C8 then
        // leaves it E9 alone, and White takes it there. White filling C9 keeps A9 and C8, and
        // C8 then leaves it A9 alone. Neither can fill: a seki
        let rows = [
            ".o.x.xox.",
            "oo.xxxox.",
            "ooooooox.",
            "xxxxxxxx.",
            ".........",
        ];
        for owner_to_move in [true, false] {
            assert!(holds_at(&rows, 1, 0, owner_to_move));
            assert!(holds_at(&rows, 3, 0, owner_to_move));
        }
    }

    #[test]
    fn dead_stones_beside_a_block_that_does_not_race_are_no_fills() {
        // as above, with three White stones in atari below Black's wall (A5, E5, H5, their
        // liberties B5, F5 and J5): the wall does not race White's block (it shares none of
        // its liberties), so taking them is a move outside the race, and the seki holds
        // (read in every order, such captures ran the race out: kgs6d 2002-02-01-5)
        let rows = [
            ".o.x.xox.",
            "oo.xxxox.",
            "ooooooox.",
            "xxxxxxxx.",
            "o.xxo.xo.",
        ];
        for owner_to_move in [true, false] {
            assert!(holds_at(&rows, 1, 0, owner_to_move));
            assert!(holds_at(&rows, 3, 0, owner_to_move));
        }
    }

    #[test]
    fn a_race_the_reading_cannot_settle_goes_as_it_is_told() {
        // kgs6d 2003-05-27-11's upper left (its 11 columns A-L): Black's B19-E19-E15-D14 has
        // no eye; its liberties are F18-F15, shared with White's F19-G13 wall, and A19,
        // shared with White's left side; the wall's are F18-F15 and G19. Whoever fills a
        // shared liberty first is taken: a seki (GNU Go 3.8 and the record). Reading the
        // presses and fills in every order runs the race out of positions: the enemy's for a
        // call the playouts made only just, the owner's for a proof of a clear keep's death
        let rows = [
            ".xxxxo.x...",
            "oxoox.ox..o",
            "oo.ox.oxxxo",
            ".o.ox.ox.ox",
            ".ooxx.ox.o.",
            "..oxoooxxxx",
            "..ooxxoxooo",
            "..oxxxxoo.o",
            "...oo.xxoo.",
            "..ooo.xo..o",
        ];
        let board = PlayoutBoard::from_rows(&rows);
        let marks = vec![super::super::anchors::Standing::Open; board.color.len()];
        let stone = board.at(1, 0);
        for (open, holds) in [(OpenRaces::GoToEnemy, false), (OpenRaces::GoToOwner, true)] {
            assert_eq!(
                holds_in_race(&board, stone, false, Anchors::new(&marks), open),
                holds,
                "{open:?}"
            );
        }
    }

    #[test]
    fn a_side_with_two_eyes_fills_the_shared_liberties_and_captures() {
        // as above, but Black's block has two eyes, E9 and G9: it fills C9, C8 and J8 with
        // liberties to spare and takes White at A9; White cannot fill E9 or G9
        let rows = [
            ".o.x.x.x.",
            "oo.xxxxx.",
            "ooooooooo",
            "xxxxxxxxx",
            ".........",
        ];
        for owner_to_move in [true, false] {
            assert!(!holds_at(&rows, 1, 0, owner_to_move));
            assert!(holds_at(&rows, 3, 0, owner_to_move));
        }
    }

    #[test]
    fn an_approach_inside_the_enemy_space_makes_a_seki() {
        // read by hand (the shape of KGS 2002-01-12-7's bottom, B+0.5 as recorded with
        // White's K6 group alive; GNU Go calls it alive): White's ring has the liberties E4,
        // D1 and F1, all shared with Black's E3-C2-G2 inside, whose fourth liberty E1 is its
        // own. Black fills E4, White answers at D1 (or F1), reaching E1: both blocks are left
        // with the same two liberties, and whoever fills one is taken at the other. Black
        // fills D1 (or F1) first, White answers at the other the same way. A seki with either
        // to move; without White's answer inside, Black fills all three and takes the ring
        //   A B C D E F G H J
        // 7 . . . . . . . . .
        // 6 x x x x x x x x x
        // 5 x x x o o o x x x
        // 4 x x o o . o o x x
        // 3 x o o o x o o o x
        // 2 x o x x x x x o x
        // 1 x o o . . . o o x
        let rows = [
            ".........",
            "xxxxxxxxx",
            "xxxoooxxx",
            "xxoo.ooxx",
            "xoooxooox",
            "xoxxxxxox",
            "xoo...oox",
        ];
        for owner_to_move in [true, false] {
            assert!(holds_beside_anchors(&rows, &[(0, 1)], 3, 2, owner_to_move));
            assert!(holds_beside_anchors(&rows, &[(0, 1)], 4, 4, owner_to_move));
        }
    }

    #[test]
    fn stones_thrown_in_at_the_corner_are_taken_only_in_an_exchange() {
        // read by hand (the lower right corner of KGS 2017-05-02-1, W+5.5 in seki; GNU Go
        // calls it seki): Black's S1 and T2 inside White's corner share S2 with White's
        // R4-R1 block, whose other liberties Q2 and Q1 it shares with White's P2-P1. White
        // fills S2 (both stones in atari at T1), Black presses at Q2 (or Q1), leaving both
        // White blocks in atari: White takes two stones at T1 and Black takes P2-P1 at the
        // other point; White taking the press instead leaves its block in atari, and Black
        // takes it. An exchange, not a kill, with either to move (White's block lives by
        // evidence, as the playouts keep it)
        //   O P Q R S T
        // 5 . x x x x .
        // 4 . x x o x x
        // 3 x x o o o o
        // 2 x o . o . x
        // 1 x o . o x .
        let rows = [".xxxx.", ".xxoxx", "xxoooo", "xo.o.x", "xo.ox."];
        for owner_to_move in [true, false] {
            assert!(holds_beside_anchors(&rows, &[(3, 1)], 4, 4, owner_to_move));
            assert!(holds_beside_anchors(&rows, &[(3, 1)], 5, 3, owner_to_move));
        }
        // the same with White's P3 joining P2-P1 to its block: the eye Q2-Q1 is its own, and
        // White takes the stones at S2 and T1 whatever Black does
        let rows = [".xxxx.", ".xxoxx", "xooooo", "xo.o.x", "xo.ox."];
        for owner_to_move in [true, false] {
            assert!(!holds_beside_anchors(&rows, &[(3, 1)], 4, 4, owner_to_move));
            assert!(!holds_beside_anchors(&rows, &[(3, 1)], 5, 3, owner_to_move));
        }
    }
}
