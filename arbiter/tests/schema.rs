//! The published JSON Schema of a game report (`docs/report.schema.json`) is the one the code
//! generates: a change to the report type that changes its JSON fails here until the schema file
//! is regenerated (`BLESS=1 cargo test -p arbiter --test schema`) and the change is reviewed for
//! compatibility (fields may be added, never renamed or removed).

use arbiter::GameReport;
use std::path::PathBuf;

#[test]
fn schema_file_matches_the_code() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/report.schema.json");
    let mut schema =
        serde_json::to_value(schemars::schema_for!(GameReport)).expect("schema is JSON");
    schema["$id"] = "https://draughts-arbiter.invalid/schema/report-v1.json".into();
    schema["title"] = "GameReport".into();
    let generated = serde_json::to_string_pretty(&schema).expect("serialise") + "\n";
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &generated).expect("write schema");
    }
    let committed = std::fs::read_to_string(&path).expect("docs/report.schema.json exists");
    assert_eq!(
        committed, generated,
        "docs/report.schema.json is out of date"
    );
}

/// Every golden report reads back into the same report: a finding's data (`detail`, the moves
/// as squares) says all its JSON says, so a stored report is said again without a replay.
#[test]
fn reports_read_back() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/referee");
    let mut read = 0;
    for entry in std::fs::read_dir(dir).expect("fixtures/referee") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("fixture");
        let doc: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        for report in doc["reports"].as_array().expect("reports") {
            let parsed: GameReport =
                serde_json::from_value(report.clone()).expect("a report deserialises");
            assert_eq!(
                &serde_json::to_value(&parsed).expect("serialise"),
                report,
                "{}",
                path.display()
            );
            read += 1;
        }
    }
    assert!(read > 50, "only {read} reports read back");
}

/// A report of schema version 1 as written before findings were kept as data (no `detail`, the
/// moves only as notation) still reads: its sentences stay as they were said, and its moves are
/// found again on the board they were played on.
#[test]
fn reports_without_finding_data_read_back() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/referee/irregular_moves.json");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("JSON");
    let mut findings = 0;
    for report in doc["reports"].as_array().expect("reports") {
        let mut old = report.clone();
        for finding in old["findings"].as_array_mut().expect("findings") {
            let object = finding.as_object_mut().expect("object");
            for added in ["detail", "played_move", "required_moves"] {
                object.remove(added);
            }
        }
        let parsed: GameReport = serde_json::from_value(old).expect("an old report deserialises");
        let again = serde_json::to_value(&parsed).expect("serialise");
        for (read, written) in parsed
            .findings
            .iter()
            .zip(report["findings"].as_array().expect("findings"))
        {
            assert_eq!(
                read.message(arbiter::Lang::Fr),
                written["message"].as_str().expect("message")
            );
            findings += 1;
        }
        for (again, written) in again["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .zip(report["findings"].as_array().expect("findings"))
        {
            for field in [
                "played",
                "required",
                "played_move",
                "required_moves",
                "message",
                "articles",
            ] {
                assert_eq!(again[field], written[field], "{field}");
            }
        }
    }
    assert!(findings >= 8, "only {findings} findings read back");
}
