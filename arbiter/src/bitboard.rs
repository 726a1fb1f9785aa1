//! Sets of squares as 64-bit words in the padded layout of [`crate::square`].

use crate::square::{Direction, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// The bits of the padded layout that are real squares (bits 0..=53 less the ghosts).
pub(crate) const VALID: u64 = ((1u64 << 54) - 1) & !(1 << 10 | 1 << 21 | 1 << 32 | 1 << 43);

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub(crate) u64);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 50 squares.
    pub const ALL: Bitboard = Bitboard(VALID);

    /// The set holding one square.
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square.bit())
    }

    /// Whether the square is in the set.
    pub const fn contains(self, square: Square) -> bool {
        self.0 >> square.bit() & 1 != 0
    }

    /// The set with the square added.
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square.bit())
    }

    /// The set with the square removed.
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.bit()))
    }

    /// Number of squares in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least two squares.
    pub const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Whether the set has at least one square.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// The set moved one diagonal step; squares that would leave the board drop out.
    #[inline]
    pub const fn shift(self, direction: Direction) -> Bitboard {
        let offset = direction.offset();
        let moved = if offset > 0 {
            self.0 << offset
        } else {
            self.0 >> -offset
        };
        Bitboard(moved & VALID)
    }

    /// The squares of the set in numeric order.
    pub fn iter(self) -> BitboardSquares {
        BitboardSquares(self.0)
    }

    /// The lowest-numbered square of the set.
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_bit(self.0.trailing_zeros())
        }
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardSquares;

    fn into_iter(self) -> BitboardSquares {
        self.iter()
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest number first.
#[derive(Clone, Debug)]
pub struct BitboardSquares(u64);

impl Iterator for BitboardSquares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Square::from_bit(bit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardSquares {}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;

    /// The complement within the 50 squares (ghost bits stay clear).
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & VALID)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_has_fifty_squares() {
        assert_eq!(Bitboard::ALL.count(), 50);
        let numbers: Vec<u8> = Bitboard::ALL.iter().map(Square::number).collect();
        assert_eq!(numbers, (1..=50).collect::<Vec<_>>());
    }

    #[test]
    fn shift_agrees_with_square_step() {
        for s in Square::all() {
            for d in Direction::ALL {
                let shifted = Bitboard::from_square(s).shift(d);
                assert_eq!(shifted.first(), s.step(d), "{s} {d:?}");
                assert!(shifted.count() <= 1);
            }
        }
    }

    #[test]
    fn complement_stays_on_the_board() {
        assert_eq!(!Bitboard::EMPTY, Bitboard::ALL);
        assert_eq!(!Bitboard::ALL, Bitboard::EMPTY);
    }
}
