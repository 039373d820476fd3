//! Arithmetic: a number rounded down to a multiple without a division.

use super::finder::Finder;
use super::registry::Trick;
use crate::pyexpr::{BinOp, Expr, ExprKind, Semantics};

impl Finder<'_> {
    /// The arithmetic shapes read here; true when one has walked the node.
    pub(super) fn arithmetic_shapes(&mut self, e: &Expr) -> bool {
        // `i-i%9`: i rounded down to a multiple of 9 (the first cell of its row; `i-i%27` the
        // first of its band), which is `i//9*9` for every int (Python's % takes the divisor's
        // sign, so i%9 is 0..8 whatever i's).
        if let ExprKind::Binary(BinOp::Sub, x, m) = &e.kind
            && let ExprKind::Binary(BinOp::Mod, x2, k) = &m.kind
            && matches!(x.kind, ExprKind::Name(_))
            && self.text(x) == self.text(x2)
            && let ExprKind::Num(kt) = &k.kind
            && kt.parse::<u32>().is_ok_and(|v| v >= 2)
            && self.is_number(x)
        {
            let floor = if self.sem == Semantics::Py2 {
                "/"
            } else {
                "//"
            };
            let (xt, golfed) = (self.text(x), self.text(e));
            let readable = self.drop_in(e.start, &golfed, format!("{xt}{floor}{kt}*{kt}"));
            self.push(e.start, Trick::FloorMultiple, golfed, readable,
                &format!("x-x%{kt} is x rounded down to a multiple of {kt} (x{floor}{kt}*{kt}) for every int, negative too: Python's % takes the divisor's sign, so x%{kt} is 0 to {} whatever x", kt.parse::<u32>().unwrap_or(2) - 1));
            return true;
        }
        false
    }
}
