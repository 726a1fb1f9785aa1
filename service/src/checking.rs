//! Running the referee over an uploaded file: screening it (is it PDN at all, how many games),
//! then refereeing game by game. Everything here is CPU-bound and synchronous: callers run it on
//! the blocking thread pool, and a [`Watchdog`] is asked before every game whether to go on.

use super::error::ApiError;
use actix_web::http::StatusCode;
use arbiter::{ExporterFaults, GameReport, Lang, RefereeOptions, Ruleset};
use batch::looks_binary;
use pdn::{Game, ReadOptions, Reader, Strictness};
use serde::Serialize;
use serde_json::json;
use std::time::Duration;
use store::{GameLocation, NewGame, StatusCounts};
use utoipa::ToSchema;
use words::{Sentence, sentence};

/// Why work on a file stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Its request was dropped: the client went away.
    Abandoned,
    /// It ran past the deadline for the work of one request.
    OutOfTime {
        /// The deadline.
        limit: Duration,
    },
    /// Its client took a streamed answer too slowly, or stopped taking it.
    SlowReader,
}

/// Asked before every game whether the work may go on.
pub trait Watchdog {
    /// `Err` stops the work.
    fn keep_going(&self) -> Result<(), Stopped>;
}

/// No watch: the work always runs to its end.
#[cfg(test)]
pub struct Unwatched;

#[cfg(test)]
impl Watchdog for Unwatched {
    fn keep_going(&self) -> Result<(), Stopped> {
        Ok(())
    }
}

/// How to check a file.
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// The draw rules.
    pub ruleset: Ruleset,
    /// Enforce the PDN 3.0 grammar.
    pub strict: bool,
    /// Keep the moves in the reports (for diagrams).
    pub include_moves: bool,
    /// Keep the moves as moves, for the copy key of a stored game (cheaper than
    /// `include_moves`: no position and no strings at every ply).
    pub keep_played: bool,
    /// Most games accepted in one file.
    pub max_games: usize,
    /// The language of the findings' sentences.
    pub lang: Lang,
}

/// The longest game the service reads, in bytes; the rest of a longer one is skipped and the
/// game reported as unparsable (over-long). Real games are a few kilobytes, annotated ones tens:
/// 1 MiB leaves room for any of them and bounds the reader's memory for one game, which
/// hostile text (a million nested variations) can make a few hundred times its size.
pub const SERVER_MAX_GAME_BYTES: usize = 1 << 20;

impl CheckOptions {
    pub(crate) fn read(&self) -> ReadOptions {
        ReadOptions {
            max_game_bytes: SERVER_MAX_GAME_BYTES,
            ..ReadOptions::with_strictness(Strictness::strict_if(self.strict))
        }
    }

    pub(crate) fn referee(&self) -> RefereeOptions {
        RefereeOptions {
            ruleset: self.ruleset,
            include_moves: self.include_moves,
            keep_played: self.keep_played,
            ..RefereeOptions::default()
        }
    }
}

/// Why a body is not a PDN file we will check.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// Binary data, or text in which nothing looks like PDN.
    #[error("{}", self.sentence())]
    NotPdn(NotPdn),
    /// No game at all (an empty body).
    #[error("{}", self.sentence())]
    NoGames,
    /// More games than the limit per upload.
    #[error("{}", self.sentence())]
    TooManyGames {
        /// The limit.
        limit: usize,
    },
    /// The work stopped before the end of the file.
    #[error("{}", self.sentence())]
    Stopped(Stopped),
}

/// Why a file is not PDN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotPdn {
    /// Its first bytes are those of a binary file (a picture, a document).
    Binary,
    /// Text, but nothing in it looks like a game (no tag, no move, no result).
    NoGameText,
}

impl InputError {
    /// What went wrong, to be said in the asker's language.
    pub fn sentence(&self) -> Sentence {
        match self {
            InputError::NotPdn(NotPdn::Binary) => sentence!("api-not-pdn-binary"),
            InputError::NotPdn(NotPdn::NoGameText) => sentence!("api-not-pdn-text"),
            InputError::NoGames => sentence!("api-no-games"),
            InputError::TooManyGames { limit } => sentence!("api-too-many-games", limit = *limit),
            InputError::Stopped(Stopped::Abandoned) => sentence!("api-abandoned"),
            InputError::Stopped(Stopped::SlowReader) => sentence!("api-slow-reader"),
            InputError::Stopped(Stopped::OutOfTime { limit }) => {
                sentence!("api-work-timeout", seconds = limit.as_secs())
            }
        }
    }
}

impl From<&InputError> for ApiError {
    fn from(error: &InputError) -> ApiError {
        let message = error.sentence();
        match error {
            InputError::NotPdn(_) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "not_pdn", message)
            }
            InputError::NoGames => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "no_games", message)
            }
            InputError::TooManyGames { limit } => {
                ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "too_many_games", message)
                    .with_details(json!({ "limit_games": limit }))
            }
            // Nobody reads this answer; logged as what it is.
            InputError::Stopped(Stopped::Abandoned | Stopped::SlowReader) => {
                ApiError::new(StatusCode::REQUEST_TIMEOUT, "abandoned", message)
            }
            InputError::Stopped(Stopped::OutOfTime { limit }) => {
                ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "work_timeout", message)
                    .with_details(json!({ "limit_seconds": limit.as_secs() }))
            }
        }
    }
}

/// What screening tracks while the games go by: how many, and whether any looks like PDN.
struct Screen {
    games: usize,
    pdn_like: bool,
    max_games: usize,
}

impl Screen {
    /// Refuses binary data before any game is read.
    fn start(bytes: &[u8], options: &CheckOptions) -> Result<Screen, InputError> {
        if looks_binary(bytes) {
            return Err(InputError::NotPdn(NotPdn::Binary));
        }
        Ok(Screen {
            games: 0,
            pdn_like: false,
            max_games: options.max_games,
        })
    }

    /// Counts a game; refuses one game too many.
    fn see(&mut self, game: &Game<'_>) -> Result<(), InputError> {
        self.games += 1;
        if self.games > self.max_games {
            return Err(InputError::TooManyGames {
                limit: self.max_games,
            });
        }
        self.pdn_like |=
            !game.tags.is_empty() || !game.moves.is_empty() || game.terminator.is_some();
        Ok(())
    }

    /// Refuses an empty file, or text without a single tag, move or result.
    fn finish(self) -> Result<usize, InputError> {
        if self.games == 0 {
            return Err(InputError::NoGames);
        }
        if !self.pdn_like {
            return Err(InputError::NotPdn(NotPdn::NoGameText));
        }
        Ok(self.games)
    }
}

/// Screens a file without refereeing it (reading only): refuses binary data, an empty file, text
/// without a single tag, move or result, and more games than the limit. Returns the number of
/// games. Used before a streamed answer, which cannot change its status once started.
pub fn screen(
    bytes: &[u8],
    options: &CheckOptions,
    watchdog: &dyn Watchdog,
) -> Result<usize, InputError> {
    let mut screen = Screen::start(bytes, options)?;
    let mut reader = Reader::with_options(bytes, options.read());
    // Reading from memory cannot fail; an error ends the file like its end would.
    while let Ok(Some(game)) = reader.next_game() {
        watchdog.keep_going().map_err(InputError::Stopped)?;
        screen.see(&game)?;
    }
    screen.finish()
}

/// Referees the games of one file in file order: a known exporter's fault is said on the first
/// game that shows it, once for the file, as `check` says it.
struct FileReferee {
    options: RefereeOptions,
    faults: ExporterFaults,
}

impl FileReferee {
    fn new(options: &CheckOptions) -> Self {
        FileReferee {
            options: options.referee(),
            faults: ExporterFaults::default(),
        }
    }

    /// The next game's report.
    fn report(&mut self, game: &Game<'_>) -> GameReport {
        let mut report = arbiter::referee(game, &self.options);
        self.faults.see(&mut report);
        report
    }
}

/// Referees every game in order, handing each report to `each`; stops early when `each` or the
/// watchdog says so (a client that went away or reads too slowly, the work deadline). The file
/// must have been screened.
pub fn check_each<E>(
    bytes: &[u8],
    options: &CheckOptions,
    watchdog: &dyn Watchdog,
    mut each: impl FnMut(GameReport) -> Result<(), E>,
) -> Result<(), E>
where
    E: From<Stopped>,
{
    let mut referee = FileReferee::new(options);
    let mut reader = Reader::with_options(bytes, options.read());
    while let Ok(Some(game)) = reader.next_game() {
        watchdog.keep_going()?;
        let report = referee.report(&game);
        each(report)?;
    }
    Ok(())
}

/// Screens and referees in one pass: every report, or why the file is refused.
pub fn check_all(
    bytes: &[u8],
    options: &CheckOptions,
    watchdog: &dyn Watchdog,
) -> Result<Vec<GameReport>, InputError> {
    let mut screen = Screen::start(bytes, options)?;
    let mut referee = FileReferee::new(options);
    let mut reader = Reader::with_options(bytes, options.read());
    let mut reports = Vec::new();
    while let Ok(Some(game)) = reader.next_game() {
        watchdog.keep_going().map_err(InputError::Stopped)?;
        screen.see(&game)?;
        let report = referee.report(&game);
        reports.push(report);
    }
    screen.finish()?;
    Ok(reports)
}

/// Why a file could not be prepared for storing.
#[derive(Debug, thiserror::Error)]
pub enum PrepareError {
    /// The file is refused.
    #[error(transparent)]
    Input(#[from] InputError),
    /// A report could not be serialised (a bug).
    #[error("cannot serialise a report: {0}")]
    Json(#[from] serde_json::Error),
}

/// Screens and referees in one pass: the reports, the listed fields and the normalised PDN of
/// every game, ready to store (all of them in memory: the tests' form of [`prepare_each`]).
#[cfg(test)]
pub fn prepare_games(bytes: &[u8], options: &CheckOptions) -> Result<Vec<NewGame>, PrepareError> {
    let mut games = Vec::new();
    prepare_each(bytes, options, &Unwatched, |game| {
        games.push(game);
        Ok::<_, PrepareError>(())
    })?;
    Ok(games)
}

/// Screens and referees in one pass, handing each game ready to store to `each` as soon as it is
/// refereed, so only one game's report is held at a time. An error (from screening or from
/// `each`) stops it; games already handed over are the caller's to undo.
pub fn prepare_each<E: From<PrepareError>>(
    bytes: &[u8],
    options: &CheckOptions,
    watchdog: &dyn Watchdog,
    mut each: impl FnMut(NewGame) -> Result<(), E>,
) -> Result<usize, E> {
    let mut screen = Screen::start(bytes, options).map_err(PrepareError::from)?;
    let mut referee = FileReferee::new(options);
    let read = options.read();
    // The splitter rather than the reader: the store keeps where each game was cut.
    let mut splitter = pdn::GameSplitter::with_max_game_bytes(bytes, read.max_game_bytes);
    let mut n = 0usize;
    while let Ok(Some(chunk)) = splitter.next_chunk() {
        watchdog
            .keep_going()
            .map_err(|s| PrepareError::from(InputError::Stopped(s)))?;
        let (text, context) = pdn::decode_chunk(&chunk);
        let game = pdn::parse_game(&text, &context, &read);
        screen.see(&game).map_err(PrepareError::from)?;
        n += 1;
        let report = referee.report(&game);
        each(NewGame {
            location: GameLocation::of(&chunk),
            report,
        })?;
    }
    screen.finish().map_err(PrepareError::from)?;
    Ok(n)
}

/// Games per verdict and findings over a set of reports.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
pub struct Summary {
    /// Number of games.
    pub games: u64,
    /// Games per verdict.
    pub statuses: StatusCounts,
    /// Total findings.
    pub findings: u64,
}

impl Summary {
    /// The summary of some reports.
    pub fn of<'a>(reports: impl IntoIterator<Item = &'a GameReport>) -> Summary {
        let mut summary = Summary::default();
        for report in reports {
            summary.games += 1;
            summary.statuses.add(report.status);
            summary.findings += report.findings.len() as u64;
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> CheckOptions {
        CheckOptions {
            ruleset: Ruleset::default(),
            strict: false,
            include_moves: false,
            keep_played: false,
            max_games: 2,
            lang: Lang::En,
        }
    }

    #[test]
    fn screens_out_what_is_not_pdn() {
        assert!(matches!(
            screen(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", &options(), &Unwatched),
            Err(InputError::NotPdn(_))
        ));
        assert!(matches!(
            screen(b"", &options(), &Unwatched),
            Err(InputError::NoGames)
        ));
        assert!(matches!(
            screen(
                b"1. 32-28 *\n\n1. 33-29 *\n\n1. 34-30 *\n",
                &options(),
                &Unwatched
            ),
            Err(InputError::TooManyGames { limit: 2 })
        ));
        assert_eq!(
            screen(b"1. 32-28 19-23 *", &options(), &Unwatched).unwrap(),
            1
        );
        assert!(matches!(
            check_all(b"hello world", &options(), &Unwatched),
            Err(InputError::NotPdn(_))
        ));
        assert!(matches!(
            prepare_games(b"1. 32-28 *\n\n1. 33-29 *\n\n1. 34-30 *\n", &options()),
            Err(PrepareError::Input(InputError::TooManyGames { .. }))
        ));
        assert_eq!(
            check_all(b"1. 32-28 19-23 *", &options(), &Unwatched)
                .unwrap()
                .len(),
            1
        );
    }

    /// Stops on the second question.
    struct Once(std::cell::Cell<bool>);

    impl Watchdog for Once {
        fn keep_going(&self) -> Result<(), Stopped> {
            if self.0.replace(true) {
                Err(Stopped::Abandoned)
            } else {
                Ok(())
            }
        }
    }

    #[test]
    fn the_watchdog_stops_the_work_between_games() {
        let two = b"1. 32-28 *\n\n1. 33-29 *\n";
        assert!(matches!(
            check_all(two, &options(), &Once(Default::default())),
            Err(InputError::Stopped(Stopped::Abandoned))
        ));
        let mut seen = 0;
        let result = check_each(two, &options(), &Once(Default::default()), |_| {
            seen += 1;
            Ok::<_, Stopped>(())
        });
        assert_eq!((result, seen), (Err(Stopped::Abandoned), 1));
    }
}
