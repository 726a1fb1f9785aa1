//! Admission (issue 26): bodies, answers and reads each take what they cost from a budget, in
//! order, and give it back; none can hold the service for everyone else. Each test failed on the
//! code before its fix.

use super::{Body, ONE_GAME, Server, pdn_post, scratch};
use std::io::Cursor;
use std::thread;

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
