//! Reads that cost what their answer costs (issue 26). A tournament's standings, findings,
//! players and exports are built from what the store holds ([`crate::built`], kept per
//! tournament revision), and building or writing them is work: it runs on the blocking pool
//! with a read turn, of which there are fewer than refereeing turns and which each address
//! shares (`read_turns`, one in flight per address), within a work deadline, its answer
//! claimed from the memory for answers as the turn goes back. A storm of reads waits for
//! read turns (then 503 `busy`, or 429 for one address asking too much) and slows other reads,
//! never validations or writes, whose turns and memory it does not touch.

use crate::answers::HeldBody;
use crate::checking::{Stopped, Watchdog};
use crate::error::ApiError;
use crate::state::AppState;
use crate::turns::{Busy, PeerTurn, Turn};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};
use serde_json::json;
use std::time::Duration;

/// Why a read was not answered.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Every read turn stayed taken for the queue timeout, or the memory for answers.
    #[error("the server is busy with other reads; retry in a moment")]
    Busy,
    /// This address already has its share of reads in flight.
    #[error("this address already has {turns} reads in flight; wait for their answers")]
    Peer {
        /// The share of one address.
        turns: usize,
    },
    /// The read ran past its deadline (or its client went away).
    #[error("the read took longer than {} s and was given up", limit.as_secs())]
    OutOfTime {
        /// The deadline.
        limit: Duration,
    },
    /// The blocking pool is gone (the server is stopping).
    #[error("the server is shutting down")]
    Cancelled,
}

impl From<Busy> for ReadError {
    fn from(busy: Busy) -> ReadError {
        match busy {
            Busy::Server => ReadError::Busy,
            Busy::Peer { turns } => ReadError::Peer { turns },
        }
    }
}

impl From<&ReadError> for ApiError {
    fn from(error: &ReadError) -> ApiError {
        let message = match error {
            ReadError::Busy => words::sentence!("api-reads-busy"),
            ReadError::Peer { turns } => words::sentence!("api-reads-peer", turns = *turns),
            ReadError::OutOfTime { limit } => {
                words::sentence!("api-read-timeout", seconds = limit.as_secs())
            }
            ReadError::Cancelled => words::sentence!("api-shutting-down"),
        };
        match error {
            ReadError::Busy | ReadError::Cancelled => {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", message)
            }
            ReadError::Peer { turns } => {
                ApiError::new(StatusCode::TOO_MANY_REQUESTS, "too_many_requests", message)
                    .with_details(json!({ "read_turns": turns }))
            }
            ReadError::OutOfTime { limit } => {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "read_timeout", message)
                    .with_details(json!({ "limit_seconds": limit.as_secs() }))
            }
        }
    }
}

/// What a read's work is given: whether to go on (its deadline, its client).
pub struct ReadWatch<'a>(&'a Turn);

impl ReadWatch<'_> {
    /// Whether the work may go on.
    pub fn keep_going(&self) -> bool {
        self.0.keep_going().is_ok()
    }
}

/// An answer read in full, holding its memory and its address's share until it is taken.
pub type ReadBody = HeldBody<PeerTurn>;

/// Runs `work` as a read: the caller's address's share of the reads, a read turn, the blocking
/// pool, the read deadline; its answer claimed from the memory for answers. An error of the
/// work after the deadline passed (or the client left) is told as [`ReadError::OutOfTime`].
pub async fn read<E, F>(req: &HttpRequest, state: &AppState, work: F) -> Result<ReadBody, E>
where
    E: From<ReadError> + Send + 'static,
    F: FnOnce(&ReadWatch<'_>) -> Result<Vec<u8>, E> + Send + 'static,
{
    let share = state
        .reads
        .peer(req.peer_addr())
        .await
        .map_err(ReadError::from)?;
    let turn = state.reads.referee().await.map_err(ReadError::from)?;
    // Dropped with this future (the client went away): the work stops at its next check.
    let watch = turn.watch();
    let span = tracing::Span::current();
    let (bytes, turn) = web::block(move || {
        let _entered = span.enter();
        let done = work(&ReadWatch(&turn));
        match (done, turn.keep_going()) {
            (Ok(bytes), _) => Ok((bytes, turn)),
            (Err(_), Err(Stopped::OutOfTime { limit })) => {
                tracing::info!("read given up past its deadline");
                Err(ReadError::OutOfTime { limit }.into())
            }
            (Err(_), Err(_)) => Err(ReadError::Cancelled.into()),
            (Err(error), Ok(())) => Err(error),
        }
    })
    .await
    .map_err(|_| ReadError::Cancelled)??;
    // Claimed with the turn given back: an answer waiting for room holds no read turn.
    let memory = state
        .answers
        .claim(bytes.len(), turn)
        .await
        .map_err(ReadError::from)?;
    watch.done();
    Ok(HeldBody::new(bytes, memory, share, Some(state.answer_pace)))
}
