//! Steps 4 and 5: blocks and groups.

use super::{Group, RefinedCount};
use crate::board::bitboard::BitBoard;
use crate::board::{Cell, Color};

impl RefinedCount {
    /// Step 4: blocks of solidly connected points of one kind (empty points, living stones of
    /// a colour, or dead stones of a colour), read where the count needs them: the blocks of
    /// empty or dead-stone points that spread over more than one region or beyond one
    /// (`mixed`: a bit-board flood from the points beside another region's point of their
    /// kind). The blocks holding dame are read by the seki step, and the liberties of a block
    /// when asked ([`RefinedCount::in_atari_or_worse`]).
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_blocks(&mut self) {
        let g = self.geometry;
        let bg = self.bits.geometry;
        let s = g.stride();
        let kinds = [
            self.bits.empty,
            self.bits.dead_of(Color::Black, &self.cells),
            self.bits.dead_of(Color::White, &self.cells),
        ];
        let live = self.bits.live[0].or(&self.bits.live[1]);
        let mut seeds = BitBoard::default();
        let kind = |p: usize| (self.cells[p], self.dead[p]);
        self.bits.board.minus(&live).for_each(&bg, |p| {
            for n in [p + 1, p + s] {
                if self.cells[n] != Cell::Border
                    && kind(n) == kind(p)
                    && self.region[n] != self.region[p]
                {
                    seeds.set(&bg, p);
                    seeds.set(&bg, n);
                }
            }
        });
        let mut mixed = BitBoard::default();
        let none = BitBoard::default();
        for k in &kinds {
            let mut spread = seeds.and(k);
            spread.flood(&bg, k, &none);
            mixed = mixed.or(&spread);
        }
        self.bits.mixed = mixed;
    }

    /// True when the block of stones at `p` (stones of its colour, living or dead as it is)
    /// has at most one liberty.
    pub(super) fn in_atari_or_worse(&mut self, p: usize) -> bool {
        let g = self.geometry;
        let kind = (self.cells[p], self.dead[p]);
        let seen = self.next_generation();
        let mut stack = std::mem::take(&mut self.list);
        stack.clear();
        stack.push(p as u32);
        self.mark[p] = seen;
        let mut liberty = None;
        let mut two = false;
        'walk: while let Some(q) = stack.pop() {
            for n in g.neighbours(q as usize) {
                if self.mark[n] == seen {
                    continue;
                }
                if (self.cells[n], self.dead[n]) == kind {
                    self.mark[n] = seen;
                    stack.push(n as u32);
                } else if self.cells[n] == Cell::Empty {
                    match liberty {
                        None => liberty = Some(n),
                        Some(l) if l != n => {
                            two = true;
                            break 'walk;
                        }
                        _ => {}
                    }
                }
            }
        }
        self.list = stack;
        !two
    }

    /// Step 5: groups. Living blocks of one colour joined through points of no region (dame)
    /// that are not the other colour's blocking points: a group lives or dies as one. Each is
    /// a bit-board flood from its first stone in scan order, Black's groups first.
    #[inline(never)] // each step stays visible in a profile
    pub(super) fn find_groups(&mut self) {
        let bg = self.bits.geometry;
        let none = BitBoard::default();
        let dame = self.bits.board.minus(&self.bits.in_region);
        for color in [Color::Black, Color::White] {
            let (own, enemy) = (color.index(), color.opponent().index());
            let passable = dame
                .minus(&self.bits.blocking[enemy])
                .or(&self.bits.live[own]);
            let mut left = self.bits.live[own];
            let mut from = 1;
            while let Some(start) = left.first(&bg, from) {
                from = bg.place(start).0;
                let (reached, rows) = BitBoard::flood_from(&bg, start, &passable, &none);
                let id = self.groups.len() as u32;
                self.groups.push(Group { eyes: (0, 0) });
                for r in rows {
                    let mut stones = reached.word(r) & self.bits.live[own].word(r);
                    *left.word_mut(r) &= !stones;
                    while stones != 0 {
                        self.group[bg.index(r, stones.trailing_zeros())] = id;
                        stones &= stones - 1;
                    }
                }
            }
        }
    }
}
