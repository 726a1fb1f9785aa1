//! The polling of live rounds' feeds (issue 30): a task per pulled round reads its feed at
//! its interval ([`crate::live_source`] holds what a feed is and how it is doing), reads each
//! new version into the round with a refereeing turn, and keeps the round for a restart
//! ([`crate::live_kept`]); at start, the rounds kept are followed again ([`resume_all`]).

use crate::checking::{CheckOptions, InputError};
use crate::live::LiveRound;
use crate::live_kept;
use crate::live_source::{self, Location, Problem, Source, SourceRequest};
use crate::state::AppState;
use actix_web::web;
use arbiter::Lang;
use live::Round;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

/// How long a URL may take to answer.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);
/// A feed unchanged this long while a game is still being played is told stalled.
const STALL_AFTER: Duration = Duration::from_secs(120);

/// Starts polling `location` for round `name` every `interval` (in place of any source it had).
pub fn start(
    state: web::Data<AppState>,
    name: &str,
    round: Arc<LiveRound>,
    request: SourceRequest,
    location: Location,
    interval: Duration,
    options: CheckOptions,
) -> Arc<Source> {
    let source = Arc::new(Source::new(request, location, interval));
    let task = tokio::spawn(poll(
        state.clone(),
        name.to_string(),
        round,
        source.clone(),
        options,
    ));
    state
        .live_sources
        .insert(name, source.clone(), task.abort_handle());
    source
}

/// What a fetch found.
enum Fetched {
    /// The same as last time.
    Unchanged,
    /// A new version.
    Changed(Vec<u8>),
}

/// What identifies the version last read, to ask only for a newer one.
#[derive(Default)]
struct Validator {
    /// A file's size and modification time.
    file: Option<(u64, Option<SystemTime>)>,
    etag: Option<String>,
    last_modified: Option<String>,
}

/// Polls the source for as long as the round is followed (the task is aborted when it is not).
async fn poll(
    state: web::Data<AppState>,
    name: String,
    round: Arc<LiveRound>,
    source: Arc<Source>,
    options: CheckOptions,
) {
    let client = reqwest::Client::builder()
        .timeout(FETCH_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build();
    let mut validator = Validator::default();
    let limit = state.bodies.limit as u64;
    let mut changed_at = Instant::now();
    loop {
        if round.is_closed() {
            break;
        }
        let fetched = match (source.location(), &client) {
            (Location::File(path), _) => fetch_file(path.clone(), &mut validator, limit).await,
            (Location::Url(url), Ok(client)) => fetch_url(client, url, &mut validator, limit).await,
            (Location::Url(_), Err(e)) => Err(Problem::Unreachable(e.to_string())),
        };
        let outcome = match fetched {
            Ok(Fetched::Changed(bytes)) => {
                let read = read_version(&state, &round, bytes, &options).await;
                if read.is_ok() {
                    live_kept::keep(&state, &name, &round).await;
                }
                read
            }
            Ok(Fetched::Unchanged) => {
                // The feed stands still: what it ends with is what was written.
                if !round.read(Round::settled) && settle(&state, &round).await > 0 {
                    live_kept::keep(&state, &name, &round).await;
                }
                Ok(false)
            }
            Err(problem) => Err(problem),
        };
        match &outcome {
            Ok(true) => changed_at = Instant::now(),
            Ok(false) => {}
            Err(problem) => {
                tracing::warn!(problem = problem.code(), "live feed");
                // A version not read is asked for again, whatever its validator said.
                validator = Validator::default();
            }
        }
        let quiet = changed_at.elapsed();
        let playing = !round.read(|r| r.finished());
        let stalled = (playing && quiet >= STALL_AFTER).then_some(Problem::Stalled {
            seconds: quiet.as_secs(),
        });
        source.record(outcome, stalled);
        tokio::time::sleep(source.interval()).await;
    }
}

/// Reads a changed file when its size or modification time changed.
async fn fetch_file(
    path: PathBuf,
    validator: &mut Validator,
    limit: u64,
) -> Result<Fetched, Problem> {
    let last = validator.file;
    let read = web::block(
        move || -> std::io::Result<(u64, Option<SystemTime>, Option<Vec<u8>>)> {
            let meta = std::fs::metadata(&path)?;
            let seen = (meta.len(), meta.modified().ok());
            if Some(seen) == last || seen.0 > limit {
                return Ok((seen.0, seen.1, None));
            }
            Ok((seen.0, seen.1, Some(std::fs::read(&path)?)))
        },
    )
    .await
    .map_err(|e| Problem::Unreachable(e.to_string()))?
    .map_err(|e| Problem::Unreachable(words::io::said(&e, Lang::En)))?;
    let (size, modified, bytes) = read;
    if size > limit {
        return Err(Problem::TooLarge { size, limit });
    }
    validator.file = Some((size, modified));
    Ok(match bytes {
        Some(bytes) => Fetched::Changed(bytes),
        None => Fetched::Unchanged,
    })
}

/// Asks the URL for a version newer than the last one read.
async fn fetch_url(
    client: &reqwest::Client,
    url: &str,
    validator: &mut Validator,
    limit: u64,
) -> Result<Fetched, Problem> {
    let mut request = client.get(url);
    if let Some(etag) = &validator.etag {
        request = request.header(reqwest::header::IF_NONE_MATCH, etag);
    }
    if let Some(at) = &validator.last_modified {
        request = request.header(reqwest::header::IF_MODIFIED_SINCE, at);
    }
    let mut response = request
        .send()
        .await
        .map_err(|e| Problem::Unreachable(crate::error::clip_cause(&e)))?;
    let status = response.status();
    if status == reqwest::StatusCode::NOT_MODIFIED {
        return Ok(Fetched::Unchanged);
    }
    if !status.is_success() {
        return Err(Problem::Status(status.as_u16()));
    }
    if let Some(size) = response.content_length().filter(|&n| n > limit) {
        return Err(Problem::TooLarge { size, limit });
    }
    let header = |name| {
        response
            .headers()
            .get(name)
            .and_then(|v: &reqwest::header::HeaderValue| v.to_str().ok())
            .map(str::to_string)
    };
    let etag = header(reqwest::header::ETAG);
    let last_modified = header(reqwest::header::LAST_MODIFIED);
    let mut bytes = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| Problem::Unreachable(crate::error::clip_cause(&e)))?
    {
        if (bytes.len() + chunk.len()) as u64 > limit {
            return Err(Problem::TooLarge {
                size: (bytes.len() + chunk.len()) as u64,
                limit,
            });
        }
        bytes.extend_from_slice(&chunk);
    }
    validator.etag = etag;
    validator.last_modified = last_modified;
    Ok(Fetched::Changed(bytes))
}

/// Screens and reads a new version, with a refereeing turn; whether it was read.
async fn read_version(
    state: &AppState,
    round: &Arc<LiveRound>,
    bytes: Vec<u8>,
    options: &CheckOptions,
) -> Result<bool, Problem> {
    let turn = state.turns.referee().await.map_err(|_| Problem::Busy)?;
    let round = round.clone();
    let options = *options;
    web::block(move || {
        crate::checking::screen(&bytes, &options, &turn).map_err(|refused| match refused {
            InputError::NotPdn(_) | InputError::NoGames => Problem::NotPdn,
            InputError::TooManyGames { limit } => Problem::TooManyGames { limit },
            InputError::Stopped(_) => Problem::Busy,
        })?;
        // A relay may be caught rewriting its file: an unfinished end waits (settled below).
        round.update_unsettled(&bytes);
        drop(turn);
        Ok(true)
    })
    .await
    .map_err(|e| Problem::Unreachable(e.to_string()))?
}

/// Takes the round's last version as whole, as a version is read: with a refereeing turn, on
/// the blocking pool (the whole file is read again). The events it told; none when every turn
/// stayed taken (the next poll tries again).
async fn settle(state: &AppState, round: &Arc<LiveRound>) -> usize {
    let Ok(turn) = state.turns.referee().await else {
        return 0;
    };
    let round = round.clone();
    web::block(move || {
        let told = round.settle().events;
        drop(turn);
        told
    })
    .await
    .unwrap_or(0)
}

/// Follows again every round kept, each from its last version, and pulls again those that
/// were pulled from a place still allowed (one no longer allowed is logged and left pushed).
pub(crate) fn resume_all(state: &web::Data<AppState>) {
    let kept = match state.store.live_rounds() {
        Ok(kept) => kept,
        Err(error) => {
            tracing::warn!(%error, "the live rounds kept could not be read: none resumed");
            return;
        }
    };
    for round in kept {
        let options = live_kept::check_options(state, round.ruleset, round.strict);
        let resumed = Round::resumed(
            crate::live::round_options(&options),
            &round.bytes,
            round.last_event,
        );
        let live: Arc<LiveRound> = state.live.restore(&round.name, resumed);
        tracing::info!(round = %round.name, last_event = round.last_event, "live round resumed");
        let Some(source) = round.source.as_deref() else {
            continue;
        };
        let resumed_source = SourceRequest::from_json(source).and_then(|request| {
            let location = state
                .live_sources
                .allowed
                .locate(request.file.as_deref(), request.url.as_deref())
                .ok()?;
            let interval = live_source::interval(request.interval).ok()?;
            Some((request, location, interval))
        });
        match resumed_source {
            Some((request, location, interval)) => {
                start(
                    state.clone(),
                    &round.name,
                    live,
                    request,
                    location,
                    interval,
                    options,
                );
            }
            None => tracing::warn!(
                round = %round.name,
                "the source of a live round is no longer allowed: it is not pulled"
            ),
        }
    }
}
