//! Undoing the golf: the specimen is rewritten one named step at a time, each step a
//! transformation of the project's own on the tokens of the previous form, with the diff it
//! makes, the byte count after it, and why the program still does the same.
//!
//! The steps are the ones a reader takes in seed 001: lay out the lines, turn `~i or exit(a)`
//! into an `if`, the side-effect comprehension into a loop, `x or y` into `if not x: y`, read
//! `'%d'%5**18` as its digits, `exit(a)` as "print to stderr and stop", and `from sys import*`
//! as the names it brings. Seed 004's variant is derived the same way, as a delta.

use serde::Serialize;

use super::line_diff::{self, Change};
use super::pyexpr::{self, Ij, NoNames, Semantics};
use super::pytoken::{self, Kind, Statement, Token};
use super::specimen;

/// One line of a diff between two forms of the program.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DiffLine {
    /// `"-"` for a removed line, `"+"` for an added one, `" "` for one kept.
    pub tag: &'static str,
    pub text: String,
}

/// One step of the rewrite.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Rewrite {
    /// A short name, usable on the command line (`layout`, `exit-if`, ...).
    pub name: &'static str,
    pub title: &'static str,
    /// Why the program behaves the same after the step.
    pub why: String,
    /// Facts computed on the spot that back the reason.
    pub evidence: Vec<String>,
    /// The whole program after the step.
    pub code: String,
    pub bytes: usize,
    pub diff: Vec<DiffLine>,
}

/// The specimen and every step that undoes its golf.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Ungolf {
    pub source: &'static str,
    pub specimen: String,
    pub specimen_bytes: usize,
    pub steps: Vec<Rewrite>,
}

/// Why a step could not be applied to a program.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StepError {
    pub step: &'static str,
    pub message: String,
}

impl std::fmt::Display for StepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "step {}: {}", self.step, self.message)
    }
}

impl std::error::Error for StepError {}

type Program = Vec<Statement>;

fn diff(old: &str, new: &str) -> Vec<DiffLine> {
    line_diff::lines(old, new)
        .into_iter()
        .map(|change| {
            let (tag, text) = match change {
                Change::Kept(text) => (" ", text),
                Change::Removed(text) => ("-", text),
                Change::Added(text) => ("+", text),
            };
            DiffLine {
                tag,
                text: text.to_string(),
            }
        })
        .collect()
}

/// A statement from text, at `indent`.
fn st(indent: usize, text: &str) -> Statement {
    let tokens = pytoken::tokenize(text)
        .expect("the steps write valid tokens")
        .into_iter()
        .filter(|t| !t.is("\n"))
        .collect();
    Statement {
        indent,
        tokens,
        indent_text: None,
    }
}

fn text(tokens: &[Token]) -> String {
    pytoken::render(tokens)
}

/// `~NAME or REST` as a statement becomes `if NAME == -1:` and `REST` in its block.
fn exit_if(p: &Program) -> Result<Program, String> {
    let k = p
        .iter()
        .position(|s| {
            s.tokens.len() > 3
                && s.tokens[0].is("~")
                && s.tokens[1].kind == Kind::Name
                && s.tokens[2].is("or")
        })
        .ok_or("no statement of the form `~i or ...`")?;
    let s = &p[k];
    let mut out = p[..k].to_vec();
    out.push(st(s.indent, &format!("if {} == -1:", s.tokens[1].text)));
    out.push(st(s.indent + 1, &text(&s.tokens[3..])));
    out.extend_from_slice(&p[k + 1..]);
    Ok(out)
}

/// The bracket depth of a statement's tokens is absolute; the outer `[` of a statement that
/// is a comprehension sits at depth 0 and its direct contents at depth 1.
fn comprehension_to_loop(p: &Program) -> Result<Program, String> {
    for (k, s) in p.iter().enumerate() {
        let t = &s.tokens;
        if t.len() < 5 || !t[0].is("[") || !t[t.len() - 1].is("]") {
            continue;
        }
        // The outer bracket must close at the end: nothing at depth 0 in between.
        if t[1..t.len() - 1].iter().any(|x| x.depth == 0) {
            continue;
        }
        let Some(f) = t.iter().rposition(|x| x.depth == 1 && x.is("for")) else {
            continue;
        };
        let Some(n) = (f + 1..t.len()).find(|&n| t[n].depth == 1 && t[n].is("in")) else {
            continue;
        };
        let mut out = p[..k].to_vec();
        out.push(st(
            s.indent,
            &format!(
                "for {} in {}:",
                text(&t[f + 1..n]),
                text(&t[n + 1..t.len() - 1])
            ),
        ));
        out.push(st(s.indent + 1, &text(&t[1..f])));
        out.extend_from_slice(&p[k + 1..]);
        return Ok(out);
    }
    Err("no statement that is a list comprehension".to_string())
}

/// `X or Y` as a statement becomes `if not X: Y` (`not m in s` written `m not in s`).
fn or_to_if_not(p: &Program) -> Result<Program, String> {
    for (k, s) in p.iter().enumerate() {
        let t = &s.tokens;
        if t.first().is_some_and(Token::is_keyword) || t.first().is_some_and(|x| x.is("~")) {
            continue;
        }
        let Some(o) = t.iter().position(|x| x.depth == 0 && x.is("or")) else {
            continue;
        };
        let cond = &t[..o];
        let test = match cond.iter().position(|x| x.depth == 0 && x.is("in")) {
            Some(n)
                if !cond
                    .iter()
                    .any(|x| x.depth == 0 && x.is_keyword() && !x.is("in")) =>
            {
                format!("{} not in {}", text(&cond[..n]), text(&cond[n + 1..]))
            }
            _ => format!("not {}", text(cond)),
        };
        let mut out = p[..k].to_vec();
        out.push(st(s.indent, &format!("if {test}:")));
        out.push(st(s.indent + 1, &text(&t[o + 1..])));
        out.extend_from_slice(&p[k + 1..]);
        return Ok(out);
    }
    Err("no statement of the form `x or y`".to_string())
}

/// `[E or A for J in ITER]` becomes `[A for J in ITER if E == 0]`.
fn keep_peers(p: &Program) -> Result<Program, String> {
    for (k, s) in p.iter().enumerate() {
        let t = &s.tokens;
        for open in 0..t.len() {
            if !t[open].is("[") {
                continue;
            }
            let d = t[open].depth + 1;
            let Some(close) = (open + 1..t.len()).find(|&n| t[n].depth == d - 1 && t[n].is("]"))
            else {
                continue;
            };
            let inner = open + 1..close;
            let at = |w: &str| inner.clone().find(|&n| t[n].depth == d && t[n].is(w));
            let (Some(o), Some(f)) = (at("or"), at("for")) else {
                continue;
            };
            if o > f {
                continue;
            }
            let e = &t[open + 1..o];
            let low = e.iter().any(|x| {
                x.depth == d && (x.is_keyword() || x.text.contains('=') || x.is("<") || x.is(">"))
            });
            let e = if low {
                format!("({})", text(e))
            } else {
                text(e)
            };
            let line = format!(
                "{}[{} {} if {e} == 0]{}",
                text(&t[..open]),
                text(&t[o + 1..f]),
                text(&t[f..close]),
                text(&t[close + 1..])
            );
            let mut out = p[..k].to_vec();
            out.push(st(s.indent, &line));
            out.extend_from_slice(&p[k + 1..]);
            return Ok(out);
        }
    }
    Err("no list of the form `[e or a[j] for j in ...]`".to_string())
}

/// The tokens of a `'%d'%N**M`-style digit string in `t`: its range and its value.
fn digit_string_at(t: &[Token]) -> Option<(std::ops::Range<usize>, pyexpr::Expr, i64)> {
    for k in 0..t.len().saturating_sub(2) {
        if !(t[k].kind == Kind::Str && t[k].text == "'%d'" && t[k + 1].is("%")) {
            continue;
        }
        // The operand of `%`: an atom and the `**` that bind tighter than `%`.
        let mut end = k + 2;
        let atom_end = |n: usize| -> Option<usize> {
            if t.get(n)?.kind == Kind::Number {
                Some(n + 1)
            } else if t[n].is("(") {
                (n + 1..t.len())
                    .find(|&m| t[m].depth == t[n].depth && t[m].is(")"))
                    .map(|m| m + 1)
            } else {
                None
            }
        };
        end = atom_end(end)?;
        while t.get(end).is_some_and(|x| x.is("**")) {
            end = atom_end(end + 1)?;
        }
        let expr = pyexpr::parse(&text(&t[k + 2..end])).ok()?;
        let v = expr
            .eval(&NoNames, Semantics::Py2)
            .ok()
            .and_then(|v| v.as_i64())?;
        return Some((k..end, expr, v));
    }
    None
}

fn replace_digit_string(
    p: &Program,
    with: impl Fn(i64) -> String,
) -> Result<(Program, pyexpr::Expr, i64), String> {
    for (k, s) in p.iter().enumerate() {
        if let Some((range, expr, value)) = digit_string_at(&s.tokens) {
            let t = &s.tokens;
            let line = format!(
                "{} {} {}",
                text(&t[..range.start]),
                with(value),
                text(&t[range.end..])
            );
            let mut out = p[..k].to_vec();
            // Re-tokenize so that the renderer lays the new token out like any other.
            out.push(st(s.indent, line.trim()));
            out.extend_from_slice(&p[k + 1..]);
            return Ok((out, expr, value));
        }
    }
    Err("no digit string of the form `'%d'%N**M`".to_string())
}

/// `exit(x)` as a statement becomes the two things it does.
fn exit_meaning(p: &Program) -> Result<Program, String> {
    let k = p
        .iter()
        .position(|s| {
            let t = &s.tokens;
            t.len() == 4
                && t[0].is("exit")
                && t[1].is("(")
                && t[2].kind == Kind::Name
                && t[3].is(")")
        })
        .ok_or("no statement `exit(name)`")?;
    let s = &p[k];
    let name = &s.tokens[2].text;
    let mut out = p[..k].to_vec();
    out.push(st(s.indent, &format!("stderr.write({name}+'\\n')")));
    out.push(st(s.indent, "exit(1)"));
    out.extend_from_slice(&p[k + 1..]);
    Ok(out)
}

/// The attributes of `sys` a star import can bring into these programs.
const SYS_NAMES: [&str; 12] = [
    "argv",
    "exit",
    "stderr",
    "stdout",
    "stdin",
    "maxint",
    "maxsize",
    "setrecursionlimit",
    "getrecursionlimit",
    "path",
    "version",
    "modules",
];

/// The `sys` names a program uses without binding them itself.
pub fn sys_names_used(p: &[Statement]) -> Vec<String> {
    let mut names: Vec<String> = p
        .iter()
        .flat_map(|s| {
            s.tokens.iter().enumerate().filter(|(k, t)| {
                t.kind == Kind::Name
                    && SYS_NAMES.contains(&t.text.as_str())
                    && !(*k > 0 && s.tokens[k - 1].is("."))
            })
        })
        .map(|(_, t)| t.text.clone())
        .collect();
    names.sort();
    names.dedup();
    names
}

fn named_imports(p: &Program) -> Result<Program, String> {
    let k = p
        .iter()
        .position(|s| {
            let t = &s.tokens;
            t.len() == 4 && t[0].is("from") && t[2].is("import") && t[3].is("*")
        })
        .ok_or("no `from ... import*`")?;
    let names = sys_names_used(p);
    if p[k].tokens[1].text != "sys" || names.is_empty() {
        return Err("the star import is not of sys, or no sys name is used".to_string());
    }
    let mut out = p.to_vec();
    out[k] = st(
        p[k].indent,
        &format!("from sys import {}", names.join(", ")),
    );
    Ok(out)
}

/// The specimen laid out, one statement a line: the first step, and the starting point of
/// seed 004's delta.
pub fn layout(code: &str) -> Result<Program, StepError> {
    pytoken::statements(code).map_err(|e| StepError {
        step: "layout",
        message: e.to_string(),
    })
}

/// The steps undone so far, each with its diff from the one before.
struct Steps {
    steps: Vec<Rewrite>,
    /// The code after the last step (the golfed code before the first).
    prev: String,
}

impl Steps {
    /// Records the step `name` that leaves the program `p`, with its reason and evidence.
    fn push(
        &mut self,
        name: &'static str,
        title: &'static str,
        why: String,
        evidence: Vec<String>,
        p: &Program,
    ) {
        let code = pytoken::render_program(p);
        self.steps.push(Rewrite {
            name,
            title,
            why,
            evidence,
            bytes: code.len(),
            diff: diff(&self.prev, &code),
            code: code.clone(),
        });
        self.prev = code;
    }
}

/// The error of the step `step`, from its message.
fn fail(step: &'static str) -> impl Fn(String) -> StepError {
    move |message: String| StepError { step, message }
}

/// Undoes the golf of `code` (the specimen, or a program of the same family) step by step:
/// first its statements' forms, then its values'.
pub fn ungolf_code(code: &str) -> Result<Vec<Rewrite>, StepError> {
    let mut steps = Steps {
        steps: Vec::new(),
        prev: code.to_string(),
    };
    let p = undo_statements(code, &mut steps)?;
    undo_values(&p, &mut steps)?;
    Ok(steps.steps)
}

/// The steps that undo the golf of statements: the layout, `~i or exit(a)`, the side-effect
/// comprehension and `m in [...] or r(...)`.
fn undo_statements(code: &str, steps: &mut Steps) -> Result<Program, StepError> {
    let p = layout(code)?;
    let n = p.len();
    let semicolons = pytoken::tokenize(code)
        .map_err(|e| StepError {
            step: "layout",
            message: e.to_string(),
        })?
        .iter()
        .filter(|t| t.depth == 0 && t.is(";"))
        .count();
    steps.push(
        "layout",
        "Lay out the lines",
        format!(
            "Python reads `;` as a line break and a block body after `def r(a):` as its indented \
             block; lines broken inside brackets are one logical line. The {semicolons} `;` \
             become line breaks and the rest is whitespace, which Python ignores between tokens \
             outside indentation."
        ),
        vec![format!(
            "{n} statements, one a line; {semicolons} `;` made line breaks"
        )],
        &p,
    );

    let p = exit_if(&p).map_err(fail("exit-if"))?;
    let tilde = tilde_zeros();
    steps.push(
        "exit-if",
        "`~i or exit(a)` becomes an `if`",
        "`~i` is `-i-1`, which is zero only for i == -1, what `find` returns when no '0' is \
         left; `x or y` evaluates `y` only when `x` is false (zero), and the statement's value \
         is thrown away, so an `if` does the same."
            .to_string(),
        vec![format!(
            "~i evaluated for i = -1..80: zero for i in {tilde:?} only"
        )],
        &p,
    );

    let p = comprehension_to_loop(&p).map_err(fail("loop"))?;
    steps.push(
        "loop",
        "The side-effect list comprehension becomes a loop",
        "The list is built and never used: the statement runs for the calls `r(...)` makes. A \
         comprehension evaluates its element for each item, in order, as a loop body does. (This \
         step comes before the next one: `x or y` must be a statement before it can become an \
         `if`.)"
            .to_string(),
        vec![],
        &p,
    );

    let p = or_to_if_not(&p).map_err(fail("if-not"))?;
    steps.push(
        "if-not",
        "`m in [...] or r(...)` becomes `if not`",
        "`x or y` evaluates `y` only when `x` is false: `r(...)` runs exactly when `m` is not \
         in the list. `not m in s` is `m not in s`."
            .to_string(),
        vec![],
        &p,
    );

    Ok(p)
}

/// The steps that undo the golf of values: the peer test's list, the digit string, `exit`
/// and the star import.
fn undo_values(p: &Program, steps: &mut Steps) -> Result<(), StepError> {
    let p = keep_peers(p).map_err(fail("peers"))?;
    let (lo, hi) = peer_value_range();
    steps.push(
        "peers",
        "Keep only the peers' digits",
        "Each list item is the peer expression when it is non-zero (a Python int) and `a[j]` \
         (a one-character string) when it is zero. `m` is a string, and a Python int never \
         equals a string, so only the items where the expression is zero can match `m`."
            .to_string(),
        vec![format!(
            "the non-zero values of the expression over all 6,561 pairs run from {lo} to {hi}, all ints"
        )],
        &p,
    );

    let (p, expr, value) =
        replace_digit_string(&p, |v| format!("'{v}'")).map_err(fail("digits"))?;
    steps.push(
        "digits",
        "`'%d'%5**18` becomes its digit string",
        format!(
            "`**` binds tighter than `%`, so this is `'%d' % ({expr})`, a constant: {value}. Its \
             characters are the digits tried, in that order."
        ),
        vec![format!("{expr} = {value} (Python 2, 64-bit int)")],
        &p,
    );

    let p = exit_meaning(&p).map_err(fail("exit"))?;
    steps.push(
        "exit",
        "`exit(a)` is \"print to stderr and stop\"",
        "`sys.exit` with a string raises SystemExit; Python prints the string to standard error \
         and ends with status 1. The solution is printed there, and the search stops at the \
         first one."
            .to_string(),
        vec![],
        &p,
    );

    let names = sys_names_used(&p);
    let p = named_imports(&p).map_err(fail("imports"))?;
    steps.push(
        "imports",
        "`from sys import*` becomes named imports",
        "A star import binds every public name of `sys`; the program uses only these, so \
         naming them binds the same objects under the same names."
            .to_string(),
        vec![format!("sys names used: {}", names.join(", "))],
        &p,
    );
    Ok(())
}

/// The values of `i` from -1 to 80 for which `~i` is false: -1 alone.
fn tilde_zeros() -> Vec<i64> {
    (-1..=80)
        .filter(|&i| {
            pyexpr::parse("~i")
                .expect("an expression")
                .eval(&Ij { i, j: 0 }, Semantics::Py2)
                .is_ok_and(|v| !v.truthy())
        })
        .collect()
}

/// The least and greatest non-zero values of the specimen's peer test over all 6,561 pairs.
fn peer_value_range() -> (i64, i64) {
    let golf = pyexpr::parse("(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)").expect("the peer test");
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for i in 0..81 {
        for j in 0..81 {
            if let Some(v) = golf
                .eval(&Ij { i, j }, Semantics::Py2)
                .ok()
                .and_then(|v| v.as_i64())
                && v != 0
            {
                lo = lo.min(v);
                hi = hi.max(v);
            }
        }
    }
    (lo, hi)
}

/// The specimen, undone step by step.
pub fn ungolf() -> Ungolf {
    Ungolf {
        source: specimen::SOURCE,
        specimen: specimen::code().to_string(),
        specimen_bytes: specimen::bytes(),
        steps: ungolf_code(specimen::code()).expect("every step applies to the specimen"),
    }
}

/// Seed 004's variant as the delta it is from the laid-out specimen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Delta {
    /// The laid-out specimen the delta starts from.
    pub base: String,
    pub steps: Vec<Rewrite>,
    /// The peers of cell `-1` (what `i` is once the grid is full) under Python 2: the cells
    /// whose digits keep seed 004's program from going on after it prints a solution.
    pub peers_of_minus_one: Vec<i64>,
}

/// Derives seed 004's variant: `` `14**7*9` `` for the digit string, and a `print` that does
/// not stop in place of `exit(a)`.
pub fn seed004_delta() -> Delta {
    let base = layout(specimen::code()).expect("the specimen lays out");
    let base_code = pytoken::render_program(&base);
    let mut prev = base_code.clone();
    let mut steps = Vec::new();
    let mut push = |name, title, why: String, evidence: Vec<String>, p: &Program| {
        let code = pytoken::render_program(p);
        steps.push(Rewrite {
            name,
            title,
            why,
            evidence,
            bytes: code.len(),
            diff: diff(&prev, &code),
            code: code.clone(),
        });
        prev = code;
    };
    let (p, old, old_value) =
        replace_digit_string(&base, |_| "`14**7*9`".to_string()).expect("the specimen's digits");
    let new = pyexpr::parse("14**7*9").expect("an expression");
    let new_value = match new.eval(&NoNames, Semantics::Py2) {
        Ok(v) if v.as_i64().is_some() => v.as_i64().expect("small"),
        other => panic!("14**7*9 evaluates to an int, not {other:?}"),
    };
    let max32 = i32::MAX as i64;
    push(
        "digits",
        "`'%d'%5**18` becomes `` `14**7*9` ``",
        format!(
            "Backquotes are Python 2's repr(): `` `{new}` `` is '{new_value}', each digit 1-9 once, \
             one byte shorter than `'%d'%{old}`. The backquote form is safe because {new_value} \
             fits a 32-bit int: repr of a long ends in `L`, and {old_value} is a long on a 32-bit \
             Python 2, where `` `{old}` `` would add an 'L' the program would place in the grid."
        ),
        vec![
            format!(
                "{new} = {new_value} <= {max32} (2**31-1): {}",
                new_value <= max32
            ),
            format!("{old} = {old_value} <= {max32}: {}", old_value <= max32),
        ],
        &p,
    );
    let k = p
        .iter()
        .position(|s| s.tokens.first().is_some_and(|t| t.is("~")))
        .expect("the specimen's exit test");
    let mut q = p.clone();
    q[k] = st(p[k].indent, "if i<0: print a");
    let golf = pyexpr::parse("(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)").expect("the peer test");
    let peers: Vec<i64> = (0..81)
        .filter(|&j| {
            golf.eval(&Ij { i: -1, j }, Semantics::Py2)
                .is_ok_and(|v| !v.truthy())
        })
        .collect();
    push(
        "print",
        "`~i or exit(a)` becomes `if i<0: print a`",
        "`print` writes the solution to standard output and does not stop: the loop below runs \
         with i = -1. Under Python 2 the peer expression at i = -1 is zero exactly on the last \
         column (listed below); in a solved grid that column holds all nine digits, so every \
         digit is excluded, nothing is placed, and r returns to look for the next solution. The \
         program prints every solution."
            .to_string(),
        vec![format!(
            "cells j where the expression is 0 for i = -1: {peers:?}"
        )],
        &q,
    );
    Delta {
        base: base_code,
        steps,
        peers_of_minus_one: peers,
    }
}

/// The golf port run on a puzzle with the specimen's digit string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PortRun {
    pub puzzle: String,
    pub digits: String,
    pub calls: u64,
    pub solution: Option<String>,
}

/// Everything `golf ungolf` reports.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct UngolfReport {
    pub ungolf: Ungolf,
    pub port: PortRun,
    pub seed004: Delta,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_applies_and_the_last_reads_like_the_port() {
        let u = ungolf();
        let names: Vec<&str> = u.steps.iter().map(|s| s.name).collect();
        assert_eq!(
            names,
            [
                "layout", "exit-if", "loop", "if-not", "peers", "digits", "exit", "imports"
            ]
        );
        let last = &u.steps.last().unwrap().code;
        assert!(last.contains("    if i == -1:\n        stderr.write(a+'\\n')\n        exit(1)\n"));
        assert!(last.contains("    for m in '3814697265625':\n"));
        assert!(last.contains(
            "        if m not in [a[j] for j in range(81)\n                if (i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3) == 0]:\n            r(a[:i]+m+a[i+1:])\n"
        ));
        assert!(last.contains("from sys import argv, exit, stderr\n"));
        assert!(u.steps.iter().all(|s| s.diff.iter().any(|d| d.tag != " ")));
    }

    #[test]
    fn seed_004s_delta_changes_two_lines() {
        let d = seed004_delta();
        assert_eq!(
            d.peers_of_minus_one,
            (0..9).map(|r| r * 9 + 8).collect::<Vec<i64>>()
        );
        let last = &d.steps.last().unwrap().code;
        assert!(last.contains("for m in `14**7*9`]"));
        assert!(last.contains("    if i < 0: print a\n"));
    }
}
