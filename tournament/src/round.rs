//! Which round (and board) a game belongs to, read from its Round tag the way real files write
//! it, else from the name or the place of the file it came in.
//!
//! Seen in the corpus and in federation exports: `3`, `R3`, `Rd 3`, `ronde 3`, `ronde2`,
//! `Round 3`, `manche 3`, `3.2` (round 3, board 2), `03`; and values that carry no round: `?`,
//! `-`, empty. A value we cannot read as a round is not guessed at: the game's round then comes
//! from its file, and a finding says why.

use serde::Serialize;
use std::fmt;

/// A round number (1-based) as players and arbiters count rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct RoundNumber(pub u32);

impl fmt::Display for RoundNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A round and, when the tag says it, the board the game was played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct RoundRef {
    /// The round.
    pub round: RoundNumber,
    /// The board (`3.2` is board 2 of round 3).
    pub board: Option<u32>,
}

impl fmt::Display for RoundRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.board {
            Some(board) => write!(f, "{}.{board}", self.round),
            None => write!(f, "{}", self.round),
        }
    }
}

/// What a Round tag says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundTag {
    /// A round, perhaps with a board.
    Round(RoundRef),
    /// No round given (`?`, `-`, empty, or no tag).
    Absent,
    /// Something that is not a round (`1-1` in a match file, `final`).
    Unreadable,
}

/// Words that stand before a round number, lower-case, longest first so that `ronde` is not
/// read as `r` + `onde`.
const ROUND_WORDS: [&str; 8] = ["ronde", "round", "manche", "tour", "rnd", "rd", "r", "#"];

/// Reads a Round tag value.
pub fn parse_round_tag(value: &str) -> RoundTag {
    let value = value.trim();
    if matches!(value, "" | "?" | "-" | "*" | "??") {
        return RoundTag::Absent;
    }
    let lower = value.to_lowercase();
    let mut rest = lower.as_str();
    for word in ROUND_WORDS {
        if let Some(after) = rest.strip_prefix(word) {
            rest = after.trim_start_matches(['.', ':', ' ']);
            break;
        }
    }
    match parse_round_board(rest) {
        Some(round) => RoundTag::Round(round),
        None => RoundTag::Unreadable,
    }
}

/// `3`, `03`, `3.2`: a round with an optional board after a dot.
fn parse_round_board(text: &str) -> Option<RoundRef> {
    let (round, board) = match text.split_once('.') {
        Some((round, board)) => (round, Some(board)),
        None => (text, None),
    };
    let round = positive(round)?;
    let board = match board {
        Some(board) => Some(positive(board)?),
        None => None,
    };
    Some(RoundRef {
        round: RoundNumber(round),
        board,
    })
}

/// A positive decimal number of at most 3 digits (no round 0, no years).
fn positive(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|n| *n > 0)
}

/// The round a file's name gives (`nk ronde 01.pdn`, `090417ronde12.pdn`, `round3.pdn`,
/// `R5.pdn`), if any. Long round words may stand anywhere in the name (dates are glued to them);
/// `r`, `rd` and `rnd` only at the start of a word, or every name with an `r` would have a round.
pub fn round_from_file_name(name: &str) -> Option<RoundNumber> {
    // `archive.zip:dir/ronde 3.pdn` and `dir/ronde 3.pdn`: the entry's own name.
    let base = name.rsplit(['/', '\\', ':']).next().unwrap_or(name);
    let stem = base.rsplit_once('.').map_or(base, |(stem, _)| stem);
    let lower = stem.to_lowercase();
    for word in ["ronde", "round", "manche"] {
        if let Some(at) = lower.rfind(word)
            && let Some(n) = leading_number(&lower[at + word.len()..])
        {
            return Some(RoundNumber(n));
        }
    }
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for word in &words {
        for short in ["rnd", "rd", "r"] {
            if let Some(n) = word.strip_prefix(short).and_then(positive) {
                return Some(RoundNumber(n));
            }
        }
    }
    None
}

/// The number at the start of `text`, after separators (`_01`, ` 3`, `12`).
fn leading_number(text: &str) -> Option<u32> {
    let text = text.trim_start_matches([' ', '_', '-', '.']);
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    positive(&text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(r: u32, board: Option<u32>) -> RoundTag {
        RoundTag::Round(RoundRef {
            round: RoundNumber(r),
            board,
        })
    }

    #[test]
    fn round_tags_as_real_files_write_them() {
        assert_eq!(parse_round_tag("3"), round(3, None));
        assert_eq!(parse_round_tag("03"), round(3, None));
        assert_eq!(parse_round_tag("R3"), round(3, None));
        assert_eq!(parse_round_tag("Rd. 3"), round(3, None));
        assert_eq!(parse_round_tag("ronde 3"), round(3, None));
        assert_eq!(parse_round_tag("ronde2"), round(2, None));
        assert_eq!(parse_round_tag("Round 11"), round(11, None));
        assert_eq!(parse_round_tag("Manche 4"), round(4, None));
        assert_eq!(parse_round_tag("3.2"), round(3, Some(2)));
        assert_eq!(parse_round_tag("R3.12"), round(3, Some(12)));
    }

    #[test]
    fn values_without_a_round() {
        assert_eq!(parse_round_tag(""), RoundTag::Absent);
        assert_eq!(parse_round_tag("?"), RoundTag::Absent);
        assert_eq!(parse_round_tag("-"), RoundTag::Absent);
        // Match_Samb-Buggy2.pdn writes the match score in the Round tag.
        assert_eq!(parse_round_tag("1-1"), RoundTag::Unreadable);
        assert_eq!(parse_round_tag("final"), RoundTag::Unreadable);
        assert_eq!(parse_round_tag("0"), RoundTag::Unreadable);
        assert_eq!(parse_round_tag("2021"), RoundTag::Unreadable);
        assert_eq!(parse_round_tag("3."), RoundTag::Unreadable);
    }

    #[test]
    fn rounds_from_file_names() {
        assert_eq!(
            round_from_file_name("nk ronde 01.pdn"),
            Some(RoundNumber(1))
        );
        assert_eq!(
            round_from_file_name("x/nk_ronde_12.pdn"),
            Some(RoundNumber(12))
        );
        assert_eq!(
            round_from_file_name("a.zip:round3.pdn"),
            Some(RoundNumber(3))
        );
        assert_eq!(round_from_file_name("R5.pdn"), Some(RoundNumber(5)));
        assert_eq!(
            round_from_file_name("090417ronde12.pdn"),
            Some(RoundNumber(12))
        );
        assert_eq!(round_from_file_name("games_4.pdn"), None);
        assert_eq!(round_from_file_name("Championnat_de_France_2021.pdn"), None);
    }
}
