//! The analyzer's Python against CPython: generated expressions (literals of every form, each
//! operator, comparisons, the digit-string wrappers) evaluated by `pyexpr` under each dialect
//! and by the real interpreter through `scripts/python/golf_eval.py`. The results of one run
//! are kept in `tests/data/golf/python_eval.txt`, so the test checks the evaluator against
//! CPython's answers even where no Python is installed; where python3 (and python2) are, a
//! fresh set is checked too. A missing interpreter is skipped with a message.

use std::io::Write;
use std::process::{Command, Stdio};

use sudoku_lab::analyzer::pyexpr::{Semantics, python_eval_line};

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

/// Runs the evaluator script under `python` on `exprs`; `None` when that Python is absent.
fn cpython(python: &str, env: &[(&str, &str)], exprs: &[String]) -> Option<Vec<String>> {
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/python/golf_eval.py");
    let mut cmd = Command::new(python);
    cmd.arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().ok()?;
    let mut input = String::new();
    for e in exprs {
        input.push_str(e);
        input.push('\n');
    }
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    if !out.status.success() {
        return None;
    }
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (lines.len() == exprs.len()).then_some(lines)
}

/// The interpreter for a dialect: python3, or python2 / python2.7 (a pyenv shim that is not
/// active answers with an error and counts as absent).
pub fn find_python(sem: Semantics) -> Option<(&'static str, Vec<(&'static str, &'static str)>)> {
    let names: &[&str] = match sem {
        Semantics::Py2 => &["python2", "python2.7"],
        Semantics::Py3 => &["python3"],
    };
    let major = match sem {
        Semantics::Py2 => "2",
        Semantics::Py3 => "3",
    };
    for name in names {
        let ok = Command::new(name)
            .args(["-c", "import sys; print(sys.version_info[0])"])
            .output()
            .is_ok_and(|o| {
                o.status.success() && String::from_utf8_lossy(&o.stdout).trim() == major
            });
        if ok {
            return Some((name, vec![]));
        }
    }
    None
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
