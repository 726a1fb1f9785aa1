//! Tournaments: upload (token), list, read, per-game report and normalised PDN, delete (token).

use crate::auth::AuthError;
use crate::error::{ApiError, ErrorBody, Internal, route_error};
use crate::schemas::GameReportSchema;
use crate::state::AppState;
use crate::storage::StorageError;
use crate::turns::Busy;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use store::{GameSummary, StoredFile, TournamentSummary};
use utoipa::{IntoParams, ToSchema};
use words::{Sentence, sentence};

/// Default and largest page size of the list.
const DEFAULT_LIMIT: u32 = 50;
const MAX_LIMIT: u32 = 500;
/// Largest offset of the list: the database counts rows in signed 64 bits.
const MAX_OFFSET: u64 = i64::MAX as u64;

/// Query parameters of `GET /tournaments/{id}/games/{n}`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameQuery {
    /// The language of the findings' `message` sentences: `en`, `fr`, `nl` or `ru` (default:
    /// the request's `Accept-Language`, else English). Kinds, codes and fields stay English.
    pub lang: Option<String>,
}

/// Query parameters of `GET /tournaments`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Page size, 1 to 500 (default 50).
    pub limit: Option<u32>,
    /// Tournaments to skip, 0 to 9223372036854775807 (default 0).
    pub offset: Option<u64>,
}

/// A page of tournaments, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentPage {
    /// How many tournaments there are in all.
    pub total: u64,
    /// The page size asked for.
    pub limit: u32,
    /// How many were skipped.
    pub offset: u64,
    /// This page.
    pub items: Vec<TournamentSummary>,
}

/// A tournament with its files and games.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentDetail {
    /// The summary.
    pub tournament: TournamentSummary,
    /// Its files (the rounds uploaded one by one), in order.
    pub files: Vec<StoredFile>,
    /// Every game with its verdict, numbered in the tournament (file after file).
    pub games: Vec<GameSummary>,
}

/// What can go wrong reading or deleting a tournament.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// No token or a wrong one (delete only).
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// An upload kept the database busy for the whole queue timeout (delete only).
    #[error(transparent)]
    Busy(#[from] Busy),
    /// No such tournament or game.
    #[error("{0}")]
    NotFound(Sentence),
    /// A bad query parameter.
    #[error("{0}")]
    Query(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// Something on our side.
    #[error(transparent)]
    Internal(#[from] Internal),
    /// A read that waited too long for its turn, or ran past its deadline.
    #[error(transparent)]
    Read(#[from] crate::reads::ReadError),
}

impl From<&TournamentError> for ApiError {
    fn from(error: &TournamentError) -> ApiError {
        match error {
            TournamentError::Auth(e) => e.into(),
            TournamentError::Busy(e) => e.into(),
            TournamentError::Storage(e) => e.into(),
            TournamentError::NotFound(message) => ApiError::not_found(message.clone()),
            TournamentError::Query(message) => ApiError::invalid_query(message.clone()),
            TournamentError::Internal(e) => e.into(),
            TournamentError::Read(e) => e.into(),
        }
    }
}
route_error!(TournamentError);

fn no_tournament(id: &str) -> TournamentError {
    TournamentError::NotFound(crate::params::no_tournament_message(id))
}

fn no_game(id: &str, n: u32) -> TournamentError {
    TournamentError::NotFound(crate::params::no_game_message(id, n))
}

/// Lists the stored tournaments, newest first, a page at a time.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments",
    tag = "tournaments",
    params(ListQuery),
    responses(
        (status = 200, description = "A page of tournaments", body = TournamentPage),
        (status = 400, description = "A bad `limit` or `offset`", body = ErrorBody),
    )
)]
pub async fn list(
    req: HttpRequest,
    query: web::Query<ListQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(TournamentError::Query(sentence!(
            "api-limit-range",
            limit = MAX_LIMIT
        )));
    }
    let offset = query.offset.unwrap_or(0);
    if offset > MAX_OFFSET {
        return Err(TournamentError::Query(sentence!(
            "api-offset-range",
            limit = MAX_OFFSET.to_string()
        )));
    }
    let caller = crate::access::caller(&req);
    let (total, items) = crate::state::with_store(&state, move |s| {
        s.list_readable(limit, offset, caller.as_ref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(TournamentPage {
        total,
        limit,
        offset,
        items,
    }))
}

/// A tournament's summary and the verdict on each of its games.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 200, description = "The tournament and its games", body = TournamentDetail),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
pub async fn get(
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let id = path.into_inner();
    let key = id.clone();
    // One snapshot: the list has as many games as the summary says (issue 16, item 4).
    let found = crate::state::with_store(&state, move |s| s.tournament_with_files(&key)).await?;
    let (tournament, files, games) = found.ok_or_else(|| no_tournament(&id))?;
    Ok(HttpResponse::Ok().json(TournamentDetail {
        tournament,
        files,
        games,
    }))
}

/// The full report on one game, moves included (the schema of `POST /validate`'s reports).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/games/{n}",
    tag = "tournaments",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("n" = u32, Path, description = "1-based position of the game in the file"),
        GameQuery,
    ),
    responses(
        (status = 200, description = "The game's report", body = GameReportSchema),
        (status = 400, description = "An unknown `lang` (`invalid_query`)", body = ErrorBody),
        (status = 404, description = "No such tournament or game", body = ErrorBody),
    )
)]
pub async fn game(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    query: web::Query<GameQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let (id, n) = path.into_inner();
    let lang =
        crate::params::parse_lang(query.lang.as_deref(), &req).map_err(TournamentError::Query)?;
    let key = id.clone();
    // The stored verdict, with the tags read and the moves replayed from the game's bytes.
    let report = crate::state::with_store(&state, move |s| {
        s.game(&key, n)?.map(|game| game.report()).transpose()
    })
    .await?
    .ok_or_else(|| no_game(&id, n))?;
    Ok(HttpResponse::Ok().json(report.said(lang)))
}

/// One game as normalised PDN, the notation of captures decided by the rules.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/games/{n}/pdn",
    tag = "tournaments",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("n" = u32, Path, description = "1-based position of the game in the file"),
    ),
    responses(
        (status = 200, description = "Normalised PDN", content_type = "application/x-pdn", body = String),
        (status = 404, description = "No such tournament or game", body = ErrorBody),
    )
)]
pub async fn game_pdn(
    path: web::Path<(String, u32)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let (id, n) = path.into_inner();
    let key = id.clone();
    let pdn = crate::state::with_store(&state, move |s| {
        Ok(s.game(&key, n)?.map(|game| game.normalized_pdn()))
    })
    .await?
    .ok_or_else(|| no_game(&id, n))?;
    Ok(HttpResponse::Ok()
        .content_type("application/x-pdn; charset=utf-8")
        .body(pdn))
}

/// Deletes a tournament with its games.
#[utoipa::path(
    delete,
    path = "/api/v1/tournaments/{id}",
    tag = "tournaments",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 503, description = "Busy: another write kept the database for the whole wait (`busy`), or the database is gone (`storage_lost`)", body = ErrorBody),
    )
)]
pub async fn delete(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let by = crate::access::token_holder(&req)?.name;
    let id = path.into_inner();
    let key = id.clone();
    let by2 = by.clone();
    let deleted =
        crate::state::with_store(&state, move |s| s.delete_tournament(&key, &by2)).await?;
    if !deleted {
        return Err(no_tournament(&id));
    }
    tracing::info!(tournament = %crate::params::clip_id(&id), token_name = %by, "tournament deleted");
    Ok(HttpResponse::NoContent().finish())
}

/// Query parameters of `GET /tournaments/{id}/original`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OriginalQuery {
    /// Which file, by its `seq` (default 1, the first).
    pub file: Option<u32>,
}

/// A file of the tournament as it was uploaded, byte for byte (the first unless `file` says):
/// for a file sent as a `.zip` or `.gz`, the archive as sent (`application/zip`,
/// `application/gzip`).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/original",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id"), OriginalQuery),
    responses(
        (status = 200, description = "The uploaded bytes: the PDN file, or the `.zip` or `.gz` it was unpacked from, as sent", content_type = "application/x-pdn", body = String),
        (status = 404, description = "No such tournament or file", body = ErrorBody),
    )
)]
pub async fn original(
    path: web::Path<String>,
    query: web::Query<OriginalQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let id = path.into_inner();
    let key = id.clone();
    let seq = query.file.unwrap_or(1);
    let bytes = crate::state::with_store(&state, move |s| s.original_file(&key, seq))
        .await?
        .ok_or_else(|| {
            TournamentError::NotFound(sentence!(
                "api-no-file",
                id = crate::params::clip_id(&id),
                file = seq.to_string()
            ))
        })?;
    // The bytes as they came: an archive as sent, or PDN with no charset claimed (UTF-8 or
    // Windows-1252).
    let media = if bytes.starts_with(b"PK") {
        "application/zip"
    } else if bytes.starts_with(&[0x1f, 0x8b]) {
        "application/gzip"
    } else {
        "application/x-pdn"
    };
    Ok(HttpResponse::Ok().content_type(media).body(bytes))
}
