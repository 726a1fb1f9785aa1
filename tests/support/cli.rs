//! Running the `draughts-arbiter` binary from the end-to-end tests: in the repository root,
//! without the language variables of the test's own environment (its reports are English
//! unless a test asks for another language), with what a test gives it on stdin.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The binary under test.
pub const EXE: &str = env!("CARGO_BIN_EXE_draughts-arbiter");

/// The repository's root (the tests are built in `api/`).
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("api/ has a parent")
        .to_path_buf()
}

/// The binary, run in the repository's root with no language of the environment.
pub fn command() -> Command {
    let mut command = Command::new(EXE);
    command
        .current_dir(repo())
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    command
}

/// Runs the binary with `args`, nothing on stdin.
pub fn run(args: &[&str]) -> Output {
    run_with(args, None, &[])
}

/// Runs the binary with `args`, `stdin` as its input and `env` set.
pub fn run_with(args: &[&str], stdin: Option<&[u8]>, env: &[(&str, &str)]) -> Output {
    let mut child = command()
        .args(args)
        .envs(env.iter().copied())
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(bytes) = stdin {
        let mut pipe = child.stdin.take().expect("stdin is piped");
        pipe.write_all(bytes).expect("write stdin");
    }
    child.wait_with_output().expect("the binary finishes")
}

/// Its exit status.
pub fn code(output: &Output) -> i32 {
    output.status.code().expect("exited normally")
}

/// Its standard output, which must be UTF-8.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

/// Its standard error, as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
