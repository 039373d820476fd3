//! Layout tricks: `;`, bodies on their header's line, line breaks in brackets, missing spaces, narrow indentation.

use super::registry::Trick;
use super::report::Finding;
use crate::pyexpr::{self, Semantics};
use crate::pystmt::{self, Line, Program};
use crate::pytoken::{self, Kind, Token};

pub(super) fn word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Tokens written with only the spaces Python needs.
pub fn tight(tokens: &[Token]) -> String {
    let mut s = String::new();
    for t in tokens {
        if s.ends_with(word_char) && t.text.starts_with(word_char) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// A readable form written tight (its own tokens).
pub(super) fn tight_text(text: &str) -> String {
    match pytoken::tokenize(text) {
        Ok(tokens) => tight(&tokens),
        Err(_) => text.to_string(),
    }
}

/// The bytes of the file's indentation at each level (the first line there), and a unit for
/// a level no line shows (the first level's bytes a level, one space when no line is indented).
pub(super) struct Indents(Vec<Option<usize>>);

impl Indents {
    fn of(program: &Program) -> Indents {
        let mut v: Vec<Option<usize>> = Vec::new();
        for l in &program.lines {
            if v.len() <= l.level {
                v.resize(l.level + 1, None);
            }
            v[l.level].get_or_insert(l.indent.len());
        }
        Indents(v)
    }

    /// The bytes of a new line's indentation at `level` in the plain rewrite: four spaces a
    /// level, as short-indent counts the file's own lines, or the file's own where wider.
    fn plain_bytes(&self, level: usize) -> usize {
        self.bytes(level).max(4 * level)
    }

    fn bytes(&self, level: usize) -> usize {
        if let Some(Some(b)) = self.0.get(level) {
            return *b;
        }
        let unit = self.0.get(1).copied().flatten().unwrap_or(1).max(1);
        let below = (0..level)
            .rev()
            .find_map(|l| self.0.get(l).copied().flatten().map(|b| (l, b)));
        match below {
            Some((l, b)) => b + unit * (level - l),
            None => unit * level,
        }
    }
}

/// Layout tricks: `;`, bodies on their header's line, line breaks in brackets, missing spaces,
/// narrow indentation.
pub(super) fn layout(
    tokens: &[Token],
    program: Option<&Program>,
    sem: Semantics,
    tricks: &mut Vec<Finding>,
) {
    // Each token's findings in the order of the tokens: a line break before it, then the
    // spaces around it.
    for k in 0..tokens.len() {
        bracket_line_break(tokens, k, tricks);
        keyword_spaces(tokens, k, sem, tricks);
    }
    let Some(program) = program else {
        return;
    };
    let indents = Indents::of(program);
    for l in &program.lines {
        one_line_body(l, &indents, tricks);
        semicolons(l, &indents, tricks);
    }
    short_indent(program, tricks);
}

/// A line break inside brackets where a space was needed (between two words).
fn bracket_line_break(tokens: &[Token], k: usize, tricks: &mut Vec<Finding>) {
    let t = &tokens[k];
    if k > 0
        && t.line > tokens[k - 1].line
        && t.depth > 0
        && tokens[k - 1].text.ends_with(word_char)
        && t.text.starts_with(word_char)
    {
        tricks.push(Finding {
            line: tokens[k - 1].line,
            col: tokens[k - 1].col + tokens[k - 1].text.chars().count(),
            name: Trick::BracketLineBreak,
            golfed: "a line break inside brackets".into(),
            readable: "a space".into(),
            saves: 0,
            counted: 0,
            counted_note: String::new(),
            span: None,
            note: "inside brackets a line break is whitespace: the golfer wraps the line where a space was needed anyway".into(),
        });
    }
}

/// No space between a keyword and a bracket, quote, digit or operator on either side.
fn keyword_spaces(tokens: &[Token], k: usize, sem: Semantics, tricks: &mut Vec<Finding>) {
    // A Python 2 print statement's glued argument is counted by print-statement.
    let print_glued = |k: usize| sem == Semantics::Py2 && tokens[k].is("print");
    let t = &tokens[k];
    if t.kind == Kind::Name && pyexpr::is_keyword(&t.text, sem) && k > 0 {
        let p = &tokens[k - 1];
        if p.line == t.line
            && !t.spaced
            && (p.kind == Kind::Number
                || p.kind == Kind::Str
                || p.is(")")
                || p.is("]")
                || p.is("}")
                || p.kind == Kind::Backquote)
        {
            let warn =
                p.kind == Kind::Number && pystmt::WARNED_AFTER_NUMBER.contains(&t.text.as_str());
            tricks.push(no_space(
                t,
                p,
                t,
                if warn {
                    "no space between a number and a keyword: Python reads it today, but 3.11+ warns (invalid decimal literal) and a later version will refuse it"
                } else {
                    "no space is needed between a bracket, quote or digit and a keyword"
                },
            ));
        }
        let after = tokens.get(k + 1).filter(|n| n.line == t.line && !n.spaced);
        let tight_after = after.is_some_and(|n| {
            n.kind == Kind::Str
                || n.kind == Kind::Backquote
                || ["(", "[", "{", "-", "~", "*"].iter().any(|o| n.is(o))
                || n.kind == Kind::Number
        });
        if tight_after && !print_glued(k) {
            let n = &tokens[k + 1];
            tricks.push(no_space(
                n,
                t,
                n,
                "no space is needed between a keyword and a bracket, quote or operator",
            ));
        }
    }
}

/// A header whose body starts on its line: no newline, no indentation.
fn one_line_body(l: &Line, indents: &Indents, tricks: &mut Vec<Finding>) {
    let opens = l.stmts.first().is_some_and(|s| s.kind.is_header()) && l.stmts.len() > 1;
    if opens {
        let h = &l.stmts[0];
        let colon = &l.tokens[h.end - 1];
        let body_level = l.level + 1;
        let b = indents.plain_bytes(body_level);
        tricks.push(Finding {
            line: colon.line,
            col: colon.col,
            name: Trick::OneLineBody,
            golfed: ":".into(),
            readable: format!(
                ":, a new line, the indentation of level {body_level} ({b} byte{})",
                if b == 1 { "" } else { "s" }
            ),
            saves: 1 + b as isize,
            counted: 1 + b as isize,
            counted_note: String::new(),
            span: None,
            note: format!(
                "the body of the `{}` starts on its header's line: no newline, no indentation",
                h.kind.word()
            ),
        });
    }
}

/// Each `;` between two statements of a line (not a header's `:` body): a new line saved.
fn semicolons(l: &Line, indents: &Indents, tricks: &mut Vec<Finding>) {
    for w in l.stmts.windows(2) {
        if w[0].kind.is_header() {
            continue;
        }
        let semi = &l.tokens[w[0].end];
        if !semi.is(";") {
            continue;
        }
        let b = indents.plain_bytes(w[1].level);
        let deeper = w[1].level > l.level;
        tricks.push(Finding {
            line: semi.line,
            col: semi.col,
            name: Trick::Semicolon,
            golfed: ";".into(),
            readable: format!(
                "a new line with the indentation of level {} ({b} byte{}){}",
                w[1].level,
                if b == 1 { "" } else { "s" },
                if deeper {
                    ", one level deeper than the header it follows"
                } else {
                    ""
                }
            ),
            saves: b as isize,
            counted: b as isize,
            counted_note: String::new(),
            span: None,
            note: "`;` separates statements without the newline and indentation a new line needs"
                .into(),
        });
    }
}

/// Indentation narrower than four spaces a level, counted over the file.
fn short_indent(program: &Program, tricks: &mut Vec<Finding>) {
    let lines: Vec<&Line> = program.lines.iter().filter(|l| l.level > 0).collect();
    let saved: isize = lines
        .iter()
        .map(|l| 4 * l.level as isize - l.indent.len() as isize)
        .sum();
    if let Some(first) = lines.first()
        && saved > 0
    {
        tricks.push(Finding {
            line: first.tokens[0].line,
            col: 1,
            name: Trick::ShortIndent,
            golfed: indent_styles(&lines),
            readable: "four spaces a level".into(),
            saves: saved,
            counted: saved,
            counted_note: String::new(),
            span: None,
            note: format!("{} indented line(s): Python needs only consistent indentation, and Python 2 reads a tab as eight columns", lines.len()),
        });
    }
}

/// The indentation of each level as written: `level 1: 1 space, level 2: a tab`.
pub(super) fn indent_styles(lines: &[&Line]) -> String {
    let mut seen: Vec<(usize, String)> = Vec::new();
    for l in lines {
        if !seen.iter().any(|(v, _)| *v == l.level) {
            let tabs = l.indent.matches('\t').count();
            let spaces = l.indent.matches(' ').count();
            let mut parts = Vec::new();
            if tabs > 0 {
                parts.push(format!("{tabs} tab{}", if tabs > 1 { "s" } else { "" }));
            }
            if spaces > 0 {
                parts.push(format!(
                    "{spaces} space{}",
                    if spaces > 1 { "s" } else { "" }
                ));
            }
            seen.push((l.level, parts.join(" and ")));
        }
    }
    seen.sort();
    seen.iter()
        .map(|(l, t)| format!("level {l}: {t}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// True when the file is laid out as golf: `;` between statements, a body on its header's
/// line, or indentation narrower than four spaces.
/// A keyword glued to its neighbour (`1if`, `in'`, `]for`) counts too: readable code spaces
/// them.
pub(super) fn golfed_layout(program: &Program, sem: Semantics) -> bool {
    program.lines.iter().any(|l| {
        l.stmts.len() > 1
            || (l.level > 0 && l.indent.len() < 4 * l.level)
            || l.tokens.windows(2).any(|w| {
                let word = |t: &Token| t.kind == Kind::Name && pyexpr::is_keyword(&t.text, sem);
                let glued = |t: &Token| {
                    matches!(t.kind, Kind::Number | Kind::Str | Kind::Backquote)
                        || t.is(")")
                        || t.is("]")
                        || t.is("}")
                };
                !w[1].spaced
                    && ((word(&w[1]) && glued(&w[0]))
                        || (word(&w[0])
                            && !w[0].is("print")
                            && (matches!(w[1].kind, Kind::Str | Kind::Backquote)
                                || w[1].is("[")
                                || w[1].is("~"))))
            })
    })
}

/// A `no-space` finding at `at`: `left` and `right` written together, one byte saved.
fn no_space(at: &Token, left: &Token, right: &Token, note: &str) -> Finding {
    Finding {
        line: at.line,
        col: at.col,
        name: Trick::NoSpace,
        golfed: format!("{}{}", left.text, right.text),
        readable: format!("{} {}", left.text, right.text),
        saves: 1,
        counted: 1,
        counted_note: String::new(),
        span: None,
        note: note.into(),
    }
}
