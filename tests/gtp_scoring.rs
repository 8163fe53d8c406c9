//! The scoring commands through the real binary: final_score under each rule set,
//! final_status_list, dead marks, score details, handicap compensation and genmove.
//! Expected values are counted by hand from the diagrams in the comments.

mod common;

use common::Session;

/// The seki position of the seed's first example (see tests/seed_examples.rs):
/// ```text
/// 6 . x o . o x
/// 5 x . o o o x
/// 4 o o o x x x
/// 3 x x x x . .
/// 2 . . . . . .
/// 1 . . . . . .
///   A B C D E F
/// ```
const SEKI: &str = ".xo.ox|x.ooox|oooxxx|xxxx..|......|......";

#[test]
fn final_score_follows_the_rules_and_komi() {
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {SEKI}"));
    s.ok("komi 0.5");
    // territory: Black 14, White 0 (its eye is in seki), komi 0.5
    assert_eq!(s.ok("final_score"), "B+13.5");
    // area: Black 11 stones + 15 points, White 8 stones + 1 point + 0.5
    s.ok("tenuki-rules chinese");
    assert_eq!(s.ok("final_score"), "B+16.5");
    // the seki-aware territory score, whatever the rules
    assert_eq!(s.ok("tenuki-final_score_seki"), "B+13.5");
    // strict: every block touching B5 is in seki, and so are their regions; the outer black
    // group does not touch B5, so its 14 points stay
    s.ok("tenuki-rules japanese-strict");
    assert_eq!(s.ok("final_score"), "B+13.5");
    s.ok("komi 14");
    s.ok("tenuki-rules japanese");
    assert_eq!(s.ok("final_score"), "0");
}

#[test]
fn final_status_list_puts_every_block_in_one_list() {
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {SEKI}"));
    assert_eq!(
        s.ok("final_status_list seki"),
        "B6\nC6 E6 C5 D5 E5 A4 B4 C4\nA5"
    );
    assert_eq!(
        s.ok("final_status_list alive"),
        "F6 F5 D4 E4 F4 A3 B3 C3 D3"
    );
    assert_eq!(s.ok("final_status_list dead"), "");
    s.ok("tenuki-set_dead A5");
    assert_eq!(s.ok("final_status_list dead"), "A5");
    assert_eq!(
        s.send("final_status_list bogus"),
        Err("invalid status".into())
    );
}

#[test]
fn dead_marks_are_all_or_nothing_and_forgotten_when_the_board_changes() {
    // the judge off: nothing is dead unless marked
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("boardsize 5");
    // Black wall on column B, White on D; a white stone at A1 in Black's area
    s.ok("gogui-play_sequence b B1 b B2 b B3 b B4 b B5 w D1 w D2 w D3 w D4 w D5 w A1");
    // A1 alive: column A touches both colours, so it is dame, and so is C; White has E1-E5
    assert_eq!(s.ok("final_score"), "W+5");
    assert_eq!(
        s.send("tenuki-set_dead A1 C3"),
        Err("vertex is empty".into())
    );
    assert_eq!(s.ok("final_status_list dead"), "");
    s.ok("tenuki-set_dead A1");
    // Black: A1-A5 = 5 points + 1 prisoner; White: E1-E5 = 5 points
    assert_eq!(s.ok("final_score"), "B+1");
    assert_eq!(
        s.ok("tenuki-score_map"),
        "\nzx.oa\nzx.oa\nzx.oa\nzx.oa\nzx.oa"
    );
    s.ok("tenuki-set_alive A1");
    assert_eq!(s.ok("final_score"), "W+5");
    s.ok("tenuki-set_dead A1");
    s.ok("tenuki-clear_dead");
    assert_eq!(s.ok("final_score"), "W+5");
    s.ok("tenuki-set_dead A1");
    s.ok("play b C3");
    assert_eq!(
        s.ok("final_status_list dead"),
        "",
        "a move forgets the marks"
    );
    // the judge on: A1 is dead without a mark (Black: A1-A5 and the prisoner; White: E1-E5;
    // C1, C2, C4, C5 are dame); a mark still overrides it
    s.ok("tenuki-param judge 1");
    assert_eq!(s.ok("final_status_list dead"), "A1");
    assert_eq!(s.ok("final_score"), "B+1");
    s.ok("tenuki-set_alive A1");
    assert_eq!(s.ok("final_status_list dead"), "");
}

#[test]
fn the_judge_switch_is_a_command_line_option_and_a_parameter() {
    let position = "gogui-play_sequence b B1 b B2 b B3 b B4 b B5 w D1 w D2 w D3 w D4 w D5 w A1";
    let mut on = Session::start(&[]);
    on.ok("boardsize 5");
    on.ok(position);
    assert!(on.ok("tenuki-param").ends_with("[bool] judge 1"));
    assert_eq!(on.ok("final_status_list dead"), "A1");
    on.ok("tenuki-param judge 0");
    assert_eq!(on.ok("final_status_list dead"), "");
    assert_eq!(
        on.send("tenuki-param judge maybe"),
        Err("syntax error: judge is 0 or 1".into())
    );
    let mut off = Session::start(&["--judge", "off"]);
    off.ok("boardsize 5");
    off.ok(position);
    assert!(off.ok("tenuki-param").ends_with("[bool] judge 0"));
    assert_eq!(off.ok("final_score"), "W+5");
    let refused = std::process::Command::new(common::BIN)
        .args(["--judge", "sometimes"])
        .output()
        .expect("runs");
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn score_details_break_the_result_down() {
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {SEKI}"));
    s.ok("komi 6.5");
    // territory rules: territory + prisoners (+ komi); stones do not count
    assert_eq!(
        s.ok("tenuki-score_details"),
        "\nrules: japanese\nkomi: 6.5\nterritory: B 14 W 0\n\
         prisoners: B 0 (captured 0, dead 0) W 0 (captured 0, dead 0)\n\
         seki-points: 2\ndame: 1\nteire: B 0 W 0 (own territory to fill once the dame are filled)\n\
         total: B 14 + 0 = 14 W 0 + 0 + 6.5 = 6.5\nresult: B+7.5"
    );
    // area rules: stones + surrounded points (+ komi); the seki eyes count for their owners
    // (A6 for Black, D6 for White), the shared liberty B5 for nobody; prisoners do not count
    s.ok("tenuki-rules chinese");
    assert_eq!(
        s.ok("tenuki-score_details"),
        "\nrules: chinese\nkomi: 6.5\nstones: B 11 W 8\nsurrounded-points: B 15 W 1\n\
         seki-points: 0\ndame: 1\ntotal: B 11 + 15 = 26 W 8 + 1 + 6.5 = 15.5\nresult: B+10.5"
    );
}

#[test]
fn area_rules_give_white_handicap_compensation() {
    let mut s = Session::start(&[]);
    s.ok("boardsize 9");
    s.ok("komi 0.5");
    assert_eq!(s.ok("fixed_handicap 4"), "C3 G7 C7 G3");
    s.ok("tenuki-rules chinese");
    // Black's area is the whole board: 81; White gets 0.5 + 4
    assert_eq!(s.ok("final_score"), "B+76.5");
    s.ok("tenuki-rules aga");
    assert_eq!(s.ok("final_score"), "B+77.5");
    s.ok("tenuki-rules japanese");
    // territory: 77 empty points
    assert_eq!(s.ok("final_score"), "B+76.5");
}

#[test]
fn captures_count_as_prisoners_under_territory_rules() {
    let mut s = Session::start(&[]);
    s.ok("boardsize 5");
    // White A2 is captured by Black; then the walls are built
    s.ok("gogui-play_sequence w A2 b A1 b B2 b A3");
    s.ok("gogui-play_sequence b B1 b B3 b B4 b B5 w D1 w D2 w D3 w D4 w D5");
    // Black: A2, A4, A5 (3 points) + 1 capture; A1 and A3 are stones; C dame; White: E (5)
    assert_eq!(s.ok("final_score"), "W+1");
    s.ok("tenuki-rules chinese");
    // area: Black 7 stones + 3; White 5 stones + 5
    assert_eq!(s.ok("final_score"), "0");
}

#[test]
fn genmove_fills_dame_then_passes_and_never_resigns() {
    let mut s = Session::start(&[]);
    s.ok("boardsize 5");
    s.ok("gogui-play_sequence b B1 b B2 b B3 b B4 b B5 w D1 w D2 w D3 w D4 w D5");
    // the C column is all dame; each point touches both colours: scan order from the top
    assert_eq!(s.ok("genmove b"), "C5");
    assert_eq!(s.ok("genmove w"), "C4");
    for _ in 0..3 {
        s.ok("genmove b");
    }
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n.xxo.\n.xoo.\n.xxo.\n.xxo.\n.xxo."
    );
    assert_eq!(s.ok("genmove w"), "pass");
    assert_eq!(s.ok("genmove b"), "pass");
    s.ok("undo");
    s.ok("undo");
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n.xxo.\n.xoo.\n.xxo.\n.xxo.\n.xxo."
    );
    assert_eq!(
        s.send("genmove purple"),
        Err("invalid color or coordinate".into())
    );
}

/// One eye against none: the black stones B6-A5-B5 have the corner eye A6 (one eye: seki), and
/// the white block shares the liberties C6 and C5 with them and has no eye of its own, so it is
/// listed in seki too (unmarked stones are alive, and it cannot make two eyes).
/// ```text
/// 6 . x . o x .
/// 5 x x . o x .
/// 4 o o o o x .
/// 3 x x x x x .
/// ```
#[test]
fn an_eyeless_block_sharing_liberties_with_a_seki_block_is_in_seki() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board .x.ox.|xx.ox.|oooox.|xxxxx.|......|......");
    assert_eq!(
        s.ok("final_status_list seki"),
        "B6 A5 B5\nD6 D5 A4 B4 C4 D4"
    );
    assert_eq!(s.ok("final_status_list alive"), "E6 E5 E4 A3 B3 C3 D3 E3");
    assert_eq!(s.ok("final_score"), "B+16");
}

/// An eyeless seki (online-go/score-estimator's seki_1 pattern): the black corner stones
/// A9-A7, B7 and the white C9-C7 share B9 and B8, have no other liberty and no eye: neither
/// side can fill a shared point without putting itself in atari. The shared points are dame,
/// no region is discounted, and both blocks are listed as seki.
#[test]
fn an_eyeless_seki_is_listed() {
    let mut s = Session::start(&[]);
    s.ok(
        "tenuki-set_board x.ox.....|x.ox.....|xxox...x.|ooxx.....|o.ooxx...|.o..o....|...o.....|\
         .........|.........",
    );
    let seki = s.ok("final_status_list seki");
    let lines: Vec<&str> = seki.lines().collect();
    assert!(lines.contains(&"A9 A8 A7 B7"), "{seki}");
    assert!(lines.contains(&"C9 C8 C7"), "{seki}");
    let map = s.ok("tenuki-score_map");
    assert!(map.starts_with("\nx.ox"), "B9 counts for nobody: {map}");
}

/// One source for seki (issue 29): in an unfinished game, White's corner J9 is a region worth
/// one eye whose stones (H9, H8, J8) touch open dame, the rest of the board:
/// ```text
/// 9 . . . . . . . o .
/// 8 . . . . . . . o o
/// 7 . . . . . . . . .
/// 6 . . . . . . . . .
/// 5 . . . . x . . . .
/// 4 . . . . . . . . .
/// 3 . . x . . . . . .
/// 2 . . . . . . . . .
/// 1 . . . . . . . . .
///   A B C D E F G H J
/// ```
/// Its point counts for nobody, as a seki's would, but the game is not played out there:
/// `final_status_list seki` lists nothing, so `tenuki-point_why` calls J9 no seki and
/// `tenuki-score_details` counts no seki point. In the seed's seki, all three say seki.
#[test]
fn seki_is_one_answer_in_every_command() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("tenuki-set_board .......o.|.......oo|.........|.........|....x....|.........|..x......|.........|.........");
    assert_eq!(s.ok("final_status_list seki"), "");
    assert_eq!(
        s.ok("tenuki-point_why J9"),
        "nobody's: White's region, 1 eye, not played out"
    );
    let details = s.ok("tenuki-score_details");
    // 81 points: 5 stones, no territory, J9 and the 75 open points count for nobody
    assert!(details.contains("seki-points: 0\ndame: 76\n"), "{details}");
    s.ok(&format!("tenuki-set_board {SEKI}"));
    assert_eq!(
        s.ok("final_status_list seki"),
        "B6\nC6 E6 C5 D5 E5 A4 B4 C4\nA5"
    );
    assert!(s.ok("tenuki-point_why A6").starts_with("seki, nobody's"));
    assert!(s.ok("tenuki-score_details").contains("seki-points: 2\n"));
}

/// `tenuki-point_why` names the step of the default count that decided a point. In the seed's
/// seki: A6 and D6 are the two one-eyed groups' eyes (each region worth one eye: seki), B5 is
/// the liberty both share (dame), F1 is the outer black group's territory (its region, the 14
/// points of the lower right, is worth two eyes or more), B6 a black
/// stone of the seki, F6 a stone of the living outer group. In the seed's false-eye corner, A4 is a false eye Black must fill (the
/// stone A3's only eye point, which White's B3 stone makes false).
#[test]
fn point_why_names_the_step_that_decided_the_point() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok(&format!("tenuki-set_board {SEKI}"));
    let why = |s: &mut Session, v: &str| s.ok(&format!("tenuki-point_why {v}"));
    assert!(why(&mut s, "A6").starts_with("seki, nobody's: Black's region"));
    assert!(why(&mut s, "D6").starts_with("seki, nobody's: White's region"));
    assert!(why(&mut s, "B5").starts_with("dame"));
    assert!(why(&mut s, "F1").starts_with("black territory"));
    assert!(why(&mut s, "B6").starts_with("black stone in seki"));
    assert!(why(&mut s, "F6").starts_with("black stone, alive"));
    s.ok("tenuki-set_board .x..x..x.|xoxxxxxxx|ooooooooo|.........");
    assert!(why(&mut s, "A4").starts_with("false eye, nobody's: Black must fill it"));
    assert!(why(&mut s, "D4").starts_with("black territory"));
    assert!(why(&mut s, "A1").starts_with("white territory"));
    assert_eq!(
        s.send("tenuki-point_why Z9"),
        Err("invalid color or coordinate".to_string())
    );
    assert_eq!(
        s.send("tenuki-point_why"),
        Err("syntax error: missing argument".to_string())
    );
}
