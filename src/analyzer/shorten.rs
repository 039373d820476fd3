//! Shorter golf, found and proved: for each digit string a golfed solver builds from a number
//! (`'%d'%5**18`, `` `14**7*9` ``), the shorter forms that give a usable digit string, each with
//! its bytes saved and its calls on the seed puzzles counted by the golf engine, so that a
//! rewrite that keeps the digit string is proved to keep every call.

use serde::Serialize;

use super::digits::{self, Wrapper};
use super::nodes::{Board, digits_of};
use std::time::Duration;

use super::peer_search::{self, PeerSearch};
use super::pyexpr::{self, BinOp, ExprKind, Semantics};
use super::pytoken::TokenError;
use super::tricks;
use crate::puzzles::SEED_PUZZLES;

/// Calls of the one-liner on one seed puzzle with a digit string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Calls {
    pub puzzle: &'static str,
    /// `None` when the count passed the bound.
    pub calls: Option<u64>,
}

/// One proposed rewrite.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Rewrite {
    pub line: usize,
    pub col: usize,
    pub from: String,
    pub to: String,
    pub saves: isize,
    /// The dialects in which the rewrite holds.
    pub dialects: Vec<Semantics>,
    pub digits_before: String,
    pub digits_after: String,
    /// Calls on each seed puzzle before and after.
    pub before: Vec<Calls>,
    pub after: Vec<Calls>,
    /// True when the digit string is unchanged: every call is the same, on every puzzle.
    pub same_digits: bool,
}

/// What `golf shorten` found.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ShortenReport {
    /// Bytes of the file, the final newline included.
    pub bytes: usize,
    pub dialects: Vec<Semantics>,
    /// The digit search that backs the proposals: how far it went.
    pub searched_len: usize,
    pub tried: u64,
    pub rewrites: Vec<Rewrite>,
    /// Why the calls are not counted, when the file's search is not the one the golf engine
    /// runs (the one-liner's: the first empty cell by `find`, the digits in the string's
    /// order, a stop at the first solution by `exit`); the rewrites' `before` and `after` are
    /// then empty.
    pub calls_unproved: Option<String>,
    /// The peer tests of the file, each against a search for shorter factors.
    pub peer_tests: Vec<PeerStudy>,
}

/// One factor of a peer test: the file's, and the shortest the search found for its house.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FactorStudy {
    pub house: &'static str,
    /// The file's factor for this house, as it stands in the product.
    pub file: Option<String>,
    /// The shortest found, written as it would stand in the product, and how many tie.
    pub found: Option<String>,
    pub ties: usize,
}

/// A peer test of the file and what the search made of it, in one dialect.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeerStudy {
    pub line: usize,
    pub col: usize,
    pub text: String,
    pub semantics: Semantics,
    pub factors: Vec<FactorStudy>,
    /// The shortest product of the file's and the found factors, proved on all 6,561 pairs.
    pub shortest: String,
    pub saves: isize,
    pub search: PeerSearch,
}

/// The factor as it stands in a product: parenthesised unless it binds like `*` or tighter.
fn as_factor(e: &str, sem: Semantics) -> String {
    match pyexpr::parse_in(e, sem).map(|p| p.kind) {
        Ok(ExprKind::Binary(op, ..))
            if !matches!(
                op,
                BinOp::Mul | BinOp::Pow | BinOp::Mod | BinOp::Div | BinOp::FloorDiv
            ) =>
        {
            format!("({e})")
        }
        _ => e.to_string(),
    }
}

/// Studies a peer test `text` (a product) under `sem` against a search of factors up to
/// `max_len` characters within `limit`.
pub fn study_peer_test(
    text: &str,
    line: usize,
    col: usize,
    sem: Semantics,
    max_len: usize,
    limit: Duration,
) -> Option<PeerStudy> {
    let e = pyexpr::parse_in(text, sem).ok()?;
    let search = peer_search::search(sem, max_len, limit);
    let file_factors: Vec<String> = e.factors().iter().map(|f| f.to_string()).collect();
    let factors: Vec<FactorStudy> = peer_search::HOUSES
        .iter()
        .zip(&search.factors)
        .map(|(house, found)| FactorStudy {
            house,
            file: file_factors
                .iter()
                .find(|f| peer_search::proves(f, house, sem))
                .map(|f| as_factor(f, sem)),
            found: found.expr.as_ref().map(|f| as_factor(f, sem)),
            ties: found.ties,
        })
        .collect();
    let parts: Option<Vec<String>> = factors
        .iter()
        .map(|f| match (&f.file, &f.found) {
            (Some(a), Some(b)) => Some(if b.len() < a.len() {
                b.clone()
            } else {
                a.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        })
        .collect();
    let shortest = parts
        .map(|p| p.join("*"))
        .filter(|p| pyexpr::parse_in(p, sem).is_ok_and(|x| super::peers::check(&x, sem).proved))?;
    Some(PeerStudy {
        line,
        col,
        text: text.to_string(),
        semantics: sem,
        saves: text.len() as isize - shortest.len() as isize,
        shortest,
        factors,
        search,
    })
}

fn calls(digits: &str, max_nodes: Option<u64>) -> Vec<Calls> {
    SEED_PUZZLES
        .iter()
        .map(|p| {
            let c = Board::new(&p.grid()).count(&digits_of(digits), max_nodes);
            Calls {
                puzzle: p.name,
                calls: (!c.gave_up).then_some(c.nodes),
            }
        })
        .collect()
}

/// Proposes byte-saving rewrites of the digit strings in `source`, searching expressions of up
/// to `max_len` characters (see [`digits::check_max_len`]), each count within `max_nodes`;
/// and studies each peer test against a search of factors up to `peer_max_len` characters,
/// bounded by `peer_limit` of time per dialect.
pub fn shorten(
    source: &str,
    max_len: usize,
    max_nodes: Option<u64>,
    peer_max_len: usize,
    peer_limit: Duration,
) -> Result<ShortenReport, TokenError> {
    let report = tricks::analyze(source)?;
    let mut peer_tests = Vec::new();
    for t in report.tricks.iter().filter(|t| t.name == "peer-product") {
        for &sem in &report.dialects {
            peer_tests.extend(study_peer_test(
                &t.golfed,
                t.line,
                t.col,
                sem,
                peer_max_len,
                peer_limit,
            ));
        }
    }
    // A rewrite is proposed in the dialects where the program works: where its peer test is
    // proved, when it has one.
    let working: Vec<Semantics> = if peer_tests.is_empty() {
        report.dialects.clone()
    } else {
        peer_tests.iter().map(|p: &PeerStudy| p.semantics).collect()
    };
    let search = digits::search(max_len);
    let calls_unproved = search_unmodelled(source)?;
    let calls = |digits: &str, max_nodes| {
        if calls_unproved.is_some() {
            Vec::new()
        } else {
            calls(digits, max_nodes)
        }
    };
    let mut rewrites = Vec::new();
    for t in report
        .tricks
        .iter()
        .filter(|t| t.name == "digit-string" || t.name == "backquote-digits")
    {
        let digits_before = t.readable.trim_matches('\'').to_string();
        let before = calls(&digits_before, max_nodes);
        let in_py2 = working.contains(&Semantics::Py2);
        // The same number in backquotes: the same string, so the same calls (Python 2, while
        // the value needs no `L`).
        if t.name == "digit-string"
            && in_py2
            && let Some(expr) = t.golfed.strip_prefix("'%d'%")
            && digits_before.len() <= 18
            && digits_before.parse::<i64>().is_ok()
            && !expr.starts_with('(')
        {
            let to = format!("`{expr}`");
            rewrites.push(Rewrite {
                line: t.line,
                col: t.col,
                from: t.golfed.clone(),
                saves: t.golfed.len() as isize - to.len() as isize,
                to,
                dialects: vec![Semantics::Py2],
                digits_after: digits_before.clone(),
                digits_before: digits_before.clone(),
                after: before.clone(),
                before: before.clone(),
                same_digits: true,
            });
        }
        // Cheaper expressions found by the search, in each dialect the file parses in.
        for d in &search.dialects {
            if !working.contains(&d.semantics) {
                continue;
            }
            for c in d.cheapest.iter().take(3) {
                let saves = t.golfed.len() as isize - c.source.len() as isize;
                if saves <= 0 {
                    continue;
                }
                if let Some(r) = rewrites
                    .iter_mut()
                    .find(|r: &&mut Rewrite| r.to == c.source)
                {
                    if !r.dialects.contains(&d.semantics) {
                        r.dialects.push(d.semantics);
                    }
                    continue;
                }
                if c.wrapper == Wrapper::Backquote && !in_py2 {
                    continue;
                }
                let after = calls(&c.digits.text, max_nodes);
                rewrites.push(Rewrite {
                    line: t.line,
                    col: t.col,
                    from: t.golfed.clone(),
                    to: c.source.clone(),
                    saves,
                    dialects: vec![d.semantics],
                    same_digits: c.digits.text == digits_before,
                    digits_before: digits_before.clone(),
                    digits_after: c.digits.text.clone(),
                    before: before.clone(),
                    after,
                });
            }
        }
    }
    rewrites.sort_by_key(|r| (!r.same_digits, -r.saves));
    Ok(ShortenReport {
        peer_tests,
        bytes: source.len(),
        dialects: report.dialects,
        searched_len: max_len,
        tried: search.tried,
        rewrites,
        calls_unproved,
    })
}

/// `None` when the file's search is the one the golf engine counts (it takes the first empty
/// cell with `find` and stops the whole search with `exit` once solved), otherwise why its
/// calls cannot be counted so: a search that explores every branch (no `exit`) makes far more
/// calls than the engine's, and another cell choice another tree.
fn search_unmodelled(source: &str) -> Result<Option<String>, TokenError> {
    let tokens = super::pytoken::tokenize(source)?;
    let call_of = |name: &str, method: bool| {
        tokens
            .windows(3)
            .any(|w| w[1].text == name && w[2].is("(") && (!method || w[0].is(".")))
            || tokens.first().is_some_and(|t| t.text == name && !method)
    };
    let stops = call_of("exit", false) || call_of("quit", false);
    let first_empty = call_of("find", true) || call_of("index", true);
    Ok(match (stops, first_empty) {
        (true, true) => None,
        (false, _) => Some("the program never calls exit(), so its search does not stop at the first solution as the one-liner's does (it explores every branch): its calls are not the golf engine's, and are not counted here".to_string()),
        (true, false) => Some("the program does not take the first empty cell with find() or index(), as the one-liner does: its search tree is not the golf engine's, and its calls are not counted here".to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_that_explores_every_branch_gets_no_specimen_counts() {
        // A lambda solver with the specimen's digits but no exit(): it explores every branch,
        // so the engine's first-solution counts (4,021 / 146,605) are not its calls.
        let src = "r=lambda a:a.find('0')<0and[a]or sum([r(a[:a.find('0')]+m+a[a.find('0')+1:])for m in'%d'%5**18],[])\nprint(r(input()))\n";
        let r = shorten(src, 4, Some(2_000_000), 0, Duration::from_secs(1)).unwrap();
        assert!(!r.rewrites.is_empty());
        assert!(
            r.calls_unproved
                .as_deref()
                .is_some_and(|w| w.contains("exit()"))
        );
        assert!(
            r.rewrites
                .iter()
                .all(|w| w.before.is_empty() && w.after.is_empty())
        );
        // The specimen stops with exit() and takes the first empty cell: counted.
        assert_eq!(
            search_unmodelled(super::super::specimen::code()).unwrap(),
            None
        );
    }

    #[test]
    fn the_specimen_saves_three_bytes_with_backquotes_and_the_same_calls() {
        let r = shorten(
            super::super::specimen::code(),
            4,
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
        let r = shorten(py3, 4, Some(2_000_000), 5, Duration::from_secs(30)).unwrap();
        assert!(
            r.rewrites.iter().any(|w| w.to == "'%d'%1e29"
                && w.saves == 1
                && w.dialects.contains(&Semantics::Py3)),
            "{:?}",
            r.rewrites
        );
    }
}
