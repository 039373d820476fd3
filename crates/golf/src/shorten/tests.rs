//! The unit tests of `golf shorten` at digit expressions of up to 4 characters; those at 5,
//! and the proposals run under CPython, are in tests/golf_shorten.rs.

use super::*;

/// The digit expressions up to 4 characters, searched once for all the tests: the search
/// depends on no program and is most of each test's work. (The tests at 5 characters are
/// in tests/golf_shorten.rs, behind `GOLF_SHORTEN=all`.)
fn searched(max_len: usize) -> &'static digits::Search {
    static FOUR: std::sync::OnceLock<digits::Search> = std::sync::OnceLock::new();
    assert_eq!(max_len, 4);
    FOUR.get_or_init(|| digits::search(max_len))
}

#[test]
fn a_search_without_a_peer_test_gets_no_counts() {
    // A lambda solver with the specimen's digits but no test of which digits fit: it
    // places every digit everywhere, a tree the golf engine does not run, so no call is
    // counted and no changed digit string is proposed.
    let src = "r=lambda a:a.find('0')<0and[a]or sum([r(a[:a.find('0')]+m+a[a.find('0')+1:])for m in'%d'%5**18],[])\nprint(r(input()))\n";
    let r =
        shorten_with_digits(src, searched(4), Some(2_000_000), 0, Duration::from_secs(1)).unwrap();
    assert!(
        r.calls_unproved
            .as_deref()
            .is_some_and(|w| w.contains("no peer test")),
        "{:?}",
        r.calls_unproved
    );
    assert!(
        r.rewrites
            .iter()
            .all(|w| w.same_digits && w.after.is_empty())
    );
    // The specimen stops with exit() and takes the first empty cell: counted.
    assert!(matches!(
        search_kind(super::super::specimen::code()).unwrap(),
        SearchKind::FirstSolution(_)
    ));
}

/// A file that parses as both dialects but works only under Python 3 gets no Python 2
/// form (backquotes are a SyntaxError there); the same under Python 2 gets its backquotes
/// with the 32-bit `L` caveat.
#[test]
fn rewrites_only_in_the_dialects_the_file_works_in() {
    let py3 = "g=input().strip()\nfor c in str(25**9):print(c,g)\n";
    let r = shorten_with_digits(py3, searched(4), Some(1000), 0, Duration::from_secs(1)).unwrap();
    assert_eq!(r.not_working.len(), 1);
    assert!(
        r.rewrites
            .iter()
            .chain(&r.refused)
            .all(|w| !w.dialects.contains(&Semantics::Py2) && !w.to.contains('`')),
        "{:?}",
        r.rewrites
    );
    let py2 = "g=raw_input()\nfor c in str(25**9):print c+g\n";
    let r = shorten_with_digits(py2, searched(4), Some(1000), 0, Duration::from_secs(1)).unwrap();
    let w = r
        .rewrites
        .iter()
        .find(|w| w.to == "`25**9`")
        .unwrap_or_else(|| panic!("{:?}", r.rewrites));
    assert_eq!(w.dialects, [Semantics::Py2]);
    assert!(
        w.warning.as_deref().is_some_and(|x| x.contains("32-bit")),
        "{:?}",
        w.warning
    );
}

/// A literal of digits gathered into a set is a digit source: any string with the same
/// set of digits keeps the program as it was.
#[test]
fn a_literal_gathered_into_a_set_is_a_digit_source() {
    let src = "g=raw_input()\nprint sorted(set('123456789')-set(g))\n";
    let report = tricks::analyze(src).unwrap();
    let found = digit_sources(src, &report);
    assert!(
        found
            .iter()
            .any(|d| d.text == "'123456789'" && d.digits == "123456789" && consumed_as_set(src, d)),
        "{:?}",
        found.iter().map(|d| &d.text).collect::<Vec<_>>()
    );
}

#[test]
fn digits_gathered_into_a_set_lose_their_repeats() {
    let at = |src: &str, text: &str| {
        let (line, l) = src
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(text))
            .unwrap();
        DigitSource {
            line: line + 1,
            col: l.find(text).unwrap() + 1,
            text: text.to_string(),
            digits: String::new(),
            number: None,
            backquoted: false,
        }
    };
    let src = "f=lambda a:[x for x in{*str(8**17)}]\ng=set( '%d'%5**18 )\n";
    assert!(consumed_as_set(src, &at(src, "str(8**17)")));
    assert!(consumed_as_set(src, &at(src, "'%d'%5**18")));
    for src in [
        "for m in str(8**17):f(m)\n",
        "x=my_set(str(8**17))\n",
        "x={*str(8**17),1}\n",
    ] {
        assert!(!consumed_as_set(src, &at(src, "str(8**17)")), "{src}");
    }
}

#[test]
fn the_specimen_saves_three_bytes_with_backquotes_and_the_same_calls() {
    let r = shorten_with_digits(
        super::super::specimen::code(),
        searched(4),
        Some(2_000_000),
        7,
        Duration::from_secs(30),
    )
    .unwrap();
    let p = &r.peer_tests[0];
    assert_eq!(p.semantics, Semantics::Py2);
    assert!(p.saves >= 0 && p.shortest.len() <= 41, "{}", p.shortest);
    assert_eq!(p.factors[0].file.as_deref(), Some("(i-j)%9"));
    let b = r
        .rewrites
        .iter()
        .find(|w| w.to == "`5**18`")
        .expect("the backquote form");
    assert_eq!((b.from.as_str(), b.saves), ("'%d'%5**18", 3));
    assert!(b.same_digits);
    assert_eq!(b.after[0].calls, Some(146_605));
    assert_eq!(b.before, b.after);
    // The specimen's peer test works under Python 2 only: no Python 3 form is proposed.
    assert!(r.rewrites.iter().all(|w| w.dialects == [Semantics::Py2]));
    // A Python 3 program gets the Python 3 forms: '%d'%1e29 is one byte shorter.
    let py3 = "def r(a):\n i=a.find('0');~i or exit(a)\n for m in'%d'%5**18:m in[(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)or a[j]for j in range(81)]or r(a[:i]+m+a[i+1:])\nfrom sys import*;r(argv[1])\n";
    let r = shorten_with_digits(
        py3,
        searched(4),
        Some(2_000_000),
        5,
        Duration::from_secs(30),
    )
    .unwrap();
    assert!(
        r.rewrites
            .iter()
            .any(|w| w.to == "'%d'%1e29" && w.saves == 1 && w.dialects.contains(&Semantics::Py3)),
        "{:?}",
        r.rewrites
    );
}
