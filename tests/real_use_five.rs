//! Issue 48, point by point, through the real binary: every answer comes from the count of
//! the rules in force, the side to move is the one the moves give, the false eyes to fill are
//! counted apart from the dame, the command line's edge cases, and what GoGui shows. Each
//! expected answer is counted by hand from the diagram in the comment beside it.

mod common;

use std::path::Path;

use common::{archive, assert_map_eq, rows, Session};

/// The README's quick start: two groups in seki share the liberty B5; A6 is Black's eye, D6
/// White's.
const README_SEKI: &str = ".xo.ox|x.ooox|oooxxx|xxxx..|......|......";

/// docs/counting.md's teire position (judge off: every stone alive).
const TEIRE: &str = ".xo..|.x.o.|.xxo.|..xo.|..xo.";

/// Every point of the board, scan order (top row first), as GTP vertices.
fn vertices(width: usize, height: usize) -> Vec<String> {
    let letters: Vec<char> = "ABCDEFGHJKLMNOPQRSTUVWXYZ".chars().collect();
    (0..height)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .map(|(r, c)| format!("{}{}", letters[c], height - r))
        .collect()
}

/// `tenuki-point_why` of every point says what the score map shows there: `z`/`a` for a
/// side, `x`/`o` a living stone, `.`/`b`/`w` nobody's.
fn assert_point_why_agrees_with_map(s: &mut Session, map: &[String]) {
    let (height, width) = (map.len(), map[0].len());
    let chars: Vec<char> = map.iter().flat_map(|r| r.chars()).collect();
    for (v, c) in vertices(width, height).iter().zip(chars) {
        let why = s.ok(&format!("tenuki-point_why {v}"));
        let lower = why.to_lowercase();
        let fits = match c {
            'z' => lower.contains("black's area") || lower.contains("black territory"),
            'a' => lower.contains("white's area") || lower.contains("white territory"),
            'x' => lower.starts_with("black stone"),
            'o' => lower.starts_with("white stone"),
            _ => lower.contains("nobody's") || lower.contains("dame"),
        };
        assert!(fits, "{v} is `{c}` in the map, yet: {why}");
    }
}

/// Part 1, `chinese`: the seki eyes count for their owner under area counting (B+17: Black
/// 11 stones + A6 and the 14 points below, White 8 stones + D6), and `tenuki-point_why A6`
/// says so instead of the Japanese count's "seki, nobody's".
#[test]
fn under_chinese_rules_point_why_answers_by_area() {
    let mut s = Session::start(&[]);
    s.ok(&format!("tenuki-set_board {README_SEKI}"));
    s.ok("tenuki-rules chinese");
    let map = rows(&s.ok("tenuki-score_map"));
    assert_map_eq(
        &map,
        "zxoaox
         x.ooox
         oooxxx
         xxxxzz
         zzzzzz
         zzzzzz",
    );
    assert_eq!(s.ok("final_score"), "B+17");
    assert_eq!(
        s.ok("tenuki-point_why A6"),
        "Black's area: only Black reaches it"
    );
    assert_eq!(
        s.ok("tenuki-point_why D6"),
        "White's area: only White reaches it"
    );
    assert_eq!(
        s.ok("tenuki-point_why B5"),
        "dame: living stones of both colours reach it"
    );
    assert_eq!(
        s.ok("tenuki-point_why B6"),
        "black stone in seki: counts for Black"
    );
    assert_point_why_agrees_with_map(&mut s, &map);
    // GNU Go's status lists of empty points part them as the count does: A6 and the 14
    // points of the lower right Black's, D6 White's, B5 nobody's
    let black = s.ok("final_status_list black_territory");
    assert!(black.starts_with("A6 E3 F3 A2 "), "{black}");
    assert_eq!(black.split_whitespace().count(), 15, "{black}");
    assert_eq!(s.ok("final_status_list white_territory"), "D6");
    assert_eq!(s.ok("final_status_list dame"), "B5");
    // the breakdown: no seki points under area counting, B5 the one dame
    let details = s.ok("tenuki-score_details");
    assert!(details.contains("\nseki-points: 0\ndame: 1\n"), "{details}");
    assert!(!details.contains("teire"), "{details}");
    // the overlay gives A6 to Black and D6 to White, as the count
    let gfx = s.ok("tenuki-score_gfx");
    assert!(gfx.lines().any(|l| l.starts_with("BLACK A6 ")), "{gfx}");
    assert!(gfx.lines().any(|l| l == "WHITE D6"), "{gfx}");
    // under the default rules the same point is a seki eye, nobody's
    s.ok("tenuki-rules japanese");
    assert_eq!(
        s.ok("tenuki-point_why A6"),
        "seki, nobody's: Black's region, 1 eye"
    );
}

/// Part 1, `japanese-strict`: every block of the teire position touches the dame C4, so all
/// are in seki and every region counts for nobody: result 0, 13 seki points (A1..A5, B1 and B2
/// on Black's side, D5 and E1..E5 on White's: 7 + 6), C4 the one dame, no teire line
/// (it belongs to the `japanese` count). `tenuki-point_why A1` used to say
/// `A1 black territory, region worth 2 eyes`.
#[test]
fn under_japanese_strict_point_why_answers_by_the_strict_count() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok(&format!("tenuki-set_board {TEIRE}"));
    s.ok("tenuki-rules japanese-strict");
    let map = rows(&s.ok("tenuki-score_map"));
    assert_map_eq(
        &map,
        ".xo..
         .x.o.
         .xxo.
         ..xo.
         ..xo.",
    );
    assert_eq!(s.ok("final_score"), "0");
    assert_eq!(s.ok("tenuki-point_why A1"), "seki (strict rule), nobody's");
    assert_eq!(s.ok("tenuki-point_why D5"), "seki (strict rule), nobody's");
    assert_eq!(
        s.ok("tenuki-point_why C4"),
        "dame: stones of both colours reach it"
    );
    assert_eq!(s.ok("tenuki-point_why B4"), "black stone in seki");
    assert_point_why_agrees_with_map(&mut s, &map);
    let details = s.ok("tenuki-score_details");
    assert!(
        details.contains("\nseki-points: 13\ndame: 1\ntotal:"),
        "{details}"
    );
    // the status lists and the overlay follow the same count: every block in seki, C4
    // circled, every other empty point squared
    assert_eq!(s.ok("final_status_list alive"), "");
    assert_eq!(s.ok("final_status_list dead"), "");
    assert_eq!(
        s.ok("final_status_list seki"),
        "B5 B4 B3 C3 C2 C1\nC5\nD4 D3 D2 D1"
    );
    let gfx = s.ok("tenuki-score_gfx");
    assert!(gfx.lines().any(|l| l == "CIRCLE C4"), "{gfx}");
    // under the default rules, D5 is White's territory with a teire owed
    s.ok("tenuki-rules japanese");
    assert_eq!(
        s.ok("tenuki-point_why D5"),
        "white territory; White adds a stone once Black fills C4"
    );
}

/// Part 1: after `loadsgf` and `undo`, the side to move is the one the moves give. 617522
/// ends in two passes after White's E3 (`ep`); two undos take the passes back, Black E19 and
/// White R16 follow, so Black is to move, exactly as when the record is loaded up to move
/// 347 (the first pass) and the same two moves are played.
#[test]
fn after_loadsgf_and_undo_the_moves_say_who_is_to_move() {
    let record = archive("617522.sgf");
    let mut undone = Session::start(&[]);
    assert_eq!(undone.ok(&format!("loadsgf {record}")), "black");
    for command in ["undo", "undo", "play b E19", "play w R16"] {
        undone.ok(command);
    }
    let mut cut = Session::start(&[]);
    assert_eq!(cut.ok(&format!("loadsgf {record} 347")), "black");
    cut.ok("play b E19");
    cut.ok("play w R16");
    let why = undone.status_why("R15");
    assert!(
        why.starts_with("R15 alive: stays linked") && why.contains("with black to move"),
        "{why}"
    );
    assert_eq!(why, cut.status_why("R15"));
    // and the record written back says Black is to move
    let sgf = undone.ok("printsgf");
    assert!(!sgf.contains("PL[W]"), "{sgf}");
}

/// Part 1: `tenuki-score_details` counts the false eyes to fill apart from the dame, as the
/// overlay marks them (triangles apart from circles). The online-go game 610959 the issue
/// names: 12 dame (circled) and one false eye to fill (a triangle), once `dame: 13`.
#[test]
fn score_details_counts_the_false_eyes_apart_from_the_dame() {
    let mut s = Session::start(&[]);
    s.ok(&format!("loadsgf {}", archive("610959.sgf")));
    let details = s.ok("tenuki-score_details");
    let gfx = s.ok("tenuki-score_gfx");
    assert_eq!(gfx_count(&gfx, "CIRCLE"), 12, "{gfx}");
    assert_eq!(gfx_count(&gfx, "TRIANGLE"), 1, "{gfx}");
    assert!(
        details.contains("\ndame: 12\nfalse-eyes-to-fill: 1\n"),
        "{details}"
    );
}

/// The same, on a diagram (judge off, every stone alive). White's C5 has one liberty, D5,
/// beside White's D4: White must fill D5 in the end, a false eye to fill, nobody's. E1..E5
/// are White's 5 points; A5, B4, A2 and A1 lie between blocks that live together (seki
/// points, 4). No point is reached by both colours: no dame. W+5.
/// ```text
/// .xo..
/// x.xo.
/// oxxo.
/// .oxo.
/// .oxo.
/// ```
#[test]
fn a_false_eye_to_fill_is_no_dame() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("tenuki-set_board .xo..|x.xo.|oxxo.|.oxo.|.oxo.");
    let details = s.ok("tenuki-score_details");
    assert!(
        details.contains("\nseki-points: 4\ndame: 0\nfalse-eyes-to-fill: 1\n"),
        "{details}"
    );
    assert!(details.ends_with("\nresult: W+5"), "{details}");
    let gfx = s.ok("tenuki-score_gfx");
    assert!(gfx.lines().any(|l| l == "TRIANGLE D5"), "{gfx}");
    assert_eq!(gfx_count(&gfx, "CIRCLE"), 0, "{gfx}");
}

/// How many points one gfx keyword marks.
fn gfx_count(gfx: &str, keyword: &str) -> usize {
    gfx.lines()
        .find_map(|l| l.strip_prefix(&format!("{keyword} ")).map(str::to_string))
        .map_or(0, |rest| rest.split_whitespace().count())
}

/// A fresh folder for one test.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-real5-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// Part 4: nothing on standard input and an empty file are the same case, no record found:
/// one error row with one note, one line of summary, exit 1 (standard input used to give
/// `0 files` and exit 0).
#[test]
fn empty_standard_input_and_an_empty_file_are_both_no_record_found() {
    let dir = folder("empty");
    std::fs::write(dir.join("empty.sgf"), b"").expect("written");
    let from_stdin = common::run_score(&dir, &["--format", "csv", "-"], b"");
    let from_file = common::run_score(&dir, &["--format", "csv", "empty.sgf"], b"");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    assert_eq!(from_stdin.status.code(), Some(1));
    assert_eq!(from_file.status.code(), Some(1));
    assert_eq!(
        text(&from_stdin.stdout).lines().nth(1),
        Some("-,0,,,,,,error,,,no record found: the input is empty")
    );
    assert_eq!(
        text(&from_file.stdout).lines().nth(1),
        Some("empty.sgf,0,,,,,,error,,,no record found: the input is empty")
    );
    for out in [&from_stdin, &from_file] {
        assert!(
            text(&out.stderr).starts_with("summary: 1 file (1 unreadable), 0 games"),
            "{}",
            text(&out.stderr)
        );
    }
}

/// Part 4: `score ... | head` stops silently with exit 0 once head has read its lines.
#[test]
fn a_reader_that_goes_away_stops_score_silently() {
    let dir = folder("head");
    // 5,000 games in one collection: far more rows than a pipe holds, so the writes after
    // head has gone fail
    let game = std::fs::read_to_string(archive("610959.sgf")).expect("the record");
    std::fs::write(dir.join("many.sgf"), game.repeat(5_000)).expect("written");
    // the score's own exit status, written by the shell once it ends
    let status = std::process::Command::new("sh")
        .current_dir(&dir)
        .arg("-c")
        .arg(format!(
            "{{ '{}' score --dead none many.sgf 2>err.txt; echo $? >status.txt; }} | head -1 >/dev/null",
            common::BIN,
        ))
        .status()
        .expect("sh runs");
    assert!(status.success());
    let code = std::fs::read_to_string(dir.join("status.txt")).expect("status written");
    assert_eq!(code.trim(), "0");
    let err = std::fs::read_to_string(dir.join("err.txt")).expect("stderr written");
    assert!(!err.contains("stopped"), "{err}");
}

/// Part 4: a negative komi is taken from White's total (`- 10000`, never `+ -10000`). One
/// black stone on an empty 9x9 board: Black's territory is the other 80 points; komi -10000
/// makes White's total -10000: B+10080.
#[test]
fn score_details_takes_a_negative_komi_away() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("boardsize 9");
    s.ok("komi -10000");
    s.ok("play b E5");
    let details = s.ok("tenuki-score_details");
    assert!(
        details.contains("\ntotal: B 80 + 0 = 80 W 0 + 0 - 10000 = -10000\nresult: B+10080"),
        "{details}"
    );
    assert!(!details.contains("+ -"), "{details}");
}

/// Part 4: the score table keeps its columns with the largest komi: komi -9999.5 in the
/// komi column, our result B+9999.5 whole, and the difference from the recorded B+1 (+9998.5)
/// in the diff column, each ending where the header's name ends.
#[test]
fn the_score_table_holds_a_huge_komi_in_its_columns() {
    let dir = folder("komi");
    // Black E15 and White D16, both alive (`--dead none`): every empty point touches both,
    // nobody has territory, and the komi alone decides: B+9999.5
    std::fs::write(
        dir.join("k.sgf"),
        "(;GM[1]SZ[19]KM[-9999.5]RE[B+1];B[ee];W[dd])",
    )
    .expect("written");
    let out = common::run_score(&dir, &["--format", "table", "--dead", "none", "k.sgf"], b"");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut lines = text.lines();
    let header = lines.next().expect("a header");
    let row = lines.next().expect("a row");
    let end_of = |line: &str, word: &str| line.find(word).map(|i| i + word.len());
    assert_eq!(end_of(header, "komi"), end_of(row, "-9999.5"), "\n{text}");
    assert_eq!(end_of(header, "diff"), end_of(row, "+9998.5"), "\n{text}");
    assert!(row.contains(" B+9999.5 "), "\n{text}");
}

/// The points of one gfx keyword (for `LABEL`, every other token: the points).
fn gfx_points(gfx: &str, keyword: &str) -> Vec<String> {
    let tokens: Vec<String> = gfx
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{keyword} ")).map(str::to_string))
        .map(|rest| rest.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    if keyword == "LABEL" {
        tokens.into_iter().step_by(2).collect()
    } else {
        tokens
    }
}

/// Part 2: "Why dead or alive" labels what a user needs to see. On 603612 it used to label
/// all 45 blocks, 39 of them `live` or `safe`; now the 6 dead blocks, and a living block only
/// where its call is unsure: A2, kept alive without a proof, was lost in 27% of the playouts
/// (a quarter or more: in doubt) and said so (`ok?`); since the hanes of the playouts it is
/// lost in 22% (clearly kept) and has no label. C8, a lone stone the judge calls dead without
/// a proof but that 81% of the playouts take, reads `dies` since round six (issue 61: a
/// question mark only where the call is really in doubt; round five had `x?`, and once `uns`).
#[test]
fn why_dead_or_alive_labels_only_what_matters() {
    let mut s = Session::start(&[]);
    s.ok(&format!("loadsgf {}", archive("603612.sgf")));
    let gfx = s.ok("tenuki-status_gfx");
    let labels: Vec<(String, String)> = gfx
        .lines()
        .find_map(|l| l.strip_prefix("LABEL "))
        .map(|rest| {
            let tokens: Vec<&str> = rest.split_whitespace().collect();
            tokens
                .chunks(2)
                .map(|pair| (pair[0].to_string(), pair[1].to_string()))
                .collect()
        })
        .unwrap_or_default();
    for (_, label) in &labels {
        assert!(
            label != "live" && label != "safe" && label != "uns",
            "{gfx}"
        );
    }
    let label_of = |v: &str| labels.iter().find(|(p, _)| p == v).map(|(_, l)| l.clone());
    assert_eq!(label_of("C8").as_deref(), Some("dies"), "{gfx}");
    // a call no proof settled says what was read, and what its share rests on; `unsure` only
    // where it is in doubt
    let read = "no proof either way (the verifier found no link, no two sure eyes, no capture); \
                the share is of ";
    let c8 = s.status_why("C8");
    assert!(
        c8.starts_with("C8 dead: ")
            && c8.contains(&format!("; {read}"))
            && !c8.contains("unsure")
            && c8.contains(" playouts"),
        "{c8}"
    );
    // A2 is labelled exactly when its call is unsure, and then `ok?`
    let a2 = s.status_why("A2");
    assert!(a2.starts_with("A2 alive: "), "{a2}");
    match label_of("A2").as_deref() {
        Some(label) => assert!(label == "ok?" && a2.contains(&format!("; unsure: {read}"))),
        None => assert!(!a2.contains("unsure"), "{a2}"),
    }
    // every dead block is labelled on its first stone or crossed
    let dead = s.ok("final_status_list dead");
    for block in dead.lines() {
        let first = block.split_whitespace().next().expect("a stone");
        assert!(label_of(first).is_some(), "{first} unlabelled: {gfx}");
    }
    let firsts: Vec<&str> = dead
        .lines()
        .filter_map(|b| b.split_whitespace().next())
        .collect();
    // and every label is on a dead block, or on a living block whose call is unsure
    for (point, label) in &labels {
        let unsure = label == "ok?" && s.status_why(point).contains("; unsure: ");
        assert!(unsure || firsts.contains(&point.as_str()), "{gfx}");
    }
    assert!(
        gfx.ends_with("TEXT blocks: 6 dead, 0 seki, 39 alive"),
        "{gfx}"
    );
}

/// Part 2: one mark a point. On silverado, with White's J7, H6, K6 and J5 marked dead (as a
/// GoGui user marks them in score mode; the judge leaves that centre to the draw, see
/// `real_use_three.rs`' `silverado_marked`), the dead stones in Black's eye were crossed and
/// squared, those on dame (O7, P7) crossed and circled: each keeps its cross only.
#[test]
fn the_score_overlay_puts_one_mark_on_a_point() {
    let mut s = Session::start(&[]);
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("gtp-scripts/gnugo-score/games/nngs/silverado-gnugo-3.3.8-200209120723.sgf");
    s.ok(&format!("loadsgf {}", path.display()));
    for v in ["J7", "H6", "K6", "J5"] {
        s.ok(&format!("tenuki-set_dead {v}"));
    }
    for command in ["tenuki-score_gfx", "tenuki-status_gfx"] {
        let gfx = s.ok(command);
        let mut seen = std::collections::BTreeMap::new();
        for keyword in ["MARK", "SQUARE", "CIRCLE", "TRIANGLE", "LABEL"] {
            for p in gfx_points(&gfx, keyword) {
                if let Some(before) = seen.insert(p.clone(), keyword) {
                    panic!("{p}: {before} and {keyword} in {command}:\n{gfx}");
                }
            }
        }
        if command == "tenuki-score_gfx" {
            for v in ["J7", "H6", "K6", "J5", "O7", "P7"] {
                assert_eq!(seen.get(v), Some(&"MARK"), "{v}: {gfx}");
            }
        }
    }
}

/// True when `line` holds `word` as a word GoGui's text window would colour as a point
/// (`pass`, or a vertex on a board up to 19x19) outside of a vertex we mean.
fn has_word(line: &str, word: &str) -> bool {
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w.eq_ignore_ascii_case(word))
}

/// Part 2, wording: GoGui's text window (hstring) bolds a line's key only when it is one word
/// before the colon, and colours `pass` as a point wherever it stands alone, `pass-alive`
/// included. Every line of `tenuki-score_details` starts with a one-word key (`seki-points:`,
/// `teire:`, `false-eyes-to-fill:`, `surrounded-points:`, `handicap-compensation:`), and no
/// reason says `pass`.
#[test]
fn gogui_text_windows_bold_every_key_and_colour_no_pass() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok(&format!("tenuki-set_board {TEIRE}"));
    let mut all = vec![s.ok("tenuki-score_details")];
    s.ok("tenuki-set_board .xo..|x.xo.|oxxo.|.oxo.|.oxo.");
    all.push(s.ok("tenuki-score_details"));
    let mut judged = Session::start(&[]);
    judged.ok("boardsize 9");
    judged.ok("fixed_handicap 2");
    judged.ok("tenuki-rules chinese");
    all.push(judged.ok("tenuki-score_details"));
    for details in &all {
        for line in details.lines().filter(|l| !l.is_empty()) {
            let key = line.split(": ").next().unwrap_or("");
            assert!(
                !key.is_empty() && !key.contains(' ') && line.contains(": "),
                "{line:?} in\n{details}"
            );
        }
    }
    assert!(all[0].contains("\nteire: B 0 W 1 (own territory to fill once the dame are filled)\n"));
    assert!(all[1].contains("\nfalse-eyes-to-fill: 1\n"));
    assert!(all[2].contains("\nsurrounded-points: "));
    assert!(all[2].contains("\nhandicap-compensation: W 2\n"));
    // the README's position: a pass-alive group, one kept, one stone dying
    judged.ok("tenuki-set_board ..x.o.o|..x.ooo|..x.o.o|..x.ooo|..xxo..|.o.xo..|...xo..");
    judged.ok("tenuki-rules japanese");
    // the diagram's letters fix every status: forget them, the judge decides
    judged.ok("tenuki-clear_dead");
    let why = judged.status_why("");
    assert!(
        why.contains("E7 alive: unconditionally alive (Benson)"),
        "{why}"
    );
    for line in why.lines() {
        assert!(!has_word(line, "pass"), "{line}");
    }
}

/// Part 2, wording: the point is not named twice (GoGui writes `Why this point counts B15:`
/// before the answer), a plain territory point is territory without an eye count (only seki
/// and open regions need one), and the teire's reasoning comes in lines of at most 72
/// characters (its window opened 1152 pixels wide, wider than GoGui's own).
#[test]
fn point_why_says_the_point_once_and_wraps_its_reasoning() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok(&format!("tenuki-set_board {README_SEKI}"));
    // F1: one of the 14 points of Black's lower right
    assert_eq!(s.ok("tenuki-point_why F1"), "black territory");
    assert_eq!(
        s.ok("tenuki-point_why A6"),
        "seki, nobody's: Black's region, 1 eye"
    );
    s.ok(&format!("tenuki-set_board {TEIRE}"));
    let detail = s.ok("tenuki-point_why D5 detail");
    let lines: Vec<&str> = detail.lines().collect();
    assert_eq!(
        lines[0],
        "white territory; White adds a stone once Black fills C4"
    );
    assert!(lines.len() > 2, "{detail}");
    for line in &lines {
        assert!(line.chars().count() <= 72, "{detail}");
    }
    // the words are the same as one line would have them
    assert!(lines[1..]
        .join(" ")
        .starts_with("Once Black fills the dame C4, White's block at C5 is in atari"));
}

/// Part 1, the two other rule sets: under `japanese-seed` the README's A6 is the seed's own
/// seki eye (its example: both inner groups one eye each, nobody's, B+14); under `aga`, area
/// counting as `chinese`, Black's (B+17). Every point's answer agrees with the score map.
#[test]
fn under_the_seed_and_aga_point_why_follows_their_counts() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok(&format!("tenuki-set_board {README_SEKI}"));
    for (rules, result, a6) in [
        ("japanese-seed", "B+14", "seki, nobody's: an eye in seki"),
        ("aga", "B+17", "Black's area: only Black reaches it"),
    ] {
        s.ok(&format!("tenuki-rules {rules}"));
        assert_eq!(s.ok("final_score"), result, "{rules}");
        assert_eq!(s.ok("tenuki-point_why A6"), a6, "{rules}");
        let map = rows(&s.ok("tenuki-score_map"));
        assert_point_why_agrees_with_map(&mut s, &map);
    }
}
