//! The languages the arbiter writes its sentences in (issue 19): those of the federations where
//! international draughts is played and refereed most. Finding kinds, JSON field names and error
//! codes stay English and stable; only sentences follow the language.

use std::fmt;
use std::str::FromStr;

/// A language of the message catalogues.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default, and the fallback).
    #[default]
    En,
    /// French (France, French-speaking Africa).
    Fr,
    /// Dutch (the Netherlands, Flanders).
    Nl,
    /// Russian (Russia and the former Soviet states).
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::Nl, Lang::Ru];

    /// The ISO 639-1 code (`en`, `fr`, `nl`, `ru`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name, for a selector.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a tag such as `fr`, `fr-FR`, `nl_BE.UTF-8` or `ru-RU`, if it is one of ours.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The best of our languages for an HTTP `Accept-Language` header (RFC 9110: tags with
    /// weights); `None` when it names none of them.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(Lang, u16)> = None;
        for item in header.split(',').take(32) {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            // `q=0` refuses the language; a weight that is no number counts as none.
            if weight.is_nan() || weight <= 0.0 {
                continue;
            }
            // Weights in thousandths; the earlier of equal weights wins.
            let score = (weight.clamp(0.0, 1.0) * 1000.0) as u16;
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((lang, score));
            }
        }
        best.map(|(lang, _)| lang)
    }

    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, then `LANG`, as POSIX orders
    /// them), if it is one of ours.
    pub fn from_environment() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::from_tag(&value))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_tag(s).ok_or_else(|| {
            let shown: String = s.chars().take(20).collect();
            format!("unknown language `{shown}` (expected en, fr, nl or ru)")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_environment_forms() {
        assert_eq!(Lang::from_tag("fr-FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("nl_BE.UTF-8"), Some(Lang::Nl));
        assert_eq!(Lang::from_tag("RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_tag("pl"), None);
        assert_eq!("de".parse::<Lang>().map_err(|_| ()), Err(()));
    }

    #[test]
    fn accept_language_takes_the_heaviest_of_ours() {
        assert_eq!(
            Lang::from_accept_language("de-DE,de;q=0.9,fr;q=0.8,en;q=0.5"),
            Some(Lang::Fr)
        );
        assert_eq!(
            Lang::from_accept_language("ru-RU, ru;q=0.9"),
            Some(Lang::Ru)
        );
        assert_eq!(Lang::from_accept_language("pl, de;q=0.5"), None);
        assert_eq!(Lang::from_accept_language("nl;q=0, en"), Some(Lang::En));
        assert_eq!(Lang::from_accept_language("*"), None);
    }
}
