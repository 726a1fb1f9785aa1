//! The articles of the FMJD rules a finding names (RULES.md numbers them as the FMJD does).
//!
//! An article is a value from a closed list: every door (text, JSON, page) writes it as its
//! number, and a report read back can only name an article the referee enforces.

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// An article of the FMJD rules, such as `4.13` (the majority rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Article(&'static str);

impl Article {
    /// 3.4: a man moves one square diagonally forward.
    pub const MAN_MOVE: Article = Article("3.4");
    /// 4.2: capture by a man, forward and backward, obligatory.
    pub const MAN_CAPTURE: Article = Article("4.2");
    /// 4.3: capture by a king, obligatory.
    pub const KING_CAPTURE: Article = Article("4.3");
    /// 4.7: a piece may not jump its own pieces.
    pub const OWN_PIECE: Article = Article("4.7");
    /// 4.8: a piece may be jumped only once.
    pub const JUMPED_ONCE: Article = Article("4.8");
    /// 4.13: the majority rule.
    pub const MAJORITY: Article = Article("4.13");
    /// 4.15: a man passing the far row during a capture stays a man.
    pub const PASSING_MAN: Article = Article("4.15");
    /// 5.4.2: a move that is not legal.
    pub const IRREGULAR_MOVE: Article = Article("5.4.2");
    /// 5.4.5: a move that cannot be carried out.
    pub const IMPOSSIBLE_MOVE: Article = Article("5.4.5");
    /// 5.4.6: a capture not made.
    pub const CAPTURE_NOT_MADE: Article = Article("5.4.6");
    /// 5.4.8: fewer pieces taken than the maximum.
    pub const FEWER_TAKEN: Article = Article("5.4.8");
    /// 6.1: threefold repetition.
    pub const REPETITION: Article = Article("6.1");
    /// 6.2: 25 moves of kings only.
    pub const TWENTY_FIVE_MOVES: Article = Article("6.2");
    /// 6.3: the 16-move ending.
    pub const SIXTEEN_MOVES: Article = Article("6.3");
    /// 6.4: the 5-move ending.
    pub const FIVE_MOVES: Article = Article("6.4");
    /// 7.2.2: no legal move left.
    pub const NO_LEGAL_MOVE: Article = Article("7.2.2");
    /// 7.2.3: no pieces left.
    pub const NO_PIECES: Article = Article("7.2.3");

    /// Every article a finding can name, in the rules' order.
    pub const ALL: [Article; 17] = [
        Article::MAN_MOVE,
        Article::MAN_CAPTURE,
        Article::KING_CAPTURE,
        Article::OWN_PIECE,
        Article::JUMPED_ONCE,
        Article::MAJORITY,
        Article::PASSING_MAN,
        Article::IRREGULAR_MOVE,
        Article::IMPOSSIBLE_MOVE,
        Article::CAPTURE_NOT_MADE,
        Article::FEWER_TAKEN,
        Article::REPETITION,
        Article::TWENTY_FIVE_MOVES,
        Article::SIXTEEN_MOVES,
        Article::FIVE_MOVES,
        Article::NO_LEGAL_MOVE,
        Article::NO_PIECES,
    ];

    /// The article's number as the FMJD writes it (`4.13`).
    pub fn number(self) -> &'static str {
        self.0
    }

    /// The article numbered `number`, if a finding can name it.
    pub fn from_number(number: &str) -> Option<Article> {
        Article::ALL.into_iter().find(|a| a.0 == number.trim())
    }
}

impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl Serialize for Article {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for Article {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Article, D::Error> {
        let number = Cow::<'de, str>::deserialize(deserializer)?;
        Article::from_number(&number).ok_or_else(|| {
            serde::de::Error::custom(format!("`{number}` is no article a finding names"))
        })
    }
}

impl JsonSchema for Article {
    fn schema_name() -> Cow<'static, str> {
        "Article".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let numbers: Vec<&str> = Article::ALL.iter().map(|a| a.0).collect();
        schemars::json_schema!({
            "description": "An article of the FMJD rules, by its number.",
            "type": "string",
            "enum": numbers
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_back_and_unknown_ones_are_refused() {
        for article in Article::ALL {
            let json = serde_json::to_string(&article).unwrap();
            assert_eq!(serde_json::from_str::<Article>(&json).unwrap(), article);
        }
        assert!(serde_json::from_str::<Article>("\"9.9\"").is_err());
        assert_eq!(Article::from_number("4.13"), Some(Article::MAJORITY));
    }
}
