//! The one Python parser of the analyzer: expressions and simple statements of Python 2 and
//! Python 3, read from the tokens of [`super::pytoken`], with the syntax errors each dialect
//! raises; and an evaluator of the arithmetic the golf programs compute, with the values of
//! [`super::pyvalue`] (big integers, CPython's floats).
//!
//! Each node keeps the range of tokens it was read from, so the trick finder can quote the
//! golfed text and say where it stands.

use std::fmt;

use num_traits::ToPrimitive;
use serde::Serialize;

use super::pytoken::{self, Kind, Token};
use super::pyvalue::{self as pv};
pub use super::pyvalue::{BinOp, CmpOp, EvalError, Semantics, UnOp, Value};

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

/// The deepest nesting of operators and expressions this parser reads (a bound of its own, so
/// that no input can exhaust its stack). Python 2's limit lies below it for every form (its
/// parser stack, [`PY2_MAXSTACK`]) and Python 3's bracket limit too; Python 3.11 reads unary
/// operators, `not` and `if`-`else` chains up to about 3,000 deep, where this parser stops.
pub const MAX_DEPTH: usize = 1500;

/// The brackets Python 3's tokenizer keeps open (MAXLEVEL in its tokenizer.h): one more is
/// "too many nested parentheses". Python 2's tokenizer has no such limit.
pub const PY3_MAXLEVEL: usize = 200;

/// Python 2's parser stack (MAXSTACK in its parser.h): a file whose grammar nests more than
/// this many rules at once fails with `MemoryError` ("s_push: parser stack overflow"). Each
/// rule is one frame: a bracket costs 15 (`atom`, `testlist_comp`, then `test` down to `atom`),
/// a call 16, a unary operator or a `not` 1, a lambda or a `**` 2 (measured in CPython 2.7.18).
pub const PY2_MAXSTACK: usize = 1500;

/// A parser over one statement's tokens.
pub struct Parser<'t> {
    toks: &'t [Token],
    pub pos: usize,
    sem: Semantics,
    depth: usize,
    /// Python 2 with `from __future__ import print_function`: `print` is a name there.
    pub print_function: bool,
    /// Errors Python 2 finds only after its grammar has read the whole file (when it builds
    /// the syntax tree): `can't assign to literal`, a positional argument after a keyword.
    pub deferred: Vec<ParseError>,
    /// The grammar rules Python 2's parser has open here, the statement's own included.
    pub py2_stack: usize,
}

const KEYWORDS3: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

const KEYWORDS2: [&str; 31] = [
    "and", "as", "assert", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "exec", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "not", "or",
    "pass", "print", "raise", "return", "try", "while", "with", "yield",
];

/// True when `word` is a reserved word of `sem` (`print` and `exec` in Python 2, `True` in 3).
pub fn is_keyword(word: &str, sem: Semantics) -> bool {
    match sem {
        Semantics::Py2 => KEYWORDS2.contains(&word),
        Semantics::Py3 => KEYWORDS3.contains(&word),
    }
}

/// The value of a string literal's text (prefix and quotes included), per dialect.
pub fn string_value(text: &str, sem: Semantics) -> Result<String, String> {
    let quote = text.find(['\'', '"']).ok_or("not a string")?;
    let prefix = text[..quote].to_ascii_lowercase();
    let ok = match sem {
        Semantics::Py2 => ["", "r", "u", "b", "ur", "br", "rb"].contains(&prefix.as_str()),
        Semantics::Py3 => {
            ["", "r", "u", "b", "f", "rb", "br", "fr", "rf"].contains(&prefix.as_str())
        }
    };
    if !ok {
        return Err(format!("invalid string prefix {prefix:?} in {sem}"));
    }
    let body = &text[quote..];
    let q = if body.starts_with("'''") || body.starts_with("\"\"\"") {
        3
    } else {
        1
    };
    let inner = &body[q..body.len() - q];
    if prefix.contains('r') {
        return Ok(inner.to_string());
    }
    let mut out = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('\n') => {}
            Some('x') => {
                let h: String = chars.by_ref().take(2).collect();
                let v = u32::from_str_radix(&h, 16).map_err(|_| "a bad \\x escape")?;
                out.push(char::from_u32(v).ok_or("a bad \\x escape")?);
            }
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    Ok(out)
}

fn cmp_op(t: &Token, next: Option<&Token>) -> Option<(CmpOp, usize)> {
    if t.kind == Kind::Str {
        return None;
    }
    Some(match t.text.as_str() {
        "==" => (CmpOp::Eq, 1),
        "!=" | "<>" => (CmpOp::Ne, 1),
        "<" => (CmpOp::Lt, 1),
        "<=" => (CmpOp::Le, 1),
        ">" => (CmpOp::Gt, 1),
        ">=" => (CmpOp::Ge, 1),
        "in" => (CmpOp::In, 1),
        "not" if next.is_some_and(|n| n.is("in")) => (CmpOp::NotIn, 2),
        "is" if next.is_some_and(|n| n.is("not")) => (CmpOp::IsNot, 2),
        "is" => (CmpOp::Is, 1),
        _ => return None,
    })
}

impl<'t> Parser<'t> {
    pub fn new(toks: &'t [Token], sem: Semantics) -> Parser<'t> {
        Parser {
            toks,
            pos: 0,
            sem,
            depth: 0,
            print_function: false,
            deferred: Vec::new(),
            // `file_input`, `stmt`, `simple_stmt`, `small_stmt`, `expr_stmt`, `testlist`.
            py2_stack: 6,
        }
    }

    /// The dialect the parser reads.
    pub fn sem(&self) -> Semantics {
        self.sem
    }

    /// True when `word` is reserved here (`print` is not, under `print_function`).
    pub fn is_reserved(&self, word: &str) -> bool {
        is_keyword(word, self.sem) && !(self.print_function && word == "print")
    }

    /// The token `k` places ahead.
    pub fn peek_at(&self, k: usize) -> Option<&'t Token> {
        self.toks.get(self.pos + k)
    }

    /// The tokens the parser reads.
    pub fn tokens(&self) -> &'t [Token] {
        self.toks
    }

    pub fn peek(&self) -> Option<&'t Token> {
        self.toks.get(self.pos)
    }

    pub fn at(&self, text: &str) -> bool {
        self.peek().is_some_and(|t| t.is(text))
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn eat(&mut self, text: &str) -> bool {
        if self.at(text) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn error<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        let (line, column) = match self.peek() {
            Some(t) => (t.line, t.col),
            None => self
                .toks
                .last()
                .map_or((1, 1), |t| (t.line, t.col + t.text.chars().count())),
        };
        Err(ParseError::syntax(line, column, message))
    }

    pub fn expect(&mut self, text: &str) -> Result<(), ParseError> {
        if self.eat(text) {
            Ok(())
        } else {
            match self.peek() {
                Some(t) => self.error(format!("expected `{text}`, found `{}`", t.text)),
                None => self.error(format!("expected `{text}`, found the end")),
            }
        }
    }

    fn node(&self, kind: ExprKind, start: usize) -> Expr {
        Expr {
            kind,
            start,
            end: self.pos,
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error(format!(
                "the expression nests more than {MAX_DEPTH} levels deep, \
                 deeper than this analyzer reads"
            ));
        }
        Ok(())
    }

    /// Python 3's tokenizer refuses a bracket opened inside [`PY3_MAXLEVEL`] others.
    fn open_bracket(&self) -> Result<(), ParseError> {
        if self.sem == Semantics::Py3 && self.peek().is_some_and(|t| t.depth >= PY3_MAXLEVEL) {
            let mut e = self
                .error::<()>("too many nested parentheses")
                .expect_err("an error");
            e.tokenizer = true;
            return Err(e);
        }
        Ok(())
    }

    /// Runs `rule` with `frames` more of Python 2's grammar rules open: past
    /// [`PY2_MAXSTACK`], Python 2 fails (`MemoryError`), and so does this parser there.
    fn rule2<T>(
        &mut self,
        frames: usize,
        rule: impl FnOnce(&mut Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        self.py2_stack += frames;
        if self.sem == Semantics::Py2 && self.py2_stack > PY2_MAXSTACK {
            let mut e = self
                .error::<()>(format!(
                    "s_push: parser stack overflow (the grammar nests more than \
                 {PY2_MAXSTACK} rules deep)"
                ))
                .expect_err("an error");
            e.kind = "MemoryError";
            self.py2_stack -= frames;
            return Err(e);
        }
        let r = rule(self);
        self.py2_stack -= frames;
        r
    }

    /// `test` or a tuple of them (`a, b`), as an expression statement or a `for` target list.
    pub fn testlist(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let first = self.test_or_star(false)?;
        if !self.at(",") {
            if matches!(first.kind, ExprKind::Starred(_)) {
                return self.error_at(start, "can't use starred expression here");
            }
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat(",") {
            if self.at_end() || self.at_stop() || self.at(";") {
                break;
            }
            items.push(self.test_or_star(false)?);
        }
        Ok(self.node(ExprKind::Tuple(items), start))
    }

    /// An error at token `at` of the statement.
    pub fn error_at<T>(&self, at: usize, message: impl Into<String>) -> Result<T, ParseError> {
        let t = &self.toks[at.min(self.toks.len().saturating_sub(1))];
        Err(ParseError::syntax(t.line, t.col, message))
    }

    /// An error CPython raises when it builds the syntax tree: Python 2 does so after reading
    /// the whole file (so a grammar error on a later line comes first), Python 3 at once.
    pub fn late_error(&mut self, at: usize, message: impl Into<String>) -> Result<(), ParseError> {
        let e = self.error_at::<()>(at, message).expect_err("an error");
        match self.sem {
            Semantics::Py2 => {
                self.deferred.push(e);
                Ok(())
            }
            Semantics::Py3 => Err(e),
        }
    }

    /// `test` where Python 3.8 also takes `name := value` (an `if` or `while` condition, a
    /// call's argument, an item of a display or a comprehension's element).
    pub fn named_test(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        if self.peek().is_some_and(|t| t.kind == Kind::Name)
            && self.peek_at(1).is_some_and(|t| t.is(":="))
        {
            if self.sem == Semantics::Py2 {
                return self.error_at(start + 1, "invalid syntax (`:=` is Python 3.8+)");
            }
            let name = self.peek().expect("a name").text.clone();
            if self.is_reserved(&name) {
                return self.error(format!("cannot use assignment expressions with `{name}`"));
            }
            self.pos += 2;
            let value = self.test()?;
            return Ok(self.node(ExprKind::Walrus(name, Box::new(value)), start));
        }
        self.test()
    }

    /// `yield`, `yield x, y` or (Python 3) `yield from x`, the `yield` not yet read.
    pub fn yield_expr(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        self.expect("yield")?;
        if self.sem == Semantics::Py3 && self.eat("from") {
            let value = self.test()?;
            return Ok(self.node(ExprKind::Yield(Some(Box::new(value)), true), start));
        }
        if self.at_end() || self.at(")") || self.at(";") || self.at("=") || self.at_stop() {
            return Ok(self.node(ExprKind::Yield(None, false), start));
        }
        let value = self.testlist()?;
        Ok(self.node(ExprKind::Yield(Some(Box::new(value)), false), start))
    }

    fn at_stop(&self) -> bool {
        self.peek().is_some_and(|t| {
            t.kind == Kind::Op
                && matches!(
                    t.text.as_str(),
                    ")" | "]"
                        | "}"
                        | "="
                        | ":"
                        | "`"
                        | "+="
                        | "-="
                        | "*="
                        | "/="
                        | "%="
                        | "&="
                        | "|="
                        | "^="
                        | "<<="
                        | ">>="
                        | "**="
                        | "//="
                )
        }) || self
            .peek()
            .is_some_and(|t| t.kind == Kind::Backquote || t.is("in"))
    }

    /// An item of a tuple, list or set: Python 3 also takes `*x` there (and, in a display,
    /// `name := value`).
    fn test_or_star(&mut self, named: bool) -> Result<Expr, ParseError> {
        let start = self.pos;
        if self.at("*") {
            if self.sem == Semantics::Py2 {
                return self.error("invalid syntax (unpacking with `*` here is Python 3 only)");
            }
            self.pos += 1;
            let e = self.or_expr()?;
            return Ok(self.node(ExprKind::Starred(Box::new(e)), start));
        }
        if named {
            self.named_test()
        } else {
            self.test()
        }
    }

    /// `test`: a conditional expression, a lambda, or below.
    pub fn test(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let r = self.rule2(1, Self::test_inner);
        self.depth -= 1;
        r
    }

    fn test_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        if self.at("lambda") {
            return self.lambda();
        }
        let body = self.or_test()?;
        if self.at("if") && self.peek().is_some_and(|t| t.kind == Kind::Name) {
            self.pos += 1;
            let cond = self.or_test()?;
            self.expect("else")?;
            let orelse = self.test()?;
            return Ok(self.node(
                ExprKind::IfElse(Box::new(body), Box::new(cond), Box::new(orelse)),
                start,
            ));
        }
        Ok(body)
    }

    fn test_nocond(&mut self) -> Result<Expr, ParseError> {
        if self.at("lambda") {
            return self.lambda();
        }
        self.or_test()
    }

    fn lambda(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        self.expect("lambda")?;
        let params = self.params(":")?;
        self.expect(":")?;
        let body = self.rule2(1, Self::test)?;
        Ok(self.node(ExprKind::Lambda(params, Box::new(body)), start))
    }

    /// Parameters up to `close` (`)` for a def, `:` for a lambda).
    pub fn params(&mut self, close: &str) -> Result<Vec<Param>, ParseError> {
        let mut out = Vec::new();
        while !self.at(close) && !self.at_end() {
            let stars = if self.eat("**") {
                2
            } else if self.eat("*") {
                1
            } else {
                0
            };
            let Some(t) = self.peek().filter(|t| t.kind == Kind::Name) else {
                return self.error("expected a parameter name");
            };
            self.pos += 1;
            let default = if self.eat("=") {
                Some(self.test()?)
            } else {
                None
            };
            out.push(Param {
                name: t.text.clone(),
                default,
                stars,
            });
            if !self.eat(",") {
                break;
            }
        }
        Ok(out)
    }

    fn or_test(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::or_test_inner)
    }

    fn or_test_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let mut lhs = self.and_test()?;
        while self.at("or") {
            self.pos += 1;
            let rhs = self.and_test()?;
            lhs = self.node(ExprKind::Or(Box::new(lhs), Box::new(rhs)), start);
        }
        Ok(lhs)
    }

    fn and_test(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::and_test_inner)
    }

    fn and_test_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let mut lhs = self.not_test()?;
        while self.at("and") {
            self.pos += 1;
            let rhs = self.not_test()?;
            lhs = self.node(ExprKind::And(Box::new(lhs), Box::new(rhs)), start);
        }
        Ok(lhs)
    }

    fn not_test(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::not_test_inner)
    }

    fn not_test_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        if self.at("not") {
            self.pos += 1;
            self.enter()?;
            let e = self.not_test();
            self.depth -= 1;
            return Ok(self.node(ExprKind::Unary(UnOp::Not, Box::new(e?)), start));
        }
        self.comparison()
    }

    fn comparison(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::comparison_inner)
    }

    fn comparison_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let first = self.or_expr()?;
        let mut chain = Vec::new();
        while let Some((op, n)) = self.peek().and_then(|t| cmp_op(t, self.peek_at(1))) {
            if self.at("<>") && self.sem == Semantics::Py3 {
                return self.error("`<>` is Python 2 only; write `!=`");
            }
            self.pos += n;
            chain.push((op, self.or_expr()?));
        }
        if chain.is_empty() {
            return Ok(first);
        }
        Ok(self.node(ExprKind::Compare(Box::new(first), chain), start))
    }

    fn binary_level(
        &mut self,
        ops: &[&str],
        next: fn(&mut Self) -> Result<Expr, ParseError>,
    ) -> Result<Expr, ParseError> {
        self.rule2(1, |p| p.binary_level_inner(ops, next))
    }

    fn binary_level_inner(
        &mut self,
        ops: &[&str],
        next: fn(&mut Self) -> Result<Expr, ParseError>,
    ) -> Result<Expr, ParseError> {
        let start = self.pos;
        let mut lhs = next(self)?;
        while let Some(t) = self
            .peek()
            .filter(|t| t.kind == Kind::Op && ops.contains(&t.text.as_str()))
        {
            self.pos += 1;
            let op = BinOp::from_symbol(&t.text).expect("an operator");
            let rhs = next(self)?;
            lhs = self.node(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), start);
        }
        Ok(lhs)
    }

    pub fn or_expr(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["|"], Self::xor_expr)
    }
    fn xor_expr(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["^"], Self::and_expr)
    }
    fn and_expr(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["&"], Self::shift_expr)
    }
    fn shift_expr(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["<<", ">>"], Self::arith_expr)
    }
    fn arith_expr(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["+", "-"], Self::term)
    }
    fn term(&mut self) -> Result<Expr, ParseError> {
        self.binary_level(&["*", "/", "//", "%"], Self::factor)
    }

    fn factor(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::factor_inner)
    }

    fn factor_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let op = match self.peek() {
            Some(t) if t.is("-") => Some(UnOp::Neg),
            Some(t) if t.is("+") => Some(UnOp::Plus),
            Some(t) if t.is("~") => Some(UnOp::Invert),
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            self.enter()?;
            let e = self.factor();
            self.depth -= 1;
            return Ok(self.node(ExprKind::Unary(op, Box::new(e?)), start));
        }
        self.power()
    }

    fn power(&mut self) -> Result<Expr, ParseError> {
        self.rule2(1, Self::power_inner)
    }

    fn power_inner(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let mut e = self.rule2(1, Self::atom)?;
        loop {
            if self.at("(") {
                self.open_bracket()?;
                self.pos += 1;
                // `trailer`, `arglist`, `argument`.
                let args = self.rule2(3, Self::args)?;
                self.expect(")")?;
                e = self.node(ExprKind::Call(Box::new(e), args), start);
            } else if self.at("[") {
                self.open_bracket()?;
                self.pos += 1;
                // `trailer`, `subscriptlist`, `subscript`.
                let index = self.rule2(3, Self::subscripts)?;
                self.expect("]")?;
                e = self.node(ExprKind::Subscript(Box::new(e), Box::new(index)), start);
            } else if self.at(".") {
                self.pos += 1;
                let Some(name) = self.peek().filter(|t| t.kind == Kind::Name) else {
                    return self.error("expected a name after `.`");
                };
                self.pos += 1;
                e = self.node(ExprKind::Attr(Box::new(e), name.text.clone()), start);
            } else {
                break;
            }
        }
        if self.at("**") {
            self.pos += 1;
            self.enter()?;
            let rhs = self.factor();
            self.depth -= 1;
            e = self.node(
                ExprKind::Binary(BinOp::Pow, Box::new(e), Box::new(rhs?)),
                start,
            );
        }
        Ok(e)
    }

    pub fn args(&mut self) -> Result<Vec<Arg>, ParseError> {
        let mut out: Vec<Arg> = Vec::new();
        while !self.at(")") && !self.at_end() {
            let start = self.pos;
            let keyword_seen = out
                .iter()
                .any(|a| matches!(a, Arg::Keyword(..) | Arg::StarStar(_)));
            let arg = if self.eat("**") {
                Arg::StarStar(self.test()?)
            } else if self.at("*") {
                // Python 2 takes one `*args`, before any `**`; Python 3 no `*` after `**`.
                let stars = out.iter().any(|a| matches!(a, Arg::Star(_)));
                let double = out.iter().any(|a| matches!(a, Arg::StarStar(_)));
                if double || (self.sem == Semantics::Py2 && stars) {
                    return self
                        .error("invalid syntax (iterable unpacking after `**` or a second `*`)");
                }
                self.pos += 1;
                Arg::Star(self.test()?)
            } else if self.peek().is_some_and(|t| t.kind == Kind::Name)
                && self.peek_at(1).is_some_and(|t| t.is("="))
            {
                let name = self.peek().expect("a name").text.clone();
                if self.is_reserved(&name) {
                    return self.error(format!("invalid syntax: `{name}` is a keyword"));
                }
                self.pos += 2;
                Arg::Keyword(name, self.test()?)
            } else {
                if keyword_seen {
                    self.late_error(self.pos, "positional argument follows keyword argument")?;
                }
                if self.sem == Semantics::Py2 && out.iter().any(|a| matches!(a, Arg::Star(_))) {
                    return self
                        .error("invalid syntax (an argument after `*args` is Python 3 only)");
                }
                let e = self.named_test()?;
                if self.at("for") {
                    let gens = self.generators(false)?;
                    Arg::Pos(self.node(
                        ExprKind::Comp(CompKind::Generator, Box::new(e), gens),
                        start,
                    ))
                } else {
                    Arg::Pos(e)
                }
            };
            out.push(arg);
            if !self.eat(",") {
                break;
            }
        }
        Ok(out)
    }

    fn subscripts(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let first = self.subscript()?;
        if !self.at(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat(",") {
            if self.at("]") {
                break;
            }
            items.push(self.subscript()?);
        }
        Ok(self.node(ExprKind::Tuple(items), start))
    }

    fn subscript(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let part = |p: &mut Self| -> Result<Option<Box<Expr>>, ParseError> {
            if p.at(":") || p.at("]") || p.at(",") {
                Ok(None)
            } else {
                Ok(Some(Box::new(p.test()?)))
            }
        };
        if self.at("...") && self.peek_at(1).is_some_and(|t| t.is("]") || t.is(",")) {
            self.pos += 1;
            return Ok(self.node(ExprKind::Ellipsis, start));
        }
        if self.peek_at(1).is_some_and(|t| t.is(":=")) {
            return self.named_test();
        }
        let lower = part(self)?;
        if !self.at(":") {
            return lower
                .map(|b| *b)
                .map_or_else(|| self.error("an empty subscript"), Ok);
        }
        self.pos += 1;
        let upper = part(self)?;
        let step = if self.eat(":") { part(self)? } else { None };
        Ok(self.node(ExprKind::Slice(lower, upper, step), start))
    }

    /// The `for ... in ... if ...` clauses; in a Python 2 list comprehension the iterable may
    /// be a bare tuple (`[x for x in 1,2]`).
    fn generators(&mut self, list: bool) -> Result<Vec<Generator>, ParseError> {
        let mut out = Vec::new();
        while self.at("for") {
            self.pos += 1;
            let tstart = self.pos;
            let mut targets = vec![self.target()?];
            while self.eat(",") {
                if self.at("in") {
                    break;
                }
                targets.push(self.target()?);
            }
            let target = if targets.len() == 1 {
                targets.pop().expect("one target")
            } else {
                self.node(ExprKind::Tuple(targets), tstart)
            };
            self.expect("in")?;
            let istart = self.pos;
            let mut iter = self.or_test()?;
            if list && self.sem == Semantics::Py2 && self.at(",") {
                let mut items = vec![iter];
                while self.eat(",") {
                    if self.at("]") || self.at("for") || self.at("if") {
                        break;
                    }
                    items.push(self.test_nocond()?);
                }
                iter = self.node(ExprKind::Tuple(items), istart);
            }
            let mut ifs = Vec::new();
            while self.at("if") {
                self.pos += 1;
                ifs.push(self.test_nocond()?);
            }
            out.push(Generator { target, iter, ifs });
        }
        Ok(out)
    }

    /// One target of a `for` (no comparison, so that `in` ends it).
    pub fn target(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        if self.at("*") && self.sem == Semantics::Py2 {
            return self.error("invalid syntax (a starred target is Python 3 only)");
        }
        if self.eat("*") {
            let e = self.or_expr()?;
            return Ok(self.node(ExprKind::Starred(Box::new(e)), start));
        }
        self.or_expr()
    }

    fn atom(&mut self) -> Result<Expr, ParseError> {
        let start = self.pos;
        let Some(t) = self.peek() else {
            return self.error("the expression ends too early");
        };
        match t.kind {
            Kind::Number => {
                if let Err(m) = pv::number_literal(&t.text, self.sem)
                    && !m.contains("not simulated")
                {
                    let mut e = self.error::<()>(m).expect_err("an error");
                    e.tokenizer = true;
                    return Err(e);
                }
                self.pos += 1;
                Ok(self.node(ExprKind::Num(t.text.clone()), start))
            }
            Kind::Str => {
                let mut value = String::new();
                let mut text = String::new();
                while let Some(s) = self.peek().filter(|s| s.kind == Kind::Str) {
                    value.push_str(&string_value(&s.text, self.sem).or_else(|m| self.error(m))?);
                    text.push_str(&s.text);
                    self.pos += 1;
                }
                Ok(self.node(ExprKind::Str { value, text }, start))
            }
            Kind::Backquote => {
                if self.sem == Semantics::Py3 {
                    return self.error("backquotes are Python 2 only; write repr()");
                }
                self.pos += 1;
                let inner = self.testlist()?;
                if !self.peek().is_some_and(|t| t.kind == Kind::Backquote) {
                    return self.error("a backquote that does not close");
                }
                self.pos += 1;
                Ok(self.node(ExprKind::Repr(Box::new(inner)), start))
            }
            Kind::Name => {
                if self.is_reserved(&t.text)
                    && !matches!(t.text.as_str(), "None" | "True" | "False")
                {
                    return self.error(format!("unexpected keyword `{}`", t.text));
                }
                self.pos += 1;
                Ok(self.node(ExprKind::Name(t.text.clone()), start))
            }
            Kind::Op | Kind::Comment => {
                let open = t.text.clone();
                let close = match open.as_str() {
                    "(" => ")",
                    "[" => "]",
                    "{" => "}",
                    "..." if self.sem == Semantics::Py3 => {
                        self.pos += 1;
                        return Ok(self.node(ExprKind::Ellipsis, start));
                    }
                    _ => return self.error(format!("unexpected `{open}`")),
                };
                self.open_bracket()?;
                self.pos += 1;
                self.display(&open, close, start)
            }
        }
    }

    /// The inside of `( )`, `[ ]` or `{ }`, the opening bracket read.
    fn display(&mut self, open: &str, close: &str, start: usize) -> Result<Expr, ParseError> {
        if self.eat(close) {
            return Ok(self.node(
                match open {
                    "(" => ExprKind::Tuple(vec![]),
                    "[" => ExprKind::List(vec![]),
                    _ => ExprKind::Dict(vec![]),
                },
                start,
            ));
        }
        if open == "(" && self.at("yield") {
            let y = self.yield_expr()?;
            self.expect(close)?;
            return Ok(self.node(ExprKind::Paren(Box::new(y)), start));
        }
        if open == "{" && self.at("**") {
            return self.error("dict unpacking with `**` is not read by this parser");
        }
        // `testlist_comp`, `listmaker` or `dictorsetmaker`.
        let first = self.rule2(1, |p| p.test_or_star(open != "{"))?;
        if open == "{" && self.eat(":") {
            let value = self.test()?;
            if self.at("for") {
                let gens = self.generators(false)?;
                self.expect(close)?;
                let pair = self.node(ExprKind::Tuple(vec![first, value]), start + 1);
                return Ok(self.node(ExprKind::Comp(CompKind::Dict, Box::new(pair), gens), start));
            }
            let mut pairs = vec![(first, value)];
            while self.eat(",") {
                if self.at(close) {
                    break;
                }
                let k = self.test()?;
                self.expect(":")?;
                pairs.push((k, self.test()?));
            }
            self.expect(close)?;
            return Ok(self.node(ExprKind::Dict(pairs), start));
        }
        if self.at("for") {
            let gens = self.generators(open == "[")?;
            self.expect(close)?;
            let kind = match open {
                "(" => CompKind::Generator,
                "[" => CompKind::List,
                _ => CompKind::Set,
            };
            return Ok(self.node(ExprKind::Comp(kind, Box::new(first), gens), start));
        }
        let mut items = vec![first];
        let mut comma = false;
        while self.eat(",") {
            comma = true;
            if self.at(close) {
                break;
            }
            items.push(self.test_or_star(open != "{")?);
        }
        self.expect(close)?;
        if open == "(" && !comma && matches!(items[0].kind, ExprKind::Starred(_)) {
            return self.error_at(start + 1, "cannot use starred expression here");
        }
        Ok(match open {
            "(" if !comma => {
                let inner = items.pop().expect("one item");
                self.node(ExprKind::Paren(Box::new(inner)), start)
            }
            "(" => self.node(ExprKind::Tuple(items), start),
            "[" => self.node(ExprKind::List(items), start),
            _ => self.node(ExprKind::Set(items), start),
        })
    }
}

/// Parses `text` as one expression of `sem`.
pub fn parse_in(text: &str, sem: Semantics) -> Result<Expr, ParseError> {
    let toks: Vec<Token> = pytoken::tokenize(text)?
        .into_iter()
        .filter(|t| !t.is("\n") && t.kind != Kind::Comment)
        .collect();
    let mut p = Parser::new(&toks, sem);
    let e = p.testlist()?;
    if !p.at_end() {
        return match p.peek() {
            Some(t) if t.is(")") => p.error("unmatched `)`"),
            Some(t) => p.error(format!(
                "unexpected `{}` after a complete expression",
                t.text
            )),
            None => unreachable!(),
        };
    }
    Ok(e)
}

/// Parses `text` as an expression of both dialects when it is one, else of the one that
/// accepts it (Python 2 first); the error of Python 2 when neither does.
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    parse_in(text, Semantics::Py2).or_else(|e| parse_in(text, Semantics::Py3).map_err(|_| e))
}

/// The values of the names an expression may use.
pub trait Env {
    fn get(&self, name: &str) -> Option<Value>;
}

/// The peer-test environment: `i` and `j`.
#[derive(Clone, Copy, Debug)]
pub struct Ij {
    pub i: i64,
    pub j: i64,
}

impl Env for Ij {
    fn get(&self, name: &str) -> Option<Value> {
        match name {
            "i" => Some(Value::int(self.i)),
            "j" => Some(Value::int(self.j)),
            _ => None,
        }
    }
}

/// No names at all: constant expressions.
pub struct NoNames;

impl Env for NoNames {
    fn get(&self, _: &str) -> Option<Value> {
        None
    }
}

/// What CPython prints for `text` evaluated as an expression under `sem`, in the form of
/// `scripts/python/golf_eval.py`: `ok REPR`, `err CLASS` or `syntax`; `notsim ...` where the
/// evaluation is beyond this simulation.
pub fn python_eval_line(text: &str, sem: Semantics) -> String {
    let e = match parse_in(text, sem) {
        Ok(e) => e,
        Err(_) => return "syntax".to_string(),
    };
    match e.eval(&NoNames, sem) {
        Ok(v) => format!("ok {}", v.repr(sem)),
        Err(EvalError::NotSimulated(m)) => format!("notsim {m}"),
        Err(err) => format!("err {}", err.class()),
    }
}

impl Expr {
    /// Evaluates the expression under `sem`, left to right as Python does (so the first error
    /// Python would raise is the one reported). Names come from `env`; `True`, `False`,
    /// `str`, `repr`, `int`, `abs` and `len` are Python's.
    pub fn eval(&self, env: &impl Env, sem: Semantics) -> Result<Value, EvalError> {
        match &self.kind {
            ExprKind::Num(text) => pv::number_literal(text, sem).map_err(EvalError::NotSimulated),
            ExprKind::Str { value, .. } => Ok(Value::Str(value.clone())),
            ExprKind::Name(n) => env.get(n).map_or_else(
                || match n.as_str() {
                    "True" => Ok(Value::Bool(true)),
                    "False" => Ok(Value::Bool(false)),
                    _ => Err(EvalError::NameError(format!("name '{n}' is not defined"))),
                },
                Ok,
            ),
            ExprKind::Paren(e) => e.eval(env, sem),
            // Python 2's compiler folds a minus into the literal it stands before:
            // -9223372036854775808 is an int there, not a long.
            ExprKind::Unary(UnOp::Neg, e)
                if sem == Semantics::Py2
                    && matches!(&e.kind, ExprKind::Num(t) if !t.to_ascii_lowercase().ends_with('l')) =>
            {
                match e.eval(env, sem)? {
                    Value::Int { v, .. } => {
                        let v = -v;
                        Ok(Value::Int {
                            long: v.to_i64().is_none(),
                            v,
                        })
                    }
                    other => pv::unary(UnOp::Neg, &other, sem),
                }
            }
            ExprKind::Unary(op, e) => pv::unary(*op, &e.eval(env, sem)?, sem),
            ExprKind::Binary(op, a, b) => {
                let x = a.eval(env, sem)?;
                let y = b.eval(env, sem)?;
                pv::binary(*op, &x, &y, sem)
            }
            ExprKind::Compare(first, chain) => {
                let mut left = first.eval(env, sem)?;
                for (op, e) in chain {
                    let right = e.eval(env, sem)?;
                    if !pv::compare(*op, &left, &right, sem)? {
                        return Ok(Value::Bool(false));
                    }
                    left = right;
                }
                Ok(Value::Bool(true))
            }
            ExprKind::And(a, b) => {
                let x = a.eval(env, sem)?;
                if x.truthy() { b.eval(env, sem) } else { Ok(x) }
            }
            ExprKind::Or(a, b) => {
                let x = a.eval(env, sem)?;
                if x.truthy() { Ok(x) } else { b.eval(env, sem) }
            }
            ExprKind::IfElse(body, cond, orelse) => {
                if cond.eval(env, sem)?.truthy() {
                    body.eval(env, sem)
                } else {
                    orelse.eval(env, sem)
                }
            }
            ExprKind::Repr(e) => Ok(Value::Str(e.eval(env, sem)?.repr(sem))),
            ExprKind::Call(f, args) => {
                let ExprKind::Name(name) = &f.kind else {
                    return Err(EvalError::NotSimulated(format!("a call of {f}")));
                };
                let [Arg::Pos(a)] = args.as_slice() else {
                    return Err(EvalError::NotSimulated(format!(
                        "{name}() with these arguments"
                    )));
                };
                let v = a.eval(env, sem)?;
                match name.as_str() {
                    "str" => Ok(Value::Str(v.str(sem))),
                    "repr" => Ok(Value::Str(v.repr(sem))),
                    "abs" => match v {
                        Value::Float(x) => Ok(Value::Float(x.abs())),
                        v => pv::unary(
                            if v.as_int().is_some_and(|(x, _)| x < 0.into()) {
                                UnOp::Neg
                            } else {
                                UnOp::Plus
                            },
                            &v,
                            sem,
                        ),
                    },
                    "int" => match v {
                        Value::Float(x) => Ok(Value::Int {
                            long: sem == Semantics::Py2 && pv::float_to_int(x)?.bits() > 63,
                            v: pv::float_to_int(x)?,
                        }),
                        v => pv::unary(UnOp::Plus, &v, sem),
                    },
                    "len" => match v {
                        Value::Str(s) => Ok(Value::int(s.chars().count() as i64)),
                        v => Err(EvalError::TypeError(format!(
                            "object of type '{}' has no len()",
                            v.type_name(sem)
                        ))),
                    },
                    _ => Err(EvalError::NotSimulated(format!("a call of {name}()"))),
                }
            }
            _ => Err(EvalError::NotSimulated(format!("the expression {self}"))),
        }
    }

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
        fn side(f: &mut fmt::Formatter<'_>, e: &Expr, min: u8) -> fmt::Result {
            if e.level() < min {
                write!(f, "({e})")
            } else {
                write!(f, "{e}")
            }
        }
        fn list(f: &mut fmt::Formatter<'_>, v: &[Expr]) -> fmt::Result {
            for (k, e) in v.iter().enumerate() {
                if k > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{e}")?;
            }
            Ok(())
        }
        match &self.kind {
            ExprKind::Num(n) => f.write_str(n),
            ExprKind::Str { text, .. } => f.write_str(text),
            ExprKind::Name(n) => f.write_str(n),
            ExprKind::Ellipsis => f.write_str("..."),
            ExprKind::Paren(e) => write!(f, "({e})"),
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

#[cfg(test)]
mod tests {
    use super::*;
    use Semantics::*;

    fn ev(text: &str, sem: Semantics) -> Result<Value, EvalError> {
        parse_in(text, sem).unwrap().eval(&NoNames, sem)
    }

    #[test]
    fn python_precedence_and_rounding() {
        assert_eq!(ev("-2**2", Py2), Ok(Value::int(-4)));
        assert_eq!(ev("2**3**2", Py2), Ok(Value::int(512)));
        assert_eq!(ev("2**-1", Py2), Ok(Value::Float(0.5)));
        assert_eq!(ev("-7/2", Py2), Ok(Value::int(-4)));
        assert_eq!(ev("-7/2", Py3), Ok(Value::Float(-3.5)));
        assert_eq!(ev("-7//2", Py3), Ok(Value::int(-4)));
        assert_eq!(ev("-1%9", Py2), Ok(Value::int(8)));
        assert_eq!(ev("7%-3", Py2), Ok(Value::int(-2)));
        assert_eq!(ev("6|9^5&12<<1", Py2), Ok(Value::int(15)));
        assert_eq!(ev("~5", Py2), Ok(Value::int(-6)));
        assert_eq!(ev("1 < 2 < 3 and not 0", Py2), Ok(Value::Bool(true)));
        assert_eq!(ev("0 or 7", Py2), Ok(Value::int(7)));
        assert_eq!(ev("5**18", Py2), Ok(Value::int(3_814_697_265_625i64)));
        assert_eq!(
            ev("'%d'%1e29", Py3),
            Ok(Value::Str("99999999999999991433150857216".into()))
        );
        assert_eq!(ev("`14**7*9`", Py2), Ok(Value::Str("948721536".into())));
        assert_eq!(
            ev("`2**63`", Py2),
            Ok(Value::Str("9223372036854775808L".into()))
        );
        assert_eq!(ev("1 if 0 else 2", Py3), Ok(Value::int(2)));
        assert_eq!(ev("%011".trim_start_matches('%'), Py2), Ok(Value::int(9)));
    }

    #[test]
    fn python3_raises_where_python_does() {
        assert_eq!(
            ev("7/9^1", Py3).unwrap_err().to_string(),
            "TypeError: unsupported operand type(s) for ^: 'float' and 'int'"
        );
        assert_eq!(ev("7/9^1", Py2), Ok(Value::int(1)));
        assert!(matches!(
            ev("1/0", Py2),
            Err(EvalError::ZeroDivisionError(_))
        ));
        // The big-integer corner that used to panic in 128 bits.
        let m = "(0-170141183460469231731687303715884105727-1)";
        for e in [format!("{m}//(0-1)"), format!("-{m}"), format!("5%{m}")] {
            assert!(ev(&e, Py2).is_ok(), "{e}");
        }
    }

    #[test]
    fn syntax_errors_per_dialect() {
        assert!(parse_in("-not 3==27 or i", Py2).is_err());
        assert!(parse_in("-not 3==27 or i", Py3).is_err());
        assert!(
            parse_in("`1`", Py3)
                .unwrap_err()
                .message
                .contains("Python 2 only")
        );
        assert!(
            parse_in("011", Py3)
                .unwrap_err()
                .message
                .contains("leading zeros")
        );
        assert!(parse_in("1 <> 2", Py3).is_err());
        assert!(parse_in("1 <> 2", Py2).is_ok());
        let e = parse_in("(i-j)%9*", Py2).unwrap_err();
        assert_eq!(e.column, 9);
        assert!(
            parse_in("i $ j", Py2)
                .unwrap_err()
                .to_string()
                .starts_with("line 1, column 3")
        );
        assert!(parse_in("(i-j", Py2).is_err());
        assert!(parse_in("i j", Py2).is_err());
        // Python's tokenizer: `1if` is `1 if`, `0x1for` is `0x1f or`.
        assert_eq!(ev("1if 1else 2", Py2), Ok(Value::int(1)));
        assert_eq!(ev("0x1for 2", Py3), Ok(Value::int(31)));
    }

    #[test]
    fn printing_round_trips() {
        for text in [
            "(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)",
            "-2**2",
            "(-2)**2",
            "2**3**2",
            "(2**3)**2",
            "a-(b-c)",
            "not i == j",
        ] {
            let e = parse(text).unwrap();
            assert_eq!(e.to_string(), text);
        }
    }

    #[test]
    fn the_zero_test_reads_as_the_seed_explains_it() {
        let e = parse("(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)").unwrap();
        assert_eq!(
            e.zero_test().to_string(),
            "(i-j)%9 == 0 or i/9 == j/9 or (i/27 == j/27 and i%9/3 == j%9/3)"
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let deep = format!("{}i{}", "(".repeat(100_000), ")".repeat(100_000));
        let e = parse(&deep).unwrap_err();
        assert!(
            e.message.contains("too many nested parentheses") || e.message.contains("s_push"),
            "{e}"
        );
        // Python 3 reads unary operators deeper than this parser does: its own bound stops it.
        let deep = format!("{}i", "-".repeat(100_000));
        let e = parse_in(&deep, Semantics::Py3).unwrap_err();
        assert!(
            e.message.contains("nests more than 1500 levels"),
            "{}",
            e.message
        );
        assert!(parse(&"-".repeat(100_000)).is_err());
        let fine = format!("{}i{}", "(".repeat(150), ")".repeat(150));
        assert!(parse(&fine).is_ok());
    }
}
