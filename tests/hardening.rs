//! Hardening (issue #8): hostile input through every door, memory bounds, SIGKILL in the middle
//! of uploads, and what the service must never reveal. The server runs as a child process (the
//! real binary), so its peak memory (`VmHWM`) can be read and it can be killed with SIGKILL.
//!
//! Huge inputs are generated as streams ([`Filler`]) and never held in the test's memory. The
//! sizes here are CI-sized; `bench/badinput.sh` runs the full sizes (2 GiB, 100 MB, 100 GiB).

use rusqlite::Connection;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_draughts-arbiter");
const ONE_GAME: &[u8] = include_bytes!("../fixtures/http/one-game.pdn");
const MIB: u64 = 1 << 20;

#[path = "hardening/admission.rs"]
mod admission;
#[path = "hardening/cli_inputs.rs"]
mod cli_inputs;
#[path = "hardening/front_door.rs"]
mod front_door;
#[path = "support/stored.rs"]
mod stored;

// ---------------------------------------------------------------------------------------------
// Generated inputs

/// A stream of `prefix`, then `fill` repeated up to `len` bytes in all, then `suffix`: gigabytes
/// of input without holding them.
struct Filler {
    prefix: Vec<u8>,
    fill: Vec<u8>,
    suffix: Vec<u8>,
    len: u64,
    at: u64,
}

impl Filler {
    fn new(prefix: &[u8], fill: &[u8], len: u64, suffix: &[u8]) -> Filler {
        Filler {
            prefix: prefix.to_vec(),
            fill: fill.to_vec(),
            suffix: suffix.to_vec(),
            len,
            at: 0,
        }
    }

    fn total(&self) -> u64 {
        self.prefix.len() as u64 + self.len + self.suffix.len() as u64
    }
}

impl Read for Filler {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let total = self.total();
        let mut n = 0;
        while n < buf.len() && self.at < total {
            let p = self.prefix.len() as u64;
            let byte = if self.at < p {
                self.prefix[self.at as usize]
            } else if self.at < p + self.len {
                self.fill[((self.at - p) % self.fill.len() as u64) as usize]
            } else {
                self.suffix[(self.at - p - self.len) as usize]
            };
            buf[n] = byte;
            n += 1;
            self.at += 1;
        }
        Ok(n)
    }
}

fn bytes_of(mut filler: Filler) -> Vec<u8> {
    let mut out = Vec::new();
    filler.read_to_end(&mut out).expect("generated");
    out
}

/// One game whose only comment never closes: `len` bytes of comment.
fn endless_comment(len: u64) -> Filler {
    Filler::new(
        b"[Event \"endless\"]\n\n1. 32-28 {",
        b"all work and no play ",
        len,
        b"",
    )
}

/// `n` nested variations opened and never closed.
fn nested_variations(n: u64) -> Vec<u8> {
    bytes_of(Filler::new(b"1. 32-28 ", b"(", n, b" *\n"))
}

/// A game on a single line of `len` bytes (moves back and forth, no line break).
fn long_line(len: u64) -> Filler {
    Filler::new(
        b"1. 32-28 19-23 ",
        b"{a comment on one line} ",
        len,
        b" *\n",
    )
}

/// Bytes no text editor wrote: a repeated pseudo-random pattern with NUL bytes.
fn garbage(len: usize) -> Vec<u8> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}

const SIXTY_PIECES: &[u8] = b"[FEN \"W:W21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,K1,K2,K3,K4,K5,K6,K7,K8,K9,K10\"]\n\n1. 32-28 *\n";
const SQUARES_0_AND_51: &[u8] = b"1. 0-5 51-46 *\n\n[FEN \"W:W51:B0\"]\n\n1. 51-47 *\n";
const INVALID_UTF8: &[u8] =
    b"[Event \"Fran\xe7ois \xff\xfe\xc3\x28\"]\n[White \"\x80\x81\"]\n\n1. 32-28 19-23 *\n";

/// What the bombs are made of: spaces, so what they inflate to looks like text and gets past
/// the CLI's first look at a source (zeros would be refused as binary before any inflating).
const BOMB_BYTE: u8 = b' ';

/// A deflate stream of `len` spaces (a multiple of 16 MiB), made by repeating one
/// byte-aligned, self-contained block: a zip bomb without compressing gigabytes.
fn deflated_spaces(len: u64) -> Vec<u8> {
    use flate2::{Compress, Compression, FlushCompress};
    let piece = 16 * MIB;
    let mut compress = Compress::new(Compression::best(), false);
    let spaces = vec![BOMB_BYTE; piece as usize];
    let mut block = Vec::with_capacity(64 << 10);
    compress
        .compress_vec(&spaces, &mut block, FlushCompress::Full)
        .expect("deflate");
    assert_eq!(compress.total_in(), piece, "one call takes the whole piece");
    let mut out = Vec::with_capacity(block.len() * (len / piece) as usize + 2);
    for _ in 0..len / piece {
        out.extend_from_slice(&block);
    }
    // An empty final block with fixed codes: the stream ends.
    out.extend_from_slice(&[0x03, 0x00]);
    out
}

/// A zip with one entry `bomb.pdn` of `len` spaces that declares `declared` bytes (the
/// truth, or a lie to get past a check of the declared size). CRC left at 0: the reader must
/// give up at its size cap, long before it could check it.
fn zip_bomb(len: u64, declared: u32) -> Vec<u8> {
    let data = deflated_spaces(len);
    let name = b"bomb.pdn";
    let compressed = u32::try_from(data.len()).expect("small");
    let mut out = Vec::new();
    let header = |out: &mut Vec<u8>, central: bool| {
        if central {
            out.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
            out.extend_from_slice(&20u16.to_le_bytes()); // made by
        } else {
            out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        }
        out.extend_from_slice(&20u16.to_le_bytes()); // version needed
        out.extend_from_slice(&0u16.to_le_bytes()); // flags
        out.extend_from_slice(&8u16.to_le_bytes()); // deflate
        out.extend_from_slice(&[0, 0, 0x21, 0]); // time, date
        out.extend_from_slice(&0u32.to_le_bytes()); // crc
        out.extend_from_slice(&compressed.to_le_bytes());
        out.extend_from_slice(&declared.to_le_bytes());
        out.extend_from_slice(&(name.len() as u16).to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes()); // extra
        if central {
            out.extend_from_slice(&[0; 6]); // comment len, disk, internal attributes
            out.extend_from_slice(&0u32.to_le_bytes()); // external attributes
            out.extend_from_slice(&0u32.to_le_bytes()); // local header offset
        }
        out.extend_from_slice(name);
    };
    header(&mut out, false);
    out.extend_from_slice(&data);
    let central_at = out.len() as u32;
    header(&mut out, true);
    let central_len = out.len() as u32 - central_at;
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&[0, 0, 0, 0, 1, 0, 1, 0]);
    out.extend_from_slice(&central_len.to_le_bytes());
    out.extend_from_slice(&central_at.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out
}

/// A gzip file of `len` spaces: one small member repeated (`cat a.gz a.gz` is one file).
fn gzip_bomb(len: u64) -> Vec<u8> {
    let piece = 16 * MIB;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(&vec![BOMB_BYTE; piece as usize])
        .expect("gzip");
    let member = encoder.finish().expect("gzip");
    member.repeat((len / piece) as usize)
}

// ---------------------------------------------------------------------------------------------
// Processes and memory

/// The peak resident memory of a running process, in bytes.
fn vm_hwm(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Whether this system shows peak memory in /proc (Linux does).
fn have_proc() -> bool {
    vm_hwm(std::process::id()).is_some()
}

/// The CLI run on `args` with `stdin` streamed in: exit code, stdout, stderr, peak memory
/// (polled from /proc while it runs; `VmHWM` only grows, so the last reading is the peak).
struct CliRun {
    code: i32,
    stdout: String,
    stderr: String,
    peak: u64,
}

fn run_cli(args: &[&str], stdin: Option<Box<dyn Read + Send>>) -> CliRun {
    let mut child = Command::new(EXE)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let writer = stdin.map(|mut input| {
        let mut pipe = child.stdin.take().expect("piped");
        // The child may stop reading early (an error): a broken pipe is its answer, not ours.
        thread::spawn(move || {
            let _ = std::io::copy(&mut input, &mut pipe);
        })
    });
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out_thread = thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_thread = thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let mut peak = 0;
    let status = loop {
        if let Some(hwm) = vm_hwm(pid) {
            peak = peak.max(hwm);
        }
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        thread::sleep(Duration::from_millis(5));
    };
    if let Some(writer) = writer {
        let _ = writer.join();
    }
    CliRun {
        code: status.code().unwrap_or(-1),
        stdout: out_thread.join().expect("stdout"),
        stderr: err_thread.join().expect("stderr"),
        peak,
    }
}

fn scratch(name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    (dir, path)
}

/// A running `draughts-arbiter serve` child on a free port, its log captured.
struct Server {
    child: Child,
    port: u16,
    log: Arc<Mutex<String>>,
}

fn create_token(db: &Path, name: &str) -> String {
    let out = Command::new(EXE)
        .args(["token", "create", name, "--db"])
        .arg(db)
        .output()
        .expect("token create");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .trim()
        .to_string()
}

impl Server {
    fn start(db: &Path, args: &[&str], rust_log: &str) -> Server {
        let mut child = Command::new(EXE)
            // Its "listening on" line is read: in English whatever the terminal speaks.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(["serve", "--bind", "127.0.0.1:0", "--workers", "2", "--db"])
            .arg(db)
            .args(args)
            .env("RUST_LOG", rust_log)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("serve");
        let stderr = child.stderr.take().expect("piped");
        let log = Arc::new(Mutex::new(String::new()));
        let (tx, rx) = mpsc::channel();
        let sink = log.clone();
        // Drains stderr for the whole run (a full pipe would block the server) into `log`.
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(address) = line.split("http://").nth(1)
                    && line.contains("listening on")
                {
                    let port = address
                        .split([':', ' '])
                        .nth(1)
                        .and_then(|p| p.parse().ok());
                    let _ = tx.send(port);
                }
                if let Ok(mut log) = sink.lock() {
                    log.push_str(&line);
                    log.push('\n');
                }
            }
        });
        let port: u16 = rx
            .recv_timeout(Duration::from_secs(30))
            .ok()
            .flatten()
            .expect("the server says where it listens");
        Server { child, port, log }
    }

    fn peak(&self) -> u64 {
        vm_hwm(self.child.id()).unwrap_or(0)
    }

    fn log(&self) -> String {
        self.log.lock().map(|l| l.clone()).unwrap_or_default()
    }

    fn kill(mut self) {
        // std's kill is SIGKILL on Unix: no chance to finish anything.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn healthy(&self) -> bool {
        request(self.port, "GET", "/api/v1/healthz", &[], Body::Empty).status == 200
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// ---------------------------------------------------------------------------------------------
// A minimal HTTP/1.1 client: bodies from streams (chunked), nothing held that need not be.

enum Body {
    Empty,
    Bytes(Vec<u8>),
    /// Sent with `Transfer-Encoding: chunked`.
    Stream(Box<dyn Read + Send>),
    /// Declares a `Content-Length` and sends nothing: the server must refuse on the header.
    Declared(u64),
}

struct Answer {
    status: u16,
    headers: String,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "{e}: {}",
                String::from_utf8_lossy(&self.body[..self.body.len().min(500)])
            )
        })
    }

    fn code(&self) -> String {
        self.json()["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

fn request(port: u16, method: &str, path: &str, headers: &[(&str, &str)], body: Body) -> Answer {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return parse_answer(b"");
    };
    stream
        .set_read_timeout(Some(Duration::from_secs(300)))
        .expect("timeout");
    // A server that answered without reading the whole body stops reading it: the answer is
    // read all the same once writing gives up.
    stream
        .set_write_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    match &body {
        Body::Empty => head.push_str("Content-Length: 0\r\n"),
        Body::Bytes(bytes) => head.push_str(&format!("Content-Length: {}\r\n", bytes.len())),
        Body::Stream(_) => head.push_str("Transfer-Encoding: chunked\r\n"),
        Body::Declared(n) => head.push_str(&format!("Content-Length: {n}\r\n")),
    }
    head.push_str("\r\n");
    // Write errors are expected when the server refuses a body early and closes: the answer it
    // sent before closing is still read below.
    let _ = stream.write_all(head.as_bytes());
    match body {
        Body::Empty | Body::Declared(_) => {}
        Body::Bytes(bytes) => {
            let _ = stream.write_all(&bytes);
        }
        Body::Stream(mut input) => {
            let mut buf = vec![0u8; 256 << 10];
            loop {
                let n = input.read(&mut buf).expect("generated input");
                let chunk_head = format!("{n:x}\r\n");
                let sent = stream
                    .write_all(chunk_head.as_bytes())
                    .and_then(|()| stream.write_all(&buf[..n]))
                    .and_then(|()| stream.write_all(b"\r\n"));
                if sent.is_err() || n == 0 {
                    break;
                }
            }
        }
    }
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    parse_answer(&raw)
}

fn parse_answer(raw: &[u8]) -> Answer {
    // No answer at all (a connection cut, a server killed): status 0.
    let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
        return Answer {
            status: 0,
            headers: String::from_utf8_lossy(raw).to_string(),
            body: Vec::new(),
        };
    };
    let headers = String::from_utf8_lossy(&raw[..split]).to_string();
    let status = headers
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    let mut body = raw[split + 4..].to_vec();
    if headers
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        body = dechunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(line_end) = data.windows(2).position(|w| w == b"\r\n") {
        let size = usize::from_str_radix(String::from_utf8_lossy(&data[..line_end]).trim(), 16)
            .unwrap_or(0);
        if size == 0 {
            break;
        }
        let start = line_end + 2;
        out.extend_from_slice(&data[start..(start + size).min(data.len())]);
        data = data.get(start + size + 2..).unwrap_or(&[]);
    }
    out
}

fn pdn_post(port: u16, path: &str, token: Option<&str>, body: Body) -> Answer {
    let auth = token.map(|t| format!("Bearer {t}"));
    let mut headers = vec![("Content-Type", "application/x-pdn")];
    if let Some(auth) = auth.as_deref() {
        headers.push(("Authorization", auth));
    }
    request(port, "POST", path, &headers, body)
}

// ---------------------------------------------------------------------------------------------
// Bad input through the HTTP doors

/// What a door must answer to an input: a status, and an error code or the status of the game.
enum Expect {
    Error(u16, &'static str),
    Games(&'static str),
}

fn check_answer(what: &str, door: &str, answer: &Answer, expect: &Expect) {
    match expect {
        Expect::Error(status, code) => {
            assert_eq!(
                answer.status, *status,
                "{what} via {door}: {}",
                answer.headers
            );
            assert_eq!(answer.code(), *code, "{what} via {door}");
        }
        Expect::Games(status) => {
            assert!(
                answer.status == 200 || answer.status == 201,
                "{what} via {door}: {} {}",
                answer.status,
                String::from_utf8_lossy(&answer.body[..answer.body.len().min(300)])
            );
            let doc = answer.json();
            let statuses = if door.contains("validate") {
                doc["games"]
                    .as_array()
                    .expect("games")
                    .iter()
                    .map(|g| g["status"].as_str().unwrap_or_default().to_string())
                    .collect::<Vec<_>>()
            } else {
                let counts = &doc["tournament"]["statuses"];
                [
                    "valid",
                    "irregular",
                    "invalid",
                    "unparsable",
                    "unsupported_variant",
                ]
                .into_iter()
                .filter(|s| counts[*s].as_u64().unwrap_or(0) > 0)
                .map(str::to_string)
                .collect()
            };
            assert!(
                statuses.iter().any(|s| s == status),
                "{what} via {door}: {statuses:?}"
            );
        }
    }
}

/// The server's peak memory over the bad inputs of both doors stays under this bound: two
/// refereeing slots (`--max-concurrent 2`), each holding at most a 64 MiB body and the parse of
/// one game of at most 1 MiB (a few hundred MiB for a megabyte of nested variations), plus the
/// runtime. See docs/reliability.md.
const SERVER_BOUND: u64 = 1024 * MIB;

#[test]
fn bad_input_through_the_http_doors_gets_clear_errors_in_bounded_memory() {
    let (_dir, db) = scratch("bad.db");
    let token = create_token(&db, "hostile");
    let server = Server::start(&db, &["--max-concurrent", "2"], "warn");
    let port = server.port;

    type Make = Box<dyn Fn() -> Body>;
    let cases: Vec<(&str, Make, Expect)> = vec![
        (
            "empty input",
            Box::new(|| Body::Empty),
            Expect::Error(422, "no_games"),
        ),
        (
            "binary garbage",
            Box::new(|| Body::Bytes(garbage(1 << 20))),
            Expect::Error(422, "not_pdn"),
        ),
        (
            "a 256 MiB endless comment, chunked",
            Box::new(|| Body::Stream(Box::new(endless_comment(256 * MIB)))),
            Expect::Error(413, "body_too_large"),
        ),
        (
            "a declared 2 GiB body",
            Box::new(|| Body::Declared(2 << 30)),
            Expect::Error(413, "body_too_large"),
        ),
        (
            "a 40 MiB endless comment (under the body limit)",
            Box::new(|| Body::Stream(Box::new(endless_comment(40 * MIB)))),
            Expect::Games("unparsable"),
        ),
        (
            "10^6 nested variations",
            Box::new(|| Body::Bytes(nested_variations(1_000_000))),
            Expect::Games("unparsable"),
        ),
        (
            "16 MiB of nested variations in one game",
            Box::new(|| Body::Stream(Box::new(Filler::new(b"1. 32-28 ", b"(", 16 * MIB, b" *\n")))),
            Expect::Games("unparsable"),
        ),
        (
            "a line of 100 MB",
            Box::new(|| Body::Stream(Box::new(long_line(100_000_000)))),
            Expect::Error(413, "body_too_large"),
        ),
        (
            "a line of 40 MiB (under the body limit)",
            Box::new(|| Body::Stream(Box::new(long_line(40 * MIB)))),
            Expect::Games("unparsable"),
        ),
        (
            "a FEN with 60 pieces",
            Box::new(|| Body::Bytes(SIXTY_PIECES.to_vec())),
            Expect::Games("invalid"),
        ),
        (
            "square numbers 0 and 51",
            Box::new(|| Body::Bytes(SQUARES_0_AND_51.to_vec())),
            Expect::Games("invalid"),
        ),
        (
            "invalid UTF-8",
            Box::new(|| Body::Bytes(INVALID_UTF8.to_vec())),
            Expect::Games("valid"),
        ),
        // Archives are unpacked (issue 18), what is inside held to the body limit.
        (
            "a zip bomb (1 GiB of spaces)",
            Box::new(|| Body::Bytes(zip_bomb(1 << 30, 1 << 30))),
            Expect::Error(413, "body_too_large"),
        ),
        (
            "a gzip bomb (1 GiB of spaces)",
            Box::new(|| Body::Bytes(gzip_bomb(1 << 30))),
            Expect::Error(413, "body_too_large"),
        ),
    ];
    for door in ["/api/v1/validate", "/api/v1/tournaments"] {
        let token = door.contains("tournaments").then_some(token.as_str());
        for (what, make, expect) in &cases {
            let started = Instant::now();
            let answer = pdn_post(port, door, token, make());
            check_answer(what, door, &answer, expect);
            assert!(
                server.healthy(),
                "{what} via {door}: the server still answers"
            );
            println!(
                "{what} via {door}: {} in {:.1} s, server peak {} MiB",
                answer.status,
                started.elapsed().as_secs_f64(),
                server.peak() / MIB
            );
        }
    }
    // The server kept serving while a large body was read: a validation sent meanwhile answers.
    let big = thread::spawn(move || {
        pdn_post(
            port,
            "/api/v1/validate",
            None,
            Body::Stream(Box::new(endless_comment(256 * MIB))),
        )
    });
    thread::sleep(Duration::from_millis(100));
    let small = pdn_post(
        port,
        "/api/v1/validate",
        None,
        Body::Bytes(ONE_GAME.to_vec()),
    );
    assert_eq!(small.status, 200);
    assert_eq!(big.join().expect("big").status, 413);
    if have_proc() {
        let peak = server.peak();
        assert!(peak < SERVER_BOUND, "server peak {} MiB", peak / MIB);
    }
}

// ---------------------------------------------------------------------------------------------
// Bad input through the CLI

/// The CLI's peak memory on one hostile source: the splitter's read buffer and one game cut at
/// 16 MiB (copied once for the parser), the parse of that game, the output. The parse of
/// 10^6 nested variations costs about 256 bytes each (a parser matter, docs/reliability.md).
const CLI_BOUND: u64 = 512 * MIB;

#[test]
fn bad_input_through_the_cli_gets_clear_errors_in_bounded_memory() {
    let (dir, _) = scratch("x");
    let file = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).expect("write");
        path.to_string_lossy().to_string()
    };
    let ndjson = ["check", "--format", "ndjson", "--quiet"];
    // What, the paths, stdin, the exit status, a text the output must hold.
    type Case<'a> = (
        &'a str,
        Vec<String>,
        Option<Box<dyn Read + Send>>,
        i32,
        &'a str,
    );
    let cases: Vec<Case<'_>> = vec![
        (
            "empty input",
            vec!["-".into()],
            Some(Box::new(std::io::empty())),
            2,
            "no games found",
        ),
        (
            "binary garbage",
            vec![file("garbage.pdn", &garbage(1 << 20))],
            None,
            2,
            "not PDN: binary data",
        ),
        (
            "a 256 MiB endless comment on stdin",
            vec!["-".into()],
            Some(Box::new(endless_comment(256 * MIB))),
            1,
            "more than the limit of 16777216",
        ),
        (
            "10^6 nested variations",
            vec![file("nested.pdn", &nested_variations(1_000_000))],
            None,
            1,
            "\"unparsable\"",
        ),
        (
            "a line of 100 MB on stdin",
            vec!["-".into()],
            Some(Box::new(long_line(100_000_000))),
            1,
            "more than the limit of 16777216",
        ),
        (
            "a FEN with 60 pieces",
            vec![file("fen.pdn", SIXTY_PIECES)],
            None,
            1,
            "bad_fen",
        ),
        (
            "square numbers 0 and 51",
            vec![file("squares.pdn", SQUARES_0_AND_51)],
            None,
            1,
            "\"invalid\"",
        ),
        (
            "invalid UTF-8",
            vec![file("latin.pdn", INVALID_UTF8)],
            None,
            0,
            "\"valid\"",
        ),
        (
            "a zip bomb declaring its 1 GiB",
            vec![file("honest.zip", &zip_bomb(1 << 30, 1 << 30))],
            None,
            2,
            "exceeds the limit",
        ),
        (
            "a zip bomb declaring 1 KiB for 1 GiB",
            vec![file("liar.zip", &zip_bomb(1 << 30, 1024))],
            None,
            2,
            "exceeds the limit",
        ),
        (
            "a gzip bomb of 1 GiB",
            vec![file("bomb.pdn.gz", &gzip_bomb(1 << 30))],
            None,
            2,
            "exceeds the limit",
        ),
    ];
    for (what, paths, stdin, code, needle) in cases {
        let mut args: Vec<&str> = ndjson.to_vec();
        // The bombs meet a 64 MiB cap here (default 4 GiB) so CI spends no minutes inflating.
        args.extend(["--max-entry-bytes", "67108864"]);
        args.extend(paths.iter().map(String::as_str));
        let started = Instant::now();
        let run = run_cli(&args, stdin);
        println!(
            "{what}: exit {} in {:.1} s, peak {} MiB",
            run.code,
            started.elapsed().as_secs_f64(),
            run.peak / MIB
        );
        assert_eq!(
            run.code,
            code,
            "{what}: {}\n{}",
            run.stderr,
            &run.stdout[..run.stdout.len().min(2000)]
        );
        assert!(
            run.stdout.contains(needle) || run.stderr.contains(needle),
            "{what}: `{needle}` in\n{}\n{}",
            &run.stdout[..run.stdout.len().min(2000)],
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{what}: {}", run.stderr);
        if have_proc() {
            assert!(run.peak < CLI_BOUND, "{what}: peak {} MiB", run.peak / MIB);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Load limits: a flood of bodies waits for memory

#[test]
fn a_flood_of_bodies_waits_for_memory_and_is_told_to_retry() {
    let (_dir, db) = scratch("busy.db");
    // One turn and a body limit of 1 MiB: bodies in memory share 1 MiB in all.
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--max-body",
            "1M",
            "--queue-timeout",
            "1",
        ],
        "warn",
    );
    let port = server.port;
    // Holds 900 KB of it: a large body sent fast, then no more (within its pace for a minute).
    let mut slow = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    slow.write_all(
        b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\n",
    )
    .expect("write");
    slow.write_all(&vec![b' '; 900_000]).expect("write");
    thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let busy = pdn_post(
        port,
        "/api/v1/validate",
        None,
        Body::Bytes(vec![b' '; 200_000]),
    );
    assert_eq!(busy.status, 503, "{}", busy.headers);
    assert_eq!(busy.code(), "busy");
    assert!(busy.headers.to_ascii_lowercase().contains("retry-after: 1"));
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "it waited for memory first"
    );
    // A body that fits in what is left is served; reads never wait.
    let small = pdn_post(
        port,
        "/api/v1/validate",
        None,
        Body::Bytes(ONE_GAME.to_vec()),
    );
    assert_eq!(small.status, 200, "{}", small.headers);
    assert!(server.healthy());
    drop(slow);
    thread::sleep(Duration::from_millis(300));
    let after = pdn_post(
        port,
        "/api/v1/validate",
        None,
        Body::Bytes(vec![b' '; 200_000]),
    );
    assert_eq!(
        after.code(),
        "no_games",
        "the memory is back once the slow client is gone"
    );
}

// ---------------------------------------------------------------------------------------------
// Faults: SIGKILL in the middle of uploads

/// A distinct tournament file per `seed`: `games` one-game records.
fn tournament_file(seed: usize, games: usize) -> Vec<u8> {
    let mut text = format!("[Event \"fault run {seed}\"]\n[Result \"*\"]\n\n1. 32-28 18-23 *\n\n");
    for i in 1..games {
        text.push_str(&format!(
            "[Event \"fault run {seed} game {i}\"]\n[White \"W{i}\"]\n[Black \"B{seed}\"]\n\n\
             1. 32-28 18-23 2. 37-32 12-18 3. 41-37 7-12 *\n\n"
        ));
    }
    text.into_bytes()
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Every acknowledged upload reads back intact after a SIGKILL; nothing is half-written; the
/// database passes `PRAGMA integrity_check`. Returns (acknowledged, stored).
fn sigkill_run(db: &Path, uploaders: usize, kill_after: usize) -> (usize, usize) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let token = create_token(db, &format!("faults-{run}"));
    let server = Server::start(db, &["--max-concurrent", "2"], "warn");
    let port = server.port;
    let acked = Arc::new(Mutex::new(Vec::<(String, String, u64)>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut threads = Vec::new();
    for u in 0..uploaders {
        let (acked, stop, token) = (acked.clone(), stop.clone(), token.clone());
        threads.push(thread::spawn(move || {
            for round in 0.. {
                if stop.load(std::sync::atomic::Ordering::Relaxed) {
                    break;
                }
                // Distinct across runs on one database too: the same bytes would be a 200.
                let seed = run * 1_000_000 + u * 10_000 + round;
                let games = 20 + (seed * 37) % 300;
                let body = tournament_file(seed, games);
                let sha = sha256_hex(&body);
                // A connection refused or cut by the kill is not an acknowledgement.
                let answer = pdn_post(port, "/api/v1/tournaments", Some(&token), Body::Bytes(body));
                match answer {
                    answer if answer.status == 201 => {
                        let doc = answer.json();
                        let id = doc["id"].as_str().unwrap_or_default().to_string();
                        assert_eq!(doc["tournament"]["sha256"], sha.as_str());
                        if let Ok(mut acked) = acked.lock() {
                            acked.push((id, sha, games as u64));
                        }
                    }
                    _ => break,
                }
            }
        }));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while acked.lock().map(|a| a.len()).unwrap_or(0) < kill_after && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(5));
    }
    server.kill();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for t in threads {
        let _ = t.join();
    }
    let acked = acked.lock().map(|a| a.clone()).unwrap_or_default();
    assert!(
        acked.len() >= kill_after.min(1),
        "some uploads were acknowledged"
    );

    // Restart on the same file: every acknowledged upload is there, byte for byte.
    let server = Server::start(db, &[], "warn");
    for (id, sha, games) in &acked {
        let answer = request(
            server.port,
            "GET",
            &format!("/api/v1/tournaments/{id}"),
            &[],
            Body::Empty,
        );
        assert_eq!(answer.status, 200, "acknowledged upload {id} is there");
        let doc = answer.json();
        assert_eq!(doc["tournament"]["sha256"], sha.as_str());
        assert_eq!(doc["games"].as_array().map(Vec::len), Some(*games as usize));
    }
    drop(server);
    let store = store::Store::open(db).expect("open db");
    assert_eq!(store.integrity_check().expect("integrity_check"), "ok");
    let (_, rows) = stored::every_tournament(&store, 500);
    for row in &rows {
        // Stored ones, acknowledged or not (committed just before the kill): whole.
        let original = store.original(&row.id).expect("read").expect("original");
        assert_eq!(
            sha256_hex(&original),
            row.sha256,
            "{}: original intact",
            row.id
        );
        let games = store.games(&row.id).expect("read").expect("games");
        assert_eq!(
            games.len() as u64,
            row.games,
            "{}: no half-written tournament",
            row.id
        );
    }
    for (id, sha, _) in &acked {
        let original = store.original(id).expect("read").expect("acknowledged row");
        assert_eq!(&sha256_hex(&original), sha);
    }
    (acked.len(), rows.len())
}

#[test]
fn sigkill_in_the_middle_of_uploads_loses_no_acknowledged_upload() {
    let (_dir, db) = scratch("faults.db");
    for run in 0..2 {
        let (acked, stored) = sigkill_run(&db, 6, 10 + run * 10);
        println!("run {run}: {acked} acknowledged, {stored} stored in all, all intact");
    }
}

/// Issue 26: the operator puts another SQLite file in the database's place (a backup) under a
/// running server, and the server is then killed: the next start opens the file put there whole
/// and as it was, never with the old file's WAL replayed into it ("database disk image is
/// malformed"). Meanwhile writes are refused (503 `storage_lost`).
#[test]
fn a_database_file_replaced_then_a_kill_leaves_the_new_file_whole() {
    let (dir, db) = scratch("replaced.db");
    // The file put back: a database of its own, closed cleanly (no WAL beside it).
    let backup = dir.path().join("backup.db");
    let kept = create_token(&backup, "from-the-backup");
    let token = create_token(&db, "faults");
    let server = Server::start(&db, &[], "warn");
    for seed in 0..5 {
        let answer = pdn_post(
            server.port,
            "/api/v1/tournaments",
            Some(&token),
            Body::Bytes(tournament_file(900 + seed, 50)),
        );
        assert_eq!(answer.status, 201);
    }
    let wal = dir.path().join("replaced.db-wal");
    assert!(
        std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0),
        "the uploads are in the WAL"
    );
    std::fs::rename(&backup, &db).expect("put the backup in place");
    let answer = pdn_post(
        server.port,
        "/api/v1/tournaments",
        Some(&token),
        Body::Bytes(tournament_file(999, 50)),
    );
    assert_eq!(
        answer.status,
        503,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    assert_eq!(answer.code(), "storage_lost");
    server.kill();
    let store = store::Store::open(&db).expect("the file put back opens");
    assert_eq!(store.integrity_check().expect("integrity_check"), "ok");
    let tokens: Vec<String> = store
        .list_tokens()
        .expect("tokens")
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(tokens, ["from-the-backup"], "the backup's own rows");
    assert!(store.verify_token(&kept).expect("verify").is_some());
    assert_eq!(stored::every_tournament(&store, 10).0, 0);
}

// ---------------------------------------------------------------------------------------------
// Security

#[test]
fn tokens_never_leave_the_server_and_uploads_write_only_to_the_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("secure.db");
    let token = create_token(&db, "organiser");
    // debug: the most a deployment would turn on; even then no token and no query string.
    let server = Server::start(&db, &["--max-games", "5", "--max-body", "64K"], "debug");
    let port = server.port;
    let auth = format!("Bearer {token}");
    let query_secret = "query-secret-4711";
    let path = format!("/api/v1/tournaments?name=../../escape&secret={query_secret}");

    // Multipart with a file name that climbs out of every directory.
    let boundary = "hardening-boundary";
    let mut form = Vec::new();
    form.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../../../../tmp/pwned.pdn\"\r\n\
             Content-Type: application/x-pdn\r\n\r\n"
        )
        .as_bytes(),
    );
    form.extend_from_slice(ONE_GAME);
    form.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let content_type = format!("multipart/form-data; boundary={boundary}");
    let created = request(
        port,
        "POST",
        &path,
        &[("Authorization", &auth), ("Content-Type", &content_type)],
        Body::Bytes(form),
    );
    assert_eq!(
        created.status,
        201,
        "{}",
        String::from_utf8_lossy(&created.body)
    );
    let id = created.json()["id"].as_str().expect("id").to_string();

    let wrong = "dat_0000000000000000000000000000000000000000000000000000000000000000";
    let refused = pdn_post(
        port,
        "/api/v1/tournaments",
        Some(wrong),
        Body::Bytes(ONE_GAME.to_vec()),
    );
    assert_eq!(refused.status, 401);
    let too_many = pdn_post(
        port,
        "/api/v1/tournaments",
        Some(&token),
        Body::Bytes(tournament_file(1, 6)),
    );
    assert_eq!(
        (too_many.status, too_many.code().as_str()),
        (413, "too_many_games")
    );
    let too_big = pdn_post(
        port,
        "/api/v1/tournaments",
        Some(&token),
        Body::Bytes(vec![b' '; 65 << 10]),
    );
    assert_eq!(
        (too_big.status, too_big.code().as_str()),
        (413, "body_too_large")
    );

    // No answer of any endpoint holds the token.
    let mut answers = vec![created, refused, too_many, too_big];
    for path in [
        "/api/v1/healthz".to_string(),
        "/api/v1/openapi.json".to_string(),
        "/api/v1/tournaments".to_string(),
        format!("/api/v1/tournaments/{id}"),
        format!("/api/v1/tournaments/{id}/games/1"),
        format!("/api/v1/tournaments/{id}/games/1/pdn"),
        "/".to_string(),
    ] {
        answers.push(request(
            port,
            "GET",
            &path,
            &[("Authorization", &auth)],
            Body::Empty,
        ));
    }
    for answer in &answers {
        let text = format!(
            "{}{}",
            answer.headers,
            String::from_utf8_lossy(&answer.body)
        );
        assert!(!text.contains(&token[4..]), "an answer shows the token");
        assert!(
            !text.contains(&wrong[4..]),
            "an answer shows the wrong token"
        );
    }
    // The stored name is text, not a path; the upload wrote nothing beside the database.
    let listed = request(port, "GET", "/api/v1/tournaments", &[], Body::Empty).json();
    assert_eq!(listed["items"][0]["name"], "../../escape");
    let mut files: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().to_string())
        .collect();
    files.sort();
    assert!(
        files.iter().all(|f| f.starts_with("secure.db")),
        "only the database and its WAL files: {files:?}"
    );
    assert!(!Path::new("/tmp/pwned.pdn").exists());

    // The log: requests are there, tokens and query strings are not.
    thread::sleep(Duration::from_millis(200));
    let log = server.log();
    assert!(log.contains("request answered"), "{log}");
    assert!(log.contains("/api/v1/tournaments"), "{log}");
    for secret in [
        &token[4..],
        &wrong[4..],
        query_secret,
        "Bearer",
        "authorization",
    ] {
        assert!(
            !log.to_ascii_lowercase()
                .contains(&secret.to_ascii_lowercase()),
            "the log holds `{secret}`:\n{log}"
        );
    }
    drop(server);

    // The database keeps the token's SHA-256, never the token.
    let bytes: Vec<u8> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flat_map(|e| std::fs::read(e.expect("entry").path()).unwrap_or_default())
        .collect();
    let needle = token.as_bytes();
    assert!(
        !bytes.windows(needle.len()).any(|w| w == needle),
        "the token is stored in clear"
    );
    let conn = Connection::open(&db).expect("db");
    let stored: Vec<u8> = conn
        .query_row(
            "SELECT sha256 FROM tokens WHERE name = 'organiser'",
            [],
            |r| r.get(0),
        )
        .expect("token row");
    assert_eq!(stored, Sha256::digest(token.as_bytes()).to_vec());
}

// ---------------------------------------------------------------------------------------------
// Full sizes and long runs: not in CI (minutes), run by bench/badinput.sh and bench/faults.sh.

/// The full sizes, default limits: 2 GiB of one endless comment, a 100 MB line, a zip
/// and a gzip file that unpack to 100 GiB.
#[test]
#[ignore = "minutes: bench/badinput.sh runs it"]
fn full_size_bad_input() {
    const GIB: u64 = 1 << 30;
    let (dir, _) = scratch("x");
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).expect("write");
        path.to_string_lossy().to_string()
    };
    let liar = write("bomb-100g.zip", &zip_bomb(100 * GIB, 1024));
    let gz = write("bomb-100g.pdn.gz", &gzip_bomb(100 * GIB));
    let ndjson = ["check", "--format", "ndjson", "--quiet"];
    type Case<'a> = (
        &'a str,
        Vec<String>,
        Option<Box<dyn Read + Send>>,
        i32,
        &'a str,
    );
    let cli: Vec<Case<'_>> = vec![
        (
            "CLI: a 2 GiB endless comment on stdin",
            vec!["-".into()],
            Some(Box::new(endless_comment(2 * GIB))),
            1,
            "more than the limit of 16777216",
        ),
        (
            "CLI: a line of 100 MB on stdin",
            vec!["-".into()],
            Some(Box::new(long_line(100_000_000))),
            1,
            "more than the limit of 16777216",
        ),
        (
            "CLI: a zip of 100 GiB declaring 1 KiB",
            vec![liar],
            None,
            2,
            "exceeds the limit of 4294967296 bytes",
        ),
        (
            "CLI: a gzip file of 100 GiB",
            vec![gz],
            None,
            2,
            "exceeds the limit of 4294967296 bytes",
        ),
    ];
    for (what, paths, stdin, code, needle) in cli {
        let mut args: Vec<&str> = ndjson.to_vec();
        args.extend(paths.iter().map(String::as_str));
        let started = Instant::now();
        let run = run_cli(&args, stdin);
        println!(
            "{what}: exit {} in {:.1} s, peak {} MiB",
            run.code,
            started.elapsed().as_secs_f64(),
            run.peak / MIB
        );
        assert_eq!(run.code, code, "{what}: {}", run.stderr);
        assert!(
            run.stdout.contains(needle) || run.stderr.contains(needle),
            "{what}"
        );
        assert!(run.peak < CLI_BOUND, "{what}");
    }

    let (_dir, db) = scratch("full.db");
    let token = create_token(&db, "full");
    let server = Server::start(&db, &[], "warn");
    for door in ["/api/v1/validate", "/api/v1/tournaments"] {
        let token = door.contains("tournaments").then_some(token.as_str());
        for (what, body) in [
            (
                "a 2 GiB endless comment",
                Body::Stream(Box::new(endless_comment(2 * GIB))),
            ),
            (
                "a line of 100 MB",
                Body::Stream(Box::new(long_line(100_000_000))),
            ),
            ("a zip of 100 GiB", Body::Bytes(zip_bomb(100 * GIB, 1024))),
        ] {
            let started = Instant::now();
            let answer = pdn_post(server.port, door, token, body);
            println!(
                "HTTP {door}: {what}: {} {} in {:.1} s, server peak {} MiB",
                answer.status,
                answer.code(),
                started.elapsed().as_secs_f64(),
                server.peak() / MIB
            );
            assert!(matches!(answer.status, 413 | 422), "{what}");
            assert!(server.healthy());
        }
    }
    assert!(server.peak() < SERVER_BOUND);
}

/// `FAULT_RUNS` SIGKILL runs (default 20) on one database, `FAULT_UPLOADERS` concurrent
/// uploaders (default 8): totals of acknowledged and stored uploads, all checked intact.
#[test]
#[ignore = "minutes: bench/faults.sh runs it"]
fn many_sigkill_runs() {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let runs = env("FAULT_RUNS", 20);
    let uploaders = env("FAULT_UPLOADERS", 8);
    let (_dir, db) = scratch("faults.db");
    let (mut acked, mut stored) = (0, 0);
    for run in 0..runs {
        // Kill after a varying number of acknowledgements, so the kill lands at varying points.
        let (a, s) = sigkill_run(&db, uploaders, 5 + (run * 7) % 23);
        acked += a;
        stored = s;
        println!("run {run}: {a} acknowledged, {s} stored in all");
    }
    println!(
        "FAULTS: {runs} SIGKILL runs, {uploaders} uploaders, {acked} acknowledged uploads, \
         {stored} tournaments stored, every acknowledged one intact, integrity_check ok"
    );
}
