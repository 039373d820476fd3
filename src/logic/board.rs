//! The pencil-marked grid a person works on: each cell holds a digit or its candidates.

use crate::grid::{Candidates, Cell, Digit, Grid, House, Shape};
use crate::steps::{Cause, Observer, Reason, Step};

use super::deduction::{Action, Deduction};

/// A grid with the candidates of every empty cell, kept up to date as deductions are applied.
#[derive(Clone, Debug)]
pub struct Board {
    shape: Shape,
    cells: Vec<Option<Digit>>,
    candidates: Vec<Candidates>,
    /// Two equal givens in a house: nothing the ladder finds can be trusted.
    conflict: bool,
}

impl Board {
    /// The board of `puzzle`, each empty cell marked with the digits no peer holds.
    pub fn new(puzzle: &Grid) -> Board {
        let shape = puzzle.shape();
        let candidates = shape
            .all_cells()
            .map(|cell| match puzzle.get(cell) {
                Some(_) => Candidates::EMPTY,
                None => puzzle.candidates(cell),
            })
            .collect();
        Board {
            shape,
            cells: puzzle.cells().to_vec(),
            candidates,
            conflict: puzzle.first_conflict().is_some(),
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell.index()]
    }

    /// The candidates of an empty cell; none for a filled one.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        self.candidates[cell.index()]
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.cells.clone()).expect("the board keeps its puzzle's shape")
    }

    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The cells of `house`.
    pub fn cells_of(&self, house: House) -> &'static [Cell] {
        self.shape.layout().cells_of(house)
    }

    /// Every house: rows, then columns, then boxes.
    pub fn houses(&self) -> impl Iterator<Item = House> + 'static {
        self.shape.layout().houses().map(|(h, _)| h)
    }

    /// True when `digit` is already placed in `house`.
    pub fn holds(&self, house: House, digit: Digit) -> bool {
        self.cells_of(house)
            .iter()
            .any(|&c| self.get(c) == Some(digit))
    }

    /// The empty cells of `house` where `digit` is still a candidate.
    pub fn places(&self, house: House, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        self.cells_of(house)
            .iter()
            .copied()
            .filter(move |&c| self.candidates(c).contains(digit))
    }

    /// True when the marks break a rule: equal givens, an empty cell with no candidate, or a
    /// digit neither placed in a house nor possible anywhere in it.
    pub fn is_broken(&self) -> bool {
        if self.conflict {
            return true;
        }
        if self
            .shape
            .all_cells()
            .any(|c| self.get(c).is_none() && self.candidates(c).is_empty())
        {
            return true;
        }
        let side = self.shape.side();
        self.houses().any(|house| {
            let mut seen = Candidates::EMPTY;
            for &c in self.cells_of(house) {
                match self.get(c) {
                    Some(d) => seen.insert(d),
                    None => seen = Candidates::from_bits(seen.bits() | self.candidates(c).bits()),
                }
            }
            seen != Candidates::all(side)
        })
    }

    /// Applies a deduction, telling `observer` each placement and elimination.
    pub fn apply<O: Observer>(&mut self, deduction: &Deduction, observer: &mut O) {
        match &deduction.action {
            Action::Place { cell, digit } => {
                let reason = match deduction.houses.first() {
                    Some(&house) => Reason::HiddenSingle(house),
                    None => Reason::NakedSingle,
                };
                self.place(*cell, *digit, reason, observer);
            }
            Action::Eliminate(removals) => {
                for &(cell, digit) in removals {
                    self.candidates[cell.index()].remove(digit);
                    if O::ENABLED
                        && let Some(pattern) = deduction.pattern
                    {
                        observer.step(&Step::Exclude {
                            cell,
                            digit,
                            pattern,
                        });
                    }
                }
            }
        }
    }

    /// Writes `digit` in `cell` and crosses it off the candidates of every peer.
    fn place<O: Observer>(&mut self, cell: Cell, digit: Digit, reason: Reason, observer: &mut O) {
        self.cells[cell.index()] = Some(digit);
        self.candidates[cell.index()] = Candidates::EMPTY;
        observer.step(&Step::Place {
            cell,
            digit,
            reason,
        });
        for &peer in self.shape.layout().peers(cell) {
            if self.candidates[peer.index()].contains(digit) {
                self.candidates[peer.index()].remove(digit);
                observer.step(&Step::Eliminate {
                    cell: peer,
                    digit,
                    cause: Cause::Peer(cell),
                });
            }
        }
    }
}
