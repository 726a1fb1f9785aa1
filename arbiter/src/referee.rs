//! The referee: replays a recorded game ([`crate::replay`]) and reports what an arbiter would
//! conclude, comparing the recorded result with the board at the end.

use crate::article::Article;
use crate::detail::{Detail, ResultPlace};
use crate::finding::{Finding, FindingKind, Severity};
use crate::messages::{end_articles, game_finding};
use crate::normalize::RefereeNotation;
use crate::options::RefereeOptions;
use crate::position::Position;
use crate::replay::{ReplayedMove, replay};
use crate::report::{GameReport, OutcomeResult, RecordedResult, SourceLocation, Status, Tags};
use crate::square::Color;
use crate::variant::eight_by_eight;
use pdn::{Game, GameResult, Ply};

/// Referees one parsed game.
pub fn referee(game: &Game<'_>, options: &RefereeOptions) -> GameReport {
    referee_replaying(game, options, None)
}

/// Referees one parsed game and, from the same replay, decides how its main line is written
/// back ([`RefereeNotation`]): for writing the verdict into the game (annotated PDN) without
/// replaying it a second time.
pub fn referee_with_notation(
    game: &Game<'_>,
    options: &RefereeOptions,
) -> (GameReport, RefereeNotation) {
    let mut replayed = Vec::with_capacity(game.moves.len());
    let report = referee_replaying(game, options, Some(&mut replayed));
    (report, RefereeNotation::of_replay(game, replayed))
}

/// Referees one game; when `replayed` is given, every main-line move carried out is pushed to
/// it.
fn referee_replaying(
    game: &Game<'_>,
    options: &RefereeOptions,
    replayed: Option<&mut Vec<ReplayedMove>>,
) -> GameReport {
    referee_by(game, options, |report| {
        replay(game, options, report, replayed)
    })
}

/// Referees one game, its main line replayed by `run` (from the start, or resumed from an
/// earlier version of the game: [`crate::resume`]), which returns the final position when the
/// replay reached the end of the record.
pub(crate) fn referee_by(
    game: &Game<'_>,
    options: &RefereeOptions,
    run: impl FnOnce(&mut GameReport) -> Option<Position>,
) -> GameReport {
    let bytes = game
        .tags
        .iter()
        .map(|tag| tag.name.len() + tag.value.len())
        .sum();
    let mut tags = Tags::with_capacity(game.tags.len(), bytes);
    for tag in &game.tags {
        tags.insert_first(tag.name, &tag.value);
    }
    let mut report = GameReport {
        source: SourceLocation {
            line: game.line,
            offset: game.offset,
        },
        tags,
        ruleset: options.ruleset,
        moves: options.include_moves.then(Vec::new),
        played: options
            .keep_played
            .then(|| Vec::with_capacity(game.moves.len())),
        ..GameReport::empty(game.index)
    };

    for diagnostic in &game.diagnostics {
        let kind = if diagnostic.is_error() {
            FindingKind::ParseError
        } else {
            FindingKind::ParseWarning
        };
        let detail = Detail::Read {
            game: diagnostic.game,
            problem: diagnostic.kind.clone(),
            whole_file: false,
        };
        let mut finding = game_finding(kind, detail, &[]);
        finding.line = Some(diagnostic.line);
        finding.column = Some(diagnostic.column);
        place_on_its_move(game, &mut finding);
        report.findings.push(finding);
    }

    if !game.is_international() {
        let game_type = game.game_type().unwrap_or("").trim();
        let detail = Detail::OtherGameType {
            game_type: game_type.to_string(),
        };
        return not_checked(game, report, detail);
    }

    let read_findings = report.findings.len();
    let end = run(&mut report);
    let troubled = report.findings[read_findings..]
        .iter()
        .any(|f| matches!(f.kind, FindingKind::BadFen | FindingKind::ImpossibleMove));
    if troubled && let Some(variant) = eight_by_eight(game) {
        // Undo the 10x10 replay: only the reader's findings stay.
        report.findings.truncate(read_findings);
        let fresh = GameReport {
            source: report.source,
            tags: std::mem::take(&mut report.tags),
            ruleset: report.ruleset,
            findings: std::mem::take(&mut report.findings),
            moves: options.include_moves.then(Vec::new),
            played: options.keep_played.then(Vec::new),
            ..GameReport::empty(game.index)
        };
        return not_checked(game, fresh, Detail::EightByEight { board: variant });
    }
    check_result(game, end.as_ref(), &mut report);
    report.status = status(&report.findings);
    report
}

/// A reader's finding on a main-line move (a space inside it, a leading zero, ...) gets that
/// move's ply, number, side and notation, so that every door names the move ("move 12, Black:
/// ...") and the page lists it beside its move; findings elsewhere (in the tags, between
/// games) keep their line and column only. The token is the last one starting on the
/// finding's line at or before its column.
fn place_on_its_move(game: &Game<'_>, finding: &mut Finding) {
    let (Some(line), Some(column)) = (finding.line, finding.column) else {
        return;
    };
    if finding.ply.is_some() {
        return;
    }
    let Some(index) = game.move_at(line, column) else {
        return;
    };
    let token = &game.moves[index];
    if token.kind == pdn::MoveKind::Placeholder {
        return;
    }
    let plies_before = game.moves[..index]
        .iter()
        .filter(|m| m.kind != pdn::MoveKind::Placeholder)
        .count();
    finding.ply = u32::try_from(plies_before + 1).ok().map(Ply);
    finding.move_number = Some(token.inferred_number);
    finding.side = Some(match token.inferred_side {
        pdn::Side::White => Color::White,
        pdn::Side::Black => Color::Black,
    });
    finding.notation = Some(token.text.to_string());
}

/// A game of another variant: reported as such, not replayed.
fn not_checked(game: &Game<'_>, mut report: GameReport, detail: Detail) -> GameReport {
    report
        .findings
        .push(game_finding(FindingKind::UnsupportedVariant, detail, &[]));
    report.status = Status::UnsupportedVariant;
    report.recorded_result = recorded_result(game);
    report
}

/// The result the record gives: a known terminator, else a known Result tag (a `*` at the end of
/// the moves does not hide the tag's result), else an unrecognised one, else `*`.
fn recorded_result(game: &Game<'_>) -> Option<RecordedResult> {
    let tag = game
        .result_tag()
        .map(|(result, _, text)| (result, text.trim()))
        .filter(|(_, text)| !text.is_empty());
    let term = game.terminator.map(|t| (t.result, t.text));
    let known =
        |r: &(GameResult, &str)| !matches!(r.0, GameResult::Unknown | GameResult::Unrecognised);
    let unrecognised = |r: &(GameResult, &str)| r.0 == GameResult::Unrecognised;
    let (result, text) = term
        .filter(known)
        .or(tag.filter(known))
        .or(term.filter(unrecognised))
        .or(tag.filter(unrecognised))
        .or(term)
        .or(tag)?;
    Some(RecordedResult {
        text: text.to_string(),
        result,
    })
}

/// Compares the recorded result with the Result tag and with the board; `end` is the position
/// where the record ends (`None` when replay stopped short of it).
fn check_result(game: &Game<'_>, end: Option<&Position>, report: &mut GameReport) {
    report.recorded_result = recorded_result(game);
    check_written_results(game, &mut report.findings);
    let Some(recorded) = report.recorded_result.clone() else {
        return;
    };
    if recorded.result == GameResult::Unrecognised {
        return;
    }
    let finding = match board_result(report.outcome.result) {
        Some(expected) => against_the_board(&recorded, expected, report.outcome),
        None => winner_without_pieces(&recorded, end, report.plies),
    };
    report.findings.extend(finding);
}

/// Whether the result is one the board can decide or contradict.
fn known(result: GameResult) -> bool {
    !matches!(result, GameResult::Unknown | GameResult::Unrecognised)
}

/// The Result tag and the result ending the moves, one against the other and each against the
/// forms of international draughts.
fn check_written_results(game: &Game<'_>, findings: &mut Vec<Finding>) {
    let tag = game
        .result_tag()
        .filter(|(_, _, text)| !text.trim().is_empty());
    let terminator = game.terminator;
    match (tag, terminator) {
        (None, None) => findings.push(game_finding(
            FindingKind::MissingResult,
            Detail::MissingResult,
            &[],
        )),
        (Some((tag_result, _, tag_text)), Some(term))
            if known(tag_result) && known(term.result) && tag_result != term.result =>
        {
            findings.push(game_finding(
                FindingKind::ResultTagMismatch,
                Detail::ResultTagMismatch {
                    tag: tag_text.trim().to_string(),
                    terminator: term.text.to_string(),
                },
                &[],
            ));
        }
        _ => {}
    }
    // One finding for a result no form matches: the terminator's, else the tag's.
    if let Some(term) = terminator.filter(|t| t.result == GameResult::Unrecognised) {
        drop_reader_echo(findings, term.text);
        findings.push(unrecognised(term.text, ResultPlace::Terminator));
    } else if let Some((_, _, text)) = tag.filter(|t| t.0 == GameResult::Unrecognised) {
        findings.push(unrecognised(text.trim(), ResultPlace::Tag));
    }
}

/// One problem, one finding: the reader's warning that the text ending the moves is no result
/// says what the referee's `unrecognised_result` says. Its error (under `--strict`) stays: it
/// decides the verdict there.
fn drop_reader_echo(findings: &mut Vec<Finding>, text: &str) {
    findings.retain(|f| {
        let echo = matches!(
            &f.detail,
            Detail::Read {
                problem: pdn::DiagnosticKind::UnrecognisedResult { found },
                ..
            } if found == text
        );
        !(echo && f.kind == FindingKind::ParseWarning)
    });
}

/// The result the board decided, `None` while it has not.
fn board_result(result: OutcomeResult) -> Option<GameResult> {
    match result {
        OutcomeResult::WhiteWins => Some(GameResult::WhiteWins),
        OutcomeResult::BlackWins => Some(GameResult::BlackWins),
        OutcomeResult::Draw => Some(GameResult::Draw),
        OutcomeResult::Undecided => None,
    }
}

/// A win or a draw recorded that the board decided otherwise.
fn against_the_board(
    recorded: &RecordedResult,
    expected: GameResult,
    board: crate::report::Outcome,
) -> Option<Finding> {
    let comparable = matches!(
        recorded.result,
        GameResult::WhiteWins | GameResult::BlackWins | GameResult::Draw
    );
    if !comparable || recorded.result == expected {
        return None;
    }
    let mut finding = game_finding(
        FindingKind::ResultMismatch,
        Detail::ResultMismatch {
            result: recorded.text.clone(),
            board,
        },
        end_articles(board.reason),
    );
    finding.ply = board.ply;
    finding.notation = Some(recorded.text.clone());
    Some(finding)
}

/// The board has not decided, but a winner with no pieces left cannot be (7.2.3).
fn winner_without_pieces(
    recorded: &RecordedResult,
    end: Option<&Position>,
    plies: u32,
) -> Option<Finding> {
    let winner = match recorded.result {
        GameResult::WhiteWins => Color::White,
        GameResult::BlackWins => Color::Black,
        _ => return None,
    };
    if !end?.pieces(winner).is_empty() {
        return None;
    }
    let mut finding = game_finding(
        FindingKind::ResultMismatch,
        Detail::WinnerWithoutPieces {
            result: recorded.text.clone(),
            winner,
            after: plies,
        },
        &[Article::NO_PIECES],
    );
    finding.ply = Some(Ply(plies));
    finding.notation = Some(recorded.text.clone());
    Some(finding)
}

/// A result written at `place` that is no result of international draughts.
fn unrecognised(text: &str, place: ResultPlace) -> Finding {
    let detail = Detail::UnrecognisedResult {
        place,
        text: text.to_string(),
    };
    game_finding(FindingKind::UnrecognisedResult, detail, &[])
}

/// The verdict from the findings.
fn status(findings: &[Finding]) -> Status {
    let errors = findings.iter().filter(|f| f.severity == Severity::Error);
    let mut status = Status::Valid;
    for finding in errors {
        let this = if finding.kind == FindingKind::ParseError {
            Status::Unparsable
        } else if finding.kind.is_irregular_move() {
            Status::Irregular
        } else {
            Status::Invalid
        };
        status = status.max(this);
    }
    status
}

/// Reads every game of a PDN text and referees it, in order.
pub fn check_pdn(
    bytes: &[u8],
    read: &pdn::ReadOptions,
    options: &RefereeOptions,
) -> Vec<GameReport> {
    let mut reports = Vec::new();
    let mut reader = pdn::Reader::with_options(bytes, *read);
    // Reading from memory cannot fail.
    while let Ok(Some(game)) = reader.next_game() {
        reports.push(referee(&game, options));
    }
    reports
}
