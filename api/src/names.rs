//! Comparing the names written in PDN tags (White, Black, Event): the same person written
//! `Ouédraogo, Dasmane`, `OUEDRAOGO Dasmane` and `Dasmane  Ouedraogo` gets one key.
//!
//! The key folds what does not tell two people apart: case, accents and other marks (with
//! deunicode, so `ø` and `ß` fold too), punctuation and spacing, and the order of the words
//! (`Surname, First` and `First Surname`; federations also write `Surname First` without a
//! comma, so the words are sorted rather than the comma form turned round). It never merges
//! what differs in letters: `A. Baliakin` and `Alexander Baliakin` keep two keys (pointing such
//! pairs out is the tournament's business, issue 13, never a silent merge).
//!
//! The store searches by these keys; the tournament module is meant to share this function.

/// The comparison key of a name: ASCII lowercase words, sorted, one space apart; empty when
/// the name has no letter or digit.
pub fn name_key(name: &str) -> String {
    let mut words = name_words(name);
    words.sort_unstable();
    words.join(" ")
}

/// The words of a name as the key sees them (folded, in written order).
pub fn name_words(name: &str) -> Vec<String> {
    let folded = deunicode::deunicode_with_tofu(name, " ");
    folded
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
}

/// Whether every word of `query` is one of the words of the key `key` (a search for
/// `baliakin` finds `alexander baliakin`).
pub fn key_has_words(key: &str, query: &[String]) -> bool {
    query.iter().all(|q| key.split(' ').any(|w| w == q))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_one_key() {
        let key = name_key("Ouédraogo, Dasmane");
        assert_eq!(key, "dasmane ouedraogo");
        for other in [
            "Dasmane Ouedraogo",
            "OUEDRAOGO Dasmane",
            "  dasmane\tOUÉDRAOGO ",
            "Ouedraogo,Dasmane",
        ] {
            assert_eq!(name_key(other), key, "{other}");
        }
        assert_eq!(name_key("Søren Straße"), "soren strasse");
        assert_eq!(name_key("van den Borst, J.-P."), "borst den j p van");
    }

    #[test]
    fn different_letters_stay_apart() {
        assert_ne!(name_key("A. Baliakin"), name_key("Alexander Baliakin"));
        assert_eq!(name_key("?"), "");
        assert_eq!(name_key(""), "");
    }

    #[test]
    fn words_of_a_query_match_words_of_a_key() {
        let key = name_key("Baliakin, Alexander");
        assert!(key_has_words(&key, &name_words("baliakin")));
        assert!(key_has_words(&key, &name_words("Alexander BALIAKIN")));
        assert!(!key_has_words(&key, &name_words("bali")));
    }
}
