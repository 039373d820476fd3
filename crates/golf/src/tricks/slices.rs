//! Slices: `s[::-1]` reversed, two slices splicing a new middle, a joined result sliced to its
//! first solution, and runs and strides of items (a row or a column of a grid string). Each rule
//! writes the comprehension or call the subscript stands for.

use super::facts::is_str_expr;
use super::finder::Finder;
use super::registry::Trick;
use super::strings::constant_text;
use super::walk::Walk;
use crate::pyexpr::{Arg, BinOp, CompKind, Expr, ExprKind, Semantics, UnOp};

impl Finder<'_> {
    /// `s[:i]+x+s[i+1:]` in golf: a copy of the sequence with item i replaced, in one expression.
    pub(super) fn slice_splice(&mut self, e: &Expr, _cond: bool) -> Walk {
        if !self.facts.golfed {
            return Walk::NotMine;
        }
        let Some((seq, i, x)) = self.splice(e) else {
            return Walk::NotMine;
        };
        let golfed = self.text(e);
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
            return Walk::Noted;
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
                    format!("''.join([{xt} if {k}=={it} else {w} for {k},{w} in enumerate({st})])"),
                    "string",
                )
            }
            _ => {
                let xt = self.text(x);
                (
                    w.clone(),
                    format!("''.join({xt} if {k}=={it} else {w} for {k},{w} in enumerate({st}))"),
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
        Walk::Walked
    }

    /// `s[::-1]`: the sequence reversed, or a constant digit string's digits in the order tried.
    pub(super) fn reverse_slice(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Subscript(x, index)
                if matches!(index.kind, ExprKind::Slice(None, None, Some(_))) =>
            {
                if let ExprKind::Slice(None, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Unary(UnOp::Neg, one) if matches!(&one.kind, ExprKind::Num(n) if n == "1"))
                {
                    let xt = self.text(x);
                    // A constant digit string reversed: the digits the loop really tries.
                    match constant_text(x, self.sem) {
                        Some(d) => {
                            let r: String = d.chars().rev().collect();
                            let calls = crate::digits::usable(&r).then(|| {
                                crate::nodes::PreparedPuzzle::new(&sudoku_lab_core::puzzles::WIKIPEDIA.grid())
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
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `''.join(...)[:81]` over recursive calls: the first solution of all of them run together.
    pub(super) fn join_slice(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Subscript(x, index)
                if matches!(&index.kind, ExprKind::Slice(None, Some(n), None) if matches!(n.kind, ExprKind::Num(_)))
                    && let ExprKind::Call(j, args) = &x.kind
                    && matches!(&j.kind, ExprKind::Attr(sep, m) if m == "join" && matches!(sep.kind, ExprKind::Str { .. }))
                    && let [Arg::Pos(g)] = args.as_slice()
                    && self.calls_recursive(g) =>
            {
                let golfed = self.text(e);
                let gt = self.text(g);
                let source = if matches!(g.kind, ExprKind::Comp(CompKind::Generator, ..))
                    && !gt.starts_with('(')
                {
                    format!("({gt})")
                } else {
                    gt
                };
                self.push(e.start, Trick::JoinSlice, golfed, format!("next((v for v in {source} if v),'')"),
                    "joining every recursive result and slicing off the first solution: each call returns all the solutions below it run together (or ''), so the slice is the first one; next() of the non-empty results is the first, found without exploring the rest (the golfed search explores every branch: slower, the same answer)");
                self.expr(g, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `s[a:a+N]`: N items in a row.
    pub(super) fn run_slice(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Subscript(x, index)
                if matches!(&index.kind, ExprKind::Slice(Some(lo), Some(hi), None)
                    if matches!(&hi.kind, ExprKind::Binary(BinOp::Add, h, n)
                        if self.text(h) == self.text(lo)
                            && matches!(&n.kind, ExprKind::Num(v) if v.parse::<u32>().is_ok_and(|v| v >= 2)))) =>
            {
                let golfed = self.text(e);
                let ExprKind::Slice(Some(lo), Some(hi), None) = &index.kind else {
                    unreachable!()
                };
                let (xt, lt, ht) = (self.text(x), self.text(lo), self.text(hi));
                let Some(readable) = self.picked(x, format!("{xt}[v]for v in range({lt},{ht})"))
                else {
                    return Walk::Noted;
                };
                self.push(e.start, Trick::RunSlice, golfed, readable,
                    "a slice `s[a:a+N]` takes N items in a row (`g[i*9:i*9+9]`: a row of a grid string) in one subscript");
                self.expr(x, false);
                self.expr(lo, false);
                self.expr(hi, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `s[a::N]`: every Nth item.
    pub(super) fn stride_slice(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Subscript(x, index) => {
                let golfed = self.text(e);
                if let ExprKind::Slice(lo, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Num(n) if n.parse::<u32>().is_ok_and(|v| v >= 2))
                {
                    let (xt, st) = (self.text(x), self.text(step));
                    let lt = lo.as_ref().map_or("0".to_string(), |l| self.text(l));
                    let Some(readable) =
                        self.picked(x, format!("{xt}[v]for v in range({lt},len({xt}),{st})"))
                    else {
                        return Walk::Noted;
                    };
                    self.push(e.start, Trick::StrideSlice, golfed, readable,
                        "a slice with a step picks every Nth item (`p[c::9]`: a column of a grid string) in one subscript");
                    self.expr(x, false);
                    if let Some(l) = lo {
                        self.expr(l, false);
                    }
                    return Walk::Walked;
                }
                false
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}

impl Finder<'_> {
    /// `s[i-1]` with i a loop variable over `range(n)`: at i=0 it reads `s[-1]`, the last
    /// item, so the sequence wraps around as a ring without `%len(s)`.
    pub(super) fn wrap_index(&mut self, e: &Expr) {
        let ExprKind::Subscript(s, index) = &e.kind else {
            return;
        };
        let ExprKind::Binary(BinOp::Sub, i, k) = &index.kind else {
            return;
        };
        let (ExprKind::Name(n), Some(k)) = (&i.kind, Self::int_literal(k)) else {
            return;
        };
        if k < 1
            || !self.facts.range_vars.contains(n)
            || !matches!(s.kind, ExprKind::Name(_) | ExprKind::Attr(..))
        {
            return;
        }
        // A guard on the variable (`i and s[i-1]`, `if i>0`) keeps the index from wrapping.
        let guarded = self.toks.windows(2).any(|w| {
            (w[0].is(n) && (w[1].is("and") || w[1].is(">") || w[1].is(">=") || w[1].is(":")))
                || (w[1].is(n) && (w[0].is("if") || w[0].is("<") || w[0].is("<=")))
        });
        if guarded {
            return;
        }
        let (golfed, st) = (self.text(e), self.text(s));
        let readable = format!("{st}[({n}-{k})%len({st})]");
        self.push(e.start, Trick::WrapIndex, golfed, readable,
            &format!("{n} counts from 0, and at {n}<{k} the index {n}-{k} is negative, which Python reads from the end: {st}[{n}-{k}] wraps around to the last items, as a ring, without `%len({st})`"));
    }
}
