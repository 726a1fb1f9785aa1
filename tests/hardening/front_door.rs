//! The front door (issue 16): no client can stall the service. Unfinished forms, slow bodies,
//! answers nobody reads, one address holding every turn, numbers out of range, echoes of huge
//! input, forms with several files. Each test failed on the code before its fix.

use super::{Answer, Body, ONE_GAME, Server, create_token, parse_answer, pdn_post, scratch};
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

/// A connection to the server from `from` (another loopback address stands for another client:
/// the whole of 127.0.0.0/8 is loopback on Linux), with a receive buffer of `rcvbuf` bytes if
/// given (a client that reads nothing then fills it at once).
pub(super) fn connect_from(port: u16, from: Ipv4Addr, rcvbuf: Option<usize>) -> TcpStream {
    let socket =
        socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).expect("socket");
    if let Some(size) = rcvbuf {
        socket.set_recv_buffer_size(size).expect("SO_RCVBUF");
    }
    socket
        .bind(&SocketAddr::from((from, 0)).into())
        .expect("bind a loopback address");
    socket
        .connect(&SocketAddr::from((Ipv4Addr::LOCALHOST, port)).into())
        .expect("connect");
    socket.into()
}

pub(super) fn peer(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, n)
}

/// Sends `bytes` as they are and reads the answer for at most `wait` (status 0: none came).
pub(super) fn exchange(mut stream: TcpStream, bytes: &[u8], wait: Duration) -> Answer {
    let _ = stream.write_all(bytes);
    read_answer(stream, wait)
}

/// Reads what the server sends until it closes or `wait` has passed.
pub(super) fn read_answer(mut stream: TcpStream, wait: Duration) -> Answer {
    let deadline = Instant::now() + wait;
    let mut raw = Vec::new();
    let mut buf = [0u8; 64 << 10];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        stream.set_read_timeout(Some(left)).expect("timeout");
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => raw.extend_from_slice(&buf[..n]),
        }
    }
    parse_answer(&raw)
}

/// The head of a request with `Connection: close` and these headers.
pub(super) fn head(method: &str, path: &str, headers: &[(&str, &str)]) -> String {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head
}

/// A whole request with a `Content-Length` body.
pub(super) fn post_bytes(
    path: &str,
    content_type: &str,
    extra: &[(&str, &str)],
    body: &[u8],
) -> Vec<u8> {
    let length = body.len().to_string();
    let mut headers = vec![("Content-Type", content_type), ("Content-Length", &length)];
    headers.extend_from_slice(extra);
    let mut bytes = head("POST", path, &headers).into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// The server's log level for tests that wait for a validation to be refereeing.
pub(super) const DEBUG_VALIDATE: &str = "info,service::routes::validate=debug,service::turns=debug";

/// Waits (at most a minute) for the server to log `line`.
pub(super) fn wait_for_log(server: &Server, line: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !server.log().contains(line) {
        assert!(
            Instant::now() < deadline,
            "no `{line}` in:\n{}",
            server.log()
        );
        thread::sleep(Duration::from_millis(20));
    }
}

fn validate_one_game(port: u16) -> Answer {
    pdn_post(
        port,
        "/api/v1/validate",
        None,
        Body::Bytes(ONE_GAME.to_vec()),
    )
}

/// A form whose file part is never closed by its final boundary: the body ends in `ending`.
fn unfinished_form(ending: &str) -> Vec<u8> {
    format!(
        "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdn\"\r\n\r\n1. 32-28 *{ending}"
    )
    .into_bytes()
}

const FORM: &str = "multipart/form-data; boundary=b";

#[test]
fn an_unfinished_form_is_refused_and_gives_its_turn_back() {
    let (_dir, db) = scratch("unfinished.db");
    let token = create_token(&db, "unfinished");
    let server = Server::start(
        &db,
        &["--max-concurrent", "2", "--queue-timeout", "1"],
        "warn",
    );
    let port = server.port;
    let auth = format!("Bearer {token}");
    for ending in ["\r", "\r\n", "\r\n-"] {
        for (path, extra) in [
            ("/api/v1/validate", vec![]),
            (
                "/api/v1/tournaments",
                vec![("Authorization", auth.as_str())],
            ),
        ] {
            let started = Instant::now();
            let answer = exchange(
                TcpStream::connect(("127.0.0.1", port)).expect("connect"),
                &post_bytes(path, FORM, &extra, &unfinished_form(ending)),
                Duration::from_secs(20),
            );
            assert_eq!(
                answer.status, 400,
                "a form ending in {ending:?} to {path}: {}",
                answer.headers
            );
            assert_eq!(answer.code(), "bad_multipart");
            assert!(started.elapsed() < Duration::from_secs(20));
        }
    }
    // The issue's repro: two clients give up on such forms (curl -m3) without reading...
    for _ in 0..2 {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        let _ = stream.write_all(&post_bytes(
            "/api/v1/validate",
            FORM,
            &[],
            &unfinished_form("\r\n"),
        ));
        thread::sleep(Duration::from_millis(200));
    }
    // ...and the next validation is answered, not 503 for ever.
    let after = validate_one_game(port);
    assert_eq!(after.status, 200, "{}", after.headers);
    assert!(server.healthy());
}

/// A client that declares a body of 100,000 bytes and sends one byte every 300 ms, from
/// `from`; its answer, read while it sends, once the server answers or after 30 s.
fn slow_body(port: u16, from: Ipv4Addr, path: &str) -> thread::JoinHandle<Answer> {
    let path = path.to_string();
    thread::spawn(move || {
        let stream = connect_from(port, from, None);
        let mut writer = stream.try_clone().expect("clone");
        let reader = thread::spawn(move || read_answer(stream, Duration::from_secs(30)));
        let mut bytes = head(
            "POST",
            &path,
            &[("Content-Type", "text/plain"), ("Content-Length", "100000")],
        )
        .into_bytes();
        bytes.extend_from_slice(b"1. 32-28 ");
        let _ = writer.write_all(&bytes);
        while !reader.is_finished() {
            thread::sleep(Duration::from_millis(300));
            if writer.write_all(b" ").is_err() {
                break;
            }
        }
        reader.join().expect("reader")
    })
}

pub(super) fn post_from(
    port: u16,
    from: Ipv4Addr,
    path: &str,
    extra: &[(&str, &str)],
    body: &[u8],
) -> Answer {
    exchange(
        connect_from(port, from, None),
        &post_bytes(path, "application/x-pdn", extra, body),
        Duration::from_secs(60),
    )
}

#[test]
fn slow_bodies_hold_no_turn_and_are_cut_off() {
    let (_dir, db) = scratch("slow.db");
    let token = create_token(&db, "slow");
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--queue-timeout",
            "2",
            "--body-timeout",
            "2",
            "--min-rate",
            "1K",
        ],
        "warn",
    );
    let port = server.port;
    // The issue's repro: two such clients made every validation and upload answer 503.
    let slow = [
        slow_body(port, peer(2), "/api/v1/validate"),
        slow_body(port, peer(3), "/api/v1/validate"),
    ];
    thread::sleep(Duration::from_millis(500));
    let answer = post_from(port, peer(1), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(answer.status, 200, "{}", answer.headers);
    let auth = format!("Bearer {token}");
    let answer = post_from(
        port,
        peer(1),
        "/api/v1/tournaments",
        &[("Authorization", &auth)],
        ONE_GAME,
    );
    assert_eq!(answer.status, 201, "{}", answer.headers);
    // Cut off once the grace is over: a few bytes in 2 s is far below 1 KiB/s.
    for client in slow {
        let started = Instant::now();
        let answer = client.join().expect("slow client");
        assert_eq!(answer.status, 408, "{}", answer.headers);
        assert_eq!(answer.code(), "body_too_slow");
        assert!(started.elapsed() < Duration::from_secs(20));
    }
    assert!(server.healthy());
}

/// `copies` copies of the one-game fixture in one file.
pub(super) fn many_games(copies: usize) -> Vec<u8> {
    let mut body = Vec::with_capacity(copies * (ONE_GAME.len() + 2));
    for _ in 0..copies {
        body.extend_from_slice(ONE_GAME);
        body.extend_from_slice(b"\n\n");
    }
    body
}

#[test]
fn a_streamed_answer_nobody_reads_gives_its_turn_back() {
    let (_dir, db) = scratch("stalled.db");
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--queue-timeout",
            "20",
            "--write-timeout",
            "2",
        ],
        DEBUG_VALIDATE,
    );
    let port = server.port;
    // Moves in every report: megabytes of answer, far more than the socket buffers hold.
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(&post_bytes(
        "/api/v1/validate?moves=true",
        "application/x-pdn",
        &[("Accept", "application/x-ndjson")],
        &many_games(3000),
    ));
    wait_for_log(&server, "refereeing a validation");
    // Before the fix the stalled answer kept the only turn for ever: 503 after the queue timeout.
    let answer = post_from(port, peer(1), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(answer.status, 200, "{}", answer.headers);
    // It is given up (since issue 26 it holds no turn while it waits, so the other validation
    // did not wait for that), and its connection closed by the kernel (TCP_USER_TIMEOUT):
    // reading ends.
    wait_for_log(&server, "streamed answer given up");
    let started = Instant::now();
    let cut = read_answer(stalled, Duration::from_secs(60));
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "the connection was closed"
    );
    assert_eq!(cut.status, 200, "the answer had begun");
}

#[test]
fn one_address_holds_only_its_share_of_the_turns() {
    let (_dir, db) = scratch("share.db");
    let token = create_token(&db, "share");
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "2",
            "--queue-timeout",
            "1",
            "--body-timeout",
            "60",
        ],
        DEBUG_VALIDATE,
    );
    let port = server.port;
    // 127.0.0.2 holds its one share (of two turns) with a slow body...
    let holder = slow_body(port, peer(2), "/api/v1/validate");
    wait_for_log(&server, "share taken");
    // ...so its next validation waits for it, then is told to come back,
    let started = Instant::now();
    let second = post_from(port, peer(2), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(second.status, 429, "{}", second.headers);
    assert_eq!(second.code(), "too_many_requests");
    assert!(
        second
            .headers
            .to_ascii_lowercase()
            .contains("retry-after: 1")
    );
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "it waited first"
    );
    // unless it sends a token: a known client is not held to an address's share.
    let auth = format!("Bearer {token}");
    let with_token = post_from(
        port,
        peer(2),
        "/api/v1/validate",
        &[("Authorization", &auth)],
        ONE_GAME,
    );
    assert_eq!(with_token.status, 200, "{}", with_token.headers);
    let wrong = post_from(
        port,
        peer(2),
        "/api/v1/validate",
        &[("Authorization", "Bearer dat_wrong")],
        ONE_GAME,
    );
    assert_eq!(
        wrong.status, 401,
        "a wrong token is refused, not taken for none"
    );
    // Another address is served at once.
    let other = post_from(port, peer(3), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(other.status, 200, "{}", other.headers);
    drop(holder);
}

#[test]
fn a_client_that_goes_away_gives_its_turn_back() {
    let (_dir, db) = scratch("gone.db");
    let server = Server::start(
        &db,
        &["--max-concurrent", "1", "--queue-timeout", "120"],
        DEBUG_VALIDATE,
    );
    let port = server.port;
    // Long work: tens of thousands of games. The client sends them and hangs up.
    let mut leaving = connect_from(port, peer(2), None);
    let _ = leaving.write_all(&post_bytes(
        "/api/v1/validate",
        "application/x-pdn",
        &[],
        &many_games(40_000),
    ));
    // Once the work has begun (the body is in and has its turn): the answer would take far
    // longer than the wait below.
    wait_for_log(&server, "refereeing a validation");
    drop(leaving);
    wait_for_log(&server, "validation given up");
    let answer = validate_one_game(port);
    assert_eq!(answer.status, 200, "{}", answer.headers);
}

/// A form with these file fields (`file`, with their file names) and its content type.
fn form_with(files: &[(&str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "front-door-boundary";
    let mut body = Vec::new();
    for (name, bytes) in files {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n\
                 Content-Type: application/x-pdn\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

fn post_form(port: u16, path: &str, extra: &[(&str, &str)], form: &(String, Vec<u8>)) -> Answer {
    exchange(
        TcpStream::connect(("127.0.0.1", port)).expect("connect"),
        &post_bytes(path, &form.0, extra, &form.1),
        Duration::from_secs(60),
    )
}

const MISSED_CAPTURE: &[u8] = include_bytes!("../../fixtures/http/missed-capture.pdn");

#[test]
fn every_file_of_a_form_is_checked_and_an_upload_takes_one() {
    let (_dir, db) = scratch("files.db");
    let token = create_token(&db, "files");
    let server = Server::start(&db, &["--max-games", "3"], "warn");
    let port = server.port;
    let two = form_with(&[("round1.pdn", ONE_GAME), ("round2.pdn", MISSED_CAPTURE)]);

    // One set of reports per file, in form order; the summary counts them all.
    let answer = post_form(port, "/api/v1/validate", &[], &two);
    assert_eq!(answer.status, 200, "{}", answer.headers);
    let doc = answer.json();
    let files = doc["files"].as_array().expect("one entry per file");
    assert_eq!(files.len(), 2);
    assert_eq!(files[0]["file"], 1);
    assert_eq!(files[0]["file_name"], "round1.pdn");
    assert_eq!(files[1]["file_name"], "round2.pdn");
    assert_eq!(files[0]["games"][0]["status"], "valid");
    assert_eq!(files[1]["games"][0]["status"], "irregular");
    assert_eq!(doc["summary"]["games"], 2);
    assert!(doc.get("games").is_none(), "no flat list beside the files");

    // Streamed: a line opens each file's reports.
    let answer = post_form(
        port,
        "/api/v1/validate",
        &[("Accept", "application/x-ndjson")],
        &two,
    );
    assert_eq!(answer.status, 200, "{}", answer.headers);
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&answer.body)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(
        (lines[0]["file"].clone(), lines[0]["games"].clone()),
        (1.into(), 1.into())
    );
    assert_eq!(lines[1]["status"], "valid");
    assert_eq!(lines[2]["file_name"], "round2.pdn");
    assert_eq!(lines[3]["status"], "irregular");

    // A file that is not PDN is named; the limit of games counts the whole form.
    let bad = form_with(&[
        ("round1.pdn", ONE_GAME),
        ("photo.png", b"\x89PNG\r\n\x1a\n\0\0\0"),
    ]);
    let answer = post_form(port, "/api/v1/validate", &[], &bad);
    assert_eq!(answer.status, 422, "{}", answer.headers);
    assert_eq!(answer.code(), "not_pdn");
    assert_eq!(answer.json()["error"]["details"]["file"], 2);
    assert!(
        answer.json()["error"]["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("file 2 (`photo.png`)"))
    );
    let many = form_with(&[
        ("a.pdn", ONE_GAME),
        ("b.pdn", ONE_GAME),
        ("c.pdn", ONE_GAME),
        ("d.pdn", ONE_GAME),
    ]);
    let answer = post_form(port, "/api/v1/validate", &[], &many);
    assert_eq!(answer.status, 413, "{}", answer.headers);
    assert_eq!(answer.json()["error"]["details"]["limit_games"], 3);

    // One form, one file: still the document of one file.
    let one = form_with(&[("round1.pdn", ONE_GAME)]);
    let doc = post_form(port, "/api/v1/validate", &[], &one).json();
    assert_eq!(doc["games"].as_array().map(Vec::len), Some(1));

    // A form of two files is one tournament of two files (issue 13: its rounds).
    let auth = format!("Bearer {token}");
    let answer = post_form(
        port,
        "/api/v1/tournaments",
        &[("Authorization", &auth)],
        &two,
    );
    assert_eq!(answer.status, 201, "{}", answer.headers);
    assert_eq!(answer.json()["tournament"]["files"], 2);
    let listed = super::request(port, "GET", "/api/v1/tournaments", &[], Body::Empty).json();
    assert_eq!(listed["total"], 1);
}

#[test]
fn numbers_out_of_range_are_invalid_queries_and_echoes_are_clipped() {
    let (_dir, db) = scratch("ranges.db");
    let token = create_token(&db, "ranges");
    let server = Server::start(&db, &[], "warn");
    let port = server.port;
    let auth = format!("Bearer {token}");
    let created = post_from(
        port,
        peer(1),
        "/api/v1/tournaments",
        &[("Authorization", &auth)],
        ONE_GAME,
    );
    assert_eq!(created.status, 201, "{}", created.headers);
    let id = created.json()["id"].as_str().expect("id").to_string();
    let get = |path: &str| super::request(port, "GET", path, &[], Body::Empty);

    let board = format!("/api/v1/tournaments/{id}/games/1/board.svg");
    for path in [
        "/api/v1/tournaments?offset=9223372036854775808".to_string(),
        "/api/v1/tournaments?offset=18446744073709551616".to_string(),
        "/api/v1/tournaments?offset=-1".to_string(),
        "/api/v1/tournaments?limit=4294967296".to_string(),
        "/api/v1/tournaments?limit=0".to_string(),
        "/api/v1/tournaments?limit=1e3".to_string(),
        format!("{board}?ply=4294967296"),
        format!("{board}?ply=100000"),
        format!("{board}?finding=18446744073709551616"),
        format!("{board}?finding=-1"),
    ] {
        let answer = get(&path);
        assert_eq!(
            answer.status,
            400,
            "{path}: {}",
            String::from_utf8_lossy(&answer.body)
        );
        assert_eq!(answer.code(), "invalid_query", "{path}");
    }
    for query in ["strict=2", "moves=maybe", "ruleset=fmjd-1999"] {
        let answer = post_from(
            port,
            peer(1),
            &format!("/api/v1/validate?{query}"),
            &[],
            ONE_GAME,
        );
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (400, "invalid_query"),
            "{query}"
        );
    }

    // Echoes of client input are clipped: never the 20 KB that was sent.
    let huge = "x".repeat(20_000);
    let digits = "9".repeat(20_000);
    let answers = [
        post_from(
            port,
            peer(1),
            &format!("/api/v1/validate?ruleset={huge}"),
            &[],
            ONE_GAME,
        ),
        post_from(
            port,
            peer(1),
            &format!("/api/v1/tournaments?ruleset={huge}"),
            &[("Authorization", &auth)],
            ONE_GAME,
        ),
        get(&format!("/api/v1/tournaments/{id}/games/{digits}")),
        get(&format!("/api/v1/tournaments/{id}/games/{digits}/pdn")),
        get(&format!("/api/v1/tournaments/{huge}")),
        get(&format!("/api/v1/tournaments?limit={digits}")),
        get(&format!("/api/v1/board.svg?fen={huge}")),
        get(&format!("/api/v1/board.svg?fen=W:W31:B19&played={huge}")),
        get(&format!("{board}?ply={digits}")),
        exchange(
            TcpStream::connect(("127.0.0.1", port)).expect("connect"),
            &post_bytes("/api/v1/validate", &huge, &[], ONE_GAME),
            Duration::from_secs(30),
        ),
    ];
    for answer in answers {
        assert!(answer.status >= 400, "{}", answer.headers);
        let message = answer.json()["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(
            message.len() < 400
                && !message.contains(&"x".repeat(100))
                && !message.contains(&"9".repeat(100)),
            "{} echoes {} bytes: {}...",
            answer.status,
            message.len(),
            &message[..message.len().min(200)]
        );
    }
}
