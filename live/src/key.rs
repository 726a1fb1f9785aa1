//! Which game of the round a game of a new version is: the same White, Black and Round (as
//! lidraughts' relays match them), and among games with the same three, the same place.

use pdn::Game;
use serde::Serialize;

/// A game of the round: its players and round as tagged (empty when untagged), and which of the
/// games with those three it is (0 for the first; a file without tags has many such games).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct GameKey {
    /// The White tag.
    pub white: String,
    /// The Black tag.
    pub black: String,
    /// The Round tag.
    pub round: String,
    /// Which of the games with the same three tags, in file order.
    #[serde(skip_serializing_if = "is_first")]
    pub repeat: u32,
}

fn is_first(repeat: &u32) -> bool {
    *repeat == 0
}

impl GameKey {
    /// The key of `game`, the first of the games with its tags.
    pub fn of(game: &Game<'_>) -> GameKey {
        let tag = |name: &str| game.tag(name).unwrap_or("").trim().to_string();
        GameKey {
            white: tag("White"),
            black: tag("Black"),
            round: tag("Round"),
            repeat: 0,
        }
    }
}
