//! The digit strings a golfed program builds from a number (`'%d'%N`, `` `N` ``, `str(N)`, a
//! literal iterated over), found from the trick finder's report, and what the program does
//! with them (its blank, a set that drops repeats).
//!
//! The rewrites of `golf shorten` start from these.

use crate::pyexpr::{self, ExprKind, Semantics};
use crate::tricks::{self, Trick};

/// A digit string the program builds: where, as written, its digits, and how.
pub(super) struct DigitSource {
    pub(super) line: usize,
    pub(super) col: usize,
    pub(super) text: String,
    pub(super) digits: String,
    /// The number inside `'%d'%N`, `str(N)` or `` `N` ``, as written; none for a literal.
    pub(super) number: Option<String>,
    /// Whether it is already in backquotes.
    pub(super) backquoted: bool,
}

/// The digit strings of `source`: those the tricks detector names (`'%d'%N`, `` `N` ``, a
/// literal iterated over), and `str(N)` of a constant whose string is all digits.
pub(super) fn digit_sources(source: &str, report: &tricks::Findings) -> Vec<DigitSource> {
    let mut out: Vec<DigitSource> = report
        .tricks
        .iter()
        .filter(|t| {
            matches!(
                t.name,
                Trick::DigitString | Trick::BackquoteDigits | Trick::DigitStringLoop
            )
        })
        .map(|t| {
            let literal = t.name == Trick::DigitStringLoop;
            let number = match t.name {
                // After the format string and its `%`.
                Trick::DigitString => crate::pytoken::tokenize(&t.golfed).ok().and_then(|toks| {
                    let k = toks.iter().position(|x| x.is("%"))?;
                    Some(t.golfed[toks.get(k + 1)?.offset..].to_string())
                }),
                Trick::BackquoteDigits => t
                    .golfed
                    .strip_prefix('`')
                    .and_then(|x| x.strip_suffix('`'))
                    .map(String::from),
                _ => None,
            };
            DigitSource {
                line: t.line,
                col: t.col,
                text: t.golfed.clone(),
                digits: if literal {
                    t.golfed.trim_matches(['\'', '"']).to_string()
                } else {
                    t.readable.trim_matches('\'').to_string()
                },
                number,
                backquoted: t.name == Trick::BackquoteDigits,
            }
        })
        .collect();
    let Some(&sem) = report.dialects.first() else {
        return out;
    };
    let Ok(program) = crate::pystmt::parse_program(source, sem) else {
        return out;
    };
    for (line, s) in program.stmts() {
        for e in s.kind.exprs() {
            e.visit(&mut |x| {
                let ExprKind::Call(f, args) = &x.kind else {
                    return;
                };
                let ([pyexpr::Arg::Pos(n)], ExprKind::Name(name)) = (args.as_slice(), &f.kind)
                else {
                    return;
                };
                let Ok(pyexpr::Value::Str(digits)) = x.eval(&pyexpr::NoNames, sem) else {
                    return;
                };
                if name != "str"
                    || digits.is_empty()
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                    || n.end > line.tokens.len()
                {
                    return;
                }
                let span = |a: usize, b: usize| {
                    let (s, e) = (&line.tokens[a], &line.tokens[b - 1]);
                    source[s.offset..e.offset + e.text.len()].to_string()
                };
                let t = &line.tokens[x.start];
                out.push(DigitSource {
                    line: t.line,
                    col: t.col,
                    text: span(x.start, x.end),
                    digits,
                    number: Some(span(n.start, n.end)),
                    backquoted: false,
                });
            });
        }
    }
    // A literal of digits gathered into a set (`set('123456789')`, `{*'123456789'}`).
    for (line, s) in program.stmts() {
        for e in s.kind.exprs() {
            e.visit(&mut |x| {
                let lit = match &x.kind {
                    ExprKind::Call(f, args) if matches!(&f.kind, ExprKind::Name(n) if n == "set") => {
                        match args.as_slice() {
                            [pyexpr::Arg::Pos(a)] => a,
                            _ => return,
                        }
                    }
                    ExprKind::Set(items) => match items.as_slice() {
                        [item] => match &item.kind {
                            ExprKind::Starred(a) => a,
                            _ => return,
                        },
                        _ => return,
                    },
                    _ => return,
                };
                let ExprKind::Str { value, .. } = &lit.kind else {
                    return;
                };
                if value.is_empty()
                    || !value.bytes().all(|b| b.is_ascii_digit())
                    || lit.end > line.tokens.len()
                {
                    return;
                }
                let (a, b) = (&line.tokens[lit.start], &line.tokens[lit.end - 1]);
                let text = source[a.offset..b.offset + b.text.len()].to_string();
                if out.iter().any(|d| (d.line, d.col) == (a.line, a.col)) {
                    return;
                }
                out.push(DigitSource {
                    line: a.line,
                    col: a.col,
                    text,
                    digits: value.clone(),
                    number: None,
                    backquoted: false,
                });
            });
        }
    }
    out.sort_by_key(|d| (d.line, d.col));
    out
}

/// `` `N` `` for a digit source `'%d'%N` or `str(N)`, when Python 2 computes the same string
/// both ways (an int: a long's repr ends in `L`, a float's differs from its `%d`), and it is
/// shorter.
pub(super) fn same_string_backquote(t: &DigitSource) -> Option<String> {
    if t.backquoted {
        return None;
    }
    let n = t.number.as_ref()?;
    let inner = match pyexpr::parse_in(n, Semantics::Py2).ok()?.kind {
        ExprKind::Paren(_) => &n[1..n.len() - 1],
        _ => n.as_str(),
    };
    let to = format!("`{inner}`");
    let value = |text: &str| match pyexpr::parse_in(text, Semantics::Py2)
        .ok()?
        .eval(&pyexpr::NoNames, Semantics::Py2)
    {
        Ok(pyexpr::Value::Str(s)) => Some(s),
        _ => None,
    };
    let before = value(&t.text)?;
    (before == t.digits && value(&to).as_ref() == Some(&before) && to.len() < t.text.len())
        .then_some(to)
}

/// The character the program looks for as its empty cell: the one literal that its `find()`
/// and `index()` calls search for (`a.find('0')`, `a.find('.')`), or `None` when they search
/// for anything else (several literals, a name, a longer string).
pub(super) fn blank_of(source: &str) -> Option<char> {
    let tokens = crate::pytoken::tokenize(source).ok()?;
    let mut found = None;
    for w in tokens.windows(5) {
        if !(w[0].is(".") && (w[1].is("find") || w[1].is("index")) && w[2].is("(")) {
            continue;
        }
        let lit = w[3]
            .text
            .strip_prefix(['\'', '"'])
            .and_then(|x| x.strip_suffix(['\'', '"']))
            .filter(|_| w[4].is(")"));
        let mut chars = lit?.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        if found.is_some_and(|f| f != c) {
            return None;
        }
        found = Some(c);
    }
    found
}

/// Why the golf engine cannot model a digit string in a program whose empty cell is `blank`:
/// the engine never places a 0, which holds only where the blank is `0` (the cell being filled
/// holds it and counts as its own peer); where the blank is another character, a 0 is a value
/// like any other and the program places it. A character other than a digit, or a blank the
/// digits could hold, is not modelled either.
pub(super) fn digit_trouble(digits: &str, blank: Option<char>) -> Option<String> {
    let Some(blank) = blank else {
        return Some("the program does not look for one blank character with find() or index(): what it treats as an empty cell is not modelled".to_string());
    };
    if let Some(c) = digits.chars().find(|c| !c.is_ascii_digit()) {
        return Some(format!(
            "it holds {c:?}, not a digit: what the program does with it is not modelled"
        ));
    }
    if blank.is_ascii_digit() && blank != '0' {
        return Some(format!(
            "the program's blank is {blank:?}, a digit: not modelled"
        ));
    }
    (blank != '0' && digits.contains('0')).then(|| format!(
        "it holds a 0 and the program's blank is {blank:?}, not '0': a 0 is then a value the program places like any other (no cell holds a 0 to exclude it), so it prints a grid with zeros and its calls are not the golf engine's"
    ))
}

/// Whether the program gathers the digit string into a set (`{*S}` or `set(S)`), where a
/// repeated digit is dropped: the search tries each digit once, whatever the string repeats.
pub(super) fn consumed_as_set(source: &str, t: &DigitSource) -> bool {
    let Some(line) = source.lines().nth(t.line.wrapping_sub(1)) else {
        return false;
    };
    let start = t.col.saturating_sub(1);
    let (Some(before), Some(after)) = (
        line.get(..start),
        line.get(start..)
            .and_then(|x| x.strip_prefix(t.text.as_str())),
    ) else {
        return false;
    };
    let (before, after) = (before.trim_end(), after.trim_start());
    (before.ends_with("{*") && after.starts_with('}'))
        || before.strip_suffix("set(").is_some_and(|rest| {
            !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_') && after.starts_with(')')
        })
}
