//! The dead-stone judge: which blocks of a finished game are dead, decided as a strong player
//! would at the end of the game, seki-aware.
//!
//! [`judge`] reads as its outline:
//! ```text
//! canonical_view      the position turned and coloured one fixed way (the answer cannot
//!                     depend on how the board is turned or who is Black)
//! Benson::find        pass-alive blocks (never dead) and pass-alive areas (the enemy stones
//!                     inside are dead), proven without reading
//! play_out            the rest is settled by playouts from the final position, half of them
//!                     with each colour first, under a policy that keeps eyes and seki
//! decide_blocks       a block is dead when the opponent ends up owning its points in more
//!                     playouts than its owner does
//! settle_races        a block the playouts were unsure of, in a capturing race, read out: dead
//!                     when the enemy captures it even if its owner moves first
//! take_nakade_kills   blocks a throw-in of two to five stones kills (read on the final
//!                     position: the playouts throw in two stones at most)
//! take_one_eyed_blocks  the seed's eye count as a second opinion on the blocks the
//!                     playouts kept only just: fewer than two eyes and no seki = dead, and
//!                     no territory at all (nor through a shared liberty) = dead
//! spare_blocks_whose_attackers_died  a block the playouts took lives when the enemy
//!                     blocks around it all died in the step before
//! ```
//! Seki is left to the scorer: the judge keeps both sides of a seki alive (the policy never
//! fills a shared liberty), and the seed's eye counting then finds the seki and discounts it.
//!
//! Work is bounded by a fixed number of playout moves, so every judgement ends in bounded time,
//! and the random numbers come from a fixed seed, so the same position always gets the same
//! answer.

mod benson;
mod light_board;
mod nakade;
mod playout;
mod race;

use benson::Benson;
use light_board::{opponent, PlayoutBoard, BLACK, BORDER, EMPTY, WHITE};
use playout::Rng;

use crate::board::{Board, Cell, Color, Geometry};
use crate::scoring::{Position, Rules, Scorer, Settings, Status};

/// Playouts per judgement, half with each colour moving first.
pub const PLAYOUTS: usize = 64;

/// Playouts per judgement when some stone is still unsure after [`PLAYOUTS`].
pub const MAX_PLAYOUTS: usize = 256;

/// A stone is unsure while the shares of playouts that took it and kept it differ by less.
pub const UNSURE_MARGIN: f64 = 0.25;

/// Most playout moves one judgement may spend (caps the work on big or empty boards).
pub const MOVE_BUDGET: usize = 100_000;

/// A block the playouts kept but lost at least this share of the time gets the eye-count check.
pub const UNSURE_SHARE: f64 = 0.25;

/// A block the playouts kept but lost at least this share of the time is dead when it reaches
/// no territory (see `take_one_eyed_blocks`).
pub const NO_TERRITORY_SHARE: f64 = 0.35;

/// Why the judge decided what it did about a block.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// Benson: it can never be captured, even if its owner passes every move.
    PassAlive,
    /// It lies in a pass-alive area of the opponent: it has no eye point and cannot get out.
    InsidePassAliveArea,
    /// Settled by playouts: the shares of its points the opponent (taken) and its owner (kept)
    /// owned at their end; dead when taken is the larger.
    Playouts { taken: f64, kept: f64 },
    /// The playouts kept it, but it has fewer than two eyes (the seed's eye count) and no
    /// enemy block beside it is short of eyes too, so it is no seki: the enemy can fill its
    /// outside liberties and take it.
    ShortOfEyes,
    /// The playouts kept it only just, and it has no territory, nor has any own block joined
    /// to it by a shared liberty, and it touches no dead enemy stone: no eye, and no seki.
    /// `taken` is the share of playouts the opponent owned its points in.
    NoTerritory { taken: f64 },
    /// The playouts took it, but every enemy block around it is dead (no territory or short of
    /// eyes): nothing is left to capture it.
    AttackersDead,
    /// A throw-in of the enemy kills it: its only liberties are a dead shape the enemy fills.
    Nakade,
    /// A capturing race read out: the enemy captures it even when its owner moves first
    /// (`first` = owner), or with the enemy to move (`first` = enemy) in a race that goes to
    /// whoever moves first. `liberties` are its own, `attacker_liberties` those of the racing
    /// enemy block whose first stone is `attacker`, at the start.
    LostRace {
        liberties: u8,
        attacker_liberties: u8,
        attacker: usize,
        first: FirstMove,
    },
    /// It has no liberty (a diagram or setup that no game can reach): it would be captured.
    NoLiberty,
}

/// Who moved first in the reading that decided a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMove {
    /// The block's owner moved first and still lost it.
    Owner,
    /// The enemy, the player to move, moved first.
    Enemy,
}

/// The judge's answer for a position: per point of the board's padded array, whether the stone
/// there is dead and why (`None` for an empty point).
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub dead: Vec<bool>,
    pub why: Vec<Option<Why>>,
}

impl Verdict {
    pub fn is_dead(&self, point: usize) -> bool {
        self.dead.get(point).copied().unwrap_or(false)
    }

    pub fn why(&self, point: usize) -> Option<Why> {
        self.why.get(point).copied().flatten()
    }
}

/// The seed of the playouts' random numbers: fixed, so a position always gets the same answer.
pub const SEED: u64 = 0x5EED_7E4A_C0DE;

/// Judges every block of `board`: dead or alive (seki counts as alive here), not knowing who
/// is to move.
pub fn judge(board: &Board) -> Verdict {
    judge_to_move(board, None)
}

/// Judges every block of `board` with `to_move` (when known) the player to move: a capturing
/// race that goes to whoever moves first goes to that player.
pub fn judge_to_move(board: &Board, to_move: Option<Color>) -> Verdict {
    judge_with_seed(board, to_move, SEED)
}

/// [`judge_to_move`] with another seed for the playouts (to measure how much the answers
/// depend on it).
pub fn judge_with_seed(board: &Board, to_move: Option<Color>, seed: u64) -> Verdict {
    let view = canonical_view(board, to_move);
    let (w, h) = (view.width, view.height);
    let final_position = PlayoutBoard::new(w, h, &view.stones);
    let races = read_races(&final_position);
    let first_opinion = read_by_playouts(&view, &final_position, seed);
    let first_moves =
        give_races_to_the_player_to_move(&final_position, &races, view.to_move, &first_opinion);
    // blocks the playouts kept that the player to move takes: the playouts read the board
    // again without them
    let reversed: Vec<(Vec<usize>, Why)> = first_moves
        .iter()
        .filter(|(stones, _)| !first_opinion[stones[0]].is_some_and(Why::is_dead))
        .cloned()
        .collect();
    let (template, mut why) = if reversed.is_empty() {
        (final_position, first_opinion)
    } else {
        let template = PlayoutBoard::new(w, h, &view.without(&final_position, &reversed));
        let why = read_by_playouts(&view, &template, seed);
        (template, why)
    };
    for (stones, reason) in &first_moves {
        for &p in stones {
            why[p] = Some(*reason);
        }
    }
    take_races_lost_moving_first(&template, &races, &mut why);
    take_nakade_kills(&template, &mut why);
    take_one_eyed_blocks(&view, &template, &mut why);
    spare_blocks_whose_attackers_died(&template, &mut why);
    view.map_back(board.geometry(), &why)
}

/// Benson's pass-alive blocks and areas of `board`, then the playouts on the rest: each
/// block's first opinion (see [`decide_blocks`]).
fn read_by_playouts(view: &View, board: &PlayoutBoard, seed: u64) -> Vec<Option<Why>> {
    let benson = Benson::find(&board.color, board.stride());
    let forbidden: Vec<bool> = benson.area.iter().map(|&a| a != EMPTY).collect();
    let shares = view.symmetrize(play_out(board, &forbidden, seed));
    decide_blocks(board, &benson, &shares)
}

/// Capturing races read out on the final position: every block short of liberties beside an
/// enemy block short of them too (see [`race::read_race`]), not pass-alive, read with each
/// player moving first. Returns each block's first stone with its race.
fn read_races(board: &PlayoutBoard) -> Vec<(usize, race::Race)> {
    let benson = Benson::find(&board.color, board.stride());
    let mut budget = race::TOTAL_BUDGET;
    let mut races = Vec::new();
    for p in 0..board.color.len() {
        let c = board.color[p];
        let ours = c == BLACK || c == WHITE;
        if !ours || board.block_head(p) != p || benson.pass_alive[p] || benson.area[p] != EMPTY {
            continue;
        }
        if let Some(r) = race::read_race(board, p, |h| !benson.pass_alive[h], &mut budget) {
            races.push((p, r));
        }
    }
    races
}

/// The reason of a block lost in the race `r`.
fn lost_race(r: &race::Race, first: FirstMove) -> Why {
    Why::LostRace {
        liberties: r.liberties.0 as u8,
        attacker_liberties: r.liberties.1 as u8,
        attacker: r.attacker,
        first,
    }
}

/// Races that go to whoever moves first, given to the player to move (when known): it takes
/// the biggest race it wins, the other player then the biggest left for it, and so on (a race
/// won saves the winner's racing block, so each fight is counted once). The reading is local:
/// it cannot see whether the winner lives at all, so a race is given only where the playouts
/// (`playouts`, which see the whole board) were unsure of the loser (its owner lost it in at
/// least [`UNSURE_SHARE`] of them) and keep the winner. Returns the stones of each block lost,
/// with the reason.
fn give_races_to_the_player_to_move(
    board: &PlayoutBoard,
    races: &[(usize, race::Race)],
    to_move: u8,
    playouts: &[Option<Why>],
) -> Vec<(Vec<usize>, Why)> {
    if to_move != BLACK && to_move != WHITE {
        return Vec::new();
    }
    let mut open: Vec<(usize, race::Race)> = races
        .iter()
        .filter(|(p, r)| {
            r.owner_first != race::Outcome::Captured
                && r.enemy_first == race::Outcome::Captured
                && matches!(playouts[*p], Some(Why::Playouts { taken, .. }) if taken >= UNSURE_SHARE)
                && playouts[r.attacker].is_some_and(|why| !why.is_dead())
        })
        .copied()
        .collect();
    open.sort_by_key(|(p, _)| (std::cmp::Reverse(board.block_stones(*p).len()), *p));
    let mut out = Vec::new();
    let mut player = to_move;
    let mut idle = 0;
    while idle < 2 && !open.is_empty() {
        let victim = opponent(player);
        match open.iter().position(|(p, _)| board.color[*p] == victim) {
            Some(i) => {
                let (p, r) = open.remove(i);
                out.push((board.block_stones(p), lost_race(&r, FirstMove::Enemy)));
                // the fight is over: the winner's racing block is safe, and so is every
                // block the captured one was racing
                open.retain(|(q, s)| *q != r.attacker && s.attacker != p);
                idle = 0;
            }
            None => idle += 1,
        }
        player = victim;
    }
    out
}

/// Blocks the playouts were unsure of (each side owned them in at least [`UNSURE_SHARE`] of
/// them) that lose their race even moving first, against enemy blocks the playouts keep, are
/// dead. (The reading is local: an attacker the playouts take may be the one that dies, so
/// such races are left to them.)
fn take_races_lost_moving_first(
    template: &PlayoutBoard,
    races: &[(usize, race::Race)],
    why: &mut [Option<Why>],
) {
    let mut lost = Vec::new();
    for (p, r) in races {
        let p = *p;
        let short = r.liberties.1 < race::SHORT_OF_LIBERTIES;
        if r.owner_first != race::Outcome::Captured || !short || template.color[p] == EMPTY {
            continue;
        }
        let Some(Why::Playouts { taken, kept }) = why[p] else {
            continue;
        };
        if taken < UNSURE_SHARE || kept < UNSURE_SHARE {
            continue;
        }
        let enemy_lives =
            |h: usize| !matches!(why[h], Some(Why::Playouts { taken, kept }) if taken > kept);
        if template.enemy_blocks_beside(p).into_iter().all(enemy_lives) {
            lost.push((p, lost_race(r, FirstMove::Owner)));
        }
    }
    for (p, reason) in lost {
        for s in template.block_stones(p) {
            why[s] = Some(reason);
        }
    }
}

/// The blocks a throw-in kills (a nakade the playouts do not try: see
/// [`PlayoutBoard::nakade_kills`]) are dead, unless pass-alive.
fn take_nakade_kills(template: &PlayoutBoard, why: &mut [Option<Why>]) {
    let killed = template.nakade_kills();
    if killed.is_empty() {
        return;
    }
    for (p, reason) in why.iter_mut().enumerate() {
        let head = template.block_head(p);
        if matches!(reason, Some(Why::Playouts { .. })) && killed.contains(&head) {
            *reason = Some(Why::Nakade);
        }
    }
}

/// The seed's eye count as a second opinion on the blocks the playouts kept but were unsure of
/// (lost in at least [`UNSURE_SHARE`] of them). The scorer is run with the dead stones found so
/// far:
/// - it puts in seki every block whose expansion has fewer than two eyes; a real seki needs an
///   enemy block short of eyes beside it (sharing a liberty), and a block with none is dead
///   ([`Why::ShortOfEyes`]);
/// - a block it leaves alive that owns no territory at all, nor does any own block joined to it
///   by a shared liberty, and that touches no dead enemy stone (whose capture would make an
///   eye), has no eye: at the end of a game it could live only in a seki, which the first test
///   covers. When the playouts lost it in at least [`NO_TERRITORY_SHARE`] of them, it is dead
///   ([`Why::NoTerritory`]). (Unfinished games leave such groups: GNU Go's scoring tests.)
///
/// Repeated while it finds some (a few rounds at most).
fn take_one_eyed_blocks(view: &View, template: &PlayoutBoard, why: &mut [Option<Why>]) {
    let Some(geometry) = Geometry::new(view.width, view.height) else {
        return;
    };
    let mut board = Board::new(geometry);
    for row in 0..view.height {
        for col in 0..view.width {
            match view.stones[row * view.width + col] {
                BLACK => board.place_initial(geometry.index(col, row), Color::Black),
                WHITE => board.place_initial(geometry.index(col, row), Color::White),
                _ => {}
            }
        }
    }
    // the judge reads eyes and seki with the seed's count, which its rules were measured with
    let settings = Settings {
        rules: Rules::JapaneseSeed,
        komi: 0.0,
        handicap: 0,
    };
    let mut scorer = Scorer::new();
    for _ in 0..4 {
        let dead: Vec<bool> = why.iter().map(|w| w.is_some_and(Why::is_dead)).collect();
        scorer.score(
            &Position {
                board: &board,
                dead: &dead,
            },
            &settings,
        );
        // per block (by its first stone): whether it has territory, worked out once
        let mut has_territory: Vec<Option<bool>> = vec![None; why.len()];
        let mut taken = Vec::new();
        for p in geometry.points() {
            let share = match why[p] {
                Some(Why::Playouts { taken, .. }) if !dead[p] => taken,
                _ => continue,
            };
            if share < UNSURE_SHARE {
                continue;
            }
            match scorer.status(p) {
                Some(Status::Seki) if !shares_seki(&board, &scorer, p) => {
                    taken.push((p, Why::ShortOfEyes));
                }
                Some(Status::Alive) if share >= NO_TERRITORY_SHARE => {
                    let head = template.block_head(p);
                    let territory = *has_territory[head]
                        .get_or_insert_with(|| reaches_territory(&board, &scorer, p));
                    if !territory {
                        taken.push((p, Why::NoTerritory { taken: share }));
                    }
                }
                _ => {}
            }
        }
        if taken.is_empty() {
            break;
        }
        for (p, reason) in taken {
            why[p] = Some(reason);
        }
    }
}

/// A block the playouts took, whose every attacker (the enemy blocks touching it or its
/// liberties; at least one) the eye count then found dead, is alive after all: the playouts
/// took it on the assumption that those blocks live.
fn spare_blocks_whose_attackers_died(template: &PlayoutBoard, why: &mut [Option<Why>]) {
    let mut revived = Vec::new();
    for (p, reason) in why.iter().enumerate() {
        if template.block_head(p) != p {
            continue;
        }
        let Some(Why::Playouts { taken, kept }) = *reason else {
            continue;
        };
        if taken <= kept {
            continue;
        }
        let mut attackers = template.enemy_blocks_beside(p);
        let other = opponent(template.color[p]);
        for l in template.liberties_upto(p, template.color.len()) {
            for n in template.neighbours(l) {
                if template.color[n] == other {
                    let h = template.block_head(n);
                    if !attackers.contains(&h) {
                        attackers.push(h);
                    }
                }
            }
        }
        let all_killed = !attackers.is_empty()
            && attackers
                .iter()
                .all(|&h| matches!(why[h], Some(Why::ShortOfEyes | Why::NoTerritory { .. })));
        if all_killed {
            revived.push(p);
        }
    }
    for (p, reason) in why.iter_mut().enumerate() {
        if reason.is_some() && revived.contains(&template.block_head(p)) {
            *reason = Some(Why::AttackersDead);
        }
    }
}

/// True when the block at `p`, or a living own block joined to it by a shared liberty (and so
/// on), has a liberty that is its owner's territory in the scorer's count, or touches a dead
/// enemy stone.
fn reaches_territory(board: &Board, scorer: &Scorer, p: usize) -> bool {
    let g = board.geometry();
    let Some(color) = board.get(p).color() else {
        return false;
    };
    let (own, enemy) = (color.cell(), color.opponent().cell());
    let mut seen = vec![false; g.array_len()];
    let mut stack = vec![p];
    seen[p] = true;
    while let Some(s) = stack.pop() {
        for n in g.neighbours(s) {
            let c = board.get(n);
            if c == own && !seen[n] && scorer.status(n) != Some(Status::Dead) {
                seen[n] = true;
                stack.push(n);
            } else if c == enemy && scorer.status(n) == Some(Status::Dead) {
                return true;
            } else if c == Cell::Empty {
                if scorer.owner(n) == Some(color) {
                    return true;
                }
                for m in g.neighbours(n) {
                    let alive = scorer.status(m) != Some(Status::Dead);
                    if board.get(m) == own && !seen[m] && alive {
                        seen[m] = true;
                        stack.push(m);
                    }
                }
            }
        }
    }
    false
}

/// True when a liberty of the block at `p` touches an enemy stone in seki.
fn shares_seki(board: &Board, scorer: &Scorer, p: usize) -> bool {
    let g = board.geometry();
    let Some(color) = board.get(p).color() else {
        return false;
    };
    let enemy = color.opponent().cell();
    let mut seen = vec![false; g.array_len()];
    let mut stack = vec![p];
    seen[p] = true;
    while let Some(s) = stack.pop() {
        for n in g.neighbours(s) {
            let c = board.get(n);
            if c == color.cell() && !seen[n] {
                seen[n] = true;
                stack.push(n);
            } else if c == Cell::Empty {
                let touches = g
                    .neighbours(n)
                    .iter()
                    .any(|&m| board.get(m) == enemy && scorer.status(m) == Some(Status::Seki));
                if touches {
                    return true;
                }
            }
        }
    }
    false
}

/// Per point: the shares of playouts at whose end the point belonged to the opponent of the
/// stone standing there now (taken), and to its own colour (kept). [`PLAYOUTS`] first; when a
/// stone is still unsure (taken and kept closer than [`UNSURE_MARGIN`]), more, up to
/// [`MAX_PLAYOUTS`]; never more than [`MOVE_BUDGET`] moves in all.
fn play_out(template: &PlayoutBoard, forbidden: &[bool], seed: u64) -> Vec<(f64, f64)> {
    let len = template.color.len();
    let points = template.color.iter().filter(|&&c| c != BORDER).count();
    let max_moves = 3 * points + 20;
    let mut counts = vec![(0u32, 0u32); len];
    let mut rng = Rng::new(seed);
    let mut board = template.clone();
    let mut played = 0usize;
    let mut moves = 0usize;
    let mut target = PLAYOUTS;
    loop {
        while played < target && (moves < MOVE_BUDGET || played < 2) {
            board.clone_from(template);
            let first = if played.is_multiple_of(2) {
                BLACK
            } else {
                WHITE
            };
            moves += board.play_out(first, forbidden, max_moves, &mut rng);
            played += 1;
            for (p, (taken, kept)) in counts.iter_mut().enumerate() {
                let c = template.color[p];
                if c == BLACK || c == WHITE {
                    let owner = board.owner(p);
                    if owner == opponent(c) {
                        *taken += 1;
                    } else if owner == c {
                        *kept += 1;
                    }
                }
            }
        }
        let margin = (UNSURE_MARGIN * played as f64) as u32;
        let unsure = counts
            .iter()
            .any(|&(t, k)| (t > 0 || k > 0) && t.abs_diff(k) < margin);
        if !unsure || target >= MAX_PLAYOUTS || moves >= MOVE_BUDGET {
            break;
        }
        target = MAX_PLAYOUTS;
    }
    let n = played.max(1) as f64;
    counts
        .iter()
        .map(|&(t, k)| (t as f64 / n, k as f64 / n))
        .collect()
}

/// Decides each block of the template: pass-alive blocks live, blocks in an enemy pass-alive
/// area die, the others go by the playouts' mean share over their stones.
fn decide_blocks(
    template: &PlayoutBoard,
    benson: &Benson,
    shares: &[(f64, f64)],
) -> Vec<Option<Why>> {
    let len = template.color.len();
    let mut why = vec![None; len];
    let mut sum = vec![(0.0f64, 0.0f64); len];
    let mut count = vec![0u32; len];
    for (p, &(taken, kept)) in shares.iter().enumerate() {
        if matches!(template.color[p], BLACK | WHITE) {
            let h = template.block_head(p);
            sum[h].0 += taken;
            sum[h].1 += kept;
            count[h] += 1;
        }
    }
    for (p, reason) in why.iter_mut().enumerate() {
        let c = template.color[p];
        if c != BLACK && c != WHITE {
            continue;
        }
        let h = template.block_head(p);
        *reason = Some(if benson.pass_alive[p] {
            Why::PassAlive
        } else if benson.area[p] == opponent(c) {
            Why::InsidePassAliveArea
        } else {
            Why::Playouts {
                taken: sum[h].0 / count[h] as f64,
                kept: sum[h].1 / count[h] as f64,
            }
        });
    }
    why
}

impl Why {
    /// True when this reason makes the block dead.
    pub fn is_dead(self) -> bool {
        match self {
            Why::PassAlive | Why::AttackersDead => false,
            Why::InsidePassAliveArea
            | Why::ShortOfEyes
            | Why::NoTerritory { .. }
            | Why::Nakade
            | Why::LostRace { .. }
            | Why::NoLiberty => true,
            Why::Playouts { taken, kept } => taken > kept,
        }
    }
}

/// One of the eight symmetries of a rectangle, with or without the colour swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Transform {
    flip_columns: bool,
    flip_rows: bool,
    transpose: bool,
    swap_colors: bool,
}

impl Transform {
    fn all() -> impl Iterator<Item = Transform> {
        (0..16u8).map(|i| Transform {
            flip_columns: i & 1 != 0,
            flip_rows: i & 2 != 0,
            transpose: i & 4 != 0,
            swap_colors: i & 8 != 0,
        })
    }

    /// Width and height of a `w` x `h` board after the transform.
    fn size(self, w: usize, h: usize) -> (usize, usize) {
        if self.transpose {
            (h, w)
        } else {
            (w, h)
        }
    }

    /// Where column `col`, row `row` of a `w` x `h` board goes.
    fn apply(self, w: usize, h: usize, col: usize, row: usize) -> (usize, usize) {
        let col = if self.flip_columns { w - 1 - col } else { col };
        let row = if self.flip_rows { h - 1 - row } else { row };
        if self.transpose {
            (row, col)
        } else {
            (col, row)
        }
    }

    fn color(self, c: u8) -> u8 {
        match (self.swap_colors, c) {
            (true, BLACK) => WHITE,
            (true, WHITE) => BLACK,
            _ => c,
        }
    }
}

/// The position seen through the transform that makes it smallest (size first, then stones in
/// scan order): every turned, mirrored or colour-swapped copy of a position gets the same view.
struct View {
    transform: Transform,
    width: usize,
    height: usize,
    /// Scan order, top row first: `EMPTY`, `BLACK` or `WHITE`.
    stones: Vec<u8>,
    /// The player to move in the view (`BLACK` or `WHITE`), or `EMPTY` when unknown.
    to_move: u8,
}

fn canonical_view(board: &Board, to_move: Option<Color>) -> View {
    let to_move = match to_move {
        Some(Color::Black) => BLACK,
        Some(Color::White) => WHITE,
        None => EMPTY,
    };
    let g = board.geometry();
    let (w, h) = (g.width(), g.height());
    let mut best: Option<View> = None;
    for t in Transform::all() {
        let (tw, th) = t.size(w, h);
        let mut stones = vec![EMPTY; w * h];
        for row in 0..h {
            for col in 0..w {
                let c = match board.get(g.index(col, row)) {
                    Cell::Black => BLACK,
                    Cell::White => WHITE,
                    _ => EMPTY,
                };
                let (tc, tr) = t.apply(w, h, col, row);
                stones[tr * tw + tc] = t.color(c);
            }
        }
        let better = match &best {
            None => true,
            Some(b) => {
                (tw, th, &stones, t.color(to_move)) < (b.width, b.height, &b.stones, b.to_move)
            }
        };
        if better {
            best = Some(View {
                transform: t,
                width: tw,
                height: th,
                stones,
                to_move: t.color(to_move),
            });
        }
    }
    best.expect("sixteen transforms")
}

impl View {
    /// The shares averaged over the view's own symmetries (a position that looks the same
    /// turned, or turned and colour-swapped): the playouts alone need not answer alike on
    /// points that are images of each other, and the answer must not depend on which of the
    /// equal views was picked.
    fn symmetrize(&self, shares: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
        let (w, h) = (self.width, self.height);
        let stride = w + 2;
        let symmetries: Vec<Transform> = Transform::all()
            .filter(|t| t.size(w, h) == (w, h) && t.color(self.to_move) == self.to_move)
            .filter(|&t| {
                (0..h).all(|row| {
                    (0..w).all(|col| {
                        let (tc, tr) = t.apply(w, h, col, row);
                        self.stones[tr * w + tc] == t.color(self.stones[row * w + col])
                    })
                })
            })
            .collect();
        if symmetries.len() <= 1 {
            return shares;
        }
        let mut out = shares.clone();
        for row in 0..h {
            for col in 0..w {
                let p = (row + 1) * stride + col + 1;
                let (mut taken, mut kept) = (0.0, 0.0);
                for t in &symmetries {
                    let (tc, tr) = t.apply(w, h, col, row);
                    let (a, b) = shares[(tr + 1) * stride + tc + 1];
                    taken += a;
                    kept += b;
                }
                let n = symmetries.len() as f64;
                out[p] = (taken / n, kept / n);
            }
        }
        out
    }

    /// The point of the original board (padded index of `geometry`) that the view's padded
    /// index `p` shows.
    fn point_back(&self, geometry: Geometry, p: usize) -> usize {
        let stride = self.width + 2;
        let (tc, tr) = (p % stride - 1, p / stride - 1);
        let (w, h) = (geometry.width(), geometry.height());
        geometry
            .points()
            .find(|&q| {
                let (col, row) = geometry.coords(q);
                self.transform.apply(w, h, col, row) == (tc, tr)
            })
            .unwrap_or(p)
    }

    /// The view's stones less the blocks `taken` (padded indices of `board`, the view's board).
    fn without(&self, board: &PlayoutBoard, taken: &[(Vec<usize>, Why)]) -> Vec<u8> {
        let mut stones = self.stones.clone();
        let stride = board.stride();
        for (points, _) in taken {
            for &p in points {
                stones[(p / stride - 1) * self.width + p % stride - 1] = EMPTY;
            }
        }
        stones
    }

    /// The per-point answers of the view, on the original board's padded array.
    fn map_back(&self, geometry: Geometry, why: &[Option<Why>]) -> Verdict {
        let (w, h) = (geometry.width(), geometry.height());
        let stride = self.width + 2;
        let len = geometry.array_len();
        let mut verdict = Verdict {
            dead: vec![false; len],
            why: vec![None; len],
        };
        for row in 0..h {
            for col in 0..w {
                let (tc, tr) = self.transform.apply(w, h, col, row);
                let p = geometry.index(col, row);
                let reason = match why[(tr + 1) * stride + tc + 1] {
                    None if self.stones[tr * self.width + tc] != EMPTY => Some(Why::NoLiberty),
                    Some(Why::LostRace {
                        liberties,
                        attacker_liberties,
                        attacker,
                        first,
                    }) => Some(Why::LostRace {
                        liberties,
                        attacker_liberties,
                        attacker: self.point_back(geometry, attacker),
                        first,
                    }),
                    reason => reason,
                };
                verdict.why[p] = reason;
                verdict.dead[p] = reason.is_some_and(Why::is_dead);
            }
        }
        verdict
    }
}
