//! `draughts-arbiter follow` on a file that grows (issue 30): a round written step by step, each
//! step's events printed as `live` tells them, each once and in order, then the round's
//! verdicts, which are `check`'s on the final file.

#[path = "support/cli.rs"]
mod cli;
#[path = "support/live_round.rs"]
mod live_round;

use arbiter::Lang;
use live::{Round, RoundOptions};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::Duration;

/// Long enough for any machine to have read a version; a test that waits that long has failed.
const PATIENCE: Duration = Duration::from_secs(60);

/// Writes the file in one step (a reader never sees half of it).
fn write(path: &std::path::Path, text: &str) {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text).expect("write the round");
    std::fs::rename(&tmp, path).expect("replace the round");
}

#[test]
fn follow_prints_each_event_of_a_growing_round_once_then_checks_verdicts() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("games.pdn");
    write(&path, &live_round::version(0));
    let mut child = cli::command()
        .args([
            "follow",
            "--json",
            "--moves",
            "--interval",
            "20",
            "--lang",
            "en",
        ])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("follow runs");
    let stdout = child.stdout.take().expect("piped");
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });

    // What the round tells at each step, in the order told.
    let mut expected = Round::new(RoundOptions::default());
    let mut got: Vec<Value> = Vec::new();
    let mut want: Vec<Value> = Vec::new();
    for step in 0..=live_round::steps() {
        let text = live_round::version(step);
        if step > 0 {
            write(&path, &text);
        }
        want.extend(
            expected
                .update(text.as_bytes())
                .iter()
                .map(|e| e.said(Lang::En)),
        );
        while got.len() < want.len() {
            let line = lines.recv_timeout(PATIENCE).unwrap_or_else(|_| {
                panic!(
                    "step {step}: {} events of {}: {got:#?}",
                    got.len(),
                    want.len()
                )
            });
            got.push(serde_json::from_str(&line).expect("a JSON line"));
        }
        assert_eq!(got, want, "step {step}");
    }
    // Every alert of the round is there, at its ply.
    let typed = |kind: &str| {
        got.iter()
            .filter(|e| e["type"] == kind)
            .map(|e| {
                (
                    e["white"].as_str().unwrap_or("").to_string(),
                    e["ply"].as_u64().unwrap_or(0),
                )
            })
            .collect::<Vec<_>>()
    };
    let kinds: Vec<(String, String)> = got
        .iter()
        .filter(|e| e["type"] == "finding")
        .map(|e| {
            (
                e["white"].as_str().unwrap_or("").into(),
                e["kind"].as_str().unwrap_or("").into(),
            )
        })
        .collect();
    for (white, kind) in [
        ("Backward", "premature_king_move"),
        ("Short", "not_maximum_capture"),
        ("Three", "result_mismatch"),
        ("Corrected", "impossible_move"),
    ] {
        assert!(
            kinds.contains(&(white.into(), kind.into())),
            "{white} {kind}: {kinds:?}"
        );
    }
    assert_eq!(
        typed("draw"),
        [("Three".to_string(), 8), ("Twenty".to_string(), 50)]
    );
    assert!(
        typed("count")
            .iter()
            .any(|(w, ply)| w == "Twenty" && *ply >= 44),
        "{:?}",
        typed("count")
    );
    assert_eq!(typed("rewritten"), [("Corrected".to_string(), 0)]);
    let contradicted: Vec<&Value> = got.iter().filter(|e| e["type"] == "result").collect();
    assert_eq!(contradicted.len(), 5);
    assert!(
        contradicted
            .iter()
            .any(|e| e["white"] == "Three" && e["contradicted"] == true)
    );
    // Each id once, in order.
    let ids: Vec<u64> = got.iter().filter_map(|e| e["id"].as_u64()).collect();
    assert_eq!(ids, (1..=ids.len() as u64).collect::<Vec<_>>());

    // Then the verdicts, as `check --format ndjson` gives them on the final file, and its status.
    let rest: Vec<String> = lines.iter().collect();
    let status = child.wait().expect("follow ends");
    let check = cli::run(&[
        "check",
        "--format",
        "ndjson",
        path.to_str().expect("a UTF-8 path"),
    ]);
    let reports = |lines: &[String]| -> Vec<Value> {
        lines
            .iter()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|v| v.get("index").is_some())
            .collect()
    };
    let checked: Vec<String> = String::from_utf8_lossy(&check.stdout)
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(reports(&rest), reports(&checked));
    assert_eq!(reports(&rest).len(), 5);
    assert_eq!(status.code(), Some(cli::code(&check)));
}

/// `follow --once --lang fr` of the test round at `step`.
fn follow_once_in_french(step: usize) -> std::process::Output {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("games.pdn");
    write(&path, &live_round::version(step));
    cli::run(&[
        "follow",
        "--once",
        "--lang",
        "fr",
        path.to_str().expect("UTF-8"),
    ])
}

#[test]
fn follow_once_says_the_alerts_in_the_asked_language_with_a_bell() {
    let out = follow_once_in_french(8);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("ronde 1\u{202f}: Three – Fold, demi-coup 8\u{202f}: nulle réglementaire"),
        "{text}"
    );
    // A bell on the draw by rule, none on a count.
    let draw = text
        .lines()
        .find(|l| l.contains("nulle réglementaire"))
        .expect("the draw");
    assert!(draw.ends_with('\x07'), "{draw:?}");
    assert_eq!(cli::code(&out), 0, "{text}");
}

#[test]
fn follow_store_keeps_the_finished_round_as_a_tournament_with_checks_verdicts() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("games.pdn");
    let last = live_round::version(live_round::steps());
    write(&path, &last);
    let db = dir.path().join("arbiter.db");
    let out = cli::run(&[
        "follow",
        "--once",
        "--no-bell",
        "--store",
        db.to_str().expect("UTF-8"),
        path.to_str().expect("UTF-8"),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("every game has a result"), "{text}");
    let store = store::Store::open(store::Database::Sqlite(db)).expect("the database");
    let stored = store
        .tournament(&store::tournament_id(last.as_bytes()))
        .expect("read")
        .expect("the round is stored");
    assert_eq!(stored.games, 5);
    let reports = arbiter::check_pdn(
        last.as_bytes(),
        &pdn::ReadOptions::default(),
        &arbiter::RefereeOptions::default(),
    );
    let invalid = reports
        .iter()
        .filter(|r| r.status == arbiter::Status::Invalid)
        .count() as u64;
    assert_eq!(stored.statuses.invalid, invalid);
    // An invalid game: the verdicts' status is check's, 1.
    assert_eq!(
        cli::code(&out),
        1,
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn follow_says_a_repetition_in_the_asked_language_without_a_bell() {
    // At step 8 the kings of Three – Fold have gone round twice: the start position is on the
    // board again at ply 4, a third time at ply 8.
    let out = follow_once_in_french(8);
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find(|l| l.contains("position répétée"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.starts_with("ronde 1\u{202f}: Three – Fold, demi-coup 4\u{202f}: position répétée, comme au demi-coup 0\u{202f}:"),
        "{line:?}"
    );
    assert!(!line.ends_with('\x07'), "{line:?}");
}

#[test]
fn follow_says_a_game_gone_from_the_file_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("games.pdn");
    let full = live_round::version(1);
    write(&path, &full);
    let mut child = cli::command()
        .args(["follow", "--json", "--interval", "20", "--lang", "nl"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("follow runs");
    let stdout = child.stdout.take().expect("piped");
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    // Read once (the first alerts of step 1 are printed), then the last board is gone.
    let first = lines.recv_timeout(PATIENCE).expect("an alert of step 1");
    assert!(first.starts_with('{'), "{first}");
    let last_game = full.rfind("[Event").expect("five games");
    write(&path, &full[..last_game]);
    let removed: Value = loop {
        let line = lines.recv_timeout(PATIENCE).expect("the removal told");
        let event: Value = serde_json::from_str(&line).expect("a JSON line");
        if event["type"] == "removed" {
            break event;
        }
    };
    assert_eq!(removed["white"], "Corrected");
    assert_eq!(
        removed["message"],
        "niet meer in het bestand: het bord blijft zoals het was"
    );
    // Told once: nothing more while the file stays so.
    assert!(lines.recv_timeout(Duration::from_millis(300)).is_err());
    child.kill().expect("follow stops");
    child.wait().expect("follow ends");
}
