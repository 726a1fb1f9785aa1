//! Why a written move is not legal: one variant per reason, each knowing the FMJD articles it
//! breaks and writing its own sentence. Tests match these variants, never words in messages.

use crate::article::Article;
use crate::finding::FindingKind;
use crate::l10n::say;
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::{Piece, Role};
use crate::square::{Color, Square};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which of the mover's pieces had a capture when a capture was obligatory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Capturers {
    /// Only men could capture (4.2).
    Men,
    /// Only kings could capture (4.3).
    Kings,
    /// Men and kings could capture.
    Both,
}

/// A move that breaks a rule but can be carried out (RULES.md section 4): the referee flags it
/// and goes on from the position it produced (5.4, 5.7).
///
/// As data in a report (a finding's `detail`), an object tagged by `reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Irregularity {
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
    /// The same irregularity for another reading of the writing (another route of the same
    /// kind): the pieces it takes are that reading's.
    pub(crate) fn for_reading(self, mv: &Move) -> Self {
        match self {
            Self::FewerThanMaximum { most, .. } => Self::FewerThanMaximum {
                taken: mv.capture_count(),
                most,
            },
            Self::StoppedEarly { at, most, .. } => Self::StoppedEarly {
                at,
                taken: mv.capture_count(),
                most,
            },
            other => other,
        }
    }

    /// The kind of finding it is reported as.
    pub fn kind(self) -> FindingKind {
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
    pub fn articles(self) -> &'static [Article] {
        use Article as A;
        use Irregularity as I;
        match self {
            I::MissedCapture {
                capturers: Capturers::Men,
            } => &[A::MAN_CAPTURE, A::CAPTURE_NOT_MADE],
            I::MissedCapture {
                capturers: Capturers::Kings,
            } => &[A::KING_CAPTURE, A::CAPTURE_NOT_MADE],
            I::MissedCapture {
                capturers: Capturers::Both,
            } => &[A::MAN_CAPTURE, A::KING_CAPTURE, A::CAPTURE_NOT_MADE],
            I::FewerThanMaximum { .. } | I::StoppedEarly { .. } => &[A::MAJORITY, A::FEWER_TAKEN],
            I::ManMovesBackward { .. } | I::ManMovesTooFar { .. } => {
                &[A::MAN_MOVE, A::IRREGULAR_MOVE]
            }
            I::ManCapturesFromDistance { .. } => &[A::MAN_CAPTURE, A::IRREGULAR_MOVE],
            I::ManContinuesAsKing { .. } => &[A::PASSING_MAN, A::IRREGULAR_MOVE],
            I::JumpsOwnPiece => &[A::OWN_PIECE, A::IRREGULAR_MOVE],
            I::JumpsPieceTwice => &[A::JUMPED_ONCE, A::IRREGULAR_MOVE],
            I::JumpsTwoInLine => &[A::KING_CAPTURE, A::IRREGULAR_MOVE],
            I::NoSuchCapture | I::NoSuchMove => &[A::IRREGULAR_MOVE],
        }
    }
}

impl Irregularity {
    /// The reason in `lang`, as the end of a sentence ("...: it moves backward").
    pub fn sentence(self, lang: Lang) -> String {
        use Irregularity as I;
        match self {
            I::MissedCapture { .. } => say!(lang, "irr-missed-capture"),
            I::FewerThanMaximum { taken, most } => {
                say!(lang, "irr-fewer", taken = taken, most = most)
            }
            I::StoppedEarly { at, taken, most } => say!(
                lang,
                "irr-stopped",
                square = at.to_string(),
                taken = taken,
                most = most
            ),
            I::ManMovesBackward { man } => say!(lang, "irr-man-backward", square = man.to_string()),
            I::ManMovesTooFar { man } => say!(lang, "irr-man-too-far", square = man.to_string()),
            I::ManCapturesFromDistance { man } => {
                say!(lang, "irr-man-from-distance", square = man.to_string())
            }
            I::ManContinuesAsKing { man } => {
                say!(lang, "irr-man-as-king", square = man.to_string())
            }
            I::JumpsOwnPiece => say!(lang, "irr-own-piece"),
            I::JumpsPieceTwice => say!(lang, "irr-twice"),
            I::JumpsTwoInLine => say!(lang, "irr-two-in-line"),
            I::NoSuchCapture => say!(lang, "irr-no-such-capture"),
            I::NoSuchMove => say!(lang, "irr-no-such-move"),
        }
    }
}

/// The reason in English.
impl fmt::Display for Irregularity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence(Lang::En))
    }
}

/// Why a written move cannot be carried out on the board: replay stops (5.4.2, 5.4.5).
///
/// As data in a report (a finding's `detail`), an object tagged by `reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Impossibility {
    /// A square number outside 1..=50.
    OffBoard {
        /// The number written.
        number: u8,
    },
    /// More squares than any move can list.
    TooManySquares,
    /// Fewer than two squares.
    TooFewSquares,
    /// Nothing stands on the start square.
    NoPiece {
        /// The start square.
        square: Square,
    },
    /// The start square holds a piece of the side not to move.
    OpponentsPiece {
        /// The start square.
        square: Square,
        /// The piece on it.
        piece: Piece,
    },
    /// The piece would land on an occupied square.
    Occupied {
        /// The landing square.
        square: Square,
    },
    /// Two consecutive squares of the move are not on one diagonal.
    NotOnOneDiagonal {
        /// Where the leg starts.
        from: Square,
        /// Where it was to end.
        to: Square,
    },
    /// A leg that starts and ends on the same square.
    StaysOnSquare {
        /// The square.
        square: Square,
    },
    /// The record has `-` where a move should be.
    NotRecorded,
    /// The move is written in algebraic squares (`c3-d4`).
    Algebraic,
}

impl Impossibility {
    /// The FMJD articles that apply.
    pub fn articles(self) -> &'static [Article] {
        &[Article::IRREGULAR_MOVE, Article::IMPOSSIBLE_MOVE]
    }
}

/// The side's name in `lang` ("White").
pub(crate) fn side_name(side: Color, lang: Lang) -> String {
    match side {
        Color::White => say!(lang, "side-white"),
        Color::Black => say!(lang, "side-black"),
    }
}

impl Impossibility {
    /// The reason in `lang`, as the end of a sentence ("...: there is no piece on 33").
    pub fn sentence(self, lang: Lang) -> String {
        use Impossibility as I;
        match self {
            I::OffBoard { number } => say!(lang, "imp-off-board", number = number.to_string()),
            I::TooManySquares => say!(lang, "imp-too-many"),
            I::TooFewSquares => say!(lang, "imp-too-few"),
            I::NoPiece { square } => say!(lang, "imp-no-piece", square = square.to_string()),
            I::OpponentsPiece { square, piece } => {
                let kind = match (piece.color, piece.role) {
                    (Color::White, Role::Man) => "white-man",
                    (Color::White, Role::King) => "white-king",
                    (Color::Black, Role::Man) => "black-man",
                    (Color::Black, Role::King) => "black-king",
                };
                say!(
                    lang,
                    "imp-opponents-piece",
                    square = square.to_string(),
                    piece = kind,
                    side = side_name(piece.color.opponent(), lang)
                )
            }
            I::Occupied { square } => say!(lang, "imp-occupied", square = square.to_string()),
            I::NotOnOneDiagonal { from, to } => {
                say!(
                    lang,
                    "imp-not-diagonal",
                    from = from.to_string(),
                    to = to.to_string()
                )
            }
            I::StaysOnSquare { square } => say!(lang, "imp-stays", square = square.to_string()),
            I::NotRecorded => say!(lang, "imp-not-recorded"),
            I::Algebraic => say!(lang, "imp-algebraic"),
        }
    }
}

/// The reason in English.
impl fmt::Display for Impossibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence(Lang::En))
    }
}
