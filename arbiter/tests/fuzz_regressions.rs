//! Every input the fuzzers ever crashed on (`fuzz/regressions/<target>/`), replayed through the
//! same checks the fuzz targets assert, plus the project's own fixtures as a sanity run.

#[path = "../../fuzz/checks.rs"]
mod checks;

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files(dir: PathBuf) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

#[test]
fn kept_fuzz_inputs_stay_fixed() {
    type Check = fn(&[u8]);
    let targets: [(&str, Check); 4] = [
        ("pdn_read", checks::read_pdn),
        ("fen", checks::fen),
        ("referee", checks::referee),
        ("resolve", checks::resolve),
    ];
    let mut replayed = 0;
    for (target, check) in targets {
        for file in files(root().join("fuzz/regressions").join(target)) {
            let data = std::fs::read(&file).expect("regression input readable");
            check(&data);
            replayed += 1;
        }
    }
    assert!(replayed > 0, "no regression inputs found");
}

#[test]
fn checks_hold_on_the_fixtures() {
    for file in files(root().join("fixtures/referee")) {
        if file.extension().is_some_and(|e| e == "pdn") {
            let data = std::fs::read(&file).expect("fixture readable");
            checks::read_pdn(&data);
            checks::referee(&data);
        }
    }
    for fen in [
        "W:W31-50:B1-20",
        "W:WK46:B28,3",
        "B:W20,30,33:B17,18,19,K47",
        "W:W:B",
    ] {
        checks::fen(fen.as_bytes());
    }
}
