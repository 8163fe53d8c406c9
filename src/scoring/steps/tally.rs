//! Step 6: territory or area, and the numbers.

use super::bit_color;
use crate::board::Color;
use crate::scoring::layers::Scorer;
use crate::scoring::{Position, Settings, Tally};

impl Scorer {
    /// Territory: the points of controlled regions not discounted as seki.
    pub(in crate::scoring) fn mark_territory(&mut self) {
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
    pub(in crate::scoring) fn mark_area(&mut self) {
        self.seki_region.clear();
        self.seki_region.resize(self.regions.len(), false);
        self.mark_territory();
    }

    /// Step 6: the numbers. Stones and dead stones were counted in step 1, territory and seki
    /// points when the regions were marked; what is left counts for nobody (dame).
    pub(in crate::scoring) fn tally(&self, position: &Position, settings: &Settings) -> Tally {
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
