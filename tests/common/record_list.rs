//! The records a list file names (one SGF path a line, blank lines skipped), each loaded to
//! its end: for the examples that time the judge on such a list (`judge_times`, `judge_cpu`).

use tenuki_gtp::board::{Board, Color};
use tenuki_gtp::sgf::{load_text, Stop};

/// One record of the list: its path, its final position and the player to move there.
pub struct Listed {
    pub file: String,
    pub board: Board,
    pub to_move: Option<Color>,
}

/// The records `list` names, in its order. An unreadable list ends the program (status 1); a
/// record that cannot be read or loaded is said on stderr and left out.
pub fn load_listed(list: &str) -> Vec<Listed> {
    let text = std::fs::read_to_string(list).unwrap_or_else(|e| {
        eprintln!("{list}: {e}");
        std::process::exit(1);
    });
    let mut records = Vec::new();
    for file in text.lines().filter(|l| !l.trim().is_empty()) {
        let loaded = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|sgf| load_text(&sgf, &Stop::End).map_err(|e| e.to_string()));
        match loaded {
            Ok(loaded) => records.push(Listed {
                file: file.to_string(),
                board: loaded.board,
                to_move: loaded.player_to_move,
            }),
            Err(e) => eprintln!("{file}: {e}"),
        }
    }
    records
}
