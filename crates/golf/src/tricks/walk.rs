//! The walk over an expression: each node's shape tried against the tricks, its children walked.
//! As in ruff's linter, the walk only dispatches: each trick family's rules live in a file of
//! their own, tried here in a fixed order, the first whose shape fits the node deciding it.

use super::facts::is_str_expr;
use super::finder::{FALSE_ESCAPES, Finder, TRUE_ESCAPES};
use crate::pyexpr::{Arg, BinOp, Expr, ExprKind, Generator, UnOp};

/// What a rule made of a node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Walk {
    /// Not the rule's shape: the next rule is tried.
    NotMine,
    /// The rule's shape (a trick recorded or not), the node's children still to walk: no
    /// later rule is tried.
    Noted,
    /// The rule's shape, and the rule has walked the node's children itself.
    Walked,
}

impl Walk {
    /// A rule that matched, by whether it walked the children itself.
    pub(super) fn after(walked: bool) -> Walk {
        if walked { Walk::Walked } else { Walk::Noted }
    }
}

/// A rule: a node's shape tried against one trick (or a small family of them).
pub(super) type Rule<'f> = fn(&mut Finder<'f>, &Expr, bool) -> Walk;

impl Finder<'_> {
    /// Records which operands of `e` bind tighter than `+` (see `tight_ctx`).
    pub(super) fn note_context(&mut self, e: &Expr) {
        let operands: Vec<&Expr> = match &e.kind {
            ExprKind::Binary(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => vec![a, b],
            ExprKind::Unary(_, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => vec![x],
            ExprKind::Compare(a, chain) => std::iter::once(&**a)
                .chain(chain.iter().map(|(_, b)| b))
                .collect(),
            _ => vec![],
        };
        for x in operands {
            self.operand.insert((x.start, x.end));
        }
        if let ExprKind::Binary(BinOp::Add, _, b) = &e.kind {
            self.add_right.insert((b.start, b.end));
        }
        let mut tight = |x: &Expr| {
            self.tight_ctx.insert((x.start, x.end));
        };
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, _, b) => tight(b),
            ExprKind::Binary(
                BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod | BinOp::Pow,
                a,
                b,
            ) => {
                tight(a);
                tight(b);
            }
            ExprKind::Unary(UnOp::Neg | UnOp::Plus | UnOp::Invert, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => tight(x),
            _ => {}
        }
    }

    /// Walks `e`; `cond` is true where only its truth value counts.
    pub(super) fn expr(&mut self, e: &Expr, cond: bool) {
        let scope = matches!(e.kind, ExprKind::Lambda(..) | ExprKind::Comp(..));
        self.scope_depth += u32::from(scope);
        self.expr_in_scope(e, cond);
        self.scope_depth -= u32::from(scope);
    }

    fn expr_in_scope(&mut self, e: &Expr, cond: bool) {
        self.note_context(e);
        self.call_of_expression(e);
        self.shift_precedence(e);
        self.wrap_index(e);
        self.wilson_prime(e, cond);
        self.literal_first(e);
        self.and_or_chain(e, cond);
        if let ExprKind::Comp(kind, _, gens) = &e.kind {
            self.single_for(e, *kind, gens);
        }
        if self.shape_tricks(e, cond) {
            return;
        }
        // Tried in this order: an earlier rule's shape takes the node from the later ones
        // (`-~x` before `~x`'s unknown, a peer test's product before truthiness).
        let rules: &[Rule<'_>] = &[
            Self::difference_test,
            Self::tilde_test,
            Self::neg_tilde,
            Self::constant_comparison,
            Self::chained_comparison,
            Self::and_or_ternary,
            Self::or_fallback,
            Self::and_value,
            Self::or_implication,
            Self::index_ternary,
            Self::reverse_slice,
            Self::percent_str,
            Self::percent_format,
            Self::backquote,
            Self::peer_test_product,
            Self::lambda_defaults,
            Self::exit_prints,
            Self::int_or_digit,
            Self::e_literal,
            Self::walrus,
            Self::truthiness,
            Self::bitwise_unknown,
            Self::tilde_value_unknown,
            Self::fstring,
            Self::ellipsis_unknown,
        ];
        if self.first_rule(rules, e, cond) == Walk::Walked {
            return;
        }
        self.children(e, cond);
    }

    /// A call of an expression (`(lambda x:x)(1)`, `f(a)(b)`, `s[k](x)`): no name to know it
    /// by, and no rule for it, so it is listed as unknown.
    fn call_of_expression(&mut self, e: &Expr) {
        if let ExprKind::Call(f, _) = &e.kind
            && !matches!(f.kind, ExprKind::Name(_) | ExprKind::Attr(..))
        {
            self.unknown(
                e.start,
                self.text(e),
                "a call of an expression, not of a name: not a construct the finder reads"
                    .to_string(),
            );
        }
    }

    /// The tricks recognised by the node's shape alone (numbers, splices, displays...): true
    /// when one of them has walked the node itself.
    pub(super) fn shape_tricks(&mut self, e: &Expr, cond: bool) -> bool {
        if self.number_shapes(e, cond)
            || self.arithmetic_shapes(e)
            || self.sequence_shapes(e)
            || self.string_shapes(e)
        {
            return true;
        }
        // Tried in this order, the first whose shape fits deciding (see `expr_in_scope`).
        let rules: &[Rule<'_>] = &[
            Self::slice_splice,
            Self::square_product,
            Self::digit_string_loop,
            Self::peer_test_logic,
            Self::digit_char_compare,
            Self::star_display,
            Self::set_difference,
            Self::bool_multiply,
            Self::string_repeat,
            Self::call_rule,
            Self::join_slice,
            Self::bool_shift,
            Self::bit_tests,
            Self::set_comprehension,
            Self::bit_or_test,
            Self::run_slice,
            Self::stride_slice,
        ];
        self.first_rule(rules, e, cond) == Walk::Walked
    }

    /// `...`: listed as unknown.
    pub(super) fn ellipsis_unknown(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Ellipsis => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`...` is not a construct the finder reads".to_string(),
                );
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    pub(super) fn children(&mut self, e: &Expr, cond: bool) {
        match &e.kind {
            // A product of numbers is true when every factor is: each factor is a truth
            // value (not so for a sequence repeated, `'x'*(a-b)` being '' for a<b).
            ExprKind::Binary(BinOp::Mul, a, b)
                if cond
                    && !self.value_used.contains(&(e.start, e.end))
                    && ![a, b].iter().any(|x| {
                        is_str_expr(x, &self.facts.strings, self.sem)
                            || matches!(
                                x.unparen().kind,
                                ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Comp(..)
                            )
                    }) =>
            {
                // A factor is a number multiplied: its truth is tested only through the
                // product, so no test of its own (`n%2*k` is no `n%2==1*k`).
                self.factors.insert((a.start, a.end));
                self.factors.insert((b.start, b.end));
                self.expr(a, true);
                self.expr(b, true);
            }
            // any() and all() read each item's truth.
            ExprKind::Call(f, args)
                if matches!(&f.kind, ExprKind::Name(n) if n == "any" || n == "all")
                    && let [Arg::Pos(g)] = args.as_slice()
                    && let ExprKind::Comp(_, elt, gens) = &g.kind =>
            {
                self.expr(elt, true);
                for g in gens {
                    self.expr(&g.iter, false);
                    for c in &g.ifs {
                        self.expr(c, true);
                    }
                }
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                // Which of e's values are the value of what holds it: all where e is a value,
                // else what the `and`/`or` around it lets through. Of `x or y`, x's true values
                // get through, of `x and y` x's false ones; y's go wherever e's go.
                let through = if cond {
                    self.escaping.get(&(e.start, e.end)).copied().unwrap_or(0)
                } else {
                    TRUE_ESCAPES | FALSE_ESCAPES
                };
                let left = match e.kind {
                    ExprKind::Or(..) => through & TRUE_ESCAPES,
                    _ => through & FALSE_ESCAPES,
                };
                self.mark_escaping(a, left);
                if cond {
                    self.mark_escaping(b, through);
                }
                self.expr(a, true);
                self.expr(b, cond);
            }
            ExprKind::Unary(UnOp::Not, a) => {
                // `not x` is no shorter than `x==0`: no truthiness trick in it.
                self.value_used.insert((a.start, a.end));
                self.expr(a, true)
            }
            ExprKind::IfElse(a, c, b) => {
                self.expr(a, cond);
                self.expr(c, true);
                self.expr(b, cond);
            }
            ExprKind::Paren(a) => {
                if let Some(&through) = self.escaping.get(&(e.start, e.end)) {
                    self.mark_escaping(a, through);
                }
                self.expr(a, cond)
            }
            ExprKind::Comp(_, elt, gens) => {
                self.expr(elt, false);
                self.generators(gens);
            }
            _ => {
                for k in e.children() {
                    self.expr(k, false);
                }
            }
        }
    }

    /// Notes that `x`'s values named by `through` are the value of the expression holding it
    /// (see `escaping`): where any are, its value (not only its truth) is used.
    fn mark_escaping(&mut self, x: &Expr, through: u8) {
        if through != 0 {
            self.value_used.insert((x.start, x.end));
            self.escaping.insert((x.start, x.end), through);
        }
    }

    /// A comprehension's `for` clauses: each iterable (iterated over as a for loop's is) and
    /// each `if` condition.
    pub(super) fn generators(&mut self, gens: &[Generator]) {
        for g in gens {
            // A comprehension iterates over its iterable as a for loop does.
            self.slice_counter(&g.target, &g.iter);
            self.iter_at = Some(g.iter.start);
            self.expr(&g.iter, false);
            self.iter_at = None;
            for c in &g.ifs {
                self.expr(c, true);
            }
        }
    }
}

impl<'a> Finder<'a> {
    /// The rules tried in order on `e`: what the first whose shape fits made of it, or
    /// `NotMine` when none fits.
    pub(super) fn first_rule(&mut self, rules: &[Rule<'a>], e: &Expr, cond: bool) -> Walk {
        for rule in rules {
            let made = rule(self, e, cond);
            if made != Walk::NotMine {
                return made;
            }
        }
        Walk::NotMine
    }
}
