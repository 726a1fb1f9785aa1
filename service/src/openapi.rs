//! The OpenAPI 3 document, generated from the handlers' `#[utoipa::path]` annotations and the
//! response types; a test compares its paths with the router's table.

use super::access::AccessDoc;
use super::body::ACCEPTED_TYPES;
use super::checking::Summary;
use super::error::{ErrorBody, ErrorDetail};
use super::routes::{
    annotate, audit, board, decisions, findings, grants, health, live, live_source, live_store,
    search, standings, tokens, tournaments, uploads, validate,
};
use super::schemas::{GameReportSchema, UploadForm};
use store::duplicates::Disagreement;
use store::{
    DuplicateCopy, DuplicateGroup, DuplicatePage, GameHit, GameSummary, SearchPage, StatusCounts,
    TournamentSummary,
};
use utoipa::openapi::content::Content;
use utoipa::openapi::path::Operation;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi, PartialSchema};

/// Declares the bearer scheme that upload and delete name in their `security`.
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("A token from `draughts-arbiter token create NAME`"))
                    .build(),
            ),
        );
    }
}

/// The API's OpenAPI document.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "draughts-arbiter",
        description = "Referee international draughts (10x10, FMJD) game records: validate PDN, \
                       keep tournaments and their reports, draw board diagrams. Errors are \
                       `{ \"error\": { \"code\", \"message\", \"details\" } }`: the \
                       `code` and `details` stay English, the `message` is said in the \
                       language of `?lang=` (en, fr, nl, ru), else `Accept-Language`, else \
                       English. A mistyped address is `route_not_found`, or a page in the \
                       language for a browser (`Accept: text/html`)."
    ),
    paths(
        health::healthz,
        health::openapi,
        validate::validate,
        annotate::annotate,
        uploads::upload,
        uploads::add_files,
        uploads::recheck,
        tournaments::list,
        tournaments::get,
        findings::tournament_findings,
        tournaments::game,
        tournaments::game_pdn,
        tournaments::delete,
        tournaments::original,
        standings::standings,
        standings::crosstable,
        standings::findings,
        standings::players,
        standings::player_games,
        standings::export,
        decisions::list,
        decisions::add,
        decisions::withdraw,
        decisions::rulings,
        decisions::suggestions,
        decisions::accept,
        grants::change,
        grants::grant,
        grants::revoke,
        grants::me,
        live::put,
        live::get,
        live::delete,
        live::events,
        live::games_pdn,
        live::list,
        live::game,
        live::game_board,
        live_store::store,
        live_source::put,
        live_source::delete,
        tokens::list,
        tokens::create,
        tokens::revoke,
        audit::tournament,
        audit::service,
        search::search,
        search::duplicates,
        board::game_board,
        board::fen_board,
    ),
    components(schemas(
        ErrorBody,
        ErrorDetail,
        Summary,
        StatusCounts,
        TournamentSummary,
        GameSummary,
        GameReportSchema,
        UploadForm,
        validate::ValidateDocument,
        validate::FileLine,
        uploads::UploadResponse,
        uploads::FileOutcome,
        tournaments::TournamentPage,
        tournaments::TournamentDetail,
        findings::TournamentFindings,
        findings::GameFindings,
        findings::FindingBrief,
        health::Health,
        standings::StandingsReportSchema,
        standings::FindingsAnswer<'_>,
        standings::PlayerView,
        standings::PlayersAnswer,
        standings::PlayerRound,
        standings::PlayerGames,
        decisions::DecisionList,
        decisions::RulingHistory,
        decisions::SuggestionView,
        decisions::SuggestionList,
        decisions::Acceptance,
        decisions::Accepted,
        grants::TournamentChange,
        grants::Visibility,
        grants::GrantAnswer,
        grants::Me,
        grants::TournamentRights,
        live::LiveUpdate,
        live::LiveRoundList,
        live::LiveRoundSummary,
        live_source::SourceBody,
        tokens::TokenList,
        tokens::NewToken,
        tokens::MadeToken,
        tokens::RevokedToken,
        store::TokenInfo,
        store::Ruling,
        store::FindingRuling,
        store::FindingOutcome,
        store::Role,
        store::AuditAction,
        store::AuditEntry,
        store::AuditPage,
        store::Decision,
        store::StoredDecision,
        store::RoundRuling,
        store::StoredFile,
        tournament::Merge,
        tournament::Rename,
        tournament::Bye,
        tournament::Forfeit,
        GameHit,
        SearchPage,
        DuplicateGroup,
        DuplicateCopy,
        DuplicatePage,
        Disagreement,
    )),
    modifiers(&BearerAuth, &AccessDoc, &PdnBodies),
    tags(
        (name = "validate", description = "Check PDN without storing it"),
        (name = "tournaments", description = "Stored tournaments and their reports"),
        (name = "standings", description = "A tournament checked whole: standings, crosstable, pairing findings, players, exports"),
        (name = "audit", description = "Every write, who made it and when"),
        (name = "archive", description = "Every stored game: search and copies"),
        (name = "boards", description = "SVG board diagrams"),
        (name = "live", description = "Live rounds: a round's PDN re-sent as it grows, refereed ply by ply, its events as they come"),
        (name = "service", description = "Health and this document"),
    )
)]
pub struct ApiDoc;

/// Documents every media type the server reads PDN from ([`ACCEPTED_TYPES`], the one list) on
/// each operation whose body is the upload form: the routes name only the form, since a
/// `#[utoipa::path]` cannot read a constant.
struct PdnBodies;

impl Modify for PdnBodies {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        const FORM: &str = "multipart/form-data";
        for item in openapi.paths.paths.values_mut() {
            let operations = [&mut item.post, &mut item.put, &mut item.patch];
            for operation in operations.into_iter().flatten() {
                let Some(body) = operation.request_body.as_mut() else {
                    continue;
                };
                if !body.content.contains_key(FORM) {
                    continue;
                }
                for media_type in ACCEPTED_TYPES.iter().filter(|t| **t != FORM) {
                    let raw = Content::new(Some(String::schema()));
                    body.content.entry((*media_type).to_string()).or_insert(raw);
                }
            }
        }
    }
}

/// The `(method, path)` pairs the document describes, method lowercase.
pub fn documented_routes(doc: &utoipa::openapi::OpenApi) -> Vec<(String, String)> {
    let mut routes = Vec::new();
    for (path, item) in &doc.paths.paths {
        let operations: [(&str, &Option<Operation>); 5] = [
            ("get", &item.get),
            ("post", &item.post),
            ("put", &item.put),
            ("delete", &item.delete),
            ("patch", &item.patch),
        ];
        for (method, operation) in operations {
            if operation.is_some() {
                routes.push((method.to_string(), path.clone()));
            }
        }
    }
    routes
}
