//! GTP failures and their messages (ENGINE.md's list, which clients match on).

use std::fmt;

/// Why a command failed. The `Display` text is the message after `?`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GtpError {
    UnknownCommand,
    /// A malformed line or argument, with a short reason.
    Syntax(String),
    UnacceptableSize,
    IllegalMove,
    InvalidColorOrCoordinate,
    CannotUndo,
    BoardNotEmpty,
    InvalidNumberOfStones,
    BadVertexList,
    CannotLoadFile(String),
    /// `printsgf FILE` could not write the file.
    CannotWriteFile(String),
    InvalidStatus,
    VertexIsEmpty,
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GtpError::UnknownCommand => write!(f, "unknown command"),
            GtpError::Syntax(reason) if reason.is_empty() => write!(f, "syntax error"),
            GtpError::Syntax(reason) => write!(f, "syntax error: {reason}"),
            GtpError::UnacceptableSize => write!(f, "unacceptable size"),
            GtpError::IllegalMove => write!(f, "illegal move"),
            GtpError::InvalidColorOrCoordinate => write!(f, "invalid color or coordinate"),
            GtpError::CannotUndo => write!(f, "cannot undo"),
            GtpError::BoardNotEmpty => write!(f, "board not empty"),
            GtpError::InvalidNumberOfStones => write!(f, "invalid number of stones"),
            GtpError::BadVertexList => write!(f, "bad vertex list"),
            GtpError::CannotLoadFile(reason) => write!(f, "cannot load file: {reason}"),
            GtpError::CannotWriteFile(reason) => write!(f, "cannot write file: {reason}"),
            GtpError::InvalidStatus => write!(f, "invalid status"),
            GtpError::VertexIsEmpty => write!(f, "vertex is empty"),
        }
    }
}

impl std::error::Error for GtpError {}

/// Shorthand for a syntax error with a reason.
pub fn syntax(reason: &str) -> GtpError {
    GtpError::Syntax(reason.to_string())
}
