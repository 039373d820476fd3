//! One step of a person-style solve, as data: which technique, where, and what it changes.

use std::fmt;

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::Pattern;

use super::Technique;

/// What a deduction changes on the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Writes a digit in a cell (the singles).
    Place { cell: Cell, digit: Digit },
    /// Removes candidates: each pair is a cell and a digit it can no longer hold.
    Eliminate(Vec<(Cell, Digit)>),
}

/// One deduction: the technique, the pattern it saw (houses, cells, digits), and its action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deduction {
    pub technique: Technique,
    /// The houses the pattern lives in (the house of a hidden single; the box and the line of
    /// locked candidates; the house of a pair). None for a naked single.
    pub houses: Vec<House>,
    /// The cells of the pattern: the cell of a single, the cells of a pair, the cells where a
    /// locked digit can go.
    pub cells: Vec<Cell>,
    /// The digits of the pattern.
    pub digits: Candidates,
    pub action: Action,
    /// The pattern as a [`crate::steps::Step::Exclude`] carries it; none for the singles.
    pub pattern: Option<Pattern>,
}

impl Deduction {
    /// A naked single: `digit` is the last candidate of `cell`.
    pub fn naked_single(cell: Cell, digit: Digit) -> Deduction {
        Deduction {
            technique: Technique::NakedSingle,
            houses: Vec::new(),
            cells: vec![cell],
            digits: Candidates::single(digit),
            action: Action::Place { cell, digit },
            pattern: None,
        }
    }

    /// A hidden single: `cell` is the last place for `digit` in `house`.
    pub fn hidden_single(house: House, cell: Cell, digit: Digit) -> Deduction {
        Deduction {
            technique: Technique::HiddenSingle,
            houses: vec![house],
            cells: vec![cell],
            digits: Candidates::single(digit),
            action: Action::Place { cell, digit },
            pattern: None,
        }
    }

    /// The candidates this deduction removes (none for a placement).
    pub fn removals(&self) -> &[(Cell, Digit)] {
        match &self.action {
            Action::Place { .. } => &[],
            Action::Eliminate(removals) => removals,
        }
    }
}

/// Cells joined for reading: `r1c2, r1c5`.
fn cell_list(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(Cell::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `3 and 8`.
fn digit_pair(digits: Candidates) -> String {
    digits
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" and ")
}

/// One sentence a learner can follow, e.g. `hidden single: in row 3, 5 fits only r3c7, so r3c7 = 5`.
impl fmt::Display for Deduction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.technique)?;
        match (&self.action, self.pattern) {
            (Action::Place { cell, digit }, _) => match self.houses.first() {
                Some(house) => write!(
                    f,
                    "in {house}, {digit} fits only {cell}, so {cell} = {digit}"
                ),
                None => write!(f, "{cell} has one candidate left, so {cell} = {digit}"),
            },
            (Action::Eliminate(removals), Some(pattern)) => {
                match pattern {
                    Pattern::Pointing {
                        digit,
                        in_box,
                        line,
                    } => write!(
                        f,
                        "(pointing) in {in_box}, {digit} fits only cells of {line}, so the rest of {line} loses {digit}"
                    )?,
                    Pattern::Claiming {
                        digit,
                        line,
                        in_box,
                    } => write!(
                        f,
                        "(claiming) in {line}, {digit} fits only cells of {in_box}, so the rest of {in_box} loses {digit}"
                    )?,
                    Pattern::NakedPair {
                        cells,
                        digits,
                        house,
                    } => write!(
                        f,
                        "in {house}, {} hold {} between them, so no other cell of {house} can",
                        cell_list(&cells).replace(", ", " and "),
                        digit_pair(digits)
                    )?,
                    Pattern::HiddenPair {
                        cells,
                        digits,
                        house,
                    } => write!(
                        f,
                        "in {house}, {} fit only {}, so those cells hold nothing else",
                        digit_pair(digits),
                        cell_list(&cells).replace(", ", " and ")
                    )?,
                }
                let removed: Vec<String> =
                    removals.iter().map(|(c, d)| format!("{c}-{d}")).collect();
                write!(f, " ({})", removed.join(", "))
            }
            (Action::Eliminate(removals), None) => {
                let removed: Vec<String> =
                    removals.iter().map(|(c, d)| format!("{c}-{d}")).collect();
                write!(f, "removes {}", removed.join(", "))
            }
        }
    }
}
