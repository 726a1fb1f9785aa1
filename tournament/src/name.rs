//! Player names as files write them, compared the way an arbiter would.
//!
//! Two spellings are the same name when they agree after normalising case, accents, spacing,
//! hyphens, apostrophes and the order of the words (`Koops, Lambert-Jan`, `koops, Lambert Jan`
//! and `Lambert Jan Koops` are one name). Spellings that are *probably* one player but not the
//! same name (`Ouedraogo` and `Ouedraogo, Dasmane`; `GENOT J-P` and `GENOT Jean-Pierre`;
//! `Manakanou` and `Manakounou, Ali`) are only pointed out: merging them is the arbiter's call.

use serde::Serialize;
use std::fmt;

/// A name reduced to what identifies it: ASCII, lower case, its words sorted.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct NameKey(String);

impl NameKey {
    /// The key of a name as written; `None` when nothing is left (`?`, `-`, empty).
    pub fn of(written: &str) -> Option<NameKey> {
        let mut words = words(written);
        if words.is_empty() {
            return None;
        }
        words.sort();
        Some(NameKey(words.join(" ")))
    }

    /// The words of the key.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.0.split(' ')
    }

    /// The key as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for NameKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The words of a name: transliterated to ASCII (`Mickaël` -> `mickael`), lower case,
/// apostrophes dropped (`D'Almeida` -> `dalmeida`), every other mark a separator.
fn words(written: &str) -> Vec<String> {
    let ascii = deunicode::deunicode(written).to_lowercase();
    let joined: String = ascii.chars().filter(|c| !matches!(c, '\'' | '`')).collect();
    joined
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The name as it should be shown: trimmed, inner runs of spaces made one.
pub fn tidy(written: &str) -> String {
    written.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Why two names are probably one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Likeness {
    /// One name's words are all in the other (`Ouedraogo` / `Ouedraogo, Dasmane`).
    PartOfTheOther,
    /// The words agree but for a letter or two, scaled to the word's length (`Gillbert` /
    /// `Gilbert`, `Raul` / `Raoul`, `Bochatton` / `Bochaton`).
    NearlyTheSame,
    /// The words agree but one name gives initials for the other's first names
    /// (`GENOT J-P` / `GENOT Jean-Pierre`, `Bochaton, S.` / `Bochaton, Stéphane`).
    Initials,
}

/// Whether two different keys are probably one player, and why.
pub fn likeness(a: &NameKey, b: &NameKey) -> Option<Likeness> {
    if a == b {
        return None;
    }
    let a: Vec<&str> = a.words().collect();
    let b: Vec<&str> = b.words().collect();
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let mut used = vec![false; long.len()];
    let mut exact_only = true;
    let mut near = false;
    let mut solid = false;
    for word in &short {
        // Prefer an exact match, then an initial, then a near spelling.
        let found = [WordMatch::Exact, WordMatch::Initial, WordMatch::Near]
            .into_iter()
            .find_map(|kind| {
                long.iter()
                    .enumerate()
                    .find(|(i, other)| !used[*i] && kind.matches(word, other))
                    .map(|(i, _)| (i, kind))
            });
        let (i, kind) = found?;
        used[i] = true;
        exact_only &= kind == WordMatch::Exact;
        near |= kind == WordMatch::Near;
        // At least one real word (not an initial) must agree.
        solid |= kind != WordMatch::Initial && word.len() >= 3;
    }
    if !solid {
        return None;
    }
    if exact_only {
        Some(Likeness::PartOfTheOther)
    } else if near {
        Some(Likeness::NearlyTheSame)
    } else {
        Some(Likeness::Initials)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WordMatch {
    Exact,
    /// `j` for `jean`, `jm` is not read as initials.
    Initial,
    /// A letter off for every four letters of the shorter word (`raul` / `raoul`), at most
    /// two: short first names (`jan`, `jos`) must agree.
    Near,
}

impl WordMatch {
    fn matches(self, word: &str, other: &str) -> bool {
        match self {
            WordMatch::Exact => word == other,
            WordMatch::Initial => {
                (word.len() == 1 && other.starts_with(word))
                    || (other.len() == 1 && word.starts_with(other))
            }
            WordMatch::Near => {
                let shortest = word.len().min(other.len());
                let allowed = (shortest / 4).min(2);
                allowed > 0 && strsim::levenshtein(word, other) <= allowed
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> NameKey {
        NameKey::of(name).expect("a name")
    }

    #[test]
    fn one_name_whatever_the_case_accents_spacing_and_order() {
        assert_eq!(key("Koops, Lambert-Jan"), key("koops, Lambert Jan"));
        assert_eq!(key("Lambert Jan Koops"), key("Koops, Lambert Jan"));
        assert_eq!(
            key("Diafouana Kiabiya Ghislain"),
            key("Diafouana kiabiya, Ghislain")
        );
        assert_eq!(key("CALLEGARI Mickaël"), key("Callegari, Mickael"));
        assert_eq!(key("D'Almeida, Jean"), key("DAlmeida,  Jean"));
        assert_eq!(key("  Bonnave,   Olivier "), key("Olivier Bonnave"));
        assert_eq!(NameKey::of("?"), None);
        assert_eq!(NameKey::of(" - "), None);
    }

    #[test]
    fn probably_one_player() {
        let like = |a: &str, b: &str| likeness(&key(a), &key(b));
        assert_eq!(
            like("Ouedraogo", "Ouedraogo, Dasmane"),
            Some(Likeness::PartOfTheOther)
        );
        assert_eq!(like("Cisse", "Cisse, Papa"), Some(Likeness::PartOfTheOther));
        assert_eq!(
            like("GENOT J-P", "GENOT Jean-Pierre"),
            Some(Likeness::Initials)
        );
        assert_eq!(
            like("Bochaton, S.", "Bochaton, Stéphane"),
            Some(Likeness::Initials)
        );
        assert_eq!(
            like("Bubbi Raul", "Bubbi Raoul"),
            Some(Likeness::NearlyTheSame)
        );
        assert_eq!(
            like("Bochatton, Stéphane", "Bochaton, Stéphane"),
            Some(Likeness::NearlyTheSame)
        );
        assert_eq!(
            like("Manakanou", "Manakounou, Ali"),
            Some(Likeness::NearlyTheSame)
        );
        assert_eq!(
            like("KALFON Gillbert", "KALFON Gilbert"),
            Some(Likeness::NearlyTheSame)
        );
    }

    #[test]
    fn different_players_stay_apart() {
        let like = |a: &str, b: &str| likeness(&key(a), &key(b));
        assert_eq!(like("KOPP Patrick", "KOPP Vincent"), None);
        assert_eq!(like("Estebe, Gabriel", "Estebe, Rene"), None);
        assert_eq!(like("Smit, Jan", "Smit, Jos"), None);
        assert_eq!(like("Lamers, Kees", "Lamers, Koos"), None);
        assert_eq!(like("Nimbi, Fidele", "Machtelinck, Kevin"), None);
        // One name is one player, not "probably" one.
        assert_eq!(like("Koops, Lambert Jan", "Koops, Lambert-Jan"), None);
        // Initials alone are not enough.
        assert_eq!(like("J. P.", "Jean Pierre"), None);
    }

    #[test]
    fn names_are_tidied_for_display() {
        assert_eq!(tidy("  H.  van der Zee "), "H. van der Zee");
    }
}
