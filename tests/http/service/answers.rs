//! Issue 29: what the service answers when something goes wrong is said in the asker's
//! language (`Accept-Language`, as the page sends it, or `?lang=`): each door asked for an
//! error (no token, an unknown and a revoked token, a reader's token writing, a file too large,
//! not PDN, a bad date, an unknown language, an unknown tournament and game, a bad position, an
//! administrator's door, a mistyped address from a browser and from a program) answers with its English `code` and a message of the
//! language with no English sentence left; and every answer of the catalogue, said with any
//! placeables, has no English word in French, Dutch or Russian.

use super::Backend;
use super::app_support::spawn_app_with;
use reqwest::StatusCode;
use serde_json::Value;

/// English words of the service's answers that are no word of French, Dutch or Russian (the
/// shared ones, `token`, `arbiter`, `page`, `database`, `server`, `upload`, `is`, `was`, are
/// left out).
const ENGLISH: [&str; 41] = [
    "the",
    "this",
    "that",
    "these",
    "needs",
    "need",
    "ask",
    "send",
    "again",
    "try",
    "file",
    "files",
    "tournament",
    "game",
    "games",
    "limit",
    "between",
    "choose",
    "check",
    "there",
    "which",
    "not",
    "with",
    "and",
    "has",
    "no",
    "one",
    "private",
    "read",
    "reads",
    "found",
    "error",
    "unknown",
    "revoked",
    "administrator",
    "address",
    "nothing",
    "split",
    "round",
    "may",
    "what",
];

/// The English words of `message` outside what it quotes (between backquotes: a name, an id,
/// a value as sent) and the address it echoes.
fn english_words(message: &str) -> Vec<String> {
    let mut said = String::new();
    for (i, piece) in message.split('`').enumerate() {
        if i % 2 == 0 {
            said.push_str(piece);
            said.push(' ');
        }
    }
    said.split(|c: char| !c.is_alphanumeric() && c != '_' && c != '\'')
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

/// One request to provoke an error: method, path, token, body, and the status and code
/// expected.
struct Door {
    method: &'static str,
    path: String,
    token: Option<String>,
    body: Option<Vec<u8>>,
    status: StatusCode,
    code: &'static str,
}

impl Door {
    fn new(method: &'static str, path: &str, status: StatusCode, code: &'static str) -> Door {
        Door {
            method,
            path: path.to_string(),
            token: None,
            body: None,
            status,
            code,
        }
    }

    fn with_token(mut self, token: &str) -> Door {
        self.token = Some(token.to_string());
        self
    }

    fn with_body(mut self, body: &[u8]) -> Door {
        self.body = Some(body.to_vec());
        self
    }
}

/// The error body of `door` asked in `lang` (by `Accept-Language`), after checking its status
/// and code.
async fn ask(app: &super::TestApp, door: &Door, lang: &str) -> Value {
    let url = app.url(&door.path);
    let mut request = match door.method {
        "POST" => app.client.post(url),
        _ => app.client.get(url),
    }
    .header("accept-language", format!("{lang}, en;q=0.5"));
    if let Some(token) = &door.token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = &door.body {
        request = request
            .header("content-type", "application/x-pdn")
            .body(body.clone());
    }
    let response = request.send().await.expect("request");
    assert_eq!(response.status(), door.status, "{lang} {}", door.path);
    let body: Value = response.json().await.expect("a JSON error");
    assert_eq!(body["error"]["code"], door.code, "{lang}: {body}");
    body
}

const ONE_GAME: &[u8] =
    b"[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"2-0\"]\n\n1. 32-28 19-23 2-0\n";

async fn every_door_answers_in_the_askers_language(backend: Backend) {
    // A small limit, so that a file too large is quick to send.
    let app = spawn_app_with(backend, |s| s.max_body = 64 << 10).await;
    let reader = app.token_as("federation-reader", store::Role::Reader);
    let revoked = app.token_as("old-laptop", store::Role::Arbiter);
    store::Store::open(&app.db)
        .expect("store")
        .revoke_token("old-laptop", "(command line)")
        .expect("revoked");
    let too_large = vec![b' '; 200 << 10];
    let doors = [
        Door::new(
            "POST",
            "/tournaments",
            StatusCode::UNAUTHORIZED,
            "missing_token",
        )
        .with_body(ONE_GAME),
        Door::new(
            "POST",
            "/tournaments",
            StatusCode::UNAUTHORIZED,
            "invalid_token",
        )
        .with_token("not-a-token-of-ours")
        .with_body(ONE_GAME),
        Door::new(
            "POST",
            "/tournaments",
            StatusCode::UNAUTHORIZED,
            "revoked_token",
        )
        .with_token(&revoked)
        .with_body(ONE_GAME),
        Door::new(
            "POST",
            "/tournaments",
            StatusCode::FORBIDDEN,
            "read_only_token",
        )
        .with_token(&reader)
        .with_body(ONE_GAME),
        Door::new(
            "POST",
            "/tournaments",
            StatusCode::PAYLOAD_TOO_LARGE,
            "body_too_large",
        )
        .with_token(&app.token)
        .with_body(&too_large),
        Door::new(
            "POST",
            "/validate",
            StatusCode::UNPROCESSABLE_ENTITY,
            "not_pdn",
        )
        .with_body(b"\x89PNG\r\n\x1a\n\0\0\0\0"),
        Door::new(
            "GET",
            "/games?date_from=last-tuesday",
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
        Door::new(
            "GET",
            "/games?limit=many",
            StatusCode::BAD_REQUEST,
            "invalid_query",
        ),
        Door::new(
            "POST",
            "/validate?lang=pl",
            StatusCode::BAD_REQUEST,
            "invalid_query",
        )
        .with_body(ONE_GAME),
        Door::new(
            "GET",
            "/tournaments/no-such-tournament",
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        Door::new(
            "GET",
            "/no-such-address",
            StatusCode::NOT_FOUND,
            "route_not_found",
        ),
        Door::new("GET", "/tokens", StatusCode::UNAUTHORIZED, "missing_token"),
        Door::new("GET", "/tokens", StatusCode::FORBIDDEN, "admin_only").with_token(&reader),
        Door::new(
            "GET",
            "/tournaments/no-such-tournament/games/1",
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        Door::new(
            "GET",
            "/board.svg?fen=W:W99",
            StatusCode::BAD_REQUEST,
            "invalid_fen",
        ),
    ];
    let mut english = Vec::new();
    for door in &doors {
        english.push(ask(&app, door, "en").await["error"]["message"].take());
    }
    // The English ones say what to do.
    let said = |i: usize| english[i].as_str().unwrap_or_default().to_string();
    assert!(
        said(0).starts_with("this needs an arbiter's token (to upload a round"),
        "{}",
        said(0)
    );
    assert!(said(11).contains("administrator's token"), "{}", said(11));
    assert!(
        said(2).contains("`old-laptop` was revoked on "),
        "{}",
        said(2)
    );
    assert!(
        said(4).contains("is 200 KB; the limit is 64 KB: split it"),
        "{}",
        said(4)
    );
    for lang in ["fr", "nl", "ru"] {
        for (door, english) in doors.iter().zip(&english) {
            let body = ask(&app, door, lang).await;
            let message = body["error"]["message"].as_str().unwrap_or_default();
            assert!(!message.is_empty(), "{lang}: {body}");
            assert_ne!(Some(message), english.as_str(), "{lang}: {}", door.path);
            assert_eq!(
                english_words(message),
                Vec::<String>::new(),
                "{lang}: {message}"
            );
            assert!(body["error"]["details"].is_object(), "{body}");
        }
    }
    // The sizes in the language's units, the revoked token named with its day.
    let message = |body: Value| body["error"]["message"].as_str().unwrap_or("").to_string();
    let large = message(ask(&app, &doors[4], "fr").await);
    assert!(large.contains("200 ko"), "{large}");
    assert!(large.contains("64 ko"), "{large}");
    let large = message(ask(&app, &doors[4], "ru").await);
    assert!(
        large.contains("200 КБ") && large.contains("64 КБ"),
        "{large}"
    );
    let gone = message(ask(&app, &doors[2], "nl").await);
    assert!(
        gone.contains("`old-laptop` is op ") && gone.contains("ingetrokken"),
        "{gone}"
    );
    // `?lang=` is heard as the page's `Accept-Language` is.
    let asked = app
        .client
        .get(app.url("/tournaments/no-such-tournament?lang=ru"))
        .header("accept-language", "fr")
        .send()
        .await
        .expect("request");
    let asked = message(asked.json().await.expect("JSON"));
    assert!(
        asked.starts_with("турнира `no-such-tournament` нет"),
        "{asked}"
    );
    app.stop().await;
}

async fn a_revoked_token_is_told_apart_from_an_unknown_one(backend: Backend) {
    let app = spawn_app_with(backend, |_| {}).await;
    let token = app.token_as("lyon-open", store::Role::Arbiter);
    let mine = app
        .client
        .get(app.url("/me"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(mine.status(), StatusCode::OK);
    store::Store::open(&app.db)
        .expect("store")
        .revoke_token("lyon-open", "(command line)")
        .expect("revoked");
    for path in ["/me", "/tournaments/x/audit"] {
        let refused = app
            .client
            .get(app.url(path))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request");
        assert_eq!(refused.status(), StatusCode::UNAUTHORIZED, "{path}");
        let body: Value = refused.json().await.expect("JSON");
        assert_eq!(body["error"]["code"], "revoked_token", "{path}: {body}");
        assert!(body["error"]["details"]["revoked_at"].is_string(), "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("`lyon-open` was revoked")),
            "{body}"
        );
    }
    let unknown = app
        .client
        .get(app.url("/me"))
        .bearer_auth("lyon-open-typo")
        .send()
        .await
        .expect("request");
    let body: Value = unknown.json().await.expect("JSON");
    assert_eq!(body["error"]["code"], "invalid_token", "{body}");
    app.stop().await;
}

async fn a_mistyped_address_is_a_page_for_a_browser_and_json_for_a_program(backend: Backend) {
    let app = spawn_app_with(backend, |_| {}).await;
    let root = format!("http://127.0.0.1:{}", app.port);
    for path in ["/tournamnets", "/api/v1/tournamnets", "/assets/stlye.css"] {
        for (lang, title, home) in [
            ("en", "Page not found", "Go to the arbiter's page"),
            ("fr", "Page introuvable", "Aller à la page de l'arbitre"),
            (
                "nl",
                "Pagina niet gevonden",
                "Naar de pagina van de arbiter",
            ),
            ("ru", "Страница не найдена", "На страницу судьи"),
        ] {
            let browser = app
                .client
                .get(format!("{root}{path}"))
                .header(
                    "accept",
                    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
                )
                .header("accept-language", lang)
                .send()
                .await
                .expect("request");
            assert_eq!(browser.status(), StatusCode::NOT_FOUND, "{path}");
            let media = browser.headers()["content-type"]
                .to_str()
                .unwrap_or("")
                .to_string();
            assert!(media.starts_with("text/html"), "{path}: {media}");
            let page = browser.text().await.expect("text");
            assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{page}");
            assert!(page.contains(&format!("<h1>{title}</h1>")), "{page}");
            assert!(
                page.contains(&format!(
                    "<a href=\"/\">{}</a>",
                    home.replace('\'', "&#39;")
                )),
                "{page}"
            );
            assert!(page.contains(path), "the address as typed: {page}");
        }
        let program = app
            .client
            .get(format!("{root}{path}"))
            .header("accept", "application/json")
            .header("accept-language", "fr")
            .send()
            .await
            .expect("request");
        assert_eq!(program.status(), StatusCode::NOT_FOUND, "{path}");
        let body: Value = program.json().await.expect("JSON for a program");
        assert_eq!(body["error"]["code"], "route_not_found", "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.starts_with("il n'y a rien à cette adresse")),
            "{body}"
        );
    }
    // What a browser is sent of an address is escaped.
    let hostile = app
        .client
        .get(format!("{root}/%3Cscript%3Ealert(1)%3C/script%3E"))
        .header("accept", "text/html")
        .send()
        .await
        .expect("request");
    let page = hostile.text().await.expect("text");
    assert!(!page.contains("<script>"), "{page}");
    app.stop().await;
}

on_both_backends!(
    every_door_answers_in_the_askers_language,
    a_revoked_token_is_told_apart_from_an_unknown_one,
    a_mistyped_address_is_a_page_for_a_browser_and_json_for_a_program,
);

/// Every answer of the service's catalogue, said in French, Dutch and Russian with any
/// placeables (a name, a number of each plural form), has no English word outside what it
/// quotes: the walk over the whole catalogue that the doors above sample.
#[test]
fn every_answer_of_the_catalogue_is_said_without_an_english_word() {
    let english = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../words/locales/service/en.ftl"),
    )
    .expect("the English answers");
    let keys: Vec<&str> = english
        .lines()
        .filter(|l| l.starts_with("api-"))
        .filter_map(|l| l.split(" = ").next())
        .collect();
    assert!(keys.len() > 90, "{} answers", keys.len());
    let names = [
        "name", "id", "owner", "role", "value", "field", "from", "into", "key", "notation",
        "found", "path", "exports", "day", "file", "why", "size", "limit", "rate", "game",
        "finding", "decision", "last", "seconds", "turns", "findings", "count", "files", "n",
        "side", "to_move", "ply", "number", "played", "place", "label",
    ];
    for lang in [arbiter::Lang::Fr, arbiter::Lang::Nl, arbiter::Lang::Ru] {
        for n in [0u64, 1, 2, 5, 21] {
            for key in &keys {
                let mut args = arbiter::fluent::FluentArgs::new();
                for name in names {
                    args.set(name, arbiter::fluent::FluentValue::from(n));
                }
                let said = words::render(lang, key, &args);
                assert_ne!(said, *key, "{lang:?}: {key} is missing");
                assert_eq!(
                    english_words(&said),
                    Vec::<String>::new(),
                    "{lang:?} {key} ({n}): {said}"
                );
            }
        }
    }
}
