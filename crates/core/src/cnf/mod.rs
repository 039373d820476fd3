//! Boolean formulas in conjunctive normal form (an AND of clauses, each an OR of literals), and
//! DIMACS, the plain-text format that every SAT solver reads and the SAT competitions use.
//!
//! A variable is a number from 1; a literal is the variable, or its negation written with a
//! minus sign, as in DIMACS. [`sudoku`] writes a Sudoku as such a formula, in the two encodings
//! the literature compares; the `sat` solver hands it to a SAT solver, and `solve --dimacs FILE`
//! writes it out for any other.
//!
//! ```
//! use sudoku_lab_core::cnf::{Cnf, parse_model};
//!
//! // (x1 or x2) and (not x1): x2 must hold.
//! let mut cnf = Cnf::new(2);
//! cnf.add(&[1, 2]);
//! cnf.add(&[-1]);
//! let mut text = Vec::new();
//! cnf.write_dimacs(&mut text, &["a small example"]).unwrap();
//! assert_eq!(String::from_utf8(text).unwrap(), "c a small example\np cnf 2 2\n1 2 0\n-1 0\n");
//! // A solver's answer, in the SAT competition's output format, read back.
//! let model = parse_model("s SATISFIABLE\nv -1 2 0\n", 2).unwrap();
//! assert_eq!(model.value(2), Some(true));
//! ```

pub mod sudoku;

use std::fmt;
use std::io::{self, Write};

/// A formula in conjunctive normal form over the variables `1..=vars`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Cnf {
    vars: u32,
    /// Every clause's literals, one clause after another.
    literals: Vec<i32>,
    /// Where each clause ends in `literals`.
    ends: Vec<usize>,
}

impl Cnf {
    /// The empty formula (true) over `vars` variables.
    pub fn new(vars: u32) -> Cnf {
        Cnf {
            vars,
            literals: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// The number of variables.
    pub fn vars(&self) -> u32 {
        self.vars
    }

    /// The number of clauses.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Adds a clause: at least one of these literals holds.
    pub fn add(&mut self, clause: &[i32]) {
        debug_assert!(
            clause
                .iter()
                .all(|&l| l != 0 && l.unsigned_abs() <= self.vars)
        );
        self.literals.extend_from_slice(clause);
        self.ends.push(self.literals.len());
    }

    /// Clause `i` (from 0, in the order added).
    pub fn clause(&self, i: usize) -> &[i32] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.literals[start..self.ends[i]]
    }

    /// The clauses, in the order added.
    pub fn clauses(&self) -> impl Iterator<Item = &[i32]> {
        let mut start = 0;
        self.ends.iter().map(move |&end| {
            let clause = &self.literals[start..end];
            start = end;
            clause
        })
    }

    /// Writes the formula in DIMACS: each comment as a `c` line, the header `p cnf VARS
    /// CLAUSES`, then one clause a line, ended by `0`.
    pub fn write_dimacs<W: Write>(&self, mut out: W, comments: &[&str]) -> io::Result<()> {
        for comment in comments {
            for line in comment.lines() {
                writeln!(out, "c {line}")?;
            }
        }
        writeln!(out, "p cnf {} {}", self.vars, self.len())?;
        let mut line = String::new();
        for clause in self.clauses() {
            line.clear();
            for literal in clause {
                line.push_str(&literal.to_string());
                line.push(' ');
            }
            line.push_str("0\n");
            out.write_all(line.as_bytes())?;
        }
        out.flush()
    }

    /// Reads a formula written in DIMACS: `c` comment lines, the `p cnf VARS CLAUSES` header,
    /// then clauses, each ended by `0` (a clause may run over several lines).
    pub fn from_dimacs(text: &str) -> Result<Cnf, DimacsError> {
        let mut cnf: Option<Cnf> = None;
        let mut declared = 0;
        let mut clause = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line_no = n + 1;
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('c') || trimmed.starts_with('%') {
                continue;
            }
            let error = |message: String| DimacsError {
                line: line_no,
                message,
            };
            if let Some(header) = trimmed.strip_prefix('p') {
                if cnf.is_some() {
                    return Err(error("a second `p cnf` header".to_string()));
                }
                let fields: Vec<&str> = header.split_whitespace().collect();
                let numbers = match fields.as_slice() {
                    ["cnf", v, c] => v.parse::<u32>().ok().zip(c.parse::<usize>().ok()),
                    _ => None,
                };
                let Some((vars, clauses)) = numbers else {
                    return Err(error(format!(
                        "the header {trimmed:?} is not `p cnf VARIABLES CLAUSES`"
                    )));
                };
                if vars > i32::MAX as u32 {
                    return Err(error(format!("{vars} variables are too many")));
                }
                cnf = Some(Cnf::new(vars));
                declared = clauses;
                continue;
            }
            let Some(formula) = cnf.as_mut() else {
                return Err(error(format!(
                    "{trimmed:?} comes before the `p cnf` header"
                )));
            };
            for token in trimmed.split_whitespace() {
                let literal: i32 = token
                    .parse()
                    .map_err(|_| error(format!("{token:?} is not a literal")))?;
                if literal == 0 {
                    formula.add(&clause);
                    clause.clear();
                } else if literal.unsigned_abs() > formula.vars {
                    return Err(error(format!(
                        "literal {literal} names a variable above the {} declared",
                        formula.vars
                    )));
                } else {
                    clause.push(literal);
                }
            }
        }
        let last = text.lines().count();
        let Some(formula) = cnf else {
            return Err(DimacsError {
                line: last,
                message: "no `p cnf` header".to_string(),
            });
        };
        if !clause.is_empty() {
            return Err(DimacsError {
                line: last,
                message: "the last clause is not ended by 0".to_string(),
            });
        }
        if formula.len() != declared {
            return Err(DimacsError {
                line: last,
                message: format!(
                    "the header declares {declared} clauses; the file has {}",
                    formula.len()
                ),
            });
        }
        Ok(formula)
    }
}

/// A DIMACS text that cannot be read, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DimacsError {
    /// 1-based.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for DimacsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for DimacsError {}

/// A solver's answer for a satisfiable formula: the value of each variable it named.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Model {
    /// By variable; index 0 is unused.
    values: Vec<Option<bool>>,
}

impl Model {
    /// The model that makes exactly these literals true.
    pub fn from_literals(vars: u32, literals: impl IntoIterator<Item = i32>) -> Model {
        let mut values = vec![None; vars as usize + 1];
        for l in literals {
            values[l.unsigned_abs() as usize] = Some(l > 0);
        }
        Model { values }
    }

    /// The value of `var`, or `None` when the solver did not say.
    pub fn value(&self, var: u32) -> Option<bool> {
        self.values.get(var as usize).copied().flatten()
    }

    /// The model as the SAT competition's output writes it: `s SATISFIABLE`, then `v` lines of
    /// literals ended by `0`.
    pub fn to_competition_output(&self) -> String {
        let mut text = String::from("s SATISFIABLE\n");
        let literals: Vec<String> = (1..self.values.len())
            .filter_map(|v| self.values[v].map(|t| if t { v as i64 } else { -(v as i64) }))
            .map(|l| l.to_string())
            .collect();
        for chunk in literals.chunks(20) {
            text.push_str("v ");
            text.push_str(&chunk.join(" "));
            text.push('\n');
        }
        text.push_str("v 0\n");
        text
    }
}

/// Reads a satisfying assignment of a formula over `vars` variables, in either of the two forms
/// solvers write: the SAT competition's (`s SATISFIABLE`, then `v` lines, as picosat, kissat and
/// cadical print), or MiniSat's result file (`SAT`, then one line of literals). The literals end
/// with `0`. An unsatisfiable answer is an error that says so.
pub fn parse_model(text: &str, vars: u32) -> Result<Model, DimacsError> {
    let mut literals = Vec::new();
    let mut satisfiable = false;
    let mut ended = false;
    let mut last = 0;
    for (n, line) in text.lines().enumerate() {
        last = n + 1;
        let error = |message: String| DimacsError {
            line: n + 1,
            message,
        };
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('c') {
            continue;
        }
        if let Some(status) = trimmed.strip_prefix("s ") {
            if status.trim() != "SATISFIABLE" {
                return Err(error(format!("the solver answered {:?}", status.trim())));
            }
            satisfiable = true;
            continue;
        }
        match trimmed {
            "SAT" => {
                satisfiable = true;
                continue;
            }
            "UNSAT" => return Err(error("the solver answered UNSAT".to_string())),
            _ => {}
        }
        let body = match trimmed.strip_prefix('v') {
            Some(rest) if rest.is_empty() || rest.starts_with(char::is_whitespace) => rest,
            // MiniSat's file: the line after `SAT` holds the literals, with no `v`.
            _ if satisfiable => trimmed,
            _ => return Err(error(format!("{trimmed:?} is not part of a model"))),
        };
        for token in body.split_whitespace() {
            let literal: i32 = token
                .parse()
                .map_err(|_| error(format!("{token:?} is not a literal")))?;
            if literal == 0 {
                ended = true;
            } else if literal.unsigned_abs() > vars {
                return Err(error(format!(
                    "literal {literal} names a variable above the formula's {vars}"
                )));
            } else {
                literals.push(literal);
            }
        }
    }
    if !satisfiable {
        return Err(DimacsError {
            line: last,
            message: "no `s SATISFIABLE` (or MiniSat's `SAT`) line".to_string(),
        });
    }
    if !ended {
        return Err(DimacsError {
            line: last,
            message: "the model is not ended by 0".to_string(),
        });
    }
    Ok(Model::from_literals(vars, literals))
}
