//! The games of a tournament: what comes in (a verdict and the file it came from), and what the
//! tournament makes of each (its round, its players, the result that counts), plus the rounds
//! nobody played (byes, forfeits).

use super::date::PartialDate;
use super::finding::GameRef;
use super::player::PlayerId;
use super::result::Counting;
use super::round::{RoundNumber, RoundRef};
use arbiter::{GameReport, Status};
use serde::Serialize;

/// One game as the tournament receives it: plain data, from the CLI, the store or the API.
#[derive(Clone, Debug)]
pub struct GameInput {
    /// The file (or `archive.zip:entry.pdn`) as the reports name it.
    pub file: String,
    /// The round the file stands for, when the caller knows it (an upload "round 5"; a file
    /// named `ronde 5.pdn`; the fifth file given): used when the game has no Round tag.
    pub file_round: Option<RoundNumber>,
    /// The referee's verdict on the game (its tags included).
    pub report: GameReport,
}

/// A game's place in [`super::Tournament::games`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GameId(pub usize);

/// Where a game's round comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundSource {
    /// Its Round tag.
    Tag,
    /// Its file (the file's name, or its place among the files).
    File,
    /// The arbiter's decision (a round correction).
    Decision,
    /// Nowhere: the game is counted but not in any round.
    Unknown,
}

/// What the tournament made of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "as", content = "id")]
pub enum Placement {
    /// A game between two players.
    Game(GameId),
    /// A bye: the other side names no opponent (`Bye`, `Exempt`).
    Bye(usize),
    /// Left out: it does not name both players.
    Unnamed,
}

/// A record as received, in input order: every game's verdict stays available for export.
#[derive(Clone, Debug)]
pub struct Record {
    /// Where it is.
    pub at: GameRef,
    /// Its round, if known.
    pub round: Option<RoundRef>,
    /// What the tournament made of it.
    pub placement: Placement,
    /// The referee's verdict.
    pub report: GameReport,
}

/// A game between two players of the tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentGame {
    /// Its id.
    pub id: GameId,
    /// Where it is.
    pub at: GameRef,
    /// Its place in [`super::Tournament::records`].
    pub record: usize,
    /// Its round and board, if known.
    pub round: Option<RoundRef>,
    /// Where the round comes from.
    pub round_source: RoundSource,
    /// The player with White.
    pub white: PlayerId,
    /// The player with Black.
    pub black: PlayerId,
    /// The result as recorded (`2-0`, `1/2-1/2`, `*`), if recorded.
    pub recorded: Option<String>,
    /// The result that counts, or why none does.
    #[serde(skip)]
    pub counting: Counting,
    /// The referee's verdict.
    pub status: Status,
    /// The game's date, if its Date tag gives one.
    pub date: Option<PartialDate>,
    /// Plies replayed and the final position: with the players and the round, what tells two
    /// copies of one game from two games.
    #[serde(skip)]
    pub fingerprint: (u32, Option<String>),
}

/// Where an unplayed round comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "from", content = "game")]
pub enum Origin {
    /// The arbiter's decisions.
    Decision,
    /// A record against `Bye` or `Exempt`.
    Game(GameRef),
}

/// A round a player did not play over the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Unplayed {
    /// No opponent this round.
    Bye {
        /// Who.
        player: PlayerId,
        /// When.
        round: Option<RoundNumber>,
        /// Points given for it.
        points: u32,
        /// Where it is written.
        origin: Origin,
    },
    /// A game never played, won by the player who was there.
    Forfeit {
        /// When.
        round: RoundNumber,
        /// The player who was there.
        winner: PlayerId,
        /// The player who was not.
        loser: PlayerId,
    },
}
