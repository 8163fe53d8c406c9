//! `tenuki-gtp regress`: runs GTP regression scripts (`.tst`), gogui-regress compatible.
//!
//! Format (GNU Go / gogui-regress): plain lines are sent as they are; a line starting with an
//! integer id is a test, and the next `#? [RE]` line its expected answer, matched against the
//! whole answer text as a Java regex (full match, `.` matches newlines, `^`/`$` at line ends);
//! `[!RE]` negates; a trailing `*` marks an expected failure; other `#` lines and blank lines are
//! not sent. A `?` answer always fails. A fresh engine per file runs in the file's directory.
//! Engines are driven through the `gtp` crate's controller, with a timeout per command.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use gtp::controller::{Engine as Controller, Error as ControllerError};
use gtp::{Command, Response};
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

/// One line to send; a test when it carries an id and an expectation.
#[derive(Clone, Debug)]
pub struct Step {
    pub line_number: usize,
    pub command: String,
    pub test: Option<(u64, Expectation)>,
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

/// Reads `#? [RE]`, `#? [!RE]`, optionally followed by `*`.
fn parse_expectation(line: &str) -> Result<Expectation, String> {
    let rest = line.trim_start_matches("#?").trim();
    let open = rest.find('[').ok_or("expected '[' after #?")?;
    let close = rest.rfind(']').ok_or("expected ']' in #? line")?;
    if close < open {
        return Err("malformed #? line".into());
    }
    let inner = &rest[open + 1..close];
    let after = rest[close + 1..].trim();
    let expected_failure = after.starts_with('*');
    let (negated, pattern) = match inner.strip_prefix('!') {
        Some(p) => (true, p),
        None => (false, inner),
    };
    let regex = Regex::new(&format!(r"(?sm)\A(?:{pattern})\z"))
        .map_err(|e| format!("bad regular expression {pattern:?}: {e}"))?;
    Ok(Expectation {
        pattern: pattern.to_string(),
        negated,
        expected_failure,
        regex,
    })
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
        pending_id = None;
        let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
        let rest = &line[digits.len()..];
        let command = if !digits.is_empty() && rest.starts_with(' ') {
            pending_id = digits.parse().ok();
            rest.trim().to_string()
        } else {
            line.to_string()
        };
        steps.push(Step {
            line_number: i + 1,
            command,
            test: None,
        });
    }
    Ok(steps)
}

/// Whether an answer meets an expectation (a `?` answer never does).
pub fn answer_matches(expectation: &Expectation, response: &Response) -> bool {
    match response {
        Response::Error(_) => false,
        Response::Result(_) => expectation.regex.is_match(&response.text()) != expectation.negated,
    }
}

enum Wait {
    Answer(Response),
    Died,
    TimedOut,
}

fn wait_for(controller: &mut Controller, timeout: Duration) -> Wait {
    let start = Instant::now();
    loop {
        match controller.poll_response() {
            Ok(response) => return Wait::Answer(response),
            Err(ControllerError::PollAgain) => {}
            Err(_) => return Wait::Died,
        }
        if start.elapsed() > timeout {
            return Wait::TimedOut;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn start_engine(options: &Options, dir: &Path) -> Result<Controller, String> {
    let (program, args) = options.engine.split_first().ok_or("no engine command")?;
    let program = if program.contains('/') {
        std::fs::canonicalize(program)
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|_| program.clone())
    } else {
        program.clone()
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let previous = std::env::current_dir().map_err(|e| e.to_string())?;
    std::env::set_current_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut controller = Controller::new(&program, &args);
    let started = controller.start();
    std::env::set_current_dir(previous).map_err(|e| e.to_string())?;
    started.map_err(|e| format!("cannot start engine {program}: {e:?}"))?;
    Ok(controller)
}

/// Runs one script; reports go to `out`.
pub fn run_file(path: &Path, options: &Options, out: &mut Vec<String>) -> Summary {
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
    let mut controller = match start_engine(options, dir) {
        Ok(c) => c,
        Err(e) => {
            out.push(e);
            summary.broken = true;
            return summary;
        }
    };
    for step in &steps {
        controller.send(Command::new(&step.command));
        let response = match wait_for(&mut controller, options.timeout) {
            Wait::Answer(r) => r,
            Wait::Died => {
                if step.command.split_whitespace().next() != Some("quit") {
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
        let Some((id, expectation)) = &step.test else {
            continue;
        };
        summary.tests += 1;
        let passed = answer_matches(expectation, &response);
        let shown = match &response {
            Response::Error(_) => format!("? {}", response.text()),
            Response::Result(_) => response.text(),
        };
        let pattern = if expectation.negated {
            format!("!{}", expectation.pattern)
        } else {
            expectation.pattern.clone()
        };
        match (passed, expectation.expected_failure) {
            (true, false) => {
                summary.passes += 1;
                if options.long {
                    out.push(format!("{id} passed"));
                }
            }
            (true, true) => {
                summary.passes += 1;
                summary.unexpected_passes += 1;
                out.push(format!("{id} unexpected PASS!"));
            }
            (false, false) => {
                summary.unexpected_failures += 1;
                out.push(format!(
                    "{id} unexpected FAIL: Correct '{pattern}', got '{shown}'"
                ));
            }
            (false, true) => {
                if options.long {
                    out.push(format!("{id} failed: Correct '{pattern}', got '{shown}'"));
                }
            }
        }
    }
    controller.send(Command::new("quit"));
    let _ = wait_for(&mut controller, Duration::from_secs(2));
    summary
}

/// Runs every script and prints the reports; returns the exit code.
pub fn run(files: &[PathBuf], options: &Options) -> i32 {
    // The controller copies an engine's stderr to stdout: keep engines' logging quiet.
    std::env::remove_var("RUST_LOG");
    let mut total = Summary::default();
    for file in files {
        let mut out = Vec::new();
        let summary = run_file(file, options, &mut out);
        if options.long {
            out.push(format!(
                "Summary: {}/{} passes. {} unexpected passes, {} unexpected failures",
                summary.passes,
                summary.tests,
                summary.unexpected_passes,
                summary.unexpected_failures
            ));
        }
        if options.long && files.len() > 1 {
            println!("{}:", file.display());
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
    if options.long && files.len() > 1 {
        println!(
            "Summary: {}/{} passes. {} unexpected passes, {} unexpected failures",
            total.passes, total.tests, total.unexpected_passes, total.unexpected_failures
        );
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
        assert_eq!((*id, e.expected_failure, e.negated), (10, true, false));
        assert_eq!(steps[1].command, "final_score");
        let (id, e) = steps[2].test.as_ref().unwrap();
        assert_eq!((*id, e.negated), (20, true));
    }

    #[test]
    fn patterns_match_the_whole_answer_like_java_matches() {
        let e = parse_expectation("#? [B\\+7]").unwrap();
        let yes = Response::Result((None, "B+7".into()));
        let longer = Response::Result((None, "B+7.5".into()));
        assert!(answer_matches(&e, &yes));
        assert!(!answer_matches(&e, &longer));
        let any = parse_expectation("#? [.*A1.*]").unwrap();
        assert!(answer_matches(
            &any,
            &Response::Result((None, "B2\nA1 C3".into()))
        ));
        assert!(!answer_matches(&any, &Response::Error((None, "A1".into()))));
    }
}
