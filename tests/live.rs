//! Live rounds over HTTP (issue 30): a round PUT step by step with its whole PDN while a client
//! reads `GET /live/{name}/events`; each event arrives once, in order, as `live` tells it; a
//! reconnect with `Last-Event-ID` gets what it missed; the state, `games.pdn` and the refusals.

#[path = "support/app.rs"]
#[allow(unused_macros)] // on_both_backends: live rounds are in memory, one backend is enough
mod app_support;
#[path = "support/live_round.rs"]
mod live_round;
#[path = "support/postgres.rs"]
mod postgres_support;

use app_support::{Backend, TestApp, assert_error, spawn_app};
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
