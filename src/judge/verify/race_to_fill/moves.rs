//! The moves a race of filling reads: the owner's (presses, throw-ins, links and the
//! captures it lives by) and, in a seki test, the enemy's that strengthen its blocks before
//! they fill; and the liberties the enemy may take (the group's and its partners').

use crate::judge::light_board::{opponent, PlayoutBoard, BORDER, EMPTY};

/// How many liberties more than the group a block filling its liberties may have outside the
/// group's and still be pressed in the race read by [`holds_in_race`](super::holds_in_race).
const RACE_MARGIN: usize = 1;

/// The enemy's moves in a seki test's race that strengthen its blocks rather than fill the
/// group's liberties (`group`: the block at `stone`'s liberties, `beside`: the enemy blocks
/// beside it, as the caller read them; `candidates`: the points it may fill or take), in this
/// order, each point once:
/// - a block the owner's last move pressed to two liberties or fewer extends where its stone
///   keeps two (kgs6d `2002-03-14-10`: Black's presses at H18 and H17 on White's wall
///   E17-G18, unanswered, "captured" a wall that reaches the open top, and Black's corner
///   group held in a seki; GNU Go 3.8 and the record call it dead, the bent four in the
///   corner left after White's throw-in at A18);
/// - a block of two liberties or fewer beside the group, or beside a point of `candidates`,
///   takes a liberty touching no stone of the group where its stone captures or keeps two: a
///   move that makes a fill safe (kgs6d `2003-05-28-8`: White connects its C1 at B1 before
///   it fills D1; `2002-03-24-3`: Black's T17 joins its T18 before it fills T19); not a
///   block whose two liberties are eyes ([`has_two_eyes`]): the owner can never take it, and
///   the fills of its eyes, each joining it to another block, doubled the enemy's moves
///   (kgs6d `2003-08-12-28`: White's R9 beside Black's O12 group, whose seki race ran out of
///   positions);
/// - a block beside the group in atari saves itself where its stone captures or keeps two
///   (kgs6d `2003-08-26-22`: White's C19 connects at D19 before it throws in at B17).
///
/// Without them, such groups held in seki once the races were read deep enough to settle.
pub(super) fn strengthening_moves(
    board: &PlayoutBoard,
    stone: usize,
    group: &[usize],
    beside: &[usize],
    candidates: &[usize],
) -> Vec<usize> {
    let color = board.color[stone];
    let enemy = opponent(color);
    let head = board.block_head(stone);
    let mut moves: Vec<usize> = Vec::new();
    if let Some(last) = board.last {
        for n in board.neighbours(last) {
            if board.color[n] != enemy {
                continue;
            }
            let own = board.liberties_upto(n, 3);
            if own.len() > 2 {
                continue;
            }
            for x in own {
                if !group.contains(&x) && board.effect(x, enemy).is_some_and(|e| e.liberties >= 2) {
                    push_once(&mut moves, x);
                }
            }
        }
    }
    let mut weak = beside.to_vec();
    for &l in candidates {
        for n in board.neighbours(l) {
            if board.color[n] == enemy && !weak.contains(&board.block_head(n)) {
                weak.push(board.block_head(n));
            }
        }
    }
    let touches_group = |x: usize| {
        board
            .neighbours(x)
            .into_iter()
            .any(|n| board.color[n] == color && board.block_head(n) == head)
    };
    for e in weak {
        let own = board.liberties_upto(e, 3);
        if own.len() > 2 || has_two_eyes(board, &own, color) {
            continue;
        }
        for x in own {
            if !group.contains(&x)
                && !touches_group(x)
                && board
                    .effect(x, enemy)
                    .is_some_and(|m| m.captures || m.liberties >= 2)
            {
                push_once(&mut moves, x);
            }
        }
    }
    for &e in beside {
        if let Some(a) = board.atari_point(e) {
            if board
                .effect(a, enemy)
                .is_some_and(|m| m.captures || m.liberties >= 2)
            {
                push_once(&mut moves, a);
            }
        }
    }
    moves
}

/// True when `liberties`, an enemy block's, are two points surrounded by the enemy's stones
/// (and the edge) where a stone of `color` (the owner's) is illegal: the owner cannot take
/// either while the blocks around them stand, and the block needs no strengthening.
pub(super) fn has_two_eyes(board: &PlayoutBoard, liberties: &[usize], color: u8) -> bool {
    let enemy = opponent(color);
    liberties.len() == 2
        && liberties.iter().all(|&x| {
            board
                .neighbours(x)
                .into_iter()
                .all(|n| board.color[n] == enemy || board.color[n] == BORDER)
                && board.ko != Some(x)
                && board.effect(x, color).is_none()
        })
}

/// `x` added to `moves` unless it is there.
pub(super) fn push_once(moves: &mut Vec<usize>, x: usize) {
    if !moves.contains(&x) {
        moves.push(x);
    }
}

/// `liberties` (those of the block whose first stone is `head`), and those of the other
/// blocks of its colour beside them (they hold the block's space shut: the enemy may take
/// them too), and of the blocks beside those (kgs6d `2002-02-16-10`: White's A1-B1-B2, beside
/// its A3 beside the group's A4, is pressed at C2 before Black takes A3; without it, White's
/// B9 group held in a seki, dead per GNU Go 3.8 and the record).
pub(super) fn with_partners_liberties(
    board: &PlayoutBoard,
    head: usize,
    liberties: &[usize],
) -> Vec<usize> {
    let color = board.color[head];
    let mut all = liberties.to_vec();
    // the points of the last ring read (the block's liberties first)
    let mut ring: Vec<usize> = Vec::new();
    // the blocks whose liberties are in `all` already (a block beside several of the ring's
    // points is read once; the block itself is, from the start)
    let mut read: Vec<usize> = vec![head];
    for step in 0..PARTNER_RINGS {
        let mut next = Vec::new();
        let points = if step == 0 { liberties } else { &ring[..] };
        for &l in points {
            for n in board.neighbours(l) {
                if board.color[n] != color {
                    continue;
                }
                let head = board.block_head(n);
                if read.contains(&head) {
                    continue;
                }
                read.push(head);
                for x in board.liberties_upto(n, usize::MAX) {
                    if !all.contains(&x) {
                        all.push(x);
                        next.push(x);
                    }
                }
            }
        }
        ring = next;
    }
    all
}

/// Rings of partner blocks whose liberties the enemy may take in the race
/// ([`with_partners_liberties`]).
const PARTNER_RINGS: usize = 2;

/// The owner's moves in the race (a pass aside): a liberty of its group where its stone
/// captures, or keeps two liberties and joins two of its blocks or reaches an empty point
/// that is no liberty of the group yet (it makes the enemy's own liberty there a shared one:
/// `KGS2002/2002-01-12-7`, where White's J1 beside Black's K1 makes the seki), and every
/// liberty outside the group of a block that fills the group's `liberties` or stands beside
/// the block at `stone` (`beside`: those, as [`Race::read`](super::Race::read) found them)
/// where its stone is legal (a throw-in included), when the block has no more such liberties
/// than the group has and [`RACE_MARGIN`]: those it shares with the group are no help to it
/// in the race (kgs6d `2003-12-29-19`: Black's 18 stones A18 ... H15 share three of White's
/// four liberties and have three of their own; counted with the shared ones, six against
/// four, they were never pressed, and White's group, in a seki of three with them and
/// Black's B19, was "proved" dead).
pub(super) fn owner_moves(
    board: &PlayoutBoard,
    stone: usize,
    liberties: &[usize],
    beside: Vec<usize>,
) -> Vec<usize> {
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
    let mut fillers = beside;
    for &l in liberties {
        for n in board.neighbours(l) {
            if board.color[n] == enemy && !fillers.contains(&board.block_head(n)) {
                fillers.push(board.block_head(n));
            }
        }
    }
    let most = liberties.len() + RACE_MARGIN;
    for f in fillers {
        // its liberties outside the group's (those it shares are no help to it in the race)
        let outside: Vec<usize> = board
            .liberties_upto(f, liberties.len() + most + 1)
            .into_iter()
            .filter(|x| !liberties.contains(x))
            .collect();
        if outside.len() > most {
            continue;
        }
        for x in outside {
            if !moves.contains(&x) && board.effect(x, color).is_some() {
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
