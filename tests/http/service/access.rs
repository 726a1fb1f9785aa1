//! Issue 14's roles: every endpoint x every role (none, reader, the arbiter who created the
//! tournament, another arbiter, admin) x a private and a public tournament, each request
//! answered as the role may (allowed: neither 401 nor 403) or refused with 401/403 and its code.
//! The rules are written out here by hand, apart from the server's table, and the list of
//! endpoints is the router's own: a new route without its line here fails the test.

use super::app_support::{Keep, spawn_on};
use super::tournaments::{fixture, form, root};
use super::{Backend, TestApp, spawn_app};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU32, Ordering};
use store::Role;

/// Tokens made by the matrix's `POST /tokens`, for unique names.
static NEW_TOKENS: AtomicU32 = AtomicU32::new(0);

/// What the test expects of a route, by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Anyone, with or without a token.
    Open,
    /// Reads the tournament: anyone if public; if private, admin, reader, its arbiter.
    Read,
    /// A token that may read the tournament.
    TokenRead,
    /// Creates a tournament: admin or arbiter.
    Create,
    /// Writes to the tournament: admin or its arbiter.
    Write,
    /// Admin only.
    Admin,
}

/// Who calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Nobody,
    Reader,
    Owner,
    OtherArbiter,
    Admin,
}

const EVERYONE: [Who; 5] = [
    Who::Nobody,
    Who::Reader,
    Who::Owner,
    Who::OtherArbiter,
    Who::Admin,
];

/// Every route of the router and its rule.
const ROUTES: &[(&str, &str, Rule)] = &[
    ("get", "/healthz", Rule::Open),
    ("get", "/openapi.json", Rule::Open),
    ("post", "/validate", Rule::Open),
    ("post", "/annotate", Rule::Open),
    ("get", "/tournaments", Rule::Open),
    ("post", "/tournaments", Rule::Create),
    ("get", "/tournaments/{id}", Rule::Read),
    ("patch", "/tournaments/{id}", Rule::Write),
    ("delete", "/tournaments/{id}", Rule::Write),
    ("post", "/tournaments/{id}/files", Rule::Write),
    ("post", "/tournaments/{id}/recheck", Rule::Write),
    ("get", "/tournaments/{id}/standings", Rule::Read),
    ("get", "/tournaments/{id}/crosstable", Rule::Read),
    ("get", "/tournaments/{id}/findings", Rule::Read),
    ("get", "/tournaments/{id}/game-findings", Rule::Read),
    ("get", "/tournaments/{id}/players", Rule::Read),
    ("get", "/tournaments/{id}/players/{name}/games", Rule::Read),
    ("get", "/tournaments/{id}/exports/{name}", Rule::Read),
    ("get", "/tournaments/{id}/decisions", Rule::Read),
    ("post", "/tournaments/{id}/decisions", Rule::Write),
    ("get", "/tournaments/{id}/suggestions", Rule::Read),
    ("post", "/tournaments/{id}/suggestions/accept", Rule::Write),
    (
        "delete",
        "/tournaments/{id}/decisions/{decision}",
        Rule::Write,
    ),
    ("get", "/tournaments/{id}/audit", Rule::TokenRead),
    ("put", "/tournaments/{id}/grants/{name}", Rule::Admin),
    ("delete", "/tournaments/{id}/grants/{name}", Rule::Admin),
    ("get", "/tournaments/{id}/original", Rule::Read),
    ("get", "/tournaments/{id}/games/{n}", Rule::Read),
    ("get", "/tournaments/{id}/games/{n}/pdn", Rule::Read),
    ("get", "/tournaments/{id}/games/{n}/rulings", Rule::Read),
    ("get", "/tournaments/{id}/games/{n}/board.svg", Rule::Read),
    ("get", "/board.svg", Rule::Open),
    ("get", "/games", Rule::Open),
    ("get", "/duplicates", Rule::Open),
    ("get", "/audit", Rule::Admin),
    ("get", "/me", Rule::Open),
    ("get", "/tokens", Rule::Admin),
    ("post", "/tokens", Rule::Admin),
    ("delete", "/tokens/{name}", Rule::Admin),
    ("get", "/live/{name}", Rule::Open),
    ("put", "/live/{name}", Rule::Create),
    ("delete", "/live/{name}", Rule::Create),
    ("get", "/live/{name}/events", Rule::Open),
    ("get", "/live/{name}/games.pdn", Rule::Open),
    ("get", "/live", Rule::Open),
    ("get", "/live/{name}/games/{n}", Rule::Open),
    ("get", "/live/{name}/games/{n}/board.svg", Rule::Open),
    ("post", "/live/{name}/store", Rule::Create),
    ("put", "/live/{name}/source", Rule::Create),
    ("delete", "/live/{name}/source", Rule::Create),
];

/// The status and code `who` gets from a route with `rule` on a tournament that is
/// `private` or not: `None` when allowed.
fn expected(rule: Rule, who: Who, private: bool) -> Option<(StatusCode, &'static str)> {
    const MISSING: Option<(StatusCode, &str)> = Some((StatusCode::UNAUTHORIZED, "missing_token"));
    let forbidden = |code| Some((StatusCode::FORBIDDEN, code));
    match (rule, who) {
        (Rule::Open, _) => None,
        (Rule::Read, Who::Nobody) if private => MISSING,
        (Rule::Read, Who::OtherArbiter) if private => forbidden("private_tournament"),
        (Rule::Read, _) => None,
        (_, Who::Nobody) => MISSING,
        (Rule::TokenRead, Who::OtherArbiter) if private => forbidden("private_tournament"),
        (Rule::TokenRead, _) => None,
        (Rule::Create | Rule::Write, Who::Reader) => forbidden("read_only_token"),
        (Rule::Create, _) => None,
        (Rule::Write, Who::OtherArbiter) => forbidden("not_your_tournament"),
        (Rule::Write, _) => None,
        (Rule::Admin, Who::Admin) => None,
        (Rule::Admin, _) => forbidden("admin_only"),
    }
}

/// The tokens of the test, by who holds them.
struct Tokens {
    reader: String,
    owner: String,
    other: String,
    admin: String,
}

impl Tokens {
    /// A token of each kind for `app`.
    fn new(app: &TestApp) -> Tokens {
        Tokens {
            reader: app.token_as("reader", Role::Reader),
            owner: app.token_as("owner", Role::Arbiter),
            other: app.token_as("other", Role::Arbiter),
            admin: app.token_as("admin", Role::Admin),
        }
    }

    fn of(&self, who: Who) -> Option<&str> {
        match who {
            Who::Nobody => None,
            Who::Reader => Some(&self.reader),
            Who::Owner => Some(&self.owner),
            Who::OtherArbiter => Some(&self.other),
            Who::Admin => Some(&self.admin),
        }
    }
}

const ROUND_1: &str = "tournament/round-robin/ronde-1.pdn";
const ROUND_2: &str = "tournament/round-robin/ronde-2.pdn";
const ROUND_3: &str = "tournament/round-robin/ronde-3.pdn";
/// What `POST /tournaments` uploads: bytes of neither tournament of the test.
const OTHER_EVENT: &str = "tournament/spellings/round1.pdn";

/// Makes sure the owner's tournament of `file` stands (a test before may have deleted it),
/// private or not: its id.
async fn ensure(app: &TestApp, tokens: &Tokens, file: &str, private: bool) -> String {
    let response = app
        .client
        .post(app.url(&format!("/tournaments?private={private}")))
        .bearer_auth(&tokens.owner)
        .multipart(form(&[("ronde.pdn".to_string(), fixture(file))]))
        .send()
        .await
        .expect("request");
    assert!(response.status().is_success(), "{}", response.status());
    let body: Value = response.json().await.expect("JSON");
    let id = body["id"].as_str().expect("id").to_string();
    // Found again after a deletion: the upload makes it anew with `private` as asked.
    assert_eq!(body["tournament"]["private"], private, "{body}");
    id
}

/// A fresh decision of the owner's on tournament `id`, to be withdrawn: its number.
async fn decision(app: &TestApp, tokens: &Tokens, id: &str) -> i64 {
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{id}/decisions")))
        .bearer_auth(&tokens.owner)
        .json(&json!({"bye": {"player": "Bakker, Anna", "round": 9}}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.expect("JSON");
    body["id"].as_i64().expect("decision id")
}

/// The request for a route on tournament `id`.
async fn call(
    app: &TestApp,
    tokens: &Tokens,
    method: &str,
    path: &str,
    id: &str,
    private: bool,
    token: Option<&str>,
) -> reqwest::Response {
    let mut concrete = path
        .replace("{id}", id)
        .replace("{n}", "1")
        .replace("{name}", "Bakker, Anna");
    if path.contains("/exports/") {
        concrete = concrete.replace("Bakker, Anna", "standings.csv");
    }
    if path.contains("/grants/") {
        concrete = concrete.replace("Bakker, Anna", "other");
    }
    if path.contains("{decision}") {
        let number = decision(app, tokens, id).await;
        concrete = concrete.replace("{decision}", &number.to_string());
    }
    if path == "/board.svg" {
        concrete = "/board.svg?fen=W:W31:B20".into();
    }
    let method = Method::from_bytes(method.to_ascii_uppercase().as_bytes()).expect("method");
    let mut request = app.client.request(method.clone(), app.url(&concrete));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request = match (method.as_str(), path) {
        ("POST", "/validate" | "/annotate") => request
            .header("content-type", "application/x-pdn")
            .body(fixture(ROUND_1)),
        ("POST", "/tournaments") => request
            .header("content-type", "application/x-pdn")
            .body(fixture(OTHER_EVENT)),
        ("POST", "/tournaments/{id}/files") => request
            .header("content-type", "application/x-pdn")
            .body(fixture(ROUND_2)),
        ("POST", "/tournaments/{id}/decisions") => request.json(&json!({
            "ruling": {"game": 1, "result": "1-1", "reason": "agreed on the scoresheet"}
        })),
        ("POST", "/tournaments/{id}/suggestions/accept") => request.json(&json!({"keys": []})),
        ("POST", "/tournaments/{id}/recheck") => {
            request.query(&[("ruleset", "fmjd-2015"), ("strict", "true")])
        }
        ("PATCH", _) => request.json(&json!({"private": private})),
        // A new name each time: the matrix makes several.
        ("POST", "/tokens") => request.json(&json!({
            "name": format!("made-{}", NEW_TOKENS.fetch_add(1, Ordering::Relaxed)),
            "role": "reader"
        })),
        _ => request,
    };
    request.send().await.expect("request")
}

async fn every_endpoint_role_and_tournament(backend: Backend) {
    let app = spawn_app(backend).await;
    let tokens = Tokens::new(&app);
    let routed: BTreeSet<(String, String)> = service::route_table().into_iter().collect();
    let listed: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p, _)| (m.to_string(), format!("/api/v1{p}")))
        .collect();
    assert_eq!(
        routed, listed,
        "every route of the router has its rule here"
    );

    let mut checked = 0;
    for private in [true, false] {
        let file = if private { ROUND_1 } else { ROUND_3 };
        for (method, path, rule) in ROUTES {
            for who in EVERYONE {
                let id = ensure(&app, &tokens, file, private).await;
                let response =
                    call(&app, &tokens, method, path, &id, private, tokens.of(who)).await;
                let status = response.status();
                let body = response.text().await.unwrap_or_default();
                let at = format!("{method} {path} as {who:?} (private: {private})");
                match expected(*rule, who, private) {
                    None => assert!(
                        status != StatusCode::UNAUTHORIZED && status != StatusCode::FORBIDDEN,
                        "{at}: allowed, got {status} {body}"
                    ),
                    Some((want, code)) => {
                        assert_eq!(status, want, "{at}: {body}");
                        let error: Value = serde_json::from_str(&body).expect("JSON error");
                        assert_eq!(error["error"]["code"], code, "{at}: {body}");
                    }
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, ROUTES.len() * EVERYONE.len() * 2);
}

async fn private_tournaments_are_hidden_from_lists_and_search(backend: Backend) {
    let app = spawn_app(backend).await;
    let tokens = Tokens::new(&app);
    let private = ensure(&app, &tokens, ROUND_1, true).await;
    let public = ensure(&app, &tokens, ROUND_3, false).await;
    for (who, sees_private) in [
        (Who::Nobody, false),
        (Who::OtherArbiter, false),
        (Who::Owner, true),
        (Who::Reader, true),
        (Who::Admin, true),
    ] {
        for path in ["/tournaments", "/games?limit=100"] {
            let mut request = app.client.get(app.url(path));
            if let Some(token) = tokens.of(who) {
                request = request.bearer_auth(token);
            }
            let body: Value = request.send().await.unwrap().json().await.unwrap();
            let ids: BTreeSet<String> = body["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| {
                    t.get("tournament")
                        .or_else(|| t.get("id"))
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string()
                })
                .collect();
            assert!(ids.contains(&public), "{who:?} {path}: {body}");
            assert_eq!(
                ids.contains(&private),
                sees_private,
                "{who:?} {path}: {body}"
            );
        }
    }
    // A grant lets the other arbiter in, and taking it back shuts it out again.
    let path = format!("/tournaments/{private}/grants/other");
    let granted = app
        .client
        .put(app.url(&path))
        .bearer_auth(&tokens.admin)
        .send()
        .await
        .unwrap();
    assert_eq!(granted.status(), StatusCode::OK);
    let as_other = |path: String| {
        app.client
            .get(app.url(&path))
            .bearer_auth(&tokens.other)
            .send()
    };
    let read = as_other(format!("/tournaments/{private}")).await.unwrap();
    assert_eq!(read.status(), StatusCode::OK);
    let revoked = app
        .client
        .delete(app.url(&path))
        .bearer_auth(&tokens.admin)
        .send()
        .await
        .unwrap();
    assert_eq!(revoked.status(), StatusCode::OK);
    let read = as_other(format!("/tournaments/{private}")).await.unwrap();
    assert_eq!(read.status(), StatusCode::FORBIDDEN);
    // An unknown token name cannot be granted anything.
    let unknown = app
        .client
        .put(app.url(&format!("/tournaments/{private}/grants/nobody")))
        .bearer_auth(&tokens.admin)
        .send()
        .await
        .unwrap();
    super::assert_error(unknown, StatusCode::UNPROCESSABLE_ENTITY, "unknown_token").await;
    // What each token may do, for the page.
    let me = app.get_json_as("/me", &tokens.reader).await;
    assert_eq!(me["role"], "reader");
    assert_eq!(me["may_create"], false);
    assert_eq!(me["reads_private"], true);
    // The same private bytes uploaded by another arbiter are not handed over.
    let response = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&tokens.other)
        .header("content-type", "application/x-pdn")
        .body(fixture(ROUND_1))
        .send()
        .await
        .unwrap();
    super::assert_error(response, StatusCode::FORBIDDEN, "private_tournament").await;
}

/// An admin makes, lists and revokes tokens over HTTP as `token create|list|revoke` does: the
/// secret shown once and working at once, a taken or empty name refused with its code, a
/// revoked token refused; both writes in the audit trail under the admin's name.
async fn an_admin_manages_tokens_over_http(backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.token_as("chief", Role::Admin);
    let post = |body: Value| {
        app.client
            .post(app.url("/tokens"))
            .bearer_auth(&admin)
            .json(&body)
            .send()
    };
    let response = post(json!({"name": "Arbiter Lyon", "role": "arbiter"}))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let made: Value = response.json().await.unwrap();
    assert_eq!(made["name"], "Arbiter Lyon");
    assert_eq!(made["role"], "arbiter");
    let secret = made["token"].as_str().expect("the secret").to_string();
    // It works at once: the new arbiter uploads a tournament.
    let upload = app
        .client
        .post(app.url("/tournaments"))
        .bearer_auth(&secret)
        .header("content-type", "application/x-pdn")
        .body(fixture(ROUND_1))
        .send()
        .await
        .unwrap();
    assert_eq!(upload.status(), StatusCode::CREATED);
    // Without a role: an arbiter's, as the command line makes.
    let response = post(json!({"name": "second"})).await.unwrap();
    let second: Value = response.json().await.unwrap();
    assert_eq!(second["role"], "arbiter");
    super::assert_error(
        post(json!({"name": "Arbiter Lyon", "role": "reader"}))
            .await
            .unwrap(),
        StatusCode::CONFLICT,
        "token_exists",
    )
    .await;
    super::assert_error(
        post(json!({"name": "  "})).await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_token_name",
    )
    .await;
    super::assert_error(
        post(json!({"name": "x", "role": "king"})).await.unwrap(),
        StatusCode::BAD_REQUEST,
        "invalid_body",
    )
    .await;
    let listed = app.get_json_as("/tokens", &admin).await;
    // Beside the test app's own token (`tests-N`).
    let names: Vec<&str> = listed["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .filter(|name| !name.starts_with("tests-"))
        .collect();
    assert_eq!(names, ["Arbiter Lyon", "chief", "second"]);
    assert!(
        !listed.to_string().contains(&secret),
        "a list never shows a secret"
    );
    assert_eq!(listed["tokens"][0]["role"], "arbiter");
    // A validation with the token: believed for a moment without reading the table again
    // (`RecentTokens`), but a revocation on this server ends that at once.
    let validate = || {
        app.client
            .post(app.url("/validate"))
            .bearer_auth(&secret)
            .header("content-type", "application/x-pdn")
            .body(fixture(ROUND_1))
            .send()
    };
    assert_eq!(validate().await.unwrap().status(), StatusCode::OK);
    let revoke = || {
        app.client
            .delete(app.url("/tokens/Arbiter%20Lyon"))
            .bearer_auth(&admin)
            .send()
    };
    assert_eq!(revoke().await.unwrap().status(), StatusCode::OK);
    let refused = app
        .client
        .get(app.url("/me"))
        .bearer_auth(&secret)
        .send()
        .await
        .unwrap();
    // Told apart from a token that never was one (issue 29): its holder asks for a new one.
    super::assert_error(refused, StatusCode::UNAUTHORIZED, "revoked_token").await;
    super::assert_error(
        validate().await.unwrap(),
        StatusCode::UNAUTHORIZED,
        "revoked_token",
    )
    .await;
    super::assert_error(revoke().await.unwrap(), StatusCode::NOT_FOUND, "not_found").await;
    let trail = app.get_json_as("/audit?limit=100", &admin).await;
    let by_chief: Vec<(&str, &str)> = trail["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["actor"] == "chief")
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["subject"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        by_chief,
        [
            ("token_created", "Arbiter Lyon (arbiter)"),
            ("token_created", "second (arbiter)"),
            ("token_revoked", "Arbiter Lyon"),
        ]
    );
}

/// `GET /me?tournament=ID` says what the token may do with that tournament, grants included,
/// which the page uses to offer the ruling form only to who may rule.
async fn me_says_what_a_token_may_do_with_a_tournament(backend: Backend) {
    let app = spawn_app(backend).await;
    let tokens = Tokens::new(&app);
    let private = ensure(&app, &tokens, ROUND_1, true).await;
    let rights = |who: Who| {
        let mut request = app
            .client
            .get(app.url(&format!("/me?tournament={private}")));
        if let Some(token) = tokens.of(who) {
            request = request.bearer_auth(token);
        }
        async move {
            let me: Value = request.send().await.unwrap().json().await.unwrap();
            (
                me["tournament"]["may_read"].as_bool().unwrap(),
                me["tournament"]["may_write"].as_bool().unwrap(),
            )
        }
    };
    assert_eq!(rights(Who::Nobody).await, (false, false));
    assert_eq!(rights(Who::Reader).await, (true, false));
    assert_eq!(rights(Who::Owner).await, (true, true));
    assert_eq!(rights(Who::OtherArbiter).await, (false, false));
    assert_eq!(rights(Who::Admin).await, (true, true));
    let granted = app
        .client
        .put(app.url(&format!("/tournaments/{private}/grants/other")))
        .bearer_auth(&tokens.admin)
        .send()
        .await
        .unwrap();
    assert_eq!(granted.status(), StatusCode::OK);
    assert_eq!(
        rights(Who::OtherArbiter).await,
        (true, true),
        "a grant counts"
    );
    let none = app.get_json("/me?tournament=0000000000000000").await;
    assert_eq!(none["tournament"], Value::Null);
}

/// Sends `bytes` as a new tournament with `token` and `query`: the status and the body.
async fn upload_as(app: &TestApp, token: &str, query: &str, bytes: Vec<u8>) -> (StatusCode, Value) {
    let response = app
        .client
        .post(app.url(&format!("/tournaments?{query}")))
        .bearer_auth(token)
        .header("content-type", "application/x-pdn")
        .body(bytes)
        .send()
        .await
        .expect("request");
    (response.status(), response.json().await.expect("JSON"))
}

/// Issue 26: privacy is the tournament's, whatever rules its bytes are asked under. Another
/// arbiter sending a private tournament's bytes under any rules is refused without being told
/// the private id, and no public copy of them is made; the owner's recheck is the owner's and
/// as private as its original; and a recheck never answers with another's tournament.
async fn private_bytes_stay_private_under_any_rules(backend: Backend) {
    let app = spawn_app(backend).await;
    let tokens = Tokens::new(&app);
    let private = ensure(&app, &tokens, ROUND_1, true).await;
    for query in [
        "",
        "ruleset=fmjd-2015",
        "strict=true",
        "ruleset=fmjd-2015&strict=true&private=false",
    ] {
        let (status, body) = upload_as(&app, &tokens.other, query, fixture(ROUND_1)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "`{query}`: {body}");
        assert_eq!(body["error"]["code"], "private_tournament", "{body}");
        assert!(
            !body.to_string().contains(&private),
            "`{query}`: the refusal names the private tournament: {body}"
        );
    }
    // Nothing of them is public: no tournament is listed to a client without a token.
    let listed = app.get_json("/tournaments").await;
    assert_eq!(listed["total"], 0, "{listed}");
    // The owner's recheck under other rules: the owner's, private as its original.
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{private}/recheck?ruleset=fmjd-2015")))
        .bearer_auth(&tokens.owner)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    let rechecked: Value = response.json().await.expect("JSON");
    assert_eq!(rechecked["tournament"]["private"], true, "{rechecked}");
    assert_eq!(
        rechecked["tournament"]["created_by"], "owner",
        "{rechecked}"
    );
    let again = rechecked["id"].as_str().expect("id").to_string();
    let (status, body) =
        upload_as(&app, &tokens.other, "ruleset=fmjd-2015", fixture(ROUND_1)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(!body.to_string().contains(&again), "{body}");
    // An admin may read them, so an admin's upload under other rules is stored as asked.
    let (status, body) = upload_as(&app, &tokens.admin, "strict=true", fixture(ROUND_1)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    // Bytes another arbiter made public under some rules before: the owner's private
    // tournament of them is its own, and its recheck under those rules does not answer with
    // the other's public tournament.
    let (status, public) =
        upload_as(&app, &tokens.other, "ruleset=fmjd-2015", fixture(ROUND_3)).await;
    assert_eq!(status, StatusCode::CREATED, "{public}");
    let (status, mine) = upload_as(&app, &tokens.owner, "private=true", fixture(ROUND_3)).await;
    assert_eq!(status, StatusCode::CREATED, "{mine}");
    assert_eq!(mine["tournament"]["private"], true);
    let mine = mine["id"].as_str().expect("id");
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{mine}/recheck?ruleset=fmjd-2015")))
        .bearer_auth(&tokens.owner)
        .send()
        .await
        .expect("request");
    super::assert_error(response, StatusCode::FORBIDDEN, "not_your_tournament").await;
}

/// `draughts-arbiter import --db DB ARGS...` on `app`'s database: the id of the tournament
/// it stored.
fn import(app: &TestApp, args: &[&str]) -> String {
    let db = match &app.db {
        store::Database::Sqlite(path) => path.display().to_string(),
        store::Database::Postgres(url) => url.clone(),
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_draughts-arbiter"))
        .args(["import", "--quiet", "--db", &db])
        .args(args)
        .current_dir(root())
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
        .split_whitespace()
        .nth(1)
        .unwrap_or_else(|| panic!("an id in {stdout}"))
        .to_string()
}

/// Whether `token` may read and write tournament `id`, as `GET /me?tournament=` says.
async fn rights_of(app: &TestApp, token: &str, id: &str) -> (bool, bool) {
    let me = app
        .get_json_as(&format!("/me?tournament={id}"), token)
        .await;
    (
        me["tournament"]["may_read"].as_bool().expect("may_read"),
        me["tournament"]["may_write"].as_bool().expect("may_write"),
    )
}

/// Issue 26: what a token owns and was granted is that token's, by its number, never its
/// name's. A token made again under a revoked token's name owns nothing of the old one's, whose
/// tournaments stay with it (an admin sees whose); the names the command line writes under
/// cannot be a token's, and what `import` loads is no token's unless `--by` names a live one.
async fn ownership_is_the_tokens_not_its_names(backend: Backend) {
    let app = spawn_app(backend).await;
    let admin = app.token_as("chief", Role::Admin);
    let first = app.token_as("lyon", Role::Arbiter);
    let other = app.token_as("other", Role::Arbiter);
    let (status, mine) = upload_as(&app, &first, "private=true", fixture(ROUND_1)).await;
    assert_eq!(status, StatusCode::CREATED, "{mine}");
    let mine = mine["id"].as_str().expect("id").to_string();
    let (status, theirs) = upload_as(&app, &other, "private=true", fixture(ROUND_2)).await;
    assert_eq!(status, StatusCode::CREATED, "{theirs}");
    let theirs = theirs["id"].as_str().expect("id").to_string();
    let granted = app
        .client
        .put(app.url(&format!("/tournaments/{theirs}/grants/lyon")))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    assert_eq!(granted.status(), StatusCode::OK);
    assert_eq!(rights_of(&app, &first, &theirs).await, (true, true));
    let revoked = app
        .client
        .delete(app.url("/tokens/lyon"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    assert_eq!(revoked.status(), StatusCode::OK);
    // The name is free again, for a token that owns nothing of the first one's.
    let second = app.token_as("lyon", Role::Arbiter);
    for id in [&mine, &theirs] {
        assert_eq!(rights_of(&app, &second, id).await, (false, false), "{id}");
        let patched = app
            .client
            .patch(app.url(&format!("/tournaments/{id}")))
            .bearer_auth(&second)
            .json(&json!({"private": false}))
            .send()
            .await
            .expect("request");
        super::assert_error(patched, StatusCode::FORBIDDEN, "not_your_tournament").await;
    }
    let listed = app.get_json_as("/tournaments", &second).await;
    assert_eq!(listed["total"], 0, "{listed}");
    // The revoked token's tournament is still its own, and an admin sees whose.
    let tokens = app.get_json_as("/tokens", &admin).await;
    let lyons: Vec<&Value> = tokens["tokens"]
        .as_array()
        .expect("tokens")
        .iter()
        .filter(|t| t["name"] == "lyon")
        .collect();
    assert_eq!(lyons.len(), 2, "{tokens}");
    assert!(
        lyons[0]["revoked_at"].is_null(),
        "the live one first: {tokens}"
    );
    assert!(lyons[1]["revoked_at"].is_string(), "{tokens}");
    let summary = app
        .get_json_as(&format!("/tournaments/{mine}"), &admin)
        .await;
    let owner = &summary["tournament"]["owner"];
    assert_eq!(summary["tournament"]["created_by"], "lyon");
    assert_eq!(owner["id"], lyons[1]["id"], "{summary}");
    assert_eq!(owner["revoked"], true, "{summary}");
    // Names the command line writes under are no token's.
    for name in ["import", "(command line)", " Import "] {
        let made = app
            .client
            .post(app.url("/tokens"))
            .bearer_auth(&admin)
            .json(&json!({"name": name, "role": "arbiter"}))
            .send()
            .await
            .expect("request");
        let body =
            super::assert_error(made, StatusCode::UNPROCESSABLE_ENTITY, "invalid_token_name").await;
        assert!(body.to_string().contains("reserved"), "{body}");
    }
    let store = store::Store::open(&app.db).expect("store");
    assert!(matches!(
        store.create_token_as("import", Role::Arbiter, "tests"),
        Err(store::StoreError::ReservedTokenName(_))
    ));
    // What `import` loads is no token's; with `--by` a live token's name, that token's; with
    // `--by` a name no token has, no token's, even once a token takes the name.
    let loaded = import(&app, &["fixtures/tournament/spellings/round1.pdn"]);
    let for_lyon = import(&app, &["--by", "lyon", "fixtures/http/one-game.pdn"]);
    let for_nobody = import(&app, &["--by", "ghost", "fixtures/http/missed-capture.pdn"]);
    let ghost = app.token_as("ghost", Role::Arbiter);
    assert_eq!(rights_of(&app, &second, &loaded).await, (true, false));
    assert_eq!(rights_of(&app, &second, &for_lyon).await, (true, true));
    let me = app
        .client
        .get(app.url("/me"))
        .bearer_auth(&first)
        .send()
        .await
        .expect("request");
    super::assert_error(me, StatusCode::UNAUTHORIZED, "revoked_token").await;
    assert_eq!(rights_of(&app, &ghost, &for_nobody).await, (true, false));
    assert_eq!(rights_of(&app, &admin, &for_nobody).await, (true, true));
    let summary = app.get_json(&format!("/tournaments/{loaded}")).await;
    assert_eq!(summary["tournament"]["owner"], Value::Null, "{summary}");
}

/// Statements on `db` as they are written (a version 4 database's rows, by hand).
fn raw_sql(db: &store::Database, sql: &str) {
    match db {
        store::Database::Sqlite(path) => rusqlite::Connection::open(path)
            .and_then(|c| c.execute_batch(sql))
            .expect("SQLite statements"),
        store::Database::Postgres(url) => {
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

/// Issue 26's migration: a version 4 database kept owners and grants by name; version 5 gives
/// each to the token of that name that existed when the tournament was made or the grant given,
/// to none when that token was revoked since (version 4 deleted its row: a token made later
/// under its name is another), and renames a token that had a name the command line writes
/// under, which keeps its grants but owns nothing recorded under that name.
async fn a_version_4_database_keeps_its_owners_by_identity(backend: Backend) {
    let (db, keep) = Keep::fresh(backend);
    store::Store::create_at_schema(&db, 4).expect("a version 4 database");
    let secret = |name: &str| format!("dat_{name}_secret");
    let hash = |name: &str| {
        let hex = store::sha256_hex(secret(name).as_bytes());
        match backend {
            Backend::Sqlite => format!("X'{hex}'"),
            Backend::Postgres => format!("'\\x{hex}'::bytea"),
        }
    };
    let tournament = |pk: u32, by: &str, at: &str| {
        format!(
            "INSERT INTO tournaments (pk, id, name, created_at, created_by, ruleset, strict, \
             bytes, games, valid, irregular, invalid, unparsable, unsupported, findings, \
             private) VALUES ({pk}, 'v4tournament{pk:04}', 'T{pk}', '{at}', '{by}', \
             'fmjd-2024', 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);\n"
        )
    };
    let mut sql = format!(
        "INSERT INTO tokens (id, name, sha256, created_at, role) VALUES \
         (12, 'bert', {}, '2026-01-01T00:00:00Z', 'arbiter'), \
         (13, 'import', {}, '2026-01-01T00:00:00Z', 'arbiter'), \
         (14, 'anna', {}, '2026-03-01T00:00:00Z', 'arbiter');\n",
        hash("bert"),
        hash("import"),
        hash("anna"),
    );
    // 11: the first `anna`'s, revoked before the second was made; 15: an import's.
    sql += &tournament(11, "anna", "2026-02-01T00:00:00Z");
    sql += &tournament(12, "anna", "2026-03-02T00:00:00Z");
    sql += &tournament(13, "bert", "2026-02-01T00:00:00Z");
    sql += &tournament(14, "import", "2026-02-01T00:00:00Z");
    sql += &tournament(15, "import", "2026-02-01T00:00:00Z");
    sql += "INSERT INTO grants (tournament, token_name, granted_by, granted_at) VALUES \
            (13, 'anna', 'chief', '2026-02-05T00:00:00Z'), \
            (11, 'bert', 'chief', '2026-02-02T00:00:00Z'), \
            (14, 'import', 'chief', '2026-02-03T00:00:00Z');\n";
    raw_sql(&db, &sql);
    // The server migrates it at start.
    let app = spawn_on(&db, keep, |_| {}).await;
    let id = |pk: u32| format!("v4tournament{pk:04}");
    let (anna, bert, import) = (secret("anna"), secret("bert"), secret("import"));
    assert_eq!(rights_of(&app, &anna, &id(11)).await, (false, false));
    assert_eq!(rights_of(&app, &anna, &id(12)).await, (true, true));
    assert_eq!(rights_of(&app, &anna, &id(13)).await, (false, false));
    assert_eq!(rights_of(&app, &bert, &id(11)).await, (true, true));
    assert_eq!(rights_of(&app, &bert, &id(13)).await, (true, true));
    assert_eq!(rights_of(&app, &import, &id(14)).await, (true, true));
    assert_eq!(rights_of(&app, &import, &id(15)).await, (false, false));
    let me = app.get_json_as("/me", &import).await;
    assert_eq!(me["name"], "import (token 13)", "{me}");
    // The names are free once their tokens are revoked, and unique among live ones.
    let admin = app.token_as("chief", Role::Admin);
    let revoked = app
        .client
        .delete(app.url("/tokens/anna"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    assert_eq!(revoked.status(), StatusCode::OK);
    let again = app.token_as("anna", Role::Arbiter);
    assert_eq!(rights_of(&app, &again, &id(12)).await, (false, false));
    let taken =
        store::Store::open(&db)
            .expect("store")
            .create_token_as("bert", Role::Arbiter, "tests");
    assert!(
        matches!(taken, Err(store::StoreError::TokenExists(_))),
        "{taken:?}"
    );
}

on_both_backends!(
    every_endpoint_role_and_tournament,
    ownership_is_the_tokens_not_its_names,
    a_version_4_database_keeps_its_owners_by_identity,
    private_bytes_stay_private_under_any_rules,
    private_tournaments_are_hidden_from_lists_and_search,
    an_admin_manages_tokens_over_http,
    me_says_what_a_token_may_do_with_a_tournament,
);
