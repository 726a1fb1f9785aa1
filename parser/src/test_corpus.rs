//! The shared corpus (`../shared/corpus`) for the crate's unit tests: a fresh clone has no
//! `../shared`, so a test that reads it says so and passes without it.

use std::path::{Path, PathBuf};

/// Every `.pdn` file of the corpus, sorted; empty, after a `SKIP` line naming `test`, when
/// the corpus is absent.
pub(crate) fn corpus_files(test: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let out = pdn_files(&dir);
    if out.is_empty() {
        println!(
            "SKIP {test}: no corpus at {} (a fresh clone has no ../shared)",
            dir.display()
        );
    }
    out
}

/// The `.pdn` files under `dir` and its folders, sorted.
pub(crate) fn pdn_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "pdn") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}
