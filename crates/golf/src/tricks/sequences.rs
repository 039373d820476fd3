//! Sequences and slices.

use super::facts::is_str_expr;
use super::finder::Finder;
use crate::pyexpr::{BinOp, Expr, ExprKind};

impl Finder<'_> {
    /// `s[:i]+x+s[i+1:]` (or `s[:i]+x+s[-~i:]`): the sequence, i, and x.
    pub(super) fn splice<'e>(&self, e: &'e Expr) -> Option<(&'e Expr, &'e Expr, &'e Expr)> {
        let ExprKind::Binary(BinOp::Add, left, hi) = &e.kind else {
            return None;
        };
        let ExprKind::Binary(BinOp::Add, lo, x) = &left.kind else {
            return None;
        };
        let (ExprKind::Subscript(s1, a), ExprKind::Subscript(s2, b)) = (&lo.kind, &hi.kind) else {
            return None;
        };
        let (ExprKind::Slice(None, Some(i), None), ExprKind::Slice(Some(j), None, None)) =
            (&a.kind, &b.kind)
        else {
            return None;
        };
        let (it, jt) = (self.text(i), self.text(j));
        let atomic = matches!(i.kind, ExprKind::Name(_) | ExprKind::Num(_));
        let next = jt == format!("{it}+1")
            || jt == format!("1+{it}")
            || (atomic && jt == format!("-~{it}"));
        (self.text(s1) == self.text(s2) && next).then_some((&**s1, &**i, &**x))
    }

    /// The items of `x` that `picks` (a comprehension's body and `for`) takes, as a slice of
    /// `x` makes them: a string sliced is a string, so the plain form joins the characters.
    pub(super) fn picked(&self, x: &Expr, picks: String) -> String {
        if is_str_expr(x, &self.facts.strings, self.sem) {
            format!("''.join({picks})")
        } else {
            format!("[{picks}]")
        }
    }
}
