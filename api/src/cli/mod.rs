//! The command line: `draughts-arbiter <subcommand>`.

mod annotate;
mod check;
mod client_limits;
mod common;
mod follow;
mod import;
mod normalize;
mod perft;
mod serve;
mod standings;
mod token;
mod usage;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Referee international draughts (FMJD, 10x10) game records.
#[derive(Debug, Parser)]
#[command(name = "draughts-arbiter", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the move sequences of a given length (checks the move generator).
    Perft(perft::PerftArgs),
    /// Check PDN files, directories and archives: one verdict per game, in input order.
    Check(check::CheckArgs),
    /// Rewrite a PDN file as normalised PDN, ambiguous captures written in full.
    Normalize(normalize::NormalizeArgs),
    /// Standings, crosstable and pairing checks of a tournament from its round files.
    Standings(standings::StandingsArgs),
    /// Write PDN files back with each finding as a comment at its move.
    Annotate(annotate::AnnotateArgs),
    /// Run the HTTP service on the embedded SQLite database.
    Serve(serve::ServeArgs),
    /// Manage the bearer tokens that may upload and delete tournaments.
    Token(token::TokenArgs),
    /// Check and store PDN files, directories and archives, one tournament per file, into the
    /// database `serve` uses (any size: bounded memory, a progress bar).
    Import(import::ImportArgs),
    /// Follow a live round's PDN file as the boards write it: each alert as it happens, then
    /// the round's verdicts when every game has a result.
    Follow(follow::FollowArgs),
}

/// Runs the command line and returns the process exit status.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(error) => return usage::told(&error, &args),
    };
    match cli.command {
        Command::Perft(args) => perft::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Normalize(args) => normalize::run(&args),
        Command::Standings(args) => standings::run(&args),
        Command::Annotate(args) => annotate::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Token(args) => token::run(&args),
        Command::Import(args) => import::run(&args),
        Command::Follow(args) => follow::run(&args),
    }
}
