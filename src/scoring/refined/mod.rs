//! The refined territory count of the default `japanese` rules: the seed's idea (territory
//! counts only for groups that live with two eyes; eyes in seki count for nobody) read more
//! finely, after the ideas of lightvector's goscorer (the scorer online-go.com uses):
//!
//! ```text
//! mark_blocking_points   1. empty points the owner can always close (hane, bamboo shapes)
//! mark_reach             2. which living colour each point reaches, with and without them
//! find_regions           3. regions: maximal areas reaching one colour, joined through dame
//! find_blocks            4. blocks of empty or dead points spread over more than one region
//! find_groups            5. groups: living blocks joined through dame
//! find_eye_spaces        6. the eye spaces of each region, and the groups around them
//! mark_false_eyes        7. eye points that do not help the groups around them live
//! value_eyes             8. how many eyes (0, 1 or 2) each eye space is worth
//! mark_false_eyes again  9. with the eye values: false eyes that must be filled
//! mark_seki_regions     10. which regions worth at most one eye hold stones in seki (not
//!                           touching open dame)
//! decide_points         11. territory, seki, not played out, unscorable false eye or dame,
//!                           by region
//! ```
//!
//! A region whose eye spaces are worth at most one eye in all lives in seki: none of its points
//! count (when its stones still touch open dame, the game is not played out there: its points
//! count for nobody all the same, but neither they nor the stones are called seki). A point
//! counts as territory when its region lives, it is not an unscorable false eye, its whole
//! block of empty (or dead) points lies in the region, and no living enemy stone can reach it.
//!
//! The sets of points (living stones, reach, regions, blocking points, eye spaces, verdicts)
//! are bit boards (`board::bitboard`), of 21 words for boards of up to 19 rows: floods are row
//! sweeps, and a step reads a word (a row) at a time where it can. Every buffer is kept between
//! calls, so counting allocates nothing once the board size has been seen. The count on point
//! arrays it replaced was held to it point by point (every real position of the data sets and
//! 300,000 random finished-like positions of every size agreed) and then deleted, as issue 28
//! asked; it is in the git history before 2026-11-25.

mod blocking_points;
mod blocks;
mod eye_spaces;
mod eye_values;
mod false_eyes;
mod points;
mod reach;

use crate::board::bitboard::{read_board, BitBoard, BitGeometry, WORDS};
use crate::board::{Cell, Color, Geometry};

pub(super) const NONE: u32 = u32::MAX;
pub(super) const BLACK_BIT: u8 = 1;
pub(super) const WHITE_BIT: u8 = 2;

/// Of the four neighbours `a`, `b`, `c`, `d` of each point of a row (words): the points with
/// at least one, at least two, at least three, and all four of them.
pub(super) fn at_least(a: u64, b: u64, c: u64, d: u64) -> [u64; 4] {
    [
        a | b | c | d,
        (a & b) | (c & d) | ((a | b) & (c | d)),
        (a & b & (c | d)) | (c & d & (a | b)),
        a & b & c & d,
    ]
}

/// The neighbours of row `r` of `board` above, below, left and right, as words.
pub(super) fn sides<const N: usize>(board: &BitBoard<N>, r: usize) -> (u64, u64, u64, u64) {
    let w = board.word(r);
    (board.word(r - 1), board.word(r + 1), w << 1, w >> 1)
}

/// What decided a point (see [`RefinedCount::verdict`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Verdict {
    /// Off the board, or a living stone.
    #[default]
    Stone,
    /// Territory of the region's colour.
    Territory(Color),
    /// In a region whose groups have at most one eye and live in seki (their stones touch no
    /// open dame): seki, counts for nobody.
    Seki(Color),
    /// In a region whose groups have at most one eye, but whose stones still touch open dame:
    /// the game is not played out there, no seki (the stones are alive), and the point counts
    /// for nobody, as a seki's would.
    NotPlayedOut(Color),
    /// An eye point that must be filled in the end: counts for nobody.
    FalseEye(Color),
    /// In the region, but its block of empty points reaches beyond it, or a living enemy
    /// stone reaches it: counts for nobody.
    Unsettled(Color),
    /// Reached by both colours: dame.
    Dame,
}

/// One region: an area reaching one colour only.
#[derive(Clone, Copy, Debug)]
pub(super) struct Region {
    pub color: Color,
    /// Sum of the eye values of its eye spaces.
    pub eyes: u32,
    /// Its stones touch open dame (the game is not finished there).
    pub open: bool,
    /// It holds points other than its living stones (an eye space).
    pub has_space: bool,
    /// Its stones share a small block of dame with enemy stones of a region worth at most
    /// one eye (an eyeless seki).
    pub shares_dame: bool,
    /// The words its points span: `rows.0..rows.1`.
    pub rows: (usize, usize),
}

impl Region {
    /// Its living stones live in seki: it is worth at most one eye, its stones touch no open
    /// dame, and it has an eye space of its own or shares a small block of dame with enemy
    /// stones short of eyes too (see `mark_seki_regions`).
    fn holds_seki_stones(&self) -> bool {
        self.eyes <= 1 && !self.open && (self.has_space || self.shares_dame)
    }
}

/// A group: living blocks of one colour joined through dame.
#[derive(Clone, Copy, Debug)]
pub(super) struct Group {
    /// Where its eye spaces start in `group_eyes`, and where they end.
    pub eyes: (u32, u32),
}

/// An eye space a group touches.
#[derive(Clone, Copy, Debug)]
pub(super) struct GroupEye {
    pub eye: u32,
    /// The one eye point the group touches it at, or [`NONE`] when it touches it at several.
    pub only_point: u32,
}

/// An eye space: connected empty or dead-stone points of one region.
#[derive(Clone, Copy, Debug)]
pub(super) struct EyeSpace {
    pub color: Color,
    pub region: u32,
    /// The words its points span (`rows.0..rows.1`); the points are in `eye_bits`.
    pub rows: (usize, usize),
    /// Where its groups, each once in the order its walk met them, start in `eye_groups`.
    pub groups: (u32, u32),
    pub value: u8,
    /// How many of its points are not false eyes (step 8).
    pub real: u32,
}

/// An eye point beside a stone of a group.
#[derive(Clone, Copy, Debug)]
pub(super) struct Touch {
    pub eye: u32,
    pub group: u32,
    pub eye_point: u32,
    /// The same eye point touched the same group before, from another stone.
    pub repeat: bool,
}

/// The bit boards of the count, per colour where indexed by [`Color::index`].
#[derive(Clone, Debug, Default)]
pub(super) struct Bits<const N: usize> {
    pub geometry: BitGeometry,
    /// The points on the board.
    pub board: BitBoard<N>,
    pub live: [BitBoard<N>; 2],
    /// Each player's blocking points (step 1).
    pub blocking: [BitBoard<N>; 2],
    /// The points each colour's living stones reach, blocking points ignored ...
    pub strict_reach: [BitBoard<N>; 2],
    /// ... and stopped at the opponent's blocking points.
    pub reach: [BitBoard<N>; 2],
    pub empty: BitBoard<N>,
    /// The stones of each colour, living or dead ...
    pub stones: [BitBoard<N>; 2],
    /// ... and the dead ones.
    pub dead: [BitBoard<N>; 2],
    /// The false eye points of step 7.
    pub false_eyes: BitBoard<N>,
    /// The points of a region (step 3).
    pub in_region: BitBoard<N>,
    /// The false eye points that must be filled (step 9).
    pub unscorable: BitBoard<N>,
    /// The verdicts of step 11: each colour's territory, the points of regions in seki, the
    /// points counting for nobody as false eyes, and those left unsettled (colour: the
    /// region's). The rest of the points of no region, living stones aside, are dame.
    pub territory: [BitBoard<N>; 2],
    pub seki: BitBoard<N>,
    /// Points of regions worth at most one eye whose stones live in no seki: the game is not
    /// played out there (see `decide_points`).
    pub not_played_out: BitBoard<N>,
    pub false_eye: BitBoard<N>,
    pub unsettled: BitBoard<N>,
    /// Empty or dead-stone points whose block spreads over more than one region, or beyond
    /// one (step 4).
    pub mixed: BitBoard<N>,
    /// The points each colour's groups may pass: its living stones, and the dame that are not
    /// the other colour's blocking points (step 5).
    pub group_paths: [BitBoard<N>; 2],
}

/// Rows of a padded board of up to 19 rows: the words of the usual boards' bit boards.
const SMALL_WORDS: usize = 21;

/// The refined count's buffers and results: bit boards of [`SMALL_WORDS`] words for boards of
/// up to 19 rows (a set's loops over its words stay short), of [`WORDS`] for larger ones.
#[derive(Clone, Debug, Default)]
pub struct RefinedCount {
    small: Counter<SMALL_WORDS>,
    large: Counter<WORDS>,
    /// The last board counted had more than 19 rows.
    large_used: bool,
}

/// `$body` with `$c` the counter the last count used.
macro_rules! with_counter {
    ($self:ident, $c:ident => $body:expr) => {
        if $self.large_used {
            let $c = &$self.large;
            $body
        } else {
            let $c = &$self.small;
            $body
        }
    };
}

impl RefinedCount {
    /// Counts the board `cells` (padded array) with the stones marked in `dead` taken as dead.
    pub fn count(&mut self, geometry: Geometry, cells: &[Cell], dead: &[bool]) {
        self.large_used = geometry.height() + 2 > SMALL_WORDS;
        if self.large_used {
            self.large.count(geometry, cells, dead);
        } else {
            self.small.count(geometry, cells, dead);
        }
    }

    /// What decided the point (after [`RefinedCount::count`]).
    pub fn verdict(&self, p: usize) -> Verdict {
        with_counter!(self, c => c.verdict(p))
    }

    /// Who owns the point as territory, if anyone.
    pub fn territory_owner(&self, p: usize) -> Option<Color> {
        match self.verdict(p) {
            Verdict::Territory(color) => Some(color),
            _ => None,
        }
    }

    /// Territory points of each colour (index [`Color::index`]).
    pub fn territory(&self) -> [u32; 2] {
        with_counter!(self, c => c.territory)
    }

    /// Empty or dead-stone points of regions in seki.
    pub fn seki_points(&self) -> u32 {
        with_counter!(self, c => c.seki_points)
    }

    /// True when the living stone at `p` lives in seki: its region is worth at most one eye,
    /// its stones touch no open dame, and it has an eye space of its own or shares a small
    /// block of dame with enemy stones short of eyes too (see `mark_seki_regions`).
    pub fn is_seki_stone(&self, p: usize) -> bool {
        with_counter!(self, c => c.is_seki_stone(p))
    }

    /// True when `p` is a false eye point counting for nobody.
    pub fn is_false_eye(&self, p: usize) -> bool {
        with_counter!(self, c => c.on_board(p) && c.bits.false_eye.get(&c.bits.geometry, p))
    }

    /// True when `p` is an eye point that does not help the groups around it live, as step 7
    /// finds them (before the eye values; [`RefinedCount::is_false_eye`] are those of them,
    /// and others, that must be filled).
    pub fn is_false_eye_point(&self, p: usize) -> bool {
        with_counter!(self, c => c.on_board(p) && c.bits.false_eyes.get(&c.bits.geometry, p))
    }

    /// The eye value of the eye space holding `p` (0 when none), and the region's sum.
    pub fn eye_values(&self, p: usize) -> (u8, u32) {
        with_counter!(self, c => c.eye_values(p))
    }
}

/// The count's buffers and results, with bit boards of `N` words.
#[derive(Clone, Debug, Default)]
struct Counter<const N: usize> {
    geometry: Geometry,
    cells: Vec<Cell>,
    bits: Bits<N>,
    region: Vec<u32>,
    regions: Vec<Region>,
    /// The points of each region.
    region_points: Vec<BitBoard<N>>,
    /// Step 2's reach of each colour, one flood from one of its living stones at a time:
    /// the colour, the points, and the words they span (`rows.0..rows.1`).
    reach_parts: Vec<(Color, BitBoard<N>, (usize, usize))>,
    /// Each living stone's group once read ([`NONE`] before: a stone of a group no eye space
    /// touches keeps it, and is never one of a read group's stones).
    group: Vec<u32>,
    groups: Vec<Group>,
    eyes: Vec<EyeSpace>,
    /// The points of each eye space.
    eye_bits: Vec<BitBoard<N>>,
    /// The touches step 7 tests (at points with at most one neighbour in their eye space,
    /// where some group touches the space at that point only), eye space after eye space, in
    /// the order the eye spaces' walks found them.
    touches: Vec<Touch>,
    /// Each group's eye spaces, group after group.
    group_eyes: Vec<GroupEye>,
    /// The groups around each eye space, eye space after eye space.
    eye_groups: Vec<u32>,
    /// For each of those: the one eye point all its touches of the eye space are at, or
    /// [`NONE`].
    eye_group_only: Vec<u32>,
    /// Eye points that do not help the groups around them (step 7).
    false_point: Vec<bool>,
    /// False eye points that must be filled in the end (step 9).
    unscorable: Vec<bool>,
    territory: [u32; 2],
    seki_points: u32,
    // ---- scratch ----
    list: Vec<u32>,
    mark: Vec<u32>,
    generation: u32,
    group_mark: Vec<u32>,
    /// Per group: where it stands in the eye space's groups being listed.
    group_slot: Vec<u32>,
    eye_mark: Vec<u32>,
    /// Points whose first-pass walk closed the ring (see `mark_false_eyes`).
    walked: Vec<bool>,
    local: Vec<u32>,
    real: Vec<u32>,
    info: Vec<eye_values::EyePoint>,
    piece: Vec<u32>,
    /// The shapes `dead_shape_splits` reads (eye value step).
    shapes: eye_values::ShapeBuffers,
}

impl<const N: usize> Counter<N> {
    /// Counts the board `cells` (padded array) with the stones marked in `dead` taken as dead.
    fn count(&mut self, geometry: Geometry, cells: &[Cell], dead: &[bool]) {
        self.reset(geometry, cells, dead);
        self.mark_blocking_points();
        self.mark_reach();
        self.find_regions();
        self.find_blocks();
        self.find_groups();
        self.find_eye_spaces();
        self.mark_false_eyes(false);
        self.value_eyes();
        self.mark_false_eyes(true);
        self.mark_seki_regions();
        self.decide_points();
    }

    #[inline(never)] // each step stays visible in a profile
    fn reset(&mut self, geometry: Geometry, cells: &[Cell], dead: &[bool]) {
        let len = geometry.array_len();
        self.geometry = geometry;
        self.cells.clear();
        self.cells.extend_from_slice(&cells[..len]);
        let bg = BitGeometry::new(geometry);
        self.bits.geometry = bg;
        self.bits.board = bg.board();
        // living stones of each colour, empty points, dead marks on stones only
        let [black, white] = &mut self.bits.live;
        let [black_dead, white_dead] = &mut self.bits.dead;
        read_board(
            &bg,
            cells,
            dead,
            [black, white, &mut self.bits.empty, black_dead, white_dead],
        );
        self.bits.stones = [
            self.bits.live[0].or(&self.bits.dead[0]),
            self.bits.live[1].or(&self.bits.dead[1]),
        ];
        for buffer in [&mut self.region, &mut self.group] {
            buffer.clear();
            buffer.resize(len, NONE);
        }
        for buffer in [&mut self.false_point, &mut self.unscorable] {
            buffer.clear();
            buffer.resize(len, false);
        }
        self.regions.clear();
        self.region_points.clear();
        self.reach_parts.clear();
        self.groups.clear();
        self.eyes.clear();
        self.eye_bits.clear();
        self.touches.clear();
        self.group_eyes.clear();
        self.eye_groups.clear();
        self.eye_group_only.clear();
        self.territory = [0, 0];
        self.seki_points = 0;
        if self.mark.len() != len {
            self.mark = vec![0; len];
            self.local = vec![NONE; len];
            self.generation = 0;
        }
    }

    /// A fresh stamp for `mark`.
    pub(super) fn next_generation(&mut self) -> u32 {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.group_mark.iter_mut().for_each(|m| *m = 0);
            self.eye_mark.iter_mut().for_each(|m| *m = 0);
            self.generation = 1;
        }
        self.generation
    }

    /// True when `p` is a point of the board (not the border, nor past the padded array).
    pub(super) fn on_board(&self, p: usize) -> bool {
        self.cells.get(p).is_some_and(|&c| c != Cell::Border)
    }

    /// The colour bit of the living stone at `p` (0 when there is none).
    pub(super) fn live_bit(&self, p: usize) -> u8 {
        let (bits, bg) = (&self.bits, &self.bits.geometry);
        (bits.live[0].get(bg, p) as u8 * BLACK_BIT) | (bits.live[1].get(bg, p) as u8 * WHITE_BIT)
    }

    /// True when the stone at `p` is marked dead.
    pub(super) fn is_dead(&self, p: usize) -> bool {
        let (bits, bg) = (&self.bits, &self.bits.geometry);
        bits.dead[0].get(bg, p) || bits.dead[1].get(bg, p)
    }

    /// What decided the point (after [`Counter::count`]).
    fn verdict(&self, p: usize) -> Verdict {
        let bits = &self.bits;
        let bg = &bits.geometry;
        if !self.on_board(p) || self.live_bit(p) != 0 {
            return Verdict::Stone;
        }
        let color = match self.region[p] {
            NONE => return Verdict::Dame,
            r => self.regions[r as usize].color,
        };
        if bits.seki.get(bg, p) {
            Verdict::Seki(color)
        } else if bits.not_played_out.get(bg, p) {
            Verdict::NotPlayedOut(color)
        } else if bits.false_eye.get(bg, p) {
            Verdict::FalseEye(color)
        } else if bits.unsettled.get(bg, p) {
            Verdict::Unsettled(color)
        } else {
            Verdict::Territory(color)
        }
    }

    /// True when the living stone at `p` lives in seki: its region is worth at most one eye,
    /// its stones touch no open dame, and it has an eye space of its own or shares a small
    /// block of dame with enemy stones short of eyes too (see `mark_seki_regions`).
    fn is_seki_stone(&self, p: usize) -> bool {
        if !self.on_board(p) || self.region[p] == NONE {
            return false;
        }
        let region = &self.regions[self.region[p] as usize];
        let bits = &self.bits;
        bits.live[region.color.index()].get(&bits.geometry, p) && region.holds_seki_stones()
    }

    /// The eye value of the eye space holding `p` (0 when none), and the region's sum.
    fn eye_values(&self, p: usize) -> (u8, u32) {
        let on_board = self.on_board(p);
        let bg = &self.bits.geometry;
        let own = match self
            .eye_bits
            .iter()
            .position(|space| on_board && space.get(bg, p))
        {
            Some(e) => self.eyes[e].value,
            None => 0,
        };
        let region = match self.region.get(p) {
            Some(&r) if r != NONE => self.regions[r as usize].eyes,
            _ => 0,
        };
        (own, region)
    }
}
