//! The audit trail (issue 14): every write to a tournament at
//! `GET /tournaments/{id}/audit`, every write to the service at `GET /audit` (admins).

use crate::auth::AuthError;
use crate::error::{ApiError, ErrorBody, route_error};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use store::AuditPage;
use utoipa::IntoParams;
use words::{Sentence, sentence};

/// Default entries per page.
const DEFAULT_LIMIT: u32 = 100;
/// Most entries per page.
const MAX_LIMIT: u32 = 1000;

/// Query parameters of the audit trail.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Entries per page (1 to 1000, default 100).
    pub limit: Option<u32>,
    /// Entries skipped (default 0).
    pub offset: Option<u64>,
}

/// What can go wrong reading the audit trail.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// No token or a wrong one.
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// A bad `limit`.
    #[error("{0}")]
    Query(Sentence),
    /// No such tournament (and never was one: a deleted tournament keeps its trail).
    #[error("{0}")]
    NotFound(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&AuditError> for ApiError {
    fn from(error: &AuditError) -> ApiError {
        match error {
            AuditError::Auth(e) => e.into(),
            AuditError::Query(message) => ApiError::invalid_query(message.clone()),
            AuditError::NotFound(message) => ApiError::not_found(message.clone()),
            AuditError::Storage(e) => e.into(),
        }
    }
}
route_error!(AuditError);

fn page(query: &AuditQuery) -> Result<(u32, u64), AuditError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(AuditError::Query(sentence!(
            "api-limit-range",
            limit = MAX_LIMIT
        )));
    }
    Ok((limit, query.offset.unwrap_or(0)))
}

/// Every write to a tournament, oldest first: uploads, added files, rulings, decisions and
/// their withdrawals, privacy, grants, the deletion. A deleted tournament's trail stays, read
/// by admins.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/audit",
    tag = "audit",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id"), AuditQuery),
    responses(
        (status = 200, description = "A page of the tournament's audit trail", body = AuditPage),
        (status = 400, description = "A bad `limit`", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No tournament of that id was ever written to (or, to all but admins, it was deleted)", body = ErrorBody),
    )
)]
pub async fn tournament(
    req: actix_web::HttpRequest,
    path: web::Path<String>,
    query: web::Query<AuditQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AuditError> {
    let (limit, offset) = page(&query)?;
    let admin = crate::access::token_holder(&req)?.role == store::Role::Admin;
    let id = path.into_inner();
    let key = id.clone();
    let found = crate::state::with_store(&state, move |s| {
        // A deleted tournament's trail is no longer guarded by its privacy: admins only.
        if !admin && s.access(&key)?.is_none() {
            return Ok(None);
        }
        s.audit(Some(&key), limit, offset).map(Some)
    })
    .await?
    .unwrap_or(AuditPage {
        total: 0,
        limit,
        offset,
        items: Vec::new(),
    });
    if found.total == 0 {
        return Err(AuditError::NotFound(crate::params::no_tournament_message(
            &id,
        )));
    }
    Ok(HttpResponse::Ok().json(found))
}

/// Every write to the service, oldest first: the tournaments' and the tokens' (created,
/// revoked).
#[utoipa::path(
    get,
    path = "/api/v1/audit",
    tag = "audit",
    security(("bearer" = [])),
    params(AuditQuery),
    responses(
        (status = 200, description = "A page of the service's audit trail", body = AuditPage),
        (status = 400, description = "A bad `limit`", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
    )
)]
pub async fn service(
    query: web::Query<AuditQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AuditError> {
    let (limit, offset) = page(&query)?;
    let found = crate::state::with_store(&state, move |s| s.audit(None, limit, offset)).await?;
    Ok(HttpResponse::Ok().json(found))
}
