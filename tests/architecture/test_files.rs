//! What the tests themselves must not do: assert how long something took, or read the shared
//! puzzles other than through the one helper that skips when they are absent.

use super::*;
use std::collections::BTreeSet;

/// The Rust files of the tests (`tests/`, and the bench package's `bench/tests/`, with their
/// folders of modules), with their paths from the root.
fn test_files() -> Vec<(String, String)> {
    let root = root();
    let mut files = Vec::new();
    for dir in ["tests", "bench/tests"] {
        if !root.join(dir).is_dir() {
            continue;
        }
        for path in crate::common::files_under(&root.join(dir)) {
            if path.extension().is_some_and(|e| e == "rs") {
                let name = path
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                files.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

/// Assertions of a timed test, known, each with why it asserts no performance.
const TIMED_ASSERTIONS: &[(&str, &str)] = &[
    (
        "tests/bounds.rs",
        "every_solver_stops_at_its_deadline: a 50 ms timeout must end the search, not the \
         millions of nodes the puzzle needs; 10 s is a bound on a hang, 200 times the timeout",
    ),
    (
        "tests/hardening.rs",
        "check_interrupted: every command exits within a second of the first Ctrl-C, a \
         behavioural contract; 3 s leaves room for a loaded machine",
    ),
];

/// The assertions (`assert!`, `assert_eq!`, ...) of `text` that read the clock: the line of
/// each whose arguments measure elapsed time.
fn timed_assertions(text: &str) -> Vec<usize> {
    let tokens = tokenize(text);
    let mut found = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let Tok::Ident(word) = &t.tok else { continue };
        if !word.starts_with("assert")
            || tokens.get(i + 1).map(|n| &n.tok) != Some(&Tok::Punct('!'))
        {
            continue;
        }
        let mut depth = 0;
        for n in &tokens[i + 2..] {
            match &n.tok {
                Tok::Punct('(' | '[' | '{') => depth += 1,
                Tok::Punct(')' | ']' | '}') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Tok::Ident(w)
                    if matches!(
                        w.as_str(),
                        "elapsed" | "duration_since" | "saturating_duration_since"
                    ) =>
                {
                    found.push(t.line);
                    break;
                }
                _ => {}
            }
        }
    }
    found
}

#[test]
fn no_test_asserts_how_long_something_took() {
    // Performance lives in benchmarks (bench/, `sudoku-lab compare`): a timed assertion fails
    // on a loaded machine and passes on a slow change.
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for (path, text) in test_files() {
        let lines = timed_assertions(&text);
        if lines.is_empty() {
            continue;
        }
        seen.insert(path.clone());
        if !TIMED_ASSERTIONS.iter().any(|(p, _)| *p == path) {
            for line in lines {
                problems.push(format!(
                    "{path}:{line}: asserts on elapsed time; measure it in a benchmark instead"
                ));
            }
        }
    }
    for (path, why) in TIMED_ASSERTIONS {
        if !seen.contains(*path) {
            problems.push(format!(
                "{path} no longer asserts on elapsed time ({why}): remove it from TIMED_ASSERTIONS"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The scan, on a timing assertion and on code that only looks like one.
    let text = "fn t() { let s = Instant::now(); work(); \
                assert!(s.elapsed() < Duration::from_millis(5)); \
                assert_eq!(limits.deadline(Instant::now()), None); \
                // assert!(s.elapsed() < x)\n\
                let e = \"assert!(s.elapsed())\"; }";
    assert_eq!(timed_assertions(text), [1]);
}

#[test]
fn tests_read_the_shared_puzzles_through_the_one_helper_that_skips() {
    // `../shared` is beside the project, not in it: a test reads it only through
    // `common::shared_puzzles`, which says the test skips when the folder is absent.
    let mut problems = Vec::new();
    let mut helper = false;
    // This file names the folder only to look for it.
    for (path, text) in test_files()
        .into_iter()
        .filter(|(p, _)| p != "tests/architecture/test_files.rs")
    {
        for (i, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//")
                || !(line.contains("../shared") || line.contains("/work/shared"))
            {
                continue;
            }
            // A message naming the folder reads nothing.
            if ["eprintln!", "println!", "format!", "panic!"]
                .iter()
                .any(|m| code.starts_with(m))
            {
                continue;
            }
            if path == "tests/common.rs" && line.contains(".join(\"../shared/puzzles\")") {
                helper = true;
                continue;
            }
            problems.push(format!(
                "{path}:{}: reads ../shared directly; use common::shared_puzzles, which skips \
                 cleanly when it is absent",
                i + 1
            ));
        }
    }
    assert!(
        helper,
        "tests/common.rs: shared_puzzles no longer joins ../shared/puzzles"
    );
    let common = std::fs::read_to_string(root().join("tests/common.rs")).unwrap();
    let body = &common[common.find("pub fn shared_puzzles").unwrap()..];
    let body = &body[..body.find("\n}\n").unwrap()];
    assert!(
        body.contains("exists()") && body.contains("skipped"),
        "shared_puzzles must check the folder exists and say the test skips:\n{body}"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
