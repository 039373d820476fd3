//! The book's exercises and includes, checked as a reader meets them:
//!
//! - every command of a chapter's *Try it* section (an inline `sudoku-lab ...`, `cargo run ...`
//!   or `scripts/...` span, which may wrap over lines) runs as `readme` runs the shell blocks:
//!   in a scratch folder, and it must exit with 0 — a puzzle with a cell too few fails here;
//! - no chapter includes a file by line numbers: a range shows other lines as soon as the file
//!   grows (the recordings' summary did), so every include names an ANCHOR or the whole file.

use std::fs;
use std::path::PathBuf;

use crate::readme::{Shown, check_block};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn chapters() -> Vec<(String, String)> {
    let mut files: Vec<PathBuf> = fs::read_dir(root().join("book/src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The commands of a chapter's *Try it* sections: each inline code span that starts as a
/// command does, its whitespace (line breaks included) made single spaces, with its line.
fn try_it_commands(chapter: &str, text: &str) -> Vec<Shown> {
    let mut shown = Vec::new();
    let mut inside = false;
    let mut fenced = false;
    // The text of the sections, line by line, each with its number.
    let mut section: Vec<(usize, &str)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        if line.starts_with('#') {
            inside = line.trim() == "## Try it";
            continue;
        }
        if inside {
            section.push((i + 1, line));
        }
    }
    let joined: String = section
        .iter()
        .map(|(_, l)| format!("{l}\n"))
        .collect::<String>();
    let line_of = |offset: usize| {
        let newlines = joined[..offset].matches('\n').count();
        section.get(newlines).map_or(0, |(n, _)| *n)
    };
    let mut rest = 0;
    while let Some(open) = joined[rest..].find('`') {
        let start = rest + open + 1;
        let Some(close) = joined[start..].find('`') else {
            break;
        };
        let span = &joined[start..start + close];
        rest = start + close + 1;
        let command = span.split_whitespace().collect::<Vec<_>>().join(" ");
        if ["sudoku-lab ", "cargo run ", "scripts/"]
            .iter()
            .any(|p| command.starts_with(p))
        {
            shown.push(Shown {
                place: format!("book/src/{chapter}:{}", line_of(start)),
                command,
                comment: String::new(),
                output: None,
                exit: expected_exit(&joined[rest..]),
            });
        }
    }
    shown
}

/// The exit code the rest of a command's exercise (to its next numbered item) names, as
/// "exits with code 1" or "exit code 2"; 0 when it names none.
fn expected_exit(after: &str) -> i32 {
    let mut item = after;
    for (at, _) in after.match_indices('\n') {
        let next = after[at + 1..].trim_start();
        if next.starts_with(|c: char| c.is_ascii_digit()) && next.contains(". ") {
            item = &after[..at];
            break;
        }
    }
    let item = item.split_whitespace().collect::<Vec<_>>().join(" ");
    ["exits with code ", "exit code "]
        .iter()
        .find_map(|words| {
            let at = item.find(words)? + words.len();
            item[at..]
                .split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

#[test]
fn every_try_it_command_of_the_book_runs() {
    let mut blocks = Vec::new();
    let mut count = 0;
    for (name, text) in chapters() {
        let commands = try_it_commands(&name, &text);
        count += commands.len();
        // A command with a placeholder is no command a reader can paste (a puzzle's dots are
        // empty cells, not one).
        for c in &commands {
            assert!(
                !c.command.split_whitespace().any(|w| w == "..."),
                "{}: `{}`: write the command whole, not `...`",
                c.place,
                c.command
            );
        }
        blocks.extend(commands.into_iter().map(|c| vec![c]));
    }
    assert!(count >= 30, "{count} Try it commands in the book");
    // One command a core at a time: the commands run at their default bounds (grade's 5 s
    // among them), which thirty processes at once on two cores would stretch past.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let problems: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut found = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(block) = blocks.get(i) else {
                            return found;
                        };
                        found.extend(check_block(block));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn a_try_it_command_is_found_over_a_line_break_and_a_broken_one_fails() {
    // backtracking.md's old step 3: the puzzle lacks a row, 72 cells.
    let chapter = "## Try it\n\n1. Record a run: `sudoku-lab solve --solver backtracking --record my-run.json\n   530070000600195000098000060800060003413924856961537284287419635345286179`.\n\n## Next\n\n`sudoku-lab solve --no-such-flag`\n";
    let commands = try_it_commands("x.md", chapter);
    assert_eq!(commands.len(), 1, "{commands:?}");
    assert_eq!(commands[0].place, "book/src/x.md:3");
    assert!(
        commands[0]
            .command
            .ends_with(" 530070000600195000098000060800060003413924856961537284287419635345286179")
    );
    let problems = check_block(&commands);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("72"), "{}", problems[0]);
    // An exercise that means to fail says with which code, and is held to it.
    let failing = "## Try it\n\n1. `sudoku-lab solve 1.......2..5...4`: it exits with code 2.\n2. `sudoku-lab solve 1.......2..3...4`.\n";
    let commands = try_it_commands("x.md", failing);
    assert_eq!(commands.iter().map(|c| c.exit).collect::<Vec<_>>(), [2, 0]);
    assert_eq!(check_block(&commands), Vec::<String>::new());
}

/// The includes of a chapter that name lines (`file:3:5`, `file:22`, `file::9`, `file:47:`).
fn line_numbered_includes(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for directive in ["{{#include ", "{{#rustdoc_include "] {
        for (at, _) in text.match_indices(directive) {
            let rest = &text[at + directive.len()..];
            let Some(end) = rest.find("}}") else {
                continue;
            };
            let target = &rest[..end];
            if let Some((_, range)) = target.split_once(':')
                && range.starts_with(|c: char| c.is_ascii_digit() || c == ':')
            {
                found.push(format!("{directive}{target}}}}}"));
            }
        }
    }
    found
}

#[test]
fn no_chapter_includes_a_file_by_line_numbers() {
    let mut found = Vec::new();
    for (name, text) in chapters() {
        for include in line_numbered_includes(&text) {
            found.push(format!("book/src/{name}: {include}"));
        }
    }
    assert!(
        found.is_empty(),
        "include by ANCHOR or the whole file (a generated row of its own, \
         scripts/book-outputs.sh), not by lines:\n{}",
        found.join("\n")
    );
    let planted = "{{#include generated/a.txt:1:5}}\n{{#include generated/a.txt:22}}\n\
                   {{#include generated/a.txt::9}}\n{{#include ../../examples/x.rs:knuth}}\n\
                   {{#include generated/a.txt}}\n";
    assert_eq!(line_numbered_includes(planted).len(), 3);
}

/// hardness.md quotes the top95 medians of its own table in a sentence; a number found anywhere
/// in the included files passes the general figure check (`book`), so this one is read from the
/// table's row and column.
#[test]
fn the_hardness_chapter_quotes_the_top95_medians_of_its_table() {
    let chapter = fs::read_to_string(root().join("book/src/hardness.md")).unwrap();
    let prose = chapter.split_whitespace().collect::<Vec<_>>().join(" ");
    let lead = "propagation needs a median of ";
    let at = prose
        .find(lead)
        .expect("the sentence that quotes the medians")
        + lead.len();
    let quoted: Vec<u64> = prose[at..]
        .split(". ")
        .next()
        .unwrap()
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .filter(|&n| n != 95)
        .collect();
    let table = fs::read_to_string(root().join("book/src/generated/hardness-nodes.txt")).unwrap();
    let median = |solver: &str| -> u64 {
        let row = table
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .find(|w| w.len() > 3 && w[0] == "top95" && w[1] == solver)
            .unwrap_or_else(|| panic!("no top95 row for {solver}"));
        row[3].parse().unwrap()
    };
    assert_eq!(
        quoted,
        [
            median("propagation"),
            median("hidden-singles"),
            median("fast")
        ],
        "hardness.md quotes the top95 medians of propagation, hidden-singles and fast"
    );
}
