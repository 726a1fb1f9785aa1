//! Issue 14's re-checking: the same bytes uploaded under another ruleset or strictness are
//! checked under it (another tournament, never the first upload's verdicts), and a stored
//! tournament is checked again under other rules on request, its files in order.

use super::tournaments::{fixture, round_robin};
use super::{Backend, StatusCode, TestApp, spawn_app};
use serde_json::Value;

async fn upload(app: &TestApp, query: &str, bytes: &[u8]) -> (StatusCode, Value) {
    let response = app
        .client
        .post(app.url(&format!("/tournaments?{query}")))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(bytes.to_vec())
        .send()
        .await
        .expect("request");
    (response.status(), response.json().await.expect("JSON"))
}

async fn recheck(app: &TestApp, id: &str, query: &str) -> (StatusCode, Value) {
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{id}/recheck?{query}")))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    (response.status(), response.json().await.expect("JSON"))
}

async fn the_same_bytes_under_other_rules_are_checked_under_them(backend: Backend) {
    let app = spawn_app(backend).await;
    let bytes = fixture("http/missed-capture.pdn");
    let (status, first) = upload(&app, "name=a", &bytes).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, again) = upload(&app, "name=a", &bytes).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the same bytes under the same rules"
    );
    assert_eq!(again["id"], first["id"]);
    let mut ids = vec![first["id"].clone()];
    for (query, ruleset, strict) in [
        ("ruleset=fmjd-2015", "fmjd-2015", false),
        ("strict=true", "fmjd-2024", true),
        ("ruleset=fmjd-2015&strict=true", "fmjd-2015", true),
    ] {
        let (status, other) = upload(&app, query, &bytes).await;
        assert_eq!(status, StatusCode::CREATED, "{query}: {other}");
        assert!(
            !ids.contains(&other["id"]),
            "{query}: a tournament of its own"
        );
        assert_eq!(other["tournament"]["ruleset"], ruleset);
        assert_eq!(other["tournament"]["strict"], strict);
        let id = other["id"].as_str().expect("id");
        let game = app.get_json(&format!("/tournaments/{id}/games/1")).await;
        assert_eq!(game["ruleset"], ruleset, "the verdict is the new rules'");
        ids.push(other["id"].clone());
    }
}

async fn a_tournament_is_checked_again_under_other_rules(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app.tournament_of(&round_robin()).await;
    let before = app.get_json(&format!("/tournaments/{id}")).await;
    let (status, rechecked) = recheck(&app, &id, "ruleset=fmjd-2015&strict=true").await;
    assert_eq!(status, StatusCode::CREATED, "{rechecked}");
    let other = rechecked["id"].as_str().expect("id").to_string();
    assert_ne!(other, id);
    let summary = &rechecked["tournament"];
    assert_eq!(summary["ruleset"], "fmjd-2015");
    assert_eq!(summary["strict"], true);
    assert_eq!(summary["files"], 5, "every file, in order");
    assert_eq!(summary["games"], before["tournament"]["games"]);
    let files: Vec<&str> = rechecked["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|f| f["name"].as_str().expect("name"))
        .collect();
    assert_eq!(files[0], "ronde-1.pdn");
    assert_eq!(files[4], "ronde-5.pdn");
    // The same standings: the rules of draws do not change these games' results.
    let a = app.get_json(&format!("/tournaments/{id}/standings")).await;
    let b = app
        .get_json(&format!("/tournaments/{other}/standings"))
        .await;
    assert_eq!(a["standings"], b["standings"]);
    // The first tournament is as it was; asked again, the second is answered.
    assert_eq!(app.get_json(&format!("/tournaments/{id}")).await, before);
    let (status, again) = recheck(&app, &id, "ruleset=fmjd-2015&strict=true").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again["id"], other.as_str());
    let (status, bad) = recheck(&app, &id, "ruleset=fmjd-1900").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    let (status, _) = recheck(&app, "0000000000000000", "ruleset=fmjd-2015").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A file whose round its uploader named (`round=`) stands for that round again when the
/// tournament is checked under other rules: its games are in the same rounds.
async fn a_recheck_keeps_the_rounds_the_uploader_named(backend: Backend) {
    let app = spawn_app(backend).await;
    // Neither file has Round tags, nor a round in its name.
    let (status, first) = upload(
        &app,
        "name=first.pdn&round=7",
        &fixture("http/one-game.pdn"),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let id = first["id"].as_str().expect("id").to_string();
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{id}/files?round=9&name=second.pdn")))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(fixture("http/missed-capture.pdn"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    let rounds = |detail: &Value| -> Vec<Value> {
        detail["files"]
            .as_array()
            .expect("files")
            .iter()
            .map(|f| f["round"].clone())
            .collect()
    };
    let before = app.get_json(&format!("/tournaments/{id}")).await;
    assert_eq!(rounds(&before), [7, 9]);
    let (status, rechecked) = recheck(&app, &id, "ruleset=fmjd-2015").await;
    assert_eq!(status, StatusCode::CREATED, "{rechecked}");
    let other = rechecked["id"].as_str().expect("id");
    let after = app.get_json(&format!("/tournaments/{other}")).await;
    assert_eq!(rounds(&after), [7, 9], "{after}");
    let games = |id: &str| {
        let app = &app;
        let id = id.to_string();
        async move {
            let table = app.get_json(&format!("/tournaments/{id}/crosstable")).await;
            table["rounds"].clone()
        }
    };
    assert_eq!(games(&id).await, games(other).await);
}

on_both_backends!(
    the_same_bytes_under_other_rules_are_checked_under_them,
    a_tournament_is_checked_again_under_other_rules,
    a_recheck_keeps_the_rounds_the_uploader_named,
);
