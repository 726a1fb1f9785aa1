//! The standings page (issues 13 and 14) in a real headless Chromium over WebDriver: the
//! standings and crosstable tabs at laptop (1280x900) and phone (390x844) width, then a ruling
//! on a game's finding made through the page, after which the standings tab shows the ruled
//! result counted, and a round file added through the page; then a ruling made from the game
//! page, on the finding the arbiter is looking at. Screenshots go to `target/artifacts/`.
//!
//! Ignored, with the reason, where chromium and chromedriver are not installed (api/build.rs);
//! `.ci/run` installs them and sets `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`.

// The page tests (tests/browser.rs) have their own client in support/webdriver.rs; the two are
// to become one.
#[path = "support/service_webdriver.rs"]
mod webdriver;

use api::server::{Application, Settings};
use api::store::{Role, Store};
use serde_json::Value;

const FIXTURE: &[u8] = include_bytes!("../fixtures/web/round.pdn");

/// Gamma's points in the standings table on screen (game 2, Gamma-Delta, recorded `*`, has
/// a `not_maximum_capture`).
const GAMMA_POINTS: &str = "return (document.querySelector('#standings tr[data-player=\"Gamma\"] .points') || {}).textContent";

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn standings_crosstable_and_a_ruling_in_the_browser() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("arbiter.db");
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

    let client = reqwest::Client::new();
    let uploaded: Value = client
        .post(format!("{origin}/api/v1/tournaments?name=Web%20fixture"))
        .bearer_auth(&token)
        .header("content-type", "application/x-pdn")
        .body(FIXTURE)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    let id = uploaded["id"].as_str().expect("id").to_string();
    let verdict_before: Value = client
        .get(format!("{origin}/api/v1/tournaments/{id}/games/2"))
        .send()
        .await
        .expect("game")
        .json()
        .await
        .expect("JSON");

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser(profile.path(), 1280, 900).await;
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
        "document.querySelector('#result-2').value = '2-0'; \
         document.querySelector('#ruling-2 select[name=kind]').value = 'corrected'; \
         document.querySelector('#ruling-2 select[name=finding-1]').value = 'stood'; return true",
    )
    .await;
    let reason = page.find("#reason-2").await;
    page.type_into(&reason, "not objected to before the next move")
        .await;
    let article = page.find("#ruling-2 input[name=article]").await;
    page.type_into(&article, "5.7").await;
    page.screenshot("ruling-form.png").await;
    let submit = page.find("#ruling-2 button[type=submit]").await;
    page.click(&submit).await;
    page.wait_until(
        "the ruling recorded",
        "return document.querySelector('#ruling-status').textContent.startsWith('Ruling on game 2 recorded')",
    )
    .await;
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
    let summary: Value = client
        .get(format!("{origin}/api/v1/tournaments/{id}"))
        .send()
        .await
        .expect("tournament")
        .json()
        .await
        .expect("JSON");
    assert_eq!(summary["tournament"]["files"], 2);

    // The ruling sits beside the verdict: the stored game is as it was.
    let verdict_after: Value = client
        .get(format!("{origin}/api/v1/tournaments/{id}/games/2"))
        .send()
        .await
        .expect("game")
        .json()
        .await
        .expect("JSON");
    assert_eq!(verdict_before, verdict_after);
    let history: Value = client
        .get(format!("{origin}/api/v1/tournaments/{id}/games/2/rulings"))
        .send()
        .await
        .expect("rulings")
        .json()
        .await
        .expect("JSON");
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
    let db = dir.path().join("arbiter.db");
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

    let client = reqwest::Client::new();
    let uploaded: Value = client
        .post(format!("{origin}/api/v1/tournaments?name=Web%20fixture"))
        .bearer_auth(&token)
        .header("content-type", "application/x-pdn")
        .body(FIXTURE)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    let id = uploaded["id"].as_str().expect("id").to_string();
    let game = format!("{origin}/api/v1/tournaments/{id}/games/2");
    let verdict_before: Value = client
        .get(&game)
        .send()
        .await
        .expect("game")
        .json()
        .await
        .expect("JSON");
    assert_eq!(verdict_before["findings"][0]["kind"], "not_maximum_capture");

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser(profile.path(), 1280, 900).await;
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
    page.screenshot("game-ruling-form-laptop.png").await;
    let submit = page.find("#ruling-2 button[type=submit]").await;
    page.click(&submit).await;
    page.wait_until(
        "the ruling recorded",
        "return (document.querySelector('#game-ruling-status') || {textContent: ''}).textContent.startsWith('Ruling on game 2 recorded')",
    )
    .await;
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

    let verdict_after: Value = client
        .get(&game)
        .send()
        .await
        .expect("game")
        .json()
        .await
        .expect("JSON");
    assert_eq!(
        verdict_before, verdict_after,
        "a ruling never changes the verdict"
    );
    page.quit().await;
    handle.stop(true).await;
}
