//! GoGui: analyze commands, the parameter dialog, the score overlay.

use super::*;
use crate::board::vertex;
use crate::scoring::{format_number, format_result, Rules, Status};

/// The analyze commands GoGui offers in its menu (`type/label/command`).
const ANALYZE_COMMANDS: &[&str] = &[
    "gfx/Score (seki-aware)/tenuki-score_gfx",
    "string/Final score/final_score",
    "string/Final score (seki-aware territory)/tenuki-final_score_seki",
    "hstring/Score details/tenuki-score_details",
    "gfx/Why dead or alive/tenuki-status_gfx",
    "hstring/Why dead or alive (list)/tenuki-status_why",
    "string/Why this point counts/tenuki-point_why %p",
    "hstring/Why this point counts (detail)/tenuki-point_why %p detail",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "plist/Alive stones/final_status_list alive",
    "none/Mark dead/tenuki-set_dead %p",
    "none/Mark alive/tenuki-set_alive %p",
    "none/Clear dead marks/tenuki-clear_dead",
    "param/Rules, komi and judge/tenuki-param",
];

/// Arguments: none. Returns: the analyze commands, one per line.
pub(super) fn analyze_commands(_: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    Ok(ANALYZE_COMMANDS.join("\n"))
}

/// Arguments: none, or a key and a value (`rules chinese`, `komi 6.5`, `judge 0`) as GoGui's
/// parameter dialog sends them. Returns: with no arguments, the parameters as `[type] key value`
/// lines.
pub(super) fn param(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    match args {
        [] => {
            let names: Vec<&str> = Rules::ALL.iter().map(|r| r.name()).collect();
            Ok(format!(
                "[list/{}] rules {}\n[string] komi {}\n[bool] judge {}",
                names.join("/"),
                engine.state.rules.name(),
                format_number(engine.state.komi),
                u8::from(engine.state.judge)
            ))
        }
        ["rules", name] => rules(engine, &[name]),
        ["komi", value] => komi(engine, &[value]),
        ["judge", value] => {
            engine.state.judge = match *value {
                "1" | "true" | "on" => true,
                "0" | "false" | "off" => false,
                _ => return Err(syntax("judge is 0 or 1")),
            };
            Ok(String::new())
        }
        [key, ..] if !matches!(*key, "rules" | "komi" | "judge") => {
            Err(syntax("parameters are rules, komi and judge"))
        }
        _ => Err(syntax("expected a key and a value")),
    }
}

/// Arguments: none. Returns: GoGui gfx of the score: `BLACK`/`WHITE` on what each side counts
/// besides its live stones (the `z`/`a` points of `tenuki-score_map`: territory, or area's
/// surrounded points), `MARK` on dead stones, `SQUARE` on seki stones (and, under territory
/// rules, on the eyes the seki step discounts), `TRIANGLE` (territory rules) on points filled
/// as false eyes, `CIRCLE` on every other point that counts for nobody (dame: with the
/// triangles and the dead stones that count for nobody, the `dame` and `false eyes to fill`
/// of `tenuki-score_details`), one mark a point (a dead stone has its cross only, in a seki
/// eye or on a dame too), and a short `TEXT` line: the result and both totals (GoGui's status
/// bar shows about 50 characters; `tenuki-score_details` has the breakdown). A teire point is
/// territory as the count stands, drawn as the `LABEL` `te` alone, without its territory
/// square (GoGui paints the square over the label, greying it out), under `japanese`, whose
/// count owes it; `tenuki-point_why` says which dame forces it.
pub(super) fn score_gfx(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let g = engine.geometry();
    let marks = score_marks(engine, true);
    let mut lines = Vec::new();
    for (keyword, points) in [
        ("BLACK", &marks.black),
        ("WHITE", &marks.white),
        ("MARK", &marks.dead),
        ("SQUARE", &marks.seki),
        ("CIRCLE", &marks.dame),
        ("TRIANGLE", &marks.false_eyes),
    ] {
        if !points.is_empty() {
            let names: Vec<String> = points
                .iter()
                .map(|&p| vertex::format_vertex(g, p))
                .collect();
            lines.push(format!("{keyword} {}", names.join(" ")));
        }
    }
    for &p in &marks.teire {
        lines.push(format!("LABEL {} te", vertex::format_vertex(g, p)));
    }
    lines.push(format!("TEXT {}", marks.text));
    Ok(lines.join("\n"))
}

/// What the score overlay shows ([`score_gfx`]), point lists by padded index: each side's
/// counted points besides its live stones (teire points left out), dead stones, seki stones
/// and discounted eyes, dame, false eyes to fill, teire points (under `japanese`), and the
/// result with both totals.
pub(super) struct ScoreMarks {
    pub black: Vec<usize>,
    pub white: Vec<usize>,
    pub dead: Vec<usize>,
    pub seki: Vec<usize>,
    pub dame: Vec<usize>,
    pub false_eyes: Vec<usize>,
    pub teire: Vec<usize>,
    /// `W+0.5 (japanese): B 78 W 78.5`.
    pub text: String,
}

/// The marks of [`score_gfx`] for the position as the engine holds it; its teire points only
/// when `teire` (their reading judges positions after the fills: most of the time).
pub(super) fn score_marks(engine: &mut Engine, teire: bool) -> ScoreMarks {
    let rules = engine.state.rules;
    let g = engine.geometry();
    let t = engine.score_with(rules);
    let owned = |c: Color| {
        let scorer = engine.scorer();
        g.points()
            .filter(|&p| scorer.owner(p) == Some(c))
            .collect::<Vec<usize>>()
    };
    let (black, white) = (owned(Color::Black), owned(Color::White));
    let (false_eyes, dame) = nobodys_points(engine);
    let area = rules.is_area();
    // the teire points the position owes (territory the Japanese count gives its owner until
    // the stone is added): a label of their own, under the rules whose count they follow
    let teire: Vec<usize> = if teire && rules == Rules::Japanese {
        engine.teire_points().into_iter().map(|t| t.point).collect()
    } else {
        Vec::new()
    };
    // seki stones come from the seed's territory steps under every rule set; the discounted
    // eyes are territory counting's (area counting has none)
    engine.score_with(territory_rules(rules));
    let scorer = engine.scorer();
    let mut dead = Vec::new();
    let mut seki = Vec::new();
    for p in g.points() {
        match scorer.status(p) {
            Some(Status::Dead) => dead.push(p),
            Some(Status::Seki) => seki.push(p),
            _ => {}
        }
        let empty_or_dead = engine.state.board.get(p) == crate::board::Cell::Empty
            || scorer.status(p) == Some(Status::Dead);
        if !area
            && empty_or_dead
            && scorer.owner(p).is_none()
            && counted_for_nobody(scorer, p, area) == Nobodys::Seki
        {
            seki.push(p);
        }
    }
    seki.sort_unstable();
    seki.dedup();
    // one mark a point: a dead stone keeps its cross, whatever its point counts as
    let (seki, dame, false_eyes) = {
        let alive = |list: &[usize]| -> Vec<usize> {
            list.iter().copied().filter(|p| !dead.contains(p)).collect()
        };
        (alive(&seki), alive(&dame), alive(&false_eyes))
    };
    // a teire point's label stands on the plain board: GoGui paints a territory square over
    // a label (white territory washed it to a faint grey), so the point gets the label alone
    let (black, white): (Vec<usize>, Vec<usize>) = (
        black.into_iter().filter(|p| !teire.contains(p)).collect(),
        white.into_iter().filter(|p| !teire.contains(p)).collect(),
    );
    let text = format!(
        "{} ({}): B {} W {}",
        format_result(t.margin()),
        rules.name(),
        format_number(t.black_total),
        format_number(t.white_total)
    );
    ScoreMarks {
        black,
        white,
        dead,
        seki,
        dame,
        false_eyes,
        teire,
        text,
    }
}

/// Arguments: none. Returns: GoGui gfx of the dead-stone decisions: a `LABEL` on the first
/// stone of each block a user needs to see, a short word saying why, short enough to read
/// whole in GoGui's default window (GoGui clips a label at 95% of a point, about 30 pixels
/// there): dead blocks (`dies` taken by the playouts, `in` inside a pass-alive area, `eye`
/// short of eyes, `lone` without territory or connection, `nak` killed by a throw-in
/// (nakade), `race` lost a capturing race, `ko` its race hangs on a ko, `0lib` no liberty,
/// `cap` dead by the verifier's proof; `eko`, taken in a ko at the end, is `genmove`'s
/// reading only and never shows here), `seki`, a call no proof settled with its verdict
/// (`x?` dead, `ok?` alive), the blocks a later step or a proof kept alive (`free` its
/// attackers died, `read` by the life reading, `link` / `sure` linked / two sure eyes by the
/// verifier's proof), `?` not judged, `x!`/`ok!` marked dead/alive by the user. A plain
/// living block (pass-alive, kept by the playouts, the judge off) has no label. `MARK` on
/// every other stone of a dead block and `SQUARE` on every other stone of a seki block (one
/// mark a point: a mark would hide the label), and a `TEXT` line with the counts.
pub(super) fn status_gfx(engine: &mut Engine, args: &[&str]) -> Result<String, GtpError> {
    expect_args(args, 0)?;
    let g = engine.geometry();
    let all = judgements(engine);
    let mut labels = Vec::new();
    let mut dead = Vec::new();
    let mut seki = Vec::new();
    let mut counts = [0usize; 3];
    for j in &all {
        if let Some(label) = &j.label {
            labels.push(format!("{} {label}", vertex::format_vertex(g, j.first)));
        }
        let (list, k) = match j.status {
            Status::Dead => (&mut dead, 0),
            Status::Seki => (&mut seki, 1),
            Status::Alive => {
                counts[2] += 1;
                continue;
            }
        };
        counts[k] += 1;
        // one mark a point: the labelled stone has its label only
        let labelled = j.label.is_some().then_some(j.first);
        list.extend(
            j.stones
                .iter()
                .filter(|&&s| Some(s) != labelled)
                .map(|&s| vertex::format_vertex(g, s)),
        );
    }
    let mut lines = Vec::new();
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    for (keyword, points) in [("MARK", &dead), ("SQUARE", &seki)] {
        if !points.is_empty() {
            lines.push(format!("{keyword} {}", points.join(" ")));
        }
    }
    lines.push(format!(
        "TEXT blocks: {} dead, {} seki, {} alive",
        counts[0], counts[1], counts[2]
    ));
    Ok(lines.join("\n"))
}
