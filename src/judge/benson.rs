//! Benson's unconditional life: the blocks that can never be captured, even if their owner
//! passes every move, and the areas they enclose for sure.
//!
//! For one colour: the candidate blocks are all of its blocks, and the candidate regions are the
//! connected sets of points not of that colour (empty points and enemy stones). A region is
//! *vital* to a block it borders when every empty point of the region is a liberty of the block.
//! Repeat until nothing changes: drop every block with fewer than two vital candidate regions,
//! then drop every region that borders a dropped block. The blocks left are pass-alive.
//!
//! A region left whose every bordering block is pass-alive and that is vital to one of them is
//! a *pass-alive area*: the enemy has no eye point in it, so its enemy stones are dead.

use super::light_board::{BLACK, BORDER, EMPTY, WHITE};

const NONE: u32 = u32::MAX;

/// Pass-alive blocks and areas of both colours, per point of the padded array.
#[derive(Clone, Debug, Default)]
pub(super) struct Benson {
    /// The stone's block is pass-alive.
    pub(super) pass_alive: Vec<bool>,
    /// The colour whose pass-alive area holds the point (`EMPTY` if none).
    pub(super) area: Vec<u8>,
}

impl Benson {
    /// Both colours' pass-alive blocks and areas on the padded board `color`.
    pub(super) fn find(color: &[u8], stride: usize) -> Benson {
        let mut found = Benson {
            pass_alive: vec![false; color.len()],
            area: vec![EMPTY; color.len()],
        };
        for c in [BLACK, WHITE] {
            found.find_for(color, stride, c);
        }
        found
    }

    /// One colour's pass-alive blocks and areas on the padded board `color` (half the work of
    /// [`Benson::find`]).
    pub(super) fn of_color(color: &[u8], stride: usize, c: u8) -> Benson {
        let mut found = Benson {
            pass_alive: vec![false; color.len()],
            area: vec![EMPTY; color.len()],
        };
        found.find_for(color, stride, c);
        found
    }

    fn find_for(&mut self, color: &[u8], stride: usize, c: u8) {
        let len = color.len();
        let neighbours = |p: usize| [p - stride, p - 1, p + 1, p + stride];
        // blocks of colour c and regions of everything else
        let mut block = vec![NONE; len];
        let mut region = vec![NONE; len];
        let mut blocks = 0u32;
        let mut regions = 0u32;
        let mut stack = Vec::new();
        for start in 0..len {
            if color[start] == BORDER {
                continue;
            }
            let is_block = color[start] == c;
            let labels = if is_block { &mut block } else { &mut region };
            if labels[start] != NONE {
                continue;
            }
            let id = if is_block { blocks } else { regions };
            labels[start] = id;
            stack.push(start);
            while let Some(p) = stack.pop() {
                for n in neighbours(p) {
                    if color[n] != BORDER && (color[n] == c) == is_block && labels[n] == NONE {
                        labels[n] = id;
                        stack.push(n);
                    }
                }
            }
            if is_block {
                blocks += 1;
            } else {
                regions += 1;
            }
        }
        let (nb, nr) = (blocks as usize, regions as usize);
        // bordering blocks of each region, and the blocks each region is vital to
        let mut borders: Vec<Vec<u32>> = vec![Vec::new(); nr];
        for p in 0..len {
            if region[p] == NONE {
                continue;
            }
            for n in neighbours(p) {
                let b = block[n];
                if b != NONE && !borders[region[p] as usize].contains(&b) {
                    borders[region[p] as usize].push(b);
                }
            }
        }
        // vital[r] = blocks b bordering r such that every empty point of r touches b
        let mut vital: Vec<Vec<u32>> = borders.clone();
        for p in 0..len {
            let r = region[p];
            if r == NONE || color[p] != EMPTY {
                continue;
            }
            let touching = neighbours(p).map(|n| block[n]);
            vital[r as usize].retain(|b| touching.contains(b));
        }
        let mut block_alive = vec![true; nb];
        let mut region_alive = vec![true; nr];
        loop {
            let mut vital_count = vec![0u32; nb];
            for r in 0..nr {
                if region_alive[r] {
                    for &b in &vital[r] {
                        vital_count[b as usize] += 1;
                    }
                }
            }
            let mut changed = false;
            for b in 0..nb {
                if block_alive[b] && vital_count[b] < 2 {
                    block_alive[b] = false;
                    changed = true;
                }
            }
            for r in 0..nr {
                if region_alive[r] && borders[r].iter().any(|&b| !block_alive[b as usize]) {
                    region_alive[r] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for p in 0..len {
            if block[p] != NONE && block_alive[block[p] as usize] {
                self.pass_alive[p] = true;
            }
            let r = region[p];
            if r != NONE
                && region_alive[r as usize]
                && !borders[r as usize].is_empty()
                && !vital[r as usize].is_empty()
            {
                self.area[p] = c;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::light_board::PlayoutBoard;
    use super::*;

    fn benson(rows: &[&str]) -> (PlayoutBoard, Benson) {
        let board = PlayoutBoard::from_rows(rows);
        let found = Benson::find(&board.color, board.stride());
        (board, found)
    }

    /// The found layer as a diagram: `X`/`O` pass-alive stones, `z`/`a` pass-alive areas.
    fn picture(board: &PlayoutBoard, found: &Benson) -> Vec<String> {
        let s = board.stride();
        let h = board.color.len() / s - 2;
        (0..h)
            .map(|row| {
                (0..s - 2)
                    .map(|col| {
                        let p = (row + 1) * s + col + 1;
                        match (board.color[p], found.pass_alive[p], found.area[p]) {
                            (BLACK, true, _) => 'X',
                            (WHITE, true, _) => 'O',
                            (_, _, BLACK) => 'z',
                            (_, _, WHITE) => 'a',
                            (BLACK, _, _) => 'x',
                            (WHITE, _, _) => 'o',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn two_separate_eyes_make_a_block_pass_alive_and_its_eyes_its_area() {
        let (b, found) = benson(&[".x.x.", "xxxxx", ".....", "ooooo", "....."]);
        assert_eq!(
            picture(&b, &found),
            ["zXzXz", "XXXXX", ".....", "ooooo", "....."],
            "the bottom white row has one big region, not two vital ones"
        );
    }

    #[test]
    fn an_enemy_stone_in_a_small_region_lies_in_the_area() {
        // A6 is empty and touches black, B6 is a white stone: the region is vital to black
        let (b, found) = benson(&[".ox.x.", "xxxxxx", "......", "oooooo", "......"]);
        assert_eq!(
            picture(&b, &found),
            ["zzXzXz", "XXXXXX", "......", "oooooo", "......"],
        );
    }

    #[test]
    fn one_eye_is_not_enough() {
        let (b, found) = benson(&[".x...", "xx...", ".....", "....."]);
        assert!(picture(&b, &found).iter().all(|r| !r.contains('X')));
    }
}
