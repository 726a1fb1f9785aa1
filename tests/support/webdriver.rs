//! A small WebDriver client on reqwest for the page's tests (tests/browser.rs,
//! tests/browser_service.rs): chromedriver started on a free port, one headless Chromium
//! session, the commands the tests use, the viewport set exactly through the DevTools protocol
//! (laptop 1280x900, phone 390x844 with touch) or the window resized, screenshots to
//! `target/artifacts/`.
#![allow(dead_code)] // Each test binary uses its own part.

use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long to wait for the page to show something.
pub const WAIT: Duration = Duration::from_secs(30);

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

/// chromedriver, killed when dropped, after it has been told to close the browser of its
/// session: killing chromedriver alone would leave Chromium running after a failed test.
pub struct Driver {
    child: Child,
    port: u16,
    /// `/session/ID` once a session is open.
    session: Option<String>,
    /// The browser's profile directory, which names its processes.
    profile: PathBuf,
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Some(path) = &self.session {
            // Plain HTTP on a socket: no async runtime is left in a drop.
            use std::io::{Read, Write};
            if let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", self.port)) {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
                let _ = write!(
                    stream,
                    "DELETE {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                    self.port
                );
                let _ = stream.read_to_end(&mut Vec::new());
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A browser that did not answer (a hung page) is still there: its processes are the
        // ones started with this test's own profile directory.
        let mark = format!("--user-data-dir={}", self.profile.display());
        for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
                continue;
            };
            let ours = cmdline.split(|&b| b == 0).any(|arg| arg == mark.as_bytes());
            if ours && let Some(pid) = entry.file_name().to_str() {
                let _ = Command::new("kill").arg("-9").arg(pid).status();
            }
        }
    }
}

/// A WebDriver session: just the commands the tests need.
pub struct Session {
    client: reqwest::Client,
    url: String,
}

/// The key under which WebDriver returns an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

impl Session {
    /// A session of `driver` on `chromium` with its profile in `profile`, `extra` arguments
    /// after the headless ones.
    pub async fn start(driver: &str, chromium: &Path, profile: &Path, extra: &[String]) -> Session {
        // A command that hangs fails the test in a minute rather than never.
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .expect("HTTP client");
        let mut args: Vec<String> = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ]
        .map(String::from)
        .to_vec();
        args.push(format!("--user-data-dir={}", profile.display()));
        args.extend_from_slice(extra);
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": chromium.to_string_lossy(), "args": args},
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

    pub async fn post(&self, path: &str, body: Value) -> Value {
        self.cmd(reqwest::Method::POST, path, Some(body)).await
    }

    /// Opens `url`.
    pub async fn goto(&self, url: &str) {
        self.post("/url", json!({"url": url})).await;
    }

    pub async fn current_url(&self) -> String {
        let value = self.cmd(reqwest::Method::GET, "/url", None).await;
        value.as_str().unwrap_or_default().to_string()
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

    pub async fn text(&self, element: &str) -> String {
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
    pub async fn execute(&self, script: &str) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": []}))
            .await
    }

    /// Waits until `script` returns true.
    pub async fn wait_until(&self, what: &str, script: &str) {
        let deadline = Instant::now() + WAIT;
        while self.execute(script).await != Value::Bool(true) {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            tokio_sleep(100).await;
        }
    }

    /// Presses and releases a key (WebDriver key code), sent to whatever has focus.
    pub async fn press(&self, key: &str) {
        self.post(
            "/actions",
            json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
                {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key},
            ]}]}),
        )
        .await;
    }

    /// Sets the window's size (the viewport follows, less the browser's own bars).
    pub async fn resize(&self, width: u32, height: u32) {
        self.post("/window/rect", json!({"width": width, "height": height}))
            .await;
    }

    /// Saves a PNG screenshot of the viewport to `target/artifacts/{name}`: its path.
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

    /// Ends the session (the browser closes).
    pub async fn quit(self) {
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

/// Starts chromedriver and a session with a 1280x900 window, or says why not.
pub async fn browser(profile: &Path) -> Result<(Driver, Session), String> {
    start_browser(profile, &["--window-size=1280,900".to_string()]).await
}

/// Starts chromedriver and a session with a `width` x `height` window and no scroll bars (so
/// the page's width is the window's), or fails the test: the build script found both binaries.
pub async fn browser_sized(profile: &Path, width: u32, height: u32) -> (Driver, Session) {
    let args = [
        "--hide-scrollbars".to_string(),
        format!("--window-size={width},{height}"),
    ];
    start_browser(profile, &args)
        .await
        .unwrap_or_else(|why| panic!("the browser cannot be started: {why}"))
}

async fn start_browser(profile: &Path, extra: &[String]) -> Result<(Driver, Session), String> {
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
    let mut driver = Driver {
        child,
        port,
        session: None,
        profile: profile.to_path_buf(),
    };
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
    let session = Session::start(&base, &chromium, profile, extra).await;
    driver.session = session.url.strip_prefix(&base).map(str::to_string);
    Ok((driver, session))
}

impl Session {
    /// Runs a DevTools command (chromedriver's `goog/cdp/execute`).
    pub async fn cdp(&self, cmd: &str, params: Value) -> Value {
        self.post("/goog/cdp/execute", json!({"cmd": cmd, "params": params}))
            .await
    }

    /// Sets the page's viewport to exactly `width` x `height` CSS pixels; `phone` adds touch and
    /// the mobile flag, as a phone's browser has them.
    pub async fn viewport(&self, width: u32, height: u32, phone: bool) {
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone}),
        )
        .await;
        self.cdp(
            "Emulation.setTouchEmulationEnabled",
            json!({"enabled": phone, "maxTouchPoints": if phone { 5 } else { 1 }}),
        )
        .await;
    }

    /// The page's viewport as the page sees it.
    pub async fn inner_size(&self) -> (i64, i64) {
        let v = self
            .execute("return [window.innerWidth, window.innerHeight]")
            .await;
        (v[0].as_i64().unwrap_or(0), v[1].as_i64().unwrap_or(0))
    }
}
