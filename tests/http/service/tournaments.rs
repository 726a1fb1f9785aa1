//! Issue 13 through the API: rounds added one upload at a time, the hand-computed standings,
//! every export, the players merged and renamed by the arbiter.

use super::expected::{assert_expected, cells, kinds};
use super::{Backend, TestApp, assert_error, spawn_app};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("api/ has a parent")
        .to_path_buf()
}

/// A fixture's bytes.
pub fn fixture(relative: &str) -> Vec<u8> {
    std::fs::read(root().join("fixtures").join(relative))
        .unwrap_or_else(|e| panic!("fixtures/{relative}: {e}"))
}

pub const ROUND_ROBIN: [&str; 5] = [
    "ronde-1.pdn",
    "ronde-2.pdn",
    "ronde-3.pdn",
    "ronde-4.pdn",
    "ronde-5.pdn",
];

/// The round robin's files, named as uploaded.
pub fn round_robin() -> Vec<(String, Vec<u8>)> {
    ROUND_ROBIN
        .iter()
        .map(|f| {
            (
                f.to_string(),
                fixture(&format!("tournament/round-robin/{f}")),
            )
        })
        .collect()
}

/// A multipart form of files.
pub fn form(files: &[(String, Vec<u8>)]) -> Form {
    files.iter().fold(Form::new(), |form, (name, bytes)| {
        form.part(
            "file",
            Part::bytes(bytes.clone())
                .file_name(name.clone())
                .mime_str("application/x-pdn")
                .expect("a media type"),
        )
    })
}

impl TestApp {
    /// POSTs a form of files with this app's token.
    pub async fn post_form(&self, path: &str, files: &[(String, Vec<u8>)]) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .bearer_auth(&self.token)
            .multipart(form(files))
            .send()
            .await
            .expect("request")
    }

    /// POSTs JSON with this app's token.
    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .bearer_auth(&self.token)
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// Uploads files as one tournament: its id.
    pub async fn tournament_of(&self, files: &[(String, Vec<u8>)]) -> String {
        let response = self.post_form("/tournaments", files).await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let body: Value = response.json().await.expect("JSON");
        body["id"].as_str().expect("id").to_string()
    }
}

/// `draughts-arbiter standings ARGS...` run in `dir` (so reports name the files as uploaded):
/// its standard output.
pub fn cli(dir: &Path, args: &[&str]) -> Vec<u8> {
    // English, as the API without `lang` or `Accept-Language`.
    let out = crate::cli_support::command()
        .arg("standings")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.code().is_some_and(|c| c < 2),
        "standings {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The API's standings report without the tournament's game numbers (`n`), which the CLI's
/// has not.
pub fn without_numbers(mut report: Value) -> Value {
    if let Some(games) = report["games"].as_array_mut() {
        for game in games {
            game.as_object_mut().map(|g| g.remove("n"));
        }
    }
    if let Some(findings) = report["findings"].as_array_mut() {
        for finding in findings {
            if let Some(games) = finding["games"].as_array_mut() {
                for game in games {
                    game.as_object_mut().map(|g| g.remove("n"));
                }
            }
        }
    }
    report
}

async fn rounds_are_added_one_upload_at_a_time(backend: Backend) {
    let app = spawn_app(backend).await;
    let files = round_robin();
    // Round 1 on its own, as a raw body.
    let response = app
        .client
        .post(app.url("/tournaments?name=Club%20Championship"))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(files[0].1.clone())
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    let first: Value = response.json().await.expect("JSON");
    let id = first["id"].as_str().expect("id").to_string();
    assert_eq!(first["tournament"]["files"], 1);
    // Round 2, raw, named by the query.
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{id}/files?name=ronde-2.pdn")))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(files[1].1.clone())
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    let second: Value = response.json().await.expect("JSON");
    assert_eq!(second["id"], id.as_str());
    assert_eq!(
        second["files"],
        json!([{"name": "ronde-2.pdn", "created": true, "games": 3}])
    );
    // Rounds 3 to 5 in one form, with round 2 again: stored once.
    let response = app
        .post_form(&format!("/tournaments/{id}/files"), &files[1..])
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let rest: Value = response.json().await.expect("JSON");
    let created: Vec<bool> = rest["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|f| f["created"].as_bool().unwrap_or_default())
        .collect();
    assert_eq!(created, [false, true, true, true]);
    assert_eq!(rest["tournament"]["games"], 15);
    assert_eq!(rest["tournament"]["files"], 5);
    // Every file again: nothing new, 200.
    let response = app
        .post_form(&format!("/tournaments/{id}/files"), &files)
        .await;
    assert_eq!(response.status(), StatusCode::OK);

    // The tournament lists its files, its games numbered across them.
    let detail = app.get_json(&format!("/tournaments/{id}")).await;
    let listed: Vec<(String, u64, u64)> = detail["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|f| {
            (
                f["label"].as_str().unwrap_or_default().to_string(),
                f["first_game"].as_u64().unwrap_or(99),
                f["file_round"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [
            // The first upload was named by the query, not a file: the tournament's name.
            ("Club Championship".to_string(), 0, 1),
            ("ronde-2.pdn".to_string(), 3, 2),
            ("ronde-3.pdn".to_string(), 6, 3),
            ("ronde-4.pdn".to_string(), 9, 4),
            ("ronde-5.pdn".to_string(), 12, 5),
        ]
    );
    let numbers: Vec<u64> = detail["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|g| g["n"].as_u64().unwrap_or(0))
        .collect();
    assert_eq!(numbers, (1..=15).collect::<Vec<u64>>());
    // Game 10 is the first of round 4: its report and its bytes are that file's first game.
    let report = app.get_json(&format!("/tournaments/{id}/games/10")).await;
    assert_eq!(report["index"], 1);
    assert_eq!(report["tags"]["White"], "Gerrits, Finn");
    let original = app
        .get(&format!("/tournaments/{id}/original?file=4"))
        .await
        .bytes()
        .await
        .expect("bytes");
    assert_eq!(&original[..], &files[3].1[..]);
    assert_error(
        app.get(&format!("/tournaments/{id}/original?file=6")).await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;

    // The same round uploaded as a tournament of its own is another tournament.
    let alone = app.tournament_of(&files[2..3]).await;
    assert_ne!(alone, id);
    // A form of every round as a new tournament: its first file's bytes made `id`, which has
    // every other file too, so nothing is stored.
    let response = app.post_form("/tournaments", &files).await;
    assert_eq!(response.status(), StatusCode::OK);
    let again: Value = response.json().await.expect("JSON");
    assert_eq!(again["id"], id.as_str());
    assert_eq!(again["created"], false);

    // round= names one file's round, not several.
    let response = app
        .post_form(&format!("/tournaments/{id}/files?round=3"), &files[..2])
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_query").await;
    // A form with a file that is not PDN stores nothing of it.
    let broken = vec![
        ("extra.pdn".to_string(), fixture("http/one-game.pdn")),
        (
            "photo.png".to_string(),
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec(),
        ),
    ];
    let response = app
        .post_form(&format!("/tournaments/{id}/files"), &broken)
        .await;
    let body = assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "not_pdn").await;
    assert_eq!(body["error"]["details"]["file"], 2);
    let detail = app.get_json(&format!("/tournaments/{id}")).await;
    assert_eq!(detail["tournament"]["games"], 15);
    // No such tournament.
    let response = app
        .post_form("/tournaments/0000000000000000/files", &files[..1])
        .await;
    assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    app.stop().await;
}

async fn the_hand_computed_standings_come_through_the_api_as_through_the_cli(backend: Backend) {
    let app = spawn_app(backend).await;
    let dir = root().join("fixtures/tournament/round-robin");
    let id = app.tournament_of(&round_robin()).await;
    let report = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_expected(&report, "round-robin");
    let cli_report: Value = serde_json::from_slice(&cli(
        &dir,
        &[&["--format", "json"][..], &ROUND_ROBIN].concat(),
    ))
    .expect("JSON");
    assert_eq!(without_numbers(report.clone()), cli_report);
    // Every game and every game of a finding has its number in the tournament.
    assert_eq!(report["games"][9]["n"], 10);
    assert_eq!(report["games"][9]["round"], 4);
    // Other tie-breaks, as the CLI takes them.
    let by_sb = app
        .get_json(&format!("/tournaments/{id}/standings?tiebreaks=sb"))
        .await;
    let cli_sb: Value = serde_json::from_slice(&cli(
        &dir,
        &[&["--format", "json", "--tiebreaks", "sb"][..], &ROUND_ROBIN].concat(),
    ))
    .expect("JSON");
    assert_eq!(without_numbers(by_sb), cli_sb);
    assert_error(
        app.get(&format!("/tournaments/{id}/standings?tiebreaks=coin-toss"))
            .await,
        StatusCode::BAD_REQUEST,
        "invalid_query",
    )
    .await;

    // The Swiss, with its byes and its forfeit recorded as the arbiter's decisions.
    let swiss = vec![(
        "swiss.pdn".to_string(),
        fixture("tournament/swiss/swiss.pdn"),
    )];
    let id = app.tournament_of(&swiss).await;
    let decisions: Value =
        serde_json::from_slice(&fixture("tournament/swiss/decisions.json")).expect("JSON");
    for bye in decisions["byes"].as_array().expect("byes") {
        let response = app
            .post_json(
                &format!("/tournaments/{id}/decisions"),
                &json!({"bye": bye}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    for forfeit in decisions["forfeits"].as_array().expect("forfeits") {
        let response = app
            .post_json(
                &format!("/tournaments/{id}/decisions"),
                &json!({"forfeit": forfeit}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let report = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_expected(&report, "swiss");
    let swiss_dir = root().join("fixtures/tournament/swiss");
    let cli_report: Value = serde_json::from_slice(&cli(
        &swiss_dir,
        &[
            "--format",
            "json",
            "--decisions",
            "decisions.json",
            "swiss.pdn",
        ],
    ))
    .expect("JSON");
    assert_eq!(without_numbers(report), cli_report);
    // A bye worth one point, as the arbiter may say.
    let one = app
        .get_json(&format!("/tournaments/{id}/standings?bye_points=1"))
        .await;
    let carvalho = one["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["name"] == "Carvalho, Inês")
        .expect("Carvalho");
    assert_eq!(carvalho["points"], 4);
    app.stop().await;
}

async fn every_export_is_the_clis(backend: Backend) {
    let app = spawn_app(backend).await;
    let dir = root().join("fixtures/tournament/round-robin");
    let id = app.tournament_of(&round_robin()).await;
    let cases: [(&str, &str, &[&str]); 11] = [
        ("report.txt", "text/plain", &[]),
        ("standings.csv", "text/csv", &["--format", "csv"]),
        ("standings.html", "text/html", &["--format", "html"]),
        (
            "crosstable.csv",
            "text/csv",
            &["--export", "crosstable", "--format", "csv"],
        ),
        (
            "crosstable.json",
            "application/json",
            &["--export", "crosstable", "--format", "json"],
        ),
        ("crosstable.txt", "text/plain", &["--export", "crosstable"]),
        ("fmjd.csv", "text/csv", &["--export", "fmjd"]),
        ("verdicts.csv", "text/csv", &["--export", "verdicts"]),
        (
            "verdicts.json",
            "application/json",
            &["--export", "verdicts", "--format", "json"],
        ),
        ("tournament.pdn", "application/x-pdn", &["--export", "pdn"]),
        ("report.json", "application/json", &["--format", "json"]),
    ];
    for (name, media, args) in cases {
        let response = app.get(&format!("/tournaments/{id}/exports/{name}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        let headers = response.headers().clone();
        assert!(
            headers["content-type"]
                .to_str()
                .unwrap_or_default()
                .starts_with(media),
            "{name}: {:?}",
            headers["content-type"]
        );
        assert_eq!(
            headers["content-disposition"].to_str().unwrap_or_default(),
            format!("attachment; filename=\"{id}-{name}\""),
        );
        let body = response.bytes().await.expect("body");
        let from_cli = cli(&dir, &[args, &ROUND_ROBIN].concat());
        if name == "report.json" {
            let api: Value = serde_json::from_slice(&body).expect("JSON");
            let cli: Value = serde_json::from_slice(&from_cli).expect("JSON");
            assert_eq!(without_numbers(api), cli, "{name}");
        } else {
            assert_eq!(
                String::from_utf8_lossy(&body),
                String::from_utf8_lossy(&from_cli),
                "{name}"
            );
        }
    }
    // The originals: every file byte for byte, under its name.
    let response = app
        .get(&format!("/tournaments/{id}/exports/originals.zip"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/zip");
    let zipped = response.bytes().await.expect("body");
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zipped.to_vec())).expect("zip");
    assert_eq!(archive.len(), 5);
    for (name, bytes) in round_robin() {
        let mut entry = archive.by_name(&name).expect("entry");
        let mut inside = Vec::new();
        entry.read_to_end(&mut inside).expect("read");
        assert_eq!(inside, bytes, "{name}");
    }
    assert_error(
        app.get(&format!("/tournaments/{id}/exports/standings.pdf"))
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    assert_error(
        app.get("/tournaments/0000000000000000/exports/fmjd.csv")
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    app.stop().await;
}

async fn the_crosstable_findings_and_a_players_games(backend: Backend) {
    let app = spawn_app(backend).await;
    let id = app.tournament_of(&round_robin()).await;
    let crosstable = app.get_json(&format!("/tournaments/{id}/crosstable")).await;
    assert_eq!(crosstable["kind"], "round_robin");
    let want = super::expected::expected("round-robin");
    let want_cells: Vec<Vec<String>> =
        serde_json::from_value(want["crosstable"].clone()).expect("cells");
    assert_eq!(cells(&json!({"crosstable": crosstable})), want_cells);
    let findings = app.get_json(&format!("/tournaments/{id}/findings")).await;
    let want_kinds: Vec<String> = serde_json::from_value(want["findings"].clone()).expect("kinds");
    assert_eq!(kinds(&findings), want_kinds);

    let players = app.get_json(&format!("/tournaments/{id}/players")).await;
    let names: Vec<&str> = players["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(names[0], "Fontaine, Emma");
    assert_eq!(names.len(), 6);
    // Named by any spelling: word order, case and accents do not matter.
    let games = app
        .get_json(&format!("/tournaments/{id}/players/emma%20FONTAINE/games"))
        .await;
    assert_eq!(games["player"]["name"], "Fontaine, Emma");
    assert_eq!(games["player"]["rank"], 1);
    let rounds = games["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 5);
    // Round 4: the double loss against Gerrits, with Black.
    assert_eq!(rounds[3]["round"], 4);
    assert_eq!(rounds[3]["opponent"], "Gerrits, Finn");
    assert_eq!(rounds[3]["colour"], "black");
    assert_eq!(rounds[3]["counted"], "0-0");
    assert_eq!(rounds[3]["points"], 0);
    let n = rounds[3]["n"].as_u64().expect("n");
    let report = app.get_json(&format!("/tournaments/{id}/games/{n}")).await;
    assert_eq!(report["tags"]["Black"], "Fontaine, Emma");
    assert_error(
        app.get(&format!("/tournaments/{id}/players/Nobody/games"))
            .await,
        StatusCode::NOT_FOUND,
        "not_found",
    )
    .await;
    app.stop().await;
}

async fn players_are_merged_and_renamed_by_the_arbiter(backend: Backend) {
    let app = spawn_app(backend).await;
    let files: Vec<(String, Vec<u8>)> = ["round1.pdn", "round2.pdn"]
        .iter()
        .map(|f| (f.to_string(), fixture(&format!("tournament/spellings/{f}"))))
        .collect();
    let id = app.tournament_of(&files).await;
    let names = |report: &Value| -> Vec<(String, u64)> {
        report["standings"]
            .as_array()
            .expect("standings")
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().unwrap_or_default().to_string(),
                    r["points"].as_u64().unwrap_or(99),
                )
            })
            .collect()
    };
    let before = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(names(&before).len(), 6);
    let probable = kinds(&before)
        .iter()
        .filter(|k| *k == "probably_same_player")
        .count();
    assert_eq!(probable, 2);

    let decisions = format!("/tournaments/{id}/decisions");
    let merge = app
        .post_json(
            &decisions,
            &json!({"merge": {"from": "Ouedraogo", "into": "Ouedraogo, Dasmane"}}),
        )
        .await;
    assert_eq!(merge.status(), StatusCode::CREATED);
    let merge: Value = merge.json().await.expect("JSON");
    assert_eq!(merge["decision"]["merge"]["from"], "Ouedraogo");
    assert!(
        merge["made_by"]
            .as_str()
            .is_some_and(|b| b.starts_with("tests-"))
    );
    let rename = app
        .post_json(
            &decisions,
            &json!({"merge": {"from": "cisse", "into": "Cissé, Papa"}}),
        )
        .await;
    assert_eq!(rename.status(), StatusCode::CREATED);
    let rename = app
        .post_json(
            &decisions,
            &json!({"rename": {"from": "Keita, Bakary", "to": "Keïta, Bakary"}}),
        )
        .await;
    assert_eq!(rename.status(), StatusCode::CREATED);
    let after = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(
        names(&after),
        [
            ("Ouedraogo, Dasmane".to_string(), 4),
            ("Diallo, Awa".to_string(), 2),
            ("Cissé, Papa".to_string(), 1),
            ("Keïta, Bakary".to_string(), 1),
        ]
    );
    assert!(!kinds(&after).contains(&"probably_same_player".to_string()));
    assert!(!kinds(&after).contains(&"missing_from_round".to_string()));
    // The stored games keep their names: decisions sit beside the records.
    let game = app.get_json(&format!("/tournaments/{id}/games/1")).await;
    assert_eq!(game["tags"]["White"], "Ouedraogo");

    // Refused: a name nobody has, a merge of a name into itself, a round 0, a body that is no
    // decision.
    let response = app
        .post_json(
            &decisions,
            &json!({"rename": {"from": "Nobody", "to": "X"}}),
        )
        .await;
    assert_error(response, StatusCode::UNPROCESSABLE_ENTITY, "unknown_player").await;
    let response = app
        .post_json(
            &decisions,
            &json!({"merge": {"from": "Diallo, Awa", "into": "awa diallo"}}),
        )
        .await;
    assert_error(
        response,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_decision",
    )
    .await;
    let response = app
        .post_json(
            &decisions,
            &json!({"bye": {"player": "Diallo, Awa", "round": 0}}),
        )
        .await;
    assert_error(
        response,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_decision",
    )
    .await;
    let response = app
        .post_json(&decisions, &json!({"promote": {"player": "Diallo, Awa"}}))
        .await;
    assert_error(response, StatusCode::BAD_REQUEST, "invalid_body").await;
    let response = app
        .client
        .post(app.url(&decisions))
        .json(&json!({"bye": {"player": "Diallo, Awa", "round": 3}}))
        .send()
        .await
        .expect("request");
    assert_error(response, StatusCode::UNAUTHORIZED, "missing_token").await;

    // Withdrawn, the first merge no longer counts, and stays on record.
    let first = merge["id"].as_i64().expect("id");
    let response = app
        .client
        .delete(app.url(&format!("{decisions}/{first}")))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let withdrawn: Value = response.json().await.expect("JSON");
    assert!(withdrawn["withdrawn_at"].is_string());
    let listed = app.get_json(&decisions).await;
    assert_eq!(listed["decisions"].as_array().map(Vec::len), Some(3));
    assert!(listed["decisions"][0]["withdrawn_by"].is_string());
    let again = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(names(&again).len(), 5);
    let response = app
        .client
        .delete(app.url(&format!("{decisions}/999")))
        .bearer_auth(&app.token)
        .send()
        .await
        .expect("request");
    assert_error(response, StatusCode::NOT_FOUND, "not_found").await;
    app.stop().await;
}

/// A file is kept under the name the answer gives it, the first as the others: trimmed and
/// without control characters.
async fn a_file_keeps_the_name_the_answer_gives_it(backend: Backend) {
    let app = spawn_app(backend).await;
    let mut files = round_robin();
    files.truncate(2);
    files[0].0 = "  ronde 1.pdn  ".to_string();
    files[1].0 = " ronde 2.pdn".to_string();
    let response = app.post_form("/tournaments", &files).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created: Value = response.json().await.unwrap();
    let id = created["id"].as_str().unwrap();
    let detail = app.get_json(&format!("/tournaments/{id}")).await;
    for (i, kept) in ["ronde 1.pdn", "ronde 2.pdn"].iter().enumerate() {
        assert_eq!(created["files"][i]["name"], *kept, "{created}");
        assert_eq!(detail["files"][i]["name"], *kept, "{detail}");
    }
    app.stop().await;
}

/// The cells of a CSV text (RFC 4180: quoted fields, doubled quotes), row by row.
fn csv_cells(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let (mut row, mut cell) = (Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\n') => {
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => cell.push(c),
        }
    }
    rows
}

/// Issue 26: names a spreadsheet would run as formulas (`=1+1`, `@SUM(A1)`, `-2+3`,
/// `+cmd`) are written in every CSV export as text (OWASP: a `'` in front, the cell quoted);
/// a number stays a number, and a forfeit's `+` or `-` mark is text too.
async fn csv_exports_write_no_formula(backend: Backend) {
    let app = spawn_app(backend).await;
    let game = |round: u32, white: &str, black: &str, result: &str| {
        format!(
            "[Event \"Formula Open\"]\n[Round \"{round}\"]\n[White \"{white}\"]\n\
             [Black \"{black}\"]\n[Result \"{result}\"]\n\n\
             1. 32-28 18-23 2. 37-32 12-18 3. 41-37 7-12 4. 46-41 1-7 {result}\n\n"
        )
    };
    let (a, b, c, d) = ("=1+1", "@SUM(A1)", "-2+3", "+cmd|' /C calc'!A0");
    let rounds = vec![
        (
            "=HYPERLINK(1).pdn".to_string(),
            format!("{}{}", game(1, a, b, "2-0"), game(1, c, d, "1-1")).into_bytes(),
        ),
        (
            "round2.pdn".to_string(),
            format!("{}{}", game(2, a, c, "0-2"), game(2, b, d, "1-1")).into_bytes(),
        ),
    ];
    let id = app.tournament_of(&rounds).await;
    // A forfeit, for the `+` and `-` marks of the crosstables.
    let response = app
        .client
        .post(app.url(&format!("/tournaments/{id}/decisions")))
        .bearer_auth(&app.token)
        .json(&serde_json::json!({"forfeit": {"round": 3, "winner": a, "loser": b}}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::CREATED);
    for name in [
        "standings.csv",
        "crosstable.csv",
        "fmjd.csv",
        "verdicts.csv",
    ] {
        let response = app.get(&format!("/tournaments/{id}/exports/{name}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        let text = response.text().await.expect("text");
        let cells: Vec<String> = csv_cells(&text).into_iter().flatten().collect();
        for cell in &cells {
            let runs = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
            assert!(
                !runs || cell.parse::<f64>().is_ok(),
                "{name}: the cell `{cell}` would run in a spreadsheet:\n{text}"
            );
        }
        for player in [a, b, c, d] {
            let escaped = format!("'{player}");
            assert!(cells.contains(&escaped), "{name}: no `{escaped}`:\n{text}");
            assert!(
                text.contains(&format!("\"{}\"", escaped.replace('"', "\"\""))),
                "{name}: `{escaped}` is quoted:\n{text}"
            );
        }
        if name == "verdicts.csv" {
            assert!(cells.contains(&"'=HYPERLINK(1).pdn".to_string()), "{text}");
        }
        if name == "crosstable.csv" || name == "fmjd.csv" {
            assert!(
                cells.iter().any(|c| c.starts_with("'+"))
                    && cells.iter().any(|c| c.starts_with("'-")),
                "{name}: the forfeit's marks, as text:\n{text}"
            );
        }
    }
}

/// Issue 28 over HTTP: the suggestions as a list, several accepted in one request, each
/// recorded and audited as a decision; a round corrected by a ruling.
async fn suggestions_are_listed_and_accepted_in_one_request(backend: Backend) {
    let app = spawn_app(backend).await;
    let files = vec![(
        "names.pdn".to_string(),
        fixture("tournament/names/names.pdn"),
    )];
    let id = app.tournament_of(&files).await;
    let list = app
        .get_json(&format!("/tournaments/{id}/suggestions?lang=en"))
        .await;
    let suggestions = list["suggestions"].as_array().expect("suggestions");
    assert_eq!(suggestions.len(), 1, "{list}");
    let merge = &suggestions[0];
    assert_eq!(merge["decision"]["kind"], "merge");
    assert_eq!(merge["decision"]["into"], "Meyer, Raoul");
    assert!(
        merge["message"]
            .as_str()
            .is_some_and(|m| m.contains("together fill the rounds")),
        "{merge}"
    );
    assert_eq!(merge["games"].as_array().map(Vec::len), Some(2));
    let accept = format!("/tournaments/{id}/suggestions/accept");
    // A key the tournament does not suggest: nothing recorded.
    let stale = app
        .post_json(
            &accept,
            &json!({"keys": [merge["key"], "merge:Nobody>Somebody"]}),
        )
        .await;
    assert_error(stale, StatusCode::CONFLICT, "stale_suggestion").await;
    let accepted = app
        .post_json(&accept, &json!({"keys": [merge["key"]]}))
        .await;
    assert_eq!(accepted.status(), StatusCode::CREATED);
    let accepted: Value = accepted.json().await.expect("JSON");
    assert_eq!(accepted["decisions"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        accepted["decisions"][0]["decision"]["merge"]["from"],
        "Meyer, Raul"
    );
    let report = app.get_json(&format!("/tournaments/{id}/standings")).await;
    assert_expected(&report, "names");
    let list = app
        .get_json(&format!("/tournaments/{id}/suggestions"))
        .await;
    assert_eq!(list["suggestions"], json!([]));

    // A game's round by ruling: recorded, audited, and the game is in that round.
    let decisions = format!("/tournaments/{id}/decisions");
    let ruled = app
        .post_json(
            &decisions,
            &json!({"round": {"game": 1, "round": 5, "reason": "the scoresheet says round 5"}}),
        )
        .await;
    assert_eq!(ruled.status(), StatusCode::CREATED);
    let report = app.get_json(&format!("/tournaments/{id}/standings")).await;
    let game = &report["games"][0];
    assert_eq!(
        (game["round"].as_u64(), game["round_source"].as_str()),
        (Some(5), Some("decision"))
    );
    let missing = app
        .post_json(
            &decisions,
            &json!({"round": {"game": 99, "round": 5, "reason": "no such game"}}),
        )
        .await;
    assert_error(missing, StatusCode::NOT_FOUND, "not_found").await;
    let admin = app.token_as("auditor", store::Role::Admin);
    let trail = app
        .get_json_as(&format!("/tournaments/{id}/audit"), &admin)
        .await;
    let actions: Vec<&str> = trail["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert!(actions.contains(&"round_corrected"), "{actions:?}");
    assert!(actions.contains(&"merged"), "{actions:?}");
    app.stop().await;
}

/// A federation's export of a tournament with open errors is refused, the errors named.
async fn federation_exports_answer_409_while_errors_are_open(backend: Backend) {
    let app = spawn_app(backend).await;
    let files: Vec<(String, Vec<u8>)> = ["disputed.pdn", "copy.pdn"]
        .iter()
        .map(|f| (f.to_string(), fixture(&format!("tournament/disputed/{f}"))))
        .collect();
    let id = app.tournament_of(&files).await;
    for name in ["fmjd.csv", "standings.csv", "crosstable.csv"] {
        let response = app.get(&format!("/tournaments/{id}/exports/{name}")).await;
        assert_eq!(response.status(), StatusCode::CONFLICT, "{name}");
        let body: Value = response.json().await.expect("JSON");
        assert_eq!(body["error"]["code"], "open_errors", "{body}");
        assert!(
            body["error"]["details"]["errors"]
                .as_array()
                .is_some_and(|e| !e.is_empty()),
            "{body}"
        );
    }
    let report = app
        .get(&format!("/tournaments/{id}/exports/report.txt"))
        .await;
    assert_eq!(report.status(), StatusCode::OK);
    app.stop().await;
}

on_both_backends!(
    suggestions_are_listed_and_accepted_in_one_request,
    federation_exports_answer_409_while_errors_are_open,
    rounds_are_added_one_upload_at_a_time,
    csv_exports_write_no_formula,
    the_hand_computed_standings_come_through_the_api_as_through_the_cli,
    every_export_is_the_clis,
    the_crosstable_findings_and_a_players_games,
    players_are_merged_and_renamed_by_the_arbiter,
    a_file_keeps_the_name_the_answer_gives_it,
);
