//! Every `gtp-scripts/*.tst` passes under `tenuki-gtp regress`.

mod common;

use std::process::Command;

#[test]
fn every_gtp_script_passes_under_the_regression_runner() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-scripts");
    let mut scripts: Vec<_> = std::fs::read_dir(&dir)
        .expect("gtp-scripts exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tst"))
        .collect();
    scripts.sort();
    assert!(
        scripts.len() >= 4,
        "expected the scripts, found {scripts:?}"
    );
    let out = Command::new(common::BIN)
        .arg("regress")
        .arg("--long")
        .args(&scripts)
        .output()
        .expect("runner starts");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "regress failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        !stdout.contains("unexpected FAIL") && !stdout.contains("unexpected PASS"),
        "{stdout}"
    );
    assert!(stdout.contains(" 0 unexpected failures"), "{stdout}");
}

#[test]
fn the_runner_reports_unexpected_failures_and_passes_with_exit_code_1() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mixed.tst");
    std::fs::write(
        &file,
        "boardsize 9\n1 name\n#? [tenuki-gtp]\n2 name\n#? [gnugo]\n3 name\n#? [tenuki.*]*\n\
         4 play b Z1\n#? []\n5 name\n#? [!gnugo]\n",
    )
    .unwrap();
    let reports = dir.join("reports");
    let out = Command::new(common::BIN)
        .args(["regress", "--long", "--output"])
        .arg(&reports)
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let report = std::fs::read_to_string(reports.join("mixed.out")).expect("report written");
    // --long speaks as gogui-regress -long (GNU Go's eval.sh): passed, FAILED, failed, PASSED
    assert_eq!(
        report,
        "1 passed\n2 FAILED: Correct 'gnugo', got 'tenuki-gtp'\n3 PASSED\n\
         4 FAILED: Correct '', got 'invalid color or coordinate'\n5 passed\n\
         Summary: 3/5 passes. 1 unexpected passes, 2 unexpected failures\n"
    );
    assert_eq!(stdout, report);
    // without --long, only the surprises, as gogui-regress (GNU Go's regress.sh)
    let short = Command::new(common::BIN)
        .arg("regress")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&short.stdout),
        "2 unexpected FAIL: Correct 'gnugo', got 'tenuki-gtp'\n3 unexpected PASS!\n\
         4 unexpected FAIL: Correct '', got 'invalid color or coordinate'\n\
         5 tests: 3 passed, 0 failed as expected, 1 unexpected passes, 2 unexpected failures\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

fn regress(args: &[&str], files: &[&std::path::Path]) -> (Option<i32>, String) {
    let out = Command::new(common::BIN)
        .arg("regress")
        .args(args)
        .args(files)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn script(dir: &std::path::Path, name: &str, text: &str) -> std::path::PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// gogui-regress compares the answer after `=id `, trimmed, with the pattern, trimmed: a
/// multi-line answer's leading newline is gone, spaces around the pattern do not count.
#[test]
fn the_runner_compares_the_trimmed_answer_with_the_trimmed_pattern() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress-trim-{}", std::process::id()));
    let file = script(
        &dir,
        "trim.tst",
        r"tenuki-set_board x.|.o
1 tenuki-score_map
#? [x\.\n\.o]
2 tenuki-score_map
#? [\nx\.\n\.o]
3 name
#?   [ tenuki-gtp ]  
",
    );
    let (code, out) = regress(&["--long"], &[&file]);
    assert_eq!(code, Some(1), "{out}");
    assert_eq!(
        out,
        "1 passed\n2 FAILED: Correct '\\nx\\.\\n\\.o', got 'x.\n.o'\n3 passed\n\
         Summary: 2/3 passes. 0 unexpected passes, 1 unexpected failures\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A numbered command without a `#?` line, or with an empty one, is a test: it passes when
/// answered `=`, and is an unexpected failure (with the engine's message) when answered `?`.
#[test]
fn a_numbered_command_without_a_pattern_is_a_test() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress-bare-{}", std::process::id()));
    let file = script(
        &dir,
        "bare.tst",
        "1 name\n2 play b Z1\n3 boardsize 9\n#?\n4 play b A1\nplay b A1\n",
    );
    let (code, out) = regress(&["--long"], &[&file]);
    assert_eq!(code, Some(1), "{out}");
    assert_eq!(
        out,
        "2 unexpected FAIL: 'invalid color or coordinate'\n\
         Summary: 3/4 passes. 0 unexpected passes, 1 unexpected failures\n"
    );
    let (_, short) = regress(&[], &[&file]);
    assert_eq!(
        short,
        "2 unexpected FAIL: 'invalid color or coordinate'\n\
         4 tests: 3 passed, 0 failed as expected, 0 unexpected passes, 1 unexpected failures\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// With several files every test line starts with its file's name, and each file gets its own
/// summary line, as gogui-regress prints them.
#[test]
fn several_files_prefix_their_lines_with_the_file_name() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress-two-{}", std::process::id()));
    let a = script(&dir, "a.tst", "1 name\n#? [tenuki-gtp]\n");
    let b = script(&dir, "b.tst", "1 name\n#? [gnugo]\n");
    let (code, out) = regress(&["--long"], &[&a, &b]);
    assert_eq!(code, Some(1));
    assert_eq!(
        out,
        format!(
            "{} 1 passed\nSummary: 1/1 passes. 0 unexpected passes, 0 unexpected failures\n\
             {} 1 FAILED: Correct 'gnugo', got 'tenuki-gtp'\n\
             Summary: 0/1 passes. 0 unexpected passes, 1 unexpected failures\n\
             2 tests in 2 files: 1 passed, 0 failed as expected, 0 unexpected passes, 1 \
             unexpected failures\n",
            a.display(),
            b.display()
        )
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// What an engine writes to its standard error never reaches the report.
#[test]
fn an_engine_s_standard_error_stays_out_of_the_report() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress-err-{}", std::process::id()));
    let file = script(&dir, "noisy.tst", "1 name\n#? [tenuki-gtp]\n2 showboard\n");
    let engine = format!(
        "sh -c 'echo noise >&2; RUST_LOG=debug exec {}'",
        common::BIN
    );
    for _ in 0..5 {
        let (code, out) = regress(&["--long", "--engine", &engine], &[&file]);
        assert_eq!(code, Some(0), "{out}");
        assert_eq!(
            out,
            "1 passed\nSummary: 2/2 passes. 0 unexpected passes, 0 unexpected failures\n"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_dead_engine_or_a_malformed_file_exits_with_2() {
    let dir = std::env::temp_dir().join(format!("tenuki-regress2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.tst");
    std::fs::write(&bad, "1 name\n#? [unclosed\n").unwrap();
    let out = Command::new(common::BIN)
        .arg("regress")
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let dies = dir.join("dies.tst");
    std::fs::write(&dies, "1 name\n#? [.*]\n").unwrap();
    let out = Command::new(common::BIN)
        .args(["regress", "--engine", "true"])
        .arg(&dies)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // an engine that does not answer is reported after the timeout, not waited on (`sleep`
    // would end after 5 s, which the runner would report as a dead engine instead)
    let out = Command::new(common::BIN)
        .args(["regress", "--timeout", "1", "--engine", "sleep 5"])
        .arg(&dies)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).contains("no answer to 'name'"));
    // the hung engine is ended with the runner, not left behind
    let out = Command::new(common::BIN)
        .args(["regress", "--timeout", "1", "--engine", "sleep 4321"])
        .arg(&dies)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        !process_running("sleep\x004321"),
        "the hung engine is still running"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// True when a process's command line (NUL-separated, from /proc) is `cmdline`.
fn process_running(cmdline: &str) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|e| {
        std::fs::read(e.path().join("cmdline"))
            .map(|c| String::from_utf8_lossy(&c).trim_end_matches('\0') == cmdline)
            .unwrap_or(false)
    })
}

/// What GoGui's own gogui-regress accepts (CLIENTS.md): every `#?` follows a numbered command,
/// its pattern is in brackets (optionally negated, optionally followed by `*`), no `&`, and
/// every numbered command is a test. The patterns use only syntax Java and Rust read alike.
#[test]
fn every_script_keeps_to_the_gogui_regress_format() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-scripts");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "tst") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        let mut ids = std::collections::HashSet::new();
        for (i, line) in lines.iter().enumerate() {
            let here = format!("{}:{}", path.display(), i + 1);
            if line.starts_with("#?") {
                let previous = lines[..i].iter().rev().find(|l| !l.is_empty()).unwrap();
                assert!(
                    previous.chars().next().is_some_and(|c| c.is_ascii_digit()),
                    "{here}: #? after a plain line"
                );
                let body = line.trim_start_matches("#?").trim();
                assert!(body.starts_with('['), "{here}: pattern not in brackets");
                let after = &body[body.rfind(']').expect("closing bracket") + 1..];
                assert!(
                    after.trim().is_empty() || after.trim() == "*",
                    "{here}: text after ]"
                );
                for rust_only in ["(?P<", "\\z", "\\A(?", "(?s", "(?m"] {
                    assert!(!body.contains(rust_only), "{here}: {rust_only}");
                }
            } else if !line.starts_with('#') && !line.is_empty() {
                assert!(
                    !line.contains('&'),
                    "{here}: & is not supported by gogui-regress"
                );
                let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
                if !digits.is_empty() {
                    assert!(ids.insert(digits.clone()), "{here}: id {digits} used twice");
                    let next = lines[i + 1..]
                        .iter()
                        .find(|l| !l.is_empty())
                        .copied()
                        .unwrap_or("");
                    assert!(
                        next.starts_with("#?"),
                        "{here}: numbered command without #?"
                    );
                }
            }
        }
    }
}
