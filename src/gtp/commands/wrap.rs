//! Long answers cut into lines for GoGui's text windows: a window opens as wide as its longest
//! line, and GoGui's highlighting bolds a word ending in `:` at a line's start, as a heading.

/// Widest line of a text window's answer (`tenuki-point_why ... detail`,
/// `tenuki-status_why`): GoGui opens its text window as wide as the longest line.
pub(super) const TEXT_COLUMNS: usize = 72;

/// `text` cut into lines of at most `columns` characters at spaces (a longer word stands on a
/// line of its own). No line but the first starts with a word ending in `:` (GoGui would bold
/// it as a heading): the word before it goes down with it.
pub(super) fn wrap(text: &str, columns: usize) -> String {
    wrap_hanging(text, columns, 0)
}

/// [`wrap`], the lines after the first indented by `indent` spaces (a list's entries told
/// apart; an indented line is never a heading to GoGui).
pub(super) fn wrap_hanging(text: &str, columns: usize, indent: usize) -> String {
    let mut lines: Vec<Vec<&str>> = Vec::new();
    let mut line: Vec<&str> = Vec::new();
    let mut width = 0;
    for word in text.split_whitespace() {
        let room = if lines.is_empty() {
            columns
        } else {
            columns.saturating_sub(indent)
        };
        let wide = word.chars().count();
        if !line.is_empty() && width + 1 + wide > room {
            // a word ending in `:` does not start a line: the word before it goes down too
            let carried = (indent == 0 && word.ends_with(':') && line.len() > 1)
                .then(|| line.pop())
                .flatten();
            lines.push(std::mem::take(&mut line));
            width = 0;
            if let Some(carried) = carried {
                width = carried.chars().count();
                line.push(carried);
            }
        }
        if !line.is_empty() {
            width += 1;
        }
        width += wide;
        line.push(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    let pad = " ".repeat(indent);
    lines
        .iter()
        .enumerate()
        .map(|(i, words)| {
            let text = words.join(" ");
            if i == 0 {
                text
            } else {
                format!("{pad}{text}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A list answer cut by [`wrap_hanging`] (`tenuki-status_why`), one entry a line again: each
/// indented line joined to the entry it goes on from (for programs that read it, as Python's
/// `Board.judge()`).
pub fn join_entries(text: &str) -> Vec<String> {
    let mut entries: Vec<String> = Vec::new();
    for line in text.lines().filter(|l| !l.is_empty()) {
        match (line.strip_prefix("  "), entries.last_mut()) {
            (Some(more), Some(entry)) => {
                entry.push(' ');
                entry.push_str(more);
            }
            _ => entries.push(line.to_string()),
        }
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_detail_is_cut_at_spaces_into_short_lines() {
        let text = "aaa bbb ccc ddd";
        assert_eq!(wrap(text, 7), "aaa bbb\nccc ddd");
        assert_eq!(wrap(text, 6), "aaa\nbbb\nccc\nddd");
        // a word longer than a line stands alone
        assert_eq!(wrap("a bbbbbbbb c", 4), "a\nbbbbbbbb\nc");
        assert_eq!(wrap("", 10), "");
    }

    #[test]
    fn no_line_starts_with_a_word_and_a_colon() {
        // `liberties:` would start the second line: `two` goes down with it
        let text = "it shares two liberties: D4 and E5";
        assert_eq!(wrap(text, 14), "it shares\ntwo liberties:\nD4 and E5");
        // wherever `two liberties:` fits on a line (a narrower one cannot keep the rule)
        for columns in 14..40 {
            for later in wrap(text, columns).lines().skip(1) {
                let first = later.split(' ').next().unwrap_or("");
                assert!(!first.ends_with(':'), "{columns}: {later}");
            }
        }
    }

    #[test]
    fn a_list_entry_goes_on_indented() {
        let text = "C8 dead: inside white's area: white takes its points";
        assert_eq!(
            wrap_hanging(text, 20, 2),
            "C8 dead: inside\n  white's area:\n  white takes its\n  points"
        );
        for line in wrap_hanging(text, 20, 2).lines() {
            assert!(line.chars().count() <= 20, "{line}");
        }
        // and joined back, the entry whole
        assert_eq!(
            join_entries(&wrap_hanging(text, 20, 2)),
            vec![text.to_string()]
        );
    }
}
