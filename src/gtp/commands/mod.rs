//! The command table: one list feeds dispatch, `list_commands` and `known_command`. The
//! engine is given it when it is made (`Engine::new(.., COMMANDS)`), so the dependency runs one
//! way: the handlers know the engine, the engine knows no handler. The
//! handlers live by concern: `protocol` (administration), `board` (setting up and playing),
//! `scoring` (dead stones, scores, status lists, genmove), `status_why` and `point_why` (the
//! reasons for a block and for a point, in words) and `gogui` (analyze commands).
//!
//! Every handler takes the engine and the argument tokens and returns the answer text or a
//! [`GtpError`]; a handler that fails has changed nothing.

mod board;
mod describe;
mod gogui;
mod point_why;
mod protocol;
mod scoring;
mod status_why;
mod wrap;

pub use describe::{describe, BlockNote, Counted, DeadFrom, Description, Detail};
pub use wrap::join_entries;

use board::*;
use gogui::*;
use point_why::*;
use protocol::*;
use scoring::*;
use status_why::*;

use super::engine::{CommandSpec, Engine};
use super::error::syntax;
use super::parse;
use super::GtpError;
use crate::board::{Color, Geometry};

/// Every command the engine knows, in the order `list_commands` shows them.
#[rustfmt::skip]
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec { name: "protocol_version",        handler: protocol_version },
    CommandSpec { name: "name",                    handler: name },
    CommandSpec { name: "version",                 handler: version },
    CommandSpec { name: "known_command",           handler: known_command },
    CommandSpec { name: "list_commands",           handler: list_commands },
    CommandSpec { name: "quit",                    handler: quit },
    CommandSpec { name: "cputime",                 handler: cputime },
    CommandSpec { name: "boardsize",               handler: boardsize },
    CommandSpec { name: "rectangular_boardsize",   handler: rectangular_boardsize },
    CommandSpec { name: "clear_board",             handler: clear_board },
    CommandSpec { name: "komi",                    handler: komi },
    CommandSpec { name: "play",                    handler: play },
    CommandSpec { name: "undo",                    handler: undo },
    CommandSpec { name: "genmove",                 handler: genmove },
    CommandSpec { name: "fixed_handicap",          handler: fixed_handicap },
    CommandSpec { name: "place_free_handicap",     handler: place_free_handicap },
    CommandSpec { name: "set_free_handicap",       handler: set_free_handicap },
    CommandSpec { name: "loadsgf",                 handler: loadsgf },
    CommandSpec { name: "printsgf",                handler: printsgf },
    CommandSpec { name: "showboard",               handler: showboard },
    CommandSpec { name: "time_settings",           handler: time_settings },
    CommandSpec { name: "time_left",               handler: time_left },
    CommandSpec { name: "kgs-time_settings",       handler: accept_and_ignore },
    CommandSpec { name: "final_score",             handler: final_score },
    CommandSpec { name: "final_status_list",       handler: final_status_list },
    CommandSpec { name: "gogui-play_sequence",     handler: play_sequence },
    CommandSpec { name: "tenuki-final_score_seki", handler: final_score_seki },
    CommandSpec { name: "tenuki-rules",            handler: rules },
    CommandSpec { name: "tenuki-to_move",          handler: to_move },
    CommandSpec { name: "tenuki-set_dead",         handler: set_dead },
    CommandSpec { name: "tenuki-set_alive",        handler: set_alive },
    CommandSpec { name: "tenuki-clear_dead",       handler: clear_dead },
    CommandSpec { name: "tenuki-set_board",        handler: set_board },
    CommandSpec { name: "tenuki-score_map",        handler: score_map },
    CommandSpec { name: "tenuki-score_details",    handler: score_details },
    CommandSpec { name: "tenuki-score_gfx",        handler: score_gfx },
    CommandSpec { name: "tenuki-status_why",       handler: status_why },
    CommandSpec { name: "tenuki-status_gfx",       handler: status_gfx },
    CommandSpec { name: "tenuki-point_why",        handler: point_why },
    CommandSpec { name: "tenuki-param",            handler: param },
    CommandSpec { name: "gogui-analyze_commands",  handler: analyze_commands },
];

// ---- argument helpers: each raises the GTP failure itself ----

pub(super) fn expect_args(args: &[&str], n: usize) -> Result<(), GtpError> {
    match args.len().cmp(&n) {
        std::cmp::Ordering::Less => Err(syntax("missing argument")),
        std::cmp::Ordering::Greater => Err(syntax("too many arguments")),
        std::cmp::Ordering::Equal => Ok(()),
    }
}

pub(super) fn color_arg(token: &str) -> Result<Color, GtpError> {
    parse::color(token).ok_or(GtpError::InvalidColorOrCoordinate)
}

pub(super) fn move_arg(geometry: Geometry, token: &str) -> Result<Option<usize>, GtpError> {
    parse::move_vertex(geometry, token).map_err(|_| GtpError::InvalidColorOrCoordinate)
}

pub(super) fn vertex_arg(geometry: Geometry, token: &str) -> Result<usize, GtpError> {
    move_arg(geometry, token)?.ok_or(GtpError::InvalidColorOrCoordinate)
}

pub(super) fn int_arg(token: &str) -> Result<u64, GtpError> {
    parse::int(token).ok_or_else(|| syntax("expected an integer"))
}

/// A komi: the one number reader of the project, with its limits and messages.
pub(super) fn komi_arg(token: &str) -> Result<f64, GtpError> {
    crate::scoring::read_number(token).map_err(|e| syntax(&format!("komi {token} {e}")))
}

pub(super) fn side_arg(token: &str) -> Result<usize, GtpError> {
    let n = int_arg(token)? as usize;
    if (2..=25).contains(&n) {
        Ok(n)
    } else {
        Err(GtpError::UnacceptableSize)
    }
}
