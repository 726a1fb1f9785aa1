//! Reads the given files many times and prints MB/s and games/s (for profiling).
//!
//! `cargo run --release -p pdn --example pdn_speed -- ROUNDS [--split] FILE...`

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(10);
    let mut all = Vec::new();
    let mut split_only = false;
    for path in args {
        if path == "--split" {
            split_only = true;
            continue;
        }
        if let Ok(bytes) = std::fs::read(&path) {
            all.extend(bytes);
            all.extend_from_slice(b"\n\n");
        }
    }
    let t = Instant::now();
    let mut games = 0;
    for _ in 0..rounds {
        if split_only {
            games += pdn::GameSplitter::from_slice(&all)
                .filter_map(Result::ok)
                .count();
            continue;
        }
        let mut reader = pdn::Reader::from_slice(&all);
        while let Ok(Some(game)) = reader.next_game() {
            std::hint::black_box(&game);
            games += 1;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{} bytes x {rounds}: {:.1} MB/s, {:.0} games/s",
        all.len(),
        (all.len() * rounds) as f64 / secs / 1e6,
        games as f64 / secs
    );
}
