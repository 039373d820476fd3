//! Comparisons and truth tests: a difference or `~x` as a truth value, a number tested by its
//! truth, a comparison with a constant or a digit character, and chained comparisons. Each
//! rule names the plain comparison (`==`, `!=`, `and`) its shorter spelling stands for.

use super::finder::Finder;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, CmpOp, Expr, ExprKind, NoNames, UnOp};

impl Finder<'_> {
    /// `a-b` as a truth value: it is `a!=b`.
    pub(super) fn difference_test(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, a, b) if cond => {
                let (at, bt) = (self.text(a), self.text(b));
                self.push(e.start, Trick::DifferenceTest, self.text(e), format!("{at}!={bt}"),
                    "a difference is zero only when the two are equal: as a truth value, a-b is a!=b");
                self.expr(a, false);
                self.expr(b, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `~x` as a truth value: it is `x!=-1` (find()'s miss).
    pub(super) fn tilde_test(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Unary(UnOp::Invert, x) if cond => {
                let x_text = self.text(x);
                self.push(e.start, Trick::TildeTest, self.text(e), format!("{x_text}!=-1"),
                    "`~x` is `-x-1`, zero only for x == -1 (what find() returns when nothing is found): as a truth value it tests x != -1");
                self.expr(x, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A comparison with one side a constant: True or False outright, or `x<1`, `x<0`, `x>0`
    /// for the `==` or `!=` they stand for.
    pub(super) fn constant_comparison(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                let (at, bt) = (self.text(a), self.text(b));
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                match (op, num(a), num(b)) {
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x > y => self.push(e.start, Trick::TrueLiteral, self.text(e), "True".into(),
                        "a comparison of two constants that holds is True in fewer bytes"),
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x < y => self.push(e.start, Trick::FalseLiteral, self.text(e), "False".into(),
                        "a comparison of two constants that fails is False in fewer bytes"),
                    (CmpOp::Lt, None, Some(1)) => self.push(e.start, Trick::LessThanOne, self.text(e), format!("{at}==0"),
                        "for a count or an index (never negative), x<1 is x==0, one byte shorter"),
                    (CmpOp::Lt, None, Some(2))
                        if matches!(&a.kind, ExprKind::Call(f, args) if matches!(&f.kind, ExprKind::Name(n) if n == "len") && args.len() == 1) =>
                    {
                        self.push(e.start, Trick::LenBelowTwo, self.text(e), format!("{at}==1"),
                            "`len(s)<2` means 0 or 1 items: it stands for len(s)==1 where s is never empty (not proven here: for an empty s it holds too, where ==1 fails)")
                    }
                    (CmpOp::Lt, None, Some(0)) => self.push(e.start, Trick::LessThanZero, self.text(e), format!("{at}==-1"),
                        "for a value that is -1 or more (what find() returns), x<0 is x==-1, two bytes shorter"),
                    (CmpOp::Gt, None, Some(0)) if !cond => self.push(e.start, Trick::GreaterThanZero, self.text(e), format!("{at}!=0"),
                        "for a value never negative, x>0 is x!=0, one byte shorter"),
                    (CmpOp::Ge, None, Some(1)) | (CmpOp::Gt, Some(0), None) => {
                        let x = if num(a).is_some() { bt.clone() } else { at.clone() };
                        self.push(e.start, Trick::GreaterThanZero, self.text(e), format!("{x}!=0"),
                            "for a value never negative, this is x!=0");
                    }
                    _ => {}
                }
                self.expr(a, false);
                self.expr(b, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A chain `a<b<c`: the comparisons joined by `and`, a dummy constant middle put back in each.
    pub(super) fn chained_comparison(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Compare(a, chain) if chain.len() > 1 => {
                let mut parts = Vec::new();
                let mut left = self.text(a);
                // A constant between two terms that are not (`a<1>b`) is a dummy middle: the
                // natural spelling puts each term first, `a<1 and b<1`.
                let constant =
                    |x: &Expr| x.names().is_empty() && x.eval(&NoNames, self.sem).is_ok();
                let mut prev: &Expr = a;
                for (k, (op, b)) in chain.iter().enumerate() {
                    let right = self.text(b);
                    let flipped = match op {
                        CmpOp::Lt => Some(CmpOp::Gt),
                        CmpOp::Gt => Some(CmpOp::Lt),
                        CmpOp::Le => Some(CmpOp::Ge),
                        CmpOp::Ge => Some(CmpOp::Le),
                        CmpOp::Eq | CmpOp::Ne => Some(*op),
                        _ => None,
                    };
                    let before = if k == 0 {
                        None
                    } else if k == 1 {
                        Some(&**a)
                    } else {
                        Some(&chain[k - 2].1)
                    };
                    let dummy = k > 0
                        && constant(prev)
                        && !constant(b)
                        && before.is_some_and(|x| !constant(x));
                    let spaced = |op: CmpOp| {
                        if op.symbol().chars().all(char::is_alphabetic) || op.symbol().contains(' ')
                        {
                            format!(" {} ", op.symbol())
                        } else {
                            op.symbol().to_string()
                        }
                    };
                    match flipped {
                        Some(f) if dummy => parts.push(format!("{right}{}{left}", spaced(f))),
                        _ => parts.push(format!("{left}{}{right}", spaced(*op))),
                    }
                    left = right;
                    prev = b;
                }
                self.push(
                    e.start,
                    Trick::ChainedComparison,
                    self.text(e),
                    parts.join(" and "),
                    "Python chains comparisons: a<b<c is a<b and b<c, the middle written once",
                );
                self.expr(a, false);
                for (_, b) in chain {
                    self.expr(b, false);
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A number where only its truth counts: `x` for `x!=0`.
    pub(super) fn truthiness(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            _ if cond
                && !matches!(e.kind, ExprKind::Num(_) | ExprKind::Paren(_))
                && !self.value_used.contains(&(e.start, e.end))
                && !self.is_factor(e)
                && self.is_number(e) =>
            {
                self.push(e.start, Trick::Truthiness, self.text(e), format!("{}!=0", self.text(e)),
                    "a number is true unless it is zero: as a condition, x stands for x!=0 without the comparison");
                // The truth test leaves the operator itself unexplained.
                if let ExprKind::Binary(
                    op @ (BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr),
                    ..,
                ) = &e.kind
                {
                    self.unknown(
                        e.start,
                        self.text(e),
                        format!("a bitwise `{}` outside a recognised peer test", op.symbol()),
                    );
                }
                if matches!(e.kind, ExprKind::Binary(..)) {
                    for k in e.children() {
                        self.expr(k, false);
                    }
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A comparison with a digit character (`c>'0'`) or past a counter's end (`i>80`): the `==`
    /// or `!=` it stands for.
    pub(super) fn digit_char_compare(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let golfed = self.text(e);
                let (op, b) = &chain[0];
                // `P<1` with P a peer test: the product and the `<1` are two tricks.
                let part = [&**a, b]
                    .into_iter()
                    .any(|x| self.peer_polarity(x).is_some());
                if !part && self.peer_product(e, cond) {
                    return Walk::Walked;
                }
                let digit = |x: &Expr| match &x.kind {
                    ExprKind::Str { value, .. } if value.len() == 1 => value.chars().next(),
                    _ => None,
                };
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                let (at, bt) = (self.text(a), self.text(b));
                let found = match (op, digit(a), digit(b), num(b)) {
                    (CmpOp::Lt, Some('0'), None, _) => Some((
                        bt,
                        "!='0'",
                        "a digit character sorts after '0' unless it is '0': '0'<c is c!='0'",
                    )),
                    (CmpOp::Gt, None, Some('0'), _) => Some((
                        at,
                        "!='0'",
                        "a digit character sorts after '0' unless it is '0': c>'0' is c!='0'",
                    )),
                    (CmpOp::Gt, Some('1'), None, _) => Some((
                        bt,
                        "=='0'",
                        "the only digit character before '1' is '0': '1'>c is c=='0'",
                    )),
                    (CmpOp::Lt, None, Some('1'), _) => Some((
                        at,
                        "=='0'",
                        "the only digit character before '1' is '0': c<'1' is c=='0'",
                    )),
                    (CmpOp::Gt, None, None, Some(n @ (8 | 80))) => {
                        let readable = format!("{at}=={}", n + 1);
                        self.push(e.start, Trick::GreaterForEqual, golfed, readable,
                            "a counter that stops at the first value past the last cell (or digit): x>N is x==N+1, one byte shorter");
                        self.expr(a, false);
                        return Walk::Walked;
                    }
                    _ => None,
                };
                if let Some((x, test, note)) = found {
                    self.push(
                        e.start,
                        Trick::StringCompare,
                        golfed,
                        format!("{x}{test}"),
                        note,
                    );
                    self.expr(if digit(a).is_some() { b } else { a }, false);
                    return Walk::Walked;
                }
                false
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}

/// `op` with its sides swapped (`a<b` is `b>a`); `None` for `in` and `is`.
fn mirrored(op: CmpOp) -> Option<CmpOp> {
    Some(match op {
        CmpOp::Eq | CmpOp::Ne => op,
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Le => CmpOp::Ge,
        CmpOp::Ge => CmpOp::Le,
        _ => return None,
    })
}

/// `op` negated (`a<b` fails exactly when `a>=b` holds); `None` for `is`.
fn negated(op: CmpOp) -> Option<CmpOp> {
    Some(match op {
        CmpOp::Eq => CmpOp::Ne,
        CmpOp::Ne => CmpOp::Eq,
        CmpOp::Lt => CmpOp::Ge,
        CmpOp::Ge => CmpOp::Lt,
        CmpOp::Gt => CmpOp::Le,
        CmpOp::Le => CmpOp::Gt,
        CmpOp::In => CmpOp::NotIn,
        CmpOp::NotIn => CmpOp::In,
        _ => return None,
    })
}

impl Finder<'_> {
    /// `if'.'!=g[i]`: a literal written first in a comparison, so that the keyword before it
    /// needs no space (`if g[i]!='.'` does), the comparison mirrored.
    pub(super) fn literal_first(&mut self, e: &Expr) {
        let ExprKind::Compare(l, chain) = &e.kind else {
            return;
        };
        let [(op, r)] = chain.as_slice() else {
            return;
        };
        let Some(back) = mirrored(*op) else {
            return;
        };
        let (Some(kw), Some(first)) = (
            e.start.checked_sub(1).and_then(|k| self.toks.get(k)),
            self.toks.get(e.start),
        ) else {
            return;
        };
        const KEYWORDS: &[&str] = &[
            "if", "elif", "while", "and", "or", "not", "return", "else", "in", "assert", "yield",
            "print",
        ];
        let word = |t: &str| t.starts_with(super::layout::word_char);
        let rt = self.text(r);
        let after = self.toks.get(e.end);
        let literal = match &l.kind {
            ExprKind::Str { .. } => true,
            // A number moved last must not glue to a word after it (`i>9and`).
            ExprKind::Num(_) => after.is_none_or(|t| !word(&t.text)),
            _ => false,
        };
        if !literal
            || !KEYWORDS.contains(&kw.text.as_str())
            || first.spaced
            || !word(&rt)
            || matches!(r.kind, ExprKind::Num(_) | ExprKind::Str { .. })
        {
            return;
        }
        let golfed = format!("{}{}", kw.text, self.text(e));
        let readable = format!("{} {rt}{}{}", kw.text, back.symbol(), self.text(l));
        self.push(e.start - 1, Trick::LiteralFirst, golfed, readable,
            &format!("a comparison may be written either way round (a{0}b is b{1}a): with the literal first, the keyword before it meets a quote or digit and needs no space", op.symbol(), back.symbol()));
    }

    /// `0in(a-b,c-d)`: some difference is zero, some pair equal; true when found (the items
    /// are still walked by the caller).
    pub(super) fn zero_in_differences(&mut self, e: &Expr, _cond: bool) -> Walk {
        let ExprKind::Compare(zero, chain) = &e.kind else {
            return Walk::NotMine;
        };
        let [(op @ (CmpOp::In | CmpOp::NotIn), items)] = chain.as_slice() else {
            return Walk::NotMine;
        };
        let (ExprKind::Num(z), ExprKind::Tuple(xs) | ExprKind::List(xs)) =
            (&zero.kind, &items.unparen().kind)
        else {
            return Walk::NotMine;
        };
        if z != "0"
            || xs.len() < 2
            || !xs
                .iter()
                .any(|x| matches!(x.unparen().kind, ExprKind::Binary(BinOp::Sub, ..)))
        {
            return Walk::NotMine;
        }
        let Some(tests) = xs
            .iter()
            .map(|x| self.zero_test(x))
            .collect::<Option<Vec<String>>>()
        else {
            return Walk::NotMine;
        };
        let plain = if *op == CmpOp::In {
            tests.join(" or ")
        } else {
            let nots: Vec<String> = tests.iter().map(|t| format!("not({t})")).collect();
            nots.join(" and ")
        };
        let golfed = self.text(e);
        let readable = self.drop_in(e.start, &golfed, plain);
        self.push(e.start, Trick::ZeroInDifferences, golfed, readable,
            "a difference is 0 exactly when its two sides are equal: `0 in` a tuple of differences tests that some pair is equal, one `in` for a chain of `==` and `or`");
        Walk::Noted
    }

    /// A test that `x`, an item of a tuple searched for 0, equals 0 (`==` compares 0 with a
    /// number and with False alike): `a==b` for a difference of numbers, the comparison's
    /// negation for a comparison, `x==0 and y==0` for `x or y`; `None` where x's type is not
    /// known to be a number.
    fn zero_test(&self, x: &Expr) -> Option<String> {
        match &x.kind {
            ExprKind::Paren(inner) => self.zero_test(inner),
            ExprKind::Binary(BinOp::Sub, a, b) if self.is_number(a) || self.is_number(b) => {
                Some(format!("{}=={}", self.text(a), self.text(b)))
            }
            ExprKind::Compare(a, chain) => match chain.as_slice() {
                [(op, b)] => Some(format!(
                    "{} {} {}",
                    self.text(a),
                    negated(*op)?.symbol(),
                    self.text(b)
                )),
                _ => None,
            },
            // `x or y` is 0 when x is (numbers: false is 0) and y is 0.
            ExprKind::Or(a, b) => {
                Some(format!("{} and {}", self.zero_test(a)?, self.zero_test(b)?))
            }
            _ if self.is_number(x)
                && !matches!(
                    x.kind,
                    ExprKind::And(..) | ExprKind::Unary(UnOp::Not, _) | ExprKind::IfElse(..)
                ) =>
            {
                Some(format!("{}==0", self.text(x)))
            }
            _ => None,
        }
    }
}
