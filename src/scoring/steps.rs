//! The steps of the seed's algorithm, one function each, in the order they run.

use super::eyes::{eye_count, is_curved_four, Shape};
use super::layers::{Counts, Layer, RegionInfo, Scorer, NONE};
use super::{Position, Settings, Tally};
use crate::board::{Cell, Color};

const BLACK_BIT: u8 = 1;
const WHITE_BIT: u8 = 2;

fn color_bit(layer: Layer) -> u8 {
    match layer {
        Layer::Black => BLACK_BIT,
        Layer::White => WHITE_BIT,
        _ => 0,
    }
}

fn bit_color(bits: u8) -> Option<Color> {
    match bits {
        BLACK_BIT => Some(Color::Black),
        WHITE_BIT => Some(Color::White),
        _ => None,
    }
}

impl Scorer {
    /// Step 1: copy the board and take the stones marked dead off it; link each block's stones.
    pub(super) fn remove_dead_stones(&mut self, position: &Position) {
        let board = position.board;
        let g = board.geometry();
        let len = g.array_len();
        self.geometry = g;
        self.cells.clear();
        self.cells.extend_from_slice(board.cells());
        self.dead.clear();
        self.dead.resize(len, false);
        self.layer.clear();
        self.layer.resize(len, Layer::Border);
        self.counts = Counts::default();
        for row in g.rows() {
            for p in row {
                let cell = self.cells[p];
                let dead = cell.color().is_some() && position.is_dead(p);
                if let Some(color) = cell.color() {
                    if dead {
                        self.counts.dead_prisoners[color.opponent().index()] += 1;
                    } else {
                        self.counts.stones[color.index()] += 1;
                    }
                }
                self.dead[p] = dead;
                self.layer[p] = match cell {
                    Cell::Black if !dead => Layer::Black,
                    Cell::White if !dead => Layer::White,
                    _ => Layer::Empty,
                };
            }
        }
        for buffer in [&mut self.neutral, &mut self.false_eye, &mut self.seki_stone] {
            buffer.clear();
            buffer.resize(len, false);
        }
        self.owner.clear();
        self.owner.resize(len, None);
        self.region.clear();
        self.region.resize(len, NONE);
        self.regions.clear();
        if self.mark.len() != len {
            self.mark = vec![0; len];
            self.generation = 0;
        }
        self.parent.clear();
        self.parent.extend(0..len as u32);
        self.link_blocks();
    }

    /// Points every stone's union-find parent at the first stone (in scan order) of its block:
    /// one scan linking each stone to the stone above or to its left, then one scan in the same
    /// order that flattens every path (parents always precede their children).
    fn link_blocks(&mut self) {
        let g = self.geometry;
        let s = g.stride();
        for row in g.rows() {
            for p in row {
                let color = self.layer[p];
                if color.color().is_none() {
                    continue;
                }
                let (up, left) = (p - s, p - 1);
                match (self.layer[up] == color, self.layer[left] == color) {
                    (false, false) => {}
                    (true, false) => self.parent[p] = self.parent[up],
                    (false, true) => self.parent[p] = self.parent[left],
                    (true, true) => {
                        self.parent[p] = self.parent[up];
                        self.union(up, left);
                    }
                }
            }
        }
        for row in g.rows() {
            for p in row {
                let parent = self.parent[p] as usize;
                self.parent[p] = self.parent[parent];
            }
        }
    }

    /// Labels the empty points of the current layer into regions, with each region's boundary
    /// colours, size, boundary length and shape facts. `self.points` holds the points region by
    /// region (each region's slice starts at its `first`).
    pub(super) fn label_regions(&mut self) {
        let g = self.geometry;
        let s = g.stride();
        let first_generation = self.next_generation();
        let Scorer {
            layer,
            region,
            regions,
            points,
            edge_points,
            mark,
            generation,
            ..
        } = self;
        let layer = &layer[..];
        let region = &mut region[..];
        let mark = &mut mark[..];
        region.iter_mut().for_each(|r| *r = NONE);
        regions.clear();
        points.clear();
        edge_points.clear();
        // one mark generation per region, so boundary stones are counted once per region
        let mut current = first_generation;
        for row in g.rows() {
            for start in row {
                if layer[start] != Layer::Empty || region[start] != NONE {
                    continue;
                }
                if current == u32::MAX {
                    mark.iter_mut().for_each(|m| *m = 0);
                    current = 0;
                }
                current += 1;
                let id = regions.len() as u32;
                let first = points.len();
                region[start] = id;
                points.push(start);
                let mut info = RegionInfo {
                    first: first as u32,
                    ..RegionInfo::default()
                };
                let mut i = first;
                while i < points.len() {
                    let p = points[i];
                    i += 1;
                    let mut occupied = false;
                    for n in g.neighbours(p) {
                        match layer[n] {
                            Layer::Empty => {
                                if region[n] == NONE {
                                    region[n] = id;
                                    points.push(n);
                                }
                            }
                            Layer::Border => info.boundary_length += 1,
                            stone @ (Layer::Black | Layer::White) => {
                                occupied = true;
                                if mark[n] != current {
                                    mark[n] = current;
                                    info.boundary_length += 1;
                                    info.colors |= color_bit(stone);
                                }
                            }
                            Layer::NeutralFill => {}
                        }
                    }
                    if occupied {
                        edge_points.push(p);
                    }
                }
                let members = &points[first..];
                info.size = members.len() as u32;
                if matches!(info.boundary_length, 8 | 9) {
                    info.has_square_four = members
                        .iter()
                        .any(|&p| [p + 1, p + s, p + s + 1].iter().all(|&q| region[q] == id));
                    info.is_curved_four = is_curved_four(g, members);
                }
                regions.push(info);
            }
        }
        *generation = current;
    }

    /// The points of region `r`, as labelled by [`Scorer::label_regions`].
    pub(super) fn region_points(&self, r: usize) -> std::ops::Range<usize> {
        let start = self.regions[r].first as usize;
        let end = self
            .regions
            .get(r + 1)
            .map_or(self.points.len(), |next| next.first as usize);
        start..end
    }

    /// Step 2: fill every neutral region (its boundary holds both colours), each on its own,
    /// with a checkered pattern.
    ///
    /// A checkered fill of a region has two phases (which colour goes on the points of even
    /// `column + row`), and the seed's outcome depends on that arbitrary choice. Its stated
    /// intent is that a gap of one neutral point connects (a bamboo joint: either phase puts a
    /// stone of the group's colour between its two halves) and a bigger gap separates (no phase
    /// connects across a 2x2 gap). So the fill here connects two blocks through a neutral region
    /// exactly when **both** phases connect them, and the filled points count for nobody and are
    /// liberties of nobody whichever colour they got. A single neutral point between two groups
    /// of each colour (the seed's "unresolved" cut) therefore connects neither side. This rule is
    /// the same under the 8 symmetries of the board and under swapping colours.
    ///
    /// ```text
    /// before        checkered (either phase)    connection kept
    /// o o o o       o o o o                     the two white halves are
    /// . . . .       x o x o   /  o x o x        one block: both phases join
    /// o o o o       o o o o                     them through some point
    /// ```
    pub(super) fn fill_neutral_points(&mut self) {
        self.label_regions();
        for r in 0..self.regions.len() {
            if self.regions[r].colors != BLACK_BIT | WHITE_BIT {
                continue;
            }
            let range = self.region_points(r);
            for color in [Layer::Black, Layer::White] {
                self.connect_through_both_phases(range.clone(), color);
            }
            for i in range {
                let p = self.points[i];
                self.layer[p] = Layer::NeutralFill;
                self.neutral[p] = true;
            }
        }
    }

    /// Joins the `color` blocks around a neutral region that both checkered phases connect.
    fn connect_through_both_phases(&mut self, range: std::ops::Range<usize>, color: Layer) {
        let g = self.geometry;
        self.block_roots.clear();
        let generation = self.next_generation();
        for i in range.clone() {
            for n in g.neighbours(self.points[i]) {
                if self.layer[n] == color {
                    let root = self.find(n);
                    if self.mark[root] != generation {
                        self.mark[root] = generation;
                        self.block_roots.push(root as u32);
                    }
                }
            }
        }
        let m = self.block_roots.len();
        if m < 2 {
            return;
        }
        for phase in 0..2 {
            let mut small = std::mem::take(&mut self.small_parent[phase]);
            small.clear();
            small.extend(0..m as u32);
            for i in range.clone() {
                let p = self.points[i];
                let (col, row) = g.coords(p);
                if (col + row) % 2 != phase {
                    continue;
                }
                let mut first: Option<usize> = None;
                for n in g.neighbours(p) {
                    if self.layer[n] != color {
                        continue;
                    }
                    let root = self.find(n) as u32;
                    let k = self.block_roots.iter().position(|&b| b == root);
                    if let Some(k) = k {
                        match first {
                            None => first = Some(k),
                            Some(f) => small_union(&mut small, f, k),
                        }
                    }
                }
            }
            self.small_parent[phase] = small;
        }
        for i in 0..m {
            for j in i + 1..m {
                let same0 = small_find(&mut self.small_parent[0], i)
                    == small_find(&mut self.small_parent[0], j);
                let same1 = small_find(&mut self.small_parent[1], i)
                    == small_find(&mut self.small_parent[1], j);
                if same0 && same1 {
                    let (a, b) = (self.block_roots[i] as usize, self.block_roots[j] as usize);
                    self.union(a, b);
                }
            }
        }
    }

    /// Step 3: fill obvious false eyes. A point is *false-ish* when it is empty and, on the first
    /// line (at most two on-board diagonals), has at least one occupied neighbour and at least
    /// one opposing diagonal; elsewhere at least two of each. A false-ish point that is the last
    /// liberty of a neighbouring block (a *capture point*) is filled with its neighbours' colour;
    /// repeat until none is left. Filling only ever adds stones, so a point that qualifies keeps
    /// qualifying: the filled set does not depend on the order.
    ///
    /// Whether a point is false depends on the colours the neutral fill gave its diagonals and
    /// neighbouring blocks, so the loop runs on the board of each checkered phase, and a point is
    /// an *obvious* false eye only when **both** phases fill it: the eye's owner gets the benefit
    /// of the doubt, as when the owner fills the critical dame first. (An eye in seki whose
    /// diagonal is the shared liberty stays an eye.) The phases only run when a cheaper pass
    /// finds something: with the neutral points as colourless walls, counted as opposing
    /// diagonals, every phase's fills are a subset of that pass's fills.
    ///
    /// ```text
    /// before    after      the corner point is false-ish (black diagonal) and
    /// . o x     o o x      the last liberty of the white stones once the
    /// o o x     o o x      neutral points beside them are filled
    /// ```
    pub(super) fn fill_false_eyes(&mut self) {
        self.filled_false_eyes = false;
        let g = self.geometry;
        let mut walls = std::mem::take(&mut self.saved_layer);
        let mut walls_parent = std::mem::take(&mut self.saved_parent);
        walls.clone_from(&self.layer);
        walls_parent.clone_from(&self.parent);
        // With the neutral points as walls (no colour, no liberties, robust connections only)
        // every phase's fills are a subset of these; none here, or no neutral point, settles it.
        self.fill_false_eyes_on_layer(None);
        if !self.filled_false_eyes || !self.neutral.contains(&true) {
            self.saved_layer = walls;
            self.saved_parent = walls_parent;
            return;
        }
        self.wall_fills.clear();
        for row in g.rows() {
            self.wall_fills.extend(row.filter(|&p| self.false_eye[p]));
        }
        for phase in 0..2 {
            // the checkered fill of this phase; robust connections hold in both phases, so the
            // phase's blocks are the walls' blocks joined through its stones
            self.layer.clone_from(&walls);
            self.parent.clone_from(&walls_parent);
            for row in g.rows() {
                for p in row {
                    if self.neutral[p] {
                        let (c, r) = g.coords(p);
                        self.layer[p] = if (c + r) % 2 == phase {
                            Layer::Black
                        } else {
                            Layer::White
                        };
                        for n in g.neighbours(p) {
                            if self.layer[n] == self.layer[p] {
                                self.union(p, n);
                            }
                        }
                    }
                }
            }
            self.false_eye.iter_mut().for_each(|f| *f = false);
            let walls_fills = std::mem::take(&mut self.wall_fills);
            self.fill_false_eyes_on_layer(Some(&walls_fills));
            self.wall_fills = walls_fills;
            let mut fills = std::mem::take(&mut self.phase_fills[phase]);
            fills.clone_from(&self.false_eye);
            self.phase_fills[phase] = fills;
        }
        self.layer.clone_from(&walls);
        self.parent.clone_from(&walls_parent);
        self.saved_layer = walls;
        self.saved_parent = walls_parent;
        self.filled_false_eyes = false;
        for row in g.rows() {
            for p in row {
                self.false_eye[p] = false;
                if self.phase_fills[0][p] && self.phase_fills[1][p] {
                    self.fill_false_eye(p);
                }
            }
        }
    }

    /// The false-eye loop on the current layer. `only` limits the points looked at (a phase
    /// can only fill what the walls filled); otherwise the first round looks at the empty points
    /// beside a stone (no other point can be false-ish) and later rounds at the whole board.
    fn fill_false_eyes_on_layer(&mut self, only: Option<&[usize]>) {
        let g = self.geometry;
        let len = g.array_len();
        let mut first_round = true;
        loop {
            let mut found = std::mem::take(&mut self.stack);
            found.clear();
            let candidates: &[usize] = match only {
                Some(points) => points,
                None if first_round => &self.edge_points,
                None => &[],
            };
            if only.is_some() || first_round {
                for &p in candidates {
                    if self.layer[p] == Layer::Empty && self.is_false_ish(p) {
                        found.push(p);
                    }
                }
            } else {
                for row in g.rows() {
                    for p in row {
                        if self.layer[p] == Layer::Empty && self.is_false_ish(p) {
                            found.push(p);
                        }
                    }
                }
            }
            if !found.is_empty() {
                self.count_liberties_per_block(len, first_round);
                found.retain(|&p| self.is_capture_point(p));
            }
            first_round = false;
            let done = found.is_empty();
            for &p in &found {
                self.fill_false_eye(p);
            }
            self.stack = found;
            if done {
                break;
            }
        }
    }

    /// Fills `p` with the colour of its occupied neighbours (all one colour: `p` is in a
    /// controlled region) and joins it to their blocks.
    fn fill_false_eye(&mut self, p: usize) {
        let g = self.geometry;
        let color = g
            .neighbours(p)
            .iter()
            .find_map(|&n| self.layer[n].color())
            .map(Layer::of_color);
        if let Some(color) = color {
            self.layer[p] = color;
            self.false_eye[p] = true;
            self.filled_false_eyes = true;
            for n in g.neighbours(p) {
                if self.layer[n] == color {
                    self.union(p, n);
                }
            }
        }
    }

    /// Liberties of every block, counted up to two, stored at the block's root. Before any
    /// false eye is filled the liberties are exactly the empty points beside a stone.
    fn count_liberties_per_block(&mut self, len: usize, before_fills: bool) {
        let g = self.geometry;
        self.liberty_count.clear();
        self.liberty_count.resize(len, 0);
        let mut points = std::mem::take(&mut self.points_scratch);
        points.clear();
        if before_fills {
            points.extend_from_slice(&self.edge_points);
        } else {
            for row in g.rows() {
                points.extend(row.filter(|&p| self.layer[p] == Layer::Empty));
            }
        }
        for &p in &points {
            if self.layer[p] != Layer::Empty {
                continue;
            }
            let mut seen = [usize::MAX; 4];
            for (k, n) in g.neighbours(p).into_iter().enumerate() {
                if self.layer[n].color().is_some() {
                    let root = self.find(n);
                    if !seen[..k].contains(&root) {
                        seen[k] = root;
                        let c = &mut self.liberty_count[root];
                        *c = (*c + 1).min(2);
                    }
                }
            }
        }
        self.points_scratch = points;
    }

    /// The seed's false-ish test (see [`Scorer::fill_false_eyes`]).
    fn is_false_ish(&self, p: usize) -> bool {
        let g = self.geometry;
        let mut occupied = 0;
        let mut own = None;
        for n in g.neighbours(p) {
            if let Some(c) = self.layer[n].color() {
                occupied += 1;
                own = Some(c);
            }
        }
        let Some(own) = own else {
            return false;
        };
        let opponent = Layer::of_color(own.opponent());
        let mut on_board = 0;
        let mut opposing = 0;
        for d in g.diagonals(p) {
            let layer = self.layer[d];
            on_board += u32::from(layer != Layer::Border);
            opposing += u32::from(layer == opponent || layer == Layer::NeutralFill);
        }
        let needed = if on_board <= 2 { 1 } else { 2 };
        occupied >= needed && opposing >= needed
    }

    /// True when a neighbouring block has `p` as its only liberty.
    fn is_capture_point(&self, p: usize) -> bool {
        let g = self.geometry;
        g.neighbours(p)
            .into_iter()
            .any(|n| self.layer[n].color().is_some() && self.liberty_count[self.find_root(n)] == 1)
    }

    /// Step 4: the controlled regions left after the fills. The neutral fill only turns whole
    /// regions (those with both colours on their boundary, which every later step skips) into
    /// filled points, so the labels of step 2 stay right unless a false eye was filled.
    pub(super) fn find_regions(&mut self) {
        if self.filled_false_eyes {
            self.label_regions();
        }
    }

    /// Step 5: expand each controlled region over the regions directly related to it (sharing a
    /// block of boundary stones), sum the optimistic eye counts over the expansion, and mark
    /// every region of an expansion with fewer than two eyes as seki.
    pub(super) fn find_seki(&mut self) {
        let g = self.geometry;
        let n = self.regions.len();
        self.expansion.clear();
        self.expansion.extend(0..n as u32);
        // block root -> first region seen bordering it
        let len = g.array_len();
        self.block_region.clear();
        self.block_region.resize(len, NONE);
        // only the empty points beside a stone touch boundary stones
        for k in 0..self.edge_points.len() {
            let p = self.edge_points[k];
            let r = self.region[p] as usize;
            if bit_color(self.regions[r].colors).is_none() {
                continue;
            }
            for nb in g.neighbours(p) {
                if self.layer[nb].color().is_none() {
                    continue;
                }
                let root = self.find(nb);
                match self.block_region[root] {
                    NONE => self.block_region[root] = r as u32,
                    other if other as usize == r => {}
                    other => {
                        let (a, b) = (self.find_expansion(r), self.find_expansion(other as usize));
                        if a != b {
                            self.expansion[a.max(b)] = a.min(b) as u32;
                        }
                    }
                }
            }
        }
        self.eye_sum.clear();
        self.eye_sum.resize(n, 0);
        for r in 0..n {
            let info = self.regions[r];
            if bit_color(info.colors).is_none() {
                continue;
            }
            let shape = Shape {
                size: info.size,
                has_square_four: info.has_square_four,
                is_curved_four: info.is_curved_four,
            };
            let root = self.find_expansion(r);
            self.eye_sum[root] += eye_count(info.boundary_length, shape).optimistic();
        }
        self.seki_region.clear();
        self.seki_region.resize(n, false);
        for r in 0..n {
            if bit_color(self.regions[r].colors).is_some() {
                let root = self.find_expansion(r);
                self.seki_region[r] = self.eye_sum[root] < 2;
            }
        }
    }

    /// `japanese-strict`: every live block touching a neutral point is in seki, and every
    /// controlled region whose boundary holds such a block counts for nobody.
    pub(super) fn apply_strict_rule(&mut self) {
        let g = self.geometry;
        let generation = self.next_generation();
        self.stack.clear();
        for row in g.rows() {
            for p in row {
                if self.neutral[p] {
                    for n in g.neighbours(p) {
                        if self.is_original_stone(n) && self.mark[n] != generation {
                            self.mark[n] = generation;
                            self.stack.push(n);
                        }
                    }
                }
            }
        }
        while let Some(p) = self.stack.pop() {
            for n in g.neighbours(p) {
                if self.is_original_stone(n)
                    && self.layer[n] == self.layer[p]
                    && self.mark[n] != generation
                {
                    self.mark[n] = generation;
                    self.stack.push(n);
                }
            }
        }
        for r in 0..self.regions.len() {
            let touches = self.region_points(r).any(|i| {
                g.neighbours(self.points[i])
                    .iter()
                    .any(|&n| self.mark[n] == generation)
            });
            if touches {
                self.seki_region[r] = true;
            }
        }
    }

    fn is_original_stone(&self, p: usize) -> bool {
        self.layer[p].color().is_some() && !self.false_eye[p]
    }

    /// Territory: the points of controlled regions not discounted as seki.
    pub(super) fn mark_territory(&mut self) {
        for r in 0..self.regions.len() {
            let Some(color) = bit_color(self.regions[r].colors) else {
                continue;
            };
            if self.seki_region[r] {
                self.counts.seki_points += self.regions[r].size;
                continue;
            }
            self.counts.territory[color.index()] += self.regions[r].size;
            for i in self.region_points(r) {
                let p = self.points[i];
                self.owner[p] = Some(color);
            }
        }
    }

    /// Area: every region touching one colour only belongs to it (no fills, no seki step).
    pub(super) fn mark_area(&mut self) {
        self.seki_region.clear();
        self.seki_region.resize(self.regions.len(), false);
        self.mark_territory();
    }

    /// Seki stones: the blocks (as joined by the fills) around a region the seki step
    /// discounts, and the opposing blocks sharing a liberty (a neutral point) with them that
    /// cannot make two eyes themselves (optimistic eye sum below two). Everything else not
    /// marked dead is alive, so an unfinished position with no seki lists no seki stones.
    pub(super) fn find_seki_stones(&mut self) {
        if self.rules.is_area() || !self.seki_region.contains(&true) {
            return;
        }
        let g = self.geometry;
        let len = g.array_len();
        // per block root: the eyes of its expansion (capped at 2), and whether it is in seki
        self.block_eyes.clear();
        self.block_eyes.resize(len, 0);
        self.block_seki.clear();
        self.block_seki.resize(len, false);
        for r in 0..self.regions.len() {
            if bit_color(self.regions[r].colors).is_none() {
                continue;
            }
            let root = self.find_expansion(r);
            let eyes = self.eye_sum[root].min(2) as u8;
            let seki = self.seki_region[r];
            for i in self.region_points(r) {
                for nb in g.neighbours(self.points[i]) {
                    if self.layer[nb].color().is_some() {
                        let b = self.find(nb);
                        self.block_eyes[b] = self.block_eyes[b].max(eyes);
                        self.block_seki[b] |= seki;
                    }
                }
            }
        }
        // the opposing blocks sharing a neutral point with a seki block, without two eyes
        let mut joining = std::mem::take(&mut self.stack);
        joining.clear();
        for row in g.rows() {
            for p in row {
                if !self.neutral[p] {
                    continue;
                }
                let mut seki_colors = 0u8;
                for n in g.neighbours(p) {
                    if self.layer[n].color().is_some() && self.block_seki[self.find_root(n)] {
                        seki_colors |= color_bit(self.layer[n]);
                    }
                }
                for n in g.neighbours(p) {
                    let bit = color_bit(self.layer[n]);
                    if bit != 0 && seki_colors & !bit != 0 {
                        let b = self.find(n);
                        if self.block_eyes[b] < 2 {
                            joining.push(b);
                        }
                    }
                }
            }
        }
        for &b in &joining {
            self.block_seki[b] = true;
        }
        self.stack = joining;
        for row in g.rows() {
            for p in row {
                if self.is_original_stone(p) {
                    let root = self.find(p);
                    self.seki_stone[p] = self.block_seki[root];
                }
            }
        }
    }

    /// Step 6: the numbers. Stones and dead stones were counted in step 1, territory and seki
    /// points when the regions were marked; what is left counts for nobody (dame).
    pub(super) fn tally(&self, position: &Position, settings: &Settings) -> Tally {
        let c = &self.counts;
        let mut t = Tally {
            komi: settings.komi,
            compensation: settings.rules.handicap_compensation(settings.handicap),
            territory: c.territory,
            dead_prisoners: c.dead_prisoners,
            stones: c.stones,
            seki_points: c.seki_points,
            ..Tally::default()
        };
        for color in [Color::Black, Color::White] {
            t.captured[color.index()] = position.board.captures(color);
        }
        let counted = t.stones[0] + t.stones[1] + t.territory[0] + t.territory[1] + t.seki_points;
        t.dame = self.geometry.point_count() as u32 - counted;
        let (b, w) = (Color::Black.index(), Color::White.index());
        if settings.rules.is_area() {
            t.black_total = (t.stones[b] + t.territory[b]) as f64;
            t.white_total = (t.stones[w] + t.territory[w]) as f64 + t.komi + t.compensation;
        } else {
            t.black_total = (t.territory[b] + t.captured[b] + t.dead_prisoners[b]) as f64;
            t.white_total = (t.territory[w] + t.captured[w] + t.dead_prisoners[w]) as f64 + t.komi;
        }
        t
    }
}

fn small_find(parent: &mut [u32], mut i: usize) -> usize {
    while parent[i] as usize != i {
        parent[i] = parent[parent[i] as usize];
        i = parent[i] as usize;
    }
    i
}

fn small_union(parent: &mut [u32], a: usize, b: usize) {
    let (ra, rb) = (small_find(parent, a), small_find(parent, b));
    if ra != rb {
        parent[ra.max(rb)] = ra.min(rb) as u32;
    }
}
