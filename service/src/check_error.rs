//! What can go wrong checking PDN a client sends: `POST /validate`, `POST /annotate`, and the
//! checking half of an upload (whose own failures, those of storing, are
//! `UploadError`, in the upload route's).

use crate::auth::AuthError;
use crate::body::BodyError;
use crate::checking::InputError;
use crate::error::{ApiError, Internal, route_error};
use crate::turns::Busy;
use serde_json::json;
use words::{Sentence, sentence};

/// What can go wrong checking PDN a client sent.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// A bad query parameter.
    #[error("{0}")]
    Query(Sentence),
    /// No token or a wrong one (a validation needs none, an upload does).
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// The body could not be read.
    #[error(transparent)]
    Body(#[from] BodyError),
    /// The body is not PDN we check.
    #[error(transparent)]
    Input(#[from] InputError),
    /// One file of a form of several is not PDN we check.
    #[error("{label}: {error}")]
    File {
        /// 0-based position in the form.
        index: usize,
        /// How the file is named in the message.
        label: Sentence,
        /// Why it is refused.
        error: InputError,
    },
    /// Every refereeing turn, the memory for bodies, or this address's share stayed taken.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// Something on our side.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<&CheckError> for ApiError {
    fn from(error: &CheckError) -> ApiError {
        match error {
            CheckError::Query(message) => ApiError::invalid_query(message.clone()),
            CheckError::Auth(e) => e.into(),
            CheckError::Busy(e) => e.into(),
            CheckError::Body(e) => e.into(),
            CheckError::Input(e) => e.into(),
            CheckError::File {
                index,
                label,
                error: e,
            } => {
                let inner = ApiError::from(e);
                let mut details = inner.details.clone();
                if let Some(map) = details.as_object_mut() {
                    map.insert("file".to_string(), json!(index + 1));
                }
                ApiError::new(
                    inner.status,
                    inner.code,
                    sentence!(
                        "api-file-refused",
                        file = label.clone(),
                        why = inner.message
                    ),
                )
                .with_details(details)
            }
            CheckError::Internal(e) => e.into(),
        }
    }
}
route_error!(CheckError);
