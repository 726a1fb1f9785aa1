//! A position: men and kings of each colour on bitboards, the side to move, and its hash.

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::square::{Color, Square};
use crate::zobrist::{BLACK_TO_MOVE, PIECE_KEYS};

/// The kind of a piece.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Debug,
    serde::Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// A man: moves one square forward, captures forward and backward (3.4, 4.2).
    Man,
    /// A king: flies along diagonals (3.9, 4.3).
    King,
}

/// A piece of one colour.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Debug,
    serde::Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
)]
pub struct Piece {
    /// Its colour.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

/// Why a set of pieces is not a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A square holds a white and a black piece.
    #[error("square {0} holds both a white and a black piece")]
    BothColors(Square),
    /// A man stands on the row where it would have been crowned.
    #[error("a {color} man on {square} cannot exist: a man that reaches the far row is crowned")]
    ManOnPromotionRow {
        /// The man's colour.
        color: Color,
        /// Its square.
        square: Square,
    },
}

/// A move that is not one of the legal moves of the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} is not a legal move here", .0.full_notation())]
pub struct IllegalMove(pub Move);

/// A legal arrangement of pieces with a side to move.
///
/// Equality is FMJD's "same position" (6.1): the same men and kings of each colour on the same
/// squares with the same side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    white: Bitboard,
    black: Bitboard,
    kings: Bitboard,
    side: Color,
    hash: u64,
}

fn key_index(color: Color, role: Role) -> usize {
    color.index() * 2 + (role == Role::King) as usize
}

impl Position {
    /// The start position: Black men on 1..=20, White men on 31..=50, White to move (3.3).
    pub fn start() -> Position {
        let black: Bitboard = (1..=20).filter_map(Square::new).collect();
        let white: Bitboard = (31..=50).filter_map(Square::new).collect();
        Position::from_parts(white, black, Bitboard::EMPTY, Color::White)
    }

    /// A position from the men and kings of each colour.
    ///
    /// # Errors
    ///
    /// [`PositionError`]: a square holds pieces of both colours, or a man stands on the row
    /// where it would have been crowned.
    pub fn new(
        white_men: Bitboard,
        white_kings: Bitboard,
        black_men: Bitboard,
        black_kings: Bitboard,
        side_to_move: Color,
    ) -> Result<Position, PositionError> {
        let white = white_men | white_kings;
        let black = black_men | black_kings;
        if let Some(square) = (white & black).first() {
            return Err(PositionError::BothColors(square));
        }
        let kings = white_kings | black_kings;
        for color in [Color::White, Color::Black] {
            let men = if color == Color::White { white } else { black } & !kings;
            if let Some(square) = men.iter().find(|s| s.is_promotion_square(color)) {
                return Err(PositionError::ManOnPromotionRow { color, square });
            }
        }
        Ok(Position::from_parts(white, black, kings, side_to_move))
    }

    fn from_parts(white: Bitboard, black: Bitboard, kings: Bitboard, side: Color) -> Position {
        let mut position = Position {
            white,
            black,
            kings,
            side,
            hash: 0,
        };
        position.hash = position.compute_hash();
        position
    }

    /// The player to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The same pieces with the other player to move (for setups that say who moves).
    #[must_use]
    pub fn with_side_to_move(&self, side: Color) -> Position {
        Position::from_parts(self.white, self.black, self.kings, side)
    }

    /// All pieces of a colour.
    pub fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The men of a colour.
    pub fn men(&self, color: Color) -> Bitboard {
        self.pieces(color) & !self.kings
    }

    /// The kings of a colour.
    pub fn kings(&self, color: Color) -> Bitboard {
        self.pieces(color) & self.kings
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.white | self.black
    }

    /// Every empty square.
    pub fn empty(&self) -> Bitboard {
        !(self.white | self.black)
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let color = if self.white.contains(square) {
            Color::White
        } else if self.black.contains(square) {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings.contains(square) {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// The Zobrist hash, kept up to date move by move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from the pieces alone (equals [`Position::hash`]).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = if self.side == Color::Black {
            BLACK_TO_MOVE
        } else {
            0
        };
        for color in [Color::White, Color::Black] {
            for role in [Role::Man, Role::King] {
                let set = if role == Role::King {
                    self.kings(color)
                } else {
                    self.men(color)
                };
                for square in set {
                    hash ^= PIECE_KEYS[key_index(color, role)][square.bit() as usize];
                }
            }
        }
        hash
    }

    /// The position after `mv` if it is a legal move here (the same start, end and captured
    /// pieces as one of [`Position::legal_moves`]); [`Position::play`] carries out any possible
    /// move, legal or not.
    ///
    /// # Errors
    ///
    /// [`IllegalMove`] when no legal move is `mv`.
    pub fn play_legal(&self, mv: &Move) -> Result<Position, IllegalMove> {
        if self.legal_moves().iter().any(|legal| legal.same_as(mv)) {
            Ok(self.play(mv))
        } else {
            Err(IllegalMove(*mv))
        }
    }

    /// The position after a move of the side to move.
    ///
    /// The move need not be legal (the referee carries out irregular moves, 5.4/5.7), but it must be
    /// possible: a piece of the side to move on `from`, `to` empty or equal to `from`, and the
    /// captured squares holding opposing pieces. The piece is crowned only when it starts the move
    /// as a man and ends it on the far row (3.5, 4.15); captured pieces leave the board together at
    /// the end (4.11).
    #[must_use]
    #[inline]
    pub fn play(&self, mv: &Move) -> Position {
        let us = self.side;
        let them = us.opponent();
        let from = mv.from();
        let to = mv.to();
        let was_king = self.kings.contains(from);
        let crowned = !was_king && to.is_promotion_square(us);
        let (ours, theirs) = (key_index(us, Role::Man), key_index(them, Role::Man));
        let mut hash = self.hash ^ BLACK_TO_MOVE;

        let captured = mv.captured() & self.pieces(them);
        if captured.any() {
            for square in captured {
                let king = self.kings.contains(square) as usize;
                hash ^= PIECE_KEYS[theirs + king][square.bit() as usize];
            }
        }
        hash ^= PIECE_KEYS[ours + was_king as usize][from.bit() as usize];
        hash ^= PIECE_KEYS[ours + (was_king || crowned) as usize][to.bit() as usize];
        let mut kings = (self.kings & !captured).without(from);
        if was_king || crowned {
            kings = kings.with(to);
        }
        let own = self.pieces(us).without(from).with(to);
        let opp = self.pieces(them) & !captured;
        let (white, black) = match us {
            Color::White => (own, opp),
            Color::Black => (opp, own),
        };
        Position {
            white,
            black,
            kings,
            side: them,
            hash,
        }
    }

    /// The material of the position: (men, kings) of White and of Black.
    pub fn material(&self) -> Material {
        Material {
            white_men: self.men(Color::White).count() as u8,
            white_kings: self.kings(Color::White).count() as u8,
            black_men: self.men(Color::Black).count() as u8,
            black_kings: self.kings(Color::Black).count() as u8,
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

/// Counts of men and kings per colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Material {
    /// White men.
    pub white_men: u8,
    /// White kings.
    pub white_kings: u8,
    /// Black men.
    pub black_men: u8,
    /// Black kings.
    pub black_kings: u8,
}

impl Material {
    /// (men, kings) of one colour.
    pub fn of(&self, color: Color) -> (u8, u8) {
        match color {
            Color::White => (self.white_men, self.white_kings),
            Color::Black => (self.black_men, self.black_kings),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::square::sq;

    #[test]
    fn start_position() {
        let p = Position::start();
        assert_eq!(p.pieces(Color::White).count(), 20);
        assert_eq!(p.pieces(Color::Black).count(), 20);
        assert_eq!(p.empty().count(), 10);
        assert_eq!(p.side_to_move(), Color::White);
        assert_eq!(p.hash(), p.compute_hash());
    }

    #[test]
    fn rejects_overlap_and_men_on_far_row() {
        let one = |n| Bitboard::from_square(sq(n));
        assert_eq!(
            Position::new(
                one(30),
                Bitboard::EMPTY,
                one(30),
                Bitboard::EMPTY,
                Color::White
            ),
            Err(PositionError::BothColors(sq(30)))
        );
        assert_eq!(
            Position::new(
                one(3),
                Bitboard::EMPTY,
                one(30),
                Bitboard::EMPTY,
                Color::White
            ),
            Err(PositionError::ManOnPromotionRow {
                color: Color::White,
                square: sq(3)
            })
        );
        assert!(
            Position::new(
                Bitboard::EMPTY,
                one(3),
                one(30),
                Bitboard::EMPTY,
                Color::White
            )
            .is_ok()
        );
    }

    #[test]
    fn play_crowns_only_at_the_end() {
        let one = |n| Bitboard::from_square(sq(n));
        let p = Position::new(
            one(7),
            Bitboard::EMPTY,
            one(30),
            Bitboard::EMPTY,
            Color::White,
        )
        .unwrap();
        let next = p.play(&Move::quiet(sq(7), sq(2)));
        assert_eq!(
            next.piece_at(sq(2)),
            Some(Piece {
                color: Color::White,
                role: Role::King
            })
        );
        assert_eq!(next.side_to_move(), Color::Black);
        assert_eq!(next.hash(), next.compute_hash());
    }
}
