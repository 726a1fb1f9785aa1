//! Live rounds (issue 30): `PUT /live/{name}` with the round's whole current PDN (as a relay
//! re-sends it), `GET /live/{name}` the state of every game, `GET /live/{name}/events` the
//! events as Server-Sent Events (a reconnecting client sends `Last-Event-ID` and gets what it
//! missed), `GET /live/{name}/games.pdn` the round with each finding as a comment at its move,
//! `DELETE /live/{name}` to stop following it; for the arbiter's live page, `GET /live` the
//! rounds followed and `GET /live/{name}/games/{n}` one game with its positions, and its
//! `board.svg`. Rounds are held in memory ([`crate::live`]).

use crate::check_error::CheckError;
use crate::error::{ApiError, ErrorBody, Internal};
use crate::form_check::{AskedRules, admit, screen_form};
use crate::live::{LiveError, LiveRound, MAX_NAME, MAX_ROUNDS};
use crate::routes::board::{GameBoardQuery, game_svg};
use crate::schemas::UploadForm;
use crate::state::AppState;
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::{Lang, Severity};
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use utoipa::{IntoParams, ToSchema};
use words::{Sentence, sentence};

/// A comment sent on a quiet stream, so that proxies and clients keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Most events written in one chunk of a stream.
const CHUNK_EVENTS: usize = 256;

/// Query parameters of `PUT /live/{name}`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PutQuery {
    /// The draw rules: `fmjd-2024` (default) or `fmjd-2015`; a round keeps those of its first
    /// version.
    pub ruleset: Option<String>,
    /// Enforce the PDN 3.0 grammar (default `false`); kept from the first version.
    pub strict: Option<bool>,
}

/// Query parameters naming a language.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// The language of the sentences: `en`, `fr`, `nl` or `ru` (default: the request's
    /// `Accept-Language`, else English).
    pub lang: Option<String>,
}

/// Query parameters of the event stream.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// The language of the events' `message`: `en`, `fr`, `nl` or `ru` (default: the
    /// request's `Accept-Language`, else English).
    pub lang: Option<String>,
    /// Send the events after this id (as the `Last-Event-ID` header, which wins; default 0:
    /// every event kept).
    pub after: Option<u64>,
}

/// What a new version of a live round did.
#[derive(Debug, Serialize, ToSchema)]
pub struct LiveUpdate {
    /// The round's name.
    pub name: String,
    /// Whether this version made the round.
    pub created: bool,
    /// Events this version told.
    pub events: usize,
    /// The id of the round's last event.
    pub last_event: u64,
    /// Games in this version.
    pub games: usize,
    /// Whether every game has a result.
    pub finished: bool,
}

/// No live round of that name, as said to the asker.
pub(crate) fn no_round_message(name: &str) -> Sentence {
    sentence!("api-live-no-round", name = crate::error::clip(name))
}

fn no_round(name: &str) -> ApiError {
    ApiError::not_found(no_round_message(name))
}

/// A round that cannot be made, as answered.
pub(crate) fn live_error(error: &LiveError) -> ApiError {
    match error {
        LiveError::BadName => ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_live_name",
            sentence!("api-live-bad-name", limit = MAX_NAME),
        ),
        LiveError::Full => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "live_rounds_full",
            sentence!("api-live-full", count = MAX_ROUNDS),
        ),
    }
}

fn round_of(state: &AppState, name: &str) -> Result<Arc<LiveRound>, ApiError> {
    state.live.get(name).ok_or_else(|| no_round(name))
}

fn lang_of(req: &HttpRequest, lang: Option<&str>) -> Result<Lang, ApiError> {
    crate::params::parse_lang(lang, req).map_err(ApiError::invalid_query)
}

/// Sends the round's whole current PDN: the games are matched to those of the last version by
/// White, Black and Round, only their new plies are refereed, and the events are told.
#[utoipa::path(
    put,
    path = "/api/v1/live/{name}",
    tag = "live",
    params(("name" = String, Path, description = "The round's name: 1 to 64 letters, digits, `-`, `_`, `.`"), PutQuery),
    request_body(
        description = "The round's whole PDN as it stands: raw bytes (UTF-8 or Windows-1252), a .zip or .gz of it, or a multipart form with a `file` field",
        content(
            // The raw PDN types are added from `ACCEPTED_TYPES` (openapi.rs, `PdnBodies`).
            (UploadForm = "multipart/form-data"),
        )
    ),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The version was read; what it told", body = LiveUpdate),
        (status = 400, description = "A bad name, query parameter or body", body = ErrorBody),
        (status = 401, description = "No token, or not a valid one", body = ErrorBody),
        (status = 403, description = "A reader's token", body = ErrorBody),
        (status = 413, description = "The body or its number of games is over the limit", body = ErrorBody),
        (status = 415, description = "Not a PDN media type", body = ErrorBody),
        (status = 422, description = "The body is not PDN (binary, or no game in it): the round is left as it was", body = ErrorBody),
        (status = 503, description = "Busy, or as many live rounds as the service holds (`live_rounds_full`)", body = ErrorBody),
    )
)]
pub async fn put(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<PutQuery>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let refused = |e: CheckError| ApiError::from(&e);
    let options = AskedRules {
        ruleset: query.ruleset.as_deref(),
        strict: query.strict,
        lang: None,
        include_moves: false,
    }
    .options(&req, &state)
    .map_err(refused)?;
    let (share, form) = admit(&req, payload, &state).await.map_err(refused)?;
    let turn = state
        .turns
        .referee()
        .await
        .map_err(|busy| refused(busy.into()))?;
    let name = name.into_inner();
    // A version that is not PDN is refused before the round is made or touched.
    let screened = web::block(move || -> Result<Vec<u8>, CheckError> {
        screen_form(&form, &options, &turn)?;
        // A form of several files is read as their concatenation.
        Ok(form
            .files
            .iter()
            .flat_map(|f| f.bytes.iter().copied())
            .collect())
    })
    .await
    .map_err(|e| ApiError::from(&Internal::new("screening a live round", e)))?;
    let bytes = screened.map_err(refused)?;
    let (round, created) = state
        .live
        .get_or_make(&name, crate::live::round_options(&options))
        .map_err(|e| live_error(&e))?;
    let turn = state
        .turns
        .referee()
        .await
        .map_err(|busy| refused(busy.into()))?;
    let read = round.clone();
    let updated = web::block(move || {
        let updated = read.update(&bytes);
        drop(turn);
        updated
    })
    .await
    .map_err(|e| ApiError::from(&Internal::new("reading a live round", e)))?;
    crate::live_kept::keep(&state, &name, &round).await;
    drop(share);
    Ok(HttpResponse::Ok().json(LiveUpdate {
        name,
        created,
        events: updated.events,
        last_event: updated.last_event,
        games: updated.games,
        finished: updated.finished,
    }))
}

/// The state of every game of the round: players, plies, the position (FEN), the verdict so
/// far, the findings said in the asked language, the draw counts running with the moves left.
#[utoipa::path(
    get,
    path = "/api/v1/live/{name}",
    tag = "live",
    params(("name" = String, Path, description = "The round's name"), LangQuery),
    responses(
        (status = 200, description = "`{ name, games: [{ n, white, black, round, repeat, plies, fen, last_move, status, result, ended, outcome, findings: [{ kind, severity, ply, notation, message }], counts: [{ clause, article, started_ply, limit_ply, moves_left }] }], finished, last_event }`", body = Object),
        (status = 400, description = "An unknown `lang`", body = ErrorBody),
        (status = 404, description = "No such live round", body = ErrorBody),
    )
)]
pub async fn get(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<LangQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = lang_of(&req, query.lang.as_deref())?;
    let round = round_of(&state, &name)?;
    let mut body = round.read(|r| r.state(lang));
    body["name"] = serde_json::json!(name.as_str());
    // Pulled from a feed: how it is doing (`null` when the round is pushed).
    body["source"] = state
        .live_sources
        .get(&name)
        .map_or(serde_json::Value::Null, |source| source.state(lang));
    Ok(HttpResponse::Ok().json(body))
}

/// One live round in the list.
#[derive(Debug, Serialize, ToSchema)]
pub struct LiveRoundSummary {
    /// The round's name.
    pub name: String,
    /// Games in its last version.
    pub games: usize,
    /// Whether every game has a result.
    pub finished: bool,
    /// The id of its last event (0 before any).
    pub last_event: u64,
}

/// The rounds followed.
#[derive(Debug, Serialize, ToSchema)]
pub struct LiveRoundList {
    /// Each round, by name.
    pub rounds: Vec<LiveRoundSummary>,
}

/// The live rounds followed, by name: each with its games, whether it is finished and its
/// last event.
#[utoipa::path(
    get,
    path = "/api/v1/live",
    tag = "live",
    responses(
        (status = 200, description = "The rounds followed, by name", body = LiveRoundList),
    )
)]
pub async fn list(state: web::Data<AppState>) -> HttpResponse {
    let rounds = state
        .live
        .list()
        .into_iter()
        .map(|(name, round)| {
            round.read(|r| LiveRoundSummary {
                name,
                games: r.boards().count(),
                finished: r.finished(),
                last_event: r.last_id(),
            })
        })
        .collect();
    HttpResponse::Ok().json(LiveRoundList { rounds })
}

fn no_live_game(name: &str, n: usize) -> ApiError {
    ApiError::not_found(sentence!(
        "api-live-no-game",
        name = crate::error::clip(name),
        n = n
    ))
}

/// One game of the round (1-based, in the last version's file order): the report as a stored
/// game's, each move as written with the position after it, the findings at their ply, the
/// draw counts running with the moves left.
#[utoipa::path(
    get,
    path = "/api/v1/live/{name}/games/{n}",
    tag = "live",
    params(
        ("name" = String, Path, description = "The round's name"),
        ("n" = usize, Path, description = "1-based position of the game in the round's last version"),
        LangQuery,
    ),
    responses(
        (status = 200, description = "The game: `{ n, white, black, round, repeat, ended, result, last_event, tags, start_fen, plies, status, outcome, findings: [...], draw_counts, counts: [{ clause, article, started_ply, limit_ply, moves_left }], final_fen, moves: [{ ply, move_number, side, notation, played, from, to, captured, fen_before, fen_after }], unplayed_moves }`", body = Object),
        (status = 400, description = "An unknown `lang`", body = ErrorBody),
        (status = 404, description = "No such live round, or no such game in it", body = ErrorBody),
    )
)]
pub async fn game(
    req: HttpRequest,
    path: web::Path<(String, usize)>,
    query: web::Query<LangQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = lang_of(&req, query.lang.as_deref())?;
    let (name, n) = path.into_inner();
    let round = round_of(&state, &name)?;
    let mut body = web::block(move || round.read(|r| r.game(n, lang)))
        .await
        .map_err(|e| ApiError::from(&Internal::new("replaying a live game", e)))?
        .ok_or_else(|| no_live_game(&name, n))?;
    body["name"] = serde_json::json!(name.as_str());
    Ok(HttpResponse::Ok().json(body))
}

/// A diagram of a position of a live game, as a stored game's (`ply=K`, `finding=I`, `flip`,
/// `caption`: see `GET /tournaments/{id}/games/{n}/board.svg`).
#[utoipa::path(
    get,
    path = "/api/v1/live/{name}/games/{n}/board.svg",
    tag = "live",
    params(
        ("name" = String, Path, description = "The round's name"),
        ("n" = usize, Path, description = "1-based position of the game in the round's last version"),
        GameBoardQuery,
    ),
    responses(
        (status = 200, description = "The diagram", content_type = "image/svg+xml", body = String),
        (status = 400, description = "`ply` or `finding` out of range", body = ErrorBody),
        (status = 404, description = "No such live round or game, or no position to show", body = ErrorBody),
    )
)]
pub async fn game_board(
    req: HttpRequest,
    path: web::Path<(String, usize)>,
    query: web::Query<GameBoardQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = lang_of(&req, query.lang.as_deref())?;
    let (name, n) = path.into_inner();
    let round = round_of(&state, &name)?;
    let query = query.into_inner();
    let drawn = web::block(move || {
        round
            .read(|r| r.replayed(n))
            .map(|report| game_svg(&report, &query, lang))
    })
    .await
    .map_err(|e| ApiError::from(&Internal::new("drawing a live game", e)))?
    .ok_or_else(|| no_live_game(&name, n))?;
    let svg = drawn.map_err(|e| ApiError::from(&e))?;
    Ok(HttpResponse::Ok().content_type("image/svg+xml").body(svg))
}

/// Stops following the round: its state and events are dropped, its streams end.
#[utoipa::path(
    delete,
    path = "/api/v1/live/{name}",
    tag = "live",
    params(("name" = String, Path, description = "The round's name")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Dropped"),
        (status = 401, description = "No token, or not a valid one", body = ErrorBody),
        (status = 403, description = "A reader's token", body = ErrorBody),
        (status = 404, description = "No such live round", body = ErrorBody),
    )
)]
pub async fn delete(
    name: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    state.live_sources.stop(&name);
    if state.live.remove(&name) {
        crate::live_kept::forget(&state, &name).await;
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(no_round(&name))
    }
}

/// The round's events as Server-Sent Events, each as it is told: `id:` its number, `data:` a
/// JSON object with `type` (`game`, `move`, `finding`, `repetition`, `draw`, `count`,
/// `result`, `rewritten`, `removed`, `returned`), `white`, `black`, `round`, `ply`, what its
/// type has (a finding's `kind`, `severity`, `notation`, `articles`; a repetition's `earlier`
/// plies and `article`; a draw's `clause` and `article`; a count's `moves_left` and
/// `limit_ply`; a result's `result` and `contradicted`; a rewrite's `kept_plies`) and
/// `message`, one sentence in the asked language. A client that reconnects with
/// `Last-Event-ID` gets the events after it (a comment says how many the log no longer held).
#[utoipa::path(
    get,
    path = "/api/v1/live/{name}/events",
    tag = "live",
    params(
        ("name" = String, Path, description = "The round's name"),
        ("Last-Event-ID" = Option<u64>, Header, description = "The last event received: send those after it"),
        EventsQuery,
    ),
    responses(
        (status = 200, description = "The events, as they are told, until the round is dropped", content_type = "text/event-stream", body = String),
        (status = 400, description = "An unknown `lang`", body = ErrorBody),
        (status = 404, description = "No such live round", body = ErrorBody),
    )
)]
pub async fn events(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<EventsQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = lang_of(&req, query.lang.as_deref())?;
    let round = round_of(&state, &name)?;
    let after = req
        .headers()
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .or(query.after)
        .unwrap_or(0);
    let signal = round.subscribe();
    let stream = futures_util::stream::unfold(
        (round, signal, after, true),
        move |(round, mut signal, sent, first)| async move {
            loop {
                if round.is_closed() {
                    return None;
                }
                let unsent = round.unsent(sent, lang, CHUNK_EVENTS);
                let mut text = String::new();
                if first && unsent.missed > 0 {
                    text.push_str(&format!(
                        ": {} events before these are no longer kept\n\n",
                        unsent.missed
                    ));
                }
                text.push_str(&unsent.text);
                if !text.is_empty() {
                    let chunk = Ok::<_, Infallible>(Bytes::from(text));
                    return Some((chunk, (round, signal, unsent.last, false)));
                }
                signal.mark_unchanged();
                match tokio::time::timeout(KEEP_ALIVE, signal.changed()).await {
                    Ok(Ok(())) => {}
                    Ok(Err(_)) => return None,
                    Err(_) => {
                        let ping = Ok(Bytes::from_static(b": keep-alive\n\n"));
                        return Some((ping, (round, signal, sent, false)));
                    }
                }
            }
        },
    );
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("cache-control", "no-cache"))
        .streaming(stream))
}

/// The round as we read it: its last version normalised, each finding a `{arbiter: ...}`
/// comment at its move, for a broadcast to show the referee's word.
#[utoipa::path(
    get,
    path = "/api/v1/live/{name}/games.pdn",
    tag = "live",
    params(("name" = String, Path, description = "The round's name"), LangQuery),
    responses(
        (status = 200, description = "The round as normalised PDN with the findings as comments", content_type = "application/x-pdn", body = String),
        (status = 400, description = "An unknown `lang`", body = ErrorBody),
        (status = 404, description = "No such live round", body = ErrorBody),
    )
)]
pub async fn games_pdn(
    req: HttpRequest,
    name: web::Path<String>,
    query: web::Query<LangQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = lang_of(&req, query.lang.as_deref())?;
    let round = round_of(&state, &name)?;
    let (bytes, options) = round.read(|r| (r.bytes().to_vec(), r.options()));
    let pdn = web::block(move || {
        let mut out = String::new();
        let mut reader = pdn::Reader::with_options(&bytes[..], options.read);
        while let Ok(Some(game)) = reader.next_game() {
            if !out.is_empty() {
                out.push('\n');
            }
            let annotated =
                batch::annotate::annotate_game(&game, Severity::Info, &options.referee, lang);
            out.push_str(annotated.trim_end());
            out.push('\n');
        }
        out
    })
    .await
    .map_err(|e| ApiError::from(&Internal::new("writing a live round", e)))?;
    Ok(HttpResponse::Ok()
        .content_type("application/x-pdn; charset=utf-8")
        .body(pdn))
}
