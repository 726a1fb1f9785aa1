//! The front door (issue 16): no client can stall the service. Unfinished forms, slow bodies,
//! answers nobody reads, one address holding every turn, numbers out of range, echoes of huge
//! input, forms with several files. Each test failed on the code before its fix.

use super::{Answer, Body, ONE_GAME, Server, create_token, parse_answer, pdn_post, scratch};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::thread;
use std::time::{Duration, Instant};

/// Sends `bytes` as they are and reads the answer for at most `wait` (status 0: none came).
fn exchange(mut stream: TcpStream, bytes: &[u8], wait: Duration) -> Answer {
    let _ = stream.write_all(bytes);
    read_answer(stream, wait)
}

/// Reads what the server sends until it closes or `wait` has passed.
fn read_answer(mut stream: TcpStream, wait: Duration) -> Answer {
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
fn head(method: &str, path: &str, headers: &[(&str, &str)]) -> String {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head
}

/// A whole request with a `Content-Length` body.
fn post_bytes(path: &str, content_type: &str, extra: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let length = body.len().to_string();
    let mut headers = vec![("Content-Type", content_type), ("Content-Length", &length)];
    headers.extend_from_slice(extra);
    let mut bytes = head("POST", path, &headers).into_bytes();
    bytes.extend_from_slice(body);
    bytes
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
