//! The GTP v2 engine: grammar (nom), responses, errors, the command table and the engine state.

pub mod commands;
pub mod engine;
pub mod error;
pub mod parse;

pub use engine::Engine;
pub use error::GtpError;

/// Frames an answer: `=[id] text\n\n` or `?[id] message\n\n`, with the space after the id
/// always present and no empty line inside the answer.
pub fn format_response(id: Option<u64>, result: &Result<String, GtpError>) -> String {
    let (mark, text) = match result {
        Ok(text) => ('=', text.clone()),
        Err(e) => ('?', e.to_string()),
    };
    let id = id.map(|n| n.to_string()).unwrap_or_default();
    let mut body = String::with_capacity(text.len());
    let mut previous_newline = false;
    for ch in text.trim_end_matches('\n').chars() {
        if ch == '\n' && previous_newline {
            continue;
        }
        previous_newline = ch == '\n';
        body.push(ch);
    }
    format!("{mark}{id} {body}\n\n")
}
