//! Tells the tests whether the shared corpus (`../shared/corpus` beside the checkout) is there:
//! when it is not, `cfg(shared_corpus_absent)` is set and the tests that read it show as
//! ignored, with the reason, in cargo's summary (instead of passing having done nothing).
//! `DRAUGHTS_ARBITER_REQUIRE_CORPUS=1` (CI) makes its absence a build error instead.

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(shared_corpus_absent)");
    println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_REQUIRE_CORPUS");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let checkout_parent = Path::new(&manifest).join("../..");
    let corpus = checkout_parent.join("shared/corpus");
    if corpus.is_dir() {
        println!("cargo::rerun-if-changed={}", corpus.display());
        return;
    }
    if std::env::var_os("DRAUGHTS_ARBITER_REQUIRE_CORPUS").is_some_and(|v| v != "0") {
        panic!(
            "DRAUGHTS_ARBITER_REQUIRE_CORPUS is set but {} is absent",
            corpus.display()
        );
    }
    // Not watched while absent (a missing path would rebuild the crate every time, and the
    // parent holds the target directories): after adding the corpus, `cargo clean -p api`.
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-cfg=shared_corpus_absent");
}
