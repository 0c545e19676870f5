//! The crate's shape, checked from its source: at most 12 top-level
//! modules, each depending only on the layers declared above it, so the
//! import graph between them has no cycle; and ARCHITECTURE.md lists the
//! layers in the order the code has them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

/// The layers, top of the dependency order first: each may use only those
/// before it. ARCHITECTURE.md explains each.
const LAYERS: &[&str] = &[
    "vocab",
    "text",
    "call",
    "split",
    "providers",
    "session",
    "hosts",
];

/// Test-only modules of the crate root, which may reach any layer.
const TEST_ONLY: &[&str] = &["tests"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The top-level modules: folders and files under `src/` but `lib.rs`.
fn top_level_modules(src: &Path) -> BTreeSet<String> {
    std::fs::read_dir(src)
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            let name = path.file_stem()?.to_str()?.to_owned();
            let is_module =
                path.is_dir() || path.extension().is_some_and(|x| x == "rs") && name != "lib";
            is_module.then_some(name)
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The first path segment of every `crate::` path in code (comments,
/// doc comments included, are skipped: a doc link is not a dependency).
fn crate_references(source: &str) -> Vec<String> {
    let path = Regex::new(r"\bcrate::(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)").unwrap();
    let mut out = Vec::new();
    for line in source.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        for c in path.captures_iter(code) {
            let m = &c[1];
            match m.strip_prefix('{') {
                // `crate::{a::x, b}`: each member's first segment.
                Some(group) => out.extend(
                    group
                        .trim_end_matches('}')
                        .split(',')
                        .filter_map(|p| p.trim().split("::").next())
                        .filter(|p| !p.is_empty())
                        .map(str::to_owned),
                ),
                None => out.push(m.to_owned()),
            }
        }
    }
    out
}

/// Edges between top-level modules, and references that name a root
/// re-export instead of the module that defines the item.
fn graph(src: &Path) -> (BTreeMap<String, BTreeSet<String>>, Vec<String>) {
    let modules = top_level_modules(src);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut via_root = Vec::new();
    let mut files = Vec::new();
    rust_files(src, &mut files);
    for file in files {
        let rel = file.strip_prefix(src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_str()
            .unwrap();
        let from = first.trim_end_matches(".rs").to_owned();
        if from == "lib" {
            continue; // the root declares the layers and re-exports them
        }
        let source = std::fs::read_to_string(&file).unwrap();
        for to in crate_references(&source) {
            if modules.contains(&to) {
                if to != from {
                    edges.entry(from.clone()).or_default().insert(to);
                }
            } else {
                via_root.push(format!("{} names crate::{to}", rel.display()));
            }
        }
    }
    (edges, via_root)
}

/// A cycle in the graph, as the list of modules on it, if there is one.
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        at: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == at) {
            let mut cycle = path[i..].to_vec();
            cycle.push(at.to_owned());
            return Some(cycle);
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.to_owned());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(c) = visit(next, edges, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(at.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|m| visit(m, edges, &mut Vec::new(), &mut done))
}

/// Edges that go against the declared layer order.
fn upward_edges(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    let mut out = Vec::new();
    for (from, tos) in edges {
        for to in tos {
            match (rank(from), rank(to)) {
                (Some(f), Some(t)) if t < f => {}
                _ if TEST_ONLY.contains(&from.as_str()) => {}
                _ => out.push(format!("{from} -> {to}")),
            }
        }
    }
    out
}

#[test]
fn the_layers_are_the_top_level_modules_and_there_are_at_most_twelve() {
    let modules = top_level_modules(&src());
    let expected: BTreeSet<String> = LAYERS
        .iter()
        .chain(TEST_ONLY)
        .map(|s| (*s).to_owned())
        .collect();
    assert_eq!(modules, expected, "every top-level module has a layer");
    assert!(modules.len() <= 12, "{} top-level modules", modules.len());
}

#[test]
fn every_dependency_goes_down_the_layers_so_there_is_no_cycle() {
    let (edges, via_root) = graph(&src());
    // Sanity: the reader sees the real graph, not an empty one.
    assert!(
        edges.get("split").is_some_and(|t| t.contains("vocab")),
        "{edges:?}"
    );
    assert!(
        edges.get("session").is_some_and(|t| t.contains("call")),
        "{edges:?}"
    );
    assert_eq!(via_root, Vec::<String>::new(), "name the defining module");
    assert_eq!(upward_edges(&edges), Vec::<String>::new());
    assert_eq!(find_cycle(&edges), None);
}

#[test]
fn architecture_md_lists_the_layers_in_order() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md"))
            .expect("ARCHITECTURE.md");
    let positions: Vec<usize> = LAYERS
        .iter()
        .map(|l| {
            doc.find(&format!("`src/{l}/`"))
                .unwrap_or_else(|| panic!("ARCHITECTURE.md does not describe src/{l}/"))
        })
        .collect();
    assert!(
        positions.windows(2).all(|w| w[0] < w[1]),
        "layers out of order"
    );
}

#[test]
fn negative_controls_the_checks_report_what_they_exist_to_catch() {
    let graph_of = |pairs: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in pairs {
            g.entry((*a).to_owned())
                .or_default()
                .insert((*b).to_owned());
        }
        g
    };
    // A cycle through three modules is found and named.
    let cyclic = graph_of(&[("call", "vocab"), ("vocab", "split"), ("split", "call")]);
    let cycle = find_cycle(&cyclic).expect("the cycle is found");
    assert_eq!(cycle.first(), cycle.last());
    assert_eq!(cycle.len(), 4);
    // An acyclic edge that still goes up the layers is reported.
    let upward = graph_of(&[("vocab", "text")]);
    assert_eq!(find_cycle(&upward), None);
    assert_eq!(upward_edges(&upward), ["vocab -> text"]);
    // The reference scanner reads code, skips comments, and reads groups.
    let refs = crate_references(
        "use crate::split::rules;\n/// see [`x`](crate::session::ledger)\n// crate::text\nuse crate::{call::Error, vocab};\nlet n = crate::MAX_JSON_DEPTH;",
    );
    assert_eq!(refs, ["split", "call", "vocab", "MAX_JSON_DEPTH"]);
}
