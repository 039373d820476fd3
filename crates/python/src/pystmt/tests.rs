//! The unit tests of the statement parser: dialects parting where CPython parts, and lines
//! holding their statements; the differential tests against CPython are in tests/golf_python/.

use super::*;
use crate::pyvalue::Semantics::{self, *};

fn verdict(source: &str, sem: Semantics) -> String {
    match parse_program(source, sem) {
        Ok(_) => "ok".to_string(),
        Err(e) => format!("{} {}", e.kind, e.line),
    }
}

#[test]
fn dialects_part_where_cpython_parts() {
    for (src, py2, py3) in [
        ("print x\n", "ok", "SyntaxError 1"),
        ("print(*x)\n", "SyntaxError 1", "ok"),
        ("x={*y}\n", "SyntaxError 1", "ok"),
        ("x=[*y]\n", "SyntaxError 1", "ok"),
        ("x=(*y,)\n", "SyntaxError 1", "ok"),
        ("(i:=3)\n", "SyntaxError 1", "ok"),
        ("i:=3\n", "SyntaxError 1", "SyntaxError 1"),
        ("def f():yield from x\n", "SyntaxError 1", "ok"),
        ("exec'x=1'*3\n", "ok", "SyntaxError 1"),
        ("if 1:\n\tx=1\n        y=2\n", "ok", "TabError 3"),
        (
            "if 1:\n x=1\n  y=2\n",
            "IndentationError 3",
            "IndentationError 3",
        ),
        (
            "if 1:\n  x=1\n y=2\n",
            "IndentationError 3",
            "IndentationError 3",
        ),
        ("def f():if 1:x\n", "SyntaxError 1", "SyntaxError 1"),
        ("x=1;if 1:x\n", "SyntaxError 1", "SyntaxError 1"),
        ("if 1:x\nelse:y\n", "ok", "ok"),
        ("else:y\n", "SyntaxError 1", "SyntaxError 1"),
        ("f(x)=1\n", "SyntaxError 1", "SyntaxError 1"),
        ("x=(1\ny=2\n", "SyntaxError 2", "SyntaxError 1"),
        ("print(1)*9%3\n", "ok", "ok"),
        ("try:x\nexcept E,e:y\n", "ok", "SyntaxError 2"),
    ] {
        assert_eq!(verdict(src, Py2), py2, "{src:?} in Python 2");
        assert_eq!(verdict(src, Py3), py3, "{src:?} in Python 3");
    }
}

#[test]
fn lines_hold_their_statements_and_levels() {
    let p = parse_program("def r(a):\n i=1;~i or f(a)\n if i:x\n", Py2).unwrap();
    let shown: Vec<(usize, &str)> = p.stmts().map(|(_, s)| (s.level, s.kind.word())).collect();
    assert_eq!(
        shown,
        [
            (0, "def"),
            (1, "assignment"),
            (1, "expression"),
            (1, "if"),
            (2, "expression")
        ]
    );
}
