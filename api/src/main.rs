//! `draughts-arbiter`: referee international draughts game records.

use std::process::ExitCode;

fn main() -> ExitCode {
    api::cli::main()
}
