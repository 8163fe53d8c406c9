//! Plain SGF text from a stream of any length, cut into pieces of whole games: each piece is
//! scored as the whole text would be (its games numbered and placed as in the whole), and only
//! a piece at a time is held.

use std::io::Read;

use crate::sgf::games_ended;

/// A piece of a stream's text: whole games (and the text around them).
#[derive(Debug, PartialEq, Eq)]
pub struct Piece {
    pub bytes: Vec<u8>,
    /// Games of the stream before this piece.
    pub games_before: usize,
    /// Bytes of the stream before this piece.
    pub offset: usize,
}

/// Bytes read from the stream at a time.
const BLOCK: usize = 1 << 20;

/// Cuts the text of `data` into pieces of whole games of about `target` bytes and hands them
/// to `visit` in order, until it answers `false`. A game longer than `cap` bytes is not waited
/// for: the piece it starts in goes on as it stands (the game is cut short there, and its row
/// says so), and the rest of the game is text between games.
///
/// # Errors
/// A read error of the stream, after the pieces read before it.
pub fn split_text(
    mut data: impl Read,
    target: usize,
    cap: usize,
    visit: &mut dyn FnMut(Piece) -> bool,
) -> Result<(), String> {
    let mut held: Vec<u8> = Vec::new();
    let (mut games_before, mut offset) = (0, 0);
    loop {
        let start = held.len();
        held.resize(start + BLOCK, 0);
        let read = loop {
            match data.read(&mut held[start..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(format!("cannot be read further: {e}")),
            }
        };
        held.truncate(start + read);
        let at_end = read == 0;
        if held.len() < target && !at_end {
            continue;
        }
        let (mut end, mut games) = games_ended(&held);
        if at_end || (end == 0 && held.len() > cap) {
            (end, games) = (held.len(), 0);
        }
        if end > 0 {
            let rest = held.split_off(end);
            let piece = Piece {
                bytes: std::mem::replace(&mut held, rest),
                games_before,
                offset,
            };
            // a piece cut at the stream's end (or at the cap) may hold games not counted:
            // nothing comes after it that needs its count
            games_before += games;
            offset += end;
            if !visit(piece) {
                return Ok(());
            }
        }
        if at_end {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf::games;

    /// The games' texts, numbers and offsets of `text` cut into pieces of `target` bytes.
    fn cut(text: &str, target: usize, cap: usize) -> Vec<(usize, usize, String)> {
        let mut found = Vec::new();
        split_text(text.as_bytes(), target, cap, &mut |piece| {
            let piece_text = String::from_utf8(piece.bytes).expect("ASCII");
            for game in crate::sgf::games_after(&piece_text, piece.games_before, piece.offset) {
                found.push((game.number, game.offset, game.text.to_string()));
            }
            true
        })
        .expect("a slice reads");
        found
    }

    #[test]
    fn pieces_hold_the_games_of_the_whole_text() {
        // games closed, one left open before the next, text around them, a bracket in a value
        let text = "mail header\n(;GM[1]SZ[9];B[aa](;W[bb])(;W[cc]))\n\
                    (;SZ[9]C[a ) in a comment];B[cc]\n(;SZ[9];B[dd])\nnotes (;SZ[9];W[ee]";
        let whole: Vec<_> = games(text)
            .map(|g| (g.number, g.offset, g.text.to_string()))
            .collect();
        assert_eq!(whole.len(), 4);
        for target in [1, 2, 10, 40, 1000] {
            assert_eq!(
                cut(text, target, 1 << 20),
                whole,
                "pieces of {target} bytes"
            );
        }
    }

    #[test]
    fn a_game_longer_than_the_cap_does_not_hold_the_stream() {
        let long = format!("(;SZ[9]C[{}];B[aa])(;SZ[9];B[bb])", "x".repeat(3 * BLOCK));
        let mut pieces = Vec::new();
        split_text(long.as_bytes(), 10, BLOCK, &mut |piece| {
            pieces.push(piece.bytes.len());
            true
        })
        .expect("a slice reads");
        assert!(pieces.len() >= 2, "{pieces:?}");
        assert!(pieces.iter().all(|&n| n <= 2 * BLOCK), "{pieces:?}");
        assert_eq!(pieces.iter().sum::<usize>(), long.len());
    }
}
