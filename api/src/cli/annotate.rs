//! `draughts-arbiter annotate`: every game of PDN files, directories, zip and gzip archives
//! written back as PDN with each finding's sentence as a comment at its move
//! ([`batch::annotate`]), so the verdicts can be read in any PDN viewer.
//!
//! Games are read, refereed and written one at a time, in input order. With several sources,
//! each one's games follow a `% NAME` line (a PDN escape line, which readers skip).

use super::common::{Failure, RulesArgs, open_output, write_failed};
use arbiter::{Lang, Severity};
use batch::annotate::annotate_game;
use batch::{DEFAULT_MAX_ENTRY_BYTES, Source, Visit, walk};
use clap::Args;
use pdn::Reader;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use words::findings::parse_severity;
use words::say;

/// Arguments of `annotate`.
#[derive(Debug, Args)]
pub struct AnnotateArgs {
    /// PDN files, directories (walked for `.pdn`), `.zip` or `.gz` archives, or `-` for stdin.
    #[arg(required = true, value_name = "FILE")]
    pub paths: Vec<PathBuf>,
    /// Write to FILE instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// How the games are read and refereed.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Comment only on findings of this severity or above (error, warning or info).
    #[arg(long, value_name = "SEVERITY", value_parser = parse_severity, default_value = "info")]
    pub min_severity: Severity,
    /// Cap on the decompressed size of one zip entry or gzip stream (zip bomb guard).
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_ENTRY_BYTES)]
    pub max_entry_bytes: u64,
    /// Language of the comments: en, fr, nl or ru (default: LC_ALL, LC_MESSAGES or LANG, else
    /// English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// Runs `annotate`: 0 when every source was read and every game written, 2 when a source could
/// not be read (its name on stderr; the others are still written) or the output not written.
pub fn run(args: &AnnotateArgs) -> ExitCode {
    let lang = words::cli_lang(args.lang);
    let (mut out, out_name) = match open_output(args.output.as_deref(), lang) {
        Ok(output) => output,
        Err(status) => return status,
    };
    let mut status = 0u8;
    let mut written = Ok(());
    // A `%` line names each source when there can be more than one.
    let several = args.paths.len() > 1
        || args
            .paths
            .iter()
            .any(|p| matches!(Source::classify(p), Source::Directory(_) | Source::Zip(_)));
    let mut first = true;
    walk(
        &args.paths,
        args.max_entry_bytes,
        &mut |visit| match visit {
            Visit::Error(error) => {
                eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
                status = 2;
                true
            }
            // A directory entry that is no regular file: said, as `check` says it.
            Visit::Skipped(skipped) => {
                eprintln!(
                    "{}",
                    say!(lang, "cli-warning", message = skipped.said(lang))
                );
                true
            }
            // Every source offered is annotated.
            Visit::Offer(_) => true,
            Visit::Source { name, reader } => {
                let result = annotate_source(
                    args,
                    reader,
                    &mut out,
                    several.then_some(&*name),
                    &mut first,
                );
                match result {
                    Ok(()) => true,
                    Err(Failure::Read(error)) => {
                        let problem = batch::read_problem(0, &error);
                        let error = batch::SourceError::new(name.as_ref(), problem);
                        eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
                        status = 2;
                        true
                    }
                    Err(Failure::Write(error)) => {
                        written = Err(error);
                        false
                    }
                }
            }
        },
    );
    let written = written.and_then(|()| out.flush());
    match written {
        Ok(()) => ExitCode::from(status),
        Err(error) => write_failed(&out_name, &error, lang),
    }
}

fn annotate_source(
    args: &AnnotateArgs,
    input: &mut dyn io::Read,
    out: &mut dyn Write,
    name: Option<&str>,
    first: &mut bool,
) -> Result<(), Failure> {
    let options = args.rules.referee(false);
    let lang = words::cli_lang(args.lang);
    let mut reader = Reader::with_options(input, args.rules.read());
    let mut named = name.is_none();
    while let Some(game) = reader.next_game().map_err(Failure::Read)? {
        let text = annotate_game(&game, args.min_severity, &options, lang);
        if !*first {
            out.write_all(b"\n").map_err(Failure::Write)?;
        }
        *first = false;
        if !named {
            if let Some(name) = name {
                // One line: a name holding a line break would end the escape early.
                let name: String = name.chars().filter(|c| !c.is_control()).collect();
                writeln!(out, "% {name}").map_err(Failure::Write)?;
            }
            named = true;
        }
        out.write_all(text.trim_end().as_bytes())
            .map_err(Failure::Write)?;
        out.write_all(b"\n").map_err(Failure::Write)?;
    }
    Ok(())
}
