//! What the arbiter decides beside the records: a game's result as ruled, byes, forfeits of
//! games never played, and merges or renames of players. Plain data, read from JSON by the
//! command line (`--decisions FILE`); the rulings of issue 14 and the store will produce the
//! same values. Decisions never change a record or a verdict: they sit beside them.

use super::decided::Decided;
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
    /// Games whose round is another than their Round tag (or file) says.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<RoundCorrection>,
}

/// A game's round as the arbiter corrected it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundCorrection {
    /// The game's file, as reports name it (or its name without the folders).
    pub file: String,
    /// The game's 1-based place in its file.
    pub game: usize,
    /// The round it belongs to.
    pub round: u32,
    /// Why (what `--suggest-decisions` found).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
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
    /// Why (what `--suggest-decisions` found).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
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
    /// Why (what `--suggest-decisions` found).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
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

/// Whether a decision's `file` names the game's `file`: the same text, or the same file name
/// without its folders (a decisions file written in one folder and used from another).
pub fn same_file(decided: &str, file: &str) -> bool {
    decided == file || base_name(decided) == base_name(file)
}

/// The last of `decided` on game `game` of `file`: one naming the file exactly wins over one
/// naming it without its folders. `at` gives a decision's file and game.
fn last_on_game<'a, T>(
    decided: &'a [T],
    file: &str,
    game: usize,
    at: impl Fn(&T) -> (&str, usize),
) -> Option<&'a T> {
    let on_game = |exact: bool| {
        decided.iter().rev().find(|d| {
            let (named, n) = at(d);
            n == game
                && if exact {
                    named == file
                } else {
                    same_file(named, file)
                }
        })
    };
    on_game(true).or_else(|| on_game(false))
}

/// A file's name without its folders (`/home/a/r1.pdn`, `a.zip:dir/r1.pdn`, `a.zip:r1.pdn`).
pub fn base_name(file: &str) -> &str {
    file.rsplit(['/', '\\', ':']).next().unwrap_or(file)
}

impl Decisions {
    /// The ruling on a game, if any: the last one given wins; one naming the file exactly wins
    /// over one naming it without its folders.
    pub fn ruling(&self, file: &str, game: usize) -> Option<&ResultRuling> {
        last_on_game(&self.results, file, game, |r| (&r.file, r.game))
    }

    /// The round the arbiter gave a game, if any (the last one given wins).
    pub fn round_of(&self, file: &str, game: usize) -> Option<&RoundCorrection> {
        last_on_game(&self.rounds, file, game, |r| (&r.file, r.game))
    }

    /// Adds `other`'s decisions after these.
    pub fn extend(&mut self, other: Decisions) {
        self.results.extend(other.results);
        self.byes.extend(other.byes);
        self.forfeits.extend(other.forfeits);
        self.merges.extend(other.merges);
        self.renames.extend(other.renames);
        self.rounds.extend(other.rounds);
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
        // Run from another folder, the decision still names the file.
        assert!(decisions.ruling("/home/arbiter/open/r1.pdn", 2).is_some());
        assert!(decisions.ruling("open.zip:round/r1.pdn", 2).is_some());
        assert!(decisions.ruling("r12.pdn", 2).is_none());
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
