//! `tenuki-gtp score --html FILE`: one self-contained page of a scoring run (no network: inline
//! SVG, CSS and a little plain JavaScript). At the top the run (inputs, counts, rules and komi
//! seen, where the dead stones came from, when, how long, the engine's version); a table of
//! every game that sorts by any column and filters by agreement and by text, drawn a page of
//! 100 rows at a time (so 100,000 rows stay quick); the disagreements drawn as boards, in Rust
//! (`render::svg`), up to a limit; every other game kept as letters (one a point, see
//! `render::Point::code`) with its blocks' calls, drawn from them with the same pieces when its
//! row is opened. Hovering a stone shows its block's call (`tenuki-status_why`), clicking a
//! point its count (`tenuki-point_why`, kept for the disagreements).
//!
//! The page is written as the rows come, so memory stays flat: the head, the table's frame,
//! then per batch of rows their data and their boards, then the summary and the script.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::Path;

use serde_json::{json, Value};

use crate::batch::{Agreement, Row, RowSink, Summary};
use crate::gtp::commands::Description;
use crate::render::svg::{self, escape, Defs};
use crate::render::CODE_LETTERS;
use crate::scoring::{format_number, format_result};

/// Boards drawn in the page by default: every disagreement up to this many.
pub const DEFAULT_BOARDS: usize = 2_000;

const CSS: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

/// Rows whose data go out in one `<script>`.
const ROWS_A_SCRIPT: usize = 500;

/// The page, written as the rows come.
pub struct HtmlPage<W: Write> {
    out: W,
    /// Boards still to draw in the page.
    boards_left: usize,
    limit: usize,
    drawn: usize,
    /// Board sizes whose empty board is defined in the page already.
    grids: Vec<(usize, usize)>,
    /// Rows numbered so far.
    games: usize,
    /// Data of rows not yet written.
    pending: Vec<Value>,
    rules: BTreeMap<String, usize>,
    komi: BTreeMap<String, usize>,
    /// Where the annotated copies are, for the links (relative to the page when they can be).
    page_dir: Option<std::path::PathBuf>,
    phrases: Phrases,
    /// The teire points of the boards drawn were read (`--html-teire`).
    teire: bool,
}

impl<W: Write> HtmlPage<W> {
    /// A page to `out` (to be saved as `path`), drawing at most `limit` boards, their teire
    /// points read when `teire` (`--html-teire`); its head and the table's frame written at
    /// once.
    pub fn new(
        mut out: W,
        path: Option<&Path>,
        limit: usize,
        teire: bool,
    ) -> std::io::Result<HtmlPage<W>> {
        write!(
            out,
            concat!(
                "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">",
                "<title>tenuki-gtp score</title><style>{css}</style></head><body>\n",
                "<h1>tenuki-gtp score</h1><div id=\"summary\"></div>\n",
                "<p class=\"legend\">On the boards: a red cross on a dead stone, a blue square on ",
                "a stone or an eye in seki, a small square on each side's territory, a circle on ",
                "dame, a triangle on a false eye to fill, <b>te</b> on a teire point; a green ",
                "stroke on a stone the record marks dead, an orange ring where the record and we ",
                "differ.</p>\n",
                "<div class=\"controls\"><label>agreement <select id=\"agreement\">",
                "<option value=\"all\">all</option><option value=\"agree\">agree</option>",
                "<option value=\"disagree\">disagree</option>",
                "<option value=\"no-result\">no result</option>",
                "<option value=\"error\">error</option></select></label>",
                "<label>text <input id=\"text\" type=\"search\" placeholder=\"file, result, note\"></label>",
                "<button id=\"previous\">previous</button><span id=\"page\"></span>",
                "<button id=\"next\">next</button><span id=\"shown\"></span></div>\n",
                "<div id=\"main\"><table id=\"games\"><thead><tr><th>file</th><th>game</th><th>size</th>",
                "<th>rules</th><th>komi</th><th>recorded</th><th>ours</th><th>agreement</th>",
                "<th>difference</th><th>note</th></tr></thead><tbody></tbody></table>\n",
                "<div id=\"detail\"></div></div>\n",
                "<svg width=\"0\" height=\"0\" style=\"position:absolute\"><defs>{pieces}</defs></svg>\n",
                "<script>var KIT = {kit}; var GAMES = []; var PHRASES = [];</script>\n",
                "<section id=\"boards\"><h2>Disagreements drawn</h2>\n"
            ),
            css = CSS,
            pieces = svg::pieces(),
            kit = script_json(&svg::kit()),
        )?;
        Ok(HtmlPage {
            out,
            boards_left: limit,
            limit,
            drawn: 0,
            grids: Vec::new(),
            games: 0,
            pending: Vec::new(),
            rules: BTreeMap::new(),
            komi: BTreeMap::new(),
            page_dir: path.and_then(|p| p.parent()).map(Path::to_path_buf),
            phrases: Phrases::default(),
            teire,
        })
    }

    /// Writes the data of the rows gathered.
    fn flush_rows(&mut self) -> std::io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let rows = Value::Array(std::mem::take(&mut self.pending));
        let phrases = Value::from(std::mem::take(&mut self.phrases.fresh));
        writeln!(
            self.out,
            "<script>PHRASES.push.apply(PHRASES, {}); GAMES.push.apply(GAMES, {});</script>",
            script_json(&phrases),
            script_json(&rows)
        )
    }

    /// The end of the page: the summary of the run (`summary`, its `inputs` shown by name, the
    /// dead stones from `dead`) and the script.
    pub fn finish(
        mut self,
        summary: &Summary,
        inputs: &[String],
        dead: &str,
    ) -> std::io::Result<W> {
        self.flush_rows()?;
        let date = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let data = json!({
            "inputs": inputs,
            "games": summary.games,
            "files": summary.files,
            "unreadable": summary.unreadable,
            "agree": summary.agree,
            "disagree": summary.disagree,
            "noResult": summary.no_result,
            "errors": summary.game_errors,
            "rules": self.rules,
            "komi": self.komi,
            "dead": dead,
            "drawn": self.drawn,
            "limit": self.limit,
            "teire": self.teire,
            "seconds": summary.seconds,
            "date": date,
            "version": env!("CARGO_PKG_VERSION"),
        });
        if summary.disagree == 0 {
            writeln!(self.out, "<p>No game disagrees.</p>")?;
        } else if self.drawn < summary.disagree {
            writeln!(
                self.out,
                "<p>{} of {} disagreements drawn here (--html-boards {}): open a row to draw \
                 the others.</p>",
                self.drawn, summary.disagree, self.limit
            )?;
        }
        write!(
            self.out,
            "</section>\n<script>var SUMMARY = {};</script>\n<script>{SCRIPT}</script>\n</body></html>\n",
            script_json(&data)
        )?;
        self.out.flush()?;
        Ok(self.out)
    }

    /// The link to an annotated copy at `copy`: relative to the page's folder when under it.
    fn link(&self, copy: &Path) -> String {
        let relative = self
            .page_dir
            .as_deref()
            .and_then(|dir| copy.strip_prefix(dir).ok())
            .unwrap_or(copy);
        relative
            .components()
            .map(|c| percent_encode(&c.as_os_str().to_string_lossy()))
            .collect::<Vec<_>>()
            .join("/")
    }
}

impl<W: Write> RowSink for HtmlPage<W> {
    fn row(&mut self, row: &Row, copy: Option<&Path>) -> std::io::Result<()> {
        let i = self.games;
        self.games += 1;
        if !row.rules.is_empty() {
            *self.rules.entry(row.rules.to_string()).or_default() += 1;
        }
        if let Some(komi) = row.komi {
            *self.komi.entry(format_number(komi)).or_default() += 1;
        }
        let disagree = row.agreement == Agreement::Disagree;
        let drawn = match &row.description {
            Some(d) if disagree && self.boards_left > 0 => {
                self.boards_left -= 1;
                self.drawn += 1;
                self.draw(i, row, d)?;
                true
            }
            _ => false,
        };
        let sketch = row
            .description
            .as_deref()
            .map(|d| sketch(d, disagree, &mut self.phrases))
            .unwrap_or(Value::Null);
        self.pending.push(json!([
            row.file,
            row.game,
            row.size
                .map(|(w, h)| format!("{w}x{h}"))
                .unwrap_or_default(),
            row.rules,
            row.komi,
            row.recorded,
            row.result.map(format_result).unwrap_or_default(),
            row.agreement.name(),
            row.difference,
            row.note,
            row.dead_from,
            copy.map(|c| self.link(c)),
            sketch,
            drawn.then(|| format!("board-{i}")),
        ]));
        if self.pending.len() >= ROWS_A_SCRIPT {
            self.flush_rows()?;
        }
        Ok(())
    }
}

impl<W: Write> HtmlPage<W> {
    /// Draws the board of game `i` (`row`) in the page, its size's empty board defined first
    /// when it is new.
    fn draw(&mut self, i: usize, row: &Row, d: &Description) -> std::io::Result<()> {
        let size = (d.picture.width, d.picture.height);
        if !self.grids.contains(&size) {
            self.grids.push(size);
            writeln!(
                self.out,
                "<svg width=\"0\" height=\"0\" style=\"position:absolute\"><defs>{}</defs></svg>",
                svg::grid(size.0, size.1)
            )?;
        }
        // the board waits in a template, shown when it scrolls near (a browser builds each
        // piece of a board shown: 2,000 boards shown at once took it 65 s to load)
        let (w, h) = svg::board_size(size.0, size.1);
        let h = h + svg::CAPTION;
        let title = format!(
            "{} game {}: ours {}, recorded {}",
            row.file,
            row.game,
            row.result.map(format_result).unwrap_or_default(),
            row.recorded
        );
        writeln!(
            self.out,
            "<figure class=\"game\" id=\"board-{i}\" data-i=\"{i}\"><figcaption>{}</figcaption><div class=\"placeholder\" style=\"width:{w}px;height:{h}px\"></div><template>{}</template><div class=\"why\">Point at a stone for its block's call; click or tap a point for its count (a stone's, after its block's call).</div></figure>",
            escape(&title),
            svg::svg(&d.picture, Defs::Shared),
        )
    }
}

/// The phrases of the page's texts, each kept once: a block's call is its phrases (its entry
/// cut at `; `), a point's reason one phrase; most repeat from game to game.
#[derive(Default)]
struct Phrases {
    index: HashMap<String, usize>,
    /// Phrases not yet written to the page.
    fresh: Vec<String>,
}

impl Phrases {
    fn of(&mut self, text: &str) -> usize {
        if let Some(&k) = self.index.get(text) {
            return k;
        }
        let k = self.index.len();
        self.index.insert(text.to_string(), k);
        self.fresh.push(text.to_string());
        k
    }
}

/// A game's board and calls as the page keeps them (`GAMES[i][12]`): `w`, `h`; `c` its letters
/// ([`crate::render::Point::code`], top row first; a run of four or more written once with
/// its length, `A.12.`); `r` the stones the record marks dead and `x` those where it and we
/// differ (indices, when the record has markup); `cap` the caption; `b` its blocks' calls, each
/// its first stone then its phrases (every block on a disagreement, else those a user needs to
/// see: dead, seki, in doubt); on a disagreement `p`, the phrases of its points' distinct
/// reasons, and `q`, per point, which of them (a letter of [`CODE_LETTERS`] a point, by its
/// index there, when there are at most as many reasons as letters; else a list of numbers).
fn sketch(d: &Description, full: bool, phrases: &mut Phrases) -> Value {
    let p = &d.picture;
    let blocks: Vec<Value> = d
        .blocks
        .iter()
        .filter(|b| full || b.shown)
        .map(|b| {
            let mut entry = vec![b.stones.first().copied().unwrap_or(0)];
            entry.extend(b.entry.split("; ").map(|part| phrases.of(part)));
            json!(entry)
        })
        .collect();
    let mut sketch = json!({
        "w": p.width,
        "h": p.height,
        "c": run_lengths(&p.codes()),
        "cap": p.caption,
        "b": blocks,
    });
    if let Some(record) = &p.record_dead {
        let dead: Vec<usize> = (0..record.len()).filter(|&i| record[i]).collect();
        let differs: Vec<usize> = (0..p.points.len()).filter(|&i| p.differs(i)).collect();
        sketch["r"] = json!(dead);
        sketch["x"] = json!(differs);
    }
    if let (true, Some((texts, of_point))) = (full, &d.points) {
        let kept: Vec<usize> = texts.iter().map(|t| phrases.of(t)).collect();
        sketch["p"] = json!(kept);
        // one letter a point while the game's reasons are few enough (nearly always)
        let letters = CODE_LETTERS.as_bytes();
        sketch["q"] = if texts.len() <= letters.len() {
            json!(of_point
                .iter()
                .map(|&k| letters[k] as char)
                .collect::<String>())
        } else {
            json!(of_point)
        };
    }
    sketch
}

/// Letters with each run of four or more written once, then its length between dots
/// (`AAAAAAB` is `A.6.B`; the letters hold no dot).
fn run_lengths(letters: &str) -> String {
    let mut out = String::with_capacity(letters.len());
    let mut chars = letters.chars().peekable();
    while let Some(c) = chars.next() {
        let mut n = 1;
        while chars.peek() == Some(&c) {
            chars.next();
            n += 1;
        }
        if n >= 4 {
            out.push(c);
            out.push_str(&format!(".{n}."));
        } else {
            out.extend(std::iter::repeat_n(c, n));
        }
    }
    out
}

/// JSON for a `<script>`: every `<` written `\u003c` (JSON has it only inside strings), so no
/// `</script` ends it and no `<!--` opens a comment.
fn script_json(value: &Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// A path component for a link: everything but unreserved characters percent-encoded.
fn percent_encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_data_cannot_end_the_script() {
        let v = json!(["a</script><b>", "<!-- c"]);
        let text = script_json(&v);
        assert!(!text.contains("</script"));
        assert!(!text.contains("<!--"));
        // the same value read back
        let back: Value = serde_json::from_str(&text).expect("json");
        assert_eq!(back, v);
    }

    #[test]
    fn runs_of_letters_are_written_once() {
        assert_eq!(run_lengths("AAAAAAB"), "A.6.B");
        assert_eq!(run_lengths("AAAB01111"), "AAAB01.4.");
        assert_eq!(run_lengths(""), "");
    }

    #[test]
    fn links_are_percent_encoded() {
        assert_eq!(percent_encode("a b&c<d>.sgf"), "a%20b%26c%3Cd%3E.sgf");
    }
}
