//! The dialects a file works in, not only parses in: a file both dialects parse may still
//! fail in one of them, by a construct whose meaning (or existence) differs. Each sign is a
//! shape that fails or prints otherwise whatever the input (a name only one dialect defines,
//! a float where an index must be an int, a lazy iterator subscripted, print() of two values),
//! so a file showing one works in the other dialect only.

use crate::pyexpr::{Arg, BinOp, Expr, ExprKind, ParseError, Semantics};
use crate::pystmt::{Program, StmtKind};

/// Builtins only Python 2 has: a NameError under Python 3 unless the file binds them.
const PY2_NAMES: [&str; 11] = [
    "raw_input",
    "xrange",
    "reduce",
    "unichr",
    "unicode",
    "long",
    "basestring",
    "cmp",
    "execfile",
    "apply",
    "intern",
];

/// Methods only Python 2's dict has.
const PY2_METHODS: [&str; 4] = ["has_key", "iteritems", "iterkeys", "itervalues"];

/// Methods of a string (none an int's nor a list's): Python 2's input() evaluates the line it
/// reads, so a string method on what it returns marks a Python 3 file.
const STR_METHODS: [&str; 9] = [
    "split",
    "strip",
    "rstrip",
    "lstrip",
    "replace",
    "find",
    "splitlines",
    "isdigit",
    "startswith",
];

/// For each dialect that parses the file but in which it cannot work, the reason (the first
/// sign found, with its line).
pub(super) fn not_working(
    parsed: &[(Semantics, Result<Program, ParseError>)],
) -> Vec<(Semantics, String)> {
    let program = |s: Semantics| {
        parsed
            .iter()
            .find(|(p, _)| *p == s)
            .and_then(|(_, r)| r.as_ref().ok())
    };
    let (Some(py2), Some(py3)) = (program(Semantics::Py2), program(Semantics::Py3)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some(why) = py2_only(py2) {
        out.push((Semantics::Py3, why));
    }
    if let Some(why) = py3_only(py3) {
        out.push((Semantics::Py2, why));
    }
    // Signs both ways: the file is read as it parses, nothing ruled out.
    if out.len() == 2 {
        out.clear();
    }
    out
}

/// The names the program binds itself (assigned, defined, imported, parameters).
fn bound(program: &Program) -> Vec<String> {
    let mut out = Vec::new();
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Def { name, params } => {
                out.push(name.clone());
                out.extend(params.iter().map(|p| p.name.clone()));
            }
            StmtKind::Assign(ts, _) => {
                for t in ts {
                    t.visit(&mut |x| {
                        if let ExprKind::Name(n) = &x.kind {
                            out.push(n.clone());
                        }
                    });
                }
            }
            StmtKind::FromImport { names, .. } => out.extend(names.iter().cloned()),
            StmtKind::Import(names) => out.extend(names.iter().cloned()),
            StmtKind::For { target, .. } => target.visit(&mut |x| {
                if let ExprKind::Name(n) = &x.kind {
                    out.push(n.clone());
                }
            }),
            _ => {}
        }
    }
    out
}

/// Whether the value of `e` is computed by `/` through arithmetic alone (no call, no
/// subscript between): a float under Python 3.
fn divides(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Binary(BinOp::Div, ..) => true,
        ExprKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Mod, a, b) => {
            divides(a) || divides(b)
        }
        ExprKind::Unary(_, x) | ExprKind::Paren(x) => divides(x),
        _ => false,
    }
}

/// A call of the builtin `name` (a Name, not a method).
fn call_of<'e>(e: &'e Expr, names: &[&str]) -> Option<(&'e str, &'e [Arg])> {
    match &e.unparen().kind {
        ExprKind::Call(f, args) => match &f.kind {
            ExprKind::Name(n) if names.contains(&n.as_str()) => Some((n.as_str(), args)),
            _ => None,
        },
        _ => None,
    }
}

/// A sign that the program (read as Python 2) works only under Python 2.
fn py2_only(program: &Program) -> Option<String> {
    let bound = bound(program);
    let mut why: Option<String> = None;
    for (line, st) in program.stmts() {
        let at = line.tokens.first().map_or(0, |t| t.line);
        for e in st.kind.exprs() {
            e.visit(&mut |x| {
                if why.is_some() {
                    return;
                }
                let found = match &x.kind {
                    ExprKind::Call(f, _) => match &f.kind {
                        ExprKind::Name(n)
                            if PY2_NAMES.contains(&n.as_str()) && !bound.contains(n) =>
                        {
                            Some(format!("{n}() is Python 2's only (a NameError in Python 3)"))
                        }
                        ExprKind::Attr(_, m) if PY2_METHODS.contains(&m.as_str()) => Some(
                            format!(".{m}() is Python 2's only (an AttributeError in Python 3)"),
                        ),
                        ExprKind::Name(n)
                            if matches!(n.as_str(), "range" | "xrange" | "chr")
                                && let ExprKind::Call(_, args) = &x.kind
                                && args
                                    .iter()
                                    .any(|a| matches!(a, Arg::Pos(v) if divides(v))) =>
                        {
                            Some(format!(
                                "{n}() of a `/` quotient, a float in Python 3 (a TypeError)"
                            ))
                        }
                        ExprKind::Name(n)
                            if n == "len"
                                && let ExprKind::Call(_, args) = &x.kind
                                && let [Arg::Pos(v)] = args.as_slice()
                                && let Some((m, _)) = call_of(v, &["map", "filter", "zip"]) =>
                        {
                            Some(format!(
                                "len() of {m}(), a lazy iterator in Python 3 (a TypeError)"
                            ))
                        }
                        _ => None,
                    },
                    ExprKind::Subscript(s, index) => {
                        let parts: Vec<&Expr> = match &index.kind {
                            ExprKind::Slice(a, b, c) => {
                                [a, b, c].into_iter().flatten().map(|b| &**b).collect()
                            }
                            _ => vec![&**index],
                        };
                        if let Some((m, _)) = call_of(s, &["map", "filter", "zip"]) {
                            Some(format!(
                                "{m}() subscripted, a lazy iterator in Python 3 (a TypeError)"
                            ))
                        } else if let ExprKind::Call(f, _) = &s.unparen().kind
                            && let ExprKind::Attr(_, m) = &f.kind
                            && matches!(m.as_str(), "keys" | "values" | "items")
                        {
                            Some(format!(
                                ".{m}() subscripted, a view in Python 3 (a TypeError)"
                            ))
                        } else if parts.iter().any(|p| divides(p)) {
                            Some(
                                "an index computed with `/`, a float in Python 3 (a TypeError)"
                                    .to_string(),
                            )
                        } else {
                            None
                        }
                    }
                    ExprKind::Binary(BinOp::Add, a, b)
                        if [a, b]
                            .iter()
                            .any(|v| call_of(v, &["range", "map", "filter", "zip"]).is_some())
                            && [a, b].iter().any(|v| {
                                matches!(v.unparen().kind, ExprKind::List(_))
                                    || call_of(v, &["range", "map", "filter", "zip"]).is_some()
                            }) =>
                    {
                        Some(
                            "range(), map(), filter() or zip() joined to a list by `+`, a TypeError in Python 3"
                                .to_string(),
                        )
                    }
                    _ => None,
                };
                if let Some(f) = found {
                    why = Some(format!("line {at}: {f}"));
                }
            });
        }
    }
    why
}

/// A sign that the program (read as Python 3) works only under Python 3.
fn py3_only(program: &Program) -> Option<String> {
    let future_print = program.stmts().any(|(_, st)| {
        matches!(&st.kind, StmtKind::FromImport { module, names } if module == "__future__" && names.iter().any(|n| n == "print_function"))
    });
    // Names bound to what input() returns.
    let mut inputs: Vec<String> = Vec::new();
    for (_, st) in program.stmts() {
        if let StmtKind::Assign(ts, v) = &st.kind
            && call_of(v, &["input"]).is_some_and(|(_, a)| a.len() <= 1)
        {
            for t in ts {
                if let ExprKind::Name(n) = &t.kind {
                    inputs.push(n.clone());
                }
            }
        }
    }
    inputs.extend(input_parameters(program, &inputs));
    let is_input = |v: &Expr| {
        call_of(v, &["input"]).is_some_and(|(_, a)| a.len() <= 1)
            || matches!(&v.unparen().kind, ExprKind::Name(n) if inputs.contains(n))
    };
    let mut why: Option<String> = None;
    for (line, st) in program.stmts() {
        let at = line.tokens.first().map_or(0, |t| t.line);
        if let StmtKind::For { iter, .. } = &st.kind
            && why.is_none()
            && is_input(iter)
        {
            why = Some(format!(
                "line {at}: a loop over what input() returns, which Python 2 evaluates as an expression"
            ));
        }
        let whole = match &st.kind {
            StmtKind::Expr(e) => Some(e),
            _ => None,
        };
        for e in st.kind.exprs() {
            e.visit(&mut |x| {
                if why.is_some() {
                    return;
                }
                let found = match &x.kind {
                    // A print() statement of several values (or none): Python 2 prints a tuple.
                    ExprKind::Call(f, args)
                        if !future_print
                            && whole.is_some_and(|w| std::ptr::eq(w, x))
                            && matches!(&f.kind, ExprKind::Name(n) if n == "print")
                            && args.iter().all(|a| matches!(a, Arg::Pos(_)))
                            && args.len() != 1 =>
                    {
                        Some(if args.is_empty() {
                            "print() prints `()` in Python 2".to_string()
                        } else {
                            "print() of several values prints a tuple in Python 2".to_string()
                        })
                    }
                    // What input() returns taken apart as a sequence: Python 2 evaluates the
                    // line, a number there.
                    ExprKind::Call(f, args)
                        if let ExprKind::Name(n) = &f.kind
                            && let Some(Arg::Pos(v)) = match n.as_str() {
                                "list" | "set" | "enumerate" | "sorted" => args.first(),
                                "map" => args.get(1),
                                _ => None,
                            }
                            && is_input(v) =>
                    {
                        Some(format!(
                            "{n}() of what input() returns, which Python 2 evaluates as an expression"
                        ))
                    }
                    ExprKind::Comp(_, _, gens) if gens.first().is_some_and(|g| is_input(&g.iter)) => {
                        Some("a comprehension over what input() returns, which Python 2 evaluates as an expression".to_string())
                    }
                    // A string method on what input() returns: Python 2 evaluates the line.
                    ExprKind::Attr(v, m)
                        if STR_METHODS.contains(&m.as_str())
                            && (call_of(v, &["input"]).is_some()
                                || matches!(&v.kind, ExprKind::Name(n) if inputs.contains(n))) =>
                    {
                        Some(format!(
                            "a string's .{m}() on what input() returns, which Python 2 evaluates as an expression"
                        ))
                    }
                    _ => None,
                };
                if let Some(f) = found {
                    why = Some(format!("line {at}: {f}"));
                }
            });
        }
    }
    why
}

/// The parameters that receive what input() returns (`def r(g):...` called as `r(input())`,
/// or a named lambda), when the file never assigns to them: a golfed solver hands the line it
/// reads straight to its recursive function. `inputs` are the names already bound to input().
fn input_parameters(program: &Program, inputs: &[String]) -> Vec<String> {
    let mut params: Vec<(String, Vec<String>)> = Vec::new();
    let mut assigned: Vec<String> = Vec::new();
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Def { name, params: ps } => {
                params.push((name.clone(), ps.iter().map(|p| p.name.clone()).collect()));
            }
            StmtKind::Assign(ts, v) => {
                if let (ExprKind::Lambda(ps, _), [t]) = (&v.kind, ts.as_slice())
                    && let ExprKind::Name(n) = &t.kind
                {
                    params.push((n.clone(), ps.iter().map(|p| p.name.clone()).collect()));
                }
                for t in ts {
                    t.visit(&mut |x| {
                        if let ExprKind::Name(n) = &x.kind {
                            assigned.push(n.clone());
                        }
                    });
                }
            }
            StmtKind::AugAssign(t, ..) | StmtKind::For { target: t, .. } => t.visit(&mut |x| {
                if let ExprKind::Name(n) = &x.kind {
                    assigned.push(n.clone());
                }
            }),
            _ => {}
        }
    }
    let is_input = |v: &Expr| {
        call_of(v, &["input"]).is_some_and(|(_, a)| a.len() <= 1)
            || matches!(&v.unparen().kind, ExprKind::Name(n) if inputs.contains(n))
    };
    let mut out = Vec::new();
    for (_, st) in program.stmts() {
        for e in st.kind.exprs() {
            e.visit(&mut |x| {
                let ExprKind::Call(f, args) = &x.kind else {
                    return;
                };
                let ExprKind::Name(fname) = &f.kind else {
                    return;
                };
                let Some((_, ps)) = params.iter().find(|(n, _)| n == fname) else {
                    return;
                };
                for (a, p) in args.iter().zip(ps) {
                    if let Arg::Pos(v) = a
                        && is_input(v)
                        && !assigned.contains(p)
                    {
                        out.push(p.clone());
                    }
                }
            });
        }
    }
    out
}
