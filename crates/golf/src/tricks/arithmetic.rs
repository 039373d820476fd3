//! Arithmetic, read from the expression's shape and the file's bindings: a number rounded
//! down to a multiple, `-~x`, large constants written as powers, squares and a running
//! product. Each is named by the value it computes, and Wilson's theorem by the primality it
//! tests.

use super::facts::is_str_expr;
use super::finder::Finder;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, Expr, ExprKind, Semantics, UnOp, Value};

impl Finder<'_> {
    /// The arithmetic shapes read here; true when one has walked the node.
    pub(super) fn arithmetic_shapes(&mut self, e: &Expr) -> bool {
        if self.power_constant(e) {
            return true;
        }
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

impl Finder<'_> {
    /// `-~x` and `~-x`: x+1 and x-1 with the precedence of a unary operator.
    pub(super) fn neg_tilde(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Unary(UnOp::Neg, x) | ExprKind::Unary(UnOp::Invert, x)
                if matches!(
                    (&e.kind, &x.kind),
                    (
                        ExprKind::Unary(UnOp::Neg, _),
                        ExprKind::Unary(UnOp::Invert, _)
                    ) | (
                        ExprKind::Unary(UnOp::Invert, _),
                        ExprKind::Unary(UnOp::Neg, _)
                    )
                ) =>
            {
                let ExprKind::Unary(_, inner) = &x.kind else {
                    unreachable!()
                };
                let t = self.text(inner);
                let name = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => Trick::NegTilde,
                    _ => Trick::TildeNeg,
                };
                // `x+1` needs parentheses only where an operator binds tighter than `+`; the
                // operand of `-~` is a primary or a power, which `+` never splits.
                let sum = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => format!("{t}+1"),
                    _ => format!("{t}-1"),
                };
                // Judged where it stands: an operator around it that binds tighter than `+`
                // (`-~i%9`: only `(i+1)%9` keeps the meaning) needs the parentheses, as the
                // text with the sum put in its place says.
                let golfed = self.text(e);
                // (`a+~-x` is `a+x-1` whatever the grouping: the right of `+` takes it bare.)
                let needs = self.tight_ctx.contains(&(e.start, e.end))
                    || (!self.add_right.contains(&(e.start, e.end))
                        && self.drop_in(e.start, &golfed, sum.clone()) != sum);
                let readable = if needs { format!("({sum})") } else { sum };
                let how = if needs {
                    " with the precedence of a unary operator, where the sum would need parentheses (an operator around it binds tighter than `+`)"
                } else {
                    "; here the sum would need no parentheses (no operator around it binds tighter than `+`), so the trick saves nothing"
                };
                let what = if name == Trick::NegTilde {
                    "`-~x` is x+1"
                } else {
                    "`~-x` is x-1"
                };
                self.push(e.start, name, golfed, readable, &format!("{what}{how}"));
                self.expr(inner, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A float literal with an exponent (`1e9`) that writes a large round number.
    pub(super) fn e_literal(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Num(n) => {
                let lower = n.to_ascii_lowercase();
                if lower.contains('e')
                    && !lower.starts_with("0x")
                    && let Ok(Value::Float(x)) = crate::pyvalue::number_literal(n, self.sem)
                    && x.fract() == 0.0
                    && (1e4..1e18).contains(&x)
                {
                    self.push(
                        e.start,
                        Trick::ELiteral,
                        n.clone(),
                        format!("{}", x as i64),
                        "a float literal with an exponent writes a large round number in few bytes",
                    );
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `x*x`: x squared.
    pub(super) fn square_product(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Mul, a, b)
                if matches!(a.kind, ExprKind::Name(_))
                    && self.text(a) == self.text(b)
                    && !is_str_expr(a, &self.facts.strings, self.sem) =>
            {
                let golfed = self.text(e);
                let at = self.text(a);
                self.push(
                    e.start,
                    Trick::SquareProduct,
                    golfed,
                    format!("{at}**2"),
                    "x*x is x squared, a byte shorter than x**2",
                );
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}

/// The integer value of `b**k` (`b`, `k` decimal literals), where it fits.
fn power_value(e: &Expr) -> Option<u128> {
    let ExprKind::Binary(BinOp::Pow, b, k) = &e.kind else {
        return None;
    };
    let lit = |x: &Expr| match &x.kind {
        ExprKind::Num(n) if n.bytes().all(|c| c.is_ascii_digit()) => n.parse::<u128>().ok(),
        _ => None,
    };
    lit(b)?.checked_pow(u32::try_from(lit(k)?).ok()?)
}

impl Finder<'_> {
    /// `2**31-1`, `10**9`: a large constant as a power of literals (and a small literal added
    /// or taken away), where its digits are longer; true when found (its parts are literals,
    /// nothing left to walk).
    fn power_constant(&mut self, e: &Expr) -> bool {
        let value = match &e.kind {
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), p, d)
                if let Some(v) = power_value(p)
                    && let ExprKind::Num(dt) = &d.kind
                    && let Ok(d) = dt.parse::<u128>() =>
            {
                if *op == BinOp::Add {
                    v.checked_add(d)
                } else {
                    v.checked_sub(d)
                }
            }
            _ => power_value(e),
        };
        let Some(value) = value else {
            return false;
        };
        let golfed = self.text(e);
        let digits = value.to_string();
        if digits.len() <= golfed.len() {
            return false;
        }
        let ones = (value + 1)
            .is_power_of_two()
            .then(|| (value + 1).trailing_zeros());
        let meaning = match ones {
            Some(31) => ", the largest 32-bit signed int".to_string(),
            Some(63) => {
                ", the largest 64-bit signed int (sys.maxsize on a 64-bit build)".to_string()
            }
            Some(k) if k > 1 => format!(", {k} one bits: a mask of the low {k} bits"),
            _ => String::new(),
        };
        self.push(e.start, Trick::PowerConstant, golfed, digits,
            &format!("a power of two literals writes a large constant in fewer bytes than its digits{meaning}"));
        true
    }
}

impl Finder<'_> {
    /// `P%n`, P a running product of n's squares (or of n): by Wilson's theorem
    /// ((n-1)! % n is n-1 for a prime n, 0 for a composite but 4), a test of n being prime.
    pub(super) fn wilson_prime(&mut self, e: &Expr, cond: bool) {
        let ExprKind::Binary(BinOp::Mod, p, n) = &e.kind else {
            return;
        };
        let (ExprKind::Name(pt), ExprKind::Name(nt)) = (&p.kind, &n.kind) else {
            return;
        };
        let place = self.place(e.start);
        let Some(run) = self
            .facts
            .products
            .iter()
            .find(|r| r.product == *pt && r.counter == *nt && place < r.at)
        else {
            return;
        };
        // In a function holding a bare exec (Python 2) a generator is a SyntaxError.
        let divisors = if self.bare_exec {
            format!("all([{nt}%d for d in range(2,{nt})])")
        } else {
            format!("all({nt}%d for d in range(2,{nt}))")
        };
        let prime = format!("{nt}>1 and {divisors}");
        let (plain, what) = match (run.squared, cond) {
            (true, true) => (prime, "1 for a prime n and 0 otherwise"),
            (true, false) => (format!("int({prime})"), "1 for a prime n and 0 otherwise"),
            (false, true) => (
                format!("{nt}==4 or {prime}"),
                "n-1 for a prime n, 2 for 4 and 0 for any other n",
            ),
            // As a value, (n-1)! % n is n-1 for a prime: no test to name.
            (false, false) => return,
        };
        let golfed = self.text(e);
        let readable = self.drop_in(e.start, &golfed, self.in_context(e, plain));
        let product = if run.squared { "((n-1)!)**2" } else { "(n-1)!" };
        self.push(e.start, Trick::WilsonPrime, golfed, readable,
            &format!("Wilson's theorem: (n-1)! % n is n-1 exactly when n is prime, so with P the running product {product} at the test, P%n is {what}: a primality test without a loop over divisors"));
    }
}
