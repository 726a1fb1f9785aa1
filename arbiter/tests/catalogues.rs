//! The message catalogues (`arbiter/locales/*.ftl`) are complete and used as the code uses them:
//! every language has every key of the English catalogue and no other, each message uses the same
//! placeables in every language, every `say!` in the code names a key that exists and passes
//! exactly its placeables, and every key is said somewhere.

#[path = "../../tests/support/fluent.rs"]
mod fluent;

use fluent::catalogue;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_language_has_every_key_with_the_same_placeables() {
    let english = catalogue(&root().join("locales/en.ftl"));
    assert!(english.len() > 60, "{} keys", english.len());
    for lang in ["fr", "nl", "ru"] {
        let other = catalogue(&root().join(format!("locales/{lang}.ftl")));
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has keys English has not: {extra:?}"
        );
        for (key, vars) in &english {
            assert_eq!(&other[key], vars, "{lang}: the placeables of {key}");
        }
    }
}

/// Every `say!(lang, "key", name = value, ...)` in the crate's sources: key and argument names.
fn said(dir: &Path, out: &mut Vec<(String, String, BTreeSet<String>)>) {
    for entry in std::fs::read_dir(dir).expect("source dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            said(&path, out);
            continue;
        }
        // l10n.rs defines the macro (and shows it in a doc comment).
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("l10n.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("source readable");
        let mut rest = text.as_str();
        while let Some(at) = rest.find("say!(") {
            rest = &rest[at + 5..];
            // The invocation up to its closing parenthesis.
            let mut depth = 1;
            let end = rest
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(rest.len(), |(i, _)| i);
            let call = &rest[..end];
            let Some(key) = call.split('"').nth(1) else {
                continue;
            };
            let after_key = call.splitn(3, '"').nth(2).unwrap_or("");
            let args: BTreeSet<String> = after_key
                .split(',')
                .filter_map(|part| {
                    let (name, _) = part.split_once('=')?;
                    let name = name.trim();
                    (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
                        .then(|| name.to_string())
                })
                .collect();
            out.push((path.display().to_string(), key.to_string(), args));
        }
    }
}

#[test]
fn the_code_says_existing_keys_with_their_placeables() {
    let english = catalogue(&root().join("locales/en.ftl"));
    let mut calls = Vec::new();
    said(&root().join("src"), &mut calls);
    assert!(calls.len() > 60, "only {} say! calls found", calls.len());
    let mut used = BTreeSet::new();
    for (file, key, args) in &calls {
        let Some(vars) = english.get(key) else {
            panic!("{file} says {key}, which the catalogue lacks");
        };
        assert_eq!(args, vars, "{file}: {key} is said with other placeables");
        used.insert(key.clone());
    }
    let unused: Vec<&String> = english.keys().filter(|k| !used.contains(*k)).collect();
    assert!(unused.is_empty(), "keys nobody says: {unused:?}");
}

#[test]
fn sentences_follow_the_language() {
    let text = "[FEN \"W:W32,40:B18,27,28\"]\n1. 40-34 *\n";
    let game = pdn::parse_game_str(text, &pdn::ReadOptions::default());
    let mut said = BTreeMap::new();
    let report = arbiter::referee(&game, &arbiter::RefereeOptions::default());
    for lang in arbiter::Lang::ALL {
        said.insert(lang.code(), report.findings[0].message(lang));
    }
    assert_eq!(
        said["en"],
        "move 1, White: 40-34 was played while 32x23x12 was obligatory"
    );
    assert_eq!(
        said["fr"],
        "coup 1, Blancs : 40-34 a été joué alors que 32x23x12 était obligatoire"
    );
    assert_eq!(
        said["nl"],
        "zet 1, Wit: 40-34 werd gespeeld terwijl 32x23x12 verplicht was"
    );
    assert_eq!(
        said["ru"],
        "ход 1, белые: сыгран ход 40-34, хотя было обязательно 32x23x12"
    );
}
