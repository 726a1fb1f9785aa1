//! Who may do what (issue 14): a token's role, a tournament's owner, privacy and grants.
//!
//! - `admin`: tokens, every tournament, the service-wide audit trail, grants.
//! - `arbiter`: creates tournaments; uploads to, rules on and deletes those it created or an
//!   admin granted it; reads public ones and its own.
//! - `reader`: reads every tournament, private ones included; writes nothing.
//!
//! Without a token, only public tournaments are read.
//!
//! Owning and being granted are a token's by its number (issue 26), never by its name: a
//! revoked token keeps its number, and a token made again under its name is another token.

use super::audit::{self, AuditAction};
use super::sql::{Conn, Val};
use super::{Store, StoreError, now_utc};
use serde::{Deserialize, Serialize};
use std::fmt;
use utoipa::ToSchema;

/// What a token may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Tokens, every tournament, the service's audit trail.
    Admin,
    /// Its own tournaments and those granted to it.
    Arbiter,
    /// Reads every tournament, private ones included.
    Reader,
}

impl Role {
    /// Every role, for messages.
    pub const ALL: [Role; 3] = [Role::Admin, Role::Arbiter, Role::Reader];

    /// The role's name as stored and typed.
    pub fn name(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Arbiter => "arbiter",
            Role::Reader => "reader",
        }
    }

    /// Reads a role's name.
    pub fn parse(text: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == text)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Role {
    type Err = String;

    fn from_str(text: &str) -> Result<Role, String> {
        Role::parse(text).ok_or_else(|| format!("`{text}` is not a role: admin, arbiter or reader"))
    }
}

/// The holder of a verified token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Caller {
    /// The token's number: what it owns and was granted is by number, never by name (a name
    /// may be taken again once its token is revoked).
    pub token: i64,
    /// The name the token was created under.
    pub name: String,
    /// What it may do.
    pub role: Role,
}

/// What a presented token is ([`crate::Store::token_status`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenStatus {
    /// A live token, and its holder.
    Live(Caller),
    /// A token that was ours until it was revoked.
    Revoked {
        /// The name it was created under.
        name: String,
        /// When it was revoked (RFC 3339, as stored).
        revoked_at: String,
    },
    /// No token of ours, live or revoked.
    Unknown,
}

/// What decides who may read and write one tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The name it was recorded as created by (for messages).
    pub created_by: String,
    /// The number of the token that owns it (`None`: no token's, as what the command line
    /// loaded).
    pub owner: Option<i64>,
    /// Whether only tokens read it.
    pub private: bool,
    /// The numbers of the tokens an admin granted it to.
    pub grants: Vec<i64>,
}

impl Access {
    /// Whether the caller's token owns it or was granted it.
    fn holds(&self, caller: &Caller) -> bool {
        self.owner == Some(caller.token) || self.grants.contains(&caller.token)
    }

    /// Who owns it, for messages: `` `lyon` (token 3) ``, or `` `import` (no token) ``.
    pub fn owner_said(&self) -> String {
        match self.owner {
            Some(token) => format!("`{}` (token {token})", self.created_by),
            None => format!("`{}` (no token)", self.created_by),
        }
    }

    /// Whether `caller` (none: no token) may read it.
    pub fn may_read(&self, caller: Option<&Caller>) -> bool {
        !self.private
            || caller.is_some_and(|c| matches!(c.role, Role::Admin | Role::Reader) || self.holds(c))
    }

    /// Whether `caller` may upload to, rule on and delete it.
    pub fn may_write(&self, caller: &Caller) -> bool {
        match caller.role {
            Role::Admin => true,
            Role::Arbiter => self.holds(caller),
            Role::Reader => false,
        }
    }
}

/// A tournament's access facts, by its row.
pub(super) fn access_of(conn: &mut dyn Conn, pk: i64) -> Result<Access, StoreError> {
    let (created_by, owner, private) = conn
        .query_opt(
            "SELECT created_by, owner, private FROM tournaments WHERE pk = ?1",
            &[Val::Int(pk)],
            |r| Ok((r.text(0)?, r.opt_int(1)?, r.int(2)? != 0)),
        )?
        .ok_or_else(|| StoreError::Data("a tournament vanished inside a transaction".into()))?;
    let grants = conn.query_map(
        "SELECT token FROM grants WHERE tournament = ?1 ORDER BY token",
        &[Val::Int(pk)],
        |r| r.int(0),
    )?;
    Ok(Access {
        created_by,
        owner,
        private,
        grants,
    })
}

/// The SQL condition (on tournament alias `t`) that the caller may read a tournament, with
/// the caller's token number as parameter number `param` when the condition needs it: `None`
/// when the caller reads them all.
pub fn readable_condition(caller: Option<&Caller>, param: usize) -> Option<(String, Option<i64>)> {
    match caller {
        Some(c) if matches!(c.role, Role::Admin | Role::Reader) => None,
        Some(c) => Some((
            format!(
                "(t.private = 0 OR t.owner = ?{param} OR EXISTS \
                 (SELECT 1 FROM grants gr WHERE gr.tournament = t.pk AND gr.token = ?{param}))"
            ),
            Some(c.token),
        )),
        None => Some(("t.private = 0".to_string(), None)),
    }
}

/// The token that owns a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct OwnerToken {
    /// Its number (`GET /tokens` lists it).
    pub id: i64,
    /// Whether it was revoked: the tournament stays its own, written by admins and the tokens
    /// they grant it to.
    pub revoked: bool,
}

/// A token as listed: never its secret, which is shown once when it is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct TokenInfo {
    /// Its number (what a tournament's `owner` names).
    pub id: i64,
    /// Who it is for.
    pub name: String,
    /// What it may do.
    pub role: Role,
    /// When it was made (RFC 3339, UTC).
    pub created_at: String,
    /// When it was revoked (`null`: it opens what its role may); a revoked token's
    /// tournaments stay its own, written by admins and the tokens they are granted to.
    pub revoked_at: Option<String>,
}

/// What granting found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Granted {
    /// Granted now.
    Granted,
    /// It was granted before.
    Already,
    /// No token has that name.
    NoToken,
    /// No such tournament.
    NoTournament,
}

/// The number of the live token named `name`, if there is one.
pub(super) fn live_token(conn: &mut dyn Conn, name: &str) -> Result<Option<i64>, StoreError> {
    conn.query_opt(
        "SELECT id FROM tokens WHERE name = ?1 AND revoked_at IS NULL",
        &[Val::Text(name)],
        |r| r.int(0),
    )
}

impl Store {
    /// The number of the live token named `name`, if there is one (who `import --by NAME`
    /// loads for).
    pub fn live_token_id(&self, name: &str) -> Result<Option<i64>, StoreError> {
        self.with_conn(|conn| live_token(conn, name))
    }

    /// Who may read and write tournament `id`; `None` when there is no such tournament.
    pub fn access(&self, id: &str) -> Result<Option<Access>, StoreError> {
        self.in_snapshot(|conn| {
            let pk = conn.query_opt(
                "SELECT pk FROM tournaments WHERE id = ?1",
                &[Val::Text(id)],
                |r| r.int(0),
            )?;
            pk.map(|pk| access_of(conn, pk)).transpose()
        })
    }

    /// Who may read and write each tournament whose first file (what its id is made of) has
    /// these bytes, under whatever rules it was checked.
    pub fn first_file_access(&self, sha256: &str) -> Result<Vec<Access>, StoreError> {
        self.in_snapshot(|conn| {
            let pks = conn.query_map(
                "SELECT f.tournament FROM files f WHERE f.sha256 = ?1 AND f.seq = 1",
                &[Val::Text(sha256)],
                |r| r.int(0),
            )?;
            pks.into_iter().map(|pk| access_of(conn, pk)).collect()
        })
    }

    /// Gives token `name` tournament `id` as if it had created it (by admin `by`).
    pub fn grant(&self, id: &str, name: &str, by: &str) -> Result<Granted, StoreError> {
        let now = now_utc();
        self.in_write(|conn| {
            let Some(pk) = super::decisions::touch(conn, id)? else {
                return Ok(Granted::NoTournament);
            };
            let Some(token) = live_token(conn, name)? else {
                return Ok(Granted::NoToken);
            };
            let inserted = conn.execute(
                "INSERT INTO grants (tournament, token, token_name, granted_by, granted_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (tournament, token) DO NOTHING",
                &[
                    Val::Int(pk),
                    Val::Int(token),
                    Val::Text(name),
                    Val::Text(by),
                    Val::Text(&now),
                ],
            )?;
            if inserted == 0 {
                return Ok(Granted::Already);
            }
            audit::record(conn, by, AuditAction::Granted, Some(id), name)?;
            Ok(Granted::Granted)
        })
    }

    /// Takes back the grants to tokens named `name` (the live one's, and any revoked one's);
    /// `None` when there is no such tournament, else whether there was one to take.
    pub fn revoke_grant(&self, id: &str, name: &str, by: &str) -> Result<Option<bool>, StoreError> {
        self.in_write(|conn| {
            let Some(pk) = super::decisions::touch(conn, id)? else {
                return Ok(None);
            };
            let removed = conn.execute(
                "DELETE FROM grants WHERE tournament = ?1 AND token_name = ?2",
                &[Val::Int(pk), Val::Text(name)],
            )?;
            if removed > 0 {
                audit::record(conn, by, AuditAction::GrantRevoked, Some(id), name)?;
            }
            Ok(Some(removed > 0))
        })
    }

    /// Makes tournament `id` private or public (by `by`); `None` when there is no such
    /// tournament, else whether it changed.
    pub fn set_private(
        &self,
        id: &str,
        private: bool,
        by: &str,
    ) -> Result<Option<bool>, StoreError> {
        self.in_write(|conn| {
            let Some(pk) = super::decisions::touch(conn, id)? else {
                return Ok(None);
            };
            let changed = conn.execute(
                "UPDATE tournaments SET private = ?2 WHERE pk = ?1 AND private <> ?2",
                &[Val::Int(pk), Val::Int(i64::from(private))],
            )?;
            if changed > 0 {
                let what = if private { "private" } else { "public" };
                audit::record(conn, by, AuditAction::Visibility, Some(id), what)?;
            }
            Ok(Some(changed > 0))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caller(token: i64, name: &str, role: Role) -> Caller {
        Caller {
            token,
            name: name.into(),
            role,
        }
    }

    #[test]
    fn who_reads_and_writes_a_private_tournament() {
        let access = Access {
            created_by: "anna".into(),
            owner: Some(1),
            private: true,
            grants: vec![2],
        };
        assert!(!access.may_read(None));
        assert!(access.may_read(Some(&caller(1, "anna", Role::Arbiter))));
        assert!(access.may_read(Some(&caller(2, "bert", Role::Arbiter))));
        assert!(!access.may_read(Some(&caller(3, "cees", Role::Arbiter))));
        assert!(access.may_read(Some(&caller(4, "dirk", Role::Reader))));
        assert!(access.may_write(&caller(1, "anna", Role::Arbiter)));
        assert!(access.may_write(&caller(2, "bert", Role::Arbiter)));
        assert!(!access.may_write(&caller(3, "cees", Role::Arbiter)));
        assert!(!access.may_write(&caller(1, "anna", Role::Reader)));
        assert!(access.may_write(&caller(5, "eva", Role::Admin)));
        // Another token under the owner's name (the first one revoked) owns nothing.
        assert!(!access.may_read(Some(&caller(6, "anna", Role::Arbiter))));
        assert!(!access.may_write(&caller(6, "anna", Role::Arbiter)));
        // What the command line loaded is no token's.
        let loaded = Access {
            created_by: "import".into(),
            owner: None,
            private: true,
            grants: vec![],
        };
        assert!(!loaded.may_write(&caller(7, "import", Role::Arbiter)));
        assert!(loaded.may_write(&caller(5, "eva", Role::Admin)));
    }

    #[test]
    fn roles_read_back_from_their_names() {
        for role in Role::ALL {
            assert_eq!(role.name().parse::<Role>(), Ok(role));
        }
        assert!(
            "root"
                .parse::<Role>()
                .unwrap_err()
                .contains("admin, arbiter or reader")
        );
    }
}
