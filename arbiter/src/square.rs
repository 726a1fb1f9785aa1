//! Squares of the 10x10 board, colours and diagonal directions (RULES.md section 1).
//!
//! Squares are numbered 1..=50 row by row from Black's side. Internally each square maps to a bit
//! of a padded 54-bit layout in which one ghost bit follows every two rows (bits 10, 21, 32, 43).
//! With that padding every diagonal step is the same shift everywhere on the board (+5 / +6
//! towards White's side, -5 / -6 towards Black's side), and a step off the left or right edge
//! lands on a ghost bit, which is never occupied (the layout of Scan and most 10x10 engines).

use std::fmt;

/// A playable (dark) square, numbered 1..=50 as in FMJD notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

/// Number of playable squares.
pub const SQUARE_COUNT: usize = 50;

/// Bit index (in the padded layout) of each square, indexed by its number: one entry for every
/// `u8`, so that the lookup of the hot paths needs no bounds check (only 1..=50 are squares).
const BIT_OF: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < SQUARE_COUNT {
        table[i + 1] = (i + i / 10) as u8;
        i += 1;
    }
    table
};

/// Square number (0 for a ghost bit) of each bit of the padded layout.
const SQUARE_OF_BIT: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut i = 0;
    while i < SQUARE_COUNT {
        table[BIT_OF[i + 1] as usize] = (i + 1) as u8;
        i += 1;
    }
    table
};

impl Square {
    /// Square 1, the top-left playable square.
    pub const ONE: Square = Square(1);

    /// The square with this FMJD number, if it is in 1..=50.
    pub const fn new(number: u8) -> Option<Square> {
        if number >= 1 && number <= SQUARE_COUNT as u8 {
            Some(Square(number))
        } else {
            None
        }
    }

    /// The FMJD number of the square, 1..=50.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Row from Black's side: 0 holds squares 1..=5, 9 holds 46..=50.
    pub const fn row(self) -> u8 {
        (self.0 - 1) / 5
    }

    /// Column from the left as White sees the board, 0..=9.
    pub const fn column(self) -> u8 {
        let i = (self.0 - 1) % 5;
        if self.row().is_multiple_of(2) {
            2 * i + 1
        } else {
            2 * i
        }
    }

    /// The dark square at this row and column, if there is one.
    pub const fn from_row_column(row: u8, column: u8) -> Option<Square> {
        if row > 9 || column > 9 || (row + column).is_multiple_of(2) {
            return None;
        }
        Some(Square(row * 5 + column / 2 + 1))
    }

    /// Bit index of the square in the padded layout.
    pub(crate) const fn bit(self) -> u32 {
        BIT_OF[self.0 as usize] as u32
    }

    /// The square at a bit index of the padded layout, or `None` for a ghost or out-of-range bit.
    pub(crate) const fn from_bit(bit: u32) -> Option<Square> {
        if bit >= 64 {
            return None;
        }
        let number = SQUARE_OF_BIT[bit as usize];
        if number == 0 {
            None
        } else {
            Some(Square(number))
        }
    }

    /// The square number at a bit index of the padded layout (0 for a ghost bit); `bit` < 64.
    #[inline]
    pub(crate) const fn number_of_bit(bit: u32) -> u8 {
        SQUARE_OF_BIT[(bit & 63) as usize]
    }

    /// The neighbouring square one diagonal step away, if it is on the board.
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let bit = self.bit() as i32 + direction.offset();
        if bit < 0 {
            return None;
        }
        Square::from_bit(bit as u32)
    }

    /// All 50 squares in numeric order.
    pub fn all() -> impl Iterator<Item = Square> {
        (1..=SQUARE_COUNT as u8).map(Square)
    }

    /// Whether a man of `color` that ends its move here is crowned (3.5).
    pub const fn is_promotion_square(self, color: Color) -> bool {
        match color {
            Color::White => self.0 <= 5,
            Color::Black => self.0 >= 46,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl TryFrom<u8> for Square {
    type Error = u8;

    fn try_from(number: u8) -> Result<Self, Self::Error> {
        Square::new(number).ok_or(number)
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        let number = u8::deserialize(deserializer)?;
        Square::new(number).ok_or_else(|| {
            serde::de::Error::custom(format!("{number} is not a square of the board (1-50)"))
        })
    }
}

impl schemars::JsonSchema for Square {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Square".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A square of the board, numbered 1 to 50 as in FMJD notation.",
            "type": "integer",
            "minimum": 1,
            "maximum": 50
        })
    }
}

/// One of the two players; White moves first and up the board (towards square 1).
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
pub enum Color {
    /// The player with the light pieces, starting on 31..=50.
    White,
    /// The player with the dark pieces, starting on 1..=20.
    Black,
}

impl Color {
    /// The other player.
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The two diagonal directions a man of this colour moves in without capturing (3.4).
    pub const fn forward(self) -> [Direction; 2] {
        match self {
            Color::White => [Direction::UpLeft, Direction::UpRight],
            Color::Black => [Direction::DownLeft, Direction::DownRight],
        }
    }

    /// Index 0 for White, 1 for Black (for tables).
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// A diagonal direction as White sees the board ("up" is towards Black's side, square 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Towards row 0 and column 0.
    UpLeft,
    /// Towards row 0 and column 9.
    UpRight,
    /// Towards row 9 and column 0.
    DownLeft,
    /// Towards row 9 and column 9.
    DownRight,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownLeft,
        Direction::DownRight,
    ];

    /// The shift of one step in the padded bit layout.
    pub(crate) const fn offset(self) -> i32 {
        match self {
            Direction::UpLeft => -6,
            Direction::UpRight => -5,
            Direction::DownLeft => 5,
            Direction::DownRight => 6,
        }
    }

    /// The opposite direction.
    pub const fn reverse(self) -> Direction {
        match self {
            Direction::UpLeft => Direction::DownRight,
            Direction::UpRight => Direction::DownLeft,
            Direction::DownLeft => Direction::UpRight,
            Direction::DownRight => Direction::UpLeft,
        }
    }

    /// The direction from one square to another on the same diagonal, and the distance in steps.
    pub fn between(from: Square, to: Square) -> Option<(Direction, u8)> {
        let dr = to.row() as i8 - from.row() as i8;
        let dc = to.column() as i8 - from.column() as i8;
        if dr == 0 || dr.abs() != dc.abs() {
            return None;
        }
        let direction = match (dr < 0, dc < 0) {
            (true, true) => Direction::UpLeft,
            (true, false) => Direction::UpRight,
            (false, true) => Direction::DownLeft,
            (false, false) => Direction::DownRight,
        };
        Some((direction, dr.unsigned_abs()))
    }
}

/// Square `n`, in tests (which name squares 1..=50 only).
#[cfg(test)]
pub(crate) fn sq(n: u8) -> Square {
    Square::new(n).expect("a square from 1 to 50")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_matches_rules_section_1() {
        for n in [6, 16, 26, 36, 46] {
            assert_eq!(sq(n).column(), 0, "{n} is on the left edge");
        }
        for n in [5, 15, 25, 35, 45] {
            assert_eq!(sq(n).column(), 9, "{n} is on the right edge");
        }
        assert_eq!(sq(1).row(), 0);
        assert_eq!(sq(50).row(), 9);
        assert!(Square::new(0).is_none());
        assert!(Square::new(51).is_none());
    }

    #[test]
    fn row_column_round_trip() {
        for s in Square::all() {
            assert_eq!(Square::from_row_column(s.row(), s.column()), Some(s));
        }
    }

    #[test]
    fn long_diagonal_is_a_line_of_steps() {
        let diagonal = [46, 41, 37, 32, 28, 23, 19, 14, 10, 5];
        for pair in diagonal.windows(2) {
            assert_eq!(sq(pair[0]).step(Direction::UpRight), Some(sq(pair[1])));
        }
        assert_eq!(sq(5).step(Direction::UpRight), None);
        assert_eq!(sq(46).step(Direction::DownLeft), None);
    }

    #[test]
    fn steps_agree_with_row_and_column_geometry() {
        for s in Square::all() {
            for d in Direction::ALL {
                let (dr, dc): (i8, i8) = match d {
                    Direction::UpLeft => (-1, -1),
                    Direction::UpRight => (-1, 1),
                    Direction::DownLeft => (1, -1),
                    Direction::DownRight => (1, 1),
                };
                let r = s.row() as i8 + dr;
                let c = s.column() as i8 + dc;
                let expected = if (0..10).contains(&r) && (0..10).contains(&c) {
                    Square::from_row_column(r as u8, c as u8)
                } else {
                    None
                };
                assert_eq!(s.step(d), expected, "{s} {d:?}");
            }
        }
    }

    #[test]
    fn between_finds_direction_and_distance() {
        assert_eq!(
            Direction::between(sq(46), sq(5)),
            Some((Direction::UpRight, 9))
        );
        assert_eq!(
            Direction::between(sq(32), sq(23)),
            Some((Direction::UpRight, 2))
        );
        assert_eq!(
            Direction::between(sq(32), sq(21)),
            Some((Direction::UpLeft, 2))
        );
        assert_eq!(Direction::between(sq(32), sq(33)), None);
        assert_eq!(Direction::between(sq(32), sq(32)), None);
    }
}
