//! Bearer tokens for the routes that change things (upload, delete), and for validations that
//! want more than an anonymous address's share.
//!
//! Tokens are made by `draughts-arbiter token create NAME`; the database keeps only their SHA-256,
//! compared in constant time ([`store::Store::token_status`]); a revoked token is told apart
//! from one that never was ours (`revoked_token`, `invalid_token`). The token itself is never
//! logged: only the name it was created under is, once it has been verified.

use super::error::{ApiError, clip};
use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::{HttpRequest, web};
use serde_json::json;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use store::{Caller, Store, StoreError, TokenStatus};
use words::{Sentence, sentence};

/// Why a request was not let in.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// No `Authorization: Bearer ...` header.
    #[error("{}", sentence!("api-missing-token"))]
    Missing,
    /// A token that is not one of ours.
    #[error("{}", sentence!("api-invalid-token"))]
    Invalid,
    /// A token that was ours and was revoked.
    #[error("{}", revoked(.name, .revoked_at))]
    Revoked {
        /// The name it was created under.
        name: String,
        /// When it was revoked.
        revoked_at: String,
    },
    /// The token table could not be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The blocking pool is gone (the server is stopping).
    #[error("{}", sentence!("api-shutting-down"))]
    Cancelled,
}

/// The sentence of a revoked token: its name and the day it was revoked.
fn revoked(name: &str, revoked_at: &str) -> Sentence {
    sentence!(
        "api-revoked-token",
        name = clip(name),
        day = revoked_at.chars().take(10).collect::<String>()
    )
}

impl From<&AuthError> for ApiError {
    fn from(error: &AuthError) -> ApiError {
        match error {
            AuthError::Missing => ApiError::new(
                StatusCode::UNAUTHORIZED,
                "missing_token",
                sentence!("api-missing-token"),
            ),
            AuthError::Invalid => ApiError::new(
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                sentence!("api-invalid-token"),
            ),
            AuthError::Revoked { name, revoked_at } => ApiError::new(
                StatusCode::UNAUTHORIZED,
                "revoked_token",
                revoked(name, revoked_at),
            )
            .with_details(json!({ "revoked_at": revoked_at })),
            // The database gone or busy while the token is verified: said as it is (503),
            // never a 500.
            AuthError::Store(e) => e.into(),
            AuthError::Cancelled => ApiError::internal(error),
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
    let status = web::block(move || store.token_status(&token))
        .await
        .map_err(|_| AuthError::Cancelled)??;
    let caller = match status {
        TokenStatus::Live(caller) => caller,
        TokenStatus::Revoked { name, revoked_at } => {
            return Err(AuthError::Revoked { name, revoked_at });
        }
        TokenStatus::Unknown => return Err(AuthError::Invalid),
    };
    tracing::info!(token_name = %caller.name, role = %caller.role, "authenticated");
    Ok(Some(caller))
}

/// The holder of the request's token when it has one, for a route where a token only frees
/// the caller from the share of an anonymous address (a validation needs none). A token
/// verified less than [`RECENTLY`] ago is taken from `recent` without reading the token table
/// again.
pub async fn recently_verified(
    req: &HttpRequest,
    store: Arc<Store>,
    recent: &RecentTokens,
) -> Result<Option<Caller>, AuthError> {
    let Some(token) = bearer(req) else {
        return Ok(None);
    };
    let digest: [u8; 32] = Sha256::digest(token.as_bytes()).into();
    if let Some(caller) = recent.get(&digest, Instant::now()) {
        tracing::info!(token_name = %caller.name, role = %caller.role, "authenticated");
        return Ok(Some(caller));
    }
    let caller = bearer_caller(req, store).await?;
    if let Some(caller) = &caller {
        recent.keep(digest, caller.clone(), Instant::now());
    }
    Ok(caller)
}

/// How long a verified token is believed where it only buys refereeing turns.
pub const RECENTLY: Duration = Duration::from_secs(1);

/// Most tokens kept at once; past it, all are forgotten (a federation has a few dozen).
const MOST_RECENT: usize = 1024;

/// Tokens verified a moment ago, by the SHA-256 of their text, for `POST /validate` and
/// `POST /annotate`, where a token only frees its holder from an anonymous address's share.
///
/// Reading the token table on the blocking pool was a fifth of the work of validating one
/// game. A token revoked on this server is forgotten at once ([`RecentTokens::forget_all`]);
/// one revoked elsewhere (the CLI, another replica) still buys turns here for up to
/// [`RECENTLY`]. Every route that reads or writes a tournament verifies the token with the
/// store each time: nothing private is ever let in from here.
#[derive(Default)]
pub struct RecentTokens {
    seen: Mutex<HashMap<[u8; 32], (Caller, Instant)>>,
}

impl std::fmt::Debug for RecentTokens {
    // The digests stay out of logs and panics.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kept = self.seen.lock().map_or(0, |seen| seen.len());
        f.debug_struct("RecentTokens").field("kept", &kept).finish()
    }
}

impl RecentTokens {
    /// The holder of the token with this digest, if it was verified less than [`RECENTLY`]
    /// before `now`.
    fn get(&self, digest: &[u8; 32], now: Instant) -> Option<Caller> {
        let seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        seen.get(digest)
            .filter(|(_, at)| now.saturating_duration_since(*at) < RECENTLY)
            .map(|(caller, _)| caller.clone())
    }

    /// Remembers a token verified at `now`.
    fn keep(&self, digest: [u8; 32], caller: Caller, now: Instant) {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        if seen.len() >= MOST_RECENT {
            seen.retain(|_, (_, at)| now.saturating_duration_since(*at) < RECENTLY);
            if seen.len() >= MOST_RECENT {
                seen.clear();
            }
        }
        seen.insert(digest, (caller, now));
    }

    /// Forgets every token: one was revoked.
    pub fn forget_all(&self) {
        self.seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use store::Role;

    fn caller(name: &str) -> Caller {
        Caller {
            token: 1,
            name: name.to_string(),
            role: Role::Arbiter,
        }
    }

    #[test]
    fn a_recent_token_is_believed_for_a_moment_only() {
        let recent = RecentTokens::default();
        let t0 = Instant::now();
        let (a, b) = ([1u8; 32], [2u8; 32]);
        assert_eq!(recent.get(&a, t0), None);
        recent.keep(a, caller("Lyon"), t0);
        assert_eq!(recent.get(&a, t0 + RECENTLY / 2), Some(caller("Lyon")));
        assert_eq!(
            recent.get(&b, t0),
            None,
            "another token is not taken for it"
        );
        assert_eq!(
            recent.get(&a, t0 + RECENTLY),
            None,
            "verified again after RECENTLY"
        );
        recent.keep(b, caller("Gent"), t0);
        recent.forget_all();
        assert_eq!(recent.get(&b, t0), None, "a revocation forgets every token");
    }

    #[test]
    fn the_tokens_kept_are_bounded() {
        let recent = RecentTokens::default();
        let t0 = Instant::now();
        for i in 0..=MOST_RECENT {
            let mut digest = [0u8; 32];
            digest[..8].copy_from_slice(&(i as u64).to_le_bytes());
            recent.keep(digest, caller("x"), t0);
        }
        let kept = recent.seen.lock().unwrap().len();
        assert!(kept <= MOST_RECENT, "{kept} tokens kept");
    }
}
