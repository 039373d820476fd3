//! Shorter golf, found and proved: for each digit string a golfed solver builds from a number
//! (`'%d'%5**18`, `` `14**7*9` ``), the shorter forms that give a usable digit string, each with
//! its bytes saved and its calls on the seed puzzles counted by the golf engine, so that a
//! rewrite that keeps the digit string is proved to keep every call.
//!
//! Laid out by part: the digit strings a program builds ([`sources`]) and the study of its
//! peer tests ([`peer_study`]) in their own modules; the proposals and their proofs here.

mod peer_study;
mod sources;

use serde::Serialize;

use super::digits::{self, Wrapper};
use super::nodes::{self, PreparedPuzzle, digits_of};
use std::time::Duration;

use super::peers::{self, FoundTest};
use super::pyexpr::{self, Semantics};
use super::pytoken::TokenError;
use super::tricks;
pub use peer_study::{FactorStudy, PeerStudy, study_found, study_peer_test};
use sources::{
    DigitSource, blank_of, consumed_as_set, digit_sources, digit_trouble, same_string_backquote,
};
use sudoku_lab_core::puzzles::SEED_PUZZLES;

/// Calls of the one-liner on one seed puzzle with a digit string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Calls {
    pub puzzle: &'static str,
    /// `None` when the count passed the bound.
    pub calls: Option<u64>,
    /// How many times the program outputs a solution: once for a search that stops at the
    /// first, each time one is reached for a search that collects every result (a repeated
    /// digit reaches it again); `None` when the count passed the bound.
    pub outputs: Option<u64>,
    /// The first solution reached (what a search that stops there outputs).
    #[serde(skip)]
    pub solution: Option<String>,
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
    /// Why the program is unchanged but for its length, when it is (the same string,
    /// computed both ways under the rewrite's dialect).
    pub kept: Option<String>,
    /// A warning when the rewrite multiplies the calls (a digit repeated tries its subtree
    /// again), or when it adds repeated digits to a search whose calls are not counted.
    pub warning: Option<String>,
    /// Why the rewrite is not proposed, when it is not: it changes what the program outputs,
    /// or its calls cannot be counted and its digit string differs.
    pub refused: Option<String>,
}

/// What `golf shorten` found.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ShortenReport {
    /// Bytes of the file, the final newline included.
    pub bytes: usize,
    pub dialects: Vec<Semantics>,
    /// For a dialect that parses the file but in which it cannot work, why: no rewrite is
    /// proposed there.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_working: Vec<(Semantics, String)>,
    /// The digit search that backs the proposals: how far it went.
    pub searched_len: usize,
    /// Strings tried as digit expressions: none when the file has no digit string.
    pub tried: u64,
    /// The rewrites proposed: each keeps the program's output, with its calls counted (or
    /// the same digit string, so the same calls).
    pub rewrites: Vec<Rewrite>,
    /// Shorter forms found but not proposed, each with its reason (`refused`).
    pub refused: Vec<Rewrite>,
    /// Why the calls are not counted, when the file's search is not one the golf engine
    /// runs (the first empty cell by `find`, the digits in the string's order, and either a
    /// stop at the first solution or every branch explored); the rewrites' `before` and
    /// `after` are then empty.
    pub calls_unproved: Option<String>,
    /// How the calls are counted, when they are: which search the program runs.
    pub calls_counted_as: Option<String>,
    /// The peer tests of the file, each against a search for shorter factors.
    pub peer_tests: Vec<PeerStudy>,
}

fn calls(digits: &str, max_nodes: Option<u64>, every: bool) -> Vec<Calls> {
    SEED_PUZZLES
        .iter()
        .map(|p| {
            let board = PreparedPuzzle::new(&p.grid());
            let c = if every {
                board.count_every_branch(&digits_of(digits), max_nodes)
            } else {
                board.count(&digits_of(digits), max_nodes)
            };
            Calls {
                puzzle: p.name,
                calls: (!c.gave_up).then_some(c.nodes),
                outputs: (!c.gave_up).then_some(if every { c.found } else { c.found.min(1) }),
                solution: c.solution,
            }
        })
        .collect()
}

/// The options of one `golf shorten` run, resolved once by its caller (as ripgrep resolves its
/// flags into `HiArgs`), so the run itself takes one value.
pub struct Options<'s> {
    /// The digit expressions the proposals are drawn from.
    pub digits: Digits<'s>,
    /// The bound of each count of calls.
    pub max_nodes: Option<u64>,
    /// The longest peer-test factor searched, in characters.
    pub peer_max_len: usize,
    /// The time the factor search of one dialect may take.
    pub peer_limit: Duration,
}

/// Where a run's digit expressions come from.
pub enum Digits<'s> {
    /// Searched by the run, up to this many characters (see [`digits::check_max_len`]).
    UpTo(usize),
    /// A search already made: it depends on no program, so several programs can share one.
    Searched(&'s digits::Search),
}

impl Digits<'_> {
    /// The longest digit expression searched, in characters.
    fn max_len(&self) -> usize {
        match self {
            Digits::UpTo(n) => *n,
            Digits::Searched(search) => search.max_len,
        }
    }
}

/// Proposes byte-saving rewrites of the digit strings in `source`, within its [`Options`]: the
/// digit expressions it names, each count within `max_nodes`; and studies each peer test
/// against a search of factors up to `peer_max_len` characters, bounded by `peer_limit` of
/// time per dialect.
pub fn shorten(source: &str, options: &Options) -> Result<ShortenReport, TokenError> {
    shorten_telling(source, options, |_| {})
}

/// What [`shorten_telling`] has done so far, told as it goes: a caller stopped before the end
/// still has the figures of the parts done.
#[derive(Clone, Copy, Debug)]
pub enum Done<'a> {
    /// A peer test studied (its factor search over).
    PeerTest(&'a PeerStudy),
    /// The digit expressions searched, up to a length (then the next, up to `max_len`).
    Digits(&'a digits::Search),
}

/// [`shorten`], telling `done` each part as it is done.
pub fn shorten_telling(
    source: &str,
    options: &Options,
    mut done: impl FnMut(Done),
) -> Result<ShortenReport, TokenError> {
    let report = tricks::analyze(source)?;
    // The peer tests in each dialect the file parses in, whatever names they use: a test is
    // found only where it is proved on all 6,561 pairs.
    let found: Vec<(Semantics, Vec<FoundTest>)> = report
        .dialects
        .iter()
        .map(|&sem| (sem, peers::find_tests(source, sem)))
        .collect();
    let mut peer_tests = Vec::new();
    for (sem, tests) in &found {
        for t in tests {
            if let Some(study) = study_found(t, *sem, options.peer_max_len, options.peer_limit) {
                done(Done::PeerTest(&study));
                peer_tests.push(study);
            }
        }
    }
    let any_test = found.iter().any(|(_, t)| !t.is_empty());
    let digit_sources = digit_sources(source, &report);
    // The search (a minute and more at six characters) only for a file that has a digit
    // string to shorten.
    let searched;
    let search = match options.digits {
        _ if digit_sources.is_empty() => None,
        Digits::Searched(given) => Some(given),
        Digits::UpTo(max_len) => {
            searched = digits::search_each_length(max_len, |s| done(Done::Digits(s)));
            Some(&searched)
        }
    };
    let kind = modelled_kind(source, any_test, &digit_sources)?;
    let (calls_unproved, calls_counted_as) = match &kind {
        SearchKind::Unmodelled(why) => (Some(why.clone()), None),
        SearchKind::FirstSolution(how) | SearchKind::EveryBranch(how) => (None, Some(how.clone())),
    };
    let works = report.works();
    let proposer = Proposer {
        source,
        working: working_dialects(&found, &works),
        works,
        blank: blank_of(source),
        every: matches!(kind, SearchKind::EveryBranch(_)),
        calls_unproved: calls_unproved.clone(),
        max_nodes: options.max_nodes,
    };
    let mut rewrites = Vec::new();
    for t in &digit_sources {
        proposer.propose(t, search, &mut rewrites);
    }
    rewrites.sort_by_key(|r| (!r.same_digits, -r.saves));
    let (refused, rewrites) = rewrites.into_iter().partition(|r| r.refused.is_some());
    Ok(ShortenReport {
        refused,
        peer_tests,
        bytes: source.len(),
        dialects: report.dialects,
        not_working: report.not_working,
        searched_len: options.digits.max_len(),
        tried: search.as_ref().map_or(0, |s| s.tried),
        rewrites,
        calls_unproved,
        calls_counted_as,
    })
}

/// The dialects a changed digit string is proposed in: where the program works and its own
/// peer test is proved, when one is found; never in a dialect the file parses in but cannot
/// work in (a sign of the other: print() of several values, raw_input()).
fn working_dialects(found: &[(Semantics, Vec<FoundTest>)], works: &[Semantics]) -> Vec<Semantics> {
    if found.iter().any(|(_, t)| !t.is_empty()) {
        found
            .iter()
            .filter(|(s, t)| !t.is_empty() && works.contains(s))
            .map(|(s, _)| *s)
            .collect()
    } else {
        works.to_vec()
    }
}

/// How the program searches, or why its calls are not modelled: without a peer test of the
/// one-liner's shape, or with a digit string of its own the engine cannot place.
fn modelled_kind(
    source: &str,
    any_test: bool,
    digit_sources: &[DigitSource],
) -> Result<SearchKind, TokenError> {
    let mut kind = search_kind(source)?;
    if let SearchKind::FirstSolution(_) | SearchKind::EveryBranch(_) = kind {
        if !any_test {
            kind = SearchKind::Unmodelled("the program has no peer test of the one-liner's shape (`m in[...or a[j]for j in range(81)]` over a product proved on all 6,561 pairs): which digits it lets into a cell is not modelled, so its calls are not counted here".to_string());
        } else if let Some(t) = digit_sources
            .iter()
            .find(|t| digit_trouble(&t.digits, blank_of(source)).is_some())
        {
            kind = SearchKind::Unmodelled(format!(
                "its own digit string {}: {}",
                t.digits,
                digit_trouble(&t.digits, blank_of(source)).unwrap_or_default()
            ));
        }
    }
    Ok(kind)
}

/// What the rewrites of each digit source are judged against: the program, the dialects it
/// works in, its blank, and how (or whether) its calls are counted.
struct Proposer<'s> {
    source: &'s str,
    /// The dialects the file works in, its peer test proved or not.
    works: Vec<Semantics>,
    /// The dialects a changed digit string is proposed in (see [`working_dialects`]).
    working: Vec<Semantics>,
    blank: Option<char>,
    /// The search collects every result rather than stopping at the first solution.
    every: bool,
    /// Why the calls are not counted, when they are not.
    calls_unproved: Option<String>,
    max_nodes: Option<u64>,
}

impl Proposer<'_> {
    /// The calls on the seed puzzles with `digits`, or none when they are not modelled.
    fn calls(&self, digits: &str) -> Vec<Calls> {
        if self.calls_unproved.is_some() {
            Vec::new()
        } else {
            calls(digits, self.max_nodes, self.every)
        }
    }

    /// The rewrites of the digit source `t`, added to `rewrites` (a rewrite found in a second
    /// dialect joins the first's).
    fn propose(
        &self,
        t: &DigitSource,
        search: Option<&digits::Search>,
        rewrites: &mut Vec<Rewrite>,
    ) {
        let digits_before = t.digits.clone();
        let before = self.calls(&digits_before);
        let in_py2 = self.working.contains(&Semantics::Py2);
        // The same number in backquotes (`'%d'%N` or `str(N)` -> `` `N` ``): where Python 2
        // computes the same string byte for byte, the program is unchanged but for its
        // length, so it keeps its output and its calls whatever its peer test does; proposed
        // wherever the file is Python 2, its peer test proved or not.
        if self.works.contains(&Semantics::Py2)
            && let Some(to) = same_string_backquote(t)
        {
            rewrites.push(Rewrite {
                line: t.line,
                col: t.col,
                from: t.text.clone(),
                saves: t.text.len() as isize - to.len() as isize,
                kept: Some(format!(
                    "{to} is the same string as {} under Python 2 ({digits_before}), byte for byte: the program runs exactly as before, so its output and its calls are unchanged whatever its peer test",
                    t.text
                )),
                warning: long_caveat(&to),
                to,
                dialects: vec![Semantics::Py2],
                digits_after: digits_before.clone(),
                digits_before: digits_before.clone(),
                after: before.clone(),
                before: before.clone(),
                same_digits: true,
                refused: None,
            });
        }
        // Cheaper expressions found by the search, in each dialect the file parses in.
        for d in search.iter().flat_map(|s| &s.dialects) {
            if !self.working.contains(&d.semantics) {
                continue;
            }
            // The cheapest, and where the blank is not `0` (a 0 would be placed) the
            // cheapest without a 0.
            let zero_free = if self.blank == Some('0') {
                &[][..]
            } else {
                &d.cheapest_without_zero[..]
            };
            for c in d.cheapest.iter().take(3).chain(zero_free.iter().take(3)) {
                let saves = t.text.len() as isize - c.source.len() as isize;
                if saves <= 0 {
                    continue;
                }
                if let Some(r) = rewrites
                    .iter_mut()
                    .find(|r: &&mut Rewrite| r.to == c.source && (r.line, r.col) == (t.line, t.col))
                {
                    if !r.dialects.contains(&d.semantics) {
                        r.dialects.push(d.semantics);
                    }
                    continue;
                }
                if c.wrapper == Wrapper::Backquote && !in_py2 {
                    continue;
                }
                rewrites.push(self.judged(t, &before, c, d.semantics, saves));
            }
        }
        for r in rewrites
            .iter_mut()
            .filter(|r| (r.line, r.col) == (t.line, t.col))
        {
            self.name_dialects(r);
        }
    }

    /// Adds to `r` each dialect the program works in where its new text computes the same
    /// digit string (a search names only the dialects whose cheapest it was among), and
    /// warns where it runs under fewer dialects than the program works in (see `working`):
    /// applied, the program works under those only.
    fn name_dialects(&self, r: &mut Rewrite) {
        for &w in &self.working {
            let same = pyexpr::parse_in(&r.to, w)
                .ok()
                .and_then(|e| e.eval(&pyexpr::NoNames, w).ok())
                .is_some_and(|v| matches!(v, pyexpr::Value::Str(t) if t == r.digits_after));
            if same && !r.dialects.contains(&w) {
                r.dialects.push(w);
            }
        }
        r.dialects.sort();
        // The dialects it works in, its peer test proved there where it has one (the
        // specimen's holds under Python 2 only, its `/` a float under Python 3).
        if self.working.iter().any(|w| !r.dialects.contains(w)) && !r.dialects.is_empty() {
            let names = |ds: &[Semantics]| {
                ds.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" and ")
            };
            let caveat = format!(
                "applied, the program works under {} only (it works under {} now)",
                names(&r.dialects),
                names(&self.working)
            );
            r.warning = Some(match r.warning.take() {
                Some(w) => format!("{w}; {caveat}"),
                None => caveat,
            });
        }
    }

    /// The rewrite of `t` into the searched expression `c` (found in `sem`), with its calls,
    /// its warnings, and why it is refused or kept.
    fn judged(
        &self,
        t: &DigitSource,
        before: &[Calls],
        c: &digits::Candidate,
        sem: Semantics,
        saves: isize,
    ) -> Rewrite {
        let (source, blank, every) = (self.source, self.blank, self.every);
        let digits_before = &t.digits;
        let after = self.calls(&c.digits.text);
        // Digits gathered into a set lose their repeats: no repeat is tried twice.
        let warning = if before.is_empty() && consumed_as_set(source, t) {
            None
        } else {
            multiplied(digits_before, &c.digits.text, before, &after)
        };
        let warning = match (warning, long_caveat(&c.source)) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (a, b) => a.or(b),
        };
        let same_digits = c.digits.text == *digits_before;
        // Digits gathered into a set (`set('123456789')`): the same set of digits is
        // the same value, so the program runs exactly as before.
        let digit_set = |d: &str| {
            let mut v: Vec<u8> = d.bytes().collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        let same_set = !same_digits
            && consumed_as_set(source, t)
            && digit_set(&c.digits.text) == digit_set(digits_before);
        let refused = if same_digits || same_set {
            None
        } else if let Some(why) = digit_trouble(&c.digits.text, blank) {
            Some(format!(
                "the digit string changes ({digits_before} -> {}): {why}",
                c.digits.text
            ))
        } else if let Some(d) = (b'1'..=b'9')
            .find(|d| digits_before.as_bytes().contains(d) && !c.digits.text.as_bytes().contains(d))
        {
            Some(format!(
                "the digit string changes ({digits_before} -> {}) and loses the digit {}: the program could no longer fill a cell that needs it",
                c.digits.text, d as char
            ))
        } else if let Some(why) = &self.calls_unproved {
            Some(format!(
                "the digit string changes ({digits_before} -> {}) and the calls are not counted ({why}): neither the output nor the calls are proved",
                c.digits.text
            ))
        } else {
            changed_output(digits_before, &c.digits.text, before, &after, every)
        };
        let kept = same_set.then(|| {
            format!(
                "{} gathers its digits into a set: {} and {} are the same set of digits, so the program runs exactly as before, its output and its calls unchanged",
                t.text, digits_before, c.digits.text
            )
        });
        Rewrite {
            refused,
            warning,
            kept,
            line: t.line,
            col: t.col,
            from: t.text.clone(),
            to: c.source.clone(),
            saves,
            dialects: vec![sem],
            same_digits,
            digits_before: digits_before.clone(),
            digits_after: c.digits.text.clone(),
            before: before.to_vec(),
            after,
        }
    }
}

/// The caveat of a backquoted number past 2**31-1 (`` `N` `` is Python 2's repr()): a long
/// on a 32-bit Python 2, whose repr ends in `L`.
fn long_caveat(to: &str) -> Option<String> {
    let inner = to.strip_prefix('`')?.strip_suffix('`')?;
    let value = pyexpr::parse_in(inner, Semantics::Py2)
        .ok()?
        .eval(&pyexpr::NoNames, Semantics::Py2)
        .ok()?;
    let pyexpr::Value::Int { v, .. } = value else {
        return None;
    };
    let fits = |x: i64| v <= x.into() && v >= (-x - 1).into();
    (!fits(i32::MAX.into())).then(|| {
        format!(
            "{inner} is past 2**31-1: on a 32-bit Python 2 it is a long, whose repr ends in `L` (the digit string gains an L there); on a 64-bit Python 2 it is an int up to 2**63-1"
        )
    })
}

/// A warning when the calls after a rewrite are more than twice those before on some seed
/// puzzle (or pass the count's bound), or, uncounted, when the new digit string repeats
/// digits the old did not: a repeated digit tries its whole subtree again wherever the
/// search goes on past a failure or a solution.
fn multiplied(
    before_digits: &str,
    after_digits: &str,
    before: &[Calls],
    after: &[Calls],
) -> Option<String> {
    let repeats = |d: &str| d.len() - nodes::without_repeats(d).len();
    if before.is_empty() {
        let (b, a) = (repeats(before_digits), repeats(after_digits));
        return (a > b).then(|| format!(
            "the new digit string repeats {a} digit(s) where the old repeats {b}: each repeat tries its whole subtree again, so the calls may grow many times over (not counted here)"
        ));
    }
    let worst = before
        .iter()
        .zip(after)
        .filter_map(|(b, a)| match (b.calls, a.calls) {
            (Some(n), Some(m)) if m > 2 * n => Some((
                m as f64 / n.max(1) as f64,
                format!(
                    "the rewrite multiplies the calls {:.0}-fold: {m} calls against {n} on {}",
                    m as f64 / n.max(1) as f64,
                    a.puzzle
                ),
            )),
            (Some(n), None) => Some((
                f64::INFINITY,
                format!(
                    "the rewrite multiplies the calls: more than the count's bound against {n} on {}",
                    a.puzzle
                ),
            )),
            _ => None,
        })
        .max_by(|x, y| x.0.total_cmp(&y.0));
    worst.map(|(_, what)| what)
}

/// Why a rewrite changes what the program outputs, when it does. A search that stops at the
/// first solution outputs a puzzle's only solution whatever the order of the nine digits. A
/// search that collects every result outputs a solution each time it reaches it: once per
/// choice of a copy of each digit it places, so the output is kept exactly when every digit
/// appears as often in the new string as in the old.
fn changed_output(
    digits_before: &str,
    digits_after: &str,
    before: &[Calls],
    after: &[Calls],
    every: bool,
) -> Option<String> {
    if !every {
        return before.iter().zip(after).find_map(|(b, a)| {
            (b.solution.is_some() && a.solution.is_some() && b.solution != a.solution).then(|| {
                format!(
                    "it changes the output on {}: another solution is reached first",
                    a.puzzle
                )
            })
        });
    }
    let times = |d: &str, c: u8| d.bytes().filter(|&x| x == c).count();
    let differ: Vec<String> = (b'0'..=b'9')
        .filter(|&c| times(digits_before, c) != times(digits_after, c))
        .map(|c| {
            format!(
                "{} {}x for {}x",
                c as char,
                times(digits_after, c),
                times(digits_before, c)
            )
        })
        .collect();
    if differ.is_empty() {
        return None;
    }
    let example = before
        .iter()
        .zip(after)
        .find_map(|(b, a)| match (b.outputs, a.outputs) {
            (Some(n), Some(m)) if n != m => Some(format!(
                ": on {} the solution would be output {m} times where the program outputs it {n} time(s), in {} calls against {}",
                a.puzzle,
                a.calls.unwrap_or(0),
                b.calls.unwrap_or(0)
            )),
            _ => None,
        })
        .unwrap_or_default();
    Some(format!(
        "it changes the output: the search collects every result and never stops early, and the digits appear a different number of times ({}), so a solution is reached, and output, once per choice among the copies of each digit it places{example}",
        differ.join(", ")
    ))
}

/// The search a file runs, as far as the golf engine can count its calls.
enum SearchKind {
    /// It stops at the first solution (exit(), quit(), or next() over a lazy generator).
    FirstSolution(String),
    /// It never stops early: every branch is explored (and a repeated digit tries its
    /// subtree again).
    EveryBranch(String),
    /// Neither, or another cell order: why its calls are not counted.
    Unmodelled(String),
}

/// Which search the file runs: the golf engine counts one that takes the first empty cell
/// with `find` (or `index`) and either stops at the first solution (exit(), quit(), or next()
/// over a generator, which asks for no more results once one comes) or has no way to stop
/// early at all (no exit, next, any, all, return, yield, break or raise: a lambda collecting
/// its results explores every branch).
fn search_kind(source: &str) -> Result<SearchKind, TokenError> {
    let tokens = super::pytoken::tokenize(source)?;
    let call_of = |name: &str, method: bool| {
        tokens
            .windows(3)
            .any(|w| w[1].text == name && w[2].is("(") && (!method || w[0].is(".")))
            || tokens.first().is_some_and(|t| t.text == name && !method)
    };
    let word = |name: &str| tokens.iter().any(|t| t.text == name);
    // The functions the file defines (`def f`, `f=lambda`), and whether a call of `name`
    // holds a call of one of them in its arguments (`next(r(...)for ...)`, not the
    // `all(...)` of a peer test).
    let defined: Vec<&str> = tokens
        .windows(3)
        .filter(|w| w[0].is("def") || (w[1].is("=") && w[2].is("lambda")))
        .map(|w| {
            if w[0].is("def") {
                w[1].text.as_str()
            } else {
                w[0].text.as_str()
            }
        })
        .collect();
    let recursing = |name: &str| {
        (0..tokens.len().saturating_sub(1)).any(|k| {
            if tokens[k].text != name || !tokens[k + 1].is("(") || (k > 0 && tokens[k - 1].is("."))
            {
                return false;
            }
            let mut depth = 0;
            for w in tokens[k + 1..].windows(2) {
                match w[0].text.as_str() {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    return false;
                }
                if w[1].is("(") && defined.contains(&w[0].text.as_str()) {
                    return true;
                }
            }
            false
        })
    };
    let first_empty = call_of("find", true) || call_of("index", true);
    if !first_empty {
        return Ok(SearchKind::Unmodelled("the program does not take the first empty cell with find() or index(), as the one-liner does: its search tree is not the golf engine's, and its calls are not counted here".to_string()));
    }
    if call_of("exit", false) || call_of("quit", false) {
        return Ok(SearchKind::FirstSolution(
            "the search stops at the first solution with exit()".to_string(),
        ));
    }
    if recursing("next") {
        return Ok(SearchKind::FirstSolution("the search stops at the first solution: next() takes one result of a lazy generator, so no later branch is tried".to_string()));
    }
    let stoppers = ["return", "yield", "break", "raise"];
    if !stoppers.iter().any(|w| word(w)) && !["any", "all", "next"].iter().any(|f| recursing(f)) {
        return Ok(SearchKind::EveryBranch("the search has no way to stop early (no exit(), no next(), any() or all() over its own calls, no return, yield, break or raise): it explores every branch, a repeated digit trying its whole subtree again, and its calls are counted so".to_string()));
    }
    Ok(SearchKind::Unmodelled("the program stops its search neither with exit() nor with next() over its own calls, and it may end early (by any() or all() over its own calls, or by return, yield, break or raise): how far its search goes is not modelled, and its calls are not counted here".to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The digit expressions up to 4 characters, searched once for all the tests: the search
    /// depends on no program and is most of each test's work. (The tests at 5 characters are
    /// in tests/golf_shorten.rs, behind `GOLF_SHORTEN=all`.)
    fn searched(max_len: usize) -> &'static digits::Search {
        static FOUR: std::sync::OnceLock<digits::Search> = std::sync::OnceLock::new();
        assert_eq!(max_len, 4);
        FOUR.get_or_init(|| digits::search(max_len))
    }

    /// A run's options on the shared search: the call bound, the peer factors' length and the
    /// seconds their search may take.
    fn given(max_nodes: Option<u64>, peer_max_len: usize, seconds: u64) -> Options<'static> {
        Options {
            digits: Digits::Searched(searched(4)),
            max_nodes,
            peer_max_len,
            peer_limit: Duration::from_secs(seconds),
        }
    }

    #[test]
    fn a_search_without_a_peer_test_gets_no_counts() {
        // A lambda solver with the specimen's digits but no test of which digits fit: it
        // places every digit everywhere, a tree the golf engine does not run, so no call is
        // counted and no changed digit string is proposed.
        let src = "r=lambda a:a.find('0')<0and[a]or sum([r(a[:a.find('0')]+m+a[a.find('0')+1:])for m in'%d'%5**18],[])\nprint(r(input()))\n";
        let r = shorten(src, &given(Some(2_000_000), 0, 1)).unwrap();
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
        let r = shorten(py3, &given(Some(1000), 0, 1)).unwrap();
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
        let r = shorten(py2, &given(Some(1000), 0, 1)).unwrap();
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

    /// A rewrite names every dialect it runs in, found by its search or not (`'%d'%1e29` is
    /// the same string under both); one that runs under fewer dialects than the program works
    /// in says so.
    #[test]
    fn a_rewrite_names_every_dialect_it_runs_in() {
        let both = "import sys\ng=sys.argv[1]\nfor c in str(25**9):print(c+g)\n";
        let r = shorten(both, &given(Some(1000), 0, 1)).unwrap();
        assert!(r.not_working.is_empty());
        for w in r.rewrites.iter().chain(&r.refused) {
            let runs: Vec<Semantics> = Semantics::ALL
                .iter()
                .copied()
                .filter(|&s| {
                    pyexpr::parse_in(&w.to, s)
                        .ok()
                        .and_then(|e| e.eval(&pyexpr::NoNames, s).ok())
                        .is_some_and(|v| matches!(v, pyexpr::Value::Str(t) if t == w.digits_after))
                })
                .collect();
            assert_eq!(w.dialects, runs, "{w:?}");
            if runs.len() < 2 {
                assert!(
                    w.warning
                        .as_deref()
                        .is_some_and(|x| x.contains("works under")),
                    "{w:?}"
                );
            }
        }
        assert!(
            r.refused.iter().any(|w| w.dialects.len() == 2),
            "{:?}",
            r.refused
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
            found.iter().any(|d| d.text == "'123456789'"
                && d.digits == "123456789"
                && consumed_as_set(src, d)),
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
        let r = shorten(
            super::super::specimen::code(),
            &given(Some(2_000_000), 7, 30),
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
        let r = shorten(py3, &given(Some(2_000_000), 5, 30)).unwrap();
        assert!(
            r.rewrites.iter().any(|w| w.to == "'%d'%1e29"
                && w.saves == 1
                && w.dialects.contains(&Semantics::Py3)),
            "{:?}",
            r.rewrites
        );
    }
}
