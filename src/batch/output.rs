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
    /// Files that could not be read (unreadable, not SGF, too big, not a file).
    pub unreadable: usize,
    /// Games found (an unreadable file counts as one game that ends in error).
    pub games: usize,
    pub scored: usize,
    pub agree: usize,
    pub disagree: usize,
    pub no_result: usize,
    pub errors: usize,
    pub seconds: f64,
}

impl Summary {
    pub(super) fn count(&mut self, row: &Row) {
        self.games += 1;
        match row.agreement {
            Agreement::Agree => self.agree += 1,
            Agreement::Disagree => self.disagree += 1,
            Agreement::NoResult => self.no_result += 1,
            Agreement::Error => self.errors += 1,
        }
        if row.agreement != Agreement::Error {
            self.scored += 1;
        }
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

/// Writes rows and the summary in one format.
pub(super) struct Report {
    format: Format,
    /// Width of the file column in a table.
    width: usize,
}

impl Report {
    pub(super) fn new(format: Format, width: usize) -> Report {
        Report { format, width }
    }

    pub(super) fn header(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match self.format {
            Format::Table => {
                let names = COLUMNS.map(String::from);
                writeln!(out, "{}", self.table_line(&names))
            }
            Format::Csv => writeln!(out, "{}", COLUMNS.join(",")),
            Format::Jsonl => Ok(()),
        }
    }

    fn table_line(&self, c: &[String; 11]) -> String {
        let file: String = if c[0].chars().count() > self.width {
            let skip = c[0].chars().count() - (self.width - 1);
            format!("…{}", c[0].chars().skip(skip).collect::<String>())
        } else {
            c[0].clone()
        };
        format!(
            "{:<w$}  {:>4}  {:<5}  {:<15}  {:>5}  {:<9}  {:<9}  {:<9}  {:>10}  {:<6}  {}",
            file,
            c[1],
            c[2],
            c[3],
            c[4],
            c[5],
            c[6],
            c[7],
            c[8],
            c[9],
            c[10],
            w = self.width
        )
        .trim_end()
        .to_string()
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
        writeln!(
            out,
            "summary: {} games in {} files ({} unreadable): {} scored, {} agree, {} disagree, \
             {} no-result, {} errors; {:.0} games per second",
            s.games,
            s.files,
            s.unreadable,
            s.scored,
            s.agree,
            s.disagree,
            s.no_result,
            s.errors,
            s.games_per_second()
        )
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

/// A JSON string literal.
fn json_string(value: &str) -> String {
    serde_json::Value::from(value).to_string()
}
