//! Why each block is dead, alive or in seki: the judge's reasons in words and labels
//! (`tenuki-status_why`, and the labels of `tenuki-status_gfx`).

use super::wrap::{wrap_hanging, TEXT_COLUMNS};
use super::*;
use crate::board::{vertex, Cell};
use crate::gtp::engine::Mark;
use crate::judge::{at_even_line, FirstMove, Verdict as JudgeVerdict, Why, NO_POINT, UNSURE_SHARE};
use crate::scoring::Status;

/// What was decided about one block, and why.
pub(super) struct Judgement {
    /// The block's first stone in scan order (its name).
    pub first: usize,
    pub stones: Vec<usize>,
    pub status: Status,
    /// The reason, in words: `inside an area white holds unconditionally (Benson), ...`.
    pub reason: String,
    /// A short label for the board (GoGui LABEL), at most about 28 pixels wide in GoGui's
    /// label font (13 px Dialog) so that it reads whole at the default window size; only on
    /// what a user needs to see: a dead block (`dies`, `in`, `eye`, `lone`, `nak`, `race`,
    /// `ko`, `0lib`, `cap`; `eko`, a ko at the end, is `genmove`'s reading only), a seki
    /// (`seki`), a call no proof settled and really in doubt ([`in_doubt`]), its verdict with
    /// the doubt (`x?` dead, `ok?` alive), a block a later step kept against the playouts' or a
    /// step's kill, or proved (`free`, `read`, `link`, `sure`; `even`, spared at even by the
    /// eye count, is always unsure and shows as `ok?`, and `wall`, a fight left at even that
    /// goes to the wall around it, as `x?` or `ok?`), one not judged (`?`) and the
    /// user's marks (`x!`, `ok!`). `None` on a plain living block (pass-alive, kept by the
    /// playouts, or the judge off): its status stays in `tenuki-status_why`.
    pub label: Option<String>,
}

/// One judgement per block, in scan order of the blocks' first stones.
pub(super) fn judgements(engine: &mut Engine) -> Vec<Judgement> {
    engine.score_with(territory_rules(engine.state.rules));
    let judge_on = engine.state.judge;
    let verdict = judge_on.then(|| engine.verdict().clone());
    let g = engine.geometry();
    let mut seen = vec![false; g.array_len()];
    let mut out = Vec::new();
    for p in g.points() {
        let Some(color) = engine.state.board.get(p).color() else {
            continue;
        };
        if seen[p] {
            continue;
        }
        let stones = engine.state.board.block_at(p);
        for &s in &stones {
            seen[s] = true;
        }
        let status = engine.scorer().status(p).unwrap_or(Status::Alive);
        let why = verdict.as_ref().and_then(|v| v.why(p));
        let (mut reason, mut label) = match (engine.state.marks[p], judge_on, why) {
            (Mark::Dead, ..) => ("marked dead".to_string(), Some("x!")),
            (Mark::Alive, ..) => ("marked alive".to_string(), Some("ok!")),
            (Mark::None, false, _) => ("not marked, judge off".to_string(), None),
            (Mark::None, true, None) => ("not judged".to_string(), Some("?")),
            (Mark::None, true, Some(why)) => {
                let (reason, label) = explain(why, color, g);
                // a plain living block needs no word on the board
                let plain = matches!(label, "safe" | "live");
                (reason, (!plain).then_some(label))
            }
        };
        let unsure =
            engine.state.marks[p] == Mark::None && verdict.as_ref().is_some_and(|v| v.is_unsure(p));
        if unsure && in_doubt(why) {
            reason = format!(
                "{reason}; unsure: {}",
                unsure_reading(verdict.as_ref(), why)
            );
            // the verdict and the doubt together
            label = Some(if status == Status::Dead { "x?" } else { "ok?" });
        } else if unsure {
            // no proof, but the playouts are clear: the verdict alone on the board
            reason = format!("{reason}; {}", unsure_reading(verdict.as_ref(), why));
        }
        if status == Status::Seki {
            let shared = seki_reason(engine, &stones, color);
            reason = match engine.state.marks[p] {
                Mark::Alive => format!("marked alive; {shared}"),
                _ => shared,
            };
            label = Some("seki");
        }
        let label = label.map(str::to_string);
        out.push(Judgement {
            first: p,
            stones,
            status,
            reason,
            label,
        });
    }
    out
}

/// True when a call no proof settled (`why`) is really in doubt, and its label says so with a
/// question mark (`x?`, `ok?`): a share of playouts with a minority of a quarter or more (the
/// quarter line, [`UNSURE_SHARE`], where the eye counts' second opinion begins), or a call that
/// goes against the playouts' (a step's kill of a block they kept, a kill at even spared by
/// the eye count). A block every playout, or nearly every, kills or keeps is in no doubt,
/// though unproved: its status_why says "no proof either way", its label is the verdict's.
fn in_doubt(why: Option<Why>) -> bool {
    match why {
        Some(Why::Playouts { taken, kept } | Why::KoFight { taken, kept }) => {
            taken.min(kept) >= UNSURE_SHARE * (taken + kept)
        }
        _ => true,
    }
}

/// What was read of a call left unsure (`why`), in words: the verifier's proofs, then, for a
/// call a share of playouts decided, how many playouts that share is of.
fn unsure_reading(verdict: Option<&JudgeVerdict>, why: Option<Why>) -> String {
    let read = "no proof either way (the verifier found no link, no two sure eyes, no capture)";
    let shared = matches!(
        why,
        Some(
            Why::Playouts { .. }
                | Why::KoFight { .. }
                | Why::NoTerritory { .. }
                | Why::EyesCounted { .. }
                | Why::HoldsSeki { .. }
                | Why::LosesSeki { .. }
                | Why::InsideWall { .. }
        )
    );
    match verdict {
        Some(verdict) if shared => {
            let again = if verdict.judged_again {
                ", the judgement made again with more"
            } else if verdict.sides_settled
                && matches!(why, Some(Why::Playouts { .. }))
                && at_even_line(why)
            {
                "; at even, and read again on the other side of even every call comes out \
                 the same"
            } else {
                ""
            };
            format!(
                "{read}; the share is of {} playouts{again}",
                verdict.playouts
            )
        }
        _ => read.into(),
    }
}

/// The judge's reason in words, and its label.
fn explain(why: Why, color: Color, g: Geometry) -> (String, &'static str) {
    let enemy = color.opponent().name();
    // who moved first in a reading that proved a call
    let when = |first: FirstMove| match first {
        FirstMove::Enemy => format!("whatever {enemy} plays first"),
        FirstMove::Owner => format!("with {} to move", color.name()),
    };
    match why {
        Why::PassAlive => (
            "unconditionally alive (Benson): it can never be captured".into(),
            "safe",
        ),
        Why::InsidePassAliveArea => (
            format!(
                "inside an area {enemy} holds unconditionally (Benson): no eye point, cannot \
                 get out"
            ),
            "in",
        ),
        Why::Playouts { taken, .. } if why.is_dead() => (
            format!(
                "inside {enemy}'s area: {enemy} takes its points in {}% of playouts",
                percent(taken)
            ),
            "dies",
        ),
        Why::Playouts { taken, .. } => (
            format!(
                "keeps its points ({enemy} takes them in {}% of playouts)",
                percent(taken)
            ),
            "live",
        ),
        Why::ShortOfEyes => (
            format!(
                "fewer than two eyes and no seki beside it: {enemy} can fill its outside liberties"
            ),
            "eye",
        ),
        Why::NoTerritory { taken } => (
            format!(
                "no territory, no connection to any, no stone to capture: no eye, and no seki \
                 ({enemy} takes it in {}% of playouts)",
                percent(taken)
            ),
            "lone",
        ),
        Why::LosesSeki { taken } => (
            format!(
                "fewer than two eyes: a seki in the eye count, but {enemy} takes it in {}% of \
                 playouts while every {enemy} block of that seki stands, and fills its \
                 liberties even with it to move: a race it loses",
                percent(taken)
            ),
            "eye",
        ),
        Why::EyesCounted { taken } => (
            format!(
                "{enemy} takes its points in {}% of playouts, {}: the eye count decides, and \
                 finds it alive with points of its own",
                percent(taken),
                if taken < 1.0 - UNSURE_SHARE {
                    "fewer than three in four"
                } else {
                    "within the draw's error of three in four"
                }
            ),
            "even",
        ),
        Why::HoldsSeki { taken } => (
            format!(
                "{enemy} takes its points in {}% of playouts, {}: a seki in the eye count \
                 beside {enemy} blocks that stand, and {enemy} cannot fill its liberties even \
                 moving first",
                percent(taken),
                if taken < 1.0 - UNSURE_SHARE {
                    "fewer than three in four"
                } else {
                    "within the draw's error of three in four"
                }
            ),
            "seki",
        ),
        Why::AttackersDead => (
            format!("every {enemy} block around it is dead: nothing left to capture it"),
            "free",
        ),
        Why::Nakade => (
            format!("{enemy} kills it by a throw-in: its last liberties are a dead shape"),
            "nak",
        ),
        Why::LostRace {
            liberties,
            attacker_liberties,
            attacker,
            first,
        } => {
            let who = match first {
                FirstMove::Owner => format!("even with {} to move", color.name()),
                FirstMove::Enemy => format!("{enemy} to move"),
            };
            (
                format!(
                    "loses the capturing race to {}, {liberties} {} against {attacker_liberties}, \
                     {who}",
                    vertex::format_vertex(g, attacker),
                    if liberties == 1 {
                        "liberty"
                    } else {
                        "liberties"
                    },
                ),
                "race",
            )
        }
        Why::KoFight { taken, .. } => (
            format!(
                "its capturing race hangs on a ko ({enemy} captures it only through a ko), not \
                 read out: {enemy} takes its points in {}% of playouts",
                percent(taken)
            ),
            "ko",
        ),
        Why::NoLiberty => ("no liberty".into(), "0lib"),
        Why::ReadAlive {
            positions,
            eyes,
            first,
        } => {
            // in scan order, each space once
            let mut points: Vec<usize> = eyes.into_iter().filter(|&e| e != NO_POINT).collect();
            points.sort_unstable();
            points.dedup();
            let named: Vec<String> = points
                .into_iter()
                .map(|e| vertex::format_vertex(g, e))
                .collect();
            let spaces = match named.as_slice() {
                [one] => format!("its eye space at {one} makes"),
                [rest @ .., last] => {
                    format!("its eye spaces at {} and {last} make", rest.join(", "))
                }
                [] => "its eye spaces make".to_string(),
            };
            let when = when(first);
            (
                format!(
                    "{spaces} two sure eyes (unconditional life) {when} (read, {})",
                    count(positions, "position")
                ),
                "read",
            )
        }
        Why::Linked {
            positions,
            anchor,
            first,
        } => {
            let when = when(first);
            (
                format!(
                    "stays linked to the living {} {when} (proved, {})",
                    vertex::format_vertex(g, anchor),
                    count(positions, "position")
                ),
                "link",
            )
        }
        Why::SureEyes {
            positions,
            eyes,
            first,
        } => {
            let when = when(first);
            let at = if eyes[0] == eyes[1] {
                format!("in its eye space at {}", vertex::format_vertex(g, eyes[0]))
            } else {
                format!(
                    "at {} and {}",
                    vertex::format_vertex(g, eyes[0]),
                    vertex::format_vertex(g, eyes[1])
                )
            };
            (
                format!(
                    "two sure eyes {at} {when} (proved, {})",
                    count(positions, "position")
                ),
                "sure",
            )
        }
        Why::Captured { positions, first } => {
            let when = match first {
                FirstMove::Enemy => format!("{enemy} moving first"),
                FirstMove::Owner => format!("even with {} to move", color.name()),
            };
            (
                format!(
                    "{enemy} captures it, or leaves it one eye, whatever {} answers, {when} \
                     (proved, {})",
                    color.name(),
                    count(positions, "position")
                ),
                "cap",
            )
        }
        Why::InsideWall { taken, dead, .. } => {
            let wall = if dead { enemy } else { color.name() };
            (
                format!(
                    "{enemy} takes its points in {}% of playouts, close to even after the \
                     judgement was made again with more: the fight lies inside {wall}'s wall, \
                     and goes to {wall}",
                    percent(taken)
                ),
                "wall",
            )
        }
        Why::LostKo { capture } => (
            format!(
                "{enemy} to move takes it in a ko at {} and connects next: at the end, {} has \
                 no threat left to take back",
                vertex::format_vertex(g, capture),
                color.name()
            ),
            "eko",
        ),
        Why::KoLeftAtTheEnd => (
            "its capturing race goes to whoever moves first through a ko, and the game \
             ended with the ko untaken: counted as the players left it, both sides of the \
             fight stand (a finished game's rule, not a reading)"
                .into(),
            "kos",
        ),
    }
}

/// `1 position`, `36 positions`.
fn count(n: usize, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

fn percent(share: f64) -> u32 {
    (share * 100.0).round() as u32
}

/// `shares 2 liberties with E3, neither makes two eyes` for a block living in seki.
fn seki_reason(engine: &mut Engine, stones: &[usize], color: Color) -> String {
    let g = engine.geometry();
    let board = &engine.state.board;
    let enemy = color.opponent().cell();
    let mut shared = Vec::new();
    let mut partner = None;
    for &s in stones {
        for l in g.neighbours(s) {
            if board.get(l) != Cell::Empty || shared.contains(&l) {
                continue;
            }
            let beside = g.neighbours(l).into_iter().find(|&n| {
                board.get(n) == enemy && engine.scorer().status(n) == Some(Status::Seki)
            });
            if let Some(n) = beside {
                shared.push(l);
                partner.get_or_insert(n);
            }
        }
    }
    match partner {
        Some(n) => {
            let first = engine.state.board.block_at(n)[0];
            format!(
                "shares {} {} with {}, neither makes two eyes",
                shared.len(),
                if shared.len() == 1 {
                    "liberty"
                } else {
                    "liberties"
                },
                vertex::format_vertex(g, first)
            )
        }
        None => {
            "lives without two eyes beside an enemy without two eyes; its eyes count for nobody"
                .into()
        }
    }
}

/// Arguments: none, or vertices (their blocks only). Returns: one entry per block, its first
/// stone then status and reason (`D4 dead: inside white's area: white takes its points in 87%
/// of playouts`, `Q16 alive: unconditionally alive (Benson): ...`, `C3 seki: shares 2
/// liberties with E3, neither makes two eyes`), cut at 72 columns and going on in lines
/// indented by two spaces (GoGui's list window opens as wide as the longest line). Fails:
/// `vertex is empty`, `invalid color or coordinate`.
pub(super) fn status_why(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    let g = engine.geometry();
    let mut wanted = Vec::new();
    for a in args {
        let p = vertex_arg(g, a)?;
        if engine.state.board.get(p) == Cell::Empty {
            return Err(GtpError::VertexIsEmpty);
        }
        wanted.push(p);
    }
    let lines: Vec<String> = judgements(engine)
        .into_iter()
        .filter(|j| wanted.is_empty() || wanted.iter().any(|w| j.stones.contains(w)))
        .map(|j| {
            let entry = format!(
                "{} {}: {}",
                vertex::format_vertex(g, j.first),
                j.status.name(),
                j.reason
            );
            // GoGui's list window as narrow as the detail's: an entry goes on indented
            wrap_hanging(&entry, TEXT_COLUMNS, 2)
        })
        .collect();
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_position_is_no_positions() {
        assert_eq!(count(1, "position"), "1 position");
        assert_eq!(count(36, "position"), "36 positions");
        assert_eq!(count(0, "position"), "0 positions");
    }
}
