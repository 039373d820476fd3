//! Seed 001 (and 004): the three-line Python code-golf solver `r(a)`, ported call for call.
//! It fills the first `0` of an 81-character string with each digit of a digit string that no
//! peer holds, peers being the cells where `(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)` is zero.

use std::fmt;

use crate::grid::{Digit, Grid, Shape};
use crate::steps::{Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// `'%d'%5**18`, the digit string of seed 001: every digit 1-9 at least once, and 6 three
/// times, 2 and 5 twice.
pub const FIVE_POW_18: &str = "3814697265625";

/// `` `14**7*9` ``, the digit string of seed 004: each digit 1-9 exactly once.
pub const FOURTEEN_POW_7_TIMES_9: &str = "948721536";

/// The order in which the golf solver tries digits: any non-empty string of the characters
/// `1`-`9`, repeats allowed (the original repeats some, and pays for it).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DigitOrder(Vec<u8>);

/// Why a string cannot be a digit order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DigitOrderError {
    Empty,
    NotADigit { position: usize, found: char },
}

impl fmt::Display for DigitOrderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DigitOrderError::Empty => write!(f, "the digit string is empty"),
            DigitOrderError::NotADigit { position, found } => write!(
                f,
                "character {position} of the digit string is {}, expected a digit 1-9",
                crate::parse::describe(*found)
            ),
        }
    }
}

impl std::error::Error for DigitOrderError {}

impl DigitOrder {
    pub fn new(digits: &str) -> Result<DigitOrder, DigitOrderError> {
        if digits.is_empty() {
            return Err(DigitOrderError::Empty);
        }
        for (i, c) in digits.chars().enumerate() {
            if !('1'..='9').contains(&c) {
                return Err(DigitOrderError::NotADigit {
                    position: i + 1,
                    found: c,
                });
            }
        }
        Ok(DigitOrder(digits.as_bytes().to_vec()))
    }

    /// The digits as values 1-9, in order.
    pub fn values(&self) -> Vec<u8> {
        self.0.iter().map(|c| c - b'0').collect()
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("checked to be ASCII digits")
    }

    /// True when some digit appears more than once: such a string reaches some solutions more
    /// than once, as seed 004's program prints them.
    pub fn has_repeats(&self) -> bool {
        let mut seen = [false; 10];
        self.0
            .iter()
            .any(|&c| std::mem::replace(&mut seen[(c - b'0') as usize], true))
    }

    /// True when every digit 1-9 appears: without that, some puzzles cannot be solved.
    pub fn covers_all_digits(&self) -> bool {
        (b'1'..=b'9').all(|d| self.0.contains(&d))
    }
}

impl Default for DigitOrder {
    /// Seed 001's `'%d'%5**18`.
    fn default() -> DigitOrder {
        DigitOrder::new(FIVE_POW_18).expect("a valid digit string")
    }
}

impl fmt::Display for DigitOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The seed's peer test, `(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)`, under the Python 2 rules
/// it was written for: `/` on integers is floor division and `%` takes the sign of the divisor.
/// It is zero exactly when cells `i` and `j` share a column, a row or a box.
#[inline]
pub fn peer_expression(i: i64, j: i64) -> i64 {
    // Python's `%` is floored; `rem_euclid` agrees with it for a positive divisor. The other
    // operands are never negative, so Rust's truncating `/` and `%` agree with Python's there.
    (i - j).rem_euclid(9) * ((i / 9) ^ (j / 9)) * ((i / 27) ^ (j / 27) | (i % 9 / 3) ^ (j % 9 / 3))
}

/// Which cells exclude a digit at the cell being filled: the one thing the programs of the golf
/// family differ in. The engine below is the same for all of them.
pub trait PeerTest {
    /// The digits (bit `d` for digit `d`) held by the cells that `i`'s test counts as its peers
    /// in `cells` (0 for an empty cell), or `Err(j)` when the test raises at the pair (i, j).
    fn excluded(&self, cells: &[u8; 81], i: usize) -> Result<u16, usize>;
    /// Told of each placement, for a test that keeps a summary of the grid.
    #[inline]
    fn place(&mut self, _i: usize, _d: u8) {}
    /// Told of each placement undone.
    #[inline]
    fn undo(&mut self, _i: usize, _d: u8) {}
}

/// The seed's own test: the peer expression evaluated for all 81 cells `j`, as the
/// one-liner's list comprehension does (once per call rather than once per digit: the list
/// does not depend on `m`, so building it once gives the same answer for every `m`).
#[derive(Clone, Copy, Default, Debug)]
pub struct Expression;

impl PeerTest for Expression {
    #[inline]
    fn excluded(&self, cells: &[u8; 81], i: usize) -> Result<u16, usize> {
        let mut mask = 0;
        for (j, &c) in cells.iter().enumerate() {
            if peer_expression(i as i64, j as i64) == 0 {
                mask |= 1 << c;
            }
        }
        Ok(mask)
    }
}

/// The same peers kept as the digits each row, column and box holds: a counter of the
/// one-liner's calls, the same tree call for call (the peer expression is zero exactly on
/// those cells: `golf peers` proves it), many times faster.
#[derive(Clone, Default, Debug)]
pub struct Houses {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Houses {
    #[inline]
    fn toggle(&mut self, i: usize, d: u8) {
        let bit = 1 << d;
        self.rows[i / 9] ^= bit;
        self.cols[i % 9] ^= bit;
        self.boxes[i / 27 * 3 + i % 9 / 3] ^= bit;
    }

    /// The houses of a grid's givens.
    pub fn of(cells: &[u8; 81]) -> Houses {
        let mut h = Houses::default();
        for (i, &d) in cells.iter().enumerate() {
            if d != 0 {
                h.toggle(i, d);
            }
        }
        h
    }
}

impl PeerTest for Houses {
    #[inline]
    fn excluded(&self, _: &[u8; 81], i: usize) -> Result<u16, usize> {
        // Bit 0: the cell being filled holds '0' and is its own peer, so a 0 in the digit
        // string is always excluded.
        Ok(self.rows[i / 9] | self.cols[i % 9] | self.boxes[i / 27 * 3 + i % 9 / 3] | 1)
    }
    #[inline]
    fn place(&mut self, i: usize, d: u8) {
        self.toggle(i, d);
    }
    #[inline]
    fn undo(&mut self, i: usize, d: u8) {
        self.toggle(i, d);
    }
}

/// Any test given as a table: for each cell `i`, the cells its test counts as peers, in
/// Python's order of `j`, or the first `j` where evaluating the test raises.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PeerLists(pub Vec<Result<Vec<u8>, usize>>);

impl PeerTest for PeerLists {
    #[inline]
    fn excluded(&self, cells: &[u8; 81], i: usize) -> Result<u16, usize> {
        let peers = self.0[i].as_ref().map_err(|&j| j)?;
        Ok(peers.iter().fold(0, |m, &j| m | 1 << cells[j as usize]))
    }
}

/// A shared table is a test too, so that many runs can read one table.
impl PeerTest for &PeerLists {
    #[inline]
    fn excluded(&self, cells: &[u8; 81], i: usize) -> Result<u16, usize> {
        (**self).excluded(cells, i)
    }
}

/// Where a run of the engine ended, besides its [`Report`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ended {
    /// The search ended as [`Report::stop`] says.
    Searched,
    /// The peer test raised at the pair (i, j) in call number `call` (1 is the first): Python
    /// stops there with the exception.
    Raised { call: u64, i: usize, j: usize },
}

/// The puzzle as the one-liner's string holds it: digit values, 0 for an empty cell.
pub fn cells_of(puzzle: &Grid) -> [u8; 81] {
    assert_eq!(puzzle.shape(), Shape::NINE, "the golf solver is 9x9 only");
    let mut a = [0u8; 81];
    for (c, cell) in a.iter_mut().zip(puzzle.cells()) {
        *c = cell.map_or(0, Digit::get);
    }
    a
}

/// The golf engine: seed 001's `r(a)` with any peer test. It fills the first empty cell with
/// each digit of `digits` that the test's peers do not hold, in order, and recurses; one node
/// is one call of `r`. `limits.max_solutions` is 1 for the seed's `exit(a)`, more for seed
/// 004's `print a`, which goes on. `depths`, when given, counts the calls at each depth.
pub fn run<P: PeerTest, O: Observer>(
    puzzle: &[u8; 81],
    digits: &[u8],
    peers: &mut P,
    limits: &Limits,
    observer: &mut O,
    mut depths: Option<&mut Vec<u64>>,
) -> (Report, Ended) {
    let mut engine = Engine {
        a: *puzzle,
        empties: (0..81u8).filter(|&i| puzzle[i as usize] == 0).collect(),
        digits,
        search: Search::new(limits),
        raised: None,
    };
    if let Some(d) = depths.as_deref_mut() {
        d.clear();
        d.resize(engine.empties.len() + 1, 0);
    }
    engine.r(0, peers, observer, &mut depths);
    let ended = engine
        .raised
        .map_or(Ended::Searched, |(call, i, j)| Ended::Raised { call, i, j });
    (engine.search.finish(), ended)
}

struct Engine<'d> {
    a: [u8; 81],
    /// The empty cells in order: the `k`-th call fills the `k`-th, since `a.find('0')` finds
    /// the first `0` and the cells before it are filled.
    empties: Vec<u8>,
    digits: &'d [u8],
    search: Search,
    raised: Option<(u64, usize, usize)>,
}

impl Engine<'_> {
    fn r<P: PeerTest, O: Observer>(
        &mut self,
        k: usize,
        peers: &mut P,
        observer: &mut O,
        depths: &mut Option<&mut Vec<u64>>,
    ) {
        if !self.search.enter() {
            return;
        }
        if let Some(d) = depths {
            d[k] += 1;
        }
        // `i=a.find('0');~i or exit(a)`: no empty cell left means a solution.
        let Some(&i) = self.empties.get(k) else {
            observer.step(&Step::Solved);
            self.search.found_by(to_grid(&self.a), observer);
            return;
        };
        let i = i as usize;
        // `m in [expr or a[j] for j in range(81)]` is true when some cell j with a zero peer
        // expression holds the character m (a non-zero int never equals a string).
        let excluded = match peers.excluded(&self.a, i) {
            Ok(mask) => mask,
            Err(j) => {
                self.raised = Some((self.search.stats.nodes, i, j));
                return;
            }
        };
        for &m in self.digits {
            // A 0 is never placed: every test of the family counts the cell as its own peer,
            // and the cell holds '0'.
            if m == 0 || excluded & (1 << m) != 0 {
                continue;
            }
            // `r(a[:i]+m+a[i+1:])`: the digit in place.
            self.a[i] = m;
            peers.place(i, m);
            self.search.stats.guesses += 1;
            let (cell, digit) = (Shape::NINE.cell(i), digit_of(m));
            observer.step(&Step::Place {
                cell,
                digit,
                reason: Reason::Try,
            });
            self.r(k + 1, peers, observer, depths);
            if self.search.stopped() || self.raised.is_some() {
                return;
            }
            observer.step(&Step::Undo { cell, digit });
            peers.undo(i, m);
            self.a[i] = 0;
        }
    }
}

/// Solves `puzzle` (9x9 only) as seed 001's `r(a)` does: same cell order, same digit order,
/// same calls, the peer expression evaluated for every cell as the one-liner does.
pub fn solve<O: Observer>(
    puzzle: &Grid,
    digits: &DigitOrder,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    run(
        &cells_of(puzzle),
        &digits.values(),
        &mut Expression,
        limits,
        observer,
        None,
    )
    .0
}

fn digit_of(c: u8) -> Digit {
    Digit::new(c).expect("digit strings hold 1-9 only")
}

fn to_grid(a: &[u8; 81]) -> Grid {
    Grid::from_cells(a.iter().map(|&c| Digit::new(c)).collect()).expect("81 digits")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peer_expression_is_zero_exactly_on_peers() {
        let layout = Shape::NINE.layout();
        for i in 0..81 {
            for j in 0..81 {
                let peer = i == j
                    || layout
                        .peers(Shape::NINE.cell(i))
                        .contains(&Shape::NINE.cell(j));
                assert_eq!(
                    peer_expression(i as i64, j as i64) == 0,
                    peer,
                    "i={i} j={j}"
                );
            }
        }
    }

    #[test]
    fn digit_orders_are_checked() {
        assert!(DigitOrder::default().has_repeats());
        assert!(
            !DigitOrder::new(FOURTEEN_POW_7_TIMES_9)
                .unwrap()
                .has_repeats()
        );
        assert_eq!(
            DigitOrder::new("12a").unwrap_err().to_string(),
            "character 3 of the digit string is 'a', expected a digit 1-9"
        );
        assert!(!DigitOrder::new("1234").unwrap().covers_all_digits());
    }
}
