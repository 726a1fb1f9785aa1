//! A command line that cannot be read, said in the language asked: clap's own messages are
//! English, so the common mistakes (an unknown command or option, a value not among those
//! offered, a missing argument, two options that exclude each other) are said again from
//! clap's typed error. Help and version, and the mistakes said here in no other language, are
//! clap's as they are.

use arbiter::Lang;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};
use std::process::ExitCode;
use words::say;

/// Tells `error` on stderr in the language of the command line (its `--lang`, else the
/// terminal's) and returns the exit status (2, as clap's; 0 for help and version).
pub fn told(error: &Error, args: &[String]) -> ExitCode {
    let lang = lang_of(args);
    match said(error, lang) {
        Some(text) => {
            eprintln!("{}", say!(lang, "cli-error", message = text));
            eprintln!("{}", say!(lang, "cli-usage-help"));
            ExitCode::from(2)
        }
        None => {
            // Help, version, and what is said in English only: as clap writes them.
            let _ = error.print();
            ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2))
        }
    }
}

/// The language of a command line not yet read: its `--lang X` or `--lang=X` if we speak it,
/// else the terminal's.
fn lang_of(args: &[String]) -> Lang {
    let flag = args.iter().enumerate().find_map(|(i, arg)| {
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        }?;
        Lang::from_tag(value)
    });
    words::cli_lang(flag)
}

/// The mistake in `lang`, or none where English is asked or the mistake is not one said here.
fn said(error: &Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let text = |kind| error.get(kind).map(plain);
    let arg = text(ContextKind::InvalidArg);
    let suggestion = text(ContextKind::SuggestedArg)
        .or_else(|| text(ContextKind::SuggestedSubcommand))
        .map(|s| say!(lang, "cli-usage-did-you-mean", suggestion = s));
    let with_suggestion = |mistake: String| match &suggestion {
        Some(s) => say!(
            lang,
            "cli-usage-with-suggestion",
            mistake = mistake,
            suggestion = s.as_str()
        ),
        None => mistake,
    };
    match error.kind() {
        ErrorKind::InvalidSubcommand => {
            let command = text(ContextKind::InvalidSubcommand)?;
            Some(with_suggestion(say!(
                lang,
                "cli-usage-no-command",
                command = command
            )))
        }
        ErrorKind::UnknownArgument => Some(with_suggestion(say!(
            lang,
            "cli-usage-no-option",
            option = arg?
        ))),
        ErrorKind::InvalidValue => {
            let value = text(ContextKind::InvalidValue)?;
            let valid = error.get(ContextKind::ValidValue).map(quoted);
            Some(match valid {
                Some(valid) if value.is_empty() => {
                    say!(
                        lang,
                        "cli-usage-value-missing",
                        option = arg?,
                        valid = valid
                    )
                }
                Some(valid) => say!(
                    lang,
                    "cli-usage-value-not-offered",
                    option = arg?,
                    value = value,
                    valid = valid
                ),
                None if value.is_empty() => {
                    say!(lang, "cli-usage-value-missing-free", option = arg?)
                }
                None => return None,
            })
        }
        // The value parser's own words (ours name the values known) follow the frame.
        ErrorKind::ValueValidation => {
            let value = text(ContextKind::InvalidValue)?;
            let why = std::error::Error::source(error).map(ToString::to_string)?;
            Some(say!(
                lang,
                "cli-usage-value-refused",
                option = arg?,
                value = value,
                why = why
            ))
        }
        ErrorKind::MissingRequiredArgument => Some(say!(lang, "cli-usage-missing", args = arg?)),
        ErrorKind::ArgumentConflict => Some(say!(
            lang,
            "cli-usage-conflict",
            option = arg?,
            other = text(ContextKind::PriorArg)?
        )),
        ErrorKind::MissingSubcommand => Some(say!(lang, "cli-usage-no-command-given")),
        _ => None,
    }
}

/// The values offered, each quoted as it is typed: `text`, `json`, `ndjson`.
fn quoted(value: &ContextValue) -> String {
    match value {
        ContextValue::Strings(items) => items
            .iter()
            .map(|item| format!("`{item}`"))
            .collect::<Vec<_>>()
            .join(", "),
        other => format!("`{}`", plain(other)),
    }
}

/// A context value as plain text: several joined by commas, each quoted as typed.
fn plain(value: &ContextValue) -> String {
    match value {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(items) => items.join(", "),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::StyledStrs(items) => items
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        ContextValue::Number(n) => n.to_string(),
        ContextValue::Bool(b) => b.to_string(),
        ContextValue::None => String::new(),
        // ContextValue is non-exhaustive: what a newer clap adds is said as it writes it.
        other => other.to_string(),
    }
}
