use super::*;
use crate::board::diagram::parse_board;

/// The board of `diagram` and its dead stones (`b`/`w`).
fn position(diagram: &str) -> (Board, Vec<bool>) {
    let (board, dead_points) = parse_board(diagram).expect("a diagram");
    let mut dead = vec![false; board.geometry().array_len()];
    for p in dead_points {
        dead[p] = true;
    }
    (board, dead)
}

fn scored(board: &Board, dead: &[bool]) -> Scorer {
    let mut scorer = Scorer::new();
    count_japanese(&mut scorer, board, dead);
    scorer
}

fn at(board: &Board, col: usize, row: usize) -> usize {
    board.geometry().index(col, row)
}

/// Plays the end of the game from `diagram`, `first` moving first, until two passes in a row;
/// returns the moves (`None` a pass) and the final board.
fn play_out(diagram: &str, first: Color) -> (Vec<Option<usize>>, Board) {
    let (mut board, dead) = position(diagram);
    let mut moves = Vec::new();
    let mut color = first;
    while moves.len() < 2 || moves[moves.len() - 2..] != [None, None] {
        let scorer = scored(&board, &dead);
        let ending = Ending {
            board: &board,
            dead: &dead,
            scorer: &scorer,
            seed: crate::judge::SEED,
        };
        let m = ending.next_move(color);
        board.play(color, m).expect("a legal move");
        moves.push(m);
        color = color.opponent();
        assert!(moves.len() < 20, "{moves:?}");
    }
    (moves, board)
}

/// White's C5 stone has two liberties: C4, a dame (Black's B4 and C3 beside it), and D5, in
/// White's territory. Once Black fills C4, C5 is in atari with its only liberty D5 in its own
/// territory: White must add a stone there (a teire).
/// ```text
///   A B C D E
/// 5 . x o . .
/// 4 . x . o .
/// 3 . x x o .
/// 2 . . x o .
/// 1 . . x o .
/// ```
const TEIRE: &str = ".xo..|.x.o.|.xxo.|..xo.|..xo.";

#[test]
fn a_dame_that_forces_a_defence_is_a_teire_point() {
    let (board, dead) = position(TEIRE);
    let scorer = scored(&board, &dead);
    let ending = Ending {
        board: &board,
        dead: &dead,
        scorer: &scorer,
        seed: crate::judge::SEED,
    };
    assert_eq!(
        ending.teire_points(),
        vec![Teire {
            point: at(&board, 3, 0),
            owner: Color::White,
            after: vec![at(&board, 2, 1)],
            kind: TeireKind::Atari,
        }]
    );
}

#[test]
fn black_fills_the_dame_and_white_adds_the_defensive_stone() {
    let (moves, board) = play_out(TEIRE, Color::Black);
    let (c4, d5) = (at(&board, 2, 1), at(&board, 3, 0));
    assert_eq!(moves, vec![Some(c4), Some(d5), None, None]);
    // nothing left to convene on: no dame, no teire
    let dead = vec![false; board.geometry().array_len()];
    let scorer = scored(&board, &dead);
    let ending = Ending {
        board: &board,
        dead: &dead,
        scorer: &scorer,
        seed: crate::judge::SEED,
    };
    assert!(ending.teire_points().is_empty());
    assert!(!board
        .geometry()
        .points()
        .any(|p| scorer.refined().verdict(p) == Verdict::Dame));
}

#[test]
fn white_to_move_fills_the_dame_itself_and_owes_nothing() {
    let (moves, board) = play_out(TEIRE, Color::White);
    assert_eq!(moves, vec![Some(at(&board, 2, 1)), None, None]);
}

/// A seki's shared liberty stays empty: B5 is the only liberty the black B6-A5 stones and the
/// white block share, both short of eyes (the seed's first example); every other empty point
/// is an eye or territory, so both pass at once.
/// ```text
///   A B C D E F
/// 6 . x o . o x
/// 5 x . o o o x
/// 4 o o o x x x
/// 3 x x x x . .
/// 2 . . . . . .
/// 1 . . . . . .
/// ```
#[test]
fn the_liberties_of_a_seki_stay_empty() {
    for first in [Color::Black, Color::White] {
        let (moves, _) = play_out(".xo.ox|x.ooox|oooxxx|xxxx..|......|......", first);
        assert_eq!(moves, vec![None, None], "{first:?} first");
    }
}

/// Black's B2-C2 is in atari at A2 (White's B3, C3, D2, C1 and B1 around it): Black defends
/// there (two liberties then, A3 and A1); White to move captures there instead.
/// ```text
///   A B C D E
/// 4 . . . . .
/// 3 . o o . .
/// 2 . x x o .
/// 1 . o o . .
/// ```
#[test]
fn a_block_in_atari_is_defended_or_captured() {
    let (board, dead) = position(".....|.oo..|.xxo.|.oo..");
    let scorer = scored(&board, &dead);
    let ending = Ending {
        board: &board,
        dead: &dead,
        scorer: &scorer,
        seed: crate::judge::SEED,
    };
    let a2 = at(&board, 0, 2);
    assert_eq!(ending.next_move(Color::Black), Some(a2));
    assert_eq!(ending.next_move(Color::White), Some(a2));
}

/// Black's A6-B6-B5, dead in White's corner, leaves White's A5 in atari: its one liberty is A4.
/// Black could take A5 there, but the stone at A4 would then be as dead as the stones around
/// it (White's A3 and B4 beside it, the corner White's): a capture that costs Black a point
/// and changes nothing. White does not defend A5 either (a stone in its own territory costs a
/// point). The one dame is D5, between the walls; then both pass.
/// ```text
///   A B C D E F G
/// 7 . . . o x . .
/// 6 b b o o x . .
/// 5 o b o . x . .
/// 4 . o o o x . .
/// 3 o o . o x . .
/// 2 . o o o x . .
/// 1 o . o x x . .
/// ```
const POINTLESS_CAPTURE: &str = "...ox..|bboox..|obo.x..|.ooox..|oo.ox..|.ooox..|o.oxx..";

#[test]
fn a_capture_whose_stone_stays_dead_is_not_played() {
    for first in [Color::Black, Color::White] {
        let (moves, board) = play_out(POINTLESS_CAPTURE, first);
        let d5 = at(&board, 3, 2);
        assert_eq!(moves, vec![Some(d5), None, None], "{first:?} first");
    }
}

/// Two dame: C5, worth nothing to either side, and C2, where Black's fill puts White's C1 in
/// atari with its only liberty D1 in White's territory (a teire: a point lost), while White's
/// fill there connects C1 and owes nothing. C2 is worth a point to whoever fills it, C5
/// nothing; C5 comes first in scan order.
/// ```text
///   A B C D E
/// 5 . x . o .
/// 4 . x x o .
/// 3 . x x o .
/// 2 . x . o .
/// 1 . x o . .
/// ```
const DAME_WORTH_A_POINT: &str = ".x.o.|.xxo.|.xxo.|.x.o.|.xo..";

#[test]
fn the_dame_worth_a_point_is_filled_first() {
    let (board, _) = position(DAME_WORTH_A_POINT);
    let (c2, d1) = (at(&board, 2, 3), at(&board, 3, 4));
    // Black fills C2 and White must add D1
    let (moves, _) = play_out(DAME_WORTH_A_POINT, Color::Black);
    assert_eq!(moves[..2], [Some(c2), Some(d1)], "{moves:?}");
    // White fills C2 itself and owes nothing
    let (moves, _) = play_out(DAME_WORTH_A_POINT, Color::White);
    assert_eq!(moves[0], Some(c2), "{moves:?}");
    assert!(!moves.contains(&Some(d1)), "{moves:?}");
}

/// 618890's upper left once Black has filled its false eye E19: White's fill at C19 leaves its
/// block B19-C19-C18-D18 two liberties, A19 and B18, and a black stone on either would itself
/// have one liberty, A18, where White takes it: the fill gives nothing away.
/// ```text
///   A B C D E
/// 5 . o . x x
/// 4 . . o o x
/// 3 . o x x x
/// 2 . o x . x
/// 1 . o x x x
/// ```
#[test]
fn a_fill_whose_intruders_would_be_taken_is_safe() {
    let (board, _) = position(
        "
        .o.xx
        ..oox
        .oxxx
        .ox.x
        .oxxx",
    );
    let c5 = at(&board, 2, 0);
    let mut probe = board.clone();
    probe.play(Color::White, Some(c5)).expect("legal");
    assert!(is_safe_fill(&mut probe, Color::White, c5));
    // a stone on the edge with two liberties, A5 and C5: Black's C5 is in no atari, and
    // White's extension to A5 leaves one liberty, A4: the fill is not safe
    let (board, _) = position(
        "
        .o...
        .x...
        .....",
    );
    let b5 = at(&board, 1, 0);
    let mut probe = board.clone();
    assert!(!is_safe_fill(&mut probe, Color::White, b5));
}

/// Two dame worth a point each to Black: C2, where Black's fill puts White's C1 in atari with
/// its only liberty D1 in White's territory (White must answer there: a teire, sente for
/// Black), and C8, where White's fill would put Black's C9 in atari with its only liberty B9
/// in Black's territory (Black's fill there saves its own teire, gote). Black takes the sente
/// one first: C2, White's D1, then C8, and White has lost a point. C8 first (scan order)
/// would let White connect at C2 and owe nothing. White to move takes C8 first the same way.
/// ```text
///   A B C D E
/// 9 . . x o .
/// 8 . x . o .
/// 7 . x x o .
/// 6 . x x o .
/// 5 . x x o .
/// 4 . x x o .
/// 3 . x x o .
/// 2 . x . o .
/// 1 . x o . .
/// ```
const SENTE_AND_GOTE: &str = "..xo.|.x.o.|.xxo.|.xxo.|.xxo.|.xxo.|.xxo.|.x.o.|.xo..";

#[test]
fn the_dame_that_forces_a_teire_comes_before_one_that_saves_a_teire() {
    let (board, _) = position(SENTE_AND_GOTE);
    let (c2, d1, c8, b9) = (
        at(&board, 2, 7),
        at(&board, 3, 8),
        at(&board, 2, 1),
        at(&board, 1, 0),
    );
    let (moves, _) = play_out(SENTE_AND_GOTE, Color::Black);
    assert_eq!(moves, vec![Some(c2), Some(d1), Some(c8), None, None]);
    let (moves, _) = play_out(SENTE_AND_GOTE, Color::White);
    assert_eq!(moves, vec![Some(c8), Some(b9), Some(c2), None, None]);
}
