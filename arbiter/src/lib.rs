//! The FMJD rules of international draughts (10x10) and a referee for game records.
//!
//! The rules engine (squares, bitboards, positions, FEN, move generation, perft) depends on nothing
//! else in the workspace; the referee ([`referee`]) judges games read by the `pdn` crate and
//! produces a [`GameReport`].

mod bitboard;
mod diagnostic_text;
mod draw_rules;
mod fen;
mod l10n;
mod lang;
mod lookahead;
mod messages;
mod movegen;
mod moves;
mod normalize;
mod perft;
mod position;
mod referee;
mod replay;
mod report;
mod resolve;
mod square;
mod variant;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use diagnostic_text::{diagnostic_message, diagnostic_sentence};
pub use fen::{FenError, parse_fen};
pub use lang::Lang;
pub use movegen::{CaptureRule, Duplicates};
pub use moves::{MAX_CAPTURED, MOVE_LIST_CAPACITY, Move, MoveList};
pub use normalize::{RefereeNotation, normalize_game};
pub use perft::{divide, perft};
pub use position::{Material, Piece, Position, PositionError, Role};
pub use referee::{RefereeOptions, check_pdn, referee};
pub use report::{
    DrawClause, DrawCount, Finding, FindingKind, GameReport, Outcome, OutcomeReason, OutcomeResult,
    PlayedMove, RecordedResult, Ruleset, SCHEMA_VERSION, Severity, SourceLocation, Status, Tags,
};
pub use square::{Color, Direction, SQUARE_COUNT, Square};
