//! Comparing the names written in PDN tags (White, Black, Event) for search: the same person
//! written `Ouédraogo, Dasmane`, `OUEDRAOGO Dasmane` and `Dasmane  Ouedraogo` gets one key.
//!
//! There is one normalisation in the crate, the tournament's ([`tournament::name`]):
//! case, accents (deunicode), apostrophes, punctuation, spacing and word order folded, never
//! letters. The store keeps its keys and searches by their words; this module is that use of it.

use tournament::name::NameKey;

/// The comparison key of a name: ASCII lowercase words, sorted, one space apart; empty when
/// the name has no letter or digit.
pub fn name_key(name: &str) -> String {
    NameKey::of(name).map_or_else(String::new, |k| k.as_str().to_string())
}

/// The words of a name as its key has them (a search's words).
pub fn name_words(name: &str) -> Vec<String> {
    NameKey::of(name).map_or_else(Vec::new, |k| k.words().map(str::to_string).collect())
}

/// Whether every word of `query` begins a word of the key `key`, as the search's SQL asks: a
/// search for `baliakin` or `bali` finds `alexander baliakin` (an arbiter types the start of a
/// name), `akin` does not.
pub fn key_has_words(key: &str, query: &[String]) -> bool {
    query
        .iter()
        .all(|q| key.split(' ').any(|w| w.starts_with(q.as_str())))
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
        assert_eq!(name_key("D'Almeida, Jean"), name_key("Jean DALMEIDA"));
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
        assert!(key_has_words(&key, &name_words("bali")));
        assert!(key_has_words(&key, &name_words("Alex bal")));
        assert!(!key_has_words(&key, &name_words("akin")));
        // Without accents, or in another script: the key is folded to ASCII.
        let key = name_key("Ouédraogo, Dasmane");
        assert!(key_has_words(&key, &name_words("ouedr")));
        assert!(key_has_words(&key, &name_words("OUÉDRAOGO")));
        let key = name_key("Шварцман, Александр");
        assert!(key_has_words(&key, &name_words("shvar")), "{key}");
        assert!(key_has_words(&key, &name_words("Шварц")), "{key}");
    }
}
