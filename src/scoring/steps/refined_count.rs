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
        // the layers start empty (step 1): only what the count marks is written, read from
        // the points it decided; a living stone's only mark is seki, looked for only when some
        // region holds stones in seki
        let (refined, owner, neutral, false_eye) = (
            &self.refined,
            &mut self.owner,
            &mut self.neutral,
            &mut self.false_eye,
        );
        refined.for_each_decided(|p, verdict| match verdict {
            Verdict::Territory(color) => owner[p] = Some(color),
            Verdict::Dame => neutral[p] = true,
            Verdict::FalseEye(_) => false_eye[p] = true,
            Verdict::Stone | Verdict::Seki(_) | Verdict::Unsettled(_) => {}
        });
        if refined.has_seki_stones() {
            let seki_stone = &mut self.seki_stone;
            refined.for_each_living_stone(|p| seki_stone[p] = refined.is_seki_stone(p));
        }
    }
}
