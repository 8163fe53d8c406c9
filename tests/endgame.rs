//! Issue 29, part 4: the end of a game as players play it, on real finished positions (the
//! OGS positions and the records with territory markup, each with its known dead stones):
//! both colours play `endgame::Ending::next_move` (what `genmove` plays) in turn until two
//! passes. No stone goes into its own territory but a needed defence (of a block in atari, or
//! of one whose life hangs on who moves), nothing is captured
//! that was alive, and the position left owes nothing: no teire, no block in atari.
//! Through the binary, the teire of a hand-made diagram (`genmove`, `tenuki-point_why`,
//! `tenuki-score_details`).

mod common;

use common::cases::Set;
use common::Session;
use tenuki_gtp::board::{Board, Cell, Color};
use tenuki_gtp::endgame::Ending;
use tenuki_gtp::judge::{judge_to_move, SEED};
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

/// True when the block at `p`, in atari, is taken only by a stone that the judge then calls
/// dead, or alive on a call it is unsure of (the block's owner to move): inside its owner's
/// area, a capture nobody makes.
fn capture_is_pointless(board: &Board, p: usize) -> bool {
    let mut probe = board.clone();
    let Some(owner) = probe.get(p).color() else {
        return false;
    };
    let [liberty] = probe.liberties(p)[..] else {
        return false;
    };
    if probe.play(owner.opponent(), Some(liberty)).is_err() {
        return false;
    }
    let verdict = judge_to_move(&probe, Some(owner));
    verdict.is_dead(liberty) || verdict.unsure[liberty]
}

/// True when `m` settles a living block of `color` whose life hangs on who moves: a block
/// that the judge calls dead with the opponent to move before `m` and alive after it (a
/// block in atari beside `m`, or a group whose link through dead enemy stones needs the move,
/// as Black's C14-G6 through White's E5-G5 in `hard/3964661`).
fn settles(board: &mut Board, dead: &[bool], color: Color, m: usize) -> bool {
    let g = board.geometry();
    let hanging: Vec<usize> = g
        .points()
        .filter(|&n| board.get(n) == color.cell() && !dead[n])
        .collect();
    if hanging.is_empty() {
        return false;
    }
    let before = judge_to_move(board, Some(color.opponent()));
    let mut probe = board.clone();
    if probe.play(color, Some(m)).is_err() {
        return false;
    }
    let after = judge_to_move(&probe, Some(color.opponent()));
    hanging
        .into_iter()
        .any(|n| before.is_dead(n) && !after.is_dead(n))
}

/// True when `m` is the one liberty of a living block of `color` beside it, or captures an
/// enemy block in atari beside such a block (a defence).
fn defends(board: &mut Board, dead: &[bool], color: Color, m: usize) -> bool {
    let g = board.geometry();
    let in_atari = |board: &mut Board, n: usize| {
        board.get(n) == color.cell() && !dead[n] && board.liberties_of_block(n) == 1
    };
    g.neighbours(m).into_iter().any(|n| {
        if in_atari(board, n) {
            return true;
        }
        // an enemy block in atari at m whose stones touch an own living block in atari
        board.get(n) == color.opponent().cell()
            && board.liberties_of_block(n) == 1
            && board
                .block_at(n)
                .into_iter()
                .any(|s| g.neighbours(s).into_iter().any(|t| in_atari(board, t)))
    })
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
                    seed: SEED,
                }
                .next_move(color);
                if let Some(m) = m {
                    let own = scorer.refined().verdict(m) == Verdict::Territory(color);
                    let defence = defends(&mut board, &dead, color, m)
                        || (own && settles(&mut board, &dead, color, m));
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
                seed: SEED,
            };
            assert_eq!(ending.teire_points(), vec![], "{}", case.id);
            for p in g.points() {
                if board.get(p) != Cell::Empty && !dead[p] {
                    assert!(
                        board.liberties_of_block(p) >= 2
                            || in_seki(&scorer, p)
                            || capture_is_pointless(&board, p),
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
    let details = assert_teire_owed(&mut s, 0, 1);
    // GoGui's overlay: D5 is White's territory with a label of its own, C4 a dame's circle
    let gfx = s.ok("tenuki-score_gfx");
    assert!(gfx.contains("\nLABEL D5 te\n"), "{gfx}");
    assert!(gfx.contains("\nCIRCLE C4\n"), "{gfx}");
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
    assert!(!s.ok("tenuki-score_gfx").contains("LABEL"));
}

/// The moves `genmove` plays, and the `final_score` after them, from the final position of
/// the archive game `name`, as [`played_out`].
fn played_out_and_counted(name: &str, first: &str) -> (Vec<String>, String) {
    let mut engine = loaded(name);
    let moves = play_in(&mut engine, first);
    (moves, engine.ok("final_score"))
}

/// The moves `genmove` plays from the final position of the archive game `name`
/// (`tests/data/ogs-archive`), `first` moving first, each colour in turn until two passes in
/// a row (at most 60 moves): as GoGui's Computer Color > Both plays the end of a game.
fn played_out(name: &str, first: &str) -> Vec<String> {
    play_in(&mut loaded(name), first)
}

/// The engine with the archive game `name` (`tests/data/ogs-archive`, e.g. `19x19/61071.sgf`)
/// loaded.
fn loaded(name: &str) -> Session {
    let path = format!(
        "{}/tests/data/ogs-archive/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut engine = Session::start(&[]);
    engine.ok(&format!("loadsgf {path}"));
    engine
}

/// Asserts that `tenuki-score_details` announces `black` and `white` teire points still owed,
/// and returns its answer.
fn assert_teire_owed(engine: &mut Session, black: u32, white: u32) -> String {
    let details = engine.ok("tenuki-score_details");
    let line =
        format!("\nteire: B {black} W {white} (own territory to fill once the dame are filled)\n");
    assert!(details.contains(&line), "{details}");
    details
}

/// `genmove` for each colour in turn, `first` first, until two passes in a row (at most 60
/// moves): the moves.
fn play_in(engine: &mut Session, first: &str) -> Vec<String> {
    let (mut color, mut passes, mut moves) = (first, 0, Vec::new());
    while passes < 2 && moves.len() < 60 {
        let m = engine.ok(&format!("genmove {color}")).to_uppercase();
        if m == "PASS" {
            passes += 1;
        } else {
            passes = 0;
        }
        moves.push(format!("{color} {m}"));
        color = if color == "b" { "w" } else { "b" };
    }
    moves
}

/// Issue 46, rule 2 (never a pointless capture): a block left in atari inside its owner's
/// living area was taken with a stone that then stayed dead, costing the capturer a point under
/// territory rules and changing no group (the issue read each: 604620 b A15 takes A16, 608417
/// w T1 takes S1-S2 and w Q1 takes P1, 609456 b E19 takes D19, 612003 b J9 takes K9, 619278
/// b T19 takes T18, 619368 w B5 takes B6, 619956 b Q5 takes R5 into a snapback, 622374 w G8
/// takes G7). A capture whose stone the judge calls dead afterwards, the opponent to move, is
/// not played now, whoever moves first.
#[test]
fn genmove_makes_no_pointless_capture() {
    let cases = [
        ("19x19/604620.sgf", vec!["b A15"]),
        ("19x19/608417.sgf", vec!["w T1", "w Q1"]),
        ("19x19/609456.sgf", vec!["b E19"]),
        ("19x19/612003.sgf", vec!["b J9"]),
        ("19x19/619278.sgf", vec!["b T19"]),
        ("19x19/619368.sgf", vec!["w B5"]),
        ("19x19/619956.sgf", vec!["b Q5"]),
        ("19x19/622374.sgf", vec!["w G8"]),
    ];
    for (name, pointless) in cases {
        for first in ["b", "w"] {
            let moves = played_out(name, first);
            for m in &pointless {
                assert!(
                    !moves.contains(&m.to_string()),
                    "{name}, {first} first: {m} played ({moves:?})"
                );
            }
        }
    }
}

/// 607669: White's T4 takes Black's T3 (in atari beside White's S3 and T2), and Black takes
/// T4 back later: the judge calls T3 alive before (lost in 18% of the playouts) and, right
/// after the capture, White's right side R6-T4 alive in 53% of them, unproved: a fight Black
/// wins at once with T8. A capture whose stone stands only on such an unsure call is not
/// played (the count stays B+22.5).
#[test]
fn genmove_does_not_take_t3_in_607669() {
    for first in ["b", "w"] {
        let moves = played_out("19x19/607669.sgf", first);
        assert!(
            !moves.contains(&"w T4".to_string()),
            "{first} first: {moves:?}"
        );
    }
}

/// Issue 46, rule 3 (never an own liberty in a race): in 617522, after White's R16, Black
/// played P15, a dame that was a liberty of its R15-S15-T14-T15 in a race, instead of the
/// connection, and lost the four stones (W+41.5 -> W+53.5). A fill after which the judge, the
/// opponent to move, calls one of the mover's living blocks dead is not played: the count
/// stays the record's position's W+41.5.
#[test]
fn genmove_fills_no_own_liberty_in_a_race() {
    let (moves, count) = played_out_and_counted("19x19/617522.sgf", "b");
    assert_eq!(count, "W+41.5", "{moves:?}");
}

/// Issue 46, rule 4 (must-fill points are teire): in 625666 both players used to pass with a
/// point open that the count calls a false eye Black must fill (Q19), so the dame behind it
/// never looked safe to fill; and once it was filled, White let Black's S17 take its R15-R18
/// corner group, whose life hung on who moved. Now the false eye is filled before the dame
/// that are worth nothing, a block whose life hangs on the move is settled, and either colour
/// first the play-out ends at the record's result, which counted the teire: B+4.5 (our count
/// of the position as it stands is B+3.5).
#[test]
fn genmove_fills_the_false_eye_and_reaches_the_recorded_result() {
    for first in ["b", "w"] {
        let (moves, count) = played_out_and_counted("19x19/625666.sgf", first);
        assert_eq!(count, "B+4.5", "625666, {first} first: {moves:?}");
    }
}

/// 618890's upper left, as the record ends:
/// ```text
///      A B C D E
///   19 . o . x .
///   18 . . o o x
///   17 . o x x x
/// ```
/// E19 is a false eye Black must fill: D19 has only C19 and E19, so Black cannot fill the dame
/// C19 first. Once E19 is filled, C19 is worth a point: Black there puts C18-D18 in atari and
/// White must add B18 (the teire the record's W+5.5 counted); White there closes the corner
/// with no teire, since a black stone at B18 or A19 would have one liberty, A18, and White
/// takes it there. White, to move after E19 or moving first, takes C19: W+6.5 either colour
/// first. (Until the safety test of a fill counted the capture of a filling stone left in
/// atari, White's C19 looked unsafe, Black got C19 and the play-out reached the record's
/// W+5.5.)
#[test]
fn genmove_closes_618890s_corner_with_no_teire() {
    for first in ["b", "w"] {
        let (moves, count) = played_out_and_counted("19x19/618890.sgf", first);
        assert_eq!(count, "W+6.5", "618890, {first} first: {moves:?}");
        let c19 = moves.iter().position(|m| m == "w C19");
        let e19 = moves.iter().position(|m| m == "b E19");
        assert!(c19.is_some() && e19.is_some(), "{first} first: {moves:?}");
        assert!(
            !moves.contains(&"b C19".to_string()),
            "{first} first: {moves:?}"
        );
    }
}

/// Issue 46, rule 1 (settle what hangs on who moves), on 61071's centre top:
/// ```text
///      H J K L M N O P
///   16 . x . x o o o o
///   15 o x x x . . x x
///   14 x o o . o o o x
///   13 . x o o . o x .
/// ```
/// White's J14 group joins M14 at L14 or M13, and M14 joins M16 at M15 or N15. Black's M15
/// (or N15) threatens to cut M14 from M16, and then the J14 and M14 groups race Black's J13
/// with two liberties against two: White, to move, connects at the other point. (It used to
/// play H12, a stone that stays dead, and let the cut stand.)
#[test]
fn genmove_answers_a_cutting_threat_by_connecting() {
    let mut engine = loaded("19x19/61071.sgf");
    for (threat, answer) in [("M15", "N15"), ("N15", "M15")] {
        engine.ok(&format!("play b {threat}"));
        assert_eq!(engine.ok("genmove w"), answer, "after Black's {threat}");
        engine.ok("undo");
        engine.ok("undo");
    }
}

/// Issue 46, rule 1, in 603612's lower left once Black has played A1 (the end of the game
/// played out, Black first: C1, P14, D18, R14, D12, a white pass, then A1):
/// ```text
///      A B C D
///    4 . . o x
///    3 . . o x
///    2 o o x x
///    1 x x x .
/// ```
/// White's A2-B2 has two liberties left, A3 and B3. Black's B3 would put it in atari with no
/// escape (A3 gives it only A4), so White must add a stone at A3 or B3 now, in its own
/// territory: a teire (W+43.5 becomes W+42.5). The count announces it before the fills (a
/// shortage of liberties: Black's A1 is safe only once Black has filled its false eye C1;
/// GNU Go 3.8, after Black's C1 and A1, calls A2-B2 critical: attack B3, defence A4). The
/// judge, Black to move, proves A2-B2 captured, and White settles it. (A draft of issue 45's
/// reading let a black block the playouts killed, near the group but not touching A2-B2,
/// refuse that proof, and White passed.)
#[test]
fn genmove_adds_the_teire_black_s_a1_forces_in_603612() {
    let mut engine = loaded("19x19/603612.sgf");
    assert_teire_owed(&mut engine, 0, 1);
    assert_eq!(
        engine.ok("tenuki-point_why A3"),
        "white territory; White adds a stone once Black fills C1 and A1"
    );
    for m in ["b C1", "w P14", "b D18", "w R14", "b D12", "w pass", "b A1"] {
        engine.ok(&format!("play {m}"));
    }
    let answer = engine.ok("genmove w").to_uppercase();
    assert!(answer == "A3" || answer == "B3", "White answered {answer}");
}

/// Issue 46, rule 4 (a teire the fill of several dame forces), in 604680:
/// ```text
///      J K L M N O P Q R
///   10 x o x o x o . o o
///    9 x o o o . o o o x
///    8 o x x o o o x o x
///    7 o . . o x x x x x
/// ```
/// White's block K9-M9, M8-O8, O9-Q9 (with M7) has three liberties: the dame N9 and P10, and
/// L7, White's territory beside Black's dead K8-L8. No white stone at N9 or P10 brings it a
/// liberty, so once both are filled, by either player, it is in atari and White must add L7
/// (it then has K7 and L6's liberties): a teire, a point the record's W+52.5 did not count.
/// The count announces it before the dame are filled, and White plays it when it is due.
#[test]
fn a_teire_owed_once_two_dame_are_filled_is_announced_and_played_in_604680() {
    let mut engine = loaded("19x19/604680.sgf");
    assert_teire_owed(&mut engine, 0, 1);
    let why = engine.ok("tenuki-point_why L7");
    assert_eq!(
        why,
        "white territory; White adds a stone once Black fills P10 and N9"
    );
    for m in ["w N9", "b P10"] {
        engine.ok(&format!("play {m}"));
    }
    assert_eq!(engine.ok("genmove w").to_uppercase(), "L7");
}

/// Issue 46, rule 6 (ko at the end), in 9851 (9x9; the diagram and its reading are those of
/// `judge::steps::win_kos_at_the_end`'s test): White's C1 is in atari at B1, and Black's B1
/// takes it in a ko White may not take back at once. With no threat left, White passes and
/// Black connects at C1: the ko, and the stone, go to whoever moves first. White to move
/// connects at B1 itself.
#[test]
fn genmove_wins_the_ko_at_the_end_of_9851() {
    let mut engine = loaded("9x9/9851.sgf");
    assert_eq!(engine.ok("genmove b").to_uppercase(), "B1");
    engine.ok("play w pass");
    assert_eq!(engine.ok("genmove b").to_uppercase(), "C1");
    let mut engine = loaded("9x9/9851.sgf");
    assert_eq!(engine.ok("genmove w").to_uppercase(), "B1");
}

/// `genmove`'s colour is the player to move, whatever the record says. 625115 (White to move
/// in the record): Black's N11 has one liberty, N12, a point inside Black's M12-O12-N13:
///
/// ```text
///      L M N O P
///   13 o x x x .
///   12 o x . x .
///   11 o o x o x
///   10 o . o o x
/// ```
/// With White to move, White takes it at N12 (a ko Black cannot take back at once); with
/// Black to move, Black connects at N12 and N11 joins the living O12 group: what hangs on who
/// moves, which Black settles. Judged with the record's player to move in play, `genmove b`
/// took N11 for dead and filled the dame K13 instead (the count then W+42.5; with N11 saved,
/// W+41.5). The game as left (no player named) keeps N11: the playouts take it in about half
/// of them, and the eye count decides.
#[test]
fn genmove_judges_with_its_own_colour_to_move_in_625115() {
    let mut engine = loaded("19x19/625115.sgf");
    assert!(!engine.ok("final_status_list dead").contains("N11"));
    engine.ok("tenuki-to_move w");
    assert!(engine.ok("final_status_list dead").contains("N11"));
    assert_eq!(engine.ok("genmove b").to_uppercase(), "N12");
    assert!(!engine.ok("final_status_list dead").contains("N11"));
}

/// GNU Go's `tg-gg` (B+206.5: nearly every White stone is dead), the final position:
///
/// ```text
///      E F G H J
///    9 o o x o o
///    8 o x . x o
///    7 o x . x x
///    6 o x o x o
/// ```
/// Black's F8-F7-F6 has two liberties, G8 and G7, a two-point eye beside White's G6. With
/// White to move the judge calls Black's group dead by a throw-in at G8, but proves nothing
/// (unsure); after the throw-in Black takes it at G7 and G8 is an eye (the group has two more,
/// at B13 and G11): the stone is thrown away, the count the same. A kill of a block of two
/// liberties is settled only on a call the judge is sure of; White passes.
#[test]
fn genmove_throws_in_no_stone_on_an_unproved_kill_in_tg_gg() {
    let rows = [
        "...................",
        "oooo......o...o..oo",
        "xoxxo...o..oo.oooox",
        "xxxoooo..oooxooxoxx",
        ".x.xoxoooxoxxxoxx.x",
        "..xxxxxoxxx..xxoxx.",
        "..xooxoox.xxx..o...",
        ".xooxxxxooo.oxxxx..",
        ".xooox.xxxooox.ox..",
        "xxxooox.oooxxoooxxx",
        ".xxoooxoooooxxo.oox",
        "..xoox.xoxooxooooxx",
        "x.xoox.xxxxxxxoooox",
        "...xoxoxooooxooooxx",
        "..xxoxxoooxoxxooooo",
        ".xoxoxxxooxxxxoooxo",
        ".xoxooxooooxoxxoxxx",
        ".xoxxoxxo.oxooox.x.",
        ".xooooooooooo.x.x..",
    ];
    let mut engine = Session::start(&[]);
    engine.ok(&format!("tenuki-set_board {}", rows.join("|")));
    engine.ok("tenuki-clear_dead");
    assert_ne!(engine.ok("genmove w").to_uppercase(), "G8");
}

/// 638165 (9x9, W+25.5, White to move in the record), the top left:
///
/// ```text
///   A B C D E
/// 9 o x . x .
/// 8 o o x o o
/// 7 o . x x o
/// 6 x x x o o
/// 5 . x o o .
/// ```
/// White's A9-A8-A7-B8 has one liberty, B7. Black's B7 takes the four stones, and the space
/// they leave, A9-A8-A7-B8, is a pyramid four: White's stone at its vital point A8 leaves
/// Black's corner (C8-B7-C7-D7, A6-B6-C6-B5, with the lone B9 and D9) one eye at most. GNU Go
/// 3.8 plays A8 too, and its dead stones after it are ours: B9 D9 C8 B7 C7 D7 A6 B6 C6 B5 and
/// White's G4, W+25.5, the count before the capture. So White answers the capture at A8;
/// and Black, first, does not take: the capture gains nothing (a pointless stone, B7, dead at
/// the end), and with nothing to defend against, White plays a dame too.
#[test]
fn genmove_kills_at_the_vital_point_after_a_capture_in_638165() {
    let mut engine = loaded("9x9/638165.sgf");
    assert_eq!(engine.ok("final_score"), "W+25.5");
    engine.ok("play b B7");
    assert_eq!(engine.ok("genmove w").to_uppercase(), "A8");
    assert_eq!(
        engine
            .ok("final_status_list dead")
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["B9", "D9", "C8", "B7", "C7", "D7", "A6", "B6", "C6", "B5", "G4"]
    );
    assert_eq!(engine.ok("final_score"), "W+25.5");
    let mut engine = loaded("9x9/638165.sgf");
    assert_ne!(engine.ok("genmove b").to_uppercase(), "B7");
    let mut engine = loaded("9x9/638165.sgf");
    assert_ne!(engine.ok("genmove w").to_uppercase(), "C9");
}

/// The same ko, counted before the play (issue 46: "with Black to move C1 is lost, so the
/// judge should say so before the play, and the count not move"). The record (Chinese rules,
/// komi 6.5) as its players left it counts C1 alive: B 27 stones + 16 = 43 against W 29 + 9
/// (B1 White's) + 6.5 = 44.5, W+1.5. `tenuki-to_move b` names Black the player to move: C1 is
/// dead, and B1 and C1 are dame (B1 touches White's A1 and B2): White has 28 stones and 8
/// points, 42.5, B+0.5. Naming White gives the record's count back, and a move played or taken
/// back forgets the name (the side to move is the moves' again).
///
/// ```text
///   A B C D E F G H J
/// 3 . O X X X X O O .
/// 2 O O X X X O O . .
/// 1 O . O X X X O . .
/// ```
#[test]
fn to_move_counts_9851s_ko_for_the_player_named() {
    let mut engine = loaded("9x9/9851.sgf");
    assert_eq!(engine.ok("final_score"), "W+1.5");
    assert_eq!(engine.ok("tenuki-to_move b"), "black");
    assert_eq!(engine.ok("final_status_list dead"), "C1");
    assert_eq!(engine.ok("final_score"), "B+0.5");
    assert_eq!(engine.ok("tenuki-to_move w"), "white");
    assert_eq!(engine.ok("final_status_list dead"), "");
    assert_eq!(engine.ok("final_score"), "W+1.5");
    engine.ok("tenuki-to_move b");
    engine.ok("play w E9");
    engine.ok("undo");
    assert_eq!(engine.ok("final_score"), "W+1.5");
    let refused = |e: Result<String, String>| e.expect_err("a ? answer");
    assert!(refused(engine.send("tenuki-to_move x")).contains("invalid color"));
    assert!(refused(engine.send("tenuki-to_move b w")).contains("too many"));
    assert_eq!(engine.ok("final_score"), "W+1.5");
}

/// A teire of the other kind, in 604569 (rule 4): E15 is White's one-point eye between two
/// white blocks, D15-E16 above and E14-F15-G14-G11 below (Black's F16 and D14 on two of its
/// diagonals), which join only there. The lower block's liberties are E15 and the dame G15 and
/// G10 (White's stone at G10 would join it to G9's block). Once Black fills G10, Black's G15
/// would put it in atari: White must fill E15, and the refined count calls E15 a false eye to
/// fill. The count announces it as a teire before the fill (`teire: B 0 W 3`, with S6, which
/// Black's T5 forces, and M16, which White's centre group owes once Black has filled the eight
/// dame around it: GNU Go 3.8 then calls the group critical, attack M16, and alive after
/// White's M16), and the point's answer says which fill makes it one.
#[test]
fn a_false_eye_one_fill_makes_is_announced_as_a_teire_in_604569() {
    let mut engine = loaded("19x19/604569.sgf");
    assert_teire_owed(&mut engine, 0, 3);
    assert_eq!(
        engine.ok("tenuki-point_why E15"),
        "white territory; White adds a stone once Black fills G10"
    );
    engine.ok("play b G10");
    assert_eq!(
        engine.ok("tenuki-point_why E15"),
        "false eye, nobody's: White must fill it"
    );
}

/// Rule 6, second half: a ko at the end answered with a threat. Black's B5-C6-C4 wall and
/// White's D column meet at a ko: White's C5 is in atari at D5, and Black's D5 takes it with
/// its one liberty C5. Black's E1 lies between White's D2-F2 and the first line, linked to
/// C1 and G1 through the dame D1 and F1 only: an atari on it from either dame is a threat
/// Black must answer (losing E1 opens its corner: more than the ko), and the answer is the
/// other dame, no teire. D9 is a dame too, worth the same as D1 and F1.
/// ```text
///   A B C D E F G H J
/// 9 . . x . o o x . .
/// 8 . . x o . o x . .
/// 7 . . x o . o x . .
/// 6 . . x o . o x . .
/// 5 . x o . o o x . .
/// 4 . . x o . o x . .
/// 3 . . x o . o x . .
/// 2 . . x o o o x . .
/// 1 . . x . x . x . .
/// ```
/// Black takes the ko at D5; White, barred from C5, plays the threat (without it, White
/// filled D9 and Black connected at C5: B+31); Black answers; White takes the ko back; Black
/// has no threat and fills D9; White connects at D5. Counted by hand: Black's territory A9-A1,
/// B9-B6, B4-B1 and H9-J1 (35) and the prisoner C5, White's E8-E6 and E4-E3 (5) and the
/// prisoner D5: B+30, the count before the play (Black to move takes C5 in the ko).
#[test]
fn genmove_answers_a_ko_with_a_threat() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board ..x.oox..|..xo.ox..|..xo.ox..|..xo.ox..|.xo.oox..|..xo.ox..|..xo.ox..|..xooox..|..x.x.x..");
    s.ok("tenuki-clear_dead");
    s.ok("komi 0");
    assert_eq!(s.ok("final_score"), "B+30");
    assert_eq!(s.ok("genmove b"), "D5");
    let threat = s.ok("genmove w");
    assert!(threat == "D1" || threat == "F1", "{threat}");
    let answer = s.ok("genmove b");
    assert_eq!(answer, if threat == "D1" { "F1" } else { "D1" });
    assert_eq!(s.ok("genmove w"), "C5");
    assert_eq!(s.ok("genmove b"), "D9");
    assert_eq!(s.ok("genmove w"), "D5");
    assert_eq!(s.ok("genmove b"), "pass");
    assert_eq!(s.ok("genmove w"), "pass");
    assert_eq!(s.ok("final_score"), "B+30");
}

/// A capture into a snapback is not played, nor defended against. GNU Go's regression record
/// `nngs/niko-gnugo-3.3.11-200211201651` (GPL-3), its final position: Black's P2 would take
/// White's P1 and leave P2-O2-O1 in atari at P1, where White takes the three back. Right after
/// P2 the judge, White to move, calls White's lower group L3-Q3 dead (its race reading does
/// not see that White's P1 recapture gains the liberties), so the capture looked as if it
/// stood: 18fb01c's Black played it (a stone thrown away), and its White, asked first,
/// defended P1 at P2 inside its own area (a point lost).
#[test]
fn genmove_takes_nothing_into_a_snapback() {
    let rows = [
        ".oooxxxo.ooxxooo.o.", // 19
        "..oxx..xoxxxxxooooo", // 18
        ".oox....xxooxooxoxx", // 17
        ".oxxxxx.xxxooooxxx.", // 16
        "oxxxx.x..xooxxxx.x.", // 15
        ".oooox.xxoooxx.x.x.", // 14
        ".o.oox..xoxxxxoox..", // 13
        ".xo.oxxxxx...xo.ox.", // 12
        "..xoxxxxx.x.ooo.ox.", // 11
        "...oxxoooxxxxxx.ox.", // 10
        "oo.oxxxxoox.oooo.x.", // 9
        ".ooxxxoo.oxxxxxooo.", // 8
        "o.ooxoxoooooxxxxoxo", // 7
        "xooxxoxxxoxoooxxoxo", // 6
        "xxxxxoxoxxxoxxxxox.", // 5
        "xooxooxox.xoxooxox.", // 4
        "o.ooooooxxo.ooooxxo", // 3
        ".o.oxxox.xooox.ox.x", // 2
        "...oxxxx.xxooxoxx..", // 1
    ];
    for first in ["b", "w"] {
        let mut s = Session::start(&[]);
        s.ok(&format!("tenuki-set_board {}", rows.join("|")));
        s.ok("tenuki-clear_dead");
        let moves = play_in(&mut s, first);
        assert!(
            !moves.iter().any(|m| m.ends_with(" P2")),
            "{first} first: {moves:?}"
        );
    }
}

/// Issue 46, rule 4 (a teire a shortage of liberties forces), in 624650's top right:
/// ```text
///      P Q R S T
///   19 . . . o .
///   18 o o o x x
///   17 x o x . .
///   16 x x x . .
///   15 x . . . .
/// ```
/// White's S19 has two liberties, R19 and T19. White may fill the dame T19 only after R19
/// (before it, S19-T19 would be in atari at R19; the count calls R19 a false eye White must
/// fill). Once both are White's, Black's S18-T18 has two liberties in Black's corner, S17 and
/// T17, and White's S17 would take it (Black's T17 then gives it only T16). So Black owes a
/// stone there: the count announces it before the fills, and Black plays it when it is due
/// (S17 joins R17's wall; GNU Go 3.8 after R19 and T19: critical, attack S17, defence T16).
/// The record's W+26.5 counted it; the count as the position stands is W+25.5.
#[test]
fn a_shortage_of_liberties_two_fills_make_is_a_teire_in_624650() {
    let mut engine = loaded("19x19/624650.sgf");
    assert_teire_owed(&mut engine, 1, 0);
    assert_eq!(
        engine.ok("tenuki-point_why S17"),
        "black territory; Black adds a stone once White fills R19 and T19"
    );
    for m in ["w R19", "b pass", "w T19"] {
        engine.ok(&format!("play {m}"));
    }
    let answer = engine.ok("genmove b").to_uppercase();
    assert!(
        answer == "S17" || answer == "T16",
        "Black answered {answer}"
    );
}

/// Issue 46, rule 4, a teire in a capturing race, in 625666's top right:
/// ```text
///      Q R S T
///   19 . x x .
///   18 x o o o
///   17 x o . .
///   16 x o x o
///   15 x o x .
///   14 x x o .
/// ```
/// White's R15-R18 block (with S18-T18) has the liberties S17, T17 and the dame T19; Black's
/// dead S15-S16 inside has S17 and T15. Once Black fills its false eye Q19 and then T19,
/// White's block has two liberties against two, Black to move: Black's S17 wins the race.
/// White must take T15 first (Black's stones are left with S17 alone, shared, and cannot
/// approach): a teire in White's own territory, which the count announces before the fills
/// (GNU Go 3.8 after Q19 and T19: critical, defence T15) and White plays when it is due. The
/// record's B+4.5 counted it (the count as the position stands is B+3.5).
#[test]
fn a_teire_in_a_capturing_race_is_announced_and_played_in_625666() {
    let mut engine = loaded("19x19/625666.sgf");
    assert_teire_owed(&mut engine, 0, 1);
    assert_eq!(
        engine.ok("tenuki-point_why T15"),
        "white territory; White adds a stone once Black fills Q19 and T19"
    );
    for m in ["b Q19", "w pass", "b T19"] {
        engine.ok(&format!("play {m}"));
    }
    assert_eq!(engine.ok("genmove w").to_uppercase(), "T15");
}
