//! The board: geometry, stones, legal play with captures and simple ko, undo, and diagrams.

pub mod bitboard;
mod blocks;
pub mod diagram;
pub mod geometry;
pub(crate) mod points;
pub mod vertex;

pub use geometry::{Geometry, MAX_SIDE};

use blocks::Blocks;

/// A player, or the colour of a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: index into per-colour arrays.
    pub fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }

    pub fn cell(self) -> Cell {
        match self {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    /// `black` / `white`, as GTP answers a colour.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

/// What stands on a point of the padded array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Black,
    White,
    /// Off the board: the padding around it.
    Border,
}

impl Cell {
    pub fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            _ => None,
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    Occupied,
    Suicide,
    Ko,
}

impl std::fmt::Display for IllegalMove {
    /// In words, as a record's note shows it: `illegal move W at move 2 (the point is
    /// occupied)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            IllegalMove::Occupied => "the point is occupied",
            IllegalMove::Suicide => "suicide",
            IllegalMove::Ko => "it retakes a ko at once",
        })
    }
}

/// One undoable change of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    /// A move (`point == None` is a pass) and how many stones it captured: the last ones of
    /// [`Board::captured_stones`] while it is the last move of the history.
    Move {
        color: Color,
        point: Option<usize>,
        captured: u32,
        previous_ko: Option<(usize, Color)>,
    },
    /// A setup stone or removal (SGF AB/AW/AE), with what stood there before.
    Setup {
        point: usize,
        previous: Cell,
        placed: Cell,
        previous_ko: Option<(usize, Color)>,
    },
}

/// One change of a board's history, as [`Board::changes`] shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// A move; `None` is a pass.
    Move(Color, Option<usize>),
    /// A setup change: the point and what was put there (`Cell::Empty` removes a stone).
    Setup(usize, Cell),
}

/// A Go board in play: stones, prisoners, the simple-ko point and the undo history.
#[derive(Clone, Debug)]
pub struct Board {
    geometry: Geometry,
    cells: Vec<Cell>,
    /// Stones captured *by* each colour (index [`Color::index`]).
    captures: [u32; 2],
    /// The point the given colour may not play at now (simple ko).
    ko: Option<(usize, Color)>,
    history: Vec<Change>,
    /// The stones the history's moves captured, move after move (one list for the game, so a
    /// capture allocates nothing once the list has room).
    captured_stones: Vec<usize>,
    /// The blocks with their pseudo-liberties, for legal play without a flood fill.
    blocks: Blocks,
    scratch: Scratch,
}

/// Reused flood-fill buffers (not part of the board's state).
#[derive(Clone, Debug, Default)]
struct Scratch {
    mark: Vec<u32>,
    generation: u32,
    stack: Vec<usize>,
    block: Vec<usize>,
}

impl Scratch {
    fn next_generation(&mut self, len: usize) -> u32 {
        if self.mark.len() != len {
            self.mark = vec![0; len];
            self.generation = 0;
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.generation = 1;
        }
        self.generation
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.geometry == other.geometry
            && self.cells == other.cells
            && self.captures == other.captures
            && self.ko == other.ko
            && self.history == other.history
            && self.captured_stones == other.captured_stones
    }
}

impl Board {
    /// An empty board of the given geometry.
    pub fn new(geometry: Geometry) -> Board {
        let mut cells = vec![Cell::Border; geometry.array_len()];
        for p in geometry.points() {
            cells[p] = Cell::Empty;
        }
        Board {
            geometry,
            cells,
            captures: [0, 0],
            ko: None,
            history: Vec::new(),
            captured_stones: Vec::new(),
            blocks: Blocks::default(),
            scratch: Scratch::default(),
        }
    }

    /// Empties the board for a new game of the given geometry, keeping its buffers: no stones,
    /// prisoners, ko or history.
    pub fn reset(&mut self, geometry: Geometry) {
        self.geometry = geometry;
        self.cells.clear();
        self.cells.resize(geometry.array_len(), Cell::Border);
        // each row's points at once (a row is contiguous in the padded array)
        let width = geometry.width();
        for row in 0..geometry.height() {
            let start = geometry.index(0, row);
            self.cells[start..start + width].fill(Cell::Empty);
        }
        self.captures = [0, 0];
        self.ko = None;
        self.history.clear();
        self.captured_stones.clear();
        self.blocks.clear(self.cells.len());
    }

    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The padded cell array (index with [`Geometry::index`]).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn get(&self, point: usize) -> Cell {
        self.cells[point]
    }

    /// Stones captured by `color` so far.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// Sets the count of stones captured by `color` (for positions set up from records).
    pub fn set_captures(&mut self, color: Color, count: u32) {
        self.captures[color.index()] = count;
    }

    /// True when no stone stands on the board.
    pub fn is_empty(&self) -> bool {
        self.cells
            .iter()
            .all(|c| matches!(c, Cell::Empty | Cell::Border))
    }

    /// The point `color` may not play at now (simple ko: a stone just taken there), if any.
    pub fn ko_ban(&self, color: Color) -> Option<usize> {
        self.ko.filter(|&(_, c)| c == color).map(|(p, _)| p)
    }

    /// Number of changes that `undo` can take back.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// The moves played, in order (`None` = pass); setup changes are left out.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = (Color, Option<usize>)> + '_ {
        self.history.iter().filter_map(|c| match c {
            Change::Move { color, point, .. } => Some((*color, *point)),
            Change::Setup { .. } => None,
        })
    }

    /// The stones the last move captured (none after a pass, a setup change or no move).
    pub fn last_captured(&self) -> &[usize] {
        match self.history.last() {
            Some(Change::Move { captured, .. }) => {
                &self.captured_stones[self.captured_stones.len() - *captured as usize..]
            }
            _ => &[],
        }
    }

    /// Every undoable change in order: moves (`point` `None` = pass) and setup stones.
    pub fn changes(&self) -> impl Iterator<Item = Played> + '_ {
        self.history.iter().map(|c| match c {
            Change::Move { color, point, .. } => Played::Move(*color, *point),
            Change::Setup { point, placed, .. } => Played::Setup(*point, *placed),
        })
    }

    /// The board as it was before every undoable change: its initial stones (handicap).
    pub fn initial(&self) -> Board {
        let mut initial = self.clone();
        while initial.undo() {}
        initial
    }

    /// The colour of the last move, if any move was played.
    pub fn last_move_color(&self) -> Option<Color> {
        self.moves().next_back().map(|(c, _)| c)
    }

    /// The player to move after the moves played: the opponent of the last move's player. `None`
    /// when no move was played, or when the last two moves were passes (the game is over and
    /// nobody is to move).
    pub fn player_to_move(&self) -> Option<Color> {
        let mut last = self.moves().rev();
        match (last.next(), last.next()) {
            (Some((_, None)), Some((_, None))) | (None, _) => None,
            (Some((color, _)), _) => Some(color.opponent()),
        }
    }

    /// Places or removes a stone outside of play (handicap, SGF setup, diagrams): no captures,
    /// recorded in the history so `undo` takes it back.
    pub fn set_up(&mut self, point: usize, cell: Cell) {
        let previous = self.cells[point];
        self.history.push(Change::Setup {
            point,
            previous,
            placed: cell,
            previous_ko: self.ko,
        });
        self.cells[point] = cell;
        self.ko = None;
        self.blocks.stale();
    }

    /// Places a stone that is part of the starting position (handicap): not undoable.
    pub fn place_initial(&mut self, point: usize, color: Color) {
        self.cells[point] = color.cell();
        self.blocks.stale();
    }

    /// Plays a move (`None` = pass): captures, refuses suicide and simple-ko recapture.
    /// On `Err` nothing has changed.
    pub fn play(&mut self, color: Color, point: Option<usize>) -> Result<(), IllegalMove> {
        let previous_ko = self.ko;
        let Some(point) = point else {
            self.ko = None;
            self.history.push(Change::Move {
                color,
                point: None,
                captured: 0,
                previous_ko,
            });
            return Ok(());
        };
        if self.cells[point] != Cell::Empty {
            return Err(IllegalMove::Occupied);
        }
        if self.ko == Some((point, color)) {
            return Err(IllegalMove::Ko);
        }
        let g = self.geometry;
        let blocks = self.blocks.build(&self.cells, g);
        // legal when the stone gets a liberty: an empty point beside it, a block of its own
        // with a liberty elsewhere, or an enemy block whose last liberty it takes
        let (own, enemy) = (color.cell(), color.opponent().cell());
        let cells = &self.cells;
        let neighbours = g.neighbours(point);
        let legal = neighbours.iter().any(|&n| cells[n] == Cell::Empty)
            || neighbours.iter().any(|&n| {
                let cell = cells[n];
                (cell == own && blocks.pseudo_liberties(n) > blocks.pairs_with(cells, g, n, point))
                    || (cell == enemy
                        && blocks.pseudo_liberties(n) == blocks.pairs_with(cells, g, n, point))
            });
        if !legal {
            return Err(IllegalMove::Suicide);
        }
        self.cells[point] = own;
        blocks.add_stone(&self.cells, g, point);
        let from = self.captured_stones.len();
        for n in neighbours {
            if self.cells[n] == enemy && blocks.pseudo_liberties(n) == 0 {
                let head = blocks.head(n);
                blocks.remove(&mut self.cells, g, head, &mut self.captured_stones);
            }
        }
        let captured = self.captured_stones.len() - from;
        self.ko = None;
        if captured == 1 {
            let lone = self
                .geometry
                .neighbours(point)
                .iter()
                .all(|&n| self.cells[n] != color.cell());
            let liberties = self
                .geometry
                .neighbours(point)
                .iter()
                .filter(|&&n| self.cells[n] == Cell::Empty)
                .count();
            if lone && liberties == 1 {
                self.ko = Some((self.captured_stones[from], color.opponent()));
            }
        }
        self.captures[color.index()] += captured as u32;
        self.history.push(Change::Move {
            color,
            point: Some(point),
            captured: captured as u32,
            previous_ko,
        });
        Ok(())
    }

    /// Takes back the last change; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            None => false,
            Some(Change::Move {
                color,
                point,
                captured,
                previous_ko,
            }) => {
                if let Some(p) = point {
                    self.cells[p] = Cell::Empty;
                    // a lone stone that captured nothing is taken back in place; anything
                    // else has the blocks built again at the next move
                    if captured > 0
                        || !self
                            .blocks
                            .take_back_lone_stone(&self.cells, self.geometry, p)
                    {
                        self.blocks.stale();
                    }
                }
                let opponent = color.opponent().cell();
                let from = self.captured_stones.len() - captured as usize;
                for &s in &self.captured_stones[from..] {
                    self.cells[s] = opponent;
                }
                self.captured_stones.truncate(from);
                self.captures[color.index()] -= captured;
                self.ko = previous_ko;
                true
            }
            Some(Change::Setup {
                point,
                previous,
                previous_ko,
                ..
            }) => {
                self.cells[point] = previous;
                self.ko = previous_ko;
                self.blocks.stale();
                true
            }
        }
    }

    /// Collects the block at `start` into `scratch.block`; true if it has a liberty.
    fn block_has_liberty(&mut self, start: usize) -> bool {
        let color = self.cells[start];
        let generation = self.scratch.next_generation(self.cells.len());
        let Scratch {
            mark, stack, block, ..
        } = &mut self.scratch;
        stack.clear();
        block.clear();
        stack.push(start);
        mark[start] = generation;
        let mut liberty = false;
        while let Some(p) = stack.pop() {
            block.push(p);
            for n in self.geometry.neighbours(p) {
                let c = self.cells[n];
                if c == Cell::Empty {
                    liberty = true;
                } else if c == color && mark[n] != generation {
                    mark[n] = generation;
                    stack.push(n);
                }
            }
        }
        liberty
    }

    /// The stones of the block at `point`, in scan order (empty for an empty point).
    pub fn block_at(&mut self, point: usize) -> Vec<usize> {
        if self.cells[point].color().is_none() {
            return Vec::new();
        }
        self.block_has_liberty(point);
        let mut stones = self.scratch.block.clone();
        stones.sort_unstable();
        stones
    }

    /// The first stone, in scan order, whose block has no liberty (no game reaches that).
    pub fn first_libertyless_stone(&mut self) -> Option<usize> {
        let g = self.geometry;
        let mut seen = vec![false; self.cells.len()];
        for p in g.points() {
            if seen[p] || self.cells[p].color().is_none() {
                continue;
            }
            let free = self.block_has_liberty(p);
            for &s in &self.scratch.block {
                seen[s] = true;
            }
            if !free {
                return Some(p);
            }
        }
        None
    }

    /// Number of liberties of the block at `point`.
    pub fn liberties_of_block(&mut self, point: usize) -> usize {
        self.liberties(point).len()
    }

    /// The liberties of the block at `point`, in scan order (none for an empty point).
    pub fn liberties(&mut self, point: usize) -> Vec<usize> {
        let stones = self.block_at(point);
        let mut libs: Vec<usize> = stones
            .iter()
            .flat_map(|&s| self.geometry.neighbours(s))
            .filter(|&n| self.cells[n] == Cell::Empty)
            .collect();
        libs.sort_unstable();
        libs.dedup();
        libs
    }
}

#[cfg(test)]
mod tests;
