//! The walk over an expression: each node's shape tried against the tricks, its children walked.

use super::facts::{boolish, has_call, is_primary, is_str_expr, recursion_passes};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::strings::{constant_str, constant_text, digit_note, format_pieces, fstring_concat};
use crate::pyexpr::{
    Arg, BinOp, CmpOp, CompKind, Expr, ExprKind, Generator, NoNames, Semantics, UnOp, Value,
};

impl Finder<'_> {
    /// Records which operands of `e` bind tighter than `+` (see `tight_ctx`).
    pub(super) fn note_context(&mut self, e: &Expr) {
        let operands: Vec<&Expr> = match &e.kind {
            ExprKind::Binary(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => vec![a, b],
            ExprKind::Unary(_, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => vec![x],
            ExprKind::Compare(a, chain) => std::iter::once(&**a)
                .chain(chain.iter().map(|(_, b)| b))
                .collect(),
            _ => vec![],
        };
        for x in operands {
            self.operand.insert((x.start, x.end));
        }
        if let ExprKind::Binary(BinOp::Add, _, b) = &e.kind {
            self.add_right.insert((b.start, b.end));
        }
        let mut tight = |x: &Expr| {
            self.tight_ctx.insert((x.start, x.end));
        };
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, _, b) => tight(b),
            ExprKind::Binary(
                BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod | BinOp::Pow,
                a,
                b,
            ) => {
                tight(a);
                tight(b);
            }
            ExprKind::Unary(UnOp::Neg | UnOp::Plus | UnOp::Invert, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => tight(x),
            _ => {}
        }
    }

    /// Walks `e`; `cond` is true where only its truth value counts.
    pub(super) fn expr(&mut self, e: &Expr, cond: bool) {
        let scope = matches!(e.kind, ExprKind::Lambda(..) | ExprKind::Comp(..));
        self.scope_depth += u32::from(scope);
        self.expr_in_scope(e, cond);
        self.scope_depth -= u32::from(scope);
    }

    fn expr_in_scope(&mut self, e: &Expr, cond: bool) {
        self.note_context(e);
        // A call of an expression (`(lambda x:x)(1)`, `f(a)(b)`, `s[k](x)`): no name to know
        // it by, and no rule for it.
        if let ExprKind::Call(f, _) = &e.kind
            && !matches!(f.kind, ExprKind::Name(_) | ExprKind::Attr(..))
        {
            self.unknown(
                e.start,
                self.text(e),
                "a call of an expression, not of a name: not a construct the finder reads"
                    .to_string(),
            );
        }
        if let ExprKind::Comp(kind, _, gens) = &e.kind {
            self.single_for(e, *kind, gens);
        }
        if self.shape_tricks(e, cond) {
            return;
        }
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, a, b) if cond => {
                let (at, bt) = (self.text(a), self.text(b));
                self.push(e.start, Trick::DifferenceTest, self.text(e), format!("{at}!={bt}"),
                    "a difference is zero only when the two are equal: as a truth value, a-b is a!=b");
                self.expr(a, false);
                self.expr(b, false);
                return;
            }
            ExprKind::Unary(UnOp::Invert, x) if cond => {
                let x_text = self.text(x);
                self.push(e.start, Trick::TildeTest, self.text(e), format!("{x_text}!=-1"),
                    "`~x` is `-x-1`, zero only for x == -1 (what find() returns when nothing is found): as a truth value it tests x != -1");
                self.expr(x, false);
                return;
            }
            ExprKind::Unary(UnOp::Neg, x) | ExprKind::Unary(UnOp::Invert, x)
                if matches!(
                    (&e.kind, &x.kind),
                    (
                        ExprKind::Unary(UnOp::Neg, _),
                        ExprKind::Unary(UnOp::Invert, _)
                    ) | (
                        ExprKind::Unary(UnOp::Invert, _),
                        ExprKind::Unary(UnOp::Neg, _)
                    )
                ) =>
            {
                let ExprKind::Unary(_, inner) = &x.kind else {
                    unreachable!()
                };
                let t = self.text(inner);
                let name = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => Trick::NegTilde,
                    _ => Trick::TildeNeg,
                };
                // `x+1` needs parentheses only where an operator binds tighter than `+`; the
                // operand of `-~` is a primary or a power, which `+` never splits.
                let sum = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => format!("{t}+1"),
                    _ => format!("{t}-1"),
                };
                // Judged where it stands: an operator around it that binds tighter than `+`
                // (`-~i%9`: only `(i+1)%9` keeps the meaning) needs the parentheses, as the
                // text with the sum put in its place says.
                let golfed = self.text(e);
                // (`a+~-x` is `a+x-1` whatever the grouping: the right of `+` takes it bare.)
                let needs = self.tight_ctx.contains(&(e.start, e.end))
                    || (!self.add_right.contains(&(e.start, e.end))
                        && self.drop_in(e.start, &golfed, sum.clone()) != sum);
                let readable = if needs { format!("({sum})") } else { sum };
                let how = if needs {
                    " with the precedence of a unary operator, where the sum would need parentheses (an operator around it binds tighter than `+`)"
                } else {
                    "; here the sum would need no parentheses (no operator around it binds tighter than `+`), so the trick saves nothing"
                };
                let what = if name == Trick::NegTilde {
                    "`-~x` is x+1"
                } else {
                    "`~-x` is x-1"
                };
                self.push(e.start, name, golfed, readable, &format!("{what}{how}"));
                self.expr(inner, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                let (at, bt) = (self.text(a), self.text(b));
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                match (op, num(a), num(b)) {
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x > y => self.push(e.start, Trick::TrueLiteral, self.text(e), "True".into(),
                        "a comparison of two constants that holds is True in fewer bytes"),
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x < y => self.push(e.start, Trick::FalseLiteral, self.text(e), "False".into(),
                        "a comparison of two constants that fails is False in fewer bytes"),
                    (CmpOp::Lt, None, Some(1)) => self.push(e.start, Trick::LessThanOne, self.text(e), format!("{at}==0"),
                        "for a count or an index (never negative), x<1 is x==0, one byte shorter"),
                    (CmpOp::Lt, None, Some(0)) => self.push(e.start, Trick::LessThanZero, self.text(e), format!("{at}==-1"),
                        "for a value that is -1 or more (what find() returns), x<0 is x==-1, two bytes shorter"),
                    (CmpOp::Gt, None, Some(0)) if !cond => self.push(e.start, Trick::GreaterThanZero, self.text(e), format!("{at}!=0"),
                        "for a value never negative, x>0 is x!=0, one byte shorter"),
                    (CmpOp::Ge, None, Some(1)) | (CmpOp::Gt, Some(0), None) => {
                        let x = if num(a).is_some() { bt.clone() } else { at.clone() };
                        self.push(e.start, Trick::GreaterThanZero, self.text(e), format!("{x}!=0"),
                            "for a value never negative, this is x!=0");
                    }
                    _ => {}
                }
                self.expr(a, false);
                self.expr(b, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() > 1 => {
                let mut parts = Vec::new();
                let mut left = self.text(a);
                // A constant between two terms that are not (`a<1>b`) is a dummy middle: the
                // natural spelling puts each term first, `a<1 and b<1`.
                let constant =
                    |x: &Expr| x.names().is_empty() && x.eval(&NoNames, self.sem).is_ok();
                let mut prev: &Expr = a;
                for (k, (op, b)) in chain.iter().enumerate() {
                    let right = self.text(b);
                    let flipped = match op {
                        CmpOp::Lt => Some(CmpOp::Gt),
                        CmpOp::Gt => Some(CmpOp::Lt),
                        CmpOp::Le => Some(CmpOp::Ge),
                        CmpOp::Ge => Some(CmpOp::Le),
                        CmpOp::Eq | CmpOp::Ne => Some(*op),
                        _ => None,
                    };
                    let before = if k == 0 {
                        None
                    } else if k == 1 {
                        Some(&**a)
                    } else {
                        Some(&chain[k - 2].1)
                    };
                    let dummy = k > 0
                        && constant(prev)
                        && !constant(b)
                        && before.is_some_and(|x| !constant(x));
                    let spaced = |op: CmpOp| {
                        if op.symbol().chars().all(char::is_alphabetic) || op.symbol().contains(' ')
                        {
                            format!(" {} ", op.symbol())
                        } else {
                            op.symbol().to_string()
                        }
                    };
                    match flipped {
                        Some(f) if dummy => parts.push(format!("{right}{}{left}", spaced(f))),
                        _ => parts.push(format!("{left}{}{right}", spaced(*op))),
                    }
                    left = right;
                    prev = b;
                }
                self.push(
                    e.start,
                    Trick::ChainedComparison,
                    self.text(e),
                    parts.join(" and "),
                    "Python chains comparisons: a<b<c is a<b and b<c, the middle written once",
                );
                self.expr(a, false);
                for (_, b) in chain {
                    self.expr(b, false);
                }
                return;
            }
            // Only with an `x` that is always true: else (a call such as print(), which returns
            // None) `or y` runs y after x too, and it is no conditional.
            ExprKind::Or(a, b) if matches!(&a.kind, ExprKind::And(_, x) if x.always_true()) => {
                let ExprKind::And(c, x) = &a.kind else {
                    unreachable!()
                };
                let (ct, xt, bt) = (self.text(c), self.text(x), self.text(b));
                self.push(e.start, Trick::AndOrTernary, self.text(e), format!("{xt} if {ct} else {bt}"),
                    "c and x or y is x if c else y (x is always true here): the pre-2.5 conditional, shorter by the spaces the words need");
                self.expr(c, true);
                self.expr(x, cond);
                self.expr(b, cond);
                return;
            }
            ExprKind::Or(a, b)
                if !cond
                    && self.facts.golfed
                    && !boolish(a)
                    && !boolish(b)
                    && self.peer_polarity(a).is_none() =>
            {
                let (at, bt) = (self.text(a), self.text(b));
                let paren = |p: String| self.in_context(e, p);
                let note = "`x or y` is x when x is true and y when x is empty, zero or None: a fallback value without the conditional";
                if has_call(a) && self.scope_depth > 0 {
                    // Inside a lambda or a comprehension no statement can stand: the call's
                    // value is bound by a lambda's parameter, so that it still runs once.
                    let plain = format!("(lambda t:t if t else {bt})({at})");
                    let saves = tight_text(&plain).len() as isize
                        - tight_text(&self.text(e)).len() as isize;
                    self.push_saving(e.start, Trick::OrFallback, self.text(e), plain, saves,
                        &format!("{note} (x is a call, inside a lambda or a comprehension where no statement can stand: the plain form binds its value as a parameter, so that it runs once)"));
                } else if has_call(a) {
                    // A call is computed once: its value bound to a name on a statement before.
                    let plain = paren(format!("t if t else {bt}"));
                    let saves = (tight_text(&format!("t={at}")).len()
                        + 1
                        + tight_text(&plain).len()) as isize
                        - tight_text(&self.text(e)).len() as isize;
                    self.push_saving(e.start, Trick::OrFallback, self.text(e),
                        format!("{plain}, with t={at} on a statement before"), saves,
                        &format!("{note} (x is a call: the plain form binds its value first, so that it runs once)"));
                } else {
                    self.push(
                        e.start,
                        Trick::OrFallback,
                        self.text(e),
                        paren(format!("{at} if {at} else {bt}")),
                        note,
                    );
                }
            }
            ExprKind::Subscript(seq, index)
                if matches!(&seq.kind, ExprKind::List(v) | ExprKind::Tuple(v) if v.len() == 2)
                    && !matches!(index.kind, ExprKind::Slice(..) | ExprKind::Num(_)) =>
            {
                let (ExprKind::List(v) | ExprKind::Tuple(v)) = &seq.kind else {
                    unreachable!()
                };
                let (f, t, c) = (self.text(&v[0]), self.text(&v[1]), self.text(index));
                let golfed = self.text(e);
                let readable = self.drop_in(e.start, &golfed, format!("{t} if {c} else {f}"));
                self.push(e.start, Trick::IndexTernary, golfed, readable,
                    "[a,b][c] picks b when c is true (1) and a when false (0): a conditional without the words");
                self.expr(index, true);
                for x in v {
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Subscript(x, index) => {
                if let ExprKind::Slice(None, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Unary(UnOp::Neg, one) if matches!(&one.kind, ExprKind::Num(n) if n == "1"))
                {
                    let xt = self.text(x);
                    // A constant digit string reversed: the digits the loop really tries.
                    match constant_text(x, self.sem) {
                        Some(d) => {
                            let r: String = d.chars().rev().collect();
                            let calls = crate::digits::usable(&r).then(|| {
                                crate::nodes::Board::new(&sudoku_lab_core::puzzles::WIKIPEDIA.grid())
                                    .count(&crate::nodes::digits_of(&r), Some(10_000_000))
                            });
                            let note = format!(
                                "a slice with step -1 reverses the string: the digits tried are {r}, in that order{}",
                                calls.map_or(String::new(), |c| format!(
                                    " ({}{} calls of the one-liner on the Wikipedia puzzle)",
                                    c.nodes,
                                    if c.gave_up { "+" } else { "" }
                                ))
                            );
                            self.push(
                                index.start,
                                Trick::ReverseSlice,
                                format!("{xt}[::-1]"),
                                format!("'{r}'"),
                                &note,
                            );
                        }
                        None if self.iter_at == Some(e.start) => self.push(
                            index.start,
                            Trick::ReverseSlice,
                            format!("{xt}[::-1]"),
                            format!("reversed({xt})"),
                            "a slice with step -1 is the sequence reversed; iterated over, it is reversed()",
                        ),
                        None if is_str_expr(x, &self.facts.strings, self.sem) => self.push(
                            index.start,
                            Trick::ReverseSlice,
                            format!("{xt}[::-1]"),
                            format!("''.join(reversed({xt}))"),
                            "a slice with step -1 reverses the string; reversed() of a string is an iterator, which ''.join() makes a string again",
                        ),
                        None => self.push(
                            index.start,
                            Trick::ReverseSlice,
                            format!("{xt}[::-1]"),
                            format!("list(reversed({xt}))"),
                            "a slice with step -1 is the sequence reversed; where the result is kept, indexed or measured, reversed() needs list() around it",
                        ),
                    }
                }
            }
            ExprKind::Binary(BinOp::Mod, s, x) if matches!(&s.kind, ExprKind::Str { value, .. } if value == "%d" || value == "%s" || value == "%i") =>
            {
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = digit_note(&digits);
                    self.push(
                        e.start,
                        Trick::DigitString,
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                    return;
                }
                let xt = self.text(x);
                self.push(e.start, Trick::PercentStr, self.text(e), format!("str({xt})"),
                    "'%d'%x formats x as a decimal string, as str(x) does, and binds like `*` where str() needs its parentheses");
                self.expr(x, false);
                return;
            }
            ExprKind::Binary(BinOp::Mod, s, x)
                if let ExprKind::Str { value, .. } = &s.kind
                    && let Some(pieces) = format_pieces(value)
                    && let values = match &x.unparen().kind {
                        ExprKind::Tuple(items) => items.iter().collect::<Vec<_>>(),
                        _ => vec![&**x],
                    }
                    && pieces.iter().filter(|p| p.is_none()).count() == values.len()
                    && !values
                        .iter()
                        .any(|v| matches!(v.kind, ExprKind::Starred(_))) =>
            {
                // `'%d,%d'%(a,b)`: the fields and the text between them, against str() of each
                // value joined by `+`.
                let mut values_iter = values.iter();
                let parts: Vec<String> = pieces
                    .iter()
                    .map(|p| match p {
                        Some(text) => crate::pyvalue::str_repr(text),
                        None => self.str_text(values_iter.next().expect("counted")),
                    })
                    .collect();
                let plain = parts.join("+");
                let readable = if self.tight_ctx.contains(&(e.start, e.end)) {
                    format!("({plain})")
                } else {
                    plain
                };
                self.push(e.start, Trick::PercentFormat, self.text(e), readable,
                    "`%` formatting writes each value as str() would (an int, or a string by %s) into the text around it: no str() calls and no `+` between the pieces");
                for v in values {
                    self.expr(v, false);
                }
                return;
            }
            ExprKind::Repr(x) => {
                let xt = self.text(x);
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = format!(
                        "backquotes are Python 2's repr(); {} {}",
                        digit_note(&digits),
                        if digits.len() <= 10
                            && digits.parse::<i64>().is_ok_and(|v| v <= i32::MAX as i64)
                        {
                            "It fits a 32-bit int, so repr has no `L`."
                        } else {
                            "A long on a 32-bit Python 2 (past 2**31-1), whose repr ends in `L`; safe on 64 bits up to 2**63-1."
                        }
                    );
                    self.push(
                        e.start,
                        Trick::BackquoteDigits,
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                } else {
                    self.push(
                        e.start,
                        Trick::BackquoteRepr,
                        self.text(e),
                        format!("repr({xt})"),
                        "backquotes are Python 2's repr(), four bytes shorter",
                    );
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Binary(..) | ExprKind::Paren(_) if self.peer_product(e, cond) => return,
            ExprKind::Lambda(params, body) => {
                for p in params {
                    if let Some(d) = &p.default {
                        let rec = body
                            .names()
                            .iter()
                            .any(|n| self.facts.recursive.iter().any(|(r, _)| r == n));
                        let fname = self.func.map(|(n, _)| n.to_string());
                        if let Some(f) = fname.as_deref()
                            && rec
                            && matches!(d.kind, ExprKind::Num(_) | ExprKind::Str { .. })
                            && !self.facts.passed.iter().any(|n| n == f)
                            && !recursion_passes(body, f, params, p)
                        {
                            self.default_never_passed(body, p, d);
                            continue;
                        }
                        self.default_argument(fname.as_deref(), params, p, d, rec);
                        self.expr(d, false);
                    }
                }
                // `a and b` as a lambda's body: the statement `if a:return b` has no room there.
                if let ExprKind::And(a, b) = &body.kind {
                    let (at, bt) = (self.text(a), self.text(b));
                    self.push(body.start, Trick::AndAsIf, self.text(body), format!("{bt} if {at} else {at}"),
                        "`x and y` in a lambda's body is y when x is true and x otherwise: the short-circuit stands for a conditional");
                    self.expr(a, true);
                    self.expr(b, false);
                    return;
                }
                self.expr(body, false);
                return;
            }
            ExprKind::Call(f, args) => {
                if let ExprKind::Name(n) = &f.kind
                    && n == "exit"
                    && let [Arg::Pos(x)] = args.as_slice()
                    && !matches!(x.kind, ExprKind::Num(_))
                    && self.stmt_spans.contains(&(e.start, e.end))
                {
                    let xt = self.text(x);
                    let is_print = matches!(&x.kind, ExprKind::Call(p, _) if matches!(&p.kind, ExprKind::Name(n) if n == "print"));
                    if is_print {
                        self.push(e.start, Trick::ExitPrints, self.text(e), format!("{xt};exit()"),
                            "print() returns None, and exit(None) stops with status 0 printing nothing more: the print and the stop in one call");
                    } else {
                        let readable = if self.sem == Semantics::Py2 {
                            format!("print>>sys.stderr,{xt};exit(1)")
                        } else {
                            format!("print({xt},file=sys.stderr);exit(1)")
                        };
                        self.push(e.start, Trick::ExitPrints, self.text(e), readable,
                            "exit(x) with x neither None nor an int prints str(x) to standard error and stops with status 1: printing and stopping in one call");
                    }
                }
            }
            ExprKind::Comp(CompKind::List, elt, gens) => {
                // `[E or a[j] for j in range(81)]` with E a peer test: the int-or-digit list.
                if let ExprKind::Or(test, item) = &elt.kind
                    && self.is_peer_test(test)
                {
                    let (tt, it) = (self.text(test), self.text(item));
                    let g = &gens[0];
                    let (gt, gi) = (self.text(&g.target), self.text(&g.iter));
                    self.push(elt.start, Trick::IntOrDigit, format!("[{}for {gt} in {gi}]", self.text(elt)), format!("[{it} for {gt} in {gi} if {tt}==0]"),
                        "a non-zero int in the list never equals a one-character string, so the list excludes exactly the peers' characters");
                }
            }
            ExprKind::Num(n) => {
                let lower = n.to_ascii_lowercase();
                if lower.contains('e')
                    && !lower.starts_with("0x")
                    && let Ok(Value::Float(x)) = crate::pyvalue::number_literal(n, self.sem)
                    && x.fract() == 0.0
                    && (1e4..1e18).contains(&x)
                {
                    self.push(
                        e.start,
                        Trick::ELiteral,
                        n.clone(),
                        format!("{}", x as i64),
                        "a float literal with an exponent writes a large round number in few bytes",
                    );
                }
            }
            ExprKind::Walrus(n, v) => {
                let plan = self.hoist.clone().unwrap_or_default();
                let region = plan.regions.iter().find(|r| r.0 == e.start).map(|r| r.1);
                match (plan.hoisted, region) {
                    (Some((at, saves)), _) if at == e.start => {
                        let note = if saves == 0 {
                            "`:=` assigns inside an expression (Python 3.8+), but here the plain statement before this one takes as many bytes: the walrus is not a saving".to_string()
                        } else if saves > 0 {
                            "`:=` assigns inside an expression (Python 3.8+): shorter than the plain statement before this one".to_string()
                        } else {
                            format!("`:=` assigns inside an expression (Python 3.8+), but here the plain statement before this one fits and is {} byte{} shorter: the walrus is not a saving", -saves, if saves == -1 { "" } else { "s" })
                        };
                        let readable = format!("{n}={} on a statement of its own before, `{n}` here", self.text(v));
                        self.push_saving(e.start, Trick::Walrus, self.text(e), readable, saves, &note);
                    }
                    (_, Some((a, b))) => {
                        let (golfed, plain, uses) = self.walrus_written_out(e, n, v, (a, b));
                        let readable = self.drop_in(a, &golfed, plain);
                        let saves = tight_text(&readable).len() as isize - tight_text(&golfed).len() as isize;
                        let against = if uses == 0 {
                            "against v alone, the name never read".to_string()
                        } else {
                            format!(
                                "against v written at each of its {uses} read{} (computed again at each, the same value when v has no side effects)",
                                if uses == 1 { "" } else { "s" }
                            )
                        };
                        let note = format!(
                            "`:=` assigns inside an expression (Python 3.8+), where no statement can stand before it; {against}{}",
                            if saves > 0 { "" } else { ": in bytes not a saving here" }
                        );
                        self.push_saving(e.start, Trick::Walrus, golfed, readable, saves, &note);
                    }
                    _ => self.unknown(
                        e.start,
                        self.text(e),
                        format!("a walrus whose name is read in its own value or outside the statement (`{n}` read again later): no plain form measured"),
                    ),
                }
            }
            _ if cond
                && !matches!(e.kind, ExprKind::Num(_) | ExprKind::Paren(_))
                && !self.value_used.contains(&(e.start, e.end))
                && !self.is_factor(e)
                && self.is_number(e) =>
            {
                self.push(e.start, Trick::Truthiness, self.text(e), format!("{}!=0", self.text(e)),
                    "a number is true unless it is zero: as a condition, x stands for x!=0 without the comparison");
                // The truth test leaves the operator itself unexplained.
                if let ExprKind::Binary(
                    op @ (BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr),
                    ..,
                ) = &e.kind
                {
                    self.unknown(
                        e.start,
                        self.text(e),
                        format!("a bitwise `{}` outside a recognised peer test", op.symbol()),
                    );
                }
                if matches!(e.kind, ExprKind::Binary(..)) {
                    for k in e.children() {
                        self.expr(k, false);
                    }
                }
                return;
            }
            ExprKind::Binary(
                op @ (BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr),
                ..,
            ) => {
                self.unknown(
                    e.start,
                    self.text(e),
                    format!("a bitwise `{}` outside a recognised peer test", op.symbol()),
                );
            }
            ExprKind::Unary(UnOp::Invert, _) => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`~` where its value (not its truth) counts, outside -~x and ~-x".to_string(),
                );
            }
            // An f-string's fields hold expressions the finder does not read.
            ExprKind::Str { text, .. }
                if text
                    .split(['\'', '"'])
                    .next()
                    .is_some_and(|p| p.to_ascii_lowercase().contains('f'))
                    && text.contains('{') =>
            {
                if let Some(plain) = fstring_concat(text) {
                    let golfed = self.text(e);
                    let readable = self.drop_in(e.start, &golfed, plain);
                    if tight_text(&readable).len() > golfed.len() {
                        self.push(e.start, Trick::FString, golfed, readable,
                            "an f-string (Python 3.6+) puts each value's str() between the text: no str() calls, no `+`");
                        return;
                    }
                }
                self.unknown(
                    e.start,
                    self.text(e),
                    "an f-string with fields: the expressions in its braces are not read"
                        .to_string(),
                );
            }
            ExprKind::Ellipsis => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`...` is not a construct the finder reads".to_string(),
                );
            }
            _ => {}
        }
        self.children(e, cond);
    }

    /// The tricks recognised by the node's shape alone (numbers, splices, displays...): true
    /// when one of them has walked the node itself.
    pub(super) fn shape_tricks(&mut self, e: &Expr, cond: bool) -> bool {
        if self.number_shapes(e, cond)
            || self.arithmetic_shapes(e)
            || self.sequence_shapes(e)
            || self.string_shapes(e)
        {
            return true;
        }
        let golfed = self.text(e);
        // Both spellings are also what readable Python writes: golf only in a golfed file.
        if self.facts.golfed
            && let Some((seq, i, x)) = self.splice(e)
        {
            let (st, it) = (self.text(seq), self.text(i));
            // Fresh names for the comprehension's index and item.
            let used = e.names();
            let fresh = |want: &str| {
                [want, "_k", "_w", "k_", "w_"]
                    .into_iter()
                    .find(|n| !used.iter().any(|u| u == n))
                    .unwrap_or("_v")
                    .to_string()
            };
            let (k, w) = (fresh("k"), fresh("w"));
            // Python 3's comprehensions have scopes of their own: in an exec string's code in
            // a function neither plain form runs, so none is offered.
            if self.exec_at.is_some() && self.in_def && self.sem != Semantics::Py2 {
                return false;
            }
            let (w, readable, what) = match &x.unparen().kind {
                ExprKind::List(v) if v.len() == 1 => {
                    let vt = self.text(&v[0]);
                    (
                        w.clone(),
                        format!("[{vt} if {k}=={it} else {w} for {k},{w} in enumerate({st})]"),
                        "list",
                    )
                }
                // In an exec string's code in a function, a generator expression's scope
                // cannot see the function's locals (NameError): Python 2's list comprehension
                // has no scope of its own and runs there.
                // Python 2 refuses a generator expression (a nested scope) in a function
                // that holds a bare `exec`: the list comprehension runs there too.
                _ if self.exec_at.is_some() && self.in_def || self.bare_exec => {
                    let xt = self.text(x);
                    (
                        w.clone(),
                        format!(
                            "''.join([{xt} if {k}=={it} else {w} for {k},{w} in enumerate({st})])"
                        ),
                        "string",
                    )
                }
                _ => {
                    let xt = self.text(x);
                    (
                        w.clone(),
                        format!(
                            "''.join({xt} if {k}=={it} else {w} for {k},{w} in enumerate({st}))"
                        ),
                        "string",
                    )
                }
            };
            let _ = w;
            self.push(e.start, Trick::SliceSplice, golfed, readable,
                &format!("two slices around a new middle make a copy of the {what} with item i replaced, in one expression (strings cannot be assigned into; a list would need a copy and an assignment, statements)"));
            self.expr(seq, false);
            self.expr(i, false);
            self.expr(x, false);
            return true;
        }
        match &e.kind {
            ExprKind::Binary(BinOp::Mul, a, b)
                if matches!(a.kind, ExprKind::Name(_))
                    && self.text(a) == self.text(b)
                    && !is_str_expr(a, &self.facts.strings, self.sem) =>
            {
                let at = self.text(a);
                self.push(e.start, Trick::SquareProduct, golfed, format!("{at}**2"),
                    "x*x is x squared, a byte shorter than x**2");
                true
            }
            ExprKind::Str { value, .. }
                if self.facts.golfed
                    && self.iter_at == Some(e.start)
                    && value.len() >= 3
                    && value.bytes().all(|b| b.is_ascii_digit())
                    && let Some(step) = [1i32, -1].into_iter().find(|&d| {
                        value.as_bytes().windows(2).all(|w| w[1] as i32 - w[0] as i32 == d)
                    }) =>
            {
                let (first, last) = (
                    (value.as_bytes()[0] - b'0') as i32,
                    (value.as_bytes()[value.len() - 1] - b'0') as i32,
                );
                let range = if step == 1 {
                    if first == 0 {
                        format!("range({})", last + 1)
                    } else {
                        format!("range({first},{})", last + 1)
                    }
                } else {
                    format!("range({first},{},-1)", last - 1)
                };
                self.push(e.start, Trick::DigitStringLoop, golfed, format!("map(str,{range})"),
                    "a loop over a string of digits takes each digit as a one-character string: range() and str() in one literal");
                true
            }
            ExprKind::Or(..) | ExprKind::And(..) | ExprKind::Unary(UnOp::Not, _) => {
                self.peer_product(e, cond)
            }
            ExprKind::Compare(_, chain) if chain.len() > 1 => self.peer_product(e, cond),
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                // `P<1` with P a peer test: the product and the `<1` are two tricks.
                let part = [&**a, b].into_iter().any(|x| self.peer_polarity(x).is_some());
                if !part && self.peer_product(e, cond) {
                    return true;
                }
                let digit = |x: &Expr| match &x.kind {
                    ExprKind::Str { value, .. } if value.len() == 1 => value.chars().next(),
                    _ => None,
                };
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                let (at, bt) = (self.text(a), self.text(b));
                let found = match (op, digit(a), digit(b), num(b)) {
                    (CmpOp::Lt, Some('0'), None, _) => Some((bt, "!='0'", "a digit character sorts after '0' unless it is '0': '0'<c is c!='0'")),
                    (CmpOp::Gt, None, Some('0'), _) => Some((at, "!='0'", "a digit character sorts after '0' unless it is '0': c>'0' is c!='0'")),
                    (CmpOp::Gt, Some('1'), None, _) => Some((bt, "=='0'", "the only digit character before '1' is '0': '1'>c is c=='0'")),
                    (CmpOp::Lt, None, Some('1'), _) => Some((at, "=='0'", "the only digit character before '1' is '0': c<'1' is c=='0'")),
                    (CmpOp::Gt, None, None, Some(n @ (8 | 80))) => {
                        let readable = format!("{at}=={}", n + 1);
                        self.push(e.start, Trick::GreaterForEqual, golfed, readable,
                            "a counter that stops at the first value past the last cell (or digit): x>N is x==N+1, one byte shorter");
                        self.expr(a, false);
                        return true;
                    }
                    _ => None,
                };
                if let Some((x, test, note)) = found {
                    self.push(e.start, Trick::StringCompare, golfed, format!("{x}{test}"), note);
                    self.expr(if digit(a).is_some() { b } else { a }, false);
                    return true;
                }
                false
            }
            ExprKind::Set(items) | ExprKind::List(items) | ExprKind::Tuple(items)
                if items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                let (wrap, what, single, join) = match &e.kind {
                    ExprKind::Set(_) => ("set", "a set display", ("{", "}"), "|"),
                    ExprKind::Tuple(_) => ("tuple", "a tuple display", ("(", ",)"), "+"),
                    _ => ("list", "a list display", ("[", "]"), "+"),
                };
                // Each part in its constructor (or a one-item display), joined by | or +.
                let parts: Vec<String> = items
                    .iter()
                    .map(|x| match &x.kind {
                        ExprKind::Starred(inner) => format!("{wrap}({})", self.text(inner)),
                        _ => format!("{}{}{}", single.0, self.text(x), single.1),
                    })
                    .collect();
                let readable = parts.join(join);
                self.push(e.start, Trick::StarDisplay, golfed, readable,
                    &format!("`*x` unpacks into {what} (Python 3.5+): the constructor call without its name"));
                for x in items {
                    self.expr(x, false);
                }
                true
            }
            ExprKind::Binary(BinOp::Sub, a, b)
                if [a, b].iter().any(|x| {
                    matches!(
                        &x.unparen().kind,
                        ExprKind::Set(_) | ExprKind::Comp(CompKind::Set, ..)
                    ) || matches!(&x.unparen().kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "set"))
                }) =>
            {
                let (at, bt) = (self.text(a), self.text(b));
                // A set comprehension is a nested scope: where slice-splice's readable form
                // takes a list comprehension (a function holding a bare `exec`, an exec string's
                // code in a function), the set is built from one.
                let readable = if self.exec_at.is_some() && self.in_def || self.bare_exec {
                    format!("set([v for v in {at} if v not in {bt}])")
                } else {
                    format!("{{v for v in {at} if v not in {bt}}}")
                };
                self.push(e.start, Trick::SetDifference, golfed, readable,
                    "set difference leaves the candidates not yet used, in one operator");
                self.expr(a, false);
                self.expr(b, false);
                true
            }
            ExprKind::Binary(BinOp::Mul, x, c) | ExprKind::Binary(BinOp::Mul, c, x)
                if matches!(
                    &c.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) && !matches!(
                    &x.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) =>
            {
                let (xt, ct) = (self.text(x), self.text(c.unparen()));
                // The empty value of x's type: the conditional must give what the product gives.
                let (zero, assumed) = if constant_str(x, self.sem).is_some()
                    || is_str_expr(x, &self.facts.strings, self.sem)
                {
                    ("''", "")
                } else if matches!(x.unparen().kind, ExprKind::List(_) | ExprKind::Comp(CompKind::List, ..)) {
                    ("[]", "")
                } else if matches!(x.unparen().kind, ExprKind::Num(_)) {
                    ("0", "")
                } else {
                    ("0", " (x taken as a number: for a string the empty value is '', for a list [])")
                };
                self.push(e.start, Trick::BoolMultiply, golfed, format!("({xt} if {ct} else {zero})"),
                    &format!("a comparison is 1 or 0 (True or False): multiplying by it keeps the value or empties it, a conditional without the words{assumed}"));
                self.expr(x, false);
                self.expr(c, true);
                true
            }
            ExprKind::Binary(BinOp::Mul, ..)
                if e.names().is_empty() && constant_str(e, self.sem).is_some() =>
            {
                let value = constant_str(e, self.sem).unwrap_or_default();
                if self.iter_at == Some(e.start) {
                    self.push(e.start, Trick::RepeatLoop, golfed, format!("range({})", value.chars().count()),
                        "a string repeated N times iterates N times (its characters unused): a counted loop shorter than range()");
                } else {
                    let readable = crate::pyvalue::str_repr(&value);
                    if readable.len() > golfed.len() {
                        self.push(e.start, Trick::StringRepeat, golfed, readable,
                            "a string repeated by `*` is shorter than the string written out");
                    }
                }
                true
            }
            ExprKind::Call(f, args) => self.call_shapes(e, f, args, golfed),
            ExprKind::Subscript(x, index)
                if matches!(&index.kind, ExprKind::Slice(None, Some(n), None) if matches!(n.kind, ExprKind::Num(_)))
                    && let ExprKind::Call(j, args) = &x.kind
                    && matches!(&j.kind, ExprKind::Attr(sep, m) if m == "join" && matches!(sep.kind, ExprKind::Str { .. }))
                    && let [Arg::Pos(g)] = args.as_slice()
                    && self.calls_recursive(g) =>
            {
                let gt = self.text(g);
                let source = if matches!(g.kind, ExprKind::Comp(CompKind::Generator, ..)) && !gt.starts_with('(') {
                    format!("({gt})")
                } else {
                    gt
                };
                self.push(e.start, Trick::JoinSlice, golfed, format!("next((v for v in {source} if v),'')"),
                    "joining every recursive result and slicing off the first solution: each call returns all the solutions below it run together (or ''), so the slice is the first one; next() of the non-empty results is the first, found without exploring the rest (the golfed search explores every branch: slower, the same answer)");
                self.expr(g, false);
                true
            }
            ExprKind::Binary(BinOp::Shl, c, k) if self.as_condition(c).is_some() => {
                let ct = self.as_condition(c).unwrap_or_default();
                let plain = format!("1<<{} if {ct} else 0", self.text(k));
                let readable = self.in_context(e, plain);
                self.push(e.start, Trick::BoolShift, golfed, readable,
                    "a comparison is 1 or 0 (True or False): shifted left by k it is the bit 1<<k or nothing, a conditional without the words");
                self.expr(c, true);
                self.expr(k, false);
                true
            }
            ExprKind::Binary(BinOp::And, a, b) => {
                let one = |x: &Expr| matches!(&x.kind, ExprKind::Num(n) if n == "1");
                let (mask, other) = if one(a) { (b, a) } else { (a, b) };
                // `~m>>k&1`: bit k of ~m, which is bit k of m flipped.
                if one(other)
                    && let ExprKind::Binary(BinOp::Shr, inv, k) = &mask.kind
                    && let ExprKind::Unary(UnOp::Invert, m) = &inv.kind
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    let plain = if cond {
                        format!("not {mt}>>{kt}&1")
                    } else {
                        format!("1-({mt}>>{kt}&1)")
                    };
                    let readable = self.in_context(e, plain);
                    self.push(e.start, Trick::ComplementBit, golfed, readable,
                        "`~m` flips every bit of m (it is -m-1), so `~m>>k&1` is 1 exactly when bit k of m is not set: the test for a value not yet used, without `not` or `==0`");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                // `~m&1<<k` as a truth value: bit k of m not set.
                if cond
                    && let (ExprKind::Unary(UnOp::Invert, m), x) | (x, ExprKind::Unary(UnOp::Invert, m)) = (&a.kind, &b.kind)
                    && let ExprKind::Binary(BinOp::Shl, o, k) = x
                    && one(o)
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    self.push(e.start, Trick::ComplementBit, golfed, format!("not {mt}&1<<{kt}"),
                        "`~m` flips every bit of m (it is -m-1), so `~m&1<<k` is true exactly when bit k of m is not set: the test for a value not yet used, without `not`");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                // `m>>k&1` and `m&1<<k`: bit k of an int used as a set, its membership test.
                let bit = match (&mask.kind, &a.kind, &b.kind) {
                    (ExprKind::Binary(BinOp::Shr, m, k), ..) if one(other) => Some((m, k)),
                    (_, ExprKind::Binary(BinOp::Shl, o, k), _) if one(o) => Some((b, k)),
                    (_, _, ExprKind::Binary(BinOp::Shl, o, k)) if one(o) => Some((a, k)),
                    _ => None,
                };
                if let Some((m, k)) = bit
                    && !matches!(m.kind, ExprKind::Unary(UnOp::Invert, _))
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    let readable = self.in_context(e, format!("{kt} in {mt}"));
                    self.push(e.start, Trick::BitmaskTest, golfed, readable,
                        "an int as a set of small numbers (bit k set when k is in it): `m>>k&1` (or `m&1<<k`) tests bit k, as `k in s` tests a set, with `m=0` for `s=set()` and `m|=1<<k` for s.add(k)");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                false
            }
            ExprKind::Comp(CompKind::Set, ..) => {
                let inner = self.span(e.start + 1, e.end - 1);
                self.push(e.start, Trick::SetComprehension, golfed, format!("set({inner})"),
                    "a set comprehension `{f(x)for x in s}`: the braces make the set, no set() around a generator");
                false
            }
            ExprKind::Binary(BinOp::Or, a, b)
                if self.as_condition(a).is_some()
                    && self.as_condition(b).is_some()
                    && !has_call(a)
                    && !has_call(b) =>
            {
                let (at, bt) = (self.text(a.unparen()), self.text(b.unparen()));
                let readable = self.drop_in(e.start, &golfed, format!("{at} or {bt}"));
                if tight_text(&readable).len() <= golfed.len() {
                    return false;
                }
                self.push(e.start, Trick::BitOrTest, golfed, readable,
                    "`|` of two truth values (0 or 1, neither with a call to skip) is their `or`, in fewer bytes");
                self.expr(a, true);
                self.expr(b, true);
                true
            }
            ExprKind::Subscript(x, index)
                if matches!(&index.kind, ExprKind::Slice(Some(lo), Some(hi), None)
                    if matches!(&hi.kind, ExprKind::Binary(BinOp::Add, h, n)
                        if self.text(h) == self.text(lo)
                            && matches!(&n.kind, ExprKind::Num(v) if v.parse::<u32>().is_ok_and(|v| v >= 2)))) =>
            {
                let ExprKind::Slice(Some(lo), Some(hi), None) = &index.kind else {
                    unreachable!()
                };
                let (xt, lt, ht) = (self.text(x), self.text(lo), self.text(hi));
                let Some(readable) = self.picked(x, format!("{xt}[v]for v in range({lt},{ht})"))
                else {
                    return false;
                };
                self.push(e.start, Trick::RunSlice, golfed, readable,
                    "a slice `s[a:a+N]` takes N items in a row (`g[i*9:i*9+9]`: a row of a grid string) in one subscript");
                self.expr(x, false);
                self.expr(lo, false);
                self.expr(hi, false);
                true
            }
            ExprKind::Subscript(x, index) => {
                if let ExprKind::Slice(lo, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Num(n) if n.parse::<u32>().is_ok_and(|v| v >= 2))
                {
                    let (xt, st) = (self.text(x), self.text(step));
                    let lt = lo.as_ref().map_or("0".to_string(), |l| self.text(l));
                    let Some(readable) =
                        self.picked(x, format!("{xt}[v]for v in range({lt},len({xt}),{st})"))
                    else {
                        return false;
                    };
                    self.push(e.start, Trick::StrideSlice, golfed, readable,
                        "a slice with a step picks every Nth item (`p[c::9]`: a column of a grid string) in one subscript");
                    self.expr(x, false);
                    if let Some(l) = lo {
                        self.expr(l, false);
                    }
                    return true;
                }
                false
            }
            _ => false,
        }
    }

    /// The expression `region` (token span) holding the walrus `e` (`n:=v`) with the walrus
    /// replaced by `v` and each read of `n` by `v` (in parentheses unless a primary): its text
    /// as written, that plain text (only the spaces Python needs), and the number of reads.
    pub(super) fn walrus_written_out(
        &self,
        e: &Expr,
        n: &str,
        v: &Expr,
        region: (usize, usize),
    ) -> (String, String, usize) {
        let atomic = is_primary(v);
        let vt = self.text(v);
        // The walrus alone (its name never read): its value in its place, parenthesised only
        // where the place needs it (see `drop_in`).
        if region == (e.start, e.end) {
            return (self.text(e), vt, 0);
        }
        let vt = if atomic { vt } else { format!("({vt})") };
        // The walrus with the parentheses it needs as a whole (`(n:=v)`), but a call's own.
        let (mut ws, mut we) = (e.start, e.end);
        if ws > region.0
            && we < region.1
            && self.toks[ws - 1].is("(")
            && self.toks[we].is(")")
            && !(ws >= 2 && {
                let p = &self.toks[ws - 2];
                p.kind == crate::pytoken::Kind::Name
                    && !crate::pyexpr::is_keyword(&p.text, self.sem)
                    || p.is(")")
                    || p.is("]")
            })
        {
            ws -= 1;
            we += 1;
        }
        let mut out = String::new();
        let mut uses = 0;
        let mut k = region.0;
        while k < region.1 {
            let t = &self.toks[k];
            let text = if k == ws {
                k = we;
                vt.as_str()
            } else {
                k += 1;
                if t.kind == crate::pytoken::Kind::Name
                    && t.text == n
                    && !(k >= 2 && self.toks[k - 2].is("."))
                {
                    uses += 1;
                    vt.as_str()
                } else {
                    t.text.as_str()
                }
            };
            if out.ends_with(super::layout::word_char) && text.starts_with(super::layout::word_char)
            {
                out.push(' ');
            }
            out.push_str(text);
        }
        (self.span(region.0, region.1), out, uses)
    }

    pub(super) fn children(&mut self, e: &Expr, cond: bool) {
        match &e.kind {
            // A product of numbers is true when every factor is: each factor is a truth
            // value (not so for a sequence repeated, `'x'*(a-b)` being '' for a<b).
            ExprKind::Binary(BinOp::Mul, a, b)
                if cond
                    && !self.value_used.contains(&(e.start, e.end))
                    && ![a, b].iter().any(|x| {
                        is_str_expr(x, &self.facts.strings, self.sem)
                            || matches!(
                                x.unparen().kind,
                                ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Comp(..)
                            )
                    }) =>
            {
                // A factor is a number multiplied: its truth is tested only through the
                // product, so no test of its own (`n%2*k` is no `n%2==1*k`).
                self.factors.insert((a.start, a.end));
                self.factors.insert((b.start, b.end));
                self.expr(a, true);
                self.expr(b, true);
            }
            // any() and all() read each item's truth.
            ExprKind::Call(f, args)
                if matches!(&f.kind, ExprKind::Name(n) if n == "any" || n == "all")
                    && let [Arg::Pos(g)] = args.as_slice()
                    && let ExprKind::Comp(_, elt, gens) = &g.kind =>
            {
                self.expr(elt, true);
                for g in gens {
                    self.expr(&g.iter, false);
                    for c in &g.ifs {
                        self.expr(c, true);
                    }
                }
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                if !cond {
                    self.value_used.insert((a.start, a.end));
                }
                self.expr(a, true);
                self.expr(b, cond);
            }
            ExprKind::Unary(UnOp::Not, a) => {
                // `not x` is no shorter than `x==0`: no truthiness trick in it.
                self.value_used.insert((a.start, a.end));
                self.expr(a, true)
            }
            ExprKind::IfElse(a, c, b) => {
                self.expr(a, cond);
                self.expr(c, true);
                self.expr(b, cond);
            }
            ExprKind::Paren(a) => self.expr(a, cond),
            ExprKind::Comp(_, elt, gens) => {
                self.expr(elt, false);
                self.generators(gens);
            }
            _ => {
                for k in e.children() {
                    self.expr(k, false);
                }
            }
        }
    }

    /// A comprehension's `for` clauses: each iterable (iterated over as a for loop's is) and
    /// each `if` condition.
    pub(super) fn generators(&mut self, gens: &[Generator]) {
        for g in gens {
            // A comprehension iterates over its iterable as a for loop does.
            self.iter_at = Some(g.iter.start);
            self.expr(&g.iter, false);
            self.iter_at = None;
            for c in &g.ifs {
                self.expr(c, true);
            }
        }
    }
}
