//! A move (its start, landing squares and captured pieces) and a fixed-capacity list of moves.

use crate::bitboard::Bitboard;
use crate::square::Square;
use arrayvec::ArrayVec;
use std::fmt;

/// Most pieces one capture can take. A piece on an edge square has no square behind it and can
/// never be jumped, so every captured piece stands on one of the 32 interior squares.
pub const MAX_CAPTURED: usize = 32;

/// A move: the piece on `from` goes to `to` through `landing` squares, taking `captured`.
///
/// A quiet move has one landing square (its destination) and no capture. A capture has one landing
/// square per captured piece, in order, the last being `to`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    captured: Bitboard,
    from: Square,
    len: u8,
    landing: [u8; MAX_CAPTURED],
}

impl Move {
    /// A non-capturing move.
    pub fn quiet(from: Square, to: Square) -> Move {
        let mut landing = [0; MAX_CAPTURED];
        landing[0] = to.number();
        Move {
            captured: Bitboard::EMPTY,
            from,
            len: 1,
            landing,
        }
    }

    /// A capture through `landing` squares (at least one, at most [`MAX_CAPTURED`]) taking `captured`.
    ///
    /// Returns `None` when the landing list is empty or too long.
    pub fn capture(from: Square, landing: &[Square], captured: Bitboard) -> Option<Move> {
        if landing.is_empty() || landing.len() > MAX_CAPTURED {
            return None;
        }
        let mut squares = [0; MAX_CAPTURED];
        for (slot, square) in squares.iter_mut().zip(landing) {
            *slot = square.number();
        }
        Some(Move {
            captured,
            from,
            len: landing.len() as u8,
            landing: squares,
        })
    }

    /// Builds a move from raw parts produced by the generator (landing squares as numbers).
    #[inline]
    pub(crate) fn from_parts(from: Square, landing: &[u8], captured: Bitboard) -> Move {
        let mut squares = [0; MAX_CAPTURED];
        let len = landing.len().min(MAX_CAPTURED);
        squares[..len].copy_from_slice(&landing[..len]);
        Move {
            captured,
            from,
            len: len as u8,
            landing: squares,
        }
    }

    /// The square the moving piece starts on.
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the moving piece ends on.
    pub fn to(&self) -> Square {
        self.landing_square(self.len as usize - 1)
    }

    fn landing_square(&self, i: usize) -> Square {
        // Only constructors above fill `landing`, always with valid square numbers.
        Square::new(self.landing[i]).unwrap_or(self.from)
    }

    /// The squares the piece lands on, in order: one per captured piece, or the destination.
    pub fn landing(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        (0..self.len as usize).map(|i| self.landing_square(i))
    }

    /// The pieces the move takes.
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    /// Whether the move takes at least one piece.
    pub fn is_capture(&self) -> bool {
        self.captured.any()
    }

    /// Number of pieces taken.
    pub fn capture_count(&self) -> u32 {
        self.captured.count()
    }

    /// Whether two moves are the same move under 3 ("same start, end and captured set").
    pub fn same_as(&self, other: &Move) -> bool {
        self.from == other.from && self.to() == other.to() && self.captured == other.captured
    }

    /// The move in short notation: `32-28` or `28x19` (start and end square only).
    pub fn short_notation(&self) -> String {
        let sep = if self.is_capture() { 'x' } else { '-' };
        format!("{}{}{}", self.from, sep, self.to())
    }

    /// The move with every landing square: `32x23x12` (PDN 3.0 full path).
    pub fn full_notation(&self) -> String {
        let mut s = String::with_capacity(3 * (self.len as usize + 1));
        self.write_full_notation(&mut s);
        s
    }

    /// Appends [`Move::full_notation`] to `out`, without formatting machinery.
    pub fn write_full_notation(&self, out: &mut String) {
        let mut bytes = [0; MAX_NOTATION_BYTES];
        let len = self.write_full_notation_bytes(&mut bytes);
        // Digits, `x` and `-`: ASCII, one char a byte.
        out.extend(bytes[..len].iter().map(|&b| char::from(b)));
    }

    /// Writes [`Move::full_notation`] into `out` without allocating; the bytes written. For a
    /// caller that writes the moves of whole archives (the store's copy key hashes them).
    pub fn write_full_notation_bytes(&self, out: &mut [u8; MAX_NOTATION_BYTES]) -> usize {
        let sep = if self.is_capture() { b'x' } else { b'-' };
        let mut at = write_square(out, 0, self.from);
        for square in self.landing() {
            out[at] = sep;
            at = write_square(out, at + 1, square);
        }
        at
    }
}

/// Most bytes [`Move::write_full_notation_bytes`] writes: the start and [`MAX_CAPTURED`]
/// landing squares, two digits each, a separator before each landing square.
pub const MAX_NOTATION_BYTES: usize = 2 + 3 * MAX_CAPTURED;

/// Writes the square's number at `at` (its tens digit only when it has one); where it ends.
fn write_square(out: &mut [u8], at: usize, square: Square) -> usize {
    let n = square.number();
    let tens = n / 10;
    // Written whatever it is, kept only when it is a digit of the number: no branch a square.
    out[at] = b'0' + tens;
    let at = at + usize::from(tens > 0);
    out[at] = b'0' + n % 10;
    at + 1
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.short_notation())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.full_notation())?;
        if self.is_capture() {
            let captured: Vec<u8> = self.captured.iter().map(Square::number).collect();
            write!(f, " {captured:?}")?;
        }
        Ok(())
    }
}

/// Capacity of a [`MoveList`].
///
/// Quiet moves are bounded by 200: each empty square can be reached by at most the nearest piece
/// in each of the four diagonal directions. Captures of one size with distinct (start, end,
/// captured set) exceed that only in constructed positions nobody has shown; 512 leaves a wide
/// margin, and a list that would overflow says so ([`MoveList::overflowed`]) instead of
/// silently dropping moves.
pub const MOVE_LIST_CAPACITY: usize = 512;

/// A list of moves on the stack.
#[derive(Clone, Default)]
pub struct MoveList {
    moves: ArrayVec<Move, MOVE_LIST_CAPACITY>,
    overflowed: bool,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::default()
    }

    /// Adds a move; on a full list the move is dropped and the list marked as overflowed.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        if self.moves.try_push(mv).is_err() {
            self.overflowed = true;
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.moves.clear();
        self.overflowed = false;
    }

    /// Whether a move had to be dropped because the list was full.
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    /// Keeps only the moves for which `keep` holds.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        self.moves.retain(|m| keep(m));
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.moves.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::square::sq;

    #[test]
    fn move_stays_small() {
        // Copied on every push in the generator: keep it within one cache line.
        assert!(
            std::mem::size_of::<Move>() <= 48,
            "{}",
            std::mem::size_of::<Move>()
        );
    }

    #[test]
    fn notation() {
        let quiet = Move::quiet(sq(32), sq(28));
        assert_eq!(quiet.to_string(), "32-28");
        assert_eq!(quiet.full_notation(), "32-28");
        let capture = Move::capture(
            sq(32),
            &[sq(23), sq(12)],
            [sq(28), sq(18)].into_iter().collect(),
        )
        .unwrap();
        assert_eq!(capture.to_string(), "32x12");
        assert_eq!(capture.full_notation(), "32x23x12");
        // The longest notation there can be: the most landing squares, all of two digits.
        let far = sq(50);
        let taken = [sq(44)].into_iter().collect();
        let longest = Move::capture(far, &[far; MAX_CAPTURED], taken).expect("a move");
        let mut bytes = [0; MAX_NOTATION_BYTES];
        assert_eq!(
            longest.write_full_notation_bytes(&mut bytes),
            MAX_NOTATION_BYTES
        );
        assert_eq!(
            longest.full_notation(),
            format!("50{}", "x50".repeat(MAX_CAPTURED))
        );
        assert_eq!(capture.capture_count(), 2);
        assert!(Move::capture(sq(32), &[], Bitboard::EMPTY).is_none());
    }

    #[test]
    fn overflow_is_reported() {
        let mut list = MoveList::new();
        for _ in 0..MOVE_LIST_CAPACITY {
            list.push(Move::quiet(sq(32), sq(28)));
        }
        assert!(!list.overflowed());
        list.push(Move::quiet(sq(32), sq(28)));
        assert!(list.overflowed());
        assert_eq!(list.len(), MOVE_LIST_CAPACITY);
    }
}
