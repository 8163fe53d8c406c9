//! Properties on random positions: the score does not depend on the board's orientation or on
//! which colour is which, the strict rule never counts more territory, and bad input never
//! changes the engine's state.

mod common;

use common::{finished_like, mirror, rotate, score, swap_colors, symmetries};
use proptest::prelude::*;
use tenuki_gtp::gtp::commands::COMMANDS;
use tenuki_gtp::gtp::Engine;
use tenuki_gtp::scoring::Rules;

fn position() -> impl Strategy<Value = Vec<String>> {
    (
        3usize..=13,
        3usize..=13,
        prop::collection::vec((0usize..13, 0usize..13, any::<bool>()), 2..7),
        prop::collection::vec(0u8..120, 1..200),
    )
        .prop_map(|(w, h, seeds, noise)| finished_like(w, h, &seeds, &noise))
}

fn tenths(x: f64) -> i64 {
    (x * 10.0).round() as i64
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_score_is_the_same_under_the_eight_symmetries(board in position()) {
        for rules in [Rules::Japanese, Rules::JapaneseSeed, Rules::JapaneseStrict, Rules::Chinese] {
            let (map, t) = score(&board.join("|"), rules, 0.0);
            let maps = symmetries(&map);
            for (k, turned) in symmetries(&board).iter().enumerate() {
                let (turned_map, turned_t) = score(&turned.join("|"), rules, 0.0);
                prop_assert_eq!(&turned_map, &maps[k], "{:?} symmetry {}", rules, k);
                prop_assert_eq!(tenths(turned_t.margin()), tenths(t.margin()));
            }
        }
    }

    #[test]
    fn swapping_colours_flips_the_score(board in position(), komi in -20i32..20) {
        for rules in [Rules::Japanese, Rules::JapaneseSeed, Rules::JapaneseStrict, Rules::Chinese] {
            let komi = f64::from(komi) / 2.0;
            let (map, t) = score(&board.join("|"), rules, komi);
            let (swapped_map, swapped) = score(&swap_colors(&board).join("|"), rules, -komi);
            prop_assert_eq!(swapped_map, swap_colors(&map));
            prop_assert_eq!(tenths(swapped.margin()), -tenths(t.margin()));
        }
    }

    #[test]
    fn the_strict_rule_never_counts_more_territory_than_the_seed(board in position()) {
        let (_, default) = score(&board.join("|"), Rules::JapaneseSeed, 0.0);
        let (_, strict) = score(&board.join("|"), Rules::JapaneseStrict, 0.0);
        prop_assert!(strict.territory[0] <= default.territory[0]);
        prop_assert!(strict.territory[1] <= default.territory[1]);
    }

    #[test]
    fn bad_input_never_panics_and_failed_commands_change_nothing(
        setup in prop::collection::vec(0usize..6, 0..6),
        lines in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..40), 1..20),
        commands in prop::collection::vec(0usize..COMMAND_WORDS.len(), 1..20),
    ) {
        let mut engine = Engine::new(Rules::Japanese, 6.5, COMMANDS);
        let setup_lines = ["boardsize 9", "play b e5", "play w c3", "komi 1.5", "tenuki-set_dead e5", "play b d4"];
        for k in setup {
            engine.handle_line(setup_lines[k]);
        }
        for (bytes, &word) in lines.iter().zip(commands.iter().cycle()) {
            // half the lines are a real command name with random arguments
            let mut line = bytes.clone();
            if word % 2 == 0 {
                let mut prefixed = COMMAND_WORDS[word].as_bytes().to_vec();
                prefixed.push(b' ');
                prefixed.extend(line.iter().map(|b| if *b == b'\n' { b' ' } else { *b }));
                line = prefixed;
            }
            let before = engine.state.clone();
            let answer = engine.handle_bytes(&line);
            if let Some(answer) = answer {
                prop_assert!(answer.starts_with('=') || answer.starts_with('?'));
                prop_assert!(answer.ends_with("\n\n"));
                prop_assert!(!answer[..answer.len() - 2].contains("\n\n"));
                if answer.starts_with('?') {
                    prop_assert_eq!(&engine.state, &before, "{:?}", String::from_utf8_lossy(&line));
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any text given to loadsgf is loaded or refused with a message; nothing panics.
    #[test]
    fn reading_any_sgf_text_never_panics(
        text in prop::string::string_regex(r"\(;(FF\[[0-9]\]|SZ\[[0-9:]{0,5}\]|[BW]\[[a-z]{0,3}\]|A[BWE](\[[a-z]{2}\]){1,3}|HA\[[0-9]\]|KM\[-?[0-9.]{0,4}\]|RU\[[A-Za-z]{0,8}\]|PL\[[BW]\]|;|\(|\)){0,40}").unwrap(),
        noise in ".{0,20}",
        stop in 0u64..40,
    ) {
        for candidate in [text.clone(), format!("{text}{noise}"), noise.clone()] {
            let _ = tenuki_gtp::sgf::load_text(&candidate, &tenuki_gtp::sgf::Stop::End);
            let _ = tenuki_gtp::sgf::load_text(&candidate, &tenuki_gtp::sgf::Stop::BeforeMove(stop));
        }
    }
}

const COMMAND_WORDS: &[&str] = &[
    "play",
    "boardsize",
    "undo",
    "komi",
    "loadsgf",
    "set_free_handicap",
    "fixed_handicap",
    "tenuki-set_board",
    "tenuki-set_dead",
    "final_status_list",
    "gogui-play_sequence",
    "rectangular_boardsize",
    "genmove",
    "tenuki-rules",
    "known_command",
    "place_free_handicap",
];

#[test]
fn the_helpers_turn_diagrams_as_expected() {
    let board = vec!["xo.".to_string(), "...".to_string()];
    assert_eq!(
        rotate(&board),
        vec![".x".to_string(), ".o".to_string(), "..".to_string()]
    );
    assert_eq!(mirror(&board), vec![".ox".to_string(), "...".to_string()]);
    assert_eq!(symmetries(&board).len(), 8);
}
