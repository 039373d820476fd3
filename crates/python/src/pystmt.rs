//! The statements of the analyzer's one Python parser: a whole file read as Python 2 or as
//! Python 3, its blocks checked the way CPython's tokenizer checks them (an unexpected indent,
//! a dedent to no outer level, Python 3's `TabError`), each line split into the statements it
//! holds and each statement parsed by the grammar of its dialect.
//!
//! Expressions are read by [`super::pyexpr::Parser`]; this module adds what only a statement
//! has (`print` and `exec` in Python 2, assignment targets, compound headers and where they may
//! stand). The verdicts are differential-tested against CPython (tests/golf_python.rs).

use super::pyexpr::{Arg, Expr, ExprKind, PY3_MAXLEVEL, Param, ParseError, Parser, Semantics};
use super::pytoken::{self, Kind, Token};

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

/// The words that open a compound statement.
const COMPOUND: [&str; 12] = [
    "if", "elif", "else", "while", "for", "def", "class", "try", "except", "finally", "with", "@",
];

/// The indentation levels CPython's tokenizers keep (MAXINDENT in tokenizer.h, 2.7 and 3.11):
/// a block 100 levels deep is an `IndentationError`.
pub const MAXINDENT: usize = 100;

/// The width of an indentation: a tab moves to the next multiple of `tab` columns.
fn width(text: &str, tab: usize) -> usize {
    text.chars().fold(0, |w, c| {
        if c == '\t' {
            (w / tab + 1) * tab
        } else {
            w + 1
        }
    })
}

fn indentation_error(line: usize, col: usize, message: &str) -> ParseError {
    ParseError {
        line,
        column: col,
        message: message.to_string(),
        kind: "IndentationError",
        tokenizer: false,
    }
}

/// Python 2 reads a file as ASCII unless a comment on its first two lines names an encoding.
fn has_coding_cookie(source: &str) -> bool {
    source.lines().take(2).any(|l| {
        let l = l.trim_start();
        l.starts_with('#')
            && l.find("coding")
                .is_some_and(|k| l[k + 6..].starts_with(':') || l[k + 6..].starts_with('='))
    })
}

/// Reads `source` as a program of `sem`: the first syntax error there (line and column, as
/// CPython counts them, and its class) when it is not one.
///
/// Python 3.10+ has one quirk here: when its parser fails, it tokenizes the rest of the file,
/// and an error its tokenizer raises there (a bad number literal, a string that does not end, a
/// character no token starts with) replaces the parser's; so does CPython here.
pub fn parse_program(source: &str, sem: Semantics) -> Result<Program, ParseError> {
    let first = read_program(source, sem);
    match &first {
        Err(e)
            if sem == Semantics::Py3
                && !e.tokenizer
                && (e.kind == "SyntaxError" || e.message.starts_with("expected an indented")) =>
        {
            py3_override(source, e).map_or(first, Err)
        }
        _ => first,
    }
}

/// What Python 3 reports instead of its parser's error `e` when it tokenizes the rest of the
/// file: the first error its tokenizer raises from `e` on (a bad number literal, a string that
/// does not end, a character no token starts with, a closing bracket that matches nothing); or,
/// where the tokenizer stops without one (an inconsistent tab, an unindent to no level, the
/// end), a bracket still open there since a line before `e`'s.
fn py3_override(source: &str, e: &ParseError) -> Option<ParseError> {
    let scan = pytoken::scan(source);
    let from = (e.line, e.column);
    let raised = |m: &str, line: usize, col: usize| {
        let mut x = ParseError::syntax(line, col, m);
        x.tokenizer = true;
        x
    };
    let mut first: Option<ParseError> = None;
    let mut keep = |x: ParseError| {
        if (x.line, x.column) >= from
            && first
                .as_ref()
                .is_none_or(|f| (x.line, x.column) < (f.line, f.column))
        {
            first = Some(x);
        }
    };
    for (k, t) in scan.tokens.iter().enumerate() {
        if t.kind != Kind::Number {
            continue;
        }
        let glued = scan.tokens.get(k + 1).is_some_and(|n| {
            !n.spaced
                && n.kind == Kind::Name
                && n.line == t.line
                && !WARNED_AFTER_NUMBER.contains(&n.text.as_str())
        });
        let refused = super::pyvalue::number_literal(&t.text, Semantics::Py3)
            .err()
            .filter(|m| !m.contains("not simulated") && !m.contains("bound"));
        if let Some(m) = refused.or(glued.then(|| "invalid decimal literal".to_string())) {
            keep(raised(&m, t.line, t.col));
        }
    }
    // Where the tokenizer stops without raising: an ASCII character Python reports as plain
    // `invalid syntax`, an inconsistent indentation, or the end.
    let mut stop = (usize::MAX, usize::MAX);
    if let Some(x) = &scan.error {
        let junk = x.message.starts_with("unexpected character")
            && x.message.chars().nth(22).is_some_and(|c| c.is_ascii());
        if junk {
            stop = (x.line, x.col);
        } else {
            keep(raised(&x.message, x.line, x.col));
        }
    }
    if let Some((line, col)) = py3_indentation_stop(&scan.tokens, source)
        && (line, col) >= from
    {
        stop = stop.min((line, col));
    }
    if let Some(f) = first.filter(|f| (f.line, f.column) < stop) {
        return Some(f);
    }
    // The innermost bracket open where the tokenizer stopped.
    let mut open: Vec<&Token> = Vec::new();
    for t in scan.tokens.iter().take_while(|t| (t.line, t.col) < stop) {
        if t.kind != Kind::Op {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => open.push(t),
            ")" | "]" | "}" => {
                open.pop();
            }
            _ => {}
        }
    }
    let b = open.last()?;
    (b.line < e.line).then(|| raised(&format!("'{}' was never closed", b.text), b.line, b.col))
}

/// Where Python 3's tokenizer stops at an indentation (a `TabError`, or an unindent to no
/// outer level), on its own, whatever the parser made of the lines.
fn py3_indentation_stop(tokens: &[Token], source: &str) -> Option<(usize, usize)> {
    let physical: Vec<&str> = source.split('\n').collect();
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    let mut line_start = true;
    for t in tokens {
        if t.kind == Kind::Comment {
            continue;
        }
        if t.depth == 0 && t.is("\n") {
            line_start = true;
            continue;
        }
        if !line_start {
            continue;
        }
        line_start = false;
        let indent: String = physical[t.line - 1]
            .chars()
            .take_while(|c| matches!(c, ' ' | '\t'))
            .collect();
        let (col, alt) = (width(&indent, 8), width(&indent, 1));
        let &(top, top_alt) = stack.last().expect("a bottom");
        if col == top {
            if alt != top_alt {
                return Some((t.line, 1));
            }
        } else if col > top {
            if alt <= top_alt {
                return Some((t.line, 1));
            }
            stack.push((col, alt));
        } else {
            while stack.last().is_some_and(|&(c, _)| c > col) {
                stack.pop();
            }
            let &(c, a) = stack.last().expect("a bottom");
            if c != col || a != alt {
                return Some((t.line, 1));
            }
        }
    }
    None
}

fn read_program(source: &str, sem: Semantics) -> Result<Program, ParseError> {
    let pytoken::Scan {
        mut tokens,
        mut unclosed,
        error: mut token_error,
    } = pytoken::scan(source);
    // Python 3's tokenizer keeps at most MAXLEVEL (200) brackets open: the next one is an
    // error of its own, raised where it stands (Python 2 has no such limit: its parser stack
    // stops it first, see `PY2_MAXSTACK`).
    if sem == Semantics::Py3
        && let Some(k) = tokens.iter().position(|t| {
            t.kind == Kind::Op
                && t.depth >= PY3_MAXLEVEL
                && matches!(t.text.as_str(), "(" | "[" | "{")
        })
        && token_error
            .as_ref()
            .is_none_or(|e| (e.line, e.col) > (tokens[k].line, tokens[k].col))
    {
        token_error = Some(pytoken::TokenError {
            line: tokens[k].line,
            col: tokens[k].col,
            message: "too many nested parentheses".to_string(),
        });
        tokens.truncate(k);
        unclosed = None;
    }
    let physical: Vec<&str> = source.split('\n').collect();
    // Python 2's parser reads `print` as a name from the statement after
    // `from __future__ import print_function` on.
    let mut print_function = false;
    let ascii_only = sem == Semantics::Py2 && !has_coding_cookie(source);
    let mut checked_to = 0usize;
    let non_ascii = |upto: usize, checked_to: &mut usize| -> Result<(), ParseError> {
        if !ascii_only {
            return Ok(());
        }
        for (n, text) in physical
            .iter()
            .enumerate()
            .take(upto.min(physical.len()))
            .skip(*checked_to)
        {
            if let Some((k, c)) = text.char_indices().find(|(_, c)| !c.is_ascii()) {
                return Err(ParseError::syntax(
                    n + 1,
                    k + 1,
                    format!(
                        "Non-ASCII character {:?} on line {}, but no encoding declared",
                        c,
                        n + 1
                    ),
                ));
            }
        }
        *checked_to = (*checked_to).max(upto);
        Ok(())
    };
    // The logical lines.
    let mut logical: Vec<Vec<Token>> = Vec::new();
    let mut current = Vec::new();
    for t in tokens {
        if t.kind == Kind::Comment {
            continue;
        }
        if t.depth == 0 && t.is("\n") {
            if !current.is_empty() {
                logical.push(std::mem::take(&mut current));
            }
            continue;
        }
        current.push(t);
    }
    // With a tokenizer error, the last line stops short: its statements are read as far as
    // they go, and an error there before the bad token is the one Python reports.
    let partial = token_error.is_some();
    if !current.is_empty() {
        logical.push(current);
    } else if let Some(e) = &token_error {
        logical.push(vec![Token {
            kind: Kind::Comment,
            text: String::new(),
            line: e.line,
            col: e.col,
            depth: 0,
            spaced: true,
            offset: 0,
        }]);
    }
    let mut lines: Vec<Line> = Vec::new();
    // CPython's two indentation stacks: columns with a tab as 8, and with a tab as 1.
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    let mut expect_block: Option<usize> = None;
    // The last header at each level that a later clause (`else`, `except`...) may continue.
    let mut open: Vec<Option<&'static str>> = vec![None];
    let mut deferred: Vec<ParseError> = Vec::new();
    // A decorator's line: the next line must define what it decorates.
    let mut decorated: Option<usize> = None;
    let count = logical.len();
    for (n, toks) in logical.into_iter().enumerate() {
        let first = &toks[0];
        non_ascii(toks.last().map_or(first.line, |t| t.line), &mut checked_to)?;
        let indent: String = physical[first.line - 1]
            .chars()
            .take_while(|c| matches!(c, ' ' | '\t' | '\x0c'))
            .filter(|c| *c != '\x0c')
            .collect();
        let (col, alt) = (width(&indent, 8), width(&indent, 1));
        let tab_error = || ParseError {
            line: first.line,
            column: indent.len() + 1,
            message: "inconsistent use of tabs and spaces in indentation".to_string(),
            kind: "TabError",
            tokenizer: true,
        };
        let py3 = sem == Semantics::Py3;
        let &(top, top_alt) = stack.last().expect("the stack has a bottom");
        if let Some(header_line) = expect_block.take() {
            if col <= top {
                return Err(indentation_error(
                    first.line,
                    first.col,
                    &format!("expected an indented block after the header on line {header_line}"),
                ));
            }
            if py3 && alt <= top_alt {
                return Err(tab_error());
            }
            // Both tokenizers keep at most MAXINDENT (100) levels, the top one included.
            if stack.len() >= MAXINDENT {
                let column = match sem {
                    Semantics::Py2 => physical[first.line - 1].chars().count() + 1,
                    Semantics::Py3 => 1,
                };
                return Err(indentation_error(
                    first.line,
                    column,
                    "too many levels of indentation",
                ));
            }
            stack.push((col, alt));
        } else if col > top {
            if py3 && alt <= top_alt {
                return Err(tab_error());
            }
            // Python 3's parser, still wanting the `except` of a one-line `try`, names that.
            if py3 && open.get(stack.len() - 1).copied().flatten() == Some("try") {
                return Err(ParseError::syntax(
                    first.line,
                    first.col,
                    "expected 'except' or 'finally' block",
                ));
            }
            return Err(indentation_error(
                first.line,
                first.col,
                "unexpected indent",
            ));
        } else if col == top {
            if py3 && alt != top_alt {
                return Err(tab_error());
            }
        } else {
            while stack.last().is_some_and(|&(c, _)| c > col) {
                stack.pop();
            }
            let &(c, a) = stack.last().expect("the stack has a bottom");
            if c != col {
                return Err(indentation_error(
                    first.line,
                    first.col,
                    "unindent does not match any outer indentation level",
                ));
            }
            if py3 && a != alt {
                return Err(tab_error());
            }
        }
        let level = stack.len() - 1;
        if partial && n + 1 == count {
            let e = token_error.clone().expect("a tokenizer error");
            if first.kind == Kind::Comment {
                return Err(e.into());
            }
            let last = toks.last().expect("a token");
            let mut p = Parser::new(&toks, sem);
            p.print_function = print_function;
            p.py2_stack += 4 * level;
            let mut o = open.clone();
            if let Err(parse) = read_line(&mut p, level, &mut o)
                && (parse.line, parse.column) <= (last.line, last.col)
            {
                return Err(parse);
            }
            return Err(e.into());
        }
        // A `try` whose block ended with no `except` or `finally`: Python 2 meets a dedent
        // where it wants `except`.
        for l in (level + 1..open.len()).rev() {
            if open[l] == Some("try") {
                return Err(match sem {
                    Semantics::Py2 => {
                        indentation_error(first.line, first.col, "unexpected unindent")
                    }
                    Semantics::Py3 => ParseError::syntax(
                        first.line,
                        first.col,
                        "expected 'except' or 'finally' block",
                    ),
                });
            }
        }
        open.truncate(level + 1);
        if py3 && n + 1 == count {
            // Python 3 reports a bracket left open at the bracket itself.
            if let Some(e) = &unclosed {
                let mut p = Parser::new(&toks, sem);
                p.print_function = print_function;
                p.py2_stack += 4 * level;
                if let Err(parse) = read_line(&mut p, level, &mut open)
                    && parse.line < e.line
                {
                    return Err(parse);
                }
                return Err(e.clone().into());
            }
        }
        if decorated.take().is_some() {
            let defines = toks
                .iter()
                .take(2)
                .any(|t| t.is("def") || t.is("class") || t.is("@"));
            if !defines
                || !(first.is("def") || first.is("class") || first.is("@") || first.is("async"))
            {
                return Err(ParseError::syntax(
                    first.line,
                    first.col,
                    "invalid syntax (a decorator must precede a def or a class)",
                ));
            }
        }
        let mut p = Parser::new(&toks, sem);
        p.print_function = print_function;
        // Each block around the line: `stmt`, `compound_stmt`, its statement, `suite`.
        p.py2_stack += 4 * level;
        let stmts = read_line(&mut p, level, &mut open)?;
        deferred.append(&mut p.deferred);
        print_function = p.print_function;
        if matches!(stmts[0].kind, StmtKind::Decorator(_)) {
            decorated = Some(level);
        }
        if stmts.last().is_some_and(|s| s.kind.is_header()) {
            expect_block = Some(first.line);
        }
        lines.push(Line {
            tokens: toks,
            level,
            indent,
            stmts,
        });
    }
    non_ascii(physical.len(), &mut checked_to)?;
    let last_line = lines
        .last()
        .and_then(|l| l.tokens.last())
        .map_or(1, |t| t.line);
    if expect_block.is_some() || decorated.is_some() {
        // Python 2 calls a header on the file's first line with nothing after it an EOF.
        return Err(match sem {
            Semantics::Py2 if last_line == 1 || decorated == Some(0) => {
                ParseError::syntax(last_line, 1, "unexpected EOF while parsing")
            }
            Semantics::Py3 if decorated == Some(0) => ParseError::syntax(
                last_line,
                1,
                "invalid syntax (a decorator with nothing after it)",
            ),
            _ if decorated.is_some() => indentation_error(last_line, 1, "unexpected unindent"),
            _ => indentation_error(last_line, 1, "expected an indented block"),
        });
    }
    if let Some(l) = open.iter().position(|o| *o == Some("try")) {
        return Err(if sem == Semantics::Py2 && l > 0 {
            indentation_error(last_line, 1, "unexpected unindent")
        } else {
            ParseError::syntax(last_line, 1, "expected 'except' or 'finally' block")
        });
    }
    if let Some(e) = deferred.into_iter().next() {
        return Err(e);
    }
    Ok(Program {
        lines,
        print_function,
    })
}

/// The statements of one logical line at `level`.
fn read_line(
    p: &mut Parser,
    level: usize,
    open: &mut Vec<Option<&'static str>>,
) -> Result<Vec<Stmt>, ParseError> {
    let mut out = Vec::new();
    let first = p.peek().expect("a line has a token");
    let async_header = p.sem() == Semantics::Py3
        && first.is("async")
        && p.peek_at(1)
            .is_some_and(|t| t.is("def") || t.is("for") || t.is("with"));
    if async_header || (first.kind != Kind::Str && COMPOUND.contains(&first.text.as_str())) {
        let start = p.pos;
        // Python 2's rules open at a header's expression: `file_input`, `stmt`,
        // `compound_stmt` and the statement's own (two fewer than a simple statement's).
        let base = p.py2_stack;
        p.py2_stack = base - 2;
        let kind = header(p);
        p.py2_stack = base;
        let kind = kind?;
        let name = continuation_name(&kind, open.get(level).copied().flatten());
        if let Some(allowed) = continuation_rule(&kind) {
            let prev = open.get(level).copied().flatten();
            if !prev.is_some_and(|x| allowed.contains(&x)) {
                return p.error_at(start, "invalid syntax");
            }
        } else if open.get(level).copied().flatten() == Some("try") {
            return p.error_at(start, "expected 'except' or 'finally' block");
        }
        if let Some(slot) = open.get_mut(level) {
            *slot = name;
        }
        out.push(Stmt {
            kind,
            start,
            end: p.pos,
            level,
        });
        if !p.at_end() {
            if matches!(out[0].kind, StmtKind::Decorator(_)) {
                return p.error("invalid syntax");
            }
            // A body on the header's line: `suite` after the header's three.
            p.py2_stack = base + 3;
            let body = simple_stmts(p, level + 1, &mut out);
            p.py2_stack = base;
            body?;
            if out[0].kind.is_header() {
                open.truncate(level + 1);
                open.push(None);
            }
        } else {
            open.truncate(level + 1);
            open.push(None);
        }
        return Ok(out);
    }
    if open.get(level).copied().flatten() == Some("try") {
        return p.error("expected 'except' or 'finally' block");
    }
    if let Some(slot) = open.get_mut(level) {
        *slot = None;
    }
    simple_stmts(p, level, &mut out)?;
    Ok(out)
}

/// What a header leaves open for the clauses that may follow it at its level.
fn continuation_name(kind: &StmtKind, prev: Option<&'static str>) -> Option<&'static str> {
    Some(match kind {
        StmtKind::If(_) => "if",
        StmtKind::Elif(_) => "if",
        StmtKind::For { .. } => "loop",
        StmtKind::While(_) => "loop",
        StmtKind::Try => "try",
        StmtKind::Except(..) => "except",
        StmtKind::Else if prev == Some("except") => "try-else",
        _ => return None,
    })
}

/// The headers a clause may follow at its level, `None` for a statement that starts anew.
fn continuation_rule(kind: &StmtKind) -> Option<&'static [&'static str]> {
    match kind {
        StmtKind::Elif(_) => Some(&["if"]),
        StmtKind::Else => Some(&["if", "loop", "except"]),
        StmtKind::Except(..) => Some(&["try", "except"]),
        StmtKind::Finally => Some(&["try", "except", "try-else"]),
        _ => None,
    }
}

/// `small_stmt (';' small_stmt)* [';']` to the end of the line.
fn simple_stmts(p: &mut Parser, level: usize, out: &mut Vec<Stmt>) -> Result<(), ParseError> {
    loop {
        let Some(t) = p.peek() else {
            return p.error("invalid syntax");
        };
        if t.kind != Kind::Str && COMPOUND.contains(&t.text.as_str())
            || (t.is("async") && p.sem() == Semantics::Py3)
        {
            return p.error(
                "invalid syntax (a compound statement cannot follow `;` or a header on its line)",
            );
        }
        let start = p.pos;
        let kind = small_stmt(p)?;
        out.push(Stmt {
            kind,
            start,
            end: p.pos,
            level,
        });
        if p.eat(";") {
            if p.at_end() {
                return Ok(());
            }
            continue;
        }
        if !p.at_end() {
            let t = p.peek().expect("a token");
            return p.error(format!("invalid syntax: unexpected `{}`", t.text));
        }
        return Ok(());
    }
}

fn at_stmt_end(p: &Parser) -> bool {
    p.at_end() || p.at(";")
}

fn name(p: &mut Parser) -> Result<String, ParseError> {
    match p.peek() {
        Some(t) if t.kind == Kind::Name && !p.is_reserved(&t.text) => {
            p.pos += 1;
            Ok(t.text.clone())
        }
        _ => p.error("invalid syntax: expected a name"),
    }
}

fn dotted(p: &mut Parser) -> Result<String, ParseError> {
    let mut s = name(p)?;
    while p.eat(".") {
        s.push('.');
        s.push_str(&name(p)?);
    }
    Ok(s)
}

/// Python 2's `print [>>dest,] values [,]`, after the `print`.
fn print_rest(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let mut dest = None;
    let mut values = Vec::new();
    let mut comma = false;
    if p.eat(">>") {
        dest = Some(p.test()?);
        if !p.eat(",") {
            return Ok(StmtKind::Print {
                dest,
                values,
                comma,
            });
        }
    }
    while !at_stmt_end(p) {
        values.push(p.test()?);
        comma = p.eat(",");
        if !comma {
            break;
        }
    }
    Ok(StmtKind::Print {
        dest,
        values,
        comma,
    })
}

fn small_stmt(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let t = p.peek().expect("a token");
    let word = if t.kind == Kind::Name && p.is_reserved(&t.text) {
        t.text.as_str()
    } else {
        ""
    };
    let py2 = p.sem() == Semantics::Py2;
    match word {
        "print" if py2 => {
            p.pos += 1;
            // `print_stmt` holds its expressions directly: one rule fewer than `expr_stmt`.
            p.py2_stack -= 1;
            let r = print_rest(p);
            p.py2_stack += 1;
            r
        }
        "exec" if py2 => {
            p.pos += 1;
            let code = p.or_expr()?;
            let mut scopes = Vec::new();
            if p.eat("in") {
                scopes.push(p.test()?);
                if p.eat(",") {
                    scopes.push(p.test()?);
                }
            }
            Ok(StmtKind::Exec { code, scopes })
        }
        "del" => {
            p.pos += 1;
            let e = p.testlist()?;
            target(p, &e, "delete")?;
            Ok(StmtKind::Del(e))
        }
        "pass" => {
            p.pos += 1;
            Ok(StmtKind::Pass)
        }
        "break" => {
            p.pos += 1;
            Ok(StmtKind::Break)
        }
        "continue" => {
            p.pos += 1;
            Ok(StmtKind::Continue)
        }
        "return" => {
            p.pos += 1;
            if at_stmt_end(p) {
                Ok(StmtKind::Return(None))
            } else {
                Ok(StmtKind::Return(Some(p.testlist()?)))
            }
        }
        "raise" => {
            p.pos += 1;
            let mut parts = Vec::new();
            if !at_stmt_end(p) {
                parts.push(p.test()?);
                if py2 {
                    while p.eat(",") && parts.len() < 3 {
                        parts.push(p.test()?);
                    }
                } else if p.eat("from") {
                    parts.push(p.test()?);
                }
            }
            Ok(StmtKind::Raise(parts))
        }
        "global" | "nonlocal" => {
            p.pos += 1;
            let mut names = vec![name(p)?];
            while p.eat(",") {
                names.push(name(p)?);
            }
            Ok(if word == "global" {
                StmtKind::Global(names)
            } else {
                StmtKind::Nonlocal(names)
            })
        }
        "assert" => {
            p.pos += 1;
            let test = p.test()?;
            let msg = if p.eat(",") { Some(p.test()?) } else { None };
            Ok(StmtKind::Assert(test, msg))
        }
        "import" => {
            p.pos += 1;
            let mut names = Vec::new();
            loop {
                let mut m = dotted(p)?;
                if p.eat("as") {
                    m = format!("{m} as {}", name(p)?);
                }
                names.push(m);
                if !p.eat(",") {
                    break;
                }
            }
            Ok(StmtKind::Import(names))
        }
        "from" => {
            p.pos += 1;
            let mut module = String::new();
            while p.at(".") || p.at("...") {
                module.push_str(&p.peek().expect("a dot").text);
                p.pos += 1;
            }
            if !p.at("import") {
                module.push_str(&dotted(p)?);
            }
            p.expect("import")?;
            if p.eat("*") {
                return Ok(StmtKind::FromImport {
                    module,
                    names: vec!["*".to_string()],
                });
            }
            let paren = p.eat("(");
            let mut names = Vec::new();
            loop {
                let mut n = name(p)?;
                if p.eat("as") {
                    n = format!("{n} as {}", name(p)?);
                }
                names.push(n);
                if !p.eat(",") || (paren && p.at(")")) {
                    break;
                }
            }
            if paren {
                p.expect(")")?;
            }
            if py2 && module == "__future__" && names.iter().any(|n| n == "print_function") {
                p.print_function = true;
            }
            Ok(StmtKind::FromImport { module, names })
        }
        _ => expr_stmt(p),
    }
}

const AUGMENTED: [&str; 13] = [
    "+=", "-=", "*=", "/=", "//=", "%=", "**=", ">>=", "<<=", "&=", "|=", "^=", "@=",
];

fn value(p: &mut Parser) -> Result<Expr, ParseError> {
    if p.at("yield") {
        p.yield_expr()
    } else {
        p.testlist()
    }
}

fn expr_stmt(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let first = value(p)?;
    if p.sem() == Semantics::Py3 && p.at(":") {
        if !matches!(
            first.kind,
            ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) | ExprKind::Paren(_)
        ) {
            return p.error_at(first.start, "only single target can be annotated");
        }
        p.pos += 1;
        let ann = p.test()?;
        let v = if p.eat("=") { Some(value(p)?) } else { None };
        return Ok(StmtKind::AnnAssign(first, ann, v));
    }
    if let Some(op) = p
        .peek()
        .filter(|t| t.kind == Kind::Op && AUGMENTED.contains(&t.text.as_str()))
    {
        if op.text == "@=" && p.sem() == Semantics::Py2 {
            return p.error("invalid syntax");
        }
        let inner = first.unparen();
        if !matches!(
            inner.kind,
            ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..)
        ) {
            p.late_error(first.start, "illegal expression for augmented assignment")?;
        }
        target(p, &first, "augmented")?;
        p.pos += 1;
        let v = value(p)?;
        return Ok(StmtKind::AugAssign(first, op.text.clone(), v));
    }
    if !p.at("=") {
        return Ok(StmtKind::Expr(first));
    }
    let mut targets = vec![first];
    while p.eat("=") {
        targets.push(value(p)?);
    }
    let v = targets.pop().expect("a value");
    for t in &targets {
        target(p, t, "assign")?;
    }
    Ok(StmtKind::Assign(targets, v))
}

/// What CPython calls an expression that cannot be assigned to.
fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Num(_) | ExprKind::Str { .. } | ExprKind::Ellipsis => "literal",
        ExprKind::Call(..) => "function call",
        ExprKind::Lambda(..) => "lambda",
        ExprKind::Compare(..) => "comparison",
        ExprKind::IfElse(..) => "conditional expression",
        ExprKind::Comp(..) => "comprehension",
        ExprKind::Dict(_) | ExprKind::Set(_) => "literal",
        ExprKind::Yield(..) => "yield expression",
        ExprKind::Walrus(..) => "named expression",
        ExprKind::Repr(_) => "repr",
        _ => "operator",
    }
}

/// Checks that `e` may be assigned (or deleted) in the parser's dialect.
fn target(p: &mut Parser, e: &Expr, what: &str) -> Result<(), ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    let verb = if py3 { "cannot" } else { "can't" };
    let act = if what == "delete" {
        "delete"
    } else {
        "assign to"
    };
    match &e.kind {
        ExprKind::Name(n) => {
            let fixed = if py3 {
                matches!(n.as_str(), "True" | "False" | "None" | "__debug__")
            } else {
                matches!(n.as_str(), "None" | "__debug__")
            };
            if fixed {
                return p.late_error(e.start, format!("{verb} {act} {n}"));
            }
            Ok(())
        }
        ExprKind::Attr(..) | ExprKind::Subscript(..) => Ok(()),
        ExprKind::Paren(inner) => target(p, inner, what),
        ExprKind::Tuple(items) | ExprKind::List(items) if what != "augmented" => {
            if items.is_empty() && !py3 {
                return p.late_error(e.start, format!("{verb} {act} ()"));
            }
            let stars = items
                .iter()
                .filter(|x| matches!(x.kind, ExprKind::Starred(_)))
                .count();
            if stars > 1 {
                return p.late_error(e.start, "multiple starred expressions in assignment");
            }
            for x in items {
                target(p, x, what)?;
            }
            Ok(())
        }
        ExprKind::Starred(inner) if py3 && what == "assign" => target(p, inner, what),
        _ => p.late_error(e.start, format!("{verb} {act} {}", describe(e))),
    }
}

/// A compound statement's header, through its `:`.
fn header(p: &mut Parser) -> Result<StmtKind, ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    if py3 && p.at("async") {
        p.pos += 1;
    }
    let word = p.peek().expect("a token").text.clone();
    p.pos += 1;
    let kind = match word.as_str() {
        "@" => {
            let start = p.pos;
            let e = p.named_test()?;
            // Python 2 takes a dotted name, called or not.
            let mut d = &e;
            if let ExprKind::Call(f, _) = &d.kind {
                d = f;
            }
            while let ExprKind::Attr(x, _) = &d.kind {
                d = x;
            }
            if !py3 && !matches!(d.kind, ExprKind::Name(_)) {
                return p.error_at(
                    start,
                    "invalid syntax (a Python 2 decorator is a dotted name)",
                );
            }
            return Ok(StmtKind::Decorator(e));
        }
        "if" => StmtKind::If(p.named_test()?),
        "elif" => StmtKind::Elif(p.named_test()?),
        "while" => StmtKind::While(p.named_test()?),
        "else" => StmtKind::Else,
        "try" => StmtKind::Try,
        "finally" => StmtKind::Finally,
        "for" => {
            let start = p.pos;
            let mut items = vec![p.target()?];
            let mut comma = false;
            while p.eat(",") {
                comma = true;
                if p.at("in") {
                    break;
                }
                items.push(p.target()?);
            }
            let target_expr = if comma {
                Expr {
                    kind: ExprKind::Tuple(items),
                    start,
                    end: p.pos,
                }
            } else {
                items.pop().expect("a target")
            };
            target(p, &target_expr, "assign")?;
            p.expect("in")?;
            let iter = p.testlist()?;
            StmtKind::For {
                target: target_expr,
                iter,
            }
        }
        "def" => {
            let name = name(p)?;
            p.expect("(")?;
            let params = def_params(p)?;
            p.expect(")")?;
            if py3 && p.eat("->") {
                p.test()?;
            }
            StmtKind::Def { name, params }
        }
        "class" => {
            let name = name(p)?;
            let bases = if p.eat("(") {
                let a = p.args()?;
                p.expect(")")?;
                a
            } else {
                Vec::new()
            };
            StmtKind::Class { name, bases }
        }
        "except" => {
            if p.at(":") {
                StmtKind::Except(None, None)
            } else {
                let ty = p.test()?;
                let bound = if p.eat("as") {
                    Some(p.test()?)
                } else if p.at(",") {
                    if py3 {
                        return p.error("multiple exception types must be parenthesized");
                    }
                    p.pos += 1;
                    Some(p.test()?)
                } else {
                    None
                };
                StmtKind::Except(Some(ty), bound)
            }
        }
        "with" => {
            let mut items = Vec::new();
            loop {
                let e = p.test()?;
                let t = if p.eat("as") {
                    let t = p.target()?;
                    target(p, &t, "assign")?;
                    Some(t)
                } else {
                    None
                };
                items.push((e, t));
                if !p.eat(",") {
                    break;
                }
            }
            StmtKind::With(items)
        }
        _ => return p.error("invalid syntax"),
    };
    p.expect(":")?;
    Ok(kind)
}

/// A `def`'s parameters: names, defaults, `*args`, `**kwargs`; Python 3's annotations, bare
/// `*` and `/`; Python 2's tuple parameters.
fn def_params(p: &mut Parser) -> Result<Vec<Param>, ParseError> {
    let py3 = p.sem() == Semantics::Py3;
    let mut out = Vec::new();
    while !p.at(")") && !p.at_end() {
        let stars = if p.eat("**") {
            2
        } else if p.eat("*") {
            1
        } else {
            0
        };
        if py3 && stars == 1 && (p.at(",") || p.at(")")) {
            // A bare `*`: the names after it are keyword-only.
        } else if py3 && stars == 0 && p.at("/") {
            p.pos += 1;
        } else if !py3 && stars == 0 && p.at("(") {
            // Python 2's `def f((a, b)):`.
            p.pos += 1;
            let mut depth = 1;
            while depth > 0 && !p.at_end() {
                if p.at("(") {
                    depth += 1;
                } else if p.at(")") {
                    depth -= 1;
                }
                p.pos += 1;
            }
            let default = if p.eat("=") { Some(p.test()?) } else { None };
            out.push(Param {
                name: "(...)".to_string(),
                default,
                stars: 0,
            });
        } else {
            let n = name(p)?;
            if py3 && p.eat(":") {
                p.test()?;
            }
            let default = if stars == 0 && p.eat("=") {
                Some(p.test()?)
            } else {
                None
            };
            out.push(Param {
                name: n,
                default,
                stars,
            });
        }
        if !p.eat(",") {
            break;
        }
    }
    Ok(out)
}

/// The keywords a number may run into with only a warning in Python 3.11 and later
/// ("invalid decimal literal", announced to become an error).
pub const WARNED_AFTER_NUMBER: [&str; 8] = ["and", "else", "for", "if", "in", "is", "not", "or"];

/// Where a number literal runs straight into a keyword (`1if`, `0in`, `9or`): CPython 3.11+
/// warns there, and a later version will refuse it. The places of the keywords.
pub fn literal_warnings(tokens: &[Token]) -> Vec<(usize, usize)> {
    tokens
        .windows(2)
        .filter(|w| {
            w[0].kind == Kind::Number
                && !w[1].spaced
                && w[1].kind == Kind::Name
                && WARNED_AFTER_NUMBER.contains(&w[1].text.as_str())
        })
        .map(|w| (w[1].line, w[1].col))
        .collect()
}

/// The verdict on `source` in the form `scripts/python/golf_compile.py` prints: `ok` or the
/// error's class and line, and (Python 3) ` warn` with the lines of [`literal_warnings`].
pub fn verdict_line(source: &str, sem: Semantics) -> String {
    match parse_program(source, sem) {
        Ok(p) => {
            let mut lines: Vec<usize> = match sem {
                Semantics::Py2 => Vec::new(),
                Semantics::Py3 => p
                    .lines
                    .iter()
                    .flat_map(|l| literal_warnings(&l.tokens))
                    .map(|(line, _)| line)
                    .collect(),
            };
            lines.dedup();
            if lines.is_empty() {
                "ok".to_string()
            } else {
                let shown: Vec<String> = lines.iter().map(usize::to_string).collect();
                format!("ok warn {}", shown.join(","))
            }
        }
        // Python 2's parser-stack overflow is a MemoryError, with no line.
        Err(e) if e.kind == "MemoryError" => e.kind.to_string(),
        Err(e) => format!("{} {}", e.kind, e.line),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Semantics::*;

    fn verdict(source: &str, sem: Semantics) -> String {
        match parse_program(source, sem) {
            Ok(_) => "ok".to_string(),
            Err(e) => format!("{} {}", e.kind, e.line),
        }
    }

    #[test]
    fn dialects_part_where_cpython_parts() {
        for (src, py2, py3) in [
            ("print x\n", "ok", "SyntaxError 1"),
            ("print(*x)\n", "SyntaxError 1", "ok"),
            ("x={*y}\n", "SyntaxError 1", "ok"),
            ("x=[*y]\n", "SyntaxError 1", "ok"),
            ("x=(*y,)\n", "SyntaxError 1", "ok"),
            ("(i:=3)\n", "SyntaxError 1", "ok"),
            ("i:=3\n", "SyntaxError 1", "SyntaxError 1"),
            ("def f():yield from x\n", "SyntaxError 1", "ok"),
            ("exec'x=1'*3\n", "ok", "SyntaxError 1"),
            ("if 1:\n\tx=1\n        y=2\n", "ok", "TabError 3"),
            (
                "if 1:\n x=1\n  y=2\n",
                "IndentationError 3",
                "IndentationError 3",
            ),
            (
                "if 1:\n  x=1\n y=2\n",
                "IndentationError 3",
                "IndentationError 3",
            ),
            ("def f():if 1:x\n", "SyntaxError 1", "SyntaxError 1"),
            ("x=1;if 1:x\n", "SyntaxError 1", "SyntaxError 1"),
            ("if 1:x\nelse:y\n", "ok", "ok"),
            ("else:y\n", "SyntaxError 1", "SyntaxError 1"),
            ("f(x)=1\n", "SyntaxError 1", "SyntaxError 1"),
            ("x=(1\ny=2\n", "SyntaxError 2", "SyntaxError 1"),
            ("print(1)*9%3\n", "ok", "ok"),
            ("try:x\nexcept E,e:y\n", "ok", "SyntaxError 2"),
        ] {
            assert_eq!(verdict(src, Py2), py2, "{src:?} in Python 2");
            assert_eq!(verdict(src, Py3), py3, "{src:?} in Python 3");
        }
    }

    #[test]
    fn lines_hold_their_statements_and_levels() {
        let p = parse_program("def r(a):\n i=1;~i or f(a)\n if i:x\n", Py2).unwrap();
        let shown: Vec<(usize, &str)> = p.stmts().map(|(_, s)| (s.level, s.kind.word())).collect();
        assert_eq!(
            shown,
            [
                (0, "def"),
                (1, "assignment"),
                (1, "expression"),
                (1, "if"),
                (2, "expression")
            ]
        );
    }
}
