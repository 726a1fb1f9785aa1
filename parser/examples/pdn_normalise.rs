//! Writes every game of the given files as normalised PDN on standard output.
//!
//! `cargo run -p pdn --example pdn_normalise -- FILE...`

use pdn::{AsRead, Reader, write_game_io};
use std::fs::File;
use std::io::{BufReader, Write};

fn main() -> std::io::Result<()> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for path in std::env::args().skip(1) {
        let mut reader = Reader::new(BufReader::new(File::open(&path)?));
        while let Some(game) = reader.next_game()? {
            write_game_io(&mut out, &game, &AsRead)?;
        }
    }
    out.flush()
}
