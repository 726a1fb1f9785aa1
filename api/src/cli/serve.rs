//! `draughts-arbiter serve`: the HTTP service on the embedded database.

use super::client_limits::{ClientLimitArgs, parse_size};
use arbiter::Lang;
use clap::Args;
use service::startup::{
    DEFAULT_MAX_BODY, DEFAULT_MAX_GAMES, DEFAULT_QUEUE_TIMEOUT, default_max_concurrent,
};
use service::{Application, Settings, StartupError};
use std::io::IsTerminal;
use std::process::ExitCode;
use store::{DEFAULT_MIN_FREE_BYTES, Database, StoreOptions};
use words::{cli_lang, say};

/// Arguments of `serve`; each flag has an environment variable as fallback.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "DRAUGHTS_ARBITER_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// The database: a SQLite file (created on first start), or a PostgreSQL URL
    /// (`postgres://user:password@host/dbname`) shared by every replica.
    #[arg(
        long,
        env = "DRAUGHTS_ARBITER_DB",
        default_value = "draughts-arbiter.db"
    )]
    pub db: Database,
    /// Database connections kept open by this process.
    #[arg(long, env = "DRAUGHTS_ARBITER_DB_POOL", default_value_t = 8)]
    pub db_pool: u32,
    /// SQLite: free space kept on the database's disk; below it writes are refused with 507
    /// `storage_full` and healthz answers 503 (bytes, or with a K/M/G suffix).
    #[arg(long, env = "DRAUGHTS_ARBITER_MIN_FREE_SPACE", default_value_t = DEFAULT_MIN_FREE_BYTES as usize, value_parser = parse_size)]
    pub min_free_space: usize,
    /// SQLite: the largest the database may grow; a write past it is refused with 507
    /// `storage_full` (default: no limit but the disk).
    #[arg(long, env = "DRAUGHTS_ARBITER_MAX_DB_SIZE", value_parser = parse_size)]
    pub max_db_size: Option<usize>,
    /// Largest request body (bytes, or with a K/M/G suffix: 64M, 1G).
    #[arg(long, env = "DRAUGHTS_ARBITER_MAX_BODY", default_value_t = DEFAULT_MAX_BODY, value_parser = parse_size)]
    pub max_body: usize,
    /// Most games in one upload or validation.
    #[arg(long, env = "DRAUGHTS_ARBITER_MAX_GAMES", default_value_t = DEFAULT_MAX_GAMES)]
    pub max_games: usize,
    /// HTTP worker threads (default: one per core).
    #[arg(long, env = "DRAUGHTS_ARBITER_WORKERS")]
    pub workers: Option<usize>,
    /// Seconds given to requests in flight when stopping (SIGINT, SIGTERM).
    #[arg(long, env = "DRAUGHTS_ARBITER_SHUTDOWN_TIMEOUT", default_value_t = 30)]
    pub shutdown_timeout: u64,
    /// Refereeing requests (validate, upload) run at once (default: one per core); the others
    /// wait for a turn, so memory stays under this many times the body limit and its reports.
    #[arg(long, env = "DRAUGHTS_ARBITER_MAX_CONCURRENT")]
    pub max_concurrent: Option<usize>,
    /// Seconds a refereeing request waits for its turn before it is answered 503 `busy`.
    #[arg(long, env = "DRAUGHTS_ARBITER_QUEUE_TIMEOUT", default_value_t = DEFAULT_QUEUE_TIMEOUT)]
    pub queue_timeout: u64,
    /// Deadlines per phase of a request and the share of an anonymous address.
    #[command(flatten)]
    pub client_limits: ClientLimitArgs,
    /// Language of the messages on standard error: en, fr, nl or ru (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English). The log stays English; the service answers each
    /// request in the language it asks for.
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
    /// Live rounds may be pulled from the files under this directory (`PUT
    /// /api/v1/live/{name}/source` with `file`); default: no file is read.
    #[arg(long, env = "DRAUGHTS_ARBITER_LIVE_DIR", value_name = "DIR")]
    pub live_dir: Option<std::path::PathBuf>,
    /// Live rounds may be pulled from `http://` URLs on these hosts, comma-separated (the
    /// relays of the venue: `192.168.1.20,relay.local`); default: no URL is read.
    #[arg(
        long,
        env = "DRAUGHTS_ARBITER_LIVE_HOSTS",
        value_name = "HOSTS",
        value_delimiter = ','
    )]
    pub live_hosts: Vec<String>,
}

/// Why the service stopped or could not start, in `lang`.
fn failure_said(failure: &Failure, lang: Lang) -> String {
    match failure {
        Failure::Startup(StartupError::Store(error)) => {
            say!(lang, "cli-serve-no-database", error = error.to_string())
        }
        Failure::Startup(StartupError::Bind { bind, source }) => say!(
            lang,
            "cli-serve-cannot-listen",
            bind = bind.as_str(),
            error = words::io::said(source, lang)
        ),
        Failure::Startup(other) => other.to_string(),
        Failure::Run(error) => words::io::said(error, lang),
    }
}

/// What ended `serve` badly.
enum Failure {
    /// It could not start.
    Startup(StartupError),
    /// The server failed while it ran.
    Run(std::io::Error),
}

/// Logs to stderr; `RUST_LOG` picks what (default: info).
fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}

/// Runs `serve` until SIGINT or SIGTERM.
pub fn run(args: &ServeArgs) -> ExitCode {
    init_tracing();
    let lang = cli_lang(args.lang);
    let settings = Settings {
        bind: args.bind.clone(),
        db: args.db.clone(),
        store: StoreOptions {
            pool_size: args.db_pool,
            min_free_bytes: args.min_free_space as u64,
            max_bytes: args.max_db_size.map(|b| b as u64),
        },
        max_body: args.max_body,
        max_games: args.max_games,
        workers: args.workers,
        shutdown_timeout: args.shutdown_timeout,
        max_concurrent: args.max_concurrent.unwrap_or_else(default_max_concurrent),
        queue_timeout: args.queue_timeout,
        client_limits: args.client_limits.limits(),
        live_sources: service::SourcesAllowed {
            dir: args.live_dir.clone(),
            hosts: args
                .live_hosts
                .iter()
                .map(|h| h.trim().to_string())
                .filter(|h| !h.is_empty())
                .collect(),
        },
    };
    let outcome = actix_web::rt::System::new().block_on(async move {
        let app = Application::build(&settings).map_err(Failure::Startup)?;
        let host = settings
            .bind
            .rsplit_once(':')
            .map_or(settings.bind.as_str(), |(host, _)| host);
        eprintln!(
            "{}",
            say!(
                lang,
                "cli-serve-listening",
                address = format!("http://{host}:{}", app.port()),
                db = settings.db.to_string()
            )
        );
        app.run_until_stopped().await.map_err(Failure::Run)
    });
    match outcome {
        Ok(()) => {
            tracing::info!("stopped");
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!(
                "{}",
                say!(lang, "cli-error", message = failure_said(&failure, lang))
            );
            ExitCode::from(2)
        }
    }
}
