//! Python's values and the errors of its arithmetic: integers of any size, floats, booleans
//! and strings, with the dialect whose rules apply ([`Semantics`]); after CPython's `object.h`.
//!
//! Sizes are bounded ([`MAX_BITS`]): past the bound a result is an error of the simulation.

use std::fmt;

use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;

use super::error::{EvalError, MAX_BITS, too_big};
use super::float::{float_format_g, float_repr, float_to_int, int_to_float};

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

pub(super) type R = Result<Value, EvalError>;

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
    pub(super) fn int_result(v: BigInt, long: bool, sem: Semantics) -> R {
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

    pub(super) fn is_number(&self) -> bool {
        !matches!(self, Value::Str(_))
    }

    /// The value as a float, as Python converts an int for mixed arithmetic.
    pub(super) fn to_float(&self, sem: Semantics) -> Result<f64, EvalError> {
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
