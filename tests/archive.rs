//! The archive from the command line (issue 15): `import` checks and stores files, directories
//! and archives with the batch pipeline, on SQLite and on PostgreSQL (ignored, with the reason,
//! without a server: api/build.rs); `check --duplicates` finds copies in files on disk.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use store::{Database, Store, sha256_hex};

#[path = "support/cli.rs"]
mod cli;
use cli::{run, run_with, stdout};
#[path = "support/postgres.rs"]
mod postgres_support;
use postgres_support::TestDatabase;
#[path = "support/stored.rs"]
mod stored;
use stored::every_tournament;

fn fixture(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(relative)
}

/// An archive holding a round twice under two names and a file that is no PDN.
fn zip_archive(dir: &Path) -> PathBuf {
    let path = dir.join("season.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("2024/round3.pdn", options).unwrap();
    zip.write_all(&std::fs::read(fixture("cli/round.pdn")).unwrap())
        .unwrap();
    zip.start_file("notes.txt", options).unwrap();
    zip.write_all(b"not a PDN entry: skipped by the walk")
        .unwrap();
    zip.start_file("web.pdn", options).unwrap();
    zip.write_all(&std::fs::read(fixture("web/round.pdn")).unwrap())
        .unwrap();
    zip.finish().unwrap();
    path
}

/// The `--db` argument of a database.
fn db_arg(db: &Database) -> String {
    match db {
        Database::Sqlite(path) => path.display().to_string(),
        Database::Postgres(url) => url.clone(),
    }
}

/// Imports fixtures, a directory and a zip; every source is stored with its bytes, its games
/// and their verdicts as `check` gives them; a second run stores nothing again.
fn import_stores_every_source_once(db: &Database) {
    let dir = tempfile::tempdir().unwrap();
    let archive = zip_archive(dir.path());
    let db = db_arg(db);
    let cli = fixture("cli").display().to_string();
    let archive_arg = archive.display().to_string();
    let output = run(&["import", "--db", &db, &cli, &archive_arg]);
    let text = stdout(&output);
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stored: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .collect();
    // fixtures/cli: 8 files (archive/ holds two); the zip: two PDN entries, one of them the
    // same bytes as fixtures/cli/round.pdn, so it is that tournament.
    assert_eq!(stored.len(), 10, "{text}");
    let round = stored
        .iter()
        .find(|l| l[3].ends_with("cli/round.pdn"))
        .unwrap();
    let again = stored
        .iter()
        .find(|l| l[3].ends_with("season.zip:2024/round3.pdn"))
        .unwrap();
    assert_eq!((round[0], again[0]), ("stored", "exists"), "{text}");
    assert_eq!(round[1], again[1]);

    let store = Store::open(db.as_str()).unwrap();
    let (total, tournaments) = every_tournament(&store, 100);
    assert_eq!(total, 9);
    // The bytes as on disk, and the games as `check` sees them.
    let bytes = std::fs::read(fixture("cli/round.pdn")).unwrap();
    let summary = tournaments.iter().find(|t| t.id == round[1]).unwrap();
    assert_eq!(summary.name, "round.pdn");
    assert_eq!(summary.sha256, sha256_hex(&bytes));
    assert_eq!(store.original(&summary.id).unwrap().unwrap(), bytes);
    let check = run(&[
        "check",
        "--format",
        "json",
        &fixture("cli/round.pdn").display().to_string(),
    ]);
    let checked: Value = serde_json::from_slice(&check.stdout).unwrap();
    let games = store.games(&summary.id).unwrap().unwrap();
    assert_eq!(games.len(), 4);
    for (game, expected) in games.iter().zip(checked["games"].as_array().unwrap()) {
        assert_eq!(game.status.name(), expected["status"].as_str().unwrap());
        let report = store
            .game(&summary.id, game.n)
            .unwrap()
            .unwrap()
            .report()
            .unwrap();
        let report = serde_json::to_value(&report).unwrap();
        assert_eq!(report["findings"], expected["findings"]);
        assert_eq!(report["tags"], expected["tags"]);
        assert_eq!(
            report["moves"].as_array().map(Vec::len),
            Some(expected["plies"].as_u64().unwrap() as usize)
        );
    }
    // A zip entry's name is its tournament's name.
    assert!(tournaments.iter().any(|t| t.name == "web.pdn"));

    // Again: every file found stored, in the same order and with the same tournaments, the
    // files on disk by their bytes before their games are read, the zip's entries at their
    // commit.
    let output = run(&["import", "--db", &db, &cli, &archive_arg]);
    assert!(output.status.success());
    let again = stdout(&output);
    let expected: Vec<String> = stored
        .iter()
        .map(|l| format!("exists\t{}\t-\t{}", l[1], l[3]))
        .collect();
    assert_eq!(again.lines().collect::<Vec<_>>(), expected, "{again}");
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("already stored: 10"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(every_tournament(&store, 100).0, 9);
}

/// A file as long as one stored but with other bytes is no copy of it: stored, as a file of
/// a length never stored is, while the file stored is found stored.
#[test]
fn a_file_as_long_as_one_stored_is_stored_when_its_bytes_differ() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db").display().to_string();
    let original = std::fs::read(fixture("cli/round.pdn")).unwrap();
    let text = String::from_utf8(original.clone()).unwrap();
    let changed = text.replacen("Utrecht", "Arnhem.", 1);
    assert_ne!(changed, text);
    assert_eq!(changed.len(), text.len());
    let round = dir.path().join("round.pdn");
    let other = dir.path().join("other.pdn");
    std::fs::write(&round, &original).unwrap();
    std::fs::write(&other, changed).unwrap();
    let (round, other) = (round.display().to_string(), other.display().to_string());
    let first = run(&["import", "--db", &db, &round]);
    assert!(first.status.success());
    let first = stdout(&first);
    let output = run(&["import", "--db", &db, &other, &round]);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(
        (lines[0][0], lines[0][3]),
        ("stored", other.as_str()),
        "{text}"
    );
    let round_id = first.split('\t').nth(1).unwrap();
    assert_eq!(
        lines[1],
        ["exists", round_id, "-", round.as_str()],
        "{text}"
    );
    assert_ne!(lines[0][1], round_id);
    let store = Store::open(db.as_str()).unwrap();
    assert_eq!(every_tournament(&store, 10).0, 2);
}

#[test]
fn import_stores_every_source_once_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    import_stores_every_source_once(&Database::Sqlite(dir.path().join("archive.db")));
}

#[test]
#[cfg_attr(
    not(postgres_tests),
    ignore = "needs PostgreSQL: set DRAUGHTS_ARBITER_TEST_POSTGRES (.ci/run starts one)"
)]
fn import_stores_every_source_once_on_postgres() {
    let pg = TestDatabase::create();
    import_stores_every_source_once(&pg.database());
}

/// A source that cannot be read to its end is not stored (all or nothing), the others are,
/// and the exit status says so.
#[test]
fn an_unreadable_source_is_not_stored() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db").display().to_string();
    // A gzip stream that unpacks past --max-entry-bytes.
    let gz = dir.path().join("big.pdn.gz");
    let mut encoder =
        flate2::write::GzEncoder::new(std::fs::File::create(&gz).unwrap(), Default::default());
    for i in 0..200 {
        write!(encoder, "[Event \"g{i}\"]\n\n1. 32-28 18-23 *\n\n").unwrap();
    }
    encoder.finish().unwrap();
    let round = fixture("cli/round.pdn").display().to_string();
    let output = run(&[
        "import",
        "--db",
        &db,
        "--max-entry-bytes",
        "1000",
        &gz.display().to_string(),
        &round,
    ]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Named with why (the walk may find it out before its first game or after).
    assert!(
        stderr.contains("big.pdn.gz") && stderr.contains("limit of 1000 bytes"),
        "{stderr}"
    );
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.starts_with("stored\t"));
    let store = Store::open(db.as_str()).unwrap();
    assert_eq!(every_tournament(&store, 10).0, 1);
}

/// Standard input is imported as any file is, read once: stored under `<stdin>`, and the same
/// bytes from a file found stored (the reader hashes them as it reads them; before, `import`
/// refused `-` because it read its paths twice).
#[test]
fn standard_input_is_imported_once_read() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db").display().to_string();
    let path = fixture("cli/round.pdn");
    let bytes = std::fs::read(&path).unwrap();
    let output = run_with(&["import", "--db", &db, "-"], Some(&bytes), &[]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = stdout(&output);
    let fields: Vec<&str> = text.trim_end().split('\t').collect();
    assert_eq!(fields.first(), Some(&"stored"), "{text}");
    assert_eq!(fields.last(), Some(&"<stdin>"), "{text}");
    let store = Store::open(db.as_str()).unwrap();
    assert_eq!(every_tournament(&store, 10).0, 1);
    let output = run(&["import", "--db", &db, &path.display().to_string()]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert!(stdout(&output).starts_with("exists\t"), "{output:?}");
    assert_eq!(every_tournament(&store, 10).0, 1);
}

/// `check --duplicates`: the same game in two files, one copy with another result and White.
#[test]
fn check_duplicates_finds_copies_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("cli/round.pdn")).unwrap();
    let first = text.split("\n\n[Event").next().unwrap();
    let copy = dir.path().join("copy.pdn");
    std::fs::write(
        &copy,
        first
            .replace("Jansen, P.", "Janssen, Piet")
            .replace("\"1-1\"", "\"2-0\"")
            .replace(" 1-1", " 2-0"),
    )
    .unwrap();
    let paths = [
        fixture("cli/round.pdn").display().to_string(),
        copy.display().to_string(),
    ];
    let output = run(&["check", "--duplicates", &paths[0], &paths[1]]);
    let out = stdout(&output);
    assert!(
        out.contains("copies: 1 game appearing more than once (1 with copies that disagree)"),
        "{out}"
    );
    assert!(
        out.contains("2 copies, the same moves, other result, players"),
        "{out}"
    );
    assert!(out.contains("copy.pdn #1 Janssen, Piet - de Vries, K., 2024.03.02, 2-0"));
    let output = run(&[
        "check",
        "--duplicates",
        "--format",
        "json",
        &paths[0],
        &paths[1],
    ]);
    let doc: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        doc["copies"][0]["disagreements"],
        serde_json::json!(["result", "players"])
    );
    assert_eq!(doc["copies"][0]["copies"][1]["file"], paths[1].as_str());
    // The reports are as without --duplicates: no moves.
    assert!(doc["games"][0].get("moves").is_none());
    let output = run(&["check", "--duplicates", "--format", "ndjson", &paths[0]]);
    let lines: Vec<Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[lines.len() - 2]["copies"], serde_json::json!([]));
    assert!(lines[lines.len() - 1].get("summary").is_some());
    // Without the flag: no copies section.
    assert!(!stdout(&run(&["check", &paths[0], &paths[1]])).contains("copies:"));
}
