//! The default `japanese` count: the refined reading of regions, eyes and seki (see
//! `scoring::refined`) in place of steps 2 to 5, its verdicts copied into the scorer's layers.

use crate::scoring::layers::Scorer;

impl Scorer {
    /// Counts the board left by step 1 with the refined reading.
    pub(in crate::scoring) fn count_refined(&mut self) {
        let g = self.geometry;
        self.refined.count(g, &self.cells, &self.dead);
        self.counts.territory = self.refined.territory();
        self.counts.seki_points = self.refined.seki_points();
        // the layers start empty (step 1): only what the count marks is written, read from
        // its sets of points (territory, dame, false eyes, stones in seki)
        let (refined, owner, neutral, false_eye) = (
            &self.refined,
            &mut self.owner,
            &mut self.neutral,
            &mut self.false_eye,
        );
        refined.for_each_territory_point(|p, color| owner[p] = Some(color));
        refined.for_each_dame_point(|p| neutral[p] = true);
        refined.for_each_false_eye(|p| false_eye[p] = true);
        let seki_stone = &mut self.seki_stone;
        refined.for_each_seki_stone(|p| seki_stone[p] = true);
    }
}
