//! The expression AST: the nodes the parser builds, each with the range of tokens it was read
//! from, and the syntax error it raises; its idea is ruff's `ast` module, a tree apart from the
//! parser that builds it.
//!
//! The tree's own questions live here too (its children, its names, the peer test's algebra),
//! since they read the tree and nothing else.

use std::fmt;

use serde::Serialize;

use crate::pytoken;
use crate::pyvalue::{BinOp, CmpOp, UnOp};

/// A parsed expression and the tokens it spans (`start..end` in the token slice it was read
/// from).
#[derive(Clone, PartialEq, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub start: usize,
    pub end: usize,
}

/// An argument of a call.
#[derive(Clone, PartialEq, Debug)]
pub enum Arg {
    Pos(Expr),
    Star(Expr),
    StarStar(Expr),
    Keyword(String, Expr),
}

/// A parameter of a `def` or a `lambda`.
#[derive(Clone, PartialEq, Debug)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    /// `*args` (1) or `**kwargs` (2).
    pub stars: u8,
}

/// One `for ... in ... if ...` of a comprehension.
#[derive(Clone, PartialEq, Debug)]
pub struct Generator {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
}

/// What a comprehension builds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CompKind {
    List,
    Set,
    Dict,
    Generator,
}

/// The kinds of expression.
#[derive(Clone, PartialEq, Debug)]
pub enum ExprKind {
    /// A number literal, as written (read per dialect when evaluated).
    Num(String),
    /// A string literal: its value and its text.
    Str {
        value: String,
        text: String,
    },
    Name(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a < b <= c`: Python chains comparisons.
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    /// `body if test else orelse`.
    IfElse(Box<Expr>, Box<Expr>, Box<Expr>),
    Lambda(Vec<Param>, Box<Expr>),
    Call(Box<Expr>, Vec<Arg>),
    Attr(Box<Expr>, String),
    Subscript(Box<Expr>, Box<Expr>),
    /// `a:b:c` inside a subscript.
    Slice(Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    Comp(CompKind, Box<Expr>, Vec<Generator>),
    /// Python 2's backquotes: `repr()`.
    Repr(Box<Expr>),
    Starred(Box<Expr>),
    /// `name := value` (Python 3.8+).
    Walrus(String, Box<Expr>),
    /// `yield x` (or, `true`, Python 3's `yield from x`).
    Yield(Option<Box<Expr>>, bool),
    /// A parenthesised expression (kept for printing and for byte counts).
    Paren(Box<Expr>),
    Ellipsis,
}

/// Why a text is not valid Python in a dialect, with where.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// CPython's class for it: `SyntaxError`, `IndentationError` or `TabError`.
    pub kind: &'static str,
    /// Raised by Python's tokenizer rather than its parser.
    #[serde(skip)]
    pub tokenizer: bool,
}

impl ParseError {
    /// A `SyntaxError` at `line`, `column`.
    pub fn syntax(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
            kind: "SyntaxError",
            tokenizer: false,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}: {}",
            self.line, self.column, self.kind, self.message
        )
    }
}

impl std::error::Error for ParseError {}

impl From<pytoken::TokenError> for ParseError {
    fn from(e: pytoken::TokenError) -> ParseError {
        let mut p = ParseError::syntax(e.line, e.col, e.message);
        p.tokenizer = true;
        p
    }
}

impl Expr {
    /// The factors of a product `a*b*c` (or the expression alone), left to right, parentheses
    /// looked through.
    pub fn factors(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Binary(BinOp::Mul, a, b) => {
                let mut v = a.factors();
                v.push(b.unparen());
                v
            }
            _ => vec![self.unparen()],
        }
    }

    /// The expression inside any parentheses.
    pub fn unparen(&self) -> &Expr {
        match &self.kind {
            ExprKind::Paren(e) => e.unparen(),
            _ => self,
        }
    }

    /// The clauses of `a or b or c`, left to right.
    pub fn or_clauses(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Or(a, b) => {
                let mut v = a.or_clauses();
                v.push(b);
                v
            }
            _ => vec![self],
        }
    }

    /// The free names the expression reads, in order of first use.
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.visit(&mut |e| {
            if let ExprKind::Name(n) = &e.kind
                && !out.contains(n)
            {
                out.push(n.clone());
            }
        });
        out
    }

    /// True when the value is never false whatever the names hold: a non-zero number
    /// literal, a non-empty string or display, a lambda, a backquote, or a call of exit(),
    /// quit() or sys.exit(), which never returns (so `c and x or y` is a conditional only
    /// with such an `x`; a call such as print() may return None, which is false).
    pub fn always_true(&self) -> bool {
        match &self.kind {
            ExprKind::Call(f, _) => match &f.kind {
                ExprKind::Name(n) => n == "exit" || n == "quit",
                ExprKind::Attr(m, n) => {
                    n == "exit" && matches!(&m.kind, ExprKind::Name(s) if s == "sys")
                }
                _ => false,
            },
            ExprKind::Num(t) => {
                let t = t.to_ascii_lowercase();
                let (digits, radix) = match t.get(..2) {
                    Some("0x") => (&t[2..], 16),
                    Some("0o") | Some("0b") => (&t[2..], 10),
                    _ => (t.as_str(), 10),
                };
                // The mantissa, and no negative exponent (`1e-999` is 0.0).
                let (mantissa, exp) = match radix {
                    10 => digits.split_once('e').unwrap_or((digits, "")),
                    _ => (digits, ""),
                };
                !exp.starts_with('-') && mantissa.chars().any(|c| c.is_digit(radix) && c != '0')
            }
            ExprKind::Str { value, .. } => !value.is_empty(),
            ExprKind::List(v) | ExprKind::Tuple(v) | ExprKind::Set(v) => !v.is_empty(),
            ExprKind::Dict(v) => !v.is_empty(),
            ExprKind::Lambda(..) | ExprKind::Repr(_) => true,
            ExprKind::Paren(e) => e.always_true(),
            ExprKind::IfElse(a, _, b) => a.always_true() && b.always_true(),
            _ => false,
        }
    }

    /// Calls `f` on this node and every node below it, parents first.
    pub fn visit(&self, f: &mut impl FnMut(&Expr)) {
        f(self);
        for c in self.children() {
            c.visit(f);
        }
    }

    /// The nodes directly below this one, left to right.
    pub fn children(&self) -> Vec<&Expr> {
        let mut out: Vec<&Expr> = Vec::new();
        match &self.kind {
            ExprKind::Num(_) | ExprKind::Str { .. } | ExprKind::Name(_) | ExprKind::Ellipsis => {}
            ExprKind::Unary(_, e)
            | ExprKind::Repr(e)
            | ExprKind::Starred(e)
            | ExprKind::Paren(e)
            | ExprKind::Walrus(_, e)
            | ExprKind::Attr(e, _) => out.push(e),
            ExprKind::Yield(e, _) => out.extend(e.as_deref()),
            ExprKind::Binary(_, a, b)
            | ExprKind::And(a, b)
            | ExprKind::Or(a, b)
            | ExprKind::Subscript(a, b) => out.extend([&**a, &**b]),
            ExprKind::Compare(a, chain) => {
                out.push(a);
                out.extend(chain.iter().map(|(_, e)| e));
            }
            ExprKind::IfElse(a, b, c) => out.extend([&**a, &**b, &**c]),
            ExprKind::Lambda(params, body) => {
                out.extend(params.iter().filter_map(|p| p.default.as_ref()));
                out.push(body);
            }
            ExprKind::Call(fun, args) => {
                out.push(fun);
                out.extend(args.iter().map(|a| match a {
                    Arg::Pos(e) | Arg::Star(e) | Arg::StarStar(e) | Arg::Keyword(_, e) => e,
                }));
            }
            ExprKind::Slice(a, b, c) => out.extend([a, b, c].into_iter().flatten().map(|b| &**b)),
            ExprKind::List(v) | ExprKind::Tuple(v) | ExprKind::Set(v) => out.extend(v.iter()),
            ExprKind::Dict(pairs) => {
                for (k, v) in pairs {
                    out.extend([k, v]);
                }
            }
            ExprKind::Comp(_, elt, gens) => {
                out.push(elt);
                for g in gens {
                    out.extend([&g.target, &g.iter]);
                    out.extend(g.ifs.iter());
                }
            }
        }
        out
    }

    /// The readable form of the test `self == 0` for integers, derived by the rules a reader
    /// applies to the golf expression: a product is zero when a factor is (`x*y == 0` is
    /// `x == 0 or y == 0`), `x^y` is zero when `x == y`, and `x|y` is zero when both are.
    /// These rules hold for integers only: under Python 3's true division the two forms part.
    pub fn zero_test(&self) -> Expr {
        let wrap = |kind| Expr {
            kind,
            start: self.start,
            end: self.end,
        };
        match &self.unparen().kind {
            ExprKind::Binary(BinOp::Mul, a, b) => wrap(ExprKind::Or(
                Box::new(a.zero_test()),
                Box::new(b.zero_test()),
            )),
            ExprKind::Binary(BinOp::Xor, a, b) => wrap(ExprKind::Compare(
                a.clone(),
                vec![(CmpOp::Eq, (**b).clone())],
            )),
            ExprKind::Binary(BinOp::Or, a, b) => wrap(ExprKind::And(
                Box::new(a.zero_test()),
                Box::new(b.zero_test()),
            )),
            _ => wrap(ExprKind::Compare(
                Box::new(self.unparen().clone()),
                vec![(CmpOp::Eq, wrap(ExprKind::Num("0".into())))],
            )),
        }
    }
}
