//! The FMJD rules of international draughts (10x10) and a referee for game records.
//!
//! The rules engine (squares, bitboards, positions, FEN, move generation, perft) depends on nothing
//! else in the workspace; the referee ([`referee`]) judges games read by the `pdn` crate and
//! produces a [`GameReport`].
//!
//! Read a file, referee every game and print what was found:
//!
//! ```
//! use arbiter::{Lang, RefereeOptions, Status, check_pdn};
//!
//! let file = b"[White \"Sijbrands\"]\n[Black \"Baba Sy\"]\n[Result \"2-0\"]\n\n\
//!              1. 32-28 19-23 2. 28x19 14x23 3. 37-32 2-0\n";
//! let reports = check_pdn(file, &pdn::ReadOptions::default(), &RefereeOptions::default());
//! assert_eq!(reports[0].status, Status::Valid);
//!
//! // 17-21 while 19x28 is obligatory: a finding is data, said in a language at output.
//! let file = b"1. 32-28 19-23 2. 28x19 14x23 3. 33-28 17-21 *";
//! for report in check_pdn(file, &pdn::ReadOptions::default(), &RefereeOptions::default()) {
//!     for finding in &report.findings {
//!         println!("game {}, ply {:?}: {} ({})", report.index, finding.ply, finding.message(Lang::Fr), finding.kind);
//!     }
//!     assert_eq!(report.findings[0].kind.to_string(), "missed_capture");
//!     assert!(report.findings[0].message(Lang::Fr).contains("obligatoire"));
//! }
//! ```
//!
//! The rules engine alone: positions, legal moves and perft.
//!
//! ```
//! use arbiter::{Duplicates, Position, perft};
//!
//! let start = Position::start();
//! assert_eq!(start.legal_moves().len(), 9);
//! assert_eq!(perft(&start, 3, Duplicates::Drop), 658);
//! let next = start.play_legal(&start.legal_moves()[0]).expect("a legal move");
//! assert!(next.play_legal(&start.legal_moves()[0]).is_err());
//! ```

// Every public function that returns `Result` says when it fails (issue 20).
#![warn(clippy::missing_errors_doc)]

mod article;
mod bitboard;
mod detail;
mod diagnostic_text;
mod draw_rules;
mod exporter_faults;
mod fen;
mod finding;
mod jumps;
mod l10n;
mod lang;
mod lookahead;
mod messages;
mod movegen;
mod moves;
mod normalize;
mod options;
mod outcome;
mod perft;
mod position;
mod referee;
mod replay;
mod report;
mod resolve;
mod resume;
mod square;
mod variant;
mod zobrist;

pub use article::Article;
pub use bitboard::{Bitboard, BitboardSquares};
pub use detail::{AmbiguityChoice, Detail, NotationForm, ResultPlace};
pub use diagnostic_text::{diagnostic_message, diagnostic_sentence};
pub use draw_rules::Repetition;
pub use exporter_faults::ExporterFaults;
pub use fen::{FenError, parse_fen};
pub use finding::{Finding, FindingKind, MoveSquares, SaidFinding, Severity};
pub use l10n::Catalogues;

/// The Fluent types [`say_from!`] fills, for the crates that say sentences with it.
#[doc(hidden)]
pub mod fluent {
    pub use fluent_bundle::{FluentArgs, FluentValue};
}
pub use lang::Lang;
pub use movegen::{CaptureRule, Duplicates};
pub use moves::{MAX_CAPTURED, MAX_NOTATION_BYTES, MOVE_LIST_CAPACITY, Move, MoveList};
pub use normalize::{RefereeNotation, normalize_game};
pub use options::RefereeOptions;
pub use pdn::{MoveNumber, Ply};
pub use perft::{divide, perft};
pub use position::{IllegalMove, Material, Piece, Position, PositionError, Role};
pub use referee::{check_pdn, referee, referee_with_notation};
pub use report::{
    DrawClause, DrawCount, GameReport, Outcome, OutcomeReason, OutcomeResult, PlayedMove,
    RecordedResult, Ruleset, SCHEMA_VERSION, SaidReport, SourceLocation, Status, Tags,
};
pub use resolve::{Capturers, Impossibility, Irregularity};
pub use resume::{GameReplay, Resumption};
pub use square::{Color, Direction, SQUARE_COUNT, Square};
pub use variant::EightByEight;
