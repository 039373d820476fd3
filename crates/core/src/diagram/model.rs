//! The diagram model: what a figure shows (cell contents, roles of cells, houses and marks,
//! links), apart from how it is drawn, so that the drawing (`svg.rs`) and the conversions
//! (`from.rs`) both depend on it and it on neither.

use crate::grid::{Candidates, Cell, Digit, Grid, House, Shape};

/// What a cell shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Content {
    /// A digit of the puzzle.
    Given(Digit),
    /// A digit found on the way (a single, a guess).
    Placed(Digit),
    /// An empty cell, with the candidates pencilled in (none: nothing pencilled).
    Marks(Candidates),
}

/// The part a highlighted cell plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellRole {
    /// The cell the figure is about (the single, the cell whose peers are shown).
    Focus,
    /// A cell of the pattern (the cells of a pair, the cells where a locked digit can go).
    Pattern,
    /// A cell that loses candidates because of the pattern.
    Target,
    /// A peer of the focus, or a cell whose candidates the reasoning reads without it being
    /// part of the pattern.
    Peer,
    /// The pivot of a wing: the cell that sees both pincers.
    Pivot,
    /// A pincer of a wing: one of the pincers holds the digit the targets lose.
    Pincer,
    /// A fin of a finned fish: candidates outside the fish's corners.
    Fin,
    /// A cell whose extra candidates keep a deadly pattern from forming (a unique rectangle's
    /// roof, a BUG cell).
    Extra,
}

/// The part a highlighted house plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HouseRole {
    /// The house the pattern lives in (the house of a hidden single or a pair, the box of
    /// pointing, the line of claiming).
    Primary,
    /// The house that loses candidates (the line of pointing, the box of claiming), or a
    /// second house shown for context.
    Secondary,
}

/// What happens to one pencil mark.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MarkRole {
    /// The candidate becomes the cell's digit.
    Placed,
    /// The candidate is crossed out.
    Removed,
    /// The candidate is part of the pattern that proves the deduction.
    Pattern,
}

/// How strongly two candidates are tied (the links of chains).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Strength {
    /// If one is false, the other is true: drawn solid.
    Strong,
    /// If one is true, the other is false: drawn dashed.
    Weak,
}

/// An arrow from one candidate to another.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Link {
    pub from: (Cell, Digit),
    pub to: (Cell, Digit),
    pub strength: Strength,
}

/// One grid of a figure of several, under its caption: a nested forcing chain's outer chain,
/// or one of its inner chains.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Panel {
    pub caption: String,
    pub diagram: Diagram,
}

/// A grid drawn for a reader: contents, highlights and links.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagram {
    pub shape: Shape,
    /// One per cell, in reading order.
    pub contents: Vec<Content>,
    /// Highlighted cells; a cell listed twice keeps its first role.
    pub cells: Vec<(Cell, CellRole)>,
    /// Highlighted houses, drawn first (under the cells).
    pub houses: Vec<(House, HouseRole)>,
    /// Pencil marks with a part to play.
    pub marks: Vec<(Cell, Digit, MarkRole)>,
    pub links: Vec<Link>,
    /// Short text under a cell (`20 peers`, `6`), one per cell at most.
    pub labels: Vec<(Cell, String)>,
}

impl Diagram {
    /// An empty grid of `shape`: nothing pencilled, nothing highlighted.
    pub fn new(shape: Shape) -> Diagram {
        Diagram {
            shape,
            contents: vec![Content::Marks(Candidates::EMPTY); shape.cells()],
            cells: Vec::new(),
            houses: Vec::new(),
            marks: Vec::new(),
            links: Vec::new(),
            labels: Vec::new(),
        }
    }

    /// The givens of `puzzle`, the empty cells blank.
    pub fn puzzle(puzzle: &Grid) -> Diagram {
        let mut diagram = Diagram::new(puzzle.shape());
        for cell in puzzle.shape().all_cells() {
            if let Some(digit) = puzzle.get(cell) {
                diagram.contents[cell.index()] = Content::Given(digit);
            }
        }
        diagram
    }

    /// The givens of `puzzle` and, in every empty cell, its candidates: the digits no given
    /// peer holds.
    pub fn pencil_marks(puzzle: &Grid) -> Diagram {
        let mut diagram = Diagram::puzzle(puzzle);
        diagram.pencil(|cell| puzzle.candidates(cell));
        diagram
    }

    /// Pencils `candidates(cell)` into every cell that holds no digit.
    pub fn pencil(&mut self, candidates: impl Fn(Cell) -> Candidates) {
        for cell in self.shape.all_cells() {
            if let Content::Marks(_) = self.contents[cell.index()] {
                self.contents[cell.index()] = Content::Marks(candidates(cell));
            }
        }
    }

    /// Keeps the pencil marks only in `cells` (and the digits everywhere): a figure about one
    /// corner of the grid reads better without the marks of the rest.
    pub fn keep_marks_in(&mut self, cells: &[Cell]) {
        for cell in self.shape.all_cells() {
            if !cells.contains(&cell)
                && let Content::Marks(_) = self.contents[cell.index()]
            {
                self.contents[cell.index()] = Content::Marks(Candidates::EMPTY);
            }
        }
    }

    pub fn cell(&mut self, cell: Cell, role: CellRole) -> &mut Diagram {
        self.cells.push((cell, role));
        self
    }

    pub fn house(&mut self, house: House, role: HouseRole) -> &mut Diagram {
        self.houses.push((house, role));
        self
    }

    pub fn mark(&mut self, cell: Cell, digit: Digit, role: MarkRole) -> &mut Diagram {
        self.marks.push((cell, digit, role));
        self
    }

    pub fn label(&mut self, cell: Cell, text: impl Into<String>) -> &mut Diagram {
        self.labels.push((cell, text.into()));
        self
    }

    /// The role of `cell`, if highlighted.
    pub fn role_of(&self, cell: Cell) -> Option<CellRole> {
        self.cells.iter().find(|(c, _)| *c == cell).map(|(_, r)| *r)
    }

    /// The role of the mark `digit` in `cell`, if it has one.
    pub fn mark_role(&self, cell: Cell, digit: Digit) -> Option<MarkRole> {
        self.marks
            .iter()
            .find(|(c, d, _)| *c == cell && *d == digit)
            .map(|(_, _, r)| *r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::WIKIPEDIA;

    #[test]
    fn pencil_marks_hold_givens_and_candidates() {
        let puzzle = WIKIPEDIA.grid();
        let diagram = Diagram::pencil_marks(&puzzle);
        let d = |v| Digit::new(v).unwrap();
        assert_eq!(diagram.contents[0], Content::Given(d(5)));
        // r1c3 has candidates 1 2 4; r5c5 only 5.
        assert_eq!(
            diagram.contents[2],
            Content::Marks(puzzle.candidates(Cell::new(0, 2, 9)))
        );
        assert_eq!(
            diagram.contents[40],
            Content::Marks(Candidates::single(d(5)))
        );
        let mut corner = diagram.clone();
        corner.keep_marks_in(&[Cell::new(0, 2, 9)]);
        assert_eq!(corner.contents[40], Content::Marks(Candidates::EMPTY));
        assert_eq!(corner.contents[2], diagram.contents[2]);
    }
}
