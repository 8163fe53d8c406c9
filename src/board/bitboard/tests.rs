//! The bit boards' tests: placement, reading a board, runs and floods, each checked against a
//! plain reading point by point.

use super::*;

/// Numbers in `0..n` from a linear congruential generator started at `seed`.
fn random_numbers(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    }
}

#[test]
fn a_point_is_placed_in_its_row_and_column_on_every_board_size() {
    for width in 1..=crate::board::MAX_SIDE {
        let g = Geometry::new(width, crate::board::MAX_SIDE).expect("size");
        let bg = BitGeometry::new(g);
        for p in 0..g.array_len() {
            assert_eq!(
                bg.place(p),
                (p / g.stride(), (p % g.stride()) as u32),
                "{p}"
            );
            assert_eq!(bg.index(p / g.stride(), (p % g.stride()) as u32), p);
        }
    }
}

#[test]
fn a_board_reads_into_its_five_sets_as_one_cell_at_a_time_does() {
    use crate::board::Cell;
    assert_eq!(
        [Cell::Empty, Cell::Black, Cell::White, Cell::Border].map(|c| c as u8),
        [0, 1, 2, 3]
    );
    let kinds = [Cell::Empty, Cell::Black, Cell::White];
    let mut next = random_numbers(12345);
    for case in 0..300 {
        let (width, height) = (1 + next(52) as usize, 1 + next(52) as usize);
        let g = Geometry::new(width, height).expect("size");
        let bg = BitGeometry::new(g);
        let mut cells = vec![Cell::Border; g.array_len()];
        // marks on every kind of point, the border's too, and sometimes cut short
        let mut marks: Vec<bool> = (0..g.array_len()).map(|_| next(4) == 0).collect();
        for p in g.points() {
            cells[p] = kinds[next(3) as usize];
        }
        if case % 3 == 0 {
            marks.truncate(next(g.array_len() as u64) as usize);
        }
        let mut sets = [BitBoard::<WORDS>::default(); 5];
        // (stale bits everywhere, which the reading must clear)
        for set in &mut sets {
            set.rows = [u64::MAX; WORDS];
        }
        let [a, b, c, d, e] = &mut sets;
        read_board(&bg, &cells, &marks, [a, b, c, d, e]);
        for (p, &cell) in cells.iter().enumerate() {
            let dead = marks.get(p).copied().unwrap_or(false);
            let slot = match (cell, dead) {
                (Cell::Black, false) => Some(0),
                (Cell::White, false) => Some(1),
                (Cell::Empty, _) => Some(2),
                (Cell::Black, true) => Some(3),
                (Cell::White, true) => Some(4),
                (Cell::Border, _) => None,
            };
            for (i, set) in sets.iter().enumerate() {
                assert_eq!(set.get(&bg, p), slot == Some(i), "case {case}, point {p}");
            }
        }
        for set in &sets {
            assert_eq!(set.word(0), 0);
            assert!(set.rows[bg.last..].iter().all(|&w| w == 0), "case {case}");
        }
    }
}

#[test]
fn a_run_fills_from_any_of_its_seeds() {
    //        m: ..xxx.xxxx.x
    let m = 0b0011101111010;
    assert_eq!(fill_run(0b0000000100000, m), 0b0000001111000);
    assert_eq!(fill_run(0b0010100000000, m), 0b0011100000000);
    assert_eq!(fill_run(0b0000000000010, m), 0b0000000000010);
    assert_eq!(fill_run(0, m), 0);
}

fn board(g: Geometry, text: &str) -> (BitBoard, BitBoard) {
    // '#' not passable, 'x' seed, 's' stop, anything else passable
    let bg = BitGeometry::new(g);
    let (mut seeds, mut pass, mut stop) = Default::default();
    let rows: Vec<&str> = text.split_whitespace().collect();
    for (row, line) in rows.iter().enumerate() {
        for (col, c) in line.chars().enumerate() {
            let p = g.index(col, row);
            if c != '#' {
                BitBoard::set(&mut pass, &bg, p);
            }
            if c == 'x' {
                BitBoard::set(&mut seeds, &bg, p);
            }
            if c == 's' {
                BitBoard::set(&mut stop, &bg, p);
            }
        }
    }
    let mut out: BitBoard = seeds;
    out.flood(&bg, &pass, Some(&stop));
    (out, pass)
}

#[test]
fn a_flood_winds_through_a_maze_and_stops_at_stop_points() {
    let g = Geometry::new(7, 5).expect("size");
    let bg = BitGeometry::new(g);
    let (out, _) = board(
        g,
        "x...#..
         ###.###
         ......#
         .######
         ..s....",
    );
    let want = ["xxxx#..", "###x###", "xxxxxx#", "x######", "xxx...."];
    for (row, line) in want.iter().enumerate() {
        for (col, c) in line.chars().enumerate() {
            assert_eq!(out.get(&bg, g.index(col, row)), c == 'x', "({col},{row})");
        }
    }
}

/// The flood as a plain search would find it: from every seed, a point not in `stop`
/// spreads to its neighbours in `passable`.
fn searched(g: Geometry, seeds: &[usize], passable: &[bool], stop: &[bool]) -> Vec<bool> {
    let mut taken = vec![false; g.array_len()];
    let mut stack = seeds.to_vec();
    for &p in seeds {
        taken[p] = true;
    }
    while let Some(p) = stack.pop() {
        if stop[p] {
            continue;
        }
        for n in g.neighbours(p) {
            if passable[n] && !taken[n] {
                taken[n] = true;
                stack.push(n);
            }
        }
    }
    taken
}

#[test]
fn a_flood_takes_what_a_plain_search_takes_on_random_boards() {
    let mut next = random_numbers(0x2545_f491_4f6c_dd1d);
    for case in 0..600 {
        let (width, height) = (1 + next(52) as usize, 1 + next(52) as usize);
        let g = Geometry::new(width, height).expect("size");
        let bg = BitGeometry::new(g);
        // walls from sparse to dense, stop points in some of the cases
        let (wall, stops) = (next(60), if case % 2 == 0 { next(30) } else { 0 });
        let mut passable = vec![false; g.array_len()];
        let mut stop = vec![false; g.array_len()];
        let (mut pass_bits, mut stop_bits) = (BitBoard::<WORDS>::default(), BitBoard::default());
        for p in g.points() {
            if next(100) >= wall {
                passable[p] = true;
                pass_bits.set(&bg, p);
                if next(100) < stops {
                    stop[p] = true;
                    stop_bits.set(&bg, p);
                }
            }
        }
        let open: Vec<usize> = g.points().filter(|&p| passable[p]).collect();
        if open.is_empty() {
            continue;
        }
        let starts: Vec<usize> = (0..1 + next(3))
            .map(|_| open[next(open.len() as u64) as usize])
            .collect();
        let want = searched(g, &starts, &passable, &stop);
        let mut flood = BitBoard::<WORDS>::default();
        for &p in &starts {
            flood.set(&bg, p);
        }
        let stop_given = (stops > 0).then_some(&stop_bits);
        let rows = flood.flood(&bg, &pass_bits, stop_given);
        for p in g.points() {
            assert_eq!(flood.get(&bg, p), want[p], "case {case}, point {p}");
        }
        let spanned: Vec<usize> = bg.rows().filter(|&r| flood.word(r) != 0).collect();
        assert_eq!(rows.start, spanned[0], "case {case}");
        assert_eq!(rows.end, spanned[spanned.len() - 1] + 1, "case {case}");
        if let [start] = starts[..] {
            let (from, from_rows) =
                BitBoard::<WORDS>::flood_from(&bg, start, &pass_bits, stop_given);
            assert_eq!((from, from_rows), (flood, rows), "case {case}");
        }
    }
}
