//! Number and bit shortcuts: divisibility and parity tests, shifts for halving and powers of
//! two, `~x` as an index, the band of a cell, `^` as `!=`, ceiling division and `**.5`. Each rule
//! writes the arithmetic its shorter spelling stands for, judged where it stands.

use super::facts::{is_primary, is_str_expr};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, CmpOp, Expr, ExprKind, Semantics, UnOp};

impl Finder<'_> {
    /// Python 2's `/` floors ints; Python 3 floors with `//`.
    fn floor_div(&self) -> &'static str {
        if self.sem == Semantics::Py2 {
            "/"
        } else {
            "//"
        }
    }

    /// Whether `x` is a string: a string the file binds, or a string literal (a `%` or `*` of
    /// a string formats or repeats, no arithmetic).
    pub(super) fn is_str_operand(&self, x: &Expr) -> bool {
        is_str_expr(x, &self.facts.strings, self.sem)
            || matches!(x.unparen().kind, ExprKind::Str { .. })
    }

    /// `n%k<1`: k divides n.
    pub(super) fn divisibility_test(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Compare(a, chain)
                if chain.len() == 1
                    && let ExprKind::Binary(BinOp::Mod, n, k) = &a.kind
                    && Self::int_literal(k).is_some_and(|k| k > 0)
                    && !self.is_str_operand(n)
                    && let Some(test) = match (&chain[0].0, Self::int_literal(&chain[0].1)) {
                        (CmpOp::Lt, Some(1)) => Some("==0"),
                        (CmpOp::Gt, Some(0)) => Some("!=0"),
                        _ => None,
                    } =>
            {
                let golfed = self.text(e);
                let k = Self::int_literal(k).unwrap_or(1);
                let at = self.text(a);
                let what = if k == 2 { " (n even)" } else { "" };
                let (name, note) = if test == "==0" {
                    (
                        Trick::DivisibilityTest,
                        format!(
                            "n%{k} is 0 exactly when {k} divides n{what}; with a positive divisor Python's % is never negative (its sign is the divisor's), so `<1` is `==0`, one byte shorter"
                        ),
                    )
                } else {
                    (
                        Trick::DivisibilityTest,
                        format!(
                            "n%{k} is not 0 exactly when {k} does not divide n; with a positive divisor Python's % is never negative, so `>0` is `!=0`, one byte shorter"
                        ),
                    )
                };
                self.push(e.start, name, golfed, format!("{at}{test}"), &note);
                // `a` is walked through its operands: their context is its own (`-~i%9`).
                self.note_context(a);
                if let ExprKind::Binary(_, n, k) = &a.kind {
                    self.expr(n, false);
                    self.expr(k, false);
                }
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `x%2` as a truth value: x is odd.
    pub(super) fn parity_test(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Mod, x, two)
                if cond
                    && Self::int_literal(two) == Some(2)
                    && !self.is_str_operand(x)
                    && !self.value_used.contains(&(e.start, e.end))
                    && !self.is_factor(e) =>
            {
                let golfed = self.text(e);
                self.push(e.start, Trick::ParityTest, golfed, format!("{}%2==1", self.mul_left(x)),
                    "x%2 is 1 for an odd x and 0 for an even one (a negative x too: Python's % takes the divisor's sign): as a truth value it tests odd, without `==1`");
                self.expr(x, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `x&1`: bit 0, the parity.
    pub(super) fn parity_bit(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::And, a, b)
                if let Some(x) = match (Self::int_literal(a), Self::int_literal(b)) {
                    (_, Some(1)) => Some(&**a),
                    (Some(1), _) => Some(&**b),
                    _ => None,
                } && !matches!(
                    x.unparen().kind,
                    ExprKind::Binary(BinOp::Shr | BinOp::Shl, ..)
                        | ExprKind::Unary(UnOp::Invert, _)
                        | ExprKind::Num(_)
                ) && self.as_condition(x).is_none()
                    && !self.value_used.contains(&(e.start, e.end)) =>
            {
                let golfed = self.text(e);
                let plain = if cond {
                    format!("{}%2==1", self.mul_left(x))
                } else {
                    format!("{}%2", self.mul_left(x))
                };
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ParityBit, golfed, readable,
                    if cond {
                        "x&1 is bit 0 of x: 1 for an odd int, 0 for an even one (negative too, as x%2): as a truth value it tests odd"
                    } else {
                        "x&1 is bit 0 of x, which is x%2 for every int (negative too): the parity, binding looser than + and -, so `x+1&1` needs no parentheses"
                    });
                self.expr(x, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `x>>k`: floor division by 2**k.
    pub(super) fn shift_halve(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Shr, x, k)
                if let Some(k) = Self::int_literal(k).filter(|k| (1..63).contains(k))
                    && !matches!(x.unparen().kind, ExprKind::Unary(UnOp::Invert, _)) =>
            {
                let golfed = self.text(e);
                let floor = self.floor_div();
                let plain = format!("{}{floor}{}", self.mul_left(x), 1i64 << k);
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ShiftHalve, golfed, readable,
                    &format!("x>>{k} is x{floor}{} for every int (it floors, negative too), and binds looser than + and -: `x+1>>1` is (x+1){floor}2 without the parentheses", 1i64 << k));
                self.expr(x, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `1<<k`: a power of two.
    pub(super) fn shift_power(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Shl, one, k) if Self::int_literal(one) == Some(1) => {
                let golfed = self.text(e);
                let plain = format!("2**{}", self.primary_text(k));
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ShiftPower, golfed, readable,
                    "1<<k is 2**k, and binds looser than + and -: `1<<k+1` is 2**(k+1) without the parentheses");
                self.expr(k, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `~x` as a value: -x-1, the item counted from the end as an index.
    /// Not as an operand of an operator (`m&~b` clears bits: a complement, not -b-1).
    pub(super) fn tilde_value(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Unary(UnOp::Invert, x)
                if !cond
                    && !self.operand.contains(&(e.start, e.end))
                    && !matches!(
                        x.unparen().kind,
                        ExprKind::Unary(UnOp::Neg, _) | ExprKind::Str { .. }
                    ) =>
            {
                let golfed = self.text(e);
                let xt = if is_primary(x) {
                    self.text(x)
                } else {
                    format!("({})", self.text(x))
                };
                // `~0` is -1: a literal's readable form is its value.
                let plain = match Self::int_literal(x) {
                    Some(v) => format!("{}", -v - 1),
                    None => format!("-{xt}-1"),
                };
                let readable = if self.tight_ctx.contains(&(e.start, e.end)) {
                    format!("({plain})")
                } else {
                    self.drop_in(e.start, &golfed, plain)
                };
                self.push(e.start, Trick::TildeValue, golfed, readable,
                    "~x is -x-1 for an int: as an index, s[~i] is the i-th item from the end (s[-i-1]), two bytes shorter");
                self.expr(x, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `i/27` with i a cell's index: the band, its row's third in one division.
    pub(super) fn band_index(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(op @ (BinOp::FloorDiv | BinOp::Div), x, k)
                if Self::int_literal(k) == Some(27)
                    && (*op == BinOp::FloorDiv || self.sem == Semantics::Py2)
                    && let ExprKind::Name(n) = &x.kind
                    && self.cell_index(n) =>
            {
                let golfed = self.text(e);
                let d = if *op == BinOp::Div { "/" } else { "//" };
                let readable = self.drop_in(e.start, &golfed, format!("{n}{d}9{d}3"));
                self.push(e.start, Trick::BandIndex, golfed, readable,
                    &format!("with {n} a cell's index (0-80, row by row, as its {n}%9 and {n}{d}9 say), {n}{d}27 is the row of boxes it stands in (0-2): its row{d}3 in one division, 27 cells to a band"));
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `a^b` as a truth value: a != b.
    pub(super) fn xor_test(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Xor, a, b)
                if cond
                    && !self.value_used.contains(&(e.start, e.end))
                    && self.peer_polarity(e).is_none() =>
            {
                let golfed = self.text(e);
                let (at, bt) = (self.text(a), self.text(b));
                let readable = self.drop_in(e.start, &golfed, format!("{at}!={bt}"));
                self.push(e.start, Trick::XorTest, golfed, readable,
                    "x^y is 0 exactly when x == y (for ints and bools): as a truth value it is x!=y, a byte shorter, and binds tighter than a comparison");
                self.expr(a, false);
                self.expr(b, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `-(-a//b)`, `0--a//b`: a divided by b, rounded up.
    pub(super) fn ceil_division(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Unary(UnOp::Neg, inner) | ExprKind::Binary(BinOp::Sub, _, inner)
                if (matches!(e.kind, ExprKind::Unary(..))
                    || matches!(&e.kind, ExprKind::Binary(_, z, _) if Self::int_literal(z) == Some(0)))
                    && let ExprKind::Binary(op, neg, b) = &inner.unparen().kind
                    && (*op == BinOp::FloorDiv
                        || (*op == BinOp::Div && self.sem == Semantics::Py2))
                    && let ExprKind::Unary(UnOp::Neg, a) = &neg.kind =>
            {
                let golfed = self.text(e);
                let floor = self.floor_div();
                let bt = self.primary_text(b);
                let plain = match Self::int_literal(b) {
                    Some(k) if k > 0 => format!("({}+{}){floor}{bt}", self.text(a), k - 1),
                    _ => format!("({}+{}-1){floor}{bt}", self.text(a), self.text(b)),
                };
                let readable = self.drop_in(e.start, &golfed, plain);
                let sign = if Self::int_literal(b).is_some_and(|v| v > 0) {
                    ""
                } else {
                    " (for b>0)"
                };
                self.push(e.start, Trick::CeilDivision, golfed, readable,
                    &format!("floor division of -a, negated, is a divided by b rounded up{sign}: the ceiling without math.ceil or (a+b-1){floor}b"));
                self.expr(a, false);
                self.expr(b, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `n**.5`: the square root.
    pub(super) fn square_root(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Pow, x, h) if matches!(&h.kind, ExprKind::Num(n) if n == ".5" || n == "0.5") =>
            {
                let golfed = self.text(e);
                let plain = format!("math.sqrt({})", self.text(x));
                let imported =
                    self.source.contains("import math") || self.source.contains("from math import");
                let saves = tight_text(&plain).len() as isize - tight_text(&golfed).len() as isize;
                let (readable, saves) = if imported {
                    (plain, saves)
                } else {
                    (
                        format!("{plain}, with `import math` on a line of its own"),
                        saves + "import math\n".len() as isize,
                    )
                };
                self.push_saving(e.start, Trick::SquareRoot, golfed, readable, saves,
                    "x**.5 is the square root of x as a float, without importing math (for a negative x, Python 3 gives a complex number where math.sqrt raises)");
                self.expr(x, false);
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// Whether the file reads `n` as a cell's index: a loop over the 81 cells binds it, the
    /// file takes its column `n%9`, compares it with the cells' bound, or binds it to a find().
    fn cell_index(&self, n: &str) -> bool {
        let uses = |op: &str| {
            let pat = format!("{n}{op}9");
            self.source.match_indices(&pat).any(|(k, _)| {
                let before = self.source[..k].chars().next_back();
                let after = self.source[k + pat.len()..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
                    && !after.is_some_and(|c| c.is_ascii_digit() || c == '.')
            })
        };
        // Or a loop over the 81 cells binds it (`for i in range(81)`): the band written alone.
        let over_cells = [
            format!("for {n} in range(81)"),
            format!("for {n}in range(81)"),
        ]
        .iter()
        .any(|p| self.source.contains(p.as_str()));
        // Or it is compared with the cells' bound (`i<81`), or bound to the blank's index
        // (`i=g.find('0')`).
        let bounded = ["<81", ">80", "==81", ">=81", "<=80"]
            .iter()
            .any(|b| self.named_with(n, |rest| rest.starts_with(b)));
        let blank = self.named_with(n, |rest| {
            rest.starts_with('=')
                && !rest.starts_with("==")
                && rest
                    .split([';', '\n'])
                    .next()
                    .is_some_and(|st| st.contains(".find(") || st.contains(".index("))
        });
        over_cells || uses("%") || bounded || blank
    }

    /// Whether the name `n`, standing alone in the source (not part of a longer name), is
    /// followed somewhere by text that `after` accepts.
    fn named_with(&self, n: &str, after: impl Fn(&str) -> bool) -> bool {
        self.source.match_indices(n).any(|(k, _)| {
            let before = self.source[..k].chars().next_back();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
                && after(&self.source[k + n.len()..])
        })
    }
}
