//! `tenuki-gtp score` on a corpus the test builds: 41 real games of shared/cases/games.jsonl
//! (tests/data/batch-games.jsonl: GNU Go regression games, GPL-3, Fuego, Pachi and others;
//! 32 with dead-stone markup whose markup gives the recorded result, 9 without), written as SGF
//! records in nested folders, plus a collection of three games, an AGA copy, a resignation, an
//! illegal move, and broken files. Checks the rows, the summary, the exit codes, the order
//! whatever `--jobs` is, standard input, and the annotated copies (read back with sgf-parse).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn games() -> Vec<Value> {
    include_str!("data/batch-games.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).expect("json"))
        .collect()
}

fn points(list: &Value) -> String {
    list.as_array()
        .map(|a| {
            a.iter()
                .map(|p| format!("[{}]", p.as_str().expect("point")))
                .collect()
        })
        .unwrap_or_default()
}

/// The game as an SGF record: root with size, komi, rules, handicap, result and setup, one
/// node per move, the markup (TB on dead white stones, TW on dead black ones) in the last node.
fn record(g: &Value, rules: Option<&str>, result: Option<&str>) -> String {
    let mut sgf = format!(
        "(;GM[1]FF[4]SZ[{}]KM[{}]",
        g["size"],
        g["komi"].as_f64().expect("komi")
    );
    let ru = rules
        .map(String::from)
        .or_else(|| g["rules_raw"].as_str().map(String::from));
    if let Some(ru) = ru {
        sgf += &format!("RU[{ru}]");
    }
    let handicap = g["handicap"].as_u64().expect("handicap");
    if handicap >= 2 {
        sgf += &format!("HA[{handicap}]");
    }
    sgf += &format!(
        "RE[{}]",
        result.unwrap_or(g["result"].as_str().expect("RE"))
    );
    for key in ["AB", "AW"] {
        let stones = points(&g["setup"][key]);
        if !stones.is_empty() {
            sgf += &format!("{key}{stones}");
        }
    }
    for m in g["moves"].as_array().expect("moves") {
        sgf += &format!(
            ";{}[{}]",
            m[0].as_str().expect("colour"),
            m[1].as_str().expect("point")
        );
    }
    if g["has_markup"].as_bool() == Some(true) {
        // `TB[]` when nothing is dead: the record has markup, empty
        let (white_dead, black_dead) = (points(&g["dead_white"]), points(&g["dead_black"]));
        let or_empty = |p: String| if p.is_empty() { "[]".to_string() } else { p };
        sgf += &format!(";TB{}TW{}", or_empty(white_dead), or_empty(black_dead));
    }
    sgf + ")"
}

/// Builds the corpus under a fresh folder; returns it.
fn corpus(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-batch-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (i, g) in games().iter().enumerate() {
        let sub = dir.join(format!("{}x{}", g["size"], g["size"]));
        std::fs::create_dir_all(&sub).expect("folder");
        let ext = if i == 5 { "SGF" } else { "sgf" };
        std::fs::write(sub.join(format!("g{i:02}.{ext}")), record(g, None, None)).expect("write");
    }
    let all = games();
    let extra = dir.join("extra");
    std::fs::create_dir_all(&extra).expect("folder");
    // a collection of three games in one file
    let collection: String = [0, 1, 2]
        .iter()
        .map(|&i| record(&all[i], None, None))
        .collect();
    std::fs::write(extra.join("collection.sgf"), collection).expect("write");
    // the first game (Chinese, no handicap) under AGA rules: area counting, the same result
    std::fs::write(extra.join("aga.sgf"), record(&all[0], Some("AGA"), None)).expect("write");
    // a resignation: no points margin
    std::fs::write(
        extra.join("resigned.sgf"),
        record(&all[1], None, Some("B+R")),
    )
    .expect("w");
    // an illegal move (a stone on an occupied point) is left out and noted
    std::fs::write(
        extra.join("illegal.sgf"),
        "(;GM[1]FF[4]SZ[9]KM[0]RE[W+81];B[ee];W[ee];W[aa])",
    )
    .expect("write");
    // broken files
    std::fs::write(extra.join("binary.sgf"), [0u8, 159, 146, 150, 1, 2, 3]).expect("write");
    std::fs::write(extra.join("truncated.sgf"), "(;GM[1]SZ[9];B[ee];W[").expect("write");
    std::fs::write(extra.join("empty.sgf"), "").expect("write");
    let huge = std::fs::File::create(extra.join("huge.sgf")).expect("create");
    huge.set_len(65 << 20).expect("sparse file");
    std::fs::write(extra.join("notes.txt"), "not a record").expect("write");
    dir
}

fn score(args: &[&str], dir: &Path) -> Output {
    Command::new(common::BIN)
        .arg("score")
        .args(args)
        .arg(dir)
        .output()
        .expect("runs")
}

fn rows(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON row"))
        .collect()
}

fn row<'a>(rows: &'a [Value], file_end: &str, game: u64) -> &'a Value {
    rows.iter()
        .find(|r| r["file"].as_str().unwrap_or("").ends_with(file_end) && r["game"] == game)
        .unwrap_or_else(|| panic!("no row for {file_end} game {game}"))
}

#[test]
fn a_corpus_is_scored_row_by_row_in_input_order() {
    let dir = corpus("rows");
    let one = score(&["--jobs", "1"], &dir);
    let four = score(&["--jobs", "4"], &dir);
    assert_eq!(one.stdout, four.stdout, "the same rows in the same order");
    assert_eq!(one.status.code(), Some(1), "some files could not be read");
    let rows = rows(&one);
    // files sorted within the folder walk, games in file order
    let files: Vec<(String, u64)> = rows
        .iter()
        .map(|r| {
            (
                r["file"].as_str().unwrap().to_string(),
                r["game"].as_u64().unwrap(),
            )
        })
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    assert_eq!(
        rows.len(),
        41 + 3 + 1 + 1 + 1 + 4,
        "notes.txt is not a record"
    );

    // every game with markup gives its recorded result from the markup
    for (i, g) in games().iter().enumerate() {
        let ext = if i == 5 { "SGF" } else { "sgf" };
        let r = row(&rows, &format!("g{i:02}.{ext}"), 1);
        assert_eq!(r["recorded"], g["result"], "{}", g["id"]);
        if g["has_markup"].as_bool() == Some(true) {
            assert_eq!(r["dead"], "markup", "{}", g["id"]);
            assert_eq!(r["agreement"], "agree", "{}: {r}", g["id"]);
            assert_eq!(r["difference"].as_f64(), Some(0.0));
        } else {
            assert_eq!(r["dead"], "judge", "{}", g["id"]);
            assert_ne!(r["agreement"], "error", "{}", g["id"]);
        }
    }
    for game in 1..=3 {
        let r = row(&rows, "collection.sgf", game);
        assert_eq!(r["agreement"], "agree", "{r}");
    }
    let aga = row(&rows, "aga.sgf", 1);
    assert_eq!(
        (&aga["rules"], &aga["agreement"]),
        (&"aga".into(), &"agree".into())
    );
    let resigned = row(&rows, "resigned.sgf", 1);
    assert_eq!(resigned["agreement"], "no-result");
    assert!(
        !resigned["result"].as_str().unwrap().is_empty(),
        "scored all the same"
    );
    // B E5, W E5 (occupied: left out), W A9: Black E5 alone, White A9 alone, komi 0
    let illegal = row(&rows, "illegal.sgf", 1);
    assert!(
        illegal["note"]
            .as_str()
            .unwrap()
            .contains("illegal move W at move 2"),
        "{illegal}"
    );
    assert_ne!(illegal["agreement"], "error");
    for broken in ["binary.sgf", "empty.sgf", "huge.sgf"] {
        let r = row(&rows, broken, 0);
        assert_eq!(r["agreement"], "error", "{broken}");
        assert!(!r["note"].as_str().unwrap().is_empty(), "{broken}");
    }
    // a game the file ends inside: the file was read, its one game is an error
    let truncated = row(&rows, "truncated.sgf", 1);
    assert_eq!(truncated["agreement"], "error");
    assert!(
        truncated["note"].as_str().unwrap().contains("cut short"),
        "{truncated}"
    );
    assert!(row(&rows, "huge.sgf", 0)["note"]
        .as_str()
        .unwrap()
        .contains("more than the 64 MiB"));

    // the summary goes to standard error for jsonl
    let log = String::from_utf8_lossy(&one.stderr);
    let agree = rows.iter().filter(|r| r["agreement"] == "agree").count();
    let disagree = rows.iter().filter(|r| r["agreement"] == "disagree").count();
    assert!(
        log.contains("summary: 49 files (3 unreadable), 48 games (1 game error), ")
            && log.contains(&format!(
                "\n         47 scored: {agree} agree, {disagree} disagree, 1 no-result \
             (0 without RE, 1 not by points)\n"
            )),
        "{log}"
    );
    assert!(agree >= 42, "{agree}");
}

#[test]
fn exit_codes_say_whether_every_file_was_read() {
    let dir = corpus("exit");
    std::fs::remove_dir_all(dir.join("extra")).expect("remove broken files");
    assert_eq!(score(&[], &dir).status.code(), Some(0));
    let bad = Command::new(common::BIN)
        .args(["score", "--dead", "sometimes"])
        .arg(&dir)
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2), "a usage error");
    let missing = score(&[], &dir.join("no-such-file.sgf"));
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stdout).contains("cannot read"));
}

#[test]
fn overrides_csv_and_standard_input() {
    let g = &games()[0];
    let mut child = Command::new(common::BIN)
        .args([
            "score", "--format", "csv", "--dead", "none", "--komi", "0", "--rules",
        ])
        .args(["japanese", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(record(g, None, None).as_bytes())
        .unwrap();
    let out = child.wait_with_output().expect("ends");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "file,game,size,rules,komi,recorded,result,agreement,difference,dead,note"
    );
    assert!(
        lines[1].starts_with("-,1,9x9,japanese,0,W+16.50,"),
        "{text}"
    );
    assert!(lines[1].contains(",none,"), "{text}");
}

/// The annotated copies carry our count as markup: read back with sgf-parse, their last node
/// has TB/TW, MA on the dead stones and a comment; scored again from that markup, they give
/// our result.
#[test]
fn annotated_copies_show_our_count_and_score_the_same_again() {
    let dir = corpus("annotate");
    std::fs::remove_dir_all(dir.join("extra")).expect("remove broken files");
    let notes = dir.with_extension("annotated");
    let _ = std::fs::remove_dir_all(&notes);
    let first = Command::new(common::BIN)
        .args(["score", "--dead", "judge", "--annotate"])
        .arg(&notes)
        .arg(&dir)
        .output()
        .expect("runs");
    assert_eq!(first.status.code(), Some(0));
    let again = score(&["--dead", "markup"], &notes);
    let (before, after) = (rows(&first), rows(&again));
    assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(b["result"], a["result"], "{b} / {a}");
    }
    // the copy keeps the path as given, less the root
    let given = dir.strip_prefix("/").expect("an absolute temporary folder");
    let copy =
        std::fs::read_to_string(notes.join(given).join("19x19").join("g20.sgf")).expect("copied");
    let tree = sgf_parse::go::parse(&copy).expect("valid SGF");
    let last = tree[0].main_variation().last().expect("nodes");
    let has = |id: &str| last.get_property(id).is_some();
    assert!(has("TB") && has("TW") && has("C"), "{copy}");
    match last.get_property("C") {
        Some(sgf_parse::go::Prop::C(text)) => {
            assert!(text.text.contains("tenuki-gtp: "), "{}", text.text)
        }
        other => panic!("{other:?}"),
    }
}

/// `score --dead judge --seed N` (the judge's playouts drawn from another seed) on the 77
/// self-play records: every game gets GNU Go's result, whose dead stones a cleanup played out
/// proved, as under the default seed; a seed that is not a number stops before any row.
#[test]
fn the_seed_of_the_judge_s_playouts_changes_no_result() {
    let dir = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/selfplay-sgf"
    ));
    let known: std::collections::HashMap<String, String> = include_str!("data/selfplay.jsonl")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).expect("json"))
        .map(|g| {
            let id = g["id"].as_str().expect("id").to_string();
            (
                id,
                g["gnugo_final_score"].as_str().expect("score").to_string(),
            )
        })
        .collect();
    for seed in ["3", "40"] {
        let out = score(&["--dead", "judge", "--seed", seed], dir);
        assert_eq!(out.status.code(), Some(0), "seed {seed}");
        let rows = rows(&out);
        assert_eq!(rows.len(), known.len(), "seed {seed}");
        for r in &rows {
            let file = r["file"].as_str().expect("file");
            let id = file
                .rsplit('/')
                .next()
                .expect("name")
                .trim_end_matches(".sgf");
            assert_eq!(
                r["result"].as_str(),
                Some(known[id].as_str()),
                "{id} seed {seed}"
            );
        }
    }
    let bad = score(&["--seed", "many"], dir);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--seed"));
}
