//! `GET /tournaments/{id}/game-findings`: every game's findings in brief (kind, severity, ply) and
//! what the board decided, in one answer, for the tournament page's filters, sorting and
//! counts by severity (without fetching every full report, moves and all).

use super::tournaments::TournamentError;
use crate::error::{ErrorBody, Internal};
use crate::state::AppState;
use crate::storage::StorageError;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::{FindingKind, Outcome, Severity};
use serde::{Deserialize, Serialize};
use store::Store;
use utoipa::ToSchema;

/// One finding in brief (read from a stored report, which has more).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FindingBrief {
    /// The kind (`missed_capture`, ...; docs/report.md).
    #[schema(value_type = String)]
    pub kind: FindingKind,
    /// `error`, `warning` or `info`.
    #[schema(value_type = String)]
    pub severity: Severity,
    /// The ply it concerns, if any.
    #[schema(value_type = Option<u32>)]
    pub ply: Option<arbiter::Ply>,
}

/// One game's findings in brief and what the board decided.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameFindings {
    /// 1-based position of the game in the file.
    pub n: u32,
    /// What the board decided (`result`, `reason`, `ply`; docs/report.md).
    #[schema(value_type = Object)]
    pub outcome: Outcome,
    /// The findings, in order of play.
    pub findings: Vec<FindingBrief>,
}

/// Every game's findings.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentFindings {
    /// One entry per game, in file order.
    pub games: Vec<GameFindings>,
}

/// What this answer reads of a stored report.
#[derive(Deserialize)]
struct StoredReport {
    outcome: Outcome,
    findings: Vec<FindingBrief>,
}

/// The findings of every game of tournament `id` (`None`: no such tournament).
fn read_findings(store: &Store, id: &str) -> Result<Option<Vec<GameFindings>>, TournamentError> {
    let Some(reports) = store.stored_reports(id).map_err(StorageError::from)? else {
        return Ok(None);
    };
    let mut out = Vec::with_capacity(reports.len());
    for (n, json) in reports {
        let report: StoredReport = serde_json::from_str(&json)
            .map_err(|e| Internal::new(format!("stored report of game {n}"), e))?;
        out.push(GameFindings {
            n,
            outcome: report.outcome,
            findings: report.findings,
        });
    }
    Ok(Some(out))
}

/// Every game's findings in brief (kind, severity, ply) and what the board decided.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/game-findings",
    tag = "tournaments",
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 200, description = "Every game's findings", body = TournamentFindings),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "This address already has a read of a tournament in flight (`Retry-After`)", body = ErrorBody),
        (status = 503, description = "Every read turn or the memory for answers stayed taken for the queue timeout (`busy`), or the read ran past `--read-timeout` (`read_timeout`)", body = ErrorBody),
    )
)]
pub async fn tournament_findings(
    path: web::Path<String>,
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, TournamentError> {
    let id = path.into_inner();
    let store = state.store.clone();
    // Every stored report is read: a read's work, with its turn and deadline.
    let body = crate::reads::read(&req, &state, move |_| {
        let games = read_findings(&store, &id)?
            .ok_or_else(|| TournamentError::NotFound(crate::params::no_tournament_message(&id)))?;
        serde_json::to_vec(&TournamentFindings { games })
            .map_err(|e| TournamentError::from(Internal::new("writing a tournament's findings", e)))
    })
    .await?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(body))
}
