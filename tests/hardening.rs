//! What an adversarial run found, through the real binary: records and numbers that crashed,
//! hung or quietly changed the game now get an answer or a clean refusal, with the engine
//! alive and the game intact. Every record is built by the test.

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::Session;

fn temp(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-hardening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

/// A record so deep the SGF parser would overflow the stack is refused before parsing, and the
/// engine goes on with the game it had.
#[test]
fn records_nested_too_deep_are_refused_not_fatal() {
    let long = temp(
        "long.sgf",
        &format!("(;GM[1]SZ[9]{})", ";B[]".repeat(140_000)),
    );
    let comments = temp(
        "comments.sgf",
        &format!("(;GM[1]SZ[9]{})", ";C[x]".repeat(140_000)),
    );
    let nested = temp(
        "nested.sgf",
        &format!(
            "(;GM[1]SZ[9]{}{})",
            "(".repeat(200_000),
            ")".repeat(200_000)
        ),
    );
    let fine = temp(
        "fine.sgf",
        &format!("(;GM[1]SZ[9]{})", ";B[];W[]".repeat(2_000)),
    );
    let mut s = Session::start(&[]);
    s.ok("boardsize 9");
    s.ok("play b E5");
    for path in [&long, &comments, &nested] {
        assert_eq!(
            s.send(&format!("loadsgf {}", path.display())),
            Err("cannot load file: the record nests more than 20000 nodes deep".into())
        );
    }
    assert_eq!(s.ok("final_status_list alive"), "E5", "the game is intact");
    assert_eq!(s.ok(&format!("loadsgf {}", fine.display())), "black");
    // the batch scorer refuses them the same way
    let out = Command::new(common::BIN)
        .args(["score", "--format", "csv"])
        .args([&long, &nested, &fine])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.matches("nests more than 20000 nodes deep").count(),
        2,
        "{text}"
    );
    assert_eq!(out.status.code(), Some(1));
}

/// What is not a regular file is refused unread (`/dev/zero` would be read forever).
#[test]
fn devices_and_folders_are_refused_unread() {
    let mut s = Session::start(&[]);
    assert_eq!(
        s.send("loadsgf /dev/zero"),
        Err("cannot load file: /dev/zero is not a regular file".into())
    );
    assert_eq!(
        s.send("loadsgf /tmp"),
        Err("cannot load file: /tmp is a directory".into())
    );
    let big = temp("big.sgf", "");
    std::fs::File::options()
        .write(true)
        .open(&big)
        .expect("open")
        .set_len(65 << 20)
        .expect("sparse file");
    let answer = s.send(&format!("loadsgf {}", big.display()));
    assert!(
        answer
            .as_ref()
            .is_err_and(|e| e.contains("more than the 64 MiB")),
        "{answer:?}"
    );
}

/// `quit` inside a script ends it: the tests after it are reported as not run.
#[test]
fn a_quit_inside_a_script_is_reported() {
    let script = temp(
        "quit.tst",
        "1 name\n#? [tenuki-gtp]\n10 quit\n11 name\n#? [x]\n",
    );
    let out = Command::new(common::BIN)
        .args(["regress", "--long"])
        .arg(&script)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("quit before the end: 1 tests after it were not run"),
        "{text}"
    );
    assert_eq!(out.status.code(), Some(2));
}

/// A komi that is no number, or makes no sense for Go, is refused at start and by `komi`;
/// results are the exact margin, the shortest decimal that reads back to it.
#[test]
fn komi_is_sensible_and_results_exact() {
    for komi in ["nan", "inf", "1e400", "10001", "-20000"] {
        let out = Command::new(common::BIN)
            .args(["--komi", komi])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "--komi {komi}");
    }
    let mut s = Session::start(&["--komi", "-7"]);
    s.ok("boardsize 9");
    assert_eq!(s.ok("final_score"), "B+7");
    for (komi, result) in [
        ("0.04", "W+0.04"),
        ("0.25", "W+0.25"),
        ("9999.5", "W+9999.5"),
    ] {
        s.ok(&format!("komi {komi}"));
        assert_eq!(s.ok("final_score"), result);
    }
    assert_eq!(
        s.send("komi 12345678901234567890"),
        Err("syntax error: komi 12345678901234567890 is beyond 10000 either way".into())
    );
    assert_eq!(s.ok("final_score"), "W+9999.5", "the komi is unchanged");
}

/// `printsgf` then `loadsgf` gives the same game back: position, prisoners, handicap, side to
/// move.
#[test]
fn printsgf_and_loadsgf_keep_prisoners_handicap_and_side_to_move() {
    let mut s = Session::start(&["--judge", "off"]);
    s.ok("boardsize 9");
    // White's D5 is captured by Black's D6: Black has a prisoner
    s.ok("gogui-play_sequence b E5 w D5 b C5 w E4 b D4 w A1 b D6");
    assert_eq!(s.ok("final_score"), "B+1");
    let capture = temp("capture.sgf", "");
    s.ok(&format!("printsgf {}", capture.display()));
    s.ok("clear_board");
    assert_eq!(s.ok(&format!("loadsgf {}", capture.display())), "white");
    assert_eq!(s.ok("final_score"), "B+1");

    s.ok("boardsize 9");
    s.ok("tenuki-rules chinese");
    s.ok("fixed_handicap 4");
    let before = s.ok("final_score");
    assert!(
        s.ok("printsgf").ends_with(";PL[W])"),
        "White moves after a handicap"
    );
    let handicap = temp("handicap.sgf", "");
    s.ok(&format!("printsgf {}", handicap.display()));
    s.ok("clear_board");
    assert_eq!(s.ok(&format!("loadsgf {}", handicap.display())), "white");
    assert_eq!(s.ok("final_score"), before, "compensation kept");
}

/// Undoing a loaded handicap record back to the empty board removes the compensation too.
#[test]
fn undo_back_to_the_empty_board_forgets_the_handicap() {
    let record = temp("ha2.sgf", "(;GM[1]SZ[9]HA[2]AB[cc][gg])");
    let mut s = Session::start(&["--rules", "chinese"]);
    s.ok(&format!("loadsgf {}", record.display()));
    // Black: 2 stones + 79 points; White: 2 points of compensation
    assert_eq!(s.ok("final_score"), "B+79");
    s.ok("undo");
    s.ok("undo");
    assert_eq!(s.ok("final_score"), "0");
}

/// Records a user will meet: a byte-order mark is read over; what cannot be right is refused
/// with the property named; what is right (a decimal comma, PL in the last node) is honoured.
#[test]
fn records_are_honoured_or_refused_by_property() {
    let mut s = Session::start(&[]);
    let bom = temp("bom.sgf", "\u{feff}(;GM[1]SZ[9];B[ee])");
    assert_eq!(s.ok(&format!("loadsgf {}", bom.display())), "white");
    let comma = temp("comma.sgf", "(;GM[1]SZ[9]KM[6,5];B[ee])");
    s.ok(&format!("loadsgf {}", comma.display()));
    assert!(s.ok("tenuki-score_details").contains("komi: 6.5"));
    let pl = temp("pl.sgf", "(;GM[1]SZ[9];B[ee];W[cc];PL[W])");
    assert_eq!(s.ok(&format!("loadsgf {}", pl.display())), "white");
    s.ok("boardsize 5");
    for (text, message) in [
        ("(;GM[1]SZ[-5];B[aa])", "SZ[-5] is not a board size"),
        (
            "(;GM[1]SZ[9]KM[1e9])",
            "KM[1e9] is not a number like 6.5 (digits, an optional sign, at most 4 decimals \
             but for zeros, no exponent)",
        ),
        (
            "(;GM[1]SZ[9]KM[20000])",
            "KM[20000] is beyond 10000 either way",
        ),
        (
            "(;GM[1]SZ[9];B[aa]B[bb])",
            "a node holds 2 moves (after move 0): one B or W per node",
        ),
        ("(;GM[1]SZ[9]HA[20])", "HA[20]: a handicap is 0 to 9 stones"),
        (
            "(;GM[1]SZ[9]AB[ba][ab]AW[aa])",
            "setup stones leave the block at A9 without a liberty",
        ),
    ] {
        let path = temp("refused.sgf", text);
        assert_eq!(
            s.send(&format!("loadsgf {}", path.display())),
            Err(format!("cannot load file: {message}")),
            "{text}"
        );
        assert_eq!(
            common::board_rows(&s.ok("showboard")),
            "\n.....\n.....\n.....\n.....\n....."
        );
    }
}

/// Columns past Z are named with two letters (AA, AB, ..., no I), read back by every command,
/// and written as valid SGF coordinates.
#[test]
fn columns_past_z_have_two_letter_names() {
    // the judge off: only the marks decide what is dead on this toy board
    let mut s = Session::start(&["--judge", "off"]);
    let top = format!("x{}", ".".repeat(29));
    let bottom = format!("{}o.", ".".repeat(28));
    s.ok(&format!("tenuki-set_board {top}|{bottom}"));
    assert_eq!(s.ok("final_status_list alive"), "A2\nAD1");
    s.ok("play b AE1");
    s.ok("tenuki-set_dead AD1");
    assert_eq!(s.ok("final_status_list dead"), "AD1");
    let sgf = s.ok("printsgf");
    assert!(sgf.contains("AW[Cb]") && sgf.contains(";B[Db]"), "{sgf}");
    let tree = sgf_parse::go::parse(&sgf).expect("valid SGF");
    assert!(tree[0].main_variation().count() >= 2);
    assert_eq!(
        s.send("play b AI1"),
        Err("invalid color or coordinate".into())
    );
}

/// Messages say what went wrong.
#[test]
fn messages_say_what_went_wrong() {
    let mut s = Session::start(&[]);
    let answer = s.send("printsgf /nonexistent/x");
    assert!(
        answer
            .as_ref()
            .is_err_and(|e| e.starts_with("cannot write file: /nonexistent/x: ")),
        "{answer:?}"
    );
    let record = temp("any.sgf", "(;GM[1]SZ[9];B[ee])");
    assert_eq!(
        s.send(&format!(
            "loadsgf {} 99999999999999999999",
            record.display()
        )),
        Err("cannot load file: move number 99999999999999999999 is out of range".into())
    );
}
