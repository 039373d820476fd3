//! The statement AST: a file's logical lines, the statements each holds and their kinds, in
//! the manner of CPython's `ast` module (`stmt` nodes), with the expressions of `crate::pyexpr`.
//!
//! Questions of a statement alone (its expressions, whether it opens a block) are answered here.

use crate::pyexpr::{Arg, Expr, Param};
use crate::pytoken::Token;

/// One logical line: the tokens between two line breaks outside brackets.
#[derive(Clone, Debug)]
pub struct Line {
    /// Its tokens, comments and the final line break left out.
    pub tokens: Vec<Token>,
    /// Its block level (0 at the top).
    pub level: usize,
    /// The whitespace before it, as written.
    pub indent: String,
    /// The statements it holds, in order: a compound header first when it opens with one.
    pub stmts: Vec<Stmt>,
}

/// One statement: its kind, its tokens (`start..end` in its line) and its block level.
#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub start: usize,
    pub end: usize,
    pub level: usize,
}

/// The kinds of statement.
#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Expr),
    /// `a = b = value`: the targets, then the value.
    Assign(Vec<Expr>, Expr),
    /// `target op= value`, the operator written with its `=`.
    AugAssign(Expr, String, Expr),
    /// `target: annotation [= value]` (Python 3).
    AnnAssign(Expr, Expr, Option<Expr>),
    /// Python 2's `print [>>dest,] values [,]`.
    Print {
        dest: Option<Expr>,
        values: Vec<Expr>,
        comma: bool,
    },
    /// Python 2's `exec code [in globals [, locals]]`.
    Exec {
        code: Expr,
        scopes: Vec<Expr>,
    },
    Del(Expr),
    Pass,
    Break,
    Continue,
    Return(Option<Expr>),
    Raise(Vec<Expr>),
    Global(Vec<String>),
    Nonlocal(Vec<String>),
    Assert(Expr, Option<Expr>),
    /// `import a.b as c, d`: the modules as written.
    Import(Vec<String>),
    /// `from module import names` (`*` as the one name of a star import).
    FromImport {
        module: String,
        names: Vec<String>,
    },
    Decorator(Expr),
    If(Expr),
    Elif(Expr),
    Else,
    While(Expr),
    For {
        target: Expr,
        iter: Expr,
    },
    Def {
        name: String,
        params: Vec<Param>,
    },
    Class {
        name: String,
        bases: Vec<Arg>,
    },
    Try,
    Except(Option<Expr>, Option<Expr>),
    Finally,
    With(Vec<(Expr, Option<Expr>)>),
}

impl StmtKind {
    /// The expressions the statement holds directly (not its body's).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            StmtKind::Expr(e)
            | StmtKind::Del(e)
            | StmtKind::Return(Some(e))
            | StmtKind::Decorator(e)
            | StmtKind::If(e)
            | StmtKind::Elif(e)
            | StmtKind::While(e) => vec![e],
            StmtKind::Assign(ts, v) => ts.iter().chain([v]).collect(),
            StmtKind::AugAssign(t, _, v) => vec![t, v],
            StmtKind::AnnAssign(t, a, v) => [t, a].into_iter().chain(v).collect(),
            StmtKind::Print { dest, values, .. } => dest.iter().chain(values).collect(),
            StmtKind::Exec { code, scopes } => std::iter::once(code).chain(scopes).collect(),
            StmtKind::Raise(v) => v.iter().collect(),
            StmtKind::Assert(a, b) => std::iter::once(a).chain(b).collect(),
            StmtKind::For { target, iter } => vec![target, iter],
            StmtKind::Except(a, b) => a.iter().chain(b).collect(),
            StmtKind::With(items) => items
                .iter()
                .flat_map(|(a, b)| std::iter::once(a).chain(b))
                .collect(),
            _ => vec![],
        }
    }

    /// True for a compound statement's header (the line ends with its `:` or its body follows).
    pub fn is_header(&self) -> bool {
        matches!(
            self,
            StmtKind::If(_)
                | StmtKind::Elif(_)
                | StmtKind::Else
                | StmtKind::While(_)
                | StmtKind::For { .. }
                | StmtKind::Def { .. }
                | StmtKind::Class { .. }
                | StmtKind::Try
                | StmtKind::Except(..)
                | StmtKind::Finally
                | StmtKind::With(_)
        )
    }

    /// The keyword that names the statement.
    pub fn word(&self) -> &'static str {
        match self {
            StmtKind::Expr(_) => "expression",
            StmtKind::Assign(..) => "assignment",
            StmtKind::AugAssign(..) => "augmented assignment",
            StmtKind::AnnAssign(..) => "annotated assignment",
            StmtKind::Print { .. } => "print",
            StmtKind::Exec { .. } => "exec",
            StmtKind::Del(_) => "del",
            StmtKind::Pass => "pass",
            StmtKind::Break => "break",
            StmtKind::Continue => "continue",
            StmtKind::Return(_) => "return",
            StmtKind::Raise(_) => "raise",
            StmtKind::Global(_) => "global",
            StmtKind::Nonlocal(_) => "nonlocal",
            StmtKind::Assert(..) => "assert",
            StmtKind::Import(_) => "import",
            StmtKind::FromImport { .. } => "from",
            StmtKind::Decorator(_) => "@",
            StmtKind::If(_) => "if",
            StmtKind::Elif(_) => "elif",
            StmtKind::Else => "else",
            StmtKind::While(_) => "while",
            StmtKind::For { .. } => "for",
            StmtKind::Def { .. } => "def",
            StmtKind::Class { .. } => "class",
            StmtKind::Try => "try",
            StmtKind::Except(..) => "except",
            StmtKind::Finally => "finally",
            StmtKind::With(_) => "with",
        }
    }
}

/// A file read in one dialect.
#[derive(Clone, Debug)]
pub struct Program {
    pub lines: Vec<Line>,
    /// Python 2 with `from __future__ import print_function`.
    pub print_function: bool,
}

impl Program {
    /// Every statement with the line it stands on.
    pub fn stmts(&self) -> impl Iterator<Item = (&Line, &Stmt)> {
        self.lines
            .iter()
            .flat_map(|l| l.stmts.iter().map(move |s| (l, s)))
    }
}
