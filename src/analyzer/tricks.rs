//! The trick finder: reads any golfed Python 2 or Python 3 file with the project's one tokenizer
//! and parser, and names each golf idiom by its shape in the syntax tree (never by the names a
//! program happens to use): what it stands for, its readable form, and the bytes it saves.
//! Statements of a kind it does not know, and text neither dialect parses, are listed as
//! unknown, never dropped.
//!
//! Bytes saved compare the golfed text with its readable form, both written tight (no optional
//! spaces), so the figure is what the trick itself earns.

use serde::Serialize;

use super::peers::is_peer;
use super::pyexpr::{
    self, Arg, BinOp, CmpOp, CompKind, Expr, ExprKind, NoNames, ParseError, Parser, Semantics,
    UnOp, Value,
};
use super::pytoken::{self, Kind, Statement, Token, TokenError};

/// One trick found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Trick {
    pub line: usize,
    pub col: usize,
    /// A short name (`semicolon`, `tilde-test`, ...).
    pub name: &'static str,
    pub golfed: String,
    /// What it replaces, written plainly.
    pub readable: String,
    /// Bytes saved: the readable form's length minus the golfed form's, both tight.
    pub saves: isize,
    pub note: String,
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
pub struct Report {
    /// Bytes of the file, the final newline included.
    pub bytes: usize,
    pub statements: usize,
    /// The dialects that parse the whole file.
    pub dialects: Vec<Semantics>,
    /// For a dialect that does not parse it, the first syntax error there.
    pub syntax_errors: Vec<(Semantics, String)>,
    pub tricks: Vec<Trick>,
    pub unknown: Vec<Unknown>,
    /// The sum of the bytes the tricks save.
    pub saved: isize,
}

fn word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Tokens written with only the spaces Python needs.
pub fn tight(tokens: &[Token]) -> String {
    let mut s = String::new();
    for t in tokens {
        if s.ends_with(word_char) && t.text.starts_with(word_char) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// A readable form written tight (its own tokens).
fn tight_text(text: &str) -> String {
    match pytoken::tokenize(text) {
        Ok(tokens) => tight(&tokens),
        Err(_) => text.to_string(),
    }
}

struct Finder<'a> {
    toks: &'a [Token],
    sem: Semantics,
    tricks: Vec<Trick>,
}

impl Finder<'_> {
    fn text(&self, e: &Expr) -> String {
        tight(&self.toks[e.start..e.end])
    }

    fn push(
        &mut self,
        at: usize,
        name: &'static str,
        golfed: String,
        readable: String,
        note: &str,
    ) {
        let t = &self.toks[at.min(self.toks.len() - 1)];
        let saves = match name {
            // `,R=range` in a parameter list against `R=range` and a newline: the same bytes;
            // what these earn is a binding where no statement may stand, not bytes.
            "default-argument" | "walrus" => 0,
            _ => tight_text(&readable).len() as isize - golfed.len() as isize,
        };
        self.tricks.push(Trick {
            line: t.line,
            col: t.col,
            name,
            golfed,
            readable,
            saves,
            note: note.to_string(),
        });
    }

    /// Walks `e`; `cond` is true where only its truth value counts.
    fn expr(&mut self, e: &Expr, cond: bool) {
        match &e.kind {
            ExprKind::Unary(UnOp::Invert, x) if cond => {
                let x_text = self.text(x);
                self.push(e.start, "tilde-test", self.text(e), format!("{x_text}!=-1"),
                    "`~x` is `-x-1`, zero only for x == -1 (what find() returns when nothing is found): as a truth value it tests x != -1");
                self.expr(x, false);
                return;
            }
            ExprKind::Unary(UnOp::Neg, x) if matches!(x.kind, ExprKind::Unary(UnOp::Invert, _)) => {
                let ExprKind::Unary(_, inner) = &x.kind else {
                    unreachable!()
                };
                let t = self.text(inner);
                self.push(e.start, "neg-tilde", self.text(e), format!("({t}+1)"),
                    "`-~x` is x+1 with the precedence of a unary operator: no parentheses needed inside a product");
                self.expr(inner, false);
                return;
            }
            ExprKind::Unary(UnOp::Invert, x) if matches!(x.kind, ExprKind::Unary(UnOp::Neg, _)) => {
                let ExprKind::Unary(_, inner) = &x.kind else {
                    unreachable!()
                };
                let t = self.text(inner);
                self.push(e.start, "tilde-neg", self.text(e), format!("({t}-1)"),
                    "`~-x` is x-1 with the precedence of a unary operator: no parentheses needed inside a product");
                self.expr(inner, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                let (at, bt) = (self.text(a), self.text(b));
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                match (op, num(a), num(b)) {
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x > y => self.push(e.start, "true-literal", self.text(e), "True".into(),
                        "a comparison of two constants that holds is True in fewer bytes"),
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x < y => self.push(e.start, "false-literal", self.text(e), "False".into(),
                        "a comparison of two constants that fails is False in fewer bytes"),
                    (CmpOp::Lt, None, Some(1)) => self.push(e.start, "less-than-one", self.text(e), format!("{at}==0"),
                        "for a count or an index (never negative), x<1 is x==0, one byte shorter"),
                    (CmpOp::Lt, None, Some(0)) => self.push(e.start, "less-than-zero", self.text(e), format!("{at}==-1"),
                        "for a value that is -1 or more (what find() returns), x<0 is x==-1, two bytes shorter"),
                    (CmpOp::Gt, None, Some(0)) if !cond => self.push(e.start, "greater-than-zero", self.text(e), format!("{at}!=0"),
                        "for a value never negative, x>0 is x!=0, one byte shorter"),
                    (CmpOp::Ge, None, Some(1)) | (CmpOp::Gt, Some(0), None) => {
                        let x = if num(a).is_some() { bt.clone() } else { at.clone() };
                        self.push(e.start, "greater-than-zero", self.text(e), format!("{x}!=0"),
                            "for a value never negative, this is x!=0");
                    }
                    _ => {}
                }
                self.expr(a, false);
                self.expr(b, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() > 1 => {
                let mut parts = Vec::new();
                let mut left = self.text(a);
                for (op, b) in chain {
                    let right = self.text(b);
                    parts.push(format!(
                        "{left}{}{right}",
                        if op.symbol().chars().all(char::is_alphabetic) || op.symbol().contains(' ')
                        {
                            format!(" {} ", op.symbol())
                        } else {
                            op.symbol().to_string()
                        }
                    ));
                    left = right;
                }
                self.push(
                    e.start,
                    "chained-comparison",
                    self.text(e),
                    parts.join(" and "),
                    "Python chains comparisons: a<b<c is a<b and b<c, the middle written once",
                );
                self.expr(a, false);
                for (_, b) in chain {
                    self.expr(b, false);
                }
                return;
            }
            ExprKind::Or(a, b) if matches!(a.kind, ExprKind::And(..)) => {
                let ExprKind::And(c, x) = &a.kind else {
                    unreachable!()
                };
                let (ct, xt, bt) = (self.text(c), self.text(x), self.text(b));
                self.push(e.start, "and-or-ternary", self.text(e), format!("{xt} if {ct} else {bt}"),
                    "c and x or y is x if c else y (when x is true): the pre-2.5 conditional, shorter by the spaces the words need");
                self.expr(c, true);
                self.expr(x, cond);
                self.expr(b, cond);
                return;
            }
            ExprKind::Subscript(seq, index)
                if matches!(&seq.kind, ExprKind::List(v) | ExprKind::Tuple(v) if v.len() == 2)
                    && !matches!(index.kind, ExprKind::Slice(..) | ExprKind::Num(_)) =>
            {
                let (ExprKind::List(v) | ExprKind::Tuple(v)) = &seq.kind else {
                    unreachable!()
                };
                let (f, t, c) = (self.text(&v[0]), self.text(&v[1]), self.text(index));
                self.push(e.start, "index-ternary", self.text(e), format!("{t} if {c} else {f}"),
                    "[a,b][c] picks b when c is true (1) and a when false (0): a conditional without the words");
                self.expr(index, true);
                for x in v {
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Subscript(x, index) => {
                if let ExprKind::Slice(None, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Unary(UnOp::Neg, one) if matches!(&one.kind, ExprKind::Num(n) if n == "1"))
                {
                    let xt = self.text(x);
                    // A constant digit string reversed: the digits the loop really tries.
                    match constant_text(x, self.sem) {
                        Some(d) => {
                            let r: String = d.chars().rev().collect();
                            let calls = super::digits::usable(&r).then(|| {
                                super::nodes::Board::new(&crate::puzzles::WIKIPEDIA.grid())
                                    .count(&super::nodes::digits_of(&r), Some(10_000_000))
                            });
                            let note = format!(
                                "a slice with step -1 reverses the string: the digits tried are {r}, in that order{}",
                                calls.map_or(String::new(), |c| format!(
                                    " ({}{} calls of the one-liner on the Wikipedia puzzle)",
                                    c.nodes,
                                    if c.gave_up { "+" } else { "" }
                                ))
                            );
                            self.push(
                                index.start,
                                "reverse-slice",
                                format!("{xt}[::-1]"),
                                format!("'{r}'"),
                                &note,
                            );
                        }
                        None => self.push(
                            index.start,
                            "reverse-slice",
                            format!("{xt}[::-1]"),
                            format!("reversed({xt})"),
                            "a slice with step -1 is the sequence reversed",
                        ),
                    }
                }
            }
            ExprKind::Binary(BinOp::Mod, s, x) if matches!(&s.kind, ExprKind::Str { value, .. } if value == "%d" || value == "%s" || value == "%i") =>
            {
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = digit_note(&digits);
                    self.push(
                        e.start,
                        "digit-string",
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                    return;
                }
                let xt = self.text(x);
                self.push(e.start, "percent-str", self.text(e), format!("str({xt})"),
                    "'%d'%x formats x as a decimal string, as str(x) does, and binds like `*` where str() needs its parentheses");
                self.expr(x, false);
                return;
            }
            ExprKind::Repr(x) => {
                let xt = self.text(x);
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = format!(
                        "backquotes are Python 2's repr(); {} {}",
                        digit_note(&digits),
                        if digits.len() <= 10
                            && digits.parse::<i64>().is_ok_and(|v| v <= i32::MAX as i64)
                        {
                            "It fits a 32-bit int, so repr has no `L`."
                        } else {
                            "A long on a 32-bit Python 2 (past 2**31-1), whose repr ends in `L`; safe on 64 bits up to 2**63-1."
                        }
                    );
                    self.push(
                        e.start,
                        "backquote-digits",
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                } else {
                    self.push(
                        e.start,
                        "backquote-repr",
                        self.text(e),
                        format!("repr({xt})"),
                        "backquotes are Python 2's repr(), four bytes shorter",
                    );
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Binary(..) | ExprKind::Paren(_) if self.peer_product(e, cond) => return,
            ExprKind::Lambda(params, body) => {
                for p in params {
                    if let Some(d) = &p.default {
                        let dt = self.text(d);
                        self.push(d.start.saturating_sub(2), "default-argument", format!(",{}={dt}", p.name), format!("{}={dt} on a line of its own", p.name),
                            "a default argument binds a name inside a lambda (or evaluates once for a def), where an assignment cannot stand");
                        self.expr(d, false);
                    }
                }
                self.expr(body, false);
                return;
            }
            ExprKind::Call(f, args) => {
                if let ExprKind::Name(n) = &f.kind
                    && n == "exit"
                    && let [Arg::Pos(x)] = args.as_slice()
                    && !matches!(x.kind, ExprKind::Num(_))
                {
                    let xt = self.text(x);
                    self.push(e.start, "exit-prints", self.text(e), format!("print({xt});exit()"),
                        "exit() with a string prints it (to standard error) and stops: printing and stopping in one call");
                }
            }
            ExprKind::Comp(CompKind::List, elt, gens) => {
                // `[E or a[j] for j in range(81)]` with E a peer test: the int-or-digit list.
                if let ExprKind::Or(test, item) = &elt.kind
                    && self.is_peer_test(test)
                {
                    let (tt, it) = (self.text(test), self.text(item));
                    let g = &gens[0];
                    let (gt, gi) = (self.text(&g.target), self.text(&g.iter));
                    self.push(elt.start, "int-or-digit", format!("[{}for {gt} in {gi}]", self.text(elt)), format!("[{it} for {gt} in {gi} if {tt}==0]"),
                        "a non-zero int in the list never equals a one-character string, so the list excludes exactly the peers' characters");
                }
            }
            ExprKind::Num(n) => {
                let lower = n.to_ascii_lowercase();
                if lower.contains('e')
                    && !lower.starts_with("0x")
                    && let Ok(Value::Float(x)) = super::pyvalue::number_literal(n, self.sem)
                    && x.fract() == 0.0
                    && (1e4..1e18).contains(&x)
                {
                    self.push(
                        e.start,
                        "e-literal",
                        n.clone(),
                        format!("{}", x as i64),
                        "a float literal with an exponent writes a large round number in few bytes",
                    );
                }
            }
            ExprKind::Walrus(n, _) => {
                self.push(e.start, "walrus", self.text(e), format!("{n}=... on a statement of its own"),
                    "`:=` assigns inside an expression (Python 3.8+), where a statement cannot stand");
            }
            _ => {}
        }
        self.children(e, cond);
    }

    fn children(&mut self, e: &Expr, cond: bool) {
        match &e.kind {
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.expr(a, true);
                self.expr(b, cond);
            }
            ExprKind::Unary(UnOp::Not, a) => self.expr(a, true),
            ExprKind::IfElse(a, c, b) => {
                self.expr(a, cond);
                self.expr(c, true);
                self.expr(b, cond);
            }
            ExprKind::Paren(a) => self.expr(a, cond),
            ExprKind::Comp(_, elt, gens) => {
                self.expr(elt, false);
                for g in gens {
                    self.expr(&g.iter, false);
                    for c in &g.ifs {
                        self.expr(c, true);
                    }
                }
            }
            _ => {
                for k in e.children() {
                    self.expr(k, false);
                }
            }
        }
    }

    /// True (and the trick recorded) when `e` is an arithmetic test in two names that is zero
    /// exactly when the cells are peers, checked on all 6,561 pairs.
    fn peer_product(&mut self, e: &Expr, _cond: bool) -> bool {
        if !self.is_peer_test(e) {
            return false;
        }
        let readable = e.zero_test().to_string();
        self.push(e.start, "peer-product", self.text(e), readable,
            "zero exactly when the two cells share a column, a row or a box (checked on all 6,561 pairs): a product is zero when a factor is, x^y when x == y, x|y when both are");
        true
    }

    fn is_peer_test(&self, e: &Expr) -> bool {
        let names = e.names();
        if names.len() != 2 || !matches!(e.unparen().kind, ExprKind::Binary(..)) {
            return false;
        }
        let bind = |i: i64, j: i64| Pair {
            a: (&names[0], i),
            b: (&names[1], j),
        };
        let holds = |swap: bool| {
            (0..81).all(|i| {
                (0..81).all(|j| {
                    let (x, y) = if swap { (j, i) } else { (i, j) };
                    match e.eval(&bind(x, y), self.sem) {
                        Ok(v) => v.truthy() != is_peer(i as usize, j as usize),
                        Err(_) => false,
                    }
                })
            })
        };
        holds(false) || holds(true)
    }
}

struct Pair<'a> {
    a: (&'a str, i64),
    b: (&'a str, i64),
}

impl pyexpr::Env for Pair<'_> {
    fn get(&self, name: &str) -> Option<Value> {
        if name == self.a.0 {
            Some(Value::int(self.a.1))
        } else if name == self.b.0 {
            Some(Value::int(self.b.1))
        } else {
            None
        }
    }
}

/// The string a constant expression makes (`'%d'%5**18`, `` `14**7*9` ``), when it holds
/// digits only.
fn constant_text(e: &Expr, sem: Semantics) -> Option<String> {
    if !e.names().is_empty() {
        return None;
    }
    match e.eval(&NoNames, sem).ok()? {
        Value::Str(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Some(s),
        _ => None,
    }
}

fn digit_note(text: &str) -> String {
    let d = super::digits::explain(text);
    if d.covers {
        format!(
            "{text} holds every digit 1-9{}.",
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!(
                    " ({} repeated: tried again for nothing)",
                    d.repeats
                        .iter()
                        .map(|(dg, n)| format!("{dg} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        )
    } else {
        format!("{text} does not hold every digit 1-9: some digits are never tried.")
    }
}

/// The statement forms the finder reads; anything else is listed as unknown.
fn statement(
    s: &Statement,
    all: &[Statement],
    sem: Semantics,
    f: &mut Finder,
) -> Result<Option<Unknown>, ParseError> {
    let t = &s.tokens;
    let first = &t[0];
    let mut p = Parser::new(t, sem);
    let word = if first.kind == Kind::Name {
        first.text.as_str()
    } else {
        ""
    };
    let header = t.last().is_some_and(|x| x.is(":")) && pytoken::COMPOUND.contains(&word);
    match word {
        "def" if header => {
            p.pos = 2;
            p.expect("(")?;
            let params = p.params(")")?;
            p.expect(")")?;
            for prm in &params {
                if let Some(d) = &prm.default {
                    let dt = f.text(d);
                    f.push(d.start.saturating_sub(2), "default-argument", format!(",{}={dt}", prm.name), format!("{}={dt} on a line of its own", prm.name),
                        "a default argument binds a name once, where a global assignment would take a line");
                    f.expr(d, false);
                }
            }
        }
        "if" | "elif" | "while" if header => {
            p.pos = 1;
            let c = p.test()?;
            if word == "while" && matches!(&c.kind, ExprKind::Num(n) if n == "1") {
                f.push(
                    c.start,
                    "one-for-true",
                    "1".into(),
                    "True".into(),
                    "`while 1:` loops for ever, three bytes shorter than `while True:`",
                );
            }
            f.expr(&c, true);
        }
        "for" if header => {
            p.pos = 1;
            p.target()?;
            while p.eat(",") {
                p.target()?;
            }
            p.expect("in")?;
            let it = p.testlist()?;
            f.expr(&it, false);
        }
        "else" | "try" | "finally" if header && t.len() == 2 => {}
        "class" | "try" | "except" | "finally" | "with" | "async" | "global" | "nonlocal"
        | "yield" | "assert" | "raise" | "del" => {
            return Ok(Some(Unknown {
                line: first.line,
                col: first.col,
                text: tight(t),
                why: format!("a `{word}` statement: not a construct the trick finder reads"),
            }));
        }
        "import" | "pass" | "break" | "continue" => {}
        "from" => {
            if t.len() == 4 && t[2].is("import") && t[3].is("*") {
                let names = super::ungolf::sys_names_used(all);
                let readable = if t[1].text == "sys" && !names.is_empty() {
                    format!("from sys import {}", names.join(","))
                } else {
                    format!("import {}", t[1].text)
                };
                f.push(0, "star-import", tight(t), readable, "a star import brings every name at once; the readable form names what the program uses");
            }
        }
        "print" if sem == Semantics::Py2 => {
            p.pos = 1;
            if !p.at_end() {
                let e = p.testlist()?;
                if !matches!(e.kind, ExprKind::Paren(_)) {
                    let et = f.text(&e);
                    f.push(
                        0,
                        "print-statement",
                        tight(t),
                        format!("print({et})"),
                        "Python 2's print statement needs no parentheses",
                    );
                }
                f.expr(&e, false);
            }
        }
        "exec" if sem == Semantics::Py2 => {
            p.pos = 1;
            let e = p.test()?;
            if let ExprKind::Binary(BinOp::Mul, code, n) = &e.kind
                && let ExprKind::Str { value, .. } = &code.kind
            {
                let nt = f.text(n);
                f.push(0, "exec-loop", tight(t), format!("for _ in range({nt}):{value}"),
                    "exec of a string repeated N times runs its code N times: a loop with no header or indentation");
            } else {
                f.expr(&e, false);
            }
        }
        "return" => {
            p.pos = 1;
            if !p.at_end() {
                let e = p.testlist()?;
                f.expr(&e, false);
            }
        }
        _ => {
            // An expression statement or an assignment.
            let target = p.testlist()?;
            let mut values = vec![target];
            while p.eat("=")
                || p.peek().is_some_and(|x| {
                    x.kind == Kind::Op
                        && x.text.ends_with('=')
                        && x.text.len() >= 2
                        && !["==", "<=", ">=", "!="].contains(&x.text.as_str())
                        && {
                            p.pos += 1;
                            true
                        }
                })
            {
                values.push(p.testlist()?);
            }
            if !p.at_end() {
                return p.error(format!("unexpected `{}`", p.peek().expect("a token").text));
            }
            if values.len() == 1 {
                let e = &values[0];
                statement_expr(e, f);
            } else {
                let value = values.last().expect("a value");
                if values.len() == 2
                    && let ExprKind::Lambda(params, body) = &value.kind
                    && let ExprKind::Name(name) = &values[0].kind
                {
                    let ps: Vec<String> = params.iter().map(|p| p.name.clone()).collect();
                    let bt = f.text(body);
                    f.push(0, "lambda-def", tight(t), format!("def {name}({}):return {bt}", ps.join(",")),
                        "a lambda bound to a name is a function without `def`, `return` and a line of its own");
                }
                for v in &values {
                    f.expr(v, false);
                }
            }
        }
    }
    if !p.at_end() && header {
        // the header's `:` was not read by every branch; nothing to do
    }
    Ok(None)
}

/// An expression used as a statement: its value is thrown away.
fn statement_expr(e: &Expr, f: &mut Finder) {
    match &e.kind {
        ExprKind::Or(a, b) => {
            let (at, bt) = (f.text(a), f.text(b));
            f.push(
                a.end,
                "or-as-if",
                f.text(e),
                format!("if not({at}):{bt}"),
                "`x or y` as a statement runs y only when x is false: an if that fits after `;`",
            );
            f.expr(a, true);
            statement_expr(b, f);
        }
        ExprKind::And(a, b) => {
            let (at, bt) = (f.text(a), f.text(b));
            f.push(
                a.end,
                "and-as-if",
                f.text(e),
                format!("if {at}:{bt}"),
                "`x and y` as a statement runs y only when x is true: an if that fits after `;`",
            );
            f.expr(a, true);
            statement_expr(b, f);
        }
        ExprKind::Comp(CompKind::List, elt, gens) => {
            let heads: Vec<String> = gens
                .iter()
                .map(|g| format!("for {} in {}:", f.text(&g.target), f.text(&g.iter)))
                .collect();
            f.push(e.start, "comprehension-loop", f.text(e), format!("{}{}", heads.join(""), f.text(elt)),
                "a list comprehension run for its side effects, its list thrown away, is a loop that fits after `;`");
            for g in gens {
                f.expr(&g.iter, false);
                for c in &g.ifs {
                    f.expr(c, true);
                }
            }
            statement_expr(elt, f);
        }
        _ => f.expr(e, false),
    }
}

/// Layout tricks on the raw tokens and statements.
fn layout(tokens: &[Token], statements: &[Statement], sem: Semantics, tricks: &mut Vec<Trick>) {
    let mut level_at_line = std::collections::HashMap::new();
    for s in statements {
        level_at_line.entry(s.tokens[0].line).or_insert(s.indent);
    }
    for (k, t) in tokens.iter().enumerate() {
        if t.depth == 0 && t.is(";") {
            let level = level_at_line.get(&t.line).copied().unwrap_or(0);
            tricks.push(Trick {
                line: t.line,
                col: t.col,
                name: "semicolon",
                golfed: ";".into(),
                readable: format!("a new line indented {level} level(s)"),
                saves: level as isize,
                note:
                    "`;` separates statements without the newline and indentation a new line needs"
                        .into(),
            });
        }
        // A line break inside brackets where a space was needed between two words: wrapping
        // costs nothing there. (Elsewhere a break in brackets is plain formatting.)
        if k > 0
            && t.line > tokens[k - 1].line
            && t.depth > 0
            && tokens[k - 1].text.ends_with(word_char)
            && t.text.starts_with(word_char)
        {
            let need = true;
            tricks.push(Trick {
                line: tokens[k - 1].line,
                col: tokens[k - 1].col + tokens[k - 1].text.chars().count(),
                name: "bracket-line-break",
                golfed: "a line break inside brackets".into(),
                readable: if need { "a space" } else { "nothing" }.into(),
                saves: if need { 0 } else { -1 },
                note: "inside brackets a line break is whitespace: the golfer wraps the line where a space was needed anyway".into(),
            });
        }
        if t.kind == Kind::Name && pyexpr::is_keyword(&t.text, sem) && k > 0 {
            let p = &tokens[k - 1];
            if p.line == t.line
                && !t.spaced
                && (p.kind == Kind::Number
                    || p.kind == Kind::Str
                    || p.is(")")
                    || p.is("]")
                    || p.is("}")
                    || p.kind == Kind::Backquote)
            {
                tricks.push(Trick {
                    line: t.line,
                    col: t.col,
                    name: "no-space",
                    golfed: format!("{}{}", p.text, t.text),
                    readable: format!("{} {}", p.text, t.text),
                    saves: 1,
                    note: "no space is needed between a bracket, quote or digit and a keyword"
                        .into(),
                });
            }
            let after = tokens.get(k + 1).filter(|n| n.line == t.line && !n.spaced);
            let tight_after = after.is_some_and(|n| {
                n.kind == Kind::Str
                    || n.kind == Kind::Backquote
                    || ["(", "[", "{", "-", "~", "*"].iter().any(|o| n.is(o))
                    || n.kind == Kind::Number
            });
            if tight_after {
                let n = &tokens[k + 1];
                tricks.push(Trick {
                    line: n.line,
                    col: n.col,
                    name: "no-space",
                    golfed: format!("{}{}", t.text, n.text),
                    readable: format!("{} {}", t.text, n.text),
                    saves: 1,
                    note: "no space is needed between a keyword and a bracket, quote or operator"
                        .into(),
                });
            }
        }
    }
    // Compound bodies on the header's line.
    for (k, s) in statements.iter().enumerate() {
        let last = s.tokens.last().expect("a token");
        let word = &s.tokens[0].text;
        if last.is(":")
            && pytoken::COMPOUND.contains(&word.as_str())
            && let Some(next) = statements.get(k + 1)
            && next.indent_text.is_none()
            && next.tokens[0].line == last.line
        {
            tricks.push(Trick {
                line: last.line,
                col: last.col,
                name: "one-line-body",
                golfed: ":".into(),
                readable: format!(":, a new line, indentation of {} level(s)", next.indent),
                saves: 1 + next.indent as isize,
                note: format!("the body of the `{word}` starts on its header's line: no newline, no indentation"),
            });
        }
    }
    // Indentation narrower than four spaces a level.
    let lines: Vec<&Statement> = statements
        .iter()
        .filter(|s| s.indent > 0 && s.indent_text.as_ref().is_some_and(|t| !t.is_empty()))
        .collect();
    let saved: isize = lines
        .iter()
        .map(|s| 4 * s.indent as isize - s.indent_text.as_ref().map_or(0, |t| t.len()) as isize)
        .sum();
    if let Some(first) = lines.first()
        && saved > 0
    {
        tricks.push(Trick {
            line: first.tokens[0].line,
            col: 1,
            name: "short-indent",
            golfed: indent_styles(&lines),
            readable: "four spaces a level".into(),
            saves: saved,
            note: format!("{} indented line(s): Python needs only consistent indentation, and Python 2 reads a tab as eight columns", lines.len()),
        });
    }
}

/// The indentation of each level as written: `level 1: 1 space, level 2: a tab`.
fn indent_styles(lines: &[&Statement]) -> String {
    let mut seen: Vec<(usize, String)> = Vec::new();
    for s in lines {
        let text = s.indent_text.clone().unwrap_or_default();
        if !seen.iter().any(|(l, _)| *l == s.indent) {
            let tabs = text.matches('\t').count();
            let spaces = text.matches(' ').count();
            let mut parts = Vec::new();
            if tabs > 0 {
                parts.push(format!("{tabs} tab{}", if tabs > 1 { "s" } else { "" }));
            }
            if spaces > 0 {
                parts.push(format!(
                    "{spaces} space{}",
                    if spaces > 1 { "s" } else { "" }
                ));
            }
            seen.push((s.indent, parts.join(" and ")));
        }
    }
    seen.sort();
    seen.iter()
        .map(|(l, t)| format!("level {l}: {t}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Finds the tricks in `source`.
pub fn analyze(source: &str) -> Result<Report, TokenError> {
    let tokens = pytoken::tokenize(source)?;
    let statements = pytoken::statements(source)?;
    // The dialects that parse every statement; the tricks are read in the first of them.
    let mut dialects = Vec::new();
    let mut syntax_errors = Vec::new();
    let mut results = Vec::new();
    for sem in Semantics::ALL {
        let mut tricks = Vec::new();
        let mut unknown = Vec::new();
        let mut error = None;
        for s in &statements {
            let mut f = Finder {
                toks: &s.tokens,
                sem,
                tricks: Vec::new(),
            };
            match statement(s, &statements, sem, &mut f) {
                Ok(u) => unknown.extend(u),
                Err(e) => {
                    error.get_or_insert(e.to_string());
                    unknown.push(Unknown {
                        line: s.tokens[0].line,
                        col: s.tokens[0].col,
                        text: tight(&s.tokens),
                        why: format!("{sem} cannot parse it: {e}"),
                    });
                }
            }
            tricks.extend(f.tricks);
        }
        layout(&tokens, &statements, sem, &mut tricks);
        match error {
            None => dialects.push(sem),
            Some(e) => syntax_errors.push((sem, e)),
        }
        results.push((sem, tricks, unknown));
    }
    // A file both dialects parse is read as Python 3 when it writes `//` or calls print(),
    // as Python 2 otherwise (the family's `/` floors there).
    let py3_hints = tokens.iter().any(|t| t.is("//"))
        || tokens.windows(2).any(|w| w[0].is("print") && w[1].is("("));
    let preferred = match dialects.as_slice() {
        [_, _] if py3_hints => Some(Semantics::Py3),
        d => d.first().copied(),
    };
    let pick = results
        .iter()
        .position(|(sem, ..)| preferred == Some(*sem))
        .unwrap_or(0);
    let (_, mut tricks, mut unknown) = results.swap_remove(pick);
    tricks.sort_by_key(|t| (t.line, t.col));
    tricks.dedup();
    unknown.sort_by_key(|u| (u.line, u.col));
    unknown.dedup();
    Ok(Report {
        bytes: source.len(),
        statements: statements.len(),
        dialects,
        syntax_errors,
        saved: tricks.iter().map(|t| t.saves).sum(),
        tricks,
        unknown,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(source: &str) -> Vec<&'static str> {
        analyze(source)
            .unwrap()
            .tricks
            .iter()
            .map(|t| t.name)
            .collect()
    }

    #[test]
    fn the_specimens_tricks() {
        let r = analyze(super::super::specimen::code()).unwrap();
        let names: Vec<&str> = r.tricks.iter().map(|t| t.name).collect();
        for n in [
            "semicolon",
            "one-line-body",
            "tilde-test",
            "comprehension-loop",
            "or-as-if",
            "peer-product",
            "int-or-digit",
            "digit-string",
            "star-import",
            "exit-prints",
            "no-space",
            "bracket-line-break",
        ] {
            assert!(names.contains(&n), "{n} missing from {names:?}");
        }
        assert!(r.unknown.is_empty(), "{:?}", r.unknown);
        assert_eq!(r.dialects, [Semantics::Py2, Semantics::Py3]);
        let d = r.tricks.iter().find(|t| t.name == "digit-string").unwrap();
        assert_eq!((d.line, d.col, d.saves), (3, 45, 5));
        assert_eq!(d.readable, "'3814697265625'");
    }

    #[test]
    fn idioms_by_shape_not_by_name() {
        let n = names(
            "def s(q,R=range):\n k=q.find('.')\n if k<0:print q;return\n for c in`14**7*9`[::-1]:x=-~k*2;k<1or s(q)\n",
        );
        for want in [
            "default-argument",
            "less-than-zero",
            "reverse-slice",
            "neg-tilde",
            "less-than-one",
            "or-as-if",
            "short-indent",
            "one-line-body",
            "print-statement",
        ] {
            assert!(n.contains(&want), "{want} missing from {n:?}");
        }
        let n = names("exec\"x=1;\"*81\nwhile 1>0:pass\nf=lambda a:a and[1,2][a>3]\n");
        for want in ["exec-loop", "true-literal", "lambda-def", "index-ternary"] {
            assert!(n.contains(&want), "{want} missing from {n:?}");
        }
        // The digits of `14**7*9` reversed, as Python computes them.
        let r = analyze("for m in`14**7*9`[::-1]:pass\n").unwrap();
        assert!(
            r.tricks
                .iter()
                .any(|t| t.name == "backquote-digits" && t.readable == "'948721536'")
        );
        // ... and the loop over it reversed tries 635127849: 3,968 calls, not 716.
        let rev = r.tricks.iter().find(|t| t.name == "reverse-slice").unwrap();
        assert_eq!(rev.readable, "'635127849'");
        assert!(rev.note.contains("3968 calls"), "{}", rev.note);
    }

    #[test]
    fn unknown_constructs_are_listed_not_guessed() {
        let r = analyze("class A:pass\nx = 1 +\n").unwrap();
        assert!(r.unknown.iter().any(|u| u.text.starts_with("class")));
        assert!(
            r.unknown
                .iter()
                .any(|u| u.line == 2 && u.why.contains("cannot parse"))
        );
        assert!(r.dialects.is_empty());
    }
}
