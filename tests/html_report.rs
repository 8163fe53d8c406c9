//! `tenuki-gtp score --html FILE`: the page, read as a file and opened in a real browser
//! (headless Chromium) as a user would: the table's rows, a filter, the first drawn board's
//! crosses, the reason under the pointer, a row opened; and the page's safety with hostile names.
//!
//! The browser test needs Chromium (Debian: `apt-get install chromium`; or name a browser in
//! `CHROMIUM`). Without one it says so and passes, unless `TENUKI_BROWSER_TESTS=required` (set by
//! `.ci/run`, which installs it), where a missing browser fails it.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{Session, BIN};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-html-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `score ARGS` from the crate's folder; its output.
fn score(args: &[&str]) -> std::process::Output {
    Command::new(BIN)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("score")
        .args(args)
        .output()
        .expect("runs")
}

/// `score ARGS` from the crate's folder, which must succeed; its output.
fn score_ok(args: &[&str]) -> std::process::Output {
    let out = score(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The letters of a board's points in the page, in the order of their codes (`stone + 3 x area
/// + 9 x mark`): written here as the page's format has them, not taken from the engine.
const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01";

/// The code of a point's letter (its index in [`LETTERS`]).
fn code_of(letter: char) -> usize {
    LETTERS.find(letter).expect("a letter of the page")
}

/// The browser to run: `CHROMIUM`, else the first of Chromium's usual names on the path.
fn browser() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(named));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// The page `report` driven by `tests/browser/harness.html` in headless Chromium: the
/// harness's findings (JSON), and the browser's console lines.
fn drive(browser: &Path, report: &Path) -> (serde_json::Value, Vec<String>) {
    let dir = report.parent().expect("a folder");
    let harness = dir.join("harness.html");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/harness.html"),
        &harness,
    )
    .expect("harness copied");
    let name = report.file_name().expect("a name").to_string_lossy();
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=30000",
            "--dump-dom",
        ])
        .arg(format!("file://{}?{name}", harness.display()))
        .output()
        .expect("the browser runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let found = dom
        .split_once("<pre id=\"out\">")
        .and_then(|(_, rest)| rest.split_once("</pre>"))
        .map(|(json, _)| {
            json.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        })
        .unwrap_or_else(|| panic!("no findings in the page: {dom}"));
    let value = serde_json::from_str(&found).unwrap_or_else(|e| panic!("{e}: {found}"));
    let console = String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.contains("CONSOLE") || l.contains("Uncaught"))
        .map(str::to_string)
        .collect();
    (value, console)
}

/// The engine with a record of the crate's folder loaded.
fn loaded(file: &str) -> Session {
    let mut s = Session::start(&[]);
    s.ok(&format!("loadsgf {}/{file}", env!("CARGO_MANIFEST_DIR")));
    s
}

/// The engine's answer on a record of the crate's folder: the record loaded, then `command`.
fn engine_on(file: &str, command: &str) -> String {
    loaded(file).ok(command)
}

#[test]
fn the_report_of_the_archive_reads_in_a_browser() {
    let Some(browser) = browser() else {
        let required = std::env::var("TENUKI_BROWSER_TESTS").is_ok_and(|v| v == "required");
        assert!(
            !required,
            "no Chromium: install it (`apt-get install chromium`) or name it in CHROMIUM"
        );
        eprintln!("skipped: no Chromium (`apt-get install chromium`, or name it in CHROMIUM)");
        return;
    };
    let dir = temp_dir("archive");
    let report = dir.join("report.html");
    let out = score_ok(&[
        "--dead",
        "judge",
        "--html",
        report.to_str().expect("a path"),
        "tests/data/ogs-archive",
    ]);
    // the page alone: no rows on standard output, the summary on standard error
    assert!(out.stdout.is_empty());
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(log.contains("486 scored: 453 agree, 33 disagree"), "{log}");
    let (found, console) = drive(&browser, &report);
    assert!(found.get("error").is_none(), "{found}");
    assert!(console.is_empty(), "console: {console:?}");
    // every game in the table (a page of 100 rows drawn at a time), then the disagreements
    assert_eq!(found["games"], 486);
    assert_eq!(found["shown"], "486 of 486 games");
    assert_eq!(found["tableRows"], 100);
    assert_eq!(found["filtered"], "33 of 486 games");
    // the run at the top
    let summary = found["summary"].as_str().expect("a summary");
    for part in [
        "inputstests/data/ogs-archive",
        "486 in 486 file(s): 453 agree, 33 disagree",
        "dead stonesjudge",
        &format!("tenuki-gtp {}", env!("CARGO_PKG_VERSION")),
    ] {
        assert!(summary.contains(part), "{part:?} in {summary}");
    }
    // a text filter: the records of the 9x9 folder
    let nine =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/ogs-archive/9x9"))
            .expect("the folder")
            .count();
    assert_eq!(
        found["textFiltered"],
        format!("{nine} of 486 games").as_str()
    );
    // sorted by the difference, up then down: the disagreements' least and greatest
    let differences: Vec<f64> = page_games(&std::fs::read_to_string(&report).expect("page"))
        .iter()
        .filter(|g| g[7] == "disagree")
        .map(|g| g[8].as_f64().expect("a difference"))
        .collect();
    let shown = |d: f64| {
        if d > 0.0 {
            format!("+{d}")
        } else {
            format!("{d}")
        }
    };
    let least = differences.iter().copied().fold(f64::INFINITY, f64::min);
    let most = differences
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(found["sortedUp"], shown(least).as_str());
    assert_eq!(found["sortedDown"], shown(most).as_str());
    // the first drawn board: a cross on each of the stones the engine calls dead there
    let file = found["boardFile"].as_str().expect("a file");
    let mut dead: Vec<String> = engine_on(file, "final_status_list dead")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let mut crosses: Vec<String> = found["crosses"]
        .as_array()
        .expect("crosses")
        .iter()
        .map(|v| v.as_str().expect("a vertex").to_string())
        .collect();
    dead.sort();
    crosses.sort();
    assert!(!dead.is_empty());
    assert_eq!(crosses, dead, "{file}");
    // hovering a dead stone shows its block's call, as tenuki-status_why gives it
    let hovered = found["hovered"].as_str().expect("a stone hovered");
    let mut s = loaded(file);
    let entry = s.status_why(hovered);
    assert!(entry.contains(" dead: "), "{entry}");
    assert_eq!(found["hover"], entry.as_str());
    // a tap on it (a click): the block's call, then the point's count
    let point = s.ok(&format!("tenuki-point_why {hovered}"));
    let tap = found["tap"].as_str().expect("a tap");
    assert!(
        tap.starts_with(&format!("{entry}\n\n{hovered}: {point}")),
        "{tap:?}"
    );
    // a click on a point of territory shows its count, as tenuki-point_why gives it
    let clicked = found["clicked"].as_str().expect("a point clicked");
    let short = s.ok(&format!("tenuki-point_why {clicked}"));
    let click = found["click"].as_str().expect("its count");
    assert!(
        click.starts_with(&format!("{clicked}: {short}")),
        "{click:?} for {short:?}"
    );
    // the first row opened: its board drawn from its letters, every stone of the position
    let opened = found["openedFile"].as_str().expect("a file");
    let stones: usize = ["alive", "dead", "seki"]
        .iter()
        .map(|s| {
            engine_on(opened, &format!("final_status_list {s}"))
                .split_whitespace()
                .count()
        })
        .sum();
    assert!(stones > 0);
    assert_eq!(found["openedStones"], stones, "{opened}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hostile_names_are_escaped_and_an_unreadable_record_is_a_row() {
    let dir = temp_dir("hostile");
    let name = dir.join("a<b>&'\"c.sgf");
    // a disagreement (RE says B+5, the count W+0.5), a game whose RE is a script, and an
    // unreadable record beside them
    std::fs::write(
        &name,
        "(;GM[1]SZ[9]KM[0.5]RE[B+5];B[ee];W[ff])(;GM[1]SZ[9]RE[<script>alert(1)</script>];B[ee])",
    )
    .expect("written");
    std::fs::write(dir.join("broken.sgf"), "(;SZ[9];B[ee").expect("written");
    let report = dir.join("report.html");
    // a broken record among the inputs: the run ends with status 1
    let out = score(&[
        "--dead",
        "none",
        "--format",
        "csv",
        "--html",
        report.to_str().expect("a path"),
        dir.to_str().expect("a path"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let page = std::fs::read_to_string(&report).expect("the page is written");
    // the rows went to standard output too
    assert!(String::from_utf8_lossy(&out.stdout).contains("broken.sgf"));
    // no name or value of a record opens a tag in the page
    assert!(!page.contains("<script>alert"));
    assert!(!page.contains("a<b>"));
    assert!(page.contains("a&lt;b&gt;&amp;&#39;&quot;c.sgf"));
    // the broken record is a row with its error; the page ends whole
    assert!(page.contains("broken.sgf"));
    assert!(page.trim_end().ends_with("</html>"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn each_file_links_to_its_annotated_copy() {
    let dir = temp_dir("annotate");
    let report = dir.join("page.html");
    let copies = dir.join("copies");
    score_ok(&[
        "--dead",
        "judge",
        "--annotate",
        copies.to_str().expect("a path"),
        "--html",
        report.to_str().expect("a path"),
        "tests/data/ogs-archive/9x9/600129.sgf",
    ]);
    let page = std::fs::read_to_string(&report).expect("the page is written");
    // the copy's path under DIR (the input's own path), linked relative to the page's folder
    let link = "copies/tests/data/ogs-archive/9x9/600129.sgf";
    assert!(page.contains(&format!("\"{link}\"")), "no link {link}");
    assert!(dir.join(link).is_file());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The games of a page: the data its scripts hold, one array per game.
fn page_games(page: &str) -> Vec<serde_json::Value> {
    let mut games = Vec::new();
    for chunk in page.split("GAMES.push.apply(GAMES, ").skip(1) {
        let json = chunk.split(");</script>").next().expect("a chunk");
        let rows: Vec<serde_json::Value> = serde_json::from_str(json).expect("rows");
        games.extend(rows);
    }
    games
}

/// A board's letters with its runs (`A.6.`) spelt out.
fn spelt_out(letters: &str) -> Vec<char> {
    let mut out = Vec::new();
    let mut parts = letters.split('.');
    let mut run = parts.next().unwrap_or("").to_string();
    // after each letter that starts a run: its length, then the letters that follow
    while let Some(count) = parts.next() {
        let last = run.pop().expect("a letter before a run");
        out.extend(run.chars());
        let n: usize = count.parse().expect("a run's length");
        out.extend(std::iter::repeat_n(last, n));
        run = parts.next().unwrap_or("").to_string();
    }
    out.extend(run.chars());
    out
}

#[test]
fn the_record_s_own_dead_stones_stand_beside_ours() {
    // Black's wall on D, White's on F; a white stone at B5 in Black's area and a black one at
    // H5 in White's, both dead. The record's markup (TB) marks B5 dead and leaves H5 alive:
    //   9 . . . x . o . . .
    //   ...
    //   5 . o . x . o . x .
    //   ...
    //   1 . . . x . o . . .
    //     A B C D E F G H J
    let dir = temp_dir("markup");
    let record = dir.join("marked.sgf");
    std::fs::write(
        &record,
        "(;GM[1]FF[4]SZ[9]KM[0]RE[B+1]\
         AB[da][db][dc][dd][de][df][dg][dh][di][he]\
         AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][be];TB[be])",
    )
    .expect("written");
    let report = dir.join("page.html");
    score_ok(&[
        "--dead",
        "judge",
        "--html",
        report.to_str().expect("a path"),
        record.to_str().expect("a path"),
    ]);
    let page = std::fs::read_to_string(&report).expect("the page");
    let games = page_games(&page);
    assert_eq!(games.len(), 1);
    let sketch = &games[0][12];
    // points by index, top row first: B5 is row 4 (from the top), column 1; H5 column 7
    let (b5, h5) = (4 * 9 + 1, 4 * 9 + 7);
    assert_eq!(sketch["r"], serde_json::json!([b5]));
    assert_eq!(sketch["x"], serde_json::json!([h5]));
    // ours: both crossed (`record-dead` on B5, `differs` on H5 where a board is drawn)
    let codes = spelt_out(sketch["c"].as_str().expect("letters"));
    assert_eq!(codes.len(), 81);
    let code = |i: usize| code_of(codes[i]);
    // a dead stone's mark is the first after none: 9 x 1 + its colour + 3 x its area's
    assert_eq!(
        code(b5),
        9 + 2 + 3,
        "B5: a white stone, dead, in Black's area"
    );
    assert_eq!(
        code(h5),
        9 + 1 + 3 * 2,
        "H5: a black stone, dead, in White's area"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_boards_drawn_stop_at_the_limit() {
    let dir = temp_dir("limit");
    let report = dir.join("page.html");
    score_ok(&[
        "--dead",
        "judge",
        "--html",
        report.to_str().expect("a path"),
        "--html-boards",
        "2",
        "tests/data/ogs-archive/9x9",
    ]);
    let page = std::fs::read_to_string(&report).expect("the page");
    let games = page_games(&page);
    let disagree = games.iter().filter(|g| g[7] == "disagree").count();
    assert!(disagree > 2, "{disagree} disagreements");
    // two drawn, the others kept as letters with every point's reason, drawn when opened
    assert_eq!(page.matches("<figure class=\"game\"").count(), 2);
    assert!(page.contains(&format!("2 of {disagree} disagreements drawn here")));
    let undrawn: Vec<&serde_json::Value> = games
        .iter()
        .filter(|g| g[7] == "disagree" && g[13].is_null())
        .collect();
    assert_eq!(undrawn.len(), disagree - 2);
    // a letter a point: which of the game's reasons
    assert!(undrawn
        .iter()
        .all(|g| g[12]["q"].as_str().is_some_and(|q| q.chars().count() == 81)));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn teire_points_are_marked_when_asked_for() {
    // online-go.com 604569 disagrees with its RE by a point; the engine's overlay labels its
    // teire points `te` (GoGui: LABEL ... te)
    let file = "tests/data/ogs-archive/19x19/604569.sgf";
    let gfx = engine_on(file, "tenuki-score_gfx");
    let mut labelled: Vec<String> = gfx
        .lines()
        .filter_map(|l| l.strip_prefix("LABEL "))
        .filter_map(|l| l.strip_suffix(" te"))
        .map(str::to_string)
        .collect();
    labelled.sort();
    assert!(!labelled.is_empty(), "{gfx}");
    let dir = temp_dir("teire");
    // the teire points of the page's board: their letter's mark is the sixth (9 x 5 and up)
    let marked = |extra: &[&str]| -> Vec<String> {
        let report = dir.join("page.html");
        let mut args = vec![
            "--dead",
            "judge",
            "--html",
            report.to_str().expect("a path"),
        ];
        args.extend_from_slice(extra);
        args.push(file);
        score_ok(&args);
        let games = page_games(&std::fs::read_to_string(&report).expect("the page"));
        assert_eq!(games[0][7], "disagree");
        let codes = spelt_out(games[0][12]["c"].as_str().expect("letters"));
        let mut points: Vec<String> = (0..codes.len())
            .filter(|&i| code_of(codes[i]) / 9 == 5)
            .map(|i| format!("{}{}", column(i % 19), 19 - i / 19))
            .collect();
        points.sort();
        points
    };
    assert_eq!(marked(&["--html-teire"]), labelled);
    // not read unless asked for (the reading judges the position after each fill)
    assert!(marked(&[]).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// GTP's name of column `c` (no I).
fn column(c: usize) -> char {
    "ABCDEFGHJKLMNOPQRSTUVWXYZ".as_bytes()[c] as char
}
