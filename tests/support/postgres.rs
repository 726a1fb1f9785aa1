//! A throwaway PostgreSQL database per test, on the server named by
//! `DRAUGHTS_ARBITER_TEST_POSTGRES` (a URL whose user may create databases; `.ci/run` starts
//! one). Tests that use it are built ignored without it (`api/build.rs`).

use std::sync::atomic::{AtomicUsize, Ordering};
use store::Database;

/// Why the PostgreSQL tests are ignored, as cargo shows it.
#[allow(dead_code)]
pub const WHY_IGNORED: &str = "needs PostgreSQL: set DRAUGHTS_ARBITER_TEST_POSTGRES=postgres://user@host:port/db (.ci/run starts one)";

/// A database created for one test, dropped with it.
pub struct TestDatabase {
    admin: String,
    name: String,
    /// Its URL.
    pub url: String,
}

/// The server's URL, or a panic saying what is missing (the tests asked for it).
fn admin_url() -> String {
    match std::env::var("DRAUGHTS_ARBITER_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => url.trim().to_string(),
        _ => panic!(
            "DRAUGHTS_ARBITER_REQUIRE_POSTGRES=1 but DRAUGHTS_ARBITER_TEST_POSTGRES names no server"
        ),
    }
}

/// Runs statements on the server, on a thread of their own (the blocking client may not run
/// inside the tests' async runtime).
fn admin_sql(url: &str, sql: &str) -> Result<(), String> {
    let (url, sql) = (url.to_string(), sql.to_string());
    std::thread::spawn(move || {
        let mut client =
            postgres::Client::connect(&url, postgres::NoTls).map_err(|e| e.to_string())?;
        // One statement at a time: CREATE and DROP DATABASE refuse a transaction block.
        client.batch_execute(&sql).map_err(|e| format!("{e:?}"))
    })
    .join()
    .map_err(|_| "the PostgreSQL thread panicked".to_string())?
}

/// `url` with its database name replaced.
fn with_dbname(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let authority_end = base.find("://").map_or(0, |i| i + 3);
    let base = match base[authority_end..].find('/') {
        Some(slash) => &base[..authority_end + slash],
        None => base,
    };
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}

impl TestDatabase {
    /// A new, empty database.
    pub fn create() -> TestDatabase {
        static N: AtomicUsize = AtomicUsize::new(0);
        let admin = admin_url();
        let name = format!(
            "da_test_{}_{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        );
        admin_sql(&admin, &format!("DROP DATABASE IF EXISTS {name}"))
            .and_then(|()| admin_sql(&admin, &format!("CREATE DATABASE {name}")))
            .unwrap_or_else(|e| {
                panic!("cannot create a database on the test PostgreSQL server: {e}")
            });
        TestDatabase {
            url: with_dbname(&admin, &name),
            admin,
            name,
        }
    }

    /// The store's name for it.
    #[allow(dead_code)] // Not every test binary uses it.
    pub fn database(&self) -> Database {
        Database::parse(&self.url)
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let _ = admin_sql(
            &self.admin,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
    }
}
