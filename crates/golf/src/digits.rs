//! The digit string: why `3814697265625` (`'%d'%5**18`) and `948721536` (`` `14**7*9` ``)
//! work, a search for the shortest integer expressions whose decimal form holds every digit
//! 1-9, and what repeated digits cost.
//!
//! The solver tries the characters of the string in order, so it needs each digit 1-9 at least
//! once. A `0` in the string would be harmless: the cell being filled holds `'0'` and is its
//! own peer (the peer expression is zero for i == j), so `'0'` is always excluded.

use serde::Serialize;

use super::nodes::{PreparedPuzzle, digits_of, without_repeats};
use rayon::prelude::*;

use super::pyexpr::{self, NoNames, Semantics, Value};
use sudoku_lab_core::grid::Grid;

/// What a digit string holds.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DigitString {
    pub text: String,
    pub len: usize,
    /// How many times each digit 0-9 appears.
    pub counts: [u32; 10],
    /// Every digit 1-9 at least once: the solver can place any digit.
    pub covers: bool,
    /// The digits that appear more than once, with their counts.
    pub repeats: Vec<(u8, u32)>,
    /// Characters tried for nothing: repeats and zeros.
    pub wasted: usize,
}

/// Reads a digit string.
pub fn explain(text: &str) -> DigitString {
    let mut counts = [0u32; 10];
    for b in text.bytes().filter(u8::is_ascii_digit) {
        counts[(b - b'0') as usize] += 1;
    }
    let repeats: Vec<(u8, u32)> = (1..=9u8)
        .filter(|&d| counts[d as usize] > 1)
        .map(|d| (d, counts[d as usize]))
        .collect();
    DigitString {
        text: text.to_string(),
        len: text.len(),
        counts,
        covers: (1..=9).all(|d| counts[d] > 0),
        wasted: repeats
            .iter()
            .map(|&(_, n)| (n - 1) as usize)
            .sum::<usize>()
            + counts[0] as usize,
        repeats,
    }
}

/// The characters the search writes expressions with: digits, Python's arithmetic operators
/// and parentheses, and `e` and `.` for float literals such as `1e29`.
pub const ALPHABET: &str = "0123456789+-*/%<>&|^~()e.";

/// The longest expression `golf digits` searches: every string of up to this many characters
/// over [`ALPHABET`] is tried (25^6 is about 244 million).
pub const MAX_LEN_CEILING: usize = 6;

/// How an expression is turned into a string after `for m in`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wrapper {
    /// `'%d'%E` (both Pythons; `%d` of a float truncates it: `'%d'%1e29`).
    Percent,
    /// `` `E` `` (Python 2 only): repr, which ends in `L` for a long.
    Backquote,
    /// `str(E)`, which starts with a letter: `for m in str(E)` needs the space.
    Str,
}

impl Wrapper {
    /// The source text after `for m in`.
    pub fn wrap(self, e: &str) -> String {
        match self {
            Wrapper::Percent => format!("'%d'%{e}"),
            Wrapper::Backquote => format!("`{e}`"),
            Wrapper::Str => format!("str({e})"),
        }
    }

    /// The bytes it costs after `for m in`: a form that starts with a letter needs a space.
    pub fn cost(self, e: &str) -> usize {
        self.wrap(e).len() + usize::from(self == Wrapper::Str)
    }

    fn for_dialect(sem: Semantics) -> &'static [Wrapper] {
        match sem {
            Semantics::Py2 => &[Wrapper::Percent, Wrapper::Backquote, Wrapper::Str],
            Semantics::Py3 => &[Wrapper::Percent, Wrapper::Str],
        }
    }
}

/// One way to write a usable digit string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Candidate {
    pub expr: String,
    pub wrapper: Wrapper,
    pub source: String,
    /// Bytes it costs after `for m in`.
    pub cost: usize,
    pub digits: DigitString,
    /// Calls of the one-liner with this digit string on the Wikipedia puzzle, when counted
    /// (the cheapest candidates are).
    pub calls: Option<u64>,
}

/// What the search found in one dialect.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DialectResult {
    pub semantics: Semantics,
    /// Expressions (of up to `max_len` characters) that Python accepts and evaluates without
    /// error in this dialect.
    pub valid: usize,
    /// Integer-valued expressions of exactly each length (index 0 is length 1) whose decimal
    /// form holds every digit 1-9.
    pub integer_by_len: Vec<usize>,
    /// Of the integer-valued ones of the longest length, those of 2**127 and more.
    pub integer_past_2_127: usize,
    /// The cheapest candidates, every tie, fewest wasted characters first.
    pub cheapest: Vec<Candidate>,
    /// The cheapest candidates whose digit string holds no 0, every tie: what a program whose
    /// blank is not `0` can use (there a 0 is a value it would place).
    pub cheapest_without_zero: Vec<Candidate>,
    /// The cost of each wrapper's cheapest candidate, with how many tie there.
    pub by_wrapper: Vec<(Wrapper, usize, usize)>,
}

/// The result of the search.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Search {
    pub max_len: usize,
    pub alphabet: &'static str,
    /// Strings tried (every string over the alphabet of length 1 to `max_len`).
    pub tried: u64,
    pub dialects: Vec<DialectResult>,
    /// The shortest expressions whose decimal form is an order of the nine digits, each once.
    pub permutations: Vec<String>,
}

/// A digit string the program can use: digits only (any other character would be placed in
/// the grid), every digit 1-9 at least once.
pub fn usable(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && explain(text).covers
}

/// Why a `--max-len` cannot be searched.
pub fn check_max_len(max_len: usize) -> Result<(), String> {
    if (1..=MAX_LEN_CEILING).contains(&max_len) {
        Ok(())
    } else {
        Err(format!(
            "--max-len {max_len}: the search tries every string of up to that many characters over {} symbols; 1 to {MAX_LEN_CEILING} are allowed",
            ALPHABET.len()
        ))
    }
}

/// What one string gave in one dialect.
struct Found {
    expr: String,
    /// The integer value's digits, when it is an integer.
    int_digits: Option<String>,
    past_2_127: bool,
    /// (wrapper, digit string) for each wrapper whose string is usable.
    usable: Vec<(Wrapper, String)>,
}

fn try_string(e: &str, sem: Semantics) -> Option<Found> {
    let parsed = pyexpr::parse_in(e, sem).ok()?;
    let value = parsed.eval(&NoNames, sem).ok()?;
    let int_digits = match &value {
        Value::Int { v, .. } => Some(v.to_string()),
        _ => None,
    };
    let past_2_127 = matches!(&value, Value::Int { v, .. } if v.bits() >= 128);
    let mut found = Found {
        expr: e.to_string(),
        int_digits,
        past_2_127,
        usable: Vec::new(),
    };
    for &w in Wrapper::for_dialect(sem) {
        // The wrapped text is evaluated whole: `'%d'%E` parses as Python parses it.
        let text = match w {
            Wrapper::Percent => {
                match pyexpr::parse_in(&w.wrap(e), sem)
                    .ok()
                    .map(|x| x.eval(&NoNames, sem))
                {
                    Some(Ok(Value::Str(s))) => s,
                    _ => continue,
                }
            }
            Wrapper::Backquote => value.repr(sem),
            Wrapper::Str => value.str(sem),
        };
        if usable(&text) {
            found.usable.push((w, text));
        }
    }
    Some(found)
}

/// The items of least cost seen so far, every tie kept: what a search keeps of a stream of
/// candidates when it only reports the cheapest.
#[derive(Clone, Debug)]
struct Cheapest<T> {
    cost: usize,
    items: Vec<T>,
}

impl<T> Default for Cheapest<T> {
    fn default() -> Cheapest<T> {
        Cheapest {
            cost: usize::MAX,
            items: Vec::new(),
        }
    }
}

impl<T> Cheapest<T> {
    fn push(&mut self, cost: usize, item: T) {
        if cost < self.cost {
            self.cost = cost;
            self.items.clear();
        }
        if cost == self.cost {
            self.items.push(item);
        }
    }

    fn merge(mut self, other: Cheapest<T>) -> Cheapest<T> {
        if other.cost < self.cost {
            return other;
        }
        if other.cost == self.cost {
            self.items.extend(other.items);
        }
        self
    }
}

/// What the search keeps of one dialect while it runs: counts, and the cheapest candidates
/// with their ties, never the whole stream of expressions (25^6 of them at `--max-len 6`).
#[derive(Clone, Debug)]
struct Tally {
    valid: usize,
    /// Usable integer values among this length's expressions.
    integer: usize,
    integer_past_2_127: usize,
    cheapest: Cheapest<Candidate>,
    without_zero: Cheapest<Candidate>,
    /// Each wrapper's least cost and how many tie there, in [`Wrapper::for_dialect`] order.
    by_wrapper: [(usize, usize); 3],
    /// Expressions whose integer value is an order of the nine digits, the shortest.
    permutations: Cheapest<String>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            valid: 0,
            integer: 0,
            integer_past_2_127: 0,
            cheapest: Cheapest::default(),
            without_zero: Cheapest::default(),
            by_wrapper: [(usize::MAX, 0); 3],
            permutations: Cheapest::default(),
        }
    }

    /// Counts one expression that `sem` evaluates, and keeps it if it is among the cheapest.
    fn add(&mut self, f: Found, sem: Semantics) {
        self.valid += 1;
        if f.int_digits.as_deref().is_some_and(usable) {
            self.integer += 1;
            self.integer_past_2_127 += usize::from(f.past_2_127);
            if f.int_digits.as_deref().is_some_and(|d| d.len() == 9) {
                self.permutations.push(f.expr.len(), f.expr.clone());
            }
        }
        for (w, text) in f.usable {
            let cost = w.cost(&f.expr);
            let k = Wrapper::for_dialect(sem)
                .iter()
                .position(|&x| x == w)
                .unwrap_or(0);
            let best = &mut self.by_wrapper[k];
            if cost < best.0 {
                *best = (cost, 0);
            }
            if cost == best.0 {
                best.1 += 1;
            }
            let c = Candidate {
                expr: f.expr.clone(),
                wrapper: w,
                source: w.wrap(&f.expr),
                cost,
                digits: explain(&text),
                calls: None,
            };
            if c.digits.counts[0] == 0 {
                self.without_zero.push(cost, c.clone());
            }
            self.cheapest.push(cost, c);
        }
    }

    fn merge(self, o: Tally) -> Tally {
        let mut by_wrapper = self.by_wrapper;
        for (mine, theirs) in by_wrapper.iter_mut().zip(o.by_wrapper) {
            if theirs.0 < mine.0 {
                *mine = theirs;
            } else if theirs.0 == mine.0 {
                mine.1 += theirs.1;
            }
        }
        Tally {
            valid: self.valid + o.valid,
            integer: self.integer + o.integer,
            integer_past_2_127: self.integer_past_2_127 + o.integer_past_2_127,
            cheapest: self.cheapest.merge(o.cheapest),
            without_zero: self.without_zero.merge(o.without_zero),
            by_wrapper,
            permutations: self.permutations.merge(o.permutations),
        }
    }
}

/// Tries every string of `len` characters over [`ALPHABET`], on rayon's threads, each thread
/// folding what it finds into a [`Tally`] per dialect: memory stays that of the cheapest
/// candidates, whatever the number of strings.
fn search_len(len: usize) -> [Tally; 2] {
    let alphabet: Vec<char> = ALPHABET.chars().collect();
    let base = alphabet.len() as u64;
    let total = base.pow(len as u32);
    (0..total as usize)
        .into_par_iter()
        .with_min_len(4096)
        .fold(
            || [Tally::new(), Tally::new()],
            |mut tallies, n| {
                let mut n = n as u64;
                let mut s = String::with_capacity(len);
                for _ in 0..len {
                    s.push(alphabet[(n % base) as usize]);
                    n /= base;
                }
                if plausible(&s) {
                    for (k, sem) in Semantics::ALL.into_iter().enumerate() {
                        if let Some(f) = try_string(&s, sem) {
                            tallies[k].add(f, sem);
                        }
                    }
                }
                tallies
            },
        )
        .reduce(
            || [Tally::new(), Tally::new()],
            |[a2, a3], [b2, b3]| [a2.merge(b2), a3.merge(b3)],
        )
}

/// Tries every string of 1 to `max_len` characters over [`ALPHABET`] as an expression under
/// each dialect, and keeps the cheapest ways to write a usable digit string. `max_len` must
/// pass [`check_max_len`]. The strings are generated and judged as a stream: only counts and
/// the cheapest candidates are kept (some megabytes at `--max-len 6`, where holding every
/// result took gigabytes).
pub fn search(max_len: usize) -> Search {
    search_each_length(max_len, |_| {})
}

/// [`search`], telling `done` what the search has found once each length is complete (the
/// result of a search of up to that length), so that a caller stopped before the end still
/// has the figures of the lengths done. Each length takes some 25 times the one before.
pub fn search_each_length(max_len: usize, mut done: impl FnMut(&Search)) -> Search {
    let mut whole = [Tally::new(), Tally::new()];
    let mut integer_by_len = [Vec::new(), Vec::new()];
    let mut past_2_127 = [0, 0];
    for len in 1..=max_len {
        let tallies = search_len(len);
        for (k, t) in tallies.into_iter().enumerate() {
            integer_by_len[k].push(t.integer);
            // Counted at the longest length only.
            past_2_127[k] = t.integer_past_2_127;
            let merged = std::mem::replace(&mut whole[k], Tally::new()).merge(t);
            whole[k] = merged;
        }
        if len < max_len {
            done(&result(
                len,
                whole.clone(),
                integer_by_len.clone(),
                past_2_127,
            ));
        }
    }
    let search = result(max_len, whole, integer_by_len, past_2_127);
    done(&search);
    search
}

/// What a search of every string of up to `max_len` characters found, from its tallies.
fn result(
    max_len: usize,
    [py2, py3]: [Tally; 2],
    mut integer_by_len: [Vec<usize>; 2],
    past_2_127: [usize; 2],
) -> Search {
    let base = ALPHABET.len() as u64;
    let tried = (1..=max_len as u32).map(|len| base.pow(len)).sum();
    let permutations = finish_permutations(py2.permutations.clone());
    let dialects = [py2, py3]
        .into_iter()
        .zip(Semantics::ALL)
        .enumerate()
        .map(|(k, (t, sem))| DialectResult {
            semantics: sem,
            valid: t.valid,
            integer_by_len: std::mem::take(&mut integer_by_len[k]),
            integer_past_2_127: past_2_127[k],
            cheapest: sorted(t.cheapest.items),
            cheapest_without_zero: sorted(t.without_zero.items),
            by_wrapper: Wrapper::for_dialect(sem)
                .iter()
                .zip(t.by_wrapper)
                .filter(|(_, (cost, _))| *cost != usize::MAX)
                .map(|(&w, (cost, ties))| (w, cost, ties))
                .collect(),
        })
        .collect();
    Search {
        max_len,
        alphabet: ALPHABET,
        tried,
        dialects,
        permutations,
    }
}

/// Candidates of one cost in the order they are shown: fewest wasted characters first, then
/// by their source text.
fn sorted(mut candidates: Vec<Candidate>) -> Vec<Candidate> {
    candidates.sort_by(|a, b| (a.digits.wasted, &a.source).cmp(&(b.digits.wasted, &b.source)));
    candidates
}

fn finish_permutations(found: Cheapest<String>) -> Vec<String> {
    let mut permutations = found.items;
    permutations.sort();
    permutations
}

/// A cheap test that rejects strings no dialect could read as an expression (a closing bracket
/// first, an operator last, brackets that do not balance), so that the parser sees fewer.
fn plausible(s: &str) -> bool {
    let b = s.as_bytes();
    if !matches!(b[0], b'0'..=b'9' | b'-' | b'+' | b'~' | b'(' | b'.') {
        return false;
    }
    if !matches!(b[b.len() - 1], b'0'..=b'9' | b')' | b'.') {
        return false;
    }
    let mut depth = 0i32;
    for &c in b {
        depth += match c {
            b'(' => 1,
            b')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// Counts the one-liner's calls on `puzzle` with each candidate's digit string (within
/// `max_nodes`; a count that stops there is left out).
pub fn count_calls(candidates: &mut [Candidate], puzzle: &Grid, max_nodes: Option<u64>) {
    let board = PreparedPuzzle::new(puzzle);
    for c in candidates {
        let count = board.count(&digits_of(&c.digits.text), max_nodes);
        c.calls = (!count.gave_up).then_some(count.nodes);
    }
}

/// The cost of repeats on one puzzle: calls with the order as written and with each digit kept
/// at its first place only, and the calls at each depth of both.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RepeatCost {
    pub puzzle: String,
    pub order: String,
    pub deduplicated: String,
    pub with_repeats: u64,
    pub without_repeats: u64,
    pub gave_up: bool,
    /// Calls at each depth, with and without repeats.
    pub depths_with: Vec<u64>,
    pub depths_without: Vec<u64>,
}

/// Counts the golf solver's calls on `puzzle` for `order` and for `order` without repeats.
pub fn repeat_cost(name: &str, puzzle: &Grid, order: &str, max_nodes: Option<u64>) -> RepeatCost {
    let board = PreparedPuzzle::new(puzzle);
    let dedup = without_repeats(order);
    let (a, da) = board.count_by_depth(&digits_of(order), max_nodes);
    let (b, db) = board.count_by_depth(&digits_of(&dedup), max_nodes);
    RepeatCost {
        puzzle: name.to_string(),
        order: order.to_string(),
        deduplicated: dedup,
        with_repeats: a.nodes,
        without_repeats: b.nodes,
        gave_up: a.gave_up || b.gave_up,
        depths_with: da,
        depths_without: db,
    }
}

/// A seed's digit string, as the seed writes it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SeedString {
    pub source: &'static str,
    pub digits: DigitString,
}

/// Everything `golf digits` reports.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DigitsReport {
    pub strings: Vec<SeedString>,
    pub search: Search,
    pub repeat_cost: Vec<RepeatCost>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_strings_cover_every_digit() {
        let a = explain("3814697265625");
        assert!(a.covers);
        assert_eq!(a.repeats, [(2, 2), (5, 2), (6, 3)]);
        assert_eq!(a.wasted, 4);
        let b = explain("948721536");
        assert!(b.covers && b.repeats.is_empty() && b.wasted == 0);
        assert!(!explain("387420489").covers);
    }

    #[test]
    fn the_search_at_four_characters_finds_the_float_forms() {
        let s = search(4);
        let py3 = &s.dialects[1];
        // `'%d'%1e29`: 9 bytes, and 551 four-character expressions tie there (CPython agrees:
        // scripts/python/golf_digits.py).
        assert_eq!(py3.cheapest[0].cost, 9);
        assert_eq!(py3.cheapest.len(), 551);
        assert!(py3.cheapest.iter().any(|c| c.source == "'%d'%1e29"));
        assert_eq!(
            py3.cheapest
                .iter()
                .find(|c| c.source == "'%d'%1e29")
                .unwrap()
                .digits
                .text,
            "99999999999999991433150857216"
        );
        assert!(check_max_len(7).is_err() && check_max_len(0).is_err());
    }
}
