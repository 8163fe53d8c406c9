//! The colour codes of the eight points around a point, as the light board keeps them
//! (`around`: two bits a slot, its four neighbours in bits 0-7, its four diagonals in bits
//! 8-15), and what a code tells for one colour, read from a table made at compile time.

use super::{BLACK, BORDER, EMPTY};

/// In a [`SLOT_TABLES`] entry: set when two slots or more are empty, or one is and none holds
/// an own stone (read as a point's neighbours: the random step may play there without reading
/// the move, see `playout.rs`).
pub(in crate::judge) const OPEN: u16 = 1;
/// ... how many slots hold the colour's own stones (three bits from here).
pub(in crate::judge) const OWN_SHIFT: u16 = 1;
/// ... set when every slot is the colour's or the border.
pub(in crate::judge) const SURROUNDED: u16 = 1 << 6;
/// ... read as a point's diagonals: set when they let it be an eye of the colour (the other
/// colour holds fewer than two of them, and none when one is off the board). A neighbour off
/// the board puts the diagonals beside it off the board too, so the diagonals alone tell
/// whether the point is on the edge.
pub(in crate::judge) const EYE_DIAGONALS: u16 = 1 << 7;

/// What four slots of a colour code (two bits each: EMPTY 00, BLACK 01, WHITE 10, BORDER 11)
/// hold, for one colour: one table per colour (`BLACK`, then `WHITE`), indexed by either half
/// of a point's code (its four neighbours, its four diagonals), made at compile time. The
/// random step reads one entry per point it looks at, where counting the slots took a dozen
/// steps.
const SLOT_TABLES: [[u8; 256]; 2] = {
    let mut tables = [[0u8; 256]; 2];
    let mut colour = 0;
    while colour < 2 {
        let own_colour = colour as u16 + 1;
        let mut code = 0;
        while code < 256 {
            let (mut empty, mut own, mut enemy, mut border) = (0u16, 0u16, 0u16, 0u16);
            let mut slot = 0;
            while slot < 4 {
                let x = ((code >> (2 * slot)) & 3) as u16;
                if x == EMPTY as u16 {
                    empty += 1;
                } else if x == BORDER as u16 {
                    border += 1;
                } else if x == own_colour {
                    own += 1;
                } else {
                    enemy += 1;
                }
                slot += 1;
            }
            let mut entry = own << OWN_SHIFT;
            if empty >= 2 || (empty == 1 && own == 0) {
                entry |= OPEN;
            }
            if own + border == 4 {
                entry |= SURROUNDED;
            }
            if enemy < if border > 0 { 1 } else { 2 } {
                entry |= EYE_DIAGONALS;
            }
            tables[colour][code] = entry as u8;
            code += 1;
        }
        colour += 1;
    }
    tables
};

/// The four neighbours of a point whose code is `code`, for the colour `c` (see
/// [`SLOT_TABLES`]).
pub(in crate::judge) fn neighbour_slots(code: u16, c: u8) -> u16 {
    SLOT_TABLES[(c as usize - 1) & 1][(code & 0xff) as usize] as u16
}

/// The four diagonals of a point whose code is `code`, for the colour `c`.
pub(in crate::judge) fn diagonal_slots(code: u16, c: u8) -> u16 {
    SLOT_TABLES[(c as usize - 1) & 1][(code >> 8) as usize] as u16
}

/// Of a point's code (`around`), the slots that are empty: the low bit of each such slot's
/// two set (its neighbours in bits 0-7, its diagonals in bits 8-15).
pub(in crate::judge) fn empty_slots(code: u16) -> u16 {
    !(code | code >> 1) & 0x5555
}

/// Of a point's code, its four neighbours' slots that are empty (see [`empty_slots`]).
pub(in crate::judge) fn empty_neighbour_slots(code: u16) -> u16 {
    empty_slots(code) & 0x55
}

/// Of a point's code, its four neighbours' slots that hold a stone of `c` (`BLACK` or
/// `WHITE`): the low bit of each such slot's two set.
pub(in crate::judge) fn neighbour_stone_slots(code: u16, c: u8) -> u16 {
    let (low, high) = (code, code >> 1);
    let bits = if c == BLACK { low & !high } else { high & !low };
    bits & 0x55
}
