//! The store as an admin reads it, for tests that look at what a run stored.

use store::{Caller, Role, Store, TournamentSummary};

/// How many tournaments are stored, and the newest `limit` of them, every one as an admin
/// sees them (private ones too).
pub fn every_tournament(store: &Store, limit: u32) -> (u64, Vec<TournamentSummary>) {
    let admin = Caller {
        token: 0,
        name: "tests".into(),
        role: Role::Admin,
    };
    store
        .list_readable(limit, 0, Some(&admin))
        .expect("list the stored tournaments")
}
