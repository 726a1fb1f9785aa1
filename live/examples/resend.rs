//! The cost of a live round re-sent whole after every ply (issue 30): the games of a PDN file
//! (say 10 random games, `cargo run --release -p api --example random_games -- 10 > round.pdn`)
//! are revealed a ply at a time, in turn, as the boards' software would rewrite the round's
//! file, and every version is read by [`live::Round`] (each game refereed from where it left
//! off) and, for comparison, refereed whole as `check` would.
//!
//! `cargo run --release -p live --example resend -- round.pdn`

use std::time::{Duration, Instant};

/// One game of the file: its text and where each of its moves ends in it.
struct Game {
    text: String,
    ends: Vec<usize>,
}

fn games(bytes: &[u8]) -> Vec<Game> {
    let mut games = Vec::new();
    let mut reader = pdn::Reader::new(bytes);
    while let Ok(Some(game)) = reader.next_game() {
        let start = game.offset as usize;
        let mut places = game.places();
        let ends: Vec<usize> = game
            .moves
            .iter()
            .map(|t| {
                let span = places.span(t.at);
                span.offset as usize + span.len as usize - start
            })
            .collect();
        let end = ends.last().map_or(start, |&end| start + end);
        let text = String::from_utf8_lossy(&bytes[start..end]).into_owned();
        games.push(Game { text, ends });
    }
    games
}

/// The round with game `i` at `shown[i]` plies (its tags alone at 0).
fn version(games: &[Game], shown: &[usize]) -> String {
    let mut out = String::new();
    for (game, &n) in games.iter().zip(shown) {
        let cut = if n == 0 {
            game.text.find("\n\n").map_or(game.text.len(), |i| i + 2)
        } else {
            game.ends[n - 1]
        };
        out.push_str(&game.text[..cut]);
        out.push_str(" *\n\n");
    }
    out
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    times.sort_unstable();
    let at = ((times.len() as f64 - 1.0) * p).round() as usize;
    times.get(at).copied().unwrap_or_default()
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: resend ROUND.pdn");
        std::process::exit(2);
    };
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let games = games(&bytes);
    let mut shown = vec![0; games.len()];
    let mut versions = vec![version(&games, &shown)];
    loop {
        let mut grew = false;
        for i in 0..games.len() {
            if shown[i] < games[i].ends.len() {
                shown[i] += 1;
                grew = true;
                versions.push(version(&games, &shown));
            }
        }
        if !grew {
            break;
        }
    }
    let plies: usize = games.iter().map(|g| g.ends.len()).sum();
    let mut round = live::Round::new(live::RoundOptions::default());
    let mut times = Vec::with_capacity(versions.len());
    let mut events = 0;
    let start = Instant::now();
    for text in &versions {
        let t = Instant::now();
        events += round.update(text.as_bytes()).len();
        times.push(t.elapsed());
    }
    let live_total = start.elapsed();
    let mut whole = Vec::with_capacity(versions.len());
    let start = Instant::now();
    for text in &versions {
        let t = Instant::now();
        let reports = arbiter::check_pdn(
            text.as_bytes(),
            &pdn::ReadOptions::default(),
            &arbiter::RefereeOptions::default(),
        );
        std::hint::black_box(reports);
        whole.push(t.elapsed());
    }
    let whole_total = start.elapsed();
    println!(
        "{} games, {plies} plies, {} versions of {} bytes at most, {events} events",
        games.len(),
        versions.len(),
        versions.last().map_or(0, String::len)
    );
    for (name, total, times) in [
        ("live::Round (resumed)", live_total, &mut times),
        ("check whole version", whole_total, &mut whole),
    ] {
        println!(
            "{name:24} {:8.1} ms in all, {:8.0} plies/s, a version: median {:6.0} us, p99 {:6.0} us",
            total.as_secs_f64() * 1e3,
            plies as f64 / total.as_secs_f64(),
            percentile(times, 0.5).as_secs_f64() * 1e6,
            percentile(times, 0.99).as_secs_f64() * 1e6,
        );
    }
}
