//! No import cycle between the files of a crate, nor between modules side by side: the check
//! itself is tested on a cycle made through a re-export.

use super::*;

/// Import cycles between files, known and being removed, each by another issue's branch: the
/// check fails on any other. Remove an entry when its branch is merged (the test says so when
/// the cycle is gone).
const KNOWN_CYCLES: &[(&str, &str)] = &[];

/// Import cycles between modules side by side in the module tree (a folder counts as one
/// module), known and being removed.
const KNOWN_MODULE_CYCLES: &[(&str, &str)] = &[];

#[test]
fn the_files_of_src_import_one_another_without_a_cycle() {
    let graph = Graph::new(&root());
    let mut problems = check_cycles(&graph.edges, KNOWN_CYCLES, "KNOWN_CYCLES");
    problems.extend(check_cycles(
        &graph.module_edges(),
        KNOWN_MODULE_CYCLES,
        "KNOWN_MODULE_CYCLES",
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_sees_imports_through_re_exports_and_finds_a_cycle() {
    let graph = Graph::new(&root());
    let uses = |from: &str, to: &str| graph.edges.get(from).is_some_and(|e| e.contains_key(to));
    // `use crate::grid::{Cell, ...}` names types.rs's Cell through grid/mod.rs's re-export.
    assert!(uses(
        "crates/core/src/parse/forms.rs",
        "crates/core/src/grid/types.rs"
    ));
    assert!(uses(
        "crates/core/src/parse/forms.rs",
        "crates/core/src/grid/board.rs"
    ));
    // `super::output::{Exit, Out}`, and a path written in the code (`cli::run()`).
    assert!(uses("src/cli/batch.rs", "src/cli/output.rs"));
    assert!(uses("src/main.rs", "src/cli/mod.rs"));
    assert!(!uses(
        "crates/core/src/grid/types.rs",
        "crates/core/src/parse/forms.rs"
    ));
    // The Python front end's files, in their own crate: `crate::pytoken` in pyexpr/parser.rs.
    assert!(uses(
        "crates/python/src/pyexpr/parser.rs",
        "crates/python/src/pytoken.rs"
    ));
    // A file's use of a folder's file is its module's use of the folder.
    let modules = graph.module_edges();
    assert!(modules["crates/core/src/uniqueness.rs"].contains_key("crates/core/src/solvers/"));
    // The cycle finder, on the graph with a use added by hand.
    let mut edges = graph.edges.clone();
    let line = edges["src/cli/batch.rs"]["src/cli/output.rs"];
    edges
        .entry("src/cli/output.rs".into())
        .or_default()
        .insert("src/cli/batch.rs".into(), line);
    let pair = [
        "src/cli/batch.rs".to_string(),
        "src/cli/output.rs".to_string(),
    ];
    assert!(cycles(&edges).contains(&pair.to_vec()));
    assert!(!cycles(&graph.edges).contains(&pair.to_vec()));
}
