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

/// Solves `puzzle` (9x9 only) as seed 001's `r(a)` does: same cell order, same digit order,
/// same calls. One node is one call of `r`.
pub fn solve<O: Observer>(
    puzzle: &Grid,
    digits: &DigitOrder,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    assert_eq!(puzzle.shape(), Shape::NINE, "the golf solver is 9x9 only");
    let mut a = [b'0'; 81];
    for (c, cell) in a.iter_mut().zip(puzzle.cells()) {
        if let Some(d) = cell {
            *c = d.to_char() as u8;
        }
    }
    let mut search = Search::new(limits);
    r(&a, &digits.0, &mut search, observer);
    search.finish()
}

fn r<O: Observer>(a: &[u8; 81], digits: &[u8], search: &mut Search, observer: &mut O) {
    if !search.enter() {
        return;
    }
    // `i=a.find('0');~i or exit(a)`: no empty cell left means a solution.
    let Some(i) = a.iter().position(|&c| c == b'0') else {
        observer.step(&Step::Solved);
        search.found(to_grid(a));
        return;
    };
    // `m in [expr or a[j] for j in range(81)]` is true when some cell j with a zero peer
    // expression holds the character m (a non-zero int never equals a string). Python builds
    // that list again for every m; `a` and `i` do not change inside the loop, so building it
    // once, as a set of excluded characters, gives the same answer for every m.
    let mut excluded = [false; 256];
    for (j, &c) in a.iter().enumerate() {
        if peer_expression(i as i64, j as i64) == 0 {
            excluded[c as usize] = true;
        }
    }
    for &m in digits {
        if excluded[m as usize] {
            continue;
        }
        // `r(a[:i]+m+a[i+1:])`: a new string with the digit in place.
        let mut b = *a;
        b[i] = m;
        let (cell, digit) = (Shape::NINE.cell(i), digit_of(m));
        search.stats.guesses += 1;
        observer.step(&Step::Place {
            cell,
            digit,
            reason: Reason::Try,
        });
        r(&b, digits, search, observer);
        if search.stopped() {
            return;
        }
        observer.step(&Step::Undo { cell, digit });
    }
}

fn digit_of(c: u8) -> Digit {
    Digit::new(c - b'0').expect("digit strings hold 1-9 only")
}

fn to_grid(a: &[u8; 81]) -> Grid {
    Grid::from_cells(a.iter().map(|&c| Digit::new(c - b'0')).collect()).expect("81 digits")
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
