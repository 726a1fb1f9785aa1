//! Parse plus replay throughput on the international games of the corpus, single-threaded:
//! games/s (criterion's throughput) and plies/s (printed once before measuring).

use arbiter::{RefereeOptions, check_pdn};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::path::{Path, PathBuf};
use std::time::Instant;

const FOLDERS: [&str; 5] = [
    "BrunoGUI_Dames/intl-10x10",
    "BrunoGUI_Dames/intl-10x10-history",
    "mobydam/intl-10x10",
    "wiegerw-draughts/intl-10x10",
    "wiegerw-pdn/intl-10x10",
];

fn collect(dir: &Path, out: &mut Vec<u8>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "pdn")
            && let Ok(bytes) = std::fs::read(&path)
        {
            out.extend_from_slice(&bytes);
            out.extend_from_slice(b"\n\n");
        }
    }
}

fn bench(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut archive = Vec::new();
    for folder in FOLDERS {
        collect(&root.join(folder), &mut archive);
    }
    if archive.is_empty() {
        eprintln!("SKIPPED: no corpus at {}", root.display());
        return;
    }
    let read = pdn::ReadOptions::default();
    let options = RefereeOptions::default();
    let started = Instant::now();
    let reports = check_pdn(&archive, &read, &options);
    let seconds = started.elapsed().as_secs_f64();
    let plies: u64 = reports.iter().map(|r| u64::from(r.plies)).sum();
    eprintln!(
        "corpus: {} games, {plies} plies, {:.1} MB; one pass {:.3} s = {:.0} games/s, {:.0} plies/s",
        reports.len(),
        archive.len() as f64 / 1e6,
        seconds,
        reports.len() as f64 / seconds,
        plies as f64 / seconds
    );
    let mut group = c.benchmark_group("referee");
    group.sample_size(10);
    group.throughput(Throughput::Elements(reports.len() as u64));
    group.bench_function("parse + replay, corpus", |b| {
        b.iter(|| check_pdn(&archive, &read, &options))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
