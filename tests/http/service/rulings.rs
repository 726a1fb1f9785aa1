//! Issue 14's rulings through the API: a ruling changes the standings and the exports (which
//! say the result is ruled) but never the stored record or verdict; the latest ruling in force
//! counts and the history stays; a finding is ruled stood or corrected, with its article.

use super::tournaments::{fixture, round_robin};
use super::{Backend, StatusCode, TestApp, assert_error, spawn_app};
use serde_json::{Value, json};

/// A standings row's points, by name.
fn points(report: &Value, name: &str) -> i64 {
    report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|row| row["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {report}"))["points"]
        .as_i64()
        .expect("points")
}

/// The report's entry of the tournament's game `n`.
fn game(report: &Value, n: u64) -> &Value {
    report["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["n"] == n)
        .unwrap_or_else(|| panic!("game {n} in {report}"))
}

async fn text(app: &TestApp, path: &str) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status(), StatusCode::OK, "GET {path}");
    response.text().await.expect("text")
}

async fn a_ruling_changes_standings_and_exports_but_not_the_verdict(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app.tournament_of(&round_robin()).await;
    let before = app.get_json(&format!("/tournaments/{id}/standings")).await;
    let first = game(&before, 1);
    assert_eq!(first["white"], "Bakker, Anna");
    assert_eq!(first["black"], "Gerrits, Finn");
    assert_eq!(first["counted"], "1-1");
    let (anna, finn) = (
        points(&before, "Bakker, Anna"),
        points(&before, "Gerrits, Finn"),
    );
    let verdict = app.get_json(&format!("/tournaments/{id}/games/1")).await;
    let pdn = text(&app, &format!("/tournaments/{id}/games/1/pdn")).await;
    let csv_before = text(&app, &format!("/tournaments/{id}/exports/standings.csv")).await;

    // The scoresheet says White won.
    let ruled = app
        .post_json(
            &format!("/tournaments/{id}/decisions"),
            &json!({"ruling": {"game": 1, "result": "2-0", "kind": "corrected",
                    "reason": "the scoresheet, signed by both, gives 2-0", "article": "13.1"}}),
        )
        .await;
    assert_eq!(ruled.status(), StatusCode::CREATED);
    let ruled: Value = ruled.json().await.expect("JSON");
    assert!(
        ruled["made_by"]
            .as_str()
            .is_some_and(|s| s.starts_with("tests-"))
    );
    chrono::DateTime::parse_from_rfc3339(ruled["made_at"].as_str().expect("made_at"))
        .expect("made_at is RFC 3339");

    let after = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(points(&after, "Bakker, Anna"), anna + 1);
    assert_eq!(points(&after, "Gerrits, Finn"), finn - 1);
    let first = game(&after, 1);
    assert_eq!(first["counted"], "2-0");
    assert_eq!(first["recorded"], "1-1", "the record stays as written");
    assert_eq!(first["source"], "ruling", "{first}");
    let csv_after = text(&app, &format!("/tournaments/{id}/exports/standings.csv")).await;
    assert_ne!(csv_before, csv_after, "the export follows the ruling");
    let html = text(&app, &format!("/tournaments/{id}/exports/standings.html")).await;
    assert!(
        html.to_lowercase().contains("ruled"),
        "the printable page says so"
    );

    // The stored game and its verdict are as they were.
    assert_eq!(
        app.get_json(&format!("/tournaments/{id}/games/1")).await,
        verdict
    );
    assert_eq!(
        text(&app, &format!("/tournaments/{id}/games/1/pdn")).await,
        pdn
    );

    // A second ruling counts over the first; withdrawn, the first counts again.
    let second: Value = app
        .post_json(
            &format!("/tournaments/{id}/decisions"),
            &json!({"ruling": {"game": 1, "result": "0-0", "kind": "ruled",
                    "reason": "prearranged result", "article": "9.1"}}),
        )
        .await
        .json()
        .await
        .expect("JSON");
    let now = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(points(&now, "Bakker, Anna"), anna - 1);
    assert_eq!(points(&now, "Gerrits, Finn"), finn - 1);
    let history = app
        .get_json(&format!("/tournaments/{id}/games/1/rulings"))
        .await;
    assert_eq!(history["rulings"].as_array().map(Vec::len), Some(2));
    assert_eq!(history["in_force"], second["id"]);
    let withdrawn = app
        .client
        .delete(app.url(&format!("/tournaments/{id}/decisions/{}", second["id"])))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    assert_eq!(withdrawn.status(), StatusCode::OK);
    let now = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(points(&now, "Bakker, Anna"), anna + 1);
    let history = app
        .get_json(&format!("/tournaments/{id}/games/1/rulings"))
        .await;
    assert_eq!(history["in_force"], ruled["id"]);
    assert_eq!(
        history["rulings"].as_array().map(Vec::len),
        Some(2),
        "the history stays"
    );
    assert!(history["rulings"][1]["withdrawn_at"].is_string());

    // A ruling names a game of the tournament and says why.
    let missing = app
        .post_json(
            &format!("/tournaments/{id}/decisions"),
            &json!({"ruling": {"game": 999, "result": "1-1", "reason": "x"}}),
        )
        .await;
    assert_error(missing, StatusCode::NOT_FOUND, "not_found").await;
    let unsaid = app
        .post_json(
            &format!("/tournaments/{id}/decisions"),
            &json!({"ruling": {"game": 1, "result": "1-1", "reason": " "}}),
        )
        .await;
    assert_error(unsaid, StatusCode::UNPROCESSABLE_ENTITY, "invalid_decision").await;
    let bad = app
        .post_json(
            &format!("/tournaments/{id}/decisions"),
            &json!({"ruling": {"game": 1, "result": "3-0", "reason": "x"}}),
        )
        .await;
    assert_error(bad, StatusCode::BAD_REQUEST, "invalid_body").await;
}

async fn a_finding_is_ruled_stood_or_corrected(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app
        .tournament_of(&[("missed.pdn".into(), fixture("http/missed-capture.pdn"))])
        .await;
    let verdict = app.get_json(&format!("/tournaments/{id}/games/1")).await;
    let findings = verdict["report"]["findings"]
        .as_array()
        .or_else(|| verdict["findings"].as_array())
        .map_or(0, Vec::len);
    assert!(findings >= 1, "the fixture has a finding: {verdict}");
    let path = format!("/tournaments/{id}/decisions");
    let beyond = app
        .post_json(
            &path,
            &json!({"ruling": {"game": 1, "result": "2-0", "reason": "x",
                    "findings": [{"finding": findings + 1, "outcome": "stood", "reason": "x"}]}}),
        )
        .await;
    assert_error(beyond, StatusCode::UNPROCESSABLE_ENTITY, "unknown_finding").await;
    let stood = app
        .post_json(
            &path,
            &json!({"ruling": {"game": 1, "result": "2-0", "reason": "played on",
                    "findings": [{"finding": 1, "outcome": "stood", "article": "5.7",
                                  "reason": "the opponent did not object before moving"}]}}),
        )
        .await;
    assert_eq!(stood.status(), StatusCode::CREATED);
    let history = app
        .get_json(&format!("/tournaments/{id}/games/1/rulings"))
        .await;
    let ruling = &history["rulings"][0]["decision"]["ruling"];
    assert_eq!(ruling["findings"][0]["outcome"], "stood");
    assert_eq!(ruling["findings"][0]["article"], "5.7");
    // The verdict still has its finding: the ruling sits beside it.
    assert_eq!(
        app.get_json(&format!("/tournaments/{id}/games/1")).await,
        verdict
    );
}

/// Every string of a JSON value.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Issue 26: raw control characters sent in a ruling's reason or article, or in a new name,
/// are not kept: a line end or tab becomes a space, an escape (which would drive the terminal
/// of whoever reads the trail or the export) goes. Neither the decisions nor the audit trail
/// holds one.
async fn control_characters_are_kept_out_of_rulings_and_the_audit_trail(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app.tournament_of(&round_robin()).await;
    let sent = [
        json!({"ruling": {"game": 1, "result": "1-1",
            "reason": "agreed\u{1b}[2J\u{1b}[31m on\nthe\tscoresheet\u{7}",
            "article": "13.1\r\n"}}),
        json!({"rename": {"from": "Claes, Bram", "to": "Claes,\u{1b}[1m B.\u{0}"}}),
    ];
    for decision in &sent {
        let response = app
            .post_json(&format!("/tournaments/{id}/decisions"), decision)
            .await;
        assert_eq!(response.status(), StatusCode::CREATED, "{decision}");
    }
    let decisions = app.get_json(&format!("/tournaments/{id}/decisions")).await;
    assert_eq!(
        decisions["decisions"][0]["decision"]["ruling"]["reason"],
        "agreed[2J[31m on the scoresheet",
        "{decisions}"
    );
    assert_eq!(
        decisions["decisions"][0]["decision"]["ruling"]["article"],
        "13.1"
    );
    assert_eq!(
        decisions["decisions"][1]["decision"]["rename"]["to"],
        "Claes,[1m B."
    );
    let admin = app.token_as("chief", store::Role::Admin);
    let trail = app
        .get_json_as(&format!("/tournaments/{id}/audit"), &admin)
        .await;
    for page in [&decisions, &trail] {
        let mut all = Vec::new();
        strings(page, &mut all);
        for text in all {
            assert!(!text.chars().any(char::is_control), "{text:?} in {page}");
        }
    }
    let subjects: Vec<&str> = trail["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|e| e["subject"].as_str().expect("subject"))
        .collect();
    assert!(
        subjects.contains(&"game 1: 1-1 (agreed[2J[31m on the scoresheet)"),
        "{subjects:?}"
    );
}

on_both_backends!(
    a_ruling_changes_standings_and_exports_but_not_the_verdict,
    control_characters_are_kept_out_of_rulings_and_the_audit_trail,
    a_finding_is_ruled_stood_or_corrected,
);
