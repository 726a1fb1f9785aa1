//! The server under test: the real application on a free loopback port with a fresh database,
//! on SQLite or PostgreSQL, driven over HTTP with reqwest (tests/http.rs and its modules, tests/browser*.rs).
#![allow(dead_code)] // Each test binary uses its own part of the harness.

use super::postgres_support::TestDatabase;
use actix_web::dev::ServerHandle;
use reqwest::StatusCode;
use serde_json::Value;
use service::{Application, Settings};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use store::audit::COMMAND_LINE;
use store::{Database, Role, Store};

/// A running server, its database directory and a valid token.
pub struct TestApp {
    pub base: String,
    pub port: u16,
    pub token: String,
    pub client: reqwest::Client,
    pub handle: ServerHandle,
    pub server: actix_web::rt::task::JoinHandle<std::io::Result<()>>,
    pub db: Database,
    pub keep: Keep,
}

/// The two databases every test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// What holds a test's database: its directory, or its PostgreSQL database (dropped with it).
pub enum Keep {
    Dir(tempfile::TempDir),
    Postgres(#[allow(dead_code)] TestDatabase),
}

impl Keep {
    /// A fresh database of `backend`.
    pub fn fresh(backend: Backend) -> (Database, Keep) {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let db = Database::Sqlite(dir.path().join("arbiter.db"));
                (db, Keep::Dir(dir))
            }
            Backend::Postgres => {
                let pg = TestDatabase::create();
                (pg.database(), Keep::Postgres(pg))
            }
        }
    }

    /// The SQLite file's directory.
    pub fn dir(&self) -> Option<&Path> {
        match self {
            Keep::Dir(dir) => Some(dir.path()),
            Keep::Postgres(_) => None,
        }
    }
}

/// A test on both backends: `name::sqlite` and `name::postgres`, the PostgreSQL one ignored
/// (with the reason) without a server. After `needs the corpus:`, tests that also read
/// `../shared/corpus`, ignored (with the reason) where it is absent.
macro_rules! on_both_backends {
    (needs the corpus: $($name:ident),+ $(,)?) => {$(
        on_both_backends!(@one $name,
            [cfg_attr(shared_corpus_absent, ignore = "needs ../shared/corpus beside the repository")],
            [cfg_attr(
                any(not(postgres_tests), shared_corpus_absent),
                ignore = "needs PostgreSQL (DRAUGHTS_ARBITER_TEST_POSTGRES) and ../shared/corpus"
            )]);
    )+};
    (@one $name:ident, [$($sqlite:meta)?], [$postgres:meta]) => {
        mod $name {
            #[actix_web::test]
            $(#[$sqlite])?
            async fn sqlite() {
                super::$name(super::Backend::Sqlite).await;
            }
            #[actix_web::test]
            #[$postgres]
            async fn postgres() {
                super::$name(super::Backend::Postgres).await;
            }
        }
    };
    ($($name:ident),+ $(,)?) => {$(
        on_both_backends!(@one $name, [],
            [cfg_attr(not(postgres_tests), ignore = "needs PostgreSQL: set DRAUGHTS_ARBITER_TEST_POSTGRES (.ci/run starts one)")]);
    )+};
}

impl TestApp {
    /// `http://127.0.0.1:PORT/api/v1` + `path`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The same as [`TestApp::url`], by the name the page's tests use.
    pub fn api(&self, path: &str) -> String {
        self.url(path)
    }

    /// `http://127.0.0.1:PORT`, where the page is served.
    pub fn origin(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub async fn post_pdn(&self, path: &str, content_type: &str, body: &[u8]) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .header("content-type", content_type)
            .body(body.to_vec())
            .send()
            .await
            .expect("request")
    }

    pub async fn upload(&self, body: &[u8]) -> reqwest::Response {
        self.upload_named("Fixture", body).await
    }

    /// Uploads `body` as a tournament named `name` (a word: it goes in the query as it is).
    pub async fn upload_named(&self, name: &str, body: &[u8]) -> reqwest::Response {
        self.client
            .post(self.url(&format!("/tournaments?name={name}")))
            .bearer_auth(&self.token)
            .header("content-type", "application/x-pdn")
            .body(body.to_vec())
            .send()
            .await
            .expect("request")
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
    }

    /// GETs JSON, asserting 200.
    pub async fn get_json(&self, path: &str) -> Value {
        let response = self.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "GET {path}");
        response.json().await.expect("JSON")
    }

    /// GETs JSON with `token`, asserting 200.
    pub async fn get_json_as(&self, path: &str, token: &str) -> Value {
        let response = self
            .client
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::OK, "GET {path}");
        response.json().await.expect("JSON")
    }

    /// A new token named `name` with `role`, made as `token create NAME --role ROLE` does.
    pub fn token_as(&self, name: &str, role: store::Role) -> String {
        Store::open(&self.db)
            .expect("open store")
            .create_token_as(name, role, "(command line)")
            .expect("token")
    }

    /// Stops the server, letting requests in flight finish, and waits for it.
    pub async fn stop(self) -> Keep {
        // Close the client's idle keep-alive connections first: a graceful stop waits for open
        // connections, up to the keep-alive timeout.
        drop(self.client);
        self.handle.stop(true).await;
        let _ = self.server.await;
        self.keep
    }
}

/// The server with default settings on a fresh database.
pub async fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, |_| {}).await
}

/// The server on a fresh database, with settings adjusted by `tweak`.
pub async fn spawn_app_with(backend: Backend, tweak: impl FnOnce(&mut Settings)) -> TestApp {
    let (db, keep) = Keep::fresh(backend);
    spawn_on(&db, keep, tweak).await
}

/// The server on the database `db` (kept across restarts), with a new token.
pub async fn spawn_on(db: &Database, keep: Keep, tweak: impl FnOnce(&mut Settings)) -> TestApp {
    static TOKENS: AtomicUsize = AtomicUsize::new(0);
    let name = format!("tests-{}", TOKENS.fetch_add(1, Ordering::Relaxed));
    let token = Store::open(db)
        .expect("open store")
        .create_token_as(&name, Role::Arbiter, COMMAND_LINE)
        .expect("token");
    let mut settings = Settings::with_db(db);
    settings.workers = Some(2);
    // Long enough for the graceful-stop test's request to finish on a loaded CI machine.
    settings.shutdown_timeout = 60;
    tweak(&mut settings);
    let app = Application::build(&settings).expect("build app");
    let port = app.port();
    let handle = app.handle();
    let server = actix_web::rt::spawn(app.run_until_stopped());
    TestApp {
        base: format!("http://127.0.0.1:{port}/api/v1"),
        port,
        token,
        client: reqwest::Client::new(),
        handle,
        server,
        db: db.clone(),
        keep,
    }
}

/// Reads an error response and checks its status and code.
pub async fn assert_error(response: reqwest::Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(response.status(), status, "status for code {code}");
    let body: Value = response.json().await.expect("JSON error body");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty())
    );
    assert!(body["error"]["details"].is_object());
    body
}
