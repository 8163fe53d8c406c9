//! Kills the playouts made only just that no proof settled, decided by the eye count.

use crate::board::Board;
use crate::judge::light_board::PlayoutBoard;
use crate::judge::steps::take_one_eyed_blocks::reaches_territory;
use crate::judge::{Why, UNSURE_SHARE};
use crate::scoring::{Position, Rules, Scorer, Settings, Status};

/// A kill by the playouts made only just (the block lost in more than half of them but fewer
/// than three in four, the mirror of the keeps [`UNSURE_SHARE`] gives the eye counts'
/// opinion on) that the verifier could neither prove nor refute (`unsure`) is a call the
/// playouts cannot make: random play at the end fights kos and cuts that the players left
/// as they were, and takes such a block in a share that moves with the draw. The refined eye
/// count decides it instead: read with the block alive (and every other call as it stands),
/// when the count finds it alive and reaching territory of its own (an eye, or a dead enemy
/// stone to take), it lives ([`Why::EyesCounted`]); otherwise the kill stands. The block stays
/// unsure. Each block is read against the calls as the step found them. Asked only of a
/// finished game: in play (`genmove`, or a player named to move), such a call is what hangs on
/// who moves, which the endgame's readings need to see.
///
/// Three in four, not even: the lone stones in atari that a ko at the end leaves standing
/// (kgs6d `2001-03-17-5`'s H15, `2017-06-23-11`'s O1) are lost in 0.55 to 0.70 of the
/// playouts, around the old line at 0.625, and went with the draw. Read up to three in four,
/// kgs6d gained 6 games as recorded under each of four seeds and lost none, and 25 results
/// moved between seeds, not 31; read for every kill no proof settled, it lost a game and
/// moved eight results far from the record (a group the count finds eyes in that a proof
/// could not capture).
///
/// A seki the count finds is not enough: two blocks short of eyes beside each other at even
/// are most often a race the playouts could not read, and one of them dies (kgs6d, beside
/// this rule at even: sparing by a seki alone, 53 results moving between seeds, not 37, and
/// 10 fewer games as recorded; sparing and killing, a seki counted alive, 49 moving). A keep
/// is left to the playouts: the eye counts already read the keeps lost in a quarter of the
/// playouts or more (`take_one_eyed_blocks`), and killing the others by the count gained a
/// game or two.
pub(in crate::judge) fn spare_close_kills_with_eyes(
    board: Option<&Board>,
    template: &PlayoutBoard,
    why: &mut [Option<Why>],
    unsure: &[bool],
) {
    let Some(board) = board else {
        return;
    };
    let candidates: Vec<(usize, f64)> = (0..why.len())
        .filter(|&p| unsure[p] && template.block_head(p) == p)
        .filter_map(|p| match why[p] {
            Some(Why::Playouts { taken, kept }) if taken > kept && taken < 1.0 - UNSURE_SHARE => {
                Some((p, taken))
            }
            _ => None,
        })
        .collect();
    if candidates.is_empty() {
        return;
    }
    let dead: Vec<bool> = why.iter().map(|w| w.is_some_and(Why::is_dead)).collect();
    let settings = Settings {
        rules: Rules::Japanese,
        komi: 0.0,
        handicap: 0,
    };
    let mut scorer = Scorer::new();
    let mut spared = Vec::new();
    for (p, taken) in candidates {
        let stones = template.block_stones(p);
        let mut alive_here = dead.clone();
        for &s in &stones {
            alive_here[s] = false;
        }
        scorer.score(
            &Position {
                board,
                dead: &alive_here,
            },
            &settings,
        );
        if scorer.status(p) == Some(Status::Alive) && reaches_territory(board, &scorer, p) {
            spared.push((stones, taken));
        }
    }
    for (stones, taken) in spared {
        for s in stones {
            why[s] = Some(Why::EyesCounted { taken });
        }
    }
}
