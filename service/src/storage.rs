//! Store calls from handlers: run on the blocking pool, their failures answered for what they
//! mean (issue 16, item 7): no room is 507 `storage_full`, a database gone is 503
//! `storage_lost`, another writer holding it is 503 `busy`, anything else 500. The cause, which
//! may name a path, goes to the log only.

use super::error::ApiError;
use actix_web::http::StatusCode;
use actix_web::web;
use std::sync::Arc;
use store::{Failure, Store, StoreError};
use words::{Sentence, sentence};

/// A store call that failed.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The store said no.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The blocking pool is gone (the server is stopping).
    #[error("the server is shutting down")]
    Cancelled,
}

/// The sentence a client gets when the database has no room.
pub fn full_message() -> Sentence {
    sentence!("api-storage-full")
}

/// The sentence a client gets when the database is gone.
pub fn lost_message() -> Sentence {
    sentence!("api-storage-lost")
}

impl From<&StorageError> for ApiError {
    fn from(error: &StorageError) -> ApiError {
        let failure = match error {
            StorageError::Store(e) => e.failure(),
            StorageError::Cancelled => Failure::Busy,
        };
        answer(failure, error)
    }
}

/// A store's failure answered for what it means, wherever it happened (verifying a token too).
impl From<&StoreError> for ApiError {
    fn from(error: &StoreError) -> ApiError {
        answer(error.failure(), error)
    }
}

/// The answer to a failure of the database, its cause logged.
fn answer(failure: Failure, error: &(dyn std::error::Error + 'static)) -> ApiError {
    {
        match failure {
            Failure::Busy => {
                tracing::warn!(cause = %error, "database busy");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "busy",
                    sentence!("api-storage-busy"),
                )
            }
            Failure::Full => {
                tracing::error!(cause = %error, "database full");
                ApiError::new(
                    StatusCode::INSUFFICIENT_STORAGE,
                    "storage_full",
                    full_message(),
                )
            }
            Failure::Lost => {
                tracing::error!(cause = %error, "database lost");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "storage_lost",
                    lost_message(),
                )
            }
            Failure::Internal => ApiError::internal(error),
        }
    }
}

/// Runs a store call on the blocking pool.
pub async fn with_store<T, F>(store: &Arc<Store>, call: F) -> Result<T, StorageError>
where
    T: Send + 'static,
    F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
{
    let store = store.clone();
    match web::block(move || call(&store)).await {
        Ok(result) => Ok(result?),
        Err(_) => Err(StorageError::Cancelled),
    }
}
