//! HTTP integration tests: the real server on a free loopback port with a fresh database,
//! driven over HTTP with reqwest. Every endpoint and every error status is exercised here,
//! each test on both backends: `name::sqlite` on a fresh SQLite file, `name::postgres` on a
//! fresh PostgreSQL database (ignored, with the reason, when no server is given: api/build.rs).

use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use service::openapi::documented_routes;
use service::{ACCEPTED_TYPES, route_table};
use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use store::{Database, Store};

#[path = "support/postgres.rs"]
mod postgres_support;
#[path = "support/corpus.rs"]
mod shared_corpus;
#[path = "support/sizes.rs"]
mod sizes;
#[path = "support/stored.rs"]
mod stored;
use stored::every_tournament;
#[path = "support/app.rs"]
#[macro_use]
mod app_support;
use app_support::{Backend, Keep, TestApp, assert_error, spawn_app, spawn_app_with, spawn_on};
#[path = "support/cli.rs"]
mod cli_support;
#[path = "support/expected.rs"]
mod expected;

// The service as arbiters use it: tournaments, access, rulings, audit, rechecks, languages.
#[path = "http/service.rs"]
mod service_tests;
// What the arbiter gets back: archives, refusals, min_severity, annotate, diagrams.
#[path = "http/reports.rs"]
mod reports;

const ONE_GAME: &[u8] = include_bytes!("../fixtures/http/one-game.pdn");
const MISSED_CAPTURE: &[u8] = include_bytes!("../fixtures/http/missed-capture.pdn");

fn corpus_file(test: &str, relative: &str) -> Option<Vec<u8>> {
    let path = shared_corpus::root().join(relative);
    match std::fs::read(&path) {
        Ok(bytes) => Some(bytes),
        Err(_) => {
            println!(
                "SKIP {test}: corpus file not found at {} (a fresh clone has no ../shared)",
                path.display()
            );
            None
        }
    }
}

/// `n` distinct one-game records in one file.
fn many_games(n: usize) -> Vec<u8> {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "[Event \"game {i}\"]\n[Result \"*\"]\n\n1. 32-28 18-23 *\n\n"
        ));
    }
    text.into_bytes()
}

async fn health_answers_with_a_request_id(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app.get("/healthz").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().contains_key("x-request-id"));
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], "ok");
    // The README shows the answer as it is (issue 29): the same document.
    let readme = include_str!("../README.md");
    let example = readme
        .lines()
        .skip_while(|l| !l.contains("curl -s http://127.0.0.1:8080/api/v1/healthz"))
        .nth(1)
        .expect("the README's healthz example");
    let shown: Value = serde_json::from_str(example).expect("the example is JSON");
    assert_eq!(shown, body, "README.md's healthz example");
    app.stop().await;
}

/// Issue 26: `HEAD` is answered as `GET` is, without the body (it was 405); a private
/// tournament's `HEAD` is refused as its `GET` is.
async fn head_is_answered_as_get_without_a_body(backend: Backend) {
    let app = spawn_app(backend).await;
    let get = app.get("/healthz").await;
    let head = app
        .client
        .head(app.url("/healthz"))
        .send()
        .await
        .expect("request");
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(
        head.headers()["content-type"],
        get.headers()["content-type"]
    );
    assert!(head.headers().contains_key("x-request-id"));
    assert!(head.bytes().await.expect("body").is_empty());
    let created: Value = app.upload(ONE_GAME).await.json().await.unwrap();
    let id = created["id"].as_str().expect("id");
    let head = app
        .client
        .head(app.url(&format!("/tournaments/{id}/games/1/pdn")))
        .send()
        .await
        .expect("request");
    assert_eq!(head.status(), StatusCode::OK);
    assert!(head.bytes().await.expect("body").is_empty());
    let patched = app
        .client
        .patch(app.url(&format!("/tournaments/{id}")))
        .bearer_auth(&app.token)
        .json(&serde_json::json!({"private": true}))
        .send()
        .await
        .expect("request");
    assert_eq!(patched.status(), StatusCode::OK);
    let head = app
        .client
        .head(app.url(&format!("/tournaments/{id}")))
        .send()
        .await
        .expect("request");
    assert_eq!(head.status(), StatusCode::UNAUTHORIZED);
    // A write is still only what it is.
    let head = app
        .client
        .head(app.url("/validate"))
        .send()
        .await
        .expect("request");
    assert_eq!(head.status(), StatusCode::METHOD_NOT_ALLOWED);
    app.stop().await;
}

/// Issue 26: a file sent as a `.zip` or `.gz` is kept as it was sent: `GET .../original` answers
/// the archive byte for byte (it answered the PDN unpacked from it), while the games are read
/// from what it holds, and a PDN file is answered as it came.
async fn an_archive_upload_keeps_the_bytes_sent(backend: Backend) {
    let app = spawn_app(backend).await;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    zip.start_file("round.pdn", zip::write::SimpleFileOptions::default())
        .expect("zip entry");
    zip.write_all(MISSED_CAPTURE).expect("zip");
    let zipped = zip.finish().expect("zip").into_inner();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(ONE_GAME).expect("gzip");
    let gzipped = gz.finish().expect("gzip");
    for (sent, media, games) in [
        (zipped, "application/zip", 1),
        (gzipped, "application/gzip", 1),
    ] {
        let response = app
            .client
            .post(app.url("/tournaments"))
            .bearer_auth(&app.token)
            .header("content-type", media)
            .body(sent.clone())
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::CREATED, "{media}");
        let body: Value = response.json().await.expect("JSON");
        assert_eq!(body["tournament"]["games"], games, "{body}");
        let id = body["id"].as_str().expect("id");
        let original = app.get(&format!("/tournaments/{id}/original")).await;
        assert_eq!(original.status(), StatusCode::OK);
        assert_eq!(original.headers()["content-type"], media);
        assert_eq!(
            original.bytes().await.expect("bytes").to_vec(),
            sent,
            "{media}"
        );
        // The games are the archive's.
        let pdn = app.get(&format!("/tournaments/{id}/games/1/pdn")).await;
        assert_eq!(pdn.status(), StatusCode::OK);
    }
    let response = app.upload(CLUB_ROUND).await;
    let body: Value = response.json().await.expect("JSON");
    let id = body["id"].as_str().expect("id");
    let original = app.get(&format!("/tournaments/{id}/original")).await;
    assert_eq!(original.headers()["content-type"], "application/x-pdn");
    assert_eq!(original.bytes().await.expect("bytes").to_vec(), CLUB_ROUND);
    app.stop().await;
}

async fn validate_returns_the_report_document(backend: Backend) {
    let app = spawn_app(backend).await;
    for content_type in [
        "text/plain",
        "application/x-pdn",
        "application/octet-stream",
    ] {
        let response = app.post_pdn("/validate", content_type, ONE_GAME).await;
        assert_eq!(response.status(), StatusCode::OK, "{content_type}");
        let doc: Value = response.json().await.unwrap();
        assert_eq!(doc["ruleset"], "fmjd-2024");
        assert_eq!(doc["summary"]["games"], 1);
        assert_eq!(doc["summary"]["statuses"]["valid"], 1);
        assert_eq!(doc["games"][0]["status"], "valid");
        assert_eq!(doc["games"][0]["plies"], 8);
        assert!(doc["games"][0].get("moves").is_none());
    }
    // Multipart, another ruleset, strict reading and moves asked for.
    let form = Form::new().part(
        "file",
        Part::bytes(MISSED_CAPTURE.to_vec()).file_name("missed.pdn"),
    );
    let response = app
        .client
        .post(app.url("/validate?ruleset=fmjd-2015&strict=true&moves=true"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let doc: Value = response.json().await.unwrap();
    assert_eq!(doc["ruleset"], "fmjd-2015");
    assert_eq!(doc["strict"], true);
    let game = &doc["games"][0];
    assert_eq!(game["status"], "irregular");
    assert_eq!(game["findings"][0]["kind"], "missed_capture");
    assert_eq!(game["findings"][0]["required"][0], "28x19");
    assert_eq!(game["moves"].as_array().unwrap().len(), 3);
    // Nothing was stored.
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    assert_eq!(list["total"], 0);
    app.stop().await;
}

async fn validate_streams_ndjson_one_report_per_line(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app
        .client
        .post(app.url("/validate"))
        .header("content-type", "text/plain")
        .header("accept", "application/x-ndjson")
        .body(many_games(5))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"].to_str().unwrap(),
        "application/x-ndjson"
    );
    let text = response.text().await.unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    for (i, line) in lines.iter().enumerate() {
        let report: Value = serde_json::from_str(line).unwrap();
        assert_eq!(report["index"], i + 1);
        assert_eq!(report["tags"]["Event"], format!("game {i}"));
    }
    app.stop().await;
}

async fn validate_refuses_bad_input_with_the_right_status(backend: Backend) {
    let app = spawn_app_with(backend, |s| {
        s.max_body = 4096;
        s.max_games = 3;
    })
    .await;
    // Wrong content type, or none.
    let response = app.post_pdn("/validate", "application/json", b"{}").await;
    let body = assert_error(
        response,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    assert!(body["error"]["details"]["accepted"].is_array());
    let response = app
        .client
        .post(app.url("/validate"))
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert_error(
        response,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    // Garbage bytes, text that is not PDN, an empty body.
    let garbage: Vec<u8> = (0..2000u32).map(|i| (i * 7919 % 251) as u8).collect();
    let response = app
        .post_pdn("/validate", "application/octet-stream", &garbage)
        .await;
    assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "not_pdn").await;
    let response = app
        .post_pdn("/validate", "text/plain", b"Dear arbiter, hello.")
        .await;
    assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "not_pdn").await;
    let response = app.post_pdn("/validate", "text/plain", b"").await;
    assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "no_games").await;
    // Over the body limit, and over the games limit.
    let response = app
        .post_pdn("/validate", "text/plain", &vec![b' '; 5000])
        .await;
    let body = assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "body_too_large").await;
    assert_eq!(body["error"]["details"]["limit_bytes"], 4096);
    let response = app
        .post_pdn("/validate", "text/plain", &many_games(4))
        .await;
    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "too_many_games").await;
    // Bad query parameters.
    let response = app
        .post_pdn("/validate?ruleset=fmjd-1999", "text/plain", ONE_GAME)
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    let response = app
        .post_pdn("/validate?strict=maybe", "text/plain", ONE_GAME)
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    // A multipart form without a file.
    let form = Form::new().text("name", "no file");
    let response = app
        .client
        .post(app.url("/validate"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::BAD_REQUEST, "missing_file").await;
    app.stop().await;
}

/// A chunked body (no Content-Length) is cut off at the limit too.
async fn chunked_body_over_the_limit_is_refused(backend: Backend) {
    let app = spawn_app_with(backend, |s| s.max_body = 1000).await;
    let port = app.port;
    let answer = actix_web::rt::task::spawn_blocking(move || {
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(10)))
            .unwrap();
        let mut request = String::from(
            "POST /api/v1/validate HTTP/1.1\r\nHost: localhost\r\n\
             Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        );
        for _ in 0..3 {
            request.push_str(&format!("400\r\n{}\r\n", " ".repeat(0x400)));
        }
        request.push_str("0\r\n\r\n");
        // The server may answer and close before reading it all: a failed write is fine.
        let _ = stream.write_all(request.as_bytes());
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    })
    .await
    .unwrap();
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("body_too_large"), "{answer}");
    app.stop().await;
}

async fn uploads_need_a_valid_token(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app
        .client
        .post(app.url("/tournaments"))
        .header("content-type", "text/plain")
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert!(response.headers().contains_key("www-authenticate"));
    assert_error(response, StatusCode::UNAUTHORIZED, "missing_token").await;
    let response = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth("dat_0000000000000000000000000000000000000000000000000000000000000000")
        .header("content-type", "text/plain")
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::UNAUTHORIZED, "invalid_token").await;
    let response = app
        .client
        .post(app.url("/tournaments"))
        .header("authorization", "Basic dXNlcjpwYXNz")
        .header("content-type", "text/plain")
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::UNAUTHORIZED, "missing_token").await;
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    assert_eq!(list["total"], 0);
    app.stop().await;
}

async fn upload_twice_gives_the_same_tournament(backend: Backend) {
    let app = spawn_app(backend).await;
    let first = app.upload(ONE_GAME).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let location = first.headers()["location"].to_str().unwrap().to_string();
    let first: Value = first.json().await.unwrap();
    let id = first["id"].as_str().unwrap().to_string();
    assert_eq!(id.len(), 16);
    assert_eq!(location, format!("/api/v1/tournaments/{id}"));
    assert_eq!(first["created"], true);
    assert_eq!(first["tournament"]["name"], "Fixture");
    assert_eq!(first["tournament"]["games"], 1);

    // The same bytes again, even as a multipart form with another name: the same tournament.
    let form = Form::new()
        .text("name", "Another name")
        .part("file", Part::bytes(ONE_GAME.to_vec()).file_name("x.pdn"));
    let second = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&app.token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(second.status(), StatusCode::OK);
    let second: Value = second.json().await.unwrap();
    assert_eq!(second["created"], false);
    assert_eq!(second["id"], id.as_str());
    assert_eq!(second["tournament"], first["tournament"]);
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    assert_eq!(list["total"], 1);
    app.stop().await;
}

async fn upload_errors_have_their_statuses(backend: Backend) {
    let app = spawn_app_with(backend, |s| {
        s.max_body = 4096;
        s.max_games = 2;
    })
    .await;
    let response = app.upload(b"\0\x01\x02binary").await;
    assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "not_pdn").await;
    let response = app.upload(&many_games(3)).await;
    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "too_many_games").await;
    let response = app.upload(&vec![b'x'; 5000]).await;
    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "body_too_large").await;
    let response = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&app.token)
        .header("content-type", "image/png")
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert_error(
        response,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    // Nothing half-stored.
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    assert_eq!(list["total"], 0);
    app.stop().await;
}

async fn a_stored_tournament_reads_back_game_by_game(backend: Backend) {
    let app = spawn_app(backend).await;
    let mut file = ONE_GAME.to_vec();
    file.extend_from_slice(b"\n");
    file.extend_from_slice(MISSED_CAPTURE);
    let created: Value = app.upload(&file).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["tournament"]["statuses"]["valid"], 1);
    assert_eq!(created["tournament"]["statuses"]["irregular"], 1);

    let detail: Value = app
        .get(&format!("/tournaments/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(detail["tournament"]["id"], id);
    let games = detail["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["white"], "Alpha");
    assert_eq!(games[1]["status"], "irregular");
    assert_eq!(games[1]["errors"], 1);

    let report: Value = app
        .get(&format!("/tournaments/{id}/games/2"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(report["index"], 2);
    assert_eq!(report["findings"][0]["kind"], "missed_capture");
    assert_eq!(report["moves"].as_array().unwrap().len(), 3);

    let pdn = app.get(&format!("/tournaments/{id}/games/1/pdn")).await;
    assert_eq!(pdn.status(), StatusCode::OK);
    assert!(
        pdn.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/x-pdn")
    );
    let pdn = pdn.text().await.unwrap();
    assert!(pdn.contains("[White \"Alpha\"]"), "{pdn}");
    assert!(pdn.contains("1. 32-28 18-23"), "{pdn}");
    app.stop().await;
}

async fn board_diagrams_of_games_and_positions(backend: Backend) {
    let app = spawn_app(backend).await;
    let created: Value = app.upload(MISSED_CAPTURE).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let svg_of = |response: reqwest::Response| async move {
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(
            response.headers()["content-type"].to_str().unwrap(),
            "image/svg+xml"
        );
        response.text().await.unwrap()
    };
    // The start: 40 pieces, nothing highlighted.
    let start = svg_of(
        app.get(&format!("/tournaments/{id}/games/1/board.svg?ply=0"))
            .await,
    )
    .await;
    assert_eq!(start.matches("class=\"piece ").count(), 40);
    assert!(!start.contains("class=\"last-move\""));
    // After ply 2 (19-23): that move shaded; the finding on ply 3 drawn (played red, required green).
    let ply2 = svg_of(
        app.get(&format!("/tournaments/{id}/games/1/board.svg?ply=2"))
            .await,
    )
    .await;
    assert!(ply2.contains("class=\"last-move\""));
    assert!(ply2.contains("class=\"played\""));
    assert!(ply2.contains("class=\"required\""));
    assert!(
        ply2.contains("Missed capture"),
        "the caption in plain words"
    );
    // The finding by index: the position before the move, 28x19 required, 23 to be taken.
    let finding = svg_of(
        app.get(&format!("/tournaments/{id}/games/1/board.svg?finding=0"))
            .await,
    )
    .await;
    assert!(finding.contains("class=\"required captured\" data-square=\"23\""));
    // Default: the last position.
    let last = svg_of(
        app.get(&format!("/tournaments/{id}/games/1/board.svg"))
            .await,
    )
    .await;
    assert!(last.contains("Ply 3"));
    // Out of range.
    let response = app
        .get(&format!("/tournaments/{id}/games/1/board.svg?ply=4"))
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    let response = app
        .get(&format!("/tournaments/{id}/games/1/board.svg?finding=9"))
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;

    // Any position.
    let fen = svg_of(
        app.get("/board.svg?fen=W:WK32,33:B28,18&played=33-29&required=32x23x12&last=38-33")
            .await,
    )
    .await;
    assert_eq!(fen.matches("class=\"piece ").count(), 4);
    assert!(fen.contains("piece white king"));
    let response = app.get("/board.svg").await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    let response = app.get("/board.svg?fen=not-a-fen").await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_fen").await;
    let response = app.get("/board.svg?fen=W:W32:B28&played=32-99").await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_move").await;
    app.stop().await;
}

async fn unknown_ids_and_routes_are_404(backend: Backend) {
    let app = spawn_app(backend).await;
    let created: Value = app.upload(ONE_GAME).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    for path in [
        "/tournaments/0123456789abcdef".to_string(),
        "/tournaments/0123456789abcdef/games/1".to_string(),
        "/tournaments/0123456789abcdef/games/1/pdn".to_string(),
        "/tournaments/0123456789abcdef/games/1/board.svg".to_string(),
        format!("/tournaments/{id}/games/2"),
        format!("/tournaments/{id}/games/0/pdn"),
        format!("/tournaments/{id}/games/two"),
    ] {
        let response = app.get(&path).await;
        assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    }
    let response = app.get("/no-such-endpoint").await;
    assert_error(response, StatusCode::NOT_FOUND, "route_not_found").await;
    let response = app
        .client
        .put(app.url("/tournaments"))
        .send()
        .await
        .unwrap();
    assert_error(
        response,
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
    )
    .await;
    app.stop().await;
}

async fn delete_needs_a_token_and_removes_everything(backend: Backend) {
    let app = spawn_app(backend).await;
    let created: Value = app.upload(ONE_GAME).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let path = app.url(&format!("/tournaments/{id}"));
    let response = app.client.delete(&path).send().await.unwrap();
    assert_error(response, StatusCode::UNAUTHORIZED, "missing_token").await;
    let response = app
        .client
        .delete(&path)
        .bearer_auth("wrong")
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::UNAUTHORIZED, "invalid_token").await;
    let response = app
        .client
        .delete(&path)
        .bearer_auth(&app.token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_error(
        app.get(&format!("/tournaments/{id}")).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.get(&format!("/tournaments/{id}/games/1")).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    let response = app
        .client
        .delete(&path)
        .bearer_auth(&app.token)
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    // Deleted, the same bytes can be uploaded anew.
    assert_eq!(app.upload(ONE_GAME).await.status(), StatusCode::CREATED);
    app.stop().await;
}

async fn the_list_is_paged_newest_first(backend: Backend) {
    let app = spawn_app(backend).await;
    for n in 1..=3 {
        let response = app.upload(&many_games(n)).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let page: Value = app
        .get("/tournaments?limit=2&offset=0")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["total"], 3);
    assert_eq!(page["items"].as_array().unwrap().len(), 2);
    let rest: Value = app
        .get("/tournaments?limit=2&offset=2")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(rest["items"].as_array().unwrap().len(), 1);
    let mut ids: BTreeSet<String> = BTreeSet::new();
    for item in page["items"]
        .as_array()
        .unwrap()
        .iter()
        .chain(rest["items"].as_array().unwrap())
    {
        ids.insert(item["id"].as_str().unwrap().to_string());
    }
    assert_eq!(ids.len(), 3);
    for bad in [
        "/tournaments?limit=0",
        "/tournaments?limit=501",
        "/tournaments?offset=-1",
    ] {
        assert_error(app.get(bad).await, StatusCode::BAD_REQUEST, "invalid_query").await;
    }
    app.stop().await;
}

async fn a_real_corpus_file_is_uploaded_and_read_back(backend: Backend) {
    let relative = "wiegerw-pdn/intl-10x10/succeed/nk2003-amsterdam.pdn";
    let Some(bytes) = corpus_file("a_real_corpus_file_is_uploaded_and_read_back", relative) else {
        return;
    };
    let app = spawn_app(backend).await;
    let form = Form::new().part("file", Part::bytes(bytes.clone()).file_name("nk2003.pdn"));
    let response = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&app.token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    assert_eq!(
        created["tournament"]["name"], "NK 2003",
        "named by its Event tag"
    );
    assert_eq!(created["tournament"]["bytes"], bytes.len());
    // SOURCES.md: 33 games.
    assert_eq!(created["tournament"]["games"], 33);
    let detail: Value = app
        .get(&format!("/tournaments/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let games = detail["games"].as_array().unwrap();
    assert_eq!(games.len(), 33);
    for game in games {
        let n = game["n"].as_u64().unwrap();
        let report: Value = app
            .get(&format!("/tournaments/{id}/games/{n}"))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(report["status"], game["status"]);
        let plies = report["plies"].as_u64().unwrap();
        assert_eq!(
            report["moves"].as_array().map(Vec::len),
            Some(plies as usize)
        );
        let response = app
            .get(&format!(
                "/tournaments/{id}/games/{n}/board.svg?ply={plies}"
            ))
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        let pdn = app
            .get(&format!("/tournaments/{id}/games/{n}/pdn"))
            .await
            .text()
            .await
            .unwrap();
        assert!(pdn.contains("[Event "), "{pdn}");
    }
    // The same file through /validate gives the same verdicts.
    let doc: Value = app
        .post_pdn("/validate", "application/x-pdn", &bytes)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        doc["summary"]["statuses"],
        created["tournament"]["statuses"]
    );
    app.stop().await;
}

async fn a_restart_on_the_same_database_loses_nothing(backend: Backend) {
    let app = spawn_app(backend).await;
    let created: Value = app.upload(MISSED_CAPTURE).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    let before: Value = app
        .get(&format!("/tournaments/{id}"))
        .await
        .json()
        .await
        .unwrap();
    let report_before = app
        .get(&format!("/tournaments/{id}/games/1"))
        .await
        .text()
        .await
        .unwrap();
    let (db, token) = (app.db.clone(), app.token.clone());
    let dir = app.stop().await;

    let app = spawn_on(&db, dir, |_| {}).await;
    let after: Value = app
        .get(&format!("/tournaments/{id}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(after, before);
    let report_after = app
        .get(&format!("/tournaments/{id}/games/1"))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(report_after, report_before);
    // The token made before the restart still works.
    let response = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&token)
        .header("content-type", "text/plain")
        .body(MISSED_CAPTURE.to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    app.stop().await;
}

async fn the_openapi_document_matches_the_router(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app.get("/openapi.json").await;
    assert_eq!(response.status(), StatusCode::OK);
    let doc: Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let parsed: utoipa::openapi::OpenApi = serde_json::from_value(doc.clone()).unwrap();
    let documented: BTreeSet<(String, String)> = documented_routes(&parsed).into_iter().collect();
    let registered: BTreeSet<(String, String)> = route_table().into_iter().collect();
    assert_eq!(documented, registered);
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());

    // Every documented operation answers: no 404 route_not_found, no 405.
    let created: Value = app.upload(ONE_GAME).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    for (method, path) in &documented {
        let url = format!(
            "http://127.0.0.1:{}{}",
            app.port,
            path.replace("{id}", id).replace("{n}", "1")
        );
        let method = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
        let response = app
            .client
            .request(method.clone(), &url)
            .send()
            .await
            .unwrap();
        let status = response.status();
        assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        if status == StatusCode::NOT_FOUND {
            let body: Value = response.json().await.unwrap();
            assert_ne!(body["error"]["code"], "route_not_found", "{method} {path}");
        }
        let operation = &doc["paths"][path][method.as_str().to_lowercase()];
        assert!(
            operation["responses"]
                .as_object()
                .is_some_and(|r| !r.is_empty())
        );
        // A body is documented with exactly the media types the server reads: PDN, or the
        // JSON of an arbiter's action.
        if let Some(content) = operation["requestBody"]["content"].as_object() {
            let documented: BTreeSet<&str> = content.keys().map(String::as_str).collect();
            let accepted: BTreeSet<&str> = if documented.contains("application/json") {
                ["application/json"].into_iter().collect()
            } else {
                ACCEPTED_TYPES.into_iter().collect()
            };
            assert_eq!(documented, accepted, "{method} {path}");
        }
    }
    app.stop().await;
}

/// A graceful stop lets a request in flight finish with its full answer.
async fn a_graceful_stop_finishes_requests_in_flight(backend: Backend) {
    // One refereeing turn, no waiting for it: a probe answered 503 `busy` proves the long
    // validation is being refereed when the stop begins. On a machine so loaded that the
    // validation ends before a probe gets through, the scenario runs again with more games.
    for games in [20_000, 60_000, 100_000] {
        let app = spawn_app_with(backend, |s| {
            s.max_concurrent = 1;
            s.queue_timeout = 0;
        })
        .await;
        let body = many_games(games);
        let port = app.port;
        let (sent_tx, sent_rx) = std::sync::mpsc::channel();
        let in_flight = actix_web::rt::task::spawn_blocking(move || {
            let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
            let head = format!(
                "POST /api/v1/validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            stream.write_all(head.as_bytes()).unwrap();
            stream.write_all(&body).unwrap();
            sent_tx.send(()).unwrap();
            let mut answer = Vec::new();
            stream.read_to_end(&mut answer).unwrap();
            String::from_utf8_lossy(&answer).into_owned()
        });
        actix_web::rt::task::spawn_blocking(move || sent_rx.recv())
            .await
            .unwrap()
            .unwrap();
        let mut busy = false;
        while !in_flight.is_finished() {
            let probe = app.post_pdn("/validate", "text/plain", ONE_GAME).await;
            if probe.status() == StatusCode::SERVICE_UNAVAILABLE {
                busy = true;
                break;
            }
            actix_web::rt::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        app.handle.stop(true).await;
        let answer = in_flight.await.unwrap();
        let _ = app.server.await;
        // The long validation may itself have lost the turn to a probe and been answered 503
        // `busy`: that run proved nothing, go again.
        if !busy || answer.starts_with("HTTP/1.1 503") {
            continue;
        }
        assert!(
            answer.starts_with("HTTP/1.1 200"),
            "{}",
            &answer[..answer.len().min(300)]
        );
        let json = &answer[answer.find("\r\n\r\n").unwrap() + 4..];
        let doc: Value = serde_json::from_str(json).unwrap();
        assert_eq!(doc["summary"]["games"], games);
        return;
    }
    panic!("no validation was ever caught in flight");
}

/// The binary: `token create` prints a token once, `serve` reads its settings from the
/// environment, and SIGTERM stops it cleanly.
async fn the_binary_serves_from_environment_settings_and_stops_on_sigterm(backend: Backend) {
    use std::io::BufRead;
    use std::process::{Command, Stdio};
    let exe = env!("CARGO_BIN_EXE_draughts-arbiter");
    let (db, _keep) = Keep::fresh(backend);
    // The same `--db` for `token` and `serve`: a file path or a PostgreSQL URL.
    let db_arg = match &db {
        Database::Sqlite(path) => path.display().to_string(),
        Database::Postgres(url) => url.clone(),
    };
    let created = Command::new(exe)
        .args(["token", "create", "organiser", "--db"])
        .arg(&db_arg)
        .output()
        .unwrap();
    assert!(created.status.success());
    let token = String::from_utf8(created.stdout)
        .unwrap()
        .trim()
        .to_string();
    assert!(token.starts_with("dat_"), "{token}");
    let again = Command::new(exe)
        .args(["token", "create", "organiser", "--db"])
        .arg(&db_arg)
        .output()
        .unwrap();
    assert!(!again.status.success(), "a token name is unique");

    let mut child = Command::new(exe)
        // Its "listening on" line is read: in English whatever the terminal speaks.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .arg("serve")
        .env("DRAUGHTS_ARBITER_BIND", "127.0.0.1:0")
        .env("DRAUGHTS_ARBITER_DB", &db_arg)
        .env("DRAUGHTS_ARBITER_MAX_BODY", "2K")
        .env("RUST_LOG", "warn")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let port: u16 = actix_web::rt::task::spawn_blocking(move || {
        let mut lines = std::io::BufReader::new(stderr).lines();
        let line = lines
            .find_map(|l| l.ok().filter(|l| l.contains("listening on")))
            .expect("the listening line");
        // Keep draining stderr so the server never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        let address = line.split("http://").nth(1).unwrap();
        let port = address.split([':', ' ']).nth(1).unwrap();
        port.parse().unwrap()
    })
    .await
    .unwrap();

    let client = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}/api/v1");
    let response = client
        .post(format!("{base}/tournaments"))
        .bearer_auth(&token)
        .header("content-type", "application/x-pdn")
        .header("connection", "close")
        .body(ONE_GAME.to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let response = client
        .post(format!("{base}/validate"))
        .header("content-type", "text/plain")
        .header("connection", "close")
        .body(vec![b' '; 3000])
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::PAYLOAD_TOO_LARGE, "body_too_large").await;
    drop(client);

    match Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
    {
        Ok(killed) => {
            assert!(killed.success());
            let status = actix_web::rt::task::spawn_blocking(move || child.wait())
                .await
                .unwrap()
                .unwrap();
            assert!(status.success(), "{status:?}");
        }
        Err(error) => {
            println!("SKIP the SIGTERM part: no `kill` command ({error})");
            let _ = child.kill();
            let _ = child.wait();
        }
    }
    // What it stored is in the file.
    let store = Store::open(&db).unwrap();
    assert_eq!(every_tournament(&store, 10).0, 1);
}

/// Statements on `db` as they are written, outside the store.
fn raw_sql(db: &Database, sql: &str) {
    match db {
        Database::Sqlite(path) => rusqlite::Connection::open(path)
            .and_then(|c| c.execute_batch(sql))
            .expect("SQLite statements"),
        Database::Postgres(url) => {
            let (url, sql) = (url.clone(), sql.to_string());
            // The blocking client may not run inside the tests' runtime.
            std::thread::spawn(move || {
                let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("connect");
                client.batch_execute(&sql).expect("PostgreSQL statements");
            })
            .join()
            .expect("the PostgreSQL thread");
        }
    }
}

/// SQLite's schema, every table and index as made.
fn sqlite_schema(path: &std::path::Path) -> Vec<(String, String)> {
    let conn = rusqlite::Connection::open(path).expect("open");
    let mut stmt = conn
        .prepare("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        .expect("prepare");
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows")
}

/// Issue 31's migration: a database of version 5, whose games have their kinds of finding
/// only in a bit set, answers a search by kind as before once opened (version 6 makes the
/// index of kinds from the games stored): the same games, order, pages and totals.
async fn a_version_5_database_is_searched_by_kind_as_before(backend: Backend) {
    let app = spawn_app(backend).await;
    for (name, bytes) in [("Club", CLUB_ROUND), ("Web", WEB_ROUND)] {
        let response = app.upload_named(name, bytes).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let mut queries: Vec<String> = arbiter::FindingKind::ALL
        .iter()
        .flat_map(|k| {
            [
                format!("/games?finding={}", k.name()),
                format!("/games?finding={}&limit=1&offset=1", k.name()),
            ]
        })
        .collect();
    queries.push("/games?finding=not_maximum_capture&event=web".into());
    let mut before = Vec::new();
    for query in &queries {
        before.push(app.get_json(query).await);
    }
    assert_eq!(before[0]["total"], 2, "the fixtures have missed captures");
    let db = app.db.clone();
    let keep = app.stop().await;
    // What version 5 left of the same games: no index of kinds (the one on the bit set), no
    // live rounds.
    let v5 = "DROP TABLE live_rounds; DROP TABLE game_kinds; \
              CREATE INDEX games_with_findings ON games (kinds) WHERE kinds <> 0;";
    match &db {
        Database::Sqlite(path) => {
            raw_sql(&db, &format!("{v5} PRAGMA user_version = 5;"));
            let dir = tempfile::tempdir().unwrap();
            let made = Database::Sqlite(dir.path().join("v5.db"));
            Store::create_at_schema(&made, 5).unwrap();
            let Database::Sqlite(made) = made else {
                unreachable!()
            };
            assert_eq!(
                sqlite_schema(path),
                sqlite_schema(&made),
                "version 5's schema"
            );
        }
        Database::Postgres(_) => {
            raw_sql(&db, &format!("{v5} UPDATE schema_version SET version = 5;"))
        }
    }
    let app = spawn_on(&db, keep, |_| {}).await;
    assert_eq!(app.get_json("/healthz").await["schema_version"], 7);
    for (query, expected) in queries.iter().zip(&before) {
        assert_eq!(&app.get_json(query).await, expected, "{query}");
    }
    app.stop().await;
}

/// A search by kind alone picks its plan from the kind's count: a page deep in many games of a
/// kind walks the games by date, one page of them all sorts the kind's games. Both give the
/// same games in the same order: every game of a kind, asked one page of one at a time, is the
/// game at that place of the page of all of them.
async fn a_search_by_kind_pages_as_one_page_of_all(backend: Backend) {
    let app = spawn_app(backend).await;
    // Many games of one kind (moves not ended by a result), on dates out of order and without.
    let unended: String = (0..60)
        .map(|i| {
            let date = match i % 4 {
                3 => String::new(),
                _ => format!(
                    "[Date \"20{:02}.0{}.1{}\"]\n",
                    (i * 7) % 25,
                    1 + i % 9,
                    i % 10
                ),
            };
            format!("[Event \"Unended {i}\"]\n{date}1. 32-28 19-23 2. 33-29\n\n")
        })
        .collect();
    for (name, bytes) in [
        ("Unended", unended.as_bytes()),
        ("Club", CLUB_ROUND),
        ("Web", WEB_ROUND),
        (
            "Irregular",
            &include_bytes!("../fixtures/referee/irregular_moves.pdn")[..],
        ),
        (
            "Results",
            &include_bytes!("../fixtures/referee/results.pdn")[..],
        ),
        (
            "Setups",
            &include_bytes!("../fixtures/referee/setups_and_text.pdn")[..],
        ),
    ] {
        let response = app.upload_named(name, bytes).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let stored = app.get_json("/games?limit=1").await["total"]
        .as_u64()
        .unwrap();
    let (mut paged, mut walked) = (0, 0);
    for kind in arbiter::FindingKind::ALL {
        let all = app
            .get_json(&format!("/games?finding={}&limit=200", kind.name()))
            .await;
        let every = hits(&all);
        assert_eq!(all["total"], every.len(), "{}", kind.name());
        for (k, expected) in every.iter().enumerate() {
            let one = app
                .get_json(&format!(
                    "/games?finding={}&limit=1&offset={k}",
                    kind.name()
                ))
                .await;
            assert_eq!(one["total"], all["total"], "{} at {k}", kind.name());
            assert_eq!(
                hits(&one),
                std::slice::from_ref(expected),
                "{} at {k}",
                kind.name()
            );
            paged += 1;
            // The pages the store's rule (`KindPlan::for_page`) walks by date.
            let found = every.len() as u64;
            walked += usize::from((1 + k as u64) * stored < found * found);
        }
    }
    assert!(paged > 20, "{paged} games paged");
    assert!(walked > 5, "{walked} of {paged} pages walked by date");
    app.stop().await;
}

const CLUB_ROUND: &[u8] = include_bytes!("../fixtures/cli/round.pdn");
const WEB_ROUND: &[u8] = include_bytes!("../fixtures/web/round.pdn");

/// `(tournament name, n)` of the games a search found, in order.
fn hits(page: &Value) -> Vec<(String, u64)> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["tournament_name"].as_str().unwrap().to_string(),
                g["n"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Every search filter over two tournaments, paging, and every bad parameter.
async fn search_finds_games_across_the_archive(backend: Backend) {
    let app = spawn_app(backend).await;
    for (name, bytes) in [("Club", CLUB_ROUND), ("Web", WEB_ROUND)] {
        let response = app.upload_named(name, bytes).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let all = app.get_json("/games").await;
    assert_eq!(all["total"], 8);
    // Newest games first: the web round is dated 2026, the club round 2024.
    assert_eq!(hits(&all)[0], ("Web".to_string(), 1));
    assert_eq!(all["items"][0]["white"], "Alpha");
    // A player by any spelling of the name; the side they had.
    for query in ["jansen", "Jansen,%20P.", "p%20JANSEN", "P.%20Jansen"] {
        let found = app.get_json(&format!("/games?player={query}")).await;
        assert_eq!(hits(&found), [("Club".to_string(), 1)], "{query}");
    }
    assert_eq!(
        app.get_json("/games?player=jansen&side=black").await["total"],
        0
    );
    assert_eq!(
        app.get_json("/games?player=de%20vries&side=black").await["total"],
        1
    );
    // The start of a name finds it (an arbiter types it a letter at a time).
    assert_eq!(app.get_json("/games?player=jans").await["total"], 1);
    assert_eq!(app.get_json("/games?player=ansen").await["total"], 0);
    // Event words, dates, round, result, verdict, finding kind, tournament.
    assert_eq!(app.get_json("/games?event=club").await["total"], 4);
    assert_eq!(
        app.get_json("/games?event=CHAMPIONSHIP%20club").await["total"],
        4
    );
    assert_eq!(
        app.get_json("/games?date_from=2025-01-01").await["total"],
        4
    );
    assert_eq!(
        app.get_json("/games?date_from=2024-03&date_to=2024-03")
            .await["total"],
        4
    );
    assert_eq!(app.get_json("/games?date_to=2024.03.01").await["total"], 0);
    assert_eq!(app.get_json("/games?round=3").await["total"], 4);
    assert_eq!(app.get_json("/games?result=0-2").await["total"], 1);
    assert_eq!(app.get_json("/games?status=irregular").await["total"], 3);
    let missed = app.get_json("/games?finding=missed_capture").await;
    assert_eq!(
        hits(&missed),
        [("Web".to_string(), 3), ("Club".to_string(), 2)]
    );
    assert_eq!(
        app.get_json("/games?finding=not_maximum_capture&event=web")
            .await["total"],
        1
    );
    let web_id = all["items"][0]["tournament"].as_str().unwrap().to_string();
    assert_eq!(
        app.get_json(&format!("/games?tournament={web_id}")).await["total"],
        4
    );
    // Pages.
    let first = app.get_json("/games?limit=3").await;
    let second = app.get_json("/games?limit=3&offset=3").await;
    let third = app.get_json("/games?limit=3&offset=6").await;
    let mut seen: Vec<(String, u64)> = [hits(&first), hits(&second), hits(&third)].concat();
    assert_eq!(seen.len(), 8);
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 8, "pages overlap");
    // Every hit leads to its game.
    let hit = &missed["items"][0];
    let report = app
        .get_json(&format!(
            "/tournaments/{}/games/{}",
            hit["tournament"].as_str().unwrap(),
            hit["n"]
        ))
        .await;
    assert_eq!(report["findings"][0]["kind"], "missed_capture");
    for bad in [
        "/games?limit=0",
        "/games?limit=501",
        "/games?offset=9223372036854775808",
        "/games?offset=-1",
        "/games?status=fine",
        "/games?finding=blunder",
        "/games?date_from=yesterday",
        "/games?date_from=2025&date_to=2024",
        "/games?side=green",
        "/games?duplicates=perhaps",
    ] {
        assert_error(app.get(bad).await, StatusCode::BAD_REQUEST, "invalid_query").await;
    }
    app.stop().await;
}

/// A round as federations write it: draws in four spellings, a win chess-style, names with
/// accents and in Cyrillic, and dates over two months and two years.
const TYPED_ROUND: &str = "\
[Event \"Open\"]\n[Date \"2021.08.13\"]\n[White \"Ouédraogo, Dasmane\"]\n[Black \"Шварцман, Александр\"]\n[Result \"1/2-1/2\"]\n\n1. 32-28 18-23 1/2-1/2\n\n\
[Event \"Open\"]\n[Date \"2021.08.13\"]\n[White \"Шварцман, Александр\"]\n[Black \"Baliakin, Alexander\"]\n[Result \"½-½\"]\n\n1. 32-28 18-23 ½-½\n\n\
[Event \"Open\"]\n[Date \"2021.08.14\"]\n[White \"Baliakin, Alexander\"]\n[Black \"Ouédraogo, Dasmane\"]\n[Result \"0.5-0.5\"]\n\n1. 32-28 18-23 0.5-0.5\n\n\
[Event \"Open\"]\n[Date \"2021.09.01\"]\n[White \"Jansen, P.\"]\n[Black \"Baliakin, Alexander\"]\n[Result \"1-1\"]\n\n1. 32-28 18-23 1-1\n\n\
[Event \"Open\"]\n[Date \"2020.08.13\"]\n[White \"Ouédraogo, Dasmane\"]\n[Black \"Jansen, P.\"]\n[Result \"1-0\"]\n\n1. 32-28 18-23 1-0\n";

/// The search as arbiters type it (issue 29): one result in any spelling, the start of a name
/// with or without its accents or in another script, dates written day first.
async fn search_reads_what_arbiters_type(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app
        .client
        .post(app.url("/tournaments?name=Typed"))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(TYPED_ROUND.as_bytes().to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let total = |page: Value| page["total"].as_u64().unwrap();
    // One result, any spelling: typed as any of them, it finds all four draws.
    for typed in ["1-1", "1/2-1/2", "½-½", "0.5-0.5", "1%20-%201"] {
        let found = app.get_json(&format!("/games?result={typed}")).await;
        assert_eq!(total(found), 4, "result={typed}");
    }
    assert_eq!(total(app.get_json("/games?result=2-0").await), 1);
    assert_eq!(total(app.get_json("/games?result=0-2").await), 0);
    // The start of a name, without its accents, in capitals or in Cyrillic.
    for (typed, games) in [
        ("ouedr", 3),
        ("OU%C3%89DRAOGO", 3),
        ("Dasmane%20ou", 3),
        ("bali", 3),
        ("shvarts", 2),
        ("%D0%A8%D0%B2%D0%B0%D1%80%D1%86", 2),
        ("akin", 0),
    ] {
        let found = app.get_json(&format!("/games?player={typed}")).await;
        assert_eq!(total(found), games, "player={typed}");
    }
    // Dates as they are written: day first, a month, a year.
    for (query, games) in [
        ("date_from=13/08/2021&date_to=13.08.2021", 2),
        ("date_from=13-08-2021", 4),
        ("date_from=2021-08&date_to=2021-08", 3),
        ("date_from=08/2021&date_to=08/2021", 3),
        ("date_from=2021&date_to=2021", 4),
        ("date_to=31.12.2020", 1),
    ] {
        let found = app.get_json(&format!("/games?{query}")).await;
        assert_eq!(total(found), games, "{query}");
    }
    // Month first is not guessed.
    assert_error(
        app.get("/games?date_from=08/13/2021").await,
        StatusCode::BAD_REQUEST,
        "invalid_query",
    )
    .await;
    app.stop().await;
}

/// The club round's first game (40 plies), with another White and result: the same game.
fn disagreeing_copy() -> Vec<u8> {
    let text = std::str::from_utf8(CLUB_ROUND).unwrap();
    let first = text.split("\n\n[Event").next().unwrap();
    first
        .replace("Jansen, P.", "Janssen, Piet")
        .replace("[Result \"1-1\"]", "[Result \"2-0\"]")
        .replace(" 1-1", " 2-0")
        .into_bytes()
}

/// Copies across tournaments are found, with what they disagree on.
async fn copies_across_the_archive_are_reported(backend: Backend) {
    let app = spawn_app(backend).await;
    let club: Value = app.upload(CLUB_ROUND).await.json().await.unwrap();
    let club_id = club["id"].as_str().unwrap().to_string();
    // The first game again, as is, alone in a file.
    let plain_copy: Vec<u8> = {
        let text = std::str::from_utf8(CLUB_ROUND).unwrap();
        format!("{}\n", text.split("\n\n[Event").next().unwrap()).into_bytes()
    };
    let copy: Value = app.upload(&plain_copy).await.json().await.unwrap();
    assert_eq!(copy["tournament"]["games"], 1);
    let page = app.get_json("/duplicates").await;
    assert_eq!(page["total"], 1, "{page}");
    assert_eq!(page["items"][0]["copies"], 2);
    assert_eq!(page["items"][0]["disagreements"], serde_json::json!([]));
    assert_eq!(
        app.get_json("/duplicates?disagreeing=true").await["total"],
        0
    );
    // A third copy that disagrees on the result and the players.
    let other: Value = app.upload(&disagreeing_copy()).await.json().await.unwrap();
    let other_id = other["id"].as_str().unwrap().to_string();
    let page = app.get_json("/duplicates?disagreeing=true").await;
    assert_eq!(page["total"], 1);
    let group = &page["items"][0];
    assert_eq!(group["copies"], 3);
    assert_eq!(
        group["disagreements"],
        serde_json::json!(["result", "players"])
    );
    let games = group["games"].as_array().unwrap();
    assert_eq!(games[0]["tournament"], club_id.as_str());
    assert_eq!(games[0]["white"], "Jansen, P.");
    assert!(
        games
            .iter()
            .any(|g| g["tournament"] == other_id.as_str() && g["result"] == "2-0")
    );
    assert_eq!(
        app.get_json(&format!("/duplicates?tournament={other_id}"))
            .await["total"],
        1
    );
    // A fourth copy, in a private tournament: not counted for a caller who may not read it,
    // and naming that tournament shows nothing; its uploader's token sees all four copies.
    let private: Value = app
        .client
        .post(app.url("/tournaments?name=Private&private=true"))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        // Other bytes than the public copy's (the same bytes are one upload).
        .body(String::from_utf8(plain_copy.clone()).unwrap().replacen(
            "[Event \"",
            "[Event \"Private ",
            1,
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let private_id = private["id"].as_str().unwrap().to_string();
    assert_eq!(app.get_json("/duplicates").await["items"][0]["copies"], 3);
    assert_eq!(
        app.get_json(&format!("/duplicates?tournament={private_id}"))
            .await["total"],
        0,
        "a private tournament's games are not revealed through its id"
    );
    let seen = app
        .get_json_as(&format!("/duplicates?tournament={private_id}"), &app.token)
        .await;
    assert_eq!(seen["total"], 1, "{seen}");
    assert_eq!(seen["items"][0]["copies"], 4);
    // In search: the copies, and only them.
    let copies = app.get_json("/games?duplicates=true").await;
    assert_eq!(copies["total"], 3);
    assert!(
        copies["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["plies"] == 40)
    );
    // Games shorter than 20 plies are never called copies: the same short game twice is not.
    let short_twice = [ONE_GAME, b"\n".as_slice(), ONE_GAME].concat();
    app.upload(&short_twice).await;
    assert_eq!(app.get_json("/duplicates").await["total"], 1);
    assert_error(
        app.get("/duplicates?limit=0").await,
        StatusCode::BAD_REQUEST,
        "invalid_query",
    )
    .await;
    app.stop().await;
}

/// The original comes back byte for byte.
async fn the_original_file_comes_back_byte_for_byte(backend: Backend) {
    let app = spawn_app(backend).await;
    // Windows-1252 text, a byte order mark elsewhere, CR LF line ends: all kept as sent.
    let mut bytes = b"\xef\xbb\xbf[Event \"Caf\xe9\"]\r\n[White \"Fran\xe7ois\"]\r\n\r\n".to_vec();
    bytes.extend_from_slice(b"1. 32-28 18-23 2. 38-32 *\r\n\r\n");
    bytes.extend_from_slice(&many_games(3000));
    let created: Value = app.upload(&bytes).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let response = app.get(&format!("/tournaments/{id}/original")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.bytes().await.unwrap().as_ref(), bytes.as_slice());
    // A game far into the file reads back from its own chunk.
    let report = app.get_json(&format!("/tournaments/{id}/games/3001")).await;
    assert_eq!(report["tags"]["Event"], "game 2999");
    assert_eq!(report["moves"].as_array().unwrap().len(), 2);
    let first = app.get_json(&format!("/tournaments/{id}/games/1")).await;
    assert_eq!(first["tags"]["White"], "François");
    assert_error(
        app.get("/tournaments/0123456789abcdef/original").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    app.stop().await;
}

/// Issue 16, item 4: while uploads and deletes race on one id, a read of the tournament never
/// answers a summary with the games of another moment (`games: 58` and an empty list). Before,
/// the summary and the games were two reads: this race tore about 1 read in 60.
async fn a_tournament_is_read_in_one_snapshot(backend: Backend) {
    let app = spawn_app(backend).await;
    let body = many_games(58);
    let created: Value = app.upload(&body).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for _ in 0..3 {
        let (client, base, token, stop) = (
            app.client.clone(),
            app.base.clone(),
            app.token.clone(),
            stop.clone(),
        );
        let (body, id) = (body.clone(), id.clone());
        writers.push(actix_web::rt::spawn(async move {
            let mut cycles = 0;
            while !stop.load(Ordering::Relaxed) {
                let _ = client
                    .delete(format!("{base}/tournaments/{id}"))
                    .bearer_auth(&token)
                    .send()
                    .await;
                let _ = client
                    .post(format!("{base}/tournaments"))
                    .bearer_auth(&token)
                    .header("content-type", "text/plain")
                    .body(body.clone())
                    .send()
                    .await;
                cycles += 1;
            }
            cycles
        }));
    }
    let mut readers = Vec::new();
    for _ in 0..4 {
        let (client, url) = (app.client.clone(), app.url(&format!("/tournaments/{id}")));
        readers.push(actix_web::rt::spawn(async move {
            let (mut reads, mut torn) = (0, 0);
            let start = std::time::Instant::now();
            while start.elapsed() < std::time::Duration::from_secs(6) {
                let response = client.get(&url).send().await.unwrap();
                if response.status() == StatusCode::OK {
                    let detail: Value = response.json().await.unwrap();
                    let listed = detail["games"].as_array().unwrap().len() as u64;
                    reads += 1;
                    if detail["tournament"]["games"].as_u64() != Some(listed) {
                        torn += 1;
                    }
                }
            }
            (reads, torn)
        }));
    }
    let (mut reads, mut torn) = (0, 0);
    for reader in readers {
        let (r, t) = reader.await.unwrap();
        reads += r;
        torn += t;
    }
    stop.store(true, Ordering::Relaxed);
    let mut cycles = 0;
    for writer in writers {
        cycles += writer.await.unwrap();
    }
    assert!(cycles > 0 && reads > 0, "{cycles} cycles, {reads} reads");
    assert_eq!(torn, 0, "{torn} of {reads} reads mixed two moments");
    app.stop().await;
}

/// Issue 15: the database holds real archive files in no more bytes than their PDN.
async fn the_database_is_no_larger_than_the_pdn_it_holds(backend: Backend) {
    let files = shared_corpus::pdn_files(&shared_corpus::root());
    assert!(!files.is_empty(), "no PDN file in the corpus");
    let app = spawn_app(backend).await;
    // What the files add: an empty schema has a few pages per table and index already.
    let empty = sizes::database_bytes(&app.db);
    let empty_audit = sizes::audit_bytes(&app.db);
    let mut pdn_bytes = 0u64;
    let mut stored = 0;
    for path in &files {
        let bytes = std::fs::read(path).unwrap();
        let response = app.upload(&bytes).await;
        // Files the service refuses (not PDN, too many games) take no room.
        if response.status().is_success() {
            let doc: Value = response.json().await.unwrap();
            if doc["created"] == true {
                pdn_bytes += bytes.len() as u64;
                stored += 1;
            }
        }
    }
    let store = Store::open(&app.db).unwrap();
    store.checkpoint().unwrap();
    let size = sizes::database_bytes(&app.db);
    // The audit trail (issue 14) grows with the writes, one entry an upload, not with the
    // games: said apart, and left out of what the games take.
    let audit = sizes::audit_bytes(&app.db) - empty_audit;
    let added = size.saturating_sub(empty).saturating_sub(audit);
    println!(
        "{backend:?}: {stored} corpus files, {pdn_bytes} bytes of PDN; database {empty} bytes empty, \
         {size} bytes after: {added} bytes added for the games ({:.2}x the PDN), {audit} bytes of audit trail",
        added as f64 / pdn_bytes as f64
    );
    assert!(stored > 50, "{stored} files stored");
    if std::env::var("KEEP_DB").is_ok() {
        std::mem::forget(app.keep);
        return;
    }
    assert!(
        added <= pdn_bytes,
        "{added} bytes of database for {pdn_bytes} of PDN"
    );
    app.stop().await;
}

/// The SQLite file and its WAL and shared-memory files.
fn sqlite_files(app: &TestApp) -> Vec<PathBuf> {
    let dir = app.keep.dir().expect("a SQLite test");
    ["arbiter.db", "arbiter.db-wal", "arbiter.db-shm"]
        .into_iter()
        .map(|name| dir.join(name))
        .collect()
}

/// Issue 16, item 7: the database files deleted under a running server. Before, uploads were
/// still answered 201 (and lost at the next start) and healthz said ok.
#[actix_web::test]
async fn a_database_deleted_under_the_server_is_said_and_nothing_is_acknowledged() {
    let app = spawn_app(Backend::Sqlite).await;
    assert_eq!(app.upload(ONE_GAME).await.status(), StatusCode::CREATED);
    for file in sqlite_files(&app) {
        let _ = std::fs::remove_file(file);
    }
    let health = assert_error(
        app.get("/healthz").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_lost",
    )
    .await;
    assert!(
        !health["error"]["message"]
            .as_str()
            .unwrap()
            .contains("arbiter.db"),
        "no path for the client: {health}"
    );
    assert_error(
        app.upload(MISSED_CAPTURE).await,
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_lost",
    )
    .await;
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    let id = list["items"][0]["id"].as_str().unwrap().to_string();
    let response = app
        .client
        .delete(app.url(&format!("/tournaments/{id}")))
        .bearer_auth(&app.token)
        .send()
        .await
        .unwrap();
    assert_error(response, StatusCode::SERVICE_UNAVAILABLE, "storage_lost").await;
    app.stop().await;
}

/// Issue 16, item 7: no room. Before, a full disk was a bare 500 and healthz said ok. A quota
/// (`--max-db-size`) fills for real (SQLite's own SQLITE_FULL); the free-space reserve is
/// checked before a write starts.
#[actix_web::test]
async fn a_full_database_refuses_writes_with_storage_full() {
    let app = spawn_app_with(Backend::Sqlite, |s| s.store.max_bytes = Some(512 << 10)).await;
    assert_eq!(app.upload(ONE_GAME).await.status(), StatusCode::CREATED);
    let big = many_games(20_000);
    let body = assert_error(
        app.upload(&big).await,
        StatusCode::INSUFFICIENT_STORAGE,
        "storage_full",
    )
    .await;
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("nothing was saved")
    );
    assert_error(
        app.get("/healthz").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_full",
    )
    .await;
    let list: Value = app.get("/tournaments").await.json().await.unwrap();
    assert_eq!(list["total"], 1, "nothing half-stored");
    // A write that fits clears it.
    assert_eq!(
        app.upload(MISSED_CAPTURE).await.status(),
        StatusCode::CREATED
    );
    assert_eq!(app.get("/healthz").await.status(), StatusCode::OK);
    app.stop().await;

    let app = spawn_app_with(Backend::Sqlite, |s| s.store.min_free_bytes = u64::MAX).await;
    assert_error(
        app.get("/healthz").await,
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_full",
    )
    .await;
    assert_error(
        app.upload(ONE_GAME).await,
        StatusCode::INSUFFICIENT_STORAGE,
        "storage_full",
    )
    .await;
    app.stop().await;
}

/// Issue 16, item 10: a large upload does not leave a WAL of its size behind.
#[actix_web::test]
async fn a_large_upload_leaves_no_large_wal_behind() {
    let app = spawn_app(Backend::Sqlite).await;
    let big = many_games(60_000);
    let response = app.upload(&big).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let wal = std::fs::metadata(&sqlite_files(&app)[1]).map_or(0, |m| m.len());
    assert!(
        wal < 1 << 20,
        "a WAL of {wal} bytes after a {} byte upload",
        big.len()
    );
    app.stop().await;
}

/// Issue 31: an import of many files leaves the WAL to SQLite between them, and SQLite's
/// checkpoint at a commit waits for a larger WAL than an upload's (its default, 1,000 pages):
/// each file's pages are added to the last one's (the index pages two files change copied into
/// the database once), and the import empties it after the last.
#[test]
fn files_written_in_a_row_add_to_the_wal_and_the_last_empties_it() {
    let (db, _keep) = Keep::fresh(Backend::Sqlite);
    let Database::Sqlite(path) = &db else {
        unreachable!("a SQLite file")
    };
    let store = Store::open(&db).unwrap();
    let mut after = Vec::new();
    for name in ["first", "second"] {
        let mut writer = writing(store.begin_tournament(&test_header(name), None).unwrap());
        writer.more_files_follow();
        // Other games in each file, so that the second is not the first's bytes.
        let games = many_games(30_000);
        let text = String::from_utf8(games)
            .unwrap()
            .replace("game ", &format!("{name} "));
        assert!(
            write_each_game(&mut writer, text.as_bytes())
                .iter()
                .all(Result::is_ok)
        );
        assert!(matches!(
            writer.commit().unwrap(),
            store::Stored::Created(_)
        ));
        after.push(store.wal_bytes());
    }
    assert!(
        after[0] > 4 << 20,
        "the first file's WAL is kept: {after:?}"
    );
    assert!(
        after[1] > after[0] * 3 / 2,
        "the second file's pages were added to the first's: {after:?}"
    );
    store.empty_large_wal();
    assert!(
        store.wal_bytes() < 1 << 20,
        "emptied after the last: {}",
        store.wal_bytes()
    );
    assert_eq!(rows_in(path, "games"), 60_000);
}

/// Issue 31: the files an import writes in a row are held in one SQLite transaction until
/// enough games are in it: none is seen before [`Store::commit_held`], a file dropped after
/// its first games were written is undone alone, and a file of the same bytes as one held
/// before it is found to be that tournament.
#[test]
fn files_written_in_a_row_are_held_and_committed_together() {
    let (db, _keep) = Keep::fresh(Backend::Sqlite);
    let Database::Sqlite(path) = &db else {
        unreachable!("a SQLite file")
    };
    let store = Store::open(&db).unwrap();
    let text = |name: &str| {
        String::from_utf8(many_games(50))
            .unwrap()
            .replace("game ", &format!("{name} "))
    };
    let write = |name: &str, bytes: &str| {
        let mut writer = writing(store.begin_tournament(&test_header(name), None).unwrap());
        writer.more_files_follow();
        // Written as they come, as an import writes them: the dropped file has rows to undo.
        writer.write_after(1);
        assert!(
            write_each_game(&mut writer, bytes.as_bytes())
                .iter()
                .all(Result::is_ok)
        );
        writer
    };
    let first = match write("first", &text("first")).commit().unwrap() {
        store::Stored::Created(summary) => summary,
        other => panic!("{other:?}"),
    };
    assert!(store.holds_write());
    drop(write("dropped", &text("dropped")));
    assert!(store.holds_write(), "the first file is still held");
    match write("again", &text("first")).commit().unwrap() {
        store::Stored::Exists(summary) => assert_eq!(summary.id, first.id),
        other => panic!("the first file's bytes: {other:?}"),
    }
    assert!(matches!(
        write("third", &text("third")).commit().unwrap(),
        store::Stored::Created(_)
    ));
    assert_eq!(
        rows_in(path, "games"),
        0,
        "nothing is seen before the commit"
    );
    store.commit_held().unwrap();
    assert!(!store.holds_write());
    assert_eq!(rows_in(path, "games"), 100);
    assert_eq!(rows_in(path, "tournaments"), 2);
    let names: Vec<String> = every_tournament_name(path);
    assert_eq!(names, ["first", "third"]);
    // Nothing is left of the dropped file: no row names it.
    assert_eq!(rows_in(path, "files"), 2);
}

/// The names of the stored tournaments, in the order they were made.
fn every_tournament_name(path: &std::path::Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(path).expect("open");
    let mut statement = conn
        .prepare("SELECT name FROM tournaments ORDER BY pk")
        .expect("prepare");
    statement
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("names")
}

/// A tournament header for a writer made by a test.
fn test_header(name: &str) -> store::TournamentHeader {
    store::TournamentHeader {
        name: name.into(),
        file_name: None,
        uploaded_by: "tests".into(),
        owner: None,
        ruleset: arbiter::Ruleset::Fmjd2024,
        strict: false,
        max_game_bytes: service::SERVER_MAX_GAME_BYTES,
        round: None,
        private: false,
    }
}

/// The writer of a file not stored yet.
fn writing(begun: store::Begun<'_>) -> Box<store::TournamentWriter<'_>> {
    let store::Begun::Writing(writer) = begun else {
        panic!("nothing stored yet");
    };
    writer
}

/// Gives `writer` the file's bytes, then each of its games refereed: what each call answered.
fn write_each_game(
    writer: &mut store::TournamentWriter<'_>,
    bytes: &[u8],
) -> Vec<Result<(), store::StoreError>> {
    let mut answers = vec![writer.original(bytes)];
    let mut splitter = pdn::GameSplitter::new(bytes);
    while let Some(chunk) = splitter.next_chunk().unwrap() {
        let (text, context) = pdn::decode_chunk(&chunk);
        let game = pdn::parse_game(&text, &context, &pdn::ReadOptions::default());
        let options = arbiter::RefereeOptions {
            include_moves: true,
            ..arbiter::RefereeOptions::default()
        };
        answers.push(writer.add(&store::NewGame {
            location: store::GameLocation::of(&chunk),
            report: arbiter::referee(&game, &options),
        }));
    }
    answers
}

/// Two writers with the same bytes, both past the check for stored bytes (two uploads at once,
/// two replicas): the database's constraints let the first commit store them and the second
/// find them stored. No lock of the process decides it.
async fn two_writers_with_the_same_bytes_make_one_tournament(backend: Backend) {
    use store::Stored;
    let (db, _keep) = Keep::fresh(backend);
    let store = Store::open(&db).unwrap();
    let bytes = CLUB_ROUND;
    let sha = store::sha256_hex(bytes);
    let header = test_header("race");
    fn feed<'s>(begun: store::Begun<'s>, bytes: &[u8]) -> Box<store::TournamentWriter<'s>> {
        let mut writer = writing(begun);
        for answer in write_each_game(&mut writer, bytes) {
            answer.unwrap();
        }
        writer
    }
    let first = feed(store.begin_tournament(&header, Some(&sha)).unwrap(), bytes);
    let second = feed(store.begin_tournament(&header, Some(&sha)).unwrap(), bytes);
    let Stored::Created(created) = first.commit().unwrap() else {
        panic!("the first commit stores them");
    };
    let Stored::Exists(existing) = second.commit().unwrap() else {
        panic!("the second finds them stored");
    };
    assert_eq!(created, existing);
    assert_eq!(every_tournament(&store, 10).0, 1);
    assert_eq!(store.games(&created.id).unwrap().unwrap().len(), 4);
    // An import's writer (no hash at the start) meets the same constraint at its commit.
    let header = store::TournamentHeader {
        name: "import".into(),
        ..header
    };
    let third = feed(store.begin_tournament(&header, None).unwrap(), bytes);
    let Stored::Exists(again) = third.commit().unwrap() else {
        panic!("an import of stored bytes finds them");
    };
    assert_eq!(again.id, created.id);
    assert_eq!(every_tournament(&store, 10).0, 1);
}

/// The rows of `table` in the SQLite file at `path`.
fn rows_in(path: &std::path::Path, table: &str) -> i64 {
    let conn = rusqlite::Connection::open(path).expect("open");
    conn.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
        .expect("count")
}

/// Issue 31: a file's writer checks no foreign keys while it writes on SQLite (checked, they
/// made SQLite journal every multi-row INSERT) and turns them on again after: the connection
/// it wrote with, the pool's only one, deletes the tournament with its files, games and blobs.
#[test]
fn the_connection_that_wrote_a_file_deletes_it_whole() {
    let (db, _keep) = Keep::fresh(Backend::Sqlite);
    let Database::Sqlite(path) = &db else {
        unreachable!("a SQLite file")
    };
    let one = store::StoreOptions {
        pool_size: 1,
        ..store::StoreOptions::default()
    };
    let store = Store::open_with(&db, one).unwrap();
    let mut writer = writing(
        store
            .begin_tournament(&test_header("written"), None)
            .unwrap(),
    );
    for answer in write_each_game(&mut writer, MISSED_CAPTURE) {
        answer.unwrap();
    }
    let store::Stored::Created(summary) = writer.commit().unwrap() else {
        panic!("stored")
    };
    for table in ["files", "games", "game_kinds", "file_blobs"] {
        assert!(rows_in(path, table) > 0, "{table} written");
    }
    assert!(store.delete_tournament(&summary.id, "tests").unwrap());
    for table in ["tournaments", "files", "games", "game_kinds", "file_blobs"] {
        assert_eq!(rows_in(path, table), 0, "{table} after the deletion");
    }
}

/// A fresh SQLite store whose file may not grow past 512 KiB, and its path (the `Keep` first,
/// so that bound first it is dropped last, after the store).
fn sqlite_store_of_512_kib() -> (Keep, Store, std::path::PathBuf) {
    let (db, keep) = Keep::fresh(Backend::Sqlite);
    let Database::Sqlite(path) = &db else {
        unreachable!("a SQLite file")
    };
    let quota = store::StoreOptions {
        max_bytes: Some(512 << 10),
        ..store::StoreOptions::default()
    };
    let store = Store::open_with(&db, quota).unwrap();
    (keep, store, path.clone())
}

/// Issue 31: a file is stored whole or not at all, even for a caller that goes on after an
/// error. Here a quota is reached mid-INSERT (where SQLite, keeping no statement journal, rolls
/// the transaction back itself): every later call fails, nothing more is written, the commit
/// fails, and the database holds none of the file.
#[test]
fn a_file_whose_write_failed_writes_nothing_more() {
    let (_keep, store, path) = sqlite_store_of_512_kib();
    let path = path.as_path();
    let mut writer = writing(
        store
            .begin_tournament(&test_header("too big"), None)
            .unwrap(),
    );
    writer.write_after(0);
    let answers = write_each_game(&mut writer, &many_games(20_000));
    let first = answers
        .iter()
        .position(Result::is_err)
        .expect("the quota is reached");
    assert!(
        matches!(answers[first], Err(store::StoreError::Full(_))),
        "{:?}",
        answers[first]
    );
    assert!(
        answers[first..].iter().all(Result::is_err),
        "nothing after it"
    );
    assert!(writer.commit().is_err());
    for table in ["tournaments", "files", "games", "file_blobs"] {
        assert_eq!(rows_in(path, table), 0, "{table}");
    }
}

/// Issue 31: a write that fails in a file after others held in the same transaction. Here the
/// quota is reached mid-INSERT, where SQLite ends the transaction itself: the files held
/// before it are gone with it, and the commit of what is held says so rather than answering
/// them stored (the import then says nothing of them but the error).
#[test]
fn a_failed_write_after_files_held_leaves_them_whole_or_not_at_all() {
    let (_keep, store, path) = sqlite_store_of_512_kib();
    let path = path.as_path();
    let mut first = writing(store.begin_tournament(&test_header("held"), None).unwrap());
    first.more_files_follow();
    first.write_after(0);
    assert!(
        write_each_game(&mut first, &many_games(20))
            .iter()
            .all(Result::is_ok)
    );
    assert!(matches!(first.commit().unwrap(), store::Stored::Created(_)));
    assert!(store.holds_write());
    let mut second = writing(
        store
            .begin_tournament(&test_header("too big"), None)
            .unwrap(),
    );
    second.more_files_follow();
    second.write_after(0);
    let answers = write_each_game(&mut second, &many_games(20_000));
    assert!(
        answers
            .iter()
            .any(|a| matches!(a, Err(store::StoreError::Full(_)))),
        "the quota is reached"
    );
    assert!(second.commit().is_err());
    let committed = store.commit_held();
    assert!(!store.holds_write());
    let (tournaments, games) = (rows_in(path, "tournaments"), rows_in(path, "games"));
    assert!(
        matches!(committed, Err(store::StoreError::Data(_))),
        "the held files went with the transaction: {committed:?}"
    );
    assert_eq!((tournaments, games), (0, 0));
}

on_both_backends!(
    health_answers_with_a_request_id,
    head_is_answered_as_get_without_a_body,
    an_archive_upload_keeps_the_bytes_sent,
    validate_returns_the_report_document,
    validate_streams_ndjson_one_report_per_line,
    validate_refuses_bad_input_with_the_right_status,
    chunked_body_over_the_limit_is_refused,
    uploads_need_a_valid_token,
    upload_twice_gives_the_same_tournament,
    upload_errors_have_their_statuses,
    a_stored_tournament_reads_back_game_by_game,
    board_diagrams_of_games_and_positions,
    unknown_ids_and_routes_are_404,
    delete_needs_a_token_and_removes_everything,
    the_list_is_paged_newest_first,
    a_restart_on_the_same_database_loses_nothing,
    the_openapi_document_matches_the_router,
    a_graceful_stop_finishes_requests_in_flight,
    the_binary_serves_from_environment_settings_and_stops_on_sigterm,
    search_finds_games_across_the_archive,
    search_reads_what_arbiters_type,
    copies_across_the_archive_are_reported,
    the_original_file_comes_back_byte_for_byte,
    a_tournament_is_read_in_one_snapshot,
    two_writers_with_the_same_bytes_make_one_tournament,
    a_version_5_database_is_searched_by_kind_as_before,
    a_search_by_kind_pages_as_one_page_of_all,
);

on_both_backends!(needs the corpus:
    a_real_corpus_file_is_uploaded_and_read_back,
    the_database_is_no_larger_than_the_pdn_it_holds,
);

/// The findings' sentences follow `?lang=`, else `Accept-Language`; kinds and codes stay English.
#[actix_web::test]
async fn validate_speaks_the_language_asked_for() {
    let app = spawn_app(Backend::Sqlite).await;
    let message = |doc: &Value| doc["games"][0]["findings"][0]["message"].clone();
    let english: Value = app
        .post_pdn("/validate", "application/x-pdn", MISSED_CAPTURE)
        .await
        .json()
        .await
        .unwrap();
    assert!(
        message(&english)
            .as_str()
            .unwrap()
            .contains("was obligatory")
    );
    for (query, header, words) in [
        ("?lang=fr", None, "était obligatoire"),
        ("", Some("nl-BE,nl;q=0.9,en;q=0.5"), "verplicht"),
        ("", Some("de-DE, ru;q=0.8"), "обязательно"),
        // The parameter wins over the header.
        ("?lang=fr", Some("ru"), "était obligatoire"),
    ] {
        let mut request = app
            .client
            .post(app.url(&format!("/validate{query}")))
            .header("content-type", "application/x-pdn")
            .body(MISSED_CAPTURE.to_vec());
        if let Some(header) = header {
            request = request.header("accept-language", header);
        }
        let doc: Value = request.send().await.unwrap().json().await.unwrap();
        let finding = &doc["games"][0]["findings"][0];
        assert_eq!(finding["kind"], "missed_capture", "{query} {header:?}");
        assert!(
            finding["message"].as_str().unwrap().contains(words),
            "{query} {header:?}: {}",
            finding["message"]
        );
    }
    // A language we do not speak in the header is English; in the parameter, a clear 400.
    let doc: Value = app
        .client
        .post(app.url("/validate"))
        .header("content-type", "application/x-pdn")
        .header("accept-language", "pl-PL")
        .body(MISSED_CAPTURE.to_vec())
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(message(&doc), message(&english));
    let response = app
        .post_pdn(
            "/validate?lang=klingon",
            "application/x-pdn",
            MISSED_CAPTURE,
        )
        .await;
    let body = assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    assert!(
        body.to_string()
            .contains("the language `klingon` is not spoken here"),
        "{body}"
    );

    // A stored game is said in the reader's language; what was stored stays as it was.
    let created: Value = app.upload(MISSED_CAPTURE).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let game = format!("/tournaments/{id}/games/1");
    let stored: Value = app.get(&game).await.json().await.unwrap();
    assert_eq!(stored["findings"][0]["message"], message(&english));
    let french: Value = app
        .get(&format!("{game}?lang=fr"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(french["findings"][0]["kind"], "missed_capture");
    let said = french["findings"][0]["message"].as_str().unwrap();
    assert!(said.contains("était obligatoire"), "{said}");
    assert_eq!(
        french["findings"][0]["required"],
        stored["findings"][0]["required"]
    );
    assert_eq!(french["status"], stored["status"]);
    let russian: Value = app
        .client
        .get(app.url(&game))
        .header("accept-language", "ru")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let said = russian["findings"][0]["message"].as_str().unwrap();
    assert!(said.contains("обязательно"), "{said}");
    let response = app.get(&format!("{game}?lang=xx")).await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    let again: Value = app.get(&game).await.json().await.unwrap();
    assert_eq!(again, stored);

    // Issue 29: a stored game's reader warnings too, on their move, as `POST /validate` says
    // them.
    let zero = b"[FEN \"W:W32,38:B5\"]\n\n1. 32-28 05-10 2. 38-33 *\n";
    let created: Value = app.upload(zero).await.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let game = format!("/tournaments/{id}/games/1");
    let validated: Value = app
        .post_pdn("/validate?lang=fr", "application/x-pdn", zero)
        .await
        .json()
        .await
        .unwrap();
    for lang in ["fr", "nl", "ru"] {
        let said: Value = app
            .get(&format!("{game}?lang={lang}"))
            .await
            .json()
            .await
            .unwrap();
        let warning = &said["findings"][0];
        assert_eq!(warning["kind"], "parse_warning", "{said}");
        let message = warning["message"].as_str().unwrap_or_default();
        assert!(!message.contains("leading zero"), "{lang}: {message}");
        assert!(message.contains("`05-10`"), "{lang}: {message}");
        if lang == "fr" {
            assert_eq!(
                warning["message"], validated["games"][0]["findings"][0]["message"],
                "{said}"
            );
        }
    }
    app.stop().await;
}

/// A known exporter's fault is said once a file over HTTP as on the command line: on the
/// first game of a validated file, and on the first game of a stored one.
#[actix_web::test]
async fn an_exporters_fault_is_said_once_a_file() {
    let app = spawn_app(Backend::Sqlite).await;
    let game = |n: u32| {
        format!("[White \"A{n}\"]\\r\n[Black \"B{n}\"]\n[Result \"*\"]\n\n1. 32-28 19-23 *\n\n")
    };
    let file = format!("{}{}{}", game(1), game(2), game(3));
    let escapes = |report: &Value| {
        report["findings"]
            .as_array()
            .map(|f| {
                f.iter()
                    .filter(|f| f["detail"]["problem"]["problem"] == "literal_escape")
                    .count()
            })
            .unwrap_or_default()
    };
    let doc: Value = app
        .post_pdn("/validate", "application/x-pdn", file.as_bytes())
        .await
        .json()
        .await
        .unwrap();
    let said: Vec<usize> = doc["games"]
        .as_array()
        .map(|g| g.iter().map(escapes).collect())
        .unwrap_or_default();
    assert_eq!(said, [1, 0, 0], "{doc}");
    let created: Value = app.upload(file.as_bytes()).await.json().await.unwrap();
    let id = created["id"].as_str().expect("id");
    let mut stored = Vec::new();
    for n in 1..=3 {
        let report = app.get_json(&format!("/tournaments/{id}/games/{n}")).await;
        stored.push(escapes(&report));
    }
    assert_eq!(stored, [1, 0, 0]);
    app.stop().await;
}
