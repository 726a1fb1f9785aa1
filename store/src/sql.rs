//! The little the store needs from a database connection, for SQLite and PostgreSQL alike, so
//! every query is written once.
//!
//! SQL is written with numbered placeholders (`?1`); PostgreSQL gets them as `$1`. Values are
//! 64-bit integers, text, bytes or NULL (every integer column of the PostgreSQL schema is
//! `BIGINT`, so one Rust type reads them all). Transactions are plain `BEGIN`/`COMMIT`
//! statements on one pooled connection.

use super::StoreError;
use std::borrow::Cow;

/// Which database a connection talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// The embedded SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// A parameter of a query.
#[derive(Clone, Copy, Debug)]
pub enum Val<'a> {
    /// An integer.
    Int(i64),
    /// Text.
    Text(&'a str),
    /// Bytes.
    Bytes(&'a [u8]),
    /// NULL.
    Null,
}

impl<'a> Val<'a> {
    /// An integer (any integer type that fits; larger values saturate, which no count reaches).
    pub fn int(value: impl TryInto<i64>) -> Val<'a> {
        Val::Int(value.try_into().unwrap_or(i64::MAX))
    }

    /// Optional text.
    pub fn opt_text(value: Option<&'a str>) -> Val<'a> {
        value.map_or(Val::Null, Val::Text)
    }

    /// An optional integer.
    pub fn opt_int(value: Option<i64>) -> Val<'a> {
        value.map_or(Val::Null, Val::Int)
    }
}

/// One row of an answer.
pub trait Row {
    /// An integer column.
    fn int(&self, i: usize) -> Result<i64, StoreError>;
    /// An integer column that may be NULL.
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError>;
    /// A text column.
    fn text(&self, i: usize) -> Result<String, StoreError>;
    /// A text column that may be NULL.
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError>;
    /// A bytes column.
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError>;
}

/// A connection.
pub trait Conn {
    /// Its database.
    fn dialect(&self) -> Dialect;
    /// Runs a statement; the number of rows it changed.
    fn execute(&mut self, sql: &str, params: &[Val<'_>]) -> Result<u64, StoreError>;
    /// Runs a query and hands every row to `each`.
    fn query_each(
        &mut self,
        sql: &str,
        params: &[Val<'_>],
        each: &mut dyn FnMut(&dyn Row) -> Result<(), StoreError>,
    ) -> Result<(), StoreError>;
    /// Runs statements without parameters (`BEGIN`, a migration).
    fn batch(&mut self, sql: &str) -> Result<(), StoreError>;
    /// Whether a transaction may be open: false where it is known to be closed. SQLite ends
    /// one by itself when a statement that keeps no statement journal fails on a full disk;
    /// PostgreSQL keeps a failed transaction open until its ROLLBACK and is not asked.
    fn may_be_in_transaction(&self) -> bool;
}

impl dyn Conn + '_ {
    /// The rows of a query, each turned into a `T`.
    pub fn query_map<T>(
        &mut self,
        sql: &str,
        params: &[Val<'_>],
        mut map: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let mut out = Vec::new();
        self.query_each(sql, params, &mut |row| {
            out.push(map(row)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// The first row of a query, if any.
    pub fn query_opt<T>(
        &mut self,
        sql: &str,
        params: &[Val<'_>],
        mut map: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        let mut out = None;
        self.query_each(sql, params, &mut |row| {
            if out.is_none() {
                out = Some(map(row)?);
            }
            Ok(())
        })?;
        Ok(out)
    }

    /// A query answering one integer (a count).
    pub fn query_int(&mut self, sql: &str, params: &[Val<'_>]) -> Result<i64, StoreError> {
        Ok(self.query_opt(sql, params, |r| r.int(0))?.unwrap_or(0))
    }

    /// Starts a write transaction: SQLite takes its write lock at once (two writers never both
    /// read then both write), PostgreSQL starts a read-committed transaction whose constraints
    /// decide between concurrent writers.
    pub fn begin_write(&mut self) -> Result<(), StoreError> {
        match self.dialect() {
            Dialect::Sqlite => self.batch("BEGIN IMMEDIATE"),
            Dialect::Postgres => self.batch("BEGIN"),
        }
    }

    /// Starts a read-only transaction: every query in it sees one snapshot of the database.
    pub fn begin_snapshot(&mut self) -> Result<(), StoreError> {
        match self.dialect() {
            Dialect::Sqlite => self.batch("BEGIN"),
            Dialect::Postgres => self.batch("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"),
        }
    }
}

/// `?1` placeholders as PostgreSQL writes them (`$1`). The store's SQL has no `?` in literals.
fn postgres_sql(sql: &str) -> Cow<'_, str> {
    if sql.contains('?') {
        Cow::Owned(sql.replace('?', "$"))
    } else {
        Cow::Borrowed(sql)
    }
}

impl rusqlite::ToSql for Val<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match *self {
            Val::Int(v) => ValueRef::Integer(v),
            Val::Text(s) => ValueRef::Text(s.as_bytes()),
            Val::Bytes(b) => ValueRef::Blob(b),
            Val::Null => ValueRef::Null,
        }))
    }
}

impl Row for rusqlite::Row<'_> {
    fn int(&self, i: usize) -> Result<i64, StoreError> {
        Ok(self.get(i)?)
    }
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        Ok(self.get(i)?)
    }
    fn text(&self, i: usize) -> Result<String, StoreError> {
        Ok(self.get(i)?)
    }
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        Ok(self.get(i)?)
    }
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError> {
        Ok(self.get(i)?)
    }
}

impl Conn for rusqlite::Connection {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn execute(&mut self, sql: &str, params: &[Val<'_>]) -> Result<u64, StoreError> {
        let mut stmt = self.prepare_cached(sql)?;
        Ok(stmt.execute(rusqlite::params_from_iter(params.iter()))? as u64)
    }

    fn query_each(
        &mut self,
        sql: &str,
        params: &[Val<'_>],
        each: &mut dyn FnMut(&dyn Row) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut stmt = self.prepare_cached(sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(params.iter()))?;
        while let Some(row) = rows.next()? {
            each(row)?;
        }
        Ok(())
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        Ok(self.execute_batch(sql)?)
    }

    fn may_be_in_transaction(&self) -> bool {
        !self.is_autocommit()
    }
}

/// A parameter sent to a PostgreSQL connection's thread.
#[derive(Clone, Debug)]
enum Owned {
    Int(i64),
    Text(String),
    Bytes(Vec<u8>),
    Null,
}

impl From<&Val<'_>> for Owned {
    fn from(v: &Val<'_>) -> Owned {
        match *v {
            Val::Int(i) => Owned::Int(i),
            Val::Text(s) => Owned::Text(s.to_string()),
            Val::Bytes(b) => Owned::Bytes(b.to_vec()),
            Val::Null => Owned::Null,
        }
    }
}

impl postgres::types::ToSql for Owned {
    fn to_sql(
        &self,
        ty: &postgres::types::Type,
        out: &mut bytes::BytesMut,
    ) -> Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>> {
        use postgres::types::{IsNull, Type};
        match self {
            Owned::Null => Ok(IsNull::Yes),
            Owned::Int(v) if *ty == Type::INT4 => i32::try_from(*v)?.to_sql(ty, out),
            Owned::Int(v) if *ty == Type::INT2 => i16::try_from(*v)?.to_sql(ty, out),
            Owned::Int(v) => v.to_sql(ty, out),
            Owned::Text(s) => s.to_sql(ty, out),
            Owned::Bytes(b) => b.to_sql(ty, out),
        }
    }

    fn accepts(_: &postgres::types::Type) -> bool {
        // Checked per value in `to_sql`: a wrong type is the server's error, with its name.
        true
    }

    postgres::types::to_sql_checked!();
}

impl Row for postgres::Row {
    fn int(&self, i: usize) -> Result<i64, StoreError> {
        self.opt_int(i)?
            .ok_or_else(|| StoreError::Data(format!("column {i} is NULL")))
    }
    fn opt_int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        use postgres::types::Type;
        // The schema's integers are BIGINT; literals and some functions answer INTEGER.
        let ty = self.columns().get(i).map(|c| c.type_().clone());
        Ok(match ty {
            Some(t) if t == Type::INT4 => self.try_get::<_, Option<i32>>(i)?.map(i64::from),
            Some(t) if t == Type::INT2 => self.try_get::<_, Option<i16>>(i)?.map(i64::from),
            _ => self.try_get(i)?,
        })
    }
    fn text(&self, i: usize) -> Result<String, StoreError> {
        Ok(self.try_get(i)?)
    }
    fn opt_text(&self, i: usize) -> Result<Option<String>, StoreError> {
        Ok(self.try_get(i)?)
    }
    fn bytes(&self, i: usize) -> Result<Vec<u8>, StoreError> {
        Ok(self.try_get(i)?)
    }
}

/// What a PostgreSQL connection's thread is asked to do.
enum Job {
    Execute(String, Vec<Owned>, SyncSender<Result<u64, postgres::Error>>),
    Query(
        String,
        Vec<Owned>,
        SyncSender<Result<Vec<postgres::Row>, postgres::Error>>,
    ),
    Batch(String, SyncSender<Result<(), postgres::Error>>),
}

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::time::Duration;

/// Whether PostgreSQL was found gone (issue 26): a connection that could not be made, a
/// statement it did not answer in time, a connection it closed. While it is, the pool hands out
/// no connection made before and waits only a moment for a new one, so that a call fails at
/// once (503 `storage_lost`) instead of after the pool's timeout or never; a connection made
/// again says it is back.
#[derive(Debug, Default)]
pub struct Reachability {
    down: AtomicBool,
}

impl Reachability {
    /// Whether PostgreSQL was found gone and has not answered since.
    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::Relaxed)
    }

    /// PostgreSQL did not answer.
    pub fn down(&self) {
        self.down.store(true, Ordering::Relaxed);
    }

    /// PostgreSQL answered.
    pub fn up(&self) {
        self.down.store(false, Ordering::Relaxed);
    }
}

/// Longest wait for PostgreSQL to answer a statement: past it the server counts as gone. A
/// statement of this service is one page, one insert of rows or one commit (a few ms on a
/// healthy server; the largest searches well under a second on a million games).
const STATEMENT_DEADLINE: Duration = Duration::from_secs(30);

/// Longest wait for a new connection's handshake (the socket's own `connect_timeout` covers
/// only its TCP connect: a server that accepts and never answers would hold the pool's threads
/// for ever).
const HANDSHAKE_DEADLINE: Duration = Duration::from_secs(10);

/// A PostgreSQL connection on a thread of its own.
///
/// The blocking `postgres` client drives a small tokio runtime of its own, which may not be
/// entered from a thread that runs async tasks (the HTTP workers, the tests): each of its
/// calls, its connection and its closing happen on this thread instead, whatever thread the
/// store is called from.
pub struct PgConn {
    jobs: Option<SyncSender<Job>>,
    closed: Arc<AtomicBool>,
    worker: Option<std::thread::JoinHandle<()>>,
    /// Disconnected once the thread has ended.
    ended: Receiver<()>,
    reach: Arc<Reachability>,
    /// A statement was not answered in time: the thread may wait on it for ever, so it is left
    /// to end on its own, never waited for.
    stuck: bool,
}

impl PgConn {
    /// Connects on a new thread, within [`HANDSHAKE_DEADLINE`].
    pub fn connect(
        config: postgres::Config,
        reach: Arc<Reachability>,
    ) -> Result<PgConn, StoreError> {
        let (jobs, inbox) = sync_channel::<Job>(0);
        let (ready_tx, ready_rx) = sync_channel(1);
        let closed = Arc::new(AtomicBool::new(false));
        let flag = closed.clone();
        // Dropped when the thread ends, its client closed: what a drop of the connection waits for.
        let (ended_tx, ended) = sync_channel::<()>(0);
        let worker = std::thread::Builder::new()
            .name("postgres".into())
            .spawn(move || {
                let _ended = ended_tx;
                match config.connect(postgres::NoTls) {
                    Ok(client) => {
                        let _ = ready_tx.send(Ok(()));
                        serve(client, &inbox, &flag);
                    }
                    Err(error) => {
                        let _ = ready_tx.send(Err(error));
                    }
                }
            });
        let worker = worker.map_err(StoreError::Io)?;
        let made = match ready_rx.recv_timeout(HANDSHAKE_DEADLINE) {
            Ok(Ok(())) => Ok(PgConn {
                jobs: Some(jobs),
                closed,
                worker: Some(worker),
                ended,
                reach: reach.clone(),
                stuck: false,
            }),
            Ok(Err(error)) => {
                let _ = worker.join();
                Err(error.into())
            }
            // The thread is left to end when the handshake does.
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(StoreError::Lost(format!(
                "PostgreSQL did not finish a connection's handshake in {} s",
                HANDSHAKE_DEADLINE.as_secs()
            ))),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                let _ = worker.join();
                Err(StoreError::Lost(
                    "the PostgreSQL connection's thread ended".into(),
                ))
            }
        };
        match &made {
            Ok(_) => reach.up(),
            Err(_) => reach.down(),
        }
        made
    }

    /// Whether the server answers an empty statement within `deadline`.
    pub fn answers_within(&mut self, deadline: Duration) -> Result<(), StoreError> {
        self.ask_within(deadline, |reply| Job::Batch(String::new(), reply))
    }

    /// Whether the connection is closed (the server went away).
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }

    fn ask<T>(
        &mut self,
        job: impl FnOnce(SyncSender<Result<T, postgres::Error>>) -> Job,
    ) -> Result<T, StoreError> {
        self.ask_within(STATEMENT_DEADLINE, job)
    }

    /// Sends a statement to the connection's thread and waits for its answer at most
    /// `deadline`: past it the server counts as gone and the connection as broken.
    fn ask_within<T>(
        &mut self,
        deadline: Duration,
        job: impl FnOnce(SyncSender<Result<T, postgres::Error>>) -> Job,
    ) -> Result<T, StoreError> {
        let (reply, answer) = sync_channel(1);
        let lost = || StoreError::Lost("the PostgreSQL connection's thread is gone".into());
        self.jobs
            .as_ref()
            .ok_or_else(lost)?
            .send(job(reply))
            .map_err(|_| lost())?;
        let answered = match answer.recv_timeout(deadline) {
            Ok(answered) => answered.map_err(StoreError::from),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                self.stuck = true;
                self.closed.store(true, Ordering::Relaxed);
                Err(StoreError::Lost(format!(
                    "PostgreSQL did not answer within {} s",
                    deadline.as_secs_f32()
                )))
            }
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(lost()),
        };
        match &answered {
            Err(StoreError::Lost(_)) => self.reach.down(),
            // Any answer of the server's, an error of SQL included, says it is there.
            _ => self.reach.up(),
        }
        answered
    }
}

fn serve(mut client: postgres::Client, inbox: &Receiver<Job>, closed: &AtomicBool) {
    fn params(values: &[Owned]) -> Vec<&(dyn postgres::types::ToSql + Sync)> {
        values
            .iter()
            .map(|v| v as &(dyn postgres::types::ToSql + Sync))
            .collect()
    }
    for job in inbox {
        match job {
            Job::Execute(sql, values, reply) => {
                let _ = reply.send(client.execute(sql.as_str(), &params(&values)));
            }
            Job::Query(sql, values, reply) => {
                let _ = reply.send(client.query(sql.as_str(), &params(&values)));
            }
            Job::Batch(sql, reply) => {
                let _ = reply.send(client.batch_execute(&sql));
            }
        }
        if client.is_closed() {
            closed.store(true, Ordering::Relaxed);
        }
    }
    // The sender is gone: the client closes here, on its own thread.
}

/// How long dropping a connection waits for its client to close (a Terminate sent, the server
/// closing its end); a server that never answers is not waited for.
const CLOSE_WAIT: Duration = Duration::from_millis(500);

impl Drop for PgConn {
    fn drop(&mut self) {
        self.jobs.take();
        let wait = if self.stuck {
            Duration::ZERO
        } else {
            CLOSE_WAIT
        };
        // Ended within the wait: joined; else the thread is left to end on its own.
        if matches!(
            self.ended.recv_timeout(wait),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected)
        ) && let Some(worker) = self.worker.take()
        {
            let _ = worker.join();
        }
    }
}

impl Conn for PgConn {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn execute(&mut self, sql: &str, params: &[Val<'_>]) -> Result<u64, StoreError> {
        let sql = postgres_sql(sql).into_owned();
        let values = params.iter().map(Owned::from).collect();
        self.ask(|reply| Job::Execute(sql, values, reply))
    }

    fn query_each(
        &mut self,
        sql: &str,
        params: &[Val<'_>],
        each: &mut dyn FnMut(&dyn Row) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let sql = postgres_sql(sql).into_owned();
        let values = params.iter().map(Owned::from).collect();
        for row in self.ask(|reply| Job::Query(sql, values, reply))? {
            each(&row)?;
        }
        Ok(())
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        let sql = sql.to_string();
        self.ask(|reply| Job::Batch(sql, reply))
    }

    fn may_be_in_transaction(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_for_postgres() {
        assert_eq!(
            postgres_sql("SELECT a FROM t WHERE b = ?1 AND c = ?12"),
            "SELECT a FROM t WHERE b = $1 AND c = $12"
        );
    }

    #[test]
    fn sqlite_round_trip() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let conn: &mut dyn Conn = &mut conn;
        conn.batch("CREATE TABLE t (i INTEGER, s TEXT, b BLOB)")
            .unwrap();
        conn.execute(
            "INSERT INTO t VALUES (?1, ?2, ?3)",
            &[Val::Int(-7), Val::Text("x"), Val::Bytes(b"\0\x01")],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO t VALUES (?1, ?2, ?3)",
            &[Val::Null, Val::Null, Val::Bytes(b"")],
        )
        .unwrap();
        let rows = conn
            .query_map("SELECT i, s, b FROM t ORDER BY rowid", &[], |r| {
                Ok((r.opt_int(0)?, r.opt_text(1)?, r.bytes(2)?))
            })
            .unwrap();
        assert_eq!(
            rows,
            [
                (Some(-7), Some("x".to_string()), vec![0, 1]),
                (None, None, vec![])
            ]
        );
        assert_eq!(conn.query_int("SELECT count(*) FROM t", &[]).unwrap(), 2);
    }
}
