//! A GoGui-style session (CLIENTS.md: what GoGui 1.6 sends on attach, on lazy sync, in score
//! mode and for analyze commands) and a gogui-twogtp referee, each answer checked.

mod common;

use common::Session;

const GFX_KEYWORDS: &[&str] = &[
    "BLACK",
    "WHITE",
    "MARK",
    "SQUARE",
    "TRIANGLE",
    "CIRCLE",
    "LABEL",
    "COLOR",
    "INFLUENCE",
    "VAR",
    "TEXT",
    "CLEAR",
];

/// The valid vertices of a `width` x `height` board.
fn is_vertex(token: &str, (width, height): (usize, usize)) -> bool {
    let mut chars = token.chars();
    let Some(letter) = chars.next() else {
        return false;
    };
    let col = "ABCDEFGHJKLMNOPQRSTUVWXYZ".find(letter);
    let row: Option<usize> = chars.as_str().parse().ok();
    matches!((col, row), (Some(c), Some(r)) if c < width && (1..=height).contains(&r))
}

/// Parses a gfx answer: every line starts with a GoGui keyword and point lists hold vertices.
fn check_gfx(gfx: &str, size: (usize, usize)) -> Vec<(String, Vec<String>)> {
    gfx.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut words = line.split_whitespace();
            let keyword = words.next().unwrap_or_default().to_string();
            assert!(
                GFX_KEYWORDS.contains(&keyword.as_str()),
                "unknown gfx keyword in {line:?}"
            );
            let rest: Vec<String> = words.map(str::to_string).collect();
            if !matches!(
                keyword.as_str(),
                "TEXT" | "LABEL" | "COLOR" | "INFLUENCE" | "VAR"
            ) {
                for v in &rest {
                    assert!(is_vertex(v, size), "bad vertex {v:?} in {line:?}");
                }
            }
            (keyword, rest)
        })
        .collect()
}

/// The points (or words) after `keyword` in a parsed gfx answer; empty when it is absent.
fn gfx_points(gfx: &[(String, Vec<String>)], keyword: &str) -> Vec<String> {
    gfx.iter()
        .find(|(k, _)| k == keyword)
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

#[test]
fn gogui_attach_sync_score_mode_and_analyze_commands() {
    let mut s = Session::start(&["--komi", "6.5"]);
    // attach
    assert_eq!(s.ok("name"), "tenuki-gtp");
    assert_eq!(s.ok("protocol_version"), "2");
    s.ok("version");
    let commands = s.ok("list_commands");
    assert!(!commands.lines().any(|c| c == "gogui-interrupt"));
    for listed in [
        "gogui-analyze_commands",
        "gogui-play_sequence",
        "set_free_handicap",
        "genmove",
    ] {
        assert!(commands.lines().any(|c| c == listed), "{listed} not listed");
    }
    s.ok("name");
    s.ok("protocol_version");
    let analyze = s.ok("gogui-analyze_commands");
    s.ok("boardsize 6");
    s.ok("clear_board");
    s.ok("komi 0");

    // lazy sync: upper-case plays, a sequence, undo back to the common prefix and on again
    s.ok("play B E5");
    s.ok("play W PASS");
    s.ok("undo");
    s.ok("undo");
    s.ok("gogui-play_sequence B B6 B A5 B F6 B F5 B D4 B E4 B F4 B A3 B B3 B C3 B D3");
    s.ok("gogui-play_sequence W C6 W E6 W C5 W D5 W E5 W A4 W B4 W C4 W F1");
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n.xo.ox\nx.ooox\noooxxx\nxxxx..\n......\n.....o"
    );

    // score mode: GoGui asks only for the dead stones, then counts by itself; the judge finds
    // the lone white stone in Black's area, a mark overrides it, clear_dead gives it back
    assert_eq!(s.ok("final_status_list dead"), "F1");
    s.ok("tenuki-set_alive F1");
    assert_eq!(s.ok("final_status_list dead"), "");
    s.ok("tenuki-clear_dead");
    assert_eq!(s.ok("final_status_list dead"), "F1");
    s.ok("tenuki-set_dead F1");
    let dead: Vec<String> = s
        .ok("final_status_list dead")
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(dead, ["F1"]);

    // every analyze command answers, with %p replaced by a stone's vertex
    let mut ran = 0;
    for entry in analyze.lines() {
        let parts: Vec<&str> = entry.splitn(3, '/').collect();
        assert_eq!(parts.len(), 3, "{entry}");
        let (kind, command) = (parts[0], parts[2].replace("%p", "F1"));
        let answer = s
            .send(&command)
            .unwrap_or_else(|e| panic!("{command} failed: {e}"));
        ran += 1;
        match kind {
            "gfx" if command == "tenuki-status_gfx" => {
                let gfx = check_gfx(&answer, (6, 6));
                let get = |k: &str| gfx_points(&gfx, k);
                // one label per block: F1 is marked dead here, B6 lives in seki
                let labels = get("LABEL");
                let label_of = |v: &str| {
                    let i = labels.iter().position(|l| l == v).expect("labelled");
                    labels[i + 1].clone()
                };
                assert_eq!(label_of("F1"), "x!");
                assert_eq!(label_of("B6"), "seki");
                // a label or a mark, never both: a cross would hide the label
                assert!(
                    get("MARK").is_empty(),
                    "F1 is a block of one stone, labelled"
                );
                let (marked, squares) = (get("MARK"), get("SQUARE"));
                for v in labels.iter().step_by(2) {
                    assert!(!marked.contains(v) && !squares.contains(v), "{v}");
                }
                // the seki blocks' other stones: C6 E6 C5 D5 E5 A4 B4 C4 less its label
                assert_eq!(squares.len(), 7, "{squares:?}");
                assert!(get("TEXT").join(" ").starts_with("blocks: 1 dead"));
            }
            "gfx" => {
                let gfx = check_gfx(&answer, (6, 6));
                let get = |k: &str| gfx_points(&gfx, k);
                // territory: the z points of the score map (F1 is dead, so it is black's)
                assert_eq!(
                    get("BLACK"),
                    [
                        "E3", "F3", "A2", "B2", "C2", "D2", "E2", "F2", "A1", "B1", "C1", "D1",
                        "E1", "F1"
                    ]
                );
                assert!(get("WHITE").is_empty());
                assert_eq!(get("MARK"), ["F1"]);
                assert_eq!(get("CIRCLE"), ["B5"]);
                assert!(get("TRIANGLE").is_empty(), "A6 is a real eye in seki");
                assert!(get("SQUARE").contains(&"A6".to_string()));
                assert!(get("SQUARE").contains(&"D6".to_string()));
                assert!(get("SQUARE").contains(&"B6".to_string()));
                assert!(get("TEXT").join(" ").starts_with("B+15"));
            }
            "plist" => {
                for v in answer.split_whitespace() {
                    assert!(is_vertex(v, (6, 6)), "{command}: {v}");
                }
            }
            "param" => {
                assert!(answer.lines().all(|l| l.starts_with('[')), "{answer}");
            }
            "string" | "hstring" | "none" => {}
            other => panic!("unexpected analyze type {other}"),
        }
    }
    assert!(ran >= 11, "only {ran} analyze commands");
    // the mark commands above toggled F1 alive and then cleared the marks: the param dialog
    // sends `command key value`
    s.ok("tenuki-param rules chinese");
    s.ok("tenuki-param komi 7.5");
    assert_eq!(
        s.ok("tenuki-param"),
        "[list/japanese/chinese/aga/japanese-strict/japanese-seed] rules chinese\n[string] komi 7.5\n[bool] judge 1"
    );
    // handicap, as GoGui sends it when set_free_handicap is listed
    s.ok("boardsize 9");
    s.ok("clear_board");
    s.ok("set_free_handicap C3 G7");
    assert_eq!(s.ok("final_status_list alive"), "G7\nC3");
}

/// Every analyze command on a position with obvious false eyes (tests/seed_examples.rs, "Filling
/// False Eyes"): A4 and C4 are filled, shown as triangles, and count for nobody.
/// ```text
/// 4 . x . . x . . x .
/// 3 x o x x x x x x x
/// 2 o o o o o o o o o
/// 1 . . . . . . . . .
///   A B C D E F G H J
/// ```
#[test]
fn analyze_commands_on_a_position_with_false_eyes() {
    let mut s = Session::start(&[]);
    s.ok("rectangular_boardsize 9 4");
    s.ok("gogui-play_sequence B B4 B E4 B H4 B A3 W B3 B C3 B D3 B E3 B F3 B G3 B H3 B J3");
    s.ok("gogui-play_sequence W A2 W B2 W C2 W D2 W E2 W F2 W G2 W H2 W J2");
    let analyze = s.ok("gogui-analyze_commands");
    for entry in analyze.lines() {
        let command = entry.splitn(3, '/').nth(2).unwrap().replace("%p", "B3");
        let answer = s
            .send(&command)
            .unwrap_or_else(|e| panic!("{command}: {e}"));
        if entry.ends_with("/tenuki-score_gfx") {
            let gfx = check_gfx(&answer, (9, 4));
            let get = |k: &str| gfx_points(&gfx, k);
            assert_eq!(get("TRIANGLE"), ["A4", "C4"]);
            assert_eq!(get("BLACK"), ["D4", "F4", "G4", "J4"]);
            assert_eq!(
                get("WHITE"),
                ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "J1"]
            );
            assert!(get("TEXT").join(" ").starts_with("W+5"));
        }
    }
}

/// gogui-twogtp -referee: the referee only follows boardsize, komi and the moves, then decides
/// the game with final_score; rules come from its command line.
#[test]
fn a_twogtp_referee_decides_the_game() {
    let mut referee = Session::start(&["--rules", "japanese"]);
    referee.ok("boardsize 5");
    referee.ok("clear_board");
    referee.ok("komi 0.5");
    // Black takes columns A-B, White D-E; C is shared and filled
    for (color, vertex) in [
        ("b", "B1"),
        ("w", "D1"),
        ("b", "B2"),
        ("w", "D2"),
        ("b", "B3"),
        ("w", "D3"),
        ("b", "B4"),
        ("w", "D4"),
        ("b", "B5"),
        ("w", "D5"),
        ("b", "C3"),
        ("w", "C2"),
        ("b", "C4"),
        ("w", "C1"),
        ("b", "C5"),
        ("w", "pass"),
        ("b", "pass"),
    ] {
        referee.ok(&format!("play {color} {vertex}"));
    }
    // Black: A1-A5 = 5 points; White: E1-E5 = 5 points + komi 0.5
    assert_eq!(referee.ok("final_score"), "W+0.5");
    let mut area = Session::start(&["--rules", "chinese"]);
    area.ok("boardsize 5");
    area.ok("komi 0.5");
    area.ok("gogui-play_sequence b B1 w D1 b B2 w D2 b B3 w D3 b B4 w D4 b B5 w D5 b C3 w C2 b C4 w C1 b C5");
    // Black 8 stones + 5, White 7 stones + 5 + 0.5
    assert_eq!(area.ok("final_score"), "B+0.5");
}

/// gogui-regress sends `cputime` before and after each file: the engine's CPU seconds.
#[test]
fn cputime_answers_the_cpu_seconds_used() {
    let mut s = Session::start(&[]);
    let before: f64 = s.ok("cputime").parse().expect("a decimal number");
    assert!(before >= 0.0);
    s.ok(&format!(
        "loadsgf {}/tests/data/selfplay-sgf/sp19-012.sgf",
        env!("CARGO_MANIFEST_DIR")
    ));
    for _ in 0..5 {
        s.ok("tenuki-clear_dead");
        s.ok("play b pass");
        s.ok("final_status_list dead");
    }
    let after: f64 = s.ok("cputime").parse().expect("a decimal number");
    assert!(after >= before, "{after} < {before}");
    assert!(s.ok("list_commands").lines().any(|c| c == "cputime"));
}

/// GoGui's status bar shows about 50 characters: the overlay's TEXT is the result and the two
/// totals, under every rule set, on a finished 19x19 game.
#[test]
fn the_overlay_text_fits_the_status_bar() {
    let mut s = Session::start(&[]);
    s.ok(&format!(
        "loadsgf {}/tests/data/selfplay-sgf/sp19-006.sgf",
        env!("CARGO_MANIFEST_DIR")
    ));
    for rules in ["japanese", "chinese", "aga", "japanese-strict"] {
        s.ok(&format!("tenuki-rules {rules}"));
        let gfx = s.ok("tenuki-score_gfx");
        let text = gfx
            .lines()
            .find_map(|l| l.strip_prefix("TEXT "))
            .expect("a TEXT line");
        assert!(text.chars().count() <= 50, "{text}");
        let result = s.ok("final_score");
        assert!(
            text.starts_with(&format!("{result} ({rules}): B ")),
            "{text}"
        );
    }
}

/// Under area rules the overlay draws what area counting counts: the eyes of a seki are their
/// owners' (no square on them), there are no filled false eyes, and the text's totals are the
/// area totals (stones + surrounded points + komi).
#[test]
fn the_overlay_under_area_rules_draws_what_area_counting_counts() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board .xo.ox|x.ooox|oooxxx|xxxx..|......|......");
    s.ok("komi 6.5");
    s.ok("tenuki-rules chinese");
    let gfx = check_gfx(&s.ok("tenuki-score_gfx"), (6, 6));
    let get = |k: &str| gfx_points(&gfx, k);
    assert!(get("BLACK").contains(&"A6".to_string()), "Black's seki eye");
    assert_eq!(get("WHITE"), ["D6"], "White's seki eye");
    assert_eq!(get("CIRCLE"), ["B5"], "the shared liberty");
    let squares = get("SQUARE");
    assert!(!squares.contains(&"A6".to_string()) && !squares.contains(&"D6".to_string()));
    assert!(
        squares.contains(&"B6".to_string()),
        "seki stones keep their squares"
    );
    assert!(get("TRIANGLE").is_empty());
    // Black 11 stones + 15 points = 26; White 8 stones + D6 + 6.5 = 15.5
    assert_eq!(get("TEXT").join(" "), "B+10.5 (chinese): B 26 W 15.5");
}

/// A diagram in which a block has no liberty cannot come from a game: refused, naming a stone
/// of the block, and the board stays as it was.
#[test]
fn impossible_diagrams_are_refused_and_change_nothing() {
    let mut s = Session::start(&[]);
    s.ok("tenuki-set_board x.|..");
    for (diagram, stone) in [
        ("x", "A1"),
        ("x|o", "A2"),
        ("xo.|ox.", "A2"),
        (".x.|xwx|.x.", "B2"),
    ] {
        assert_eq!(
            s.send(&format!("tenuki-set_board {diagram}")),
            Err(format!("syntax error: the block at {stone} has no liberty")),
            "{diagram}"
        );
        assert_eq!(common::board_rows(&s.ok("showboard")), "\nx.\n..");
    }
}
