//! A collection of 20,000 19x19 games in one file (generated here, never committed: a GNU Go
//! 3.8 self-play game of `tests/data/selfplay-sgf` written 20,000 times, 22 MB) is scored and
//! loaded in flat memory: the games are found and read one by one, never held as one tree.

mod common;

use std::io::Write;
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

#[test]
fn twenty_thousand_games_in_one_file_score_and_load_in_flat_memory() {
    let dir = std::env::temp_dir().join(format!("tenuki-big-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("folder");
    let file = dir.join("20k.sgf");
    std::fs::write(&file, GAME_19.repeat(20_000)).expect("written");

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
    std::fs::remove_dir_all(&dir).ok();
}
