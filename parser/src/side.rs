//! The two sides of the board.

use serde::Serialize;

/// A player colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Side {
    /// White (moves first from the standard position, men on 31-50).
    White,
    /// Black.
    Black,
}

impl Side {
    /// The other side.
    pub fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}
