//! A scored position as the dict `tenuki.Score` is made from: the result, both totals, the
//! dead and seki stones as GTP vertices, who owns each point, and the score map.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use tenuki_gtp::board::{vertex::format_vertex, Board, Cell, Color};
use tenuki_gtp::scoring::{format_result, Position, Rules, Scorer, Settings, Status, Tally};

thread_local! {
    /// One scorer per thread: its buffers serve from count to count.
    static SCORER: std::cell::RefCell<Scorer> = std::cell::RefCell::new(Scorer::new());
}

/// The rules seki is read by when the count is by area (as `final_status_list seki` reads it):
/// territory rules, the strict or the seed's when chosen.
fn seki_rules(rules: Rules) -> Rules {
    if matches!(rules, Rules::JapaneseStrict | Rules::JapaneseSeed) {
        rules
    } else {
        Rules::Japanese
    }
}

/// Scores `board` with the stones of `dead` dead under `settings`, and gives the fields of a
/// `tenuki.Score` (all but `board`, `recorded` and `row`) with the tally.
pub(crate) fn score_fields<'py>(
    py: Python<'py>,
    board: &Board,
    dead: &[bool],
    settings: &Settings,
) -> PyResult<(Bound<'py, PyDict>, Tally)> {
    let g = board.geometry();
    let position = Position { board, dead };
    let fields = PyDict::new(py);
    let tally = SCORER.with_borrow_mut(|scorer| -> PyResult<Tally> {
        // the count itself; seki from its layers, or from a count by territory rules after
        let seki_by = seki_rules(settings.rules);
        let mut seki = Vec::new();
        let mut seki_points = Vec::new();
        let tally = scorer.score(&position, settings);
        let mut read_seki = |scorer: &Scorer| {
            for p in g.points() {
                if scorer.status(p) == Some(Status::Seki) {
                    seki.push(format_vertex(g, p));
                } else if board.get(p) == Cell::Empty && scorer.is_seki_point(p) {
                    seki_points.push(format_vertex(g, p));
                }
            }
        };
        if seki_by == settings.rules {
            read_seki(scorer);
        }
        let owner_of = |p: usize| -> i8 {
            match (board.get(p).color(), dead.get(p).copied().unwrap_or(false)) {
                (Some(Color::Black), false) => 1,
                (Some(Color::White), false) => -1,
                _ => match scorer.owner(p) {
                    Some(Color::Black) => 1,
                    Some(Color::White) => -1,
                    None => 0,
                },
            }
        };
        let ownership: Vec<Vec<i8>> = (0..g.height())
            .map(|row| {
                (0..g.width())
                    .map(|col| owner_of(g.index(col, row)))
                    .collect()
            })
            .collect();
        let dead_vertices: Vec<String> = g
            .points()
            .filter(|&p| board.get(p) != Cell::Empty && dead.get(p).copied().unwrap_or(false))
            .map(|p| format_vertex(g, p))
            .collect();
        fields.set_item("map", scorer.score_map())?;
        if seki_by != settings.rules {
            scorer.score(
                &position,
                &Settings {
                    rules: seki_by,
                    ..*settings
                },
            );
            read_seki(scorer);
        }
        let (b, w) = (Color::Black.index(), Color::White.index());
        fields.set_item("result", format_result(tally.margin()))?;
        fields.set_item("margin", tally.margin())?;
        fields.set_item("black", tally.black_total)?;
        fields.set_item("white", tally.white_total)?;
        fields.set_item("rules", settings.rules.name())?;
        fields.set_item("komi", settings.komi)?;
        fields.set_item("handicap", settings.handicap)?;
        fields.set_item("dead", dead_vertices)?;
        fields.set_item("seki", seki)?;
        fields.set_item("seki_points", seki_points)?;
        fields.set_item("ownership", ownership)?;
        fields.set_item("territory", (tally.territory[b], tally.territory[w]))?;
        fields.set_item(
            "prisoners",
            (
                tally.captured[b] + tally.dead_prisoners[b],
                tally.captured[w] + tally.dead_prisoners[w],
            ),
        )?;
        fields.set_item("stones", (tally.stones[b], tally.stones[w]))?;
        fields.set_item("dame", tally.dame)?;
        fields.set_item("size", (g.width(), g.height()))?;
        Ok(tally)
    })?;
    Ok((fields, tally))
}
