//! Conditionals: truth values, and an expression's readable form as a condition.

use super::finder::Finder;
use crate::analyzer::pyexpr::{BinOp, Expr, ExprKind, UnOp};

impl Finder<'_> {
    /// A conditional standing for `e`, in parentheses where `e` is an operand of an operator.
    pub(super) fn in_context(&self, e: &Expr, plain: String) -> String {
        if self.operand.contains(&(e.start, e.end)) {
            format!("({plain})")
        } else {
            plain
        }
    }

    /// `e` as a condition when its value is a truth value (1 or 0): a comparison, `not`,
    /// `and`/`or` of such, or a product of them (both true).
    pub(super) fn as_condition(&self, e: &Expr) -> Option<String> {
        match &e.kind {
            ExprKind::Paren(x) => self.as_condition(x),
            ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _) => Some(self.text(e)),
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.as_condition(a)?;
                self.as_condition(b)?;
                Some(self.text(e))
            }
            ExprKind::Binary(BinOp::Mul, a, b) => {
                let part = |x: &Expr| {
                    self.as_condition(x).map(|t| {
                        if matches!(x.unparen().kind, ExprKind::Or(..)) {
                            format!("({t})")
                        } else {
                            t
                        }
                    })
                };
                Some(format!("{} and {}", part(a)?, part(b)?))
            }
            _ => None,
        }
    }
}
