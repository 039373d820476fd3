//! The statements of the analyzer's one Python parser: a whole file read as Python 2 or as
//! Python 3, its blocks checked the way CPython's tokenizer checks them (an unexpected indent,
//! a dedent to no outer level, Python 3's `TabError`), each line split into the statements it
//! holds and each statement parsed by the grammar of its dialect.
//!
//! Expressions are read by [`super::pyexpr::Parser`]; this module adds what only a statement
//! has (`print` and `exec` in Python 2, assignment targets, compound headers and where they may
//! stand). The verdicts are differential-tested against CPython (tests/golf_python/verdicts.rs).
//!
//! Laid out by stage: the statement AST ([`ast`]), a whole file's reading with its indentation
//! rules ([`file`]) and each line's grammar ([`grammar`]), re-exported here.

mod ast;
mod file;
mod grammar;

pub use ast::{Line, Program, Stmt, StmtKind};
pub use file::{MAXINDENT, WARNED_AFTER_NUMBER, literal_warnings, parse_program, verdict_line};

#[cfg(test)]
mod tests;
