//! End-to-end tests of `draughts-arbiter check` and `normalize`: the built binary run on the
//! fixtures in `fixtures/cli/` (games written for these tests) and on archives built here.

#[path = "support/cli.rs"]
mod cli;
#[path = "support/corpus.rs"]
mod corpus;
use cli::{code, repo, run, run_with, stderr, stdout};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Output;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

fn fixture(name: &str) -> PathBuf {
    repo().join("fixtures/cli").join(name)
}

/// The lines of NDJSON output, parsed.
fn ndjson(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

/// `(file, index, status)` of the game lines of NDJSON output.
fn games(lines: &[Value]) -> Vec<(String, u64, String)> {
    lines
        .iter()
        .filter(|l| l.get("index").is_some())
        .map(|l| {
            (
                l["file"].as_str().unwrap_or_default().to_string(),
                l["index"].as_u64().unwrap_or_default(),
                l["status"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The number in the text summary's row labelled `label` (its indentation included), whatever
/// the width of the columns.
fn row(text: &str, label: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let (name, n) = line.trim_end().rsplit_once(' ')?;
        (name.trim_end() == label).then(|| n.parse().ok()).flatten()
    })
}

fn summary(lines: &[Value]) -> &Value {
    &lines.last().expect("a summary line")["summary"]
}

const ROUND: &str = "fixtures/cli/round.pdn";
const MISSED_CAPTURE: &str = "  #2 Bakker, L. - Visser, M. (round 3): error: move 2, White: \
                              33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)";

#[test]
fn text_names_the_game_the_move_and_the_articles_then_sums_up() {
    let out = run(&["check", ROUND]);
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let text = stdout(&out);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(ROUND), "{text}");
    assert_eq!(lines.next(), Some(MISSED_CAPTURE), "{text}");
    assert_eq!(lines.next(), Some(""), "only game 2 has problems: {text}");
    for (label, n) in [
        ("files", 1),
        ("games", 4),
        ("  valid", 3),
        ("  irregular", 1),
        ("  invalid", 0),
        ("  Missed capture", 1),
    ] {
        assert_eq!(row(&text, label), Some(n), "`{label}` in {text}");
    }
    // The kinds in words, the columns as wide as the longest label: the codes stay in JSON.
    assert!(!text.contains("missed_capture"), "{text}");
    assert!(text.contains("\nnot regular files, skipped  0\n"), "{text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("checked 4 games in ") && last.ends_with(" games/s)"),
        "{last}"
    );
    // Not a terminal: no progress bar on stderr.
    assert_eq!(stderr(&out), "");
}

#[test]
fn exit_status_0_when_every_game_is_valid() {
    let out = run(&["check", "fixtures/cli/valid.pdn"]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert!(
        stdout(&out).starts_with("\nno errors and no warnings\n\nfiles"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn json_is_one_document_with_every_report_and_the_summary() {
    let out = run(&["check", "--format", "json", ROUND]);
    assert_eq!(code(&out), 1);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    assert_eq!(doc["schema_version"], 1);
    assert_eq!(doc["ruleset"], "fmjd-2024");
    assert_eq!(doc["strictness"], "liberal");
    let games = doc["games"].as_array().expect("a games array");
    assert_eq!(games.len(), 4);
    assert!(games.iter().all(|g| g["file"] == ROUND));
    let second = &games[1];
    assert_eq!(second["index"], 2);
    assert_eq!(second["status"], "irregular");
    assert_eq!(second["findings"][0]["kind"], "missed_capture");
    assert_eq!(second["findings"][0]["move_number"], 2);
    assert_eq!(second["findings"][0]["required"][0], "28x19");
    // Each entry is a report of the published schema, with `file` in front.
    let mut report = second.clone();
    report.as_object_mut().map(|o| o.remove("file"));
    let report: arbiter::GameReport = serde_json::from_value(report).expect("a GameReport");
    assert!(report.has_errors());
    assert_eq!(doc["errors"], Value::Array(Vec::new()));
    assert_eq!(doc["summary"]["games"], 4);
    assert_eq!(doc["summary"]["irregular"], 1);
    assert_eq!(doc["summary"]["findings"]["missed_capture"], 1);
    assert_eq!(doc["summary"]["exit_status"], 1);
}

#[test]
fn ndjson_is_one_report_per_line_then_the_summary() {
    let out = run(&["check", "--format", "ndjson", ROUND]);
    assert_eq!(code(&out), 1);
    let lines = ndjson(&out);
    assert_eq!(lines.len(), 5);
    assert_eq!(
        games(&lines),
        vec![
            (ROUND.to_string(), 1, "valid".to_string()),
            (ROUND.to_string(), 2, "irregular".to_string()),
            (ROUND.to_string(), 3, "valid".to_string()),
            (ROUND.to_string(), 4, "valid".to_string()),
        ]
    );
    let summary = summary(&lines);
    assert_eq!(summary["games"], 4);
    assert_eq!(summary["files"], 1);
    assert_eq!(summary["exit_status"], 1);
}

#[test]
fn games_after_a_broken_game_are_still_checked() {
    let out = run(&["check", "--format", "ndjson", "fixtures/cli/broken.pdn"]);
    assert_eq!(code(&out), 1);
    let lines = ndjson(&out);
    let statuses: Vec<String> = games(&lines).into_iter().map(|g| g.2).collect();
    assert_eq!(statuses, ["valid", "unparsable", "irregular", "valid"]);
    assert_eq!(lines[2]["findings"][0]["kind"], "missed_capture");
    let text = stdout(&run(&["check", "fixtures/cli/broken.pdn"]));
    assert!(
        text.starts_with(
            "fixtures/cli/broken.pdn\n  #2 Smit, A. - Jansen, P.: error: line 13, column 31: the comment opened here with `{` is not \
             closed"
        ),
        "{text}"
    );
    assert!(text.contains("\n  #3 Mulder, J. - Bakker, L.: error: move 2, White"));
}

#[test]
fn unreadable_input_is_named_the_rest_is_checked_and_the_status_is_2() {
    let out = run(&[
        "check",
        "--format",
        "ndjson",
        "fixtures/cli/missing.pdn",
        ROUND,
    ]);
    assert_eq!(code(&out), 2, "2 wins over 1");
    assert!(
        stderr(&out).contains(
            "error: fixtures/cli/missing.pdn: no such file or folder (check the name and the path)"
        ),
        "{}",
        stderr(&out)
    );
    let lines = ndjson(&out);
    assert_eq!(
        lines[0]["error"]["file"], "fixtures/cli/missing.pdn",
        "{lines:?}"
    );
    assert_eq!(games(&lines).len(), 4);
    assert_eq!(summary(&lines)["read_errors"], 1);
    assert_eq!(summary(&lines)["exit_status"], 2);

    let out = run(&["check", "--format", "json", "fixtures/cli/missing.pdn"]);
    assert_eq!(code(&out), 2);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON even so");
    assert_eq!(doc["errors"][0]["file"], "fixtures/cli/missing.pdn");
    assert_eq!(doc["errors"][0]["message"], "no such file or folder");
}

#[test]
fn a_directory_is_walked_recursively_for_pdn_files_in_name_order() {
    let out = run(&["check", "--format", "ndjson", "fixtures/cli/archive"]);
    assert_eq!(code(&out), 1);
    let lines = ndjson(&out);
    let files: Vec<(String, u64)> = games(&lines).into_iter().map(|g| (g.0, g.1)).collect();
    assert_eq!(
        files,
        vec![
            ("fixtures/cli/archive/2024/round2.pdn".to_string(), 1),
            ("fixtures/cli/archive/2024/round2.pdn".to_string(), 2),
            ("fixtures/cli/archive/round1.pdn".to_string(), 1),
        ]
    );
    assert_eq!(summary(&lines)["files"], 2, "notes.txt is not PDN");
}

/// A zip with two PDN entries, a text file, and a PDN entry of `big_entry_bytes`.
fn make_zip(path: &Path, big_entry_bytes: usize) {
    use zip::write::SimpleFileOptions;
    let file = std::fs::File::create(path).expect("create zip");
    let mut zip = zip::ZipWriter::new(file);
    let options = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    let round = std::fs::read(fixture("round.pdn")).expect("fixture");
    let valid = std::fs::read(fixture("valid.pdn")).expect("fixture");
    zip.start_file("round3/round.pdn", options).expect("entry");
    zip.write_all(&round).expect("write entry");
    zip.start_file("README.txt", options).expect("entry");
    zip.write_all(b"not a game").expect("write entry");
    if big_entry_bytes > 0 {
        zip.start_file("big.pdn", options).expect("entry");
        zip.write_all(&vec![b' '; big_entry_bytes])
            .expect("write entry");
    }
    zip.start_file("round3/valid.pdn", options).expect("entry");
    zip.write_all(&valid).expect("write entry");
    zip.finish().expect("finish zip");
}

#[test]
fn zip_entries_are_checked_in_archive_order() {
    let dir = scratch("zip");
    let archive = dir.join("federation.zip");
    make_zip(&archive, 0);
    let archive = archive.to_string_lossy().into_owned();
    let out = run(&["check", "--format", "ndjson", &archive]);
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let lines = ndjson(&out);
    let files: Vec<String> = games(&lines).into_iter().map(|g| g.0).collect();
    let round = format!("{archive}:round3/round.pdn");
    let valid = format!("{archive}:round3/valid.pdn");
    assert_eq!(
        files,
        [&round, &round, &round, &round, &valid, &valid].map(String::clone)
    );
    assert_eq!(summary(&lines)["files"], 2);
}

#[test]
fn a_zip_entry_over_the_size_cap_is_refused_by_name_and_the_others_are_read() {
    let dir = scratch("zip-bomb");
    let archive = dir.join("bomb.zip");
    make_zip(&archive, 100_000);
    let archive = archive.to_string_lossy().into_owned();
    let out = run(&[
        "check",
        "--format",
        "ndjson",
        "--max-entry-bytes",
        "50000",
        &archive,
    ]);
    assert_eq!(code(&out), 2);
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "{archive}:big.pdn: decompressed size exceeds the limit"
        )),
        "{err}"
    );
    assert_eq!(games(&ndjson(&out)).len(), 6, "the other entries are read");
}

#[test]
fn a_zip_entry_that_cannot_be_opened_is_named_and_the_others_are_read() {
    use zip::write::SimpleFileOptions;
    let dir = scratch("zip-odd-entry");
    let archive = dir.join("odd.zip");
    let mut bytes = std::io::Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut bytes);
    let stored = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    zip.start_file("odd.pdn", stored).expect("entry");
    zip.write_all(b"1. 32-28 *").expect("write entry");
    zip.start_file("valid.pdn", stored).expect("entry");
    zip.write_all(&std::fs::read(fixture("valid.pdn")).expect("fixture"))
        .expect("write entry");
    zip.finish().expect("finish zip");
    let mut bytes = bytes.into_inner();
    // Give the first entry a compression method this reader is built without (12, bzip2), in its local header
    // (offset 8) and in its central directory record (offset 10).
    bytes[8] = 12;
    let central = bytes
        .windows(4)
        .position(|w| w == b"PK\x01\x02")
        .expect("a central directory");
    bytes[central + 10] = 12;
    std::fs::write(&archive, &bytes).expect("write zip");
    let archive = archive.to_string_lossy().into_owned();
    let out = run(&["check", "--format", "ndjson", &archive]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains(&format!("error: {archive}:odd.pdn: cannot read zip entry")),
        "{}",
        stderr(&out)
    );
    let files: Vec<String> = games(&ndjson(&out)).into_iter().map(|g| g.0).collect();
    assert_eq!(
        files,
        [
            format!("{archive}:valid.pdn"),
            format!("{archive}:valid.pdn")
        ]
    );
}

#[test]
fn a_file_that_is_not_a_zip_is_named() {
    let dir = scratch("not-zip");
    let fake = dir.join("fake.zip");
    std::fs::write(&fake, b"PK but not really").expect("write");
    let fake = fake.to_string_lossy().into_owned();
    let out = run(&["check", &fake, "fixtures/cli/valid.pdn"]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains(&format!("error: {fake}: not a readable zip archive")),
        "{}",
        stderr(&out)
    );
    assert_eq!(row(&stdout(&out), "games"), Some(2));
}

/// NDJSON game lines with the file name taken out, to compare runs over other sources.
fn reports_without_file(out: &Output) -> Vec<Value> {
    ndjson(out)
        .into_iter()
        .filter(|l| l.get("index").is_some())
        .map(|mut l| {
            l.as_object_mut().map(|o| o.remove("file"));
            l
        })
        .collect()
}

#[test]
fn gzip_files_give_the_same_reports_as_plain_ones() {
    let dir = scratch("gz");
    let gz = dir.join("round.pdn.gz");
    let mut encoder = flate2::write::GzEncoder::new(
        std::fs::File::create(&gz).expect("create"),
        flate2::Compression::default(),
    );
    encoder
        .write_all(&std::fs::read(fixture("round.pdn")).expect("fixture"))
        .expect("compress");
    encoder.finish().expect("finish gzip");
    let gz = gz.to_string_lossy().into_owned();
    let compressed = run(&["check", "--format", "ndjson", &gz]);
    let plain = run(&["check", "--format", "ndjson", ROUND]);
    assert_eq!(code(&compressed), 1);
    assert_eq!(
        reports_without_file(&compressed),
        reports_without_file(&plain)
    );
    assert_eq!(games(&ndjson(&compressed))[0].0, gz);
}

#[test]
fn a_corrupt_gzip_file_is_named_after_the_games_before_the_damage() {
    let dir = scratch("gz-corrupt");
    let gz = dir.join("cut.pdn.gz");
    let mut bytes = Vec::new();
    let mut encoder = flate2::write::GzEncoder::new(&mut bytes, flate2::Compression::default());
    encoder
        .write_all(&std::fs::read(fixture("round.pdn")).expect("fixture"))
        .expect("compress");
    encoder.finish().expect("finish gzip");
    bytes.truncate(bytes.len() / 2);
    std::fs::write(&gz, &bytes).expect("write");
    let gz = gz.to_string_lossy().into_owned();
    let out = run(&["check", "--format", "ndjson", &gz]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains(&format!("error: {gz}: read error")));
}

#[test]
fn stdin_is_read_with_a_dash() {
    let input = std::fs::read(fixture("round.pdn")).expect("fixture");
    let piped = run_with(&["check", "--format", "ndjson", "-"], Some(&input), &[]);
    assert_eq!(code(&piped), 1, "{}", stderr(&piped));
    assert_eq!(games(&ndjson(&piped))[0].0, "<stdin>");
    let plain = run(&["check", "--format", "ndjson", ROUND]);
    assert_eq!(reports_without_file(&piped), reports_without_file(&plain));
    let text = stdout(&run_with(&["check", "-"], Some(&input), &[]));
    assert!(
        text.starts_with("<stdin>\n  #2 Bakker, L. - Visser, M. (round 3): error: move 2"),
        "{text}"
    );
}

#[test]
fn output_goes_to_the_file_given() {
    let dir = scratch("output");
    let path = dir.join("report.json");
    let path_text = path.to_string_lossy().into_owned();
    let out = run(&["check", "--format", "json", "--output", &path_text, ROUND]);
    assert_eq!(code(&out), 1);
    assert_eq!(stdout(&out), "");
    let doc: Value =
        serde_json::from_slice(&std::fs::read(&path).expect("report written")).expect("JSON");
    assert_eq!(doc["summary"]["games"], 4);

    let bad = dir.join("no/such/dir/report.json");
    let out = run(&["check", "--output", &bad.to_string_lossy(), ROUND]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("cannot create"), "{}", stderr(&out));
}

#[test]
fn only_problems_leaves_out_clean_games_in_every_format() {
    let out = run(&["check", "--format", "ndjson", "--only-problems", ROUND]);
    let lines = ndjson(&out);
    assert_eq!(
        games(&lines),
        vec![(ROUND.to_string(), 2, "irregular".to_string())]
    );
    assert_eq!(summary(&lines)["games"], 4, "the summary counts every game");
    let doc: Value = serde_json::from_slice(
        &run(&["check", "--format", "json", "--only-problems", ROUND]).stdout,
    )
    .expect("JSON");
    assert_eq!(doc["games"].as_array().map(Vec::len), Some(1));
    let out = run(&["check", "--only-problems", "fixtures/cli/valid.pdn"]);
    assert_eq!(code(&out), 0);
}

const SPACING: &str = "fixtures/cli/spacing.pdn";

/// The text report of `fixtures/cli/spacing.pdn` (games by an old exporter with a space inside a
/// move, one with a real error) and of the round: each file once, its games below it, each led by
/// its most severe finding with its severity, players and round; `game N` not said twice.
const SPACING_AND_ROUND: &str = "\
fixtures/cli/spacing.pdn
  #1 Schildpad - Tester (round 1): warning: line 14, column 61: move 4, Black: `5- 10` has a space inside; read as 5-10
  #2 Schildpad - de Swart, A. (round 2): warning: line 25, column 61: move 4, Black: `5- 10` has a space inside; read as 5-10
  #3 Johannes - Schildpad (round 3): error: move 2, White: 33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)
  #4 Dwarf - Schildpad (round 4): warning: line 47, column 61: move 4, Black: `5- 10` has a space inside; read as 5-10
fixtures/cli/round.pdn
  #2 Bakker, L. - Visser, M. (round 3): error: move 2, White: 33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)
";

/// The report up to its summary table.
fn report_lines(out: &Output) -> String {
    let text = stdout(out);
    text[..text.find("\nfiles ").unwrap_or(text.len())].to_string()
}

#[test]
fn the_text_report_groups_games_under_their_file_most_severe_finding_first() {
    let out = run(&["check", SPACING, ROUND]);
    assert_eq!(code(&out), 1);
    assert_eq!(report_lines(&out), SPACING_AND_ROUND);
    // An error played after a warning leads the game: a missed capture behind a spacing warning.
    let game = "[White \"A\"]\n[Black \"B\"]\n\n1. 32-28 18- 23 2. 33-29 19-24 0-2\n";
    let out = run_with(&["check", "-"], Some(game.as_bytes()), &[]);
    let text = report_lines(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], "<stdin>");
    assert!(
        lines[1].starts_with("  #1 A - B: error: move 2, Black: 19-24 was played while 23x32"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("      warning: line 4, column 10: move 1, Black: `18- 23` has a space inside; read as 18-23"),
        "{text}"
    );
}

/// The same report in Dutch (`LANG=nl_NL.UTF-8`, as a Dutch arbiter's terminal has it): the
/// severities, the round, the referee's and the reader's sentences and the summary in Dutch;
/// the articles and the file names as they are.
const SPACING_AND_ROUND_NL: &str = "\
fixtures/cli/spacing.pdn
  #1 Schildpad - Tester (ronde 1): waarschuwing: regel 14, kolom 61: zet 4, Zwart: `5- 10` bevat een spatie; gelezen als 5-10
  #2 Schildpad - de Swart, A. (ronde 2): waarschuwing: regel 25, kolom 61: zet 4, Zwart: `5- 10` bevat een spatie; gelezen als 5-10
  #3 Johannes - Schildpad (ronde 3): fout: zet 2, Wit: 33-29 werd gespeeld terwijl 28x19 verplicht was (art. 4.2, 5.4.6)
  #4 Dwarf - Schildpad (ronde 4): waarschuwing: regel 47, kolom 61: zet 4, Zwart: `5- 10` bevat een spatie; gelezen als 5-10
fixtures/cli/round.pdn
  #2 Bakker, L. - Visser, M. (ronde 3): fout: zet 2, Wit: 33-29 werd gespeeld terwijl 28x19 verplicht was (art. 4.2, 5.4.6)
";

#[test]
fn the_text_report_is_in_dutch_under_a_dutch_locale_or_with_lang_nl() {
    let out = run_with(&["check", SPACING, ROUND], None, &[("LANG", "nl_NL.UTF-8")]);
    assert_eq!(code(&out), 1);
    let text = stdout(&out);
    let report = &text[..text.find("\nbestanden ").expect("the Dutch summary")];
    assert_eq!(report, SPACING_AND_ROUND_NL);
    assert_eq!(row(&text, "partijen"), Some(8), "{text}");
    assert_eq!(row(&text, "partijen met fouten"), Some(2), "{text}");
    assert!(text.contains("\nbevindingen per soort\n"), "{text}");
    assert!(text.contains(" partijen gecontroleerd in "), "{text}");
    // LC_MESSAGES before LANG, --lang before both; an unknown language is refused by name.
    let out = run_with(
        &["check", SPACING, ROUND],
        None,
        &[("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "nl_BE")],
    );
    assert!(stdout(&out).starts_with(&SPACING_AND_ROUND_NL[..60]));
    let out = run_with(
        &["check", "--lang", "nl", SPACING, ROUND],
        None,
        &[("LANG", "ru_RU")],
    );
    assert!(stdout(&out).starts_with(SPACING_AND_ROUND_NL));
    let out = run(&["check", "--lang", "pl", SPACING]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("unknown language `pl`"),
        "{}",
        stderr(&out)
    );
    // The command's own errors follow the language too.
    let out = run_with(
        &["check", "fixtures/cli/no-such.pdn"],
        None,
        &[("LANG", "nl_NL")],
    );
    assert!(stderr(&out).starts_with("fout: "), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("fout: geen partijen gevonden"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn min_severity_leaves_out_lesser_findings_and_games_left_without_in_every_format() {
    // Text: only the real error of the spacing file.
    let out = run(&["check", "--min-severity", "error", SPACING]);
    assert_eq!(code(&out), 1, "the exit status still counts every game");
    assert_eq!(
        report_lines(&out),
        "fixtures/cli/spacing.pdn\n  #3 Johannes - Schildpad (round 3): error: move 2, White: \
         33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)\n"
    );
    assert_eq!(row(&stdout(&out), "games"), Some(4));
    // Info findings are told only when asked for.
    let text = report_lines(&run(&["check", "--min-severity", "info", SPACING]));
    assert!(
        text.ends_with(
            "read as 5-10\n      info: move 2, White: the capture 28-19 is written with `-`\n"
        ),
        "{text}"
    );
    // NDJSON and JSON: the same games, their findings filtered, the summary of every game.
    let lines = ndjson(&run(&[
        "check",
        "--format",
        "ndjson",
        "--min-severity",
        "error",
        SPACING,
    ]));
    assert_eq!(
        games(&lines),
        vec![(SPACING.to_string(), 3, "irregular".to_string())]
    );
    assert_eq!(lines[0]["findings"].as_array().map(Vec::len), Some(1));
    assert_eq!(summary(&lines)["games"], 4);
    assert_eq!(summary(&lines)["findings"]["parse_warning"], 3);
    let doc: Value = serde_json::from_slice(
        &run(&[
            "check",
            "--format",
            "json",
            "--min-severity",
            "warning",
            SPACING,
        ])
        .stdout,
    )
    .expect("JSON");
    let kept: Vec<(u64, usize)> = doc["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|g| {
            (
                g["index"].as_u64().unwrap_or(0),
                g["findings"].as_array().map_or(0, Vec::len),
            )
        })
        .collect();
    assert_eq!(
        kept,
        [(1, 1), (2, 1), (3, 1), (4, 1)],
        "game 4 loses its info finding"
    );
    // Without the option JSON keeps every game and finding.
    let doc: Value =
        serde_json::from_slice(&run(&["check", "--format", "json", SPACING]).stdout).expect("JSON");
    assert_eq!(
        doc["games"][3]["findings"].as_array().map(Vec::len),
        Some(2)
    );
    let out = run(&["check", "--min-severity", "fatal", SPACING]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("unknown severity `fatal`"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_ruleset_is_applied_and_reported() {
    let doc: Value = serde_json::from_slice(
        &run(&["check", "--format", "json", "--ruleset", "fmjd-2015", ROUND]).stdout,
    )
    .expect("JSON");
    assert_eq!(doc["ruleset"], "fmjd-2015");
    assert!(
        doc["games"]
            .as_array()
            .is_some_and(|g| g.iter().all(|r| r["ruleset"] == "fmjd-2015"))
    );
    let out = run(&["check", "--ruleset", "fmjd-1999", ROUND]);
    assert_eq!(code(&out), 2, "clap's usage error");
    assert!(stderr(&out).contains("unknown ruleset"), "{}", stderr(&out));
}

#[test]
fn strict_reading_turns_pdn_deviations_into_errors() {
    let lenient = "fixtures/cli/lenient.pdn";
    assert_eq!(code(&run(&["check", lenient])), 0);
    let out = run(&["check", "--strict", "--format", "json", lenient]);
    assert_eq!(code(&out), 1);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(doc["strictness"], "pdn3");
    assert_eq!(doc["games"][0]["findings"][0]["kind"], "parse_error");
}

#[test]
fn one_worker_and_two_workers_write_the_same_output() {
    let inputs = [
        "fixtures/cli/archive",
        ROUND,
        "fixtures/cli/broken.pdn",
        "fixtures/cli/missing.pdn",
        "fixtures/cli/valid.pdn",
    ];
    for format in ["json", "ndjson"] {
        let mut args = vec!["check", "--format", format, "--jobs", "1"];
        args.extend(inputs);
        let one = run(&args);
        args[4] = "2";
        let two = run(&args);
        assert_eq!(code(&one), 2);
        assert_eq!(stdout(&one), stdout(&two), "{format}");
        assert_eq!(stderr(&one), stderr(&two), "{format}");
    }
    // Text: the same but for the time taken on the last line.
    let mut args = vec!["check", "--jobs", "1"];
    args.extend(inputs);
    let one = stdout(&run(&args));
    args[2] = "2";
    let two = stdout(&run(&args));
    let untimed = |text: &str| {
        text.lines()
            .filter(|l| !l.starts_with("checked "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(untimed(&one), untimed(&two));
    assert!(one.contains("\n  #3 Mulder, J. - Bakker, L.: error: move 2, White"));
}

/// `(plies, final_fen)` of every game of a PDN text, through `check`.
fn replays(args: &[&str], stdin: Option<&[u8]>) -> Vec<(u64, String)> {
    let out = run_with(args, stdin, &[]);
    ndjson(&out)
        .iter()
        .filter(|l| l.get("index").is_some())
        .map(|l| {
            (
                l["plies"].as_u64().unwrap_or_default(),
                l["final_fen"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn normalize_writes_ambiguous_captures_in_full_and_rereads_to_the_same_moves() {
    let out = run(&["normalize", "fixtures/cli/ambiguous.pdn"]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("36x18x7x16") || text.contains("36x13x2x16"),
        "{text}"
    );
    assert!(text.contains("[Site \"?\"]"), "seven-tag roster: {text}");
    let again = run_with(
        &["check", "--format", "ndjson", "-"],
        Some(text.as_bytes()),
        &[],
    );
    let lines = ndjson(&again);
    assert!(
        lines[0]["findings"]
            .as_array()
            .is_some_and(|f| f.iter().all(|f| f["kind"] != "ambiguous_notation")),
        "{lines:?}"
    );
    assert_eq!(
        replays(&["check", "--format", "ndjson", "-"], Some(text.as_bytes())),
        replays(
            &["check", "--format", "ndjson", "fixtures/cli/ambiguous.pdn"],
            None
        )
    );
}

#[test]
fn normalize_keeps_every_game_and_its_moves() {
    for name in ["round.pdn", "broken.pdn", "valid.pdn"] {
        let path = format!("fixtures/cli/{name}");
        let out = run(&["normalize", &path]);
        assert_eq!(code(&out), 0, "{name}: {}", stderr(&out));
        let normalized = out.stdout;
        assert_eq!(
            replays(&["check", "--format", "ndjson", "-"], Some(&normalized)),
            replays(&["check", "--format", "ndjson", &path], None),
            "{name}"
        );
        // Normalising twice changes nothing.
        let twice = run_with(&["normalize", "-"], Some(&normalized), &[]);
        if name != "broken.pdn" {
            assert_eq!(stdout(&twice).as_bytes(), &normalized[..], "{name}");
        }
    }
    let out = run(&["normalize", "fixtures/cli/missing.pdn"]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("fixtures/cli/missing.pdn"));
}

#[test]
fn normalize_keeps_a_result_disagreement_and_says_so() {
    let record = "[Event \"x\"]\n[Result \"0-1\"]\n\n1. 32-28 19-23 1-0\n\n[Result \"1/2-1/2\"]\n\n1. 32-28 1/2-1/2\n";
    let out = run_with(&["normalize", "-"], Some(record.as_bytes()), &[]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    let games: Vec<&str> = text.split("\n\n[Event").collect();
    assert_eq!(games.len(), 2, "{text}");
    // Both sides of the disagreement stay, in the international form.
    assert!(
        games[0].contains("[Result \"0-2\"]") && games[0].contains("19-23 2-0"),
        "{text}"
    );
    assert!(
        games[1].contains("[Result \"1-1\"]") && games[1].contains("32-28 1-1"),
        "{text}"
    );
    let warnings = stderr(&out);
    assert!(
        warnings.contains("game 1") && warnings.contains("both are written as found"),
        "{warnings}"
    );
    assert!(!warnings.contains("game 2"), "{warnings}");
    // Read again, the first game still has its result_tag_mismatch.
    let again = run_with(
        &["check", "--format", "ndjson", "-"],
        Some(text.as_bytes()),
        &[],
    );
    let lines = ndjson(&again);
    assert!(
        lines[0]["findings"]
            .as_array()
            .is_some_and(|f| f.iter().any(|f| f["kind"] == "result_tag_mismatch")),
        "{lines:?}"
    );
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn the_international_corpus_is_read_without_read_errors() {
    let corpus = repo().join("../shared/corpus/wiegerw-pdn/intl-10x10/succeed");
    assert!(corpus.is_dir(), "{} is absent", corpus.display());
    let out = run(&[
        "check",
        "--format",
        "ndjson",
        "--jobs",
        "2",
        &corpus.to_string_lossy(),
    ]);
    assert_ne!(code(&out), 2, "{}", stderr(&out));
    let lines = ndjson(&out);
    assert!(summary(&lines)["games"].as_u64().unwrap_or(0) >= 300);
    assert_eq!(summary(&lines)["read_errors"], 0);
}

/// `(index, status)` of every game of NDJSON output.
fn statuses(out: &Output) -> Vec<(u64, String)> {
    games(&ndjson(out))
        .into_iter()
        .map(|(_, index, status)| (index, status))
        .collect()
}

#[test]
fn annotate_writes_each_finding_as_a_comment_at_its_move() {
    let out = run(&["annotate", ROUND]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "2. 33-29\n{arbiter: error: 33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)}\n2... 23x32"
        ),
        "{text}"
    );
    assert_eq!(text.matches("{arbiter: ").count(), 1, "{text}");
    // In Dutch, as the text report.
    let dutch = stdout(&run(&["annotate", "--lang", "nl", ROUND]));
    assert!(
        dutch.contains(
            "2. 33-29\n{arbiter: fout: 33-29 werd gespeeld terwijl 28x19 verplicht was (art. 4.2, 5.4.6)}\n"
        ),
        "{dutch}"
    );
    // The annotated PDN is PDN: checked again, every game gets the same verdict.
    let again = run_with(
        &["check", "--format", "ndjson", "-"],
        Some(text.as_bytes()),
        &[],
    );
    let original = run(&["check", "--format", "ndjson", ROUND]);
    assert_eq!(statuses(&again), statuses(&original));

    // Several sources: each one's games under a `%` line naming it; a missing one is named on
    // stderr, the others are written, and the status is 2.
    let out = run(&[
        "annotate",
        "--min-severity",
        "error",
        SPACING,
        "fixtures/cli/missing.pdn",
        "fixtures/cli/ambiguous.pdn",
    ]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("fixtures/cli/missing.pdn"),
        "{}",
        stderr(&out)
    );
    let text = stdout(&out);
    assert!(
        text.starts_with("% fixtures/cli/spacing.pdn\n[Event"),
        "{text}"
    );
    assert!(
        text.contains("\n% fixtures/cli/ambiguous.pdn\n[Event"),
        "{text}"
    );
    // Only the error of the spacing file; the ambiguous notation is a warning.
    assert_eq!(text.matches("{arbiter: ").count(), 1, "{text}");
    let all = stdout(&run(&["annotate", SPACING]));
    assert!(
        all.contains("{arbiter: info: the capture 28-19 is written with `-`}"),
        "{all}"
    );
    assert!(
        all.contains("{arbiter: warning: `5- 10` has a space inside; read as 5-10}"),
        "{all}"
    );
}

/// What `check`, `annotate` and `normalize` say in one language (issue 29): the words of its
/// catalogue, never a finding's code or the system's English.
struct Said {
    lang: &'static str,
    /// A missing file, named.
    missing: &'static str,
    /// The summary's words for a missed capture.
    missed_capture: &'static str,
    /// A batch without errors or warnings.
    clean: &'static str,
    /// Two games checked (a plural).
    checked_two: &'static str,
    /// annotate: the legal moves after a man moved like a king.
    legal_moves: &'static str,
}

const SAID: [Said; 4] = [
    Said {
        lang: "en",
        missing: "error: fixtures/cli/missing.pdn: no such file or folder (check the name and the \
                  path)",
        missed_capture: "  Missed capture",
        clean: "no errors and no warnings",
        checked_two: "checked 2 games in ",
        legal_moves: "{arbiter: error: 32-23 is not allowed: ",
    },
    Said {
        lang: "fr",
        missing: "erreur\u{202f}: fixtures/cli/missing.pdn\u{202f}: aucun fichier ni dossier de ce nom \
                  (vérifiez le nom et le chemin)",
        missed_capture: "  Prise oubliée",
        clean: "aucune erreur et aucun avertissement",
        checked_two: "2 parties vérifiées en ",
        legal_moves: "{arbitre\u{202f}: erreur\u{202f}: 32-23 ",
    },
    Said {
        lang: "nl",
        missing: "fout: fixtures/cli/missing.pdn: er is geen bestand of map met deze naam \
                  (controleer de naam en het pad)",
        missed_capture: "  Slagplicht verzuimd",
        clean: "geen fouten en geen waarschuwingen",
        checked_two: "2 partijen gecontroleerd in ",
        legal_moves: "{arbiter: fout: 32-23 ",
    },
    Said {
        lang: "ru",
        missing: "ошибка: fixtures/cli/missing.pdn: нет такого файла или папки (проверьте имя и путь)",
        missed_capture: "  Пропущено взятие",
        clean: "ни ошибок, ни предупреждений",
        checked_two: "проверено 2 партии за ",
        legal_moves: "{арбитр: ошибка: 32-23 ",
    },
];

/// The alternatives' label of annotate in each language.
const LEGAL_LABEL: [(&str, &str); 4] = [
    ("en", "; legal moves: 32-27, 32-28}"),
    ("fr", "; coups légaux\u{202f}: 32-27, 32-28}"),
    ("nl", "; reglementaire zetten: 32-27, 32-28}"),
    ("ru", "; возможные ходы: 32-27, 32-28}"),
];

#[test]
fn check_annotate_and_normalize_speak_the_asked_language_end_to_end() {
    for said in SAID {
        let lang = said.lang;
        // A missing file: a sentence of the language naming it, the rest still checked.
        let out = run(&["check", "--lang", lang, "fixtures/cli/missing.pdn", ROUND]);
        assert_eq!(code(&out), 2, "{lang}");
        assert!(
            stderr(&out).contains(said.missing),
            "{lang}: {}",
            stderr(&out)
        );
        let text = stdout(&out);
        // The kinds in words: no code is printed, and the numbers line up after the longest
        // label of the language.
        assert_eq!(row(&text, said.missed_capture), Some(1), "{lang}: {text}");
        assert!(!text.contains("missed_capture"), "{lang}: {text}");
        let table: Vec<&str> = text
            .lines()
            .filter(|l| l.ends_with(|c: char| c.is_ascii_digit()) && !l.starts_with("  #"))
            .collect();
        let ends: Vec<usize> = table.iter().map(|l| l.chars().count()).collect();
        assert!(
            ends.len() > 10 && ends.iter().all(|&e| e == ends[0]),
            "{lang}: {table:#?}"
        );
        // Nothing to report is said so, and two games are two games.
        let out = run(&["check", "--lang", lang, "fixtures/cli/valid.pdn"]);
        assert_eq!(code(&out), 0, "{lang}");
        let text = stdout(&out);
        assert!(
            text.starts_with(&format!("\n{}\n\n", said.clean)),
            "{lang}: {text}"
        );
        assert!(
            text.lines()
                .last()
                .unwrap_or_default()
                .starts_with(said.checked_two),
            "{lang}: {text}"
        );
        // annotate: the comment and the moves it lists in the language.
        let game = "[FEN \"W:W32:B1\"]\n\n1. 32-23 *\n";
        let out = run_with(
            &["annotate", "--lang", lang, "-"],
            Some(game.as_bytes()),
            &[],
        );
        let text = stdout(&out);
        let legal = LEGAL_LABEL
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, t)| *t);
        assert!(text.contains(said.legal_moves), "{lang}: {text}");
        assert!(text.contains(legal.unwrap_or("?")), "{lang}: {text}");
        // normalize: its warnings and errors too.
        let out = run(&["normalize", "--lang", lang, "fixtures/cli/missing.pdn"]);
        assert_eq!(code(&out), 2, "{lang}");
        assert!(
            stderr(&out).contains(said.missing),
            "{lang}: {}",
            stderr(&out)
        );
    }
}

/// English words of our sentences that are no word of French, Dutch or Russian.
const ENGLISH: [&str; 30] = [
    "the",
    "expected",
    "found",
    "move",
    "moves",
    "game",
    "games",
    "line",
    "column",
    "error",
    "warning",
    "required",
    "legal",
    "readings",
    "played",
    "obligatory",
    "takes",
    "cannot",
    "square",
    "white",
    "black",
    "checked",
    "files",
    "valid",
    "unreadable",
    "skipped",
    "missed",
    "capture",
    "unplayable",
    "literal",
];

/// Issue 29: `check --lang fr|nl|ru` on the whole corpus prints no finding code and no English
/// word outside the players' names, the file names and the PDN text it quotes (in backticks).
#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn the_corpus_is_told_in_the_asked_language_without_a_code_or_an_english_word() {
    let root = corpus::required(corpus::root());
    let root = root.to_string_lossy();
    let codes: Vec<&str> = arbiter::FindingKind::ALL.iter().map(|k| k.name()).collect();
    for lang in ["fr", "nl", "ru"] {
        let args = [
            "check",
            "--lang",
            lang,
            "--min-severity",
            "info",
            "--jobs",
            "2",
            &root,
        ];
        let out = run(&args);
        assert_ne!(code(&out), 2, "{lang}: {}", stderr(&out));
        let text = stdout(&out);
        let mut told = 0;
        for line in text.lines().filter(|l| l.starts_with(' ')) {
            // A headline's players are names: what is told starts after them.
            let said = match line.strip_prefix("  #") {
                Some(headline) => headline
                    .split_once("): ")
                    .or_else(|| headline.split_once(": "))
                    .map_or(headline, |(_, rest)| rest),
                None => line,
            };
            let mut words = String::new();
            for (i, piece) in said.split('`').enumerate() {
                if i % 2 == 0 {
                    words.push_str(piece);
                    words.push(' ');
                }
            }
            for word in words.split(|c: char| !c.is_alphanumeric() && c != '_') {
                assert!(
                    !codes.contains(&word),
                    "{lang}: the code {word} in `{line}`"
                );
                assert!(
                    !ENGLISH.contains(&word.to_lowercase().as_str()),
                    "{lang}: the English `{word}` in `{line}`"
                );
            }
            told += 1;
        }
        assert!(told > 1000, "{lang}: only {told} lines told");
    }
}

/// The findings of one game of NDJSON output: `(kind, problem of the reader or "")`.
fn findings_of(line: &Value) -> Vec<(String, String)> {
    line["findings"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap_or_default().to_string(),
                f["detail"]["problem"]["problem"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
            )
        })
        .collect()
}

/// Issue 29: the reader's findings say what is wrong in the file's own words and what was read;
/// an exporter's fault found in every game is told once for the file; a `-` result is one
/// finding, not three. No verdict changes with the wording.
#[test]
fn reader_findings_name_the_fault_once_a_file_and_one_problem_once() {
    // Three games of an exporter that writes line ends as the text `\r`.
    let game = |n: u32| {
        format!("[White \"A{n}\"]\\r\n[Black \"B\"]\n[Result \"*\"]\n\n1. 32-28 19-23 *\n\n")
    };
    let file = format!("{}{}{}", game(1), game(2), game(3));
    let out = run_with(
        &["check", "--format", "ndjson", "-"],
        Some(file.as_bytes()),
        &[],
    );
    let lines = ndjson(&out);
    let escapes: Vec<usize> = lines
        .iter()
        .filter(|l| l.get("index").is_some())
        .map(|l| {
            findings_of(l)
                .iter()
                .filter(|(_, p)| p == "literal_escape")
                .count()
        })
        .collect();
    assert_eq!(escapes, [1, 0, 0], "{lines:?}");
    assert_eq!(lines[0]["findings"][0]["detail"]["whole_file"], true);
    let message = lines[0]["findings"][0]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(
        message.ends_with(
            "the text `\\r` is written where a line ends (a known fault of some exporters); \
             read as a line end; said once for the whole file"
        ),
        "{message}"
    );
    assert!(games(&lines).iter().all(|(_, _, status)| status == "valid"));
    // Under --strict each game keeps its error: the verdicts are the reader's.
    let out = run_with(
        &["check", "--strict", "--format", "ndjson", "-"],
        Some(file.as_bytes()),
        &[],
    );
    assert!(
        games(&ndjson(&out))
            .iter()
            .all(|(_, _, s)| s == "unparsable")
    );

    // A game without result, written `-` in the tag and after the moves: one finding.
    let dash = "[White \"A\"]\n[Black \"B\"]\n[Result \"-\"]\n\n1. 32-28 19-23 -\n";
    let out = run_with(
        &["check", "--format", "ndjson", "-"],
        Some(dash.as_bytes()),
        &[],
    );
    let lines = ndjson(&out);
    assert_eq!(
        findings_of(&lines[0]),
        [("unrecognised_result".to_string(), String::new())],
        "{lines:?}"
    );

    // A space inside a move: the move, what is written and what was read.
    let spaced = "[White \"A\"]\n[Black \"B\"]\n\n1. 32-28 18- 23 *\n";
    let out = run_with(&["check", "-"], Some(spaced.as_bytes()), &[]);
    assert!(
        stdout(&out).contains(
            "warning: line 4, column 10: move 1, Black: `18- 23` has a space inside; read as 18-23"
        ),
        "{}",
        stdout(&out)
    );
}

/// What `import`, `token` and `serve` say on stderr in one language (issue 29).
struct Told {
    lang: &'static str,
    /// `token create rennes --role arbiter`.
    created: &'static str,
    /// `token create rennes` again.
    exists: &'static str,
    /// `token revoke rennes`.
    revoked: &'static str,
    /// `token revoke rennes` again.
    no_such: &'static str,
    /// `import` of a round.
    imported: &'static str,
    /// `import -` of nothing: no games, nothing stored.
    no_games: &'static str,
    /// `serve` on a port another program holds.
    in_use: &'static str,
    /// `serve` started.
    listening: &'static str,
    /// `token list`: its heading, and the role of an arbiter's token.
    listed: [&'static str; 2],
}

const TOLD: [Told; 3] = [
    Told {
        lang: "fr",
        created: "Jeton d'arbitre `rennes` créé dans ",
        exists: "erreur\u{202f}: un jeton nommé `rennes` existe déjà\u{202f}: choisissez un autre nom",
        revoked: "le jeton `rennes` est révoqué\u{202f}: il n'ouvre plus rien",
        no_such: "erreur\u{202f}: aucun jeton en vigueur ne s'appelle `rennes`",
        imported: " s\u{202f}: fichiers enregistrés\u{202f}: 1 (parties\u{202f}: 2)\u{202f}; déjà enregistrés\u{202f}: 0",
        no_games: "erreur\u{202f}: aucune partie n'a été trouvée dans les chemins donnés",
        in_use: "(cette adresse est déjà utilisée)\u{202f}: un autre serveur l'utilise-t-il\u{202f}?",
        listening: "draughts-arbiter écoute sur http://127.0.0.1:",
        listed: ["Nom\tRôle\tCréé\tRévoqué\t#", "rennes\tarbitre\t"],
    },
    Told {
        lang: "nl",
        created: "Arbiterstoken `rennes` aangemaakt in ",
        exists: "fout: er bestaat al een token met de naam `rennes`: kies een andere naam",
        revoked: "het token `rennes` is ingetrokken: het geeft nergens meer toegang toe",
        no_such: "fout: geen geldig token heet `rennes`",
        imported: " s: bestanden opgeslagen: 1 (partijen: 2); al opgeslagen: 0",
        no_games: "fout: in de opgegeven paden zijn geen partijen gevonden",
        in_use: "(dit adres is al in gebruik): gebruikt een andere server het al?",
        listening: "draughts-arbiter luistert op http://127.0.0.1:",
        listed: ["Naam\tRol\tAangemaakt\tIngetrokken\t#", "rennes\tarbiter\t"],
    },
    Told {
        lang: "ru",
        created: "Токен судьи `rennes` создан в ",
        exists: "ошибка: токен с именем `rennes` уже есть: выберите другое имя",
        revoked: "токен `rennes` отозван: он больше ничего не открывает",
        no_such: "ошибка: действующего токена с именем `rennes` нет",
        imported: " с: сохранено файлов: 1 (партий: 2); уже были сохранены: 0",
        no_games: "ошибка: по указанным путям не найдено ни одной партии",
        in_use: "(этот адрес уже занят): может быть, этот адрес занят другим сервером?",
        listening: "draughts-arbiter слушает http://127.0.0.1:",
        listed: ["Имя\tРоль\tСоздан\tОтозван\t#", "rennes\tсудья\t"],
    },
];

/// The English words of what a command said, outside what it quotes and the paths it names.
fn english_in(said: &str, paths: &[&str]) -> Vec<String> {
    let mut text = said.to_string();
    for path in paths {
        text = text.replace(path, " ");
    }
    let mut words = String::new();
    for (i, piece) in text.split('`').enumerate() {
        if i % 2 == 0 {
            words.push_str(piece);
            words.push(' ');
        }
    }
    words
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .map(str::to_lowercase)
        .filter(|w| {
            ENGLISH.contains(&w.as_str()) || ["stored", "imported", "revoked"].contains(&w.as_str())
        })
        .collect()
}

/// Issue 29: `import`, `token` and `serve` speak the `--lang` asked on stderr, as `check` and
/// `standings` do: what they did, what went wrong and what to do, without an English word.
#[test]
fn import_token_and_serve_speak_the_asked_language() {
    let round = "fixtures/cli/valid.pdn";
    for told in TOLD {
        let lang = told.lang;
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("arbiter.db").display().to_string();
        let paths = [db.as_str(), round];
        let mut said = String::new();
        let token = |args: &[&str]| {
            let mut all = vec!["token", "--db", &db, "--lang", lang];
            all.extend_from_slice(args);
            run(&all)
        };
        let made = token(&["create", "rennes", "--role", "arbiter"]);
        assert_eq!(code(&made), 0, "{lang}: {}", stderr(&made));
        assert!(
            stdout(&made).starts_with("dat_"),
            "the token alone on stdout"
        );
        let checks = [
            (made, told.created, 0),
            (token(&["create", "rennes"]), told.exists, 2),
            (token(&["revoke", "rennes"]), told.revoked, 0),
            (token(&["revoke", "rennes"]), told.no_such, 2),
            (
                run(&["import", "--db", &db, "--lang", lang, "-q", round]),
                told.imported,
                0,
            ),
            (
                run(&["import", "--db", &db, "--lang", lang, "-"]),
                told.no_games,
                2,
            ),
        ];
        for (out, want, status) in checks {
            let text = stderr(&out);
            assert_eq!(code(&out), status, "{lang}: {text}");
            assert!(text.contains(want), "{lang}: `{want}` not in {text}");
            said.push_str(&text);
        }
        // The tokens listed under headings in the language, the revoked one with its date.
        let listed = token(&["list"]);
        assert_eq!(code(&listed), 0, "{lang}: {}", stderr(&listed));
        let lines: Vec<String> = stdout(&listed).lines().map(str::to_string).collect();
        assert_eq!(lines.len(), 2, "{lang}: {lines:?}");
        assert_eq!(lines[0], told.listed[0], "{lang}");
        assert!(lines[1].starts_with(told.listed[1]), "{lang}: {}", lines[1]);
        let columns: Vec<&str> = lines[1].split('\t').collect();
        assert!(
            columns[3].starts_with("20"),
            "{lang}: revoked at {columns:?}"
        );
        said.push_str(&lines[0]);
        // A port another program holds: said, and the program names what to do.
        let held = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        let bind = held.local_addr().expect("its address").to_string();
        let out = run(&["serve", "--db", &db, "--lang", lang, "--bind", &bind]);
        assert_eq!(code(&out), 2, "{lang}: {}", stderr(&out));
        assert!(
            stderr(&out).contains(told.in_use),
            "{lang}: {}",
            stderr(&out)
        );
        said.push_str(&stderr(&out).replace(&bind, " "));
        drop(held);
        // Started: the line that says where it listens, in the language.
        let mut child = cli::command()
            .args([
                "serve",
                "--db",
                &db,
                "--lang",
                lang,
                "--bind",
                "127.0.0.1:0",
            ])
            .env("RUST_LOG", "off")
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("serve starts");
        let stderr_pipe = child.stderr.take().expect("stderr");
        let line = std::io::BufRead::lines(std::io::BufReader::new(stderr_pipe))
            .map_while(Result::ok)
            .find(|l| l.contains("http://"))
            .unwrap_or_default();
        let _ = child.kill();
        let _ = child.wait();
        assert!(line.contains(told.listening), "{lang}: {line}");
        said.push_str(&line);
        let english = english_in(&said, &paths);
        assert!(english.is_empty(), "{lang}: {english:?} in {said}");
    }
}

/// Issue 29: a command line that cannot be read is said in the language of its `--lang` (clap
/// writes English): an unknown command or option with the one meant, a value not offered with
/// those that are, a missing path; exit 2, no English word outside what it quotes.
#[test]
fn a_mistyped_command_line_is_said_in_the_language_asked() {
    for (lang, unknown, did_you_mean) in [
        (
            "fr",
            "n'est pas une commande",
            "vouliez-vous dire `check`\u{202f}?",
        ),
        ("nl", "is geen opdracht", "bedoelde u `check`?"),
        ("ru", "— не команда", "может быть, `check`?"),
    ] {
        let lang_flag = format!("--lang={lang}");
        let lines = [
            vec!["chek", "--lang", lang, "fixtures/cli/valid.pdn"],
            vec!["check", "--lang", lang, "--frobnicate", "x.pdn"],
            vec!["check", &lang_flag, "--format", "yaml", "x.pdn"],
            vec!["standings", "--lang", lang],
        ];
        let mut said = Vec::new();
        for args in &lines {
            let out = run(args);
            assert_eq!(code(&out), 2, "{lang} {args:?}: {}", stderr(&out));
            assert!(stdout(&out).is_empty(), "{lang} {args:?}");
            said.push(stderr(&out));
        }
        assert!(said[0].contains(unknown), "{lang}: {}", said[0]);
        assert!(said[0].contains(did_you_mean), "{lang}: {}", said[0]);
        assert!(said[1].contains("`--frobnicate`"), "{lang}: {}", said[1]);
        assert!(
            said[1].contains("`--format`"),
            "{lang}: the one meant: {}",
            said[1]
        );
        assert!(said[2].contains("`yaml`"), "{lang}: {}", said[2]);
        assert!(
            said[2].contains("`ndjson`"),
            "{lang}: those offered: {}",
            said[2]
        );
        assert!(said[3].contains("`<PATH>...`"), "{lang}: {}", said[3]);
        for text in &said {
            let english = english_in(text, &["fixtures/cli/valid.pdn", "x.pdn"]);
            assert!(english.is_empty(), "{lang}: {english:?} in {text}");
        }
    }
    // In English, clap's own words, as before.
    let out = run(&["chek"]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("unrecognized subcommand 'chek'"),
        "{}",
        stderr(&out)
    );
}
