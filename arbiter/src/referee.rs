//! The referee: replays a recorded game move by move and reports what an arbiter would conclude.
//!
//! Each written move is resolved against the legal moves ([`crate::resolve`]). An irregular move
//! that can be carried out is flagged and replay goes on from the position it produced (5.4,
//! 5.7); an impossible one stops replay. After every move the referee checks the end of the game
//! (no pieces, no legal move: 7.2) before the draw clauses (article 6, [`crate::draw_rules`]), so
//! a win comes before a draw. At the end it compares the recorded result with the board.

use crate::draw_rules::{DrawTracker, MoveFacts};
use crate::fen::parse_fen;
use crate::movegen::Duplicates;
use crate::moves::{Move, MoveList};
use crate::position::{Position, Role};
use crate::report::{
    Finding, FindingKind, GameReport, Outcome, OutcomeReason, OutcomeResult, PlayedMove,
    RecordedOutcome, RecordedResult, Ruleset, Severity, SourceLocation, Status, Tags,
};
use crate::resolve::{Reading, Resolution, resolve};
use crate::square::Color;
use pdn::{Game, GameResult, Line, MoveKind, MoveToken};

/// How to referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefereeOptions {
    /// The draw rules in force.
    pub ruleset: Ruleset,
    /// Keep the moves as carried out in the report (for diagrams).
    pub include_moves: bool,
    /// Most plies replayed while looking ahead to resolve ambiguous notations, per game.
    pub lookahead_budget: u32,
}

impl Default for RefereeOptions {
    fn default() -> RefereeOptions {
        RefereeOptions {
            ruleset: Ruleset::default(),
            include_moves: false,
            lookahead_budget: 20_000,
        }
    }
}

/// How many ambiguous notations deep the lookahead tries alternatives before taking the first.
const LOOKAHEAD_DEPTH: u8 = 6;

/// A legal move list that most often holds a handful of moves: notations for messages.
fn notations(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::full_notation).collect()
}

/// "32x23x12 or 32x21x... (and 3 more)" for sentences.
fn alternatives(moves: &[Move]) -> String {
    const SHOWN: usize = 4;
    let mut names: Vec<String> = moves.iter().take(SHOWN).map(Move::full_notation).collect();
    if moves.len() > SHOWN {
        names.push(format!("{} more", moves.len() - SHOWN));
    }
    names.join(" or ")
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The written squares of a token as a notation for messages (`32x23x12`), its text otherwise.
fn written(token: &MoveToken<'_>) -> String {
    token.text.split_whitespace().collect::<Vec<_>>().join("")
}

/// How a replay of the rest of the game goes with a candidate: the number of moves replayed
/// before the first irregular or impossible one (all of them when none).
fn lookahead(
    mut position: Position,
    tokens: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> usize {
    let mut legal = MoveList::new();
    let mut candidates = MoveList::new();
    for (i, token) in tokens.iter().enumerate() {
        match token.kind {
            MoveKind::Placeholder => continue,
            MoveKind::Numeric => {}
            MoveKind::Alphanumeric | MoveKind::Unknown => return i,
        }
        if *budget == 0 {
            return i;
        }
        *budget -= 1;
        position.generate_moves(&mut legal, Duplicates::Drop);
        let chosen = match resolve(&position, &legal, &token.squares, &mut candidates) {
            Resolution::Legal { .. } if candidates.len() == 1 => candidates[0],
            Resolution::Legal { .. } => {
                if depth == 0 {
                    candidates[0]
                } else {
                    best_candidate(&position, &candidates, &tokens[i + 1..], budget, depth - 1).0
                }
            }
            _ => return i,
        };
        position = position.play(&chosen);
    }
    tokens.len()
}

/// The candidate under which the most of the rest replays legally (the first on a tie), and
/// whether that rest replays completely.
fn best_candidate(
    position: &Position,
    candidates: &[Move],
    rest: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> (Move, bool) {
    let mut best = (candidates[0], 0, false);
    for (i, mv) in candidates.iter().enumerate() {
        let score = lookahead(position.play(mv), rest, budget, depth);
        if i == 0 || score > best.1 {
            best = (*mv, score, score == rest.len());
        }
    }
    (best.0, best.2)
}

/// Builds findings with the context of the current move.
struct MoveContext<'t> {
    ply: u32,
    move_number: u32,
    side: Color,
    token: &'t MoveToken<'t>,
    /// The position before the move (its FEN is written only into findings).
    before: Position,
}

impl MoveContext<'_> {
    fn finding(&self, kind: FindingKind, message: String, articles: &[&str]) -> Finding {
        Finding {
            kind,
            severity: kind.severity(),
            ply: Some(self.ply),
            move_number: Some(self.move_number),
            side: Some(self.side),
            notation: Some(written(self.token)),
            message: format!(
                "move {}, {}: {}",
                self.move_number,
                side_name(self.side),
                message
            ),
            articles: articles.iter().map(|a| a.to_string()).collect(),
            fen_before: Some(self.before.to_fen()),
            played: None,
            required: Vec::new(),
            line: Some(self.token.span.line),
            column: Some(self.token.span.column),
        }
    }
}

fn game_finding(kind: FindingKind, message: String, articles: &[&str]) -> Finding {
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

fn recorded(result: GameResult) -> RecordedOutcome {
    match result {
        GameResult::WhiteWins => RecordedOutcome::WhiteWins,
        GameResult::BlackWins => RecordedOutcome::BlackWins,
        GameResult::Draw => RecordedOutcome::Draw,
        GameResult::BothLose => RecordedOutcome::BothLose,
        GameResult::Unknown => RecordedOutcome::Unknown,
        GameResult::Unrecognised => RecordedOutcome::Unrecognised,
    }
}

/// Why the game is over in `position` (the side to move has lost), if it is.
fn game_over(position: &Position, legal: &MoveList) -> Option<(OutcomeResult, OutcomeReason)> {
    let loser = position.side_to_move();
    let winner = match loser {
        Color::White => OutcomeResult::BlackWins,
        Color::Black => OutcomeResult::WhiteWins,
    };
    if position.pieces(loser).is_empty() {
        Some((winner, OutcomeReason::NoPieces))
    } else if legal.is_empty() {
        Some((winner, OutcomeReason::NoLegalMove))
    } else {
        None
    }
}

fn describe(outcome: &Outcome) -> String {
    let who = match outcome.result {
        OutcomeResult::WhiteWins => "White wins",
        OutcomeResult::BlackWins => "Black wins",
        OutcomeResult::Draw => "the game is drawn",
        OutcomeResult::Undecided => "the game is undecided",
    };
    let why = match outcome.reason {
        OutcomeReason::NoPieces => "the loser has no pieces left (art. 7.2.3)",
        OutcomeReason::NoLegalMove => "the loser has no legal move (art. 7.2.2)",
        OutcomeReason::ThreefoldRepetition => {
            "the same position occurred for the third time (art. 6.1)"
        }
        OutcomeReason::TwentyFiveMoveRule => {
            "only kings moved for 25 moves each without a capture (art. 6.2)"
        }
        OutcomeReason::SixteenMoveRule => {
            "16 moves each were played in a three-against-one ending (art. 6.3)"
        }
        OutcomeReason::LongDiagonalRule => {
            "5 moves each were played with the lone king on the long diagonal (art. 6.3, fmjd-2024)"
        }
        OutcomeReason::FiveMoveRule => {
            "5 moves each were played in a two-against-one ending (art. 6.4)"
        }
        OutcomeReason::GameStopped | OutcomeReason::ReplayStopped | OutcomeReason::NotReplayed => {
            ""
        }
    };
    match outcome.ply {
        Some(ply) => format!("{who} after ply {ply}: {why}"),
        None => format!("{who}: {why}"),
    }
}

fn end_articles(reason: OutcomeReason) -> &'static [&'static str] {
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

/// Referees one parsed game.
pub fn referee(game: &Game<'_>, options: &RefereeOptions) -> GameReport {
    let mut tags = Tags::default();
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
        ..GameReport::empty(game.index)
    };

    for diagnostic in &game.diagnostics {
        let kind = if diagnostic.is_error() {
            FindingKind::ParseError
        } else {
            FindingKind::ParseWarning
        };
        let mut finding = game_finding(kind, diagnostic.to_string(), &[]);
        finding.line = Some(diagnostic.line);
        finding.column = Some(diagnostic.column);
        report.findings.push(finding);
    }

    if !game.is_international() {
        let game_type = game.game_type().unwrap_or("").trim();
        report.findings.push(game_finding(
            FindingKind::UnsupportedVariant,
            format!(
                "GameType {game_type} is not international draughts (20): the game was not checked"
            ),
            &[],
        ));
        report.status = Status::UnsupportedVariant;
        report.recorded_result = recorded_result(game);
        return report;
    }

    replay(game, options, &mut report, None);
    check_result(game, &mut report);
    report.status = status(&report.findings);
    report
}

fn recorded_result(game: &Game<'_>) -> Option<RecordedResult> {
    if let Some(term) = game.terminator {
        return Some(RecordedResult {
            text: term.text.to_string(),
            result: recorded(term.result),
        });
    }
    let (result, _, text) = game.result_tag()?;
    let text = text.trim();
    (!text.is_empty()).then(|| RecordedResult {
        text: text.to_string(),
        result: recorded(result),
    })
}

/// A main-line move as carried out, for writing the game back ([`crate::normalize`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ReplayedMove {
    /// Index of the token in the main line.
    pub token: usize,
    /// The move carried out.
    pub mv: Move,
    /// Whether the move was legal.
    pub legal: bool,
    /// Whether another legal move has the same start and end (so `from x to` is ambiguous).
    pub short_is_ambiguous: bool,
}

/// Replays the main line; when `replayed` is given, every move carried out is pushed to it.
pub(crate) fn replay(
    game: &Game<'_>,
    options: &RefereeOptions,
    report: &mut GameReport,
    mut replayed: Option<&mut Vec<ReplayedMove>>,
) {
    let start = match game.fen() {
        None => Position::start(),
        Some(fen) => match parse_fen(fen) {
            Ok(position) => position,
            Err(error) => {
                report.findings.push(game_finding(
                    FindingKind::BadFen,
                    format!("the FEN tag `{}` is not a position: {error}", fen.trim()),
                    &[],
                ));
                report.outcome = Outcome {
                    result: OutcomeResult::Undecided,
                    reason: OutcomeReason::ReplayStopped,
                    ply: Some(0),
                };
                return;
            }
        },
    };
    report.start_fen = Some(start.to_fen());

    let mut position = start;
    let mut ply: u32 = 0;
    let mut tracker = DrawTracker::new(options.ruleset, &position, 0);
    let mut legal = MoveList::new();
    let mut candidates = MoveList::new();
    position.generate_moves(&mut legal, Duplicates::Drop);
    let mut decided: Option<Outcome> =
        game_over(&position, &legal).map(|(result, reason)| Outcome {
            result,
            reason,
            ply: Some(0),
        });
    let mut stopped = false;
    let mut budget = options.lookahead_budget;
    let mut setups = game
        .setups
        .iter()
        .filter(|s| s.line == Line::Main)
        .peekable();
    let tokens = &game.moves;

    for i in 0..=tokens.len() {
        while let Some(setup) = setups.next_if(|s| s.before <= i) {
            match parse_fen(setup.fen) {
                Ok(next) => {
                    position = next;
                    let mut finding = game_finding(
                        FindingKind::Setup,
                        format!(
                            "a setup /FEN/ after ply {ply}: the game continues from {} with {} to move",
                            next.to_fen(),
                            side_name(next.side_to_move())
                        ),
                        &[],
                    );
                    finding.ply = Some(ply + 1);
                    finding.line = Some(setup.span.line);
                    finding.column = Some(setup.span.column);
                    report.findings.push(finding);
                    tracker.restart(&position, ply);
                    position.generate_moves(&mut legal, Duplicates::Drop);
                    decided = game_over(&position, &legal).map(|(result, reason)| Outcome {
                        result,
                        reason,
                        ply: Some(ply),
                    });
                }
                Err(error) => {
                    let mut finding = game_finding(
                        FindingKind::BadFen,
                        format!(
                            "the setup /FEN \"{}\"/ is not a position: {error}; replay stops here",
                            setup.fen.trim()
                        ),
                        &[],
                    );
                    finding.ply = Some(ply + 1);
                    finding.line = Some(setup.span.line);
                    finding.column = Some(setup.span.column);
                    report.findings.push(finding);
                    stopped = true;
                }
            }
            if stopped {
                break;
            }
        }
        if stopped {
            break;
        }
        let Some(token) = tokens.get(i) else { break };
        if token.kind == MoveKind::Placeholder {
            continue;
        }
        let mover = position.side_to_move();
        let context = MoveContext {
            ply: ply + 1,
            move_number: token.inferred_number,
            side: mover,
            token,
            before: position,
        };
        if let Some(end) = decided {
            let finding = context.finding(
                FindingKind::MovesAfterGameEnd,
                format!(
                    "{} was recorded after the game had ended: {}",
                    written(token),
                    describe(&end)
                ),
                end_articles(end.reason),
            );
            report.findings.push(finding);
            break;
        }
        let outcome_of_move = match token.kind {
            MoveKind::Unknown => Err("the move was not recorded (`-`)".to_string()),
            MoveKind::Alphanumeric => Err(
                "it is written in algebraic squares, not the numbers of international draughts"
                    .to_string(),
            ),
            _ => Ok(()),
        };
        let resolution = match outcome_of_move {
            Err(reason) => Resolution::Impossible { reason },
            Ok(()) => resolve(&position, &legal, &token.squares, &mut candidates),
        };
        let mv = match resolution {
            Resolution::Legal { reading } => {
                let mv = if candidates.len() == 1 {
                    candidates[0]
                } else {
                    let (chosen, complete) = best_candidate(
                        &position,
                        &candidates,
                        &tokens[i + 1..],
                        &mut budget,
                        LOOKAHEAD_DEPTH,
                    );
                    let why = if i + 1 == tokens.len() {
                        "no move follows to tell them apart"
                    } else if complete {
                        "the rest of the game replays legally with it"
                    } else {
                        "the rest of the game replays furthest with it"
                    };
                    let mut finding = context.finding(
                        FindingKind::AmbiguousNotation,
                        format!(
                            "{} fits {} legal moves that take different pieces ({}); {} was taken: {why} (PDN 3.0 requires every landing square then)",
                            written(token),
                            candidates.len(),
                            alternatives(&candidates),
                            chosen.full_notation()
                        ),
                        &[],
                    );
                    finding.played = Some(chosen.full_notation());
                    finding.required = notations(&candidates);
                    report.findings.push(finding);
                    chosen
                };
                note_notation(&context, token, &mv, reading, report);
                mv
            }
            Resolution::Irregular {
                kind,
                mv,
                reason,
                articles,
            } => {
                let (message, articles): (String, &[&str]) = match kind {
                    FindingKind::MissedCapture => (
                        format!(
                            "{} was played while {} was obligatory",
                            written(token),
                            alternatives(&legal)
                        ),
                        capture_articles(&position, &legal),
                    ),
                    FindingKind::NotMaximumCapture => (
                        format!(
                            "{} takes fewer pieces than the majority rule demands: {reason}; required: {}",
                            written(token),
                            alternatives(&legal)
                        ),
                        articles,
                    ),
                    FindingKind::PrematureKingMove => (
                        format!("{} is not allowed: {reason}", written(token)),
                        articles,
                    ),
                    _ => (
                        format!("{} is not a legal move: {reason}", written(token)),
                        articles,
                    ),
                };
                let mut finding = context.finding(kind, message, articles);
                finding.played = Some(mv.full_notation());
                finding.required = notations(&legal);
                report.findings.push(finding);
                mv
            }
            Resolution::Impossible { reason } => {
                let mut finding = context.finding(
                    FindingKind::ImpossibleMove,
                    format!(
                        "{} cannot be carried out: {reason}; replay stops here",
                        written(token)
                    ),
                    &["5.4.2", "5.4.5"],
                );
                finding.required = notations(&legal);
                report.findings.push(finding);
                stopped = true;
                break;
            }
        };

        if let Some(out) = replayed.as_deref_mut() {
            let same_ends = legal
                .iter()
                .filter(|m| m.from() == mv.from() && m.to() == mv.to())
                .count();
            let legal_move = legal.iter().any(|m| m.same_as(&mv));
            out.push(ReplayedMove {
                token: i,
                mv,
                legal: legal_move,
                short_is_ambiguous: same_ends > 1,
            });
        }
        let man_moved = position.piece_at(mv.from()).map(|p| p.role) == Some(Role::Man);
        if let Some(moves) = report.moves.as_mut() {
            moves.push(PlayedMove {
                ply: ply + 1,
                move_number: token.inferred_number,
                side: mover,
                notation: written(token),
                played: mv.full_notation(),
                from: mv.from().number(),
                to: mv.to().number(),
                captured: mv.captured().iter().map(|s| s.number()).collect(),
                fen_before: context.before.to_fen(),
            });
        }
        position = position.play(&mv);
        ply += 1;
        position.generate_moves(&mut legal, Duplicates::Drop);
        if let Some((result, reason)) = game_over(&position, &legal) {
            decided = Some(Outcome {
                result,
                reason,
                ply: Some(ply),
            });
        } else if let Some(clause) = tracker.after_move(
            MoveFacts {
                man_moved,
                captured: mv.is_capture(),
            },
            &position,
            ply,
        ) {
            decided = Some(Outcome {
                result: OutcomeResult::Draw,
                reason: clause.reason(),
                ply: Some(ply),
            });
        }
    }

    report.plies = ply;
    report.final_fen = Some(position.to_fen());
    report.outcome = match (stopped, decided) {
        (true, _) => Outcome {
            result: OutcomeResult::Undecided,
            reason: OutcomeReason::ReplayStopped,
            ply: Some(ply),
        },
        (false, Some(outcome)) => outcome,
        (false, None) => Outcome {
            result: OutcomeResult::Undecided,
            reason: OutcomeReason::GameStopped,
            ply: Some(ply),
        },
    };
    let running = report.outcome.reason == OutcomeReason::GameStopped;
    report.draw_counts = tracker.finish(ply, running);
}

/// The articles that make a capture obligatory: 4.2 for men, 4.3 for kings.
fn capture_articles(position: &Position, legal: &MoveList) -> &'static [&'static str] {
    let role = |m: &Move| position.piece_at(m.from()).map(|p| p.role);
    let men = legal.iter().any(|m| role(m) == Some(Role::Man));
    let kings = legal.iter().any(|m| role(m) == Some(Role::King));
    match (men, kings) {
        (true, false) => &["4.2", "5.4.6"],
        (false, true) => &["4.3", "5.4.6"],
        _ => &["4.2", "4.3", "5.4.6"],
    }
}

/// Notes a legal move written in a form PDN 3.0 does not use.
fn note_notation(
    context: &MoveContext<'_>,
    token: &MoveToken<'_>,
    mv: &Move,
    reading: Reading,
    report: &mut GameReport,
) {
    let capture_sep = token.written_as_capture();
    let note = if reading == Reading::Hub {
        Some(format!(
            "{} lists the captured squares (Hub style); read as {}",
            written(token),
            mv.full_notation()
        ))
    } else if mv.is_capture() && !capture_sep && token.separator != pdn::Separator::None {
        Some(format!(
            "the capture {} is written with `-`",
            written(token)
        ))
    } else if !mv.is_capture() && capture_sep {
        Some(format!(
            "the move {} is written as a capture",
            written(token)
        ))
    } else {
        None
    };
    if let Some(message) = note {
        let mut finding = context.finding(FindingKind::NonstandardNotation, message, &[]);
        finding.played = Some(mv.full_notation());
        report.findings.push(finding);
    }
}

/// Compares the recorded result with the Result tag and with the board.
fn check_result(game: &Game<'_>, report: &mut GameReport) {
    let tag = game
        .result_tag()
        .filter(|(_, _, text)| !text.trim().is_empty());
    let terminator = game.terminator;
    report.recorded_result = recorded_result(game);

    match (tag, terminator) {
        (None, None) => report.findings.push(game_finding(
            FindingKind::MissingResult,
            "the game has no result: neither a Result tag nor a result at the end of the moves"
                .to_string(),
            &[],
        )),
        (Some((tag_result, _, tag_text)), Some(term)) => {
            let known =
                |r: GameResult| !matches!(r, GameResult::Unknown | GameResult::Unrecognised);
            if known(tag_result) && known(term.result) && tag_result != term.result {
                report.findings.push(game_finding(
                    FindingKind::ResultTagMismatch,
                    format!(
                        "the Result tag says {} but the moves end with {}",
                        tag_text.trim(),
                        term.text
                    ),
                    &[],
                ));
            }
            if tag_result == GameResult::Unrecognised && term.result != GameResult::Unrecognised {
                report
                    .findings
                    .push(unrecognised(tag_text.trim(), "Result tag"));
            }
        }
        _ => {}
    }
    let Some(recorded) = report.recorded_result.clone() else {
        return;
    };
    if recorded.result == RecordedOutcome::Unrecognised {
        let source = if terminator.is_some() {
            "result at the end of the moves"
        } else {
            "Result tag"
        };
        report.findings.push(unrecognised(&recorded.text, source));
        return;
    }
    let board = report.outcome;
    let expected = match board.result {
        OutcomeResult::WhiteWins => RecordedOutcome::WhiteWins,
        OutcomeResult::BlackWins => RecordedOutcome::BlackWins,
        OutcomeResult::Draw => RecordedOutcome::Draw,
        OutcomeResult::Undecided => return,
    };
    let comparable = matches!(
        recorded.result,
        RecordedOutcome::WhiteWins | RecordedOutcome::BlackWins | RecordedOutcome::Draw
    );
    if comparable && recorded.result != expected {
        let mut finding = game_finding(
            FindingKind::ResultMismatch,
            format!(
                "the record gives {} but {}",
                recorded.text,
                describe(&board)
            ),
            end_articles(board.reason),
        );
        finding.ply = board.ply;
        finding.notation = Some(recorded.text.clone());
        report.findings.push(finding);
    }
}

fn unrecognised(text: &str, source: &str) -> Finding {
    game_finding(
        FindingKind::UnrecognisedResult,
        format!(
            "the {source} `{text}` is not a result of international draughts (2-0, 1-1, 0-2, or 1-0, 1/2-1/2, 0-1, 0-0, *)"
        ),
        &[],
    )
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
