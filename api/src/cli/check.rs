//! `draughts-arbiter check`: batch-validate PDN files, directories, zip and gzip archives.
//!
//! The work is done by [`batch`]; this module turns arguments into options, picks the
//! output, shows a progress bar when a person is watching, and maps the totals to the exit
//! status (0 all valid, 1 some game has an error, 2 some input could not be read).

use super::common::{RulesArgs, WorkArgs, progress_bar};
use arbiter::{Lang, Severity};
use batch::output::{Format, Output, Selection, Settings};
use batch::{self, BatchOptions, Item};
use clap::Args;
use indicatif::ProgressBar;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, LineWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use store::duplicates::{CopyFinder, copies_text};
use words::cli_lang;
use words::say;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// PDN files, directories (walked for `.pdn`), `.zip` or `.gz` archives, or `-` for stdin.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// How the games are read and refereed.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The work of the batch.
    #[command(flatten)]
    pub work: WorkArgs,
    /// Leave out games without errors or warnings (in every format).
    #[arg(long)]
    pub only_problems: bool,
    /// Leave out findings below this severity (error, warning or info), and the games left
    /// without findings, in every format (text tells warnings and errors by default).
    #[arg(long, value_name = "SEVERITY", value_parser = words::findings::parse_severity)]
    pub min_severity: Option<Severity>,
    /// Write the report to FILE instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// No progress bar, even on a terminal.
    #[arg(long, short)]
    pub quiet: bool,
    /// Also find the games that appear more than once across the inputs (same start position
    /// and moves, 20 plies at least), and the copies that disagree on result, players or date.
    #[arg(long)]
    pub duplicates: bool,
    /// Language of the text report and the messages: en, fr, nl or ru (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// Runs `check`.
pub fn run(args: &CheckArgs) -> ExitCode {
    let lang = cli_lang(args.lang);
    // The moves make each game's copy key (dropped before the report is written).
    let options = args.work.batch(&args.rules, args.duplicates);
    let settings = Settings {
        ruleset: args.rules.ruleset,
        strictness: args.rules.strictness(),
        lang,
    };
    let progress = progress_bar(args.quiet, false, lang);
    let out: Box<dyn Write> = match &args.output {
        Some(path) => match File::create(path) {
            Ok(file) => Box::new(BufWriter::new(file)),
            Err(error) => {
                let (path, error) = (path.display().to_string(), words::io::said(&error, lang));
                eprintln!(
                    "{}",
                    say!(lang, "cli-cannot-create", path = path, error = error)
                );
                return ExitCode::from(2);
            }
        },
        // People read text on a terminal as it comes; the bar is lifted while a line is written.
        None if io::stdout().is_terminal() => Box::new(LineWriter::new(Suspend {
            bar: progress.clone(),
            inner: io::stdout(),
        })),
        None => Box::new(BufWriter::with_capacity(1 << 16, io::stdout().lock())),
    };

    let start = Instant::now();
    let result = run_batch(args, &options, settings, out, progress.as_ref(), start);
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    match result {
        Ok(status) => ExitCode::from(status),
        // A closed pipe (`| head`) is not worth a message.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(2),
        Err(error) => {
            let target = args.output.as_ref().map_or_else(
                || say!(lang, "cli-standard-output"),
                |p| p.display().to_string(),
            );
            let error = words::io::said(&error, lang);
            eprintln!(
                "{}",
                say!(lang, "cli-cannot-write", path = target, error = error)
            );
            ExitCode::from(2)
        }
    }
}

fn run_batch(
    args: &CheckArgs,
    options: &BatchOptions,
    settings: Settings,
    out: Box<dyn Write>,
    progress: Option<&ProgressBar>,
    start: Instant,
) -> io::Result<u8> {
    let lang = settings.lang;
    let selection = Selection {
        only_problems: args.only_problems,
        min_severity: args.min_severity,
    };
    let mut output = Output::new(args.format, settings, selection, out)?;
    let mut copies = args.duplicates.then(CopyFinder::default);
    batch::run(&args.paths, options, |mut item: Item| {
        if let (Some(finder), Item::Game { file, report }) = (copies.as_mut(), &mut item) {
            finder.see(file, report);
            report.played = None;
        }
        let message = match &item {
            Item::Error(error) => Some(say!(lang, "cli-error", message = error.said(lang))),
            Item::Skipped(skipped) => Some(say!(lang, "cli-warning", message = skipped.said(lang))),
            _ => None,
        };
        if let Some(message) = message {
            match progress {
                Some(bar) => bar.suspend(|| eprintln!("{message}")),
                None => eprintln!("{message}"),
            }
        }
        if let (Some(bar), Item::Game { .. }) = (progress, &item) {
            bar.inc(1);
        }
        output.item(&item)
    })?;
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    if let Some(finder) = copies {
        let groups = finder.groups();
        let json = serde_json::to_value(&groups).map_err(io::Error::other)?;
        output.add_copies(copies_text(&groups), json);
    }
    let (_, summary) = output.finish(start.elapsed())?;
    if summary.games == 0 {
        eprintln!("{}", say!(lang, "cli-no-games"));
    }
    Ok(summary.exit_status())
}

/// Standard output that lifts the progress bar while it writes.
struct Suspend {
    bar: Option<ProgressBar>,
    inner: io::Stdout,
}

impl Write for Suspend {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &self.bar {
            Some(bar) => bar.suspend(|| self.inner.write(buf)),
            None => self.inner.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
