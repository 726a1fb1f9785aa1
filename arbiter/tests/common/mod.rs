//! What the arbiter's integration tests share: the corpus folders and a walk over their files.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// `../shared/corpus`, beside the checkout (absent in a clone elsewhere).
pub fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

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

/// The `.pdn` files under `dir`, at any depth, sorted.
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
