//! A stored tournament as a checked tournament (issue 13): its standings, crosstable, pairing
//! and round findings, players and each player's games, and every export of
//! [`tournament::export`] as a download.
//!
//! Every route takes the same query (`tiebreaks`, `system`, `bye_points`) and builds the
//! tournament from its stored verdicts and the arbiter's decisions ([`crate::built`]).
//! Games are named as the CLI's report names them (file and place in the file) and, here, also
//! by `n`, their number in the tournament (`/tournaments/{id}/games/{n}`).

use super::numbered::{Findings, NumberedReport};
use crate::built::{BuildSettings, Built};
use crate::error::Internal;
use crate::error::{ApiError, ErrorBody, route_error};
use crate::reads::{ReadBody, ReadError, read};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::{Color, Lang, RefereeOptions, Status};
use pdn::{ReadOptions, Strictness};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::Arc;
use store::Store;
use tournament::export::pdn::ExportError;
use tournament::export::{Document, json, json_bytes};
use tournament::{
    Counting, EntryKind, EntryResult, PlayerId, ResultSource, RoundNumber, RulingKind,
    SystemChoice, Tiebreak,
};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, PartialSchema, ToSchema};
use words::{Sentence, sentence};

/// Query parameters of every standings route.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StandingsQuery {
    /// Tie-breaks in order, comma-separated (`wins,mutual,sonneborn-berger`; empty: points
    /// alone; default FMJD's for the system). Names and definitions: docs/tournament.md.
    pub tiebreaks: Option<String>,
    /// `auto` (default: told from the games), `round-robin` or `swiss`.
    pub system: Option<String>,
    /// Points for a bye (default 2).
    pub bye_points: Option<u32>,
}

impl StandingsQuery {
    /// The build settings, or why the query is wrong.
    pub(crate) fn settings(&self) -> Result<BuildSettings, StandingsError> {
        let tiebreaks = self
            .tiebreaks
            .as_deref()
            .map(Tiebreak::parse_list)
            .transpose()
            .map_err(|_| {
                StandingsError::Query(sentence!(
                    "api-bad-tiebreaks",
                    value = crate::error::clip(self.tiebreaks.as_deref().unwrap_or_default())
                ))
            })?;
        let system = match self.system.as_deref() {
            None => SystemChoice::Auto,
            Some(text) => text.parse().map_err(|_: String| {
                StandingsError::Query(sentence!(
                    "api-bad-system",
                    value = crate::error::clip(text)
                ))
            })?,
        };
        if self.bye_points.is_some_and(|p| p > MAX_BYE_POINTS) {
            return Err(StandingsError::Query(sentence!(
                "api-bye-points-range",
                limit = MAX_BYE_POINTS.to_string()
            )));
        }
        Ok(BuildSettings {
            tiebreaks,
            system,
            bye_points: self.bye_points,
        })
    }
}

/// The language of the findings' sentences (the standings report and the findings).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// The language of the findings' `message` sentences: `en`, `fr`, `nl` or `ru` (default:
    /// the request's `Accept-Language`, else English). Kinds and fields stay English.
    pub lang: Option<String>,
}

impl LangQuery {
    /// The language asked, or why it is refused.
    fn lang(&self, req: &HttpRequest) -> Result<Lang, StandingsError> {
        crate::params::parse_lang(self.lang.as_deref(), req).map_err(StandingsError::Query)
    }
}

/// Most points a bye can be given (a win is 2).
const MAX_BYE_POINTS: u32 = 100;

/// What can go wrong building or exporting a tournament.
#[derive(Debug, thiserror::Error)]
pub enum StandingsError {
    /// No such tournament, player or export.
    #[error("{0}")]
    NotFound(Sentence),
    /// A bad query parameter.
    #[error("{0}")]
    Query(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// An export could not be written (stored bytes that no longer match their reports).
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The read waited too long for its turn, or ran past its deadline.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// An answer that could not be written.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<&StandingsError> for ApiError {
    fn from(error: &StandingsError) -> ApiError {
        match error {
            StandingsError::NotFound(message) => ApiError::not_found(message.clone()),
            StandingsError::Query(message) => ApiError::invalid_query(message.clone()),
            StandingsError::Storage(e) => e.into(),
            // A federation's export of a tournament with open errors: the errors, named.
            StandingsError::Export(ExportError::OpenErrors { errors }) => ApiError::new(
                StatusCode::CONFLICT,
                "open_errors",
                sentence!("api-open-errors", count = errors.len()),
            )
            .with_details(serde_json::json!({ "errors": errors })),
            StandingsError::Export(e) => ApiError::internal(e),
            StandingsError::Read(e) => e.into(),
            StandingsError::Internal(e) => e.into(),
        }
    }
}
route_error!(StandingsError);

/// The standings report (docs/tournament.md, "The JSON report"): described by reference, as
/// the CLI's `standings --format json` writes the same document.
pub struct StandingsReportSchema;

impl PartialSchema for StandingsReportSchema {
    fn schema() -> RefOr<Schema> {
        let mut object = ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some(
                "The standings report of docs/tournament.md (`standings --format json`): \
             tournament, standings (rows in ranking order, rank from 1), crosstable, findings, \
             games, unplayed. Here every game, and every game a finding names, also has `n`, \
             its number in the tournament.",
            ));
        for (name, description) in [
            (
                "tournament",
                "name, site, dates, system, rounds, players, tie-breaks, scoring",
            ),
            ("standings", "one row per player in ranking order"),
            ("crosstable", "round robin or Swiss table"),
            ("findings", "pairing and round findings, errors first"),
            (
                "games",
                "every game, with the result that counts and where it comes from",
            ),
            ("unplayed", "byes and forfeits of games never played"),
        ] {
            object = object.property(name, ObjectBuilder::new().description(Some(description)));
        }
        RefOr::T(Schema::Object(object.build()))
    }
}

impl ToSchema for StandingsReportSchema {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("StandingsReport")
    }
}

/// Builds tournament `id` with the query's settings.
pub(crate) async fn built(
    state: &AppState,
    id: &str,
    query: &StandingsQuery,
) -> Result<Arc<Built>, StandingsError> {
    let settings = query.settings()?;
    let key = id.to_string();
    let cache = state.built.clone();
    crate::state::with_store(state, move |s| cache.get(s, &key, &settings))
        .await?
        .ok_or_else(|| StandingsError::NotFound(crate::params::no_tournament_message(id)))
}

/// Answers a read of tournament `id` built with `settings`: `answer` writes it from the built
/// tournament (and the store, for what it also needs), as a read ([`crate::reads`]).
pub(crate) async fn read_built<F>(
    req: &HttpRequest,
    state: &AppState,
    id: String,
    settings: BuildSettings,
    answer: F,
) -> Result<ReadBody, StandingsError>
where
    F: FnOnce(&Store, &Built) -> Result<Vec<u8>, StandingsError> + Send + 'static,
{
    let store = state.store.clone();
    let cache = state.built.clone();
    read(req, state, move |watch| {
        let built = cache
            .get_watched(&store, &id, &settings, &|| watch.keep_going())
            .map_err(StorageError::from)?
            .ok_or_else(|| StandingsError::NotFound(crate::params::no_tournament_message(&id)))?;
        answer(&store, &built)
    })
    .await
}

/// `value` as JSON bytes.
pub(crate) fn json_vec(value: &impl Serialize) -> Result<Vec<u8>, StandingsError> {
    serde_json::to_vec(value).map_err(|e| Internal::new("writing a tournament's answer", e).into())
}

/// A JSON answer read in full.
pub(crate) fn json_answer(body: ReadBody) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(body)
}

/// The standings report: standings with their tie-breaks, the crosstable, the findings, every
/// game with the result that counts (the arbiter's ruling, else the record where the board
/// does not contradict it) and the unplayed rounds.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/standings",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id"), StandingsQuery, LangQuery),
    responses(
        (status = 200, description = "The standings report", body = StandingsReportSchema),
        (status = 400, description = "A bad query parameter (an unknown tie-break or system)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn standings(
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
    lang: web::Query<LangQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    let lang = lang.lang(&req)?;
    let body = read_built(
        &req,
        &state,
        path.into_inner(),
        query.settings()?,
        move |_, b| json_vec(&NumberedReport::of(b, lang)),
    )
    .await?;
    Ok(json_answer(body))
}

/// The crosstable: the round robin table, or the Swiss table as federations publish it.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/crosstable",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id"), StandingsQuery),
    responses(
        (status = 200, description = "The crosstable (`kind` round_robin or swiss; docs/tournament.md)", body = Object),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn crosstable(
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    let body = read_built(
        &req,
        &state,
        path.into_inner(),
        query.settings()?,
        |_, b| json_vec(&json::report(&b.tournament).crosstable),
    )
    .await?;
    Ok(json_answer(body))
}

/// The pairing and round findings.
#[derive(Serialize, ToSchema)]
pub struct FindingsAnswer<'r> {
    /// Errors first, then by round; each with the round, players and games (`n`) it concerns.
    #[schema(value_type = Vec<Object>)]
    pub findings: Findings<'r>,
}

/// The pairing and round findings of a tournament, errors first: two games in a round, a
/// Swiss pair meeting twice, a player missing from a round, copies of a game, one pairing
/// recorded with different results, disputed results, names that are probably one player.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/findings",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id"), StandingsQuery, LangQuery),
    responses(
        (status = 200, description = "The findings", body = FindingsAnswer<'_>),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn findings(
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
    lang: web::Query<LangQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    let lang = lang.lang(&req)?;
    let body = read_built(
        &req,
        &state,
        path.into_inner(),
        query.settings()?,
        move |_, b| {
            let report = NumberedReport::of(b, lang);
            json_vec(&FindingsAnswer {
                findings: report.findings(),
            })
        },
    )
    .await?;
    Ok(json_answer(body))
}

/// A player of the tournament.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerView {
    /// The name shown (the arbiter's, else the spelling the files use most).
    pub name: String,
    /// Every spelling the files use.
    pub spellings: Vec<String>,
    /// FMJD id.
    pub fmjd_id: Option<String>,
    /// Rating.
    pub rating: Option<u32>,
    /// Title.
    pub title: Option<String>,
    /// Federation.
    pub federation: Option<String>,
    /// Rank in the standings.
    pub rank: Option<usize>,
    /// Points counted.
    pub points: Option<u32>,
}

fn player_view(built: &Built, id: PlayerId) -> PlayerView {
    let player = built.tournament.player(id);
    let row = built.tournament.row_of(id);
    PlayerView {
        name: player.name.clone(),
        spellings: player.spellings.clone(),
        fmjd_id: player.fmjd_id.clone(),
        rating: player.rating,
        title: player.title.clone(),
        federation: player.federation.clone(),
        rank: row.map(|r| r.rank),
        points: row.map(|r| r.points),
    }
}

/// The players, in standings order.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayersAnswer {
    /// Every player.
    pub players: Vec<PlayerView>,
}

/// The players of a tournament, in standings order.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/players",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id"), StandingsQuery),
    responses(
        (status = 200, description = "The players", body = PlayersAnswer),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn players(
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    let body = read_built(
        &req,
        &state,
        path.into_inner(),
        query.settings()?,
        |_, built| {
            let players = built
                .tournament
                .standings
                .iter()
                .map(|row| player_view(built, row.player))
                .collect();
            json_vec(&PlayersAnswer { players })
        },
    )
    .await?;
    Ok(json_answer(body))
}

/// One round of a player: a game, a forfeit or a bye.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerRound {
    /// The round, if known.
    pub round: Option<u32>,
    /// The board, if the Round tag gives one.
    pub board: Option<u32>,
    /// `played`, `forfeit` or `bye`.
    #[schema(value_type = String)]
    pub kind: EntryKind,
    /// The opponent (none for a bye).
    pub opponent: Option<String>,
    /// The player's colour (none for a bye or a forfeit never played).
    #[schema(value_type = Option<String>)]
    pub colour: Option<Color>,
    /// The game's number in the tournament, when there is a record.
    pub n: Option<u32>,
    /// The result as recorded.
    pub recorded: Option<String>,
    /// The result that counts (`2-0`, ...), if one does.
    pub counted: Option<String>,
    /// Where it comes from: `record` or `ruling`.
    pub source: Option<&'static str>,
    /// The ruling's kind, for a ruled result.
    pub ruling: Option<RulingKind>,
    /// `counted`, `disputed` or `not_counted`.
    pub state: &'static str,
    /// Points this round gives the player, if counted.
    pub points: Option<u32>,
    /// The referee's verdict on the game, when there is a record.
    #[schema(value_type = Option<String>)]
    pub status: Option<Status>,
}

/// A player and every round of theirs.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerGames {
    /// The player.
    pub player: PlayerView,
    /// Their rounds in order.
    pub rounds: Vec<PlayerRound>,
}

/// A player's games, byes and forfeits, in round order. The player is named by any spelling
/// the files use (compared as names are: case, accents, word order).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/players/{name}/games",
    tag = "standings",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("name" = String, Path, description = "The player's name, as shown or as any file writes it"),
        StandingsQuery,
    ),
    responses(
        (status = 200, description = "The player's rounds", body = PlayerGames),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament or player", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn player_games(
    path: web::Path<(String, String)>,
    query: web::Query<StandingsQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    let (id, name) = path.into_inner();
    let key = id.clone();
    let body = read_built(&req, &state, key, query.settings()?, move |_, built| {
        player_games_json(built, &id, &name)
    })
    .await?;
    Ok(json_answer(body))
}

/// A player's rounds as JSON.
fn player_games_json(built: &Built, id: &str, name: &str) -> Result<Vec<u8>, StandingsError> {
    let player = built.player(name).ok_or_else(|| {
        StandingsError::NotFound(sentence!(
            "api-no-player",
            id = crate::params::clip_id(id),
            name = crate::error::clip(name)
        ))
    })?;
    let t = &built.tournament;
    let rounds = t.cards.0[player.0]
        .iter()
        .map(|entry| {
            let game = entry.game.map(|g| &t.games[g.0]);
            let (counted, source, ruling) = match game.map(|g| &g.counting) {
                Some(Counting::Counted { result, source }) => match source {
                    ResultSource::Record => (Some(result.text().to_string()), Some("record"), None),
                    ResultSource::Ruling(kind) => {
                        (Some(result.text().to_string()), Some("ruling"), Some(*kind))
                    }
                },
                _ => (None, None, None),
            };
            let (state, points) = match entry.result {
                EntryResult::Counted { points, .. } => ("counted", Some(points)),
                EntryResult::Disputed => ("disputed", None),
                EntryResult::NotCounted => ("not_counted", None),
            };
            PlayerRound {
                round: entry.round.map(|r: RoundNumber| r.0),
                board: game.and_then(|g| g.round).and_then(|r| r.board),
                kind: entry.kind,
                opponent: entry.opponent.map(|o| t.player(o).name.clone()),
                colour: entry.colour,
                n: game.map(|g| built.numbers[g.record]),
                recorded: game.and_then(|g| g.recorded.clone()),
                counted,
                source,
                ruling,
                state,
                points,
                status: game.map(|g| g.status),
            }
        })
        .collect();
    json_vec(&PlayerGames {
        player: player_view(built, player),
        rounds,
    })
}

/// One export of a tournament, as a download: `report.json`, `report.txt`, `standings.csv`,
/// `standings.html` (printable), `crosstable.csv`, `crosstable.json`, `crosstable.txt`,
/// `fmjd.csv` (the FMJD results table), `verdicts.csv`, `verdicts.json`, `tournament.pdn` (one
/// normalised PDN) or `originals.zip` (the files as uploaded). The same documents as the
/// CLI's `standings` writes (docs/tournament.md).
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/exports/{name}",
    tag = "standings",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("name" = String, Path, description = "report.json, report.txt, standings.csv, standings.html, crosstable.csv, crosstable.json, crosstable.txt, fmjd.csv, verdicts.csv, verdicts.json, tournament.pdn or originals.zip"),
        StandingsQuery,
        LangQuery,
    ),
    responses(
        (status = 200, description = "The export, with `Content-Disposition: attachment`", content(
            (String = "application/json"), (String = "text/plain"), (String = "text/csv"),
            (String = "text/html"), (String = "application/x-pdn"), (String = "application/zip"),
        )),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament or export", body = ErrorBody),
        (status = 409, description = "`open_errors`: a federation's export (fmjd.csv, standings.csv, crosstable.csv) of a tournament with errors still open; `details.errors` names each", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn export(
    path: web::Path<(String, String)>,
    query: web::Query<StandingsQuery>,
    lang: web::Query<LangQuery>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, StandingsError> {
    // The reports and the printable page in the language asked; the data exports are the same
    // in every language.
    let lang = lang.lang(&req)?;
    let (id, name) = path.into_inner();
    let path_id = id.clone();
    let export = Document::of_name(&name).ok_or_else(|| {
        StandingsError::NotFound(sentence!(
            "api-no-export",
            name = crate::error::clip(&name),
            exports = Document::ALL.map(Document::name).join(", ")
        ))
    })?;
    let key = id.clone();
    let body = read_built(&req, &state, key, query.settings()?, move |store, built| {
        if export == Document::ReportJson {
            // The service's report names each game by its `n` too.
            return Ok(json_bytes(&NumberedReport::of(built, lang)));
        }
        let sources = if export.needs_sources() {
            store
                .tournament_sources(&id)
                .map_err(StorageError::from)?
                .ok_or_else(|| {
                    StandingsError::NotFound(crate::params::no_tournament_message(&id))
                })?
        } else {
            Vec::new()
        };
        let read = ReadOptions {
            max_game_bytes: crate::SERVER_MAX_GAME_BYTES,
            ..ReadOptions::with_strictness(Strictness::strict_if(built.summary.strict))
        };
        let referee = RefereeOptions {
            ruleset: built.summary.ruleset,
            ..RefereeOptions::default()
        };
        Ok(export.write(&built.tournament, lang, &sources, &read, &referee)?)
    })
    .await?;
    // The tournament was found under this id: it is its id as stored.
    let file_name = format!("{path_id}-{}", export.name());
    Ok(HttpResponse::build(StatusCode::OK)
        .insert_header((CONTENT_TYPE, export.content_type()))
        .insert_header((
            CONTENT_DISPOSITION,
            format!("attachment; filename=\"{file_name}\""),
        ))
        .body(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_is_checked() {
        let query = StandingsQuery {
            tiebreaks: Some("wins,nope".into()),
            ..Default::default()
        };
        assert!(matches!(query.settings(), Err(StandingsError::Query(_))));
        let query = StandingsQuery {
            system: Some("knockout".into()),
            ..Default::default()
        };
        assert!(matches!(query.settings(), Err(StandingsError::Query(_))));
        let query = StandingsQuery {
            tiebreaks: Some("sb".into()),
            system: Some("swiss".into()),
            bye_points: Some(1),
        };
        let settings = query.settings().expect("a good query");
        assert_eq!(settings.tiebreaks, Some(vec![Tiebreak::SonnebornBerger]));
        assert_eq!(settings.system, SystemChoice::Swiss);
    }
}
