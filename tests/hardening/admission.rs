//! Admission (issue 26): bodies, answers and reads each take what they cost from a budget, in
//! order, and give it back; none can hold the service for everyone else. Each test failed on the
//! code before its fix.

use super::front_door::{
    DEBUG_VALIDATE, connect_from, exchange, head, many_games, peer, post_bytes, post_from,
    read_answer, wait_for_log,
};
use super::{Body, ONE_GAME, Server, create_token, pdn_post, scratch};
use std::io::Cursor;
use std::io::Write;
use std::thread;
use std::time::Duration;

/// `megabytes` of blank lines and then one game: a body that is large but quick to referee.
fn padded_game(megabytes: usize) -> Vec<u8> {
    let mut body = vec![b'\n'; megabytes << 20];
    body.extend_from_slice(ONE_GAME);
    body
}

#[test]
fn bodies_that_fit_one_at_a_time_are_served_one_at_a_time() {
    let (_dir, db) = scratch("admission.db");
    // Bodies share 8 MiB: two 6 MB bodies fit one after the other, never together. Before,
    // each took half as it arrived and waited for the rest until both were answered 503.
    let server = Server::start(&db, &["--max-concurrent", "1", "--max-body", "8M"], "warn");
    let port = server.port;
    let body = padded_game(6);
    let senders: Vec<_> = (0..4)
        .map(|i| {
            let body = body.clone();
            thread::spawn(move || {
                // Two declare their length, two are chunked (their claim is the limit).
                let body = if i % 2 == 0 {
                    Body::Bytes(body)
                } else {
                    Body::Stream(Box::new(Cursor::new(body)))
                };
                pdn_post(port, "/api/v1/validate", None, body)
            })
        })
        .collect();
    for sender in senders {
        let answer = sender.join().expect("sender");
        assert_eq!(
            answer.status,
            200,
            "{} {}",
            answer.headers,
            String::from_utf8_lossy(&answer.body)
        );
        assert_eq!(answer.json()["summary"]["games"], 1);
    }
    assert!(server.healthy());
}

#[test]
fn a_stream_nobody_reads_holds_no_turn_and_is_cut_at_the_pace() {
    let (_dir, db) = scratch("unread-stream.db");
    // A write timeout far beyond the pace: before, an unread stream kept its turn until it.
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--queue-timeout",
            "5",
            "--write-timeout",
            "120",
            "--body-timeout",
            "1",
            "--min-rate",
            "1M",
        ],
        DEBUG_VALIDATE,
    );
    let port = server.port;
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(&post_bytes(
        "/api/v1/validate?moves=true",
        "application/x-pdn",
        &[("Accept", "application/x-ndjson")],
        &many_games(3000),
    ));
    wait_for_log(&server, "refereeing a validation");
    // While it waits for its reader it holds no turn: another validation is answered.
    let answer = post_from(port, peer(1), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(answer.status, 200, "{}", answer.headers);
    // And it is given up at the pace (1 s, then 1 MB/s of what it sent), not the write timeout.
    wait_for_log(&server, "streamed answer given up");
    assert!(server.log().contains("SlowReader"), "{}", server.log());
    drop(stalled);
}

#[test]
fn answers_nobody_reads_hold_only_the_memory_for_answers() {
    let (_dir, db) = scratch("unread-answers.db");
    // Answers waiting for their readers share 4 MiB (one turn x the body limit).
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--max-body",
            "4M",
            "--queue-timeout",
            "3",
        ],
        "warn",
    );
    let port = server.port;
    // About 10 MB of answer: far more than the socket buffers hold.
    let body = many_games(4000);
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(&post_bytes(
        "/api/v1/validate?moves=true",
        "application/x-pdn",
        &[],
        &body,
    ));
    thread::sleep(Duration::from_secs(1));
    // Its answer holds the memory for answers (and no turn): another large answer waits for
    // it, then is told to retry. Before, every unread answer stayed in memory besides the
    // others (30 of them: 1.9 GB).
    let waited = post_from(port, peer(3), "/api/v1/validate?moves=true", &[], &body);
    assert_eq!(waited.status, 503, "{}", waited.headers);
    drop(stalled);
    let answered = post_from(port, peer(3), "/api/v1/validate?moves=true", &[], &body);
    assert_eq!(answered.status, 200, "{}", answered.headers);
    assert!(server.healthy());
}

/// `n` one-move games between 200 players, 100 a round: a report of about 700 bytes a game.
fn many_players(n: usize) -> Vec<u8> {
    let mut body = String::new();
    for i in 0..n {
        let (white, black) = (i % 200, (i * 7 + 1) % 200);
        let black = if black == white {
            (black + 1) % 200
        } else {
            black
        };
        body.push_str(&format!(
            "[Event \"Big\"]\n[Round \"{}\"]\n[White \"Player {white:03}\"]\n\
             [Black \"Player {black:03}\"]\n[Result \"2-0\"]\n\n1. 32-28 2-0\n\n",
            i / 100 + 1
        ));
    }
    body.into_bytes()
}

/// Uploads `body` as a public tournament with `token`; its id.
fn public_tournament(port: u16, token: &str, body: Vec<u8>) -> String {
    let answer = pdn_post(
        port,
        "/api/v1/tournaments?public=true",
        Some(token),
        Body::Bytes(body),
    );
    assert_eq!(
        answer.status,
        201,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    answer.json()["id"].as_str().expect("id").to_string()
}

/// A GET from `from`, its answer read for at most a minute.
fn get_from(port: u16, from: std::net::Ipv4Addr, path: &str) -> super::Answer {
    exchange(
        connect_from(port, from, None),
        head("GET", path, &[]).as_bytes(),
        Duration::from_secs(60),
    )
}

/// Waits (at most a minute) for the server to log a line with every one of `parts`.
fn wait_for_log_line(server: &Server, parts: &[&str]) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !server
        .log()
        .lines()
        .any(|line| parts.iter().all(|part| line.contains(part)))
    {
        assert!(
            std::time::Instant::now() < deadline,
            "no line with {parts:?} in:\n{}",
            server.log()
        );
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_read_that_is_not_taken_holds_its_address_share_and_no_turn() {
    let (_dir, db) = scratch("reads.db");
    let token = create_token(&db, "reads");
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "2",
            "--max-body",
            "16M",
            "--queue-timeout",
            "2",
        ],
        "info",
    );
    let port = server.port;
    // About 8 MB of report: more than the socket buffers hold.
    let id = public_tournament(port, &token, many_players(12_000));
    let report = format!("/api/v1/tournaments/{id}/exports/report.json");
    // Address 2 asks for megabytes and reads none of them: its answer waits for it, holding
    // its address's share of the reads (one) and the memory it takes, but no read turn.
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(head("GET", &report, &[]).as_bytes());
    // Its answer written (the build takes seconds in a debug build on a loaded machine).
    wait_for_log_line(
        &server,
        &["exports/report.json", "request answered status=200"],
    );
    let again = get_from(port, peer(2), &format!("/api/v1/tournaments/{id}/players"));
    // Before, reads had no share: an address could run as many builds as it had connections.
    assert_eq!(again.status, 429, "{}", again.headers);
    assert_eq!(again.code(), "too_many_requests");
    let other = get_from(port, peer(3), &format!("/api/v1/tournaments/{id}/players"));
    assert_eq!(other.status, 200, "{}", other.headers);
    // Validations have turns of their own.
    let validated = post_from(port, peer(2), "/api/v1/validate", &[], ONE_GAME);
    assert_eq!(validated.status, 200, "{}", validated.headers);
    drop(stalled);
}

#[test]
fn a_read_past_its_deadline_is_given_up() {
    let (_dir, db) = scratch("read-deadline.db");
    let token = create_token(&db, "reads");
    let server = Server::start(&db, &["--read-timeout", "0"], "info");
    let port = server.port;
    let id = public_tournament(port, &token, many_games(300));
    // Before, a read had no deadline (100,000 games: 100 s of a core per request).
    let answer = get_from(
        port,
        peer(1),
        &format!("/api/v1/tournaments/{id}/standings"),
    );
    assert_eq!(answer.status, 503, "{}", answer.headers);
    assert_eq!(answer.code(), "read_timeout");
    assert!(server.healthy());
}

#[test]
fn an_answer_nobody_reads_is_given_up_at_the_pace() {
    let (_dir, db) = scratch("unread-answer-pace.db");
    // A write timeout far beyond the pace (1 s, then 1 MB/s of what it was handed): before, an
    // unread answer held its bytes and the memory for answers until the write timeout.
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--max-body",
            "4M",
            "--queue-timeout",
            "3",
            "--write-timeout",
            "120",
            "--body-timeout",
            "1",
            "--min-rate",
            "1M",
        ],
        "info",
    );
    let port = server.port;
    // About 10 MB of answer: far more than the socket buffers hold.
    let body = many_games(4000);
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(&post_bytes(
        "/api/v1/validate?moves=true",
        "application/x-pdn",
        &[],
        &body,
    ));
    wait_for_log(&server, "answer given up");
    // Its memory is back though its reader is still connected: another large answer fits.
    let answered = post_from(port, peer(3), "/api/v1/validate?moves=true", &[], &body);
    assert_eq!(answered.status, 200, "{}", answered.headers);
    // What the slow reader gets is broken off, never a whole answer.
    let cut = read_answer(stalled, Duration::from_secs(10));
    let length: usize = cut
        .headers
        .to_ascii_lowercase()
        .lines()
        .find_map(|l| l.strip_prefix("content-length:")?.trim().parse().ok())
        .expect("a length");
    assert!(
        cut.body.len() < length,
        "{} of {length} bytes",
        cut.body.len()
    );
    assert!(server.healthy());
}

#[test]
fn an_answer_waiting_for_room_holds_no_turn() {
    let (_dir, db) = scratch("answer-waits-for-room.db");
    let token = create_token(&db, "writer");
    let server = Server::start(
        &db,
        &[
            "--max-concurrent",
            "1",
            "--max-body",
            "4M",
            "--queue-timeout",
            "5",
            "--write-timeout",
            "120",
        ],
        "warn",
    );
    let port = server.port;
    // 127.0.0.2's answer, never read, holds all of the memory for answers (4 MiB).
    let mut stalled = connect_from(port, peer(2), Some(4096));
    let _ = stalled.write_all(&post_bytes(
        "/api/v1/validate?moves=true",
        "application/x-pdn",
        &[],
        &many_games(4000),
    ));
    thread::sleep(Duration::from_secs(1));
    // Two validations, two seconds apart, are refereed and wait for room for their answers.
    let waiting: Vec<_> = [3, 4]
        .into_iter()
        .map(|n| {
            let waiter =
                thread::spawn(move || post_from(port, peer(n), "/api/v1/validate", &[], ONE_GAME));
            thread::sleep(Duration::from_secs(2));
            waiter
        })
        .collect();
    // The only turn is free for an upload meanwhile. Before, each held it while it waited for
    // room, the second from when the first gave up: the upload got 503 after the queue timeout.
    let upload = pdn_post(
        port,
        "/api/v1/tournaments",
        Some(&token),
        Body::Bytes(ONE_GAME.to_vec()),
    );
    assert_eq!(
        upload.status,
        201,
        "{}",
        String::from_utf8_lossy(&upload.body)
    );
    drop(stalled);
    for waiter in waiting {
        let answer = waiter.join().expect("validation");
        assert!([200, 503].contains(&answer.status), "{}", answer.headers);
    }
    assert!(server.healthy());
}
