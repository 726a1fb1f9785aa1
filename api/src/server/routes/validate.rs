//! `POST /validate`: referee a PDN file and answer the reports; nothing is stored.

use crate::server::body::{BodyError, read_pdn_body};
use crate::server::checking::{CheckOptions, InputError, Summary, check_all, check_each, screen};
use crate::server::error::{ApiError, ErrorBody, route_error};
use crate::server::openapi::{GameReportSchema, UploadForm};
use crate::server::startup::{AppState, Busy};
use actix_web::http::header::ACCEPT;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::GameReport;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use utoipa::{IntoParams, ToSchema};

/// The media type of the streamed form: one JSON report per line.
pub const NDJSON: &str = "application/x-ndjson";

/// Query parameters of `POST /validate`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ValidateQuery {
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`: read real files liberally).
    pub strict: Option<bool>,
    /// Include the moves as carried out in each report (default `false`).
    pub moves: Option<bool>,
}

/// The reports on every game of a file.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateDocument {
    /// Version of the report schema.
    pub schema_version: u32,
    /// The draw rules applied.
    pub ruleset: String,
    /// Whether the PDN 3.0 grammar was enforced.
    pub strict: bool,
    /// Games per verdict.
    pub summary: Summary,
    /// One report per game, in file order.
    #[schema(value_type = Vec<GameReportSchema>)]
    pub games: Vec<GameReport>,
}

/// What can go wrong in `POST /validate`.
#[derive(Debug, thiserror::Error)]
pub enum ValidateError {
    /// A bad query parameter.
    #[error("{0}")]
    Query(String),
    /// The body could not be read.
    #[error(transparent)]
    Body(#[from] BodyError),
    /// The body is not PDN we check.
    #[error(transparent)]
    Input(#[from] InputError),
    /// Every refereeing slot stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// Something on our side.
    #[error("{0}")]
    Internal(String),
}

impl From<&ValidateError> for ApiError {
    fn from(error: &ValidateError) -> ApiError {
        match error {
            ValidateError::Query(message) => ApiError::invalid_query(message),
            ValidateError::Busy(e) => e.into(),
            ValidateError::Body(e) => e.into(),
            ValidateError::Input(e) => e.into(),
            ValidateError::Internal(cause) => ApiError::internal(cause),
        }
    }
}
route_error!(ValidateError);

/// Referees a PDN file and returns one report per game; nothing is stored.
///
/// With `Accept: application/x-ndjson` the reports are streamed, one JSON report per line, each
/// as soon as it is ready.
#[utoipa::path(
    post,
    path = "/api/v1/validate",
    tag = "validate",
    params(ValidateQuery),
    request_body(
        description = "The PDN file: raw bytes (UTF-8 or Windows-1252), or a multipart form with a `file` field",
        content(
            (String = "text/plain"),
            (String = "application/x-pdn"),
            (String = "application/octet-stream"),
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 200, description = "One report per game; with `Accept: application/x-ndjson`, one report per line",
            content((ValidateDocument = "application/json"), (GameReportSchema = "application/x-ndjson"))),
        (status = 400, description = "A bad query parameter or a malformed body", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "The body is not PDN (binary, or no game in it)", body = ErrorBody),
        (status = 503, description = "Busy: every refereeing slot stayed taken for the queue timeout (`Retry-After`)", body = ErrorBody),
    )
)]
pub async fn validate(
    req: HttpRequest,
    query: web::Query<ValidateQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ValidateError> {
    let ruleset = super::parse_ruleset(query.ruleset.as_deref()).map_err(ValidateError::Query)?;
    let options = CheckOptions {
        ruleset,
        strict: query.strict.unwrap_or(false),
        include_moves: query.moves.unwrap_or(false),
        max_games: state.max_games,
    };
    // A slot before the body: a flood of large bodies waits here unread instead of in memory.
    let slot = state.referee_slot().await?;
    let body = read_pdn_body(&req, payload, state.max_body).await?;
    let bytes = body.bytes;
    let streaming = req
        .headers()
        .get(ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(NDJSON));

    if streaming {
        // Screened first (reading only, quick next to refereeing): a refused file gets its
        // status before a streamed answer has committed to 200.
        let bytes = web::block(move || screen(&bytes, &options).map(|_| bytes))
            .await
            .map_err(|e| ValidateError::Internal(e.to_string()))??;
        return Ok(stream_reports(bytes, options, slot));
    }
    // Serialised on the blocking pool too: a large document would hold up the async worker.
    let json = web::block(move || {
        let games = check_all(&bytes, &options)?;
        let document = ValidateDocument {
            schema_version: arbiter::SCHEMA_VERSION,
            ruleset: options.ruleset.name().to_string(),
            strict: options.strict,
            summary: Summary::of(&games),
            games,
        };
        serde_json::to_vec(&document).map_err(|e| ValidateError::Internal(e.to_string()))
    })
    .await
    .map_err(|e| ValidateError::Internal(e.to_string()))??;
    drop(slot);
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(json))
}

/// Streams one report per line from a blocking thread; a bounded channel holds the referee back
/// when the client reads slowly, and a client that hangs up stops it. The refereeing slot goes
/// with the thread and is given back when it ends.
fn stream_reports(
    bytes: Vec<u8>,
    options: CheckOptions,
    slot: tokio::sync::OwnedSemaphorePermit,
) -> HttpResponse {
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    actix_web::rt::task::spawn_blocking(move || {
        let _slot = slot;
        check_each(&bytes, &options, |report| {
            let mut line = match serde_json::to_vec(&report) {
                Ok(line) => line,
                Err(error) => {
                    tracing::error!(%error, "cannot serialise a report");
                    return false;
                }
            };
            line.push(b'\n');
            tx.blocking_send(Bytes::from(line)).is_ok()
        });
    });
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|line| (Ok::<_, Infallible>(line), rx))
    });
    HttpResponse::Ok().content_type(NDJSON).streaming(stream)
}
