//! `tools/gtp-judge-times.py`, which times each record's `final_status_list dead` through the
//! real binary: what it prints for a list of three kgs6d records judged twice, and that a
//! record the engine cannot load stops it with the engine's message. The times themselves are
//! the machine's, never asserted.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const RECORDS: [&str; 3] = ["2001-01-14-1.sgf", "2001-03-15-4.sgf", "2001-10-14-14.sgf"];

fn data(record: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/kgs6d")
        .join(record)
}

/// The tool run on a list of `records` (written to a scratch file named `name`).
fn tool(name: &str, records: &[PathBuf], args: &[&str]) -> Output {
    let list = std::env::temp_dir().join(format!(
        "tenuki-gtp-judge-times-{}-{name}.list",
        std::process::id()
    ));
    let text: String = records
        .iter()
        .map(|r| format!("{}\n", r.display()))
        .collect();
    std::fs::write(&list, text).expect("the list written");
    let out = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/gtp-judge-times.py"))
        .arg(&list)
        .args(["--engine", common::BIN])
        .args(args)
        .output()
        .expect("python3 runs the tool");
    let _ = std::fs::remove_file(&list);
    out
}

/// What the tool printed on a list of `records`, which it read without a fault.
fn tool_output(name: &str, records: &[PathBuf], args: &[&str]) -> String {
    let out = tool(name, records, args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("text")
}

#[test]
fn the_tool_lists_the_slowest_records_and_sums_the_least_of_its_rounds() {
    if common::no_python("tools/gtp-judge-times.py") {
        return;
    }
    let records: Vec<PathBuf> = RECORDS.iter().map(|r| data(r)).collect();
    let text = tool_output("three", &records, &["--rounds", "2", "--top", "2"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "two records, then the sum:\n{text}");
    for line in &lines[..2] {
        assert!(line.trim_start().contains(" ms  "), "{line}");
        assert!(
            records
                .iter()
                .any(|r| line.ends_with(&*r.to_string_lossy())),
            "a listed record: {line}"
        );
    }
    assert_ne!(lines[0], lines[1], "two records, not one twice");
    assert!(
        lines[2].starts_with("3 records (the least of 2 rounds each): "),
        "{}",
        lines[2]
    );
    assert!(
        lines[2].contains(" over 10 ms, the slowest "),
        "{}",
        lines[2]
    );
}

#[test]
fn with_idle_and_most_the_tool_keeps_each_records_most_after_a_pause() {
    if common::no_python("tools/gtp-judge-times.py") {
        return;
    }
    let records: Vec<PathBuf> = RECORDS.iter().map(|r| data(r)).collect();
    let text = tool_output(
        "three-idle",
        &records,
        &["--rounds", "2", "--top", "1", "--idle", "0.01", "--most"],
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "one record, then the sum:\n{text}");
    assert!(
        lines[1].starts_with("3 records (the most of 2 rounds each, 0.01 s idle before each): "),
        "{}",
        lines[1]
    );
}

#[test]
fn a_record_the_engine_cannot_load_stops_the_tool_with_the_engines_message() {
    if common::no_python("tools/gtp-judge-times.py") {
        return;
    }
    let missing = data("no-such-record.sgf");
    let out = tool("missing", &[data(RECORDS[0]), missing.clone()], &[]);
    assert!(!out.status.success(), "the tool fails");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("loadsgf {}", missing.display())),
        "names the command: {err}"
    );
}
