//! The standings page (issues 13 and 14) in a real headless Chromium over WebDriver: the
//! standings and crosstable tabs at laptop (1280x900) and phone (390x844) width, then a ruling
//! on a game's finding made through the page, after which the standings tab shows the ruled
//! result counted, and a round file added through the page; then a ruling made from the game
//! page, on the finding the arbiter is looking at. Screenshots go to `target/artifacts/`.
//!
//! Ignored, with the reason, where chromium and chromedriver are not installed (api/build.rs);
//! `.ci/run` installs them and sets `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`.

#[path = "support/webdriver.rs"]
mod webdriver;

use serde_json::Value;
use service::{Application, Settings};
use store::{Role, Store};

const FIXTURE: &[u8] = include_bytes!("../fixtures/web/round.pdn");

/// Gamma's points in the standings table on screen (game 2, Gamma-Delta, recorded `*`, has
/// a `not_maximum_capture`).
const GAMMA_POINTS: &str = "return (document.querySelector('#standings tr[data-player=\"Gamma\"] .points') || {}).textContent";

/// The service on a free port with a fresh database in `dir`, and an arbiter's token: the
/// origin, the token and the server's handle.
fn start(dir: &std::path::Path) -> (String, String, actix_web::dev::ServerHandle) {
    let db = dir.join("arbiter.db");
    let token = Store::open(&db)
        .expect("store")
        .create_token_as("arbiter", Role::Arbiter, "(command line)")
        .expect("token");
    let mut settings = Settings::with_db(&db);
    settings.workers = Some(2);
    settings.shutdown_timeout = 2;
    let app = Application::build(&settings).expect("build app");
    let origin = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    actix_web::rt::spawn(app.run_until_stopped());
    (origin, token, handle)
}

/// Fills the open ruling form on game 2 (White's win, corrected from the scoresheet, art. 5.7,
/// the finding's fate as already chosen), saves a screenshot, sends it and waits until
/// `status` says it was recorded.
async fn record_the_ruling(page: &webdriver::Session, screenshot: &str, status: &str) {
    page.execute(
        "document.querySelector('#result-2').value = '2-0'; \
         document.querySelector('#ruling-2 select[name=kind]').value = 'corrected'; return true",
    )
    .await;
    let reason = page.find("#reason-2").await;
    page.type_into(&reason, "not objected to before the next move")
        .await;
    let article = page.find("#article-2").await;
    page.type_into(&article, "5.7").await;
    page.screenshot(screenshot).await;
    let submit = page.find("#ruling-2 button[type=submit]").await;
    page.click(&submit).await;
    page.wait_until(
        "the ruling recorded",
        &format!(
            "return (document.querySelector('{status}') || {{textContent: ''}}).textContent.startsWith('Ruling on game 2 recorded')"
        ),
    )
    .await;
}

/// The JSON answer of `GET url`.
async fn get_json(client: &reqwest::Client, url: impl reqwest::IntoUrl) -> Value {
    client
        .get(url)
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("JSON")
}

/// `fixtures/web/round.pdn` uploaded as "Web fixture": its id.
async fn upload_fixture(client: &reqwest::Client, origin: &str, token: &str) -> String {
    let uploaded: Value = client
        .post(format!("{origin}/api/v1/tournaments?name=Web%20fixture"))
        .bearer_auth(token)
        .header("content-type", "application/x-pdn")
        .body(FIXTURE)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    uploaded["id"].as_str().expect("id").to_string()
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn standings_crosstable_and_a_ruling_in_the_browser() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());

    let client = reqwest::Client::new();
    let id = upload_fixture(&client, &origin, &token).await;
    let verdict_before =
        get_json(&client, format!("{origin}/api/v1/tournaments/{id}/games/2")).await;

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 900).await;
    // The tournament page links to the standings.
    page.goto(&format!("{origin}/t/{id}")).await;
    let link = page.find("#standings-link").await;
    page.click(&link).await;
    page.find("#standings").await;
    // The arbiter's token, as the upload page keeps it.
    page.execute(&format!(
        "localStorage.setItem('draughts-arbiter.token', '{token}'); return true"
    ))
    .await;
    page.goto(&format!("{origin}/t/{id}/standings")).await;
    page.find("#standings").await;
    page.wait_until(
        "the token's rights",
        "return document.querySelector('#may-do').textContent.includes('may rule')",
    )
    .await;
    assert_eq!(
        page.execute(GAMMA_POINTS).await,
        "0",
        "an unfinished game counts nothing"
    );
    page.screenshot("standings-laptop.png").await;
    let tab = page.find("button[data-tab=crosstable]").await;
    page.click(&tab).await;
    page.find("#crosstable").await;
    let cells = page
        .execute("return document.querySelectorAll('#crosstable tbody tr').length")
        .await;
    assert_eq!(cells, 8, "eight players");
    page.screenshot("crosstable-laptop.png").await;
    page.resize(390, 844).await;
    page.screenshot("crosstable-phone.png").await;
    let tab = page.find("button[data-tab=standings]").await;
    page.click(&tab).await;
    page.find("#standings").await;
    page.screenshot("standings-phone.png").await;
    // No table wider than the phone: the standings become cards.
    let overflow = page
        .execute("return document.documentElement.scrollWidth <= window.innerWidth + 1")
        .await;
    assert_eq!(overflow, true, "the standings fit the phone's width");

    // Rule on game 2's finding: it stood (art. 5.7), and the result is White's win.
    page.resize(1280, 900).await;
    let tab = page.find("button[data-tab=games]").await;
    page.click(&tab).await;
    page.find("#player").await;
    page.execute(
        "const s = document.querySelector('#player'); s.value = 'Gamma'; \
         s.dispatchEvent(new Event('change')); return true",
    )
    .await;
    page.wait_until(
        "Gamma's games",
        "return !!document.querySelector('#player-games button.rule[data-game=\"2\"]')",
    )
    .await;
    let rule = page
        .find("#player-games button.rule[data-game=\"2\"]")
        .await;
    page.click(&rule).await;
    page.find("#ruling-2 select[name=finding-1]").await;
    page.execute(
        "document.querySelector('#ruling-2 select[name=finding-1]').value = 'stood'; return true",
    )
    .await;
    record_the_ruling(&page, "ruling-form.png", "#ruling-status").await;
    let tab = page.find("button[data-tab=standings]").await;
    page.click(&tab).await;
    page.wait_until("Gamma's 2 points", &format!("{GAMMA_POINTS} === '2'"))
        .await;
    page.find("#ruled-note").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruled-note').textContent.includes('game 2')")
            .await,
        true
    );
    page.screenshot("standings-ruled.png").await;

    // A second round added through the page: its players join the standings.
    let tab = page.find("button[data-tab=add]").await;
    page.click(&tab).await;
    let input = page.find("#round-file").await;
    let round = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/tournament/spellings/round2.pdn")
        .canonicalize()
        .expect("the fixture");
    page.type_into(&input, &round.to_string_lossy()).await;
    let number = page.find("#round-number").await;
    page.type_into(&number, "2").await;
    let submit = page.find("#add-round button[type=submit]").await;
    page.click(&submit).await;
    page.wait_until(
        "the round added",
        "return document.querySelector('#add-status').textContent.startsWith('Added round2.pdn')",
    )
    .await;
    let summary = get_json(&client, format!("{origin}/api/v1/tournaments/{id}")).await;
    assert_eq!(summary["tournament"]["files"], 2);

    // The ruling sits beside the verdict: the stored game is as it was.
    let verdict_after =
        get_json(&client, format!("{origin}/api/v1/tournaments/{id}/games/2")).await;
    assert_eq!(verdict_before, verdict_after);
    let history = get_json(
        &client,
        format!("{origin}/api/v1/tournaments/{id}/games/2/rulings"),
    )
    .await;
    let ruling = &history["rulings"][0]["decision"]["ruling"];
    assert_eq!(ruling["result"], "2-0");
    assert_eq!(ruling["findings"][0]["outcome"], "stood");
    assert_eq!(ruling["findings"][0]["article"], "5.7");
    assert_eq!(history["rulings"][0]["made_by"], "arbiter");

    page.quit().await;
    handle.stop(true).await;
}

/// The arbiter rules from the game page (issue 14): from a finding's explanation, "Rule on this
/// finding" opens the form on that finding; once recorded, the page says which result counts,
/// lists the ruling in the game's history, and the standings count it. The stored verdict is
/// unchanged; the page says the same in French.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn a_ruling_made_from_the_game_page() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());

    let client = reqwest::Client::new();
    let id = upload_fixture(&client, &origin, &token).await;
    let game = format!("{origin}/api/v1/tournaments/{id}/games/2");
    let verdict_before = get_json(&client, &game).await;
    assert_eq!(verdict_before["findings"][0]["kind"], "not_maximum_capture");

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 900).await;
    page.goto(&format!("{origin}/t/{id}/g/2?finding=0")).await;
    page.find("#finding-detail").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruling-in-force').textContent")
            .await,
        "No ruling: the result counts as recorded."
    );
    assert_eq!(
        page.execute("return document.querySelector('#ruling-rights').textContent.startsWith('Rulings are made with the token')")
            .await,
        true,
        "without a token the page says who may rule"
    );
    let rule = page.find("#rule-finding").await;
    page.click(&rule).await;
    page.find("#ruling-2").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruling-2 select[name=finding-1]').value")
            .await,
        "stood",
        "the form opens on the finding the arbiter came from"
    );
    assert_eq!(
        page.execute("return document.activeElement.name").await,
        "finding-1",
        "the cursor is on that finding"
    );
    let field = page.find("#game-token").await;
    page.type_into(&field, &token).await;
    record_the_ruling(&page, "game-ruling-form-laptop.png", "#game-ruling-status").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruling-in-force').textContent")
            .await,
        "Counts in the standings: 2-0 (corrected from the scoresheet)."
    );
    assert_eq!(
        page.execute(
            "return document.querySelector('#ruling-history-2 li[data-ruling] [data-finding-outcome=stood]').textContent.endsWith('Not the largest capture: stood')"
        )
        .await,
        true,
        "the history says what became of the finding"
    );
    assert_eq!(
        page.execute(
            "return document.querySelector('#facts').textContent.includes('Result as ruled')"
        )
        .await,
        true
    );
    page.screenshot("game-ruled-laptop.png").await;
    page.resize(390, 844).await;
    page.goto(&format!("{origin}/t/{id}/g/2?finding=0")).await;
    page.find("#ruling-history-2").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruling-rights') === null")
            .await,
        true,
        "the token kept for the tab may rule: nothing to say"
    );
    let rule = page.find("#rule-finding").await;
    page.click(&rule).await;
    page.find("#ruling-2").await;
    let overflow = page
        .execute("return document.documentElement.scrollWidth <= window.innerWidth + 1")
        .await;
    assert_eq!(overflow, true, "the ruling form fits the phone's width");
    page.screenshot("game-ruling-form-phone.png").await;

    // The standings count the ruled result.
    page.resize(1280, 900).await;
    page.goto(&format!("{origin}/t/{id}/standings")).await;
    page.wait_until("Gamma's 2 points", &format!("{GAMMA_POINTS} === '2'"))
        .await;

    // The same rulings in French.
    page.execute("localStorage.setItem('draughts-arbiter.lang', 'fr'); return true")
        .await;
    page.goto(&format!("{origin}/t/{id}/g/2")).await;
    page.find("#ruling-history-2").await;
    assert_eq!(
        page.execute("return document.querySelector('#ruling-in-force').textContent")
            .await,
        "Compte au classement\u{202f}: 2-0 (corrigé d’après la feuille de partie)."
    );
    assert_eq!(
        page.execute("return document.querySelector('#rule-game').textContent")
            .await,
        "Décider sur cette partie…"
    );
    page.screenshot("game-ruled-fr.png").await;

    let verdict_after = get_json(&client, &game).await;
    assert_eq!(
        verdict_before, verdict_after,
        "a ruling never changes the verdict"
    );
    page.quit().await;
    handle.stop(true).await;
}

/// The round robin of `fixtures/tournament/round-robin`: six players, five rounds.
const ROUND_ROBIN: &str = "../fixtures/tournament/round-robin";

/// English that must not be left on the French standings page, tab by tab (phrases and words
/// French does not share: "Points", "Exports", "Solkoff" are French too).
const STANDINGS_ENGLISH: [&str; 40] = [
    "Standings",
    "Crosstable",
    "Pairing",
    "Games",
    "rulings",
    "Audit trail",
    "Add a round",
    "Tournaments",
    "Reading without",
    "Token “",
    "may rule",
    "Rank",
    "Name",
    "Wins",
    "Draws",
    "Losses",
    "Mutual",
    "result counts",
    "results count",
    "as the arbiter ruled",
    "game ",
    "Loading",
    "same player",
    "No pairing",
    "Player",
    "Arbiter",
    "Opponent",
    "Colour",
    "Recorded",
    "Counts",
    "Rule…",
    "printable",
    "Every verdict",
    "original files",
    "When",
    "Who",
    "entries",
    "uploaded",
    "file added",
    "Round file",
];

/// The words a person reads on the page and those a screen reader says: the text, titles,
/// aria-labels and the phone cards' labels. Not the words the service stored as they were
/// written (`data-said-by="service"`: an audit entry's subject, a pairing finding's sentence).
const READ_TEXT: &str = "const main = document.querySelector('main'); \
    const stored = [...main.querySelectorAll('[data-said-by=service]')]; \
    for (const el of stored) el.style.display = 'none'; \
    const shown = main.innerText; \
    for (const el of stored) el.style.display = ''; \
    const attrs = [...main.querySelectorAll('[title],[aria-label],[data-label],[placeholder]')] \
      .flatMap(el => ['title', 'aria-label', 'data-label', 'placeholder'].map(a => el.getAttribute(a) || '')); \
    return [document.title, document.querySelector('header.site').innerText, shown, ...attrs].join('\\n')";

/// "2026-12-01T09:05:00Z" as the French page writes it: "1 déc. 2026, 09:05 UTC".
fn french_date_time(at: &str) -> String {
    const MONTHS: [&str; 12] = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
        "déc.",
    ];
    let at = chrono::DateTime::parse_from_rfc3339(at).expect("an RFC 3339 time");
    let at = at.with_timezone(&chrono::Utc);
    use chrono::{Datelike, Timelike};
    format!(
        "{} {} {}, {:02}:{:02} UTC",
        at.day(),
        MONTHS[at.month0() as usize],
        at.year(),
        at.hour(),
        at.minute()
    )
}

/// The standings page in French (chosen with the language selector, remembered), every tab at
/// laptop and phone width: the French words of each, the Sonneborn-Berger "13,5" with a decimal
/// comma, the audit trail's times in French words, and no English word of a list left. The
/// screenshots are `target/artifacts/standings-french-{tab}-{width}.png`.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn the_standings_page_speaks_french() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());
    let client = reqwest::Client::new();
    let round = |n: u32| {
        std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(ROUND_ROBIN)
                .join(format!("ronde-{n}.pdn")),
        )
        .expect("the fixture")
    };
    let uploaded: Value = client
        .post(format!(
            "{origin}/api/v1/tournaments?name=Tournoi%20toutes%20rondes"
        ))
        .bearer_auth(&token)
        .header("content-type", "application/x-pdn")
        .body(round(1))
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    let id = uploaded["id"].as_str().expect("id").to_string();
    for n in 2..=5 {
        let part = reqwest::multipart::Part::bytes(round(n)).file_name(format!("ronde-{n}.pdn"));
        let added = client
            .post(format!("{origin}/api/v1/tournaments/{id}/files"))
            .bearer_auth(&token)
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await
            .expect("a round added");
        assert!(added.status().is_success(), "round {n}: {}", added.status());
    }
    // A ruling, for the note under the standings: game 2's draw was a win for White.
    let ruled = client
        .post(format!("{origin}/api/v1/tournaments/{id}/decisions"))
        .bearer_auth(&token)
        .json(
            &serde_json::json!({"ruling": {"game": 2, "result": "2-0", "kind": "corrected",
            "reason": "la feuille de partie, signée des deux joueurs"}}),
        )
        .send()
        .await
        .expect("a ruling");
    assert!(ruled.status().is_success(), "{}", ruled.status());
    let audit: Value = client
        .get(format!("{origin}/api/v1/tournaments/{id}/audit?limit=1000"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("audit")
        .json()
        .await
        .expect("JSON");
    let first_time = french_date_time(audit["items"][0]["at"].as_str().expect("at"));
    // A player whose Sonneborn-Berger has a half, and that half with a French decimal comma.
    let report = get_json(
        &client,
        format!("{origin}/api/v1/tournaments/{id}/standings"),
    )
    .await;
    let (half_player, half_sb) = report["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .find_map(|row| {
            let sb = row["tiebreaks"]["sonneborn-berger"].as_f64()?;
            (sb.fract() == 0.5).then(|| {
                (
                    row["name"].as_str().unwrap_or_default().to_string(),
                    format!("{},5", sb.trunc()),
                )
            })
        })
        .expect("a Sonneborn-Berger with a half");

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 900).await;
    page.goto(&format!("{origin}/t/{id}/standings")).await;
    page.find("#lang-select").await;
    // French chosen with the selector, as an arbiter would; the token as the upload page keeps it.
    page.execute(&format!(
        "localStorage.setItem('draughts-arbiter.token', '{token}'); \
         const s = document.getElementById('lang-select'); s.value = 'fr'; \
         s.dispatchEvent(new Event('change')); return true"
    ))
    .await;
    let tabs = [
        ("standings", "Classement", "#standings"),
        ("crosstable", "Grille américaine", "#crosstable"),
        ("findings", "Constats d’appariement", "#findings"),
        ("games", "Parties et décisions", "#player-games table"),
        ("exports", "Exports", "#exports"),
        ("audit", "Journal d’audit", "#audit"),
        ("add", "Ajouter une ronde", "#add-round"),
    ];
    for (width_name, width, height) in [("laptop", 1280, 900), ("phone", 390, 844)] {
        page.resize(width, height).await;
        for (tab, label, shown) in tabs {
            page.goto(&format!("{origin}/t/{id}/standings?tab={tab}"))
                .await;
            page.wait_until(
                "the page in French",
                &format!(
                    "return document.documentElement.lang === 'fr' && !!document.querySelector('{shown}')"
                ),
            )
            .await;
            let selected = page
                .execute(
                    "return document.querySelector('[role=tab][aria-selected=true]').textContent",
                )
                .await;
            assert_eq!(selected, label, "{tab}");
            let text = page.execute(READ_TEXT).await;
            let text = text.as_str().unwrap_or_default().to_string();
            let expected: &[&str] = match tab {
                "standings" => &[
                    "Tournois",
                    "peut rendre des décisions sur ce tournoi",
                    "Place",
                    "Gagnées",
                    "Nulles",
                    "Perdues",
                    "Résultat des rencontres directes",
                    "1 résultat compte comme l’arbitre l’a décidé\u{202f}: partie 2",
                ],
                "crosstable" => &["Grille américaine", "même joueur"],
                "findings" => &["Constats d’appariement"],
                "games" => &[
                    "Joueur",
                    "Jeton d’arbitre (pour les décisions)",
                    "Adversaire",
                    "Couleur",
                    "Décider…",
                ],
                "exports" => &[
                    "Classement et grille américaine (page imprimable)",
                    "Les fichiers d’origine (zip)",
                ],
                "audit" => &[
                    "Quand",
                    "Qui",
                    "déposé",
                    "fichier ajouté",
                    "décision",
                    "entrées.",
                ],
                _ => &[
                    "Fichier de la ronde (PDN)",
                    "Jeton d’arbitre",
                    "Ajouter la ronde",
                ],
            };
            for words in expected {
                assert!(
                    text.contains(words),
                    "{tab}, {width_name}: {words} in {text}"
                );
            }
            for english in STANDINGS_ENGLISH {
                assert!(
                    !text.contains(english),
                    "{tab}, {width_name}: English {english} in {text}"
                );
            }
            match tab {
                // Sonneborn-Berger with a decimal comma (13.5 in the API's JSON).
                "standings" => {
                    let sb = page
                        .execute(&format!(
                            "return [...document.querySelectorAll('#standings tr[data-player=\"{half_player}\"] td')].map(td => td.textContent)"
                        ))
                        .await;
                    assert!(
                        sb.as_array()
                            .is_some_and(|cells| cells.iter().any(|c| c == half_sb.as_str())),
                        "{half_player}: {half_sb} in {sb}"
                    );
                }
                "audit" => {
                    let at = page
                        .execute(
                            "return document.querySelector('#audit tbody td time').textContent",
                        )
                        .await;
                    let at = at
                        .as_str()
                        .unwrap_or_default()
                        .replace(['\u{a0}', '\u{202f}'], " ");
                    assert_eq!(at, first_time);
                }
                _ => {}
            }
            let overflow = page
                .execute("return document.documentElement.scrollWidth - window.innerWidth")
                .await;
            assert!(
                overflow.as_i64().is_some_and(|px| px <= 0),
                "{tab}, {width_name}: sideways scroll of {overflow} px"
            );
            page.screenshot(&format!("standings-french-{tab}-{width_name}.png"))
                .await;
        }
    }
    page.quit().await;
    handle.stop(true).await;
}

/// The suggested decisions on the findings tab (issue 28): one accepted, one rejected, at
/// laptop and phone width. The tournament is `fixtures/tournament/names/names.pdn` with one
/// game's Round tag made 2 where its names say round 3: a merge and a round correction are
/// suggested.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn suggestions_accepted_and_rejected_in_the_browser() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());
    let names = include_str!("../fixtures/tournament/names/names.pdn");
    let tagged = "[Round \"3\"]\n[White \"Smit, Jan [NED]\"]";
    assert!(names.contains(tagged));
    let pdn = names.replace(tagged, "[Round \"2\"]\n[White \"Smit, Jan [NED]\"]");
    let client = reqwest::Client::new();
    let uploaded: Value = client
        .post(format!("{origin}/api/v1/tournaments?name=Names"))
        .bearer_auth(&token)
        .header("content-type", "application/x-pdn")
        .body(pdn)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    let id = uploaded["id"].as_str().expect("id").to_string();
    let listed = get_json(
        &client,
        format!("{origin}/api/v1/tournaments/{id}/suggestions"),
    )
    .await;
    let kinds: Vec<&str> = listed["suggestions"]
        .as_array()
        .expect("suggestions")
        .iter()
        .filter_map(|s| s["decision"]["kind"].as_str())
        .collect();
    assert_eq!(kinds, ["merge", "round"], "{listed}");

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 900).await;
    page.goto(&format!("{origin}/t/{id}/standings")).await;
    page.execute(&format!(
        "localStorage.setItem('draughts-arbiter.token', '{token}'); return true"
    ))
    .await;
    page.goto(&format!("{origin}/t/{id}/standings")).await;
    page.find("#standings").await;
    let tab = page.find("button[data-tab=findings]").await;
    page.click(&tab).await;
    page.wait_until(
        "two suggestions",
        "return document.querySelectorAll('#suggestions li.suggestion').length === 2",
    )
    .await;
    page.screenshot("suggestions-laptop.png").await;
    page.resize(390, 844).await;
    page.screenshot("suggestions-phone.png").await;
    let fits = page
        .execute("return document.documentElement.scrollWidth <= window.innerWidth + 1")
        .await;
    assert_eq!(fits, true, "the suggestions fit the phone's width");
    page.resize(1280, 900).await;

    // Reject the merge: hidden here, nothing recorded.
    let reject = page
        .find("#suggestions li.suggestion[data-key^='merge:'] button.reject")
        .await;
    page.click(&reject).await;
    page.wait_until(
        "one suggestion left",
        "return document.querySelectorAll('#suggestions li.suggestion').length === 1",
    )
    .await;
    // Accept the round correction: recorded with the token, the findings drawn again.
    let accept = page
        .find("#suggestions li.suggestion[data-key^='round:'] button.accept")
        .await;
    page.click(&accept).await;
    page.wait_until(
        "no suggestion left on the page",
        "return !document.querySelector('#suggestions') && !!document.querySelector('#findings')",
    )
    .await;
    page.screenshot("suggestions-accepted.png").await;
    let decisions = get_json(
        &client,
        format!("{origin}/api/v1/tournaments/{id}/decisions"),
    )
    .await;
    let recorded = decisions["decisions"].as_array().expect("decisions");
    assert_eq!(recorded.len(), 1, "{decisions}");
    assert_eq!(recorded[0]["decision"]["round"]["round"], 3);
    assert_eq!(recorded[0]["made_by"], "arbiter");
    // The merge was only rejected on the page: the service still suggests it.
    let listed = get_json(
        &client,
        format!("{origin}/api/v1/tournaments/{id}/suggestions"),
    )
    .await;
    assert_eq!(listed["suggestions"].as_array().map(Vec::len), Some(1));

    page.quit().await;
    handle.stop(true).await;
}

/// Where an element is on screen: `[top, bottom]` in CSS pixels of the viewport.
async fn rect(page: &webdriver::Session, css: &str) -> (f64, f64) {
    let v = page
        .execute(&format!(
            "const r = document.querySelector('{css}').getBoundingClientRect(); return [r.top, r.bottom]"
        ))
        .await;
    (
        v[0].as_f64().unwrap_or(f64::NAN),
        v[1].as_f64().unwrap_or(f64::NAN),
    )
}

/// What the walk expects to read in one language (issue 29).
struct Walk {
    lang: &'static str,
    /// The token line of a form whose token was typed on another page.
    kept_token: &'static str,
    /// The upload form's help once a tournament is chosen to add to.
    adds_to: &'static str,
    /// The refusal of a file over the limit, before it is sent.
    too_large: &'static str,
    /// The note on the tournament page after a round was added.
    added: &'static str,
    /// The game's ruling in force, then none.
    in_force: &'static str,
    none: &'static str,
    /// Words of the new pieces in English that must not be left.
    english: [&'static str; 10],
}

const WALK_ENGLISH: [&str; 10] = [
    "This form sends",
    "kept in this browser",
    "A new tournament",
    "Withdraw",
    "Keep it",
    "Show",
    "at most",
    "Tournament",
    "Add the round",
    "uploaded ",
];

const WALKS: [Walk; 2] = [
    Walk {
        lang: "fr",
        kept_token: "Ce formulaire envoie le jeton «\u{202f}arbiter\u{202f}» (",
        adds_to: "Le fichier est ajouté à «\u{202f}Club\u{202f}» comme une ronde",
        too_large: "ce service accepte au plus",
        added: "La ronde a été ajoutée à ce tournoi",
        in_force: "Compte au classement",
        none: "Aucune décision\u{202f}: le résultat compte tel qu’il est noté.",
        english: WALK_ENGLISH,
    },
    Walk {
        lang: "ru",
        kept_token: "Форма отправит токен «arbiter» (",
        adds_to: "Файл будет добавлен к турниру «Club» как тур",
        too_large: "сервис принимает не больше",
        added: "Тур добавлен в этот турнир",
        in_force: "Засчитано в таблице",
        none: "Решений нет: результат засчитан как записан.",
        english: WALK_ENGLISH,
    },
];

/// The service of [`start`] with a small body limit (256 KiB), so that a file over it is cheap.
fn start_small(dir: &std::path::Path) -> (String, String, actix_web::dev::ServerHandle) {
    let db = dir.join("arbiter.db");
    let token = Store::open(&db)
        .expect("store")
        .create_token_as("arbiter", Role::Arbiter, "(command line)")
        .expect("token");
    let mut settings = Settings::with_db(&db);
    settings.workers = Some(2);
    settings.shutdown_timeout = 2;
    settings.max_body = 256 * 1024;
    let app = Application::build(&settings).expect("build app");
    let origin = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    actix_web::rt::spawn(app.run_until_stopped());
    (origin, token, handle)
}

/// `bytes` uploaded as a tournament named `name`: its id.
async fn upload_named(
    client: &reqwest::Client,
    origin: &str,
    token: &str,
    name: &str,
    bytes: Vec<u8>,
) -> String {
    let uploaded: Value = client
        .post(format!("{origin}/api/v1/tournaments?name={name}"))
        .bearer_auth(token)
        .header("content-type", "application/x-pdn")
        .body(bytes)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    uploaded["id"].as_str().expect("id").to_string()
}

/// The new arbiter's walk of issue 29, in French and in Russian, at a laptop's width and a
/// phone's: two tournaments called "Club" told apart by their dates; the upload form, whose
/// token it sends said, adds a round to one of them and refuses a file over the limit before
/// sending it; a ruling made from the game page starts on "ruled", is recorded, then
/// withdrawn from the page (the audit trail keeps both); on a phone the findings come before
/// the board and its square numbers are larger; a search for `1-1` finds the draws however
/// written, their result on one line. No English word of these pieces is left.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn the_new_arbiters_walk_in_french_and_russian() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let spellings = |n: u32| {
        root.join(format!("fixtures/tournament/spellings/round{n}.pdn"))
            .canonicalize()
            .expect("the fixture")
    };
    for walk in &WALKS {
        let lang = walk.lang;
        let dir = tempfile::tempdir().expect("temp dir");
        let (origin, token, handle) = start_small(dir.path());
        let client = reqwest::Client::new();
        // Two tournaments of one name: the web round (2026) and the first round of another (2024).
        let web = upload_named(&client, &origin, &token, "Club", FIXTURE.to_vec()).await;
        let other = upload_named(
            &client,
            &origin,
            &token,
            "Club",
            std::fs::read(spellings(1)).unwrap(),
        )
        .await;
        // A round of 300 KiB: over the limit.
        let large = dir.path().join("round-large.pdn");
        std::fs::write(&large, format!("{{{}}}\n", "x".repeat(300 * 1024))).unwrap();

        let profile = tempfile::tempdir().expect("profile");
        let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 900).await;
        page.goto(&format!("{origin}/")).await;
        // The language chosen, and a token typed on another page (kept by the browser).
        page.execute(&format!(
            "localStorage.setItem('draughts-arbiter.lang', '{lang}'); \
             localStorage.setItem('draughts-arbiter.token', '{token}'); return true"
        ))
        .await;

        // The list tells the two "Club" apart by their dates.
        page.goto(&format!("{origin}/")).await;
        page.wait_until(
            "the list told apart",
            "return document.querySelectorAll('.tell-apart').length === 2",
        )
        .await;
        let apart = page
            .execute("return [...document.querySelectorAll('.tell-apart')].map(e => e.textContent.trim())")
            .await;
        assert_ne!(apart[0], apart[1], "{lang}: {apart}");
        let years: Vec<bool> = apart
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap().contains("2026"))
            .collect();
        assert!(
            years.contains(&true) && years.contains(&false),
            "{lang}: {apart}"
        );
        page.screenshot(&format!("walk-{lang}-list-laptop.png"))
            .await;

        for (width, height, phone) in [(1280, 900, false), (390, 844, true)] {
            let at = if phone { "phone" } else { "laptop" };
            page.viewport(width, height, phone).await;
            page.goto(&format!("{origin}/upload")).await;
            page.find("#target").await;
            // The token the form will send is said, and that it came from this browser.
            page.wait_until(
                "whose token",
                &format!(
                    "return document.querySelector('#token-whose').textContent.startsWith({:?})",
                    walk.kept_token
                ),
            )
            .await;
            let options = page
                .execute("return [...document.querySelectorAll('#target option')].map(o => o.textContent)")
                .await;
            let clubs: Vec<&str> = options
                .as_array()
                .unwrap()
                .iter()
                .filter_map(Value::as_str)
                .filter(|o| o.starts_with("Club ("))
                .collect();
            assert_eq!(clubs.len(), 2, "{lang}: {options}");
            assert_ne!(clubs[0], clubs[1], "{lang}: the two Club told apart");
            page.execute(&format!(
                "const s = document.querySelector('#target'); s.value = '{other}'; \
                 s.dispatchEvent(new Event('change')); return true"
            ))
            .await;
            let help = page
                .execute("return document.querySelector('#target-help').textContent")
                .await;
            assert!(
                help.as_str().unwrap().starts_with(walk.adds_to),
                "{lang}: {help}"
            );
            assert_eq!(
                page.execute("return document.querySelector('#name').closest('.field').hidden")
                    .await,
                true,
                "{lang}: a round takes the tournament's name and rules"
            );
            // Too large: said before anything is sent, with the size and the limit.
            let input = page.find("#file").await;
            page.type_into(&input, &large.to_string_lossy()).await;
            let said = page
                .execute("return document.querySelector('#file-problem').textContent")
                .await;
            let said = said.as_str().unwrap();
            assert!(
                said.contains(walk.too_large) && said.contains("round-large.pdn"),
                "{lang}: {said}"
            );
            let read = page.execute(READ_TEXT).await;
            for english in walk.english {
                assert!(
                    !read.as_str().unwrap().contains(english),
                    "{lang} {at}: English “{english}” on the upload page: {read}"
                );
            }
            page.screenshot(&format!("walk-{lang}-upload-too-large-{at}.png"))
                .await;
            if phone {
                let fits = page
                    .execute("return document.documentElement.scrollWidth <= window.innerWidth + 1")
                    .await;
                assert_eq!(fits, true, "{lang}: the upload form fits the phone");
                continue;
            }
            // The second round, added to the 2024 "Club".
            page.execute("document.querySelector('#file').value = ''; return true")
                .await;
            let input = page.find("#file").await;
            page.type_into(&input, &spellings(2).to_string_lossy())
                .await;
            page.screenshot(&format!("walk-{lang}-upload-round-{at}.png"))
                .await;
            let submit = page.find("form.upload button[type=submit]").await;
            page.click(&submit).await;
            page.wait_until(
                "the tournament page",
                "return !!document.querySelector('#added-note')",
            )
            .await;
            let note = page
                .execute("return document.querySelector('#added-note').textContent")
                .await;
            assert!(
                note.as_str().unwrap().starts_with(walk.added),
                "{lang}: {note}"
            );
            let summary = get_json(&client, format!("{origin}/api/v1/tournaments/{other}")).await;
            assert_eq!(
                summary["tournament"]["files"], 2,
                "{lang}: the round went to the 2024 Club"
            );
            let summary = get_json(&client, format!("{origin}/api/v1/tournaments/{web}")).await;
            assert_eq!(
                summary["tournament"]["files"], 1,
                "{lang}: not to the other"
            );
            page.screenshot(&format!("walk-{lang}-added-{at}.png"))
                .await;
        }

        // A ruling from the game page, on "ruled" unless the arbiter chooses; then withdrawn.
        page.viewport(1280, 900, false).await;
        page.goto(&format!("{origin}/t/{web}/g/2?finding=0")).await;
        let rule = page.find("#rule-finding").await;
        page.click(&rule).await;
        page.find("#ruling-2").await;
        assert_eq!(
            page.execute("return document.querySelector('#ruling-2 select[name=kind]').value")
                .await,
            "ruled",
            "{lang}: a confirmation is not a correction"
        );
        page.wait_until(
            "whose token on the game page",
            &format!(
                "return document.querySelector('#game-token-whose').textContent.startsWith({:?})",
                walk.kept_token
            ),
        )
        .await;
        let reason = page.find("#reason-2").await;
        page.type_into(&reason, "5.7").await;
        page.screenshot(&format!("walk-{lang}-ruling-laptop.png"))
            .await;
        let submit = page.find("#ruling-2 button[type=submit]").await;
        page.click(&submit).await;
        page.wait_until(
            "the ruling in force",
            &format!(
                "return document.querySelector('#ruling-in-force').textContent.startsWith({:?})",
                walk.in_force
            ),
        )
        .await;
        let withdraw = page.find("button.withdraw").await;
        page.click(&withdraw).await;
        let confirm = page.find("button.withdraw-confirm").await;
        page.screenshot(&format!("walk-{lang}-withdraw-laptop.png"))
            .await;
        let read = page.execute(READ_TEXT).await;
        for english in walk.english {
            assert!(
                !read.as_str().unwrap().contains(english),
                "{lang}: English “{english}” on the game page: {read}"
            );
        }
        page.click(&confirm).await;
        page.wait_until(
            "the ruling withdrawn",
            &format!(
                "return document.querySelector('#ruling-in-force').textContent === {:?}",
                walk.none
            ),
        )
        .await;
        page.screenshot(&format!("walk-{lang}-withdrawn-laptop.png"))
            .await;
        let history = get_json(
            &client,
            format!("{origin}/api/v1/tournaments/{web}/games/2/rulings"),
        )
        .await;
        assert_eq!(history["rulings"][0]["decision"]["ruling"]["kind"], "ruled");
        assert_eq!(
            history["rulings"][0]["withdrawn_by"], "arbiter",
            "{history}"
        );
        assert_eq!(history["in_force"], Value::Null);
        let audit: Value = client
            .get(format!("{origin}/api/v1/tournaments/{web}/audit?limit=100"))
            .bearer_auth(&token)
            .send()
            .await
            .expect("audit")
            .json()
            .await
            .expect("JSON");
        let actions: Vec<&str> = audit["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["action"].as_str())
            .collect();
        assert!(actions.contains(&"withdrawn"), "{lang}: {actions:?}");

        // On a phone: the findings before the board, above the fold; square numbers larger.
        page.viewport(390, 844, true).await;
        page.goto(&format!("{origin}/t/{web}/g/2")).await;
        page.find("#board svg").await;
        let (top, _) = rect(&page, "#findings-heading").await;
        assert!(
            top < 844.0 / 2.0,
            "{lang}: the findings at {top} on a phone"
        );
        let before = page
            .execute("const f = document.querySelector('#findings-heading'); const b = document.querySelector('#board'); return !!(f.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)")
            .await;
        assert_eq!(before, true, "{lang}: the findings come before the board");
        let number = page
            .execute("return document.querySelector('#board svg text.number').getBoundingClientRect().height")
            .await;
        assert!(
            number.as_f64().unwrap() >= 11.0,
            "{lang}: square numbers {number}px high on a phone"
        );
        page.screenshot(&format!("walk-{lang}-game-phone.png"))
            .await;

        // Pairing findings lead to their games.
        page.viewport(1280, 900, false).await;
        page.goto(&format!("{origin}/t/{other}/standings?tab=findings"))
            .await;
        page.find("#findings").await;
        let links = page
            .execute("return [...document.querySelectorAll('#findings a[data-game-link]')].map(a => a.getAttribute('href'))")
            .await;
        for link in links.as_array().unwrap() {
            assert!(
                link.as_str()
                    .unwrap()
                    .starts_with(&format!("/t/{other}/g/")),
                "{lang}: {link}"
            );
        }
        let severities = page
            .execute(
                "return [...document.querySelectorAll('#findings .sev')].map(s => s.textContent)",
            )
            .await;
        for word in severities.as_array().unwrap() {
            assert!(
                !["error", "warning", "info"].contains(&word.as_str().unwrap()),
                "{lang}: {severities}"
            );
        }
        page.screenshot(&format!("walk-{lang}-pairing-laptop.png"))
            .await;

        // A search for `1-1`: the draws however written, the result on one line.
        let expected =
            get_json(&client, format!("{origin}/api/v1/games?result=1/2-1/2")).await["total"]
                .clone();
        for (width, height, phone) in [(1280, 900, false), (390, 844, true)] {
            let at = if phone { "phone" } else { "laptop" };
            page.viewport(width, height, phone).await;
            page.goto(&format!("{origin}/search?result=1-1")).await;
            page.find(".results").await;
            let rows = page
                .execute("return document.querySelectorAll('.search-results tbody tr').length")
                .await;
            assert_eq!(rows, expected, "{lang} {at}: the draws found");
            let nowrap = page
                .execute("return [...document.querySelectorAll('.search-results td.result')].every(td => getComputedStyle(td).whiteSpace === 'nowrap')")
                .await;
            assert_eq!(nowrap, true, "{lang} {at}");
            if phone {
                let (top, _) = rect(&page, "#search-results").await;
                assert!(
                    (-2.0..422.0).contains(&top),
                    "{lang}: the games found on a phone's screen, not under the form ({top})"
                );
            }
            page.screenshot(&format!("walk-{lang}-search-{at}.png"))
                .await;
        }
        page.quit().await;
        handle.stop(true).await;
    }
}
