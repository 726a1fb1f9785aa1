//! The FMJD rules of international draughts (10x10) and a referee for game records.
//!
//! The rules engine (squares, bitboards, positions, FEN, move generation, perft) depends on nothing
//! else in the workspace.

mod bitboard;
mod fen;
mod movegen;
mod moves;
mod perft;
mod position;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use fen::{FenError, parse_fen};
pub use movegen::{CaptureRule, Duplicates};
pub use moves::{MAX_CAPTURED, MOVE_LIST_CAPACITY, Move, MoveList};
pub use perft::{divide, perft};
pub use position::{Material, Piece, Position, PositionError, Role};
pub use square::{Color, Direction, SQUARE_COUNT, Square};
