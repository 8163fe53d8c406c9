//! Why each point counts as it does (`tenuki-point_why`): the count's steps in words, one
//! short line and the reasoning below it.

use super::wrap::{wrap, TEXT_COLUMNS};
use super::*;
use crate::board::vertex;
use crate::endgame::{Teire, TeireKind};
use crate::scoring::{Rules, Status, Verdict};

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
        format!("{short}\n{}", wrap(&why, TEXT_COLUMNS))
    } else {
        short
    })
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
    // `teire_points` leaves the position counted under Japanese rules, as the answer reads it
    let teire = engine.teire_points();
    refined_why_after(engine, &teire, p)
}

/// Every point's `tenuki-point_why ... detail` answer (its short line, then its reasoning
/// unwrapped), in the order of the board's points: the position counted, and its teire
/// points read (when `teire`; else a teire point reads as the territory it is as the position
/// stands), once for all of them.
pub(super) fn point_reasons(engine: &mut Engine, teire: bool) -> Vec<String> {
    let g = engine.geometry();
    let join = |(short, why): (String, String)| {
        if why.is_empty() {
            short
        } else {
            format!("{short}\n{why}")
        }
    };
    if engine.state.rules == Rules::Japanese {
        let teire = if teire {
            engine.teire_points()
        } else {
            engine.score_with(Rules::Japanese);
            Vec::new()
        };
        g.points()
            .map(|p| join(refined_why_after(engine, &teire, p)))
            .collect()
    } else {
        g.points().map(|p| join(counted_why(engine, p))).collect()
    }
}

/// [`refined_why`] with the position's teire points read (`teire`) and the scorer holding its
/// Japanese count.
fn refined_why_after(engine: &mut Engine, teire: &[Teire], p: usize) -> (String, String) {
    let g = engine.geometry();
    // the teire point here, if any
    let teire = teire.iter().find(|t| t.point == p).cloned();
    // the block a teire's stone keeps, by its first stone (read before the count is borrowed)
    let kept = teire
        .as_ref()
        .and_then(|t| kept_block(&mut engine.state.board, p, t.owner, &t.after));
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
            // the block the stone keeps, named by its first stone as tenuki-status_why names it
            let block = kept
                .map(|first| format!(" at {}", vertex::format_vertex(g, first)))
                .unwrap_or_default();
            let after = teire
                .as_ref()
                .map(|t| {
                    let dame: Vec<String> = t
                        .after
                        .iter()
                        .map(|&d| vertex::format_vertex(g, d))
                        .collect();
                    dame.join(" and ")
                })
                .unwrap_or_default();
            // the points the opponent fills, each called what its own answer calls it: a false
            // eye the opponent must fill is no dame (603612's C1, beside White's A3)
            let filled = teire
                .as_ref()
                .map(|t| {
                    let (false_eyes, dame): (Vec<usize>, Vec<usize>) = t
                        .after
                        .iter()
                        .partition(|&&d| matches!(refined.verdict(d), Verdict::FalseEye(_)));
                    let named = |points: &[usize], one: &str, many: &str| {
                        let names: Vec<String> = points
                            .iter()
                            .map(|&d| vertex::format_vertex(g, d))
                            .collect();
                        match names.len() {
                            0 => None,
                            1 => Some(format!("{one} {}", names[0])),
                            _ => Some(format!("{many} {}", names.join(" and "))),
                        }
                    };
                    [
                        named(&false_eyes, "the false eye", "the false eyes"),
                        named(&dame, "the dame", "the dame"),
                    ]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" and ")
                })
                .unwrap_or_default();
            let what = match kind {
                TeireKind::Atari => format!(
                    "{}'s block{block} is in atari with its only liberty here, in its own \
                     territory",
                    name(c)
                ),
                TeireKind::FalseEye => format!(
                    "this point is a false eye: the blocks of {}'s around it do not all join",
                    name(c)
                ),
                TeireKind::Shortage => format!(
                    "{}'s block{block} is left short of liberties: {} moving again would take \
                     it, and a stone here keeps it",
                    name(c),
                    name(c.opponent())
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
                    "Once {} fills {filled}, {what}: {} must add a stone here (a teire). \
                     The count gives the point to {} as the position stands (as goscorer \
                     does); played out, it is a point less.",
                    name(c.opponent()),
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

/// The first stone (scan order) of the block of `owner`'s beside the teire point `p` that the
/// stone there keeps: of `owner`'s blocks beside `p`, the one beside a dame of `after` (whose
/// fill puts it in atari or short of liberties), else the first.
fn kept_block(
    board: &mut crate::board::Board,
    p: usize,
    owner: Color,
    after: &[usize],
) -> Option<usize> {
    let g = board.geometry();
    let beside: Vec<usize> = g
        .neighbours(p)
        .into_iter()
        .filter(|&n| board.get(n).color() == Some(owner))
        .collect();
    let blocks: Vec<Vec<usize>> = beside.into_iter().map(|n| board.block_at(n)).collect();
    let touches_dame = |block: &&Vec<usize>| {
        block
            .iter()
            .any(|&s| g.neighbours(s).iter().any(|n| after.contains(n)))
    };
    let block = blocks
        .iter()
        .find(touches_dame)
        .or_else(|| blocks.first())?;
    block.iter().copied().min()
}
