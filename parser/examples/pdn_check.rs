//! Reads PDN files and prints per-file game counts and diagnostics.
//!
//! `cargo run -p pdn --example pdn_check -- [--strict] [-v] FILE...`

use pdn::{ReadOptions, Reader, Strictness};
use std::fs::File;
use std::io::BufReader;

fn main() -> std::io::Result<()> {
    let mut options = ReadOptions::default();
    let mut verbose = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--strict" => options.strictness = Strictness::Pdn3,
            "-v" => verbose = true,
            path => {
                let mut reader = Reader::with_options(BufReader::new(File::open(path)?), options);
                let (mut games, mut errors, mut warnings) = (0, 0, 0);
                while let Some(game) = reader.next_game()? {
                    games += 1;
                    for d in &game.diagnostics {
                        if d.is_error() {
                            errors += 1;
                        } else {
                            warnings += 1;
                        }
                        if verbose {
                            println!("  {:?} {d}", d.severity);
                        }
                    }
                }
                println!("{path}: {games} games, {errors} errors, {warnings} warnings");
            }
        }
    }
    Ok(())
}
