//! Connection pools (r2d2) for both databases.
//!
//! A connection left inside a transaction (a writer dropped mid-way whose rollback failed) is
//! never handed out again: the managers call it broken and the pool closes it.
//!
//! PostgreSQL gone (issue 26): every wait on it has a deadline (a connection's handshake, a
//! statement, the check of a connection on loan), and once it was found gone the pool hands
//! out none of the connections made before and waits only a moment for a new one
//! ([`Reachability`]): a call answers 503 at once instead of after the checkout timeout or never.

use super::StoreError;
use super::sql::{Conn, PgConn, Reachability};
use r2d2::{ManageConnection, Pool, PooledConnection};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::OnceLock;
use std::time::Duration;

/// How long a writer waits for SQLite's write lock held by another.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a call waits for a free connection (or for a new one to be made).
const CHECKOUT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the health check waits for one.
const HEALTH_TIMEOUT: Duration = Duration::from_secs(2);
/// How long a connection to PostgreSQL may take to open.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long data sent to PostgreSQL may go unacknowledged before the connection is closed (a
/// server cut off by the network), and how long an idle connection waits before it is probed.
const TCP_USER_TIMEOUT: Duration = Duration::from_secs(15);
const KEEPALIVE_IDLE: Duration = Duration::from_secs(30);
/// How long a connection checked out must take to answer an empty statement.
const VALID_DEADLINE: Duration = Duration::from_secs(5);
/// How long a call waits for a connection while PostgreSQL is found gone (a moment, for one
/// made again meanwhile), and the slices a wait is made of otherwise.
const WHILE_DOWN_TIMEOUT: Duration = Duration::from_millis(250);

/// Opens SQLite connections with the store's settings.
#[derive(Debug)]
pub struct SqliteManager {
    path: PathBuf,
    max_bytes: Option<u64>,
    /// The file's device and inode at the first connection. A connection to another file at
    /// the path (the database replaced or deleted under the server) is refused: it would share
    /// the first file's WAL, whose frames would then be written into it (issue 26).
    identity: OnceLock<(u64, u64)>,
}

/// The device and inode of the file at `path`, if there is one.
fn identity_of(path: &Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

impl ManageConnection for SqliteManager {
    type Connection = rusqlite::Connection;
    type Error = rusqlite::Error;

    fn connect(&self) -> Result<rusqlite::Connection, rusqlite::Error> {
        if let Some(identity) = self.identity.get()
            && identity_of(&self.path) != Some(*identity)
        {
            return Err(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN),
                Some("the database file was deleted or replaced while the server ran".into()),
            ));
        }
        let conn = rusqlite::Connection::open(&self.path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // WAL: readers see a snapshot while an upload is written. FULL: the WAL is synced at
        // every commit, so an acknowledged upload survives a power cut, not only a crash.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // A WAL file is cut back to this size after a checkpoint resets it.
        conn.pragma_update(None, "journal_size_limit", 64 * 1024 * 1024)?;
        conn.set_prepared_statement_cache_capacity(64);
        if let Some(max) = self.max_bytes {
            let page: i64 = conn.query_row("PRAGMA page_size", [], |r| r.get(0))?;
            let pages = i64::try_from(max).unwrap_or(i64::MAX) / page.max(512);
            // Answers the new limit as a row: read it, or the pragma counts as not run.
            let _: i64 = conn.query_row(
                &format!("PRAGMA max_page_count = {}", pages.max(1)),
                [],
                |r| r.get(0),
            )?;
        }
        if self.identity.get().is_none()
            && let Some(identity) = identity_of(&self.path)
        {
            let _ = self.identity.set(identity);
        }
        Ok(conn)
    }

    fn is_valid(&self, conn: &mut rusqlite::Connection) -> Result<(), rusqlite::Error> {
        conn.execute_batch("")
    }

    fn has_broken(&self, conn: &mut rusqlite::Connection) -> bool {
        // A writer turns the foreign keys off while it writes a file and on again after; one
        // handed back with them off (turning them on failed) would let a deletion skip its
        // cascade.
        !conn.is_autocommit() || !foreign_keys_on(conn)
    }
}

/// Whether SQLite checks the connection's foreign keys (asked of the connection, no statement run).
fn foreign_keys_on(conn: &rusqlite::Connection) -> bool {
    conn.db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_FKEY)
        .unwrap_or(false)
}

/// Opens PostgreSQL connections (no TLS: docs/replicas.md says how to run it).
pub struct PostgresManager {
    config: postgres::Config,
    reach: Arc<Reachability>,
}

impl ManageConnection for PostgresManager {
    type Connection = PgConn;
    type Error = StoreError;

    fn connect(&self) -> Result<PgConn, StoreError> {
        PgConn::connect(self.config.clone(), self.reach.clone())
    }

    fn is_valid(&self, conn: &mut PgConn) -> Result<(), StoreError> {
        // Found gone: the connections made before are not tried (each could hang), new ones
        // are made instead, and the first one made says the server is back.
        if self.reach.is_down() {
            return Err(StoreError::Lost("PostgreSQL was found gone".into()));
        }
        conn.answers_within(VALID_DEADLINE)
    }

    fn has_broken(&self, conn: &mut PgConn) -> bool {
        conn.is_closed()
    }
}

/// The pool of one database.
pub enum Pools {
    /// SQLite connections to the file.
    Sqlite(Pool<SqliteManager>),
    /// PostgreSQL connections, and whether the server was found gone.
    Postgres(Pool<PostgresManager>, Arc<Reachability>),
}

/// A connection on loan.
pub enum Pooled {
    /// SQLite.
    Sqlite(PooledConnection<SqliteManager>),
    /// PostgreSQL.
    Postgres(PooledConnection<PostgresManager>),
}

impl Pooled {
    /// The connection.
    pub fn conn(&mut self) -> &mut dyn Conn {
        match self {
            Pooled::Sqlite(c) => &mut **c,
            Pooled::Postgres(c) => &mut **c,
        }
    }
}

fn pool_error(database: &str, error: &r2d2::Error) -> StoreError {
    StoreError::Lost(format!("no connection to {database}: {error}"))
}

impl Pools {
    /// A pool on the SQLite file at `path` (the first connection is made now).
    pub fn sqlite(path: &Path, size: u32, max_bytes: Option<u64>) -> Result<Pools, StoreError> {
        let manager = SqliteManager {
            path: path.to_path_buf(),
            max_bytes,
            identity: OnceLock::new(),
        };
        // Open once outside the pool, for the real error (r2d2 only says it timed out).
        manager.connect()?;
        let pool = Pool::builder()
            .max_size(size.max(1))
            .min_idle(Some(1))
            .connection_timeout(CHECKOUT_TIMEOUT)
            .error_handler(Box::new(LogErrors))
            .build(manager)
            .map_err(|e| pool_error("the SQLite file", &e))?;
        Ok(Pools::Sqlite(pool))
    }

    /// A pool on the PostgreSQL server of `url` (the first connection is made now).
    pub fn postgres(url: &str, size: u32) -> Result<Pools, StoreError> {
        let mut config: postgres::Config = url.parse().map_err(|e: postgres::Error| {
            StoreError::Location(format!("not a PostgreSQL URL: {e}"))
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        config.application_name("draughts-arbiter");
        if config.get_tcp_user_timeout().is_none() {
            config.tcp_user_timeout(TCP_USER_TIMEOUT);
        }
        if config.get_keepalives_idle() == Duration::from_secs(2 * 60 * 60) {
            config.keepalives_idle(KEEPALIVE_IDLE);
        }
        let reach = Arc::new(Reachability::default());
        let manager = PostgresManager {
            config,
            reach: reach.clone(),
        };
        manager.connect()?;
        let pool = Pool::builder()
            .max_size(size.max(1))
            .min_idle(Some(1))
            .connection_timeout(CHECKOUT_TIMEOUT)
            .error_handler(Box::new(LogErrors))
            .build(manager)
            .map_err(|e| pool_error("PostgreSQL", &e))?;
        Ok(Pools::Postgres(pool, reach))
    }

    /// A connection, waiting for one at most the checkout timeout.
    pub fn get(&self) -> Result<Pooled, StoreError> {
        self.get_within(CHECKOUT_TIMEOUT)
    }

    /// A connection for the health check, which must answer quickly.
    pub fn get_quick(&self) -> Result<Pooled, StoreError> {
        self.get_within(HEALTH_TIMEOUT)
    }

    fn get_within(&self, timeout: Duration) -> Result<Pooled, StoreError> {
        match self {
            Pools::Sqlite(pool) => pool
                .get_timeout(timeout)
                .map(Pooled::Sqlite)
                .map_err(|e| StoreError::Busy(format!("no SQLite connection free: {e}"))),
            // In slices: a server found gone meanwhile (the connection on loan did not answer)
            // ends the wait at once rather than at the timeout.
            Pools::Postgres(pool, reach) => {
                let end = std::time::Instant::now() + timeout;
                loop {
                    let left = end.saturating_duration_since(std::time::Instant::now());
                    match pool.get_timeout(left.min(WHILE_DOWN_TIMEOUT)) {
                        Ok(conn) => return Ok(Pooled::Postgres(conn)),
                        Err(e) if reach.is_down() || left <= WHILE_DOWN_TIMEOUT => {
                            return Err(pool_error("PostgreSQL", &e));
                        }
                        Err(_) => {}
                    }
                }
            }
        }
    }
}

/// r2d2's errors (a connection that could not be made) go to the log.
#[derive(Debug)]
struct LogErrors;

impl<E: std::fmt::Display> r2d2::HandleError<E> for LogErrors {
    fn handle_error(&self, error: E) {
        tracing::warn!(%error, "database connection");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_connection_handed_back_without_its_foreign_keys_is_broken() {
        let dir = tempfile::tempdir().unwrap();
        let manager = SqliteManager {
            path: dir.path().join("pool.db"),
            max_bytes: None,
            identity: OnceLock::new(),
        };
        let mut conn = manager.connect().unwrap();
        assert!(!manager.has_broken(&mut conn));
        conn.execute_batch("PRAGMA foreign_keys = OFF").unwrap();
        assert!(manager.has_broken(&mut conn));
        conn.execute_batch("PRAGMA foreign_keys = ON").unwrap();
        assert!(!manager.has_broken(&mut conn));
        conn.execute_batch("BEGIN").unwrap();
        assert!(manager.has_broken(&mut conn));
    }
}
