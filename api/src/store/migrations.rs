//! The database schema, as an ordered list of migrations applied at start.
//!
//! `PRAGMA user_version` records how many migrations a database has had, so an older file is
//! brought up to date the first time a newer binary opens it. Migrations are only ever appended:
//! editing one that has shipped would leave existing databases on a schema the code no longer
//! describes.

use rusqlite::Connection;

/// The migrations, oldest first; the database's `user_version` counts those applied.
const MIGRATIONS: &[&str] = &[
    // 1: tournaments with their original bytes, one row per game, hashed API tokens.
    r#"
    CREATE TABLE tournaments (
        id              TEXT PRIMARY KEY,      -- first 16 hex digits of sha256
        sha256          TEXT NOT NULL UNIQUE,  -- of the uploaded bytes: same bytes, same tournament
        name            TEXT NOT NULL,
        uploaded_at     TEXT NOT NULL,         -- RFC 3339, UTC
        uploaded_by     TEXT NOT NULL,         -- the token's name, never the token
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
        n               INTEGER NOT NULL,      -- 1-based position in the file
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
        report          TEXT NOT NULL,         -- GameReport JSON, moves included
        pdn             TEXT NOT NULL,         -- normalised PDN
        PRIMARY KEY (tournament_id, n)
    ) WITHOUT ROWID;
    CREATE TABLE tokens (
        id              INTEGER PRIMARY KEY,
        name            TEXT NOT NULL UNIQUE,
        sha256          BLOB NOT NULL UNIQUE,  -- of the token; the token itself is never stored
        created_at      TEXT NOT NULL
    );
    "#,
];

/// The schema version this binary writes.
pub const SCHEMA_VERSION: usize = MIGRATIONS.len();

/// Brings the database up to [`SCHEMA_VERSION`], each migration in its own transaction.
pub fn migrate(conn: &mut Connection) -> rusqlite::Result<usize> {
    let applied: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    let applied = usize::try_from(applied).unwrap_or(0);
    for (index, sql) in MIGRATIONS.iter().enumerate().skip(applied) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", index as i64 + 1)?;
        tx.commit()?;
    }
    Ok(applied.max(SCHEMA_VERSION))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_apply_once() {
        let mut conn = Connection::open_in_memory().unwrap();
        assert_eq!(migrate(&mut conn).unwrap(), SCHEMA_VERSION);
        // A second run finds nothing to do (it would fail on CREATE TABLE otherwise).
        assert_eq!(migrate(&mut conn).unwrap(), SCHEMA_VERSION);
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version as usize, SCHEMA_VERSION);
    }
}
