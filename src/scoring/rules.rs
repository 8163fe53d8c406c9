//! The rule sets a score can be counted under.

/// How points are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rules {
    /// Territory + prisoners; eyes in seki count for nobody (the seed's algorithm).
    #[default]
    Japanese,
    /// Area (stones + surrounded points); White gets one point per handicap stone.
    Chinese,
    /// Area; White gets one point per handicap stone after the first.
    Aga,
    /// The seed's strict 1989 rule: a block touching a neutral point is in seki.
    JapaneseStrict,
}

impl Rules {
    pub const ALL: [Rules; 4] = [
        Rules::Japanese,
        Rules::Chinese,
        Rules::Aga,
        Rules::JapaneseStrict,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Rules::Japanese => "japanese",
            Rules::Chinese => "chinese",
            Rules::Aga => "aga",
            Rules::JapaneseStrict => "japanese-strict",
        }
    }

    /// Reads a rules name (case-insensitive); also the SGF RU spellings we know.
    pub fn from_name(name: &str) -> Option<Rules> {
        match name.to_ascii_lowercase().as_str() {
            "japanese" | "jp" | "korean" => Some(Rules::Japanese),
            "chinese" | "cn" | "nz" | "new zealand" | "new_zealand" | "tromp-taylor"
            | "tromp/taylor" | "tromp taylor" | "tt" | "goe" | "ing" => Some(Rules::Chinese),
            "aga" | "bga" => Some(Rules::Aga),
            "japanese-strict" => Some(Rules::JapaneseStrict),
            _ => None,
        }
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
        assert_eq!(Rules::from_name("TT--"), None);
    }
}
