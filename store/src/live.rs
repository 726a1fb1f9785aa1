//! Live rounds kept across restarts (issue 30): each round's name, rules, last version and the
//! id of the last event it told, written at every version, so that a service started again
//! follows every round from where it was and tells no event twice; and where it was pulled from.

use super::sql::Val;
use super::{Store, StoreError, now_utc, ruleset_of_name};

/// A live round as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredLiveRound {
    /// Its name.
    pub name: String,
    /// The draw rules it is refereed under.
    pub ruleset: arbiter::Ruleset,
    /// Whether it is read by the PDN 3.0 grammar.
    pub strict: bool,
    /// Its last version's bytes.
    pub bytes: Vec<u8>,
    /// The id of the last event it told.
    pub last_event: u64,
    /// Where it is pulled from, as the service writes it (JSON); `None` when it is pushed.
    pub source: Option<String>,
}

impl Store {
    /// Keeps the round's state (in place of what was kept of it).
    pub fn save_live_round(&self, round: &StoredLiveRound) -> Result<(), StoreError> {
        let now = now_utc();
        self.in_write(|conn| {
            conn.execute(
                "INSERT INTO live_rounds (name, ruleset, strict, bytes, last_event, source, \
                 updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
                 ON CONFLICT (name) DO UPDATE SET ruleset = excluded.ruleset, \
                 strict = excluded.strict, bytes = excluded.bytes, \
                 last_event = excluded.last_event, source = excluded.source, \
                 updated_at = excluded.updated_at",
                &[
                    Val::Text(&round.name),
                    Val::Text(round.ruleset.name()),
                    Val::int(i64::from(round.strict)),
                    Val::Bytes(&round.bytes),
                    Val::int(round.last_event),
                    Val::opt_text(round.source.as_deref()),
                    Val::Text(&now),
                ],
            )?;
            Ok(())
        })
    }

    /// Forgets the round `name`; whether it was kept.
    pub fn delete_live_round(&self, name: &str) -> Result<bool, StoreError> {
        self.in_write(|conn| {
            Ok(conn.execute(
                "DELETE FROM live_rounds WHERE name = ?1",
                &[Val::Text(name)],
            )? > 0)
        })
    }

    /// Every live round kept, by name.
    pub fn live_rounds(&self) -> Result<Vec<StoredLiveRound>, StoreError> {
        let rows = self.with_conn(|conn| {
            conn.query_map(
                "SELECT name, ruleset, strict, bytes, last_event, source FROM live_rounds \
                 ORDER BY name",
                &[],
                |r| {
                    Ok((
                        r.text(0)?,
                        r.text(1)?,
                        r.int(2)?,
                        r.bytes(3)?,
                        r.int(4)?,
                        r.opt_text(5)?,
                    ))
                },
            )
        })?;
        rows.into_iter()
            .map(|(name, ruleset, strict, bytes, last_event, source)| {
                Ok(StoredLiveRound {
                    name,
                    ruleset: ruleset_of_name(&ruleset)?,
                    strict: strict != 0,
                    bytes,
                    last_event: u64::try_from(last_event).unwrap_or(0),
                    source,
                })
            })
            .collect()
    }
}
