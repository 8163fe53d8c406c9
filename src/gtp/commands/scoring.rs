//! Dead stones and scoring: marks, the judge's verdict, scores, status lists, genmove.

use super::*;
use crate::board::{vertex, Cell};
use crate::endgame::Ending;
use crate::gtp::engine::Mark;
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
        let teire = engine.teire_points();
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
/// else passes. Never plays in the open or in its own territory but to defend. The colour is
/// the player to move: the dead stones it plays by are judged with it to move, as a game in
/// play (as after `tenuki-to_move` with that colour). Returns: the vertex or `pass`; never
/// resigns.
pub(super) fn genmove(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 1)?;
    let color = color_arg(args[0])?;
    let g = engine.geometry();
    // the colour asked is the player to move: its dead stones are judged so (a ko at the end
    // and the races go to it), as `tenuki-to_move` names it; the move played forgets it
    let named = engine.state.record_to_move;
    engine.name_player_to_move(color);
    let choice = ending_of(engine, |ending| ending.next_move(color));
    if let Err(e) = engine.play(color, choice) {
        engine.state.record_to_move = named;
        return Err(e);
    }
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
