//! Reading a PDN upload from a request: a raw body (`text/plain`, `application/x-pdn`,
//! `application/octet-stream`) or `multipart/form-data` with a file field, never more than the
//! body limit.
//!
//! The limit is enforced twice: a declared `Content-Length` over it is refused before a byte of the
//! body is read, and a chunked body is refused as soon as what arrived passes it, so a client can
//! never make the server hold more than the limit.

use super::error::ApiError;
use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_LENGTH;
use actix_web::{HttpMessage, HttpRequest, web};
use futures_util::StreamExt;
use serde_json::json;

/// The media types accepted for PDN.
pub const ACCEPTED_TYPES: [&str; 4] = [
    "text/plain",
    "application/x-pdn",
    "application/octet-stream",
    "multipart/form-data",
];

/// Longest `name` form field, in bytes.
const MAX_NAME_FIELD: usize = 1024;

/// A PDN file as received.
#[derive(Debug, Default)]
pub struct PdnBody {
    /// The bytes of the file.
    pub bytes: Vec<u8>,
    /// The file name of a multipart file field.
    pub file_name: Option<String>,
    /// The `name` field of a multipart form.
    pub name: Option<String>,
}

/// Why the body could not be read.
#[derive(Debug, thiserror::Error)]
pub enum BodyError {
    /// More bytes than the limit.
    #[error("the body is larger than the limit of {limit} bytes")]
    TooLarge {
        /// The limit in bytes.
        limit: usize,
    },
    /// A media type we do not read.
    #[error("unsupported media type `{found}`")]
    UnsupportedMediaType {
        /// What the request said.
        found: String,
    },
    /// The multipart form is malformed.
    #[error("malformed multipart form: {0}")]
    Multipart(String),
    /// A multipart form without a file.
    #[error("the multipart form has no `file` field")]
    MissingFile,
    /// The connection failed while the body was read.
    #[error("the body could not be read: {0}")]
    Read(String),
}

impl From<&BodyError> for ApiError {
    fn from(error: &BodyError) -> ApiError {
        let message = error.to_string();
        match error {
            BodyError::TooLarge { limit } => {
                ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "body_too_large", message)
                    .with_details(json!({ "limit_bytes": limit }))
            }
            BodyError::UnsupportedMediaType { .. } => ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                format!(
                    "{message}; send PDN as one of {}",
                    ACCEPTED_TYPES.join(", ")
                ),
            )
            .with_details(json!({ "accepted": ACCEPTED_TYPES })),
            BodyError::Multipart(_) => {
                ApiError::new(StatusCode::BAD_REQUEST, "bad_multipart", message)
            }
            BodyError::MissingFile => {
                ApiError::new(StatusCode::BAD_REQUEST, "missing_file", message)
            }
            BodyError::Read(_) => ApiError::new(StatusCode::BAD_REQUEST, "bad_body", message),
        }
    }
}

/// Reads the PDN of a request, refusing more than `limit` bytes.
pub async fn read_pdn_body(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<PdnBody, BodyError> {
    let declared = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        return Err(BodyError::TooLarge { limit });
    }
    let unsupported = || BodyError::UnsupportedMediaType {
        found: req
            .headers()
            .get(actix_web::http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("none")
            .chars()
            .take(100)
            .collect(),
    };
    let mime = req
        .mime_type()
        .map_err(|_| unsupported())?
        .ok_or_else(unsupported)?;
    match (mime.type_().as_str(), mime.subtype().as_str()) {
        ("text", "plain") | ("application", "x-pdn") | ("application", "octet-stream") => {
            let bytes = read_limited(payload, limit).await?;
            Ok(PdnBody {
                bytes,
                ..PdnBody::default()
            })
        }
        ("multipart", "form-data") => read_multipart(req, payload, limit).await,
        _ => Err(unsupported()),
    }
}

async fn read_limited(mut payload: web::Payload, limit: usize) -> Result<Vec<u8>, BodyError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| BodyError::Read(e.to_string()))?;
        if bytes.len() + chunk.len() > limit {
            return Err(BodyError::TooLarge { limit });
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// Reads a form with a file field (`file`, or any field with a file name) and an optional `name`.
/// The limit counts every field together; other fields are read and dropped.
async fn read_multipart(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
) -> Result<PdnBody, BodyError> {
    let mut form = Multipart::new(req.headers(), payload);
    let mut body = PdnBody::default();
    let mut file: Option<Vec<u8>> = None;
    let mut total = 0usize;
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|e| BodyError::Multipart(e.to_string()))?;
        let field_name = field.name().unwrap_or_default().to_string();
        let file_name = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(str::to_string);
        let mut data = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| BodyError::Multipart(e.to_string()))?;
            total += chunk.len();
            if total > limit {
                return Err(BodyError::TooLarge { limit });
            }
            data.extend_from_slice(&chunk);
        }
        if field_name == "name" && file_name.is_none() {
            if data.len() > MAX_NAME_FIELD {
                return Err(BodyError::Multipart(format!(
                    "the `name` field is longer than {MAX_NAME_FIELD} bytes"
                )));
            }
            body.name = Some(String::from_utf8_lossy(&data).trim().to_string());
        } else if (field_name == "file" || file_name.is_some()) && file.is_none() {
            body.file_name = file_name;
            file = Some(data);
        }
    }
    body.bytes = file.ok_or(BodyError::MissingFile)?;
    Ok(body)
}
