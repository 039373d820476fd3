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
        // The measuring programs (charts, timings) are examples of bench/, the other package.
        assert!(
            includes
                .iter()
                .any(|i| i.starts_with("../../examples/") || i.starts_with("../../bench/examples/")),
            "{chapter} shows no program of examples/ or bench/examples/"
        );
    }
}

// The prose's figures: the checker that `scripts/book-outputs.sh --check` runs, used in place.
#[path = "../examples/book_figures.rs"]
#[allow(dead_code)]
mod book_figures;

/// The chapters `scripts/book-outputs.sh` leaves out of the figure check for now (its
/// FIGURES_PENDING line: one list, read from the script).
fn figures_pending() -> Vec<String> {
    let script = fs::read_to_string(root().join("scripts/book-outputs.sh")).expect("the script");
    let line = script
        .lines()
        .find_map(|l| l.strip_prefix("FIGURES_PENDING=\""))
        .expect("a FIGURES_PENDING line");
    line.trim_end_matches('"')
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn every_figure_in_the_prose_is_in_an_output_the_chapter_includes() {
    let unmatched =
        book_figures::check_book(&root().join("book/src"), None, &figures_pending()).unwrap();
    let lines: Vec<String> = unmatched.iter().map(ToString::to_string).collect();
    assert!(lines.is_empty(), "{}", lines.join("\n"));
}

#[test]
fn every_figure_in_the_readme_is_in_an_output_of_the_book() {
    let unmatched = book_figures::check_readme(
        &root().join("README.md"),
        &root().join("book/src/generated"),
    )
    .unwrap();
    let lines: Vec<String> = unmatched.iter().map(ToString::to_string).collect();
    assert!(lines.is_empty(), "{}", lines.join("\n"));
}

#[test]
fn a_planted_wrong_figure_in_the_readme_fails_the_check() {
    // A copy of the README with one measured ratio changed, checked against the same outputs.
    let text = fs::read_to_string(root().join("README.md")).unwrap();
    let planted = text.replacen("Measured targets", "Measured targets: 123.457 times", 1);
    assert_ne!(
        planted, text,
        "the README has a section of measured targets"
    );
    let dir = std::env::temp_dir().join(format!("readme-figures-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("README.md");
    fs::write(&copy, planted).unwrap();
    let unmatched = book_figures::check_readme(&copy, &root().join("book/src/generated")).unwrap();
    fs::remove_dir_all(&dir).unwrap();
    assert!(
        unmatched.iter().any(|u| u.figure == "123.457"),
        "{unmatched:?}"
    );
}

#[test]
fn a_planted_wrong_figure_fails_the_check() {
    // Backtracking's prose quotes the placements its example counts; change one by one.
    let path = root().join("book/src/backtracking.md");
    let text = fs::read_to_string(&path).unwrap();
    let (right, wrong) = ("5,575", "5,574");
    assert!(text.contains(right), "the chapter quotes {right}");
    let check = |text: &str| book_figures::check_chapter("backtracking.md", text, &path, None);
    assert_eq!(check(&text).unwrap(), []);
    let planted = text.replacen(right, wrong, 1);
    let unmatched = check(&planted).unwrap();
    assert_eq!(unmatched.len(), 1, "{unmatched:?}");
    assert_eq!(unmatched[0].figure, wrong);
    let line = 1 + text[..text.find(right).unwrap()].matches('\n').count();
    assert_eq!(unmatched[0].line, line);
    assert!(unmatched[0].to_string().contains("backtracking.md"));
    // A number that is not a measurement can be listed as such, in the chapter itself.
    let exempted = format!("{planted}\n<!-- not figures: {wrong} -->\n");
    assert_eq!(check(&exempted).unwrap(), []);
}

#[test]
fn no_block_of_the_book_is_wider_than_the_page() {
    // scripts/book-outputs.sh folds what it writes at 100 characters; this holds the files
    // the book includes to it (a block pasted or written another way included).
    let dir = root().join("book/src/generated");
    let mut wide = Vec::new();
    for entry in fs::read_dir(&dir).expect("the generated folder") {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.chars().count() > 100 {
                wide.push(format!("{}:{}", path.display(), n + 1));
            }
        }
    }
    assert!(wide.is_empty(), "lines wider than 100 characters: {wide:?}");
}

/// Runs a function of scripts/book-outputs.sh (with its WIDTH) on `input` in bash; returns its
/// output, or None when bash is missing.
fn book_outputs_function(call: &str, input: &str) -> Option<String> {
    let script = root().join("scripts/book-outputs.sh");
    let program = format!(
        "export LC_ALL=C.UTF-8; source <(sed -n '/^WIDTH=/p;/^command_line()/,/^}}/p;/^fold_lines()/,/^}}/p' '{}'); {call}",
        script.display()
    );
    let mut child = std::process::Command::new("bash")
        .args(["-c", &program])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{call}");
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn long_commands_are_continued_as_a_shell_reads_them() {
    let command = "printf '53  7\\n6  195\\n 98    6\\n8   6   3\\n4  8 3  1\\n7   2   6\\n 6    28\\n   \
                   419  5\\n    8  79\\n' | sudoku-lab solve --format line --max-nodes 100000 - | \
                   grep -v 'a b'";
    let Some(out) = book_outputs_function("command_line \"$(cat)\"", command) else {
        eprintln!("skipped: no bash");
        return;
    };
    assert!(out.lines().count() > 1, "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 100), "{out}");
    // Joined back as a shell joins ` \` and a newline, the lines are the command again, with
    // the quoted runs of spaces untouched.
    let joined = out.trim_end().replace(" \\\n    ", " ");
    assert_eq!(joined, format!("$ {command}"));
    // A command that fits is written as it is.
    let short = book_outputs_function("command_line \"$(cat)\"", "sudoku-lab solve").unwrap();
    assert_eq!(short, "$ sudoku-lab solve\n");
}

#[test]
fn long_output_lines_are_folded_at_a_space() {
    let line = format!("{} ≠ {}", "a".repeat(60), "word ".repeat(20).trim_end());
    let Some(out) = book_outputs_function("fold_lines", &format!("{line}\nshort\n")) else {
        eprintln!("skipped: no bash");
        return;
    };
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines.iter().all(|l| l.chars().count() <= 100), "{out}");
    assert!(lines[1].starts_with("    word"), "{out}");
    assert_eq!(lines[2], "short");
    assert_eq!(
        format!("{} {}", lines[0], lines[1].trim_start()),
        line,
        "nothing lost"
    );
}

/// Each lab of a chapter (`<div class="sudoku-lab" ... data-puzzle="...">`) starts on a puzzle
/// that the book shows elsewhere (in an output a command wrote, or a "Try it" command of the
/// chapter, which tests/book_try_it.rs runs), so that the reader can step through an example
/// the book explains, and the puzzle has one solution; every chapter about a person's
/// techniques has a lab of its own.
#[test]
fn every_lab_starts_on_a_puzzle_the_book_shows() {
    let generated = root().join("book/src/generated");
    let outputs: String = fs::read_dir(&generated)
        .unwrap()
        .filter_map(|entry| fs::read_to_string(entry.ok()?.path()).ok())
        .collect();
    let mut with_a_lab = Vec::new();
    for chapter in chapters() {
        let path = root().join("book/src").join(&chapter);
        let text = fs::read_to_string(&path).unwrap();
        let prose: String = text
            .lines()
            .filter(|l| !l.starts_with("<div class=\"sudoku-lab\""))
            .collect();
        for attributes in text.split("<div class=\"sudoku-lab\"").skip(1) {
            let attributes = attributes.split('>').next().unwrap();
            with_a_lab.push(chapter.clone());
            let Some(puzzle) = attributes
                .split("data-puzzle=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
            else {
                continue;
            };
            assert!(
                outputs.contains(puzzle) || prose.contains(puzzle),
                "{chapter}: its lab's puzzle {puzzle} is in no output of the book and no command \
                 of the chapter"
            );
            let grid = sudoku_lab::parse::parse_puzzle(puzzle)
                .unwrap_or_else(|e| panic!("{chapter}: {puzzle}: {e}"));
            assert!(
                sudoku_lab::uniqueness::count_solutions(&grid, 2).is_unique(),
                "{chapter}: its lab's puzzle {puzzle} has not one solution"
            );
        }
    }
    for chapter in chapters().iter().filter(|c| c.starts_with("person")) {
        assert!(with_a_lab.contains(chapter), "{chapter} has no lab");
    }
}
