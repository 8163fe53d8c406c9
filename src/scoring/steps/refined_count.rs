//! The default `japanese` count: the refined reading of regions, eyes and seki (see
//! `scoring::refined`) in place of steps 2 to 5; its verdicts stay in its own sets.

use crate::scoring::layers::Scorer;

impl Scorer {
    /// Counts the board left by step 1 with the refined reading.
    pub(in crate::scoring) fn count_refined(&mut self) {
        let g = self.geometry;
        self.refined.count(g, &self.cells, &self.dead);
        self.counts.territory = self.refined.territory();
        self.counts.seki_points = self.refined.seki_points();
        // the verdicts stay in the count's sets: the scorer's accessors read them there
    }
}
