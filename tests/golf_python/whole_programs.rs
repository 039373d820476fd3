//! Whole golfed programs under CPython, as the analyzer describes them: the calls a solver makes
//! (`golf shorten` counts them), Python 2's trailing-comma print, exec strings inside a
//! function, and the signs that a file both dialects parse works in only one.

use std::io::Write;
use std::process::{Command, Stdio};

use sudoku_lab::analyzer::pyexpr::Semantics;

use super::{find_python, python_c};
use crate::common::wikipedia_first_band_filled;

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
