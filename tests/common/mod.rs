//! Helpers shared by the integration tests: the real binary, driven raw or through the
//! `gtp` crate's controller.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use gtp::{Response, ResponseParser};

pub mod cases;

pub const BIN: &str = env!("CARGO_BIN_EXE_tenuki-gtp");

/// The engine started with `args`, its standard input and output piped (its log dropped).
pub fn spawn_engine(args: &[&str]) -> Child {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("engine starts")
}

/// True (and said on stderr) when this machine has no python3, so the Python tool `tool`
/// cannot run (CI has it: the Python package's tests need it too).
pub fn no_python(tool: &str) -> bool {
    let missing = Command::new("python3").arg("--version").output().is_err();
    if missing {
        eprintln!("no python3: {tool} not run");
    }
    missing
}

/// Runs the engine on raw input bytes and returns everything it wrote to stdout.
pub fn raw_session(input: &[u8]) -> String {
    logged_session(input, None).0
}

/// Runs the engine on raw input bytes with `RUST_LOG` set to `log` (unset when `None`) and
/// returns everything it wrote to stdout and to stderr.
pub fn logged_session(input: &[u8], log: Option<&str>) -> (String, String) {
    let mut command = Command::new(BIN);
    command.env_remove("RUST_LOG");
    if let Some(log) = log {
        command.env("RUST_LOG", log);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("engine starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("engine reads its input");
    let out = child.wait_with_output().expect("engine ends");
    assert!(out.status.success(), "engine exit status {:?}", out.status);
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A running engine spoken to through the `gtp` crate's `Command` and `ResponseParser`.
/// Commands go without ids and several may be written before any answer is read, as Sabaki
/// does. (The crate's `controller::Engine` only parses buffered answers when new output
/// arrives, so it cannot read a pipelined batch; the process is driven here directly.)
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    parser: ResponseParser,
}

impl Session {
    pub fn start(args: &[&str]) -> Session {
        let mut child = spawn_engine(args);
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line + "\n").is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
            parser: ResponseParser::new(),
        }
    }

    /// The engine's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes every command before reading any answer, then returns the answers in order.
    pub fn pipeline(&mut self, commands: &[&str]) -> Vec<Response> {
        let mut batch = Vec::new();
        for c in commands {
            batch.extend(gtp::Command::new(c).to_bytes());
        }
        self.stdin.write_all(&batch).expect("engine reads");
        self.stdin.flush().expect("engine reads");
        commands.iter().map(|_| self.answer()).collect()
    }

    fn answer(&mut self) -> Response {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = self.parser.get_response() {
                return r;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => self.parser.feed(&line),
                Err(e) => panic!("no answer from the engine: {e:?}"),
            }
        }
    }

    /// One command; the answer text, `Err` for a `?` answer.
    pub fn send(&mut self, command: &str) -> Result<String, String> {
        match self.pipeline(&[command]).pop().expect("one answer") {
            Response::Result((_, text)) => Ok(text),
            Response::Error((_, text)) => Err(text),
        }
    }

    /// One command that must succeed.
    pub fn ok(&mut self, command: &str) -> String {
        self.send(command)
            .unwrap_or_else(|e| panic!("{command:?} failed: {e}"))
    }

    /// `tenuki-status_why ARGS`, one line per block: an entry's indented lines (cut at 72
    /// columns for GoGui's window) joined back to it.
    pub fn status_why(&mut self, args: &str) -> String {
        let text = self.ok(format!("tenuki-status_why {args}").trim_end());
        unwrap_entries(&text)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// The seeds the kgs6d records are checked under: the default, then 1, 2 and 3.
pub const KGS6D_SEEDS: [Option<&str>; 4] = [None, Some("1"), Some("2"), Some("3")];

/// The engine under `seed` (`--seed`; the default for `None`) with the record `file` of
/// `tests/data/kgs6d/` loaded.
pub fn kgs6d_session(file: &str, seed: Option<&str>) -> Session {
    let args: Vec<&str> = seed.map(|s| vec!["--seed", s]).unwrap_or_default();
    let mut s = Session::start(&args);
    s.ok(&format!("loadsgf tests/data/kgs6d/{file}"));
    s
}

/// [`kgs6d_session`] with `to_move` named (`tenuki-to_move`) when given; `None` leaves the
/// record's player to move.
pub fn kgs6d_session_named(file: &str, seed: Option<&str>, to_move: Option<&str>) -> Session {
    let mut s = kgs6d_session(file, seed);
    if let Some(color) = to_move {
        s.ok(&format!("tenuki-to_move {color}"));
    }
    s
}

/// True when `vertex` is one of the vertices of `list` (a `final_status_list` answer).
pub fn lists(list: &str, vertex: &str) -> bool {
    list.split_whitespace().any(|v| v == vertex)
}

/// Loads `file` of `tests/data/kgs6d/` under each of [`KGS6D_SEEDS`] and checks that
/// `final_score` is `result`, that every stone of `dead` is dead and that none of `alive` is.
pub fn check_kgs6d_calls(file: &str, result: &str, dead: &[&str], alive: &[&str]) {
    check_kgs6d_calls_under(&KGS6D_SEEDS, file, result, dead, alive);
}

/// Checks, under each of [`KGS6D_SEEDS`], that the record `file` of `tests/data/kgs6d/` is
/// judged once: the reason of the block at `vertex` gives a share of the first judgement's
/// 128 playouts, and no judgement made again.
pub fn assert_judged_once(file: &str, vertex: &str) {
    for seed in KGS6D_SEEDS {
        let mut s = kgs6d_session(file, seed);
        let why = s.status_why(vertex);
        assert!(
            why.contains("of 128 playouts") && !why.contains("made again"),
            "{file}, seed {seed:?}: {why}"
        );
    }
}

/// [`check_kgs6d_calls`] under each of `seeds` (the default for `None`).
pub fn check_kgs6d_calls_under(
    seeds: &[Option<&str>],
    file: &str,
    result: &str,
    dead: &[&str],
    alive: &[&str],
) {
    for &seed in seeds {
        let mut s = kgs6d_session(file, seed);
        assert_calls(
            &mut s,
            &format!("{file}, seed {seed:?}"),
            result,
            dead,
            alive,
        );
    }
}

/// [`check_kgs6d_calls`], then the same under the default seed with each player named to
/// move (`tenuki-to_move`).
pub fn check_kgs6d_calls_whoever_moves(file: &str, result: &str, dead: &[&str], alive: &[&str]) {
    check_kgs6d_calls(file, result, dead, alive);
    for color in ["b", "w"] {
        let mut s = kgs6d_session_named(file, None, Some(color));
        assert_calls(
            &mut s,
            &format!("{file}, {color} to move"),
            result,
            dead,
            alive,
        );
    }
}

/// Checks that the session's `final_score` is `result`, that every stone of `dead` is dead
/// and that none of `alive` is (`context` names the position in a failure).
fn assert_calls(s: &mut Session, context: &str, result: &str, dead: &[&str], alive: &[&str]) {
    assert_eq!(s.ok("final_score"), result, "{context}");
    let list = s.ok("final_status_list dead");
    for (vertices, want_dead) in [(dead, true), (alive, false)] {
        for v in vertices {
            assert!(
                lists(&list, v) == want_dead,
                "{context}: {}",
                s.status_why(v)
            );
        }
    }
}

/// Checks that `vertex` is not dead and is in seki in the session's position (`context` names
/// it in a failure).
pub fn assert_in_seki(s: &mut Session, context: &str, vertex: &str) {
    let dead = s.ok("final_status_list dead");
    assert!(
        !lists(&dead, vertex),
        "{context}: {vertex} dead: {}",
        s.status_why(vertex)
    );
    let seki = s.ok("final_status_list seki");
    assert!(
        lists(&seki, vertex),
        "{context}: {vertex} not in seki: {}",
        s.status_why(vertex)
    );
}

/// Loads `file` under `seed` (the default for `None`), names `to_move` (when given), and
/// checks that `vertex` is in seki and not dead.
pub fn check_seki_only(file: &str, seed: Option<&str>, to_move: Option<&str>, vertex: &str) {
    let mut s = kgs6d_session_named(file, seed, to_move);
    assert_in_seki(
        &mut s,
        &format!("{file}, seed {seed:?}, {to_move:?} to move"),
        vertex,
    );
}

/// [`check_seki_only`] under the default seed and seeds 1-3 with the record's player to move
/// and each player named, then under `more` seeds with the record's player.
pub fn check_seki_under_seeds(file: &str, vertex: &str, more: &[&str]) {
    for seed in KGS6D_SEEDS {
        for to_move in [None, Some("b"), Some("w")] {
            check_seki_only(file, seed, to_move, vertex);
        }
    }
    for &seed in more {
        check_seki_only(file, Some(seed), None, vertex);
    }
}

/// `tenuki-gtp score ARGS` run in `dir` with `input` on its standard input (written from a
/// thread: a big input must not wait on the output pipes), to its end.
pub fn run_score(dir: &std::path::Path, args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(BIN)
        .current_dir(dir)
        .arg("score")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("ends");
    writer.join().expect("input written");
    out
}

/// Scores a diagram (`x o . b w`) with the library; returns the score map rows and the tally.
pub fn score(
    diagram: &str,
    rules: tenuki_gtp::scoring::Rules,
    komi: f64,
) -> (Vec<String>, tenuki_gtp::scoring::Tally) {
    let settings = tenuki_gtp::scoring::Settings {
        rules,
        komi,
        handicap: 0,
    };
    score_with(diagram, &settings, [0, 0])
}

/// As [`score`], with handicap and the stones captured by Black and by White.
pub fn score_with(
    diagram: &str,
    settings: &tenuki_gtp::scoring::Settings,
    captures: [u32; 2],
) -> (Vec<String>, tenuki_gtp::scoring::Tally) {
    use tenuki_gtp::board::{diagram as d, Color};
    use tenuki_gtp::scoring::{Position, Scorer};
    let (mut board, dead_points) = d::parse_board(diagram).expect("valid diagram");
    board.set_captures(Color::Black, captures[0]);
    board.set_captures(Color::White, captures[1]);
    let mut dead = vec![false; board.geometry().array_len()];
    for p in dead_points {
        dead[p] = true;
    }
    let mut scorer = Scorer::new();
    let tally = scorer.score(
        &Position {
            board: &board,
            dead: &dead,
        },
        settings,
    );
    (scorer.score_map(), tally)
}

/// The strings of a JSON array (diagram rows in the data files).
pub fn json_rows(value: &serde_json::Value) -> Vec<String> {
    value
        .as_array()
        .expect("an array of rows")
        .iter()
        .map(|r| r.as_str().expect("a row").to_string())
        .collect()
}

/// The rows of a diagram written one row per line (blank lines and indentation ignored).
pub fn rows(diagram: &str) -> Vec<String> {
    tenuki_gtp::board::diagram::rows(diagram)
}

/// Compares two maps row by row and names the first row that differs.
#[track_caller]
pub fn assert_map_eq(got: &[String], want: &str) {
    let want = rows(want);
    if got != want.as_slice() {
        let row = got
            .iter()
            .zip(&want)
            .position(|(a, b)| a != b)
            .unwrap_or(got.len().min(want.len()));
        panic!(
            "maps differ first at row {row}:\n got:\n{}\n\n want:\n{}",
            got.join("\n"),
            want.join("\n")
        );
    }
}

/// The diagram turned a quarter clockwise.
pub fn rotate(rows: &[String]) -> Vec<String> {
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let (h, w) = (grid.len(), grid[0].len());
    (0..w)
        .map(|c| (0..h).rev().map(|r| grid[r][c]).collect())
        .collect()
}

/// The diagram mirrored left to right.
pub fn mirror(rows: &[String]) -> Vec<String> {
    rows.iter().map(|r| r.chars().rev().collect()).collect()
}

/// The diagram with colours swapped (`x`/`o`, `b`/`w`, `z`/`a`).
pub fn swap_colors(rows: &[String]) -> Vec<String> {
    rows.iter()
        .map(|r| {
            r.chars()
                .map(|c| match c {
                    'x' => 'o',
                    'o' => 'x',
                    'b' => 'w',
                    'w' => 'b',
                    'z' => 'a',
                    'a' => 'z',
                    other => other,
                })
                .collect()
        })
        .collect()
}

/// The eight symmetries of a diagram: four rotations, each also mirrored.
pub fn symmetries(rows: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut current = rows.to_vec();
    for _ in 0..4 {
        out.push(current.clone());
        out.push(mirror(&current));
        current = rotate(&current);
    }
    out
}

/// The diagram of a `showboard` answer without its coordinate frame, as `\n` + rows (the
/// frame itself is checked in tests/protocol.rs).
#[allow(dead_code)]
pub fn board_rows(answer: &str) -> String {
    let rows: Vec<&str> = answer
        .lines()
        .filter_map(
            |line| match line.split_whitespace().collect::<Vec<_>>()[..] {
                [number, row, again] if number == again && number.parse::<u32>().is_ok() => {
                    Some(row)
                }
                _ => None,
            },
        )
        .collect();
    format!("\n{}", rows.join("\n"))
}

/// A pseudo-terminal: (the side a program writes to / reads from, the side the test uses).
pub fn terminal() -> (std::os::fd::OwnedFd, std::os::fd::OwnedFd) {
    let (mut master, mut slave) = (0, 0);
    let size = libc::winsize {
        ws_row: 40,
        ws_col: 160,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty writes the two descriptors it opens; the size is read only.
    let made = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(made, 0, "openpty");
    // SAFETY: both descriptors were just opened and belong to nobody else.
    unsafe {
        use std::os::fd::FromRawFd;
        (
            std::os::fd::OwnedFd::from_raw_fd(slave),
            std::os::fd::OwnedFd::from_raw_fd(master),
        )
    }
}

/// Everything written to the terminal until the program closed it.
pub fn read_terminal(master: std::os::fd::OwnedFd) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        use std::io::Read;
        let mut file = std::fs::File::from(master);
        let mut bytes = Vec::new();
        let mut buffer = [0u8; 4096];
        // reading ends with an error (EIO) once every writer has closed its side
        while let Ok(n) = file.read(&mut buffer) {
            if n == 0 {
                break;
            }
            bytes.extend_from_slice(&buffer[..n]);
        }
        bytes
    })
}

/// What a line of terminal output leaves visible: the text after its last carriage return,
/// without escape sequences.
pub fn visible(line: &str) -> String {
    let last = line.rsplit('\r').next().unwrap_or("");
    let mut out = String::new();
    let mut chars = last.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ parameters final-byte
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A finished-like position: each point takes the colour of its nearest seed (Manhattan
/// distance); points next to another colour's area become stones, the rest stay empty
/// (territory), and `noise` sprinkles extra stones, empty points and dead marks.
pub fn finished_like(
    width: usize,
    height: usize,
    seeds: &[(usize, usize, bool)],
    noise: &[u8],
) -> Vec<String> {
    let owner = |c: usize, r: usize| -> Option<bool> {
        let mut best: Option<(usize, bool)> = None;
        let mut tie = false;
        for &(sx, sy, black) in seeds {
            let d = c.abs_diff(sx % width) + r.abs_diff(sy % height);
            match best {
                Some((bd, _)) if d > bd => {}
                Some((bd, bc)) if d == bd => tie |= bc != black,
                _ => {
                    best = Some((d, black));
                    tie = false;
                }
            }
        }
        if tie {
            None
        } else {
            best.map(|b| b.1)
        }
    };
    (0..height)
        .map(|r| {
            (0..width)
                .map(|c| {
                    let mine = owner(c, r);
                    let border = [(0i64, 1i64), (1, 0), (0, -1), (-1, 0)]
                        .iter()
                        .any(|(dc, dr)| {
                            let (nc, nr) = (c as i64 + dc, r as i64 + dr);
                            nc >= 0
                                && nr >= 0
                                && (nc as usize) < width
                                && (nr as usize) < height
                                && owner(nc as usize, nr as usize) != mine
                        });
                    let base = match (mine, border) {
                        (Some(true), true) => 'x',
                        (Some(false), true) => 'o',
                        _ => '.',
                    };
                    match noise[(r * width + c) % noise.len()] {
                        0..=5 => 'x',
                        6..=11 => 'o',
                        12..=15 => '.',
                        16 if base == 'x' => 'b',
                        17 if base == 'o' => 'w',
                        _ => base,
                    }
                })
                .collect()
        })
        .collect()
}

/// The path of the 19x19 record `name` of `tests/data/ogs-archive`.
pub fn archive(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/ogs-archive/19x19")
        .join(name)
        .display()
        .to_string()
}

/// A list answer cut into indented lines (`tenuki-status_why`), one line per entry again.
pub fn unwrap_entries(text: &str) -> String {
    tenuki_gtp::gtp::commands::join_entries(text).join("\n")
}
