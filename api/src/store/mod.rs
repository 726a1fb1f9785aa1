//! The embedded SQLite store: tournaments (original bytes, one report per game) and API tokens.
//!
//! One file, WAL mode (readers never wait for the writer), migrations applied when it opens, so the
//! service runs with no outside database. Every call is synchronous: the HTTP layer calls it from
//! the blocking thread pool, never from the async executor. Connections are kept in a small pool
//! because opening one costs a file open and the pragmas.

mod migrations;

pub use migrations::SCHEMA_VERSION;

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use subtle::ConstantTimeEq;
use utoipa::ToSchema;

/// Idle connections kept for reuse; more may be open at once, the extra ones are closed after use.
const POOL_SIZE: usize = 8;

/// How long a writer waits for another writer before giving up.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite said no.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The database directory could not be created.
    #[error("cannot create the database directory: {0}")]
    Io(#[from] std::io::Error),
    /// A token name that is already taken.
    #[error("a token named `{0}` already exists")]
    TokenExists(String),
    /// The system's random source failed.
    #[error("no randomness for a token: {0}")]
    Random(String),
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
    /// The draw rules the games were checked under.
    pub ruleset: String,
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
}

/// One game of a stored tournament, as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct GameSummary {
    /// 1-based position of the game in the file.
    pub n: u32,
    /// The verdict (`valid`, `irregular`, `invalid`, `unparsable`, `unsupported_variant`).
    pub status: String,
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

/// A game to store: its row, its report as JSON and its normalised PDN.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The verdict (also in `summary.status`, as its name).
    pub verdict: arbiter::Status,
    /// The listed fields.
    pub summary: GameSummary,
    /// The full report, serialised.
    pub report_json: String,
    /// The normalised PDN.
    pub pdn: String,
}

/// A tournament to store.
#[derive(Clone, Debug)]
pub struct NewTournament {
    /// Display name.
    pub name: String,
    /// The name of the token that uploaded it.
    pub uploaded_by: String,
    /// The draw rules applied.
    pub ruleset: String,
    /// Whether PDN 3.0 strictness was on.
    pub strict: bool,
    /// The bytes as uploaded.
    pub original: Vec<u8>,
    /// Its games in file order.
    pub games: Vec<NewGame>,
}

/// What is known of a tournament before its games are refereed.
#[derive(Clone, Debug)]
pub struct TournamentHeader {
    /// Display name.
    pub name: String,
    /// The name of the token that uploads it.
    pub uploaded_by: String,
    /// The draw rules applied.
    pub ruleset: String,
    /// Whether PDN 3.0 strictness is on.
    pub strict: bool,
}

/// What [`Store::begin_tournament`] found.
pub enum Begun<'s> {
    /// The same bytes are stored already: that tournament.
    Exists(TournamentSummary),
    /// A new tournament: add its games, then commit.
    Writing(TournamentWriter<'s>),
}

/// A tournament being stored, game by game, in one open transaction; dropped without
/// [`TournamentWriter::commit`], it is rolled back and nothing of it remains.
pub struct TournamentWriter<'s> {
    conn: Pooled<'s>,
    id: String,
    sha256: String,
    games: u64,
    counts: StatusCounts,
    findings: u64,
    open: bool,
}

impl TournamentWriter<'_> {
    /// The tournament's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Writes the next game (games are numbered by `summary.n`).
    pub fn add(&mut self, game: &NewGame) -> Result<(), StoreError> {
        let s = &game.summary;
        let mut stmt = self.conn.prepare_cached(
            "INSERT INTO games (tournament_id, n, status, white, black, event, round, date, \
             result, plies, findings, errors, report, pdn) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        )?;
        stmt.execute(params![
            self.id,
            s.n,
            s.status,
            s.white,
            s.black,
            s.event,
            s.round,
            s.date,
            s.result,
            s.plies,
            s.findings,
            s.errors,
            game.report_json,
            game.pdn,
        ])?;
        self.games += 1;
        self.counts.add(game.verdict);
        self.findings += u64::from(s.findings);
        Ok(())
    }

    /// Writes the counts and commits: the tournament and every game added are stored.
    pub fn commit(mut self) -> Result<TournamentSummary, StoreError> {
        let c = self.counts;
        self.conn.execute(
            "UPDATE tournaments SET games = ?2, valid = ?3, irregular = ?4, invalid = ?5, \
             unparsable = ?6, unsupported = ?7, findings = ?8 WHERE id = ?1",
            params![
                self.id,
                self.games,
                c.valid,
                c.irregular,
                c.invalid,
                c.unparsable,
                c.unsupported_variant,
                self.findings,
            ],
        )?;
        let summary = self.summary()?;
        self.conn.execute_batch("COMMIT")?;
        self.open = false;
        Ok(summary)
    }

    fn summary(&self) -> Result<TournamentSummary, StoreError> {
        Ok(self.conn.query_row(
            &format!("SELECT {SUMMARY_COLUMNS} FROM tournaments WHERE sha256 = ?1"),
            [&self.sha256],
            summary_from_row,
        )?)
    }

    fn rollback(&mut self) {
        if self.open {
            self.open = false;
            if let Err(error) = self.conn.execute_batch("ROLLBACK") {
                // The connection may still be inside a transaction: never reuse it.
                tracing::error!(%error, "cannot roll back an upload");
                self.conn.conn.take();
            }
        }
    }
}

impl Drop for TournamentWriter<'_> {
    fn drop(&mut self) {
        self.rollback();
    }
}

/// SHA-256 of some bytes, as lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
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

/// The embedded database.
#[derive(Debug)]
pub struct Store {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

/// A connection borrowed from the pool, returned to it when dropped.
struct Pooled<'s> {
    store: &'s Store,
    conn: Option<Connection>,
}

impl Deref for Pooled<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        // Only `drop` takes the connection out.
        self.conn.as_ref().expect("connection present until drop")
    }
}

impl DerefMut for Pooled<'_> {
    fn deref_mut(&mut self) -> &mut Connection {
        self.conn.as_mut().expect("connection present until drop")
    }
}

impl Drop for Pooled<'_> {
    fn drop(&mut self) {
        if let (Some(conn), Ok(mut idle)) = (self.conn.take(), self.store.idle.lock())
            && idle.len() < POOL_SIZE
        {
            idle.push(conn);
        }
    }
}

const SUMMARY_COLUMNS: &str = "id, name, sha256, uploaded_at, ruleset, strict, bytes, games, \
     valid, irregular, invalid, unparsable, unsupported, findings";

fn summary_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<TournamentSummary> {
    Ok(TournamentSummary {
        id: row.get(0)?,
        name: row.get(1)?,
        sha256: row.get(2)?,
        uploaded_at: row.get(3)?,
        ruleset: row.get(4)?,
        strict: row.get(5)?,
        bytes: row.get(6)?,
        games: row.get(7)?,
        statuses: StatusCounts {
            valid: row.get(8)?,
            irregular: row.get(9)?,
            invalid: row.get(10)?,
            unparsable: row.get(11)?,
            unsupported_variant: row.get(12)?,
        },
        findings: row.get(13)?,
    })
}

impl Store {
    /// Opens (creating it and its directory if needed) the database at `path` and migrates it.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir)?;
        }
        let store = Store {
            path: path.to_path_buf(),
            idle: Mutex::new(Vec::new()),
        };
        let mut conn = store.connect()?;
        migrations::migrate(&mut conn)?;
        store.release(conn);
        Ok(store)
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn connect(&self) -> Result<Connection, StoreError> {
        let conn = Connection::open(&self.path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // WAL: readers see a snapshot while an upload is written; NORMAL sync is durable in WAL
        // mode except for the last transactions on power loss, never corrupting.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        Ok(conn)
    }

    fn release(&self, conn: Connection) {
        drop(Pooled {
            store: self,
            conn: Some(conn),
        });
    }

    fn conn(&self) -> Result<Pooled<'_>, StoreError> {
        let reused = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let conn = match reused {
            Some(conn) => conn,
            None => self.connect()?,
        };
        Ok(Pooled {
            store: self,
            conn: Some(conn),
        })
    }

    /// Answers whether the database can be read (for the health check).
    pub fn ping(&self) -> Result<(), StoreError> {
        let conn = self.conn()?;
        conn.query_row("SELECT 1", [], |_| Ok(()))?;
        Ok(())
    }

    /// Creates a token named `name` and returns it; only its SHA-256 is stored.
    pub fn create_token(&self, name: &str) -> Result<String, StoreError> {
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret).map_err(|e| StoreError::Random(e.to_string()))?;
        let token = format!("dat_{}", hex(&secret));
        let digest = Sha256::digest(token.as_bytes());
        let conn = self.conn()?;
        let inserted = conn.execute(
            "INSERT INTO tokens (name, sha256, created_at) \
             VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) ON CONFLICT (name) DO NOTHING",
            params![name, digest.as_slice()],
        )?;
        if inserted == 0 {
            return Err(StoreError::TokenExists(name.to_string()));
        }
        Ok(token)
    }

    /// The name of the token `presented`, if it is one of ours.
    ///
    /// Every stored hash is compared in constant time and the loop does not stop at a match, so
    /// the time taken says nothing about how much of a guess was right.
    pub fn verify_token(&self, presented: &str) -> Result<Option<String>, StoreError> {
        let digest = Sha256::digest(presented.as_bytes());
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached("SELECT name, sha256 FROM tokens")?;
        let rows = stmt.query_map([], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, Vec<u8>>(1)?))
        })?;
        let mut found = None;
        for row in rows {
            let (name, stored) = row?;
            if bool::from(stored.as_slice().ct_eq(digest.as_slice())) {
                found = Some(name);
            }
        }
        Ok(found)
    }

    /// The names of the tokens and when they were created.
    pub fn list_tokens(&self) -> Result<Vec<(String, String)>, StoreError> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare("SELECT name, created_at FROM tokens ORDER BY name")?;
        let rows = stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Removes the token named `name`; whether there was one.
    pub fn revoke_token(&self, name: &str) -> Result<bool, StoreError> {
        let conn = self.conn()?;
        Ok(conn.execute("DELETE FROM tokens WHERE name = ?1", [name])? > 0)
    }

    /// Stores a tournament and its games in one transaction (all or nothing). When the same
    /// bytes were stored before, nothing is written and the existing tournament is returned with
    /// `false`.
    pub fn insert_tournament(
        &self,
        new: &NewTournament,
    ) -> Result<(TournamentSummary, bool), StoreError> {
        let header = TournamentHeader {
            name: new.name.clone(),
            uploaded_by: new.uploaded_by.clone(),
            ruleset: new.ruleset.clone(),
            strict: new.strict,
        };
        match self.begin_tournament(&header, &new.original)? {
            Begun::Exists(summary) => Ok((summary, false)),
            Begun::Writing(mut writer) => {
                for game in &new.games {
                    writer.add(game)?;
                }
                Ok((writer.commit()?, true))
            }
        }
    }

    /// Starts storing a tournament game by game, so an upload never holds all its reports in
    /// memory: the tournament row and its games are written in one IMMEDIATE transaction,
    /// committed by [`TournamentWriter::commit`] and rolled back if the writer is dropped
    /// before (a refused file, an error, a panic). When the same bytes were stored before,
    /// nothing is begun and that tournament is returned.
    ///
    /// The transaction holds SQLite's write lock until it ends: callers let one writer at a
    /// time in (the HTTP layer has a lock for it), or others wait up to the busy timeout.
    pub fn begin_tournament(
        &self,
        header: &TournamentHeader,
        original: &[u8],
    ) -> Result<Begun<'_>, StoreError> {
        let sha256 = sha256_hex(original);
        let id = sha256[..16].to_string();
        let conn = self.conn()?;
        // IMMEDIATE: take the write lock now, so two uploads never both read then both write.
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let mut writer = TournamentWriter {
            conn,
            id,
            sha256,
            games: 0,
            counts: StatusCounts::default(),
            findings: 0,
            open: true,
        };
        // Counts are filled in at commit, when they are known.
        let inserted = writer.conn.execute(
            "INSERT INTO tournaments (id, sha256, name, uploaded_at, uploaded_by, ruleset, strict, \
             bytes, games, valid, irregular, invalid, unparsable, unsupported, findings, original) \
             VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?4, ?5, ?6, ?7, 0, 0, 0, \
             0, 0, 0, 0, ?8) ON CONFLICT DO NOTHING",
            params![
                writer.id,
                writer.sha256,
                header.name,
                header.uploaded_by,
                header.ruleset,
                header.strict,
                original.len() as u64,
                original,
            ],
        )?;
        if inserted == 0 {
            let summary = writer.summary()?;
            // Nothing was written: ending the transaction either way is the same.
            writer.rollback();
            return Ok(Begun::Exists(summary));
        }
        Ok(Begun::Writing(writer))
    }

    /// One tournament's summary.
    pub fn tournament(&self, id: &str) -> Result<Option<TournamentSummary>, StoreError> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {SUMMARY_COLUMNS} FROM tournaments WHERE id = ?1"
        ))?;
        Ok(stmt.query_row([id], summary_from_row).optional()?)
    }

    /// A page of tournaments, newest first, and how many there are in all.
    pub fn list_tournaments(
        &self,
        limit: u32,
        offset: u64,
    ) -> Result<(u64, Vec<TournamentSummary>), StoreError> {
        let conn = self.conn()?;
        let total: u64 = conn.query_row("SELECT count(*) FROM tournaments", [], |r| r.get(0))?;
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {SUMMARY_COLUMNS} FROM tournaments ORDER BY uploaded_at DESC, id LIMIT ?1 OFFSET ?2"
        ))?;
        let rows = stmt.query_map(params![limit, offset], summary_from_row)?;
        Ok((total, rows.collect::<Result<_, _>>()?))
    }

    /// The games of a tournament in file order (`None` when there is no such tournament).
    pub fn games(&self, id: &str) -> Result<Option<Vec<GameSummary>>, StoreError> {
        if self.tournament(id)?.is_none() {
            return Ok(None);
        }
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT n, status, white, black, event, round, date, result, plies, findings, errors \
             FROM games WHERE tournament_id = ?1 ORDER BY n",
        )?;
        let rows = stmt.query_map([id], |row| {
            Ok(GameSummary {
                n: row.get(0)?,
                status: row.get(1)?,
                white: row.get(2)?,
                black: row.get(3)?,
                event: row.get(4)?,
                round: row.get(5)?,
                date: row.get(6)?,
                result: row.get(7)?,
                plies: row.get(8)?,
                findings: row.get(9)?,
                errors: row.get(10)?,
            })
        })?;
        Ok(Some(rows.collect::<Result<_, _>>()?))
    }

    /// One game's full report (JSON).
    pub fn game_report(&self, id: &str, n: u32) -> Result<Option<String>, StoreError> {
        self.game_column(id, n, "report")
    }

    /// One game's normalised PDN.
    pub fn game_pdn(&self, id: &str, n: u32) -> Result<Option<String>, StoreError> {
        self.game_column(id, n, "pdn")
    }

    fn game_column(&self, id: &str, n: u32, column: &str) -> Result<Option<String>, StoreError> {
        let conn = self.conn()?;
        // `column` is one of two constants above, never user input.
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {column} FROM games WHERE tournament_id = ?1 AND n = ?2"
        ))?;
        Ok(stmt.query_row(params![id, n], |r| r.get(0)).optional()?)
    }

    /// The bytes as uploaded.
    pub fn original(&self, id: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let conn = self.conn()?;
        Ok(conn
            .query_row(
                "SELECT original FROM tournaments WHERE id = ?1",
                [id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Deletes a tournament and its games; whether there was one.
    pub fn delete_tournament(&self, id: &str) -> Result<bool, StoreError> {
        let conn = self.conn()?;
        // The games go with it: ON DELETE CASCADE, foreign keys on for every connection.
        Ok(conn.execute("DELETE FROM tournaments WHERE id = ?1", [id])? > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("sub/db.sqlite")).unwrap();
        (dir, store)
    }

    fn game(n: u32, status: &str) -> NewGame {
        NewGame {
            verdict: if status == "valid" {
                arbiter::Status::Valid
            } else {
                arbiter::Status::Irregular
            },
            summary: GameSummary {
                n,
                status: status.into(),
                white: Some("W".into()),
                black: None,
                event: None,
                round: None,
                date: None,
                result: Some("2-0".into()),
                plies: 3,
                findings: 1,
                errors: 0,
            },
            report_json: "{}".into(),
            pdn: "1. 32-28 2-0\n".into(),
        }
    }

    #[test]
    fn tokens_are_hashed_and_verified() {
        let (_dir, store) = temp_store();
        let token = store.create_token("fed").unwrap();
        assert!(token.starts_with("dat_") && token.len() == 68);
        assert_eq!(store.verify_token(&token).unwrap().as_deref(), Some("fed"));
        assert_eq!(store.verify_token("dat_nope").unwrap(), None);
        assert!(matches!(
            store.create_token("fed"),
            Err(StoreError::TokenExists(_))
        ));
        let conn = store.conn().unwrap();
        let stored: Vec<u8> = conn
            .query_row("SELECT sha256 FROM tokens", [], |r| r.get(0))
            .unwrap();
        assert_ne!(stored, token.as_bytes());
        drop(conn);
        assert!(store.revoke_token("fed").unwrap());
        assert_eq!(store.verify_token(&token).unwrap(), None);
    }

    #[test]
    fn a_writer_dropped_before_commit_leaves_nothing() {
        let (_dir, store) = temp_store();
        let header = TournamentHeader {
            name: "t".into(),
            uploaded_by: "fed".into(),
            ruleset: "fmjd-2024".into(),
            strict: false,
        };
        let Begun::Writing(mut writer) = store.begin_tournament(&header, b"bytes").unwrap() else {
            panic!("new bytes begin a tournament");
        };
        writer.add(&game(1, "valid")).unwrap();
        let id = writer.id().to_string();
        drop(writer);
        assert!(store.tournament(&id).unwrap().is_none());
        let conn = store.conn().unwrap();
        let games: u64 = conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap();
        assert_eq!(games, 0);
        drop(conn);
        // The connection went back to the pool outside any transaction: the next one commits.
        let Begun::Writing(mut writer) = store.begin_tournament(&header, b"bytes").unwrap() else {
            panic!("nothing was stored");
        };
        writer.add(&game(1, "valid")).unwrap();
        writer.add(&game(2, "irregular")).unwrap();
        let summary = writer.commit().unwrap();
        assert_eq!(
            (summary.games, summary.statuses.irregular, summary.findings),
            (2, 1, 2)
        );
        assert!(matches!(
            store.begin_tournament(&header, b"bytes").unwrap(),
            Begun::Exists(_)
        ));
    }

    #[test]
    fn same_bytes_same_tournament_and_delete_cascades() {
        let (_dir, store) = temp_store();
        let new = NewTournament {
            name: "t".into(),
            uploaded_by: "fed".into(),
            ruleset: "fmjd-2024".into(),
            strict: false,
            original: b"1. 32-28 2-0".to_vec(),
            games: vec![game(1, "valid"), game(2, "irregular")],
        };
        let (first, created) = store.insert_tournament(&new).unwrap();
        assert!(created);
        assert_eq!(first.id, tournament_id(&new.original));
        assert_eq!(first.statuses.valid, 1);
        assert_eq!(first.statuses.irregular, 1);
        assert_eq!(first.findings, 2);
        let (second, created) = store.insert_tournament(&new).unwrap();
        assert!(!created);
        assert_eq!(first, second);
        assert_eq!(store.list_tournaments(10, 0).unwrap().0, 1);
        assert_eq!(store.games(&first.id).unwrap().unwrap().len(), 2);
        assert!(store.game_pdn(&first.id, 2).unwrap().is_some());
        assert!(store.game_report(&first.id, 3).unwrap().is_none());
        assert!(store.delete_tournament(&first.id).unwrap());
        assert!(!store.delete_tournament(&first.id).unwrap());
        assert!(store.games(&first.id).unwrap().is_none());
        let conn = store.conn().unwrap();
        let left: u64 = conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap();
        assert_eq!(left, 0);
    }
}
