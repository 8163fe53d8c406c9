//! Writing SGF: the current game for `printsgf`, and annotated copies for the batch scorer.

use std::path::Path;

use super::reader::{capitals, is_sgf_space, prop_ident, prop_value, prop_values, skip_spaces};
use super::MainLine;
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

/// The game `text` (read into `line`) copied for people, its values as the record wrote them
/// (a compressed list stays compressed, so the copy is the size of the game and takes the time
/// of one pass): a node per line, each variation from a new line, white space and stray NULs
/// between tokens dropped, `SZ[19]` for `SZ[19:19]`. The main line's last node keeps its
/// other properties and loses its `TB`, `TW`, `MA` and `C`, which `last` replaces: it is given
/// that node's comment as written (escapes and all), if any, and returns the properties to
/// write there.
pub fn copy_game(text: &str, line: &MainLine, last: impl FnOnce(Option<&str>) -> String) -> String {
    let mut out = String::with_capacity(text.len() + 4096);
    let (last_from, last_to) = line.last_node_span();
    let mut last = Some(last);
    let mut name = "";
    let mut rest = text;
    let mut opened = false;
    while let Some(c) = rest.chars().next() {
        let at = text.len() - rest.len();
        if at == last_from && last_to > 0 {
            if let Some(write_last) = last.take() {
                let comment = copy_last_node(&text[last_from..last_to], &mut out);
                out.push_str(&write_last(comment));
                rest = &text[last_to..];
                continue;
            }
        }
        match c {
            '[' => {
                let Ok((after, value)) = prop_value(rest) else {
                    // the reader found every value closed: nothing is left to copy
                    break;
                };
                match (name, value.split_once(':')) {
                    ("SZ", Some((w, h))) if w.trim() == h.trim() => {
                        out.push_str(&format!("[{}]", w.trim()))
                    }
                    _ => out.push_str(&rest[..rest.len() - after.len()]),
                }
                rest = after;
                continue;
            }
            '(' => {
                if opened {
                    out.push('\n');
                }
                opened = true;
                out.push('(');
            }
            ';' => {
                if !out.ends_with('(') {
                    out.push('\n');
                }
                out.push(';');
            }
            c if c.is_ascii_alphabetic() => {
                let letters = prop_ident(rest).map_or("", |(_, l)| l);
                name = letters;
                out.push_str(letters);
                rest = &rest[letters.len()..];
                continue;
            }
            c if c == '\0' || (c.is_ascii() && is_sgf_space(c as u8)) => {}
            c => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    out.push('\n');
    out
}

/// Copies the properties of the main line's last node but `TB`, `TW`, `MA` and `C` to `out`;
/// returns the first value of its `C`, as written.
fn copy_last_node<'t>(node: &'t str, out: &mut String) -> Option<&'t str> {
    let mut comment = None;
    let mut rest = node;
    loop {
        rest = skip_spaces(rest.trim_start_matches('\0'));
        let Ok((after_name, letters)) = prop_ident(rest) else {
            return comment;
        };
        let Ok((after, ())) = prop_values(after_name) else {
            return comment;
        };
        match capitals(letters).as_str() {
            "TB" | "TW" | "MA" => {}
            "C" => {
                comment = comment.or_else(|| {
                    prop_value(skip_spaces(after_name))
                        .ok()
                        .map(|(_, value)| value)
                })
            }
            _ => {
                out.push_str(letters);
                // the values, white space between them dropped
                let mut values = after_name;
                while let Ok((next, _)) = prop_value(skip_spaces(values)) {
                    let value = skip_spaces(values);
                    out.push_str(&value[..value.len() - next.len()]);
                    values = next;
                }
            }
        }
        rest = after;
    }
}

/// A text as an SGF value: `\` and `]` escaped.
pub fn escape_value(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
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

    fn copy(text: &str, last: &str) -> String {
        let mut line = MainLine::default();
        line.read(text).expect("readable");
        copy_game(text, &line, |comment| {
            format!("{last}C[{}]", comment.unwrap_or("-"))
        })
    }

    #[test]
    fn a_copy_is_a_node_per_line_its_values_as_written() {
        let text = "(;GM[1]SZ[19:19] AB[aa:cc][dd]\n\x0c;B[dd]\0;W[ee]C[a \\] b](;B[ff]TB[bb][ab]MA[aa]C[old\\]]LB[aa:x\\]y])(;B[gg]))";
        assert_eq!(
            copy(text, "TW[cc]"),
            "(;GM[1]SZ[19]AB[aa:cc][dd]\n;B[dd]\n;W[ee]C[a \\] b]\n(;B[ff]LB[aa:x\\]y]TW[cc]C[old\\]])\n(;B[gg]))\n"
        );
        assert_eq!(copy("(;SZ[9])", "TB[aa]"), "(;SZ[9]TB[aa]C[-])\n");
        assert_eq!(copy("( ;SZ[9]C[x];)", ""), "(;SZ[9]C[x]\n;C[-])\n");
    }

    #[test]
    fn values_are_escaped() {
        assert_eq!(escape_value("a]b\\c"), "a\\]b\\\\c");
    }
}
