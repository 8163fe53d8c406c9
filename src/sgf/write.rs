//! Writing SGF: the current game for `printsgf`, and annotated copies for the batch scorer.

use std::path::Path;

use sgf_parse::go::Prop;
use sgf_parse::SgfNode;

use crate::board::{Board, Cell, Color, Geometry, Played};
use crate::scoring::Rules;

/// Writes `text` to the file at `path`, refusing anything but a regular file (a FIFO is
/// opened without waiting for a reader, so it never hangs).
pub fn write_record(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let shown = path.display();
    let not_regular = || format!("{shown} is not a regular file");
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(not_regular());
    }
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| format!("{shown}: {e}"))?;
    let meta = file.metadata().map_err(|e| format!("{shown}: {e}"))?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    file.set_len(0)
        .and_then(|_| file.write_all(text.as_bytes()))
        .map_err(|e| format!("{shown}: {e}"))
}

/// A game tree as SGF text that people can read and tools can compare: a node per line,
/// each variation from a new line, `SZ[19]` for a square board, and the points of every
/// list property (setup, markup, territory) in reading order, row by row, so the same tree
/// always gives the same text.
pub fn write_tree(root: &SgfNode<Prop>) -> String {
    let mut out = String::from("(");
    write_line(root, &mut out);
    out.push_str(")\n");
    out
}

/// A node and its descendants: the main line node by node, variations in parentheses.
fn write_line(first: &SgfNode<Prop>, out: &mut String) {
    let mut node = first;
    loop {
        out.push(';');
        for prop in node.properties() {
            out.push_str(&property_text(prop));
        }
        match node.children.as_slice() {
            [] => return,
            [only] => {
                out.push('\n');
                node = only;
            }
            several => {
                for child in several {
                    out.push_str("\n(");
                    write_line(child, out);
                    out.push(')');
                }
                return;
            }
        }
    }
}

/// One property as `ID[value]...`.
fn property_text(prop: &Prop) -> String {
    match prop {
        Prop::SZ((w, h)) if w == h => format!("SZ[{w}]"),
        Prop::B(_) | Prop::W(_) => wide_points(&prop.to_string(), usize::MAX),
        Prop::AB(_)
        | Prop::AE(_)
        | Prop::AW(_)
        | Prop::AR(_)
        | Prop::CR(_)
        | Prop::DD(_)
        | Prop::LB(_)
        | Prop::LN(_)
        | Prop::MA(_)
        | Prop::SL(_)
        | Prop::SQ(_)
        | Prop::TR(_)
        | Prop::VW(_)
        | Prop::TB(_)
        | Prop::TW(_) => {
            // a set: its values in reading order (row, then column)
            let label = matches!(prop, Prop::LB(_));
            let text = wide_points(&prop.to_string(), if label { 2 } else { usize::MAX });
            let open = text.find('[').unwrap_or(text.len());
            let mut values = split_values(&text[open..]);
            values.sort_by_key(|v| (v.get(2..3), v.get(1..2), *v));
            format!("{}{}", &text[..open], values.concat())
        }
        other => other.to_string(),
    }
}

/// The points of a property's text with lines past the 26th as `A`..`Z` (FF[4]): sgf-parse
/// writes them as the characters after `z`. Only the first `point_chars` of each value are
/// points (2 in a label, whose text follows).
fn wide_points(text: &str, point_chars: usize) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_value = 0usize;
    let mut escaped = false;
    for c in text.chars() {
        let code = c as u32;
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '[' if in_value == 0 => in_value = 1,
            ']' => in_value = 0,
            _ if in_value > 0 => {
                if in_value <= point_chars
                    && (u32::from(b'{')..u32::from(b'{') + 26).contains(&code)
                {
                    out.push(char::from(b'A' + (code - u32::from(b'{')) as u8));
                    in_value += 1;
                    continue;
                }
                in_value += 1;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

/// `[a][b\]c]` as `["[a]", "[b\]c]"]`.
fn split_values(text: &str) -> Vec<&str> {
    let mut values = Vec::new();
    let (mut start, mut escaped) = (0, false);
    for (i, b) in text.bytes().enumerate() {
        match (escaped, b) {
            (true, _) => escaped = false,
            (false, b'\\') => escaped = true,
            (false, b']') => {
                values.push(&text[start..=i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    values
}

/// The SGF name of an on-board index (`aa` = top left).
pub fn sgf_point(geometry: Geometry, point: usize) -> String {
    // `a`..`z` for the first 26 lines, `A`..`Z` for the next 26 (FF[4])
    let letter = |i: usize| {
        if i < 26 {
            (b'a' + i as u8) as char
        } else {
            (b'A' + (i - 26) as u8) as char
        }
    };
    let (col, row) = geometry.coords(point);
    format!("{}{}", letter(col), letter(row))
}

/// The game as SGF, so that `loadsgf` gives it back: size, komi, rules and handicap in the
/// root with the initial stones (handicap) as setup, then every change of the history in
/// order (moves, passes as `B[]`, setup stones grouped per run), and the side to move (`PL`).
/// Captures, and so the prisoners, come back when the moves are replayed.
pub fn write_game(board: &Board, komi: f64, rules: Rules, handicap: u32, to_move: Color) -> String {
    let g = board.geometry();
    let size = if g.width() == g.height() {
        format!("{}", g.width())
    } else {
        format!("{}:{}", g.width(), g.height())
    };
    let mut sgf = format!(
        "(;FF[4]GM[1]CA[UTF-8]AP[tenuki-gtp]SZ[{size}]KM[{}]RU[{}]",
        crate::scoring::format_number(komi),
        rules.name()
    );
    if handicap >= 2 {
        sgf.push_str(&format!("HA[{handicap}]"));
    }
    let initial = board.initial();
    for (id, cell) in [("AB", Cell::Black), ("AW", Cell::White)] {
        let points: Vec<String> = g
            .points()
            .filter(|&p| initial.get(p) == cell)
            .map(|p| format!("[{}]", sgf_point(g, p)))
            .collect();
        if !points.is_empty() {
            sgf.push_str(id);
            sgf.push_str(&points.concat());
        }
    }
    let mut setup: Vec<(usize, Cell)> = Vec::new();
    let flush = |setup: &mut Vec<(usize, Cell)>, sgf: &mut String| {
        if setup.is_empty() {
            return;
        }
        sgf.push(';');
        for (id, cell) in [
            ("AB", Cell::Black),
            ("AW", Cell::White),
            ("AE", Cell::Empty),
        ] {
            let points: Vec<String> = setup
                .iter()
                .filter(|(_, c)| *c == cell)
                .map(|&(p, _)| format!("[{}]", sgf_point(g, p)))
                .collect();
            if !points.is_empty() {
                sgf.push_str(id);
                sgf.push_str(&points.concat());
            }
        }
        setup.clear();
    };
    for change in board.changes() {
        match change {
            Played::Setup(p, cell) => {
                // a point set twice in one run: end the run first
                if setup.iter().any(|&(q, _)| q == p) {
                    flush(&mut setup, &mut sgf);
                }
                setup.push((p, cell));
            }
            Played::Move(color, point) => {
                flush(&mut setup, &mut sgf);
                let id = match color {
                    Color::Black => "B",
                    Color::White => "W",
                };
                let value = point.map(|p| sgf_point(g, p)).unwrap_or_default();
                sgf.push_str(&format!(";{id}[{value}]"));
            }
        }
    }
    flush(&mut setup, &mut sgf);
    sgf.push_str(match to_move {
        Color::Black => ";PL[B]",
        Color::White => ";PL[W]",
    });
    sgf.push(')');
    sgf
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_is_written_a_node_per_line_with_sorted_points() {
        let text = "(;GM[1]SZ[19:19]AB[cc][aa][ba][ab];B[dd];W[ee](;B[ff]TB[bb][ab][ba]LB[aa:x\\]y])(;B[gg]))";
        let root = sgf_parse::go::parse(text).expect("valid").remove(0);
        let written = write_tree(&root);
        assert_eq!(
            written,
            "(;GM[1]SZ[19]AB[aa][ba][ab][cc]\n;B[dd]\n;W[ee]\n(;B[ff]TB[ba][ab][bb]LB[aa:x\\]y])\n(;B[gg]))\n"
        );
        let again = sgf_parse::go::parse(&written).expect("valid").remove(0);
        assert_eq!(write_tree(&again), written, "the same text every time");
    }

    #[test]
    fn points_past_the_26th_line_are_capital_letters() {
        let text = "(;SZ[30];B[Ab];W[bD]TB[Dd][aa]LB[Da:{x])";
        let root = sgf_parse::go::parse(text).expect("valid").remove(0);
        assert_eq!(
            write_tree(&root),
            "(;SZ[30]\n;B[Ab]\n;W[bD]TB[aa][Dd]LB[Da:{x])\n"
        );
    }
}
