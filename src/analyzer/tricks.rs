//! The trick finder: reads a golfed Python solver of the family (seed 001's and its relatives)
//! with the project's tokenizer and names each trick it recognises, where it stands, its
//! readable form and the bytes it saves. A construct it does not know is listed as unknown,
//! never guessed at.
//!
//! Bytes saved compare the golfed text with its readable form both written tight (no optional
//! spaces), so the figure is what the trick itself earns, not what whitespace earns. Some
//! tricks earn little or nothing by themselves: they turn a compound statement (`if`, `for`)
//! into an expression, which may then follow a `;` on the `def` line, where a compound
//! statement may not stand.

use serde::Serialize;

use super::peers::golf_expr;
use super::pyexpr::{self, NoNames, Semantics, Value};
use super::pytoken::{self, Kind, Statement, Token, TokenError};

/// One trick found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Trick {
    pub line: usize,
    pub col: usize,
    /// A short name (`semicolon`, `tilde-exit`, ...).
    pub name: &'static str,
    pub golfed: String,
    pub readable: String,
    /// Bytes saved: the readable form's length minus the golfed form's, both tight.
    pub saves: isize,
    pub note: String,
}

/// A construct the analyzer does not know.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Unknown {
    pub line: usize,
    pub col: usize,
    pub text: String,
    pub why: String,
}

/// Everything found in one file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Report {
    pub bytes: usize,
    pub statements: usize,
    pub tricks: Vec<Trick>,
    pub unknown: Vec<Unknown>,
    /// The sum of the bytes the tricks save.
    pub saved: isize,
}

fn word_char(c: char) -> bool {
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

fn tight_text(text: &str) -> String {
    let tokens = pytoken::tokenize(text).expect("the readable forms tokenize");
    tight(&tokens)
}

fn trick(t: &Token, name: &'static str, golfed: String, readable: &str, note: &str) -> Trick {
    let readable = tight_text(readable);
    Trick {
        line: t.line,
        col: t.col,
        name,
        saves: readable.len() as isize - golfed.len() as isize,
        golfed,
        readable,
        note: note.to_string(),
    }
}

const ARITH: [&str; 15] = [
    "+", "-", "*", "/", "//", "%", "**", "^", "|", "&", "~", "<<", ">>", "(", ")",
];

fn is_arith(t: &Token) -> bool {
    (t.kind == Kind::Op && ARITH.contains(&t.text.as_str()))
        || t.kind == Kind::Number
        || (t.kind == Kind::Name && (t.text == "i" || t.text == "j"))
}

/// Finds the tricks in `source`.
pub fn analyze(source: &str) -> Result<Report, TokenError> {
    let tokens = pytoken::tokenize(source)?;
    let statements = pytoken::statements(source)?;
    let mut tricks = Vec::new();
    let mut unknown = Vec::new();

    // Layout tricks, on the raw tokens.
    for (k, t) in tokens.iter().enumerate() {
        let level = statements
            .iter()
            .find(|s| {
                s.tokens
                    .first()
                    .is_some_and(|f| (f.line, f.col) > (t.line, t.col))
            })
            .map_or(0, |s| s.indent);
        if t.depth == 0 && t.is(";") {
            tricks.push(Trick {
                line: t.line,
                col: t.col,
                name: "semicolon",
                golfed: ";".to_string(),
                readable: format!("a new line indented {level} level(s)"),
                // A new line costs the newline and at least one space per level.
                saves: level as isize,
                note:
                    "`;` separates statements without the newline and indentation a new line needs"
                        .to_string(),
            });
        }
        if t.depth == 0
            && t.is(":")
            && tokens
                .get(k + 1)
                .is_some_and(|n| n.line == t.line && !n.is("\n"))
            && tokens[..k]
                .iter()
                .rev()
                .take_while(|p| !p.is("\n"))
                .any(|p| p.is("def"))
        {
            tricks.push(Trick {
                line: t.line,
                col: t.col,
                name: "one-line-body",
                golfed: ":".to_string(),
                readable: ":, a new line, one indentation".to_string(),
                saves: 2,
                note: "the body starts on the `def` line: no newline, no indentation".to_string(),
            });
        }
        if k > 0 && t.line > tokens[k - 1].line && t.depth > 0 {
            let need = tokens[k - 1].text.ends_with(word_char) && t.text.starts_with(word_char);
            tricks.push(Trick {
                line: tokens[k - 1].line,
                col: tokens[k - 1].col + tokens[k - 1].text.chars().count(),
                name: "bracket-line-break",
                golfed: "a line break inside brackets".to_string(),
                readable: if need { "a space" } else { "nothing" }.to_string(),
                saves: if need { 0 } else { -1 },
                note: "inside brackets a line break is whitespace: the golfer wraps the line where a space was needed anyway".to_string(),
            });
        }
        // Spaces left out around keywords, where a reader writes them.
        if t.is_keyword() && !t.is("print") {
            let prev = k.checked_sub(1).map(|p| &tokens[p]);
            if let Some(p) = prev
                && p.line == t.line
                && !t.spaced
                && !["(", "[", "{", "\n"].contains(&p.text.as_str())
            {
                tricks.push(Trick {
                    line: t.line,
                    col: t.col,
                    name: "no-space",
                    golfed: format!("{}{}", p.text, t.text),
                    readable: format!("{} {}", p.text, t.text),
                    saves: 1,
                    note: "no space is needed between a bracket, quote or digit and a keyword"
                        .to_string(),
                });
            }
            if let Some(n) = tokens.get(k + 1)
                && n.line == t.line
                && !n.spaced
                && !["(", ")", "]", "}", ":", ",", "\n"].contains(&n.text.as_str())
            {
                tricks.push(Trick {
                    line: n.line,
                    col: n.col,
                    name: "no-space",
                    golfed: format!("{}{}", t.text, n.text),
                    readable: format!("{} {}", t.text, n.text),
                    saves: 1,
                    note: "no space is needed between a keyword and a bracket, quote or `*`"
                        .to_string(),
                });
            }
        }
        if t.kind == Kind::Name
            && ["lambda", "exec", "eval", "while", "global", "yield"].contains(&t.text.as_str())
        {
            unknown.push(Unknown {
                line: t.line,
                col: t.col,
                text: t.text.clone(),
                why: format!(
                    "`{}` is not a construct of this family the analyzer knows",
                    t.text
                ),
            });
        }
    }

    for s in &statements {
        statement_tricks(s, &statements, &mut tricks, &mut unknown);
        expression_tricks(&s.tokens, &mut tricks, &mut unknown);
    }
    tricks.sort_by_key(|t| (t.line, t.col));
    unknown.sort_by_key(|u| (u.line, u.col));
    unknown.dedup();
    Ok(Report {
        bytes: source.len(),
        statements: statements.len(),
        saved: tricks.iter().map(|t| t.saves).sum(),
        tricks,
        unknown,
    })
}

fn statement_tricks(
    s: &Statement,
    all: &[Statement],
    tricks: &mut Vec<Trick>,
    unknown: &mut Vec<Unknown>,
) {
    let t = &s.tokens;
    let first = &t[0];
    let at0 = |w: &str| t.iter().position(|x| x.depth == 0 && x.is(w));
    let last = &t[t.len() - 1];
    if t.len() > 3 && first.is("~") && t[1].kind == Kind::Name && t[2].is("or") {
        let rest = tight(&t[3..]);
        tricks.push(trick(
            first,
            "tilde-exit",
            tight(t),
            &format!("if {}==-1:{rest}", t[1].text),
            "`~i` is zero only for i == -1, what find() returns when nothing is found; `or` runs the right side only then. An expression statement may follow `;`, an `if` may not.",
        ));
    } else if first.is("[") && last.is("]") && t[1..t.len() - 1].iter().all(|x| x.depth > 0) {
        if let Some(f) = t.iter().rposition(|x| x.depth == 1 && x.is("for"))
            && let Some(n) = (f..t.len()).find(|&n| t[n].depth == 1 && t[n].is("in"))
        {
            let body = &t[1..f];
            tricks.push(trick(
                first,
                "comprehension-loop",
                tight(t),
                &format!(
                    "for {} in {}:{}",
                    tight(&t[f + 1..n]),
                    tight(&t[n + 1..t.len() - 1]),
                    tight(body)
                ),
                "a list comprehension run for its side effects, its list thrown away, is a loop that fits after `;`",
            ));
            // Its element, `x or y`, is a statement-level `or` too.
            if let Some(o) = body.iter().position(|x| x.depth == 1 && x.is("or")) {
                tricks.push(trick(
                    &body[o],
                    "or-as-if",
                    tight(body),
                    &format!("if not({}):{}", tight(&body[..o]), tight(&body[o + 1..])),
                    "`x or y` evaluates y only when x is false: `if not x: y` inside an expression",
                ));
            }
        }
    } else if first.is("from") && t.len() == 4 && t[2].is("import") && t[3].is("*") {
        tricks.push(trick(
            first,
            "star-import",
            tight(t),
            &format!(
                "from {} import {}",
                t[1].text,
                super::ungolf::sys_names_used(all).join(",")
            ),
            "a star import brings every name at once; the readable form names the ones the program uses",
        ));
    } else if let Some(o) = at0("or")
        && !first.is_keyword()
    {
        tricks.push(trick(
            &t[o],
            "or-as-if",
            tight(t),
            &format!("if not({}):{}", tight(&t[..o]), tight(&t[o + 1..])),
            "`x or y` as a statement runs y only when x is false",
        ));
    } else if known_statement(t) {
        // Plain code: nothing golfed at the statement level.
    } else {
        unknown.push(Unknown {
            line: first.line,
            col: first.col,
            text: tight(t),
            why: "a statement of a form the analyzer does not know".to_string(),
        });
    }
}

/// The statement forms of the family that are plain code.
fn known_statement(t: &[Token]) -> bool {
    let first = &t[0];
    let last = &t[t.len() - 1];
    let header = ["def", "if", "for", "else", "elif"]
        .iter()
        .any(|w| first.is(w))
        && last.is(":");
    let one_line_if = first.is("if") && t.iter().any(|x| x.depth == 0 && x.is(":"));
    let assign = t.len() > 2 && first.kind == Kind::Name && t[1].is("=");
    let call = first.kind == Kind::Name
        && !first.is_keyword()
        && t.get(1).is_some_and(|x| x.is("(") || x.is("."))
        && last.is(")");
    let simple = ["print", "return", "import", "from", "pass"]
        .iter()
        .any(|w| first.is(w));
    header || one_line_if || assign || call || simple
}

fn expression_tricks(t: &[Token], tricks: &mut Vec<Trick>, unknown: &mut Vec<Unknown>) {
    let mut k = 0;
    while k < t.len() {
        let tok = &t[k];
        // `'%d'%N**M`: a number whose decimal form holds every digit.
        if tok.kind == Kind::Str && tok.text == "'%d'" && t.get(k + 1).is_some_and(|x| x.is("%")) {
            let mut end = k + 2;
            let atom = |n: usize| -> Option<usize> {
                let x = t.get(n)?;
                if x.kind == Kind::Number {
                    Some(n + 1)
                } else if x.is("(") {
                    (n + 1..t.len())
                        .find(|&m| t[m].depth == x.depth && t[m].is(")"))
                        .map(|m| m + 1)
                } else {
                    None
                }
            };
            if let Some(e) = atom(end) {
                end = e;
                while t.get(end).is_some_and(|x| x.is("**")) {
                    match atom(end + 1) {
                        Some(e) => end = e,
                        None => break,
                    }
                }
                if let Some(v) = constant(&t[k + 2..end]) {
                    tricks.push(trick(
                        tok,
                        "digit-string",
                        tight(&t[k..end]),
                        &format!("'{v}'"),
                        &digit_note(v),
                    ));
                }
                k = end;
                continue;
            }
        }
        // `` `E` ``: Python 2's repr, here of a number.
        if tok.kind == Kind::Backquote
            && let Some(close) = (k + 1..t.len()).find(|&n| t[n].kind == Kind::Backquote)
        {
            match constant(&t[k + 1..close]) {
                Some(v) => tricks.push(trick(
                    tok,
                    "backquote-digits",
                    tight(&t[k..=close]),
                    &format!("'{v}'"),
                    &format!(
                        "backquotes are Python 2's repr(); {} {}",
                        digit_note(v),
                        if v <= i32::MAX as i128 {
                            "It fits a 32-bit int, so repr has no `L`."
                        } else {
                            "Beyond 2**31-1 it is a long on a 32-bit Python 2, whose repr ends in `L`."
                        }
                    ),
                )),
                None => unknown.push(Unknown {
                    line: tok.line,
                    col: tok.col,
                    text: tight(&t[k..=close]),
                    why: "backquotes around something other than a constant".to_string(),
                }),
            }
            k = close + 1;
            continue;
        }
        // An arithmetic run in i and j: the peer test, or an unknown one.
        if is_arith(tok) && (tok.is("(") || tok.text == "i" || tok.text == "j") {
            let end = (k..t.len()).find(|&n| !is_arith(&t[n])).unwrap_or(t.len());
            let run = &t[k..end];
            let uses_ij = run.iter().any(|x| x.text == "i") && run.iter().any(|x| x.text == "j");
            if uses_ij && run.len() > 5 {
                let text = tight(run);
                match pyexpr::parse(&text) {
                    Ok(e) if e == golf_expr() => {
                        let readable = e.zero_test().to_string();
                        tricks.push(Trick {
                            line: tok.line,
                            col: tok.col,
                            name: "peer-product",
                            saves: tight_text(&readable).len() as isize - text.len() as isize,
                            golfed: text,
                            readable: tight_text(&readable),
                            note: "zero exactly when i and j share a column, a row or a box (`golf peers` proves it on all 6,561 pairs): a product is zero when a factor is, `x^y` is zero when x == y, `x|y` when both are. Read as a test for zero.".to_string(),
                        });
                        // `E or a[j]`: the int-or-digit list.
                        if t.get(end).is_some_and(|x| x.is("or")) {
                            let item_end = (end + 1..t.len())
                                .find(|&n| t[n].depth == tok.depth && t[n].is("for"))
                                .unwrap_or(end + 1);
                            let item = tight(&t[end + 1..item_end]);
                            tricks.push(trick(
                                &t[end],
                                "int-or-digit",
                                format!("{}or {item}", tight(run)),
                                &format!("{item} if {}==0", tight(run)),
                                "a non-zero int in the list can never equal the one-character string m, so the list excludes exactly the peers' digits; the readable form keeps only the peers (`[a[j]for j in range(81)if E==0]`)",
                            ));
                        }
                    }
                    Ok(_) => unknown.push(Unknown {
                        line: tok.line,
                        col: tok.col,
                        text,
                        why: "an expression in i and j other than the seed's peer test: check it with `golf peers --expr`".to_string(),
                    }),
                    Err(_) => {}
                }
            }
            k = end.max(k + 1);
            continue;
        }
        if tok.is("exit")
            && t.get(k + 1).is_some_and(|x| x.is("("))
            && let Some(close) = (k + 2..t.len()).find(|&n| t[n].depth == tok.depth && t[n].is(")"))
            && close == k + 3
            && t[k + 2].kind == Kind::Name
        {
            tricks.push(trick(
                tok,
                "exit-prints",
                tight(&t[k..=close]),
                &format!("stderr.write({}+'\\n');exit(1)", t[k + 2].text),
                "sys.exit with a string prints it to standard error and ends with status 1: printing and stopping in one call",
            ));
        }
        k += 1;
    }
}

fn constant(t: &[Token]) -> Option<i128> {
    match pyexpr::parse(&tight(t))
        .ok()?
        .eval(&NoNames, Semantics::Py2)
    {
        Ok(v) if v.as_i64().is_some_and(|v| v > 0) => v.as_i64().map(i128::from),
        _ => None,
    }
}

fn digit_note(v: i128) -> String {
    let d = super::digits::explain(&v.to_string());
    if d.covers {
        format!(
            "{v} holds every digit 1-9{}.",
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!(
                    " ({} repeated: they are tried again for nothing)",
                    d.repeats
                        .iter()
                        .map(|(dg, n)| format!("{dg} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        )
    } else {
        format!("{v} does not hold every digit 1-9: some digits are never tried.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_specimens_tricks() {
        let r = analyze(super::super::specimen::code()).unwrap();
        let names: Vec<&str> = r.tricks.iter().map(|t| t.name).collect();
        for n in [
            "semicolon",
            "one-line-body",
            "tilde-exit",
            "comprehension-loop",
            "or-as-if",
            "peer-product",
            "int-or-digit",
            "digit-string",
            "star-import",
            "exit-prints",
            "no-space",
            "bracket-line-break",
        ] {
            assert!(names.contains(&n), "{n} missing from {names:?}");
        }
        assert!(r.unknown.is_empty(), "{:?}", r.unknown);
        let d = r.tricks.iter().find(|t| t.name == "digit-string").unwrap();
        assert_eq!((d.line, d.col, d.saves), (3, 45, 5));
        assert_eq!(d.readable, "'3814697265625'");
        let tilde = r.tricks.iter().find(|t| t.name == "tilde-exit").unwrap();
        assert_eq!((tilde.line, tilde.col), (1, 24));
    }

    #[test]
    fn unknown_constructs_are_listed_not_guessed() {
        let r = analyze("r=lambda a:a\nx=(i*j+1)%3\n").unwrap();
        assert!(
            r.unknown
                .iter()
                .any(|u| u.text == "lambda" && (u.line, u.col) == (1, 3))
        );
        assert!(
            r.unknown
                .iter()
                .any(|u| u.text == "(i*j+1)%3" && u.line == 2)
        );
    }
}
