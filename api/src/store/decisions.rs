//! The arbiter's decisions on a stored tournament's players and rounds: merges and renames of
//! players, byes, forfeits of games never played. Each is kept with who made it and when; a
//! decision taken back is withdrawn (with who and when), never deleted, so the tournament's
//! history stays readable. The decisions in force feed [`crate::tournament::Decisions`].

use super::sql::{Conn, Row, Val};
use super::{Store, StoreError, now_utc};
use crate::tournament::{Bye, Decisions, Forfeit, Merge, Rename};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One decision of the arbiter's on a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Decision {
    /// Two names that are one player: every game of `from` becomes a game of `into`.
    Merge(Merge),
    /// A player shown under another name.
    Rename(Rename),
    /// A round a player had no opponent.
    Bye(Bye),
    /// A game never played, won by forfeit.
    Forfeit(Forfeit),
}

/// A decision as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct StoredDecision {
    /// Its number, to withdraw it by.
    pub id: i64,
    /// What was decided.
    pub decision: Decision,
    /// The name of the token that made it.
    pub made_by: String,
    /// When (RFC 3339, UTC).
    pub made_at: String,
    /// The name of the token that withdrew it, if it was.
    pub withdrawn_by: Option<String>,
    /// When it was withdrawn.
    pub withdrawn_at: Option<String>,
}

impl StoredDecision {
    /// Whether it is in force (not withdrawn).
    pub fn in_force(&self) -> bool {
        self.withdrawn_at.is_none()
    }
}

/// What withdrawing a decision found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Withdrawal {
    /// Withdrawn now.
    Withdrawn(StoredDecision),
    /// It had been withdrawn before: as it stands.
    Already(StoredDecision),
    /// The tournament has no decision of that number.
    NoDecision,
    /// There is no such tournament.
    NoTournament,
}

/// Adds the decisions in force to `into`, in the order they were made.
pub fn gather(decisions: &[StoredDecision], into: &mut Decisions) {
    for stored in decisions.iter().filter(|d| d.in_force()) {
        match &stored.decision {
            Decision::Merge(m) => into.merges.push(m.clone()),
            Decision::Rename(r) => into.renames.push(r.clone()),
            Decision::Bye(b) => into.byes.push(b.clone()),
            Decision::Forfeit(f) => into.forfeits.push(f.clone()),
        }
    }
}

const DECISION_SELECT: &str =
    "SELECT d.pk, d.data, d.made_by, d.made_at, d.withdrawn_by, d.withdrawn_at FROM decisions d";

fn decision_from_row(row: &dyn Row) -> Result<StoredDecision, StoreError> {
    let data = row.text(1)?;
    Ok(StoredDecision {
        id: row.int(0)?,
        decision: serde_json::from_str(&data)
            .map_err(|e| StoreError::Data(format!("stored decision: {e}")))?,
        made_by: row.text(2)?,
        made_at: row.text(3)?,
        withdrawn_by: row.opt_text(4)?,
        withdrawn_at: row.opt_text(5)?,
    })
}

/// The decisions on the tournament of row `tournament`, oldest first.
pub(super) fn of_tournament(
    conn: &mut dyn Conn,
    tournament: i64,
) -> Result<Vec<StoredDecision>, StoreError> {
    conn.query_map(
        &format!("{DECISION_SELECT} WHERE d.tournament = ?1 ORDER BY d.pk"),
        &[Val::Int(tournament)],
        decision_from_row,
    )
}

/// Counts a write to a tournament (what its cached standings are kept under) and locks its row
/// for the rest of the transaction: its row number, or `None` when there is no such tournament.
pub(super) fn touch(conn: &mut dyn Conn, id: &str) -> Result<Option<i64>, StoreError> {
    conn.query_opt(
        "UPDATE tournaments SET revision = revision + 1 WHERE id = ?1 RETURNING pk",
        &[Val::Text(id)],
        |r| r.int(0),
    )
}

impl Store {
    /// Records a decision on tournament `id` by the token `by`; `None` when there is no such
    /// tournament.
    pub fn add_decision(
        &self,
        id: &str,
        decision: &Decision,
        by: &str,
    ) -> Result<Option<StoredDecision>, StoreError> {
        let data = serde_json::to_string(decision).map_err(|e| StoreError::Data(e.to_string()))?;
        let now = now_utc();
        self.in_write(|conn| {
            let Some(tournament) = touch(conn, id)? else {
                return Ok(None);
            };
            let pk = conn
                .query_opt(
                    "INSERT INTO decisions (tournament, data, made_by, made_at) \
                     VALUES (?1, ?2, ?3, ?4) RETURNING pk",
                    &[
                        Val::Int(tournament),
                        Val::Text(&data),
                        Val::Text(by),
                        Val::Text(&now),
                    ],
                    |r| r.int(0),
                )?
                .ok_or_else(|| StoreError::Data("a decision was not stored".into()))?;
            Ok(Some(StoredDecision {
                id: pk,
                decision: decision.clone(),
                made_by: by.to_string(),
                made_at: now.clone(),
                withdrawn_by: None,
                withdrawn_at: None,
            }))
        })
    }

    /// The decisions on tournament `id`, withdrawn ones included, oldest first; `None` when
    /// there is no such tournament.
    pub fn decisions(&self, id: &str) -> Result<Option<Vec<StoredDecision>>, StoreError> {
        self.in_snapshot(|conn| {
            let pk = conn.query_opt(
                "SELECT pk FROM tournaments WHERE id = ?1",
                &[Val::Text(id)],
                |r| r.int(0),
            )?;
            pk.map(|pk| of_tournament(conn, pk)).transpose()
        })
    }

    /// Withdraws decision `number` of tournament `id`, by the token `by`.
    pub fn withdraw_decision(
        &self,
        id: &str,
        number: i64,
        by: &str,
    ) -> Result<Withdrawal, StoreError> {
        let now = now_utc();
        self.in_write(|conn| {
            let Some(tournament) = touch(conn, id)? else {
                return Ok(Withdrawal::NoTournament);
            };
            let found = conn.query_opt(
                &format!("{DECISION_SELECT} WHERE d.tournament = ?1 AND d.pk = ?2"),
                &[Val::Int(tournament), Val::Int(number)],
                decision_from_row,
            )?;
            let Some(mut decision) = found else {
                return Ok(Withdrawal::NoDecision);
            };
            if !decision.in_force() {
                return Ok(Withdrawal::Already(decision));
            }
            conn.execute(
                "UPDATE decisions SET withdrawn_by = ?2, withdrawn_at = ?3 WHERE pk = ?1",
                &[Val::Int(number), Val::Text(by), Val::Text(&now)],
            )?;
            decision.withdrawn_by = Some(by.to_string());
            decision.withdrawn_at = Some(now.clone());
            Ok(Withdrawal::Withdrawn(decision))
        })
    }
}
