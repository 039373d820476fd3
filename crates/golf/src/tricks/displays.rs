//! Displays and sets: `*x` unpacked in a display, set difference, and set comprehensions. Each
//! rule writes the constructor calls or comprehension the shorter display stands for.

use super::finder::Finder;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, CompKind, Expr, ExprKind};

impl Finder<'_> {
    /// A display with `*x` in it: the constructor calls it stands for.
    pub(super) fn star_display(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Set(items) | ExprKind::List(items) | ExprKind::Tuple(items)
                if items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                let golfed = self.text(e);
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `a-b` with a set on either side: the candidates not yet used.
    pub(super) fn set_difference(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Sub, a, b)
                if [a, b].iter().any(|x| {
                    matches!(
                        &x.unparen().kind,
                        ExprKind::Set(_) | ExprKind::Comp(CompKind::Set, ..)
                    ) || matches!(&x.unparen().kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "set"))
                }) =>
            {
                let golfed = self.text(e);
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// A set comprehension: set() of a generator without the call.
    pub(super) fn set_comprehension(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Comp(CompKind::Set, ..) => {
                let golfed = self.text(e);
                let inner = self.span(e.start + 1, e.end - 1);
                self.push(e.start, Trick::SetComprehension, golfed, format!("set({inner})"),
                    "a set comprehension `{f(x)for x in s}`: the braces make the set, no set() around a generator");
                false
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}
