//! What a finding's sentence says, as data: one variant per sentence the referee writes, with
//! everything it names that the finding itself does not hold (the move as written, the move
//! carried out and the moves required are the finding's own fields). `messages.rs` says it in a
//! language; nothing else turns a finding into words.

use crate::outcome::Outcome;
use crate::resolve::{Impossibility, Irregularity};
use crate::square::Color;
use crate::variant::EightByEight;
use pdn::{DiagnosticKind, Ply};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What a finding says, as data. In a report's JSON: an object tagged by `says`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "says", rename_all = "snake_case")]
// docs/report.md promises that kinds may be added: a match outside this crate keeps a `_` arm.
#[non_exhaustive]
pub enum Detail {
    /// The reader's problem with the text of the game (`parse_error`, `parse_warning`).
    Read {
        /// The 1-based index of the game in its file, as the reader counted it.
        game: usize,
        /// What the reader found.
        problem: DiagnosticKind,
    },
    /// A GameType other than international draughts (20): not checked.
    OtherGameType {
        /// The GameType tag as written.
        game_type: String,
    },
    /// A record without a GameType tag that only fits an 8x8 board: not checked.
    EightByEight {
        /// The family its squares suggest.
        board: EightByEight,
    },
    /// The FEN tag is no position (what is wrong is the FEN's own, read again when said).
    BadFenTag {
        /// The FEN as written.
        fen: String,
    },
    /// A `/FEN/` setup in the movetext: the game goes on from it.
    Setup {
        /// The ply after which it stands.
        after: Ply,
        /// The position set up.
        fen: String,
        /// The side to move in it.
        side: Color,
    },
    /// A `/FEN/` setup that is no position: replay stops.
    BadSetup {
        /// The FEN as written.
        fen: String,
    },
    /// A move that breaks a rule and stands (5.7): a missed capture, a capture of too few
    /// pieces, a man moving like a king, any other illegal move.
    Irregular {
        /// The rule it breaks.
        irregularity: Irregularity,
    },
    /// A move that cannot be carried out: replay stops.
    Impossible {
        /// Why.
        impossibility: Impossibility,
    },
    /// A notation that fits several moves taking different pieces; the finding's `played` is
    /// the one carried out and its `required` the moves it fits.
    Ambiguous {
        /// Whether the moves it fits are legal (else they are captures none of which is).
        legal: bool,
        /// Why the move carried out was taken.
        taken: AmbiguityChoice,
    },
    /// A legal move written in a form PDN 3.0 does not use.
    Notation {
        /// The form.
        form: NotationForm,
    },
    /// A move recorded after the game had ended.
    AfterEnd {
        /// How the board had ended it.
        end: Outcome,
    },
    /// Neither a Result tag nor a result at the end of the moves.
    MissingResult,
    /// The Result tag and the result at the end of the moves disagree.
    ResultTagMismatch {
        /// The tag's result as written.
        tag: String,
        /// The movetext's result as written.
        terminator: String,
    },
    /// A winner recorded who has no pieces left (7.2.3).
    WinnerWithoutPieces {
        /// The result as written.
        result: String,
        /// The side the record makes the winner.
        winner: Color,
        /// The plies replayed.
        after: u32,
    },
    /// The recorded result contradicts the board.
    ResultMismatch {
        /// The result as written.
        result: String,
        /// What the board decided.
        board: Outcome,
    },
    /// A result that is not one of the forms of international draughts.
    UnrecognisedResult {
        /// Where it is written.
        place: ResultPlace,
        /// As written.
        text: String,
    },
    /// A sentence said when the report was made, kept as it was: a report stored before
    /// findings were kept as data.
    Said {
        /// The sentence.
        message: String,
    },
}

impl Detail {
    /// Whether the sentence is about a move, said after its number and side ("move 12, Black:").
    pub fn is_about_a_move(&self) -> bool {
        matches!(
            self,
            Detail::Irregular { .. }
                | Detail::Impossible { .. }
                | Detail::Ambiguous { .. }
                | Detail::Notation { .. }
                | Detail::AfterEnd { .. }
        )
    }
}

/// Why one reading of an ambiguous notation was carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AmbiguityChoice {
    /// No move follows to tell the readings apart.
    LastMove,
    /// The rest of the game replays legally with it.
    RestReplays,
    /// The rest of the game replays furthest with it.
    ReplaysFurthest,
}

/// A form of a legal move that PDN 3.0 does not use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotationForm {
    /// Start, end, then the captured squares (the Hub protocol).
    CapturedSquares,
    /// A capture written with `-`.
    CaptureWithDash,
    /// A move that takes nothing written with `x`.
    MoveWithX,
}

/// Where a result is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResultPlace {
    /// The Result tag.
    Tag,
    /// The end of the movetext.
    Terminator,
}
