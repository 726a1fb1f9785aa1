//! The database schema, as an ordered list of migrations per database, applied at start.
//!
//! Both databases count the same versions (PostgreSQL's columns are as narrow as their values
//! allow: its rows carry more overhead than SQLite's): SQLite in `PRAGMA user_version`, PostgreSQL in the
//! one-row table `schema_version`, which replicas starting at once migrate under an advisory lock
//! (one migrates, the others wait and find nothing to do). Migrations are only ever appended:
//! editing one that has shipped would leave existing databases on a schema the code no longer
//! describes.
//!
//! The shape (version 2), with room for what comes next:
//! - `tournaments`: what an arbiter names and owns (`created_by`, the token's name: issue 14's
//!   owner); its counts add up its files.
//! - `files`: the files a tournament is made of (one per upload today; rounds added to it later,
//!   issue 13, get the next `seq`); `sha256` is unique, so the same bytes are stored once, by
//!   whichever replica commits first.
//! - `file_blobs`: the compressed original (kind 0, in chunks) and reports (kind 1, in blocks)
//!   of each file (see `compact`); one table for both, as each table costs pages of its own.
//! - `names`: each White, Black and Event value once, as written, with its search key.
//! - `games`: one row per game, numbered in the tournament (`n`), with where it is in its file
//!   and the fields searched; per-game tables to come (rulings, issue 14; tournament players,
//!   issue 13) key on `(tournament, n)`.
//! - `tokens`: hashed API tokens (issue 14 adds a role).
//!
//! Version 3 (issue 13, a tournament of several files): a file's bytes are unique within its
//! tournament only (a round added to a tournament may have been uploaded alone before), a file
//! may say which round it stands for (`round`), every write to a tournament counts in its
//! `revision` (what a built tournament is cached under), and `decisions` keeps the arbiter's
//! merges, renames, byes and forfeits of each tournament, withdrawn ones included.
//!
//! Version 4 (issue 14): a token has a `role` (tokens made before roles existed could do
//! everything, so they become `admin`), a tournament may be `private`, `grants` lets an admin
//! give an arbiter or reader a tournament it did not create, and `audit` keeps every write
//! (who, what, when, on which tournament, by id: an entry outlives the tournament it names).
//!
//! Version 5 (issue 26): ownership by token identity, not name. A revoked token keeps its row
//! (`revoked_at`), so its number is never another's, and a name is unique among live tokens only;
//! a tournament's `owner` and a grant's `token` are token numbers. Existing owners and grants,
//! recorded by name, go to the token of that name that existed when the tournament was made or
//! the grant given (none: a token revoked since, whose row version 4 deleted; then the
//! tournament is no token's, and the grant goes). The names the command line writes under
//! (`import`, `(command line)`) are reserved: a token that had one is renamed `NAME (token N)`,
//! and what was recorded under them stays the command line's (no token's: an old `import` token
//! and an import cannot be told apart, so neither is trusted with it).
//!
//! Version 6 (issue 31): `game_kinds`, a row per kind of finding of each game, keyed by kind,
//! so a search by kind looks its games up rather than walking every game with a finding
//! (`games.kinds`, the same as a bit set, stays written; its partial index goes, nothing reads
//! it). Existing games get their rows from `games.kinds`.
//!
//! `file_blobs` kind 2 (no schema change): the archive (`.zip`, `.gz`) a file was unpacked from,
//! as it was sent, in zstd chunks; kind 0 stays the PDN its games are read from.

use super::StoreError;
use super::sql::{Conn, Dialect};

/// One step of the schema.
enum Migration {
    /// Statements.
    Sql(&'static str),
    /// Statements, then Rust code that moves data (in the same transaction).
    SqlThen(&'static str, fn(&mut dyn Conn) -> Result<(), StoreError>),
    /// Nothing to do on this database.
    Skip,
}

/// Version 1, SQLite only: tournaments with their original bytes, a row per game with its full
/// report and normalised PDN, hashed API tokens.
const SQLITE_V1: &str = r#"
CREATE TABLE tournaments (
    id              TEXT PRIMARY KEY,
    sha256          TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    uploaded_at     TEXT NOT NULL,
    uploaded_by     TEXT NOT NULL,
    ruleset         TEXT NOT NULL,
    strict          INTEGER NOT NULL,
    bytes           INTEGER NOT NULL,
    games           INTEGER NOT NULL,
    valid           INTEGER NOT NULL,
    irregular       INTEGER NOT NULL,
    invalid         INTEGER NOT NULL,
    unparsable      INTEGER NOT NULL,
    unsupported     INTEGER NOT NULL,
    findings        INTEGER NOT NULL,
    original        BLOB NOT NULL
);
CREATE INDEX tournaments_by_upload ON tournaments (uploaded_at DESC, id);
CREATE TABLE games (
    tournament_id   TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    n               INTEGER NOT NULL,
    status          TEXT NOT NULL,
    white           TEXT,
    black           TEXT,
    event           TEXT,
    round           TEXT,
    date            TEXT,
    result          TEXT,
    plies           INTEGER NOT NULL,
    findings        INTEGER NOT NULL,
    errors          INTEGER NOT NULL,
    report          TEXT NOT NULL,
    pdn             TEXT NOT NULL,
    PRIMARY KEY (tournament_id, n)
) WITHOUT ROWID;
CREATE TABLE tokens (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    sha256          BLOB NOT NULL UNIQUE,
    created_at      TEXT NOT NULL
);
"#;

/// Version 2 on SQLite: the compact store. Version 1's tables are renamed, moved over by
/// [`super::writer::convert_v1`] and dropped.
const SQLITE_V2: &str = r#"
ALTER TABLE tournaments RENAME TO v1_tournaments;
ALTER TABLE games RENAME TO v1_games;
CREATE TABLE tournaments (
    pk              INTEGER PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,   -- first 16 hex digits of the first file's sha256
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL,          -- RFC 3339, UTC
    created_by      TEXT NOT NULL,          -- the token's name, never the token
    ruleset         TEXT NOT NULL,
    strict          INTEGER NOT NULL,
    bytes           INTEGER NOT NULL,
    games           INTEGER NOT NULL,
    valid           INTEGER NOT NULL,
    irregular       INTEGER NOT NULL,
    invalid         INTEGER NOT NULL,
    unparsable      INTEGER NOT NULL,
    unsupported     INTEGER NOT NULL,
    findings        INTEGER NOT NULL
);
CREATE INDEX tournaments_by_creation ON tournaments (created_at DESC, id);
CREATE TABLE files (
    pk              INTEGER PRIMARY KEY,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,       -- 1 for the first file of the tournament
    name            TEXT NOT NULL,
    sha256          TEXT UNIQUE,            -- of the bytes; NULL only while an import writes it
    uploaded_at     TEXT NOT NULL,
    uploaded_by     TEXT NOT NULL,
    bytes           INTEGER NOT NULL,
    games           INTEGER NOT NULL,
    first_game      INTEGER NOT NULL,       -- the tournament's game number before its first
    max_game_bytes  INTEGER NOT NULL,       -- the reader's limit when it was checked
    chunk_bytes     INTEGER NOT NULL,       -- uncompressed size of its chunks
    UNIQUE (tournament, seq)
);
-- A rowid table: SQLite packs blobs of kilobytes badly in WITHOUT ROWID tables.
CREATE TABLE file_blobs (
    file            INTEGER NOT NULL REFERENCES files (pk) ON DELETE CASCADE,
    kind            INTEGER NOT NULL,       -- 0: a chunk of the original, 1: a block of reports
    seq             INTEGER NOT NULL,
    data            BLOB NOT NULL,          -- zstd
    PRIMARY KEY (file, kind, seq)
);
CREATE TABLE names (
    pk              INTEGER PRIMARY KEY,
    text            TEXT NOT NULL UNIQUE,   -- as written in the tag
    key             TEXT NOT NULL           -- crate::names::name_key (searched by words: a scan)
);
CREATE TABLE games (
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    n               INTEGER NOT NULL,       -- 1-based, in the tournament
    file            INTEGER NOT NULL,       -- files.pk (goes with the tournament)
    byte_offset     INTEGER NOT NULL,
    byte_length     INTEGER NOT NULL,
    line            INTEGER NOT NULL,
    col             INTEGER,                -- NULL: column 1
    chunk_end       INTEGER NOT NULL,
    overlong        INTEGER,
    status          INTEGER NOT NULL,       -- 0 valid, 1 irregular, 2 invalid, 3 unparsable, 4 unsupported
    white           INTEGER,                -- names.pk
    black           INTEGER,
    event           INTEGER,
    round           TEXT,
    date            TEXT,
    date_lo         INTEGER,                -- yyyymmdd: the first and last day the Date tag can mean
    date_hi         INTEGER,                -- NULL: the same as date_lo
    result          TEXT,
    white_fmjd      TEXT,
    black_fmjd      TEXT,
    plies           INTEGER NOT NULL,
    findings        INTEGER NOT NULL,
    errors          INTEGER NOT NULL,
    kinds           INTEGER NOT NULL,       -- bit i: a finding of arbiter::FindingKind::ALL[i]
    copy_key        INTEGER,                -- duplicates::game_key
    PRIMARY KEY (tournament, n)
) WITHOUT ROWID;
CREATE INDEX games_by_white ON games (white);
CREATE INDEX games_by_black ON games (black);
CREATE INDEX games_by_event ON games (event);
CREATE INDEX games_by_date ON games (date_lo);
CREATE INDEX games_by_copy ON games (copy_key) WHERE copy_key IS NOT NULL;
CREATE INDEX games_by_white_fmjd ON games (white_fmjd) WHERE white_fmjd IS NOT NULL;
CREATE INDEX games_by_black_fmjd ON games (black_fmjd) WHERE black_fmjd IS NOT NULL;
CREATE INDEX games_with_problems ON games (status) WHERE status <> 0;
CREATE INDEX games_with_findings ON games (kinds) WHERE kinds <> 0;
"#;

/// Version 2 on PostgreSQL: the same tables, with PostgreSQL's types.
const POSTGRES_V2: &str = r#"
CREATE TABLE tournaments (
    pk              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    ruleset         TEXT NOT NULL,
    strict          SMALLINT NOT NULL,
    bytes           BIGINT NOT NULL,
    games           BIGINT NOT NULL,
    valid           BIGINT NOT NULL,
    irregular       BIGINT NOT NULL,
    invalid         BIGINT NOT NULL,
    unparsable      BIGINT NOT NULL,
    unsupported     BIGINT NOT NULL,
    findings        INTEGER NOT NULL
);
CREATE INDEX tournaments_by_creation ON tournaments (created_at DESC, id);
CREATE TABLE files (
    pk              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    name            TEXT NOT NULL,
    sha256          TEXT UNIQUE,
    uploaded_at     TEXT NOT NULL,
    uploaded_by     TEXT NOT NULL,
    bytes           BIGINT NOT NULL,
    games           BIGINT NOT NULL,
    first_game      INTEGER NOT NULL,
    max_game_bytes  BIGINT NOT NULL,
    chunk_bytes     INTEGER NOT NULL,
    UNIQUE (tournament, seq)
);
CREATE TABLE file_blobs (
    file            INTEGER NOT NULL REFERENCES files (pk) ON DELETE CASCADE,
    kind            SMALLINT NOT NULL,
    seq             INTEGER NOT NULL,
    data            BYTEA NOT NULL,
    PRIMARY KEY (file, kind, seq)
);
-- Compressed already. MAIN keeps a blob of a few kilobytes (a small file, a block of
-- reports) in the table's own pages, packed better than in TOAST's 2 kB slices; pglz gives up
-- at once on zstd's output.
ALTER TABLE file_blobs ALTER COLUMN data SET STORAGE MAIN;
CREATE TABLE names (
    pk              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    text            TEXT NOT NULL UNIQUE,
    key             TEXT NOT NULL
);
-- Widest columns first: PostgreSQL pads each column to its alignment.
CREATE TABLE games (
    byte_offset     BIGINT NOT NULL,
    overlong        BIGINT,
    copy_key        BIGINT,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    n               INTEGER NOT NULL,
    file            INTEGER NOT NULL,
    byte_length     INTEGER NOT NULL,
    line            INTEGER NOT NULL,
    col             INTEGER,
    white           INTEGER,
    black           INTEGER,
    event           INTEGER,
    date_lo         INTEGER,
    date_hi         INTEGER,
    plies           INTEGER NOT NULL,
    findings        INTEGER NOT NULL,
    errors          INTEGER NOT NULL,
    kinds           INTEGER NOT NULL,
    chunk_end       SMALLINT NOT NULL,
    status          SMALLINT NOT NULL,
    round           TEXT,
    date            TEXT,
    result          TEXT,
    white_fmjd      TEXT,
    black_fmjd      TEXT,
    PRIMARY KEY (tournament, n)
);
CREATE INDEX games_by_white ON games (white);
CREATE INDEX games_by_black ON games (black);
CREATE INDEX games_by_event ON games (event);
CREATE INDEX games_by_date ON games (date_lo);
CREATE INDEX games_by_copy ON games (copy_key) WHERE copy_key IS NOT NULL;
CREATE INDEX games_by_white_fmjd ON games (white_fmjd) WHERE white_fmjd IS NOT NULL;
CREATE INDEX games_by_black_fmjd ON games (black_fmjd) WHERE black_fmjd IS NOT NULL;
CREATE INDEX games_with_problems ON games (status) WHERE status <> 0;
CREATE INDEX games_with_findings ON games (kinds) WHERE kinds <> 0;
CREATE TABLE tokens (
    id              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    sha256          BYTEA NOT NULL UNIQUE,
    created_at      TEXT NOT NULL
);
"#;

/// Version 3 on SQLite. A UNIQUE constraint cannot be dropped in SQLite: `files` is made
/// again and its rows copied (foreign keys are off during migrations, so dropping the old
/// table takes no blob with it).
const SQLITE_V3: &str = r#"
CREATE TABLE files_v3 (
    pk              INTEGER PRIMARY KEY,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    name            TEXT NOT NULL,
    sha256          TEXT,                   -- of the bytes; NULL only while an import writes it
    uploaded_at     TEXT NOT NULL,
    uploaded_by     TEXT NOT NULL,
    bytes           INTEGER NOT NULL,
    games           INTEGER NOT NULL,
    first_game      INTEGER NOT NULL,
    max_game_bytes  INTEGER NOT NULL,
    chunk_bytes     INTEGER NOT NULL,
    round           INTEGER,                -- the round the file stands for, when given
    UNIQUE (tournament, seq),
    UNIQUE (tournament, sha256)
);
INSERT INTO files_v3 (pk, tournament, seq, name, sha256, uploaded_at, uploaded_by, bytes, games,
    first_game, max_game_bytes, chunk_bytes)
    SELECT pk, tournament, seq, name, sha256, uploaded_at, uploaded_by, bytes, games, first_game,
    max_game_bytes, chunk_bytes FROM files;
DROP TABLE files;
ALTER TABLE files_v3 RENAME TO files;
CREATE INDEX files_by_sha ON files (sha256);
ALTER TABLE tournaments ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE TABLE decisions (
    pk              INTEGER PRIMARY KEY,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    data            TEXT NOT NULL,          -- crate::decisions::Decision as JSON
    made_by         TEXT NOT NULL,
    made_at         TEXT NOT NULL,
    withdrawn_by    TEXT,
    withdrawn_at    TEXT
);
CREATE INDEX decisions_by_tournament ON decisions (tournament);
"#;

/// Version 3 on PostgreSQL.
const POSTGRES_V3: &str = r#"
ALTER TABLE files DROP CONSTRAINT files_sha256_key;
ALTER TABLE files ADD CONSTRAINT files_tournament_sha256_key UNIQUE (tournament, sha256);
ALTER TABLE files ADD COLUMN round INTEGER;
CREATE INDEX files_by_sha ON files (sha256);
ALTER TABLE tournaments ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;
CREATE TABLE decisions (
    pk              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    data            TEXT NOT NULL,
    made_by         TEXT NOT NULL,
    made_at         TEXT NOT NULL,
    withdrawn_by    TEXT,
    withdrawn_at    TEXT
);
CREATE INDEX decisions_by_tournament ON decisions (tournament);
"#;

/// Version 4 on SQLite.
const SQLITE_V4: &str = r#"
ALTER TABLE tokens ADD COLUMN role TEXT NOT NULL DEFAULT 'admin';
ALTER TABLE tournaments ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
CREATE TABLE grants (
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    token_name      TEXT NOT NULL,
    granted_by      TEXT NOT NULL,
    granted_at      TEXT NOT NULL,
    UNIQUE (tournament, token_name)
);
CREATE TABLE audit (
    pk              INTEGER PRIMARY KEY,
    at              TEXT NOT NULL,          -- RFC 3339, UTC
    actor           TEXT NOT NULL,          -- the token's name
    action          TEXT NOT NULL,          -- crate::audit::AuditAction
    tournament      TEXT,                   -- the tournament's id, when the write is on one
    subject         TEXT NOT NULL           -- what it was on, said in a few words
);
CREATE INDEX audit_by_tournament ON audit (tournament, pk);
"#;

/// Version 4 on PostgreSQL.
const POSTGRES_V4: &str = r#"
ALTER TABLE tokens ADD COLUMN role TEXT NOT NULL DEFAULT 'admin';
ALTER TABLE tournaments ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
CREATE TABLE grants (
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    token_name      TEXT NOT NULL,
    granted_by      TEXT NOT NULL,
    granted_at      TEXT NOT NULL,
    UNIQUE (tournament, token_name)
);
CREATE TABLE audit (
    pk              BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    at              TEXT NOT NULL,
    actor           TEXT NOT NULL,
    action          TEXT NOT NULL,
    tournament      TEXT,
    subject         TEXT NOT NULL
);
CREATE INDEX audit_by_tournament ON audit (tournament, pk);
"#;

/// Version 5, the same on both databases after each one's way of changing a constraint: a
/// grant's token and a tournament's owner by number, from the names as recorded.
const V5_OWNERS: &str = r#"
ALTER TABLE tournaments ADD COLUMN owner INTEGER;    -- tokens.id; NULL: no token's (the command line's)
UPDATE tournaments SET owner = (
    SELECT k.id FROM tokens k
    WHERE k.name = tournaments.created_by AND k.created_at <= tournaments.created_at
    ORDER BY k.id DESC LIMIT 1
) WHERE lower(trim(created_by)) NOT IN ('import', '(command line)');
UPDATE tokens SET name = name || ' (token ' || id || ')'
    WHERE lower(trim(name)) IN ('import', '(command line)');
CREATE UNIQUE INDEX tokens_by_live_name ON tokens (name) WHERE revoked_at IS NULL;
"#;

/// Version 5 on SQLite: `tokens` and `grants` are made again without their UNIQUE names.
const SQLITE_V5: &str = r#"
CREATE TABLE tokens_v5 (
    id              INTEGER PRIMARY KEY,    -- never reused: a revoked token keeps its row
    name            TEXT NOT NULL,          -- unique among live tokens (tokens_by_live_name)
    sha256          BLOB NOT NULL UNIQUE,
    created_at      TEXT NOT NULL,
    role            TEXT NOT NULL,
    revoked_at      TEXT                    -- NULL while it opens anything
);
INSERT INTO tokens_v5 (id, name, sha256, created_at, role)
    SELECT id, name, sha256, created_at, role FROM tokens;
DROP TABLE tokens;
ALTER TABLE tokens_v5 RENAME TO tokens;
CREATE TABLE grants_v5 (
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    token           INTEGER NOT NULL,       -- tokens.id
    token_name      TEXT NOT NULL,          -- its name when it was granted
    granted_by      TEXT NOT NULL,
    granted_at      TEXT NOT NULL,
    UNIQUE (tournament, token)
);
INSERT INTO grants_v5 (tournament, token, token_name, granted_by, granted_at)
    SELECT tournament, token, token_name, granted_by, granted_at FROM (
        SELECT g.tournament, (
            SELECT k.id FROM tokens k
            WHERE k.name = g.token_name AND k.created_at <= g.granted_at
            ORDER BY k.id DESC LIMIT 1
        ) AS token, g.token_name, g.granted_by, g.granted_at FROM grants g
    ) AS mapped WHERE token IS NOT NULL;
DROP TABLE grants;
ALTER TABLE grants_v5 RENAME TO grants;
"#;

/// Version 5 on PostgreSQL.
const POSTGRES_V5: &str = r#"
ALTER TABLE tokens DROP CONSTRAINT tokens_name_key;
ALTER TABLE tokens ADD COLUMN revoked_at TEXT;
ALTER TABLE grants ADD COLUMN token INTEGER;
UPDATE grants SET token = (
    SELECT k.id FROM tokens k WHERE k.name = grants.token_name AND k.created_at <= grants.granted_at
    ORDER BY k.id DESC LIMIT 1
);
DELETE FROM grants WHERE token IS NULL;
ALTER TABLE grants ALTER COLUMN token SET NOT NULL;
ALTER TABLE grants DROP CONSTRAINT grants_tournament_token_name_key;
ALTER TABLE grants ADD CONSTRAINT grants_tournament_token_key UNIQUE (tournament, token);
"#;

/// Version 6 on SQLite. Keyed by kind first: a kind's games are one range of the table.
const SQLITE_V6: &str = r#"
CREATE TABLE game_kinds (
    kind            INTEGER NOT NULL,       -- i: arbiter::FindingKind::ALL[i], bit i of games.kinds
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    n               INTEGER NOT NULL,       -- games.n
    PRIMARY KEY (kind, tournament, n)
) WITHOUT ROWID;
-- What a tournament's deletion cascades through.
CREATE INDEX game_kinds_by_tournament ON game_kinds (tournament);
DROP INDEX games_with_findings;
"#;

/// Version 6 on PostgreSQL.
const POSTGRES_V6: &str = r#"
CREATE TABLE game_kinds (
    tournament      INTEGER NOT NULL REFERENCES tournaments (pk) ON DELETE CASCADE,
    n               INTEGER NOT NULL,
    kind            SMALLINT NOT NULL,
    PRIMARY KEY (kind, tournament, n)
);
CREATE INDEX game_kinds_by_tournament ON game_kinds (tournament);
DROP INDEX games_with_findings;
"#;

/// Version 7 (issue 30): the live rounds followed, kept across restarts.
const SQLITE_V7: &str = r#"
CREATE TABLE live_rounds (
    name            TEXT PRIMARY KEY,
    ruleset         TEXT NOT NULL,
    strict          INTEGER NOT NULL,
    bytes           BLOB NOT NULL,          -- the last version, as sent or read
    last_event      INTEGER NOT NULL,       -- the id of the last event told
    source          TEXT,                   -- where it is pulled from (JSON), NULL when pushed
    updated_at      TEXT NOT NULL
);
"#;

/// Version 7 on PostgreSQL.
const POSTGRES_V7: &str = r#"
CREATE TABLE live_rounds (
    name            TEXT PRIMARY KEY,
    ruleset         TEXT NOT NULL,
    strict          INTEGER NOT NULL,
    bytes           BYTEA NOT NULL,
    last_event      BIGINT NOT NULL,
    source          TEXT,
    updated_at      TEXT NOT NULL
);
"#;

/// Version 6: the rows of the games stored before, one kind (one bit of `games.kinds`) at a time.
fn kinds_of_stored_games(conn: &mut dyn Conn) -> Result<(), StoreError> {
    for kind in 0..arbiter::FindingKind::ALL.len() {
        // Constants of ours in the text: a parameter in a SELECT list has no type PostgreSQL
        // could take from the column it goes into.
        let bit = 1i64 << kind;
        conn.batch(&format!(
            "INSERT INTO game_kinds (kind, tournament, n) \
             SELECT {kind}, tournament, n FROM games WHERE (kinds & {bit}) <> 0"
        ))?;
    }
    Ok(())
}

/// Version 5: each database's own statements, then the owners (the same on both).
fn owners_by_identity(conn: &mut dyn Conn) -> Result<(), StoreError> {
    conn.batch(V5_OWNERS)
}

fn migrations(dialect: Dialect) -> [Migration; 7] {
    match dialect {
        Dialect::Sqlite => [
            Migration::Sql(SQLITE_V1),
            Migration::SqlThen(SQLITE_V2, super::writer::convert_v1),
            Migration::Sql(SQLITE_V3),
            Migration::Sql(SQLITE_V4),
            Migration::SqlThen(SQLITE_V5, owners_by_identity),
            Migration::SqlThen(SQLITE_V6, kinds_of_stored_games),
            Migration::Sql(SQLITE_V7),
        ],
        // The first layout never ran on PostgreSQL.
        Dialect::Postgres => [
            Migration::Skip,
            Migration::Sql(POSTGRES_V2),
            Migration::Sql(POSTGRES_V3),
            Migration::Sql(POSTGRES_V4),
            Migration::SqlThen(POSTGRES_V5, owners_by_identity),
            Migration::SqlThen(POSTGRES_V6, kinds_of_stored_games),
            Migration::Sql(POSTGRES_V7),
        ],
    }
}

/// The schema version this binary writes.
pub const SCHEMA_VERSION: usize = 7;

/// An arbitrary number that names the migration lock among PostgreSQL's advisory locks.
const MIGRATION_LOCK: i64 = 0x6472_6175_6768_7473;

fn version(conn: &mut dyn Conn) -> Result<usize, StoreError> {
    let v = match conn.dialect() {
        Dialect::Sqlite => conn.query_int("PRAGMA user_version", &[])?,
        Dialect::Postgres => conn.query_int("SELECT version FROM schema_version", &[])?,
    };
    Ok(usize::try_from(v).unwrap_or(0))
}

fn set_version(conn: &mut dyn Conn, v: usize) -> Result<(), StoreError> {
    match conn.dialect() {
        // PRAGMA takes no parameters; `v` is one of our constants.
        Dialect::Sqlite => conn.batch(&format!("PRAGMA user_version = {v}")),
        Dialect::Postgres => conn
            .execute(
                "UPDATE schema_version SET version = ?1",
                &[super::sql::Val::int(v)],
            )
            .map(drop),
    }
}

/// Brings the database up to [`SCHEMA_VERSION`], all missing steps in one transaction.
/// Returns the version found before.
pub fn migrate(conn: &mut dyn Conn) -> Result<usize, StoreError> {
    migrate_to(conn, SCHEMA_VERSION)
}

/// Brings the database up to version `target` (at most [`SCHEMA_VERSION`]): what a release of
/// that version left, for tests of the steps after it.
pub(super) fn migrate_to(conn: &mut dyn Conn, target: usize) -> Result<usize, StoreError> {
    if conn.dialect() == Dialect::Postgres {
        conn.batch(
            "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL); \
             INSERT INTO schema_version (version) SELECT 0 \
             WHERE NOT EXISTS (SELECT 1 FROM schema_version)",
        )?;
    }
    // SQLite: a table made again (version 3) must not take its children with it; foreign
    // keys cannot be switched inside a transaction, so they are off around it.
    let sqlite = conn.dialect() == Dialect::Sqlite;
    if sqlite {
        conn.batch("PRAGMA foreign_keys = OFF")?;
    }
    let migrated = migrate_in_transaction(conn, target.min(SCHEMA_VERSION));
    if sqlite {
        conn.batch("PRAGMA foreign_keys = ON")?;
    }
    migrated
}

fn migrate_in_transaction(conn: &mut dyn Conn, target: usize) -> Result<usize, StoreError> {
    conn.begin_write()?;
    let outcome = (|| {
        if conn.dialect() == Dialect::Postgres {
            conn.query_int(
                "SELECT 0 FROM (SELECT pg_advisory_xact_lock(?1)) AS locked",
                &[super::sql::Val::Int(MIGRATION_LOCK)],
            )?;
        }
        let found = version(conn)?;
        if found > SCHEMA_VERSION {
            return Err(StoreError::Data(format!(
                "the database has schema version {found}, newer than this binary's \
                 {SCHEMA_VERSION}: run a newer draughts-arbiter"
            )));
        }
        let steps = migrations(conn.dialect());
        for (index, step) in steps.iter().enumerate().take(target).skip(found) {
            match step {
                Migration::Sql(sql) => conn.batch(sql)?,
                Migration::SqlThen(sql, then) => {
                    conn.batch(sql)?;
                    then(conn)?;
                }
                Migration::Skip => {}
            }
            set_version(conn, index + 1)?;
        }
        if conn.dialect() == Dialect::Sqlite && found < target {
            // What the copies left broken, before it is committed.
            let broken = conn.query_int("SELECT count(*) FROM pragma_foreign_key_check", &[])?;
            if broken > 0 {
                return Err(StoreError::Data(format!(
                    "{broken} rows lost their parent in the migration"
                )));
            }
        }
        Ok(found)
    })();
    match outcome {
        Ok(found) => {
            conn.batch("COMMIT")?;
            Ok(found)
        }
        Err(error) => {
            let _ = conn.batch("ROLLBACK");
            Err(error)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version 1 file, as the first release wrote it, is moved into the compact layout: the
    /// same tournament, games, verdicts and bytes.
    #[test]
    fn a_version_1_file_is_converted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v1.db");
        let original = include_bytes!("../../fixtures/cli/round.pdn");
        let sha = super::super::sha256_hex(original);
        let id = &sha[..16];
        let options = arbiter::RefereeOptions {
            include_moves: true,
            ..arbiter::RefereeOptions::default()
        };
        let reports: Vec<arbiter::GameReport> =
            pdn::read_all(original, &pdn::ReadOptions::default())
                .iter()
                .map(|g| arbiter::referee(&g.parse(), &options))
                .collect();
        {
            let conn = rusqlite::Connection::open(&path).unwrap();
            conn.execute_batch(SQLITE_V1).unwrap();
            conn.execute_batch("PRAGMA user_version = 1").unwrap();
            conn.execute(
                "INSERT INTO tournaments VALUES (?1, ?2, 'Club', '2026-01-02T03:04:05Z', 'fed', \
                 'fmjd-2024', 0, ?3, 4, 3, 1, 0, 0, 0, 1, ?4)",
                rusqlite::params![id, sha, original.len() as i64, original.as_slice()],
            )
            .unwrap();
            conn.execute(
                "INSERT INTO tokens (name, sha256, created_at) VALUES ('fed', x'00', 'then')",
                [],
            )
            .unwrap();
            for (i, report) in reports.iter().enumerate() {
                conn.execute(
                    "INSERT INTO games VALUES (?1, ?2, ?3, ?4, NULL, NULL, NULL, NULL, NULL, 0, \
                     ?5, 0, ?6, 'pdn')",
                    rusqlite::params![
                        id,
                        i as i64 + 1,
                        report.status.name(),
                        report.tag("White"),
                        report.findings.len() as i64,
                        serde_json::to_string(report).unwrap()
                    ],
                )
                .unwrap();
            }
        }
        let store = super::super::Store::open(&path).unwrap();
        let (summary, games) = store.tournament_detail(id).unwrap().unwrap();
        assert_eq!(summary.name, "Club");
        assert_eq!(summary.uploaded_at, "2026-01-02T03:04:05Z");
        assert_eq!(summary.statuses.irregular, 1);
        assert_eq!(games.len(), 4);
        assert_eq!(games[0].white.as_deref(), Some("Jansen, P."));
        assert_eq!(store.original(id).unwrap().unwrap(), original);
        for (n, expected) in reports.iter().enumerate() {
            let report = store
                .game(id, n as u32 + 1)
                .unwrap()
                .unwrap()
                .report()
                .unwrap();
            assert_eq!(&report, expected);
        }
        assert_eq!(store.list_tokens().unwrap().len(), 1);
        let found = store
            .search(&super::super::SearchQuery {
                player: Some("jansen".into()),
                ..Default::default()
            })
            .unwrap();
        assert_eq!(found.total, 1);
    }

    #[test]
    fn migrations_apply_once() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let conn: &mut dyn Conn = &mut conn;
        assert_eq!(migrate(conn).unwrap(), 0);
        // A second run finds nothing to do (it would fail on CREATE TABLE otherwise).
        assert_eq!(migrate(conn).unwrap(), SCHEMA_VERSION);
        assert_eq!(version(conn).unwrap(), SCHEMA_VERSION);
        // Version 1's tables went with the move.
        assert_eq!(
            conn.query_int(
                "SELECT count(*) FROM sqlite_master WHERE name LIKE 'v1_%'",
                &[]
            )
            .unwrap(),
            0
        );
    }
}
