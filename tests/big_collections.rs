//! Big inputs, generated here and never committed, are scored and loaded in flat memory: a
//! collection of 20,000 19x19 games in one file (a GNU Go 3.8 self-play game of
//! `tests/data/selfplay-sgf` written 20,000 times, 22 MB), whose games are found and read one
//! by one, never held as one tree; a node with millions of setup points or properties; 60 MiB
//! on standard input.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const GAME_19: &str = include_str!("data/selfplay-sgf/sp19-012.sgf");

/// Most memory the runs may take, resident, at their peak.
const MAX_RSS_KB: i64 = 100 * 1024;

/// Runs a command to its end; its exit status and its peak resident memory in KB (from
/// `wait4`, which reports this child alone).
// wait4 reaps the child in place of `Child::wait`, which could not report its memory
#[allow(clippy::zombie_processes)]
fn run_measured(mut command: Command, input: &[u8]) -> (i32, i64, Vec<u8>) {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input).expect("input written");
    drop(stdin);
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut bytes);
        bytes
    });
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child; status and usage are valid places to write.
    let waited = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(waited, child.id() as i32, "wait4");
    let out = reader.join().expect("output read");
    (libc::WEXITSTATUS(status), usage.ru_maxrss, out)
}

/// Writes `head`, `middle` `times` times, then `tail` to a new file, a piece at a time (the
/// test process stays small: a child's peak memory counts what it shared with us at fork).
fn write_repeated(path: &Path, head: &str, middle: &str, times: usize, tail: &str) {
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("created"));
    file.write_all(head.as_bytes()).expect("written");
    for _ in 0..times {
        file.write_all(middle.as_bytes()).expect("written");
    }
    file.write_all(tail.as_bytes()).expect("written");
    file.flush().expect("written");
}

/// One test, so that no other test of this file holds memory while these children run.
#[test]
fn big_inputs_take_flat_memory() {
    let dir = std::env::temp_dir().join(format!("tenuki-big-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("folder");
    twenty_thousand_games_in_one_file(&dir);
    a_node_with_millions_of_points_or_properties(&dir);
    standard_input_is_read_in_twice_its_size();
    std::fs::remove_dir_all(&dir).ok();
}

/// 20,000 games in one file score and load in flat memory.
fn twenty_thousand_games_in_one_file(dir: &Path) {
    let file = dir.join("20k.sgf");
    write_repeated(&file, "", GAME_19, 20_000, "");

    let mut score = Command::new(common::BIN);
    score
        .args([
            "score", "--dead", "markup", "--jobs", "2", "--format", "csv",
        ])
        .arg(&file);
    let (code, rss, out) = run_measured(score, b"");
    assert_eq!(code, 0);
    let rows = String::from_utf8_lossy(&out).lines().count() - 1;
    assert_eq!(rows, 20_000);
    assert!(rss <= MAX_RSS_KB, "score took {rss} KB");

    let mut engine = Command::new(common::BIN);
    engine.arg("gtp");
    let commands = format!("loadsgf {}\nfinal_score\nquit\n", file.display());
    let (code, rss, out) = run_measured(engine, commands.as_bytes());
    assert_eq!(code, 0);
    let answers = String::from_utf8_lossy(&out);
    // the first game, whose record says B+1.5 (GNU Go's final_score of it)
    assert!(answers.starts_with("= white\n\n= B+1.5\n\n"), "{answers}");
    assert!(rss <= MAX_RSS_KB, "loadsgf took {rss} KB");
}

/// A 60 MiB record on standard input (a game whose comment is nearly all of it) is read whole
/// and scored in at most two and a half times its size (the pieces read, then the text joined
/// once; read into one growing string it peaked at over three times).
fn standard_input_is_read_in_twice_its_size() {
    let size = 60 << 20;
    let mut input = b"(;SZ[9]RU[Chinese]C[".to_vec();
    input.resize(size, b'x');
    input.extend_from_slice(b"];B[ee])");
    let mut score = Command::new(common::BIN);
    score.args(["score", "--dead", "none", "--format", "csv", "-"]);
    let (code, rss, out) = run_measured(score, &input);
    assert_eq!(code, 0);
    // one black stone on 9x9, area, komi 0
    assert!(String::from_utf8_lossy(&out).contains(",B+81,"));
    assert!(
        rss <= (size as i64 / 1024) * 5 / 2,
        "standard input took {rss} KB"
    );
}

/// One node with five million setup rectangles, or ten million setup properties (35 to 60 MB
/// of text): a list naming the board's points more than 16 times over, and a node with more
/// than a thousand properties scoring reads, are refused at once, in flat memory.
fn a_node_with_millions_of_points_or_properties(dir: &Path) {
    let values = dir.join("values.sgf");
    write_repeated(
        &values,
        "(;GM[1]SZ[19]RE[B+361]AB",
        "[aa:ss]",
        5_000_000,
        ")",
    );
    let properties = dir.join("properties.sgf");
    write_repeated(&properties, "(;GM[1]SZ[19]", "AW[aa]", 10_000_000, ")");
    for (file, expected) in [
        (
            &values,
            "the record's setup and markup lists name more than 16 times as many points as the \
             board has",
        ),
        (&properties, "node 1 holds more than 1000"),
    ] {
        let mut score = Command::new(common::BIN);
        score
            .args(["score", "--dead", "none", "--format", "csv"])
            .arg(file);
        let (_, rss, out) = run_measured(score, b"");
        let rows = String::from_utf8_lossy(&out);
        assert!(rows.contains(expected), "{rows}");
        assert!(rss <= MAX_RSS_KB, "{} took {rss} KB", file.display());
    }
    // territory markup of nine million rectangles (a list naming the board's points more than
    // 16 times over is no markup; sgf-parse would list 24 billion points): the game is scored,
    // and copied from its own text with our count in place of that markup
    let markup = dir.join("markup.sgf");
    write_repeated(&markup, "(;GM[1]SZ[52];B[aa];TB", "[aa:ZZ]", 9_000_000, ")");
    let mut score = Command::new(common::BIN);
    score
        .args(["score", "--dead", "markup", "--format", "csv", "--annotate"])
        .arg(dir.join("copies"))
        .arg(&markup);
    let (code, _, out) = run_measured(score, b"");
    let rows = String::from_utf8_lossy(&out);
    assert_eq!(code, 0, "{rows}");
    assert!(rows.contains(",B+2703,"), "{rows}");
    let copied = dir.join("copies").join(
        markup
            .strip_prefix("/")
            .expect("an absolute temporary folder"),
    );
    let copy = std::fs::read_to_string(copied).expect("copied");
    assert!(copy.len() < 100_000, "{} bytes", copy.len());
    assert!(copy.contains("tenuki-gtp: B+2703"), "{copy}");
}
