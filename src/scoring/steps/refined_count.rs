//! The default `japanese` count: the refined reading of regions, eyes and seki (see
//! `scoring::refined`) in place of steps 2 to 5, its verdicts copied into the scorer's layers.

use crate::scoring::layers::Scorer;
use crate::scoring::Verdict;

impl Scorer {
    /// Counts the board left by step 1 with the refined reading.
    pub(in crate::scoring) fn count_refined(&mut self) {
        let g = self.geometry;
        self.refined.count(g, &self.cells, &self.dead);
        self.counts.territory = self.refined.territory();
        self.counts.seki_points = self.refined.seki_points();
        // the layers start empty (step 1): only what the count marks is written
        for row in g.rows() {
            for p in row {
                match self.refined.verdict(p) {
                    Verdict::Territory(color) => self.owner[p] = Some(color),
                    Verdict::Dame => self.neutral[p] = true,
                    Verdict::FalseEye(_) => self.false_eye[p] = true,
                    Verdict::Stone => self.seki_stone[p] = self.refined.is_seki_stone(p),
                    Verdict::Seki(_) | Verdict::Unsettled(_) => {}
                }
            }
        }
    }
}
