//! Board diagrams (SVG): a position of a stored game, or any FEN.
//!
//! The convention for a stored game (also in docs/api.md and the OpenAPI document):
//! - `ply=K` shows the position after K plies (0: the start position; default: the last position
//!   replayed). The move of ply K is highlighted: its start and end squares shaded, its path drawn
//!   in blue, its captured squares ringed. When a finding concerns ply K+1 (the move played from
//!   this position), the move played is drawn in red and the moves required in green.
//! - `finding=I` (0-based index into the report's `findings`) shows the position before that
//!   finding's move, with the move played in red and the moves required in green; `ply` is then
//!   ignored.
//! - Only the moves the rules required (the compulsory captures, the largest ones) are drawn in
//!   green as required; the legal moves of a position where nothing was compulsory are drawn
//!   thin, grey and dashed; the readings of an ambiguous notation in the warning's amber, the
//!   one chosen solid, the others dashed.
//! - `flip=true` draws the board from Black's side; `caption=false` leaves the caption out (the
//!   page says it beside the board), else it is in plain words, wrapped to the board's width.

use crate::board_svg::{Diagram, Mark, MovePath, render};
use crate::error::{ApiError, ErrorBody, Internal, route_error};
use crate::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use arbiter::{Color, Finding, GameReport, Lang, Ply, Position, parse_fen};
use serde::Deserialize;
use utoipa::IntoParams;
use words::findings::{self, Alternatives};
use words::{Sentence, say, sentence};

const SVG: &str = "image/svg+xml";
/// Longest FEN accepted in a query (a full board is under 200 characters).
const MAX_FEN: usize = 1000;
/// Most moves drawn as `required`.
const MAX_REQUIRED: usize = 64;
/// Most moves named in a caption (then how many more).
const MAX_CAPTION_MOVES: usize = 3;

/// Query parameters of a stored game's diagram.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameBoardQuery {
    /// Show the position after this many plies (0: start; default: the last position).
    pub ply: Option<u32>,
    /// Show this finding (0-based index into `findings`): the position before its move, the move
    /// played in red, the moves required in green. Overrides `ply`.
    pub finding: Option<usize>,
    /// Draw the board from Black's side (default `false`).
    pub flip: Option<bool>,
    /// Write the caption under the board (default `true`).
    pub caption: Option<bool>,
    /// The caption's language (`en`, `fr`, `nl`, `ru`; default: the request's `Accept-Language`).
    pub lang: Option<String>,
}

/// Query parameters of a diagram of any position.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FenBoardQuery {
    /// The position in FEN (`W:W31,32,K45:B12,19`).
    pub fen: Option<String>,
    /// The move that led to the position (`32-28`, `32x23x12`), shaded and drawn in blue.
    pub last: Option<String>,
    /// A move played from the position, drawn in red with the pieces it takes.
    pub played: Option<String>,
    /// Moves required from the position, comma-separated, drawn in green.
    pub required: Option<String>,
    /// Draw the board from Black's side (default `false`).
    pub flip: Option<bool>,
    /// Write the caption under the board (default `true`).
    pub caption: Option<bool>,
    /// The caption's language (`en`, `fr`, `nl`, `ru`; default: the request's `Accept-Language`).
    pub lang: Option<String>,
}

/// What can go wrong drawing a board.
#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    /// A bad query parameter.
    #[error("{0}")]
    Query(Sentence),
    /// A FEN that is not a position (the reader's words on it).
    #[error("not a position: {0}")]
    BadFen(String),
    /// A FEN longer than any position's.
    #[error("the FEN is longer than {MAX_FEN} characters")]
    FenTooLong,
    /// A move that is not a path of squares.
    #[error("`{0}` is not a move (write it as 32-28 or 32x23x12)")]
    BadMove(String),
    /// No such tournament or game.
    #[error("{0}")]
    NotFound(Sentence),
    /// The report has no position for what was asked.
    #[error("{0}")]
    NoPosition(Sentence),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] crate::storage::StorageError),
    /// Something on our side.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<&BoardError> for ApiError {
    fn from(error: &BoardError) -> ApiError {
        match error {
            BoardError::Query(message) => ApiError::invalid_query(message.clone()),
            BoardError::BadFen(cause) => ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_fen",
                sentence!("api-bad-fen"),
            )
            .with_details(serde_json::json!({ "cause": cause })),
            BoardError::FenTooLong => ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_fen",
                sentence!("api-fen-too-long", limit = MAX_FEN),
            ),
            BoardError::BadMove(notation) => ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_move",
                sentence!("api-bad-move", notation = notation.as_str()),
            ),
            BoardError::NotFound(message) => ApiError::not_found(message.clone()),
            BoardError::NoPosition(message) => {
                ApiError::new(StatusCode::NOT_FOUND, "no_position", message.clone())
            }
            BoardError::Storage(e) => e.into(),
            BoardError::Internal(e) => e.into(),
        }
    }
}
route_error!(BoardError);

fn svg(body: String) -> HttpResponse {
    HttpResponse::Ok().content_type(SVG).body(body)
}

/// A side's name in `lang` (`White`, `Blancs`), as the page says it.
fn side_name(color: Color, lang: Lang) -> String {
    let key = match color {
        Color::White => "page-white",
        Color::Black => "page-black",
    };
    words::words_of(lang, key)
}

/// `White to move`, `Trait aux Noirs`.
fn to_move(color: Color, lang: Lang) -> String {
    say!(lang, "api-board-to-move", side = side_code(color))
}

/// The side as the catalogue's selectors read it.
fn side_code(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn fen_position(fen: &str) -> Result<Position, BoardError> {
    parse_fen(fen).map_err(|e| BoardError::BadFen(crate::error::clip_cause(&e)))
}

fn move_path(notation: &str) -> Result<MovePath, BoardError> {
    MovePath::parse(notation)
        .ok_or_else(|| BoardError::BadMove(notation.chars().take(60).collect()))
}

/// Draws a finding's moves on `position` (the position before it): the move played, and the
/// moves it lists as what they are (required, legal, readings).
fn mark_finding(diagram: &mut Diagram<'_>, finding: &Finding) {
    let what = findings::alternatives(finding);
    let played = finding.played.as_ref();
    if let Some(mv) = played {
        let mark = if what == Some(Alternatives::Readings) {
            Mark::Chosen
        } else {
            Mark::Played
        };
        diagram.marks.push((MovePath::of(mv), mark));
    }
    let mark = match what {
        Some(Alternatives::Required) => Mark::Required,
        Some(Alternatives::Legal) => Mark::Legal,
        Some(Alternatives::Readings) => Mark::Reading,
        None => return,
    };
    for mv in finding
        .required
        .iter()
        .filter(|m| !(mark == Mark::Reading && Some(*m) == played))
        .take(MAX_REQUIRED)
    {
        diagram.marks.push((MovePath::of(mv), mark));
    }
}

/// `Move 1, White: Not the largest capture. Played 32x21 (red), required 32x23x12 (green).`:
/// the words the page says beside the board, in `lang`.
fn finding_caption(finding: &Finding, lang: Lang) -> String {
    let label = findings::kind_label(finding.kind, lang);
    let head = match (finding.move_number, finding.side) {
        (Some(number), Some(side)) => {
            let place = say!(
                lang,
                "page-place-move",
                number = number.0,
                side = side_name(side, lang)
            );
            say!(
                lang,
                "api-board-finding-caption",
                place = place,
                label = label
            )
        }
        _ => format!("{label}."),
    };
    match moves_in_words(finding, lang) {
        Some(moves) => format!("{head} {moves}"),
        None => head,
    }
}

/// The moves of a finding as the page says them: `Played 32x21 (red), required 32x23x12
/// (green).`; none when it names no move.
fn moves_in_words(finding: &Finding, lang: Lang) -> Option<String> {
    let what = findings::alternatives(finding);
    let or = format!(" {} ", words::words_of(lang, "page-or"));
    let mut parts = Vec::new();
    if let Some(played) = &finding.played {
        let played = played.full_notation();
        parts.push(if what == Some(Alternatives::Readings) {
            say!(lang, "page-words-read-as", move = played)
        } else {
            say!(lang, "page-words-played", move = played)
        });
    }
    let alternatives: Vec<&arbiter::Move> = finding
        .required
        .iter()
        .filter(|m| !(what == Some(Alternatives::Readings) && Some(*m) == finding.played.as_ref()))
        .collect();
    let more = alternatives.len().saturating_sub(MAX_CAPTION_MOVES);
    let shown = |joint: &str| {
        let joined = alternatives
            .iter()
            .take(MAX_CAPTION_MOVES)
            .map(|m| m.full_notation())
            .collect::<Vec<_>>()
            .join(joint);
        if more > 0 {
            say!(lang, "cli-alternatives-more", moves = joined, more = more)
        } else {
            joined
        }
    };
    match what {
        Some(Alternatives::Required) => {
            parts.push(say!(lang, "page-words-required", moves = shown(&or)));
        }
        Some(Alternatives::Legal) => {
            parts.push(say!(lang, "page-words-legal", moves = shown(", ")));
        }
        Some(Alternatives::Readings) if !alternatives.is_empty() => {
            parts.push(say!(lang, "page-words-readings", moves = shown(&or)));
        }
        _ => {}
    }
    let text = parts.join(", ");
    let mut chars = text.chars();
    let first = chars.next()?;
    Some(format!("{}{}.", first.to_uppercase(), chars.as_str()))
}

/// The SVG for a stored game's report, following the module's convention.
pub fn game_svg(
    report: &GameReport,
    query: &GameBoardQuery,
    lang: Lang,
) -> Result<String, BoardError> {
    let moves = report.moves.as_deref().unwrap_or(&[]);
    if let Some(index) = query.finding {
        let finding = report.findings.get(index).ok_or_else(|| {
            BoardError::Query(sentence!(
                "api-board-finding",
                findings = report.findings.len()
            ))
        })?;
        let fen = finding.fen_before.as_deref().ok_or_else(|| {
            BoardError::NoPosition(sentence!("api-no-position", finding = index.to_string()))
        })?;
        let position = fen_position(fen).map_err(|e| Internal::new("a stored position", e))?;
        let mut diagram = Diagram::new(&position);
        mark_finding(&mut diagram, finding);
        diagram.caption = Some(finding_caption(finding, lang));
        diagram.flipped = query.flip.unwrap_or(false);
        diagram.without_caption = query.caption == Some(false);
        return Ok(render(&diagram));
    }

    let last = moves.len() as u32;
    let ply = query.ply.unwrap_or(last);
    if ply > last {
        return Err(BoardError::Query(sentence!(
            "api-board-ply",
            last = last.to_string()
        )));
    }
    let fen = match moves.get(ply as usize) {
        Some(next) => Some(next.fen_before.as_str()),
        None => report.final_fen.as_deref().or(report.start_fen.as_deref()),
    }
    .ok_or_else(|| BoardError::NoPosition(sentence!("api-no-start-position")))?;
    let position = fen_position(fen).map_err(|e| Internal::new("a stored position", e))?;
    let mut diagram = Diagram::new(&position);
    diagram.flipped = query.flip.unwrap_or(false);
    diagram.without_caption = query.caption == Some(false);
    let side_to_move = position.side_to_move();
    diagram.caption = Some(if ply == 0 {
        say!(
            lang,
            "api-board-start",
            to_move = to_move(side_to_move, lang)
        )
    } else {
        let played = &moves[ply as usize - 1];
        diagram.last_move = MovePath::parse(&played.played).map(|mut path| {
            path.captured = played
                .captured
                .iter()
                .filter_map(|&s| arbiter::Square::new(s))
                .collect();
            path
        });
        say!(
            lang,
            "api-board-after",
            side = side_code(played.side),
            ply = ply,
            number = played.move_number.0,
            played = played.played.as_str(),
            to_move = to_move(side_to_move, lang)
        )
    });
    if let Some(finding) = report
        .findings
        .iter()
        .find(|f| f.ply == Some(Ply(ply).next()) && (f.played.is_some() || !f.required.is_empty()))
    {
        mark_finding(&mut diagram, finding);
        diagram.caption = Some(finding_caption(finding, lang));
    }
    Ok(render(&diagram))
}

/// A diagram of a position of a stored game: `ply=K` (after K plies, the move of ply K
/// highlighted; a finding on ply K+1 drawn too) or `finding=I`.
#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}/games/{n}/board.svg",
    tag = "boards",
    params(
        ("id" = String, Path, description = "The tournament's id"),
        ("n" = u32, Path, description = "1-based position of the game in the file"),
        GameBoardQuery,
    ),
    responses(
        (status = 200, description = "The diagram", content_type = "image/svg+xml", body = String),
        (status = 400, description = "`ply` or `finding` out of range", body = ErrorBody),
        (status = 404, description = "No such tournament or game, or no position to show", body = ErrorBody),
    )
)]
pub async fn game_board(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    query: web::Query<GameBoardQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, BoardError> {
    let lang = crate::params::parse_lang(query.lang.as_deref(), &req).map_err(BoardError::Query)?;
    let (id, n) = path.into_inner();
    let key = id.clone();
    let query = query.into_inner();
    let body = crate::state::with_store(&state, move |s| {
        let Some(game) = s.game(&key, n)? else {
            return Ok(None);
        };
        // Replayed from the game's bytes: the positions are not stored.
        Ok(Some(game.report()?))
    })
    .await?
    .ok_or_else(|| BoardError::NotFound(crate::params::no_game_message(&id, n)))
    .and_then(|report| game_svg(&report, &query, lang))?;
    Ok(svg(body))
}

/// A diagram of any position given in FEN, with optional moves highlighted.
#[utoipa::path(
    get,
    path = "/api/v1/board.svg",
    tag = "boards",
    params(FenBoardQuery),
    responses(
        (status = 200, description = "The diagram", content_type = "image/svg+xml", body = String),
        (status = 400, description = "No FEN, a bad FEN or a bad move", body = ErrorBody),
    )
)]
pub async fn fen_board(
    req: HttpRequest,
    query: web::Query<FenBoardQuery>,
) -> Result<HttpResponse, BoardError> {
    let lang = crate::params::parse_lang(query.lang.as_deref(), &req).map_err(BoardError::Query)?;
    let fen = query
        .fen
        .as_deref()
        .ok_or_else(|| BoardError::Query(sentence!("api-board-fen-required")))?;
    if fen.len() > MAX_FEN {
        return Err(BoardError::FenTooLong);
    }
    let position = fen_position(fen)?;
    let mut diagram = Diagram::new(&position);
    diagram.caption = Some(to_move(position.side_to_move(), lang));
    diagram.flipped = query.flip.unwrap_or(false);
    diagram.without_caption = query.caption == Some(false);
    if let Some(last) = query.last.as_deref().filter(|s| !s.is_empty()) {
        diagram.last_move = Some(move_path(last)?);
    }
    if let Some(played) = query.played.as_deref().filter(|s| !s.is_empty()) {
        diagram
            .marks
            .push((move_path(played)?.with_captures_in(&position), Mark::Played));
    }
    if let Some(required) = query.required.as_deref() {
        for notation in required
            .split(',')
            .filter(|s| !s.trim().is_empty())
            .take(MAX_REQUIRED)
        {
            diagram.marks.push((
                move_path(notation.trim())?.with_captures_in(&position),
                Mark::Required,
            ));
        }
    }
    Ok(svg(render(&diagram)))
}
