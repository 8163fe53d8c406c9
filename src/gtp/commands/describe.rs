//! A counted position described for a picture (`score --html`): what GoGui's score overlay
//! shows (`tenuki-score_gfx`), each block's reason (`tenuki-status_why`) and each point's
//! (`tenuki-point_why`), from an engine set up as the batch scorer counted the game, so the
//! page says what the engine says.

use super::gogui::score_marks;
use super::point_why::point_reasons;
use super::status_why::judgements;
use super::COMMANDS;
use crate::board::{vertex, Board, Color};
use crate::gtp::engine::{Engine, Mark as StoneMark, RecordToMove};
use crate::judge::Verdict;
use crate::render::{Mark, Picture, Point};
use crate::scoring::Settings;

/// Where a counted game's dead stones came from.
pub enum DeadFrom<'a> {
    /// The record's markup (or a caller's list): these stones, per padded index.
    Marked(&'a [bool]),
    /// The judge: its verdict on the final position.
    Judged(Verdict),
    /// Nothing is dead.
    Nothing,
}

/// A game as the batch scorer counted it.
pub struct Counted<'a> {
    pub board: &'a Board,
    pub settings: Settings,
    pub dead: DeadFrom<'a>,
    /// The player to move as the record tells (the judge's reading of races).
    pub player_to_move: Option<Color>,
    /// The seed of the judge's playouts (read again by the teire points' reading).
    pub seed: u64,
}

/// One block's call, as `tenuki-status_why` gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockNote {
    /// The entry: `D4 dead: inside white's area: ...` (one line).
    pub entry: String,
    /// Its stones, by index in the picture (top row first).
    pub stones: Vec<usize>,
    /// True for a block a user needs to see (a label on GoGui's board): dead, seki, in doubt,
    /// or kept by a step against the evidence.
    pub shown: bool,
}

/// What a page shows of a counted game.
#[derive(Clone, Debug, PartialEq)]
pub struct Description {
    pub picture: Picture,
    pub blocks: Vec<BlockNote>,
    /// Each point's `tenuki-point_why ... detail`, as distinct texts and, per point of the
    /// picture, the index of its text; when asked for.
    pub points: Option<(Vec<String>, Vec<usize>)>,
}

/// How much of a game [`describe`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Everything: the teire points (a reading that judges the position after each fill:
    /// 25 ms a game on the disagreements of `kgs6d`) and every point's reason.
    Full,
    /// Every point's reason, without the teire points (a teire point reads as the territory
    /// it is as the position stands): about a millisecond.
    Points,
    /// The picture without teire points, and the blocks' calls: a fraction of a millisecond.
    Calls,
}

/// Describes `counted`: its picture (the record's dead stones, `record_dead` per padded index,
/// beside ours) and its blocks' calls; each point's reason too, and its teire points, as
/// `detail` says.
pub fn describe(counted: Counted<'_>, record_dead: Option<&[bool]>, detail: Detail) -> Description {
    let with_points = detail != Detail::Calls;
    let teire = detail == Detail::Full;
    let mut engine = engine_for(&counted);
    let g = engine.geometry();
    let index = |p: usize| {
        let (col, row) = g.coords(p);
        row * g.width() + col
    };
    let marks = score_marks(&mut engine, teire);
    let mut points = vec![Point::default(); g.width() * g.height()];
    for p in g.points() {
        points[index(p)].stone = engine.state.board.get(p).color();
    }
    for (list, colour) in [(&marks.black, Color::Black), (&marks.white, Color::White)] {
        for &p in list {
            points[index(p)].area = Some(colour);
        }
    }
    for (list, mark) in [
        (&marks.dead, Mark::Dead),
        (&marks.seki, Mark::Seki),
        (&marks.dame, Mark::Dame),
        (&marks.false_eyes, Mark::FalseEye),
        (&marks.teire, Mark::Teire),
    ] {
        for &p in list {
            points[index(p)].mark = mark;
        }
    }
    let record_dead = record_dead.map(|dead| {
        let mut by_index = vec![false; points.len()];
        for p in g.points() {
            by_index[index(p)] = dead.get(p).copied().unwrap_or(false);
        }
        by_index
    });
    let picture = Picture {
        width: g.width(),
        height: g.height(),
        points,
        record_dead,
        caption: Some(marks.text),
    };
    let blocks = judgements(&mut engine)
        .into_iter()
        .map(|j| BlockNote {
            entry: format!(
                "{} {}: {}",
                vertex::format_vertex(g, j.first),
                j.status.name(),
                j.reason
            ),
            stones: j.stones.iter().map(|&s| index(s)).collect(),
            shown: j.label.is_some(),
        })
        .collect();
    let points = with_points.then(|| {
        let mut texts: Vec<String> = Vec::new();
        let mut of_point = vec![0; g.width() * g.height()];
        for (p, text) in g.points().zip(point_reasons(&mut engine, teire)) {
            let k = match texts.iter().position(|t| *t == text) {
                Some(k) => k,
                None => {
                    texts.push(text);
                    texts.len() - 1
                }
            };
            of_point[index(p)] = k;
        }
        (texts, of_point)
    });
    Description {
        picture,
        blocks,
        points,
    }
}

/// An engine holding the counted game: its board, rules, komi and handicap, the player to
/// move as the record tells, and its dead stones (the judge's verdict given, or the marks with
/// the judge off).
fn engine_for(counted: &Counted<'_>) -> Engine {
    let judged = matches!(counted.dead, DeadFrom::Judged(_));
    let mut engine = Engine::with_judge(
        counted.settings.rules,
        counted.settings.komi,
        judged,
        COMMANDS,
    )
    .with_seed(counted.seed);
    engine.set_board(counted.board.clone());
    engine.state.handicap = counted.settings.handicap;
    engine.state.record_to_move = Some(RecordToMove {
        history: counted.board.history_len(),
        player: counted.player_to_move,
        next: counted.player_to_move.unwrap_or(Color::Black),
        in_play: false,
    });
    match &counted.dead {
        DeadFrom::Judged(verdict) => engine.set_verdict(verdict.clone()),
        DeadFrom::Marked(dead) => {
            for (mark, &d) in engine.state.marks.iter_mut().zip(dead.iter()) {
                if d {
                    *mark = StoneMark::Dead;
                }
            }
        }
        DeadFrom::Nothing => {}
    }
    engine
}
