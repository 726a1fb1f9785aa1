//! Who may do what (issue 14): a token's role, a tournament's owner, privacy and grants.
//!
//! - `admin`: tokens, every tournament, the service-wide audit trail, grants.
//! - `arbiter`: creates tournaments; uploads to, rules on and deletes those it created or an
//!   admin granted it; reads public ones and its own.
//! - `reader`: reads every tournament, private ones included; writes nothing.
//!
//! Without a token, only public tournaments are read.

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
    /// The name the token was created under.
    pub name: String,
    /// What it may do.
    pub role: Role,
}

/// What decides who may read and write one tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The token that created it.
    pub created_by: String,
    /// Whether only tokens read it.
    pub private: bool,
    /// The tokens an admin granted it to.
    pub grants: Vec<String>,
}

impl Access {
    /// Whether the caller created it or was granted it.
    fn holds(&self, caller: &Caller) -> bool {
        self.created_by == caller.name || self.grants.contains(&caller.name)
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
    let (created_by, private) = conn
        .query_opt(
            "SELECT created_by, private FROM tournaments WHERE pk = ?1",
            &[Val::Int(pk)],
            |r| Ok((r.text(0)?, r.int(1)? != 0)),
        )?
        .ok_or_else(|| StoreError::Data("a tournament vanished inside a transaction".into()))?;
    let grants = conn.query_map(
        "SELECT token_name FROM grants WHERE tournament = ?1 ORDER BY token_name",
        &[Val::Int(pk)],
        |r| r.text(0),
    )?;
    Ok(Access {
        created_by,
        private,
        grants,
    })
}

/// The SQL condition (on tournament alias `t`) that the caller may read a tournament, with
/// the caller's name as parameter number `param` when the condition needs it: `None` when the
/// caller reads them all.
pub fn readable_condition(
    caller: Option<&Caller>,
    param: usize,
) -> Option<(String, Option<String>)> {
    match caller {
        Some(c) if matches!(c.role, Role::Admin | Role::Reader) => None,
        Some(c) => Some((
            format!(
                "(t.private = 0 OR t.created_by = ?{param} OR EXISTS \
                 (SELECT 1 FROM grants gr WHERE gr.tournament = t.pk AND gr.token_name = ?{param}))"
            ),
            Some(c.name.clone()),
        )),
        None => Some(("t.private = 0".to_string(), None)),
    }
}

/// A token as listed: never its secret, which is shown once when it is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct TokenInfo {
    /// Who it is for.
    pub name: String,
    /// What it may do.
    pub role: Role,
    /// When it was made (RFC 3339, UTC).
    pub created_at: String,
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

impl Store {
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
            let known = conn.query_int(
                "SELECT count(*) FROM tokens WHERE name = ?1",
                &[Val::Text(name)],
            )?;
            if known == 0 {
                return Ok(Granted::NoToken);
            }
            let inserted = conn.execute(
                "INSERT INTO grants (tournament, token_name, granted_by, granted_at) \
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (tournament, token_name) DO NOTHING",
                &[
                    Val::Int(pk),
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

    /// Takes a grant back; `None` when there is no such tournament, else whether there was
    /// one to take.
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

    fn caller(name: &str, role: Role) -> Caller {
        Caller {
            name: name.into(),
            role,
        }
    }

    #[test]
    fn who_reads_and_writes_a_private_tournament() {
        let access = Access {
            created_by: "anna".into(),
            private: true,
            grants: vec!["bert".into()],
        };
        assert!(!access.may_read(None));
        assert!(access.may_read(Some(&caller("anna", Role::Arbiter))));
        assert!(access.may_read(Some(&caller("bert", Role::Arbiter))));
        assert!(!access.may_read(Some(&caller("cees", Role::Arbiter))));
        assert!(access.may_read(Some(&caller("dirk", Role::Reader))));
        assert!(access.may_write(&caller("anna", Role::Arbiter)));
        assert!(access.may_write(&caller("bert", Role::Arbiter)));
        assert!(!access.may_write(&caller("cees", Role::Arbiter)));
        assert!(!access.may_write(&caller("anna", Role::Reader)));
        assert!(access.may_write(&caller("eva", Role::Admin)));
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
