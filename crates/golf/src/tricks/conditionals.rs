//! Conditionals: truth values, and an expression's readable form as a condition; number and
//! bit shortcuts (divisibility, parity, shifts for powers of two, `~x`), a container's truth,
//! tuple order, and/or precedence, a table packed in one literal, `in` on a sum.

use super::bindings::container_names;
use super::facts::{below_mul, boolish, has_call, is_primary};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::{Rule, Walk};
use crate::pyexpr::{BinOp, CmpOp, Expr, ExprKind, UnOp};
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
    pub(super) fn int_literal(x: &Expr) -> Option<i64> {
        match &x.kind {
            ExprKind::Num(n) if n.bytes().all(|b| b.is_ascii_digit()) => n.parse().ok(),
            _ => None,
        }
    }

    /// The shapes of number, bit and comparison golf the rest of the walk does not read (each
    /// checked where it stands: a condition or a value); true when it has walked the node.
    pub(super) fn number_shapes(&mut self, e: &Expr, cond: bool) -> bool {
        // Tried in this order, the first whose shape fits deciding (see `expr_in_scope`).
        let rules: &[Rule<'_>] = &[
            Self::divisibility_test,
            Self::parity_test,
            Self::parity_bit,
            Self::shift_halve,
            Self::shift_power,
            Self::tilde_value,
            Self::band_index,
            Self::xor_test,
            Self::ceil_division,
            Self::square_root,
            Self::zero_in_differences,
            Self::tuple_compare,
            Self::in_concatenation,
            Self::string_table,
            Self::empty_test,
            Self::and_or_precedence,
            Self::and_or_with_false_value,
        ];
        self.first_rule(rules, e, cond) == Walk::Walked
    }

    /// `(a,b)<(c,d)`: tuples compared item by item.
    pub(super) fn tuple_compare(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
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
                let golfed = self.text(e);
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `c in a+b`: membership in either part.
    pub(super) fn in_concatenation(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Compare(c, chain)
                if chain.len() == 1
                    && matches!(chain[0].0, CmpOp::In | CmpOp::NotIn)
                    && matches!(chain[0].1.unparen().kind, ExprKind::Binary(BinOp::Add, ..))
                    && !has_call(c) =>
            {
                let golfed = self.text(e);
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
                    return Walk::Noted;
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
                let strings = parts.iter().any(|p| self.is_str_operand(p));
                self.push(e.start, Trick::InConcatenation, golfed, readable,
                    &format!("membership in a concatenation is membership in one of its parts: one `{word}` for several{}",
                        if strings { " (for strings, where c is one character: a longer c could be found across a join)" } else { "" }));
                self.expr(c, false);
                for p in parts {
                    self.expr(p, false);
                }
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// A table packed in one string literal, picked by a computed slice.
    pub(super) fn string_table(&mut self, e: &Expr, _cond: bool) -> Walk {
        let golfed = self.text(e);
        let walked = match &e.kind {
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `if L:` with L a list, set, dict or string: its truth is its being non-empty.
    pub(super) fn empty_test(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Name(n)
                if cond
                    && self.facts.golfed
                    && !self.value_used.contains(&(e.start, e.end))
                    && !self.facts.numbers.contains(n)
                    && (self.facts.strings.contains(n) || self.binds_container(n)) =>
            {
                let golfed = self.text(e);
                self.push(e.start, Trick::EmptyTest, golfed, format!("len({n})>0"),
                    "a string, list, set or dict is true unless it is empty: as a condition it stands for len(x)>0 without the call and the comparison");
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `a or b and c`: `and` binds tighter than `or`.
    pub(super) fn and_or_precedence(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Or(a, b)
                if self.facts.golfed
                    // `c and x or y` as a value is the conditional (below), not a precedence.
                    && (matches!(b.kind, ExprKind::And(..))
                        || matches!(&a.kind, ExprKind::And(_, x) if cond && !x.always_true()))
                    && self.peer_polarity(e).is_none() =>
            {
                let golfed = self.text(e);
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `c and x or y` with an x that may be false, as a value.
    pub(super) fn and_or_with_false_value(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Or(a, y)
                if !cond
                    && let ExprKind::And(c, x) = &a.kind
                    && !x.always_true()
                    && !boolish(x)
                    && !boolish(y)
                    && self.peer_polarity(e).is_none() =>
            {
                let golfed = self.text(e);
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
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// `c and x` as a value (not a truth value, not a statement), c a comparison and x not:
    /// x where c holds, False (0 in arithmetic) elsewhere.
    pub(super) fn and_value(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            ExprKind::And(a, b)
                if !cond
                    && self.facts.golfed
                    && matches!(a.unparen().kind, ExprKind::Compare(..))
                    && !boolish(b)
                    && !self.stmt_spans.contains(&(e.start, e.end))
                    && !self.value_used.contains(&(e.start, e.end)) =>
            {
                let golfed = self.text(e);
                let plain = format!("{} if {} else False", self.text(b), self.text(a));
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::AndValue, golfed, readable,
                    "`c and x` as a value is x where c holds and False where it does not, False counting as 0 in arithmetic: a conditional without its other side");
                Walk::Noted
            }
            _ => Walk::NotMine,
        }
    }

    /// `x!=y or P`, P arithmetic standing for a truth value (a peer test, a product): the
    /// implication x==y => P, P tested only where x==y.
    pub(super) fn or_implication(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Or(a, b)
                if self.facts.golfed
                    && let ExprKind::Compare(x, chain) = &a.unparen().kind
                    && let [(CmpOp::Ne, y)] = chain.as_slice()
                    && matches!(b.unparen().kind, ExprKind::Binary(..))
                    && !self.stmt_spans.contains(&(e.start, e.end)) =>
            {
                let golfed = self.text(e);
                let (xt, yt, bt) = (self.text(x), self.text(y), self.text(b));
                let plain = format!("{bt} if {xt}=={yt} else True");
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::OrImplication, golfed, readable,
                    "`x!=y or P` is the implication x==y => P: true wherever x differs from y, P tested only where they are equal, the `not` folded into `!=`");
                Walk::Noted
            }
            _ => Walk::NotMine,
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
