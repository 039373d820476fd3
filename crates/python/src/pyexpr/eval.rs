//! The evaluator of the arithmetic golf programs compute: an [`Expr`] evaluated left to right
//! as CPython does, with the values of [`crate::pyvalue`] (big integers, CPython's floats).
//!
//! Names come from an [`Env`]: the peer test's `i` and `j`, or none for constants.

use num_traits::ToPrimitive;

use super::ast::{Arg, Expr, ExprKind};
use super::parser::parse_in;
use crate::pyvalue::{self as pv, EvalError, Semantics, UnOp, Value};

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
}
