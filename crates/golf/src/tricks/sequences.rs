//! Sequences and slices.

use super::bindings::list_expr;
use super::facts::is_str_expr;
use super::finder::Finder;
use super::registry::Trick;
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

    /// No nested scope may stand here: a function holding a bare `exec` (Python 2 refuses a
    /// generator expression or a lambda with free variables there), or an exec string's code
    /// run in a function (a nested scope cannot see its locals). A list comprehension has no
    /// scope of its own in Python 2 and runs there.
    pub(super) fn no_nested_scope(&self) -> bool {
        self.exec_at.is_some() && self.in_def || self.bare_exec
    }

    /// The items of `x` that `picks` (a comprehension's body and `for`) takes, as a slice of
    /// `x` makes them: a string sliced is a string, so the plain form joins the characters; a
    /// list sliced is a list. Of a value whose type the file does not say, no plain form is
    /// both (a list where a string stands breaks `+` and printing): `None`.
    pub(super) fn picked(&self, x: &Expr, picks: String) -> Option<String> {
        if is_str_expr(x, &self.facts.strings, self.sem) {
            Some(if self.no_nested_scope() {
                format!("''.join([{picks}])")
            } else {
                format!("''.join({picks})")
            })
        } else if self.is_list(x) {
            Some(format!("[{picks}]"))
        } else {
            None
        }
    }

    /// Whether `x` is surely a list: a list display or comprehension, a call that returns one,
    /// or a name the file binds only to those.
    pub(super) fn is_list(&self, x: &Expr) -> bool {
        match &x.unparen().kind {
            ExprKind::Name(n) => self.facts.lists.contains(n) && !self.facts.strings.contains(n),
            _ => list_expr(x, self.sem),
        }
    }

    /// The sequence shapes read here; true when one has walked the node.
    pub(super) fn sequence_shapes(&mut self, e: &Expr) -> bool {
        // `g[a:][:n]`: n items from a, a's expression written once (`g[a:a+n]` writes it
        // twice). The same items for a start a>=0; a negative start counts from the end,
        // where a+n may cross 0: not claimed for a start written negative.
        if let ExprKind::Subscript(inner, outer) = &e.kind
            && let ExprKind::Slice(None, Some(n), None) = &outer.kind
            && let ExprKind::Num(nt) = &n.kind
            && nt.parse::<u32>().is_ok_and(|v| v >= 1)
            && let ExprKind::Subscript(g, first) = &inner.kind
            && let ExprKind::Slice(Some(a), None, None) = &first.kind
            && !matches!(a.kind, ExprKind::Unary(..))
            && !matches!(&a.kind, ExprKind::Num(v) if v.starts_with('-'))
        {
            let (gt, at, golfed) = (self.text(g), self.text(a), self.text(e));
            let a_sum = if matches!(
                a.kind,
                ExprKind::IfElse(..)
                    | ExprKind::Lambda(..)
                    | ExprKind::And(..)
                    | ExprKind::Or(..)
                    | ExprKind::Compare(..)
                    | ExprKind::Unary(crate::pyexpr::UnOp::Not, _)
            ) || matches!(
                a.kind,
                ExprKind::Binary(
                    BinOp::Shl | BinOp::Shr | BinOp::And | BinOp::Or | BinOp::Xor,
                    ..
                )
            ) {
                format!("({at})")
            } else {
                at.clone()
            };
            let readable = format!("{gt}[{at}:{a_sum}+{nt}]");
            self.push(e.start, Trick::SliceOfSlice, golfed, readable,
                &format!("g[a:][:{nt}] takes {nt} items from a (for a start a>=0), a's expression written once where g[a:a+{nt}] writes it twice"));
            self.expr(g, false);
            self.expr(a, false);
            return true;
        }
        false
    }
}
