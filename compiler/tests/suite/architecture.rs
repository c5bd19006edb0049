//! The workspace's layout invariants (docs/architecture.md): each crate's
//! folder, package and library share a name; a crate depends only on the
//! crates of lower layers; the top-level modules of `passes` form no cycle,
//! nor do those of `dialect` but for `ops` and `verify` (the op table names
//! each op's verifier).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The workspace's crates by folder, lowest layer first, with the crates
/// each may depend on.
const LAYERS: &[(&str, &[&str])] = &[
    ("dialect/aie-target", &[]),
    ("dialect/aie-grammar", &[]),
    ("dialect", &["aie-target", "aie-grammar"]),
    ("passes", &["aie-target", "dialect"]),
    ("runtime-sim", &["aie-target", "dialect"]),
    (
        "compiler",
        &["aie-target", "dialect", "passes", "runtime-sim"],
    ),
    (
        "compiler/xrt-coreutil",
        &["aie-target", "passes", "runtime-sim", "compiler"],
    ),
    (
        "compiler/python/_aiec",
        &[
            "aie-target",
            "dialect",
            "passes",
            "runtime-sim",
            "compiler",
            "xrt-coreutil",
        ],
    ),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `key = "value"` of `[section]` in `toml` (no TOML parser is needed for
/// the workspace's own manifests).
fn toml_value(toml: &str, section: &str, key: &str) -> Option<String> {
    let body = toml.split(&format!("[{section}]\n")).nth(1)?;
    let body = body.split("\n[").next()?;
    body.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
    })
}

/// The workspace crates `toml` depends on (`name.workspace = true` or
/// `name = { path = ... }`), dev-dependencies left out.
fn workspace_deps(toml: &str) -> BTreeSet<String> {
    let ours: BTreeSet<&str> = LAYERS.iter().map(|(f, _)| package_of(f)).collect();
    let body = toml.split("[dependencies]\n").nth(1).unwrap_or("");
    let body = body.split("\n[").next().unwrap_or("");
    body.lines()
        .filter_map(|line| line.split(['.', ' ', '=']).next())
        .filter(|name| ours.contains(name))
        .map(str::to_string)
        .collect()
}

/// The package name a crate folder must have: its last component.
fn package_of(folder: &str) -> &str {
    folder.rsplit('/').next().unwrap_or(folder)
}

#[test]
fn folder_package_and_library_share_a_name() {
    for (folder, _) in LAYERS {
        let toml = std::fs::read_to_string(root().join(folder).join("Cargo.toml")).unwrap();
        let package = toml_value(&toml, "package", "name").unwrap();
        assert_eq!(package, package_of(folder), "package of {folder}");
        let lib = toml_value(&toml, "lib", "name").unwrap_or(package.replace('-', "_"));
        assert_eq!(lib, package.replace('-', "_"), "library of {folder}");
    }
}

#[test]
fn crates_depend_only_on_lower_layers() {
    for (folder, allowed) in LAYERS {
        let toml = std::fs::read_to_string(root().join(folder).join("Cargo.toml")).unwrap();
        for dep in workspace_deps(&toml) {
            assert!(
                allowed.contains(&dep.as_str()),
                "{folder} depends on {dep}, which is not below it"
            );
        }
    }
}

/// The `.rs` files under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules of the crate at `src`, each with the top-level
/// modules its files name as `crate::m` (also inside `use crate::{..}`).
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = std::fs::read_dir(src)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() || p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|m| m != "lib" && m != "main")
        .collect();
    let mut graph = BTreeMap::new();
    for module in &modules {
        let mut files = Vec::new();
        let dir = src.join(module);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        }
        let file = src.join(format!("{module}.rs"));
        if file.is_file() {
            files.push(file);
        }
        let mut uses = BTreeSet::new();
        for f in files {
            let text = code_of(&std::fs::read_to_string(&f).unwrap());
            for named in crate_paths(&text) {
                if modules.contains(&named) && &named != module {
                    uses.insert(named);
                }
            }
        }
        graph.insert(module.clone(), uses);
    }
    graph
}

/// `text` without its comments (doc links are no dependency) and its
/// `#[cfg(test)]` items (tests may use any module).
fn code_of(text: &str) -> String {
    let mut code = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            skip_item(&mut lines);
            continue;
        }
        code.push_str(line.split("//").next().unwrap_or(""));
        code.push('\n');
    }
    code
}

/// Skips the lines of the item that starts at the next line: up to its
/// closing brace (or its `;` if it has no body).
fn skip_item<'a>(lines: &mut impl Iterator<Item = &'a str>) {
    let mut depth = 0i32;
    for line in lines {
        depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
        if depth <= 0 && (line.contains('}') || line.trim_end().ends_with(';')) {
            return;
        }
    }
}

/// The first segments of the `crate::` paths of `text`.
fn crate_paths(text: &str) -> Vec<String> {
    let ident = |s: &str| {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<String>()
    };
    let mut out = Vec::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            out.extend(group.split(',').map(|s| ident(s.trim())));
        } else {
            out.push(ident(rest));
        }
    }
    out
}

/// The cycles of `graph` as sets of modules (its strongly connected
/// components of more than one module).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    let reaches = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for next in &graph[&m] {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reaches(m))).collect();
    let mut found: Vec<BTreeSet<String>> = Vec::new();
    for m in graph.keys() {
        let scc: BTreeSet<String> = graph
            .keys()
            .filter(|n| n == &m || (reach[m].contains(*n) && reach[n].contains(m)))
            .cloned()
            .collect();
        if scc.len() > 1 && !found.contains(&scc) {
            found.push(scc);
        }
    }
    found
}

#[test]
fn passes_modules_form_no_cycle() {
    let graph = module_graph(&root().join("passes/src"));
    assert!(graph.len() > 10, "{graph:?}");
    assert_eq!(cycles(&graph), Vec::<BTreeSet<String>>::new());
}

#[test]
fn dialect_modules_cycle_only_between_ops_and_verify() {
    let graph = module_graph(&root().join("dialect/src"));
    let expected: BTreeSet<String> = ["ops", "verify"].map(String::from).into();
    assert_eq!(cycles(&graph), vec![expected]);
}

#[test]
fn cycles_and_paths_are_found() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(m, uses)| (m.to_string(), uses.into_iter().map(String::from).collect()))
    .collect();
    let expected: BTreeSet<String> = ["a", "b", "c"].map(String::from).into();
    assert_eq!(cycles(&graph), vec![expected]);
    assert_eq!(
        crate_paths("use crate::{ir::X, ops};\nlet v = crate::verify::f();"),
        ["ir", "ops", "verify"]
    );
    let text =
        "use crate::a; // crate::b\n#[cfg(test)]\nmod tests {\n    use crate::c;\n}\nfn f() {}";
    assert_eq!(crate_paths(&code_of(text)), ["a"]);
}

/// The counts of `.ci/22-one-composer` (issue 72), by name, and its hits.
fn one_composer() -> (BTreeMap<String, usize>, String) {
    let out = std::process::Command::new("bash")
        .arg(root().join(".ci/22-one-composer"))
        .arg("-v")
        .output()
        .expect("bash runs the check");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let counts = text
        .lines()
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| {
            let (name, n) = l.split_once(' ')?;
            Some((name.to_string(), n.parse().ok()?))
        })
        .collect();
    (counts, text)
}

/// One session under every face (docs/architecture.md): no command line
/// of aiec's tools built nor any run as a subprocess from Python, no
/// simulation driver beside `session::Simulation`, no mutable
/// process-wide state but the C ABI's per-thread slots, and passes
/// composed in `Pipeline::steps` alone (the object FIFO lowering is a
/// pipeline the pass manager expands).
#[test]
fn one_session_under_every_face() {
    let (counts, text) = one_composer();
    let names: Vec<&str> = counts.keys().map(String::as_str).collect();
    assert_eq!(names, ["argv", "pipe", "proc", "run", "state"], "{text}");
    for name in names {
        assert_eq!(counts[name], 0, "{name}:\n{text}");
    }
}
