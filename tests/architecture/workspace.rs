//! The workspace as a whole: the scripts find what cargo built, the core and the Python front end
//! depend on no crate they should not, the codemap names every file, a plain `cargo test` runs the
//! tests of every crate.

use super::*;
use std::collections::BTreeSet;

#[test]
fn the_scripts_find_what_cargo_built_where_cargo_put_it() {
    let scripts = root().join("scripts");
    // No script names the target folder itself: each asks cargo (scripts/target-dir.sh).
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(&scripts).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !(name.ends_with(".sh") || name.ends_with(".py")) || name == "target-dir.sh" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            if line.contains("target/") || line.contains("\"target\"") {
                problems.push(format!("scripts/{name}:{}: {line}", i + 1));
            }
        }
        let runs_builds = text.contains("release/");
        if name.ends_with(".sh") && runs_builds && !text.contains("scripts/target-dir.sh") {
            problems.push(format!(
                "scripts/{name} runs what cargo built without target-dir.sh"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // And target-dir.sh says what cargo says, CARGO_TARGET_DIR included.
    let elsewhere = tempfile::tempdir().unwrap();
    let output = std::process::Command::new("bash")
        .args(["-c", ". scripts/target-dir.sh && echo \"$TARGET\""])
        .current_dir(root())
        .env("CARGO_TARGET_DIR", elsewhere.path())
        .output();
    let Ok(output) = output else {
        eprintln!("skipped: bash cannot be run here");
        return;
    };
    let told = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        told.trim(),
        elsewhere.path().to_str().unwrap(),
        "{output:?}"
    );
}
/// The names under `[dependencies]` (and its `[target.'...'.dependencies]` forms) of a
/// manifest: what the crate links into its library, dev-dependencies left out.
fn dependencies(manifest: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(manifest)).expect("a manifest");
    let mut names = Vec::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]"
                || (line.starts_with("[target.") && line.ends_with(".dependencies]"));
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.push(name.to_string());
        }
    }
    names
}

/// The crates of the command line: none of them may reach the core, which builds for
/// wasm32-unknown-unknown and is used by programs that own their own output.
const CLI_CRATES: &[&str] = &[
    "clap",
    "clap_complete",
    "clap_mangen",
    "colored",
    "indicatif",
    "ctrlc",
    "libc",
];

#[test]
fn the_core_and_the_python_front_end_depend_on_no_crate_they_should_not() {
    let core = dependencies("crates/core/Cargo.toml");
    assert!(
        core.iter().any(|d| d == "rand_chacha"),
        "the manifest scan finds the core's dependencies: {core:?}"
    );
    let mut problems: Vec<String> = core
        .iter()
        .filter(|d| CLI_CRATES.contains(&d.as_str()) || d.starts_with("sudoku-lab"))
        .map(|d| format!("crates/core/Cargo.toml: the core depends on {d}"))
        .collect();
    // The Python front end knows nothing of Sudoku or of golf.
    let python = dependencies("crates/python/Cargo.toml");
    problems.extend(
        python
            .iter()
            .filter(|d| CLI_CRATES.contains(&d.as_str()) || d.starts_with("sudoku-lab"))
            .map(|d| format!("crates/python/Cargo.toml: the Python front end depends on {d}")),
    );
    // Nor does its code name them (a path written in full reaches no crate it does not
    // depend on, but a doc link or a macro could try).
    let graph = Graph::new(&root());
    for file in graph.files.iter().filter(|f| f.krate == "python") {
        for (word, line, _) in code_words(file) {
            if word.starts_with("sudoku_lab") {
                problems.push(format!("{}:{line}: names {word}", file.path));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Folders whose files of one kind the codemap names as a kind, not one by one: the folder,
/// what marks a file of the kind, and the kind as ARCHITECTURE.md says it.
const NAMED_AS_A_KIND: &[(&str, &str, &str)] = &[(
    "crates/core/src/logic/",
    "pub const ABOUT",
    "one technique per file",
)];

#[test]
fn the_codemap_names_every_folder_and_file_of_the_source() {
    // A folder is named by its path from the root (`crates/core/src/grid/`); a file by its
    // path, or by its name (`types.rs`) in the codemap entry that names its folder.
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let start = text.find("## Codemap").expect("a codemap section");
    let codemap = &text[start..];
    let codemap = &codemap[..codemap[2..].find("\n## ").map_or(codemap.len(), |e| e + 2)];
    // The entries: each list item, with its continuation lines.
    let entries: Vec<&str> = codemap.split("\n- ").skip(1).collect();
    let names = |entry: &str, name: &str| entry.contains(&format!("`{name}`"));
    let mut problems = Vec::new();
    let mut folders = BTreeSet::new();
    for path in source_paths(&root()) {
        let (folder, name) = path.rsplit_once('/').unwrap();
        let folder = format!("{folder}/");
        folders.insert(folder.clone());
        if codemap.contains(&path) {
            continue;
        }
        let in_its_entry = entries
            .iter()
            .any(|e| e.contains(&format!("`{folder}")) && names(e, name));
        let of_a_kind = NAMED_AS_A_KIND.iter().any(|(f, mark, kind)| {
            *f == folder
                && codemap.contains(kind)
                && std::fs::read_to_string(root().join(&path)).is_ok_and(|t| t.contains(mark))
        });
        if !in_its_entry && !of_a_kind {
            problems.push(format!(
                "{path}: not in ARCHITECTURE.md's codemap (name it in the entry of {folder})"
            ));
        }
    }
    for folder in folders {
        let top = SOURCE_FOLDERS
            .iter()
            .any(|(d, _)| folder == format!("{d}/"));
        if !top && !codemap.contains(&format!("`{folder}")) {
            problems.push(format!(
                "{folder}: no entry of ARCHITECTURE.md's codemap names it"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_plain_cargo_test_runs_the_tests_of_every_crate() {
    // The README's test command is a plain `cargo test`: it runs what the workspace's default
    // members hold, so every crate of crates/ is one, and none of them (nor the root package)
    // turns a target's tests off.
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let line = manifest
        .lines()
        .find(|l| l.starts_with("default-members"))
        .expect("the workspace names its default members");
    let mut problems = Vec::new();
    let crates: Vec<String> = SOURCE_FOLDERS
        .iter()
        .filter_map(|(d, _)| d.strip_suffix("/src"))
        .map(str::to_string)
        .collect();
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        let folder = format!("crates/{name}");
        // The lab's crate is built for wasm32 alone (scripts/build-wasm.sh) and tested in the
        // browser (bench/tests/lab.rs): a native `cargo test` would only compile it.
        if folder == "crates/wasm" {
            continue;
        }
        if !line.contains(&format!("\"{folder}\"")) {
            problems.push(format!("{folder} is not a default member: {line}"));
        }
        if !crates.contains(&folder) {
            problems.push(format!(
                "{folder}/src is not in SOURCE_FOLDERS: no invariant sees it"
            ));
        }
    }
    for manifest in std::iter::once("Cargo.toml".to_string())
        .chain(crates.iter().map(|c| format!("{c}/Cargo.toml")))
    {
        let text = std::fs::read_to_string(root().join(&manifest)).unwrap();
        for (i, l) in text.lines().enumerate() {
            if l.replace(' ', "").starts_with("test=false") {
                problems.push(format!(
                    "{manifest}:{}: test = false leaves a target out of cargo test",
                    i + 1
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
