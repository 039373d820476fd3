//! What the trick finder reports: the tricks found, the constructs it does not know, and the
//! names it counts as ordinary Python.

use serde::Serialize;

use super::registry::Trick;
use crate::pyexpr::Semantics;
#[cfg(test)]
use crate::pyexpr::{BinOp, Expr, ExprKind, UnOp};
use crate::pystmt::StmtKind;

/// One trick found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Finding {
    pub line: usize,
    pub col: usize,
    /// A short name (`semicolon`, `tilde-test`, ...).
    pub name: Trick,
    pub golfed: String,
    /// What it replaces, written plainly.
    pub readable: String,
    /// Bytes saved: the readable form's length minus the golfed form's, both tight.
    pub saves: isize,
    pub note: String,
    /// What this trick adds to the file's total (see [`Findings::saved`]): its own saving, or
    /// less where another trick's snippet holds it and that trick's readable form already
    /// spells this one out.
    pub counted: isize,
    /// Why `counted` differs from `saves`, when it does.
    pub counted_note: String,
    /// Where its snippet stands in the file (byte offsets), for nesting; none for layout.
    #[serde(skip)]
    pub span: Option<(usize, usize)>,
}

/// A construct the analyzer does not know.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Unknown {
    pub line: usize,
    pub col: usize,
    pub text: String,
    pub why: String,
}

/// Everything found in one file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Findings {
    /// Bytes of the file, the final newline included.
    pub bytes: usize,
    pub statements: usize,
    /// The dialects that parse the whole file.
    pub dialects: Vec<Semantics>,
    /// For a dialect that parses the file but in which it cannot work, why (the first sign,
    /// with its line): print() of several values under Python 2, raw_input() under Python 3.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_working: Vec<(Semantics, String)>,
    /// For a dialect that does not parse it, the first syntax error there.
    pub syntax_errors: Vec<(Semantics, String)>,
    pub tricks: Vec<Finding>,
    pub unknown: Vec<Unknown>,
    /// The bytes the file saves against one plain spelling: every trick replaced by its
    /// readable form, a trick inside another's snippet counted once (the sum of `counted`).
    pub saved: isize,
    /// Places Python 3.11+ warns about (a number run into a keyword, `0in`, `9or`: "invalid
    /// decimal literal", announced to become an error), as `line L, column C: ...`.
    pub warnings: Vec<String>,
}

/// What the finder counts as ordinary Python, neither a trick nor unknown: every statement
/// kind but `class`, `try`/`except`/`finally`, `with`, decorators, `nonlocal` and annotated
/// assignments; every expression (slices, displays, comprehensions, lambdas, conditionals,
/// comparisons and arithmetic among them) but bitwise operators and `~` outside a recognised trick,
/// `...` and f-strings with fields; and calls of a function the file defines (or a parameter) or
/// of these names (a method by its name), never a call of an expression (`(lambda:0)()`).
pub const ORDINARY: [&str; 77] = [
    "range",
    "xrange",
    "len",
    "list",
    "set",
    "tuple",
    "str",
    "int",
    "float",
    "bool",
    "dict",
    "input",
    "raw_input",
    "print",
    "open",
    "map",
    "filter",
    "zip",
    "sorted",
    "reversed",
    "enumerate",
    "all",
    "any",
    "sum",
    "min",
    "max",
    "abs",
    "chr",
    "ord",
    "iter",
    "next",
    "reduce",
    "repr",
    "exit",
    "join",
    "find",
    "index",
    "append",
    "pop",
    "split",
    "strip",
    "read",
    "readline",
    "readlines",
    "write",
    "count",
    "replace",
    "extend",
    "insert",
    "remove",
    "add",
    "update",
    "get",
    "keys",
    "values",
    "items",
    "copy",
    "isdigit",
    "format",
    "rfind",
    "flush",
    "sort",
    "lower",
    "upper",
    "divmod",
    "isinstance",
    "type",
    "round",
    "pow",
    "bin",
    "hex",
    "oct",
    "frozenset",
    "startswith",
    "endswith",
    "splitlines",
    "setrecursionlimit",
];

/// Whether the node `e` is ordinary Python by the rule of [`ORDINARY`]'s comment (its own
/// operator or call, not its operands): neither a bitwise operator, `~`, `...` nor an f-string
/// with fields, and a call only of a name in [`ORDINARY`] or `defined` (the file's functions,
/// lambdas and parameters), or of a method named there. Anything else must be reported as part
/// of a trick or listed as unknown: the tests hold the finder to it, node by node.
#[cfg(test)]
pub(super) fn is_ordinary(e: &Expr, defined: &[String]) -> bool {
    match &e.kind {
        ExprKind::Binary(BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr, ..)
        | ExprKind::Unary(UnOp::Invert, _)
        | ExprKind::Ellipsis => false,
        ExprKind::Str { text, .. } => {
            !(text
                .split(['\'', '"'])
                .next()
                .is_some_and(|p| p.to_ascii_lowercase().contains('f'))
                && text.contains('{'))
        }
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => ORDINARY.contains(&n.as_str()) || defined.contains(n),
            ExprKind::Attr(_, m) => ORDINARY.contains(&m.as_str()),
            _ => false,
        },
        _ => true,
    }
}

/// Whether a statement of this kind is ordinary Python by the rule of [`ORDINARY`]'s comment:
/// every kind but `class`, `try`/`except`/`finally`, `with`, decorators, `nonlocal` and
/// annotated assignments.
pub(super) fn is_ordinary_stmt(kind: &StmtKind) -> bool {
    !matches!(
        kind,
        StmtKind::Class { .. }
            | StmtKind::Try
            | StmtKind::Except(..)
            | StmtKind::Finally
            | StmtKind::With(..)
            | StmtKind::Decorator(_)
            | StmtKind::Nonlocal(_)
            | StmtKind::AnnAssign(..)
    )
}

impl Findings {
    /// The dialects the file works in: those that parse it, but one a sign rules out.
    pub fn works(&self) -> Vec<Semantics> {
        self.dialects
            .iter()
            .copied()
            .filter(|d| !self.not_working.iter().any(|(s, _)| s == d))
            .collect()
    }
}
