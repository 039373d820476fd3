//! The person-style ladder (`crates/core/src/logic/`) and the `grade` command: every technique
//! on a real puzzle where it is the ladder's next step (`first_uses`), single techniques and
//! soundness on real puzzles (`techniques`), the ratings on the Sudoku Explainer scale and the
//! commands that tell the techniques (`commands`), and chain steps replayed on their pencil
//! marks (`chains`). This file holds the helpers they share.

use sudoku_lab::logic::{self, Board, Deduction, Family, Grade, Rating, Technique};
use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::steps::{Recorder, Role, Step};
use sudoku_lab::uniqueness::first_solution;
use sudoku_lab::{Cell, Digit, Grid, House, NoObserver, parse_puzzle};

use crate::common::{run, shared_lines};

/// A 9x9 puzzle from `(row, col, digit)` givens, all 1-based.
fn grid(givens: &[(usize, usize, u8)]) -> Grid {
    let mut g = Grid::empty(sudoku_lab::Shape::NINE);
    for &(r, c, d) in givens {
        g.set(Cell::new(r - 1, c - 1, 9), Digit::new(d));
    }
    assert!(g.first_conflict().is_none());
    g
}

fn cell(r: usize, c: usize) -> Cell {
    Cell::new(r - 1, c - 1, 9)
}

/// What `technique` finds first on `puzzle`, with its sentence.
fn check(technique: Technique, puzzle: &Grid, expected: &str) -> Deduction {
    let d = technique
        .find(&Board::new(puzzle))
        .unwrap_or_else(|| panic!("no {technique} found"));
    assert_eq!(d.technique, technique);
    assert_eq!(d.to_string(), expected);
    d
}

/// Every removal and placement of `d` agrees with `solution`, and its rating lies within what
/// its technique declares (`grade --techniques` prints those bounds).
fn assert_sound(d: &Deduction, solution: &Grid, context: &str) {
    let rated = d.technique.about().rating;
    assert!(
        d.rating() >= rated.lowest(),
        "{context}: {d} rated {}",
        d.rating()
    );
    if let Some(highest) = rated.highest() {
        assert!(d.rating() <= highest, "{context}: {d} rated {}", d.rating());
    }
    if let Some((cell, digit)) = d.placement() {
        assert_eq!(solution.get(cell), Some(digit), "{context}: {d}");
    }
    for &(cell, digit) in d.removals() {
        assert_ne!(solution.get(cell), Some(digit), "{context}: {d}");
    }
}

/// The board just before the ladder first uses `technique` on `line`, and that deduction.
fn first_use(line: &str, technique: Technique) -> (Board, Deduction) {
    first_use_of(line, technique, None)
}

/// The board just before the ladder first uses `technique` on `line` (in the form `variant`,
/// when given), and that deduction.
fn first_use_of(line: &str, technique: Technique, variant: Option<&str>) -> (Board, Deduction) {
    let puzzle = parse_puzzle(line).unwrap();
    let mut board = Board::new(&puzzle).assuming_unique();
    while let Some(d) = logic::next_deduction(&board) {
        if d.technique == technique && variant.is_none_or(|v| d.variant == Some(v)) {
            return (board, d);
        }
        board.apply(&d, &mut NoObserver);
    }
    panic!("{technique} {variant:?} is never the ladder's step on {line}");
}

/// It is the ladder's next step on `board`: no easier rung makes progress there.
fn assert_no_easier_step(board: &Board, technique: Technique) {
    for easier in Technique::LADDER
        .into_iter()
        .take_while(|&t| t != technique)
    {
        let found = easier.find(board).filter(Deduction::makes_progress);
        assert!(
            found.is_none(),
            "{easier} applies before {technique}: {found:?}"
        );
    }
}

mod chains;
mod commands;
pub(crate) mod first_uses;
mod techniques;
