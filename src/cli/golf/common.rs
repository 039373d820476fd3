//! What the golf topics share: the output format, the Python dialect flag, the puzzle argument,
//! and the few ways a topic writes (headings, ticks, wrapped and shortened text).

pub(super) use std::io;

pub(super) use clap::ValueEnum;
pub(super) use colored::Colorize;
pub(super) use serde::Serialize;
pub(super) use sudoku_lab::analyzer::pyexpr::Semantics;
pub(super) use sudoku_lab::{Grid, Shape};

pub(super) use crate::cli::output::{Exit, Out, duration, thousands};

// The one output Format (src/cli/args.rs): a topic's `format` field takes text or json.
pub use crate::cli::args::Format;
pub(super) use crate::cli::args::{TEXT_OR_JSON, formats};

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum SemanticsName {
    /// Python 2: `/` on integers is floor division.
    Py2,
    /// Python 3: `/` is true division.
    Py3,
}

impl From<SemanticsName> for Semantics {
    fn from(s: SemanticsName) -> Semantics {
        match s {
            SemanticsName::Py2 => Semantics::Py2,
            SemanticsName::Py3 => Semantics::Py3,
        }
    }
}

/// The parser of a node bound (1 to 10^12), as every command takes it.
pub(super) use crate::cli::args::nodes;

/// The parser of `--max-len`, the longest digit expression searched: 1 to the analyzer's
/// ceiling (every string of up to that length is tried).
pub(super) fn max_len() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new()
        .range(1..=sudoku_lab::analyzer::digits::MAX_LEN_CEILING as u64)
}

pub(super) fn invalid(message: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message.into())
}

/// The 9x9 puzzle of a golf topic's PUZZLE argument, an `OsStr` so that bytes that are not
/// UTF-8 get `solve`'s message naming the byte, not clap's generic one.
pub(super) fn puzzle_arg(arg: &std::ffi::OsStr) -> io::Result<Grid> {
    let text = crate::cli::input::argument_text(arg).map_err(invalid)?;
    let grid = crate::cli::input::parse_argument(text, None).map_err(invalid)?;
    if grid.shape() != Shape::NINE {
        return Err(invalid(format!(
            "the golf solver reads 9x9 puzzles only; this one is {}",
            grid.shape()
        )));
    }
    if let Some(conflict) = grid.first_conflict() {
        return Err(invalid(format!(
            "{}: {conflict}",
            crate::cli::input::ARGUMENT
        )));
    }
    Ok(grid)
}

/// The message and exit code 3 of a count that stopped at its bound, or exit code 0.
pub(super) fn gave_up_at(out: &mut Out, gave_up: bool, what: &str) -> Exit {
    if !gave_up {
        return Exit::Solved;
    }
    out.err(format!("{}: {what}", "warning".yellow().bold()));
    Exit::GaveUp
}

pub(super) fn json_out(out: &mut Out, value: &impl Serialize) -> io::Result<()> {
    out.line(serde_json::to_string_pretty(value).map_err(io::Error::other)?)
}

pub(super) fn heading(out: &mut Out, text: &str) -> io::Result<()> {
    out.line("")?;
    out.line(text.bold().underline().to_string())
}

pub(super) fn tick(ok: bool) -> String {
    if ok {
        "✓".green().bold().to_string()
    } else {
        "✗".red().bold().to_string()
    }
}

/// `text` cut into lines of at most `width` characters, at spaces.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` cut to `max` characters with an ellipsis (and, with `count`, its length), so that a
/// long value or a huge statement does not flood the terminal.
pub(super) fn shortened(text: &str, max: usize, count: bool) -> String {
    let n = text.chars().count();
    if n <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    if count {
        format!("{head}... ({} chars)", thousands(n as u64))
    } else {
        format!("{head}...")
    }
}

/// How far a search of up to `max_len` characters went, and the cheapest strings it found:
/// the figures `golf digits` and `golf shorten` give when Ctrl-C stops them.
pub(super) fn searched(s: &sudoku_lab::analyzer::digits::Search, max_len: usize) -> String {
    let base = sudoku_lab::analyzer::digits::ALPHABET.chars().count() as u64;
    let all: u64 = (1..=max_len as u32).map(|len| base.pow(len)).sum();
    let cheapest: Vec<String> = s
        .dialects
        .iter()
        .filter_map(|d| {
            let c = d.cheapest.first()?;
            Some(format!(
                "{} {} ({} bytes, {} ties)",
                d.semantics,
                c.source,
                c.cost,
                thousands(d.cheapest.len() as u64)
            ))
        })
        .collect();
    format!(
        "every expression of up to {} characters tried ({} of the {} strings of up to {max_len}); \
         the cheapest digit strings: {}",
        s.max_len,
        thousands(s.tried),
        thousands(all),
        if cheapest.is_empty() {
            "none yet".to_string()
        } else {
            cheapest.join(", ")
        }
    )
}

/// The figures a topic's work has reached so far, which the work sets as it goes (on its own
/// thread) and [`computed`] writes, labelled partial, when Ctrl-C stops it.
#[derive(Clone, Default)]
pub(super) struct Partial(std::sync::Arc<std::sync::Mutex<Option<String>>>);

impl Partial {
    /// What has been reached so far, in words: the last figures set stand.
    pub(super) fn set(&self, figures: String) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(figures);
    }

    fn get(&self) -> Option<String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// `work` (the topic's computation) run so that the first Ctrl-C is heard at once: `None`
/// after Ctrl-C, with a line saying what the topic was doing and that no report follows, and
/// a line of the figures `partial` had reached, labelled partial; the topic then returns
/// [`Exit::Interrupted`] (130). On a terminal, work of over a second shows a spinner saying
/// what it does (not with `--format json`, whose readers are programs).
pub(super) fn computed<T: Send + 'static>(
    out: &mut Out,
    format: Format,
    topic: &str,
    doing: &str,
    partial: &Partial,
    work: impl FnOnce() -> T + Send + 'static,
) -> io::Result<Option<T>> {
    // The analyzer's searches recurse as the solvers' do: the stack of the deepest search.
    let stack = crate::cli::batch::stack_size(None);
    let spinner = format!("golf {topic}: {doing}");
    let spinner = (format != Format::Json).then_some(spinner.as_str());
    let done = crate::cli::signals::unless_interrupted(stack, spinner, work)?;
    if done.is_none() {
        out.err(format!(
            "interrupted: golf {topic} stopped while {doing}; no report written"
        ));
        out.err(format!(
            "partial figures (interrupted by Ctrl-C): {}",
            partial
                .get()
                .unwrap_or_else(|| "none yet: the first part was not done".to_string())
        ));
    }
    Ok(done)
}

/// A file's size as the reports give it: "N bytes" and what they count of its end (an empty
/// file has no final newline to include).
pub(super) fn size_of(source: &str) -> String {
    match source.len() {
        0 => "0 bytes (an empty file)".to_string(),
        n if source.ends_with('\n') => format!("{n} bytes (final newline included)"),
        1 => "1 byte (no final newline)".to_string(),
        n => format!("{n} bytes (no final newline)"),
    }
}
