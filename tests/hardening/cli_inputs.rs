//! What `check` is given besides PDN files (issue 16, item 8): FIFOs and devices, directories
//! with no game, archives inside directories. Each test failed on the code before its fix (the
//! first two by never finishing: they run under a deadline here). `import` is given the same
//! (issue 26).

use super::{EXE, ONE_GAME};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// `check --format ndjson --quiet ARGS`, killed if it runs longer than `limit`: exit code (None
/// when killed), stdout, stderr.
fn check_within(args: &[&str], limit: Duration) -> (Option<i32>, String, String) {
    run_within(&["check", "--format", "ndjson", "--quiet"], args, limit)
}

/// `import --quiet --db DB ARGS` (a SQLite file in `dir`), killed after `limit`.
fn import_within(dir: &Path, args: &[&str], limit: Duration) -> (Option<i32>, String, String) {
    let db = dir.join("import.db").to_string_lossy().to_string();
    run_within(&["import", "--quiet", "--db", &db], args, limit)
}

/// The binary with `command` then `args`, killed if it runs longer than `limit`.
fn run_within(command: &[&str], args: &[&str], limit: Duration) -> (Option<i32>, String, String) {
    let mut child = Command::new(EXE)
        .args(command)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out = thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err = thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let deadline = Instant::now() + limit;
    let code = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_millis(20));
    };
    (
        code,
        out.join().expect("stdout"),
        err.join().expect("stderr"),
    )
}

/// The summary line of an NDJSON run.
fn summary(stdout: &str) -> serde_json::Value {
    let last = stdout.lines().last().unwrap_or_default();
    serde_json::from_str::<serde_json::Value>(last).expect("a summary line")["summary"].clone()
}

fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_fifo_in_a_directory_is_skipped_and_said_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.pdn"), ONE_GAME).expect("write");
    if !mkfifo(&dir.path().join("b.pdn")) {
        panic!("mkfifo (coreutils) is needed for this test");
    }
    std::fs::write(dir.path().join("c.pdn"), ONE_GAME).expect("write");
    let path = dir.path().to_string_lossy().to_string();
    let (code, stdout, stderr) = check_within(&[&path], Duration::from_secs(60));
    assert_eq!(code, Some(0), "finished, all games valid: {stderr}");
    assert!(
        stderr.contains("b.pdn: skipped, a FIFO, not a regular file"),
        "{stderr}"
    );
    let summary = summary(&stdout);
    assert_eq!(
        summary["games"], 2,
        "the files on both sides of it: {stdout}"
    );
    assert_eq!(summary["skipped"], 1);
    assert_eq!(summary["read_errors"], 0);
}

#[test]
fn a_device_is_not_pdn_after_its_first_mib() {
    let (code, stdout, stderr) = check_within(&["/dev/zero"], Duration::from_secs(60));
    assert_eq!(code, Some(2), "finished, an unreadable source: {stderr}");
    assert!(
        stderr.contains("/dev/zero: not PDN: binary data"),
        "{stderr}"
    );
    assert_eq!(summary(&stdout)["read_errors"], 1);
}

#[test]
fn no_game_at_all_is_an_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("dir");
    let notes = dir.path().join("notes");
    std::fs::create_dir(&notes).expect("dir");
    std::fs::write(notes.join("readme.txt"), "no games here").expect("write");
    let blank = dir.path().join("blank.pdn");
    std::fs::write(&blank, "\n\n").expect("write");
    for path in [&empty, &notes, &blank] {
        let path = path.to_string_lossy().to_string();
        let (code, stdout, stderr) = check_within(&[&path], Duration::from_secs(60));
        assert_eq!(code, Some(2), "{path}: {stderr}");
        assert!(stderr.contains("no games found"), "{path}: {stderr}");
        assert_eq!(summary(&stdout)["exit_status"], 2);
    }
}

#[test]
fn archives_in_a_directory_are_checked_like_named_ones() {
    use std::io::Write;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(ONE_GAME).expect("gzip");
    std::fs::write(dir.path().join("round1.pdn.gz"), gz.finish().expect("gzip")).expect("write");
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    zip.start_file("round2.pdn", zip::write::SimpleFileOptions::default())
        .expect("zip entry");
    zip.write_all(ONE_GAME).expect("zip");
    zip.write_all(b"\n\n").expect("zip");
    zip.write_all(ONE_GAME).expect("zip");
    let zipped = zip.finish().expect("zip").into_inner();
    std::fs::write(dir.path().join("rounds.zip"), zipped).expect("write");
    let path = dir.path().to_string_lossy().to_string();
    let (code, stdout, stderr) = check_within(&[&path], Duration::from_secs(60));
    assert_eq!(code, Some(0), "{stderr}");
    let summary = summary(&stdout);
    assert_eq!(summary["games"], 3, "{stdout}");
    assert_eq!(summary["files"], 2);
    assert!(stdout.contains("rounds.zip:round2.pdn"), "{stdout}");
}

/// Issue 26: `import` of nothing to store exits 2 as `check` does (it said "0 files stored" and
/// exited 0).
#[test]
fn import_of_no_game_at_all_is_an_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("dir");
    let notes = dir.path().join("notes");
    std::fs::create_dir(&notes).expect("dir");
    std::fs::write(notes.join("readme.txt"), "no games here").expect("write");
    let blank = dir.path().join("blank.pdn");
    std::fs::write(&blank, "\n\n").expect("write");
    for path in [&empty, &notes, &blank] {
        let path = path.to_string_lossy().to_string();
        let (code, stdout, stderr) = import_within(dir.path(), &[&path], Duration::from_secs(60));
        assert_eq!(code, Some(2), "{path}: {stdout}{stderr}");
        assert!(stderr.contains("no games found"), "{path}: {stderr}");
    }
    // A second run of an import finds its files stored: nothing new, and no error.
    let round = dir.path().join("round.pdn");
    std::fs::write(&round, ONE_GAME).expect("write");
    let round = round.to_string_lossy().to_string();
    for _ in 0..2 {
        let (code, _, stderr) = import_within(dir.path(), &[&round], Duration::from_secs(60));
        assert_eq!(code, Some(0), "{stderr}");
    }
}

/// Issue 26: a FIFO named directly is refused at once, by `check` and `import` alike (pointing to
/// standard input, the door for a stream): both waited in `open()` for a writer that never
/// came. The other sources are checked, and stored.
#[test]
fn a_fifo_named_directly_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("round.pdn");
    if !mkfifo(&fifo) {
        panic!("mkfifo (coreutils) is needed for this test");
    }
    let round = dir.path().join("other.pdn");
    std::fs::write(&round, ONE_GAME).expect("write");
    let (fifo, round) = (
        fifo.to_string_lossy().to_string(),
        round.to_string_lossy().to_string(),
    );
    let (code, stdout, stderr) = check_within(&[&fifo, &round], Duration::from_secs(30));
    assert_eq!(code, Some(2), "finished, an unreadable source: {stderr}");
    assert!(
        stderr.contains("round.pdn: a FIFO, not a regular file: send it to standard input"),
        "{stderr}"
    );
    let summary = summary(&stdout);
    assert_eq!(summary["read_errors"], 1, "{stdout}");
    assert_eq!(
        summary["games"], 1,
        "the file after it is checked: {stdout}"
    );
    let (code, stdout, stderr) =
        import_within(dir.path(), &[&round, &fifo], Duration::from_secs(30));
    assert_eq!(code, Some(2), "an unreadable source: {stdout}{stderr}");
    assert!(
        stderr.contains("round.pdn: a FIFO, not a regular file: send it to standard input"),
        "{stderr}"
    );
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.starts_with("stored\t"),
        "the file before it is stored: {stdout}"
    );
}
