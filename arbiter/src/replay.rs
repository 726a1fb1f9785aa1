//! Replaying a game's main line move by move (RULES.md sections 4 to 6), in phases: the start
//! position and the setups, resolving each written move, recording the move carried out, and,
//! after each, the end of the game (7.2) before the draw clauses (article 6), so a win comes
//! before a draw. An irregular move that can be carried out is flagged and replay goes on from
//! the position it produced (5.4, 5.7); an impossible one stops replay.

use crate::detail::{AmbiguityChoice, Detail, NotationForm};
use crate::draw_rules::{DrawTracker, MoveFacts, Repetition};
use crate::fen::parse_fen;
use crate::finding::{Finding, FindingKind};
use crate::lookahead::{LOOKAHEAD_DEPTH, best_candidate};
use crate::messages::{end_articles, finding_at_move, game_finding, written};
use crate::movegen::Duplicates;
use crate::moves::{Move, MoveList};
use crate::options::RefereeOptions;
use crate::position::{Position, Role};
use crate::report::{DrawCount, GameReport, Outcome, OutcomeReason, OutcomeResult, PlayedMove};
use crate::resolve::{Impossibility, Irregularity, Reading, Resolution, resolve};
use crate::square::{Color, Square};
use pdn::{Game, Line, MoveKind, MoveToken, Places, Ply};

/// A main-line move as carried out, for writing the game back ([`crate::normalize`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ReplayedMove {
    /// Index of the token in the main line.
    pub token: usize,
    /// The move carried out, along the route that fits the writing.
    pub mv: Move,
    /// Whether the move was legal.
    pub legal: bool,
    /// Whether another legal move has the same start and end (so `from x to` is ambiguous).
    pub short_is_ambiguous: bool,
}

/// Why the game is over in `position` (the side to move has lost), if it is.
pub(crate) fn game_over(
    position: &Position,
    has_move: bool,
) -> Option<(OutcomeResult, OutcomeReason)> {
    let loser = position.side_to_move();
    let winner = match loser {
        Color::White => OutcomeResult::BlackWins,
        Color::Black => OutcomeResult::WhiteWins,
    };
    if position.pieces(loser).is_empty() {
        Some((winner, OutcomeReason::NoPieces))
    } else if !has_move {
        Some((winner, OutcomeReason::NoLegalMove))
    } else {
        None
    }
}

/// The state of one replay.
struct Replay<'g, 'a> {
    game: &'g Game<'a>,
    report: &'g mut GameReport,
    replayed: Option<&'g mut Vec<ReplayedMove>>,
    position: Position,
    /// Plies carried out: the ply of the position on the board.
    ply: Ply,
    tracker: DrawTracker,
    /// The legal moves in `position` (the caller's: two lists of about 25 KB are not worth a copy
    /// of this struct), when `listed`.
    legal: &'g mut MoveList,
    /// Whether `legal` holds the legal moves of `position`. When it does not, the side to move
    /// has no capture and has a quiet move: most plies are one written quiet move, found on the
    /// board without listing the others ([`Position::quiet_move`]).
    listed: bool,
    /// The legal moves a written move fits.
    candidates: &'g mut MoveList,
    /// How the board ended the game, once it has.
    decided: Option<Outcome>,
    /// Replay could not go on (an impossible move or a bad setup).
    stopped: bool,
    /// Plies the lookahead may still try.
    budget: u32,
    /// The next main-line setup to apply.
    next_setup: usize,
    /// Where a later version of the game may resume this replay, once known
    /// ([`crate::resume`]).
    checkpoint: Option<Checkpoint>,
    /// Whether a checkpoint is wanted: only a game that will be resumed needs one, and taking
    /// it copies the replay's findings, moves and draw history.
    resumable: bool,
    /// The reader's findings at the head of `report.findings`, not the replay's.
    read_findings: usize,
    /// Locates the moves the findings name, in the order of play; made for the first.
    places: Option<Places<'a>>,
}

/// The state of a replay before the move of token `index` is resolved: what a later version of
/// the game whose record is the same up to there resumes from, instead of replaying its first
/// plies again. It is taken before the first ambiguous notation (the lookahead reads every move
/// after it, so its reading can change when moves are added) or where the replay stopped or
/// ran out of moves.
#[derive(Clone, Debug)]
pub(crate) struct Checkpoint {
    /// The token about to be resolved (the record's length when it ran out of moves).
    pub index: usize,
    /// Replay stopped at token `index` (an impossible move, a move after the end, a bad
    /// setup): the record must be the same up to and including it, and nothing is replayed.
    pub halted: bool,
    position: Position,
    ply: Ply,
    tracker: DrawTracker,
    decided: Option<Outcome>,
    stopped: bool,
    budget: u32,
    next_setup: usize,
    /// The replay's findings so far (after the reader's).
    pub findings: Vec<Finding>,
    /// The moves carried out so far, when kept.
    pub moves: Option<Vec<PlayedMove>>,
    /// The start position in FEN.
    pub start_fen: Option<String>,
}

/// How a replay ended: the final position when it reached the end of the record, where a
/// later version may resume, the draw counts running at the end (none once the game is
/// decided or the replay stopped), and the positions that occurred a second time on the way.
pub(crate) struct Ended {
    pub end: Option<Position>,
    pub checkpoint: Option<Checkpoint>,
    pub running: Vec<DrawCount>,
    pub repetitions: Vec<Repetition>,
}

/// The start position: the FEN tag's, or the standard one; `None` (with a `bad_fen` finding and
/// a stopped outcome) when the FEN is no position.
fn start_position(game: &Game<'_>, report: &mut GameReport) -> Option<Position> {
    let Some(fen) = game.fen() else {
        return Some(Position::start());
    };
    match parse_fen(fen) {
        Ok(position) => Some(position),
        Err(_) => {
            let detail = Detail::BadFenTag {
                fen: fen.trim().to_string(),
            };
            report
                .findings
                .push(game_finding(FindingKind::BadFen, detail, &[]));
            report.outcome = Outcome {
                result: OutcomeResult::Undecided,
                reason: OutcomeReason::ReplayStopped,
                ply: Some(Ply::START),
            };
            None
        }
    }
}

impl<'g, 'a> Replay<'g, 'a> {
    /// The state before token `index` is resolved; `read_findings` are the reader's, kept out.
    fn save(&self, index: usize, halted: bool) -> Checkpoint {
        Checkpoint {
            index,
            halted,
            position: self.position,
            ply: self.ply,
            tracker: self.tracker.clone(),
            decided: self.decided,
            stopped: self.stopped,
            budget: self.budget,
            next_setup: self.next_setup,
            findings: self.report.findings[self.read_findings..].to_vec(),
            moves: self.report.moves.clone(),
            start_fen: self.report.start_fen.clone(),
        }
    }

    /// Generates the legal moves of a position set up (start or setup) and checks whether the
    /// game is already over there (7.2, checked at ply 0 too).
    fn new_position(&mut self) {
        self.list_legal_moves();
        self.decided =
            game_over(&self.position, !self.legal.is_empty()).map(|(result, reason)| Outcome {
                result,
                reason,
                ply: Some(self.ply),
            });
    }

    /// Lists the legal moves of `position` (if they are not listed yet).
    fn list_legal_moves(&mut self) {
        if !self.listed {
            self.position.generate_moves(self.legal, Duplicates::Drop);
            self.listed = true;
        }
    }

    /// Whether the side to move has a legal move in the new `position`; lists the legal moves
    /// unless the side has no capture and some quiet move.
    #[inline]
    fn moves_after_move(&mut self) -> bool {
        self.listed = false;
        if self.position.has_capture() || !self.position.has_quiet_move() {
            self.list_legal_moves();
            !self.legal.is_empty()
        } else {
            true
        }
    }

    /// A written quiet move that is legal, found without listing the legal moves: only when
    /// they are not listed (no capture is available), for a writing of two squares.
    fn quiet_reading(&mut self, token: &MoveToken<'a>) -> Option<Resolution> {
        if self.listed {
            return None;
        }
        let [from, to] = token.squares[..] else {
            return None;
        };
        let mv = self
            .position
            .quiet_move(Square::new(from)?, Square::new(to)?)?;
        self.candidates.clear();
        self.candidates.push(mv);
        Some(Resolution::Legal {
            reading: Reading::Short,
        })
    }

    /// Applies the main-line setups that stand before token `index`; false when one is no
    /// position (replay stops).
    fn apply_setups(&mut self, index: usize) -> bool {
        let game = self.game;
        while let Some(setup) = game.setups.get(self.next_setup) {
            if setup.line != Line::Main {
                self.next_setup += 1;
                continue;
            }
            if setup.before > index {
                break;
            }
            self.next_setup += 1;
            let mut finding = match parse_fen(setup.fen) {
                Ok(next) => {
                    self.position = next;
                    self.listed = false;
                    self.tracker.restart(&self.position, self.ply);
                    self.new_position();
                    let detail = Detail::Setup {
                        after: self.ply,
                        fen: next.to_fen(),
                        side: next.side_to_move(),
                    };
                    game_finding(FindingKind::Setup, detail, &[])
                }
                Err(_) => {
                    self.stopped = true;
                    let detail = Detail::BadSetup {
                        fen: setup.fen.trim().to_string(),
                    };
                    game_finding(FindingKind::BadFen, detail, &[])
                }
            };
            finding.ply = Some(self.ply.next());
            finding.line = Some(setup.span.line);
            finding.column = Some(setup.span.column);
            self.report.findings.push(finding);
            if self.stopped {
                return false;
            }
        }
        true
    }

    /// A finding on the move about to be played from the current position.
    fn finding(&mut self, token: &MoveToken<'_>, kind: FindingKind, detail: Detail) -> Finding {
        let game = self.game;
        let span = self
            .places
            .get_or_insert_with(|| game.places())
            .span(token.at);
        finding_at_move(self.ply.next(), &self.position, token, span, kind, detail)
    }

    /// Resolves token `index` into the move to carry out, with its findings, and whether it was
    /// read as a legal move (an irregular route can end where a legal move does); `None` when
    /// replay stops there.
    fn resolve_token(&mut self, index: usize, token: &MoveToken<'a>) -> Option<(Move, bool)> {
        let resolution = match token.kind {
            MoveKind::Unknown => Resolution::Impossible(Impossibility::NotRecorded),
            MoveKind::Alphanumeric => Resolution::Impossible(Impossibility::Algebraic),
            _ => match self.quiet_reading(token) {
                Some(resolution) => resolution,
                None => {
                    self.list_legal_moves();
                    resolve(&self.position, self.legal, &token.squares, self.candidates)
                }
            },
        };
        match resolution {
            Resolution::Legal { reading } => {
                let mv = if self.candidates.len() == 1 {
                    self.candidates[0]
                } else {
                    self.choose_reading(index, token, true)
                };
                self.note_notation(token, &mv, reading);
                Some((mv, true))
            }
            Resolution::Irregular { mv, irregularity } => {
                // The findings name the legal moves: listed here whatever the path that got here.
                self.list_legal_moves();
                // An irregular writing can fit several moves (a capture stopped early along
                // either of two routes): the one the rest of the game follows was carried out.
                let (mv, irregularity) = if self.candidates.len() > 1 {
                    let chosen = self.choose_reading(index, token, false);
                    (chosen, irregularity.for_reading(&chosen))
                } else {
                    (mv, irregularity)
                };
                self.push_irregular(token, irregularity, mv);
                Some((mv, false))
            }
            Resolution::Impossible(why) => {
                // An unreadable token (`-`, `a3b4`) gets here without the moves listed.
                self.list_legal_moves();
                let detail = Detail::Impossible { impossibility: why };
                let mut finding = self.finding(token, FindingKind::ImpossibleMove, detail);
                finding.articles = why.articles().to_vec();
                finding.required = self.legal.to_vec();
                self.report.findings.push(finding);
                self.stopped = true;
                None
            }
        }
    }

    fn push_irregular(&mut self, token: &MoveToken<'_>, irregularity: Irregularity, mv: Move) {
        let detail = Detail::Irregular { irregularity };
        let mut finding = self.finding(token, irregularity.kind(), detail);
        finding.articles = irregularity.articles().to_vec();
        finding.played = Some(mv);
        finding.required = self.legal.to_vec();
        self.report.findings.push(finding);
    }

    /// Picks among the readings of an ambiguous notation by looking ahead, and says so; `legal`
    /// tells whether the readings are legal moves or irregular ones.
    fn choose_reading(&mut self, index: usize, token: &MoveToken<'_>, legal: bool) -> Move {
        // Nothing of this token is recorded yet: its reading depends on every move after it,
        // so a later version resumes here.
        if self.resumable && self.checkpoint.is_none() {
            self.checkpoint = Some(self.save(index, false));
        }
        let rest = &self.game.moves[index + 1..];
        let (chosen, complete) = best_candidate(
            &self.position,
            self.candidates,
            rest,
            &mut self.budget,
            LOOKAHEAD_DEPTH,
        );
        let taken = if rest.is_empty() {
            AmbiguityChoice::LastMove
        } else if complete {
            AmbiguityChoice::RestReplays
        } else {
            AmbiguityChoice::ReplaysFurthest
        };
        let detail = Detail::Ambiguous { legal, taken };
        let mut finding = self.finding(token, FindingKind::AmbiguousNotation, detail);
        finding.played = Some(chosen);
        finding.required = self.candidates.to_vec();
        self.report.findings.push(finding);
        chosen
    }

    /// Notes a legal move written in a form PDN 3.0 does not use.
    fn note_notation(&mut self, token: &MoveToken<'_>, mv: &Move, reading: Reading) {
        let capture_sep = token.written_as_capture();
        let form = if reading == Reading::Hub {
            NotationForm::CapturedSquares
        } else if mv.is_capture() && !capture_sep && token.separator != pdn::Separator::None {
            NotationForm::CaptureWithDash
        } else if !mv.is_capture() && capture_sep {
            NotationForm::MoveWithX
        } else {
            return;
        };
        let detail = Detail::Notation { form };
        let mut finding = self.finding(token, FindingKind::NonstandardNotation, detail);
        finding.played = Some(*mv);
        self.report.findings.push(finding);
    }

    /// Carries out `mv` (written as token `index`, read as a legal move or not), then checks the end of the game and the
    /// draw clauses.
    fn record(&mut self, index: usize, token: &MoveToken<'_>, mv: Move, legal: bool) {
        if self.replayed.is_some() {
            self.list_legal_moves();
        }
        if let Some(out) = self.replayed.as_deref_mut() {
            let same_ends = self
                .legal
                .iter()
                .filter(|m| m.from() == mv.from() && m.to() == mv.to())
                .count();
            out.push(ReplayedMove {
                token: index,
                mv,
                legal,
                short_is_ambiguous: same_ends > 1,
            });
        }
        if let Some(played) = self.report.played.as_mut() {
            played.push(mv);
        }
        let mover = self.position.side_to_move();
        if let Some(moves) = self.report.moves.as_mut() {
            moves.push(PlayedMove {
                ply: self.ply.next(),
                move_number: token.inferred_number,
                side: mover,
                notation: written(token),
                played: mv.full_notation(),
                from: mv.from().number(),
                to: mv.to().number(),
                captured: mv.captured().iter().map(|s| s.number()).collect(),
                fen_before: self.position.to_fen(),
            });
        }
        let man_moved = self.position.piece_at(mv.from()).map(|p| p.role) == Some(Role::Man);
        let crowned = man_moved && mv.to().is_promotion_square(mover);
        self.position = self.position.play(&mv);
        self.ply = self.ply.next();
        let has_move = self.moves_after_move();
        let ply = Some(self.ply);
        if let Some((result, reason)) = game_over(&self.position, has_move) {
            self.decided = Some(Outcome {
                result,
                reason,
                ply,
            });
        } else if let Some(clause) = self.tracker.after_move(
            MoveFacts {
                man_moved,
                crowned,
                captured: mv.is_capture(),
            },
            &self.position,
            self.ply,
        ) {
            self.decided = Some(Outcome {
                result: OutcomeResult::Draw,
                reason: clause.reason(),
                ply,
            });
        }
    }

    /// Flags a move recorded after the end of the game.
    fn after_the_end(&mut self, token: &MoveToken<'_>, end: Outcome) {
        let detail = Detail::AfterEnd { end };
        let mut finding = self.finding(token, FindingKind::MovesAfterGameEnd, detail);
        finding.articles = end_articles(end.reason).to_vec();
        self.report.findings.push(finding);
    }

    /// Writes the end of the replay into the report; the position where it ended, and where a
    /// later version may resume.
    fn finish(mut self) -> Ended {
        let checkpoint = self.checkpoint.take();
        let ply = Some(self.ply);
        self.report.plies = self.ply.0;
        self.report.final_fen = Some(self.position.to_fen());
        self.report.outcome = match (self.stopped, self.decided) {
            (true, _) => Outcome {
                result: OutcomeResult::Undecided,
                reason: OutcomeReason::ReplayStopped,
                ply,
            },
            (false, Some(outcome)) => outcome,
            (false, None) => Outcome {
                result: OutcomeResult::Undecided,
                reason: OutcomeReason::GameStopped,
                ply,
            },
        };
        let going_on = self.report.outcome.reason == OutcomeReason::GameStopped;
        let running = if going_on {
            self.tracker.running(self.ply)
        } else {
            Vec::new()
        };
        let repetitions = self.tracker.repetitions().to_vec();
        self.report.draw_counts = self.tracker.finish(self.ply, going_on);
        Ended {
            end: (!self.stopped).then_some(self.position),
            checkpoint,
            running,
            repetitions,
        }
    }
}

/// Replays the main line into `report`; when `replayed` is given, every move carried out is
/// pushed to it. Returns the final position when replay reached the end of the record.
pub(crate) fn replay(
    game: &Game<'_>,
    options: &RefereeOptions,
    report: &mut GameReport,
    replayed: Option<&mut Vec<ReplayedMove>>,
) -> Option<Position> {
    replay_from(game, options, report, replayed, None, false).end
}

/// Replays the main line into `report`, from the start or from `resume` (a checkpoint of an
/// earlier version of the game whose record is the same up to it: the caller has checked);
/// returns the final position when replay reached the end of the record, and, when
/// `resumable`, where a later version may resume.
pub(crate) fn replay_from(
    game: &Game<'_>,
    options: &RefereeOptions,
    report: &mut GameReport,
    replayed: Option<&mut Vec<ReplayedMove>>,
    resume: Option<Checkpoint>,
    resumable: bool,
) -> Ended {
    let read_findings = report.findings.len();
    let mut legal = MoveList::new();
    let mut candidates = MoveList::new();
    let (mut replay, first) = match resume {
        Some(kept) => {
            report.findings.extend(kept.findings);
            if report.moves.is_some() {
                report.moves = kept.moves;
            }
            report.start_fen = kept.start_fen;
            let mut replay = Replay {
                game,
                report,
                replayed,
                position: kept.position,
                ply: kept.ply,
                tracker: kept.tracker,
                legal: &mut legal,
                listed: false,
                candidates: &mut candidates,
                decided: kept.decided,
                stopped: kept.stopped,
                budget: kept.budget,
                next_setup: kept.next_setup,
                checkpoint: None,
                resumable,
                read_findings,
                places: None,
            };
            // What `listed` promises when false: no capture, a quiet move.
            replay.moves_after_move();
            if kept.halted {
                let checkpoint = replay.save(kept.index, true);
                replay.checkpoint = Some(checkpoint);
                if replay.report.moves.is_some() {
                    replay.report.unplayed_moves =
                        Some(unplayed(&game.moves[kept.index.min(game.moves.len())..]));
                }
                return replay.finish();
            }
            (replay, kept.index)
        }
        None => {
            let Some(position) = start_position(game, report) else {
                return Ended {
                    end: None,
                    checkpoint: None,
                    running: Vec::new(),
                    repetitions: Vec::new(),
                };
            };
            report.start_fen = Some(position.to_fen());
            let mut replay = Replay {
                game,
                report,
                replayed,
                position,
                ply: Ply::START,
                tracker: DrawTracker::new(options.ruleset, &position, Ply::START),
                legal: &mut legal,
                listed: false,
                candidates: &mut candidates,
                decided: None,
                stopped: false,
                budget: options.lookahead_budget,
                next_setup: 0,
                checkpoint: None,
                resumable,
                read_findings,
                places: None,
            };
            replay.new_position();
            (replay, 0)
        }
    };
    let tokens = &game.moves;
    let mut stopped_at = tokens.len();
    let mut halted = false;
    // One turn past the last token: setups written after the last move still apply.
    for index in first..=tokens.len() {
        if !replay.apply_setups(index) {
            stopped_at = index;
            halted = true;
            break;
        }
        let Some(token) = tokens.get(index) else {
            break;
        };
        if token.kind == MoveKind::Placeholder {
            continue;
        }
        if let Some(end) = replay.decided {
            replay.after_the_end(token, end);
            stopped_at = index;
            halted = true;
            break;
        }
        match replay.resolve_token(index, token) {
            Some((mv, legal)) => replay.record(index, token, mv, legal),
            None => {
                stopped_at = index;
                halted = true;
                break;
            }
        }
    }
    if replay.resumable && replay.checkpoint.is_none() {
        replay.checkpoint = Some(replay.save(stopped_at, halted));
    }
    if replay.report.moves.is_some() {
        replay.report.unplayed_moves = Some(unplayed(&tokens[stopped_at.min(tokens.len())..]));
    }
    replay.finish()
}

/// The main-line moves after the replay stopped (an impossible move, the end of the game), as
/// written: shown after the moves replayed, so that nothing recorded is hidden.
fn unplayed(tokens: &[MoveToken<'_>]) -> Vec<String> {
    tokens
        .iter()
        .filter(|t| t.kind != MoveKind::Placeholder)
        .map(|t| t.text.to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::finding::FindingKind;
    use crate::moves::Move;
    use crate::options::RefereeOptions;
    use crate::position::Position;
    use crate::referee::check_pdn;
    use crate::square::sq;

    fn with_moves(pdn: &str) -> crate::report::GameReport {
        let options = RefereeOptions {
            include_moves: true,
            ..RefereeOptions::default()
        };
        check_pdn(pdn.as_bytes(), &pdn::ReadOptions::default(), &options).remove(0)
    }

    #[test]
    fn the_moves_not_replayed_are_given_as_written() {
        // An impossible move stops the replay: it and every move after it are unplayed.
        let report = with_moves("1. 32-28 19-23 2. 28x19 14x23 3. 50-99 23-29 4. 34x23 *");
        assert_eq!(report.moves.as_ref().map(Vec::len), Some(4));
        assert_eq!(
            report.unplayed_moves,
            Some(vec!["50-99".into(), "23-29".into(), "34x23".into()])
        );
        // Moves after the end (no black piece left) are unplayed too.
        let report = with_moves("[FEN \"W:W28:B23\"] 1. 28x19 9-14 2-0");
        assert_eq!(report.moves.as_ref().map(Vec::len), Some(1));
        assert_eq!(report.unplayed_moves, Some(vec!["9-14".into()]));
        // A game replayed whole has none; without the moves, the field is not there.
        let report = with_moves("1. 32-28 19-23 *");
        assert_eq!(report.unplayed_moves, Some(vec![]));
        let plain = check_pdn(
            b"1. 32-28 19-23 2. 50-99 *",
            &pdn::ReadOptions::default(),
            &RefereeOptions::default(),
        );
        assert_eq!(plain[0].unplayed_moves, None);
    }

    #[test]
    fn an_unreadable_move_after_quiet_ones_names_the_moves_of_its_own_position() {
        // After 1. 32-28 18-22 White has no capture: the quiet moves were found on the board
        // without listing the legal moves, which the finding must list all the same.
        let after = Position::start()
            .play(&Move::quiet(sq(32), sq(28)))
            .play(&Move::quiet(sq(18), sq(22)));
        let expected = after.legal_moves().to_vec();
        for second in ["-", "a3b4"] {
            let pdn = format!("[GameType \"20\"]\n1. 32-28 18-22 2. {second} *\n");
            let reports = check_pdn(
                pdn.as_bytes(),
                &pdn::ReadOptions::default(),
                &RefereeOptions::default(),
            );
            let finding = reports[0]
                .findings
                .iter()
                .find(|f| f.kind == FindingKind::ImpossibleMove)
                .unwrap_or_else(|| panic!("{second}: {:?}", reports[0].findings));
            assert_eq!(finding.required, expected, "{second}");
        }
    }
}
