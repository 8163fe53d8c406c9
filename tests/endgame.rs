//! Issue 29, part 4: the end of a game as players play it, on real finished positions (the
//! OGS positions and the records with territory markup, each with its known dead stones):
//! both colours play `endgame::Ending::next_move` (what `genmove` plays) in turn until two
//! passes. No stone goes into its own territory but a needed defence, nothing is captured
//! that was alive, and the position left owes nothing: no teire, no block in atari.
//! Through the binary, the teire of a hand-made diagram (`genmove`, `tenuki-point_why`,
//! `tenuki-score_details`).

mod common;

use common::cases::Set;
use common::Session;
use tenuki_gtp::board::{Board, Cell, Color};
use tenuki_gtp::endgame::Ending;
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings, Verdict};

fn count(board: &Board, dead: &[bool]) -> Scorer {
    let mut scorer = Scorer::new();
    scorer.score(
        &Position { board, dead },
        &Settings {
            rules: Rules::Japanese,
            komi: 0.0,
            handicap: 0,
        },
    );
    scorer
}

/// True when `m` is the one liberty of a living block of `color` beside it (a defence).
fn defends(board: &mut Board, dead: &[bool], color: Color, m: usize) -> bool {
    let g = board.geometry();
    g.neighbours(m)
        .into_iter()
        .any(|n| board.get(n) == color.cell() && !dead[n] && board.liberties_of_block(n) == 1)
}

#[test]
fn finished_games_are_played_out_without_giving_anything_away() {
    let mut played_out = 0;
    let mut stones_played = 0;
    let mut defences = 0;
    for case in Set::Ogs.cases().into_iter().chain(Set::Markup.cases()) {
        for first in [Color::Black, Color::White] {
            let mut board = case.board.clone();
            let dead = case.dead.clone();
            let living_before: usize = board
                .geometry()
                .points()
                .filter(|&p| board.get(p) != Cell::Empty && !dead[p])
                .count();
            let mut color = first;
            let mut passes = 0;
            let mut moves = 0;
            while passes < 2 {
                let scorer = count(&board, &dead);
                let m = Ending {
                    board: &board,
                    dead: &dead,
                    scorer: &scorer,
                }
                .next_move(color);
                if let Some(m) = m {
                    let own = scorer.refined().verdict(m) == Verdict::Territory(color);
                    let defence = defends(&mut board, &dead, color, m);
                    assert!(
                        !own || defence,
                        "{}: {color:?} played in its own territory at {m} without need",
                        case.id
                    );
                    defences += defence as usize;
                    stones_played += 1;
                    passes = 0;
                } else {
                    passes += 1;
                }
                board.play(color, m).expect("a legal move");
                color = color.opponent();
                moves += 1;
                assert!(moves < 400, "{}: no end", case.id);
            }
            // nothing alive was captured: the living stones are all still there, and more
            let g = board.geometry();
            let living_after = g
                .points()
                .filter(|&p| board.get(p) != Cell::Empty && !dead[p])
                .count();
            assert!(living_after >= living_before, "{}", case.id);
            let scorer = count(&board, &dead);
            let ending = Ending {
                board: &board,
                dead: &dead,
                scorer: &scorer,
            };
            assert_eq!(ending.teire_points(), vec![], "{}", case.id);
            for p in g.points() {
                if board.get(p) != Cell::Empty && !dead[p] {
                    assert!(
                        board.liberties_of_block(p) >= 2 || in_seki(&scorer, p),
                        "{}: a living block in atari at {p}",
                        case.id
                    );
                }
            }
            played_out += 1;
        }
    }
    // the sets' size, and that the ends were played (stones, and some defences among them)
    assert_eq!(played_out, 2 * (54 + Set::Markup.cases().len()));
    assert!(
        stones_played > 0 && defences > 0,
        "{stones_played} {defences}"
    );
}

fn in_seki(scorer: &Scorer, p: usize) -> bool {
    scorer.status(p) == Some(tenuki_gtp::scoring::Status::Seki)
}

/// White's C5 stone has two liberties: C4, a dame, and D5, in White's territory. Once Black
/// fills C4, White must add a stone at D5 (a teire).
/// ```text
///   A B C D E
/// 5 . x o . .
/// 4 . x . o .
/// 3 . x x o .
/// 2 . . x o .
/// 1 . . x o .
/// ```
#[test]
fn genmove_fills_the_dame_and_adds_the_defensive_stone() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("tenuki-set_board .xo..|.x.o.|.xxo.|..xo.|..xo.");
    assert_eq!(
        s.ok("tenuki-point_why D5"),
        "white territory; White adds a stone once Black fills C4"
    );
    let details = s.ok("tenuki-score_details");
    assert!(
        details.contains("\nteire: B 0 W 1 (own territory to fill once the dame are filled)\n"),
        "{details}"
    );
    // territory B 7 (A5-A1, B2, B1), W 6 (D5, E5-E1): B+1 as it stands
    assert!(details.ends_with("result: B+1"), "{details}");
    assert_eq!(s.ok("genmove b"), "C4");
    assert_eq!(s.ok("genmove w"), "D5");
    assert_eq!(s.ok("genmove b"), "pass");
    assert_eq!(s.ok("genmove w"), "pass");
    // played out: White's D5 is no territory any more, B+2, and nothing is owed
    let details = s.ok("tenuki-score_details");
    assert!(details.ends_with("result: B+2"), "{details}");
    assert!(details.contains("B 0 W 0"), "{details}");
}
