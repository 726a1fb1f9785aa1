//! Issue 14's audit trail: every kind of write leaves its entry (who, what, when, on what),
//! per tournament and service-wide, and the trail is the same after a restart on the same
//! database. Tokens are made and revoked by the binary (`token create NAME --role ROLE`), whose
//! refusals of an empty or taken name are clear.

use super::app_support::spawn_on;
use super::tournaments::{fixture, round_robin};
use super::{Backend, StatusCode, TestApp, spawn_app};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::process::Output;
use store::AuditAction;

/// `draughts-arbiter token ARGS... --db DB`.
fn token_cli(app: &TestApp, args: &[&str]) -> Output {
    crate::cli_support::command()
        .arg("token")
        .args(args)
        .arg("--db")
        // The URL itself: the database's Display hides a password.
        .arg(match &app.db {
            store::Database::Sqlite(path) => path.display().to_string(),
            store::Database::Postgres(url) => url.clone(),
        })
        .output()
        .expect("the binary runs")
}

async fn send(request: reqwest::RequestBuilder) -> Value {
    let response = request.send().await.expect("request");
    let status = response.status();
    let body = response.text().await.expect("body");
    assert!(status.is_success(), "{status}: {body}");
    serde_json::from_str(&body).unwrap_or(Value::Null)
}

async fn audit(app: &TestApp, admin: &str, path: &str) -> Value {
    send(app.client.get(app.url(path)).bearer_auth(admin)).await
}

fn actions(page: &Value) -> BTreeSet<String> {
    page["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|e| e["action"].as_str().expect("action").to_string())
        .collect()
}

async fn every_write_is_audited_and_kept_across_a_restart(backend: Backend) {
    let app = spawn_app(backend).await;
    // Tokens by the binary: refused names first.
    let empty = token_cli(&app, &["create", "", "--role", "reader"]);
    assert_eq!(empty.status.code(), Some(2));
    let said = String::from_utf8_lossy(&empty.stderr);
    assert!(
        said.contains("a token name must be 1 to 100 characters"),
        "{said}"
    );
    let made = token_cli(&app, &["create", "admin", "--role", "admin"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let admin = String::from_utf8(made.stdout)
        .expect("UTF-8")
        .trim()
        .to_string();
    let twice = token_cli(&app, &["create", "admin", "--role", "reader"]);
    assert_eq!(twice.status.code(), Some(2));
    let said = String::from_utf8_lossy(&twice.stderr);
    assert!(
        said.contains("a token named `admin` already exists"),
        "{said}"
    );
    let bad_role = token_cli(&app, &["create", "root", "--role", "root"]);
    assert!(!bad_role.status.success());
    assert!(String::from_utf8_lossy(&bad_role.stderr).contains("admin, arbiter or reader"));
    assert!(
        token_cli(&app, &["create", "visitor", "--role", "reader"])
            .status
            .success()
    );
    let listed = token_cli(&app, &["list"]);
    assert!(String::from_utf8_lossy(&listed.stdout).contains("visitor\treader\t"));

    // Every write to a tournament.
    let files = round_robin();
    let id = app.tournament_of(&files[..4]).await;
    let tournament = format!("/tournaments/{id}");
    send(
        app.client
            .post(app.url(&format!("{tournament}/files?name=ronde-5.pdn")))
            .bearer_auth(&app.token)
            .header("content-type", "application/x-pdn")
            .body(files[4].1.clone()),
    )
    .await;
    let decisions = format!("{tournament}/decisions");
    for decision in [
        json!({"ruling": {"game": 1, "result": "2-0", "reason": "scoresheet", "article": "13.1"}}),
        json!({"merge": {"from": "Bakker, Anna", "into": "Bakker, A."}}),
        json!({"rename": {"from": "Claes, Bram", "to": "Claes, B."}}),
        json!({"bye": {"player": "Evers, Daan", "round": 6}}),
        json!({"forfeit": {"round": 6, "winner": "Fontaine, Emma", "loser": "Gerrits, Finn"}}),
        json!({"round": {"game": 2, "round": 1, "reason": "the scoresheet says round 1"}}),
    ] {
        let response = app.post_json(&decisions, &decision).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{decision}");
    }
    let bye = app.get_json(&decisions).await["decisions"][3]["id"].clone();
    send(
        app.client
            .delete(app.url(&format!("{decisions}/{bye}")))
            .bearer_auth(&app.token),
    )
    .await;
    send(
        app.client
            .patch(app.url(&tournament))
            .bearer_auth(&app.token)
            .json(&json!({"private": true})),
    )
    .await;
    let grant = format!("{tournament}/grants/visitor");
    send(app.client.put(app.url(&grant)).bearer_auth(&admin)).await;
    send(app.client.delete(app.url(&grant)).bearer_auth(&admin)).await;
    // A second tournament, deleted: its trail outlives it.
    let gone = app
        .tournament_of(&[("missed.pdn".into(), fixture("http/missed-capture.pdn"))])
        .await;
    let deleted = app
        .client
        .delete(app.url(&format!("/tournaments/{gone}")))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert!(token_cli(&app, &["revoke", "visitor"]).status.success());
    // Issue 26: a name no live token has is a usage error (2), as a refused name is; 1 is a
    // game with an error.
    let again = token_cli(&app, &["revoke", "visitor"]);
    assert_eq!(again.status.code(), Some(2), "{again:?}");
    assert!(String::from_utf8_lossy(&again.stderr).contains("no live token is named `visitor`"));
    let listed = token_cli(&app, &["list"]);
    assert!(
        String::from_utf8_lossy(&listed.stdout)
            .lines()
            .any(|l| l.starts_with("visitor\treader\t") && l.split('\t').nth(3) != Some("-")),
        "a revoked token stays listed, with when: {listed:?}"
    );

    let trail = audit(&app, &admin, &format!("{tournament}/audit")).await;
    let want: BTreeSet<String> = [
        AuditAction::Uploaded,
        AuditAction::FileAdded,
        AuditAction::Ruled,
        AuditAction::Merged,
        AuditAction::Renamed,
        AuditAction::Bye,
        AuditAction::Forfeit,
        AuditAction::RoundCorrected,
        AuditAction::Withdrawn,
        AuditAction::Visibility,
        AuditAction::Granted,
        AuditAction::GrantRevoked,
    ]
    .iter()
    .map(|a| a.name().to_string())
    .collect();
    assert_eq!(actions(&trail), want, "{trail}");
    let uploader = app_name(&app);
    for entry in trail["items"].as_array().expect("items") {
        assert_eq!(entry["tournament"], id.as_str());
        chrono::DateTime::parse_from_rfc3339(entry["at"].as_str().expect("at")).expect("UTC time");
        let by_admin = matches!(entry["action"].as_str(), Some("granted" | "grant_revoked"));
        assert_eq!(
            entry["actor"],
            if by_admin { "admin" } else { uploader.as_str() },
            "{entry}"
        );
    }
    // Uploads are entered one per file, with the file's name.
    let subjects: Vec<&str> = trail["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|e| e["action"] == "uploaded" || e["action"] == "file_added")
        .map(|e| e["subject"].as_str().expect("subject"))
        .collect();
    assert_eq!(subjects.len(), 5, "{subjects:?}");
    assert!(subjects[4].starts_with("ronde-5.pdn"), "{subjects:?}");

    let gone_trail = audit(&app, &admin, &format!("/tournaments/{gone}/audit")).await;
    // Only an admin reads a deleted tournament's trail: its privacy went with it.
    let not_admin = app
        .client
        .get(app.url(&format!("/tournaments/{gone}/audit")))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    assert_eq!(not_admin.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        actions(&gone_trail),
        ["deleted", "uploaded"].map(String::from).into(),
    );
    let service = audit(&app, &admin, "/audit?limit=1000").await;
    let all = actions(&service);
    for action in AuditAction::ALL {
        assert!(all.contains(action.name()), "{action:?} in {service}");
    }
    let created = service["items"]
        .as_array()
        .expect("items")
        .iter()
        .find(|e| e["action"] == "token_created" && e["subject"] == "visitor (reader)")
        .expect("the reader's token entry");
    assert_eq!(created["actor"], "(command line)");
    assert!(created["tournament"].is_null());

    // The same trail after a restart on the same database.
    let db = app.db.clone();
    let keep = app.stop().await;
    let again = spawn_on(&db, keep, |_| {}).await;
    let restarted = audit(&again, &admin, "/audit?limit=1000").await;
    let before = service["items"].as_array().expect("items");
    let now = restarted["items"].as_array().expect("items");
    assert_eq!(
        &now[..before.len()],
        &before[..],
        "the trail survives the restart"
    );
    // The harness made the new server a token of its own.
    assert_eq!(now.len(), before.len() + 1);
    assert_eq!(now[before.len()]["action"], "token_created");
    // And writes after it add to it.
    let response = again
        .post_json(
            &decisions,
            &json!({"ruling": {"game": 2, "result": "1-1", "reason": "agreed"}}),
        )
        .await;
    // The new token is another arbiter: not its tournament.
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    send(
        again
            .client
            .post(again.url(&decisions))
            .bearer_auth(&admin)
            .json(&json!({"ruling": {"game": 2, "result": "1-1", "reason": "agreed"}})),
    )
    .await;
    let after = audit(&again, &admin, &format!("{tournament}/audit")).await;
    assert_eq!(after["total"], trail["total"].as_u64().expect("total") + 1);
    let last = after["items"]
        .as_array()
        .and_then(|i| i.last())
        .expect("last");
    assert_eq!(last["action"], "ruled");
    assert_eq!(last["actor"], "admin");
}

/// The name of the test app's own token (`tests-N`), read from its first upload's entry.
fn app_name(app: &TestApp) -> String {
    let store = store::Store::open(&app.db).expect("store");
    let page = store.audit(None, 1000, 0).expect("audit");
    page.items
        .into_iter()
        .find(|e| e.action == AuditAction::Uploaded)
        .map(|e| e.actor)
        .expect("an upload")
}

async fn a_tournaments_trail_is_read_by_who_may_read_it(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app.tournament_of(&round_robin()[..1]).await;
    let path = format!("/tournaments/{id}/audit");
    let anonymous = app.get(&path).await;
    super::assert_error(anonymous, StatusCode::UNAUTHORIZED, "missing_token").await;
    let own = send(app.client.get(app.url(&path)).bearer_auth(&app.token)).await;
    assert_eq!(own["total"], 1);
    let service = app
        .client
        .get(app.url("/audit"))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    super::assert_error(service, StatusCode::FORBIDDEN, "admin_only").await;
    let unknown = app
        .client
        .get(app.url("/tournaments/0000000000000000/audit"))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    super::assert_error(unknown, StatusCode::NOT_FOUND, "not_found").await;
}

on_both_backends!(
    every_write_is_audited_and_kept_across_a_restart,
    a_tournaments_trail_is_read_by_who_may_read_it,
);
