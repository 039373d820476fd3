//! Conditionals without the words: `c and x or y`, `x or y` as a fallback, `[a,b][c]`, and a
//! value multiplied or shifted by a truth value. Each rule writes the `x if c else y` it stands
//! for.

use super::constants::constant_str;
use super::facts::{boolish, has_call, is_str_expr};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, CompKind, Expr, ExprKind, UnOp};

impl Finder<'_> {
    /// `c and x or y` with x always true: the pre-2.5 conditional.
    pub(super) fn and_or_ternary(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
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
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `x or y` as a value in golf: the fallback that needs no conditional.
    pub(super) fn or_fallback(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
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
                    // A lambda with a free name is a SyntaxError in a function holding a bare
                    // exec (Python 2), where a list comprehension opens no scope.
                    let plain = if self.bare_exec || self.exec_at.is_some() && self.in_def {
                        format!("[t if t else {bt} for t in[{at}]][0]")
                    } else {
                        format!("(lambda t:t if t else {bt})({at})")
                    };
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
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `[a,b][c]`: a two-item display indexed by a truth value.
    pub(super) fn index_ternary(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
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
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `x*(a<b)`: a value kept or emptied by a truth value.
    pub(super) fn bool_multiply(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Mul, x, c) | ExprKind::Binary(BinOp::Mul, c, x)
                if matches!(
                    &c.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) && !matches!(
                    &x.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) =>
            {
                let golfed = self.text(e);
                let (xt, ct) = (self.text(x), self.text(c.unparen()));
                // The empty value of x's type: the conditional must give what the product gives.
                let (zero, assumed) = if constant_str(x, self.sem).is_some()
                    || is_str_expr(x, &self.facts.strings, self.sem)
                {
                    ("''", "")
                } else if matches!(
                    x.unparen().kind,
                    ExprKind::List(_) | ExprKind::Comp(CompKind::List, ..)
                ) {
                    ("[]", "")
                } else if matches!(x.unparen().kind, ExprKind::Num(_)) {
                    ("0", "")
                } else {
                    (
                        "0",
                        " (x taken as a number: for a string the empty value is '', for a list [])",
                    )
                };
                self.push(e.start, Trick::BoolMultiply, golfed, format!("({xt} if {ct} else {zero})"),
                    &format!("a comparison is 1 or 0 (True or False): multiplying by it keeps the value or empties it, a conditional without the words{assumed}"));
                self.expr(x, false);
                self.expr(c, true);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `(a<b)<<k`: the bit 1<<k or nothing, by a truth value.
    pub(super) fn bool_shift(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Shl, c, k) if self.as_condition(c).is_some() => {
                let golfed = self.text(e);
                let ct = self.as_condition(c).unwrap_or_default();
                let plain = format!("1<<{} if {ct} else 0", self.text(k));
                let readable = self.in_context(e, plain);
                self.push(e.start, Trick::BoolShift, golfed, readable,
                    "a comparison is 1 or 0 (True or False): shifted left by k it is the bit 1<<k or nothing, a conditional without the words");
                self.expr(c, true);
                self.expr(k, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}

impl Finder<'_> {
    /// `c and x or y or ...` as a value: each `c and x` of a chain of three or more `or`
    /// operands, with what follows it, is the conditional `x if c else ...` (the two-operand
    /// chain is [`and_or_ternary`](Self::and_or_ternary)'s).
    pub(super) fn and_or_chain(&mut self, e: &Expr, cond: bool) {
        if cond || self.stmt_spans.contains(&(e.start, e.end)) {
            return;
        }
        // The chain's operands, first to last (`or` groups to the left).
        let mut ops: Vec<&Expr> = Vec::new();
        let mut at = e;
        while let ExprKind::Or(a, b) = &at.kind {
            ops.push(b);
            at = a;
        }
        if ops.len() < 2 {
            return;
        }
        ops.push(at);
        ops.reverse();
        for k in 0..ops.len() - 1 {
            let ExprKind::And(c, x) = &ops[k].kind else {
                continue;
            };
            let golfed = self.span(ops[k].start, e.end);
            let rest = self.span(ops[k + 1].start, e.end);
            let (ct, xt) = (self.text(c), self.text(x));
            let readable = self.drop_in(ops[k].start, &golfed, format!("{xt} if {ct} else {rest}"));
            let caveat = if x.always_true() {
                " (x is always true here)".to_string()
            } else {
                format!(
                    "; it differs where c holds and x is false (0, '', None, an empty list): there the and/or goes on to what follows, where the conditional gives x (here where {ct} holds and {xt} is false)"
                )
            };
            self.push(ops[k].start, Trick::AndOrTernary, golfed, readable,
                &format!("c and x or y is x if c else y, the pre-2.5 conditional, shorter by the spaces the words need{caveat}"));
        }
    }
}
