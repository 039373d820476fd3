//! Python's operators on numbers and strings, binary, unary and comparisons, per dialect, with
//! `'%d' % x` and the other formats golfers use; after CPython's `abstract.c` and `longobject.c`.
//!
//! Each raises the error CPython raises, or says the operation is beyond the simulation.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use serde::Serialize;

use super::error::{EvalError, MAX_BITS, too_big};
use super::float::{float_to_int, int_to_float, py_float_floordiv, py_fmod};
use super::value::{R, Semantics, Value};

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
