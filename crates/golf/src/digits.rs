//! The digit string: why `3814697265625` (`'%d'%5**18`) and `948721536` (`` `14**7*9` ``)
//! work, a search for the shortest integer expressions whose decimal form holds every digit
//! 1-9, and what repeated digits cost.
//!
//! The solver tries the characters of the string in order, so it needs each digit 1-9 at least
//! once. A `0` in the string would be harmless: the cell being filled holds `'0'` and is its
//! own peer (the peer expression is zero for i == j), so `'0'` is always excluded.

use serde::Serialize;

use super::nodes::{Board, digits_of, without_repeats};
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
    sem: Semantics,
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
        sem,
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

/// Tries every string of 1 to `max_len` characters over [`ALPHABET`] as an expression under
/// each dialect, and keeps the cheapest ways to write a usable digit string. `max_len` must
/// pass [`check_max_len`].
pub fn search(max_len: usize) -> Search {
    let alphabet: Vec<char> = ALPHABET.chars().collect();
    let base = alphabet.len() as u64;
    let mut tried = 0u64;
    let mut all: Vec<Found> = Vec::new();
    let mut valid = [0usize; 2];
    for len in 1..=max_len {
        let total = base.pow(len as u32);
        tried += total;
        let (found, ok): (Vec<Vec<Found>>, Vec<[usize; 2]>) = (0..total as usize)
            .into_par_iter()
            .with_min_len(4096)
            .map(|n| {
                let mut n = n as u64;
                let mut s = String::with_capacity(len);
                for _ in 0..len {
                    s.push(alphabet[(n % base) as usize]);
                    n /= base;
                }
                let mut out = Vec::new();
                let mut ok = [0usize; 2];
                if !plausible(&s) {
                    return (out, ok);
                }
                for (k, sem) in Semantics::ALL.into_iter().enumerate() {
                    if let Some(f) = try_string(&s, sem) {
                        ok[k] += 1;
                        if f.usable.is_empty() && !f.int_digits.as_deref().is_some_and(usable) {
                            continue;
                        }
                        out.push(f);
                    }
                }
                (out, ok)
            })
            .unzip();
        all.extend(found.into_iter().flatten());
        for o in ok {
            valid[0] += o[0];
            valid[1] += o[1];
        }
    }
    let dialects = Semantics::ALL
        .into_iter()
        .enumerate()
        .map(|(k, sem)| {
            let mine: Vec<&Found> = all.iter().filter(|f| f.sem == sem).collect();
            let integer_by_len = (1..=max_len)
                .map(|len| {
                    mine.iter()
                        .filter(|f| {
                            f.expr.len() == len && f.int_digits.as_deref().is_some_and(usable)
                        })
                        .count()
                })
                .collect();
            let integer_past_2_127 = mine
                .iter()
                .filter(|f| {
                    f.expr.len() == max_len
                        && f.past_2_127
                        && f.int_digits.as_deref().is_some_and(usable)
                })
                .count();
            let mut candidates: Vec<Candidate> = mine
                .iter()
                .flat_map(|f| {
                    f.usable.iter().map(|(w, text)| Candidate {
                        expr: f.expr.clone(),
                        wrapper: *w,
                        source: w.wrap(&f.expr),
                        cost: w.cost(&f.expr),
                        digits: explain(text),
                        calls: None,
                    })
                })
                .collect();
            candidates.sort_by(|a, b| {
                (a.cost, a.digits.wasted, &a.source).cmp(&(b.cost, b.digits.wasted, &b.source))
            });
            let by_wrapper = Wrapper::for_dialect(sem)
                .iter()
                .filter_map(|&w| {
                    let best = candidates
                        .iter()
                        .filter(|c| c.wrapper == w)
                        .map(|c| c.cost)
                        .min()?;
                    let ties = candidates
                        .iter()
                        .filter(|c| c.wrapper == w && c.cost == best)
                        .count();
                    Some((w, best, ties))
                })
                .collect();
            let no_zero = |c: &&Candidate| c.digits.counts[0] == 0;
            let best_without_zero = candidates.iter().find(no_zero).map(|c| c.cost);
            let cheapest_without_zero = candidates
                .iter()
                .filter(no_zero)
                .filter(|c| Some(c.cost) == best_without_zero)
                .cloned()
                .collect();
            let best = candidates.first().map_or(0, |c| c.cost);
            candidates.retain(|c| c.cost == best);
            DialectResult {
                semantics: sem,
                valid: valid[k],
                integer_by_len,
                integer_past_2_127,
                cheapest: candidates,
                cheapest_without_zero,
                by_wrapper,
            }
        })
        .collect();
    let mut permutations: Vec<String> = all
        .iter()
        .filter(|f| f.sem == Semantics::Py2)
        .filter(|f| {
            f.int_digits
                .as_deref()
                .is_some_and(|d| d.len() == 9 && usable(d))
        })
        .map(|f| f.expr.clone())
        .collect();
    permutations.sort_by_key(|e| (e.len(), e.clone()));
    let shortest = permutations.first().map_or(0, String::len);
    permutations.retain(|e| e.len() == shortest);
    Search {
        max_len,
        alphabet: ALPHABET,
        tried,
        dialects,
        permutations,
    }
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
    let board = Board::new(puzzle);
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
    let board = Board::new(puzzle);
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
