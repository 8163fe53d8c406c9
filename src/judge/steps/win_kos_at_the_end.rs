//! A ko at the end of a game still in play (`judge_in_play`), read on the judgement of the
//! whole board: the player to move takes a lone enemy stone in atari by a ko capture, and since
//! its owner may not take back at once and has no threat left at the end, the capturing stone
//! connects next.

use crate::board::{Board, Cell, Color};
use crate::judge::{Verdict, Why};

/// With `to_move` the player to move, the calls a ko at the end changes, each read by `judge`
/// (a judgement without this step) on the position the ko leaves:
/// - `to_move` may not take back a ko just taken from it: it passes, the enemy connects at the
///   ko, and when the connected stone stands there (alive, and sure), that position's calls
///   are the calls (the ko point empty);
/// - a lone enemy stone the verdict keeps, in atari, whose capture is a ko (the capturing
///   stone alone, with the captured point its one liberty) that `to_move` may take now: dead
///   ([`Why::LostKo`]) when the capturing stone, connected there after a pass, stands.
pub(in crate::judge) fn win_kos_at_the_end(
    board: &Board,
    to_move: Color,
    verdict: &mut Verdict,
    judge: impl Fn(&Board, Color) -> Verdict,
) {
    if let Some(ko) = board.ko_ban(to_move) {
        let mut connected = board.clone();
        let connects = connected.play(to_move, None).is_ok()
            && connected.play(to_move.opponent(), Some(ko)).is_ok();
        if connects {
            let after = judge(&connected, to_move);
            if after.is_sure_alive(ko) {
                *verdict = after;
                verdict.dead[ko] = false;
                verdict.why[ko] = None;
                verdict.unsure[ko] = false;
            }
        }
        return;
    }
    let g = board.geometry();
    let enemy = to_move.opponent();
    for stone in g.points() {
        if board.get(stone) != enemy.cell() || verdict.is_dead(stone) {
            continue;
        }
        let Some(capture) = ko_capture(board, stone, to_move) else {
            continue;
        };
        let mut connected = board.clone();
        let connects = connected.play(to_move, Some(capture)).is_ok()
            && connected.play(enemy, None).is_ok()
            && connected.play(to_move, Some(stone)).is_ok();
        if connects && judge(&connected, enemy).is_sure_alive(capture) {
            verdict.dead[stone] = true;
            verdict.why[stone] = Some(Why::LostKo { capture });
            verdict.unsure[stone] = false;
        }
    }
}

/// The point where `color` takes the lone stone at `stone` by a ko capture (the stone in
/// atari; `color`'s stone there alone, with one liberty: the captured point), when `color`
/// may play it now.
fn ko_capture(board: &Board, stone: usize, color: Color) -> Option<usize> {
    // a lone stone with one liberty, read from its neighbours before any copy of the board
    let g = board.geometry();
    let own = board.get(stone);
    let around = g.neighbours(stone);
    if around.iter().any(|&n| board.get(n) == own) {
        return None;
    }
    let mut empty = around.iter().filter(|&&n| board.get(n) == Cell::Empty);
    let (Some(&capture), None) = (empty.next(), empty.next()) else {
        return None;
    };
    let mut probe = board.clone();
    probe.play(color, Some(capture)).ok()?;
    let ko = probe.get(stone) == Cell::Empty
        && probe.block_at(capture).len() == 1
        && probe.liberties(capture) == [stone];
    ko.then_some(capture)
}

#[cfg(test)]
mod tests {
    use crate::board::diagram::parse_board;
    use crate::board::Color;
    use crate::judge::{judge_in_play, Why, SEED};

    /// The final position of OGS game 9851 (9x9, both players passed). White's C1 is in atari
    /// at B1. Black's B1 takes it and has then one liberty, C1 itself: a ko White may not take
    /// back at once. At the end White has no threat, and Black connects at C1, joining D1's
    /// group, which lives in the top left. So with Black to move C1 is dead; with White to
    /// move White connects at B1 (A1-A2-B2 and C1 join White's left side) and C1 lives; and
    /// just after Black's B1, White to move and banned from C1, B1 lives.
    /// ```text
    ///   A B C D E F G H J
    /// 9 . . . . . . x x x
    /// 8 . . . . . x x o o
    /// 7 x x . . . x o o o
    /// 6 o x x . . x x x o
    /// 5 o o o x x x o o o
    /// 4 o . o x o o o . o
    /// 3 . o x x x x o o .
    /// 2 o o x x x o o . .
    /// 1 o . o x x x o . .
    /// ```
    const GAME_9851: &str = "......xxx|.....xxoo|xx...xooo|oxx..xxxo|oooxxxooo|o.oxooo.o|\
                             .oxxxxoo.|ooxxxoo..|o.oxxxo..";

    #[test]
    fn a_ko_at_the_end_goes_to_the_player_to_move() {
        let (board, _) = parse_board(GAME_9851).expect("a diagram");
        let g = board.geometry();
        let (b1, c1) = (g.index(1, 8), g.index(2, 8));
        let black_first = judge_in_play(&board, Color::Black, SEED);
        assert!(black_first.is_dead(c1));
        assert_eq!(black_first.why(c1), Some(Why::LostKo { capture: b1 }));
        assert!(!judge_in_play(&board, Color::White, SEED).is_dead(c1));
        let mut taken = board.clone();
        taken.play(Color::Black, Some(b1)).expect("legal");
        let white_banned = judge_in_play(&taken, Color::White, SEED);
        assert!(!white_banned.is_dead(b1) && !white_banned.is_unsure(b1));
    }
}
