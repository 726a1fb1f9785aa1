//! Throughput of the reader over the concatenated corpus (`../shared/corpus`).
//!
//! `cargo bench -p pdn --bench read` prints criterion's MB/s (splitting alone, and
//! splitting + decoding + parsing) and, separately, games per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Instant;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "pdn") {
            out.push(path);
        }
    }
}

/// Every `.pdn` file of the corpus, concatenated with blank lines between files.
fn concatenated_corpus() -> Option<Vec<u8>> {
    let mut files = Vec::new();
    collect(&corpus_dir(), &mut files);
    if files.is_empty() {
        return None;
    }
    let mut all = Vec::new();
    for file in files {
        all.extend(std::fs::read(file).ok()?);
        all.extend_from_slice(b"\n\n");
    }
    Some(all)
}

fn count_games(bytes: &[u8]) -> usize {
    let mut reader = pdn::Reader::from_slice(bytes);
    let mut games = 0;
    while let Ok(Some(game)) = reader.next_game() {
        black_box(&game);
        games += 1;
    }
    games
}

fn bench(c: &mut Criterion) {
    let Some(corpus) = concatenated_corpus() else {
        eprintln!(
            "SKIP: corpus not found at {}; nothing to benchmark",
            corpus_dir().display()
        );
        return;
    };
    let games = count_games(&corpus);
    // A separate games/s figure: criterion reports bytes only.
    let rounds = 20;
    let t = Instant::now();
    for _ in 0..rounds {
        black_box(count_games(&corpus));
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "corpus: {} bytes, {games} games; read+parse: {:.1} MB/s, {:.0} games/s",
        corpus.len(),
        (corpus.len() * rounds) as f64 / secs / 1e6,
        (games * rounds) as f64 / secs
    );

    let mut group = c.benchmark_group("corpus");
    group.throughput(Throughput::Bytes(corpus.len() as u64));
    group.bench_function("split", |b| {
        b.iter(|| {
            pdn::GameSplitter::from_slice(black_box(&corpus))
                .filter_map(Result::ok)
                .count()
        })
    });
    group.bench_function("read", |b| b.iter(|| count_games(black_box(&corpus))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
