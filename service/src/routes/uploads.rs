//! Storing uploads: a new tournament of one file or several (`POST /tournaments`), and rounds
//! added to a stored tournament (`POST /tournaments/{id}/files`).
//!
//! A form is screened whole before anything is stored (every file is PDN, the games within the
//! limit), so a form with a file that is not PDN stores nothing. Each file is then refereed and
//! stored in its own transaction, one after the other: a form sent again after a failure part
//! way (the disk full) stores only what is missing, since a tournament keeps each file's bytes
//! once.

use crate::auth::AuthError;
use crate::body::{BodyError, PdnFile, PdnForm, read_pdn_body, unpacked_keeping};
use crate::checking::{CheckOptions, InputError, PrepareError, prepare_each};
use crate::error::{ApiError, ErrorBody, Internal, route_error};
use crate::schemas::UploadForm;
use crate::state::AppState;
use crate::storage::StorageError;
use crate::turns::Busy;
use crate::turns::Turn;
use actix_web::http::StatusCode;
use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use store::{
    Begun, Caller, FileHeader, Store, StoreError, Stored, TournamentHeader, TournamentSummary,
    sha256_hex,
};
use utoipa::{IntoParams, ToSchema};

use crate::check_error::CheckError;
use crate::form_check::screen_form;
use words::{Sentence, sentence};

/// Longest tournament or file name kept, in characters.
const MAX_NAME: usize = 200;

/// Query parameters of `POST /tournaments`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// The tournament's name (a multipart `name` field wins; else the first game's Event tag;
    /// else the first file's name; else `untitled`).
    pub name: Option<String>,
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`).
    pub strict: Option<bool>,
    /// The round the file stands for (one file only; else each file's round comes from its
    /// games' Round tags, its name, or its place among the tournament's files).
    pub round: Option<u32>,
    /// Make the tournament private: read only by admins, readers and the arbiters it belongs
    /// to (default `false`).
    pub private: Option<bool>,
}

/// Query parameters of `POST /tournaments/{id}/recheck`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecheckQuery {
    /// The draw rules to check under: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`).
    pub strict: Option<bool>,
}

/// Query parameters of `POST /tournaments/{id}/files`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AddQuery {
    /// The file's name when the body is raw PDN (a multipart file's own name wins).
    pub name: Option<String>,
    /// The round the file stands for (one file only).
    pub round: Option<u32>,
}

/// One file of an upload, as stored.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct FileOutcome {
    /// The file's name.
    pub name: String,
    /// `false` when the tournament had these bytes already (nothing new was stored).
    pub created: bool,
    /// Games in the file.
    pub games: u64,
}

/// The answer to an upload.
#[derive(Debug, Serialize, ToSchema)]
pub struct UploadResponse {
    /// The tournament's id.
    pub id: String,
    /// Whether the tournament was made by this request (`false`: the first file's bytes were
    /// uploaded before, and that tournament is answered; files added to it say in `files`).
    pub created: bool,
    /// Its summary, with every file stored.
    pub tournament: TournamentSummary,
    /// Each file of the request, in order.
    pub files: Vec<FileOutcome>,
}

/// What can go wrong storing an upload: what can go wrong checking it, and storing it.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    /// The upload could not be checked (as a validation could not).
    #[error(transparent)]
    Check(#[from] CheckError),
    /// No such tournament (files added to one).
    #[error("{0}")]
    NotFound(Sentence),
    /// The tournament changed under the upload (re-checked under other rules).
    #[error("{0}")]
    Changed(Sentence),
    /// The token may not do this (its code, and why).
    #[error("{1}")]
    Refused(&'static str, Sentence),
    /// Not now, or not there: the state of what is asked for forbids it (its code, and why).
    #[error("{1}")]
    Conflict(&'static str, Sentence),
    /// The database could not store it.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&UploadError> for ApiError {
    fn from(error: &UploadError) -> ApiError {
        match error {
            UploadError::Check(e) => e.into(),
            UploadError::Storage(e) => e.into(),
            UploadError::NotFound(message) => ApiError::not_found(message.clone()),
            UploadError::Changed(message) => {
                ApiError::new(StatusCode::CONFLICT, "tournament_changed", message.clone())
            }
            UploadError::Refused(code, message) => {
                ApiError::new(StatusCode::FORBIDDEN, code, message.clone())
            }
            UploadError::Conflict(code, message) => {
                ApiError::new(StatusCode::CONFLICT, code, message.clone())
            }
        }
    }
}
route_error!(UploadError);

/// What fails a check fails an upload, through `?`.
macro_rules! check_failures {
    ($($error:ty),+) => {$(
        impl From<$error> for UploadError {
            fn from(error: $error) -> UploadError {
                UploadError::Check(error.into())
            }
        }
    )+};
}
check_failures!(AuthError, BodyError, InputError, Busy, Internal);

impl From<StoreError> for UploadError {
    fn from(error: StoreError) -> UploadError {
        match error {
            // The store's sentences are for the log; the client is told what happened.
            StoreError::NotFound(_) => UploadError::NotFound(sentence!("api-tournament-gone")),
            StoreError::Changed(_) => UploadError::Changed(sentence!("api-tournament-changed")),
            error => UploadError::Storage(StorageError::Store(error)),
        }
    }
}

impl From<PrepareError> for UploadError {
    fn from(error: PrepareError) -> UploadError {
        match error {
            PrepareError::Input(e) => e.into(),
            PrepareError::Json(e) => Internal::new("storing a report", e).into(),
        }
    }
}

/// A name as kept: trimmed, without control characters, at most [`MAX_NAME`] characters.
fn tidy_name(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect()
}

/// The first non-empty of some names, tidied.
fn first_name<'a>(names: impl IntoIterator<Item = Option<&'a str>>) -> Option<String> {
    names
        .into_iter()
        .flatten()
        .map(tidy_name)
        .find(|n| !n.is_empty())
}

/// The first game's Event tag, unless it says nothing (`?`, `-`, empty).
fn event_name(bytes: &[u8], options: &CheckOptions) -> Option<String> {
    let mut reader = pdn::Reader::with_options(bytes, options.read());
    let game = reader.next_game().ok()??;
    pdn::known_value(game.tag("Event")?).map(str::to_string)
}

/// Rounds are counted from 1.
fn check_round_number(round: Option<u32>) -> Result<(), CheckError> {
    match round {
        Some(0) => Err(CheckError::Query(sentence!("api-round-zero"))),
        _ => Ok(()),
    }
}

/// `round=` names the round of one file: with several, each file's own place says it.
fn check_round(round: Option<u32>, form: &PdnForm) -> Result<(), CheckError> {
    check_round_number(round)?;
    match round {
        Some(_) if form.files.len() > 1 => Err(CheckError::Query(sentence!(
            "api-round-several-files",
            files = form.files.len()
        ))),
        _ => Ok(()),
    }
}

/// How the files of a request are checked: as everything stored is (with the moves as moves,
/// for each game's copy key; said in English: a reader's language applies when it is read).
fn stored_options(ruleset: arbiter::Ruleset, strict: bool, state: &AppState) -> CheckOptions {
    CheckOptions {
        ruleset,
        strict,
        include_moves: false,
        keep_played: true,
        max_games: state.max_games,
        lang: arbiter::Lang::En,
    }
}

/// The rules a query asks for (`ruleset=`, `strict=`), for files to store.
fn asked_options(
    ruleset: Option<&str>,
    strict: Option<bool>,
    state: &AppState,
) -> Result<CheckOptions, CheckError> {
    let ruleset = crate::params::parse_ruleset(ruleset).map_err(CheckError::Query)?;
    Ok(stored_options(ruleset, strict.unwrap_or(false), state))
}

/// Where the files of a request go.
enum Destination {
    /// A new tournament, of this name.
    New {
        /// Its display name.
        name: String,
        /// Whether it is private.
        private: bool,
        /// A recheck: the tournament answered must be one the caller may write to (its own),
        /// never another's that these files under these rules made before.
        owned: bool,
    },
    /// A stored tournament.
    Existing(String),
}

/// What storing a form gave.
struct StoredForm {
    tournament: TournamentSummary,
    created: bool,
    files: Vec<FileOutcome>,
}

/// What to store a form as, and who asks.
/// A file of a job: the name it is stored under and the round it was said to stand for.
struct FileLabel {
    name: String,
    round: Option<u32>,
}

/// Each of `names` said to stand for `round` (one file at most has one: [`check_round`]).
fn labels(names: Vec<String>, round: Option<u32>) -> Vec<FileLabel> {
    names
        .into_iter()
        .map(|name| FileLabel { name, round })
        .collect()
}

/// The archives (`.zip`, `.gz`) of a form as they were sent, by file: kept beside the PDN they
/// are unpacked to, so that `GET .../original` answers the bytes sent.
#[derive(Default)]
struct SentArchives {
    /// Each file's archive; `None` for a PDN file.
    bytes: Vec<Option<Vec<u8>>>,
    /// Their bytes, taken from the memory for bodies.
    _memory: crate::memory::HeldMemory,
}

impl SentArchives {
    /// The archives of a form as [`crate::body::unpacked_keeping`] kept them.
    fn of_kept((bytes, memory): crate::body::SentArchives) -> SentArchives {
        SentArchives {
            bytes,
            _memory: memory,
        }
    }

    /// The archive file `index` was unpacked from.
    fn of(&self, index: usize) -> Option<&[u8]> {
        self.bytes.get(index).and_then(|b| b.as_deref())
    }
}

struct Job {
    /// A new tournament, or the one the files are added to.
    destination: Destination,
    /// The archives the files were unpacked from, as sent.
    sent: SentArchives,
    /// Each file's name and round.
    files: Vec<FileLabel>,
    /// The rules they are checked under.
    options: CheckOptions,
    /// Who stores them.
    caller: Caller,
}

/// Screens the whole form, then referees and stores its files one after the other (blocking).
fn store_form(
    store: &Store,
    job: Job,
    form: &PdnForm,
    turn: &Turn,
) -> Result<StoredForm, UploadError> {
    let Job {
        destination,
        sent,
        files: labels,
        options,
        caller,
    } = job;
    let (labels, options, caller) = (&labels[..], &options, &caller);
    // Every file is stored as the caller's, under the job's rules, as its label says.
    let file_header = |label: &FileLabel| FileHeader {
        file_name: label.name.clone(),
        uploaded_by: caller.name.clone(),
        ruleset: options.ruleset,
        strict: options.strict,
        max_game_bytes: crate::SERVER_MAX_GAME_BYTES,
        round: label.round,
    };
    if form.files.len() > 1 {
        screen_form(form, options, turn)?;
    }
    let mut files = Vec::with_capacity(form.files.len());
    let mut created = false;
    let mut target = destination;
    let mut tournament = None;
    for (index, file) in form.files.iter().enumerate() {
        let sha256 = sha256_hex(&file.bytes);
        let header = file_header(&labels[index]);
        let begun = begin(store, &target, header, &sha256, caller)?;
        let (summary, stored, games) = store_file(begun, file, sent.of(index), options, turn)?;
        if let Destination::New { owned, .. } = target {
            created = stored;
            if !stored {
                // The bytes are another's tournament: answered only to who may read it, and
                // the form's other files go to it (or a recheck to it) only from who may write
                // to it.
                refuse_foreign(store, &summary.id, caller, owned || form.files.len() > 1)?;
            }
        }
        // The next files go to the tournament the first one made (or was found in).
        target = Destination::Existing(summary.id.clone());
        files.push(FileOutcome {
            name: labels[index].name.clone(),
            created: stored,
            games,
        });
        tournament = Some(summary);
    }
    let tournament = tournament.ok_or_else(|| Internal::bare("a form without a file"))?;
    Ok(StoredForm {
        tournament,
        created,
        files,
    })
}

/// Begins storing a file where it goes: a new tournament (refused when its bytes are another's
/// private tournament), or one that exists.
fn begin<'s>(
    store: &'s Store,
    target: &Destination,
    header: FileHeader,
    sha256: &str,
    caller: &Caller,
) -> Result<Begun<'s>, UploadError> {
    Ok(match target {
        Destination::New { name, private, .. } => {
            // The bytes of a private tournament are its own under any rules: made again
            // under others, they would be a copy its owner did not make.
            let held = store.first_file_access(sha256)?;
            if !held.is_empty() && !held.iter().any(|a| a.may_read(Some(caller))) {
                return Err(private_bytes(caller));
            }
            let header = TournamentHeader {
                name: name.clone(),
                // The first file's name as its label has it (tidied; without one, the
                // tournament's), as the answer says it and as every other file is kept.
                file_name: Some(header.file_name),
                uploaded_by: header.uploaded_by,
                owner: Some(caller.token),
                ruleset: header.ruleset,
                strict: header.strict,
                max_game_bytes: header.max_game_bytes,
                round: header.round,
                private: *private,
            };
            store.begin_tournament(&header, Some(sha256))?
        }
        Destination::Existing(id) => store
            .begin_file(id, &header, sha256)?
            .ok_or_else(|| UploadError::NotFound(crate::params::no_tournament_message(id)))?,
    })
}

/// The refusal of bytes that are a private tournament the caller may not read: it does not
/// say which (its id would tell a stranger where to knock).
fn private_bytes(caller: &Caller) -> UploadError {
    UploadError::Refused(
        "private_tournament",
        sentence!("api-private-bytes", name = caller.name.as_str()),
    )
}

/// Refuses a caller who uploaded the first file of stored tournament `id` but may not read it,
/// or may not write to it when `writing` (files added to it, a recheck answered with it).
fn refuse_foreign(
    store: &Store,
    id: &str,
    caller: &Caller,
    writing: bool,
) -> Result<(), UploadError> {
    let Some(access) = store.access(id)? else {
        return Ok(());
    };
    if !access.may_read(Some(caller)) {
        return Err(private_bytes(caller));
    }
    if writing && !access.may_write(caller) {
        return Err(not_yours(id, &access, caller));
    }
    Ok(())
}

/// The refusal of a write to tournament `id`, which is neither the caller's nor granted to it.
fn not_yours(id: &str, access: &store::Access, caller: &Caller) -> UploadError {
    UploadError::Refused(
        "not_your_tournament",
        sentence!(
            "api-foreign-files",
            id = crate::params::clip_id(id),
            owner = crate::error::clip(&access.created_by),
            name = caller.name.as_str()
        ),
    )
}

/// Referees and stores one file (with the archive it came in, if it did): the tournament after
/// it, whether the file is new, its games.
fn store_file(
    begun: Begun<'_>,
    file: &PdnFile,
    packed: Option<&[u8]>,
    options: &CheckOptions,
    turn: &Turn,
) -> Result<(TournamentSummary, bool, u64), UploadError> {
    let mut writer = match begun {
        // Same bytes stored before: answered without refereeing again.
        Begun::Exists(existing) => {
            let games = pdn::GameSplitter::with_max_game_bytes(
                &file.bytes[..],
                crate::SERVER_MAX_GAME_BYTES,
            )
            .count() as u64;
            return Ok((*existing, false, games));
        }
        Begun::Writing(writer) => writer,
    };
    writer.original(&file.bytes)?;
    if let Some(packed) = packed {
        writer.packed(packed)?;
    }
    // A refused or stopped file returns early: the writer is dropped and nothing of it stays.
    let games = prepare_each(&file.bytes, options, turn, |game| {
        writer.add(&game).map_err(UploadError::from)
    })?;
    tracing::info!(games, "refereed");
    Ok(match writer.commit()? {
        Stored::Created(summary) => (summary, true, games as u64),
        Stored::Exists(summary) => (summary, false, games as u64),
    })
}

/// The names of a form's files: each file's own, else `fallback` for the first and
/// `file N.pdn` for the others.
fn file_names(form: &PdnForm, fallback: &str) -> Vec<String> {
    form.files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            first_name([f.file_name.as_deref()]).unwrap_or_else(|| match i {
                0 => fallback.to_string(),
                _ => format!("file {}.pdn", i + 1),
            })
        })
        .collect()
}

/// Uploads a tournament: one PDN file, or a form of several (its rounds). Every game is
/// refereed; each file, its reports and its games are stored in one transaction. The first
/// file's bytes uploaded again give the same tournament (its id is the start of their
/// SHA-256): 200 with `created: false`, and the other files of the form are added to it if it
/// does not have them yet.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments",
    tag = "tournaments",
    params(UploadQuery),
    security(("bearer" = [])),
    request_body(
        description = "The PDN file: raw bytes, or a multipart form with one `file` field or several (the rounds, in order) and an optional `name`",
        content(
            // The raw PDN types are added from `ACCEPTED_TYPES` (openapi.rs, `PdnBodies`).
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 201, description = "Stored; `Location` points at it", body = UploadResponse),
        (status = 200, description = "The first file's bytes were stored before: that tournament (other files of the form added to it)", body = UploadResponse),
        (status = 400, description = "A bad query parameter (`round=` with several files), or a malformed body", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 408, description = "The body arrived too slowly (`body_too_slow`)", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "A file is not PDN (`details.file` names it in a form of several): nothing was stored", body = ErrorBody),
        (status = 503, description = "Busy: every refereeing turn or the memory for bodies stayed taken for the queue timeout, or another write held the database (`busy`, `Retry-After`); or the database is gone (`storage_lost`)", body = ErrorBody),
        (status = 507, description = "The database has no room left (`storage_full`): nothing more was stored", body = ErrorBody),
    )
)]
pub async fn upload(
    req: HttpRequest,
    query: web::Query<UploadQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, UploadError> {
    // The token first: an anonymous client gets 401 before its body is read.
    let caller = crate::access::token_holder(&req)?;
    let options = asked_options(query.ruleset.as_deref(), query.strict, &state)?;
    check_round_number(query.round)?;
    // Read without a turn: a slow body holds only the memory of what it has sent.
    let form = read_pdn_body(&req, payload, &state.bodies).await?;
    let (form, sent) = unpacked_keeping(form, &state.bodies, true).await?;
    let sent = SentArchives::of_kept(sent);
    check_round(query.round, &form)?;
    let event = event_name(&form.files[0].bytes, &options);
    let name = first_name([
        form.name.as_deref(),
        query.name.as_deref(),
        event.as_deref(),
        form.files[0].file_name.as_deref(),
    ])
    .unwrap_or_else(|| "untitled".to_string());
    let names = file_names(&form, &name);
    let span = tracing::info_span!("Storing an uploaded tournament", files = form.files.len());
    let job = Job {
        destination: Destination::New {
            name,
            private: query.private.unwrap_or(false),
            owned: false,
        },
        sent,
        files: labels(names, query.round),
        options,
        caller,
    };
    let stored = run_store(&state, span, job, form).await?;
    Ok(answer(stored.created, stored))
}

/// Checks a tournament's files again under other rules: its original files, in order, make
/// the tournament of those bytes under the rules asked for (another id; the caller owns it, as
/// private as the first). The first tournament, its verdicts and rulings stay as they are.
/// Under the rules it was checked under already, that tournament is answered (200) when the
/// caller may write to it; another's is 403 (`not_your_tournament`), never answered.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/recheck",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id"), RecheckQuery),
    security(("bearer" = [])),
    responses(
        (status = 201, description = "Checked under the rules asked for: the new tournament", body = UploadResponse),
        (status = 200, description = "The tournament of these files under these rules was stored already", body = UploadResponse),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 413, description = "More games than the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = ErrorBody),
        (status = 507, description = "The database has no room left (`storage_full`)", body = ErrorBody),
    )
)]
pub async fn recheck(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<RecheckQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, UploadError> {
    let caller = crate::access::token_holder(&req)?;
    let id = path.into_inner();
    let options = asked_options(query.ruleset.as_deref(), query.strict, &state)?;
    let key = id.clone();
    let (summary, sources) = crate::state::with_store(&state, move |s| {
        Ok(s.tournament(&key)?.zip(s.tournament_sources(&key)?))
    })
    .await?
    .ok_or_else(|| UploadError::NotFound(crate::params::no_tournament_message(&id)))?;
    // Each file stands for the round its uploader said (`round=`), as it did the first time.
    let labels: Vec<FileLabel> = sources
        .iter()
        .map(|s| FileLabel {
            name: s.name.clone(),
            round: s.round,
        })
        .collect();
    // The files are held as a body's bytes are: within the memory for bodies.
    let mut memory = crate::memory::HeldMemory::default();
    let total = sources.iter().map(|s| s.bytes.len()).sum();
    state.bodies.memory.claim(&mut memory, total).await?;
    let files: Vec<PdnFile> = sources
        .into_iter()
        .map(|s| PdnFile {
            bytes: s.bytes,
            file_name: Some(s.name),
        })
        .collect();
    let form = PdnForm::of_files(files, Some(summary.name.clone()), memory);
    let span = tracing::info_span!("Checking a tournament again", tournament = %crate::params::clip_id(&id));
    let job = Job {
        destination: Destination::New {
            name: summary.name,
            private: summary.private,
            owned: true,
        },
        sent: SentArchives::default(),
        files: labels,
        options,
        caller,
    };
    let stored = run_store(&state, span, job, form).await?;
    Ok(answer(stored.created, stored))
}

/// Adds one round file or several (a form, in order) to a stored tournament; they are checked
/// under its rules. A file it has already (the same bytes) is not stored again.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/files",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id"), AddQuery),
    security(("bearer" = [])),
    request_body(
        description = "The PDN file: raw bytes, or a multipart form with one `file` field or several",
        content(
            // The raw PDN types are added from `ACCEPTED_TYPES` (openapi.rs, `PdnBodies`).
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 201, description = "At least one file was added", body = UploadResponse),
        (status = 200, description = "The tournament had every file already: nothing was stored", body = UploadResponse),
        (status = 400, description = "A bad query parameter, or a malformed body", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 408, description = "The body arrived too slowly (`body_too_slow`)", body = ErrorBody),
        (status = 409, description = "The tournament was re-checked under other rules meanwhile (`tournament_changed`): send the file again", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "A file is not PDN: nothing was stored", body = ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = ErrorBody),
        (status = 507, description = "The database has no room left (`storage_full`)", body = ErrorBody),
    )
)]
pub async fn add_files(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<AddQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, UploadError> {
    let caller = crate::access::token_holder(&req)?;
    let id = path.into_inner();
    check_round_number(query.round)?;
    let key = id.clone();
    let summary = crate::state::with_store(&state, move |s| s.tournament(&key))
        .await?
        .ok_or_else(|| UploadError::NotFound(crate::params::no_tournament_message(&id)))?;
    let options = stored_options(summary.ruleset, summary.strict, &state);
    let form = read_pdn_body(&req, payload, &state.bodies).await?;
    let (form, sent) = unpacked_keeping(form, &state.bodies, true).await?;
    let sent = SentArchives::of_kept(sent);
    check_round(query.round, &form)?;
    let fallback =
        first_name([query.name.as_deref()]).unwrap_or_else(|| "untitled.pdn".to_string());
    let names = file_names(&form, &fallback);
    let span = tracing::info_span!("Adding files to a tournament", tournament = %crate::params::clip_id(&id), files = form.files.len());
    let job = Job {
        destination: Destination::Existing(summary.id),
        sent,
        files: labels(names, query.round),
        options,
        caller,
    };
    let stored = run_store(&state, span, job, form).await?;
    Ok(answer(stored.files.iter().any(|f| f.created), stored))
}

/// A live round's last version, to be stored as a round file (issue 30).
pub(crate) struct LiveRoundFile {
    /// The version's bytes, as the relay sent them.
    pub bytes: Vec<u8>,
    /// The name the file is kept under (`NAME.pdn`).
    pub file_name: String,
    /// The tournament it is added to; a new one when none.
    pub tournament: Option<String>,
    /// A new tournament's name (its first game's Event tag, else the round's name, when none).
    pub name: Option<String>,
    /// A new tournament private.
    pub private: bool,
    /// The round it stands for (else its games' Round tags, or its place).
    pub round: Option<u32>,
    /// The rules the round was refereed under.
    pub ruleset: arbiter::Ruleset,
    /// Whether it was read by the PDN 3.0 grammar.
    pub strict: bool,
}

/// Stores a live round's last version as a round file: of a new tournament, or added to one
/// the caller may write to whose rules are the round's (else 409 `live_rules_differ`, as its
/// verdicts would not be the ones the arbiter was told).
pub(crate) async fn store_live_round(
    req: &HttpRequest,
    state: &AppState,
    file: LiveRoundFile,
) -> Result<HttpResponse, UploadError> {
    let caller = crate::access::token_holder(req)?;
    check_round_number(file.round)?;
    let options = stored_options(file.ruleset, file.strict, state);
    let destination = match file.tournament {
        Some(id) => {
            let key = id.clone();
            let (summary, access) = crate::state::with_store(state, move |s| {
                Ok(s.tournament(&key)?.zip(s.access(&key)?))
            })
            .await?
            .ok_or_else(|| UploadError::NotFound(crate::params::no_tournament_message(&id)))?;
            if !access.may_read(Some(&caller)) {
                return Err(UploadError::NotFound(crate::params::no_tournament_message(
                    &id,
                )));
            }
            if !access.may_write(&caller) {
                return Err(not_yours(&id, &access, &caller));
            }
            if summary.ruleset != file.ruleset || summary.strict != file.strict {
                return Err(UploadError::Conflict(
                    "live_rules_differ",
                    sentence!("api-live-rules-differ", id = crate::params::clip_id(&id)),
                ));
            }
            Destination::Existing(summary.id)
        }
        None => {
            let event = event_name(&file.bytes, &options);
            let stem = file.file_name.trim_end_matches(".pdn");
            let name = first_name([file.name.as_deref(), event.as_deref(), Some(stem)])
                .unwrap_or_else(|| "untitled".to_string());
            Destination::New {
                name,
                private: file.private,
                owned: false,
            }
        }
    };
    // The bytes are held as a body's are: within the memory for bodies.
    let mut memory = crate::memory::HeldMemory::default();
    state
        .bodies
        .memory
        .claim(&mut memory, file.bytes.len())
        .await?;
    let form = PdnForm::of_files(
        vec![PdnFile {
            bytes: file.bytes,
            file_name: Some(file.file_name.clone()),
        }],
        None,
        memory,
    );
    let span = tracing::info_span!("Storing a live round", file = %file.file_name);
    let job = Job {
        destination,
        sent: SentArchives::default(),
        files: labels(vec![file.file_name], file.round),
        options,
        caller,
    };
    let stored = run_store(state, span, job, form).await?;
    let created = stored.files.iter().any(|f| f.created);
    Ok(answer(created, stored))
}

/// Takes a turn and stores the form on the blocking pool.
async fn run_store(
    state: &AppState,
    span: tracing::Span,
    job: Job,
    form: PdnForm,
) -> Result<StoredForm, UploadError> {
    // A turn once the body is in: held by the work until the upload is stored or refused.
    let turn = state.turns.referee().await?;
    // Dropped with this future (the client went away): the work stops and nothing more is
    // stored.
    let watch = turn.watch();
    // No turn to write here: the database decides between writers (SQLite's write lock,
    // PostgreSQL's unique constraints and row locks), so replicas need no lock of their own.
    let store = state.store.clone();
    let stored = web::block(move || {
        let _guard = span.enter();
        store_form(&store, job, &form, &turn)
    })
    .await
    .map_err(|e| Internal::new("storing an upload", e))??;
    drop(watch);
    Ok(stored)
}

/// The stored form as the answer: 201 with its `Location` when `created`, else 200.
fn answer(created: bool, stored: StoredForm) -> HttpResponse {
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    let response = UploadResponse {
        id: stored.tournament.id.clone(),
        created: stored.created,
        tournament: stored.tournament,
        files: stored.files,
    };
    let mut builder = HttpResponse::build(status);
    if status == StatusCode::CREATED {
        builder.insert_header((LOCATION, format!("/api/v1/tournaments/{}", response.id)));
    }
    builder.json(response)
}
