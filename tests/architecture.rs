//! The house's rule (docs/architecture.md): within each crate, no module imports one that
//! imports it back, directly or through others. A module is a file of `src/` (`a/mod.rs` is
//! `a`); it refers to another when it names it by a `crate::` or `super::` path outside its
//! tests. A parent naming its own children (`mod x;`, `x::f`) is not such a path and is allowed.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace's crates, by folder.
const CRATES: &[&str] = &[
    "parser",
    "arbiter",
    "words",
    "live",
    "tournament",
    "store",
    "batch",
    "service",
    "api",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file of `src` holds, as `a::b`; the crate's root is "".
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).expect("a file under src");
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts.join("::")
}

/// The text that counts: before the first `#[cfg(test)]`, line comments removed.
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths that follow each `prefix` in `code` (`crate::a::b::C` gives `a::b::C`).
fn paths_after<'a>(code: &'a str, prefix: &'a str) -> impl Iterator<Item = Vec<&'a str>> + 'a {
    code.match_indices(prefix).filter_map(move |(at, _)| {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            return None;
        }
        let rest = &code[at + prefix.len()..];
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        let segments: Vec<&str> = rest[..end].split("::").filter(|s| !s.is_empty()).collect();
        (!segments.is_empty()).then_some(segments)
    })
}

/// The longest known module that `segments`, read from `base`, starts with.
fn target(modules: &BTreeSet<String>, base: &str, segments: &[&str]) -> Option<String> {
    (1..=segments.len()).rev().find_map(|k| {
        let mut name = base.to_string();
        for segment in &segments[..k] {
            if !name.is_empty() {
                name.push_str("::");
            }
            name.push_str(segment);
        }
        modules.contains(&name).then_some(name)
    })
}

/// Each module of a crate and the modules it refers to.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let texts: BTreeMap<String, String> = files
        .iter()
        .map(|f| {
            (
                module_of(src, f),
                fs::read_to_string(f).expect("readable source"),
            )
        })
        .collect();
    let modules: BTreeSet<String> = texts.keys().cloned().collect();
    let mut edges = BTreeMap::new();
    for (module, text) in &texts {
        let code = code_of(text);
        let parent = module.rsplit_once("::").map_or("", |(p, _)| p);
        let mut to = BTreeSet::new();
        for segments in paths_after(&code, "crate::") {
            to.extend(target(&modules, "", &segments));
        }
        for mut segments in paths_after(&code, "super::") {
            let mut base = parent;
            while segments.first() == Some(&"super") {
                segments.remove(0);
                base = base.rsplit_once("::").map_or("", |(p, _)| p);
            }
            let named = target(&modules, base, &segments);
            to.extend(named.or_else(|| (!module.is_empty()).then(|| base.to_string())));
        }
        to.remove(module);
        // Naming the crate's root (its re-exports) is naming nothing in particular.
        to.remove("");
        edges.insert(module.clone(), to);
    }
    edges
}

/// The circles: strongly connected components of more than one module, each sorted.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Two modules are in one circle when each reaches the other.
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for next in edges.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut found: BTreeSet<Vec<String>> = BTreeSet::new();
    for (m, from_m) in &reached {
        let circle: Vec<String> = from_m
            .iter()
            .filter(|other| reached[other].contains(*m))
            .cloned()
            .collect();
        if !circle.is_empty() {
            let mut circle = circle;
            if !circle.contains(m) {
                circle.push((*m).clone());
            }
            circle.sort();
            found.insert(circle);
        }
    }
    found.into_iter().collect()
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut wrong = Vec::new();
    for name in CRATES {
        let src = root.join(name).join("src");
        assert!(src.is_dir(), "{} is not a folder", src.display());
        let edges = graph(&src);
        assert!(edges.len() > 1, "no modules read in {}", src.display());
        let found = circles(&edges);
        for circle in &found {
            let arrows: Vec<String> = circle
                .iter()
                .map(|m| {
                    let to: Vec<&String> = edges[m].iter().filter(|t| circle.contains(t)).collect();
                    format!("{m} -> {to:?}")
                })
                .collect();
            wrong.push(format!("{name}: a circle: {}", arrows.join("; ")));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_reader_sees_a_circle_when_there_is_one() {
    let dir = std::env::temp_dir().join(format!("architecture-{}", std::process::id()));
    fs::create_dir_all(dir.join("b")).expect("a temporary folder");
    fs::write(dir.join("lib.rs"), "mod a;\nmod b;\n").expect("written");
    fs::write(dir.join("a.rs"), "use crate::b::c::Thing;\n").expect("written");
    fs::write(dir.join("b/mod.rs"), "mod c;\n").expect("written");
    fs::write(
        dir.join("b/c.rs"),
        "pub struct Thing;\nfn f() { super::super::a::g() }\nuse crate::a;\n",
    )
    .expect("written");
    let edges = graph(&dir);
    let found = circles(&edges);
    fs::remove_dir_all(&dir).ok();
    assert_eq!(found, vec![vec!["a".to_string(), "b::c".to_string()]]);
}
