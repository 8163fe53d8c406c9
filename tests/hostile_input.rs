//! Issue 16, point by point, through the real binary: the batch scorer and the loader under
//! hostile input (FIFOs, absurd `--jobs`, closed pipes, colliding copies, odd numbers and
//! rules, text around the games, broken and compressed files, terminals, names that are not
//! UTF-8) and the rough edges a new user meets. Every input is built here; the big ones are
//! generated, never committed. The records are GNU Go 3.8 self-play games
//! (`tests/data/selfplay-sgf`).

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::{read_terminal, terminal, visible, Session};
use serde_json::Value;

/// A 9x9 game, W+19.5 under Chinese rules, no territory markup.
const GAME_9: &str = include_str!("data/selfplay-sgf/sp09-001.sgf");
/// A 19x19 game.
const GAME_19: &str = include_str!("data/selfplay-sgf/sp19-012.sgf");

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

fn write(path: &Path, text: impl AsRef<[u8]>) -> PathBuf {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("folder");
    }
    std::fs::write(path, text).expect("write");
    path.to_path_buf()
}

/// Waits for a child, killing it (and failing) if it hangs: a liveness guard, far above what
/// any of these runs needs, not a measure of speed.
fn finish(mut child: Child, what: &str) -> Output {
    let deadline = Instant::now() + Duration::from_secs(120);
    while child.try_wait().expect("wait").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what} hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

/// `tenuki-gtp score ARGS` in `dir`, its output read by threads so that no pipe fills up.
fn score_in(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(common::BIN)
        .current_dir(dir)
        .arg("score")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = out.read_to_end(&mut bytes);
        bytes
    });
    let err_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = err.read_to_end(&mut bytes);
        bytes
    });
    let status = finish(child, &format!("score {args:?}")).status;
    Output {
        status,
        stdout: reader.join().expect("stdout read"),
        stderr: err_reader.join().expect("stderr read"),
    }
}

fn json_rows(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Point 1: A FIFO is no regular file: refused at once by `score` (in a folder or named) and by
/// `loadsgf` / `printsgf`, which leave the engine answering.
#[test]
fn p01_a_fifo_is_refused_not_waited_for() {
    let dir = folder("fifo");
    let fifo = dir.join("d").join("f.sgf");
    std::fs::create_dir_all(fifo.parent().unwrap()).unwrap();
    let path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads the path only.
    assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o600) }, 0, "mkfifo");
    for target in ["d", "d/f.sgf"] {
        let out = score_in(&dir, &[target]);
        assert_eq!(out.status.code(), Some(1), "{target}");
        let rows = json_rows(&out);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0]["agreement"], "error");
        assert_eq!(
            rows[0]["note"], "cannot read: d/f.sgf is not a regular file",
            "{target}"
        );
    }
    let mut s = Session::start(&[]);
    s.ok("boardsize 9");
    s.ok("play b E5");
    let before = s.ok("showboard");
    let shown = fifo.display();
    assert_eq!(
        s.send(&format!("loadsgf {shown}")),
        Err(format!("cannot load file: {shown} is not a regular file"))
    );
    assert_eq!(
        s.send(&format!("printsgf {shown}")),
        Err(format!("cannot write file: {shown} is not a regular file"))
    );
    assert_eq!(s.ok("showboard"), before, "the game is untouched");
}

/// Point 2: `--jobs 100000` runs as many threads as help, and says so.
#[test]
fn p02_absurd_jobs_are_capped_and_said() {
    let dir = folder("jobs");
    write(&dir.join("g.sgf"), GAME_9);
    let out = score_in(&dir, &["--jobs", "100000", "--dead", "none", "g.sgf"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_rows(&out).len(), 1);
    let log = stderr(&out);
    assert!(
        log.starts_with("--jobs 100000: 1 thread (") && log.contains(" 1 input)"),
        "{log}"
    );
}

/// Point 3: A reader that goes away stops the run at the next write (a judged 20,000-game file would
/// take minutes), silently and with exit 0; a closed standard output is an error, not a silent
/// success.
#[test]
fn p03_a_closed_pipe_or_stdout_stops_the_run() {
    let dir = folder("pipe");
    let big = write(&dir.join("20k.sgf"), GAME_19.repeat(20_000));
    let mut child = Command::new(common::BIN)
        .args(["score", "--dead", "judge"])
        .arg(&big)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("a row");
    // the reader is gone now
    let row: Value = serde_json::from_str(&first).expect("a JSON row");
    assert_eq!(row["game"], 1);
    let out = finish(child, "score | head -1");
    // it stops silently, as Unix tools do (issue 48: it used to say so and exit 1)
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));

    // `score ARGS` started by a shell, its standard output redirected by `redirect`
    let score_by_shell = |args: String, redirect: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!("exec '{}' score {args} {redirect}", common::BIN))
            .output()
            .expect("sh runs")
    };
    let closed = score_by_shell(format!("'{}'", big.display()), ">&-");
    assert_eq!(closed.status.code(), Some(1));
    assert!(stderr(&closed).contains("standard output is closed"));
    // a shell's /dev/null is a place to write to
    let null = score_by_shell(
        format!("--dead none '{}/g.sgf'", dir.display()),
        ">/dev/null",
    );
    assert_eq!(null.status.code(), Some(1), "no such file");
    assert!(
        stderr(&null).contains("summary: 1 file (1 unreadable)"),
        "but run"
    );
}

/// Point 4: Annotated copies keep the input's relative path under the output folder; two inputs
/// with one output path, or a copy over an input, are refused before anything is written.
#[test]
fn p04_annotated_copies_never_collide_or_overwrite() {
    let dir = folder("collide");
    write(&dir.join("a/g.sgf"), GAME_9);
    write(
        &dir.join("b/g.sgf"),
        GAME_9.replace("RE[W+19.5]", "RE[B+R]"),
    );
    let out = score_in(&dir, &["--annotate", "out", "a/g.sgf", "b/g.sgf"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let a = std::fs::read_to_string(dir.join("out/a/g.sgf")).expect("a's copy");
    let b = std::fs::read_to_string(dir.join("out/b/g.sgf")).expect("b's copy");
    assert!(a.contains("RE[W+19.5]") && b.contains("RE[B+R]"));

    // the folder annotated into itself: copies go below it, the inputs stay as they were; run
    // again, the copies are left out of the inputs, not scored and copied once more
    for run in 0..2 {
        let out = score_in(&dir, &["--annotate", "a", "a"]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(json_rows(&out).len(), 1, "run {run}: a/g.sgf alone");
        assert_eq!(
            std::fs::read_to_string(dir.join("a/g.sgf")).unwrap(),
            GAME_9
        );
        assert!(dir.join("a/a/g.sgf").exists());
        assert!(!dir.join("a/a/a").exists());
    }

    // a copy that would overwrite its input
    let inside = dir.join("b");
    let out = score_in(&inside, &["--annotate", ".", "g.sgf"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the annotated copy ./g.sgf would overwrite the input g.sgf"),
        "{}",
        stderr(&out)
    );
    // one file named twice: two copies on one path
    let out = score_in(&dir, &["--annotate", "out2", "a/g.sgf", "./a/g.sgf"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("a/g.sgf and ./a/g.sgf would both be annotated as out2/a/g.sgf"),
        "{}",
        stderr(&out)
    );
    assert!(!dir.join("out2").exists(), "nothing written");
}

/// Point 5: Annotated copies write `SZ[19]`, a node per line, and the same bytes on every run.
#[test]
fn p05_annotated_copies_are_readable_and_stable() {
    let dir = folder("stable");
    write(&dir.join("g.sgf"), GAME_19);
    let copies: Vec<String> = ["one", "two"]
        .iter()
        .map(|out| {
            let run = score_in(&dir, &["--dead", "judge", "--annotate", out, "g.sgf"]);
            assert_eq!(run.status.code(), Some(0));
            std::fs::read_to_string(dir.join(out).join("g.sgf")).expect("copy")
        })
        .collect();
    assert_eq!(copies[0], copies[1], "two runs, identical files");
    let copy = &copies[0];
    assert!(copy.contains("SZ[19]") && !copy.contains("SZ[19:19]"));
    let moves = GAME_19.matches(";B[").count() + GAME_19.matches(";W[").count();
    assert!(copy.lines().count() > moves, "a node per line");
    assert!(copy
        .lines()
        .all(|l| l.len() < 2_000 || l.starts_with(";C[")));
    // the markup's points in reading order, row by row
    let tb = copy.split("TB").nth(1).expect("TB").split(['T', 'M', 'C']);
    let points: Vec<&str> = tb
        .into_iter()
        .next()
        .unwrap()
        .trim_matches(|c| c == '[' || c == ']')
        .split("][")
        .collect();
    let mut sorted = points.clone();
    sorted.sort_by_key(|p| (p.as_bytes()[1], p.as_bytes()[0]));
    assert_eq!(points, sorted);
}

/// Point 6: A record without `RU` is counted by the chosen rules, never by the previous record's.
#[test]
fn p06_a_record_without_ru_takes_the_chosen_rules() {
    let dir = folder("ru");
    let chinese = write(&dir.join("chinese.sgf"), GAME_9);
    let none = write(&dir.join("none.sgf"), GAME_9.replace("RU[Chinese]", ""));
    let strange = write(
        &dir.join("strange.sgf"),
        GAME_9.replace("RU[Chinese]", "RU[Spight]"),
    );
    let mut s = Session::start(&["--rules", "japanese"]);
    s.ok(&format!("loadsgf {}", chinese.display()));
    assert_eq!(s.ok("tenuki-rules"), "chinese");
    s.ok(&format!("loadsgf {}", none.display()));
    assert_eq!(s.ok("tenuki-rules"), "japanese");
    s.ok("tenuki-rules aga");
    s.ok(&format!("loadsgf {}", chinese.display()));
    s.ok(&format!("loadsgf {}", strange.display()));
    assert_eq!(
        s.ok("tenuki-rules"),
        "aga",
        "an unknown RU: the chosen rules"
    );
}

/// Point 7: Common `RU` spellings are known; an unknown one is named in the row's note.
#[test]
fn p07_rules_spellings_and_the_fallback_note() {
    let dir = folder("spellings");
    for (i, ru) in [
        "TT--",
        "Tromp Taylor",
        "AGA rules",
        "chinese;x",
        "Korean",
        "Spight",
    ]
    .iter()
    .enumerate()
    {
        write(
            &dir.join(format!("g{i}.sgf")),
            GAME_9.replace("RU[Chinese]", &format!("RU[{ru}]")),
        );
    }
    let out = score_in(&dir, &["--dead", "none", "."]);
    let rows = json_rows(&out);
    let rules: Vec<&str> = rows.iter().map(|r| r["rules"].as_str().unwrap()).collect();
    assert_eq!(
        rules,
        ["chinese", "chinese", "aga", "chinese", "japanese", "japanese"]
    );
    assert!(rows[..5].iter().all(|r| r["note"] == ""));
    assert_eq!(
        rows[5]["note"],
        "RU[Spight] is no rule set we know: counted as japanese"
    );
}

/// Point 8: One number reader for `RE`, `KM` and `komi`: no exponent, no second sign, a decimal
/// comma, the same limits and words.
#[test]
fn p08_one_number_reader_for_re_km_and_komi() {
    let dir = folder("numbers");
    let with = |name: &str, from: &str, to: &str| {
        write(&dir.join(name), GAME_9.replace(from, to));
    };
    with("a-sign.sgf", "RE[W+19.5]", "RE[B+-3]");
    with("b-exponent.sgf", "RE[W+19.5]", "RE[B+1e2]");
    with("c-comma.sgf", "RE[W+19.5]", "RE[W+19,5]");
    with("d-km-exponent.sgf", "KM[6.5]", "KM[1e3]");
    with("e-km-tiny.sgf", "KM[6.5]", "KM[1e-320]");
    with("f-km-huge.sgf", "KM[6.5]", "KM[1e400]");
    with("g-km-comma.sgf", "KM[6.5]", "KM[6,5]");
    let out = score_in(&dir, &["--dead", "judge", "."]);
    let rows = json_rows(&out);
    let note = |i: usize| rows[i]["note"].as_str().unwrap().to_string();
    let words = "is not a number like 6.5 (digits, an optional sign, at most 4 decimals \
                 but for zeros, no exponent)";
    assert_eq!(rows[0]["agreement"], "no-result");
    assert_eq!(note(0), "RE[B+-3]: the margin -3 has a sign of its own");
    assert_eq!(rows[1]["agreement"], "no-result");
    assert_eq!(note(1), format!("RE[B+1e2]: the margin 1e2 {words}"));
    assert_eq!(
        (&rows[2]["agreement"], &rows[2]["result"]),
        (&"agree".into(), &"W+19.5".into())
    );
    for (i, km) in [(3, "1e3"), (4, "1e-320"), (5, "1e400")] {
        assert_eq!(rows[i]["agreement"], "error");
        assert_eq!(note(i), format!("KM[{km}] {words}"));
    }
    assert_eq!(rows[6]["komi"], 6.5);
    let mut s = Session::start(&[]);
    assert_eq!(
        s.send("komi 1e3"),
        Err(format!("syntax error: komi 1e3 {words}"))
    );
    assert_eq!(
        s.send("komi 10001"),
        Err("syntax error: komi 10001 is beyond 10000 either way".into())
    );
    s.ok("komi 6,5");
    assert!(s.ok("tenuki-score_details").contains("komi: 6.5"));
    let cli = Command::new(common::BIN)
        .args(["--komi", "1e3"])
        .output()
        .expect("runs");
    assert_eq!(cli.status.code(), Some(2));
    assert!(stderr(&cli).contains(&format!("komi 1e3 {words}")));
}

/// Point 9: `--dead markup` on a record without markup: nothing dead, and the row says `none`.
#[test]
fn p09_markup_without_markup_says_none() {
    let dir = folder("markup");
    write(&dir.join("plain.sgf"), GAME_9);
    write(
        &dir.join("marked.sgf"),
        GAME_9.replace(";B[];W[]", ";B[];W[]TB[]TW[]"),
    );
    let rows = json_rows(&score_in(&dir, &["--dead", "markup", "."]));
    assert_eq!(rows[0]["file"], "./marked.sgf");
    assert_eq!(rows[0]["dead"], "markup");
    assert_eq!(rows[1]["dead"], "none");
}

/// Point 10: Text before the first game and after the last (a mail header, a note) is skipped.
#[test]
fn p10_text_around_the_games_is_skipped() {
    let dir = folder("around");
    let mail = format!(
        "From: a player\nSubject: our game (9x9) [kept]\n\n{GAME_9}\n{GAME_9}\n-- \nsent from (my phone)\n"
    );
    write(&dir.join("mail.sgf"), &mail);
    let out = score_in(&dir, &["--dead", "judge", "mail.sgf"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rows = json_rows(&out);
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r["agreement"] == "agree"), "{rows:?}");
    let mut s = Session::start(&[]);
    assert_eq!(
        s.ok(&format!("loadsgf {}", dir.join("mail.sgf").display())),
        "black"
    );
}

/// Point 11: Messages name the property and the kind of file; a broken game and an unreadable file
/// are counted apart, and so are games without `RE` and games won without points.
#[test]
fn p11_messages_and_the_summary_say_what_happened() {
    let dir = folder("messages");
    write(&dir.join("a-twice.sgf"), "(;GM[1]GM[4]SZ[9];B[ee])");
    let mut gzip = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0];
    gzip.extend_from_slice(b"compressed bytes");
    write(&dir.join("b-packed.sgf"), gzip);
    let collection = format!(
        "{}{}{}(;GM[1]SZ[9];B[ee]",
        GAME_9,
        GAME_9.replace("RE[W+19.5]", ""),
        GAME_9.replace("RE[W+19.5]", "RE[W+R]")
    );
    write(&dir.join("c-collection.sgf"), collection);
    let out = score_in(&dir, &["--dead", "judge", "."]);
    assert_eq!(out.status.code(), Some(1));
    let rows = json_rows(&out);
    assert_eq!(
        rows[0]["note"],
        "game 1 (byte 0): the property GM is given twice in node 1, as 1 and 4"
    );
    assert_eq!(
        rows[0]["game"], 1,
        "a game that cannot be read, in a file that can"
    );
    // gzip's magic number, then no deflate stream: unpacked (by content, whatever the name)
    // and found corrupt
    assert_eq!(rows[1]["file"], "./b-packed.sgf");
    assert_eq!(
        rows[1]["note"],
        "cannot read: the gzip data is corrupt (corrupt deflate stream)"
    );
    assert_eq!(rows[1]["game"], 0, "a file that cannot be read");
    let notes: Vec<&str> = rows[2..]
        .iter()
        .map(|r| r["note"].as_str().unwrap())
        .collect();
    assert_eq!(notes[0], "");
    assert_eq!(notes[1], "no RE in the record");
    assert_eq!(notes[2], "");
    assert!(
        notes[3].ends_with("is cut short: the file ends inside it"),
        "{notes:?}"
    );
    let log = stderr(&out);
    assert!(
        log.contains("summary: 3 files (1 unreadable), 5 games (2 game errors), ")
            && log.contains(
                "\n         3 scored: 1 agree, 0 disagree, 2 no-result (1 without RE, \
                 1 not by points)\n"
            ),
        "{log}"
    );
}

/// Point 12: On a terminal the bar is cleared before rows are printed, its first drawing shows no
/// time left (a guess then), and rows fit 100 columns, long paths shortened at the start
/// (issue 24: keeping what tells them apart).
#[test]
fn p12_a_terminal_gets_clean_rows_under_the_bar() {
    let dir = folder("terminal");
    for i in 0..300 {
        write(
            &dir.join(format!(
                "a-rather-long-folder-name/collection-{i:03}/game.sgf"
            )),
            GAME_9,
        );
    }
    let (slave, master) = terminal();
    let child = Command::new(common::BIN)
        .current_dir(&dir)
        .args(["score", "--dead", "none", "--format", "table", "."])
        .stdin(Stdio::null())
        .stdout(Stdio::from(slave.try_clone().expect("dup")))
        .stderr(Stdio::from(slave))
        .spawn()
        .expect("runs");
    let reader = read_terminal(master);
    let status = finish(child, "score on a terminal").status;
    let bytes = reader.join().expect("terminal read");
    assert_eq!(status.code(), Some(0));
    let text = String::from_utf8_lossy(&bytes).replace("\r\n", "\n");
    let lines: Vec<String> = text.split('\n').map(visible).collect();
    for line in &lines {
        let over_bar = line.contains("/300 files")
            && ["game.sgf", "agreement", "summary"]
                .iter()
                .any(|w| line.contains(w));
        assert!(!over_bar, "printed over the bar: {line:?}");
    }
    let rows: Vec<&String> = lines.iter().filter(|l| l.contains("game.sgf")).collect();
    assert_eq!(rows.len(), 300, "{text}");
    let files: std::collections::HashSet<&str> =
        rows.iter().filter_map(|r| r.split(' ').next()).collect();
    assert_eq!(files.len(), 300, "every row names its own file");
    for row in &rows {
        assert!(!row.contains("/300 files"), "a row over the bar: {row:?}");
        assert!(row.chars().count() <= 100, "{row:?}");
        // issue 24 point 17: shortened at the start, keeping what tells the files apart
        assert!(
            row.starts_with("…ection-") && row.contains("0/game.sgf") || row.contains("/game.sgf"),
            "shortened at the start: {row:?}"
        );
        assert!(
            row.contains("game.sgf"),
            "the file's own name kept: {row:?}"
        );
    }
    let bar = text.find("/300 files").expect("the bar was drawn");
    let first = &text[bar..];
    let first = &first[..first.find(['\r', '\n']).unwrap_or(first.len())];
    assert!(
        !first.contains("eta"),
        "the first bar guesses no time: {first:?}"
    );
    assert!(lines.iter().any(|l| l.starts_with("summary: 300 files")));
}

/// Point 13: A file name that is not UTF-8 is escaped in CSV and JSON so that the row leads back to
/// the file.
#[test]
fn p13_names_that_are_not_utf8_are_escaped() {
    use std::os::unix::ffi::OsStrExt;
    let dir = folder("names");
    let name = std::ffi::OsStr::from_bytes(b"g\xff\xfe.sgf");
    write(&dir.join(name), GAME_9);
    let jsonl = score_in(&dir, &["--dead", "none", "."]);
    let rows = json_rows(&jsonl);
    assert_eq!(rows[0]["file"], r"./g\xFF\xFE.sgf");
    let csv = score_in(&dir, &["--dead", "none", "--format", "csv", "."]);
    let text = String::from_utf8(csv.stdout).expect("CSV is UTF-8");
    assert!(text.contains(r"./g\xFF\xFE.sgf,1,9x9"), "{text}");
}

/// Point 14: `printsgf` and `loadsgf` share one size limit: a 30x30 diagram comes back.
#[test]
fn p14_printsgf_writes_only_what_loadsgf_reads() {
    let dir = folder("size");
    let file = dir.join("wide.sgf");
    let mut s = Session::start(&["--judge", "off"]);
    let mut rows = vec![".".repeat(30); 30];
    rows[0] = format!("x{}", ".".repeat(28) + "o");
    rows[29] = format!("{}x", ".".repeat(29));
    s.ok(&format!("tenuki-set_board {}", rows.join("|")));
    s.ok("play w AD1");
    let before = s.ok("showboard");
    s.ok(&format!("printsgf {}", file.display()));
    s.ok("clear_board");
    s.ok(&format!("loadsgf {}", file.display()));
    assert_eq!(s.ok("showboard"), before);
    write(&dir.join("huge.sgf"), "(;GM[1]SZ[53];B[aa])");
    assert_eq!(
        s.send(&format!("loadsgf {}", dir.join("huge.sgf").display())),
        Err("cannot load file: SZ: unsupported board size 53x53 (2 to 52)".into())
    );
}

/// Point 16: At a terminal the engine says in one line on standard error what it is; through a pipe
/// it says nothing. `showboard` has coordinates (tests/protocol.rs).
#[test]
fn p16_a_hint_at_a_terminal_only() {
    let (slave, master) = terminal();
    let child = Command::new(common::BIN)
        .stdin(Stdio::from(slave))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut keyboard = std::fs::File::from(master);
    keyboard.write_all(b"name\nquit\n").expect("typed");
    let out = finish(child, "the engine at a terminal");
    drop(keyboard);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("= tenuki-gtp"));
    let hint = stderr(&out);
    assert_eq!(hint.lines().count(), 1, "{hint}");
    assert!(
        hint.contains("a GTP engine, reading commands here"),
        "{hint}"
    );

    let piped = Command::new(common::BIN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    piped
        .stdin
        .as_ref()
        .expect("stdin")
        .write_all(b"quit\n")
        .expect("written");
    let out = finish(piped, "the engine on a pipe");
    assert!(out.status.success());
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
}
