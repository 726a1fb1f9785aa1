//! The routes, in one table: the router is built from it and the OpenAPI test reads it, so the
//! document and the server cannot drift apart without a test failing.

pub(crate) mod annotate;
pub(crate) mod audit;
pub(crate) mod board;
pub(crate) mod check_error;
pub(crate) mod decisions;
pub(crate) mod findings;
pub(crate) mod grants;
pub(crate) mod health;
pub(crate) mod search;
pub(crate) mod standings;
pub(crate) mod tokens;
pub(crate) mod tournaments;
pub(crate) mod uploads;
pub(crate) mod validate;

use super::error::method_not_allowed;
use super::startup::AppState;
use crate::storage::StorageError;
use actix_web::dev::Handler;
use actix_web::http::Method;
use actix_web::{FromRequest, Responder, Route, guard, web};
use store::{Store, StoreError};

/// Every endpoint lives under this prefix.
pub const API_PREFIX: &str = "/api/v1";

/// One path with the routes (method and handler) it answers.
type Resource = (&'static str, Vec<(Method, Route)>);

/// A route and the method it answers, made from the same value so the table cannot lie. A
/// `GET` route answers `HEAD` too, as HTTP asks of every server (RFC 9110, 9.3.2): the same
/// handler, who may call it decided as for `GET`, and no body sent (actix-http drops it).
fn on<F, Args>(method: Method, handler: F) -> (Method, Route)
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    let route = if method == Method::GET {
        web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
    } else {
        web::method(method.clone())
    };
    (method, route.to(handler))
}

fn resources() -> Vec<Resource> {
    vec![
        ("/healthz", vec![on(Method::GET, health::healthz)]),
        ("/openapi.json", vec![on(Method::GET, health::openapi)]),
        ("/validate", vec![on(Method::POST, validate::validate)]),
        ("/annotate", vec![on(Method::POST, annotate::annotate)]),
        (
            "/tournaments",
            vec![
                on(Method::GET, tournaments::list),
                on(Method::POST, uploads::upload),
            ],
        ),
        (
            "/tournaments/{id}",
            vec![
                on(Method::GET, tournaments::get),
                on(Method::PATCH, grants::change),
                on(Method::DELETE, tournaments::delete),
            ],
        ),
        (
            "/tournaments/{id}/recheck",
            vec![on(Method::POST, uploads::recheck)],
        ),
        (
            "/tournaments/{id}/audit",
            vec![on(Method::GET, audit::tournament)],
        ),
        (
            "/tournaments/{id}/grants/{name}",
            vec![
                on(Method::PUT, grants::grant),
                on(Method::DELETE, grants::revoke),
            ],
        ),
        (
            "/tournaments/{id}/games/{n}/rulings",
            vec![on(Method::GET, decisions::rulings)],
        ),
        ("/audit", vec![on(Method::GET, audit::service)]),
        ("/me", vec![on(Method::GET, grants::me)]),
        (
            "/tokens",
            vec![
                on(Method::GET, tokens::list),
                on(Method::POST, tokens::create),
            ],
        ),
        ("/tokens/{name}", vec![on(Method::DELETE, tokens::revoke)]),
        (
            "/tournaments/{id}/files",
            vec![on(Method::POST, uploads::add_files)],
        ),
        (
            "/tournaments/{id}/standings",
            vec![on(Method::GET, standings::standings)],
        ),
        (
            "/tournaments/{id}/crosstable",
            vec![on(Method::GET, standings::crosstable)],
        ),
        (
            "/tournaments/{id}/findings",
            vec![on(Method::GET, standings::findings)],
        ),
        (
            "/tournaments/{id}/players",
            vec![on(Method::GET, standings::players)],
        ),
        (
            "/tournaments/{id}/players/{name}/games",
            vec![on(Method::GET, standings::player_games)],
        ),
        (
            "/tournaments/{id}/exports/{name}",
            vec![on(Method::GET, standings::export)],
        ),
        (
            "/tournaments/{id}/decisions",
            vec![
                on(Method::GET, decisions::list),
                on(Method::POST, decisions::add),
            ],
        ),
        (
            "/tournaments/{id}/decisions/{decision}",
            vec![on(Method::DELETE, decisions::withdraw)],
        ),
        (
            "/tournaments/{id}/original",
            vec![on(Method::GET, tournaments::original)],
        ),
        (
            "/tournaments/{id}/game-findings",
            vec![on(Method::GET, findings::tournament_findings)],
        ),
        (
            "/tournaments/{id}/games/{n}",
            vec![on(Method::GET, tournaments::game)],
        ),
        (
            "/tournaments/{id}/games/{n}/pdn",
            vec![on(Method::GET, tournaments::game_pdn)],
        ),
        (
            "/tournaments/{id}/games/{n}/board.svg",
            vec![on(Method::GET, board::game_board)],
        ),
        ("/board.svg", vec![on(Method::GET, board::fen_board)]),
        ("/games", vec![on(Method::GET, search::search)]),
        ("/duplicates", vec![on(Method::GET, search::duplicates)]),
    ]
}

/// Registers every route; a known path with an unknown method answers 405.
pub fn configure(cfg: &mut web::ServiceConfig) {
    for (path, routes) in resources() {
        let mut resource = web::resource(format!("{API_PREFIX}{path}"));
        for (method, route) in routes {
            // Who may call it is checked before the handler runs (issue 14).
            let need = crate::access::need_of(&method, path);
            resource =
                resource.route(route.wrap(actix_web::middleware::from_fn(move |req, next| {
                    crate::access::check(need, req, next)
                })));
        }
        cfg.service(resource.default_service(web::to(method_not_allowed)));
    }
}

/// The `(method, path)` pairs the router registers, method lowercase as in OpenAPI.
pub fn route_table() -> Vec<(String, String)> {
    resources()
        .into_iter()
        .flat_map(|(path, routes)| {
            routes.into_iter().map(move |(method, _)| {
                (
                    method.as_str().to_ascii_lowercase(),
                    format!("{API_PREFIX}{path}"),
                )
            })
        })
        .collect()
}

/// Runs a store call on the blocking pool.
pub(crate) async fn with_store<T, F>(state: &AppState, call: F) -> Result<T, StorageError>
where
    T: Send + 'static,
    F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
{
    crate::storage::with_store(&state.store, call).await
}

/// An id as echoed in messages: never more than a few dozen characters of what the client sent.
pub(crate) fn clip_id(id: &str) -> String {
    id.chars().take(40).collect()
}

/// The message for an unknown tournament id.
pub(crate) fn no_tournament_message(id: &str) -> String {
    format!("no tournament `{}`", clip_id(id))
}

/// Parses the `ruleset` query parameter (default fmjd-2024); the value is parsed whole but
/// echoed clipped.
pub(crate) fn parse_ruleset(value: Option<&str>) -> Result<arbiter::Ruleset, String> {
    value.map_or(Ok(arbiter::Ruleset::default()), |v| {
        v.parse()
            .map_err(|_: String| super::error::clip_cause(&arbiter_ruleset_error(v)))
    })
}

/// The language of the sentences of an answer: the `lang` query parameter, else the request's
/// `Accept-Language`, else English. An unknown `lang` is refused; an `Accept-Language` naming
/// none of ours is not (browsers send one whatever the service speaks).
pub(crate) fn parse_lang(
    value: Option<&str>,
    req: &actix_web::HttpRequest,
) -> Result<arbiter::Lang, String> {
    if let Some(v) = value {
        return arbiter::Lang::from_tag(v).ok_or_else(|| {
            format!(
                "unknown language `{}` (expected en, fr, nl or ru)",
                super::error::clip(v)
            )
        });
    }
    Ok(req
        .headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
        .and_then(arbiter::Lang::from_accept_language)
        .unwrap_or_default())
}

/// The engine's sentence for an unknown ruleset, on a clipped copy of the value.
fn arbiter_ruleset_error(value: &str) -> String {
    let clipped = super::error::clip(value);
    clipped
        .parse::<arbiter::Ruleset>()
        .err()
        .unwrap_or_else(|| format!("unknown ruleset `{clipped}`"))
}
