//! `draughts-arbiter token`: create, list and revoke the bearer tokens, each with its role
//! (`admin`, `arbiter`, `reader`: what each may do is in docs/api.md).
//!
//! A token is printed once, on creation; the database keeps only its SHA-256. Every creation
//! and revocation is in the audit trail, by `(command line)`.

use arbiter::Lang;
use clap::{Args, Subcommand};
use std::process::ExitCode;
use store::audit::COMMAND_LINE;
use store::{Database, Failure, Role, Store, StoreError};
use words::{cli_lang, say};

/// Arguments of `token`.
#[derive(Debug, Args)]
pub struct TokenArgs {
    /// The database `serve` uses: a SQLite file or a PostgreSQL URL.
    #[arg(
        long,
        env = "DRAUGHTS_ARBITER_DB",
        default_value = "draughts-arbiter.db",
        global = true
    )]
    pub db: Database,
    /// Language of the messages: en, fr, nl or ru (default: LC_ALL, LC_MESSAGES or LANG, else
    /// English). What is printed on standard output (the token, the list) is not words.
    #[arg(long, value_name = "LANG", global = true)]
    pub lang: Option<Lang>,
    /// What to do.
    #[command(subcommand)]
    pub command: TokenCommand,
}

/// The token subcommands.
#[derive(Debug, Subcommand)]
pub enum TokenCommand {
    /// Create a token and print it (once: only its hash is stored).
    Create {
        /// Who the token is for (unique among live tokens, not empty, not `import` nor
        /// `(command line)`; logged with every write).
        name: String,
        /// What it may do: `admin` (tokens, everything), `arbiter` (creates tournaments, writes
        /// to its own and those granted to it), `reader` (reads private tournaments).
        #[arg(long, default_value = "arbiter")]
        role: Role,
    },
    /// List the tokens: name, role, when made, number, and when revoked (a revoked token stays
    /// listed: its tournaments are still its own).
    List,
    /// Revoke a token by name (its name is free again, for a new token that owns nothing of
    /// the old one's).
    Revoke {
        /// The token's name.
        name: String,
    },
}

fn run_inner(args: &TokenArgs, lang: Lang) -> Result<ExitCode, StoreError> {
    let store = Store::open(&args.db)?;
    match &args.command {
        TokenCommand::Create { name, role } => {
            let token = store.create_token_as(name, *role, COMMAND_LINE)?;
            println!("{token}");
            eprintln!(
                "{}",
                say!(
                    lang,
                    "cli-token-created",
                    role = role_said(*role, lang),
                    name = name.as_str(),
                    db = args.db.to_string()
                )
            );
        }
        TokenCommand::List => {
            let tokens = store.list_tokens()?;
            if tokens.is_empty() {
                eprintln!("{}", say!(lang, "cli-token-list-none"));
            } else {
                println!("{}\t#", say!(lang, "cli-token-list-heading"));
            }
            for token in tokens {
                println!(
                    "{}\t{}\t{}\t{}\t#{}",
                    token.name,
                    role_word(token.role, lang),
                    token.created_at,
                    token.revoked_at.as_deref().unwrap_or("-"),
                    token.id
                );
            }
        }
        TokenCommand::Revoke { name } => {
            if !store.revoke_token(name, COMMAND_LINE)? {
                // A usage error, as a refused name is: 1 is the exit of a game with an error.
                eprintln!("{}", say!(lang, "cli-token-no-such", name = name.as_str()));
                return Ok(ExitCode::from(2));
            }
            eprintln!("{}", say!(lang, "cli-token-revoked", name = name.as_str()));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A role in words, in `lang` (`an arbiter's token`).
fn role_said(role: Role, lang: Lang) -> String {
    match role {
        Role::Admin => say!(lang, "cli-token-role-admin"),
        Role::Arbiter => say!(lang, "cli-token-role-arbiter"),
        Role::Reader => say!(lang, "cli-token-role-reader"),
    }
}

/// A role as a column of `token list` says it (`arbiter`, `arbitre`).
fn role_word(role: Role, lang: Lang) -> String {
    match role {
        Role::Admin => say!(lang, "cli-token-kind-admin"),
        Role::Arbiter => say!(lang, "cli-token-kind-arbiter"),
        Role::Reader => say!(lang, "cli-token-kind-reader"),
    }
}

/// A store's refusal or failure in `lang`: the refusals of a name said for what they are, a
/// database busy, full or gone said as such, any other failure with the database's own words.
pub(super) fn store_failure(error: &StoreError, lang: Lang) -> String {
    match error {
        StoreError::TokenExists(name) => say!(lang, "cli-token-exists", name = name.as_str()),
        StoreError::TokenName => say!(lang, "cli-token-name"),
        StoreError::ReservedTokenName(name) => {
            say!(lang, "cli-token-name-reserved", name = name.as_str())
        }
        StoreError::Io(error) => say!(lang, "cli-store-file", error = words::io::said(error, lang)),
        other => match other.failure() {
            Failure::Busy => say!(lang, "cli-store-busy"),
            Failure::Full => say!(lang, "cli-store-full"),
            Failure::Lost => say!(lang, "cli-store-lost"),
            Failure::Internal => say!(lang, "cli-store-failed", error = other.to_string()),
        },
    }
}

/// Runs `token`.
pub fn run(args: &TokenArgs) -> ExitCode {
    let lang = cli_lang(args.lang);
    run_inner(args, lang).unwrap_or_else(|error| {
        eprintln!(
            "{}",
            say!(lang, "cli-error", message = store_failure(&error, lang))
        );
        ExitCode::from(2)
    })
}
