//! Building the application: settings, shared state, the server bound to its listener.
//!
//! Tests build it on port 0 with a temporary database ([`Application::build`] then
//! [`Application::port`]); `draughts-arbiter serve` builds it from flags and environment
//! variables and runs it until SIGINT/SIGTERM, when actix stops accepting and lets requests in
//! flight finish (up to the shutdown timeout).
//!
//! No client can stall the service (issue 16): every phase of a request has a deadline
//! ([`ClientLimits`]): its headers, its body (a minimum rate, `pace`), the wait for a
//! turn, the work, and the answer (a connection whose answer is not taken for `write_timeout`
//! is closed by the kernel: `TCP_USER_TIMEOUT`). The server keeps no half-closed connection: a
//! client that goes away drops its request, and with it its turn (`turns`).

use super::answers::AnswerMemory;
use super::body::Bodies;
use super::error::{ApiError, clip_cause, route_not_found, speak_errors};
use super::logging::log_requests;
use super::memory::BodyMemory;
use super::openapi::ApiDoc;
use super::pace::Pace;
use super::routes;
use super::turns::Turns;
use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::from_fn;
use actix_web::{App, HttpServer, web};
use serde_json::json;
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;
use store::{Database, Store, StoreError, StoreOptions};
use utoipa::OpenApi;
use words::sentence;

pub use super::state::AppState;

/// Default body limit: 64 MiB.
pub const DEFAULT_MAX_BODY: usize = 64 * 1024 * 1024;
/// Largest JSON body (a decision, a ruling): they are a few hundred bytes.
const MAX_JSON_BODY: usize = 64 * 1024;
/// Default limit of games per upload.
pub const DEFAULT_MAX_GAMES: usize = 100_000;
/// Default seconds a refereeing request waits for its turn before it is answered 503.
pub const DEFAULT_QUEUE_TIMEOUT: u64 = 10;

/// The default number of refereeing requests (validate, upload) run at once: one per core, as
/// refereeing is CPU-bound and more at once would only hold more bodies in memory.
pub fn default_max_concurrent() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Default seconds for a request's headers.
pub const DEFAULT_HEADER_TIMEOUT: u64 = 5;
/// Default seconds before a body must arrive at the minimum rate.
pub const DEFAULT_BODY_TIMEOUT: u64 = 10;
/// Default minimum rate of a body after its grace, and of a streamed answer: 16 KiB/s.
pub const DEFAULT_MIN_RATE: u64 = 16 << 10;
/// Default seconds an answer may wait for its client to take it.
pub const DEFAULT_WRITE_TIMEOUT: u64 = 30;
/// Default seconds of work for one request.
pub const DEFAULT_WORK_TIMEOUT: u64 = 300;
/// Default seconds of work for one read (building a tournament, writing an export).
pub const DEFAULT_READ_TIMEOUT: u64 = 60;

/// What one client may take of the service: time for each phase of a request, and an anonymous
/// address's share of the turns.
#[derive(Clone, Copy, Debug)]
pub struct ClientLimits {
    /// Time for a request's headers (then 408 and the connection closed).
    pub header_timeout: Duration,
    /// How fast a body must arrive, and a streamed answer be taken.
    pub pace: Pace,
    /// An answer its client does not take for this long is given up and the connection closed.
    pub write_timeout: Duration,
    /// Most time for the work (screening, refereeing, storing) of one request.
    pub work_timeout: Duration,
    /// Most time for the work of one read (building a tournament, writing an export).
    pub read_timeout: Duration,
    /// Requests one anonymous address may have in flight; default: half the turns (at least
    /// one), and no share with a single turn, which a share could not divide.
    pub peer_turns: Option<usize>,
}

impl Default for ClientLimits {
    fn default() -> ClientLimits {
        ClientLimits {
            header_timeout: Duration::from_secs(DEFAULT_HEADER_TIMEOUT),
            pace: Pace {
                grace: Duration::from_secs(DEFAULT_BODY_TIMEOUT),
                min_rate: DEFAULT_MIN_RATE,
            },
            write_timeout: Duration::from_secs(DEFAULT_WRITE_TIMEOUT),
            work_timeout: Duration::from_secs(DEFAULT_WORK_TIMEOUT),
            read_timeout: Duration::from_secs(DEFAULT_READ_TIMEOUT),
            peer_turns: None,
        }
    }
}

impl ClientLimits {
    /// The share of one anonymous address with `max_concurrent` turns; `None`: no share.
    pub fn peer_turns(&self, max_concurrent: usize) -> Option<usize> {
        match self.peer_turns {
            Some(n) => Some(n.max(1)),
            None if max_concurrent > 1 => Some(max_concurrent / 2),
            None => None,
        }
    }
}

/// How to run the service.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Address to listen on (`127.0.0.1:8080`; port 0 picks a free port).
    pub bind: String,
    /// The database: a SQLite file (created on first start) or a PostgreSQL URL.
    pub db: Database,
    /// How to open it (pool size, SQLite's free-space reserve).
    pub store: StoreOptions,
    /// Largest request body, in bytes.
    pub max_body: usize,
    /// Most games in one upload or validation.
    pub max_games: usize,
    /// HTTP worker threads (default: one per core).
    pub workers: Option<usize>,
    /// Seconds given to requests in flight at shutdown.
    pub shutdown_timeout: u64,
    /// Refereeing requests (validate, upload) run at once; the others wait their turn. This
    /// bounds memory: each one holds at most a body of `max_body` bytes and its reports.
    pub max_concurrent: usize,
    /// Seconds a refereeing request waits for its turn before it is answered 503 `busy`.
    pub queue_timeout: u64,
    /// Deadlines for each phase of a request, and an anonymous address's share.
    pub client_limits: ClientLimits,
    /// The places live rounds may be pulled from (none by default).
    pub live_sources: crate::live_source::SourcesAllowed,
}

impl Settings {
    /// Settings with the defaults and this database, on a free loopback port.
    pub fn with_db(db: impl Into<Database>) -> Settings {
        Settings {
            bind: "127.0.0.1:0".to_string(),
            db: db.into(),
            store: StoreOptions::default(),
            max_body: DEFAULT_MAX_BODY,
            max_games: DEFAULT_MAX_GAMES,
            workers: None,
            shutdown_timeout: 30,
            max_concurrent: default_max_concurrent(),
            queue_timeout: DEFAULT_QUEUE_TIMEOUT,
            client_limits: ClientLimits::default(),
            live_sources: crate::live_source::SourcesAllowed::default(),
        }
    }
}

/// Why the service could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    /// The database could not be opened or migrated.
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {bind}: {source}")]
    Bind {
        /// The address.
        bind: String,
        /// Why.
        source: std::io::Error,
    },
    /// The OpenAPI document could not be written.
    #[error("cannot write the OpenAPI document: {0}")]
    OpenApi(#[from] serde_json::Error),
}

/// Sets `TCP_USER_TIMEOUT` on an accepted connection: when what the server sent stays
/// unacknowledged, or unsent behind a zero window (a client that stopped reading), for
/// `timeout`, the kernel closes the connection and the request holding it is dropped.
fn give_up_unread_answers(connection: &dyn std::any::Any, timeout: Duration) {
    if let Some(stream) = connection.downcast_ref::<actix_web::rt::net::TcpStream>()
        && let Err(error) = socket2::SockRef::from(stream).set_tcp_user_timeout(Some(timeout))
    {
        tracing::warn!(%error, "cannot set TCP_USER_TIMEOUT: unread answers hold their connection");
    }
}

/// A built server, bound and ready to run.
pub struct Application {
    port: u16,
    server: Server,
}

/// Registers the routes, the JSON error handlers for bad paths and queries, and the fallbacks.
pub fn configure(cfg: &mut web::ServiceConfig) {
    // The library's own words (which field, which value) go in `details.cause`, for the
    // program that sent them; the message says what to do, in the asker's language.
    cfg.app_data(web::QueryConfig::default().error_handler(|error, _req| {
        ApiError::invalid_query(sentence!("api-bad-query"))
            .with_details(json!({ "cause": clip_cause(&error) }))
            .into()
    }))
    .app_data(
        web::JsonConfig::default()
            .limit(MAX_JSON_BODY)
            .error_handler(|error, _req| {
                ApiError::new(
                    actix_web::http::StatusCode::BAD_REQUEST,
                    "invalid_body",
                    sentence!("api-bad-json"),
                )
                .with_details(json!({ "cause": clip_cause(&error) }))
                .into()
            }),
    )
    .app_data(web::PathConfig::default().error_handler(|error, _req| {
        // `/games/abc`: a game number that is not one is a game that does not exist.
        ApiError::not_found(sentence!("api-bad-path"))
            .with_details(json!({ "cause": clip_cause(&error) }))
            .into()
    }));
    routes::configure(cfg);
}

impl Application {
    /// Opens the database, binds the address and builds the server (not yet running).
    pub fn build(settings: &Settings) -> Result<Application, StartupError> {
        let store = Arc::new(Store::open_with(&settings.db, settings.store)?);
        let (listener, port) = bind(settings)?;
        let state = web::Data::new(app_state(settings, store)?);
        // The live rounds followed before a restart, each from where it was.
        crate::live_poll::resume_all(&state);
        let limits = settings.client_limits;
        let write_timeout = limits.write_timeout;
        let mut server = HttpServer::new(move || {
            App::new()
                // Inside the log's span: an error is said in the asker's language before the
                // log line of its answer.
                .wrap(from_fn(speak_errors))
                .wrap(from_fn(log_requests))
                .app_data(state.clone())
                .configure(configure)
                // The arbiter's page at `/` (issue #7), after the API so `/api/v1` keeps its 404s.
                .configure(crate::web::configure)
                .default_service(web::to(route_not_found))
        })
        .shutdown_timeout(settings.shutdown_timeout)
        .client_request_timeout(limits.header_timeout)
        // A client that closes its side has gone: its request is dropped with its turn.
        .h1_allow_half_closed(false)
        .on_connect(move |connection, _| give_up_unread_answers(connection, write_timeout));
        if let Some(workers) = settings.workers {
            server = server.workers(workers.max(1));
        }
        let server = server
            .listen(listener)
            .map_err(|source| StartupError::Bind {
                bind: settings.bind.clone(),
                source,
            })?
            .run();
        tracing::info!(port, db = %settings.db, "draughts-arbiter listening");
        Ok(Application { port, server })
    }

    /// The port it listens on (the one picked when bound to port 0).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A handle to stop it (`stop(true)` lets requests in flight finish).
    pub fn handle(&self) -> ServerHandle {
        self.server.handle()
    }

    /// Runs until stopped by a signal or a handle.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// The listener on the address asked, and the port it got (the one picked for port 0).
fn bind(settings: &Settings) -> Result<(TcpListener, u16), StartupError> {
    let failed = |source| StartupError::Bind {
        bind: settings.bind.clone(),
        source,
    };
    let listener = TcpListener::bind(&settings.bind).map_err(failed)?;
    let port = listener.local_addr().map_err(failed)?.port();
    Ok((listener, port))
}

/// What every handler shares: the store, and the budgets and turns the settings size.
fn app_state(settings: &Settings, store: Arc<Store>) -> Result<AppState, StartupError> {
    let limits = settings.client_limits;
    let max_concurrent = settings.max_concurrent.max(1);
    let queue_timeout = Duration::from_secs(settings.queue_timeout);
    let peer_turns = limits.peer_turns(max_concurrent);
    Ok(AppState {
        store,
        max_games: settings.max_games,
        openapi_json: ApiDoc::openapi().to_json()?,
        bodies: Bodies {
            limit: settings.max_body,
            pace: limits.pace,
            // As many bodies of the largest size as there are turns: the bound of memory
            // that held when bodies waited for a turn before being read.
            memory: BodyMemory::new(
                settings.max_body.saturating_mul(max_concurrent),
                queue_timeout,
            ),
            // An upload's claim here is its archives' copies and their PDN, each at most the
            // limit: room for two bodies' worth at least, so that every claim fits alone.
            archives: BodyMemory::new(
                settings.max_body.saturating_mul(max_concurrent.max(2)),
                queue_timeout,
            ),
        },
        turns: Turns::new(
            max_concurrent,
            peer_turns.unwrap_or(max_concurrent),
            queue_timeout,
            limits.work_timeout,
        ),
        peer_shares: peer_turns.is_some(),
        // Half the turns for reads (at least one), one in flight per address: a storm of
        // reads leaves refereeing its turns and at least a core.
        reads: Turns::new(
            (max_concurrent / 2).max(1),
            1,
            queue_timeout,
            limits.read_timeout,
        ),
        // As much as the bodies: what a validation's answer holds instead of its body; as
        // many answers waiting for room as there are turns to write them, as when each
        // waited with its turn.
        answers: AnswerMemory::new(
            settings.max_body.saturating_mul(max_concurrent),
            max_concurrent + (max_concurrent / 2).max(1),
            queue_timeout,
        ),
        answer_pace: limits.pace,
        write_timeout: limits.write_timeout,
        built: Arc::default(),
        recent_tokens: super::auth::RecentTokens::default(),
        live: crate::live::LiveRounds::default(),
        live_sources: crate::live_source::LiveSources::new(settings.live_sources.clone()),
    })
}
