//! The analyzer's Python against CPython: generated expressions (literals of every form, each
//! operator, comparisons, the digit-string wrappers) evaluated by `pyexpr` under each dialect
//! and by the real interpreter through `scripts/python/golf_eval.py`. The results of one run
//! are kept in `tests/data/golf/python_eval.txt`, so the test checks the evaluator against
//! CPython's answers even where no Python is installed; where python3 (and python2) are, a
//! fresh set is checked too. A missing interpreter is skipped with a message.

use std::io::Write;
use std::process::{Command, Stdio};

use sudoku_lab::analyzer::pyexpr::{Semantics, python_eval_line};
use sudoku_lab::analyzer::pystmt::verdict_line;

use crate::common::{Rng, data, wikipedia_first_band_filled};

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

/// Runs `script` (under scripts/python/) under `python`, one input a line, and returns its
/// output lines, one an input; `None` when that Python is absent or the script fails. The input
/// is written from a thread: the script answers as it reads, and a pipe holds only so much.
fn run_script(
    python: &str,
    env: &[(&'static str, String)],
    script: &str,
    inputs: Vec<String>,
) -> Option<Vec<String>> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scripts/python")
        .join(script);
    let mut cmd = Command::new(python);
    cmd.arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().ok()?;
    let n = inputs.len();
    let mut stdin = child.stdin.take()?;
    let writer = std::thread::spawn(move || {
        let mut text = inputs.join("\n");
        text.push('\n');
        stdin.write_all(text.as_bytes()).is_ok()
    });
    let out = child.wait_with_output().ok()?;
    if !writer.join().unwrap_or(false) || !out.status.success() {
        return None;
    }
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (lines.len() == n).then_some(lines)
}

/// Runs the evaluator script under `python` on `exprs`; `None` when that Python is absent.
fn cpython(python: &str, env: &[(&'static str, String)], exprs: &[String]) -> Option<Vec<String>> {
    run_script(python, env, "golf_eval.py", exprs.to_vec())
}

/// Runs `code` as `python -c code` with the environment `find_python` gave.
pub fn python_c(python: &str, env: &[(&'static str, String)], code: &str) -> std::process::Output {
    Command::new(python)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .args(["-c", code])
        .output()
        .unwrap()
}

/// The interpreter for a dialect: python3, or python2 / python2.7; under pyenv, a Python 2
/// that is installed but not active is reached by naming its version in `PYENV_VERSION`. A
/// shim that answers with an error counts as absent.
pub fn find_python(sem: Semantics) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    // Looked for once per dialect: each probe starts an interpreter (and pyenv), and the
    // corpus test asks for each of its files.
    type Found = Option<(&'static str, Vec<(&'static str, String)>)>;
    static PY2: std::sync::OnceLock<Found> = std::sync::OnceLock::new();
    static PY3: std::sync::OnceLock<Found> = std::sync::OnceLock::new();
    let once = match sem {
        Semantics::Py2 => &PY2,
        Semantics::Py3 => &PY3,
    };
    once.get_or_init(|| probe_python(sem)).clone()
}

/// [`find_python`]'s probe: each name tried, then pyenv's versions.
fn probe_python(sem: Semantics) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let names: &[&str] = match sem {
        Semantics::Py2 => &["python2", "python2.7"],
        Semantics::Py3 => &["python3"],
    };
    let major = match sem {
        Semantics::Py2 => "2",
        Semantics::Py3 => "3",
    };
    let works = |name: &str, env: &[(&'static str, String)]| {
        let mut cmd = Command::new(name);
        cmd.args(["-c", "import sys; print(sys.version_info[0])"]);
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.output()
            .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).trim() == major)
    };
    for name in names {
        if works(name, &[]) {
            return Some((name, vec![]));
        }
    }
    let versions = Command::new("pyenv")
        .args(["versions", "--bare"])
        .output()
        .ok()?;
    let version = String::from_utf8_lossy(&versions.stdout)
        .lines()
        .map(str::trim)
        .find(|v| v.starts_with(&format!("{major}.")))?
        .to_string();
    let env = vec![("PYENV_VERSION", version)];
    names
        .iter()
        .find(|name| works(name, &env))
        .map(|name| (*name, env))
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

/// Statements for the generated programs: golf forms of both dialects, and some of neither.
const SIMPLE: [&str; 97] = [
    "x=1",
    "a,b=c",
    "*a,=b",
    "a,*b=c",
    "s+=x,",
    "P+=[x]",
    "print x",
    "print(x)",
    "print x,",
    "print",
    "print(*x)",
    "print(*g,sep='')",
    "print('%s'*9+'\\n')*9%tuple(p)",
    "print>>f,x",
    "print''.join(x)",
    "exec\"x=1;\"*3",
    "exec('x=1;'*3)",
    "exec(\"i+=1\"*81)",
    "x=`y`",
    "x=`14**7*9`[::-1]",
    "y=1<>2",
    "x=0777",
    "x=1L",
    "x=1_0",
    "x=f'a'",
    "x=ur'a'",
    "x=b'a'",
    "x={*y}",
    "x=[*y]",
    "x=(*y,)",
    "x=(*y)",
    "(i:=3)",
    "i:=3",
    "f(x:=1)",
    "[x:=1]",
    "x=1if y else 2",
    "x=0in y",
    "x=9or y",
    "x=0and y",
    "x=1not in y",
    "x=0or 1",
    "x=0xfor 1",
    "yield x",
    "yield from x",
    "x=yield",
    "return x",
    "return",
    "del x",
    "del x,y[1]",
    "pass",
    "break",
    "continue",
    "global x",
    "nonlocal x",
    "raise E,v",
    "raise E from v",
    "raise",
    "import sys",
    "import os.path as p,sys",
    "from sys import*",
    "from sys import argv,exit",
    "from sys import(argv,exit)",
    "from . import x",
    "from __future__ import print_function",
    "f=lambda a,b=1:a",
    "f=lambda*a:a",
    "[m for m in x]",
    "{m:1 for m in x}",
    "{m for m in x}",
    "x=y=z",
    "a,b,c=B=x,y,z",
    "f(x)=1",
    "1=x",
    "a,b+=1",
    "x=...",
    "x[...]",
    "x=a if b else c",
    "assert x,y",
    "x.y[1:2:3]=z",
    "exit()",
    "x<1or f(x)",
    "~i or exit(a)",
    "i<81and f(i)",
    "[f(x)for g[i]in y]",
    "x=reduce(lambda r,d:r or f(d),s,0)",
    "x=next(filter(None,g),'')",
    "x='123'*(i>-1)",
    "for_=1",
    "x=a-b==c-d==0",
    "x='0'<s[i]",
    "True=1",
    "None=1",
    "x=[y for y in 1,2]",
    "x=(yield)",
    "a=b,=c",
    "f(**a,*b)",
    "f(*a,*b)",
];

/// Headers of compound statements, both dialects' and neither's.
const HEADERS: [&str; 32] = [
    "if x:",
    "if x:=f():",
    "elif y:",
    "else:",
    "while 1:",
    "while 1>0:",
    "for a in b:",
    "for g[i]in b:",
    "for*a,b in c:",
    "for _ in' '*27:",
    "for a,b in c,d:",
    "def f(a,b=1):",
    "def f(*,a):",
    "def f((a,b)):",
    "def f(a,/,b):",
    "def f(a:int)->int:",
    "def f(*a,**k):",
    "class A:",
    "class A(B,C):",
    "try:",
    "except:",
    "except E,e:",
    "except E as e:",
    "except(E,F):",
    "finally:",
    "with a as b:",
    "with a,b as c:",
    "async def f():",
    "@d",
    "if(x):",
    "for x in y if z:",
    "if x",
];

/// A random program of a few lines: statements joined by `;`, headers with their bodies on the
/// same line or below, indentation in spaces, tabs or both, and now and then a wrong indent.
fn program(rng: &mut Rng) -> String {
    let units = [" ", "  ", "\t", "    ", "\t ", " \t", "        "];
    let mut indents = vec![String::new()];
    let mut level = 0usize;
    let mut expect = false;
    let mut out = String::new();
    for _ in 0..1 + rng.below(6) {
        if expect && rng.below(12) > 0 {
            level += 1;
        } else if level > 0 && rng.below(3) == 0 {
            level = rng.below(level + 1);
        }
        while indents.len() <= level {
            let prev = indents.last().cloned().unwrap_or_default();
            indents.push(format!("{prev}{}", units[rng.below(units.len())]));
        }
        indents.truncate(level + 1);
        let mut indent = indents[level].clone();
        if rng.below(20) == 0 {
            indent.push([' ', '\t'][rng.below(2)]);
        }
        out.push_str(&indent);
        expect = false;
        let simple = |rng: &mut Rng| {
            let n = 1 + rng.below(3);
            let mut s: Vec<&str> = (0..n).map(|_| SIMPLE[rng.below(SIMPLE.len())]).collect();
            if rng.below(8) == 0 {
                s.push("");
            }
            s.join(";")
        };
        if rng.below(3) == 0 {
            out.push_str(HEADERS[rng.below(HEADERS.len())]);
            if rng.below(2) == 0 {
                out.push_str(&simple(rng));
            } else {
                expect = true;
            }
        } else {
            out.push_str(&simple(rng));
        }
        if rng.below(10) == 0 {
            out.push_str(" # note");
        }
        out.push('\n');
    }
    out
}

/// Hand-written programs where the dialects part: Python 2's forms Python 3 rejects and the
/// reverse, indentation and tab rules, brackets left open, bytes Python 2 will not read.
const DIALECT_CASES: [&str; 24] = [
    "x=(1\ny=2\n",
    "x=(1\n",
    "if 1:\n\tx=1\n        y=2\n",
    "if 1:\n        x=1\n\ty=2\n",
    "if 1:\n x=1\n\ty=2\n",
    "if 1:\n\tx=1\n\t y=2\n",
    "if 1:\n\tif 1:\n\t x=1\n\t y=2\n",
    "if 1:\n\tif 1:\n\t\t x=1\n\t        y=2\n",
    "if 1:\nx=1\n",
    "if 1:\n",
    "if 1:x\n  y\n",
    "else:y\n",
    "try:x\ny\n",
    "try:x\nfinally:y\n",
    "for a in b:x\nelse:y\n",
    "x='caf\u{e9}'\n",
    "# -*- coding: utf-8 -*-\nx='caf\u{e9}'\n",
    "x=1\n#\u{e9}\n",
    "def f():\n x=1\n\n   # a comment\n return x\n",
    "x=[1,\n2]\ny=3\n",
    "x=1 \\\n+2\n",
    "if x:\n  pass\n   # c\n  y\n",
    "def r(a):\n i=a.find('0')\n if i<0:print a;exit()\n for m in`14**7*9`:\n\tif m in a:r(a)\n",
    "def r(a):\n\ti=a.find('0');~i or exit(a)\n\tfor m in'%d'%4e31:m in a or r(a)\n",
];

fn generated_programs(seed: u64, n: usize) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut out: Vec<String> = DIALECT_CASES.iter().map(|s| s.to_string()).collect();
    out.extend((0..n).map(|_| program(&mut rng)));
    out
}

/// Runs the parse script under `python` on `programs`; `None` when that Python is absent.
fn cpython_verdicts(
    python: &str,
    env: &[(&'static str, String)],
    programs: &[String],
) -> Option<Vec<String>> {
    let inputs = programs
        .iter()
        .map(|p| serde_json::to_string(p).expect("a string"))
        .collect();
    run_script(python, env, "golf_compile.py", inputs)
}

/// Compares the parser's verdicts with CPython's.
fn compare_verdicts(sem: Semantics, programs: &[String], answers: &[String]) {
    let mut wrong = Vec::new();
    // CPython warns as its tokenizer reads, past a syntax error too: warnings are compared
    // on programs that parse.
    let plain = |v: &str| -> String {
        if v.starts_with("ok") {
            v.to_string()
        } else {
            v.split(" warn").next().unwrap_or(v).to_string()
        }
    };
    for (p, want) in programs.iter().zip(answers) {
        let ours = plain(&verdict_line(p, sem));
        let want = &plain(want);
        if &ours != want {
            wrong.push(format!(
                "{sem}: {p:?}\n   CPython: {want}\n   ours:    {ours}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} differ:\n{}",
        wrong.len(),
        programs.len(),
        wrong
            .iter()
            .take(25)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// A fresh set of generated programs against the installed Pythons.
#[test]
fn dialect_verdicts_against_the_installed_pythons() {
    let mut programs = generated_programs(11, 8000);
    // The corpus of golfed solvers and the shipped inputs: what `golf tricks` says parses.
    for dir in ["golf/corpus", "golf"] {
        let mut files: Vec<_> = std::fs::read_dir(data(dir))
            .expect("the golf data")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "py"))
            .collect();
        files.sort();
        programs.extend(
            files
                .iter()
                .map(|f| std::fs::read_to_string(f).expect("a file")),
        );
    }
    for sem in Semantics::ALL {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem} on this machine");
            continue;
        };
        let Some(answers) = cpython_verdicts(python, &env, &programs) else {
            eprintln!("skipped: {python} did not run the parse script");
            continue;
        };
        compare_verdicts(sem, &programs, &answers);
    }
}

/// CPython's verdicts on 2,000 generated programs (another seed), kept from a run of
/// scripts/python/golf_compile.py under Python 2.7.18 and 3.11.7, so that the parser is held
/// to them on a machine with neither.
#[test]
fn the_kept_cpython_verdicts_still_hold() {
    let text =
        std::fs::read_to_string(data("golf/python_verdicts.txt")).expect("the kept verdicts");
    let (mut programs, mut py2, mut py3) = (Vec::new(), Vec::new(), Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let parts: Vec<&str> = line.split('\t').collect();
        let [p, a2, a3] = parts.as_slice() else {
            panic!("a bad line: {line}");
        };
        programs.push(serde_json::from_str::<String>(p).expect("a JSON string"));
        py2.push(a2.to_string());
        py3.push(a3.to_string());
    }
    assert!(programs.len() >= 2000, "{} kept programs", programs.len());
    assert_eq!(
        programs,
        generated_programs(29, 2000),
        "the kept set is the generated one"
    );
    compare_verdicts(Semantics::Py2, &programs, &py2);
    compare_verdicts(Semantics::Py3, &programs, &py3);
}

/// The replacements `golf tricks` gives for the bit, shift, fallback and one-item-loop idioms,
/// checked against CPython: for every binding of the names over small ranges, the golfed
/// snippet and its readable form agree (in value, or in truth where only the truth counts).
#[test]
fn trick_replacements_agree_under_cpython() {
    use sudoku_lab::analyzer::tricks;
    // (source, trick, how they must agree, the names' loops)
    let cases = [
        (
            "x=(a<b)<<k;y=1\n",
            "bool-shift",
            "value",
            "for a in range(-3,4) for b in range(-3,4) for k in range(5)",
        ),
        (
            "x=1|(a<b)<<k;y=1\n",
            "bool-shift",
            "value",
            "for a in range(-3,4) for b in range(-3,4) for k in range(5)",
        ),
        (
            "if~m>>k&1:x\n",
            "complement-bit",
            "truth",
            "for m in range(-9,300) for k in range(10)",
        ),
        (
            "x=~m>>k&1;y=1\n",
            "complement-bit",
            "value",
            "for m in range(-9,300) for k in range(10)",
        ),
        (
            "if~m&1<<k:x\n",
            "complement-bit",
            "truth",
            "for m in range(-9,300) for k in range(10)",
        ),
        (
            "x=s or'-';y=1\n",
            "or-fallback",
            "value",
            "for s in ['','0','ab',0,5,None,[]]",
        ),
        (
            "if(a-b)*(c-d):x\n",
            "difference-test",
            "truth",
            "for a in range(-3,4) for b in range(-3,4)",
        ),
        (
            "x=[y*y+y for a in z for y in[a*a+1]]\n",
            "for-in-list-assign",
            "value",
            "for z in [[],[1,2],[-3,0,5]]",
        ),
        (
            "x=any(a-b for a in y)\n",
            "difference-test",
            "truth",
            "for a in range(-3,4) for b in range(-3,4)",
        ),
        (
            "n=5\nif n%3:x\n",
            "truthiness",
            "truth",
            "for n in range(-9,9)",
        ),
        (
            "x='%d,%s.'%(a,b);y=1\n",
            "percent-format",
            "value",
            "for a in range(-3,4) for b in ['x',1,None]",
        ),
        (
            "z=(r^y)*(c^x)*(r//3^y//3|c//3^x//3);w=1\n",
            "peer-product",
            "truth",
            "for r in range(9) for c in range(9) for y in range(9) for x in range(9)",
        ),
        (
            "z=(j//9^r)*(j%9^c)*(j//27^r//3|j%9//3^c//3);w=1\n",
            "peer-product",
            "truth",
            "for j in range(81) for r in range(9) for c in range(9)",
        ),
        (
            "x=a[:i]+c+a[i+1:];y=1\n",
            "slice-splice",
            "value",
            "for a in ['abc','xyz12'] for i in range(3) for c in ['Q','','RS']",
        ),
        (
            "x=a[:i]+[v]+a[-~i:];y=1\n",
            "slice-splice",
            "value",
            "for a in [[1,2,3],[4,5,6,7]] for i in range(3) for v in [9,[0]]",
        ),
        (
            "x=[c for c in'123456789'];y=1\n",
            "digit-string-loop",
            "items",
            "for k in [0]",
        ),
        (
            "x=[c for c in'9876543210'];y=1\n",
            "digit-string-loop",
            "items",
            "for k in [0]",
        ),
        (
            "n=3;x=n*n\n",
            "square-product",
            "value",
            "for n in range(-5,6)",
        ),
    ];
    let ran = agree_under_cpython(&cases, &[Semantics::Py2, Semantics::Py3]);
    eprintln!("{ran} Pythons agree with the replacements");
    // exit(print(x)) prints x once and stops with status 0, as print(x);exit() does.
    if let Some((python, env)) = find_python(Semantics::Py3) {
        let r = tricks::analyze("exit(print(3))\n").unwrap();
        let t = r.tricks.iter().find(|t| t.name == "exit-prints").unwrap();
        let run = |code: &str| {
            let o = python_c(python, &env, code);
            (o.status.code(), o.stdout, o.stderr)
        };
        let golfed = run(&t.golfed);
        assert_eq!(golfed, (Some(0), b"3\n".to_vec(), vec![]));
        assert_eq!(golfed, run(&t.readable));
    }
}

/// The finding named `name` in `golf tricks`' report on `src`, which must have one.
fn named(src: &str, name: &str) -> sudoku_lab::analyzer::tricks::Finding {
    let r = sudoku_lab::analyzer::tricks::analyze(src).unwrap();
    (r.tricks.iter())
        .find(|t| t.name == name)
        .cloned()
        .unwrap_or_else(|| panic!("{name} missing for {src:?}: {:?}", r.tricks))
}

/// Runs each case's golfed snippet and its readable form under the CPythons of `sems` (those
/// installed; the others skipped with a message), for every binding of the loops, and returns
/// how many agreed. `how`: "value", "truth", "items" (as lists), or "place:NAME" (the whole
/// source run with the snippet, then with the readable form put in its place: NAME's values
/// agree, so the readable form is a drop-in there, parentheses and all).
fn agree_under_cpython(cases: &[(&str, &str, &str, &str)], sems: &[Semantics]) -> usize {
    let mut script = String::from(
        "import sys\nbad=0\ndef run(code,env,var):\n d=dict(env)\n exec(code,d)\n return d[var]\n",
    );
    for &(src, name, how, loops) in cases {
        let t = named(src, name);
        let test = if how == "truth" {
            format!("bool({})==bool({})", t.golfed, t.readable)
        } else if how == "items" {
            format!("list({})==list({})", t.golfed, t.readable)
        } else if let Some(var) = how.strip_prefix("place:") {
            let plain = src.replacen(&t.golfed, &t.readable, 1);
            assert_ne!(plain, src, "{name}: {:?} not in {src:?}", t.golfed);
            format!("run({src:?},vars(),{var:?})==run({plain:?},vars(),{var:?})")
        } else {
            format!("({})==({})", t.golfed, t.readable)
        };
        // A list comprehension over the loops: every binding checked.
        script.push_str(&format!(
            "bad+=len([1 {loops} if not ({test})])\nprint('%s %d' % ({name:?}, bad))\n"
        ));
    }
    script.push_str("sys.exit(1 if bad else 0)\n");
    let mut ran = 0;
    for &sem in sems {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem}");
            continue;
        };
        let out = python_c(python, &env, &script);
        assert!(
            out.status.success(),
            "{python}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        ran += 1;
    }
    ran
}

/// The kinds added for golf the finder had not seen, each replacement run against CPython:
/// in value, and as a drop-in in its place (a conditional that needs parentheses there gets
/// them). Python 3 only where the golfed form is (f-strings, `*x,=`).
#[test]
fn new_kinds_agree_under_cpython() {
    let both = [
        (
            "x={c*2 for c in s};y=1\n",
            "set-comprehension",
            "value",
            "for s in ['','abca',[1,2,2]]",
        ),
        (
            "s=list(t);x=s[i*3:i*3+3];y=1\n",
            "run-slice",
            "place:x",
            "for t in [[1,2,3,4,5,6,7,8,9],'abcdefghi'] for i in range(3)",
        ),
        (
            "for a,b in zip(s,s[1:]):x\n",
            "zip-shifted",
            "items",
            "for s in ['','a','abc',[1,2,3]]",
        ),
        (
            "y=[a,b][c>0]+1\n",
            "index-ternary",
            "place:y",
            "for a in range(2) for b in range(5,7) for c in range(-1,2)",
        ),
        (
            "y=[x for x in s if[0,x][x>k]]\n",
            "index-ternary",
            "place:y",
            "for s in [[0,1,2,3]] for k in range(-1,3)",
        ),
        (
            "z=(r^y)*(c^x)*(r//3^y//3|c//3^x//3)<1\n",
            "peer-product",
            "place:z",
            "for r in range(9) for c in range(9) for y in range(0,9,4) for x in range(0,9,2)",
        ),
        (
            "def f(a):\n if a>1:return 1\n return 0\nr=f(a)\n",
            "return-int-bool",
            "place:r",
            "for a in range(4)",
        ),
        (
            "z=not(a<1)|(x>2);w=1\n",
            "bit-or-test",
            "place:z",
            "for a in range(-1,3) for x in range(5)",
        ),
    ];
    let py3 = [
        (
            "x=f'{a}-{b}!';y=1\n",
            "f-string",
            "value",
            "for a in range(-2,3) for b in ['x',None,1.5]",
        ),
        (
            "*x,=s\n",
            "star-unpack",
            "place:x",
            "for s in ['','ab',(1,2),range(3)]",
        ),
    ];
    // A function holding a bare `exec` (Python 2) refuses a generator expression: the
    // splice's readable form is a list comprehension there.
    let py2 = [
        (
            "def f(a,i):\n exec'a=a'\n a=a[:i]+'y'+a[i+1:]\n return a\nr=f(s,1)\n",
            "slice-splice",
            "place:r",
            "for s in ['abc','xyz9']",
        ),
        // A call's fallback inside a comprehension, where no statement can stand before it.
        (
            "g=lambda c:c.strip()\nr=[g(c)or'-'for c in s]\n",
            "or-fallback",
            "place:r",
            "for s in [['',' a','b '],[]]",
        ),
        // The same for a set difference: a set comprehension is a nested scope too.
        (
            "def f(u):\n exec'u=u'\n return set('123456789')-u\nr=sorted(f(set(s)))\n",
            "set-difference",
            "place:r",
            "for s in ['','13','987654321']",
        ),
    ];
    let ran = agree_under_cpython(&both, &[Semantics::Py2, Semantics::Py3])
        + agree_under_cpython(&py3, &[Semantics::Py3])
        + agree_under_cpython(&py2, &[Semantics::Py2]);
    eprintln!("{ran} runs agree with the new replacements");
}

/// The kinds the last held-out evaluation found missing, each replacement run against
/// CPython 2 and 3: in value, in truth where only the truth counts, or as a drop-in in its
/// place; and `exit(x)` run whole: the golfed program and its plain form exit alike (status,
/// standard output, standard error).
#[test]
fn recall_kinds_agree_under_cpython() {
    let both = [
        (
            "if n%3<1:x\n",
            "divisibility-test",
            "truth",
            "for n in range(-20,20)",
        ),
        (
            "y=n%7>0;z=1\n",
            "divisibility-test",
            "truth",
            "for n in range(-20,20)",
        ),
        ("if n%2:x\n", "parity-test", "truth", "for n in range(-9,9)"),
        ("y=x&1;z=1\n", "parity-bit", "value", "for x in range(-9,9)"),
        (
            "y=a+b&1;z=1\n",
            "parity-bit",
            "place:y",
            "for a in range(-5,5) for b in range(3)",
        ),
        (
            "y=a+b>>2;z=a//1\n",
            "shift-halve",
            "place:y",
            "for a in range(-9,9) for b in range(3)",
        ),
        (
            "y=1<<k+1;z=1\n",
            "shift-power",
            "place:y",
            "for k in range(9)",
        ),
        (
            "y=s[~i];z=1\n",
            "tilde-value",
            "place:y",
            "for s in ['abcd'] for i in range(4)",
        ),
        (
            "r=i//9;c=i%9;b=i//27*3\n",
            "band-index",
            "place:b",
            "for i in range(-30,120)",
        ),
        (
            "if a^b:x\n",
            "xor-test",
            "truth",
            "for a in range(-3,4) for b in range(-3,4)",
        ),
        (
            "y=-(-a//b);z=1\n",
            "ceil-division",
            "place:y",
            "for a in range(-20,20) for b in range(1,7)",
        ),
        (
            "y=0--a//3;z=1\n",
            "ceil-division",
            "place:y",
            "for a in range(-20,20)",
        ),
        // n**.5 may differ from math.sqrt(n) in the last bit: the whole part agrees.
        (
            "import math\ny=int(n**.5)\n",
            "square-root",
            "place:y",
            "for n in range(5000)",
        ),
        (
            "y=pow(b,e,m)\n",
            "modular-power",
            "place:y",
            "for b in range(-3,5) for e in range(6) for m in range(1,6)",
        ),
        (
            "y=(a,b)<(c,d)\n",
            "tuple-compare",
            "place:y",
            "for a in range(3) for b in range(3) for c in range(3) for d in range(3)",
        ),
        (
            "y=(a,b,c)<=(d,e,f)\n",
            "tuple-compare",
            "place:y",
            "for a in range(2) for b in range(2) for c in range(2) for d in range(2) for e in range(2) for f in range(2)",
        ),
        (
            "y=c not in a+b\n",
            "in-concatenation",
            "place:y",
            "for c in 'xyz' for a in ['','x','ab'] for b in ['','y','zz']",
        ),
        (
            "y='abc'[n::3]\n",
            "literal-table",
            "place:y",
            "for n in range(3)",
        ),
        (
            "y='.x.o'[c:c+2]\n",
            "literal-table",
            "place:y",
            "for c in range(3)",
        ),
        (
            "y=a and b or z\n",
            "and-or-ternary",
            "place:y",
            "for a in [0,1] for b in [0,'',3] for z in [5,None]",
        ),
        (
            "y=a or b and c;w=1\n",
            "and-or-precedence",
            "place:y",
            "for a in [0,2] for b in [0,3] for c in [0,'',4]",
        ),
        (
            "s=[1];t=1\nwhile s:s.pop()\n",
            "empty-test",
            "truth",
            "for s in [[],[1],'','a',{},{1:2}]",
        ),
        (
            "z=(j-i)%9*(j//9^i//9)*(j//27^i//27|j%9//3^i%9//3);w=1\n",
            "peer-factor",
            "truth",
            "for i in range(81) for j in range(81)",
        ),
    ];
    let ran = agree_under_cpython(&both, &[Semantics::Py2, Semantics::Py3]);
    eprintln!("{ran} Pythons agree with the recall kinds' replacements");
    // exit(x): the golfed program and the plain one, run whole under the dialect they are read in.
    let programs = [
        (
            Semantics::Py2,
            "import sys\nexit('ab')\n",
            "exit-prints",
            "ab\n",
        ),
        (
            Semantics::Py3,
            "import sys\nprint(1)\nexit('ab')\n",
            "exit-prints",
            "ab\n",
        ),
        (
            Semantics::Py2,
            "import sys\nf=lambda g:g and exit(g)\nf('ab')\n",
            "exit-prints",
            "ab\n",
        ),
        (
            Semantics::Py3,
            "import sys\nprint(1)\nf=lambda g:g and exit(g)\nf('ab')\n",
            "exit-prints",
            "ab\n",
        ),
        (
            Semantics::Py3,
            "import sys\nprint(1)\nsys.exit([1,'a'])\n",
            "exit-prints",
            "[1, 'a']\n",
        ),
        (Semantics::Py2, "import sys\nquit(3)\n", "exit-builtin", ""),
    ];
    for (sem, src, name, stderr) in programs {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem}");
            continue;
        };
        let t = named(src, name);
        let plain = src.replacen(&t.golfed, &t.readable, 1);
        assert_ne!(plain, src);
        let run = |code: &str| {
            let o = python_c(python, &env, code);
            (o.status.code(), o.stdout, o.stderr)
        };
        let golfed = run(src);
        assert_eq!(golfed.2, stderr.as_bytes(), "{src:?} under {python}");
        assert_eq!(
            golfed,
            run(&plain),
            "{src:?} against {plain:?} under {python}"
        );
    }
}

/// A lambda solver that collects every solution explores every branch, a repeated digit
/// trying its subtree again: `golf shorten` counts its calls so, and CPython agrees, call for
/// call, on the Wikipedia puzzle, and on how many times it outputs the solution.
#[test]
fn every_branch_calls_agree_with_cpython() {
    use sudoku_lab::analyzer::nodes::{PreparedPuzzle, digits_of};
    use sudoku_lab::puzzles::WIKIPEDIA;
    let Some((python, env)) = find_python(Semantics::Py3) else {
        eprintln!("skipped: no CPython 3");
        return;
    };
    let board = PreparedPuzzle::new(&WIKIPEDIA.grid());
    for digits in ["123456789", "1123456789"] {
        let solver = format!(
            "r=lambda a:a.find('0')<0and[a]or sum([r(a[:a.find('0')]+m+a[a.find('0')+1:])for m in'{digits}'if all(m!=a[j]or(a.find('0')-j)%9*(a.find('0')//9-j//9)*(a.find('0')//27-j//27|a.find('0')%9//3-j%9//3)for j in range(81))],[])"
        );
        // The calls counted by wrapping the lambda's name: its calls of itself go through it.
        let script = format!(
            "{solver}\nf=r;n=[0]\ndef r(a):\n n[0]+=1\n return f(a)\nx=r('{}')\nprint(n[0],len(x))\n",
            WIKIPEDIA.line
        );
        let out = python_c(python, &env, &script);
        let text = String::from_utf8_lossy(&out.stdout);
        let counted: Vec<u64> = text
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let ours = board.count_every_branch(&digits_of(digits), None);
        // The calls, and how many times the solution is output (`golf shorten` refuses a
        // digit string that changes the second).
        assert_eq!(vec![ours.nodes, ours.found], counted, "{digits}");
    }
}

/// Python 2's trailing-comma print, which `golf tricks` names `print-soft-space`: the values of
/// prints in a loop come out on one line, space-separated, with no space before the next
/// line's print, and no trailing space at the end (the interpreter ends the line at exit).
#[test]
fn the_trailing_comma_print_writes_space_separated_values() {
    use sudoku_lab::analyzer::tricks;
    let src = "for c in[1,2,3]:print c,\nprint\nprint 4,\n";
    let r = tricks::analyze(src).unwrap();
    assert!(r.tricks.iter().any(|t| t.name == "print-soft-space"));
    let Some((python, env)) = find_python(Semantics::Py2) else {
        eprintln!("skipped: no CPython 2");
        return;
    };
    let out = python_c(python, &env, src);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1 2 3\n4\n");
}

/// An exec loop in a recursive Python 2 function: the exec-loop's plain loop, put in place of
/// the counter's binding and the exec statement, changes the file's length by exactly the
/// figure claimed and prints the same solution; the slice-splice's plain form runs inside the
/// exec string (a generator expression there raises NameError: its scope cannot see the
/// function's locals).
#[test]
fn exec_string_tricks_in_a_function_run_under_cpython_2() {
    use sudoku_lab::analyzer::tricks;
    // Each form runs on a puzzle CPython 2's backtracking fills quickly.
    let puzzle = wikipedia_first_band_filled();
    let src = "def r(a):\n i=a.find('0')\n if i<0:print a;exit()\n m=1;exec\"if`m`not in[a[j]for j in range(81)if(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)<1]:r(a[:i]+`m`+a[i+1:])\\nm+=1\\n\"*9\nr(raw_input())\n";
    let r = tricks::analyze(src).unwrap();
    let find = |name: &str| r.tricks.iter().find(|t| t.name == name).unwrap();
    let (lp, splice) = (find("exec-loop"), find("slice-splice"));
    let looped = src.replacen(&format!("m=1;{}", lp.golfed), &lp.readable, 1);
    assert_eq!(looped.len() as isize - src.len() as isize, lp.saves);
    let spliced = src.replacen(&splice.golfed, &splice.readable, 1);
    let generator = src.replacen(
        &splice.golfed,
        "''.join(`m` if k==i else w for k,w in enumerate(a))",
        1,
    );
    let Some((python, env)) = find_python(Semantics::Py2) else {
        eprintln!("skipped: no CPython 2");
        return;
    };
    let run = |code: &str| {
        let mut child = Command::new(python)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .args(["-c", code])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        writeln!(child.stdin.take().unwrap(), "{puzzle}").unwrap();
        let o = child.wait_with_output().unwrap();
        (
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let golfed = run(src);
    assert_eq!(golfed.0.trim().len(), 81, "{golfed:?}");
    assert_eq!(run(&looped), golfed);
    assert_eq!(run(&spliced), golfed);
    assert!(run(&generator).1.contains("NameError"));
}

/// The third round of truth: each readable form that was wrong where it stood (a sum under
/// `%`, a string sliced into a list, a generator in a function holding a bare `exec`), put in
/// its place and run under CPython 2 and 3 (Python 2 only where the golfed form is).
#[test]
fn readable_forms_where_they_stand_agree_under_cpython() {
    let both = [
        (
            "y=-~i%9<1\n",
            "neg-tilde",
            "place:y",
            "for i in range(-20,20)",
        ),
        (
            "y=~-i*3<1\n",
            "tilde-neg",
            "place:y",
            "for i in range(-5,5)",
        ),
        (
            "g=s+'';y=g[i:i+3]+'x'\n",
            "run-slice",
            "place:y",
            "for s in ['abcdefghij'] for i in range(6)",
        ),
        (
            "g=list(s);y=g[i:i+3]+['x']\n",
            "run-slice",
            "place:y",
            "for s in ['abcdefghij'] for i in range(6)",
        ),
    ];
    let py2 = [(
        "def f(s):\n exec''\n return s[c::9]+'x'\nr=f(str(t))\n",
        "stride-slice",
        "place:r",
        "for t in ['abcdefghijklmnopqrstuvwxyz'] for c in range(3)",
    )];
    let ran = agree_under_cpython(&both, &[Semantics::Py2, Semantics::Py3])
        + agree_under_cpython(&py2, &[Semantics::Py2]);
    eprintln!("{ran} runs agree with the readable forms where they stand");
}

/// Each sign that a file both dialects parse works in one only, run under CPython: the file
/// works (exit 0) under the dialect kept, and fails or prints otherwise under the one ruled
/// out; and the analyzer rules out that one.
#[test]
fn the_dialect_signs_agree_with_cpython() {
    use sudoku_lab::analyzer::tricks;
    let run = |sem: Semantics, src: &str, stdin: &str| {
        let (python, env) = find_python(sem)?;
        let mut child = Command::new(python)
            .envs(env.iter().map(|(k, v)| (k, v)))
            .args(["-c", src])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        let o = child.wait_with_output().unwrap();
        Some((o.status.code(), o.stdout))
    };
    let cases = [
        ("print(1,2)\n", Semantics::Py2, ""),
        ("print()\n", Semantics::Py2, ""),
        (
            "g=input()\nx=g.split()\nprint(x)\n",
            Semantics::Py2,
            "1 2\n",
        ),
        ("x=raw_input()\nprint(x)\n", Semantics::Py3, "ab\n"),
        ("for i in xrange(9):x=1\nprint(x)\n", Semantics::Py3, ""),
        ("g='abc';i=9\nx=g[i/9]\nprint(x)\n", Semantics::Py3, ""),
        ("n=4\nx=range(n/2)\nprint(x)\n", Semantics::Py3, ""),
        ("x=map(int,'12')[0]\nprint(x)\n", Semantics::Py3, ""),
        ("x=range(3)+[4]\nprint(x)\n", Semantics::Py3, ""),
        ("d={}\nx=d.has_key(3)\nprint(x)\n", Semantics::Py3, ""),
        ("g=list(input())\nprint(g)\n", Semantics::Py2, "12\n"),
        ("s=input()\nfor c in s:print(c)\n", Semantics::Py2, "12\n"),
        (
            "def r(g):print(g.find('1'))\nr(input())\n",
            Semantics::Py2,
            "12\n",
        ),
    ];
    let mut ran = 0;
    for (src, out, stdin) in cases {
        let r = tricks::analyze(src).unwrap();
        assert_eq!(r.dialects.len(), 2, "{src:?}");
        assert_eq!(
            r.not_working.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            [out],
            "{src:?}"
        );
        let kept = r.works()[0];
        let (Some(good), Some(bad)) = (run(kept, src, stdin), run(out, src, stdin)) else {
            eprintln!("skipped: both CPythons are needed for {src:?}");
            continue;
        };
        assert_eq!(good.0, Some(0), "{src:?} under {kept}");
        assert!(bad != good, "{src:?} under {out}: {bad:?}");
        ran += 1;
    }
    eprintln!("{ran} dialect signs checked under CPython");
}

/// The missed idioms of the third round, each readable form run in its place under CPython 2
/// and 3 (Python 2 only where the golfed form is).
#[test]
fn missed_idioms_agree_under_cpython() {
    let both = [
        (
            "y=g[i*9:][:9]\n",
            "slice-of-slice",
            "place:y",
            "for g in ['abcdefghijklmnopqrstuvwxyz'*4,list(range(90))] for i in range(12)",
        ),
        (
            "y='.#'[n%2]\n",
            "char-table",
            "place:y",
            "for n in range(-5,5)",
        ),
    ];
    let py3 = [(
        "i=int(n)\ny=i-i%9;z=i//1\n",
        "floor-multiple",
        "place:y",
        "for n in range(-30,90)",
    )];
    let py2 = [
        (
            "i=int(n)\ny=i-i%27\n",
            "floor-multiple",
            "place:y",
            "for n in range(-30,90)",
        ),
        (
            "y=[i/27 for i in range(81)]\n",
            "band-index",
            "place:y",
            "for n in [0]",
        ),
    ];
    let ran = agree_under_cpython(&both, &[Semantics::Py2, Semantics::Py3])
        + agree_under_cpython(&py3, &[Semantics::Py3])
        + agree_under_cpython(&py2, &[Semantics::Py2]);
    eprintln!("{ran} runs agree with the missed idioms' readable forms");
}

/// The fourth round: each new readable form put in its place (its import, where it names one,
/// added at the top) and the whole program run under CPython: the same output and status.
#[test]
fn fourth_round_forms_run_alike_under_cpython() {
    let py2 = [
        ("g='abc';print len(g),g\n", "print-statement"),
        ("import sys;print>>sys.stdout,3,4\n", "print-statement"),
        ("i=0\nexec\"i+=1;\"*2\nprint i\n", "exec-loop"),
        (
            "i=0\nc=\"i+=1;i*=2\"\nexec c;exec c\nprint i\n",
            "exec-reuse",
        ),
        (
            "g=lambda c:c>'a'and c\ndef f(s,b):\n exec''\n return[g(c)or b for c in s]\nprint f('ab',1)\n",
            "or-fallback",
        ),
        (
            "def r(g):\n i=g.find('1')\n print i/27\nr('0'*60+'1')\n",
            "band-index",
        ),
    ];
    let py3 = [
        ("print(end='x')\n", "print-end"),
        ("a=1\nprint(a,a,end='')\n", "print-end"),
        (
            "for i in range(18):print(i,end=' \\n'[i%9>7])\n",
            "print-end",
        ),
        (
            "i=0\nc='i+=1;i*=2'\nexec(c)\nif i:exec(c)\nprint(i)\n",
            "exec-reuse",
        ),
        ("n=5\nprint(f'{n:3}|{n*2}')\n", "f-string"),
        ("g='ab'\nprint(f'{g!r}:{g[1:]}')\n", "f-string"),
        ("g=[1]\nprint('%d'%(len(g)-1))\n", "percent-str"),
    ];
    let imports = [
        (", with `import sys` on a line of its own", "import sys\n"),
        (
            ", with `from __future__ import print_function` at the top of the file",
            "from __future__ import print_function\n",
        ),
    ];
    let mut ran = 0;
    for (cases, sem) in [(&py2[..], Semantics::Py2), (&py3[..], Semantics::Py3)] {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem}");
            continue;
        };
        for &(src, name) in cases {
            let t = named(src, name);
            let mut readable = t.readable.clone();
            let mut head = "";
            for (said, line) in imports {
                if let Some(r) = readable.strip_suffix(said) {
                    readable = r.to_string();
                    head = line;
                }
            }
            let plain = format!("{head}{}", src.replacen(&t.golfed, &readable, 1));
            let (a, b) = (python_c(python, &env, src), python_c(python, &env, &plain));
            assert!(a.status.success(), "{src:?}: {a:?}");
            assert_eq!(
                (a.status.code(), a.stdout),
                (b.status.code(), b.stdout),
                "{name}: {src:?} against {plain:?}"
            );
            ran += 1;
        }
    }
    eprintln!("{ran} programs run alike with the fourth round's readable forms");
}
