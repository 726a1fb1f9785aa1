//! What several commands share: how games are read and refereed (`--ruleset`, `--strict`), the
//! work of a batch (`--jobs`, `--max-entry-bytes`) and its progress bar on a terminal.

use arbiter::{Lang, RefereeOptions, Ruleset};
use batch::{BatchOptions, DEFAULT_MAX_ENTRY_BYTES};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use pdn::{ReadOptions, Strictness};
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;
use words::say;

/// How the games are read and refereed.
#[derive(Clone, Copy, Debug, Args)]
pub struct RulesArgs {
    /// Draw rules: fmjd-2024 (with the long-diagonal exception) or fmjd-2015.
    #[arg(long, default_value_t = Ruleset::Fmjd2024)]
    pub ruleset: Ruleset,
    /// Read as strict PDN 3.0 (deviations are errors instead of warnings).
    #[arg(long)]
    pub strict: bool,
}

impl RulesArgs {
    /// How PDN is read.
    pub fn strictness(&self) -> Strictness {
        Strictness::strict_if(self.strict)
    }

    /// The reader's options.
    pub fn read(&self) -> ReadOptions {
        ReadOptions::with_strictness(self.strictness())
    }

    /// The referee's options; `keep_played` keeps each game's moves as moves (for its copy
    /// key: cheaper than the moves written out, which nothing of a batch shows).
    pub fn referee(&self, keep_played: bool) -> RefereeOptions {
        RefereeOptions {
            ruleset: self.ruleset,
            keep_played,
            ..RefereeOptions::default()
        }
    }
}

/// The work of a batch.
#[derive(Clone, Copy, Debug, Args)]
pub struct WorkArgs {
    /// Worker threads (default: the number of cores).
    #[arg(long, short)]
    pub jobs: Option<NonZeroUsize>,
    /// Cap on the decompressed size of one zip entry or gzip stream (zip bomb guard).
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_ENTRY_BYTES)]
    pub max_entry_bytes: u64,
}

impl WorkArgs {
    /// The batch's options, reading and refereeing as `rules` says.
    pub fn batch(&self, rules: &RulesArgs, keep_played: bool) -> BatchOptions {
        BatchOptions {
            read: rules.read(),
            referee: rules.referee(keep_played),
            jobs: self
                .jobs
                .map_or(BatchOptions::default().jobs, NonZeroUsize::get),
            max_entry_bytes: self.max_entry_bytes,
            ..BatchOptions::default()
        }
    }
}

/// A spinner with the games checked and the rate on stderr (and `{msg}` when `with_message`),
/// said in `lang`, only when a person sees it and `quiet` is not asked.
pub fn progress_bar(quiet: bool, with_message: bool, lang: Lang) -> Option<ProgressBar> {
    if quiet || !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template(&progress_template(with_message, lang))
        .unwrap_or_else(|_| ProgressStyle::default_spinner())
        // indicatif's own `{per_sec}` prints four decimals: a whole number reads better.
        .with_key(
            "rate",
            move |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let rate = words::decimal(lang, state.per_sec(), 0);
                let _ = w.write_str(&say!(lang, "cli-progress-rate", rate = rate));
            },
        );
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(120));
    Some(bar)
}

/// The spinner's template in `lang`: indicatif's keys (`{human_pos}`, `{rate}`) placed where the
/// sentence puts them.
fn progress_template(with_message: bool, lang: Lang) -> String {
    let line = say!(lang, "cli-progress", games = "{pos}", rate = "{rate}");
    if with_message {
        format!("{{spinner}} {line}, {{msg}} [{{elapsed}}]")
    } else {
        format!("{{spinner}} {line} [{{elapsed}}]")
    }
}

/// Which side of a copy from an input to the output failed.
pub enum Failure {
    /// The input could not be read.
    Read(io::Error),
    /// The output could not be written.
    Write(io::Error),
}

/// The output of a command that writes PDN: FILE (`--output`) or standard output, with its
/// name for messages in `lang`. A file that cannot be created is said on stderr: exit status 2.
pub fn open_output(path: Option<&Path>, lang: Lang) -> Result<(Box<dyn Write>, String), ExitCode> {
    match path {
        Some(path) => match File::create(path) {
            Ok(file) => Ok((Box::new(BufWriter::new(file)), path.display().to_string())),
            Err(error) => {
                let (path, error) = (path.display().to_string(), words::io::said(&error, lang));
                eprintln!(
                    "{}",
                    say!(lang, "cli-cannot-create", path = path, error = error)
                );
                Err(ExitCode::from(2))
            }
        },
        None => Ok((
            Box::new(BufWriter::new(io::stdout().lock())),
            say!(lang, "cli-standard-output"),
        )),
    }
}

/// Exit status 2 for an output that could not be written, said on stderr in `lang` unless its
/// reader went away (a closed pipe, `| head`).
pub fn write_failed(out_name: &str, error: &io::Error, lang: Lang) -> ExitCode {
    if error.kind() != io::ErrorKind::BrokenPipe {
        let error = words::io::said(error, lang);
        eprintln!(
            "{}",
            say!(lang, "cli-cannot-write", path = out_name, error = error)
        );
    }
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spinner_speaks_the_language_and_keeps_its_keys() {
        for (lang, words) in [
            (Lang::En, "games checked: {pos}, {rate}"),
            (Lang::Fr, "parties vérifiées\u{202f}: {pos}, {rate}"),
            (Lang::Nl, "partijen gecontroleerd: {pos}, {rate}"),
            (Lang::Ru, "проверено партий: {pos}, {rate}"),
        ] {
            for with_message in [false, true] {
                let template = progress_template(with_message, lang);
                assert!(template.contains(words), "{lang:?}: {template}");
                assert!(
                    ProgressStyle::with_template(&template).is_ok(),
                    "{template}"
                );
            }
        }
        assert_eq!(
            say!(Lang::Fr, "cli-progress-rate", rate = "12"),
            "12 parties/s"
        );
    }
}
