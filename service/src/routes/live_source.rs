//! A live round pulled rather than pushed (issue 30): `PUT /live/{name}/source` names the
//! round's feed, a file of the live directory or a URL of an allowed host, and how often it is
//! read; `DELETE /live/{name}/source` stops reading it (the round stays). The feed's health is
//! in the round's state (`GET /live/{name}`, `source`).

use super::live::PutQuery;
use crate::check_error::CheckError;
use crate::error::{ApiError, ErrorBody};
use crate::form_check::AskedRules;
use crate::live_source::{self, SourceError};
use crate::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;
use words::sentence;

/// Where a live round is pulled from: `file` or `url`, not both.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SourceBody {
    /// A file of the server's live directory (`serve --live-dir`), by its path in it
    /// (`games.pdn`, `round-3/games.pdn`).
    pub file: Option<String>,
    /// An `http://` URL on a host the server pulls from (`serve --live-hosts`).
    pub url: Option<String>,
    /// Seconds between two reads, 0.2 to 600 (default 2).
    pub interval: Option<f64>,
}

fn refused(error: &SourceError) -> ApiError {
    let (status, code) = match error {
        SourceError::NoneGiven | SourceError::Interval | SourceError::BadUrl(_) => {
            (StatusCode::BAD_REQUEST, "bad_live_source")
        }
        SourceError::NoDir | SourceError::Outside(_) | SourceError::Host(_) => {
            (StatusCode::FORBIDDEN, "live_source_not_allowed")
        }
    };
    ApiError::new(status, code, error.sentence())
}

/// Pulls the round from a feed: read at once, then every `interval` seconds, each new version
/// read as a `PUT` of it would be. The round is made if it is new (under the rules asked).
#[utoipa::path(
    put,
    path = "/api/v1/live/{name}/source",
    tag = "live",
    params(("name" = String, Path, description = "The round's name: 1 to 64 letters, digits, `-`, `_`, `.`"), PutQuery),
    request_body(content = SourceBody, content_type = "application/json"),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Pulled from now on: the source's state", body = Object),
        (status = 400, description = "No source, both, a URL that is not http://, an interval out of bounds (`bad_live_source`), or a bad name", body = ErrorBody),
        (status = 401, description = "No token, or not a valid one", body = ErrorBody),
        (status = 403, description = "A reader's token, or a place the server does not pull from (`live_source_not_allowed`)", body = ErrorBody),
        (status = 503, description = "As many live rounds as the service holds (`live_rounds_full`)", body = ErrorBody),
    )
)]
pub async fn put(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<PutQuery>,
    body: web::Json<SourceBody>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let options = AskedRules {
        ruleset: query.ruleset.as_deref(),
        strict: query.strict,
        lang: None,
        include_moves: false,
    }
    .options(&req, &state)
    .map_err(|e: CheckError| ApiError::from(&e))?;
    let body = body.into_inner();
    let interval = live_source::interval(body.interval).map_err(|e| refused(&e))?;
    let request = live_source::SourceRequest {
        file: body.file,
        url: body.url,
        interval: body.interval,
    };
    let allowed = state.live_sources.allowed.clone();
    let (file, url) = (request.file.clone(), request.url.clone());
    // Resolving a path touches the file system: on the blocking pool.
    let location = web::block(move || allowed.locate(file.as_deref(), url.as_deref()))
        .await
        .map_err(|e| ApiError::internal(&e))?
        .map_err(|e| refused(&e))?;
    let name = name.into_inner();
    let (round, _) = state
        .live
        .get_or_make(&name, crate::live::round_options(&options))
        .map_err(|e| super::live::live_error(&e))?;
    let source = crate::live_poll::start(
        state.clone(),
        &name,
        round.clone(),
        request,
        location,
        interval,
        options,
    );
    crate::live_kept::keep(&state, &name, &round).await;
    let lang = crate::error::asked_lang(&req);
    Ok(HttpResponse::Ok().json(source.state(lang)))
}

/// Stops pulling the round (it stays followed, and may be pushed or pulled again).
#[utoipa::path(
    delete,
    path = "/api/v1/live/{name}/source",
    tag = "live",
    params(("name" = String, Path, description = "The round's name")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "No longer pulled"),
        (status = 401, description = "No token, or not a valid one", body = ErrorBody),
        (status = 403, description = "A reader's token", body = ErrorBody),
        (status = 404, description = "The round is not pulled", body = ErrorBody),
    )
)]
pub async fn delete(
    name: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    if state.live_sources.stop(&name) {
        if let Some(round) = state.live.get(&name) {
            crate::live_kept::keep(&state, &name, &round).await;
        }
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::not_found(sentence!(
            "api-live-no-source",
            name = crate::error::clip(&name)
        )))
    }
}
