//! GTP vertices: column letter `A`..`Z` without `I`, row number from 1 at the bottom. Past
//! `Z` (boards wider than 25, from diagrams) columns take two letters: `AA`, `AB`, ... `AZ`,
//! `BA`, ..., still without `I`.

use super::Geometry;

const LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// The column letter of column `col` (0 = left), or `None` past `Z`.
pub fn column_letter(col: usize) -> Option<char> {
    LETTERS.get(col).map(|&b| b as char)
}

/// The column name of column `col`: one letter up to `Z`, then `AA`, `AB`, ... (no `I`).
pub fn column_name(col: usize) -> String {
    match column_letter(col) {
        Some(c) => c.to_string(),
        None => {
            let rest = col - LETTERS.len();
            let first = LETTERS[(rest / LETTERS.len()) % LETTERS.len()] as char;
            let second = LETTERS[rest % LETTERS.len()] as char;
            format!("{first}{second}")
        }
    }
}

/// The column (0 = left) of a letter, case-insensitive; `I` is not a column.
pub fn column_of(letter: char) -> Option<usize> {
    let upper = letter.to_ascii_uppercase();
    match upper {
        'A'..='H' => Some(upper as usize - 'A' as usize),
        'J'..='Z' => Some(upper as usize - 'A' as usize - 1),
        _ => None,
    }
}

/// The column of a one- or two-letter name (`D`, `AB`), case-insensitive.
pub fn column_of_name(name: &str) -> Option<usize> {
    let mut chars = name.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(a), None, None) => column_of(a),
        (Some(a), Some(b), None) => Some(LETTERS.len() * (1 + column_of(a)?) + column_of(b)?),
        _ => None,
    }
}

/// The GTP name of an on-board index, e.g. `D4`.
pub fn format_vertex(geometry: Geometry, point: usize) -> String {
    let (col, row) = geometry.coords(point);
    format!("{}{}", column_name(col), geometry.height() - row)
}

/// The index of a vertex given as column (0 = left) and GTP row number (1 = bottom),
/// if it is on the board.
pub fn vertex_index(geometry: Geometry, col: usize, number: usize) -> Option<usize> {
    if col < geometry.width() && (1..=geometry.height()).contains(&number) {
        Some(geometry.index(col, geometry.height() - number))
    } else {
        None
    }
}

/// Reads a vertex such as `d4`, `Q16` or `AB3` for this geometry (not `pass`).
pub fn parse_vertex(geometry: Geometry, text: &str) -> Option<usize> {
    let letters = text.chars().take_while(char::is_ascii_alphabetic).count();
    let (name, digits) = text.split_at(letters);
    let col = column_of_name(name)?;
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: usize = digits.parse().ok()?;
    vertex_index(geometry, col, number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_skip_i_and_count_rows_from_the_bottom() {
        let g = Geometry::new(19, 19).unwrap();
        assert_eq!(parse_vertex(g, "A19"), Some(g.index(0, 0)));
        assert_eq!(parse_vertex(g, "j1"), Some(g.index(8, 18)));
        assert_eq!(parse_vertex(g, "I5"), None);
        assert_eq!(parse_vertex(g, "T20"), None);
        assert_eq!(parse_vertex(g, "U1"), None);
        assert_eq!(format_vertex(g, g.index(8, 18)), "J1");
        assert_eq!(format_vertex(g, g.index(18, 0)), "T19");
    }

    #[test]
    fn columns_past_z_take_two_letters_without_i() {
        let g = Geometry::new(52, 2).unwrap();
        for (col, name) in [
            (24, "Z"),
            (25, "AA"),
            (26, "AB"),
            (33, "AJ"),
            (49, "AZ"),
            (50, "BA"),
        ] {
            assert_eq!(format_vertex(g, g.index(col, 1)), format!("{name}1"));
            assert_eq!(parse_vertex(g, &format!("{name}1")), Some(g.index(col, 1)));
        }
        assert_eq!(parse_vertex(g, "AI1"), None);
        assert_eq!(parse_vertex(g, "ABC1"), None);
    }
}
