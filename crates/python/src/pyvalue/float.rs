//! CPython's floats: `repr` (the shortest string that reads back), `%g`, `%` and `//`, and the
//! exact conversions between integers and doubles, after CPython's `floatobject.c`.
//!
//! Every rounding is the one CPython makes, ties to even.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::error::EvalError;

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
pub(super) fn py_fmod(a: f64, b: f64) -> f64 {
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
pub(super) fn py_float_floordiv(a: f64, b: f64) -> f64 {
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
