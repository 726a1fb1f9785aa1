//! Perft nodes per second: from the start position and from a capture-heavy position.

use arbiter::{Duplicates, parse_fen, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let cases = [
        ("start", "W:W31-50:B1-20", 7),
        (
            "woldouby (captures)",
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
            11,
        ),
        (
            "random178 (kings, captures)",
            "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
            6,
        ),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth) in cases {
        let position = parse_fen(fen).expect("bench FEN");
        let nodes = perft(&position, depth, Duplicates::Drop);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name} depth {depth}"), |b| {
            b.iter(|| perft(&position, depth, Duplicates::Drop))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
