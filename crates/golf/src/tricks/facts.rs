//! What a program binds: the names it binds to numbers or strings, the functions it defines, the names it tests membership in.

use super::bindings::{container_names, list_names, number_list_names, range_vars};
use super::layout::golfed_layout;
use super::layout::word_char;
use crate::pyexpr::{self, Arg, BinOp, Expr, ExprKind, Param, Semantics, UnOp};
use crate::pystmt::{Program, StmtKind};
use crate::pytoken::{self, Kind, Token};

/// Whether `text` names the sys module (`sys.` not part of a longer name).
/// What a file binds and uses, computed once before its lines are read: every line's
/// [`Finder`](super::finder::Finder) consults it, and the exec strings' code too.
pub(super) struct Facts {
    /// The functions the file defines (and lambdas it names, and their parameters): calls of
    /// them are ordinary.
    pub(super) defined: Vec<String>,
    /// The functions that call themselves, for what a default argument stands for (with the
    /// calls of themselves they make).
    pub(super) recursive: Vec<(String, usize)>,
    /// `exit` is sys.exit here (`from sys import*` or `from sys import exit`).
    pub(super) sys_star: bool,
    /// The names the file uses from `sys` without its prefix.
    pub(super) sys_names: Vec<String>,
    /// The file imports sys (`import sys`, `from sys import ...`, `__import__('sys')`): a
    /// replacement naming `sys.` needs no import line of its own.
    pub(super) has_sys: bool,
    /// The file is laid out as golf (see the module's comment).
    pub(super) golfed: bool,
    /// The names the file binds to a string (see [`string_names`]).
    pub(super) strings: Vec<String>,
    /// The names the file binds only to numbers (see [`number_names`]).
    pub(super) numbers: Vec<String>,
    /// The functions the file passes as values (`map(f,s)`), never only calls.
    pub(super) passed: Vec<String>,
    /// For each name bound exactly once to an integer literal: the name, its value and where.
    pub(super) int_starts: Vec<IntStart>,
    /// The running products of a counter (see
    /// [`RunningProduct`](super::bindings::RunningProduct)): Wilson's theorem's factorials.
    pub(super) products: Vec<super::bindings::RunningProduct>,
    /// The names the file tests membership in (`c in s`, `c not in s`).
    pub(super) members: Vec<String>,
    /// The names the file binds to a list, set, dict or string display (see
    /// [`container_names`](super::bindings::container_names)).
    pub(super) containers: Vec<String>,
    /// The names the file binds only to lists (see [`list_names`](super::bindings::list_names)).
    pub(super) lists: Vec<String>,
    /// The names the file binds only to lists of numbers, never storing a string into one
    /// (see [`number_list_names`](super::bindings::number_list_names)): an item of one is a number.
    pub(super) number_lists: Vec<String>,
    /// The names bound only as the variable of a loop over `range(n)` (from 0): see
    /// [`range_vars`](super::bindings::range_vars).
    pub(super) range_vars: Vec<String>,
    /// Where the file's top-level blocks start (byte offsets, see [`block_starts`]): a
    /// rewrite inside one is parsed with that block alone, so that checking each rewrite
    /// costs the block's length, not the file's.
    pub(super) blocks: Vec<usize>,
    /// What [`peer_roles`](super::finder::Finder::peer_roles) found for each expression
    /// text: a file repeats its peer test, and each reading is checked on all 6,561 pairs.
    pub(super) peer_roles: PeerRolesMemo,
    /// Which relation of two cells each part of a peer test decides, by the part's printed
    /// form and its names' roles (see `decided_relation` in peer_tests.rs).
    pub(super) peer_parts: PeerPartsMemo,
    /// Where the file names each name (byte offsets of its tokens, an attribute after `.`
    /// left out): whether a walrus's name is read outside its statement.
    pub(super) name_offsets: std::collections::HashMap<String, Vec<usize>>,
    /// The names bound only to one bit (`m=1<<d`), each with its shift as written: a mask,
    /// standing for the set `{d}` (see [`mask_names`]).
    pub(super) masks: Vec<(String, String)>,
    /// The code strings exec runs in several places (see [`ExecCode`](super::constants::ExecCode)).
    pub(super) exec_codes: Vec<super::constants::ExecCode>,
}

/// Each peer test part's key, with the relation it decides (`None` when it does not evaluate).
pub(super) type PeerPartsMemo =
    std::cell::RefCell<std::collections::HashMap<String, Option<Option<(usize, bool)>>>>;

/// Each peer test's text, with its polarity and the roles of its names once found.
pub(super) type PeerRolesMemo =
    std::cell::RefCell<std::collections::HashMap<String, Option<(bool, Vec<(String, Role)>)>>>;

impl Facts {
    /// The facts of `source`, its `tokens` and its `program` read as `sem`.
    pub(super) fn of(source: &str, tokens: &[Token], program: &Program, sem: Semantics) -> Facts {
        let (defined, recursive) = definitions(program);
        let sys_star = program.stmts().any(|(_, s)| {
            matches!(&s.kind, StmtKind::FromImport { module, names } if module == "sys" && names.iter().any(|n| n == "*" || n == "exit"))
        });
        let sys_names = pytoken::statements(source)
            .map(|st| crate::ungolf::sys_names_used(&st))
            .unwrap_or_default();
        let has_sys = program.stmts().any(|(_, s)| match &s.kind {
            StmtKind::FromImport { module, .. } => module == "sys",
            StmtKind::Import(names) => names.iter().any(|n| n == "sys"),
            _ => false,
        }) || source.contains("__import__('sys')")
            || source.contains("__import__(\"sys\")");
        let strings = string_names(program, sem);
        let numbers = number_names(program, &strings);
        // A function named where it is not called, bound or defined: passed as a value (one
        // pass over the tokens for every name, not one per function).
        let named_as_value: std::collections::HashSet<&str> = tokens
            .windows(3)
            .filter(|w| {
                w[1].kind == Kind::Name
                    && !w[2].is("(")
                    && !w[2].is("=")
                    && !w[0].is("def")
                    && !w[0].is(".")
            })
            .map(|w| w[1].text.as_str())
            .collect();
        let passed = defined
            .iter()
            .filter(|n| named_as_value.contains(n.as_str()))
            .cloned()
            .collect();
        let mut name_offsets: std::collections::HashMap<String, Vec<usize>> = Default::default();
        for (k, t) in tokens.iter().enumerate() {
            if t.kind == Kind::Name && !(k > 0 && tokens[k - 1].is(".")) {
                name_offsets
                    .entry(t.text.clone())
                    .or_default()
                    .push(t.offset);
            }
        }
        Facts {
            masks: super::masks::mask_names(program, source),
            exec_codes: super::constants::exec_codes(program, sem),
            name_offsets,
            sys_star,
            sys_names,
            has_sys,
            golfed: golfed_layout(program, sem),
            passed,
            int_starts: int_starts(program),
            products: super::bindings::running_products(program),
            members: members(tokens, sem),
            containers: container_names(program, sem),
            lists: list_names(program, sem),
            number_lists: number_list_names(program, sem, &numbers),
            range_vars: range_vars(program),
            blocks: block_starts(program, source),
            peer_roles: Default::default(),
            peer_parts: Default::default(),
            defined,
            recursive,
            strings,
            numbers,
        }
    }
}

/// The byte offsets where the top-level blocks of `program` start: each line at level 0 but
/// one that continues a compound statement (`elif`, `else`, `except`, `finally`) or follows a
/// decorator, and the start of the file. Such a block tokenizes and parses on its own as it
/// does in the file (each starts a logical line at column 0, outside any bracket or string).
/// None where a line's parse depends on the lines before it: a `__future__` import (Python
/// 2's print function) or non-ASCII text (Python 2's coding cookie).
pub(super) fn block_starts(program: &Program, source: &str) -> Vec<usize> {
    if source.contains("__future__") || !source.is_ascii() {
        return Vec::new();
    }
    let mut starts = vec![0];
    let mut after_decorator = false;
    for l in &program.lines {
        let first = l.stmts.first().map(|s| &s.kind);
        let continues = matches!(
            first,
            Some(StmtKind::Elif(_) | StmtKind::Else | StmtKind::Except(..) | StmtKind::Finally)
        );
        if l.level == 0
            && !continues
            && !after_decorator
            && let Some(t) = l.tokens.first()
            && t.offset > 0
        {
            starts.push(t.offset);
        }
        after_decorator = matches!(first, Some(StmtKind::Decorator(_)));
    }
    starts
}

pub(super) fn names_sys(text: &str) -> bool {
    text.match_indices("sys.")
        .any(|(k, _)| !text[..k].ends_with(|c: char| word_char(c) || c == '.'))
}

/// Whether `e` calls anything.
pub(super) fn has_call(e: &Expr) -> bool {
    let mut found = false;
    e.visit(&mut |x| found |= matches!(x.kind, ExprKind::Call(..)));
    found
}

/// Whether `e` is surely a string: a literal, `%` formatting, backquotes, a call that returns
/// one, a slice or item of one, a sum or repetition with one, or a name in `strings`.
pub(super) fn is_str_expr(e: &Expr, strings: &[String], sem: Semantics) -> bool {
    let s = |x: &Expr| is_str_expr(x, strings, sem);
    match &e.kind {
        ExprKind::Str { .. } | ExprKind::Repr(_) => true,
        ExprKind::Name(n) => strings.contains(n),
        ExprKind::Paren(x) => s(x),
        ExprKind::Binary(BinOp::Mod, a, _) => s(a),
        ExprKind::Binary(BinOp::Add | BinOp::Mul, a, b) => s(a) || s(b),
        ExprKind::Subscript(x, _) => {
            s(x) || matches!(&x.kind, ExprKind::Name(n) | ExprKind::Attr(_, n) if n == "argv")
        }
        ExprKind::IfElse(a, _, b) => s(a) && s(b),
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => {
                matches!(n.as_str(), "str" | "repr" | "raw_input" | "chr")
                    || (n == "input" && sem == Semantics::Py3)
            }
            ExprKind::Attr(_, m) => matches!(
                m.as_str(),
                "join" | "replace" | "strip" | "upper" | "lower" | "read" | "readline" | "format"
            ),
            _ => false,
        },
        _ => false,
    }
}

/// The names a program binds only to numbers (an integer literal, len(), int(), a find() or
/// an index(), arithmetic on numbers; a `for` over range(); a parameter's numeric default, or
/// a parameter every call of its function passes a number, its own calls included), never to
/// anything else, a string or a container it tests membership in.
pub(super) fn number_names(program: &Program, strings: &[String]) -> Vec<String> {
    let base = number_fixpoint(program, strings, &[]);
    // The functions (and named lambdas) with their parameters, and every call of them.
    let mut funcs: Vec<(String, Vec<Param>)> = Vec::new();
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Def { name, params } => funcs.push((name.clone(), params.clone())),
            StmtKind::Assign(targets, v) => {
                if let (ExprKind::Lambda(ps, _), [t]) = (&v.kind, targets.as_slice())
                    && let ExprKind::Name(n) = &t.kind
                {
                    funcs.push((n.clone(), ps.clone()));
                }
            }
            _ => {}
        }
    }
    let mut calls: Vec<(String, Vec<Arg>)> = Vec::new();
    // Each function's name read anywhere: more reads than calls is a function passed as a
    // value (`map(f,s)`), whose callers the file does not show.
    let mut reads: Vec<String> = Vec::new();
    for (_, st) in program.stmts() {
        for x in st.kind.exprs() {
            x.visit(&mut |y| match &y.kind {
                ExprKind::Call(f, args) => {
                    if let ExprKind::Name(n) = &f.kind
                        && funcs.iter().any(|(g, _)| g == n)
                    {
                        calls.push((n.clone(), args.clone()));
                    }
                }
                ExprKind::Name(n) if funcs.iter().any(|(g, _)| g == n) => reads.push(n.clone()),
                _ => {}
            });
        }
    }
    funcs.retain(|(f, _)| {
        reads.iter().filter(|n| *n == f).count() == calls.iter().filter(|(n, _)| n == f).count()
    });
    // Optimistically every parameter without a non-numeric default, less those some call
    // passes something else (or passes by keyword or star), to a fixed point.
    let mut params: Vec<String> = funcs
        .iter()
        .filter(|(_, ps)| ps.iter().all(|p| p.stars == 0))
        .flat_map(|(_, ps)| ps.iter())
        .filter(|p| p.default.as_ref().is_none_or(|d| number(d, &base)))
        .map(|p| p.name.clone())
        .collect();
    loop {
        let assumed: Vec<String> = base.iter().chain(&params).cloned().collect();
        let before = params.len();
        for (f, ps) in &funcs {
            let mine: Vec<&(String, Vec<Arg>)> = calls.iter().filter(|(g, _)| g == f).collect();
            for (k, p) in ps.iter().enumerate() {
                let passed_ok = mine.iter().all(|(_, args)| {
                    args.iter().all(|a| matches!(a, Arg::Pos(_)))
                        && args
                            .get(k)
                            .is_none_or(|a| matches!(a, Arg::Pos(x) if number(x, &assumed)))
                });
                // A number reaches it from elsewhere: its default, or a call passing a number
                // that does not hold only by assuming this parameter one (`r(g)` in r's own
                // body passes nothing new).
                let others: Vec<String> =
                    assumed.iter().filter(|n| **n != p.name).cloned().collect();
                let reached = p.default.is_some()
                    || mine.iter().any(
                        |(_, args)| matches!(args.get(k), Some(Arg::Pos(x)) if number(x, &others)),
                    );
                if !(passed_ok && reached) {
                    params.retain(|q| q != &p.name);
                }
            }
        }
        if params.len() == before {
            break;
        }
    }
    number_fixpoint(program, strings, &params)
}

/// Whether `e` is surely a number, with `known` the names known to hold numbers.
fn number(e: &Expr, known: &[String]) -> bool {
    let num = |x: &Expr| number(x, known);
    match &e.kind {
        ExprKind::Num(_) => true,
        ExprKind::Name(n) => known.contains(n),
        ExprKind::Paren(x) | ExprKind::Unary(UnOp::Neg | UnOp::Invert, x) => num(x),
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => matches!(n.as_str(), "len" | "int" | "ord" | "abs"),
            ExprKind::Attr(_, m) => matches!(m.as_str(), "find" | "index" | "count" | "rfind"),
            _ => false,
        },
        ExprKind::Binary(BinOp::Add | BinOp::Mul | BinOp::Mod, a, b) => num(a) && num(b),
        ExprKind::Binary(_, a, b) => num(a) && num(b),
        _ => false,
    }
}

/// The names every binding of which is a number, to a fixed point; the parameters `params`
/// count as bound to numbers.
fn number_fixpoint(program: &Program, strings: &[String], params: &[String]) -> Vec<String> {
    // Each name with whether every binding seen is a number, to a fixed point.
    let mut known: Vec<String> = Vec::new();
    loop {
        let mut bound: Vec<(String, bool)> = Vec::new();
        let mut bind = |n: &str, is_num: bool| match bound.iter_mut().find(|(m, _)| m == n) {
            Some(entry) => entry.1 &= is_num,
            None => bound.push((n.to_string(), is_num)),
        };
        for (_, st) in program.stmts() {
            match &st.kind {
                StmtKind::Assign(targets, v) => {
                    for t in targets {
                        match (&t.kind, &v.kind) {
                            (ExprKind::Name(n), _) => bind(n, number(v, &known)),
                            (ExprKind::Tuple(ts), ExprKind::Tuple(vs)) if ts.len() == vs.len() => {
                                for (t, v) in ts.iter().zip(vs) {
                                    if let ExprKind::Name(n) = &t.kind {
                                        bind(n, number(v, &known));
                                    }
                                }
                            }
                            _ => t.visit(&mut |x| {
                                if let ExprKind::Name(n) = &x.kind {
                                    bind(n, false);
                                }
                            }),
                        }
                    }
                }
                StmtKind::AugAssign(t, _, v) => {
                    if let ExprKind::Name(n) = &t.kind {
                        bind(n, number(v, &known));
                    }
                }
                StmtKind::For { target, iter } => {
                    let range = matches!(&iter.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "range" || n == "xrange"));
                    target.visit(&mut |x| {
                        if let ExprKind::Name(n) = &x.kind {
                            bind(n, range && matches!(target.kind, ExprKind::Name(_)));
                        }
                    });
                }
                StmtKind::Def { params: ps, .. } => {
                    for p in ps {
                        bind(
                            &p.name,
                            params.contains(&p.name)
                                || p.default.as_ref().is_some_and(|d| number(d, &known)),
                        );
                    }
                }
                _ => {}
            }
            // A named lambda's parameters.
            if let StmtKind::Assign(_, v) = &st.kind
                && let ExprKind::Lambda(ps, _) = &v.kind
            {
                for p in ps {
                    bind(
                        &p.name,
                        params.contains(&p.name)
                            || p.default.as_ref().is_some_and(|d| number(d, &known)),
                    );
                }
            }
        }
        let next: Vec<String> = bound
            .into_iter()
            .filter(|(n, is_num)| *is_num && !strings.contains(n))
            .map(|(n, _)| n)
            .collect();
        if next == known {
            return known;
        }
        known = next;
    }
}

/// The names a program binds to a string: by assignment, or as a parameter some call passes a
/// string to (`r(argv[1])` makes `r`'s first parameter one), to a fixed point.
pub(super) fn string_names(program: &Program, sem: Semantics) -> Vec<String> {
    let mut params: Vec<(String, Vec<String>)> = Vec::new();
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Def { name, params: ps } => {
                params.push((name.clone(), ps.iter().map(|p| p.name.clone()).collect()))
            }
            StmtKind::Assign(targets, v) => {
                if let ExprKind::Lambda(ps, _) = &v.kind {
                    for t in targets {
                        if let ExprKind::Name(n) = &t.kind {
                            params.push((n.clone(), ps.iter().map(|p| p.name.clone()).collect()));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut strings: Vec<String> = Vec::new();
    loop {
        let before = strings.len();
        for (_, st) in program.stmts() {
            let mut exprs: Vec<&Expr> = Vec::new();
            match &st.kind {
                StmtKind::Assign(targets, v) => {
                    if is_str_expr(v, &strings, sem) {
                        for t in targets {
                            if let ExprKind::Name(n) = &t.kind
                                && !strings.contains(n)
                            {
                                strings.push(n.clone());
                            }
                        }
                    }
                    exprs.push(v);
                }
                StmtKind::Expr(e) | StmtKind::Return(Some(e)) => exprs.push(e),
                _ => {}
            }
            for e in exprs {
                e.visit(&mut |x| {
                    if let ExprKind::Call(f, args) = &x.kind
                        && let ExprKind::Name(fname) = &f.kind
                        && let Some((_, ps)) = params.iter().find(|(n, _)| n == fname)
                    {
                        for (a, p) in args.iter().zip(ps) {
                            if let Arg::Pos(v) = a
                                && is_str_expr(v, &strings, sem)
                                && !strings.contains(p)
                            {
                                strings.push(p.clone());
                            }
                        }
                    }
                });
            }
        }
        if strings.len() == before {
            return strings;
        }
    }
}

/// A name bound once to an integer literal: the name, the value, the binding's (line, column).
pub(super) type IntStart = (String, i64, Place);

/// A (line, column) in the file.
pub(super) type Place = (usize, usize);

/// The names bound exactly once in the program, and that once to an integer literal: the
/// name, its value and the place of the binding.
pub(super) fn int_starts(program: &Program) -> Vec<IntStart> {
    // Each name bound so far, with its binding while it is the only one (None once rebound).
    let mut seen: Vec<(String, Option<(i64, Place)>)> = Vec::new();
    for (l, st) in program.stmts() {
        let (targets, value): (Vec<&Expr>, Option<&Expr>) = match &st.kind {
            StmtKind::Assign(targets, v) => (targets.iter().collect(), Some(v)),
            StmtKind::AugAssign(t, ..) => (vec![t], None),
            StmtKind::For { target, .. } => (vec![target], None),
            _ => continue,
        };
        for t in targets {
            let mut names = Vec::new();
            t.visit(&mut |x| {
                if let ExprKind::Name(n) = &x.kind {
                    names.push(n.clone());
                }
            });
            let single = matches!(t.kind, ExprKind::Name(_));
            for n in names {
                let v = value
                    .filter(|_| single)
                    .and_then(|v| match &v.kind {
                        ExprKind::Num(x) => x.parse::<i64>().ok(),
                        _ => None,
                    })
                    .map(|v| {
                        let tok = &l.tokens[st.start.min(l.tokens.len() - 1)];
                        (v, (tok.line, tok.col))
                    });
                match seen.iter_mut().find(|(m, _)| *m == n) {
                    Some(entry) => entry.1 = None,
                    None => seen.push((n, v)),
                }
            }
        }
    }
    seen.into_iter()
        .filter_map(|(n, v)| v.map(|(v, at)| (n, v, at)))
        .collect()
}

/// The functions a program defines, and those that call themselves (with how many calls of
/// themselves their bodies make).
pub(super) fn definitions(program: &Program) -> (Vec<String>, Vec<(String, usize)>) {
    let mut defined = Vec::new();
    let mut recursive = Vec::new();
    for (k, l) in program.lines.iter().enumerate() {
        for s in &l.stmts {
            let name = match &s.kind {
                StmtKind::Def { name, params } => {
                    defined.extend(params.iter().map(|p| p.name.clone()));
                    Some((name.clone(), true))
                }
                StmtKind::Assign(targets, v) if matches!(v.kind, ExprKind::Lambda(..)) => {
                    if let ExprKind::Lambda(params, _) = &v.kind {
                        defined.extend(params.iter().map(|p| p.name.clone()));
                    }
                    targets.iter().find_map(|t| match &t.kind {
                        ExprKind::Name(n) => Some((n.clone(), false)),
                        _ => None,
                    })
                }
                _ => None,
            };
            let Some((name, block)) = name else {
                continue;
            };
            // Each call of itself, and whether `return` passes its result up already (a call
            // that needs no flag tested after it to stop the search).
            let calls = |toks: &[Token], from: usize| -> (usize, usize) {
                let from = from.min(toks.len());
                let found: Vec<bool> = (from..toks.len().saturating_sub(1))
                    .filter(|&k| {
                        toks[k].text == name && toks[k].kind == Kind::Name && toks[k + 1].is("(")
                    })
                    .map(|k| k > 0 && toks[k - 1].is("return"))
                    .collect();
                // Calls in the code of a string the line execs (`exec"...r(a)..."*9`).
                let in_exec: usize = if toks.iter().any(|t| t.is("exec")) {
                    toks[from..]
                        .iter()
                        .filter(|t| t.kind == Kind::Str)
                        .map(|t| {
                            t.text
                                .match_indices(&format!("{name}("))
                                .filter(|&(at, _)| {
                                    !t.text[..at].ends_with(|c: char| word_char(c) || c == '.')
                                })
                                .count()
                        })
                        .sum()
                } else {
                    0
                };
                (
                    found.len() + in_exec,
                    found.iter().filter(|&&r| !r).count() + in_exec,
                )
            };
            // After the def's own name (or the lambda's `=`): the header is not a call.
            let from = s.start + if block { 2 } else { 1 };
            let (mut calls_itself, mut flagged) = calls(&l.tokens, from);
            if block {
                for m in program.lines[k + 1..]
                    .iter()
                    .take_while(|m| m.level > l.level)
                {
                    let (c, f) = calls(&m.tokens, 0);
                    calls_itself += c;
                    flagged += f;
                }
            }
            if calls_itself > 0 {
                recursive.push((name.clone(), flagged));
            }
            defined.push(name);
        }
    }
    (defined, recursive)
}

/// True when some call of `f` in `body` may pass `p`: by keyword, by position, or through `*`
/// or `**`.
pub(super) fn recursion_passes(body: &Expr, f: &str, params: &[Param], p: &Param) -> bool {
    let index = params.iter().position(|q| q.name == p.name).unwrap_or(0);
    let mut passes = false;
    body.visit(&mut |x| {
        if let ExprKind::Call(callee, args) = &x.kind
            && matches!(&callee.kind, ExprKind::Name(n) if n == f)
        {
            let positional = args.iter().filter(|a| matches!(a, Arg::Pos(_))).count();
            passes |= positional > index
                || args.iter().any(|a| match a {
                    Arg::Keyword(k, _) => *k == p.name,
                    Arg::Star(_) | Arg::StarStar(_) => true,
                    Arg::Pos(_) => false,
                });
        }
    });
    passes
}

/// The names the file tests membership in: `c in s` and `c not in s`, never a `for`'s
/// `in` (the words before it, back to the `for`, are its target).
pub(super) fn members(tokens: &[Token], sem: Semantics) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        let Some(n) = tokens.get(k + 1) else { break };
        if !t.is("in") || n.kind != Kind::Name || pyexpr::is_keyword(&n.text, sem) {
            continue;
        }
        let before = tokens[..k].iter().rev().find(|b| {
            !(b.kind == Kind::Name && !pyexpr::is_keyword(&b.text, sem)
                || b.is(",")
                || b.is("(")
                || b.is(")")
                || b.is("[")
                || b.is("]"))
        });
        if before.is_some_and(|b| b.is("for")) {
            continue;
        }
        if !names.contains(&n.text) {
            names.push(n.text.clone());
        }
    }
    names
}

/// For each line, whether it stands in a function whose body (nested functions too) holds a
/// bare `exec` statement (`exec code` with no `in`, Python 2): there a nested scope with free
/// variables is a SyntaxError, so no readable form may bring one.
pub(super) fn bare_exec_lines(program: &Program) -> Vec<bool> {
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut holders: Vec<Vec<usize>> = Vec::new();
    let mut marked = vec![false; program.lines.len()];
    for (k, l) in program.lines.iter().enumerate() {
        while stack.last().is_some_and(|&(lv, _)| lv >= l.level) {
            stack.pop();
        }
        holders.push(stack.iter().map(|&(_, d)| d).collect());
        for s in &l.stmts {
            if matches!(&s.kind, StmtKind::Exec { scopes, .. } if scopes.is_empty()) {
                for &(_, d) in &stack {
                    marked[d] = true;
                }
            }
            if matches!(s.kind, StmtKind::Def { .. }) {
                stack.push((l.level, k));
            }
        }
    }
    holders
        .iter()
        .map(|h| h.iter().any(|&d| marked[d]))
        .collect()
}

/// For each line, whether its innermost function returns only the literals 0 and 1 (at
/// least once, every `return` in its own body one of them): a truth value spelled short.
pub(super) fn bool_function_lines(program: &Program) -> Vec<bool> {
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut innermost: Vec<Option<usize>> = Vec::new();
    // For each def line: (returns 0 or 1 seen, another return seen).
    let mut seen: std::collections::HashMap<usize, (bool, bool)> = Default::default();
    for (k, l) in program.lines.iter().enumerate() {
        while stack.last().is_some_and(|&(lv, _)| lv >= l.level) {
            stack.pop();
        }
        innermost.push(stack.last().map(|&(_, d)| d));
        for s in &l.stmts {
            if let (StmtKind::Return(v), Some(&(_, d))) = (&s.kind, stack.last()) {
                let e = seen.entry(d).or_default();
                match v {
                    Some(Expr {
                        kind: ExprKind::Num(n),
                        ..
                    }) if n == "0" || n == "1" => e.0 = true,
                    _ => e.1 = true,
                }
            }
            if matches!(s.kind, StmtKind::Def { .. }) {
                stack.push((l.level, k));
            }
        }
    }
    innermost
        .iter()
        .map(|d| d.is_some_and(|d| seen.get(&d) == Some(&(true, false))))
        .collect()
}

/// Whether `e`'s value is a truth value (a comparison, `not`, `and`/`or` of them, a bool).
pub(super) fn boolish(e: &Expr) -> bool {
    match &e.unparen().kind {
        ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _) => true,
        ExprKind::And(a, b) | ExprKind::Or(a, b) => boolish(a) || boolish(b),
        ExprKind::Name(n) => n == "True" || n == "False",
        _ => false,
    }
}

/// Whether `e` binds looser than `*` (a sum, a shift, a bitwise operator, a comparison, a
/// boolean operator, a conditional, a lambda): as an operand of `*`, `%` or `//` it needs
/// parentheses.
pub(super) fn below_mul(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Binary(
            BinOp::Add | BinOp::Sub | BinOp::Shl | BinOp::Shr | BinOp::And | BinOp::Xor | BinOp::Or,
            ..
        ) | ExprKind::Compare(..)
            | ExprKind::Unary(UnOp::Not, _)
            | ExprKind::And(..)
            | ExprKind::Or(..)
            | ExprKind::IfElse(..)
            | ExprKind::Lambda(..)
            | ExprKind::Walrus(..)
            | ExprKind::Tuple(_)
    )
}

/// Whether `e` is an atom or a primary (a name, a literal, a call, a subscript, an attribute,
/// a display, parentheses): no operator around it splits it.
pub(super) fn is_primary(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Name(_)
            | ExprKind::Num(_)
            | ExprKind::Str { .. }
            | ExprKind::Call(..)
            | ExprKind::Subscript(..)
            | ExprKind::Attr(..)
            | ExprKind::Paren(_)
            | ExprKind::List(_)
            | ExprKind::Set(_)
            | ExprKind::Dict(_)
            | ExprKind::Comp(..)
            | ExprKind::Repr(_)
    )
}

/// What a call that stops the program (`exit(x)`, `quit(x)`, `sys.exit(x)`) does with its
/// argument.
pub(super) enum Stop {
    /// No argument, a number, a truth value or None: the exit status, nothing printed.
    Status,
    /// A print() call (which returns None): the call's text.
    Print(String),
    /// Any other value: printed to standard error, status 1. Its text.
    Value(String),
}

/// What a name of a peer test stands for: cell 0's or cell 1's index, row or column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Role {
    Index(usize),
    Row(usize),
    Col(usize),
}

impl Role {
    /// The ways `n` names can stand for two cells.
    pub(super) fn readings(n: usize) -> Vec<Vec<Role>> {
        use Role::*;
        match n {
            2 => vec![vec![Index(0), Index(1)]],
            3 => (0..3)
                .flat_map(|k| {
                    [[Row(1), Col(1)], [Col(1), Row(1)]].map(|rc| {
                        let mut v = rc.to_vec();
                        v.insert(k, Index(0));
                        v
                    })
                })
                .collect(),
            4 => {
                let all = [Row(0), Col(0), Row(1), Col(1)];
                let mut out = Vec::new();
                for a in 0..4 {
                    for b in (0..4).filter(|&b| b != a) {
                        for c in (0..4).filter(|&c| c != a && c != b) {
                            let d = 6 - a - b - c;
                            out.push(vec![all[a], all[b], all[c], all[d]]);
                        }
                    }
                }
                out
            }
            _ => vec![],
        }
    }

    /// Its value for the cells `cells` (indices 0-80).
    pub(super) fn value(self, cells: [i64; 2]) -> i64 {
        match self {
            Role::Index(c) => cells[c],
            Role::Row(c) => cells[c] / 9,
            Role::Col(c) => cells[c] % 9,
        }
    }
}
