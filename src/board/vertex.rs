//! GTP vertices: column letter `A`..`Z` without `I`, row number from 1 at the bottom.

use super::Geometry;

/// The column letter of column `col` (0 = left), or `None` past `Z`.
pub fn column_letter(col: usize) -> Option<char> {
    let letters = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
    letters.get(col).map(|&b| b as char)
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

/// The GTP name of an on-board index, e.g. `D4`.
pub fn format_vertex(geometry: Geometry, point: usize) -> String {
    let (col, row) = geometry.coords(point);
    let letter = column_letter(col).unwrap_or('?');
    format!("{}{}", letter, geometry.height() - row)
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

/// Reads a vertex such as `d4` or `Q16` for this geometry (not `pass`).
pub fn parse_vertex(geometry: Geometry, text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let col = column_of(chars.next()?)?;
    let digits = chars.as_str();
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
}
