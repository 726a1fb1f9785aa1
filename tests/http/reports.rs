//! What the arbiter gets back over HTTP (issue 18): `.zip` and `.gz` uploads unpacked within the
//! body limit, lidraughts' media type, refusals in plain words, `min_severity` on validation,
//! `POST /annotate`, a tournament named by its Event tag, the reader's warnings pointing at their
//! move, every game's findings in brief, and board diagrams that call required only what the
//! rules required, with plain-word captions, flipped or without a caption.

use crate::app_support::{Backend, TestApp, spawn_app, spawn_app_with};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use std::io::Write;

const ROUND: &[u8] = include_bytes!("../../fixtures/web/round.pdn");
const SPACING: &[u8] = include_bytes!("../../fixtures/cli/spacing.pdn");
const AMBIGUOUS: &[u8] = include_bytes!("../../fixtures/cli/ambiguous.pdn");

async fn post(app: &TestApp, path: &str, content_type: &str, body: &[u8]) -> reqwest::Response {
    reqwest::Client::new()
        .post(app.api(path))
        .header("content-type", content_type)
        .body(body.to_vec())
        .send()
        .await
        .expect("request")
}

async fn get(app: &TestApp, path: &str) -> reqwest::Response {
    reqwest::get(app.api(path)).await.expect("request")
}

/// Uploads a multipart form with `file` named `file_name` (and no tournament name).
async fn upload_file(app: &TestApp, file_name: &str, bytes: &[u8]) -> reqwest::Response {
    let form = Form::new().part(
        "file",
        Part::bytes(bytes.to_vec()).file_name(file_name.to_string()),
    );
    reqwest::Client::new()
        .post(app.api("/tournaments"))
        .bearer_auth(&app.token)
        .multipart(form)
        .send()
        .await
        .expect("request")
}

/// The error body, after checking its status and code.
async fn error(response: reqwest::Response, status: StatusCode, code: &str) -> String {
    assert_eq!(response.status(), status, "status for {code}");
    let body: Value = response.json().await.expect("JSON error");
    assert_eq!(body["error"]["code"], code, "{body}");
    body["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, bytes) in entries {
        writer
            .start_file(*name, zip::write::SimpleFileOptions::default())
            .expect("zip entry");
        writer.write_all(bytes).expect("zip write");
    }
    writer.finish().expect("zip").into_inner()
}

fn gzip_of(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(bytes).expect("gzip");
    encoder.finish().expect("gzip")
}

#[actix_web::test]
async fn archives_and_lidraughts_media_type_are_read_refusals_are_in_plain_words() {
    let app = spawn_app(Backend::Sqlite).await;
    // A .zip of two rounds (and a note), uploaded through the form without a name: both files'
    // games, the tournament named by the Event tag, not by the archive.
    let zip = zip_of(&[
        ("round1.pdn", ROUND),
        ("notes.txt", b"bring the clocks"),
        ("round2.pdn", SPACING),
    ]);
    let response = upload_file(&app, "rounds.zip", &zip).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["tournament"]["games"], 8);
    assert_eq!(body["tournament"]["name"], "Web fixture");
    // The same games in a .gz, validated as a raw body.
    let response = post(&app, "/validate", "application/gzip", &gzip_of(SPACING)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let doc: Value = response.json().await.expect("JSON");
    assert_eq!(doc["summary"]["games"], 4);
    // lidraughts' media type.
    let response = post(&app, "/validate", "application/x-draughts-pdn", ROUND).await;
    assert_eq!(response.status(), StatusCode::OK);
    // A game without an Event tag is named by its file.
    let response = upload_file(&app, "friendly.pdn", b"[White \"A\"]\n\n1. 32-28 *\n").await;
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["tournament"]["name"], "friendly.pdn");

    // Refusals say what is wrong in words.
    let message = error(
        post(
            &app,
            "/validate",
            "application/zip",
            &zip_of(&[("a.txt", b"x")]),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "bad_archive",
    )
    .await;
    assert!(
        message.starts_with("the .zip archive holds no .pdn file: zip the PDN files themselves"),
        "{message}"
    );
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10";
    let message = error(
        post(&app, "/validate", "application/octet-stream", png).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "not_pdn",
    )
    .await;
    assert_eq!(
        message,
        "this file is not PDN but a binary file (a picture, a document?): export the games as \
         PDN and send that file"
    );
    let message = error(
        post(&app, "/validate", "image/png", png).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    assert!(
        message.contains("send a PDN file, a .zip or .gz of PDN files"),
        "{message}"
    );
    app.handle.stop(false).await;

    // What is inside an archive is held to the body limit like a plain body.
    let app = spawn_app_with(Backend::Sqlite, |s| s.max_body = 4096).await;
    let big = gzip_of(&vec![b' '; 5000]);
    assert!(big.len() < 4096);
    error(
        post(&app, "/validate", "application/gzip", &big).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "body_too_large",
    )
    .await;
    app.handle.stop(false).await;
}

#[actix_web::test]
async fn min_severity_filters_a_validation_in_both_forms() {
    let app = spawn_app(Backend::Sqlite).await;
    let response = post(&app, "/validate?min_severity=error", "text/plain", SPACING).await;
    assert_eq!(response.status(), StatusCode::OK);
    let doc: Value = response.json().await.expect("JSON");
    let games = doc["games"].as_array().expect("games");
    assert_eq!(games.len(), 1, "only the game with an error");
    assert_eq!(games[0]["index"], 3);
    assert_eq!(doc["summary"]["games"], 4, "the summary counts every game");
    let response = reqwest::Client::new()
        .post(app.api("/validate?min_severity=warning"))
        .header("content-type", "text/plain")
        .header("accept", "application/x-ndjson")
        .body(SPACING.to_vec())
        .send()
        .await
        .expect("request");
    let text = response.text().await.expect("NDJSON");
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[3]["findings"].as_array().map(Vec::len),
        Some(1),
        "game 4 without its info finding"
    );
    let message = error(
        post(&app, "/validate?min_severity=fatal", "text/plain", SPACING).await,
        StatusCode::BAD_REQUEST,
        "invalid_query",
    )
    .await;
    assert!(message.contains("unknown severity"), "{message}");
    app.handle.stop(false).await;
}

#[actix_web::test]
async fn annotate_answers_pdn_with_each_finding_at_its_move() {
    let app = spawn_app(Backend::Sqlite).await;
    let response = post(&app, "/annotate", "application/x-pdn", ROUND).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap_or_default()
            .starts_with("application/x-pdn")
    );
    let text = response.text().await.expect("PDN");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "1. 32x21 {arbiter: error: 32x21 takes fewer pieces than the majority rule demands"
        ),
        "{text}"
    );
    assert_eq!(text.matches("[Event ").count(), 4);
    // Only errors, from a zip.
    let zip = zip_of(&[("r.pdn", SPACING)]);
    let text = post(
        &app,
        "/annotate?min_severity=error",
        "application/zip",
        &zip,
    )
    .await
    .text()
    .await
    .expect("PDN");
    assert_eq!(text.matches("{arbiter: ").count(), 1, "{text}");
    error(
        post(&app, "/annotate", "text/plain", b"").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "no_games",
    )
    .await;
    app.handle.stop(false).await;
}

#[actix_web::test]
async fn stored_reports_point_reader_warnings_at_their_move_and_findings_come_in_brief() {
    let app = spawn_app(Backend::Sqlite).await;
    let response = upload_file(&app, "spacing.pdn", SPACING).await;
    let body: Value = response.json().await.expect("JSON");
    let id = body["id"].as_str().expect("id").to_string();
    assert_eq!(body["tournament"]["name"], "10x10 online");
    let report: Value = get(&app, &format!("/tournaments/{id}/games/1"))
        .await
        .json()
        .await
        .expect("JSON");
    let warning = &report["findings"][0];
    assert_eq!(warning["kind"], "parse_warning");
    assert_eq!(warning["ply"], 8, "4... 5- 10");
    assert_eq!(warning["move_number"], 4);
    assert_eq!(warning["side"], "black");
    assert_eq!(warning["notation"], "5- 10");

    let brief: Value = get(&app, &format!("/tournaments/{id}/game-findings"))
        .await
        .json()
        .await
        .expect("JSON");
    let games = brief["games"].as_array().expect("games");
    assert_eq!(games.len(), 4);
    assert_eq!(games[2]["n"], 3);
    assert_eq!(
        games[2]["findings"],
        serde_json::json!([{"kind": "missed_capture", "severity": "error", "ply": 3}])
    );
    assert_eq!(games[3]["findings"][1]["severity"], "info");
    assert_eq!(games[0]["outcome"]["reason"], "game_stopped");
    error(
        get(&app, "/tournaments/0123456789abcdef/game-findings").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    app.handle.stop(false).await;
}

/// The classes of the polylines of an SVG, in drawing order.
fn lines(svg: &str) -> Vec<&str> {
    svg.match_indices("<polyline class=\"")
        .filter_map(|(i, m)| {
            let rest = &svg[i + m.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

#[actix_web::test]
async fn diagrams_call_required_only_what_the_rules_required() {
    let app = spawn_app(Backend::Sqlite).await;
    // A man moved backwards: the other moves were only legal, and are drawn quietly.
    let man_back = b"[White \"A\"]\n[Black \"B\"]\n[FEN \"W:W28:B1\"]\n\n1. 28-32 *\n";
    let mut games = man_back.to_vec();
    games.extend_from_slice(b"\n");
    games.extend_from_slice(AMBIGUOUS);
    games.extend_from_slice(b"\n");
    games.extend_from_slice(ROUND);
    let body: Value = upload_file(&app, "diagrams.pdn", &games)
        .await
        .json()
        .await
        .expect("JSON");
    let id = body["id"].as_str().expect("id").to_string();
    let svg = |path: String| {
        let app = &app;
        async move { get(app, &path).await.text().await.expect("SVG") }
    };
    let man = svg(format!("/tournaments/{id}/games/1/board.svg?finding=0")).await;
    assert_eq!(lines(&man), ["legal", "legal", "played"], "{man}");
    assert!(
        man.contains("Move 1, White: Man moved like a king."),
        "{man}"
    );
    assert!(
        man.contains("legal moves 28-22, 28-23 (grey, dashed)."),
        "{man}"
    );
    assert!(!man.contains("premature_king_move"));
    // An ambiguous notation, a warning: the reading chosen and the other one, in amber.
    let ambiguous = svg(format!("/tournaments/{id}/games/2/board.svg?finding=0")).await;
    assert_eq!(lines(&ambiguous), ["reading", "chosen"], "{ambiguous}");
    assert!(ambiguous.contains("stroke=\"#b7791f\""));
    assert!(!ambiguous.contains("#c53030\" stroke-width"), "nothing red");
    // A capture that was not the largest: required in green.
    let capture = svg(format!("/tournaments/{id}/games/4/board.svg?finding=0")).await;
    assert_eq!(lines(&capture), ["required", "played"]);
    assert!(capture.contains("Not the largest capture."), "{capture}");
    // Without a caption the board is square; flipped, square 1 is at the bottom right.
    let bare = svg(format!(
        "/tournaments/{id}/games/4/board.svg?finding=0&caption=false&flip=true"
    ))
    .await;
    assert!(bare.contains("height=\"480\""));
    assert!(!bare.contains("class=\"caption\""));
    assert!(bare.contains("data-square=\"1\" x=\"384\" y=\"432\""));
    let fen = svg("/board.svg?fen=W:W32:B1&flip=true".to_string()).await;
    assert!(fen.contains("data-flipped=\"true\""));
    // The captions in the language asked, as the page says them beside the board.
    let french = svg(format!(
        "/tournaments/{id}/games/4/board.svg?finding=0&lang=fr"
    ))
    .await;
    assert!(french.contains("Prise non majoritaire."), "{french}");
    assert!(french.contains("(vert)"), "{french}");
    assert!(!french.contains("largest"), "{french}");
    // A game whose moves are all right: each position's caption says the move and whose turn.
    let clean: Value = upload_file(
        &app,
        "clean.pdn",
        b"[White \"C\"]\n[Black \"D\"]\n\n1. 32-28 19-23 *\n",
    )
    .await
    .json()
    .await
    .expect("JSON");
    let clean = clean["id"].as_str().expect("id").to_string();
    let start = svg(format!(
        "/tournaments/{clean}/games/1/board.svg?ply=0&lang=ru"
    ))
    .await;
    assert!(start.contains("Начальная позиция; Ход белых"), "{start}");
    let after = svg(format!(
        "/tournaments/{clean}/games/1/board.svg?ply=1&lang=nl"
    ))
    .await;
    assert!(
        after.contains("Halve zet 1: 1. 32-28; Zwart aan zet"),
        "{after}"
    );
    let english = svg(format!("/tournaments/{clean}/games/1/board.svg?ply=2")).await;
    assert!(
        english.contains("Ply 2: 1... 19-23; White to move"),
        "{english}"
    );
    let dutch = svg("/board.svg?fen=W:W32:B1&lang=nl".to_string()).await;
    assert!(dutch.contains("Wit aan zet"), "{dutch}");
    app.handle.stop(false).await;
}
