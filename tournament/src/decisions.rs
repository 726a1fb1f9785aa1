//! What the arbiter decides beside the records: a game's result as ruled, byes, forfeits of
//! games never played, and merges or renames of players. Plain data, read from JSON by the
//! command line (`--decisions FILE`); the rulings of issue 14 and the store will produce the
//! same values. Decisions never change a record or a verdict: they sit beside them.

use super::result::Decided;
use serde::{Deserialize, Serialize};

/// Everything the arbiter decided for one tournament.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Decisions {
    /// Results as ruled, one per game (the latest counts when a game has several).
    #[serde(default)]
    pub results: Vec<ResultRuling>,
    /// Byes: a round a player had no opponent.
    #[serde(default)]
    pub byes: Vec<Bye>,
    /// Games never played, won by forfeit.
    #[serde(default)]
    pub forfeits: Vec<Forfeit>,
    /// Names that are one player: every game of `from` becomes a game of `into`.
    #[serde(default)]
    pub merges: Vec<Merge>,
    /// A player shown under another name.
    #[serde(default)]
    pub renames: Vec<Rename>,
}

/// The result of one recorded game as the arbiter ruled it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ResultRuling {
    /// The game's file, as reports name it.
    pub file: String,
    /// The game's 1-based place in its file.
    pub game: usize,
    /// The result that counts (`2-0`, `1-1`, `0-2`, `0-0`).
    pub result: Decided,
    /// What kind of ruling it is.
    #[serde(default)]
    pub kind: RulingKind,
    /// Why (shown beside the result).
    #[serde(default)]
    pub reason: Option<String>,
}

/// What kind of ruling a result is.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum RulingKind {
    /// The arbiter decided a game that was not finished.
    Adjudicated,
    /// The game was lost by forfeit (late, absent, refused): counted as a forfeit.
    Forfeit,
    /// The record was wrong and the scoresheet says otherwise.
    Corrected,
    /// Any other ruling.
    #[default]
    Ruled,
}

/// A bye: no opponent in a round.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Bye {
    /// The player, as any of the files write the name.
    pub player: String,
    /// The round.
    pub round: u32,
    /// Points for the bye (default: the tournament's bye points, 2 under FMJD scoring).
    #[serde(default)]
    pub points: Option<u32>,
}

/// A game never played, won by forfeit.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Forfeit {
    /// The round.
    pub round: u32,
    /// The player who was there.
    pub winner: String,
    /// The player who was not.
    pub loser: String,
}

/// Two names that are one player.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Merge {
    /// The name to fold in.
    pub from: String,
    /// The name it becomes.
    pub into: String,
}

/// A player shown under another name.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Rename {
    /// The name as the files write it.
    pub from: String,
    /// The name to show.
    pub to: String,
}

impl Decisions {
    /// The ruling on a game, if any: the last one given wins.
    pub fn ruling(&self, file: &str, game: usize) -> Option<&ResultRuling> {
        self.results
            .iter()
            .rev()
            .find(|r| r.game == game && r.file == file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_read_from_json() {
        let decisions: Decisions = serde_json::from_str(
            r#"{"results": [{"file": "r1.pdn", "game": 2, "result": "0-2", "kind": "forfeit"},
                            {"file": "r1.pdn", "game": 2, "result": "1-1"}],
                "byes": [{"player": "Kees", "round": 3}],
                "merges": [{"from": "Ouedraogo", "into": "Ouedraogo, Dasmane"}]}"#,
        )
        .expect("valid decisions");
        assert_eq!(decisions.byes[0].points, None);
        assert_eq!(decisions.results[0].kind, RulingKind::Forfeit);
        assert_eq!(
            decisions.ruling("r1.pdn", 2).map(|r| r.result),
            Some(Decided::Draw)
        );
        assert_eq!(decisions.ruling("r1.pdn", 3), None);
    }

    #[test]
    fn unknown_fields_and_bad_results_are_refused() {
        assert!(
            serde_json::from_str::<Decisions>(r#"{"byes": [{"player": "A", "rnd": 1}]}"#).is_err()
        );
        let error = serde_json::from_str::<Decisions>(
            r#"{"results": [{"file": "a", "game": 1, "result": "3-0"}]}"#,
        )
        .unwrap_err();
        assert!(
            error.to_string().contains("`3-0` is not a result"),
            "{error}"
        );
    }
}
