//! Number literals read as each dialect's tokenizer reads them, after CPython's `tokenizer.c`:
//! Python 2's octal `017` and `L` suffix, Python 3's underscores and `0o`.
//!
//! A literal a dialect refuses gives the message of its syntax error.

use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};

use super::error::MAX_BITS;
use super::value::{Semantics, Value};

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
