//! The rule sets a score can be counted under.

/// How points are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rules {
    /// Territory + prisoners; eyes in seki count for nobody. The refined count: the seed's idea
    /// read finely enough for hard seki and false eyes (see `scoring::refined`).
    #[default]
    Japanese,
    /// Area (stones + surrounded points); White gets one point per handicap stone.
    Chinese,
    /// Area; White gets one point per handicap stone after the first.
    Aga,
    /// The seed's strict 1989 rule: a block touching a neutral point is in seki.
    JapaneseStrict,
    /// Territory counted by the seed's algorithm as written (checkered fill, obvious false
    /// eyes, eyes from boundary lengths), as Tenuki does without its faults.
    JapaneseSeed,
}

impl Rules {
    pub const ALL: [Rules; 5] = [
        Rules::Japanese,
        Rules::Chinese,
        Rules::Aga,
        Rules::JapaneseStrict,
        Rules::JapaneseSeed,
    ];

    /// Every name, for messages: `japanese, chinese, aga, japanese-strict or japanese-seed`.
    pub fn names_listed() -> String {
        let names: Vec<&str> = Rules::ALL.iter().map(|r| r.name()).collect();
        match names.split_last() {
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Rules::Japanese => "japanese",
            Rules::Chinese => "chinese",
            Rules::Aga => "aga",
            Rules::JapaneseStrict => "japanese-strict",
            Rules::JapaneseSeed => "japanese-seed",
        }
    }

    /// Reads a rules name: ours, or a common spelling of one (case, `-`, `_` and `/` do not
    /// matter, nor a trailing "rules"): `Korean`, `NZ`, `Tromp-Taylor`, `TT`, `BGA`, ...
    pub fn from_name(name: &str) -> Option<Rules> {
        let mut room = [0; SPELLING_ROOM];
        let normal = normalize(words(name), &mut room)?;
        let normal = normal
            .strip_suffix(" rules")
            .or_else(|| normal.strip_suffix(" rule"))
            .unwrap_or(normal);
        from_spelling(normal)
    }

    /// The rules an SGF record's `RU` means: as [`Rules::from_name`], else by its first word
    /// (`chinese;x`, `Chinese (GOE)`). `None` when nothing is recognised.
    pub fn from_record(ru: &str) -> Option<Rules> {
        Rules::from_name(ru).or_else(|| {
            let mut room = [0; SPELLING_ROOM];
            from_spelling(normalize(words(ru).take(1), &mut room)?)
        })
    }

    /// True for the area-counting rule sets.
    pub fn is_area(self) -> bool {
        matches!(self, Rules::Chinese | Rules::Aga)
    }

    /// Points White receives for `handicap` stones under these rules.
    pub fn handicap_compensation(self, handicap: u32) -> f64 {
        match self {
            Rules::Chinese if handicap >= 2 => handicap as f64,
            Rules::Aga if handicap >= 2 => (handicap - 1) as f64,
            _ => 0.0,
        }
    }
}

/// Room for a normalized name: more than the longest spelling we know with " rules" after it
/// (a longer name is none of them).
const SPELLING_ROOM: usize = 48;

/// The words of a name: what runs of spaces, `-`, `_`, `/`, `;`, `,`, `(`, `)` separate.
fn words(name: &str) -> impl Iterator<Item = &str> {
    name.split(|c: char| c.is_whitespace() || "-_/;,()".contains(c))
        .filter(|word| !word.is_empty())
}

/// `words` in lower case, one space between them, written into `room` (no string made);
/// `None` when they do not fit.
fn normalize<'r>(words: impl Iterator<Item = &'r str>, room: &'r mut [u8]) -> Option<&'r str> {
    let mut len = 0;
    for word in words {
        let space = (len > 0) as usize;
        let end = len + space + word.len();
        if end > room.len() {
            return None;
        }
        if space == 1 {
            room[len] = b' ';
        }
        room[len + space..end].copy_from_slice(word.as_bytes());
        room[len + space..end].make_ascii_lowercase();
        len = end;
    }
    // whole words and spaces: still UTF-8
    std::str::from_utf8(&room[..len]).ok()
}

/// The spellings we know, normalized.
fn from_spelling(normal: &str) -> Option<Rules> {
    match normal {
        "japanese" | "jp" | "jpn" | "japan" | "korean" | "kr" | "kor" | "korea" | "territory" => {
            Some(Rules::Japanese)
        }
        "chinese" | "cn" | "chn" | "china" | "nz" | "new zealand" | "tromp taylor" | "tt"
        | "goe" | "ing" | "area" => Some(Rules::Chinese),
        "aga" | "american" | "bga" | "british" | "french" => Some(Rules::Aga),
        "japanese strict" => Some(Rules::JapaneseStrict),
        "japanese seed" | "seed" => Some(Rules::JapaneseSeed),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::Rules;

    #[test]
    fn record_rules_spellings_map_to_a_counting() {
        for (ru, rules) in [
            ("Japanese", Rules::Japanese),
            ("korean", Rules::Japanese),
            ("Chinese", Rules::Chinese),
            ("New Zealand", Rules::Chinese),
            ("NZ", Rules::Chinese),
            ("Tromp/Taylor", Rules::Chinese),
            ("GOE", Rules::Chinese),
            ("Ing", Rules::Chinese),
            ("AGA", Rules::Aga),
            ("BGA", Rules::Aga),
        ] {
            assert_eq!(Rules::from_name(ru), Some(rules), "{ru}");
        }
        for (ru, rules) in [
            ("TT--", Rules::Chinese),
            ("Tromp Taylor", Rules::Chinese),
            ("tromp_taylor", Rules::Chinese),
            ("AGA rules", Rules::Aga),
            ("Japanese rules", Rules::Japanese),
            ("chinese;x", Rules::Chinese),
            ("Chinese (GOE)", Rules::Chinese),
            ("Japanese-strict", Rules::JapaneseStrict),
            ("japanese-seed", Rules::JapaneseSeed),
        ] {
            assert_eq!(Rules::from_record(ru), Some(rules), "{ru}");
        }
        assert_eq!(
            Rules::from_name("chinese;x"),
            None,
            "a GTP name is the whole word"
        );
        for unknown in ["", "Spight", "newzealand x", "rules"] {
            assert_eq!(Rules::from_record(unknown), None, "{unknown}");
        }
    }

    #[test]
    fn a_long_rules_text_is_read_by_its_first_word() {
        // longer than any spelling we know: no name as a whole, but its first word counts
        let long = "Japanese rules, as the club plays them since the spring of 1997 (komi 6.5)";
        assert_eq!(Rules::from_name(long), None);
        assert_eq!(Rules::from_record(long), Some(Rules::Japanese));
        assert_eq!(Rules::from_record("KOREAN_RULES"), Some(Rules::Japanese));
        assert_eq!(
            Rules::from_record("  Tromp - Taylor  "),
            Some(Rules::Chinese)
        );
        assert_eq!(
            Rules::from_record("Ｊapanese"),
            None,
            "a full-width letter is no ASCII"
        );
    }
}
