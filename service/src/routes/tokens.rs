//! The service's tokens, for an admin (issue 14): `GET /tokens` lists them (names, roles, when
//! made; never a secret), `POST /tokens` makes one and shows its secret once, `DELETE
//! /tokens/{name}` revokes one. The same as `draughts-arbiter token create|list|revoke`, and
//! each write is in the audit trail under the admin's token name.

use crate::access::token_holder;
use crate::auth::AuthError;
use crate::error::{ApiError, ErrorBody, clip, route_error};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use store::{Role, StoreError, TokenInfo};
use utoipa::ToSchema;
use words::{Sentence, sentence};

/// What can go wrong with tokens.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// No token or a wrong one.
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// An empty, too long or unprintable name.
    #[error("{0}")]
    InvalidName(Sentence),
    /// A name another token has.
    #[error("{0}")]
    Exists(Sentence),
    /// No token of that name.
    #[error("{0}")]
    NotFound(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&TokenError> for ApiError {
    fn from(error: &TokenError) -> ApiError {
        match error {
            TokenError::Auth(e) => e.into(),
            TokenError::InvalidName(message) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_token_name",
                message.clone(),
            ),
            TokenError::Exists(message) => {
                ApiError::new(StatusCode::CONFLICT, "token_exists", message.clone())
            }
            TokenError::NotFound(message) => ApiError::not_found(message.clone()),
            TokenError::Storage(e) => e.into(),
        }
    }
}
route_error!(TokenError);

/// The tokens.
#[derive(Debug, Serialize, ToSchema)]
pub struct TokenList {
    /// Every token, by name.
    pub tokens: Vec<TokenInfo>,
}

/// A token to make.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewToken {
    /// Who it is for: unique, 1 to 100 characters, logged with every write it makes.
    pub name: String,
    /// What it may do (default `arbiter`).
    #[serde(default = "arbiter")]
    pub role: Role,
}

fn arbiter() -> Role {
    Role::Arbiter
}

/// A token just made: its secret is shown here only.
#[derive(Debug, Serialize, ToSchema)]
pub struct MadeToken {
    /// Its name.
    pub name: String,
    /// Its role.
    pub role: Role,
    /// The secret to send as `Authorization: Bearer …`; only its SHA-256 is kept.
    pub token: String,
}

/// A token revoked.
#[derive(Debug, Serialize, ToSchema)]
pub struct RevokedToken {
    /// Its name.
    pub name: String,
    /// Always true: a name no token has is a 404.
    pub revoked: bool,
}

/// Every token: number, name, role, when it was made, and when it was revoked (a revoked
/// token stays listed: what it owned is still its own).
#[utoipa::path(
    get,
    path = "/api/v1/tokens",
    tag = "service",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The tokens, by name", body = TokenList),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 403, description = "Not an admin's token (`admin_only`)", body = ErrorBody),
    )
)]
pub async fn list(state: web::Data<AppState>) -> Result<HttpResponse, TokenError> {
    let tokens = crate::state::with_store(&state, |s| s.list_tokens()).await?;
    Ok(HttpResponse::Ok().json(TokenList { tokens }))
}

/// Makes a token (`{"name", "role"?}`) and answers its secret, once.
#[utoipa::path(
    post,
    path = "/api/v1/tokens",
    tag = "service",
    security(("bearer" = [])),
    request_body(content = NewToken, content_type = "application/json"),
    responses(
        (status = 201, description = "Made: the secret, shown only now", body = MadeToken),
        (status = 400, description = "A body that is not a token (`invalid_body`)", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 403, description = "Not an admin's token (`admin_only`)", body = ErrorBody),
        (status = 409, description = "Another token has that name (`token_exists`)", body = ErrorBody),
        (status = 422, description = "An empty, too long or unprintable name, or one the command line writes under: `import`, `(command line)` (`invalid_token_name`)", body = ErrorBody),
    )
)]
pub async fn create(
    req: HttpRequest,
    body: web::Json<NewToken>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TokenError> {
    let by = token_holder(&req)?.name;
    let NewToken { name, role } = body.into_inner();
    let key = name.clone();
    // The store's refusals of the name are answers to the client, not failures of the store.
    let made =
        crate::state::with_store(&state, move |s| match s.create_token_as(&key, role, &by) {
            Ok(token) => Ok(Ok(token)),
            Err(
                refused @ (StoreError::TokenName
                | StoreError::ReservedTokenName(_)
                | StoreError::TokenExists(_)),
            ) => Ok(Err(refused)),
            Err(failure) => Err(failure),
        })
        .await?;
    match made {
        Ok(token) => {
            tracing::info!(token_name = %name, %role, "token created");
            Ok(HttpResponse::Created().json(MadeToken { name, role, token }))
        }
        Err(StoreError::TokenExists(_)) => Err(TokenError::Exists(sentence!(
            "api-token-exists",
            name = clip(&name)
        ))),
        Err(StoreError::ReservedTokenName(reserved)) => Err(TokenError::InvalidName(sentence!(
            "api-token-name-reserved",
            name = clip(&reserved)
        ))),
        Err(_) => Err(TokenError::InvalidName(sentence!("api-token-name"))),
    }
}

/// Revokes the token called `name`: it no longer opens anything.
#[utoipa::path(
    delete,
    path = "/api/v1/tokens/{name}",
    tag = "service",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The token's name")),
    responses(
        (status = 200, description = "Revoked", body = RevokedToken),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 403, description = "Not an admin's token (`admin_only`)", body = ErrorBody),
        (status = 404, description = "No token has that name", body = ErrorBody),
    )
)]
pub async fn revoke(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TokenError> {
    let by = token_holder(&req)?.name;
    let name = path.into_inner();
    let key = name.clone();
    if !crate::state::with_store(&state, move |s| s.revoke_token(&key, &by)).await? {
        return Err(TokenError::NotFound(sentence!(
            "api-no-token",
            name = clip(&name)
        )));
    }
    state.recent_tokens.forget_all();
    tracing::info!(token_name = %name, "token revoked");
    Ok(HttpResponse::Ok().json(RevokedToken {
        name,
        revoked: true,
    }))
}
