//! Perft against the published counts in `../shared/reference/perft.json`, in both conventions.
//!
//! Every count up to a node budget is checked (the engine is built with opt-level 3 even in test
//! builds, see the workspace Cargo.toml); larger ones are left to `draughts-arbiter perft` and the
//! benchmark. Without `../shared` (a clone outside CI) the test says so and checks nothing more
//! than the start position counts it carries itself.

use arbiter::{Duplicates, parse_fen, perft};
use std::path::PathBuf;

#[path = "../../tests/support/corpus.rs"]
mod shared;
use shared::required;

/// Largest count checked here: about a second of perft on one core of the CI machine.
const NODE_BUDGET: u64 = 60_000_000;

fn reference_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/reference/perft.json")
}

#[test]
fn start_position_counts_without_shared() {
    let start = parse_fen("W:W31-50:B1-20").unwrap();
    let drop: Vec<u64> = (1..=8)
        .map(|d| perft(&start, d, Duplicates::Drop))
        .collect();
    assert_eq!(drop, [9, 81, 658, 4265, 27117, 167140, 1049442, 6483961]);
    assert_eq!(perft(&start, 8, Duplicates::Keep), 6483971);
}

#[test]
#[cfg_attr(
    shared_reference_absent,
    ignore = "needs ../shared/reference beside the checkout"
)]
fn reference_counts() {
    let path = reference_file();
    let text = std::fs::read_to_string(required(path.clone())).expect("readable");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("perft.json is JSON");
    let positions = doc["positions"].as_array().expect("positions array");
    let mut checked = 0;
    for entry in positions {
        let name = entry["name"].as_str().unwrap_or("?");
        let fen = entry["fen"].as_str().expect("fen");
        let position = parse_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (key, convention) in [
            ("drop_duplicates", Duplicates::Drop),
            ("keep_duplicates", Duplicates::Keep),
        ] {
            let Some(counts) = entry[key].as_array() else {
                continue;
            };
            for (i, expected) in counts.iter().enumerate() {
                let expected = expected.as_u64().expect("count");
                if expected > NODE_BUDGET {
                    break;
                }
                let depth = i as u32 + 1;
                assert_eq!(
                    perft(&position, depth, convention),
                    expected,
                    "{name} {key} depth {depth}"
                );
                checked += 1;
            }
        }
    }
    eprintln!("checked {checked} perft counts from {}", path.display());
    assert!(checked >= 50, "only {checked} counts fit the budget");
}

/// Legal move counts of an independent implementation (py-draughts' test data).
#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn legal_move_counts_of_py_draughts() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/py-draughts/standard/legal_moves_len.json");
    let text = std::fs::read_to_string(required(path.clone())).expect("readable");
    let counts: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).expect("JSON object");
    assert!(counts.len() >= 10);
    for (fen, expected) in &counts {
        let position = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(
            Some(position.legal_moves().len() as u64),
            expected.as_u64(),
            "{fen}"
        );
    }
}
