//! A [`Picture`] as SVG: a wooden board drawn once per size ([`grid`]), and on it one `<use>`
//! of a piece ([`pieces`]) per thing a point shows, in layers: the area's small square, the
//! stone, its mark, the record's mark. The layers and pieces are the [`kit`], so a page that
//! draws a board from its letters later draws the same elements.

use super::{colour_index, Picture, Point};
use crate::board::vertex::column_name;

/// Pixels between two lines of the board.
pub const CELL: usize = 24;
/// Pixels from the board's edge to its first line (the coordinates stand there).
pub const MARGIN: usize = 26;
/// Pixels of the caption's band under the board.
pub const CAPTION: usize = 28;
const WOOD: &str = "#dcb35c";
const LINE: &str = "#3c2a10";

/// The piece of a stone of each colour (none, black, white), with its class.
const STONES: [Option<(&str, &str)>; 3] = [
    None,
    Some(("tg-sb", "stone black")),
    Some(("tg-sw", "stone white")),
];
/// The piece of each side's area.
const AREAS: [Option<(&str, &str)>; 3] = [
    None,
    Some(("tg-tb", "territory black")),
    Some(("tg-tw", "territory white")),
];
/// The piece of each mark, in the order of [`Mark`].
const MARKS: [Option<(&str, &str)>; 6] = [
    None,
    Some(("tg-x", "dead")),
    Some(("tg-s", "seki")),
    Some(("tg-d", "dame")),
    Some(("tg-f", "false-eye")),
    Some(("tg-t", "teire")),
];
/// The record's own dead stone, and a stone the record and we disagree on.
const RECORD_DEAD: (&str, &str) = ("tg-r", "record-dead");
const DIFFERENT: (&str, &str) = ("tg-diff", "differs");

/// The pieces every board uses, as SVG elements for a `<defs>`: each centred on (0, 0).
pub fn pieces() -> String {
    let r = CELL as f64 * 0.47;
    let t = CELL as f64 * 0.36;
    let d = CELL as f64 * 0.28;
    let s = CELL as f64 * 0.44;
    format!(
        concat!(
            r##"<circle id="tg-sb" r="{r:.1}" fill="#111" stroke="#000" stroke-width="0.8"/>"##,
            r##"<circle id="tg-sw" r="{r:.1}" fill="#fafafa" stroke="#000" stroke-width="0.8"/>"##,
            r##"<rect id="tg-tb" x="{tm:.1}" y="{tm:.1}" width="{t:.1}" height="{t:.1}" fill="#000" stroke="#555" stroke-width="0.6"/>"##,
            r##"<rect id="tg-tw" x="{tm:.1}" y="{tm:.1}" width="{t:.1}" height="{t:.1}" fill="#fff" stroke="#555" stroke-width="0.6"/>"##,
            r##"<path id="tg-x" d="M{dm:.1},{dm:.1} L{d:.1},{d:.1} M{d:.1},{dm:.1} L{dm:.1},{d:.1}" stroke="#e03030" stroke-width="2.4"/>"##,
            r##"<rect id="tg-s" x="{sm:.1}" y="{sm:.1}" width="{s:.1}" height="{s:.1}" fill="none" stroke="#2a7fd4" stroke-width="2"/>"##,
            r##"<circle id="tg-d" r="{dr:.1}" fill="none" stroke="#8a5a00" stroke-width="1.6"/>"##,
            r##"<path id="tg-f" d="M0,{fm:.1} L{f:.1},{fh:.1} L-{f:.1},{fh:.1} Z" fill="none" stroke="#9a2fb0" stroke-width="1.8"/>"##,
            r##"<text id="tg-t" y="4" font-size="11" font-weight="bold" text-anchor="middle" fill="#c02000">te</text>"##,
            r##"<path id="tg-r" d="M{rm:.1},{rp:.1} L{rp:.1},{rm:.1}" stroke="#1a9a3a" stroke-width="3"/>"##,
            r##"<circle id="tg-diff" r="{ring:.1}" fill="none" stroke="#ffb000" stroke-width="3"/>"##,
        ),
        r = r,
        t = t,
        tm = -t / 2.0,
        d = d,
        dm = -d,
        s = s,
        sm = -s / 2.0,
        dr = CELL as f64 * 0.2,
        f = CELL as f64 * 0.24,
        fm = -(CELL as f64) * 0.24,
        fh = CELL as f64 * 0.16,
        rm = -(CELL as f64) * 0.3,
        rp = CELL as f64 * 0.3,
        ring = CELL as f64 * 0.5,
    )
}

/// The id of the empty board of `width` x `height` in [`grid`].
pub fn grid_id(width: usize, height: usize) -> String {
    format!("tg-grid-{width}x{height}")
}

/// The size in pixels of a board of `width` x `height` (without the caption).
pub fn board_size(width: usize, height: usize) -> (usize, usize) {
    (
        2 * MARGIN + CELL * width.saturating_sub(1),
        2 * MARGIN + CELL * height.saturating_sub(1),
    )
}

/// The empty board of `width` x `height` as a `<g>` for a `<defs>` ([`grid_id`]): the wood,
/// the lines, the coordinates (GTP's: letters without I, numbers from the bottom) and the star
/// points of a square board.
pub fn grid(width: usize, height: usize) -> String {
    let (w, h) = board_size(width, height);
    let x = |c: usize| MARGIN + c * CELL;
    let y = |r: usize| MARGIN + r * CELL;
    let mut out = format!(
        r#"<g id="{}"><rect x="0" y="0" width="{w}" height="{h}" fill="{WOOD}"/>"#,
        grid_id(width, height)
    );
    for c in 0..width {
        out.push_str(&format!(
            r#"<line x1="{0}" y1="{1}" x2="{0}" y2="{2}" stroke="{LINE}"/><text x="{0}" y="{3}" font-size="10" text-anchor="middle" fill="{LINE}">{4}</text>"#,
            x(c),
            y(0),
            y(height.saturating_sub(1)),
            MARGIN - 14,
            column_name(c)
        ));
    }
    for r in 0..height {
        out.push_str(&format!(
            r#"<line x1="{0}" y1="{1}" x2="{2}" y2="{1}" stroke="{LINE}"/><text x="{3}" y="{4:.1}" font-size="10" text-anchor="middle" fill="{LINE}">{5}</text>"#,
            x(0),
            y(r),
            x(width.saturating_sub(1)),
            MARGIN - 16,
            y(r) as f64 + 3.5,
            height - r
        ));
    }
    if width == height {
        for &r in &star_points(height) {
            for &c in &star_points(width) {
                out.push_str(&format!(
                    r#"<circle cx="{}" cy="{}" r="2.5" fill="{LINE}"/>"#,
                    x(c),
                    y(r)
                ));
            }
        }
    }
    out.push_str("</g>");
    out
}

/// The lines (from the edge, 0 first) of a square board's star points: the third line (the
/// fourth from 13x13), the opposite one, and the middle of an odd board of 9 or more.
fn star_points(size: usize) -> Vec<usize> {
    if size < 7 {
        return Vec::new();
    }
    let edge = if size < 13 { 2 } else { 3 };
    let mut lines = vec![edge, size - 1 - edge];
    if size % 2 == 1 && size >= 9 {
        lines.push(size / 2);
    }
    lines
}

/// How a page draws a board from its letters as [`svg`] does, as JSON: the distances, the
/// pieces (id and class) of each layer by colour or mark, and the letters' order.
pub fn kit() -> serde_json::Value {
    let layer = |pieces: &[Option<(&str, &str)>]| -> serde_json::Value {
        pieces
            .iter()
            .map(|p| match p {
                Some((id, class)) => serde_json::json!([id, class]),
                None => serde_json::Value::Null,
            })
            .collect()
    };
    serde_json::json!({
        "cell": CELL,
        "margin": MARGIN,
        "caption": CAPTION,
        "letters": super::CODE_LETTERS,
        "columns": (0..52).map(column_name).collect::<Vec<_>>(),
        "stones": layer(&STONES),
        "areas": layer(&AREAS),
        "marks": layer(&MARKS),
        "recordDead": [RECORD_DEAD.0, RECORD_DEAD.1],
        "differs": [DIFFERENT.0, DIFFERENT.1],
    })
}

/// Where a board's pieces are defined: in the picture itself (a file or a notebook cell), or
/// once in the page that holds it ([`pieces`] and the [`grid`]s of its sizes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defs {
    Inline,
    Shared,
}

/// The picture as SVG. Each piece is a `<use>` with a class saying what it shows (`stone
/// black`, `territory white`, `dead`, `seki`, `dame`, `false-eye`, `teire`, `record-dead`,
/// `differs`) and `data-p`, the point's index (top row first).
pub fn svg(picture: &Picture, defs: Defs) -> String {
    let (w, h) = board_size(picture.width, picture.height);
    let total = h + if picture.caption.is_some() {
        CAPTION
    } else {
        0
    };
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="board" width="{w}" height="{total}" viewBox="0 0 {w} {total}" font-family="sans-serif">"#
    );
    if defs == Defs::Inline {
        out.push_str("<defs>");
        out.push_str(&pieces());
        out.push_str(&grid(picture.width, picture.height));
        out.push_str("</defs>");
    }
    out.push_str(&format!(
        r##"<use href="#{}"/>"##,
        grid_id(picture.width, picture.height)
    ));
    let width = picture.width.max(1);
    let place = |out: &mut String, i: usize, (id, class): (&str, &str)| {
        let x = MARGIN + (i % width) * CELL;
        let y = MARGIN + (i / width) * CELL;
        out.push_str(&format!(
            r##"<use href="#{id}" class="{class}" x="{x}" y="{y}" data-p="{i}"/>"##
        ));
    };
    // layer by layer, so a stone covers its area's square and a mark stands on its stone
    for layer in [Layer::Area, Layer::Stone, Layer::Mark] {
        for (i, p) in picture.points.iter().enumerate() {
            if let Some(piece) = layer.piece(p) {
                place(&mut out, i, piece);
            }
        }
    }
    if let Some(record) = &picture.record_dead {
        for (i, _) in record.iter().enumerate().filter(|(_, &dead)| dead) {
            place(&mut out, i, RECORD_DEAD);
        }
        for i in 0..picture.points.len() {
            if picture.differs(i) {
                place(&mut out, i, DIFFERENT);
            }
        }
    }
    if let Some(caption) = &picture.caption {
        let size = (1.8 * w as f64 / caption.chars().count().max(1) as f64).min(13.0);
        out.push_str(&format!(
            r##"<rect x="0" y="{h}" width="{w}" height="{CAPTION}" fill="#f4f4f4"/><text class="result" x="{}" y="{}" font-size="{size:.1}" text-anchor="middle" fill="#111">{}</text>"##,
            w / 2,
            h + 19,
            escape(caption)
        ));
    }
    out.push_str("</svg>");
    out
}

/// The layers of a board's pieces, bottom first.
#[derive(Clone, Copy)]
enum Layer {
    Area,
    Stone,
    Mark,
}

/// A piece: its id and class.
type Piece = (&'static str, &'static str);

impl Layer {
    /// The piece of point `p` in this layer, if it has one.
    fn piece(self, p: &Point) -> Option<Piece> {
        match self {
            Layer::Area => AREAS[colour_index(p.area)],
            Layer::Stone => STONES[colour_index(p.stone)],
            Layer::Mark => MARKS[p.mark.index()],
        }
    }
}

/// Text for HTML or SVG: `&`, `<`, `>` and both quotes escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;
    use crate::render::Mark;

    /// A picture from a diagram: `x`/`o` stones, `X`/`O` dead stones (in the other side's
    /// area), `s`/`S` seki stones of Black/White, `+` Black's and `-` White's territory, `d`
    /// dame, `f` a false eye, `t` a teire point (Black's), `.` nothing.
    fn picture(rows: &[&str]) -> Picture {
        let b = Some(Color::Black);
        let w = Some(Color::White);
        let points = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|c| {
                let (stone, area, mark) = match c {
                    'x' => (b, None, Mark::None),
                    'o' => (w, None, Mark::None),
                    'X' => (b, w, Mark::Dead),
                    'O' => (w, b, Mark::Dead),
                    's' => (b, None, Mark::Seki),
                    'S' => (w, None, Mark::Seki),
                    '+' => (None, b, Mark::None),
                    '-' => (None, w, Mark::None),
                    'd' => (None, None, Mark::Dame),
                    'f' => (None, None, Mark::FalseEye),
                    't' => (None, None, Mark::Teire),
                    _ => (None, None, Mark::None),
                };
                Point { stone, area, mark }
            })
            .collect();
        Picture {
            width: rows[0].len(),
            height: rows.len(),
            points,
            record_dead: None,
            caption: Some("B+3 <japanese>".into()),
        }
    }

    fn count(svg: &str, class: &str) -> usize {
        svg.matches(&format!("class=\"{class}\"")).count()
    }

    #[test]
    fn each_point_shows_what_it_counted_as() {
        let p = picture(&["+xoo.", "+xO-o", "dxxss", "ftxSS"]);
        let svg = svg(&p, Defs::Inline);
        assert_eq!(count(&svg, "stone black"), 7);
        assert_eq!(count(&svg, "stone white"), 6);
        assert_eq!(count(&svg, "dead"), 1);
        // the dead white stone stands in Black's area: two black squares and this one
        assert_eq!(count(&svg, "territory black"), 3);
        assert_eq!(count(&svg, "territory white"), 1);
        assert_eq!(count(&svg, "seki"), 4);
        assert_eq!(count(&svg, "dame"), 1);
        assert_eq!(count(&svg, "false-eye"), 1);
        assert_eq!(count(&svg, "teire"), 1);
        // the dead stone O is at C2: index 7 (row 1, column 2), at x = 26 + 2 x 24, y = 50
        assert!(svg.contains(r##"<use href="#tg-x" class="dead" x="74" y="50" data-p="7"/>"##));
        // the caption is escaped; the pieces are defined in the picture itself
        assert!(svg.contains("B+3 &lt;japanese&gt;"));
        assert!(svg.contains(r#"<g id="tg-grid-5x4">"#));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    }

    #[test]
    fn a_shared_picture_leaves_its_pieces_to_the_page() {
        let p = picture(&["x.", ".o"]);
        let svg = svg(&p, Defs::Shared);
        assert!(!svg.contains("<defs>"));
        assert!(svg.contains(r##"<use href="#tg-grid-2x2"/>"##));
    }

    #[test]
    fn the_record_s_dead_stones_stand_beside_ours_and_differences_are_ringed() {
        let mut p = picture(&["xX", "oO"]);
        // the record marks A2 (ours alive) and B2 (ours dead) dead: A2 differs
        p.record_dead = Some(vec![true, true, false, false]);
        let svg = svg(&p, Defs::Shared);
        assert_eq!(count(&svg, "record-dead"), 2);
        assert_eq!(count(&svg, "differs"), 2);
        // the two that differ: A2 (the record's dead, our alive) and B1 (our dead only)
        assert!(svg.contains(r#"class="differs" x="26" y="26" data-p="0""#));
        assert!(svg.contains(r#"class="differs" x="50" y="50" data-p="3""#));
    }

    #[test]
    fn star_points_stand_where_the_boards_have_them() {
        assert_eq!(star_points(19), vec![3, 15, 9]);
        assert_eq!(star_points(13), vec![3, 9, 6]);
        assert_eq!(star_points(9), vec![2, 6, 4]);
        assert!(star_points(5).is_empty());
    }
}
