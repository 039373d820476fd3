//! Bit tricks: an int used as a set of small numbers (`m>>k&1`, `m&1<<k`, their complements),
//! `|` of two truth values, and bitwise operators no trick explains (listed as unknown). Each
//! rule writes the `in`, `not` or `or` its bit operation stands for.

use super::facts::has_call;
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, Expr, ExprKind, UnOp};

impl Finder<'_> {
    /// A bitwise operator no bit trick took: listed as unknown.
    pub(super) fn bitwise_unknown(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
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
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `~x` whose value (not its truth) counts, outside `-~x` and `~-x`: listed as unknown.
    pub(super) fn tilde_value_unknown(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Unary(UnOp::Invert, _) => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`~` where its value (not its truth) counts, outside -~x and ~-x".to_string(),
                );
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `m>>k&1`, `m&1<<k` and their complements `~m>>k&1`, `~m&1<<k`: bit k of an int used as
    /// a set.
    pub(super) fn bit_tests(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::And, a, b) => {
                let golfed = self.text(e);
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
                    return Walk::Walked;
                }
                // `~m&1<<k` as a truth value: bit k of m not set.
                if cond
                    && let (ExprKind::Unary(UnOp::Invert, m), x)
                    | (x, ExprKind::Unary(UnOp::Invert, m)) = (&a.kind, &b.kind)
                    && let ExprKind::Binary(BinOp::Shl, o, k) = x
                    && one(o)
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    self.push(e.start, Trick::ComplementBit, golfed, format!("not {mt}&1<<{kt}"),
                        "`~m` flips every bit of m (it is -m-1), so `~m&1<<k` is true exactly when bit k of m is not set: the test for a value not yet used, without `not`");
                    self.expr(m, false);
                    self.expr(k, false);
                    return Walk::Walked;
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
                    return Walk::Walked;
                }
                false
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `|` of two truth values: their `or`.
    pub(super) fn bit_or_test(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Or, a, b)
                if self.as_condition(a).is_some()
                    && self.as_condition(b).is_some()
                    && !has_call(a)
                    && !has_call(b) =>
            {
                let golfed = self.text(e);
                let (at, bt) = (self.text(a.unparen()), self.text(b.unparen()));
                let readable = self.drop_in(e.start, &golfed, format!("{at} or {bt}"));
                if tight_text(&readable).len() <= golfed.len() {
                    return Walk::Noted;
                }
                self.push(e.start, Trick::BitOrTest, golfed, readable,
                    "`|` of two truth values (0 or 1, neither with a call to skip) is their `or`, in fewer bytes");
                self.expr(a, true);
                self.expr(b, true);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}
