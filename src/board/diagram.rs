//! Diagrams: one character per point, first line = top row (the legend of ENGINE.md).
//!
//! | char | meaning |
//! |---|---|
//! | `x` / `o` | black / white stone |
//! | `.` | empty point |
//! | `b` / `w` | black / white stone marked dead |
//! | `z` / `a` | (score maps only) black / white territory |

use super::{Board, Cell, Geometry};

/// Why a diagram could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    BadCharacter(char),
    RaggedRows,
    BadSize,
}

impl std::fmt::Display for DiagramError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiagramError::BadCharacter(c) => write!(f, "unexpected character {c:?} in diagram"),
            DiagramError::RaggedRows => write!(f, "diagram rows differ in length"),
            DiagramError::BadSize => write!(f, "diagram must be 1x1 to 52x52"),
        }
    }
}

/// Splits a diagram into rows: `|` or newlines separate them; spaces are ignored.
pub fn rows(text: &str) -> Vec<String> {
    text.split(['|', '\n'])
        .map(|r| r.chars().filter(|c| !c.is_whitespace()).collect::<String>())
        .filter(|r| !r.is_empty())
        .collect()
}

/// Reads a position diagram (`x o . b w`): the board and the points marked dead, in scan order.
pub fn parse_board(text: &str) -> Result<(Board, Vec<usize>), DiagramError> {
    let rows = rows(text);
    let height = rows.len();
    let width = rows.first().map_or(0, |r| r.chars().count());
    if rows.iter().any(|r| r.chars().count() != width) {
        return Err(DiagramError::RaggedRows);
    }
    let geometry = Geometry::new(width, height).ok_or(DiagramError::BadSize)?;
    let mut board = Board::new(geometry);
    let mut dead = Vec::new();
    for (row, line) in rows.iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            let p = geometry.index(col, row);
            let cell = match ch {
                '.' => Cell::Empty,
                'x' | 'X' => Cell::Black,
                'o' | 'O' => Cell::White,
                'b' => {
                    dead.push(p);
                    Cell::Black
                }
                'w' => {
                    dead.push(p);
                    Cell::White
                }
                other => return Err(DiagramError::BadCharacter(other)),
            };
            board.cells[p] = cell;
        }
    }
    Ok((board, dead))
}

/// Draws a board as diagram rows (`x o .`, and `b`/`w` for points in `dead`).
pub fn render_board(board: &Board, dead: &[bool]) -> Vec<String> {
    let g = board.geometry();
    (0..g.height())
        .map(|row| {
            (0..g.width())
                .map(|col| {
                    let p = g.index(col, row);
                    let is_dead = dead.get(p).copied().unwrap_or(false);
                    match (board.get(p), is_dead) {
                        (Cell::Black, false) => 'x',
                        (Cell::White, false) => 'o',
                        (Cell::Black, true) => 'b',
                        (Cell::White, true) => 'w',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// Diagram rows framed by coordinates, as `showboard` shows them: column letters above and
/// below (two lines of them when some column has a two-letter name), the row number at both
/// ends of each row.
///
/// ```text
///    ABC
///  3 x.. 3
///  2 .o. 2
///  1 ... 1
///    ABC
/// ```
pub fn with_coordinates(geometry: super::Geometry, rows: &[String]) -> Vec<String> {
    let margin = geometry.height().to_string().len();
    let names: Vec<String> = (0..geometry.width())
        .map(super::vertex::column_name)
        .collect();
    let letters = names.iter().map(|n| n.chars().count()).max().unwrap_or(1);
    let header: Vec<String> = (0..letters)
        .map(|line| {
            let letters: String = names
                .iter()
                .map(|n| {
                    // a one-letter name stands on the last line
                    let pad = letters - n.chars().count();
                    if line < pad {
                        ' '
                    } else {
                        n.chars().nth(line - pad).unwrap_or(' ')
                    }
                })
                .collect();
            format!("{:margin$} {letters}", "")
        })
        .collect();
    let mut out = header.clone();
    for (i, row) in rows.iter().enumerate() {
        let number = geometry.height() - i;
        out.push(format!("{number:>margin$} {row} {number}"));
    }
    out.extend(header);
    out
}
