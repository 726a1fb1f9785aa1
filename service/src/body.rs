//! Reading PDN from a request: a raw body (`text/plain`, `application/x-pdn`,
//! `application/x-draughts-pdn`, `application/octet-stream`, or a `.zip` or `.gz` of PDN files) is
//! one file; `multipart/form-data` holds one or more file fields and an optional `name`. Never
//! more than the body limit, never slower than the pace, never more memory than the budget for
//! bodies; archives are unpacked ([`unpacked`]) to PDN held to the same limit.
//!
//! The limit is enforced twice: a declared `Content-Length` over it is refused before a byte of the
//! body is read, and a chunked body is refused as soon as what arrived passes it, so a client can
//! never make the server hold more than the limit. A body must arrive at the pace of
//! [`super::pace`] (408 `body_too_slow` otherwise), and every byte of it held is taken from the
//! memory budget of [`super::memory`].

use super::error::{ApiError, clip, clip_cause};
use super::memory::{BodyMemory, HeldMemory};
use super::pace::{Pace, PaceClock, PacedPayload};
use super::turns::Busy;
use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_LENGTH;
use actix_web::{HttpMessage, HttpRequest, web};
use batch::{UnpackError, unpack_upload};
use futures_util::StreamExt;
use serde_json::json;
use std::rc::Rc;
use words::{Sentence, sentence};

/// The media types accepted for PDN (`application/x-draughts-pdn` is lidraughts' own), for a
/// `.zip` or `.gz` of PDN files, and for a form with a file.
pub const ACCEPTED_TYPES: [&str; 8] = [
    "text/plain",
    "application/x-pdn",
    "application/x-draughts-pdn",
    "application/octet-stream",
    "application/zip",
    "application/gzip",
    "application/x-gzip",
    "multipart/form-data",
];

/// Longest `name` form field, in bytes.
const MAX_NAME_FIELD: usize = 1024;

/// How bodies are read: their limit, their pace and the memory they share.
#[derive(Debug)]
pub struct Bodies {
    /// Largest body, in bytes.
    pub limit: usize,
    /// How fast a body must arrive.
    pub pace: Pace,
    /// The memory all bodies share.
    pub memory: BodyMemory,
    /// The memory archives are unpacked into (and an upload's copies of them kept in), claimed
    /// once per form after its body is in: a budget of its own, so that a body holding its
    /// bytes never waits for more of the budget it holds (issue 26).
    pub archives: BodyMemory,
}

/// One PDN file as received.
#[derive(Debug, Default)]
pub struct PdnFile {
    /// The bytes of the file.
    pub bytes: Vec<u8>,
    /// The file name of a multipart file field.
    pub file_name: Option<String>,
}

impl PdnFile {
    /// How the file is named in messages: its file name, or its place in the form.
    pub fn label(&self, index: usize) -> Sentence {
        match &self.file_name {
            Some(name) => sentence!("api-file-named", n = index + 1, name = clip(name)),
            None => sentence!("api-file-number", n = index + 1),
        }
    }
}

/// What a request brought: one file (a raw body) or the files of a form, in form order, and the
/// memory they hold (given back when this is dropped).
#[derive(Debug, Default)]
pub struct PdnForm {
    /// The files, at least one.
    pub files: Vec<PdnFile>,
    /// The `name` field of a multipart form.
    pub name: Option<String>,
    /// Held for as long as the files are.
    _memory: HeldMemory,
    /// What unpacking its archives added, from [`Bodies::archives`].
    _unpacked: HeldMemory,
}

impl PdnForm {
    /// A form of files already in hand (a stored tournament's, checked again), their bytes
    /// counted in `memory` as a body's are.
    pub fn of_files(files: Vec<PdnFile>, name: Option<String>, memory: HeldMemory) -> PdnForm {
        PdnForm {
            files,
            name,
            _memory: memory,
            _unpacked: HeldMemory::default(),
        }
    }

    /// The bytes of all its files.
    pub fn bytes(&self) -> usize {
        self.files.iter().map(|f| f.bytes.len()).sum()
    }
}

/// Why the body could not be read.
#[derive(Debug, thiserror::Error)]
pub enum BodyError {
    /// More bytes than the limit.
    #[error("the body is larger than the limit of {limit} bytes")]
    TooLarge {
        /// The limit in bytes.
        limit: usize,
        /// The body's size when it said it (`Content-Length`), else unknown: reading stopped
        /// at the limit.
        size: Option<u64>,
    },
    /// The body came more slowly than the pace allows.
    #[error(
        "the body arrived too slowly: it must come within {grace_seconds} s plus one second per \
         {min_rate} bytes"
    )]
    TooSlow {
        /// The grace period.
        grace_seconds: u64,
        /// The minimum rate after it, in bytes per second.
        min_rate: u64,
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
    /// The memory for bodies stayed spent for the whole queue timeout.
    #[error(transparent)]
    Busy(#[from] Busy),
    /// A `.zip` or `.gz` upload that cannot be read.
    #[error("{0}")]
    Archive(String),
    /// A `.zip` upload without a `.pdn` file inside.
    #[error("the .zip archive holds no .pdn file")]
    NoPdnEntry,
}

impl From<UnpackError> for BodyError {
    fn from(error: UnpackError) -> BodyError {
        match error {
            UnpackError::TooLarge { limit } => BodyError::TooLarge {
                limit: usize::try_from(limit).unwrap_or(usize::MAX),
                size: None,
            },
            UnpackError::Unreadable(message) => BodyError::Archive(message),
            UnpackError::NoPdnEntry => BodyError::NoPdnEntry,
        }
    }
}

/// A number of bytes as a person reads it, in the units of the language: `78 MB`, `12 KB`,
/// `300 bytes`; rounded up (`up`, for a size) or down (for a limit), so that a file just over
/// the limit is never said to be the limit's size.
pub(crate) fn bytes_said(bytes: u64, up: bool) -> Sentence {
    let round = |unit: u64| {
        if up {
            bytes.div_ceil(unit)
        } else {
            bytes / unit
        }
    };
    if bytes >= 1 << 20 {
        sentence!("api-size-mb", n = round(1 << 20))
    } else if bytes >= 1 << 10 {
        sentence!("api-size-kb", n = round(1 << 10))
    } else {
        sentence!("api-size-bytes", n = bytes)
    }
}

impl BodyError {
    /// What went wrong, to be said in the asker's language (a library's own words, which name
    /// what it choked on, go in `details.cause`).
    pub fn sentence(&self) -> Sentence {
        match self {
            BodyError::TooLarge {
                limit,
                size: Some(size),
            } => sentence!(
                "api-body-too-large",
                size = bytes_said(*size, true),
                limit = bytes_said(*limit as u64, false)
            ),
            BodyError::TooLarge { limit, size: None } => sentence!(
                "api-body-over-limit",
                limit = bytes_said(*limit as u64, false)
            ),
            BodyError::TooSlow {
                grace_seconds,
                min_rate,
            } => sentence!(
                "api-body-too-slow",
                seconds = *grace_seconds,
                rate = bytes_said(*min_rate, false)
            ),
            BodyError::UnsupportedMediaType { found } => {
                sentence!("api-unsupported-media-type", found = found.as_str())
            }
            BodyError::Multipart(_) => sentence!("api-bad-multipart"),
            BodyError::MissingFile => sentence!("api-missing-file"),
            BodyError::Read(_) => sentence!("api-bad-body"),
            BodyError::Busy(busy) => busy.sentence(),
            BodyError::Archive(_) => sentence!("api-bad-archive"),
            BodyError::NoPdnEntry => sentence!("api-archive-without-pdn"),
        }
    }
}

impl From<&BodyError> for ApiError {
    fn from(error: &BodyError) -> ApiError {
        let message = error.sentence();
        match error {
            BodyError::TooLarge { limit, size } => {
                ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "body_too_large", message)
                    .with_details(match size {
                        Some(size) => json!({ "limit_bytes": limit, "size_bytes": size }),
                        None => json!({ "limit_bytes": limit }),
                    })
            }
            BodyError::TooSlow {
                grace_seconds,
                min_rate,
            } => ApiError::new(StatusCode::REQUEST_TIMEOUT, "body_too_slow", message)
                .with_details(json!({ "grace_seconds": grace_seconds, "min_rate": min_rate })),
            BodyError::UnsupportedMediaType { .. } => ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                message,
            )
            .with_details(json!({ "accepted": ACCEPTED_TYPES })),
            BodyError::Multipart(cause) => {
                ApiError::new(StatusCode::BAD_REQUEST, "bad_multipart", message)
                    .with_details(json!({ "cause": cause }))
            }
            BodyError::MissingFile => {
                ApiError::new(StatusCode::BAD_REQUEST, "missing_file", message)
            }
            BodyError::Read(cause) => ApiError::new(StatusCode::BAD_REQUEST, "bad_body", message)
                .with_details(json!({ "cause": cause })),
            BodyError::Busy(busy) => busy.into(),
            BodyError::Archive(cause) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_archive", message)
                    .with_details(json!({ "cause": cause }))
            }
            BodyError::NoPdnEntry => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_archive", message)
            }
        }
    }
}

/// Reads the PDN of a request within the limit, the pace and the memory budget.
pub async fn read_pdn_body(
    req: &HttpRequest,
    payload: web::Payload,
    bodies: &Bodies,
) -> Result<PdnForm, BodyError> {
    let declared = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if let Some(size) = declared.filter(|&n| n > bodies.limit as u64) {
        return Err(BodyError::TooLarge {
            limit: bodies.limit,
            size: Some(size),
        });
    }
    let unsupported = || BodyError::UnsupportedMediaType {
        found: clip(
            req.headers()
                .get(actix_web::http::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("none"),
        ),
    };
    let mime = req
        .mime_type()
        .map_err(|_| unsupported())?
        .ok_or_else(unsupported)?;
    // The whole claim before a byte is read: what it declared, or as much as the limit allows
    // (a chunked body). The pace clock starts once it is admitted: the wait is the server's.
    let mut memory = HeldMemory::default();
    let claim = declared.map_or(bodies.limit, |n| usize::try_from(n).unwrap_or(bodies.limit));
    bodies.memory.claim(&mut memory, claim).await?;
    let clock = PaceClock::start(bodies.pace);
    let mut intake = Intake {
        bodies,
        clock: clock.clone(),
        memory,
        total: 0,
    };
    let payload = PacedPayload::new(payload, clock);
    match (mime.type_().as_str(), mime.subtype().as_str()) {
        ("text", "plain")
        | ("application", "x-pdn" | "x-draughts-pdn" | "octet-stream")
        | ("application", "zip" | "gzip" | "x-gzip") => {
            let bytes = intake.read_raw(payload, declared).await?;
            intake.memory.shrink_to(bytes.len());
            Ok(PdnForm {
                files: vec![PdnFile {
                    bytes,
                    file_name: None,
                }],
                name: None,
                _memory: intake.memory,
                _unpacked: HeldMemory::default(),
            })
        }
        ("multipart", "form-data") => intake.read_multipart(req, payload).await,
        _ => Err(unsupported()),
    }
}

/// Whether these bytes are a `.zip` or a `.gz` (told by their first bytes).
pub fn is_archive(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK") || bytes.starts_with(&[0x1f, 0x8b])
}

/// The form with each `.zip` or `.gz` file unpacked to its PDN (on the blocking pool:
/// decompressing is work), the PDN of all its archives together held to the body limit like a
/// PDN body; PDN files as they are.
pub async fn unpacked(form: PdnForm, bodies: &Bodies) -> Result<PdnForm, BodyError> {
    Ok(unpacked_keeping(form, bodies, false).await?.0)
}

/// The archives of a form as they were sent (`None` for a PDN file), and the memory their
/// copies hold.
pub type SentArchives = (Vec<Option<Vec<u8>>>, HeldMemory);

/// [`unpacked`], and with `keep` a copy of each archive as sent. What it adds to memory (the
/// PDN beyond the archives' size, the copies) is claimed once, whole, from [`Bodies::archives`]
/// before anything is unpacked: the copies and as much PDN as the limit allows; what was not
/// used goes back when it is done.
pub async fn unpacked_keeping(
    mut form: PdnForm,
    bodies: &Bodies,
    keep: bool,
) -> Result<(PdnForm, SentArchives), BodyError> {
    let copies: usize = form
        .files
        .iter()
        .filter(|f| is_archive(&f.bytes))
        .map(|f| f.bytes.len())
        .sum();
    if copies == 0 {
        let none = form.files.iter().map(|_| None).collect();
        return Ok((form, (none, HeldMemory::default())));
    }
    let kept_bytes = if keep { copies } else { 0 };
    let mut claim = HeldMemory::default();
    bodies
        .archives
        .claim(&mut claim, kept_bytes.saturating_add(bodies.limit))
        .await?;
    let sent = form
        .files
        .iter()
        .map(|f| (keep && is_archive(&f.bytes)).then(|| f.bytes.clone()))
        .collect();
    let mut unpacked_total = 0usize;
    let mut added = 0usize;
    for file in &mut form.files {
        if is_archive(&file.bytes) {
            let bytes = std::mem::take(&mut file.bytes);
            let packed = bytes.len();
            let left = bodies.limit.saturating_sub(unpacked_total) as u64;
            file.bytes = web::block(move || unpack_upload(bytes, left))
                .await
                .map_err(|e| BodyError::Read(clip_cause(&e)))?
                .map_err(|e| match BodyError::from(e) {
                    BodyError::TooLarge { .. } => BodyError::TooLarge {
                        limit: bodies.limit,
                        size: None,
                    },
                    other => other,
                })?;
            added += file.bytes.len().saturating_sub(packed);
        }
        unpacked_total += file.bytes.len();
    }
    claim.shrink_to(kept_bytes + added);
    let kept = claim.split_off(kept_bytes);
    form._unpacked = claim;
    Ok((form, (sent, kept)))
}

/// A body on its way in: what it holds of the limit and of the memory budget, and its clock.
struct Intake<'a> {
    bodies: &'a Bodies,
    clock: Rc<PaceClock>,
    memory: HeldMemory,
    total: usize,
}

/// Most bytes set aside before they arrive: a declared length is only a promise.
const FIRST_CAPACITY: usize = 1 << 20;

impl Intake<'_> {
    /// Appends a chunk to `into`, counting it against the limit and the memory budget.
    async fn take(&mut self, into: &mut Vec<u8>, chunk: &[u8]) -> Result<(), BodyError> {
        self.total += chunk.len();
        if self.total > self.bodies.limit {
            return Err(BodyError::TooLarge {
                limit: self.bodies.limit,
                size: None,
            });
        }
        // Within the claim, save for a body longer than it said (never waited for: what it
        // holds is not given back while it waits, so waiting could deadlock).
        if self.total > self.memory.bytes() {
            let more = self.total - self.memory.bytes();
            self.bodies.memory.grow_now(&mut self.memory, more)?;
        }
        into.extend_from_slice(chunk);
        Ok(())
    }

    /// What a failed read means: late (the pace clock says so), or broken.
    fn failed(&self, cause: impl std::fmt::Display, broken: fn(String) -> BodyError) -> BodyError {
        if self.clock.was_late() {
            let pace = self.clock.pace();
            BodyError::TooSlow {
                grace_seconds: pace.grace.as_secs(),
                min_rate: pace.min_rate,
            }
        } else {
            broken(clip_cause(&cause))
        }
    }

    async fn read_raw(
        &mut self,
        mut payload: PacedPayload<web::Payload>,
        declared: Option<u64>,
    ) -> Result<Vec<u8>, BodyError> {
        let capacity = declared.map_or(0, |n| usize::try_from(n).unwrap_or(0));
        let mut bytes = Vec::with_capacity(capacity.min(FIRST_CAPACITY));
        while let Some(chunk) = payload.next().await {
            let chunk = chunk.map_err(|e| self.failed(e, BodyError::Read))?;
            self.take(&mut bytes, &chunk).await?;
        }
        Ok(bytes)
    }

    /// Reads a form: every field with a file name, or named `file`, is a file, in form order;
    /// a `name` field without a file name names the upload. The limit counts every field
    /// together; other fields are read and dropped.
    async fn read_multipart(
        mut self,
        req: &HttpRequest,
        payload: PacedPayload<web::Payload>,
    ) -> Result<PdnForm, BodyError> {
        let mut form = Multipart::new(req.headers(), payload);
        let mut files = Vec::new();
        let mut name = None;
        while let Some(field) = form.next().await {
            let mut field = field.map_err(|e| self.failed(e, BodyError::Multipart))?;
            let field_name = field.name().unwrap_or_default().to_string();
            let file_name = field
                .content_disposition()
                .and_then(|cd| cd.get_filename())
                .map(str::to_string);
            let mut data = Vec::new();
            while let Some(chunk) = field.next().await {
                let chunk = chunk.map_err(|e| self.failed(e, BodyError::Multipart))?;
                self.take(&mut data, &chunk).await?;
            }
            if field_name == "name" && file_name.is_none() {
                if data.len() > MAX_NAME_FIELD {
                    return Err(BodyError::Multipart(format!(
                        "the `name` field is longer than {MAX_NAME_FIELD} bytes"
                    )));
                }
                name = Some(String::from_utf8_lossy(&data).trim().to_string());
            } else if field_name == "file" || file_name.is_some() {
                files.push(PdnFile {
                    bytes: data,
                    file_name,
                });
            }
        }
        if files.is_empty() {
            return Err(BodyError::MissingFile);
        }
        // The other fields and the form's own bytes were read and dropped.
        self.memory
            .shrink_to(files.iter().map(|f| f.bytes.len()).sum());
        Ok(PdnForm {
            files,
            name,
            _memory: self.memory,
            _unpacked: HeldMemory::default(),
        })
    }
}
