//! Sudoku as a Boolean formula: one variable per digit in a cell, true when the cell holds that
//! digit, and the rules as clauses. The names and clause sets are those of Inês Lynce and Joël
//! Ouaknine, "Sudoku as a SAT Problem" (2006), who compare them:
//!
//! - the **minimal** encoding: each cell holds at least one digit, and no house holds a digit
//!   twice (a pair of cells of a house cannot both hold it). That is enough: a house of `n` cells
//!   holding no digit twice holds at most `n` digits, so no cell can hold two.
//! - the **extended** encoding adds what follows from it: each cell holds at most one digit, and
//!   each house holds each digit at least once.
//!
//! The givens are unit clauses. Variable `v` stands for digit `(v - 1) % n + 1` in cell
//! `(v - 1) / n` (row-major, from 0): the rows of the exact-cover matrix, counted from 1.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use crate::grid::{Cell, Digit, Grid, PerShape, Shape};

use super::{Cnf, Model};

/// Which clauses describe the rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Encoding {
    /// Each cell at least one digit; each house no digit twice.
    Minimal,
    /// The minimal clauses, plus each cell at most one digit and each house every digit.
    #[default]
    Extended,
}

impl Encoding {
    pub const ALL: [Encoding; 2] = [Encoding::Minimal, Encoding::Extended];

    pub fn name(self) -> &'static str {
        match self {
            Encoding::Minimal => "minimal",
            Encoding::Extended => "extended",
        }
    }
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Encoding {
    type Err = String;

    fn from_str(text: &str) -> Result<Encoding, String> {
        Encoding::ALL
            .into_iter()
            .find(|e| e.name() == text)
            .ok_or_else(|| format!("{text:?} is not an encoding: minimal or extended"))
    }
}

/// The variable that says "`cell` holds `digit`".
#[inline]
pub fn var(shape: Shape, cell: Cell, digit: Digit) -> u32 {
    (cell.index() * shape.side() + digit.index()) as u32 + 1
}

/// The cell and digit a variable speaks of.
#[inline]
pub fn meaning(shape: Shape, var: u32) -> (Cell, Digit) {
    let v = var as usize - 1;
    (
        shape.cell(v / shape.side()),
        Digit::from_index(v % shape.side()),
    )
}

/// The variables of a grid of this shape: one per digit in each cell.
pub fn vars(shape: Shape) -> u32 {
    (shape.cells() * shape.side()) as u32
}

/// A kind of clause of the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    /// Each cell holds at least one digit: one clause of `n` literals per cell.
    CellAtLeastOne,
    /// No house holds a digit twice: for each house and digit, one two-literal clause per pair
    /// of its cells.
    HouseAtMostOnce,
    /// Each cell holds at most one digit: one two-literal clause per pair of digits (extended).
    CellAtMostOne,
    /// Each house holds each digit: one clause of `n` literals per house and digit (extended).
    HouseAtLeastOnce,
}

impl Rule {
    /// The rule in words, as the book's tables write it.
    pub fn words(self) -> &'static str {
        match self {
            Rule::CellAtLeastOne => "each cell at least one digit",
            Rule::HouseAtMostOnce => "no house a digit twice",
            Rule::CellAtMostOne => "each cell at most one digit",
            Rule::HouseAtLeastOnce => "each house every digit",
        }
    }
}

/// The rules of a grid of one shape in one encoding: the formula, and which clauses state which
/// rule.
#[derive(Debug)]
pub struct Rules {
    pub cnf: Cnf,
    /// Each rule of the encoding with the clauses (by index in `cnf`) that state it, in order.
    pub groups: Vec<(Rule, Range<usize>)>,
}

/// The clauses of the rules of a grid of `shape`, without any given: the formula whose models
/// are every full grid. Built once per shape and encoding, and kept.
pub fn rules(shape: Shape, encoding: Encoding) -> &'static Rules {
    static MINIMAL: PerShape<Rules> = PerShape::new();
    static EXTENDED: PerShape<Rules> = PerShape::new();
    let table = match encoding {
        Encoding::Minimal => &MINIMAL,
        Encoding::Extended => &EXTENDED,
    };
    table.get(shape, |shape| build_rules(shape, encoding))
}

fn build_rules(shape: Shape, encoding: Encoding) -> Rules {
    let mut cnf = Cnf::new(vars(shape));
    let mut groups = Vec::new();
    let layout = shape.layout();
    let digits: Vec<Digit> = (0..shape.side()).map(Digit::from_index).collect();
    let lit = |cell: Cell, digit: Digit| var(shape, cell, digit) as i32;
    let mut clause = Vec::with_capacity(shape.side());
    let mut start = 0;
    let mut close = |rule: Rule, cnf: &Cnf, groups: &mut Vec<(Rule, Range<usize>)>| {
        groups.push((rule, start..cnf.len()));
        start = cnf.len();
    };
    // Each cell holds at least one digit.
    for cell in shape.all_cells() {
        clause.clear();
        clause.extend(digits.iter().map(|&d| lit(cell, d)));
        cnf.add(&clause);
    }
    close(Rule::CellAtLeastOne, &cnf, &mut groups);
    // No house holds a digit twice.
    for (_, cells) in layout.houses() {
        for &d in &digits {
            for (i, &a) in cells.iter().enumerate() {
                for &b in &cells[i + 1..] {
                    cnf.add(&[-lit(a, d), -lit(b, d)]);
                }
            }
        }
    }
    close(Rule::HouseAtMostOnce, &cnf, &mut groups);
    if encoding == Encoding::Extended {
        // Each cell holds at most one digit.
        for cell in shape.all_cells() {
            for (i, &a) in digits.iter().enumerate() {
                for &b in &digits[i + 1..] {
                    cnf.add(&[-lit(cell, a), -lit(cell, b)]);
                }
            }
        }
        close(Rule::CellAtMostOne, &cnf, &mut groups);
        // Each house holds each digit at least once.
        for (_, cells) in layout.houses() {
            for &d in &digits {
                clause.clear();
                clause.extend(cells.iter().map(|&c| lit(c, d)));
                cnf.add(&clause);
            }
        }
        close(Rule::HouseAtLeastOnce, &cnf, &mut groups);
    }
    Rules { cnf, groups }
}

/// The formula of `puzzle`: the rules, then the [`givens`] as unit clauses.
pub fn encode(puzzle: &Grid, encoding: Encoding) -> Cnf {
    let mut cnf = rules(puzzle.shape(), encoding).cnf.clone();
    for given in givens(puzzle) {
        cnf.add(&[given]);
    }
    cnf
}

/// The givens of `puzzle` as literals, in row order: each says "this cell holds this digit".
pub fn givens(puzzle: &Grid) -> impl Iterator<Item = i32> + '_ {
    let shape = puzzle.shape();
    shape
        .all_cells()
        .filter_map(move |cell| puzzle.get(cell).map(|d| var(shape, cell, d) as i32))
}

/// The comments of a DIMACS file of `puzzle`: each kind of clause with its count and its place
/// in the clause list (clause 1 is the line after `p cnf`), the givens last, so that a reader
/// can find, and count, the clauses of each rule; then the variables of each cell, one line a
/// cell (`r1c1: variables 1-9, digits 1-9 in order`).
pub fn dimacs_comments(puzzle: &Grid, encoding: Encoding) -> Vec<String> {
    let shape = puzzle.shape();
    let rules = rules(shape, encoding);
    let mut kinds: Vec<(String, Range<usize>)> = rules
        .groups
        .iter()
        .map(|(rule, range)| (rule.words().to_string(), range.clone()))
        .collect();
    let givens = rules.cnf.len()..rules.cnf.len() + givens(puzzle).count();
    kinds.push(("the givens, one unit clause each".to_string(), givens));
    let mut lines: Vec<String> = kinds
        .into_iter()
        .map(|(words, range)| {
            let place = match range.len() {
                0 => "none".to_string(),
                1 => format!("clause {}", range.start + 1),
                _ => format!("clauses {}-{}", range.start + 1, range.end),
            };
            format!(
                "{} {}: {words} ({place})",
                range.len(),
                clause_word(range.len())
            )
        })
        .collect();
    let (low, high) = (Digit::from_index(0), Digit::from_index(shape.side() - 1));
    lines.extend(shape.all_cells().map(|cell| {
        format!(
            "{cell}: variables {}-{}, digits {}-{} in order",
            var(shape, cell, low),
            var(shape, cell, high),
            low.to_char(),
            high.to_char()
        )
    }));
    lines
}

fn clause_word(n: usize) -> &'static str {
    if n == 1 { "clause" } else { "clauses" }
}

/// Why a model is not a grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DecodeError {
    /// No variable of this cell is true.
    Empty(Cell),
    /// Two variables of this cell are true.
    TwoDigits(Cell, Digit, Digit),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Empty(cell) => write!(f, "the model puts no digit in {cell}"),
            DecodeError::TwoDigits(cell, a, b) => {
                write!(f, "the model puts both {a} and {b} in {cell}")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// The grid a model of a `shape` formula describes: each cell the digit whose variable is true.
/// It is not checked against the rules here ([`Grid::is_solved_by`] does that).
pub fn decode(shape: Shape, model: &Model) -> Result<Grid, DecodeError> {
    decode_values(shape, |v| model.value(v))
}

/// [`decode`], from the value of each variable (`None` when it has none).
pub fn decode_values(
    shape: Shape,
    value: impl Fn(u32) -> Option<bool>,
) -> Result<Grid, DecodeError> {
    let mut grid = Grid::empty(shape);
    for cell in shape.all_cells() {
        let mut held = None;
        for d in 0..shape.side() {
            let digit = Digit::from_index(d);
            if value(var(shape, cell, digit)) == Some(true) {
                if let Some(first) = held {
                    return Err(DecodeError::TwoDigits(cell, first, digit));
                }
                held = Some(digit);
            }
        }
        grid.set(cell, Some(held.ok_or(DecodeError::Empty(cell))?));
    }
    Ok(grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clause_counts_are_those_of_the_literature() {
        // Lynce and Ouaknine: 8,829 clauses for the minimal encoding of a 9x9 grid, 11,988 for
        // the extended one, over 729 variables.
        let minimal = &rules(Shape::NINE, Encoding::Minimal).cnf;
        let extended = &rules(Shape::NINE, Encoding::Extended).cnf;
        assert_eq!((minimal.vars(), minimal.len()), (729, 8829));
        assert_eq!((extended.vars(), extended.len()), (729, 11988));
    }

    #[test]
    fn variables_name_the_rows_of_the_exact_cover_matrix() {
        for shape in Shape::ALL {
            for v in [1, vars(shape) / 2, vars(shape)] {
                let (cell, digit) = meaning(shape, v);
                assert_eq!(var(shape, cell, digit), v);
                let row = crate::exact_cover::sudoku::row(shape, cell, digit);
                assert_eq!(row as u32 + 1, v);
            }
        }
    }

    #[test]
    fn the_dimacs_comments_name_every_variable_and_count_every_clause() {
        let puzzle = crate::puzzles::WIKIPEDIA.grid();
        for encoding in Encoding::ALL {
            let comments = dimacs_comments(&puzzle, encoding);
            let cnf = encode(&puzzle, encoding);
            let (kinds, cells) = comments.split_at(comments.len() - 81);
            assert_eq!(cells[0], "r1c1: variables 1-9, digits 1-9 in order");
            assert_eq!(cells[80], "r9c9: variables 721-729, digits 1-9 in order");
            let givens = format!(
                "30 clauses: the givens, one unit clause each (clauses {}-{})",
                cnf.len() - 29,
                cnf.len()
            );
            assert_eq!(kinds.last().unwrap(), &givens);
            let counted: usize = kinds
                .iter()
                .map(|l| l.split(' ').next().unwrap().parse::<usize>().unwrap())
                .sum();
            assert_eq!(counted, cnf.len());
        }
    }

    #[test]
    fn a_model_with_two_digits_in_a_cell_is_refused() {
        let shape = Shape::from_side(4).unwrap();
        let mut literals: Vec<i32> = shape
            .all_cells()
            .map(|c| var(shape, c, Digit::new(1).unwrap()) as i32)
            .collect();
        assert!(decode(shape, &Model::from_literals(vars(shape), literals.clone())).is_ok());
        literals.push(var(shape, shape.cell(5), Digit::new(3).unwrap()) as i32);
        assert_eq!(
            decode(shape, &Model::from_literals(vars(shape), literals))
                .unwrap_err()
                .to_string(),
            "the model puts both 1 and 3 in r2c2"
        );
    }
}
