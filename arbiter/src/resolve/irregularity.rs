//! Why a written move is not legal: one variant per reason, each knowing the FMJD articles it
//! breaks and writing its own sentence. Tests match these variants, never words in messages.

use crate::position::{Piece, Role};
use crate::report::FindingKind;
use crate::square::{Color, Square};
use std::fmt;

/// Which of the mover's pieces had a capture when a capture was obligatory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Capturers {
    /// Only men could capture (4.2).
    Men,
    /// Only kings could capture (4.3).
    Kings,
    /// Men and kings could capture.
    Both,
}

/// A move that breaks a rule but can be carried out (RULES.md section 4): the referee flags it
/// and goes on from the position it produced (5.4, 5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Irregularity {
    /// A move that takes nothing while a capture was obligatory.
    MissedCapture {
        /// Who could have captured.
        capturers: Capturers,
    },
    /// A complete capture sequence that takes fewer pieces than the most that can be taken.
    FewerThanMaximum {
        /// Pieces taken.
        taken: u32,
        /// Pieces the majority rule demands.
        most: u32,
    },
    /// A capture stopped on a square from which it could still take more.
    StoppedEarly {
        /// Where it stopped.
        at: Square,
        /// Pieces taken.
        taken: u32,
        /// Pieces the majority rule demands.
        most: u32,
    },
    /// A man stepped backward.
    ManMovesBackward {
        /// The man's square.
        man: Square,
    },
    /// A man moved more than one square without capturing.
    ManMovesTooFar {
        /// The man's square.
        man: Square,
    },
    /// A man took a piece that was not adjacent, or landed further than just behind it.
    ManCapturesFromDistance {
        /// The man's square.
        man: Square,
    },
    /// A man passed its far row during a capture and went on capturing like a king.
    ManContinuesAsKing {
        /// The man's square.
        man: Square,
    },
    /// The piece jumped one of its own side's pieces.
    JumpsOwnPiece,
    /// The piece jumped the same opposing piece twice.
    JumpsPieceTwice,
    /// One leg of the capture passed over two pieces standing in a line.
    JumpsTwoInLine,
    /// A capture no route of the rules can make.
    NoSuchCapture,
    /// A non-capturing move no piece can make.
    NoSuchMove,
}

impl Irregularity {
    /// The kind of finding it is reported as.
    pub(crate) fn kind(self) -> FindingKind {
        use Irregularity as I;
        match self {
            I::MissedCapture { .. } => FindingKind::MissedCapture,
            I::FewerThanMaximum { .. } | I::StoppedEarly { .. } => FindingKind::NotMaximumCapture,
            I::ManMovesBackward { .. }
            | I::ManMovesTooFar { .. }
            | I::ManCapturesFromDistance { .. }
            | I::ManContinuesAsKing { .. } => FindingKind::PrematureKingMove,
            I::JumpsOwnPiece
            | I::JumpsPieceTwice
            | I::JumpsTwoInLine
            | I::NoSuchCapture
            | I::NoSuchMove => FindingKind::IllegalMove,
        }
    }

    /// The FMJD articles broken.
    pub(crate) fn articles(self) -> &'static [&'static str] {
        use Irregularity as I;
        match self {
            I::MissedCapture {
                capturers: Capturers::Men,
            } => &["4.2", "5.4.6"],
            I::MissedCapture {
                capturers: Capturers::Kings,
            } => &["4.3", "5.4.6"],
            I::MissedCapture {
                capturers: Capturers::Both,
            } => &["4.2", "4.3", "5.4.6"],
            I::FewerThanMaximum { .. } | I::StoppedEarly { .. } => &["4.13", "5.4.8"],
            I::ManMovesBackward { .. } | I::ManMovesTooFar { .. } => &["3.4", "5.4.2"],
            I::ManCapturesFromDistance { .. } => &["4.2", "5.4.2"],
            I::ManContinuesAsKing { .. } => &["4.15", "5.4.2"],
            I::JumpsOwnPiece => &["4.7", "5.4.2"],
            I::JumpsPieceTwice => &["4.8", "5.4.2"],
            I::JumpsTwoInLine => &["4.3", "5.4.2"],
            I::NoSuchCapture | I::NoSuchMove => &["5.4.2"],
        }
    }
}

/// "1 piece", "2 pieces".
pub(crate) struct Pieces(pub u32);

impl fmt::Display for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 piece"),
            n => write!(f, "{n} pieces"),
        }
    }
}

/// The reason, as the end of a sentence ("...: it moves backward").
impl fmt::Display for Irregularity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Irregularity as I;
        match *self {
            I::MissedCapture { .. } => f.write_str("a capture was obligatory"),
            I::FewerThanMaximum { taken, most } => {
                write!(f, "it takes {} while {most} can be taken", Pieces(taken))
            }
            I::StoppedEarly { at, taken, most } => write!(
                f,
                "it stops on {at} after {} while the capture goes on and {most} can be taken",
                Pieces(taken)
            ),
            I::ManMovesBackward { man } => {
                write!(f, "the man on {man} moves like a king: it moves backward")
            }
            I::ManMovesTooFar { man } => write!(
                f,
                "the man on {man} moves like a king: it moves more than one square"
            ),
            I::ManCapturesFromDistance { man } => write!(
                f,
                "the man on {man} moves like a king: it captures from a distance"
            ),
            I::ManContinuesAsKing { man } => write!(
                f,
                "the man on {man} moves like a king: it goes on capturing like a king after passing the far row (a man that passes the far row during a capture stays a man)"
            ),
            I::JumpsOwnPiece => f.write_str("it jumps over its own piece"),
            I::JumpsPieceTwice => f.write_str("it jumps the same piece twice"),
            I::JumpsTwoInLine => f.write_str("it passes over two pieces in one line"),
            I::NoSuchCapture => f.write_str("no such capture is possible here"),
            I::NoSuchMove => f.write_str("no such move is possible here"),
        }
    }
}

/// Why a written move cannot be carried out on the board: replay stops (5.4.2, 5.4.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Impossibility {
    /// A square number outside 1..=50.
    OffBoard(u8),
    /// More squares than any move can list.
    TooManySquares,
    /// Fewer than two squares.
    TooFewSquares,
    /// Nothing stands on the start square.
    NoPiece(Square),
    /// The start square holds a piece of the side not to move.
    OpponentsPiece {
        /// The start square.
        square: Square,
        /// The piece on it.
        piece: Piece,
    },
    /// The piece would land on an occupied square.
    Occupied(Square),
    /// Two consecutive squares of the move are not on one diagonal.
    NotOnOneDiagonal(Square, Square),
    /// A leg that starts and ends on the same square.
    StaysOnSquare(Square),
    /// The record has `-` where a move should be.
    NotRecorded,
    /// The move is written in algebraic squares (`c3-d4`).
    Algebraic,
}

impl Impossibility {
    /// The FMJD articles that apply.
    pub(crate) fn articles(self) -> &'static [&'static str] {
        &["5.4.2", "5.4.5"]
    }
}

fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl fmt::Display for Impossibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Impossibility as I;
        match *self {
            I::OffBoard(n) => write!(f, "square {n} is not on the board (1-50)"),
            I::TooManySquares => f.write_str("the move lists too many squares"),
            I::TooFewSquares => f.write_str("a move needs a start and an end square"),
            I::NoPiece(s) => write!(f, "there is no piece on {s}"),
            I::OpponentsPiece { square, piece } => {
                let role = match piece.role {
                    Role::Man => "man",
                    Role::King => "king",
                };
                write!(
                    f,
                    "{square} holds a {} {role}, but {} is to move",
                    color_word(piece.color),
                    piece.color.opponent()
                )
            }
            I::Occupied(s) => write!(f, "square {s} is occupied"),
            I::NotOnOneDiagonal(a, b) => write!(f, "{a} and {b} are not on one diagonal"),
            I::StaysOnSquare(s) => write!(f, "the piece would stay on {s}"),
            I::NotRecorded => f.write_str("the move was not recorded (`-`)"),
            I::Algebraic => f.write_str(
                "it is written in algebraic squares, not the numbers of international draughts",
            ),
        }
    }
}
