//! The kinds the second held-out evaluation of golf tricks found wrong or missing, each on
//! programs invented here: values that `and`/`or` return, bits of an int, statements after a
//! header or `;`, and the golfers' idioms of conditions and numbers. Each readable form is
//! pasted where its golfed text stands and run under CPython 2 and 3 where installed (a
//! statement that needs a line of its own is run there).
#![cfg(test)]

/// Each kind pasted in place and run, by CPython where it is installed.
#[cfg(test)]
mod pasted_under_cpython {
    use super::super::tests_recall::{check, has};
    use super::super::tests_truth::{agrees, finding, run};
    use super::super::*;

    use pyexpr::Semantics::{Py2, Py3};

    /// The readable form `readable` (what the finding prints, its placing words left off) on a
    /// line of its own gives the program `placed`, which prints what `src` prints.
    fn placed_agrees(src: &str, name: &str, golfed: &str, readable: &str, placed: &str) {
        let t = finding(src, name, golfed);
        assert!(
            t.readable.starts_with(readable) && t.readable.contains("line of its own"),
            "{t:?}"
        );
        for sem in [Py2, Py3] {
            let (Some(a), Some(b)) = (run(sem, src), run(sem, placed)) else {
                eprintln!("skipped: no CPython for {sem}");
                continue;
            };
            assert!(!a.contains("Error"), "{sem}: {src:?} fails: {a}");
            assert_eq!(a, b, "{sem}: {placed:?}");
        }
    }

    /// A container returned by `and`/`or` as a value is no condition: its truth stands for
    /// len()>0 only where its value is thrown away.
    #[test]
    fn a_container_returned_as_a_value_is_no_emptiness_test() {
        for src in [
            "s='abc'\nfor i in range(5):print(i>2and s or i)\n",
            "s='abc';t=[]\nfor i in range(5):print(i>2and s or t or i)\n",
            "s='abc'\nf=lambda i:i>2and(s)or f(i+1)\nprint(f(0))\n",
        ] {
            let r = analyze(src).unwrap();
            assert!(
                !r.tricks.iter().any(|t| t.name == "empty-test"),
                "{src:?}: {:?}",
                r.tricks
            );
        }
        // Tested for its truth and thrown away, or a number's truth passed over by `or`: tests.
        assert!(has("s='abc';i=0\nif i>2and s:print(i)\n", "empty-test"));
        let src = "n=0\nfor k in range(3):print(n and 5 or k);n=k\n";
        let t = finding(src, "truthiness", "n");
        assert_eq!(t.readable, "n!=0");
        let plain = src.replace("(n and", "(n!=0 and");
        for sem in [Py2, Py3] {
            assert_eq!(run(sem, src), run(sem, &plain), "{sem}");
        }
    }

    /// `m>>k&1` and `m&1<<k` with m an int: bit k of m spelled out (`k in m` raises TypeError).
    #[test]
    fn a_bit_of_an_int_is_spelled_as_a_bit() {
        let src = "r=90\nprint(''.join('.#'[r>>i&1]for i in range(8)))\n";
        check(&[(src, "bitmask-test", "r>>i&1", "r//2**i%2", 3)]);
        agrees(src, "bitmask-test", "r>>i&1", &[Py2, Py3]);
        let src = "r=90\nfor i in range(8):\n if r>>i&1:print(i)\n";
        check(&[(src, "bitmask-test", "r>>i&1", "r//2**i%2==1", 6)]);
        agrees(src, "bitmask-test", "r>>i&1", &[Py2, Py3]);
        let src = "r=5\nfor d in range(4):\n m=1<<d\n if r&m:print(d)\n";
        check(&[(src, "bitmask-test", "r&m", "r//2**d%2==1", 9)]);
        agrees(src, "bitmask-test", "r&m", &[Py2, Py3]);
        let src = "r=5\nfor d in range(4):print(r&1<<d)\n";
        check(&[(src, "bitmask-test", "r&1<<d", "r&2**d", 0)]);
        agrees(src, "bitmask-test", "r&1<<d", &[Py2, Py3]);
    }

    /// A readable form that is an if or for statement, where the golfed statement follows a
    /// header's `:` or `;` on its line: it says it goes on a line of its own, and there it runs.
    #[test]
    fn a_statement_after_a_header_goes_on_a_line_of_its_own() {
        placed_agrees(
            "s=[]\nfor c in'abc':c in'b'or s.append(c)\nprint(s)\n",
            "or-as-if",
            "c in'b'or s.append(c)",
            "if not(c in'b'):s.append(c)",
            "s=[]\nfor c in'abc':\n if not(c in'b'):s.append(c)\nprint(s)\n",
        );
        placed_agrees(
            "u=0\nfor j in range(9):u|=(j%3<1)<<j\nprint(u)\n",
            "bool-shift",
            "u|=(j%3<1)<<j",
            "if j%3<1:u|=1<<j",
            "u=0\nfor j in range(9):\n if j%3<1:u|=1<<j\nprint(u)\n",
        );
        placed_agrees(
            "s=[]\nif 1:[s.append(c)for c in'ab']\nprint(s)\n",
            "comprehension-loop",
            "[s.append(c)for c in'ab']",
            "for c in'ab':s.append(c)",
            "s=[]\nif 1:\n for c in'ab':s.append(c)\nprint(s)\n",
        );
        // Standing alone on its line, the statement pastes as it is.
        let t = finding(
            "c='a'\nc in'b'or print(c)\n",
            "or-as-if",
            "c in'b'or print(c)",
        );
        assert_eq!(t.readable, "if not(c in'b'):print(c)");
    }

    /// An exec loop after `;` on its line: the for statement goes on a line of its own.
    #[test]
    fn an_exec_loop_after_a_semicolon_goes_on_a_line_of_its_own() {
        let src = "k=0;exec\"k+=2;print k;\"*3\n";
        let t = finding(src, "exec-loop", "exec\"k+=2;print k;\"*3");
        assert!(t.readable.ends_with(" on a line of its own"), "{t:?}");
        let plain = t.readable.trim_end_matches(" on a line of its own");
        let placed = format!("k=0\n{plain}\n");
        assert_eq!(run(Py2, src), run(Py2, &placed), "{placed:?}");
    }

    /// `x or y` (and `x and y`) as the item of a comprehension run for its effects: the if it
    /// stands for, in the loop's body.
    #[test]
    fn or_in_a_comprehension_run_for_effects_is_an_if() {
        let src = "s=[]\n[c in s or s.append(c)for c in'abca']\nprint(s)\n";
        let t = finding(src, "or-as-if", "c in s or s.append(c)");
        assert!(
            t.readable
                .starts_with("if not(c in s):s.append(c), as the body of the for loop"),
            "{t:?}"
        );
        let placed = "s=[]\nfor c in'abca':\n if not(c in s):s.append(c)\nprint(s)\n";
        for sem in [Py2, Py3] {
            assert_eq!(run(sem, src), run(sem, placed), "{sem}");
        }
        let src = "s=[]\n[c>'a'and s.append(c)for c in'abca']\nprint(s)\n";
        let t = finding(src, "and-as-if", "c>'a'and s.append(c)");
        assert!(
            t.readable.starts_with("if c>'a':s.append(c), as the body"),
            "{t:?}"
        );
        // A comprehension whose list is kept: no loop, no if.
        assert!(!has("s=[1]\nx=[c in s or 2 for c in[1,2]]\n", "or-as-if"));
    }

    /// `if'.'!=s[i]`: the literal first so that `if` needs no space; the comparison mirrored.
    #[test]
    fn a_literal_first_saves_the_keywords_space() {
        let src = "s='a.b'\nfor i in range(3):\n if'.'!=s[i]:print(s[i])\n";
        check(&[(src, "literal-first", "if'.'!=s[i]", "if s[i]!='.'", 1)]);
        agrees(src, "literal-first", "if'.'!=s[i]", &[Py2, Py3]);
        let src = "for s in'abc':\n while'b'>s:print(s);s='z'\n";
        check(&[(src, "literal-first", "while'b'>s", "while s<'b'", 1)]);
        agrees(src, "literal-first", "while'b'>s", &[Py2, Py3]);
        for src in [
            // Spaced already, a bracket after the operator, `in`, two literals.
            "s='a'\nif '.'!=s:print(s)\n",
            "s='a'\nif'.'!=(s):print(s)\n",
            "s='a'\nif'.'in s:print(s)\n",
            "if'.'!='a':print(1)\n",
        ] {
            assert!(!has(src, "literal-first"), "{src:?}");
        }
    }

    /// `0in(a-b,c-d)`: one pair equal, each difference being 0 only there.
    #[test]
    fn zero_in_a_tuple_of_differences() {
        let src = "for i in range(12):\n for j in range(12):\n  if 0in(i%9-j%9,i//9-j//9)and i<j:print(i*100+j)\n";
        check(&[(
            src,
            "zero-in-differences",
            "0in(i%9-j%9,i//9-j//9)",
            "(i%9==j%9 or i//9==j//9)",
            2,
        )]);
        agrees(src, "zero-in-differences", "0in(i%9-j%9,i//9-j//9)", &[Py3]);
        // An item `x or y` is 0 where x is (false) and y is 0; a comparison is 0 where it fails.
        let src = "for i in range(30):\n if 0in(i%7-3,i//9!=2 or i%3-1):print(i)\n";
        check(&[(
            src,
            "zero-in-differences",
            "0in(i%7-3,i//9!=2 or i%3-1)",
            "i%7==3 or i//9==2 and i%3==1",
            1,
        )]);
        agrees(
            src,
            "zero-in-differences",
            "0in(i%7-3,i//9!=2 or i%3-1)",
            &[Py3],
        );
        let src = "for i in range(30):print(0not in(i%3-1,i/9-2))\n";
        agrees(src, "zero-in-differences", "0not in(i%3-1,i/9-2)", &[Py2]);
        // Differences of sets, or no difference at all: no pairs of numbers.
        assert!(!has(
            "s={1};t={1}\nprint(0in(s-t,t-s))\n",
            "zero-in-differences"
        ));
        assert!(!has("a=1\nprint(0in(a,a*2))\n", "zero-in-differences"));
    }

    /// `c and x or y or ...`: each `and` of a chain of `or` is a conditional, its caveat said
    /// where x may be false.
    #[test]
    fn an_and_or_chain_is_a_chain_of_conditionals() {
        let src = "f=lambda s,i:i>2and s or'0'<s[i]and f(s,i+1)or'-'\nprint(f('1234',0));print(f('1034',0))\n";
        let whole = "i>2and s or'0'<s[i]and f(s,i+1)or'-'";
        let tail = "'0'<s[i]and f(s,i+1)or'-'";
        check(&[
            (
                src,
                "and-or-ternary",
                whole,
                "s if i>2 else'0'<s[i]and f(s,i+1)or'-'",
                2,
            ),
            (
                src,
                "and-or-ternary",
                tail,
                "(f(s,i+1)if'0'<s[i]else'-')",
                2,
            ),
        ]);
        for golfed in [whole, tail] {
            agrees(src, "and-or-ternary", golfed, &[Py2, Py3]);
            assert!(
                finding(src, "and-or-ternary", golfed)
                    .note
                    .contains("differs")
            );
        }
        // In a condition the and/or is read for its truth: no conditional.
        assert!(!has(
            "s='a';t=1;i=3\nif i>2and s or t and i or 0:print(1)\n",
            "and-or-ternary"
        ));
    }

    /// `P%n` with P the running product of the squares of 1..n-1 (Wilson's theorem): n prime;
    /// with the factorial, n prime or 4.
    #[test]
    fn wilsons_theorem_tests_primality() {
        let src = "n=P=1\nwhile n<30:P%n and print(n);P*=n*n;n+=1\n";
        check(&[(
            src,
            "wilson-prime",
            "P%n",
            "n>1 and all(n%d for d in range(2,n))",
            33,
        )]);
        agrees(src, "wilson-prime", "P%n", &[Py3]);
        let src = "f=1\nfor n in range(1,30):\n if f%n:print(n)\n f*=n\n";
        check(&[(
            src,
            "wilson-prime",
            "f%n",
            "n==4 or n>1 and all(n%d for d in range(2,n))",
            41,
        )]);
        agrees(src, "wilson-prime", "f%n", &[Py2, Py3]);
        let src = "n=P=1;c=0\nwhile n<30:c+=P%n;P*=n*n;n+=1\nprint(c)\n";
        agrees(src, "wilson-prime", "P%n", &[Py2, Py3]);
        // The product taken before the test, or a product started elsewhere than 1: no factorial.
        for src in [
            "n=P=1\nwhile n<30:P*=n*n;P%n and print(n);n+=1\n",
            "n=1;P=2\nwhile n<30:P%n and print(n);P*=n*n;n+=1\n",
            "n=5;P=1\nwhile n<30:P%n and print(n);P*=n*n;n+=1\n",
        ] {
            assert!(!has(src, "wilson-prime"), "{src:?}");
        }
    }

    /// `2**31-1`, `10**9`: a large constant as a power, its digits longer.
    #[test]
    fn a_power_writes_a_large_constant() {
        check(&[
            (
                "m=2**31-1\nprint(m)\n",
                "power-constant",
                "2**31-1",
                "2147483647",
                3,
            ),
            ("print(10**9)\n", "power-constant", "10**9", "1000000000", 5),
        ]);
        let t = finding("m=2**31-1\nprint(m)\n", "power-constant", "2**31-1");
        assert!(t.note.contains("32-bit"), "{t:?}");
        agrees(
            "r=7\nprint(r<<40&2**31-1)\n",
            "power-constant",
            "2**31-1",
            &[Py2, Py3],
        );
        agrees("print(10**9+7)\n", "power-constant", "10**9+7", &[Py2, Py3]);
        // Its digits no longer: no trick.
        assert!(!has("print(2**8)\n", "power-constant"));
        assert!(!has("print(x**9)\n", "power-constant"));
    }
}
