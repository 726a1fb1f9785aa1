//! What archives write around a player's name, read off before the name is compared (issue 28).
//!
//! Real archives add to the name what the tournament software knew: the round (`Bochaton,
//! Stéphane - ronde 1`, `Smit (r3)`), whether the player was there (`Bubbi Raoul (non
//! disponibile)`), the federation (`Ndjofang (CMR)`, `Smit [NED]`). Each is read off the end of
//! the name, in any order, so that one person is one player; the round and the absence say
//! something about that game and are reported on it, the federation is kept as the player's.
//! What is not one of these stays in the name: `Heusdens,R.W. (Ron)` gives a first name, and
//! `Tomczak, Patrycja (7)` a number we cannot read.

use super::round::RoundNumber;

/// A name as written, with what was read off it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The name itself, tidied.
    pub name: String,
    /// The round the name's mark gives (`- ronde 3`, `(r3)`).
    pub round: Option<RoundNumber>,
    /// The availability mark as written (`non disponibile`, `absent`, `forfait`).
    pub availability: Option<String>,
    /// The federation or country code in brackets (`FRA`, `NED`).
    pub federation: Option<String>,
}

/// Words before a round number in the languages of our catalogues (en, fr, nl, ru) and the
/// archives' abbreviations, lower case, longest first so that `ronde` is not `r` + `onde`.
const ROUND_WORDS: [&str; 11] = [
    "ronde",
    "round",
    "manche",
    "раунд",
    "tour",
    "тур",
    "rnd",
    "rd",
    "r.",
    "r",
    "#",
];

/// Availability marks as archives write them, compared in lower case without accents.
const AVAILABILITY: [&str; 12] = [
    "non disponibile",
    "assente",
    "absent",
    "absente",
    "forfait",
    "forfeit",
    "afwezig",
    "reglementair",
    "not available",
    "indisponible",
    "otsutstvuet",
    "neiavka",
];

/// Reads the marks off the end of a written name.
pub fn read(written: &str) -> Written {
    let mut rest = super::name::tidy(written);
    let mut out = Written::default();
    // A name carries each mark once at most; four passes read them in any order.
    for _ in 0..4 {
        let Some((before, mark)) = last_mark(&rest) else {
            break;
        };
        let before = before.trim_end_matches([' ', '-', '–', ',']).trim_end();
        if before.is_empty() {
            break;
        }
        match mark {
            Mark::Round(round) if out.round.is_none() => out.round = Some(round),
            Mark::Availability(text) if out.availability.is_none() => {
                out.availability = Some(text);
            }
            Mark::Federation(code) if out.federation.is_none() => out.federation = Some(code),
            _ => break,
        }
        rest = before.to_string();
    }
    out.name = rest;
    out
}

/// One mark read off the end of a name.
enum Mark {
    Round(RoundNumber),
    Availability(String),
    Federation(String),
}

/// The last mark of `text` and what stands before it, if it ends with one.
fn last_mark(text: &str) -> Option<(&str, Mark)> {
    let trimmed = text.trim_end();
    if let Some(close) = trimmed.chars().last().filter(|c| matches!(c, ')' | ']')) {
        let open = if close == ')' { '(' } else { '[' };
        let at = trimmed.rfind(open)?;
        let inner = trimmed[at + 1..trimmed.len() - 1].trim();
        let before = &trimmed[..at];
        if let Some(round) = round_mark(inner) {
            return Some((before, Mark::Round(round)));
        }
        let folded = deunicode::deunicode(inner).to_lowercase();
        let folded = folded.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        if AVAILABILITY.contains(&folded) {
            return Some((before, Mark::Availability(inner.to_string())));
        }
        if (2..=3).contains(&inner.len()) && inner.bytes().all(|b| b.is_ascii_uppercase()) {
            return Some((before, Mark::Federation(inner.to_string())));
        }
        return None;
    }
    // ` - ronde 3`, ` – round 3`, `, rd 3`: a separator, then a round word and its number.
    let at = trimmed.rfind([' ', '-', '–', ','])?;
    let mut start = at;
    // Back over the words of the mark (`ronde 3` is two): at most one more space.
    if let Some(before) = trimmed[..at].trim_end().rfind([' ', '-', '–', ',']) {
        let candidate = &trimmed[after(trimmed, before)..];
        if round_mark(candidate.trim()).is_some() {
            start = before;
        }
    }
    let tail = trimmed[start..].trim_start_matches([' ', '-', '–', ',']);
    let round = round_mark(tail.trim())?;
    let before = &trimmed[..start];
    // A mark needs its separator: `Smit - rd 3`, not `Smitrd 3`; a dash, comma or the round
    // word spelt out (`Smit ronde 3`).
    let separated = before.trim_end().ends_with(['-', '–', ','])
        || tail
            .chars()
            .take_while(|c| c.is_alphabetic())
            .count()
            .ge(&4);
    separated.then_some((before, Mark::Round(round)))
}

/// The byte index after the character at `i`.
fn after(text: &str, i: usize) -> usize {
    i + text[i..].chars().next().map_or(1, char::len_utf8)
}

/// A round mark: a round word then a number of at most three digits (`ronde 3`, `r3`, `rd.3`).
/// A bare number is not one: `(7)` may be a board, a seed or a team's order.
fn round_mark(text: &str) -> Option<RoundNumber> {
    let lower = text.to_lowercase();
    let word = ROUND_WORDS.iter().find(|w| lower.starts_with(*w))?;
    let number = lower[word.len()..].trim_start_matches(['.', ':', ' ']);
    if number.is_empty() || number.len() > 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    number.parse().ok().filter(|n| *n > 0).map(RoundNumber)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(written: &str) -> String {
        read(written).name
    }

    #[test]
    fn round_marks_in_our_languages() {
        for written in [
            "Bochaton, Stéphane - ronde 3",
            "Bochaton, Stéphane - round 3",
            "Bochaton, Stéphane - rd 3",
            "Bochaton, Stéphane (r3)",
            "Bochaton, Stéphane – tour 3",
            "Bochaton, Stéphane - тур 3",
            "Bochaton, Stéphane, Round 3",
            "Bochaton, Stéphane ronde 3",
        ] {
            let read = read(written);
            assert_eq!(read.name, "Bochaton, Stéphane", "{written}");
            assert_eq!(read.round, Some(RoundNumber(3)), "{written}");
        }
    }

    #[test]
    fn availability_and_federation_marks() {
        let read = read("Bubbi Raoul (non disponibile)");
        assert_eq!(read.name, "Bubbi Raoul");
        assert_eq!(read.availability.as_deref(), Some("non disponibile"));
        let smit = super::read("Smit, Jan [NED] - ronde 4");
        assert_eq!(
            (smit.name.as_str(), smit.federation.as_deref(), smit.round),
            ("Smit, Jan", Some("NED"), Some(RoundNumber(4)))
        );
        let durand = super::read("Durand (FRA) (forfait)");
        assert_eq!(durand.name, "Durand");
        assert_eq!(durand.federation.as_deref(), Some("FRA"));
        assert_eq!(durand.availability.as_deref(), Some("forfait"));
    }

    #[test]
    fn what_is_not_a_mark_stays_in_the_name() {
        assert_eq!(name("Heusdens,R.W. (Ron)"), "Heusdens,R.W. (Ron)");
        assert_eq!(name("Tomczak, Patrycja (7)"), "Tomczak, Patrycja (7)");
        assert_eq!(name("Jean-Pierre Round"), "Jean-Pierre Round");
        assert_eq!(name("Smitrd 3"), "Smitrd 3");
        assert_eq!(name("Ronde 3"), "Ronde 3");
        assert_eq!(name("(FRA)"), "(FRA)");
        assert_eq!(name("Van der Wal, Rob"), "Van der Wal, Rob");
        assert_eq!(name("Koops, R."), "Koops, R.");
    }
}
