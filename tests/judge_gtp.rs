//! The dead-stone judge through the real binary, commands pipelined as GoGui and Sabaki send
//! them: score mode (`final_status_list dead`), the twogtp referee (`final_score` after the
//! moves), GNU Go's `loadsgf` + `final_score` scripts, the explanation commands, and how marks
//! and diagrams override the judge.

mod common;

use common::{lists, Session};
use gtp::Response;
use serde_json::Value;
use tenuki_gtp::board::{vertex, Geometry};

fn text(r: &Response) -> String {
    match r {
        Response::Result((_, t)) => t.clone(),
        Response::Error((_, t)) => panic!("? {t}"),
    }
}

/// The GTP vertices of SGF points on a square board, sorted.
fn vertices(size: usize, points: &Value) -> Vec<String> {
    let g = Geometry::new(size, size).expect("size");
    let mut out: Vec<String> = points
        .as_array()
        .expect("points")
        .iter()
        .map(|p| {
            let b = p.as_str().expect("point").as_bytes();
            vertex::format_vertex(g, g.index((b[0] - b'a') as usize, (b[1] - b'a') as usize))
        })
        .collect();
    out.sort();
    out
}

fn sorted_words(answer: &str) -> Vec<String> {
    let mut words: Vec<String> = answer.split_whitespace().map(String::from).collect();
    words.sort();
    words
}

/// GoGui's score mode and `loadsgf` + `final_score` scripts on all 77 self-play records: the
/// dead stones are the ones the cleanup proved, the result is GNU Go's (its dead stones are
/// the proven ones in every game), under the record's rules and komi.
#[test]
fn loaded_selfplay_records_get_the_proven_dead_stones_and_gnu_go_s_result() {
    selfplay_records_get_the_proven_dead_stones(&[]);
}

/// The same under other seeds of the judge's playouts (`--seed`, as GNU Go has it): the
/// proven dead stones do not hang on the random numbers (seeds 1 to 64 were checked by
/// `judge_eval --seed`; three of them here, and 0, the smallest).
#[test]
fn the_selfplay_records_get_the_same_answers_under_other_seeds() {
    for seed in ["0", "1", "17", "64"] {
        selfplay_records_get_the_proven_dead_stones(&["--seed", seed]);
    }
}

/// Loads every self-play record into an engine started with `args` and checks its dead stones
/// and GNU Go's result.
fn selfplay_records_get_the_proven_dead_stones(args: &[&str]) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/selfplay-sgf");
    let games: Vec<Value> = include_str!("data/selfplay.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("json"))
        .collect();
    let mut commands = Vec::new();
    for g in &games {
        let id = g["id"].as_str().expect("id");
        commands.push(format!("loadsgf {dir}/{id}.sgf"));
        commands.push("final_status_list dead".to_string());
        commands.push("final_score".to_string());
    }
    let refs: Vec<&str> = commands.iter().map(String::as_str).collect();
    let mut s = Session::start(args);
    let answers = s.pipeline(&refs);
    for (g, a) in games.iter().zip(answers.chunks(3)) {
        let size = g["size"].as_u64().expect("size") as usize;
        let id = g["id"].as_str().expect("id");
        assert_eq!(
            sorted_words(&text(&a[1])),
            vertices(size, &g["dead"]),
            "{id} {args:?}"
        );
        assert_eq!(
            text(&a[2]),
            g["gnugo_final_score"].as_str().expect("score"),
            "{id} {args:?}"
        );
    }
}

/// gogui-twogtp -referee: boardsize, komi and the moves, then `final_score`.
#[test]
fn a_referee_following_the_moves_decides_games_with_dead_stones_left() {
    for line in include_str!("data/selfplay.jsonl").lines().take(12) {
        let g: Value = serde_json::from_str(line).expect("json");
        let size = g["size"].as_u64().expect("size");
        let rules = g["rules"].as_str().expect("rules");
        let mut commands = vec![
            format!("boardsize {size}"),
            "clear_board".to_string(),
            format!("komi {}", g["komi"]),
        ];
        for m in g["moves"].as_array().expect("moves") {
            let color = m[0].as_str().expect("colour");
            let point = m[1].as_str().expect("point");
            let v = if point.is_empty() {
                "pass".to_string()
            } else {
                let geometry = Geometry::new(size as usize, size as usize).expect("size");
                let b = point.as_bytes();
                vertex::format_vertex(
                    geometry,
                    geometry.index((b[0] - b'a') as usize, (b[1] - b'a') as usize),
                )
            };
            commands.push(format!("play {color} {v}"));
        }
        commands.push("final_score".to_string());
        let refs: Vec<&str> = commands.iter().map(String::as_str).collect();
        let mut referee = Session::start(&["--rules", rules]);
        let answers = referee.pipeline(&refs);
        assert_eq!(
            text(answers.last().expect("answers")),
            g["gnugo_final_score"].as_str().expect("score"),
            "{}",
            g["id"]
        );
    }
}

/// GNU Go's own scoring scripts (gtp-scripts/gnugo-score, GPL-3): `loadsgf` of unfinished and
/// finished games and `final_score` under Japanese rules, run as they are. GNU Go passes 52 of
/// the 57; the judge passes at least 55 (53 before the eye-count checks read the refined count
/// beside the seed's, which gained 2 and 54). The misses: 9, an unfinished game where GNU Go's
/// reading calls a big group dead that the playouts keep and both eye counts find territory or
/// a seki for, and 60, which GNU Go itself gets wrong (the script marks it) and the judge gets
/// wrong the other way.
#[test]
fn gnu_go_scoring_scripts_pass_at_least_the_floor() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/gtp-scripts/gnugo-score");
    let out = std::process::Command::new(common::BIN)
        .args(["regress", "--long"])
        .arg(format!("{dir}/score.tst"))
        .arg(format!("{dir}/score2.tst"))
        .output()
        .expect("runner starts");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    // one summary line per file: `Summary: P/T passes. ...`
    let (mut passes, mut tests) = (0, 0);
    for line in stdout.lines().filter(|l| l.starts_with("Summary: ")) {
        let counts = line["Summary: ".len()..].split(' ').next().expect("counts");
        let (p, t) = counts.split_once('/').expect("P/T");
        passes += p.parse::<usize>().expect("passes");
        tests += t.parse::<usize>().expect("tests");
    }
    assert_eq!(tests, 57, "{stdout}");
    assert!(passes >= 55, "{passes} of {tests}");
}

/// An unfinished game of GNU Go's scoring script (score14, GPL-3; `#? [W\+73.5]*`, an answer
/// GNU Go itself misses): Black's top-left group A19-J15 has no territory and no stone to
/// capture, and the playouts lose it in over a third of them: dead, and White wins by 73.5.
#[test]
fn a_weak_group_without_territory_is_dead() {
    let mut s = Session::start(&[]);
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/gtp-scripts/gnugo-score/games/scoring/score14.sgf"
    );
    s.ok(&format!("loadsgf {game}"));
    let why = s.status_why("A19");
    assert!(
        why.starts_with("A19 dead: no territory, no connection to any, no stone to capture"),
        "{why}"
    );
    assert_eq!(s.ok("final_score"), "W+73.5");
}

/// GNU Go's regression game cgf2004/gargoyle (GPL-3; the record's markup has White's corner
/// C19-D16 dead and Black's A18 alive). The playouts leave both at even after the judgement
/// made again: White's corner (no territory, no connection to any, nothing to capture) and
/// Black's A18, which only that corner attacks, are one fight, and every stone around it that
/// stands clearly is Black's (B16, a lone stone the fight may take, is part of it): the fight
/// goes to Black's wall. Until the lone stone in doubt counted as part of the fight, the eye
/// count killed the corner and A18 lived with its attackers dead: the same calls (the step
/// that spares it is tested in `judge::steps::spare_blocks`).
#[test]
fn gargoyles_corner_goes_to_blacks_wall() {
    let mut s = Session::start(&[]);
    s.ok(
        "tenuki-set_board ..oo.o..xxo.oo.xo..|x.o.ox..xo.oxoxxo..|..ooxx..xo.oxxxooo.|\
          .x.oxoxx..ox.xo.oo.|..x.xooo.xxx.xoo.oo|..oxxxx.xo.x.xo.oxo|\
          ...xoooxxo.xxoo.oxx|.x..o.oxoxxxxxoooxx|.xo.ooxooxoooo..oox|\
          .x.oxoxxoxo....oxxx|..x.xxxooo.o..oox..|.x.xxoo.......ox.xx|\
          .xxoo.o..ooo..oxxo.|xoxxoooooxxoooooxo.|.ox.xxxoxx.xxoxx.x.|\
          xx.oxoxx..x..xxxxxx|oxxxxox..xx.xoxoxoo|oooxooxxxoxxooxox..|\
          ..oxo.ox.o....oo...",
    );
    s.ok("tenuki-clear_dead");
    let dead = s.ok("final_status_list dead");
    assert!(lists(&dead, "C19") && lists(&dead, "D16"), "{dead}");
    assert!(!lists(&dead, "A18"), "{dead}");
    let c19 = s.status_why("C19");
    assert!(
        c19.starts_with("C19 dead: black takes its points in"),
        "{c19}"
    );
    assert!(c19.contains("the fight lies inside black's wall"), "{c19}");
    let a18 = s.status_why("A18");
    assert!(
        a18.starts_with("A18 alive: white takes its points in"),
        "{a18}"
    );
    assert!(a18.contains("the fight lies inside black's wall"), "{a18}");
}

const SEKI: &str = ".xo.ox|x.ooox|oooxxx|xxxx..|......|......";

/// The explanation, one line per block: seki partners and shared liberties, the playouts' share.
#[test]
fn status_why_explains_every_block() {
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {SEKI}"));
    let marked = s.status_why("");
    assert!(
        marked.lines().all(|l| l.contains(": marked alive")),
        "{marked}"
    );
    assert!(
        marked.starts_with("B6 seki: marked alive; shares 1 liberty with C6"),
        "{marked}"
    );
    s.ok("tenuki-clear_dead");
    let why = s.status_why("");
    let lines: Vec<&str> = why.lines().collect();
    assert_eq!(lines.len(), 4, "{why}");
    assert_eq!(
        lines[0],
        "B6 seki: shares 1 liberty with C6, neither makes two eyes"
    );
    assert_eq!(
        lines[1],
        "C6 seki: shares 1 liberty with B6, neither makes two eyes"
    );
    // the outer group's life: by the playouts' share, or proved (two eyes in the 14 points
    // below), as that share falls beside the quarter line
    assert!(lines[2].starts_with("F6 alive: "), "{why}");
    assert_eq!(
        lines[3],
        "A5 seki: shares 1 liberty with C6, neither makes two eyes"
    );
    assert_eq!(
        s.status_why("C5"),
        "C6 seki: shares 1 liberty with B6, neither makes two eyes"
    );
    assert_eq!(
        s.send("tenuki-status_why D6"),
        Err("vertex is empty".into())
    );
    assert_eq!(
        s.send("tenuki-status_why Z9"),
        Err("invalid color or coordinate".into())
    );
}

/// A lone white stone in Black's area, and a white block with two eyes: the judge's reasons.
#[test]
fn the_judge_says_why_a_stone_is_dead_or_alive() {
    let mut s = Session::start(&[]);
    // Black holds the left, White the right with two eyes at G7 and G5; E3 is a lone white
    // stone inside Black's area
    s.ok("tenuki-set_board ..x.o.o|..x.ooo|..x.o.o|..x.ooo|..xxo..|.o.xo..|...xo..");
    s.ok("tenuki-clear_dead");
    let answers = s.pipeline(&[
        "final_status_list dead",
        "tenuki-status_why B2",
        "tenuki-status_why E7",
        "tenuki-status_gfx",
    ]);
    assert_eq!(text(&answers[0]), "B2");
    let b2 = common::unwrap_entries(&text(&answers[1]));
    // the verifier cannot prove it dead: a capture of a stone with four liberties takes more
    // moves than it reads, and ruling out life in the strip A7-B1 needs a reading of eye space
    // it does not have; so the playouts' call stands, unproved. It is in doubt (`unsure`, the
    // label `x?`) only when the playouts' share leaves a quarter or more the other way (issue
    // 61: a question mark only where the call is really in doubt)
    let share: u32 = b2
        .strip_prefix("B2 dead: inside black's area: black takes its points in ")
        .and_then(|rest| rest.split('%').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{b2}"));
    let in_doubt = (25..=75).contains(&share);
    let unsure = if in_doubt { "; unsure: " } else { "; " };
    assert!(
        b2.contains(&format!(
            "{unsure}no proof either way (the verifier found no link, no two sure eyes, \
             no capture); the share is of "
        )) && b2.ends_with(" playouts"),
        "{b2}"
    );
    assert_eq!(
        text(&answers[2]),
        "E7 alive: unconditionally alive (Benson): it can never be captured"
    );
    let gfx = text(&answers[3]);
    // B2 is a block of one stone: its label, the verdict (with the doubt when in doubt), no
    // mark over it; the pass-alive E7 needs no word (issue 48)
    let label = if in_doubt { "B2 x?" } else { "B2 dies" };
    assert!(gfx.contains(label), "{gfx}");
    assert!(!gfx.contains("MARK"), "{gfx}");
    assert!(!gfx.contains("E7"), "{gfx}");
    assert!(
        gfx.ends_with("TEXT blocks: 1 dead, 0 seki, 2 alive"),
        "{gfx}"
    );
}

/// A capturing race the playouts call even, read out (online-go/score-estimator's hard/9700868,
/// MIT, hand-checked dead stones): Black's H13-H11 has one liberty, G13, and White's G12-F11
/// two, G13 and F13. White to move captures at G13; Black to move can only atari at F13 (G13
/// would leave the block in atari at F13), and White captures at G13.
#[test]
fn a_capturing_race_lost_whoever_moves_first_is_dead() {
    let mut s = Session::start(&[]);
    s.ok(
        "tenuki-set_board ........oxx..xxo.o.|.........oxx.xo....|.....oooooox.xoooo.|\
          .ooooxxxxxxx..xxxoo|o.oxxoxx.ooxo...xxo|ooxx.oooooxxo...oox|xxx.x..xox..xx.x..x|\
          x...xooxoxxxoox..x.|oxx.xoxxoxooo.oxxxx|oooxxxooooxxoooooxo|...ooxxx.x.xoxoxooo|\
          oo..oooxxxxxxxoxo..|..o.o.ooxoooooxxo..|..o.ooxoxxo.oooxoo.|.oo..oxxooooooxxxoo|\
          oxxooxxoooo.ox...xo|.xo.oxxxoxooxxox.xo|ooxxox.xoxxx...x.xx|.x..oxx.x.x........",
    );
    s.ok("tenuki-clear_dead");
    let why = s.status_why("H12");
    assert!(
        why.ends_with(
            "dead: loses the capturing race to F12, 1 liberty against 2, even with black to move"
        ),
        "{why}"
    );
    let dead = s.ok("final_status_list dead");
    for v in ["H13", "H12", "G11", "H11"] {
        assert!(dead.split_whitespace().any(|d| d == v), "{v} in {dead}");
    }
    for v in ["G12", "F12", "F11"] {
        assert!(!dead.split_whitespace().any(|d| d == v), "{v} in {dead}");
    }
}

/// A race whose winner gets its second eye only from the capture, once it has filled the
/// loser's outside liberty. GNU Go's regression record `nngs/evand-gnugo-3.5.2gf1-200312150903`
/// (9x9, GPL-3), its final position with a quiet White fill at F9 (`tools/dame-fills.py`): Black's
/// F8-H5 block has G9, J5 and the eye H6; White's H9-H8-J8 has G9 and J9. Black to move plays
/// G9 (J9 would be suicide) and takes the three at J9 next: White's J5 only leaves Black H6,
/// and the capture comes first. The captured corner, closed by the stones on G9 and J9, is
/// Black's second eye (GNU Go 3.8 calls H9-H8-J8 dead after F9 too). ceaecbf counted the eyes of
/// the region with G9 still open beside White's F9, found one, and left the race to the
/// playouts, which seldom find G9 (White's corner kept in 84% of them); the verifier then
/// proved Black's block dead.
#[test]
fn a_race_whose_capture_makes_the_second_eye_goes_to_the_player_to_move() {
    let mut s = Session::start(&[]);
    s.ok(
        "tenuki-set_board ...xo..o.|...xoxxoo|.o.xooxxx|...xxox.x|oo.xooxx.|xooo..ooo|\
          xxxoooooo|...xxoxoo|.xx.xxxxo",
    );
    s.ok("tenuki-clear_dead");
    s.ok("play w F9");
    let why = s.status_why("H9");
    assert!(why.contains("dead: loses the capturing race"), "{why}");
    let dead = s.ok("final_status_list dead");
    for v in ["H9", "H8", "J8"] {
        assert!(dead.split_whitespace().any(|d| d == v), "{v} in {dead}");
    }
    for v in ["F8", "G8", "H5", "J6"] {
        assert!(!dead.split_whitespace().any(|d| d == v), "{v} in {dead}");
    }
}

/// Explicit statuses override the judge block by block; `tenuki-clear_dead` gives the judge
/// back every block; a move forgets the marks.
#[test]
fn marks_and_diagrams_override_the_judge() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board ..x.o.o|..x.ooo|..x.o.o|..x.ooo|..xxo..|.o.xo..|...xo..");
    assert_eq!(
        s.ok("final_status_list dead"),
        "",
        "x and o are marked alive"
    );
    s.ok("tenuki-set_board ..x.o.o|..x.ooo|..x.o.o|..x.ooo|..xxo..|.w.xo..|...xo..");
    assert_eq!(s.ok("final_status_list dead"), "B2");
    s.ok("tenuki-clear_dead");
    assert_eq!(s.ok("final_status_list dead"), "B2");
    s.ok("tenuki-set_alive B2");
    assert_eq!(s.ok("final_status_list dead"), "");
    assert_eq!(s.status_why("B2"), "B2 alive: marked alive");
    s.ok("tenuki-set_dead E7");
    assert_eq!(
        s.ok("final_status_list dead"),
        "E7 G7 E6 F6 G6 E5 G5 E4 F4 G4 E3 E2 E1"
    );
    s.ok("play b A1");
    assert_eq!(
        s.ok("final_status_list dead"),
        "B2",
        "the marks are gone, the judge decides"
    );
}

/// Bent four in the corner is dead under Japanese rules: White's only liberties are A2 and C2,
/// shared with the three black stones A1-C1. Black throws in at A2; White takes four stones
/// and is left with the bent four in the corner, a ko only Black can start, won once White's
/// ko threats are gone. Off the corner (the second board), the same throw-in leaves White a
/// bent four that makes two eyes, so neither side can play there: a seki.
#[test]
fn bent_four_in_the_corner_is_dead_and_off_the_corner_a_seki() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board .......|.......|.......|xxxxx..|oooox..|.o.ox..|xxxox..");
    s.ok("tenuki-clear_dead");
    assert_eq!(s.ok("final_status_list dead"), "A3 B3 C3 D3 B2 D2 D1");
    // the capture goes through a ko (White takes the throw-in back once): the verifier,
    // which proves nothing through a ko, leaves the call as the shape decides it, unsure
    assert_eq!(
        s.status_why("A3"),
        "A3 dead: black kills it by a throw-in: its last liberties are a dead shape; \
         unsure: no proof either way (the verifier found no link, no two sure eyes, no capture)"
    );
    s.ok("tenuki-set_board ........|........|........|xxxxxx..|ooooox..|o.o.ox..|oxxxox..");
    s.ok("tenuki-clear_dead");
    assert_eq!(s.ok("final_status_list dead"), "");
    assert_eq!(
        s.ok("final_status_list seki"),
        "A3 B3 C3 D3 E3 A2 C2 E2 A1 E1\nB1 C1 D1"
    );
}

/// GNU Go's regression game filllib19 (GPL-3, in gtp-scripts/games), final position; only
/// White passed, so Black is to move:
///
/// ```text
///   A B C D E F G H J
/// 9 . x . x o o o x x
/// 8 x x x x x o x x .
/// 7 o o o o o o x . x
/// 6 x x o . o o o x x
/// 5 . x x x x o o o o
/// 4 x o x o x x o o .
/// 3 . o o o x o o x o
/// 2 o . o x x o x x o
/// 1 . x x . x o x . .
/// ```
///
/// White's B4-B3-C3-D3-D4-C2 has two liberties, A3 and B2, and races Black's A4 (A3, A5).
/// Black B2 takes the race: White A3 joins A2 but leaves A1 its only liberty, and Black
/// captures there; so the six stones and A2 are dead. Black's G1-G2-H2-H3 inside White's
/// corner is dead too (no eye, no way out). Counted by hand with that dead set (Japanese):
/// Black's territory is A9, C9, J8, H7, A5, the seven dead white points, A3, B2, A1 and D1
/// (16), plus 6 prisoners and 7 dead stones: 29. White's is J4, H1, J1 and the four dead
/// black points (7), plus 5 prisoners and 4 dead stones, plus 6.5 komi: 22.5. B+6.5, the
/// recorded result (D6 is dame). After a black pass the game is over and nobody moves first:
/// the race decides nothing.
#[test]
fn the_player_to_move_takes_a_race_that_goes_to_whoever_moves_first() {
    let mut s = Session::start(&[]);
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/gtp-scripts/games/filllib19.sgf"
    );
    assert_eq!(s.ok(&format!("loadsgf {game}")), "black");
    let mut dead: Vec<String> = s
        .ok("final_status_list dead")
        .split_whitespace()
        .map(String::from)
        .collect();
    dead.sort();
    let mut expected = [
        "B4", "D4", "B3", "C3", "D3", "C2", "A2", "H3", "G2", "H2", "G1",
    ];
    expected.sort();
    assert_eq!(dead, expected);
    assert_eq!(s.ok("final_score"), "B+6.5");
    assert_eq!(
        s.status_why("C3"),
        "B4 dead: loses the capturing race to A4, 2 liberties against 2, black to move"
    );
    // two passes: nobody moves first, so the race is given to nobody (the eye count then
    // decides, and leaves it as it was before the player to move was read)
    s.ok("play black pass");
    let why = s.status_why("C3");
    assert!(why.starts_with("B4 "), "{why}");
    assert!(!why.contains("to move"), "{why}");
}

/// A race that hangs on a ko is reported, not decided by the reading: with White to move,
/// White can take Black's C4 only by the ko at D4 (White D4 captures C4 and stands in atari at
/// C4 at once), and Black's D5 hangs with it (after White D4 its only other liberty is E5). The
/// playouts keep deciding, and the reason says so. Once Black connects at D4 there is no ko.
#[test]
fn a_race_that_hangs_on_a_ko_is_reported() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board .oox...|.ox.xx.|..ox...|.......|.......");
    s.ok("tenuki-clear_dead");
    s.ok("play black pass");
    let why = s.status_why("D5");
    assert!(
        why.contains("its capturing race hangs on a ko (white captures it only through a ko)"),
        "{why}"
    );
    s.ok("play white pass");
    s.ok("play black D4");
    let why = s.status_why("D5");
    assert!(!why.contains("ko"), "{why}");
}

/// GNU Go's rbm-bobk final position (see `rbm_bobk_a_ring_of_blocks_around_three_eyes_lives`
/// in judge_data.rs): White's ring around the eyes G19, K19 and M18, closed by E16 or F16
/// (miai), lives; the playouts took it, the life reading says why it lives, and GoGui's label
/// says `read`.
#[test]
fn a_living_ring_the_playouts_took_is_read_alive() {
    let rows = [
        "...xoo.oo.oooooox..",
        "...xxooxxoo.oxxox..",
        "...xooxxxoxoxxxxxxx",
        "xx.x..x..xxoox.xooo",
        "ox.xoooxxxoo.xxo...",
        "oxxx.oxx.xxooxooo..",
        "oox.oo.xxoooxox....",
        ".oxxxooooooxxooo...",
        "o.oxoxxoxxox.xxoooo",
        "..ooooxx.xox.x.oxox",
        ".....ox.xxxoxxooxxx",
        "....ox...xoo..oxx..",
        "..oxoxxxxxoxxxoox..",
        "..o.oxooooox..oxx..",
        "...oooo.xxxx.oooxx.",
        "..oxxxox.xoxo.ox..x",
        "...oxxxx.xoxoooxx.x",
        "...oox..xooo.oooxxo",
        "...oxx..x.o..oxxx..",
    ];
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {}", rows.join("|")));
    s.ok("tenuki-clear_dead");
    // P13 and D7 (black) and T2 (white) are dead; no stone of the ring
    assert_eq!(
        sorted_words(&s.ok("final_status_list dead")),
        ["D7", "P13", "T2"]
    );
    for v in ["E19", "J19", "L18", "E17", "E13"] {
        let why = s.status_why(v);
        assert!(
            why.contains(" alive: its eye spaces at G19, K19 and M18 make two sure eyes"),
            "{why}"
        );
        assert!(why.contains("(read, "), "{why}");
    }
    let gfx = s.ok("tenuki-status_gfx");
    assert!(gfx.contains(" read"), "{gfx}");
}

/// GNU Go's nngs/saphir-gnugo-3.3.12-200212031818 (GPL-3), final position as setup, White to
/// move: Black's left group E11-F8, B9-C9-C8, A8, B7, D7-D6-E6 has the eye D9-D8 and the point
/// B8; White G9 joins F9 out, then White A7 leaves B8 a false eye (see judge_data.rs). The
/// verifier proves it dead (`cap`), and White's F9 alive by its link at G9 with White to move
/// (`link`); through the binary, as a GoGui user sees it.
#[test]
fn the_verifier_proves_saphir_s_left_group_dead_and_says_so() {
    let rows = [
        "oxxxx...xooo.......",
        "oxoxx.xxxxxoo.o.o.o",
        "ooooxx.x..xoxooooox",
        ".o..ox.xxxxoxxxxoxx",
        ".xo.ox.x.xooox.xxx.",
        "..o.oxxxxxxoxx...x.",
        "...o.ox.x.xxxxxx.x.",
        "...oooxxx..xooooxx.",
        "...oxxoxxxxoo.xooxx",
        "oooxxxooxxxo.xxxooo",
        "oxx.xo.oxxooxxoxxxo",
        "x.x.xxooxxo.xooo.o.",
        ".x.xoooxoooxxoooooo",
        "oooxxoxxxoxoo...o.o",
        "oxoooooxxxxo.o.....",
        "oxxxxxooxxxoo.o.o..",
        "o...x.xoox.xoo.o..o",
        ".oo.xxooxxxxxo.o.o.",
        "......oxx.xxooooooo",
    ];
    let (mut black, mut white) = (String::new(), String::new());
    for (r, row) in rows.iter().enumerate() {
        for (c, stone) in row.chars().enumerate() {
            let point = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            match stone {
                'x' => black.push_str(&point),
                'o' => white.push_str(&point),
                _ => {}
            }
        }
    }
    let dir = std::env::temp_dir().join(format!("tenuki-saphir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("saphir.sgf");
    std::fs::write(
        &file,
        format!("(;GM[1]FF[4]SZ[19]KM[0.5]PL[W]AB{black}AW{white})"),
    )
    .expect("write");
    let mut s = Session::start(&[]);
    assert_eq!(s.ok(&format!("loadsgf {}", file.display())), "white");
    for block in ["E11", "B9", "A8", "B7", "D7"] {
        let why = s.status_why(block);
        assert!(
            why.starts_with(&format!(
                "{block} dead: white captures it, or leaves it one eye, whatever black answers, \
                 white moving first (proved, "
            )),
            "{why}"
        );
    }
    let f9 = s.status_why("F9");
    assert!(
        f9.starts_with("F9 alive: stays linked to the living ")
            && f9.contains("with white to move"),
        "{f9}"
    );
    let gfx = s.ok("tenuki-status_gfx");
    assert!(gfx.contains("E11 cap") && gfx.contains("F9 link"), "{gfx}");
    std::fs::remove_dir_all(&dir).ok();
}

/// An unsure call says what was read (issue 45): online-go.com 68868's White F9 group, kept by
/// the playouts in about a quarter to two fifths of them and proved neither alive nor dead by
/// the verifier (its life hangs on a fight at the top edge), is a call no proof settled, and the
/// answer says so, with how many playouts its share is of. Such a call near even has the
/// judgement made again with more playouts, and the answer says that too: kgs6d
/// `2003-12-01-8`'s White L14, kept in about 0.3 of them beside the close calls of Black's
/// centre, and read on to 512 playouts (where the share is more than three standard errors
/// from even, or the reading stops).
#[test]
fn an_unsure_call_says_what_was_read() {
    let read = "; unsure: no proof either way (the verifier found no link, no two sure eyes, \
                no capture); the share is of ";
    let mut s = Session::start(&[]);
    let path = format!(
        "{}/tests/data/ogs-archive/9x9/68868.sgf",
        env!("CARGO_MANIFEST_DIR")
    );
    s.ok(&format!("loadsgf {path}"));
    let f9 = s.status_why("F9");
    assert!(
        f9.starts_with("F9 alive: keeps its points (black takes them in ") && f9.contains(read),
        "{f9}"
    );
    // the playouts its share is of, and "made again" exactly when past a first judgement's
    let playouts = |why: &str| -> usize {
        let rest = &why[why.find(read).expect("the share") + read.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().expect("a number of playouts")
    };
    let n = playouts(&f9);
    assert!((16..=512).contains(&n), "{f9}");
    let again = ", the judgement made again with more";
    assert_eq!(f9.ends_with(again), n > 128, "{f9}");
    let mut s = common::kgs6d_session("2003-12-01-8.sgf", None);
    let l14 = s.status_why("L14");
    assert!(
        l14.starts_with("L14 alive: keeps its points (black takes them in ")
            && l14.contains(read)
            && l14.ends_with(again)
            && playouts(&l14) > 128,
        "{l14}"
    );
}

/// A seki of three shared liberties, no eye on either side. GNU Go's regression record
/// `century21-2002/goint-gnugo` (GPL-3), its final position: Black's 25-stone top left group
/// (A19-D19, C18-E18, D17, B16-D16, A15-B15, D15-G15, A14, D14, F14-G14, C13-D13, F13, F16)
/// and White's A17-B17-B18 have the same three liberties, A18, C17 and A16, and nothing else
/// (every other point around Black's group is a White stone, and White's three touch only
/// Black's group and those points). The first stone on one of them leaves both two; the next
/// puts its own side in atari, and the other side captures: so neither fills, a seki. The
/// record says W+114.5, and GNU Go 3.8 gives the same with the black group dead; the judge keeps
/// both groups, in seki.
#[test]
fn goint_three_shared_liberties_and_no_eye_make_a_seki() {
    let rows = [
        "xxxxooox.....xxoo..", // 19
        ".oxxxoxxxxx.xxoo.oo", // 18
        "oo.xoooxoooxxoxxoox", // 17
        ".xxxoxoooooooooxxxx", // 16
        "xxoxxxxooxoxxxxxxxx", // 15
        "xooxoxxoxxxx.xoxoo.", // 14
        "ooxxoxooxxxoxxooxx.", // 13
        ".oooooxoxooox...x..", // 12
        "...o.oxoo..oox.....", // 11
        ".oxo.ox....oxx.o...", // 10
        "..o.oo.o..ooox.xx..", // 9
        "..o..x....oxoox.xx.", // 8
        "....oo...oxxxxxxoxx", // 7
        "..o......ox...xooox", // 6
        "......o..oox...xxoo", // 5
        "..o.xx..oox..xxxoo.", // 4
        "...ooxoooxx.xxoo...", // 3
        "...o.oxxoox..xo.o..", // 2
        "....o....ooxxoo....", // 1
    ];
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {}", rows.join("|")));
    s.ok("tenuki-clear_dead");
    let seki = sorted_words(&s.ok("final_status_list seki"));
    let dead = sorted_words(&s.ok("final_status_list dead"));
    for v in ["A19", "D17", "F13", "G15", "A14", "B18", "A17", "B17"] {
        assert!(seki.contains(&v.to_string()), "{v} in seki: {seki:?}");
        assert!(!dead.contains(&v.to_string()), "{v} dead: {dead:?}");
    }
}

/// `RUST_LOG=tenuki_gtp::judge=trace` logs each step of a judgement on standard error, with
/// the blocks whose reason it changed, and standard output stays GTP. kgs6d `2002-10-07-10`
/// (`tests/data/kgs6d`): Black's lone M10 inside White's area is captured (GNU Go 3.8 lists
/// it dead too): the playouts' share first, then a proof of the verifier.
#[test]
fn the_trace_log_names_the_step_of_each_call() {
    let input = "loadsgf tests/data/kgs6d/2002-10-07-10.sgf\nfinal_status_list dead\nquit\n";
    let (out, err) = common::logged_session(input.as_bytes(), Some("tenuki_gtp::judge=trace"));
    let (quiet_out, quiet_err) = common::logged_session(input.as_bytes(), None);
    assert_eq!(out, quiet_out, "the log changes nothing on standard output");
    assert!(out.starts_with("= white\n\n= "), "{out}");
    assert!(out.contains("M10"), "{out}");
    assert!(!quiet_err.contains("read_by_playouts"), "{quiet_err}");
    assert!(err.contains("judgement (first)"), "{err}");
    for (step, line) in [
        ("read_by_playouts", "M10 (1 stone): Some(Playouts { taken: "),
        ("verify_calls", "M10 (1 stone): Some(Captured {"),
    ] {
        let lines = step_lines(&err, step);
        assert!(lines.iter().any(|l| l.starts_with(line)), "{step}: {err}");
    }
}

/// The blocks the first logged `step` changed, one trimmed line each.
fn step_lines<'a>(err: &'a str, step: &str) -> Vec<&'a str> {
    let header = format!("] {step}:");
    err.lines()
        .skip_while(|l| !l.ends_with(&header))
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .map(str::trim)
        .collect()
}
