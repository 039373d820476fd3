//! The trick finder's accounting over whole programs: every node of the corpus of golfed
//! solvers (and of programs of odd constructs) is a trick's, ordinary, or listed as unknown, and
//! every readable form of an expression is a drop-in where it stands. It shares `find` with the
//! unit tests of single shapes (tests.rs).

use super::tests::find;
use super::*;
use super::{facts, finder, layout, report, totals};
use crate::pyexpr::{Expr, ExprKind};

/// The corpus of golfed solvers (tests/data/golf/corpus): each file's name and text.
fn corpus() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/golf/corpus");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    files.sort();
    assert!(files.len() >= 6, "{files:?}");
    files
}

/// The nodes of `source`'s syntax tree (statements and expressions) that are neither ordinary
/// Python (by [`report::is_ordinary`] and [`report::is_ordinary_stmt`]), nor listed as unknown
/// at their place, nor rewritten by a trick whose snippet holds them (its readable form no
/// longer holding their text), each as `line:col text`, under each dialect that parses it.
fn unaccounted(source: &str) -> Vec<String> {
    let r = analyze(source).unwrap();
    let mut out = Vec::new();
    for &sem in &r.dialects {
        let program = pystmt::parse_program(source, sem).unwrap();
        let (defined, _) = facts::definitions(&program);
        let listed =
            |line: usize, col: usize| r.unknown.iter().any(|u| (u.line, u.col) == (line, col));
        for (line, st) in program.stmts() {
            let toks = &line.tokens;
            let first = &toks[st.start];
            if !report::is_ordinary_stmt(&st.kind) && !listed(first.line, first.col) {
                out.push(format!(
                    "{sem} {}:{} a `{}` statement",
                    first.line,
                    first.col,
                    st.kind.word()
                ));
            }
            for root in st.kind.exprs() {
                root.visit(&mut |x| {
                    if report::is_ordinary(x, &defined) {
                        return;
                    }
                    let (a, b) = (&toks[x.start], &toks[x.end - 1]);
                    let (from, to) = (a.offset, b.offset + b.text.len());
                    let text = layout::tight_text(&source[from..to]);
                    let rewritten = r.tricks.iter().any(|t| {
                        t.span.is_some_and(|(p, q)| p <= from && to <= q)
                            && !layout::tight_text(&t.readable).contains(&text)
                    });
                    if !rewritten && !listed(a.line, a.col) {
                        out.push(format!("{sem} {}:{} {text}", a.line, a.col));
                    }
                });
            }
        }
    }
    out
}

/// Every node of every corpus file is a trick's, ordinary, or listed as unknown: nothing the
/// finder does not know is dropped.
#[test]
fn every_node_of_the_corpus_is_accounted_for() {
    let wrong: Vec<String> = corpus()
        .iter()
        .flat_map(|(name, src)| {
            unaccounted(src)
                .into_iter()
                .map(move |u| format!("{name} {u}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Odd but valid Python 3 (CPython 3.11 compiles it): classes, annotations, decorators,
/// try/with, nonlocal, `...`, f-strings, a called lambda, slices, bitwise operators.
const ODD_PY3: &str = r#"import sys
class A(object):
    x: int = 3
    def m(self, *a, **k):
        return a
@staticmethod
def g(): pass
def h(n):
    try:
        v = {k: w for k, w in enumerate(n)}
    except (ValueError if 1 ^ 0 else KeyError) as e:
        raise
    finally:
        pass
    with open(__file__) as f, open(__file__):
        d = f.read()[1:-1:2]
    t = (lambda q, *r: q)(1, 2)[0]
    u = n[1:2] if n else ...
    w = [*n, *n]
    z = f"{n!r:>3}" + f'{n}'
    del v
    assert n is not None, 'x'
    global G
    while n > 0 and not n < -1: n -= 1; break
    for i, (j, k) in enumerate([(1, 2)]): continue
    return -n ** 2 // 3 % 4 if 0 else not n in [1] or n is n
def o():
    c = 0
    def p():
        nonlocal c
        yield c
    return p
print(sys.argv[1:], ~1, 1 << 2 >> 1 ^ 3 & 5 | 6, [a[i+1:]+a[:i] for a in ['xy'] for i in (0,)], sep='', end='\n')
"#;

/// Odd but valid Python 2 (CPython 2.7's compiler parses it): print >>, backquotes, `<>`,
/// exec in, long and octal literals, old except syntax, with, slices, bitwise operators.
const ODD_PY2: &str = r#"import sys
class A:
    def m(self, a=(1, 2)):
        print >>sys.stderr, `a`, a <> 1,
        exec "x=1" in {}
        return a[1:][::-1]
try:
    print 1L, 0777, 0x1F, 1e3j
except (Exception if 1 ^ 0 else KeyError), e:
    raise ValueError, 'x'
finally:
    pass
def f(*a, **k):
    global g
    g = [x for x in a if x if not x] + list(y for y in a) + [a[i+1:]+a[:i] for i in (0,)]
    return lambda p, q=(1): p
with open(__file__) as h: pass
print sys.argv[1:], ~1, 1 << 2 >> 1 ^ 3 & 5 | 6, getattr(A, 'm')
"#;

/// Every node of a program of odd constructs is a trick's, ordinary, or listed as unknown,
/// in both dialects.
#[test]
fn every_node_of_odd_programs_is_accounted_for() {
    for (src, sem) in [(ODD_PY3, Semantics::Py3), (ODD_PY2, Semantics::Py2)] {
        let r = analyze(src).unwrap();
        assert_eq!(r.dialects, [sem], "{:?}", r.syntax_errors);
        let wrong = unaccounted(src);
        assert!(wrong.is_empty(), "{sem}: {wrong:#?}");
    }
}

/// The dialect a corpus file's first line names (`# corpus: python2, ...`).
fn corpus_dialect(src: &str) -> Semantics {
    if src.lines().next().unwrap_or("").contains("python2") {
        Semantics::Py2
    } else {
        Semantics::Py3
    }
}

/// Every readable form standing for an expression (a trick whose snippet is one node of the
/// tree, not a whole statement) is a drop-in there: put in its place, alone or in
/// parentheses, the file parses with one expression spanning it; or it writes a statement
/// (`t=... on a statement before`), which only a snippet outside every lambda and
/// comprehension may do: inside one no statement can stand before it.
#[test]
fn every_readable_form_of_an_expression_is_a_drop_in_in_the_corpus() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (name, src) in corpus() {
        let sem = corpus_dialect(&src);
        let r = analyze(&src).unwrap();
        let program = pystmt::parse_program(&src, sem).unwrap();
        let mut nodes: Vec<(usize, usize)> = Vec::new();
        let mut statements: Vec<(usize, usize)> = Vec::new();
        let mut scopes: Vec<(usize, usize)> = Vec::new();
        for (line, st) in program.stmts() {
            let toks = &line.tokens;
            let bytes = |x: &Expr| {
                let (a, b) = (&toks[x.start], &toks[x.end - 1]);
                (a.offset, b.offset + b.text.len())
            };
            if let pystmt::StmtKind::Expr(e) = &st.kind {
                statements.push(bytes(e));
            }
            for root in st.kind.exprs() {
                root.visit(&mut |x| {
                    nodes.push(bytes(x));
                    if matches!(x.kind, ExprKind::Lambda(..) | ExprKind::Comp(..)) {
                        scopes.push(bytes(x));
                    }
                });
            }
        }
        for t in &r.tricks {
            let Some(span) = t.span else { continue };
            if !nodes.contains(&span) || statements.contains(&span) {
                continue;
            }
            checked += 1;
            // A form that needs a module imported says so after the expression: the import
            // stands at the top of the file, wherever the expression is; the expression must fit.
            let expr = t
                .readable
                .split_once(", with `import ")
                .map_or(t.readable.as_str(), |(e, _)| e);
            let fits = [expr.to_string(), format!("({expr})")]
                .iter()
                .any(|x| finder::fits_in(&src, &[], span, x, sem));
            // A form that opens with a statement's keyword rewrites the statement around it.
            let keyword = [
                "return ", "import ", "if ", "for ", "while ", "raise ", "del ",
            ]
            .iter()
            .any(|k| expr.starts_with(k));
            let statement_form = keyword
                || expr.contains(['\n', ';'])
                || expr.contains("statement")
                || expr.contains("line of its own");
            let scoped = scopes.iter().any(|&(a, b)| a <= span.0 && span.1 <= b);
            // A statement in the body of the loop a comprehension stands for says so.
            let in_loop = expr.contains("as the body of");
            if !fits && ((scoped && !in_loop) || !statement_form) {
                wrong.push(format!(
                    "{name} {}:{} {} {:?} -> {:?}",
                    t.line, t.col, t.name, t.golfed, t.readable
                ));
            }
        }
    }
    assert!(checked >= 100, "{checked}");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// A trick inside another is "already spelled out" by its parent's readable form only when
/// that form no longer holds its golfed text (nor that text with a name the parent binds
/// written as its value): over the whole corpus.
#[test]
fn a_part_counted_in_its_parent_is_gone_from_the_parents_readable_form() {
    let mut notes = 0;
    for (name, src) in corpus() {
        let r = analyze(&src).unwrap();
        for t in &r.tricks {
            let Some(at) = t.counted_note.strip_prefix("inside the ") else {
                continue;
            };
            if !t.counted_note.contains("already spells this part out") {
                continue;
            }
            notes += 1;
            let (pname, rest) = at.split_once(" at ").unwrap();
            let place = rest.split(',').next().unwrap();
            let p = r
                .tricks
                .iter()
                .find(|p| p.name == pname && format!("{}:{}", p.line, p.col) == place)
                .unwrap_or_else(|| panic!("{name}: no {pname} at {place}"));
            let readable = layout::tight_text(&p.readable);
            let golfed = layout::tight_text(&t.golfed);
            assert!(!readable.contains(&golfed), "{name}: {t:?} in {p:?}");
            for (n, v) in totals::bindings(&p.golfed) {
                for v in [v.clone(), format!("({v})")] {
                    let renamed = totals::renamed(&golfed, &n, &v);
                    assert!(!readable.contains(&renamed), "{name}: {renamed} in {p:?}");
                }
            }
        }
    }
    assert!(notes >= 2, "{notes}");
    // What a one-item loop or a walrus binds is still there, renamed: the tricks inside count.
    for (file, parent) in [
        ("py3_lambda_join.py", "for-in-list-assign"),
        ("py3_walrus_lambda.py", "walrus"),
        ("py3_lambda_next.py", "walrus"),
    ] {
        let src = &corpus().into_iter().find(|(n, _)| n == file).unwrap().1;
        let r = analyze(src).unwrap();
        let p = find(&r, parent);
        let inside: Vec<&Finding> = r
            .tricks
            .iter()
            .filter(|t| {
                t.span != p.span
                    && t.span
                        .zip(p.span)
                        .is_some_and(|((a, b), (c, d))| c <= a && b <= d)
                    && t.name != "no-space"
            })
            .collect();
        assert!(inside.iter().any(|t| t.name == "slice-splice"), "{file}");
        // None is counted as spelled out by this parent; a part of a nearer parent (a peer
        // test's factor inside the peer test) may be, by that parent.
        let by_p = format!("inside the {} at {}:{},", p.name, p.line, p.col);
        for t in inside {
            if t.counted_note.starts_with(&by_p) || !t.counted_note.starts_with("inside the ") {
                assert_eq!(t.counted, t.saves, "{file}: {t:?}");
            }
        }
    }
}
