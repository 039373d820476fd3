//! The printer of the AST in the golf style, the inverse of the parser: arithmetic tight,
//! spaces around comparisons and the words, and the parentheses as written.
//!
//! Each node's precedence level decides where a child needs parentheses, as CPython's
//! `ast.unparse` decides it.

use std::fmt;

use super::ast::{Arg, CompKind, Expr, ExprKind};
use crate::pyvalue::{BinOp, UnOp};

impl Expr {
    /// Precedence level of the top of this expression, for printing with just the
    /// parentheses Python needs.
    fn level(&self) -> u8 {
        match &self.kind {
            ExprKind::Lambda(..) | ExprKind::Walrus(..) | ExprKind::Yield(..) => 0,
            ExprKind::IfElse(..) => 1,
            ExprKind::Or(..) => 2,
            ExprKind::And(..) => 3,
            ExprKind::Unary(UnOp::Not, _) => 4,
            ExprKind::Compare(..) => 5,
            ExprKind::Binary(op, ..) => binary_level(*op),
            ExprKind::Unary(..) => 12,
            ExprKind::Tuple(_) => 0,
            _ => 20,
        }
    }
}

fn binary_level(op: BinOp) -> u8 {
    match op {
        BinOp::Or => 6,
        BinOp::Xor => 7,
        BinOp::And => 8,
        BinOp::Shl | BinOp::Shr => 9,
        BinOp::Add | BinOp::Sub => 10,
        BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod => 11,
        BinOp::Pow => 13,
    }
}

/// Prints in the golf style: arithmetic tight, spaces around comparisons and the words, and
/// the parentheses as written (plus, for readers, around an `and` inside an `or`).
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ExprKind::Num(n) => f.write_str(n),
            ExprKind::Str { text, .. } => f.write_str(text),
            ExprKind::Name(n) => f.write_str(n),
            ExprKind::Ellipsis => f.write_str("..."),
            ExprKind::Paren(e) => write!(f, "({e})"),
            ExprKind::Unary(..)
            | ExprKind::Binary(..)
            | ExprKind::Compare(..)
            | ExprKind::And(..)
            | ExprKind::Or(..)
            | ExprKind::IfElse(..) => self.fmt_operator(f),
            ExprKind::Lambda(..)
            | ExprKind::Call(..)
            | ExprKind::Attr(..)
            | ExprKind::Subscript(..)
            | ExprKind::Slice(..) => self.fmt_trailer(f),
            ExprKind::List(_)
            | ExprKind::Tuple(_)
            | ExprKind::Set(_)
            | ExprKind::Dict(_)
            | ExprKind::Comp(..) => self.fmt_display(f),
            ExprKind::Repr(e) => write!(f, "`{e}`"),
            ExprKind::Starred(e) => write!(f, "*{e}"),
            ExprKind::Walrus(n, e) => write!(f, "{n} := {e}"),
            ExprKind::Yield(None, _) => f.write_str("yield"),
            ExprKind::Yield(Some(e), from) => {
                write!(f, "yield {}{e}", if *from { "from " } else { "" })
            }
        }
    }
}

/// `e`, in parentheses when its level is below `min`: the operand of an operator that binds
/// tighter than `e`'s own.
fn side(f: &mut fmt::Formatter<'_>, e: &Expr, min: u8) -> fmt::Result {
    if e.level() < min {
        write!(f, "({e})")
    } else {
        write!(f, "{e}")
    }
}

/// The items of a display, comma-separated.
fn list(f: &mut fmt::Formatter<'_>, v: &[Expr]) -> fmt::Result {
    for (k, e) in v.iter().enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{e}")?;
    }
    Ok(())
}

impl Expr {
    /// The operators, unary, binary and boolean, the comparisons and `if`-`else`: each
    /// operand in parentheses where its level needs them.
    fn fmt_operator(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ExprKind::Unary(op, e) => {
                let (sym, min) = match op {
                    UnOp::Neg => ("-", 12),
                    UnOp::Plus => ("+", 12),
                    UnOp::Invert => ("~", 12),
                    UnOp::Not => ("not ", 4),
                };
                f.write_str(sym)?;
                side(f, e, min)
            }
            ExprKind::Binary(op, a, b) => {
                let l = binary_level(*op);
                let (lmin, rmin) = if *op == BinOp::Pow {
                    (l + 1, 12)
                } else {
                    (l, l + 1)
                };
                side(f, a, lmin)?;
                f.write_str(op.symbol())?;
                side(f, b, rmin)
            }
            ExprKind::Compare(a, chain) => {
                side(f, a, 6)?;
                for (op, e) in chain {
                    write!(f, " {} ", op.symbol())?;
                    side(f, e, 6)?;
                }
                Ok(())
            }
            ExprKind::And(a, b) => {
                side(f, a, 3)?;
                f.write_str(" and ")?;
                side(f, b, 4)
            }
            ExprKind::Or(a, b) => {
                let show = |f: &mut fmt::Formatter<'_>, e: &Expr| match e.kind {
                    ExprKind::And(..) => write!(f, "({e})"),
                    _ => side(f, e, 2),
                };
                show(f, a)?;
                f.write_str(" or ")?;
                show(f, b)
            }
            ExprKind::IfElse(a, c, b) => {
                side(f, a, 2)?;
                f.write_str(" if ")?;
                side(f, c, 2)?;
                f.write_str(" else ")?;
                side(f, b, 1)
            }
            _ => unreachable!("fmt_operator is called on operators only"),
        }
    }

    /// A lambda, and the forms that follow a primary: a call, an attribute, a subscript and
    /// the slice inside one.
    fn fmt_trailer(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ExprKind::Lambda(params, body) => {
                f.write_str("lambda")?;
                for (k, p) in params.iter().enumerate() {
                    f.write_str(if k == 0 { " " } else { ", " })?;
                    write!(f, "{}{}", "*".repeat(p.stars as usize), p.name)?;
                    if let Some(d) = &p.default {
                        write!(f, "={d}")?;
                    }
                }
                write!(f, ": {body}")
            }
            ExprKind::Call(fun, args) => {
                side(f, fun, 20)?;
                f.write_str("(")?;
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    match a {
                        Arg::Pos(e) => write!(f, "{e}")?,
                        Arg::Star(e) => write!(f, "*{e}")?,
                        Arg::StarStar(e) => write!(f, "**{e}")?,
                        Arg::Keyword(n, e) => write!(f, "{n}={e}")?,
                    }
                }
                f.write_str(")")
            }
            ExprKind::Attr(e, n) => {
                side(f, e, 20)?;
                write!(f, ".{n}")
            }
            ExprKind::Subscript(e, i) => {
                side(f, e, 20)?;
                write!(f, "[{i}]")
            }
            ExprKind::Slice(a, b, c) => {
                if let Some(a) = a {
                    write!(f, "{a}")?;
                }
                f.write_str(":")?;
                if let Some(b) = b {
                    write!(f, "{b}")?;
                }
                if let Some(c) = c {
                    write!(f, ":{c}")?;
                }
                Ok(())
            }
            _ => unreachable!("fmt_trailer is called on lambdas and trailers only"),
        }
    }

    /// The displays: lists, tuples, sets, dicts and comprehensions, in their brackets.
    fn fmt_display(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ExprKind::List(v) => {
                f.write_str("[")?;
                list(f, v)?;
                f.write_str("]")
            }
            ExprKind::Tuple(v) if v.len() == 1 => write!(f, "({},)", v[0]),
            ExprKind::Tuple(v) => {
                f.write_str("(")?;
                list(f, v)?;
                f.write_str(")")
            }
            ExprKind::Set(v) => {
                f.write_str("{")?;
                list(f, v)?;
                f.write_str("}")
            }
            ExprKind::Dict(pairs) => {
                f.write_str("{")?;
                for (k, (a, b)) in pairs.iter().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}: {b}")?;
                }
                f.write_str("}")
            }
            ExprKind::Comp(kind, elt, gens) => {
                let (o, c) = match kind {
                    CompKind::List => ("[", "]"),
                    CompKind::Generator => ("(", ")"),
                    _ => ("{", "}"),
                };
                f.write_str(o)?;
                match (kind, &elt.kind) {
                    (CompKind::Dict, ExprKind::Tuple(kv)) => write!(f, "{}: {}", kv[0], kv[1])?,
                    _ => write!(f, "{elt}")?,
                }
                for g in gens {
                    write!(f, " for {} in {}", g.target, g.iter)?;
                    for c in &g.ifs {
                        write!(f, " if {c}")?;
                    }
                }
                f.write_str(c)
            }
            _ => unreachable!("fmt_display is called on displays only"),
        }
    }
}
