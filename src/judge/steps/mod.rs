//! The judge's steps, one file each, in the order [`judge_with_seed`](super::judge_with_seed)
//! runs them (see the outline in `judge/mod.rs`).

mod decide_close_calls_by_eyes;
mod decide_even_calls_by_walls;
mod find_seki_keeps;
mod keep_kos_left_at_the_end;
mod play_out;
mod read_life;
mod read_races;
mod seki_that_holds;
mod spare_blocks;
mod take_nakade_kills;
mod take_one_eyed_blocks;
mod verify_calls;
mod win_kos_at_the_end;

pub(super) use decide_close_calls_by_eyes::{
    decide_close_calls_by_eyes, revive_proved_kills_that_join_a_seki,
    take_back_eyes_counted_that_no_longer_hold,
};
pub(super) use decide_even_calls_by_walls::{decide_even_calls_by_walls, name_wall_calls};
pub(super) use find_seki_keeps::find_seki_keeps;
pub(super) use keep_kos_left_at_the_end::keep_kos_left_at_the_end;
pub use play_out::at_even_line;
pub(super) use play_out::{
    at_quarter_line, clear_above_quarter_line, forget_first_readings, just_above_three_quarters,
    just_below_quarter_line, keeps_at_quarter_line, kept_at_quarter_line, other_side_of_even,
    play_ahead_of_a_likely_reading, playouts_at_even, read_by_playouts, start_thread_ahead,
    within_errors_of_even, Depth, Meanwhile,
};
pub(super) use read_life::read_life;
pub(super) use read_races::{
    apply_lost_races, decide_races, kept_blocks_lost, name_ko_fights, races_decided, read_races,
    RacesDecided,
};
pub(super) use spare_blocks::{
    spare_blocks_whose_attackers_died, take_back_spares_whose_attackers_live,
};
pub(super) use take_nakade_kills::{nakade_kills_that_free, take_nakade_kills};
pub(super) use take_one_eyed_blocks::{take_back_no_territory_kills, take_one_eyed_blocks};
pub(super) use verify_calls::{links_out_of_race, verify_calls};
pub(super) use win_kos_at_the_end::win_kos_at_the_end;
