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

    /// The number whose bit `v` is, as written: `k` of `1<<k`, or of a name bound only to
    /// `1<<k` (a mask, see [`mask_names`]).
    pub(super) fn one_bit(&self, v: &Expr) -> Option<String> {
        match &v.unparen().kind {
            ExprKind::Binary(BinOp::Shl, one, k) if matches!(&one.kind, ExprKind::Num(n) if n == "1") => {
                Some(self.text(k))
            }
            ExprKind::Name(n) => self
                .facts
                .masks
                .iter()
                .find(|(m, _)| m == n)
                .map(|(_, k)| k.clone()),
            _ => None,
        }
    }

    /// Walks a bit found by [`one_bit`](Self::one_bit): its shift (a mask's name is plain).
    pub(super) fn walk_bit(&mut self, v: &Expr) {
        if let ExprKind::Binary(BinOp::Shl, _, k) = &v.unparen().kind {
            self.expr(k, false);
        }
    }

    /// Walks the set a bit is tested in: a `|` of sets there is their union, which Python's
    /// sets spell alike (`(r|c)&m` is `d in r|c`), so no unknown for it.
    fn walk_union(&mut self, m: &Expr) {
        match &m.kind {
            ExprKind::Binary(BinOp::Or, a, b) => {
                self.walk_union(a);
                self.walk_union(b);
            }
            ExprKind::Paren(x) => self.walk_union(x),
            _ => self.expr(m, false),
        }
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
                let (inv, bit) = if matches!(a.kind, ExprKind::Unary(UnOp::Invert, _)) {
                    (a, b)
                } else {
                    (b, a)
                };
                if cond
                    && let ExprKind::Unary(UnOp::Invert, m) = &inv.kind
                    && self.one_bit(bit).is_some()
                {
                    let (mt, bt) = (self.text(m), self.text(bit));
                    self.push(e.start, Trick::ComplementBit, golfed, format!("not {mt}&{bt}"),
                        "`~m` flips every bit of m (it is -m-1), so `~m&1<<k` is true exactly when bit k of m is not set: the test for a value not yet used, without `not`");
                    self.walk_union(m);
                    self.walk_bit(bit);
                    return Walk::Walked;
                }
                // `m>>k&1` and `m&1<<k`: bit k of an int used as a set, its membership test.
                let bit = match (&mask.kind, &a.kind, &b.kind) {
                    (ExprKind::Binary(BinOp::Shr, m, k), ..) if one(other) => Some((m, k)),
                    (_, ExprKind::Binary(BinOp::Shl, o, k), _) if one(o) => Some((b, k)),
                    (_, _, ExprKind::Binary(BinOp::Shl, o, k)) if one(o) => Some((a, k)),
                    _ => None,
                };
                // `m>>k&1`: the shift's k is walked here (no `1<<k` to walk it).
                let shifted = match (&mask.kind, bit) {
                    (ExprKind::Binary(BinOp::Shr, ..), Some((_, k))) => Some(&**k),
                    _ => None,
                };
                // A mask held in a name (`r&m`, `m=1<<d`): the same test of bit d.
                let named = || match (self.one_bit(b), self.one_bit(a)) {
                    (Some(kt), _) if matches!(b.kind, ExprKind::Name(_)) => Some((a, kt)),
                    (_, Some(kt)) if matches!(a.kind, ExprKind::Name(_)) => Some((b, kt)),
                    _ => None,
                };
                let bit = bit.map(|(m, k)| (m, self.text(k))).or_else(named);
                if let Some((m, kt)) = bit
                    && !matches!(m.kind, ExprKind::Unary(UnOp::Invert, _))
                {
                    let mt = self.text(m);
                    // A constant mask is a table of bits: the set of its bit positions.
                    let table = Self::int_literal(m.unparen())
                        .filter(|&v| (0..1 << 62).contains(&v))
                        .map(bit_positions);
                    if let Some(set) = table {
                        // As a value, the bit is 0 or 1, where `in` gives False or True.
                        let plain = if cond {
                            self.in_context(e, format!("{kt} in {set}"))
                        } else {
                            format!("int({kt} in {set})")
                        };
                        let readable = self.drop_in(e.start, &golfed, plain);
                        let binary = format!("{:b}", Self::int_literal(m.unparen()).unwrap_or(0));
                        self.push(e.start, Trick::BitmaskTest, golfed, readable,
                            &format!("a constant as a table of bits: {mt} is 0b{binary}, so `{mt}>>k&1` is 1 exactly when k is one of its set bits' positions, {set} (for k from 0 up; a negative k raises ValueError)"));
                    } else {
                        // m is an int (`k in m` raises TypeError): bit k of m in arithmetic,
                        // m//2**k%2 (`>>` floors as `//` does, `&1` is `%2`, for every int).
                        let mp = self.mul_left(m);
                        let kp = if kt.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
                            kt.clone()
                        } else {
                            format!("({kt})")
                        };
                        let plain = match (cond, shifted.is_some()) {
                            (true, _) => format!("{mp}//2**{kp}%2==1"),
                            (false, true) => format!("{mp}//2**{kp}%2"),
                            (false, false) => format!("{mp}&2**{kp}"),
                        };
                        let readable = self.drop_in(e.start, &golfed, plain);
                        self.push(e.start, Trick::BitmaskTest, golfed, readable,
                            "an int as a set of small numbers (bit k set when k is in it): `m>>k&1` (or `m&1<<k`) tests bit k of m, m//2**k%2 in arithmetic, the test `k in s` makes of a set, with `m=0` for `s=set()` and `m|=1<<k` for s.add(k)");
                    }
                    self.walk_union(m);
                    if let Some(k) = shifted {
                        self.shift_precedence(mask);
                        self.expr(k, false);
                    } else {
                        let other = if std::ptr::eq(&**a, &**m) { b } else { a };
                        self.walk_bit(other);
                    }
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

/// The set display of the positions of `v`'s set bits (`30` is `{1,2,3,4}`); `set()` for 0.
fn bit_positions(v: i64) -> String {
    let bits: Vec<String> = (0..63)
        .filter(|k| v >> k & 1 == 1)
        .map(|k| k.to_string())
        .collect();
    if bits.is_empty() {
        "set()".to_string()
    } else {
        format!("{{{}}}", bits.join(","))
    }
}

impl Finder<'_> {
    /// `a>>b+c`, `a+b<<c`: a shift binds looser than `+` and `-`, so a sum beside it needs no
    /// parentheses.
    pub(super) fn shift_precedence(&mut self, e: &Expr) {
        let ExprKind::Binary(op @ (BinOp::Shl | BinOp::Shr), a, b) = &e.kind else {
            return;
        };
        let sum = |x: &Expr| matches!(x.kind, ExprKind::Binary(BinOp::Add | BinOp::Sub, ..));
        if !sum(a) && !sum(b) {
            return;
        }
        let side = |me: &Self, x: &Expr| {
            if sum(x) {
                format!("({})", me.text(x))
            } else {
                me.text(x)
            }
        };
        let golfed = self.text(e);
        let plain = format!("{}{}{}", side(self, a), op.symbol(), side(self, b));
        self.push(e.start, Trick::ShiftPrecedence, golfed, plain,
            &format!("`{}` binds looser than `+` and `-`: a sum beside it is computed first, the parentheses a reader expects left out", op.symbol()));
    }
}
