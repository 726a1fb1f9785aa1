//! `draughts-arbiter perft`: leaf counts of the move tree, with nodes per second on stderr.

use arbiter::{Duplicates, Position, divide, parse_fen, perft};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// Arguments of `perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Number of plies.
    #[arg(long, short)]
    pub depth: u32,
    /// Start position in FEN (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Print the count below each legal move.
    #[arg(long)]
    pub divide: bool,
    /// Count capture routes that take the same pieces in another order as separate moves.
    #[arg(long)]
    pub keep_duplicates: bool,
}

/// Runs `perft`.
pub fn run(args: &PerftArgs) -> ExitCode {
    let position = match &args.fen {
        None => Position::start(),
        Some(fen) => match parse_fen(fen) {
            Ok(position) => position,
            Err(error) => {
                eprintln!("error: bad FEN `{fen}`: {error}");
                return ExitCode::from(2);
            }
        },
    };
    let duplicates = if args.keep_duplicates {
        Duplicates::Keep
    } else {
        Duplicates::Drop
    };
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let nodes = if args.divide {
        let mut total = 0;
        for (mv, count) in divide(&position, args.depth, duplicates) {
            let _ = writeln!(out, "{}: {count}", mv.full_notation());
            total += count;
        }
        total
    } else {
        perft(&position, args.depth, duplicates)
    };
    let seconds = started.elapsed().as_secs_f64();
    let _ = writeln!(out, "{nodes}");
    eprintln!(
        "perft {} in {seconds:.3} s: {:.1} M nodes/s",
        args.depth,
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    ExitCode::SUCCESS
}
