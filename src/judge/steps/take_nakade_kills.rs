//! Throw-ins the playouts do not try, read on the final position.

use crate::judge::light_board::PlayoutBoard;
use crate::judge::Why;

/// The blocks a throw-in kills (a nakade the playouts do not try: see
/// [`PlayoutBoard::nakade_kills`]: not one beside an enemy block in atari, which it takes)
/// are dead, unless pass-alive.
pub(in crate::judge) fn take_nakade_kills(template: &PlayoutBoard, why: &mut [Option<Why>]) {
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
