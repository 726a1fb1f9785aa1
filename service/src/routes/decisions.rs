//! The arbiter's decisions on a tournament's players and rounds (issue 13): merge two names
//! into one player, rename a player, record a bye or a forfeit of a game never played, and
//! withdraw any of them. They sit beside the records: standings and exports use them, the
//! stored games and verdicts stay as they are.

use crate::auth::AuthError;
use crate::built::Built;
use crate::error::{ApiError, ErrorBody, route_error};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use store::{Decision, RoundRuling, Ruling, StoredDecision, Withdrawal};
use tournament::Suggested;
use tournament::name::NameKey;
use utoipa::ToSchema;

use super::standings::{
    LangQuery, StandingsError, StandingsQuery, built, json_answer, json_vec, read_built,
};
use words::{Sentence, sentence};

/// Longest name in a decision, in characters.
const MAX_NAME: usize = 200;
/// Longest reason or article, in characters.
const MAX_TEXT: usize = 2000;
/// Highest round a decision names.
const MAX_ROUND: u32 = 999;
/// Most points a bye can be given.
const MAX_BYE_POINTS: u32 = 100;

/// What can go wrong with a decision.
#[derive(Debug, thiserror::Error)]
pub enum DecisionError {
    /// No token or a wrong one.
    #[error(transparent)]
    Auth(#[from] AuthError),
    /// No such tournament or decision.
    #[error("{0}")]
    NotFound(Sentence),
    /// A decision that cannot be (an empty name, a merge of a name into itself, round 0).
    #[error("{0}")]
    Invalid(Sentence),
    /// A name that is no player of the tournament.
    #[error("{0}")]
    UnknownPlayer(Sentence),
    /// A ruling on a finding the game's verdict does not have.
    #[error("{0}")]
    UnknownFinding(Sentence),
    /// A suggestion accepted that the tournament no longer makes (it changed since).
    #[error("{0}")]
    Stale(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<&DecisionError> for ApiError {
    fn from(error: &DecisionError) -> ApiError {
        match error {
            DecisionError::Auth(e) => e.into(),
            DecisionError::NotFound(message) => ApiError::not_found(message.clone()),
            DecisionError::Invalid(message) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_decision",
                message.clone(),
            ),
            DecisionError::UnknownPlayer(message) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_player",
                message.clone(),
            ),
            DecisionError::UnknownFinding(message) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_finding",
                message.clone(),
            ),
            DecisionError::Stale(message) => {
                ApiError::new(StatusCode::CONFLICT, "stale_suggestion", message.clone())
            }
            DecisionError::Storage(e) => e.into(),
        }
    }
}
route_error!(DecisionError);

impl From<StandingsError> for DecisionError {
    fn from(error: StandingsError) -> DecisionError {
        match error {
            StandingsError::NotFound(message) => DecisionError::NotFound(message),
            StandingsError::Storage(e) => DecisionError::Storage(e),
            other => DecisionError::Invalid(ApiError::from(&other).message),
        }
    }
}

/// The decisions on a tournament.
#[derive(Debug, Serialize, ToSchema)]
pub struct DecisionList {
    /// Oldest first, withdrawn ones included (with who withdrew them and when).
    pub decisions: Vec<StoredDecision>,
}

/// A name in a decision: not empty, not too long.
fn check_name(name: &str, what: &str) -> Result<(), DecisionError> {
    if NameKey::of(name).is_none() {
        return Err(DecisionError::Invalid(sentence!(
            "api-decision-name-empty",
            field = what
        )));
    }
    if name.chars().count() > MAX_NAME {
        return Err(DecisionError::Invalid(sentence!(
            "api-decision-too-long",
            field = what,
            limit = MAX_NAME
        )));
    }
    Ok(())
}

/// A reason or article: said, and not too long.
fn check_text(text: &str, what: &str) -> Result<(), DecisionError> {
    if text.trim().is_empty() {
        return Err(DecisionError::Invalid(sentence!(
            "api-decision-text-empty",
            field = what
        )));
    }
    if text.chars().count() > MAX_TEXT {
        return Err(DecisionError::Invalid(sentence!(
            "api-decision-too-long",
            field = what,
            limit = MAX_TEXT
        )));
    }
    Ok(())
}

/// A round correction must name a game of the tournament.
fn check_game(built: &Built, game: u32, id: &str) -> Result<(), DecisionError> {
    if built.numbers.contains(&game) {
        Ok(())
    } else {
        Err(DecisionError::NotFound(crate::params::no_game_message(
            id, game,
        )))
    }
}

/// A ruling must name a game of the tournament, and findings of that game's verdict.
fn check_ruling_target(built: &Built, ruling: &Ruling, id: &str) -> Result<(), DecisionError> {
    let record = built
        .numbers
        .iter()
        .position(|n| *n == ruling.game)
        .and_then(|i| built.tournament.records.get(i))
        .ok_or_else(|| DecisionError::NotFound(crate::params::no_game_message(id, ruling.game)))?;
    let findings = record.report.findings.len();
    if let Some(bad) = ruling
        .findings
        .iter()
        .find(|f| f.finding == 0 || f.finding > findings)
    {
        return Err(DecisionError::UnknownFinding(sentence!(
            "api-unknown-finding",
            game = ruling.game.to_string(),
            findings = findings,
            finding = bad.finding.to_string()
        )));
    }
    Ok(())
}

fn check_round(round: u32) -> Result<(), DecisionError> {
    if (1..=MAX_ROUND).contains(&round) {
        Ok(())
    } else {
        Err(DecisionError::Invalid(sentence!(
            "api-decision-round",
            limit = MAX_ROUND.to_string()
        )))
    }
}

/// Checks a decision on its own: names, rounds, points; and the names it must find among the
/// tournament's players (`from` of a merge or rename, the player of a bye, both of a forfeit).
fn check(decision: &Decision) -> Result<Vec<&str>, DecisionError> {
    Ok(match decision {
        Decision::Ruling(r) => {
            check_text(&r.reason, "reason")?;
            if let Some(article) = &r.article {
                check_text(article, "article")?;
            }
            for finding in &r.findings {
                check_text(&finding.reason, "findings[].reason")?;
                if let Some(article) = &finding.article {
                    check_text(article, "findings[].article")?;
                }
            }
            let mut seen: Vec<usize> = r.findings.iter().map(|f| f.finding).collect();
            seen.sort_unstable();
            if seen.windows(2).any(|w| w[0] == w[1]) {
                return Err(DecisionError::Invalid(sentence!(
                    "api-decision-finding-twice"
                )));
            }
            Vec::new()
        }
        Decision::Merge(m) => {
            check_name(&m.from, "from")?;
            check_name(&m.into, "into")?;
            if NameKey::of(&m.from) == NameKey::of(&m.into) {
                return Err(DecisionError::Invalid(sentence!(
                    "api-decision-same-name",
                    from = crate::error::clip(&m.from),
                    into = crate::error::clip(&m.into)
                )));
            }
            vec![m.from.as_str(), m.into.as_str()]
        }
        Decision::Rename(r) => {
            check_name(&r.from, "from")?;
            check_name(&r.to, "to")?;
            vec![r.from.as_str()]
        }
        Decision::Bye(b) => {
            check_name(&b.player, "player")?;
            check_round(b.round)?;
            if b.points.is_some_and(|p| p > MAX_BYE_POINTS) {
                return Err(DecisionError::Invalid(sentence!(
                    "api-decision-bye-points",
                    limit = MAX_BYE_POINTS.to_string()
                )));
            }
            vec![b.player.as_str()]
        }
        Decision::Round(r) => {
            check_text(&r.reason, "reason")?;
            check_round(r.round)?;
            Vec::new()
        }
        Decision::Forfeit(f) => {
            check_name(&f.winner, "winner")?;
            check_name(&f.loser, "loser")?;
            check_round(f.round)?;
            if NameKey::of(&f.winner) == NameKey::of(&f.loser) {
                return Err(DecisionError::Invalid(sentence!(
                    "api-decision-forfeit-one-player"
                )));
            }
            vec![f.winner.as_str(), f.loser.as_str()]
        }
    })
}

/// The decisions on a tournament: merges, renames, byes and forfeits, withdrawn ones included.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/decisions",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 200, description = "The decisions, oldest first", body = DecisionList),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
pub async fn list(
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let id = path.into_inner();
    let key = id.clone();
    let decisions = crate::state::with_store(&state, move |s| s.decisions(&key))
        .await?
        .ok_or_else(|| DecisionError::NotFound(crate::params::no_tournament_message(&id)))?;
    Ok(HttpResponse::Ok().json(DecisionList { decisions }))
}

/// A game's rulings.
#[derive(Debug, Serialize, ToSchema)]
pub struct RulingHistory {
    /// The tournament's number of the game.
    pub game: u32,
    /// The id of the ruling that counts (the latest in force), if any.
    pub in_force: Option<i64>,
    /// Every ruling on the game, oldest first, withdrawn ones included.
    pub rulings: Vec<StoredDecision>,
}

/// A game's rulings: every one made, oldest first, and the one that counts (the latest not
/// withdrawn). They never change the record or the verdict.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/games/{n}/rulings",
    tag = "standings",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("n" = u32, Path, description = "The game's number in the tournament"),
    ),
    responses(
        (status = 200, description = "The game's rulings", body = RulingHistory),
        (status = 404, description = "No such tournament or game", body = ErrorBody),
    )
)]
pub async fn rulings(
    path: web::Path<(String, u32)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let (id, n) = path.into_inner();
    let key = id.clone();
    let found = crate::state::with_store(&state, move |s| {
        let exists = s.game(&key, n)?.is_some();
        Ok(if exists { s.rulings(&key, n)? } else { None })
    })
    .await?
    .ok_or_else(|| DecisionError::NotFound(crate::params::no_game_message(&id, n)))?;
    let in_force = found.iter().rev().find(|d| d.in_force()).map(|d| d.id);
    Ok(HttpResponse::Ok().json(RulingHistory {
        game: n,
        in_force,
        rulings: found,
    }))
}

/// Records a decision: `{"ruling": {"game", "result", "kind"?, "reason", "article"?,
/// "findings"?: [{"finding", "outcome": "stood"|"corrected", "reason", "article"?}]}}`, `{"merge": {"from", "into"}}`, `{"rename": {"from", "to"}}`,
/// `{"bye": {"player", "round", "points"?}}`, `{"forfeit": {"round", "winner", "loser"}}` or
/// `{"round": {"game", "round", "reason"}}` (a game's round corrected, issue 28).
/// Names are compared as names are (case, accents, word order) and must be players of the
/// tournament (for a merge, `into` may be a new spelling).
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/decisions",
    tag = "standings",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id")),
    request_body(content = Decision, content_type = "application/json"),
    responses(
        (status = 201, description = "Recorded", body = StoredDecision),
        (status = 400, description = "A body that is not a decision (`invalid_body`)", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 422, description = "A decision that cannot be (`invalid_decision`), a name that is no player of the tournament (`unknown_player`), or a finding the game's verdict does not have (`unknown_finding`)", body = ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = ErrorBody),
    )
)]
pub async fn add(
    req: HttpRequest,
    path: web::Path<String>,
    body: web::Json<Decision>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let by = crate::access::token_holder(&req)?.name;
    let id = path.into_inner();
    let decision = body.into_inner().tidied();
    let names = check(&decision)?;
    let tournament = built(&state, &id, &StandingsQuery::default()).await?;
    match &decision {
        Decision::Ruling(ruling) => check_ruling_target(&tournament, ruling, &id)?,
        Decision::Round(round) => check_game(&tournament, round.game, &id)?,
        _ => {}
    }
    // A merge may give a player a spelling no file uses: its `into` need not be a player.
    let must_exist = match &decision {
        Decision::Merge(_) => &names[..1],
        _ => &names[..],
    };
    for name in must_exist {
        if tournament.player(name).is_none() {
            return Err(DecisionError::UnknownPlayer(sentence!(
                "api-unknown-player",
                id = crate::params::clip_id(&id),
                name = crate::error::clip(name)
            )));
        }
    }
    let key = id.clone();
    let stored = crate::state::with_store(&state, move |s| s.add_decision(&key, &decision, &by))
        .await?
        .ok_or_else(|| DecisionError::NotFound(crate::params::no_tournament_message(&id)))?;
    tracing::info!(tournament = %crate::params::clip_id(&id), decision = stored.id, token_name = %stored.made_by, "decision recorded");
    Ok(HttpResponse::Created().json(stored))
}

/// Withdraws a decision: it stays on record, with who withdrew it and when, and no longer
/// counts.
#[utoipa::path(
    delete,
    path = "/api/v1/tournaments/{id}/decisions/{decision}",
    tag = "standings",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("decision" = i64, Path, description = "The decision's id"),
    ),
    responses(
        (status = 200, description = "Withdrawn (or withdrawn before): the decision as it stands", body = StoredDecision),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament or decision", body = ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = ErrorBody),
    )
)]
pub async fn withdraw(
    req: HttpRequest,
    path: web::Path<(String, i64)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let by = crate::access::token_holder(&req)?.name;
    let (id, number) = path.into_inner();
    let key = id.clone();
    let outcome =
        crate::state::with_store(&state, move |s| s.withdraw_decision(&key, number, &by)).await?;
    match outcome {
        Withdrawal::Withdrawn(decision) | Withdrawal::Already(decision) => {
            Ok(HttpResponse::Ok().json(decision))
        }
        Withdrawal::NoDecision => Err(DecisionError::NotFound(sentence!(
            "api-no-decision",
            id = crate::params::clip_id(&id),
            decision = number.to_string()
        ))),
        Withdrawal::NoTournament => Err(DecisionError::NotFound(
            crate::params::no_tournament_message(&id),
        )),
    }
}

/// One decision the tournament suggests (issue 28), with why.
#[derive(Debug, Serialize, ToSchema)]
pub struct SuggestionView {
    /// What accepts it: the same for the same suggestion, whatever the list's order.
    pub key: String,
    /// `merge` (`from`, `into`), `round` (`game`: its number, `round`) or `bye` (`player`,
    /// `round`).
    #[schema(value_type = Object)]
    pub decision: serde_json::Value,
    /// Why, in the language asked: the evidence in words.
    pub message: String,
    /// The players it concerns.
    pub players: Vec<String>,
    /// The games to look at, by number.
    pub games: Vec<u32>,
}

/// The decisions a tournament suggests.
#[derive(Debug, Serialize, ToSchema)]
pub struct SuggestionList {
    /// In the order of the findings.
    pub suggestions: Vec<SuggestionView>,
}

/// The suggestions to accept, by key.
#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Acceptance {
    /// The `key`s of the suggestions accepted; the others stay suggested.
    pub keys: Vec<String>,
}

/// The decisions recorded for the suggestions accepted.
#[derive(Debug, Serialize, ToSchema)]
pub struct Accepted {
    /// One or more per suggestion (a merge of three spellings is two merges), in order.
    pub decisions: Vec<StoredDecision>,
}

/// A suggestion as the store's decisions: a round by the game's number in the tournament.
fn as_decisions(built: &Built, suggestion: &tournament::Suggestion) -> Vec<Decision> {
    let reason = suggestion.finding.message.clone();
    match &suggestion.decision {
        Suggested::Merge { from, into } => from
            .iter()
            .map(|from| {
                Decision::Merge(tournament::Merge {
                    from: from.clone(),
                    into: into.clone(),
                    comment: Some(reason.clone()),
                })
            })
            .collect(),
        Suggested::Bye { player, round } => vec![Decision::Bye(tournament::Bye {
            player: player.clone(),
            round: *round,
            points: None,
            comment: Some(reason),
        })],
        Suggested::Round { file, game, round } => built
            .number(file, *game)
            .map(|n| {
                Decision::Round(RoundRuling {
                    game: n,
                    round: *round,
                    reason,
                })
            })
            .into_iter()
            .collect(),
    }
}

/// The decisions the tournament suggests, each with its evidence: names that are probably one
/// person, a game's round its names say is another, the bye of an odd field. None is applied
/// until accepted.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/suggestions",
    tag = "standings",
    params(("id" = String, Path, description = "The tournament's id"), LangQuery),
    responses(
        (status = 200, description = "The suggestions", body = SuggestionList),
        (status = 400, description = "A bad query parameter", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn suggestions(
    req: HttpRequest,
    path: web::Path<String>,
    lang: web::Query<LangQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let id = path.into_inner();
    let lang =
        crate::params::parse_lang(lang.lang.as_deref(), &req).map_err(DecisionError::Invalid)?;
    // A read like the standings: built with a read turn, within the read deadline.
    let settings = StandingsQuery::default()
        .settings()
        .map_err(DecisionError::from)?;
    let body = read_built(&req, &state, id, settings, move |_, built| {
        let suggestions = built
            .tournament
            .suggestions
            .iter()
            .map(|s| {
                let mut decision = serde_json::to_value(&s.decision).unwrap_or_default();
                if let Suggested::Round { file, game, .. } = &s.decision
                    && let Some(object) = decision.as_object_mut()
                {
                    object.remove("file");
                    object.insert("game".into(), built.number(file, *game).into());
                }
                SuggestionView {
                    key: s.decision.key(),
                    decision,
                    message: s.finding.said(lang),
                    players: s.finding.players.clone(),
                    games: s
                        .finding
                        .games
                        .iter()
                        .filter_map(|g| built.number(&g.file, g.index))
                        .collect(),
                }
            })
            .collect();
        json_vec(&SuggestionList { suggestions })
    })
    .await?;
    Ok(json_answer(body))
}

/// Accepts several suggestions in one request: each becomes the decisions it stands for,
/// recorded and audited as if sent one by one (`POST .../decisions`), with its evidence as the
/// reason. A key the tournament no longer suggests is refused (409) before anything is recorded.
#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/suggestions/accept",
    tag = "standings",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id")),
    request_body(content = Acceptance, content_type = "application/json"),
    responses(
        (status = 201, description = "Recorded", body = Accepted),
        (status = 400, description = "A body that is not a list of keys (`invalid_body`)", body = ErrorBody),
        (status = 401, description = "No bearer token (`missing_token`), one that is none of ours (`invalid_token`) or one that was revoked (`revoked_token`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 409, description = "A key the tournament does not suggest (now): `stale_suggestion`", body = ErrorBody),
        (status = 503, description = "Busy, or the database is gone", body = ErrorBody),
    )
)]
pub async fn accept(
    req: HttpRequest,
    path: web::Path<String>,
    body: web::Json<Acceptance>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, DecisionError> {
    let by = crate::access::token_holder(&req)?.name;
    let id = path.into_inner();
    let built = built(&state, &id, &StandingsQuery::default()).await?;
    let mut decisions = Vec::new();
    for key in &body.keys {
        let suggestion = built
            .tournament
            .suggestions
            .iter()
            .find(|s| s.decision.key() == *key)
            .ok_or_else(|| {
                DecisionError::Stale(sentence!(
                    "api-stale-suggestion",
                    id = crate::params::clip_id(&id),
                    key = crate::error::clip(key)
                ))
            })?;
        for decision in as_decisions(&built, suggestion) {
            let decision = decision.tidied();
            check(&decision)?;
            decisions.push(decision);
        }
    }
    let key = id.clone();
    let stored = crate::state::with_store(&state, move |s| {
        let mut stored = Vec::new();
        for decision in &decisions {
            match s.add_decision(&key, decision, &by)? {
                Some(d) => stored.push(d),
                None => return Ok(None),
            }
        }
        Ok(Some(stored))
    })
    .await?
    .ok_or_else(|| DecisionError::NotFound(crate::params::no_tournament_message(&id)))?;
    tracing::info!(tournament = %crate::params::clip_id(&id), decisions = stored.len(), "suggestions accepted");
    Ok(HttpResponse::Created().json(Accepted { decisions: stored }))
}
