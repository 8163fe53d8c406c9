//! The report: one row per game as an aligned table, CSV or JSON lines, and the summary.

use std::io::Write;

use super::record::{Agreement, Row};
use crate::scoring::{format_number, Number, Outcome};

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
        row.size
            .map(|size| Size(size).to_string())
            .unwrap_or_default(),
        row.rules.to_string(),
        row.komi.map(format_number).unwrap_or_default(),
        row.recorded.clone(),
        row.result
            .map(|m| Outcome(m).to_string())
            .unwrap_or_default(),
        row.agreement.name().to_string(),
        row.difference.map(signed).unwrap_or_default(),
        row.dead_from.to_string(),
        row.note.clone(),
    ]
}

fn signed(d: f64) -> String {
    Signed(d).to_string()
}

/// A board's width and height as the report writes them: `19x19`.
struct Size((usize, usize));

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (width, height) = self.0;
        write!(f, "{width}x{height}")
    }
}

/// A difference of margins with its sign: `+2`, `-0.5`, `0`.
struct Signed(f64);

impl std::fmt::Display for Signed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0 > 0.0 {
            f.write_str("+")?;
        }
        write!(f, "{}", Number(self.0))
    }
}

/// Widest table row, in characters (a note goes on a line of its own).
const TABLE_COLUMNS: usize = 100;

/// What the columns after the file take in a table row, with their gaps.
const TABLE_FIXED: usize = 4 + 5 + 9 + 5 + 8 + 8 + 9 + 6 + 6 + 10 * 2;

/// Width of the file column when the names' distinguishing tails fit in it (the table then
/// keeps within [`TABLE_COLUMNS`]).
pub(super) const FILE_COLUMN: usize = TABLE_COLUMNS - TABLE_FIXED;

/// Widest file column, for names told apart only by a long tail.
const FILE_COLUMN_MOST: usize = 60;

/// The width the file column needs: each name whole, or its shortest ending that no other
/// name ends with, after a `…`; at least [`FILE_COLUMN`] when the names are that long, at most
/// [`FILE_COLUMN_MOST`] (an archive's members are named once it is read: see
/// [`member_column_width`]).
pub(super) fn file_column_width(names: &[String]) -> usize {
    // names read backwards, sorted: a name's shortest own ending is one longer than the
    // longest it shares with a neighbour
    let mut backwards: Vec<Vec<char>> = names.iter().map(|n| n.chars().rev().collect()).collect();
    backwards.sort_unstable();
    let shared = |a: &[char], b: &[char]| a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let mut needed = 0;
    for (i, name) in backwards.iter().enumerate() {
        let before = i.checked_sub(1).map_or(0, |j| shared(&backwards[j], name));
        let after = backwards.get(i + 1).map_or(0, |next| shared(next, name));
        let own = before.max(after) + 1;
        let need = if own >= name.len() {
            name.len()
        } else {
            own + 1
        };
        needed = needed.max(need);
    }
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(4);
    longest
        .min(needed.max(FILE_COLUMN))
        .clamp(4, FILE_COLUMN_MOST)
}

/// `text` in at most `width` characters: its end kept (the file's own name, and what tells it
/// from the others, see [`file_column_width`]), its start as `…`.
fn shorten_start(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        return text.to_string();
    }
    let end: String = text.chars().skip(count - (width - 1)).collect();
    format!("…{end}")
}

/// A file column's name in at most `width` characters: an archive's member (`ARCHIVE:MEMBER`)
/// keeps the archive's own name and the end of the member's (`games.zip:…05/x.sgf`), so that
/// rows of two archives holding the same names stay apart; any other name its end.
fn shorten_name(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    if let Some((archive, member)) = text.split_once(':') {
        let own = archive.rsplit('/').next().unwrap_or(archive);
        let room = width.saturating_sub(own.chars().count() + 1);
        if room >= MEMBER_ROOM {
            return format!("{own}:{}", shorten_start(member, room));
        }
    }
    shorten_start(text, width)
}

/// Least room for a member's name beside its archive's in the file column.
const MEMBER_ROOM: usize = 8;

/// Room for a member's name beside its archive's in a column made before the members are
/// known: `2020/05/x.sgf`, `9x9/600129.sgf` whole.
const MEMBER_SHOWN: usize = 16;

/// The file column's width for the members of the archive shown as `archive`: its own name
/// (its folders left out), a `:`, and [`MEMBER_SHOWN`] of the member's; at most
/// [`FILE_COLUMN_MOST`].
pub(super) fn member_column_width(archive: &str) -> usize {
    let own = archive
        .rsplit('/')
        .next()
        .unwrap_or(archive)
        .chars()
        .count();
    (own + 1 + MEMBER_SHOWN).min(FILE_COLUMN_MOST)
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

/// Writes `text` into a table line in the column that starts at `start`, `width` wide: a
/// number right-aligned to the column's end, a word from its start. A text wider than its
/// column (a huge komi's `-9999.5`, the difference it makes) takes room from the gap and the
/// slack of the column before it, keeping one space, so the columns' edges stay where the
/// header has them; only when there is no such room does the rest of the line move.
fn place(line: &mut String, start: usize, width: usize, text: &str, right: bool) {
    let length = text.chars().count();
    let wanted = if right {
        (start + width).saturating_sub(length)
    } else {
        start
    };
    let used = line.trim_end().chars().count();
    let at = if used == 0 {
        wanted
    } else {
        wanted.max(used + 1)
    };
    let now = line.chars().count();
    if now > at {
        // only spaces past `used`: drop the extra ones
        let keep: String = line.chars().take(at).collect();
        *line = keep;
    }
    while line.chars().count() < at {
        line.push(' ');
    }
    line.push_str(text);
}

/// Writes rows and the summary in one format.
pub(super) struct Report {
    format: Format,
    /// Width of the file column in a table.
    width: usize,
}

impl Report {
    /// A report; `width` is the file column's (see [`file_column_width`]).
    pub(super) fn new(format: Format, width: usize) -> Report {
        Report { format, width }
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

    /// A table row within [`TABLE_COLUMNS`] columns (unless the names need a wider file
    /// column to be told apart): the file's path shortened at its start, the recorded result
    /// cut, and the note (if any) on a line of its own below, cut too.
    fn table_line(&self, c: &[String; 11]) -> String {
        let file = shorten_name(&c[0], self.width);
        let rules = if c[3] == "japanese-strict" {
            "jp-strict"
        } else {
            &c[3]
        };
        // (text, width, right-aligned): numbers right-aligned, words left-aligned
        let cells = [
            (file, self.width, false),
            (c[1].clone(), 4, true),
            (c[2].clone(), 5, false),
            (rules.to_string(), 9, false),
            (c[4].clone(), 5, true),
            (shorten_end(&c[5], 8), 8, false),
            // our own result whole (a huge komi's `B+10359.5` is one character more)
            (c[6].clone(), 8, false),
            (c[7].clone(), 9, false),
            (c[8].clone(), 6, true),
            (c[9].clone(), 0, false),
        ];
        let mut line = String::new();
        let mut start = 0;
        for (text, width, right) in &cells {
            place(&mut line, start, *width, text, *right);
            start += width + 2;
        }
        let mut line = line.trim_end().to_string();
        if !c[10].is_empty() {
            line.push_str("\n  ");
            line.push_str(&shorten_end(&c[10], TABLE_COLUMNS - 2));
        }
        line
    }

    pub(super) fn row(&self, out: &mut dyn Write, row: &Row) -> std::io::Result<()> {
        match self.format {
            Format::Table => writeln!(out, "{}", self.table_line(&cells(row))),
            Format::Csv => csv_row(out, row),
            Format::Jsonl => jsonl_row(out, row),
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

/// A row as a CSV line, the columns of [`COLUMNS`] in order, written straight out (a row
/// makes no string).
fn csv_row(out: &mut dyn Write, row: &Row) -> std::io::Result<()> {
    csv_field(out, &row.file)?;
    write!(out, ",{},", row.game)?;
    if let Some(size) = row.size {
        write!(out, "{}", Size(size))?;
    }
    out.write_all(b",")?;
    csv_field(out, row.rules)?;
    out.write_all(b",")?;
    if let Some(komi) = row.komi {
        write!(out, "{}", Number(komi))?;
    }
    out.write_all(b",")?;
    csv_field(out, &row.recorded)?;
    out.write_all(b",")?;
    if let Some(margin) = row.result {
        write!(out, "{}", Outcome(margin))?;
    }
    write!(out, ",{},", row.agreement.name())?;
    if let Some(difference) = row.difference {
        write!(out, "{}", Signed(difference))?;
    }
    write!(out, ",{},", row.dead_from)?;
    csv_field(out, &row.note)?;
    out.write_all(b"\n")
}

/// A CSV field, quoted when it holds a comma, a quote or a line break (a quote in it doubled).
fn csv_field(out: &mut dyn Write, value: &str) -> std::io::Result<()> {
    if !value.contains([',', '"', '\n', '\r']) {
        return out.write_all(value.as_bytes());
    }
    out.write_all(b"\"")?;
    for (i, piece) in value.split('"').enumerate() {
        if i > 0 {
            out.write_all(b"\"\"")?;
        }
        out.write_all(piece.as_bytes())?;
    }
    out.write_all(b"\"")
}

/// A row as a JSON line, written straight out.
fn jsonl_row(out: &mut dyn Write, row: &Row) -> std::io::Result<()> {
    let number = |out: &mut dyn Write, v: Option<f64>| match v {
        Some(x) => write!(out, "{x}"),
        None => out.write_all(b"null"),
    };
    out.write_all(b"{\"file\":")?;
    json_string(out, &row.file)?;
    write!(out, ",\"game\":{},\"size\":", row.game)?;
    // (digits and an x: nothing to escape)
    plain_string(out, row.size.map(Size))?;
    out.write_all(b",\"rules\":")?;
    json_string(out, row.rules)?;
    out.write_all(b",\"komi\":")?;
    number(out, row.komi)?;
    out.write_all(b",\"recorded\":")?;
    json_string(out, &row.recorded)?;
    out.write_all(b",\"result\":")?;
    // (a sign, digits, a point: nothing to escape)
    plain_string(out, row.result.map(Outcome))?;
    out.write_all(b",\"agreement\":")?;
    json_string(out, row.agreement.name())?;
    out.write_all(b",\"difference\":")?;
    number(out, row.difference)?;
    out.write_all(b",\"dead\":")?;
    json_string(out, row.dead_from)?;
    out.write_all(b",\"note\":")?;
    json_string(out, &row.note)?;
    out.write_all(b"}\n")
}

/// A JSON string literal of `value`'s text, which needs no escaping (`""` for none).
fn plain_string(out: &mut dyn Write, value: Option<impl std::fmt::Display>) -> std::io::Result<()> {
    match value {
        Some(value) => write!(out, "\"{value}\""),
        None => out.write_all(b"\"\""),
    }
}

/// A JSON string literal of `value` (serde_json's escaping, written straight out).
fn json_string(out: &mut dyn Write, value: &str) -> std::io::Result<()> {
    serde_json::to_writer(out, value).map_err(std::io::Error::from)
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
            let mut literal = Vec::new();
            json_string(&mut literal, text).expect("written");
            let literal = String::from_utf8(literal).expect("UTF-8");
            let back: String = serde_json::from_str(&literal).expect("valid JSON");
            assert_eq!(back, text, "{literal}");
        }
    }

    #[test]
    fn csv_fields_are_quoted_as_rfc_4180_says() {
        let field = |text: &str| {
            let mut out = Vec::new();
            csv_field(&mut out, text).expect("written");
            String::from_utf8(out).expect("UTF-8")
        };
        assert_eq!(field("plain text"), "plain text");
        assert_eq!(field(""), "");
        assert_eq!(field("B+R, by time"), "\"B+R, by time\"");
        assert_eq!(field("a \"quote\""), "\"a \"\"quote\"\"\"");
        assert_eq!(field("\"\""), "\"\"\"\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(field("cr\r"), "\"cr\r\"");
    }

    #[test]
    fn numbers_and_differences_read_as_before() {
        assert_eq!(Number(-0.0).to_string(), "0");
        assert_eq!(Number(6.5).to_string(), "6.5");
        assert_eq!(Number(-3.0).to_string(), "-3");
        assert_eq!(Signed(2.0).to_string(), "+2");
        assert_eq!(Signed(-0.5).to_string(), "-0.5");
        assert_eq!(Signed(0.0).to_string(), "0");
        assert_eq!(Signed(-0.0).to_string(), "0");
    }

    #[test]
    fn members_keep_their_archive_s_name() {
        let width = 22;
        assert_eq!(
            shorten_name("data/m19.tar.gz:markup19/009/g00952.sgf", width),
            "m19.tar.gz:…g00952.sgf"
        );
        assert_eq!(
            shorten_name("m19.zip:markup19/009/g00952.sgf", width),
            "m19.zip:…09/g00952.sgf"
        );
        // no room for the member beside a long archive name: the end, as for any name
        assert_eq!(
            shorten_name("a-very-long-archive-name.tgz:x/g.sgf", width),
            "…hive-name.tgz:x/g.sgf"
        );
        assert_eq!(shorten_name("short.zip:g.sgf", width), "short.zip:g.sgf");
    }

    #[test]
    fn an_archive_s_name_is_kept_whole_in_the_table() {
        // games.tar.gz (12 characters) left 7 beside it in the 20 of the column: too few,
        // and rows read `…r.gz:9x9/600129.sgf`; the column now makes room for the member
        let width = member_column_width("data/games.tar.gz").max(FILE_COLUMN);
        for member in ["9x9/600129.sgf", "9x9/60223.sgf", "2020/05/x.sgf"] {
            let name = format!("data/games.tar.gz:{member}");
            assert_eq!(shorten_name(&name, width), format!("games.tar.gz:{member}"));
        }
        // a longer member keeps the archive's name and the member's end
        let deep = "data/games.tar.gz:kgs/2003/12/2003-12-18-18.sgf";
        assert_eq!(shorten_name(deep, width), "games.tar.gz:…03-12-18-18.sgf");
    }

    #[test]
    fn long_names_keep_the_tail_that_tells_them_apart() {
        let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        // the same file name in two folders: the folder is kept
        let two = names(&["corpus/c1/sp09-001.sgf", "corpus/c2/sp09-001.sgf"]);
        let w = file_column_width(&two);
        assert_eq!(w, 20);
        assert_eq!(shorten_start(&two[0], w), "…pus/c1/sp09-001.sgf");
        // told apart only at their start: the whole name, as wide as allowed
        let deep = names(&[
            "a/long/common/folder/game.sgf",
            "b/long/common/folder/game.sgf",
        ]);
        assert_eq!(file_column_width(&deep), 29);
        // told apart 22 characters from their end: a wider column
        let far = names(&["x/1-collection/games.sgf", "x/2-collection/games.sgf"]);
        assert_eq!(file_column_width(&far), 23);
        assert_eq!(shorten_start(&far[1], 23), "…2-collection/games.sgf");
        // one name ends another: the shorter is whole
        let nested = names(&["a-long-folder-name/g.sgf", "g.sgf"]);
        assert_eq!(file_column_width(&nested), 20);
        // many names, each its own: the usual column
        let many: Vec<String> = (0..50)
            .map(|i| format!("games/kgs/2004/game-{i:03}.sgf"))
            .collect();
        assert_eq!(file_column_width(&many), 20);
        assert_eq!(shorten_start(&many[7], 20), "…s/2004/game-007.sgf");
        assert_eq!(shorten_start("short.sgf", 16), "short.sgf");
        assert_eq!(shorten_end("Black wins by a lot", 8), "Black w…");
        assert_eq!(file_column_width(&names(&["a.sgf"])), 5);
    }
}
