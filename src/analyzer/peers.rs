//! The peer expression proved: `(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)` is zero exactly when
//! cells `i` and `j` share a row, a column or a box, checked on all 6,561 pairs against the grid
//! model's peers, with any other expression of the same language checked the same way.
//!
//! The check is exhaustive, so it is a proof for the 81 cells of a 9x9 grid: nothing is
//! sampled. Under Python 3 the expression raises, and the check says so instead of guessing.

use num_traits::ToPrimitive;
use serde::Serialize;

use super::pyexpr::{EvalError, Expr, Ij, Semantics, Value};
use crate::grid::{Cell, Shape};

/// The seed's peer expression.
pub const GOLF_PEER_EXPR: &str = "(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)";

/// The golf expression, parsed.
pub fn golf_expr() -> Expr {
    super::pyexpr::parse_in(GOLF_PEER_EXPR, Semantics::Py2).expect("the seed's expression parses")
}

/// Whether cells `i` and `j` (0..81) share a row, a column or a box, `i == j` included, by the
/// grid model.
pub fn is_peer(i: usize, j: usize) -> bool {
    let nine = Shape::NINE;
    i == j || nine.layout().peers(nine.cell(i)).contains(&nine.cell(j))
}

/// The house relations of the grid model, by name.
pub fn same_house(house: &str, i: usize, j: usize) -> bool {
    let (a, b) = (Shape::NINE.cell(i), Shape::NINE.cell(j));
    match house {
        "row" => a.row() == b.row(),
        "column" => a.col() == b.col(),
        "box" => Shape::NINE.box_of(a) == Shape::NINE.box_of(b),
        "self" => i == j,
        _ => false,
    }
}

/// A pair the expression gets wrong.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct WrongPair {
    pub i: usize,
    pub j: usize,
    pub cell_i: String,
    pub cell_j: String,
    /// What the expression gave (its Python repr).
    pub value: String,
    /// Whether the two cells really are peers.
    pub peers: bool,
}

/// A pair on which the expression raises.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ErrorPair {
    pub i: usize,
    pub j: usize,
    pub error: EvalError,
}

/// The result of checking a peer expression on every pair of cells.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeerCheck {
    pub expr: String,
    pub semantics: Semantics,
    pub pairs: usize,
    /// Pairs where "the expression is zero" equals "the cells are peers".
    pub agree: usize,
    /// Every pair it gets wrong, in order of `i` then `j`.
    pub wrong: Vec<WrongPair>,
    /// How many pairs raise, and the first of them (Python stops at the first).
    pub errors: usize,
    pub first_error: Option<ErrorPair>,
    /// The smallest and largest non-zero integer values.
    pub nonzero_range: Option<(i128, i128)>,
    /// Whether some value is a float (Python 3's `/`).
    pub floats: bool,
    /// Pairs of non-peers whose value lies in 49..=57, the character codes of '1'..'9': the
    /// values a port to a language where a character is a number could confuse with a digit.
    pub ascii_digit_values: usize,
    /// True when the expression is zero on peers and non-zero elsewhere, on every pair.
    pub proved: bool,
}

/// Evaluates `expr` on all 81x81 pairs under `sem` and compares "is zero" with "are peers".
pub fn check(expr: &Expr, sem: Semantics) -> PeerCheck {
    let mut c = PeerCheck {
        expr: expr.to_string(),
        semantics: sem,
        pairs: 0,
        agree: 0,
        wrong: Vec::new(),
        errors: 0,
        first_error: None,
        nonzero_range: None,
        floats: false,
        ascii_digit_values: 0,
        proved: false,
    };
    for i in 0..81 {
        for j in 0..81 {
            c.pairs += 1;
            let peer = is_peer(i, j);
            match expr.eval(
                &Ij {
                    i: i as i64,
                    j: j as i64,
                },
                sem,
            ) {
                Err(error) => {
                    c.errors += 1;
                    c.first_error.get_or_insert(ErrorPair { i, j, error });
                }
                Ok(v) => {
                    if let Value::Float(_) = v {
                        c.floats = true;
                    }
                    if let Value::Int { v: n, .. } = &v
                        && let Some(n) = n.to_i128()
                        && n != 0
                    {
                        let (lo, hi) = c.nonzero_range.unwrap_or((n, n));
                        c.nonzero_range = Some((lo.min(n), hi.max(n)));
                        // Only a non-peer's value could be taken for a digit's code.
                        if (49..=57).contains(&n) && !peer {
                            c.ascii_digit_values += 1;
                        }
                    }
                    if v.truthy() != peer {
                        c.agree += 1;
                    } else {
                        c.wrong.push(WrongPair {
                            i,
                            j,
                            cell_i: Shape::NINE.cell(i).to_string(),
                            cell_j: Shape::NINE.cell(j).to_string(),
                            value: v.repr(sem),
                            peers: peer,
                        });
                    }
                }
            }
        }
    }
    c.proved = c.agree == c.pairs;
    c
}

/// One factor of a product expression, and the house its zeros match, if any.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Factor {
    /// `a`, `b`, `c`...: the letter the map uses.
    pub letter: char,
    pub text: String,
    /// `row`, `column`, `box` or `self` when the factor is zero exactly on that relation
    /// (under the semantics asked for); `None` otherwise.
    pub house: Option<&'static str>,
    /// Pairs on which the factor raises.
    pub errors: usize,
}

/// For one cell, which factors are zero at each of the 81 cells.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct FactorMap {
    pub cell: String,
    pub index: usize,
    pub factors: Vec<Factor>,
    /// 9 rows of 9: the letters of the factors that are zero there (`!` where one raises).
    pub rows: Vec<Vec<String>>,
}

/// The factors of `expr` (its top-level product) and where each is zero around `cell`.
pub fn factor_map(expr: &Expr, cell: Cell, sem: Semantics) -> FactorMap {
    let parts = expr.factors();
    let letters = "abcdefghijklmnopqrstuvwxyz";
    let factors = parts
        .iter()
        .zip(letters.chars())
        .map(|(f, letter)| {
            let mut errors = 0;
            let mut zero = vec![false; 81 * 81];
            for i in 0..81 {
                for j in 0..81 {
                    match f.eval(
                        &Ij {
                            i: i as i64,
                            j: j as i64,
                        },
                        sem,
                    ) {
                        Ok(v) => zero[i * 81 + j] = !v.truthy(),
                        Err(_) => errors += 1,
                    }
                }
            }
            let house = (errors == 0)
                .then(|| {
                    ["row", "column", "box", "self"]
                        .into_iter()
                        .find(|h| (0..81 * 81).all(|k| zero[k] == same_house(h, k / 81, k % 81)))
                })
                .flatten();
            Factor {
                letter,
                text: f.to_string(),
                house,
                errors,
            }
        })
        .collect();
    let i = cell.index();
    let rows = (0..9)
        .map(|r| {
            (0..9)
                .map(|col| {
                    let j = r * 9 + col;
                    let mut s = String::new();
                    for (f, letter) in parts.iter().zip(letters.chars()) {
                        match f.eval(
                            &Ij {
                                i: i as i64,
                                j: j as i64,
                            },
                            sem,
                        ) {
                            Ok(v) if !v.truthy() => s.push(letter),
                            Ok(_) => {}
                            Err(_) => s.push('!'),
                        }
                    }
                    s
                })
                .collect()
        })
        .collect();
    FactorMap {
        cell: cell.to_string(),
        index: i,
        factors,
        rows,
    }
}

/// Everything `golf peers` reports.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeersReport {
    pub check: PeerCheck,
    pub map: Option<FactorMap>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_golf_expression_is_proved_on_6561_pairs() {
        let c = check(&golf_expr(), Semantics::Py2);
        assert_eq!((c.pairs, c.agree, c.errors), (6561, 6561, 0));
        assert!(c.proved && c.wrong.is_empty() && !c.floats);
        assert_eq!(c.nonzero_range, Some((1, 360)));
    }

    #[test]
    fn python_3_raises_a_type_error_on_every_pair() {
        let c = check(&golf_expr(), Semantics::Py3);
        assert_eq!(c.errors, 6561);
        assert_eq!(
            c.first_error.unwrap().error.to_string(),
            "TypeError: unsupported operand type(s) for ^: 'float' and 'float'"
        );
    }

    #[test]
    fn factors_match_column_row_box() {
        let m = factor_map(&golf_expr(), Shape::NINE.cell(40), Semantics::Py2);
        let houses: Vec<_> = m.factors.iter().map(|f| f.house).collect();
        assert_eq!(houses, [Some("column"), Some("row"), Some("box")]);
        assert_eq!(m.rows[4][4], "abc");
        assert_eq!(m.rows[0][4], "a");
        assert_eq!(m.rows[4][0], "b");
        assert_eq!(m.rows[3][3], "c");
        assert_eq!(m.rows[0][0], "");
    }

    #[test]
    fn a_wrong_variant_lists_its_wrong_pairs() {
        // Dropping the box factor leaves the box-only peers out: 81 cells x 4 such peers.
        let e = super::super::pyexpr::parse("(i-j)%9*(i/9^j/9)").unwrap();
        let c = check(&e, Semantics::Py2);
        assert_eq!(c.wrong.len(), 81 * 4);
        // The `&` variant of the seed's box factor: the old count (169) took peers in too.
        let amp = super::super::pyexpr::parse("(i-j)%9*(i/9^j/9)*(i/27^j/27&i%9/3^j%9/3)").unwrap();
        let c = check(&amp, Semantics::Py2);
        assert!(!c.proved);
        assert_eq!(c.ascii_digit_values, 153);
        // A Python 2 octal literal is read as Python 2 reads it: 011 is 9.
        let oct = super::super::pyexpr::parse_in(
            "(i-j)%011*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)",
            Semantics::Py2,
        )
        .unwrap();
        assert!(check(&oct, Semantics::Py2).proved);
        let c = check(&e, Semantics::Py2);
        assert_eq!(c.wrong.len(), 81 * 4);
        assert!(c.wrong.iter().all(|w| w.peers));
    }
}
