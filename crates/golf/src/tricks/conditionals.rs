//! Conditionals: truth values, and an expression's readable form as a condition; number and
//! bit shortcuts (divisibility, parity, shifts for powers of two, `~x`), a container's truth,
//! tuple order, and/or precedence, a table packed in one literal, `in` on a sum.

use super::facts::{below_mul, boolish, container_names, has_call, is_primary, is_str_expr};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use crate::pyexpr::{BinOp, CmpOp, Expr, ExprKind, Semantics, UnOp};
use crate::pystmt;

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

impl Finder<'_> {
    /// `x` as the left operand of `*`, `%` or `//`: in parentheses where it binds looser.
    pub(super) fn mul_left(&self, x: &Expr) -> String {
        let t = self.text(x);
        if below_mul(x) { format!("({t})") } else { t }
    }

    /// `x` as the right operand of `//` or `**`: in parentheses unless a primary.
    pub(super) fn primary_text(&self, x: &Expr) -> String {
        let t = self.text(x);
        if is_primary(x) { t } else { format!("({t})") }
    }

    /// The integer value of a decimal literal.
    fn int_literal(x: &Expr) -> Option<i64> {
        match &x.kind {
            ExprKind::Num(n) if n.bytes().all(|b| b.is_ascii_digit()) => n.parse().ok(),
            _ => None,
        }
    }

    /// The shapes of number, bit and comparison golf the rest of the walk does not read (each
    /// checked where it stands: a condition or a value); true when it has walked the node.
    pub(super) fn number_shapes(&mut self, e: &Expr, cond: bool) -> bool {
        let golfed = self.text(e);
        let floor = if self.sem == Semantics::Py2 {
            "/"
        } else {
            "//"
        };
        let is_str = |me: &Self, x: &Expr| {
            is_str_expr(x, &me.facts.strings, me.sem)
                || matches!(x.unparen().kind, ExprKind::Str { .. })
        };
        match &e.kind {
            // `n%k<1`: k divides n.
            ExprKind::Compare(a, chain)
                if chain.len() == 1
                    && let ExprKind::Binary(BinOp::Mod, n, k) = &a.kind
                    && Self::int_literal(k).is_some_and(|k| k > 0)
                    && !is_str(self, n)
                    && let Some(test) = match (&chain[0].0, Self::int_literal(&chain[0].1)) {
                        (CmpOp::Lt, Some(1)) => Some("==0"),
                        (CmpOp::Gt, Some(0)) => Some("!=0"),
                        _ => None,
                    } =>
            {
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
            // `x%2` as a truth value: x is odd.
            ExprKind::Binary(BinOp::Mod, x, two)
                if cond
                    && Self::int_literal(two) == Some(2)
                    && !is_str(self, x)
                    && !self.value_used.contains(&(e.start, e.end))
                    && !self.is_factor(e) =>
            {
                self.push(e.start, Trick::ParityTest, golfed, format!("{}%2==1", self.mul_left(x)),
                    "x%2 is 1 for an odd x and 0 for an even one (a negative x too: Python's % takes the divisor's sign): as a truth value it tests odd, without `==1`");
                self.expr(x, false);
                true
            }
            // `x&1`: bit 0, the parity.
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
            // `x>>k`: floor division by 2**k.
            ExprKind::Binary(BinOp::Shr, x, k)
                if let Some(k) = Self::int_literal(k).filter(|k| (1..63).contains(k))
                    && !matches!(x.unparen().kind, ExprKind::Unary(UnOp::Invert, _)) =>
            {
                let plain = format!("{}{floor}{}", self.mul_left(x), 1i64 << k);
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ShiftHalve, golfed, readable,
                    &format!("x>>{k} is x{floor}{} for every int (it floors, negative too), and binds looser than + and -: `x+1>>1` is (x+1){floor}2 without the parentheses", 1i64 << k));
                self.expr(x, false);
                true
            }
            // `1<<k`: a power of two.
            ExprKind::Binary(BinOp::Shl, one, k) if Self::int_literal(one) == Some(1) => {
                let plain = format!("2**{}", self.primary_text(k));
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ShiftPower, golfed, readable,
                    "1<<k is 2**k, and binds looser than + and -: `1<<k+1` is 2**(k+1) without the parentheses");
                self.expr(k, false);
                true
            }
            // `~x` as a value: -x-1, the item counted from the end as an index.
            // Not as an operand of an operator (`m&~b` clears bits: a complement, not -b-1).
            ExprKind::Unary(UnOp::Invert, x)
                if !cond
                    && !self.operand.contains(&(e.start, e.end))
                    && !matches!(
                        x.unparen().kind,
                        ExprKind::Unary(UnOp::Neg, _) | ExprKind::Str { .. }
                    ) =>
            {
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
            // `i/27` with i a cell's index: the band, its row's third in one division.
            ExprKind::Binary(op @ (BinOp::FloorDiv | BinOp::Div), x, k)
                if Self::int_literal(k) == Some(27)
                    && (*op == BinOp::FloorDiv || self.sem == Semantics::Py2)
                    && let ExprKind::Name(n) = &x.kind
                    && self.cell_index(n) =>
            {
                let d = if *op == BinOp::Div { "/" } else { "//" };
                let readable = self.drop_in(e.start, &golfed, format!("{n}{d}9{d}3"));
                self.push(e.start, Trick::BandIndex, golfed, readable,
                    &format!("with {n} a cell's index (0-80, row by row, as its {n}%9 and {n}{d}9 say), {n}{d}27 is the row of boxes it stands in (0-2): its row{d}3 in one division, 27 cells to a band"));
                true
            }
            // `a^b` as a truth value: a != b.
            ExprKind::Binary(BinOp::Xor, a, b)
                if cond
                    && !self.value_used.contains(&(e.start, e.end))
                    && self.peer_polarity(e).is_none() =>
            {
                let (at, bt) = (self.text(a), self.text(b));
                let readable = self.drop_in(e.start, &golfed, format!("{at}!={bt}"));
                self.push(e.start, Trick::XorTest, golfed, readable,
                    "x^y is 0 exactly when x == y (for ints and bools): as a truth value it is x!=y, a byte shorter, and binds tighter than a comparison");
                self.expr(a, false);
                self.expr(b, false);
                true
            }
            // `-(-a//b)`, `0--a//b`: a divided by b, rounded up.
            ExprKind::Unary(UnOp::Neg, inner) | ExprKind::Binary(BinOp::Sub, _, inner)
                if (matches!(e.kind, ExprKind::Unary(..))
                    || matches!(&e.kind, ExprKind::Binary(_, z, _) if Self::int_literal(z) == Some(0)))
                    && let ExprKind::Binary(op, neg, b) = &inner.unparen().kind
                    && (*op == BinOp::FloorDiv
                        || (*op == BinOp::Div && self.sem == Semantics::Py2))
                    && let ExprKind::Unary(UnOp::Neg, a) = &neg.kind =>
            {
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
            // `n**.5`: the square root.
            ExprKind::Binary(BinOp::Pow, x, h) if matches!(&h.kind, ExprKind::Num(n) if n == ".5" || n == "0.5") =>
            {
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
            // `(a,b)<(c,d)`: tuples compared item by item.
            ExprKind::Compare(l, chain)
                if chain.len() == 1
                    && let (
                        ExprKind::Tuple(xs) | ExprKind::List(xs),
                        ExprKind::Tuple(ys) | ExprKind::List(ys),
                    ) = (&l.unparen().kind, &chain[0].1.unparen().kind)
                    && xs.len() == ys.len()
                    && xs.len() >= 2
                    && !xs
                        .iter()
                        .chain(ys)
                        .any(|x| matches!(x.kind, ExprKind::Starred(_)))
                    && (matches!(chain[0].0, CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge)
                        || (self.facts.golfed && matches!(chain[0].0, CmpOp::Eq | CmpOp::Ne))) =>
            {
                let op = chain[0].0;
                let pairs: Vec<(String, String)> = xs
                    .iter()
                    .zip(ys)
                    .map(|(x, y)| (self.text(x), self.text(y)))
                    .collect();
                let plain = match op {
                    CmpOp::Eq => pairs
                        .iter()
                        .map(|(x, y)| format!("{x}=={y}"))
                        .collect::<Vec<_>>()
                        .join(" and "),
                    CmpOp::Ne => pairs
                        .iter()
                        .map(|(x, y)| format!("{x}!={y}"))
                        .collect::<Vec<_>>()
                        .join(" or "),
                    _ => {
                        let strict = if matches!(op, CmpOp::Lt | CmpOp::Le) {
                            "<"
                        } else {
                            ">"
                        };
                        let last = pairs.len() - 1;
                        let mut text = format!("{}{}{}", pairs[last].0, op.symbol(), pairs[last].1);
                        for (k, (x, y)) in pairs.iter().enumerate().rev().skip(1) {
                            let inner = if k + 1 == last {
                                text
                            } else {
                                format!("({text})")
                            };
                            text = format!("{x}{strict}{y} or {x}=={y} and {inner}");
                        }
                        text
                    }
                };
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::TupleCompare, golfed, readable,
                    "sequences compare item by item, the first pair that differs deciding: one comparison of two tuples stands for the chain of comparisons of their items (for numbers)");
                for x in xs.iter().chain(ys) {
                    self.expr(x, false);
                }
                true
            }
            // `c in a+b`: membership in either part.
            ExprKind::Compare(c, chain)
                if chain.len() == 1
                    && matches!(chain[0].0, CmpOp::In | CmpOp::NotIn)
                    && matches!(chain[0].1.unparen().kind, ExprKind::Binary(BinOp::Add, ..))
                    && !has_call(c) =>
            {
                let mut parts: Vec<&Expr> = Vec::new();
                let mut stack = vec![chain[0].1.unparen()];
                while let Some(x) = stack.pop() {
                    match &x.kind {
                        ExprKind::Binary(BinOp::Add, a, b) => {
                            stack.push(b);
                            stack.push(a);
                        }
                        _ => parts.push(x),
                    }
                }
                if parts.iter().any(|p| self.is_number(p)) {
                    return false;
                }
                let ct = self.text(c);
                let (word, join) = if chain[0].0 == CmpOp::In {
                    ("in", " or ")
                } else {
                    ("not in", " and ")
                };
                let plain = parts
                    .iter()
                    .map(|p| format!("{ct} {word} {}", self.text(p)))
                    .collect::<Vec<_>>()
                    .join(join);
                let readable = self.drop_in(e.start, &golfed, plain);
                let strings = parts.iter().any(|p| is_str(self, p));
                self.push(e.start, Trick::InConcatenation, golfed, readable,
                    &format!("membership in a concatenation is membership in one of its parts: one `{word}` for several{}",
                        if strings { " (for strings, where c is one character: a longer c could be found across a join)" } else { "" }));
                self.expr(c, false);
                for p in parts {
                    self.expr(p, false);
                }
                true
            }
            // A table packed in one string literal, picked by a computed slice.
            ExprKind::Subscript(s, index)
                if let ExprKind::Str { value, .. } = &s.unparen().kind
                    && let ExprKind::Slice(lo, hi, step) = &index.kind
                    && !index.names().is_empty()
                    && let Some((words, at, range)) = self.literal_table(value, lo.as_deref(), hi.as_deref(), step.as_deref())
                    && let items = words.iter().map(|w| crate::pyvalue::str_repr(w)).collect::<Vec<_>>()
                    && let plain = format!("({})[{}]", items.join(","), self.text(at))
                    // Only where the list spelling is longer: short words side by side are not.
                    && tight_text(&plain).len() > tight_text(&golfed).len() =>
            {
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::LiteralTable, golfed, readable,
                    &format!("one string literal holds several strings and a computed slice picks one (for an index {range}): a table lookup without a list of strings"));
                self.expr(index, false);
                true
            }
            // `if L:` with L a list, set, dict or string: its truth is its being non-empty.
            ExprKind::Name(n)
                if cond
                    && self.facts.golfed
                    && !self.value_used.contains(&(e.start, e.end))
                    && !self.facts.numbers.contains(n)
                    && (self.facts.strings.contains(n) || self.binds_container(n)) =>
            {
                self.push(e.start, Trick::EmptyTest, golfed, format!("len({n})>0"),
                    "a string, list, set or dict is true unless it is empty: as a condition it stands for len(x)>0 without the call and the comparison");
                true
            }
            // `a or b and c`: `and` binds tighter than `or`.
            ExprKind::Or(a, b)
                if self.facts.golfed
                    // `c and x or y` as a value is the conditional (below), not a precedence.
                    && (matches!(b.kind, ExprKind::And(..))
                        || matches!(&a.kind, ExprKind::And(_, x) if cond && !x.always_true()))
                    && self.peer_polarity(e).is_none() =>
            {
                let part = |me: &Self, x: &Expr| match x.kind {
                    ExprKind::And(..) => format!("({})", me.text(x)),
                    _ => me.text(x),
                };
                let plain = format!("{} or {}", part(self, a), part(self, b));
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::AndOrPrecedence, golfed, readable,
                    "`and` binds tighter than `or`: a or b and c is a or (b and c), the parentheses left out");
                false
            }
            // `c and x or y` with an x that may be false, as a value.
            ExprKind::Or(a, y)
                if !cond
                    && let ExprKind::And(c, x) = &a.kind
                    && !x.always_true()
                    && !boolish(x)
                    && !boolish(y)
                    && self.peer_polarity(e).is_none() =>
            {
                let (ct, xt, yt) = (self.text(c), self.text(x), self.text(y));
                let readable = self.drop_in(
                    e.start,
                    &golfed,
                    format!("({xt} or {yt}) if {ct} else {yt}"),
                );
                self.push(e.start, Trick::AndOrTernary, golfed, readable,
                    "c and x or y is the pre-2.5 conditional `x if c else y` only while x is true: where c holds and x is false (0, '', None, an empty list) it gives y, so its exact plain form is (x or y) if c else y");
                self.expr(c, true);
                self.expr(x, false);
                self.expr(y, false);
                true
            }
            _ => false,
        }
    }

    /// Whether the code being read binds `n` to a list, set, dict or string display: the
    /// file's fact, or, in an exec string's code, that code's.
    fn binds_container(&self, n: &String) -> bool {
        if self.exec_at.is_none() {
            return self.facts.containers.contains(n);
        }
        pystmt::parse_program(self.source, self.sem)
            .is_ok_and(|p| container_names(&p, self.sem).contains(n))
    }

    /// Whether the file reads `n` as a cell's index: it takes both `n%9` and `n/9` (or `n//9`).
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
        over_cells || (uses("%") && (uses("/") || uses("//")))
    }

    /// The strings a computed slice of the literal `value` can pick, the index that picks one,
    /// and the indices that hold: `S[n::k]` (k strings interleaved) or `S[a*w:a*w+w]`,
    /// `S[a:a+w]` (strings of w characters side by side).
    fn literal_table<'e>(
        &self,
        value: &str,
        lo: Option<&'e Expr>,
        hi: Option<&'e Expr>,
        step: Option<&'e Expr>,
    ) -> Option<(Vec<String>, &'e Expr, String)> {
        let chars: Vec<char> = value.chars().collect();
        match (lo, hi, step) {
            (Some(n), None, Some(k)) => {
                let k = Self::int_literal(k)? as usize;
                if !(2..=12).contains(&k) || chars.len() < k {
                    return None;
                }
                let words = (0..k)
                    .map(|i| chars.iter().skip(i).step_by(k).collect())
                    .collect();
                Some((words, n, format!("from 0 to {}", k - 1)))
            }
            (Some(a), Some(h), None) => {
                let ExprKind::Binary(BinOp::Add, h0, w) = &h.kind else {
                    return None;
                };
                let w = Self::int_literal(w)? as usize;
                if self.text(h0) != self.text(a) || w == 0 || chars.len() < w {
                    return None;
                }
                // `S[x*w:x*w+w]`: the x-th of the strings of w characters.
                let times = match &a.kind {
                    ExprKind::Binary(BinOp::Mul, x, m)
                        if Self::int_literal(m) == Some(w as i64) =>
                    {
                        Some(x)
                    }
                    ExprKind::Binary(BinOp::Mul, m, x)
                        if Self::int_literal(m) == Some(w as i64) =>
                    {
                        Some(x)
                    }
                    _ => None,
                };
                if let Some(x) = times
                    && chars.len().is_multiple_of(w)
                {
                    let words: Vec<String> = chars.chunks(w).map(|c| c.iter().collect()).collect();
                    let n = words.len();
                    return (n <= 24).then(|| (words, &**x, format!("from 0 to {}", n - 1)));
                }
                let n = chars.len() - w + 1;
                if n > 24 {
                    return None;
                }
                let words = (0..n).map(|i| chars[i..i + w].iter().collect()).collect();
                Some((words, a, format!("from 0 to {}", n - 1)))
            }
            _ => None,
        }
    }
}
