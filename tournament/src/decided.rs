//! A decided result of one game, and what it is for each player: what a ruling sets and what
//! counts.

use pdn::GameResult;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A decided result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decided {
    /// `2-0`.
    WhiteWins,
    /// `0-2`.
    BlackWins,
    /// `1-1`.
    Draw,
    /// `0-0`: both players lose (FMJD: a double loss, e.g. for a prearranged draw).
    BothLose,
}

impl Decided {
    /// The result in international notation (`pdn` is the one place that knows result forms).
    pub fn text(self) -> &'static str {
        // Every decided result has its international form; `*` is never reached.
        pdn::canonical_result_text(GameResult::from(self)).unwrap_or("*")
    }

    /// Reads `2-0`, `1-0`, `1-1`, `1/2-1/2`, `0-0`, ... (anything `pdn` reads as a decided result).
    pub fn parse(text: &str) -> Option<Decided> {
        from_game_result(pdn::parse_result(text).0)
    }

    /// What the result is for White, then for Black.
    pub fn for_each_side(self) -> (Outcome, Outcome) {
        match self {
            Decided::WhiteWins => (Outcome::Win, Outcome::Loss),
            Decided::BlackWins => (Outcome::Loss, Outcome::Win),
            Decided::Draw => (Outcome::Draw, Outcome::Draw),
            Decided::BothLose => (Outcome::Loss, Outcome::Loss),
        }
    }
}

impl fmt::Display for Decided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

impl Serialize for Decided {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.text())
    }
}

impl<'de> Deserialize<'de> for Decided {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Decided::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a result (2-0, 1-1, 0-2 or 0-0)"))
        })
    }
}

impl From<Decided> for GameResult {
    fn from(decided: Decided) -> GameResult {
        match decided {
            Decided::WhiteWins => GameResult::WhiteWins,
            Decided::BlackWins => GameResult::BlackWins,
            Decided::Draw => GameResult::Draw,
            Decided::BothLose => GameResult::BothLose,
        }
    }
}

fn from_game_result(result: GameResult) -> Option<Decided> {
    match result {
        GameResult::WhiteWins => Some(Decided::WhiteWins),
        GameResult::BlackWins => Some(Decided::BlackWins),
        GameResult::Draw => Some(Decided::Draw),
        GameResult::BothLose => Some(Decided::BothLose),
        GameResult::Unknown | GameResult::Unrecognised => None,
    }
}

/// A game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Won (2 points).
    Win,
    /// Drawn (1 point).
    Draw,
    /// Lost, including both losing a `0-0` (0 points).
    Loss,
}
