//! Live rounds over HTTP (issue 30): a round PUT step by step with its whole PDN while a client
//! reads `GET /live/{name}/events`; each event arrives once, in order, as `live` tells it; a
//! reconnect with `Last-Event-ID` gets what it missed; the state, `games.pdn` and the refusals;
//! a round pulled from a file or a URL; a round stored; a restart that resumes every round.

#[path = "support/app.rs"]
#[macro_use]
mod app_support;
#[path = "support/live_round.rs"]
mod live_round;
#[path = "support/postgres.rs"]
mod postgres_support;

use app_support::{Backend, TestApp, assert_error, spawn_app, spawn_app_with, spawn_on};
use arbiter::Lang;
use live::{Round, RoundOptions};
use reqwest::StatusCode;
use serde_json::Value;
use std::time::Duration;

/// Long enough for any machine; a test that waits that long has failed.
const PATIENCE: Duration = Duration::from_secs(60);

async fn put(app: &TestApp, name: &str, pdn: &str) -> reqwest::Response {
    app.client
        .put(app.url(&format!("/live/{name}")))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(pdn.to_string())
        .send()
        .await
        .expect("PUT")
}

/// A client of the event stream: the SSE messages read so far.
struct Events {
    response: reqwest::Response,
    buffer: String,
}

impl Events {
    async fn open(app: &TestApp, name: &str, last: Option<u64>) -> Events {
        let mut request = app
            .client
            .get(app.url(&format!("/live/{name}/events?lang=en")));
        if let Some(id) = last {
            request = request.header("Last-Event-ID", id.to_string());
        }
        let response = request.send().await.expect("GET events");
        assert_eq!(response.status(), StatusCode::OK);
        let kind = response.headers()["content-type"]
            .to_str()
            .unwrap_or("")
            .to_string();
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        Events {
            response,
            buffer: String::new(),
        }
    }

    /// The next event: its `id:` and its data.
    async fn next(&mut self) -> (u64, Value) {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let message: String = self.buffer.drain(..end + 2).collect();
                let mut id = None;
                let mut data = None;
                for line in message.lines() {
                    if let Some(v) = line.strip_prefix("id: ") {
                        id = v.parse().ok();
                    } else if let Some(v) = line.strip_prefix("data: ") {
                        data = serde_json::from_str(v).ok();
                    }
                }
                if let (Some(id), Some(data)) = (id, data) {
                    return (id, data);
                }
                continue; // a comment
            }
            let chunk = actix_web::rt::time::timeout(PATIENCE, self.response.chunk())
                .await
                .expect("an event in time")
                .expect("the stream reads")
                .expect("the stream goes on");
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

#[actix_web::test]
async fn a_round_put_step_by_step_streams_each_event_once_in_order() {
    let app = spawn_app(Backend::Sqlite).await;
    let mut expected = Round::new(RoundOptions::default());
    let first = live_round::version(0);
    let answer = put(&app, "round-1", &first).await;
    assert_eq!(answer.status(), StatusCode::OK);
    let answer: Value = answer.json().await.expect("JSON");
    assert_eq!(
        (answer["created"].as_bool(), answer["games"].as_u64()),
        (Some(true), Some(5))
    );
    let mut want: Vec<Value> = expected
        .update(first.as_bytes())
        .iter()
        .map(|e| e.said(Lang::En))
        .collect();
    let mut events = Events::open(&app, "round-1", None).await;
    let mut got = Vec::new();
    let mut mid_state = None;
    for step in 0..=live_round::steps() {
        if step > 0 {
            let text = live_round::version(step);
            let answer = put(&app, "round-1", &text).await;
            assert_eq!(answer.status(), StatusCode::OK, "step {step}");
            want.extend(
                expected
                    .update(text.as_bytes())
                    .iter()
                    .map(|e| e.said(Lang::En)),
            );
        }
        while got.len() < want.len() {
            let (id, data) = events.next().await;
            assert_eq!(Some(id), data["id"].as_u64());
            got.push(data);
        }
        assert_eq!(got, want, "step {step}");
        if step == 46 {
            mid_state = Some(app.get_json("/live/round-1?lang=en").await);
        }
    }
    // Every kind of event, at its ply.
    let of = |kind: &str| -> Vec<(String, u64)> {
        got.iter()
            .filter(|e| e["type"] == kind)
            .map(|e| {
                (
                    e["white"].as_str().unwrap_or("").to_string(),
                    e["ply"].as_u64().unwrap_or(0),
                )
            })
            .collect()
    };
    assert_eq!(of("game").len(), 5);
    assert_eq!(
        of("draw"),
        [("Three".to_string(), 8), ("Twenty".to_string(), 50)]
    );
    assert_eq!(of("rewritten"), [("Corrected".to_string(), 0)]);
    assert!(
        of("count").contains(&("Twenty".to_string(), 44)),
        "{:?}",
        of("count")
    );
    let kinds: Vec<&str> = got.iter().filter_map(|e| e["kind"].as_str()).collect();
    for kind in [
        "premature_king_move",
        "not_maximum_capture",
        "result_mismatch",
        "impossible_move",
    ] {
        assert!(kinds.contains(&kind), "{kind}: {kinds:?}");
    }

    // The state mid-round: the 25-move count running with its moves left.
    let state = mid_state.expect("the state at step 46");
    let twenty = state["games"]
        .as_array()
        .and_then(|games| games.iter().find(|g| g["white"] == "Twenty"))
        .expect("the 25-move game");
    assert_eq!(twenty["plies"], 46);
    assert_eq!(twenty["counts"][0]["clause"], "twenty_five_move_rule");
    assert_eq!(twenty["counts"][0]["moves_left"], 2);
    assert_eq!(state["finished"], false);
    let end = app.get_json("/live/round-1").await;
    assert_eq!(end["finished"], true);
    assert_eq!(end["last_event"].as_u64(), Some(got.len() as u64));

    // A reconnect with Last-Event-ID gets exactly what came after it.
    let mut again = Events::open(&app, "round-1", Some(50)).await;
    for expected in &got[50..] {
        let (_, data) = again.next().await;
        assert_eq!(&data, expected);
    }

    // games.pdn: the round normalised with the findings as comments; refereed again, the same
    // verdicts as the final file.
    let response = app.get("/live/round-1/games.pdn").await;
    assert_eq!(response.status(), StatusCode::OK);
    let pdn = response.text().await.expect("text");
    assert!(
        pdn.contains("{arbiter:") || pdn.contains("{ arbiter:"),
        "{pdn}"
    );
    let verdicts = |bytes: &[u8]| -> Vec<String> {
        arbiter::check_pdn(
            bytes,
            &pdn::ReadOptions::default(),
            &arbiter::RefereeOptions::default(),
        )
        .iter()
        .map(|r| {
            format!(
                "{:?} {:?}",
                r.status,
                r.findings.iter().map(|f| f.kind).collect::<Vec<_>>()
            )
        })
        .collect()
    };
    let last = live_round::version(live_round::steps());
    assert_eq!(verdicts(pdn.as_bytes()).len(), 5);
    let statuses = |v: Vec<String>| {
        v.into_iter()
            .map(|s| s.split(' ').next().unwrap_or("").to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        statuses(verdicts(pdn.as_bytes())),
        statuses(verdicts(last.as_bytes()))
    );
}

#[actix_web::test]
async fn live_rounds_refuse_what_they_should() {
    let app = spawn_app(Backend::Sqlite).await;
    // No token; a reader's token.
    let response = app
        .client
        .put(app.url("/live/r"))
        .header("content-type", "application/x-pdn")
        .body(live_round::version(1))
        .send()
        .await
        .expect("PUT");
    assert_error(response, StatusCode::UNAUTHORIZED, "missing_token").await;
    let reader = app.token_as("reader", store::Role::Reader);
    let response = app
        .client
        .put(app.url("/live/r"))
        .bearer_auth(&reader)
        .header("content-type", "application/x-pdn")
        .body(live_round::version(1))
        .send()
        .await
        .expect("PUT");
    assert_error(response, StatusCode::FORBIDDEN, "read_only_token").await;
    // No such round; a bad name.
    assert_error(
        app.get("/live/none").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.get("/live/none/events").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        put(&app, "a%20b", &live_round::version(1)).await,
        StatusCode::BAD_REQUEST,
        "bad_live_name",
    )
    .await;
    // Garbage is refused and the round stays as it was.
    assert_eq!(
        put(&app, "r", &live_round::version(3)).await.status(),
        StatusCode::OK
    );
    let before = app.get_json("/live/r").await;
    let response = put(&app, "r", "\u{0}\u{1}\u{2} not pdn").await;
    assert!(response.status().is_client_error(), "{}", response.status());
    assert_eq!(app.get_json("/live/r").await, before);
    // Dropped: gone.
    let response = app
        .client
        .delete(app.url("/live/r"))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("DELETE");
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_error(app.get("/live/r").await, StatusCode::NOT_FOUND, "not_found").await;
}

#[actix_web::test]
async fn the_pages_api_lists_the_rounds_and_shows_one_game_with_its_positions() {
    let app = spawn_app(Backend::Sqlite).await;
    assert_eq!(app.get_json("/live").await["rounds"], serde_json::json!([]));
    for step in 0..=46 {
        let answer = put(&app, "round-2", &live_round::version(step)).await;
        assert_eq!(answer.status(), StatusCode::OK, "step {step}");
    }
    assert_eq!(
        put(&app, "a-round", &live_round::version(1)).await.status(),
        StatusCode::OK
    );
    // The list: by name, with the games, whether finished and the last event.
    let list = app.get_json("/live").await;
    let state = app.get_json("/live/round-2").await;
    let rounds = list["rounds"].as_array().expect("rounds");
    let names: Vec<&str> = rounds.iter().filter_map(|r| r["name"].as_str()).collect();
    assert_eq!(names, ["a-round", "round-2"]);
    assert_eq!(rounds[1]["games"], 5);
    assert_eq!(rounds[1]["finished"], false);
    assert_eq!(rounds[1]["last_event"], state["last_event"]);
    assert_eq!(state["games"][3]["n"], 4);
    assert_eq!(state["games"][0]["last_move"], "3-8");
    assert_eq!(state["games"][1]["last_move"], "18x29");

    // The man that stepped back: each move as written with the position after it, the
    // finding at its ply.
    let game = app.get_json("/live/round-2/games/1?lang=fr").await;
    assert_eq!(
        (game["white"].as_str(), game["n"].as_u64()),
        (Some("Backward"), Some(1))
    );
    let moves = game["moves"].as_array().expect("moves");
    let written: Vec<&str> = moves
        .iter()
        .filter_map(|m| m["notation"].as_str())
        .collect();
    assert_eq!(written, ["32-37", "19-23", "40-34", "3-8"]);
    assert_eq!(moves[0]["fen_after"], moves[1]["fen_before"]);
    assert_eq!(moves[3]["fen_after"], game["final_fen"]);
    assert!(
        moves[0]["fen_after"]
            .as_str()
            .is_some_and(|f| f.contains("37")),
        "{}",
        moves[0]
    );
    let finding = &game["findings"][0];
    assert_eq!(
        (finding["kind"].as_str(), finding["ply"].as_u64()),
        (Some("premature_king_move"), Some(1))
    );
    // In the language asked, as the state says it.
    let french = app.get_json("/live/round-2?lang=fr").await;
    assert_eq!(
        finding["message"],
        french["games"][0]["findings"][0]["message"]
    );
    assert_ne!(
        finding["message"],
        state["games"][0]["findings"][0]["message"]
    );

    // The 25-move game: its count running with the moves left, as in the state.
    let twenty = app.get_json("/live/round-2/games/4").await;
    assert_eq!(twenty["white"], "Twenty");
    assert_eq!(twenty["plies"], 46);
    assert_eq!(twenty["counts"], state["games"][3]["counts"]);
    assert_eq!(twenty["counts"][0]["moves_left"], 2);
    assert_eq!(twenty["ended"], false);

    // Its diagrams, as a stored game's.
    let svg = |path: &'static str| {
        let app = &app;
        async move {
            let response = app.get(path).await;
            let status = response.status();
            let kind = response
                .headers()
                .get("content-type")
                .map(|v| v.to_str().unwrap_or("").to_string());
            (status, kind, response.text().await.unwrap_or_default())
        }
    };
    let (status, kind, body) = svg("/live/round-2/games/1/board.svg?ply=1").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(kind.as_deref(), Some("image/svg+xml"));
    assert!(body.starts_with("<svg") && body.contains("32-37"), "{body}");
    let (status, _, body) = svg("/live/round-2/games/1/board.svg?finding=0").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("(red)"), "{body}");
    assert_error(
        app.get("/live/round-2/games/1/board.svg?ply=9").await,
        StatusCode::BAD_REQUEST,
        "invalid_query",
    )
    .await;
    // No such game, no such round.
    for path in [
        "/live/round-2/games/6",
        "/live/round-2/games/0",
        "/live/round-2/games/6/board.svg",
        "/live/none/games/1",
    ] {
        assert_error(app.get(path).await, StatusCode::NOT_FOUND, "not_found").await;
    }
}

async fn store(app: &TestApp, name: &str, query: &str, token: &str) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/live/{name}/store{query}")))
        .bearer_auth(token)
        .send()
        .await
        .expect("POST store")
}

/// Each stored game's status and finding kinds, in file order.
async fn stored_verdicts(app: &TestApp, id: &str, games: u64) -> Vec<String> {
    let mut verdicts = Vec::new();
    for n in 1..=games {
        let game = app.get_json(&format!("/tournaments/{id}/games/{n}")).await;
        let report = &game;
        let kinds: Vec<&str> = report["findings"]
            .as_array()
            .map(|f| f.iter().filter_map(|f| f["kind"].as_str()).collect())
            .unwrap_or_default();
        verdicts.push(format!("{} {kinds:?}", report["status"]));
    }
    verdicts
}

/// `check`'s status and finding kinds of each game of `bytes`, as the stored ones are written.
fn check_verdicts(bytes: &[u8]) -> Vec<String> {
    arbiter::check_pdn(
        bytes,
        &pdn::ReadOptions::default(),
        &arbiter::RefereeOptions::default(),
    )
    .iter()
    .map(|r| {
        let kinds: Vec<&str> = r.findings.iter().map(|f| f.kind.name()).collect();
        format!("{} {kinds:?}", serde_json::json!(r.status))
    })
    .collect()
}

/// Issue 30: a finished live round becomes a stored round, of a new tournament or added to one
/// of its rules, refereed as `check` referees the final file; a round still being played, or a
/// tournament of other rules, is refused with what to do.
#[actix_web::test]
async fn a_finished_round_is_stored_as_a_round_of_a_tournament() {
    let app = spawn_app(Backend::Sqlite).await;
    let middle = live_round::version(10);
    assert_eq!(put(&app, "final", &middle).await.status(), StatusCode::OK);
    let refused = store(&app, "final", "", &app.token).await;
    let body = assert_error(refused, StatusCode::CONFLICT, "live_round_unfinished").await;
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("`final`"),
        "{body}"
    );
    let reader = app.token_as("watcher", store::Role::Reader);
    assert_error(
        store(&app, "final", "", &reader).await,
        StatusCode::FORBIDDEN,
        "read_only_token",
    )
    .await;
    assert_error(
        store(&app, "nosuch", "", &app.token).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;

    let last = live_round::version(live_round::steps());
    assert_eq!(put(&app, "final", &last).await.status(), StatusCode::OK);
    let made = store(&app, "final", "?name=Live%20Open&round=3", &app.token).await;
    assert_eq!(made.status(), StatusCode::CREATED);
    let location = made.headers()["location"]
        .to_str()
        .unwrap_or("")
        .to_string();
    let made: Value = made.json().await.expect("JSON");
    let id = made["id"].as_str().expect("id").to_string();
    assert_eq!(location, format!("/api/v1/tournaments/{id}"));
    assert_eq!(made["tournament"]["name"], "Live Open");
    assert_eq!(made["files"][0]["name"], "final.pdn");
    assert_eq!(made["files"][0]["games"], 5);
    assert_eq!(
        stored_verdicts(&app, &id, 5).await,
        check_verdicts(last.as_bytes()),
        "the stored verdicts are check's on the final file"
    );
    // Stored again: the same tournament, nothing new.
    let again = store(&app, "final", "?name=Live%20Open", &app.token).await;
    assert_eq!(again.status(), StatusCode::OK);
    let again: Value = again.json().await.expect("JSON");
    assert_eq!(again["id"], id.as_str());

    // Added to a tournament of the same rules, as its next round.
    let other = live_round::version(live_round::steps()).replace("Live test", "Second board");
    assert_eq!(put(&app, "second", &other).await.status(), StatusCode::OK);
    let added = store(
        &app,
        "second",
        &format!("?tournament={id}&round=4"),
        &app.token,
    )
    .await;
    assert_eq!(added.status(), StatusCode::CREATED);
    let added: Value = added.json().await.expect("JSON");
    assert_eq!(added["id"], id.as_str());
    let tournament = app.get_json(&format!("/tournaments/{id}")).await;
    assert_eq!(tournament["tournament"]["games"], 10, "{tournament}");
    let rounds: Vec<u64> = tournament["files"]
        .as_array()
        .map(|f| f.iter().filter_map(|f| f["round"].as_u64()).collect())
        .unwrap_or_default();
    assert_eq!(rounds, [3, 4], "each stored as the round asked");

    // A tournament checked under the 2015 rules does not take a round refereed under 2024's.
    let older = app
        .client
        .post(app.url("/tournaments?name=Older&ruleset=fmjd-2015"))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(live_round::version(0))
        .send()
        .await
        .expect("upload");
    assert_eq!(older.status(), StatusCode::CREATED);
    let older: Value = older.json().await.expect("JSON");
    let older = older["id"].as_str().expect("id").to_string();
    assert_error(
        store(&app, "second", &format!("?tournament={older}"), &app.token).await,
        StatusCode::CONFLICT,
        "live_rules_differ",
    )
    .await;
    // An arbiter may not add it to another's tournament.
    let stranger = app.token_as("stranger", store::Role::Arbiter);
    assert_error(
        store(&app, "second", &format!("?tournament={id}"), &stranger).await,
        StatusCode::FORBIDDEN,
        "not_your_tournament",
    )
    .await;
    app.stop().await;
}

async fn put_source(app: &TestApp, name: &str, source: Value) -> reqwest::Response {
    app.client
        .put(app.url(&format!("/live/{name}/source")))
        .bearer_auth(&app.token)
        .json(&source)
        .send()
        .await
        .expect("PUT source")
}

/// Waits until the round's state (in English) is as `wanted` says, and returns it.
async fn state_when(app: &TestApp, name: &str, wanted: impl Fn(&Value) -> bool) -> Value {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let state = app.get_json(&format!("/live/{name}?lang=en")).await;
        if wanted(&state) {
            return state;
        }
        assert!(std::time::Instant::now() < deadline, "{state}");
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until the round's feed has been read `versions` times in all, and returns its state.
async fn read_versions(app: &TestApp, name: &str, versions: u64) -> Value {
    state_when(app, name, |state| {
        state["source"]["versions"].as_u64() >= Some(versions)
    })
    .await
}

/// Waits until the round's feed says `code` (or nothing, `None`), and returns its state.
async fn feed_says(app: &TestApp, name: &str, code: Option<&str>) -> Value {
    state_when(app, name, |state| {
        state["source"]["problem"]["code"].as_str() == code
    })
    .await
}

/// A relay on loopback: serves the round's current PDN with an `ETag`, and 304 to a client
/// that has it; counts what it answered.
struct Relay {
    url: String,
    pdn: std::sync::Arc<std::sync::Mutex<(u64, String)>>,
    answered: std::sync::Arc<std::sync::Mutex<Vec<u16>>>,
    _server: actix_web::dev::ServerHandle,
}

impl Relay {
    fn start() -> Relay {
        use actix_web::{HttpRequest, HttpResponse, web};
        let pdn = std::sync::Arc::new(std::sync::Mutex::new((0u64, String::new())));
        let answered = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (shared, log) = (pdn.clone(), answered.clone());
        let server = actix_web::HttpServer::new(move || {
            let (shared, log) = (shared.clone(), log.clone());
            actix_web::App::new().route(
                "/games.pdn",
                web::get().to(move |req: HttpRequest| {
                    let (shared, log) = (shared.clone(), log.clone());
                    async move {
                        let (version, text) = shared.lock().expect("relay").clone();
                        let etag = format!("\"v{version}\"");
                        let has = req
                            .headers()
                            .get("if-none-match")
                            .and_then(|v| v.to_str().ok())
                            == Some(etag.as_str());
                        let status = if has { 304 } else { 200 };
                        log.lock().expect("log").push(status);
                        if has {
                            HttpResponse::NotModified().finish()
                        } else {
                            HttpResponse::Ok()
                                .insert_header(("etag", etag))
                                .content_type("application/x-pdn")
                                .body(text)
                        }
                    }
                }),
            )
        })
        .workers(1)
        .bind("127.0.0.1:0")
        .expect("bind");
        let port = server.addrs()[0].port();
        let server = server.run();
        let handle = server.handle();
        actix_web::rt::spawn(server);
        Relay {
            url: format!("http://127.0.0.1:{port}/games.pdn"),
            pdn,
            answered,
            _server: handle,
        }
    }

    fn serve(&self, text: String) {
        let mut pdn = self.pdn.lock().expect("relay");
        pdn.0 += 1;
        pdn.1 = text;
    }
}

/// Plays the test round through a feed: `write` puts each version where the feed reads it;
/// each version is read before the next is written. Returns the events told, which must be
/// those `live` tells on the same versions.
async fn play_through_feed(app: &TestApp, name: &str, write: impl Fn(String)) -> Vec<Value> {
    let mut expected = Round::new(RoundOptions::default());
    let mut want: Vec<Value> = Vec::new();
    let mut events: Option<Events> = None;
    let mut got = Vec::new();
    for step in 0..=live_round::steps() {
        let text = live_round::version(step);
        write(text.clone());
        read_versions(app, name, step as u64 + 1).await;
        want.extend(
            expected
                .update(text.as_bytes())
                .iter()
                .map(|e| e.said(Lang::En)),
        );
        let stream = match &mut events {
            Some(stream) => stream,
            None => events.insert(Events::open(app, name, None).await),
        };
        while got.len() < want.len() {
            let (_, data) = stream.next().await;
            got.push(data);
        }
        assert_eq!(got, want, "step {step}");
    }
    got
}

/// Issue 30: a round pulled from its feed, a file of the live directory and a relay's URL,
/// tells the events a push of the same versions tells, once and in order; an unchanged URL is
/// asked with its ETag (304); a feed that turns to garbage is said in the round's state while
/// the round keeps its last version, and is read again when it is PDN again.
#[actix_web::test]
async fn a_round_pulled_from_a_file_or_a_url_tells_what_a_push_tells() {
    let dir = tempfile::tempdir().expect("dir");
    let root = dir.path().to_path_buf();
    let app = spawn_app_with(Backend::Sqlite, |settings| {
        settings.live_sources = service::SourcesAllowed {
            dir: Some(root.clone()),
            hosts: vec!["127.0.0.1".into()],
        };
    })
    .await;

    // From a file, rewritten whole (as relays do: a new file renamed over the old one).
    let file = dir.path().join("games.pdn");
    std::fs::write(&file, "").expect("write");
    let started = put_source(
        &app,
        "from-file",
        serde_json::json!({"file": "games.pdn", "interval": 0.2}),
    )
    .await;
    assert_eq!(started.status(), StatusCode::OK);
    let started: Value = started.json().await.expect("JSON");
    assert_eq!(started["kind"], "file");
    assert_eq!(
        started["location"], "games.pdn",
        "the file by its name in the live directory, not the server's path"
    );
    let write_file = |text: String| {
        let next = file.with_extension("tmp");
        std::fs::write(&next, text).expect("write");
        std::fs::rename(&next, &file).expect("rename");
    };
    let got = play_through_feed(&app, "from-file", write_file).await;
    let kinds: Vec<&str> = got.iter().filter_map(|e| e["type"].as_str()).collect();
    for kind in [
        "game",
        "move",
        "finding",
        "draw",
        "count",
        "result",
        "rewritten",
    ] {
        assert!(kinds.contains(&kind), "{kind}: {kinds:?}");
    }
    // Garbage: said, and the round keeps its games; PDN again: read again.
    let before = app.get_json("/live/from-file").await;
    std::fs::write(&file, [0u8, 159, 146, 150, 0, 0, 1, 2].repeat(64)).expect("write");
    let broken = feed_says(&app, "from-file", Some("not_pdn")).await;
    assert_eq!(
        broken["games"], before["games"],
        "the last good version kept"
    );
    assert!(
        broken["source"]["problem"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("not PDN")),
        "{broken}"
    );
    std::fs::write(&file, live_round::version(live_round::steps())).expect("write");
    feed_says(&app, "from-file", None).await;

    // From a relay's URL: the same events; an unchanged feed answered 304.
    let relay = Relay::start();
    relay.serve(String::new());
    let started = put_source(
        &app,
        "from-url",
        serde_json::json!({"url": relay.url, "interval": 0.2}),
    )
    .await;
    assert_eq!(started.status(), StatusCode::OK);
    let from_url = play_through_feed(&app, "from-url", |text| relay.serve(text)).await;
    assert_eq!(
        from_url, got,
        "pulled from a URL, the same events as from a file"
    );
    let polls = relay.answered.lock().expect("log").len();
    let deadline = std::time::Instant::now() + PATIENCE;
    while relay.answered.lock().expect("log").len() < polls + 2 {
        assert!(std::time::Instant::now() < deadline);
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        relay.answered.lock().expect("log").ends_with(&[304, 304]),
        "an unchanged feed is asked with its ETag"
    );
    let state = app.get_json("/live/from-url").await;
    assert_eq!(state["source"]["kind"], "url", "{state}");
    assert_eq!(state["source"]["location"], relay.url.as_str());

    // Stopped: the round stays, no longer pulled.
    let stop = |name: &'static str| {
        let app = &app;
        async move {
            app.client
                .delete(app.url(&format!("/live/{name}/source")))
                .bearer_auth(&app.token)
                .send()
                .await
                .expect("DELETE source")
        }
    };
    assert_eq!(stop("from-url").await.status(), StatusCode::NO_CONTENT);
    assert_error(stop("from-url").await, StatusCode::NOT_FOUND, "not_found").await;
    let state = app.get_json("/live/from-url").await;
    assert!(state["source"].is_null(), "{state}");
    assert_eq!(state["finished"], true);

    // Only the operator's places.
    for (source, status, code) in [
        (
            serde_json::json!({"file": "../games.pdn"}),
            StatusCode::FORBIDDEN,
            "live_source_not_allowed",
        ),
        (
            serde_json::json!({"file": "/etc/hostname"}),
            StatusCode::FORBIDDEN,
            "live_source_not_allowed",
        ),
        (
            serde_json::json!({"url": "http://10.1.2.3/games.pdn"}),
            StatusCode::FORBIDDEN,
            "live_source_not_allowed",
        ),
        (
            serde_json::json!({"url": "file:///etc/hostname"}),
            StatusCode::BAD_REQUEST,
            "bad_live_source",
        ),
        (
            serde_json::json!({}),
            StatusCode::BAD_REQUEST,
            "bad_live_source",
        ),
        (
            serde_json::json!({"file": "games.pdn", "interval": 0.01}),
            StatusCode::BAD_REQUEST,
            "bad_live_source",
        ),
    ] {
        assert_error(put_source(&app, "refused", source).await, status, code).await;
    }
    app.stop().await;
    // A server started without a live directory reads no file.
    let closed = spawn_app(Backend::Sqlite).await;
    assert_error(
        put_source(&closed, "r", serde_json::json!({"file": "games.pdn"})).await,
        StatusCode::FORBIDDEN,
        "live_source_not_allowed",
    )
    .await;
    closed.stop().await;
}

/// Issue 30: a restart resumes every live round from the store: its state as it was, no event
/// told again (a client reconnecting from the last id gets nothing old), and what comes after
/// told with the ids and words of the round that never stopped; a round pulled is pulled again.
async fn a_restart_resumes_every_live_round_without_telling_an_event_twice(backend: Backend) {
    let dir = tempfile::tempdir().expect("dir");
    let root = dir.path().to_path_buf();
    let allow = |settings: &mut service::Settings| {
        settings.live_sources = service::SourcesAllowed {
            dir: Some(root.clone()),
            hosts: Vec::new(),
        };
    };
    let app = spawn_app_with(backend, allow).await;
    let mut whole = Round::new(RoundOptions::default());
    let half = live_round::steps() / 2;
    for step in 0..=half {
        let text = live_round::version(step);
        assert_eq!(put(&app, "kept", &text).await.status(), StatusCode::OK);
        whole.update(text.as_bytes());
    }
    // A second round, pulled from a file.
    let file = dir.path().join("games.pdn");
    std::fs::write(&file, live_round::version(3)).expect("write");
    let pulled = put_source(
        &app,
        "pulled",
        serde_json::json!({"file": "games.pdn", "interval": 0.2}),
    )
    .await;
    assert_eq!(pulled.status(), StatusCode::OK);
    read_versions(&app, "pulled", 1).await;
    // A deleted round is forgotten.
    assert_eq!(
        put(&app, "gone", &live_round::version(2)).await.status(),
        StatusCode::OK
    );
    let deleted = app
        .client
        .delete(app.url("/live/gone"))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("DELETE");
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let before = app.get_json("/live/kept?lang=en").await;
    let pulled_before = app.get_json("/live/pulled?lang=en").await;
    let db = app.db.clone();
    let keep = app.stop().await;

    let app = spawn_on(&db, keep, allow).await;
    let after = app.get_json("/live/kept?lang=en").await;
    assert_eq!(after["games"], before["games"], "the state as it was");
    assert_eq!(after["last_event"], before["last_event"]);
    assert_eq!(
        app.get_json("/live/pulled?lang=en").await["games"],
        pulled_before["games"]
    );
    assert_error(
        app.get("/live/gone").await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    // From the last id: nothing old; what comes next, as the round that never stopped tells it.
    let last = before["last_event"].as_u64().expect("last event");
    let mut events = Events::open(&app, "kept", Some(last)).await;
    let mut want = Vec::new();
    for step in half + 1..=live_round::steps() {
        let text = live_round::version(step);
        assert_eq!(put(&app, "kept", &text).await.status(), StatusCode::OK);
        want.extend(
            whole
                .update(text.as_bytes())
                .iter()
                .map(|e| e.said(Lang::En)),
        );
    }
    assert!(!want.is_empty());
    for expected in &want {
        let (id, data) = events.next().await;
        assert!(id > last, "an event told again: {id}");
        assert_eq!(&data, expected);
    }
    // A stream open holds a graceful stop for its whole timeout.
    drop(events);
    // The pulled round is pulled again: a new version of its file is read.
    std::fs::write(&file, live_round::version(4)).expect("write");
    read_versions(&app, "pulled", 1).await;
    state_when(&app, "pulled", |state| {
        state["games"] != pulled_before["games"]
    })
    .await;
    app.stop().await;
}

on_both_backends!(a_restart_resumes_every_live_round_without_telling_an_event_twice);
