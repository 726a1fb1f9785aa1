//! Live rounds kept across restarts (issue 30): each round's last version, the id of its last
//! event and where it is pulled from are written to the store at every change, and read back
//! when the service starts, so every round is followed from where it was and no client is
//! told an event twice (the events before the restart are no longer in any log: a client
//! that reconnects from before is told how many it missed).
//!
//! A round's state is kept after its version is read: a failure to keep it is logged and the
//! round goes on in memory (a relay is never refused for the database's trouble).

use crate::checking::CheckOptions;
use crate::live::LiveRound;
use crate::state::AppState;
use store::live::StoredLiveRound;

/// Keeps round `name` as it stands (after a version, or its source set or stopped).
pub(crate) async fn keep(state: &AppState, name: &str, round: &LiveRound) {
    let (bytes, last_event, options) = round.kept();
    let source = state
        .live_sources
        .get(name)
        .map(|source| source.request().to_json());
    let (ruleset, strict) = crate::live::rules_of(&options);
    let kept = StoredLiveRound {
        name: name.to_string(),
        ruleset,
        strict,
        bytes,
        last_event,
        source,
    };
    if let Err(error) = crate::state::with_store(state, move |s| s.save_live_round(&kept)).await {
        tracing::warn!(%error, round = name, "a live round could not be kept for a restart");
    }
}

/// Forgets round `name` (deleted).
pub(crate) async fn forget(state: &AppState, name: &str) {
    let key = name.to_string();
    if let Err(error) = crate::state::with_store(state, move |s| s.delete_live_round(&key)).await {
        tracing::warn!(%error, round = name, "a deleted live round could not be forgotten");
    }
}

/// The options a kept round is refereed under.
pub(crate) fn check_options(
    state: &AppState,
    ruleset: arbiter::Ruleset,
    strict: bool,
) -> CheckOptions {
    CheckOptions {
        ruleset,
        strict,
        include_moves: false,
        keep_played: false,
        max_games: state.max_games,
        lang: arbiter::Lang::En,
    }
}
