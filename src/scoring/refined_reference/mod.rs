//! The refined territory count of the default `japanese` rules: the seed's idea (territory
//! counts only for groups that live with two eyes; eyes in seki count for nobody) read more
//! finely, after the ideas of lightvector's goscorer (the scorer online-go.com uses):
//!
//! ```text
//! mark_blocking_points   1. empty points the owner can always close (hane, bamboo shapes)
//! mark_reach             2. which living colour each point reaches, with and without them
//! find_regions           3. regions: maximal areas reaching one colour, joined through dame
//! find_blocks            4. blocks of empty points, living stones or dead stones
//! find_groups            5. groups: living blocks joined through dame
//! find_eye_spaces        6. the eye spaces of each region, and the groups around them
//! mark_false_eyes        7. eye points that do not help the groups around them live
//! value_eyes             8. how many eyes (0, 1 or 2) each eye space is worth
//! mark_false_eyes again  9. with the eye values: false eyes that must be filled
//! decide_points         10. territory, seki, unscorable false eye or dame, point by point
//! ```
//!
//! A region whose eye spaces are worth at most one eye in all lives in seki: none of its points
//! count. A point counts as territory when its region lives, it is not an unscorable false eye,
//! its whole block of empty (or dead) points lies in the region, and no living enemy stone can
//! reach it.
//!
//! Every buffer is kept between calls, so counting allocates nothing once the board size has
//! been seen.

mod blocking_points;
mod blocks;
mod eye_spaces;
mod eye_values;
mod false_eyes;
mod points;
mod reach;

use crate::board::{Cell, Color, Geometry};

pub(super) const NONE: u32 = u32::MAX;
pub(super) const BLACK_BIT: u8 = 1;
pub(super) const WHITE_BIT: u8 = 2;

fn bit(color: Color) -> u8 {
    match color {
        Color::Black => BLACK_BIT,
        Color::White => WHITE_BIT,
    }
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
}

/// A block: solidly connected points of one kind (empty, a living colour or a dead colour).
#[derive(Clone, Copy, Debug)]
pub(super) struct Block {
    /// The region holding every point of the block, or [`NONE`].
    pub region: u32,
    pub liberties: u32,
    pub size: u32,
}

/// A group: living blocks of one colour joined through dame.
#[derive(Clone, Copy, Debug)]
pub(super) struct Group {
    /// Where its touches start in `group_touches`, and where they end.
    pub touches: (u32, u32),
}

/// An eye space: connected empty or dead-stone points of one region.
#[derive(Clone, Copy, Debug)]
pub(super) struct EyeSpace {
    pub color: Color,
    pub region: u32,
    /// Where its points start in `eye_points`, and where they end.
    pub points: (u32, u32),
    /// Where its touches start in `touches`, and where they end.
    pub touches: (u32, u32),
    /// Where its groups, each once in the order its walk met them, start in `eye_groups`.
    pub groups: (u32, u32),
    pub value: u8,
}

/// An eye point beside a stone of a group.
#[derive(Clone, Copy, Debug)]
pub(super) struct Touch {
    pub eye: u32,
    pub group: u32,
    pub eye_point: u32,
    pub stone: u32,
}

/// The refined count's buffers and results.
#[derive(Clone, Debug, Default)]
pub struct RefinedCount {
    geometry: Geometry,
    cells: Vec<Cell>,
    dead: Vec<bool>,
    /// Colour bit of the living stone on each point (0 elsewhere).
    live: Vec<u8>,
    /// Colour bits of the players for whom each point is a blocking point.
    blocking: Vec<u8>,
    /// Colour bits of the living stones each point reaches, blocking points ignored ...
    strict_reach: Vec<u8>,
    /// ... and stopped at the opponent's blocking points.
    reach: Vec<u8>,
    region: Vec<u32>,
    regions: Vec<Region>,
    block: Vec<u32>,
    blocks: Vec<Block>,
    group: Vec<u32>,
    groups: Vec<Group>,
    eye: Vec<u32>,
    eyes: Vec<EyeSpace>,
    eye_points: Vec<u32>,
    /// Every touch, eye space after eye space, in the order the eye spaces' walks found them.
    touches: Vec<Touch>,
    /// The same touches, group after group, eye spaces in order within a group.
    group_touches: Vec<Touch>,
    /// The groups around each eye space, eye space after eye space.
    eye_groups: Vec<u32>,
    /// Eye points that do not help the groups around them (step 7).
    false_point: Vec<bool>,
    /// False eye points that must be filled in the end (step 9).
    unscorable: Vec<bool>,
    verdict: Vec<Verdict>,
    territory: [u32; 2],
    seki_points: u32,
    // ---- scratch ----
    stack: Vec<(u32, u8)>,
    list: Vec<u32>,
    mark: Vec<u32>,
    generation: u32,
    flood_mark: Vec<u32>,
    flood_generation: u32,
    group_mark: Vec<u32>,
    eye_mark: Vec<u32>,
    /// Per group: the last flood of a tested eye space that reached a point beside it.
    group_flood: Vec<u32>,
    flooded: Vec<u32>,
    /// Points whose first-pass walk closed the ring (see `mark_false_eyes`).
    walked: Vec<bool>,
    walk_groups: Vec<u32>,
    local: Vec<u32>,
    block_bits: Vec<u8>,
    real: Vec<u32>,
    info: Vec<eye_values::EyePoint>,
    piece: Vec<u32>,
}

impl RefinedCount {
    /// Counts the board `cells` (padded array) with the stones marked in `dead` taken as dead.
    pub fn count(&mut self, geometry: Geometry, cells: &[Cell], dead: &[bool]) {
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
        self.decide_points();
        self.mark_seki_regions();
        self.part_seki_points();
    }

    fn reset(&mut self, geometry: Geometry, cells: &[Cell], dead: &[bool]) {
        let len = geometry.array_len();
        self.geometry = geometry;
        self.cells.clear();
        self.cells.extend_from_slice(&cells[..len]);
        self.dead.clear();
        self.dead.extend(
            (0..len).map(|p| dead.get(p).copied().unwrap_or(false) && cells[p].color().is_some()),
        );
        self.live.clear();
        self.live
            .extend((0..len).map(|p| match (self.cells[p], self.dead[p]) {
                (Cell::Black, false) => BLACK_BIT,
                (Cell::White, false) => WHITE_BIT,
                _ => 0,
            }));
        for buffer in [&mut self.blocking, &mut self.strict_reach, &mut self.reach] {
            buffer.clear();
            buffer.resize(len, 0);
        }
        for buffer in [
            &mut self.region,
            &mut self.block,
            &mut self.group,
            &mut self.eye,
        ] {
            buffer.clear();
            buffer.resize(len, NONE);
        }
        for buffer in [&mut self.false_point, &mut self.unscorable] {
            buffer.clear();
            buffer.resize(len, false);
        }
        self.verdict.clear();
        self.verdict.resize(len, Verdict::Stone);
        self.regions.clear();
        self.blocks.clear();
        self.groups.clear();
        self.eyes.clear();
        self.eye_points.clear();
        self.touches.clear();
        self.group_touches.clear();
        self.eye_groups.clear();
        self.territory = [0, 0];
        self.seki_points = 0;
        if self.mark.len() != len {
            self.mark = vec![0; len];
            self.flood_mark = vec![0; len];
            self.local = vec![NONE; len];
            self.generation = 0;
            self.flood_generation = 0;
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

    /// A fresh stamp for `flood_mark`.
    pub(super) fn next_flood(&mut self) -> u32 {
        self.flood_generation = self.flood_generation.wrapping_add(1);
        if self.flood_generation == 0 {
            self.flood_mark.iter_mut().for_each(|m| *m = 0);
            self.flood_generation = 1;
        }
        self.flood_generation
    }

    pub(super) fn on_board(&self, p: usize) -> bool {
        self.cells[p] != Cell::Border
    }

    /// What decided the point (after [`RefinedCount::count`]).
    pub fn verdict(&self, p: usize) -> Verdict {
        self.verdict.get(p).copied().unwrap_or_default()
    }

    /// Territory points of each colour (index [`Color::index`]).
    pub fn territory(&self) -> [u32; 2] {
        self.territory
    }

    /// Empty or dead-stone points of regions in seki.
    pub fn seki_points(&self) -> u32 {
        self.seki_points
    }

    /// True when the living stone at `p` lives in seki: its region is worth at most one eye,
    /// its stones touch no open dame, and it has an eye space of its own or shares a small
    /// block of dame with enemy stones short of eyes too (see `mark_seki_regions`).
    pub fn is_seki_stone(&self, p: usize) -> bool {
        if self.live[p] == 0 || self.region[p] == NONE {
            return false;
        }
        let region = self.regions[self.region[p] as usize];
        region.eyes <= 1 && !region.open && (region.has_space || region.shares_dame)
    }

    /// The eye value of the eye space holding `p` (0 when none), and the region's sum.
    pub fn eye_values(&self, p: usize) -> (u8, u32) {
        let own = match self.eye.get(p) {
            Some(&e) if e != NONE => self.eyes[e as usize].value,
            _ => 0,
        };
        let region = match self.region.get(p) {
            Some(&r) if r != NONE => self.regions[r as usize].eyes,
            _ => 0,
        };
        (own, region)
    }
}
