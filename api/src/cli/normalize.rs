//! `draughts-arbiter normalize`: rewrite a PDN file as normalised PDN (PDN.md "Writing"), with
//! the rules deciding how captures are written (full path where from-x-to is ambiguous).
//!
//! Games are read and written one at a time, so a file of any size fits in memory. A game the
//! reader could not read completely is still written with what was read, and named on stderr.

use super::common::{Failure, open_output, write_failed};
use arbiter::{Lang, RefereeOptions, Ruleset, normalize_game};
use batch::{SourceError, SourceProblem};
use clap::Args;
use pdn::{ReadOptions, Reader};
use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use words::io::IoProblem;
use words::say;

/// Arguments of `normalize`.
#[derive(Debug, Args)]
pub struct NormalizeArgs {
    /// The PDN file to normalise (`-` for standard input).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Write to FILE instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Draw rules used while replaying (they decide where a game ends).
    #[arg(long, default_value_t = Ruleset::Fmjd2024)]
    pub ruleset: Ruleset,
    /// Language of the messages on stderr: en, fr, nl or ru (default: LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// Runs `normalize`: 0 when every game was written, 2 when the input could not be read or the
/// output not written.
pub fn run(args: &NormalizeArgs) -> ExitCode {
    let lang = words::cli_lang(args.lang);
    let name = if args.file.as_os_str() == "-" {
        batch::STDIN_NAME.to_string()
    } else {
        args.file.display().to_string()
    };
    let input: Box<dyn Read> = if args.file.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        match File::open(&args.file) {
            Ok(file) => Box::new(BufReader::new(file)),
            Err(error) => {
                let problem = SourceProblem::CannotOpen(IoProblem::of(&error));
                let error = SourceError::new(name, problem);
                eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
                return ExitCode::from(2);
            }
        }
    };
    let (out, out_name) = match open_output(args.output.as_deref(), lang) {
        Ok(output) => output,
        Err(status) => return status,
    };
    let options = RefereeOptions {
        ruleset: args.ruleset,
        ..RefereeOptions::default()
    };
    match normalize_stream(input, out, &name, &options, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Read(error)) => {
            let error = SourceError::new(name, batch::read_problem(0, &error));
            eprintln!("{}", say!(lang, "cli-error", message = error.said(lang)));
            ExitCode::from(2)
        }
        Err(Failure::Write(error)) => write_failed(&out_name, &error, lang),
    }
}

fn normalize_stream(
    input: impl Read,
    mut out: impl Write,
    name: &str,
    options: &RefereeOptions,
    lang: Lang,
) -> Result<(), Failure> {
    let mut reader = Reader::with_options(input, ReadOptions::default());
    let mut first = true;
    while let Some(game) = reader.next_game().map_err(Failure::Read)? {
        if game.has_errors() {
            let message = say!(
                lang,
                "cli-normalize-incomplete",
                file = name,
                game = game.index,
                line = game.line
            );
            eprintln!("{}", say!(lang, "cli-warning", message = message));
        }
        let results = pdn::written_results(&game);
        if results.disagree {
            let message = say!(
                lang,
                "cli-normalize-results-disagree",
                file = name,
                game = game.index,
                line = game.line,
                tag = results.tag.to_string(),
                terminator = results.terminator.to_string()
            );
            eprintln!("{}", say!(lang, "cli-warning", message = message));
        }
        let text = normalize_game(&game, options);
        if !first {
            out.write_all(b"\n").map_err(Failure::Write)?;
        }
        first = false;
        // One blank line between games, whatever the writer ends a game with.
        out.write_all(text.trim_end().as_bytes())
            .map_err(Failure::Write)?;
        out.write_all(b"\n").map_err(Failure::Write)?;
    }
    out.flush().map_err(Failure::Write)
}
