//! The parser's verdicts against CPython's: generated programs of a few lines (golf forms of
//! both dialects and of neither, headers with their bodies, indentation in spaces and tabs),
//! each parsed by `pystmt` and compiled by `scripts/python/golf_compile.py` under each dialect.

use sudoku_lab::analyzer::pyexpr::Semantics;
use sudoku_lab::analyzer::pystmt::verdict_line;

use super::{find_python, run_script};
use crate::common::{Rng, data};

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
