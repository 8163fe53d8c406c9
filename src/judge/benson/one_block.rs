//! Benson's test for one block, as the life reader asks it at each of its positions: first
//! the regions beside the block alone (two vital ones at least), then the blocks and regions
//! its life hangs on, not the whole board.

use super::NONE;
use crate::judge::light_board::{PlayoutBoard, BORDER, EMPTY};

/// True when two regions at least beside the block of colour `c` at `stone` are vital to it
/// (every empty point of the region a liberty of the block; a region of enemy stones alone
/// is). A region is flooded until it shows an empty point off the block, or meets a region
/// such a flood stopped in (the same region, not vital).
pub(super) fn has_two_vital_regions(color: &[u8], stride: usize, c: u8, stone: usize) -> bool {
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

/// Benson's test for the block at `stone` alone, on the blocks and regions its life hangs
/// on: the regions vital to it, the blocks bordering those, the regions vital to these, and
/// so on. A block's count reads only the regions vital to it, and a region's fate only the
/// blocks bordering it, so the rounds on those alone drop what the whole board's rounds drop
/// there ([`Benson::find`]). The regions read are those beside such blocks, each flooded
/// until one of its empty points touches none of the blocks its empty points before touched:
/// it is then vital to none, and the rest of it is left unread.
pub(super) fn pass_alive_by_its_regions(board: &PlayoutBoard, stone: usize) -> bool {
    let (color, c) = (&board.color, board.color[stone]);
    // per point read that is not `c`'s: its region's number, or `NOT_VITAL`
    const NOT_VITAL: u32 = NONE - 1;
    let mut region = vec![NONE; color.len()];
    // per region: the blocks (first stones) it borders, and whether it is vital to each
    let mut borders: Vec<Vec<(usize, bool)>> = Vec::new();
    // the blocks of the test, in the order met (the block at `stone` first)
    let mut blocks = vec![board.block_head(stone)];
    let mut i = 0;
    while i < blocks.len() {
        let head = blocks[i];
        let mut beside: Vec<u32> = Vec::new();
        for s in board.stones_of(head) {
            for start in board.neighbours(s) {
                if color[start] == BORDER || color[start] == c {
                    continue;
                }
                if region[start] == NONE {
                    let id = borders.len() as u32;
                    let border = read_region(board, c, start, id, NOT_VITAL, &mut region);
                    borders.push(border);
                }
                let r = region[start];
                if r != NOT_VITAL && !beside.contains(&r) {
                    beside.push(r);
                }
            }
        }
        // the regions vital to this block bring the blocks they border into the test
        for &r in &beside {
            let border = &borders[r as usize];
            if border.iter().any(|&(b, vital)| vital && b == head) {
                for &(b, _) in border {
                    if !blocks.contains(&b) {
                        blocks.push(b);
                    }
                }
            }
        }
        i += 1;
    }
    // the rounds, on the blocks of the test and the regions vital to one of them (all their
    // blocks are in the test)
    let regions: Vec<&Vec<(usize, bool)>> = borders
        .iter()
        .filter(|border| {
            border
                .iter()
                .any(|&(b, vital)| vital && blocks.contains(&b))
        })
        .collect();
    let place = |b: usize| blocks.iter().position(|&x| x == b).unwrap_or(0);
    let mut block_alive = vec![true; blocks.len()];
    let mut region_alive = vec![true; regions.len()];
    loop {
        let mut vital_count = vec![0u32; blocks.len()];
        for (border, _) in regions
            .iter()
            .zip(&region_alive)
            .filter(|(_, &alive)| alive)
        {
            for &(b, vital) in border.iter() {
                vital_count[place(b)] += u32::from(vital);
            }
        }
        let mut changed = false;
        for (alive, &count) in block_alive.iter_mut().zip(&vital_count) {
            if *alive && count < 2 {
                *alive = false;
                changed = true;
            }
        }
        for (border, alive) in regions.iter().zip(region_alive.iter_mut()) {
            if *alive && border.iter().any(|&(b, _)| !block_alive[place(b)]) {
                *alive = false;
                changed = true;
            }
        }
        if !changed {
            return block_alive[0];
        }
    }
}

/// The region of colour `c`'s test from the point `start` (not `c`'s), marked `id` in
/// `region`: the blocks it borders, each with whether it is vital to it (every empty point of
/// the region touches it; a region with no empty point is vital to every block beside it).
/// Where its empty points so far touch no block in common, it is vital to none: what was
/// read of it is marked `not_vital`, and it borders nothing the test needs (an empty list).
fn read_region(
    board: &PlayoutBoard,
    c: u8,
    start: usize,
    id: u32,
    not_vital: u32,
    region: &mut [u32],
) -> Vec<(usize, bool)> {
    let color = &board.color;
    let mut points = vec![start];
    region[start] = id;
    // the blocks every empty point read touches (none read yet: `None`)
    let mut common: Option<Vec<usize>> = None;
    let mut border: Vec<usize> = Vec::new();
    let mut vital_to_none = false;
    let mut j = 0;
    while j < points.len() && !vital_to_none {
        let p = points[j];
        j += 1;
        let (mut touching, mut touched) = ([usize::MAX; 4], 0);
        for n in board.neighbours(p) {
            if color[n] == c {
                let b = board.block_head(n);
                if !touching[..touched].contains(&b) {
                    touching[touched] = b;
                    touched += 1;
                }
                if !border.contains(&b) {
                    border.push(b);
                }
            } else if color[n] != BORDER {
                if region[n] == not_vital {
                    // the rest of a region found vital to none
                    vital_to_none = true;
                } else if region[n] == NONE {
                    region[n] = id;
                    points.push(n);
                }
            }
        }
        if color[p] == EMPTY {
            let touching = &touching[..touched];
            let kept = match common.take() {
                None => touching.to_vec(),
                Some(mut before) => {
                    before.retain(|b| touching.contains(b));
                    before
                }
            };
            vital_to_none |= kept.is_empty();
            common = Some(kept);
        }
    }
    if vital_to_none {
        for &p in &points {
            region[p] = not_vital;
        }
        return Vec::new();
    }
    let vital = |b: usize| common.as_ref().is_none_or(|v| v.contains(&b));
    border.into_iter().map(|b| (b, vital(b))).collect()
}
