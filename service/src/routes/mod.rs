//! The routes, in one table: the router is built from it and the OpenAPI test reads it, so the
//! document and the server cannot drift apart without a test failing.

pub(crate) mod annotate;
pub(crate) mod audit;
pub(crate) mod board;
pub(crate) mod decisions;
pub(crate) mod findings;
pub(crate) mod grants;
pub(crate) mod health;
pub(crate) mod live;
pub(crate) mod live_source;
pub(crate) mod live_store;
pub(crate) mod numbered;
pub(crate) mod search;
pub(crate) mod standings;
pub(crate) mod tokens;
pub(crate) mod tournaments;
pub(crate) mod uploads;
pub(crate) mod validate;

use crate::API_PREFIX;
use crate::error::method_not_allowed;
use actix_web::dev::Handler;
use actix_web::http::Method;
use actix_web::{FromRequest, Responder, Route, guard, web};

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
            "/tournaments/{id}/suggestions",
            vec![on(Method::GET, decisions::suggestions)],
        ),
        (
            "/tournaments/{id}/suggestions/accept",
            vec![on(Method::POST, decisions::accept)],
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
        ("/live", vec![on(Method::GET, live::list)]),
        (
            "/live/{name}",
            vec![
                on(Method::GET, live::get),
                on(Method::PUT, live::put),
                on(Method::DELETE, live::delete),
            ],
        ),
        ("/live/{name}/events", vec![on(Method::GET, live::events)]),
        (
            "/live/{name}/games.pdn",
            vec![on(Method::GET, live::games_pdn)],
        ),
        ("/live/{name}/games/{n}", vec![on(Method::GET, live::game)]),
        (
            "/live/{name}/games/{n}/board.svg",
            vec![on(Method::GET, live::game_board)],
        ),
        (
            "/live/{name}/store",
            vec![on(Method::POST, live_store::store)],
        ),
        (
            "/live/{name}/source",
            vec![
                on(Method::PUT, live_source::put),
                on(Method::DELETE, live_source::delete),
            ],
        ),
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
