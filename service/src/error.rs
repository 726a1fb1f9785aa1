//! Errors as the API answers them: a status and `{ "error": { "code", "message", "details" } }`.
//!
//! Each route has its own error enum (in its module) saying what can go wrong there; they all
//! turn into an [`ApiError`], which is the one place that writes error responses. Internal errors
//! are logged with their cause and answered with a generic message: a database path or SQL text
//! is no business of the client's.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use serde_json::{Value, json};
use std::borrow::Cow;
use std::error::Error;
use std::fmt;
use utoipa::ToSchema;

/// Longest piece of client input echoed in a message, in characters.
pub const MAX_ECHO: usize = 64;

/// Longest message, in characters: a last guard should an echo escape [`clip`].
const MAX_MESSAGE: usize = 1024;

/// Client input as echoed in a message: its first [`MAX_ECHO`] characters, and `...` when there
/// was more, so a 60 KB query value never comes back whole.
pub fn clip(text: &str) -> String {
    clip_to(text, MAX_ECHO)
}

/// Longest error text of a library echoed in a message, in characters: such texts may quote
/// the input they failed on.
const MAX_CAUSE: usize = 200;

/// A library's error text as echoed in a message: what it quotes of the client's input (between
/// `"` or backquotes) is clipped, and so is the whole.
pub fn clip_cause(cause: &impl fmt::Display) -> String {
    let text = cause.to_string();
    let mut out = String::with_capacity(text.len().min(MAX_CAUSE));
    let mut rest = text.as_str();
    while let Some(open) = rest.find(['"', '`']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let Some(close) = rest.find(quote) else {
            break;
        };
        out.push_str(&clip(&rest[..close]));
        out.push(quote);
        rest = &rest[close + 1..];
    }
    out.push_str(&clip(rest));
    clip_to(&out, MAX_CAUSE)
}

fn clip_to(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// The JSON body of every error response.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong.
    pub error: ErrorDetail,
}

/// What went wrong, for a program (`code`) and for a person (`message`).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    /// A stable, snake_case code (`body_too_large`, `not_found`, ...).
    pub code: String,
    /// A sentence a person can act on.
    pub message: String,
    /// Specifics (a limit, the accepted media types); `{}` when there are none.
    #[schema(value_type = Object)]
    pub details: Value,
}

/// An error response: status, code, message and details.
#[derive(Clone, Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The stable code.
    pub code: &'static str,
    /// The sentence.
    pub message: String,
    /// Specifics.
    pub details: Value,
}

impl ApiError {
    /// An error without details.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        let message = message.into();
        ApiError {
            status,
            code,
            message: if message.len() > MAX_MESSAGE {
                clip_to(&message, MAX_MESSAGE)
            } else {
                message
            },
            details: json!({}),
        }
    }

    /// Adds details.
    pub fn with_details(mut self, details: Value) -> ApiError {
        self.details = details;
        self
    }

    /// 400 `invalid_query`.
    pub fn invalid_query(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "invalid_query", message)
    }

    /// 404 `not_found`.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    /// 500 `internal`, after logging the error with every cause behind it.
    pub fn internal(error: &(dyn Error + 'static)) -> ApiError {
        tracing::error!(error = %Chain(error), "internal error");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "internal error; the server log has the cause (see the x-request-id header)",
        )
    }

    /// The body.
    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message.clone(),
                details: self.details.clone(),
            },
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.status, self.message)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        if self.status == StatusCode::UNAUTHORIZED {
            response.insert_header((
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Bearer realm=\"draughts-arbiter\""),
            ));
        }
        if matches!(
            self.status,
            StatusCode::SERVICE_UNAVAILABLE | StatusCode::TOO_MANY_REQUESTS
        ) {
            // Busy, a share in use, or the database away: all pass in a moment, so say when to
            // come back.
            response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
        }
        response.json(self.body())
    }
}

/// Something on our side: what failed, and the error that made it fail kept as its
/// [`source`](Error::source), so the log shows the whole chain; the client is told only that
/// it happened.
#[derive(Debug, thiserror::Error)]
#[error("{what}")]
pub struct Internal {
    what: Cow<'static, str>,
    #[source]
    cause: Option<Box<dyn Error + Send + Sync>>,
}

impl Internal {
    /// `what` failed because of `cause`.
    pub fn new(
        what: impl Into<Cow<'static, str>>,
        cause: impl Into<Box<dyn Error + Send + Sync>>,
    ) -> Internal {
        Internal {
            what: what.into(),
            cause: Some(cause.into()),
        }
    }

    /// `what` went wrong with no error behind it (a state that should not be).
    pub fn bare(what: impl Into<Cow<'static, str>>) -> Internal {
        Internal {
            what: what.into(),
            cause: None,
        }
    }
}

impl From<&Internal> for ApiError {
    fn from(error: &Internal) -> ApiError {
        ApiError::internal(error)
    }
}

/// An error and its causes, as one line: `what failed: why: why that`.
struct Chain<'e>(&'e (dyn Error + 'static));

impl fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        let mut cause = self.0.source();
        while let Some(error) = cause {
            write!(f, ": {error}")?;
            cause = error.source();
        }
        Ok(())
    }
}

/// Implements [`ResponseError`] for a route's error enum through its `From<&E> for ApiError`.
macro_rules! route_error {
    ($($name:ty),+ $(,)?) => {$(
        impl actix_web::ResponseError for $name {
            fn status_code(&self) -> actix_web::http::StatusCode {
                $crate::error::ApiError::from(self).status
            }
            fn error_response(&self) -> actix_web::HttpResponse {
                $crate::error::ApiError::from(self).error_response()
            }
        }
    )+};
}
pub(crate) use route_error;

/// The answer for a path no route has: 404 `route_not_found` (distinct from `not_found`, an
/// unknown id on a real route, so clients and tests can tell a typo from a missing record).
pub async fn route_not_found() -> HttpResponse {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "route_not_found",
        "no such endpoint; GET /api/v1/openapi.json lists them",
    )
    .error_response()
}

/// The answer for a method a route does not have: 405 `method_not_allowed`.
pub async fn method_not_allowed() -> HttpResponse {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "this endpoint does not answer that method; GET /api/v1/openapi.json lists them",
    )
    .error_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echoes_are_clipped() {
        assert_eq!(clip("fmjd-1999"), "fmjd-1999");
        let long = "x".repeat(60_000);
        assert_eq!(clip(&long).chars().count(), MAX_ECHO + 3);
        assert_eq!(
            clip(&"é".repeat(100)),
            format!("{}...", "é".repeat(MAX_ECHO))
        );
        let error = ApiError::invalid_query(long.clone());
        assert!(error.message.len() <= MAX_MESSAGE + 3);
        let cause = format!("can not parse \"{long}\" to a u32");
        assert_eq!(
            clip_cause(&cause),
            format!("can not parse \"{}...\" to a u32", "x".repeat(MAX_ECHO))
        );
        assert_eq!(clip_cause(&"unknown `a` and `b"), "unknown `a` and `b");
    }

    #[test]
    fn an_internal_error_keeps_its_cause_for_the_log_and_not_for_the_client() {
        let cause = std::io::Error::other("disk at /var/lib/arbiter is gone");
        let error = Internal::new("reading a stored report", cause);
        let logged = Chain(&error).to_string();
        assert_eq!(
            logged,
            "reading a stored report: disk at /var/lib/arbiter is gone"
        );
        let answer = ApiError::from(&error);
        assert_eq!(answer.status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(answer.code, "internal");
        let body = serde_json::to_string(&answer.body()).unwrap();
        assert!(!body.contains("/var/lib"), "{body}");
        assert!(!body.contains("stored report"), "{body}");
    }
}
