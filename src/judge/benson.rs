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

    /// True when the block of colour `c` at `stone` on the padded board `color` is
    /// pass-alive ([`Benson::of_color`]). A block with fewer than two vital regions is dropped
    /// in the first round of the test and never comes back (rounds only drop): that is read
    /// from the regions beside it alone, the whole board only for a block that has two.
    pub(super) fn block_is_pass_alive(color: &[u8], stride: usize, c: u8, stone: usize) -> bool {
        has_two_vital_regions(color, stride, c, stone)
            && Benson::of_color(color, stride, c).pass_alive[stone]
    }

    fn find_for(&mut self, color: &[u8], stride: usize, c: u8) {
        let len = color.len();
        let neighbours = |p: usize| [p - stride, p - 1, p + 1, p + stride];
        let (block, nb) = label_blocks(color, &neighbours, c);
        let regions = Regions::of(color, &neighbours, c, &block, nb);
        // per block, whether it is still a candidate; per region, the same
        let nr = regions.count();
        let mut block_alive = vec![true; nb];
        let mut region_alive = vec![true; nr];
        let mut vital_count = vec![0u32; nb];
        loop {
            vital_count.fill(0);
            for r in (0..nr).filter(|&r| region_alive[r]) {
                for (&b, &vital) in regions.borders(r).iter().zip(regions.vital(r)) {
                    vital_count[b as usize] += u32::from(vital);
                }
            }
            let mut changed = false;
            for (alive, &count) in block_alive.iter_mut().zip(&vital_count) {
                if *alive && count < 2 {
                    *alive = false;
                    changed = true;
                }
            }
            for (r, alive) in region_alive.iter_mut().enumerate() {
                if *alive && regions.borders(r).iter().any(|&b| !block_alive[b as usize]) {
                    *alive = false;
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
            let r = regions.label[p];
            // (vital to a block: it borders one)
            if r != NONE && region_alive[r as usize] && regions.vital(r as usize).contains(&true) {
                self.area[p] = c;
            }
        }
    }
}

/// True when two regions at least beside the block of colour `c` at `stone` are vital to it
/// (every empty point of the region a liberty of the block; a region of enemy stones alone
/// is). A region is flooded until it shows an empty point off the block, or meets a region
/// such a flood stopped in (the same region, not vital).
fn has_two_vital_regions(color: &[u8], stride: usize, c: u8, stone: usize) -> bool {
    let neighbours = |p: usize| [p - stride, p - 1, p + 1, p + stride];
    // per point: 0 unread, 1 a stone of the block, 2 + k the k-th region flooded
    let mut mark = vec![0u32; color.len()];
    let mut stones = vec![stone];
    mark[stone] = 1;
    let mut i = 0;
    while i < stones.len() {
        for n in neighbours(stones[i]) {
            if color[n] == c && mark[n] == 0 {
                mark[n] = 1;
                stones.push(n);
            }
        }
        i += 1;
    }
    let (mut vital, mut floods) = (0, 0u32);
    let mut space = Vec::new();
    for &s in &stones {
        for start in neighbours(s) {
            if color[start] == BORDER || color[start] == c || mark[start] != 0 {
                continue;
            }
            let this = 2 + floods;
            floods += 1;
            mark[start] = this;
            space.clear();
            space.push(start);
            let mut is_vital = true;
            let mut k = 0;
            while k < space.len() && is_vital {
                let p = space[k];
                k += 1;
                if color[p] == EMPTY && !neighbours(p).iter().any(|&n| mark[n] == 1) {
                    is_vital = false;
                    break;
                }
                for n in neighbours(p) {
                    if color[n] == BORDER || color[n] == c || mark[n] == this {
                        continue;
                    }
                    if mark[n] != 0 {
                        // a region a flood stopped in: this one, not vital
                        is_vital = false;
                        break;
                    }
                    mark[n] = this;
                    space.push(n);
                }
            }
            if is_vital {
                vital += 1;
                if vital >= 2 {
                    return true;
                }
            }
        }
    }
    false
}

/// The blocks of colour `c` on the padded board `color`, numbered from 0: per point, its
/// block's number (`NONE` for any other point), and how many there are.
fn label_blocks(
    color: &[u8],
    neighbours: &impl Fn(usize) -> [usize; 4],
    c: u8,
) -> (Vec<u32>, usize) {
    let mut block = vec![NONE; color.len()];
    let mut blocks = 0u32;
    let mut stack = Vec::new();
    for start in 0..color.len() {
        if color[start] != c || block[start] != NONE {
            continue;
        }
        block[start] = blocks;
        stack.push(start);
        while let Some(p) = stack.pop() {
            for n in neighbours(p) {
                if color[n] == c && block[n] == NONE {
                    block[n] = blocks;
                    stack.push(n);
                }
            }
        }
        blocks += 1;
    }
    (block, blocks as usize)
}

/// The candidate regions of colour `c`: the connected sets of points that are neither `c`'s
/// nor off the board, each with the blocks it borders and, per such block, whether the
/// region is vital to it (every empty point of the region is a liberty of the block).
struct Regions {
    /// Per point, its region's number (`NONE` for a stone of `c` or the border).
    label: Vec<u32>,
    /// The bordering blocks of every region, one region after the other...
    borders: Vec<u32>,
    /// ... whether the region is vital to each ...
    vital: Vec<bool>,
    /// ... and where each region's list starts (one more entry than regions: the end).
    starts: Vec<usize>,
}

impl Regions {
    /// The regions of `c` on the padded board `color`, whose `blocks` blocks are numbered
    /// `block` ([`label_blocks`]).
    fn of(
        color: &[u8],
        neighbours: &impl Fn(usize) -> [usize; 4],
        c: u8,
        block: &[u32],
        blocks: usize,
    ) -> Regions {
        let len = color.len();
        let mut label = vec![NONE; len];
        let mut borders = Vec::new();
        // per bordering block of the region being read: how many of its empty points touch it
        let mut touching: Vec<u32> = Vec::new();
        let mut vital = Vec::new();
        let mut starts = vec![0];
        // per block: the last region (its number + 1) that met it, and its place in `borders`
        let mut met = vec![0u32; blocks];
        let mut place = vec![0usize; blocks];
        let (mut stack, mut empties) = (Vec::new(), Vec::new());
        let mut regions = 0u32;
        for start in 0..len {
            if color[start] == BORDER || color[start] == c || label[start] != NONE {
                continue;
            }
            let r = regions;
            regions += 1;
            let first = borders.len();
            touching.clear();
            empties.clear();
            label[start] = r;
            stack.push(start);
            while let Some(p) = stack.pop() {
                if color[p] == EMPTY {
                    empties.push(p);
                }
                for n in neighbours(p) {
                    let b = block[n];
                    if b != NONE {
                        if met[b as usize] != r + 1 {
                            met[b as usize] = r + 1;
                            place[b as usize] = borders.len();
                            borders.push(b);
                            touching.push(0);
                        }
                    } else if color[n] != BORDER && label[n] == NONE {
                        label[n] = r;
                        stack.push(n);
                    }
                }
            }
            for &p in &empties {
                let around = neighbours(p).map(|n| block[n]);
                for (i, &b) in around.iter().enumerate() {
                    if b != NONE && !around[..i].contains(&b) {
                        touching[place[b as usize] - first] += 1;
                    }
                }
            }
            vital.extend(touching.iter().map(|&t| t as usize == empties.len()));
            starts.push(borders.len());
        }
        Regions {
            label,
            borders,
            vital,
            starts,
        }
    }

    fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The blocks region `r` borders.
    fn borders(&self, r: usize) -> &[u32] {
        &self.borders[self.starts[r]..self.starts[r + 1]]
    }

    /// Per block region `r` borders, whether it is vital to it.
    fn vital(&self, r: usize) -> &[bool] {
        &self.vital[self.starts[r]..self.starts[r + 1]]
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

    /// A random 7x7 position: a third of the points black, a third white.
    fn random_rows(rng: &mut super::super::playout::Rng) -> Vec<String> {
        (0..7)
            .map(|_| {
                (0..7)
                    .map(|_| ['x', 'o', '.'][rng.below(3)])
                    .collect::<String>()
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
    fn a_pass_alive_block_survives_any_enemy_moves_while_its_owner_passes() {
        // random positions on a 7x7 board (a third of the points black, a third white), then
        // the enemy plays 60 random legal moves while the owner passes: no stone of a block
        // found pass-alive is ever taken
        use super::super::light_board::opponent;
        use super::super::playout::Rng;
        let mut found_some = false;
        for seed in 0..300u64 {
            let mut rng = Rng::new(seed);
            let rows = random_rows(&mut rng);
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            for owner in [BLACK, WHITE] {
                let mut b = PlayoutBoard::from_rows(&rows);
                let found = Benson::of_color(&b.color, b.stride(), owner);
                let alive: Vec<usize> = (0..b.color.len())
                    .filter(|&p| found.pass_alive[p])
                    .collect();
                found_some |= !alive.is_empty();
                let enemy = opponent(owner);
                for _ in 0..60 {
                    let legal = b.legal_points(enemy);
                    if legal.is_empty() {
                        break;
                    }
                    let m = legal[rng.below(legal.len())];
                    b.play(m, enemy);
                    b.pass();
                    for &p in &alive {
                        assert_eq!(b.color[p], owner, "seed {seed}: {p} taken, {rows:?}");
                    }
                }
            }
        }
        assert!(found_some, "some random position holds a pass-alive block");
    }

    #[test]
    fn a_block_with_two_vital_regions_of_its_own_is_read_as_the_whole_board_reads_it() {
        // Black's top group has the eyes A5 and C5; B1 is White's lone stone
        let (b, found) = benson(&[".x.x.", "xxxxx", "ooooo", ".....", ".o..."]);
        let alive = |p: usize| Benson::block_is_pass_alive(&b.color, b.stride(), b.color[p], p);
        for p in (0..b.color.len()).filter(|&p| matches!(b.color[p], BLACK | WHITE)) {
            assert_eq!(alive(p), found.pass_alive[p], "{p}");
        }
        assert!(alive(b.at(1, 0)));
        // White's row has one region below it (rows 2 and 1, B1 in it), whose points in row 1
        // are no liberties of it: not vital
        assert!(!alive(b.at(0, 2)));
    }

    #[test]
    fn the_test_of_one_block_agrees_with_the_whole_board_on_random_positions() {
        // the first round's count of a block's vital regions, read from the regions beside it
        // alone, drops only blocks the whole test drops: on 600 random 7x7 positions (a third
        // black, a third white), both colours, every block
        use super::super::playout::Rng;
        let (mut alive, mut read) = (0, 0);
        for seed in 0..600u64 {
            let mut rng = Rng::new(seed);
            let rows = random_rows(&mut rng);
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            let b = PlayoutBoard::from_rows(&rows);
            for c in [BLACK, WHITE] {
                let found = Benson::of_color(&b.color, b.stride(), c);
                for p in (0..b.color.len()).filter(|&p| b.color[p] == c) {
                    let one = Benson::block_is_pass_alive(&b.color, b.stride(), c, p);
                    assert_eq!(one, found.pass_alive[p], "seed {seed}, {p}: {rows:?}");
                    alive += usize::from(one);
                    read += 1;
                }
            }
        }
        assert!(
            alive > 0 && alive < read,
            "{alive} of {read} stones pass-alive"
        );
    }

    #[test]
    fn one_eye_is_not_enough() {
        let (b, found) = benson(&[".x...", "xx...", ".....", "....."]);
        assert!(picture(&b, &found).iter().all(|r| !r.contains('X')));
    }
}
