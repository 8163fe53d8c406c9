//! `tenuki-gtp regress`: runs GTP regression scripts (`.tst`), gogui-regress compatible.
//!
//! Format (GNU Go / gogui-regress): plain lines are sent as they are; a line starting with an
//! integer id is a test, and the next `#? [RE]` line its expected answer. What is compared is
//! what gogui-regress compares: the answer after `=id `, trimmed, against the pattern between
//! the brackets, trimmed, as a Java regex (full match, `.` matches newlines, `^`/`$` at line
//! ends); `[!RE]` negates; a trailing `*` marks an expected failure; other `#` lines and blank
//! lines are not sent. A `?` answer always fails. A numbered command without a `#?` line (or
//! with an empty one) is a test too: it passes when answered `=`. Reports use gogui-regress's
//! words: `N unexpected FAIL: Correct 'RE', got 'ANSWER'`, `N unexpected PASS!`, and with
//! `--long` `N passed`, `N FAILED: ...`, `N failed: ...`, `N PASSED` and a `Summary:` line per
//! file; with several files each test line starts with the file's name. A last line counts the
//! whole run, also when every test passed (`57 tests: 55 passed, 2 failed as expected, 0
//! unexpected passes, 0 unexpected failures`; with `--long`, when several files ran). On a
//! terminal, standard error shows which file and test the run is at.
//!
//! A fresh engine per file runs in the file's directory, its standard error discarded (the
//! report is the only output). It is spoken to with the `gtp` crate's `Command` and
//! `ResponseParser`, with a timeout per command; an engine that hangs or is left running at the
//! end is killed, so the runner never leaves a process behind.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use gtp::{Command, Response, ResponseParser};
use regex::Regex;

/// How to run the scripts.
#[derive(Clone, Debug)]
pub struct Options {
    /// Engine program and its arguments.
    pub engine: Vec<String>,
    /// Print every test and a summary, not only the unexpected results.
    pub long: bool,
    /// Also write each file's report to `DIR/<name>.out`.
    pub output: Option<PathBuf>,
    /// Longest wait for one answer.
    pub timeout: Duration,
}

/// The expected answer of a test.
#[derive(Clone, Debug)]
pub struct Expectation {
    pub pattern: String,
    pub negated: bool,
    pub expected_failure: bool,
    regex: Regex,
}

/// One line to send; a test when it carries an id (with an expectation, or none: then it
/// passes when answered `=`).
#[derive(Clone, Debug)]
pub struct Step {
    pub line_number: usize,
    pub command: String,
    pub test: Option<(u64, Option<Expectation>)>,
}

/// Counts of one run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub tests: usize,
    pub passes: usize,
    pub unexpected_passes: usize,
    pub unexpected_failures: usize,
    /// The engine died or hung, or a file was malformed.
    pub broken: bool,
}

impl Summary {
    /// The run in one line: `57 tests: 55 passed, 2 failed as expected, 0 unexpected passes,
    /// 0 unexpected failures` (`... tests in 3 files: ...` for several).
    pub fn line(&self, files: usize) -> String {
        let tests = match (self.tests, files) {
            (1, 1) => "1 test".to_string(),
            (n, 1) => format!("{n} tests"),
            (n, f) => format!("{n} test{} in {f} files", if n == 1 { "" } else { "s" }),
        };
        let expected = self.tests - self.passes - self.unexpected_failures;
        format!(
            "{tests}: {} passed, {expected} failed as expected, {} unexpected passes, {} \
             unexpected failures{}",
            self.passes,
            self.unexpected_passes,
            self.unexpected_failures,
            if self.broken {
                " (a file or engine broke)"
            } else {
                ""
            }
        )
    }

    fn add(&mut self, other: Summary) {
        self.tests += other.tests;
        self.passes += other.passes;
        self.unexpected_passes += other.unexpected_passes;
        self.unexpected_failures += other.unexpected_failures;
        self.broken |= other.broken;
    }

    /// 0: no unexpected failure; 1: some; 2: an engine died or a file was malformed.
    pub fn exit_code(&self) -> i32 {
        if self.broken {
            2
        } else if self.unexpected_failures > 0 {
            1
        } else {
            0
        }
    }
}

/// Reads `#? [RE]`, `#? [!RE]`, optionally followed by `*`; `None` for an empty `#?` line.
fn parse_expectation(line: &str) -> Result<Option<Expectation>, String> {
    let rest = line.trim_start_matches("#?").trim();
    if rest.is_empty() {
        return Ok(None);
    }
    let open = rest.find('[').ok_or("expected '[' after #?")?;
    let close = rest.rfind(']').ok_or("expected ']' in #? line")?;
    if close < open {
        return Err("malformed #? line".into());
    }
    let inner = rest[open + 1..close].trim();
    let after = rest[close + 1..].trim();
    let expected_failure = after.starts_with('*');
    let (negated, pattern) = match inner.strip_prefix('!') {
        Some(p) => (true, p),
        None => (false, inner),
    };
    let regex = Regex::new(&format!(r"(?sm)\A(?:{pattern})\z"))
        .map_err(|e| format!("bad regular expression {pattern:?}: {e}"))?;
    Ok(Some(Expectation {
        pattern: pattern.to_string(),
        negated,
        expected_failure,
        regex,
    }))
}

/// Splits a `.tst` file into the lines to send and their tests.
pub fn parse_script(text: &str) -> Result<Vec<Step>, String> {
    let mut steps: Vec<Step> = Vec::new();
    let mut pending_id: Option<u64> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.replace('\t', " ");
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with("#?") {
            let expectation =
                parse_expectation(line).map_err(|e| format!("line {}: {e}", i + 1))?;
            match (pending_id.take(), steps.last_mut()) {
                (Some(id), Some(step)) => step.test = Some((id, expectation)),
                _ => return Err(format!("line {}: #? without a numbered command", i + 1)),
            }
            continue;
        }
        if line.starts_with('#') {
            continue;
        }
        let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
        let rest = &line[digits.len()..];
        let id = if !digits.is_empty() && rest.starts_with(' ') {
            digits.parse().ok()
        } else {
            None
        };
        let command = match id {
            Some(_) => rest.trim().to_string(),
            None => line.to_string(),
        };
        pending_id = id;
        steps.push(Step {
            line_number: i + 1,
            command,
            // a test even without its #? line; the #? line, if any, fills its expectation
            test: id.map(|id| (id, None)),
        });
    }
    Ok(steps)
}

/// The answer as gogui-regress compares it: the text after `=id `, trimmed.
pub fn compared_text(response: &Response) -> String {
    response.text().trim().to_string()
}

/// Whether an answer meets an expectation (a `?` answer never does).
pub fn answer_matches(expectation: &Expectation, response: &Response) -> bool {
    match response {
        Response::Error(_) => false,
        Response::Result(_) => {
            expectation.regex.is_match(&compared_text(response)) != expectation.negated
        }
    }
}

enum Wait {
    Answer(Response),
    Died,
    TimedOut,
}

/// A running engine: its stdin, its stdout lines (read by a thread) and the process, which is
/// killed when dropped if it is still running.
struct EngineProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    parser: ResponseParser,
}

impl EngineProcess {
    fn start(options: &Options, dir: &Path) -> Result<EngineProcess, String> {
        let (program, args) = options.engine.split_first().ok_or("no engine command")?;
        let program = if program.contains('/') {
            std::fs::canonicalize(program)
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|_| program.clone())
        } else {
            program.clone()
        };
        let mut child = std::process::Command::new(&program)
            .args(args)
            .current_dir(dir)
            .env_remove("RUST_LOG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start engine {program}: {e}"))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or("no engine output")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line + "\n").is_err() {
                    break;
                }
            }
        });
        Ok(EngineProcess {
            child,
            stdin,
            lines,
            parser: ResponseParser::new(),
        })
    }

    /// Sends one command; false when the engine's input is closed.
    fn send(&mut self, command: &str) -> bool {
        let Some(stdin) = self.stdin.as_mut() else {
            return false;
        };
        stdin
            .write_all(&Command::new(command).to_bytes())
            .and_then(|_| stdin.flush())
            .is_ok()
    }

    fn wait(&mut self, timeout: Duration) -> Wait {
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(response) = self.parser.get_response() {
                return Wait::Answer(response);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => self.parser.feed(&line),
                Err(RecvTimeoutError::Timeout) => return Wait::TimedOut,
                Err(RecvTimeoutError::Disconnected) => return Wait::Died,
            }
        }
    }

    /// Ends the engine: `quit`, a short wait, then a kill if it is still there.
    fn finish(mut self) {
        if self.send("quit") {
            let _ = self.wait(Duration::from_secs(2));
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Shows on standard error, when it is a terminal, which file and test a run is at.
struct Progress {
    shown: bool,
}

impl Progress {
    fn new() -> Progress {
        use std::io::IsTerminal;
        Progress {
            shown: std::io::stderr().is_terminal(),
        }
    }

    fn at(&self, path: &Path, done: usize, tests: usize) {
        if self.shown {
            eprint!("\r\x1b[2K{}: test {done}/{tests}", path.display());
        }
    }

    fn clear(&self) {
        if self.shown {
            eprint!("\r\x1b[2K");
        }
    }
}

/// Runs one script; reports go to `out`.
pub fn run_file(path: &Path, options: &Options, out: &mut Vec<String>) -> Summary {
    let progress = Progress::new();
    let summary = run_steps(path, options, out, &progress);
    progress.clear();
    summary
}

fn run_steps(
    path: &Path,
    options: &Options,
    out: &mut Vec<String>,
    progress: &Progress,
) -> Summary {
    let mut summary = Summary::default();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            out.push(format!("{}: cannot read: {e}", path.display()));
            summary.broken = true;
            return summary;
        }
    };
    let steps = match parse_script(&text) {
        Ok(s) => s,
        Err(e) => {
            out.push(format!("{}: {e}", path.display()));
            summary.broken = true;
            return summary;
        }
    };
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tests = steps.iter().filter(|s| s.test.is_some()).count();
    progress.at(path, 0, tests);
    let mut engine = match EngineProcess::start(options, dir) {
        Ok(e) => e,
        Err(e) => {
            out.push(e);
            summary.broken = true;
            return summary;
        }
    };
    for (index, step) in steps.iter().enumerate() {
        let quitting = step.command.split_whitespace().next() == Some("quit");
        let response = if engine.send(&step.command) {
            engine.wait(options.timeout)
        } else {
            Wait::Died
        };
        let response = match response {
            Wait::Answer(r) => r,
            Wait::Died => {
                if !quitting {
                    out.push(format!(
                        "{}:{}: engine died on '{}'",
                        path.display(),
                        step.line_number,
                        step.command
                    ));
                    summary.broken = true;
                }
                return summary;
            }
            Wait::TimedOut => {
                out.push(format!(
                    "{}:{}: no answer to '{}' within {:?}",
                    path.display(),
                    step.line_number,
                    step.command,
                    options.timeout
                ));
                summary.broken = true;
                return summary;
            }
        };
        if let Some((id, expectation)) = &step.test {
            summary.tests += 1;
            progress.at(path, summary.tests, tests);
            report_test(
                *id,
                expectation.as_ref(),
                &response,
                options.long,
                &mut summary,
                out,
            );
        }
        if quitting {
            let left = steps[index + 1..]
                .iter()
                .filter(|s| s.test.is_some())
                .count();
            if left > 0 {
                out.push(format!(
                    "{}:{}: quit before the end: {left} tests after it were not run",
                    path.display(),
                    step.line_number
                ));
                summary.broken = true;
            }
            return summary;
        }
    }
    engine.finish();
    summary
}

/// Counts one test and writes its report line, in gogui-regress's words.
fn report_test(
    id: u64,
    expectation: Option<&Expectation>,
    response: &Response,
    long: bool,
    summary: &mut Summary,
    out: &mut Vec<String>,
) {
    let Some(expectation) = expectation else {
        // a numbered command without a pattern: it passes unless answered `?`
        match response {
            Response::Result(_) => summary.passes += 1,
            Response::Error(_) => {
                summary.unexpected_failures += 1;
                let message = compared_text(response);
                out.push(if message.is_empty() {
                    format!("{id} unexpected FAIL")
                } else {
                    format!("{id} unexpected FAIL: '{message}'")
                });
            }
        }
        return;
    };
    let passed = answer_matches(expectation, response);
    let got = compared_text(response);
    let pattern = if expectation.negated {
        format!("!{}", expectation.pattern)
    } else {
        expectation.pattern.clone()
    };
    match (passed, expectation.expected_failure) {
        (true, false) => {
            summary.passes += 1;
            if long {
                out.push(format!("{id} passed"));
            }
        }
        (true, true) => {
            summary.passes += 1;
            summary.unexpected_passes += 1;
            out.push(if long {
                format!("{id} PASSED")
            } else {
                format!("{id} unexpected PASS!")
            });
        }
        (false, false) => {
            summary.unexpected_failures += 1;
            out.push(if long {
                format!("{id} FAILED: Correct '{pattern}', got '{got}'")
            } else {
                format!("{id} unexpected FAIL: Correct '{pattern}', got '{got}'")
            });
        }
        (false, true) => {
            if long {
                out.push(format!("{id} failed: Correct '{pattern}', got '{got}'"));
            }
        }
    }
}

/// Runs every script and prints the reports (with several files, each test line starts with
/// the file's name, as gogui-regress writes it); returns the exit code.
pub fn run(files: &[PathBuf], options: &Options) -> i32 {
    let mut total = Summary::default();
    for file in files {
        let mut out = Vec::new();
        let summary = run_file(file, options, &mut out);
        if files.len() > 1 {
            let prefix = file.display().to_string();
            out.iter_mut().for_each(|l| *l = format!("{prefix} {l}"));
        }
        if options.long {
            out.push(format!(
                "Summary: {}/{} passes. {} unexpected passes, {} unexpected failures",
                summary.passes,
                summary.tests,
                summary.unexpected_passes,
                summary.unexpected_failures
            ));
        }
        for line in &out {
            println!("{line}");
        }
        if let Some(dir) = &options.output {
            let name = file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "script".into());
            let report = dir.join(format!("{name}.out"));
            if let Err(e) = std::fs::create_dir_all(dir)
                .and_then(|_| std::fs::write(&report, out.join("\n") + "\n"))
            {
                eprintln!("cannot write {}: {e}", report.display());
            }
        }
        total.add(summary);
    }
    if !options.long || files.len() > 1 {
        println!("{}", total.line(files.len()));
    }
    total.exit_code()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_split_into_commands_and_tests() {
        let steps = parse_script(
            "# header\nboardsize 9\n\n10 final_score\n#? [B\\+7.*]*\n20 name\n#? [!GNU.*]\n",
        )
        .unwrap();
        assert_eq!(steps.len(), 3);
        assert_eq!(steps[0].command, "boardsize 9");
        assert!(steps[0].test.is_none());
        let (id, e) = steps[1].test.as_ref().unwrap();
        let e = e.as_ref().unwrap();
        assert_eq!((*id, e.expected_failure, e.negated), (10, true, false));
        assert_eq!(steps[1].command, "final_score");
        let (id, e) = steps[2].test.as_ref().unwrap();
        assert_eq!((*id, e.as_ref().unwrap().negated), (20, true));
    }

    #[test]
    fn patterns_match_the_whole_answer_like_java_matches() {
        let e = parse_expectation("#? [B\\+7]").unwrap().unwrap();
        let yes = Response::Result((None, "B+7".into()));
        let longer = Response::Result((None, "B+7.5".into()));
        assert!(answer_matches(&e, &yes));
        assert!(!answer_matches(&e, &longer));
        let any = parse_expectation("#? [.*A1.*]").unwrap().unwrap();
        assert!(answer_matches(
            &any,
            &Response::Result((None, "B2\nA1 C3".into()))
        ));
        assert!(!answer_matches(&any, &Response::Error((None, "A1".into()))));
    }
}
