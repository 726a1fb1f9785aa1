//! The result that counts for a game, in FMJD's order of precedence: the arbiter's ruling, else
//! the recorded result where the board does not contradict it. A result the board contradicts
//! (or a record that contradicts itself) is *disputed*: shown, never counted silently.

pub use super::decided::{Decided, Outcome};
use super::decisions::{ResultRuling, RulingKind};
use arbiter::{FindingKind as GameFinding, GameReport, OutcomeResult, RecordedResult};
use pdn::GameResult;
use serde::Serialize;
use std::fmt;

/// Where a counted result comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "source", content = "kind")]
pub enum ResultSource {
    /// The arbiter ruled it.
    Ruling(RulingKind),
    /// The record: the result at the end of the moves, else the Result tag (federation exports
    /// end every movetext with `*` and write the result in the tag only), as the referee read
    /// it and checked it against the board.
    Record,
}

/// Why a result is disputed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Dispute {
    /// The recorded result says one thing, the final position another.
    BoardContradicts {
        /// What the record says.
        recorded: Decided,
        /// What the board decided.
        board: BoardResult,
    },
    /// The Result tag and the end of the moves disagree.
    TagContradictsMoves,
    /// The same pairing of the same round is recorded twice with different results.
    ConflictingCopies,
}

/// What the board decided, for a disputed result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardResult {
    /// White won on the board.
    WhiteWins,
    /// Black won on the board.
    BlackWins,
    /// Drawn by article 6.
    Draw,
    /// The board decided nothing (the referee still found the result wrong).
    Undecided,
}

impl From<OutcomeResult> for BoardResult {
    fn from(result: OutcomeResult) -> BoardResult {
        match result {
            OutcomeResult::WhiteWins => BoardResult::WhiteWins,
            OutcomeResult::BlackWins => BoardResult::BlackWins,
            OutcomeResult::Draw => BoardResult::Draw,
            OutcomeResult::Undecided => BoardResult::Undecided,
        }
    }
}

impl BoardResult {
    /// What the board decided, as a finding's sentence says it.
    pub fn phrase(self) -> words::Sentence {
        match self {
            BoardResult::WhiteWins => words::sentence!("tournament-board-white-wins"),
            BoardResult::BlackWins => words::sentence!("tournament-board-black-wins"),
            BoardResult::Draw => words::sentence!("tournament-board-draw"),
            BoardResult::Undecided => words::sentence!("tournament-board-undecided"),
        }
    }
}

impl fmt::Display for BoardResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoardResult::WhiteWins => "White wins on the board",
            BoardResult::BlackWins => "Black wins on the board",
            BoardResult::Draw => "the board is a draw",
            BoardResult::Undecided => "the board decides nothing",
        })
    }
}

/// Why a game is not counted (and not disputed either).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Uncounted {
    /// `*`, or no result at all.
    NoResult,
    /// A result that is not one of draughts' results.
    Unrecognised {
        /// As written.
        text: String,
    },
    /// Another copy of the same game, or of the same pairing of the round, stands for it.
    Duplicate,
}

/// How a game's result counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Counted.
    Counted {
        /// The result.
        result: Decided,
        /// Where it comes from.
        source: ResultSource,
    },
    /// Shown but not counted until the arbiter rules.
    Disputed {
        /// The result the record gives, if it gives one.
        recorded: Option<Decided>,
        /// Why.
        dispute: Dispute,
    },
    /// Not counted.
    NotCounted(Uncounted),
}

impl Counting {
    /// The counted result, if the game counts.
    pub fn counted(&self) -> Option<Decided> {
        match self {
            Counting::Counted { result, .. } => Some(*result),
            _ => None,
        }
    }

    /// Whether the result was ruled by the arbiter.
    pub fn is_ruled(&self) -> bool {
        matches!(
            self,
            Counting::Counted {
                source: ResultSource::Ruling(_),
                ..
            }
        )
    }
}

/// The result that counts for a game, from its ruling (if any) and its verdict.
pub fn resolve(report: &GameReport, ruling: Option<&ResultRuling>) -> Counting {
    if let Some(ruling) = ruling {
        return Counting::Counted {
            result: ruling.result,
            source: ResultSource::Ruling(ruling.kind),
        };
    }
    let has = |kind: GameFinding| report.findings.iter().any(|f| f.kind == kind);
    let recorded = report.recorded_result.as_ref();
    let recorded_decided = recorded.and_then(|r| decided_of(r.result));
    if has(GameFinding::ResultTagMismatch) {
        return Counting::Disputed {
            recorded: recorded_decided,
            dispute: Dispute::TagContradictsMoves,
        };
    }
    if let Some(RecordedResult {
        text,
        result: GameResult::Unrecognised,
    }) = recorded
    {
        return Counting::NotCounted(Uncounted::Unrecognised { text: text.clone() });
    }
    let Some(result) = recorded_decided else {
        return Counting::NotCounted(Uncounted::NoResult);
    };
    if has(GameFinding::ResultMismatch) {
        return Counting::Disputed {
            recorded: Some(result),
            dispute: Dispute::BoardContradicts {
                recorded: result,
                board: report.outcome.result.into(),
            },
        };
    }
    Counting::Counted {
        result,
        source: ResultSource::Record,
    }
}

fn decided_of(outcome: GameResult) -> Option<Decided> {
    match outcome {
        GameResult::WhiteWins => Some(Decided::WhiteWins),
        GameResult::BlackWins => Some(Decided::BlackWins),
        GameResult::Draw => Some(Decided::Draw),
        GameResult::BothLose => Some(Decided::BothLose),
        GameResult::Unknown | GameResult::Unrecognised => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter::{RefereeOptions, check_pdn};

    fn report(text: &str) -> GameReport {
        check_pdn(
            text.as_bytes(),
            &pdn::ReadOptions::default(),
            &RefereeOptions::default(),
        )
        .into_iter()
        .next()
        .expect("one game")
    }

    #[test]
    fn the_recorded_result_counts_where_the_board_agrees() {
        let game = report("[Result \"2-0\"]\n1. 32-28 19-23 2-0");
        assert_eq!(
            resolve(&game, None),
            Counting::Counted {
                result: Decided::WhiteWins,
                source: ResultSource::Record
            }
        );
        let double_loss = report("1. 32-28 19-23 0-0");
        assert_eq!(
            resolve(&double_loss, None).counted(),
            Some(Decided::BothLose)
        );
    }

    #[test]
    fn a_result_the_board_contradicts_is_disputed() {
        // White takes Black's last piece: White wins on the board, the record says 0-2.
        let game = report("[FEN \"W:W32:B27\"]\n1. 32x21 0-2");
        assert!(matches!(
            resolve(&game, None),
            Counting::Disputed {
                recorded: Some(Decided::BlackWins),
                dispute: Dispute::BoardContradicts {
                    board: BoardResult::WhiteWins,
                    ..
                }
            }
        ));
    }

    #[test]
    fn the_result_tag_counts_when_the_moves_end_with_a_star() {
        let game = report("[Result \"0-2\"]\n1. 32-28 19-23 *");
        assert_eq!(
            resolve(&game, None),
            Counting::Counted {
                result: Decided::BlackWins,
                source: ResultSource::Record
            }
        );
        let contradicted = report("[FEN \"W:W32:B27\"]\n[Result \"0-2\"]\n1. 32x21 *");
        assert!(matches!(
            resolve(&contradicted, None),
            Counting::Disputed { .. }
        ));
        let none = report("1. 32-28 19-23 *");
        assert_eq!(
            resolve(&none, None),
            Counting::NotCounted(Uncounted::NoResult)
        );
    }

    #[test]
    fn a_ruling_wins_over_everything() {
        let game = report("[FEN \"W:W32:B27\"]\n1. 32x21 0-2");
        let ruling = ResultRuling {
            file: "x".into(),
            game: 1,
            result: Decided::WhiteWins,
            kind: RulingKind::Corrected,
            reason: None,
        };
        assert_eq!(
            resolve(&game, Some(&ruling)),
            Counting::Counted {
                result: Decided::WhiteWins,
                source: ResultSource::Ruling(RulingKind::Corrected)
            }
        );
    }

    #[test]
    fn results_read_in_every_notation() {
        assert_eq!(Decided::parse("1-0"), Some(Decided::WhiteWins));
        assert_eq!(Decided::parse("1/2-1/2"), Some(Decided::Draw));
        assert_eq!(Decided::parse("0-0"), Some(Decided::BothLose));
        assert_eq!(Decided::parse("*"), None);
        assert_eq!(Decided::parse("4-6"), None);
    }
}
