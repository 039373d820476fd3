//! The kinds the last held-out evaluation found missing, each by its shape (never by the
//! names a program uses), with its readable form and its bytes; and the places where each must
//! not be claimed (ordinary Python, a value of another type, a file laid out to be read).
#![cfg(test)]

use super::*;

fn find<'r>(r: &'r Findings, name: &str) -> &'r Finding {
    r.tricks
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("{name} missing from {:?}", r.tricks))
}

pub(super) fn has(src: &str, name: &str) -> bool {
    analyze(src).unwrap().tricks.iter().any(|t| t.name == name)
}

/// Each case's trick is found with its golfed text, readable form and bytes saved; every
/// mismatch listed together.
pub(super) fn check(cases: &[(&str, &str, &str, &str, isize)]) {
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|&(src, name, golfed, readable, saves)| {
            let r = analyze(src).unwrap();
            let t = r
                .tricks
                .iter()
                .find(|t| t.name == name && t.golfed == golfed);
            match t {
                Some(t) if (t.readable.as_str(), t.saves) == (readable, saves) => None,
                Some(t) => Some(format!("{src:?}: {name} {:?} {}", t.readable, t.saves)),
                None => Some(format!(
                    "{src:?}: no {name} on {golfed:?} in {:?}",
                    r.tricks
                )),
            }
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// `exit(x)` prints x (to standard error, status 1) as well as stopping; `exit()` and
/// `quit()` are the builtins that need no `import sys`, in a search too.
#[test]
fn exit_prints_its_value_and_needs_no_import() {
    check(&[
        // Python 2 (no print() call, no `//`): the print statement to stderr, and the import.
        (
            "def r(g):\n if'0'not in g:exit(g)\n r(g)\n",
            "exit-prints",
            "exit(g)",
            "print>>sys.stderr,g;exit(1), with `import sys` on a line of its own",
            31,
        ),
        (
            "def r(g):\n if'0'not in g:exit(g)\n r(g)\n",
            "exit-builtin",
            "exit(g)",
            "sys.exit(g), with `import sys` on a line of its own",
            15,
        ),
        // Python 3, sys imported: sys.exit(x) prints too.
        (
            "import sys\nprint(1)\nsys.exit(g)\n",
            "exit-prints",
            "sys.exit(g)",
            "print(g,file=sys.stderr);sys.exit(1)",
            25,
        ),
        // In a lambda no statement stands: a tuple runs the print and the stop.
        (
            "import sys\nf=lambda g:g and exit(g)\n",
            "exit-prints",
            "exit(g)",
            "(sys.stderr.write(str(g)+'\\n'),exit(1))",
            32,
        ),
        (
            "import sys\nprint(1)\nf=lambda g:g and exit(g)\n",
            "exit-prints",
            "exit(g)",
            "(print(g,file=sys.stderr),exit(1))",
            27,
        ),
        // quit() stopping a search is the builtin too.
        (
            "import sys\ndef r(a):\n if a:quit()\n r(a-1)\n",
            "exit-builtin",
            "quit()",
            "sys.exit()",
            4,
        ),
    ]);
    let r = analyze("import sys\ndef r(a):\n if a:quit()\n r(a-1)\n").unwrap();
    assert!(r.tricks.iter().any(|t| t.name == "exit-search"));
    // A number, a name bound to numbers, a comparison or None is the exit status: nothing
    // is printed.
    for src in [
        "n=3\nexit(n)\n",
        "exit(a<b)\n",
        "exit(None)\n",
        "import sys\nsys.exit(2)\n",
    ] {
        assert!(!has(src, "exit-prints"), "{src:?}");
    }
    // `from sys import*` makes exit sys.exit: no builtin claimed.
    assert!(!has("from sys import*\nexit(g)\n", "exit-builtin"));
}

/// Number shortcuts: divisibility and parity tests, shifts for powers of two, `~x`, the
/// ceiling of a division, the square root, the modular power.
#[test]
fn number_shortcuts() {
    check(&[
        ("if n%3<1:x\n", "divisibility-test", "n%3<1", "n%3==0", 1),
        ("y=n%7>0;z=1\n", "divisibility-test", "n%7>0", "n%7!=0", 1),
        ("if n%2:x\n", "parity-test", "n%2", "n%2==1", 3),
        ("if(a+b)%2:x\n", "parity-test", "(a+b)%2", "(a+b)%2==1", 3),
        ("y=x&1;z=1\n", "parity-bit", "x&1", "x%2", 0),
        ("if x&1:y\n", "parity-bit", "x&1", "x%2==1", 3),
        // `&` binds looser than `+`: the plain form needs the parentheses.
        ("y=a+b&1;z=1\n", "parity-bit", "a+b&1", "(a+b)%2", 2),
        // Python 3 (the file writes `//`): x>>1 against x//2.
        ("y=x>>1;z=a//b\n", "shift-halve", "x>>1", "x//2", 0),
        ("y=a+b>>1;z=a//b\n", "shift-halve", "a+b>>1", "(a+b)//2", 2),
        // Python 2's `/` floors: x>>1 costs a byte there.
        ("y=x>>1;z=1\n", "shift-halve", "x>>1", "x/2", -1),
        ("y=1<<k;z=1\n", "shift-power", "1<<k", "2**k", 0),
        ("y=1<<k+1;z=1\n", "shift-power", "1<<k+1", "2**(k+1)", 2),
        ("y=s[~i];z=1\n", "tilde-value", "~i", "-i-1", 2),
        (
            "y=-(-a//b);z=1\n",
            "ceil-division",
            "-(-a//b)",
            "(a+b-1)//b",
            2,
        ),
        ("y=0--a//3;z=1\n", "ceil-division", "0--a//3", "(a+2)//3", 1),
        (
            "y=n**.5;z=1\n",
            "square-root",
            "n**.5",
            "math.sqrt(n), with `import math` on a line of its own",
            19,
        ),
        (
            "import math\ny=n**.5;z=1\n",
            "square-root",
            "n**.5",
            "math.sqrt(n)",
            7,
        ),
        (
            "y=pow(b,e,m)\n",
            "modular-power",
            "pow(b,e,m)",
            "b**e%m",
            -4,
        ),
        // A cell's index (its %9 and /9 taken): /27 is the band.
        ("r=i/9;c=i%9;b=i/27\n", "band-index", "i/27", "i/9/3", 1),
        (
            "r=i//9;c=i%9;b=i//27*3\n",
            "band-index",
            "i//27",
            "i//9//3",
            2,
        ),
    ]);
    // Without a cell's index in view, `/27` is only a division.
    assert!(!has("b=i/27;c=1\n", "band-index"));
    assert!(!has("r=i/9;c=i%90;b=i/27\n", "band-index"));
    // A string's `%` is formatting; `x%2` as a value is ordinary arithmetic; `x&y` of two
    // names is no parity.
    assert!(!has("s='%d';y=s%2<1\n", "divisibility-test"));
    assert!(!has("y=n%2;z=1\n", "parity-test"));
    assert!(!has("y=x&y;z=1\n", "parity-bit"));
    // `~x` as a truth value is tilde-test's, not tilde-value's.
    assert!(!has("if~i:x\n", "tilde-value"));
    // As an operand of `&`, `~b` clears bits: a complement, not a shorter -b-1.
    assert!(!has("y=m&~b;z=1\n", "tilde-value"));
}

/// Bit operations outside peer tests: `x^y` as `!=`, bits of a mask stay what they were.
#[test]
fn bit_operations_outside_peer_tests() {
    check(&[
        ("if a^b:x\n", "xor-test", "a^b", "a!=b", 1),
        ("if(a^b)*(c^d):x\n", "xor-test", "a^b", "a!=b", 1),
    ]);
    // As a value, `a^b` is an exclusive or: listed as unknown, not as a test.
    let r = analyze("y=a^b;z=1\n").unwrap();
    assert!(!r.tricks.iter().any(|t| t.name == "xor-test"));
    assert_eq!(r.unknown.len(), 1);
    // A bitmask test keeps its own name.
    assert!(has("if m>>d&1:x\n", "bitmask-test"));
    assert!(!has("if m>>d&1:x\n", "parity-bit"));
    assert!(!has("if m>>d&1:x\n", "shift-halve"));
    assert!(has("if~m>>d&1:x\n", "complement-bit"));
    assert!(has("m=0\nfor d in s:m|=1<<d\n", "bitmask-set"));
    assert!(!has("m=0\nfor d in s:m|=1<<d\n", "shift-power"));
}

/// A number's truth as a test: a parameter every call passes a number is a number, its own
/// calls included; one passed a string, or of a function passed as a value, is not.
#[test]
fn a_number_parameter_as_a_test() {
    check(&[
        (
            "def s(g,i):\n if i:s(g,i-1)\ns('x',5)\n",
            "truthiness",
            "i",
            "i!=0",
            3,
        ),
        (
            "f=lambda g,i=0:i and f(g,i-1)\nf('x',3)\n",
            "truthiness",
            "i",
            "i!=0",
            3,
        ),
    ]);
    for src in [
        "def r(a):\n if a:r(a[1:])\nr('xyz')\n",
        // Only its own calls pass it: nothing says it is a number.
        "def r(a):\n if a:r(a)\n",
        "def r(a,n):\n if n:r(a,n-1)\nr('x',[])\n",
        "def r(a,n):\n if n:r(a,n-1)\nprint(map(r,'ab','cd'))\n",
    ] {
        assert!(!has(src, "truthiness"), "{src:?}");
    }
}

/// A container's (or a string's) truth as a test in a golfed file; a value of unknown type
/// takes nothing.
#[test]
fn a_container_as_a_test() {
    check(&[
        (
            "s=[1];t=1\nwhile s:s.pop()\n",
            "empty-test",
            "s",
            "len(s)>0",
            7,
        ),
        (
            "s=raw_input();t=1\nif s:x\n",
            "empty-test",
            "s",
            "len(s)>0",
            7,
        ),
        (
            "def f(p,q=[]):\n if q:return p\n",
            "empty-test",
            "q",
            "len(q)>0",
            7,
        ),
    ]);
    for src in [
        // A parameter of unknown type, a loop variable, a number, a value used.
        "def f(a):\n if a:return a\n",
        "for s in x:\n if s:y\n",
        "s=[1];x=s and s[0]\n",
        // Laid out to be read: `if items:` is plain Python there.
        "items = [1]\nif items:\n    print(items)\n",
    ] {
        assert!(!has(src, "empty-test"), "{src:?}");
    }
}

/// The parts of a peer test, each named with the relation it decides.
#[test]
fn the_parts_of_a_peer_test() {
    let src = "x=(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)\n";
    check(&[
        // A comparison as a factor of `*` needs its parentheses.
        (src, "peer-factor", "(i-j)%9", "(i%9!=j%9)", 3),
        (src, "peer-factor", "(i/9^j/9)", "(i/9!=j/9)", 1),
        (
            src,
            "peer-factor",
            "(i/27^j/27|i%9/3^j%9/3)",
            "(i/27!=j/27 or i%9/3!=j%9/3)",
            5,
        ),
        (src, "peer-factor", "i/27^j/27", "(i/27!=j/27)", 3),
        (src, "peer-factor", "i%9/3^j%9/3", "(i%9/3!=j%9/3)", 3),
    ]);
    let r = analyze(src).unwrap();
    let notes: Vec<&str> = r
        .tricks
        .iter()
        .filter(|t| t.name == "peer-factor")
        .map(|t| t.note.as_str())
        .collect();
    for what in [
        "different columns",
        "different rows",
        "different boxes",
        "different box rows",
        "different box columns",
    ] {
        assert!(notes.iter().any(|n| n.contains(what)), "{what}: {notes:?}");
    }
    // The parts are counted inside the whole test, once.
    assert!(
        r.tricks
            .iter()
            .filter(|t| t.name == "peer-factor")
            .all(|t| t.counted == 0)
    );
    // A product that is no peer test names no parts.
    assert!(!has("x=(i-j)%9*(i/9^j/9)\n", "peer-factor"));
}

/// Conditionals and precedence: `c and x or y` with its failure stated, `and` inside `or`,
/// tuples compared, a table in one literal, `in` on a concatenation.
#[test]
fn conditionals_comparisons_and_tables() {
    check(&[
        (
            "y=a and b or z\n",
            "and-or-ternary",
            "a and b or z",
            "(b or z)if a else z",
            7,
        ),
        (
            "if a or b and c:x\n",
            "and-or-precedence",
            "a or b and c",
            "a or(b and c)",
            1,
        ),
        (
            "y=(a,b)<(c,d)\n",
            "tuple-compare",
            "(a,b)<(c,d)",
            "a<c or a==c and b<d",
            8,
        ),
        (
            "y=(a,b,c)<=(d,e,f)\n",
            "tuple-compare",
            "(a,b,c)<=(d,e,f)",
            "a<d or a==d and(b<e or b==e and c<=f)",
            21,
        ),
        (
            "y=c in a+b\n",
            "in-concatenation",
            "c in a+b",
            "c in a or c in b",
            8,
        ),
        (
            "y=c not in a+b\n",
            "in-concatenation",
            "c not in a+b",
            "c not in a and c not in b",
            13,
        ),
        (
            "y='abc'[n::3]\n",
            "literal-table",
            "'abc'[n::3]",
            "('a','b','c')[n]",
            5,
        ),
        (
            "y='.x.o'[c:c+2]\n",
            "literal-table",
            "'.x.o'[c:c+2]",
            "('.x','x.','.o')[c]",
            6,
        ),
    ]);
    // The conditional with an x that is always true keeps its short plain form.
    assert_eq!(
        find(&analyze("y=a and'x'or z\n").unwrap(), "and-or-ternary").readable,
        "'x'if a else z"
    );
    // A truth value, not a conditional: `a and b or c` in an if is precedence only.
    assert!(!has("if a and b or c:x\n", "and-or-ternary"));
    // Laid out to be read, `and` inside `or` and tuple equality are plain Python.
    assert!(!has(
        "def f(a, b, c):\n    if a or b and c:\n        return 1\n",
        "and-or-precedence"
    ));
    assert!(!has("y = (a, b) == (c, d)\n", "tuple-compare"));
    // A table of words as long as its list spelling is no saving: not claimed.
    assert!(!has("y='FizzBuzz'[n*4:n*4+4]\n", "literal-table"));
    // A concatenation of numbers is arithmetic.
    assert!(!has("y=c in 1+2\n", "in-concatenation"));
}
