//! A proof of death is read whenever the blocks that would take the block stand (issue 60): a
//! block surely dead beside another block of its group takes no part in the capture, and no
//! longer leaves the call to the draw. The record is from godmoves/Standard_Computer_Go_Dataset
//! (`KGS_6d_190000`, as `../shared/cases/kgs6d`), copied unchanged into `tests/data/kgs6d/`;
//! `RE` is what the players agreed.

mod common;

use common::check_kgs6d_calls;

/// `KGS2002/2002-02-09-12.sgf`, `RE` B+14.5, ended by two passes. The left side:
/// ```text
///    A B C D E F G
/// 14 x . x x x o o
/// 13 o x . x o . .
/// 12 o o x x o o o
/// 11 o o o x x x x
/// 10 o x x x . . x
///  9 . o . . . o o
///  8 . o o o o o x
/// ```
/// White's last move, A12, joined A13 to the stones below it, and left the seven stones
/// (A13-A10, B12, B11, C11) one liberty, A9. Black passed, White passed. Black takes them at
/// A9 whatever White does next: they are dead (GNU Go 3.8 lists them dead too, with the rest
/// of its dead stones the same as ours). White's A9 would join them to the living B9 group, so
/// the playouts, half with White first, took them in about 0.8 of them; the proof of their
/// capture was refused because White's group (B9 and the blocks joined to it) touches a dead
/// black stone elsewhere, and the call went by the draw: dead under three seeds of four,
/// alive under seed 1 (the eye count's close call at a share of 0.74).
///
/// `RE` counts them alive. With them dead, the count is B+21.5: seven more prisoners, and no
/// territory in their place, since the space they leave reaches White's B9 through A9 and A8.
#[test]
fn a13_in_atari_is_captured_in_2002_02_09_12() {
    check_kgs6d_calls(
        "2002-02-09-12.sgf",
        "B+21.5",
        &["A13", "A10", "C11"],
        &["B9", "A14", "B13"],
    );
}
