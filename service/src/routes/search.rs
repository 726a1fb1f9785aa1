//! The archive: `GET /games` searches every stored game, `GET /duplicates` lists the games
//! stored more than once.

use crate::error::{ApiError, ErrorBody, route_error};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::{HttpResponse, web};
use arbiter::{FindingKind, Status};
use serde::Deserialize;
use store::dates::query_day;
use store::search::Side;
use store::{DuplicatePage, SearchPage, SearchQuery};
use utoipa::IntoParams;
use words::{Sentence, sentence};

/// Default and largest page size.
const DEFAULT_LIMIT: u32 = 50;
const MAX_LIMIT: u32 = 500;
/// Longest text filter (a name, an event) read.
const MAX_TEXT: usize = 200;

/// Query parameters of `GET /games`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Words of a player's name, in any order, case and accents ignored (`baliakin`,
    /// `Baliakin, Alexander`).
    pub player: Option<String>,
    /// With `player` or `fmjd_id`: only the games where that player had `white` or `black`.
    pub side: Option<String>,
    /// A player's FMJD id (the `WhiteFmjdId`/`BlackFmjdId` tags).
    pub fmjd_id: Option<String>,
    /// Words of the Event tag.
    pub event: Option<String>,
    /// A tournament's id.
    pub tournament: Option<String>,
    /// Games on or after this day (`2021-07-14`, `2021.07`, `2021`).
    pub date_from: Option<String>,
    /// Games on or before this day.
    pub date_to: Option<String>,
    /// The Round tag as written (`3`).
    pub round: Option<String>,
    /// The verdict: `valid`, `irregular`, `invalid`, `unparsable` or `unsupported_variant`.
    pub status: Option<String>,
    /// A kind of finding the game has (`missed_capture`, `result_mismatch`, ...).
    pub finding: Option<String>,
    /// The result as written (`2-0`, `1-1`, `0-2`).
    pub result: Option<String>,
    /// `true`: only games stored more than once.
    pub duplicates: Option<bool>,
    /// Page size, 1 to 500 (default 50).
    pub limit: Option<u32>,
    /// Games to skip (default 0).
    pub offset: Option<u64>,
}

/// Query parameters of `GET /duplicates`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DuplicateParams {
    /// Only the games with a copy in this tournament.
    pub tournament: Option<String>,
    /// `true`: only copies that disagree (result, players or date).
    pub disagreeing: Option<bool>,
    /// Page size (groups), 1 to 500 (default 50).
    pub limit: Option<u32>,
    /// Groups to skip (default 0).
    pub offset: Option<u64>,
}

/// What can go wrong searching.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// A bad query parameter.
    #[error("{0}")]
    Query(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&SearchError> for ApiError {
    fn from(error: &SearchError) -> ApiError {
        match error {
            SearchError::Query(message) => ApiError::invalid_query(message.clone()),
            SearchError::Storage(e) => e.into(),
        }
    }
}
route_error!(SearchError);

/// What the client sent, as echoed in messages: a few dozen characters at most.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}

fn page(limit: Option<u32>, offset: Option<u64>) -> Result<(u32, u64), SearchError> {
    let limit = limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(SearchError::Query(sentence!(
            "api-limit-range",
            limit = MAX_LIMIT
        )));
    }
    let offset = offset.unwrap_or(0);
    if i64::try_from(offset).is_err() {
        return Err(SearchError::Query(sentence!(
            "api-offset-range",
            limit = i64::MAX.to_string()
        )));
    }
    Ok((limit, offset))
}

fn text(name: &str, value: &Option<String>) -> Result<Option<String>, SearchError> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) if v.chars().count() > MAX_TEXT => Err(SearchError::Query(sentence!(
            "api-search-too-long",
            field = name,
            limit = MAX_TEXT
        ))),
        Some(v) => Ok(Some(v.to_string())),
    }
}

fn day(name: &str, value: &Option<String>, start: bool) -> Result<Option<i64>, SearchError> {
    match text(name, value)? {
        None => Ok(None),
        Some(v) => query_day(&v, start).map(Some).ok_or_else(|| {
            SearchError::Query(sentence!("api-search-date", field = name, value = clip(&v)))
        }),
    }
}

impl SearchParams {
    fn query(&self) -> Result<SearchQuery, SearchError> {
        let (limit, offset) = page(self.limit, self.offset)?;
        let side = match text("side", &self.side)?.as_deref() {
            None => Side::Either,
            Some("white") => Side::White,
            Some("black") => Side::Black,
            Some(other) => {
                return Err(SearchError::Query(sentence!(
                    "api-search-side",
                    value = clip(other)
                )));
            }
        };
        let status = match text("status", &self.status)? {
            None => None,
            Some(v) => Some(
                [
                    Status::Valid,
                    Status::Irregular,
                    Status::Invalid,
                    Status::Unparsable,
                    Status::UnsupportedVariant,
                ]
                .into_iter()
                .find(|s| s.name() == v)
                .ok_or_else(|| {
                    SearchError::Query(sentence!("api-search-status", value = clip(&v)))
                })?,
            ),
        };
        let finding = match text("finding", &self.finding)? {
            None => None,
            Some(v) => Some(
                FindingKind::ALL
                    .into_iter()
                    .find(|k| k.name() == v)
                    .ok_or_else(|| {
                        SearchError::Query(sentence!("api-search-finding", value = clip(&v)))
                    })?,
            ),
        };
        let date_from = day("date_from", &self.date_from, true)?;
        let date_to = day("date_to", &self.date_to, false)?;
        if let (Some(from), Some(to)) = (date_from, date_to)
            && from > to
        {
            return Err(SearchError::Query(sentence!("api-search-dates-crossed")));
        }
        Ok(SearchQuery {
            player: text("player", &self.player)?,
            side,
            fmjd_id: text("fmjd_id", &self.fmjd_id)?,
            event: text("event", &self.event)?,
            tournament: text("tournament", &self.tournament)?,
            date_from,
            date_to,
            round: text("round", &self.round)?,
            status,
            finding,
            result: text("result", &self.result)?,
            duplicates: self.duplicates.unwrap_or(false),
            caller: None,
            limit,
            offset,
        })
    }
}

/// Searches every stored game: by player (words of the name in any order, case and accents
/// ignored; or FMJD id), event, tournament, date range, round, verdict, finding kind, result,
/// copies. Newest games first; `total` counts every match.
#[utoipa::path(
    get,
    path = "/api/v1/games",
    tag = "archive",
    params(SearchParams),
    responses(
        (status = 200, description = "A page of games", body = SearchPage),
        (status = 400, description = "A bad parameter (`invalid_query`)", body = ErrorBody),
    )
)]
pub async fn search(
    req: actix_web::HttpRequest,
    params: web::Query<SearchParams>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SearchError> {
    let mut query = params.query()?;
    query.caller = crate::access::caller(&req);
    let page = crate::state::with_store(&state, move |s| s.search(&query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// Games stored more than once across the archive (same start position and moves, 20 plies at
/// least), grouped, with what their copies disagree on (result, players, date).
#[utoipa::path(
    get,
    path = "/api/v1/duplicates",
    tag = "archive",
    params(DuplicateParams),
    responses(
        (status = 200, description = "A page of groups of copies", body = DuplicatePage),
        (status = 400, description = "A bad parameter (`invalid_query`)", body = ErrorBody),
    )
)]
pub async fn duplicates(
    req: actix_web::HttpRequest,
    params: web::Query<DuplicateParams>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SearchError> {
    let (limit, offset) = page(params.limit, params.offset)?;
    let tournament = text("tournament", &params.tournament)?;
    let disagreeing = params.disagreeing.unwrap_or(false);
    let caller = crate::access::caller(&req);
    let page = crate::state::with_store(&state, move |s| {
        s.duplicates(
            tournament.as_deref(),
            disagreeing,
            limit,
            offset,
            caller.as_ref(),
        )
    })
    .await?;
    Ok(HttpResponse::Ok().json(page))
}
