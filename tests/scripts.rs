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
    assert!(report.contains("3 unexpected PASS!"), "{report}");
    assert!(
        stdout.contains("2 unexpected FAIL: Correct 'gnugo', got 'tenuki-gtp'"),
        "{stdout}"
    );
    assert!(stdout.contains("3 unexpected PASS!"), "{stdout}");
    assert!(stdout.contains("4 unexpected FAIL"), "{stdout}");
    assert!(
        stdout.contains("Summary: 3/5 passes. 1 unexpected passes, 2 unexpected failures"),
        "{stdout}"
    );
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
    std::fs::remove_dir_all(&dir).ok();
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
