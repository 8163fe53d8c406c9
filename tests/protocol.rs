//! The real binary: GTP framing, every command, and the failure messages (ENGINE.md).

mod common;

use common::{raw_session, Session};

/// `showboard` of the empty 19x19 board: column letters (no I) above and below, row numbers
/// right-aligned on the left and after the row on the right.
const EMPTY_19: &str = "   ABCDEFGHJKLMNOPQRST
19 ................... 19
18 ................... 18
17 ................... 17
16 ................... 16
15 ................... 15
14 ................... 14
13 ................... 13
12 ................... 12
11 ................... 11
10 ................... 10
 9 ................... 9
 8 ................... 8
 7 ................... 7
 6 ................... 6
 5 ................... 5
 4 ................... 4
 3 ................... 3
 2 ................... 2
 1 ................... 1
   ABCDEFGHJKLMNOPQRST";

#[test]
fn every_answer_is_framed_with_a_space_and_a_blank_line() {
    let out = raw_session(
        b"protocol_version\n7 name\n\n   \n# comment only\n8 clear_board\n9 showboard\nquit\n",
    );
    assert_eq!(
        out,
        format!("= 2\n\n=7 tenuki-gtp\n\n=8 \n\n=9 \n{EMPTY_19}\n\n= \n\n")
    );
}

#[test]
fn preprocessing_removes_cr_controls_comments_and_tabs() {
    let out = raw_session(b"1\tname\r\n2 known_command\x01 name # trailing comment\r\n");
    assert_eq!(out, "=1 tenuki-gtp\n\n=2 true\n\n");
}

#[test]
fn failures_use_the_documented_messages() {
    let out = raw_session(
        b"1 frobnicate\n2 boardsize 1\n3 boardsize x\n4 play b Z9\n5 play b I5\n6 undo\n\
          7 play q A1\n8 final_status_list bogus\n9 tenuki-set_dead A1\n10 loadsgf /nonexistent.sgf\n\
          11 set_free_handicap A1 A1\n12 play b A1\n13 fixed_handicap 2\n14 fixed_handicap 12\n15 play b A1\n",
    );
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers[0], "?1 unknown command");
    assert_eq!(answers[1], "?2 unacceptable size");
    assert!(answers[2].starts_with("?3 syntax error"), "{}", answers[2]);
    assert_eq!(answers[3], "?4 invalid color or coordinate");
    assert_eq!(answers[4], "?5 invalid color or coordinate");
    assert_eq!(answers[5], "?6 cannot undo");
    assert_eq!(answers[6], "?7 invalid color or coordinate");
    assert_eq!(answers[7], "?8 invalid status");
    assert_eq!(answers[8], "?9 vertex is empty");
    assert!(
        answers[9].starts_with("?10 cannot load file: "),
        "{}",
        answers[9]
    );
    assert_eq!(answers[10], "?11 bad vertex list");
    assert_eq!(answers[11], "=12 ");
    assert_eq!(answers[12], "?13 board not empty");
    assert_eq!(answers[13], "?14 board not empty");
    assert_eq!(answers[14], "?15 illegal move");
}

#[test]
fn invalid_utf8_and_overlong_lines_get_syntax_errors_and_the_engine_goes_on() {
    let mut input = b"1 name\n2 na\xffme\n".to_vec();
    input.extend(std::iter::repeat_n(b'a', (1 << 20) + 10));
    input.extend_from_slice(b"\n3 protocol_version\n");
    let out = raw_session(&input);
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers.len(), 4, "{out:?}");
    assert_eq!(answers[0], "=1 tenuki-gtp");
    assert!(answers[1].starts_with("?2 syntax error"), "{}", answers[1]);
    assert!(answers[2].starts_with("? syntax error"), "{}", answers[2]);
    assert_eq!(answers[3], "=3 2");
}

#[test]
fn quit_answers_then_the_engine_stops_reading() {
    let out = raw_session(b"quit\nname\n");
    assert_eq!(out, "= \n\n");
}

#[test]
fn an_answer_is_sent_while_the_engine_waits_for_the_next_command() {
    use std::io::{Read, Write};
    let mut child = common::spawn_engine(&[]);
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    // two commands whole and a third cut short: both answers come before the rest of it
    stdin
        .write_all(b"1 name\n2 protocol_version\n3 vers")
        .expect("engine reads");
    stdin.flush().expect("sent");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut got = Vec::new();
        let mut byte = [0u8; 1];
        while !got.ends_with(b"=2 2\n\n") && stdout.read(&mut byte).is_ok_and(|n| n == 1) {
            got.push(byte[0]);
        }
        let _ = tx.send(String::from_utf8_lossy(&got).into_owned());
        // the rest, to the end (the engine is not cut off mid-answer)
        let _ = stdout.read_to_end(&mut got);
    });
    let got = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the answers arrive while the engine waits for input");
    assert_eq!(got, "=1 tenuki-gtp\n\n=2 2\n\n");
    stdin.write_all(b"ion\nquit\n").expect("engine reads");
    drop(stdin);
    assert!(child.wait().expect("engine ends").success());
}

#[test]
fn pipelined_commands_without_reading_get_answers_in_order() {
    let mut s = Session::start(&[]);
    let answers = s.pipeline(&[
        "komi 6.5",
        "boardsize 9",
        "clear_board",
        "play B E5",
        "play W pass",
        "play b e5",
        "undo",
        "undo",
        "play w e5",
        "showboard",
    ]);
    let texts: Vec<String> = answers.iter().map(|a| a.text()).collect();
    assert_eq!(texts[5], "illegal move");
    assert!(matches!(answers[5], gtp::Response::Error(_)));
    assert_eq!(
        common::board_rows(&texts[9]),
        "\n.........\n.........\n.........\n.........\n....o....\n.........\n.........\n.........\n........."
    );
}

#[test]
fn list_commands_and_known_command_agree() {
    let mut s = Session::start(&[]);
    let list = s.ok("list_commands");
    let names: Vec<&str> = list.lines().collect();
    for required in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "rectangular_boardsize",
        "clear_board",
        "komi",
        "play",
        "undo",
        "genmove",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "loadsgf",
        "printsgf",
        "showboard",
        "time_settings",
        "time_left",
        "kgs-time_settings",
        "final_score",
        "final_status_list",
        "gogui-play_sequence",
        "tenuki-set_board",
        "tenuki-rules",
        "tenuki-final_score_seki",
        "tenuki-set_dead",
        "tenuki-set_alive",
        "tenuki-clear_dead",
        "tenuki-score_map",
        "tenuki-score_details",
    ] {
        assert!(
            names.contains(&required),
            "{required} missing from list_commands"
        );
    }
    for name in &names {
        assert_eq!(s.ok(&format!("known_command {name}")), "true", "{name}");
    }
    assert_eq!(s.ok("known_command PLAY"), "false");
}

#[test]
fn rectangular_boards_and_their_vertices() {
    let mut s = Session::start(&[]);
    s.ok("rectangular_boardsize 5 3");
    s.ok("play b E3");
    assert_eq!(
        s.send("play b E4"),
        Err("invalid color or coordinate".into())
    );
    assert_eq!(
        s.send("play b F1"),
        Err("invalid color or coordinate".into())
    );
    // the diagram framed by coordinates: letters above and below, numbers on both sides
    assert_eq!(
        s.ok("showboard"),
        "\n  ABCDE\n3 ....x 3\n2 ..... 2\n1 ..... 1\n  ABCDE"
    );
    assert_eq!(
        s.send("rectangular_boardsize 26 3"),
        Err("unacceptable size".into())
    );
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n....x\n.....\n....."
    );
}

#[test]
fn time_commands_are_accepted() {
    let mut s = Session::start(&[]);
    s.ok("time_settings 300 30 5");
    s.ok("time_left b 120 0");
    s.ok("kgs-time_settings byoyomi 300 30 5");
    assert!(s.send("time_settings 300").is_err());
}

#[test]
fn command_line_rules_and_komi_are_the_starting_settings() {
    let mut s = Session::start(&["--rules", "chinese", "--komi", "7.5"]);
    assert_eq!(s.ok("tenuki-rules"), "chinese");
    s.ok("boardsize 9");
    assert_eq!(s.ok("final_score"), "W+7.5");
    let mut g = Session::start(&["gtp", "--komi", "-3"]);
    g.ok("boardsize 9");
    assert_eq!(g.ok("final_score"), "B+3");
}

#[test]
fn printsgf_writes_the_position_that_loadsgf_reads_back() {
    let dir = std::env::temp_dir().join(format!("tenuki-printsgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("pos.sgf");
    let mut s = Session::start(&[]);
    s.ok("boardsize 7");
    s.ok("komi 2.5");
    s.ok("play b C3");
    s.ok("play w E5");
    let sgf = s.ok("printsgf");
    // the moves, as GNU Go writes them, and the side to move
    assert_eq!(
        sgf,
        "(;FF[4]GM[1]CA[UTF-8]AP[tenuki-gtp]SZ[7]KM[2.5]RU[japanese];B[ce];W[ec];PL[B])"
    );
    s.ok(&format!("printsgf {}", file.display()));
    s.ok("clear_board");
    assert_eq!(s.ok(&format!("loadsgf {}", file.display())), "black");
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n.......\n.......\n....o..\n.......\n..x....\n.......\n......."
    );
    // the history came back too: the moves can be taken back
    s.ok("undo");
    assert_eq!(
        common::board_rows(&s.ok("showboard")),
        "\n.......\n.......\n.......\n.......\n..x....\n.......\n......."
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn loadsgf_refuses_directories_binary_and_truncated_files_and_keeps_the_board() {
    let dir = std::env::temp_dir().join(format!("tenuki-badsgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("binary.sgf"), [0u8, 159, 146, 150, 255, 0, 1]).unwrap();
    std::fs::write(dir.join("truncated.sgf"), "(;FF[4]SZ[9];B[ee];W[").unwrap();
    std::fs::write(dir.join("huge.sgf"), "(;FF[4]SZ[53];B[aa])").unwrap();
    std::fs::write(dir.join("illegal.sgf"), "(;FF[4]SZ[9];B[ee];W[ee])").unwrap();
    let mut s = Session::start(&[]);
    s.ok("boardsize 5");
    s.ok("komi 1.5");
    s.ok("play b C3");
    let before = s.ok("showboard");
    for name in [
        "",
        "binary.sgf",
        "truncated.sgf",
        "huge.sgf",
        "illegal.sgf",
        "missing.sgf",
    ] {
        let path = dir.join(name);
        let answer = s.send(&format!("loadsgf {}", path.display()));
        let message = answer.expect_err(name);
        assert!(
            message.starts_with("cannot load file: "),
            "{name}: {message}"
        );
        assert_eq!(s.ok("showboard"), before, "{name} changed the board");
    }
    assert!(s.ok("tenuki-score_details").contains("komi: 1.5"));
    s.ok("undo");
    std::fs::remove_dir_all(&dir).ok();
}
