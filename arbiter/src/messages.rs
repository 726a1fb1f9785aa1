//! The sentences and finding records the referee writes: one place for how moves, outcomes and
//! alternatives are named. Articles go into a finding's `articles`, never into its sentence, so
//! every door (text report, JSON, page) says each article once.

use crate::moves::Move;
use crate::position::Position;
use crate::report::{Finding, FindingKind, Outcome, OutcomeReason, OutcomeResult};
use pdn::MoveToken;

/// Every move of a list, in full notation.
pub(crate) fn notations(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::full_notation).collect()
}

/// "32x23x12 or 32x21 (and 3 more)" for sentences.
pub(crate) fn alternatives(moves: &[Move]) -> String {
    const SHOWN: usize = 4;
    let mut names: Vec<String> = moves.iter().take(SHOWN).map(Move::full_notation).collect();
    if moves.len() > SHOWN {
        names.push(format!("{} more", moves.len() - SHOWN));
    }
    names.join(" or ")
}

/// The written squares of a token as a notation for messages (`32x23x12`), its text otherwise.
pub(crate) fn written(token: &MoveToken<'_>) -> String {
    token.text.split_whitespace().collect::<Vec<_>>().join("")
}

/// A finding about the game as a whole.
pub(crate) fn game_finding(kind: FindingKind, message: String, articles: &[&str]) -> Finding {
    Finding {
        kind,
        severity: kind.severity(),
        ply: None,
        move_number: None,
        side: None,
        notation: None,
        message,
        articles: articles.iter().map(|a| a.to_string()).collect(),
        fen_before: None,
        played: None,
        required: Vec::new(),
        line: None,
        column: None,
    }
}

/// A finding on the move of `token`, played at `ply` from `before`; its sentence starts with
/// the move number and the side ("move 12, Black: ...").
pub(crate) fn finding_at_move(
    ply: u32,
    before: &Position,
    token: &MoveToken<'_>,
    kind: FindingKind,
    message: String,
) -> Finding {
    let side = before.side_to_move();
    Finding {
        ply: Some(ply),
        move_number: Some(token.inferred_number),
        side: Some(side),
        notation: Some(written(token)),
        message: format!("move {}, {side}: {message}", token.inferred_number),
        fen_before: Some(before.to_fen()),
        line: Some(token.span.line),
        column: Some(token.span.column),
        ..game_finding(kind, String::new(), &[])
    }
}

/// How the board ended the game, as a sentence ("White wins after ply 40: ...").
pub(crate) fn describe(outcome: &Outcome) -> String {
    let who = match outcome.result {
        OutcomeResult::WhiteWins => "White wins",
        OutcomeResult::BlackWins => "Black wins",
        OutcomeResult::Draw => "the game is drawn",
        OutcomeResult::Undecided => "the game is undecided",
    };
    let why = match outcome.reason {
        OutcomeReason::NoPieces => "the loser has no pieces left",
        OutcomeReason::NoLegalMove => "the loser has no legal move",
        OutcomeReason::ThreefoldRepetition => "the same position occurred for the third time",
        OutcomeReason::TwentyFiveMoveRule => "only kings moved for 25 moves each without a capture",
        OutcomeReason::SixteenMoveRule => "16 moves each were played in a three-against-one ending",
        OutcomeReason::LongDiagonalRule => {
            "5 moves each were played with the lone king on the long diagonal (rule of fmjd-2024)"
        }
        OutcomeReason::FiveMoveRule => "5 moves each were played in a two-against-one ending",
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            ""
        }
    };
    match outcome.ply {
        Some(ply) => format!("{who} after ply {ply}: {why}"),
        None => format!("{who}: {why}"),
    }
}

/// The articles of how a game ended.
pub(crate) fn end_articles(reason: OutcomeReason) -> &'static [&'static str] {
    match reason {
        OutcomeReason::NoPieces => &["7.2.3"],
        OutcomeReason::NoLegalMove => &["7.2.2"],
        OutcomeReason::ThreefoldRepetition => &["6.1"],
        OutcomeReason::TwentyFiveMoveRule => &["6.2"],
        OutcomeReason::SixteenMoveRule | OutcomeReason::LongDiagonalRule => &["6.3"],
        OutcomeReason::FiveMoveRule => &["6.4"],
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            &[]
        }
    }
}
