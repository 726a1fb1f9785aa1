//! The arbiter's page end to end: the real server on a free port with a fresh SQLite file, and a
//! real headless Chromium driven over WebDriver (`support/webdriver.rs`), every check made at a
//! laptop's width (1280x900) and a phone's (390x844, touch). Screenshots go to
//! `target/artifacts/` (not committed).
//!
//! - The upload form takes a `.zip` of two rounds without a name (the tournament takes its Event
//!   tag) and says what is wrong in plain words (a wrong token, a PNG).
//! - The tournament page: a calm table (the board column says something only where the board
//!   decided or contradicts the record), counts by severity, ISO dates, filters that hide rows,
//!   sorting by a column; the list of tournaments.
//! - A game: choosing a finding keeps the title, the board and the explanation on screen (the
//!   page is scrolled to the findings first on a phone), plain-word captions, square numbers
//!   that nothing covers, the flipped board, the arrow keys (and no help about them on a phone),
//!   the favicon.
//! - What the board shows: legal moves drawn quietly where nothing was required, an ambiguous
//!   notation in the warning's colour, moves after the end greyed, the three plies of a
//!   repetition, the draw counts, a reader's warning at its move.
//!
//! Without `chromium` and `chromedriver` (a fresh clone) the browser tests are ignored with their
//! reason (the `browser_absent` cfg of `api/build.rs`), unless `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`
//! (set by `.ci/run`, which installs them), which fails the build instead. `CHROMIUM` and
//! `CHROMEDRIVER` override the binaries' paths.

#[path = "support/server.rs"]
mod server;
#[path = "support/webdriver.rs"]
mod webdriver;

use serde_json::{Value, json};
use server::{TestApp, spawn_app};
use std::io::Write;
use std::path::{Path, PathBuf};
use webdriver::{Driver, Session, browser};

/// Round 1: four games in order, one `not_maximum_capture`, one `missed_capture`.
const ROUND1: &str = "fixtures/web/round.pdn";
/// Round 2: a man moved backwards, an ambiguous notation, a repetition with a move after it, a
/// spacing warning, two draw counts.
const ROUND2: &str = "fixtures/web/round2.pdn";
/// The key WebDriver sends for each named key (W3C WebDriver, "keyboard actions").
const ARROW_LEFT: &str = "\u{E012}";
const ARROW_RIGHT: &str = "\u{E014}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";

/// The two widths every page is checked at: name, width, height, phone.
const WIDTHS: [(&str, u32, u32, bool); 2] =
    [("laptop", 1280, 900, false), ("phone", 390, 844, true)];

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path)
        .canonicalize()
        .expect("fixture")
}

/// The pages and assets are served, with the right types, without a browser.
#[actix_web::test]
async fn pages_and_assets_are_served() {
    let app = spawn_app().await;
    let client = reqwest::Client::new();
    for path in ["/", "/upload", "/t/abc", "/t/abc/g/3"] {
        let response = client
            .get(format!("{}{path}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 200, "{path}");
        let headers = response.headers().clone();
        assert!(
            headers["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert!(headers.contains_key("content-security-policy"));
        let body = response.text().await.expect("body");
        assert!(body.contains(r#"<script type="module" src="/assets/app.js">"#));
        assert!(
            body.contains(r#"<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">"#)
        );
    }
    for (name, kind) in [
        ("app.js", "text/javascript"),
        ("game.js", "text/javascript"),
        ("style.css", "text/css"),
        ("favicon.svg", "image/svg+xml"),
    ] {
        let response = client
            .get(format!("{}/assets/{name}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 200, "{name}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with(kind)
        );
    }
    for path in ["/assets/nope.js", "/assets/..%2Fmain.rs"] {
        let response = client
            .get(format!("{}{path}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 404, "{path}");
    }
    // The shell in the browser's language (Accept-Language), English when none of ours is asked
    // for; each language's catalogue of the page's words.
    for (accept, lang) in [
        ("fr-FR,fr;q=0.9,en;q=0.5", "fr"),
        ("de-DE, nl;q=0.8", "nl"),
        ("ru", "ru"),
        ("de", "en"),
    ] {
        let response = client
            .get(format!("{}/t/abc", app.origin))
            .header("accept-language", accept)
            .send()
            .await
            .expect("request");
        assert_eq!(response.headers()["vary"], "Accept-Language");
        let body = response.text().await.expect("body");
        assert!(
            body.starts_with(&format!(
                "<!doctype html>\n<html lang=\"{lang}\" data-max-body="
            )),
            "{accept}"
        );
    }
    for (lang, word) in [
        ("en", "Missed capture"),
        ("fr", "Prise oubliée"),
        ("nl", "Slagplicht verzuimd"),
        ("ru", "Пропущено взятие"),
    ] {
        let messages: Value = client
            .get(format!("{}/assets/messages-{lang}.json", app.origin))
            .send()
            .await
            .expect("request")
            .json()
            .await
            .expect("JSON");
        assert_eq!(
            messages["page-kind-missed_capture"],
            serde_json::json!([word])
        );
    }
    for path in ["/assets/messages-pl.json", "/assets/messages-FR.json"] {
        let response = client
            .get(format!("{}{path}", app.origin))
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), 404, "{path}");
    }
    // The API keeps its JSON errors under its prefix.
    let response = client
        .get(format!("{}/api/v1/nope", app.origin))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["error"]["code"], "route_not_found");
    app.handle.stop(false).await;
}

/// Both rounds in one `.zip`, written to `dir`.
fn rounds_zip(dir: &Path) -> PathBuf {
    let path = dir.join("rounds.zip");
    let mut writer = zip::ZipWriter::new(std::fs::File::create(&path).expect("zip file"));
    for (name, fixture_path) in [("round1.pdn", ROUND1), ("round2.pdn", ROUND2)] {
        writer
            .start_file(name, zip::write::SimpleFileOptions::default())
            .expect("zip entry");
        writer
            .write_all(&std::fs::read(fixture(fixture_path)).expect("fixture"))
            .expect("zip write");
    }
    writer.finish().expect("zip");
    path
}

/// Uploads both rounds through the API; the tournament's id.
async fn upload_rounds(app: &TestApp) -> String {
    let mut bytes = std::fs::read(fixture(ROUND1)).expect("fixture");
    bytes.extend_from_slice(b"\n\n");
    bytes.extend(std::fs::read(fixture(ROUND2)).expect("fixture"));
    let answer: Value = reqwest::Client::new()
        .post(app.api("/tournaments"))
        .bearer_auth(&app.token)
        .header("content-type", "application/x-pdn")
        .body(bytes)
        .send()
        .await
        .expect("upload")
        .json()
        .await
        .expect("JSON");
    answer["id"].as_str().expect("id").to_string()
}

/// "Dec 1, 2026, 09:05 UTC": an upload's time as the English page writes it (Intl), in UTC.
fn english_date_time(text: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let text = text.replace(['\u{a0}', '\u{202f}'], " ");
    let Some((date, time)) = text.rsplit_once(", ") else {
        return false;
    };
    let words: Vec<&str> = date.split([' ', ',']).filter(|w| !w.is_empty()).collect();
    matches!(words.as_slice(), [month, day, year]
        if MONTHS.contains(month) && day.parse::<u8>().is_ok() && year.len() == 4)
        && time.len() == 9
        && time.ends_with(" UTC")
        && time.as_bytes()[2] == b':'
}

/// A browser session (and its driver), or the test fails: the build script found both binaries.
async fn start_browser(profile: &Path) -> (Driver, Session) {
    browser(profile)
        .await
        .unwrap_or_else(|why| panic!("the browser cannot be started: {why}"))
}

/// Whether the page scrolls sideways (it must not, at any width).
async fn no_sideways_scroll(page: &Session, what: &str) {
    let overflow = page
        .execute("return document.documentElement.scrollWidth - window.innerWidth")
        .await;
    assert!(
        overflow.as_i64().is_some_and(|px| px <= 0),
        "{what}: sideways scroll of {overflow} px"
    );
}

/// `[n, status]` of the table's rows, in order.
async fn rows(page: &Session) -> Value {
    page.execute(
        "return [...document.querySelectorAll('table.games tbody tr[data-game]')].map(tr => Number(tr.dataset.game))",
    )
    .await
}

/// Chooses `value` in the `<select>` with id `id` as a person would (a change event follows).
async fn choose(page: &Session, id: &str, value: &str) {
    page.execute(&format!(
        "const s = document.getElementById('{id}'); s.value = '{value}'; \
         s.dispatchEvent(new Event('change', {{bubbles: true}})); return true"
    ))
    .await;
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn the_upload_form_takes_a_zip_and_the_tournament_table_filters_and_sorts() {
    let profile = tempfile::tempdir().expect("profile dir");
    let (_driver, page) = start_browser(profile.path()).await;
    let app = spawn_app().await;
    let files = tempfile::tempdir().expect("files");
    let zip = rounds_zip(files.path());
    let png = files.path().join("board.png");
    std::fs::write(&png, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10").expect("png");

    page.viewport(1280, 900, false).await;
    assert_eq!(page.inner_size().await, (1280, 900));
    // A wrong token: the service's message is shown, nothing is stored.
    page.goto(&format!("{}/upload", app.origin)).await;
    let token = page.find("#token").await;
    page.type_into(&token, "dat_wrong").await;
    page.type_into(&page.find("#file").await, &zip.to_string_lossy())
        .await;
    page.click(&page.find("button[type=submit]").await).await;
    let message = page.text(&page.find("#upload-status .error").await).await;
    assert!(message.starts_with("Upload failed:"), "{message}");
    assert!(message.to_lowercase().contains("token"), "{message}");
    page.screenshot("upload-error.png").await;
    // A picture instead of a round: said in plain words.
    page.execute("document.getElementById('token').value = ''; return true")
        .await;
    page.type_into(&token, &app.token).await;
    page.type_into(&page.find("#file").await, &png.to_string_lossy())
        .await;
    page.click(&page.find("button[type=submit]").await).await;
    page.wait_until(
        "the refusal of the PNG",
        "return (document.querySelector('#upload-status .error')?.textContent || '').includes('binary')",
    )
    .await;
    let message = page.text(&page.find("#upload-status .error").await).await;
    assert_eq!(
        message,
        "Upload failed: this file is not PDN but a binary file (a picture, a document?): export \
         the games as PDN and send that file"
    );
    page.viewport(390, 844, true).await;
    page.execute(
        "document.getElementById('upload-status').scrollIntoView({block: 'center'}); return true",
    )
    .await;
    page.screenshot("upload-error-phone.png").await;
    no_sideways_scroll(&page, "the upload form on a phone").await;
    page.viewport(1280, 900, false).await;

    // The .zip of both rounds, without a name: named by the Event tag.
    page.type_into(&page.find("#file").await, &zip.to_string_lossy())
        .await;
    page.click(&page.find("button[type=submit]").await).await;
    page.wait_until(
        "the tournament page",
        "return /^\\/t\\/[0-9a-f]{16}$/.test(location.pathname) && !!document.querySelector('table.games tbody tr')",
    )
    .await;
    let tournament_url = page.current_url().await;
    assert_eq!(page.text(&page.find("h1").await).await, "Web fixture");
    assert_eq!(rows(&page).await, json!([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    let kinds = page
        .execute(
            "return [...document.querySelectorAll('tbody tr')].map(tr => tr.querySelector('td.findings').dataset.kinds)",
        )
        .await;
    assert_eq!(
        kinds,
        json!([
            "",
            "not_maximum_capture",
            "missed_capture",
            "",
            "premature_king_move",
            "ambiguous_notation",
            "moves_after_game_end result_mismatch",
            "parse_warning",
            ""
        ])
    );
    // Calm: the board column speaks only where the board decided or contradicts the record.
    let board = page
        .execute("return [...document.querySelectorAll('td.board-says')].map(td => td.textContent)")
        .await;
    assert_eq!(
        board,
        json!([
            "",
            "",
            "",
            "",
            "",
            "",
            "Draw (threefold repetition), not as recorded",
            "",
            "Draw (5-move rule)"
        ])
    );
    let table_text = page.text(&page.find("table.games").await).await;
    assert!(!table_text.contains("Undecided"), "{table_text}");
    // Findings by severity, the upload's date in the page's language (English here), in UTC.
    let fact = |name: &str| {
        format!("return document.querySelector('dd[data-fact=\"{name}\"]').textContent")
    };
    assert_eq!(
        page.execute(&fact("findings")).await,
        "4 errors, 3 warnings"
    );
    let uploaded = page.execute(&fact("uploaded")).await;
    assert!(
        uploaded.as_str().is_some_and(english_date_time),
        "{uploaded}"
    );
    let sort_hidden = page
        .execute("return getComputedStyle(document.querySelector('.sort-field')).display")
        .await;
    assert_eq!(sort_hidden, "none", "the headings sort on a laptop");
    page.screenshot("tournament.png").await;

    // Filters hide rows; sorting by a column orders them, both ways; the address keeps it.
    choose(&page, "filter-show", "errors").await;
    assert_eq!(rows(&page).await, json!([2, 3, 5, 7]));
    assert_eq!(
        page.text(&page.find("#shown-count").await).await,
        "4 of 9 games shown"
    );
    page.screenshot("tournament-errors.png").await;
    choose(&page, "filter-show", "warnings").await;
    assert_eq!(rows(&page).await, json!([6, 7, 8]));
    choose(&page, "filter-show", "all").await;
    choose(&page, "filter-kind", "not_maximum_capture").await;
    assert_eq!(rows(&page).await, json!([2]));
    choose(&page, "filter-kind", "").await;
    page.click(&page.find(r#"button.sort[data-sort="white"]"#).await)
        .await;
    assert_eq!(rows(&page).await, json!([1, 3, 4, 2, 5, 6, 7, 8, 9]));
    page.click(&page.find(r#"button.sort[data-sort="white"]"#).await)
        .await;
    assert_eq!(rows(&page).await, json!([9, 8, 7, 6, 5, 2, 4, 3, 1]));
    assert_eq!(
        page.execute(
            "return document.querySelector('th[data-sort-key=\"white\"]').getAttribute('aria-sort')"
        )
        .await,
        "descending"
    );
    assert!(page.current_url().await.ends_with("?sort=white&dir=desc"));
    page.click(&page.find(r#"button.sort[data-sort="findings"]"#).await)
        .await;
    // Errors first (the most findings first), then warnings, then the games in order.
    assert_eq!(rows(&page).await, json!([7, 2, 3, 5, 6, 8, 1, 4, 9]));

    // The same on a phone: the rows as cards, the filters above them.
    page.goto(&tournament_url).await;
    page.find("table.games tbody tr").await;
    page.viewport(390, 844, true).await;
    page.screenshot("tournament-phone.png").await;
    no_sideways_scroll(&page, "the tournament on a phone").await;
    choose(&page, "filter-show", "errors").await;
    assert_eq!(rows(&page).await, json!([2, 3, 5, 7]));
    // No headings to click on a phone: the order is chosen from a list.
    let sort_shown = page
        .execute("return getComputedStyle(document.querySelector('.sort-field')).display")
        .await;
    assert_ne!(sort_shown, "none");
    choose(&page, "sort-by", "black:desc").await;
    assert_eq!(
        rows(&page).await,
        json!([3, 7, 5, 2]),
        "Zeta, Xi, Kappa, Delta"
    );
    let empty_cards = page
        .execute("return [...document.querySelectorAll('td.board-says')].filter(td => getComputedStyle(td).display !== 'none').length")
        .await;
    assert_eq!(
        empty_cards, 1,
        "only game 7's board cell is shown on its card"
    );
    page.screenshot("tournament-phone-errors.png").await;

    // The list of tournaments: the findings said for what they are, the date in words.
    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&format!("{}/", app.origin)).await;
        let link = page.find("table.tournaments th a").await;
        assert_eq!(page.text(&link).await, "Web fixture");
        let row = page
            .text(&page.find("table.tournaments tbody tr").await)
            .await;
        assert!(row.contains("7 findings, errors in 4 games"), "{row}");
        let uploaded = page
            .execute("return document.querySelector('table.tournaments tbody tr td').textContent")
            .await;
        assert!(
            uploaded.as_str().is_some_and(english_date_time),
            "{uploaded}"
        );
        page.screenshot(&format!("list-{name}.png")).await;
    }
    page.quit().await;
    app.handle.stop(false).await;
}

/// Where an element is on screen: `[top, bottom]` in CSS pixels of the viewport.
async fn rect(page: &Session, css: &str) -> (f64, f64) {
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

/// The title (laptop only), the whole board and the top of the explanation are on screen.
async fn finding_on_screen(page: &Session, what: &str, phone: bool) {
    let height = page.inner_size().await.1 as f64;
    let board = rect(page, "#board").await;
    assert!(
        board.0 >= -0.5 && board.1 <= height + 0.5,
        "{what}: the board at {board:?} in {height}"
    );
    let detail = rect(page, "#finding-detail").await;
    assert!(
        detail.0 >= -0.5 && detail.0 + 40.0 < height,
        "{what}: the explanation at {detail:?} in {height}"
    );
    if !phone {
        let title = rect(page, "#game-title").await;
        assert!(title.0 >= 0.0, "{what}: the title at {title:?}");
        let detail = rect(page, "#finding-detail").await;
        assert!(
            detail.1 <= height,
            "{what}: the whole explanation at {detail:?}"
        );
    }
}

/// Every square number is the topmost thing where it is drawn (no piece, arrow or ring on it).
async fn numbers_uncovered(page: &Session) -> Value {
    page.execute(
        "return [...document.querySelectorAll('#board svg text.number')].filter(t => { \
           const r = t.getBoundingClientRect(); \
           const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
           return top === t || t.contains(top); }).length",
    )
    .await
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn choosing_a_finding_keeps_the_board_and_its_explanation_on_screen() {
    let profile = tempfile::tempdir().expect("profile dir");
    let (_driver, page) = start_browser(profile.path()).await;
    let app = spawn_app().await;
    let id = upload_rounds(&app).await;
    let game2 = format!("{}/t/{id}/g/2", app.origin);

    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&game2).await;
        page.find("#board svg").await;
        // The arbiter went down to the findings (on a phone, below the board), then chose one.
        page.execute("window.scrollTo(0, document.documentElement.scrollHeight); return true")
            .await;
        page.click(
            &page
                .find(r#"#finding-list button[data-kind="not_maximum_capture"]"#)
                .await,
        )
        .await;
        page.find(r#"#board svg[data-url*="board.svg?finding=0&"]"#)
            .await;
        assert!(page.current_url().await.ends_with("?finding=0"));
        finding_on_screen(&page, name, phone).await;
        // On a phone the explanation is right under the board; on a laptop beside it.
        let placed = page
            .execute("return document.getElementById('finding-detail').parentElement.className")
            .await;
        assert_eq!(placed, if phone { "board-panel" } else { "side" }, "{name}");

        // The position before the move: White on 32 and 40, Black on 18, 27 and 28.
        let pieces = page
            .execute(
                "return [...document.querySelectorAll('#board svg circle.piece')].map(c => \
                 `${c.classList.contains('white') ? 'W' : 'B'}${c.dataset.square}`).sort()",
            )
            .await;
        assert_eq!(pieces, json!(["B18", "B27", "B28", "W32", "W40"]));
        // Played 32x21 in red (taking 27), required 32x23x12 in green (taking 28 and 18).
        let drawn = page
            .execute(
                "const svg = document.querySelector('#board svg'); \
                 const line = (cls) => [...svg.querySelectorAll(`polyline.${cls}`)].map(p => p.getAttribute('points')); \
                 const taken = (cls) => [...svg.querySelectorAll(`circle.${cls}.captured`)].map(c => c.dataset.square); \
                 const colour = (cls) => svg.querySelector(`polyline.${cls}`).getAttribute('stroke'); \
                 return {played: line('played'), required: line('required'), played_takes: taken('played'), \
                 required_takes: taken('required'), played_colour: colour('played'), required_colour: colour('required'), \
                 height: svg.getAttribute('height'), caption: !!svg.querySelector('text.caption')};",
            )
            .await;
        assert_eq!(
            drawn["played"],
            json!([format!("{} {}", centre(32, false), centre(21, false))])
        );
        assert_eq!(
            drawn["required"],
            json!([format!(
                "{} {} {}",
                centre(32, false),
                centre(23, false),
                centre(12, false)
            )])
        );
        assert_eq!(drawn["played_takes"], json!(["27"]));
        assert_eq!(drawn["required_takes"], json!(["28", "18"]));
        assert_eq!(drawn["played_colour"], "#c53030");
        assert_eq!(drawn["required_colour"], "#2f855a");
        // The page says the caption beside the board, in plain words: the SVG leaves it out.
        assert_eq!(drawn["height"], "480");
        assert_eq!(drawn["caption"], false);
        let caption = page.text(&page.find("#board-caption").await).await;
        assert!(
            caption.starts_with("Move 1, White: Not the largest capture. Played 32x21 (red), required 32x23x12 (green)."),
            "{caption}"
        );
        assert!(!caption.contains("not_maximum_capture"), "{caption}");
        assert_eq!(page.text(&page.find("#detail-played").await).await, "32x21");
        assert_eq!(
            page.text(&page.find("#detail-required").await).await,
            "32x23x12"
        );
        let detail = page.text(&page.find("#finding-detail").await).await;
        assert!(
            detail.contains("Article 4.13") && detail.contains("majority rule"),
            "{detail}"
        );
        assert_eq!(
            numbers_uncovered(&page).await,
            50,
            "{name}: a square number is covered"
        );
        // The key help only where there are keys.
        let help = page
            .execute("return getComputedStyle(document.getElementById('keys-help')).display")
            .await;
        let media = page.execute("return ['(hover: none)', '(pointer: coarse)', '(any-hover: none)', '(pointer: none)', '(max-width: 899px)'].map(q => q + '=' + matchMedia(q).matches).join(' ')").await;
        assert_eq!(help == "none", phone, "{name}: keys help {help} {media}");
        no_sideways_scroll(&page, name).await;
        page.screenshot(&format!("game-finding-{name}.png")).await;

        // Opened from its address: the same, without scrolling.
        page.goto(&format!("{game2}?finding=0")).await;
        page.find(r#"#board svg[data-url*="finding=0"]"#).await;
        finding_on_screen(&page, &format!("{name}, opened from its address"), phone).await;
        page.screenshot(&format!("game-finding-direct-{name}.png"))
            .await;

        // Flipped: Black's side at the bottom, square 1 at the bottom right, kept in the address.
        page.click(&page.find("#flip").await).await;
        page.find(r#"#board svg[data-url*="flip=true"]"#).await;
        let corner = page
            .execute(
                "const r = document.querySelector('#board svg rect.square[data-square=\"1\"]'); \
                 return [r.getAttribute('x'), r.getAttribute('y')]",
            )
            .await;
        assert_eq!(corner, json!(["384", "432"]));
        let played = page
            .execute("return document.querySelector('#board svg polyline.played').getAttribute('points')")
            .await;
        assert_eq!(played, format!("{} {}", centre(32, true), centre(21, true)));
        assert!(page.current_url().await.ends_with("?finding=0&flip=1"));
        assert_eq!(
            page.execute("return document.getElementById('flip').getAttribute('aria-pressed')")
                .await,
            "true"
        );
        finding_on_screen(&page, &format!("{name}, flipped"), phone).await;
        page.screenshot(&format!("game-flipped-{name}.png")).await;
    }

    // Arrow keys, Home and End move through the plies (laptop), the board still flipped.
    page.viewport(1280, 900, false).await;
    page.goto(&format!("{game2}?finding=0&flip=1")).await;
    page.find("#board svg").await;
    let ply_is = |k: u32| {
        format!(
            "return !!document.querySelector('#board svg')?.dataset.url.includes('board.svg?ply={k}&') \
             && document.getElementById('ply-label').textContent === 'Ply {k} of 3'"
        )
    };
    page.press(ARROW_RIGHT).await;
    page.wait_until("ply 1 after ArrowRight", &ply_is(1)).await;
    let after = page
        .execute("return [...document.querySelectorAll('#board svg circle.piece')].map(c => c.dataset.square).sort()")
        .await;
    assert_eq!(after, json!(["18", "21", "28", "40"]), "after 32x21");
    assert!(page.current_url().await.ends_with("?ply=1&flip=1"));
    page.press(ARROW_RIGHT).await;
    page.wait_until("ply 2", &ply_is(2)).await;
    page.press(ARROW_LEFT).await;
    page.wait_until("ply 1 after ArrowLeft", &ply_is(1)).await;
    page.press(END).await;
    page.wait_until("the last ply after End", &ply_is(3)).await;
    page.press(HOME).await;
    page.wait_until("the start after Home", &ply_is(0)).await;
    page.click(&page.find(r#"button[aria-label="Next move"]"#).await)
        .await;
    page.wait_until("ply 1 after the Next button", &ply_is(1))
        .await;
    // The favicon the shell names is served as SVG.
    let icon = page
        .execute("return document.querySelector('link[rel=icon]').href")
        .await;
    assert_eq!(icon, format!("{}/assets/favicon.svg", app.origin));
    page.quit().await;
    app.handle.stop(false).await;
}

#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn the_board_shows_what_was_required_readings_draws_and_moves_after_the_end() {
    let profile = tempfile::tempdir().expect("profile dir");
    let (_driver, page) = start_browser(profile.path()).await;
    let app = spawn_app().await;
    let id = upload_rounds(&app).await;
    let game = |n: u32, query: &str| format!("{}/t/{id}/g/{n}{query}", app.origin);
    let lines = "const svg = document.querySelector('#board svg'); \
                 return [...svg.querySelectorAll('polyline')].map(p => [p.getAttribute('class'), p.getAttribute('stroke'), p.getAttribute('stroke-dasharray')])";

    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;

        // A man moved backwards: nothing was compulsory, so the other moves are legal moves,
        // drawn thin, grey and dashed; nothing is called required.
        page.goto(&game(5, "?finding=0")).await;
        page.find(r#"#board svg[data-url*="finding=0"]"#).await;
        let drawn = page.execute(lines).await;
        assert_eq!(
            drawn,
            json!([
                ["legal", "#4a5568", "6 4"],
                ["legal", "#4a5568", "6 4"],
                ["legal", "#4a5568", "6 4"],
                ["played", "#c53030", null]
            ]),
            "{name}"
        );
        assert_eq!(
            page.text(&page.find("#detail-legal").await).await,
            "28-22, 28-23, 46-41"
        );
        let legend = page.text(&page.find("#finding-detail .legend").await).await;
        assert!(
            legend.contains("Legal moves") && !legend.contains("Required"),
            "{legend}"
        );
        finding_on_screen(&page, name, phone).await;
        page.screenshot(&format!("game-legal-moves-{name}.png"))
            .await;

        // An ambiguous notation, a warning: the reading chosen and the other one in amber.
        page.goto(&game(6, "?finding=0")).await;
        page.find(r#"#board svg[data-url*="finding=0"]"#).await;
        let drawn = page.execute(lines).await;
        assert_eq!(
            drawn,
            json!([["reading", "#b7791f", "6 4"], ["chosen", "#b7791f", null]]),
            "{name}"
        );
        assert_eq!(
            page.text(&page.find("#detail-chosen").await).await,
            "36x18x7x16"
        );
        assert_eq!(
            page.text(&page.find("#detail-readings").await).await,
            "36x13x2x16"
        );
        assert_eq!(
            page.execute("return document.getElementById('finding-detail').className")
                .await,
            "finding-detail severity-warning"
        );
        page.screenshot(&format!("game-ambiguous-{name}.png")).await;

        // A repetition: its three plies pointed at, the move recorded after it greyed.
        page.goto(&game(7, "")).await;
        page.find("#draw-counts").await;
        let repeated = page
            .execute("return [...document.querySelectorAll('button.ply.repeated')].map(b => [Number(b.dataset.ply), b.dataset.repetition])")
            .await;
        assert_eq!(repeated, json!([[0, "1"], [4, "2"], [8, "3"]]));
        let unplayed = page
            .execute(
                "return [...document.querySelectorAll('.ply.unplayed')].map(s => [s.textContent, s.tagName, getComputedStyle(s).color])",
            )
            .await;
        assert_eq!(unplayed, json!([["50-45", "SPAN", "rgb(154, 160, 166)"]]));
        // The finding about it sits beside it.
        let beside = page
            .execute("return document.querySelector('.ply.unplayed').parentElement.querySelector('[data-kind]').dataset.kind")
            .await;
        assert_eq!(beside, "moves_after_game_end");
        let count = page
            .text(
                &page
                    .find(r#"#draw-counts li[data-clause="threefold_repetition"]"#)
                    .await,
            )
            .await;
        assert_eq!(
            count,
            "Threefold repetition (art. 6.1): the same position after ply 0, ply 4 and ply 8; drew the game at ply 8"
        );
        page.click(&page.find(r#"#draw-counts button[data-jump="4"]"#).await)
            .await;
        page.find(r#"#board svg[data-url*="board.svg?ply=4&"]"#)
            .await;
        page.screenshot(&format!("game-repetition-{name}.png"))
            .await;

        // Two draw counts on the move list: where each started, ran out and drew the game.
        page.goto(&game(9, "")).await;
        page.find("#draw-counts").await;
        let counts = page
            .execute("return [...document.querySelectorAll('#draw-counts li')].map(li => li.textContent)")
            .await;
        assert_eq!(
            counts,
            json!([
                "16-move rule (art. 6.3): counted from ply 0, runs out at ply 32; not reached",
                "5-move rule (art. 6.4): counted from ply 2, runs out at ply 12; drew the game at ply 12"
            ])
        );
        let marks = page
            .execute("return [...document.querySelectorAll('#move-list .draw-mark')].map(m => m.textContent)")
            .await;
        assert_eq!(
            marks,
            json!([
                "16-move rule count starts (art. 6.3)",
                "5-move rule count starts (art. 6.4)",
                "Drawn: 5-move rule (art. 6.4)"
            ])
        );
        page.screenshot(&format!("game-draw-counts-{name}.png"))
            .await;

        // A reader's warning points at its move (1... 19- 23), not at a line of the file.
        page.goto(&game(8, "")).await;
        let inline = page
            .find(r#"#move-list .finding-inline[data-kind="parse_warning"]"#)
            .await;
        assert_eq!(
            page.text(&inline)
                .await
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
            "WARNING Move 1, Black Unusual text"
        );
        let row_plies = page
            .execute("return [...document.querySelector('#move-list .finding-inline[data-kind=\"parse_warning\"]').closest('li').querySelectorAll('button.ply')].map(b => Number(b.dataset.ply))")
            .await;
        assert_eq!(row_plies, json!([1, 2]));
        page.click(&inline).await;
        page.find(r#"#board svg[data-url*="board.svg?ply=2&"]"#)
            .await;
        finding_on_screen(&page, &format!("{name}, the reader's warning"), phone).await;
        page.screenshot(&format!("game-reader-warning-{name}.png"))
            .await;
    }
    page.quit().await;
    app.handle.stop(false).await;
}

/// The centre of square `n` in the service's SVG (48 units a square, square 1 at the top, or at
/// the bottom when the board is flipped).
fn centre(n: u32, flipped: bool) -> String {
    let index = n - 1;
    let row = index / 5;
    let column = 2 * (index % 5) + u32::from(row.is_multiple_of(2));
    let (row, column) = if flipped {
        (9 - row, 9 - column)
    } else {
        (row, column)
    };
    format!("{},{}", column * 48 + 24, row * 48 + 24)
}

/// The game page with a finding in French (the browser asks for it: Accept-Language) and in
/// Russian (chosen with the selector, and still Russian on the next page: remembered), at both
/// widths; the finding still keeps its board and explanation on screen in either.
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn the_game_page_speaks_french_and_russian() {
    let profile = tempfile::tempdir().expect("profile dir");
    let (_driver, page) = start_browser(profile.path()).await;
    let app = spawn_app().await;
    let id = upload_rounds(&app).await;
    let game2 = format!("{}/t/{id}/g/2?finding=0", app.origin);
    let agent = page.execute("return navigator.userAgent").await;
    page.cdp(
        "Network.setUserAgentOverride",
        serde_json::json!({"userAgent": agent, "acceptLanguage": "fr-FR,fr;q=0.9"}),
    )
    .await;
    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&game2).await;
        page.wait_until("the page in French", "return document.documentElement.lang === 'fr' && !!document.querySelector('#finding-detail h2')").await;
        let text = page.text(&page.find("#finding-detail").await).await;
        for words in [
            "Prise non majoritaire",
            "Coup 1, Blancs : noté 32x21",
            "Joué : 32x21",
            "Obligatoire : 32x23x12",
            "Règles de la FMJD",
            "La prise majoritaire : quand il y a le choix",
        ] {
            assert!(text.contains(words), "{name}: {words} in {text}");
        }
        assert_eq!(
            page.text(&page.find("#ply-label").await).await,
            "Demi-coup 0 sur 3"
        );
        assert_eq!(
            page.text(&page.find("#findings-heading").await).await,
            "Constats (1)"
        );
        assert_eq!(
            page.text(&page.find(r#"header a[data-nav="list"]"#).await)
                .await,
            "Tournois"
        );
        finding_on_screen(&page, &format!("{name}, French"), phone).await;
        no_sideways_scroll(&page, &format!("{name}, French")).await;
        page.screenshot(&format!("game-french-{name}.png")).await;
    }

    // Russian, chosen on the page: the choice outlives the page (another game, the tournament).
    page.viewport(1280, 900, false).await;
    choose(&page, "lang-select", "ru").await;
    page.wait_until("the page in Russian", "return document.documentElement.lang === 'ru' && !!document.querySelector('#finding-detail h2')").await;
    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&game2).await;
        page.wait_until("still Russian", "return document.documentElement.lang === 'ru' && !!document.querySelector('#finding-detail h2')").await;
        let text = page.text(&page.find("#finding-detail").await).await;
        for words in [
            "Взято не по правилу большинства",
            "Ход 1, Белые: записано 32x21",
            "Сыгран: 32x21",
            "Обязательно: 32x23x12",
            "Правила ФМЖД",
            "Правило большинства: при выборе",
        ] {
            assert!(text.contains(words), "{name}: {words} in {text}");
        }
        assert_eq!(
            page.text(&page.find("#ply-label").await).await,
            "Полуход 0 из 3"
        );
        let selected = page
            .execute("return document.getElementById('lang-select').value")
            .await;
        assert_eq!(selected, "ru");
        finding_on_screen(&page, &format!("{name}, Russian"), phone).await;
        no_sideways_scroll(&page, &format!("{name}, Russian")).await;
        page.screenshot(&format!("game-russian-{name}.png")).await;
    }
    page.goto(&format!("{}/t/{id}", app.origin)).await;
    page.wait_until(
        "the table in Russian",
        "return document.querySelector('#filter-show option') !== null",
    )
    .await;
    let show = page.text(&page.find("#filter-show option").await).await;
    assert_eq!(show, "Все партии");
    let count = page.text(&page.find("#shown-count").await).await;
    assert_eq!(count, "9 партий", "the Russian plural of 9");
    page.screenshot("tournament-russian.png").await;
    page.quit().await;
    app.handle.stop(false).await;
}

/// English that must not be left on a translated page (phrases, since single words such as
/// "Upload" are Dutch too).
const UPLOAD_ENGLISH: [&str; 16] = [
    "Upload a round",
    "Drop the round",
    "or choose a file",
    "Tournament name",
    "Rules",
    "Upload token",
    "Made by the organiser",
    "Sent only",
    "Remember the token",
    "Upload and check",
    "No file chosen",
    "Defaults to",
    "(default)",
    "Every game is refereed",
    "is required",
    "Tournaments",
];

/// The words a person reads on the page, and those a screen reader says: the text, the
/// placeholders, titles, aria-labels and the cards' labels.
const READ_TEXT: &str = "const main = document.querySelector('main'); \
    const attrs = [...main.querySelectorAll('[placeholder],[title],[aria-label],[data-label]')] \
      .flatMap(el => ['placeholder', 'title', 'aria-label', 'data-label'].map(a => el.getAttribute(a) || '')); \
    return [document.title, document.querySelector('header.site').innerText, main.innerText, ...attrs].join('\\n')";

/// A size as the Dutch page writes it: "1,5 kB" (one decimal at most, a decimal comma).
fn dutch_kilobytes(bytes: u64) -> String {
    let tenths = (bytes as f64 / 1024.0 * 10.0).round() as u64;
    if tenths.is_multiple_of(10) {
        format!("{} kB", tenths / 10)
    } else {
        format!("{},{} kB", tenths / 10, tenths % 10)
    }
}

/// The upload page in Dutch (the browser asks for it), at both widths: its words, the file's size
/// in the Dutch form, the error it says itself, no English left; then the tournament's upload
/// date in Dutch words; then the search page in Russian (chosen with the selector).
#[actix_web::test]
#[cfg_attr(
    browser_absent,
    ignore = "needs chromium and chromedriver (apt-get install chromium chromium-driver)"
)]
async fn the_upload_page_speaks_dutch_and_the_search_page_russian() {
    let profile = tempfile::tempdir().expect("profile dir");
    let (_driver, page) = start_browser(profile.path()).await;
    let app = spawn_app().await;
    let agent = page.execute("return navigator.userAgent").await;
    page.cdp(
        "Network.setUserAgentOverride",
        serde_json::json!({"userAgent": agent, "acceptLanguage": "nl-NL,nl;q=0.9,en;q=0.5"}),
    )
    .await;
    // Over a kilobyte (1436 bytes): "1,4 kB".
    let round = fixture(ROUND2);
    let size = std::fs::metadata(&round).expect("fixture").len();
    assert!(size > 1024, "{size} bytes");
    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&format!("{}/upload", app.origin)).await;
        page.wait_until(
            "the upload page in Dutch",
            "return document.documentElement.lang === 'nl' && !!document.querySelector('#file')",
        )
        .await;
        page.type_into(&page.find("#file").await, &round.to_string_lossy())
            .await;
        assert_eq!(
            page.text(&page.find("#chosen").await).await,
            format!("round2.pdn ({})", dutch_kilobytes(size))
        );
        // No token: the page says so itself.
        page.click(&page.find("button[type=submit]").await).await;
        assert_eq!(
            page.text(&page.find("#upload-status .error").await).await,
            "Het uploadtoken is verplicht."
        );
        let text = page.execute(READ_TEXT).await;
        let text = text.as_str().unwrap_or_default();
        for words in [
            "Ronde uploaden",
            "Sleep het PDN-bestand van de ronde hierheen",
            "Naam van het toernooi",
            "Standaard de Event-tag, anders de bestandsnaam",
            "FMJD 2024 (standaard)",
            "Uploadtoken",
            "Het token op dit apparaat onthouden",
            "Uploaden en controleren",
            "Toernooien",
        ] {
            assert!(text.contains(words), "{name}: {words} in {text}");
        }
        for english in UPLOAD_ENGLISH {
            assert!(
                !text.contains(english),
                "{name}: English {english} in {text}"
            );
        }
        no_sideways_scroll(&page, &format!("the Dutch upload page, {name}")).await;
        page.screenshot(&format!("upload-dutch-{name}.png")).await;
    }
    // Uploaded: the tournament page gives the date in Dutch words, in UTC ("1 dec 2026, 09:05 UTC").
    page.viewport(1280, 900, false).await;
    page.type_into(&page.find("#token").await, &app.token).await;
    page.click(&page.find("button[type=submit]").await).await;
    page.wait_until(
        "the tournament page",
        "return !!document.querySelector('dd[data-fact=\"uploaded\"]')",
    )
    .await;
    let uploaded = page
        .execute("return document.querySelector('dd[data-fact=\"uploaded\"]').textContent")
        .await;
    let uploaded = uploaded
        .as_str()
        .unwrap_or_default()
        .replace(['\u{a0}', '\u{202f}'], " ");
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec",
    ];
    let words: Vec<&str> = uploaded
        .split([' ', ','])
        .filter(|w| !w.is_empty())
        .collect();
    assert!(
        matches!(words.as_slice(), [day, month, year, time, "UTC"]
            if day.parse::<u8>().is_ok() && MONTHS.contains(month) && year.len() == 4 && time.len() == 5),
        "{uploaded}"
    );
    page.screenshot("tournament-dutch.png").await;

    // The search page in Russian, chosen with the selector: the count agrees with its number,
    // the Date tag (2026.12.01) in Russian words, no English left.
    choose(&page, "lang-select", "ru").await;
    for (name, width, height, phone) in WIDTHS {
        page.viewport(width, height, phone).await;
        page.goto(&format!("{}/search?event=Web", app.origin)).await;
        page.wait_until(
            "the search in Russian",
            "return document.documentElement.lang === 'ru' && !!document.querySelector('.search-results tbody tr')",
        )
        .await;
        assert_eq!(
            page.text(&page.find("p.count").await).await,
            "Найдено 5 партий"
        );
        let date = page
            .execute("return document.querySelector('.search-results tbody td').textContent")
            .await;
        assert_eq!(
            date.as_str()
                .unwrap_or_default()
                .replace(['\u{a0}', '\u{202f}'], " "),
            "1 дек. 2026 г."
        );
        let text = page.execute(READ_TEXT).await;
        let text = text.as_str().unwrap_or_default();
        for words in [
            "Поиск по архиву",
            "Участник",
            "Соревнование",
            "Вердикт",
            "любой",
            "Только партии, сохранённые больше одного раза",
        ] {
            assert!(text.contains(words), "{name}: {words} in {text}");
        }
        // The kinds to search by are the engine's own (assets/finding-kinds.json), and "any".
        let offered = page
            .execute("return [...document.querySelectorAll('#search-finding option')].map((o) => o.value)")
            .await;
        let offered: Vec<&str> = offered
            .as_array()
            .map(|a| a.iter().filter_map(|v| v.as_str()).collect())
            .unwrap_or_default();
        let mut expected = vec![""];
        expected.extend(arbiter::FindingKind::ALL.map(|k| k.name()));
        assert_eq!(offered, expected, "{name}");
        for english in [
            "Search the archive",
            "Player",
            "Any words",
            "From",
            "As written",
            "any",
            "Finding",
            "Only games",
            "games found",
            "Date",
            "White",
            "Black",
            "Verdict",
            "Game",
            "Pages",
        ] {
            assert!(
                !text.contains(english),
                "{name}: English {english} in {text}"
            );
        }
        no_sideways_scroll(&page, &format!("the Russian search page, {name}")).await;
        page.screenshot(&format!("search-russian-{name}.png")).await;
    }
    page.quit().await;
    app.handle.stop(false).await;
}
