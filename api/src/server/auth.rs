//! Bearer tokens for the routes that change things (upload, delete), and for validations that
//! want more than an anonymous address's share.
//!
//! Tokens are made by `draughts-arbiter token create NAME`; the database keeps only their SHA-256,
//! compared in constant time ([`crate::store::Store::verify_token`]). The token itself is never
//! logged: only the name it was created under is, once it has been verified.

use super::error::ApiError;
use crate::store::{Caller, Store, StoreError};
use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::{HttpRequest, web};
use std::sync::Arc;

/// Why a request was not let in.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// No `Authorization: Bearer ...` header.
    #[error("this endpoint needs an `Authorization: Bearer <token>` header")]
    Missing,
    /// A token that is not one of ours.
    #[error("the bearer token is not valid")]
    Invalid,
    /// The token table could not be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The blocking pool is gone (the server is stopping).
    #[error("the server is shutting down")]
    Cancelled,
}

impl From<&AuthError> for ApiError {
    fn from(error: &AuthError) -> ApiError {
        match error {
            AuthError::Missing => {
                ApiError::new(StatusCode::UNAUTHORIZED, "missing_token", error.to_string())
            }
            AuthError::Invalid => {
                ApiError::new(StatusCode::UNAUTHORIZED, "invalid_token", error.to_string())
            }
            AuthError::Store(_) | AuthError::Cancelled => ApiError::internal(error),
        }
    }
}

/// The bearer token of a request, if it has one.
fn bearer(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then(|| token.to_string())
}

/// The holder of the request's token when it has one. A wrong token is refused, never taken
/// for none.
pub async fn bearer_caller(
    req: &HttpRequest,
    store: Arc<Store>,
) -> Result<Option<Caller>, AuthError> {
    let Some(token) = bearer(req) else {
        return Ok(None);
    };
    let caller = web::block(move || store.verify_token(&token))
        .await
        .map_err(|_| AuthError::Cancelled)??;
    let caller = caller.ok_or(AuthError::Invalid)?;
    tracing::info!(token_name = %caller.name, role = %caller.role, "authenticated");
    Ok(Some(caller))
}

/// The holder of the request's token when it has one (a validation needs none: a token only
/// frees the caller from the share of an anonymous address).
pub async fn optional_token(
    req: &HttpRequest,
    store: Arc<Store>,
) -> Result<Option<Caller>, AuthError> {
    bearer_caller(req, store).await
}
