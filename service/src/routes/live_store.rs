//! A finished live round kept as a stored round (issue 30): `POST /live/{name}/store` stores
//! the round's last version, as the relay sent it, as a round file of a new tournament or of
//! one the caller may write to. It is refereed again as any upload is, so the stored verdicts
//! are `check`'s on that file, which the live reports equal.

use super::uploads::{LiveRoundFile, UploadError, store_live_round};
use crate::state::AppState;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;
use words::sentence;

/// Query parameters of `POST /live/{name}/store`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StoreQuery {
    /// Add the round to this stored tournament (one the token may write to, checked under the
    /// round's rules); default: a new tournament.
    pub tournament: Option<String>,
    /// A new tournament's name (default: the first game's Event tag, else the round's name).
    pub name: Option<String>,
    /// The round the file stands for (default: its games' Round tags, else its place).
    pub round: Option<u32>,
    /// Make a new tournament private (default `false`).
    pub private: Option<bool>,
    /// Store a round whose games have not all ended (default `false`: refused, 409
    /// `live_round_unfinished`).
    pub unfinished: Option<bool>,
}

/// Stores the live round's last version as a round of a tournament: a new one, or the one
/// `tournament=` names. Refused while a game has no result, unless `unfinished=true`.
#[utoipa::path(
    post,
    path = "/api/v1/live/{name}/store",
    tag = "live",
    params(("name" = String, Path, description = "The round's name"), StoreQuery),
    security(("bearer" = [])),
    responses(
        (status = 201, description = "Stored; `Location` points at the tournament", body = crate::routes::uploads::UploadResponse),
        (status = 200, description = "The same file was stored before: that tournament", body = crate::routes::uploads::UploadResponse),
        (status = 400, description = "A bad query parameter", body = crate::error::ErrorBody),
        (status = 401, description = "No token, or not a valid one", body = crate::error::ErrorBody),
        (status = 403, description = "A reader's token, or a tournament the token may not write to (`not_your_tournament`)", body = crate::error::ErrorBody),
        (status = 404, description = "No such live round, or no such tournament", body = crate::error::ErrorBody),
        (status = 409, description = "A game has no result yet (`live_round_unfinished`), or the tournament is checked under other rules than the round (`live_rules_differ`)", body = crate::error::ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = crate::error::ErrorBody),
        (status = 507, description = "The database has no room left", body = crate::error::ErrorBody),
    )
)]
pub async fn store(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<StoreQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, UploadError> {
    let name = name.into_inner();
    let query = query.into_inner();
    let round = state
        .live
        .get(&name)
        .ok_or_else(|| UploadError::NotFound(super::live::no_round_message(&name)))?;
    let (bytes, finished, options, games) = round.read(|r| {
        (
            r.bytes().to_vec(),
            r.finished(),
            r.options(),
            r.boards().count(),
        )
    });
    if games == 0 {
        return Err(UploadError::Conflict(
            "live_round_empty",
            sentence!("api-live-empty", name = crate::error::clip(&name)),
        ));
    }
    if !finished && !query.unfinished.unwrap_or(false) {
        return Err(UploadError::Conflict(
            "live_round_unfinished",
            sentence!("api-live-unfinished", name = crate::error::clip(&name)),
        ));
    }
    let (ruleset, strict) = crate::live::rules_of(&options);
    let file = LiveRoundFile {
        bytes,
        file_name: format!("{name}.pdn"),
        tournament: query.tournament,
        name: query.name,
        private: query.private.unwrap_or(false),
        round: query.round,
        ruleset,
        strict,
    };
    store_live_round(&req, &state, file).await
}
