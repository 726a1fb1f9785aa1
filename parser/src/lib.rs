//! PDN (Portable Draughts Notation) reading and writing for international draughts.
//!
//! The reader takes real tournament files as they are (PDN.md "Reading"): it splits a
//! stream into games ([`GameSplitter`]), decodes each (UTF-8, else Windows-1252), and
//! parses it ([`parse_game`]) into a [`Game`] that borrows from the text, with
//! [`Diagnostic`]s that carry game, line, column and byte offset. It checks syntax
//! only; legality is the referee's job. The writer ([`write_game`]) emits the
//! normalised PDN of PDN.md "Writing".
//!
//! Simple callers use [`Reader`], which lends one game at a time. A batch checker
//! splits on one thread and parses on many: chunks are owned and `Send`.
//!
//! ```
//! # fn main() -> std::io::Result<()> {
//! let file = b"[Event \"a\"]\n1. 32-28 19-23 2-0\n\n[Event \"b\"]\n1. 33-28 *\n";
//! let mut splitter = pdn::GameSplitter::from_slice(file);
//! while let Some(chunk) = splitter.next_chunk()? {
//!     // On a worker thread:
//!     let (text, ctx) = pdn::decode_chunk(&chunk);
//!     let game = pdn::parse_game(&text, &ctx, &pdn::ReadOptions::default());
//!     assert!(game.terminator.is_some());
//! }
//! # Ok(())
//! # }
//! ```
//!
//! ```
//! let games = pdn::read_all(b"[Result \"2-0\"]\n1. 32-28 19-23 2-0", &pdn::ReadOptions::default());
//! let game = games[0].parse();
//! assert_eq!(game.moves[1].squares.as_slice(), &[19, 23]);
//! assert!(!game.has_errors());
//! ```

// Every public function that returns `Result` says when it fails (issue 20).
#![warn(clippy::missing_errors_doc)]

mod bytes;
mod clock;
mod counts;
mod decode;
mod diagnostic;
mod game;
mod grammar;
mod movetext;
mod parse;
#[cfg(test)]
mod places_tests;
mod reader;
mod reporter;
mod result;
mod side;
mod span;
mod split;
mod tags;
#[cfg(test)]
mod test_corpus;
mod trivia;
mod write;

pub use clock::{ClockTime, Command, CommandValue, parse_clock_time, parse_commands};
pub use counts::{MoveNumber, Ply};
pub use decode::Encoding;
pub use diagnostic::{
    Diagnostic, DiagnosticKind, DiagnosticSeverity, Expected, GameEnd, Strictness,
    without_leading_zeros, without_spaces,
};
pub use game::{
    Comment, CommentKind, Game, Line, MAX_SQUARES, MoveKind, MoveNotes, MoveToken, Separator,
    Setup, Side, Strength, StrengthKind, Tag, Variation, WrittenSquares, fen_side,
};
pub use parse::{ReadOptions, decode_chunk, parse_game, parse_game_str};
pub use reader::{OwnedGame, Reader, read_all};
pub use reporter::ChunkContext;
pub use result::{GameResult, ResultForm, Terminator, canonical_result_text, parse_result};
pub use span::{Places, Span, TextRange};
pub use split::{ChunkEnd, DEFAULT_MAX_GAME_BYTES, GameChunk, GameSplitter};
pub use tags::{MAX_TAGS, known_value};
pub use write::{
    AsRead, CaptureNotation, MoveLocation, WrittenMove, WrittenResults, game_to_string, write_game,
    write_game_io, written_results,
};
