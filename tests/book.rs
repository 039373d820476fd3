//! The book's structure: every chapter linked from `book/src/SUMMARY.md` has its Rust snippets
//! run by `cargo test` (an item in `src/book.rs`) and shows at least one program of
//! `examples/`, included by anchor from a file that exists.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The chapter files linked from SUMMARY.md; draft chapters (`[Title]()`) have none yet.
fn chapters() -> Vec<String> {
    let summary = fs::read_to_string(root().join("book/src/SUMMARY.md")).expect("SUMMARY.md");
    summary
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|link| link.ends_with(".md"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_chapter_is_doctested() {
    let book_rs = fs::read_to_string(root().join("src/book.rs")).expect("src/book.rs");
    let chapters = chapters();
    assert!(chapters.len() >= 12, "{chapters:?}");
    for chapter in chapters {
        let item = format!("include_str!(\"../book/src/{chapter}\")");
        assert!(
            book_rs.contains(&item),
            "{chapter} is in SUMMARY.md but not in src/book.rs, so cargo test skips its snippets"
        );
    }
}

#[test]
fn every_chapter_includes_an_example_that_exists() {
    for chapter in chapters() {
        let path = root().join("book/src").join(&chapter);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{chapter}: {e}"));
        let includes: Vec<&str> = text
            .split("{{#include ")
            .skip(1)
            .filter_map(|rest| rest.split("}}").next())
            .collect();
        for include in &includes {
            let file = include.split(':').next().expect("a path");
            let resolved = path.parent().expect("a folder").join(file);
            assert!(
                Path::new(&resolved).exists(),
                "{chapter} includes {file}, which does not exist"
            );
        }
        // The one chapter about the tooling shows the table of the output script instead.
        if chapter == "appendix-reproduce.md" {
            continue;
        }
        assert!(
            includes.iter().any(|i| i.starts_with("../../examples/")),
            "{chapter} shows no program of examples/"
        );
    }
}
