//! What every handler shares: the store, the limits and budgets, the caches.

use crate::answers::AnswerMemory;
use crate::auth::RecentTokens;
use crate::body::Bodies;
use crate::built::BuiltCache;
use crate::pace::Pace;
use crate::storage::StorageError;
use crate::turns::Turns;
use std::sync::Arc;
use std::time::Duration;
use store::{Store, StoreError};

/// What every handler shares.
#[derive(Debug)]
pub struct AppState {
    /// The database.
    pub store: Arc<Store>,
    /// Most games in one file.
    pub max_games: usize,
    /// The OpenAPI document, serialised once.
    pub openapi_json: String,
    /// How bodies are read: limit, pace, memory.
    pub bodies: Bodies,
    /// Turns to referee and the shares of anonymous addresses.
    pub turns: Turns,
    /// Whether anonymous addresses get a share (see [`ClientLimits::peer_turns`](crate::ClientLimits::peer_turns)).
    pub peer_shares: bool,
    /// Turns for reads that build a tournament or write an export, and each address's share.
    pub reads: Turns,
    /// The memory all answers written in full share while they wait for their readers.
    pub answers: AnswerMemory,
    /// How fast an answer, streamed or written in full, must be taken.
    pub answer_pace: Pace,
    /// How long one line of a streamed answer may wait for its client.
    pub write_timeout: Duration,
    /// Tournaments built for their standings, kept by revision.
    pub built: Arc<BuiltCache>,
    /// Tokens verified a moment ago, for the routes where a token only buys turns.
    pub recent_tokens: RecentTokens,
    /// The live rounds followed, in memory (issue 30).
    pub live: crate::live::LiveRounds,
    /// The feeds live rounds are pulled from, and the places allowed (issue 30).
    pub live_sources: crate::live_source::LiveSources,
}

/// Runs a store call on the blocking pool.
pub(crate) async fn with_store<T, F>(state: &AppState, call: F) -> Result<T, StorageError>
where
    T: Send + 'static,
    F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
{
    crate::storage::with_store(&state.store, call).await
}
