//! `GET /healthz` and `GET /openapi.json`.

use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::storage::{StorageError, full_message, lost_message};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use store::{Failure, SCHEMA_VERSION};
use utoipa::ToSchema;

/// The health of the service.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`.
    pub status: &'static str,
    /// The version of the binary.
    pub version: &'static str,
    /// The database schema version.
    pub schema_version: usize,
}

/// Whether the service and its database answer.
#[utoipa::path(
    get,
    path = "/api/v1/healthz",
    tag = "service",
    responses(
        (status = 200, description = "The service and its database answer", body = Health),
        (status = 503, description = "The database does not answer (`unavailable`), is gone (`storage_lost`: its file deleted or replaced, its server unreachable) or has no room (`storage_full`)", body = ErrorBody),
    )
)]
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    // Not only "does it answer": a database file deleted under the server still answers from
    // its open descriptors, and a full disk answers reads (issue 16, item 7).
    let outcome = crate::state::with_store(&state, |store| store.health()).await;
    let (code, message) = match outcome {
        Ok(()) => {
            return HttpResponse::Ok().json(Health {
                status: "ok",
                version: env!("CARGO_PKG_VERSION"),
                schema_version: SCHEMA_VERSION,
            });
        }
        Err(StorageError::Store(error)) => {
            tracing::error!(%error, "health check failed");
            match error.failure() {
                Failure::Full => ("storage_full", full_message()),
                Failure::Lost => ("storage_lost", lost_message()),
                Failure::Busy | Failure::Internal => {
                    ("unavailable", words::sentence!("api-unavailable"))
                }
            }
        }
        Err(error @ StorageError::Cancelled) => {
            tracing::error!(%error, "health check failed");
            ("unavailable", words::sentence!("api-shutting-down"))
        }
    };
    actix_web::ResponseError::error_response(&ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        code,
        message,
    ))
}

/// The OpenAPI 3 document of this API, generated from the code.
#[utoipa::path(
    get,
    path = "/api/v1/openapi.json",
    tag = "service",
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json", body = Object))
)]
pub async fn openapi(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(state.openapi_json.clone())
}
