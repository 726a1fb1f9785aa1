//! `draughts-arbiter standings`: the standings, crosstable and pairing findings of a tournament
//! from its round files, and its exports.
//!
//! The games are read and refereed by [`batch`] (files, directories, archives as
//! `check` takes them); [`tournament`] makes the tournament; this module picks the
//! output. Exit status: 0 the tournament has no error finding, 1 it has one (a disputed
//! result, a pairing that breaks the rules; a federation's export, `--export fmjd` or the CSV
//! tables, is then not written, and each open error is one line on stderr), 2 an input could
//! not be read or the output not written, or the arguments are wrong.

use super::common::{RulesArgs, WorkArgs};
use arbiter::Lang;
use batch::{self, BatchOptions, Item, Visit};
use clap::Args;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::str::FromStr;
use std::sync::Arc;
use tournament::export::Document;
use tournament::export::pdn::{ExportError, SourceText};
use tournament::{
    Decisions, GameInput, RoundNumber, Settings, SystemChoice, Tiebreak, Tournament,
    round_from_file_name,
};
use words::{cli_lang, say};

/// Output formats of `standings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// For a terminal.
    Text,
    /// One JSON document.
    Json,
    /// Comma-separated values.
    Csv,
    /// A printable HTML page.
    Html,
}

/// What to write instead of the standings report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Export {
    /// The crosstable (text, csv or json).
    Crosstable,
    /// The FMJD results table (csv).
    Fmjd,
    /// Every game's verdict (csv or json).
    Verdicts,
    /// All the games as one normalised PDN file.
    Pdn,
    /// The original files in a zip archive.
    Originals,
}

/// A list of tie-breaks (`wins,mutual,sonneborn-berger`).
#[derive(Clone, Debug)]
pub struct TiebreakList(pub Vec<Tiebreak>);

impl FromStr for TiebreakList {
    type Err = String;

    fn from_str(text: &str) -> Result<TiebreakList, String> {
        Tiebreak::parse_list(text).map(TiebreakList)
    }
}

/// Arguments of `standings`.
#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// PDN files (one per round, or all rounds in one), directories, `.zip` or `.gz` archives.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Output format (default: text; csv for --export fmjd and verdicts).
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    /// Tie-breaks in order, comma-separated (default: FMJD's for the system).
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<TiebreakList>,
    /// The system: auto (tell from the games), round-robin or swiss.
    #[arg(long, default_value = "auto")]
    pub system: SystemChoice,
    /// The arbiter's decisions (results as ruled, byes, forfeits, merges, renames), as JSON.
    #[arg(long, value_name = "FILE")]
    pub decisions: Option<PathBuf>,
    /// Write every suggested decision (merges of names that are probably one person, round
    /// corrections, byes) to FILE in the `--decisions` format, each with a comment saying why:
    /// review it, delete what is wrong, and pass it back with `--decisions FILE`.
    #[arg(long, value_name = "FILE")]
    pub suggest_decisions: Option<PathBuf>,
    /// Write another document instead of the standings report.
    #[arg(long, value_enum)]
    pub export: Option<Export>,
    /// The tournament's name (default: the games' Event tags).
    #[arg(long)]
    pub name: Option<String>,
    /// The tournament's place (default: the games' Site tags).
    #[arg(long)]
    pub site: Option<String>,
    /// The chief arbiter, for the FMJD table's header (default: the games' Arbiter tags).
    #[arg(long, value_name = "NAME")]
    pub arbiter: Option<String>,
    /// Points for a bye (default 2).
    #[arg(long, value_name = "POINTS")]
    pub bye_points: Option<u32>,
    /// How the games are read and refereed.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The work of the batch.
    #[command(flatten)]
    pub work: WorkArgs,
    /// Write to FILE instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Language of the findings' sentences in the text and JSON reports: en, fr, nl or ru
    /// (default: LC_ALL, LC_MESSAGES or LANG, else English). CSV, HTML and the exports stay
    /// English.
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// What went wrong, and the exit status it gives.
#[derive(Debug, thiserror::Error)]
enum Failure {
    /// Bad arguments or a bad decisions file (2).
    #[error("{0}")]
    Usage(String),
    /// An export could not be made (2).
    #[error("{0}")]
    Export(#[from] ExportError),
    /// The output could not be written (2).
    #[error("{target}: cannot write: {error}")]
    Write { target: String, error: io::Error },
}

/// Runs `standings`.
pub fn run(args: &StandingsArgs) -> ExitCode {
    match standings(args) {
        Ok(status) => ExitCode::from(status),
        Err(Failure::Write { error, .. }) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(2)
        }
        Err(failure) => {
            eprintln!("error: {failure}");
            ExitCode::from(2)
        }
    }
}

fn standings(args: &StandingsArgs) -> Result<u8, Failure> {
    let format = format_for(args.export, args.format)?;
    let needs_sources = matches!(args.export, Some(Export::Pdn | Export::Originals));
    if needs_sources && args.paths.iter().any(|p| p.as_os_str() == "-") {
        return Err(Failure::Usage(
            "--export pdn and --export originals read the files twice: give files, not standard input"
                .into(),
        ));
    }
    if args.export == Some(Export::Originals) && args.output.is_none() && io::stdout().is_terminal()
    {
        return Err(Failure::Usage(
            "--export originals writes a zip archive: give -o FILE or redirect standard output"
                .into(),
        ));
    }
    let decisions = match &args.decisions {
        Some(path) => read_decisions(path)?,
        None => Decisions::default(),
    };
    let options = args.work.batch(&args.rules, false);
    let (inputs, read_errors) = referee_games(&args.paths, &options, cli_lang(args.lang));
    let mut settings = Settings {
        name: args.name.clone(),
        site: args.site.clone(),
        arbiter: args.arbiter.clone(),
        system: args.system,
        tiebreaks: args.tiebreaks.as_ref().map(|t| t.0.clone()),
        ..Settings::default()
    };
    if let Some(points) = args.bye_points {
        settings.scoring.bye = points;
    }
    let tournament = Tournament::build(inputs, &decisions, &settings);
    let lang = cli_lang(args.lang);
    if let Some(path) = &args.suggest_decisions {
        let suggested = tournament.suggested_decisions(lang);
        let mut text = serde_json::to_vec_pretty(&suggested)
            .map_err(|e| Failure::Usage(format!("cannot write the suggestions: {e}")))?;
        text.push(b'\n');
        write_output(Some(path), &text)?;
    }

    let document = document(args.export, format);
    let sources = if document.needs_sources() {
        read_sources(&args.paths, args.work.max_entry_bytes, lang)
    } else {
        Vec::new()
    };
    let bytes = match document.write(&tournament, lang, &sources, &options.read, &options.referee) {
        // A federation's table is not written while errors are open: one line per error.
        Err(ExportError::OpenErrors { .. }) => {
            for finding in tournament.open_errors() {
                eprintln!("error: {}", finding.said(lang));
            }
            return Ok(1);
        }
        other => other?,
    };
    write_output(args.output.as_deref(), &bytes)?;
    Ok(if read_errors > 0 {
        2
    } else if tournament.has_errors() {
        1
    } else {
        0
    })
}

/// The format for an export, refusing the ones it cannot be written in.
fn format_for(export: Option<Export>, format: Option<Format>) -> Result<Format, Failure> {
    let (default, allowed): (Format, &[Format]) = match export {
        None => (
            Format::Text,
            &[Format::Text, Format::Json, Format::Csv, Format::Html],
        ),
        Some(Export::Crosstable) => (Format::Text, &[Format::Text, Format::Json, Format::Csv]),
        Some(Export::Fmjd) => (Format::Csv, &[Format::Csv]),
        Some(Export::Verdicts) => (Format::Csv, &[Format::Csv, Format::Json]),
        Some(Export::Pdn | Export::Originals) => {
            return match format {
                None => Ok(Format::Text),
                Some(_) => Err(Failure::Usage(
                    "--format does not apply to --export pdn or originals".into(),
                )),
            };
        }
    };
    let format = format.unwrap_or(default);
    if allowed.contains(&format) {
        Ok(format)
    } else {
        let name = |f: &Format| format!("{f:?}").to_lowercase();
        Err(Failure::Usage(format!(
            "--export {} is written as {}, not {}",
            format!("{:?}", export.unwrap_or(Export::Crosstable)).to_lowercase(),
            allowed.iter().map(name).collect::<Vec<_>>().join(" or "),
            name(&format)
        )))
    }
}

/// The document an export is written as in `format` (one [`format_for`] allows).
fn document(export: Option<Export>, format: Format) -> Document {
    match (export, format) {
        (None, Format::Text) => Document::ReportText,
        (None, Format::Json) => Document::ReportJson,
        (None, Format::Csv) => Document::StandingsCsv,
        (None, Format::Html) => Document::StandingsHtml,
        (Some(Export::Crosstable), Format::Csv) => Document::CrosstableCsv,
        (Some(Export::Crosstable), Format::Json) => Document::CrosstableJson,
        (Some(Export::Crosstable), _) => Document::CrosstableText,
        (Some(Export::Fmjd), _) => Document::Fmjd,
        (Some(Export::Verdicts), Format::Json) => Document::VerdictsJson,
        (Some(Export::Verdicts), _) => Document::VerdictsCsv,
        (Some(Export::Pdn), _) => Document::Pdn,
        (Some(Export::Originals), _) => Document::Originals,
    }
}

fn read_decisions(path: &Path) -> Result<Decisions, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Usage(format!("{}: cannot read: {e}", path.display())))?;
    serde_json::from_str(&text).map_err(|e| {
        Failure::Usage(format!(
            "{}: line {}, column {}: not valid decisions: {e}",
            path.display(),
            e.line(),
            e.column()
        ))
    })
}

/// Referees every game; read errors go to stderr and are counted.
fn referee_games(paths: &[PathBuf], options: &BatchOptions, lang: Lang) -> (Vec<GameInput>, u64) {
    let mut files: Vec<Arc<str>> = Vec::new();
    let mut games: Vec<(usize, Arc<str>, arbiter::GameReport)> = Vec::new();
    let mut read_errors = 0u64;
    let result: Result<(), std::convert::Infallible> = batch::run(paths, options, |item| {
        match item {
            Item::Source(name) | Item::Known { file: name, .. } => files.push(name),
            Item::Game { file, report } => games.push((files.len(), file, *report)),
            Item::Error(error) => {
                read_errors += 1;
                eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
            }
            Item::Skipped(skipped) => {
                eprintln!(
                    "{}",
                    say!(lang, "cli-warning", message = skipped.said(lang))
                );
            }
        }
        Ok(())
    });
    let Ok(()) = result;
    // A file stands for a round when its name says so, or, among several files, by its place.
    let several = files.len() > 1;
    let inputs = games
        .into_iter()
        .map(|(ordinal, file, report)| GameInput {
            file_round: round_from_file_name(&file)
                .or_else(|| (several && ordinal > 0).then_some(RoundNumber(ordinal as u32))),
            file: file.to_string(),
            report,
        })
        .collect();
    (inputs, read_errors)
}

/// The bytes of every source, for the exports that need the text.
fn read_sources(paths: &[PathBuf], max_entry_bytes: u64, lang: Lang) -> Vec<SourceText> {
    let mut sources = Vec::new();
    batch::walk(paths, max_entry_bytes, &mut |visit| {
        match visit {
            Visit::Source { name, reader } => {
                let mut bytes = Vec::new();
                match reader.read_to_end(&mut bytes) {
                    Ok(_) => sources.push(SourceText {
                        name: name.to_string(),
                        bytes,
                        round: None,
                    }),
                    Err(error) => {
                        let error =
                            batch::SourceError::new(name.as_ref(), batch::read_problem(0, &error));
                        eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
                    }
                }
            }
            // Already reported while refereeing; every source offered is read.
            Visit::Error(_) | Visit::Skipped(_) | Visit::Offer(_) => {}
        }
        true
    });
    sources
}

fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<(), Failure> {
    let target = path.map_or("standard output".to_string(), |p| p.display().to_string());
    let fail = |error| Failure::Write {
        target: target.clone(),
        error,
    };
    match path {
        Some(path) => {
            let file = File::create(path).map_err(&fail)?;
            let mut out = BufWriter::new(file);
            out.write_all(bytes).map_err(&fail)?;
            out.flush().map_err(&fail)
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(bytes).map_err(&fail)?;
            out.flush().map_err(&fail)
        }
    }
}
