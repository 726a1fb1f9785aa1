//! A small WebDriver client on reqwest: chromedriver and a headless Chromium session, with the
//! commands the page tests need (tests/browser_service.rs). Screenshots go to
//! `target/artifacts/`.
#![allow(dead_code)] // Each test binary uses its own part.

use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long to wait for the page to show something.
pub const WAIT: Duration = Duration::from_secs(30);
/// The key under which WebDriver returns an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// chromedriver, killed when dropped with the browsers it started: a test that panics before
/// it ends its session leaves no Chromium behind.
pub struct Driver(Child);

/// The processes whose parent is `parent` (Linux's /proc; elsewhere none are found).
fn children(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|stat| {
                    // `pid (name) state ppid ...`: the name may hold spaces, so after its `)`.
                    let rest = &stat[stat.rfind(')')? + 1..];
                    rest.split_whitespace().nth(1)?.parse::<u32>().ok()
                })
                == Some(parent)
        })
        .collect()
}

impl Drop for Driver {
    fn drop(&mut self) {
        for browser in children(self.0.id()) {
            // SIGTERM: Chromium takes its helper processes down with it.
            let _ = Command::new("kill")
                .arg("-TERM")
                .arg(browser.to_string())
                .status();
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A WebDriver session.
pub struct Session {
    client: reqwest::Client,
    url: String,
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

async fn sleep(ms: u64) {
    actix_web::rt::time::sleep(Duration::from_millis(ms)).await;
}

/// Sends a WebDriver command: the answer's `value`, or the driver's error.
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
        Ok(value)
    } else {
        Err(format!("{}: {}", value["error"], value["message"]))
    }
}

/// Starts chromedriver and a headless session of `width` x `height`, with its profile in
/// `profile`.
pub async fn browser(profile: &Path, width: u32, height: u32) -> (Driver, Session) {
    let chromium = find_binary(
        "CHROMIUM",
        &["chromium", "chromium-browser", "google-chrome"],
    )
    .expect("no chromium on the PATH (apt-get install chromium chromium-driver)");
    let chromedriver = find_binary("CHROMEDRIVER", &["chromedriver"])
        .expect("no chromedriver on the PATH (apt-get install chromium chromium-driver)");
    let port = free_port();
    let child = Command::new(&chromedriver)
        .arg(format!("--port={port}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
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
        assert!(
            Instant::now() < deadline,
            "chromedriver did not become ready"
        );
        sleep(100).await;
    }
    let capabilities = json!({"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": chromium.to_string_lossy(),
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--hide-scrollbars",
                format!("--window-size={width},{height}"),
                format!("--user-data-dir={}", profile.display()),
            ],
        },
    }}});
    let answer = try_send(
        &client,
        reqwest::Method::POST,
        &format!("{base}/session"),
        Some(capabilities),
    )
    .await
    .expect("a WebDriver session");
    let id = answer["sessionId"]
        .as_str()
        .expect("session id")
        .to_string();
    let session = Session {
        client,
        url: format!("{base}/session/{id}"),
    };
    (driver, session)
}

impl Session {
    async fn cmd(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.url);
        try_send(&self.client, method, &url, body)
            .await
            .unwrap_or_else(|e| panic!("WebDriver {url}: {e}"))
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.cmd(reqwest::Method::POST, path, Some(body)).await
    }

    /// Opens `url`.
    pub async fn goto(&self, url: &str) {
        self.post("/url", json!({"url": url})).await;
    }

    /// The element matching `css`, waiting for it to appear.
    pub async fn find(&self, css: &str) -> String {
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
            assert!(Instant::now() < deadline, "no element matches `{css}`");
            sleep(100).await;
        }
    }

    /// Clicks an element.
    pub async fn click(&self, element: &str) {
        self.post(&format!("/element/{element}/click"), json!({}))
            .await;
    }

    /// Types into an element.
    pub async fn type_into(&self, element: &str, text: &str) {
        self.post(&format!("/element/{element}/value"), json!({"text": text}))
            .await;
    }

    /// Runs a script in the page and answers its return value.
    pub async fn execute(&self, script: &str) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": []}))
            .await
    }

    /// Waits until `script` returns true.
    pub async fn wait_until(&self, what: &str, script: &str) {
        let deadline = Instant::now() + WAIT;
        while self.execute(script).await != Value::Bool(true) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            sleep(100).await;
        }
    }

    /// Sets the window's size.
    pub async fn resize(&self, width: u32, height: u32) {
        self.post("/window/rect", json!({"width": width, "height": height}))
            .await;
    }

    /// Saves a PNG screenshot of the viewport to `target/artifacts/{name}`.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let value = self.cmd(reqwest::Method::GET, "/screenshot", None).await;
        let png = decode_base64(value.as_str().expect("screenshot data"));
        let dir = artifacts_dir();
        std::fs::create_dir_all(&dir).expect("artifacts dir");
        let path = dir.join(name);
        std::fs::write(&path, png).expect("write screenshot");
        println!("screenshot: {}", path.display());
        path
    }

    /// Ends the session.
    pub async fn quit(self) {
        let _ = try_send(&self.client, reqwest::Method::DELETE, &self.url, None).await;
    }
}

/// `target/artifacts/`, beside the tests' temporary directory `target/tmp/`.
fn artifacts_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map_or_else(|| PathBuf::from("target"), Path::to_path_buf)
        .join("artifacts")
}

/// Standard base64, as WebDriver sends screenshots.
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
