//! The Pratt parser of expressions: each dialect's grammar, read from the tokens of
//! [`crate::pytoken`], with the syntax errors CPython 2 and 3 raise and the nesting limits of
//! their parsers; its idea is CPython's `Grammar`, rule by rule.
//!
//! Statements (`crate::pystmt`) drive the same [`Parser`] for what they hold.

use super::ast::{Arg, CompKind, Expr, ExprKind, Generator, Param, ParseError};
use super::words::{is_keyword, string_value};
use crate::pytoken::{self, Kind, Token};
use crate::pyvalue::{self as pv, BinOp, CmpOp, Semantics, UnOp};

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
