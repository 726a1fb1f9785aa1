//! Prints one line per game: index, line, tag count, moves, terminator, first diagnostics.
//!
//! `cargo run -p pdn --example pdn_games -- FILE`

use pdn::Reader;
use std::fs::File;
use std::io::BufReader;

fn main() -> std::io::Result<()> {
    for path in std::env::args().skip(1) {
        let mut reader = Reader::new(BufReader::new(File::open(&path)?));
        while let Some(game) = reader.next_game()? {
            let first = game.moves.first().map(|m| m.text).unwrap_or("");
            let term = game.terminator.map(|t| t.text).unwrap_or("-");
            println!(
                "#{} line {} tags {} moves {} first `{first}` end `{term}` result {:?} {}",
                game.index,
                game.line,
                game.tags.len(),
                game.moves.len(),
                game.tag("Result"),
                game.diagnostics
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" | ")
            );
        }
    }
    Ok(())
}
