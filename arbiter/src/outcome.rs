//! What the board decided about a game and why: win, draw or undecided, the reason (a draw
//! clause of article 6 among them), and the ply.

use pdn::Ply;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// What the board decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeResult {
    /// White won on the board.
    WhiteWins,
    /// Black won on the board.
    BlackWins,
    /// Drawn by article 6.
    Draw,
    /// The record stops before the board decides (resignation, agreement, time, or a stopped replay).
    Undecided,
}

/// Why the board decided what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "ReasonName", from = "ReasonName")]
pub enum OutcomeReason {
    /// The side to move has no pieces (7.2.3).
    NoPieces,
    /// The side to move has no legal move (7.2.2).
    NoLegalMove,
    /// A draw clause of article 6 drew the game.
    Draw(DrawClause),
    /// The record ends while the game is still on.
    GameStopped,
    /// Replay stopped at an impossible move or could not start.
    ReplayStopped,
    /// The game was not replayed (unsupported variant).
    NotReplayed,
}

// `OutcomeReason` as the report writes it: one flat name (the JSON of schema version 1). Its
// doc comment is the schema's description.
#[derive(Clone, Copy, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "OutcomeReason")]
/// Why the board decided what it did.
enum ReasonName {
    /// The side to move has no pieces (7.2.3).
    NoPieces,
    /// The side to move has no legal move (7.2.2).
    NoLegalMove,
    /// The same position for the third time (6.1).
    ThreefoldRepetition,
    /// 25 moves each of kings only, without capture (6.2).
    TwentyFiveMoveRule,
    /// 16 moves each in a three-against-one ending (6.3).
    SixteenMoveRule,
    /// 5 moves each in the 6.3 ending with the lone king on the long diagonal (fmjd-2024).
    LongDiagonalRule,
    /// 5 moves each in a two-against-one ending (6.4).
    FiveMoveRule,
    /// The record ends while the game is still on.
    GameStopped,
    /// Replay stopped at an impossible move or could not start.
    ReplayStopped,
    /// The game was not replayed (unsupported variant).
    NotReplayed,
}

impl From<OutcomeReason> for ReasonName {
    fn from(reason: OutcomeReason) -> Self {
        match reason {
            OutcomeReason::NoPieces => ReasonName::NoPieces,
            OutcomeReason::NoLegalMove => ReasonName::NoLegalMove,
            OutcomeReason::Draw(DrawClause::ThreefoldRepetition) => ReasonName::ThreefoldRepetition,
            OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule) => ReasonName::TwentyFiveMoveRule,
            OutcomeReason::Draw(DrawClause::SixteenMoveRule) => ReasonName::SixteenMoveRule,
            OutcomeReason::Draw(DrawClause::LongDiagonalRule) => ReasonName::LongDiagonalRule,
            OutcomeReason::Draw(DrawClause::FiveMoveRule) => ReasonName::FiveMoveRule,
            OutcomeReason::GameStopped => ReasonName::GameStopped,
            OutcomeReason::ReplayStopped => ReasonName::ReplayStopped,
            OutcomeReason::NotReplayed => ReasonName::NotReplayed,
        }
    }
}

impl From<ReasonName> for OutcomeReason {
    fn from(name: ReasonName) -> Self {
        match name {
            ReasonName::NoPieces => OutcomeReason::NoPieces,
            ReasonName::NoLegalMove => OutcomeReason::NoLegalMove,
            ReasonName::ThreefoldRepetition => OutcomeReason::Draw(DrawClause::ThreefoldRepetition),
            ReasonName::TwentyFiveMoveRule => OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule),
            ReasonName::SixteenMoveRule => OutcomeReason::Draw(DrawClause::SixteenMoveRule),
            ReasonName::LongDiagonalRule => OutcomeReason::Draw(DrawClause::LongDiagonalRule),
            ReasonName::FiveMoveRule => OutcomeReason::Draw(DrawClause::FiveMoveRule),
            ReasonName::GameStopped => OutcomeReason::GameStopped,
            ReasonName::ReplayStopped => OutcomeReason::ReplayStopped,
            ReasonName::NotReplayed => OutcomeReason::NotReplayed,
        }
    }
}

impl JsonSchema for OutcomeReason {
    fn schema_name() -> Cow<'static, str> {
        ReasonName::schema_name()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        ReasonName::json_schema(generator)
    }
}

/// The outcome the board imposes, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Outcome {
    /// Win, draw or undecided.
    pub result: OutcomeResult,
    /// Why.
    pub reason: OutcomeReason,
    /// The ply after which the board decided (or where replay stopped).
    pub ply: Option<Ply>,
}

/// A draw clause of article 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DrawClause {
    /// 6.1.
    ThreefoldRepetition,
    /// 6.2.
    TwentyFiveMoveRule,
    /// 6.3.
    SixteenMoveRule,
    /// 6.3 with the lone king on the long diagonal (fmjd-2024).
    LongDiagonalRule,
    /// 6.4.
    FiveMoveRule,
}

impl DrawClause {
    /// The FMJD article.
    pub fn article(self) -> &'static str {
        match self {
            DrawClause::ThreefoldRepetition => "6.1",
            DrawClause::TwentyFiveMoveRule => "6.2",
            DrawClause::SixteenMoveRule | DrawClause::LongDiagonalRule => "6.3",
            DrawClause::FiveMoveRule => "6.4",
        }
    }

    /// The outcome reason when this clause draws the game.
    pub fn reason(self) -> OutcomeReason {
        OutcomeReason::Draw(self)
    }
}
