//! The engine's state and its read–answer loop.

use std::io::{BufRead, BufReader, BufWriter, Read, Write};

use log::debug;

use super::parse::{parse_command_line, preprocess, LineError};
use super::{format_response, GtpError};
use crate::board::{Board, Cell, Color, Geometry};
use crate::endgame::{Ending, Teire};
use crate::judge::{judge_in_play, judge_with_seed, Verdict, SEED};
use crate::scoring::{Position, Rules, Scorer, Settings, Tally};

/// Longest input line accepted (1 MiB); a longer one is answered `? syntax error`.
pub const MAX_LINE: usize = 1 << 20;

/// A status fixed by hand (`tenuki-set_dead` / `tenuki-set_alive`) or by a diagram's letter;
/// it overrides the judge for that stone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    /// No mark: the judge decides (or the stone is alive when the judge is off).
    #[default]
    None,
    Dead,
    Alive,
}

/// Everything a GTP session changes: board with history and prisoners, komi, rules, handicap,
/// the marks and whether the judge decides unmarked stones. Failing commands leave it exactly
/// as it was.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub board: Board,
    pub komi: f64,
    /// The rules `final_score` counts by: the chosen ones, or the loaded record's `RU`.
    pub rules: Rules,
    /// The rules chosen by `--rules` or `tenuki-rules`: a record without `RU` (or with one we
    /// do not know) is counted by these, never by the previous record's.
    pub chosen_rules: Rules,
    /// Handicap stones of the current game (0 = none).
    pub handicap: u32,
    /// Marks per padded index.
    pub marks: Vec<Mark>,
    /// The dead-stone judge decides unmarked stones (`false`: they are alive).
    pub judge: bool,
    /// Who is to move in a loaded record, while no move is played or undone since (`play`
    /// and `undo` forget it).
    pub record_to_move: Option<RecordToMove>,
}

/// Who is to move in a loaded record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordToMove {
    /// The length of the board's history when it was loaded: what follows holds while it is
    /// the same.
    pub history: usize,
    /// The player to move as the judge reads races (`None` after two passes).
    pub player: Option<Color>,
    /// The side to play next (`PL`, the next move, else the opponent of the last move), as
    /// `printsgf` writes it.
    pub next: Color,
    /// Named by `tenuki-to_move`, not by a record: the position is a game still in play, judged
    /// as `genmove` judges it (`judge_in_play`: a ko at the end goes to `player` too).
    pub in_play: bool,
}

impl State {
    /// The player to move, as the judge reads races: the one the loaded record names, else the
    /// opponent of the last move; `None` when no move was played or the last two were passes
    /// (the game is over: nobody moves first in a race).
    pub fn to_move(&self) -> Option<Color> {
        match self.record_to_move {
            Some(r) if r.history == self.board.history_len() => r.player,
            _ => self.board.player_to_move(),
        }
    }

    /// The player `tenuki-to_move` named, while no move is played or undone since: the
    /// position is then judged as a game in play with that player to move.
    pub fn in_play(&self) -> Option<Color> {
        match self.record_to_move {
            Some(r) if r.in_play && r.history == self.board.history_len() => r.player,
            _ => None,
        }
    }

    /// The side to play next: the loaded record's (its `PL`, its next move), else the
    /// opponent of the last move, else White after handicap stones and Black without.
    pub fn next_to_play(&self) -> Color {
        match (self.record_to_move, self.board.last_move_color()) {
            (Some(r), _) if r.history == self.board.history_len() => r.next,
            (_, Some(c)) => c.opponent(),
            _ if self.handicap >= 2 => Color::White,
            _ => Color::Black,
        }
    }
}

/// A command handler: engine and argument tokens in, answer text or failure out; a handler that
/// fails has changed nothing.
pub type Handler = fn(&mut Engine, &[&str]) -> Result<String, GtpError>;

/// One GTP command: its name and its handler.
#[derive(Debug)]
pub struct CommandSpec {
    pub name: &'static str,
    pub handler: Handler,
}

/// A GTP engine: its state plus reusable scoring buffers and the judge's last verdict.
#[derive(Clone, Debug)]
pub struct Engine {
    pub state: State,
    /// The commands it answers (the table `gtp::commands` holds), in the order
    /// `list_commands` shows them: the engine dispatches through what it is given and knows
    /// no command itself.
    commands: &'static [CommandSpec],
    scorer: Scorer,
    /// The verdict of the judge, the stones, the player to move it was given and whether it
    /// judged a game in play (judging again only on change).
    verdict: Option<(Vec<Cell>, Option<Color>, bool, Verdict)>,
    /// The dead stones scored last: marks first, then the judge.
    dead: Vec<bool>,
    /// The teire points the position owes, with the stones and dead stones they were read on
    /// (read again only on change: the reading judges positions after the fills).
    teire: Option<(Vec<Cell>, Vec<bool>, Vec<Teire>)>,
    /// The seed of the judge's playouts (`--seed`; [`SEED`] unless set).
    seed: u64,
    quit: bool,
}

impl Engine {
    /// A 19x19 engine answering `commands`, with the given starting rules and komi; the judge
    /// decides dead stones.
    pub fn new(rules: Rules, komi: f64, commands: &'static [CommandSpec]) -> Engine {
        let geometry = Geometry::new(19, 19).expect("19x19 is valid");
        Engine {
            commands,
            state: State {
                board: Board::new(geometry),
                komi,
                rules,
                chosen_rules: rules,
                handicap: 0,
                marks: vec![Mark::None; geometry.array_len()],
                judge: true,
                record_to_move: None,
            },
            scorer: Scorer::new(),
            verdict: None,
            dead: Vec::new(),
            teire: None,
            seed: SEED,
            quit: false,
        }
    }

    /// As [`Engine::new`], with the judge on or off.
    pub fn with_judge(
        rules: Rules,
        komi: f64,
        judge: bool,
        commands: &'static [CommandSpec],
    ) -> Engine {
        let mut engine = Engine::new(rules, komi, commands);
        engine.state.judge = judge;
        engine
    }

    /// The seed of the judge's playouts (`--seed`).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The engine with `seed` the seed of the judge's playouts (`--seed`: the same answers are
    /// expected under every seed; the default is [`SEED`]).
    pub fn with_seed(mut self, seed: u64) -> Engine {
        self.seed = seed;
        self.verdict = None;
        self.teire = None;
        self
    }

    /// The command of that exact name, if the engine answers it.
    pub fn command(&self, name: &str) -> Option<&'static CommandSpec> {
        self.commands.iter().find(|c| c.name == name)
    }

    /// The commands the engine answers, in the order `list_commands` shows them.
    pub fn commands(&self) -> &'static [CommandSpec] {
        self.commands
    }

    /// True once `quit` was answered.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    pub(super) fn set_quit(&mut self) {
        self.quit = true;
    }

    pub fn geometry(&self) -> Geometry {
        self.state.board.geometry()
    }

    /// Replaces the board (new game or loaded position): marks are forgotten.
    pub(super) fn set_board(&mut self, board: Board) {
        self.state.marks = vec![Mark::None; board.geometry().array_len()];
        self.state.record_to_move = None;
        self.state.board = board;
    }

    /// Names `player` the player to move in the position as it stands (`tenuki-to_move`, and
    /// `genmove` for its own colour), until a move is played or undone: the judge reads it as
    /// a game still in play with that player to move.
    pub(super) fn name_player_to_move(&mut self, player: Color) {
        self.state.record_to_move = Some(RecordToMove {
            history: self.state.board.history_len(),
            player: Some(player),
            next: player,
            in_play: true,
        });
    }

    /// Forgets every mark (the board changed, or `tenuki-clear_dead`).
    pub(super) fn forget_marks(&mut self) {
        self.state.marks.iter_mut().for_each(|m| *m = Mark::None);
    }

    /// Takes `verdict` as the judge's on the current board, with the player to move as the
    /// state says (a verdict made elsewhere on the same position: the batch scorer's).
    pub(super) fn set_verdict(&mut self, verdict: Verdict) {
        let cells = self.state.board.cells().to_vec();
        let to_move = self.state.to_move();
        let in_play = self.state.in_play().is_some();
        self.verdict = Some((cells, to_move, in_play, verdict));
    }

    /// The judge's verdict on the current board (judged once per position).
    pub fn verdict(&mut self) -> &Verdict {
        let cells = self.state.board.cells();
        let to_move = self.state.to_move();
        let in_play = self.state.in_play();
        let fresh = matches!(&self.verdict,
            Some((seen, moving, playing, _))
                if seen.as_slice() == cells && *moving == to_move && *playing == in_play.is_some());
        if !fresh {
            let verdict = match in_play {
                Some(player) => judge_in_play(&self.state.board, player, self.seed),
                None => judge_with_seed(&self.state.board, to_move, self.seed),
            };
            self.verdict = Some((cells.to_vec(), to_move, in_play.is_some(), verdict));
        }
        &self.verdict.as_ref().expect("judged above").3
    }

    /// The dead stones per padded index: marks first, then the judge (if on).
    pub fn dead_stones(&mut self) -> Vec<bool> {
        let mut dead = Vec::new();
        self.fill_dead_stones(&mut dead);
        dead
    }

    /// [`Engine::dead_stones`] into `dead` (its room reused).
    fn fill_dead_stones(&mut self, dead: &mut Vec<bool>) {
        // one pass: the marked stones, and whether a stone has no mark; the judge is asked
        // only then (after `tenuki-set_board`, every stone has one)
        let cells = self.state.board.cells();
        let marks = &self.state.marks;
        dead.clear();
        dead.resize(cells.len(), false);
        let mut unmarked = false;
        for ((dead, &cell), &mark) in dead.iter_mut().zip(cells).zip(marks) {
            let stone = cell.color().is_some();
            *dead = stone & (mark == Mark::Dead);
            unmarked |= stone & (mark == Mark::None);
        }
        if self.state.judge && unmarked {
            self.verdict();
            if let Some((_, _, _, verdict)) = &self.verdict {
                let cells = self.state.board.cells();
                let unmarked = cells.iter().zip(&self.state.marks).enumerate();
                for (p, (&cell, &mark)) in unmarked {
                    if cell.color().is_some() && mark == Mark::None {
                        dead[p] = verdict.dead.get(p).copied().unwrap_or(false);
                    }
                }
            }
        }
    }

    /// Scores the current position under `rules` (komi and handicap as set), with the dead
    /// stones of [`Engine::dead_stones`].
    pub fn score_with(&mut self, rules: Rules) -> Tally {
        let settings = Settings {
            rules,
            komi: self.state.komi,
            handicap: self.state.handicap,
        };
        let mut dead = std::mem::take(&mut self.dead);
        self.fill_dead_stones(&mut dead);
        self.dead = dead;
        let position = Position {
            board: &self.state.board,
            dead: &self.dead,
        };
        self.scorer.score(&position, &settings)
    }

    /// The teire points the position owes ([`Ending::teire_points`]), read on the position
    /// counted under Japanese rules, which the scorer is left holding; read once per
    /// position and set of dead stones.
    pub fn teire_points(&mut self) -> Vec<Teire> {
        self.score_with(Rules::Japanese);
        let cells = self.state.board.cells();
        if let Some((seen, dead, points)) = &self.teire {
            if seen.as_slice() == cells && *dead == self.dead {
                return points.clone();
            }
        }
        let points = Ending {
            board: &self.state.board,
            dead: &self.dead,
            scorer: &self.scorer,
            seed: self.seed,
        }
        .teire_points();
        self.teire = Some((cells.to_vec(), self.dead.clone(), points.clone()));
        points
    }

    /// The scorer, as the last `score_with` left it.
    pub fn scorer(&self) -> &Scorer {
        &self.scorer
    }

    /// Plays a move, forgetting the marks and the loaded record's side to move (the moves
    /// say who is to move from now on); `illegal move` changes nothing.
    pub(super) fn play(&mut self, color: Color, point: Option<usize>) -> Result<(), GtpError> {
        self.state
            .board
            .play(color, point)
            .map_err(|_| GtpError::IllegalMove)?;
        self.forget_marks();
        self.state.record_to_move = None;
        Ok(())
    }

    /// Takes back the last move or setup change, forgetting the marks and the loaded record's
    /// side to move (an undo and a replay of the same length are other moves, not the
    /// record's); `false` (nothing changed) when there is nothing to take back.
    pub(super) fn undo(&mut self) -> bool {
        if !self.state.board.undo() {
            return false;
        }
        self.forget_marks();
        self.state.record_to_move = None;
        true
    }

    /// Answers one raw input line (without its newline); `None` when it gets no response.
    pub fn handle_bytes(&mut self, bytes: &[u8]) -> Option<String> {
        match std::str::from_utf8(bytes) {
            Ok(line) => self.handle_line(line),
            Err(_) => {
                let id = leading_id(bytes);
                Some(format_response(
                    id,
                    &Err(GtpError::Syntax("input is not UTF-8".into())),
                ))
            }
        }
    }

    /// Answers one input line; `None` when it is empty after preprocessing.
    pub fn handle_line(&mut self, line: &str) -> Option<String> {
        let clean = preprocess(line)?;
        let (id, result) = match parse_command_line(&clean) {
            Err(LineError::Malformed { id }) => (id, Err(GtpError::Syntax(String::new()))),
            Ok(command) => {
                let result = match self.command(command.name) {
                    None => Err(GtpError::UnknownCommand),
                    Some(spec) => (spec.handler)(self, &command.args),
                };
                (command.id, result)
            }
        };
        Some(format_response(id, &result))
    }

    /// Reads GTP from `input` and answers on `output` until `quit` or end of input. Answers
    /// are sent (flushed) whenever no further command is waiting whole in the input: a
    /// controller that waits for each answer gets it at once, and a script piping many
    /// commands gets its answers in large writes.
    pub fn run(&mut self, input: impl Read, output: impl Write) -> std::io::Result<()> {
        let mut reader = LineReader::new(BufReader::with_capacity(1 << 16, input));
        let mut output = BufWriter::with_capacity(1 << 16, output);
        while let Some(line) = reader.next_line()? {
            let answer = match line {
                Line::TooLong => Some(format_response(
                    None,
                    &Err(GtpError::Syntax("line longer than 1 MiB".into())),
                )),
                Line::Bytes(bytes) => {
                    debug!("<< {}", String::from_utf8_lossy(&bytes));
                    self.handle_bytes(&bytes)
                }
            };
            if let Some(answer) = answer {
                debug!(">> {}", answer.trim_end());
                output.write_all(answer.as_bytes())?;
            }
            if self.quit {
                break;
            }
            if !reader.line_waiting() {
                output.flush()?;
            }
        }
        output.flush()
    }
}

fn leading_id(bytes: &[u8]) -> Option<u64> {
    let digits: Vec<u8> = bytes
        .iter()
        .copied()
        .take_while(u8::is_ascii_digit)
        .collect();
    let rest = &bytes[digits.len()..];
    if digits.is_empty() || !matches!(rest.first(), Some(b' ') | Some(b'\t')) {
        return None;
    }
    std::str::from_utf8(&digits).ok()?.parse().ok()
}

enum Line {
    Bytes(Vec<u8>),
    TooLong,
}

/// Splits input into lines of at most [`MAX_LINE`] bytes; longer ones are skipped whole.
struct LineReader<R> {
    input: R,
}

impl<R: Read> LineReader<BufReader<R>> {
    /// True when a whole line waits in the buffer: reading it will not wait for input.
    fn line_waiting(&self) -> bool {
        self.input.buffer().contains(&b'\n')
    }
}

impl<R: BufRead> LineReader<R> {
    fn new(input: R) -> Self {
        LineReader { input }
    }

    fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        let mut line = Vec::new();
        let mut too_long = false;
        loop {
            let buffer = self.input.fill_buf()?;
            if buffer.is_empty() {
                return Ok(match (line.is_empty(), too_long) {
                    (_, true) => Some(Line::TooLong),
                    (true, false) => None,
                    (false, false) => Some(Line::Bytes(line)),
                });
            }
            let (chunk, found_newline) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (&buffer[..i], true),
                None => (buffer, false),
            };
            if !too_long {
                if line.len() + chunk.len() > MAX_LINE {
                    too_long = true;
                    line = Vec::new();
                } else {
                    line.extend_from_slice(chunk);
                }
            }
            let used = chunk.len() + usize::from(found_newline);
            self.input.consume(used);
            if found_newline {
                return Ok(Some(if too_long {
                    Line::TooLong
                } else {
                    Line::Bytes(line)
                }));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello(_: &mut Engine, _: &[&str]) -> Result<String, GtpError> {
        Ok("hi".into())
    }

    static ONE_COMMAND: [CommandSpec; 1] = [CommandSpec {
        name: "hello",
        handler: hello,
    }];

    #[test]
    fn an_engine_answers_the_table_it_is_given_and_no_other() {
        let mut engine = Engine::new(Rules::Japanese, 0.0, &ONE_COMMAND);
        assert_eq!(engine.handle_line("1 hello").as_deref(), Some("=1 hi\n\n"));
        assert_eq!(
            engine.handle_line("list_commands").as_deref(),
            Some("? unknown command\n\n")
        );
        assert!(engine.command("play").is_none());
    }
}
