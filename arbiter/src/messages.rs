//! The sentences the referee writes, and the finding records they are said from: one place for
//! how moves, outcomes and alternatives are named. A finding keeps what it says as data
//! ([`Detail`]); [`Finding::message`] says it in a language, at output. Articles go into a
//! finding's `articles`, never into its sentence, so every door (text report, JSON, page) says
//! each article once.

use crate::article::Article;
use crate::detail::{AmbiguityChoice, Detail, NotationForm, ResultPlace};
use crate::diagnostic_text::read_sentence;
use crate::fen::parse_fen;
use crate::finding::{Finding, FindingKind};
use crate::l10n::say;
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::report::{DrawClause, Outcome, OutcomeReason, OutcomeResult};
use crate::resolve::side_name;
use pdn::{MoveToken, Ply, Span};

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
pub(crate) fn game_finding(kind: FindingKind, detail: Detail, articles: &[Article]) -> Finding {
    Finding {
        kind,
        severity: kind.severity(),
        ply: None,
        move_number: None,
        side: None,
        notation: None,
        detail,
        articles: articles.to_vec(),
        fen_before: None,
        played: None,
        required: Vec::new(),
        line: None,
        column: None,
    }
}

/// A finding on the move of `token` (written at `span`), played at `ply` from `before`; its
/// sentence starts with the move number and the side ("move 12, Black: ...").
pub(crate) fn finding_at_move(
    ply: Ply,
    before: &Position,
    token: &MoveToken<'_>,
    span: Span,
    kind: FindingKind,
    detail: Detail,
) -> Finding {
    Finding {
        ply: Some(ply),
        move_number: Some(token.inferred_number),
        side: Some(before.side_to_move()),
        notation: Some(written(token)),
        fen_before: Some(before.to_fen()),
        line: Some(span.line),
        column: Some(span.column),
        ..game_finding(kind, detail, &[])
    }
}

impl Finding {
    /// The finding's sentence in `lang`: what its detail says, after the move number and side
    /// when it is about a move.
    pub fn message(&self, lang: Lang) -> String {
        let sentence = self.sentence(lang);
        match (self.detail.is_about_a_move(), self.move_number, self.side) {
            (true, Some(number), Some(side)) => say!(
                lang,
                "move-context",
                number = number.0,
                side = side_name(side, lang),
                message = sentence
            ),
            _ => sentence,
        }
    }

    /// What the detail says, in `lang`.
    fn sentence(&self, lang: Lang) -> String {
        match &self.detail {
            Detail::Irregular { .. }
            | Detail::Impossible { .. }
            | Detail::Ambiguous { .. }
            | Detail::Notation { .. }
            | Detail::AfterEnd { .. } => self.move_sentence(lang),
            Detail::MissingResult
            | Detail::ResultTagMismatch { .. }
            | Detail::WinnerWithoutPieces { .. }
            | Detail::ResultMismatch { .. }
            | Detail::UnrecognisedResult { .. } => result_sentence(lang, &self.detail),
            Detail::Read {
                game,
                problem,
                whole_file,
            } => {
                let sentence = read_sentence(
                    lang,
                    *game,
                    self.line.unwrap_or(0),
                    self.column.unwrap_or(0),
                    self.move_number.zip(self.side),
                    problem,
                );
                if *whole_file {
                    say!(lang, "read-whole-file", what = sentence)
                } else {
                    sentence
                }
            }
            Detail::OtherGameType { game_type } => {
                say!(
                    lang,
                    "unsupported-game-type",
                    game_type = game_type.as_str()
                )
            }
            Detail::EightByEight { board } => board.message(lang),
            Detail::BadFenTag { fen } => say!(
                lang,
                "fen-tag-bad",
                fen = fen.as_str(),
                error = fen_error(lang, fen)
            ),
            Detail::Setup { after, fen, side } => say!(
                lang,
                "setup",
                ply = after.0,
                fen = fen.as_str(),
                side = side_name(*side, lang)
            ),
            Detail::BadSetup { fen } => say!(
                lang,
                "setup-bad-fen",
                fen = fen.as_str(),
                error = fen_error(lang, fen)
            ),
            Detail::Said { message } => message.clone(),
        }
    }

    /// What a finding on a move says: the move as written, what was played, what was required.
    fn move_sentence(&self, lang: Lang) -> String {
        let written = self.notation.as_deref().unwrap_or("");
        let played = self
            .played
            .as_ref()
            .map(Move::full_notation)
            .unwrap_or_default();
        let required = || alternatives(lang, &self.required);
        match &self.detail {
            Detail::Irregular { irregularity } => {
                let reason = irregularity.sentence(lang);
                match irregularity.kind() {
                    FindingKind::MissedCapture => {
                        say!(lang, "missed-capture", move = written, required = required())
                    }
                    FindingKind::NotMaximumCapture => say!(
                        lang,
                        "not-maximum",
                        move = written,
                        reason = reason,
                        required = required()
                    ),
                    FindingKind::PrematureKingMove => {
                        say!(lang, "premature-king", move = written, reason = reason)
                    }
                    _ => say!(lang, "illegal-move", move = written, reason = reason),
                }
            }
            Detail::Impossible { impossibility } => say!(
                lang,
                "impossible-move",
                move = written,
                reason = impossibility.sentence(lang)
            ),
            Detail::Ambiguous { legal, taken } => {
                let why = match taken {
                    AmbiguityChoice::LastMove => say!(lang, "ambiguous-why-last"),
                    AmbiguityChoice::RestReplays => say!(lang, "ambiguous-why-complete"),
                    AmbiguityChoice::ReplaysFurthest => say!(lang, "ambiguous-why-furthest"),
                };
                let count = self.required.len();
                if *legal {
                    say!(
                        lang,
                        "ambiguous",
                        move = written,
                        count = count,
                        readings = required(),
                        chosen = played,
                        why = why
                    )
                } else {
                    say!(
                        lang,
                        "ambiguous-irregular",
                        move = written,
                        count = count,
                        readings = required(),
                        chosen = played,
                        why = why
                    )
                }
            }
            Detail::Notation { form } => match form {
                NotationForm::CapturedSquares => {
                    say!(lang, "notation-hub", move = written, played = played)
                }
                NotationForm::CaptureWithDash => {
                    say!(lang, "notation-capture-with-dash", move = written)
                }
                NotationForm::MoveWithX => say!(lang, "notation-move-with-x", move = written),
            },
            Detail::AfterEnd { end } => {
                say!(lang, "after-end", move = written, end = describe(lang, end))
            }
            _ => String::new(),
        }
    }
}

/// What a finding on the recorded result says.
fn result_sentence(lang: Lang, detail: &Detail) -> String {
    match detail {
        Detail::MissingResult => say!(lang, "missing-result"),
        Detail::ResultTagMismatch { tag, terminator } => say!(
            lang,
            "result-tag-mismatch",
            tag = tag.as_str(),
            terminator = terminator.as_str()
        ),
        Detail::WinnerWithoutPieces {
            result,
            winner,
            after,
        } => say!(
            lang,
            "winner-without-pieces",
            result = result.as_str(),
            side = side_name(*winner, lang),
            ply = *after
        ),
        Detail::ResultMismatch { result, board } => say!(
            lang,
            "result-mismatch",
            result = result.as_str(),
            outcome = describe(lang, board)
        ),
        Detail::UnrecognisedResult { place, text } => {
            let source = match place {
                ResultPlace::Tag => "tag",
                ResultPlace::Terminator => "terminator",
            };
            say!(
                lang,
                "unrecognised-result",
                source = source,
                text = text.as_str()
            )
        }
        _ => String::new(),
    }
}

/// What is wrong with a FEN that is no position, in `lang`.
fn fen_error(lang: Lang, fen: &str) -> String {
    match parse_fen(fen) {
        Err(error) => error.sentence(lang),
        // Only FENs that failed to parse are kept as bad: a later, more lenient reader may
        // accept one, and then there is nothing to say about it.
        Ok(_) => String::new(),
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
pub(crate) fn end_articles(reason: OutcomeReason) -> &'static [Article] {
    match reason {
        OutcomeReason::NoPieces => &[Article::NO_PIECES],
        OutcomeReason::NoLegalMove => &[Article::NO_LEGAL_MOVE],
        OutcomeReason::Draw(DrawClause::ThreefoldRepetition) => &[Article::REPETITION],
        OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule) => &[Article::TWENTY_FIVE_MOVES],
        OutcomeReason::Draw(DrawClause::SixteenMoveRule | DrawClause::LongDiagonalRule) => {
            &[Article::SIXTEEN_MOVES]
        }
        OutcomeReason::Draw(DrawClause::FiveMoveRule) => &[Article::FIVE_MOVES],
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            &[]
        }
    }
}
