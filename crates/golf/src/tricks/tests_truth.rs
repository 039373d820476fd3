//! The third round of truth: each false finding the last held-out evaluation found, judged
//! where it stands (its operand context, the types it meets, the dialects the file runs
//! under). Each case failed on the code before it.
#![cfg(test)]

use super::*;

use super::tests_recall::{check, has};

/// The helpers that run readable forms under CPython, for the other truth tests.
pub(super) use idioms_under_cpython::{agrees, finding, run};

/// `-~i` under an operator that binds tighter than `+`, even where another trick reads the
/// expression around it (`-~i%9<1` is a divisibility test too): only `(i+1)` keeps it.
#[test]
fn neg_tilde_is_judged_by_the_operator_around_it() {
    check(&[
        ("i=5\nprint(-~i%9<1)\n", "neg-tilde", "-~i", "(i+1)", 2),
        ("i=5\nx=-~i%9>0\n", "neg-tilde", "-~i", "(i+1)", 2),
        ("i=5\nx=~-i*3<1\n", "tilde-neg", "~-i", "(i-1)", 2),
        // Where nothing binds tighter, the sum stands bare and the trick saves nothing.
        ("i=5\nx=-~i<9\n", "neg-tilde", "-~i", "i+1", 0),
    ]);
}

/// A parity test or a truthiness stands for a truth value: not for a number multiplied (a
/// factor of a product) nor a value kept (`x or y`'s x).
#[test]
fn a_number_used_as_a_number_is_no_test() {
    for src in [
        "if n%2*k:x\n",
        "if k*(n%2):x\n",
        "if(n%2)*k:x\n",
        "y=n%2*3 or 1\n",
        "y=a*(n%2)or 9\n",
    ] {
        assert!(!has(src, "parity-test"), "{src:?}");
    }
    for src in [
        "i=0\nif i*k:x\n",
        "i=0\ny=(i*3)*k or 2\n",
        "i=0\nif(i)*k:x\n",
    ] {
        let r = analyze(src).unwrap();
        assert!(
            !r.tricks
                .iter()
                .any(|t| t.name == "truthiness" && t.golfed == "i"),
            "{src:?}: {:?}",
            r.tricks
        );
    }
    // A test standing alone is still one.
    assert!(has("if n%2:x\n", "parity-test"));
    assert!(has("i=0\nwhile i:i-=1\n", "truthiness"));
}

/// A slice of a string is a string and of a list a list: the readable form keeps the type
/// (a list where a string stands breaks `+`), and a value of unknown type takes none.
#[test]
fn slices_keep_their_type() {
    check(&[
        (
            "g=input()\nprint(g[3:3+9]+'x')\n",
            "run-slice",
            "g[3:3+9]",
            "''.join(g[v]for v in range(3,3+9))",
            26,
        ),
        (
            "g=list(s)\nx=g[3:3+9]\n",
            "run-slice",
            "g[3:3+9]",
            "[g[v]for v in range(3,3+9)]",
            19,
        ),
        (
            "s=raw_input();print s[c::9]\n",
            "stride-slice",
            "s[c::9]",
            "''.join(s[v]for v in range(c,len(s),9))",
            32,
        ),
        // In a function holding a bare exec (Python 2), the join takes a list comprehension.
        (
            "def f(s):\n exec''\n return s[c::9]\nf(raw_input())\n",
            "stride-slice",
            "s[c::9]",
            "''.join([s[v]for v in range(c,len(s),9)])",
            34,
        ),
    ]);
    for src in [
        "def f(s):\n for l in s:print(l[::3]+'x')\n",
        "import sys\nfor l in sys.stdin:print(l[2:2+9])\n",
        "def f(g):return g[a:a+9]\n",
    ] {
        assert!(
            !has(src, "run-slice") && !has(src, "stride-slice"),
            "{src:?}"
        );
    }
}

/// A file that parses as both dialects but works in one only is read as that one: its
/// readable forms are that dialect's (`exit(g)` prints by print(..., file=) in Python 3).
#[test]
fn a_file_is_read_in_the_dialect_it_works_in() {
    let src = "def r(g):\n if'0'not in g:exit(g)\n r(g)\nr(input().strip())\n";
    check(&[(
        src,
        "exit-prints",
        "exit(g)",
        "print(g,file=sys.stderr);exit(1), with `import sys` on a line of its own",
        36,
    )]);
    let r = analyze(src).unwrap();
    assert_eq!(r.dialects.len(), 2);
    assert_eq!(r.works(), [pyexpr::Semantics::Py3]);
    // Each sign, and the dialect it rules out.
    use pyexpr::Semantics::{Py2, Py3};
    for (src, out) in [
        ("print(1,2)\n", Py2),
        ("print()\n", Py2),
        ("g=input()\nx=g.split()\n", Py2),
        ("x=raw_input()\n", Py3),
        ("for i in xrange(9):x=1\n", Py3),
        ("x=g[i/9]\n", Py3),
        ("x=range(n/2)\n", Py3),
        ("x=map(int,s)[0]\n", Py3),
        ("x=range(3)+[4]\n", Py3),
        ("x=d.has_key(3)\n", Py3),
    ] {
        let r = analyze(src).unwrap();
        assert_eq!(
            r.not_working.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            [out],
            "{src:?}"
        );
    }
    // No sign: both work; a print_function import, a bound name, one value printed.
    for src in [
        "from __future__ import print_function\nprint(1,2)\n",
        "def xrange(n):return n\nx=xrange(3)\n",
        "print(1)\n",
        "x=g[i//9]\n",
        "n=input()\nx=n*2\n",
    ] {
        assert!(analyze(src).unwrap().not_working.is_empty(), "{src:?}");
    }
}

/// A walrus against the plain statement before it: that line takes the indentation a reader
/// writes (four spaces a level, as every added line is counted), and the name put in the
/// walrus's place keeps the space a keyword needs (`if n>3`).
#[test]
fn a_walrus_is_measured_against_the_printed_plain_form() {
    check(&[
        (
            "if(n:=len(s))>3:print(n)\n",
            "walrus",
            "n:=len(s)",
            "n=len(s) on a statement of its own before, `n` here",
            0,
        ),
        (
            "def f(s):\n if(n:=len(s))>3:print(n)\nf(s)\n",
            "walrus",
            "n:=len(s)",
            "n=len(s) on a statement of its own before, `n` here",
            4,
        ),
    ]);
}

/// The idioms the last evaluation found missing, each with its readable form and bytes, and
/// where each must not be claimed.
#[test]
fn the_missed_idioms() {
    check(&[
        // The band of a cell's index, alone where a loop over the 81 cells binds it.
        (
            "b=[i/27 for i in range(81)]\n",
            "band-index",
            "i/27",
            "i/9/3",
            1,
        ),
        // A number rounded down to a multiple (Python 3: `//`; Python 2: `/`).
        (
            "i=5\nb=i-i%9;c=a//2\n",
            "floor-multiple",
            "i-i%9",
            "i//9*9",
            1,
        ),
        ("i=5\nb=i-i%27\n", "floor-multiple", "i-i%27", "i/27*27", 1),
        // Sliced twice: the start written once.
        (
            "x=g[i*9:][:9]\n",
            "slice-of-slice",
            "g[i*9:][:9]",
            "g[i*9:i*9+9]",
            1,
        ),
        (
            "x=g[a:][:9]\n",
            "slice-of-slice",
            "g[a:][:9]",
            "g[a:a+9]",
            -1,
        ),
        // A literal of characters as a table.
        (
            "print('.#'[n%2])\n",
            "char-table",
            "'.#'[n%2]",
            "['.','#'][n%2]",
            5,
        ),
        // A bit flipped: a set's `^=` is a byte shorter.
        ("m^=1<<d\n", "bitmask-toggle", "m^=1<<d", "m^={d}", -1),
    ]);
    for (src, name) in [
        // Without a cell's index in view, `/27` is only a division.
        ("b=i/27;c=1\n", "band-index"),
        ("b=[i/27 for i in range(80)]\n", "band-index"),
        // A different name on each side, or a string (`%` formats).
        ("b=i-j%9\n", "floor-multiple"),
        ("s='%d';b=s-s%9\n", "floor-multiple"),
        // A start counted from the end, or a step.
        ("x=g[-3:][:9]\n", "slice-of-slice"),
        ("x=g[a::2][:9]\n", "slice-of-slice"),
        // A constant index, one character, or a slice is no table.
        ("x='abc'[0]\n", "char-table"),
        ("x='a'[k]\n", "char-table"),
        ("x='abc'[k:]\n", "char-table"),
        // `^=` of anything but one bit.
        ("m^=k\n", "bitmask-toggle"),
        ("m^=2<<d\n", "bitmask-toggle"),
    ] {
        assert!(!has(src, name), "{src:?}: {name}");
    }
}

/// What input() returns reaches a function as an argument (`r(input())`): a string method on
/// that parameter marks a Python 3 file, as it does on a name bound to input() itself.
#[test]
fn input_passed_to_a_function_is_read_as_python_3() {
    use pyexpr::Semantics::{Py2, Py3};
    for src in [
        "def r(g):\n i=g.find('0')\n if i<0:print(g);return\n r(g[:i]+'1'+g[i+1:])\nr(input())\n",
        "f=lambda s,k:s.split()[k]\nprint(f(input(),0))\n",
        "def r(n,g):\n print(g.strip())\nr(0,input())\n",
    ] {
        let r = analyze(src).unwrap();
        assert_eq!(r.works(), [Py3], "{src:?}");
        assert_eq!(
            r.not_working.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            [Py2],
            "{src:?}"
        );
    }
    // The argument at another place, or a parameter the file rebinds to a number first.
    for src in [
        "def r(n,g):\n print(g.strip())\nr(input(),'x')\n",
        "def r(g):\n g=str(g);print(g.strip())\nr(input())\n",
    ] {
        assert!(analyze(src).unwrap().not_working.is_empty(), "{src:?}");
    }
}

/// A print statement of several values, or to a file, is a tuple printed or a syntax error
/// when written `print(...)` under Python 2, where a file holding print statements runs: its
/// call form there needs the print function imported from `__future__`, and says so.
#[test]
fn a_print_statement_of_several_values_names_the_future_import() {
    let with = ", with `from __future__ import print_function` at the top of the file";
    check(&[
        (
            "g=raw_input();print len(g),g\n",
            "print-statement",
            "print len(g),g",
            &format!("print(len(g),g){with}"),
            1,
        ),
        (
            "import sys;print>>sys.stderr,3\n",
            "print-statement",
            "print>>sys.stderr,3",
            &format!("print(3,file=sys.stderr){with}"),
            5,
        ),
    ]);
    // One value prints alike either way: no import.
    check(&[(
        "g=1;print len(g)\n",
        "print-statement",
        "print len(g)",
        "print(len(g))",
        1,
    )]);
}

/// A bit mask held in a name (`m=1<<d`): `r|=m` adds d, `r^=m` adds or removes it, `r&m`
/// tests it, and a union of masks (`(r|c)&m`) is the sets' union, spelled alike.
#[test]
fn a_mask_held_in_a_name_is_a_bit_of_a_set() {
    let src = "r=c=0\nfor d in range(9):\n m=1<<d\n if r&m:r|=m\n if(r|c)&m<1:c^=m\nprint(r)\n";
    check(&[
        (src, "bitmask-test", "r&m", "r//2**d%2==1", 9),
        (src, "bitmask-set", "r|=m", "r.add(d)", 4),
        (src, "bitmask-toggle", "c^=m", "c^={d}", 2),
        (src, "bitmask-test", "(r|c)&m", "(r|c)&2**d", 3),
    ]);
    let r = analyze(src).unwrap();
    assert!(r.unknown.is_empty(), "{:?}", r.unknown);
    let src = "r=0\nfor d in range(9):\n m=1<<d\n if~r&m:r^=m\nprint(r)\n";
    check(&[(src, "complement-bit", "~r&m", "not r&m", 3)]);
    assert!(analyze(src).unwrap().unknown.is_empty());
    // A name bound to anything else, or to two different bits, is no mask.
    for src in ["m=5\nr=0\nr|=m\n", "m=1<<d\nm=1<<e\nr=0\nr^=m\n"] {
        assert!(
            !has(src, "bitmask-set") && !has(src, "bitmask-toggle"),
            "{src:?}"
        );
    }
}

/// `print(end=...)` with no value, several values, or an end computed as a string: each is
/// sys.stdout.write() of the same text.
#[test]
fn print_end_in_every_form() {
    let w = ", with `import sys` on a line of its own";
    check(&[
        (
            "print(end='x')\n",
            "print-end",
            "print(end='x')",
            &format!("sys.stdout.write('x'){w}"),
            18,
        ),
        (
            "a=1\nprint(a,a,end='')\n",
            "print-end",
            "print(a,a,end='')",
            &format!("sys.stdout.write(str(a)+' '+str(a)){w}"),
            29,
        ),
        (
            "for i in range(81):print(i,end=' \\n'[i%9>7])\n",
            "print-end",
            "print(i,end=' \\n'[i%9>7])",
            &format!("sys.stdout.write(str(i)+' \\n'[i%9>7]){w}"),
            23,
        ),
    ]);
    // Not a statement: print() returns None, write() a count.
    assert!(!has("x=[print(i,end='')for i in'ab']\n", "print-end"));
}

/// An exec loop's counter read outside the code (`print i` after it) keeps its last value only
/// when kept in the loop's body: the loop variable would end one less.
#[test]
fn an_exec_counter_read_after_the_loop_stays_in_the_body() {
    check(&[
        (
            "i=0\nexec\"i+=1;\"*2\nprint i\n",
            "exec-loop",
            "exec\"i+=1;\"*2",
            "for _ in range(2):i+=1",
            9,
        ),
        (
            "i=0\nexec\"print i;i+=1;\"*2\n",
            "exec-loop",
            "exec\"print i;i+=1;\"*2",
            "for i in range(2):print i",
            0,
        ),
        // Named before it only (another function's own `i`): the loop variable.
        (
            "def f(i):return i\ni=0\nexec\"print i;i+=1;\"*2\n",
            "exec-loop",
            "exec\"print i;i+=1;\"*2",
            "for i in range(2):print i",
            0,
        ),
    ]);
}

/// A list comprehension whose items are calls returning None (print, a list's append) as a
/// lambda's body is a loop, where no for statement can stand: a def's loop in plain Python.
#[test]
fn a_comprehension_in_a_lambda_is_a_loop() {
    check(&[(
        "L=lambda g:[print(g[a:][:9])for a in range(0,81,9)]\nL(input())\n",
        "comprehension-loop",
        "[print(g[a:][:9])for a in range(0,81,9)]",
        "for a in range(0,81,9):print(g[a:][:9]), as the body of the def the lambda stands for",
        -1,
    )]);
    // Items of value: a list the lambda returns, no loop.
    assert!(!has(
        "L=lambda g:[int(c)for c in g]\nprint(L('12'))\n",
        "comprehension-loop"
    ));
}

/// A code string bound to a name and run by exec in several places: its code written once,
/// in place of writing it at each (the binding counted with the first).
#[test]
fn a_code_string_run_twice_by_exec() {
    let reuse = |src: &str| -> Vec<(String, String, isize)> {
        let r = analyze(src).unwrap();
        r.tricks
            .iter()
            .filter(|t| t.name == "exec-reuse")
            .map(|t| (t.golfed.clone(), t.readable.clone(), t.saves))
            .collect()
    };
    let f = |g: &str, r: &str, n| (g.to_string(), r.to_string(), n);
    assert_eq!(
        reuse("i=0\nc=\"i+=1;i*=2\"\nexec c;exec c\nprint i\n"),
        [f("exec c", "i+=1;i*=2", -11), f("exec c", "i+=1;i*=2", 3)]
    );
    assert_eq!(
        reuse("i=0\nc='i+=1;i*=2'\nexec(c)\nif i:exec(c)\nprint(i)\n"),
        [f("exec(c)", "i+=1;i*=2", -12), f("exec(c)", "i+=1;i*=2", 2)]
    );
    // The code's own tricks are read once, at the first exec.
    let r = analyze("i=0\nc='i=-~i'\nexec(c)\nexec(c)\nprint(i)\n").unwrap();
    assert_eq!(
        r.tricks.iter().filter(|t| t.name == "neg-tilde").count(),
        1,
        "{:?}",
        r.tricks
    );
    // Run once, or a name bound twice: no reuse.
    assert!(reuse("i=0\nc='i+=1'\nexec(c)\nprint(i)\n").is_empty());
    assert!(reuse("i=0\nc='i+=1'\nexec(c)\nc='i-=1'\nexec(c)\n").is_empty());
}

/// In a function holding a bare exec (Python 2) a lambda with a free name is a SyntaxError:
/// the fallback's plain form binds the call's value by a list comprehension's loop instead.
#[test]
fn a_fallback_in_a_function_holding_a_bare_exec_takes_no_lambda() {
    check(&[(
        "def f(s,b):\n exec''\n return[g(c)or b for c in s]\nf('ab',1)\n",
        "or-fallback",
        "g(c)or b",
        "[t if t else b for t in[g(c)]][0]",
        25,
    )]);
}

/// The band of a cell's index where the index is the blank's (`i=g.find('0')`), a counter
/// over the 81 cells (`i<81`), or a column is taken from it (`i%9`).
#[test]
fn the_band_of_any_cell_index() {
    for src in [
        "def r(g):\n i=g.find('0')\n b=i/27\n r(g)\n",
        "def s(g,i=0):\n while i<81 and g[i]>'0':i+=1\n print i/27\n",
        "def r(g,i):\n print i/27,i%9\n",
    ] {
        assert!(has(src, "band-index"), "{src:?}");
    }
    // `%` by another number, a comparison with another bound, a find() of something else bound.
    for src in [
        "b=i/27;c=i%7\n",
        "while i<80:i+=1\nb=i/27\n",
        "j=g.find('0');b=i/27\n",
    ] {
        assert!(!has(src, "band-index"), "{src:?}");
    }
}

/// `'%d'%(x-1)`: the operand's parentheses are str()'s own, so the plain form writes them once
/// (here two bytes shorter than the golfed form).
#[test]
fn percent_str_writes_the_operands_parentheses_once() {
    check(&[(
        "g=[1]\nx='%d'%(len(g)-1)\n",
        "percent-str",
        "'%d'%(len(g)-1)",
        "str(len(g)-1)",
        -2,
    )]);
}

/// An f-string's fields with a conversion or a format spec: repr() and format() in the plain
/// form; a slice's `:` inside brackets is no spec.
#[test]
fn f_strings_with_specs_and_conversions() {
    check(&[
        (
            "n=1\nx=f'{n:3}|{n*2}'\n",
            "f-string",
            "f'{n:3}|{n*2}'",
            "format(n,'3')+'|'+str(n*2)",
            12,
        ),
        (
            "g='ab'\nx=f'{g!r}:{g[1:]}'\n",
            "f-string",
            "f'{g!r}:{g[1:]}'",
            "repr(g)+':'+str(g[1:])",
            6,
        ),
    ]);
    assert!(!has("n=1\nx=f'{n=}'\n", "f-string"));
}

/// A walrus first in a list display, its value reading its own name (`[n:=n+1,n*2]`): nothing
/// of the statement is evaluated before it, so a statement before binds the name.
#[test]
fn a_walrus_first_in_a_display_is_hoisted() {
    check(&[
        (
            "n=1\nx=[n:=n+1,n*2]\nprint(x)\n",
            "walrus",
            "n:=n+1",
            "n=n+1 on a statement of its own before, `n` here",
            1,
        ),
        (
            "n=1\nprint((y:=n-1,y*2))\n",
            "walrus",
            "y:=n-1",
            "y=n-1 on a statement of its own before, `y` here",
            1,
        ),
    ]);
    assert!(
        analyze("n=1\nx=[n:=n+1,n*2]\nprint(x)\n")
            .unwrap()
            .unknown
            .is_empty()
    );
}

/// What input() returns taken apart as a sequence (`list(input())`, `map(int,input())`, a
/// `for` over it): Python 2 evaluates the line, a number there, which is no sequence.
#[test]
fn input_read_as_a_sequence_is_python_3() {
    use pyexpr::Semantics::Py2;
    for src in [
        "g=list(input())\nprint(g)\n",
        "g=[*map(int,input())]\nprint(g)\n",
        "s=input()\nfor c in s:print(c)\n",
        "print(set(input()))\n",
        "x=[c for c in input()]\n",
    ] {
        let r = analyze(src).unwrap();
        assert_eq!(
            r.not_working.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            if r.dialects.len() == 2 {
                vec![Py2]
            } else {
                vec![]
            },
            "{src:?}"
        );
        if r.dialects.len() == 2 {
            assert!(
                r.not_working[0].1.contains("input()"),
                "{:?}",
                r.not_working
            );
        }
    }
}

/// Readable forms that run where the golfed ones do (a constant's bits as a set), no finding
/// whose readable form is its golfed text, a finding inside another kept, and the general rules
/// for golf idioms of conditions, slices, zips and exec strings. Each case failed on the
/// code before it; where a claim is about Python's behaviour, it is checked under CPython when
/// one is installed (skipped with a message when not).
#[cfg(test)]
mod idioms_under_cpython {
    use super::*;

    use std::process::Command;
    use std::sync::OnceLock;

    /// The CPython installed for `sem`, by its own file (`sys.executable`), looked for once:
    /// through pyenv's shim, each run would start a shell script as well as the interpreter.
    fn python(sem: Semantics) -> Option<&'static str> {
        static PY2: OnceLock<Option<String>> = OnceLock::new();
        static PY3: OnceLock<Option<String>> = OnceLock::new();
        let (once, cmd, env) = match sem {
            Semantics::Py3 => (&PY3, "python3", vec![]),
            Semantics::Py2 => (&PY2, "python2", vec![("PYENV_VERSION", "2.7.18")]),
        };
        once.get_or_init(|| {
            let o = Command::new(cmd)
                .envs(env)
                .args(["-c", "import sys; print(sys.executable)"])
                .output()
                .ok()?;
            let path = String::from_utf8_lossy(&o.stdout).trim().to_string();
            (o.status.success() && std::path::Path::new(&path).is_file()).then_some(path)
        })
        .as_deref()
    }

    /// What `src` prints under `sem`'s CPython (standard output, or the error's last line).
    pub(crate) fn run(sem: Semantics, src: &str) -> Option<String> {
        let o = Command::new(python(sem)?).args(["-c", src]).output().ok()?;
        let err = String::from_utf8_lossy(&o.stderr);
        let failed = if o.status.success() {
            ""
        } else {
            err.lines().last().unwrap_or("failed")
        };
        Some(format!("{}{failed}", String::from_utf8_lossy(&o.stdout)))
    }

    /// The finding `name` on `golfed` in `src`.
    pub(crate) fn finding(src: &str, name: &str, golfed: &str) -> Finding {
        let r = analyze(src).unwrap();
        r.tricks
            .iter()
            .find(|t| t.name == name && t.golfed == golfed)
            .cloned()
            .unwrap_or_else(|| panic!("no {name} on {golfed:?} in {:?}", r.tricks))
    }

    /// The finding's readable form put in place of its golfed text prints what `src` prints,
    /// under each dialect's CPython that is installed.
    pub(crate) fn agrees(src: &str, name: &str, golfed: &str, sems: &[Semantics]) {
        let t = finding(src, name, golfed);
        let plain = src.replacen(golfed, &t.readable, 1);
        assert_ne!(plain, src);
        for &sem in sems {
            let (Some(a), Some(b)) = (run(sem, src), run(sem, &plain)) else {
                eprintln!("skipped: no CPython for {sem}");
                continue;
            };
            assert!(!a.contains("Error"), "{sem}: {src:?} fails: {a}");
            assert_eq!(a, b, "{sem}: {plain:?}");
        }
    }

    /// `K>>x&1` with K a constant reads bit x of K: the set of K's bit positions, computed, is
    /// its readable form (`x in K` raises TypeError), and the `-~i` inside it is still found.
    #[test]
    fn a_constant_mask_is_the_set_of_its_bits() {
        let src =
            "c=[0,1,1,0,1,1]\nn=len(c)\nfor i in range(n):\n if 22>>c[i-1]*2+c[-~i%n]&1:print(i)\n";
        let golfed = "22>>c[i-1]*2+c[-~i%n]&1";
        let t = finding(src, "bitmask-test", golfed);
        assert_eq!(t.readable, "c[i-1]*2+c[-~i%n]in{1,2,4}");
        agrees(
            src,
            "bitmask-test",
            golfed,
            &[Semantics::Py2, Semantics::Py3],
        );
        check(&[(src, "neg-tilde", "-~i", "(i+1)", 2)]);
        // As a value: the bit, 0 or 1.
        let src = "c=[0,1,1,0,1,1]\nfor i in range(6):print(150>>c[i-1]*2+c[i]&1)\n";
        let t = finding(src, "bitmask-test", "150>>c[i-1]*2+c[i]&1");
        assert_eq!(t.readable, "int(c[i-1]*2+c[i]in{1,2,4,7})");
        agrees(
            src,
            "bitmask-test",
            "150>>c[i-1]*2+c[i]&1",
            &[Semantics::Py2, Semantics::Py3],
        );
    }

    /// `a>>b+c` is `a>>(b+c)`: a shift binds looser than a sum.
    #[test]
    fn a_shift_beside_a_sum_drops_its_parentheses() {
        check(&[
            (
                "m=5;k=1\nprint(m>>k+1)\n",
                "shift-precedence",
                "m>>k+1",
                "m>>(k+1)",
                2,
            ),
            (
                "m=5;k=1\nprint(m+1<<k)\n",
                "shift-precedence",
                "m+1<<k",
                "(m+1)<<k",
                2,
            ),
        ]);
        agrees(
            "m=50;k=1\nprint(m>>k+1)\n",
            "shift-precedence",
            "m>>k+1",
            &[Semantics::Py3],
        );
        assert!(!has("m=5;k=1\nprint(m>>k*2)\n", "shift-precedence"));
        assert!(!has("m=5;k=1\nprint(m>>(k+1))\n", "shift-precedence"));
    }

    /// A part of a peer test already written as the comparison it stands for is no finding.
    #[test]
    fn no_peer_factor_is_its_own_readable_form() {
        let src = "g=input()\nfor i in range(81):u={g[j]for j in range(81)if(i%9==j%9)|(i//9==j//9)|(i//27==j//27)&(i%9//3==j%9//3)}\n";
        let r = analyze(src).unwrap();
        let bare = |t: &str| t.trim_start_matches('(').trim_end_matches(')').to_string();
        for t in r.tricks.iter().filter(|t| t.name == "peer-factor") {
            assert_ne!(bare(&t.golfed), bare(&t.readable), "{t:?}");
        }
        // The box part, `&` for `and`, is still one.
        check(&[(
            src,
            "peer-factor",
            "(i//27==j//27)&(i%9//3==j%9//3)",
            "(i//27==j//27 and i%9//3==j%9//3)",
            2,
        )]);
    }

    /// `for _ in s[:N]`, the variable never read: N passes, `range(N)`.
    #[test]
    fn a_slice_as_a_repeat_counter() {
        check(&[(
            "c=[1]*20\nfor _ in c[:16]:print(1)\n",
            "slice-counter",
            "c[:16]",
            "range(16)",
            3,
        )]);
        agrees(
            "c=[1]*20\nfor _ in c[:16]:print(1)\n",
            "slice-counter",
            "c[:16]",
            &[Semantics::Py3],
        );
        check(&[(
            "c=[1]*20\nprint([1 for _ in c[:9]])\n",
            "slice-counter",
            "c[:9]",
            "range(9)",
            3,
        )]);
        assert!(!has(
            "c=[1]*20\nfor x in c[:16]:print(x)\n",
            "slice-counter"
        ));
    }

    /// `len(s)<2`: 0 or 1 items, standing for `len(s)==1`.
    #[test]
    fn len_below_two_is_at_most_one_item() {
        let src = "c=[1]\nif len(c)<2:print(c)\n";
        check(&[(src, "len-below-two", "len(c)<2", "len(c)==1", 1)]);
        let t = finding(src, "len-below-two", "len(c)<2");
        assert!(t.note.contains("0 or 1"), "{t:?}");
    }

    /// An item of a list of numbers tested for truth: `g[i]!=0`.
    #[test]
    fn an_item_of_a_list_of_numbers_tested_for_truth() {
        let src = "g=[0]*9;g[3]=5\nfor i in range(9):\n if g[i]:print(i)\n";
        check(&[(src, "truthiness", "g[i]", "g[i]!=0", 3)]);
        agrees(src, "truthiness", "g[i]", &[Semantics::Py2, Semantics::Py3]);
        let src = "g=list(map(int,input()))\nwhile g[0]and g[1]:g[0]-=1\n";
        check(&[(src, "truthiness", "g[0]", "g[0]!=0", 3)]);
        // A list of strings, or one a string is stored into: no number.
        assert!(!has("g=list(input())\nif g[0]:print(1)\n", "truthiness"));
        assert!(!has("g=[0]*9;g[1]='x'\nif g[0]:print(1)\n", "truthiness"));
        assert!(!has(
            "g=[0]*9;s=input()\nfor i in range(9):g[i]=s[i]\nif g[0]:print(1)\n",
            "truthiness"
        ));
    }

    /// The code of an exec string is laid out as golf too: its `;` and its one-line bodies.
    #[test]
    fn layout_inside_an_exec_string() {
        let src = "c=[3,1]\nexec\"if len(c)>1:c.pop();print(c)\\n\"*2\n";
        let r = analyze(src).unwrap();
        for name in ["semicolon", "one-line-body"] {
            let t = r.tricks.iter().find(|t| t.name == name);
            assert!(
                t.is_some_and(|t| t.note.contains("exec string") && (t.line, t.col) == (2, 5)),
                "{name}: {:?}",
                r.tricks
            );
        }
    }

    /// A conditional expression as a statement of its own line: the if/else statement.
    #[test]
    fn a_conditional_expression_as_a_statement() {
        let src = "import sys\nc=len(sys.argv)\nprint(1)if c>1 else print(2)\n";
        check(&[(
            src,
            "ternary-statement",
            "print(1)if c>1 else print(2)",
            "if c>1:print(1)\nelse:print(2)",
            1,
        )]);
        agrees(
            src,
            "ternary-statement",
            "print(1)if c>1 else print(2)",
            &[Semantics::Py3],
        );
        let src = "def f(c):\n print(1)if c else print(2)\nf(0)\n";
        check(&[(
            src,
            "ternary-statement",
            "print(1)if c else print(2)",
            "if c:print(1)\n    else:print(2)",
            5,
        )]);
        // Its value kept, or after `;`: no statement.
        assert!(!has("c=1\nx=1 if c else 2\n", "ternary-statement"));
        assert!(!has(
            "c=1;print(1)if c else print(2)\n",
            "ternary-statement"
        ));
    }

    /// `print(a,*x,sep='')`: values beside the starred one are joined with it.
    #[test]
    fn print_star_with_values_beside_it() {
        let src = "p=[1,2,3]\nprint('n',*p,sep='')\n";
        check(&[(
            src,
            "print-star",
            "print('n',*p,sep='')",
            "print(''.join(map(str,['n']+list(p))))",
            18,
        )]);
        agrees(src, "print-star", "print('n',*p,sep='')", &[Semantics::Py3]);
        let src = "p=[1,2,3]\nprint(*p,9,end='.')\n";
        agrees(src, "print-star", "print(*p,9,end='.')", &[Semantics::Py3]);
    }

    /// `s[i-1]` with i from `range(n)`: the last item at i=0, a ring without `%len(s)`.
    #[test]
    fn a_negative_index_wraps_around() {
        let src = "c=[1,2,3,4]\nprint([c[i-1]+c[i] for i in range(4)])\n";
        check(&[(src, "wrap-index", "c[i-1]", "c[(i-1)%len(c)]", 9)]);
        agrees(
            src,
            "wrap-index",
            "c[i-1]",
            &[Semantics::Py2, Semantics::Py3],
        );
        // From 1, or guarded: no wrap.
        assert!(!has(
            "c=[1,2,3,4]\nprint([c[i-1]for i in range(1,4)])\n",
            "wrap-index"
        ));
        assert!(!has(
            "c=[1,2,3,4]\nprint([i and c[i-1]for i in range(4)])\n",
            "wrap-index"
        ));
    }

    /// `zip([0]+r,r+[0])`: each item beside the one before it, 0 beyond the ends.
    #[test]
    fn pad_and_zip_pairs_neighbours() {
        let src = "r=[1,2,3]\nprint([a+b for a,b in zip([0]+r,r+[0])])\n";
        check(&[(
            src,
            "zip-padded",
            "zip([0]+r,r+[0])",
            "[(r[k-1]if k else 0,r[k]if k<len(r)else 0)for k in range(len(r)+1)]",
            51,
        )]);
        agrees(
            src,
            "zip-padded",
            "zip([0]+r,r+[0])",
            &[Semantics::Py2, Semantics::Py3],
        );
        assert!(!has(
            "r=[1,2,3]\nprint(list(zip([0]+r,r+[1])))\n",
            "zip-padded"
        ));
    }

    /// `c and x` as a value: x where c holds, False (0) elsewhere.
    #[test]
    fn and_as_a_value_with_false_for_zero() {
        let src = "c=[5,6,7];t=0\nfor _ in'ab':c.pop(0);t+=len(c)<2and c.pop()\nprint(t)\n";
        check(&[(
            src,
            "and-value",
            "len(c)<2and c.pop()",
            "c.pop()if len(c)<2 else False",
            10,
        )]);
        agrees(
            src,
            "and-value",
            "len(c)<2and c.pop()",
            &[Semantics::Py2, Semantics::Py3],
        );
        // A conjunction of truth values, or a statement: no value.
        assert!(!has("a=1;b=2\nx=a<b and b<3\n", "and-value"));
        assert!(!has("c=[5]\nlen(c)<2and c.pop()\n", "and-value"));
    }

    /// `x!=y or P` in a comprehension: the implication x==y => P.
    #[test]
    fn or_as_an_implication() {
        let src = "s=[1,2,1];p=[0,1,1]\nprint(all(1!=s[j]or p[j]*2 for j in range(3)))\n";
        check(&[(
            src,
            "or-implication",
            "1!=s[j]or p[j]*2",
            "p[j]*2 if 1==s[j]else True",
            10,
        )]);
        agrees(
            src,
            "or-implication",
            "1!=s[j]or p[j]*2",
            &[Semantics::Py2, Semantics::Py3],
        );
        // Two comparisons, or a comparison and a name: an ordinary `or`.
        assert!(!has(
            "s=[1];j=0\nprint(all(1!=s[j]or s[j]>2 for j in[0]))\n",
            "or-implication"
        ));
        assert!(!has(
            "s=[1];j=0;f=1\nif 1!=s[j]or f:print(1)\n",
            "or-implication"
        ));
    }
}
