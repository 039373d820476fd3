//! Python's numbers as CPython has them, under Python 2 or Python 3 rules: integers of any size
//! (with Python 2's `int`/`long` split on a 64-bit build), IEEE doubles with CPython's `repr`,
//! booleans, and the strings the golf programs build from numbers (`'%d'%x`, `` `x` ``).
//!
//! Every operation follows CPython's rules for its dialect, errors included: floored `/` and `%`
//! on Python 2 integers, exact comparison of an integer with a float, `OverflowError` where an
//! integer is too large for a float. Sizes are bounded ([`MAX_BITS`]) so that no expression can
//! make the analyzer build a number of gigabytes; past the bound the result is an error of the
//! simulation, never a wrong value.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use serde::Serialize;

/// The Python whose rules apply.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Semantics {
    /// Python 2.7, 64-bit: `/` on two integers floors; an `int` past 2**63-1 is a `long`.
    Py2,
    /// Python 3: `/` is true division and gives a float, on which `^ | & << >> ~` raise.
    Py3,
}

impl Semantics {
    pub const ALL: [Semantics; 2] = [Semantics::Py2, Semantics::Py3];

    /// The short name used on the command line and in data files.
    pub fn key(self) -> &'static str {
        match self {
            Semantics::Py2 => "py2",
            Semantics::Py3 => "py3",
        }
    }
}

impl fmt::Display for Semantics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Semantics::Py2 => "Python 2",
            Semantics::Py3 => "Python 3",
        })
    }
}

/// The largest integer the simulation builds, in bits (about 30,000 decimal digits). CPython
/// has no such bound; an expression past it is reported as beyond the simulation.
pub const MAX_BITS: u64 = 100_000;

/// A Python value.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    /// An integer; `long` is Python 2's `long` type (its `repr` ends in `L`), always false
    /// under Python 3.
    Int {
        v: BigInt,
        long: bool,
    },
    Float(f64),
    Bool(bool),
    Str(String),
}

/// What Python would raise, or a limit of this simulation.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "error", content = "message")]
pub enum EvalError {
    TypeError(String),
    ZeroDivisionError(String),
    ValueError(String),
    OverflowError(String),
    NameError(String),
    /// Beyond this simulation (a number past [`MAX_BITS`], a complex result).
    NotSimulated(String),
}

impl EvalError {
    /// Python's name for the exception (`NotSimulated` has none).
    pub fn class(&self) -> &'static str {
        match self {
            EvalError::TypeError(_) => "TypeError",
            EvalError::ZeroDivisionError(_) => "ZeroDivisionError",
            EvalError::ValueError(_) => "ValueError",
            EvalError::OverflowError(_) => "OverflowError",
            EvalError::NameError(_) => "NameError",
            EvalError::NotSimulated(_) => "NotSimulated",
        }
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::NotSimulated(m) => write!(f, "not simulated: {m}"),
            EvalError::TypeError(m)
            | EvalError::ZeroDivisionError(m)
            | EvalError::ValueError(m)
            | EvalError::OverflowError(m)
            | EvalError::NameError(m) => write!(f, "{}: {m}", self.class()),
        }
    }
}

impl std::error::Error for EvalError {}

type R = Result<Value, EvalError>;

fn too_big() -> EvalError {
    EvalError::NotSimulated(format!(
        "an integer of more than {MAX_BITS} bits (CPython would build it)"
    ))
}

/// The largest Python 2 `int` on a 64-bit build, `sys.maxint`.
pub fn py2_maxint() -> BigInt {
    BigInt::from(i64::MAX)
}

impl Value {
    pub fn int(v: impl Into<BigInt>) -> Value {
        Value::Int {
            v: v.into(),
            long: false,
        }
    }

    /// An integer result under `sem`: a Python 2 result past 64 bits, or computed from a long,
    /// is a long.
    fn int_result(v: BigInt, long: bool, sem: Semantics) -> R {
        if v.bits() > MAX_BITS {
            return Err(too_big());
        }
        let long = sem == Semantics::Py2 && (long || v.to_i64().is_none());
        Ok(Value::Int { v, long })
    }

    /// Python's truth value.
    pub fn truthy(&self) -> bool {
        match self {
            Value::Int { v, .. } => !v.is_zero(),
            Value::Float(x) => *x != 0.0,
            Value::Bool(b) => *b,
            Value::Str(s) => !s.is_empty(),
        }
    }

    /// The name Python gives the type in its error messages.
    pub fn type_name(&self, sem: Semantics) -> &'static str {
        match self {
            Value::Int { long: true, .. } if sem == Semantics::Py2 => "long",
            Value::Int { .. } => "int",
            Value::Float(_) => "float",
            Value::Bool(_) => "bool",
            Value::Str(_) => "str",
        }
    }

    /// The value as an integer, booleans included (Python's `bool` is an `int`), with whether
    /// it is a long.
    pub fn as_int(&self) -> Option<(BigInt, bool)> {
        match self {
            Value::Int { v, long } => Some((v.clone(), *long)),
            Value::Bool(b) => Some((BigInt::from(*b as u8), false)),
            _ => None,
        }
    }

    /// The value as a small integer, when it is one.
    pub fn as_i64(&self) -> Option<i64> {
        self.as_int().and_then(|(v, _)| v.to_i64())
    }

    fn is_number(&self) -> bool {
        !matches!(self, Value::Str(_))
    }

    /// The value as a float, as Python converts an int for mixed arithmetic.
    fn to_float(&self, sem: Semantics) -> Result<f64, EvalError> {
        match self {
            Value::Float(x) => Ok(*x),
            Value::Str(_) => Err(EvalError::TypeError("a str is not a number".into())),
            v => {
                let (i, _) = v.as_int().expect("a number");
                int_to_float(&i).ok_or_else(|| {
                    EvalError::OverflowError(match sem {
                        Semantics::Py2 => "long int too large to convert to float".into(),
                        Semantics::Py3 => "int too large to convert to float".into(),
                    })
                })
            }
        }
    }

    /// Python's `repr()` (Python 2's backquotes): a long ends in `L` under Python 2.
    pub fn repr(&self, sem: Semantics) -> String {
        match self {
            Value::Int { v, long } if *long && sem == Semantics::Py2 => format!("{v}L"),
            Value::Str(s) => str_repr(s),
            Value::Float(x) => float_repr(*x),
            v => v.str(sem),
        }
    }

    /// Python's `str()`.
    pub fn str(&self, sem: Semantics) -> String {
        match self {
            Value::Int { v, .. } => v.to_string(),
            Value::Float(x) if sem == Semantics::Py2 => {
                // Python 2's str() of a float: '%.12g', with a `.0` kept on an integral value.
                let g = float_format_g(*x, 12);
                if g.contains(['.', 'e', 'n', 'i']) {
                    g
                } else {
                    format!("{g}.0")
                }
            }
            Value::Float(x) => float_repr(*x),
            Value::Bool(true) => "True".into(),
            Value::Bool(false) => "False".into(),
            Value::Str(s) => s.clone(),
        }
    }

    /// `'%d' % self`: an integer's digits, a float truncated toward zero first.
    pub fn percent_d(&self, sem: Semantics) -> Result<String, EvalError> {
        match self {
            // Python 2 falls back on `int()` and reports the failure as a type error.
            Value::Float(x) if !x.is_finite() && sem == Semantics::Py2 => Err(
                EvalError::TypeError("%d format: a number is required, not float".into()),
            ),
            Value::Float(x) => Ok(float_to_int(*x)?.to_string()),
            Value::Str(_) => Err(EvalError::TypeError(match sem {
                Semantics::Py2 => "%d format: a number is required, not str".into(),
                Semantics::Py3 => "%d format: a real number is required, not str".into(),
            })),
            v => Ok(v.as_int().expect("a number").0.to_string()),
        }
    }
}

/// Python's `repr()` of a str: single quotes unless the text holds a single quote and no
/// double one.
pub fn str_repr(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::from(q);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

/// `int(x)` of a float: exact, toward zero.
pub fn float_to_int(x: f64) -> Result<BigInt, EvalError> {
    if x.is_nan() {
        return Err(EvalError::ValueError(
            "cannot convert float NaN to integer".into(),
        ));
    }
    if x.is_infinite() {
        return Err(EvalError::OverflowError(
            "cannot convert float infinity to integer".into(),
        ));
    }
    let t = x.trunc();
    if t.abs() < 9.0e15 {
        return Ok(BigInt::from(t as i64));
    }
    // An integral double: mantissa times a power of two.
    let bits = t.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1075;
    let mantissa = (bits & ((1 << 52) - 1)) | (1 << 52);
    let mut v = BigInt::from(mantissa);
    if exp >= 0 {
        v <<= exp as usize;
    } else {
        v >>= (-exp) as usize;
    }
    Ok(if t < 0.0 { -v } else { v })
}

/// The nearest double to an integer (ties to even), or `None` past the largest double.
pub fn int_to_float(v: &BigInt) -> Option<f64> {
    let bits = v.bits();
    if bits <= 63 {
        return v.to_i64().map(|i| i as f64);
    }
    // Keep 64 leading bits, with a sticky bit for what is dropped, and let the hardware
    // round that (one rounding, since 64 > 53 + 1 and the sticky bit breaks ties).
    let shift = bits - 64;
    let mag = v.abs();
    let top: BigInt = &mag >> shift as usize;
    let dropped = &mag - (&top << shift as usize);
    let mut top = top.to_u64().expect("64 bits");
    if !dropped.is_zero() {
        top |= 1;
    }
    let x = (top as f64) * 2f64.powi(shift as i32);
    if x.is_infinite() || shift > 2000 {
        return None;
    }
    Some(if v.is_negative() { -x } else { x })
}

/// `a / b` for integers under Python 3: the correctly rounded quotient.
fn true_divide(a: &BigInt, b: &BigInt) -> R {
    if b.is_zero() {
        return Err(EvalError::ZeroDivisionError("division by zero".into()));
    }
    if a.bits() <= 53 && b.bits() <= 53 {
        return Ok(Value::Float(
            a.to_f64().expect("small") / b.to_f64().expect("small"),
        ));
    }
    let negative = a.is_negative() != b.is_negative();
    let (a, b) = (a.abs(), b.abs());
    // Scale so that the quotient has at least 55 significant bits, then round once.
    let shift = 55 + b.bits() as i64 - a.bits() as i64;
    let (num, den) = if shift >= 0 {
        (a << shift as usize, b)
    } else {
        (a, b << (-shift) as usize)
    };
    let (q, r) = num.div_rem(&den);
    let mut q = q;
    if !r.is_zero() {
        q |= BigInt::one();
    }
    let x = int_to_float(&q).ok_or_else(|| {
        EvalError::OverflowError("integer division result too large for a float".into())
    })?;
    let x = x * 2f64.powi(-(shift.clamp(-1100, 1100) as i32));
    if x.is_infinite() {
        return Err(EvalError::OverflowError(
            "integer division result too large for a float".into(),
        ));
    }
    Ok(Value::Float(if negative { -x } else { x }))
}

/// CPython's `repr` of a float: the shortest string that reads back as the same double, in
/// fixed notation for exponents -4 to 15 and `1e+16` style otherwise.
pub fn float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    // Rust's `{:e}` gives the shortest round-trip digits too.
    let sci = format!("{x:e}");
    let (mantissa, exp) = sci.split_once('e').expect("scientific notation");
    let exp: i32 = exp.parse().expect("an exponent");
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    python_float_layout(negative, &digits, exp, -4, 16, true)
}

/// `'%.<p>g' % x`, as Python 2's `str()` of a float uses with p = 12.
pub fn float_format_g(x: f64, p: usize) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let sci = format!("{:.*e}", p - 1, x);
    let (mantissa, exp) = sci.split_once('e').expect("scientific notation");
    let exp: i32 = exp.parse().expect("an exponent");
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    python_float_layout(negative, digits, exp, -4, p as i32, false)
}

/// Lays out significant `digits` (d.ddd x 10^exp) as Python does: fixed when
/// `lo <= exp < hi`, else scientific with a signed exponent of at least two digits.
/// `point` keeps a `.0` on an integral fixed value (repr does, `%g` does not).
fn python_float_layout(
    negative: bool,
    digits: &str,
    exp: i32,
    lo: i32,
    hi: i32,
    point: bool,
) -> String {
    let sign = if negative { "-" } else { "" };
    if exp >= lo && exp < hi {
        let n = digits.len() as i32;
        let body = if exp >= n - 1 {
            format!(
                "{digits}{}{}",
                "0".repeat((exp - n + 1) as usize),
                if point { ".0" } else { "" }
            )
        } else if exp >= 0 {
            let (a, b) = digits.split_at(exp as usize + 1);
            format!("{a}.{b}")
        } else {
            format!("0.{}{digits}", "0".repeat((-exp - 1) as usize))
        };
        format!("{sign}{body}")
    } else {
        let (a, b) = digits.split_at(1);
        let frac = if b.is_empty() {
            String::new()
        } else {
            format!(".{b}")
        };
        let esign = if exp < 0 { '-' } else { '+' };
        format!("{sign}{a}{frac}e{esign}{:02}", exp.abs())
    }
}

/// Python's `%` on floats: the result takes the sign of the divisor.
fn py_fmod(a: f64, b: f64) -> f64 {
    let r = a % b;
    if r != 0.0 && ((r < 0.0) != (b < 0.0)) {
        r + b
    } else if r == 0.0 {
        0.0f64.copysign(b)
    } else {
        r
    }
}

/// Python's float floor division, computed as CPython's `float_divmod` does.
fn py_float_floordiv(a: f64, b: f64) -> f64 {
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let floor = div.floor();
        if div - floor > 0.5 {
            floor + 1.0
        } else {
            floor
        }
    } else {
        0.0f64.copysign(a / b)
    }
}

/// A binary operator of Python's arithmetic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
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

impl BinOp {
    pub const ALL: [BinOp; 12] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::FloorDiv,
        BinOp::Mod,
        BinOp::Pow,
        BinOp::Xor,
        BinOp::Or,
        BinOp::And,
        BinOp::Shl,
        BinOp::Shr,
    ];

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

    pub fn from_symbol(s: &str) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|b| b.symbol() == s)
    }
}

fn unsupported(op: BinOp, a: &Value, b: &Value, sem: Semantics) -> EvalError {
    EvalError::TypeError(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op.symbol(),
        a.type_name(sem),
        b.type_name(sem)
    ))
}

/// `a op b` under `sem`.
pub fn binary(op: BinOp, a: &Value, b: &Value, sem: Semantics) -> R {
    if let (Value::Str(s), BinOp::Mod) = (a, op) {
        return format_percent(s, b, sem);
    }
    if let (Value::Str(x), BinOp::Add, Value::Str(y)) = (a, op, b) {
        return Ok(Value::Str(format!("{x}{y}")));
    }
    if let (BinOp::Mul, Some(s), Some(n)) = (
        op,
        match (a, b) {
            (Value::Str(s), _) | (_, Value::Str(s)) => Some(s),
            _ => None,
        },
        [a, b].iter().find_map(|v| v.as_int().map(|(i, _)| i)),
    ) {
        let Some(n) = n.to_i64() else {
            return Err(EvalError::OverflowError(
                "cannot fit 'int' into an index-sized integer".into(),
            ));
        };
        let n = n.max(0) as u64;
        if s.len() as u64 * n > 1 << 20 {
            return Err(EvalError::NotSimulated(
                "a string of more than 1 MiB".into(),
            ));
        }
        return Ok(Value::Str(s.repeat(n as usize)));
    }
    if !a.is_number() || !b.is_number() {
        return Err(unsupported(op, a, b, sem));
    }
    let ints = a.as_int().zip(b.as_int());
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul => match ints {
            Some(((x, lx), (y, ly))) => {
                if op == BinOp::Mul && x.bits() + y.bits() > MAX_BITS + 1 {
                    return Err(too_big());
                }
                let v = match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                };
                Value::int_result(v, lx || ly, sem)
            }
            None => {
                let (x, y) = (a.to_float(sem)?, b.to_float(sem)?);
                Ok(Value::Float(match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                }))
            }
        },
        BinOp::Div | BinOp::FloorDiv | BinOp::Mod => {
            if let Some(((x, lx), (y, ly))) = ints {
                if op == BinOp::Div && sem == Semantics::Py3 {
                    return true_divide(&x, &y);
                }
                if y.is_zero() {
                    return Err(EvalError::ZeroDivisionError(match (op, sem) {
                        (BinOp::Mod, Semantics::Py3) => "integer modulo by zero".into(),
                        (_, Semantics::Py3) => "integer division or modulo by zero".into(),
                        _ => "integer division or modulo by zero".into(),
                    }));
                }
                let (q, r) = x.div_mod_floor(&y);
                return Value::int_result(if op == BinOp::Mod { r } else { q }, lx || ly, sem);
            }
            let (x, y) = (a.to_float(sem)?, b.to_float(sem)?);
            if y == 0.0 {
                return Err(EvalError::ZeroDivisionError(match op {
                    BinOp::Div => "float division by zero".into(),
                    BinOp::FloorDiv => "float divmod()".into(),
                    _ => "float modulo".into(),
                }));
            }
            Ok(Value::Float(match op {
                BinOp::Div => x / y,
                BinOp::FloorDiv => py_float_floordiv(x, y),
                _ => py_fmod(x, y),
            }))
        }
        BinOp::Pow => power(a, b, ints, sem),
        BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr => {
            let Some(((x, lx), (y, ly))) = ints else {
                return Err(unsupported(op, a, b, sem));
            };
            let long = lx || ly;
            match op {
                BinOp::Xor => Value::int_result(x ^ y, long, sem),
                BinOp::Or => Value::int_result(x | y, long, sem),
                BinOp::And => Value::int_result(x & y, long, sem),
                _ if y.is_negative() => Err(EvalError::ValueError("negative shift count".into())),
                // Python 2 reads the count as a C ssize_t.
                _ if sem == Semantics::Py2 && y.to_i64().is_none() => Err(
                    EvalError::OverflowError("long int too large to convert to int".into()),
                ),
                BinOp::Shl => {
                    if x.is_zero() {
                        return Value::int_result(x, long, sem);
                    }
                    let s = y.to_u64().filter(|&s| x.bits() + s <= MAX_BITS);
                    match s {
                        Some(s) => Value::int_result(x << s as usize, long, sem),
                        None => Err(too_big()),
                    }
                }
                _ => {
                    let s = y.to_u64().unwrap_or(u64::MAX).min(x.bits() + 1);
                    Value::int_result(x >> s as usize, long, sem)
                }
            }
        }
    }
}

fn power(
    a: &Value,
    b: &Value,
    ints: Option<((BigInt, bool), (BigInt, bool))>,
    sem: Semantics,
) -> R {
    if let Some(((x, lx), (y, ly))) = &ints {
        if !y.is_negative() {
            let v = if x.is_zero() {
                if y.is_zero() {
                    BigInt::one()
                } else {
                    BigInt::zero()
                }
            } else if x.is_one() {
                BigInt::one()
            } else if *x == -BigInt::one() {
                if y.is_even() {
                    BigInt::one()
                } else {
                    -BigInt::one()
                }
            } else {
                let e = y
                    .to_u64()
                    .filter(|&e| (x.bits() - 1).max(1).saturating_mul(e) <= MAX_BITS)
                    .ok_or_else(too_big)?;
                num_traits::pow(x.clone(), e as usize)
            };
            return Value::int_result(v, *lx || *ly, sem);
        }
        if x.is_zero() {
            return Err(EvalError::ZeroDivisionError(match sem {
                Semantics::Py2 => "0.0 cannot be raised to a negative power".into(),
                Semantics::Py3 => "0.0 cannot be raised to a negative power".into(),
            }));
        }
    }
    let (x, y) = (a.to_float(sem)?, b.to_float(sem)?);
    if x == 0.0 && y < 0.0 {
        return Err(EvalError::ZeroDivisionError(
            "0.0 cannot be raised to a negative power".into(),
        ));
    }
    if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
        return match sem {
            Semantics::Py2 => Err(EvalError::ValueError(
                "negative number cannot be raised to a fractional power".into(),
            )),
            Semantics::Py3 => Err(EvalError::NotSimulated(
                "a complex result (a negative number to a fractional power)".into(),
            )),
        };
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(EvalError::OverflowError(
            "(34, 'Numerical result out of range')".into(),
        ));
    }
    Ok(Value::Float(r))
}

/// A unary operator.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum UnOp {
    Neg,
    Plus,
    Invert,
    Not,
}

/// `op a` under `sem`.
pub fn unary(op: UnOp, a: &Value, sem: Semantics) -> R {
    match (op, a) {
        (UnOp::Not, v) => Ok(Value::Bool(!v.truthy())),
        (UnOp::Neg, Value::Float(x)) => Ok(Value::Float(-x)),
        (UnOp::Plus, Value::Float(x)) => Ok(Value::Float(*x)),
        (UnOp::Invert, Value::Float(_)) => Err(EvalError::TypeError(
            "bad operand type for unary ~: 'float'".into(),
        )),
        (_, Value::Str(_)) => Err(EvalError::TypeError(format!(
            "bad operand type for unary {}: 'str'",
            match op {
                UnOp::Neg => "-",
                UnOp::Plus => "+",
                _ => "~",
            }
        ))),
        (op, v) => {
            let (x, long) = v.as_int().expect("a number");
            Value::int_result(
                match op {
                    UnOp::Neg => -x,
                    UnOp::Plus => x,
                    _ => -x - 1,
                },
                long,
                sem,
            )
        }
    }
}

/// A comparison operator.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
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
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
        }
    }
}

/// Exact order of two numbers, as CPython compares an int with a float (no rounding).
fn number_order(a: &Value, b: &Value) -> Option<Ordering> {
    match (a.as_int(), b.as_int()) {
        (Some((x, _)), Some((y, _))) => Some(x.cmp(&y)),
        _ => {
            let (fa, fb) = (a_float(a), a_float(b));
            match (fa, fb) {
                (Some(x), Some(y)) => x.partial_cmp(&y),
                (Some(x), None) => int_float_order(&b.as_int()?.0, x).map(Ordering::reverse),
                (None, Some(y)) => int_float_order(&a.as_int()?.0, y),
                (None, None) => None,
            }
        }
    }
}

fn a_float(v: &Value) -> Option<f64> {
    match v {
        Value::Float(x) => Some(*x),
        _ => None,
    }
}

/// The order of an integer against a float, exactly.
fn int_float_order(i: &BigInt, x: f64) -> Option<Ordering> {
    if x.is_nan() {
        return None;
    }
    if x.is_infinite() {
        return Some(if x > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let t = float_to_int(x.floor()).ok()?;
    match i.cmp(&t) {
        Ordering::Equal if x.fract() != 0.0 => Some(Ordering::Less),
        o => Some(o),
    }
}

/// `a op b` for a comparison.
pub fn compare(op: CmpOp, a: &Value, b: &Value, sem: Semantics) -> Result<bool, EvalError> {
    if let (Value::Str(x), Value::Str(y)) = (a, b) {
        let o = x.cmp(y);
        return Ok(match op {
            CmpOp::In => y.contains(x.as_str()),
            CmpOp::NotIn => !y.contains(x.as_str()),
            _ => order_holds(op, Some(o)),
        });
    }
    if matches!(op, CmpOp::In | CmpOp::NotIn) {
        return Err(EvalError::TypeError(format!(
            "argument of type '{}' is not iterable",
            b.type_name(sem)
        )));
    }
    if !a.is_number() || !b.is_number() {
        // Python 3 refuses to order a str against a number; Python 2 orders them by type name,
        // which this simulation does not follow.
        return match op {
            CmpOp::Eq | CmpOp::Is => Ok(false),
            CmpOp::Ne | CmpOp::IsNot => Ok(true),
            _ if sem == Semantics::Py3 => Err(EvalError::TypeError(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                a.type_name(sem),
                b.type_name(sem)
            ))),
            _ => Err(EvalError::NotSimulated(
                "Python 2's ordering of a str against a number".into(),
            )),
        };
    }
    if matches!(op, CmpOp::Is | CmpOp::IsNot) {
        return Err(EvalError::NotSimulated(
            "`is` on numbers (it depends on CPython's object cache)".into(),
        ));
    }
    Ok(order_holds(op, number_order(a, b)))
}

fn order_holds(op: CmpOp, o: Option<Ordering>) -> bool {
    use Ordering::*;
    match (op, o) {
        (CmpOp::Ne, None) => true,
        (_, None) => false,
        (CmpOp::Eq, Some(o)) => o == Equal,
        (CmpOp::Ne, Some(o)) => o != Equal,
        (CmpOp::Lt, Some(o)) => o == Less,
        (CmpOp::Le, Some(o)) => o != Greater,
        (CmpOp::Gt, Some(o)) => o == Greater,
        (CmpOp::Ge, Some(o)) => o != Less,
        _ => false,
    }
}

/// `fmt % v` for the formats golfers use on a number: `%d`, `%i`, `%s`, `%r`, `%f` with an
/// optional precision; anything else is beyond the simulation.
fn format_percent(fmt: &str, v: &Value, sem: Semantics) -> R {
    let mut out = String::new();
    let mut used = false;
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut precision = None;
        if chars.peek() == Some(&'.') {
            chars.next();
            let mut p = 0usize;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                p = p * 10 + d as usize;
                chars.next();
            }
            precision = Some(p);
        }
        match chars.next() {
            Some('%') => out.push('%'),
            Some(conv @ ('d' | 'i' | 's' | 'r' | 'f')) if !used => {
                used = true;
                match conv {
                    'd' | 'i' => out.push_str(&v.percent_d(sem)?),
                    's' => out.push_str(&v.str(sem)),
                    'r' => out.push_str(&v.repr(sem)),
                    _ => {
                        let x = v.to_float(sem)?;
                        let p = precision.unwrap_or(6);
                        if x.abs() >= 1e50 && sem == Semantics::Py2 {
                            return Err(EvalError::NotSimulated("Python 2's %f past 1e50".into()));
                        }
                        out.push_str(&format!("{x:.p$}"));
                    }
                }
            }
            _ => {
                return Err(EvalError::NotSimulated(format!(
                    "the format {fmt:?} (only %d, %i, %s, %r and %f are simulated)"
                )));
            }
        }
    }
    if !used {
        return Err(EvalError::TypeError(
            "not all arguments converted during string formatting".into(),
        ));
    }
    Ok(Value::Str(out))
}

/// Reads a number literal as `sem` does, or says why it is a syntax error there.
pub fn number_literal(text: &str, sem: Semantics) -> Result<Value, String> {
    let lower = text.to_ascii_lowercase();
    let py3 = sem == Semantics::Py3;
    if lower.ends_with('j') {
        return Err("complex literals are not simulated".into());
    }
    let (body, long) = match lower.strip_suffix('l') {
        Some(b) if !py3 => (b, true),
        Some(_) => {
            return Err(format!(
                "invalid decimal literal {text:?} (the L suffix is Python 2 only)"
            ));
        }
        None => (lower.as_str(), false),
    };
    if body.contains('_') {
        if !py3 {
            return Err(format!(
                "invalid syntax: {text:?} (underscores in numbers are Python 3.6+)"
            ));
        }
        let ok = body
            .split('_')
            .enumerate()
            .all(|(k, part)| !part.is_empty() && (k > 0 || !part.is_empty()))
            && !body.ends_with('_');
        if !ok {
            return Err(format!("invalid decimal literal {text:?}"));
        }
    }
    let body: String = body.chars().filter(|&c| c != '_').collect();
    let radix = |prefix: &str, r: u32| -> Option<Result<BigInt, String>> {
        let digits = body.strip_prefix(prefix)?;
        Some(
            BigInt::parse_bytes(digits.as_bytes(), r)
                .filter(|_| !digits.is_empty())
                .ok_or_else(|| format!("invalid digit in {text:?}")),
        )
    };
    let int = if let Some(v) = radix("0x", 16)
        .or_else(|| radix("0o", 8))
        .or_else(|| radix("0b", 2))
    {
        Some(v?)
    } else if body.contains(['.', 'e']) {
        None
    } else if body.len() > 1 && body.starts_with('0') {
        if py3 {
            if body.bytes().all(|b| b == b'0') {
                Some(BigInt::zero())
            } else {
                return Err(format!(
                    "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers ({text:?})"
                ));
            }
        } else {
            // Python 2: a leading 0 makes an octal literal; 8 and 9 are errors.
            Some(
                BigInt::parse_bytes(&body.as_bytes()[1..], 8)
                    .ok_or_else(|| format!("invalid token {text:?}"))?,
            )
        }
    } else {
        Some(
            BigInt::parse_bytes(body.as_bytes(), 10)
                .ok_or_else(|| format!("invalid literal {text:?}"))?,
        )
    };
    match int {
        Some(v) => {
            if v.bits() > MAX_BITS {
                return Err("a literal past the simulation's size bound".into());
            }
            let long = !py3 && (long || v.to_i64().is_none());
            Ok(Value::Int { v, long })
        }
        None if long => Err(format!("invalid syntax: {text:?}")),
        None => body
            .parse::<f64>()
            .map(Value::Float)
            .map_err(|_| format!("invalid float literal {text:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Semantics::*;

    #[test]
    fn floats_print_as_cpython_does() {
        for (x, r) in [
            (1e29, "1e+29"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (1.5, "1.5"),
            (-0.0, "-0.0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.5e300, "1.5e+300"),
        ] {
            assert_eq!(float_repr(x), r);
        }
        assert_eq!(float_format_g(0.1 + 0.2, 12), "0.3");
        assert_eq!(float_format_g(1e29, 12), "1e+29");
        assert_eq!(float_format_g(123456789012345.0, 12), "1.23456789012e+14");
    }

    #[test]
    fn percent_d_of_a_float_is_exact() {
        let v = number_literal("1e29", Py3).unwrap();
        assert_eq!(v.percent_d(Py3).unwrap(), "99999999999999991433150857216");
        assert_eq!(Value::Float(-2.5).percent_d(Py3).unwrap(), "-2");
    }

    #[test]
    fn literals_per_dialect() {
        assert_eq!(number_literal("011", Py2), Ok(Value::int(9)));
        assert!(
            number_literal("011", Py3)
                .unwrap_err()
                .contains("leading zeros")
        );
        assert_eq!(number_literal("00", Py3), Ok(Value::int(0)));
        assert!(number_literal("09", Py2).is_err());
        assert_eq!(number_literal("09.5", Py2), Ok(Value::Float(9.5)));
        assert_eq!(
            number_literal("5L", Py2),
            Ok(Value::Int {
                v: 5.into(),
                long: true
            })
        );
        assert!(number_literal("5L", Py3).is_err());
        assert_eq!(number_literal("1_000", Py3), Ok(Value::int(1000)));
        assert!(number_literal("1_000", Py2).is_err());
        assert_eq!(number_literal("0x1f", Py2), Ok(Value::int(31)));
    }

    #[test]
    fn python_2_longs_show_their_l() {
        let big = binary(BinOp::Shl, &Value::int(1), &Value::int(63), Py2).unwrap();
        assert_eq!(big.repr(Py2), "9223372036854775808L");
        assert_eq!(big.repr(Py3), "9223372036854775808");
        let small = binary(BinOp::Pow, &Value::int(5), &Value::int(18), Py2).unwrap();
        assert_eq!(small.repr(Py2), "3814697265625");
    }

    #[test]
    fn true_division_rounds_once() {
        let a = binary(BinOp::Pow, &Value::int(10), &Value::int(30), Py3).unwrap();
        let q = binary(BinOp::Div, &a, &Value::int(3), Py3).unwrap();
        assert_eq!(q, Value::Float(3.333333333333333e29));
        let big = binary(BinOp::Pow, &Value::int(10), &Value::int(400), Py3).unwrap();
        assert!(matches!(
            binary(BinOp::Div, &big, &Value::int(1), Py3),
            Err(EvalError::OverflowError(_))
        ));
        assert!(
            compare(
                CmpOp::Lt,
                &Value::int((1i64 << 53) + 1),
                &Value::Float(9007199254740992.0),
                Py3
            ) == Ok(false)
        );
    }

    #[test]
    fn huge_powers_are_refused_not_built() {
        let e = binary(BinOp::Pow, &Value::int(9), &Value::int(999_999_999), Py3).unwrap_err();
        assert!(matches!(e, EvalError::NotSimulated(_)));
        assert_eq!(
            binary(BinOp::Pow, &Value::int(-1), &Value::int(999_999_999), Py3),
            Ok(Value::int(-1))
        );
    }
}
