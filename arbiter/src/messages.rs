//! The sentences and finding records the referee writes: one place for how moves, outcomes and
//! alternatives are named. Articles go into a finding's `articles`, never into its sentence, so
//! every door (text report, JSON, page) says each article once.

use crate::l10n::say;
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::report::{DrawClause, Finding, FindingKind, Outcome, OutcomeReason, OutcomeResult};
use crate::resolve::side_name;
use pdn::{MoveToken, Ply};

/// Every move of a list, in full notation.
pub(crate) fn notations(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::full_notation).collect()
}

/// "32x23x12 or 32x21 or 3 more" for sentences.
pub(crate) fn alternatives(lang: Lang, moves: &[Move]) -> String {
    const SHOWN: usize = 4;
    let mut names: Vec<String> = moves.iter().take(SHOWN).map(Move::full_notation).collect();
    if moves.len() > SHOWN {
        names.push(say!(lang, "list-more", count = moves.len() - SHOWN));
    }
    names
        .into_iter()
        .reduce(|first, second| say!(lang, "list-or", first = first, second = second))
        .unwrap_or_default()
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
    lang: Lang,
    ply: Ply,
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
        message: say!(
            lang,
            "move-context",
            number = token.inferred_number.0,
            side = side_name(side, lang),
            message = message
        ),
        fen_before: Some(before.to_fen()),
        line: Some(token.span.line),
        column: Some(token.span.column),
        ..game_finding(kind, String::new(), &[])
    }
}

/// How the board ended the game, as a sentence ("White wins after ply 40: ...").
pub(crate) fn describe(lang: Lang, outcome: &Outcome) -> String {
    let who = match outcome.result {
        OutcomeResult::WhiteWins => say!(lang, "outcome-white-wins"),
        OutcomeResult::BlackWins => say!(lang, "outcome-black-wins"),
        OutcomeResult::Draw => say!(lang, "outcome-draw"),
        OutcomeResult::Undecided => say!(lang, "outcome-undecided"),
    };
    let why = match outcome.reason {
        OutcomeReason::NoPieces => say!(lang, "reason-no-pieces"),
        OutcomeReason::NoLegalMove => say!(lang, "reason-no-legal-move"),
        OutcomeReason::Draw(DrawClause::ThreefoldRepetition) => say!(lang, "reason-threefold"),
        OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule) => say!(lang, "reason-twenty-five"),
        OutcomeReason::Draw(DrawClause::SixteenMoveRule) => say!(lang, "reason-sixteen"),
        OutcomeReason::Draw(DrawClause::LongDiagonalRule) => say!(lang, "reason-long-diagonal"),
        OutcomeReason::Draw(DrawClause::FiveMoveRule) => say!(lang, "reason-five"),
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            String::new()
        }
    };
    match outcome.ply {
        Some(ply) => say!(lang, "outcome-at-ply", who = who, ply = ply.0, why = why),
        None => say!(lang, "outcome-plain", who = who, why = why),
    }
}

/// The articles of how a game ended.
pub(crate) fn end_articles(reason: OutcomeReason) -> &'static [&'static str] {
    match reason {
        OutcomeReason::NoPieces => &["7.2.3"],
        OutcomeReason::NoLegalMove => &["7.2.2"],
        OutcomeReason::Draw(DrawClause::ThreefoldRepetition) => &["6.1"],
        OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule) => &["6.2"],
        OutcomeReason::Draw(DrawClause::SixteenMoveRule | DrawClause::LongDiagonalRule) => &["6.3"],
        OutcomeReason::Draw(DrawClause::FiveMoveRule) => &["6.4"],
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            &[]
        }
    }
}
