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
        for row in g.rows() {
            for p in row {
                let verdict = self.refined.verdict(p);
                self.owner[p] = self.refined.territory_owner(p);
                self.neutral[p] = verdict == Verdict::Dame;
                self.false_eye[p] = matches!(verdict, Verdict::FalseEye(_));
                self.seki_stone[p] = self.refined.is_seki_stone(p);
            }
        }
    }
}
