//! Storing a tournament file game by game: for an upload (its bytes and hash known first) and
//! for an import (bytes streamed from disk, hash known at the end) alike.
//!
//! What a file adds is gathered in memory (compressed chunks, report blocks, game rows) and
//! written in one short transaction at commit; past [`SPILL_BYTES`] of it the transaction is
//! opened early and the rest is written as it comes, so a file of any size is stored in
//! bounded memory (an import, alone on its database, asks for that much sooner:
//! [`TournamentWriter::write_after`]). Either way the file is stored whole or not at all.
//! A game may come prepared ([`PreparedGame`], made on another thread): the writer's own work
//! is then the SQL, in multi-row INSERTs whose text is written once, and the report blocks.
//!
//! Two writers with the same bytes meet on the schema's unique constraints (the tournament's
//! id, the file's hash): the one that commits first stores them, the other finds them stored.

use super::audit::AuditAction;
use super::compact::{Chunker, GameLocation, ReportBlocks, end_code, stored_report};
use super::pool::Pooled;
use super::sql::{Conn, Dialect, Val};
use super::{
    FileHeader, StatusCounts, Store, StoreError, TournamentHeader, TournamentSummary, now_utc,
    read, status_code,
};
use arbiter::{FindingKind, GameReport, Ruleset, Severity, Status};
use std::collections::{HashMap, HashSet};
use std::sync::{MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Bytes of pending rows and blobs past which the transaction is opened and they are written.
const SPILL_BYTES: usize = 32 << 20;
/// Rough bytes a game row takes in memory, for the spill estimate.
const ROW_BYTES: usize = 256;
/// A commit that leaves SQLite's WAL larger than this is followed by a checkpoint that empties
/// it (issue 16, item 10): the WAL would otherwise keep the size of the largest upload.
const WAL_CHECKPOINT_BYTES: u64 = 4 << 20;
/// Game rows per INSERT statement.
const ROWS_PER_INSERT: usize = 100;
/// SQLite's page cache (KiB) while a file is written: at SQLite's default (2 MB) the dirty
/// pages of the nine indexes on `games` are spilt to the WAL and written there again as they
/// change. The cache grows to this only as pages are touched, and is set back after the write.
const WRITE_CACHE_KIB: i64 = 32 << 10;
/// WAL pages after which a commit of one of many files written in a row checkpoints (SQLite's
/// default is 1,000: 4 MB). Each file of an import into a large archive changes index pages
/// all over the database (a game's copy key is a hash); checkpointed at every commit, each was
/// copied into the database and synced once a file, where every 8,192 pages (32 MiB at 4 KiB)
/// the pages that several files changed are copied once (issue 31: an import of 1,000 files,
/// about 20% of its time; 16,384 and 32,768 pages measured no faster). The WAL grows to this
/// and a file's pages before it starts again, under the 64 MiB it is cut back to.
const FILES_IN_A_ROW_CHECKPOINT_PAGES: u32 = 8_192;

/// Games after which the files an import holds in one SQLite transaction are committed.
/// Committed one by one, the files of an archive each wrote the index pages their games
/// touch all over the database to the WAL (a game's copy key is a hash): ~1,100 pages for a
/// file of 1,300 games in the million-game archive, where 20,000 games' worth of files write
/// many of the same pages once (issue 31).
const HELD_GAMES: u64 = 20_000;
/// Time after which the files held in one transaction are committed whatever their games:
/// the import's `stored` lines wait for it, and so does another writer of the database.
const HELD_TIME: Duration = Duration::from_secs(1);

/// A write transaction an import holds open between its files (SQLite), and the games in it.
pub(crate) struct HeldWrite {
    pooled: Pooled,
    games: u64,
    began: Instant,
}

/// What is held between the files of an import.
pub(crate) enum Held {
    /// Files written and not committed yet.
    Open(Box<HeldWrite>),
    /// The transaction ended before its commit (a failed write): its files are not stored.
    Lost,
}

/// A file being written in a transaction an import may hold over several files (SQLite).
#[derive(Clone, Copy, Debug)]
struct InRow {
    /// The games of the files before it in the transaction.
    games: u64,
    began: Instant,
    /// Files come before it in the transaction: its writes are inside a savepoint, so that
    /// only they are undone when it is not stored (the same bytes stored already, a source
    /// found unreadable or not PDN after its first games).
    savepoint: bool,
}

/// How a connection is set for what it does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Writing {
    /// Done writing: SQLite's defaults, the foreign keys checked.
    Done,
    /// Writing one file (an upload).
    OneFile,
    /// Writing one of many files in a row (an import): SQLite's checkpoint waits for a larger WAL.
    FilesInARow,
}

/// Sets how a SQLite connection writes: while a file is written, then SQLite's defaults after
/// (nothing on PostgreSQL). Called outside a transaction (the foreign keys pragma does nothing
/// inside one).
///
/// While writing, the page cache is [`WRITE_CACHE_KIB`] and the foreign keys are not checked.
/// Checked, a multi-row INSERT into `games` or `game_kinds` could fail on its last row's key
/// after writing the others, so SQLite kept a statement journal for each, a copy of every page
/// the statement changed (an import of 49,795 games wrote 178 MB there besides 21 MB of WAL;
/// issue 31): the keys the writer writes are its own transaction's, the tournament's row
/// created or locked (`open_added_rows`) before them, so the check can never fail there, and
/// the writer deletes nothing, so no cascade is skipped. `Pools` discards a connection
/// handed back with them off, and they are turned on last, so that a connection with them on
/// has every other setting back too. Temporary files are kept in memory for what journal is
/// left.
///
/// Files written in a row leave SQLite's checkpoint at the commit for every
/// [`FILES_IN_A_ROW_CHECKPOINT_PAGES`] of WAL instead of its default 1,000: see there.
fn set_writing(conn: &mut dyn Conn, writing: Writing) -> Result<(), StoreError> {
    match (conn.dialect(), writing) {
        (Dialect::Sqlite, Writing::OneFile) => conn.batch(&format!(
            "PRAGMA cache_size = -{WRITE_CACHE_KIB}; PRAGMA temp_store = MEMORY; \
             PRAGMA foreign_keys = OFF"
        )),
        (Dialect::Sqlite, Writing::FilesInARow) => conn.batch(&format!(
            "PRAGMA cache_size = -{WRITE_CACHE_KIB}; PRAGMA temp_store = MEMORY; \
             PRAGMA wal_autocheckpoint = {FILES_IN_A_ROW_CHECKPOINT_PAGES}; \
             PRAGMA foreign_keys = OFF"
        )),
        (Dialect::Sqlite, Writing::Done) => conn.batch(
            "PRAGMA cache_size = -2000; PRAGMA temp_store = DEFAULT; \
             PRAGMA wal_autocheckpoint = 1000; PRAGMA foreign_keys = ON",
        ),
        (Dialect::Postgres, _) => Ok(()),
    }
}

fn lost_held() -> StoreError {
    StoreError::Data(
        "the transaction holding the last files of the import ended before its commit: \
         they are not stored"
            .into(),
    )
}

/// A refereed game to store: where the reader cut it from the file and its report (with its
/// moves, from which its copy key is made; they are not stored).
#[derive(Clone, Debug)]
pub struct NewGame {
    /// Where it is in its file.
    pub location: GameLocation,
    /// Its report, with its moves (as moves or written out) for the copy key.
    pub report: GameReport,
}

/// What [`Store::begin_tournament`] found.
pub enum Begun<'s> {
    /// The same bytes are stored already: that tournament.
    Exists(Box<TournamentSummary>),
    /// New bytes: feed the writer, then commit.
    Writing(Box<TournamentWriter<'s>>),
}

/// What [`TournamentWriter::commit`] did.
#[derive(Debug)]
pub enum Stored {
    /// The tournament is stored.
    Created(TournamentSummary),
    /// The same bytes were stored meanwhile (by another upload or replica): that tournament.
    Exists(TournamentSummary),
}

/// One game's row, ready to insert.
struct GameRow {
    location: GameLocation,
    status: i64,
    texts: RowTexts,
    date_range: Option<(i64, i64)>,
    plies: i64,
    findings: i64,
    errors: i64,
    kinds: i64,
    copy_key: Option<i64>,
}

/// Longest tag value kept in a row (names, events, rounds, dates): real ones are far shorter;
/// the whole value stays in the original.
const MAX_FIELD_CHARS: usize = 200;

fn field<'r>(report: &'r GameReport, name: &str) -> Option<&'r str> {
    report
        .tag(name)
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(at_most_field_chars)
}

/// `text` cut to its first [`MAX_FIELD_CHARS`] characters; whole, without counting them, when
/// it has no more bytes than that (every real tag).
fn at_most_field_chars(text: &str) -> &str {
    if text.len() <= MAX_FIELD_CHARS {
        return text;
    }
    match text.char_indices().nth(MAX_FIELD_CHARS) {
        Some((end, _)) => &text[..end],
        None => text,
    }
}

/// A text column of a game row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TextColumn {
    White,
    Black,
    Event,
    Round,
    Date,
    Result,
    WhiteFmjd,
    BlackFmjd,
}

impl TextColumn {
    const ALL: [TextColumn; 8] = [
        TextColumn::White,
        TextColumn::Black,
        TextColumn::Event,
        TextColumn::Round,
        TextColumn::Date,
        TextColumn::Result,
        TextColumn::WhiteFmjd,
        TextColumn::BlackFmjd,
    ];
}

/// The text columns of a game row in one buffer: one allocation a game rather than one a
/// column (an import makes rows on the referees' threads and frees them on the writer's, where
/// each free of another thread's memory is dearer; issue 31).
#[derive(Clone, Debug)]
struct RowTexts {
    text: String,
    /// Where each column's value is in `text`, by [`TextColumn`]; `None` for NULL.
    at: [Option<(u32, u32)>; TextColumn::ALL.len()],
}

impl RowTexts {
    /// The values, by [`TextColumn`], copied into one buffer.
    fn of(values: [Option<&str>; TextColumn::ALL.len()]) -> RowTexts {
        let bytes = values.iter().flatten().map(|v| v.len()).sum();
        let mut text = String::with_capacity(bytes);
        let mut at = [None; TextColumn::ALL.len()];
        for (slot, value) in at.iter_mut().zip(values) {
            if let Some(value) = value {
                // Each value is at most MAX_FIELD_CHARS characters: the offsets fit.
                let start = text.len() as u32;
                text.push_str(value);
                *slot = Some((start, text.len() as u32));
            }
        }
        RowTexts { text, at }
    }

    /// The value of `column`, `None` for NULL.
    fn get(&self, column: TextColumn) -> Option<&str> {
        self.at[column as usize]
            .and_then(|(start, end)| self.text.get(start as usize..end as usize))
    }
}

impl GameRow {
    fn of(location: GameLocation, report: &GameReport) -> GameRow {
        let date = field(report, "Date");
        // In the order of TextColumn.
        let texts = RowTexts::of([
            field(report, "White"),
            field(report, "Black"),
            field(report, "Event"),
            field(report, "Round"),
            date,
            report
                .recorded_result
                .as_ref()
                .map(|r| at_most_field_chars(&r.text)),
            field(report, "WhiteFmjdId"),
            field(report, "BlackFmjdId"),
        ]);
        let mut row = GameRow {
            location,
            status: status_code(report.status),
            texts,
            date_range: date.and_then(super::dates::date_range),
            plies: i64::from(report.plies),
            findings: 0,
            errors: 0,
            kinds: 0,
            copy_key: super::duplicates::game_key(report),
        };
        row.count_findings(report);
        row
    }

    /// The columns made of the report's status and findings.
    fn count_findings(&mut self, report: &GameReport) {
        let mut kinds = 0i64;
        for finding in &report.findings {
            if let Some(bit) = FindingKind::ALL.iter().position(|k| *k == finding.kind) {
                kinds |= 1 << bit;
            }
        }
        self.status = status_code(report.status);
        self.findings = i64::try_from(report.findings.len()).unwrap_or(i64::MAX);
        self.errors = i64::try_from(
            report
                .findings
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .count(),
        )
        .unwrap_or(i64::MAX);
        self.kinds = kinds;
    }
}

/// A game made ready to store away from the writer's thread (an import prepares each game on
/// the worker that refereed it): its row, its report as stored, its copy key. What is left to
/// the writer is SQL and the report blocks' compression.
pub struct PreparedGame {
    row: GameRow,
    stored: String,
    status: Status,
    findings: u64,
}

impl PreparedGame {
    /// Prepares the game at `location` whose report is `report` (with its moves, for the copy
    /// key).
    pub fn of(location: GameLocation, report: &GameReport) -> Result<PreparedGame, StoreError> {
        Ok(PreparedGame {
            row: GameRow::of(location, report),
            stored: stored_report(report)?,
            status: report.status,
            findings: report.findings.len() as u64,
        })
    }

    /// Takes the findings again from `report`, which changed since it was prepared (an
    /// exporter's fault is told once a file, in file order); its tags and moves, and so the
    /// copy key, are as prepared (its moves may be gone from it by now).
    pub fn findings_changed(&mut self, report: &GameReport) -> Result<(), StoreError> {
        self.row.count_findings(report);
        self.stored = stored_report(report)?;
        self.status = report.status;
        self.findings = report.findings.len() as u64;
        Ok(())
    }

    /// Where the game is in its file.
    pub fn location(&self) -> &GameLocation {
        &self.row.location
    }
}

/// What a file adds, gathered until it is written.
#[derive(Default)]
struct Pending {
    chunker: Chunker,
    blocks: ReportBlocks,
    chunks: Vec<(i64, Vec<u8>)>,
    report_blocks: Vec<(i64, Vec<u8>)>,
    rows: Vec<GameRow>,
    bytes: usize,
    games: u64,
    counts: StatusCounts,
    findings: u64,
    last_index: usize,
    /// Chunks handed in compressed (an import compresses while it reads): the next number.
    compressed_seq: i64,
    /// The archive the file was unpacked from, as sent (kind 2), in compressed chunks.
    packed: Vec<(i64, Vec<u8>)>,
}

impl Pending {
    fn original(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        let before = self.chunks.len();
        self.chunker.push(bytes, &mut self.chunks)?;
        self.bytes += self.chunks[before..]
            .iter()
            .map(|c| c.1.len())
            .sum::<usize>();
        Ok(())
    }

    /// Keeps the archive the file came in, byte for byte, in chunks of [`CHUNK_BYTES`].
    fn packed(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        for (seq, chunk) in bytes.chunks(super::compact::CHUNK_BYTES).enumerate() {
            let compressed = super::compact::compress(chunk)?;
            self.bytes += compressed.len();
            self.packed.push((seq as i64, compressed));
        }
        Ok(())
    }

    fn add(&mut self, game: PreparedGame) -> Result<(), StoreError> {
        let index = game.row.location.index;
        if index != self.last_index + 1 {
            return Err(StoreError::Data(format!(
                "game {index} came after game {}: games are stored in file order",
                self.last_index
            )));
        }
        self.last_index = index;
        let before = self.report_blocks.len();
        self.blocks.push(&game.stored, &mut self.report_blocks)?;
        self.bytes += self.report_blocks[before..]
            .iter()
            .map(|c| c.1.len())
            .sum::<usize>();
        self.rows.push(game.row);
        self.bytes += ROW_BYTES;
        self.games += 1;
        self.counts.add(game.status);
        self.findings += game.findings;
        Ok(())
    }

    /// Closes the last chunk and block; the file's size and hash (given by the caller when it
    /// compressed the chunks itself).
    fn finish(&mut self, hashed: Option<(u64, String)>) -> Result<(u64, String), StoreError> {
        self.blocks.finish(&mut self.report_blocks)?;
        match hashed {
            Some(totals) if self.chunker.total() == 0 => {
                self.chunker.finish(&mut self.chunks)?;
                Ok(totals)
            }
            Some(_) => Err(StoreError::Data(
                "a file's bytes came both raw and compressed".into(),
            )),
            None => self.chunker.finish(&mut self.chunks),
        }
    }
}

/// The rows a file is written under.
#[derive(Clone, Copy, Debug)]
struct Keys {
    tournament: i64,
    file: i64,
    /// The tournament's game number before the file's first game.
    first_game: i64,
    /// Whether the tournament is new with this file (else the file is added to it).
    new: bool,
}

/// What a writer stores: a new tournament, or a file added to a stored one.
#[derive(Clone, Debug)]
enum Target {
    /// A new tournament of one file.
    New(TournamentHeader),
    /// A file added to the tournament with this id.
    Added {
        /// The tournament.
        id: String,
        /// The file.
        file: FileHeader,
    },
}

/// Resolves names (White, Black, Event as written) to their rows, inserting new ones.
#[derive(Default)]
struct Names {
    known: HashMap<String, i64>,
}

impl Names {
    fn resolve(&mut self, conn: &mut dyn Conn, text: &str) -> Result<i64, StoreError> {
        if let Some(&pk) = self.known.get(text) {
            return Ok(pk);
        }
        let key = crate::names::name_key(text);
        conn.execute(
            "INSERT INTO names (text, key) VALUES (?1, ?2) ON CONFLICT (text) DO NOTHING",
            &[Val::Text(text), Val::Text(&key)],
        )?;
        let pk = conn
            .query_opt(
                "SELECT pk FROM names WHERE text = ?1",
                &[Val::Text(text)],
                |r| r.int(0),
            )?
            .ok_or_else(|| StoreError::Data(format!("name `{text}` not stored")))?;
        self.known.insert(text.to_string(), pk);
        Ok(pk)
    }
}

/// Inserts the tournament and file rows; `None` when the tournament id is taken (the same
/// bytes are stored).
fn open_rows(
    conn: &mut dyn Conn,
    header: &TournamentHeader,
    id: &str,
    sha256: Option<&str>,
    created_at: &str,
) -> Result<Option<Keys>, StoreError> {
    let tournament = conn.query_opt(
        "INSERT INTO tournaments (id, name, created_at, created_by, ruleset, strict, bytes, \
         games, valid, irregular, invalid, unparsable, unsupported, findings, private, owner) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0, 0, 0, 0, 0, 0, 0, ?7, ?8) \
         ON CONFLICT (id) DO NOTHING RETURNING pk",
        &[
            Val::Text(id),
            Val::Text(&header.name),
            Val::Text(created_at),
            Val::Text(&header.uploaded_by),
            Val::Text(header.ruleset.name()),
            Val::Int(i64::from(header.strict)),
            Val::Int(i64::from(header.private)),
            Val::opt_int(header.owner),
        ],
        |r| r.int(0),
    )?;
    let Some(tournament) = tournament else {
        return Ok(None);
    };
    let file = FileHeader {
        file_name: header
            .file_name
            .clone()
            .unwrap_or_else(|| header.name.clone()),
        uploaded_by: header.uploaded_by.clone(),
        ruleset: header.ruleset,
        strict: header.strict,
        max_game_bytes: header.max_game_bytes,
        round: header.round,
    };
    let file = insert_file(conn, tournament, 1, 0, &file, sha256, created_at)?;
    Ok(file.map(|file| Keys {
        tournament,
        file,
        first_game: 0,
        new: true,
    }))
}

/// Inserts a file's row; `None` when the tournament has a file with these bytes already.
fn insert_file(
    conn: &mut dyn Conn,
    tournament: i64,
    seq: i64,
    first_game: i64,
    file: &FileHeader,
    sha256: Option<&str>,
    uploaded_at: &str,
) -> Result<Option<i64>, StoreError> {
    conn.query_opt(
        "INSERT INTO files (tournament, seq, name, sha256, uploaded_at, uploaded_by, bytes, \
         games, first_game, max_game_bytes, chunk_bytes, round) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0, ?7, ?8, ?9, ?10) \
         ON CONFLICT (tournament, sha256) DO NOTHING RETURNING pk",
        &[
            Val::Int(tournament),
            Val::Int(seq),
            Val::Text(&file.file_name),
            Val::opt_text(sha256),
            Val::Text(uploaded_at),
            Val::Text(&file.uploaded_by),
            Val::Int(first_game),
            Val::int(file.max_game_bytes),
            Val::int(super::compact::CHUNK_BYTES),
            Val::opt_int(file.round.map(i64::from)),
        ],
        |r| r.int(0),
    )
}

/// Opens the row of a file added to tournament `id`: the tournament's row is locked (its
/// revision counted up) so that two files added at once are numbered one after the other.
/// `None` when the tournament has a file with these bytes already.
fn open_added_rows(
    conn: &mut dyn Conn,
    id: &str,
    file: &FileHeader,
    sha256: Option<&str>,
    uploaded_at: &str,
) -> Result<Option<Keys>, StoreError> {
    let row = conn.query_opt(
        "UPDATE tournaments SET revision = revision + 1 WHERE id = ?1 \
         RETURNING pk, games, ruleset, strict",
        &[Val::Text(id)],
        |r| {
            Ok((
                r.int(0)?,
                r.int(1)?,
                super::ruleset_of_name(&r.text(2)?)?,
                r.int(3)? != 0,
            ))
        },
    )?;
    let Some((tournament, games, ruleset, strict)) = row else {
        return Err(StoreError::NotFound(format!("no tournament `{id}`")));
    };
    if ruleset != file.ruleset || strict != file.strict {
        return Err(StoreError::Changed(format!(
            "tournament `{id}` was re-checked under other rules while the file was checked; \
             send it again"
        )));
    }
    let seq = conn.query_int(
        "SELECT COALESCE(MAX(seq), 0) + 1 FROM files WHERE tournament = ?1",
        &[Val::Int(tournament)],
    )?;
    let pk = insert_file(conn, tournament, seq, games, file, sha256, uploaded_at)?;
    Ok(pk.map(|file| Keys {
        tournament,
        file,
        first_game: games,
        new: false,
    }))
}

/// Whether a write adds the games' rows of `game_kinds` (schema version 6).
#[derive(Clone, Copy, PartialEq, Eq)]
enum KindRows {
    /// Beside the games' rows: every write of today's schema.
    Written,
    /// Left to version 6's migration, which fills them from `games.kinds`: the version 1
    /// conversion writes in version 2's tables.
    Later,
}

/// How much of what is pending [`write_pending`] writes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rows {
    /// Every row: the file is complete.
    All,
    /// Whole INSERTs of [`ROWS_PER_INSERT`] rows; the rest waits for the next write, so that
    /// one statement, prepared once, writes them all (a part batch is a statement parsed anew).
    WholeInserts,
}

/// Writes what is pending under `keys`. Names go through `names_conn` (PostgreSQL: another
/// connection, committed at once, so concurrent writers never wait on each other's names).
fn write_pending(
    conn: &mut dyn Conn,
    mut names_conn: Option<&mut dyn Conn>,
    keys: Keys,
    pending: &mut Pending,
    names: &mut Names,
    (kind_rows, which): (KindRows, Rows),
) -> Result<(), StoreError> {
    for (seq, data) in pending.chunks.drain(..) {
        conn.execute(
            "INSERT INTO file_blobs (file, kind, seq, data) VALUES (?1, 0, ?2, ?3)",
            &[Val::Int(keys.file), Val::Int(seq), Val::Bytes(&data)],
        )?;
    }
    for (seq, data) in pending.report_blocks.drain(..) {
        conn.execute(
            "INSERT INTO file_blobs (file, kind, seq, data) VALUES (?1, 1, ?2, ?3)",
            &[Val::Int(keys.file), Val::Int(seq), Val::Bytes(&data)],
        )?;
    }
    for (seq, data) in pending.packed.drain(..) {
        conn.execute(
            "INSERT INTO file_blobs (file, kind, seq, data) VALUES (?1, 2, ?2, ?3)",
            &[Val::Int(keys.file), Val::Int(seq), Val::Bytes(&data)],
        )?;
    }
    let mut rows = std::mem::take(&mut pending.rows);
    let left = match which {
        Rows::All => 0,
        Rows::WholeInserts => rows.len() % ROWS_PER_INSERT,
    };
    pending.rows = rows.split_off(rows.len() - left);
    let mut resolved = Vec::with_capacity(rows.len());
    for row in &rows {
        let mut pk = |column: TextColumn| -> Result<Option<i64>, StoreError> {
            match row.texts.get(column) {
                Some(t) => {
                    let c: &mut dyn Conn = match names_conn.as_deref_mut() {
                        Some(other) => other,
                        None => &mut *conn,
                    };
                    names.resolve(c, t).map(Some)
                }
                None => Ok(None),
            }
        };
        resolved.push((
            pk(TextColumn::White)?,
            pk(TextColumn::Black)?,
            pk(TextColumn::Event)?,
        ));
    }
    for (batch, ids) in rows
        .chunks(ROWS_PER_INSERT)
        .zip(resolved.chunks(ROWS_PER_INSERT))
    {
        insert_games(conn, keys, batch, ids)?;
    }
    if kind_rows == KindRows::Written {
        insert_kinds(conn, keys, &rows)?;
    }
    pending.bytes = pending.rows.len() * ROW_BYTES;
    Ok(())
}

const GAME_COLUMNS: [&str; 25] = [
    "tournament",
    "n",
    "file",
    "byte_offset",
    "byte_length",
    "line",
    "col",
    "chunk_end",
    "overlong",
    "status",
    "white",
    "black",
    "event",
    "round",
    "date",
    "date_lo",
    "date_hi",
    "result",
    "white_fmjd",
    "black_fmjd",
    "plies",
    "findings",
    "errors",
    "kinds",
    "copy_key",
];

/// How a multi-row INSERT of the writer starts. On SQLite `OR FAIL`: a row that broke a
/// constraint would end the statement where it stands rather than undo the statement's
/// earlier rows, so SQLite keeps no statement journal (a copy of every page the statement
/// changes: with the foreign keys off while writing, see [`set_writing`], this was the last
/// reason for one). Nothing is lost by it: any error of the writer rolls back the whole file.
fn insert_into(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Sqlite => "INSERT OR FAIL INTO",
        Dialect::Postgres => "INSERT INTO",
    }
}

/// The INSERT of `rows` game rows.
fn games_sql(rows: usize, dialect: Dialect) -> String {
    use std::fmt::Write;
    let width = GAME_COLUMNS.len();
    let mut sql = format!(
        "{} games ({}) VALUES ",
        insert_into(dialect),
        GAME_COLUMNS.join(", ")
    );
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..width {
            let _ = write!(
                sql,
                "{}?{}",
                if c == 0 { "" } else { ", " },
                r * width + c + 1
            );
        }
        sql.push(')');
    }
    sql
}

/// The INSERT of `entries` rows of `game_kinds`.
fn kinds_sql(entries: usize, dialect: Dialect) -> String {
    use std::fmt::Write;
    let mut sql = format!(
        "{} game_kinds (kind, tournament, n) VALUES ",
        insert_into(dialect)
    );
    for i in 0..entries {
        let _ = write!(
            sql,
            "{}(?{}, ?{}, ?{})",
            if i == 0 { "" } else { ", " },
            3 * i + 1,
            3 * i + 2,
            3 * i + 3
        );
    }
    sql
}

/// Entries of `game_kinds` per INSERT: as many parameters a statement as a batch of games takes.
const KINDS_PER_INSERT: usize = ROWS_PER_INSERT * GAME_COLUMNS.len() / 3;

/// The SQL of a full batch, written once: an import writes thousands of them (issue 31).
fn full_batch_sql(games: bool, dialect: Dialect) -> &'static str {
    use std::sync::OnceLock;
    static GAMES: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];
    static KINDS: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];
    let at = match dialect {
        Dialect::Sqlite => 0,
        Dialect::Postgres => 1,
    };
    if games {
        GAMES[at].get_or_init(|| games_sql(ROWS_PER_INSERT, dialect))
    } else {
        KINDS[at].get_or_init(|| kinds_sql(KINDS_PER_INSERT, dialect))
    }
}

fn insert_games(
    conn: &mut dyn Conn,
    keys: Keys,
    rows: &[GameRow],
    names: &[(Option<i64>, Option<i64>, Option<i64>)],
) -> Result<(), StoreError> {
    let width = GAME_COLUMNS.len();
    let partial;
    let sql = if rows.len() == ROWS_PER_INSERT {
        full_batch_sql(true, conn.dialect())
    } else {
        partial = games_sql(rows.len(), conn.dialect());
        &partial
    };
    let mut params = Vec::with_capacity(rows.len() * width);
    for (row, &(white, black, event)) in rows.iter().zip(names) {
        let l = &row.location;
        params.extend([
            Val::Int(keys.tournament),
            Val::Int(keys.first_game + i64::try_from(l.index).unwrap_or(i64::MAX)),
            Val::Int(keys.file),
            Val::int(l.offset),
            Val::int(l.length),
            Val::Int(i64::from(l.line)),
            // Most games start a line: column 1 is NULL (no bytes in either database).
            Val::opt_int((l.column != 1).then_some(i64::from(l.column))),
            Val::Int(end_code(l.end)),
            Val::opt_int(l.overlong.map(|o| i64::try_from(o).unwrap_or(i64::MAX))),
            Val::Int(row.status),
            Val::opt_int(white),
            Val::opt_int(black),
            Val::opt_int(event),
            Val::opt_text(row.texts.get(TextColumn::Round)),
            Val::opt_text(row.texts.get(TextColumn::Date)),
            Val::opt_int(row.date_range.map(|d| d.0)),
            // A single day is NULL here (the usual case): the range ends where it starts.
            Val::opt_int(row.date_range.filter(|d| d.1 != d.0).map(|d| d.1)),
            Val::opt_text(row.texts.get(TextColumn::Result)),
            Val::opt_text(row.texts.get(TextColumn::WhiteFmjd)),
            Val::opt_text(row.texts.get(TextColumn::BlackFmjd)),
            Val::Int(row.plies),
            Val::Int(row.findings),
            Val::Int(row.errors),
            Val::Int(row.kinds),
            Val::opt_int(row.copy_key),
        ]);
    }
    conn.execute(sql, &params)?;
    Ok(())
}

/// One `game_kinds` row per kind of finding of each game in `rows`, the index a search by
/// kind reads (`games.kinds` holds the same as a bit set, which no index can answer).
fn insert_kinds(conn: &mut dyn Conn, keys: Keys, rows: &[GameRow]) -> Result<(), StoreError> {
    let mut entries: Vec<(i64, i64)> = Vec::new();
    for row in rows {
        let n = keys.first_game + i64::try_from(row.location.index).unwrap_or(i64::MAX);
        let mut bits = row.kinds.cast_unsigned();
        while bits != 0 {
            entries.push((i64::from(bits.trailing_zeros()), n));
            bits &= bits - 1;
        }
    }
    for batch in entries.chunks(KINDS_PER_INSERT) {
        let partial;
        let sql = if batch.len() == KINDS_PER_INSERT {
            full_batch_sql(false, conn.dialect())
        } else {
            partial = kinds_sql(batch.len(), conn.dialect());
            &partial
        };
        let mut params = Vec::with_capacity(batch.len() * 3);
        for &(kind, n) in batch {
            params.extend([Val::Int(kind), Val::Int(keys.tournament), Val::Int(n)]);
        }
        conn.execute(sql, &params)?;
    }
    Ok(())
}

/// Writes the totals and the final id and hash; `Err(Conflict)` when the id is taken already
/// (an import of bytes stored meanwhile). Only columns of the version 2 schema: the version 1
/// conversion writes with it.
fn write_totals(
    conn: &mut dyn Conn,
    keys: Keys,
    pending: &Pending,
    bytes: u64,
    sha256: &str,
    id: &str,
) -> Result<(), StoreError> {
    let c = pending.counts;
    conn.execute(
        "UPDATE files SET sha256 = ?2, bytes = ?3, games = ?4 WHERE pk = ?1",
        &[
            Val::Int(keys.file),
            Val::Text(sha256),
            Val::int(bytes),
            Val::int(pending.games),
        ],
    )?;
    if keys.new {
        // An import's tournament gets its id now that its bytes are hashed.
        conn.execute(
            "UPDATE tournaments SET id = ?2 WHERE pk = ?1",
            &[Val::Int(keys.tournament), Val::Text(id)],
        )?;
    }
    // The file's counts are added to the tournament's (zero for a new one).
    conn.execute(
        "UPDATE tournaments SET bytes = bytes + ?2, games = games + ?3, valid = valid + ?4, \
         irregular = irregular + ?5, invalid = invalid + ?6, unparsable = unparsable + ?7, \
         unsupported = unsupported + ?8, findings = findings + ?9 WHERE pk = ?1",
        &[
            Val::Int(keys.tournament),
            Val::int(bytes),
            Val::int(pending.games),
            Val::int(c.valid),
            Val::int(c.irregular),
            Val::int(c.invalid),
            Val::int(c.unparsable),
            Val::int(c.unsupported_variant),
            Val::int(pending.findings),
        ],
    )?;
    Ok(())
}

/// Writes the totals (as [`write_totals`]) and reads the tournament's summary back.
fn close_rows(
    conn: &mut dyn Conn,
    keys: Keys,
    pending: &Pending,
    bytes: u64,
    sha256: &str,
    id: &str,
) -> Result<TournamentSummary, StoreError> {
    write_totals(conn, keys, pending, bytes, sha256, id)?;
    read::summary_by_pk(conn, keys.tournament)?
        .ok_or_else(|| StoreError::Data("the tournament just written is not there".into()))
}

/// A placeholder id for a tournament whose hash is not known yet (never shown: it is replaced
/// before the transaction commits, and `~` sorts after every hex id).
fn placeholder_id() -> Result<String, StoreError> {
    let mut random = [0u8; 8];
    getrandom::fill(&mut random).map_err(|e| StoreError::Random(e.to_string()))?;
    Ok(format!("~{}", super::hex(&random)))
}

/// A tournament file being stored; dropped without [`TournamentWriter::commit`], nothing of it
/// remains.
pub struct TournamentWriter<'s> {
    store: &'s Store,
    target: Target,
    sha256: Option<String>,
    created_at: String,
    conn: Option<Pooled>,
    keys: Option<Keys>,
    superseded: bool,
    /// A write failed: its transaction is rolled back and nothing more of the file is written.
    failed: bool,
    pending: Pending,
    names: Names,
    /// Bytes pending past which they are written ([`SPILL_BYTES`] unless set).
    spill_bytes: usize,
    /// More files follow from the same caller: no checkpoint of its own after the commit
    /// ([`TournamentWriter::more_files_follow`]).
    more_files: bool,
    /// Written in a transaction that may hold several files ([`HELD_GAMES`]).
    in_row: Option<InRow>,
}

impl Store {
    fn held_slot(&self) -> MutexGuard<'_, Option<Held>> {
        // What is held is never left half-changed: a panic elsewhere does not make it unusable.
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The transaction held open by the file before, if any: a new file of the import goes on
    /// in it. Lost: the files written in it are not stored, and nothing more is written.
    fn take_held(&self) -> Result<Option<HeldWrite>, StoreError> {
        let mut slot = self.held_slot();
        match slot.take() {
            Some(Held::Open(held)) => Ok(Some(*held)),
            Some(Held::Lost) => {
                *slot = Some(Held::Lost);
                Err(lost_held())
            }
            None => Ok(None),
        }
    }

    fn put_held(&self, held: Held) {
        *self.held_slot() = Some(held);
    }

    /// Keeps a transaction open for the import's next file.
    fn hold(&self, pooled: Pooled, games: u64, began: Instant) {
        self.put_held(Held::Open(Box::new(HeldWrite {
            pooled,
            games,
            began,
        })));
    }

    /// Whether files written ([`TournamentWriter::more_files_follow`]) wait for a commit:
    /// they are not stored until [`Store::commit_held`].
    pub fn holds_write(&self) -> bool {
        self.held_slot().is_some()
    }

    /// Commits the files held in the import's transaction ([`Store::holds_write`]), if any:
    /// stored once this answers `Ok`.
    pub fn commit_held(&self) -> Result<(), StoreError> {
        let held = self.held_slot().take();
        match held {
            None => Ok(()),
            Some(Held::Lost) => Err(lost_held()),
            Some(Held::Open(mut held)) => {
                let conn = held.pooled.conn();
                let committed = conn.batch("COMMIT");
                if committed.is_ok() {
                    let _ = set_writing(conn, Writing::Done);
                }
                // Not committed: the pool discards the connection, which rolls it back.
                self.after_write(committed)
            }
        }
    }

    /// Runs `f` in the transaction held by the import, which sees its files not committed
    /// yet, or else on a connection of the pool.
    fn with_write_conn<T>(
        &self,
        f: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        {
            let mut slot = self.held_slot();
            if let Some(Held::Open(held)) = slot.as_mut() {
                return f(held.pooled.conn());
            }
        }
        self.with_conn(f)
    }

    /// SQLite: after a write that left the WAL larger than 4 MiB, copies it back into the
    /// database and truncates it (issue 16, item 10). Another reader may hold
    /// part of it: the next checkpoint gets the rest, and a failure is logged, not returned.
    pub fn empty_large_wal(&self) {
        if self.wal_bytes() > WAL_CHECKPOINT_BYTES
            && let Err(error) = self.checkpoint()
        {
            tracing::warn!(%error, "WAL checkpoint after a large write");
        }
    }

    /// The sizes of the files stored, in bytes: a file of any other size holds other bytes,
    /// which an import then need not hash before it reads the file's games.
    pub fn stored_file_sizes(&self) -> Result<HashSet<u64>, StoreError> {
        self.with_conn(|conn| {
            let mut sizes = HashSet::new();
            conn.query_each(
                "SELECT DISTINCT bytes FROM files WHERE sha256 IS NOT NULL",
                &[],
                &mut |row| {
                    sizes.insert(u64::try_from(row.int(0)?).unwrap_or(u64::MAX));
                    Ok(())
                },
            )?;
            Ok(sizes)
        })
    }

    /// The tournament made of these bytes by an upload or an import (by their SHA-256, hex),
    /// the files an import holds not committed yet included.
    pub fn find_upload(
        &self,
        sha256: &str,
        ruleset: Ruleset,
        strict: bool,
    ) -> Result<Option<TournamentSummary>, StoreError> {
        let id = super::upload_id(sha256, ruleset, strict);
        self.with_write_conn(|conn| read::summary_by_upload(conn, sha256, &id))
    }

    /// Starts adding a file to tournament `id` (its bytes known, hashed as `sha256`). `None`
    /// when there is no such tournament; `Exists` when it has a file with these bytes already.
    pub fn begin_file(
        &self,
        id: &str,
        file: &FileHeader,
        sha256: &str,
    ) -> Result<Option<Begun<'_>>, StoreError> {
        let found = self.with_conn(|conn| {
            let Some(summary) = read::summary_by_id(conn, id)? else {
                return Ok(None);
            };
            let stored = conn.query_int(
                "SELECT count(*) FROM files f JOIN tournaments t ON t.pk = f.tournament \
                 WHERE t.id = ?1 AND f.sha256 = ?2",
                &[Val::Text(id), Val::Text(sha256)],
            )?;
            Ok(Some((summary, stored > 0)))
        })?;
        Ok(found.map(|(summary, stored)| {
            if stored {
                Begun::Exists(Box::new(summary))
            } else {
                Begun::Writing(Box::new(TournamentWriter {
                    store: self,
                    target: Target::Added {
                        id: id.to_string(),
                        file: file.clone(),
                    },
                    sha256: Some(sha256.to_string()),
                    created_at: now_utc(),
                    conn: None,
                    keys: None,
                    superseded: false,
                    failed: false,
                    pending: Pending::default(),
                    names: Names::default(),
                    spill_bytes: SPILL_BYTES,
                    more_files: false,
                    in_row: None,
                }))
            }
        }))
    }

    /// Starts storing a tournament file. With `sha256` (an upload, whose bytes are in hand),
    /// bytes stored before are answered at once. Without (an import, hashed as it streams),
    /// that is found out at commit.
    pub fn begin_tournament(
        &self,
        header: &TournamentHeader,
        sha256: Option<&str>,
    ) -> Result<Begun<'_>, StoreError> {
        if let Some(sha) = sha256
            && let Some(existing) = self.find_upload(sha, header.ruleset, header.strict)?
        {
            return Ok(Begun::Exists(Box::new(existing)));
        }
        Ok(Begun::Writing(Box::new(TournamentWriter {
            store: self,
            target: Target::New(header.clone()),
            sha256: sha256.map(str::to_string),
            created_at: now_utc(),
            conn: None,
            keys: None,
            superseded: false,
            failed: false,
            pending: Pending::default(),
            names: Names::default(),
            spill_bytes: SPILL_BYTES,
            more_files: false,
            in_row: None,
        })))
    }
}

impl TournamentWriter<'_> {
    /// Takes the next bytes of the original file.
    pub fn original(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        self.pending.original(bytes)?;
        self.maybe_spill()
    }

    /// Keeps the archive (`.zip`, `.gz`) the file's bytes were unpacked from, as it was sent:
    /// what `GET .../original` answers. The games are read from the unpacked bytes
    /// ([`TournamentWriter::original`]), which the tournament's id is made of.
    pub fn packed(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        self.pending.packed(bytes)?;
        self.maybe_spill()
    }

    /// Takes the next game (in file order).
    pub fn add(&mut self, game: &NewGame) -> Result<(), StoreError> {
        self.add_prepared(PreparedGame::of(game.location, &game.report)?)
    }

    /// Takes the next game (in file order), prepared already.
    pub fn add_prepared(&mut self, game: PreparedGame) -> Result<(), StoreError> {
        self.pending.add(game)?;
        self.maybe_spill()
    }

    /// Takes the next chunk of the original already compressed ([`super::compact::compress_at`]
    /// of [`super::compact::CHUNK_BYTES`] bytes, fewer for the last): an import compresses on
    /// a thread of its own. The size and hash come with [`TournamentWriter::commit_hashed`].
    pub fn original_compressed(&mut self, compressed: Vec<u8>) -> Result<(), StoreError> {
        self.pending.bytes += compressed.len();
        let seq = self.pending.compressed_seq;
        self.pending.compressed_seq += 1;
        self.pending.chunks.push((seq, compressed));
        self.maybe_spill()
    }

    /// Writes what the file adds once `bytes` of it are pending, rather than the 32 MiB of `SPILL_BYTES`:
    /// the file's transaction is opened then and held until its commit. An import, whose
    /// writer is the one thread that writes, writes as it goes, so the database's work overlaps
    /// the refereeing instead of following it; an upload keeps its transaction short.
    pub fn write_after(&mut self, bytes: usize) {
        self.spill_bytes = bytes;
    }

    /// Tells the writer that its caller writes more files after this one (an import of many)
    /// and will empty the WAL after the last ([`Store::empty_large_wal`]): the commit then
    /// leaves the WAL to SQLite's own checkpoint (at the commit once the WAL holds 8,192
    /// pages, copying what no reader holds) and to the next
    /// file's transaction, which starts it again from its start in the same file once it is
    /// copied. Truncated after each large file, the WAL gave the file system back its blocks,
    /// took them again for the next and waited once more on the disk (issue 31: an import of
    /// 1,000 files, about 15% of its time). While a reader holds an old snapshot the WAL grows
    /// over the files until that reader is done (each truncation waited for it, up to the busy
    /// timeout).
    ///
    /// On SQLite the files are also held in one transaction ([`Store::holds_write`]) until it
    /// has 20,000 games or is a second old: the caller commits what is held after the last
    /// ([`Store::commit_held`]), and writes such files one at a time on a store.
    pub fn more_files_follow(&mut self) {
        self.more_files = true;
    }

    /// Compresses the report blocks at [`super::compact::FAST_ZSTD_LEVEL`]: an import, whose
    /// compression is a part of its time, which it also uses for the chunks of the original.
    pub fn compress_fast(&mut self) {
        self.pending.blocks.fast();
    }

    fn maybe_spill(&mut self) -> Result<(), StoreError> {
        if self.pending.bytes + self.pending.blocks.pending() >= self.spill_bytes {
            self.flush(Rows::WholeInserts)?;
        }
        Ok(())
    }

    /// Opens the transaction and the file's rows, unless they are open.
    fn open(&mut self) -> Result<(), StoreError> {
        if self.failed {
            return Err(StoreError::Data(
                "an earlier write of this file failed: nothing of it is stored".into(),
            ));
        }
        if self.conn.is_some() || self.superseded {
            return Ok(());
        }
        self.store.before_write()?;
        let held = if self.more_files {
            self.store.take_held()?
        } else {
            None
        };
        let (mut pooled, in_row) = match held {
            Some(held) => {
                let in_row = InRow {
                    games: held.games,
                    began: held.began,
                    savepoint: true,
                };
                (held.pooled, Some(in_row))
            }
            None => {
                let mut pooled = self.store.pools.get()?;
                let conn = pooled.conn();
                let writing = if self.more_files {
                    Writing::FilesInARow
                } else {
                    Writing::OneFile
                };
                set_writing(conn, writing)?;
                if let Err(error) = conn.begin_write() {
                    let _ = set_writing(conn, Writing::Done);
                    return Err(error);
                }
                let in_row =
                    (self.more_files && conn.dialect() == Dialect::Sqlite).then(|| InRow {
                        games: 0,
                        began: Instant::now(),
                        savepoint: false,
                    });
                (pooled, in_row)
            }
        };
        if in_row.is_some_and(|row| row.savepoint) {
            // On failure the connection is dropped inside its transaction: the pool discards
            // it, which rolls back the files before this one too, and the error says so.
            if let Err(error) = pooled.conn().batch("SAVEPOINT file") {
                self.store.put_held(Held::Lost);
                return Err(error);
            }
        }
        self.in_row = in_row;
        let conn = pooled.conn();
        let opened = match &self.target {
            Target::New(header) => {
                let id = match &self.sha256 {
                    Some(sha) => super::upload_id(sha, header.ruleset, header.strict),
                    None => placeholder_id()?,
                };
                open_rows(conn, header, &id, self.sha256.as_deref(), &self.created_at)
            }
            Target::Added { id, file } => {
                open_added_rows(conn, id, file, self.sha256.as_deref(), &self.created_at)
            }
        };
        self.conn = Some(pooled);
        match opened {
            Ok(Some(keys)) => {
                self.keys = Some(keys);
                Ok(())
            }
            Ok(None) => {
                self.rollback();
                self.superseded = true;
                Ok(())
            }
            Err(error) => {
                self.rollback();
                Err(error)
            }
        }
    }

    fn flush(&mut self, which: Rows) -> Result<(), StoreError> {
        self.open()?;
        let (Some(pooled), Some(keys)) = (self.conn.as_mut(), self.keys) else {
            // Superseded: the same bytes are stored; nothing more to write.
            self.pending.chunks.clear();
            self.pending.report_blocks.clear();
            self.pending.rows.clear();
            self.pending.bytes = 0;
            return Ok(());
        };
        let mut names_pool = match pooled.conn().dialect() {
            Dialect::Postgres => Some(self.store.pools.get()?),
            Dialect::Sqlite => None,
        };
        let names_conn = names_pool.as_mut().map(Pooled::conn);
        let written = write_pending(
            pooled.conn(),
            names_conn,
            keys,
            &mut self.pending,
            &mut self.names,
            (KindRows::Written, which),
        );
        drop(names_pool);
        if written.is_err() {
            // Whole or not at all: a caller that went on after the error would otherwise
            // write the rest, and SQLite may have ended the transaction itself (a full disk
            // mid-INSERT), so that the rest would be written outside it.
            self.rollback();
            self.failed = true;
        }
        written
    }

    fn rollback(&mut self) {
        let in_row = self.in_row.take();
        if let Some(mut pooled) = self.conn.take() {
            if let Some(row) = in_row.filter(|row| row.savepoint) {
                // Only this file is undone: the files before it stay held for their commit.
                let conn = pooled.conn();
                if conn.may_be_in_transaction() {
                    match conn.batch("ROLLBACK TO file; RELEASE file") {
                        Ok(()) => {
                            self.store.hold(pooled, row.games, row.began);
                            return;
                        }
                        Err(error) => {
                            tracing::error!(%error, "cannot undo a file of an import");
                        }
                    }
                }
                // The transaction is gone (SQLite ended it on a failed write) or unusable:
                // so are the files held in it.
                self.store.put_held(Held::Lost);
            }
            if !pooled.conn().may_be_in_transaction() {
                // SQLite rolled it back itself (a full disk mid-INSERT).
            } else if let Err(error) = pooled.conn().batch("ROLLBACK") {
                // The pool closes a connection still inside a transaction.
                tracing::error!(%error, "cannot roll back a tournament being stored");
            }
            let _ = set_writing(pooled.conn(), Writing::Done);
        }
    }

    /// Writes the rest and commits: the file and its games are stored, or the same bytes were
    /// stored meanwhile and that tournament is answered.
    pub fn commit(self) -> Result<Stored, StoreError> {
        self.commit_with(None)
    }

    /// [`TournamentWriter::commit`] for a file whose chunks came compressed: its size and
    /// SHA-256 (hex), hashed as it was read.
    pub fn commit_hashed(self, bytes: u64, sha256: String) -> Result<Stored, StoreError> {
        self.commit_with(Some((bytes, sha256)))
    }

    fn commit_with(mut self, hashed: Option<(u64, String)>) -> Result<Stored, StoreError> {
        let (bytes, sha256) = self.pending.finish(hashed)?;
        if let Some(expected) = &self.sha256
            && *expected != sha256
        {
            return Err(StoreError::Data(
                "the bytes stored are not the bytes hashed".into(),
            ));
        }
        let outcome = self.finish(bytes, &sha256);
        let outcome = match outcome {
            Err(StoreError::Conflict(_)) | Ok(None) => {
                tracing::info!("the same bytes were stored meanwhile by another writer");
                self.rollback();
                let existing = match &self.target {
                    // Through the transaction an import holds, which may hold the bytes'
                    // first copy.
                    Target::New(header) => {
                        self.store
                            .find_upload(&sha256, header.ruleset, header.strict)?
                    }
                    Target::Added { id, .. } => self.store.tournament(id)?,
                }
                .ok_or_else(|| StoreError::Data("stored bytes not found".into()))?;
                return Ok(Stored::Exists(existing));
            }
            other => other,
        };
        let outcome = self.store.after_write(outcome);
        if outcome.is_ok() && !self.more_files {
            self.store.empty_large_wal();
        }
        match outcome {
            Ok(Some(summary)) => Ok(Stored::Created(summary)),
            Ok(None) => Err(StoreError::Data("a stored file lost its summary".into())),
            Err(error) => {
                self.rollback();
                Err(error)
            }
        }
    }

    /// Flushes, writes the totals and commits; `None` when superseded.
    fn finish(
        &mut self,
        bytes: u64,
        sha256: &str,
    ) -> Result<Option<TournamentSummary>, StoreError> {
        self.flush(Rows::All)?;
        if self.superseded {
            return Ok(None);
        }
        let (Some(pooled), Some(keys)) = (self.conn.as_mut(), self.keys) else {
            return Ok(None);
        };
        let conn = pooled.conn();
        let id = match &self.target {
            Target::New(header) => super::upload_id(sha256, header.ruleset, header.strict),
            Target::Added { id, .. } => id.clone(),
        };
        let summary = close_rows(conn, keys, &self.pending, bytes, sha256, &id)?;
        let (actor, action, file) = match &self.target {
            Target::New(header) => (
                header.uploaded_by.as_str(),
                AuditAction::Uploaded,
                header.file_name.as_deref().unwrap_or(&header.name),
            ),
            Target::Added { file, .. } => (
                file.uploaded_by.as_str(),
                AuditAction::FileAdded,
                file.file_name.as_str(),
            ),
        };
        let subject = format!("{file} ({} games)", self.pending.games);
        super::audit::record(conn, actor, action, Some(&summary.id), &subject)?;
        if let Some(row) = self.in_row {
            if row.savepoint {
                conn.batch("RELEASE file")?;
            }
            let games = row.games + self.pending.games;
            if games < HELD_GAMES && row.began.elapsed() < HELD_TIME {
                self.in_row = None;
                if let Some(pooled) = self.conn.take() {
                    self.store.hold(pooled, games, row.began);
                }
                return Ok(Some(summary));
            }
        }
        conn.batch("COMMIT")?;
        // A pooled connection keeps no more cache than any other once its write is done.
        let _ = set_writing(conn, Writing::Done);
        self.conn = None;
        self.in_row = None;
        Ok(Some(summary))
    }
}

impl Drop for TournamentWriter<'_> {
    fn drop(&mut self) {
        self.rollback();
    }
}

/// The rows of a version 1 tournament in the version 2 schema (the conversion runs on it,
/// before later versions add their columns).
fn open_v2_rows(
    conn: &mut dyn Conn,
    header: &TournamentHeader,
    id: &str,
    sha256: &str,
    created_at: &str,
) -> Result<Keys, StoreError> {
    let tournament = conn
        .query_opt(
            "INSERT INTO tournaments (id, name, created_at, created_by, ruleset, strict, bytes, \
             games, valid, irregular, invalid, unparsable, unsupported, findings) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0, 0, 0, 0, 0, 0, 0) RETURNING pk",
            &[
                Val::Text(id),
                Val::Text(&header.name),
                Val::Text(created_at),
                Val::Text(&header.uploaded_by),
                Val::Text(header.ruleset.name()),
                Val::Int(i64::from(header.strict)),
            ],
            |r| r.int(0),
        )?
        .ok_or_else(|| StoreError::Data(format!("tournament {id} not converted")))?;
    let file = conn
        .query_opt(
            "INSERT INTO files (tournament, seq, name, sha256, uploaded_at, uploaded_by, bytes, \
             games, first_game, max_game_bytes, chunk_bytes) \
             VALUES (?1, 1, ?2, ?3, ?4, ?5, 0, 0, 0, ?6, ?7) RETURNING pk",
            &[
                Val::Int(tournament),
                Val::Text(&header.name),
                Val::Text(sha256),
                Val::Text(created_at),
                Val::Text(&header.uploaded_by),
                Val::int(header.max_game_bytes),
                Val::int(super::compact::CHUNK_BYTES),
            ],
            |r| r.int(0),
        )?
        .ok_or_else(|| StoreError::Data(format!("tournament {id}: file not converted")))?;
    Ok(Keys {
        tournament,
        file,
        first_game: 0,
        new: true,
    })
}

/// Schema version 2 on SQLite: moves version 1's tournaments into the compact layout, in the
/// migration's transaction. The originals are cut into games again exactly as the server
/// read them (1 MiB per game at most), and each game keeps the report it was given then.
pub fn convert_v1(conn: &mut dyn Conn) -> Result<(), StoreError> {
    // The limit of the service that wrote version 1 (its `SERVER_MAX_GAME_BYTES` then), a fact
    // of those stores: the service's limit today may differ.
    const V1_MAX_GAME_BYTES: usize = 1 << 20;
    let tournaments = conn.query_map(
        "SELECT id, sha256, name, uploaded_at, uploaded_by, ruleset, strict, original \
         FROM v1_tournaments ORDER BY uploaded_at, id",
        &[],
        |r| {
            Ok((
                r.text(0)?,
                r.text(1)?,
                r.text(2)?,
                r.text(3)?,
                r.text(4)?,
                super::ruleset_of_name(&r.text(5)?)?,
                r.int(6)?,
                r.bytes(7)?,
            ))
        },
    )?;
    let max_game_bytes = V1_MAX_GAME_BYTES;
    let mut names = Names::default();
    for (id, sha256, name, uploaded_at, uploaded_by, ruleset, strict, original) in tournaments {
        let header = TournamentHeader {
            name: name.clone(),
            file_name: None,
            uploaded_by,
            // Version 5 finds the owner by name, once `owner` exists.
            owner: None,
            ruleset,
            strict: strict != 0,
            max_game_bytes,
            round: None,
            private: false,
        };
        let reports = conn.query_map(
            "SELECT report FROM v1_games WHERE tournament_id = ?1 ORDER BY n",
            &[Val::Text(&id)],
            |r| r.text(0),
        )?;
        let keys = open_v2_rows(conn, &header, &id, &sha256, &uploaded_at)?;
        let mut pending = Pending::default();
        pending.original(&original)?;
        let mut splitter = pdn::GameSplitter::with_max_game_bytes(&original[..], max_game_bytes);
        for report in reports {
            let chunk = splitter
                .next_chunk()?
                .ok_or_else(|| StoreError::Data(format!("{id}: fewer games than reports")))?;
            let report: GameReport = serde_json::from_str(&report)
                .map_err(|e| StoreError::Data(format!("{id}: version 1 report: {e}")))?;
            pending.add(PreparedGame::of(GameLocation::of(&chunk), &report)?)?;
        }
        let (bytes, computed) = pending.finish(None)?;
        if computed != sha256 {
            return Err(StoreError::Data(format!(
                "{id}: original does not match its hash"
            )));
        }
        write_pending(
            conn,
            None,
            keys,
            &mut pending,
            &mut names,
            (KindRows::Later, Rows::All),
        )?;
        write_totals(conn, keys, &pending, bytes, &sha256, &sha256[..16])?;
    }
    conn.batch("DROP TABLE v1_games; DROP TABLE v1_tournaments;")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rows_texts_come_back_as_given_nulls_included() {
        let values = [
            Some("Sijbrands, Ton"),
            None,
            Some("Чемпионат мира"),
            Some(""),
            Some("2007.05.01"),
            None,
            None,
            Some("12345"),
        ];
        let texts = RowTexts::of(values);
        for (column, value) in TextColumn::ALL.into_iter().zip(values) {
            assert_eq!(texts.get(column), value, "{column:?}");
        }
        let none = RowTexts::of([None; TextColumn::ALL.len()]);
        assert!(TextColumn::ALL.iter().all(|c| none.get(*c).is_none()));
    }

    /// What a writer sets on its connection it sets back: a pooled connection that wrote an
    /// import's file is then as any other (its checkpoint at SQLite's default, issue 31).
    #[test]
    fn a_connection_that_wrote_is_set_back_to_the_defaults() {
        let mut sqlite = rusqlite::Connection::open_in_memory().unwrap();
        let conn: &mut dyn Conn = &mut sqlite;
        let settings = |conn: &mut dyn Conn| {
            [
                "wal_autocheckpoint",
                "cache_size",
                "temp_store",
                "foreign_keys",
            ]
            .map(|pragma| conn.query_int(&format!("PRAGMA {pragma}"), &[]).unwrap())
        };
        conn.batch("PRAGMA foreign_keys = ON").unwrap();
        let defaults = settings(conn);
        assert_eq!(defaults, [1000, -2000, 0, 1]);
        for (writing, checkpoint) in [
            (Writing::OneFile, 1000),
            (
                Writing::FilesInARow,
                i64::from(FILES_IN_A_ROW_CHECKPOINT_PAGES),
            ),
        ] {
            set_writing(conn, writing).unwrap();
            assert_eq!(
                settings(conn),
                [checkpoint, -WRITE_CACHE_KIB, 2, 0],
                "{writing:?}"
            );
            set_writing(conn, Writing::Done).unwrap();
            assert_eq!(settings(conn), defaults, "after {writing:?}");
        }
    }

    #[test]
    fn a_field_keeps_its_first_characters_not_bytes() {
        assert_eq!(at_most_field_chars("Sijbrands, Ton"), "Sijbrands, Ton");
        // 150 characters in 300 bytes: more bytes than the limit, fewer characters.
        let accented = "é".repeat(150);
        assert_eq!(at_most_field_chars(&accented), accented);
        let long = "Д".repeat(MAX_FIELD_CHARS + 50);
        let kept = at_most_field_chars(&long);
        assert_eq!(kept.chars().count(), MAX_FIELD_CHARS);
        assert!(long.starts_with(kept));
        let ascii = "a".repeat(MAX_FIELD_CHARS + 1);
        assert_eq!(at_most_field_chars(&ascii), "a".repeat(MAX_FIELD_CHARS));
        assert_eq!(at_most_field_chars(&ascii[1..]), &ascii[1..]);
    }
}
