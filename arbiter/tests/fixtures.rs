//! Golden reports: every `fixtures/referee/NAME.pdn` is refereed and compared, game by game, with
//! `NAME.json` (ruleset fmjd-2024) and, where present, `NAME.fmjd-2015.json`.
//!
//! The expected files were written by hand-checked runs: each finding, ply and outcome in them was
//! read and confirmed against RULES.md. `BLESS=1 cargo test -p arbiter --test fixtures` rewrites
//! them from the current code; review the diff before committing it.

use arbiter::{RefereeOptions, Ruleset, check_pdn};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/referee")
}

fn run(pdn: &Path, ruleset: Ruleset) -> Value {
    let bytes = std::fs::read(pdn).expect("fixture readable");
    let options = RefereeOptions {
        ruleset,
        ..RefereeOptions::default()
    };
    let reports = check_pdn(&bytes, &pdn::ReadOptions::default(), &options);
    json!({ "ruleset": ruleset, "reports": reports })
}

#[test]
fn golden_reports() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut pdns: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .expect("fixtures/referee exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pdn"))
        .collect();
    pdns.sort();
    assert!(pdns.len() >= 6, "fixtures missing: {pdns:?}");
    let mut compared = 0;
    let mut failures = Vec::new();
    for pdn in &pdns {
        for (suffix, ruleset) in [
            ("json", Ruleset::Fmjd2024),
            ("fmjd-2015.json", Ruleset::Fmjd2015),
        ] {
            let expected_path = pdn.with_extension(suffix);
            let actual = run(pdn, ruleset);
            if bless && (ruleset == Ruleset::Fmjd2024 || expected_path.exists()) {
                let text = serde_json::to_string_pretty(&actual).expect("serialise") + "\n";
                std::fs::write(&expected_path, text).expect("write golden file");
            }
            let Ok(text) = std::fs::read_to_string(&expected_path) else {
                assert!(
                    ruleset != Ruleset::Fmjd2024,
                    "{} has no golden file",
                    pdn.display()
                );
                continue;
            };
            let expected: Value = serde_json::from_str(&text).expect("golden file is JSON");
            compared += 1;
            let (Some(want), Some(got)) =
                (expected["reports"].as_array(), actual["reports"].as_array())
            else {
                failures.push(format!("{}: no reports array", expected_path.display()));
                continue;
            };
            if want.len() != got.len() {
                failures.push(format!(
                    "{}: {} games expected, {} found",
                    expected_path.display(),
                    want.len(),
                    got.len()
                ));
                continue;
            }
            for (w, g) in want.iter().zip(got) {
                if w != g {
                    failures.push(format!(
                        "{} game {}:\nexpected {}\nfound    {}",
                        expected_path.display(),
                        w["index"],
                        serde_json::to_string_pretty(w).unwrap_or_default(),
                        serde_json::to_string_pretty(g).unwrap_or_default()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(compared >= 7, "only {compared} golden files compared");
}
