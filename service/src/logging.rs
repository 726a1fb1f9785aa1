//! Request logging: one span per request ("HTTP request", with method, path and request id) and
//! one line when it is answered (status, latency). The request id is sent back as `x-request-id`
//! so a client's error report can be found in the log. Headers and query strings are never
//! logged: the first hold tokens, the second may hold anything a client typed.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tracing::Instrument;

/// The response header carrying the request id.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// A process-unique request id: a random prefix drawn once (so ids from two runs differ) and a
/// counter (so ids within a run are cheap and ordered).
fn next_request_id() -> String {
    static PREFIX: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let prefix = PREFIX.get_or_init(|| {
        let mut bytes = [0u8; 4];
        // Without randomness the ids are still unique within a run.
        let _ = getrandom::fill(&mut bytes);
        u32::from_le_bytes(bytes)
    });
    format!(
        "{prefix:08x}-{:06}",
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

/// The middleware: wraps every request in a span and logs its answer.
pub async fn log_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let request_id = next_request_id();
    let span = tracing::info_span!(
        "HTTP request",
        method = %req.method(),
        path = %req.path(),
        request_id = %request_id,
    );
    let started = Instant::now();
    let result = next.call(req).instrument(span.clone()).await;
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    let _entered = span.enter();
    match result {
        Ok(mut response) => {
            let status = response.status().as_u16();
            if response.status().is_server_error() {
                tracing::error!(status, latency_ms, "request answered");
            } else {
                tracing::info!(status, latency_ms, "request answered");
            }
            if let Ok(value) = HeaderValue::from_str(&request_id) {
                response.headers_mut().insert(REQUEST_ID, value);
            }
            Ok(response)
        }
        Err(error) => {
            let status = error.as_response_error().status_code().as_u16();
            tracing::warn!(status, latency_ms, %error, "request failed");
            Err(error)
        }
    }
}
