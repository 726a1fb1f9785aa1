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

#[test]
fn reports_read_back() {
    let fixtures = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/referee/draws.json");
    let text = std::fs::read_to_string(fixtures).expect("fixture");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    for report in doc["reports"].as_array().expect("reports") {
        let parsed: GameReport =
            serde_json::from_value(report.clone()).expect("a report deserialises");
        assert_eq!(&serde_json::to_value(&parsed).expect("serialise"), report);
    }
}
