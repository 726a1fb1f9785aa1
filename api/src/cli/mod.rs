//! The command line: `draughts-arbiter <subcommand>`.

mod perft;

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
}

/// Runs the command line and returns the process exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Perft(args) => perft::run(&args),
    }
}
