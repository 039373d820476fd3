//! The digit string: why `3814697265625` (`'%d'%5**18`) and `948721536` (`` `14**7*9` ``)
//! work, a search for the shortest integer expressions whose decimal form holds every digit
//! 1-9, and what repeated digits cost.
//!
//! The solver tries the characters of the string in order, so it needs each digit 1-9 at least
//! once. A `0` in the string would be harmless: the cell being filled holds `'0'` and is its
//! own peer (the peer expression is zero for i == j), so `'0'` is always excluded.

use serde::Serialize;

use super::nodes::{Board, digits_of, without_repeats};
use super::pyexpr::{self, NoNames, Semantics, Value};
use crate::grid::Grid;

/// What a digit string holds.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DigitString {
    pub text: String,
    pub len: usize,
    /// How many times each digit 0-9 appears.
    pub counts: [u8; 10],
    /// Every digit 1-9 at least once: the solver can place any digit.
    pub covers: bool,
    /// The digits that appear more than once, with their counts.
    pub repeats: Vec<(u8, u8)>,
    /// Characters tried for nothing: repeats and zeros.
    pub wasted: usize,
}

/// Reads a digit string.
pub fn explain(text: &str) -> DigitString {
    let mut counts = [0u8; 10];
    for b in text.bytes().filter(u8::is_ascii_digit) {
        counts[(b - b'0') as usize] += 1;
    }
    let repeats: Vec<(u8, u8)> = (1..=9u8)
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

/// How an expression is turned into a string in a given Python.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub enum Wrapper {
    /// `'%d'%E` (both Pythons); parentheses when `E`'s top operator binds no tighter than `%`.
    Percent,
    /// `` `E` `` (Python 2 only): repr, which ends in `L` for a long.
    Backquote,
    /// `str(E)`.
    Str,
    /// `f'{E}'` (Python 3.6+).
    FString,
}

impl Wrapper {
    /// The source text of the digit string, as it stands after `for m in`.
    fn wrap(self, e: &str, needs_parens: bool) -> String {
        match self {
            Wrapper::Percent if needs_parens => format!("'%d'%({e})"),
            Wrapper::Percent => format!("'%d'%{e}"),
            Wrapper::Backquote => format!("`{e}`"),
            Wrapper::Str => format!("str({e})"),
            Wrapper::FString => format!("f'{{{e}}}'"),
        }
    }
}

/// One way to write a usable digit string.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Candidate {
    pub expr: String,
    pub source: String,
    /// Bytes it costs after `for m in`: a form that starts with a letter needs a space first.
    pub cost: usize,
    pub digits: DigitString,
}

/// The result of the search.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Search {
    /// The longest expression tried, in characters.
    pub max_len: usize,
    /// Expressions evaluated.
    pub tried: usize,
    /// Expressions whose decimal form holds every digit 1-9 (values below 2**127).
    pub usable: usize,
    /// The cheapest forms in Python 2 and in Python 3, every tie listed, shortest digit
    /// string first.
    pub python2: Vec<Candidate>,
    /// The cheapest in Python 2 when backquotes must also be safe on a 32-bit build (values up
    /// to 2**31-1; a long's repr ends in `L`).
    pub python2_32bit: Vec<Candidate>,
    pub python3: Vec<Candidate>,
    /// The shortest expressions whose decimal form is an order of the nine digits, each once.
    pub permutations: Vec<Candidate>,
}

/// The numbers of `len` digits (no leading zero, at least 2).
fn numbers(len: usize) -> std::ops::Range<u32> {
    let lo = 10u32.pow(len as u32 - 1).max(2);
    lo..10u32.pow(len as u32)
}

/// The expression shapes searched, as templates over numbers `a`, `b`, `c`, with whether
/// `'%d'%` needs parentheses around them.
const SHAPES: [(&str, usize, bool); 7] = [
    ("a**b", 2, false),
    ("a**b*c", 3, true),
    ("a*b**c", 3, true),
    ("a**b+c", 3, true),
    ("a**b-c", 3, true),
    ("a<<b", 2, true),
    ("a**b**c", 3, false),
];

/// Every split of `total` digits into `parts` numbers of at least one digit.
fn splits(total: usize, parts: usize) -> Vec<Vec<usize>> {
    if parts == 1 {
        return if total >= 1 {
            vec![vec![total]]
        } else {
            vec![]
        };
    }
    (1..total)
        .flat_map(|first| {
            splits(total - first, parts - 1)
                .into_iter()
                .map(move |mut rest| {
                    rest.insert(0, first);
                    rest
                })
        })
        .collect()
}

/// Searches the shapes `a**b`, `a**b*c`, `a*b**c`, `a**b+c`, `a**b-c`, `a<<b`, `a**b**c`
/// with numbers of 2 and more (no leading zeros), up to `max_len` characters, for values whose
/// decimal form holds every digit 1-9, and keeps the cheapest ways to write them.
pub fn search(max_len: usize) -> Search {
    let mut tried = 0;
    let mut found: Vec<(String, bool, i128)> = Vec::new();
    for (shape, parts, parens) in SHAPES {
        let ops = shape.len() - parts;
        for total in parts..=max_len.saturating_sub(ops) {
            for split in splits(total, parts) {
                if split.iter().any(|&l| l > 4) {
                    continue;
                }
                let ranges: Vec<_> = split.iter().map(|&l| numbers(l)).collect();
                let mut idx: Vec<u32> = ranges.iter().map(|r| r.start).collect();
                'all: loop {
                    let mut e = shape.to_string();
                    for (name, v) in ['a', 'b', 'c'].iter().zip(&idx) {
                        e = e.replacen(*name, &v.to_string(), 1);
                    }
                    tried += 1;
                    let value = pyexpr::parse(&e)
                        .expect("a generated expression")
                        .eval(&NoNames, Semantics::Py2);
                    if let Ok(Value::Int(v)) = value
                        && v > 0
                        && explain(&v.to_string()).covers
                    {
                        found.push((e, parens, v));
                    }
                    // The next combination, last number fastest.
                    for k in (0..idx.len()).rev() {
                        idx[k] += 1;
                        if idx[k] < ranges[k].end {
                            continue 'all;
                        }
                        idx[k] = ranges[k].start;
                    }
                    break;
                }
            }
        }
    }
    let candidates = |wrappers: &[Wrapper], py2: bool, max_int: i128| {
        let mut all: Vec<Candidate> = Vec::new();
        for (e, parens, v) in &found {
            for &w in wrappers {
                // Python 2's repr of a long ends in `L`; on a 64-bit build ints reach 2**63-1.
                if w == Wrapper::Backquote && (!py2 || *v > max_int) {
                    continue;
                }
                let source = w.wrap(e, *parens);
                let space = source.starts_with(|c: char| c.is_ascii_alphabetic());
                all.push(Candidate {
                    expr: e.clone(),
                    cost: source.len() + space as usize,
                    source,
                    digits: explain(&v.to_string()),
                });
            }
        }
        let best = all.iter().map(|c| c.cost).min().unwrap_or(0);
        all.retain(|c| c.cost == best);
        all.sort_by(|a, b| (a.digits.len, &a.source).cmp(&(b.digits.len, &b.source)));
        all
    };
    let python2 = candidates(
        &[Wrapper::Percent, Wrapper::Backquote],
        true,
        i64::MAX as i128,
    );
    let python2_32bit = candidates(
        &[Wrapper::Percent, Wrapper::Backquote],
        true,
        i32::MAX as i128,
    );
    let python3 = candidates(
        &[Wrapper::Percent, Wrapper::Str, Wrapper::FString],
        false,
        0,
    );
    let mut permutations: Vec<Candidate> = found
        .iter()
        .filter(|(_, _, v)| {
            let d = explain(&v.to_string());
            d.len == 9 && d.covers
        })
        .map(|(e, _, v)| Candidate {
            expr: e.clone(),
            source: e.clone(),
            cost: e.len(),
            digits: explain(&v.to_string()),
        })
        .collect();
    let shortest = permutations.iter().map(|c| c.cost).min().unwrap_or(0);
    permutations.retain(|c| c.cost == shortest);
    Search {
        max_len,
        tried,
        usable: found.len(),
        python2,
        python2_32bit,
        python3,
        permutations,
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
    fn the_search_finds_5_pow_18_among_the_shortest() {
        let s = search(7);
        assert!(s.usable > 0);
        let py2: Vec<&str> = s.python2.iter().map(|c| c.source.as_str()).collect();
        assert!(s.python2.iter().all(|c| c.digits.covers));
        // Backquotes win in Python 2: `5**18` in backquotes costs 7 on a 64-bit build.
        assert_eq!(s.python2[0].cost, 7, "{py2:?}");
        assert!(py2.contains(&"`5**18`"));
        // In Python 3 nothing beats the specimen's own `'%d'%5**18`.
        assert_eq!(s.python3[0].cost, 10);
        assert!(s.python3.iter().any(|c| c.source == "'%d'%5**18"));
        // Safe on 32 bits, seed 004's `14**7*9` is the best there is.
        assert_eq!(s.python2_32bit[0].cost, 9);
        assert!(s.python2_32bit.iter().any(|c| c.source == "`14**7*9`"));
        assert!(
            s.permutations.iter().any(|c| c.expr == "14**7*9"),
            "{:?}",
            s.permutations
        );
    }
}
