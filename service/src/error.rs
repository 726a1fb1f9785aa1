//! Errors as the API answers them: a status and `{ "error": { "code", "message", "details" } }`,
//! the message said in the asker's language ([`speak_errors`]), the code and details English.
//!
//! Each route has its own error enum (in its module) saying what can go wrong there; they all
//! turn into an [`ApiError`], which is the one place that writes error responses. Internal errors
//! are logged with their cause and answered with a generic message: a database path or SQL text
//! is no business of the client's.

use actix_web::HttpRequest;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, ResponseError};
use arbiter::Lang;
use serde::Serialize;
use serde_json::{Value, json};
use std::borrow::Cow;
use std::error::Error;
use std::fmt;
use utoipa::ToSchema;
use words::{Sentence, sentence};

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
    /// A sentence an arbiter can act on (what happened, what to do), in the language of
    /// `?lang=`, else `Accept-Language`, else English.
    pub message: String,
    /// Specifics (a limit, the accepted media types); `{}` when there are none.
    #[schema(value_type = Object)]
    pub details: Value,
}

/// An error response: status, code, message and details. The message is a sentence said in
/// the asker's language when the answer is written ([`speak_errors`]): `?lang=`, else
/// `Accept-Language`, else English.
#[derive(Clone, Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The stable code.
    pub code: &'static str,
    /// The sentence, to be said in the asker's language.
    pub message: Sentence,
    /// Specifics.
    pub details: Value,
}

impl ApiError {
    /// An error without details.
    pub fn new(status: StatusCode, code: &'static str, message: Sentence) -> ApiError {
        ApiError {
            status,
            code,
            message,
            details: json!({}),
        }
    }

    /// Adds details.
    pub fn with_details(mut self, details: Value) -> ApiError {
        self.details = details;
        self
    }

    /// 400 `invalid_query`.
    pub fn invalid_query(message: Sentence) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "invalid_query", message)
    }

    /// 404 `not_found`.
    pub fn not_found(message: Sentence) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    /// 500 `internal`, after logging the error with every cause behind it.
    pub fn internal(error: &(dyn Error + 'static)) -> ApiError {
        tracing::error!(error = %Chain(error), "internal error");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            sentence!("api-internal"),
        )
    }

    /// The message in `lang`, clipped to a thousand characters or so (a last guard against an
    /// echo).
    pub fn said(&self, lang: Lang) -> String {
        clip_to(&self.message.say(lang), MAX_MESSAGE)
    }

    /// The body, its message in English.
    pub fn body(&self) -> ErrorBody {
        self.body_in(Lang::En)
    }

    /// The body, its message in `lang`.
    pub fn body_in(&self, lang: Lang) -> ErrorBody {
        ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.said(lang),
                details: self.details.clone(),
            },
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}): {}",
            self.code,
            self.status,
            self.said(Lang::En)
        )
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
        let mut response = response.json(self.body());
        // Said again in the asker's language on the way out (`speak_errors`), where the
        // request is known.
        response.extensions_mut().insert(self.clone());
        response
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

/// The language a request asks for: a `lang` query parameter we speak, else the first of its
/// `Accept-Language` we speak, else English. (A route that takes `lang` refuses one we do not
/// speak, and its refusal is said after `Accept-Language`.)
pub fn asked_lang(req: &HttpRequest) -> Lang {
    req.query_string()
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(name, _)| *name == "lang")
        .and_then(|(_, value)| Lang::from_tag(value))
        .or_else(|| {
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|h| h.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
}

/// The middleware that says every error's message in the asker's language ([`asked_lang`]):
/// errors are built where the request is not at hand (a store call, a body's reader) and
/// written in English by [`ApiError::error_response`], which leaves the error in the answer;
/// here, where the request is known, the body is written again in its language.
pub async fn speak_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    // Read before the request goes on: it may not be cloned while it is routed.
    let lang = asked_lang(req.request());
    match next.call(req).await {
        Ok(response) => {
            let response = response.map_into_boxed_body();
            match said_in(response.response(), lang) {
                Some(body) => Ok(response.map_body(|_, _| BoxBody::new(body))),
                None => Ok(response),
            }
        }
        // An error passed up by a middleware: its answer said here, as a handler's is.
        Err(error) => {
            let response = error.error_response();
            match said_in(&response, lang) {
                Some(body) => {
                    let response = response.set_body(BoxBody::new(body));
                    Err(actix_web::error::InternalError::from_response(error, response).into())
                }
                None => Err(error),
            }
        }
    }
}

/// The body of an error answer said again in `lang`; `None` when the answer is no error of
/// ours, or English is asked (it was written in English).
fn said_in(response: &HttpResponse, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let said = response.extensions().get::<ApiError>()?.body_in(lang);
    serde_json::to_string(&said).ok()
}

/// Whether a request is a browser's asking for a page (its `Accept` names `text/html`).
fn wants_html(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::ACCEPT)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"))
}

/// The answer for a path no route has: 404 `route_not_found` (distinct from `not_found`, an
/// unknown id on a real route, so clients and tests can tell a typo from a missing record);
/// for a browser, a page in its language that leads back to the arbiter's page.
pub async fn route_not_found(req: HttpRequest) -> HttpResponse {
    if wants_html(&req) {
        let lang = asked_lang(&req);
        return HttpResponse::NotFound()
            .content_type("text/html; charset=utf-8")
            // Nothing but its own inline style: the address it echoes is escaped, and this
            // keeps it so should an escape be missed.
            .insert_header((
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(
                    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; \
                     form-action 'none'; frame-ancestors 'none'",
                ),
            ))
            .insert_header((
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ))
            .body(not_found_page(lang, req.path()));
    }
    ApiError::new(
        StatusCode::NOT_FOUND,
        "route_not_found",
        sentence!("api-route-not-found"),
    )
    .error_response()
}

/// The page of a mistyped address, in `lang`: what happened, the address as typed (escaped)
/// and a link to the arbiter's page.
fn not_found_page(lang: Lang, path: &str) -> String {
    let title = sentence!("api-page-not-found-title").say(lang);
    let text = sentence!("api-page-not-found", path = clip(path)).say(lang);
    let home = sentence!("api-page-not-found-home").say(lang);
    format!(
        "<!doctype html>\n<html lang=\"{code}\">\n<head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title></head>\n<body style=\"font-family: system-ui, sans-serif; \
         max-width: 40rem; margin: 3rem auto; padding: 0 1rem\">\n<h1>{title}</h1>\n<p>{text}</p>\n\
         <p><a href=\"/\">{home}</a></p>\n</body>\n</html>\n",
        code = lang.code(),
        title = escape_html(&title),
        text = escape_html(&text),
        home = escape_html(&home),
    )
}

/// Text made safe inside HTML.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The answer for a method a route does not have: 405 `method_not_allowed`.
pub async fn method_not_allowed() -> HttpResponse {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        sentence!("api-method-not-allowed"),
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
        let error = ApiError::invalid_query(sentence!("api-unknown-lang", value = long.clone()));
        assert!(error.said(Lang::En).chars().count() <= MAX_MESSAGE + 3);
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
