//! The shared corpus (`../shared/corpus`, beside the checkout, never copied into it): where it
//! is and a walk over its PDN files, for the tests of every crate that read it (`pdn`,
//! `arbiter` and `api` each include this file with `#[path]`). Those tests carry
//! `#[cfg_attr(shared_corpus_absent, ignore = "...")]` (test_needs.rs), so without the corpus
//! they show as ignored with their reason.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// `../shared/corpus` beside the checkout (absent in a clone elsewhere).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

/// A file or folder of `../shared` a test was built to read (its `cfg_attr` did not ignore it):
/// gone since the build, the test fails saying so, rather than passing without reading it.
pub fn required(path: PathBuf) -> PathBuf {
    assert!(
        path.exists(),
        "{} was beside the checkout when the tests were built and is gone: put it back, or \
         `cargo clean -p pdn -p arbiter -p api` for the tests that need it to show as ignored",
        path.display()
    );
    path
}

/// The `.pdn` files (the extension in any case) under `dir`, at any depth, sorted.
pub fn pdn_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("pdn"))
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// `count` cut points in a file of `len` bytes, in order, drawn by xorshift from `seed` (a fixed
/// seed gives the same cuts each run; the seed goes on from one file to the next).
pub fn seeded_cuts(seed: &mut u64, len: usize, count: usize) -> Vec<usize> {
    let mut cuts: Vec<usize> = (0..count)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            (*seed % (len as u64 + 1)) as usize
        })
        .collect();
    cuts.sort_unstable();
    cuts
}
