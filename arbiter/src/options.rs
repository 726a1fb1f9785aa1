//! How to referee: the draw rules in force, whether the moves are kept, the budget of the
//! look-ahead that resolves ambiguous notations.

use crate::report::Ruleset;

/// How to referee. The findings are data; the language they are said in is the output's
/// ([`GameReport::said`](crate::GameReport::said), [`Finding::message`](crate::Finding::message)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefereeOptions {
    /// The draw rules in force.
    pub ruleset: Ruleset,
    /// Keep the moves as carried out in the report (for diagrams).
    pub include_moves: bool,
    /// Keep the moves carried out as [`Move`](crate::Move) values
    /// ([`GameReport::played`](crate::GameReport::played)): what a copy key needs, without the
    /// position and the strings [`RefereeOptions::include_moves`] builds at every ply.
    pub keep_played: bool,
    /// Most plies replayed while looking ahead to resolve ambiguous notations, per game.
    pub lookahead_budget: u32,
}

impl Default for RefereeOptions {
    fn default() -> RefereeOptions {
        RefereeOptions {
            ruleset: Ruleset::default(),
            include_moves: false,
            keep_played: false,
            lookahead_budget: 20_000,
        }
    }
}
