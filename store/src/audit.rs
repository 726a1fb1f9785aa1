//! The audit trail (issue 14): every write is an entry, written in the transaction of the write
//! itself (a write that is rolled back leaves no entry; one that commits always has its entry).
//! Entries name their tournament by id, so the deletion of a tournament keeps its history.

use super::sql::{Conn, Row, Val};
use super::{Store, StoreError, now_utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What kind of write an entry records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AuditAction {
    /// A tournament was made by an upload or an import (subject: its first file).
    Uploaded,
    /// A file (a round) was added to a tournament (subject: the file).
    FileAdded,
    /// A ruling on a game's result and findings (subject: the game and result).
    Ruled,
    /// Two players merged (subject: `from -> into`).
    Merged,
    /// A player renamed (subject: `from -> to`).
    Renamed,
    /// A bye recorded (subject: the player and round).
    Bye,
    /// A forfeit recorded (subject: the round and players).
    Forfeit,
    /// A game's round corrected (subject: the game and its round).
    RoundCorrected,
    /// A decision or ruling withdrawn (subject: its number).
    Withdrawn,
    /// A tournament deleted (subject: its name).
    Deleted,
    /// A tournament made private or public (subject: which).
    Visibility,
    /// A tournament granted to a token (subject: the token's name).
    Granted,
    /// A grant taken back (subject: the token's name).
    GrantRevoked,
    /// A token created (subject: its name and role).
    TokenCreated,
    /// A token revoked (subject: its name).
    TokenRevoked,
}

impl AuditAction {
    /// Every action.
    pub const ALL: [AuditAction; 15] = [
        AuditAction::Uploaded,
        AuditAction::FileAdded,
        AuditAction::Ruled,
        AuditAction::Merged,
        AuditAction::Renamed,
        AuditAction::Bye,
        AuditAction::Forfeit,
        AuditAction::RoundCorrected,
        AuditAction::Withdrawn,
        AuditAction::Deleted,
        AuditAction::Visibility,
        AuditAction::Granted,
        AuditAction::GrantRevoked,
        AuditAction::TokenCreated,
        AuditAction::TokenRevoked,
    ];

    /// The action's name as stored and shown.
    pub fn name(self) -> &'static str {
        match self {
            AuditAction::Uploaded => "uploaded",
            AuditAction::FileAdded => "file_added",
            AuditAction::Ruled => "ruled",
            AuditAction::Merged => "merged",
            AuditAction::Renamed => "renamed",
            AuditAction::Bye => "bye",
            AuditAction::Forfeit => "forfeit",
            AuditAction::RoundCorrected => "round_corrected",
            AuditAction::Withdrawn => "withdrawn",
            AuditAction::Deleted => "deleted",
            AuditAction::Visibility => "visibility",
            AuditAction::Granted => "granted",
            AuditAction::GrantRevoked => "grant_revoked",
            AuditAction::TokenCreated => "token_created",
            AuditAction::TokenRevoked => "token_revoked",
        }
    }

    fn parse(text: &str) -> Option<AuditAction> {
        AuditAction::ALL.into_iter().find(|a| a.name() == text)
    }
}

/// Who did a write done from the command line on the server's machine (`token`, `import`):
/// whoever may open the database, so no token's name.
pub const COMMAND_LINE: &str = "(command line)";

/// One entry of the audit trail.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AuditEntry {
    /// Its number: entries are numbered in the order they were written.
    pub id: i64,
    /// When (RFC 3339, UTC).
    pub at: String,
    /// The name of the token that wrote (or `(command line)`).
    pub actor: String,
    /// What kind of write.
    pub action: AuditAction,
    /// The tournament written to, by id (it may have been deleted since).
    pub tournament: Option<String>,
    /// What the write was on, in a few words.
    pub subject: String,
}

/// Longest subject kept, in characters.
const MAX_SUBJECT: usize = 300;

/// Text as kept where people read it (the trail, a ruling's reason): a control character
/// that is a line end or a tab becomes a space, any other goes (an escape would drive the
/// terminal of whoever reads it; PostgreSQL refuses NUL in text), and the ends are trimmed.
pub fn printable(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter_map(|c| match c {
            c if !c.is_control() => Some(c),
            c if c.is_whitespace() => Some(' '),
            _ => None,
        })
        .collect();
    kept.trim().to_string()
}

/// Writes an entry, inside the caller's write transaction.
pub(super) fn record(
    conn: &mut dyn Conn,
    actor: &str,
    action: AuditAction,
    tournament: Option<&str>,
    subject: &str,
) -> Result<(), StoreError> {
    let subject: String = printable(subject).chars().take(MAX_SUBJECT).collect();
    conn.execute(
        "INSERT INTO audit (at, actor, action, tournament, subject) VALUES (?1, ?2, ?3, ?4, ?5)",
        &[
            Val::Text(&now_utc()),
            Val::Text(actor),
            Val::Text(action.name()),
            Val::opt_text(tournament),
            Val::Text(&subject),
        ],
    )?;
    Ok(())
}

fn entry_from_row(row: &dyn Row) -> Result<AuditEntry, StoreError> {
    let action = row.text(3)?;
    Ok(AuditEntry {
        id: row.int(0)?,
        at: row.text(1)?,
        actor: row.text(2)?,
        action: AuditAction::parse(&action)
            .ok_or_else(|| StoreError::Data(format!("unknown audit action `{action}`")))?,
        tournament: row.opt_text(4)?,
        subject: row.text(5)?,
    })
}

/// A page of the audit trail.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AuditPage {
    /// Entries in all (of the tournament, or of the service).
    pub total: u64,
    /// The page size asked for.
    pub limit: u32,
    /// Entries skipped.
    pub offset: u64,
    /// This page, oldest first.
    pub items: Vec<AuditEntry>,
}

impl Store {
    /// A page of the audit trail, oldest first: of tournament `id`, or of the whole service.
    pub fn audit(
        &self,
        tournament: Option<&str>,
        limit: u32,
        offset: u64,
    ) -> Result<AuditPage, StoreError> {
        const SELECT: &str = "SELECT pk, at, actor, action, tournament, subject FROM audit";
        self.in_snapshot(|conn| {
            let (total, items) = match tournament {
                Some(id) => (
                    conn.query_int(
                        "SELECT count(*) FROM audit WHERE tournament = ?1",
                        &[Val::Text(id)],
                    )?,
                    conn.query_map(
                        &format!("{SELECT} WHERE tournament = ?1 ORDER BY pk LIMIT ?2 OFFSET ?3"),
                        &[Val::Text(id), Val::int(limit), Val::int(offset)],
                        entry_from_row,
                    )?,
                ),
                None => (
                    conn.query_int("SELECT count(*) FROM audit", &[])?,
                    conn.query_map(
                        &format!("{SELECT} ORDER BY pk LIMIT ?1 OFFSET ?2"),
                        &[Val::int(limit), Val::int(offset)],
                        entry_from_row,
                    )?,
                ),
            };
            Ok(AuditPage {
                total: u64::try_from(total).unwrap_or(0),
                limit,
                offset,
                items,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_not_kept() {
        assert_eq!(printable("a\u{1b}[31mb\nc\td\r\n"), "a[31mb c d");
        assert_eq!(printable("\u{0}\u{7}x\u{9b}y\u{7f}"), "xy");
        assert_eq!(printable("Søren — 2-0"), "Søren — 2-0");
    }

    #[test]
    fn actions_read_back_from_their_names() {
        for action in AuditAction::ALL {
            assert_eq!(AuditAction::parse(action.name()), Some(action));
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(json, format!("\"{}\"", action.name()));
        }
    }
}
