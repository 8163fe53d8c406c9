//! goscorer's interface (lightvector/goscorer's Python functions: their argument lists and
//! results) on our count: the refined `japanese` count for territory, the `chinese` count for
//! area. Docstrings say where the two differ on purpose.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use tenuki_gtp::board::{Board, Color, Geometry};
use tenuki_gtp::scoring::{Position, Rules, Scorer, Settings, Tally, Verdict};

const EMPTY: i64 = 0;
const BLACK: i64 = 1;
const WHITE: i64 = 2;

thread_local! {
    /// One scorer per thread, its buffers kept from count to count.
    static SCORER: std::cell::RefCell<Scorer> = std::cell::RefCell::new(Scorer::new());
}

fn code(c: Option<Color>) -> i64 {
    match c {
        Some(Color::Black) => BLACK,
        Some(Color::White) => WHITE,
        None => EMPTY,
    }
}

/// How one point is scored, with what the count saw there (goscorer's `LocScore`).
///
/// - `is_territory_for`: BLACK or WHITE when the point is that player's territory (under a
///   dead stone too; the dead stone itself is a prisoner, counted apart), else EMPTY.
/// - `belongs_to_seki_group`: the colour of the region (its living stones and the points they
///   surround) when that region is worth at most one eye: a seki, or a region whose stones
///   still touch open dame (our count calls that "not played out", not seki, and neither counts).
/// - `is_false_eye`: an eye point that does not help the groups around it live, read before
///   the eye values.
/// - `is_unscorable_false_eye`: a false eye that must be filled in the end: it counts for
///   nobody.
/// - `is_dame`: reached by living stones of both colours.
/// - `eye_value`: 0, 1 or 2, what the eye space holding the point is worth (0 off eye spaces).
#[pyclass(module = "tenuki.goscorer", get_all, set_all, eq)]
#[derive(Clone, Debug, PartialEq)]
pub struct LocScore {
    is_territory_for: i64,
    belongs_to_seki_group: i64,
    is_false_eye: bool,
    is_unscorable_false_eye: bool,
    is_dame: bool,
    eye_value: i64,
}

#[pymethods]
impl LocScore {
    #[new]
    #[pyo3(signature = (is_territory_for, belongs_to_seki_group, is_false_eye, is_unscorable_false_eye, is_dame, eye_value))]
    fn new(
        is_territory_for: i64,
        belongs_to_seki_group: i64,
        is_false_eye: bool,
        is_unscorable_false_eye: bool,
        is_dame: bool,
        eye_value: i64,
    ) -> LocScore {
        LocScore {
            is_territory_for,
            belongs_to_seki_group,
            is_false_eye,
            is_unscorable_false_eye,
            is_dame,
            eye_value,
        }
    }

    fn __repr__(&self) -> String {
        let py_bool = |b: bool| if b { "True" } else { "False" };
        format!(
            "LocScore(is_territory_for={}, belongs_to_seki_group={}, is_false_eye={}, \
             is_unscorable_false_eye={}, is_dame={}, eye_value={})",
            self.is_territory_for,
            self.belongs_to_seki_group,
            py_bool(self.is_false_eye),
            py_bool(self.is_unscorable_false_eye),
            py_bool(self.is_dame),
            self.eye_value
        )
    }
}

/// The board and dead marks of goscorer's arguments `stones[y][x]` (EMPTY, BLACK, WHITE) and
/// `marked_dead[y][x]`, checked as goscorer checks them.
fn read_position(
    stones: &Bound<'_, PyAny>,
    marked_dead: &Bound<'_, PyAny>,
) -> PyResult<(Board, Vec<bool>)> {
    let stones: Vec<Vec<i64>> = stones.extract()?;
    let ysize = stones.len();
    let xsize = stones.first().map_or(0, Vec::len);
    for row in &stones {
        if row.len() != xsize {
            return Err(PyValueError::new_err(format!(
                "Not all rows in stones are the same length {xsize}"
            )));
        }
        if let Some(v) = row
            .iter()
            .find(|&&v| v != EMPTY && v != BLACK && v != WHITE)
        {
            return Err(PyValueError::new_err(format!(
                "Unexpected value in stones {v}"
            )));
        }
    }
    let marked: Vec<Vec<bool>> = match marked_dead.extract() {
        Ok(rows) => rows,
        // any truthy values, as goscorer reads them
        Err(_) => {
            let rows: Vec<Vec<Bound<'_, PyAny>>> = marked_dead.extract()?;
            rows.iter()
                .map(|r| r.iter().map(|v| v.is_truthy()).collect())
                .collect::<PyResult<_>>()?
        }
    };
    if marked.len() != ysize {
        return Err(PyValueError::new_err(format!(
            "marked_dead is not the same length as stones {ysize}"
        )));
    }
    if marked.iter().any(|r| r.len() != xsize) {
        return Err(PyValueError::new_err(format!(
            "Not all rows in marked_dead are the same length as stones {xsize}"
        )));
    }
    let g = Geometry::new(xsize, ysize).ok_or_else(|| {
        PyValueError::new_err(format!("boards are 1x1 to 52x52 here, not {xsize}x{ysize}"))
    })?;
    let mut board = Board::new(g);
    let mut dead = vec![false; g.array_len()];
    for (y, (row, marks)) in stones.iter().zip(&marked).enumerate() {
        for (x, (&v, &m)) in row.iter().zip(marks).enumerate() {
            let p = g.index(x, y);
            match v {
                BLACK => board.place_initial(p, Color::Black),
                WHITE => board.place_initial(p, Color::White),
                _ => continue,
            }
            dead[p] = m;
        }
    }
    Ok((board, dead))
}

/// Counts the position under `rules` with `komi`, then reads the scorer with `read`.
fn count<T>(
    board: &Board,
    dead: &[bool],
    rules: Rules,
    komi: f64,
    read: impl FnOnce(&Scorer, Tally) -> T,
) -> T {
    SCORER.with_borrow_mut(|scorer| {
        let tally = scorer.score(
            &Position { board, dead },
            &Settings {
                rules,
                komi,
                handicap: 0,
            },
        );
        read(scorer, tally)
    })
}

/// The colour a false eye that must be filled belongs to, for `score_false_eyes`.
fn false_eye_owner(scorer: &Scorer, p: usize) -> Option<Color> {
    match scorer.refined().verdict(p) {
        Verdict::FalseEye(c) => Some(c),
        _ => None,
    }
}

fn loc_score(
    scorer: &Scorer,
    board: &Board,
    dead: &[bool],
    p: usize,
    false_eyes: bool,
) -> LocScore {
    let refined = scorer.refined();
    let verdict = refined.verdict(p);
    let mut territory = refined.territory_owner(p);
    if false_eyes && territory.is_none() {
        territory = false_eye_owner(scorer, p);
    }
    let seki = match (verdict, board.get(p).color(), dead[p]) {
        (Verdict::Seki(c) | Verdict::NotPlayedOut(c), _, _) => Some(c),
        (Verdict::Stone, Some(c), false) if refined.is_seki_stone(p) => Some(c),
        _ => None,
    };
    LocScore {
        is_territory_for: code(territory),
        belongs_to_seki_group: code(seki),
        is_false_eye: refined.is_false_eye_point(p),
        is_unscorable_false_eye: matches!(verdict, Verdict::FalseEye(_)),
        is_dame: verdict == Verdict::Dame,
        eye_value: i64::from(refined.eye_values(p).0),
    }
}

/// Territory scoring with seki detection, dead stones as marked: how each point scores, as
/// goscorer's `territory_scoring` gives it (a list of rows of `LocScore`, `[y][x]`).
///
/// `stones[y][x]` is EMPTY, BLACK or WHITE; `marked_dead[y][x]` is true for a stone marked
/// dead. With `score_false_eyes`, false eyes that must be filled count as territory all the
/// same. Boards are at most 52x52 here.
///
/// Where ours differs from goscorer's on purpose: a region worth at most one eye whose stones
/// still touch open dame is "not played out" in our count: it counts for nobody, as a seki's
/// points do, and `belongs_to_seki_group` names it, but its stones are not called seki
/// elsewhere (`Score.seki`). A point that needs a defensive stone once the dame are filled
/// (teire) counts as territory as the position stands, as in goscorer.
#[pyfunction]
#[pyo3(signature = (stones, marked_dead, score_false_eyes=false))]
pub fn territory_scoring<'py>(
    py: Python<'py>,
    stones: &Bound<'py, PyAny>,
    marked_dead: &Bound<'py, PyAny>,
    score_false_eyes: bool,
) -> PyResult<Bound<'py, PyList>> {
    let (board, dead) = read_position(stones, marked_dead)?;
    let g = board.geometry();
    let scores: Vec<Vec<LocScore>> = count(&board, &dead, Rules::Japanese, 0.0, |scorer, _| {
        (0..g.height())
            .map(|y| {
                (0..g.width())
                    .map(|x| loc_score(scorer, &board, &dead, g.index(x, y), score_false_eyes))
                    .collect()
            })
            .collect()
    });
    let rows = PyList::empty(py);
    for row in scores {
        let objects: Vec<Bound<'py, LocScore>> = row
            .into_iter()
            .map(|s| Bound::new(py, s))
            .collect::<PyResult<_>>()?;
        rows.append(PyList::new(py, objects)?)?;
    }
    Ok(rows)
}

/// The final territory score with seki detection, dead stones as marked: `{BLACK: b, WHITE:
/// w}`, as goscorer's `final_territory_score` gives it: each side's territory, plus a point for
/// each enemy stone marked dead, plus its points from captures; komi added to White.
#[pyfunction]
#[pyo3(signature = (stones, marked_dead, black_points_from_captures, white_points_from_captures, komi, score_false_eyes=false))]
pub fn final_territory_score<'py>(
    py: Python<'py>,
    stones: &Bound<'py, PyAny>,
    marked_dead: &Bound<'py, PyAny>,
    black_points_from_captures: f64,
    white_points_from_captures: f64,
    komi: f64,
    score_false_eyes: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let (board, dead) = read_position(stones, marked_dead)?;
    let g = board.geometry();
    let (black, white) = count(&board, &dead, Rules::Japanese, komi, |scorer, tally| {
        let (mut black, mut white) = (tally.black_total, tally.white_total);
        if score_false_eyes {
            for p in g.points() {
                match false_eye_owner(scorer, p) {
                    Some(Color::Black) => black += 1.0,
                    Some(Color::White) => white += 1.0,
                    None => {}
                }
            }
        }
        (black, white)
    });
    let d = PyDict::new(py);
    d.set_item(BLACK, black + black_points_from_captures)?;
    d.set_item(WHITE, white + white_points_from_captures)?;
    Ok(d)
}

/// Area scoring, dead stones as marked: each point's owner (EMPTY, BLACK or WHITE, `[y][x]`),
/// as goscorer's `area_scoring` gives it: a living stone, or a point that only one colour's
/// living stones reach.
#[pyfunction]
pub fn area_scoring<'py>(
    py: Python<'py>,
    stones: &Bound<'py, PyAny>,
    marked_dead: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let (board, dead) = read_position(stones, marked_dead)?;
    let g = board.geometry();
    let owner = |scorer: &Scorer, p: usize| match board.get(p).color() {
        Some(c) if !dead[p] => Some(c),
        _ => scorer.owner(p),
    };
    let rows: Vec<Vec<i64>> = count(&board, &dead, Rules::Chinese, 0.0, |scorer, _| {
        (0..g.height())
            .map(|y| {
                (0..g.width())
                    .map(|x| code(owner(scorer, g.index(x, y))))
                    .collect()
            })
            .collect()
    });
    PyList::new(py, rows)
}

/// The final area score, dead stones as marked: `{BLACK: b, WHITE: w}`, each side's area,
/// komi added to White, as goscorer's `final_area_score` gives it.
#[pyfunction]
pub fn final_area_score<'py>(
    py: Python<'py>,
    stones: &Bound<'py, PyAny>,
    marked_dead: &Bound<'py, PyAny>,
    komi: f64,
) -> PyResult<Bound<'py, PyDict>> {
    let (board, dead) = read_position(stones, marked_dead)?;
    let (black, white) = count(&board, &dead, Rules::Chinese, komi, |_, t| {
        (t.black_total, t.white_total)
    });
    let d = PyDict::new(py);
    d.set_item(BLACK, black)?;
    d.set_item(WHITE, white)?;
    Ok(d)
}
