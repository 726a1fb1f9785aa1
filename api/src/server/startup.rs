//! Building the application: settings, shared state, the server bound to its listener.
//!
//! Tests build it on port 0 with a temporary database ([`Application::build`] then
//! [`Application::port`]); `draughts-arbiter serve` builds it from flags and environment
//! variables and runs it until SIGINT/SIGTERM, when actix stops accepting and lets requests in
//! flight finish (up to the shutdown timeout).

use super::error::{ApiError, route_not_found};
use super::logging::log_requests;
use super::openapi::ApiDoc;
use super::routes;
use crate::store::{Store, StoreError};
use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::from_fn;
use actix_web::{App, HttpServer, web};
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use utoipa::OpenApi;

/// Default body limit: 64 MiB.
pub const DEFAULT_MAX_BODY: usize = 64 * 1024 * 1024;
/// Default limit of games per upload.
pub const DEFAULT_MAX_GAMES: usize = 100_000;
/// Default seconds a refereeing request waits for its turn before it is answered 503.
pub const DEFAULT_QUEUE_TIMEOUT: u64 = 10;

/// The default number of refereeing requests (validate, upload) run at once: one per core, as
/// refereeing is CPU-bound and more at once would only hold more bodies in memory.
pub fn default_max_concurrent() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// How to run the service.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Address to listen on (`127.0.0.1:8080`; port 0 picks a free port).
    pub bind: String,
    /// The SQLite database file (created on first start).
    pub db: PathBuf,
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
}

impl Settings {
    /// Settings with the defaults and this database file, on a free loopback port.
    pub fn with_db(db: impl Into<PathBuf>) -> Settings {
        Settings {
            bind: "127.0.0.1:0".to_string(),
            db: db.into(),
            max_body: DEFAULT_MAX_BODY,
            max_games: DEFAULT_MAX_GAMES,
            workers: None,
            shutdown_timeout: 30,
            max_concurrent: default_max_concurrent(),
            queue_timeout: DEFAULT_QUEUE_TIMEOUT,
        }
    }
}

/// What every handler shares.
#[derive(Debug)]
pub struct AppState {
    /// The database.
    pub store: Arc<Store>,
    /// Largest request body, in bytes.
    pub max_body: usize,
    /// Most games in one file.
    pub max_games: usize,
    /// The OpenAPI document, serialised once.
    pub openapi_json: String,
    /// Turns for refereeing requests: a permit is taken before the body is read.
    pub referee_slots: Arc<Semaphore>,
    /// How long a request waits for a permit.
    pub queue_timeout: Duration,
    /// The turn to write: one upload or deletion at a time (SQLite has one writer anyway).
    pub writer: tokio::sync::Mutex<()>,
}

/// Every refereeing slot stayed taken for the whole queue timeout.
#[derive(Debug, thiserror::Error)]
#[error("the server is busy refereeing other files; retry in a moment")]
pub struct Busy;

impl From<&Busy> for ApiError {
    fn from(error: &Busy) -> ApiError {
        ApiError::new(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            error.to_string(),
        )
    }
}

impl AppState {
    /// Waits for a refereeing slot (at most the queue timeout). Taken before the body is read
    /// and held until the answer is made, so at most `max_concurrent` bodies and their reports
    /// are in memory at once, whatever the number of clients.
    pub async fn referee_slot(&self) -> Result<OwnedSemaphorePermit, Busy> {
        match tokio::time::timeout(
            self.queue_timeout,
            self.referee_slots.clone().acquire_owned(),
        )
        .await
        {
            Ok(Ok(permit)) => Ok(permit),
            // Timed out, or the semaphore was closed (never done: treated as busy).
            _ => Err(Busy),
        }
    }

    /// Waits for the turn to write to the database (at most the queue timeout): uploads store
    /// their games as they are refereed inside one transaction, so only one at a time may be
    /// in it, and a deletion waits here rather than for SQLite's busy timeout.
    pub async fn write_turn(&self) -> Result<tokio::sync::MutexGuard<'_, ()>, Busy> {
        tokio::time::timeout(self.queue_timeout, self.writer.lock())
            .await
            .map_err(|_| Busy)
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

/// A built server, bound and ready to run.
pub struct Application {
    port: u16,
    server: Server,
}

/// Registers the routes, the JSON error handlers for bad paths and queries, and the fallbacks.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.app_data(web::QueryConfig::default().error_handler(|error, _req| {
        ApiError::invalid_query(format!("bad query string: {error}")).into()
    }))
    .app_data(web::PathConfig::default().error_handler(|error, _req| {
        // `/games/abc`: a game number that is not one is a game that does not exist.
        ApiError::not_found(format!("no such resource: {error}")).into()
    }));
    routes::configure(cfg);
}

impl Application {
    /// Opens the database, binds the address and builds the server (not yet running).
    pub fn build(settings: &Settings) -> Result<Application, StartupError> {
        let store = Arc::new(Store::open(&settings.db)?);
        let listener = TcpListener::bind(&settings.bind).map_err(|source| StartupError::Bind {
            bind: settings.bind.clone(),
            source,
        })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartupError::Bind {
                bind: settings.bind.clone(),
                source,
            })?
            .port();
        let state = web::Data::new(AppState {
            store,
            max_body: settings.max_body,
            max_games: settings.max_games,
            openapi_json: ApiDoc::openapi().to_json()?,
            referee_slots: Arc::new(Semaphore::new(settings.max_concurrent.max(1))),
            queue_timeout: Duration::from_secs(settings.queue_timeout),
            writer: tokio::sync::Mutex::new(()),
        });
        let mut server = HttpServer::new(move || {
            App::new()
                .wrap(from_fn(log_requests))
                .app_data(state.clone())
                .configure(configure)
                // The arbiter's page at `/` (issue #7), after the API so `/api/v1` keeps its 404s.
                .configure(crate::web::configure)
                .default_service(web::to(route_not_found))
        })
        .shutdown_timeout(settings.shutdown_timeout);
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
        tracing::info!(port, db = %settings.db.display(), "draughts-arbiter listening");
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
