//! `draughts-arbiter follow FILE`: the arbiter's eye on a live round at a venue without a server.
//! The round's `games.pdn`, rewritten by the boards' software as moves come, is looked at every
//! `--interval` (its size and modification time); each new version is read by [`live::Round`]
//! and each alert printed as it comes, in `--lang`, with a terminal bell on errors, draws by
//! rule and results the board contradicts. The software rewrites the file in place, so a look
//! can catch it half-written: an unfinished last game waits for the next version, or for the
//! file to stand still an interval ([`live::Round::update_unsettled`], [`live::Round::settle`]). When the file says every game has ended, the
//! round's verdicts are printed as `check` prints them, and the exit status is `check`'s.

use super::common::RulesArgs;
use arbiter::Lang;
use batch::Item;
use batch::output::{Format, Output, Selection, Settings};
use clap::Args;
use live::{Event, Round, RoundOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};
use words::{cli_lang, say};

/// Arguments of `follow`.
#[derive(Debug, Args)]
pub struct FollowArgs {
    /// The round's PDN file, as the boards' software writes it.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// How often to look at the file, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub interval: u64,
    /// How the games are read and refereed.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Warn of a draw count when this many moves each or fewer are left of it.
    #[arg(long, value_name = "MOVES", default_value_t = 3)]
    pub warn_moves: u32,
    /// Print the moves too, not only the alerts.
    #[arg(long)]
    pub moves: bool,
    /// Print each event as a JSON line (the live API's events) instead of a sentence.
    #[arg(long)]
    pub json: bool,
    /// No terminal bell.
    #[arg(long)]
    pub no_bell: bool,
    /// Read the file once, print what it says, and stop (the verdicts if every game ended).
    #[arg(long)]
    pub once: bool,
    /// When every game has a result, store the file as a tournament into this database (a
    /// SQLite file or a PostgreSQL URL), as `import` does.
    #[arg(long, value_name = "DB")]
    pub store: Option<store::Database>,
    /// The name the stored round is recorded as uploaded by (`import --by`).
    #[arg(long, default_value = "follow", requires = "store")]
    pub by: String,
    /// Language of the alerts and the verdicts: en, fr, nl or ru (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// What was last seen of the file: its size and modification time.
type Seen = Option<(u64, Option<SystemTime>)>;

/// Runs `follow`.
pub fn run(args: &FollowArgs) -> ExitCode {
    let lang = cli_lang(args.lang);
    let mut round = Round::new(RoundOptions {
        read: args.rules.read(),
        referee: args.rules.referee(false),
        warn_moves: args.warn_moves,
    });
    let file = args.file.display().to_string();
    let interval = Duration::from_millis(args.interval.max(10));
    if !args.once && !args.json {
        eprintln!(
            "{}",
            say!(
                lang,
                "live-follow-watching",
                file = file.as_str(),
                interval = interval.as_millis() as u64
            )
        );
    }
    let mut seen: Seen = None;
    let mut failure: Option<String> = None;
    let mut out = io::stdout().lock();
    loop {
        let started = Instant::now();
        let looked = look(&args.file, &mut seen);
        let events = match &looked {
            // Read once, the file is what it is; followed, it may be caught half-written.
            Ok(Some(bytes)) if args.once => round.update(bytes),
            Ok(Some(bytes)) => round.update_unsettled(bytes),
            // It stood still for an interval: its end is what the boards' software wrote.
            Ok(None) => round.settle(),
            Err(_) => Vec::new(),
        };
        if let Err(error) = print_events(&mut out, &events, args, lang) {
            return super::common::write_failed(&say!(lang, "cli-standard-output"), &error, lang);
        }
        match looked {
            Ok(Some(_)) => failure = None,
            Ok(None) => {}
            // Said once until it changes: a file being replaced is missing for a moment.
            Err(error) => {
                let said = words::io::said(&error, lang);
                if failure.as_deref() != Some(said.as_str()) {
                    eprintln!(
                        "{}",
                        say!(
                            lang,
                            "live-follow-unreadable",
                            file = file.as_str(),
                            error = said.as_str()
                        )
                    );
                    failure = Some(said);
                }
            }
        }
        if round.finished() {
            let status = verdicts(&round, args, &file, lang);
            return match &args.store {
                // `import`'s status: 0 stored (or found stored), 2 not; the verdicts' status
                // otherwise.
                Some(db) if stored(args, db) != ExitCode::SUCCESS => ExitCode::from(2),
                _ => status,
            };
        }
        if args.once {
            return ExitCode::SUCCESS;
        }
        std::thread::sleep(interval.saturating_sub(started.elapsed()));
    }
}

/// The file's bytes when its size or modification time changed since `seen`.
fn look(path: &Path, seen: &mut Seen) -> io::Result<Option<Vec<u8>>> {
    let meta = std::fs::metadata(path)?;
    let now = Some((meta.len(), meta.modified().ok()));
    if now == *seen {
        return Ok(None);
    }
    let bytes = std::fs::read(path)?;
    // What was read is what the next look compares with.
    *seen = Some((bytes.len() as u64, meta.modified().ok()));
    Ok(Some(bytes))
}

/// Prints the alerts (and the moves with `--moves`), flushed at once.
fn print_events(
    out: &mut impl Write,
    events: &[Event],
    args: &FollowArgs,
    lang: Lang,
) -> io::Result<()> {
    for event in events {
        if !(event.is_alert() || args.moves) {
            continue;
        }
        if args.json {
            writeln!(out, "{}", event.said(lang))?;
            continue;
        }
        let bell = if event.is_alarm() && !args.no_bell {
            "\x07"
        } else {
            ""
        };
        let (white, black) = (event.game.white.as_str(), event.game.black.as_str());
        let message = event.message(lang);
        let line = if event.game.round.is_empty() {
            say!(
                lang,
                "live-follow-line",
                white = white,
                black = black,
                ply = event.ply,
                message = message
            )
        } else {
            let round = event.game.round.as_str();
            say!(
                lang,
                "live-follow-line-round",
                round = round,
                white = white,
                black = black,
                ply = event.ply,
                message = message
            )
        };
        writeln!(out, "{line}{bell}")?;
    }
    out.flush()
}

/// Stores the finished round's file into `db` as `import` would, saying so on stderr.
fn stored(args: &FollowArgs, db: &store::Database) -> ExitCode {
    super::import::run(&super::import::ImportArgs {
        db: db.clone(),
        paths: vec![args.file.clone()],
        rules: args.rules,
        work: super::common::WorkArgs {
            jobs: None,
            max_entry_bytes: batch::DEFAULT_MAX_ENTRY_BYTES,
        },
        by: args.by.clone(),
        quiet: true,
        lang: args.lang,
    })
}

/// The round's verdicts, as `check` prints them, and `check`'s exit status.
fn verdicts(round: &Round, args: &FollowArgs, file: &str, lang: Lang) -> ExitCode {
    let settings = Settings {
        ruleset: args.rules.ruleset,
        strictness: args.rules.strictness(),
        lang,
    };
    let stdout = io::stdout();
    let format = if args.json {
        Format::Ndjson
    } else {
        Format::Text
    };
    let written = (|| -> io::Result<u8> {
        let mut out = stdout.lock();
        if !args.json {
            writeln!(out, "{}", say!(lang, "live-follow-verdicts"))?;
        }
        let mut output = Output::new(format, settings, Selection::default(), out)?;
        let name: Arc<str> = Arc::from(file);
        output.item(&Item::Source(name.clone()))?;
        for report in round.reports() {
            output.item(&Item::Game {
                file: name.clone(),
                report: Box::new(report.clone()),
            })?;
        }
        let (_, summary) = output.finish(Duration::ZERO)?;
        Ok(summary.exit_status())
    })();
    match written {
        Ok(status) => ExitCode::from(status),
        Err(error) => super::common::write_failed(&say!(lang, "cli-standard-output"), &error, lang),
    }
}
