//! Dead stones and scoring: marks, the judge's verdict, scores, status lists, genmove.

use super::*;
use crate::board::{vertex, Cell};
use crate::endgame::{Ending, TeireKind};
use crate::gtp::engine::Mark;
use crate::judge::{FirstMove, Verdict as JudgeVerdict, Why, NO_POINT};
use crate::scoring::Verdict;
use crate::scoring::{format_number, format_result, Rules, Status};

pub(super) fn mark_blocks(
    engine: &mut Engine,
    args: &[&str],
    mark: Mark,
) -> Result<String, GtpError> {
    if args.is_empty() {
        return Err(syntax("missing vertex"));
    }
    let g = engine.geometry();
    let mut stones = Vec::new();
    for a in args {
        let p = vertex_arg(g, a)?;
        if engine.state.board.get(p) == Cell::Empty {
            return Err(GtpError::VertexIsEmpty);
        }
        stones.extend(engine.state.board.block_at(p));
    }
    for s in stones {
        engine.state.marks[s] = mark;
    }
    Ok(String::new())
}

/// Arguments: vertices. Effects: marks the blocks there dead. Fails: `vertex is empty`,
/// `invalid color or coordinate` (nothing is marked then).
pub(super) fn set_dead(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    mark_blocks(engine, args, Mark::Dead)
}

/// Arguments: vertices. Effects: marks the blocks there alive. Fails as `tenuki-set_dead`.
pub(super) fn set_alive(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    mark_blocks(engine, args, Mark::Alive)
}

/// Arguments: none. Effects: forgets every mark.
pub(super) fn clear_dead(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    engine.forget_marks();
    Ok(String::new())
}

/// The rules used to judge seki (status lists, maps): territory rules, strict if chosen.
pub(super) fn territory_rules(rules: Rules) -> Rules {
    if matches!(rules, Rules::JapaneseStrict | Rules::JapaneseSeed) {
        rules
    } else {
        Rules::Japanese
    }
}

/// Arguments: none. Returns: the result under the current rules and komi (`B+7.5`, `W+1`, `0`).
pub(super) fn final_score(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(engine.score_with(engine.state.rules).result())
}

/// Arguments: none. Returns: the seed's seki-aware territory result with the current komi.
pub(super) fn final_score_seki(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(engine.score_with(Rules::Japanese).result())
}

/// Arguments: `alive`, `dead` or `seki`, or GNU Go's `black_territory`, `white_territory`
/// and `dame`. Returns: for a stone status, one block per line (scan order), its stones in
/// scan order; for the others, one line of empty points (scan order) from the score map under
/// the current rules: those counting for Black (territory, or the surrounded points of area
/// counting), for White, or for nobody (dame, seki points and false eyes alike). As in GNU Go,
/// a dead stone's point is in none of them (`dead` lists it): the three lists part the empty
/// points. Fails: `invalid status`.
pub(super) fn final_status_list(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let wanted = match args[0] {
        "alive" => Status::Alive,
        "dead" => Status::Dead,
        "seki" => Status::Seki,
        "black_territory" => return Ok(points_counting_for(engine, Some(Color::Black))),
        "white_territory" => return Ok(points_counting_for(engine, Some(Color::White))),
        "dame" => return Ok(points_counting_for(engine, None)),
        _ => return Err(GtpError::InvalidStatus),
    };
    engine.score_with(territory_rules(engine.state.rules));
    let g = engine.geometry();
    let mut seen = vec![false; g.array_len()];
    let mut lines = Vec::new();
    for p in g.points() {
        if seen[p] || engine.state.board.get(p) == Cell::Empty {
            continue;
        }
        let block = engine.state.board.block_at(p);
        for &s in &block {
            seen[s] = true;
        }
        if engine.scorer().status(p) == Some(wanted) {
            let names: Vec<String> = block.iter().map(|&s| vertex::format_vertex(g, s)).collect();
            lines.push(names.join(" "));
        }
    }
    Ok(lines.join("\n"))
}

/// The empty points that count for `owner` under the current rules (`None`: for nobody), in
/// scan order, on one line.
fn points_counting_for(engine: &mut Engine, owner: Option<Color>) -> String {
    engine.score_with(engine.state.rules);
    let g = engine.geometry();
    let points: Vec<String> = g
        .points()
        .filter(|&p| engine.state.board.get(p) == Cell::Empty && engine.scorer().owner(p) == owner)
        .map(|p| vertex::format_vertex(g, p))
        .collect();
    points.join(" ")
}

/// Arguments: none. Returns: the scored board under the current rules, one row per line
/// (`x o` live stones, `z`/`a` territory, `b`/`w` dead stones for nobody, `.` nobody's point).
pub(super) fn score_map(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    engine.score_with(engine.state.rules);
    Ok(format!("\n{}", engine.scorer().score_map().join("\n")))
}

/// Arguments: none. Returns: `key: value` lines: rules, komi, what counts under these rules
/// (territory and prisoners, or stones and surrounded points, and the handicap compensation),
/// what counts for nobody (seki points, dame, and apart from them the false eyes to fill,
/// when there are any), the teire still owed (under `japanese`, whose count the teire reading
/// follows), each side's total as the sum of its parts, and the result.
pub(super) fn score_details(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let rules = engine.state.rules;
    let t = engine.score_with(rules);
    let (b, w) = (Color::Black.index(), Color::White.index());
    let mut lines = vec![
        format!("rules: {}", rules.name()),
        format!("komi: {}", format_number(t.komi)),
    ];
    let (black_parts, white_parts) = if rules.is_area() {
        lines.push(format!("stones: B {} W {}", t.stones[b], t.stones[w]));
        lines.push(format!(
            "surrounded-points: B {} W {}",
            t.territory[b], t.territory[w]
        ));
        (
            format!("{} + {}", t.stones[b], t.territory[b]),
            format!("{} + {}", t.stones[w], t.territory[w]),
        )
    } else {
        lines.push(format!(
            "territory: B {} W {}",
            t.territory[b], t.territory[w]
        ));
        lines.push(format!(
            "prisoners: B {} (captured {}, dead {}) W {} (captured {}, dead {})",
            t.captured[b] + t.dead_prisoners[b],
            t.captured[b],
            t.dead_prisoners[b],
            t.captured[w] + t.dead_prisoners[w],
            t.captured[w],
            t.dead_prisoners[w]
        ));
        (
            format!(
                "{} + {}",
                t.territory[b],
                t.captured[b] + t.dead_prisoners[b]
            ),
            format!(
                "{} + {}",
                t.territory[w],
                t.captured[w] + t.dead_prisoners[w]
            ),
        )
    };
    let mut white_parts = white_parts;
    if t.compensation != 0.0 {
        lines.push(format!(
            "handicap-compensation: W {}",
            format_number(t.compensation)
        ));
        white_parts += &format!(" + {}", format_number(t.compensation));
    }
    // a negative komi is taken away: `W 0 + 0 - 10000`, never `+ -10000`
    if t.komi > 0.0 {
        white_parts += &format!(" + {}", format_number(t.komi));
    } else if t.komi < 0.0 {
        white_parts += &format!(" - {}", format_number(-t.komi));
    }
    let (false_eyes, dame) = nobodys_points(engine);
    lines.push(format!("seki-points: {}", t.seki_points));
    lines.push(format!("dame: {}", dame.len()));
    if !false_eyes.is_empty() {
        lines.push(format!("false-eyes-to-fill: {}", false_eyes.len()));
    }
    if rules == Rules::Japanese {
        // the points each side must still fill with a stone of its own once the other fills
        // a dame: its territory as the count stands, a point less once the game is played out
        let teire = ending_of(engine, |ending| ending.teire_points());
        let owed = |c: Color| teire.iter().filter(|t| t.owner == c).count();
        lines.push(format!(
            "teire: B {} W {} (own territory to fill once the dame are filled)",
            owed(Color::Black),
            owed(Color::White)
        ));
    }
    lines.push(format!(
        "total: B {} = {} W {} = {}",
        black_parts,
        format_number(t.black_total),
        white_parts,
        format_number(t.white_total)
    ));
    lines.push(format!("result: {}", format_result(t.margin())));
    Ok(format!("\n{}", lines.join("\n")))
}

/// The points the last count (`score_with`) gives nobody besides the seki points, in scan
/// order: the false eyes to fill (territory counting), then the dame (with the dead stones
/// whose point counts for nobody). Together they are the tally's `dame`.
pub(super) fn nobodys_points(engine: &Engine) -> (Vec<usize>, Vec<usize>) {
    let area = engine.state.rules.is_area();
    let scorer = engine.scorer();
    let mut false_eyes = Vec::new();
    let mut dame = Vec::new();
    for p in engine.geometry().points() {
        let live_stone =
            engine.state.board.get(p) != Cell::Empty && scorer.status(p) != Some(Status::Dead);
        if live_stone || scorer.owner(p).is_some() {
            continue;
        }
        match counted_for_nobody(scorer, p, area) {
            Nobodys::FalseEye => false_eyes.push(p),
            Nobodys::Dame => dame.push(p),
            Nobodys::Seki => {}
        }
    }
    (false_eyes, dame)
}

/// Why a point the last count gives nobody counts for nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Nobodys {
    /// An eye of a seki (territory counting).
    Seki,
    /// A false eye its owner must fill (territory counting).
    FalseEye,
    /// Reached by both colours (a neutral point filled by the seed's checkered step, too).
    Dame,
}

/// What the point counting for nobody is, in the last count: a neutral point is dame before
/// anything else (the seed's filled points keep no region of their own).
pub(super) fn counted_for_nobody(scorer: &crate::scoring::Scorer, p: usize, area: bool) -> Nobodys {
    if area || scorer.is_neutral(p) {
        Nobodys::Dame
    } else if scorer.is_false_eye(p) {
        Nobodys::FalseEye
    } else if scorer.is_seki_point(p) {
        Nobodys::Seki
    } else {
        Nobodys::Dame
    }
}

/// Arguments: colour. Effects: ends the game as players do (`endgame/`): defends an own living
/// block in atari (the defensive stone a dame fill forces), else captures an enemy living block
/// in atari, else fills a dame (a point that counts for nobody, dame or unsettled, beside an
/// own living stone, that gives no block away and leaves a seki's shared liberties empty: the
/// one that leaves the fewest such points, then one beside both colours, then scan order),
/// else passes. Never plays in the open or in its own territory but to defend. Returns: the
/// vertex or `pass`; never resigns.
pub(super) fn genmove(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let color = color_arg(args[0])?;
    let g = engine.geometry();
    let choice = ending_of(engine, |ending| ending.next_move(color));
    engine.play(color, choice)?;
    Ok(choice.map_or_else(|| "pass".to_string(), |p| vertex::format_vertex(g, p)))
}

/// `read` asked of the position's end (`endgame::Ending`), counted under Japanese rules with
/// the engine's dead stones.
pub(super) fn ending_of<T>(engine: &mut Engine, read: impl FnOnce(&Ending) -> T) -> T {
    engine.score_with(Rules::Japanese);
    let dead = engine.dead_stones();
    read(&Ending {
        board: &engine.state.board,
        dead: &dead,
        scorer: engine.scorer(),
        seed: engine.seed(),
    })
}

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
    /// (`seki`), a call no proof settled, its verdict with the doubt (`x?` dead, `ok?`
    /// alive), a block a later step kept against the playouts' or a
    /// step's kill, or proved (`free`, `read`, `link`, `sure`), one not judged (`?`) and the
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
        if unsure {
            reason = format!(
                "{reason}; unsure: {}",
                unsure_reading(verdict.as_ref(), why)
            );
            // the verdict and the doubt together
            label = Some(if status == Status::Dead { "x?" } else { "ok?" });
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

/// What was read of a call left unsure (`why`), in words: the verifier's proofs, then, for a
/// call a share of playouts decided, how many playouts that share is of.
fn unsure_reading(verdict: Option<&JudgeVerdict>, why: Option<Why>) -> String {
    let read = "no proof either way (the verifier found no link, no two sure eyes, no capture)";
    let shared = matches!(
        why,
        Some(Why::Playouts { .. } | Why::KoFight { .. } | Why::NoTerritory { .. })
    );
    match verdict {
        Some(verdict) if shared => {
            let again = if verdict.judged_again {
                ", the judgement made again with four times as many"
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
            let when = match first {
                FirstMove::Enemy => format!("whatever {enemy} plays first"),
                FirstMove::Owner => format!("with {} to move", color.name()),
            };
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
            let when = match first {
                FirstMove::Enemy => format!("whatever {enemy} plays first"),
                FirstMove::Owner => format!("with {} to move", color.name()),
            };
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
            let when = match first {
                FirstMove::Enemy => format!("whatever {enemy} plays first"),
                FirstMove::Owner => format!("with {} to move", color.name()),
            };
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
        Why::LostKo { capture } => (
            format!(
                "{enemy} to move takes it in a ko at {} and connects next: at the end, {} has \
                 no threat left to take back",
                vertex::format_vertex(g, capture),
                color.name()
            ),
            "eko",
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

/// Arguments: none, or vertices (their blocks only). Returns: one line per block, its first
/// stone then status and reason: `D4 dead: inside white's area: white takes its points in 87%
/// of playouts`, `Q16 alive: unconditionally alive (Benson): ...`, `C3 seki: shares 2 liberties with E3,
/// neither makes two eyes`. Fails: `vertex is empty`, `invalid color or coordinate`.
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
            format!(
                "{} {}: {}",
                vertex::format_vertex(g, j.first),
                j.status.name(),
                j.reason
            )
        })
        .collect();
    Ok(lines.join("\n"))
}

/// Arguments: vertex, optionally `detail`. Returns: what decided the point in the count of
/// the rules in force (the refined count under `japanese`, the seed's steps under
/// `japanese-strict` and `japanese-seed`, the area count under `chinese` and `aga`): territory
/// or area, seki, false eye, unsettled, dame, or a living stone, in one short line (at most 62
/// characters: GoGui shows a one-line answer in its status bar after the command's title and
/// the point, about 93 characters at the default window size); with `detail`, that line and
/// the reasoning on the lines below, cut at 72 columns (GoGui shows a longer answer in a text
/// window as wide as its longest line). The point is not named in the answer: the command
/// names it, and GoGui shows it after the command's title.
pub(super) fn point_why(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    let detail = match args {
        [_] => false,
        [_, "detail"] => true,
        [] => return Err(syntax("missing argument")),
        [_, _] => return Err(syntax("the second argument is `detail` or nothing")),
        _ => return Err(syntax("too many arguments")),
    };
    let g = engine.geometry();
    let p = vertex_arg(g, args[0])?;
    let (short, why) = if engine.state.rules == Rules::Japanese {
        refined_why(engine, p)
    } else {
        counted_why(engine, p)
    };
    // the point is not named again: GoGui shows it after the command's title already
    Ok(if detail && !why.is_empty() {
        format!("{short}\n{}", wrap(&why, DETAIL_COLUMNS))
    } else {
        short
    })
}

/// Widest line of a detail text: GoGui opens its text window as wide as the longest line.
const DETAIL_COLUMNS: usize = 72;

/// `text` cut into lines of at most `columns` characters at spaces (a longer word stands on a
/// line of its own).
fn wrap(text: &str, columns: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > columns {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}

/// Why the point counts as it does in the seed's steps (`japanese-strict`, `japanese-seed`)
/// or the area count (`chinese`, `aga`): its short line and its reasoning. A stone's status
/// is the one the status lists give (seki judged by territory steps under every rule set).
fn counted_why(engine: &mut Engine, p: usize) -> (String, String) {
    let rules = engine.state.rules;
    let name = |c: Color| if c == Color::Black { "Black" } else { "White" };
    engine.score_with(territory_rules(rules));
    let status = engine.scorer().status(p);
    // under japanese-strict, was the point discounted by the strict rule, not by the seed's
    // own seki step?
    let seed_owner = (rules == Rules::JapaneseStrict).then(|| {
        engine.score_with(Rules::JapaneseSeed);
        engine.scorer().owner(p)
    });
    engine.score_with(rules);
    let scorer = engine.scorer();
    let nobodys = counted_for_nobody(scorer, p, rules.is_area());
    let cell = engine.state.board.get(p);
    let counted = if rules.is_area() {
        format!("{} counts by area", rules.name())
    } else {
        format!("{} counts territory by the seed's steps", rules.name())
    };
    if let (Some(c), Some(Status::Alive | Status::Seki)) = (cell.color(), status) {
        let seki = status == Some(Status::Seki);
        let short = match (rules.is_area(), seki) {
            (true, true) => format!("{} stone in seki: counts for {}", c.name(), name(c)),
            (true, false) => format!("{} stone, alive: counts for {}", c.name(), name(c)),
            (false, true) => format!("{} stone in seki", c.name()),
            (false, false) => format!("{} stone, alive", c.name()),
        };
        let why = if rules.is_area() {
            format!("Under area counting ({counted}) every living stone counts for its owner.")
        } else {
            String::new()
        };
        return (short, why);
    }
    let stone = match cell.color() {
        Some(c) => format!("dead {} stone; ", c.name()),
        None => String::new(),
    };
    match scorer.owner(p) {
        Some(c) if rules.is_area() => (
            format!("{stone}{}'s area: only {} reaches it", name(c), name(c)),
            format!(
                "Under area counting ({counted}) a point counts for the side whose living stones \
                 alone reach its region, an eye in seki included."
            ),
        ),
        Some(c) => (
            format!("{stone}{} territory", c.name()),
            format!(
                "Its region is controlled by {} and not discounted as seki ({counted}).",
                name(c)
            ),
        ),
        None if rules.is_area() => (
            format!("{stone}dame: living stones of both colours reach it"),
            format!(
                "Under area counting ({counted}) a point both colours reach counts for nobody."
            ),
        ),
        None if nobodys == Nobodys::Seki && seed_owner.flatten().is_some() => (
            format!("{stone}seki (strict rule), nobody's"),
            "The strict 1989 rule (japanese-strict): a living block touching a neutral point is \
             in seki, and the regions it borders count for nobody."
                .to_string(),
        ),
        None if nobodys == Nobodys::Seki => (
            format!("{stone}seki, nobody's: an eye in seki"),
            format!(
                "Its region gives the blocks around it fewer than two eyes beside an enemy in \
                 the same state: they live in seki and its points count for nobody ({counted})."
            ),
        ),
        None if nobodys == Nobodys::FalseEye => (
            format!("{stone}false eye, nobody's: filled as a capture point"),
            format!(
                "A false eye: its owner must fill it in the end, so it counts for nobody \
                 ({counted})."
            ),
        ),
        None => (
            format!("{stone}dame: stones of both colours reach it"),
            format!("A neutral point: it counts for nobody ({counted})."),
        ),
    }
}

/// Why the point counts as it does in the refined `japanese` count: its short line and its
/// reasoning.
fn refined_why(engine: &mut Engine, p: usize) -> (String, String) {
    let g = engine.geometry();
    // the teire point here, if any (`ending_of` leaves the position counted under Japanese
    // rules, as the answer below reads it)
    let teire = ending_of(engine, |ending| ending.teire_points())
        .into_iter()
        .find(|t| t.point == p);
    let scorer = engine.scorer();
    let refined = scorer.refined();
    let name = |c: Color| if c == Color::Black { "Black" } else { "White" };
    let (eye_value, region_eyes) = refined.eye_values(p);
    let eyes = |n: u32| {
        if n == 1 {
            "1 eye".to_string()
        } else {
            format!("{n} eyes")
        }
    };
    let cell = engine.state.board.get(p);
    let dead = scorer.status(p) == Some(Status::Dead);
    let stone = match (cell.color(), dead) {
        (Some(c), true) => format!("dead {} stone; ", c.name()),
        _ => String::new(),
    };
    match refined.verdict(p) {
        Verdict::Stone => {
            let c = cell.color().unwrap_or(Color::Black);
            let lives = if scorer.status(p) == Some(Status::Seki) {
                " in seki"
            } else {
                ", alive"
            };
            (
                format!(
                    "{} stone{lives}: its region is worth {}",
                    c.name(),
                    eyes(region_eyes)
                ),
                String::new(),
            )
        }
        Verdict::Territory(c) if teire.as_ref().is_some_and(|t| t.owner == c) => {
            let kind = teire.as_ref().map_or(TeireKind::Atari, |t| t.kind);
            let after = teire
                .map(|t| {
                    let dame: Vec<String> = t
                        .after
                        .iter()
                        .map(|&d| vertex::format_vertex(g, d))
                        .collect();
                    dame.join(" and ")
                })
                .unwrap_or_default();
            let what = match kind {
                TeireKind::Atari => format!(
                    "a block of {}'s is in atari with its only liberty here, in its own \
                     territory",
                    name(c)
                ),
                TeireKind::FalseEye => format!(
                    "this point is a false eye: the blocks of {}'s around it do not all join",
                    name(c)
                ),
            };
            (
                format!(
                    "{stone}{} territory; {} adds a stone once {} fills {}",
                    c.name(),
                    name(c),
                    name(c.opponent()),
                    after
                ),
                format!(
                    "Once {} fills the dame {}, {what}: {} must add a stone here (a teire). \
                     The count gives the point to {} as the position stands (as goscorer \
                     does); played out, it is a point less.",
                    name(c.opponent()),
                    after,
                    name(c),
                    name(c)
                ),
            )
        }
        Verdict::Territory(c) => (
            format!("{stone}{} territory", c.name()),
            format!(
                "The point's block lies inside {}'s region and no living {} stone reaches it.",
                name(c),
                c.opponent().name()
            ),
        ),
        Verdict::Seki(c) => (
            format!(
                "{stone}seki, nobody's: {}'s region, {}",
                name(c),
                eyes(region_eyes)
            ),
            format!(
                "The region's eye spaces are worth {} in all (this one {eye_value}): a region \
                 worth at most one eye lives in seki, and eyes in seki count for nobody.",
                eyes(region_eyes)
            ),
        ),
        Verdict::NotPlayedOut(c) => (
            format!(
                "{stone}nobody's: {}'s region, {}, not played out",
                name(c),
                eyes(region_eyes)
            ),
            format!(
                "The region's eye spaces are worth {} in all (this one {eye_value}): at most \
                 one eye, so it counts for nobody; but its stones still touch open dame, the \
                 game is not played out here, and nothing is in seki.",
                eyes(region_eyes)
            ),
        ),
        Verdict::FalseEye(c) => (
            format!("{stone}false eye, nobody's: {} must fill it", name(c)),
            format!(
                "{} must fill it in the end: the group beside it cannot connect around it, or a \
                 dead throw-in on such a point is beside it.",
                name(c)
            ),
        ),
        Verdict::Unsettled(c) => (
            format!("{stone}nobody's: {}'s region, not settled", name(c)),
            format!(
                "Its block of empty points reaches beyond {}'s region, or a living {} stone \
                 reaches it.",
                name(c),
                c.opponent().name()
            ),
        ),
        Verdict::Dame => (
            format!("{stone}dame: stones of both colours reach it"),
            "Living stones of both colours reach it: it counts for nobody.".to_string(),
        ),
    }
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

    #[test]
    fn a_detail_is_cut_at_spaces_into_short_lines() {
        let text = "aaa bbb ccc ddd";
        assert_eq!(wrap(text, 7), "aaa bbb\nccc ddd");
        assert_eq!(wrap(text, 6), "aaa\nbbb\nccc\nddd");
        // a word longer than a line stands alone
        assert_eq!(wrap("a bbbbbbbb c", 4), "a\nbbbbbbbb\nc");
        assert_eq!(wrap("", 10), "");
    }
}
