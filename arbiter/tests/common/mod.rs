//! What the arbiter's integration tests share: the corpus folders and a walk over their files.

#![allow(dead_code)]

pub mod play;

use std::path::{Path, PathBuf};

#[path = "../../../tests/support/corpus.rs"]
mod shared_corpus;
#[allow(unused_imports)] // Each test binary takes what it needs.
pub use shared_corpus::{pdn_files, required, root as corpus};

/// The folders of international 10x10 PDN files (SOURCES.md), and the mislabelled fixtures that
/// claim to be international.
pub const INTERNATIONAL_FOLDERS: [&str; 7] = [
    "BrunoGUI_Dames/intl-10x10",
    "BrunoGUI_Dames/intl-10x10-history",
    "mobydam/intl-10x10",
    "wiegerw-draughts/intl-10x10",
    "wiegerw-pdn/intl-10x10",
    "wiegerw-pdn/intl-10x10-original-encoding",
    "shashkispark/fixtures",
];

/// The PDN files of the international folders, sorted, with their names below the corpus.
pub fn international_files(root: &Path) -> Vec<(String, PathBuf)> {
    let mut files: Vec<PathBuf> = INTERNATIONAL_FOLDERS
        .iter()
        .flat_map(|folder| pdn_files(&root.join(folder)))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|file| {
            let name = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            (name, file)
        })
        .collect()
}
