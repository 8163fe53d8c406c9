//! Step 3: obvious false eyes.

use crate::scoring::layers::{Layer, Scorer};

impl Scorer {
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
    pub(in crate::scoring) fn fill_false_eyes(&mut self) {
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
                    let root = self.find_root(n);
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
}
