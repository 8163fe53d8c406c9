//! The scorer's reusable layers and its outline.

use super::{map_char, Position, RefinedCount, Rules, Settings, Status, Tally, Verdict};
use crate::board::{Cell, Color, Geometry};

/// What a point of the *filled* board holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    Empty,
    Black,
    White,
    /// A point of a neutral region after the checkered fill (see `fill_neutral_points`).
    NeutralFill,
    Border,
}

impl Layer {
    pub fn color(self) -> Option<Color> {
        match self {
            Layer::Black => Some(Color::Black),
            Layer::White => Some(Color::White),
            _ => None,
        }
    }

    pub fn of_color(color: Color) -> Layer {
        match color {
            Color::Black => Layer::Black,
            Color::White => Layer::White,
        }
    }
}

pub(super) const NONE: u32 = u32::MAX;

/// Facts about one region of the filled board.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct RegionInfo {
    /// Bit 0: a black boundary stone, bit 1: a white one.
    pub colors: u8,
    pub size: u32,
    pub boundary_length: u32,
    pub has_square_four: bool,
    pub is_curved_four: bool,
    /// First point, to walk the region again.
    pub first: u32,
}

/// Per-colour counts gathered while the steps run (index [`Color::index`]).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Counts {
    pub stones: [u32; 2],
    pub dead_prisoners: [u32; 2],
    pub territory: [u32; 2],
    pub seki_points: u32,
}

/// Scores positions; keeps every layer between calls so scoring does not allocate.
#[derive(Clone, Debug, Default)]
pub struct Scorer {
    pub(super) geometry: Geometry,
    pub(super) rules: Rules,
    // ---- the board being scored (step 1) ----
    /// The original stones (before dead-stone removal), for the map.
    pub(super) cells: Vec<Cell>,
    pub(super) dead: Vec<bool>,
    /// The board after dead-stone removal and the fills.
    pub(super) layer: Vec<Layer>,
    /// Union-find of blocks: same-colour adjacent stones, plus connections made by fills.
    pub(super) parent: Vec<u32>,
    /// Counts gathered on the way (see `tally`).
    pub(super) counts: Counts,
    // ---- regions (steps 2 and 4) ----
    /// Region id of every empty point of the filled board.
    pub(super) region: Vec<u32>,
    pub(super) regions: Vec<RegionInfo>,
    /// The points of every region, region after region.
    pub(super) points: Vec<usize>,
    /// Empty points with a stone beside them, from the last labelling.
    pub(super) edge_points: Vec<usize>,
    // ---- fills (steps 2 and 3) ----
    /// Points of neutral regions (filled in the checkered step).
    pub(super) neutral: Vec<bool>,
    /// Points filled as obvious false eyes.
    pub(super) false_eye: Vec<bool>,
    /// Step 3 filled at least one point.
    pub(super) filled_false_eyes: bool,
    /// The board and blocks with neutral points as walls, kept while the phases run.
    pub(super) saved_layer: Vec<Layer>,
    pub(super) saved_parent: Vec<u32>,
    /// The false eyes the walls pass filled, and those each checkered phase fills.
    pub(super) wall_fills: Vec<usize>,
    pub(super) phase_fills: [Vec<bool>; 2],
    // ---- expansion and seki (step 5) ----
    /// Union-find over regions: the expansion.
    pub(super) expansion: Vec<u32>,
    /// Optimistic eye count of each region.
    pub(super) region_eyes: Vec<u32>,
    /// Optimistic eye sum per expansion root.
    pub(super) eye_sum: Vec<u32>,
    /// Per region: discounted as seki.
    pub(super) seki_region: Vec<bool>,
    /// Per block root: the first region found bordering it (expansion).
    pub(super) block_region: Vec<u32>,
    /// Per block root: the eyes of its expansion, capped at two.
    pub(super) block_eyes: Vec<u8>,
    /// Per block root: the block lives by seki.
    pub(super) block_seki: Vec<bool>,
    /// Stones that live by seki.
    pub(super) seki_stone: Vec<bool>,
    // ---- result (step 6) ----
    /// Who owns each point (territory or area), `None` = nobody.
    pub(super) owner: Vec<Option<Color>>,
    // ---- scratch ----
    pub(super) stack: Vec<usize>,
    pub(super) points_scratch: Vec<usize>,
    pub(super) mark: Vec<u32>,
    pub(super) generation: u32,
    pub(super) block_roots: Vec<u32>,
    pub(super) small_parent: [Vec<u32>; 2],
    pub(super) liberty_count: Vec<u8>,
    // ---- eyeless seki (step 5) ----
    /// Roots around each small shared neutral region, region after region.
    pub(super) shared_borders: Vec<usize>,
    /// Where each region's roots end in `shared_borders`.
    pub(super) shared_ends: Vec<usize>,
    /// The distinct roots of `shared_borders`, sorted, and up to three liberties of each.
    pub(super) shared_roots: Vec<usize>,
    pub(super) shared_liberties: Vec<([usize; 3], usize)>,
    // ---- the refined count (default japanese) ----
    pub(super) refined: RefinedCount,
    /// The last count was the refined one.
    pub(super) refined_used: bool,
}

impl Scorer {
    pub fn new() -> Scorer {
        Scorer::default()
    }

    /// Scores `position` under `settings`; the layers stay readable until the next call.
    ///
    /// The default `japanese` rules count with the refined reading (`scoring::refined`) after
    /// step 1. `japanese-seed` and `japanese-strict` follow the seed's outline:
    /// ```text
    /// remove_dead_stones      1. the marked stones leave the board
    /// link_blocks                and the blocks are found
    /// fill_neutral_points     2. checkered fill of every neutral region
    /// fill_false_eyes         3. obvious false eyes (false-ish capture points)
    /// find_regions            4. what is left: controlled regions, with boundary lengths
    /// find_seki               5. expansion + eye count < 2 = seki
    /// tally                   6. territory + prisoners + komi
    /// ```
    /// Area rules count stones and one-colour regions after step 1 only.
    pub fn score(&mut self, position: &Position, settings: &Settings) -> Tally {
        self.rules = settings.rules;
        self.remove_dead_stones(position);
        self.refined_used = settings.rules == Rules::Japanese;
        if self.refined_used {
            self.count_refined();
            return self.tally(position, settings);
        }
        self.lay_out_layers();
        self.reset_regions();
        if settings.rules.is_area() {
            self.label_regions();
            self.mark_area();
        } else {
            self.link_blocks();
            self.fill_neutral_points();
            self.fill_false_eyes();
            self.find_regions();
            self.find_seki();
            if settings.rules == Rules::JapaneseStrict {
                self.apply_strict_rule();
            }
            self.mark_territory();
        }
        self.find_seki_stones();
        self.tally(position, settings)
    }

    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Who the point counts for (territory, or area under area rules).
    pub fn owner(&self, point: usize) -> Option<Color> {
        if self.refined_used {
            return self.refined.territory_owner(point);
        }
        self.owner[point]
    }

    /// The filled board's content at `point` (the seed's count and the area count only).
    pub fn layer(&self, point: usize) -> Layer {
        self.layer[point]
    }

    /// True if `point` belongs to a neutral region (dame): filled by the checkered step, or
    /// dame in the refined count.
    pub fn is_neutral(&self, point: usize) -> bool {
        if self.refined_used {
            return self.refined.verdict(point) == Verdict::Dame;
        }
        self.neutral[point]
    }

    /// True if `point` was filled as an obvious false eye, or is a false eye counting for
    /// nobody in the refined count.
    pub fn is_false_eye(&self, point: usize) -> bool {
        if self.refined_used {
            return self.refined.is_false_eye(point);
        }
        self.false_eye[point]
    }

    /// The refined count of the last `japanese` count.
    pub fn refined(&self) -> &RefinedCount {
        &self.refined
    }

    /// True if `point` is in a controlled region that the seki step discounts.
    pub fn is_seki_point(&self, point: usize) -> bool {
        if self.refined_used {
            return matches!(self.refined.verdict(point), Verdict::Seki(_));
        }
        let r = self.region[point];
        r != NONE && self.seki_region[r as usize]
    }

    /// The status of the stone at `point` (`None` for an empty point).
    pub fn status(&self, point: usize) -> Option<Status> {
        self.cells[point].color()?;
        Some(if self.dead[point] {
            Status::Dead
        } else if self.lives_in_seki(point) {
            Status::Seki
        } else {
            Status::Alive
        })
    }

    /// True when the living stone at `point` lives in seki.
    fn lives_in_seki(&self, point: usize) -> bool {
        if self.refined_used {
            return self.refined.is_seki_stone(point);
        }
        self.seki_stone[point]
    }

    /// The scored board as diagram rows (legend `x o . b w z a`).
    pub fn score_map(&self) -> Vec<String> {
        let g = self.geometry;
        (0..g.height())
            .map(|row| {
                (0..g.width())
                    .map(|col| {
                        let p = g.index(col, row);
                        map_char(self.cells[p], self.dead[p], self.owner(p))
                    })
                    .collect()
            })
            .collect()
    }

    pub(super) fn next_generation(&mut self) -> u32 {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.generation = 1;
        }
        self.generation
    }

    /// Root of the block holding stone `p` (union-find with path halving).
    pub(super) fn find(&mut self, mut p: usize) -> usize {
        while self.parent[p] as usize != p {
            let grand = self.parent[self.parent[p] as usize];
            self.parent[p] = grand;
            p = grand as usize;
        }
        p
    }

    /// Root of the block holding stone `p`, without shortening paths.
    pub(super) fn find_root(&self, mut p: usize) -> usize {
        while self.parent[p] as usize != p {
            p = self.parent[p] as usize;
        }
        p
    }

    pub(super) fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            let (lo, hi) = if ra < rb { (ra, rb) } else { (rb, ra) };
            self.parent[hi] = lo as u32;
        }
    }

    /// Root of region `r` in the expansion union-find.
    pub(super) fn find_expansion(&mut self, mut r: usize) -> usize {
        while self.expansion[r] as usize != r {
            let grand = self.expansion[self.expansion[r] as usize];
            self.expansion[r] = grand;
            r = grand as usize;
        }
        r
    }
}
