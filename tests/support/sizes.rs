//! What a test database takes, for the size test: read beside the store, as an operator's
//! tools would (the file sizes; SQLite's `dbstat`; PostgreSQL's relation sizes).

use std::path::PathBuf;
use store::Database;

/// Bytes the database takes: the SQLite file with its WAL, or the PostgreSQL tables of the
/// schema with their indexes and out-of-line data.
pub fn database_bytes(db: &Database) -> u64 {
    match db {
        Database::Sqlite(path) => ["", "-wal"]
            .iter()
            .map(|suffix| {
                let mut p = path.clone().into_os_string();
                p.push(suffix);
                std::fs::metadata(PathBuf::from(p)).map_or(0, |m| m.len())
            })
            .sum(),
        Database::Postgres(url) => postgres_bytes(
            url,
            &postgres_data_bytes("c.relkind = 'r' AND s.nspname = current_schema()"),
        ),
    }
}

/// Bytes the audit trail takes, with its index: it grows with the writes, not with the games,
/// so size figures of the games' storage leave it out and say it apart.
pub fn audit_bytes(db: &Database) -> u64 {
    match db {
        Database::Sqlite(path) => {
            let conn = rusqlite::Connection::open(path).expect("open the SQLite file");
            let size: i64 = conn
                .query_row(
                    "SELECT COALESCE(SUM(pgsize), 0) FROM dbstat \
                     WHERE name IN ('audit', 'audit_by_tournament')",
                    [],
                    |r| r.get(0),
                )
                .expect("read dbstat");
            u64::try_from(size).unwrap_or(0)
        }
        Database::Postgres(url) => postgres_bytes(
            url,
            &postgres_data_bytes("c.relname = 'audit' AND s.nspname = current_schema()"),
        ),
    }
}

/// The one number `query` answers on `url`, on a thread of its own (the blocking client may
/// not run inside the tests' async runtime).
fn postgres_bytes(url: &str, query: &str) -> u64 {
    let (url, query) = (url.to_string(), query.to_string());
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
        let size: i64 = client.query_one(&query, &[]).expect("size query").get(0);
        u64::try_from(size).unwrap_or(0)
    })
    .join()
    .expect("the PostgreSQL thread")
}

/// A query for the bytes of the rows and index entries of the PostgreSQL tables that
/// `tables` selects (over `pg_class c` and `pg_namespace s`), with their out-of-line (TOAST)
/// data and its index. Only the main forks count: the free-space and visibility maps are a
/// few pages a table whatever it holds, and autovacuum makes them when it runs, so counting
/// them made one measurement differ from the next by its timing alone.
fn postgres_data_bytes(tables: &str) -> String {
    format!(
        "WITH t AS (SELECT c.oid, c.reltoastrelid FROM pg_class c \
           JOIN pg_namespace s ON s.oid = c.relnamespace WHERE {tables}), \
         r AS (SELECT oid FROM t \
           UNION SELECT reltoastrelid FROM t WHERE reltoastrelid <> 0 \
           UNION SELECT i.indexrelid FROM pg_index i \
             WHERE i.indrelid IN (SELECT oid FROM t) \
                OR i.indrelid IN (SELECT reltoastrelid FROM t)) \
         SELECT CAST(COALESCE(SUM(pg_relation_size(oid, 'main')), 0) AS BIGINT) FROM r"
    )
}
