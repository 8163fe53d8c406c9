//! The engine's state and its read–answer loop.

use std::io::{BufRead, Write};

use log::debug;

use super::commands::find_command;
use super::parse::{parse_command_line, preprocess, LineError};
use super::{format_response, GtpError};
use crate::board::{Board, Color, Geometry};
use crate::scoring::{Position, Rules, Scorer, Settings, Tally};

/// Longest input line accepted (1 MiB); a longer one is answered `? syntax error`.
pub const MAX_LINE: usize = 1 << 20;

/// Everything a GTP session changes: board with history and prisoners, komi, rules, handicap
/// and the dead marks. Failing commands leave it exactly as it was.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub board: Board,
    pub komi: f64,
    pub rules: Rules,
    /// Handicap stones of the current game (0 = none).
    pub handicap: u32,
    /// Marks per padded index: `true` = the stone there is marked dead.
    pub dead: Vec<bool>,
}

/// A GTP engine: its state plus reusable scoring buffers.
#[derive(Clone, Debug)]
pub struct Engine {
    pub state: State,
    scorer: Scorer,
    quit: bool,
}

impl Engine {
    /// A 19x19 engine with the given starting rules and komi.
    pub fn new(rules: Rules, komi: f64) -> Engine {
        let geometry = Geometry::new(19, 19).expect("19x19 is valid");
        Engine {
            state: State {
                board: Board::new(geometry),
                komi,
                rules,
                handicap: 0,
                dead: vec![false; geometry.array_len()],
            },
            scorer: Scorer::new(),
            quit: false,
        }
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
        self.state.dead = vec![false; board.geometry().array_len()];
        self.state.board = board;
    }

    /// Forgets every dead mark (the board changed).
    pub(super) fn forget_marks(&mut self) {
        self.state.dead.iter_mut().for_each(|d| *d = false);
    }

    /// Scores the current position under `rules` (komi and handicap as set).
    pub fn score_with(&mut self, rules: Rules) -> Tally {
        let settings = Settings {
            rules,
            komi: self.state.komi,
            handicap: self.state.handicap,
        };
        let position = Position {
            board: &self.state.board,
            dead: &self.state.dead,
        };
        self.scorer.score(&position, &settings)
    }

    /// The scorer, as the last `score_with` left it.
    pub fn scorer(&self) -> &Scorer {
        &self.scorer
    }

    /// Plays a move, forgetting the marks; `illegal move` changes nothing.
    pub(super) fn play(&mut self, color: Color, point: Option<usize>) -> Result<(), GtpError> {
        self.state
            .board
            .play(color, point)
            .map_err(|_| GtpError::IllegalMove)?;
        self.forget_marks();
        Ok(())
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
                let result = match find_command(command.name) {
                    None => Err(GtpError::UnknownCommand),
                    Some(spec) => (spec.handler)(self, &command.args),
                };
                (command.id, result)
            }
        };
        Some(format_response(id, &result))
    }

    /// Reads GTP from `input` and answers on `output` until `quit` or end of input.
    pub fn run(&mut self, input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
        let mut reader = LineReader::new(input);
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
                output.flush()?;
            }
            if self.quit {
                break;
            }
        }
        Ok(())
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
