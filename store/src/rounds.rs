//! A stored tournament as [`tournament`] takes it: its files (the rounds uploaded one
//! by one), every game's verdict with its tags read again from the game's bytes, and the
//! arbiter's decisions, all from one snapshot.
//!
//! The stored reports carry no tags (they are in the games' text, [`super::compact`]); here
//! each game is only parsed for them, never refereed again: the verdicts are the stored ones.

use super::compact::{GameLocation, decompress, end_of_code};
use super::decisions::{self, StoredDecision};
use super::sql::{Conn, Val};
use super::{GameSummary, Store, StoreError, TournamentSummary, read};
use arbiter::{GameReport, Tags};
use pdn::{ReadOptions, Strictness};
use serde::Serialize;
use tournament::export::pdn::SourceText;
use tournament::{GameInput, RoundNumber, round_from_file_name};
use utoipa::ToSchema;

/// One file of a stored tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct StoredFile {
    /// 1 for the first file, then in the order they were added.
    pub seq: u32,
    /// Its name, as uploaded.
    pub name: String,
    /// How the standings, findings and exports name it: its name, with its number after it
    /// when two files of the tournament have one name.
    pub label: String,
    /// SHA-256 of its bytes, hex.
    pub sha256: String,
    /// When it was stored (RFC 3339, UTC).
    pub uploaded_at: String,
    /// The name of the token that uploaded it.
    pub uploaded_by: String,
    /// Its size.
    pub bytes: u64,
    /// Its games.
    pub games: u64,
    /// The tournament's number of its first game is this plus one.
    pub first_game: u32,
    /// The round the uploader said it stands for.
    pub round: Option<u32>,
    /// The round its games without a Round tag are in: `round`, else one its name gives
    /// (`ronde 3.pdn`), else, in a tournament of several files, its place among them.
    pub file_round: Option<u32>,
}

/// A tournament's summary, its files and its games in order.
pub type TournamentWithFiles = (TournamentSummary, Vec<StoredFile>, Vec<GameSummary>);

/// Which state of a tournament something was read from: every write to it counts one, and a
/// tournament deleted and stored again is another (its row and creation differ).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revision {
    row: i64,
    created_at: String,
    count: i64,
}

/// A stored tournament, ready to be built.
#[derive(Clone, Debug)]
pub struct TournamentGames {
    /// The state it was read in: the same revision, the same games and decisions.
    pub revision: Revision,
    /// Its summary.
    pub summary: TournamentSummary,
    /// Its files, in order.
    pub files: Vec<StoredFile>,
    /// Its games in order, each with its number in the tournament.
    pub games: Vec<(u32, GameInput)>,
    /// The arbiter's decisions, withdrawn ones included.
    pub decisions: Vec<StoredDecision>,
}

impl TournamentGames {
    /// The tournament's number of the game at `index` in the file labelled `label`.
    pub fn number(&self, label: &str, index: usize) -> Option<u32> {
        let file = self.files.iter().find(|f| f.label == label)?;
        u32::try_from(index)
            .ok()
            .map(|i| file.first_game + i)
            .filter(|n| *n > file.first_game && u64::from(n - file.first_game) <= file.games)
    }

    /// The file label and index in it of the tournament's game `n`.
    pub fn place(&self, n: u32) -> Option<(&str, usize)> {
        self.files
            .iter()
            .find(|f| n > f.first_game && u64::from(n - f.first_game) <= f.games)
            .map(|f| (f.label.as_str(), (n - f.first_game) as usize))
    }
}

fn small(value: i64) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// The files of the tournament of row `tournament`, labelled.
fn files_of(conn: &mut dyn Conn, tournament: i64) -> Result<Vec<StoredFile>, StoreError> {
    let mut files = conn.query_map(
        "SELECT seq, name, sha256, uploaded_at, uploaded_by, bytes, games, first_game, round \
         FROM files WHERE tournament = ?1 ORDER BY seq",
        &[Val::Int(tournament)],
        |r| {
            Ok(StoredFile {
                seq: small(r.int(0)?),
                name: r.text(1)?,
                label: String::new(),
                sha256: r.opt_text(2)?.unwrap_or_default(),
                uploaded_at: r.text(3)?,
                uploaded_by: r.text(4)?,
                bytes: u64::try_from(r.int(5)?).unwrap_or(0),
                games: u64::try_from(r.int(6)?).unwrap_or(0),
                first_game: small(r.int(7)?),
                round: r.opt_int(8)?.map(small),
                file_round: None,
            })
        },
    )?;
    let several = files.len() > 1;
    let names: Vec<String> = files.iter().map(|f| f.name.clone()).collect();
    for file in &mut files {
        let shared = names.iter().filter(|n| **n == file.name).count() > 1;
        file.label = if shared {
            format!("{} (file {})", file.name, file.seq)
        } else {
            file.name.clone()
        };
        file.file_round = file
            .round
            .or_else(|| round_from_file_name(&file.name).map(|r| r.0))
            .or_else(|| several.then_some(file.seq));
    }
    Ok(files)
}

/// The row number and revision of tournament `id`.
fn row_of(conn: &mut dyn Conn, id: &str) -> Result<Option<(i64, Revision)>, StoreError> {
    conn.query_opt(
        "SELECT pk, revision, created_at FROM tournaments WHERE id = ?1",
        &[Val::Text(id)],
        |r| {
            let row = r.int(0)?;
            Ok((
                row,
                Revision {
                    row,
                    count: r.int(1)?,
                    created_at: r.text(2)?,
                },
            ))
        },
    )
}

/// The original bytes of a file (row `file`): what its games were read from.
fn file_bytes(conn: &mut dyn Conn, file: i64) -> Result<Vec<u8>, StoreError> {
    blobs(conn, file, 0)
}

/// The chunks of `kind` of a file (row `file`), decompressed end to end: 0 the bytes its games
/// were read from, 2 the archive they were unpacked from (none when they were not).
fn blobs(conn: &mut dyn Conn, file: i64, kind: i64) -> Result<Vec<u8>, StoreError> {
    let chunks = conn.query_map(
        "SELECT data FROM file_blobs WHERE file = ?1 AND kind = ?2 ORDER BY seq",
        &[Val::Int(file), Val::Int(kind)],
        |r| r.bytes(0),
    )?;
    let mut bytes = Vec::new();
    for chunk in &chunks {
        bytes.extend_from_slice(&decompress(chunk)?);
    }
    Ok(bytes)
}

/// The stored reports of a file (row `file`), one JSON line per game in file order.
fn file_reports(conn: &mut dyn Conn, file: i64) -> Result<Vec<String>, StoreError> {
    let blocks = conn.query_map(
        "SELECT data FROM file_blobs WHERE file = ?1 AND kind = 1 ORDER BY seq",
        &[Val::Int(file)],
        |r| r.bytes(0),
    )?;
    let mut lines = Vec::new();
    for block in &blocks {
        let text = String::from_utf8(decompress(block)?)
            .map_err(|e| StoreError::Data(format!("report block: {e}")))?;
        lines.extend(text.lines().map(str::to_string));
    }
    Ok(lines)
}

/// A game's tags, read again from its bytes as it was read when checked.
fn tags_of(location: &GameLocation, bytes: &[u8], options: &ReadOptions) -> Tags {
    let chunk = location.chunk(bytes.to_vec());
    let (text, context) = pdn::decode_chunk(&chunk);
    let game = pdn::parse_game(&text, &context, options);
    let mut tags = Tags::default();
    for tag in &game.tags {
        tags.insert_first(tag.name, &tag.value);
    }
    tags
}

impl Store {
    /// The revision of tournament `id` (every write to it counts one), or `None`.
    pub fn revision(&self, id: &str) -> Result<Option<Revision>, StoreError> {
        self.with_conn(|conn| Ok(row_of(conn, id)?.map(|(_, revision)| revision)))
    }

    /// Tournament `id`'s summary, its files and its games in order, read in one snapshot.
    pub fn tournament_with_files(
        &self,
        id: &str,
    ) -> Result<Option<TournamentWithFiles>, StoreError> {
        self.in_snapshot(|conn| {
            let Some((pk, _)) = row_of(conn, id)? else {
                return Ok(None);
            };
            let summary = read::summary_by_pk(conn, pk)?
                .ok_or_else(|| StoreError::Data(format!("tournament {id} has no summary")))?;
            let files = files_of(conn, pk)?;
            let games = read::games_of(conn, id)?;
            Ok(Some((summary, files, games)))
        })
    }

    /// Tournament `id` with every game's verdict and tags and the arbiter's decisions, read in
    /// one snapshot; `None` when there is no such tournament.
    pub fn tournament_games(&self, id: &str) -> Result<Option<TournamentGames>, StoreError> {
        self.tournament_games_watched(id, &|| true)
    }

    /// [`Store::tournament_games`], asking `keep_going` every few hundred games whether to go on
    /// (a read past its deadline, or its client gone): `false` stops it with
    /// [`StoreError::GaveUp`].
    pub fn tournament_games_watched(
        &self,
        id: &str,
        keep_going: &dyn Fn() -> bool,
    ) -> Result<Option<TournamentGames>, StoreError> {
        self.in_snapshot(|conn| {
            let Some((pk, revision)) = row_of(conn, id)? else {
                return Ok(None);
            };
            let summary = read::summary_by_pk(conn, pk)?
                .ok_or_else(|| StoreError::Data(format!("tournament {id} has no summary")))?;
            let files = files_of(conn, pk)?;
            let options = ReadOptions::with_strictness(Strictness::strict_if(summary.strict));
            let rows = game_rows(conn, pk)?;
            let mut games = Vec::with_capacity(rows.len());
            let mut current: Option<(i64, Vec<u8>, Vec<String>)> = None;
            for (k, (seq, n, mut location, file_pk, max_game_bytes)) in rows.into_iter().enumerate()
            {
                if k % 256 == 0 && !keep_going() {
                    return Err(StoreError::GaveUp);
                }
                let file = files
                    .iter()
                    .find(|f| f.seq == seq)
                    .ok_or_else(|| StoreError::Data(format!("game {n} of {id}: no file")))?;
                if current.as_ref().is_none_or(|c| c.0 != file_pk) {
                    current = Some((
                        file_pk,
                        file_bytes(conn, file_pk)?,
                        file_reports(conn, file_pk)?,
                    ));
                }
                let Some((_, bytes, reports)) = &current else {
                    continue;
                };
                location.index = (n - file.first_game) as usize;
                let start = usize::try_from(location.offset).unwrap_or(usize::MAX);
                let end = start.saturating_add(usize::try_from(location.length).unwrap_or(0));
                let text = bytes.get(start..end).ok_or_else(|| {
                    StoreError::Data(format!("game {n} of {id}: its bytes are not all stored"))
                })?;
                let line = reports.get(location.index - 1).ok_or_else(|| {
                    StoreError::Data(format!("game {n} of {id}: no stored report"))
                })?;
                let mut report: GameReport = serde_json::from_str(line)
                    .map_err(|e| StoreError::Data(format!("stored report: {e}")))?;
                let read = ReadOptions {
                    max_game_bytes,
                    ..options
                };
                report.tags = tags_of(&location, text, &read);
                games.push((
                    n,
                    GameInput {
                        file: file.label.clone(),
                        file_round: file.file_round.map(RoundNumber),
                        report,
                    },
                ));
            }
            let decisions = decisions::of_tournament(conn, pk)?;
            Ok(Some(TournamentGames {
                revision,
                summary,
                files,
                games,
                decisions,
            }))
        })
    }

    /// The original bytes of every file of tournament `id`, named by their labels.
    pub fn tournament_sources(&self, id: &str) -> Result<Option<Vec<SourceText>>, StoreError> {
        self.in_snapshot(|conn| {
            let Some((pk, _)) = row_of(conn, id)? else {
                return Ok(None);
            };
            let files = files_of(conn, pk)?;
            let rows = conn.query_map(
                "SELECT pk FROM files WHERE tournament = ?1 ORDER BY seq",
                &[Val::Int(pk)],
                |r| r.int(0),
            )?;
            let mut sources = Vec::with_capacity(files.len());
            for (file, file_pk) in files.iter().zip(rows) {
                sources.push(SourceText {
                    name: file.label.clone(),
                    bytes: file_bytes(conn, file_pk)?,
                    round: file.round,
                });
            }
            Ok(Some(sources))
        })
    }

    /// File `seq` of tournament `id` as it was uploaded: the archive (`.zip`, `.gz`) it was
    /// unpacked from, byte for byte, else its PDN bytes.
    pub fn original_file(&self, id: &str, seq: u32) -> Result<Option<Vec<u8>>, StoreError> {
        self.in_snapshot(|conn| {
            let file = conn.query_opt(
                "SELECT f.pk FROM files f JOIN tournaments t ON t.pk = f.tournament \
                 WHERE t.id = ?1 AND f.seq = ?2",
                &[Val::Text(id), Val::int(seq)],
                |r| r.int(0),
            )?;
            let Some(file) = file else {
                return Ok(None);
            };
            // An archive as it was sent, when the file was unpacked from one.
            let packed = blobs(conn, file, 2)?;
            if !packed.is_empty() {
                return Ok(Some(packed));
            }
            file_bytes(conn, file).map(Some)
        })
    }
}

/// Where each game of a tournament is, in order: its file's number, its own, its place in the
/// file's bytes, its file's key and the file's game size limit.
type GameRow = (u32, u32, GameLocation, i64, usize);

/// The rows of [`GameRow`] of tournament `pk`.
fn game_rows(conn: &mut dyn Conn, pk: i64) -> Result<Vec<GameRow>, StoreError> {
    conn.query_map(
        "SELECT f.seq, g.n, g.byte_offset, g.byte_length, g.line, g.col, g.chunk_end, \
         g.overlong, f.pk, f.max_game_bytes FROM games g JOIN files f ON f.pk = g.file \
         WHERE g.tournament = ?1 ORDER BY g.n",
        &[Val::Int(pk)],
        |r| {
            Ok((
                small(r.int(0)?),
                small(r.int(1)?),
                GameLocation {
                    index: 0,
                    offset: u64::try_from(r.int(2)?).unwrap_or(0),
                    length: u64::try_from(r.int(3)?).unwrap_or(0),
                    line: small(r.int(4)?),
                    column: r.opt_int(5)?.map_or(1, small),
                    end: end_of_code(r.int(6)?)?,
                    overlong: r.opt_int(7)?.map(|o| u64::try_from(o).unwrap_or(0)),
                },
                r.int(8)?,
                usize::try_from(r.int(9)?).unwrap_or(usize::MAX),
            ))
        },
    )
}
