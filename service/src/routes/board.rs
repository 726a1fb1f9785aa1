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
use actix_web::{HttpResponse, web};
use arbiter::{Color, Finding, GameReport, Ply, Position, parse_fen};
use serde::Deserialize;
use utoipa::IntoParams;
use words::findings::{self, Alternatives};
use words::{Sentence, sentence};

const SVG: &str = "image/svg+xml";
/// Longest FEN accepted in a query (a full board is under 200 characters).
const MAX_FEN: usize = 1000;
/// Most moves drawn as `required`.
const MAX_REQUIRED: usize = 64;

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

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
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

/// `Move 1, White: Not the largest capture. Played 32x21 (red); required: 32x23x12 (green).`
fn finding_caption(finding: &Finding) -> String {
    let mut caption = String::new();
    if let (Some(number), Some(side)) = (finding.move_number, finding.side) {
        caption.push_str(&format!("Move {number}, {}: ", side_name(side)));
    }
    caption.push_str(finding.kind.label());
    caption.push('.');
    let what = findings::alternatives(finding);
    if let Some(played) = &finding.played {
        let played = played.full_notation();
        if what == Some(Alternatives::Readings) {
            caption.push_str(&format!(" Read as {played} (amber)"));
        } else {
            caption.push_str(&format!(" Played {played} (red)"));
        }
    }
    if let Some(text) = findings::alternatives_text(finding, 3) {
        let colour = match what {
            Some(Alternatives::Required) => "green",
            Some(Alternatives::Legal) => "grey",
            _ => "amber",
        };
        let joint = if finding.played.is_some() { "; " } else { " " };
        caption.push_str(&format!("{joint}{text} ({colour})"));
    }
    if !caption.ends_with('.') {
        caption.push('.');
    }
    caption
}

/// The SVG for a stored game's report, following the module's convention.
pub fn game_svg(report: &GameReport, query: &GameBoardQuery) -> Result<String, BoardError> {
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
        diagram.caption = Some(finding_caption(finding));
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
    let to_move = side_name(position.side_to_move());
    diagram.caption = Some(if ply == 0 {
        format!("Start position; {to_move} to move")
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
        format!(
            "Ply {ply}: {}. {} {}; {to_move} to move",
            played.move_number,
            side_name(played.side),
            played.played
        )
    });
    if let Some(finding) = report
        .findings
        .iter()
        .find(|f| f.ply == Some(Ply(ply).next()) && (f.played.is_some() || !f.required.is_empty()))
    {
        mark_finding(&mut diagram, finding);
        diagram.caption = Some(finding_caption(finding));
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
    path: web::Path<(String, u32)>,
    query: web::Query<GameBoardQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, BoardError> {
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
    .and_then(|report| game_svg(&report, &query))?;
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
pub async fn fen_board(query: web::Query<FenBoardQuery>) -> Result<HttpResponse, BoardError> {
    let fen = query
        .fen
        .as_deref()
        .ok_or_else(|| BoardError::Query(sentence!("api-board-fen-required")))?;
    if fen.len() > MAX_FEN {
        return Err(BoardError::FenTooLong);
    }
    let position = fen_position(fen)?;
    let mut diagram = Diagram::new(&position);
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
