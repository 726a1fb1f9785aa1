//! Who may call which route (issue 14), decided in one place before any handler runs: every
//! route of the router has its [`Need`] in [`NEEDS`] (a test checks none is missing; a route
//! missing anyway is admin-only), and the handler finds the verified caller in the request
//! ([`caller`]).
//!
//! No token where one is needed is 401 (`missing_token`, `invalid_token`, `revoked_token`); a token without the
//! right is 403 with a code that says which right: `read_only_token` (a reader writing),
//! `not_your_tournament` (an arbiter on a tournament it neither created nor was granted),
//! `private_tournament` (reading a private tournament), `admin_only`.

use super::auth::{AuthError, bearer_caller, recently_verified};
use super::error::{ApiError, Internal};
use crate::API_PREFIX;
use crate::check_error::CheckError;
use crate::state::AppState;
use crate::turns::PeerTurn;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpRequest, web};
use store::{Caller, Role};
use words::{Sentence, sentence};

/// What a route needs of its caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Nothing; a token given is checked, and its holder known to the handler.
    Anyone,
    /// Nothing; a token given only frees its holder from an anonymous address's share of the
    /// refereeing turns, so one verified a moment ago is believed (see
    /// [`super::auth::RecentTokens`]).
    Turns,
    /// That the caller may read the tournament `{id}` (public: anyone).
    Read,
    /// A token that may read the tournament `{id}` (its audit trail).
    TokenRead,
    /// A token that may create tournaments (admin, arbiter).
    Create,
    /// A token that may write to the tournament `{id}` (admin; arbiter it created or was
    /// granted).
    Write,
    /// An admin's token.
    Admin,
}

impl Need {
    /// What the OpenAPI document says of it.
    pub fn describe(self) -> &'static str {
        match self {
            Need::Anyone | Need::Turns => "anyone",
            Need::Read => {
                "anyone for a public tournament; for a private one an admin, a reader, or the arbiter who created it or was granted it"
            }
            Need::TokenRead => {
                "an admin, a reader, or the arbiter who created the tournament or was granted it"
            }
            Need::Create => "an admin or an arbiter",
            Need::Write => "an admin, or the arbiter who created the tournament or was granted it",
            Need::Admin => "an admin",
        }
    }
}

/// Every route's need, by method and path (after [`API_PREFIX`]).
pub const NEEDS: &[(&str, &str, Need)] = &[
    ("GET", "/healthz", Need::Anyone),
    ("GET", "/openapi.json", Need::Anyone),
    ("POST", "/validate", Need::Turns),
    ("POST", "/annotate", Need::Turns),
    ("GET", "/tournaments", Need::Anyone),
    ("POST", "/tournaments", Need::Create),
    ("GET", "/tournaments/{id}", Need::Read),
    ("PATCH", "/tournaments/{id}", Need::Write),
    ("DELETE", "/tournaments/{id}", Need::Write),
    ("POST", "/tournaments/{id}/files", Need::Write),
    ("POST", "/tournaments/{id}/recheck", Need::Write),
    ("GET", "/tournaments/{id}/standings", Need::Read),
    ("GET", "/tournaments/{id}/crosstable", Need::Read),
    ("GET", "/tournaments/{id}/findings", Need::Read),
    ("GET", "/tournaments/{id}/game-findings", Need::Read),
    ("GET", "/tournaments/{id}/players", Need::Read),
    ("GET", "/tournaments/{id}/players/{name}/games", Need::Read),
    ("GET", "/tournaments/{id}/exports/{name}", Need::Read),
    ("GET", "/tournaments/{id}/decisions", Need::Read),
    ("POST", "/tournaments/{id}/decisions", Need::Write),
    ("GET", "/tournaments/{id}/suggestions", Need::Read),
    ("POST", "/tournaments/{id}/suggestions/accept", Need::Write),
    (
        "DELETE",
        "/tournaments/{id}/decisions/{decision}",
        Need::Write,
    ),
    ("GET", "/tournaments/{id}/audit", Need::TokenRead),
    ("PUT", "/tournaments/{id}/grants/{name}", Need::Admin),
    ("DELETE", "/tournaments/{id}/grants/{name}", Need::Admin),
    ("GET", "/tournaments/{id}/original", Need::Read),
    ("GET", "/tournaments/{id}/games/{n}", Need::Read),
    ("GET", "/tournaments/{id}/games/{n}/pdn", Need::Read),
    ("GET", "/tournaments/{id}/games/{n}/rulings", Need::Read),
    ("GET", "/tournaments/{id}/games/{n}/board.svg", Need::Read),
    ("GET", "/board.svg", Need::Anyone),
    ("GET", "/games", Need::Anyone),
    ("GET", "/duplicates", Need::Anyone),
    ("GET", "/audit", Need::Admin),
    ("GET", "/me", Need::Anyone),
    ("GET", "/tokens", Need::Admin),
    ("POST", "/tokens", Need::Admin),
    ("DELETE", "/tokens/{name}", Need::Admin),
    ("GET", "/live", Need::Anyone),
    ("GET", "/live/{name}", Need::Anyone),
    ("PUT", "/live/{name}", Need::Create),
    ("DELETE", "/live/{name}", Need::Create),
    ("GET", "/live/{name}/events", Need::Anyone),
    ("GET", "/live/{name}/games.pdn", Need::Anyone),
    ("GET", "/live/{name}/games/{n}", Need::Anyone),
    ("GET", "/live/{name}/games/{n}/board.svg", Need::Anyone),
    ("POST", "/live/{name}/store", Need::Create),
    ("PUT", "/live/{name}/source", Need::Create),
    ("DELETE", "/live/{name}/source", Need::Create),
];

/// The need of a route; one not listed is admin-only.
pub fn need_of(method: &Method, path: &str) -> Need {
    NEEDS
        .iter()
        .find(|(m, p, _)| *m == method.as_str() && *p == path)
        .map_or(Need::Admin, |(_, _, need)| *need)
}

/// The verified holder of the request's token, when it came with one.
#[derive(Clone, Debug)]
struct Verified(Caller);

/// The caller of a request that passed [`check`]: `None` when it came without a token.
pub fn caller(req: &HttpRequest) -> Option<Caller> {
    req.extensions().get::<Verified>().map(|v| v.0.clone())
}

/// The caller of a route that needs a token (checked before the handler ran).
pub fn token_holder(req: &HttpRequest) -> Result<Caller, AuthError> {
    caller(req).ok_or(AuthError::Missing)
}

/// A role in words, in the asker's language.
fn role_said(role: Role) -> Sentence {
    match role {
        Role::Admin => sentence!("api-role-admin"),
        Role::Arbiter => sentence!("api-role-arbiter"),
        Role::Reader => sentence!("api-role-reader"),
    }
}

/// 401 `missing_token` for a route that needs `need`: the token it takes named, so that the
/// arbiter knows whom to ask for which.
fn missing_for(need: Need) -> ApiError {
    let message = match need {
        Need::Create | Need::Write => sentence!("api-missing-token-write"),
        Need::Admin => sentence!("api-missing-token-admin"),
        Need::TokenRead => sentence!("api-missing-token-read"),
        Need::Anyone | Need::Turns | Need::Read => sentence!("api-missing-token"),
    };
    ApiError::new(StatusCode::UNAUTHORIZED, "missing_token", message)
}

fn forbidden(code: &'static str, message: Sentence) -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, code, message)
}

/// Why `caller` may not do what `need` asks of tournament `id` (`None`: it may, or there is
/// no such tournament and the handler says so).
async fn refusal(
    state: &AppState,
    need: Need,
    caller: Option<&Caller>,
    id: Option<&str>,
) -> Result<Option<ApiError>, ApiError> {
    let needs_token = matches!(
        need,
        Need::TokenRead | Need::Create | Need::Write | Need::Admin
    );
    let Some(holder) = caller else {
        return if needs_token {
            Ok(Some(missing_for(need)))
        } else if need == Need::Read {
            Ok(tournament_refusal(state, need, None, id).await?)
        } else {
            Ok(None)
        };
    };
    match need {
        Need::Anyone | Need::Turns => Ok(None),
        Need::Admin if holder.role != Role::Admin => Ok(Some(forbidden(
            "admin_only",
            sentence!(
                "api-admin-only",
                name = holder.name.as_str(),
                role = role_said(holder.role)
            ),
        ))),
        Need::Admin => Ok(None),
        Need::Create | Need::Write if holder.role == Role::Reader => Ok(Some(forbidden(
            "read_only_token",
            sentence!("api-read-only-token", name = holder.name.as_str()),
        ))),
        Need::Create => Ok(None),
        Need::Read | Need::TokenRead | Need::Write => {
            tournament_refusal(state, need, Some(holder), id).await
        }
    }
}

async fn tournament_refusal(
    state: &AppState,
    need: Need,
    caller: Option<&Caller>,
    id: Option<&str>,
) -> Result<Option<ApiError>, ApiError> {
    let Some(id) = id else {
        return Ok(None);
    };
    let key = id.to_string();
    let access = crate::state::with_store(state, move |s| s.access(&key))
        .await
        .map_err(|e| ApiError::from(&e))?;
    let Some(access) = access else {
        return Ok(None);
    };
    let shown = crate::params::clip_id(id);
    if need == Need::Write {
        let Some(holder) = caller else {
            return Ok(Some(missing_for(need)));
        };
        if !access.may_write(holder) {
            return Ok(Some(forbidden(
                "not_your_tournament",
                sentence!(
                    "api-not-your-tournament",
                    id = shown.as_str(),
                    owner = crate::error::clip(&access.created_by),
                    name = holder.name.as_str()
                ),
            )));
        }
        return Ok(None);
    }
    if access.may_read(caller) {
        return Ok(None);
    }
    Ok(Some(match caller {
        None => ApiError::new(
            StatusCode::UNAUTHORIZED,
            "missing_token",
            sentence!("api-private-needs-token", id = shown.as_str()),
        ),
        Some(holder) => forbidden(
            "private_tournament",
            sentence!(
                "api-private-tournament",
                id = shown.as_str(),
                name = holder.name.as_str()
            ),
        ),
    }))
}

/// The middleware of a route that needs `need`: verifies the token when there is one, refuses
/// what the caller may not do, and leaves the caller in the request for the handler.
pub async fn check(
    need: Need,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    // Refusals are answers, as a handler's errors are: the log says their status, not their
    // sentence (which may quote what the client sent).
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return Ok(req.error_response(ApiError::from(&Internal::bare(
            "the application state is missing",
        ))));
    };
    let verified = if need == Need::Turns {
        recently_verified(req.request(), state.store.clone(), &state.recent_tokens).await
    } else {
        bearer_caller(req.request(), state.store.clone()).await
    };
    let caller = match verified {
        Ok(caller) => caller,
        Err(error) => return Ok(req.error_response(ApiError::from(&error))),
    };
    let id = req.match_info().get("id").map(str::to_string);
    let refused = match refusal(&state, need, caller.as_ref(), id.as_deref()).await {
        Ok(refused) => refused,
        Err(error) => Some(error),
    };
    if let Some(refused) = refused {
        if let Some(holder) = &caller {
            tracing::info!(token_name = %holder.name, code = refused.code, "refused");
        }
        return Ok(req.error_response(refused));
    }
    if let Some(holder) = caller {
        req.extensions_mut().insert(Verified(holder));
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_boxed_body)
}

/// The full path of a need's route, as the router and the OpenAPI document write it.
pub fn full_path(path: &str) -> String {
    format!("{API_PREFIX}{path}")
}

/// Writes each route's need into the OpenAPI document: who may call it (in its description),
/// and its 401 and 403 answers with their codes.
pub struct AccessDoc;

impl utoipa::Modify for AccessDoc {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{RefOr, ResponseBuilder, content::ContentBuilder};
        let error = || {
            ContentBuilder::new()
                .schema(Some(utoipa::openapi::Ref::from_schema_name("ErrorBody")))
                .build()
        };
        for (method, path, need) in NEEDS {
            let Some(item) = openapi.paths.paths.get_mut(&full_path(path)) else {
                continue;
            };
            let operation = match *method {
                "GET" => item.get.as_mut(),
                "POST" => item.post.as_mut(),
                "PUT" => item.put.as_mut(),
                "PATCH" => item.patch.as_mut(),
                "DELETE" => item.delete.as_mut(),
                _ => None,
            };
            let Some(operation) = operation else {
                continue;
            };
            let said = format!("Who may call it: {}.", need.describe());
            operation.description = Some(match operation.description.take() {
                Some(text) => format!("{text}\n\n{said}"),
                None => said,
            });
            let responses = &mut operation.responses.responses;
            if !matches!(need, Need::Anyone | Need::Turns) {
                responses.entry("401".into()).or_insert_with(|| {
                    RefOr::T(
                        ResponseBuilder::new()
                            .description("No bearer token where one is needed (`missing_token`), a wrong one (`invalid_token`), or one that was revoked (`revoked_token`)")
                            .content("application/json", error())
                            .build(),
                    )
                });
                let codes = match need {
                    Need::Read => {
                        "`private_tournament`: the tournament is private and the token may not read it"
                    }
                    Need::TokenRead => {
                        "`private_tournament`: the token may not read the tournament"
                    }
                    Need::Create => "`read_only_token`: a reader's token",
                    Need::Write => {
                        "`read_only_token`: a reader's token; `not_your_tournament`: an arbiter's token on a tournament it neither created nor was granted"
                    }
                    Need::Admin => "`admin_only`: not an admin's token",
                    Need::Anyone | Need::Turns => "",
                };
                responses.insert(
                    "403".into(),
                    RefOr::T(
                        ResponseBuilder::new()
                            .description(format!("The token may not do this: {codes}"))
                            .content("application/json", error())
                            .build(),
                    ),
                );
            }
        }
    }
}

/// The share an anonymous caller waits for; a caller with a valid token (or a server with a
/// single turn, which a share could not divide) needs none.
pub(crate) async fn anonymous_share(
    req: &HttpRequest,
    state: &AppState,
) -> Result<Option<PeerTurn>, CheckError> {
    // The token, if any, was verified by the route's access check (`Need::Turns`).
    if !state.peer_shares || caller(req).is_some() {
        return Ok(None);
    }
    Ok(Some(state.turns.peer(req.peer_addr()).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_has_its_need() {
        let listed: std::collections::BTreeSet<(String, String)> = NEEDS
            .iter()
            .map(|(m, p, _)| (m.to_ascii_lowercase(), full_path(p)))
            .collect();
        let routed: std::collections::BTreeSet<(String, String)> =
            super::super::routes::route_table().into_iter().collect();
        assert_eq!(listed, routed);
    }
}
