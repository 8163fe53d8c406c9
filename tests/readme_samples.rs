//! The README's shell samples run as pasted: every `tenuki-gtp` line of its `sh` blocks but the
//! usage lines (`[OPTION]`) and those that need another engine (GNU Go), in a folder that holds
//! the clone's `tests/` (so that a sample's `> rows.csv` lands there, not in the clone), with the
//! built binary first on `PATH` (as `cargo install` puts it).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The lines to run: in the README's `sh` blocks, those that run `tenuki-gtp` (first, or after
/// a pipe), less usage lines and those naming GNU Go or GoGui's tools.
fn runnable_lines(readme: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut in_sh = false;
    let mut previous = String::new();
    for line in readme.lines() {
        if line.starts_with("```") {
            in_sh = line == "```sh";
            continue;
        }
        if !in_sh {
            continue;
        }
        // a line ending in `\` goes on below
        let whole = format!("{previous}{line}");
        if let Some(start) = whole.strip_suffix('\\') {
            previous = start.to_string();
            continue;
        }
        previous.clear();
        let command = whole.split(" #").next().unwrap_or("").trim().to_string();
        let runs_us = command.starts_with("tenuki-gtp ") || command.contains("| tenuki-gtp ");
        let usage = command.contains('[');
        let elsewhere = command.contains("gnugo") || command.contains("gogui");
        if runs_us && !usage && !elsewhere {
            lines.push(command);
        }
    }
    lines
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_readme_s_shell_samples_run_as_pasted() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let lines = runnable_lines(&readme);
    // the two scoring samples at least (a folder to a file, an archive on standard input)
    assert!(
        lines.iter().any(|l| l.contains("> rows.csv")) && lines.iter().any(|l| l.contains("| ")),
        "{lines:?}"
    );
    let work = std::env::temp_dir().join(format!("tenuki-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).expect("a work folder");
    std::os::unix::fs::symlink(root().join("tests"), work.join("tests")).expect("link tests/");
    let binary = Path::new(env!("CARGO_BIN_EXE_tenuki-gtp"));
    let bin_dir = binary.parent().expect("the binary's folder");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for line in &lines {
        let done = Command::new("sh")
            .args(["-c", line])
            .current_dir(&work)
            .env("PATH", &path)
            .output()
            .expect("sh runs");
        let stdout = String::from_utf8_lossy(&done.stdout);
        let stderr = String::from_utf8_lossy(&done.stderr);
        // every game of the clone's files is read: exit status 0 or 1 (a row disagrees),
        // never 2 (usage) nor a shell's 127 (not found)
        assert!(
            matches!(done.status.code(), Some(0 | 1)),
            "{line}: {:?}\n{stderr}",
            done.status
        );
        assert!(!stderr.contains("error row"), "{line}: {stderr}");
        if line.contains("> rows.csv") {
            let rows = std::fs::read_to_string(work.join("rows.csv")).expect("rows.csv written");
            // a header and the 486 games of tests/data/ogs-archive
            assert_eq!(rows.lines().count(), 487, "{line}");
            assert!(rows.starts_with("file,game,size,"), "{line}");
        } else if line.contains("| tenuki-gtp score -") {
            // the records of tests/data/kgs6d, read from the archive on standard input
            let records = std::fs::read_dir(root().join("tests/data/kgs6d"))
                .expect("tests/data/kgs6d")
                .flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "sgf"))
                .count();
            let games = stdout.lines().filter(|l| l.starts_with('{')).count();
            assert_eq!(games, records, "{line}: {stdout}");
            assert!(stdout.contains("\"file\":\"-:tests/data/kgs6d/2003-11-05-9.sgf\""));
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}
