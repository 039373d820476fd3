//! The readable forms `golf tricks` gives, run against their golfed text under CPython 2 and 3
//! (Python 2 or 3 alone where the golfed form is): in value, in truth where only the truth
//! counts, as items, as a drop-in put in its place, or as a whole program run alike.

use sudoku_lab::analyzer::pyexpr::Semantics;

use super::{find_python, python_c};

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

/// Comprehension, slice, index and set forms (set comprehensions, run and splice slices, zip of
/// a shifted copy, index-ternaries, peer products, f-strings, `*x,=`), each replacement run
/// against CPython: in value, and as a drop-in in its place (a conditional that needs
/// parentheses there gets them). Python 3 only where the golfed form is (f-strings, `*x,=`).
#[test]
fn comprehension_slice_and_index_forms_agree_under_cpython() {
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
    eprintln!("{ran} runs agree with the comprehension, slice and index forms");
}

/// Arithmetic and bit forms (divisibility and parity tests, shifts, `~` and `-~`, band indices,
/// ceiling division, tuple comparisons, literal tables, and/or conditionals), each replacement
/// run against CPython 2 and 3: in value, in truth where only the truth counts, or as a drop-in
/// in its place.
#[test]
fn arithmetic_and_bit_forms_agree_under_cpython() {
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
    eprintln!("{ran} Pythons agree with the arithmetic and bit forms' replacements");
}

/// `exit(x)` and `quit(n)` run whole: the golfed program and its plain form, under the dialect
/// they are read in, exit alike (status, standard output, standard error).
#[test]
fn exit_forms_run_whole_alike_under_cpython() {
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

/// Readable forms that depend on where they stand (a sum under `%`, a string sliced into a
/// list, a generator in a function holding a bare `exec`), put in their place and run under
/// CPython 2 and 3 (Python 2 only where the golfed form is).
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

/// Slice-of-slice, character tables, floor multiples, band indices, exec strings run twice and
/// `print(end=...)`, each readable form run in its place under CPython 2 and 3 (Python 2 only
/// where the golfed form is).
#[test]
fn slice_table_and_exec_forms_agree_under_cpython() {
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
    eprintln!("{ran} runs agree with the slice, table and exec readable forms");
}

/// Print, exec and formatting forms (the print statement, exec loops and reuse, `print(end=)`,
/// f-strings, `'%d'%`), each readable form put in its place (its import, where it names one,
/// added at the top) and the whole program run under CPython: the same output and status.
#[test]
fn print_exec_and_format_forms_run_whole_alike_under_cpython() {
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
    eprintln!("{ran} programs run alike with their print, exec and format readable forms");
}
