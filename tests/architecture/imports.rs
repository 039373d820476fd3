//! Who may import whom: a solver never another solver, a command never another command, and only
//! the search reads the clock to stop a search.

use super::*;

/// Imports of a solver by another solver, known and being removed (the file, the solver it
/// imports, the issue whose branch removes it).
const KNOWN_SOLVER_IMPORTS: &[(&str, &str, &str)] = &[];

/// Files of the library crates that read the clock other than `crates/core/src/solvers/search.rs`,
/// and why.
const CLOCK_READERS: &[(&str, &str)] = &[
    // Measuring time is what the timing method does; it stops no search.
    ("crates/core/src/timing.rs", "the timing method"),
    // The golf analyzer's search for short peer expressions enumerates Python expressions, not
    // puzzles: no `Search` drives it, and its one bound is the time `golf peers` gives it.
    (
        "crates/golf/src/peer_search.rs",
        "the peer-expression search's time bound",
    ),
    // A solve's elapsed time, read around the search for its report: it stops nothing.
    (
        "crates/core/src/solvers/mod.rs",
        "the elapsed time of a solve",
    ),
];

/// Modules under `crates/core/src/solvers/` that every solver may use: they belong to no solver.
const SOLVER_KIT: &[&str] = &[
    "crates/core/src/solvers/mod.rs",
    "crates/core/src/solvers/search.rs",
    "crates/core/src/solvers/kit.rs",
];

/// The modules of `src/cli/` that are commands (see `Command` in src/cli/mod.rs). The others
/// (args, batch, input, output, table, narration, record) are shared by the commands.
const COMMANDS: &[&str] = &[
    "solve", "grade", "generate", "explain", "hint", "golf", "compare",
];

/// Imports of a command by another command, known and being removed.
const KNOWN_COMMAND_IMPORTS: &[(&str, &str, &str)] = &[];

/// Whether `from` importing `to` is in a list of known imports (file, file, issue).
fn is_known_import(known: &[(&str, &str, &str)], from: &str, to: &str) -> bool {
    known.iter().any(|(f, t, _)| *f == from && *t == to)
}

/// The known imports of a list that the source no longer has: each a request to remove it.
fn stale_imports(graph: &Graph, known: &[(&str, &str, &str)], list: &str) -> Vec<String> {
    known
        .iter()
        .filter(|(from, to, _)| !graph.edges.get(*from).is_some_and(|e| e.contains_key(*to)))
        .map(|(from, to, issue)| {
            format!("{from} no longer imports {to} ({issue}): remove it from {list}")
        })
        .collect()
}

#[test]
fn a_solver_never_imports_another_solver() {
    let graph = Graph::new(&root());
    // The solver a file of crates/core/src/solvers/ belongs to: its file, or its folder.
    let solver_of = |path: &str| -> Option<String> {
        let rest = path.strip_prefix("crates/core/src/solvers/")?;
        if SOLVER_KIT.contains(&path) {
            return None;
        }
        Some(
            rest.split('/')
                .next()
                .unwrap()
                .trim_end_matches(".rs")
                .to_string(),
        )
    };
    let mut problems = stale_imports(&graph, KNOWN_SOLVER_IMPORTS, "KNOWN_SOLVER_IMPORTS");
    for (from, targets) in &graph.edges {
        let Some(solver) = solver_of(from) else {
            continue;
        };
        for (to, line) in targets {
            if let Some(other) = solver_of(to)
                && other != solver
                && !is_known_import(KNOWN_SOLVER_IMPORTS, from, to)
            {
                problems.push(format!(
                    "{from}:{line}: the {solver} solver imports {to}, another solver's module; \
                     move what they share to a kit module or crates/core/src/grid/"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn only_search_reads_the_clock_to_stop_a_search() {
    let graph = Graph::new(&root());
    let mut problems = Vec::new();
    let mut readers = Vec::new();
    for file in graph.files.iter().filter(|f| f.krate != "bin") {
        let words = code_words(file);
        let read = words
            .windows(2)
            .find(|w| matches!(w[0].0.as_str(), "Instant" | "SystemTime") && w[1].0 == "now");
        let Some(read) = read else { continue };
        readers.push(file.path.clone());
        if file.path != "crates/core/src/solvers/search.rs"
            && !CLOCK_READERS.iter().any(|(p, _)| *p == file.path)
        {
            problems.push(format!(
                "{}:{}: reads the clock; limits are checked in one place, Search::enter \
                 (give the search a Limits with a timeout)",
                file.path, read[0].1
            ));
        }
    }
    assert!(readers.contains(&"crates/core/src/solvers/search.rs".to_string()));
    for (path, why) in CLOCK_READERS {
        if !readers.iter().any(|r| r == path) {
            problems.push(format!(
                "{path} no longer reads the clock ({why}): remove it from CLOCK_READERS"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_command_imports_another_command() {
    let graph = Graph::new(&root());
    let command = |path: &str| {
        COMMANDS.iter().copied().find(|c| {
            path == format!("src/cli/{c}.rs") || path.starts_with(&format!("src/cli/{c}/"))
        })
    };
    // Every command of the list is a module of the binary.
    for c in COMMANDS {
        let (file, folder) = (format!("src/cli/{c}.rs"), format!("src/cli/{c}/mod.rs"));
        assert!(
            graph
                .files
                .iter()
                .any(|f| f.path == file || f.path == folder),
            "{c}: no such command module"
        );
    }
    let mut problems = stale_imports(&graph, KNOWN_COMMAND_IMPORTS, "KNOWN_COMMAND_IMPORTS");
    for (from, targets) in &graph.edges {
        let Some(a) = command(from) else { continue };
        for (to, line) in targets {
            if let Some(b) = command(to)
                && a != b
                && !is_known_import(KNOWN_COMMAND_IMPORTS, from, to)
            {
                problems.push(format!(
                    "{from}:{line}: the {a} command imports {to}, the {b} command's module; \
                     move what they share to a shared module (args, batch, input, output)"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
