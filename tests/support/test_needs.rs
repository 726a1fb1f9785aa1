// Included by the build scripts of `pdn`, `arbiter` and `api` (`include!`): the one place that
// works out which of the tests needing something outside the repository can run here, as cfgs,
// so that the others show as *ignored with their reason* in cargo's own summary (never as a
// silent pass):
//
// - `shared_corpus_absent`: `../shared/corpus` is not beside the checkout.
// - `shared_reference_absent`: `../shared/reference/perft.json` is not beside the checkout.
// - `browser_absent`: no Chromium and ChromeDriver (`CHROMIUM`/`CHROMEDRIVER`, else the PATH).
// - `postgres_tests` (set when present): `DRAUGHTS_ARBITER_TEST_POSTGRES` names a PostgreSQL
//   server the tests may create databases on (`.ci/run` starts one).
//
// CI sets `DRAUGHTS_ARBITER_REQUIRE_CORPUS=1` (for `../shared`), `DRAUGHTS_ARBITER_REQUIRE_BROWSER=1`
// and `DRAUGHTS_ARBITER_REQUIRE_POSTGRES=1`: then a missing corpus or browser fails the build with
// a message instead of being ignored, and the PostgreSQL tests run (failing, saying what is
// missing, without a server). Only paths that exist are watched (cargo re-runs a build script,
// and rebuilds the crate, on every build while a watched path is missing), so after adding
// `../shared` or installing Chromium, `cargo clean -p api -p arbiter -p pdn` (or set the variable
// once) for the cfgs to be worked out again.

use std::path::{Path, PathBuf};

/// Something some tests need.
#[allow(dead_code)]
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    /// `../shared/corpus`.
    Corpus,
    /// `../shared/reference`.
    Reference,
    /// Chromium and ChromeDriver.
    Browser,
    /// A PostgreSQL server.
    Postgres,
}

/// Whether `variable` asks for the need (set, and not `0`).
fn required(variable: &str) -> bool {
    println!("cargo::rerun-if-env-changed={variable}");
    std::env::var_os(variable).is_some_and(|v| !v.is_empty() && v != "0")
}

/// Emits the cfg of every absent need (or fails the build when CI requires it).
fn declare_needs(needs: &[Need]) {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let shared = manifest.join("../../shared");
    for cfg in [
        "shared_corpus_absent",
        "shared_reference_absent",
        "browser_absent",
        "postgres_tests",
    ] {
        println!("cargo::rustc-check-cfg=cfg({cfg})");
    }
    for need in needs {
        let (cfg, variable, found) = match need {
            Need::Corpus => (
                "shared_corpus_absent",
                "DRAUGHTS_ARBITER_REQUIRE_CORPUS",
                existing(&[shared.join("corpus/manifest.tsv")]),
            ),
            Need::Reference => (
                "shared_reference_absent",
                "DRAUGHTS_ARBITER_REQUIRE_CORPUS",
                existing(&[shared.join("reference/perft.json")]),
            ),
            Need::Browser => (
                "browser_absent",
                "DRAUGHTS_ARBITER_REQUIRE_BROWSER",
                browser(),
            ),
            Need::Postgres => {
                println!("cargo::rerun-if-env-changed=DRAUGHTS_ARBITER_TEST_POSTGRES");
                let url = std::env::var("DRAUGHTS_ARBITER_TEST_POSTGRES").unwrap_or_default();
                if !url.trim().is_empty() || required("DRAUGHTS_ARBITER_REQUIRE_POSTGRES") {
                    println!("cargo::rustc-cfg=postgres_tests");
                }
                continue;
            }
        };
        let must = required(variable);
        match found {
            Ok(paths) => {
                for path in paths {
                    println!("cargo::rerun-if-changed={}", path.display());
                }
            }
            Err(missing) if must => {
                panic!("{variable} is set, but {missing}");
            }
            Err(_) => println!("cargo::rustc-cfg={cfg}"),
        }
    }
}

/// The paths if they all exist, else which one is missing.
fn existing(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    match paths.iter().find(|p| !p.is_file()) {
        Some(missing) => Err(format!("{} is absent", missing.display())),
        None => Ok(paths.to_vec()),
    }
}

/// Chromium and ChromeDriver, from `CHROMIUM`/`CHROMEDRIVER` or the PATH.
fn browser() -> Result<Vec<PathBuf>, String> {
    let chromium = binary("CHROMIUM", &["chromium", "chromium-browser", "google-chrome"]);
    let driver = binary("CHROMEDRIVER", &["chromedriver"]);
    match (chromium, driver) {
        (Some(chromium), Some(driver)) => Ok(vec![chromium, driver]),
        _ => Err("chromium and chromedriver are not both installed \
                  (apt-get install chromium chromium-driver)"
            .to_string()),
    }
}

fn binary(variable: &str, names: &[&str]) -> Option<PathBuf> {
    println!("cargo::rerun-if-env-changed={variable}");
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path)).filter(|p| Path::new(p).is_file());
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}
