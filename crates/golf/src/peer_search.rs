//! A search for short peer tests, factor by factor: expressions in `i` and `j` built bottom-up
//! by length from small constants and Python's integer operators, each kept when it is zero
//! exactly on one house (the same column, row or box), under one dialect's rules. The search
//! is bounded by a length and a time; what it found is then proved on all 6,561 pairs by the
//! analyzer's evaluator, so a reported factor is never wrong, and the report says how far the
//! search went.
//!
//! To keep the enumeration small, expressions that agree on a fixed sample of pairs are
//! merged (the shortest kept): a merge can hide a longer expression but never adds a wrong one.
//!
//! Memory: each candidate is checked as it is built, never gathered first, and an expression
//! is held with its values only while a longer one can still be built from it (one of
//! `max_len - 1` characters only as the operand of a unary minus or invert), in 16 or 32 bits
//! each when they fit: at the default length, 9, that is a quarter of the expressions kept,
//! and the whole search stays within tens of megabytes (it took 700 MB when each length's
//! candidates were gathered first), under 200 MB at 10.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use serde::Serialize;

use super::peers::same_house;
use super::pyexpr::{self, Ij, Semantics};

/// The houses a factor may test.
pub const HOUSES: [&str; 3] = ["column", "row", "box"];

/// The constants the search writes.
const CONSTANTS: [&str; 6] = ["1", "2", "3", "9", "27", "81"];

/// One operator: its text, precedence (higher binds tighter), and how it computes.
#[derive(Clone, Copy)]
struct Op {
    text: &'static str,
    level: u8,
}

const OPS: [Op; 10] = [
    Op {
        text: "|",
        level: 6,
    },
    Op {
        text: "^",
        level: 7,
    },
    Op {
        text: "&",
        level: 8,
    },
    Op {
        text: "+",
        level: 10,
    },
    Op {
        text: "-",
        level: 10,
    },
    Op {
        text: "*",
        level: 11,
    },
    Op {
        text: "/",
        level: 11,
    },
    Op {
        text: "//",
        level: 11,
    },
    Op {
        text: "%",
        level: 11,
    },
    Op {
        text: "<<",
        level: 9,
    },
];

/// A factor found for a house.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Factor {
    pub house: &'static str,
    /// The shortest expression found, proved on all 6,561 pairs; `None` when none was found
    /// within the bound.
    pub expr: Option<String>,
    /// How many expressions of that length were found (ties).
    pub ties: usize,
}

/// The result of the search under one dialect.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeerSearch {
    pub semantics: Semantics,
    /// The longest expression built, in characters.
    pub max_len: usize,
    /// The length the search completed (every length up to it was enumerated in full).
    pub completed_len: usize,
    /// Distinct expressions (on the sample) kept, and candidates checked.
    pub kept: usize,
    pub checked: u64,
    pub seconds: f64,
    /// True when the time bound stopped it before `max_len`.
    pub timed_out: bool,
    pub factors: Vec<Factor>,
    /// The product of the three factors, when all were found, proved on all 6,561 pairs.
    pub product: Option<String>,
}

/// A pair of cells in the sample.
const SAMPLE: usize = 96;

fn sample() -> Vec<(i64, i64)> {
    // A fixed spread of pairs: every relation (same row, column, box, none, itself) appears.
    let mut out = Vec::with_capacity(SAMPLE);
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    while out.len() < SAMPLE {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let i = (x % 81) as i64;
        let j = match out.len() % 4 {
            0 => i / 9 * 9 + (x / 81 % 9) as i64,
            1 => i % 9 + 9 * (x / 81 % 9) as i64,
            2 => i / 27 * 27 + i % 9 / 3 * 3 + (x / 81 % 3) as i64 * 9 + (x / 243 % 3) as i64,
            _ => (x / 81 % 81) as i64,
        };
        out.push((i, j));
    }
    out
}

struct Entry {
    text: String,
    level: u8,
    /// Its value on each pair of the sample (an expression that raises on one is not kept).
    values: Values,
}

/// An expression's values on the sample, held in the fewest bits that every one fits in: most
/// expressions over two cell indices and small constants stay below 2^15, a quarter of the
/// memory of 64 bits.
enum Values {
    Short(Box<[i16]>),
    Narrow(Box<[i32]>),
    Wide(Box<[i64]>),
}

impl Values {
    fn new(values: Vec<i64>) -> Values {
        let fits = |bits: u32| values.iter().all(|&v| v.unsigned_abs() < 1 << (bits - 1));
        // Each value fits, checked before each cast.
        if fits(16) {
            Values::Short(values.iter().map(|&v| v as i16).collect())
        } else if fits(32) {
            Values::Narrow(values.iter().map(|&v| v as i32).collect())
        } else {
            Values::Wide(values.into_boxed_slice())
        }
    }

    /// The values, one per pair of the sample.
    fn get(&self) -> [i64; SAMPLE] {
        let mut out = [0; SAMPLE];
        match self {
            Values::Short(v) => {
                for (o, &x) in out.iter_mut().zip(v.iter()) {
                    *o = i64::from(x);
                }
            }
            Values::Narrow(v) => {
                for (o, &x) in out.iter_mut().zip(v.iter()) {
                    *o = i64::from(x);
                }
            }
            Values::Wide(v) => out.copy_from_slice(v),
        }
        out
    }
}

/// The values of an expression on the sample, or `None` where one raises, in a vector of the
/// sample's length exactly: a collect through `Option` would grow it to the next power of two,
/// a third more memory for every expression held.
fn on_sample(values: impl Iterator<Item = Option<i64>>) -> Option<Vec<i64>> {
    let mut out = Vec::with_capacity(SAMPLE);
    for v in values {
        out.push(v?);
    }
    Some(out)
}

fn apply(op: &str, a: i64, b: i64, sem: Semantics) -> Option<i64> {
    Some(match op {
        "+" => a.checked_add(b)?,
        "-" => a.checked_sub(b)?,
        "*" => a.checked_mul(b)?,
        "/" if sem == Semantics::Py3 => return None,
        "/" | "//" => {
            if b == 0 {
                return None;
            }
            a.div_euclid(b) - i64::from(b < 0 && a.rem_euclid(b) != 0)
        }
        "%" => {
            if b == 0 {
                return None;
            }
            let r = a.rem_euclid(b);
            if b < 0 && r != 0 { r + b } else { r }
        }
        "^" => a ^ b,
        "|" => a | b,
        "&" => a & b,
        "<<" => {
            if !(0..40).contains(&b) {
                return None;
            }
            a.checked_shl(b as u32).filter(|v| v >> b == a)?
        }
        _ => return None,
    })
}

/// Searches factors for the three houses under `sem`, up to `max_len` characters or `limit`
/// of time.
pub fn search(sem: Semantics, max_len: usize, limit: Duration) -> PeerSearch {
    let started = Instant::now();
    let pairs = sample();
    let mut candidates = Candidates::new(&pairs, max_len);
    // by_len[n]: the entries whose text has n characters.
    let mut by_len: Vec<Vec<Entry>> = (0..=max_len).map(|_| Vec::new()).collect();
    let mut completed_len = 0;
    let mut timed_out = false;
    for len in 1..=max_len {
        // The shorter entries, read, and this length's, written: a candidate is added as it
        // is built, never gathered first.
        let (shorter, this_len) = by_len.split_at_mut(len);
        let this_len = &mut this_len[0];
        candidates.build_factors(len, &pairs, shorter, this_len);
        if !candidates.build_operations(len, shorter, this_len, sem, || started.elapsed() > limit) {
            timed_out = true;
            break;
        }
        completed_len = len;
        if candidates.found.iter().all(|f| !f.is_empty()) && started.elapsed() > limit / 2 {
            break;
        }
    }
    let factors = proved_factors(&candidates.found, sem);
    let product = proved_product(&factors, sem);
    PeerSearch {
        semantics: sem,
        max_len,
        completed_len,
        kept: candidates.kept,
        checked: candidates.checked,
        seconds: started.elapsed().as_secs_f64(),
        timed_out,
        factors,
        product,
    }
}

/// The candidates of one search as they are built: each checked against the three houses on
/// the sample as it comes, and held (once per values and level) only while a longer one can
/// be built from it.
struct Candidates {
    max_len: usize,
    /// For each house, whether each pair of the sample shares it.
    targets: Vec<Vec<bool>>,
    seen: HashSet<(u64, u8)>,
    /// For each house, the candidates whose zeros fall exactly on its pairs of the sample.
    found: Vec<Vec<String>>,
    checked: u64,
    kept: usize,
}

impl Candidates {
    fn new(pairs: &[(i64, i64)], max_len: usize) -> Candidates {
        let targets = HOUSES
            .iter()
            .map(|h| {
                pairs
                    .iter()
                    .map(|&(i, j)| same_house(h, i as usize, j as usize))
                    .collect()
            })
            .collect();
        Candidates {
            max_len,
            targets,
            seen: HashSet::new(),
            found: vec![Vec::new(); 3],
            checked: 0,
            kept: 0,
        }
    }

    /// Checks the expression `text` (of precedence `level`, with `values` on the sample)
    /// against each house, and holds it in `this_len` (the entries of its length) when a
    /// longer one can be built from it.
    fn add(&mut self, text: String, level: u8, values: Vec<i64>, this_len: &mut Vec<Entry>) {
        self.checked += 1;
        for (h, t) in self.targets.iter().enumerate() {
            if values.iter().zip(t).all(|(&v, &peer)| (v == 0) == peer) {
                self.found[h].push(text.clone());
            }
        }
        // The longest expressions are checked, not kept: nothing is built from them.
        let n = text.len();
        let max_len = self.max_len;
        if n < max_len && self.seen.insert((fingerprint(&values), level)) {
            self.kept += 1;
            // Held only while something can be built from it: an operand (with an operator
            // and another operand, or in parentheses) takes two characters more, a unary
            // minus or invert one, on a factor only.
            if n + 2 <= max_len || level >= 12 {
                this_len.push(Entry {
                    text,
                    level,
                    values: Values::new(values),
                });
            }
        }
    }

    /// The atoms and factors of `len` characters: `i` and `j`, the constants, a unary minus
    /// or invert of a shorter factor, a shorter expression in parentheses.
    fn build_factors(
        &mut self,
        len: usize,
        pairs: &[(i64, i64)],
        shorter: &[Vec<Entry>],
        this_len: &mut Vec<Entry>,
    ) {
        if len == 1 {
            for name in ["i", "j"] {
                let values = pairs
                    .iter()
                    .map(|&(i, j)| if name == "i" { i } else { j })
                    .collect();
                self.add(name.to_string(), 20, values, this_len);
            }
        }
        for c in CONSTANTS.iter().filter(|c| c.len() == len) {
            let v: i64 = c.parse().expect("a constant");
            self.add(c.to_string(), 20, vec![v; pairs.len()], this_len);
        }
        // Unary minus and invert, binding like a factor.
        if len >= 2 {
            for e in &shorter[len - 1] {
                if e.level < 12 {
                    continue;
                }
                for (sym, f) in [
                    ("-", (|x: i64| x.checked_neg()) as fn(i64) -> Option<i64>),
                    ("~", |x: i64| Some(!x)),
                ] {
                    if let Some(values) = on_sample(e.values.get().iter().map(|&x| f(x))) {
                        let text = format!("{sym}{}", e.text);
                        self.add(text, 12, values, this_len);
                    }
                }
            }
        }
        // Parentheses around a lower-precedence expression make an atom.
        if len >= 3 {
            for e in &shorter[len - 2] {
                if e.level < 20 {
                    let text = format!("({})", e.text);
                    self.add(text, 20, e.values.get().to_vec(), this_len);
                }
            }
        }
    }

    /// The expressions `a OP b` of `len` characters, with the operand levels Python's grammar
    /// allows without parentheses; false when `out_of_time` says so midway.
    fn build_operations(
        &mut self,
        len: usize,
        shorter: &[Vec<Entry>],
        this_len: &mut Vec<Entry>,
        sem: Semantics,
        out_of_time: impl Fn() -> bool,
    ) -> bool {
        for op in OPS {
            if op.text == "/" && sem == Semantics::Py3 {
                continue;
            }
            let Some(rest) = len.checked_sub(op.text.len()) else {
                continue;
            };
            for la in 1..rest {
                let lb = rest - la;
                for a in &shorter[la] {
                    if a.level < op.level {
                        continue;
                    }
                    let a_values = a.values.get();
                    for b in &shorter[lb] {
                        if b.level <= op.level {
                            continue;
                        }
                        let values = on_sample(
                            a_values
                                .iter()
                                .zip(&b.values.get())
                                .map(|(&x, &y)| apply(op.text, x, y, sem)),
                        );
                        if let Some(values) = values {
                            let text = format!("{}{}{}", a.text, op.text, b.text);
                            self.add(text, op.level, values, this_len);
                        }
                    }
                    if out_of_time() {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Each house's shortest factor among the candidates `found` for it, proved on all 6,561
/// pairs, shortest first.
fn proved_factors(found: &[Vec<String>], sem: Semantics) -> Vec<Factor> {
    HOUSES
        .iter()
        .enumerate()
        .map(|(h, house)| {
            let mut proved: Vec<String> = found[h]
                .iter()
                .filter(|t| proves(t, house, sem))
                .cloned()
                .collect();
            proved.sort_by_key(|t| (t.len(), t.clone()));
            proved.dedup();
            let best = proved.first().map(String::len);
            let ties = proved.iter().filter(|t| Some(t.len()) == best).count();
            Factor {
                house,
                expr: proved.first().cloned(),
                ties,
            }
        })
        .collect()
}

/// The product of the three factors, each parenthesised where it binds looser than `*`,
/// when every house has one and the product is proved as a peer test.
fn proved_product(factors: &[Factor], sem: Semantics) -> Option<String> {
    factors
        .iter()
        .map(|f| {
            f.expr.as_ref().map(|e| {
                let p = pyexpr::parse_in(e, sem).expect("a found expression parses");
                if p.unparen().to_string() == *e && needs_parens(e) {
                    format!("({e})")
                } else {
                    e.clone()
                }
            })
        })
        .collect::<Option<Vec<String>>>()
        .map(|v| v.join("*"))
        .filter(|p| {
            let e = pyexpr::parse_in(p, sem).expect("a product parses");
            super::peers::check(&e, sem).proved
        })
}

/// A hash of an expression's values on the sample: equal hashes are merged.
fn fingerprint(values: &[i64]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    values.hash(&mut h);
    h.finish()
}

/// True when `e` must be parenthesised as a factor of a product.
fn needs_parens(e: &str) -> bool {
    let Ok(p) = pyexpr::parse(e) else { return true };
    match &p.kind {
        pyexpr::ExprKind::Binary(op, ..) => !matches!(op, pyexpr::BinOp::Mul | pyexpr::BinOp::Pow),
        _ => false,
    }
}

/// `text` is zero exactly on `house` on all 6,561 pairs under `sem`.
pub fn proves(text: &str, house: &str, sem: Semantics) -> bool {
    let Ok(e) = pyexpr::parse_in(text, sem) else {
        return false;
    };
    (0..81).all(|i| {
        (0..81).all(|j| match e.eval(&Ij { i, j }, sem) {
            Ok(v) => v.truthy() != same_house(house, i as usize, j as usize),
            Err(_) => false,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_row_and_column_factors_are_found_and_proved() {
        let s = search(Semantics::Py2, 7, Duration::from_secs(60));
        let column = s.factors[0].expr.as_deref().expect("a column factor");
        let row = s.factors[1].expr.as_deref().expect("a row factor");
        assert!(
            column.len() <= 7 && proves(column, "column", Semantics::Py2),
            "{column}"
        );
        assert!(
            row.len() <= 7 && proves(row, "row", Semantics::Py2),
            "{row}"
        );
        assert!(proves("(i-j)%9", "column", Semantics::Py2));
        assert!(proves("i/9^j/9", "row", Semantics::Py2));
        assert!(!proves("i/9^j/9", "row", Semantics::Py3));
    }
}
