//! The arbiter's page (issue #7) end to end: the real server on a free port with a fresh SQLite
//! file, and a real headless Chromium driven over WebDriver (chromedriver) with a small client
//! written on reqwest. The test uploads `fixtures/web/round.pdn` through the form, reads the games
//! table, opens the game with a `not_maximum_capture`, clicks the finding, checks the board and
//! steps through the moves with the arrow keys. Screenshots go to `target/artifacts/` (not
//! committed).
//!
//! Without `chromium` and `chromedriver` (a fresh clone) the browser test is ignored with its
//! reason (the `browser_absent` cfg of `api/build.rs`), unless `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`
//! (set by `.ci/run`, which installs them), which fails the build instead. `CHROMIUM` and
//! `CHROMEDRIVER` override the binaries' paths.

#[path = "support/server.rs"]
mod server;

use serde_json::{Value, json};
use server::spawn_app;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The fixture round: two games in order, one `not_maximum_capture`, one `missed_capture`.
const FIXTURE: &str = "fixtures/web/round.pdn";
/// How long to wait for the page to show something.
const WAIT: Duration = Duration::from_secs(30);
/// The key WebDriver sends for each named key (W3C WebDriver, "keyboard actions").
const ARROW_LEFT: &str = "\u{E012}";
const ARROW_RIGHT: &str = "\u{E014}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";

/// The pages and assets are served, with the right types, without a browser.
#[actix_web::test]
async fn pages_and_assets_are_served() {
    let app = spawn_app().await;
    let client = reqwest::Client::new();
    for path in ["/", "/upload", "/t/abc", "/t/abc/g/3"] {
        let response = client
            .get(format!("{}{path}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 200, "{path}");
        let headers = response.headers().clone();
        assert!(
            headers["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert!(headers.contains_key("content-security-policy"));
        let body = response.text().await.expect("body");
        assert!(body.contains(r#"<script type="module" src="/assets/app.js">"#));
    }
    for (name, kind) in [
        ("app.js", "text/javascript"),
        ("game.js", "text/javascript"),
        ("style.css", "text/css"),
    ] {
        let response = client
            .get(format!("{}/assets/{name}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 200, "{name}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with(kind)
        );
    }
    for path in ["/assets/nope.js", "/assets/..%2Fmain.rs"] {
        let response = client
            .get(format!("{}{path}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 404, "{path}");
    }
    // The API keeps its JSON errors under its prefix.
    let response = client
        .get(format!("{}/api/v1/nope", app.origin))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["error"]["code"], "route_not_found");
    app.handle.stop(false).await;
}

/// A binary from the environment variable `var`, else the first of `names` on the PATH.
fn find_binary(var: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(var) {
        return Some(PathBuf::from(path));
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port()
}

/// chromedriver, killed when dropped.
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A WebDriver session: just the commands this test needs.
struct Session {
    client: reqwest::Client,
    url: String,
}

/// The key under which WebDriver returns an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

impl Session {
    async fn start(driver: &str, chromium: &Path, profile: &Path) -> Session {
        let client = reqwest::Client::new();
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium.to_string_lossy(),
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--window-size=1280,900",
                    format!("--user-data-dir={}", profile.display()),
                ],
            },
        }}});
        let answer = send(
            &client,
            reqwest::Method::POST,
            &format!("{driver}/session"),
            Some(capabilities),
        )
        .await;
        let id = answer["sessionId"]
            .as_str()
            .expect("session id")
            .to_string();
        Session {
            client,
            url: format!("{driver}/session/{id}"),
        }
    }

    async fn cmd(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        send(&self.client, method, &format!("{}{path}", self.url), body).await
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.cmd(reqwest::Method::POST, path, Some(body)).await
    }

    async fn goto(&self, url: &str) {
        self.post("/url", json!({"url": url})).await;
    }

    async fn current_url(&self) -> String {
        let value = self.cmd(reqwest::Method::GET, "/url", None).await;
        value.as_str().unwrap_or_default().to_string()
    }

    /// The element matching `css`, waiting for it to appear.
    async fn find(&self, css: &str) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let answer = try_send(
                &self.client,
                reqwest::Method::POST,
                &format!("{}/element", self.url),
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
            if let Ok(value) = &answer
                && let Some(id) = value[ELEMENT].as_str()
            {
                return id.to_string();
            }
            if Instant::now() > deadline {
                let source = try_send(
                    &self.client,
                    reqwest::Method::GET,
                    &format!("{}/source", self.url),
                    None,
                )
                .await;
                let url = self.current_url().await;
                panic!("no element matches `{css}` on {url}: {source:?}");
            }
            tokio_sleep(100).await;
        }
    }

    async fn click(&self, element: &str) {
        self.post(&format!("/element/{element}/click"), json!({}))
            .await;
    }

    async fn type_into(&self, element: &str, text: &str) {
        self.post(&format!("/element/{element}/value"), json!({"text": text}))
            .await;
    }

    async fn text(&self, element: &str) -> String {
        let value = self
            .cmd(
                reqwest::Method::GET,
                &format!("/element/{element}/text"),
                None,
            )
            .await;
        value.as_str().unwrap_or_default().to_string()
    }

    /// Runs a script in the page and answers its return value.
    async fn execute(&self, script: &str) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": []}))
            .await
    }

    /// Waits until `script` returns true.
    async fn wait_until(&self, what: &str, script: &str) {
        let deadline = Instant::now() + WAIT;
        while self.execute(script).await != Value::Bool(true) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            tokio_sleep(100).await;
        }
    }

    /// Presses and releases a key (WebDriver key code), sent to whatever has focus.
    async fn press(&self, key: &str) {
        self.post(
            "/actions",
            json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
                {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key},
            ]}]}),
        )
        .await;
    }

    async fn resize(&self, width: u32, height: u32) {
        self.post("/window/rect", json!({"width": width, "height": height}))
            .await;
    }

    /// Saves a PNG screenshot of the viewport to `target/artifacts/{name}`.
    async fn screenshot(&self, name: &str) {
        let value = self.cmd(reqwest::Method::GET, "/screenshot", None).await;
        let png = decode_base64(value.as_str().expect("screenshot data"));
        let dir = artifacts_dir();
        std::fs::create_dir_all(&dir).expect("artifacts dir");
        std::fs::write(dir.join(name), png).expect("write screenshot");
        println!("screenshot: {}", dir.join(name).display());
    }

    async fn quit(self) {
        let _ = try_send(&self.client, reqwest::Method::DELETE, &self.url, None).await;
    }
}

async fn tokio_sleep(ms: u64) {
    actix_web::rt::time::sleep(Duration::from_millis(ms)).await;
}

/// Sends a WebDriver command; the answer's `value`, or the driver's error message.
async fn try_send(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: &str,
    body: Option<Value>,
) -> Result<Value, String> {
    let mut request = client.request(method, url);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.map_err(|e| e.to_string())?;
    let ok = response.status().is_success();
    let answer: Value = response.json().await.map_err(|e| e.to_string())?;
    let value = answer.get("value").cloned().unwrap_or(Value::Null);
    if ok {
        // `POST /session` answers the session id beside the capabilities, in `value`.
        Ok(value)
    } else {
        Err(format!("{}: {}", value["error"], value["message"]))
    }
}

async fn send(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: &str,
    body: Option<Value>,
) -> Value {
    try_send(client, method, url, body)
        .await
        .unwrap_or_else(|e| panic!("WebDriver {url}: {e}"))
}

/// `target/artifacts/`, beside the test's temporary directory `target/tmp/`.
fn artifacts_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map_or_else(|| PathBuf::from("target"), Path::to_path_buf)
        .join("artifacts")
}

/// Standard base64, as WebDriver sends screenshots (no crate for twenty lines).
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for sextet in text.bytes().filter_map(value) {
        buffer = (buffer << 6) | u32::from(sextet);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    out
}

/// The centre of square `n` in the service's SVG (48 units a square, square 1 at the top).
fn centre(n: u32) -> String {
    let index = n - 1;
    let row = index / 5;
    let column = 2 * (index % 5) + u32::from(row.is_multiple_of(2));
    format!("{},{}", column * 48 + 24, row * 48 + 24)
}

/// Starts chromedriver and a session, or says why not.
async fn browser(profile: &Path) -> Result<(Driver, Session), String> {
    let chromium = find_binary(
        "CHROMIUM",
        &["chromium", "chromium-browser", "google-chrome"],
    )
    .ok_or("no chromium on the PATH (apt-get install chromium chromium-driver)")?;
    let chromedriver = find_binary("CHROMEDRIVER", &["chromedriver"])
        .ok_or("no chromedriver on the PATH (apt-get install chromium chromium-driver)")?;
    let port = free_port();
    let child = Command::new(&chromedriver)
        .arg(format!("--port={port}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", chromedriver.display()))?;
    let driver = Driver(child);
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();
    let deadline = Instant::now() + WAIT;
    loop {
        let ready = try_send(
            &client,
            reqwest::Method::GET,
            &format!("{base}/status"),
            None,
        )
        .await;
        if ready.is_ok_and(|v| v["ready"] == true) {
            break;
        }
        if Instant::now() > deadline {
            return Err("chromedriver did not become ready".into());
        }
        tokio_sleep(100).await;
    }
    let session = Session::start(&base, &chromium, profile).await;
    Ok((driver, session))
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn arbiter_uploads_a_round_and_sees_the_finding_on_the_board() {
    let profile = tempfile::tempdir().expect("profile dir");
    // The build script found both binaries: failing to start them is a failure, not a skip.
    let (_driver, page) = browser(profile.path())
        .await
        .unwrap_or_else(|why| panic!("the browser cannot be started: {why}"));
    let app = spawn_app().await;
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(FIXTURE)
        .canonicalize()
        .expect("fixture");
    let fixture = fixture.to_string_lossy();

    // A wrong token: the service's message is shown, nothing is stored.
    page.goto(&format!("{}/upload", app.origin)).await;
    let token = page.find("#token").await;
    page.type_into(&token, "dat_wrong").await;
    page.type_into(&page.find("#file").await, &fixture).await;
    page.click(&page.find("button[type=submit]").await).await;
    let error = page.find("#upload-status .error").await;
    let message = page.text(&error).await;
    assert!(message.starts_with("Upload failed:"), "{message}");
    assert!(message.to_lowercase().contains("token"), "{message}");
    page.screenshot("upload-error.png").await;

    // The right token, through the form.
    page.execute("document.getElementById('token').value = ''; return true")
        .await;
    page.type_into(&token, &app.token).await;
    page.type_into(&page.find("#name").await, "Web fixture, round 1")
        .await;
    page.click(&page.find("button[type=submit]").await).await;

    // The tournament page: the games table, kinds filled in from each game's report.
    page.wait_until(
        "the tournament page",
        "return /^\\/t\\/[0-9a-f]{16}$/.test(location.pathname)",
    )
    .await;
    let row = r#"tr[data-game="2"]"#;
    page.find(&format!("{row} td.findings[data-kinds]")).await;
    page.wait_until(
        "the judged outcomes",
        "return [...document.querySelectorAll('td.judged')].every(td => td.textContent !== '…')",
    )
    .await;
    let rows = page
        .execute(
            "return [...document.querySelectorAll('tbody tr')].map(tr => [tr.dataset.game, \
             tr.dataset.status, tr.querySelector('td.findings').dataset.kinds || ''])",
        )
        .await;
    assert_eq!(
        rows,
        json!([
            ["1", "valid", ""],
            ["2", "irregular", "not_maximum_capture"],
            ["3", "irregular", "missed_capture"],
            ["4", "valid", ""],
        ])
    );
    let row_text = page.text(&page.find(row).await).await;
    for expected in [
        "Gamma",
        "Delta",
        "irregular",
        "Not the largest capture",
        "*",
    ] {
        assert!(row_text.contains(expected), "{expected} in {row_text}");
    }
    assert_eq!(
        page.text(&page.find("h1").await).await,
        "Web fixture, round 1"
    );
    page.screenshot("tournament.png").await;
    page.resize(390, 844).await;
    page.screenshot("tournament-phone.png").await;
    page.resize(1280, 900).await;

    // The game with the not_maximum_capture; click its finding.
    page.click(&page.find(&format!("{row} td a")).await).await;
    let finding = page
        .find(r#"#finding-list button[data-kind="not_maximum_capture"]"#)
        .await;
    page.click(&finding).await;
    page.find(r#"#board svg[data-url$="board.svg?finding=0"]"#)
        .await;
    assert!(page.current_url().await.ends_with("?finding=0"));

    // The position before the move: White on 32 and 40, Black on 18, 27 and 28.
    let pieces = page
        .execute(
            "return [...document.querySelectorAll('#board svg circle.piece')].map(c => \
             `${c.classList.contains('white') ? 'W' : 'B'}${c.dataset.square}`).sort()",
        )
        .await;
    assert_eq!(pieces, json!(["B18", "B27", "B28", "W32", "W40"]));
    // Both moves: played 32x21 in red (taking 27), required 32x23x12 in green (taking 28, 18).
    let drawn = page
        .execute(
            "const svg = document.querySelector('#board svg'); \
             const line = (cls) => [...svg.querySelectorAll(`polyline.${cls}`)].map(p => p.getAttribute('points')); \
             const taken = (cls) => [...svg.querySelectorAll(`circle.${cls}.captured`)].map(c => c.dataset.square); \
             const colour = (cls) => svg.querySelector(`polyline.${cls}`).getAttribute('stroke'); \
             return {played: line('played'), required: line('required'), played_takes: taken('played'), \
             required_takes: taken('required'), played_colour: colour('played'), required_colour: colour('required')};",
        )
        .await;
    assert_eq!(
        drawn["played"],
        json!([format!("{} {}", centre(32), centre(21))])
    );
    assert_eq!(
        drawn["required"],
        json!([format!("{} {} {}", centre(32), centre(23), centre(12))])
    );
    assert_eq!(drawn["played_takes"], json!(["27"]));
    assert_eq!(drawn["required_takes"], json!(["28", "18"]));
    assert_eq!(drawn["played_colour"], "#c53030");
    assert_eq!(drawn["required_colour"], "#2f855a");
    // Said in words too: beside the board and to screen readers.
    assert_eq!(page.text(&page.find("#detail-played").await).await, "32x21");
    assert_eq!(
        page.text(&page.find("#detail-required").await).await,
        "32x23x12"
    );
    let label = page
        .execute("return document.querySelector('#board svg').getAttribute('aria-label')")
        .await;
    let label = label.as_str().unwrap_or_default();
    assert!(
        label.contains("played 32x21") && label.contains("required 32x23x12"),
        "{label}"
    );
    let detail = page.text(&page.find("#finding-detail").await).await;
    assert!(
        detail.contains("Article 4.13") && detail.contains("majority rule"),
        "{detail}"
    );
    assert_eq!(
        page.text(&page.find("#ply-label").await).await,
        "Ply 0 of 3"
    );
    page.screenshot("game-finding.png").await;
    page.resize(390, 844).await;
    page.screenshot("game-finding-phone.png").await;
    page.execute("document.getElementById('finding-detail').scrollIntoView(); return true")
        .await;
    page.screenshot("game-finding-phone-detail.png").await;
    let overflow = page
        .execute("return document.documentElement.scrollWidth - window.innerWidth")
        .await;
    assert!(
        overflow.as_i64().is_some_and(|px| px <= 0),
        "sideways scroll at 390px: {overflow}"
    );
    page.resize(1280, 900).await;

    // Arrow keys, Home and End move through the plies.
    let ply_is = |k: u32| {
        format!(
            "return document.querySelector('#board svg')?.dataset.url.endsWith('board.svg?ply={k}') \
             && document.getElementById('ply-label').textContent === 'Ply {k} of 3'"
        )
    };
    page.press(ARROW_RIGHT).await;
    page.wait_until("ply 1 after ArrowRight", &ply_is(1)).await;
    let after = page
        .execute(
            "return [...document.querySelectorAll('#board svg circle.piece')].map(c => c.dataset.square).sort()",
        )
        .await;
    assert_eq!(after, json!(["18", "21", "28", "40"]), "after 32x21");
    page.press(ARROW_RIGHT).await;
    page.wait_until("ply 2", &ply_is(2)).await;
    page.press(ARROW_LEFT).await;
    page.wait_until("ply 1 after ArrowLeft", &ply_is(1)).await;
    page.press(END).await;
    page.wait_until("the last ply after End", &ply_is(3)).await;
    page.press(HOME).await;
    page.wait_until("the start after Home", &ply_is(0)).await;
    // The buttons do the same.
    page.click(&page.find(r#"button[aria-label="Next move"]"#).await)
        .await;
    page.wait_until("ply 1 after the Next button", &ply_is(1))
        .await;

    // The list of tournaments links to it.
    page.goto(&format!("{}/", app.origin)).await;
    let link = page.find("table.tournaments th a").await;
    assert_eq!(page.text(&link).await, "Web fixture, round 1");
    page.screenshot("list.png").await;

    page.quit().await;
    app.handle.stop(false).await;
}
