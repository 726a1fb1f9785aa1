//! Tournaments: upload (token), list, read, per-game report and normalised PDN, delete (token).

use crate::server::auth::{AuthError, require_token};
use crate::server::body::{BodyError, read_pdn_body, unpacked};
use crate::server::checking::{CheckOptions, InputError, PrepareError, prepare_each};
use crate::server::error::{ApiError, ErrorBody, route_error};
use crate::server::openapi::{GameReportSchema, UploadForm};
use crate::server::startup::{AppState, Busy};
use crate::server::storage::StorageError;
use crate::store::{
    Begun, GameSummary, StoreError, Stored, TournamentHeader, TournamentSummary, sha256_hex,
};
use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Longest tournament name kept, in characters.
const MAX_NAME: usize = 200;
/// Default and largest page size of the list.
const DEFAULT_LIMIT: u32 = 50;
const MAX_LIMIT: u32 = 500;
/// Largest offset of the list: the database counts rows in signed 64 bits.
const MAX_OFFSET: u64 = i64::MAX as u64;

/// Query parameters of `POST /tournaments`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// The tournament's name (a multipart `name` field wins; else the first game's Event tag;
    /// else the file name; else `untitled`).
    pub name: Option<String>,
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`).
    pub strict: Option<bool>,
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

/// The answer to an upload.
#[derive(Debug, Serialize, ToSchema)]
pub struct UploadResponse {
    /// The tournament's id.
    pub id: String,
    /// `false` when the same bytes had been uploaded before (nothing new was stored).
    pub created: bool,
    /// Its summary.
    pub tournament: TournamentSummary,
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

/// A tournament with its games.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentDetail {
    /// The summary.
    pub tournament: TournamentSummary,
    /// Every game with its verdict, in file order.
    pub games: Vec<GameSummary>,
}

/// What can go wrong in `POST /tournaments`.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    /// No token or a wrong one.
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// A bad query parameter.
    #[error("{0}")]
    Query(String),
    /// The body could not be read.
    #[error(transparent)]
    Body(#[from] BodyError),
    /// The body is not PDN we check.
    #[error(transparent)]
    Input(#[from] InputError),
    /// Every refereeing turn, the memory for bodies, or the turn to write stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// A form with more than one file.
    #[error(
        "a tournament upload takes one file and this form has {files}; upload each file on its \
         own (rounds of one tournament are not stored together yet)"
    )]
    SeveralFiles {
        /// How many files the form has.
        files: usize,
    },
    /// The database could not store it.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// Something on our side.
    #[error("{0}")]
    Internal(String),
}

impl From<&UploadError> for ApiError {
    fn from(error: &UploadError) -> ApiError {
        match error {
            UploadError::Busy(e) => e.into(),
            UploadError::Storage(e) => e.into(),
            UploadError::SeveralFiles { files } => ApiError::new(
                actix_web::http::StatusCode::BAD_REQUEST,
                "several_files",
                error.to_string(),
            )
            .with_details(serde_json::json!({ "files": files })),
            UploadError::Auth(e) => e.into(),
            UploadError::Query(message) => ApiError::invalid_query(message),
            UploadError::Body(e) => e.into(),
            UploadError::Input(e) => e.into(),
            UploadError::Internal(cause) => ApiError::internal(cause),
        }
    }
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
    NotFound(String),
    /// A bad query parameter.
    #[error("{0}")]
    Query(String),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// Something on our side.
    #[error("{0}")]
    Internal(String),
}

impl From<&TournamentError> for ApiError {
    fn from(error: &TournamentError) -> ApiError {
        match error {
            TournamentError::Auth(e) => e.into(),
            TournamentError::Busy(e) => e.into(),
            TournamentError::Storage(e) => e.into(),
            TournamentError::NotFound(message) => ApiError::not_found(message),
            TournamentError::Query(message) => ApiError::invalid_query(message),
            TournamentError::Internal(cause) => ApiError::internal(cause),
        }
    }
}
route_error!(UploadError, TournamentError);

impl From<StoreError> for UploadError {
    fn from(error: StoreError) -> UploadError {
        UploadError::Storage(StorageError::Store(error))
    }
}

impl From<PrepareError> for UploadError {
    fn from(error: PrepareError) -> UploadError {
        match error {
            PrepareError::Input(e) => UploadError::Input(e),
            PrepareError::Json(e) => UploadError::Internal(e.to_string()),
        }
    }
}

fn no_tournament(id: &str) -> TournamentError {
    TournamentError::NotFound(format!("no tournament `{}`", clip(id)))
}

fn no_game(id: &str, n: u32) -> TournamentError {
    TournamentError::NotFound(format!("tournament `{}` has no game {n}", clip(id)))
}

/// An id as echoed in messages: never more than a few dozen characters of what the client sent.
fn clip(id: &str) -> String {
    id.chars().take(40).collect()
}

/// The first game's Event tag, unless it says nothing (`?`, `-`, empty).
fn event_name(bytes: &[u8], options: &CheckOptions) -> Option<String> {
    let mut reader = pdn::Reader::with_options(bytes, options.read());
    let game = reader.next_game().ok()??;
    let event = game.tag("Event")?.trim();
    (!event.is_empty() && event != "?" && event != "-").then(|| event.to_string())
}

/// Uploads a tournament file: every game is refereed and the file, the reports and the
/// normalised PDN are stored in one transaction. The same bytes uploaded again give the same
/// tournament (its id is the start of their SHA-256): 200 with `created: false`.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments",
    tag = "tournaments",
    params(UploadQuery),
    security(("bearer" = [])),
    request_body(
        description = "The PDN file: raw bytes, or a multipart form with `file` and an optional `name`",
        content(
            (String = "text/plain"),
            (String = "application/x-pdn"),
            (String = "application/x-draughts-pdn"),
            (String = "application/octet-stream"),
            (String = "application/zip"),
            (String = "application/gzip"),
            (String = "application/x-gzip"),
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 201, description = "Stored; `Location` points at it", body = UploadResponse),
        (status = 200, description = "The same bytes were stored before: that tournament", body = UploadResponse),
        (status = 400, description = "A bad query parameter, a malformed body, or a form with several files (`several_files`)", body = ErrorBody),
        (status = 401, description = "No bearer token, or a wrong one", body = ErrorBody),
        (status = 408, description = "The body arrived too slowly (`body_too_slow`)", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "The body is not PDN", body = ErrorBody),
        (status = 503, description = "Busy: every refereeing turn or the memory for bodies stayed taken for the queue timeout, or another write held the database (`busy`, `Retry-After`); or the database is gone (`storage_lost`)", body = ErrorBody),
        (status = 507, description = "The database has no room left (`storage_full`): nothing was stored", body = ErrorBody),
    )
)]
pub async fn upload(
    req: HttpRequest,
    query: web::Query<UploadQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, UploadError> {
    // The token first: an anonymous client gets 401 before its body is read.
    let uploaded_by = require_token(&req, state.store.clone()).await?;
    let ruleset = super::parse_ruleset(query.ruleset.as_deref()).map_err(UploadError::Query)?;
    let options = CheckOptions {
        ruleset,
        strict: query.strict.unwrap_or(false),
        include_moves: true,
        max_games: state.max_games,
        // What is stored is said in English; a reader's language applies when it is read.
        lang: arbiter::Lang::En,
    };
    // Read without a turn: a slow body holds only the memory of what it has sent.
    let form = read_pdn_body(&req, payload, &state.bodies).await?;
    let form = unpacked(form, &state.bodies).await?;
    // One file, one tournament: rounds of one tournament stored together come with issue 13.
    if form.files.len() > 1 {
        return Err(UploadError::SeveralFiles {
            files: form.files.len(),
        });
    }
    let file = &form.files[0];
    let name: String = form
        .name
        .clone()
        .filter(|n| !n.is_empty())
        .or_else(|| query.name.clone().filter(|n| !n.trim().is_empty()))
        .or_else(|| event_name(&file.bytes, &options))
        .or_else(|| file.file_name.clone())
        .unwrap_or_else(|| "untitled".to_string())
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect();
    let sha256 = sha256_hex(&file.bytes);
    let span = tracing::info_span!("Storing an uploaded tournament", tournament = %&sha256[..16], bytes = file.bytes.len());
    // A turn once the body is in: held by the work until the upload is stored or refused.
    let turn = state.turns.referee().await?;
    // Dropped with this future (the client went away): the work stops and nothing is stored.
    let watch = turn.watch();
    // No turn to write here: the database decides between writers (SQLite's write lock,
    // PostgreSQL's unique constraints), so replicas need no lock of their own.
    let store = state.store.clone();
    let header = TournamentHeader {
        file_name: file.file_name.clone(),
        name,
        uploaded_by,
        ruleset: options.ruleset.name().to_string(),
        strict: options.strict,
        max_game_bytes: crate::server::SERVER_MAX_GAME_BYTES,
    };
    let outcome = web::block(move || -> Result<(TournamentSummary, bool), UploadError> {
        let _guard = span.enter();
        let bytes = &form.files[0].bytes;
        // Same bytes as a stored tournament: answer it without refereeing again.
        let mut writer = match store.begin_tournament(&header, Some(&sha256))? {
            Begun::Exists(existing) => return Ok((existing, false)),
            Begun::Writing(writer) => writer,
        };
        writer.original(bytes)?;
        // A refused or stopped file returns early: the writer is dropped and nothing of it stays.
        let games = prepare_each(bytes, &options, &turn, |game| {
            writer.add(&game).map_err(UploadError::from)
        })?;
        tracing::info!(games, "refereed");
        Ok(match writer.commit()? {
            Stored::Created(summary) => (summary, true),
            Stored::Exists(summary) => (summary, false),
        })
    })
    .await
    .map_err(|e| UploadError::Internal(e.to_string()))??;
    drop(watch);
    let (tournament, created) = outcome;
    let response = UploadResponse {
        id: tournament.id.clone(),
        created,
        tournament,
    };
    if created {
        Ok(HttpResponse::Created()
            .insert_header((LOCATION, format!("/api/v1/tournaments/{}", response.id)))
            .json(response))
    } else {
        Ok(HttpResponse::Ok().json(response))
    }
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
    query: web::Query<ListQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(TournamentError::Query(format!(
            "limit must be between 1 and {MAX_LIMIT}"
        )));
    }
    let offset = query.offset.unwrap_or(0);
    if offset > MAX_OFFSET {
        return Err(TournamentError::Query(format!(
            "offset must be between 0 and {MAX_OFFSET}"
        )));
    }
    let (total, items) =
        super::with_store(&state, move |s| s.list_tournaments(limit, offset)).await?;
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
    let found = super::with_store(&state, move |s| s.tournament_detail(&key)).await?;
    let (tournament, games) = found.ok_or_else(|| no_tournament(&id))?;
    Ok(HttpResponse::Ok().json(TournamentDetail { tournament, games }))
}

/// The full report on one game, moves included (the schema of `POST /validate`'s reports).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/games/{n}",
    tag = "tournaments",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("n" = u32, Path, description = "1-based position of the game in the file"),
    ),
    responses(
        (status = 200, description = "The game's report", body = GameReportSchema),
        (status = 404, description = "No such tournament or game", body = ErrorBody),
    )
)]
pub async fn game(
    path: web::Path<(String, u32)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let (id, n) = path.into_inner();
    let key = id.clone();
    // The stored verdict, with the tags read and the moves replayed from the game's bytes.
    let report = super::with_store(&state, move |s| {
        s.game(&key, n)?.map(|game| game.report()).transpose()
    })
    .await?
    .ok_or_else(|| no_game(&id, n))?;
    Ok(HttpResponse::Ok().json(report))
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
    let pdn = super::with_store(&state, move |s| {
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
        (status = 401, description = "No bearer token, or a wrong one", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 503, description = "Busy: another write kept the database for the whole wait (`busy`), or the database is gone (`storage_lost`)", body = ErrorBody),
    )
)]
pub async fn delete(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let by = require_token(&req, state.store.clone()).await?;
    let id = path.into_inner();
    let key = id.clone();
    let deleted = super::with_store(&state, move |s| s.delete_tournament(&key)).await?;
    if !deleted {
        return Err(no_tournament(&id));
    }
    tracing::info!(tournament = %clip(&id), token_name = %by, "tournament deleted");
    Ok(HttpResponse::NoContent().finish())
}

/// The tournament's file as it was uploaded, byte for byte.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/original",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 200, description = "The uploaded bytes", content_type = "application/x-pdn", body = String),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
pub async fn original(
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let id = path.into_inner();
    let key = id.clone();
    let bytes = super::with_store(&state, move |s| s.original(&key))
        .await?
        .ok_or_else(|| no_tournament(&id))?;
    // The bytes as they came: no charset is claimed (UTF-8 or Windows-1252).
    Ok(HttpResponse::Ok()
        .content_type("application/x-pdn")
        .body(bytes))
}
