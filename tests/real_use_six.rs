//! Issue 61 (real use, round six), through the real binary: the table keeps an archive's
//! name, a folder with nothing to score is said so among other inputs too.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh folder under the system's temporary one.
fn work_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-six-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a work folder");
    dir
}

/// `games.tar.gz` holding `9x9/` of tests/data/ogs-archive, as a user packs it with `tar`.
fn packed_games(dir: &Path) -> PathBuf {
    let status = Command::new("tar")
        .args(["czf"])
        .arg(dir.join("games.tar.gz"))
        .args(["-C", "tests/data/ogs-archive", "9x9"])
        .current_dir(root())
        .status()
        .expect("tar runs");
    assert!(status.success());
    dir.join("games.tar.gz")
}

#[test]
fn the_table_keeps_an_archive_s_name_and_its_members_file_names() {
    let dir = work_folder("table");
    let games = packed_games(&dir);
    let done = Command::new(common::BIN)
        .args(["score", "--format", "table", "--dead", "markup"])
        .arg(&games)
        .output()
        .expect("score runs");
    let table = String::from_utf8_lossy(&done.stdout);
    // the game rows (a note, indented, has a line of its own; the summary follows them)
    let rows: Vec<&str> = table
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("summary:"))
        .filter(|l| !l.starts_with(' '))
        .collect();
    assert_eq!(rows.len(), 256, "{table}");
    for row in &rows {
        let file = row.split_whitespace().next().unwrap_or("");
        // round five's `…r.gz:9x9/600129.sgf` lost the archive's name
        assert!(file.starts_with("games.tar.gz:9x9/"), "{row}");
        assert!(file.ends_with(".sgf") && !file.contains('…'), "{row}");
    }
    // the columns stay under their names
    let header = table.lines().next().unwrap_or("");
    let game_at = header.find("game").expect("a game column");
    assert!(rows.iter().all(|r| r[..game_at].ends_with(' ')));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_empty_folder_among_other_inputs_is_said_so() {
    let dir = work_folder("empty");
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).expect("an empty folder");
    std::fs::write(empty.join("notes.txt"), "no records").expect("a file that is no record");
    let game = root().join("tests/data/ogs-archive/9x9/600129.sgf");
    let run = |args: &[&Path]| {
        let done = Command::new(common::BIN)
            .args(["score", "--format", "jsonl"])
            .args(args)
            .output()
            .expect("score runs");
        let stdout = String::from_utf8_lossy(&done.stdout).to_string();
        let stderr = String::from_utf8_lossy(&done.stderr).to_string();
        (done.status.code(), stdout, stderr)
    };
    let said = format!("no SGF record found in {}", empty.display());
    // alone: said, nothing scored, exit status 1
    let (code, stdout, stderr) = run(&[&empty]);
    assert_eq!(code, Some(1));
    assert!(stdout.is_empty());
    assert!(stderr.starts_with(&said), "{stderr}");
    // among other inputs: said the same way, the others scored, exit status 1
    let (code, stdout, stderr) = run(&[&empty, &game]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains(&said), "{stderr}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.contains("600129.sgf") && stdout.contains("\"agreement\":\"agree\""));
    // and without the empty folder, the same game scores with exit status 0
    let (code, _, stderr) = run(&[&game]);
    assert_eq!(code, Some(0), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
