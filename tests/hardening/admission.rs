//! Admission (issue 26): bodies, answers and reads each take what they cost from a budget, in
//! order, and give it back; none can hold the service for everyone else. Each test failed on the
//! code before its fix.

use super::front_door::{
    DEBUG_VALIDATE, connect_from, many_games, peer, post_bytes, post_from, wait_for_log,
};
use super::{Body, ONE_GAME, Server, pdn_post, scratch};
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
