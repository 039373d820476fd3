//! CPython's nesting limits, per dialect, and what `golf tricks` and `golf shorten` do with a
//! file neither Python reads. Both tokenizers keep at most 100 indentation levels; Python 3's
//! keeps 200 brackets open; Python 2's parser keeps 1,500 grammar rules open, so each form of
//! nesting has its own depth there. The verdicts of a run of scripts/python/golf_compile.py
//! under CPython 2.7.18 and 3.11.7 are kept below; where those Pythons are installed, they are
//! asked again.

use std::process::Command;

use sudoku_lab::analyzer::pystmt::verdict_line;
use sudoku_lab::analyzer::pyvalue::Semantics;
use sudoku_lab::analyzer::tricks;

use crate::common::run;
use crate::golf_python::find_python;

/// A program that nests `form` `n` deep.
fn nested(form: &str, n: usize) -> String {
    let wrap = |open: &str, close: &str| format!("x={}1{}\n", open.repeat(n), close.repeat(n));
    match form {
        "blocks" => {
            let mut s: String = (0..n)
                .map(|i| format!("{}if 1:\n", " ".repeat(i)))
                .collect();
            s.push_str(&format!("{}pass\n", " ".repeat(n)));
            s
        }
        "parens" => wrap("(", ")"),
        "brackets" => wrap("[", "]"),
        "braces" => wrap("{", "}"),
        "calls" => wrap("f(", ")"),
        "minus" => wrap("-", ""),
        "not" => wrap("not ", ""),
        "lambda" => wrap("lambda:", ""),
        "pow" => wrap("2**", ""),
        "ifelse" => wrap("1 if 1 else ", ""),
        "block-parens" => format!("if 1:\n  {}", wrap("(", ")")),
        "block-minus" => format!("if 1:\n {}", wrap("-", "")),
        "body-minus" => format!("if 1:{}", wrap("-", "")),
        "header-minus" => format!("if {}1:pass\n", "-".repeat(n)),
        "print-minus" => format!("print {}1\n", "-".repeat(n)),
        _ => unreachable!("a form"),
    }
}

/// (form, depth, Python 2's verdict, Python 3's verdict), from CPython 2.7.18 and 3.11.7: the
/// deepest each reads and one deeper.
const KEPT: [(&str, usize, &str, &str); 36] = [
    ("blocks", 99, "ok", "ok"),
    (
        "blocks",
        100,
        "IndentationError 101",
        "IndentationError 101",
    ),
    ("parens", 98, "ok", "ok"),
    ("parens", 99, "MemoryError", "ok"),
    ("parens", 200, "MemoryError", "ok"),
    ("parens", 201, "MemoryError", "SyntaxError 1"),
    ("brackets", 98, "ok", "ok"),
    ("brackets", 99, "MemoryError", "ok"),
    ("brackets", 201, "MemoryError", "SyntaxError 1"),
    ("braces", 98, "ok", "ok"),
    ("braces", 99, "MemoryError", "ok"),
    ("braces", 201, "MemoryError", "SyntaxError 1"),
    ("calls", 92, "ok", "ok"),
    ("calls", 93, "MemoryError", "ok"),
    ("calls", 200, "MemoryError", "ok"),
    ("calls", 201, "MemoryError", "SyntaxError 1"),
    ("minus", 1480, "ok", "ok"),
    ("minus", 1481, "MemoryError", "ok"),
    ("not", 1480, "ok", "ok"),
    ("not", 1481, "MemoryError", "ok"),
    ("lambda", 740, "ok", "ok"),
    ("lambda", 741, "MemoryError", "ok"),
    ("pow", 740, "ok", "ok"),
    ("pow", 741, "MemoryError", "ok"),
    ("ifelse", 1480, "ok", "ok"),
    ("ifelse", 1481, "MemoryError", "ok"),
    ("block-parens", 98, "ok", "ok"),
    ("block-parens", 99, "MemoryError", "ok"),
    ("block-minus", 1476, "ok", "ok"),
    ("block-minus", 1477, "MemoryError", "ok"),
    ("body-minus", 1477, "ok", "ok"),
    ("body-minus", 1478, "MemoryError", "ok"),
    ("header-minus", 1482, "ok", "ok"),
    ("header-minus", 1483, "MemoryError", "ok"),
    ("print-minus", 1481, "ok", "ok"),
    ("print-minus", 1482, "MemoryError", "ok"),
];

/// Runs `f` on a thread with the stack a test thread has (2 MiB): the parser's recursion must
/// fit in it at every depth CPython reads.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("no overflow")
}

#[test]
fn nesting_limits_match_the_kept_cpython_verdicts() {
    let wrong: Vec<String> = on_small_stack(|| {
        let mut wrong = Vec::new();
        for (form, n, py2, py3) in KEPT {
            let p = nested(form, n);
            for (sem, want) in [(Semantics::Py2, py2), (Semantics::Py3, py3)] {
                let ours = verdict_line(&p, sem);
                if ours != want {
                    wrong.push(format!(
                        "{form} {n} under {sem}: CPython {want}, ours {ours}"
                    ));
                }
            }
        }
        wrong
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn nesting_limits_against_the_installed_pythons() {
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/python/golf_compile.py");
    let input: String = KEPT
        .iter()
        .map(|(form, n, _, _)| serde_json::to_string(&nested(form, *n)).expect("json") + "\n")
        .collect();
    for (k, sem) in Semantics::ALL.into_iter().enumerate() {
        let Some((python, env)) = find_python(sem) else {
            eprintln!("skipped: no CPython for {sem} on this machine");
            continue;
        };
        let mut cmd = Command::new(python);
        cmd.arg(&script)
            .envs(env.clone())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null());
        let mut child = cmd.spawn().expect("a python");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(input.as_bytes()).expect("written");
        }
        let out = child.wait_with_output().expect("an answer");
        let answers: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        let kept: Vec<&str> = KEPT.iter().map(|c| [c.2, c.3][k]).collect();
        assert_eq!(answers, kept, "{python} ({sem}) against the kept verdicts");
    }
}

/// Runs `golf CMD FILE` on `source` written to a file; returns (exit code, stderr).
fn golf_on(cmd: &str, name: &str, source: &str) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("golf-limits-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join(format!("{name}.py"));
    std::fs::write(&path, source).expect("written");
    let path = path.to_string_lossy().to_string();
    let mut args = vec!["golf", cmd, path.as_str()];
    if cmd == "shorten" {
        args.extend(["--peer-max-len", "1", "--peer-seconds", "1"]);
    }
    let r = run(&args, "");
    std::fs::remove_dir_all(&dir).ok();
    (r.code, r.stderr)
}

/// One rule for every golf subcommand that reads a file: a file neither Python parses is an
/// error naming each dialect's line, column and reason, with the bad-input exit code, whether
/// the fault is deep nesting, indentation or plain bad syntax.
#[test]
fn a_file_neither_python_parses_is_an_error_everywhere() {
    let cases = [
        (
            "deep",
            format!("x={}1{}\n", "(".repeat(2000), ")".repeat(2000)),
            "too many nested parentheses",
        ),
        (
            "blocks",
            nested("blocks", 101),
            "too many levels of indentation",
        ),
        ("bad", "def (:\n  ))))\n".to_string(), "unmatched ')'"),
    ];
    for cmd in ["tricks", "shorten"] {
        for (name, source, reason) in &cases {
            let (code, err) = golf_on(cmd, name, source);
            assert_eq!(code, 2, "golf {cmd} on {name}: {err}");
            assert!(
                err.contains("parses as neither Python")
                    && err.contains("as Python 2: line ")
                    && err.contains("as Python 3: line ")
                    && err.contains(", column ")
                    && err.contains(reason),
                "golf {cmd} on {name}: {err}"
            );
        }
    }
    // A file one dialect reads is analysed as before.
    let (code, err) = golf_on("tricks", "ok", &nested("parens", 150));
    assert_eq!(code, 0, "{err}");
}

/// `c and x or y` is a conditional only when x is always true: with print(x), which returns
/// None, `or y` runs y too. CPython shows both runs; the finder names only the true one.
#[test]
fn and_or_is_a_conditional_only_with_an_always_true_middle() {
    let names = |src: &str| -> Vec<String> {
        tricks::analyze(src)
            .expect("it parses")
            .tricks
            .iter()
            .map(|t| t.name.to_string())
            .collect()
    };
    let print_mid = "c=1\nc<2and print('A')or print('B')\n";
    let literal_mid = "c=1\nr=c<2and'A'or'B'\n";
    assert!(
        !names(print_mid).iter().any(|n| n == "and-or-ternary"),
        "{:?}",
        names(print_mid)
    );
    assert!(
        names(literal_mid).iter().any(|n| n == "and-or-ternary"),
        "{:?}",
        names(literal_mid)
    );
    let Some((python, env)) = find_python(Semantics::Py3) else {
        eprintln!("skipped: no CPython 3 on this machine");
        return;
    };
    let out = Command::new(python)
        .envs(env.clone())
        .args(["-c", print_mid])
        .output()
        .expect("python runs");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "A\nB\n",
        "both branches run"
    );
    let check = "for c in (1,3):\n assert (c<2and'A'or'B')==('A' if c<2 else 'B')\nprint('same')";
    let out = Command::new(python)
        .envs(env.clone())
        .args(["-c", check])
        .output()
        .expect("python runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "same\n");
}

/// A lambda's default that no recursive call passes: the finding says what the code does (the
/// parameter holds its default in every call), and CPython, watched by a profile hook, agrees.
#[test]
fn a_default_no_recursive_call_passes_is_named_as_such() {
    let src = "f=lambda s,k=0:'0'in s and[f(s.replace('0',c,1))for c in'12']\nf('1020')\n";
    let r = tricks::analyze(src).expect("it parses");
    let d = r
        .tricks
        .iter()
        .find(|t| t.name == "default-argument")
        .expect("the default argument is named");
    assert!(!d.note.contains("recursive calls pass"), "{}", d.note);
    assert!(
        d.note.contains("no call passes `k`") && d.note.contains("never reads it"),
        "{}",
        d.note
    );
    assert_eq!(d.saves, -4, "`,k=0` costs four bytes and does nothing");
    let Some((python, env)) = find_python(Semantics::Py3) else {
        eprintln!("skipped: no CPython 3 on this machine");
        return;
    };
    let hook = format!(
        "import sys\nseen=set()\ndef h(fr,ev,a):\n if ev=='call' and fr.f_code.co_name=='<lambda>':seen.add(fr.f_locals['k'])\nsys.setprofile(h)\nexec({src:?})\nsys.setprofile(None)\nprint(sorted(seen))"
    );
    let out = Command::new(python)
        .envs(env.clone())
        .args(["-c", &hook])
        .output()
        .expect("python runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.ends_with("[0]\n"), "k in every call: {text}");
}
