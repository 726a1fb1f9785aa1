//! `POST /validate`: referee PDN files and answer the reports; nothing is stored. A raw body is
//! one file; a form may hold several, each answered with its own reports.

use crate::answers::HeldBody;
use crate::body::PdnForm;
use crate::check_error::CheckError;
use crate::checking::{
    CheckOptions, InputError, Stopped, Summary, Watchdog, check_all, check_each,
};
use crate::error::{ErrorBody, Internal, clip};
use crate::form_check::{AskedRules, admit, in_file, options_after, screen_form};
use crate::pace::PacedSender;
use crate::schemas::{GameReportSchema, UploadForm};
use crate::state::AppState;
use crate::turns::{PeerTurn, Turn};
use actix_web::http::header::ACCEPT;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::{GameReport, Lang, Severity};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use words::findings::{at_least, parse_severity};
use words::sentence;

/// The media type of the streamed form: one JSON report per line.
pub const NDJSON: &str = "application/x-ndjson";

/// Query parameters of `POST /validate`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ValidateQuery {
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`: read real files liberally).
    pub strict: Option<bool>,
    /// Include the moves as carried out in each report (default `false`).
    pub moves: Option<bool>,
    /// The language of the findings' `message` sentences: `en`, `fr`, `nl` or `ru` (default:
    /// the request's `Accept-Language`, else English). Kinds, codes and fields stay English.
    pub lang: Option<String>,
    /// Leave out findings below this severity (`error`, `warning` or `info`), and the games left
    /// without findings (the summaries still count every game).
    #[param(value_type = Option<String>)]
    pub min_severity: Option<String>,
}

/// The reports on every game of a file.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateDocument {
    /// Version of the report schema.
    pub schema_version: u32,
    /// The draw rules applied (`fmjd-2024`, `fmjd-2015`).
    #[schema(value_type = String)]
    pub ruleset: arbiter::Ruleset,
    /// Whether the PDN 3.0 grammar was enforced.
    pub strict: bool,
    /// Games per verdict.
    pub summary: Summary,
    /// One report per game, in file order.
    #[schema(value_type = Vec<GameReportSchema>)]
    pub games: SaidReports,
}

/// Reports with the language their findings are said in: a JSON array of reports.
#[derive(Debug)]
pub struct SaidReports {
    /// The reports, in file order.
    pub reports: Vec<GameReport>,
    /// The language of their findings' sentences.
    pub lang: Lang,
}

impl Serialize for SaidReports {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.reports.iter().map(|r| r.said(self.lang)))
    }
}

/// The reports on the games of one file of a form.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileReports {
    /// 1-based position of the file in the form.
    pub file: usize,
    /// The file name the form gave it, if any.
    pub file_name: Option<String>,
    /// Games per verdict in this file.
    pub summary: Summary,
    /// One report per game, in file order (each game's `index` counts within its file).
    #[schema(value_type = Vec<GameReportSchema>)]
    pub games: SaidReports,
}

/// The reports on a form of several files: one set per file, in form order.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateFilesDocument {
    /// Version of the report schema.
    pub schema_version: u32,
    /// The draw rules applied (`fmjd-2024`, `fmjd-2015`).
    #[schema(value_type = String)]
    pub ruleset: arbiter::Ruleset,
    /// Whether the PDN 3.0 grammar was enforced.
    pub strict: bool,
    /// Games per verdict over all files.
    pub summary: Summary,
    /// Each file with its reports.
    pub files: Vec<FileReports>,
}

/// The answer of `POST /validate`: one file's reports, or one set per file of a form.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum ValidateAnswer {
    /// A raw body, or a form with one file.
    One(ValidateDocument),
    /// A form with several files.
    Files(ValidateFilesDocument),
}

/// The line that opens a file's reports in a streamed answer to a form of several files.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileLine {
    /// 1-based position of the file in the form.
    pub file: usize,
    /// The file name the form gave it, if any.
    pub file_name: Option<String>,
    /// How many report lines follow for this file.
    pub games: usize,
}

/// Referees PDN files and returns their reports; nothing is stored.
///
/// A raw body, or a form with one file, is answered with one report per game. A form with
/// several files is answered with one set of reports per file. With
/// `Accept: application/x-ndjson` the reports are streamed, one JSON report per line, each as
/// soon as it is ready (a form of several files: a `FileLine` opens each file's reports).
///
/// A validation needs no token. Without one, an address may have only its share of
/// validations in flight (`--peer-turns`); with a valid token it may use every turn.
#[utoipa::path(
    post,
    path = "/api/v1/validate",
    tag = "validate",
    params(ValidateQuery),
    security((), ("bearer" = [])),
    request_body(
        description = "The PDN file: raw bytes (UTF-8 or Windows-1252), or a multipart form with one or more file fields",
        content(
            // The raw PDN types are added from `ACCEPTED_TYPES` (openapi.rs, `PdnBodies`).
            (UploadForm = "multipart/form-data"),
        )
    ),
    responses(
        (status = 200, description = "One report per game (one set per file for a form of several); with `Accept: application/x-ndjson`, one report per line",
            content((ValidateAnswer = "application/json"), (GameReportSchema = "application/x-ndjson"))),
        (status = 400, description = "A bad query parameter or a malformed body", body = ErrorBody),
        (status = 401, description = "A bearer token that is none of ours (`invalid_token`) or was revoked (`revoked_token`); a validation needs none", body = ErrorBody),
        (status = 408, description = "The body arrived too slowly (`body_too_slow`)", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit, or the work ran past its deadline", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "The body is not PDN (binary, or no game in it)", body = ErrorBody),
        (status = 429, description = "This address already has its share of validations in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Busy: every refereeing turn, or the memory for bodies, stayed taken for the queue timeout (`Retry-After`)", body = ErrorBody),
    )
)]
pub async fn validate(
    req: HttpRequest,
    query: web::Query<ValidateQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, CheckError> {
    let options = AskedRules {
        ruleset: query.ruleset.as_deref(),
        strict: query.strict,
        lang: query.lang.as_deref(),
        include_moves: query.moves.unwrap_or(false),
    }
    .options(&req, &state)?;
    let min_severity = query
        .min_severity
        .as_deref()
        .map(parse_severity)
        .transpose()
        .map_err(|_| {
            CheckError::Query(sentence!(
                "api-unknown-severity",
                value = crate::error::clip(query.min_severity.as_deref().unwrap_or_default())
            ))
        })?;
    let (share, form) = admit(&req, payload, &state).await?;
    let streaming = req
        .headers()
        .get(ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(NDJSON));
    let turn = state.turns.referee().await?;
    // Dropped with this future (the client went away): the work stops at its next game.
    let watch = turn.watch();
    tracing::debug!(
        files = form.files.len(),
        bytes = form.bytes(),
        streaming,
        "refereeing a validation"
    );

    if streaming {
        // Screened first (reading only, quick next to refereeing): a refused file gets its
        // status before a streamed answer has committed to 200.
        let (form, counts, turn) = web::block(move || {
            let counts = screen_form(&form, &options, &turn)?;
            Ok::<_, CheckError>((form, counts, turn))
        })
        .await
        .map_err(|e| Internal::new("screening a validation", e))??;
        // The stream now owns the turn; it stops when its response is dropped.
        watch.done();
        return Ok(stream_reports(
            form,
            counts,
            options,
            min_severity,
            turn,
            share,
            &state,
        ));
    }
    let (json, turn) = if form.bytes() <= INLINE_BYTES {
        referee_to_json(form, &options, min_severity, turn)?
    } else {
        // Serialised on the blocking pool too: a large document would hold up the async
        // worker.
        let span = tracing::Span::current();
        web::block(move || {
            let _entered = span.enter();
            referee_to_json(form, &options, min_severity, turn)
        })
        .await
        .map_err(|e| Internal::new("refereeing a validation", e))??
    };
    // The answer is claimed from the memory for answers, and the turn given back: one waiting
    // for room or for its reader holds no turn (issue 26).
    let memory = state.answers.claim(json.len(), turn).await?;
    drop(watch);
    // The address's share lasts until the last byte is taken, or the answer is given up.
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(HeldBody::new(json, memory, share, Some(state.answer_pace))))
}

/// The largest body refereed on the async worker itself. Handing the work to the blocking pool
/// and back costs two thread wake-ups, more than refereeing one real game (a few hundred bytes
/// to a few kilobytes) takes; a body this small holds the worker a millisecond at most (see
/// docs/performance.md), while anything larger goes to the pool.
const INLINE_BYTES: usize = 4 << 10;

/// Referees a form and writes its answer, handed back with the turn.
fn referee_to_json(
    form: PdnForm,
    options: &CheckOptions,
    min_severity: Option<Severity>,
    turn: Turn,
) -> Result<(Vec<u8>, Turn), CheckError> {
    let answer = check_form(&form, options, min_severity, &turn).inspect_err(|error| {
        if let CheckError::Input(InputError::Stopped(stopped)) = error {
            tracing::info!(?stopped, "validation given up");
        }
    })?;
    // The bodies' memory goes back before the answer is written.
    drop(form);
    let json = serde_json::to_vec(&answer)
        .map_err(|e| CheckError::from(Internal::new("writing a validation's reports", e)))?;
    Ok((json, turn))
}

/// Screens and referees every file of a form: the answer document, each file's games kept at
/// `min_severity` or above when it is given (its summary still counts every game).
fn check_form(
    form: &PdnForm,
    options: &CheckOptions,
    min_severity: Option<Severity>,
    watchdog: &dyn Watchdog,
) -> Result<ValidateAnswer, CheckError> {
    let mut files = Vec::with_capacity(form.files.len());
    let mut total = 0;
    for (index, file) in form.files.iter().enumerate() {
        let games = check_all(&file.bytes, &options_after(options, total), watchdog)
            .map_err(|e| in_file(form, index, e, options.max_games))?;
        total += games.len();
        files.push(FileReports {
            file: index + 1,
            file_name: file.file_name.as_deref().map(clip),
            summary: Summary::of(&games),
            games: SaidReports {
                reports: games,
                lang: options.lang,
            },
        });
    }
    // The summaries are of every game; then the games are filtered.
    let overall = Summary::of(files.iter().flat_map(|f| &f.games.reports));
    if let Some(min) = min_severity {
        for file in &mut files {
            let reports = &mut file.games.reports;
            *reports = reports.iter().filter_map(|g| at_least(g, min)).collect();
        }
    }
    let ruleset = options.ruleset;
    if files.len() == 1 {
        let file = files.remove(0);
        return Ok(ValidateAnswer::One(ValidateDocument {
            schema_version: arbiter::SCHEMA_VERSION,
            ruleset,
            strict: options.strict,
            summary: file.summary,
            games: file.games,
        }));
    }
    Ok(ValidateAnswer::Files(ValidateFilesDocument {
        schema_version: arbiter::SCHEMA_VERSION,
        ruleset,
        strict: options.strict,
        summary: overall,
        files,
    }))
}

/// What the streaming thread hands to the response.
enum Piece {
    /// A line of the answer.
    Line(Bytes),
    /// The answer is complete.
    End,
}

/// Streams one report per line from a blocking thread; a bounded channel holds the referee back
/// when the client reads slowly. The turn and the address's share go with the thread: given back
/// when it ends, which it does at the end of the files, when the client hangs up (the response is
/// dropped), or when the client takes lines too slowly (see [`PacedSender`]). An answer cut short
/// ends with an error, so the client sees a broken stream, never a complete-looking one.
fn stream_reports(
    form: PdnForm,
    counts: Vec<usize>,
    options: CheckOptions,
    min_severity: Option<Severity>,
    turn: Turn,
    share: Option<PeerTurn>,
    state: &AppState,
) -> HttpResponse {
    let (tx, rx) = tokio::sync::mpsc::channel::<Piece>(16);
    let mut sender = PacedSender::new(
        tx,
        tokio::runtime::Handle::current(),
        state.answer_pace,
        state.write_timeout,
    );
    let span = tracing::Span::current();
    actix_web::rt::task::spawn_blocking(move || {
        let _share = share;
        let _entered = span.enter();
        let several = form.files.len() > 1;
        let mut streamed = || -> Result<(), Stopped> {
            for (index, file) in form.files.iter().enumerate() {
                if several {
                    let line = json_line(&FileLine {
                        file: index + 1,
                        file_name: file.file_name.as_deref().map(clip),
                        games: counts[index],
                    })?;
                    let bytes = line.len();
                    sender.send(Piece::Line(line), bytes, Some(&turn))?;
                }
                check_each(&file.bytes, &options, &turn, |report| {
                    let report = match min_severity {
                        None => report,
                        Some(min) => match at_least(&report, min) {
                            Some(kept) => kept,
                            // Left out; the client is still there.
                            None => return Ok(()),
                        },
                    };
                    let line = json_line(&report.said(options.lang))?;
                    let bytes = line.len();
                    sender.send(Piece::Line(line), bytes, Some(&turn))
                })?;
            }
            Ok(())
        };
        match streamed() {
            Ok(()) => {
                drop(turn);
                let _ = sender.send(Piece::End, 0, None);
            }
            Err(stopped) => tracing::info!(?stopped, "streamed answer given up"),
        }
    });
    let stream = futures_util::stream::unfold(Some(rx), |rx| async move {
        let mut rx = rx?;
        match rx.recv().await {
            Some(Piece::Line(line)) => Some((Ok(line), Some(rx))),
            Some(Piece::End) => None,
            // The thread stopped before the end: break the response rather than end it.
            None => Some((Err(std::io::Error::other("the answer was given up")), None)),
        }
    });
    HttpResponse::Ok().content_type(NDJSON).streaming(stream)
}

/// One line of a streamed answer, newline included.
fn json_line(value: &impl Serialize) -> Result<Bytes, Stopped> {
    let mut line = serde_json::to_vec(value).map_err(|error| {
        // A report that cannot be written is a bug; the stream is broken off, not faked.
        tracing::error!(%error, "cannot serialise a line of a streamed answer");
        Stopped::Abandoned
    })?;
    line.push(b'\n');
    Ok(Bytes::from(line))
}
