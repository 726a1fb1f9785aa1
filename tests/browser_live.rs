//! The arbiter's live page (issue 30) in a real headless Chromium over WebDriver: a round PUT
//! version after version while `/live/{name}` is open; the boards move; a man moved backwards
//! raises the alert (a banner, the board ringed in red, a beep repeating), acknowledged it
//! stops; a draw by rule raises the next; a click on the alert opens the game at its ply, and
//! that view follows the game's new moves. At laptop (1280x800) and phone (390x844, one column)
//! width; screenshots in `target/artifacts/live-*.png`.
//!
//! Ignored, with the reason, where chromium and chromedriver are not installed (api/build.rs);
//! `.ci/run` installs them and sets `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`.

#[path = "support/live_round.rs"]
mod live_round;
#[path = "support/webdriver.rs"]
mod webdriver;

use serde_json::Value;
use service::{Application, Settings};
use std::time::Duration;
use store::{Role, Store};

const ROUND: &str = "round-1";

/// The service on a free port with a fresh database in `dir`, and an arbiter's token.
fn start(dir: &std::path::Path) -> (String, String, actix_web::dev::ServerHandle) {
    let db = dir.join("arbiter.db");
    let token = Store::open(&db)
        .expect("store")
        .create_token_as("arbiter", Role::Arbiter, "(command line)")
        .expect("token");
    let mut settings = Settings::with_db(&db);
    settings.workers = Some(2);
    settings.shutdown_timeout = 2;
    // Rounds may be pulled from the files of the test's directory.
    settings.live_sources = service::SourcesAllowed {
        dir: Some(dir.to_path_buf()),
        hosts: Vec::new(),
    };
    let app = Application::build(&settings).expect("build app");
    let origin = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    actix_web::rt::spawn(app.run_until_stopped());
    (origin, token, handle)
}

/// PUTs step `step` of the round as the relay would.
async fn put(client: &reqwest::Client, origin: &str, token: &str, step: usize) {
    let response = client
        .put(format!("{origin}/api/v1/live/{ROUND}"))
        .bearer_auth(token)
        .header("content-type", "application/x-pdn")
        .body(live_round::version(step))
        .send()
        .await
        .expect("PUT");
    assert_eq!(response.status(), 200, "step {step}");
}

/// The script's answer as a number (0 when it is none).
async fn number(page: &webdriver::Session, script: &str) -> i64 {
    page.execute(script).await.as_i64().unwrap_or(0)
}

/// A script asking `what` of the card of White `white` (`c`), false until it is drawn.
fn card(white: &str, what: &str) -> String {
    // A script that fails (a board not drawn yet) would fail the test: the card is asked first.
    format!(
        "const c = document.querySelector('.live-card[data-white=\"{white}\"]'); return !!c && !!c.querySelector('svg') && ({what});"
    )
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn the_live_page_moves_the_boards_and_alerts_until_acknowledged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());
    let client = reqwest::Client::new();
    put(&client, &origin, &token, 0).await;

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 1280, 800).await;
    page.viewport(1280, 800, false).await;
    // The rounds followed, linked.
    page.goto(&format!("{origin}/live")).await;
    let link = page
        .find(&format!("#live-rounds tr[data-round=\"{ROUND}\"] a"))
        .await;
    page.click(&link).await;
    page.wait_until(
        "five boards drawn",
        "return document.querySelectorAll('.live-card .live-board svg').length === 5",
    )
    .await;
    page.wait_until(
        "the stream open",
        "return (document.querySelector('#live-connection') || {dataset: {}}).dataset.state === 'open'",
    )
    .await;
    assert_eq!(
        page.execute("return document.querySelector('#live-alerts').hidden")
            .await,
        true,
        "no alert before anything happened"
    );

    // Step 1: the man steps back (32-37), a capture of fewer than the most: the alert.
    put(&client, &origin, &token, 1).await;
    page.wait_until(
        "the backward man's alert",
        "return [...document.querySelectorAll('#live-alert-list li[data-type=finding]')].some((li) => li.textContent.includes('Backward'))",
    )
    .await;
    page.wait_until(
        "its board moved",
        &card(
            "Backward",
            "c.dataset.plies === '1' && c.querySelector('.live-board').dataset.ply === '1' && c.querySelector('svg').dataset.url.includes('last=32-37')",
        ),
    )
    .await;
    assert_eq!(
        page.execute(&card("Backward", "c.classList.contains('alerting')"))
            .await,
        true
    );
    let finding_alert = page
        .execute("return [...document.querySelectorAll('#live-alert-list li')].find((li) => li.textContent.includes('Backward')).textContent")
        .await;
    let finding_alert = finding_alert.as_str().unwrap_or("");
    assert!(
        finding_alert.contains("ply 1") && finding_alert.contains("Open at ply 1"),
        "{finding_alert}"
    );
    assert!(
        number(
            &page,
            "return Number(document.querySelector('#live-alerts').dataset.beeps)"
        )
        .await
            >= 1,
        "the alert beeps"
    );
    // A browser plays sound only after a click on the page: the banner offers it.
    if page
        .execute("const b = document.querySelector('#live-sound'); return !!b && !b.hidden")
        .await
        == true
    {
        let sound = page.find("#live-sound").await;
        page.click(&sound).await;
    }
    page.wait_until(
        "the sound running",
        "return document.querySelector('#live-alerts').dataset.sound === 'running'",
    )
    .await;
    page.screenshot("live-laptop-alert.png").await;

    // Step 2: the boards move on, the alert stays.
    put(&client, &origin, &token, 2).await;
    page.wait_until(
        "every board at ply 2",
        "return [...document.querySelectorAll('.live-card')].every((c) => c.dataset.plies === '2' && c.querySelector('.live-board').dataset.ply === '2')",
    )
    .await;
    let beeps = number(
        &page,
        "return Number(document.querySelector('#live-alerts').dataset.beeps)",
    )
    .await;
    actix_web::rt::time::sleep(Duration::from_millis(2300)).await;
    let later = number(
        &page,
        "return Number(document.querySelector('#live-alerts').dataset.beeps)",
    )
    .await;
    assert!(
        later > beeps,
        "the beep repeats until acknowledged: {beeps} then {later}"
    );

    // A reload keeps what is not acknowledged.
    page.goto(&format!("{origin}/live/{ROUND}")).await;
    page.wait_until(
        "the alert raised again after a reload",
        "return [...document.querySelectorAll('#live-alert-list li[data-type=finding]')].some((li) => li.textContent.includes('Backward'))",
    )
    .await;
    page.wait_until(
        "the stream open again",
        "return (document.querySelector('#live-connection') || {dataset: {}}).dataset.state === 'open'",
    )
    .await;

    // Acknowledged: the banner goes, the boards are no longer ringed, the beep stops.
    let acknowledge = page.find("#live-acknowledge").await;
    page.click(&acknowledge).await;
    page.wait_until(
        "the banner gone",
        "return document.querySelector('#live-alerts').hidden && !document.querySelector('.live-card.alerting')",
    )
    .await;
    let beeps = number(
        &page,
        "return Number(document.querySelector('#live-alerts').dataset.beeps)",
    )
    .await;
    actix_web::rt::time::sleep(Duration::from_millis(2300)).await;
    assert_eq!(
        number(
            &page,
            "return Number(document.querySelector('#live-alerts').dataset.beeps)"
        )
        .await,
        beeps,
        "no beep once acknowledged"
    );
    page.screenshot("live-laptop-acknowledged.png").await;

    // Steps 3 to 8: the third time the kings stand so, a draw by rule.
    for step in 3..=8 {
        put(&client, &origin, &token, step).await;
    }
    page.wait_until(
        "the draw's alert",
        "return [...document.querySelectorAll('#live-alert-list li[data-type=draw]')].some((li) => li.textContent.includes('Three'))",
    )
    .await;
    page.wait_until(
        "every board at ply 8",
        "return [...document.querySelectorAll('.live-card')].filter((c) => c.dataset.plies === '8').length >= 2",
    )
    .await;
    // One line a board: the draw said first, the repetitions before it counted on its line.
    let three = page
        .execute("const li = [...document.querySelectorAll('#live-alert-list li')].filter((li) => li.textContent.includes('Three')); return li.length === 1 ? Number(li[0].dataset.alerts) : -li.length")
        .await;
    assert!(three.as_i64().is_some_and(|n| n >= 2), "{three}");
    page.screenshot("live-laptop-draw.png").await;

    // A phone: one column, nothing wider than the screen, the banner on top.
    page.viewport(390, 844, true).await;
    page.wait_until(
        "one column",
        "const xs = [...document.querySelectorAll('.live-card')].map((c) => Math.round(c.getBoundingClientRect().left)); return xs.length === 5 && xs.every((x) => x === xs[0])",
    )
    .await;
    assert_eq!(
        page.execute("return document.documentElement.scrollWidth <= window.innerWidth")
            .await,
        true,
        "nothing wider than the phone"
    );
    page.screenshot("live-phone-draw.png").await;

    // The alert opens the game at its ply.
    let open = page
        .find("#live-alert-list li[data-type=draw] a.open-alert")
        .await;
    page.click(&open).await;
    page.wait_until(
        "the game at the draw's ply",
        "const p = document.querySelector('#live-game-board'); return !!p && p.dataset.ply === '8' && !!document.querySelector('#board svg')",
    )
    .await;
    let url = page.current_url().await;
    assert!(url.ends_with("/live/round-1/g/3?ply=8"), "{url}");
    let title = page.text(&page.find("#game-title").await).await;
    assert!(title.starts_with("Three – Fold"), "{title}");
    page.screenshot("live-phone-game.png").await;

    // A finding's ply opens with its move in red; the view at the end follows the game.
    page.viewport(1280, 800, false).await;
    page.goto(&format!("{origin}/live/{ROUND}/g/1?ply=1")).await;
    page.wait_until(
        "the finding shown",
        "const p = document.querySelector('#live-game-board'); return !!p && p.dataset.finding === '0' && document.querySelector('#board svg')?.dataset.url.endsWith('finding=0') === true",
    )
    .await;
    page.screenshot("live-laptop-game-finding.png").await;
    page.goto(&format!("{origin}/live/{ROUND}/g/4")).await;
    page.wait_until(
        "the 25-move game at its end",
        "const p = document.querySelector('#live-game-board'); return !!p && p.dataset.ply === '8' && !!document.querySelector('#board svg')",
    )
    .await;
    // Wait for the stream before the next version, so its events are not the page's past.
    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
    put(&client, &origin, &token, 9).await;
    page.wait_until(
        "the view following the new move",
        "const p = document.querySelector('#live-game-board'); return !!p && p.dataset.ply === '9' && document.querySelector('#board svg')?.dataset.url.endsWith('ply=9') === true",
    )
    .await;
    // Back on the round: only what was not acknowledged (the draw), not the backward man.
    page.goto(&format!("{origin}/live/{ROUND}")).await;
    page.wait_until(
        "the draw still to acknowledge",
        "return !!document.querySelector('#live-alert-list li[data-type=draw]')",
    )
    .await;
    page.wait_until(
        "the stream open on the round",
        "return (document.querySelector('#live-connection') || {dataset: {}}).dataset.state === 'open'",
    )
    .await;
    assert_eq!(
        page.execute("return [...document.querySelectorAll('#live-alert-list li')].some((li) => li.textContent.includes('Backward'))")
            .await,
        false,
        "an acknowledged alert stays acknowledged"
    );
    let acknowledge = page.find("#live-acknowledge").await;
    page.click(&acknowledge).await;
    // The 25-move count with 3 moves each left: the count's alert, the count in red.
    for step in 10..=44 {
        put(&client, &origin, &token, step).await;
    }
    page.wait_until(
        "the count's alert",
        "return [...document.querySelectorAll('#live-alert-list li[data-type=count]')].some((li) => li.textContent.includes('Twenty'))",
    )
    .await;
    page.wait_until(
        "the count running out on its board",
        &card(
            "Twenty",
            "!!c.querySelector('.live-counts li.running-out[data-moves-left=\"3\"]')",
        ),
    )
    .await;
    page.screenshot("live-laptop-count.png").await;
    // In French, on a phone.
    page.execute("localStorage.setItem('draughts-arbiter.lang', 'fr'); return true")
        .await;
    page.viewport(390, 844, true).await;
    page.goto(&format!("{origin}/live/{ROUND}")).await;
    page.wait_until(
        "the French page with the count still to acknowledge",
        "return (document.querySelector('#live-title') || {}).textContent === 'Ronde en direct round-1' && !!document.querySelector('#live-alert-list li[data-type=count]')",
    )
    .await;
    let heading = page.text(&page.find("#live-alerts-heading").await).await;
    assert_eq!(heading, "1 alerte à acquitter");
    page.screenshot("live-phone-fr.png").await;
    // A click on a board opens its game at the position shown.
    let board = page
        .find(".live-card[data-white=\"Twenty\"] a.live-board-link")
        .await;
    page.click(&board).await;
    page.wait_until(
        "the board's game at its last ply, in French",
        "const p = document.querySelector('#live-game-board'); return !!p && p.dataset.ply === '44' && document.querySelector('#ply-label').textContent === 'Demi-coup 44 sur 44'",
    )
    .await;
    let url = page.current_url().await;
    assert!(url.ends_with("/live/round-1/g/4?ply=44"), "{url}");
    page.screenshot("live-phone-fr-game.png").await;

    let state: Value = client
        .get(format!("{origin}/api/v1/live/{ROUND}"))
        .send()
        .await
        .expect("GET")
        .json()
        .await
        .expect("JSON");
    assert_eq!(state["games"][3]["plies"], 44);
    page.quit().await;
    handle.stop(true).await;
}

/// A round pulled from a file: the page says where it is read from, and, when the feed turns
/// to something that is not PDN, what is wrong with it (a stalled or broken feed sends no
/// event, so the page reads the state again on a timer), at phone width.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver on the PATH (apt-get install chromium chromium-driver; .ci/run does)"
)]
async fn a_pulled_rounds_feed_trouble_is_on_the_page() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (origin, token, handle) = start(dir.path());
    let file = dir.path().join("games.pdn");
    std::fs::write(&file, live_round::version(2)).expect("write");
    let client = reqwest::Client::new();
    let pulled = client
        .put(format!("{origin}/api/v1/live/pulled/source"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"file": "games.pdn", "interval": 0.2}))
        .send()
        .await
        .expect("PUT source");
    assert_eq!(pulled.status(), 200);

    let profile = tempfile::tempdir().expect("profile");
    let (_driver, page) = webdriver::browser_sized(profile.path(), 390, 844).await;
    page.viewport(390, 844, true).await;
    page.goto(&format!("{origin}/live/pulled")).await;
    page.wait_until(
        "where the round is read from",
        "const f = document.querySelector('#live-feed'); return !!f && !f.hidden && f.dataset.problem === '' && f.textContent.startsWith('Read from ')",
    )
    .await;
    std::fs::write(&file, [0u8, 159, 146, 150, 0, 0, 1, 2].repeat(64)).expect("write");
    page.wait_until(
        "the feed's problem said",
        "const f = document.querySelector('#live-feed'); return !!f && f.dataset.problem === 'not_pdn' && f.textContent.includes('not PDN')",
    )
    .await;
    page.wait_until(
        "the boards kept",
        "return document.querySelectorAll('.live-card .live-board svg').length === 5",
    )
    .await;
    page.screenshot("live-phone-feed-problem.png").await;
    page.quit().await;
    handle.stop(true).await;
}
