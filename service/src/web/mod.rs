//! The web page for arbiters (issue #7), served by the same binary at `/`.
//!
//! Every page path (`/`, `/upload`, `/search`, `/t/{id}`, `/t/{id}/g/{n}`, `/live`, `/live/{name}`, ...) answers the same small HTML shell;
//! its ES modules read the path and render the page from the JSON API under `/api/v1`. The assets
//! are compiled into the binary (`include_str!`), so there is no build step and nothing to fetch
//! from the internet at run time. See docs/web.md.

mod assets;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::Lang;
use assets::{Asset, SHELL};

/// Where the assets are served from.
pub const ASSETS_PREFIX: &str = "/assets";

/// The page paths, all answered with the shell (the modules decide what to show).
pub const PAGE_PATHS: [&str; 9] = [
    "/",
    "/upload",
    "/search",
    "/t/{id}",
    "/t/{id}/g/{n}",
    "/t/{id}/standings",
    "/live",
    "/live/{name}",
    "/live/{name}/g/{n}",
];

/// Only our own scripts, styles and same-origin fetches: data from an uploaded file can never run
/// as script even if some text slipped into markup (the modules use `textContent` throughout).
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
                   frame-ancestors 'none'";

/// Registers the page paths and the assets. Mount it after the API so `/api/v1` keeps its
/// own JSON 404s.
pub fn configure(cfg: &mut web::ServiceConfig) {
    for path in PAGE_PATHS {
        cfg.route(path, web::get().to(shell));
    }
    cfg.route(&format!("{ASSETS_PREFIX}/{{name}}"), web::get().to(asset));
}

/// A response with the headers every page and asset gets.
fn respond(asset: &Asset) -> HttpResponse {
    respond_with(asset.content_type, asset.body.to_string())
}

fn respond_with(content_type: &'static str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, HeaderValue::from_static(content_type)))
        // The assets change with the binary, which has no version in their names: revalidate.
        .insert_header((header::CACHE_CONTROL, HeaderValue::from_static("no-cache")))
        .insert_header((
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .insert_header((
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .body(body)
}

/// The language of a page request: the best of ours in `Accept-Language`, else English.
fn page_lang(request: &HttpRequest) -> Lang {
    request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or_default()
}

/// The shell in the browser's language: its `lang` tells the modules which catalogue to load
/// (a language chosen on the page, remembered by the browser, comes first); the largest body
/// the service takes lets the upload forms refuse a file too large before sending it.
async fn shell(request: HttpRequest, state: web::Data<crate::state::AppState>) -> HttpResponse {
    let body = shell_in(page_lang(&request), state.bodies.limit);
    let mut response = respond_with(SHELL.content_type, body);
    response
        .headers_mut()
        .insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    response
}

/// The shell's text in `lang`: its `lang` attribute, the body limit (`data-max-body`, bytes),
/// and the one sentence the modules cannot translate (shown when JavaScript is off).
fn shell_in(lang: Lang, max_body: usize) -> String {
    let noscript = words::say!(lang, "page-noscript")
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    SHELL
        .body
        .replacen(
            r#"<html lang="en">"#,
            &format!(
                r#"<html lang="{}" data-max-body="{max_body}">"#,
                lang.code()
            ),
            1,
        )
        .replacen(NOSCRIPT, &noscript, 1)
}

/// The asset listing every kind of finding.
const FINDING_KINDS: &str = "finding-kinds.json";

/// Every kind of finding the referee reports, in the engine's order, each with its severity:
/// `[{"kind": "missed_capture", "severity": "error"}, ...]`.
fn finding_kinds_json() -> String {
    let kinds: Vec<serde_json::Value> = arbiter::FindingKind::ALL
        .iter()
        .map(|kind| serde_json::json!({"kind": kind.name(), "severity": kind.severity()}))
        .collect();
    serde_json::Value::Array(kinds).to_string()
}

/// The English of the shell's `<noscript>` sentence, before its link to the API's description.
const NOSCRIPT: &str = "This page needs JavaScript. The API is described at";

async fn asset(req: HttpRequest, name: web::Path<String>) -> HttpResponse {
    // The page's catalogues: `messages-fr.json`, made from words/locales/fr.ftl.
    if let Some(code) = name
        .strip_prefix("messages-")
        .and_then(|rest| rest.strip_suffix(".json"))
        && let Ok(lang) = code.parse::<Lang>()
        && lang.code() == code
    {
        let body = words::page_messages(lang).to_string();
        return respond_with("application/json; charset=utf-8", body);
    }
    // The kinds of finding, from the engine's own list: the search page offers each.
    if name.as_str() == FINDING_KINDS {
        return respond_with("application/json; charset=utf-8", finding_kinds_json());
    }
    // Looked up by exact name in a fixed table: no file system, so no path traversal.
    match assets::find(&name) {
        Some(asset) => respond(asset),
        // As any mistyped address: a page in the browser's language, JSON for a program.
        None => crate::error::route_not_found(req).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_finding_kinds_are_the_engines_list() {
        let kinds: Vec<serde_json::Value> =
            serde_json::from_str(&finding_kinds_json()).expect("JSON");
        let names: Vec<&str> = kinds.iter().filter_map(|k| k["kind"].as_str()).collect();
        assert_eq!(names, arbiter::FindingKind::ALL.map(|k| k.name()));
        assert_eq!(kinds[0]["severity"], "error", "{}", kinds[0]);
        assert_eq!(
            kinds.iter().filter(|k| k["severity"] == "info").count(),
            arbiter::FindingKind::ALL
                .iter()
                .filter(|k| k.severity() == arbiter::Severity::Info)
                .count()
        );
    }

    #[test]
    fn every_module_import_is_an_asset() {
        // An import of a file that is not in the table would break the page only in a browser.
        for asset in assets::ASSETS {
            for line in asset.body.lines() {
                let line = line.trim();
                if let Some(rest) = line.strip_prefix("import ") {
                    let Some(start) = rest.find("'./") else {
                        continue;
                    };
                    let name = &rest[start + 3..];
                    let name = &name[..name.find('\'').unwrap_or(name.len())];
                    assert!(
                        assets::find(name).is_some(),
                        "{} imports missing {name}",
                        asset.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_shell_without_javascript_speaks_the_language() {
        assert!(
            SHELL.body.contains(NOSCRIPT),
            "the shell's noscript sentence"
        );
        let french = shell_in(Lang::Fr, 1024);
        assert!(french.starts_with("<!doctype html>\n<html lang=\"fr\" data-max-body=\"1024\">"));
        assert!(
            french.contains("Cette page a besoin de JavaScript."),
            "{french}"
        );
        assert!(!french.contains(NOSCRIPT));
        assert!(shell_in(Lang::En, 1024).contains(NOSCRIPT));
    }

    #[test]
    fn shell_loads_the_app() {
        assert!(SHELL.body.contains(r#"src="/assets/app.js""#));
        assert!(SHELL.body.contains(r#"href="/assets/style.css""#));
        assert!(assets::find("app.js").is_some());
        assert!(assets::find("../Cargo.toml").is_none());
    }
}
