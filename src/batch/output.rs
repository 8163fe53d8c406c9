//! The report: one row per game as an aligned table, CSV or JSON lines, and the summary.

use std::io::Write;

use super::record::{Agreement, Row};
use crate::scoring::format_number;

/// How the rows are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Table,
    Csv,
    Jsonl,
}

impl Format {
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "table" => Some(Format::Table),
            "csv" => Some(Format::Csv),
            "jsonl" => Some(Format::Jsonl),
            _ => None,
        }
    }
}

/// The counts of a run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub files: usize,
    /// Files that could not be read at all (unreadable, no game in them, too big, not a
    /// regular file): each gives one row, game 0, and is no game.
    pub unreadable: usize,
    /// Games found in the files that could be read.
    pub games: usize,
    pub scored: usize,
    pub agree: usize,
    pub disagree: usize,
    /// Scored games whose `RE` gives no margin to compare with, of which ...
    pub no_result: usize,
    /// ... those with no `RE` at all (the others: `B+R`, `W+T`, `Void`, ...).
    pub no_re: usize,
    /// Games found that could not be read or scored (broken SGF, a bad `SZ`, ...).
    pub game_errors: usize,
    pub seconds: f64,
}

impl Summary {
    pub(super) fn count(&mut self, row: &Row) {
        if row.game == 0 {
            // the row of a file that could not be read: counted with the files
            return;
        }
        self.games += 1;
        match row.agreement {
            Agreement::Agree => self.agree += 1,
            Agreement::Disagree => self.disagree += 1,
            Agreement::NoResult => {
                self.no_result += 1;
                if row.recorded.is_empty() {
                    self.no_re += 1;
                }
            }
            Agreement::Error => self.game_errors += 1,
        }
        if row.agreement != Agreement::Error {
            self.scored += 1;
        }
    }

    /// True when every file was read and every game in them scored.
    pub fn all_scored(&self) -> bool {
        self.unreadable == 0 && self.game_errors == 0
    }

    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.games as f64 / self.seconds
        } else {
            0.0
        }
    }
}

const COLUMNS: [&str; 11] = [
    "file",
    "game",
    "size",
    "rules",
    "komi",
    "recorded",
    "result",
    "agreement",
    "difference",
    "dead",
    "note",
];

fn cells(row: &Row) -> [String; 11] {
    [
        row.file.clone(),
        row.game.to_string(),
        row.size.clone(),
        row.rules.clone(),
        row.komi.map(format_number).unwrap_or_default(),
        row.recorded.clone(),
        row.result.clone(),
        row.agreement.name().to_string(),
        row.difference.map(signed).unwrap_or_default(),
        row.dead_from.to_string(),
        row.note.clone(),
    ]
}

fn signed(d: f64) -> String {
    if d > 0.0 {
        format!("+{}", format_number(d))
    } else {
        format_number(d)
    }
}

/// Widest table row, in characters (a note goes on a line of its own).
const TABLE_COLUMNS: usize = 100;

/// What the columns after the file take in a table row, with their gaps.
const TABLE_FIXED: usize = 4 + 5 + 9 + 5 + 8 + 8 + 9 + 6 + 6 + 10 * 2;

/// `text` in at most `width` characters: the start and the end kept (the end, the file's own
/// name, the longer), the middle as `…`.
fn shorten_middle(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        return text.to_string();
    }
    let head = (width - 1) / 3;
    let tail = width - 1 - head;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

/// `text` in at most `width` characters, cut at the end with `…`.
fn shorten_end(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width - 1).collect();
        format!("{kept}…")
    }
}

/// Writes rows and the summary in one format.
pub(super) struct Report {
    format: Format,
    /// Width of the file column in a table.
    width: usize,
}

impl Report {
    /// A report; `longest` is the longest file name it will show.
    pub(super) fn new(format: Format, longest: usize) -> Report {
        Report {
            format,
            width: longest.clamp(4, TABLE_COLUMNS - TABLE_FIXED),
        }
    }

    pub(super) fn header(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match self.format {
            Format::Table => {
                let mut names = COLUMNS.map(String::from);
                names[8] = "diff".into();
                names[10] = String::new();
                writeln!(out, "{}", self.table_line(&names))
            }
            Format::Csv => writeln!(out, "{}", COLUMNS.join(",")),
            Format::Jsonl => Ok(()),
        }
    }

    /// A table row within [`TABLE_COLUMNS`] columns: the file shortened in the middle, the
    /// recorded result cut, and the note (if any) on a line of its own below, cut too.
    fn table_line(&self, c: &[String; 11]) -> String {
        let file = shorten_middle(&c[0], self.width);
        let rules = if c[3] == "japanese-strict" {
            "jp-strict"
        } else {
            &c[3]
        };
        let mut line = format!(
            "{:<w$}  {:>4}  {:<5}  {:<9}  {:>5}  {:<8}  {:<8}  {:<9}  {:>6}  {}",
            file,
            c[1],
            c[2],
            rules,
            c[4],
            shorten_end(&c[5], 8),
            shorten_end(&c[6], 8),
            c[7],
            c[8],
            c[9],
            w = self.width
        )
        .trim_end()
        .to_string();
        if !c[10].is_empty() {
            line.push_str("\n  ");
            line.push_str(&shorten_end(&c[10], TABLE_COLUMNS - 2));
        }
        line
    }

    pub(super) fn row(&self, out: &mut dyn Write, row: &Row) -> std::io::Result<()> {
        match self.format {
            Format::Table => writeln!(out, "{}", self.table_line(&cells(row))),
            Format::Csv => {
                let quoted: Vec<String> = cells(row).iter().map(|v| csv_field(v)).collect();
                writeln!(out, "{}", quoted.join(","))
            }
            Format::Jsonl => {
                let number = |v: Option<f64>| v.map_or("null".to_string(), |x| x.to_string());
                writeln!(
                    out,
                    "{{\"file\":{},\"game\":{},\"size\":{},\"rules\":{},\"komi\":{},\
                     \"recorded\":{},\"result\":{},\"agreement\":{},\"difference\":{},\
                     \"dead\":{},\"note\":{}}}",
                    json_string(&row.file),
                    row.game,
                    json_string(&row.size),
                    json_string(&row.rules),
                    number(row.komi),
                    json_string(&row.recorded),
                    json_string(&row.result),
                    json_string(row.agreement.name()),
                    number(row.difference),
                    json_string(row.dead_from),
                    json_string(&row.note),
                )
            }
        }
    }

    pub(super) fn summary(&self, out: &mut dyn Write, s: &Summary) -> std::io::Result<()> {
        // two lines, each within the table's 100 columns
        writeln!(
            out,
            "summary: {} ({} unreadable), {} ({}), {:.0} games per second\n         \
             {} scored: {} agree, {} disagree, {} no-result ({} without RE, {} not by points)",
            plural(s.files, "file"),
            s.unreadable,
            plural(s.games, "game"),
            plural(s.game_errors, "game error"),
            s.games_per_second(),
            s.scored,
            s.agree,
            s.disagree,
            s.no_result,
            s.no_re,
            s.no_result - s.no_re,
        )
    }
}

/// `1 file`, `2 files`.
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(value: &str) -> String {
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_string()
    }
}

/// A JSON string literal (serde_json's escaping, without building a `Value`).
fn json_string(value: &str) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "\"\"".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_read_back_as_written() {
        for text in [
            "plain",
            "a \"quote\" and \\ back",
            "line\nbreak\ttab\u{1}",
            "köln ✓",
            "",
        ] {
            let literal = json_string(text);
            let back: String = serde_json::from_str(&literal).expect("valid JSON");
            assert_eq!(back, text, "{literal}");
        }
    }

    #[test]
    fn long_names_keep_their_start_and_end() {
        assert_eq!(
            shorten_middle("games/kgs/2004/game-123.sgf", 16),
            "games…me-123.sgf"
        );
        assert_eq!(shorten_middle("short.sgf", 16), "short.sgf");
        assert_eq!(shorten_end("Black wins by a lot", 8), "Black w…");
    }
}
