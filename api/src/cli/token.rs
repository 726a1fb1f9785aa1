//! `draughts-arbiter token`: create, list and revoke the bearer tokens, each with its role
//! (`admin`, `arbiter`, `reader`: what each may do is in docs/api.md).
//!
//! A token is printed once, on creation; the database keeps only its SHA-256. Every creation
//! and revocation is in the audit trail, by `(command line)`.

use clap::{Args, Subcommand};
use std::process::ExitCode;
use store::audit::COMMAND_LINE;
use store::{Database, Role, Store, StoreError};

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

fn run_inner(args: &TokenArgs) -> Result<ExitCode, StoreError> {
    let store = Store::open(&args.db)?;
    match &args.command {
        TokenCommand::Create { name, role } => {
            let token = store.create_token_as(name, *role, COMMAND_LINE)?;
            println!("{token}");
            eprintln!(
                "{role} token `{name}` created in {}; it is shown only now: keep it safe",
                args.db
            );
        }
        TokenCommand::List => {
            for token in store.list_tokens()? {
                let revoked = token
                    .revoked_at
                    .map(|at| format!("\trevoked {at}"))
                    .unwrap_or_default();
                println!(
                    "{}\t{}\t{}\t#{}{revoked}",
                    token.name, token.role, token.created_at, token.id
                );
            }
        }
        TokenCommand::Revoke { name } => {
            if !store.revoke_token(name, COMMAND_LINE)? {
                // A usage error, as a refused name is: 1 is the exit of a game with an error.
                eprintln!("error: no live token is named `{name}`");
                return Ok(ExitCode::from(2));
            }
            eprintln!("token `{name}` revoked");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `token`.
pub fn run(args: &TokenArgs) -> ExitCode {
    run_inner(args).unwrap_or_else(|error| {
        eprintln!("error: {error}");
        ExitCode::from(2)
    })
}
