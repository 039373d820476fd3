//! Checks that every figure quoted in the book's prose comes from something the code produces:
//! a number in a chapter's running text must appear in a file the chapter includes (a
//! generated output, an example, the library's source) or in one of its own snippets, which
//! `cargo test` runs. A figure the code no longer prints is an error, naming the chapter, the
//! line and the number.
//!
//! `cargo run -p sudoku-lab-examples --example book_figures -- book/src [GENERATED]` checks the chapters of
//! `book/src/SUMMARY.md`; with GENERATED, the chapters' `generated/` includes are read from
//! that folder instead (`scripts/book-outputs.sh --check` points it at the outputs it has just
//! regenerated). `--skip CHAPTER.md` leaves a chapter out. `--readme README.md` checks the
//! README's prose too, against every output in `book/src/generated/` (timings included).
//!
//! Which numbers count: every number of two digits or more, and every number with a decimal
//! point, in the prose (not in code blocks, inline code, links, HTML tags or comments), unless
//! glued to a letter or a `×` (`r5c5`, `top95`, `9×9`), or written with a leading zero (the
//! seeds' numbers, `003`). A number that is not a measurement (a year, the
//! 81 cells of a grid) is listed in a comment of the chapter itself, so that a reader of its
//! source sees the list: `<!-- not figures: 81 2006 -->`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// A number quoted in prose that nothing the chapter includes contains.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unmatched {
    pub chapter: String,
    pub line: usize,
    pub figure: String,
}

impl std::fmt::Display for Unmatched {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: the figure {} is in the prose but in no output, example or snippet the chapter includes",
            self.chapter, self.line, self.figure
        )
    }
}

/// The chapters linked from SUMMARY.md, in order.
pub fn chapters(src: &Path) -> Result<Vec<String>, String> {
    let summary = std::fs::read_to_string(src.join("SUMMARY.md"))
        .map_err(|e| format!("{}: {e}", src.join("SUMMARY.md").display()))?;
    Ok(summary
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|link| link.ends_with(".md"))
        .map(str::to_string)
        .collect())
}

/// Checks every chapter of `src` but those in `skip`; `generated` replaces `src/generated`.
pub fn check_book(
    src: &Path,
    generated: Option<&Path>,
    skip: &[String],
) -> Result<Vec<Unmatched>, String> {
    let mut unmatched = Vec::new();
    for chapter in chapters(src)? {
        if skip.contains(&chapter) {
            continue;
        }
        let path = src.join(&chapter);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{chapter}: {e}"))?;
        unmatched.extend(check_chapter(&chapter, &text, &path, generated)?);
    }
    Ok(unmatched)
}

/// The include directives of a line: `{{#include PATH}}` or `{{#include PATH:ANCHOR...}}`.
fn includes(line: &str) -> Vec<&str> {
    line.split("{{#include ")
        .skip(1)
        .filter_map(|rest| rest.split("}}").next())
        .map(|inner| inner.split(':').next().unwrap_or(inner).trim())
        .collect()
}

/// Checks the README's prose (its tables of measured targets included) against every output
/// the book holds in `generated`: the README includes nothing, so each figure it quotes must be
/// one that a command of `scripts/book-outputs.sh` wrote there.
pub fn check_readme(readme: &Path, generated: &Path) -> Result<Vec<Unmatched>, String> {
    let text = std::fs::read_to_string(readme).map_err(|e| format!("{}: {e}", readme.display()))?;
    let mut outputs = String::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(generated)
        .map_err(|e| format!("{}: {e}", generated.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| !matches!(p.extension().and_then(|e| e.to_str()), Some("svg" | "json")))
        .collect();
    names.sort();
    for name in names {
        outputs.push_str(
            &std::fs::read_to_string(&name).map_err(|e| format!("{}: {e}", name.display()))?,
        );
        outputs.push('\n');
    }
    check_text("README.md", &text, readme, None, outputs)
}

/// Checks one chapter's prose against what it includes.
pub fn check_chapter(
    chapter: &str,
    text: &str,
    path: &Path,
    generated: Option<&Path>,
) -> Result<Vec<Unmatched>, String> {
    check_text(chapter, text, path, generated, String::new())
}

/// Checks prose against what it includes and what `sources` already holds.
fn check_text(
    chapter: &str,
    text: &str,
    path: &Path,
    generated: Option<&Path>,
    mut sources: String,
) -> Result<Vec<Unmatched>, String> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let mut prose: Vec<(usize, String)> = Vec::new();
    let mut exempt = BTreeSet::new();
    let mut in_code = false;
    let mut in_comment = false;
    // Inline code may run over a line break inside a paragraph.
    let mut in_span = false;
    for (n, line) in text.lines().enumerate() {
        for file in includes(line) {
            let resolved: PathBuf = match (file.strip_prefix("generated/"), generated) {
                (Some(name), Some(dir)) => dir.join(name),
                _ => folder.join(file),
            };
            // A picture is shown, not quoted, and a player's recording is replayed, not read
            // (its numbers are cells and digits); a missing file is the book build's error.
            if file.ends_with(".svg") || file.ends_with(".json") {
                continue;
            }
            let included = std::fs::read_to_string(&resolved)
                .map_err(|e| format!("{chapter}:{}: {}: {e}", n + 1, resolved.display()))?;
            sources.push_str(&included);
            sources.push('\n');
        }
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            sources.push_str(line);
            sources.push('\n');
            continue;
        }
        // Comments (possibly over several lines): the list of numbers that are not figures.
        let mut visible = String::new();
        let mut rest = line;
        loop {
            if in_comment {
                match rest.find("-->") {
                    Some(end) => {
                        note_exempt(&rest[..end], &mut exempt);
                        rest = &rest[end + 3..];
                        in_comment = false;
                    }
                    None => {
                        note_exempt(rest, &mut exempt);
                        break;
                    }
                }
            } else {
                match rest.find("<!--") {
                    Some(start) => {
                        visible.push_str(&rest[..start]);
                        rest = &rest[start + 4..];
                        in_comment = true;
                    }
                    None => {
                        visible.push_str(rest);
                        break;
                    }
                }
            }
        }
        if visible.trim().is_empty() {
            in_span = false;
        }
        prose.push((n + 1, strip_markup(&visible, &mut in_span)));
    }
    let known = normalised_numbers(&sources);
    let mut unmatched = Vec::new();
    for (line, text) in prose {
        for figure in figures(&text) {
            let key = normalise(&figure);
            if !known.contains(&key) && !exempt.contains(&key) {
                unmatched.push(Unmatched {
                    chapter: chapter.to_string(),
                    line,
                    figure,
                });
            }
        }
    }
    Ok(unmatched)
}

/// Numbers listed in a `not figures:` comment.
fn note_exempt(comment: &str, exempt: &mut BTreeSet<String>) {
    if let Some((_, list)) = comment.split_once("not figures:") {
        exempt.extend(list.split_whitespace().map(normalise));
    }
}

/// The prose of a line without inline code, link targets, include directives and HTML tags;
/// `in_span` says whether the line starts (and then ends) inside inline code.
fn strip_markup(line: &str, in_span: &mut bool) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        if *in_span {
            if c == '`' {
                *in_span = false;
                out.push(' ');
            }
            continue;
        }
        match c {
            '`' => *in_span = true,
            '(' if previous == ']' => {
                let mut depth = 1;
                for d in chars.by_ref() {
                    match d {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                out.push(' ');
            }
            '{' if chars.peek() == Some(&'{') => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
                chars.next();
                out.push(' ');
            }
            '<' if chars
                .peek()
                .is_some_and(|d| d.is_ascii_alphabetic() || *d == '/') =>
            {
                for d in chars.by_ref() {
                    if d == '>' {
                        break;
                    }
                }
                out.push(' ');
            }
            _ => out.push(c),
        }
        previous = c;
    }
    out
}

/// `4,209` and `146_605` as `4209` and `146605`.
fn normalise(number: &str) -> String {
    number.chars().filter(|c| *c != ',' && *c != '_').collect()
}

/// The numbers of a text as they are written: digits, with `,` `_` or `.` between digits.
fn numbers(text: &str) -> Vec<(String, Option<char>, Option<char>)> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || (matches!(chars[i], ',' | '_' | '.')
                    && chars.get(i + 1).is_some_and(|c| c.is_ascii_digit())))
        {
            i += 1;
        }
        let before = start.checked_sub(1).map(|k| chars[k]);
        let after = chars.get(i).copied();
        found.push((chars[start..i].iter().collect(), before, after));
    }
    found
}

/// Every number of `text`, normalised, as a set to look figures up in.
fn normalised_numbers(text: &str) -> BTreeSet<String> {
    numbers(text)
        .into_iter()
        .map(|(n, _, _)| normalise(&n))
        .collect()
}

/// The figures of a line of prose: numbers of two digits or more, or with a decimal point,
/// not glued to a letter.
fn figures(text: &str) -> Vec<String> {
    numbers(text)
        .into_iter()
        .filter(|(n, before, after)| {
            // `r5c5`, `top95`, `9×9`: names and sizes, not figures.
            let glued = |c: &Option<char>| c.is_some_and(|c| c.is_ascii_alphabetic() || c == '×');
            let digits = n.chars().filter(char::is_ascii_digit).count();
            // `000`, `003`: the seeds' numbers, names too.
            let identifier = n.len() > 1 && n.starts_with('0') && !n.contains('.');
            !glued(before) && !glued(after) && !identifier && (digits >= 2 || n.contains('.'))
        })
        .map(|(n, _, _)| n)
        .collect()
}

#[allow(dead_code)] // the tests include this file for its checker, not for `main`
fn main() {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let mut skip = Vec::new();
    let mut readme = None;
    while let Some(arg) = args.next() {
        if arg == "--skip" {
            skip.extend(args.next());
        } else if arg == "--readme" {
            readme = args.next().map(PathBuf::from);
        } else {
            positional.push(arg);
        }
    }
    let src = PathBuf::from(positional.first().map_or("book/src", String::as_str));
    let generated = positional.get(1).map(PathBuf::from);
    let checked = check_book(&src, generated.as_deref(), &skip).and_then(|mut unmatched| {
        if let Some(readme) = &readme {
            unmatched.extend(check_readme(readme, &src.join("generated"))?);
        }
        Ok(unmatched)
    });
    match checked {
        Ok(unmatched) if unmatched.is_empty() => {
            let count = chapters(&src).map_or(0, |c| c.len() - skip.len());
            eprintln!(
                "book_figures: every figure in the prose of {count} chapters is produced by the code"
            );
        }
        Ok(unmatched) => {
            for u in &unmatched {
                eprintln!("{u}");
            }
            eprintln!(
                "book_figures: {} figures in the prose match no output; regenerate the outputs, then fix the prose (or list a number that is not a figure in a `<!-- not figures: ... -->` comment)",
                unmatched.len()
            );
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("book_figures: {e}");
            std::process::exit(2);
        }
    }
}
