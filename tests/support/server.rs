//! The real server for a test, on a free port with a fresh SQLite file and an upload token
//! (`#[path = "support/server.rs"] mod server;` in the test files that need it).

use actix_web::dev::ServerHandle;
use service::{Application, Settings};
use store::audit::COMMAND_LINE;
use store::{Role, Store};

/// The running server, its database directory and a valid token.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`.
    pub origin: String,
    /// A bearer token that may upload.
    pub token: String,
    /// Stops the server.
    pub handle: ServerHandle,
    _dir: tempfile::TempDir,
}

impl TestApp {
    /// `origin` + `/api/v1` + `path`.
    #[allow(dead_code)] // Not every test file calls the API directly.
    pub fn api(&self, path: &str) -> String {
        format!("{}/api/v1{path}", self.origin)
    }
}

/// Starts the server on a fresh database.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Starts the server on a fresh database, its settings changed by `tweak`.
pub async fn spawn_app_with(tweak: impl FnOnce(&mut Settings)) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("arbiter.db");
    let token = Store::open(&db)
        .expect("open store")
        .create_token_as("tests", Role::Arbiter, COMMAND_LINE)
        .expect("token");
    let mut settings = Settings::with_db(&db);
    settings.workers = Some(2);
    settings.shutdown_timeout = 2;
    tweak(&mut settings);
    let app = Application::build(&settings).expect("build app");
    let origin = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    actix_web::rt::spawn(app.run_until_stopped());
    TestApp {
        origin,
        token,
        handle,
        _dir: dir,
    }
}
