//! The catalogues of the text report, the page, the service's answers and the other commands'
//! messages (`words/locales/*.ftl`, `words/locales/service/*.ftl`, `words/locales/commands/*.ftl`)
//! are complete and used as
//! the code uses them, as `arbiter/tests/catalogues.rs` keeps the referee's: every language has
//! every key of the English catalogue and no other, with the same placeables; every `say!` and
//! `sentence!` of the crates that say them and every `t('page-…')` of `service/web` (and `data-i18n`,
//! `data-i18n-label` of the shell) names a key that exists and passes exactly its placeables;
//! every key is said somewhere (the page's words made from codes, `page-kind-${kind}`, cover
//! every finding kind, outcome and article).

#[path = "support/fluent.rs"]
mod fluent;

use fluent::{Catalogue, catalogue};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The repository (the test is built in `api/`).
fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The crates that say the service's and the command line's sentences (`words::say!`,
/// `words::sentence!`), and the file of the macros themselves.
const SAYING_CRATES: [&str; 7] = [
    "words",
    "live",
    "tournament",
    "store",
    "batch",
    "service",
    "api",
];
const MACROS_FILE: &str = "words/src/lib.rs";

/// The files of the catalogue of `lang`: the command line's and the page's, the service's
/// answers (`words/locales/service/`) and the messages of `import`, `token` and `serve`
/// (`words/locales/commands/`), loaded as one by `words::SOURCES`.
fn files_of(lang: &str) -> [PathBuf; 3] {
    [
        repo().join(format!("words/locales/{lang}.ftl")),
        repo().join(format!("words/locales/service/{lang}.ftl")),
        repo().join(format!("words/locales/commands/{lang}.ftl")),
    ]
}

/// The catalogue of `lang`, both its files: a key in both fails.
fn catalogue_of(lang: &str) -> Catalogue {
    let mut out = Catalogue::new();
    for file in files_of(lang) {
        for (key, vars) in catalogue(&file) {
            assert!(
                out.insert(key.clone(), vars).is_none(),
                "{}: {key} is in the other file of {lang} too",
                file.display()
            );
        }
    }
    out
}

/// The text of each message of one file, by key (a value's lines joined), for comparing
/// what the languages say.
fn values_of(path: &Path) -> std::collections::BTreeMap<String, String> {
    let text = std::fs::read_to_string(path).expect("catalogue readable");
    let mut out = std::collections::BTreeMap::new();
    let mut key = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ')
            && let Some((k, v)) = line.split_once(" = ")
        {
            key = Some(k.to_string());
            out.insert(k.to_string(), v.to_string());
        } else if let Some(k) = &key
            && let Some(value) = out.get_mut(k)
        {
            value.push('\n');
            value.push_str(line.trim());
        }
    }
    out
}

/// Issue 29: the service's answers (and the messages of import, token and serve) are said in
/// every language, not copied from English:
/// apart from the few that are the same words in it (a size in MB or bytes, `file: why`), no message
/// of French, Dutch or Russian is the English one; and every one names the same placeables
/// (the test above).
#[test]
fn the_services_answers_are_translated_in_every_language() {
    // (A caption's `place: kind.` and a mistake with its suggestion are punctuation only; an arbiter is an `arbiter` in Dutch too.)
    let same_everywhere = [
        "api-size-mb",
        "api-size-bytes",
        "api-file-refused",
        "api-board-finding-caption",
        "cli-token-kind-arbiter",
        "cli-usage-with-suggestion",
    ];
    // The service's answers, then the messages of import, token and serve.
    for (file, prefix, least) in [(1, "api-", 90), (2, "cli-", 25)] {
        let english = values_of(&files_of("en")[file]);
        assert!(english.len() > least, "{} messages", english.len());
        assert!(english.keys().all(|k| k.starts_with(prefix)), "{english:?}");
        for lang in ["fr", "nl", "ru"] {
            let said = values_of(&files_of(lang)[file]);
            for (key, value) in &english {
                if same_everywhere.contains(&key.as_str()) {
                    continue;
                }
                assert_ne!(
                    said.get(key),
                    Some(value),
                    "{lang}: {key} is the English one"
                );
            }
        }
    }
}

/// A message said in the code: the file, the key and the placeables passed.
type Call = (String, String, BTreeSet<String>);

#[test]
fn every_language_has_every_key_with_the_same_placeables() {
    let english = catalogue_of("en");
    assert!(english.len() > 150, "{} keys", english.len());
    for lang in arbiter::Lang::ALL
        .iter()
        .map(|l| l.code())
        .filter(|&c| c != "en")
    {
        let other = catalogue_of(lang);
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

/// The text of every file under `dir` whose name ends with `ext`.
fn sources(dir: &Path, ext: &str, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("source dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, ext, out);
        } else if path.to_string_lossy().ends_with(ext) {
            let text = std::fs::read_to_string(&path).expect("source readable");
            out.push((path.display().to_string(), text));
        }
    }
}

/// The text of a call whose opening parenthesis ends at `rest`'s start, up to its close.
fn call_text(rest: &str) -> &str {
    let mut depth = 1;
    let end = rest
        .char_indices()
        .find(|&(_, c)| {
            match c {
                '(' | '{' | '[' => depth += 1,
                ')' | '}' | ']' => depth -= 1,
                _ => {}
            }
            depth == 0
        })
        .map_or(rest.len(), |(i, _)| i);
    &rest[..end]
}

/// The names at the top level of a JavaScript object literal (`{ply, last: x}`, `separator`
/// `:`) or of a macro's arguments (`, a = x, b = y`, `=`).
fn object_names(object: &str, separator: char) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut depth = 0;
    let mut part = String::new();
    let mut parts = Vec::new();
    for c in object.chars() {
        match c {
            '(' | '{' | '[' => depth += 1,
            ')' | '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    parts.push(part);
    for part in parts {
        let name = part.split(separator).next().unwrap_or("").trim();
        if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            names.insert(name.to_string());
        }
    }
    names
}

/// `(file, key, placeables)` of every `say!(lang, "key", a = ..)` in the crates that say them.
fn rust_calls() -> Vec<Call> {
    let mut files = Vec::new();
    for krate in SAYING_CRATES {
        sources(&repo().join(krate).join("src"), ".rs", &mut files);
    }
    let mut out = Vec::new();
    for (file, text) in files {
        if file.ends_with(MACROS_FILE) {
            continue;
        }
        // `say!(lang, "key", ..)` says now; `sentence!("key", ..)` keeps it to say later.
        for macro_call in ["say!(", "sentence!("] {
            let mut rest = text.as_str();
            while let Some(at) = rest.find(macro_call) {
                rest = &rest[at + macro_call.len()..];
                let call = call_text(rest);
                let Some(key) = call.split('"').nth(1) else {
                    continue;
                };
                let after = call.splitn(3, '"').nth(2).unwrap_or("");
                out.push((file.clone(), key.to_string(), object_names(after, '=')));
            }
        }
    }
    // The macros' own tests say keys too (their doc comments show the macros).
    let l10n = std::fs::read_to_string(repo().join(MACROS_FILE)).expect("the macros' file");
    let tests = &l10n[l10n.find("mod tests").unwrap_or(l10n.len())..];
    let mut rest = tests;
    while let Some(at) = rest.find("say!(") {
        rest = &rest[at + 5..];
        let call = call_text(rest);
        if let Some(key) = call.split('"').nth(1) {
            let after = call.splitn(3, '"').nth(2).unwrap_or("");
            out.push((
                MACROS_FILE.into(),
                key.to_string(),
                object_names(after, '='),
            ));
        }
    }
    out
}

/// Static `t('key', {..})` calls of the page, the prefixes of keys made from codes
/// (`page-kind-${kind}`) and the keys named in tables.
fn page_calls() -> (Vec<Call>, BTreeSet<String>, BTreeSet<String>) {
    let mut files = Vec::new();
    sources(&repo().join("service/web"), ".js", &mut files);
    let mut calls = Vec::new();
    let mut prefixes = BTreeSet::new();
    let mut tables = BTreeSet::new();
    for (file, text) in &files {
        let mut rest = text.as_str();
        while let Some(at) = rest.find("t(") {
            let before = rest[..at].chars().last();
            rest = &rest[at + 2..];
            // `t(` itself, not `getSvg(` or `set(`.
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let call = call_text(rest);
            if let Some(quoted) = call.strip_prefix('\'') {
                let key = quoted.split('\'').next().unwrap_or("");
                let args = call
                    .find('{')
                    .map(|i| object_names(call_text(&call[i + 1..]), ':'))
                    .unwrap_or_default();
                calls.push((file.clone(), key.to_string(), args));
            } else if let Some(template) = call.strip_prefix('`') {
                let prefix = template.split("${").next().unwrap_or("");
                prefixes.insert(prefix.to_string());
            }
        }
        // Keys made from codes anywhere (`page-kind-${kind}`), and keys held in tables
        // (`['page-show-all', ...]`, said through `t(label)`).
        for piece in text.split("`page-").skip(1) {
            if let Some((prefix, _)) = piece.split_once("${")
                && !prefix.contains('`')
            {
                prefixes.insert(format!("page-{prefix}"));
            }
        }
        for piece in text.split("'page-").skip(1) {
            let key = piece.split('\'').next().unwrap_or("");
            tables.insert(format!("page-{key}"));
        }
    }
    let shell = std::fs::read_to_string(repo().join("service/web/index.html")).expect("shell");
    // The shell's words (`data-i18n`) and its labels (`data-i18n-label`, an aria-label).
    for piece in shell
        .split("data-i18n=\"")
        .skip(1)
        .chain(shell.split("data-i18n-label=\"").skip(1))
    {
        let key = piece.split('"').next().unwrap_or("");
        calls.push((
            "service/web/index.html".into(),
            key.to_string(),
            BTreeSet::new(),
        ));
    }
    (calls, prefixes, tables)
}

#[test]
fn the_code_and_the_page_say_existing_keys_with_their_placeables() {
    let english = catalogue_of("en");
    let (page, prefixes, tables) = page_calls();
    let rust = rust_calls();
    assert!(rust.len() > 20, "only {} say! calls found", rust.len());
    assert!(page.len() > 80, "only {} t() calls found", page.len());
    let mut used = BTreeSet::new();
    for (file, key, args) in rust.iter().chain(&page) {
        let Some(vars) = english.get(key) else {
            panic!("{file} says {key}, which the catalogue lacks");
        };
        assert_eq!(args, vars, "{file}: {key} is said with other placeables");
        used.insert(key.clone());
    }
    let unused: Vec<&String> = english
        .keys()
        .filter(|k| {
            !used.contains(*k)
                && !tables.contains(*k)
                && !prefixes.iter().any(|p| p.len() > 5 && k.starts_with(p))
        })
        .collect();
    assert!(unused.is_empty(), "keys nobody says: {unused:?}");
}

#[test]
fn the_words_made_from_codes_cover_every_code() {
    let english = catalogue_of("en");
    for kind in arbiter::FindingKind::ALL {
        for key in [
            format!("page-kind-{}", kind.name()),
            format!("page-kind-{}-means", kind.name()),
        ] {
            assert!(english.contains_key(&key), "no {key}");
        }
    }
    let reasons = [
        "no_pieces",
        "no_legal_move",
        "threefold_repetition",
        "twenty_five_move_rule",
        "sixteen_move_rule",
        "long_diagonal_rule",
        "five_move_rule",
        "game_stopped",
        "replay_stopped",
        "not_replayed",
    ];
    for reason in reasons {
        let value = serde_json::to_value(
            serde_json::from_value::<arbiter::OutcomeReason>(serde_json::Value::String(
                reason.into(),
            ))
            .expect("a reason"),
        )
        .expect("serialises");
        assert!(english.contains_key(&format!("page-reason-{}", value.as_str().unwrap_or(""))));
    }
    // Every article the referee's catalogue cites has its plain words on the page.
    let referee = std::fs::read_to_string(repo().join("arbiter/locales/en.ftl")).expect("referee");
    for piece in referee.split("(art. ").skip(1) {
        let list = piece.split(')').next().unwrap_or("");
        for article in list
            .split(", ")
            .filter(|a| a.chars().all(|c| c.is_ascii_digit() || c == '.'))
        {
            let key = format!("page-article-{}", article.replace('.', "_"));
            assert!(english.contains_key(&key), "no {key}");
        }
    }
}

/// Issue 29: French puts a narrow no-break space (U+202F) before `:`, `;`, `?` and `!`
/// (`erreur : …`), in every French catalogue (the referee's, the command line's and the page's,
/// the service's answers); what is quoted (between backquotes) and the placeables are not
/// French text and are left as they are.
#[test]
fn french_puts_a_narrow_space_before_its_high_punctuation() {
    let [page, service, commands] = files_of("fr");
    let files = [
        repo().join("arbiter/locales/fr.ftl"),
        page,
        service,
        commands,
    ];
    for file in files {
        for (key, value) in values_of(&file) {
            // The text, without what is quoted and without placeables (`{ $name }`); the
            // variants of a selector (`{ $n -> [one] … }`) are text and are kept.
            let mut outside = String::new();
            let mut quoted = false;
            let mut rest = value.as_str();
            while let Some(c) = rest.chars().next() {
                let placeable = rest
                    .strip_prefix('{')
                    .and_then(|after| after.split_once('}'))
                    .filter(|(inner, _)| !inner.contains("->") && !inner.contains('{'));
                if let (false, Some((_, after))) = (quoted, placeable) {
                    rest = after;
                    continue;
                }
                match c {
                    '`' => quoted = !quoted,
                    '{' | '}' => {}
                    _ if quoted => {}
                    _ => outside.push(c),
                }
                rest = &rest[c.len_utf8()..];
            }
            let mut before = ' ';
            for c in outside.chars() {
                assert!(
                    !matches!(c, ':' | ';' | '?' | '!') || before == '\u{202f}',
                    "{}: {key}: `{c}` without the narrow space before it in {value:?}",
                    file.display()
                );
                before = c;
            }
        }
    }
}
