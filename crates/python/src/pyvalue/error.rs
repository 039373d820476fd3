//! The errors of Python's arithmetic: the exceptions CPython raises, and the limit of this
//! simulation ([`MAX_BITS`]) past which a result is reported as beyond it, never wrong.
//!
//! Every other module of the values reports through these.

use std::fmt;

use serde::Serialize;

/// The largest integer the simulation builds, in bits (about 30,000 decimal digits). CPython
/// has no such bound; an expression past it is reported as beyond the simulation.
pub const MAX_BITS: u64 = 100_000;

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

pub(super) fn too_big() -> EvalError {
    EvalError::NotSimulated(format!(
        "an integer of more than {MAX_BITS} bits (CPython would build it)"
    ))
}
