//! The trick finder: reads any golfed Python 2 or Python 3 file with the project's one tokenizer
//! and parser, and names each golf idiom by its shape in the syntax tree (never by the names a
//! program happens to use): what it stands for, its readable form, and the bytes it saves.
//! Statements of a kind it does not know, and text neither dialect parses, are listed as
//! unknown, never dropped.
//!
//! Bytes saved compare the golfed text, quoted as written, with its readable form written tight
//! (no optional spaces), so the figure is what the trick itself earns. A line the plain rewrite
//! adds (a one-line body, a statement after `;`) takes the indentation a reader writes, four
//! spaces a level (the file's own where wider), as `short-indent` counts the file's lines.
//!
//! Every construct is either part of a recognised trick, ordinary Python ([`ORDINARY`]: the
//! statements, operators and calls a plain solver writes), or listed as unknown.
//!
//! Dialect forms (Python 2's print statement and integer `/`) are golf only against the other
//! dialect's spelling: they are reported in a file laid out as golf (`;` between statements,
//! bodies on their header's line, or indentation narrower than four spaces), and are ordinary
//! Python 2 in a file laid out to be read.

mod arithmetic;
mod assignments;
mod bindings;
mod bitmasks;
mod calls;
mod comparisons;
mod conditionals;
mod constants;
mod dialects;
mod displays;
mod facts;
mod finder;
mod functions;
mod layout;
mod loops;
mod masks;
mod numbers;
mod peer_tests;
mod prints;
mod registry;
mod report;
mod sequences;
mod slices;
mod statements;
mod strings;
mod ternaries;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_corpus;
#[cfg(test)]
mod tests_linear;
#[cfg(test)]
mod tests_pasted;
mod tests_recall;
mod tests_truth;
mod totals;
mod walk;
mod walrus;

use self::constants::constant_str;
use self::facts::{Facts, bare_exec_lines, bool_function_lines};
use self::finder::Finder;
use self::layout::layout;
pub use self::registry::{Family, Trick};
pub use self::report::{Finding, Findings, ORDINARY, Unknown};
use self::totals::count_once;
use crate::pyexpr::{self, ExprKind, ParseError, Semantics};
use crate::pystmt::{self, Program, StmtKind};
use crate::pytoken::{self, Kind, Token, TokenError};

/// Finds the tricks in `source`.
pub fn analyze(source: &str) -> Result<Findings, TokenError> {
    let tokens = pytoken::tokenize(source)?;
    let parsed: Vec<(Semantics, Result<Program, ParseError>)> = Semantics::ALL
        .iter()
        .map(|&sem| (sem, pystmt::parse_program(source, sem)))
        .collect();
    let dialects: Vec<Semantics> = parsed
        .iter()
        .filter(|(_, r)| r.is_ok())
        .map(|(s, _)| *s)
        .collect();
    let syntax_errors: Vec<(Semantics, String)> = parsed
        .iter()
        .filter_map(|(s, r)| r.as_ref().err().map(|e| (*s, e.to_string())))
        .collect();
    // A file that parses as both but works in one only is read as that one.
    let not_working = dialects::not_working(&parsed);
    let preferred = preferred_dialect(&tokens, &dialects, &not_working);
    let mut tricks = Vec::new();
    let mut unknown = Vec::new();
    let mut warnings = Vec::new();
    let mut statements = 0;
    match preferred.and_then(|p| parsed.iter().find(|(s, _)| *s == p)) {
        Some((sem, Ok(program))) => {
            let sem = *sem;
            let facts = Facts::of(source, &tokens, program, sem);
            statements = read_statements(source, program, sem, &facts, &mut tricks, &mut unknown);
            py2_floor_division(&tokens, program, sem, facts.golfed, &mut tricks);
            layout(&tokens, Some(program), sem, &mut tricks);
            exec_layout(program, sem, &mut tricks);
            if dialects.contains(&Semantics::Py3) {
                warnings = literal_warnings(program);
            }
        }
        _ => {
            syntax_error_unknowns(source, &parsed, &mut unknown);
            layout(&tokens, None, Semantics::Py3, &mut tricks);
        }
    }
    tricks.sort_by_key(|t| (t.line, t.col));
    tricks.dedup();
    count_once(&mut tricks);
    unknown.sort_by_key(|u| (u.line, u.col));
    unknown.dedup();
    Ok(Findings {
        bytes: source.len(),
        statements,
        dialects,
        not_working,
        syntax_errors,
        saved: tricks.iter().map(|t| t.counted).sum(),
        tricks,
        unknown,
        warnings,
    })
}

/// The dialect a file is read in: the one it works in when it parses as both but works in one
/// only, else Python 3 where it shows Python 3 (`//`, print() called), else the first that
/// parses.
fn preferred_dialect(
    tokens: &[Token],
    dialects: &[Semantics],
    not_working: &[(Semantics, String)],
) -> Option<Semantics> {
    // A file both dialects parse is read as Python 3 when it writes `//` or calls print(),
    // as Python 2 otherwise (the family's `/` floors there).
    // `print(...)` as a whole statement; `print(x)*9%t` is Python 2's print statement.
    let print_call = |k: usize| {
        let depth = tokens[k + 1].depth;
        let close = tokens[k + 2..]
            .iter()
            .position(|t| t.depth == depth && t.is(")"))
            .map(|p| k + 2 + p);
        close.is_some_and(|c| {
            tokens
                .get(c + 1)
                .is_none_or(|n| n.is("\n") || n.is(";") || n.kind == Kind::Comment)
        })
    };
    let py3_hints = tokens.iter().any(|t| t.is("//"))
        || (0..tokens.len().saturating_sub(2))
            .any(|k| tokens[k].is("print") && tokens[k + 1].is("(") && print_call(k));
    let working: Vec<Semantics> = dialects
        .iter()
        .copied()
        .filter(|d| !not_working.iter().any(|(s, _)| s == d))
        .collect();
    match dialects {
        [_, _] if working.len() == 1 => Some(working[0]),
        [_, _] if py3_hints => Some(Semantics::Py3),
        d => d.first().copied(),
    }
}

/// Each statement of the program read by a `Finder` of its line, its tricks and unknowns
/// appended: the number of statements.
fn read_statements(
    source: &str,
    program: &Program,
    sem: Semantics,
    facts: &Facts,
    tricks: &mut Vec<Finding>,
    unknown: &mut Vec<Unknown>,
) -> usize {
    let mut statements = 0;
    let bare_exec = bare_exec_lines(program);
    let bool_function = bool_function_lines(program);
    // The functions whose bodies hold each line (a stack of def headers by level).
    let mut defs: Vec<(usize, &str)> = Vec::new();
    for (index, l) in program.lines.iter().enumerate() {
        while defs.last().is_some_and(|&(lv, _)| lv >= l.level) {
            defs.pop();
        }
        let mut f = Finder {
            bare_exec: bare_exec[index],
            bool_function: bool_function[index],
            ..Finder::new(facts, source, &l.tokens, sem)
        };
        for s in &l.stmts {
            statements += 1;
            let own = match &s.kind {
                StmtKind::Assign(t, v) if matches!(v.kind, ExprKind::Lambda(..)) => {
                    t.iter().find_map(|t| match &t.kind {
                        ExprKind::Name(n) => Some(n.as_str()),
                        _ => None,
                    })
                }
                _ => None,
            };
            f.in_def = !defs.is_empty();
            f.func = own
                .or(defs.last().map(|d| d.1))
                .and_then(|n| facts.recursive.iter().find(|(r, _)| r == n))
                .map(|(r, c)| (r.as_str(), *c));
            f.statement(s, l);
            if let StmtKind::Def { name, .. } = &s.kind {
                defs.push((l.level, name.as_str()));
            }
        }
        tricks.append(&mut f.tricks);
        unknown.append(&mut f.unknown);
    }
    statements
}

/// Python 2's `/` between integers floors, where Python 3 needs `//`: one finding for every
/// `/` of a golfed Python 2 file (and of the strings it execs), at the first.
fn py2_floor_division(
    tokens: &[Token],
    program: &Program,
    sem: Semantics,
    golfed: bool,
    tricks: &mut Vec<Finding>,
) {
    let mut slashes: Vec<(usize, usize)> = tokens
        .iter()
        .filter(|t| t.kind == Kind::Op && t.is("/"))
        .map(|t| (t.line, t.col))
        .collect();
    // And in the code of the strings the file execs (placed at the string).
    for l in &program.lines {
        if !l.tokens.iter().any(|t| t.is("exec")) {
            continue;
        }
        for t in l.tokens.iter().filter(|t| t.kind == Kind::Str) {
            let code = pyexpr::parse_in(&t.text, sem)
                .ok()
                .and_then(|e| constant_str(&e, sem));
            if let Some(Ok(inner)) = code.map(|c| pytoken::tokenize(&c)) {
                slashes.extend(
                    inner
                        .iter()
                        .filter(|x| x.kind == Kind::Op && x.is("/"))
                        .map(|_| (t.line, t.col)),
                );
            }
        }
    }
    slashes.sort();
    if sem == Semantics::Py2
        && golfed
        && let Some(&(line, col)) = slashes.first()
    {
        tricks.push(Finding {
            line,
            col,
            name: Trick::Py2FloorDiv,
            golfed: format!("/ ({} time{})", slashes.len(), if slashes.len() == 1 { "" } else { "s" }),
            readable: "//".into(),
            saves: slashes.len() as isize,
            counted: slashes.len() as isize,
            counted_note: String::new(),
            span: None,
            note: "Python 2's `/` between integers floors: one byte less than the `//` Python 3 needs, at each place".into(),
        });
    }
}

/// The `;` and the one-line bodies in the code of the strings the file execs: found as in the
/// file's own lines, placed at the string.
fn exec_layout(program: &Program, sem: Semantics, tricks: &mut Vec<Finding>) {
    for l in &program.lines {
        if !l.tokens.iter().any(|t| t.is("exec")) {
            continue;
        }
        for t in l.tokens.iter().filter(|t| t.kind == Kind::Str) {
            let Some(code) = pyexpr::parse_in(&t.text, sem)
                .ok()
                .and_then(|e| constant_str(&e, sem))
            else {
                continue;
            };
            let (Ok(inner), Ok(p)) = (pytoken::tokenize(&code), pystmt::parse_program(&code, sem))
            else {
                continue;
            };
            let mut found = Vec::new();
            layout(&inner, Some(&p), sem, &mut found);
            for mut f in found {
                if !matches!(f.name, Trick::Semicolon | Trick::OneLineBody) {
                    continue;
                }
                (f.line, f.col, f.span) = (t.line, t.col, None);
                f.note = format!("{} (in the code of an exec string)", f.note);
                tricks.push(f);
            }
        }
    }
}

/// The places where Python 3.11+ warns of a number run into a keyword.
fn literal_warnings(program: &Program) -> Vec<String> {
    let mut warnings = Vec::new();
    for l in &program.lines {
        for (line, col) in pystmt::literal_warnings(&l.tokens) {
            warnings.push(format!("line {line}, column {col}: Python 3.11+ warns of a number run into a keyword (invalid decimal literal), a future error"));
        }
    }
    warnings
}

/// Each dialect's syntax error, as an unknown at its line.
fn syntax_error_unknowns(
    source: &str,
    parsed: &[(Semantics, Result<Program, ParseError>)],
    unknown: &mut Vec<Unknown>,
) {
    for (sem, r) in parsed {
        if let Err(e) = r {
            let text = source
                .lines()
                .nth(e.line.saturating_sub(1))
                .unwrap_or("")
                .trim()
                .to_string();
            unknown.push(Unknown {
                line: e.line,
                col: e.column,
                text,
                why: format!("{sem} cannot parse it: {e}"),
            });
        }
    }
}
