//! What only the binary may do: print, touch a standard stream, read the environment, exit, build
//! JSON by hand; and a table per shape kept the one way. The tokenizer that tells code from
//! comments and strings, on which these checks rest, is tested here too.

use super::*;
use std::collections::BTreeSet;

#[test]
fn the_tokenizer_tells_code_from_comments_and_strings() {
    let text = "// println!\n/* a /* nested */ eprintln! */ let s = \"print!(\\\"x\\\")\"; \
                let r = r#\"stdout\"#; let c = '\"'; fn f<'a>(x: &'a str) {} std::env::var(\"X\")";
    let words: Vec<String> = tokenize(text)
        .into_iter()
        .filter_map(|t| match t.tok {
            Tok::Ident(w) => Some(w),
            _ => None,
        })
        .collect();
    assert_eq!(
        words,
        [
            "let", "s", "let", "r", "let", "c", "fn", "f", "x", "str", "std", "env", "var"
        ]
    );
}

/// What in `file` prints, touches a standard stream, reads the environment, exits, or uses
/// the crates of the command line (clap, colored).
fn side_effects(file: &File) -> Vec<String> {
    let words = code_words(file);
    let mut found = Vec::new();
    for (i, (word, line, next)) in words.iter().enumerate() {
        let bang = *next == Some(Tok::Punct('!'));
        let what = match word.as_str() {
            "print" | "println" | "eprint" | "eprintln" | "dbg" if bang => "prints",
            "stdout" | "stderr" | "stdin" => "touches a standard stream",
            "env" if *next == Some(Tok::PathSep) => "reads the environment (std::env)",
            "exit" | "abort" if i > 0 && words[i - 1].0 == "process" => "exits (std::process)",
            // The command line and its colours belong to the binary.
            "clap" | "colored" if *next == Some(Tok::PathSep) => "uses the binary's crates",
            _ => continue,
        };
        found.push(format!(
            "{}:{line}: the library {what}: `{word}`",
            file.path
        ));
    }
    found
}

#[test]
fn the_library_never_prints_reads_the_environment_or_exits() {
    // Every crate but the binary: the core, the Python front end, the analyzer, the façade.
    let graph = Graph::new(&root());
    for krate in ["lib", "core", "python", "golf"] {
        assert!(
            graph.files.iter().any(|f| f.krate == krate),
            "no file of the {krate} crate scanned"
        );
    }
    let problems: Vec<String> = graph
        .files
        .iter()
        .filter(|f| f.krate != "bin")
        .flat_map(side_effects)
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The scan itself, on code that does all five (and on the same words in a comment and a
    // string, and in a unit test, which it leaves alone).
    let text = "fn f() { println!(\"stdout\"); let v = std::env::var(\"X\"); \
                std::io::stderr(); std::process::exit(1); colored::Colorize::red(\"\"); } \
                // eprintln!\n\
                #[cfg(test)] mod tests { fn g() { dbg!(1); } }";
    let file = File {
        path: "x.rs".into(),
        krate: "lib",
        module: Vec::new(),
        tokens: without_tests(tokenize(text)),
    };
    let found = side_effects(&file);
    assert_eq!(found.len(), 5, "{found:?}");
}

#[test]
fn the_binary_writes_every_message_through_one_closed_pipe_safe_writer() {
    // `println!` and `eprintln!` panic on a closed pipe: the command line writes through
    // `Out` (src/cli/output.rs), which reports a closed standard output and never fails on a
    // closed standard error.
    let graph = Graph::new(&root());
    let problems: Vec<String> = graph
        .files
        .iter()
        .filter(|f| f.krate == "bin")
        .flat_map(|file| {
            side_effects(file)
                .into_iter()
                .filter(|p| {
                    p.ends_with("`print`") || p.contains("`println`") || p.contains("`eprint")
                })
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Files of the command line allowed to build JSON by hand with `json!`, and why.
const JSON_MACRO_USERS: &[(&str, &str)] = &[];

#[test]
fn the_command_line_writes_json_from_typed_records() {
    // Every JSON the binary writes is a `#[derive(Serialize)]` record, so its fields are
    // named once and cannot be misspelt in one place: no `json!` in src/cli/ or src/main.rs.
    let graph = Graph::new(&root());
    let problems = uses_outside(
        graph.files.iter().filter(|f| f.krate == "bin"),
        |word, next| word == "json" && next == Some(&Tok::Punct('!')),
        (
            "json!",
            "builds JSON with json!; write a #[derive(Serialize)] record",
        ),
        (JSON_MACRO_USERS, "JSON_MACRO_USERS"),
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each use in `files` of what `is_use` recognises (a word and the token after it) by a file
/// not in `allowed` (a list of files with the reason each may), as `file:line: advice`; and
/// each file of the list that no longer uses it, as a request to remove it from the list.
fn uses_outside<'a>(
    files: impl Iterator<Item = &'a File>,
    is_use: impl Fn(&str, Option<&Tok>) -> bool,
    (what, advice): (&str, &str),
    (allowed, list): (&[(&str, &str)], &str),
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut users = BTreeSet::new();
    for file in files {
        for (word, line, next) in code_words(file) {
            if is_use(&word, next.as_ref()) {
                users.insert(file.path.clone());
                if !allowed.iter().any(|(p, _)| *p == file.path) {
                    problems.push(format!("{}:{line}: {advice}", file.path));
                }
            }
        }
    }
    for (path, why) in allowed {
        if !users.contains(*path) {
            problems.push(format!(
                "{path} no longer uses {what} ({why}): remove it from {list}"
            ));
        }
    }
    problems
}

/// Files of the library crates that keep a value for the life of the program with a `OnceLock`
/// of their own, and why: a table per shape is a `static PerShape<T>` (crates/core/src/grid/shape.rs).
const ONCE_LOCK_USERS: &[(&str, &str)] = &[("crates/core/src/grid/shape.rs", "PerShape itself")];

#[test]
fn a_table_per_shape_is_kept_the_one_way() {
    // Issue 17 found five copies of `static TABLES: [OnceLock<_>; 4]`, each indexing by its
    // own arithmetic on the shape: one `PerShape` serves them all.
    let graph = Graph::new(&root());
    let problems = uses_outside(
        graph.files.iter().filter(|f| f.krate != "bin"),
        |word, _| word == "OnceLock",
        (
            "OnceLock",
            "a OnceLock of its own; keep a table per shape in a `static PerShape<T>` \
             (crates/core/src/grid/shape.rs)",
        ),
        (ONCE_LOCK_USERS, "ONCE_LOCK_USERS"),
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
