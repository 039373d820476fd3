//! A small Python expression language: integers, the names `i` and `j`, the operators of the
//! golf solver's peer test, comparisons and `and`/`or`/`not`, evaluated under the rules of
//! Python 2 or of Python 3.
//!
//! The golf solver's peer test is a Python 2 expression: `/` on integers floors there, and
//! divides exactly in Python 3. A reader who wants to know what the expression does in either
//! language, or to check a variant of their own, needs an evaluator that follows each
//! language's rules for `/`, `%`, `**` and the bit operators, including the errors Python
//! raises. This file is that evaluator, with a Pratt parser that follows Python's precedence.

use std::fmt;

use serde::Serialize;

/// The Python whose rules an expression is evaluated under.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Semantics {
    /// Python 2: `/` on two integers is floor division.
    Py2,
    /// Python 3: `/` is true division and gives a float, on which `^ | & << >> ~` raise.
    Py3,
}

impl Semantics {
    pub const ALL: [Semantics; 2] = [Semantics::Py2, Semantics::Py3];
}

impl fmt::Display for Semantics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Semantics::Py2 => "Python 2",
            Semantics::Py3 => "Python 3",
        })
    }
}

/// A Python value the language can produce.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
#[serde(untagged)]
pub enum Value {
    Int(i128),
    Float(f64),
    Bool(bool),
}

impl Value {
    /// Python's truth value: zero, `0.0` and `False` are false.
    pub fn truthy(self) -> bool {
        match self {
            Value::Int(n) => n != 0,
            Value::Float(x) => x != 0.0,
            Value::Bool(b) => b,
        }
    }

    /// The name Python gives the type in its error messages.
    pub fn type_name(self) -> &'static str {
        match self {
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Bool(_) => "bool",
        }
    }

    /// The value as an integer, booleans included (Python's `bool` is an `int`).
    fn as_int(self) -> Option<i128> {
        match self {
            Value::Int(n) => Some(n),
            Value::Bool(b) => Some(b as i128),
            Value::Float(_) => None,
        }
    }

    fn as_float(self) -> f64 {
        match self {
            Value::Int(n) => n as f64,
            Value::Float(x) => x,
            Value::Bool(b) => b as i32 as f64,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(n) => write!(f, "{n}"),
            Value::Float(x) if x.fract() == 0.0 && x.abs() < 1e16 => write!(f, "{x:.1}"),
            Value::Float(x) => write!(f, "{x}"),
            Value::Bool(true) => f.write_str("True"),
            Value::Bool(false) => f.write_str("False"),
        }
    }
}

/// What Python would raise, or a limit of this simulation.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "error", content = "message")]
pub enum EvalError {
    /// Python's `TypeError`, with Python's message.
    TypeError(String),
    /// Python's `ZeroDivisionError`.
    ZeroDivisionError(String),
    /// Python's `ValueError` (a negative shift count).
    ValueError(String),
    /// Python's `NameError`: a name other than the ones given.
    NameError(String),
    /// Beyond this simulation: Python's integers are unbounded, these are 128-bit.
    Overflow,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::TypeError(m) => write!(f, "TypeError: {m}"),
            EvalError::ZeroDivisionError(m) => write!(f, "ZeroDivisionError: {m}"),
            EvalError::ValueError(m) => write!(f, "ValueError: {m}"),
            EvalError::NameError(m) => write!(f, "NameError: {m}"),
            EvalError::Overflow => write!(f, "an integer beyond 128 bits (not simulated)"),
        }
    }
}

impl std::error::Error for EvalError {}

/// A binary operator of the language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    Xor,
    Or,
    And,
    Shl,
    Shr,
}

/// A comparison operator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A unary operator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnOp {
    Neg,
    Plus,
    Invert,
    Not,
}

/// An expression, as parsed.
#[derive(Clone, PartialEq, Debug)]
pub enum Expr {
    Num(i128),
    Name(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a < b <= c`: Python chains comparisons.
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::Xor => "^",
            BinOp::Or => "|",
            BinOp::And => "&",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }

    /// Left and right binding power, in Python's precedence order.
    fn binding(self) -> (u8, u8) {
        match self {
            BinOp::Or => (9, 10),
            BinOp::Xor => (11, 12),
            BinOp::And => (13, 14),
            BinOp::Shl | BinOp::Shr => (15, 16),
            BinOp::Add | BinOp::Sub => (17, 18),
            BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod => (19, 20),
            // `**` is right-associative and its right side is a unary expression: `2**-1`.
            BinOp::Pow => (23, UNARY),
        }
    }
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
}

const OR_BP: (u8, u8) = (1, 2);
const AND_BP: (u8, u8) = (3, 4);
const NOT_BP: u8 = 5;
const CMP_BP: (u8, u8) = (7, 8);
const UNARY: u8 = 21;

/// Why a text is not an expression of the language, with the 1-based column.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ParseError {
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

#[derive(Clone, PartialEq, Debug)]
enum Tok {
    Num(i128),
    Name(String),
    Op(&'static str),
    LParen,
    RParen,
    End,
}

const OPERATORS: [&str; 22] = [
    "**", "//", "<<", ">>", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "^", "|",
    "&", "~", "(", ")", "<>",
];

fn tokenize(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        let c = bytes[pos] as char;
        if c.is_ascii_whitespace() {
            pos += 1;
            continue;
        }
        let column = text[..pos].chars().count() + 1;
        if c.is_ascii_digit() {
            let end = bytes[pos..]
                .iter()
                .position(|b| !b.is_ascii_alphanumeric() && *b != b'_' && *b != b'.')
                .map_or(bytes.len(), |n| pos + n);
            let word = &text[pos..end];
            let value = word.parse::<i128>().map_err(|_| ParseError {
                column,
                message: format!("{word:?} is not an integer (the language has integers only)"),
            })?;
            out.push((Tok::Num(value), column));
            pos = end;
        } else if c.is_ascii_alphabetic() || c == '_' {
            let end = bytes[pos..]
                .iter()
                .position(|b| !b.is_ascii_alphanumeric() && *b != b'_')
                .map_or(bytes.len(), |n| pos + n);
            out.push((Tok::Name(text[pos..end].to_string()), column));
            pos = end;
        } else if let Some(op) = OPERATORS
            .iter()
            .filter(|op| **op != "<>")
            .find(|op| text[pos..].starts_with(**op))
        {
            let tok = match *op {
                "(" => Tok::LParen,
                ")" => Tok::RParen,
                op => Tok::Op(op),
            };
            out.push((tok, column));
            pos += op.len();
        } else {
            let found = text[pos..].chars().next().expect("not at the end");
            return Err(ParseError {
                column,
                message: format!("unexpected character {found:?}"),
            });
        }
    }
    out.push((Tok::End, text.chars().count() + 1));
    Ok(out)
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].0
    }

    fn column(&self) -> usize {
        self.toks[self.pos].1
    }

    fn next(&mut self) -> Tok {
        let t = self.toks[self.pos].0.clone();
        if t != Tok::End {
            self.pos += 1;
        }
        t
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            column: self.column(),
            message: message.into(),
        })
    }

    fn expr(&mut self, min_bp: u8) -> Result<Expr, ParseError> {
        let mut lhs = match self.next() {
            Tok::Num(n) => Expr::Num(n),
            Tok::Name(n) if n == "not" => Expr::Unary(UnOp::Not, Box::new(self.expr(NOT_BP)?)),
            Tok::Name(n) if is_keyword(&n) => {
                self.pos -= 1;
                return self.error(format!("unexpected keyword `{n}`"));
            }
            Tok::Name(n) => Expr::Name(n),
            Tok::LParen => {
                let inner = self.expr(0)?;
                if self.next() != Tok::RParen {
                    self.pos -= 1;
                    return self.error("expected `)`");
                }
                inner
            }
            Tok::Op(op @ ("-" | "+" | "~")) => {
                let un = match op {
                    "-" => UnOp::Neg,
                    "+" => UnOp::Plus,
                    _ => UnOp::Invert,
                };
                Expr::Unary(un, Box::new(self.expr(UNARY)?))
            }
            Tok::End => return self.error("the expression ends too early"),
            other => {
                self.pos -= 1;
                return self.error(format!("unexpected {}", describe(&other)));
            }
        };
        loop {
            let tok = self.peek().clone();
            match tok {
                Tok::Name(ref n) if n == "or" || n == "and" => {
                    let (l, r) = if n == "or" { OR_BP } else { AND_BP };
                    if l < min_bp {
                        break;
                    }
                    self.next();
                    let rhs = self.expr(r)?;
                    lhs = if n == "or" {
                        Expr::Or(Box::new(lhs), Box::new(rhs))
                    } else {
                        Expr::And(Box::new(lhs), Box::new(rhs))
                    };
                }
                Tok::Op(op) if cmp_op(op).is_some() => {
                    if CMP_BP.0 < min_bp {
                        break;
                    }
                    let mut chain = Vec::new();
                    while let Tok::Op(op) = self.peek().clone() {
                        let Some(c) = cmp_op(op) else { break };
                        self.next();
                        chain.push((c, self.expr(CMP_BP.1)?));
                    }
                    lhs = Expr::Compare(Box::new(lhs), chain);
                }
                Tok::Op(op) => {
                    let Some(bin) = bin_op(op) else {
                        return self.error(format!("`{op}` cannot follow an operand here"));
                    };
                    let (l, r) = bin.binding();
                    if l < min_bp {
                        break;
                    }
                    self.next();
                    let rhs = self.expr(r)?;
                    lhs = Expr::Binary(bin, Box::new(lhs), Box::new(rhs));
                }
                Tok::RParen | Tok::End => break,
                other => return self.error(format!("unexpected {}", describe(&other))),
            }
        }
        Ok(lhs)
    }
}

fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "and" | "or" | "not" | "in" | "is" | "if" | "else" | "for" | "lambda"
    )
}

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(n) => format!("number {n}"),
        Tok::Name(n) => format!("name `{n}`"),
        Tok::Op(op) => format!("`{op}`"),
        Tok::LParen => "`(`".to_string(),
        Tok::RParen => "`)`".to_string(),
        Tok::End => "end of the expression".to_string(),
    }
}

fn cmp_op(op: &str) -> Option<CmpOp> {
    Some(match op {
        "==" => CmpOp::Eq,
        "!=" => CmpOp::Ne,
        "<" => CmpOp::Lt,
        "<=" => CmpOp::Le,
        ">" => CmpOp::Gt,
        ">=" => CmpOp::Ge,
        _ => return None,
    })
}

fn bin_op(op: &str) -> Option<BinOp> {
    Some(match op {
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "//" => BinOp::FloorDiv,
        "%" => BinOp::Mod,
        "**" => BinOp::Pow,
        "^" => BinOp::Xor,
        "|" => BinOp::Or,
        "&" => BinOp::And,
        "<<" => BinOp::Shl,
        ">>" => BinOp::Shr,
        _ => return None,
    })
}

/// Parses `text` as an expression of the language, with Python's precedence.
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let mut p = Parser {
        toks: tokenize(text)?,
        pos: 0,
    };
    let e = p.expr(0)?;
    match p.peek() {
        Tok::End => Ok(e),
        Tok::RParen => p.error("unmatched `)`"),
        other => {
            let d = describe(other);
            p.error(format!("unexpected {d} after a complete expression"))
        }
    }
}

/// The values of the names an expression may use.
pub trait Env {
    fn get(&self, name: &str) -> Option<Value>;
}

/// The peer-test environment: `i` and `j`.
#[derive(Clone, Copy, Debug)]
pub struct Ij {
    pub i: i128,
    pub j: i128,
}

impl Env for Ij {
    fn get(&self, name: &str) -> Option<Value> {
        match name {
            "i" => Some(Value::Int(self.i)),
            "j" => Some(Value::Int(self.j)),
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

fn unsupported(op: &str, a: Value, b: Value) -> EvalError {
    EvalError::TypeError(format!(
        "unsupported operand type(s) for {op}: '{}' and '{}'",
        a.type_name(),
        b.type_name()
    ))
}

/// Python's `%` on floats: the result takes the sign of the divisor.
fn py_fmod(a: f64, b: f64) -> f64 {
    let r = a % b;
    if r != 0.0 && ((r < 0.0) != (b < 0.0)) {
        r + b
    } else {
        r
    }
}

fn arith(op: BinOp, a: Value, b: Value, sem: Semantics) -> Result<Value, EvalError> {
    let ints = a.as_int().zip(b.as_int());
    let zero_int = || {
        EvalError::ZeroDivisionError(match (op, sem) {
            (BinOp::Div, Semantics::Py3) => "division by zero".to_string(),
            _ => "integer division or modulo by zero".to_string(),
        })
    };
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul => Ok(match ints {
            Some((x, y)) => Value::Int(
                match op {
                    BinOp::Add => x.checked_add(y),
                    BinOp::Sub => x.checked_sub(y),
                    _ => x.checked_mul(y),
                }
                .ok_or(EvalError::Overflow)?,
            ),
            None => {
                let (x, y) = (a.as_float(), b.as_float());
                Value::Float(match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                })
            }
        }),
        BinOp::Div | BinOp::FloorDiv | BinOp::Mod => {
            let floor_ints = match (op, sem) {
                (BinOp::Div, Semantics::Py3) => None,
                _ => ints,
            };
            if let Some((x, y)) = floor_ints {
                if y == 0 {
                    return Err(zero_int());
                }
                let q = x.div_euclid(y);
                // Python floors; `div_euclid` differs from floor for a negative divisor.
                let q = if y < 0 && x.rem_euclid(y) != 0 {
                    q - 1
                } else {
                    q
                };
                return Ok(Value::Int(if op == BinOp::Mod { x - q * y } else { q }));
            }
            let (x, y) = (a.as_float(), b.as_float());
            if y == 0.0 {
                return Err(EvalError::ZeroDivisionError(match (op, ints.is_some()) {
                    (BinOp::Div, true) => "division by zero".to_string(),
                    (BinOp::Div, false) => "float division by zero".to_string(),
                    (BinOp::FloorDiv, _) => "float divmod()".to_string(),
                    _ => "float modulo".to_string(),
                }));
            }
            Ok(Value::Float(match op {
                BinOp::Div => x / y,
                BinOp::FloorDiv => (x / y).floor(),
                _ => py_fmod(x, y),
            }))
        }
        BinOp::Pow => match ints {
            Some((x, y)) if y >= 0 => {
                let e = u32::try_from(y).map_err(|_| EvalError::Overflow)?;
                Ok(Value::Int(x.checked_pow(e).ok_or(EvalError::Overflow)?))
            }
            Some((0, _)) => Err(EvalError::ZeroDivisionError(
                "0.0 cannot be raised to a negative power".to_string(),
            )),
            _ => Ok(Value::Float(a.as_float().powf(b.as_float()))),
        },
        BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr => {
            let Some((x, y)) = ints else {
                return Err(unsupported(op.symbol(), a, b));
            };
            Ok(Value::Int(match op {
                BinOp::Xor => x ^ y,
                BinOp::Or => x | y,
                BinOp::And => x & y,
                _ if y < 0 => return Err(EvalError::ValueError("negative shift count".into())),
                BinOp::Shl => {
                    let s = u32::try_from(y).map_err(|_| EvalError::Overflow)?;
                    let r = x.checked_shl(s).ok_or(EvalError::Overflow)?;
                    if r >> s != x {
                        return Err(EvalError::Overflow);
                    }
                    r
                }
                _ => x >> y.min(127),
            }))
        }
    }
}

fn compare(op: CmpOp, a: Value, b: Value) -> bool {
    let ord = match a.as_int().zip(b.as_int()) {
        Some((x, y)) => x.partial_cmp(&y),
        None => a.as_float().partial_cmp(&b.as_float()),
    };
    use std::cmp::Ordering::*;
    match (op, ord) {
        (CmpOp::Ne, None) => true,
        (_, None) => false,
        (CmpOp::Eq, Some(o)) => o == Equal,
        (CmpOp::Ne, Some(o)) => o != Equal,
        (CmpOp::Lt, Some(o)) => o == Less,
        (CmpOp::Le, Some(o)) => o != Greater,
        (CmpOp::Gt, Some(o)) => o == Greater,
        (CmpOp::Ge, Some(o)) => o != Less,
    }
}

impl Expr {
    /// Evaluates the expression under `sem`, left to right as Python does (so the first error
    /// Python would raise is the one reported).
    pub fn eval(&self, env: &impl Env, sem: Semantics) -> Result<Value, EvalError> {
        match self {
            Expr::Num(n) => Ok(Value::Int(*n)),
            Expr::Name(n) => env
                .get(n)
                .ok_or_else(|| EvalError::NameError(format!("name '{n}' is not defined"))),
            Expr::Unary(op, e) => {
                let v = e.eval(env, sem)?;
                match (op, v) {
                    (UnOp::Not, v) => Ok(Value::Bool(!v.truthy())),
                    (UnOp::Plus, Value::Bool(b)) => Ok(Value::Int(b as i128)),
                    (UnOp::Plus, v) => Ok(v),
                    (UnOp::Neg, Value::Float(x)) => Ok(Value::Float(-x)),
                    (UnOp::Neg, v) => Ok(Value::Int(-v.as_int().expect("an integer"))),
                    (UnOp::Invert, Value::Float(_)) => Err(EvalError::TypeError(
                        "bad operand type for unary ~: 'float'".to_string(),
                    )),
                    (UnOp::Invert, v) => Ok(Value::Int(!v.as_int().expect("an integer"))),
                }
            }
            Expr::Binary(op, a, b) => {
                let x = a.eval(env, sem)?;
                let y = b.eval(env, sem)?;
                arith(*op, x, y, sem)
            }
            Expr::Compare(first, chain) => {
                let mut left = first.eval(env, sem)?;
                for (op, e) in chain {
                    let right = e.eval(env, sem)?;
                    if !compare(*op, left, right) {
                        return Ok(Value::Bool(false));
                    }
                    left = right;
                }
                Ok(Value::Bool(true))
            }
            Expr::And(a, b) => {
                let x = a.eval(env, sem)?;
                if x.truthy() { b.eval(env, sem) } else { Ok(x) }
            }
            Expr::Or(a, b) => {
                let x = a.eval(env, sem)?;
                if x.truthy() { Ok(x) } else { b.eval(env, sem) }
            }
        }
    }

    /// Precedence level of the top of this expression, for printing with just the parentheses
    /// Python needs.
    fn level(&self) -> u8 {
        match self {
            Expr::Num(n) if *n < 0 => UNARY,
            Expr::Num(_) | Expr::Name(_) => 30,
            Expr::Unary(UnOp::Not, _) => NOT_BP,
            Expr::Unary(..) => UNARY,
            Expr::Binary(op, ..) => op.binding().0,
            Expr::Compare(..) => CMP_BP.0,
            Expr::And(..) => AND_BP.0,
            Expr::Or(..) => OR_BP.0,
        }
    }

    /// The three factors of a product `a*b*c` (or the expression alone), left to right.
    pub fn factors(&self) -> Vec<&Expr> {
        match self {
            Expr::Binary(BinOp::Mul, a, b) => {
                let mut v = a.factors();
                v.push(b);
                v
            }
            e => vec![e],
        }
    }

    /// The clauses of `a or b or c`, left to right.
    pub fn or_clauses(&self) -> Vec<&Expr> {
        match self {
            Expr::Or(a, b) => {
                let mut v = a.or_clauses();
                v.push(b);
                v
            }
            e => vec![e],
        }
    }

    /// The readable form of the test `self == 0` for integers, derived by the rules a reader
    /// applies to the golf expression: a product is zero when a factor is (`x*y == 0` is
    /// `x == 0 or y == 0`), `x^y` is zero when `x == y`, and `x|y` is zero when both are.
    /// These rules hold for integers only: under Python 3's true division the two forms part.
    pub fn zero_test(&self) -> Expr {
        match self {
            Expr::Binary(BinOp::Mul, a, b) => {
                Expr::Or(Box::new(a.zero_test()), Box::new(b.zero_test()))
            }
            Expr::Binary(BinOp::Xor, a, b) => {
                Expr::Compare(a.clone(), vec![(CmpOp::Eq, (**b).clone())])
            }
            Expr::Binary(BinOp::Or, a, b) => {
                Expr::And(Box::new(a.zero_test()), Box::new(b.zero_test()))
            }
            e => Expr::Compare(Box::new(e.clone()), vec![(CmpOp::Eq, Expr::Num(0))]),
        }
    }
}

/// Prints in the golf style: arithmetic tight, spaces around comparisons and the words, and
/// only the parentheses Python needs (plus, for readers, around an `and` inside an `or`).
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn side(f: &mut fmt::Formatter<'_>, e: &Expr, min: u8) -> fmt::Result {
            if e.level() < min {
                write!(f, "({e})")
            } else {
                write!(f, "{e}")
            }
        }
        match self {
            Expr::Num(n) => write!(f, "{n}"),
            Expr::Name(n) => f.write_str(n),
            Expr::Unary(op, e) => {
                let (sym, min) = match op {
                    UnOp::Neg => ("-", UNARY),
                    UnOp::Plus => ("+", UNARY),
                    UnOp::Invert => ("~", UNARY),
                    UnOp::Not => ("not ", NOT_BP),
                };
                f.write_str(sym)?;
                side(f, e, min)
            }
            Expr::Binary(op, a, b) => {
                let (l, r) = op.binding();
                // Left-associative operators keep a left operand of their own level bare;
                // `**` needs parentheses on the left at its own level, not on the right.
                let left_min = if *op == BinOp::Pow { l + 1 } else { l };
                let right_min = if *op == BinOp::Pow { r } else { r.max(l + 1) };
                side(f, a, left_min)?;
                f.write_str(op.symbol())?;
                side(f, b, right_min)
            }
            Expr::Compare(a, chain) => {
                side(f, a, CMP_BP.0 + 1)?;
                for (op, e) in chain {
                    write!(f, " {} ", op.symbol())?;
                    side(f, e, CMP_BP.0 + 1)?;
                }
                Ok(())
            }
            Expr::And(a, b) => {
                side(f, a, AND_BP.0)?;
                f.write_str(" and ")?;
                side(f, b, AND_BP.0 + 1)
            }
            Expr::Or(a, b) => {
                // `and` binds tighter than `or`; the parentheses are for the reader.
                let show = |f: &mut fmt::Formatter<'_>, e: &Expr| match e {
                    Expr::And(..) => write!(f, "({e})"),
                    e => side(f, e, OR_BP.0),
                };
                show(f, a)?;
                f.write_str(" or ")?;
                show(f, b)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(text: &str, sem: Semantics) -> Result<Value, EvalError> {
        parse(text).unwrap().eval(&NoNames, sem)
    }

    #[test]
    fn python_precedence_and_rounding() {
        use Semantics::*;
        assert_eq!(ev("-2**2", Py2), Ok(Value::Int(-4)));
        assert_eq!(ev("2**3**2", Py2), Ok(Value::Int(512)));
        assert_eq!(ev("2**-1", Py2), Ok(Value::Float(0.5)));
        assert_eq!(ev("-7/2", Py2), Ok(Value::Int(-4)));
        assert_eq!(ev("-7/2", Py3), Ok(Value::Float(-3.5)));
        assert_eq!(ev("-7//2", Py3), Ok(Value::Int(-4)));
        assert_eq!(ev("-1%9", Py2), Ok(Value::Int(8)));
        assert_eq!(ev("7%-3", Py2), Ok(Value::Int(-2)));
        // `|` below `^` below `&` below `<<`: 6 | (9 ^ (5 & (12 << 1))) = 6 | 9.
        assert_eq!(ev("6|9^5&12<<1", Py2), Ok(Value::Int(15)));
        assert_eq!(ev("~5", Py2), Ok(Value::Int(-6)));
        assert_eq!(ev("1 < 2 < 3 and not 0", Py2), Ok(Value::Bool(true)));
        assert_eq!(ev("0 or 7", Py2), Ok(Value::Int(7)));
        assert_eq!(ev("5**18", Py2), Ok(Value::Int(3_814_697_265_625)));
    }

    #[test]
    fn python3_raises_where_python_does() {
        assert_eq!(
            ev("7/9^1", Semantics::Py3).unwrap_err().to_string(),
            "TypeError: unsupported operand type(s) for ^: 'float' and 'int'"
        );
        assert_eq!(ev("7/9^1", Semantics::Py2), Ok(Value::Int(1)));
        assert!(matches!(
            ev("1/0", Semantics::Py2),
            Err(EvalError::ZeroDivisionError(_))
        ));
        assert!(parse("1.5").is_err());
    }

    #[test]
    fn parse_errors_name_the_column() {
        let e = parse("(i-j)%9*").unwrap_err();
        assert_eq!(e.column, 9);
        assert!(
            parse("i $ j")
                .unwrap_err()
                .to_string()
                .starts_with("column 3")
        );
        assert!(parse("(i-j").is_err());
        assert!(parse("i j").is_err());
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
            assert_eq!(parse(&e.to_string()).unwrap(), e);
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
}
