//! Writes random legal international games as PDN, for benchmarks (`bench/check.sh`).
//!
//! `cargo run --release -p api --example random_games -- GAMES [SEED] > games.pdn`
//!
//! Each game is random play from the start position (a seeded xorshift, so the same
//! arguments give the same file): the seven-tag roster, move numbers, short notation
//! unless two legal moves share their start and end squares (then every landing square),
//! and the result the board gives when a side has no move left, `*` when the game is
//! stopped at its ply limit (40 to 160 plies, drawn per game).

use arbiter::{Color, Position};
use std::io::{self, BufWriter, Write};

/// xorshift64*: small, seeded, good enough to pick moves.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn main() -> io::Result<()> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(50_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(17);
    let mut rng = Rng(seed.max(1));
    let mut out = BufWriter::new(io::stdout().lock());
    for game in 1..=games {
        write_game(&mut out, game, &mut rng)?;
    }
    out.flush()
}

fn write_game(out: &mut impl Write, game: usize, rng: &mut Rng) -> io::Result<()> {
    let max_plies = 40 + rng.below(121);
    let mut position = Position::start();
    let mut moves = Vec::new();
    let mut result = "*";
    while moves.len() < max_plies {
        let legal = position.legal_moves();
        if legal.is_empty() {
            // The side to move has lost.
            result = match position.side_to_move() {
                Color::White => "0-2",
                Color::Black => "2-0",
            };
            break;
        }
        let mv = legal[rng.below(legal.len())];
        let ambiguous = legal
            .iter()
            .filter(|m| m.from() == mv.from() && m.to() == mv.to())
            .count()
            > 1;
        moves.push(if ambiguous {
            mv.full_notation()
        } else {
            mv.short_notation()
        });
        position = position.play(&mv);
    }
    writeln!(out, "[Event \"Random play {}\"]", game / 100 + 1)?;
    writeln!(out, "[Site \"bench\"]")?;
    writeln!(out, "[Date \"2026.11.30\"]")?;
    writeln!(out, "[Round \"{}\"]", game % 100 + 1)?;
    writeln!(out, "[White \"White {}\"]", rng.below(1000))?;
    writeln!(out, "[Black \"Black {}\"]", rng.below(1000))?;
    writeln!(out, "[Result \"{result}\"]")?;
    writeln!(out)?;
    let mut line = String::new();
    for (ply, text) in moves.iter().enumerate() {
        if ply % 2 == 0 {
            line.push_str(&format!("{}. ", ply / 2 + 1));
        }
        line.push_str(text);
        line.push(' ');
        if line.len() > 72 {
            writeln!(out, "{}", line.trim_end())?;
            line.clear();
        }
    }
    line.push_str(result);
    writeln!(out, "{line}")?;
    writeln!(out)
}
