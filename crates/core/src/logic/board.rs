//! The pencil-marked grid a person works on: each cell holds a digit or its candidates.

use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, Grid, House, Shape};
use crate::steps::{Cause, Observer, Reason, Step};

use super::{Deduction, Rater, Technique};

/// A grid with the candidates of every empty cell, kept up to date as deductions are applied.
#[derive(Clone, Debug)]
pub struct Board {
    shape: Shape,
    cells: Vec<Option<Digit>>,
    candidates: Vec<Candidates>,
    /// Two equal givens in a house: nothing the ladder finds can be trusted.
    conflict: bool,
    /// The puzzle is known to have exactly one solution, so the uniqueness techniques may
    /// rely on it.
    unique: bool,
    /// Whose rules the ladder follows on this board: the techniques it holds.
    rater: Rater,
}

impl Board {
    /// The board of `puzzle`, each empty cell marked with the digits no peer holds. The
    /// uniqueness techniques stay off: see [`assuming_unique`](Board::assuming_unique).
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
            unique: false,
            rater: Rater::default(),
        }
    }

    /// The same board with each empty cell's candidates kept only where `marks` (one set per
    /// cell, by index) keeps them too: a position mid-solve, its pencil marks as they stand.
    pub fn restricted(mut self, marks: &[Candidates]) -> Board {
        for (set, mark) in self.candidates.iter_mut().zip(marks) {
            *set = Candidates::from_bits(set.bits() & mark.bits());
        }
        self
    }

    /// Every cell's pencil marks by index, a digit's cell holding that digit alone: what
    /// [`restricted`](Board::restricted) takes back and `parse::marks_line` writes.
    pub fn pencil_marks(&self) -> Vec<Candidates> {
        self.shape
            .all_cells()
            .map(|c| self.get(c).map_or(self.candidates(c), Candidates::single))
            .collect()
    }

    /// The same board, for a puzzle known to have exactly one solution: the unique rectangle
    /// and BUG may then be used, since they remove candidates that would leave two.
    pub fn assuming_unique(mut self) -> Board {
        self.unique = true;
        self
    }

    /// The same board with other candidates (a chain's assumption worked through): the
    /// techniques a dynamic chain borrows look at it.
    pub(super) fn with_candidates(&self, candidates: Vec<Candidates>) -> Board {
        Board {
            candidates,
            ..self.clone()
        }
    }

    /// The same board rated by `rater`'s rules: the ladder holds that program's techniques.
    pub fn rated_by(mut self, rater: Rater) -> Board {
        self.rater = rater;
        self
    }

    /// Whose rules the ladder follows on this board.
    pub fn rater(&self) -> Rater {
        self.rater
    }

    /// True when the uniqueness techniques may be used.
    pub fn is_unique(&self) -> bool {
        self.unique
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

    /// Every candidate of `cells`, cell by cell: the pencil marks a pattern draws.
    pub fn marks<'a>(&self, cells: impl IntoIterator<Item = &'a Cell>) -> Vec<(Cell, Digit)> {
        cells
            .into_iter()
            .flat_map(|&c| self.candidates(c).iter().map(move |d| (c, d)))
            .collect()
    }

    /// The candidates of `cells` that are among `digits` (`among`) or not (`!among`): what a
    /// naked subset removes from the rest of its house, and a hidden one from its own cells.
    pub fn candidates_of(
        &self,
        cells: impl IntoIterator<Item = Cell>,
        digits: Candidates,
        among: bool,
    ) -> Vec<(Cell, Digit)> {
        cells
            .into_iter()
            .flat_map(|c| {
                let kept = self.candidates(c).bits() & digits.bits();
                let chosen = if among {
                    kept
                } else {
                    self.candidates(c).bits() & !kept
                };
                Candidates::from_bits(chosen).iter().map(move |d| (c, d))
            })
            .collect()
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

    /// Every house in the order Sudoku Explainer scans them: boxes, then columns, then rows.
    pub fn houses_boxes_first(&self) -> impl Iterator<Item = House> + 'static {
        let side = self.shape.side() as u8;
        (0..side)
            .map(House::Box)
            .chain((0..side).map(House::Col))
            .chain((0..side).map(House::Row))
    }

    /// The rows (`rows` true) or the columns of the grid.
    pub fn lines(&self, rows: bool) -> impl Iterator<Item = House> + 'static {
        let side = self.shape.side() as u8;
        (0..side).map(move |n| if rows { House::Row(n) } else { House::Col(n) })
    }

    /// The peers of `cell`: the cells that share a house with it.
    pub fn peers(&self, cell: Cell) -> &'static [Cell] {
        self.shape.layout().peers(cell)
    }

    /// True when two different cells share a house.
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        a != b
            && (a.row() == b.row()
                || a.col() == b.col()
                || self.shape.box_of(a) == self.shape.box_of(b))
    }

    /// The box of `cell`.
    pub fn box_of(&self, cell: Cell) -> House {
        House::Box(self.shape.box_of(cell) as u8)
    }

    /// True when `cell` lies in `house`.
    pub fn contains(&self, house: House, cell: Cell) -> bool {
        match house {
            House::Row(r) => cell.row() == r as usize,
            House::Col(c) => cell.col() == c as usize,
            House::Box(b) => self.shape.box_of(cell) == b as usize,
        }
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

    /// Where `digit` may go in `house`, as a mask: bit `i` is the house's `i`-th cell.
    pub fn positions(&self, house: House, digit: Digit) -> u32 {
        let bit = 1 << digit.index();
        self.cells_of(house)
            .iter()
            .enumerate()
            .filter(|&(_, c)| self.candidates[c.index()].bits() & bit != 0)
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// How many cells of `house` are empty.
    pub fn empty_in(&self, house: House) -> usize {
        self.cells_of(house)
            .iter()
            .filter(|&&c| self.get(c).is_none())
            .count()
    }

    /// How many times `digit` is placed in the grid.
    pub fn placed_count(&self, digit: Digit) -> usize {
        self.cells.iter().filter(|&&d| d == Some(digit)).count()
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

    /// Applies a deduction, telling `observer` each elimination and placement. A technique's
    /// removals come first (each a [`Step::Exclude`] sharing the deduction's reasoning), then
    /// its placement, if any.
    ///
    /// A deduction that places a digit *and* rules out candidates is one of Sudoku Explainer's
    /// "direct" techniques: SE places the single the reasoning leaves and keeps the marks, so
    /// the ladder keeps them too (its later steps, and so its rating, follow SE's board), while
    /// the observer is told them, as a person would cross them out.
    pub fn apply<O: Observer>(&mut self, deduction: &Deduction, observer: &mut O) {
        let pattern = &deduction.pattern;
        let direct = pattern.placement.is_some();
        let reasoning =
            (O::ENABLED && !pattern.removals.is_empty()).then(|| Arc::new(deduction.reasoning()));
        for &(cell, digit) in &pattern.removals {
            if !direct {
                self.candidates[cell.index()].remove(digit);
            }
            if let Some(reasoning) = &reasoning {
                observer.step(&Step::Exclude {
                    cell,
                    digit,
                    reasoning: Arc::clone(reasoning),
                });
            }
        }
        if let Some((cell, digit)) = pattern.placement {
            let reason = match deduction.technique {
                Technique::NakedSingle => Reason::NakedSingle,
                _ => self
                    .single_house(cell, digit, deduction)
                    .map_or(Reason::NakedSingle, Reason::HiddenSingle),
            };
            self.place(cell, digit, reason, observer);
        }
    }

    /// The house where `digit` now fits only `cell` (once the deduction's removals are made):
    /// one of the deduction's houses if it can, else the cell's box, row or column.
    fn single_house(&self, cell: Cell, digit: Digit, deduction: &Deduction) -> Option<House> {
        let [row, col, bx] = self.shape.layout().houses_of(cell);
        let removed = &deduction.pattern.removals;
        let only = |house: House| {
            let mut places = self
                .places(house, digit)
                .filter(|&c| !removed.contains(&(c, digit)));
            places.next() == Some(cell) && places.next().is_none()
        };
        deduction
            .pattern
            .houses
            .iter()
            .map(|&(h, _)| h)
            .filter(|&h| self.contains(h, cell))
            .chain([bx, row, col])
            .find(|&h| only(h))
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
