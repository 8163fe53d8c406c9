//! SGF points (`pd`, `tt` for a pass on small boards) and point lists (a point or a rectangle
//! `aa:cc` per value), read onto a board's geometry within a record's budget of listed points.

use super::Property;
use crate::board::Geometry;

/// The line of an SGF coordinate letter: `a`..`z` are 0..25, `A`..`Z` 26..51.
fn coordinate(letter: u8) -> Option<usize> {
    match letter {
        b'a'..=b'z' => Some((letter - b'a') as usize),
        b'A'..=b'Z' => Some((letter - b'A') as usize + 26),
        _ => None,
    }
}

/// An SGF point `xy` as (column, row).
fn point(value: &str) -> Option<(usize, usize)> {
    match value.as_bytes() {
        [x, y] => coordinate(*x).zip(coordinate(*y)),
        _ if value.trim().len() != value.len() => point(value.trim()),
        _ => None,
    }
}

/// The points of a list value: one point, or a rectangle `aa:cc` (FF[4] compressed lists).
/// `None` when the value is neither.
fn list_points(value: &str) -> Option<impl Iterator<Item = (usize, usize)>> {
    let (from, to) = match value.split_once(':') {
        None => {
            let p = point(value)?;
            (p, p)
        }
        Some((a, b)) => (point(a)?, point(b)?),
    };
    if from.0 > to.0 || from.1 > to.1 {
        return None;
    }
    Some((from.1..=to.1).flat_map(move |row| (from.0..=to.0).map(move |col| (col, row))))
}

/// The on-board index of an SGF point, if it is on the board.
fn sgf_index(geometry: Geometry, (col, row): (usize, usize)) -> Option<usize> {
    (col < geometry.width() && row < geometry.height()).then(|| geometry.index(col, row))
}

/// A move's point: `None` for a pass (empty, or `tt` on boards up to 19x19, FF[3]).
pub(super) fn move_point(geometry: Geometry, value: &str) -> Result<Option<usize>, String> {
    // the usual `pd` first, at once
    if let [x, y] = value.as_bytes() {
        if let (Some(col), Some(row)) = (coordinate(*x), coordinate(*y)) {
            return on_board_move(geometry, (col, row));
        }
    }
    if value.trim().is_empty() {
        return Ok(None);
    }
    match point(value) {
        Some(p) => on_board_move(geometry, p),
        None => Err("no point".to_string()),
    }
}

/// The move at SGF point `p`: `tt` is a pass on boards up to 19x19 (FF[3]).
fn on_board_move(geometry: Geometry, p: (usize, usize)) -> Result<Option<usize>, String> {
    match p {
        (19, 19) if geometry.width() <= 19 && geometry.height() <= 19 => Ok(None),
        p => sgf_index(geometry, p)
            .map(Some)
            .ok_or_else(|| "move off the board".to_string()),
    }
}

/// How many times over the lists of one record (setup and markup, all nodes together) may
/// name the board's points: a record names each point a few times at most; spread over many
/// nodes, rectangles could keep the reader busy for minutes.
pub const MAX_LISTED_PER_POINT: usize = 16;

/// The points the lists of one record may still name (see [`MAX_LISTED_PER_POINT`]).
#[derive(Clone, Copy, Debug)]
pub struct ListBudget {
    left: usize,
}

impl ListBudget {
    /// The budget of one record on a board of `g`'s size.
    pub fn for_board(g: Geometry) -> ListBudget {
        ListBudget {
            left: MAX_LISTED_PER_POINT * g.point_count(),
        }
    }
}

/// Adds to `points` the on-board indexes a list property names (`AB`, `TB`, ...: a point or a
/// rectangle `aa:cc` per value; an empty value names nothing), in the order written; the
/// work is the points named, never the board. Returns how many named points are off the
/// board.
///
/// # Errors
/// A value that is no point or rectangle, or a record whose lists have named more points than
/// its `budget` allows.
pub fn list_points_into(
    prop: &Property,
    text: &str,
    g: Geometry,
    budget: &mut ListBudget,
    points: &mut Vec<usize>,
) -> Result<usize, String> {
    let mut off_board = 0;
    for value in prop.values(text) {
        if value.trim().is_empty() {
            continue;
        }
        let list = list_points(value)
            .ok_or_else(|| format!("{:?}[{value}] is no point or list of points", prop.id))?;
        for p in list {
            if budget.left == 0 {
                return Err(format!(
                    "the record's setup and markup lists name more than {MAX_LISTED_PER_POINT} \
                     times as many points as the board has"
                ));
            }
            budget.left -= 1;
            match sgf_index(g, p) {
                Some(index) => points.push(index),
                None => off_board += 1,
            }
        }
    }
    Ok(off_board)
}
