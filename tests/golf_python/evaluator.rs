//! The expression evaluator against CPython: generated expressions (literals of every form,
//! each operator, comparisons, the digit-string wrappers) evaluated by `pyexpr` under each
//! dialect and by the real interpreter through `scripts/python/golf_eval.py`. The results of
//! one run are kept in `tests/data/golf/python_eval.txt`, so the test checks the evaluator
//! against CPython's answers even where no Python is installed; where python3 (and python2)
//! are, a fresh set is checked too.

use sudoku_lab::analyzer::pyexpr::{Semantics, python_eval_line};

use super::{cpython, find_python};
use crate::common::{Rng, data};

const LITERALS: [&str; 34] = [
    "0",
    "1",
    "2",
    "3",
    "7",
    "9",
    "27",
    "81",
    "255",
    "5",
    "18",
    "14",
    "011",
    "0o17",
    "0x1f",
    "0b101",
    "7L",
    "00",
    "09",
    "1e29",
    "2.5",
    ".5",
    "1.",
    "1e-5",
    "1_0",
    "9223372036854775807",
    "9223372036854775808",
    "170141183460469231731687303715884105727",
    "1E3",
    "0.1",
    "3e308",
    "36",
    "08",
    "10",
];

const BINARY: [&str; 13] = [
    "+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<>",
];

fn expr(rng: &mut Rng, depth: usize) -> String {
    if depth == 0 || rng.below(3) == 0 {
        return LITERALS[rng.below(LITERALS.len())].to_string();
    }
    match rng.below(12) {
        0 => format!("-{}", expr(rng, depth - 1)),
        1 => format!("~{}", expr(rng, depth - 1)),
        2 => format!("({})", expr(rng, depth - 1)),
        3 => format!("'%d'%{}", expr(rng, depth - 1)),
        4 => format!("`{}`", expr(rng, depth - 1)),
        5 => format!("str({})", expr(rng, depth - 1)),
        6 => format!(
            "{} if {} else {}",
            expr(rng, depth - 1),
            expr(rng, depth - 1),
            expr(rng, depth - 1)
        ),
        7 => format!(
            "{} {} {}",
            expr(rng, depth - 1),
            ["<", "==", ">=", "and", "or", "!="][rng.below(6)],
            expr(rng, depth - 1)
        ),
        8 => format!("not {}", expr(rng, depth - 1)),
        _ => {
            let op = BINARY[rng.below(BINARY.len())];
            // Keep powers and shifts small, as CPython would build what we refuse to.
            let right = if op == "**" || op == "<<" {
                ["0", "1", "2", "3", "18", "40", "-1", "63", "64"][rng.below(9)].to_string()
            } else {
                expr(rng, depth - 1)
            };
            format!("{}{op}{right}", expr(rng, depth - 1))
        }
    }
}

fn generated(seed: u64, n: usize) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut out: Vec<String> = (0..n).map(|_| expr(&mut rng, 3)).collect();
    out.sort();
    out.dedup();
    out
}

/// Compares the evaluator with CPython's answers; expressions beyond the simulation (huge
/// numbers, complex results) are counted, not compared.
fn compare(sem: Semantics, exprs: &[String], answers: &[String]) -> usize {
    let mut compared = 0;
    let mut wrong = Vec::new();
    for (e, want) in exprs.iter().zip(answers) {
        let ours = python_eval_line(e, sem);
        if ours.starts_with("notsim") {
            continue;
        }
        compared += 1;
        if &ours != want {
            wrong.push(format!(
                "{sem}: {e}\n   CPython: {want}\n   ours:    {ours}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {compared} differ:\n{}",
        wrong.len(),
        wrong
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    compared
}

#[test]
fn the_kept_cpython_answers_still_hold() {
    let text = std::fs::read_to_string(data("golf/python_eval.txt")).expect("the kept answers");
    let mut exprs = Vec::new();
    let mut py2 = Vec::new();
    let mut py3 = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut parts = line.split('\t');
        let (Some(e), Some(a2), Some(a3)) = (parts.next(), parts.next(), parts.next()) else {
            panic!("a bad line: {line}");
        };
        exprs.push(e.to_string());
        py2.push(a2.to_string());
        py3.push(a3.to_string());
    }
    assert!(exprs.len() > 1000, "{} kept expressions", exprs.len());
    let n3 = compare(Semantics::Py3, &exprs, &py3);
    let (e2, a2): (Vec<String>, Vec<String>) = exprs
        .iter()
        .cloned()
        .zip(py2)
        .filter(|(_, a)| a != "-")
        .unzip();
    let n2 = compare(Semantics::Py2, &e2, &a2);
    assert!(n3 > 1000 && (e2.is_empty() || n2 > 1000), "{n2} {n3}");
}

#[test]
fn a_fresh_set_against_the_installed_pythons() {
    let exprs = generated(2026, 2500);
    for sem in Semantics::ALL {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem} on this machine");
            continue;
        };
        let Some(answers) = cpython(python, &env, &exprs) else {
            eprintln!("skipped: {python} did not run the evaluator script");
            continue;
        };
        let n = compare(sem, &exprs, &answers);
        assert!(n > 1000, "{sem}: only {n} compared");
    }
}
