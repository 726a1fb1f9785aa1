//! The hand-computed standings of `fixtures/tournament/*/expected.json`, and how a standings
//! report is compared with them: the same for the CLI's report (tests/standings.rs) and the
//! API's (tests/http/service.rs).
#![allow(dead_code)] // Each test binary uses its own part.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("api/ has a parent")
        .to_path_buf()
}

pub fn expected(dir: &str) -> Value {
    let path = root()
        .join("fixtures/tournament")
        .join(dir)
        .join("expected.json");
    serde_json::from_str(&std::fs::read_to_string(&path).expect("expected.json"))
        .expect("expected.json is JSON")
}

/// Every key of `expected` has the same value in `actual` (objects compared key by key).
pub fn assert_subset(expected: &Value, actual: &Value, at: &str) {
    match (expected, actual) {
        (Value::Object(want), Value::Object(got)) => {
            for (key, value) in want {
                let got = got
                    .get(key)
                    .unwrap_or_else(|| panic!("{at}.{key} is missing in {actual}"));
                assert_subset(value, got, &format!("{at}.{key}"));
            }
        }
        (Value::Array(want), Value::Array(got)) => {
            assert_eq!(want.len(), got.len(), "{at}: {got:?}");
            for (i, (w, g)) in want.iter().zip(got).enumerate() {
                assert_subset(w, g, &format!("{at}[{i}]"));
            }
        }
        (Value::Number(want), Value::Number(got)) => {
            assert_eq!(want.as_f64(), got.as_f64(), "{at}");
        }
        _ => assert_eq!(expected, actual, "{at}"),
    }
}

/// The crosstable's cells as text, row by row.
pub fn cells(report: &Value) -> Vec<Vec<String>> {
    let table = &report["crosstable"];
    table["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|row| {
            row["cells"]
                .as_array()
                .expect("cells")
                .iter()
                .map(|c| match c {
                    Value::String(s) => s.clone(),
                    cell => cell["text"].as_str().unwrap_or_default().to_string(),
                })
                .collect()
        })
        .collect()
}

pub fn kinds(report: &Value) -> Vec<String> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["kind"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// Compares a report with a fixture's hand-computed `expected.json`.
pub fn assert_expected(report: &Value, dir: &str) {
    let want = expected(dir);
    assert_subset(&want["tournament"], &report["tournament"], "tournament");
    assert_subset(&want["standings"], &report["standings"], "standings");
    let want_cells: Vec<Vec<String>> =
        serde_json::from_value(want["crosstable"].clone()).expect("cells");
    assert_eq!(cells(report), want_cells, "crosstable");
    let want_kinds: Vec<String> = serde_json::from_value(want["findings"].clone()).expect("kinds");
    assert_eq!(
        kinds(report),
        want_kinds,
        "findings: {}",
        report["findings"]
    );
}
