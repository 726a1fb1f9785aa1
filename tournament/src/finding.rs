//! Findings on a tournament (not on one game's moves): pairing and round checks, results that
//! are not counted, players who are probably one, dates no calendar has. Each names the games
//! it concerns, so an arbiter can open them.

use super::round::RoundNumber;
use arbiter::{Lang, Severity};
use serde::Serialize;
use std::fmt;
use words::Sentence;
use words::sentence;

/// One kind of finding per variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FindingKind {
    /// The board contradicts the recorded result, or the record contradicts itself: not
    /// counted until the arbiter rules.
    DisputedResult,
    /// The same pairing of the same round recorded twice with different results.
    ConflictingResults,
    /// A player has two games in one round.
    TwoGamesInRound,
    /// A pair meets twice in a Swiss tournament.
    RepeatedPairing,
    /// A pair meets more often than the round robin's cycles allow.
    TooManyMeetings,
    /// The same game is in the tournament twice (counted once).
    DuplicateGame,
    /// A player has no game, bye or forfeit in a round that others played.
    MissingFromRound,
    /// A round between the first and the last has no game at all.
    EmptyRound,
    /// A game without a usable result (`*`, or no result at all): not counted.
    NoResult,
    /// A result that is not one of draughts' results: not counted.
    UnrecognisedResult,
    /// Two names that are probably one player (never merged without the arbiter).
    ProbablySamePlayer,
    /// A game whose round could not be told from its Round tag or its file.
    UnknownRound,
    /// A Round tag that is not a round (`1-1`, `final`).
    UnreadableRound,
    /// A Date tag no calendar has (`2021.02.30`).
    ImpossibleDate,
    /// A Date tag in a form we do not read (`2007/2008`).
    UnreadableDate,
    /// A game that does not name both players: left out of the tournament.
    UnnamedPlayers,
    /// An arbiter's decision that matches no game or player.
    UnmatchedDecision,
    /// The games carry several Event names.
    SeveralEvents,
    /// Three games or more in a row with the same colour.
    SameColourStreak,
    /// Spellings made one player (by FMJD id, or by name once its marks are read off).
    MergedSpellings,
    /// One name with two FMJD ids: kept as two players.
    OneNameTwoIds,
    /// A game whose record marks a player absent (`(non disponibile)`, `(forfait)`).
    MarkedAbsent,
    /// A game whose name mark gives another round than its tag (`- ronde 3` in round 2).
    RoundMarkDiffers,
    /// In an odd field, a player missing from one round: probably the bye.
    SuggestedBye,
}

impl FindingKind {
    /// The name used in reports.
    pub fn name(self) -> &'static str {
        use FindingKind as K;
        match self {
            K::DisputedResult => "disputed_result",
            K::ConflictingResults => "conflicting_results",
            K::TwoGamesInRound => "two_games_in_round",
            K::RepeatedPairing => "repeated_pairing",
            K::TooManyMeetings => "too_many_meetings",
            K::DuplicateGame => "duplicate_game",
            K::MissingFromRound => "missing_from_round",
            K::EmptyRound => "empty_round",
            K::NoResult => "no_result",
            K::UnrecognisedResult => "unrecognised_result",
            K::ProbablySamePlayer => "probably_same_player",
            K::UnknownRound => "unknown_round",
            K::UnreadableRound => "unreadable_round",
            K::ImpossibleDate => "impossible_date",
            K::UnreadableDate => "unreadable_date",
            K::UnnamedPlayers => "unnamed_players",
            K::UnmatchedDecision => "unmatched_decision",
            K::SeveralEvents => "several_events",
            K::SameColourStreak => "same_colour_streak",
            K::MergedSpellings => "merged_spellings",
            K::OneNameTwoIds => "one_name_two_ids",
            K::MarkedAbsent => "marked_absent",
            K::RoundMarkDiffers => "round_mark_differs",
            K::SuggestedBye => "suggested_bye",
        }
    }

    /// How serious every finding of this kind is.
    pub fn severity(self) -> Severity {
        use FindingKind as K;
        match self {
            K::DisputedResult
            | K::ConflictingResults
            | K::TwoGamesInRound
            | K::RepeatedPairing
            | K::UnnamedPlayers => Severity::Error,
            K::TooManyMeetings
            | K::DuplicateGame
            | K::MissingFromRound
            | K::EmptyRound
            | K::NoResult
            | K::UnrecognisedResult
            | K::ProbablySamePlayer
            | K::UnknownRound
            | K::UnreadableRound
            | K::ImpossibleDate
            | K::UnmatchedDecision
            | K::OneNameTwoIds
            | K::MarkedAbsent
            | K::RoundMarkDiffers
            | K::SuggestedBye => Severity::Warning,
            K::UnreadableDate | K::SeveralEvents | K::SameColourStreak | K::MergedSpellings => {
                Severity::Info
            }
        }
    }
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a game is: its file and its place in the file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct GameRef {
    /// The file (or `archive.zip:entry.pdn`) as the reports name it.
    pub file: String,
    /// 1-based place of the game in its file.
    pub index: usize,
    /// 1-based line where the game starts.
    pub line: u32,
}

impl GameRef {
    /// Where the game is, as a finding's sentence names it (`file #2 (line 14)` in English).
    pub fn phrase(&self) -> Sentence {
        sentence!(
            "tournament-game-at",
            file = &self.file,
            index = self.index,
            line = self.line
        )
    }
}

impl fmt::Display for GameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} #{} (line {})", self.file, self.index, self.line)
    }
}

/// One thing found on the tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// What was found.
    pub kind: FindingKind,
    /// How serious it is.
    pub severity: Severity,
    /// The round it concerns, if one.
    pub round: Option<RoundNumber>,
    /// The players it concerns, by name as shown in the standings.
    pub players: Vec<String>,
    /// The games it concerns.
    pub games: Vec<GameRef>,
    /// A sentence a person can act on, in English (exports, the fixtures' expected reports).
    pub message: String,
    /// The same sentence, to be said in the reader's language ([`Finding::said`]).
    #[serde(skip)]
    pub sentence: Sentence,
}

impl Finding {
    /// A finding of `kind` with its sentence; round, players and games are added with the
    /// builder methods.
    pub fn new(kind: FindingKind, sentence: Sentence) -> Finding {
        Finding {
            kind,
            severity: kind.severity(),
            round: None,
            players: Vec::new(),
            games: Vec::new(),
            message: sentence.say(Lang::En),
            sentence,
        }
    }

    /// Its sentence in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.message.clone(),
            _ => self.sentence.say(lang),
        }
    }

    /// The finding with its message in `lang`.
    pub fn in_lang(&self, lang: Lang) -> Finding {
        Finding {
            message: self.said(lang),
            ..self.clone()
        }
    }

    /// In round `round`.
    pub fn in_round(mut self, round: Option<RoundNumber>) -> Finding {
        self.round = round;
        self
    }

    /// About these players.
    pub fn players<S: Into<String>>(mut self, players: impl IntoIterator<Item = S>) -> Finding {
        self.players = players.into_iter().map(Into::into).collect();
        self
    }

    /// Settled by the arbiter: kept for the record, as `info`.
    pub fn settled(mut self) -> Finding {
        self.severity = Severity::Info;
        self
    }

    /// About these games.
    pub fn games(mut self, games: impl IntoIterator<Item = GameRef>) -> Finding {
        self.games = games.into_iter().collect();
        self
    }
}
