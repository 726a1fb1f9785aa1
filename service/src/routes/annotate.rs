//! `POST /annotate`: a PDN file back with each finding's sentence as a comment at its move
//! ([`batch::annotate`]), as `draughts-arbiter annotate` writes it; nothing is stored. The body,
//! the turns and what can go wrong are those of `POST /validate`; the files of a form are
//! written one after the other.

use crate::check_error::CheckError;
use crate::checking::{CheckOptions, InputError, Stopped, Watchdog};
use crate::error::{ErrorBody, Internal};
use crate::form_check::{AskedRules, admit, screen_form};
use crate::schemas::UploadForm;
use crate::state::AppState;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::Severity;
use batch::annotate::annotate_game;
use serde::Deserialize;
use utoipa::IntoParams;
use words::findings::parse_severity;
use words::sentence;

/// Query parameters of `POST /annotate`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnnotateQuery {
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`: read real files liberally).
    pub strict: Option<bool>,
    /// Comment only on findings of this severity or above: `error`, `warning` or `info` (default).
    #[param(value_type = Option<String>)]
    pub min_severity: Option<String>,
    /// The language of the comments: `en`, `fr`, `nl` or `ru` (default: the request's
    /// `Accept-Language`, else English).
    pub lang: Option<String>,
}

/// Every game of `bytes` (screened) annotated onto `out`, one blank line between games; the
/// watchdog stops it (a client gone, the work deadline).
fn annotate_all(
    bytes: &[u8],
    options: &CheckOptions,
    min: Severity,
    watchdog: &dyn Watchdog,
    out: &mut String,
) -> Result<(), Stopped> {
    let referee = options.referee();
    let mut reader = pdn::Reader::with_options(bytes, options.read());
    while let Ok(Some(game)) = reader.next_game() {
        watchdog.keep_going()?;
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(annotate_game(&game, min, &referee, options.lang).trim_end());
        out.push('\n');
    }
    Ok(())
}

/// Referees a PDN file and answers it as PDN with each finding as a comment at its move; nothing
/// is stored.
#[utoipa::path(
    post,
    path = "/api/v1/annotate",
    tag = "validate",
    params(AnnotateQuery),
    request_body(
        description = "The PDN file: raw bytes (UTF-8 or Windows-1252), a .zip or .gz of PDN files, or a multipart form with a `file` field",
        content(
            // The raw PDN types are added from `ACCEPTED_TYPES` (openapi.rs, `PdnBodies`).
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 200, description = "The games as normalised PDN, each finding a `{arbiter: ...}` comment at its move", content_type = "application/x-pdn", body = String),
        (status = 400, description = "A bad query parameter or a malformed body", body = ErrorBody),
        (status = 408, description = "The body arrived too slowly (`body_too_slow`)", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "The body is not PDN (binary, or no game in it), or an archive that cannot be read", body = ErrorBody),
        (status = 429, description = "This address already has its share of validations in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Busy: every refereeing turn, or the memory for bodies, stayed taken for the queue timeout (`Retry-After`)", body = ErrorBody),
    )
)]
pub async fn annotate(
    req: HttpRequest,
    query: web::Query<AnnotateQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, CheckError> {
    let options = AskedRules {
        ruleset: query.ruleset.as_deref(),
        strict: query.strict,
        lang: query.lang.as_deref(),
        include_moves: false,
    }
    .options(&req, &state)?;
    let min = query
        .min_severity
        .as_deref()
        .map_or(Ok(Severity::Info), parse_severity)
        .map_err(|_| {
            CheckError::Query(sentence!(
                "api-unknown-severity",
                value = crate::error::clip(query.min_severity.as_deref().unwrap_or_default())
            ))
        })?;
    let (share, form) = admit(&req, payload, &state).await?;
    let turn = state.turns.referee().await?;
    let watch = turn.watch();
    let pdn = web::block(move || -> Result<String, CheckError> {
        screen_form(&form, &options, &turn)?;
        let mut out = String::new();
        for file in &form.files {
            annotate_all(&file.bytes, &options, min, &turn, &mut out)
                .map_err(|stopped| CheckError::Input(InputError::Stopped(stopped)))?;
        }
        Ok(out)
    })
    .await
    .map_err(|e| Internal::new("annotating a file", e))??;
    drop(watch);
    drop(share);
    Ok(HttpResponse::Ok()
        .content_type("application/x-pdn; charset=utf-8")
        .body(pdn))
}
