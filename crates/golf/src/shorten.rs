//! Shorter golf, found and proved: for each digit string a golfed solver builds from a number
//! (`'%d'%5**18`, `` `14**7*9` ``), the shorter forms that give a usable digit string, each with
//! its bytes saved and its calls on the seed puzzles counted by the golf engine, so that a
//! rewrite that keeps the digit string is proved to keep every call.

use serde::Serialize;

use super::digits::{self, Wrapper};
use super::nodes::{self, Board, digits_of};
use std::time::Duration;

use super::peer_search::{self, PeerSearch};
use super::peers::{self, Binding, FoundTest};
use super::pyexpr::{self, BinOp, ExprKind, Semantics};
use super::pytoken::TokenError;
use super::tricks::{self, Trick};
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
    /// As written in the file.
    pub text: String,
    /// What its names stand for: the search works in `i` (the blank) and `j` (the other cell)
    /// and writes what it finds back in the file's names.
    pub binding: Binding,
    pub semantics: Semantics,
    pub factors: Vec<FactorStudy>,
    /// The shortest product of the file's and the found factors, in the file's names, proved
    /// on all 6,561 pairs.
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

/// Studies a peer test `text` (a product in `i` and `j`) under `sem` against a search of
/// factors up to `max_len` characters within `limit`.
pub fn study_peer_test(
    text: &str,
    line: usize,
    col: usize,
    sem: Semantics,
    max_len: usize,
    limit: Duration,
) -> Option<PeerStudy> {
    let found = FoundTest {
        line,
        col,
        text: text.to_string(),
        binding: Binding::ij(),
        ij: text.to_string(),
    };
    study_found(&found, sem, max_len, limit)
}

/// Studies a peer test found in a file (see [`peers::find_tests`]): the search runs in `i`
/// and `j`, and its findings are written back in the file's names.
pub fn study_found(
    t: &FoundTest,
    sem: Semantics,
    max_len: usize,
    limit: Duration,
) -> Option<PeerStudy> {
    let e = pyexpr::parse_in(&t.ij, sem).ok()?;
    let search = peer_search::search(sem, max_len, limit);
    let file_factors: Vec<String> = e.factors().iter().map(|f| f.to_string()).collect();
    let named = |ij: String| t.binding.from_ij(&ij).unwrap_or(ij);
    let factors: Vec<(Option<String>, Option<String>, FactorStudy)> = peer_search::HOUSES
        .iter()
        .zip(&search.factors)
        .map(|(house, found)| {
            let file = file_factors
                .iter()
                .find(|f| peer_search::proves(f, house, sem))
                .map(|f| as_factor(f, sem));
            let found_ij = found.expr.as_ref().map(|f| as_factor(f, sem));
            let study = FactorStudy {
                house,
                file: file.clone().map(named),
                found: found_ij.clone().map(named),
                ties: found.ties,
            };
            (file, found_ij, study)
        })
        .collect();
    // The shorter of the two, measured in the file's names (an inline `a.find('.')` weighs
    // its full length at each use).
    let parts: Option<Vec<String>> = factors
        .iter()
        .map(|(file, found, _)| match (file, found) {
            (Some(a), Some(b)) => Some(if named(b.clone()).len() < named(a.clone()).len() {
                b.clone()
            } else {
                a.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        })
        .collect();
    let shortest_ij = parts
        .map(|p| p.join("*"))
        .filter(|p| pyexpr::parse_in(p, sem).is_ok_and(|x| peers::check(&x, sem).proved))?;
    let shortest = named(shortest_ij);
    Some(PeerStudy {
        line: t.line,
        col: t.col,
        text: t.text.clone(),
        binding: t.binding.clone(),
        semantics: sem,
        saves: t.text.len() as isize - shortest.len() as isize,
        shortest,
        factors: factors.into_iter().map(|(_, _, f)| f).collect(),
        search,
    })
}

fn calls(digits: &str, max_nodes: Option<u64>, every: bool) -> Vec<Calls> {
    SEED_PUZZLES
        .iter()
        .map(|p| {
            let board = Board::new(&p.grid());
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
    shorten_searched(
        source,
        max_len,
        None,
        max_nodes,
        peer_max_len,
        peer_limit,
        |_| {},
    )
}

/// [`shorten`] with the digit expressions already searched (`digits`, up to its `max_len`):
/// the search depends on no program, so several programs can share one.
pub fn shorten_with_digits(
    source: &str,
    digits: &digits::Search,
    max_nodes: Option<u64>,
    peer_max_len: usize,
    peer_limit: Duration,
) -> Result<ShortenReport, TokenError> {
    shorten_searched(
        source,
        digits.max_len,
        Some(digits),
        max_nodes,
        peer_max_len,
        peer_limit,
        |_| {},
    )
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
    max_len: usize,
    max_nodes: Option<u64>,
    peer_max_len: usize,
    peer_limit: Duration,
    done: impl FnMut(Done),
) -> Result<ShortenReport, TokenError> {
    shorten_searched(
        source,
        max_len,
        None,
        max_nodes,
        peer_max_len,
        peer_limit,
        done,
    )
}

fn shorten_searched(
    source: &str,
    max_len: usize,
    given: Option<&digits::Search>,
    max_nodes: Option<u64>,
    peer_max_len: usize,
    peer_limit: Duration,
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
            if let Some(study) = study_found(t, *sem, peer_max_len, peer_limit) {
                done(Done::PeerTest(&study));
                peer_tests.push(study);
            }
        }
    }
    // A changed digit string is proposed in the dialects where the program works: where its
    // own peer test is proved, when one is found.
    let any_test = found.iter().any(|(_, t)| !t.is_empty());
    let working: Vec<Semantics> = if any_test {
        found
            .iter()
            .filter(|(_, t)| !t.is_empty())
            .map(|(s, _)| *s)
            .collect()
    } else {
        report.dialects.clone()
    };
    let digit_sources = digit_sources(source, &report);
    // The search (a minute and more at six characters) only for a file that has a digit
    // string to shorten.
    let searched;
    let search = match given {
        _ if digit_sources.is_empty() => None,
        Some(given) => Some(given),
        None => {
            searched = digits::search_each_length(max_len, |s| done(Done::Digits(s)));
            Some(&searched)
        }
    };
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
    let (calls_unproved, calls_counted_as) = match &kind {
        SearchKind::Unmodelled(why) => (Some(why.clone()), None),
        SearchKind::FirstSolution(how) | SearchKind::EveryBranch(how) => (None, Some(how.clone())),
    };
    let every = matches!(kind, SearchKind::EveryBranch(_));
    let calls = |digits: &str, max_nodes| {
        if calls_unproved.is_some() {
            Vec::new()
        } else {
            calls(digits, max_nodes, every)
        }
    };
    let mut rewrites = Vec::new();
    let blank = blank_of(source);
    for t in &digit_sources {
        let digits_before = t.digits.clone();
        let before = calls(&digits_before, max_nodes);
        let in_py2 = working.contains(&Semantics::Py2);
        // The same number in backquotes (`'%d'%N` or `str(N)` -> `` `N` ``): where Python 2
        // computes the same string byte for byte, the program is unchanged but for its
        // length, so it keeps its output and its calls whatever its peer test does; proposed
        // wherever the file is Python 2, its peer test proved or not.
        if report.dialects.contains(&Semantics::Py2)
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
                to,
                dialects: vec![Semantics::Py2],
                digits_after: digits_before.clone(),
                digits_before: digits_before.clone(),
                after: before.clone(),
                before: before.clone(),
                same_digits: true,
                warning: None,
                refused: None,
            });
        }
        // Cheaper expressions found by the search, in each dialect the file parses in.
        for d in search.iter().flat_map(|s| &s.dialects) {
            if !working.contains(&d.semantics) {
                continue;
            }
            // The cheapest, and where the blank is not `0` (a 0 would be placed) the
            // cheapest without a 0.
            let zero_free = if blank == Some('0') {
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
                let after = calls(&c.digits.text, max_nodes);
                // Digits gathered into a set lose their repeats: no repeat is tried twice.
                let warning = if before.is_empty() && consumed_as_set(source, t) {
                    None
                } else {
                    multiplied(&digits_before, &c.digits.text, &before, &after)
                };
                let same_digits = c.digits.text == digits_before;
                let refused = if same_digits {
                    None
                } else if let Some(why) = digit_trouble(&c.digits.text, blank) {
                    Some(format!(
                        "the digit string changes ({digits_before} -> {}): {why}",
                        c.digits.text
                    ))
                } else if let Some(d) = (b'1'..=b'9').find(|d| {
                    digits_before.as_bytes().contains(d) && !c.digits.text.as_bytes().contains(d)
                }) {
                    Some(format!(
                        "the digit string changes ({digits_before} -> {}) and loses the digit {}: the program could no longer fill a cell that needs it",
                        c.digits.text, d as char
                    ))
                } else if let Some(why) = &calls_unproved {
                    Some(format!(
                        "the digit string changes ({digits_before} -> {}) and the calls are not counted ({why}): neither the output nor the calls are proved",
                        c.digits.text
                    ))
                } else {
                    changed_output(&digits_before, &c.digits.text, &before, &after, every)
                };
                rewrites.push(Rewrite {
                    refused,
                    warning,
                    kept: None,
                    line: t.line,
                    col: t.col,
                    from: t.text.clone(),
                    to: c.source.clone(),
                    saves,
                    dialects: vec![d.semantics],
                    same_digits,
                    digits_before: digits_before.clone(),
                    digits_after: c.digits.text.clone(),
                    before: before.clone(),
                    after,
                });
            }
        }
    }
    rewrites.sort_by_key(|r| (!r.same_digits, -r.saves));
    let (refused, rewrites) = rewrites.into_iter().partition(|r| r.refused.is_some());
    Ok(ShortenReport {
        refused,
        peer_tests,
        bytes: source.len(),
        dialects: report.dialects,
        searched_len: max_len,
        tried: search.as_ref().map_or(0, |s| s.tried),
        rewrites,
        calls_unproved,
        calls_counted_as,
    })
}

/// A digit string the program builds: where, as written, its digits, and how.
struct DigitSource {
    line: usize,
    col: usize,
    text: String,
    digits: String,
    /// The number inside `'%d'%N`, `str(N)` or `` `N` ``, as written; none for a literal.
    number: Option<String>,
    /// Whether it is already in backquotes.
    backquoted: bool,
}

/// The digit strings of `source`: those the tricks detector names (`'%d'%N`, `` `N` ``, a
/// literal iterated over), and `str(N)` of a constant whose string is all digits.
fn digit_sources(source: &str, report: &tricks::Report) -> Vec<DigitSource> {
    let mut out: Vec<DigitSource> = report
        .tricks
        .iter()
        .filter(|t| {
            matches!(
                t.name,
                Trick::DigitString | Trick::BackquoteDigits | Trick::DigitStringLoop
            )
        })
        .map(|t| {
            let literal = t.name == Trick::DigitStringLoop;
            let number = match t.name {
                // After the format string and its `%`.
                Trick::DigitString => super::pytoken::tokenize(&t.golfed).ok().and_then(|toks| {
                    let k = toks.iter().position(|x| x.is("%"))?;
                    Some(t.golfed[toks.get(k + 1)?.offset..].to_string())
                }),
                Trick::BackquoteDigits => t
                    .golfed
                    .strip_prefix('`')
                    .and_then(|x| x.strip_suffix('`'))
                    .map(String::from),
                _ => None,
            };
            DigitSource {
                line: t.line,
                col: t.col,
                text: t.golfed.clone(),
                digits: if literal {
                    t.golfed.trim_matches(['\'', '"']).to_string()
                } else {
                    t.readable.trim_matches('\'').to_string()
                },
                number,
                backquoted: t.name == Trick::BackquoteDigits,
            }
        })
        .collect();
    let Some(&sem) = report.dialects.first() else {
        return out;
    };
    let Ok(program) = super::pystmt::parse_program(source, sem) else {
        return out;
    };
    for (line, s) in program.stmts() {
        for e in s.kind.exprs() {
            e.visit(&mut |x| {
                let ExprKind::Call(f, args) = &x.kind else {
                    return;
                };
                let ([pyexpr::Arg::Pos(n)], ExprKind::Name(name)) = (args.as_slice(), &f.kind)
                else {
                    return;
                };
                let Ok(pyexpr::Value::Str(digits)) = x.eval(&pyexpr::NoNames, sem) else {
                    return;
                };
                if name != "str"
                    || digits.is_empty()
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                    || n.end > line.tokens.len()
                {
                    return;
                }
                let span = |a: usize, b: usize| {
                    let (s, e) = (&line.tokens[a], &line.tokens[b - 1]);
                    source[s.offset..e.offset + e.text.len()].to_string()
                };
                let t = &line.tokens[x.start];
                out.push(DigitSource {
                    line: t.line,
                    col: t.col,
                    text: span(x.start, x.end),
                    digits,
                    number: Some(span(n.start, n.end)),
                    backquoted: false,
                });
            });
        }
    }
    out.sort_by_key(|d| (d.line, d.col));
    out
}

/// `` `N` `` for a digit source `'%d'%N` or `str(N)`, when Python 2 computes the same string
/// both ways (an int: a long's repr ends in `L`, a float's differs from its `%d`), and it is
/// shorter.
fn same_string_backquote(t: &DigitSource) -> Option<String> {
    if t.backquoted {
        return None;
    }
    let n = t.number.as_ref()?;
    let inner = match pyexpr::parse_in(n, Semantics::Py2).ok()?.kind {
        ExprKind::Paren(_) => &n[1..n.len() - 1],
        _ => n.as_str(),
    };
    let to = format!("`{inner}`");
    let value = |text: &str| match pyexpr::parse_in(text, Semantics::Py2)
        .ok()?
        .eval(&pyexpr::NoNames, Semantics::Py2)
    {
        Ok(pyexpr::Value::Str(s)) => Some(s),
        _ => None,
    };
    let before = value(&t.text)?;
    (before == t.digits && value(&to).as_ref() == Some(&before) && to.len() < t.text.len())
        .then_some(to)
}

/// The character the program looks for as its empty cell: the one literal that its `find()`
/// and `index()` calls search for (`a.find('0')`, `a.find('.')`), or `None` when they search
/// for anything else (several literals, a name, a longer string).
fn blank_of(source: &str) -> Option<char> {
    let tokens = super::pytoken::tokenize(source).ok()?;
    let mut found = None;
    for w in tokens.windows(5) {
        if !(w[0].is(".") && (w[1].is("find") || w[1].is("index")) && w[2].is("(")) {
            continue;
        }
        let lit = w[3]
            .text
            .strip_prefix(['\'', '"'])
            .and_then(|x| x.strip_suffix(['\'', '"']))
            .filter(|_| w[4].is(")"));
        let mut chars = lit?.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        if found.is_some_and(|f| f != c) {
            return None;
        }
        found = Some(c);
    }
    found
}

/// Why the golf engine cannot model a digit string in a program whose empty cell is `blank`:
/// the engine never places a 0, which holds only where the blank is `0` (the cell being filled
/// holds it and counts as its own peer); where the blank is another character, a 0 is a value
/// like any other and the program places it. A character other than a digit, or a blank the
/// digits could hold, is not modelled either.
fn digit_trouble(digits: &str, blank: Option<char>) -> Option<String> {
    let Some(blank) = blank else {
        return Some("the program does not look for one blank character with find() or index(): what it treats as an empty cell is not modelled".to_string());
    };
    if let Some(c) = digits.chars().find(|c| !c.is_ascii_digit()) {
        return Some(format!(
            "it holds {c:?}, not a digit: what the program does with it is not modelled"
        ));
    }
    if blank.is_ascii_digit() && blank != '0' {
        return Some(format!(
            "the program's blank is {blank:?}, a digit: not modelled"
        ));
    }
    (blank != '0' && digits.contains('0')).then(|| format!(
        "it holds a 0 and the program's blank is {blank:?}, not '0': a 0 is then a value the program places like any other (no cell holds a 0 to exclude it), so it prints a grid with zeros and its calls are not the golf engine's"
    ))
}

/// Whether the program gathers the digit string into a set (`{*S}` or `set(S)`), where a
/// repeated digit is dropped: the search tries each digit once, whatever the string repeats.
fn consumed_as_set(source: &str, t: &DigitSource) -> bool {
    let Some(line) = source.lines().nth(t.line.wrapping_sub(1)) else {
        return false;
    };
    let start = t.col.saturating_sub(1);
    let (Some(before), Some(after)) = (
        line.get(..start),
        line.get(start..)
            .and_then(|x| x.strip_prefix(t.text.as_str())),
    ) else {
        return false;
    };
    let (before, after) = (before.trim_end(), after.trim_start());
    (before.ends_with("{*") && after.starts_with('}'))
        || before.strip_suffix("set(").is_some_and(|rest| {
            !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_') && after.starts_with(')')
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

    #[test]
    fn a_search_without_a_peer_test_gets_no_counts() {
        // A lambda solver with the specimen's digits but no test of which digits fit: it
        // places every digit everywhere, a tree the golf engine does not run, so no call is
        // counted and no changed digit string is proposed.
        let src = "r=lambda a:a.find('0')<0and[a]or sum([r(a[:a.find('0')]+m+a[a.find('0')+1:])for m in'%d'%5**18],[])\nprint(r(input()))\n";
        let r = shorten_with_digits(src, searched(4), Some(2_000_000), 0, Duration::from_secs(1))
            .unwrap();
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
            r.rewrites.iter().any(|w| w.to == "'%d'%1e29"
                && w.saves == 1
                && w.dialects.contains(&Semantics::Py3)),
            "{:?}",
            r.rewrites
        );
    }
}
