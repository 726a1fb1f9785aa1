//! Reading tournaments, games and copies back. What must agree with itself (a tournament's
//! summary and its games, a game's row and its bytes) is read in one snapshot.

use super::compact::{GameLocation, StoredGame, block_of, chunk_span, decompress, end_of_code};
use super::duplicates::Disagreement;
use super::sql::{Conn, Row, Val};
use super::{
    GameSummary, StatusCounts, Store, StoreError, TournamentSummary, ruleset_of_name,
    status_of_code,
};
use serde::Serialize;
use utoipa::ToSchema;

const SUMMARY_SELECT: &str = "SELECT t.id, t.name, f.sha256, t.created_at, t.ruleset, t.strict, \
     t.bytes, t.games, t.valid, t.irregular, t.invalid, t.unparsable, t.unsupported, t.findings, \
     (SELECT count(*) FROM files c WHERE c.tournament = t.pk), t.private, t.created_by, \
     t.owner, (SELECT k.revoked_at FROM tokens k WHERE k.id = t.owner) \
     FROM tournaments t JOIN files f ON f.tournament = t.pk AND f.seq = 1";

fn count(row: &dyn Row, i: usize) -> Result<u64, StoreError> {
    Ok(u64::try_from(row.int(i)?).unwrap_or(0))
}

fn small(row: &dyn Row, i: usize) -> Result<u32, StoreError> {
    Ok(u32::try_from(row.int(i)?).unwrap_or(u32::MAX))
}

fn summary_from_row(row: &dyn Row) -> Result<TournamentSummary, StoreError> {
    Ok(TournamentSummary {
        id: row.text(0)?,
        name: row.text(1)?,
        sha256: row.opt_text(2)?.unwrap_or_default(),
        uploaded_at: row.text(3)?,
        ruleset: ruleset_of_name(&row.text(4)?)?,
        strict: row.int(5)? != 0,
        bytes: count(row, 6)?,
        games: count(row, 7)?,
        statuses: StatusCounts {
            valid: count(row, 8)?,
            irregular: count(row, 9)?,
            invalid: count(row, 10)?,
            unparsable: count(row, 11)?,
            unsupported_variant: count(row, 12)?,
        },
        findings: count(row, 13)?,
        files: count(row, 14)?,
        private: row.int(15)? != 0,
        created_by: row.text(16)?,
        owner: row
            .opt_int(17)?
            .map(|id| {
                Ok::<_, StoreError>(super::OwnerToken {
                    id,
                    revoked: row.opt_text(18)?.is_some(),
                })
            })
            .transpose()?,
    })
}

/// The summary of the tournament an upload or an import of these bytes made: its id is the
/// start of their SHA-256, and they are its first file.
pub(super) fn summary_by_upload(
    conn: &mut dyn Conn,
    sha256: &str,
    id: &str,
) -> Result<Option<TournamentSummary>, StoreError> {
    conn.query_opt(
        &format!("{SUMMARY_SELECT} WHERE t.id = ?1 AND f.sha256 = ?2"),
        &[Val::Text(id), Val::Text(sha256)],
        summary_from_row,
    )
}

/// The summary of the tournament stored under row `pk`.
pub(super) fn summary_by_pk(
    conn: &mut dyn Conn,
    pk: i64,
) -> Result<Option<TournamentSummary>, StoreError> {
    conn.query_opt(
        &format!("{SUMMARY_SELECT} WHERE t.pk = ?1"),
        &[Val::Int(pk)],
        summary_from_row,
    )
}

pub(super) fn summary_by_id(
    conn: &mut dyn Conn,
    id: &str,
) -> Result<Option<TournamentSummary>, StoreError> {
    conn.query_opt(
        &format!("{SUMMARY_SELECT} WHERE t.id = ?1"),
        &[Val::Text(id)],
        summary_from_row,
    )
}

/// The columns of a listed game, after `g` (games), `w`, `b`, `e` (names) are joined.
pub(super) const GAME_FIELDS: &str = "g.n, g.status, w.text, b.text, e.text, g.round, g.date, \
     g.result, g.plies, g.findings, g.errors";

/// Joins the names of a game `g`.
pub(super) const NAME_JOINS: &str = "LEFT JOIN names w ON w.pk = g.white \
     LEFT JOIN names b ON b.pk = g.black LEFT JOIN names e ON e.pk = g.event";

/// A listed game from [`GAME_FIELDS`] starting at column `at`.
pub(super) fn game_from_row(row: &dyn Row, at: usize) -> Result<GameSummary, StoreError> {
    Ok(GameSummary {
        n: small(row, at)?,
        status: status_of_code(row.int(at + 1)?)?,
        white: row.opt_text(at + 2)?,
        black: row.opt_text(at + 3)?,
        event: row.opt_text(at + 4)?,
        round: row.opt_text(at + 5)?,
        date: row.opt_text(at + 6)?,
        result: row.opt_text(at + 7)?,
        plies: small(row, at + 8)?,
        findings: small(row, at + 9)?,
        errors: small(row, at + 10)?,
    })
}

/// The games of tournament `id`, listed in order.
pub(super) fn games_of(conn: &mut dyn Conn, id: &str) -> Result<Vec<GameSummary>, StoreError> {
    conn.query_map(
        &format!(
            "SELECT {GAME_FIELDS} FROM games g {NAME_JOINS} \
             WHERE g.tournament = (SELECT pk FROM tournaments WHERE id = ?1) ORDER BY g.n"
        ),
        &[Val::Text(id)],
        |r| game_from_row(r, 0),
    )
}

/// Copies of one game, and how they disagree.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DuplicateGroup {
    /// How many stored games are this game.
    pub copies: u64,
    /// What the copies disagree on (empty: plain copies).
    pub disagreements: Vec<Disagreement>,
    /// The copies (at most 100), oldest tournament first.
    pub games: Vec<DuplicateCopy>,
}

/// One stored copy of a game.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DuplicateCopy {
    /// The tournament's id.
    pub tournament: String,
    /// The tournament's name.
    pub tournament_name: String,
    /// The game as listed in its tournament.
    #[serde(flatten)]
    pub game: GameSummary,
}

/// A page of duplicate groups.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DuplicatePage {
    /// Groups in all (with the filters asked for).
    pub total: u64,
    /// The page size asked for.
    pub limit: u32,
    /// Groups skipped.
    pub offset: u64,
    /// This page.
    pub items: Vec<DuplicateGroup>,
}

/// Most copies listed per group.
const MAX_COPIES_LISTED: usize = 100;

fn flag(expr: &str) -> String {
    format!("CASE WHEN {expr} THEN 1 ELSE 0 END")
}

impl Store {
    /// One tournament's summary.
    pub fn tournament(&self, id: &str) -> Result<Option<TournamentSummary>, StoreError> {
        self.with_conn(|conn| summary_by_id(conn, id))
    }

    /// A page of the tournaments `caller` (none: no token) may read, newest first, and how
    /// many there are (one snapshot). An admin or a reader reads every one.
    pub fn list_readable(
        &self,
        limit: u32,
        offset: u64,
        caller: Option<&super::Caller>,
    ) -> Result<(u64, Vec<TournamentSummary>), StoreError> {
        // The count binds the caller's name as ?1, the page as ?3 (after LIMIT and OFFSET).
        let where_clause = |param| match super::access::readable_condition(caller, param) {
            Some((condition, name)) => (format!("WHERE {condition}"), name),
            None => (String::new(), None),
        };
        let (count_condition, name) = where_clause(1);
        let (condition, _) = where_clause(3);
        self.in_snapshot(|conn| {
            let named: Vec<Val<'_>> = name.map(Val::Int).into_iter().collect();
            let total = conn.query_int(
                &format!("SELECT count(*) FROM tournaments t {count_condition}"),
                &named,
            )?;
            let mut params = vec![Val::int(limit), Val::int(offset)];
            params.extend(named);
            let items = conn.query_map(
                &format!(
                    "{SUMMARY_SELECT} {condition} ORDER BY t.created_at DESC, t.pk DESC LIMIT ?1 OFFSET ?2"
                ),
                &params,
                summary_from_row,
            )?;
            Ok((u64::try_from(total).unwrap_or(0), items))
        })
    }

    /// A tournament's summary and its games in order, read in one snapshot, so the list always
    /// has as many games as the summary counts.
    pub fn tournament_detail(
        &self,
        id: &str,
    ) -> Result<Option<(TournamentSummary, Vec<GameSummary>)>, StoreError> {
        self.in_snapshot(|conn| {
            let Some(summary) = summary_by_id(conn, id)? else {
                return Ok(None);
            };
            let games = games_of(conn, id)?;
            Ok(Some((summary, games)))
        })
    }

    /// The games of a tournament in order (`None` when there is no such tournament).
    pub fn games(&self, id: &str) -> Result<Option<Vec<GameSummary>>, StoreError> {
        Ok(self.tournament_detail(id)?.map(|(_, games)| games))
    }

    /// Every game's stored report (JSON: the verdict and findings, no moves) with its number,
    /// in order, read in one snapshot without the games' bytes (`None`: no such tournament).
    pub fn stored_reports(&self, id: &str) -> Result<Option<Vec<(u32, String)>>, StoreError> {
        self.in_snapshot(|conn| {
            let files = conn.query_map(
                "SELECT f.pk, f.first_game, f.games FROM files f \
                 JOIN tournaments t ON t.pk = f.tournament WHERE t.id = ?1 ORDER BY f.seq",
                &[Val::Text(id)],
                |r| Ok((r.int(0)?, r.int(1)?, r.int(2)?)),
            )?;
            if files.is_empty()
                && conn
                    .query_opt(
                        "SELECT pk FROM tournaments WHERE id = ?1",
                        &[Val::Text(id)],
                        |r| r.int(0),
                    )?
                    .is_none()
            {
                return Ok(None);
            }
            let mut out = Vec::new();
            for (file, first_game, games) in files {
                let blocks = conn.query_map(
                    "SELECT data FROM file_blobs WHERE file = ?1 AND kind = 1 ORDER BY seq",
                    &[Val::Int(file)],
                    |r| r.bytes(0),
                )?;
                let mut index = 0i64;
                for block in &blocks {
                    let text = String::from_utf8(decompress(block)?)
                        .map_err(|e| StoreError::Data(format!("report block: {e}")))?;
                    for line in text.lines().filter(|l| !l.is_empty()) {
                        index += 1;
                        if index > games {
                            break;
                        }
                        let n = u32::try_from(first_game + index).unwrap_or(u32::MAX);
                        out.push((n, line.to_string()));
                    }
                }
            }
            Ok(Some(out))
        })
    }

    /// One stored game: its bytes and its stored report, read in one snapshot.
    pub fn game(&self, id: &str, n: u32) -> Result<Option<StoredGame>, StoreError> {
        self.in_snapshot(|conn| {
            let row = conn.query_opt(
                "SELECT g.file, g.byte_offset, g.byte_length, g.line, g.col, g.chunk_end, \
                 g.overlong, g.n - f.first_game, f.chunk_bytes, f.max_game_bytes, t.ruleset, \
                 t.strict FROM games g JOIN tournaments t ON t.pk = g.tournament \
                 JOIN files f ON f.pk = g.file WHERE t.id = ?1 AND g.n = ?2",
                &[Val::Text(id), Val::int(n)],
                |r| {
                    let location = GameLocation {
                        index: usize::try_from(r.int(7)?).unwrap_or(0),
                        offset: u64::try_from(r.int(1)?).unwrap_or(0),
                        length: u64::try_from(r.int(2)?).unwrap_or(0),
                        line: u32::try_from(r.int(3)?).unwrap_or(1),
                        column: u32::try_from(r.opt_int(4)?.unwrap_or(1)).unwrap_or(1),
                        end: end_of_code(r.int(5)?)?,
                        overlong: r.opt_int(6)?.map(|o| u64::try_from(o).unwrap_or(0)),
                    };
                    Ok((
                        r.int(0)?,
                        location,
                        u64::try_from(r.int(8)?).unwrap_or(1),
                        usize::try_from(r.int(9)?).unwrap_or(usize::MAX),
                        ruleset_of_name(&r.text(10)?)?,
                        r.int(11)? != 0,
                    ))
                },
            )?;
            let Some((file, location, chunk_bytes, max_game_bytes, ruleset, strict)) = row else {
                return Ok(None);
            };
            let (first, last) = chunk_span(location.offset, location.length, chunk_bytes);
            let mut bytes = Vec::with_capacity(usize::try_from(location.length).unwrap_or(0));
            let chunks = conn.query_map(
                "SELECT data FROM file_blobs WHERE file = ?1 AND kind = 0 AND seq BETWEEN ?2 AND ?3 \
                 ORDER BY seq",
                &[Val::Int(file), Val::Int(first), Val::Int(last)],
                |r| r.bytes(0),
            )?;
            let start =
                usize::try_from(location.offset - u64::try_from(first).unwrap_or(0) * chunk_bytes)
                    .unwrap_or(0);
            let mut joined = Vec::new();
            for chunk in &chunks {
                joined.extend_from_slice(&decompress(chunk)?);
            }
            let end = start + usize::try_from(location.length).unwrap_or(0);
            bytes.extend_from_slice(joined.get(start..end).ok_or_else(|| {
                StoreError::Data(format!("game {n} of {id}: its bytes are not all stored"))
            })?);
            let (block, line) = block_of(location.index);
            let data = conn
                .query_opt(
                    "SELECT data FROM file_blobs WHERE file = ?1 AND kind = 1 AND seq = ?2",
                    &[Val::Int(file), Val::Int(block)],
                    |r| r.bytes(0),
                )?
                .ok_or_else(|| StoreError::Data(format!("game {n} of {id}: no report block")))?;
            let text = String::from_utf8(decompress(&data)?)
                .map_err(|e| StoreError::Data(format!("report block: {e}")))?;
            let stored_report = text
                .lines()
                .nth(line)
                .ok_or_else(|| StoreError::Data(format!("game {n} of {id}: no stored report")))?
                .to_string();
            Ok(Some(StoredGame {
                location,
                ruleset,
                strict,
                max_game_bytes,
                bytes,
                stored_report,
            }))
        })
    }

    /// The bytes of a tournament's first file, as uploaded.
    pub fn original(&self, id: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.original_file(id, 1)
    }

    /// Games stored more than once across the archive, a page of groups at a time: all of
    /// them, those with a copy in `tournament`, and only those whose copies disagree.
    pub fn duplicates(
        &self,
        tournament: Option<&str>,
        disagreeing: bool,
        limit: u32,
        offset: u64,
        caller: Option<&super::Caller>,
    ) -> Result<DuplicatePage, StoreError> {
        let query = DuplicateQuery::new(tournament, disagreeing, caller);
        self.in_snapshot(|conn| {
            let total = conn.query_int(
                &format!("SELECT count(*) FROM ({}) AS d", query.groups),
                &query.params,
            )?;
            let keys = query.group_keys(conn, limit, offset)?;
            let mut items = Vec::with_capacity(keys.len());
            for (key, copies, disagreements) in keys {
                items.push(DuplicateGroup {
                    copies,
                    disagreements,
                    games: query.copies(conn, key)?,
                });
            }
            Ok(DuplicatePage {
                total: u64::try_from(total).unwrap_or(0),
                limit,
                offset,
                items,
            })
        })
    }
}

/// The SQL of a duplicates page: the groups of copies (one row a copy key) and the copies of
/// one key, each with the condition on what the caller may read.
struct DuplicateQuery<'a> {
    /// The groups, with their copy counts and disagreement flags.
    groups: String,
    /// The parameters of `groups`.
    params: Vec<Val<'a>>,
    /// The condition on the tournaments a copy may be listed from (parameter 3).
    copy_filter: String,
    /// The token number `copy_filter` names, if it names one.
    copy_name: Option<i64>,
}

impl<'a> DuplicateQuery<'a> {
    fn new(tournament: Option<&'a str>, disagreeing: bool, caller: Option<&super::Caller>) -> Self {
        let results = flag("count(DISTINCT COALESCE(g.result, '')) > 1");
        let players = flag("count(DISTINCT COALESCE(w.key, '') || '|' || COALESCE(b.key, '')) > 1");
        let dates = flag("count(DISTINCT COALESCE(g.date, '')) > 1");
        let mut filter = String::new();
        let mut params = Vec::new();
        // Only the copies in tournaments the caller may read are counted and shown, and a
        // tournament it may not read names no copies: a private tournament's games are not
        // revealed by asking which public games it holds.
        let name_param = usize::from(tournament.is_some()) + 1;
        let readable = super::access::readable_condition(caller, name_param);
        let readable_sql = readable
            .as_ref()
            .map(|(condition, _)| format!(" AND {condition}"))
            .unwrap_or_default();
        if let Some(id) = tournament {
            params.push(Val::Text(id));
            filter.push_str(&format!(
                " AND g.copy_key IN (SELECT copy_key FROM games WHERE copy_key IS NOT NULL \
                 AND tournament = (SELECT t.pk FROM tournaments t WHERE t.id = ?1{readable_sql}))"
            ));
        }
        let mut copy_filter = String::new();
        let mut copy_name = None;
        if let Some((condition, name)) = &readable {
            filter.push_str(&format!(
                " AND g.tournament IN (SELECT t.pk FROM tournaments t WHERE {condition})"
            ));
            if let Some(token) = name {
                params.push(Val::Int(*token));
            }
            copy_name = *name;
            let (condition, _) = super::access::readable_condition(caller, 3).unwrap_or_default();
            copy_filter = format!(" AND {condition}");
        }
        let mut having = "count(*) > 1".to_string();
        if disagreeing {
            having.push_str(&format!(" AND ({results} + {players} + {dates}) > 0"));
        }
        let groups = format!(
            "SELECT g.copy_key, count(*), {results}, {players}, {dates} \
             FROM games g LEFT JOIN names w ON w.pk = g.white LEFT JOIN names b ON b.pk = g.black \
             WHERE g.copy_key IS NOT NULL{filter} GROUP BY g.copy_key HAVING {having}"
        );
        DuplicateQuery {
            groups,
            params,
            copy_filter,
            copy_name,
        }
    }

    /// A page of the groups: each copy key, its number of copies and what its copies disagree on.
    fn group_keys(
        &self,
        conn: &mut dyn Conn,
        limit: u32,
        offset: u64,
    ) -> Result<Vec<(i64, u64, Vec<Disagreement>)>, StoreError> {
        let mut page_params = self.params.clone();
        let next = page_params.len();
        page_params.push(Val::int(limit));
        page_params.push(Val::int(offset));
        conn.query_map(
            &format!(
                "{} ORDER BY g.copy_key LIMIT ?{} OFFSET ?{}",
                self.groups,
                next + 1,
                next + 2
            ),
            &page_params,
            |r| {
                let mut found = Vec::new();
                for (i, d) in [
                    (2, Disagreement::Result),
                    (3, Disagreement::Players),
                    (4, Disagreement::Date),
                ] {
                    if r.int(i)? != 0 {
                        found.push(d);
                    }
                }
                Ok((r.int(0)?, count(r, 1)?, found))
            },
        )
    }

    /// The copies of one key the caller may read, at most `MAX_COPIES_LISTED`.
    fn copies(&self, conn: &mut dyn Conn, key: i64) -> Result<Vec<DuplicateCopy>, StoreError> {
        conn.query_map(
            &format!(
                "SELECT t.id, t.name, {GAME_FIELDS} FROM games g \
                 JOIN tournaments t ON t.pk = g.tournament {NAME_JOINS} \
                 WHERE g.copy_key = ?1{} ORDER BY t.pk, g.n LIMIT ?2",
                self.copy_filter
            ),
            &[Val::Int(key), Val::int(MAX_COPIES_LISTED)]
                .into_iter()
                .chain(self.copy_name.map(Val::Int))
                .collect::<Vec<_>>(),
            |r| {
                Ok(DuplicateCopy {
                    tournament: r.text(0)?,
                    tournament_name: r.text(1)?,
                    game: game_from_row(r, 2)?,
                })
            },
        )
    }
}
