//! FEN: reading every form PDN.md lists, writing the canonical one.
//!
//! `W:W31-50:B1-20`, `B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29`, a trailing `.`, a colour with
//! no pieces (`B:W50:B`), unsorted squares, ranges (`K31-35` crowns the whole range), spaces
//! around items, lower-case letters, and the counters lidraughts appends (`:H0:F12`, halfmove
//! clock and move number), which are read and ignored. Written form: side, then each colour's squares in numeric
//! order with `K` before kings, no ranges: `W:W31,32,...:B1,2,...`.

use crate::bitboard::Bitboard;
use crate::l10n::say;
use crate::lang::Lang;
use crate::position::{Position, PositionError};
use crate::square::{Color, Square};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// What is wrong with a FEN string, and at which character (1-based column within the FEN).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing but whitespace.
    #[error("empty FEN")]
    Empty,
    /// The first letter is not the side to move.
    #[error("column {column}: expected the side to move (W or B), found `{found}`")]
    BadSide {
        /// Where.
        column: usize,
        /// What was there.
        found: String,
    },
    /// A group does not start with a colour letter.
    #[error("column {column}: expected a colour (W or B) after `:`, found `{found}`")]
    BadColor {
        /// Where.
        column: usize,
        /// What was there.
        found: String,
    },
    /// Something that is not a square number, `K`, `-`, `,` or `:`.
    #[error("column {column}: expected a square number, found `{found}`")]
    BadSquare {
        /// Where.
        column: usize,
        /// What was there.
        found: String,
    },
    /// A square number outside 1..=50.
    #[error("column {column}: square {number} is not on the board (1-50)")]
    SquareOutOfRange {
        /// Where.
        column: usize,
        /// The number written.
        number: u32,
    },
    /// A range whose end is below its start.
    #[error("column {column}: range {start}-{end} runs backwards")]
    BackwardRange {
        /// Where.
        column: usize,
        /// First square.
        start: u8,
        /// Last square.
        end: u8,
    },
    /// A square listed twice.
    #[error("column {column}: square {square} is listed twice")]
    Duplicate {
        /// Where.
        column: usize,
        /// The square.
        square: Square,
    },
    /// The pieces do not form a position.
    #[error("{0}")]
    Position(#[from] PositionError),
}

impl FenError {
    /// What is wrong, in `lang` (the `Display` form is English).
    pub fn sentence(&self, lang: Lang) -> String {
        use FenError as E;
        match self {
            E::Empty => say!(lang, "fen-empty"),
            E::BadSide { column, found } => {
                say!(
                    lang,
                    "fen-bad-side",
                    column = *column,
                    found = found.as_str()
                )
            }
            E::BadColor { column, found } => {
                say!(
                    lang,
                    "fen-bad-color",
                    column = *column,
                    found = found.as_str()
                )
            }
            E::BadSquare { column, found } => {
                say!(
                    lang,
                    "fen-bad-square",
                    column = *column,
                    found = found.as_str()
                )
            }
            E::SquareOutOfRange { column, number } => say!(
                lang,
                "fen-out-of-range",
                column = *column,
                number = number.to_string()
            ),
            E::BackwardRange { column, start, end } => say!(
                lang,
                "fen-backward",
                column = *column,
                start = start.to_string(),
                end = end.to_string()
            ),
            E::Duplicate { column, square } => say!(
                lang,
                "fen-duplicate",
                column = *column,
                square = square.to_string()
            ),
            E::Position(PositionError::BothColors(square)) => {
                say!(lang, "fen-both-colors", square = square.to_string())
            }
            E::Position(PositionError::ManOnPromotionRow { color, square }) => {
                let color = match color {
                    Color::White => "white",
                    Color::Black => "black",
                };
                say!(
                    lang,
                    "fen-man-on-far-row",
                    color = color,
                    square = square.to_string()
                )
            }
        }
    }
}

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl Cursor<'_> {
    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace()) {
            self.bump();
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn column(&self) -> usize {
        self.text[..self.pos].chars().count() + 1
    }

    /// A short excerpt of what follows, for messages (never the whole input).
    fn found(&self) -> String {
        let rest: String = self.text[self.pos..].chars().take(12).collect();
        if rest.is_empty() {
            "end of FEN".to_string()
        } else {
            rest
        }
    }

    fn color(&mut self) -> Option<Color> {
        match self.peek()?.to_ascii_uppercase() {
            'W' => {
                self.bump();
                Some(Color::White)
            }
            'B' => {
                self.bump();
                Some(Color::Black)
            }
            _ => None,
        }
    }

    /// Skips a lidraughts counter field, `H<halfmove clock>` or `F<move number>`, if one is next.
    fn counter_field(&mut self) -> bool {
        let mut chars = self.text[self.pos..].chars();
        let is_counter = matches!(chars.next(), Some('H' | 'F'))
            && chars.next().is_some_and(|c| c.is_ascii_digit());
        if is_counter {
            self.bump();
            while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                self.bump();
            }
        }
        is_counter
    }

    fn number(&mut self) -> Result<(u8, usize), FenError> {
        self.skip_space();
        let column = self.column();
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
        }
        let digits = &self.text[start..self.pos];
        if digits.is_empty() {
            return Err(FenError::BadSquare {
                column,
                found: self.found(),
            });
        }
        let number: u32 = digits.parse().unwrap_or(u32::MAX);
        match u8::try_from(number).ok().and_then(Square::new) {
            Some(square) => Ok((square.number(), column)),
            None => Err(FenError::SquareOutOfRange { column, number }),
        }
    }
}

/// Reads a FEN string into a position.
///
/// # Errors
///
/// [`FenError`] says where the text is not a FEN (a missing side to move, a group without
/// its colour, a square outside 1..=50, ...) or why the position it gives cannot be.
pub fn parse_fen(text: &str) -> Result<Position, FenError> {
    let (side, [white_men, white_kings, black_men, black_kings]) = parse_fen_pieces(text)?;
    Ok(Position::new(
        white_men,
        white_kings,
        black_men,
        black_kings,
        side,
    )?)
}

/// Reads a FEN string into the side to move and the squares listed, `[white men, white kings,
/// black men, black kings]`, without asking whether they form a position of this board.
pub(crate) fn parse_fen_pieces(text: &str) -> Result<(Color, [Bitboard; 4]), FenError> {
    let mut cur = Cursor { text, pos: 0 };
    cur.skip_space();
    if cur.peek().is_none() {
        return Err(FenError::Empty);
    }
    let side = cur.color().ok_or_else(|| FenError::BadSide {
        column: cur.column(),
        found: cur.found(),
    })?;
    // [white men, white kings, black men, black kings]
    let mut sets = [Bitboard::EMPTY; 4];
    loop {
        cur.skip_space();
        match cur.peek() {
            None => break,
            Some('.') => {
                cur.bump();
                cur.skip_space();
                if cur.peek().is_some() {
                    return Err(FenError::BadSquare {
                        column: cur.column(),
                        found: cur.found(),
                    });
                }
                break;
            }
            Some(':') => {
                cur.bump();
                cur.skip_space();
            }
            Some(_) => {
                return Err(FenError::BadSquare {
                    column: cur.column(),
                    found: cur.found(),
                });
            }
        }
        if cur.counter_field() {
            continue;
        }
        let color = cur.color().ok_or_else(|| FenError::BadColor {
            column: cur.column(),
            found: cur.found(),
        })?;
        parse_group(&mut cur, color, &mut sets)?;
    }
    Ok((side, sets))
}

/// Reads the items of one colour group, up to the next `:` or `.` or the end.
fn parse_group(
    cur: &mut Cursor<'_>,
    color: Color,
    sets: &mut [Bitboard; 4],
) -> Result<(), FenError> {
    let base = if color == Color::White { 0 } else { 2 };
    loop {
        cur.skip_space();
        match cur.peek() {
            None | Some(':') | Some('.') => return Ok(()),
            Some(',') => {
                cur.bump();
                continue;
            }
            _ => {}
        }
        let king = matches!(cur.peek(), Some('K' | 'k'));
        if king {
            cur.bump();
        }
        let (start, column) = cur.number()?;
        cur.skip_space();
        let mut end = start;
        if cur.peek() == Some('-') {
            cur.bump();
            cur.skip_space();
            if matches!(cur.peek(), Some('K' | 'k')) {
                cur.bump();
            }
            end = cur.number()?.0;
            if end < start {
                return Err(FenError::BackwardRange { column, start, end });
            }
        }
        for square in (start..=end).filter_map(Square::new) {
            if sets.iter().any(|set| set.contains(square)) {
                return Err(FenError::Duplicate { column, square });
            }
            let set = &mut sets[base + king as usize];
            *set = set.with(square);
        }
        cur.skip_space();
        match cur.peek() {
            None | Some(':') | Some('.') | Some(',') => {}
            Some(_) => {
                return Err(FenError::BadSquare {
                    column: cur.column(),
                    found: cur.found(),
                });
            }
        }
    }
}

impl Position {
    /// The position in canonical FEN: `W:W31,...,50:B1,...,20`, kings marked `K`.
    pub fn to_fen(&self) -> String {
        // Nearly every report starts from the standard position: its FEN is written once.
        static START: LazyLock<(Position, String)> = LazyLock::new(|| {
            let start = Position::start();
            (start, FenText::of(&start).as_str().to_string())
        });
        if *self == START.0 {
            return START.1.clone();
        }
        FenText::of(self).as_str().to_string()
    }
}

/// The longest FEN written: the side and two colour letters, and 50 squares of at most
/// `,K50` each.
const FEN_MAX: usize = 5 + 50 * 4;

/// The canonical FEN, built in place: a report writes two FENs a game, and `write!` per
/// square cost about 15,000 instructions a FEN.
struct FenText {
    bytes: [u8; FEN_MAX],
    len: usize,
}

impl FenText {
    /// The FEN of `position`.
    fn of(position: &Position) -> FenText {
        let letter = |c: Color| if c == Color::White { b'W' } else { b'B' };
        let mut fen = FenText {
            bytes: [0; FEN_MAX],
            len: 0,
        };
        fen.push(letter(position.side_to_move()));
        for color in [Color::White, Color::Black] {
            fen.push(b':');
            fen.push(letter(color));
            let kings = position.kings(color);
            for (i, square) in position.pieces(color).iter().enumerate() {
                if i > 0 {
                    fen.push(b',');
                }
                if kings.contains(square) {
                    fen.push(b'K');
                }
                fen.push_number(square.number());
            }
        }
        fen
    }

    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    fn push_number(&mut self, n: u8) {
        if n >= 10 {
            self.push(b'0' + n / 10);
        }
        self.push(b'0' + n % 10);
    }

    fn as_str(&self) -> &str {
        // Only ASCII is pushed.
        self.bytes
            .get(..self.len)
            .and_then(|b| std::str::from_utf8(b).ok())
            .unwrap_or("")
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(FenText::of(self).as_str())
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        parse_fen(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::square::sq;

    #[test]
    fn the_longest_fen_fits() {
        let all = Bitboard::from_iter(Square::all());
        let kings = Position::new(
            Bitboard::EMPTY,
            all,
            Bitboard::EMPTY,
            Bitboard::EMPTY,
            Color::White,
        )
        .expect("fifty white kings");
        let fen = kings.to_string();
        assert!(fen.len() <= FEN_MAX, "{fen}");
        assert_eq!(parse_fen(&fen).unwrap(), kings);
        assert!(
            fen.starts_with("W:WK1,K2,") && fen.ends_with(",K50:B"),
            "{fen}"
        );
    }

    #[test]
    fn start_position_forms() {
        let start = Position::start();
        assert_eq!(parse_fen("W:W31-50:B1-20").unwrap(), start);
        assert_eq!(parse_fen("W:B1-20:W31-50.").unwrap(), start);
        assert_eq!(parse_fen(" w : w 31 - 50 : b 1-20 ").unwrap(), start);
        assert_eq!(parse_fen("W:W31-50:B1-20:H0:F1").unwrap(), start);
        let listed = format!(
            "W:W{}:B{}",
            (31..=50)
                .rev()
                .map(|n: u8| n.to_string())
                .collect::<Vec<_>>()
                .join(","),
            (1..=20)
                .map(|n: u8| n.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        assert_eq!(parse_fen(&listed).unwrap(), start);
    }

    #[test]
    fn kings_empty_side_and_ranges() {
        let p = parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29").unwrap();
        assert_eq!(p.side_to_move(), Color::Black);
        assert_eq!(
            p.kings(Color::White)
                .iter()
                .map(Square::number)
                .collect::<Vec<_>>(),
            [10, 15]
        );
        assert_eq!(p.kings(Color::Black).count(), 3);
        let lone = parse_fen("B:W50:B").unwrap();
        assert!(lone.pieces(Color::Black).is_empty());
        assert_eq!(lone.men(Color::White).first(), Some(sq(50)));
        let all_kings = parse_fen("W:WK31-50:BK1-20").unwrap();
        assert_eq!(all_kings.kings(Color::White).count(), 20);
        assert_eq!(all_kings.kings(Color::Black).count(), 20);
    }

    #[test]
    fn writes_canonical_form() {
        assert_eq!(
            Position::start().to_fen(),
            "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"
        );
        let p = parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29.").unwrap();
        assert_eq!(p.to_fen(), "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29");
        assert_eq!(parse_fen("B:W50:B").unwrap().to_fen(), "B:W50:B");
    }

    #[test]
    fn precise_errors() {
        assert_eq!(parse_fen("  "), Err(FenError::Empty));
        assert_eq!(
            parse_fen("?:W29,13,11:B22,4,2"),
            Err(FenError::BadSide {
                column: 1,
                found: "?:W29,13,11:".into()
            })
        );
        assert_eq!(
            parse_fen("W:X1"),
            Err(FenError::BadColor {
                column: 3,
                found: "X1".into()
            })
        );
        assert_eq!(
            parse_fen("W:W31,51:B1"),
            Err(FenError::SquareOutOfRange {
                column: 7,
                number: 51
            })
        );
        assert_eq!(
            parse_fen("W:W0:B1"),
            Err(FenError::SquareOutOfRange {
                column: 4,
                number: 0
            })
        );
        assert_eq!(
            parse_fen("W:W31,a:B1"),
            Err(FenError::BadSquare {
                column: 7,
                found: "a:B1".into()
            })
        );
        assert_eq!(
            parse_fen("W:W40-31:B1"),
            Err(FenError::BackwardRange {
                column: 4,
                start: 40,
                end: 31
            })
        );
        assert_eq!(
            parse_fen("W:W31,32:B32"),
            Err(FenError::Duplicate {
                column: 11,
                square: sq(32)
            })
        );
        assert_eq!(
            parse_fen("W:W31,31:B1"),
            Err(FenError::Duplicate {
                column: 7,
                square: sq(31)
            })
        );
        assert_eq!(
            parse_fen("W:W3:B30"),
            Err(FenError::Position(PositionError::ManOnPromotionRow {
                color: Color::White,
                square: sq(3)
            }))
        );
        assert_eq!(
            parse_fen("W:W1-50:B"),
            Err(FenError::Position(PositionError::ManOnPromotionRow {
                color: Color::White,
                square: sq(1)
            }))
        );
        assert!(parse_fen("W:W99999999999:B1").is_err());
    }
}
