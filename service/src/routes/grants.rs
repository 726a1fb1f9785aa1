//! Who may do what with a tournament (issue 14): its privacy (`PATCH /tournaments/{id}`),
//! grants by an admin to a token (`PUT`/`DELETE /tournaments/{id}/grants/{name}`), and what
//! the caller's own token may do (`GET /me`, for the web page).

use crate::access::{caller, token_holder};
use crate::auth::AuthError;
use crate::error::{ApiError, ErrorBody, route_error};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use store::{Granted, Role};
use utoipa::ToSchema;
use words::{Sentence, sentence};

/// What can go wrong changing who may do what.
#[derive(Debug, thiserror::Error)]
pub enum GrantError {
    /// No token or a wrong one.
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// No such tournament.
    #[error("{0}")]
    NotFound(Sentence),
    /// No token of that name.
    #[error("{0}")]
    UnknownToken(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&GrantError> for ApiError {
    fn from(error: &GrantError) -> ApiError {
        match error {
            GrantError::Auth(e) => e.into(),
            GrantError::NotFound(message) => ApiError::not_found(message.clone()),
            GrantError::UnknownToken(message) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_token",
                message.clone(),
            ),
            GrantError::Storage(e) => e.into(),
        }
    }
}
route_error!(GrantError);

/// A change to a tournament.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentChange {
    /// Private (read by admins, readers and the arbiters it belongs to) or public.
    pub private: bool,
}

/// A tournament's privacy, as it now stands.
#[derive(Debug, Serialize, ToSchema)]
pub struct Visibility {
    /// The tournament's id.
    pub id: String,
    /// Whether it is private.
    pub private: bool,
    /// Whether this request changed it.
    pub changed: bool,
}

/// Makes a tournament private or public.
#[utoipa::path(
    patch,
    path = "/api/v1/tournaments/{id}",
    tag = "tournaments",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id")),
    request_body(content = TournamentChange, content_type = "application/json"),
    responses(
        (status = 200, description = "Its privacy as it now stands", body = Visibility),
        (status = 400, description = "A body that is not a change (`invalid_body`)", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
pub async fn change(
    req: HttpRequest,
    path: web::Path<String>,
    body: web::Json<TournamentChange>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GrantError> {
    let by = token_holder(&req)?.name;
    let id = path.into_inner();
    let private = body.private;
    let key = id.clone();
    let changed = crate::state::with_store(&state, move |s| s.set_private(&key, private, &by))
        .await?
        .ok_or_else(|| GrantError::NotFound(crate::params::no_tournament_message(&id)))?;
    Ok(HttpResponse::Ok().json(Visibility {
        id,
        private,
        changed,
    }))
}

/// A grant as it now stands.
#[derive(Debug, Serialize, ToSchema)]
pub struct GrantAnswer {
    /// The tournament's id.
    pub tournament: String,
    /// The token's name.
    pub token: String,
    /// Whether the token holds the tournament now.
    pub granted: bool,
    /// Whether this request changed it.
    pub changed: bool,
}

/// Gives a token a tournament as if it had created it: an arbiter may then upload to it, rule
/// on it and delete it; a private one is read by it.
#[utoipa::path(
    put,
    path = "/api/v1/tournaments/{id}/grants/{name}",
    tag = "tournaments",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("name" = String, Path, description = "The token's name"),
    ),
    responses(
        (status = 200, description = "Granted (or granted before)", body = GrantAnswer),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 422, description = "No token has that name (`unknown_token`)", body = ErrorBody),
    )
)]
pub async fn grant(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GrantError> {
    let by = token_holder(&req)?.name;
    let (id, name) = path.into_inner();
    let (key, token) = (id.clone(), name.clone());
    let outcome = crate::state::with_store(&state, move |s| s.grant(&key, &token, &by)).await?;
    let changed = match outcome {
        Granted::Granted => true,
        Granted::Already => false,
        Granted::NoToken => {
            return Err(GrantError::UnknownToken(sentence!(
                "api-no-token",
                name = crate::error::clip(&name)
            )));
        }
        Granted::NoTournament => {
            return Err(GrantError::NotFound(crate::params::no_tournament_message(
                &id,
            )));
        }
    };
    Ok(HttpResponse::Ok().json(GrantAnswer {
        tournament: id,
        token: name,
        granted: true,
        changed,
    }))
}

/// Takes a grant back.
#[utoipa::path(
    delete,
    path = "/api/v1/tournaments/{id}/grants/{name}",
    tag = "tournaments",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("name" = String, Path, description = "The token's name"),
    ),
    responses(
        (status = 200, description = "Taken back (or there was none)", body = GrantAnswer),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
pub async fn revoke(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GrantError> {
    let by = token_holder(&req)?.name;
    let (id, name) = path.into_inner();
    let (key, token) = (id.clone(), name.clone());
    let changed = crate::state::with_store(&state, move |s| s.revoke_grant(&key, &token, &by))
        .await?
        .ok_or_else(|| GrantError::NotFound(crate::params::no_tournament_message(&id)))?;
    Ok(HttpResponse::Ok().json(GrantAnswer {
        tournament: id,
        token: name,
        granted: false,
        changed,
    }))
}

/// What the caller's token may do.
#[derive(Debug, Serialize, ToSchema)]
pub struct Me {
    /// The token's name (`null`: no token).
    pub name: Option<String>,
    /// Its role (`null`: no token).
    pub role: Option<Role>,
    /// Whether it may create tournaments.
    pub may_create: bool,
    /// Whether it may write to tournaments it did not create and was not granted.
    pub may_write_any: bool,
    /// Whether it reads private tournaments it did not create and was not granted.
    pub reads_private: bool,
    /// Whether it reads the service's audit trail.
    pub reads_audit: bool,
    /// What it may do with the tournament asked about (`?tournament=ID`; `null` when none was
    /// asked about, or there is no such tournament).
    pub tournament: Option<TournamentRights>,
}

/// What a token may do with one tournament, grants included.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentRights {
    /// The tournament's id.
    pub id: String,
    /// Whether it reads it.
    pub may_read: bool,
    /// Whether it uploads to it, rules on it and deletes it (it created it or was granted it,
    /// or is an admin's).
    pub may_write: bool,
}

/// Query parameters of `GET /me`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
pub struct MeQuery {
    /// A tournament's id: say what the token may do with it too.
    pub tournament: Option<String>,
}

/// What the caller's token may do (no token: what anyone may), with a tournament when one is
/// named, for the web page.
#[utoipa::path(
    get,
    path = "/api/v1/me",
    tag = "service",
    params(MeQuery),
    responses(
        (status = 200, description = "What the token may do", body = Me),
        (status = 401, description = "A token that is none of ours (`invalid_token`) or was revoked (`revoked_token`)", body = ErrorBody),
    )
)]
pub async fn me(
    req: HttpRequest,
    query: web::Query<MeQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GrantError> {
    let holder = caller(&req);
    let role = holder.as_ref().map(|c| c.role);
    let tournament = match query.into_inner().tournament {
        Some(id) => {
            let key = id.clone();
            let access = crate::state::with_store(&state, move |s| s.access(&key)).await?;
            access.map(|access| TournamentRights {
                may_read: access.may_read(holder.as_ref()),
                may_write: holder.as_ref().is_some_and(|c| access.may_write(c)),
                id,
            })
        }
        None => None,
    };
    Ok(HttpResponse::Ok().json(Me {
        name: holder.map(|c| c.name),
        role,
        may_create: matches!(role, Some(Role::Admin | Role::Arbiter)),
        may_write_any: role == Some(Role::Admin),
        reads_private: matches!(role, Some(Role::Admin | Role::Reader)),
        reads_audit: role == Some(Role::Admin),
        tournament,
    }))
}
