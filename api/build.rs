//! Which of the tests that need something outside the repository can run here, decided when
//! the tests are built, so the others show as ignored with their reason in cargo's summary
//! (never as a silent pass):
//!
//! - `shared_corpus_absent`: the shared corpus (`../shared/corpus` beside the checkout) is not
//!   there. `DRAUGHTS_ARBITER_REQUIRE_CORPUS=1` (CI) makes its absence a build error instead.
//! - `postgres_tests`: `DRAUGHTS_ARBITER_TEST_POSTGRES` names a PostgreSQL server the tests may
//!   create databases on (`.ci/run` starts one), or `DRAUGHTS_ARBITER_REQUIRE_POSTGRES=1` asks
//!   for them anyway (they then fail, saying what is missing).
//! - `browser_absent`: no `chromium` and `chromedriver` on the PATH (or in `CHROMIUM`,
//!   `CHROMEDRIVER`) for tests/browser_service.rs; `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1` (CI)
//!   runs it anyway (it then fails, saying what is missing).

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(shared_corpus_absent)");
    println!("cargo::rustc-check-cfg=cfg(postgres_tests)");
    println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_REQUIRE_CORPUS");
    println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_TEST_POSTGRES");
    println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_REQUIRE_POSTGRES");
    let url = std::env::var("DRAUGHTS_ARBITER_TEST_POSTGRES").unwrap_or_default();
    let postgres_required =
        std::env::var("DRAUGHTS_ARBITER_REQUIRE_POSTGRES").is_ok_and(|v| v == "1");
    if !url.trim().is_empty() || postgres_required {
        println!("cargo::rustc-cfg=postgres_tests");
    }

    println!("cargo::rustc-check-cfg=cfg(browser_absent)");
    println!("cargo::rerun-if-env-changed=PATH");
    println!("cargo::rerun-if-env-changed=CHROMIUM");
    println!("cargo::rerun-if-env-changed=CHROMEDRIVER");
    println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_REQUIRE_BROWSER");
    let on_path = |var: &str, names: &[&str]| {
        std::env::var_os(var).is_some()
            || std::env::var_os("PATH").is_some_and(|paths| {
                std::env::split_paths(&paths)
                    .any(|dir| names.iter().any(|name| dir.join(name).is_file()))
            })
    };
    let browser = on_path(
        "CHROMIUM",
        &["chromium", "chromium-browser", "google-chrome"],
    ) && on_path("CHROMEDRIVER", &["chromedriver"]);
    let browser_required =
        std::env::var("DRAUGHTS_ARBITER_REQUIRE_BROWSER").is_ok_and(|v| v == "1");
    if !browser && !browser_required {
        println!("cargo::rustc-cfg=browser_absent");
    }

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
