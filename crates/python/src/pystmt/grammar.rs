//! The grammar of one logical line's statements per dialect, after CPython's `Grammar` (2.7)
//! and its PEG grammar (3.x): simple statements, assignment targets, compound headers and the
//! clauses that may follow them.
//!
//! Expressions are read by `crate::pyexpr::Parser`; this adds what only a statement has.

use super::ast::{Stmt, StmtKind};
use crate::pyexpr::{Expr, ExprKind, Param, ParseError, Parser, Semantics};
use crate::pytoken::Kind;

/// The words that open a compound statement.
const COMPOUND: [&str; 12] = [
    "if", "elif", "else", "while", "for", "def", "class", "try", "except", "finally", "with", "@",
];

/// The statements of one logical line at `level`.
pub(super) fn read_line(
    p: &mut Parser,
    level: usize,
    open: &mut Vec<Option<&'static str>>,
) -> Result<Vec<Stmt>, ParseError> {
    let mut out = Vec::new();
    let first = p.peek().expect("a line has a token");
    let async_header = p.sem() == Semantics::Py3
        && first.is("async")
        && p.peek_at(1)
            .is_some_and(|t| t.is("def") || t.is("for") || t.is("with"));
    if async_header || (first.kind != Kind::Str && COMPOUND.contains(&first.text.as_str())) {
        let start = p.pos;
        // Python 2's rules open at a header's expression: `file_input`, `stmt`,
        // `compound_stmt` and the statement's own (two fewer than a simple statement's).
        let base = p.py2_stack;
        p.py2_stack = base - 2;
        let kind = header(p);
        p.py2_stack = base;
        let kind = kind?;
        let name = continuation_name(&kind, open.get(level).copied().flatten());
        if let Some(allowed) = continuation_rule(&kind) {
            let prev = open.get(level).copied().flatten();
            if !prev.is_some_and(|x| allowed.contains(&x)) {
                return p.error_at(start, "invalid syntax");
            }
        } else if open.get(level).copied().flatten() == Some("try") {
            return p.error_at(start, "expected 'except' or 'finally' block");
        }
        if let Some(slot) = open.get_mut(level) {
            *slot = name;
        }
        out.push(Stmt {
            kind,
            start,
            end: p.pos,
            level,
        });
        if !p.at_end() {
            if matches!(out[0].kind, StmtKind::Decorator(_)) {
                return p.error("invalid syntax");
            }
            // A body on the header's line: `suite` after the header's three.
            p.py2_stack = base + 3;
            let body = simple_stmts(p, level + 1, &mut out);
            p.py2_stack = base;
            body?;
            if out[0].kind.is_header() {
                open.truncate(level + 1);
                open.push(None);
            }
        } else {
            open.truncate(level + 1);
            open.push(None);
        }
        return Ok(out);
    }
    if open.get(level).copied().flatten() == Some("try") {
        return p.error("expected 'except' or 'finally' block");
    }
    if let Some(slot) = open.get_mut(level) {
        *slot = None;
    }
    simple_stmts(p, level, &mut out)?;
    Ok(out)
}

/// What a header leaves open for the clauses that may follow it at its level.
fn continuation_name(kind: &StmtKind, prev: Option<&'static str>) -> Option<&'static str> {
    Some(match kind {
        StmtKind::If(_) => "if",
        StmtKind::Elif(_) => "if",
        StmtKind::For { .. } => "loop",
        StmtKind::While(_) => "loop",
        StmtKind::Try => "try",
        StmtKind::Except(..) => "except",
        StmtKind::Else if prev == Some("except") => "try-else",
        _ => return None,
    })
}

/// The headers a clause may follow at its level, `None` for a statement that starts anew.
fn continuation_rule(kind: &StmtKind) -> Option<&'static [&'static str]> {
    match kind {
        StmtKind::Elif(_) => Some(&["if"]),
        StmtKind::Else => Some(&["if", "loop", "except"]),
        StmtKind::Except(..) => Some(&["try", "except"]),
        StmtKind::Finally => Some(&["try", "except", "try-else"]),
        _ => None,
    }
}

/// `small_stmt (';' small_stmt)* [';']` to the end of the line.
fn simple_stmts(p: &mut Parser, level: usize, out: &mut Vec<Stmt>) -> Result<(), ParseError> {
    loop {
        let Some(t) = p.peek() else {
            return p.error("invalid syntax");
        };
        if t.kind != Kind::Str && COMPOUND.contains(&t.text.as_str())
            || (t.is("async") && p.sem() == Semantics::Py3)
        {
            return p.error(
                "invalid syntax (a compound statement cannot follow `;` or a header on its line)",
            );
        }
        let start = p.pos;
        let kind = small_stmt(p)?;
        out.push(Stmt {
            kind,
            start,
            end: p.pos,
            level,
        });
        if p.eat(";") {
            if p.at_end() {
                return Ok(());
            }
            continue;
        }
        if !p.at_end() {
            let t = p.peek().expect("a token");
            return p.error(format!("invalid syntax: unexpected `{}`", t.text));
        }
        return Ok(());
    }
}

fn at_stmt_end(p: &Parser) -> bool {
    p.at_end() || p.at(";")
}

fn name(p: &mut Parser) -> Result<String, ParseError> {
    match p.peek() {
        Some(t) if t.kind == Kind::Name && !p.is_reserved(&t.text) => {
            p.pos += 1;
            Ok(t.text.clone())
        }
        _ => p.error("invalid syntax: expected a name"),
    }
}

fn dotted(p: &mut Parser) -> Result<String, ParseError> {
    let mut s = name(p)?;
    while p.eat(".") {
        s.push('.');
        s.push_str(&name(p)?);
    }
    Ok(s)
}

/// Python 2's `print [>>dest,] values [,]`, after the `print`.
fn print_rest(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let mut dest = None;
    let mut values = Vec::new();
    let mut comma = false;
    if p.eat(">>") {
        dest = Some(p.test()?);
        if !p.eat(",") {
            return Ok(StmtKind::Print {
                dest,
                values,
                comma,
            });
        }
    }
    while !at_stmt_end(p) {
        values.push(p.test()?);
        comma = p.eat(",");
        if !comma {
            break;
        }
    }
    Ok(StmtKind::Print {
        dest,
        values,
        comma,
    })
}

fn small_stmt(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let t = p.peek().expect("a token");
    let word = if t.kind == Kind::Name && p.is_reserved(&t.text) {
        t.text.as_str()
    } else {
        ""
    };
    let py2 = p.sem() == Semantics::Py2;
    match word {
        "print" if py2 => {
            p.pos += 1;
            // `print_stmt` holds its expressions directly: one rule fewer than `expr_stmt`.
            p.py2_stack -= 1;
            let r = print_rest(p);
            p.py2_stack += 1;
            r
        }
        "exec" if py2 => {
            p.pos += 1;
            let code = p.or_expr()?;
            let mut scopes = Vec::new();
            if p.eat("in") {
                scopes.push(p.test()?);
                if p.eat(",") {
                    scopes.push(p.test()?);
                }
            }
            Ok(StmtKind::Exec { code, scopes })
        }
        "del" => {
            p.pos += 1;
            let e = p.testlist()?;
            target(p, &e, "delete")?;
            Ok(StmtKind::Del(e))
        }
        "pass" => {
            p.pos += 1;
            Ok(StmtKind::Pass)
        }
        "break" => {
            p.pos += 1;
            Ok(StmtKind::Break)
        }
        "continue" => {
            p.pos += 1;
            Ok(StmtKind::Continue)
        }
        "return" => {
            p.pos += 1;
            if at_stmt_end(p) {
                Ok(StmtKind::Return(None))
            } else {
                Ok(StmtKind::Return(Some(p.testlist()?)))
            }
        }
        "raise" => {
            p.pos += 1;
            let mut parts = Vec::new();
            if !at_stmt_end(p) {
                parts.push(p.test()?);
                if py2 {
                    while p.eat(",") && parts.len() < 3 {
                        parts.push(p.test()?);
                    }
                } else if p.eat("from") {
                    parts.push(p.test()?);
                }
            }
            Ok(StmtKind::Raise(parts))
        }
        "global" | "nonlocal" => {
            p.pos += 1;
            let mut names = vec![name(p)?];
            while p.eat(",") {
                names.push(name(p)?);
            }
            Ok(if word == "global" {
                StmtKind::Global(names)
            } else {
                StmtKind::Nonlocal(names)
            })
        }
        "assert" => {
            p.pos += 1;
            let test = p.test()?;
            let msg = if p.eat(",") { Some(p.test()?) } else { None };
            Ok(StmtKind::Assert(test, msg))
        }
        "import" => {
            p.pos += 1;
            let mut names = Vec::new();
            loop {
                let mut m = dotted(p)?;
                if p.eat("as") {
                    m = format!("{m} as {}", name(p)?);
                }
                names.push(m);
                if !p.eat(",") {
                    break;
                }
            }
            Ok(StmtKind::Import(names))
        }
        "from" => {
            p.pos += 1;
            let mut module = String::new();
            while p.at(".") || p.at("...") {
                module.push_str(&p.peek().expect("a dot").text);
                p.pos += 1;
            }
            if !p.at("import") {
                module.push_str(&dotted(p)?);
            }
            p.expect("import")?;
            if p.eat("*") {
                return Ok(StmtKind::FromImport {
                    module,
                    names: vec!["*".to_string()],
                });
            }
            let paren = p.eat("(");
            let mut names = Vec::new();
            loop {
                let mut n = name(p)?;
                if p.eat("as") {
                    n = format!("{n} as {}", name(p)?);
                }
                names.push(n);
                if !p.eat(",") || (paren && p.at(")")) {
                    break;
                }
            }
            if paren {
                p.expect(")")?;
            }
            if py2 && module == "__future__" && names.iter().any(|n| n == "print_function") {
                p.print_function = true;
            }
            Ok(StmtKind::FromImport { module, names })
        }
        _ => expr_stmt(p),
    }
}

const AUGMENTED: [&str; 13] = [
    "+=", "-=", "*=", "/=", "//=", "%=", "**=", ">>=", "<<=", "&=", "|=", "^=", "@=",
];

fn value(p: &mut Parser) -> Result<Expr, ParseError> {
    if p.at("yield") {
        p.yield_expr()
    } else {
        p.testlist()
    }
}

fn expr_stmt(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let first = value(p)?;
    if p.sem() == Semantics::Py3 && p.at(":") {
        if !matches!(
            first.kind,
            ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) | ExprKind::Paren(_)
        ) {
            return p.error_at(first.start, "only single target can be annotated");
        }
        p.pos += 1;
        let ann = p.test()?;
        let v = if p.eat("=") { Some(value(p)?) } else { None };
        return Ok(StmtKind::AnnAssign(first, ann, v));
    }
    if let Some(op) = p
        .peek()
        .filter(|t| t.kind == Kind::Op && AUGMENTED.contains(&t.text.as_str()))
    {
        if op.text == "@=" && p.sem() == Semantics::Py2 {
            return p.error("invalid syntax");
        }
        let inner = first.unparen();
        if !matches!(
            inner.kind,
            ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..)
        ) {
            p.late_error(first.start, "illegal expression for augmented assignment")?;
        }
        target(p, &first, "augmented")?;
        p.pos += 1;
        let v = value(p)?;
        return Ok(StmtKind::AugAssign(first, op.text.clone(), v));
    }
    if !p.at("=") {
        return Ok(StmtKind::Expr(first));
    }
    let mut targets = vec![first];
    while p.eat("=") {
        targets.push(value(p)?);
    }
    let v = targets.pop().expect("a value");
    for t in &targets {
        target(p, t, "assign")?;
    }
    Ok(StmtKind::Assign(targets, v))
}

/// What CPython calls an expression that cannot be assigned to.
fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Num(_) | ExprKind::Str { .. } | ExprKind::Ellipsis => "literal",
        ExprKind::Call(..) => "function call",
        ExprKind::Lambda(..) => "lambda",
        ExprKind::Compare(..) => "comparison",
        ExprKind::IfElse(..) => "conditional expression",
        ExprKind::Comp(..) => "comprehension",
        ExprKind::Dict(_) | ExprKind::Set(_) => "literal",
        ExprKind::Yield(..) => "yield expression",
        ExprKind::Walrus(..) => "named expression",
        ExprKind::Repr(_) => "repr",
        _ => "operator",
    }
}

/// Checks that `e` may be assigned (or deleted) in the parser's dialect.
fn target(p: &mut Parser, e: &Expr, what: &str) -> Result<(), ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    let verb = if py3 { "cannot" } else { "can't" };
    let act = if what == "delete" {
        "delete"
    } else {
        "assign to"
    };
    match &e.kind {
        ExprKind::Name(n) => {
            let fixed = if py3 {
                matches!(n.as_str(), "True" | "False" | "None" | "__debug__")
            } else {
                matches!(n.as_str(), "None" | "__debug__")
            };
            if fixed {
                return p.late_error(e.start, format!("{verb} {act} {n}"));
            }
            Ok(())
        }
        ExprKind::Attr(..) | ExprKind::Subscript(..) => Ok(()),
        ExprKind::Paren(inner) => target(p, inner, what),
        ExprKind::Tuple(items) | ExprKind::List(items) if what != "augmented" => {
            if items.is_empty() && !py3 {
                return p.late_error(e.start, format!("{verb} {act} ()"));
            }
            let stars = items
                .iter()
                .filter(|x| matches!(x.kind, ExprKind::Starred(_)))
                .count();
            if stars > 1 {
                return p.late_error(e.start, "multiple starred expressions in assignment");
            }
            for x in items {
                target(p, x, what)?;
            }
            Ok(())
        }
        ExprKind::Starred(inner) if py3 && what == "assign" => target(p, inner, what),
        _ => p.late_error(e.start, format!("{verb} {act} {}", describe(e))),
    }
}

/// A compound statement's header, through its `:`.
fn header(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    if py3 && p.at("async") {
        p.pos += 1;
    }
    let word = p.peek().expect("a token").text.clone();
    p.pos += 1;
    let kind = match word.as_str() {
        "@" => {
            let start = p.pos;
            let e = p.named_test()?;
            // Python 2 takes a dotted name, called or not.
            let mut d = &e;
            if let ExprKind::Call(f, _) = &d.kind {
                d = f;
            }
            while let ExprKind::Attr(x, _) = &d.kind {
                d = x;
            }
            if !py3 && !matches!(d.kind, ExprKind::Name(_)) {
                return p.error_at(
                    start,
                    "invalid syntax (a Python 2 decorator is a dotted name)",
                );
            }
            return Ok(StmtKind::Decorator(e));
        }
        "if" => StmtKind::If(p.named_test()?),
        "elif" => StmtKind::Elif(p.named_test()?),
        "while" => StmtKind::While(p.named_test()?),
        "else" => StmtKind::Else,
        "try" => StmtKind::Try,
        "finally" => StmtKind::Finally,
        "for" => {
            let start = p.pos;
            let mut items = vec![p.target()?];
            let mut comma = false;
            while p.eat(",") {
                comma = true;
                if p.at("in") {
                    break;
                }
                items.push(p.target()?);
            }
            let target_expr = if comma {
                Expr {
                    kind: ExprKind::Tuple(items),
                    start,
                    end: p.pos,
                }
            } else {
                items.pop().expect("a target")
            };
            target(p, &target_expr, "assign")?;
            p.expect("in")?;
            let iter = p.testlist()?;
            StmtKind::For {
                target: target_expr,
                iter,
            }
        }
        "def" => {
            let name = name(p)?;
            p.expect("(")?;
            let params = def_params(p)?;
            p.expect(")")?;
            if py3 && p.eat("->") {
                p.test()?;
            }
            StmtKind::Def { name, params }
        }
        "class" => {
            let name = name(p)?;
            let bases = if p.eat("(") {
                let a = p.args()?;
                p.expect(")")?;
                a
            } else {
                Vec::new()
            };
            StmtKind::Class { name, bases }
        }
        "except" => {
            if p.at(":") {
                StmtKind::Except(None, None)
            } else {
                let ty = p.test()?;
                let bound = if p.eat("as") {
                    Some(p.test()?)
                } else if p.at(",") {
                    if py3 {
                        return p.error("multiple exception types must be parenthesized");
                    }
                    p.pos += 1;
                    Some(p.test()?)
                } else {
                    None
                };
                StmtKind::Except(Some(ty), bound)
            }
        }
        "with" => {
            let mut items = Vec::new();
            loop {
                let e = p.test()?;
                let t = if p.eat("as") {
                    let t = p.target()?;
                    target(p, &t, "assign")?;
                    Some(t)
                } else {
                    None
                };
                items.push((e, t));
                if !p.eat(",") {
                    break;
                }
            }
            StmtKind::With(items)
        }
        _ => return p.error("invalid syntax"),
    };
    p.expect(":")?;
    Ok(kind)
}

/// A `def`'s parameters: names, defaults, `*args`, `**kwargs`; Python 3's annotations, bare
/// `*` and `/`; Python 2's tuple parameters.
fn def_params(p: &mut Parser) -> Result<Vec<Param>, ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    let mut out = Vec::new();
    while !p.at(")") && !p.at_end() {
        let stars = if p.eat("**") {
            2
        } else if p.eat("*") {
            1
        } else {
            0
        };
        if py3 && stars == 1 && (p.at(",") || p.at(")")) {
            // A bare `*`: the names after it are keyword-only.
        } else if py3 && stars == 0 && p.at("/") {
            p.pos += 1;
        } else if !py3 && stars == 0 && p.at("(") {
            // Python 2's `def f((a, b)):`.
            p.pos += 1;
            let mut depth = 1;
            while depth > 0 && !p.at_end() {
                if p.at("(") {
                    depth += 1;
                } else if p.at(")") {
                    depth -= 1;
                }
                p.pos += 1;
            }
            let default = if p.eat("=") { Some(p.test()?) } else { None };
            out.push(Param {
                name: "(...)".to_string(),
                default,
                stars: 0,
            });
        } else {
            let n = name(p)?;
            if py3 && p.eat(":") {
                p.test()?;
            }
            let default = if stars == 0 && p.eat("=") {
                Some(p.test()?)
            } else {
                None
            };
            out.push(Param {
                name: n,
                default,
                stars,
            });
        }
        if !p.eat(",") {
            break;
        }
    }
    Ok(out)
}
