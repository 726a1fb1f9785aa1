//! The arbiter's decisions on a stored tournament: rulings on a game's result and findings
//! (issue 14), merges and renames of players, byes, forfeits of games never played. Each is kept with who made it and when; a
//! decision taken back is withdrawn (with who and when), never deleted, so the tournament's
//! history stays readable. The decisions in force feed [`tournament::Decisions`].

use super::audit::{self, AuditAction};
use super::sql::{Conn, Row, Val};
use super::{Store, StoreError, now_utc};
use serde::{Deserialize, Serialize};
use tournament::{
    Bye, Decided, Decisions, Forfeit, Merge, Rename, ResultRuling, RoundCorrection, RulingKind,
};
use utoipa::ToSchema;

/// One decision of the arbiter's on a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Decision {
    /// A ruling on one game: the result that counts and what became of its findings.
    Ruling(Ruling),
    /// Two names that are one player: every game of `from` becomes a game of `into`.
    Merge(Merge),
    /// A player shown under another name.
    Rename(Rename),
    /// A round a player had no opponent.
    Bye(Bye),
    /// A game never played, won by forfeit.
    Forfeit(Forfeit),
    /// A game's round corrected (issue 28: its Round tag or file gave another).
    Round(RoundRuling),
}

/// The round a game belongs to, as the arbiter corrected it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundRuling {
    /// The tournament's number of the game.
    pub game: u32,
    /// The round it belongs to.
    pub round: u32,
    /// Why.
    pub reason: String,
}

/// The arbiter's ruling on one game (FMJD art. 5.7, 13, ...): the result as ruled and, per
/// finding of the referee's verdict, whether the irregularity stood or was corrected. It never
/// changes the record or the verdict; the latest ruling in force on a game counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    /// The tournament's number of the game.
    pub game: u32,
    /// The result that counts (`2-0`, `1-1`, `0-2`, `0-0`).
    #[schema(value_type = String, example = "1-1")]
    pub result: Decided,
    /// What kind of ruling the result is.
    #[serde(default)]
    pub kind: RulingKind,
    /// Why.
    pub reason: String,
    /// The article of the rules it rests on (`5.7`).
    #[serde(default)]
    pub article: Option<String>,
    /// What became of the verdict's findings (those not named: not ruled on).
    #[serde(default)]
    pub findings: Vec<FindingRuling>,
}

/// What the arbiter made of one finding of the referee's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FindingRuling {
    /// The finding's 1-based place in the game's verdict.
    pub finding: usize,
    /// Whether the irregularity stood (art. 5.7: not objected to in time) or was corrected.
    pub outcome: FindingOutcome,
    /// Why.
    pub reason: String,
    /// The article it rests on.
    #[serde(default)]
    pub article: Option<String>,
}

/// What became of an irregularity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FindingOutcome {
    /// It stands: the game goes on from the irregular move (art. 5.7).
    Stood,
    /// It was corrected: the position was put right.
    Corrected,
}

impl Decision {
    /// The decision with its free text (reasons, articles, the new name of a merge or a
    /// rename) as kept: without control characters ([`super::audit::printable`]). The names
    /// it must find among the players stay as sent, to be found as written.
    pub fn tidied(self) -> Decision {
        use super::audit::printable;
        match self {
            Decision::Ruling(mut r) => {
                r.reason = printable(&r.reason);
                r.article = r.article.as_deref().map(printable);
                for finding in &mut r.findings {
                    finding.reason = printable(&finding.reason);
                    finding.article = finding.article.as_deref().map(printable);
                }
                Decision::Ruling(r)
            }
            Decision::Merge(mut m) => {
                m.into = printable(&m.into);
                Decision::Merge(m)
            }
            Decision::Rename(mut r) => {
                r.to = printable(&r.to);
                Decision::Rename(r)
            }
            Decision::Round(mut r) => {
                r.reason = printable(&r.reason);
                Decision::Round(r)
            }
            other => other,
        }
    }

    /// The audit trail's action for recording it, and its subject.
    fn audit(&self) -> (AuditAction, String) {
        match self {
            Decision::Ruling(r) => (
                AuditAction::Ruled,
                format!("game {}: {} ({})", r.game, r.result, r.reason),
            ),
            Decision::Merge(m) => (AuditAction::Merged, format!("{} -> {}", m.from, m.into)),
            Decision::Rename(r) => (AuditAction::Renamed, format!("{} -> {}", r.from, r.to)),
            Decision::Bye(b) => (AuditAction::Bye, format!("{}, round {}", b.player, b.round)),
            Decision::Forfeit(f) => (
                AuditAction::Forfeit,
                format!("round {}: {} over {}", f.round, f.winner, f.loser),
            ),
            Decision::Round(r) => (
                AuditAction::RoundCorrected,
                format!("game {}: round {} ({})", r.game, r.round, r.reason),
            ),
        }
    }
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

/// Adds the decisions in force to `into`, in the order they were made; `place` finds the
/// file label and index in it of a game number (a ruling on a game that is not there is
/// skipped: it was checked when it was made, and files are never taken out of a tournament).
pub fn gather(
    decisions: &[StoredDecision],
    place: impl Fn(u32) -> Option<(String, usize)>,
    into: &mut Decisions,
) {
    for stored in decisions.iter().filter(|d| d.in_force()) {
        match &stored.decision {
            Decision::Ruling(r) => {
                if let Some((file, game)) = place(r.game) {
                    into.results.push(ResultRuling {
                        file,
                        game,
                        result: r.result,
                        kind: r.kind,
                        reason: Some(r.reason.clone()),
                    });
                }
            }
            Decision::Merge(m) => into.merges.push(m.clone()),
            Decision::Rename(r) => into.renames.push(r.clone()),
            Decision::Bye(b) => into.byes.push(b.clone()),
            Decision::Forfeit(f) => into.forfeits.push(f.clone()),
            Decision::Round(r) => {
                if let Some((file, game)) = place(r.game) {
                    into.rounds.push(RoundCorrection {
                        file,
                        game,
                        round: r.round,
                        comment: Some(r.reason.clone()),
                    });
                }
            }
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

impl Store {
    /// The rulings on game `n` of tournament `id`, withdrawn ones included, oldest first (the
    /// latest in force counts); `None` when there is no such tournament.
    pub fn rulings(&self, id: &str, n: u32) -> Result<Option<Vec<StoredDecision>>, StoreError> {
        Ok(self.decisions(id)?.map(|all| {
            all.into_iter()
                .filter(|d| matches!(&d.decision, Decision::Ruling(r) if r.game == n))
                .collect()
        }))
    }
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
            let (action, subject) = decision.audit();
            audit::record(conn, by, action, Some(id), &subject)?;
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
            let subject = format!("decision {number}: {}", decision.decision.audit().1);
            audit::record(conn, by, AuditAction::Withdrawn, Some(id), &subject)?;
            decision.withdrawn_by = Some(by.to_string());
            decision.withdrawn_at = Some(now.clone());
            Ok(Withdrawal::Withdrawn(decision))
        })
    }
}
