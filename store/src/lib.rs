//! The store: tournaments (compressed original bytes, a compact report per game), the names
//! searched, and API tokens, behind one interface with two databases.
//!
//! - **SQLite** (the default, `--db FILE`): one file, WAL mode (readers never wait for the
//!   writer), `synchronous = FULL` (a commit is on disk before it is acknowledged), no outside
//!   server. A guard watches the file: deleted, replaced or out of room, writes are refused with
//!   a clear error instead of being lost (issue 16, item 7).
//! - **PostgreSQL** (`--db postgres://...`): for several replicas of the service on one
//!   database. Nothing is decided in a process: the same bytes uploaded through two replicas at
//!   once meet on a unique constraint and one tournament results.
//!
//! Every query is written once against `sql::Conn`; connections come from an r2d2 pool. Every
//! call is synchronous: the HTTP layer calls it from the blocking thread pool.
//!
//! What is stored and what is replayed: [`compact`]. The schema: `migrations`.

pub mod access;
pub mod audit;
pub mod compact;
pub mod dates;
pub mod decisions;
pub mod duplicates;
mod guard;
pub mod live;
mod migrations;
pub mod names;
mod pool;
mod read;
pub mod rounds;
pub mod search;
mod sql;
mod writer;

pub use access::{Access, Caller, Granted, OwnerToken, Role, TokenInfo, TokenStatus};
pub use audit::{AuditAction, AuditEntry, AuditPage};
pub use compact::{GameLocation, StoredGame};
pub use decisions::{
    Decision, FindingOutcome, FindingRuling, RoundRuling, Ruling, StoredDecision, Withdrawal,
};
pub use guard::DEFAULT_MIN_FREE_BYTES;
pub use migrations::SCHEMA_VERSION;
pub use read::{DuplicateCopy, DuplicateGroup, DuplicatePage};
pub use rounds::{StoredFile, TournamentGames};
pub use search::{GameHit, SearchPage, SearchQuery};
pub use writer::{Begun, NewGame, PreparedGame, Stored, TournamentWriter};

use guard::FileGuard;
use pool::Pools;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use sql::{Conn, Val};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use subtle::ConstantTimeEq;
use utoipa::ToSchema;

/// Where the database is: a SQLite file or a PostgreSQL URL.
#[derive(Clone, PartialEq, Eq)]
pub enum Database {
    /// The embedded SQLite file (created with its directory on first use).
    Sqlite(PathBuf),
    /// A PostgreSQL server (`postgres://user:password@host:port/dbname`).
    Postgres(String),
}

impl Database {
    /// `postgres://` and `postgresql://` URLs are PostgreSQL; anything else is a file path.
    pub fn parse(text: &str) -> Database {
        let lower = text.trim_start().to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            Database::Postgres(text.trim().to_string())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }
}

/// Shown without the password of a URL, so it can go to logs.
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(&redact_url(url)),
        }
    }
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Database({self})")
    }
}

/// A URL with its password replaced by `***`.
fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, tail) = rest
        .split_once('/')
        .map_or((rest, None), |(a, t)| (a, Some(t)));
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:***@{host}"),
            None => authority.to_string(),
        },
        None => authority.to_string(),
    };
    // Query parameters may hold a password too (`?password=`): dropped.
    let tail = tail.map(|t| t.split('?').next().unwrap_or(""));
    match tail {
        Some(t) => format!("{scheme}://{authority}/{t}"),
        None => format!("{scheme}://{authority}"),
    }
}

impl std::str::FromStr for Database {
    type Err = std::convert::Infallible;
    fn from_str(text: &str) -> Result<Database, Self::Err> {
        Ok(Database::parse(text))
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Database {
        Database::Sqlite(path.to_path_buf())
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl From<&PathBuf> for Database {
    fn from(path: &PathBuf) -> Database {
        Database::Sqlite(path.clone())
    }
}

impl From<&str> for Database {
    fn from(text: &str) -> Database {
        Database::parse(text)
    }
}

impl From<String> for Database {
    fn from(text: String) -> Database {
        Database::parse(&text)
    }
}

impl From<&Database> for Database {
    fn from(db: &Database) -> Database {
        db.clone()
    }
}

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite said no (for a reason with no variant of its own).
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    /// PostgreSQL said no (for a reason with no variant of its own).
    #[error("database error: {0}")]
    Postgres(postgres::Error),
    /// A file or directory of the database could not be used.
    #[error("database file: {0}")]
    Io(#[from] std::io::Error),
    /// Another writer held the database for the whole wait.
    #[error("the database is busy: {0}")]
    Busy(String),
    /// No room left for the database.
    #[error("no room left for the database: {0}")]
    Full(String),
    /// The database went away: its file deleted or replaced, or its server unreachable.
    #[error("the database is gone: {0}")]
    Lost(String),
    /// A uniqueness rule of the schema refused a row.
    #[error("already stored: {0}")]
    Conflict(String),
    /// Stored data that cannot be read back, or a newer schema.
    #[error("stored data: {0}")]
    Data(String),
    /// A `--db` that names no database we can use.
    #[error("{0}")]
    Location(String),
    /// No such tournament (deleted while a file was being added to it).
    #[error("{0}")]
    NotFound(String),
    /// The tournament changed under a write that depended on it (re-checked under other rules
    /// while a file was checked under the old ones).
    #[error("{0}")]
    Changed(String),
    /// A read given up by its caller (past its deadline, or its client gone).
    #[error("the read was given up")]
    GaveUp,
    /// A token name that is already taken.
    #[error("a token named `{0}` already exists")]
    TokenExists(String),
    /// A token name that is empty or too long.
    #[error("a token name must be 1 to 100 characters without control characters")]
    TokenName,
    /// A name the command line writes under (`import`, `(command line)`).
    #[error(
        "`{0}` is reserved: what is recorded under it is the command line's, so no token may \
         take it"
    )]
    ReservedTokenName(String),
    /// The system's random source failed.
    #[error("no randomness for a token: {0}")]
    Random(String),
}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        use rusqlite::ErrorCode as C;
        let (code, extended) = match &error {
            rusqlite::Error::SqliteFailure(e, _) => (e.code, e.extended_code),
            _ => return StoreError::Sqlite(error),
        };
        let message = error.to_string();
        match code {
            C::DiskFull => StoreError::Full(message),
            C::DatabaseBusy | C::DatabaseLocked => StoreError::Busy(message),
            C::ConstraintViolation => StoreError::Conflict(message),
            // SQLITE_READONLY_DBMOVED: the file was unlinked or renamed under the connection.
            C::ReadOnly if extended == rusqlite::ffi::SQLITE_READONLY_DBMOVED => {
                StoreError::Lost(message)
            }
            C::CannotOpen => StoreError::Lost(message),
            _ => StoreError::Sqlite(error),
        }
    }
}

impl From<postgres::Error> for StoreError {
    fn from(error: postgres::Error) -> StoreError {
        use postgres::error::SqlState;
        let message = error.to_string();
        if error.is_closed() {
            return StoreError::Lost(format!("the connection to PostgreSQL closed: {message}"));
        }
        match error.code() {
            Some(c) if *c == SqlState::DISK_FULL || *c == SqlState::INSUFFICIENT_RESOURCES => {
                StoreError::Full(message)
            }
            Some(c) if *c == SqlState::UNIQUE_VIOLATION => StoreError::Conflict(message),
            Some(c)
                if *c == SqlState::T_R_SERIALIZATION_FAILURE
                    || *c == SqlState::T_R_DEADLOCK_DETECTED
                    || *c == SqlState::LOCK_NOT_AVAILABLE =>
            {
                StoreError::Busy(message)
            }
            Some(c)
                if *c == SqlState::ADMIN_SHUTDOWN
                    || *c == SqlState::CRASH_SHUTDOWN
                    || *c == SqlState::CANNOT_CONNECT_NOW =>
            {
                StoreError::Lost(message)
            }
            // No SQL state and an I/O cause: the server never answered (refused, reset).
            None if std::error::Error::source(&error)
                .is_some_and(|s| s.downcast_ref::<std::io::Error>().is_some()) =>
            {
                StoreError::Lost(message)
            }
            _ => StoreError::Postgres(error),
        }
    }
}

/// What a failed call means for the service, for its status code and its health.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Retry in a moment (503 `busy`).
    Busy,
    /// No room (507 `storage_full`).
    Full,
    /// The database is gone (503 `storage_lost`).
    Lost,
    /// Anything else (500).
    Internal,
}

impl StoreError {
    /// What the failure means for a client.
    pub fn failure(&self) -> Failure {
        match self {
            StoreError::Busy(_) => Failure::Busy,
            StoreError::Full(_) => Failure::Full,
            StoreError::Lost(_) => Failure::Lost,
            _ => Failure::Internal,
        }
    }
}

/// How many games of a tournament got each verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct StatusCounts {
    /// Every move legal, the result consistent with the board.
    pub valid: u64,
    /// Irregular moves that stood (FMJD 5.7), nothing worse.
    pub irregular: u64,
    /// The record cannot be right.
    pub invalid: u64,
    /// The reader could not read the whole game.
    pub unparsable: u64,
    /// Not international draughts: not checked.
    pub unsupported_variant: u64,
}

impl StatusCounts {
    /// Counts one more game with this verdict.
    pub fn add(&mut self, status: arbiter::Status) {
        use arbiter::Status as S;
        match status {
            S::Valid => self.valid += 1,
            S::Irregular => self.irregular += 1,
            S::Invalid => self.invalid += 1,
            S::Unparsable => self.unparsable += 1,
            S::UnsupportedVariant => self.unsupported_variant += 1,
        }
    }
}

/// The stored code of a verdict.
pub fn status_code(status: arbiter::Status) -> i64 {
    use arbiter::Status as S;
    match status {
        S::Valid => 0,
        S::Irregular => 1,
        S::Invalid => 2,
        S::Unparsable => 3,
        S::UnsupportedVariant => 4,
    }
}

/// The verdict of a stored code.
pub fn status_of_code(code: i64) -> Result<arbiter::Status, StoreError> {
    use arbiter::Status as S;
    Ok(match code {
        0 => S::Valid,
        1 => S::Irregular,
        2 => S::Invalid,
        3 => S::Unparsable,
        4 => S::UnsupportedVariant,
        other => return Err(StoreError::Data(format!("unknown status code {other}"))),
    })
}

/// The draw rules of a stored name; one this version does not know is stored data it cannot
/// read, never the default taken in its place.
pub(crate) fn ruleset_of_name(name: &str) -> Result<arbiter::Ruleset, StoreError> {
    name.parse()
        .map_err(|e: String| StoreError::Data(format!("stored ruleset: {e}")))
}

/// A stored tournament without its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct TournamentSummary {
    /// The first 16 hex digits of the SHA-256 of the uploaded bytes.
    pub id: String,
    /// The name given at upload (else the file name, else `untitled`).
    pub name: String,
    /// SHA-256 of the uploaded bytes, hex.
    pub sha256: String,
    /// When it was uploaded (RFC 3339, UTC).
    pub uploaded_at: String,
    /// The draw rules the games were checked under (`fmjd-2024`, `fmjd-2015`).
    #[schema(value_type = String)]
    pub ruleset: arbiter::Ruleset,
    /// Whether the PDN 3.0 grammar was enforced.
    pub strict: bool,
    /// Size of the uploaded file.
    pub bytes: u64,
    /// Number of games in it.
    pub games: u64,
    /// Games per verdict.
    pub statuses: StatusCounts,
    /// Total number of findings over all games.
    pub findings: u64,
    /// Number of files (rounds uploaded one by one are one file each).
    pub files: u64,
    /// Whether only tokens that may read it see it.
    #[serde(default)]
    pub private: bool,
    /// The name of the token that created it, as recorded then.
    #[serde(default)]
    pub created_by: String,
    /// The token that owns it, by number (`null`: no token's, as what `import` loaded): a
    /// token made later under the same name is another token and owns nothing of it.
    #[serde(default)]
    pub owner: Option<OwnerToken>,
}

/// One game of a stored tournament, as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct GameSummary {
    /// 1-based position of the game in the file.
    pub n: u32,
    /// The verdict (`valid`, `irregular`, `invalid`, `unparsable`, `unsupported_variant`).
    #[schema(value_type = String)]
    pub status: arbiter::Status,
    /// The White tag.
    pub white: Option<String>,
    /// The Black tag.
    pub black: Option<String>,
    /// The Event tag.
    pub event: Option<String>,
    /// The Round tag.
    pub round: Option<String>,
    /// The Date tag.
    pub date: Option<String>,
    /// The recorded result as written.
    pub result: Option<String>,
    /// Plies replayed.
    pub plies: u32,
    /// Number of findings.
    pub findings: u32,
    /// Number of findings of severity `error`.
    pub errors: u32,
}

/// What is known of a tournament before its games are refereed.
#[derive(Clone, Debug)]
pub struct TournamentHeader {
    /// Display name.
    pub name: String,
    /// The file's name (as uploaded, or its path for an import); the display name if none.
    pub file_name: Option<String>,
    /// The name of the token that uploads it.
    pub uploaded_by: String,
    /// The number of the token that will own it (`None`: no token's, as what the command line
    /// loads for nobody).
    pub owner: Option<i64>,
    /// The draw rules applied.
    pub ruleset: arbiter::Ruleset,
    /// Whether PDN 3.0 strictness is on.
    pub strict: bool,
    /// The reader's size limit per game (to read the games again the same way).
    pub max_game_bytes: usize,
    /// The round the file stands for, when the uploader says.
    pub round: Option<u32>,
    /// Whether only tokens that may read it see it (issue 14).
    pub private: bool,
}

/// A file added to a stored tournament.
#[derive(Clone, Debug)]
pub struct FileHeader {
    /// The file's name, as uploaded.
    pub file_name: String,
    /// The name of the token that uploads it.
    pub uploaded_by: String,
    /// The draw rules it was checked under (the tournament's).
    pub ruleset: arbiter::Ruleset,
    /// Whether PDN 3.0 strictness was on (the tournament's).
    pub strict: bool,
    /// The reader's size limit per game.
    pub max_game_bytes: usize,
    /// The round the file stands for, when the uploader says.
    pub round: Option<u32>,
}

/// How to open the store.
#[derive(Clone, Copy, Debug)]
pub struct StoreOptions {
    /// Connections kept by the pool (at most this many at once).
    pub pool_size: u32,
    /// SQLite: free bytes kept in reserve on the file's filesystem; writes are refused below.
    pub min_free_bytes: u64,
    /// SQLite: the largest the database file may grow (a quota); a write past it fails with
    /// `Full`, as on a full disk.
    pub max_bytes: Option<u64>,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            pool_size: 8,
            min_free_bytes: DEFAULT_MIN_FREE_BYTES,
            max_bytes: None,
        }
    }
}

/// The database and its pool.
pub struct Store {
    database: Database,
    pools: Pools,
    guard: Option<FileGuard>,
    /// The cause of the last write that failed for lack of room, until one succeeds.
    full: Mutex<Option<String>>,
    /// The transaction an import holds open between its files (SQLite), not committed yet.
    held: Mutex<Option<writer::Held>>,
}

impl fmt::Debug for Store {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Store")
            .field("database", &self.database)
            .finish_non_exhaustive()
    }
}

/// SHA-256 of some bytes, as lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// A finished hash, as lowercase hex.
pub fn finish_sha256(hasher: Sha256) -> String {
    hex(&hasher.finalize())
}

/// The id of the tournament an upload or import of bytes hashed `sha256` makes under these
/// options: under the default ones (FMJD 2024, not strict) the first 16 hex digits of the
/// hash; under others those of the hash of the hash with the options, so the same bytes
/// checked under other rules are another tournament (issue 14), never the first one's
/// verdicts.
pub fn upload_id(sha256: &str, ruleset: arbiter::Ruleset, strict: bool) -> String {
    let mut id = if ruleset == arbiter::Ruleset::default() && !strict {
        sha256.to_string()
    } else {
        sha256_hex(format!("{sha256}|{ruleset}|{strict}").as_bytes())
    };
    id.truncate(16);
    id
}

/// The tournament id of some bytes: the first 16 hex digits of their SHA-256.
pub fn tournament_id(bytes: &[u8]) -> String {
    let mut id = sha256_hex(bytes);
    id.truncate(16);
    id
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// Now, as RFC 3339 in UTC to the second.
fn now_utc() -> String {
    chrono::DateTime::<chrono::Utc>::from(std::time::SystemTime::now())
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Longest token name.
const MAX_TOKEN_NAME: usize = 100;

/// The names the command line writes under (`import`'s default `--by`, and
/// [`audit::COMMAND_LINE`]): no token may take one, so that what is recorded under them is the
/// command line's, and a token never owns what an import loaded. Compared trimmed and without
/// case.
pub const RESERVED_TOKEN_NAMES: [&str; 2] = ["import", audit::COMMAND_LINE];

/// Whether `name` is one of [`RESERVED_TOKEN_NAMES`].
pub fn is_reserved_token_name(name: &str) -> bool {
    let name = name.trim().to_lowercase();
    RESERVED_TOKEN_NAMES.contains(&name.as_str())
}

impl Store {
    /// Opens (creating it if needed) the database with the default options and migrates it.
    pub fn open(database: impl Into<Database>) -> Result<Store, StoreError> {
        Store::open_with(database, StoreOptions::default())
    }

    /// Opens the database and migrates it.
    pub fn open_with(
        database: impl Into<Database>,
        options: StoreOptions,
    ) -> Result<Store, StoreError> {
        let database = database.into();
        let (pools, guard) = match &database {
            Database::Sqlite(path) => {
                if let Some(dir) = path.parent()
                    && !dir.as_os_str().is_empty()
                {
                    std::fs::create_dir_all(dir)?;
                }
                let pools = Pools::sqlite(path, options.pool_size, options.max_bytes)?;
                (pools, Some(FileGuard::new(path, options.min_free_bytes)?))
            }
            Database::Postgres(url) => (Pools::postgres(url, options.pool_size)?, None),
        };
        let store = Store {
            database,
            pools,
            guard,
            full: Mutex::new(None),
            held: Mutex::new(None),
        };
        store.with_conn(|conn| migrations::migrate(conn).map(drop))?;
        Ok(store)
    }

    /// Makes a new database of an older schema `version`, as a release of that version left
    /// it, for tests of the migrations after it (rows are then written by hand, in that
    /// version's columns). A store is opened with [`Store::open`], which migrates to
    /// [`SCHEMA_VERSION`].
    #[doc(hidden)]
    pub fn create_at_schema(database: &Database, version: usize) -> Result<(), StoreError> {
        let pools = match database {
            Database::Sqlite(path) => Pools::sqlite(path, 1, None)?,
            Database::Postgres(url) => Pools::postgres(url, 1)?,
        };
        let mut conn = pools.get()?;
        migrations::migrate_to(conn.conn(), version).map(drop)
    }

    /// Where the database is.
    pub fn database(&self) -> &Database {
        &self.database
    }

    /// Runs `f` on a pooled connection.
    fn with_conn<T>(
        &self,
        f: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        // Reads of a file deleted or replaced go on from the open descriptors; its WAL goes.
        if let Some(guard) = &self.guard
            && guard.check_present().is_err()
        {
            self.retire_wal();
        }
        let mut conn = self.pools.get()?;
        f(conn.conn())
    }

    /// SQLite, once the file at the database's path is gone or another (issue 26): copies the
    /// WAL into the file the server opened and empties it. The WAL is found by the path, so a
    /// kill would leave this file's frames beside the one put in its place, to be written
    /// into it at the next open ("database disk image is malformed"). Done at each notice:
    /// an empty WAL costs nothing to checkpoint.
    fn retire_wal(&self) {
        let Ok(mut pooled) = self.pools.get_quick() else {
            return;
        };
        let emptied = pooled
            .conn()
            .query_each("PRAGMA wal_checkpoint(TRUNCATE)", &[], &mut |_| Ok(()));
        if let Err(error) = emptied {
            tracing::warn!(%error, "the WAL of the database file lost could not be emptied");
        }
    }

    /// The guard's [`FileGuard::check_present`], the WAL retired when the file is lost.
    fn check_present(&self) -> Result<(), StoreError> {
        let Some(guard) = &self.guard else {
            return Ok(());
        };
        let present = guard.check_present();
        if present.is_err() {
            self.retire_wal();
        }
        present
    }

    /// Runs `f` in one read snapshot: everything it reads is from one state of the database,
    /// whatever is written meanwhile (issue 16, item 4).
    fn in_snapshot<T>(
        &self,
        f: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.with_conn(|conn| {
            conn.begin_snapshot()?;
            let out = f(conn);
            // Nothing was written: ending the transaction either way is the same.
            let ended = conn.batch("COMMIT");
            let out = out?;
            ended?;
            Ok(out)
        })
    }

    /// Runs `f` in a write transaction, committed when it succeeds; the guard is asked before
    /// and after, so nothing is acknowledged that is not in the database's real file.
    fn in_write<T>(
        &self,
        f: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.before_write()?;
        let out = self.with_conn(|conn| {
            conn.begin_write()?;
            match f(conn) {
                Ok(value) => {
                    conn.batch("COMMIT")?;
                    Ok(value)
                }
                Err(error) => {
                    let _ = conn.batch("ROLLBACK");
                    Err(error)
                }
            }
        });
        self.after_write(out)
    }

    /// Refuses a write the database could not keep.
    fn before_write(&self) -> Result<(), StoreError> {
        match &self.guard {
            Some(guard) => {
                let checked = guard.check_writable();
                match &checked {
                    Err(StoreError::Full(cause)) => self.note_full(cause),
                    Err(StoreError::Lost(_)) => self.retire_wal(),
                    _ => {}
                }
                checked
            }
            None => Ok(()),
        }
    }

    /// Checks a write's outcome: a commit into a file deleted meanwhile is not stored.
    fn after_write<T>(&self, out: Result<T, StoreError>) -> Result<T, StoreError> {
        match &out {
            Ok(_) => {
                self.check_present()?;
                if let Ok(mut full) = self.full.lock() {
                    *full = None;
                }
            }
            Err(StoreError::Full(cause)) => self.note_full(cause),
            Err(_) => {}
        }
        out
    }

    fn note_full(&self, cause: &str) {
        if let Ok(mut full) = self.full.lock() {
            *full = Some(cause.to_string());
        }
    }

    /// Whether the database can be read and written (for the health check): `Lost` when its
    /// file is gone or its server does not answer, `Full` when there is no room for a write.
    pub fn health(&self) -> Result<(), StoreError> {
        self.check_present()?;
        self.pools.get_quick()?.conn().query_int("SELECT 1", &[])?;
        if let Some(guard) = &self.guard {
            guard.check_room()?;
        }
        // The last write found no room (a quota, a full PostgreSQL server): until one succeeds.
        if let Some(cause) = self.full.lock().ok().and_then(|f| f.clone()) {
            return Err(StoreError::Full(cause));
        }
        Ok(())
    }

    /// Creates a token named `name` with `role` (by `by`, for the audit trail) and returns
    /// it; only its SHA-256 is stored. An empty or reserved name, or one a live token has, is
    /// refused; a revoked token's name may be taken again, by a new token that owns nothing of
    /// the old one's.
    pub fn create_token_as(&self, name: &str, role: Role, by: &str) -> Result<String, StoreError> {
        if name.trim().is_empty()
            || name.chars().count() > MAX_TOKEN_NAME
            || name.chars().any(char::is_control)
        {
            return Err(StoreError::TokenName);
        }
        if is_reserved_token_name(name) {
            return Err(StoreError::ReservedTokenName(name.trim().to_string()));
        }
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret).map_err(|e| StoreError::Random(e.to_string()))?;
        let token = format!("dat_{}", hex(&secret));
        let digest = Sha256::digest(token.as_bytes());
        let now = now_utc();
        let inserted = self.in_write(|conn| {
            let inserted = conn.execute(
                "INSERT INTO tokens (name, sha256, created_at, role) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (name) WHERE revoked_at IS NULL DO NOTHING",
                &[
                    Val::Text(name),
                    Val::Bytes(digest.as_slice()),
                    Val::Text(&now),
                    Val::Text(role.name()),
                ],
            )?;
            if inserted > 0 {
                let subject = format!("{name} ({role})");
                audit::record(conn, by, AuditAction::TokenCreated, None, &subject)?;
            }
            Ok(inserted)
        })?;
        if inserted == 0 {
            return Err(StoreError::TokenExists(name.to_string()));
        }
        Ok(token)
    }

    /// The holder of the live token `presented`, if it is one of ours.
    ///
    /// Every stored hash is compared in constant time and the loop does not stop at a match, so
    /// the time taken says nothing about how much of a guess was right.
    pub fn verify_token(&self, presented: &str) -> Result<Option<Caller>, StoreError> {
        Ok(match self.token_status(presented)? {
            TokenStatus::Live(caller) => Some(caller),
            TokenStatus::Revoked { .. } | TokenStatus::Unknown => None,
        })
    }

    /// What the token `presented` is: live (its holder), revoked (its name and when), or none
    /// of ours. A revoked token is told apart so that its holder is told to ask for a new one
    /// rather than to check what they typed. Compared as [`Store::verify_token`] compares.
    pub fn token_status(&self, presented: &str) -> Result<TokenStatus, StoreError> {
        let digest = Sha256::digest(presented.as_bytes());
        let rows = self.with_conn(|conn| {
            conn.query_map(
                "SELECT id, name, sha256, role, revoked_at FROM tokens",
                &[],
                |r| {
                    Ok((
                        r.int(0)?,
                        r.text(1)?,
                        r.bytes(2)?,
                        r.text(3)?,
                        r.opt_text(4)?,
                    ))
                },
            )
        })?;
        let mut found = None;
        for (token, name, stored, role, revoked) in rows {
            if bool::from(stored.as_slice().ct_eq(digest.as_slice())) {
                found = Some((token, name, role, revoked));
            }
        }
        let Some((token, name, role, revoked)) = found else {
            return Ok(TokenStatus::Unknown);
        };
        if let Some(revoked_at) = revoked {
            return Ok(TokenStatus::Revoked { name, revoked_at });
        }
        let role = Role::parse(&role)
            .ok_or_else(|| StoreError::Data(format!("token `{name}` has role `{role}`")))?;
        Ok(TokenStatus::Live(Caller { token, name, role }))
    }

    /// The tokens, by name (a revoked one after the live one of its name): each one's
    /// number, role, when it was made and when it was revoked.
    pub fn list_tokens(&self) -> Result<Vec<TokenInfo>, StoreError> {
        let rows = self.with_conn(|conn| {
            conn.query_map(
                "SELECT id, name, role, created_at, revoked_at FROM tokens \
                 ORDER BY name, revoked_at IS NOT NULL, id",
                &[],
                |r| {
                    Ok((
                        r.int(0)?,
                        r.text(1)?,
                        r.text(2)?,
                        r.text(3)?,
                        r.opt_text(4)?,
                    ))
                },
            )
        })?;
        rows.into_iter()
            .map(|(id, name, role, created_at, revoked_at)| {
                let role = Role::parse(&role)
                    .ok_or_else(|| StoreError::Data(format!("token `{name}` has role `{role}`")))?;
                Ok(TokenInfo {
                    id,
                    name,
                    role,
                    created_at,
                    revoked_at,
                })
            })
            .collect()
    }

    /// Revokes the live token named `name` (by `by`, for the audit trail); whether there was
    /// one. Its row stays, revoked: its number is never another token's, so what it owned
    /// stays its own (written by admins, and by whom they grant it to), and its name is free
    /// for a new token that owns none of it.
    pub fn revoke_token(&self, name: &str, by: &str) -> Result<bool, StoreError> {
        let now = now_utc();
        self.in_write(|conn| {
            let revoked = conn.execute(
                "UPDATE tokens SET revoked_at = ?2 WHERE name = ?1 AND revoked_at IS NULL",
                &[Val::Text(name), Val::Text(&now)],
            )?;
            if revoked > 0 {
                audit::record(conn, by, AuditAction::TokenRevoked, None, name)?;
            }
            Ok(revoked > 0)
        })
    }

    /// Deletes a tournament with its files and games; whether there was one. Allowed when the
    /// disk is full (it frees room), never when the file is gone.
    pub fn delete_tournament(&self, id: &str, by: &str) -> Result<bool, StoreError> {
        self.check_present()?;
        let out = self.with_conn(|conn| {
            conn.begin_write()?;
            let deleted = (|| {
                let name = conn.query_opt(
                    "DELETE FROM tournaments WHERE id = ?1 RETURNING name",
                    &[Val::Text(id)],
                    |r| r.text(0),
                )?;
                if let Some(name) = &name {
                    audit::record(conn, by, AuditAction::Deleted, Some(id), name)?;
                }
                Ok::<_, StoreError>(usize::from(name.is_some()))
            })();
            match deleted {
                Ok(n) => {
                    conn.batch("COMMIT")?;
                    Ok(n > 0)
                }
                Err(error) => {
                    let _ = conn.batch("ROLLBACK");
                    Err(error)
                }
            }
        });
        self.after_write(out)
    }

    /// SQLite: copies the WAL back into the database and truncates it (issue 16, item 10), so a
    /// large upload leaves no WAL of its size behind. Readers in the middle of a snapshot may
    /// keep part of it for later; that is not an error.
    pub fn checkpoint(&self) -> Result<(), StoreError> {
        if !matches!(self.database, Database::Sqlite(_)) {
            return Ok(());
        }
        self.with_conn(|conn| {
            conn.query_each("PRAGMA wal_checkpoint(TRUNCATE)", &[], &mut |_| Ok(()))
        })
    }

    /// SQLite: the size of the WAL file now (0 on PostgreSQL).
    pub fn wal_bytes(&self) -> u64 {
        match &self.database {
            Database::Sqlite(path) => {
                let mut wal = path.clone().into_os_string();
                wal.push("-wal");
                std::fs::metadata(PathBuf::from(wal)).map_or(0, |m| m.len())
            }
            Database::Postgres(_) => 0,
        }
    }

    /// SQLite's integrity check (`ok` when sound); PostgreSQL checks itself.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        match self.database {
            Database::Sqlite(_) => self.with_conn(|conn| {
                Ok(conn
                    .query_opt("PRAGMA integrity_check", &[], |r| r.text(0))?
                    .unwrap_or_default())
            }),
            Database::Postgres(_) => Ok("ok".to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_and_redaction() {
        assert_eq!(
            Database::parse("archive.db"),
            Database::Sqlite("archive.db".into())
        );
        let pg =
            Database::parse("postgres://arbiter:s3cret@db.example:5432/arbiter?sslmode=disable");
        assert!(matches!(pg, Database::Postgres(_)));
        let shown = pg.to_string();
        assert!(!shown.contains("s3cret"), "{shown}");
        assert_eq!(shown, "postgres://arbiter:***@db.example:5432/arbiter");
        assert!(matches!(
            Database::parse("POSTGRESQL://h/d"),
            Database::Postgres(_)
        ));
    }

    #[test]
    fn a_stored_ruleset_is_read_back_or_refused_by_name() {
        assert_eq!(
            ruleset_of_name("fmjd-2015").unwrap(),
            arbiter::Ruleset::Fmjd2015
        );
        let refused = ruleset_of_name("fmjd-1999").unwrap_err();
        assert!(matches!(refused, StoreError::Data(_)), "{refused:?}");
        assert!(refused.to_string().contains("`fmjd-1999`"), "{refused}");
    }
}
